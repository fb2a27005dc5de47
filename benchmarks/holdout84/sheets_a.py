"""Hold-out 84 datasheets, part 1: a high-side current / power monitor IC, a 2.9 inch
e-paper module, a 3.3 V 500 mA LDO regulator family and a waterproof 1-Wire probe.

An Oregon fabless data sheet (lettered sections, a key-specifications box beside
the description, grade rows without a name in the electrical table, a table
continued on page 2, address and register tables), a Maltese / English e-paper
module sheet (version columns, bilingual names wrapped over two lines, write vs
read SPI clock rows, FAQ), a Singapore power-IC data sheet (product summary,
ordering decoy, dropout per output option in unnamed rows, 25 degC vs full range
limits, a thermal example in prose) and an Argentine agritech probe sheet in
English (version columns with the sensor IC range beside the cable-limited
probe range, resolution table, growers' FAQ).
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
TH = "\u03b8"


# ------------------------------------------------ current / power monitor (Oregon fabless)
def vam4231(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Willamette Precision Silicon, Inc.",
        header_right="VAM4231 / VAM4231A",
        footer_left="WPS-DS-4231  Rev. E  October 2023  Submit documentation feedback",
        footer_right="{page} | {nb}",
        table_fill=(222, 229, 236),
        accent=(38, 66, 96),
        grid=False,
    )
    s = Sheet(style, "VAM4231 high-side current, voltage and power monitor")
    s.add_page()
    s.title_block(
        "VAM4231",
        "26-V High-Side Current, Bus-Voltage and Power Monitor with I2C Interface",
        "Precision grade: VAM4231A.  Packages: MSOP-10 (DGS), DFN-10 3 mm x 3 mm (DRC)",
        21,
    )

    def keyspecs() -> None:
        s.caption("Key Specifications")
        s.lines(
            [
                "Senses bus voltages from 0 V to 26 V",
                "Device supply: 2.7 V to 5.5 V",
                "Shunt full scale: " + PM + "81.92 mV",
                "Gain error: " + PM + "0.15 % max (A grade)",
                "IQ: 330 " + MU + "A typical, 0.5 " + MU + "A power-down",
                "16 pin-selectable addresses",
                "Fast and high-speed I2C modes",
            ],
            7.8,
            3.2,
        )

    def describe() -> None:
        s.caption("Description")
        s.para(
            "The VAM4231 measures the voltage across a current-sense (shunt) resistor "
            "and the bus voltage on the supply side of the load, multiplies the two "
            "internally and reports current, voltage and power in amperes, volts and "
            "watts once its calibration register is written. A 16-bit delta-sigma "
            "converter with programmable conversion time and averaging filters "
            "the readings. The device supply VS is independent of the monitored bus: "
            "a part powered from 3.3 V can monitor a 24 V rail. An ALERT pin "
            "(open drain) flags over-current, under-voltage or power limits.",
            8.0,
        )

    s.side_by_side(keyspecs, describe, 185, 14, box=True)
    s.heading("A.  Absolute Maximum Ratings", 10, rule=True)
    s.para(
        "Over operating free-air temperature range (unless otherwise noted). Stresses "
        "beyond these ratings may cause permanent damage; they are not operating conditions.",
        7.3,
    )
    s.table(
        [
            Col("", 270),
            Col("MIN", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 109, "C"),
        ],
        [
            ["Supply voltage, VS", "-0.3", "6", "V"],
            ["Analog inputs IN+, IN-, common mode", "-0.3", "28", "V"],
            ["Analog inputs, differential (VIN+ - VIN-)", "-28", "28", "V"],
            ["SDA, SCL, ALERT, A0, A1", "-0.3", "6", "V"],
            ["Junction temperature, TJ", "", "150", DEG],
            ["Storage temperature, Tstg", "-65", "150", DEG],
        ],
        7.5,
    )
    s.heading("B.  Recommended Operating Conditions", 10, rule=True)
    s.table(
        [
            Col("", 270),
            Col("MIN", 55, "C"),
            Col("NOM", 55, "C"),
            Col("MAX", 55, "C"),
            Col("UNIT", 64, "C"),
        ],
        [
            ["VS     Device supply voltage", "2.7", "3.3", "5.5", "V"],
            ["VCM   Common-mode input voltage (bus)", "0", "12", "26", "V"],
            ["TA     Operating free-air temperature", "-40", "", "125", DEG],
        ],
        7.5,
    )
    s.heading("C.  Electrical Characteristics", 10, rule=True)
    s.para(
        "TA = 25 " + DEG + ", VS = 3.3 V, VIN+ = 12 V, VSHUNT = VIN+ - VIN- = 0 mV, "
        "averaging = 1, conversion time = 1.1 ms, unless otherwise noted. Limits are "
        "guaranteed from -40 " + DEG + " to +85 " + DEG + " (specified range).",
        7.3,
    )
    cols = [
        Col("PARAMETER", 150),
        Col("TEST CONDITIONS", 149),
        Col("MIN", 45, "C"),
        Col("TYP", 45, "C"),
        Col("MAX", 45, "C"),
        Col("UNIT", 65, "C"),
    ]
    s.table(
        cols,
        [
            ["INPUT"],
            [
                "Shunt voltage input range",
                "",
                "-81.92",
                "",
                "81.92",
                "mV",
            ],
            ["Bus voltage input range", "", "0", "", "26", "V"],
            [
                "Common-mode rejection",
                "0 V " + LE + " VIN+ " + LE + " 26 V",
                "120",
                "126",
                "",
                "dB",
            ],
            ["Shunt offset voltage, VOS", "VAM4231", "", PM + "10", PM + "50", MU + "V"],
            ["", "VAM4231A", "", PM + "2.5", PM + "10", MU + "V"],
            ["Bus offset voltage", "", "", PM + "1.25", PM + "7.5", "mV"],
            ["ADC"],
            ["Native resolution", "", "", "16", "", "bits"],
            ["Shunt voltage LSB", "", "", "2.5", "", MU + "V"],
            ["Bus voltage LSB", "", "", "1.25", "", "mV"],
            ["Gain error", "VAM4231", "", PM + "0.1", PM + "0.5", "%"],
            ["", "VAM4231A", "", PM + "0.02", PM + "0.15", "%"],
            ["POWER SUPPLY"],
            ["Quiescent current, IQ", "Continuous conversion", "", "330", "420", MU + "A"],
            ["Power-down current", "Mode = 000", "", "0.5", "2", MU + "A"],
            ["Power-on reset threshold", "", "", "2", "", "V"],
        ],
        7.3,
    )
    s.add_page()
    s.heading("C.  Electrical Characteristics (continued)", 10, rule=True)
    s.table(
        cols,
        [
            ["DIGITAL INTERFACE"],
            ["SCL clock frequency", "Fast mode", "0.001", "", "0.4", "MHz"],
            ["", "High-speed mode", "0.001", "", "2.94", "MHz"],
            ["VIH", "VS = 3.3 V", "2.3", "", "6", "V"],
            ["", "VS = 5.0 V", "3.5", "", "6", "V"],
            ["VIL", "VS = 3.3 V", "-0.3", "", "1", "V"],
            ["VOL", "SDA, ALERT; IOL = 3 mA", "0", "", "0.4", "V"],
            ["Bus timeout", "SDA or SCL held low", "", "28", "35", "ms"],
        ],
        7.3,
    )
    s.heading("D.  Address Pins and Slave Addresses", 10, rule=True)
    s.table(
        [
            Col("A1", 60, "C"),
            Col("A0", 60, "C"),
            Col("ADDRESS", 80, "C"),
            Col("A1", 60, "C"),
            Col("A0", 60, "C"),
            Col("ADDRESS", 80, "C"),
            Col("", 99, "C"),
        ],
        [
            ["GND", "GND", "0x40", "SDA", "GND", "0x48", ""],
            ["GND", "VS", "0x41", "SDA", "VS", "0x49", ""],
            ["GND", "SDA", "0x42", "SDA", "SDA", "0x4A", "7-bit addresses"],
            ["GND", "SCL", "0x43", "SDA", "SCL", "0x4B", ""],
            ["VS", "GND", "0x44", "SCL", "GND", "0x4C", ""],
            ["VS", "VS", "0x45", "SCL", "VS", "0x4D", ""],
            ["VS", "SDA", "0x46", "SCL", "SDA", "0x4E", ""],
            ["VS", "SCL", "0x47", "SCL", "SCL", "0x4F", ""],
        ],
        7.3,
    )
    s.heading("E.  Register Map", 10, rule=True)
    s.table(
        [
            Col("POINTER", 60, "C"),
            Col("REGISTER", 130),
            Col("ACCESS", 60, "C"),
            Col("POR VALUE", 80, "C"),
            Col("NOTES", 169),
        ],
        [
            ["00h", "Configuration", "R/W", "4127h", "averaging, conversion times, mode"],
            ["01h", "Shunt voltage", "R", "0000h", "LSB 2.5 " + MU + "V"],
            ["02h", "Bus voltage", "R", "0000h", "LSB 1.25 mV"],
            ["03h", "Power", "R", "0000h", "LSB = 25 x current LSB"],
            ["04h", "Current", "R", "0000h", "needs calibration"],
            ["05h", "Calibration", "R/W", "0000h", ""],
            ["06h", "Mask / Enable", "R/W", "0000h", "ALERT source"],
            ["07h", "Alert limit", "R/W", "0000h", ""],
            ["FEh", "Manufacturer ID", "R", "5750h", "not an address"],
            ["FFh", "Die ID", "R", "4231h", ""],
        ],
        7.3,
    )
    s.heading("F.  Conversion Time Settings", 10, rule=True)
    s.table(
        [Col("CT bits", 100, "C")]
        + [Col(b, 49.875, "C") for b in ("000", "001", "010", "011")]
        + [Col(b, 49.875, "C") for b in ("100", "101", "110", "111")],
        [
            [
                "Conversion time",
                "140 " + MU + "s",
                "204 " + MU + "s",
                "332 " + MU + "s",
                "588 " + MU + "s",
                "1.1 ms",
                "2.116 ms",
                "4.156 ms",
                "8.244 ms",
            ]
        ],
        7.3,
    )
    s.heading("G.  Application Information", 10, rule=True)
    s.para(
        "Choosing the shunt: the full-scale current is 81.92 mV divided by the shunt "
        "resistance. With the 0.1 " + OHM + " shunt of the evaluation board the full "
        "scale is " + PM + "819.2 mA; with a 10 m" + OHM + " shunt it is " + PM + "8.192 A. "
        "Keep the shunt power in mind: 8 A through 10 m" + OHM + " is 0.64 W.",
        8.0,
    )
    s.para(
        "Low-side use: the VAM4231 also works with the shunt in the ground return, but "
        "then the bus voltage reading is the shunt voltage only and power cannot be "
        "computed. The device does not measure negative bus voltages. Pull-up resistors "
        "for SDA, SCL and ALERT may go to any voltage up to 5.5 V independent of VS, "
        "but the input-high threshold scales with VS (see VIH above).",
        8.0,
    )
    revision_table(
        s,
        [
            ["2023-10", "E", "High-speed SCL limit corrected to 2.94 MHz"],
            ["2022-04", "D", "DFN-10 package added"],
        ],
        (70, 60, 369),
    )
    return save(s, out / "vam4231.pdf")


# ------------------------------------------------- 2.9 inch e-paper module (Maltese / English)
def mdp29(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Kalkara Display Modules Ltd. - Malta",
        header_right="MDP-29 Skeda teknika / Technical sheet",
        footer_left="KDM-MDP29-MT/EN  ħarġa / issue 3",
        footer_right="Paġna {page} minn {nb}",
        table_fill=(210, 234, 232),
        accent=(0, 96, 104),
        grid=True,
    )
    s = Sheet(style, "MDP-29 2.9 inch e-paper display module")
    s.add_page()
    s.title_block(
        "MDP-29K / MDP-29R",
        'Modulu tal-wiri e-paper 2.9" / 2.9 inch e-paper display module (SPI)',
        "MDP-29K: iswed u abjad / black-white    MDP-29R: iswed, abjad u aħmar / black-white-red",
        19,
    )
    s.para(
        "Il-modulu fih regolatur ta' 3.3 V u shifter tal-livell, għalhekk jaħdem ma' kontrolluri "
        "ta' 3.3 V u 5 V. The module carries a 3.3 V regulator and a level shifter, so it works "
        "with 3.3 V and 5 V controllers. The image stays on the panel without power.",
        8.5,
    )
    s.heading("1  Karatteristiċi ġenerali / General specifications", 10.5)
    s.table(
        [Col("Parametru / Parameter", 219), Col("MDP-29K", 140, "C"), Col("MDP-29R", 140, "C")],
        [
            ["Kuluri / Colours", "iswed, abjad / black, white", "iswed, abjad, aħmar / + red"],
            ["Riżoluzzjoni / Resolution", "296 x 128 pixels", "296 x 128 pixels"],
            ["Żona attiva / Active area", "66.9 x 29.1 mm", "66.9 x 29.1 mm"],
            ["Aġġornament sħiħ / Full refresh time", "2 s", "15 s"],
            ["Aġġornament parzjali / Partial refresh time", "0.3 s", "mhux disponibbli / n.a."],
            ["Interface", "SPI b'4 wajers / 4-wire SPI", "SPI b'4 wajers / 4-wire SPI"],
            [
                "Temperatura tat-tħaddim /\nOperating temperature",
                "0 ... 50 " + DEG,
                "0 ... 40 " + DEG,
            ],
        ],
        7.8,
    )
    s.heading("2  Karatteristiċi elettriċi / Electrical characteristics", 10.5)
    s.para("Ta = 25 " + DEG + ", VCC = 3.3 V sakemm ma jingħadx mod ieħor / unless noted.", 7.5)
    s.table(
        [
            Col("Parametru / Parameter", 190),
            Col("Simbolu", 50, "C"),
            Col("Verżjoni", 55, "C"),
            Col("Min.", 45, "C"),
            Col("Tip.", 45, "C"),
            Col("Mass.", 45, "C"),
            Col("Unità", 69, "C"),
        ],
        [
            [
                "Vultaġġ tal-provvista tal-modulu /\nModule supply voltage",
                "VCC",
                "",
                "3.0",
                "3.3",
                "5.5",
                "V",
            ],
            [
                "Vultaġġ intern tal-pannell /\nPanel logic supply (internal)",
                "VCI",
                "",
                "2.2",
                "3.3",
                "3.7",
                "V",
            ],
            [
                "Kurrent waqt l-aġġornament /\nCurrent during refresh",
                "IREF",
                "K",
                "",
                "8",
                "12",
                "mA",
            ],
            ["", "", "R", "", "10", "15", "mA"],
            [
                "Kurrent fi rqad profond /\nDeep-sleep current (module)",
                "ISLP",
                "",
                "",
                "9",
                "15",
                MU + "A",
            ],
            [
                "Frekwenza tal-arloġġ SPI, kitba /\nSPI clock, write",
                "fSCL",
                "",
                "",
                "",
                "20",
                "MHz",
            ],
            [
                "Frekwenza tal-arloġġ SPI, qari /\nSPI clock, read",
                "fSCL",
                "",
                "",
                "",
                "2.5",
                "MHz",
            ],
            ["Livell għoli tal-BUSY / BUSY high level", "VOH", "", "2.9", "", "3.3", "V"],
        ],
        7.5,
    )
    s.heading("3  Ambjent / Environment", 10.5)
    s.table(
        [Col("Parametru / Parameter", 259), Col("Valur / Value", 160, "C"), Col("Nota", 80, "C")],
        [
            ["Temperatura tal-ħażna / Storage temperature", "-25 ... +70 " + DEG, "(1)"],
            ["Umdità tat-tħaddim / Operating humidity", "35 ... 65 %RH", ""],
            ["Umdità tal-ħażna / Storage humidity", LE + " 55 %RH", "(1)"],
        ],
        7.8,
    )
    s.para(
        "(1) Aħżen bl-istampa mħassra (abjad). Store with a white (cleared) image, out of "
        "sunlight.",
        7.3,
    )
    s.add_page()
    s.heading("4  Pinnijiet / Pin assignment", 10.5)
    s.table(
        [Col("Nru.", 40, "C"), Col("Isem / Name", 80, "C"), Col("Deskrizzjoni / Description", 379)],
        [
            ["1", "VCC", "3.0 ... 5.5 V"],
            ["2", "GND", "art / ground"],
            ["3", "DIN", "data SPI (MOSI)"],
            ["4", "CLK", "arloġġ SPI / SPI clock"],
            ["5", "CS", "chip select, attiv baxx / active low"],
            ["6", "DC", "data (1) / kmand (0) - data / command"],
            ["7", "RST", "reset, attiv baxx / active low"],
            ["8", "BUSY", "output, għoli waqt l-aġġornament / high while refreshing"],
        ],
        7.8,
    )
    s.heading("5  Kmandi ewlenin / Main commands", 10.5)
    s.table(
        [Col("Kmand", 60, "C"), Col("Isem / Name", 200), Col("Data", 239)],
        [
            ["0x01", "Driver output control", "3 bytes (MUX 296)"],
            ["0x10", "Deep sleep mode", "0x01 = sleep; exit only by RST"],
            ["0x12", "Software reset", "-"],
            ["0x20", "Master activation (start refresh)", "-"],
            ["0x24", "Write RAM, black / white", "4736 bytes"],
            ["0x26", "Write RAM, red (MDP-29R only)", "4736 bytes"],
        ],
        7.8,
    )
    s.heading("6  Noti dwar l-użu / Notes on use", 10.5)
    s.bullets(
        [
            "MDP-29R: ħalli mill-inqas 180 s bejn aġġornament sħiħ u ieħor. Leave at least 180 s "
            "between full refreshes of the MDP-29R.",
            "MDP-29K: after 5 partial refreshes do one full refresh, otherwise ghost images remain.",
            "Put the panel into deep sleep after every refresh; a panel left powered in the "
            "refresh state can be damaged.",
            "Refresh below 0 " + DEG + " is not supported; the image may stay but will not change.",
        ],
        8,
    )
    s.heading("7  Mistoqsijiet / FAQ", 10.5)
    s.lines(
        [
            "M: Nista' nużah ma' Arduino ta' 5 V? / Can I use it with a 5 V Arduino?",
            "T: Iva. VCC to 5 V, signals straight to the pins; the level shifter handles it.",
            "M: Kemm idum ma' batterija? / How long does it last on a battery?",
            "T: Jiddependi / It depends on how often you refresh; we do not give a figure.",
            "M: Jinqara fix-xemx? / Readable in sunlight? T: Yes, it is a reflective display.",
        ],
        8,
    )
    revision_table(
        s,
        [["2024-03-11", "3", "MDP-29R refresh current and operating range added"]],
        (80, 50, 369),
    )
    return save(s, out / "mdp-29.pdf")


# --------------------------------------------------------- 500 mA LDO (Singapore power IC)
def nvr2533(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Kallang Power Semiconductor Pte. Ltd.",
        header_right="NVR2533 Series",
        footer_left="NVR2533 Datasheet  DS-0418  Rev 1.3  Subject to change without notice",
        footer_right="NVR2533 - {page}",
        table_fill=(226, 238, 226),
        accent=(20, 84, 50),
        grid=False,
    )
    s = Sheet(style, "NVR2533 500 mA low-dropout regulator")
    s.add_page()
    s.title_block(
        "NVR2533 Series",
        "500 mA, Low-Dropout, Low-Noise CMOS Linear Regulator with Enable",
        "Fixed outputs 1.8 V, 2.5 V, 3.3 V and 5.0 V",
        19,
    )
    s.caption("PRODUCT SUMMARY")
    s.table(
        [Col("Item", 200), Col("Value", 299)],
        [
            ["Output voltage options", "1.8 V / 2.5 V / 3.3 V / 5.0 V"],
            ["Output current", "500 mA"],
            ["Dropout, 3.3 V option", "250 mV typ. at 500 mA"],
            ["Ground current", "55 " + MU + "A typ."],
            ["PSRR", "70 dB at 1 kHz"],
            ["Packages", "SOT-23-5, SOT-89-5, DFN-6 2 x 2"],
        ],
        7.8,
    )
    s.heading("GENERAL DESCRIPTION", 10.5)
    s.para(
        "The NVR2533 series are CMOS low-dropout regulators for battery-powered and "
        "USB-powered equipment. A PMOS pass element keeps the ground current nearly "
        "independent of load, and the regulators are stable with a 1 " + MU + "F ceramic "
        "output capacitor. Current limit and thermal shutdown protect the device; "
        "pulling EN low turns the output off and discharges it through 60 " + OHM + ".",
        8.3,
    )
    s.heading("ORDERING INFORMATION", 10.5)
    s.table(
        [
            Col("Part number", 130),
            Col("VOUT", 70, "C"),
            Col("Package", 100, "C"),
            Col("Marking", 80, "C"),
            Col("Packing", 119, "C"),
        ],
        [
            ["NVR2533-18S5", "1.8 V", "SOT-23-5", "R18A", "3000 / reel"],
            ["NVR2533-25S5", "2.5 V", "SOT-23-5", "R25A", "3000 / reel"],
            ["NVR2533-33S5", "3.3 V", "SOT-23-5", "R33A", "3000 / reel"],
            ["NVR2533-33P5", "3.3 V", "SOT-89-5", "R33P", "1000 / reel"],
            ["NVR2533-33D6", "3.3 V", "DFN-6 2 x 2", "33D", "3000 / reel"],
            ["NVR2533-50S5", "5.0 V", "SOT-23-5", "R50A", "3000 / reel"],
        ],
        7.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS (Note 1)", 10.5)
    s.leaders(
        [
            ("VIN to GND ", " -0.3 V to 7.0 V"),
            ("EN to GND ", " -0.3 V to VIN + 0.3 V"),
            ("VOUT to GND ", " -0.3 V to 6.0 V"),
            ("Junction temperature ", " 150 " + DEG),
            ("Storage temperature range ", " -55 " + DEG + " to 150 " + DEG),
            ("ESD, human body model ", " 2 kV"),
        ],
        8,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 10.5)
    s.table(
        [Col("Parameter", 230), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 129, "C")],
        [
            ["Input voltage, VIN", "2.5", "6.0", "V"],
            ["Output current, IOUT", "0", "500", "mA"],
            ["Junction temperature, TJ", "-40", "125", DEG],
        ],
        7.8,
    )
    s.heading("THERMAL INFORMATION", 10.5)
    s.table(
        [Col("Package", 200), Col(TH + "JA", 100, "C"), Col("PD at TA = 25 " + DEG, 199, "C")],
        [
            ["SOT-23-5", "220 " + DEG + "/W", "0.45 W"],
            ["SOT-89-5", "110 " + DEG + "/W", "0.9 W"],
            ["DFN-6 2 x 2", "85 " + DEG + "/W", "1.17 W"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS", 10.5)
    s.para(
        "VIN = VOUT(NOM) + 1 V, VEN = VIN, IOUT = 1 mA, CIN = COUT = 1 " + MU + "F, "
        "TJ = 25 " + DEG + ", unless otherwise noted. Rows marked * apply over the full "
        "junction temperature range -40 " + DEG + " to +125 " + DEG + ".",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 130),
            Col("Conditions", 165),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Input voltage range", "", "2.5", "", "6.0", "V"],
            ["Output voltage accuracy", "IOUT = 1 mA", "-1", "", "+1", "%"],
            ["", "* 1 mA " + LE + " IOUT " + LE + " 500 mA", "-2", "", "+2", "%"],
            [
                "Line regulation",
                "VOUT + 1 V " + LE + " VIN " + LE + " 6 V",
                "",
                "0.02",
                "0.1",
                "%/V",
            ],
            ["Load regulation", "1 mA to 500 mA", "", "0.2", "0.6", "%"],
            ["Dropout voltage", "IOUT = 500 mA, NVR2533-25", "", "350", "500", "mV"],
            ["(Note 2)", "IOUT = 500 mA, NVR2533-33", "", "250", "380", "mV"],
            ["", "IOUT = 500 mA, NVR2533-50", "", "200", "300", "mV"],
            ["", "IOUT = 100 mA, NVR2533-33", "", "50", "80", "mV"],
            ["Current limit", "VOUT = 0.9 x VOUT(NOM)", "550", "800", "", "mA"],
            ["Short-circuit current", "VOUT = 0 V", "", "150", "", "mA"],
            ["Ground current", "IOUT = 0 mA", "", "55", "90", MU + "A"],
            ["", "IOUT = 500 mA", "", "250", "", MU + "A"],
            ["Shutdown current", "VEN = 0 V", "", "0.1", "1", MU + "A"],
            ["EN high threshold", "", "1.2", "", "", "V"],
            ["EN low threshold", "", "", "", "0.4", "V"],
            ["PSRR", "f = 1 kHz, IOUT = 50 mA", "", "70", "", "dB"],
            ["Output noise", "10 Hz to 100 kHz", "", "45", "", MU + "Vrms"],
            ["Thermal shutdown", "temperature rising", "", "160", "", DEG],
            ["", "hysteresis", "", "20", "", DEG],
        ],
        7.4,
    )
    s.para(
        "Note 1: Exceeding the absolute maximum ratings may damage the device. "
        "Note 2: Dropout is VIN - VOUT when VOUT has fallen 2 % below its value at "
        "VIN = VOUT(NOM) + 1 V. For the 1.8 V option the 2.5 V minimum input sets "
        "the headroom, so no dropout is specified.",
        7.3,
    )
    s.heading("APPLICATION INFORMATION", 10.5)
    s.para(
        "Capacitors. Place 1 " + MU + "F ceramic capacitors close to VIN and VOUT. The "
        "regulator is stable with 1 " + MU + "F to 22 " + MU + "F of output capacitance "
        "(X5R or X7R).",
        8.0,
    )
    s.para(
        "Power dissipation. The device dissipates PD = (VIN - VOUT) x IOUT. Example: a "
        "3.3 V output from a 5 V USB supply at 500 mA dissipates 0.85 W, more than the "
        "0.45 W a SOT-23-5 can handle at 25 " + DEG + "; use the SOT-89-5 or DFN-6 "
        "package, or limit the load to about 250 mA in SOT-23-5.",
        8.0,
    )
    s.para(
        "Battery operation. From a single Li-ion cell (4.2 V to 3.0 V) the 3.3 V option "
        "regulates until the cell falls to VOUT + dropout; below that the output follows "
        "the input minus the dropout.",
        8.0,
    )
    revision_table(
        s,
        [
            ["2024-02-20", "1.3", "DFN-6 thermal data added"],
            ["2023-07-03", "1.2", "Dropout limits at 500 mA revised"],
        ],
        (80, 50, 369),
    )
    return save(s, out / "nvr2533.pdf")


# ------------------------------------------------- 1-Wire probe (Argentine agritech, English)
def tpr18w(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Pampa Agrosensores S.R.L.  -  Rosario, Santa Fe",
        header_right="Product Sheet PS-118  TPR-18W",
        footer_left="www.pampa-agro.example  Specifications may change without notice",
        footer_right="hoja {page}/{nb}",
        table_fill=(246, 228, 206),
        accent=(166, 78, 8),
        grid=True,
    )
    s = Sheet(style, "TPR-18W waterproof 1-Wire temperature probe")
    s.add_page()
    s.title_block(
        "TPR-18W",
        "Waterproof digital temperature probe, 1-Wire bus",
        "for nutrient tanks, silos, soil and greenhouse air  -  versions TPR-18W-P (PVC cable) "
        "and TPR-18W-S (silicone cable)",
        20,
    )
    s.heading("What it is", 10.5)
    s.para(
        "A 1-Wire digital thermometer IC sealed in a stainless-steel tube and potted, on a "
        "three-wire cable. Each probe has its own 64-bit ROM code, so dozens of probes can "
        "share one data line. The probe is rated IP68 (1 m of water for 72 h). The sensor "
        "IC itself measures from -55 " + DEG + " to +125 " + DEG + "; what limits the "
        "probe is the cable jacket, see the table.",
        8.5,
    )
    s.heading("At a glance", 10.5)
    s.lines(
        [
            "Tube:  stainless steel AISI 304, diameter 6 mm x 50 mm",
            "Wires:  red = VDD, black = GND, yellow = DATA",
            "Bus:  1-Wire, needs one pull-up resistor (4.7 k" + OHM + ") from DATA to VDD",
            "Cable length:  1 m (suffix -1) or 3 m (suffix -3)",
        ],
        8.5,
    )
    s.heading("Specifications", 10.5)
    s.table(
        [
            Col("Item", 200),
            Col("TPR-18W-P", 110, "C"),
            Col("TPR-18W-S", 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage (VDD)", "3.0 ~ 5.5", "3.0 ~ 5.5", "V"],
            ["Sensor IC measuring range", "-55 ~ +125", "-55 ~ +125", DEG],
            ["Probe rated range (cable limit)", "-20 ~ +80", "-55 ~ +125", DEG],
            ["Accuracy, -10 ~ +85 " + DEG, PM + "0.5", PM + "0.5", DEG],
            ["Accuracy, rest of the range", PM + "2", PM + "2", DEG],
            ["Resolution", "9 ~ 12", "9 ~ 12", "bit"],
            ["Conversion time, 12 bit", LE + " 750", LE + " 750", "ms"],
            ["Cable jacket", "PVC", "silicone", ""],
            ["Storage temperature", "-20 ~ +70", "-40 ~ +85", DEG],
        ],
        8,
    )
    s.heading("Electrical data (VDD = 5 V, 25 " + DEG + ")", 10.5)
    s.table(
        [
            Col("Item", 230),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Current during conversion", "", "1", "1.5", "mA"],
            ["Standby current (idle bus)", "", "0.75", "1", MU + "A"],
            ["DATA input low level", "-0.3", "", "0.8", "V"],
            ["DATA input high level", "2.2", "", "5.5", "V"],
            ["DATA sink current at 0.4 V", "4", "", "", "mA"],
        ],
        8,
    )
    s.add_page()
    s.heading("Resolution and conversion time", 10.5)
    s.table(
        [
            Col("Setting", 120, "C"),
            Col("Step", 120, "C"),
            Col("Max. conversion time", 130, "C"),
            Col("Config. byte", 129, "C"),
        ],
        [
            ["9 bit", "0.5 " + DEG, "93.75 ms", "1Fh"],
            ["10 bit", "0.25 " + DEG, "187.5 ms", "3Fh"],
            ["11 bit", "0.125 " + DEG, "375 ms", "5Fh"],
            ["12 bit (default)", "0.0625 " + DEG, "750 ms", "7Fh"],
        ],
        8,
    )
    s.heading("Wiring and pull-up", 10.5)
    s.table(
        [
            Col("Total bus cable", 170, "C"),
            Col("Pull-up to VDD", 160, "C"),
            Col("Probes", 169, "C"),
        ],
        [
            ["up to 10 m", "4.7 k" + OHM, "up to 10"],
            ["10 m to 30 m", "2.2 k" + OHM, "up to 6, star wiring not advised"],
        ],
        8,
    )
    s.para(
        "Parasite power (DATA and GND only, VDD tied to GND) works for short runs but is not "
        "recommended above +100 " + DEG + " and needs a strong pull-up during conversion. "
        "Use three-wire (normal) power for farm installations.",
        8.5,
    )
    s.heading("ROM and function commands", 10.5)
    s.table(
        [Col("Code", 70, "C"), Col("Command", 180), Col("Code", 70, "C"), Col("Command", 179)],
        [
            ["F0h", "Search ROM", "44h", "Convert T"],
            ["33h", "Read ROM", "BEh", "Read scratchpad"],
            ["55h", "Match ROM", "4Eh", "Write scratchpad"],
            ["CCh", "Skip ROM", "48h", "Copy scratchpad"],
        ],
        8,
    )
    s.heading("Questions from growers", 10.5)
    s.lines(
        [
            "Q: Can it stay in the nutrient tank all season?  A: Yes. Rinse it when you change the",
            "   solution; do not leave it in concentrated acid (pH below 2).",
            "Q: Compost pile at 70 "
            + DEG
            + "?  A: Both versions; only the -S goes above +80 "
            + DEG
            + ".",
            "Q: Will it work with a 3.3 V ESP32?  A: Yes, power it from 3.3 V and pull DATA up to 3.3 V.",
            "Q: How deep can it go?  A: 1 m is what we test (IP68 above). Deeper is not rated.",
            "Q: Is the probe food-safe for milk tanks?  A: We have no food-contact certificate.",
        ],
        8.3,
    )
    revision_table(
        s,
        [["2024-09-02", "C", "Silicone-cable version -S added"]],
        (80, 50, 369),
    )
    return save(s, out / "tpr-18w.pdf")
