"""Hold-out 79 datasheets, part 2: a LoRa transceiver module (SPI), a single-channel
solid-state relay, a stepper motor driver carrier board and a 1.3 inch OLED module.

An Indian RF-module company data sheet in English (ordering table as decoy, min / typ /
max table with the TX-power levels in unnamed rows, one column per band variant with
SF12 and SF7 sensitivity rows, pin voltage limit "VCC + 0.3 V (3.9 V max)" only in the
absolute maximum table), an Italian industrial catalogue page in English (one column per
type with AC and DC outputs side by side, ratings without heat sink in an unnamed row,
footnotes), a Slovak / English stepper-driver carrier sheet (bilingual names wrapped
over two lines, version columns, limiting VMOT 40 V vs 35 V operating, symbol-only logic
level rows, microstep table as decoy) and an open-hardware project README exported to
PDF (markdown-like headings, a specs table per interface version, driver-chip numbers as
decoys, limits in the FAQ).
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
NDASH = "\u2013"


# ------------------------------------------------------------ LoRa module (Pune)
def srl76(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Sahyadri RF Systems Pvt. Ltd.",
        header_right="SRL-76 Series LoRa Transceiver Module - Datasheet",
        footer_left="Document SRL76-DS  Rev 1.2  |  Hinjawadi, Pune 411057, India",
        footer_right="Page {page} of {nb}",
        rule_color=(120, 20, 40),
        table_fill=(244, 226, 230),
        accent=(120, 20, 40),
        grid=True,
    )
    s = Sheet(style, "SRL-76 series LoRa transceiver module datasheet")
    s.add_page()
    s.title_block(
        "SRL-76 Series",
        "Long-range LoRa / FSK transceiver module with SPI interface",
        "SRL-76-433  |  SRL-76-868  |  SRL-76-915      16 x 16 mm stamp-hole module",
        20,
    )
    s.heading("1 General description", 10.5)
    s.para(
        "The SRL-76 modules carry a sub-GHz LoRa transceiver, a 32 MHz TCXO and the RF "
        "matching network for one band. The host talks to the radio over a 4-wire SPI bus "
        "(mode 0); DIO0 ... DIO5 signal interrupts. The module is a transceiver only: it runs "
        "no LoRaWAN stack, the host must do that.",
        8.5,
    )
    s.heading("2 Key features", 10.5)
    s.bullets(
        [
            "LoRa spreading factors SF6 ... SF12, bandwidth 7.8 ... 500 kHz",
            "PA_BOOST output up to +20 dBm",
            "Receiver current 10.8 mA, sleep current 0.2 " + MU + "A typical",
            "Preamble detection, CRC, automatic RF sense",
        ],
        8.5,
    )
    s.heading("3 Ordering information", 10.5)
    s.table(
        [
            Col("Part number", 130),
            Col("Band", 110, "C"),
            Col("Antenna", 130, "C"),
            Col("Reel", 129, "C"),
        ],
        [
            ["SRL-76-433-T", "433 MHz", "pad (ANT)", "800 pcs"],
            ["SRL-76-868-T", "868 MHz", "pad (ANT)", "800 pcs"],
            ["SRL-76-915-T", "915 MHz", "pad (ANT)", "800 pcs"],
        ],
        7.8,
    )
    s.heading("4 Absolute maximum ratings", 10.5)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 100, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "VCC", "-0.5", "3.9", "V"],
            ["Voltage on any digital pin", "VIO", "-0.5", "VCC + 0.3 (3.9 max)", "V"],
            ["RF input level", "Pin", "", "+10", "dBm"],
            ["Storage temperature", "Tstg", "-55", "+115", DEG],
        ],
        7.8,
    )
    s.heading("5 Electrical specifications", 10.5)
    s.para("Ta = 25 " + DEG + ", VCC = 3.3 V unless otherwise stated.", 7.5)
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 45, "C"),
            Col("Conditions", 124),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 90, "C"),
        ],
        [
            ["Supply voltage", "VCC", "", "1.8", "3.3", "3.7", "V"],
            ["Supply current", "IRX", "receive, LoRa 125 kHz", "", "10.8", "12", "mA"],
            ["", "ITX", "transmit, +20 dBm", "", "120", "", "mA"],
            ["", "ITX", "transmit, +17 dBm", "", "87", "", "mA"],
            ["", "ITX", "transmit, +13 dBm", "", "29", "", "mA"],
            ["", "IIDLE", "standby", "", "1.6", "1.8", "mA"],
            ["", "ISLEEP", "sleep, registers kept", "", "0.2", "1", MU + "A"],
            ["Input high voltage", "VIH", "", "0.8 VCC", "", "", "V"],
            ["Input low voltage", "VIL", "", "", "", "0.2 VCC", "V"],
            ["SPI clock", "fSCK", "", "", "", "10", "MHz"],
            ["Operating temperature", "TOP", "", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("6 RF characteristics per variant", 10.5)
    s.para("Ta = 25 " + DEG + ", VCC = 3.3 V, 50 " + OHM + " load.", 7.5)
    s.table(
        [
            Col("Parameter", 170),
            Col("SRL-76-433", 95, "C"),
            Col("SRL-76-868", 95, "C"),
            Col("SRL-76-915", 95, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Frequency range", "410 ... 525", "863 ... 870", "902 ... 928", "MHz"],
            ["Max. output power (PA_BOOST)", "+20", "+20", "+20", "dBm"],
            ["RX sensitivity, SF12 / 125 kHz", "-148", "-146", "-145", "dBm"],
            ["SF7 / 125 kHz", "-125", "-124", "-123", "dBm"],
            ["FSK sensitivity, 4.8 kb/s", "-121", "-119", "-118", "dBm"],
        ],
        7.8,
    )
    s.para(
        "Notes: the output power at the antenna pad is the module's capability. The user is "
        "responsible for respecting the local limits (for example 25 mW ERP in most of the "
        "EU 868 MHz sub-bands). At +20 dBm the duty cycle must stay at or below 1 %. Range "
        "depends on antenna, height and environment and is not specified.",
        7.5,
    )
    s.heading("7 Pin description", 10.5)
    s.table(
        [Col("Pin", 45, "C"), Col("Name", 70, "C"), Col("Type", 60, "C"), Col("Description", 324)],
        [
            ["1", "GND", "-", "ground"],
            ["2", "MISO", "O", "SPI data out"],
            ["3", "MOSI", "I", "SPI data in"],
            ["4", "SCK", "I", "SPI clock"],
            ["5", "NSS", "I", "SPI chip select, active low"],
            ["6", "RESET", "I/O", "reset, active low, pull-up inside"],
            ["7 ... 12", "DIO0 ... DIO5", "I/O", "digital I/O, interrupts"],
            ["13", "3.3V", "P", "supply VCC"],
            ["14", "ANT", "RF", "antenna, 50 " + OHM],
        ],
        7.5,
    )
    s.heading("8 Register excerpt", 10.5)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 120), Col("Reset", 70, "C"), Col("Description", 239)],
        [
            ["0x01", "RegOpMode", "0x09", "mode: sleep, standby, TX, RX"],
            ["0x09", "RegPaConfig", "0x4F", "PA select and output power"],
            ["0x1D", "RegModemConfig1", "0x72", "bandwidth, coding rate"],
            ["0x42", "RegVersion", "0x12", "silicon version"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-04-02", "1.0", "initial release"],
            ["2023-12-11", "1.1", "SRL-76-433 added"],
            ["2024-06-30", "1.2", "absolute maximum digital pin voltage"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "srl-76.pdf")


# ------------------------------------------------------------ solid-state relay (Italy)
def bsr1(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="BRENTA Componenti Industriali",
        header_right="Solid State Relays - BSR-1 series",
        footer_left="Brenta Componenti Industriali S.r.l. - Cittadella (PD) - Catalogue 2024/25",
        footer_right="SSR - {page}",
        rule_color=(20, 40, 110),
        table_fill=(225, 230, 245),
        accent=(20, 40, 110),
        grid=True,
    )
    s = Sheet(style, "BSR-1 series single-phase solid state relays")
    s.add_page()
    s.title_block(
        "BSR-1 series",
        "Single-phase solid state relays, panel mount, DC control",
        "Types BSR-1A10 and BSR-1A25 (AC output, zero-cross)  -  type BSR-1D20 (DC output, MOSFET)",
        20,
    )
    s.side_by_side(
        lambda: s.para(
            "Panel-mount solid state relays in the industry-standard 45 x 58 mm housing with "
            "a clear protective cover. The AC types switch at the zero crossing of the mains "
            "voltage, which keeps interference low; they are meant for resistive loads such "
            "as heaters and ovens. The DC type uses a MOSFET output for DC motors, valves and "
            "LED lighting. The control input is optically isolated and has a red LED.",
            8,
        ),
        lambda: s.bullets(
            [
                "Control 4 ... 32 VDC",
                "Isolation 4000 VAC",
                "Zero-cross switching (AC types)",
                "Varistor-protected output (AC types)",
                "IP20 finger-safe cover",
            ],
            8,
        ),
        split=300,
    )
    s.heading("Control input (all types)", 10)
    s.table(
        [Col("Characteristic", 250), Col("Value", 150, "C"), Col("Notes", 99, "C")],
        [
            ["Control voltage range", "4 ... 32 VDC", ""],
            ["Must-operate voltage", LE + " 3.8 VDC", ""],
            ["Must-release voltage", GE + " 1.2 VDC", "(1)"],
            ["Input current", "8 mA @ 5 VDC", "typical"],
            ["", "15 mA @ 32 VDC", "maximum"],
            ["Reverse polarity protection", "yes", ""],
        ],
        7.8,
    )
    s.heading("Output", 10)
    s.table(
        [
            Col("Characteristic", 190),
            Col("BSR-1A10", 90, "C"),
            Col("BSR-1A25", 90, "C"),
            Col("BSR-1D20", 90, "C"),
            Col("Notes", 39, "C"),
        ],
        [
            ["Load voltage range", "24 ... 240 VAC", "24 ... 440 VAC", "5 ... 60 VDC", ""],
            ["Peak blocking voltage", "600 Vp", "1200 Vp", "100 V", ""],
            ["Rated load current, with heat sink", "10 A", "25 A", "20 A", "(2)"],
            ["without heat sink", "3 A", "4 A", "4 A", "(3)"],
            ["Surge current (10 ms)", "120 A", "250 A", "-", ""],
            ["On-state voltage drop", LE + " 1.6 V", LE + " 1.6 V", "-", ""],
            ["On-state resistance", "-", "-", "18 m" + OHM, ""],
            ["Off-state leakage current", LE + " 3 mA", LE + " 3 mA", LE + " 0.1 mA", ""],
            ["Minimum load current", "50 mA", "50 mA", "-", ""],
            ["Turn-on time", LE + " 10 ms", LE + " 10 ms", LE + " 0.5 ms", ""],
        ],
        7.5,
    )
    s.heading("General data", 10)
    s.table(
        [Col("Characteristic", 250), Col("Value", 249, "C")],
        [
            ["Operating temperature", "-20 ... +70 " + DEG],
            ["Storage temperature", "-40 ... +100 " + DEG],
            ["Isolation input / output", "4000 VAC rms"],
            ["Weight", "about 90 g"],
        ],
        7.8,
    )
    s.add_page()
    s.heading("Notes", 10)
    s.lines(
        [
            "(1) The output switches off when the control voltage falls below 1.2 VDC.",
            "(2) With a heat sink of 1.0 K/W or better and thermal paste, ambient up to 40 "
            + DEG
            + ".",
            "(3) Mounted on a DIN-rail adapter without heat sink, ambient up to 40 " + DEG + ".",
            "AC types will not switch off a DC load. The DC type must not be used on AC.",
            "Zero-cross types cannot be used for phase-angle dimming.",
        ],
        8,
    )
    s.heading("Derating with heat sink (% of rated current)", 10)
    s.table(
        [
            Col("Ambient", 130, "C"),
            Col("25 " + DEG, 92, "C"),
            Col("40 " + DEG, 92, "C"),
            Col("55 " + DEG, 92, "C"),
            Col("70 " + DEG, 93, "C"),
        ],
        [
            ["BSR-1A10 / 1A25", "100 %", "100 %", "75 %", "45 %"],
            ["BSR-1D20", "100 %", "95 %", "70 %", "40 %"],
        ],
        7.8,
    )
    s.heading("Type code", 10)
    s.table(
        [Col("Position", 100, "C"), Col("Meaning", 399)],
        [
            ["BSR", "Brenta solid state relay"],
            ["1", "single phase"],
            ["A / D", "AC output / DC output"],
            ["10 / 20 / 25", "rated load current in A"],
        ],
        7.8,
    )
    s.heading("Accessories", 10)
    s.table(
        [Col("Order code", 120), Col("Description", 280), Col("Thermal resistance", 99, "C")],
        [
            ["BHS-100", "heat sink, 100 mm, DIN rail", "1.0 K/W"],
            ["BHS-150", "heat sink, 150 mm, DIN rail", "0.6 K/W"],
            ["BTP-01", "thermal pad, pre-cut", "-"],
            ["BCV-45", "spare protective cover", "-"],
        ],
        7.8,
    )
    return save(s, out / "bsr-1.pdf")


# ------------------------------------------------------------ stepper driver carrier (Slovak / English)
def tkd45(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Tatranská elektronika s.r.o.  Poprad",
        header_right="TKD-45 / TKD-45HC  Katalógový list / Data sheet",
        footer_left="TKD-45-DS-SK/EN  verzia / version 2.0",
        footer_right="Strana {page} z {nb}",
        rule_color=(170, 20, 20),
        table_fill=None,
        accent=(150, 20, 20),
        grid=False,
    )
    s = Sheet(style, "TKD-45 stepper motor driver carrier")
    s.add_page()
    s.title_block(
        "TKD-45 / TKD-45HC",
        "Budič krokového motora / Bipolar stepper motor driver carrier",
        "Rozmery / size 15.2 x 20.3 mm, rozstup / pitch 2.54 mm, zhodné rozloženie pinov / "
        "common pin-out",
        19,
    )
    s.heading("1  Popis / Description", 10.5)
    s.para(
        "Modul budí jeden bipolárny krokový motor. The carrier drives one bipolar stepper "
        "motor with adjustable current limiting (trimmer), STEP / DIR control and "
        "microstepping. The TKD-45HC uses a four-layer board and lower-resistance MOSFETs for "
        "more current; both versions share the same pin-out. Current limit: "
        "I = VREF " + TIMES + " 2 (TKD-45) or I = VREF " + TIMES + " 2.5 (TKD-45HC).",
        8.5,
    )
    s.heading("2  Hlavné parametre / Main parameters", 10.5)
    s.table(
        [Col("Parameter", 240), Col("TKD-45", 130, "C"), Col("TKD-45HC", 129, "C")],
        [
            ["Napájacie napätie motora /\nMotor supply voltage (VMOT)", "8 ... 35 V", "8 ... 35 V"],
            [
                "Napájacie napätie logiky /\nLogic supply voltage (VDD)",
                "3.0 ... 5.5 V",
                "3.0 ... 5.5 V",
            ],
            ["Prúd na fázu, bez chladiča /\nCurrent per phase, no heat sink", "1.0 A", "1.5 A"],
            [
                "Prúd na fázu, chladič a prúdenie vzduchu /\nCurrent per phase, heat sink and "
                "air flow",
                "2.0 A",
                "2.5 A",
            ],
            [
                "Odpor spínača (horný + dolný) /\nSwitch on-resistance (high + low side)",
                "0.32 " + OHM,
                "0.20 " + OHM,
            ],
            ["Mikrokrokovanie /\nMicrostepping", "1, 1/2, 1/4, 1/8, 1/16", "1 ... 1/32"],
            [
                "Teplota okolia, prevádzková /\nAmbient temperature, operating",
                "-20 ... +70 " + DEG,
                "-20 ... +70 " + DEG,
            ],
        ],
        7.8,
    )
    s.heading("3  Medzné hodnoty / Limiting values", 10.5)
    s.table(
        [Col("Parameter", 300), Col("Hodnota / Value", 199, "C")],
        [
            ["Napätie motora vrátane špičiek /\nMotor voltage including spikes", "40 V"],
            ["Napätie logiky / Logic supply voltage", "-0.3 ... 7.0 V"],
            ["Napätie na logických vstupoch / Logic input voltage", "-0.3 ... 5.5 V"],
            ["Teplota prechodu / Junction temperature", "150 " + DEG],
            ["Skladovacia teplota / Storage temperature", "-40 ... +125 " + DEG],
        ],
        7.8,
    )
    s.para(
        "Pozor / Caution: pripojte elektrolytický kondenzátor 100 " + MU + "F blízko VMOT. "
        "Without a 100 " + MU + "F electrolytic capacitor close to VMOT, LC spikes on long "
        "supply leads can exceed 40 V even with a 24 V supply and destroy the driver. Never "
        "connect or disconnect the motor while VMOT is on.",
        8.5,
        bold=True,
    )
    s.add_page()
    s.heading("4  Logické vstupy / Logic inputs", 10.5)
    s.para("VDD = 3.0 ... 5.5 V, Ta = 25 " + DEG + ".", 7.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Podmienky / Conditions", 139),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("", 60, "C"),
        ],
        [
            ["VIH", "STEP, DIR, EN, MS1-3", "2.3", "", "", "V"],
            ["VIL", "STEP, DIR, EN, MS1-3", "", "", "0.8", "V"],
            ["IDD", "VDD = 5 V, outputs on", "", "4", "8", "mA"],
            ["fSTEP", "", "", "", "250", "kHz"],
            ["tw(STEP)", "high or low", "1.9", "", "", MU + "s"],
        ],
        7.8,
    )
    s.para(
        "VIH je pevná hodnota / VIH is a fixed level, so 3.3 V controllers can drive the "
        "inputs even when VDD = 5 V.",
        8,
    )
    s.heading("5  Nastavenie mikrokroku / Microstep selection", 10.5)
    s.table(
        [
            Col("MS1", 60, "C"),
            Col("MS2", 60, "C"),
            Col("MS3", 60, "C"),
            Col("TKD-45", 160, "C"),
            Col("TKD-45HC", 159, "C"),
        ],
        [
            ["L", "L", "L", "1", "1"],
            ["H", "L", "L", "1/2", "1/2"],
            ["L", "H", "L", "1/4", "1/4"],
            ["H", "H", "L", "1/8", "1/8"],
            ["H", "H", "H", "1/16", "1/32"],
        ],
        7.8,
    )
    s.heading("6  Piny / Pins", 10.5)
    s.table(
        [Col("Pin", 80, "C"), Col("Funkcia / Function", 419)],
        [
            ["VMOT, GND", "napájanie motora / motor supply 8 ... 35 V"],
            ["2B, 2A, 1A, 1B", "vinutia motora / motor coils"],
            ["VDD, GND", "napájanie logiky / logic supply 3.0 ... 5.5 V"],
            ["EN", "L = výstupy zapnuté / outputs enabled"],
            ["STEP, DIR", "krok, smer / step, direction"],
        ],
        7.8,
    )
    s.heading("7  Poznámky / Notes", 10.5)
    s.bullets(
        [
            "Nastavte prúd pred pripojením motora / set the current before connecting the motor.",
            "Above about 1 A per phase (TKD-45) the driver needs a heat sink; the thermal "
            "protection of the IC then reduces the output.",
            "Chladič nie je súčasťou dodávky / heat sink not included.",
        ],
        8.5,
    )
    return save(s, out / "tkd-45.pdf")


# ------------------------------------------------------------ 1.3" OLED (open-hardware README)
def toh_oled13(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="tindaya-oh / toh-oled13 / README.md",
        header_right="main @ rev C",
        footer_left="Tindaya Open Hardware - CERN-OHL-S v2 - exported from the repository",
        footer_right="{page}/{nb}",
        rule_color=(200, 200, 200),
        table_fill=(246, 248, 250),
        accent=(36, 41, 47),
        grid=True,
    )
    s = Sheet(style, "TOH-OLED13 README")
    s.add_page()
    s.title_block(
        "TOH-OLED13",
        '1.3" 128x64 OLED breakout - I2C and SPI versions',
        "Open hardware by Tindaya Open Hardware (Puerto del Rosario). KiCad files, BOM and "
        "gerbers are in /hardware.",
        20,
    )
    s.heading("## About", 11, rule=True)
    s.para(
        "A 1.3 inch monochrome OLED (white or blue) on a 36 x 34 mm board with an LDO, so it "
        "runs from 3.3 V or 5 V hosts. There are two builds of the same PCB: TOH-OLED13-I2C "
        "(4 pins) and TOH-OLED13-SPI (7 pins). The panel has a KX1107 controller with 132 x 64 "
        "RAM; only 128 columns are visible.",
        8.5,
    )
    s.heading("## Specs", 11, rule=True)
    s.table(
        [Col("", 190), Col("TOH-OLED13-I2C", 155, "C"), Col("TOH-OLED13-SPI", 154, "C")],
        [
            ["VCC", "3.3 - 5 V", "3.3 - 5 V"],
            ["Current, typical (half the pixels lit)", "15 mA", "15 mA"],
            ["Current, all pixels on", "27 mA", "27 mA"],
            ["Current, display off (sleep)", "10 " + MU + "A", "10 " + MU + "A"],
            ["Interface", "I2C, up to 400 kHz", "4-wire SPI, up to 10 MHz"],
            ["I2C address", "0x3C (0x3D with JP1 closed)", "-"],
            ["Pull-ups", "4.7 k" + OHM + " to the 3.3 V rail", "-"],
            ["Resolution", "128 x 64", "128 x 64"],
            ["Operating temperature", "-30 to +70 " + DEG, "-30 to +70 " + DEG],
        ],
        7.8,
    )
    s.heading("## Pinout", 11, rule=True)
    s.table(
        [
            Col("Pin", 60, "C"),
            Col("I2C build", 120, "C"),
            Col("SPI build", 120, "C"),
            Col("Notes", 199),
        ],
        [
            ["1", "GND", "GND", ""],
            ["2", "VCC", "VCC", "3.3 - 5 V"],
            ["3", "SCL", "SCK", ""],
            ["4", "SDA", "MOSI", ""],
            ["5", "-", "RES", "reset, active low"],
            ["6", "-", "DC", "data / command"],
            ["7", "-", "CS", "chip select, active low"],
        ],
        7.8,
    )
    s.heading("## Controller (KX1107) numbers", 11, rule=True)
    s.para(
        "Straight from the KX1107 data sheet, for people writing drivers. These are the chip's "
        "own rails, made on the board, not what you feed the module: logic VDD 1.65 - 3.5 V "
        "(our LDO gives 3.3 V), panel VPP 7.0 - 9.0 V from the internal charge pump, display "
        "clock 370 kHz typical. Column offset is 2 (RAM column 2 is the first visible one).",
        8.5,
    )
    s.add_page()
    s.heading("## FAQ", 11, rule=True)
    s.bullets(
        [
            "Is it an SSD1306? No. Use an SH1106-compatible driver (u8g2: "
            "U8G2_SH1106_128X64_NONAME), or you get a 2-pixel stripe of garbage on the left.",
            "Can I run it at 5 V? Yes. The LDO takes 3.3 - 5 V, and the I2C pull-ups go to the "
            "regulated 3.3 V rail, so a 3.3 V host sees a 3.3 V bus even when VCC is 5 V. The "
            "SCL / SDA / SPI inputs also accept 5 V logic from 5 V boards.",
            "What is the absolute limit on VCC? 6 V, the rating of the LDO. Do not use 2S LiPo "
            "or a 9 V battery.",
            "Why 400 kHz only? The KX1107 is specified to 400 kHz; some people run it at 1 MHz "
            "and it mostly works, but we do not support that.",
            "Burn-in? Yes, like every OLED. Turn the display off or use a screensaver for "
            "static content.",
        ],
        8.5,
    )
    s.heading("## Build notes", 11, rule=True)
    s.lines(
        [
            "- JP1 (back): open = 0x3C, closed = 0x3D",
            "- R3 / R4 (4.7 k" + OHM + "): remove if your bus already has pull-ups",
            "- C5 (4.7 " + MU + "F): charge-pump capacitor, do not omit",
        ],
        8.5,
    )
    s.heading("## Changelog", 11, rule=True)
    s.table(
        [Col("Rev", 60, "C"), Col("Date", 100), Col("Change", 339)],
        [
            ["A", "2022-10-01", "first boards"],
            ["B", "2023-05-14", "SPI build added, JP1 for 0x3D"],
            ["C", "2024-02-20", "pull-ups moved from VCC to the 3.3 V rail"],
        ],
        7.8,
    )
    return save(s, out / "toh-oled13.pdf")
