"""Hold-out 86 datasheets, part 2: a USB-C PD trigger board, a microSD card breakout,
an addressable RGB LED strip and a dual-channel optocoupler isolation module.

A Rosario (Argentina) maker-shop product sheet in English (a headless "Quick facts"
list, one column per board version, a switch-setting table, a FAQ holding the 20 V
ceiling and the no-fallback rule), a Kathmandu maker-shop product page (one column per
version with the regulator only on one, card currents typ. / peak, SD command table as
decoy, cards and formats in prose), a US lighting distributor's cut sheet (job-name
boxes, Helvetica, one column per LED density, a per-protection-grade ordering table
with its own temperature range, data-input levels relative to VDD) and a Dutch /
English module sheet (bilingual names wrapped over two lines with one column per
optocoupler version, limiting values beside the operating ones, a FAQ).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
TIMES = "\u00d7"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------------------ USB-C PD trigger (Rosario)
def trgpd(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Taller Voltio  -  Rosario, Santa Fe, Argentina",
        header_right="TRG-PD20 / TRG-PD20H product sheet",
        footer_left="SKU TV-0412 (TRG-PD20) ARS 6.900  /  TV-0413 (TRG-PD20H) ARS 9.400",
        footer_right="page {page}/{nb}",
        table_fill=(232, 222, 242),
        accent=(90, 40, 130),
        rule_color=(90, 40, 130),
        grid=False,
    )
    s = Sheet(style, "TRG-PD20 USB-C PD trigger board")
    s.add_page()
    s.title_block(
        "TRG-PD20 / TRG-PD20H",
        "USB-C Power Delivery trigger board, selectable 5 / 9 / 12 / 15 / 20 V",
        "Turns a USB-C PD charger into a fixed bench supply for your project.",
        19,
    )
    s.heading("Quick facts", 10.5)
    s.table(
        [Col("", 150), Col("", 349)],
        [
            ["Input", "USB-C receptacle, USB PD 2.0 / 3.0 source (charger or power bank)"],
            ["Output", "2-pin screw terminal, 5 / 9 / 12 / 15 / 20 V set by DIP switch"],
            ["Not supported", "PPS, EPR (28 / 36 / 48 V), QC 2.0 / 3.0"],
            ["Status LED", "green = requested voltage granted, red blinking = refused"],
            ["Size", "28 " + TIMES + " 16 mm, two M2 holes"],
        ],
        8,
        show_head=False,
    )
    s.heading("Electrical data", 10.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("TRG-PD20", 110, "C"),
            Col("TRG-PD20H", 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Output voltage settings", "5 / 9 / 12 / 15 / 20", "5 / 9 / 12 / 15 / 20", "V"],
            ["Output voltage tolerance", PM + "5 (set by charger)", PM + "5 (set by charger)", "%"],
            ["Continuous output current", "3", "5 (note)", "A"],
            ["Output power, max.", "60", "100", "W"],
            ["Voltage drop, board, at max. current", "0.12", "0.20", "V"],
            ["Own consumption, output on", "2.5", "2.5", "mA"],
            ["VBUS, absolute maximum", "25", "25", "V"],
            ["Operating temperature", "-10 ... +60", "-10 ... +50", DEG],
        ],
        8,
    )
    s.para(
        "Note: the TRG-PD20H asks for 5 A only when the cable is a 5 A e-marked cable and the "
        "charger advertises 5 A; otherwise it behaves like the TRG-PD20 (3 A).",
        7.5,
    )
    s.heading("What the switches do", 10.5)
    s.table(
        [
            Col("SW1", 60, "C"),
            Col("SW2", 60, "C"),
            Col("SW3", 60, "C"),
            Col("Requested voltage", 160, "C"),
            Col("Typical use", 159),
        ],
        [
            ["OFF", "OFF", "OFF", "5 V", "Arduino, LED strips"],
            ["ON", "OFF", "OFF", "9 V", "pedals, small amps"],
            ["OFF", "ON", "OFF", "12 V", "fans, pumps, 12 V strips"],
            ["ON", "ON", "OFF", "15 V", "laptop-style loads"],
            ["OFF", "OFF", "ON", "20 V", "soldering irons, 20 V tools"],
        ],
        8,
    )
    s.para(
        "Set the switches before you plug in the charger; the board reads them only at power-up.",
        8,
    )

    s.add_page()
    s.heading("Good to know before you buy", 10.5)
    s.para(
        "The board does not convert anything: it asks the charger for the voltage you "
        "selected and then connects VBUS to the terminals through a MOSFET. If the charger "
        "does not offer that voltage, the output stays off - the board never falls back to "
        "5 V on its own - and the red LED blinks. Many 30 W and 45 W chargers skip 12 V "
        "(they offer 5 / 9 / 15 / 20 V only), so check the label of your charger.",
        8,
    )
    s.heading("FAQ", 10.5)
    s.para("Can I get 24 V out?  No. 20 V is the highest fixed PD voltage the board requests.", 8)
    s.para(
        "Does a plain 5 V USB-A power bank with an A-to-C cable work?  Only on the 5 V "
        "setting. Without PD there is nothing to negotiate.",
        8,
    )
    s.para(
        "Can I use it to charge my laptop?  No, it is a sink (load side) only.",
        8,
    )
    s.para(
        "Is the output protected against short circuit?  The charger's own protection shuts "
        "down; the board itself has no fuse or current limit.",
        8,
    )
    s.para(
        "What about ripple and noise?  The output is the charger's VBUS, so ripple is whatever "
        "your charger delivers; we do not specify it.",
        8,
    )
    s.heading("Pinout", 10.5)
    s.table(
        [Col("Terminal / pad", 120), Col("Function", 379)],
        [
            ["VOUT+", "Output, positive (screw terminal)"],
            ["GND", "Output, negative (screw terminal)"],
            ["PG", "Power-good pad, open drain, low = voltage granted"],
            ["CC1 / CC2", "Test pads (do not connect)"],
        ],
        8,
    )
    s.heading("Versions", 10.5)
    revision_table(
        s,
        [["2022-10-03", "1.0", "TRG-PD20"], ["2023-06-21", "1.1", "TRG-PD20H (5 A) added"]],
        (90, 60, 349),
    )
    return save(s, out / "trg-pd20.pdf")


# ------------------------------------------------------------ microSD breakout (Kathmandu)
def sdb(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Himalaya Maker Hub Pvt. Ltd.  -  New Road, Kathmandu",
        header_right="SDB-5V / SDB-3V microSD card breakout",
        footer_left="Product page export  -  SDB-5V NPR 350, SDB-3V NPR 280",
        footer_right="{page} of {nb}",
        table_fill=(245, 222, 218),
        accent=(170, 30, 30),
        rule_color=(170, 30, 30),
        grid=False,
    )
    s = Sheet(style, "SDB-5V / SDB-3V microSD card breakout")
    s.add_page()
    s.title_block(
        "SDB-5V / SDB-3V microSD breakout",
        "SPI microSD card adapter for Arduino, ESP32 and Raspberry Pi Pico",
        "SDB-5V: with 3.3 V regulator and level shifter.  SDB-3V: no regulator, 3.3 V only.",
        19,
    )
    s.heading("About this board", 10.5)
    s.para(
        "A push-push microSD socket on a small board with a 6-pin header. The SDB-5V carries "
        "a 3.3 V LDO regulator and a 74LVC125 buffer, so it plugs straight into a 5 V Arduino. "
        "The SDB-3V is the bare socket with pull-ups and a decoupling capacitor for 3.3 V "
        "boards. Both talk SPI only (no SDIO 4-bit mode).",
        8.5,
    )
    s.heading("Board data", 10.5)
    s.table(
        [Col("", 190), Col("SDB-5V", 110, "C"), Col("SDB-3V", 110, "C"), Col("Unit", 89, "C")],
        [
            ["Supply on VCC pin", "3.6 - 6.0", "3.0 - 3.6", "V"],
            ["VCC, never exceed", "6.5", "3.8", "V"],
            ["Regulator output (card supply)", "3.3 " + PM + " 2 %", "- (VCC direct)", "V"],
            ["Regulator current, max.", "300", "-", "mA"],
            ["Logic high input (CS, SCK, MOSI)", "2.0 - 5.5", "2.3 - 3.6", "V"],
            ["MISO output high", "3.1 (min.)", "VCC - 0.2", "V"],
            ["Board idle current, no card", "3.5", "0.1", "mA"],
            ["SPI clock, max.", "20", "25", "MHz"],
            ["Operating temperature", "-20 - +70", "-20 - +70", DEG],
        ],
        8,
    )
    s.heading("Card current (SDHC class 10, measured at the VCC pin)", 10.5)
    s.table(
        [Col("State", 190), Col("Typical", 110, "C"), Col("Peak", 110, "C"), Col("Unit", 89, "C")],
        [
            ["Card idle (CS high)", "0.3", "-", "mA"],
            ["Reading", "25", "60", "mA"],
            ["Writing", "45", "100", "mA"],
            ["Card insertion (inrush)", "-", "200", "mA"],
        ],
        8,
    )
    s.para(
        "Card currents depend on the brand. Budget at least 100 mA for the card on top of "
        "the board current.",
        8,
    )
    s.heading("Pins", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("What it does", 379)],
        [
            ["1", "GND", "Ground"],
            ["2", "VCC", "Supply (see table for each version)"],
            ["3", "MISO", "Data from card"],
            ["4", "MOSI", "Data to card"],
            ["5", "SCK", "SPI clock"],
            ["6", "CS", "Chip select, active low, 10 k pull-up"],
        ],
        8,
    )

    s.add_page()
    s.heading("Which cards work?", 10.5)
    s.para(
        "microSD (up to 2 GB) and microSDHC (4 GB to 32 GB) cards work with the usual Arduino "
        "SD and SdFat libraries when formatted FAT16 or FAT32. microSDXC cards (64 GB and up) "
        "come formatted exFAT; reformat them to FAT32 or use a library with exFAT support. "
        "Cards above 2 TB do not exist in microSD form, so there is no upper limit to worry "
        "about.",
        8.5,
    )
    s.heading("SD commands used in SPI mode (for reference)", 10.5)
    s.table(
        [Col("Command", 80, "C"), Col("Index byte", 80, "C"), Col("Meaning", 339)],
        [
            ["CMD0", "0x40", "GO_IDLE_STATE, enter SPI mode"],
            ["CMD8", "0x48", "SEND_IF_COND, 2.7 - 3.6 V check"],
            ["CMD17", "0x51", "READ_SINGLE_BLOCK (512 bytes)"],
            ["CMD24", "0x58", "WRITE_BLOCK"],
            ["ACMD41", "0x69", "SD_SEND_OP_COND, start initialisation"],
        ],
        8,
    )
    s.para(
        "During initialisation the SCK must be 100 - 400 kHz; the libraries do this for you.",
        8,
    )
    s.heading("Questions we get", 10.5)
    s.para(
        "Can I run the SDB-5V from the 3.3 V pin?  It usually starts but the regulator needs "
        "VCC of at least 3.6 V to hold 3.3 V, so cards may fail during writes. Use the SDB-3V "
        "on 3.3 V boards.",
        8.5,
    )
    s.para(
        "Can the SDB-5V share the SPI bus with other devices?  Yes. Its buffer releases MISO "
        "when CS is high. The SDB-3V connects MISO straight to the card; some cards do not "
        "release MISO, so give it its own bus or a series resistor if sharing fails.",
        8.5,
    )
    s.para(
        "Does the board detect when a card is inserted?  No, there is no card-detect pin.",
        8.5,
    )
    s.para(
        "Is the SDB-3V 5 V tolerant?  No. The card is connected directly to the header; 5 V "
        "logic will damage the card.",
        8.5,
    )
    s.heading("Change log", 10.5)
    revision_table(
        s,
        [["2022-01-10", "r1", "SDB-5V"], ["2023-03-28", "r2", "SDB-3V added, current table"]],
        (90, 60, 349),
    )
    return save(s, out / "sdb.pdf")


# ------------------------------------------------------------ addressable LED strip (Cleveland cut sheet)
def pxl5(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="BRIGHTLINE LIGHTING SUPPLY, INC.  |  Cleveland, OH",
        header_right="CUT SHEET  PXL5 SERIES",
        footer_left="Specifications subject to change without notice. PXL5-CS-0823",
        footer_right="{page} / {nb}",
        table_fill=(250, 228, 200),
        accent=(200, 90, 0),
        rule_color=(200, 90, 0),
        grid=False,
    )
    s = Sheet(style, "PXL5 addressable RGB LED strip cut sheet")
    s.add_page()
    s.title_block(
        "PXL5 Series",
        "5 V Addressable RGB Pixel Tape - single-wire data, integrated driver in every LED",
        "Densities 30, 60 and 144 LEDs/m. Bare (IP20), coated (IP65) or sleeved (IP67).",
        20,
    )
    s.table(
        [Col("Project:", 170), Col("Type:", 110), Col("Catalog #:", 120), Col("Date:", 99)],
        [["", "", "", ""]],
        8,
    )
    s.heading("SPECIFICATIONS", 10)
    s.table(
        [
            Col("", 185),
            Col("PXL5-30", 85, "C"),
            Col("PXL5-60", 85, "C"),
            Col("PXL5-144", 85, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["LEDs per meter", "30", "60", "144", "/m"],
            ["Input voltage", "5 (4.5 - 5.5)", "5 (4.5 - 5.5)", "5 (4.5 - 5.5)", "V DC"],
            ["Max. power, full white", "9", "18", "43", "W/m"],
            ["Max. current, full white", "1.8", "3.6", "8.6", "A/m"],
            ["Current per pixel, full white", "60", "60", "60", "mA"],
            ["Idle current per pixel, all off", "1", "1", "1", "mA"],
            ["Max. run fed from one end", "5", "3", "1", "m"],
            ["Cut increment", "33.3", "16.7", "6.9", "mm"],
            ["Tape width", "10", "10", "12", "mm"],
        ],
        8,
    )
    s.heading("DATA INPUT", 10)
    s.table(
        [
            Col("Parameter", 185),
            Col("Symbol", 60, "C"),
            Col("Min.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 134, "C"),
        ],
        [
            ["Data input high level", "VIH", "0.7 " + TIMES + " VDD", "VDD + 0.5", "V"],
            ["Data input low level", "VIL", "-0.5", "0.3 " + TIMES + " VDD", "V"],
            ["Data rate", "", "", "800", "kbps"],
            ["Reset (latch) time", "", "280", "", "µs"],
        ],
        8,
    )
    s.para(
        "VDD is the tape supply. At VDD = 5.0 V a data high must reach 3.5 V. Controllers "
        "with 3.3 V outputs (ESP32, Raspberry Pi, Pico) need a 74AHCT125 or similar buffer "
        "powered from the tape's 5 V. Fit a 330 ohm resistor in series with DIN and a "
        "1000 µF capacitor across the supply at the tape input.",
        8,
    )
    s.heading("PERFORMANCE", 10)
    s.table(
        [Col("", 185), Col("Value", 150, "C"), Col("Notes", 164)],
        [
            ["Color order", "G-R-B", "per pixel, 24 bit"],
            ["Gray levels per color", "256", "8 bit"],
            ["PWM frequency", "1.2 kHz", "no visible flicker"],
            ["Beam angle", "120°", ""],
            ["Rated life", "30,000 h", "L70 at 25 °C"],
        ],
        8,
    )

    s.add_page()
    s.heading("ORDERING INFORMATION", 10)
    s.table(
        [
            Col("Suffix", 70, "C"),
            Col("Protection", 130),
            Col("Operating temp.", 100, "C"),
            Col("Storage temp.", 100, "C"),
            Col("Use", 99),
        ],
        [
            ["-IP20", "bare, no coating", "-20 to +50 °C", "-25 to +60 °C", "indoor, dry"],
            ["-IP65", "silicone coated top", "-20 to +45 °C", "-25 to +60 °C", "damp locations"],
            [
                "-IP67",
                "silicone sleeve, sealed",
                "-20 to +40 °C",
                "-25 to +60 °C",
                "outdoor, splash",
            ],
        ],
        8,
    )
    s.para(
        "Example: PXL5-60-IP65-5M = 60 LEDs/m, coated, 5 m reel. Reels are 5 m (30 / 60) or "
        "2 m (144).",
        8,
    )
    s.heading("POWER SUPPLY SIZING", 10)
    s.para(
        "Size the supply for full white on the whole run plus 20 %. A 5 m reel of PXL5-60 "
        "needs 18 A at full white; use a 5 V 20 A supply. Feed power at both ends of runs "
        "longer than the table value, and every 1 m on PXL5-144. Animations rarely reach "
        "full white, but a power-on glitch can.",
        8,
    )
    s.heading("INSTALLATION NOTES", 10)
    s.bullets(
        [
            "Data flows one way: connect the controller to the DIN end (arrow on the tape).",
            "Grounds of controller and power supply must be joined.",
            "Do not connect 12 V: the LEDs are rated 5 V and will be destroyed.",
            "Minimum bend radius 20 mm; do not bend across the tape's width.",
            "Adhesive: 3M 300LSE. Clean the surface with isopropyl alcohol first.",
        ],
        8,
    )
    s.heading("WARRANTY", 10)
    s.para("3 years when installed per these notes and powered from a listed Class 2 supply.", 8)
    return save(s, out / "pxl5.pdf")


# ------------------------------------------------------------ optocoupler module (Dutch / English)
def okm2(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Kempen Elektronica B.V.  -  Eindhoven",
        header_right="OKM-2S / OKM-2HS  Productblad / Product sheet",
        footer_left="OKM-2-NL-EN uitgave / issue 4",
        footer_right="Blad {page} van {nb} / Page {page} of {nb}",
        table_fill=(214, 236, 236),
        accent=(0, 100, 110),
        rule_color=(0, 100, 110),
        grid=True,
    )
    s = Sheet(style, "OKM-2S / OKM-2HS dual optocoupler module")
    s.add_page()
    s.title_block(
        "OKM-2S / OKM-2HS",
        "Tweekanaals optocoupler-module / Dual-channel optocoupler isolation module",
        "OKM-2S: standaard optocoupler / standard phototransistor type.  OKM-2HS: snelle "
        "logische uitgang / high-speed logic-output type.",
        19,
    )
    s.heading("1  Omschrijving / Description", 10)
    s.para(
        "Twee gescheiden kanalen met LED-ingang en open-collector uitgang. Two isolated "
        "channels, each with an LED input (series resistor on board) and an open-collector "
        "output with a 4.7 kohm pull-up to VCC2. Input and output grounds are separate: "
        "connect GND1 to the controller and GND2 to the load side only. A logic high on IN "
        "turns the output transistor on (output low).",
        8,
    )
    s.heading("2  Elektrische gegevens / Electrical data", 10)
    s.para("Ta = 25 " + DEG + ", tenzij anders vermeld / unless otherwise stated.", 7.5)
    s.table(
        [
            Col("Parameter", 220),
            Col("OKM-2S", 105, "C"),
            Col("OKM-2HS", 105, "C"),
            Col("Eenheid / Unit", 69, "C"),
        ],
        [
            [
                "Ingangsspanning, hoog (uitgang aan) /\nInput voltage, high (output on)",
                GE + " 2.8",
                GE + " 3.0",
                "V",
            ],
            [
                "Ingangsspanning, laag (uitgang uit) /\nInput voltage, low (output off)",
                LE + " 0.8",
                LE + " 0.8",
                "V",
            ],
            ["Ingangsstroom bij IN = 5 V /\nInput current at IN = 5 V", "9", "7", "mA"],
            ["Ingangsstroom bij IN = 3.3 V /\nInput current at IN = 3.3 V", "4", "3", "mA"],
            [
                "Voedingsspanning uitgangszijde /\nOutput-side supply VCC2",
                "3.3 - 24",
                "4.5 - 5.5",
                "V",
            ],
            ["Uitgangsstroom, continu /\nOutput sink current, continuous", "50", "13", "mA"],
            ["Schakelfrequentie, max. /\nSwitching frequency, max.", "10", "1000", "kHz"],
            ["Vertraging /\nPropagation delay", "18", "0.1", MU + "s"],
            ["Bedrijfstemperatuur /\nOperating temperature", "-25 ... +85", "-25 ... +70", DEG],
        ],
        7.5,
    )
    s.heading("3  Grenswaarden / Limiting values", 10)
    s.para(
        "Overschrijding kan de module beschadigen / Exceeding these values may damage the "
        "module. Dit zijn geen bedrijfswaarden / These are not operating conditions.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 220),
            Col("OKM-2S", 105, "C"),
            Col("OKM-2HS", 105, "C"),
            Col("Eenheid / Unit", 69, "C"),
        ],
        [
            ["Ingangsspanning IN /\nInput voltage IN", "7", "7", "V"],
            ["Voedingsspanning VCC2 /\nSupply voltage VCC2", "30", "7", "V"],
            ["Isolatiespanning (1 min) /\nIsolation voltage (1 min)", "3750", "2500", "V rms"],
            ["Opslagtemperatuur /\nStorage temperature", "-40 ... +100", "-40 ... +100", DEG],
        ],
        7.5,
    )

    s.add_page()
    s.heading("4  Aansluitingen / Terminals", 10)
    s.table(
        [
            Col("Klem / Terminal", 110, "C"),
            Col("Zijde / Side", 110, "C"),
            Col("Functie / Function", 279),
        ],
        [
            ["IN1, IN2", "ingang / input", "LED anode via 470 ohm (OKM-2S) or 560 ohm (OKM-2HS)"],
            ["GND1", "ingang / input", "Controller ground"],
            ["VCC2", "uitgang / output", "Output-side supply"],
            ["OUT1, OUT2", "uitgang / output", "Open collector, 4.7 k pull-up to VCC2"],
            ["GND2", "uitgang / output", "Load-side ground"],
        ],
        7.5,
    )
    s.heading("5  Veelgestelde vragen / FAQ", 10)
    s.para(
        "V / Q: Kan ik 12 V of 24 V PLC-signalen inlezen? / Can I read 12 V or 24 V PLC "
        "signals?  A: Not as delivered: IN is limited to 7 V. Replace the input resistor by "
        "2.2 kohm (12 V) or 4.7 kohm (24 V) on the OKM-2S.",
        8,
    )
    s.para(
        "V / Q: Is de OKM-2S snel genoeg voor PWM? / Is the OKM-2S fast enough for PWM?  "
        "A: Up to 10 kHz. For 20 kHz motor PWM or serial data above 9600 bps use the OKM-2HS.",
        8,
    )
    s.para(
        "V / Q: Kan ik I2C isoleren? / Can I isolate I2C?  A: No. I2C needs bidirectional "
        "lines; these channels work in one direction only.",
        8,
    )
    s.para(
        "V / Q: Is de uitgang geschikt voor een relais? / Can the output drive a relay coil?  "
        "A: OKM-2S: a small coil up to 50 mA with a flyback diode. OKM-2HS: no, use a "
        "transistor.",
        8,
    )
    s.para(
        "V / Q: Hoe lang gaan de optocouplers mee? / How long do the optocouplers last?  "
        "A: LED output falls slowly with time and current; we do not give a lifetime figure.",
        8,
    )
    s.heading("6  Uitgaven / Issues", 10)
    revision_table(
        s,
        [
            ["2021-11-02", "3", "OKM-2HS toegevoegd / added"],
            ["2023-05-15", "4", "Grenswaarden / limiting values"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "okm-2.pdf")
