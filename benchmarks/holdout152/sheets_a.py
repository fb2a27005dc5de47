"""Hold-out 152 datasheets, part 1: a 3 A synchronous buck converter module with adjustable
output, an ultrasonic distance sensor module, a capacitive soil-moisture probe and a 12-bit
I2C DAC IC.

A Betio (Tarawa, Kiribati) maker-store product sheet ("✵" heads, "⌘ Table n" captions,
column groups per version with the continuous current stacked per conversion, a derating
footnote, a FAQ and AUD prices), a Kolonia (Pohnpei, Micronesia) maker-store sheet ("✯"
upper-case heads, "Chart n ⇥" captions, column groups per version with currents and logic
levels stacked per supply, accuracy with a unit per line, wiring advice only in prose),
an Avarua (Rarotonga, Cook Islands) garden-electronics sheet ("♁" heads, "Panel n ⁍"
captions, one electrical panel for both probes and a probe-version panel with the output
stacked per supply, a decoy soil-reading panel, NZD prices) and a Hagåtña (Guam) IC house
data sheet ("╪ n" heads, "Table n ↕" captions, DC table in grade column groups with section
rows, I2C speed stacked per bus mode, an ordering table with the address per code and a
command table with look-alike hex bytes).
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
TIMES = "\u00d7"
ARROW = "\u2192"
STAR6 = "\u2735"  # ✵
CMD = "\u2318"  # ⌘
STAR5 = "\u272f"  # ✯
TAB = "\u21e5"  # ⇥
EARTH = "\u2641"  # ♁
BULLET_R = "\u204d"  # ⁍
DBL = "\u256a"  # ╪
UPDOWN = "\u2195"  # ↕


# ------------------------------------------------ 3 A buck converter module (Betio, Kiribati)
def kbx23(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="BONRIKI VOLT SHOP  " + STAR6 + "  power boards",
        header_right="KBX-23 / KBX-23H  " + STAR6 + "  board sheet",
        footer_left="Bonriki Volt Shop  \u00b7  Causeway Road, Betio, Tarawa, Kiribati  \u00b7  "
        "all prices in AUD, VAT included",
        footer_right="pg {page} " + STAR6 + " {nb}",
        rule_color=(0, 128, 118),
        table_fill=(241, 233, 214),
        accent=(0, 104, 96),
        grid=False,
    )
    s = Sheet(style, "KBX-23 / KBX-23H 3 A synchronous buck converter module")
    s.add_page()
    s.title_block(
        "KBX-23 / KBX-23H",
        "3 A Synchronous Step-Down (Buck) Module " + NDASH + " adjustable output with trimmer",
        "Item BVS-KBX23 (KBX-23, up to 24 V in)  AUD 4.90    |    Item BVS-KBX23H (KBX-23H, up "
        "to 36 V in)  AUD 7.40",
        20,
    )

    def about() -> None:
        s.heading(STAR6 + " About this board", 10)
        s.para(
            "A small step-down converter with synchronous rectification: no catch diode, so it "
            "stays cool at 2 A. A multi-turn trimmer sets the output anywhere from 0.8 V up to "
            "the input minus the dropout. Boards are shipped at 5.0 V out.",
            8.0,
        )
        s.para(
            "The KBX-23 switches at 1.5 MHz and takes up to 24 V in. The KBX-23H uses a 40 V "
            "converter IC at 500 kHz and a larger 10 " + MU + "H inductor, so it accepts up to "
            "36 V (6S and 8S packs, 24 V truck systems) and gives a little more current.",
            8.0,
        )

    def facts() -> None:
        s.heading(STAR6 + " Quick facts", 10)
        s.bullets(
            [
                "In 4.5 " + ELL + " 24 V (KBX-23) or 6 " + ELL + " 36 V (KBX-23H)",
                "Out 0.8 V to 20 V / 30 V, set by trimmer",
                "3 A peak, see the table for continuous current",
                "Up to 93 % efficient",
                "EN pad for remote on / off",
                "22 x 17 x 4 mm, 4 castellated corners",
            ],
            8.0,
        )

    s.side_by_side(about, facts, 262, 16)
    s.heading(STAR6 + " Electrical data", 10.5, rule=True)
    s.caption(
        CMD + " Table 1  Electrical data by version (Ta = 25 " + DEG + ", output set to 5.0 V "
        "unless noted)"
    )
    s.table(
        [
            Col("Parameter", 90),
            Col("Conditions", 124),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Unit", 63, "C"),
        ],
        [
            ["Input voltage\n(operating)", "", "4.5", "", "24", "6.0", "", "36", "V"],
            ["Output voltage\nadjust range", "trimmer RP1", "0.8", "", "20", "0.8", "", "30", "V"],
            [
                "Output voltage,\nas delivered",
                "factory setting, no load",
                "4.90",
                "5.00",
                "5.10",
                "4.90",
                "5.00",
                "5.10",
                "V",
            ],
            [
                "Continuous output\ncurrent \u00b9",
                "VIN 12 V "
                + ARROW
                + " VOUT 5 V\nVIN 24 V "
                + ARROW
                + " VOUT 5 V\nVIN 12 V "
                + ARROW
                + " VOUT 3.3 V",
                "",
                "",
                "2.5\n1.8\n2.2",
                "",
                "",
                "3.0\n2.2\n2.6",
                "A",
            ],
            [
                "Peak output\ncurrent",
                LE + " 5 s, then let it cool",
                "",
                "",
                "3.0",
                "",
                "",
                "3.5",
                "A",
            ],
            ["Current limit\n(hiccup mode)", "output shorted", "", "4.0", "", "", "4.8", "", "A"],
            [
                "Dropout\n(VIN " + NDASH + " VOUT)",
                "IOUT = 2 A",
                "",
                "1.0",
                "1.5",
                "",
                "1.4",
                "2.0",
                "V",
            ],
            [
                "No-load input\ncurrent",
                "VIN = 12 V, EN open,\npower LED removed",
                "",
                "0.35",
                "0.6",
                "",
                "0.45",
                "0.8",
                "mA",
            ],
            ["Shutdown current", "EN = 0 V, VIN = 12 V", "", "8", "20", "", "12", "30", MU + "A"],
            ["Power LED current", "LED fitted", "", "1.8", "", "", "1.8", "", "mA"],
            ["Switching frequency", "", "1.2", "1.5", "1.8", "0.4", "0.5", "0.6", "MHz"],
            [
                "Efficiency",
                "12 V "
                + ARROW
                + " 5 V, 1 A\n24 V "
                + ARROW
                + " 5 V, 1 A\n12 V "
                + ARROW
                + " 3.3 V, 2 A",
                "",
                "92\n88\n85",
                "",
                "",
                "93\n90\n87",
                "",
                "%",
            ],
            ["Output ripple", "IOUT = 1 A, 20 MHz BW", "", "30", "", "", "40", "", "mVpp"],
            ["EN high level", "board runs", "1.5", "", "", "1.5", "", "", "V"],
            ["EN low level", "board off", "", "", "0.4", "", "", "0.4", "V"],
            [
                "Operating ambient\ntemperature",
                "see note \u00b9",
                "-40",
                "",
                "+85",
                "-20",
                "",
                "+85",
                DEG,
            ],
        ],
        7.3,
        head_rows=[["", "", "KBX-23", "<", "<", "KBX-23H", "<", "<", ""]],
    )
    s.para(
        "\u00b9 Board soldered to a carrier without heatsink, still air, Ta = 25 "
        + DEG
        + ". Above "
        "Ta = 50 " + DEG + " derate the continuous current linearly to 60 % of the table value at "
        "85 " + DEG + ". The peak current is for short bursts (motor start, Wi-Fi transmit), not "
        "for a steady load.",
        7.4,
    )
    s.heading(STAR6 + " Absolute maximum ratings", 10.5, rule=True)
    s.caption(CMD + " Table 2  Never exceed these, not even for a moment")
    s.table(
        [Col("Item", 200), Col("KBX-23", 100, "C"), Col("KBX-23H", 100, "C"), Col("Unit", 99, "C")],
        [
            ["VIN to GND", "-0.3 " + ELL + " 28", "-0.3 " + ELL + " 40", "V"],
            ["EN to GND", "-0.3 " + ELL + " 6.0", "-0.3 " + ELL + " 6.0", "V"],
            ["VOUT to GND", "-0.3 " + ELL + " 22", "-0.3 " + ELL + " 32", "V"],
            ["Converter junction temperature", "150", "150", DEG],
            ["Storage temperature", "-55 " + ELL + " +125", "-55 " + ELL + " +125", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading(STAR6 + " Pads", 10.5, rule=True)
    s.caption(CMD + " Table 3  Castellated pads, seen from the component side")
    s.table(
        [Col("Pad", 50, "C"), Col("Name", 60, "C"), Col("Function", 389)],
        [
            [
                "1",
                "IN+",
                "Input, 4.5 " + ELL + " 24 V (KBX-23) or 6 " + ELL + " 36 V (KBX-23H); "
                "10 " + MU + "F / 50 V ceramic on board",
            ],
            ["2", "GND", "Ground, shared by input and output (the board is not isolated)"],
            ["3", "OUT+", "Adjustable output; 2 x 22 " + MU + "F ceramic on board"],
            ["4", "GND", "Second ground pad, next to OUT+"],
            [
                "EN",
                "EN",
                "Small pad on the back. Pulled up inside the converter IC; leave open to "
                "run, pull below 0.4 V to switch off",
            ],
        ],
        7.3,
    )
    s.heading(STAR6 + " Setting the output", 10.5, rule=True)
    s.para(
        "Turn RP1 clockwise to raise the output, about 0.3 V per turn near 5 V. Set the voltage "
        "with a meter and no load connected, then connect the load. The output can never go above "
        "the input minus the dropout: this is a step-down converter only. If you need a fixed "
        "voltage that nobody can turn, glue the trimmer after setting it.",
        8.0,
    )
    s.heading(STAR6 + " Before you solder it in", 10.5, rule=True)
    s.bullets(
        [
            "A reversed input (IN+ and GND swapped) destroys the converter IC; the board has no "
            "protection diode.",
            "EN takes 3.3 V or 5 V logic directly. Do not tie EN to IN+ on the KBX-23H above 6 V.",
            "Do not connect a battery to OUT+ while IN+ is unpowered: current flows back through "
            "the high-side switch.",
            "Long input leads (more than 30 cm) need an extra 100 " + MU + "F electrolytic at IN+.",
            "The hiccup current limit protects against a shorted output; the board restarts by "
            "itself when the short is removed.",
        ],
        8.0,
    )
    s.heading(STAR6 + " Asked at the shop counter", 10.5, rule=True)
    faq = [
        (
            "Can it run a Raspberry Pi 4 from a 12 V car battery?",
            "Use the KBX-23H. The Pi 4 wants 5.1 V at up to 3 A. From 12 V to 5 V the KBX-23 is "
            "good for 2.5 A continuous, the KBX-23H for 3.0 A. A running car can reach 14.4 V; "
            "both boards are fine with that.",
        ),
        (
            "Will it work from a 6S LiPo pack?",
            "Only the KBX-23H. A full 6S pack is at 25.2 V, above the 24 V maximum of the KBX-23.",
        ),
        (
            "Can I get 12 V out of a 12 V lead-acid battery?",
            "No. The board only steps down and needs its dropout voltage on top of the output: "
            "up to 1.5 V at 2 A (2.0 V on the KBX-23H).",
        ),
        (
            "Can it charge a battery?",
            "No. It does not stop when a cell is full and nothing blocks current flowing back from "
            "the battery. Use a charger board.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading(STAR6 + " Price list", 10.5, rule=True)
    s.caption(CMD + " Table 4  Prices in AUD, VAT included, shipping from Betio extra")
    s.table(
        [Col("Item", 110), Col("Version", 100), Col("Pack", 90, "C"), Col("Price", 199, "C")],
        [
            ["BVS-KBX23", "KBX-23", "1 pc", "4.90"],
            ["BVS-KBX23-10", "KBX-23", "10 pcs", "39.00"],
            ["BVS-KBX23H", "KBX-23H", "1 pc", "7.40"],
            ["BVS-KBX23H-10", "KBX-23H", "10 pcs", "62.00"],
        ],
        7.3,
    )
    s.para("Board sheet revised 2024-05-20. We change parts when suppliers do.", 7.0)
    return save(s, out / "kbx-23.pdf")


# ------------------------------------------------ ultrasonic distance module (Kolonia, Pohnpei)
def zps04(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="SOKEHS ROBOTICS",
        header_right="ZPS-04  " + STAR5 + "  ZPS-04L",
        footer_left="Sokehs Robotics  \u00b7  Kaselehlie Street, Kolonia, Pohnpei, Federated "
        "States of Micronesia  \u00b7  prices in USD",
        footer_right="{page} \u2022 {nb}",
        rule_color=(204, 51, 102),
        table_fill=(252, 232, 240),
        accent=(170, 30, 80),
        grid=True,
    )
    s = Sheet(style, "ZPS-04 / ZPS-04L ultrasonic distance sensor module")
    s.add_page()
    s.title_block(
        "ZPS-04 / ZPS-04L",
        "Ultrasonic Distance Sensor Module " + NDASH + " trigger / echo, 2 cm to 4.5 m",
        "ZPS-04: the classic 5 V board  |  ZPS-04L: the 3V3 board, runs on 3.0 " + ELL + " 5.5 V  |"
        "  both 45 x 20 x 15 mm, same pinout",
        20,
    )

    def what() -> None:
        s.heading(STAR5 + " WHAT YOU GET", 10)
        s.para(
            "Two 40 kHz transducers, a driver and a receiver amplifier on one board. Pulse the Trig "
            "pin, the board sends a burst of eight cycles and raises Echo until the reflection "
            "comes back. The length of the Echo pulse is the round-trip time.",
            8.0,
        )
        s.para(
            "The ZPS-04L has a charge-pump transmitter and a rail-to-rail receiver, so it works "
            "from the 3.3 V pin of an ESP32, Pico or Raspberry Pi without any divider.",
            8.0,
        )

    def short() -> None:
        s.heading(STAR5 + " IN SHORT", 10)
        s.bullets(
            [
                "Range 2 cm to 4 m (ZPS-04) or 4.5 m (ZPS-04L)",
                "Resolution 3 mm / 1 mm",
                "15\u00b0 beam, 40 kHz",
                "4 pins: VCC, Trig, Echo, GND",
                "Two M2 mounting holes",
            ],
            8.0,
        )

    s.side_by_side(what, short, 262, 16)
    s.heading(STAR5 + " SPECIFICATIONS", 10.5, rule=True)
    s.caption("Chart 1 " + TAB + " Specifications per version (Ta = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 100),
            Col("Condition", 112),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 71, "C"),
        ],
        [
            ["Supply voltage", "VCC", "4.5", "5.0", "5.5", "3.0", "3.3", "5.5", "V"],
            [
                "Operating current\n(while ranging)",
                "VCC = 5.0 V\nVCC = 3.3 V",
                "",
                "15\n" + DASH,
                "20\n" + DASH,
                "",
                "8\n5",
                "12\n8",
                "mA",
            ],
            [
                "Idle current",
                "VCC = 5.0 V\nVCC = 3.3 V",
                "",
                "2.0\n" + DASH,
                "3.0\n" + DASH,
                "",
                "1.5\n1.0",
                "2.5\n2.0",
                "mA",
            ],
            [
                "Ranging distance",
                "flat wall " + GE + " 0.5 m" + SQ + "\n50 mm round pole",
                "2\n2",
                "",
                "400\n150",
                "2\n2",
                "",
                "450\n180",
                "cm",
            ],
            ["Resolution", "", "", "0.3", "", "", "0.1", "", "cm"],
            [
                "Accuracy",
                "2 " + ELL + " 100 cm\n100 " + ELL + " 400 cm",
                "",
                PM + "3\n" + PM + "1.0",
                "",
                "",
                PM + "2\n" + PM + "0.8",
                "",
                "mm\n% of reading",
            ],
            ["Beam angle", "full cone, " + NDASH + "6 dB", "", "15", "", "", "15", "", "degrees"],
            ["Ultrasonic frequency", "", "", "40", "", "", "40", "", "kHz"],
            ["Trig pulse width", "Trig high", "10", "", "", "10", "", "", MU + "s"],
            [
                "Trig input high\nlevel",
                "VCC = 5.0 V\nVCC = 3.3 V",
                "2.4\n" + DASH,
                "",
                "",
                "3.5\n2.3",
                "",
                "",
                "V",
            ],
            [
                "Echo output high\nlevel",
                "VCC = 5.0 V\nVCC = 3.3 V",
                "4.5\n" + DASH,
                "",
                "",
                "4.6\n2.9",
                "",
                "",
                "V",
            ],
            ["Echo pulse width", "per cm of distance", "", "58", "", "", "58", "", MU + "s"],
            ["Echo with no target", "time-out", "", "38", "", "", "60", "", "ms"],
            ["Measuring cycle", "trigger to trigger", "60", "", "", "50", "", "", "ms"],
            ["Operating temperature", "", "-10", "", "+60", "-20", "", "+70", DEG],
        ],
        7.3,
        head_rows=[["", "", "ZPS-04 (5 V)", "<", "<", "ZPS-04L (3V3)", "<", "<", ""]],
    )
    s.para(
        "Ranging figures: target square to the beam, Ta = 25 " + DEG + ", still air. Accuracy "
        "includes the temperature of the air only when you correct the speed of sound (343 m/s at "
        "20 " + DEG + ").",
        7.4,
    )
    s.heading(STAR5 + " LIMITS", 10.5, rule=True)
    s.caption("Chart 2 " + TAB + " Absolute maximum ratings (both versions)")
    s.table(
        [Col("Item", 230), Col("Min", 80, "C"), Col("Max", 80, "C"), Col("Unit", 109, "C")],
        [
            ["VCC to GND", "-0.3", "6.0", "V"],
            ["Trig to GND", "-0.3", "6.0", "V"],
            ["Echo output current", "", "10", "mA"],
            ["Storage temperature", "-40", "+85", DEG],
        ],
        7.3,
    )

    s.add_page()
    s.heading(STAR5 + " PINS", 10.5, rule=True)
    s.caption("Chart 3 " + TAB + " Header, 2.54 mm pitch, left to right seen from the front")
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 60, "C"), Col("Function", 389)],
        [
            ["1", "VCC", "Supply (see Chart 1 for your version)"],
            [
                "2",
                "Trig",
                "Trigger input, start a measurement with a pulse of 10 " + MU + "s or more",
            ],
            ["3", "Echo", "Echo output, high for the round-trip time, swings to VCC"],
            ["4", "GND", "Ground"],
        ],
        7.3,
    )
    s.heading(STAR5 + " HOW IT MEASURES", 10.5, rule=True)
    s.para(
        "Distance in cm = Echo high time in "
        + MU
        + "s / 58. Example: an Echo pulse of 1160 "
        + MU
        + "s is 20 cm. Wait for the full measuring cycle before the next trigger, or the last "
        "echo of the previous burst is read as a near target. With no target the Echo pin stays "
        "high until the time-out.",
        8.0,
    )
    s.heading(STAR5 + " HOOKING IT UP", 10.5, rule=True)
    s.bullets(
        [
            "ZPS-04: the Echo pin rises to 5 V. On a 3.3 V board (ESP32, Pico, Raspberry Pi) put "
            "a 1 k" + OHM + " / 2 k" + OHM + " divider in the Echo line. Trig can come straight "
            "from a 3.3 V pin.",
            "ZPS-04L on 3.3 V: wire VCC to 3V3 and both signal lines directly to the GPIOs.",
            "ZPS-04L on 5 V: it ranges a little further, but Echo then rises to 5 V and Trig "
            "needs 3.5 V. Treat it like the 5 V board.",
            "Two sensors side by side: fire them one after the other, never together.",
            "Keep 10 cm of free space around the transducers from walls of a pipe or box.",
        ],
        8.0,
    )
    s.heading(STAR5 + " FAQ", 10.5, rule=True)
    faq = [
        (
            "Is it waterproof? Can I put it over my rain-water tank?",
            "No. Neither version is waterproof and the open transducers must stay dry. Condensation "
            "inside a closed tank ruins them within weeks. Use a sealed sensor for tanks.",
        ),
        (
            "How many readings per second?",
            "One per measuring cycle: about 16 per second on the ZPS-04, 20 per second on the "
            "ZPS-04L.",
        ),
        (
            "Does it see curtains, foam or my cat?",
            "Fabric, foam and fur soak up the sound and the range gets shorter. We have no figures "
            "for them.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading(STAR5 + " PRICES", 10.5, rule=True)
    s.caption("Chart 4 " + TAB + " Prices in USD")
    s.table(
        [Col("Code", 110), Col("Board", 140), Col("Pack", 90, "C"), Col("USD", 159, "C")],
        [
            ["SR-ZPS04", "ZPS-04 (5 V)", "1 pc", "2.10"],
            ["SR-ZPS04-5", "ZPS-04 (5 V)", "5 pcs", "9.50"],
            ["SR-ZPS04L", "ZPS-04L (3V3)", "1 pc", "2.80"],
            ["SR-ZPS04L-5", "ZPS-04L (3V3)", "5 pcs", "12.75"],
            ["SR-ZPSMNT", "Bracket for either board", "1 pc", "0.60"],
        ],
        7.3,
    )
    return save(s, out / "zps-04.pdf")


# ------------------------------------------------ capacitive soil-moisture probe (Avarua)
def tkm12(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="TAKITIMU GARDEN ELECTRONICS",
        header_right="TKM-12 probe family  " + EARTH + "  TKM-12S  \u00b7  TKM-12L",
        footer_left="Takitimu Garden Electronics  \u00b7  Ara Tapu, Avarua, Rarotonga, Cook "
        "Islands  \u00b7  NZD prices incl. 15 % VAT",
        footer_right="leaf {page} ({nb} leaves)",
        rule_color=(86, 120, 40),
        table_fill=(236, 244, 222),
        accent=(70, 100, 30),
        grid=True,
    )
    s = Sheet(style, "TKM-12S / TKM-12L capacitive soil moisture probe")
    s.add_page()
    s.title_block(
        "TKM-12S / TKM-12L",
        "Capacitive Soil Moisture Probe " + NDASH + " analog output, no exposed metal",
        "TKM-12S short probe, bare head  |  TKM-12L long probe, potted head  |  3.3 "
        + ELL
        + " 5.5 V",
        20,
    )

    def probe() -> None:
        s.heading(EARTH + " The probe", 10)
        s.para(
            "The probe measures the capacitance between two copper areas under the solder mask. "
            "Wet soil raises the capacitance and the output voltage falls. Nothing metal touches "
            "the soil, so the probe does not corrode like the old two-fork resistive probes.",
            7.8,
        )
        s.para(
            "An on-board 3.0 V regulator feeds the oscillator and the detector, so the output "
            "hardly moves when the supply does.",
            7.8,
        )

    def highlights() -> None:
        s.heading(EARTH + " Highlights", 10)
        s.bullets(
            [
                "3-wire: VCC, GND, AOUT",
                "Works with 3.3 V and 5 V boards",
                "Output falls as the soil gets wetter",
                "TKM-12L head potted to IP67",
                "JST PH 3-pin socket",
            ],
            7.8,
        )

    s.side_by_side(probe, highlights, 262, 16)
    s.heading(EARTH + " Electrical characteristics", 10.5, rule=True)
    s.caption(
        "Panel 1 " + BULLET_R + " Electrical characteristics, both probes (Ta = 25 " + DEG + ")"
    )
    s.table(
        [
            Col("Characteristic", 128),
            Col("Condition", 130),
            Col("Min", 46, "C"),
            Col("Typ", 46, "C"),
            Col("Max", 46, "C"),
            Col("Unit", 103, "C"),
        ],
        [
            ["Supply voltage", "VCC", "3.3", "", "5.5", "V"],
            ["Supply current", "VCC = 3.3 V\nVCC = 5.0 V", "", "4.5\n5.2", "6.0\n7.5", "mA"],
            ["Output swing", "AOUT, in water " + ARROW + " in air", "1.0", "", "2.9", "V"],
            ["Output resistance", "AOUT", "", "10", "", "k" + OHM],
            ["Oscillator frequency", "", "", "1.5", "", "MHz"],
            ["Settling time", "after power-on", "", "", "300", "ms"],
            ["Regulator output", "internal rail, not on a pin", "", "3.0", "", "V"],
            ["Operating temperature", "electronics and probe", "0", "", "+60", DEG],
            ["Supply, absolute max.", "VCC to GND", "-0.3", "", "6.0", "V"],
        ],
        7.4,
    )
    s.heading(EARTH + " Probe versions", 10.5, rule=True)
    s.caption("Panel 2 " + BULLET_R + " What differs between the probes")
    s.table(
        [
            Col("Item", 150),
            Col("Condition", 120),
            Col("TKM-12S", 90, "C"),
            Col("TKM-12L", 90, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Probe length", "overall", "98", "175", "mm"],
            ["Insertion depth", "up to the white line", "60", "120", "mm"],
            ["Output in dry air", "VCC = 3.3 V\nVCC = 5.0 V", "2.72\n2.80", "2.85\n2.90", "V"],
            ["Output in water", "VCC = 3.3 V\nVCC = 5.0 V", "1.18\n1.20", "1.02\n1.05", "V"],
            ["Head protection", "electronics above the line", "none", "IP67", ""],
            ["Cable", "with JST PH plug", "0.2", "1.0", "m"],
            ["Weight", "with cable", "6", "15", "g"],
        ],
        7.4,
    )
    s.caption("Panel 3 " + BULLET_R + " Typical readings in garden soil (TKM-12S, VCC = 3.3 V)")
    s.table(
        [Col("Soil state", 200), Col("AOUT", 100, "C"), Col("Note", 199)],
        [
            ["Dry sandy soil", "2.45 V", "water the bed"],
            ["Moist loam", "1.90 V", "good for most vegetables"],
            ["Saturated clay", "1.35 V", "roots may suffocate"],
        ],
        7.4,
    )

    s.add_page()
    s.heading(EARTH + " Connections", 10.5, rule=True)
    s.caption("Panel 4 " + BULLET_R + " Wire colours of the supplied cable")
    s.table(
        [Col("Wire", 80, "C"), Col("Signal", 80, "C"), Col("Connect to", 339)],
        [
            ["red", "VCC", "3.3 " + ELL + " 5.5 V supply, or a GPIO pin for switched power"],
            ["black", "GND", "Ground of the microcontroller"],
            ["yellow", "AOUT", "Analog input (ADC) of the microcontroller"],
        ],
        7.4,
    )
    s.heading(EARTH + " Using it in the garden", 10.5, rule=True)
    s.para(
        "Push the probe in up to the white line and no further. The head of the TKM-12S is bare "
        "electronics: rain, sprinklers or dew on it give wrong readings and will corrode the "
        "parts. Point it away from the weather or cover it. The TKM-12L head is potted and can be "
        "buried or left in the rain.",
        8.0,
    )
    s.para(
        "AOUT stays at or below 2.9 V whatever the supply, so it can go straight to a 3.3 V ADC "
        "(ESP32, RP2040, STM32). On an ESP32 set the ADC attenuation to 11 dB. A 5 V Arduino "
        "reads it directly as well.",
        8.0,
    )
    s.para(
        "Readings depend on soil type, compaction, temperature and salt content. Calibrate the "
        "two end points in your own soil: completely dry and just after a deep watering. We "
        "publish no accuracy in % volumetric water content, because no single figure is true in "
        "every soil.",
        8.0,
    )
    s.heading(EARTH + " Running on batteries", 10.5, rule=True)
    s.para(
        "Power the probe from a GPIO pin and switch it on only to measure. Wait for the settling "
        "time before you read AOUT. The probe draws at most 7.5 mA, so check that your GPIO pin "
        "can source that. At one reading every ten minutes the average current is a few "
        "microamps.",
        8.0,
    )
    s.heading(EARTH + " Questions from growers", 10.5, rule=True)
    faq = [
        (
            "Can the probes stay in the ground over winter?",
            "The probe is specified from 0 to +60 "
            + DEG
            + ". Ice in the soil reads like dry soil, "
            "so take the probes out before the first frost.",
        ),
        (
            "Can I use a 10 m cable to the greenhouse?",
            "The output is 10 k" + OHM + " and picks up noise on long wires. Up to 3 m works "
            "with the TKM-12L cable; beyond that put the ADC near the probe.",
        ),
        (
            "Does fertiliser change the reading?",
            "A little. Soil rich in salts reads slightly wetter. Recalibrate after heavy feeding.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading(EARTH + " Prices", 10.5, rule=True)
    s.caption("Panel 5 " + BULLET_R + " Prices in NZD, 15 % VAT included")
    s.table(
        [Col("Order code", 120), Col("Probe", 150), Col("Pack", 80, "C"), Col("NZD", 149, "C")],
        [
            ["TGE-TKM12S", "TKM-12S", "1 pc", "6.90"],
            ["TGE-TKM12S-4", "TKM-12S", "4 pcs", "24.00"],
            ["TGE-TKM12L", "TKM-12L", "1 pc", "13.50"],
            ["TGE-TKM12L-4", "TKM-12L", "4 pcs", "49.00"],
        ],
        7.4,
    )
    return save(s, out / "tkm-12.pdf")


# ------------------------------------------------ 12-bit I2C DAC IC (Hagåtña, Guam)
def gqd6312(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LATTE STONE SEMICONDUCTOR",
        header_right="GQD6312 / GQD6312A  Data Sheet  LSS-DS-6312 rev. C",
        footer_left="Latte Stone Semiconductor Inc.  \u00b7  Marine Corps Drive, Hag\u00e5t\u00f1a, "
        "Guam 96910  \u00b7  LSS-DS-6312 rev. C, June 2024",
        footer_right="Sheet {page} ({nb})",
        rule_color=(20, 40, 110),
        table_fill=(226, 232, 248),
        accent=(20, 40, 110),
        grid=True,
    )
    s = Sheet(style, "GQD6312 / GQD6312A 12-bit I2C DAC with EEPROM")
    s.add_page()
    s.title_block(
        "GQD6312 / GQD6312A",
        "12-Bit Voltage-Output Digital-to-Analog Converter with EEPROM and I" + SQ + "C Interface",
        "SOT-23-6  |  2.7 V to 5.5 V  |  rail-to-rail output  |  GQD6312A: low-INL grade",
        21,
    )

    def features() -> None:
        s.heading(DBL + " 1  Features", 10)
        s.bullets(
            [
                "12-bit resolution, monotonic",
                "INL " + PM + "1 LSB typ. (GQD6312A)",
                "On-chip EEPROM holds code and power-down mode",
                "I" + SQ + "C: 100 kHz, 400 kHz and 3.4 MHz",
                "Supply current 210 " + MU + "A typ.",
                "Power-down with 1 k" + OHM + ", 100 k" + OHM + " or 500 k" + OHM + " to GND",
                "One address pin, A0",
            ],
            7.8,
        )

    def description() -> None:
        s.heading(DBL + " 2  Description", 10)
        s.para(
            "The GQD6312 is a single 12-bit buffered voltage-output DAC. The supply pin VDD is "
            "also the reference, so the output spans from ground to VDD. The DAC code and the "
            "power-down setting can be stored in EEPROM and are restored at power-up.",
            7.8,
        )
        s.para(
            "The GQD6312A is trimmed at final test for lower integral nonlinearity and is "
            "specified over -40 to +85 " + DEG + ". Typical uses: set points, bias voltages, "
            "sensor offset trimming and calibration sources.",
            7.8,
        )

    s.side_by_side(features, description, 240, 16)
    s.heading(DBL + " 3  Absolute maximum ratings", 10, rule=True)
    s.caption("Table 1 " + UPDOWN + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Rating", 149, "C"), Col("Unit", 100, "C")],
        [
            ["Supply voltage VDD to VSS", "-0.3 to 6.5", "V"],
            ["Voltage on SDA, SCL, A0, VOUT", "-0.3 to VDD + 0.3", "V"],
            ["Output short-circuit duration", "continuous", ""],
            ["ESD, human body model", PM + "4000", "V"],
            ["Junction temperature", "150", DEG],
            ["Storage temperature", "-65 to +150", DEG],
        ],
        7.3,
    )
    s.heading(DBL + " 4  DC characteristics", 10, rule=True)
    s.caption(
        "Table 2 "
        + UPDOWN
        + " DC characteristics (VDD = 2.7 to 5.5 V, RL = 5 k"
        + OHM
        + ", CL = 100 pF, over the grade's temperature range unless noted)"
    )
    s.table(
        [
            Col("Parameter", 82),
            Col("Symbol", 40, "C"),
            Col("Conditions", 112),
            Col("Min", 33, "C"),
            Col("Typ", 33, "C"),
            Col("Max", 33, "C"),
            Col("Min", 33, "C"),
            Col("Typ", 33, "C"),
            Col("Max", 33, "C"),
            Col("Unit", 47, "C"),
        ],
        [
            ["Power supply"],
            ["Supply voltage", "V_{DD}", "", "2.7", "", "5.5", "2.7", "", "5.5", "V"],
            [
                "Supply current",
                "I_{DD}",
                "VDD = 5.5 V, no load\nVDD = 3.3 V, no load",
                "",
                "210\n170",
                "400\n300",
                "",
                "210\n170",
                "400\n300",
                MU + "A",
            ],
            [
                "Power-down\ncurrent",
                "I_{DDP}",
                "VDD = 3.3 V",
                "",
                "0.06",
                "2.0",
                "",
                "0.06",
                "2.0",
                MU + "A",
            ],
            [
                "EEPROM write\ncurrent",
                "I_{DDW}",
                "during write",
                "",
                "1.5",
                "2.2",
                "",
                "1.5",
                "2.2",
                "mA",
            ],
            ["Accuracy"],
            ["Resolution", "N", "", "12", "", "", "12", "", "", "bits"],
            [
                "Integral\nnonlinearity",
                "INL",
                "codes 100 to 4000",
                "",
                PM + "2",
                PM + "14",
                "",
                PM + "1",
                PM + "4",
                "LSB",
            ],
            [
                "Differential\nnonlinearity",
                "DNL",
                "monotonic by design",
                "",
                PM + "0.2",
                PM + "0.75",
                "",
                PM + "0.1",
                PM + "0.5",
                "LSB",
            ],
            ["Offset error", "E_{OS}", "code 0", "", "0.02", "0.75", "", "0.02", "0.5", "% FSR"],
            [
                "Gain error",
                "E_{G}",
                "code 4095",
                "",
                "-0.1",
                PM + "2.0",
                "",
                "-0.1",
                PM + "1.0",
                "% FSR",
            ],
            ["Output amplifier"],
            [
                "Output swing",
                "V_{OUT}",
                "VDD = 5.0 V\nVDD = 3.3 V",
                "0.01\n0.01",
                "",
                "4.96\n3.26",
                "0.01\n0.01",
                "",
                "4.96\n3.26",
                "V",
            ],
            ["Load resistance", "R_{L}", "to VSS or VDD", "5", "", "", "5", "", "", "k" + OHM],
            [
                "Short-circuit\ncurrent",
                "I_{SC}",
                "VDD = 5.0 V",
                "",
                "15",
                "24",
                "",
                "15",
                "24",
                "mA",
            ],
            ["Settling time", "t_{S}", "1/4 to 3/4 scale", "", "6", "", "", "6", "", MU + "s"],
            ["Temperature"],
            ["Operating\ntemperature", "T_{A}", "", "-40", "", "+125", "-40", "", "+85", DEG],
        ],
        7.2,
        head_rows=[["", "", "", "GQD6312", "<", "<", "GQD6312A", "<", "<", ""]],
    )

    s.add_page()
    s.heading(DBL + " 5  Digital inputs and I" + SQ + "C timing", 10, rule=True)
    s.caption("Table 3 " + UPDOWN + " Digital characteristics (both grades)")
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 50, "C"),
            Col("Conditions", 140),
            Col("Min", 50, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Input high level", "V_{IH}", "SDA, SCL, A0", "0.7 VDD", "", "VDD + 0.3", "V"],
            ["Input low level", "V_{IL}", "SDA, SCL, A0", "-0.3", "", "0.3 VDD", "V"],
            ["Output low level", "V_{OL}", "SDA, 3 mA sink", "", "", "0.4", "V"],
            [
                "SCL clock frequency",
                "f_{SCL}",
                "standard mode\nfast mode\nhigh-speed mode",
                "0\n0\n0",
                "",
                "100\n400\n3400",
                "kHz",
            ],
            ["Bus capacitance", "C_{b}", "", "", "", "400", "pF"],
            ["EEPROM write time", "t_{WR}", "", "", "25", "50", "ms"],
            ["EEPROM endurance", "", "per cell", "1 000 000", "", "", "cycles"],
        ],
        7.3,
    )
    s.heading(DBL + " 6  Device address", 10, rule=True)
    s.para(
        "The 7-bit I" + SQ + "C address is 1 1 0 0 A2 A1 A0. A2 and A1 are fixed at the factory "
        "by the ordering code; A0 follows the A0 pin. Mixing the four ordering codes lets eight parts "
        "share one bus.",
        7.8,
    )
    s.caption("Table 4 " + UPDOWN + " Ordering codes and addresses (SOT-23-6, tape and reel)")
    s.table(
        [
            Col("Ordering code", 110),
            Col("Grade", 80, "C"),
            Col("A2 A1", 60, "C"),
            Col("Address, A0 = VSS", 100, "C"),
            Col("Address, A0 = VDD", 100, "C"),
            Col("Reel", 49, "C"),
        ],
        [
            ["GQD6312-00T", "GQD6312", "0 0", "0x60", "0x61", "3000"],
            ["GQD6312-01T", "GQD6312", "0 1", "0x62", "0x63", "3000"],
            ["GQD6312-10T", "GQD6312", "1 0", "0x64", "0x65", "3000"],
            ["GQD6312-11T", "GQD6312", "1 1", "0x66", "0x67", "3000"],
            ["GQD6312A-00T", "GQD6312A", "0 0", "0x60", "0x61", "3000"],
            ["GQD6312A-01T", "GQD6312A", "0 1", "0x62", "0x63", "3000"],
        ],
        7.3,
    )
    s.heading(DBL + " 7  Commands", 10, rule=True)
    s.caption("Table 5 " + UPDOWN + " First byte after the address (C2 C1 C0 PD1 PD0)")
    s.table(
        [Col("Byte", 80, "C"), Col("Command", 220), Col("Bytes that follow", 199)],
        [
            ["0x0X", "Fast write, normal mode (X = code bits 11 to 8)", "1"],
            ["0x40", "Write DAC register", "2"],
            ["0x60", "Write DAC register and EEPROM", "2"],
            ["0x42 / 0x44 / 0x46", "Write DAC register, power-down 1 k / 100 k / 500 k" + OHM, "2"],
            ["0x06", "General-call reset (to address 0x00)", "0"],
        ],
        7.3,
    )
    s.heading(DBL + " 8  Application information", 10, rule=True)
    s.para(
        "VDD is the reference. One LSB is VDD / 4096: 0.806 mV at 3.3 V and 1.221 mV at 5.0 V. "
        "Supply noise appears at the output, so power the GQD6312 from a quiet LDO rather than "
        "from a USB rail shared with a radio. The output amplifier is meant for loads of 5 k"
        + OHM
        + " or more; buffer it for LEDs, motors or 4-20 mA loops.",
        7.8,
    )
    s.para(
        "SDA and SCL are clamped to VDD: with VDD = 3.3 V they must not be pulled up to 5 V. Run "
        "the device from 5 V, or use a level translator, on a 5 V bus. At power-up the output "
        "starts at the code stored in EEPROM; parts leave the factory with code 0x000 (0 V) and "
        "normal mode stored.",
        7.8,
    )
    s.para(
        "While the EEPROM is being written (t_WR) the device finishes the write before it "
        "acknowledges a new command that changes the EEPROM; poll the RDY bit of the status byte.",
        7.8,
    )
    return save(s, out / "gqd6312.pdf")
