"""Hold-out 157 datasheets, part 1: a capacitive soil-moisture sensor board, a Hall-effect current
sensor IC, a 16-channel 12-bit PWM driver IC and a LoRa transceiver module.

An Alofi (Niue) garden-electronics store sheet ("☂" heads, "Grow table n ⇀" captions, column
groups per version with the output voltage stacked per soil condition, NZD prices, hook-up hints
and FAQ), a Mata-Utu (Wallis and Futuna) sensor-IC data sheet ("╙ n" heads, "Listing n —"
captions, a grade table in column groups per grade with two-line row names, sensitivity, output
swing and total error stacked per temperature), a Cockburn Town (Turks and Caicos Islands) logic
house data sheet ("⥤ n." heads, "Table n ⊣" captions, section rows per pin group, currents stacked
per supply voltage, an address table and a register map as decoys) and a Kralendijk (Bonaire)
radio-module sheet ("╦ n" heads, "Summary n ╥" captions, column groups per frequency version,
transmit current and sensitivity stacked per setting, pads and ordering as decoys).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
TIMES = "\u00d7"
UMB = "\u2602"
HARP = "\u21c0"
HOOK = "\u2559"
TRI = "\u2964"
TACK = "\u22a3"
TEE = "\u2566"
TEE2 = "\u2565"
DOT = "\u00b7"


# ------------------------------------------------ capacitive soil-moisture board (Alofi, Niue)
def nku_csm4(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="HAKUPU GARDEN ELECTRONICS  " + DOT + "  sensors for growers",
        header_right="NKU-CSM4 v1.2  " + DOT + "  product sheet",
        footer_left="Hakupu Garden Electronics  "
        + DOT
        + "  Commercial Centre, Alofi, Niue  "
        + DOT
        + "  prices in NZD incl. 12.5 % consumption tax",
        footer_right="p.{page} ({nb})",
        rule_color=(112, 64, 128),
        table_fill=(242, 233, 246),
        accent=(92, 44, 112),
        grid=False,
    )
    s = Sheet(style, "NKU-CSM4 capacitive soil moisture sensor v1.2")
    s.add_page()
    s.title_block(
        "NKU-CSM4-33 / NKU-CSM4-50",
        "Capacitive Soil Moisture Sensor v1.2 " + NDASH + " analog output, no exposed electrodes",
        "SKU HG-CSM4-33 (3.3 V, no regulator)  NZD 8.90    |    SKU HG-CSM4-50 (5 V, on-board "
        "3.0 V regulator)  NZD 9.90",
        20,
    )

    def about() -> None:
        s.heading(UMB + " How the probe works", 10)
        s.para(
            "The probe is a capacitor whose two plates are copper areas under the solder mask. "
            "Wet soil has a higher permittivity than dry soil, so the capacitance rises with the "
            "water content. A 555 timer on the board drives the probe with a square wave and a "
            "peak detector turns the result into a DC voltage on AOUT. More water in the soil "
            "means a lower AOUT voltage.",
            8.0,
        )
        s.para(
            "Unlike resistive forks there is no bare metal in the soil, so nothing corrodes and "
            "no DC current flows through the plant's roots.",
            8.0,
        )

    def facts() -> None:
        s.heading(UMB + " Probe in brief", 10)
        s.bullets(
            [
                "Analog output on AOUT: more water = lower voltage",
                "-33: runs from 3.0 V to 3.6 V, no regulator",
                "-50: runs from 4.0 V to 5.5 V, AOUT stays at or below 3.0 V",
                "About 5 mA supply current",
                "3-pin PH2.0 socket, 20 cm lead included",
                "Board 98 x 23 mm, probe part 60 mm",
            ],
            8.0,
        )

    s.side_by_side(about, facts, 262, 16)
    s.heading(UMB + " Specifications", 10.5, rule=True)
    s.caption(
        "Grow table 1 " + HARP + " Electrical characteristics by version (TA = 25 " + DEG + ")"
    )
    s.table(
        [
            Col("Parameter", 86),
            Col("Conditions", 112),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 61, "C"),
        ],
        [
            ["Supply voltage\n(VCC pin)", "", "3.0", "3.3", "3.6", "4.0", "5.0", "5.5", "V"],
            ["Supply current", "AOUT open", "", "4.8", "6.5", "", "5.6", "7.5", "mA"],
            [
                "Output voltage\n(AOUT)",
                "probe in dry air\nin dry potting soil\nin wet soil, field capacity\nin water, immersed "
                "to the mark",
                "",
                "2.45\n2.20\n1.45\n1.05",
                "",
                "",
                "2.80\n2.55\n1.65\n1.20",
                "",
                "V",
            ],
            [
                "Highest output\nvoltage",
                "any probe condition",
                "",
                "",
                "0.8 x VCC",
                "",
                "",
                "3.0",
                "V",
            ],
            ["Output resistance", "AOUT to load", "", "10", "", "", "10", "", "k" + OHM],
            ["Probe drive\nfrequency", "555 timer", "", "1.5", "", "", "1.5", "", "MHz"],
            [
                "Settling time after\npower-on",
                "to within 1 % of final",
                "",
                "150",
                "300",
                "",
                "200",
                "400",
                "ms",
            ],
            [
                "Operating\ntemperature",
                "electronics and probe",
                "-10",
                "",
                "+60",
                "0",
                "",
                "+60",
                DEG,
            ],
        ],
        7.4,
        head_rows=[
            ["", "", "NKU-CSM4-33 (VCC 3.3 V)", "<", "<", "NKU-CSM4-50 (VCC 5.0 V)", "<", "<", ""]
        ],
    )
    s.para(
        "AOUT falls as the soil gets wetter. The output voltages above are typical values from "
        "one production batch at the stated VCC; every probe differs a little, so record your own "
        "dry and wet readings and map them to 0 " + ELL + " 100 % in software.",
        7.6,
    )
    s.heading(UMB + " Absolute maximum ratings", 10.5, rule=True)
    s.caption("Grow table 2 " + HARP + " Stresses above these values can destroy the board")
    s.table(
        [Col("Item", 230), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 129, "C")],
        [
            ["VCC to GND, NKU-CSM4-33", "-0.3", "4.0", "V"],
            ["VCC to GND, NKU-CSM4-50", "-0.3", "6.0", "V"],
            ["Storage temperature", "-20", "+70", DEG],
            ["Reverse supply (VCC and GND swapped)", "", "not protected", ""],
        ],
        7.4,
    )

    s.add_page()
    s.heading(UMB + " Connector", 10.5, rule=True)
    s.caption("Grow table 3 " + HARP + " PH2.0 socket, pin 1 at the board edge")
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("Name", 60, "C"),
            Col("Lead colour", 90, "C"),
            Col("Function", 309),
        ],
        [
            ["1", "GND", "black", "Ground"],
            ["2", "VCC", "red", "Supply, see Grow table 1 for your version"],
            ["3", "AOUT", "yellow", "Analog output to the ADC pin of your board"],
        ],
        7.4,
    )
    s.heading(UMB + " Hook-up hints", 10.5, rule=True)
    s.bullets(
        [
            "The -33 has no regulator: the timer runs straight from VCC. Never connect it to a 5 V "
            "pin. Above 4.0 V the timer IC is damaged.",
            "The -50 has a 3.0 V regulator on board, so AOUT never goes above 3.0 V. It can go "
            "straight to the 3.3 V ADC of an ESP32 or a Raspberry Pi Pico even when VCC is 5 V.",
            "Below 4.0 V the regulator of the -50 drops out and the reading drifts. Use the -33 on "
            "3.3 V boards.",
            "The -33 draws at most 6.5 mA, so a GPIO pin can power it just for a reading. Wait for "
            "the settling time before you sample AOUT.",
            "Only the probe part below the white line may be in the soil. The electronics above the "
            "line are not sealed. Heat-shrink or resin over the top helps, but we do not rate the "
            "board as waterproof.",
            "The lead is 20 cm long. We have tested an extension of up to 3 m (3 x 24 AWG) without a "
            "change in the reading.",
        ],
        8.0,
    )
    s.heading(UMB + " FAQ", 10.5, rule=True)
    faq = [
        (
            "Why does the number go down when I water the plant?",
            "That is how the probe works: more water, more capacitance, lower voltage. Invert it in "
            "your code.",
        ),
        (
            "Does it also measure temperature or fertiliser (EC)?",
            "No. It only senses moisture. Salty soil and temperature shift the reading a little, "
            "but we do not specify by how much.",
        ),
        (
            "How long does it last in the ground?",
            "There are no bare electrodes, so it does not corrode like a resistive fork. The cut "
            "edges of the board can soak up water over months; seal them with nail varnish.",
        ),
        (
            "Which ADC resolution do I need?",
            "Between dry soil and water AOUT moves by about 1.2 V (-33) or 1.35 V (-50). A 10-bit "
            "ADC already gives more than 200 steps across that.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    s.heading(UMB + " Order", 10.5, rule=True)
    s.caption("Grow table 4 " + HARP + " Price list (NZD incl. 12.5 % consumption tax)")
    s.table(
        [Col("SKU", 110), Col("Item", 190), Col("Pack", 80, "C"), Col("Price", 119, "C")],
        [
            ["HG-CSM4-33", "NKU-CSM4-33 probe with lead", "1 pc", "8.90"],
            ["HG-CSM4-33-5", "NKU-CSM4-33 probe with lead", "5 pcs", "39.50"],
            ["HG-CSM4-50", "NKU-CSM4-50 probe with lead", "1 pc", "9.90"],
            ["HG-CSM4-50-5", "NKU-CSM4-50 probe with lead", "5 pcs", "44.00"],
            ["HG-EXT3M", "extension lead 3 m, PH2.0", "1 pc", "6.50"],
        ],
        7.4,
    )
    s.para("Sheet issue 2024-05. We ship to Niue, Tonga, the Cook Islands and New Zealand.", 7.0)
    return save(s, out / "nku-csm4.pdf")


# ------------------------------------------------ Hall-effect current sensor IC (Mata-Utu)
def zrq5712(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="UVEA SEMICONDUCTOR",
        header_right="ZRQ5712  " + DOT + "  Hall-effect linear current sensor IC",
        footer_left="Uvea Semiconductor SAS  "
        + DOT
        + "  Havelu, Mata-Utu, Wallis-et-Futuna  "
        + DOT
        + "  ZRQ5712 data sheet, revision C, 2024",
        footer_right="folio {page}/{nb}",
        rule_color=(20, 60, 110),
        table_fill=(246, 239, 222),
        accent=(20, 60, 110),
        grid=True,
    )
    s = Sheet(style, "ZRQ5712 Hall-effect linear current sensor IC")
    s.add_page()
    s.title_block(
        "ZRQ5712",
        "Fully Integrated Hall-Effect Linear Current Sensor IC with 1.2 m"
        + OHM
        + " Current Conductor",
        "SOIC-8  |  single 5 V supply  |  analog output proportional to AC or DC current  |  "
        "grades " + PM + "5 A (-05B), " + PM + "20 A (-20A) and " + PM + "30 A (-30A)",
        22,
    )

    def features() -> None:
        s.heading(HOOK + " 1 Features", 10.5)
        s.bullets(
            [
                "80 kHz bandwidth, 5 " + MU + "s output rise time",
                "Total output error 1.5 % at TA = 25 " + DEG,
                "1.2 m" + OHM + " internal conductor resistance",
                "2.1 kVRMS isolation, pins 1-4 to pins 5-8",
                "Single 5.0 V supply",
                "Output voltage proportional to AC or DC current",
                "Nearly zero magnetic hysteresis",
                "Ratiometric output from the supply voltage",
            ],
            8.0,
        )

    def description() -> None:
        s.heading(HOOK + " 2 Description", 10.5)
        s.para(
            "The ZRQ5712 measures current in motor, load and battery circuits without a shunt. "
            "The current flows through a copper conduction path next to a precise, low-offset "
            "linear Hall circuit. Its magnetic field is converted into a proportional voltage. "
            "Chopper stabilisation keeps the offset low over temperature, and the output of the "
            "IC rises for current flowing from pins 1 and 2 to pins 3 and 4.",
            8.0,
        )
        s.para(
            "The terminals of the conduction path are isolated from the signal pins, so the "
            "ZRQ5712 can sense a current at a voltage different from that of the measuring "
            "circuit. Three grades cover " + PM + "5 A, " + PM + "20 A and " + PM + "30 A.",
            8.0,
        )

    s.side_by_side(features, description, 222, 16)
    s.heading(HOOK + " 3 Selection guide", 10.5, rule=True)
    s.caption("Listing 1 " + DASH + " Grades and ordering codes")
    s.table(
        [
            Col("Ordering code", 110),
            Col("Grade", 60, "C"),
            Col("Optimised range IP", 100, "C"),
            Col("Sensitivity, typ.", 90, "C"),
            Col("Package marking", 70, "C"),
            Col("Packing", 69, "C"),
        ],
        [
            ["ZRQ5712-05B-T", "-05B", "-5 " + ELL + " +5 A", "180 mV/A", "Z712-05", "tube, 100"],
            ["ZRQ5712-20A-T", "-20A", "-20 " + ELL + " +20 A", "96 mV/A", "Z712-20", "tube, 100"],
            ["ZRQ5712-30A-T", "-30A", "-30 " + ELL + " +30 A", "64 mV/A", "Z712-30", "tube, 100"],
            ["ZRQ5712-xxx-TR", "all", "as above", "as above", "as above", "reel, 3000"],
        ],
        7.6,
    )
    s.heading(HOOK + " 4 Absolute maximum ratings", 10.5, rule=True)
    s.caption("Listing 2 " + DASH + " Absolute maximum ratings (not operating conditions)")
    s.table(
        [
            Col("Characteristic", 170),
            Col("Symbol", 60, "C"),
            Col("Notes", 140),
            Col("Rating", 70, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "8", "V"],
            ["Reverse supply voltage", "V_{RCC}", "", "-0.1", "V"],
            ["Output voltage", "V_{IOUT}", "", "8", "V"],
            ["Reverse output voltage", "V_{RIOUT}", "", "-0.1", "V"],
            ["Output current, source", "I_{IOUT(source)}", "", "3", "mA"],
            ["Output current, sink", "I_{IOUT(sink)}", "", "10", "mA"],
            ["Overcurrent transient tolerance", "I_{P}", "1 pulse, 100 ms", "100", "A"],
            ["Nominal operating ambient", "T_{A}", "range B / range A", "-40 / -20 to 85", DEG],
            ["Maximum junction temperature", "T_{J(max)}", "", "165", DEG],
            ["Storage temperature", "T_{stg}", "", "-65 to 170", DEG],
            [
                "Dielectric strength test voltage",
                "V_{ISO}",
                "60 s, pins 1-4 to 5-8",
                "2100",
                "VRMS",
            ],
        ],
        7.6,
    )
    s.para(
        "The letter at the end of the grade gives the ambient range: B = -40 "
        + DEG
        + " to 85 "
        + DEG
        + ", A = -20 "
        + DEG
        + " to 85 "
        + DEG
        + ". The isolation figure is a type test "
        "of the package; the ZRQ5712 is not certified to a safety standard.",
        7.8,
    )

    s.add_page()
    s.heading(HOOK + " 5 Common electrical characteristics", 10.5, rule=True)
    s.caption(
        "Listing 3 " + DASH + " All grades; TA = 25 " + DEG + ", VCC = 5 V, unless otherwise noted"
    )
    s.table(
        [
            Col("Characteristic", 118),
            Col("Symbol", 56, "C"),
            Col("Test conditions", 145),
            Col("Min.", 42, "C"),
            Col("Typ.", 42, "C"),
            Col("Max.", 42, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "4.5", "5.0", "5.5", "V"],
            ["Supply current", "I_{CC}", "VCC = 5.0 V, output open", "", "10", "13", "mA"],
            ["Output capacitance load", "C_{LOAD}", "VIOUT to GND", "", "", "10", "nF"],
            ["Output resistive load", "R_{LOAD}", "VIOUT to GND", "4.7", "", "", "k" + OHM],
            [
                "Primary conductor\nresistance",
                "R_{PRIMARY}",
                "TA = 25 " + DEG,
                "",
                "1.2",
                "",
                "m" + OHM,
            ],
            ["Rise time", "t_{r}", "IP step = full scale,\nCOUT open", "", "5", "", MU + "s"],
            ["Frequency bandwidth", "f", "-3 dB, TA = 25 " + DEG, "", "80", "", "kHz"],
            [
                "Power-on time",
                "t_{PO}",
                "output at 90 % of its\nsteady-state level",
                "",
                "35",
                "",
                MU + "s",
            ],
            [
                "Zero-current output\nvoltage",
                "V_{IOUT(Q)}",
                "bidirectional, IP = 0 A",
                "",
                "2.50",
                "",
                "V",
            ],
            ["Nonlinearity", "E_{LIN}", "over full range of IP", "", PM + "1.5", "", "%"],
            ["Magnetic hysteresis", "", "IP = 0 A after full scale", "", "0", "", "mV"],
        ],
        7.6,
    )
    s.heading(HOOK + " 6 Characteristics per grade", 10.5, rule=True)
    s.caption(
        "Listing 4 " + DASH + " Per grade; VCC = 5 V; TA over the range of the grade unless noted"
    )
    g = [Col(h, 31, "C") for h in ("Min.", "Typ.", "Max.") * 3]
    s.table(
        [Col("Characteristic", 84), Col("Test conditions", 107), *g, Col("Unit", 29, "C")],
        [
            ["Optimised accuracy\nrange", "", "-5", "", "5", "-20", "", "20", "-30", "", "30", "A"],
            [
                "Sensitivity",
                "over full range of IP,\nTA = 25 " + DEG,
                "175",
                "180",
                "185",
                "93",
                "96",
                "99",
                "62",
                "64",
                "66",
                "mV/A",
            ],
            [
                "Noise, peak to peak",
                "TA = 25 " + DEG + ", 2 kHz\nexternal filter",
                "",
                "21",
                "",
                "",
                "11",
                "",
                "",
                "7",
                "",
                "mV",
            ],
            [
                "Output voltage at\nfull scale",
                "IP = - full scale\nIP = + full scale",
                "",
                "1.60\n3.40",
                "",
                "",
                "0.58\n4.42",
                "",
                "",
                "0.58\n4.42",
                "",
                "V",
            ],
            [
                "Electrical offset\nvoltage",
                "IP = 0 A",
                "-40",
                "",
                "40",
                "-30",
                "",
                "30",
                "-30",
                "",
                "30",
                "mV",
            ],
            [
                "Total output error",
                "TA = 25 " + DEG + "\nover TA range",
                "",
                "",
                PM + "1.5\n" + PM + "4.0",
                "",
                "",
                PM + "1.5\n" + PM + "3.0",
                "",
                "",
                PM + "1.5\n" + PM + "2.5",
                "%",
            ],
        ],
        7.2,
        head_rows=[["", "", "-05B", "<", "<", "-20A", "<", "<", "-30A", "<", "<", ""]],
    )
    s.heading(HOOK + " 7 Application information", 10.5, rule=True)
    s.para(
        "Ratiometric output. VIOUT(Q) and the sensitivity scale with VCC: at VCC = 5.0 V the "
        "output rests at 2.50 V. The ZRQ5712 is characterised only for VCC = 4.5 V to 5.5 V; at "
        "3.3 V neither the sensitivity nor the offset is guaranteed, and the part is not offered "
        "in a 3.3 V version.",
        8.0,
    )
    s.para(
        "Output swing. For the -20A and -30A grades the output moves from 0.58 V to 4.42 V across "
        "the full range, for the -05B from 1.60 V to 3.40 V. Check that the input range of your "
        "ADC covers the swing of the grade you use. Currents above the optimised range are not "
        "specified; the output saturates and the accuracy figures no longer hold.",
        8.0,
    )
    s.para(
        "Filter. A capacitor from FILTER (pin 6) to GND lowers the noise and the bandwidth: 1 nF "
        "gives about 30 kHz. The primary copper (pins 1-4) must be sized for the current; the "
        "overcurrent tolerance of Listing 2 is a single-pulse survival figure, not a measuring "
        "range.",
        8.0,
    )
    s.caption("Listing 5 " + DASH + " Pin-out, SOIC-8")
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Description", 369)],
        [
            ["1, 2", "IP+", "Terminals for the current being sampled"],
            ["3, 4", "IP" + NDASH, "Terminals for the current being sampled"],
            ["5", "GND", "Signal ground"],
            ["6", "FILTER", "External capacitor that sets the bandwidth"],
            ["7", "VIOUT", "Analog output signal"],
            ["8", "VCC", "Device power supply; 0.1 " + MU + "F bypass to GND"],
        ],
        7.6,
    )
    return save(s, out / "zrq5712.pdf")


# ------------------------------------------------ 16-channel PWM driver IC (Cockburn Town)
def fxd4816(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Grand Turk Logic",
        header_right="FXD4816 / FXD4816Q  " + DOT + "  Product data sheet, issue 2",
        footer_left="Grand Turk Logic Ltd.  " + DOT + "  Duke Street, Cockburn Town, Grand Turk, "
        "Turks and Caicos Islands",
        footer_right="FXD4816 " + DOT + " {page}/{nb}",
        rule_color=(196, 88, 100),
        table_fill=(252, 236, 237),
        accent=(150, 40, 60),
        grid=True,
    )
    s = Sheet(style, "FXD4816 16-channel 12-bit PWM driver with I2C bus")
    s.add_page()
    s.title_block(
        "FXD4816 / FXD4816Q",
        "16-Channel, 12-Bit PWM LED and Servo Driver with Fast-mode Plus I" + SQ + "C-bus",
        "TSSOP28 (FXD4816PW) and HVQFN28 (FXD4816QBS)  |  VDD 2.3 V to 5.5 V  |  "
        "internal 25 MHz oscillator",
        21,
    )

    def description() -> None:
        s.heading(TRI + " 1. General description", 10)
        s.para(
            "The FXD4816 is an I" + SQ + "C-bus controlled 16-channel PWM driver. Each output has "
            "its own 12-bit ON and OFF registers, so the duty cycle is set in 4096 steps and the "
            "edges of the channels can be shifted against each other. All outputs share one "
            "frequency, set by a prescaler from the internal oscillator or an external clock.",
            7.8,
        )
        s.para(
            "The outputs are totem-pole stages that drive LEDs directly or the gates of external "
            "MOSFETs, or hobby servos with a 50 Hz signal. An open-drain setting is available. "
            "The FXD4816Q is the extended-temperature version in a smaller package.",
            7.8,
        )

    def features() -> None:
        s.heading(TRI + " 2. Features", 10)
        s.bullets(
            [
                "16 outputs, 12-bit duty cycle (4096 steps) each",
                "Output frequency 24 Hz to 1526 Hz with the internal oscillator",
                "25 mA sink and 10 mA source per output at 5 V",
                "6 hardware address pins",
                "Fast-mode Plus I" + SQ + "C-bus, up to 1 MHz",
                "SDA, SCL, A0-A5 and OE are 5.5 V tolerant",
                "Active LOW output enable (OE)",
                "Software reset and LED All Call address",
            ],
            7.8,
        )

    s.side_by_side(description, features, 262, 14)
    s.heading(TRI + " 3. Ordering and grades", 10.5, rule=True)
    s.caption("Table 1 " + TACK + " Ordering information")
    s.table(
        [
            Col("Type number", 90),
            Col("Package", 62, "C"),
            Col("Description", 197),
            Col("Tamb", 90, "C"),
            Col("Marking", 60, "C"),
        ],
        [
            [
                "FXD4816PW",
                "TSSOP28",
                "plastic thin shrink small outline; 28 leads; 4.4 mm",
                "-40 " + DEG + " to +85 " + DEG,
                "FXD4816",
            ],
            [
                "FXD4816QBS",
                "HVQFN28",
                "plastic thermal enhanced very thin quad flat; 5 x 5 mm",
                "-40 " + DEG + " to +105 " + DEG,
                "4816Q",
            ],
        ],
        7.2,
    )
    s.heading(TRI + " 4. Limiting values", 10.5, rule=True)
    s.caption("Table 2 " + TACK + " Limiting values (absolute maximum ratings)")
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 180),
            Col("Conditions", 109),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["V_{DD}", "supply voltage", "", "-0.5", "+6.0", "V"],
            ["V_{I/O}", "voltage on an input / output pin", "", "V_{SS} - 0.5", "5.5", "V"],
            ["I_{O}", "output current on a pin", "LED0 to LED15", "-25", "+25", "mA"],
            ["I_{SS}", "ground supply current", "VSS pins, total", "", "400", "mA"],
            ["P_{tot}", "total power dissipation", "", "", "400", "mW"],
            ["T_{stg}", "storage temperature", "", "-65", "+150", DEG],
            [
                "T_{amb}",
                "ambient temperature",
                "operating; FXD4816\noperating; FXD4816Q",
                "-40\n-40",
                "+85\n+105",
                DEG,
            ],
        ],
        7.2,
    )
    s.heading(TRI + " 5. Static characteristics", 10.5, rule=True)
    s.caption(
        "Table 3 " + TACK + " Static characteristics (VDD = 2.3 V to 5.5 V; VSS = 0 V; Tamb over "
        "the range of the type)"
    )
    s.table(
        [
            Col("Symbol", 52, "C"),
            Col("Parameter", 112),
            Col("Conditions", 150),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 53, "C"),
        ],
        [
            ["Supply"],
            ["V_{DD}", "supply voltage", "", "2.3", "", "5.5", "V"],
            [
                "I_{DD}",
                "supply current",
                "operating; no load; fSCL = 1 MHz\nVDD = 3.3 V\nVDD = 5.5 V",
                "",
                "\n4\n6",
                "\n8\n10",
                "mA",
            ],
            [
                "I_{stb}",
                "standby current",
                "SLEEP = 1; no load; fSCL = 0 Hz\nVDD = 3.3 V\nVDD = 5.5 V",
                "",
                "\n1.5\n2.2",
                "\n10\n15",
                MU + "A",
            ],
            [
                "V_{POR}",
                "power-on reset voltage",
                "no load; VI = VDD or VSS",
                "",
                "1.70",
                "2.0",
                "V",
            ],
            ["Input SCL; input/output SDA"],
            ["V_{IL}", "LOW-level input voltage", "", "-0.5", "", "0.3VDD", "V"],
            ["V_{IH}", "HIGH-level input voltage", "", "0.7VDD", "", "5.5", "V"],
            ["I_{OL}", "LOW-level output current", "VOL = 0.4 V; VDD = 3.3 V", "20", "", "", "mA"],
            ["LED driver outputs LED0 to LED15"],
            [
                "I_{OL}",
                "LOW-level output\ncurrent",
                "VOL = 0.5 V\nVDD = 2.3 V\nVDD = 3.0 V\nVDD = 4.5 V",
                "\n12\n18\n25",
                "",
                "",
                "mA",
            ],
            [
                "I_{OL(tot)}",
                "total LOW-level output\ncurrent",
                "all outputs together",
                "",
                "",
                "400",
                "mA",
            ],
            [
                "I_{OH}",
                "HIGH-level output\ncurrent",
                "totem pole; VOH = VDD - 0.5 V\nVDD = 2.3 V\nVDD = 4.5 V",
                "\n-1\n-10",
                "",
                "",
                "mA",
            ],
        ],
        7.0,
    )

    s.add_page()
    s.heading(TRI + " 6. Dynamic characteristics", 10.5, rule=True)
    s.caption("Table 4 " + TACK + " Dynamic characteristics")
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 150),
            Col("Conditions", 125),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["f_{SCL}", "SCL clock frequency", "", "0", "", "1000", "kHz"],
            ["f_{osc}", "internal oscillator frequency", "VDD = 3.3 V", "23", "25", "27", "MHz"],
            ["f_{EXTCLK}", "external clock input frequency", "pin EXTCLK", "", "", "50", "MHz"],
            [
                "f_{PWM}",
                "PWM output frequency",
                "internal oscillator;\nPRE_SCALE 0xFF to 0x03",
                "24",
                "",
                "1526",
                "Hz",
            ],
            [
                "t_{startup}",
                "oscillator start-up time",
                "after SLEEP is cleared",
                "",
                "",
                "500",
                MU + "s",
            ],
            ["t_{en}", "output enable time", "OE to LEDn", "", "", "40", "ns"],
        ],
        7.2,
    )
    s.heading(TRI + " 7. Device address", 10.5, rule=True)
    s.para(
        "The 7-bit slave address is 1 A5 A4 A3 A2 A1 A0. With all six address pins tied to VSS "
        "the FXD4816 answers at 0x40; with all pins HIGH at 0x7F. Two addresses in this range "
        "are also answered by every FXD4816 on the bus: the LED All Call address 0x70 is enabled "
        "after power-up (ALLCALL = 1 in MODE1) until the host clears it, and 0x00 (General Call) "
        "followed by 0x06 is the software reset. Do not give a second device the address 0x70 "
        "unless ALLCALL is cleared.",
        7.8,
    )
    s.caption("Table 5 " + TACK + " Examples of hardware addresses")
    s.table(
        [
            Col("A5 A4 A3 A2 A1 A0", 140, "C"),
            Col("7-bit address", 110, "C"),
            Col("Write byte", 110, "C"),
            Col("Read byte", 139, "C"),
        ],
        [
            ["0 0 0 0 0 0", "0x40", "0x80", "0x81"],
            ["0 0 0 0 0 1", "0x41", "0x82", "0x83"],
            ["0 1 0 0 0 0", "0x50", "0xA0", "0xA1"],
            ["1 1 1 1 1 1", "0x7F", "0xFE", "0xFF"],
        ],
        7.2,
    )
    s.heading(TRI + " 8. Register summary", 10.5, rule=True)
    s.caption("Table 6 " + TACK + " Selected registers (auto-increment across LEDn registers)")
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 110, "C"),
            Col("Function", 230),
            Col("Reset value", 89, "C"),
        ],
        [
            ["0x00", "MODE1", "SLEEP, ALLCALL, EXTCLK, auto-increment", "0x11"],
            ["0x01", "MODE2", "INVRT, OCH, OUTDRV (totem pole = 1)", "0x04"],
            ["0x05", "ALLCALLADR", "LED All Call address, bits 7:1", "0xE0"],
            [
                "0x06 " + ELL + " 0x45",
                "LED0_ON_L " + ELL + " LED15_OFF_H",
                "ON and OFF counts, 12 bit each",
                "0x00 / 0x10",
            ],
            [
                "0xFA " + ELL + " 0xFD",
                "ALL_LED_ON / OFF",
                "write to all channels at once",
                "0x00 / 0x10",
            ],
            ["0xFE", "PRE_SCALE", "output frequency prescaler", "0x1E"],
        ],
        7.2,
    )
    s.heading(TRI + " 9. Application information", 10.5, rule=True)
    s.para(
        "Servos. A PRE_SCALE value of 0x79 gives 50 Hz from the internal oscillator; a count of "
        "about 205 to 410 out of 4096 then gives 1 ms to 2 ms pulses. The FXD4816 provides only "
        "the control signal. Supply the servos from their own source; their current must never "
        "flow through VDD or VSS of the IC.",
        7.8,
    )
    s.para(
        "LEDs. In totem-pole mode connect the LED cathodes to LEDn through a series resistor and "
        "the anodes to a supply of at most 5.5 V. Keep the sum of all sink currents within "
        "IOL(tot) of Table 3; the per-output value depends on VDD. For loads above 25 mA drive "
        "an external N-channel MOSFET.",
        7.8,
    )
    s.para(
        "Frequency. The highest PWM frequency from the internal oscillator is 1526 Hz. Faster "
        "PWM, for example for quiet motor drive above 20 kHz, is not possible with this device.",
        7.8,
    )
    return save(s, out / "fxd4816.pdf")


# ------------------------------------------------ LoRa transceiver module (Kralendijk, Bonaire)
def bqk_lt2(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LAC BAY RADIO",
        header_right="BQK-LT2 series  " + DOT + "  module data sheet v2.3",
        footer_left="Lac Bay Radio B.V.  "
        + DOT
        + "  Kaya Grandi 41, Kralendijk, Bonaire (Caribbean "
        "Netherlands)  " + DOT + "  BQK-LT2 DS v2.3",
        footer_right="{page} / {nb}",
        rule_color=(0, 118, 122),
        table_fill=(226, 244, 243),
        accent=(0, 96, 100),
        grid=False,
    )
    s = Sheet(style, "BQK-LT2 LoRa transceiver module")
    s.add_page()
    s.title_block(
        "BQK-LT2-868 / BQK-LT2-915",
        "LoRa Long-Range Transceiver Module with SPI Interface",
        "16 x 16 mm stamp module  |  1.8 V to 3.7 V  |  up to +20 dBm  |  down to -137 dBm  |  "
        "868 MHz and 915 MHz versions",
        21,
    )

    def overview() -> None:
        s.heading(TEE + " 1 Overview", 10.5)
        s.para(
            "The BQK-LT2 is a radio module built around a sub-GHz LoRa transceiver with a "
            "32 MHz TCXO, an RF switch and a matching network. The host talks to the radio over "
            "SPI and gets interrupts on DIO0 to DIO5. Two versions exist; they differ only in "
            "the matching network and are marked on the shield.",
            8.0,
        )
        s.para(
            "The module contains the radio only. LoRaWAN needs a protocol stack on the host "
            "(for example LMIC or LoRaMac-node); the module itself carries no LoRaWAN "
            "certification.",
            8.0,
        )

    def keydata() -> None:
        s.heading(TEE + " 2 Numbers that matter", 10.5)
        s.bullets(
            [
                "LoRa and FSK / OOK modulation",
                "+20 dBm with PA_BOOST, +14 dBm with RFO",
                "-137 dBm sensitivity at SF12, 125 kHz (868 version)",
                "Sleep current 0.2 " + MU + "A",
                "SPI up to 10 MHz",
                "50 " + OHM + " antenna pad, no on-board antenna",
                "-40 " + DEG + " to +85 " + DEG,
            ],
            8.0,
        )

    s.side_by_side(overview, keydata, 270, 16)
    s.heading(TEE + " 3 Versions", 10.5, rule=True)
    s.caption("Summary 1 " + TEE2 + " Frequency versions")
    s.table(
        [
            Col("Version", 100),
            Col("Band", 60, "C"),
            Col("Frequency range", 110, "C"),
            Col("Intended regions", 229),
        ],
        [
            ["BQK-LT2-868", "868 MHz", "863 " + ELL + " 870 MHz", "EU868, IN865"],
            ["BQK-LT2-915", "915 MHz", "902 " + ELL + " 928 MHz", "US915, AU915, AS923"],
        ],
        7.6,
    )
    s.para(
        "The matching network is tuned for one band. A BQK-LT2-868 operated in the 915 MHz band "
        "loses several dB of output power and sensitivity and is not specified there; order the "
        "version for your region.",
        7.8,
    )
    s.heading(TEE + " 4 Absolute maximum ratings", 10.5, rule=True)
    s.caption("Summary 2 " + TEE2 + " Absolute maximum ratings")
    s.table(
        [Col("Parameter", 240), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 119, "C")],
        [
            ["Supply voltage VDD", "-0.5", "3.9", "V"],
            ["Voltage on NSS, SCK, MOSI, MISO, RESET, DIO0-DIO5", "-0.5", "3.9", "V"],
            ["RF input level on ANT", "", "+10", "dBm"],
            ["Storage temperature", "-55", "+115", DEG],
        ],
        7.6,
    )
    s.heading(TEE + " 5 Operating conditions", 10.5, rule=True)
    s.caption("Summary 3 " + TEE2 + " Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 180),
            Col("Conditions", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply voltage VDD", "", "1.8", "3.3", "3.7", "V"],
            [
                "Supply voltage VDD for\n+20 dBm output",
                "PA_BOOST, high-power\nsetting",
                "2.4",
                "",
                "3.7",
                "V",
            ],
            ["Operating temperature", "", "-40", "", "+85", DEG],
            ["Input high voltage", "digital pins", "0.8 x VDD", "", "", "V"],
            ["Input low voltage", "digital pins", "", "", "0.2 x VDD", "V"],
            ["SPI clock frequency", "SCK", "", "", "10", "MHz"],
        ],
        7.6,
    )

    s.add_page()
    s.heading(TEE + " 6 Electrical characteristics", 10.5, rule=True)
    s.caption(
        "Summary 4 "
        + TEE2
        + " Supply current and RF performance (VDD = 3.3 V, 25 "
        + DEG
        + ", 50 "
        + OHM
        + " load)"
    )
    s.table(
        [
            Col("Parameter", 100),
            Col("Conditions", 139),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Sleep current", "registers retained", "0.2", "1", "0.2", "1", MU + "A"],
            ["Idle current", "RC oscillator on", "1.5", "", "1.5", "", MU + "A"],
            ["Standby current", "crystal oscillator on", "1.6", "1.8", "1.6", "1.8", "mA"],
            [
                "Receive current",
                "LnaBoost off\nLnaBoost on",
                "10.8\n11.5",
                "",
                "11.2\n12.0",
                "",
                "mA",
            ],
            [
                "Transmit current",
                "+20 dBm, PA_BOOST\n+17 dBm, PA_BOOST\n+13 dBm, RFO\n+7 dBm, RFO",
                "120\n87\n29\n20",
                "",
                "125\n90\n31\n21",
                "",
                "mA",
            ],
            ["Maximum output\npower", "PA_BOOST\nRFO", "+20\n+14", "", "+20\n+14", "", "dBm"],
            [
                "Receiver sensitivity,\nLoRa 125 kHz",
                "SF7\nSF10\nSF12",
                "-124\n-133\n-137",
                "",
                "-123\n-132\n-136",
                "",
                "dBm",
            ],
            [
                "LoRa bit rate",
                "SF12 / 125 kHz to\nSF6 / 500 kHz",
                "0.018 " + ELL + " 37.5",
                "",
                "0.018 " + ELL + " 37.5",
                "",
                "kbps",
            ],
            ["FSK bit rate", "", "1.2 " + ELL + " 300", "", "1.2 " + ELL + " 300", "", "kbps"],
        ],
        7.4,
        head_rows=[["", "", "BQK-LT2-868", "<", "BQK-LT2-915", "<", ""]],
    )
    s.heading(TEE + " 7 Pads", 10.5, rule=True)
    s.caption("Summary 5 " + TEE2 + " Pad assignment (top view, pad 1 at the notch)")
    s.table(
        [
            Col("Pad", 40, "C"),
            Col("Name", 70, "C"),
            Col("Pad", 40, "C"),
            Col("Name", 70, "C"),
            Col("Pad", 40, "C"),
            Col("Name", 70, "C"),
            Col("Pad", 40, "C"),
            Col("Name", 129, "C"),
        ],
        [
            ["1", "GND", "5", "MOSI", "9", "ANT", "13", "DIO2"],
            ["2", "MISO", "6", "NSS", "10", "GND", "14", "DIO3"],
            ["3", "SCK", "7", "RESET", "11", "DIO0", "15", "DIO4"],
            ["4", "3.3V (VDD)", "8", "DIO5", "12", "DIO1", "16", "GND"],
        ],
        7.4,
    )
    s.heading(TEE + " 8 Design-in hints", 10.5, rule=True)
    s.bullets(
        [
            "The module has no regulator and no level shifter. NSS, SCK, MOSI, RESET and DIO pads "
            "accept at most 3.9 V: never connect them straight to the pins of a 5 V Arduino.",
            "At +20 dBm the module draws about 120 mA (125 mA for the 915 version). Use a 3.3 V "
            "regulator rated for at least 150 mA plus the rest of your circuit.",
            "At +20 dBm keep the transmit duty cycle at or below 1 %; continuous transmission at "
            "+20 dBm can damage the PA. Up to +17 dBm there is no duty-cycle limit from the "
            "module (local regulations still apply).",
            "Below VDD = 2.4 V set the output power to +17 dBm or less.",
            "Never transmit without an antenna or a 50 " + OHM + " load on ANT.",
            "Range depends on the antenna, the site and the spreading factor; we do not state a "
            "range figure.",
        ],
        8.0,
    )
    s.heading(TEE + " 9 Ordering", 10.5, rule=True)
    s.caption("Summary 6 " + TEE2 + " Ordering codes")
    s.table(
        [
            Col("Ordering code", 140),
            Col("Version", 120),
            Col("Packing", 110, "C"),
            Col("MOQ", 129, "C"),
        ],
        [
            ["BQK-LT2-868-T", "868 MHz", "tray, 100 pcs", "100"],
            ["BQK-LT2-868-R", "868 MHz", "reel, 1000 pcs", "1000"],
            ["BQK-LT2-915-T", "915 MHz", "tray, 100 pcs", "100"],
            ["BQK-LT2-915-R", "915 MHz", "reel, 1000 pcs", "1000"],
        ],
        7.4,
    )
    return save(s, out / "bqk-lt2.pdf")
