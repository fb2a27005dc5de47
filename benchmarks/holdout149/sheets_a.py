"""Hold-out 149 datasheets, part 1: a USB-C PD trigger board, a high-side current-sense
amplifier IC, a temperature-compensated RTC IC and a 2.9 inch e-paper display module.

An Oranjestad (Aruba) maker-store product sheet with Papiamento / English heads ("⌁" heads,
"Box n —" captions, column groups per version with the output voltage stacked per switch
setting and the current stacked per cable, switch and pad tables, FAQ, prices in Afl.), a
Jounieh (Lebanon) analog-IC data sheet ("⌐ n" heads, "Table #n —" captions, a version table
with the full-scale input stacked per supply, quiescent current stacked per temperature,
pin and ordering tables as decoys), an Antsirabe (Madagascar) timing-IC "fiche technique"
in French / English ("▀ n. Titre / Title" heads, "Tabilao n / Table n" captions, frequency
stability in grade columns stacked per temperature band, supply current stacked per supply
and mode, an address table with 8-bit bytes and a register map as decoys) and a Victoria
(Seychelles) maker-store display sheet ("⚓" heads, "⟨n⟩" captions, panel figures in
column groups per colour version, logic levels stacked per VCC, pins, care notes, FAQ,
prices in SCR).
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
ZAP = "\u2301"
CORNER = "\u2310"
UPPER = "\u2580"
ANCHOR = "\u2693"
LANG, RANG = "\u27e8", "\u27e9"
DOT = "\u00b7"
ARROW = "\u2192"


# ------------------------------------------------ USB-C PD trigger board (Oranjestad)
def zpt1520(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ARIKOK MAKER SUPPLY  " + ZAP + "  power & USB",
        header_right="ZPT-1520 / ZPT-1520H  " + DOT + "  hoja di produkto / product sheet",
        footer_left="Arikok Maker Supply V.B.A.  " + DOT + "  Caya G. F. Betico Croes 77, "
        "Oranjestad, Aruba  " + DOT + "  prices in Afl. (AWG)",
        footer_right="pag. {page} di {nb}",
        rule_color=(222, 96, 74),
        table_fill=(250, 238, 214),
        accent=(176, 60, 40),
        grid=False,
    )
    s = Sheet(style, "ZPT-1520 / ZPT-1520H USB-C PD trigger board")
    s.add_page()
    s.title_block(
        "ZPT-1520 / ZPT-1520H",
        "USB-C Power Delivery Trigger Board " + NDASH + " 12 V, 15 V or 20 V from a PD charger",
        "SKU AMS-ZPT1520 (3 A)  Afl. 16.95    |    SKU AMS-ZPT1520H (5 A, switched output)  "
        "Afl. 27.50",
        20,
    )

    def what() -> None:
        s.heading(ZAP + " Kiko e ta hasi / The idea", 9.5)
        s.para(
            "A USB-C charger with Power Delivery starts at 5 V and only raises its voltage when "
            "the device at the other end asks for it. The ZPT-1520 does the asking: set the "
            "slide switch to 12, 15 or 20 V, plug in a PD charger and the board hands that "
            "voltage to its two output pads. Use it to run LED strips, small heaters, soldering "
            "tools, routers or 12 V pumps from a laptop or phone charger.",
            7.9,
        )
        s.para(
            "The ZPT-1520H adds a load switch (two MOSFETs in series) that keeps the output "
            "dead until the charger has really switched over, a power-good pad and a 5 A "
            "screw terminal.",
            7.9,
        )

    def short() -> None:
        s.heading(ZAP + " Den kortiku / In short", 9.5)
        s.bullets(
            [
                "Slide switch: 12 V, 15 V or 20 V",
                "USB PD 2.0 and 3.0 chargers",
                "ZPT-1520: up to 3 A, output pads",
                "ZPT-1520H: up to 5 A with a 5 A e-marked cable, screw terminal",
                "Green LED when the set voltage is on",
                "22 x 11 mm (ZPT-1520), 30 x 14 mm (ZPT-1520H)",
            ],
            7.9,
        )

    s.side_by_side(what, short, 285, 14)
    s.heading(ZAP + " Spesifikashon / Specifications", 10.5, rule=True)
    s.caption(
        "Box 1 " + DASH + " Electrical data per version (Ta = 25 " + DEG + ", PD charger "
        "that offers the set voltage)"
    )
    s.table(
        [
            Col("Parameter", 92),
            Col("Condition", 112),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Min", 37, "C"),
            Col("Typ", 37, "C"),
            Col("Max", 37, "C"),
            Col("Unit", 73, "C"),
        ],
        [
            [
                "Input (USB-C\nVBUS)",
                "before / after\nnegotiation",
                "5.0",
                "",
                "20.0",
                "5.0",
                "",
                "20.0",
                "V",
            ],
            [
                "Output voltage",
                "switch at 12 V\nswitch at 15 V\nswitch at 20 V",
                "11.40\n14.25\n19.00",
                "12.0\n15.0\n20.0",
                "12.60\n15.75\n21.00",
                "11.40\n14.25\n19.00",
                "12.0\n15.0\n20.0",
                "12.60\n15.75\n21.00",
                "V",
            ],
            [
                "Output current,\ncontinuous",
                "standard USB-C cable\n5 A e-marked cable",
                "",
                "",
                "3.0\n3.0",
                "",
                "",
                "3.0\n5.0",
                "A",
            ],
            [
                "Output power",
                "12 V / 15 V / 20 V,\nbest cable",
                "",
                "",
                "36 / 45 / 60",
                "",
                "",
                "60 / 75 / 100",
                "W",
            ],
            [
                "On-resistance,\nload switch",
                "VBUS to OUT+",
                "",
                "no switch",
                "",
                "",
                "8",
                "12",
                "m" + OHM,
            ],
            [
                "Board supply\ncurrent",
                "LED jumper open\nLED jumper closed",
                "",
                "1.1\n3.0",
                "",
                "",
                "1.8\n3.7",
                "",
                "mA",
            ],
            [
                "Negotiation\ntime",
                "plug-in " + ARROW + " set voltage\nat OUT",
                "",
                "180",
                "400",
                "",
                "220",
                "500",
                "ms",
            ],
            ["PG output low", "sinking 5 mA", "", "", "", "", "", "0.4", "V"],
            ["PG pull-up voltage", "external resistor", "", "", "", "", "", "5.5", "V"],
            ["Ambient temperature", "operating", "-10", "", "+60", "-20", "", "+70", DEG],
        ],
        7.2,
        head_rows=[["", "", "ZPT-1520", "<", "<", "ZPT-1520H", "<", "<", ""]],
    )
    s.para(
        "The board itself cannot make more current or power than the charger offers at the set "
        "voltage. A 5 A cable is only recognised when it carries an e-marker chip; with any "
        "other cable the ZPT-1520H asks the charger for 3 A at most.",
        7.5,
    )
    s.heading(ZAP + " Limitenan / Limits", 10.5, rule=True)
    s.caption("Box 2 " + DASH + " Absolute maximum ratings (do not operate here)")
    s.table(
        [Col("Item", 210), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 149, "C")],
        [
            ["VBUS to GND", "-0.3", "28", "V"],
            ["CC1, CC2 to GND", "-0.3", "24", "V"],
            ["OUT+ to GND (ZPT-1520H)", "-0.3", "28", "V"],
            ["PG to GND (ZPT-1520H)", "-0.3", "6.0", "V"],
            ["Storage temperature", "-40", "+105", DEG],
        ],
        7.2,
    )

    s.add_page()
    s.heading(ZAP + " Skohe e tension / Choosing the voltage", 10.5, rule=True)
    s.caption("Box 3 " + DASH + " Slide switch SW1 (both versions)")
    s.table(
        [
            Col("SW1 position", 100, "C"),
            Col("Requested PDO", 100, "C"),
            Col("LED", 80, "C"),
            Col("OUT if not offered,\nZPT-1520", 110, "C"),
            Col("OUT if not offered,\nZPT-1520H", 109, "C"),
        ],
        [
            ["1 (left)", "12 V", "green", "5 V, LED off", "off, PG low"],
            ["2 (middle)", "15 V", "green", "5 V, LED off", "off, PG low"],
            ["3 (right)", "20 V", "green", "5 V, LED off", "off, PG low"],
        ],
        7.2,
    )
    s.caption("Box 4 " + DASH + " Pads and terminals")
    s.table(
        [Col("Pad", 70, "C"), Col("Version", 90, "C"), Col("Function", 339)],
        [
            [
                "OUT+",
                "both",
                "Output, positive (pads on the ZPT-1520, screw terminal on the ZPT-1520H)",
            ],
            ["OUT" + NDASH, "both", "Output return, connected to USB GND"],
            [
                "PG",
                "ZPT-1520H",
                "Power good, open drain, low while the output is off; pull up to your logic supply",
            ],
            ["LED", "both", "Solder jumper; cut to save the LED current"],
        ],
        7.2,
    )
    s.heading(ZAP + " Bon pa sa / Worth knowing", 10.5, rule=True)
    s.bullets(
        [
            "The ZPT-1520 has no load switch. Until the charger has switched over, OUT+ carries "
            "the 5 V every USB-C charger starts with, for up to 400 ms. A load that must never "
            "see 5 V belongs on the ZPT-1520H.",
            "If the charger does not offer the set voltage, the ZPT-1520 stays at 5 V with the "
            "LED off. The ZPT-1520H keeps its output switched off and PG low.",
            "Chargers without USB Power Delivery (plain 5 V or Quick Charge only) cannot be "
            "triggered.",
            "Do not move the switch while a load is running: the board renegotiates and the "
            "output jumps.",
            "There is no reverse-current blocking on the ZPT-1520. Never connect a battery or "
            "another supply to OUT+.",
            "The PG pad is not protected: keep its pull-up at 5.5 V or less.",
        ],
        7.8,
    )
    s.heading(ZAP + " Preguntanan / Questions & answers", 10.5, rule=True)
    faq = [
        (
            "Can I get 5 V or 9 V out of it?",
            "No. The switch only offers 12, 15 and 20 V. For 5 V use the USB-C breakout AMS-UCB1.",
        ),
        (
            "Will my 20 W phone charger work?",
            "Only if it lists the voltage you set. Many 18 " + NDASH + " 20 W phone chargers "
            "offer 5 V and 9 V and nothing higher; look for '12V' or '15V' on the label.",
        ),
        (
            "How much can I take from a 65 W laptop charger at 20 V?",
            "65 W at 20 V is 3.25 A. Both versions take 3 A from it at 20 V. The ZPT-1520H "
            "only goes beyond 3 A with a 100 W charger and a 5 A e-marked cable.",
        ),
        (
            "Does a USB-A to USB-C cable work?",
            "No. There is no Power Delivery over USB-A; you only get 5 V.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.9, bold=True)
        s.para(answer, 7.9)
    s.heading(ZAP + " Pidi / Buy", 10.5, rule=True)
    s.caption("Box 5 " + DASH + " Price list (Afl.)")
    s.table(
        [Col("SKU", 120), Col("Version", 100), Col("Pack", 90, "C"), Col("Price", 189, "C")],
        [
            ["AMS-ZPT1520", "ZPT-1520", "1 pc", "16.95"],
            ["AMS-ZPT1520-3", "ZPT-1520", "3 pcs", "45.00"],
            ["AMS-ZPT1520H", "ZPT-1520H", "1 pc", "27.50"],
            ["AMS-CBL5A-1M", "5 A e-marked USB-C cable, 1 m", "1 pc", "19.95"],
        ],
        7.2,
    )
    s.para("Updated 12 February 2024. We may change specifications without notice.", 6.9)
    return save(s, out / "zpt-1520.pdf")


# ------------------------------------------------ high-side current-sense amplifier (Jounieh)
def jns187(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KESROUAN ANALOG",
        header_right="JNS187  "
        + DOT
        + "  30 V current-shunt monitor  "
        + DOT
        + "  KA-DS-187 rev. C",
        footer_left="Kesrouan Analog s.a.l.  "
        + DOT
        + "  Rue Mar Elias 18, Jounieh, Lebanon  "
        + DOT
        + "  KA-DS-187C, January 2024",
        footer_right=DASH + " {page} of {nb} " + DASH,
        rule_color=(30, 105, 60),
        table_fill=(226, 241, 230),
        accent=(30, 105, 60),
        grid=False,
    )
    s = Sheet(style, "JNS187 30 V high-side current-shunt monitor")
    s.add_page()
    s.title_block(
        "JNS187A1, JNS187A2, JNS187A3, JNS187A4",
        "-0.1 V to +30 V Common-Mode, Voltage-Output Current-Shunt Monitor",
        "Gain 20 V/V (A1), 50 V/V (A2), 100 V/V (A3), 200 V/V (A4)  |  SOT-23-5 and SC-70-5",
        17,
    )

    def features() -> None:
        s.heading(CORNER + " 1  Features", 10)
        s.bullets(
            [
                "Common-mode range -0.1 V to +30 V, independent of the supply",
                "Supply 2.7 V to 5.5 V, 240 " + MU + "A typical",
                "Four fixed gains: 20, 50, 100, 200 V/V",
                "Offset " + PM + "150 " + MU + "V typical",
                "Gain error " + PM + "1 % maximum (A1 " + NDASH + " A3)",
                "Specified from -40 " + DEG + " to +125 " + DEG,
            ],
            7.8,
        )

    def description() -> None:
        s.heading(CORNER + " 2  Description", 10)
        s.para(
            "The JNS187 measures the voltage across a shunt resistor and amplifies it with a "
            "fixed gain. The inputs can sit anywhere from -0.1 V to +30 V whatever the supply "
            "of the amplifier, so the same part serves high-side sensing on a 24 V rail and "
            "low-side sensing in the ground return.",
            7.8,
        )
        s.para(
            "The output is a voltage referred to GND that a microcontroller's ADC can read "
            "directly. The JNS187 measures current in one direction only (unidirectional): "
            "when current flows from IN" + NDASH + " to IN+, OUT stays near ground.",
            7.8,
        )

    s.side_by_side(features, description, 235, 16)
    s.heading(CORNER + " 3  Absolute maximum ratings", 10, rule=True)
    s.caption(
        "Table #1 " + DASH + " Absolute maximum ratings (over operating free-air "
        "temperature, unless noted)"
    )
    s.table(
        [Col("Parameter", 250), Col("Min", 62, "C"), Col("Max", 80, "C"), Col("Unit", 107, "C")],
        [
            ["Supply voltage, VS", "", "6", "V"],
            [
                "Analog inputs IN+, IN"
                + NDASH
                + ", differential (VIN+) "
                + NDASH
                + " (VIN"
                + NDASH
                + ")",
                "-32",
                "32",
                "V",
            ],
            ["Analog inputs IN+, IN" + NDASH + ", common mode", "-0.3", "32", "V"],
            ["Output, OUT", "-0.3", "VS + 0.3", "V"],
            ["Input current into any pin", "", "5", "mA"],
            ["Junction temperature, TJ", "", "150", DEG],
            ["Storage temperature, Tstg", "-65", "150", DEG],
        ],
        7.4,
    )
    s.heading(CORNER + " 4  Recommended operating conditions", 10, rule=True)
    s.caption("Table #2 " + DASH + " Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 250),
            Col("Min", 62, "C"),
            Col("Nom", 62, "C"),
            Col("Max", 62, "C"),
            Col("Unit", 63, "C"),
        ],
        [
            ["Common-mode input voltage, VCM", "-0.1", "12", "30", "V"],
            ["Operating supply voltage, VS", "2.7", "5", "5.5", "V"],
            ["Operating free-air temperature, TA", "-40", "", "125", DEG],
        ],
        7.4,
    )
    s.heading(CORNER + " 5  Electrical characteristics", 10, rule=True)
    s.caption(
        "Table #3 "
        + DASH
        + " At TA = 25 "
        + DEG
        + ", VS = 5 V, VSENSE = VIN+ "
        + NDASH
        + " VIN"
        + NDASH
        + " = 0.5 V / gain, VCM = 12 V (unless noted)"
    )
    s.table(
        [
            Col("Parameter", 108),
            Col("Test conditions", 170),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 71, "C"),
        ],
        [
            [
                "INPUT",
            ],
            [
                "Common-mode\nrejection ratio",
                "VIN+ = 0 V to 30 V, TA = -40 " + DEG + " to 125 " + DEG,
                "84",
                "100",
                "",
                "dB",
            ],
            ["Offset voltage,\nRTI", "VSENSE = 0 mV", "", PM + "150", PM + "650", MU + "V"],
            ["Offset drift", "TA = -40 " + DEG + " to 125 " + DEG, "", "0.3", "1", MU + "V/" + DEG],
            ["Input bias current", "IIB+, IIB" + NDASH + ", each input", "", "75", "100", MU + "A"],
            [
                "OUTPUT",
            ],
            [
                "Swing to VS",
                "RL = 10 k" + OHM + " to GND",
                "",
                "VS " + NDASH + " 0.02",
                "VS " + NDASH + " 0.03",
                "V",
            ],
            ["Swing to GND", "RL = 10 k" + OHM + ", VSENSE = 0 mV", "", "1", "8", "mV"],
            ["Capacitive load", "no sustained oscillation", "", "1", "", "nF"],
            [
                "POWER SUPPLY",
            ],
            [
                "Quiescent current",
                "TA = 25 " + DEG + "\nTA = -40 " + DEG + " to 125 " + DEG,
                "",
                "240\n",
                "350\n420",
                MU + "A",
            ],
            [
                "Power-supply\nrejection ratio",
                "VS = 2.7 V to 5.5 V",
                "",
                PM + "8",
                PM + "40",
                MU + "V/V",
            ],
        ],
        7.3,
    )

    s.add_page()
    s.heading(CORNER + " 6  Gain versions", 10, rule=True)
    s.caption(
        "Table #4 " + DASH + " Characteristics that depend on the version (TA = 25 " + DEG + ")"
    )
    s.table(
        [
            Col("Parameter", 118),
            Col("Conditions", 121),
            Col("JNS187A1", 52, "C"),
            Col("JNS187A2", 52, "C"),
            Col("JNS187A3", 52, "C"),
            Col("JNS187A4", 52, "C"),
            Col("Unit", 52, "C"),
        ],
        [
            ["Gain", "", "20", "50", "100", "200", "V/V"],
            [
                "Gain error, max.",
                "VOUT = 0.5 V to VS " + NDASH + " 0.5 V",
                PM + "1.0",
                PM + "1.0",
                PM + "1.0",
                PM + "1.2",
                "%",
            ],
            ["Bandwidth (" + NDASH + "3 dB)", "CLOAD = 10 pF", "350", "210", "150", "105", "kHz"],
            ["Slew rate", "", "2", "2", "2", "2", "V/" + MU + "s"],
            [
                "Full-scale\nsense voltage",
                "VS = 5.0 V\nVS = 3.3 V",
                "245\n162",
                "98\n65",
                "49\n32",
                "24.5\n16",
                "mV",
            ],
            ["Output noise\ndensity", "f = 1 kHz", "0.8", "2", "4", "8", MU + "V/" + "\u221aHz"],
            [
                "Marking code",
                "SOT-23-5 / SC-70-5",
                "7A1 / JA1",
                "7A2 / JA2",
                "7A3 / JA3",
                "7A4 / JA4",
                "",
            ],
        ],
        7.3,
    )
    s.para(
        "The full-scale sense voltage is the differential input that drives OUT to its upper "
        "swing limit. Choose the shunt so that the largest current you want to read stays "
        "below it; for example a JNS187A3 on VS = 3.3 V with a 10 m" + OHM + " shunt reads up "
        "to 3.2 A.",
        7.5,
    )
    s.heading(CORNER + " 7  Pin functions", 10, rule=True)
    s.caption("Table #5 " + DASH + " Pins (SOT-23-5 DBV and SC-70-5 DCK share the numbering)")
    s.table(
        [Col("Pin", 45, "C"), Col("Name", 60, "C"), Col("Type", 70, "C"), Col("Description", 324)],
        [
            ["1", "OUT", "output", "Output voltage, VSENSE " + TIMES + " gain"],
            ["2", "GND", "ground", "Ground"],
            ["3", "IN+", "input", "Shunt, supply side"],
            ["4", "IN" + NDASH, "input", "Shunt, load side"],
            ["5", "VS", "power", "Supply, 2.7 V to 5.5 V; 0.1 " + MU + "F to GND close to the pin"],
        ],
        7.3,
    )
    s.heading(CORNER + " 8  Application notes", 10, rule=True)
    s.bullets(
        [
            "The supply and the measured bus are independent. A JNS187 on a 3.3 V supply reads a "
            "shunt in a 24 V line; the bus may be present while VS is off, and the part does not "
            "power itself from the inputs.",
            "Low-side use: tie IN" + NDASH + " to ground and IN+ to the shunt; the input range "
            "reaches down to -0.1 V.",
            "Bidirectional currents (battery charge and discharge) are not measured: the output "
            "only rises for current from IN+ to IN" + NDASH + ". Use a bidirectional monitor with "
            "a reference pin for that.",
            "Each input draws about 75 " + MU + "A from the bus. Keep filter resistors in series "
            "with the inputs at 10 " + OHM + " or less, or the bias current adds a gain error.",
            "An RC filter at OUT (for example 1 k" + OHM + " and 100 nF) smooths PWM ripple before "
            "a sampling ADC.",
        ],
        7.7,
    )
    s.heading(CORNER + " 9  Ordering information", 10, rule=True)
    s.caption("Table #6 " + DASH + " Orderable devices")
    s.table(
        [
            Col("Orderable device", 130),
            Col("Gain", 60, "C"),
            Col("Package", 90, "C"),
            Col("Pins", 50, "C"),
            Col("Reel", 70, "C"),
            Col("Temperature", 99, "C"),
        ],
        [
            ["JNS187A1DBVR", "20", "SOT-23-5", "5", "3000", "-40 to 125 " + DEG],
            ["JNS187A2DBVR", "50", "SOT-23-5", "5", "3000", "-40 to 125 " + DEG],
            ["JNS187A3DBVR", "100", "SOT-23-5", "5", "3000", "-40 to 125 " + DEG],
            ["JNS187A4DBVR", "200", "SOT-23-5", "5", "3000", "-40 to 125 " + DEG],
            [
                "JNS187A1DCKR " + NDASH + " A4DCKR",
                "20 " + NDASH + " 200",
                "SC-70-5",
                "5",
                "3000",
                "-40 to 125 " + DEG,
            ],
        ],
        7.3,
    )
    return save(s, out / "jns187.pdf")


# ------------------------------------------------ TCXO real-time clock IC (Antsirabe)
def vkr4217(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="ANKARATRA CHRONOM\u00c9TRIE",
        header_right="VKR4217 / VKR4217A  "
        + DOT
        + "  Fiche technique / Data sheet FT-4217 \u00e9d. 3",
        footer_left="Ankaratra Chronom\u00e9trie SARL  " + DOT + "  Lot II-B 14, Antsirabe 110, "
        "Madagascar  " + DOT + "  NIF 4003 217 566",
        footer_right="f. {page}/{nb}",
        rule_color=(52, 48, 120),
        table_fill=(232, 231, 244),
        accent=(52, 48, 120),
        grid=True,
    )
    s = Sheet(style, "VKR4217 temperature-compensated real-time clock")
    s.add_page()
    s.title_block(
        "VKR4217 / VKR4217A",
        "Horloge temps r\u00e9el compens\u00e9e  /  Temperature-compensated RTC, I" + SQ + "C",
        "32.768 kHz crystal inside  |  SO-8  |  standard grade VKR4217 (0 "
        + ELL
        + " +70 "
        + DEG
        + "), grade A VKR4217A (-40 "
        + ELL
        + " +85 "
        + DEG
        + ")",
        20,
    )

    def features() -> None:
        s.heading(UPPER + " 1. Points forts / Features", 10)
        s.bullets(
            [
                "Crystal and temperature compensation on chip",
                PM + "1.5 ppm from 0 to +40 " + DEG + " (VKR4217A)",
                "Timekeeping from 1.3 V, I" + SQ + "C from 1.6 V to 5.5 V",
                "Automatic switchover to a backup cell or supercapacitor",
                "0.55 " + MU + "A in backup",
                "Alarm, countdown timer, programmable clock output",
                "Trickle charger for supercapacitors",
            ],
            8.0,
        )

    def description() -> None:
        s.heading(UPPER + " 2. Description", 10)
        s.para(
            "The VKR4217 is a real-time clock with an integrated 32.768 kHz tuning-fork crystal. "
            "A temperature sensor measures the die every 64 s and trims the oscillator load, so "
            "the clock stays within a few seconds per month over its temperature range. Seconds "
            "to years are kept in BCD registers with leap-year correction up to 2099.",
            8.0,
        )
        s.para(
            "The VKR4217A is the tighter and wider-temperature grade. Both grades have the same "
            "pins, registers and I" + SQ + "C address.",
            8.0,
        )

    s.side_by_side(features, description, 230, 16)
    s.heading(UPPER + " 3. Stabilit\u00e9 / Frequency stability", 10.5, rule=True)
    s.caption(
        "Tabilao 1 / Table 1 "
        + DASH
        + " Stability by grade (VDD or VBAK "
        + GE
        + " 1.8 V, compensation every 64 s)"
    )
    s.table(
        [
            Col("Param\u00e8tre / Parameter", 128),
            Col("Conditions", 130),
            Col("VKR4217", 80, "C"),
            Col("VKR4217A", 80, "C"),
            Col("Unit\u00e9 / Unit", 81, "C"),
        ],
        [
            [
                "Frequency stability\nvs. temperature",
                "0 "
                + ELL
                + " +40 "
                + DEG
                + "\n0 "
                + ELL
                + " +70 "
                + DEG
                + "\n-40 "
                + ELL
                + " +85 "
                + DEG,
                PM + "3.0\n" + PM + "5.0\n" + DASH,
                PM + "1.5\n" + PM + "2.5\n" + PM + "3.0",
                "ppm",
            ],
            ["Aging, first year", "+25 " + DEG + ", VDD = 3.3 V", PM + "1.0", PM + "1.0", "ppm"],
            ["Frequency vs. supply", "VDD 1.8 " + ELL + " 5.5 V", PM + "0.5", PM + "0.5", "ppm/V"],
            ["Operating temperature", "", "0 " + ELL + " +70", "-40 " + ELL + " +85", DEG],
            ["Package", "", "SO-8", "SO-8", ""],
        ],
        7.6,
        head_rows=[["", "", "Grade / Qualit\u00e9", "<", ""]],
    )
    s.para(
        "A stability of " + PM + "1.5 ppm corresponds to about " + PM + "0.13 s per day, or "
        "about " + PM + "4 s per month. Below 1.8 V the clock keeps running but the stability "
        "is not guaranteed.",
        7.8,
    )
    s.heading(UPPER + " 4. Valeurs limites absolues / Absolute maximum ratings", 10.5, rule=True)
    s.caption("Tabilao 2 / Table 2 " + DASH + " Absolute maximum ratings")
    s.table(
        [
            Col("Param\u00e8tre / Parameter", 250),
            Col("Min", 70, "C"),
            Col("Max", 80, "C"),
            Col("Unit\u00e9 / Unit", 99, "C"),
        ],
        [
            ["Supply voltage VDD", "-0.3", "6.5", "V"],
            ["Backup supply voltage VBAK", "-0.3", "6.5", "V"],
            ["SDA, SCL, INT (open drain)", "-0.3", "6.5", "V"],
            ["CLKOUT, EVI", "-0.3", "VDD + 0.3", "V"],
            ["Storage temperature", "-55", "+125", DEG],
            ["ESD, human body model", "", PM + "2000", "V"],
        ],
        7.6,
    )
    s.para(
        "SDA, SCL and INT may be pulled up to 5.5 V even when VDD is 3.3 V or the clock runs "
        "from VBAK; they do not feed current into the supply.",
        7.8,
    )

    s.add_page()
    s.heading(
        UPPER + " 5. Caract\u00e9ristiques \u00e9lectriques / Electrical characteristics",
        10.5,
        rule=True,
    )
    s.caption("Tabilao 3 / Table 3 " + DASH + " T = +25 " + DEG + ", VDD = 3.3 V unless noted")
    s.table(
        [
            Col("Param\u00e8tre / Parameter", 96),
            Col("Symbol", 44, "C"),
            Col("Conditions", 165),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 68, "C"),
        ],
        [
            ["Supply voltage,\nI" + SQ + "C in use", "V_{DD}", "", "1.6", "3.3", "5.5", "V"],
            ["Timekeeping\nvoltage", "V_{TK}", "I" + SQ + "C idle", "1.3", "", "5.5", "V"],
            ["Backup supply\nvoltage", "V_{BAK}", "", "1.3", "3.0", "5.5", "V"],
            [
                "Switchover\nthreshold",
                "V_{SW}",
                "level mode (direct mode: VDD < VBAK)",
                "1.9",
                "2.0",
                "2.1",
                "V",
            ],
            [
                "Timekeeping\ncurrent",
                "I_{DD}",
                "CLKOUT off, I"
                + SQ
                + "C idle, VDD = 3.0 V\nCLKOUT off, I"
                + SQ
                + "C idle, VDD = 5.0 V",
                "",
                "0.65\n0.80",
                "1.2\n1.6",
                MU + "A",
            ],
            ["Backup current", "I_{BAK}", "VDD = 0 V, VBAK = 3.0 V", "", "0.55", "1.0", MU + "A"],
            [
                "Compensation\ncurrent",
                "I_{TC}",
                "during the 120 ms conversion",
                "",
                "180",
                "300",
                MU + "A",
            ],
            ["Interface current", "I_{I2C}", "fSCL = 400 kHz", "", "45", "80", MU + "A"],
            ["SCL clock frequency", "f_{SCL}", "", "0", "", "400", "kHz"],
            ["Input high, SDA/SCL", "V_{IH}", "", "0.7 VDD", "", "5.5", "V"],
            ["Output low, SDA/INT", "V_{OL}", "IOL = 3 mA", "", "", "0.4", "V"],
            ["CLKOUT frequency", "f_{CLK}", "32768, 1024, 64 or 1 (CLKF[1:0])", "", "", "", "Hz"],
            ["Temperature\nsensor", "", "resolution\naccuracy", "", "0.25\n" + PM + "3", "", DEG],
        ],
        7.4,
    )
    s.heading(UPPER + " 6. Adresse I" + SQ + "C / I" + SQ + "C address", 10.5, rule=True)
    s.caption("Tabilao 4 / Table 4 " + DASH + " Slave address (fixed)")
    s.table(
        [Col("Format", 160), Col("Value", 120, "C"), Col("Remark", 219)],
        [
            ["7-bit address", "0x32", "fixed, no address pin"],
            ["Write byte (8-bit)", "0x64", "address << 1, R/W = 0"],
            ["Read byte (8-bit)", "0x65", "address << 1, R/W = 1"],
        ],
        7.4,
    )
    s.caption("Tabilao 5 / Table 5 " + DASH + " Register map (excerpt)")
    s.table(
        [
            Col("Addr.", 50, "C"),
            Col("Register", 110),
            Col("Bit 7 " + ELL + " bit 0", 219),
            Col("Reset", 60, "C"),
            Col("R/W", 60, "C"),
        ],
        [
            ["0x00", "Seconds", "0, SEC[6:0] (BCD 00 " + ELL + " 59)", "0x00", "R/W"],
            ["0x01", "Minutes", "0, MIN[6:0] (BCD 00 " + ELL + " 59)", "0x00", "R/W"],
            ["0x02", "Hours", "0, 0, HR[5:0] (BCD 00 " + ELL + " 23)", "0x00", "R/W"],
            ["0x0E", "Control 1", "TE, EIE, AIE, TIE, UIE, CLKF1, CLKF0, 0", "0x00", "R/W"],
            ["0x0F", "Status", "0, 0, TF, AF, EVF, PORF, BSF, 0", "0x10", "R/W"],
            ["0x25", "Backup", "TCE, TCR1, TCR0, BSM1, BSM0, 0, 0, 0", "0x00", "R/W"],
        ],
        7.4,
    )
    s.heading(UPPER + " 7. Notes d'application / Application notes", 10.5, rule=True)
    s.bullets(
        [
            "Backup switchover is off after power-up (BSM = 00). Set BSM = 01 (direct) or 10 "
            "(level) before relying on the backup cell.",
            "The trickle charger (TCE = 1) connects VDD to VBAK through 1.5, 3, 6 or 11 k"
            + OHM
            + ". It is for supercapacitors and rechargeable lithium cells only. Keep it off, as "
            "delivered, with a primary cell such as a CR2032.",
            "INT is open drain and needs a pull-up; CLKOUT is push-pull at VDD level and stops "
            "in backup.",
            "Run the I" + SQ + "C bus at up to 400 kHz; the clock does not support Fast-mode Plus.",
        ],
        7.8,
    )
    return save(s, out / "vkr4217.pdf")


# ------------------------------------------------ 2.9 inch e-paper module (Victoria, Seychelles)
def mhe290(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="BEAU VALLON MAKER SHOP  " + ANCHOR + "  displays",
        header_right="MHE-290 / MHE-290R  " + DOT + "  module sheet",
        footer_left="Beau Vallon Maker Shop  " + DOT + "  Market Street, Victoria, Mah\u00e9, "
        "Seychelles  " + DOT + "  prices in SCR incl. 15 % VAT",
        footer_right="p. {page}/{nb}",
        rule_color=(38, 128, 72),
        table_fill=(236, 245, 222),
        accent=(24, 98, 54),
        grid=False,
    )
    s = Sheet(style, "MHE-290 / MHE-290R 2.9 inch e-paper module")
    s.add_page()
    s.title_block(
        "MHE-290 / MHE-290R",
        "2.9 inch e-paper display module, 296 x 128 pixels, SPI",
        "MHE-290: black / white, partial refresh    |    MHE-290R: black / white / red    |    "
        "on-board regulator and level shifter",
        21,
    )

    def about() -> None:
        s.heading(ANCHOR + " About this module", 9.8)
        s.para(
            "E-paper keeps its picture with the power off and is easy to read in sunlight, which "
            "makes it the display for shelf labels, weather stations and battery sensors that "
            "wake up a few times an hour. The MHE-290 is the fast black / white version; the "
            "MHE-290R adds red for prices and warnings but updates much more slowly.",
            7.9,
        )
        s.para(
            "Both boards carry a 3.3 V regulator and a level shifter, so they run from a 3.3 V "
            "or a 5 V board. Eight pins on a 2.54 mm header and a matching cable are included.",
            7.9,
        )

    def facts() -> None:
        s.heading(ANCHOR + " Quick facts", 9.8)
        s.bullets(
            [
                "296 x 128 pixels, 66.9 x 29.1 mm active area",
                "4-wire SPI plus DC, RST and BUSY",
                "VCC 3.0 V to 5.5 V",
                "Full refresh 2 s (MHE-290), 15 s (MHE-290R)",
                "Picture kept with no power at all",
                "Board 79 x 36 mm, four M2 holes",
            ],
            7.9,
        )

    s.side_by_side(about, facts, 280, 14)
    s.heading(ANCHOR + " Panel", 10.5, rule=True)
    s.caption(LANG + "1" + RANG + " Panel data per version (25 " + DEG + " unless noted)")
    s.table(
        [
            Col("Item", 130),
            Col("Condition", 110),
            Col("MHE-290", 95, "C"),
            Col("MHE-290R", 95, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Colours", "", "black, white", "black, white, red", ""],
            ["Grey levels", "", "4", "2", ""],
            ["Full refresh time", "25 " + DEG + "\n0 " + DEG, "2\n4", "15\n30", "s"],
            ["Partial refresh time", "", "0.3", "not supported", "s"],
            ["Operating temperature", "", "0 " + ELL + " +50", "0 " + ELL + " +40", DEG],
            [
                "Operating humidity",
                "no condensation",
                "35 " + ELL + " 65",
                "35 " + ELL + " 65",
                "%RH",
            ],
            ["Storage temperature", "", "-25 " + ELL + " +60", "-25 " + ELL + " +50", DEG],
            ["Viewing angle", "", "> 170", "> 170", "\u00b0"],
        ],
        7.3,
    )
    s.heading(ANCHOR + " Electrical", 10.5, rule=True)
    s.caption(LANG + "2" + RANG + " Module electrical data (both versions)")
    s.table(
        [
            Col("Item", 118),
            Col("Condition", 120),
            Col("Min", 48, "C"),
            Col("Typ", 48, "C"),
            Col("Max", 48, "C"),
            Col("Unit", 117, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.0", "3.3", "5.5", "V"],
            ["VCC absolute maximum", "", "-0.3", "", "6.0", "V"],
            [
                "Input high voltage\n(DIN, CLK, CS, DC, RST)",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "2.3\n3.5",
                "",
                "3.6\n5.5",
                "V",
            ],
            ["Input low voltage", "VCC = 3.3 V\nVCC = 5.0 V", "", "", "0.8\n1.5", "V"],
            ["BUSY output high", "VCC = 3.3 V, -1 mA\nVCC = 5.0 V, -1 mA", "3.0\n4.5", "", "", "V"],
            ["SPI clock (write)", "", "", "", "20", "MHz"],
        ],
        7.3,
    )
    s.caption(LANG + "3" + RANG + " Supply current per version")
    s.table(
        [
            Col("Item", 118),
            Col("Condition", 120),
            Col("MHE-290", 87, "C"),
            Col("MHE-290R", 87, "C"),
            Col("Unit", 87, "C"),
        ],
        [
            [
                "Refresh current\n(average)",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "8.0\n8.6",
                "5.5\n6.1",
                "mA",
            ],
            ["Panel deep sleep", "panel only", "0.5", "0.5", MU + "A"],
            [
                "Module in deep sleep\n(regulator, shifter)",
                "VCC = 3.3 V\nVCC = 5.0 V",
                "12\n18",
                "12\n18",
                MU + "A",
            ],
        ],
        7.3,
    )

    s.add_page()
    s.heading(ANCHOR + " Header", 10.5, rule=True)
    s.caption(LANG + "4" + RANG + " Header pins, top to bottom")
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("Name", 60, "C"),
            Col("Direction", 70, "C"),
            Col("Function", 329),
        ],
        [
            ["1", "VCC", "power", "3.0 " + ELL + " 5.5 V; logic levels follow VCC"],
            ["2", "GND", "power", "Ground"],
            ["3", "DIN", "in", "SPI data (MOSI)"],
            ["4", "CLK", "in", "SPI clock"],
            ["5", "CS", "in", "Chip select, low active"],
            ["6", "DC", "in", "Data / command: high = data, low = command"],
            ["7", "RST", "in", "Reset, low active"],
            [
                "8",
                "BUSY",
                "out",
                "High while the panel is refreshing; wait for low before the next command",
            ],
        ],
        7.3,
    )
    s.heading(ANCHOR + " Looking after the panel", 10.5, rule=True)
    s.bullets(
        [
            "Wait at least 180 s between full refreshes, and refresh at least once every 24 h "
            "so the pigment does not settle.",
            "MHE-290: after five partial refreshes do one full refresh, or ghost images build up.",
            "The MHE-290R has no partial refresh. Each update takes about 15 s and the panel "
            "flashes several times; that is normal.",
            "Send the deep-sleep command after every update. A panel left under refresh voltage "
            "for hours is damaged.",
            "Keep it out of direct sun for long periods: UV fades the red pigment.",
            "Do not bend the flat cable at the panel edge.",
        ],
        7.9,
    )
    s.heading(ANCHOR + " Questions we get", 10.5, rule=True)
    faq = [
        (
            "Will it run on a 5 V Arduino Uno?",
            "Yes. Power the module from the Uno's 5 V pin; with VCC = 5 V the level shifter "
            "takes 5 V logic.",
        ),
        (
            "And on an ESP32 board?",
            "Power the module from the ESP32's 3.3 V pin. With VCC at 5 V the inputs need at "
            "least 3.5 V for a high, and BUSY drives 5 V back into the ESP32.",
        ),
        (
            "Which controller is on the panel?",
            "A VC2913 controller; our example code for Arduino and MicroPython is on the "
            "product page.",
        ),
        (
            "Can it show grey?",
            "The MHE-290 shows four grey levels with the grey-scale waveform from our example "
            "code; the MHE-290R shows only black, white and red.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 7.9, bold=True)
        s.para(answer, 7.9)
    s.heading(ANCHOR + " Prices", 10.5, rule=True)
    s.caption(LANG + "5" + RANG + " Price list (SCR, incl. 15 % VAT)")
    s.table(
        [Col("SKU", 120), Col("Item", 190), Col("Pack", 80, "C"), Col("Price", 109, "C")],
        [
            ["BV-EPD29", "MHE-290 module with cable", "1 pc", "365.00"],
            ["BV-EPD29R", "MHE-290R module with cable", "1 pc", "420.00"],
            ["BV-EPD29-5", "MHE-290 module with cable", "5 pcs", "1650.00"],
        ],
        7.3,
    )
    return save(s, out / "mhe-290.pdf")
