"""Hold-out 144 datasheets, part 1: a 12-bit I2C DAC IC, an ultrasonic distance sensor
module, a LoRaWAN module with a UART AT-command interface and a 3-phase BLDC gate driver IC.

An Enschede (Netherlands) mixed-signal house data sheet ("∎ n Title" heads, "Table n."
captions below the tables, supply and power-down current stacked per VDD, the output range
stacked per reference / gain setting with a footnote, addresses only in prose, a command
table, pin table and ordering table as decoys), an Accra (Ghana) maker-store product data
sheet ("◍" heads without numbers, units inside the cells, column groups per version,
wiring prose, customer questions and a price list in GH₵), a Tallinn (Estonia) radio-module
"Hardware Guide" ("[n] TITLE" heads, "Tab. n:" captions above the tables, radio data in
column groups per frequency version, currents stacked per TX power, the default baud rate
only in prose, an AT command summary and pin table as decoys) and a Hiroshima (Japan)
power-IC data sheet in English ("n." / "n-m." heads, grade column groups, sleep current
stacked per PVDD, gate drive rows with two-line names, a pin table, a component table and
an ordering table as decoys).
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
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"
MINUS = "\u2212"
CEDI = "GH\u20b5"


# ------------------------------------------------ 12-bit I2C DAC (Enschede)
def twd4612(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="REGGE ANALOG",
        header_right="TWD4612  " + DASH + "  12-bit I" + SQ + "C DAC with EEPROM",
        footer_left="Regge Analog B.V.  \u00b7  Enschede, The Netherlands  \u00b7  DS-4612 rev. C  "
        "\u00b7  03/2024",
        footer_right="Page {page} of {nb}",
        rule_color=(0, 95, 115),
        table_fill=(225, 238, 242),
        accent=(0, 95, 115),
        grid=False,
    )
    s = Sheet(style, "TWD4612 12-bit voltage-output DAC")
    s.add_page()
    s.title_block(
        "TWD4612",
        "12-Bit Voltage-Output DAC with Internal Reference, EEPROM and I" + SQ + "C Interface",
        "Single channel  \u00b7  SOT-23-6 and MSOP-8  \u00b7  versions TWD4612-0 and TWD4612-1  "
        "\u00b7  Data Sheet rev. C",
        21,
    )

    def features() -> None:
        s.heading("\u220e 1 Features", 9.5)
        s.bullets(
            [
                "12-bit resolution, monotonic by design",
                "Single supply: 2.7 V to 5.5 V",
                "Internal 2.048 V reference, output gain " + TIMES + "1 or " + TIMES + "2, "
                "or VDD as the reference",
                "Rail-to-rail output buffer",
                "On-chip EEPROM keeps the DAC code and power-down setting",
                "I" + SQ + "C: standard, fast and high-speed mode",
                "Two bus addresses per version: up to four DACs on one bus",
                "Power-down current 0.1 " + MU + "A typical",
                "Specified from " + MINUS + "40 " + DEG + " to +125 " + DEG,
            ],
            7.5,
        )

    def description() -> None:
        s.heading("\u220e 2 General description", 9.5)
        s.para(
            "The TWD4612 is a single-channel 12-bit voltage-output digital-to-analog converter "
            "with an output buffer, a low-drift 2.048 V reference and non-volatile memory. At "
            "power-up the output returns to the code and mode stored in EEPROM, so set points "
            "survive a power cycle.",
            7.5,
        )
        s.para(
            "The TWD4612-0 answers at the 7-bit addresses 0x4C (A0 = GND) and 0x4D (A0 = VDD); "
            "the TWD4612-1 answers at 0x4E and 0x4F. Typical uses are set-point and offset "
            "trimming, sensor bias, LED and laser current control and closed-loop actuators.",
            7.5,
        )

    s.side_by_side(features, description, 250, 14)
    s.heading("\u220e 3 Electrical characteristics", 10, rule=True)
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 40, "C"),
            Col("Conditions", 142),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 70, "C"),
        ],
        [
            ["Static performance"],
            ["Resolution", "N", "", "12", "", "", "bits"],
            ["Integral nonlinearity", "INL", "codes 64 to 4032", "", PM + "1", PM + "4", "LSB"],
            [
                "Differential nonlinearity",
                "DNL",
                "monotonic by design",
                "",
                PM + "0.2",
                PM + "0.75",
                "LSB",
            ],
            ["Offset error", "V_{OS}", "code 64", "", PM + "2", PM + "10", "mV"],
            [
                "Gain error",
                "G_{E}",
                "VDD reference, code 4032",
                "",
                PM + "0.1",
                PM + "0.5",
                "% FSR",
            ],
            ["Reference and output"],
            ["Internal reference", "V_{REF}", "T_{A} = 25 " + DEG, "2.038", "2.048", "2.058", "V"],
            [
                "Output voltage\nrange",
                "V_{OUT}",
                "internal reference, gain "
                + TIMES
                + "1\ninternal reference, gain "
                + TIMES
                + "2\nVDD as reference",
                "0\n0\n0",
                "",
                "2.048\n4.096^{(1)}\nVDD",
                "V",
            ],
            [
                "Output settling time",
                "t_{S}",
                "1/4 to 3/4 scale, " + PM + "1 LSB",
                "",
                "6",
                "10",
                MU + "s",
            ],
            ["Short-circuit current", "I_{SC}", "VOUT to GND or VDD", "", "15", "24", "mA"],
            ["DC output impedance", "R_{OUT}", "mid-scale", "", "1", "", OHM],
            ["Power requirements"],
            ["Supply voltage", "V_{DD}", "", "2.7", "", "5.5", "V"],
            [
                "Supply current\n(normal mode)",
                "I_{DD}",
                "VDD = 3.0 V\nVDD = 5.5 V",
                "",
                "190\n240",
                "300\n400",
                MU + "A",
            ],
            [
                "Power-down current",
                "I_{PD}",
                "VDD = 3.0 V\nVDD = 5.5 V",
                "",
                "0.06\n0.1",
                "1.0\n2.0",
                MU + "A",
            ],
            ["EEPROM write current", "I_{WR}", "VDD = 5.5 V", "", "1.2", "2", "mA"],
            ["Power-on reset threshold", "V_{POR}", "VDD rising", "", "2.2", "", "V"],
            ["Digital interface"],
            ["Input high voltage", "V_{IH}", "SDA, SCL, A0", "0.7 VDD", "", "", "V"],
            ["Input low voltage", "V_{IL}", "SDA, SCL, A0", "", "", "0.3 VDD", "V"],
            ["SDA output low", "V_{OL}", "I_{OL} = 3 mA", "", "", "0.4", "V"],
            [
                "SCL clock frequency",
                "f_{SCL}",
                "standard mode\nfast mode\nhigh-speed mode",
                "",
                "",
                "100\n400\n3400",
                "kHz",
            ],
            ["EEPROM write time", "t_{WR}", "", "", "25", "50", "ms"],
        ],
        7,
    )
    s.caption(
        "Table 1.  VDD = 2.7 V to 5.5 V, RL = 5 k" + OHM + " to GND, CL = 100 pF, "
        "TA = " + MINUS + "40 " + DEG + " to +125 " + DEG + "; typical at 25 " + DEG + ".",
        7,
    )
    s.para(
        "(1) The output cannot exceed VDD: it is limited to about VDD " + MINUS + " 0.05 V. With "
        "gain " + TIMES + "2 VDD must be 4.2 V or higher for the full 4.096 V span.",
        7,
    )

    s.add_page()
    s.heading("\u220e 4 Absolute maximum ratings", 10, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Rating", 160, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage VDD", MINUS + "0.3 to 6.0", "V"],
            ["SDA, SCL", MINUS + "0.3 to 6.0", "V"],
            ["A0, VOUT", MINUS + "0.3 to VDD + 0.3", "V"],
            ["Junction temperature", "150", DEG],
            ["Storage temperature", MINUS + "65 to +150", DEG],
            ["ESD, human body model", "4", "kV"],
        ],
        7.5,
    )
    s.caption("Table 2.  Stresses beyond these ratings may damage the device.", 7)
    s.para(
        "Operating temperature range: " + MINUS + "40 " + DEG + " to +125 " + DEG + ". The "
        "TWD4612 is specified over the whole range; no derating applies.",
        7.5,
    )
    s.heading("\u220e 5 Pin configuration", 10, rule=True)
    s.table(
        [
            Col("SOT-23-6", 60, "C"),
            Col("MSOP-8", 60, "C"),
            Col("Name", 60, "C"),
            Col("Function", 319),
        ],
        [
            ["1", "8", "VOUT", "Buffered DAC output"],
            ["2", "4", "GND", "Ground"],
            [
                "3",
                "3",
                "VDD",
                "Supply, 2.7 V to 5.5 V; decouple with 0.1 " + MU + "F + 10 " + MU + "F",
            ],
            ["4", "6", "SDA", "I" + SQ + "C data, open drain"],
            ["5", "7", "SCL", "I" + SQ + "C clock"],
            ["6", "5", "A0", "Address bit 0: tie to GND or VDD, never leave open"],
            [DASH, "1, 2", "NC", "Not connected"],
        ],
        7.5,
    )
    s.caption("Table 3.  Pin functions.", 7)
    s.heading("\u220e 6 Serial interface", 10, rule=True)
    s.para(
        "The 7-bit slave address is 10011 followed by the factory bit A1 (0 on the TWD4612-0, "
        "1 on the TWD4612-1) and the A0 pin. A logic analyser shows the address shifted left "
        "with the R/W bit: 0x98 / 0x99 for address 0x4C and 0x9E / 0x9F for 0x4F. The device "
        "enters high-speed mode after the master code 00001xxx.",
        7.5,
    )
    s.table(
        [
            Col("C2 C1 C0", 60, "C"),
            Col("Command", 150),
            Col("Bytes after address", 100, "C"),
            Col("Effect", 189),
        ],
        [
            ["0 0 x", "Fast write", "2", "DAC register only, PD1 PD0 in byte 1"],
            ["0 1 0", "Write DAC register", "3", "DAC register and power-down bits"],
            ["0 1 1", "Write DAC and EEPROM", "3", "also stored; busy for tWR = 25 ms typ."],
            [
                "1 0 0",
                "Write gain / reference",
                "2",
                "G = 0: " + TIMES + "1, G = 1: " + TIMES + "2",
            ],
        ],
        7.5,
    )
    s.caption("Table 4.  Write commands.", 7)
    s.table(
        [Col("PD1 PD0", 60, "C"), Col("Mode", 150), Col("VOUT pin", 289)],
        [
            ["0 0", "Normal operation", "buffer on"],
            ["0 1", "Power-down", "1 k" + OHM + " to GND"],
            ["1 0", "Power-down", "100 k" + OHM + " to GND"],
            ["1 1", "Power-down", "500 k" + OHM + " to GND"],
        ],
        7.5,
    )
    s.caption("Table 5.  Power-down modes.", 7)
    s.heading("\u220e 7 Application information", 10, rule=True)
    s.bullets(
        [
            "3.3 V hosts: run VDD from the host's 3.3 V rail and pull SDA and SCL up to the same "
            "rail (4.7 k" + OHM + " for 100 kHz and 400 kHz, 1 k" + OHM + " for high-speed mode).",
            "Output span: with the internal reference and gain " + TIMES + "1 the output spans 0 V "
            "to 2.048 V at any VDD. Gain " + TIMES + "2 needs VDD " + GE + " 4.2 V; below that the "
            "top codes clip at the supply.",
            "VDD as the reference gives a ratiometric 0 V to VDD output; supply noise then "
            "appears at the output.",
            "EEPROM endurance is 100 000 write cycles; write the EEPROM for set points, not for "
            "every update.",
        ],
        7.5,
    )
    s.table(
        [
            Col("Order code", 120),
            Col("Version", 80, "C"),
            Col("Addresses", 100, "C"),
            Col("Package", 100, "C"),
            Col("Marking", 99, "C"),
        ],
        [
            ["TWD4612-0SOT", "-0", "0x4C, 0x4D", "SOT-23-6", "D0"],
            ["TWD4612-1SOT", "-1", "0x4E, 0x4F", "SOT-23-6", "D1"],
            ["TWD4612-0MSP", "-0", "0x4C, 0x4D", "MSOP-8", "4612-0"],
            ["TWD4612-1MSP", "-1", "0x4E, 0x4F", "MSOP-8", "4612-1"],
        ],
        7.5,
    )
    s.caption("Table 6.  Ordering information (tape and reel, 3000 pieces).", 7)
    revision_table(
        s,
        [
            ["2022-11", "A", "Initial release"],
            ["2023-06", "B", "High-speed mode added; EEPROM endurance corrected"],
            ["2024-03", "C", "TWD4612-1 version; output range footnote"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "twd4612.pdf")


# ------------------------------------------------ ultrasonic distance module (Accra)
def kus47(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KANESHIE MAKER HUB",
        header_right="Product data sheet  \u00b7  KUS-47 / KUS-47W",
        footer_left="Kaneshie Maker Hub Ltd  \u00b7  Kaneshie Market Road, Accra, Ghana  \u00b7  "
        "TIN C0019384726  \u00b7  shop@kaneshiemakerhub.com.gh",
        footer_right="Sheet {page} of {nb}",
        rule_color=(190, 85, 30),
        table_fill=(250, 232, 215),
        accent=(160, 70, 20),
        grid=True,
    )
    s = Sheet(style, "KUS-47 / KUS-47W ultrasonic distance sensor module")
    s.add_page()
    s.title_block(
        "KUS-47 / KUS-47W",
        "Ultrasonic Distance Sensor Module (Trigger / Echo)",
        "Item codes KSH-0471 (KUS-47, open board) and KSH-0472 (KUS-47W, waterproof probe)  "
        "\u00b7  product data sheet, updated 12 March 2024",
        21,
    )

    def overview() -> None:
        s.heading("\u25cd Overview", 10)
        s.para(
            "The KUS-47 measures distance with a pair of 40 kHz transducers. Send a HIGH pulse "
            "of at least 10 " + MU + "s on TRIG; the module fires a burst of eight cycles and "
            "holds ECHO HIGH until the echo comes back. Distance is the ECHO time multiplied "
            "by the speed of sound, divided by two.",
            7.8,
        )
        s.para(
            "The KUS-47W keeps the same pins but moves a single sealed transducer to the end of "
            "a 2.5 m cable, for water tanks, bins and parking bays. One transducer sends and "
            "listens, so its blind zone is bigger and its beam wider.",
            7.8,
        )

    def quick() -> None:
        s.heading("\u25cd Quick facts", 10)
        s.table(
            [Col("", 80), Col("", 150)],
            [
                ["Power", "5 V DC (KUS-47W: 3.3 V or 5 V)"],
                ["Range", "2 cm to 4.5 m (KUS-47W: 20 cm to 6 m)"],
                ["Ultrasound", "40 kHz"],
                ["Output", "ECHO pulse, HIGH level = VCC"],
                ["Pins", "VCC, TRIG, ECHO, GND"],
                ["Board", "45 x 20 x 15 mm"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(overview, quick, 255, 14)
    s.heading("\u25cd Specifications", 10)
    s.table(
        [
            Col("Parameter", 118),
            Col("Condition", 121),
            Col("KUS-47", 130, "C"),
            Col("KUS-47W", 130, "C"),
        ],
        [
            [
                "Supply voltage",
                "DC, at the VCC pin",
                "4.5 V " + NDASH + " 5.5 V",
                "3.0 V " + NDASH + " 5.5 V",
            ],
            ["Working current\n(measuring)", "VCC = 5 V, one ranging\nper 60 ms", "15 mA", "8 mA"],
            ["Quiescent current", "idle, TRIG LOW", "2 mA", "5 " + MU + "A"],
            [
                "Ranging distance",
                "flat target 0.5 m" + SQ,
                "2 cm " + NDASH + " 450 cm",
                "20 cm " + NDASH + " 600 cm",
            ],
            ["Resolution", "", "0.3 cm", "0.5 cm"],
            [
                "Accuracy",
                "up to 200 cm\nabove 200 cm",
                PM + "1 cm\n" + PM + "2 % of distance",
                PM + "1 cm\n" + PM + "1 % of distance",
            ],
            ["Beam angle", "-6 dB, full angle", "15\u00b0", "70\u00b0"],
            ["Ultrasonic frequency", "", "40 kHz", "40 kHz"],
            ["Trigger pulse", "TRIG HIGH", GE + " 10 " + MU + "s", GE + " 10 " + MU + "s"],
            [
                "Echo pulse width",
                "target in range\nno target",
                "120 " + MU + "s " + NDASH + " 26 ms\n38 ms",
                "1.2 ms " + NDASH + " 35 ms\n60 ms",
            ],
            ["Measuring cycle", "recommended minimum", "60 ms", "100 ms"],
            ["ECHO high level", "", "= VCC", "= VCC"],
            ["TRIG input high", "", GE + " 2.4 V", GE + " 2.0 V"],
            [
                "Operating temperature",
                "",
                "-10 " + NDASH + " +60 " + DEG,
                "-20 " + NDASH + " +70 " + DEG,
            ],
            ["Protection", "", "none (open board)", "IP67 (probe and cable)"],
            ["Weight", "", "9 g", "48 g"],
        ],
        7.5,
        head_rows=[["", "", "Version", "<"]],
    )
    s.para(
        "Figures at 25 "
        + DEG
        + " and 50 %RH. Sound travels about 0.6 % faster per 10 "
        + DEG
        + " of air temperature; correct for it if you need better than 1 cm.",
        7.2,
    )

    s.add_page()
    s.heading("\u25cd Pins", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("KUS-47", 200), Col("KUS-47W", 199)],
        [
            ["1", "VCC", "4.5 " + NDASH + " 5.5 V", "3.0 " + NDASH + " 5.5 V"],
            [
                "2",
                "TRIG",
                "start pulse in, 10 k" + OHM + " pull-down",
                "start pulse in, 10 k" + OHM + " pull-down",
            ],
            ["3", "ECHO", "pulse out, push-pull, HIGH = VCC", "pulse out, push-pull, HIGH = VCC"],
            ["4", "GND", "ground", "ground"],
        ],
        7.5,
    )
    s.heading("\u25cd How to wire it", 10)
    s.bullets(
        [
            "5 V Arduino (Uno, Nano, Mega): VCC to 5V, GND to GND, TRIG and ECHO straight to two "
            "digital pins. No other parts needed.",
            "ESP32, Raspberry Pi Pico, Raspberry Pi (3.3 V logic): the KUS-47 will not run from "
            "3.3 V. Power it from 5 V and put a divider (1 k"
            + OHM
            + " in series, 2 k"
            + OHM
            + " to GND) in the ECHO line, because ECHO swings to VCC. TRIG can be driven from "
            "3.3 V directly.",
            "The KUS-47W runs from 3.3 V: on a 3.3 V board wire it directly, no divider needed.",
            "Distance in cm = ECHO HIGH time in " + MU + "s / 58. At 20 " + DEG + " sound covers "
            "0.0343 cm per " + MU + "s.",
        ],
        7.5,
        "\u25aa",
    )
    s.heading("\u25cd Questions customers ask", 10)
    s.bullets(
        [
            "Will it work in the rain? The open KUS-47 must stay dry. The KUS-47W probe and cable "
            "are IP67; its small board is not sealed and must sit in a box.",
            "Why do I get 0 or a huge number? Nothing came back within 38 ms (60 ms on the "
            "KUS-47W): the target is too far, too small, soft (curtains, foam) or at a steep angle.",
            "Can I measure closer than 2 cm? No. Below 2 cm (20 cm on the KUS-47W) the echo "
            "arrives while the transducer is still ringing.",
            "Can it measure water level in a tank? Yes, use the KUS-47W looking down at the "
            "surface and keep it 20 cm above the highest level.",
        ],
        7.5,
        "\u25aa",
    )
    s.heading("\u25cd Prices", 10)
    s.table(
        [
            Col("Item code", 80),
            Col("Description", 209),
            Col("1 " + NDASH + " 9 pcs", 70, "C"),
            Col("10 " + NDASH + " 49 pcs", 70, "C"),
            Col("50+ pcs", 70, "C"),
        ],
        [
            [
                "KSH-0471",
                "KUS-47 ultrasonic module, open board",
                CEDI + " 28.00",
                CEDI + " 25.50",
                CEDI + " 22.00",
            ],
            [
                "KSH-0472",
                "KUS-47W waterproof probe, 2.5 m cable",
                CEDI + " 115.00",
                CEDI + " 106.00",
                CEDI + " 98.00",
            ],
            [
                "KSH-0473",
                "Mounting bracket for KUS-47, 2 pcs",
                CEDI + " 6.50",
                CEDI + " 5.80",
                CEDI + " 5.00",
            ],
        ],
        7.5,
    )
    s.para(
        "Prices include 15 % VAT and NHIL levies. Collection from the shop or delivery across "
        "Greater Accra in 1 " + NDASH + " 2 working days.",
        7.2,
    )
    revision_table(
        s,
        [
            ["2023-08-02", "1", "First sheet"],
            ["2024-03-12", "2", "KUS-47W added; wiring for 3.3 V boards"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "kus-47.pdf")


# ------------------------------------------------ LoRaWAN module (Tallinn)
def trl63(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="TOOMPEA RADIO",
        header_right="TRL-63 LoRaWAN module  \u00b7  Hardware Guide and AT Command Summary",
        footer_left="Toompea Radio O\u00dc  \u00b7  Tallinn, Estonia  \u00b7  registry code 14718265  "
        "\u00b7  TRL63-HG v1.4",
        footer_right="p. {page}/{nb}",
        rule_color=(130, 20, 45),
        table_fill=None,
        accent=(130, 20, 45),
        grid=False,
    )
    s = Sheet(style, "TRL-63 LoRaWAN module hardware guide")
    s.add_page()
    s.title_block(
        "TRL-63",
        "LoRaWAN Class A / Class C Module with AT-Command UART",
        "Versions TRL-63E (EU868) and TRL-63U (US915)  |  18-pad castellated SMD module, "
        "20 x 16 x 2.6 mm  |  Hardware Guide v1.4, April 2024",
        22,
    )

    def overview() -> None:
        s.heading("[1] OVERVIEW", 10)
        s.para(
            "The TRL-63 combines a sub-GHz LoRa transceiver, a low-power microcontroller with a "
            "certified LoRaWAN 1.0.4 stack and a 32 MHz TCXO on one shielded module. The host "
            "talks to it over a UART with plain-text AT commands: set the keys, join with OTAA "
            "or ABP, send and receive. No radio firmware has to be written.",
            8,
        )
        s.para(
            "The TRL-63E is for the EU 863-870 MHz band, the TRL-63U for the US 902-928 MHz "
            "band. Both share the footprint, the pinout and the command set.",
            8,
        )

    def features() -> None:
        s.heading("KEY FEATURES", 10)
        s.bullets(
            [
                "LoRaWAN 1.0.4, Class A and Class C, OTAA and ABP",
                "Link budget up to 157 dB (TRL-63U at +20 dBm, SF12)",
                "Sleep current 2.1 " + MU + "A with the RTC running",
                "UART with AT commands, 9600 bps by default",
                "Single 3.3 V supply",
                "u.FL connector or RF pad (ordering option)",
                "-40 " + DEG + " to +85 " + DEG,
            ],
            8,
            "\u2013",
        )

    s.side_by_side(overview, features, 270, 14)
    s.heading("[2] RADIO CHARACTERISTICS", 10, rule=True)
    s.caption("Tab. 1: Radio (TA = 25 " + DEG + ", VDD = 3.3 V, 50 " + OHM + " at the RF pad)", 8)
    s.table(
        [
            Col("Parameter", 120),
            Col("Condition", 150),
            Col("TRL-63E", 80, "C"),
            Col("TRL-63U", 80, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Frequency band", "", "863 - 870", "902 - 928", "MHz"],
            ["Maximum TX power", "conducted, AT+TXP=0", "+14", "+22", "dBm"],
            ["TX power step", "AT+TXP=0 ... 7", "2", "2", "dB"],
            [
                "RX sensitivity",
                "SF12, 125 kHz\nSF7, 125 kHz\nSF8, 500 kHz",
                "-137\n-124\n" + DASH,
                "-137\n-124\n-116",
                "dBm",
            ],
            ["Channels", "uplink", "16 (3 default)", "64 + 8", ""],
            ["Data rates", "", "DR0 - DR5", "DR0 - DR4", ""],
        ],
        8,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.heading("[3] ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.caption("Tab. 2: Absolute maximum ratings", 8)
    s.table(
        [Col("Parameter", 270), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 109, "C")],
        [
            ["Supply voltage VDD", "-0.3", "3.9", "V"],
            ["Voltage on any I/O pad", "-0.3", "VDD + 0.3", "V"],
            ["RF input level", "", "+10", "dBm"],
            ["Storage temperature", "-40", "+100", DEG],
        ],
        8,
    )
    s.caption("Tab. 3: Operating conditions and current consumption (TA = 25 " + DEG + ")", 8)
    s.table(
        [
            Col("Parameter", 110),
            Col("Condition", 170),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Supply voltage VDD", "", "2.5", "3.3", "3.6", "V"],
            ["Operating temperature", "", "-40", "", "+85", DEG],
            ["Sleep current", "AT+LPM=1, RTC running", "", "2.1", "3.5", MU + "A"],
            ["Standby current", "MCU idle, radio off", "", "1.6", "2.2", "mA"],
            ["RX current", "receiving, Class C listening", "", "6.5", "8", "mA"],
            [
                "TX current",
                "+14 dBm (TRL-63E)\n+20 dBm (TRL-63U)\n+22 dBm (TRL-63U)",
                "",
                "44\n108\n125",
                "52\n120\n140",
                "mA",
            ],
            ["Input high voltage", "RXD, NRST, WAKE", "0.7 x VDD", "", "", "V"],
            ["Input low voltage", "RXD, NRST, WAKE", "", "", "0.3 x VDD", "V"],
            ["Output high voltage", "TXD, BUSY, IOH = -2 mA", "VDD - 0.4", "", "", "V"],
        ],
        8,
    )

    s.add_page()
    s.heading("[4] UART AND AT COMMANDS", 10, rule=True)
    s.para(
        "UART1 on pads 4 (TXD) and 5 (RXD) runs at 9600 bps, 8 data bits, no parity, one stop "
        "bit after a factory reset. AT+BAUD selects 1200, 2400, 4800, 9600, 19200, 38400, "
        "57600 or 115200 bps and is kept in flash. Every command ends with CR LF; the module "
        "answers OK or ERROR(n) within 50 ms, except AT+JOIN, which reports +JOIN: later.",
        8,
    )
    s.para(
        "The pads are 3.3 V CMOS and are not 5 V tolerant. From a 5 V host put a level "
        "shifter in both lines, or at least a 2.2 k" + OHM + " / 3.3 k" + OHM + " divider in "
        "the host's TX line; the module's 3.3 V TXD level is read correctly by most 5 V "
        "microcontrollers.",
        8,
    )
    s.caption("Tab. 4: AT command summary (extract)", 8)
    s.table(
        [Col("Command", 130), Col("Parameters", 150), Col("Function", 219)],
        [
            ["AT+DEVEUI / AT+APPEUI", "16 hex digits", "read or set the identifiers"],
            ["AT+APPKEY", "32 hex digits", "set the application key (OTAA)"],
            ["AT+JOIN", "-", "join the network; answer +JOIN: OK or +JOIN: FAIL"],
            ["AT+SEND=<port>:<hex>", "port 1 ... 223, up to 242 bytes", "unconfirmed uplink"],
            ["AT+TXP=<n>", "0 ... 7 (0 = maximum power)", "TX power, 2 dB per step"],
            ["AT+DR=<n>", "0 ... 5 (EU), 0 ... 4 (US)", "data rate when ADR is off"],
            ["AT+CLASS=<c>", "A or C", "device class"],
            ["AT+LPM=<n>", "0 or 1", "1: sleep between events (2.1 " + MU + "A typ.)"],
            ["AT+BAUD=<rate>", "1200 ... 115200", "UART speed, stored in flash"],
        ],
        8,
    )
    s.caption("Tab. 5: Pad assignment", 8)
    s.table(
        [
            Col("Pad", 40, "C"),
            Col("Name", 60, "C"),
            Col("Function", 150),
            Col("Pad", 40, "C"),
            Col("Name", 60, "C"),
            Col("Function", 149),
        ],
        [
            ["1", "VDD", "supply 2.5 ... 3.6 V", "10", "GND", "ground"],
            ["2", "GND", "ground", "11", "RF", "50 " + OHM + " antenna pad (-P)"],
            ["3", "NRST", "reset, active low", "12", "GND", "ground"],
            ["4", "TXD", "UART out", "13", "SWDIO", "debug"],
            ["5", "RXD", "UART in", "14", "SWCLK", "debug"],
            ["6", "WAKE", "wake from sleep, rising edge", "15", "PA0", "spare GPIO"],
            ["7", "BUSY", "high while radio active", "16", "PA1", "spare GPIO"],
            ["8", "LED", "activity LED, 4 mA max", "17", "BOOT", "boot loader, pull low"],
            ["9", "GND", "ground", "18", "GND", "ground"],
        ],
        8,
    )
    s.heading("[5] DESIGN NOTES", 10, rule=True)
    s.bullets(
        [
            "Decouple VDD with 22 " + MU + "F and 100 nF close to pad 1. The supply must stay "
            "above 2.5 V during transmit bursts.",
            "Average battery current depends on the uplink interval, spreading factor and TX "
            "power; use AT+LPM=1 so the module sleeps between events.",
            "Antenna: 50 " + OHM + ", tuned for the band of the version. Never transmit without "
            "an antenna.",
            "The EU duty-cycle limits are enforced by the stack; AT+SEND answers ERROR(6) when "
            "no channel is free.",
        ],
        8,
        "\u2013",
    )
    s.caption("Tab. 6: Ordering information", 8)
    s.table(
        [
            Col("Order code", 120),
            Col("Band", 110, "C"),
            Col("Antenna", 150, "C"),
            Col("EUR (100 pcs)", 119, "C"),
        ],
        [
            ["TRL-63E-C", "EU868", "u.FL connector", "11.40"],
            ["TRL-63E-P", "EU868", "RF pad", "10.90"],
            ["TRL-63U-C", "US915", "u.FL connector", "11.80"],
            ["TRL-63U-P", "US915", "RF pad", "11.30"],
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2023-09-04", "1.2", "AT+BAUD stored in flash"],
            ["2024-04-22", "1.4", "TRL-63U at +22 dBm; sleep current 2.1 " + MU + "A typ."],
        ],
        (90, 60, 349),
    )
    return save(s, out / "trl-63.pdf")


# ------------------------------------------------ 3-phase BLDC gate driver (Hiroshima)
def kgd6360(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="UJINA POWER DEVICES",
        header_right="KGD6360 / KGD6360E  Data Sheet  Ver. 1.1",
        footer_left="Ujina Power Devices Co., Ltd.   Minami-ku, Hiroshima, Japan   "
        "Document No. UPD-DS-6360-E11",
        footer_right="- {page} -",
        rule_color=(20, 40, 90),
        table_fill=(230, 233, 245),
        accent=(20, 40, 90),
        grid=True,
    )
    s = Sheet(style, "KGD6360 60 V three-phase BLDC pre-driver")
    s.add_page()
    s.title_block(
        "KGD6360 / KGD6360E",
        "60 V Three-Phase Brushless DC Motor Pre-Driver with Bootstrap Gate Drive and 3.3 V LDO",
        "QFN32 (5 x 5 mm)   Grades: KGD6360 (Ta = -40 to +85 " + DEG + "), KGD6360E (Ta = -40 to "
        "+125 " + DEG + ")   Data Sheet Ver. 1.1",
        18,
    )

    def features() -> None:
        s.heading("1. Features", 9.5)
        s.bullets(
            [
                "Supply voltage PVDD: 6 V to 60 V (65 V absolute maximum)",
                "Drives six N-channel MOSFETs (three half bridges)",
                "Gate drive 1.0 A source / 1.5 A sink (peak)",
                "Bootstrap high side with trickle charge pump for 100 % duty",
                "Dead time 100 ns to 2 " + MU + "s, set by one resistor",
                "PWM input frequency up to 200 kHz",
                "3.3 V / 30 mA LDO for a small controller",
                "Sleep mode: 20 " + MU + "A typ.",
                "3.3 V and 5 V logic-compatible inputs",
                "UVLO, VDS over-current monitor, thermal shutdown",
            ],
            7.3,
            "\u25cf",
        )

    def description() -> None:
        s.heading("2. Description", 9.5)
        s.para(
            "The KGD6360 is a gate driver for three-phase brushless DC and PMSM motors. Six "
            "PWM inputs (INHA to INLC) control three half bridges of external N-channel "
            "MOSFETs. The high-side gates are supplied from bootstrap capacitors, topped up "
            "by a trickle charge pump so that a high-side switch can stay on indefinitely.",
            7.3,
        )
        s.para(
            "Each bridge is guarded by a VDS monitor that turns all gates off on an over-current "
            "and reports it on nFAULT. The KGD6360E grade adds an ambient range up to +125 "
            + DEG
            + " for engine-bay and industrial drives.",
            7.3,
        )
        s.heading("3. Applications", 9.5)
        s.para("E-bikes and scooters, power tools, fans and pumps, drones, robots.", 7.3)

    s.side_by_side(features, description, 250, 14)
    s.heading("4. Ratings and operating conditions", 10, rule=True)
    s.heading("4-1. Absolute maximum ratings (Ta = 25 " + DEG + ")", 8.5)
    s.table(
        [
            Col("Parameter", 230),
            Col("Symbol", 70, "C"),
            Col("Rating", 110, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "PVDD", "-0.3 to 65", "V"],
            ["Phase node voltage", "SHx", "-2 to 65", "V"],
            ["Bootstrap pin voltage", "BSTx", "-0.3 to 80", "V"],
            ["Logic input voltage (INHx, INLx, nSLEEP)", "V_{IN}", "-0.3 to 5.75", "V"],
            ["LDO output current", "I_{LDO}", "40", "mA"],
            ["Junction temperature", "T_{j}", "150", DEG],
            ["Storage temperature", "T_{stg}", "-55 to 150", DEG],
        ],
        7.3,
    )
    s.heading("4-2. Recommended operating conditions", 8.5)
    s.table(
        [
            Col("Parameter", 160),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "PVDD", "6", "60", "6", "60", "V"],
            ["Logic input voltage", "V_{IN}", "0", "5.5", "0", "5.5", "V"],
            ["PWM input frequency", "f_{PWM}", "0", "200", "0", "200", "kHz"],
            ["LDO load current", "I_{LDO}", "0", "30", "0", "30", "mA"],
            ["Ambient temperature", "T_{a}", "-40", "85", "-40", "125", DEG],
        ],
        7.3,
        head_rows=[["", "", "KGD6360", "<", "KGD6360E", "<", ""]],
    )
    s.heading("5. Pin description", 10, rule=True)
    s.table(
        [
            Col("No.", 40, "C"),
            Col("Name", 60, "C"),
            Col("Function", 150),
            Col("No.", 40, "C"),
            Col("Name", 60, "C"),
            Col("Function", 149),
        ],
        [
            ["1", "PVDD", "supply, 6 to 60 V", "17", "GLC", "low-side gate C"],
            ["2", "CP", "charge pump capacitor", "18", "SHC", "phase node C"],
            ["3", "LDO", "3.3 V output, 30 mA", "19", "GHC", "high-side gate C"],
            ["4", "GND", "ground", "20", "BSTC", "bootstrap C"],
            ["5-7", "INHA-C", "high-side PWM inputs", "21-24", "GLB ... BSTB", "bridge B"],
            ["8-10", "INLA-C", "low-side PWM inputs", "25-28", "GLA ... BSTA", "bridge A"],
            ["11", "nSLEEP", "low = sleep", "29", "SP", "current-sense +"],
            ["12", "nFAULT", "open drain, low = fault", "30", "SN", "current-sense -"],
            ["13", "DT", "dead-time resistor", "31", "SO", "amplifier output"],
            ["14", "VDS", "over-current level", "32", "NC", "no connection"],
            ["15-16", "GND", "ground", "EP", "GND", "exposed pad"],
        ],
        7.3,
    )
    s.add_page()
    s.heading(
        "6. Electrical characteristics (Ta = 25 " + DEG + ", PVDD = 24 V unless "
        "otherwise specified)",
        8.5,
    )
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 50, "C"),
            Col("Conditions", 152),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 65, "C"),
        ],
        [
            ["Power supply"],
            [
                "PVDD operating\ncurrent",
                "I_{PVDD}",
                "nSLEEP = H, 20 kHz PWM,\ngates unloaded",
                "",
                "9",
                "14",
                "mA",
            ],
            [
                "PVDD sleep\ncurrent",
                "I_{SLEEP}",
                "nSLEEP = L, PVDD = 24 V\nnSLEEP = L, PVDD = 60 V",
                "",
                "20\n28",
                "35\n50",
                MU + "A",
            ],
            [
                "PVDD undervoltage\nlockout",
                "V_{UVLO}",
                "PVDD rising\nPVDD falling",
                "",
                "5.8\n5.4",
                "6.0\n",
                "V",
            ],
            ["LDO output voltage", "V_{LDO}", "I_{LDO} = 0 to 30 mA", "3.2", "3.3", "3.4", "V"],
            ["LDO current limit", "I_{LIM}", "", "", "45", "", "mA"],
            ["Logic inputs"],
            ["Input high voltage", "V_{IH}", "INHx, INLx, nSLEEP", "2.0", "", "", "V"],
            ["Input low voltage", "V_{IL}", "INHx, INLx, nSLEEP", "", "", "0.8", "V"],
            ["Input pull-down", "R_{PD}", "", "", "100", "", "k" + OHM],
            ["Gate drivers"],
            [
                "High-side gate\nvoltage",
                "V_{GSH}",
                "VGHx - VSHx, bootstrap",
                "9.5",
                "10.5",
                "",
                "V",
            ],
            ["Low-side gate\nvoltage", "V_{GSL}", "VGLx", "10", "11", "12", "V"],
            ["Peak source\ncurrent", "I_{SRC}", "gate at 0 V", "", "1.0", "", "A"],
            ["Peak sink\ncurrent", "I_{SNK}", "gate at 10 V", "", "1.5", "", "A"],
            ["Dead time", "t_{DT}", "DT pin open\nR_{DT} = 200 k" + OHM, "", "100\n2000", "", "ns"],
            ["Protection"],
            ["VDS trip level", "V_{DS(OC)}", "set by VDS pin", "0.1", "", "2.0", "V"],
            ["Thermal shutdown", "T_{SD}", "junction", "", "165", "", DEG],
        ],
        7,
    )

    s.heading("7. Application information", 10, rule=True)
    s.heading("7-1. MOSFETs and motor current", 8.5)
    s.para(
        "Motor current and power are set by the external MOSFETs, the current-sense resistor "
        "and the cooling of the board, not by the KGD6360. Choose MOSFETs with a VDS rating at "
        "least 1.5 times the highest PVDD, for example 100 V parts for a 48 V battery. With a "
        "total gate charge Qg the gate drive current needed is about Qg x fPWM x 6; the KGD6360 "
        "supports up to 200 nC per gate at 20 kHz.",
        7.5,
    )
    s.heading("7-2. Controller interface", 8.5)
    s.para(
        "With a 3.3 V controller (ESP32, STM32, RP2040) connect INHx, INLx and nSLEEP "
        "directly: VIH is 2.0 V and the inputs accept up to 5.5 V, so 5 V controllers work "
        "too. The LDO can power a small 3.3 V controller up to 30 mA; a Wi-Fi controller such "
        "as an ESP32 needs its own regulator. Do not drive INHx and INLx of one bridge high "
        "together: the KGD6360 inserts dead time but does not block shoot-through commands.",
        7.5,
    )
    s.heading("7-3. Bootstrap capacitor", 8.5)
    s.para(
        "CBST "
        + GE
        + " 10 x Qg / 1 V. For Qg = 60 nC use 1 "
        + MU
        + "F, 25 V X7R. The charge pump "
        "keeps the bootstrap charged at 100 % duty with up to 2 mA of gate leakage.",
        7.5,
    )
    s.heading("8. Ordering information", 10, rule=True)
    s.table(
        [
            Col("Part number", 140),
            Col("Grade (Ta)", 130, "C"),
            Col("Package", 110, "C"),
            Col("Packing", 119, "C"),
        ],
        [
            ["KGD6360-QF-TR", "-40 to +85 " + DEG, "QFN32", "2500 / reel"],
            ["KGD6360E-QF-TR", "-40 to +125 " + DEG, "QFN32", "2500 / reel"],
        ],
        7.3,
    )
    revision_table(
        s,
        [
            ["2023.07", "1.0", "First edition"],
            ["2024.02", "1.1", "KGD6360E grade; sleep current at 60 V added"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "kgd6360.pdf")
