"""Hold-out 97 datasheets, part 2: a 0.96 inch SPI TFT module, a pulse-output cup
anemometer, a 3-cell 18650 holder board with BMS and a non-contact infrared thermometer
IC with SMBus.

A Gumi (Korea) display house "Product Specification" in English (current per panel
version and supply voltage in a grid, SPI speed only in the feature list beside a write
cycle time, 3.3 V-only logic in a note), a Hobart weather-instrument product data sheet
(output-type columns, supply current per supply voltage, FAQ holding the 3.3 V advice), a
Huizhou battery-accessory factory specification in plain English (per-cell protection
thresholds beside pack values, charge vs discharge temperature, current-version columns)
and a Leuven infrared fabless data sheet (voltage-grade columns, an accuracy grid, the
SMBus address in prose next to an EEPROM map).
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
CIRC = "\u25ce"


# ------------------------------------------------------------ 0.96" TFT (Gumi, Korea)
def ht096f(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="HANUL DISPLAY CO., LTD.",
        header_right="PRODUCT SPECIFICATION  MODEL: HT096F  REV 0.3",
        footer_left="Hanul Display Co., Ltd.  Gumi-si, Gyeongsangbuk-do, Korea  -  HD-PS-096F",
        footer_right="PAGE {page}/{nb}",
        rule_color=(120, 20, 50),
        table_fill=(240, 222, 228),
        accent=(120, 20, 50),
        grid=True,
    )
    s = Sheet(style, "HT096F 0.96 inch SPI TFT module")
    s.add_page()
    s.title_block(
        "HT096F-TN / HT096F-IPS",
        "0.96 inch 80 x 160 colour TFT module, 4-wire SPI",
        "Driver IC: HT7735S (built in)  -  65K / 262K colours  -  8-pin 2.54 mm header",
        19,
    )

    def left() -> None:
        s.heading("1. GENERAL DESCRIPTION", 9.5)
        s.para(
            "HT096F is a transmissive colour TFT module with white LED backlight on a 30 x "
            "24 mm carrier board. The board holds a 3.3 V regulator for the panel and "
            "backlight, so it can be supplied from 3.3 V or 5 V. The logic inputs are "
            "3.3 V CMOS and are not 5 V tolerant. HT096F-TN uses a TN panel with one backlight "
            "LED; HT096F-IPS uses an IPS panel with two LEDs.",
            8,
        )

    def right() -> None:
        s.heading("2. FEATURES", 9.5)
        s.bullets(
            [
                "Display area 10.8 x 21.7 mm, 80 (RGB) x 160 dots",
                "4-wire SPI, write clock up to 15 MHz",
                "Module supply 3.3 V to 5.0 V",
                "Backlight on/off via BLK pin",
                "Sleep mode with backlight off",
            ],
            8,
        )

    s.side_by_side(left, right, 260)
    s.heading("3. ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 45, "C"),
            Col("Remark", 124),
        ],
        [
            ["Module supply voltage", "VCC", "-0.3", "6.0", "V", ""],
            ["Logic input voltage", "VIN", "-0.3", "3.6", "V", "SCL, SDA, RES, DC, CS, BLK"],
            ["Operating temperature", "TOP", "-20", "70", DEG, ""],
            ["Storage temperature", "TST", "-30", "80", DEG, ""],
        ],
        7.5,
    )
    s.heading("4. ELECTRICAL CHARACTERISTICS", 9.5)
    s.caption("4.1 DC characteristics (Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 60, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Remark", 94),
        ],
        [
            ["Module supply voltage", "VCC", "3.0", "3.3", "5.5", "V", ""],
            ["Driver logic supply (internal)", "VDDI", "1.65", "3.3", "3.6", "V", "from regulator"],
            ["Input high voltage", "VIH", "2.3", "", "3.3", "V", ""],
            ["Input low voltage", "VIL", "0", "", "0.7", "V", ""],
            ["Output high voltage (SDA read)", "VOH", "2.6", "", "", "V", "IOH = -1 mA"],
        ],
        7.5,
    )
    s.caption("4.2 Current consumption (Ta = 25 " + DEG + ", full white pattern)")
    s.table(
        [
            Col("Model", 120),
            Col("Condition", 150),
            Col("VCC = 3.3 V", 80, "C"),
            Col("VCC = 5.0 V", 80, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["HT096F-TN", "display on, BLK high", "24", "26", "mA"],
            ["HT096F-IPS", "display on, BLK high", "41", "44", "mA"],
            ["both", "sleep in, BLK low", "0.15", "0.25", "mA"],
        ],
        7.5,
    )
    s.caption("4.3 Serial interface timing (VDDI = 3.3 V)")
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 50, "C"),
            Col("Remark", 89),
        ],
        [
            ["Serial clock cycle (write)", "tSCYCW", "66", "", "ns", ""],
            ["Serial clock cycle (read)", "tSCYCR", "150", "", "ns", ""],
            ["Chip select setup time", "tCSS", "15", "", "ns", ""],
            ["Data setup time", "tSDS", "10", "", "ns", ""],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. OPTICAL CHARACTERISTICS", 9.5)
    s.table(
        [
            Col("Item", 170),
            Col("Condition", 110),
            Col("HT096F-TN", 80, "C"),
            Col("HT096F-IPS", 80, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Luminance", "centre, BLK high", "250", "350", "cd/m2"],
            ["Contrast ratio", "centre", "300", "800", ""],
            [
                "Viewing angle (L / R / U / D)",
                "CR " + GE + " 10",
                "45/45/15/35",
                "80/80/80/80",
                "deg",
            ],
            ["Response time (Tr + Tf)", "", "30", "25", "ms"],
        ],
        7.5,
    )
    s.heading("6. INTERFACE PIN ASSIGNMENT", 9.5)
    s.table(
        [Col("No.", 40, "C"), Col("Symbol", 70, "C"), Col("I/O", 40, "C"), Col("Description", 349)],
        [
            ["1", "GND", "P", "ground"],
            ["2", "VCC", "P", "module supply"],
            ["3", "SCL", "I", "SPI clock"],
            ["4", "SDA", "I/O", "SPI data (not I2C)"],
            ["5", "RES", "I", "reset, active low"],
            ["6", "DC", "I", "data / command select"],
            ["7", "CS", "I", "chip select, active low"],
            ["8", "BLK", "I", "backlight control, high = on, internal pull-up"],
        ],
        7.5,
    )
    s.heading("7. COMMAND LIST (EXCERPT)", 9.5)
    s.table(
        [Col("Command", 120), Col("Code", 70, "C"), Col("Function", 309)],
        [
            ["SLPIN / SLPOUT", "0x10 / 0x11", "sleep in / sleep out (wait 120 ms after SLPOUT)"],
            ["INVON", "0x21", "display inversion on (required on IPS panel)"],
            ["DISPON", "0x29", "display on"],
            ["CASET / RASET", "0x2A / 0x2B", "column / row address set"],
            ["MADCTL", "0x36", "memory data access control (rotation)"],
            ["COLMOD", "0x3A", "interface pixel format, 0x05 = 16 bit"],
        ],
        7.5,
    )
    s.heading("8. NOTES ON USE", 9.5)
    s.bullets(
        [
            "Do not drive SCL, SDA, RES, DC, CS or BLK from 5 V logic. With a 5 V "
            "microcontroller insert a level shifter or 1 k" + OHM + " series resistors "
            "with 2 k" + OHM + " to GND.",
            "The RAM column offset is 26 and the row offset 1 for the 80 x 160 window.",
            "Keep SPI wires shorter than 15 cm at the highest clock.",
        ],
        8,
    )
    s.heading("9. RECORD OF REVISION", 9.5)
    revision_table(
        s,
        [
            ["2023-08-01", "0.1", "Preliminary"],
            ["2023-12-11", "0.2", "IPS model added"],
            ["2024-06-20", "0.3", "Current table per supply voltage"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "ht096f.pdf")


# ------------------------------------------------------------ anemometer (Hobart)
def tws40(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Tasman Weather Instruments Pty Ltd  \u2022  Hobart, Tasmania",
        header_right="Product Data  \u2022  TWS-40 Cup Anemometer",
        footer_left="PD-TWS40-R5  \u2022  ABN 57 612 904 118  \u2022  Printed copies are uncontrolled",
        footer_right="{page} of {nb}",
        rule_color=(50, 110, 110),
        table_fill=(220, 236, 236),
        accent=(30, 85, 90),
        grid=False,
    )
    s = Sheet(style, "TWS-40 cup anemometer with pulse output")
    s.add_page()
    s.title_block(
        "TWS-40",
        "Three-cup wind speed sensor with pulse output, 12-24 V DC",
        "TWS-40N open-collector (NPN) output   \u2022   TWS-40V 5 V voltage-pulse output",
        22,
    )
    s.heading("Overview", 11, rule=True)
    s.para(
        "The TWS-40 is an anodised aluminium three-cup anemometer for weather stations, "
        "cranes, greenhouses and wind-turbine monitoring. A hall sensor and magnet ring give "
        "20 pulses per revolution; the output frequency rises in proportion to the wind speed. "
        "The sensor runs from 12 V or 24 V DC systems and its electronics are sealed to IP65. "
        "It is supplied with 2.5 m of 4-core cable.",
        9,
    )
    s.heading("Specifications", 11, rule=True)
    s.table(
        [Col("Item", 180), Col("TWS-40N", 160, "C"), Col("TWS-40V", 159, "C")],
        [
            ["Supply voltage", "12 to 24 V DC", "12 to 24 V DC"],
            ["Output type", "NPN open collector", "voltage pulse, push-pull"],
            ["Output high level", "external pull-up", "5 V (4.6 V min at 1 mA)"],
            ["Output low level", "0.5 V max at 20 mA", "0.4 V max"],
            ["Output sink current", "20 mA max", "-"],
            ["Pull-up voltage", "30 V max", "-"],
            ["Wind speed range", "0.5 to 50 m/s", "0.5 to 50 m/s"],
            ["Starting threshold", "0.4 m/s", "0.4 m/s"],
            ["Accuracy", PM + "(0.3 m/s + 3 % of reading)", PM + "(0.3 m/s + 3 % of reading)"],
            ["Resolution", "0.1 m/s", "0.1 m/s"],
            ["Survival wind speed", "60 m/s", "60 m/s"],
        ],
        8,
    )
    s.heading("Power consumption", 11, rule=True)
    s.para(
        "Average current at 10 m/s wind (output toggling, no load on the output). The "
        "on-board switching regulator draws less current at the higher supply voltage.",
        8.5,
    )
    s.table(
        [
            Col("Model", 160),
            Col("at 12 V DC", 120, "C"),
            Col("at 24 V DC", 120, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["TWS-40N", "9", "6", "mA"],
            ["TWS-40V", "11", "7", "mA"],
        ],
        8,
    )
    s.heading("Environment", 11, rule=True)
    s.lines(
        [
            "Operating temperature:  -40 " + DEG + " to +60 " + DEG + " (ice-free)",
            "Storage temperature:  -40 " + DEG + " to +70 " + DEG,
            "Operating humidity:  0 to 100 %RH",
            "Ingress protection:  IP65 (electronics housing)",
        ],
        9,
    )
    s.add_page()
    s.heading("Wiring", 11, rule=True)
    s.table(
        [Col("Core colour", 120), Col("Signal", 150), Col("Note", 229)],
        [
            ["Brown", "+V (12 to 24 V DC)", "reverse-polarity protected"],
            ["Black", "0 V / GND", "common with logger ground"],
            ["Green", "Pulse output", "see output type"],
            ["White", "not connected", "reserved for heater option"],
        ],
        8,
    )
    s.heading("Converting frequency to wind speed", 11, rule=True)
    s.para("Wind speed (m/s) = 0.098 x f (Hz) + 0.3 for f > 0. Example values:", 8.5)
    s.table(
        [
            Col("Output frequency", 160, "C"),
            Col("Wind speed", 160, "C"),
            Col("Rotor speed", 179, "C"),
        ],
        [
            ["10 Hz", "1.3 m/s", "30 rpm"],
            ["50 Hz", "5.2 m/s", "150 rpm"],
            ["100 Hz", "10.1 m/s", "300 rpm"],
            ["250 Hz", "24.8 m/s", "750 rpm"],
        ],
        8,
    )
    s.heading("Questions we are often asked", 11, rule=True)
    faq = [
        (
            "Can I connect the TWS-40N to a 3.3 V microcontroller such as an ESP32?",
            "Yes. Power the sensor from 12 V and pull the green output up to 3.3 V with "
            "10 k" + OHM + "; no pull-up is fitted inside.",
        ),
        (
            "And the TWS-40V?",
            "Its output swings to 5 V. That suits a 5 V Arduino input directly; for a 3.3 V "
            "input use a divider (for example 10 k" + OHM + " / 20 k" + OHM + ").",
        ),
        (
            "Will it run from 5 V USB?",
            "No. The supply must be within the 12 to 24 V DC range.",
        ),
        (
            "Is there an analog 0-5 V or 4-20 mA version?",
            "Not in this series; the TWS-40 has a pulse output only.",
        ),
        (
            "How often should the bearings be replaced?",
            "Inspect yearly; service life depends on site conditions.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.7, bold=True)
        s.para(answer, 8.7)
    s.heading("Document history", 11, rule=True)
    revision_table(
        s,
        [
            ["2019-03-04", "R3", "Accuracy statement revised"],
            ["2022-07-19", "R4", "TWS-40V added"],
            ["2024-01-30", "R5", "Current table per supply voltage"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tws-40.pdf")


# ------------------------------------------------------------ 3S 18650 holder + BMS (Huizhou)
def bh3s18(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Huizhou Jiesheng Battery Accessories Co., Ltd.",
        header_right="SPECIFICATION  BH3S-18 series",
        footer_left="JS-SPEC-BH3S18  Ver. A2   Tel: +86-752-0000000",
        footer_right="P.{page}  Total: {nb}",
        rule_color=(160, 20, 30),
        table_fill=(246, 224, 224),
        accent=(160, 20, 30),
        grid=True,
    )
    s = Sheet(style, "BH3S-18 3-cell 18650 holder board with BMS")
    s.add_page()
    s.title_block(
        "BH3S-18-10 / BH3S-18-20",
        "3S 18650 battery holder board with protection (BMS), 12.6 V",
        "For three 18650 Li-ion (NCM / LCO) cells in series  -  nominal 11.1 V",
        18,
    )
    s.heading(CIRC + " 1. Scope", 10)
    s.para(
        "This specification applies to the BH3S-18 holder boards. Each board holds three "
        "18650 cells in spring clips and protects them against overcharge, over-discharge, "
        "over-current and short circuit. The -20 version adds passive cell balancing. The "
        "pack voltage lies between 8.4 V (all cells at the over-discharge limit) and 12.6 V "
        "(fully charged). Do not fit LiFePO4 cells.",
        8.3,
    )
    s.heading(CIRC + " 2. Main parameters", 10)
    s.table(
        [
            Col("No.", 30, "C"),
            Col("Item", 190),
            Col("BH3S-18-10", 100, "C"),
            Col("BH3S-18-20", 100, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["1", "Charging voltage", "12.6 ~ 13.0", "12.6 ~ 13.0", "V"],
            ["2", "Max. charge current", "5", "8", "A"],
            ["3", "Max. continuous discharge current", "10", "20", "A"],
            ["4", "Over-current protection", "15 " + PM + " 3", "30 " + PM + " 5", "A"],
            ["5", "Main loop resistance", LE + " 12", LE + " 8", "m" + OHM],
            ["6", "Self consumption", LE + " 20", LE + " 25", MU + "A"],
            ["7", "Balance current", "-", "42 (at 4.2 V)", "mA"],
            ["8", "Board size", "78 x 60", "78 x 62", "mm"],
        ],
        7.6,
    )
    s.heading(CIRC + " 3. Protection thresholds (per cell)", 10)
    s.table(
        [
            Col("Item", 170),
            Col("Detection", 100, "C"),
            Col("Delay", 90, "C"),
            Col("Release", 139, "C"),
        ],
        [
            ["Overcharge", "4.25 " + PM + " 0.025 V", "1.0 s", "4.15 V"],
            ["Over-discharge", "2.80 " + PM + " 0.05 V", "100 ms", "3.00 V"],
            ["Over-current (discharge)", "see table 2", "10 ms", "remove load"],
            ["Short circuit", "-", "250 " + MU + "s", "remove load"],
        ],
        7.6,
    )
    s.heading(CIRC + " 4. Environment", 10)
    s.table(
        [Col("Item", 230), Col("Range", 150, "C"), Col("Remark", 119)],
        [
            ["Charging temperature", "0 ~ +45 " + DEG, "cells limit"],
            ["Discharging temperature", "-20 ~ +60 " + DEG, ""],
            ["Storage temperature", "-20 ~ +35 " + DEG, "cells at 40 % charge"],
            ["Humidity", LE + " 85 %RH", "non-condensing"],
        ],
        7.6,
    )
    s.add_page()
    s.heading(CIRC + " 5. Terminals", 10)
    s.table(
        [Col("Pad", 80, "C"), Col("Name", 100, "C"), Col("Description", 319)],
        [
            ["P+", "Pack +", "output and charge positive"],
            ["P-", "Pack -", "output and charge negative (through MOSFETs)"],
            ["B-", "Cell -", "battery negative, do not load"],
            ["B1, B2", "Taps", "cell junctions (internal)"],
            ["NTC", "Option", "10 k" + OHM + " NTC pad (not fitted)"],
        ],
        7.6,
    )
    s.heading(CIRC + " 6. Charging", 10)
    s.bullets(
        [
            "Use a constant-current / constant-voltage Li-ion charger set to 12.6 V.",
            "A 12 V lead-acid charger (14.4 V boost stage) or an unregulated 15 V adapter "
            "must not be used; the board then relies on overcharge protection alone.",
            "Charging current must not exceed the value in table 2.",
            "A USB power bank (5 V) cannot charge the pack without a boost charger module.",
        ],
        8,
    )
    s.heading(CIRC + " 7. Output", 10)
    s.para(
        "The P+ / P- output follows the pack voltage; there is no regulator on the board. "
        "Typical loads: 12 V LED strips, small DC motors, routers. For 5 V loads use a buck "
        "converter. Loads with inrush above the over-current value trip the protection; "
        "the board resets when the load is removed.",
        8.3,
    )
    s.heading(CIRC + " 8. Warnings", 10)
    s.bullets(
        [
            "Fit cells of the same brand, capacity and charge state.",
            "Do not short P+ and P- on purpose to test the protection.",
            "The holder clips are rated for flat-top and button-top cells up to 69 mm long.",
        ],
        8,
    )
    s.heading(CIRC + " 9. Revision", 10)
    revision_table(
        s,
        [
            ["2022-10-08", "A0", "New"],
            ["2023-06-15", "A1", "BH3S-18-20 with balancing added"],
            ["2024-04-02", "A2", "Storage temperature changed"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "bh3s-18.pdf")


# ------------------------------------------------------------ IR thermometer IC (Leuven)
def nir6614(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="LUMETRA INFRARED NV",
        header_right="NIR6614 Datasheet",
        footer_left="Lumetra Infrared NV, Leuven, Belgium  -  NIR6614 Rev. 2.1",
        footer_right="p. {page}",
        rule_color=(30, 70, 160),
        table_fill=None,
        accent=(30, 70, 160),
        grid=False,
    )
    s = Sheet(style, "NIR6614 non-contact infrared thermometer")
    s.add_page()
    s.title_block(
        "NIR6614",
        "Digital non-contact infrared thermometer with SMBus and PWM output",
        "Voltage grades: NIR6614A (5 V)  -  NIR6614B (3 V)   |   TO-39 can, 90\u00b0 field of view",
        22,
    )

    def left() -> None:
        s.heading("Features", 9.5)
        s.bullets(
            [
                "Factory calibrated, no trimming",
                "Object temperature -70 to +380 " + DEG,
                "Sensor (ambient) temperature -40 to +125 " + DEG,
                "17-bit ADC, 0.02 " + DEG + " output resolution",
                "SMBus-compatible 2-wire interface",
                "PWM output mode, 10-bit",
                "Sleep mode (NIR6614B only)",
            ],
            8,
        )

    def right() -> None:
        s.heading("Description", 9.5)
        s.para(
            "The NIR6614 combines a thermopile detector and a signal-conditioning ASIC in one "
            "TO-39 can. The object and die temperatures are available in RAM and are read over "
            "SMBus; a PWM output can be selected instead. Each device leaves the factory with "
            "SMBus address 0x5A. The address can be rewritten in EEPROM cell 0x2E, and a device "
            "always answers at address 0x00 so that a single sensor can be reconfigured without "
            "knowing its address. The SMBus clock must stay between 10 kHz and 100 kHz: the "
            "NIR6614 is not an I2C fast-mode device.",
            8,
        )

    s.side_by_side(left, right, 190)
    s.heading("Absolute Maximum Ratings", 10, rule=True)
    s.table(
        [
            Col("Parameter", 220),
            Col("NIR6614A", 100, "C"),
            Col("NIR6614B", 100, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage VDD", "7.0", "5.0", "V"],
            ["Reverse supply voltage", "0.4", "0.4", "V"],
            ["SDA, SCL voltage", "-0.3 to 7.0", "-0.3 to VDD + 0.3", "V"],
            ["Operating temperature", "-40 to +125", "-40 to +125", "deg C"],
            ["Storage temperature", "-40 to +125", "-40 to +125", "deg C"],
        ],
        7.6,
    )
    s.heading("Electrical Specifications", 10, rule=True)
    s.para("Ta = 25 " + DEG + " unless otherwise specified.", 7.6)
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 45, "C"),
            Col("Grade", 40, "C"),
            Col("Test conditions", 110),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Units", 54, "C"),
        ],
        [
            ["Supply voltage", "VDD", "A", "", "4.5", "5.0", "5.5", "V"],
            ["", "VDD", "B", "", "2.6", "3.0", "3.6", "V"],
            ["Supply current", "IDD", "A", "no load", "", "1.5", "2.0", "mA"],
            ["", "IDD", "B", "no load", "", "1.3", "2.0", "mA"],
            ["Sleep current", "ISLEEP", "B", "SCL low", "", "2.5", "5", MU + "A"],
            ["Power-on settling time", "tPOR", "A, B", "to first valid To", "", "0.25", "", "s"],
            ["SMBus input high", "VIH", "A", "", "2.1", "", "", "V"],
            ["", "VIH", "B", "", "1.4", "", "", "V"],
            ["SMBus input low", "VIL", "A", "", "", "", "0.8", "V"],
            ["", "VIL", "B", "", "", "", "0.6", "V"],
            ["SMBus clock", "fSMB", "A, B", "", "10", "", "100", "kHz"],
            ["PWM frequency", "fPWM", "A, B", "factory default", "", "1.024", "", "kHz"],
        ],
        7.3,
    )
    s.add_page()
    s.heading("Temperature Accuracy", 10, rule=True)
    s.para(
        "Accuracy of the object temperature To for an emissivity of 1, as a function of the "
        "sensor (ambient) temperature Ta:",
        8,
    )
    s.table(
        [
            Col("Object temperature To", 150),
            Col("Ta = 0 to +50 " + DEG, 115, "C"),
            Col("Ta = -40 to 0 " + DEG, 115, "C"),
            Col("Ta = +50 to +125 " + DEG, 119, "C"),
        ],
        [
            ["0 to +60 " + DEG, PM + "0.5 " + DEG, PM + "1 " + DEG, PM + "1 " + DEG],
            ["-40 to 0 " + DEG, PM + "1 " + DEG, PM + "2 " + DEG, PM + "2 " + DEG],
            ["+60 to +380 " + DEG, PM + "2 " + DEG, PM + "3 " + DEG, PM + "4 " + DEG],
        ],
        7.6,
    )
    s.para(
        "Outside the table the accuracy is "
        + PM
        + "4 "
        + DEG
        + " typical. Accuracy applies after the "
        "power-on settling time.",
        7.6,
    )
    s.heading("Memory Map (excerpt)", 10, rule=True)
    s.table(
        [Col("Area", 60, "C"), Col("Address", 70, "C"), Col("Name", 110), Col("Content", 259)],
        [
            ["RAM", "0x06", "Ta", "die (ambient) temperature, 0.02 K/LSB"],
            ["RAM", "0x07", "Tobj1", "object temperature, 0.02 K/LSB"],
            ["EEPROM", "0x20", "ToMax", "PWM range, upper object limit"],
            ["EEPROM", "0x24", "Emissivity", "0xFFFF = 1.00"],
            ["EEPROM", "0x2E", "SMBus address", "factory 0x005A"],
            ["EEPROM", "0x3C", "ID", "4 words, unique per device"],
        ],
        7.6,
    )
    s.heading("Pin Description", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Function", 369)],
        [
            ["1", "SCL / Vz", "SMBus clock; Zener supply input for 8-16 V option"],
            ["2", "SDA / PWM", "SMBus data or PWM output (open drain)"],
            ["3", "VDD", "supply"],
            ["4", "VSS", "ground, connected to the can"],
        ],
        7.6,
    )
    s.heading("Application Information", 10, rule=True)
    s.bullets(
        [
            "Fit 100 nF between VDD and VSS close to the pins.",
            "SMBus pull-ups of 10 kOhm to VDD are typical; the NIR6614A bus runs at 5 V, the "
            "NIR6614B bus at 3.3 V.",
            "The NIR6614B is not 5 V tolerant on SDA and SCL.",
            "Only one sensor can stay at the factory address; give each device its own "
            "address before several share a bus.",
            "Keep the sensor window clean; dust on the window lowers the reading.",
        ],
        8,
    )
    s.heading("Revision History", 10, rule=True)
    revision_table(
        s,
        [
            ["2022-01-12", "1.0", "Initial release"],
            ["2023-09-27", "2.0", "NIR6614B grade, sleep mode"],
            ["2024-03-05", "2.1", "Accuracy table extended"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "nir6614.pdf")
