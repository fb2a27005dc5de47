"""Hold-out 119 datasheets, part 2: a 3-axis magnetometer IC, an SPI SD-card adapter
module with regulator and level shifter, a UV index sensor IC and a family of panel
solid-state relays.

A Zibo MEMS-house data sheet in English ("◉ n" heads, a specification table with the
two field ranges and sensitivities stacked in rows, an address fixed in prose, a
register map and a control-register bit table as decoys), a La Paz maker-store product
sheet (item / value / notes table, prices in bolivianos, wiring table and FAQ with the
3.3 V pin story and an untested cold range), a Darwin (Northern Territory) opto-sensor
fabless data sheet ("▸" heads, a headless "headline numbers" box beside the
description, two address versions, integration time vs ADC resolution table) and a
Rajkot relay-works catalogue page (column groups per current rating, one AC-control
version beside the DC-control ones, notes with the leakage and heat-sink rules).
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
SQ = "\u00b2"
ELL = "\u2026"


# ---------------------------------------------------------------- magnetometer (Zibo)
def lcm5983(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Zibo Lucheng Sensing Technology Co., Ltd.",
        header_right="LCM5983  3-Axis Magnetic Sensor",
        footer_left="LCM5983 Datasheet  V1.3  \u00b7  www.lucheng-sensing.com  \u00b7  "
        "Zibo, Shandong, P. R. China",
        footer_right="Page {page} / {nb}",
        rule_color=(110, 60, 150),
        table_fill=(238, 230, 246),
        accent=(95, 45, 135),
        grid=True,
    )
    s = Sheet(style, "LCM5983 3-axis magnetic sensor")
    s.add_page()
    s.title_block(
        "LCM5983",
        "3-Axis Magnetic Sensor with I" + SQ + "C Interface",
        "LGA-16, 3.0 x 3.0 x 0.9 mm  |  Datasheet Version 1.3",
        21,
    )
    s.heading("\u25c9 1  General Description", 10.5)
    s.para(
        "The LCM5983 is a multi-chip three-axis magnetic sensor. The surface-mount, small "
        "sized chip has integrated magnetic sensors with signal condition ASIC, targeted for "
        "high precision applications such as compassing, navigation and gaming in drones, "
        "robots, mobiles and personal hand-held devices. The LCM5983 is based on our "
        "anisotropic magneto-resistive (AMR) technology. Along with a custom-designed 16-bit "
        "ADC ASIC, it offers the advantages of low noise, high accuracy, low power "
        "consumption, offset cancellation and temperature compensation. It enables 1"
        + "\u00b0"
        + " to 2"
        + "\u00b0"
        + " compass heading accuracy. The I"
        + SQ
        + "C serial bus allows "
        "for easy interface.",
        8.2,
    )
    s.heading("\u25c9 2  Features", 10.5)
    s.bullets(
        [
            "3-axis magneto-resistive sensors in a 3 x 3 x 0.9 mm" + "\u00b3" + " LGA-16 package",
            "16-bit ADC with low noise AMR sensors achieves 2 milli-Gauss field resolution",
            "Wide magnetic field range (" + PM + "8 Gauss)",
            "Temperature compensated data output and temperature output",
            "I" + SQ + "C interface with standard and fast modes (100 kHz / 400 kHz)",
            "Wide range operation voltage (2.16 V to 3.6 V) and low power consumption (75 "
            + MU
            + "A)",
            "Selectable output data rate 10 / 50 / 100 / 200 Hz",
            "Lead-free package construction, software and algorithm support available",
        ],
        8.0,
        "\u25cf",
    )
    s.heading("\u25c9 3  Specifications", 10.5)
    s.caption(
        "Table 1.  Specifications (* Tested conditions: VDD = 3.0 V, T = 25 "
        + DEG
        + " unless otherwise noted)"
    )
    cols = [
        Col("Parameter", 110),
        Col("Conditions", 170),
        Col("Min", 45, "C"),
        Col("Typ", 45, "C"),
        Col("Max", 45, "C"),
        Col("Unit", 84, "C"),
    ]
    s.table(
        cols,
        [
            ["Supply Voltage", "VDD, for internal circuits", "2.16", "2.5", "3.6", "V"],
            ["I/O Voltage", "VDDIO, for I" + SQ + "C interface", "1.65", "1.8", "3.6", "V"],
            [
                "Low Power Mode Current",
                "VDD = 2.5 V, ODR = 10 Hz, OSR = 64",
                "",
                "75",
                "",
                MU + "A",
            ],
            ["Standby Current", "VDD = 2.5 V, MODE = 00", "", "3", "", MU + "A"],
            ["Peak Current", "SET / RESET pulse", "", "2.6", "", "mA"],
            ["Field Range", "RNG = 00\nRNG = 01", "-2\n-8", "", "+2\n+8", "Gauss"],
            [
                "Sensitivity",
                "field range " + PM + "2 G\nfield range " + PM + "8 G",
                "",
                "12000\n3000",
                "",
                "LSB/Gauss",
            ],
            ["Sensitivity Tempco", "T_{A} = -40 ~ 85 " + DEG, "", PM + "0.02", "", "%/" + DEG],
            ["Linearity", PM + "2 Gauss", "", "0.1", "", "%FS"],
            ["Hysteresis", PM + "2 Gauss", "", "0.1", "", "%FS"],
            ["Repeatability", PM + "2 Gauss", "", "0.1", "", "%FS"],
            ["Cross-axis Sensitivity", "", "", PM + "1", "", "%FS/Gauss"],
            [
                "Field Resolution",
                "OSR = 512, field range " + PM + "2 G",
                "",
                "2",
                "",
                "milli-Gauss",
            ],
            ["Power-on Time", "", "", "350", "", MU + "s"],
            [
                "Temperature Sensor\nOutput",
                "100 LSB/" + DEG + ", offset not trimmed",
                "",
                "",
                "",
                "-",
            ],
            ["Operating Temperature", "", "-40", "", "85", DEG],
        ],
        7.5,
    )

    s.add_page()
    s.heading("\u25c9 4  Absolute Maximum Ratings", 10.5)
    s.caption("Table 2.  Absolute Maximum Ratings (T = 25 " + DEG + " unless otherwise noted)")
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 80, "C"),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply Voltage", "Vdd", "-0.3", "4.0", "V"],
            ["I/O Voltage", "Vddio", "-0.3", "4.0", "V"],
            ["Storage Temperature", "Tstr", "-40", "125", DEG],
            ["Exposed Magnetic Field", "", "", "10000", "Gauss"],
            ["ESD (HBM)", "", "", "2000", "V"],
        ],
        7.5,
    )
    s.heading("\u25c9 5  I" + SQ + "C Interface", 10.5)
    s.para(
        "The LCM5983 is an I" + SQ + "C slave. Its 7-bit slave address is 0x0D (000 1101); "
        "it is fixed and cannot be changed, so one bus can carry only one LCM5983. SDA and "
        "SCL are referred to VDDIO; the voltage on them must never exceed VDDIO + 0.3 V, so "
        "a 5 V host needs a level translator. If VDDIO is not used separately, tie it to VDD.",
        8.2,
    )
    s.caption("Table 3.  I" + SQ + "C Timing and Levels")
    s.table(
        cols,
        [
            ["SCL Clock", "f_{SCL}", "0", "", "400", "kHz"],
            ["Input High Level", "V_{IH}", "0.7*VDDIO", "", "", "V"],
            ["Input Low Level", "V_{IL}", "", "", "0.3*VDDIO", "V"],
            ["Output Low Level", "V_{OL}, I_{OL} = 3 mA", "", "", "0.4", "V"],
            ["Bus Free Time", "t_{BUF}", "1.3", "", "", MU + "s"],
        ],
        7.5,
    )
    s.heading("\u25c9 6  Register Map", 10.5)
    s.caption("Table 4.  Register Map")
    s.table(
        [
            Col("Addr.", 45, "C"),
            Col("Register", 115),
            Col("Access", 45, "C"),
            Col("Default", 50, "C"),
            Col("Description", 244),
        ],
        [
            [
                "00H " + ELL + " 05H",
                "DATA X/Y/Z (LSB, MSB)",
                "R",
                "00H",
                "16-bit output of each axis, two's complement",
            ],
            ["06H", "STATUS", "R", "00H", "DRDY, OVL, DOR"],
            ["07H " + ELL + " 08H", "TOUT (LSB, MSB)", "R", "00H", "temperature output"],
            ["09H", "CONTROL 1", "R/W", "00H", "MODE, ODR, RNG, OSR (see Table 5)"],
            ["0AH", "CONTROL 2", "R/W", "00H", "INT_ENB, ROL_PNT, SOFT_RST"],
            ["0BH", "SET/RESET Period", "R/W", "00H", "recommended value 01H"],
            ["0DH", "Chip ID", "R", "FFH", "identification"],
        ],
        7.3,
    )
    s.caption("Table 5.  CONTROL 1 register (09H) bit settings")
    s.table(
        [
            Col("Field", 80),
            Col("Bits", 50, "C"),
            Col("00", 90, "C"),
            Col("01", 90, "C"),
            Col("10", 90, "C"),
            Col("11", 99, "C"),
        ],
        [
            ["MODE", "[1:0]", "Standby", "Continuous", "Reserve", "Reserve"],
            ["ODR", "[3:2]", "10 Hz", "50 Hz", "100 Hz", "200 Hz"],
            ["RNG", "[5:4]", "2 G", "8 G", "Reserve", "Reserve"],
            ["OSR", "[7:6]", "512", "256", "128", "64"],
        ],
        7.3,
    )
    s.heading("\u25c9 7  Application Notes", 10.5)
    s.bullets(
        [
            "Place a 0.22 " + MU + "F capacitor at C1 and a 4.7 " + MU + "F capacitor at VDD, "
            "as close to the pins as possible.",
            "Keep the sensor at least 10 mm away from speakers, motors, batteries and large "
            "ferrous parts; they disturb the local field.",
            "After power-on write 01H to register 0BH before starting continuous mode.",
            "Pull-up resistors on SDA and SCL go to VDDIO (typ. 4.7 k" + OHM + ").",
        ],
        8.0,
        "\u25cf",
    )
    return save(s, out / "lcm5983.pdf")


# ----------------------------------------------------- SD-card adapter module (La Paz)
def altsda1(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="ALTIPLANO ELECTR\u00d3NICA  \u00b7  La Paz, Bolivia",
        header_right="Product sheet  ALT-SDA1 / ALT-SDA1M",
        footer_left="Altiplano Electr\u00f3nica  \u00b7  Calle Comercio 1124, La Paz  \u00b7  "
        "ventas@altiplano-electronica.bo",
        footer_right="p\u00e1g. {page} / {nb}",
        rule_color=(140, 25, 25),
        table_fill=(253, 246, 214),
        accent=(140, 25, 25),
        grid=False,
    )
    s = Sheet(style, "ALT-SDA1 SPI SD card adapter module")
    s.add_page()
    s.title_block(
        "ALT-SDA1 / ALT-SDA1M",
        "SPI SD-card adapter module with 3.3 V regulator and level shifter",
        "ALT-SDA1: full-size SD slot, Bs 18.00  |  ALT-SDA1M: microSD slot, Bs 15.00  |  "
        "prices per piece, IVA included",
        19,
    )
    s.para(
        "Adds an SD or microSD card to any Arduino, ESP32, Raspberry Pi Pico or similar "
        "board over SPI. The module carries a 3.3 V low-dropout regulator for the card and "
        "an LVC125-type buffer that turns 5 V logic from the host into 3.3 V for the card. "
        "Both versions are electrically identical; only the card slot differs.",
        9.0,
    )
    s.heading("Specifications", 11, rule=True)
    s.table(
        [Col("Item", 150), Col("Value", 140), Col("Notes", 209)],
        [
            ["Module supply (VCC pin)", "4.5 V to 5.5 V", "feeds the on-board 3.3 V regulator"],
            ["3V3 pin", "3.3 V regulator output", "or 3.2 V to 3.45 V input, see FAQ"],
            ["Regulator", "3.3 V LDO, 800 mA", "dropout about 1.1 V at 200 mA"],
            ["Current draw, idle", "0.6 mA", "card inserted, CS high"],
            ["Current draw, reading", "about 25 mA", "depends on the card"],
            ["Current draw, writing", "up to 100 mA", "short peaks; budget 100 mA"],
            [
                "Logic inputs CS, SCK, MOSI",
                "HIGH " + GE + " 2.0 V, max 5.5 V",
                "5 V tolerant, shifted to 3.3 V",
            ],
            ["MISO output", "3.3 V level", "high impedance while CS is high"],
            ["Interface", "SPI (mode 0)", "SD bus mode not wired out"],
            ["SPI clock", "up to 25 MHz", "SD cards in SPI mode, 400 kHz at init"],
            ["Cards", "SD / SDHC, up to 32 GB", "microSD / microSDHC on ALT-SDA1M"],
            ["File system", "FAT16 / FAT32", "with the usual SD libraries"],
            ["Board size", "42 x 24 mm / 31 x 20 mm", "ALT-SDA1 / ALT-SDA1M, 2 x M2 holes"],
        ],
        8.2,
    )
    s.heading("Pinout", 11, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 60, "C"), Col("Function", 389)],
        [
            ["1", "GND", "ground"],
            ["2", "VCC", "4.5 V to 5.5 V input"],
            ["3", "MISO", "data from the card (3.3 V)"],
            ["4", "MOSI", "data to the card"],
            ["5", "SCK", "SPI clock"],
            ["6", "CS", "chip select, active low"],
            ["7", "3V3", "regulator output / 3.3 V input (ALT-SDA1 only)"],
        ],
        8.2,
    )

    s.add_page()
    s.heading("Wiring", 11, rule=True)
    s.table(
        [
            Col("Module", 80, "C"),
            Col("Arduino Uno / Nano", 110, "C"),
            Col("Arduino Mega", 90, "C"),
            Col("ESP32 DevKit", 110, "C"),
            Col("Pi Pico", 109, "C"),
        ],
        [
            ["VCC", "5V", "5V", "VIN / 5V (USB)", "VBUS"],
            ["GND", "GND", "GND", "GND", "GND"],
            ["CS", "D10", "D53", "GPIO5", "GP17"],
            ["MOSI", "D11", "D51", "GPIO23", "GP19"],
            ["MISO", "D12", "D50", "GPIO19", "GP16"],
            ["SCK", "D13", "D52", "GPIO18", "GP18"],
        ],
        8.2,
    )
    s.heading("Questions we get", 11, rule=True)
    faq = [
        (
            "Does it work with 3.3 V boards (ESP32, Pi Pico)?",
            "Yes. Either power VCC from the board's 5 V / VBUS pin - the logic towards the "
            "host stays at 3.3 V, which is fine for 3.3 V pins - or leave VCC open and feed "
            "3.3 V from the board into the 3V3 pin (ALT-SDA1 only). Do not connect 3.3 V to "
            "VCC: the regulator needs about 4.5 V to make 3.3 V, and the card will not "
            "start.",
        ),
        (
            "Will a 5 V Arduino read the 3.3 V MISO signal?",
            "Yes, 3.3 V is read as HIGH by the ATmega328P at 5 V. No extra shifter is needed.",
        ),
        (
            "Can I share the SPI bus with a display or a radio?",
            "Yes. The buffer holds MISO in high impedance while CS is high. Give every device "
            "its own CS line.",
        ),
        (
            "My 64 GB card is not recognised.",
            "64 GB and larger cards are SDXC and come formatted as exFAT. Most Arduino "
            "libraries only read FAT16 / FAT32; we only guarantee cards up to 32 GB.",
        ),
        (
            "What temperature range?",
            "We have not tested the module below 0 " + DEG + " or above 50 " + DEG + ". In "
            "practice the card sets the limit: consumer cards are usually rated 0 "
            + DEG
            + " to 70 "
            + DEG
            + ", industrial cards -25 "
            + DEG
            + " to 85 "
            + DEG
            + " - check "
            "your card.",
        ),
        (
            "How much current should my supply give?",
            "Budget 100 mA for the module and card. Some cards draw more for a few "
            "milliseconds when they are inserted with power on.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 9.0, bold=True)
        s.para(answer, 9.0)
    s.para(
        "Delivered with a 6-pin (ALT-SDA1M) or 7-pin (ALT-SDA1) header, not soldered. Card "
        "not included.",
        8.5,
    )
    return save(s, out / "alt-sda1.pdf")


# ------------------------------------------------------------- UV index sensor (Darwin)
def tuv2631(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Top End Photonics",
        header_right="TUV2631  |  Digital UV index sensor",
        footer_left="TEP-2631-DS v1.2  \u00b7  Top End Photonics Pty Ltd, Darwin NT 0800, "
        "Australia  \u00b7  ABN 51 624 118 907",
        footer_right="{page} of {nb}",
        rule_color=(185, 125, 20),
        table_fill=None,
        accent=(150, 95, 10),
        grid=False,
    )
    s = Sheet(style, "TUV2631 digital UV index sensor")
    s.add_page()
    s.title_block(
        "TUV2631",
        "Digital UV Index Sensor with I" + SQ + "C Interface",
        "TUV2631A (address 0x38)  \u00b7  TUV2631B (address 0x39)  \u00b7  ODFN-6, 2.0 x 2.0 "
        "x 0.65 mm",
        21,
    )

    def description() -> None:
        s.heading("\u25b8 Description", 10)
        s.para(
            "The TUV2631 measures ultraviolet light in the UVA and UVB bands with a "
            "photodiode behind an interference filter, converts it with an integrating ADC "
            "and reports the result as a UV count and as a UV index over I" + SQ + "C. A "
            "programmable gain and integration time let one part cover dim indoor light up "
            "to tropical noon sun. Typical uses are wearables, outdoor displays, weather "
            "stations and smartphones.",
            8.0,
        )
        s.heading("\u25b8 Features", 10)
        s.bullets(
            [
                "Responds from 280 nm to 400 nm, peak at 330 nm",
                "Integration time 3.125 ms to 400 ms, up to 20-bit counts",
                "Gain x1, x3, x6, x9, x18",
                "Interrupt output with programmable thresholds",
                "Built-in 50 Hz / 60 Hz flicker rejection",
            ],
            8.0,
            "\u25b8",
        )

    def headline() -> None:
        s.caption("Headline numbers")
        s.table(
            [Col("", 95), Col("", 95)],
            [
                ["Supply", "1.7 V to 3.6 V"],
                ["Active current", "110 " + MU + "A typ"],
                ["Shutdown", "0.5 " + MU + "A typ"],
                ["Peak response", "330 nm"],
                ["Interface", "I" + SQ + "C, 400 kHz"],
                ["Ambient", "-40 to 85 " + DEG],
            ],
            7.8,
            show_head=False,
        )

    s.side_by_side(description, headline, 290, 18, box=True)
    s.heading("\u25b8 Absolute Maximum Ratings", 10, rule=True)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "-0.3", "4.0", "V"],
            ["Voltage on SDA, SCL, INT", "", "-0.3", "4.0", "V"],
            ["Storage temperature", "T_{stg}", "-40", "100", DEG],
            ["ESD, human body model", "", "", "2000", "V"],
        ],
        7.8,
    )
    s.heading("\u25b8 Recommended Operating Conditions", 10, rule=True)
    s.table(
        [
            Col("Parameter", 160),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 114, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "1.7", "3.0", "3.6", "V"],
            ["I" + SQ + "C pull-up voltage", "V_{PU}", "1.7", "", "3.6", "V"],
            ["Operating temperature", "T_{A}", "-40", "", "85", DEG],
        ],
        7.8,
    )
    s.heading("\u25b8 Electrical and Optical Characteristics", 10, rule=True)
    s.para(
        "VDD = 3.0 V, TA = 25 " + DEG + ", gain x18, integration time 100 ms, unless noted.", 7.5
    )
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Conditions", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            [
                "Supply current, active",
                "I_{DD}",
                "UV measurement running",
                "",
                "110",
                "160",
                MU + "A",
            ],
            [
                "Supply current, idle",
                "I_{IDLE}",
                "enabled, between conversions",
                "",
                "25",
                "",
                MU + "A",
            ],
            ["Shutdown current", "I_{SD}", "UV_EN = 0", "", "0.5", "1.5", MU + "A"],
            ["Peak sensitivity wavelength", "\u03bb_{p}", "", "", "330", "", "nm"],
            ["Spectral range", "\u03bb", "10 % of peak", "280", "", "400", "nm"],
            ["UV count, dark", "", "0 mW/cm" + SQ, "", "", "3", "count"],
            ["Wake-up time", "t_{WU}", "from shutdown", "", "", "10", "ms"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("\u25b8 I" + SQ + "C Interface", 10, rule=True)
    s.para(
        "The two versions differ only in their fixed 7-bit address: TUV2631A answers at "
        "0x38 and TUV2631B at 0x39. Order both to use two sensors on one bus. The bus runs in "
        "standard and fast mode. SDA and SCL are not 5 V tolerant; pull-ups must go to a "
        "rail between 1.7 V and 3.6 V.",
        8.0,
    )
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Conditions", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["SCL clock frequency", "f_{SCL}", "", "", "", "400", "kHz"],
            ["Input high voltage", "V_{IH}", "SDA, SCL", "0.7 V_{DD}", "", "", "V"],
            ["Input low voltage", "V_{IL}", "SDA, SCL", "", "", "0.3 V_{DD}", "V"],
            ["Output low voltage", "V_{OL}", "I_{OL} = 3 mA", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.heading("\u25b8 Integration Time and Resolution", 10, rule=True)
    s.table(
        [
            Col("MEAS_RATE[6:4]", 100, "C"),
            Col("Integration time", 110, "C"),
            Col("ADC resolution", 110, "C"),
            Col("Max count", 179, "C"),
        ],
        [
            ["000", "400 ms", "20 bit", "1 048 575"],
            ["001", "200 ms", "19 bit", "524 287"],
            ["010 (default)", "100 ms", "18 bit", "262 143"],
            ["011", "50 ms", "17 bit", "131 071"],
            ["100", "25 ms", "16 bit", "65 535"],
            ["101", "3.125 ms", "13 bit", "8 191"],
        ],
        7.5,
    )
    s.heading("\u25b8 Register Map", 10, rule=True)
    s.table(
        [Col("Address", 60, "C"), Col("Name", 100), Col("Default", 60, "C"), Col("Function", 279)],
        [
            ["0x00", "MAIN_CTRL", "0x00", "UV_EN, software reset"],
            ["0x04", "MEAS_RATE", "0x22", "integration time and repeat rate"],
            ["0x05", "GAIN", "0x01", "gain x1 / x3 / x6 / x9 / x18"],
            ["0x06", "PART_ID", "0xB2", "part number and revision"],
            ["0x07", "MAIN_STATUS", "0x20", "power-on, data ready"],
            ["0x10 " + ELL + " 0x12", "UVS_DATA", "0x00", "UV count, LSB first"],
            ["0x13", "UVI", "0x00", "UV index x 10"],
            ["0x19", "INT_CFG", "0x10", "interrupt source and enable"],
        ],
        7.5,
    )
    s.heading("\u25b8 Application Notes", 10, rule=True)
    s.bullets(
        [
            "Window: use quartz, fused silica or UV-grade PMMA. Ordinary window glass and most "
            "polycarbonate block UVB and much of UVA.",
            "The TUV2631 is not sealed. Outdoor use needs a weather-proof housing with a "
            "UV-transparent window and a vent against condensation.",
            "In direct sun the package warms above the air temperature; keep the die within "
            "the 85 " + DEG + " operating limit with a light-coloured housing.",
            "Decouple VDD with 1 " + MU + "F close to the pin.",
        ],
        8.0,
        "\u25b8",
    )
    return save(s, out / "tuv2631.pdf")


# ------------------------------------------------------ solid-state relays (Rajkot)
def srs(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="SAURASHTRA SWITCHGEAR & CONTROLS PVT. LTD.",
        header_right="Solid State Relays  \u00b7  SRS series, single phase",
        footer_left="Catalogue 2024  \u00b7  Plot 14, GIDC Metoda, Rajkot 360021, Gujarat, India  "
        "\u00b7  specifications subject to change",
        footer_right="C24-{page}",
        rule_color=(120, 30, 40),
        table_fill=(225, 225, 225),
        accent=(120, 30, 40),
        grid=True,
    )
    s = Sheet(style, "SRS series solid state relays")
    s.add_page()
    s.title_block(
        "SRS-10DA / SRS-25DA / SRS-40DA / SRS-25AA",
        "Single-phase panel-mount solid state relays, zero-cross switching",
        "Ordering code: SRS - [rated current] [control: D = DC, A = AC] [load: A = AC]  "
        "e.g. SRS-25DA = 25 A, DC control, AC load",
        17,
    )
    s.heading("\u2756 Features", 10.5)
    s.bullets(
        [
            "Zero-cross turn-on: low inrush and low EMI for resistive loads",
            "Photo-coupled isolation between input and output, 2500 VAC",
            "LED indicator for input ON state",
            "Snubber circuit built in",
            "Standard 58 x 45 mm footprint, M4 / M5 screw terminals with protective cover",
        ],
        8.0,
        "\u2756",
    )
    s.heading("\u2756 Ratings and characteristics (Ta = 25 " + DEG + ")", 10.5)
    s.table(
        [
            Col("Item", 150),
            Col("", 34, "C"),
            Col("SRS-10DA", 78, "C"),
            Col("SRS-25DA", 78, "C"),
            Col("SRS-40DA", 78, "C"),
            Col("SRS-25AA", 81, "C"),
        ],
        [
            ["INPUT (CONTROL SIDE)"],
            ["Control voltage range", "", "3 ~ 32 VDC", "3 ~ 32 VDC", "3 ~ 32 VDC", "90 ~ 280 VAC"],
            ["Must-operate voltage", "max", "3.0 VDC", "3.0 VDC", "3.0 VDC", "80 VAC"],
            ["Must-release voltage", "min", "1.0 VDC", "1.0 VDC", "1.0 VDC", "10 VAC"],
            [
                "Input current",
                "max",
                "6 mA at 5 V\n15 mA at 32 V",
                "6 mA at 5 V\n15 mA at 32 V",
                "6 mA at 5 V\n15 mA at 32 V",
                "12 mA at 230 V",
            ],
            ["OUTPUT (LOAD SIDE)"],
            [
                "Rated load voltage",
                "",
                "24 ~ 380 VAC",
                "24 ~ 380 VAC",
                "24 ~ 380 VAC",
                "24 ~ 380 VAC",
            ],
            ["Rated load current\n(on heat sink, note 2)", "", "10 A", "25 A", "40 A", "25 A"],
            ["Load current without\nheat sink", "max", "3 A", "4 A", "4 A", "4 A"],
            ["Surge current (10 ms,\none cycle)", "", "120 A", "250 A", "410 A", "250 A"],
            ["On-state voltage drop", "max", "1.6 V", "1.6 V", "1.6 V", "1.6 V"],
            ["Off-state leakage current", "max", "2 mA", "2 mA", "2 mA", "2 mA"],
            ["Minimum load current", "", "50 mA", "50 mA", "50 mA", "50 mA"],
            ["Repetitive peak off-state\nvoltage", "", "600 V", "600 V", "600 V", "600 V"],
            [
                "Turn-on / turn-off time",
                "max",
                "10 ms / 10 ms",
                "10 ms / 10 ms",
                "10 ms / 10 ms",
                "20 ms / 30 ms",
            ],
        ],
        7.5,
    )
    s.caption("General (all types)")
    s.table(
        [Col("Item", 184), Col("Value", 315)],
        [
            ["Dielectric strength", "2500 VAC, 1 min, input to output"],
            ["Insulation resistance", "50 M" + OHM + " at 500 VDC"],
            ["Operating temperature", "-30 ~ +80 " + DEG],
            ["Storage temperature", "-30 ~ +100 " + DEG],
            ["Ambient humidity", "45 ~ 85 %RH, no condensation"],
            ["Weight", "approx. 105 g"],
        ],
        7.5,
    )
    s.para("All types are for AC loads of 45 Hz to 65 Hz.", 7.5)

    s.add_page()
    s.heading("\u2756 Notes on use", 10.5)
    s.bullets(
        [
            "1. AC loads only. On a DC supply the output triac cannot turn off once it has "
            "fired. For DC loads use our SRS-..DD series.",
            "2. The rated load current needs a heat sink of 1.0 " + DEG + "/W or better (SRS-25DA "
            "and SRS-25AA) or 0.6 " + DEG + "/W (SRS-40DA), with thermal compound. Without a "
            "heat sink do not exceed the 'without heat sink' row.",
            "3. Protect the output against mains transients with a varistor (MOV, 470 V for "
            "230 VAC lines) across the load terminals.",
            "4. Zero-cross types are not suitable for phase-angle dimming.",
            "5. The off-state leakage (up to 2 mA) can make LED lamps glow or small contactors "
            "hum when the relay is off. Add a bleeder resistor across the load if needed.",
            "6. For motor and transformer loads select a rating of at least 3 times the "
            "running current.",
            "7. The control input is polarised (DA types): terminal 3 (+), terminal 4 (-).",
        ],
        8.0,
        "",
    )
    s.heading("\u2756 Load current derating (with recommended heat sink)", 10.5)
    s.table(
        [
            Col("Ambient temperature", 150),
            Col("SRS-10DA", 86, "C"),
            Col("SRS-25DA / -25AA", 130, "C"),
            Col("SRS-40DA", 133, "C"),
        ],
        [
            ["25 " + DEG, "10 A", "25 A", "40 A"],
            ["40 " + DEG, "9 A", "21 A", "33 A"],
            ["60 " + DEG, "7 A", "15 A", "24 A"],
            ["80 " + DEG, "4 A", "9 A", "14 A"],
        ],
        7.8,
    )
    s.heading("\u2756 Terminals", 10.5)
    s.table(
        [
            Col("Terminal", 80, "C"),
            Col("Function", 200),
            Col("Screw", 80, "C"),
            Col("Torque", 139, "C"),
        ],
        [
            ["1, 2", "load (AC line and load)", "M5", "1.5 ~ 2.0 N" + "\u00b7" + "m"],
            ["3", "control input +", "M4", "0.8 ~ 1.2 N" + "\u00b7" + "m"],
            ["4", "control input - (DA) / ~ (AA)", "M4", "0.8 ~ 1.2 N" + "\u00b7" + "m"],
        ],
        7.8,
    )
    s.heading("\u2756 Ordering information", 10.5)
    s.table(
        [Col("Order code", 110), Col("Description", 269), Col("Std. pack", 120, "C")],
        [
            ["SRS-10DA", "10 A, 3 ~ 32 VDC control", "20 pcs"],
            ["SRS-25DA", "25 A, 3 ~ 32 VDC control", "20 pcs"],
            ["SRS-40DA", "40 A, 3 ~ 32 VDC control", "20 pcs"],
            ["SRS-25AA", "25 A, 90 ~ 280 VAC control", "20 pcs"],
            ["HS-80", "heat sink 80 x 50 x 80 mm, 0.9 " + DEG + "/W", "10 pcs"],
            ["HS-120F", "heat sink with 12 V fan, 0.45 " + DEG + "/W", "5 pcs"],
        ],
        7.8,
    )
    return save(s, out / "srs-25da.pdf")
