"""Hold-out 148 datasheets, part 2: a sub-GHz LoRa transceiver module, a 16-channel 12-bit PWM
LED / servo controller with I2C, a capacitive soil-moisture sensor board and a 5 V 1-channel
solid-state relay module for AC loads.

A Walvis Bay (Namibia) radio-module manual ("⇶ n ·" heads, "⟨n⟩" captions, RF data and
currents in min / typ / max column groups per band version, output power stacked per supply,
the temperature range only in design notes, pad and frequency-plan tables as decoys), a
Toamasina (Madagascar) IC house data sheet ("⌐n" heads, "Grid n." captions, static
characteristics in column groups per output version, sink current stacked per VDD, address
and register tables as decoys), a Castries (Saint Lucia) maker-store sheet ("☘" heads, "✎ Table
n" captions, a dot-leader "At a glance" list, outputs in column groups per version and supply,
XCD prices) and a Bahir Dar (Ethiopia) factory "Technical Specification" ("Clause n." upper-case
heads, "Matrix n —" captions, input side in column groups per trigger version, load current
stacked per ambient, numbered application rules).
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
NDASH = "\u2013"
MDASH = "\u2014"
ELL = "\u2026"
SQ = "\u00b2"
ARROWS = "\u21f6"  # ⇶
LANG = "\u27e8"  # ⟨
RANG = "\u27e9"  # ⟩
NOTSIGN = "\u2310"  # ⌐
CLOVER = "\u2618"  # ☘
PENCIL = "\u270e"  # ✎


# ------------------------------------------------ LoRa transceiver module (Walvis Bay)
def wvr926(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="WALVIS WIRELESS",
        header_right="WVR-926L / WVR-926H  module manual  MM-926 v2.2",
        footer_left="Walvis Wireless (Pty) Ltd  \u00b7  Sam Nujoma Ave 19, Walvis Bay, Namibia  "
        "\u00b7  MM-926 v2.2",
        footer_right="page {page} \u00b7 {nb}",
        rule_color=(160, 82, 45),
        table_fill=(248, 236, 220),
        accent=(140, 66, 30),
        grid=True,
    )
    s = Sheet(style, "WVR-926L / WVR-926H LoRa transceiver module")
    s.add_page()
    s.title_block(
        "WVR-926L / WVR-926H",
        "Sub-GHz LoRa / FSK Transceiver Module, SPI, +22 dBm",
        "WVR-926L: 410 "
        + ELL
        + " 510 MHz  \u00b7  WVR-926H: 850 "
        + ELL
        + " 930 MHz  \u00b7  16 x 16 "
        "x 2.6 mm stamp-hole module  \u00b7  IPEX connector and RF pad",
        19,
    )

    def overview() -> None:
        s.heading(ARROWS + " 1 \u00b7 Overview", 10)
        s.para(
            "The WVR-926 modules carry a sub-GHz LoRa and (G)FSK transceiver, a 32 MHz TCXO, the "
            "RF switch, the matching network and a DC-DC converter on a 16 x 16 mm board. The "
            "host controls everything over SPI. The WVR-926L is matched for 410 "
            + ELL
            + " 510 MHz, "
            "the WVR-926H for 850 " + ELL + " 930 MHz.",
            7.8,
        )

    def highlights() -> None:
        s.heading(ARROWS + " 2 \u00b7 Highlights", 10)
        s.bullets(
            [
                "LoRa and (G)FSK modulation",
                "Output power up to +22 dBm",
                "Sensitivity down to -141 dBm",
                "RX current 4.8 mA with DC-DC",
                "Sleep 0.65 " + MU + "A with configuration kept",
                "Supply 1.8 " + ELL + " 3.7 V",
            ],
            7.8,
        )

    s.side_by_side(overview, highlights, 285, 16)
    s.heading(ARROWS + " 3 \u00b7 RF characteristics", 10, rule=True)
    s.caption(
        LANG + "1" + RANG + " RF characteristics per version (TA = 25 " + DEG + ", VCC = 3.3 V "
        "unless noted)"
    )
    s.table(
        [
            Col("Parameter", 100),
            Col("Conditions", 115),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Unit", 62, "C"),
        ],
        [
            ["Frequency range", "", "410", "", "510", "850", "", "930", "MHz"],
            [
                "Maximum output\npower",
                "VCC = 3.3 V\nVCC = 1.8 V",
                "",
                "+22\n+15",
                "",
                "",
                "+21\n+14",
                "",
                "dBm",
            ],
            ["Power setting range", "1 dB steps", "-9", "", "+22", "-9", "", "+21", "dBm"],
            [
                "Receiver sensitivity,\nLoRa, BW 125 kHz",
                "SF12\nSF9\nSF7",
                "",
                "-141\n-133\n-125",
                "",
                "",
                "-139\n-131\n-123",
                "",
                "dBm",
            ],
            [
                "Sensitivity, FSK",
                "4.8 kbps, 10 kHz deviation",
                "",
                "-122",
                "",
                "",
                "-120",
                "",
                "dBm",
            ],
            [
                "Frequency stability",
                "TCXO, -40 " + ELL + " +85 " + DEG,
                "",
                PM + "2",
                "",
                "",
                PM + "2",
                "",
                "ppm",
            ],
            ["Antenna impedance", "", "", "50", "", "", "50", "", OHM],
        ],
        7.3,
        head_rows=[["", "", "WVR-926L", "<", "<", "WVR-926H", "<", "<", ""]],
    )
    s.heading(ARROWS + " 4 \u00b7 Supply and current consumption", 10, rule=True)
    s.caption(
        LANG + "2" + RANG + " Supply and current (TA = 25 " + DEG + ", VCC = 3.3 V, DC-DC on "
        "unless noted)"
    )
    s.table(
        [
            Col("Parameter", 100),
            Col("Conditions", 115),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Unit", 62, "C"),
        ],
        [
            ["Supply voltage", "VCC", "1.8", "3.3", "3.7", "1.8", "3.3", "3.7", "V"],
            [
                "TX current",
                "maximum power\n+17 dBm\n+14 dBm",
                "",
                "122\n86\n48",
                "",
                "",
                "112\n79\n45",
                "",
                "mA",
            ],
            ["RX current", "DC-DC on\nLDO only", "", "4.8\n8.9", "", "", "5.1\n9.3", "", "mA"],
            [
                "Standby current",
                "RC oscillator\ncrystal running",
                "",
                "0.6\n0.8",
                "",
                "",
                "0.6\n0.8",
                "",
                "mA",
            ],
            [
                "Sleep current",
                "warm start (config kept)\ncold start",
                "",
                "0.65\n0.18",
                "1.2\n0.5",
                "",
                "0.65\n0.18",
                "1.2\n0.5",
                MU + "A",
            ],
        ],
        7.3,
        head_rows=[["", "", "WVR-926L", "<", "<", "WVR-926H", "<", "<", ""]],
    )
    s.heading(ARROWS + " 5 \u00b7 Limits", 10, rule=True)
    s.caption(LANG + "3" + RANG + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 100, "C"), Col("Unit", 79, "C")],
        [
            ["VCC", "-0.5", "3.9", "V"],
            ["Any digital pin", "-0.5", "VCC + 0.3", "V"],
            ["RF input level", "", "+10", "dBm"],
            ["Storage temperature", "-40", "+100", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading(ARROWS + " 6 \u00b7 Digital interface", 10, rule=True)
    s.caption(LANG + "4" + RANG + " Digital I/O (VCC = 1.8 " + ELL + " 3.7 V)")
    s.table(
        [Col("Parameter", 200), Col("Min", 90, "C"), Col("Max", 110, "C"), Col("Unit", 99, "C")],
        [
            ["Input high level VIH", "0.7 x VCC", "VCC + 0.3", "V"],
            ["Input low level VIL", "-0.3", "0.3 x VCC", "V"],
            ["Output high level VOH, -1 mA", "VCC - 0.3", "", "V"],
            ["Output low level VOL, +1 mA", "", "0.3", "V"],
            ["SPI clock SCK", "", "16", "MHz"],
        ],
        7.3,
    )
    s.para(
        "All I/O pads are powered from VCC. They are not 5 V tolerant: connect 5 V "
        "microcontrollers through a level shifter. Poll BUSY low before every SPI command.",
        7.8,
    )
    s.heading(ARROWS + " 7 \u00b7 Pad assignment", 10, rule=True)
    s.caption(LANG + "5" + RANG + " Stamp-hole pads (22 pads, 1.27 mm pitch)")
    s.table(
        [Col("Pad", 50, "C"), Col("Name", 70, "C"), Col("Type", 60, "C"), Col("Description", 319)],
        [
            ["1, 3, 22", "GND", MDASH, "Ground"],
            ["2", "ANT", "RF", "50 " + OHM + " RF pad (in parallel with the IPEX connector)"],
            ["6", "VCC", "P", "Supply 1.8 " + ELL + " 3.7 V"],
            ["9", "NRESET", "I", "Reset, active low, 10 k" + OHM + " pull-up inside"],
            ["10", "BUSY", "O", "High while the radio is busy"],
            ["11", "DIO1", "O", "Interrupt output (TX done, RX done, timeout)"],
            ["13", "NSS", "I", "SPI chip select, active low"],
            ["14 / 15 / 16", "SCK / MOSI / MISO", "I / I / O", "SPI"],
        ],
        7.3,
    )
    s.heading(ARROWS + " 8 \u00b7 Frequency plans", 10, rule=True)
    s.caption(LANG + "6" + RANG + " Common plans and the matching version")
    s.table(
        [
            Col("Plan", 80, "C"),
            Col("Band", 170, "C"),
            Col("Version", 110, "C"),
            Col("Typical limit", 139, "C"),
        ],
        [
            ["EU433", "433.05 " + ELL + " 434.79 MHz", "WVR-926L", "+10 dBm ERP"],
            ["CN470", "470 " + ELL + " 510 MHz", "WVR-926L", "+17 dBm"],
            ["IN865", "865 " + ELL + " 867 MHz", "WVR-926H", "+30 dBm"],
            ["EU868", "863 " + ELL + " 870 MHz", "WVR-926H", "+14 dBm ERP"],
            ["US915", "902 " + ELL + " 928 MHz", "WVR-926H", "+30 dBm"],
            ["AS923", "915 " + ELL + " 928 MHz", "WVR-926H", "+16 dBm"],
        ],
        7.3,
    )
    s.para(
        "Check your local rules: the module does not limit output power or duty cycle by itself.",
        7.6,
    )
    s.heading(ARROWS + " 9 \u00b7 Design notes", 10, rule=True)
    s.bullets(
        [
            "The module is a radio only. It has no LoRaWAN stack and no microcontroller; the host "
            "runs the stack over SPI.",
            "+22 dBm needs VCC " + GE + " 3.3 V and a supply that delivers 150 mA peaks. At VCC = "
            "1.8 V the power amplifier saturates at the level in " + LANG + "1" + RANG + ".",
            "Never transmit without an antenna or a 50 " + OHM + " load.",
            "Operating temperature -40 "
            + ELL
            + " +85 "
            + DEG
            + ", with the TCXO specified over the "
            "same range.",
            "The WVR-926L and WVR-926H share the footprint, but their matching differs: an L module "
            "does not work in the 868 / 915 MHz bands, nor an H module at 433 MHz.",
        ],
        7.8,
    )
    s.heading(ARROWS + " 10 \u00b7 Ordering", 10, rule=True)
    s.caption(LANG + "7" + RANG + " Order codes (tape and reel, 800 pcs)")
    s.table(
        [Col("Code", 120), Col("Band", 150, "C"), Col("Antenna", 229, "C")],
        [
            ["WVR-926L-I", "410 " + ELL + " 510 MHz", "IPEX connector and pad"],
            ["WVR-926L-P", "410 " + ELL + " 510 MHz", "pad only"],
            ["WVR-926H-I", "850 " + ELL + " 930 MHz", "IPEX connector and pad"],
            ["WVR-926H-P", "850 " + ELL + " 930 MHz", "pad only"],
        ],
        7.3,
    )
    return save(s, out / "wvr-926.pdf")


# ------------------------------------------------ 16-channel PWM controller (Toamasina)
def tam1612(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="TAMATAVE MICRO\u00c9LECTRONIQUE",
        header_right="TAM1612 / TAM1612D  \u00b7  product data sheet  \u00b7  rev. 1.3",
        footer_left="Tamatave Micro\u00e9lectronique SARL  \u00b7  Boulevard Joffre 8, Toamasina 501, "
        "Madagascar  \u00b7  rev. 1.3, 2024-05",
        footer_right="f. {page} / {nb}",
        rule_color=(20, 70, 160),
        table_fill=(230, 238, 250),
        accent=(20, 60, 140),
        grid=False,
    )
    s = Sheet(style, "TAM1612 / TAM1612D 16-channel PWM controller")
    s.add_page()
    s.title_block(
        "TAM1612 / TAM1612D",
        "16-Channel, 12-Bit PWM LED and Servo Controller with I" + SQ + "C-bus",
        "TAM1612: push-pull outputs, TSSOP-28  \u00b7  TAM1612D: 20 V open-drain outputs, "
        "HTSSOP-24  \u00b7  2.3 V " + ELL + " 5.5 V",
        20,
    )

    def description() -> None:
        s.heading(NOTSIGN + "1 General description", 10)
        s.para(
            "The TAM1612 drives sixteen outputs with individual 12-bit PWM (4096 steps) from an "
            "internal 26 MHz oscillator or an external clock. It is set up over I" + SQ + "C and "
            "then runs without the host: LEDs keep their brightness and servos their position "
            "until new values are written. The TAM1612D has open-drain outputs rated to 20 V for "
            "LED strings and strips on a higher supply.",
            7.8,
        )

    def features() -> None:
        s.heading(NOTSIGN + "2 Features", 10)
        s.bullets(
            [
                "16 PWM outputs, 12-bit, 25 Hz to 1600 Hz",
                "Fast-mode Plus I" + SQ + "C, up to 1 MHz",
                "TAM1612: 64 addresses; TAM1612D: 16",
                "Sink 25 mA (TAM1612) / 40 mA (TAM1612D) per output at 5 V",
                "SCL, SDA, address and OE inputs 5.5 V tolerant",
                "Output enable pin OE",
            ],
            7.8,
        )

    s.side_by_side(description, features, 270, 16)
    s.heading(NOTSIGN + "3 Limiting values", 10, rule=True)
    s.caption("Grid 1. Limiting values")
    s.table(
        [
            Col("Parameter", 200),
            Col("Conditions", 110),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage VDD", "", "-0.5", "6.0", "V"],
            ["Voltage on SCL, SDA, A0-A5, OE", "", "-0.5", "6.0", "V"],
            ["Output voltage LED0-LED15", "TAM1612\nTAM1612D", "-0.5\n-0.5", "6.0\n20", "V"],
            ["Current into VSS, all outputs", "", "", "400", "mA"],
            ["Junction temperature", "", "", "125", DEG],
            ["Storage temperature", "", "-65", "+150", DEG],
        ],
        7.4,
    )
    s.heading(NOTSIGN + "4 Static characteristics", 10, rule=True)
    s.caption(
        "Grid 2. Static characteristics (VDD = 2.3 V to 5.5 V; Tamb over the operating range; "
        "typ. at 25 " + DEG + ")"
    )
    s.table(
        [
            Col("Parameter", 88),
            Col("Symbol", 34, "C"),
            Col("Conditions", 113),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "2.3", "", "5.5", "2.3", "", "5.5", "V"],
            [
                "Supply current",
                "I_{DD}",
                "operating, no load\nVDD = 3.3 V\nVDD = 5.0 V",
                "",
                "\n4.5\n6.0",
                "\n8\n10",
                "",
                "\n4.0\n5.5",
                "\n7\n9",
                "mA",
            ],
            [
                "Standby current",
                "I_{stb}",
                "SLEEP = 1, VDD = 5.0 V",
                "",
                "2.2",
                "15",
                "",
                "1.8",
                "12",
                MU + "A",
            ],
            [
                "LOW-level output\ncurrent",
                "I_{OL}",
                "V_{OL} = 0.5 V, VDD = 2.3 V\nV_{OL} = 0.5 V, "
                "VDD = 3.0 V\nV_{OL} = 0.5 V, VDD = 5.0 V",
                "12\n18\n25",
                "",
                "",
                "20\n30\n40",
                "",
                "",
                "mA",
            ],
            [
                "HIGH-level output\ncurrent",
                "I_{OH}",
                "V_{OH} = VDD - 0.5 V",
                "-10",
                "",
                "",
                "",
                "open drain",
                "",
                "mA",
            ],
            [
                "Output leakage",
                "I_{LOH}",
                "output off, V_{O} = 5.5 V / 20 V",
                "",
                "",
                PM + "1",
                "",
                "",
                PM + "1",
                MU + "A",
            ],
            [
                "HIGH-level input",
                "V_{IH}",
                "SCL, SDA, A0-A5, OE",
                "0.7VDD",
                "",
                "5.5",
                "0.7VDD",
                "",
                "5.5",
                "V",
            ],
            [
                "LOW-level input",
                "V_{IL}",
                "SCL, SDA, A0-A5, OE",
                "-0.5",
                "",
                "0.3VDD",
                "-0.5",
                "",
                "0.3VDD",
                "V",
            ],
            ["SCL clock frequency", "f_{SCL}", "", "0", "", "1000", "0", "", "1000", "kHz"],
            [
                "PWM frequency",
                "f_{PWM}",
                "internal oscillator",
                "25",
                "",
                "1600",
                "25",
                "",
                "1600",
                "Hz",
            ],
            [
                "Oscillator frequency",
                "f_{osc}",
                "",
                "25.2",
                "26.0",
                "26.8",
                "25.2",
                "26.0",
                "26.8",
                "MHz",
            ],
            ["Operating\ntemperature", "T_{amb}", "", "-40", "", "+85", "-40", "", "+105", DEG],
        ],
        7.1,
        head_rows=[["", "", "", "TAM1612", "<", "<", "TAM1612D", "<", "<", ""]],
    )

    s.add_page()
    s.heading(NOTSIGN + "5 Device addressing", 10, rule=True)
    s.para(
        "The TAM1612 has six address pins, A5 to A0, giving 64 addresses from 0x40 to 0x7F. The "
        "TAM1612D has four, A3 to A0, giving the 16 addresses 0x40 to 0x4F. Every device also "
        "answers the LED All Call address 0x70 after power-up (bit ALLCALL in MODE1); clear the "
        "bit when another device on the bus uses 0x70. The general call 0x00 with data 0x06 "
        "resets all TAM1612 on the bus.",
        7.8,
    )
    s.caption("Grid 3. Address examples (8-bit form in the last column)")
    s.table(
        [
            Col("A5", 45, "C"),
            Col("A4", 45, "C"),
            Col("A3", 45, "C"),
            Col("A2", 45, "C"),
            Col("A1", 45, "C"),
            Col("A0", 45, "C"),
            Col("7-bit", 100, "C"),
            Col("Write byte", 129, "C"),
        ],
        [
            ["0", "0", "0", "0", "0", "0", "0x40", "0x80"],
            ["0", "0", "0", "0", "0", "1", "0x41", "0x82"],
            ["0", "0", "1", "1", "1", "1", "0x4F", "0x9E"],
            ["1", "0", "0", "0", "0", "0", "0x60", "0xC0"],
            ["1", "1", "0", "1", "1", "0", "0x76", "0xEC"],
            ["1", "1", "1", "1", "1", "1", "0x7F", "0xFE"],
        ],
        7.4,
    )
    s.heading(NOTSIGN + "6 Register summary", 10, rule=True)
    s.caption("Grid 4. Registers")
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 100, "C"),
            Col("Reset", 70, "C"),
            Col("Function", 259),
        ],
        [
            ["0x00", "MODE1", "0x11", "SLEEP, ALLCALL, auto-increment, restart"],
            ["0x01", "MODE2", "0x04", "Output drive, OE behaviour"],
            [
                "0x06 " + NDASH + " 0x09",
                "LED0_ON / LED0_OFF",
                "0x0000 / 0x1000",
                "Output 0 on and off count",
            ],
            ["0x42 " + NDASH + " 0x45", "LED15_ON / LED15_OFF", "0x0000 / 0x1000", "Output 15"],
            ["0xFA " + NDASH + " 0xFD", "ALL_LED", "0x1000", "Write all outputs at once"],
            ["0xFE", "PRE_SCALE", "0x1F", "PWM frequency prescaler"],
        ],
        7.4,
    )
    s.heading(NOTSIGN + "7 PWM frequency", 10, rule=True)
    s.para(
        "f_PWM = 26 MHz / (4096 x (PRE_SCALE + 1)). The reset value 0x1F gives about 198 Hz; 0x7E "
        "gives 50 Hz for servos. PRE_SCALE can only be written while SLEEP = 1. The internal "
        "oscillator is trimmed to " + PM + "3 %; servo pulse widths follow this tolerance unless "
        "an external clock of up to 50 MHz is fed to EXTCLK.",
        7.8,
    )
    s.heading(NOTSIGN + "8 Application notes", 10, rule=True)
    s.bullets(
        [
            "Servos: connect only the signal wire to an output. Power the servos from their own "
            "5 " + ELL + " 6 V supply; the TAM1612 does not supply servo current.",
            "LEDs on the TAM1612: sink up to 25 mA per output at VDD = 5.0 V through a series "
            "resistor, and keep the total into VSS below 400 mA.",
            "12 V LED strips: use the TAM1612D with the strip between +12 V and the output, or an "
            "external MOSFET. TAM1612 outputs must never see more than 6.0 V.",
            "SCL, SDA and the address inputs are 5.5 V tolerant, so a TAM1612 at VDD = 3.3 V may "
            "sit on a 5 V bus.",
            "With OE high the outputs are off (TAM1612D: high impedance).",
        ],
        7.8,
    )
    s.heading(NOTSIGN + "9 Ordering information", 10, rule=True)
    s.caption("Grid 5. Ordering information")
    s.table(
        [
            Col("Type number", 120),
            Col("Outputs", 110, "C"),
            Col("Package", 120, "C"),
            Col("Temperature", 149, "C"),
        ],
        [
            ["TAM1612PW", "push-pull", "TSSOP-28", "-40 " + ELL + " +85 " + DEG],
            ["TAM1612DHR", "open drain, 20 V", "HTSSOP-24", "-40 " + ELL + " +105 " + DEG],
        ],
        7.4,
    )
    return save(s, out / "tam1612.pdf")


# ------------------------------------------------ capacitive soil-moisture board (Castries)
def lcs08(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="PITONS MAKER SUPPLY  " + CLOVER + "  garden sensors",
        header_right="LCS-08 / LCS-08R",
        footer_left="Pitons Maker Supply  \u00b7  Jeremie Street 31, Castries, Saint Lucia  \u00b7  "
        "prices in XCD, VAT included (12.5 %)",
        footer_right="{page}/{nb}",
        rule_color=(60, 130, 50),
        table_fill=(232, 245, 226),
        accent=(45, 110, 40),
        grid=True,
    )
    s = Sheet(style, "LCS-08 / LCS-08R capacitive soil moisture sensor")
    s.add_page()
    s.title_block(
        "LCS-08 / LCS-08R",
        "Capacitive Soil Moisture Sensor Board with Analog Output",
        "SKU PMS-LCS08 (LCS-08)  XCD 9.50    \u00b7    SKU PMS-LCS08R (LCS-08R)  XCD 8.25    \u00b7    "
        "JST PH 3-pin",
        20,
    )

    def how() -> None:
        s.heading(CLOVER + " How it works", 10)
        s.para(
            "A 1.5 MHz oscillator drives a copper electrode under the solder mask. The water in "
            "the soil around the probe changes its capacitance, and the board turns that into a "
            "DC voltage: a lower voltage means wetter soil. No metal touches the soil, so the "
            "probe does not corrode like two-prong resistive sensors.",
            7.6,
        )

    def which() -> None:
        s.heading(CLOVER + " Which version?", 10)
        s.para(
            "LCS-08: on-board 3.0 V regulator, so the output does not change with the supply. "
            "LCS-08R: no regulator; the output scales with VCC (ratiometric), which suits an ADC "
            "whose reference is VCC.",
            7.6,
        )

    s.side_by_side(how, which, 262, 16)
    s.heading(CLOVER + " At a glance", 10.5, rule=True)
    s.leaders(
        [
            ("Supply voltage, LCS-08 ", " 3.3 " + ELL + " 5.5 V"),
            ("Supply voltage, LCS-08R ", " 3.0 " + ELL + " 5.5 V"),
            ("Output ", " analog voltage, falls as moisture rises"),
            ("Output range, LCS-08 ", " 1.1 " + ELL + " 2.7 V at any VCC"),
            ("Output range, LCS-08R ", " 0.28 " + ELL + " 0.70 x VCC"),
            ("Operating temperature (electronics) ", " 0 " + ELL + " +60 " + DEG),
            ("Buriable probe length ", " 60 mm, up to the white line"),
            ("Board size ", " 98 x 23 mm"),
        ],
        8.0,
    )
    s.heading(CLOVER + " Measured data", 10.5, rule=True)
    s.caption(PENCIL + " Table 1  Typical values per version and supply (TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 118),
            Col("Condition", 117),
            Col("3.3 V", 52, "C"),
            Col("5.0 V", 52, "C"),
            Col("3.3 V", 52, "C"),
            Col("5.0 V", 52, "C"),
            Col("Unit", 56, "C"),
        ],
        [
            ["Supply current", "probe in air", "5.4", "6.1", "3.6", "5.8", "mA"],
            [
                "Output voltage,\nprobe in air",
                "dry, 30 cm from objects",
                "2.62",
                "2.63",
                "2.25",
                "3.45",
                "V",
            ],
            ["Output voltage,\ndry potting soil", "", "2.30", "2.31", "1.98", "3.02", "V"],
            ["Output voltage,\nmoist soil", "field capacity", "1.62", "1.62", "1.40", "2.12", "V"],
            [
                "Output voltage,\nprobe in water",
                "up to the white line",
                "1.18",
                "1.19",
                "0.95",
                "1.44",
                "V",
            ],
            ["Output impedance", "", "10", "10", "10", "10", "k" + OHM],
            ["Settling time", "after power-on", "250", "250", "120", "120", "ms"],
            ["Oscillator frequency", "", "1.5", "1.5", "1.5", "1.5", "MHz"],
        ],
        7.4,
        head_rows=[["", "", "LCS-08", "<", "LCS-08R", "<", ""]],
    )
    s.para(
        "Values are typical for one board. Every board and every soil differs: calibrate the dry "
        "and wet points in your own soil.",
        7.6,
    )

    s.add_page()
    s.heading(CLOVER + " Wiring", 10.5, rule=True)
    s.caption(PENCIL + " Table 2  JST PH cable")
    s.table(
        [Col("Pin", 50, "C"), Col("Wire", 80, "C"), Col("Name", 80, "C"), Col("Connect to", 289)],
        [
            ["1", "black", "GND", "Ground of the controller"],
            ["2", "red", "VCC", "3.3 V or 5 V (LCS-08R: 3.0 V or more)"],
            ["3", "yellow", "AOUT", "Analog input of the controller"],
        ],
        7.4,
    )
    s.heading(CLOVER + " Typical ADC readings", 10.5, rule=True)
    s.caption(PENCIL + " Table 3  Raw counts, probe in air / in water")
    s.table(
        [
            Col("Controller and ADC setting", 190),
            Col("Board and VCC", 130),
            Col("Air", 90, "C"),
            Col("Water", 89, "C"),
        ],
        [
            ["Arduino Uno, 10 bit, 5 V reference", "LCS-08 at 5.0 V", "536", "243"],
            ["Arduino Uno, 10 bit, 5 V reference", "LCS-08R at 5.0 V", "706", "295"],
            ["ESP32, 12 bit, 0 " + ELL + " 3.1 V range", "LCS-08 at 3.3 V", "3461", "1559"],
            ["ESP32, 12 bit, 0 " + ELL + " 3.1 V range", "LCS-08R at 3.3 V", "2972", "1255"],
        ],
        7.4,
    )
    s.heading(CLOVER + " Good to know", 10.5, rule=True)
    s.bullets(
        [
            "Only the probe below the white line may go into the soil. The electronics at the top "
            "are not protected against water; keep them dry and out of the rain.",
            "The cut edges of the board are not sealed. For long outdoor use, coat the edges with "
            "nail varnish or epoxy. We do not give a lifetime figure.",
            "LCS-08R at VCC = 5.0 V gives up to 3.45 V in air. That is too much for the ADC pin of "
            "a 3.3 V microcontroller: run the LCS-08R from 3.3 V there, or use the LCS-08.",
            "To save battery, power the board from a GPIO only while you read it, and wait for the "
            "settling time first.",
            "The sensor measures water content, not fertiliser or salt.",
        ],
        7.8,
    )
    s.heading(CLOVER + " Questions we get", 10.5, rule=True)
    faq = [
        (
            "Why does the voltage go down when I water the plant?",
            "Wet soil raises the probe capacitance, which lowers the output. Invert it in "
            "software if you want a percentage that rises with moisture.",
        ),
        (
            "Can I leave it in a pot for a whole season?",
            "Yes, indoors. Outdoors, seal the edges and shade the electronics from rain.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.8, bold=True)
        s.para(answer, 7.8)
    s.heading(CLOVER + " Prices", 10.5, rule=True)
    s.caption(PENCIL + " Table 4  Price list (XCD, VAT included)")
    s.table(
        [Col("SKU", 120), Col("Item", 199), Col("Pack", 80, "C"), Col("Price", 100, "C")],
        [
            ["PMS-LCS08", "LCS-08 with 20 cm cable", "1 pc", "9.50"],
            ["PMS-LCS08-4", "LCS-08 with 20 cm cable", "4 pcs", "34.00"],
            ["PMS-LCS08R", "LCS-08R with 20 cm cable", "1 pc", "8.25"],
            ["PMS-CBL1M", "Extension cable, 1 m, JST PH", "1 pc", "3.00"],
        ],
        7.4,
    )
    return save(s, out / "lcs-08.pdf")


# ------------------------------------------------ solid-state relay module (Bahir Dar)
def abys201(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="ABAY SWITCHGEAR PLC  \u00b7  Bahir Dar",
        header_right="Technical Specification TS-S201  \u00b7  Issue 3",
        footer_left="Abay Switchgear PLC  \u00b7  Kebele 14, Bahir Dar, Ethiopia  \u00b7  TS-S201 "
        "Issue 3  \u00b7  prices in ETB",
        footer_right="folio {page} / {nb}",
        rule_color=(120, 30, 35),
        table_fill=(244, 236, 222),
        accent=(110, 25, 30),
        grid=True,
    )
    s = Sheet(style, "ABY-S201L / ABY-S201H solid-state relay module")
    s.add_page()
    s.title_block(
        "ABY-S201L / ABY-S201H",
        "1-Channel 5 V Solid-State Relay Module for AC Loads",
        "Zero-cross SSR  \u00b7  2 A / 240 VAC  \u00b7  on-board 2 A fuse  \u00b7  L = low-level "
        "trigger, H = high-level trigger",
        21,
    )
    s.heading("Clause 1. SCOPE", 10.5, rule=True)
    s.para(
        "This specification covers the ABY-S201L and ABY-S201H single-channel solid-state relay "
        "modules. Both carry the same zero-cross SSR with a triac output, an on-board fuse and "
        "screw terminals for the load; they differ only in the control input CH.",
        8.2,
    )
    s.heading("Clause 2. RATINGS", 10.5, rule=True)
    s.caption("Matrix 1 " + MDASH + " Input side (DC+, DC-, CH), TA = 25 " + DEG)
    s.table(
        [
            Col("Item", 104),
            Col("Condition", 113),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Module supply\nvoltage (DC+)", "", "4.5", "5.0", "5.5", "4.5", "5.0", "5.5", "V"],
            [
                "Supply current",
                "relay off\nrelay on",
                "",
                "0.9\n11",
                "1.5\n14",
                "",
                "1.1\n12",
                "1.6\n15",
                "mA",
            ],
            ["CH voltage to\nswitch ON", "", "0", "", "1.5", "2.5", "", "5.5", "V"],
            ["CH voltage to\nswitch OFF", "", "DC+ - 0.5", "", "DC+", "0", "", "0.8", "V"],
            [
                "CH input current",
                "CH = 0 V\nCH = 3.3 V\nCH = 5.0 V",
                "",
                "6.5\n" + MDASH + "\n" + MDASH,
                "9.0\n" + MDASH + "\n" + MDASH,
                "",
                MDASH + "\n1.2\n2.0",
                MDASH + "\n1.8\n3.0",
                "mA",
            ],
            ["CH pull resistor", "on board", "", "10", "", "", "10", "", "k" + OHM],
        ],
        7.6,
        head_rows=[["", "", "ABY-S201L", "<", "<", "ABY-S201H", "<", "<", ""]],
    )
    s.caption("Matrix 2 " + MDASH + " Output side (LOAD 1, LOAD 2), both versions")
    s.table(
        [
            Col("Item", 130),
            Col("Condition", 160),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Rated load voltage", "AC, 50 / 60 Hz", "100", "", "240", "VAC"],
            ["Load voltage range", "AC, 50 / 60 Hz", "75", "", "264", "VAC"],
            [
                "Load current,\ncontinuous",
                "TA = 25 " + DEG + "\nTA = 40 " + DEG + "\nTA = 55 " + DEG,
                "",
                "",
                "2.0\n1.6\n1.0",
                "A rms",
            ],
            ["Minimum load current", "", "0.1", "", "", "A rms"],
            ["Surge current", "one cycle, 60 Hz", "", "", "30", "A peak"],
            ["Off-state leakage", "200 VAC, 50 Hz", "", "", "1.5", "mA rms"],
            ["On-state voltage drop", "at 2 A", "", "", "1.6", "V rms"],
            ["Operate / release time", "50 Hz mains", "", "", "11", "ms"],
            ["Fuse", "5 x 20 mm, time-lag", "", "2", "", "A"],
        ],
        7.6,
    )
    s.heading("Clause 3. ENVIRONMENT", 10.5, rule=True)
    s.caption("Matrix 3 " + MDASH + " Environmental conditions")
    s.table(
        [Col("Item", 200), Col("Min", 80, "C"), Col("Max", 80, "C"), Col("Unit", 139, "C")],
        [
            ["Operating ambient, module", "-20", "+70", DEG],
            ["Storage", "-30", "+100", DEG],
            ["Relative humidity, no condensation", "45", "85", "%RH"],
        ],
        7.6,
    )
    s.para(
        "The SSR itself is rated -30 "
        + ELL
        + " +80 "
        + DEG
        + "; the module is limited by the fuse "
        "holder and the LED to the range in Matrix 3.",
        7.8,
    )

    s.add_page()
    s.heading("Clause 4. TERMINALS", 10.5, rule=True)
    s.caption("Matrix 4 " + MDASH + " Terminals")
    s.table(
        [Col("Terminal", 90, "C"), Col("Type", 150), Col("Function", 259)],
        [
            ["DC+", "header, 2.54 mm", "Module supply, 5 V"],
            ["DC-", "header, 2.54 mm", "Ground of the supply and of the controller"],
            ["CH", "header, 2.54 mm", "Control input (see Clause 5)"],
            ["LOAD 1", "screw, 0.5 " + ELL + " 2.5 mm" + SQ, "To mains line (L) through the fuse"],
            ["LOAD 2", "screw, 0.5 " + ELL + " 2.5 mm" + SQ, "To the load"],
        ],
        7.6,
    )
    s.heading("Clause 5. APPLICATION RULES", 10.5, rule=True)
    rules = [
        "5.1  AC loads only. The triac output cannot switch DC loads: once on, it does not turn "
        "off on DC.",
        "5.2  The ratings apply to resistive loads (heaters, incandescent lamps). Motors, "
        "transformers and solenoids are not rated; this specification gives no inductive-load "
        "rating.",
        "5.3  Loads below 0.1 A (small LED lamps, phone chargers) may not switch off completely "
        "because of the off-state leakage.",
        "5.4  The SSR turns on at the zero crossing, so it cannot be used for phase-angle dimming. "
        "Slow on / off cycles (for example 1 s for a heater) work.",
        "5.5  ABY-S201L: CH is pulled up to DC+ by 10 k" + OHM + "; the relay is on while CH is "
        "below 1.5 V. With DC+ = 5 V a 3.3 V GPIO cannot switch it off, because OFF needs CH "
        "above DC+ - 0.5 V (4.5 V). Use the ABY-S201H with 3.3 V controllers.",
        "5.6  ABY-S201H: CH has a 10 k" + OHM + " pull-down; 2.5 " + ELL + " 5.5 V on CH switches "
        "the relay on. It works with 3.3 V and 5 V logic.",
        "5.7  DC+ must be 5 V on both versions; the module does not run from 3.3 V.",
        "5.8  The LOAD terminals carry mains voltage. Mount the module in an enclosure and keep "
        "8 mm between load wiring and low-voltage wiring.",
    ]
    for rule in rules:
        s.para(rule, 8.0)
    s.heading("Clause 6. ORDERING AND PRICES", 10.5, rule=True)
    s.caption("Matrix 5 " + MDASH + " Order codes (prices in ETB, VAT excluded)")
    s.table(
        [Col("Code", 120), Col("Trigger", 140, "C"), Col("Pack", 100, "C"), Col("Price", 139, "C")],
        [
            ["ABY-S201L", "low level", "1 pc", "320"],
            ["ABY-S201L-10", "low level", "10 pcs", "2 950"],
            ["ABY-S201H", "high level", "1 pc", "345"],
            ["ABY-S201H-10", "high level", "10 pcs", "3 180"],
        ],
        7.6,
    )
    s.heading("Clause 7. ISSUES", 10.5, rule=True)
    s.caption("Matrix 6 " + MDASH + " Issue record")
    s.table(
        [Col("Issue", 80, "C"), Col("Date", 100, "C"), Col("Change", 319)],
        [
            ["1", "2022-09", "First issue"],
            ["2", "2023-04", "H version added; fuse changed from 3.15 A to 2 A"],
            ["3", "2024-02", "Load current derating by ambient temperature added"],
        ],
        7.6,
    )
    return save(s, out / "aby-s201.pdf")
