"""Hold-out 137 datasheets, part 1: a microSD card breakout board, an 8x8 LED matrix module
with a serial LED driver, a 2S Li-ion protection (BMS) board and a 0-10 V to PWM converter
module.

A Lubumbashi (DR Congo) maker-store sheet ("⬤" heads, "Tab. A" letter captions above the
tables, prices in Congolese francs, column groups per version, supply current stacked per
card state, SPI clock stacked per phase, wiring table, pinout and price list as decoys), a
Papeete (French Polynesia) maker-shop sheet ("«n»" heads, prices in F CFP, column groups
per LED colour, current stacked per intensity, a register table and pinout as decoys), a
Bulawayo (Zimbabwe) maker-store sheet ("n/ TITLE" heads, US$ prices incl. 15 % VAT,
column groups per current version, protection thresholds stacked per function, pads
table and FAQ) and an Erbil (Kurdistan Region, Iraq) industrial-module data sheet
("⟩ n." heads, "Tbl. n" captions above the tables, supply current stacked per supply
voltage, terminal, DIP-switch and input-to-duty tables as decoys).
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
MDASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
ARROW = "\u2192"
TIMES = "\u00d7"
DOT = "\u00b7"


# ------------------------------------------------ microSD card breakout (Lubumbashi)
def tfb36(out: Path) -> Path:
    mark = "\u2b24 "
    style = Style(
        font="DejaVu",
        header_left="CUIVRE ÉLECTRONIQUE " + DOT + " LUBUMBASHI",
        header_right="TFB-36 / TFB-36N  " + DOT + "  microSD breakout  " + DOT + "  fiche produit",
        footer_left="Cuivre Électronique SARL  "
        + DOT
        + "  Av. Mama Yemo 212, Lubumbashi, RD Congo  "
        + DOT
        + "  RCCM CD/LSH/14-B-2207",
        footer_right="feuille {page} / {nb}",
        rule_color=(168, 88, 42),
        table_fill=(249, 236, 224),
        accent=(140, 66, 24),
        grid=True,
    )
    s = Sheet(style, "TFB-36 / TFB-36N microSD card breakout board")
    s.add_page()
    s.title_block(
        "TFB-36 / TFB-36N",
        "MicroSD Card Breakout Board, SPI " + MDASH + " 3.3 V regulator and level shifter on "
        "the TFB-36",
        "Réf. TFB-36 (5 V boards, regulator + level shifter) : 9 500 FC    |    Réf. TFB-36N "
        "(3.3 V only, no regulator) : 6 800 FC    |    Prix TTC",
        20,
    )

    def what() -> None:
        s.heading(mark + "What it is", 10)
        s.para(
            "A push-push microSD socket on a small board with an 8-pin header, for data "
            "loggers, MP3 players and camera projects. The TFB-36 carries a 3.3 V low-dropout "
            "regulator and a 4-channel buffer that turns 5 V SPI signals into 3.3 V for the "
            "card, so it plugs straight into a 5 V Arduino. The TFB-36N is the bare version "
            "for 3.3 V boards: no regulator, no buffer, the card pins go straight to the "
            "header.",
            7.8,
        )

    def highlights() -> None:
        s.heading(mark + "Highlights", 10)
        s.bullets(
            [
                "microSD and microSDHC cards up to 32 GB, FAT16 / FAT32",
                "SPI mode, up to 25 MHz",
                "TFB-36: 5 V in, 150 mA 3.3 V regulator",
                "Card-detect switch on the CD pin",
                "Power LED, 31 x 24 mm, 2 x M2 holes",
            ],
            7.8,
            "\u2013",
        )

    s.side_by_side(what, highlights, 290, 14)
    s.heading(mark + "Specifications", 10, rule=True)
    s.caption("Tab. A  Versions at a glance", 8)
    s.table(
        [Col("Item", 150), Col("TFB-36", 110, "C"), Col("TFB-36N", 110, "C"), Col("Remarks", 129)],
        [
            [
                "Supply (VCC pin)",
                "4.5 " + ELL + " 5.5 V",
                "3.0 " + ELL + " 3.6 V",
                "TFB-36N: VCC is the card supply",
            ],
            ["3.3 V regulator", "yes, 150 mA", "none", "LDO, dropout 1.1 V"],
            ["Level shifter", "yes, 4 ch.", "none", "CS, SCK, MOSI in; MISO out"],
            [
                "Logic inputs",
                "2.0 " + ELL + " 5.5 V high",
                "3.3 V only",
                "TFB-36N not 5 V tolerant",
            ],
            ["MISO output", "3.3 V push-pull", "card output", "tri-state when CS high (TFB-36)"],
            ["SPI clock", "25 MHz max", "25 MHz max", "100 " + ELL + " 400 kHz during card init"],
            [
                "Operating temperature",
                "-25 " + ELL + " +85 " + DEG,
                "-25 " + ELL + " +85 " + DEG,
                "the card may allow less",
            ],
            ["Weight", "3 g", "2 g", ""],
        ],
        7.5,
        head_rows=[["", "Version", "<", ""]],
    )
    s.caption("Tab. B  Electrical characteristics, TFB-36 (VCC = 5.0 V, Ta = 25 " + DEG + ")", 8)
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 44, "C"),
            Col("Conditions", 139),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 78, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "4.5", "5.0", "5.5", "V"],
            [
                "Supply current",
                "I_{CC}",
                "no card inserted\ncard idle (CS high)\ncard read, SCK = 10 MHz\ncard write, SCK = 10 MHz",
                "",
                "3.5\n4.8\n32\n48",
                "5\n7\n60\n100",
                "mA",
            ],
            [
                "Regulator output\nvoltage",
                "V_{3V3}",
                "I_{3V3} = 0 " + ELL + " 150 mA",
                "3.20",
                "3.30",
                "3.40",
                "V",
            ],
            [
                "Regulator output\ncurrent",
                "I_{3V3}",
                "card + 3V3 pin together",
                "",
                "",
                "150",
                "mA",
            ],
            ["Input high voltage", "V_{IH}", "CS, SCK, MOSI", "2.0", "", "5.5", "V"],
            ["Input low voltage", "V_{IL}", "CS, SCK, MOSI", "-0.3", "", "0.8", "V"],
            ["Output high voltage", "V_{OH}", "MISO, I_{OH} = -4 mA", "2.9", "", "", "V"],
            ["Output low voltage", "V_{OL}", "MISO, I_{OL} = 4 mA", "", "", "0.4", "V"],
            [
                "SPI clock frequency",
                "f_{SCK}",
                "card initialisation\ndata transfer",
                "100\n",
                "\n",
                "400\n25 000",
                "kHz",
            ],
            ["Buffer delay", "t_{PD}", "any input to card pin", "", "4.5", "7", "ns"],
        ],
        7.5,
    )
    s.para(
        "Card currents depend on the card: fast cards draw up to 100 mA in short write bursts. "
        "Keep the 3V3 pin load below 50 mA so that the card always has 100 mA.",
        7.5,
    )

    s.add_page()
    s.heading(mark + "Absolute maximum ratings", 10, rule=True)
    s.caption("Tab. C  Do not exceed (stress ratings, not operating conditions)", 8)
    s.table(
        [
            Col("Rating", 200),
            Col("TFB-36", 110, "C"),
            Col("TFB-36N", 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["VCC to GND", "-0.3 " + ELL + " 6.0", "-0.3 " + ELL + " 3.6", "V"],
            ["CS, SCK, MOSI to GND", "-0.5 " + ELL + " 6.0", "-0.3 " + ELL + " 3.6", "V"],
            ["Current out of the 3V3 pin", "50", MDASH, "mA"],
            ["Storage temperature", "-40 " + ELL + " +100", "-40 " + ELL + " +100", DEG],
        ],
        7.5,
    )
    s.heading(mark + "Pinout", 10, rule=True)
    s.caption("Tab. D  8-pin header, 2.54 mm", 8)
    s.table(
        [Col("Pin", 36, "C"), Col("Name", 56, "C"), Col("TFB-36", 200), Col("TFB-36N", 207)],
        [
            ["1", "GND", "ground", "ground"],
            ["2", "VCC", "4.5 " + ELL + " 5.5 V in", "3.0 " + ELL + " 3.6 V in (card supply)"],
            ["3", "3V3", "3.3 V out, 50 mA max for you", "not connected"],
            ["4", "CS", "chip select, active low", "chip select, active low"],
            ["5", "MOSI", "data in (to card)", "data in (to card)"],
            ["6", "SCK", "clock in", "clock in"],
            ["7", "MISO", "data out, tri-state", "data out (card)"],
            ["8", "CD", "card detect: low = card in", "card detect: low = card in"],
        ],
        7.5,
    )
    s.para(
        "CD is a switch to GND with an on-board pull-up to 3.3 V. Leave it open if you do not "
        "need it.",
        7.5,
    )
    s.heading(mark + "Wiring to popular boards", 10, rule=True)
    s.caption("Tab. E  Suggested pins (hardware SPI)", 8)
    s.table(
        [
            Col("Board", 120),
            Col("CS", 70, "C"),
            Col("MOSI", 70, "C"),
            Col("MISO", 70, "C"),
            Col("SCK", 70, "C"),
            Col("Module", 99, "C"),
        ],
        [
            ["Arduino Uno / Nano", "D10", "D11", "D12", "D13", "TFB-36, VCC to 5 V"],
            ["Arduino Mega 2560", "D53", "D51", "D50", "D52", "TFB-36, VCC to 5 V"],
            ["ESP32 DevKit", "GPIO5", "GPIO23", "GPIO19", "GPIO18", "TFB-36N, VCC to 3V3"],
            ["Raspberry Pi Pico", "GP17", "GP19", "GP16", "GP18", "TFB-36N, VCC to 3V3(OUT)"],
        ],
        7.5,
    )
    s.heading(mark + "Good to know", 10, rule=True)
    s.bullets(
        [
            "TFB-36N: no level shifter. Never connect it to a 5 V board: 5 V on CS, SCK or MOSI "
            "destroys the card.",
            "TFB-36 on a 3.3 V board: it needs 4.5 V or more on VCC. Feed VCC from the board's "
            "5 V (USB) pin; the buffer accepts 3.3 V signals (VIH 2.0 V) and MISO comes back "
            "at 3.3 V.",
            "Sharing the SPI bus (TFB-36): the buffer releases MISO when CS is high, so other "
            "SPI devices with their own CS can share SCK, MOSI and MISO.",
            "Format cards larger than 32 GB (SDXC) to FAT32 first; exFAT is not supported by "
            "most Arduino libraries.",
        ],
        7.5,
        "\u25aa",
    )
    s.heading(mark + "Questions", 10, rule=True)
    s.para("Can I run it from a USB power bank?", 7.8, bold=True)
    s.para(
        "Yes, through your board's 5 V. Some power banks switch off below about 50 mA; a "
        "logger that sleeps may need a bank with an always-on mode.",
        7.8,
    )
    s.para("How fast can I log?", 7.8, bold=True)
    s.para(
        "With SdFat on an Arduino Uno (8 MHz SPI) about 300 kB/s in large blocks; an ESP32 at "
        "20 MHz reaches about 1 MB/s.",
        7.8,
    )
    s.caption("Tab. F  Price list (FC, TTC)", 8)
    s.table(
        [Col("Réf.", 90, "C"), Col("Article", 250), Col("Prix", 80, "C"), Col("Stock", 79, "C")],
        [
            ["TFB-36", "microSD breakout, 5 V, regulator + shifter", "9 500", "en stock"],
            ["TFB-36N", "microSD breakout, 3.3 V only", "6 800", "en stock"],
            ["SD-16G", "microSDHC card 16 GB, class 10", "14 000", "en stock"],
        ],
        7.5,
    )
    return save(s, out / "tfb-36.pdf")


# ------------------------------------------------ 8x8 LED matrix module (Papeete)
def lmq64(out: Path) -> Path:
    def head(n: int, text: str) -> None:
        s.heading("\u00ab" + str(n) + "\u00bb  " + text, 10.5, rule=True)

    style = Style(
        font="LiberationSerif",
        header_left="FARE ÉLECTRONIQUE " + MDASH + " PAPEETE, TAHITI",
        header_right="LMQ-64 8 x 8 LED matrix module " + MDASH + " data sheet",
        footer_left="Fare Électronique SARL "
        + DOT
        + " Rue du Général de Gaulle, Papeete, Polynésie "
        "française " + DOT + " N° TAHITI C41275",
        footer_right="{page} / {nb}",
        rule_color=(226, 92, 74),
        table_fill=(253, 232, 226),
        accent=(186, 60, 44),
        grid=True,
    )
    s = Sheet(style, "LMQ-64 8x8 LED matrix module with serial driver")
    s.add_page()
    s.title_block(
        "LMQ-64R / LMQ-64G / LMQ-64B",
        "8 x 8 Dot-Matrix LED Module with VR7290 Serial LED Driver (3-wire, SPI-like)",
        "LMQ-64R red  1 450 F CFP    "
        + DOT
        + "    LMQ-64G green  1 650 F CFP    "
        + DOT
        + "    LMQ-64B blue  1 850 F CFP    (TVA incluse)",
        18,
    )
    head(1, "Overview")
    s.para(
        "One 32 x 32 mm 8 x 8 LED matrix driven by the on-board VR7290 serial LED driver. The "
        "driver scans the 8 rows itself, so your microcontroller only sends 16-bit words over "
        "three wires (DIN, CLK, CS) and the picture stays on without refreshing. Modules chain "
        "through DOUT: scrolling text over 4, 8 or more modules needs the same three pins. "
        "Brightness is set in 16 steps by software; one 10 k" + OHM + " resistor (RSET) sets "
        "the peak LED current.",
        8.0,
    )
    head(2, "Electrical characteristics (all colours)")
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 46, "C"),
            Col("Conditions", 140),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 63, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "4.0", "5.0", "5.5", "V"],
            [
                "Logic input high\nvoltage",
                "V_{IH}",
                "DIN, CLK, CS\nV_{CC} = 4.0 " + ELL + " 5.5 V",
                "3.5",
                "",
                "",
                "V",
            ],
            ["Logic input low\nvoltage", "V_{IL}", "DIN, CLK, CS", "", "", "0.8", "V"],
            ["DOUT high voltage", "V_{OH}", "I_{SOURCE} = -1 mA", "V_{CC} - 1", "", "", "V"],
            ["DOUT low voltage", "V_{OL}", "I_{SINK} = 1.6 mA", "", "", "0.4", "V"],
            ["Serial clock\nfrequency", "f_{CLK}", "", "", "", "10", "MHz"],
            [
                "Shutdown supply\ncurrent",
                "I_{SHDN}",
                "shutdown register = 0\nall inputs at V_{CC} or GND",
                "",
                "150",
                "350",
                MU + "A",
            ],
            ["Peak segment\ncurrent", "I_{SEG}", "R_{SET} = 10 k" + OHM, "37", "40", "44", "mA"],
            ["Scan frequency", "f_{OSC}", "8 rows scanned", "500", "800", "1300", "Hz"],
            ["Operating temperature", "T_{A}", "", "0", "", "+70", DEG],
        ],
        7.5,
    )
    head(3, "Colour versions")
    s.table(
        [
            Col("Item", 150),
            Col("Condition", 130),
            Col("LMQ-64R", 62, "C"),
            Col("LMQ-64G", 62, "C"),
            Col("LMQ-64B", 62, "C"),
            Col("Unit", 63, "C"),
        ],
        [
            ["Dominant wavelength", "", "625", "570", "468", "nm"],
            ["LED forward voltage", "I_{F} = 20 mA", "2.0", "2.2", "3.1", "V"],
            [
                "Module supply current,\nall 64 LEDs on",
                "intensity 15/15\nintensity 8/15\nintensity 1/15",
                "320\n170\n25",
                "290\n155\n22",
                "260\n140\n20",
                "mA",
            ],
            [
                "Module supply current,\ntypical text",
                "intensity 8/15, about 1/3 of LEDs on",
                "60",
                "55",
                "50",
                "mA",
            ],
            ["Min. supply for full\nbrightness", "", "4.0", "4.0", "4.5", "V"],
        ],
        7.5,
        head_rows=[["", "", "Colour", "<", "<", ""]],
    )
    s.para(
        "The blue LEDs need about 3.1 V plus the driver's headroom: below 4.5 V an LMQ-64B "
        "gets dimmer, the red and green versions keep full brightness down to 4.0 V.",
        7.5,
    )
    head(4, "Serial interface")
    s.para(
        "The interface is SPI-like: DIN is read on the rising edge of CLK, MSB first, 16 bits "
        "per module (4 don't-care bits, 4 address bits, 8 data bits). The word is latched on "
        "the rising edge of CS. Use SPI mode 0. Because the driver only latches on CS, "
        "the LMQ-64 can share CLK and DIN (MOSI) with other SPI devices that have their own "
        "chip select. DOUT is a push-pull output for the next module, not a tri-state MISO: "
        "never connect DOUT to a shared MISO line.",
        8.0,
    )

    s.add_page()
    head(5, "Register map")
    s.table(
        [Col("Address", 70, "C"), Col("Register", 130), Col("Data / remarks", 299)],
        [
            ["0x00", "No-op", "pass a word on to the next module in a chain"],
            [
                "0x01 " + ELL + " 0x08",
                "Row 0 " + ELL + " row 7",
                "one bit per LED, bit 7 = left column",
            ],
            ["0x09", "Decode mode", "write 0x00 for a matrix (no font decoding)"],
            ["0x0A", "Intensity", "0x00 (1/15) " + ELL + " 0x0F (15/15)"],
            ["0x0B", "Scan limit", "write 0x07: all 8 rows"],
            ["0x0C", "Shutdown", "0x00 = shutdown, 0x01 = normal operation"],
            ["0x0F", "Display test", "0x01 = all LEDs on at full intensity"],
        ],
        7.5,
    )
    s.para(
        "After power-up the driver starts in shutdown with scan limit 0x00 and intensity 0x00. "
        "Write 0x0C = 0x01 and 0x0B = 0x07 first.",
        7.5,
    )
    head(6, "Pins")
    s.table(
        [Col("Header", 110), Col("Pin", 60, "C"), Col("Function", 329)],
        [
            ["IN (5 pins)", "VCC", "4.0 " + ELL + " 5.5 V"],
            ["", "GND", "ground"],
            ["", "DIN", "serial data in"],
            ["", "CS", "chip select / load, latches on the rising edge"],
            ["", "CLK", "serial clock"],
            ["OUT (5 pins)", "VCC, GND", "passed through to the next module"],
            ["", "DOUT", "serial data out (DIN delayed by 16.5 clocks)"],
            ["", "CS, CLK", "passed through"],
        ],
        7.5,
    )
    head(7, "Power and chaining")
    s.para(
        "Plan 320 mA per red module at full brightness with every LED on (display test). A "
        "USB port (500 mA) runs one module at full brightness. For a chain of 4 modules use "
        "a 5 V 2 A supply and feed it at the first module; above 4 modules feed 5 V again "
        "every 4 modules, because the thin header pins drop voltage.",
        8.0,
    )
    head(8, "Questions from customers")
    faq = [
        (
            "Does it work with a 3.3 V board (ESP32, Raspberry Pi Pico)?",
            "The VR7290 needs 3.5 V on DIN, CLK and CS for a logic high, more than a 3.3 V "
            "pin gives. It often seems to work on the bench, but it is outside the "
            "specification: use a level shifter such as our LVS-4 (450 F CFP) and power the "
            "module from 5 V.",
        ),
        (
            "Can I use it outdoors?",
            "The driver is rated 0 to +70 " + DEG + ". Below 0 " + DEG + " it is outside its "
            "rating, and the module has no protection against rain.",
        ),
        (
            "Can I drive it from an Arduino Uno?",
            "Yes: VCC to 5 V, DIN to D11, CLK to D13 and CS to D10 (or any three pins with a "
            "software library).",
        ),
    ]
    for question, answer in faq:
        s.para("\u2014 " + question, 8.0, bold=True)
        s.para(answer, 8.0)
    head(9, "Price list")
    s.table(
        [Col("Code", 90, "C"), Col("Article", 270), Col("Prix (F CFP)", 139, "C")],
        [
            ["LMQ-64R", "8 x 8 matrix module, red", "1 450"],
            ["LMQ-64G", "8 x 8 matrix module, green", "1 650"],
            ["LMQ-64B", "8 x 8 matrix module, blue", "1 850"],
            ["LMQ-64R-4", "4 red modules in one chain, 128 x 32 mm", "5 400"],
        ],
        7.5,
    )
    return save(s, out / "lmq-64.pdf")


# ------------------------------------------------ 2S Li-ion protection board (Bulawayo)
def mpp2s(out: Path) -> Path:
    def head(n: int, text: str) -> None:
        s.heading(f"{n}/ {text.upper()}", 10, rule=True)

    style = Style(
        font="Liberation",
        header_left="MATOPOS POWER PARTS",
        header_right="MPP-2S05 / MPP-2S10B  2S Li-ion protection board",
        footer_left="Matopos Power Parts (Pvt) Ltd  "
        + DOT
        + "  9th Avenue, Bulawayo, Zimbabwe  "
        + DOT
        + "  BP 200144791  "
        + DOT
        + "  prices in US$ incl. 15 % VAT",
        footer_right="{page} of {nb}",
        rule_color=(184, 134, 18),
        table_fill=None,
        accent=(120, 84, 0),
        grid=False,
    )
    s = Sheet(style, "MPP-2S05 / MPP-2S10B 2S Li-ion battery protection board")
    s.add_page()
    s.title_block(
        "MPP-2S05 / MPP-2S10B",
        "2S (7.4 V) Li-ion / Li-polymer Battery Protection Board",
        "MPP-2S05: 5 A, protection only  US$ 2.40    |    MPP-2S10B: 10 A, protection + "
        "balancing  US$ 4.10",
        20,
    )
    head(1, "What it does")
    s.para(
        "Protects a pack of two Li-ion or Li-polymer cells in series (3.7 V nominal cells, "
        "4.2 V charged, 7.4 V nominal pack) against over-charge, over-discharge, over-current "
        "and short circuit. It is not a charger: charge the pack through the board with an "
        "8.4 V constant-current / constant-voltage (CC/CV) charger. The MPP-2S10B also "
        "balances the two cells while charging.",
        8.0,
    )
    head(2, "Specifications")
    s.table(
        [
            Col("Item", 150),
            Col("MPP-2S05", 100, "C"),
            Col("MPP-2S10B", 100, "C"),
            Col("Notes", 149),
        ],
        [
            ["Cells", "2S Li-ion / Li-po", "2S Li-ion / Li-po", "3.6 / 3.7 V cells only"],
            [
                "Charging voltage",
                "8.4 " + ELL + " 8.5 V",
                "8.4 " + ELL + " 8.5 V",
                "from a CC/CV charger",
            ],
            ["Max. charging current", "3 A", "5 A", ""],
            ["Continuous discharge\ncurrent", "5 A", "10 A", "with air flow, 25 " + DEG],
            ["Peak discharge current", "8 A", "15 A", "for max. 3 s"],
            ["Over-current trip", "10 " + PM + " 2 A", "20 " + PM + " 4 A", "delay 10 ms"],
            ["Short-circuit trip", "yes", "yes", "delay 250 " + MU + "s"],
            ["MOSFET on-resistance", "18 m" + OHM, "8 m" + OHM, "charge + discharge path"],
            ["Balancing", "no", "yes, 42 mA", "starts at 4.18 V per cell"],
            [
                "Quiescent current",
                "8 " + MU + "A typ. / 15 " + MU + "A max.",
                "25 " + MU + "A typ. / 40 " + MU + "A max.",
                "normal state",
            ],
            [
                "Current after\nover-discharge",
                "2 " + MU + "A max.",
                "2 " + MU + "A max.",
                "protection IC asleep",
            ],
            [
                "Operating temperature",
                "-20 " + ELL + " +65 " + DEG,
                "-20 " + ELL + " +65 " + DEG,
                "board only",
            ],
            ["Size (L x W x H)", "38 x 14 x 3 mm", "46 x 20 x 3.5 mm", ""],
        ],
        7.8,
        head_rows=[["", "Version", "<", ""]],
    )
    head(3, "Protection thresholds (both versions)")
    s.table(
        [
            Col("Function", 130),
            Col("Condition", 130),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            [
                "Over-charge, per cell",
                "detect\nrelease\ndelay",
                "4.225\n4.10\n0.7",
                "4.250\n4.15\n1.0",
                "4.275\n4.20\n1.3",
                "V\nV\ns",
            ],
            [
                "Over-discharge,\nper cell",
                "detect\nrelease\ndelay",
                "2.75\n2.95\n",
                "2.80\n3.00\n144",
                "2.85\n3.05\n",
                "V\nV\nms",
            ],
            [
                "Balancing (MPP-2S10B)",
                "start voltage\nbleed current at 4.20 V",
                "4.15\n",
                "4.18\n42",
                "4.21\n",
                "V\nmA",
            ],
        ],
        7.8,
    )
    s.para(
        "The over-charge limit is a safety net, not a charge voltage: a pack charged to 8.5 V "
        "through the board is full. After an over-discharge trip the board turns the output "
        "back on only when a charger is connected.",
        7.8,
    )

    s.add_page()
    head(4, "Pads")
    s.table(
        [Col("Pad", 60, "C"), Col("Connect to", 230), Col("Wire", 209)],
        [
            ["B-", "negative of cell 1 (pack negative)", "same size as the load wires"],
            [
                "BM",
                "junction of cell 1 + and cell 2 -",
                "0.3 mm" + "\u00b2" + ", sense and balance",
            ],
            ["B+", "positive of cell 2 (pack positive)", "same size as the load wires"],
            ["P-", "load and charger negative", "1.5 mm" + "\u00b2" + " for 10 A"],
            ["P+", "load and charger positive (from B+)", "1.5 mm" + "\u00b2" + " for 10 A"],
        ],
        7.8,
    )
    s.para(
        "Solder B-, BM and B+ in that order; connect the load to P- and P+ last. Wrong order can "
        "latch the protection IC off.",
        7.8,
    )
    head(5, "Things people ask us")
    faq = [
        (
            "Can I charge the pack from a 12 V adapter or a 5 V USB power bank?",
            "Not directly. The board does not regulate charging. A 12 V adapter would drive the "
            "cells into the over-charge trip and heat them; 5 V is below the pack voltage and "
            "does nothing. Use a 2S balance charger or an 8.4 V CC/CV charger module.",
        ),
        (
            "Can I use it with LiFePO4 cells?",
            "No. The 4.25 V over-charge and 2.80 V over-discharge points are set for Li-ion "
            "chemistry; LiFePO4 cells stop at 3.65 V and would never be protected against "
            "over-charge.",
        ),
        (
            "Can I use it for 3 cells (3S, 11.1 V)?",
            "No, it watches two cells only. See our MPP-3S range.",
        ),
        (
            "Will it run two 12 V motors?",
            "The pack gives 6.0 " + NDASH + " 8.4 V, not 12 V. For current, add up what the "
            "motors draw together and stay below 5 A (MPP-2S05) or 10 A (MPP-2S10B) "
            "continuous; stall currents count as peaks and must stay below 8 A / 15 A for "
            "at most 3 s.",
        ),
        (
            "Does the MPP-2S05 balance?",
            "No. Without balancing, use cells of the same type, capacity and age, and check "
            "both cell voltages now and then.",
        ),
    ]
    for question, answer in faq:
        s.para("Q. " + question, 8.0, bold=True)
        s.para("A. " + answer, 8.0)
    head(6, "Order codes and prices")
    s.table(
        [Col("Code", 90), Col("Description", 240), Col("US$", 70, "C"), Col("Min. order", 99, "C")],
        [
            ["MPP-2S05", "2S protection board, 5 A", "2.40", "1"],
            ["MPP-2S10B", "2S protection board, 10 A, balancing", "4.10", "1"],
            ["MPP-2S10B-10", "MPP-2S10B, bag of 10", "36.00", "1 bag"],
            ["CHG-2S1A", "8.4 V 1 A CC/CV charger module", "3.20", "1"],
        ],
        7.8,
    )
    return save(s, out / "mpp-2s.pdf")


# ------------------------------------------------ 0-10 V to PWM converter module (Erbil)
def vtp100(out: Path) -> Path:
    mark = "\u27e9 "
    style = Style(
        font="DejaVuSerif",
        header_left="ZAGROS AUTOMATION",
        header_right="VTP-100 series  " + DOT + "  analog-to-PWM signal converter",
        footer_left="Zagros Automation Co.  " + DOT + "  Industrial Zone, 100 m Road, Erbil, "
        "Kurdistan Region " + NDASH + " Iraq  " + DOT + "  Doc. ZA-VTP100-EN / 02",
        footer_right="page {page} / {nb}",
        rule_color=(62, 98, 88),
        table_fill=(232, 240, 236),
        accent=(40, 78, 68),
        grid=True,
    )
    s = Sheet(style, "VTP-100 0-10 V to PWM signal converter module")
    s.add_page()
    s.title_block(
        "VTP-100-5 / VTP-100-24",
        "Analog Voltage to PWM Signal Converter, 0 " + NDASH + " 10 V / 0 " + NDASH + " 5 V in",
        "DIN-rail module, 17.5 mm    "
        + DOT
        + "    Technical data sheet    "
        + DOT
        + "    edition 02, 2024",
        20,
    )
    s.heading(mark + "1. Description", 10)
    s.para(
        "The VTP-100 turns a 0 " + NDASH + " 10 V or 0 " + NDASH + " 5 V control voltage from a "
        "PLC, a potentiometer or a building-management controller into a PWM signal whose duty "
        "cycle follows the input: 0 V gives 0 %, full scale gives 100 %. Typical uses are "
        "dimming LED drivers with a PWM input, speed control of EC fans and pumps, and "
        "feeding a 0 " + NDASH + " 10 V set point into a microcontroller as a PWM signal. The "
        "VTP-100-5 has a 5 V push-pull output; the VTP-100-24 has an NPN open-collector "
        "output for loads up to 30 V.",
        7.8,
    )
    s.heading(mark + "2. Technical data", 10, rule=True)
    s.caption("Tbl. 1  General data (both versions, Ta = 25 " + DEG + ")", 8)
    s.table(
        [
            Col("Parameter", 128),
            Col("Condition", 140),
            Col("Min", 46, "C"),
            Col("Typ", 46, "C"),
            Col("Max", 46, "C"),
            Col("Unit", 93, "C"),
        ],
        [
            ["Supply voltage", "permitted range\nnominal", "10\n", "\n12 / 24", "30\n", "V DC"],
            [
                "Supply current,\nno output load",
                "V_{S} = 12 V\nV_{S} = 24 V",
                "",
                "22\n14",
                "30\n20",
                "mA",
            ],
            ["Input range", "jumper J1 = 10V\njumper J1 = 5V", "0\n0", "", "10\n5", "V"],
            ["Input resistance", "J1 = 10V / J1 = 5V", "", "100 / 50", "", "k" + OHM],
            ["Input resolution", "", "", "12", "", "bit"],
            ["Duty-cycle range", "", "0", "", "100", "%"],
            [
                "Duty-cycle error",
                "10 " + ELL + " 90 % duty",
                "",
                PM + "0.5",
                PM + "1.0",
                "% of span",
            ],
            ["PWM frequency", "set by DIP switch S1", "0.1", "1", "10", "kHz"],
            [
                "Response time",
                "input step 0 " + ARROW + " 10 V, duty settled",
                "",
                "20",
                "50",
                "ms",
            ],
            ["Operating temperature", "", "-20", "", "+60", DEG],
            ["Storage temperature", "", "-40", "", "+85", DEG],
            ["Humidity", "non-condensing", "10", "", "90", "%RH"],
        ],
        7.5,
    )
    s.caption("Tbl. 2  Output stage per version", 8)
    s.table(
        [Col("Parameter", 158), Col("VTP-100-5", 150, "C"), Col("VTP-100-24", 191, "C")],
        [
            ["Output type", "push-pull, 5 V", "NPN open collector"],
            [
                "Output high level",
                "4.75 " + ELL + " 5.25 V (no load)",
                "external pull-up, max. 30 V",
            ],
            ["Output low level", "max. 0.4 V at 10 mA", "max. 0.6 V at 100 mA"],
            ["Output current", "max. 20 mA (source / sink)", "max. 100 mA (sink)"],
            ["Short-circuit protection", "yes, 35 mA limit", "no"],
            ["Rise / fall time", "1 " + MU + "s", "depends on the pull-up"],
        ],
        7.5,
        head_rows=[["", "Version", "<"]],
    )
    s.caption("Tbl. 3  Absolute maximum ratings", 8)
    s.table(
        [Col("Rating", 268), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 111, "C")],
        [
            ["Supply voltage V+ to GND", "-30", "35", "V"],
            ["Input voltage AIN to GND", "-5", "30", "V"],
            ["Voltage at OUT (VTP-100-24, output off)", "", "35", "V"],
        ],
        7.5,
    )
    s.para(
        "The supply input has reverse-polarity protection. Input and output are not galvanically "
        "separated: AIN, OUT and V+ share the GND terminal.",
        7.5,
    )

    s.add_page()
    s.heading(mark + "3. Terminals", 10, rule=True)
    s.caption("Tbl. 4  Screw terminals, 0.2 " + ELL + " 2.5 mm" + "\u00b2", 8)
    s.table(
        [Col("Terminal", 70, "C"), Col("Name", 70, "C"), Col("Function", 359)],
        [
            ["1", "V+", "supply 10 " + ELL + " 30 V DC"],
            ["2", "GND", "supply and signal ground"],
            ["3", "AIN", "control voltage input 0 " + ELL + " 10 V (or 0 " + ELL + " 5 V)"],
            ["4", "GND", "ground for the control voltage"],
            ["5", "OUT", "PWM output"],
            ["6", "GND", "ground for the PWM output"],
        ],
        7.5,
    )
    s.heading(mark + "4. Setting the PWM frequency", 10, rule=True)
    s.caption("Tbl. 5  DIP switch S1", 8)
    s.table(
        [
            Col("S1-1", 80, "C"),
            Col("S1-2", 80, "C"),
            Col("PWM frequency", 150, "C"),
            Col("Typical use", 189),
        ],
        [
            ["OFF", "OFF", "100 Hz", "heating valves, slow actuators"],
            ["ON", "OFF", "1 kHz (factory setting)", "LED drivers, EC fans"],
            ["OFF", "ON", "2 kHz", "LED drivers with a 2 kHz input"],
            ["ON", "ON", "10 kHz", "microcontroller inputs, filters"],
        ],
        7.5,
    )
    s.heading(mark + "5. Input to duty cycle", 10, rule=True)
    s.caption("Tbl. 6  Transfer table (J1 = 10V; with J1 = 5V halve the input)", 8)
    s.table(
        [
            Col("AIN", 100, "C"),
            Col("Duty cycle", 100, "C"),
            Col("VTP-100-5 mean output", 150, "C"),
            Col("Remark", 149),
        ],
        [
            ["0 V", "0 %", "0 V", "output stays low"],
            ["2.5 V", "25 %", "1.25 V", ""],
            ["5.0 V", "50 %", "2.5 V", ""],
            ["7.5 V", "75 %", "3.75 V", ""],
            ["10.0 V", "100 %", "5.0 V", "output stays high"],
            ["> 10.0 V", "100 %", "5.0 V", "clamped up to 30 V"],
        ],
        7.5,
    )
    s.heading(mark + "6. Application notes", 10, rule=True)
    s.bullets(
        [
            "5 V microcontrollers (Arduino Uno, Mega): connect OUT of the VTP-100-5 straight to "
            "an input pin and GND to GND.",
            "3.3 V microcontrollers (ESP32, Raspberry Pi, STM32): do not connect the VTP-100-5 "
            "output to a 3.3 V input; its high level is 5 V. Use the VTP-100-24 with a 10 k"
            + OHM
            + " pull-up to the 3.3 V rail.",
            "Loads: the output is a signal, not a power stage. Switch LED strips or motors "
            "through a MOSFET or a driver with a PWM input.",
            "The input is protected up to 30 V, so a 24 V signal applied by mistake only "
            "clamps the duty cycle at 100 %.",
        ],
        7.5,
        "\u2013",
    )
    s.caption("Tbl. 7  Ordering", 8)
    s.table(
        [
            Col("Order code", 120),
            Col("Output", 170, "C"),
            Col("Price (IQD)", 100, "C"),
            Col("Packing", 109, "C"),
        ],
        [
            ["VTP-100-5", "5 V push-pull", "18 500", "1 pc"],
            ["VTP-100-24", "NPN open collector, 30 V", "18 500", "1 pc"],
            ["VTP-100-5-10", "5 V push-pull", "170 000", "10 pcs"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-06-11", "01", "First edition"],
            ["2024-03-02", "02", "10 kHz setting added; response time 50 ms max."],
        ],
        (90, 60, 349),
    )
    return save(s, out / "vtp-100.pdf")
