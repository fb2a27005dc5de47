"""Hold-out 160 datasheets, part 2: a digital ambient light sensor IC with I2C, an
ultrasonic distance sensor module (5 V and 3.3 V versions), a single-cell Li-ion
protection board and a microSD card module with a 3.3 V regulator and level shifter.

A West Island (Cocos (Keeling) Islands) photonics data sheet ("❈ n" heads, "Table n ⧓"
captions, range, current and temperature in column groups per version, measurement time
and resolution stacked per mode, an address table with 8-bit bytes and an instruction set
as decoys), a Fakaofo (Tokelau) maker-shop product sheet ("✬" heads, "Block n ⁖" captions,
a headless quick-facts table, column groups per version with range and current stacked per
supply, signal levels in columns per supply, FAQ, NZ$ prices), an Adamstown (Pitcairn
Islands) battery-board sheet ("♆ n." heads, "Slip n ↬" captions, thresholds shared by both
versions, delays stacked with a unit per line, ratings in column groups per version, cell
rules only in prose) and an Edinburgh of the Seven Seas (Tristan da Cunha) maker-store sheet
in a core font ("+n+ TITLE" heads, "Table n ×" captions, supply range stacked per jumper
setting, current stacked per card state, MISO and card notes only in prose, GBP prices).
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
MIDDOT = "\u00b7"
FLOWER = "\u2748"  # ❈
CAPBOX = "\u29d3"  # ⧓
STAR = "\u272c"  # ✬
DOTS4 = "\u2056"  # ⁖
NEPTUNE = "\u2646"  # ♆
SWIRL = "\u21ac"  # ↬
TIMES = "\u00d7"


# ------------------------------------------------ ambient light sensor IC (West Island)
def ckl4410(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="DIRECTION ISLAND PHOTONICS",
        header_right="CKL4410 / CKL4410W  " + MIDDOT + "  Digital ambient light sensor",
        footer_left="Direction Island Photonics  " + MIDDOT + "  Jalan Kipas, West Island, "
        "Cocos (Keeling) Islands 6799  " + MIDDOT + "  DIP-DS-4410 v2.2",
        footer_right="sheet {page} / {nb}",
        rule_color=(24, 60, 120),
        table_fill=(226, 234, 248),
        accent=(20, 50, 110),
        grid=True,
    )
    s = Sheet(style, "CKL4410 / CKL4410W digital ambient light sensor")
    s.add_page()
    s.title_block(
        "CKL4410 / CKL4410W",
        "16-bit Digital Ambient Light Sensor with I" + SQ + "C Interface",
        "Spectral response close to the human eye  "
        + MIDDOT
        + "  WSOF6, 3.0 x 1.6 mm  "
        + MIDDOT
        + "  CKL4410W: wide-range version with IR-cut glass lid",
        21,
    )

    def desc() -> None:
        s.heading(FLOWER + " 1  Outline", 10)
        s.para(
            "The CKL4410 converts illuminance directly into a 16-bit digital count. A "
            "photodiode with a response close to the human eye feeds an integrating ADC; the "
            "result is read over I" + SQ + "C. No calculation of colour temperature is needed "
            "and 50 Hz / 60 Hz lamp flicker is rejected.",
            7.8,
        )
        s.para(
            "The CKL4410W puts the same die under an IR-cut glass lid and extends the upper "
            "range for direct sunlight, with a higher operating temperature for outdoor "
            "enclosures.",
            7.8,
        )

    def feats() -> None:
        s.heading(FLOWER + " 2  Features", 10)
        s.bullets(
            [
                "I" + SQ + "C bus interface (f/s mode), 2 selectable addresses",
                "Illuminance to digital output, 1 lx to 65535 lx (CKL4410)",
                "Up to 100000 lx (CKL4410W)",
                "Supply 2.4 V to 3.6 V, separate I/O reference DVI",
                "Low current by power-down function",
                "Small light-source dependency (incandescent, fluorescent, LED, sun)",
            ],
            7.8,
        )

    s.side_by_side(desc, feats, 250, 16)
    s.heading(FLOWER + " 3  Absolute maximum ratings", 10, rule=True)
    s.caption("Table 1 " + CAPBOX + " Absolute maximum ratings (Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Rating", 110, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Supply voltage", "V_{max}", "4.5", "V"],
            ["Voltage on SDA, SCL, ADDR, DVI", "V_{I,max}", "4.5", "V"],
            ["Storage temperature", "T_{stg}", "-40 to +100", DEG],
            ["SDA sink current", "I_{max}", "7", "mA"],
            ["Power dissipation", "P_{d}", "260", "mW"],
        ],
        7.3,
    )
    s.heading(FLOWER + " 4  Operating conditions", 10, rule=True)
    s.caption("Table 2 " + CAPBOX + " Operating conditions")
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 139, "C"),
        ],
        [
            ["VCC voltage", "V_{CC}", "2.4", "3.0", "3.6", "V"],
            ["I" + SQ + "C reference voltage", "V_{DVI}", "1.65", "", "VCC", "V"],
        ],
        7.3,
    )
    s.heading(FLOWER + " 5  Electrical and optical characteristics", 10, rule=True)
    s.caption(
        "Table 3 "
        + CAPBOX
        + " Characteristics (VCC = 3.0 V, DVI = 3.0 V, Ta = 25 "
        + DEG
        + ", unless otherwise noted)"
    )
    s.table(
        [
            Col("Parameter", 92),
            Col("Conditions", 110),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Unit", 75, "C"),
        ],
        [
            [
                "Supply current",
                "active, H-resolution mode\npower down, no input light",
                "",
                "120\n0.01",
                "190\n1.0",
                "",
                "140\n0.01",
                "210\n1.0",
                MU + "A",
            ],
            ["Measurement\nrange", "", "1", "", "65535", "0.11", "", "100000", "lx"],
            [
                "Resolution",
                "H-resolution mode\nH-resolution mode 2\nL-resolution mode",
                "",
                "1\n0.5\n4",
                "",
                "",
                "1\n0.5\n4",
                "",
                "lx",
            ],
            [
                "Measurement\ntime",
                "H-resolution modes\nL-resolution mode",
                "",
                "120\n16",
                "180\n24",
                "",
                "120\n16",
                "180\n24",
                "ms",
            ],
            [
                "Measurement\naccuracy",
                "sensor out / actual lux,\nH-res. mode, 1000 lx",
                "0.96",
                "1.2",
                "1.44",
                "0.96",
                "1.2",
                "1.44",
                "times",
            ],
            ["Dark count", "H-resolution mode, 0 lx", "", "0", "3", "", "0", "3", "count"],
            ["Peak wavelength", "", "", "560", "", "", "560", "", "nm"],
            ["Operating\ntemperature", "", "-40", "", "+85", "-40", "", "+105", DEG],
        ],
        7.2,
        head_rows=[["", "", "CKL4410", "<", "<", "CKL4410W", "<", "<", ""]],
    )
    s.caption("Table 4 " + CAPBOX + " I" + SQ + "C interface (both versions)")
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 169, "C"),
        ],
        [
            ["SCL clock frequency", "f_{SCL}", "", "400", "kHz"],
            ["Input high voltage", "V_{IH}", "0.7 x DVI", "", "V"],
            ["Input low voltage", "V_{IL}", "", "0.3 x DVI", "V"],
            ["SDA output low, IOL = 3 mA", "V_{OL}", "0", "0.4", "V"],
        ],
        7.3,
    )

    s.add_page()
    s.heading(FLOWER + " 6  Slave address", 10, rule=True)
    s.caption("Table 5 " + CAPBOX + " Address selected by the ADDR pin")
    s.table(
        [
            Col("ADDR pin", 110, "C"),
            Col("7-bit address", 100, "C"),
            Col("Write byte", 100, "C"),
            Col("Read byte", 100, "C"),
            Col("Binary", 89, "C"),
        ],
        [
            ["L (" + LE + " 0.3 VCC)", "0x23", "0x46", "0x47", "0100011"],
            ["H (" + GE + " 0.7 VCC)", "0x5C", "0xB8", "0xB9", "1011100"],
        ],
        7.3,
    )
    s.para(
        "The ADDR pin is sampled at power-on; it must not be left open. Many breakout "
        "boards tie ADDR low through a 10 k" + OHM + " resistor.",
        7.6,
    )
    s.heading(FLOWER + " 7  Instruction set", 10, rule=True)
    s.caption("Table 6 " + CAPBOX + " Instruction set architecture")
    s.table(
        [Col("Instruction", 150), Col("Opcode", 90, "C"), Col("Comments", 259)],
        [
            ["Power down", "0000_0000", "no active state"],
            ["Power on", "0000_0001", "waiting for measurement command"],
            ["Reset", "0000_0111", "clears the data register; not accepted in power-down"],
            ["Continuous H-res. mode", "0001_0000", "1 lx resolution, typ. 120 ms"],
            ["Continuous H-res. mode 2", "0001_0001", "0.5 lx resolution, typ. 120 ms"],
            ["Continuous L-res. mode", "0001_0011", "4 lx resolution, typ. 16 ms"],
            ["One-time H-res. mode", "0010_0000", "power down after the measurement"],
            ["One-time L-res. mode", "0010_0011", "power down after the measurement"],
            [
                "Change measurement time (high bits)",
                "01000_MT[7:5]",
                "MTreg 31 " + ELL + " 254, default 69",
            ],
            ["Change measurement time (low bits)", "011_MT[4:0]", ""],
        ],
        7.2,
    )
    s.heading(FLOWER + " 8  Using the sensor", 10, rule=True)
    s.bullets(
        [
            "Illuminance in lx = count / 1.2 with the default MTreg of 69 in H-resolution mode.",
            "H-resolution mode is recommended: it rejects noise and 50 / 60 Hz flicker best.",
            "DVI sets the logic levels of SDA, SCL and ADDR. Hold DVI low for at least 1 "
            + MU
            + "s after VCC is applied to reset the device, or tie DVI to VCC.",
            "The CKL4410 is not 5 V tolerant. On a 5 V Arduino power VCC and DVI from 3.3 V and "
            "use a level shifter on SDA and SCL.",
            "The CKL4410W lid blocks light above 700 nm. Behind a window, compensate the "
            "transmission loss in software (multiply by 1 / transmission).",
            "The CKL4410 (without lid) saturates at 65535 counts; in direct sunlight use the "
            "CKL4410W.",
        ],
        7.8,
    )
    s.heading(FLOWER + " 9  Pin assignment", 10, rule=True)
    s.caption("Table 7 " + CAPBOX + " Pins")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Function", 389)],
        [
            ["1", "VCC", "power supply"],
            ["2", "ADDR", "I" + SQ + "C address select (see Table 5)"],
            ["3", "GND", "ground"],
            ["4", "SDA", "I" + SQ + "C data (open drain)"],
            ["5", "DVI", "I" + SQ + "C reference voltage and asynchronous reset"],
            ["6", "SCL", "I" + SQ + "C clock"],
        ],
        7.3,
    )
    s.caption("Table 8 " + CAPBOX + " Ordering")
    s.table(
        [
            Col("Part", 140),
            Col("Version", 120, "C"),
            Col("Package", 110, "C"),
            Col("Reel", 129, "C"),
        ],
        [
            ["CKL4410FVI-TR", "CKL4410", "WSOF6I", "3000"],
            ["CKL4410WFVI-TR", "CKL4410W", "WSOF6I, glass lid", "3000"],
        ],
        7.3,
    )
    return save(s, out / "ckl4410.pdf")


# ------------------------------------------------ ultrasonic distance module (Fakaofo)
def fku40(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ATAFU REEF KITS  " + STAR + "  sensors",
        header_right="FKU-40 / FKU-40L ultrasonic ranging module",
        footer_left="Atafu Reef Kits  "
        + MIDDOT
        + "  Fale 12, Fakaofo, Tokelau  "
        + MIDDOT
        + "  prices in NZ$, shipping extra",
        footer_right="p{page} of {nb}",
        rule_color=(196, 120, 0),
        table_fill=(255, 242, 214),
        accent=(160, 90, 0),
        grid=False,
    )
    s = Sheet(style, "FKU-40 / FKU-40L ultrasonic ranging module")
    s.add_page()
    s.title_block(
        "FKU-40 / FKU-40L",
        "Ultrasonic Ranging Module, 40 kHz, Trig / Echo interface",
        "FKU-40: classic 5 V module   " + STAR + "   FKU-40L: low-voltage version for 3.3 V and "
        "5 V boards",
        20,
    )
    s.heading(STAR + " Quick facts", 10)
    s.caption("Block 1 " + DOTS4 + " At a glance")
    s.table(
        [Col("", 160), Col("", 339)],
        [
            ["Principle", "time of flight of a 40 kHz burst (8 pulses)"],
            ["Interface", "Trig in, Echo out (pulse width = time of flight)"],
            ["Best range", "5 cm to 2 m on a flat, hard target"],
            ["Size", "45 x 20 x 15 mm, 8.5 g, two M1.5 holes"],
            ["Pins", "VCC, Trig, Echo, GND on a 2.54 mm header"],
        ],
        7.6,
        show_head=False,
    )
    s.heading(STAR + " Specifications", 10.5, rule=True)
    s.caption("Block 2 " + DOTS4 + " Ratings by version (Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Item", 86),
            Col("Conditions", 92),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 93, "C"),
        ],
        [
            ["Supply voltage", "", "4.5", "5.0", "5.5", "3.0", "3.3", "5.5", "V"],
            [
                "Working current",
                "measuring, VCC = 3.3 V\nmeasuring, VCC = 5.0 V",
                "",
                DASH + "\n15",
                DASH + "\n20",
                "",
                "2.8\n4.5",
                "4.0\n6.0",
                "mA",
            ],
            [
                "Quiet current",
                "not triggered,\nVCC = 3.3 V\nVCC = 5.0 V",
                "",
                "\n" + DASH + "\n2.0",
                "\n" + DASH + "\n3.0",
                "",
                "\n0.9\n1.2",
                "\n1.5\n2.0",
                "mA",
            ],
            [
                "Ranging distance",
                "VCC = 3.3 V\nVCC = 5.0 V",
                DASH + "\n2",
                "",
                DASH + "\n400",
                "2\n2",
                "",
                "300\n450",
                "cm",
            ],
            [
                "Ranging\naccuracy",
                "up to 1 m\n1 m to max. range",
                "",
                "",
                PM + "3\n" + PM + "1",
                "",
                "",
                PM + "3\n" + PM + "1",
                "mm\n%",
            ],
            ["Resolution", "", "", "3", "", "", "3", "", "mm"],
            ["Beam angle", "-6 dB, full cone", "", "15", "", "", "15", "", "deg"],
            ["Trig pulse width", "", "10", "", "", "10", "", "", MU + "s"],
            ["Measuring cycle", "trigger to trigger", "60", "", "", "50", "", "", "ms"],
            ["Operating\ntemperature", "", "0", "", "+60", "-20", "", "+70", DEG],
        ],
        7.3,
        head_rows=[["", "", "FKU-40", "<", "<", "FKU-40L", "<", "<", ""]],
    )
    s.heading(STAR + " Signal levels", 10.5, rule=True)
    s.caption("Block 3 " + DOTS4 + " Trig and Echo levels by supply voltage")
    s.table(
        [
            Col("Signal", 120),
            Col("Version", 90, "C"),
            Col("VCC = 3.3 V", 95, "C"),
            Col("VCC = 5.0 V", 95, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Trig input high, min.", "FKU-40", DASH, "2.4", "V"],
            ["Trig input high, min.", "FKU-40L", "2.0", "2.0", "V"],
            ["Echo output high, min.", "FKU-40", DASH, "4.6", "V"],
            ["Echo output high, min.", "FKU-40L", "2.9", "4.6", "V"],
            ["Echo output low, max.", "both", "0.4", "0.4", "V"],
        ],
        7.3,
    )
    s.para(
        "The Echo pin is a push-pull output that swings to VCC. An FKU-40 (or an FKU-40L at "
        "5 V) therefore puts about 5 V on Echo.",
        7.6,
    )

    s.add_page()
    s.heading(STAR + " How it measures", 10.5, rule=True)
    s.para(
        "Pull Trig high for at least 10 " + MU + "s. The module sends a burst of eight 40 kHz "
        "pulses and raises Echo until the echo comes back. Distance in cm = Echo high time "
        "in "
        + MU
        + "s / 58 (at 20 "
        + DEG
        + "; sound travels about 0.6 % faster per 10 "
        + DEG
        + " warmer). When nothing returns, Echo falls after 38 ms on the FKU-40 and after "
        "30 ms on the FKU-40L.",
        7.8,
    )
    s.heading(STAR + " Pins", 10.5, rule=True)
    s.caption("Block 4 " + DOTS4 + " Header pins, left to right seen from the transducers")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Function", 399)],
        [
            ["1", "VCC", "supply, see Block 2"],
            ["2", "Trig", "trigger input, 10 k" + OHM + " pull-down"],
            ["3", "Echo", "echo output, push-pull to VCC"],
            ["4", "GND", "ground"],
        ],
        7.3,
    )
    s.heading(STAR + " FAQ", 10.5, rule=True)
    faq = [
        (
            "Can I use the FKU-40 with an ESP32 or a Raspberry Pi?",
            "Trig is fine with 3.3 V logic, but the 5 V Echo must go through a divider (for "
            "example 1 k" + OHM + " / 2 k" + OHM + ") because those inputs are not 5 V "
            "tolerant. Easier: take the FKU-40L and run it from 3.3 V.",
        ),
        (
            "Can I power the FKU-40L straight from a 1S LiPo?",
            "Yes, 3.0 V to 4.2 V is inside its supply range. The Echo level then follows the "
            "cell voltage.",
        ),
        (
            "Does it work outdoors or in a water tank?",
            "It is not waterproof. Rain or condensation on the transducers stops it working. "
            "We have no sealed version.",
        ),
        (
            "Why do I get 0 or random readings?",
            "Soft targets (cloth, foam) and surfaces at more than 30" + "\u00b0" + " absorb or "
            "deflect the sound. Keep the measuring cycle: a new trigger before the last echo "
            "has died away picks up the old one.",
        ),
        (
            "Can two modules run side by side?",
            "Yes, but trigger them one after the other, not at the same time, or each hears "
            "the other's burst.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.heading(STAR + " Prices", 10.5, rule=True)
    s.caption("Block 5 " + DOTS4 + " Price list (NZ$)")
    s.table(
        [Col("Code", 110), Col("Item", 220), Col("Qty", 60, "C"), Col("NZ$", 109, "C")],
        [
            ["ARK-FKU40", "FKU-40 module", "1", "5.40"],
            ["ARK-FKU40-5", "FKU-40 module", "5", "22.00"],
            ["ARK-FKU40L", "FKU-40L module", "1", "6.80"],
            ["ARK-BRK40", "mounting bracket, black ABS", "1", "1.90"],
        ],
        7.3,
    )
    s.para("List issued March 2024.", 7.0)
    return save(s, out / "fku-40.pdf")


# ------------------------------------------------ 1S Li-ion protection board (Adamstown)
def bbp1s(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="TARO GROUND BATTERY WORKS",
        header_right="BBP-1S3 / BBP-1S6  " + MIDDOT + "  1S protection boards",
        footer_left="Taro Ground Battery Works  "
        + MIDDOT
        + "  Adamstown, Pitcairn Islands  "
        + MIDDOT
        + "  TGB-BBP sheet, edition 3",
        footer_right="{page} of {nb}",
        rule_color=(46, 84, 110),
        table_fill=(226, 236, 242),
        accent=(30, 66, 92),
        grid=True,
    )
    s = Sheet(style, "BBP-1S3 / BBP-1S6 single-cell Li-ion protection boards")
    s.add_page()
    s.title_block(
        "BBP-1S3 / BBP-1S6",
        "Single-Cell Li-ion / Li-polymer Protection Board",
        "BBP-1S3: one dual MOSFET, 3 A   |   BBP-1S6: two dual MOSFETs in parallel, 6 A",
        19,
    )
    s.heading(NEPTUNE + " 1. What the board does", 10)
    s.para(
        "The board sits between one Li-ion or Li-polymer cell (nominal 3.6 V / 3.7 V, charged "
        "to 4.2 V) and the rest of the circuit. A protection IC watches the cell voltage and "
        "the current; a dual N-channel MOSFET in the negative lead disconnects the cell when a "
        "limit is passed. It is not a charger and it does not balance cells.",
        8.0,
    )
    s.heading(NEPTUNE + " 2. Protection thresholds", 10, rule=True)
    s.caption(
        "Slip 1 " + SWIRL + " Detection and release voltages (both versions, Ta = 25 " + DEG + ")"
    )
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 104, "C"),
        ],
        [
            ["Overcharge detection voltage", "V_{OCP}", "4.25", "4.30", "4.35", "V"],
            ["Overcharge release voltage", "V_{OCR}", "4.05", "4.10", "4.15", "V"],
            ["Overdischarge detection voltage", "V_{ODP}", "2.30", "2.40", "2.50", "V"],
            ["Overdischarge release voltage", "V_{ODR}", "2.90", "3.00", "3.10", "V"],
            [
                "Detection delay",
                "overcharge\noverdischarge\novercurrent\nshort circuit",
                "",
                "130\n72\n13\n250",
                "200\n110\n20\n500",
                "ms\nms\nms\n" + MU + "s",
            ],
        ],
        7.4,
    )
    s.heading(NEPTUNE + " 3. Ratings", 10, rule=True)
    s.caption("Slip 2 " + SWIRL + " Ratings by version (Ta = 25 " + DEG + ", cell at 3.7 V)")
    s.table(
        [
            Col("Parameter", 100),
            Col("Conditions", 96),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 75, "C"),
        ],
        [
            ["Continuous\ndischarge current", "", "", "", "3", "", "", "6", "A"],
            ["Continuous\ncharge current", "", "", "", "2", "", "", "4", "A"],
            ["Overcurrent trip", "discharge", "4.0", "5.0", "6.0", "8.0", "10.0", "12.0", "A"],
            [
                "Path resistance",
                "B" + NDASH + " to P" + NDASH + ", both\nMOSFETs on",
                "",
                "45",
                "60",
                "",
                "25",
                "32",
                "m" + OHM,
            ],
            [
                "Current drawn\nfrom the cell",
                "normal operation\npower-down (after\noverdischarge)",
                "",
                "3.0\n\n" + DASH,
                "6.0\n\n0.1",
                "",
                "3.5\n\n" + DASH,
                "7.0\n\n0.1",
                MU + "A",
            ],
            ["Operating\ntemperature", "", "-40", "", "+85", "-40", "", "+85", DEG],
        ],
        7.3,
        head_rows=[["", "", "BBP-1S3", "<", "<", "BBP-1S6", "<", "<", ""]],
    )
    s.heading(NEPTUNE + " 4. Absolute limits", 10, rule=True)
    s.caption("Slip 3 " + SWIRL + " Absolute maximum ratings")
    s.table(
        [Col("Item", 250), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 109, "C")],
        [
            ["Cell voltage, B+ to B" + NDASH, "-0.3", "6.0", "V"],
            ["Charger voltage, P+ to P" + NDASH, "-6.0", "8.0", "V"],
            ["Storage temperature", "-40", "+125", DEG],
        ],
        7.4,
    )

    s.add_page()
    s.heading(NEPTUNE + " 5. Wiring", 10, rule=True)
    s.caption("Slip 4 " + SWIRL + " Solder pads")
    s.table(
        [Col("Pad", 60, "C"), Col("Connect to", 439)],
        [
            ["B+", "cell plus (also the plus of the load and the charger)"],
            ["B" + NDASH, "cell minus"],
            ["P+", "load and charger plus (joined to B+ on the board)"],
            ["P" + NDASH, "load and charger minus (switched by the MOSFETs)"],
        ],
        7.4,
    )
    s.heading(NEPTUNE + " 6. Rules for use", 10, rule=True)
    s.bullets(
        [
            "For Li-ion and Li-polymer cells charged to 4.2 V only. LiFePO4 cells (3.2 V "
            "nominal, 3.65 V full) are not protected: the 4.30 V overcharge limit is far above "
            "their maximum.",
            "One cell, or several cells in parallel as one group. For 2S or 3S packs use a "
            "board made for that cell count; two BBP boards in series are not supported.",
            "The board is not a charger. Charge through a CC/CV charger set to 4.2 V; never "
            "connect a 5 V supply straight to P+ and P" + NDASH + ".",
            "After an overdischarge trip the board stays off until a charger is connected and "
            "the cell recovers to 3.0 V.",
            "There is no temperature sensing and no NTC input. Charge between 0 " + DEG + " and "
            "45 " + DEG + " as the cell maker requires.",
            "Peak currents: motors and heaters that start above the overcurrent trip make "
            "the board cut off; they need the BBP-1S6 or a smaller load.",
        ],
        7.8,
        mark="\u2013",
    )
    s.heading(NEPTUNE + " 7. Board data", 10, rule=True)
    s.caption("Slip 5 " + SWIRL + " Mechanical")
    s.table(
        [
            Col("Item", 200),
            Col("BBP-1S3", 120, "C"),
            Col("BBP-1S6", 120, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Size", "28 x 4.5", "40 x 7.0", "mm"],
            ["Thickness incl. parts", "1.8", "2.2", "mm"],
            ["Weight", "0.6", "1.3", "g"],
            ["MOSFETs", "1 x dual N-ch", "2 x dual N-ch", DASH],
        ],
        7.4,
    )
    s.heading(NEPTUNE + " 8. Order", 10, rule=True)
    s.caption("Slip 6 " + SWIRL + " Price list (NZD, postage from Adamstown extra)")
    s.table(
        [Col("Code", 120), Col("Version", 100, "C"), Col("Pack", 80, "C"), Col("NZD", 199, "C")],
        [
            ["TGB-1S3", "BBP-1S3", "5 pcs", "4.50"],
            ["TGB-1S3-20", "BBP-1S3", "20 pcs", "15.00"],
            ["TGB-1S6", "BBP-1S6", "5 pcs", "8.00"],
        ],
        7.4,
    )
    s.para(
        "Edition 3, April 2024: overcurrent trip of the BBP-1S6 raised from 9 A to 10 A typ. "
        "(new MOSFETs).",
        7.2,
    )
    return save(s, out / "bbp-1s.pdf")


# ------------------------------------------------ microSD card module (Tristan da Cunha)
def qsdt5(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="CALSHOT MAKER SUPPLY",
        header_right="QSD-T5 / QSD-T5W microSD module",
        footer_left="Calshot Maker Supply - Edinburgh of the Seven Seas, Tristan da Cunha "
        "TDCU 1ZZ - prices in GBP",
        footer_right="page {page}/{nb}",
        rule_color=(90, 40, 110),
        table_fill=(240, 230, 246),
        accent=(90, 40, 110),
        grid=True,
    )
    s = Sheet(style, "QSD-T5 / QSD-T5W microSD card module")
    s.add_page()
    s.title_block(
        "QSD-T5 / QSD-T5W",
        "microSD Card Module (SPI) with 3.3 V Regulator and Level Shifter",
        "QSD-T5: 5 V module, buffer level shifter   |   QSD-T5W: 3.3 V or 5 V, translating "
        "level shifter, card detect",
        20,
    )

    def overview() -> None:
        s.heading("+1+ OVERVIEW", 10)
        s.para(
            "Plug a microSD card into an Arduino, ESP32 or Raspberry Pi Pico over SPI. The "
            "card runs at 3.3 V; the module makes that rail with its own regulator and "
            "translates the SPI lines, so the host can use 5 V logic.",
            7.8,
        )
        s.para(
            "The QSD-T5 is the common blue 5 V board. The QSD-T5W also runs from a 3.3 V host "
            "(bypass jumper), releases MISO when CS is high and has a card-detect output.",
            7.8,
        )

    def keydata() -> None:
        s.heading("+2+ KEY DATA", 10)
        s.bullets(
            [
                "microSD and microSDHC cards, FAT16 / FAT32",
                "SPI mode, CS / SCK / MOSI / MISO",
                "On-board 3.3 V regulator",
                "5 V tolerant logic inputs (QSD-T5)",
                "Push-push card socket",
                "42 x 24 mm, 6 or 7 pin header",
            ],
            7.8,
        )

    s.side_by_side(overview, keydata, 262, 16)
    s.heading("+3+ SPECIFICATIONS", 10, rule=True)
    s.caption(
        "Table 1 " + TIMES + " Electrical data by version (Ta = 25 " + DEG + ", 16 GB class 10 "
        "card)"
    )
    s.table(
        [
            Col("Parameter", 92),
            Col("Conditions", 104),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Unit", 81, "C"),
        ],
        [
            [
                "Supply voltage\n(VCC pin)",
                "regulator in circuit\nBYP jumper closed",
                "4.5\n" + DASH,
                "5.0\n" + DASH,
                "5.5\n" + DASH,
                "3.45\n3.0",
                "5.0\n3.3",
                "5.5\n3.6",
                "V",
            ],
            ["Card supply\n(3V3 rail)", "", "3.23", "3.30", "3.37", "3.23", "3.30", "3.37", "V"],
            ["Regulator output\ncurrent", "card + 3V3 pin", "", "", "150", "", "", "300", "mA"],
            [
                "Supply current",
                "no card\ncard idle\ncard reading\ncard writing",
                "",
                "0.5\n1.5\n25\n45",
                "\n\n60\n100",
                "",
                "0.12\n1.1\n25\n45",
                "\n\n60\n100",
                "mA",
            ],
            [
                "Logic input high\n(CS, SCK, MOSI)",
                "",
                "2.0",
                "",
                "5.5",
                "0.7 x VCC",
                "",
                "VCC",
                "V",
            ],
            ["Logic input low", "", "", "", "0.8", "", "", "0.3 x VCC", "V"],
            ["MISO output high", "IOH = -100 " + MU + "A", "3.1", "", "", "VCC - 0.2", "", "", "V"],
            ["SPI clock", "", "", "", "25", "", "", "20", "MHz"],
            ["Operating\ntemperature", "card permitting", "0", "", "+70", "-25", "", "+85", DEG],
        ],
        7.2,
        head_rows=[["", "", "QSD-T5", "<", "<", "QSD-T5W", "<", "<", ""]],
    )
    s.para(
        "Supply current depends on the card; peaks of up to 100 mA occur for a few "
        "milliseconds when a card is inserted or starts a write.",
        7.4,
    )
    s.heading("+4+ ABSOLUTE MAXIMUM", 10, rule=True)
    s.caption("Table 2 " + TIMES + " Never exceed")
    s.table(
        [Col("Item", 200), Col("QSD-T5", 110, "C"), Col("QSD-T5W", 110, "C"), Col("Unit", 79, "C")],
        [
            ["VCC to GND", "7.0", "6.0", "V"],
            ["CS, SCK, MOSI to GND", "-0.5 to 6.0", "-0.5 to VCC + 0.5", "V"],
            ["Storage temperature", "-40 to +85", "-40 to +85", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading("+5+ PINS", 10, rule=True)
    s.caption("Table 3 " + TIMES + " Header")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Function", 399)],
        [
            ["1", "GND", "ground"],
            ["2", "VCC", "supply, see Table 1 (both versions)"],
            ["3", "MISO", "card data out (to the host)"],
            ["4", "MOSI", "card data in (from the host)"],
            ["5", "SCK", "SPI clock"],
            ["6", "CS", "chip select, active low, 10 kohm pull-up"],
            ["7", "CD", "QSD-T5W only: card detect, open drain, low while a card is inserted"],
        ],
        7.3,
    )
    s.heading("+6+ NOTES", 10, rule=True)
    s.bullets(
        [
            "MISO on the QSD-T5 is driven all the time (the buffer is always enabled), so the "
            "QSD-T5 cannot share its SPI bus with other SPI devices. The QSD-T5W releases MISO "
            "(high impedance) while CS is high and can share the bus.",
            "Cards: microSD up to 2 GB and microSDHC from 4 GB to 32 GB, formatted FAT16 or "
            "FAT32. We have tested cards up to 32 GB. microSDXC cards (64 GB and more) come "
            "formatted exFAT, which most Arduino libraries cannot read.",
            "Initialise the card with SCK at 400 kHz or less, then raise the clock.",
            "QSD-T5 on a 3.3 V host: it will not work from 3.3 V at VCC because the regulator "
            "needs 4.5 V. Feed VCC from the 5 V pin of the host board instead; the logic inputs "
            "accept 3.3 V (2.0 V min.).",
            "QSD-T5W on a 3.3 V host: close the BYP solder jumper, then VCC feeds the card "
            "directly and must stay within 3.0 V to 3.6 V. Never close BYP with 5 V at VCC.",
            "The 3V3 pin pad on the back can supply other parts, up to 50 mA (QSD-T5) or "
            "150 mA (QSD-T5W) on top of the card.",
        ],
        7.8,
    )
    s.heading("+7+ FAQ", 10, rule=True)
    faq = [
        (
            "My card is not recognised. Why?",
            "Most often the card is exFAT (64 GB and more) or the wires are longer than 20 cm. "
            "Format it FAT32 with the SD Association formatter and keep the wires short.",
        ),
        (
            "Can I log data from a battery-powered project?",
            "Yes, but budget for the write current (up to 100 mA). The QSD-T5 draws 0.5 mA "
            "even without a card; the QSD-T5W 0.12 mA.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.heading("+8+ ORDER", 10, rule=True)
    s.caption("Table 4 " + TIMES + " Price list (GBP)")
    s.table(
        [Col("Code", 120), Col("Item", 210), Col("Qty", 60, "C"), Col("GBP", 109, "C")],
        [
            ["CMS-QSD5", "QSD-T5 module", "1", "2.40"],
            ["CMS-QSD5-10", "QSD-T5 module", "10", "19.50"],
            ["CMS-QSD5W", "QSD-T5W module", "1", "4.10"],
            ["CMS-SD16", "16 GB microSDHC card, class 10", "1", "5.90"],
        ],
        7.3,
    )
    s.para("Sheet revised 8 January 2024.", 7.0)
    return save(s, out / "qsd-t5.pdf")
