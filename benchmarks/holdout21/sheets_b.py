"""Hold-out 21 datasheets: lightning sensor, ball tilt switches, holding magnets, colour sensor.

An Austrian IC maker's sheet of a lightning sensor (no vertical grid, typ-only
rows, register decoys), a Japanese component catalogue of ball tilt switches
(one row per model, continued on page 2), a German industrial leaflet of
holding electromagnets (one column per size, units in their own column) and a
Japanese IC maker's colour sensor (abs max vs recommended operating rows).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"


# ------------------------------------------------ lightning sensor (Austrian IC maker)
def kls3935(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KLS3935 Franklin Lightning Sensor IC",
        header_right="Grazer Sensortechnik GmbH",
        footer_left="www.grazer-sensortechnik.example   Datasheet  [v1-05] 2026-Feb-10",
        footer_right="Page {page}",
        table_fill=(235, 235, 235),
        accent=(0, 80, 130),
        grid=False,
    )
    s = Sheet(style, "KLS3935 lightning sensor datasheet")
    s.add_page()
    s.title_block("KLS3935", "Franklin Lightning Sensor IC")
    s.heading("1 General Description", 10)
    s.para(
        "The KLS3935 detects the presence and approach of lightning activity in the "
        "vicinity and estimates the distance to the head of the storm. It identifies and "
        "rejects interfering man-made signals. The estimated distance is given from 40km "
        "down to 1km in 15 steps. The device is programmable by SPI or I2C.",
        8.5,
    )
    s.heading("2 Key Features", 10)
    s.bullets(
        [
            "Lightning sensor warning of storm activity within a 40km radius",
            "Distance estimation to the head of the storm down to 1km in 15 steps",
            "Detects both cloud-to-ground and intra-cloud (cloud-to-cloud) flashes",
            "Wide supply voltage range 2.4V - 5.5V",
            "SPI and I2C interface; I2C address selectable 0x01, 0x02, 0x03",
        ],
        8,
    )
    s.heading("3 Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter", 170),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Comments", 139),
        ],
        [
            ["VDD", "DC supply voltage", "-0.5", "6.0", "V", ""],
            ["VIN", "Input pin voltage", "-0.5", "6.0", "V", ""],
            ["Iscr", "Input current (latch-up)", "-100", "100", "mA", "Norm: JEDEC 78"],
            ["Tstrg", "Storage temperature", "-65", "150", DEG, ""],
        ],
        7.5,
    )
    s.heading("4 Electrical Characteristics", 10)
    s.para(
        "TAMB = -40 " + DEG + " to 85 " + DEG + ", VDD = 2.4 V to 5.5 V, unless otherwise "
        "specified. Typical values at VDD = 3.3 V and 25 " + DEG + ".",
        8,
    )
    s.table(
        [
            Col("Symbol", 60),
            Col("Parameter", 150),
            Col("Conditions", 119),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["VDD", "Supply voltage", "", "2.4", "", "5.5", "V"],
            ["TAMB", "Operating temperature", "", "-40", "", "85", DEG],
            ["IPWD", "Power-down current", "", "", "1", "", MU + "A"],
            ["ILIS", "Listening mode current", "", "", "60", "", MU + "A"],
            ["ISPI", "Current during\nsignal validation", "", "", "350", "", MU + "A"],
            ["fRES", "Antenna resonance\nfrequency", "LC tank, external", "", "500", "", "kHz"],
            ["", "", "after tuning", "-3.5", "", "3.5", "%"],
            ["fSCLK", "SPI clock frequency", "", "", "", "2", "MHz"],
            ["fSCL", "I2C clock frequency", "", "", "", "400", "kHz"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5 Register Map (excerpt)", 10)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Name", 110),
            Col("Bits", 60, "C"),
            Col("Default", 60, "C"),
            Col("Description", 209),
        ],
        [
            ["0x00", "AFE_GB", "[5:1]", "10010", "indoor; 01110 = outdoor"],
            ["0x01", "NF_LEV", "[6:4]", "010", "noise floor level"],
            ["0x03", "INT", "[3:0]", "0000", "0x08 = lightning interrupt"],
            ["0x07", "DISTANCE", "[5:0]", "111111", "0x01 = storm overhead, 0x28 = 40 km"],
            ["0x3C", "PRESET_DEFAULT", "[7:0]", "", "write 0x96 to reset"],
        ],
        7.5,
    )
    s.heading("6 Application Notes", 10)
    s.para(
        "The distance estimation is a statistical value; its accuracy is not specified. "
        "The device must be placed away from switching regulators and LCD backlights. "
        "Detection efficiency depends on the antenna and is not guaranteed by this datasheet.",
        8.5,
    )
    return save(s, out / "kls3935.pdf")


# ------------------------------------------------ ball tilt switches (Japanese catalogue)
def ktb(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="TILT SWITCHES  KTB Series",
        header_right="Omi Denshi Kogyo Co., Ltd.",
        footer_left="Catalog No. OD-TS-2026E   Specifications are subject to change without notice.",
        footer_right="{page}",
        table_fill=None,
        accent=(110, 0, 40),
    )
    s = Sheet(style, "KTB series ball tilt switches")
    s.add_page()
    s.title_block("KTB Series", "Ball Type Tilt Switches (gold-plated contacts)")
    s.heading("\u25a0 Features", 10)
    s.bullets(
        [
            "Mercury-free rolling-ball structure, RoHS compliant",
            "Through-hole type, 4 models",
            "KTB-3H: high-temperature version for appliance use",
        ],
        8.5,
    )
    s.heading("\u25a0 Ratings and Characteristics", 10)
    s.para("(Unless otherwise specified Ta = 25" + DEG + ", 65 %RH)", 8)
    cols = [
        Col("Model", 60, "C"),
        Col("Rating\n(resistive load)", 95, "C"),
        Col("Contact\nresistance", 70, "C"),
        Col("Operating\nangle", 60, "C"),
        Col("Operating\ntemperature", 95, "C"),
        Col("Life", 119, "C"),
    ]
    s.table(
        cols,
        [
            [
                "KTB-1",
                "12V DC 20mA",
                "10" + OHM + " max.",
                "10" + "\u00b0" + " to 45" + "\u00b0",
                "-25 to +70" + DEG,
                "100,000 cycles",
            ],
            [
                "KTB-2",
                "24V DC 50mA",
                "5" + OHM + " max.",
                "15" + "\u00b0" + " to 60" + "\u00b0",
                "-25 to +70" + DEG,
                "100,000 cycles",
            ],
        ],
        7.5,
    )
    s.para(
        "Note: Insulation resistance 10M" + OHM + " min. (100V DC); dielectric strength "
        "100V AC for 1 min. Contact bounce is not specified.",
        8,
    )
    s.heading("\u25a0 Dimensions (mm)", 10)
    s.table(
        [
            Col("Model", 100, "C"),
            Col("Body dia.", 100, "C"),
            Col("Length", 100, "C"),
            Col("Lead pitch", 100, "C"),
            Col("Lead dia.", 99, "C"),
        ],
        [
            ["KTB-1", "5.0", "12.0", "2.5", "0.5"],
            ["KTB-2", "6.0", "15.5", "2.5", "0.6"],
            ["KTB-3", "6.0", "15.5", "2.5", "0.6"],
            ["KTB-3H", "6.0", "17.0", "2.5", "0.6"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("\u25a0 Ratings and Characteristics (continued)", 10)
    s.para("(Unless otherwise specified Ta = 25" + DEG + ", 65 %RH)", 8)
    s.table(
        cols,
        [
            [
                "KTB-3",
                "24V DC 100mA",
                "2" + OHM + " max.",
                "15" + "\u00b0" + " to 60" + "\u00b0",
                "-25 to +70" + DEG,
                "50,000 cycles",
            ],
            [
                "KTB-3H",
                "24V DC 100mA",
                "2" + OHM + " max.",
                "15" + "\u00b0" + " to 60" + "\u00b0",
                "-40 to +105" + DEG,
                "50,000 cycles",
            ],
        ],
        7.5,
    )
    s.heading("\u25a0 Precautions", 10)
    s.bullets(
        [
            "Do not exceed the rated current; inductive loads (relays, motors) are not rated.",
            "Soldering: 260" + DEG + ", 5 s max., 1.5 mm from the body.",
            "Mount with the body axis horizontal for the specified operating angle.",
        ],
        8,
    )
    s.heading("\u25a0 Ordering Information", 10)
    s.para("KTB - 3 H - G   (3: size / current; H: high temperature; G: gold contacts)", 8.5)
    return save(s, out / "ktb.pdf")


# ------------------------------------------------ holding electromagnets (German leaflet)
def khm(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Haftmagnete / Holding Electromagnets  KHM",
        header_right="Magnetbau Kessler GmbH",
        footer_left="Kessler KHM-DB-EN  Ausgabe 04/2026",
        footer_right="Seite {page}/2",
        table_fill=(230, 230, 230),
        accent=(170, 0, 0),
        grid=False,
    )
    s = Sheet(style, "KHM holding electromagnets")
    s.add_page()
    s.title_block("KHM 20 / KHM 25 / KHM 30", "Round holding electromagnets, DC, 100 % ED")
    s.para(
        "Holding electromagnets KHM hold ferromagnetic parts as long as the coil is "
        "energised (electro-holding). Typical uses: door holders, jigs, gripper ends. "
        "Each size is available for 12 V DC (suffix -12) and 24 V DC (suffix -24).",
        9,
    )
    s.heading("Technische Daten / Technical data", 10)
    s.para("Values at 20 " + DEG + " coil temperature and rated voltage", 8.5)
    s.table(
        [
            Col("", 150),
            Col("Unit", 50, "C"),
            Col("KHM 20", 100, "C"),
            Col("KHM 25", 100, "C"),
            Col("KHM 30", 99, "C"),
        ],
        [
            ["Holding force (on S235, 10 mm)", "N", "25", "50", "100"],
            ["Rated power", "W", "3", "5", "8"],
            ["Coil resistance -12", OHM, "48", "28.8", "18"],
            ["Coil resistance -24", OHM, "192", "115", "72"],
            ["Weight", "g", "30", "55", "95"],
            ["Diameter x height", "mm", "20 x 15", "25 x 20", "30 x 22"],
        ],
        8.5,
    )
    s.heading("Allgemeine Daten / General data", 10)
    s.table(
        [Col("", 200), Col("", 299)],
        [
            ["Rated voltage", "12 V DC or 24 V DC"],
            ["Voltage tolerance", "+5 % / -10 %"],
            ["Duty cycle", "100 % ED"],
            ["Insulation class", "B (130 " + DEG + ")"],
            ["Ambient temperature", "-10 ... +40 " + DEG],
            ["Degree of protection", "IP 54 (coil), leads IP 40"],
        ],
        8.5,
        show_head=False,
    )
    s.add_page()
    s.heading("Hinweise / Notes", 10)
    s.bullets(
        [
            "Do not operate from AC. Use a free-wheeling diode across the coil.",
            "Holding force drops with air gap and with thin or painted counter plates.",
            "Residual magnetism after switch-off is not specified; use a non-magnetic "
            "spacer if the part must release immediately.",
            "Over-excitation (e.g. 24 V on a -12 coil) is not permitted.",
        ],
        9,
    )
    s.heading("Bestellbeispiel / Ordering example", 10)
    s.para("KHM 25-24   =  size 25 mm, 24 V DC coil, 0.5 m leads", 9)
    return save(s, out / "khm.pdf")


# ------------------------------------------------ digital colour sensor (Japanese IC maker)
def kcs3472(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Digital Color Sensor IC",
        header_right="KCS3472-A / KCS3472-B",
        footer_left="Tsukuba Photonics Co., Ltd.   TSZ26111-0E2   Rev.003",
        footer_right="{page}/2",
        table_fill=(220, 230, 245),
        accent=(0, 60, 140),
    )
    s = Sheet(style, "KCS3472 digital colour sensor")
    s.add_page()
    s.title_block("KCS3472-A / KCS3472-B", "Digital 16-bit RGB + Clear Color Sensor with I2C")
    s.heading("\u25cfGeneral Description", 10)
    s.para(
        "KCS3472 is a digital color sensor with red, green, blue and clear photodiodes and "
        "an IR blocking filter. KCS3472-A has the I2C bus at the VDD level (address 0x29); "
        "KCS3472-B is for a 1.8 V I2C bus (address 0x39).",
        8.5,
    )
    s.heading("\u25cfKey Specifications", 10)
    s.lines(
        [
            "\u25a0 ADC resolution:                          16bit",
            "\u25a0 Integration time:                         2.4ms to 614ms",
            "\u25a0 Package:                                   DFN6 2.0mm x 2.4mm x 0.65mm",
        ],
        8.5,
        3.5,
    )
    s.heading("\u25cfAbsolute Maximum Ratings (Ta = 25" + DEG + ")", 10)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 90, "C"),
            Col("Rating", 120, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Supply Voltage", "V_{DD}", "3.8", "V"],
            ["Input Terminal Voltage", "V_{IN}", "-0.5 to 3.8", "V"],
            ["Operating Temperature", "Topr", "-40 to +85", DEG],
            ["Storage Temperature", "Tstg", "-40 to +85", DEG],
        ],
        8,
    )
    s.heading("\u25cfRecommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply Voltage", "V_{DD}", "2.7", "3.0", "3.6", "V"],
            ["Operating Temperature", "Topr", "-30", "-", "+70", DEG],
        ],
        8,
    )
    s.heading(
        "\u25cfElectrical Characteristics (Unless otherwise specified VDD = 3.0V, "
        "Ta = 25" + DEG + ")",
        9,
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 40, "C"),
            Col("Conditions", 139),
        ],
        [
            ["Supply Current", "I_{DD}", "-", "235", "330", MU + "A", "Active"],
            ["", "", "-", "65", "-", MU + "A", "Wait state"],
            ["", "", "-", "2.5", "10", MU + "A", "Sleep state"],
            ["INT, SDA Output\nLow Voltage", "V_{OL}", "0", "-", "0.4", "V", "3mA sink"],
            ["SCL, SDA Input\nHigh Voltage", "V_{IH}", "1.26", "-", "-", "V", "KCS3472-B"],
            ["", "", "0.7V_{DD}", "-", "-", "V", "KCS3472-A"],
            ["I2C Clock", "f_{SCL}", "0", "-", "400", "kHz", ""],
        ],
        7.5,
    )
    s.add_page()
    s.heading(
        "\u25cfOptical Characteristics (VDD = 3.0V, Ta = 25" + DEG + ", gain 16x, "
        "integration 150ms)",
        9,
    )
    s.table(
        [
            Col("Parameter", 180),
            Col("Red", 80, "C"),
            Col("Green", 80, "C"),
            Col("Blue", 80, "C"),
            Col("Clear", 79, "C"),
        ],
        [
            ["Peak wavelength (nm)", "615", "525", "465", "-"],
            ["Irradiance responsivity\n(counts/(" + MU + "W/cm2))", "1.3", "1.0", "0.8", "3.6"],
        ],
        8,
    )
    s.heading("\u25cfRegister Map (excerpt)", 10)
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Register", 120),
            Col("Default", 70, "C"),
            Col("Function", 239),
        ],
        [
            ["0x80", "ENABLE", "0x00", "PON, AEN, WEN"],
            ["0x81", "ATIME", "0xFF", "0xFF = 2.4ms, 0x00 = 614ms"],
            ["0x8F", "CONTROL", "0x00", "gain 1x / 4x / 16x / 60x"],
            ["0x92", "ID", "0x44", "-A: 0x44, -B: 0x4D"],
        ],
        8,
    )
    s.para(
        "Color temperature (CCT) and lux are calculated by the host; their accuracy is not "
        "specified by Tsukuba Photonics.",
        8.5,
    )
    return save(s, out / "kcs3472.pdf")
