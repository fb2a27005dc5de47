"""Hold-out 104 datasheets, part 2: a single-cell fuel gauge IC, a NEMA17 stepper
motor, a 433 / 315 MHz ASK transmitter module and a 1.3 inch SPI TFT module.

A Lyon fabless data sheet in English (option table, an electrical table continued
on page 2, the same voltage-error name over two rows, the I2C address only in
Applications Information), a Wujin stepper-motor factory product specification
(winding columns, a general-specification list, a pull-out torque table), a Perth
RF-module "Product Data" sheet (a table whose columns are supply voltages, the
315 MHz figure only in a note, range only in prose) and a Kunshan display-module
specification (absolute backlight current next to the operating backlight current
per version, the SPI clock only in a note, 3.3 V-only precautions).
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
TIMES = "\u00d7"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"


# ------------------------------------------------------- fuel gauge IC (Lyon fabless)
def fg3701(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="RHODANIS SEMICONDUCTEURS",
        header_right="FG3701A / FG3701B  Single-Cell Fuel Gauge",
        footer_left="DS-FG3701 rev 1.2  ·  Rhodanis Semiconducteurs SAS, Lyon",
        footer_right="{page}",
        rule_color=(20, 90, 60),
        table_fill=(226, 238, 230),
        accent=(20, 90, 60),
        grid=False,
    )
    s = Sheet(style, "FG3701 single-cell fuel gauge")
    s.add_page()
    s.title_block(
        "FG3701A / FG3701B", "1-Cell Li-ion / Li-polymer Fuel Gauge with Low-SOC Alert", "", 20
    )

    def left() -> None:
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The FG3701 reports the state of charge (SOC) of a single lithium cell from its "
            "voltage alone, using a built-in cell model, so no sense resistor is needed. "
            "It is powered directly from the cell and talks to the host over I2C. An "
            "open-drain ALRT output flags a low SOC or an out-of-range voltage.",
            8,
        )
        s.heading("APPLICATIONS", 9.5)
        s.bullets(["Wearables and trackers", "Handheld meters", "IoT sensor nodes"], 8)

    def right() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Voltage-based model: no sense resistor",
                "23 " + MU + "A operating, 4 " + MU + "A hibernate",
                "I2C interface",
                "Programmable low-SOC alert, 1 % to 32 %",
                "Quick-start input (QSTRT)",
                "2 mm " + TIMES + " 2 mm TDFN-8 package",
            ],
            8,
        )

    s.side_by_side(left, right, 250)
    s.heading("DEVICE OPTIONS", 9.5)
    s.table(
        [
            Col("Option", 110),
            Col("Cell chemistry", 170),
            Col("Default alert", 110, "C"),
            Col("Marking", 109, "C"),
        ],
        [
            ["FG3701A", "Li-ion, 4.20 V full charge", "4 %", "F37A"],
            ["FG3701B", "high-voltage Li-ion, 4.35 V / 4.40 V", "10 %", "F37B"],
        ],
        7.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.table(
        [Col("", 300), Col("", 199, "C")],
        [
            ["VDD to GND", "-0.3 V to +6.0 V"],
            ["CELL to GND", "-0.3 V to +6.0 V"],
            ["SDA, SCL, ALRT, QSTRT to GND", "-0.3 V to +6.0 V"],
            ["ALRT sink current", "20 mA"],
            ["Operating temperature range", "-40 " + DEG + " to +85 " + DEG],
            ["Storage temperature range", "-55 " + DEG + " to +125 " + DEG],
        ],
        7.5,
        show_head=False,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "(VDD = 2.5 V to 4.5 V, TA = -20 " + DEG + " to +70 " + DEG + ", unless otherwise noted. "
        "Typical values are at VDD = 3.6 V, TA = +25 " + DEG + ".)",
        7.5,
    )
    cols = [
        Col("PARAMETER", 130),
        Col("SYMBOL", 52, "C"),
        Col("CONDITIONS", 142),
        Col("MIN", 42, "C"),
        Col("TYP", 42, "C"),
        Col("MAX", 42, "C"),
        Col("UNITS", 49, "C"),
    ]
    s.table(
        cols,
        [
            ["Supply Voltage", "VDD", "", "2.5", "", "4.5", "V"],
            ["Active Current", "IACT", "", "", "23", "40", MU + "A"],
            ["Hibernate Current", "IHIB", "", "", "4", "6", MU + "A"],
            ["Sleep Current", "ISLP", "TA " + LE + " +50 " + DEG, "", "0.5", "2", MU + "A"],
            ["Time-Base Accuracy", "", "", "-3", PM + "1", "+3", "%"],
            ["Cell Voltage Range", "VCELL", "", "0", "", "5.0", "V"],
            ["Voltage Resolution", "", "", "", "78.125", "", MU + "V"],
            ["Voltage Error", "VERR", "VCELL = 3.6 V, TA = +25 " + DEG, "-7.5", "", "+7.5", "mV"],
            ["", "", "TA = -20 " + DEG + " to +70 " + DEG, "-20", "", "+20", "mV"],
            ["ADC Sample Period", "", "active mode", "", "250", "", "ms"],
            ["", "", "hibernate mode", "", "45", "", "s"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5)
    s.table(
        cols,
        [
            ["", "VIH", "SDA, SCL, QSTRT", "1.4", "", "", "V"],
            ["", "VIL", "SDA, SCL, QSTRT", "", "", "0.5", "V"],
            ["", "VOL", "SDA, ALRT, IOL = 4 mA", "", "", "0.4", "V"],
            ["SCL Clock Frequency", "fSCL", "", "", "", "400", "kHz"],
            ["Bus Free Time", "tBUF", "", "1.3", "", "", MU + "s"],
            ["Pulldown Current", "IPD", "SDA, SCL", "", "0.2", "0.4", MU + "A"],
        ],
        7.5,
    )
    s.heading("REGISTER SUMMARY", 9.5)
    s.table(
        [
            Col("ADDRESS", 70, "C"),
            Col("REGISTER", 90),
            Col("DESCRIPTION", 199),
            Col("R/W", 50, "C"),
            Col("DEFAULT", 90, "C"),
        ],
        [
            ["0x02", "VCELL", "cell voltage, 78.125 " + MU + "V/LSB", "R", "-"],
            ["0x04", "SOC", "state of charge, 1/256 %", "R", "-"],
            ["0x06", "MODE", "quick-start, hibernate", "W", "0x0000"],
            ["0x08", "VERSION", "production version", "R", "0x0012"],
            ["0x0A", "HIBRT", "hibernate thresholds", "R/W", "0x8030"],
            ["0x0C", "CONFIG", "alert threshold, sleep", "R/W", "0x971C"],
            ["0xFE", "CMD", "power-on reset", "W", "-"],
        ],
        7.5,
    )
    s.heading("APPLICATIONS INFORMATION", 9.5)
    s.para(
        "I2C address. The FG3701 responds to the 7-bit slave address 0x36 (write 0x6C, read "
        "0x6D). Only one FG3701 can sit on a bus.",
        8,
    )
    s.para(
        "Alert output. ALRT is an open-drain output that pulls low when SOC falls below the "
        "CONFIG threshold. Pull it up to the host's I/O rail with 10 k"
        + OHM
        + " to 100 k"
        + OHM
        + "; the pull-up may go to any voltage up to the 6.0 V absolute maximum rating.",
        8,
    )
    s.para(
        "Powering from the cell. Tie VDD and CELL together at the cell terminal. The FG3701 "
        "gauges one cell only: two or more cells in series exceed the CELL input range and "
        "are not supported.",
        8,
    )
    s.para(
        "Hibernate. Below the HIBRT activity threshold the gauge samples every 45 s, which "
        "keeps the average current near 4 " + MU + "A.",
        8,
    )
    s.heading("NOTES", 9.5)
    s.bullets(
        [
            "Note 1: Specifications are 100 % tested at TA = +25 " + DEG + "; limits over "
            "temperature are guaranteed by design.",
            "Note 2: SOC accuracy depends on how well the cell matches the built-in model and is "
            "not specified.",
        ],
        7.5,
    )
    revision_table(
        s,
        [["2023-09-18", "1.0", "Initial release"], ["2024-04-02", "1.2", "FG3701B added"]],
        (90, 60, 349),
    )
    return save(s, out / "fg3701.pdf")


# ------------------------------------------------------ NEMA17 stepper (Wujin factory)
def wst42(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="WUJIN XINGHE MOTOR CO., LTD.",
        header_right="PRODUCT SPECIFICATION  ·  HYBRID STEPPING MOTOR  WST42-48",
        footer_left="Form XH-QR-07  Rev.A   ·   Wujin, Changzhou, Jiangsu",
        footer_right="Page {page} / {nb}",
        rule_color=(110, 110, 110),
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "WST42-48 NEMA17 hybrid stepping motor")
    s.add_page()
    s.title_block(
        "WST42-48 Series",
        "42 mm (NEMA 17) 1.8" + "\u00b0" + " Hybrid Stepping Motor, body length 48 mm",
        "Models: WST42-48-17A (low-impedance winding)  /  WST42-48-04A (12 V winding)",
        19,
    )
    s.table(
        [Col("Customer", 100), Col("", 150), Col("Drawing No.", 100), Col("XH-42-48-D02", 149)],
        [["Approved by", "", "Checked by", "L. Zhou  2024-03-11"]],
        7.5,
    )
    s.heading("1. General Specifications", 10)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Step angle", "1.8" + "\u00b0" + " " + PM + " 5 % (full step, no load)"],
            ["Number of phases", "2"],
            ["Insulation class", "B (130 " + DEG + ")"],
            ["Ambient temperature", "-20 " + DEG + " ~ +50 " + DEG],
            ["Ambient humidity", "85 % RH max. (no condensation)"],
            ["Storage temperature", "-40 " + DEG + " ~ +70 " + DEG],
            ["Temperature rise", "80 K max. (rated current, 2 phases on)"],
            ["Insulation resistance", "100 M" + OHM + " min. (500 V DC)"],
            ["Dielectric strength", "500 V AC for 1 minute"],
            ["Max. radial force", "28 N (20 mm from flange)"],
            ["Max. axial force", "10 N"],
        ],
        7.5,
    )
    s.heading("2. Electrical Specifications (at 20 " + DEG + ")", 10)
    s.table(
        [
            Col("Item", 180),
            Col("Unit", 70, "C"),
            Col("WST42-48-17A", 125, "C"),
            Col("WST42-48-04A", 124, "C"),
        ],
        [
            ["Rated voltage", "V", "2.55", "12.0"],
            ["Rated current / phase", "A", "1.7", "0.4"],
            ["Phase resistance", OHM, "1.5 " + PM + " 10 %", "30 " + PM + " 10 %"],
            ["Phase inductance (1 kHz)", "mH", "2.8 " + PM + " 20 %", "37 " + PM + " 20 %"],
            ["Holding torque (2 phases on)", "N·m", "0.48 min.", "0.40 min."],
            ["Detent torque", "N·cm", "2.6", "2.6"],
            ["Rotor inertia", "g·cm" + "\u00b2", "68", "68"],
            ["Lead wires", "-", "4", "4"],
            ["Mass", "kg", "0.36", "0.36"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("3. Wiring", 10)
    s.table(
        [
            Col("Lead colour", 120, "C"),
            Col("Phase", 100, "C"),
            Col("Connector pin (JST-PH 6P)", 279, "C"),
        ],
        [["Black", "A+", "1"], ["Green", "A-", "3"], ["Red", "B+", "4"], ["Blue", "B-", "6"]],
        7.5,
    )
    s.heading("4. Pull-out Torque (WST42-48-17A, driver 24 V DC, 1/8 step, 1.7 A)", 10)
    s.table(
        [
            Col("Pulse rate (pps)", 139),
            Col("500", 72, "C"),
            Col("1000", 72, "C"),
            Col("2000", 72, "C"),
            Col("4000", 72, "C"),
            Col("8000", 72, "C"),
        ],
        [
            ["Speed (rpm)", "19", "38", "75", "150", "300"],
            ["Pull-out torque (N·cm)", "44", "42", "36", "27", "15"],
        ],
        7.5,
    )
    s.heading("5. Notes", 10)
    s.bullets(
        [
            "Holding torque is measured at rated current with two phases energised.",
            "The rated voltage is the phase voltage at rated current (I "
            + TIMES
            + " R). Drive the "
            "17A winding with a constant-current chopper driver; do not connect it straight to a "
            "voltage supply.",
            "The 04A winding may be driven at its 12 V rated voltage by a simple H-bridge.",
            "Keep the case temperature below 80 "
            + DEG
            + " (ambient 50 "
            + DEG
            + " plus temperature rise).",
            "Driver current setting above the rated current per phase shortens the winding life "
            "and is not covered by the warranty.",
        ],
        8,
    )
    s.heading("6. Inspection", 10)
    s.table(
        [Col("Test", 200), Col("Condition", 199), Col("Sampling", 100, "C")],
        [
            ["Phase resistance", "20 " + DEG + ", DC bridge", "100 %"],
            ["Holding torque", "rated current", "AQL 0.65"],
            ["Dielectric strength", "500 V AC, 1 s (production)", "100 %"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2022-11-28", "A0", "New"], ["2024-03-11", "A", "04A winding added"]],
        (90, 60, 349),
    )
    return save(s, out / "wst42-48.pdf")


# ----------------------------------------------------- 433 / 315 MHz ASK TX (Perth)
def txa433(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="SWAN VALLEY RADIO PTY LTD",
        header_right="Product Data  -  TXA-433 / TXA-315",
        footer_left="SVR-PD-TXA issue 3   -   Swan Valley Radio Pty Ltd, Malaga WA 6090, Australia",
        footer_right="{page} of {nb}",
        rule_color=(140, 20, 30),
        table_fill=(240, 225, 225),
        accent=(140, 20, 30),
        grid=False,
    )
    s = Sheet(style, "TXA-433 ASK transmitter module")
    s.add_page()
    s.title_block(
        "TXA-433 / TXA-315",
        "Low-cost ASK (OOK) transmitter module, SAW stabilised, 3 V to 12 V",
        "",
        20,
    )
    s.para(
        "A three-pin transmitter for remote controls, doorbells, weather-station sensors and "
        "hobby telemetry. The carrier is keyed on and off by the DATA pin; a SAW resonator "
        "sets the frequency. Output power rises with the supply voltage, so run it from the "
        "highest voltage you have. Pairs with our RXA-433 and RXA-315 receivers.",
        8.5,
    )
    s.heading("General", 10.5)
    s.table(
        [
            Col("Parameter", 220),
            Col("TXA-433", 100, "C"),
            Col("TXA-315", 100, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Centre frequency", "433.92", "315.00", "MHz"],
            ["Frequency tolerance", PM + "75", PM + "75", "kHz"],
            ["Modulation", "ASK / OOK", "ASK / OOK", ""],
            ["Antenna (1/4 wave wire)", "17.3", "23.8", "cm"],
        ],
        8,
    )
    s.heading("Performance versus supply voltage", 10.5)
    s.para("TXA-433, 50 ohm load, DATA held high, 25 " + DEG + ".", 7.5)
    s.table(
        [
            Col("Parameter", 160),
            Col("VCC = 3 V", 80, "C"),
            Col("VCC = 5 V", 80, "C"),
            Col("VCC = 9 V", 80, "C"),
            Col("VCC = 12 V", 99, "C"),
        ],
        [
            ["RF output power (dBm)", "+1", "+6", "+10", "+13"],
            ["Supply current (mA)", "4", "9", "17", "26"],
            ["2nd harmonic (dBc)", "-38", "-36", "-35", "-34"],
        ],
        8,
    )
    s.para(
        "Note: the TXA-315 delivers about 1 dB less; at VCC = 12 V its output power is +12 dBm.",
        7.5,
    )
    s.heading("Electrical characteristics (both models)", 10.5)
    s.table(
        [
            Col("Parameter", 170),
            Col("Conditions", 129),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Supply voltage", "", "3.0", "5.0", "12.0", "V"],
            ["Standby current", "DATA low", "", "0.1", "1", "uA"],
            ["DATA input high", "VCC = 3 V to 12 V", "2.5", "", "VCC", "V"],
            ["DATA input low", "", "", "", "0.3", "V"],
            ["Data rate", "", "", "", "10", "kbps"],
            ["Turn-on time", "DATA low to full power", "", "50", "", "us"],
            ["Operating temperature", "", "-20", "", "+70", DEG],
        ],
        8,
    )
    s.add_page()
    s.heading("Absolute maximum ratings", 10.5)
    s.table(
        [Col("Parameter", 250), Col("Rating", 249, "C")],
        [
            ["Supply voltage", "14 V"],
            ["DATA pin", "-0.3 V to VCC + 0.3 V"],
            ["Storage temperature", "-40 " + DEG + " to +85 " + DEG],
        ],
        8,
    )
    s.heading("Pins", 10.5)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 90, "C"), Col("Description", 349)],
        [
            ["1", "DATA", "modulation input, high = carrier on"],
            ["2", "VCC", "supply, 3 V to 12 V"],
            ["3", "GND", "ground"],
            ["ANT", "ANT", "solder pad for the antenna wire"],
        ],
        8,
    )
    s.heading("Range", 10.5)
    s.para(
        "With a 17.3 cm wire antenna on both ends and an RXA-433 receiver we measure about 40 m "
        "in open ground at VCC = 5 V and about 120 m at VCC = 12 V. Walls, metal and other "
        "433 MHz traffic reduce this a lot; range is not guaranteed.",
        8.5,
    )
    s.heading("Regulatory", 10.5)
    s.para(
        "The module is sold as a component and is not certified on its own; the finished "
        "product must be tested. In Europe the 433.05-434.79 MHz band allows 10 mW e.r.p. and "
        "a duty cycle of 10 % for this kind of device.",
        8.5,
    )
    s.heading("Questions", 10.5)
    s.para("Can I key DATA from a 3.3 V microcontroller while VCC is 12 V?", 8.5, bold=True)
    s.para("Yes. DATA switches at 2.5 V whatever the supply, and draws under 10 uA.", 8.5)
    s.para("Why does nothing arrive above 4800 baud?", 8.5, bold=True)
    s.para(
        "The transmitter keys up to 10 kbps, but most cheap receivers (and VirtualWire-style "
        "libraries) top out lower. Try 2000 bps first.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2021-07-14", "1", "First issue"],
            ["2023-02-02", "2", "TXA-315 added"],
            ["2024-06-19", "3", "Range figures"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "txa-433.pdf")


# ------------------------------------------------------ 1.3" SPI TFT (Kunshan factory)
def ktm130s(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KUNSHAN KAITONG DISPLAY TECHNOLOGY CO., LTD.",
        header_right="KTM-130S  Product Specification  V1.2",
        footer_left="Doc. KT-PS-130S-12",
        footer_right="No.{page}/{nb}",
        rule_color=(30, 60, 150),
        table_fill=(220, 228, 245),
        accent=(30, 60, 150),
        grid=True,
    )
    s = Sheet(style, "KTM-130S 1.3 inch SPI TFT module")
    s.add_page()
    s.title_block(
        "KTM-130S",
        "1.3 inch 240" + TIMES + "240 IPS TFT-LCD Module (4-wire SPI, KT7789V driver)",
        "Model" + FWC + "KTM-130S-A (7-pin, no CS)  /  KTM-130S-B (8-pin, with CS)",
        20,
    )
    s.heading("1. General Specification", 10.5)
    s.table(
        [Col("Item", 180), Col("Content", 239), Col("Unit", 80, "C")],
        [
            ["Display size", "1.3", "inch"],
            ["Resolution", "240 (RGB) " + TIMES + " 240", "dots"],
            ["Display mode", "IPS, normally black, transmissive", "-"],
            ["Active area", "23.40 " + TIMES + " 23.40", "mm"],
            ["Interface", "4-wire SPI", "-"],
            ["Driver IC", "KT7789V (ST7789V command compatible)", "-"],
            ["Colour depth", "65K / 262K", "-"],
            ["Viewing angle (L/R/U/D)", "80 / 80 / 80 / 80", "deg"],
            ["Weight", "2.6", "g"],
        ],
        7.5,
    )
    s.heading("2. Absolute Maximum Ratings", 10.5)
    s.table(
        [
            Col("Item", 180),
            Col("Symbol", 70, "C"),
            Col("Min", 70, "C"),
            Col("Max", 90, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "VCC", "-0.3", "4.6", "V"],
            ["Logic input voltage", "VIN", "-0.3", "VCC+0.3", "V"],
            ["Backlight forward current", "IF", "-", "40", "mA"],
            ["Operating temperature", "TOP", "-20", "70", FW_C],
            ["Storage temperature", "TST", "-30", "80", FW_C],
        ],
        7.5,
    )
    s.heading("3. Electrical Characteristics", 10.5)
    s.table(
        [
            Col("Item", 140),
            Col("Symbol", 50, "C"),
            Col("Condition", 129),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 45, "C"),
        ],
        [
            ["Supply voltage", "VCC", "", "2.8", "3.3", "3.5", "V"],
            ["Driver I/O voltage", "VDDI", "internal, tied to VCC", "1.65", "", "3.6", "V"],
            ["Input high voltage", "VIH", "", "0.7VCC", "", "VCC", "V"],
            ["Input low voltage", "VIL", "", "0", "", "0.3VCC", "V"],
            [
                "Supply current",
                "ICC",
                "VCC" + "\uff1d" + "3.3V, white pattern",
                "",
                "6",
                "10",
                "mA",
            ],
            ["", "", "sleep in", "", "10", "50", MU + "A"],
            ["Backlight voltage", "VF", "IF" + "\uff1d" + "20mA", "2.9", "3.1", "3.3", "V"],
            ["Backlight current", "IBL", "KTM-130S-A", "", "20", "25", "mA"],
            ["", "", "KTM-130S-B", "", "30", "35", "mA"],
            ["Luminance", "L", "KTM-130S-A / -B", "", "350 / 450", "", "cd/m" + "\u00b2"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4. SPI Write / Read Timing", 10.5)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 80, "C"),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Serial clock cycle (write)", "tSCYCW", "16", "-", "ns"],
            ["Serial clock cycle (read)", "tSCYCR", "150", "-", "ns"],
            ["SCL high pulse width (write)", "tSHW", "7", "-", "ns"],
            ["Data setup time", "tSDS", "7", "-", "ns"],
            ["Data hold time", "tSDH", "10", "-", "ns"],
        ],
        7.5,
    )
    s.para("※ fSCL(max) " + "\uff1d" + " 62.5 MHz for write and 6.6 MHz for read.", 7.5)
    s.heading("5. Pin Assignment", 10.5)
    s.table(
        [
            Col("No.", 50, "C"),
            Col("Symbol", 80, "C"),
            Col("Function", 269),
            Col("Version", 100, "C"),
        ],
        [
            ["1", "GND", "Ground", "A / B"],
            ["2", "VCC", "Power supply 3.3V", "A / B"],
            ["3", "SCL", "SPI clock", "A / B"],
            ["4", "SDA", "SPI data in", "A / B"],
            ["5", "RES", "Reset, low active", "A / B"],
            ["6", "DC", "Data / command select", "A / B"],
            ["7", "BLK", "Backlight control, high or open " + "\uff1d" + " on", "A / B"],
            ["8", "CS", "Chip select, low active", "B only"],
        ],
        7.5,
    )
    s.heading("6. Command List (excerpt)", 10.5)
    s.table(
        [Col("Code", 70, "C"), Col("Command", 130), Col("Description", 299)],
        [
            ["01h", "SWRESET", "Software reset"],
            ["11h", "SLPOUT", "Sleep out (wait 120 ms)"],
            ["21h", "INVON", "Display inversion on (needed for IPS)"],
            ["29h", "DISPON", "Display on"],
            ["36h", "MADCTL", "Memory data access control"],
            ["3Ah", "COLMOD", "Interface pixel format (55h " + "\uff1d" + " 16 bit)"],
        ],
        7.5,
    )
    s.heading("7. Precautions", 10.5)
    s.bullets(
        [
            "VCC is 3.3V only. The module has no regulator and no level shifter: 5V on VCC or on "
            "any signal pin damages the driver IC.",
            "The backlight is fed from VCC through a transistor switched by BLK; budget the "
            "backlight current on top of the supply current.",
            "KTM-130S-A has no CS pin and works in SPI mode 3 only.",
        ],
        8,
    )
    revision_table(
        s,
        [["2023-04-10", "V1.0", "First release"], ["2024-01-22", "V1.2", "KTM-130S-B added"]],
        (90, 60, 349),
    )
    return save(s, out / "ktm-130s.pdf")
