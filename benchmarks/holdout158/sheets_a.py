"""Hold-out 158 datasheets, part 1: a barometric pressure sensor IC, a dual H-bridge motor
driver module, a 4-channel 16-bit delta-sigma ADC and a pair of RS-485 transceivers.

A Pointe-à-Pitre (Guadeloupe) sensor-IC house data sheet ("∻ n  TITLE" upper-case heads,
"Array n:" captions, accuracy in column groups per grade, supply current stacked per preset,
sleep current stacked per temperature, start-up time and pin limits only in prose, pin and
register tables as decoys), a Kralendijk (Bonaire) maker-store product sheet ("➾" heads,
"Tile n —" captions, motor supply stacked per jumper state, current stacked per ambient
temperature in column groups per version, +5V pin current only in a note, US$ prices), a
Cockburn Town (Turks and Caicos) analog IC data sheet ("n ∫ Title" heads, "Set n ∂"
captions, section rows, power dissipation stacked per supply, a grade / ordering table, an
address table and a full-scale-range table) and a Mamoudzou (Mayotte) interface-IC sheet
("{n} Title" heads, bilingual "Relevé n / Table n" captions, DC table in column groups per
supply version, temperature per ordering suffix).
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
TIMES = "\u00d7"
RATIO = "\u223b"  # ∻
ARROW = "\u27be"  # ➾
INTEG = "\u222b"  # ∫
PARTIAL = "\u2202"  # ∂


# ------------------------------------------------ barometric pressure sensor (Pointe-à-Pitre)
def kbp612(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="KARUKERA CAPTEURS",
        header_right="KBP-612 / KBP-612X  \u00b7  Data sheet DS-612-02",
        footer_left="Karukera Capteurs SAS  \u00b7  Rue Frébault 41, 97110 Pointe-à-Pitre, Guadeloupe  "
        "\u00b7  DS-612-02, June 2024",
        footer_right="sheet {page} " + RATIO + " {nb}",
        rule_color=(18, 110, 92),
        table_fill=(226, 243, 236),
        accent=(12, 86, 70),
        grid=False,
    )
    s = Sheet(style, "KBP-612 digital barometric pressure sensor")
    s.add_page()
    s.title_block(
        "KBP-612 / KBP-612X",
        "Digital Barometric Pressure and Temperature Sensor",
        "I" + SQ + "C and SPI  |  VDD 1.65 V " + ELL + " 3.6 V  |  LGA-10, 2.0 x 2.0 x 0.75 mm  |  "
        "KBP-612 standard grade, KBP-612X extended-accuracy grade",
        21,
    )

    def description() -> None:
        s.heading(RATIO + " 1  DESCRIPTION", 9.5)
        s.para(
            "The KBP-612 measures absolute barometric pressure and temperature with a "
            "piezo-resistive MEMS element, a 24-bit converter and a digital interface. It is "
            "made for weather stations, indoor navigation (floor detection), drones and "
            "wearables. Each device is trimmed and calibrated; compensated pressure and "
            "temperature are calculated with the trimming coefficients read from the part.",
            7.6,
        )
        s.para(
            "The KBP-612X is tested to tighter limits and trimmed up to +105 " + DEG + ". Both "
            "grades share package, pinout and register map.",
            7.6,
        )

    def keydata() -> None:
        s.heading(RATIO + " 2  PERFORMANCE SUMMARY", 9.5)
        s.bullets(
            [
                "Pressure range 300 " + ELL + " 1250 hPa",
                "Absolute accuracy " + PM + "0.40 hPa (KBP-612X), " + PM + "0.60 hPa (KBP-612)",
                "Relative accuracy " + PM + "0.06 hPa, about " + PM + "0.5 m",
                "3.1 " + MU + "A at 1 Hz in the weather preset",
                "I" + SQ + "C up to 3.4 MHz, SPI up to 10 MHz",
                "512-byte FIFO, data-ready interrupt",
            ],
            7.6,
        )

    s.side_by_side(description, keydata, 262, 16)
    s.heading(RATIO + " 3  SENSOR PERFORMANCE", 9.5, rule=True)
    s.caption("Array 1: Pressure and temperature performance (VDD = VDDIO = 1.8 V)")
    s.table(
        [
            Col("Parameter", 98),
            Col("Conditions", 125),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Operating pressure\nrange", "", "300", "", "1250", "300", "", "1250", "hPa"],
            [
                "Absolute pressure\naccuracy",
                "900 " + ELL + " 1100 hPa, 0 " + ELL + " 65 " + DEG + "\n300 " + ELL + " 1100 hPa, "
                "-20 " + ELL + " 0 " + DEG,
                "",
                PM + "0.60\n" + PM + "1.20",
                "",
                "",
                PM + "0.40\n" + PM + "0.80",
                "",
                "hPa",
            ],
            [
                "Relative pressure\naccuracy",
                "900 " + ELL + " 1100 hPa, 25 " + ELL + " 40 " + DEG,
                "",
                PM + "0.06",
                "",
                "",
                PM + "0.06",
                "",
                "hPa",
            ],
            [
                "Offset temperature\ncoefficient",
                "-20 " + ELL + " 65 " + DEG + ", 900 hPa",
                "",
                PM + "0.75",
                "",
                "",
                PM + "0.50",
                "",
                "Pa/K",
            ],
            [
                "Pressure resolution",
                "x1 oversampling\nx32 oversampling",
                "",
                "2.6\n0.17",
                "",
                "",
                "2.6\n0.17",
                "",
                "Pa",
            ],
            ["Long-term stability", "12 months", "", PM + "0.33", "", "", PM + "0.20", "", "hPa"],
            [
                "Temperature\naccuracy",
                "0 " + ELL + " 65 " + DEG + "\n-40 " + ELL + " +85 " + DEG,
                "",
                PM + "0.5\n" + PM + "1.5",
                "",
                "",
                PM + "0.3\n" + PM + "1.0",
                "",
                DEG,
            ],
            ["Operating\ntemperature", "", "-40", "", "+85", "-40", "", "+105", DEG],
            ["Output data rate", "normal mode", "", "", "200", "", "", "200", "Hz"],
        ],
        7.3,
        head_rows=[["", "", "KBP-612", "<", "<", "KBP-612X", "<", "<", ""]],
    )
    s.para(
        "The absolute accuracy figures are typical. Over production, the KBP-612 stays within "
        + PM
        + "1.00 hPa and the KBP-612X within "
        + PM
        + "0.70 hPa in the 900 "
        + ELL
        + " 1100 hPa, "
        "0 " + ELL + " 65 " + DEG + " band.",
        7.3,
    )
    s.heading(RATIO + " 4  ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.caption("Array 2: Electrical characteristics, both grades (TA = 25 " + DEG + " unless noted)")
    s.table(
        [
            Col("Parameter", 104),
            Col("Symbol", 52, "C"),
            Col("Conditions", 166),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 57, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "core", "1.65", "1.80", "3.60", "V"],
            ["Interface supply\nvoltage", "V_{DDIO}", "", "1.20", "1.80", "3.60", "V"],
            [
                "Supply current,\nnormal mode",
                "I_{DD}",
                "1 Hz, x1 (weather preset)\n1 Hz, x16\n50 Hz, x8 (drone preset)",
                "",
                "3.1\n14.6\n570",
                "",
                MU + "A",
            ],
            ["Peak current\nduring conversion", "I_{DDpk}", "", "", "680", "800", MU + "A"],
            [
                "Standby current\n(between conversions)",
                "I_{DDSB}",
                "normal mode",
                "",
                "2.4",
                "4.5",
                MU + "A",
            ],
            [
                "Sleep current",
                "I_{DDSL}",
                "TA = 25 " + DEG + "\nTA = 85 " + DEG,
                "",
                "0.9\n2.8",
                "2.0\n6.0",
                MU + "A",
            ],
            [
                "I" + SQ + "C clock",
                "f_{SCL}",
                "standard mode\nfast mode\nhigh-speed mode",
                "",
                "",
                "100\n400\n3400",
                "kHz",
            ],
            ["SPI clock", "f_{SCK}", "3-wire and 4-wire", "", "", "10", "MHz"],
            ["Input high level", "V_{IH}", "SCK, SDI, SDO, CSB", "0.7 VDDIO", "", "", "V"],
            ["Input low level", "V_{IL}", "SCK, SDI, SDO, CSB", "", "", "0.3 VDDIO", "V"],
        ],
        7.3,
    )
    s.add_page()
    s.heading(RATIO + " 5  DIGITAL INTERFACE", 9.5, rule=True)
    s.para(
        "The interface is chosen at power-up. With CSB tied to VDDIO the device is an I" + SQ + "C "
        "slave; a falling edge on CSB switches it to SPI until the next power cycle. In I"
        + SQ
        + "C mode the 7-bit address is 0x76 with SDO connected to GND and 0x77 with SDO connected "
        "to VDDIO. SDO must not be left floating.",
        7.6,
    )
    s.para(
        "All interface pins are clamped to VDDIO. With VDDIO = 3.3 V no pin may see more than "
        "3.6 V, so a 5 V bus needs a level translator. After VDD and VDDIO are up, wait 2 ms "
        "before the first command; the first conversion result is valid 10 ms after the mode is "
        "set to normal.",
        7.6,
    )
    s.caption("Array 3: Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 89, "C")],
        [
            ["Voltage on VDD and VDDIO", "-0.3", "4.25", "V"],
            ["Voltage on any interface pin", "-0.3", "VDDIO + 0.3", "V"],
            ["Overpressure", "", "20 000", "hPa"],
            ["ESD, human body model", "", PM + "2", "kV"],
            ["Storage temperature", "-45", "+85", DEG],
        ],
        7.3,
    )

    s.caption("Array 4: Pin description")
    s.table(
        [Col("Pin", 36, "C"), Col("Name", 66, "C"), Col("Type", 60, "C"), Col("Function", 337)],
        [
            ["1", "VDDIO", "supply", "interface supply"],
            ["2", "SCK", "in", "serial clock (I" + SQ + "C SCL, SPI SCK)"],
            ["3", "VSS", "ground", "ground"],
            ["4", "SDI", "in/out", "I" + SQ + "C SDA, SPI MOSI, 3-wire SPI data"],
            ["5", "SDO", "in/out", "SPI MISO; I" + SQ + "C address bit 0 (do not leave open)"],
            ["6", "CSB", "in", "chip select, tie to VDDIO for I" + SQ + "C"],
            ["7", "INT", "out", "interrupt (data ready, FIFO watermark), push-pull or open drain"],
            ["8, 9", "VSS", "ground", "ground"],
            ["10", "VDD", "supply", "core supply"],
        ],
        7.2,
    )
    s.caption("Array 5: Register map (excerpt)")
    s.table(
        [Col("Address", 60, "C"), Col("Name", 100), Col("Reset", 60, "C"), Col("Content", 279)],
        [
            ["0x00", "CHIP_ID", "0x5C", "chip identification, read only"],
            ["0x04 " + ELL + " 0x06", "PRESS_DATA", "0x00", "24-bit pressure result, XLSB first"],
            ["0x07 " + ELL + " 0x09", "TEMP_DATA", "0x00", "24-bit temperature result"],
            ["0x1B", "PWR_CTRL", "0x00", "mode [5:4]: 00 sleep, 01/10 forced, 11 normal"],
            ["0x1C", "OSR", "0x02", "oversampling: pressure [2:0], temperature [5:3]"],
            ["0x1D", "ODR", "0x00", "output data rate 200 Hz / 2^n, n = 0 " + ELL + " 17"],
            ["0x7E", "CMD", "0x00", "0xB6 soft reset, 0xB0 FIFO flush"],
        ],
        7.2,
    )
    s.caption("Array 6: Measurement presets")
    s.table(
        [
            Col("Preset", 130),
            Col("Pressure OSR", 70, "C"),
            Col("Temp. OSR", 64, "C"),
            Col("ODR", 60, "C"),
            Col("IDD typ.", 70, "C"),
            Col("RMS noise", 105, "C"),
        ],
        [
            ["Weather monitoring", "x1", "x1", "1 Hz", "3.1 " + MU + "A", "2.6 Pa"],
            ["Handheld, floor change", "x4", "x1", "12.5 Hz", "52 " + MU + "A", "1.2 Pa"],
            ["Drone, indoor navigation", "x8", "x1", "50 Hz", "570 " + MU + "A", "0.9 Pa"],
        ],
        7.2,
    )
    s.heading(RATIO + " 6  APPLICATION NOTES", 9.5, rule=True)
    s.bullets(
        [
            "Near sea level 1 hPa corresponds to about 8.4 m of altitude; the relative accuracy "
            "of " + PM + "0.06 hPa resolves one floor of a building.",
            "The lower range limit of 300 hPa corresponds to about 9 000 m in the standard "
            "atmosphere. Higher flights leave the specified range.",
            "The vent hole on the lid must stay open. The sensor is not protected against water "
            "or dust; use a membrane-covered housing outdoors.",
            "Keep the device out of direct sunlight and away from hot parts: a temperature "
            "gradient across the package shifts the pressure reading.",
            "Reflow: peak 260 " + DEG + " for at most 30 s. Do not wash the board after soldering.",
        ],
        7.6,
    )
    s.caption("Array 7: Ordering information")
    s.table(
        [Col("Ordering code", 120), Col("Grade", 90, "C"), Col("Packing", 289)],
        [
            ["KBP-612-TR", "KBP-612", "tape and reel, 5000 pcs"],
            ["KBP-612X-TR", "KBP-612X", "tape and reel, 5000 pcs"],
            ["KBP-612-EVB", "KBP-612", 'evaluation board with 0.1" header, VDD = VDDIO'],
        ],
        7.2,
    )
    return save(s, out / "kbp-612.pdf")


# ------------------------------------------------ dual H-bridge motor driver module (Kralendijk)
def dhm2980(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="LAC BAY ROBOTICS  " + ARROW + "  motor drivers",
        header_right="DHM-2980 / DHM-2980F  \u00b7  product sheet",
        footer_left="Lac Bay Robotics  \u00b7  Kaya Gob. N. Debrot 9, Kralendijk, Bonaire  \u00b7  "
        "prices in US$ incl. 8 % ABB",
        footer_right="side {page} / {nb}",
        rule_color=(214, 74, 122),
        table_fill=(252, 228, 236),
        accent=(176, 40, 92),
        grid=True,
    )
    s = Sheet(style, "DHM-2980 / DHM-2980F dual H-bridge motor driver module")
    s.add_page()
    s.title_block(
        "DHM-2980 / DHM-2980F",
        "Dual H-Bridge Motor Driver Module " + NDASH + " two DC motors or one stepper",
        "DHM-2980: bipolar bridge, large heatsink, US$ 7.90    |    DHM-2980F: MOSFET bridge, low "
        "drop, US$ 12.40",
        20,
    )

    def overview() -> None:
        s.heading(ARROW + " Overview", 10)
        s.para(
            "Two full H-bridges on one board: run two brushed DC motors forwards and backwards "
            "with speed control, or one bipolar stepper. Each bridge has its own enable input "
            "(ENA, ENB) for PWM and two direction inputs (IN1/IN2, IN3/IN4).",
            7.8,
        )
        s.para(
            "The DHM-2980 uses a classic bipolar dual-bridge IC on a finned heatsink. The "
            "DHM-2980F uses four dual MOSFET half-bridges: much less voltage drop and heat, but a "
            "lower motor-voltage limit. Both boards carry a 5 V regulator, flyback diodes and "
            "direction LEDs.",
            7.8,
        )

    def highlights() -> None:
        s.heading(ARROW + " Highlights", 10)
        s.bullets(
            [
                "Motor supply up to 35 V (DHM-2980) or 27 V (DHM-2980F)",
                "2 A per channel (DHM-2980), 3 A per channel (DHM-2980F)",
                "On-board 5 V regulator, 5V-EN jumper",
                "Logic inputs work with 3.3 V and 5 V",
                "Screw terminals for motors and supply",
                "43 x 43 x 27 mm, 4 x M3 holes",
            ],
            7.8,
        )

    s.side_by_side(overview, highlights, 262, 16)
    s.heading(ARROW + " Electrical data", 10.5, rule=True)
    s.caption("Tile 1 " + DASH + " Ratings and characteristics by version (Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 96),
            Col("Conditions", 118),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Unit", 75, "C"),
        ],
        [
            [
                "Motor supply\nvoltage VS",
                "5V-EN jumper removed\n5V-EN jumper fitted",
                "5.0\n7.0",
                "",
                "35\n12",
                "6.5\n7.0",
                "",
                "27\n12",
                "V",
            ],
            [
                "Logic supply\nvoltage (+5V pin)",
                "jumper removed,\nexternal 5 V",
                "4.5",
                "5.0",
                "5.5",
                "4.5",
                "5.0",
                "5.5",
                "V",
            ],
            [
                "Logic supply\ncurrent",
                "ENA = ENB = low\nENA = ENB = high, no load",
                "",
                "13\n36",
                "24\n70",
                "",
                "4\n9",
                "8\n15",
                "mA",
            ],
            [
                "Continuous current\nper channel",
                "Ta = 25 " + DEG + "\nTa = 50 " + DEG + "\nTa = 70 " + DEG,
                "",
                "",
                "2.0\n1.6\n1.1",
                "",
                "",
                "3.0\n2.4\n1.6",
                "A",
            ],
            [
                "Peak current\nper channel",
                "t " + LE + " 10 ms, non-repetitive",
                "",
                "",
                "3.0",
                "",
                "",
                "5.0",
                "A",
            ],
            [
                "Bridge voltage drop\n(source + sink)",
                "IL = 1 A\nIL = 2 A",
                "",
                "2.6\n3.6",
                "3.2\n4.9",
                "",
                "0.35\n0.70",
                "0.50\n1.00",
                "V",
            ],
            [
                "Input high voltage\n(IN1" + ELL + "IN4, ENA, ENB)",
                "",
                "2.3",
                "",
                "5.5",
                "2.0",
                "",
                "5.5",
                "V",
            ],
            ["Input low voltage", "", "-0.3", "", "1.5", "-0.3", "", "0.8", "V"],
            ["PWM frequency\non ENA / ENB", "", "", "", "25", "", "", "40", "kHz"],
            ["Operating\ntemperature", "", "-25", "", "+85", "-20", "", "+85", DEG],
        ],
        7.3,
        head_rows=[["", "", "DHM-2980", "<", "<", "DHM-2980F", "<", "<", ""]],
    )
    s.para(
        "Note: with the 5V-EN jumper fitted, the +5V pin becomes an output and can supply up to "
        "100 mA to external circuits, provided VS is at least 7 V. Current figures are per "
        "channel with both channels running.",
        7.5,
    )
    s.caption("Tile 2 " + DASH + " Never exceed")
    s.table(
        [
            Col("Item", 220),
            Col("DHM-2980", 100, "C"),
            Col("DHM-2980F", 100, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Motor supply VS", "46", "30", "V"],
            ["+5V pin", "7", "7", "V"],
            ["Logic inputs", "-0.3 " + ELL + " 7", "-0.3 " + ELL + " 7", "V"],
            ["Total power dissipation (heatsink at 75 " + DEG + ")", "25", "10", "W"],
            ["Storage temperature", "-40 " + ELL + " +125", "-40 " + ELL + " +125", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading(ARROW + " Screw terminals and pin headers", 10.5, rule=True)
    s.caption("Tile 3 " + DASH + " Connections")
    s.table(
        [Col("Marking", 90, "C"), Col("Type", 90, "C"), Col("Function", 319)],
        [
            [
                "VS (12V)",
                "screw",
                "motor supply, 5 " + ELL + " 35 V (DHM-2980), 6.5 " + ELL + " 27 V (DHM-2980F)",
            ],
            ["GND", "screw", "ground for motor supply and logic"],
            ["+5V", "screw", "5 V out (jumper fitted) or 5 V logic supply in (jumper removed)"],
            ["OUT1, OUT2", "screw", "motor A"],
            ["OUT3, OUT4", "screw", "motor B"],
            ["ENA, ENB", "header", "enable / PWM, jumper caps fitted = always enabled"],
            ["IN1 " + ELL + " IN4", "header", "direction inputs"],
            ["5V-EN", "jumper", "fitted: on-board regulator makes +5V from VS"],
        ],
        7.3,
    )
    s.caption("Tile 4 " + DASH + " Motor A truth table (motor B: ENB, IN3, IN4)")
    s.table(
        [Col("ENA", 60, "C"), Col("IN1", 60, "C"), Col("IN2", 60, "C"), Col("Motor A", 319)],
        [
            ["H", "H", "L", "forward"],
            ["H", "L", "H", "reverse"],
            ["H", "IN1 = IN2", "", "fast stop (brake)"],
            ["L", "X", "X", "free run (coast)"],
        ],
        7.3,
    )
    s.heading(ARROW + " Know before you wire", 10.5, rule=True)
    s.bullets(
        [
            "Fit the 5V-EN jumper only when VS is 12 V or less: the on-board regulator is rated "
            "for 12 V input on this board. Above 12 V remove the jumper and feed 5 V to the +5V "
            "terminal.",
            "Never feed 5 V into the +5V terminal while the jumper is fitted.",
            "The DHM-2980 bridge drops 2 to 5 V. A 6 V motor on a 6 V supply sees only about "
            "3.4 V at 1 A; use the DHM-2980F for low-voltage motors.",
            "Flyback diodes are fitted on both versions. There is no current sensing: the SENSE "
            "pins are tied to GND on the board.",
            "The inputs take 3.3 V logic directly (ESP32, Raspberry Pi, 3.3 V Arduino boards). "
            "Join the grounds of the controller and the module.",
        ],
        7.8,
    )
    s.heading(ARROW + " FAQ", 10.5, rule=True)
    faq = [
        (
            "Can I run a NEMA 17 stepper?",
            "Yes, in full or half step, up to 1.5 A per coil on the DHM-2980 and 2.5 A per coil "
            "on the DHM-2980F. There is no current chopper, so choose a motor whose coil "
            "resistance limits the current at your VS.",
        ),
        (
            "Why is my motor slower than on the battery alone?",
            "The bridge voltage drop. At 2 A the DHM-2980 loses up to 4.9 V; the DHM-2980F loses "
            "at most 1.0 V.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.heading(ARROW + " Prices", 10.5, rule=True)
    s.caption("Tile 5 " + DASH + " Price list (US$, incl. 8 % ABB)")
    s.table(
        [Col("SKU", 120), Col("Version", 110), Col("Qty", 80, "C"), Col("Price", 189, "C")],
        [
            ["LBR-2980", "DHM-2980", "1", "7.90"],
            ["LBR-2980-3", "DHM-2980", "3", "21.00"],
            ["LBR-2980F", "DHM-2980F", "1", "12.40"],
            ["LBR-2980F-3", "DHM-2980F", "3", "34.50"],
        ],
        7.3,
    )
    return save(s, out / "dhm-2980.pdf")


# ------------------------------------------------ 16-bit delta-sigma ADC (Cockburn Town)
def gta1614(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="GRAND TURK ANALOG",
        header_right="GTA1614  \u00b7  SBGT-1614C  \u00b7  REVISED MAY 2024",
        footer_left="Grand Turk Analog Ltd.  \u00b7  Front Street, Cockburn Town, Grand Turk, Turks "
        "and Caicos Islands  \u00b7  Product Folder: GTA1614",
        footer_right="SBGT-1614C \u00b7 p{page}/{nb}",
        rule_color=(28, 52, 110),
        table_fill=(226, 232, 244),
        accent=(28, 52, 110),
        grid=True,
    )
    s = Sheet(style, "GTA1614 4-channel 16-bit delta-sigma ADC with I2C")
    s.add_page()
    s.title_block(
        "GTA1614",
        "Ultra-Small, Low-Power, 4-Channel, 16-Bit Delta-Sigma ADC with I" + SQ + "C Interface, "
        "PGA, Oscillator, Voltage Reference and Comparator",
        "2.0 V to 5.5 V  |  10 SPS to 1000 SPS  |  MSOP-10 and QFN-10 (2 mm x 1.5 mm)  |  I grade "
        "and E grade",
        21,
    )

    def features() -> None:
        s.heading("1 " + INTEG + " Features", 10)
        s.bullets(
            [
                "Wide supply range: 2.0 V to 5.5 V",
                "Low current consumption: 160 " + MU + "A (continuous conversion)",
                "Programmable data rate: 10 SPS to 1000 SPS",
                "Four single-ended or two differential inputs",
                "Programmable gain: FSR " + PM + "0.25 V to " + PM + "6.0 V",
                "I" + SQ + "C interface: four pin-selectable addresses",
                "Internal reference and oscillator",
                "Programmable comparator on ALERT/RDY",
            ],
            7.8,
        )

    def description() -> None:
        s.heading("2 " + INTEG + " Description", 10)
        s.para(
            "The GTA1614 is a precision, low-power, 16-bit analog-to-digital converter in an "
            "ultra-small package. It contains a low-drift voltage reference, an oscillator, a "
            "programmable gain amplifier (PGA), an input multiplexer and a digital comparator.",
            7.8,
        )
        s.para(
            "Data are transferred over an I" + SQ + "C-compatible serial interface. The device "
            "performs conversions at up to 1000 samples per second and can be put into a "
            "power-down mode between single-shot conversions. The I grade is specified from "
            "-40 "
            + DEG
            + " to +85 "
            + DEG
            + ", the E grade from -40 "
            + DEG
            + " to +125 "
            + DEG
            + ".",
            7.8,
        )

    s.side_by_side(features, description, 240, 16)
    s.heading("3 " + INTEG + " Specifications", 10, rule=True)
    s.caption(
        "Set 1 " + PARTIAL + " Electrical characteristics (TA = 25 " + DEG + ", VDD = 3.3 V, "
        "FSR = " + PM + "2.0 V, unless otherwise noted)"
    )
    s.table(
        [
            Col("Parameter", 112),
            Col("Test conditions", 170),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 85, "C"),
        ],
        [
            ["ANALOG INPUT"],
            [
                "Full-scale range\n(FSR)",
                "PGA[2:0] = 000 " + ELL + " 101 (see Set 5)",
                PM + "0.25",
                "",
                PM + "6.0",
                "V",
            ],
            [
                "Differential input\nimpedance",
                "FSR = " + PM + "6.0 V\nFSR = " + PM + "2.0 V\nFSR = " + PM + "0.25 V",
                "",
                "22\n4.9\n0.71",
                "",
                "M" + OHM,
            ],
            ["Common-mode input\nimpedance", "FSR = " + PM + "6.0 V", "", "10", "", "M" + OHM],
            ["SYSTEM PERFORMANCE"],
            ["Resolution", "no missing codes", "16", "", "", "Bits"],
            ["Data rate (DR)", "10, 20, 40, 80, 160, 320, 640, 1000", "10", "", "1000", "SPS"],
            ["Data rate variation", "all data rates", "-10", "", "+10", "%"],
            ["Offset error", "FSR = " + PM + "2.0 V, differential", "", PM + "1", PM + "3", "LSB"],
            ["Gain error", "FSR = " + PM + "2.0 V", "", "0.01", "0.15", "%"],
            [
                "Gain drift",
                "GTA1614I, -40 " + ELL + " +85 " + DEG + "\nGTA1614E, -40 " + ELL + " +125 " + DEG,
                "",
                "7\n9",
                "40\n55",
                "ppm/" + DEG,
            ],
            ["POWER SUPPLY"],
            ["Power-supply voltage", "VDD to GND", "2.0", "3.3", "5.5", "V"],
            [
                "Supply current",
                "continuous conversion\npower-down, TA = 25 "
                + DEG
                + "\npower-down, TA = 125 "
                + DEG
                + " (E grade)",
                "",
                "160\n0.4\n",
                "250\n2\n5",
                MU + "A",
            ],
            [
                "Power dissipation",
                "continuous conversion, VDD = 5.0 V\ncontinuous conversion, VDD = 3.3 V\n"
                "continuous conversion, VDD = 2.0 V",
                "",
                "0.95\n0.53\n0.30",
                "",
                "mW",
            ],
            ["DIGITAL INPUT / OUTPUT"],
            ["Input high voltage", "SDA, SCL, ADDR", "0.7 VDD", "", "5.5", "V"],
            ["Input low voltage", "SDA, SCL, ADDR", "GND - 0.5", "", "0.3 VDD", "V"],
            ["Output low voltage", "SDA, ALERT/RDY, IOL = 3 mA", "", "0.15", "0.4", "V"],
            [
                "I" + SQ + "C clock frequency",
                "fast mode\nhigh-speed mode",
                "",
                "",
                "0.4\n3.4",
                "MHz",
            ],
        ],
        7.3,
    )
    s.para(
        "Note 1: FSR expresses the full-scale range of the ADC scaling. In no event should more "
        "than VDD + 0.3 V be applied to an analog input. Note 2: SDA and SCL may be pulled up to "
        "5.5 V whatever VDD is.",
        7.3,
    )

    s.add_page()
    s.heading("4 " + INTEG + " Absolute maximum ratings", 10, rule=True)
    s.caption(
        "Set 2 " + PARTIAL + " Absolute maximum ratings (over operating free-air temperature)"
    )
    s.table(
        [Col("Parameter", 260), Col("Min", 80, "C"), Col("Max", 80, "C"), Col("Unit", 79, "C")],
        [
            ["Power-supply voltage, VDD to GND", "-0.3", "7.0", "V"],
            ["Analog input voltage, AIN0 " + ELL + " AIN3", "GND - 0.3", "VDD + 0.3", "V"],
            ["Digital input voltage, SDA, SCL, ADDR, ALERT/RDY", "GND - 0.5", "5.5", "V"],
            ["Input current, momentary", "-100", "100", "mA"],
            ["Input current, continuous", "-10", "10", "mA"],
            ["Junction temperature", "", "150", DEG],
            ["Storage temperature", "-60", "150", DEG],
        ],
        7.3,
    )
    s.heading("5 " + INTEG + " Grades and ordering", 10, rule=True)
    s.caption("Set 3 " + PARTIAL + " Order codes by grade")
    s.table(
        [
            Col("Orderable part", 110),
            Col("Grade", 50, "C"),
            Col("Operating temperature", 120, "C"),
            Col("Package", 80, "C"),
            Col("Marking", 60, "C"),
            Col("Reel", 79, "C"),
        ],
        [
            ["GTA1614IDGS", "I", "-40 " + DEG + " to +85 " + DEG, "MSOP-10", "G14I", "2500"],
            ["GTA1614IRUG", "I", "-40 " + DEG + " to +85 " + DEG, "QFN-10", "T4I", "3000"],
            ["GTA1614EDGS", "E", "-40 " + DEG + " to +125 " + DEG, "MSOP-10", "G14E", "2500"],
            ["GTA1614ERUG", "E", "-40 " + DEG + " to +125 " + DEG, "QFN-10", "T4E", "3000"],
        ],
        7.3,
    )
    s.heading("6 " + INTEG + " I" + SQ + "C address selection", 10, rule=True)
    s.caption("Set 4 " + PARTIAL + " ADDR pin connection and slave address")
    s.table(
        [
            Col("ADDR pin connected to", 170, "C"),
            Col("Slave address (binary)", 170, "C"),
            Col("Slave address (hex)", 159, "C"),
        ],
        [
            ["GND", "1001000", "0x48"],
            ["VDD", "1001001", "0x49"],
            ["SDA", "1001010", "0x4A"],
            ["SCL", "1001011", "0x4B"],
        ],
        7.3,
    )
    s.heading("7 " + INTEG + " Registers and full-scale range", 10, rule=True)
    s.caption("Set 5 " + PARTIAL + " Full-scale range and LSB size")
    s.table(
        [
            Col("PGA[2:0]", 90, "C"),
            Col("FSR", 130, "C"),
            Col("LSB size", 130, "C"),
            Col("Note", 149, "C"),
        ],
        [
            ["000", PM + "6.0 V", "183.1 " + MU + "V", "see Note 1"],
            ["001", PM + "4.0 V", "122.1 " + MU + "V", "see Note 1"],
            ["010", PM + "2.0 V", "61.04 " + MU + "V", "default"],
            ["011", PM + "1.0 V", "30.52 " + MU + "V", ""],
            ["100", PM + "0.5 V", "15.26 " + MU + "V", ""],
            ["101", PM + "0.25 V", "7.629 " + MU + "V", ""],
        ],
        7.3,
    )
    s.caption("Set 6 " + PARTIAL + " Register map")
    s.table(
        [
            Col("Pointer", 70, "C"),
            Col("Register", 150),
            Col("Reset", 80, "C"),
            Col("Access", 199, "C"),
        ],
        [
            ["00", "Conversion", "0000h", "read only"],
            ["01", "Config", "8583h", "read / write"],
            ["10", "Lo_thresh", "8000h", "read / write"],
            ["11", "Hi_thresh", "7FFFh", "read / write"],
        ],
        7.3,
    )
    s.heading("8 " + INTEG + " Application hints", 10, rule=True)
    s.bullets(
        [
            "The " + PM + "6.0 V and " + PM + "4.0 V ranges do not let an input exceed the supply. "
            "With VDD = 3.3 V every analog input must stay between -0.3 V and 3.6 V; measure a "
            "5 V sensor output through a divider, or run the GTA1614 from 5 V.",
            "A single-ended measurement (AINx against GND) uses only the positive half of the "
            "range, which gives 15 bits of resolution.",
            "A conversion takes 1/DR: 1 ms at 1000 SPS, 100 ms at 10 SPS. In single-shot mode "
            "the device powers down after each result.",
            "ALERT/RDY is an open-drain output and needs a pull-up resistor.",
            "Up to four GTA1614 can share one bus, one per ADDR connection.",
        ],
        7.6,
    )
    return save(s, out / "gta1614.pdf")


# ------------------------------------------------ RS-485 transceivers (Mamoudzou)
def mzt485(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="MAHOR\u00c9 SEMICONDUCTEURS",
        header_right="MZT485 / MZT3485  \u00b7  Fiche technique / Data sheet  \u00b7  Ind. C",
        footer_left="Mahoré Semiconducteurs SARL  \u00b7  Rue du Commerce, 97600 Mamoudzou, Mayotte  "
        "\u00b7  MZ-DS-485 ind. C",
        footer_right="f\u00b0 {page}/{nb}",
        rule_color=(150, 96, 20),
        table_fill=(250, 240, 214),
        accent=(120, 70, 10),
        grid=False,
    )
    s = Sheet(style, "MZT485 / MZT3485 half-duplex RS-485 transceivers")
    s.add_page()
    s.title_block(
        "MZT485 / MZT3485",
        "Half-Duplex RS-485 / RS-422 Transceivers " + NDASH + " 5 V and 3.3 V",
        "MZT485: VCC = 5 V, 2.5 Mbit/s  |  MZT3485: VCC = 3.3 V, 12 Mbit/s  |  1/8 unit load  |  "
        "SOIC-8 and DIP-8",
        21,
    )

    def description() -> None:
        s.heading("{1} Description", 10)
        s.para(
            "The MZT485 and MZT3485 are half-duplex transceivers for RS-485 and RS-422 "
            "communication. Each contains one driver and one receiver. The MZT485 runs from 5 V, "
            "the MZT3485 from 3.3 V; pinout and function are the same.",
            7.8,
        )
        s.para(
            "The receiver input presents 1/8 unit load. The fail-safe receiver keeps RO high "
            "when the bus is open, shorted or idle. A low-power shutdown mode is entered when DE "
            "is low and RE is high.",
            7.8,
        )

    def features() -> None:
        s.heading("{2} Features", 10)
        s.bullets(
            [
                "5 V (MZT485) or 3.3 V (MZT3485) supply",
                "1/8 unit load: up to 256 transceivers on one bus",
                "2.5 Mbit/s (MZT485) or 12 Mbit/s (MZT3485)",
                "Shutdown current 0.5 " + MU + "A typical",
                "Fail-safe receiver",
                PM + "15 kV HBM on the bus pins A and B",
            ],
            7.8,
        )

    s.side_by_side(description, features, 255, 16)
    s.heading("{3} Absolute maximum ratings", 10, rule=True)
    s.caption("Relevé 1 / Table 1  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage VCC", "", "7.0", "V"],
            ["Control input voltage (RE, DE)", "-0.3", "7.0", "V"],
            ["Driver input voltage (DI)", "-0.3", "7.0", "V"],
            ["Bus voltage (A, B)", "-8", "+12.5", "V"],
            ["Receiver output voltage (RO)", "-0.3", "VCC + 0.3", "V"],
            ["Junction temperature", "", "150", DEG],
            ["Storage temperature", "-65", "+150", DEG],
        ],
        7.4,
    )
    s.heading("{4} DC electrical characteristics", 10, rule=True)
    s.caption("Relevé 2 / Table 2  DC characteristics (over the operating temperature range)")
    s.table(
        [
            Col("Parameter", 100),
            Col("Symbol", 38, "C"),
            Col("Conditions", 123),
            Col("Min", 32, "C"),
            Col("Typ", 32, "C"),
            Col("Max", 32, "C"),
            Col("Min", 32, "C"),
            Col("Typ", 32, "C"),
            Col("Max", 32, "C"),
            Col("Unit", 46, "C"),
        ],
        [
            ["SUPPLY"],
            ["Supply voltage", "V_{CC}", "", "4.75", "5.0", "5.25", "3.0", "3.3", "3.6", "V"],
            [
                "Supply current",
                "I_{CC}",
                "no load, DE = VCC, RE = 0\nno load, DE = 0, RE = 0",
                "",
                "0.45\n0.36",
                "0.90\n0.60",
                "",
                "0.80\n0.50",
                "1.5\n0.95",
                "mA",
            ],
            [
                "Shutdown current",
                "I_{SHDN}",
                "DE = 0, RE = VCC",
                "",
                "0.5",
                "10",
                "",
                "0.5",
                "5",
                MU + "A",
            ],
            ["DRIVER"],
            [
                "Differential output\nvoltage",
                "V_{OD}",
                "RL = 100 " + OHM + " (RS-422)\nRL = 54 " + OHM + " (RS-485)",
                "2.0\n1.5",
                "",
                "",
                "2.0\n1.5",
                "",
                "",
                "V",
            ],
            [
                "Output short-circuit\ncurrent",
                "I_{OSD}",
                "-7 V " + LE + " VO " + LE + " 12 V",
                "",
                "",
                "250",
                "",
                "",
                "250",
                "mA",
            ],
            ["Input high voltage", "V_{IH}", "DI, DE, RE", "2.0", "", "", "2.0", "", "", "V"],
            ["Input low voltage", "V_{IL}", "DI, DE, RE", "", "", "0.8", "", "", "0.8", "V"],
            ["RECEIVER"],
            [
                "Differential input\nthreshold",
                "V_{TH}",
                "-7 V " + LE + " VCM " + LE + " 12 V",
                "-200",
                "",
                "-50",
                "-200",
                "",
                "-50",
                "mV",
            ],
            [
                "Input hysteresis",
                "" + "\u0394V_{TH}",
                "VCM = 0 V",
                "",
                "25",
                "",
                "",
                "30",
                "",
                "mV",
            ],
            ["Output high voltage", "V_{OH}", "IOH = -4 mA", "4.0", "", "", "2.6", "", "", "V"],
            ["Output low voltage", "V_{OL}", "IOL = 4 mA", "", "", "0.4", "", "", "0.4", "V"],
            ["Input resistance", "R_{IN}", "A, B", "96", "", "", "96", "", "", "k" + OHM],
            ["Common-mode range", "V_{CM}", "", "-7", "", "+12", "-7", "", "+12", "V"],
        ],
        7.2,
        head_rows=[["", "", "", "MZT485", "<", "<", "MZT3485", "<", "<", ""]],
    )

    s.add_page()
    s.heading("{5} Switching characteristics", 10, rule=True)
    s.caption(
        "Relevé 3 / Table 3  Switching characteristics (RDIFF = 54 " + OHM + ", CL = 100 pF, "
        "typical unless noted)"
    )
    s.table(
        [
            Col("Parameter", 230),
            Col("MZT485", 90, "C"),
            Col("MZT3485", 90, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Data rate, max.", "2.5", "12", "Mbit/s"],
            ["Driver propagation delay", "40", "18", "ns"],
            ["Driver rise / fall time", "20", "8", "ns"],
            ["Receiver propagation delay", "60", "45", "ns"],
            ["Driver enable time from shutdown", "3", "2", MU + "s"],
        ],
        7.4,
    )
    s.heading("{6} Function tables", 10, rule=True)
    s.caption("Relevé 4 / Table 4  Transmitting and receiving")
    s.table(
        [Col("RE", 50, "C"), Col("DE", 50, "C"), Col("DI / A - B", 120, "C"), Col("Result", 279)],
        [
            ["X", "1", "DI = 1", "A high, B low"],
            ["X", "1", "DI = 0", "A low, B high"],
            ["0", "0", "A - B " + GE + " -50 mV", "RO = 1"],
            ["0", "0", "A - B " + LE + " -200 mV", "RO = 0"],
            ["0", "0", "open, shorted or idle bus", "RO = 1 (fail-safe)"],
            ["1", "0", "X", "shutdown, RO high impedance"],
        ],
        7.4,
    )
    s.heading("{7} Pin configuration", 10, rule=True)
    s.caption("Relevé 5 / Table 5  Pin functions (SOIC-8, DIP-8)")
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1", "RO", "receiver output"],
            ["2", "RE", "receiver enable, active low"],
            ["3", "DE", "driver enable, active high"],
            ["4", "DI", "driver input"],
            ["5", "GND", "ground"],
            ["6", "A", "non-inverting bus line"],
            ["7", "B", "inverting bus line"],
            ["8", "VCC", "supply, 5 V (MZT485) or 3.3 V (MZT3485)"],
        ],
        7.4,
    )
    s.heading("{8} Application information", 10, rule=True)
    s.para(
        "Each receiver input has at least 96 k" + OHM + " (1/8 unit load), so up to 256 MZT485 "
        "or MZT3485 transceivers can share one bus. Terminate both ends of the bus with 120 "
        + OHM
        + ". The MZT3485 logic inputs DI, DE and RE tolerate up to 5.5 V, so a 5 V "
        "microcontroller can drive them; the receiver output RO swings only to VCC. MZT485 and "
        "MZT3485 can be mixed on one bus: both drive at least 1.5 V into 54 " + OHM + ". A "
        "thermal shutdown circuit switches the driver off if the junction overheats.",
        7.7,
    )
    s.caption("Relevé 6 / Table 6  Ordering information")
    s.table(
        [
            Col("Part number", 120),
            Col("Supply", 70, "C"),
            Col("Operating temperature", 140, "C"),
            Col("Package", 169, "C"),
        ],
        [
            ["MZT485CSA", "5 V", "0 " + DEG + " " + ELL + " +70 " + DEG, "SOIC-8"],
            ["MZT485CPA", "5 V", "0 " + DEG + " " + ELL + " +70 " + DEG, "DIP-8"],
            ["MZT485ESA", "5 V", "-40 " + DEG + " " + ELL + " +85 " + DEG, "SOIC-8"],
            ["MZT3485CSA", "3.3 V", "0 " + DEG + " " + ELL + " +70 " + DEG, "SOIC-8"],
            ["MZT3485ESA", "3.3 V", "-40 " + DEG + " " + ELL + " +85 " + DEG, "SOIC-8"],
        ],
        7.4,
    )
    return save(s, out / "mzt485.pdf")
