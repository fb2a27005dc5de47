"""Hold-out 140 datasheets, part 2: a Hall-effect current sensor IC, a peristaltic pump
driver board, a Zigbee 3.0 module and a capacitive touch slider controller IC.

A Lund (Sweden) sensor-IC house data sheet ("═ n" heads, "Table n •" captions above the
tables, performance in column groups per current range, a selection guide, isolation
and pin tables), a Bujumbura (Burundi) maker-store product sheet ("✜" heads, prices in
FBu, a per-version table, a connector table and a pump table as decoys, notes and FAQ),
a Douglas (Isle of Man) radio-module house data sheet ("❱ n" heads, "Table n ⁞"
captions, column groups per module version, current stacked per radio mode,
an AT command table as decoy) and a Limerick (Ireland) touch-IC fabless data sheet
("♣ n" heads, "Table n ~" captions, supply current stacked per scanning mode, a register
map and pin table as decoys).
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
MINUS = "\u2212"
ELL = "\u2026"
ARROW = "\u2192"
TIMES = "\u00d7"
FBU = "FBu"


# ------------------------------------------------ Hall-effect current sensor IC (Lund)
def hql6220(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="H\u00d6JE SENSOR AB",
        header_right="HQL6220 " + DASH + " Hall-effect current sensor IC",
        footer_left="H\u00f6je Sensor AB  \u00b7  Ideon Science Park, Scheelev\u00e4gen 17, 223 70 Lund, "
        "Sweden  \u00b7  org.nr 556912-4410",
        footer_right="HQL6220 v1.3 \u00b7 {page}/{nb}",
        rule_color=(95, 60, 105),
        table_fill=None,
        accent=(95, 60, 105),
        grid=False,
    )
    s = Sheet(style, "HQL6220 Hall-effect current sensor IC")
    s.add_page()
    s.title_block(
        "HQL6220",
        "Hall-Effect Current Sensor IC, 3.3 V Ratiometric, 1.2 m" + OHM + " Conductor, 2.4 kVrms "
        "Isolation",
        "HQL6220-10B ("
        + PM
        + "10 A)  \u00b7  HQL6220-20B ("
        + PM
        + "20 A)  \u00b7  HQL6220-30B ("
        + PM
        + "30 A)  \u00b7  SOIC-8  \u00b7  TA = -40 "
        + DEG
        + " to +125 "
        + DEG,
        22,
    )

    def description() -> None:
        s.heading("Description", 10.5)
        s.para(
            "The HQL6220 measures AC and DC current with a precise, low-offset linear Hall "
            "circuit and a copper conduction path close to the die. Current in the path makes "
            "a magnetic field that the Hall IC converts into a proportional voltage. The "
            "output is ratiometric to VCC and sits at VCC / 2 with no current, so a 3.3 V "
            "microcontroller can read bidirectional current on a single ADC input. The "
            "conductor is galvanically isolated from the signal pins.",
            8.3,
        )

    def features() -> None:
        s.heading("Features and benefits", 10.5)
        s.bullets(
            [
                "3.0 V to 3.6 V single supply",
                "Zero-current output at VCC / 2",
                "120 kHz bandwidth, 4 " + MU + "s response time",
                "1.2 m" + OHM + " primary conductor, 100 A for 100 ms",
                "2400 Vrms dielectric strength, pins 1" + NDASH + "4 to pins 5" + NDASH + "8",
                "FILTER pin: lower the bandwidth with one capacitor",
                "Factory-trimmed sensitivity and offset",
            ],
            8.3,
            "\u2022",
        )

    s.side_by_side(description, features, 250, 16)
    s.heading("\u2550 1  Selection guide", 10.5, rule=True)
    s.caption("Table 1 \u2022 Selection guide", 8.5)
    s.table(
        [
            Col("Part number", 110),
            Col("Optimised range IP (A)", 105, "C"),
            Col("Sensitivity at VCC = 3.3 V (mV/A)", 150, "C"),
            Col("TA (" + DEG + ")", 64, "C"),
            Col("Packing", 70, "C"),
        ],
        [
            ["HQL6220LLCTR-10B", PM + "10", "132", "-40 to 125", "reel, 3000"],
            ["HQL6220LLCTR-20B", PM + "20", "66", "-40 to 125", "reel, 3000"],
            ["HQL6220LLCTR-30B", PM + "30", "44", "-40 to 125", "reel, 3000"],
        ],
        7.8,
    )
    s.heading("\u2550 2  Absolute maximum ratings", 10.5, rule=True)
    s.caption("Table 2 \u2022 Absolute maximum ratings", 8.5)
    s.table(
        [
            Col("Characteristic", 160),
            Col("Symbol", 60, "C"),
            Col("Notes", 150),
            Col("Rating", 70, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "6.0", "V"],
            ["Reverse supply voltage", "V_{RCC}", "", "-0.1", "V"],
            ["Output voltage", "V_{IOUT}", "", "6.0", "V"],
            ["Output current", "I_{IOUT}", "source or sink", "3", "mA"],
            [
                "Overcurrent transient tolerance",
                "I_{P}",
                "1 pulse, 100 ms, TA = 25 " + DEG,
                "100",
                "A",
            ],
            ["Junction temperature", "T_{J(max)}", "", "165", DEG],
            ["Storage temperature", "T_{stg}", "", "-65 to 170", DEG],
        ],
        7.8,
    )
    s.heading("\u2550 3  Isolation characteristics", 10.5, rule=True)
    s.caption("Table 3 \u2022 Isolation characteristics", 8.5)
    s.table(
        [
            Col("Characteristic", 160),
            Col("Symbol", 60, "C"),
            Col("Notes", 150),
            Col("Rating", 70, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Dielectric strength test voltage", "V_{ISO}", "60 s, 50 Hz", "2400", "Vrms"],
            [
                "Creepage, pins 1" + NDASH + "4 to 5" + NDASH + "8",
                "D_{CR}",
                "over package body",
                "3.9",
                "mm",
            ],
            [
                "Clearance, pins 1" + NDASH + "4 to 5" + NDASH + "8",
                "D_{CL}",
                "through air",
                "3.9",
                "mm",
            ],
        ],
        7.8,
    )
    s.para(
        "The dielectric strength is a test value. Working voltages for basic or reinforced "
        "insulation depend on the end-product standard and are not specified here.",
        8.3,
    )
    s.heading("\u2550 4  Electrical characteristics", 10.5, rule=True)
    s.caption(
        "Table 4 \u2022 Common to all versions (TA = -40 " + DEG + " to +125 " + DEG + ", VCC = "
        "3.3 V, unless noted)",
        8.5,
    )
    s.table(
        [
            Col("Characteristic", 118),
            Col("Symbol", 56, "C"),
            Col("Test conditions", 140),
            Col("Min", 40, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "3.0", "3.3", "3.6", "V"],
            ["Supply current", "I_{CC}", "output open", "", "10", "14", "mA"],
            ["Output capacitive load", "C_{L}", "VIOUT to GND", "", "", "10", "nF"],
            ["Output resistive load", "R_{L}", "VIOUT to GND", "4.7", "", "", "k" + OHM],
            [
                "Primary conductor\nresistance",
                "R_{PRIMARY}",
                "TA = 25 " + DEG,
                "",
                "1.2",
                "",
                "m" + OHM,
            ],
            ["Rise time", "t_{r}", "I_{P} step, 10 " + ARROW + " 90 %", "", "3", "", MU + "s"],
            ["Propagation delay", "t_{pd}", "", "", "1", "", MU + "s"],
            ["Response time", "t_{RESPONSE}", "80 % input to 80 % output", "", "4", "", MU + "s"],
            ["Internal bandwidth", "BW", "-3 dB, no filter capacitor", "", "120", "", "kHz"],
            [
                "Power-on time",
                "t_{PO}",
                "VCC " + GE + " 3.0 V to valid output",
                "",
                "80",
                "",
                MU + "s",
            ],
            ["Output saturation\nvoltage", "V_{SAT}", "high\nlow", "VCC - 0.2\n", "", "\n0.2", "V"],
        ],
        7.6,
    )

    s.add_page()
    s.heading("\u2550 5  Performance per version", 10.5, rule=True)
    s.caption("Table 5 \u2022 Performance characteristics (VCC = 3.3 V)", 8.5)
    s.table(
        [
            Col("Characteristic", 92),
            Col("Symbol", 40, "C"),
            Col("Conditions", 76),
            *[Col(h, 28, "C") for h in ("Min", "Typ", "Max") * 3],
            Col("Unit", 39, "C"),
        ],
        [
            [
                "Optimised range",
                "I_{P}",
                "",
                "-10",
                "",
                "10",
                "-20",
                "",
                "20",
                "-30",
                "",
                "30",
                "A",
            ],
            [
                "Sensitivity",
                "Sens",
                "TA = 25 " + DEG + "\nfull temperature",
                "129.4\n128.0",
                "132\n",
                "134.6\n136.0",
                "64.7\n64.0",
                "66\n",
                "67.3\n68.0",
                "43.1\n42.7",
                "44\n",
                "44.9\n45.3",
                "mV/A",
            ],
            ["Noise", "V_{N}", "full bandwidth", "", "22", "", "", "13", "", "", "9", "", "mV p-p"],
            [
                "Zero-current\noutput voltage",
                "V_{IOUT(Q)}",
                "I_{P} = 0 A, 25 " + DEG,
                "1.640",
                "1.650",
                "1.660",
                "1.640",
                "1.650",
                "1.660",
                "1.640",
                "1.650",
                "1.660",
                "V",
            ],
            [
                "Offset error",
                "V_{OE}",
                "I_{P} = 0 A, full temp.",
                "-10",
                "",
                "10",
                "-10",
                "",
                "10",
                "-10",
                "",
                "10",
                "mV",
            ],
            [
                "Nonlinearity",
                "E_{LIN}",
                "over I_{P}",
                "-0.5",
                "",
                "0.5",
                "-0.5",
                "",
                "0.5",
                "-0.5",
                "",
                "0.5",
                "%",
            ],
            [
                "Total output error",
                "E_{TOT}",
                "full temperature",
                "-2.5",
                "",
                "2.5",
                "-2.0",
                "",
                "2.0",
                "-2.0",
                "",
                "2.0",
                "%",
            ],
        ],
        7.4,
        head_rows=[
            [
                "",
                "",
                "",
                "HQL6220-10B",
                "<",
                "<",
                "HQL6220-20B",
                "<",
                "<",
                "HQL6220-30B",
                "<",
                "<",
                "",
            ]
        ],
    )
    s.heading("\u2550 6  Ratiometric operation", 10.5, rule=True)
    s.para(
        "Sensitivity and zero-current output scale with the supply: Sens(VCC) = Sens(3.3 V) "
        + TIMES
        + " VCC / 3.3 V and VIOUT(Q) = VCC / 2. Ratiometric scaling is specified for "
        "3.0 V " + LE + " VCC " + LE + " 3.6 V only; the HQL6220 is not characterised at 5 V. "
        "For 5 V systems use the HQL6250 family.",
        8.3,
    )
    s.para(
        "Output span of the HQL6220-20B at VCC = 3.3 V: 0.33 V at -20 A, 1.65 V at 0 A and "
        "2.97 V at +20 A, inside the input range of 3.3 V ADCs (ESP32, RP2040, STM32). Beyond "
        "the optimised range the output runs into saturation (Table 4).",
        8.3,
    )
    s.heading("\u2550 7  Pin-out", 10.5, rule=True)
    s.caption("Table 6 \u2022 Terminal list", 8.5)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Description", 359)],
        [
            ["1, 2", "IP+", "Primary current in (current-sense conductor)"],
            ["3, 4", "IP" + NDASH, "Primary current out"],
            ["5", "GND", "Signal ground"],
            ["6", "FILTER", "Capacitor to GND sets the bandwidth (1 nF: about 40 kHz)"],
            ["7", "VIOUT", "Analog output"],
            ["8", "VCC", "Supply, bypass with 0.1 " + MU + "F to GND"],
        ],
        7.8,
    )
    s.heading("\u2550 8  Application information", 10.5, rule=True)
    s.bullets(
        [
            "Continuous current heats the conductor: I"
            + "\u00b2"
            + " "
            + TIMES
            + " 1.2 m"
            + OHM
            + " = 0.48 W at 20 A. Use 2 oz copper and at least 400 mm"
            + "\u00b2"
            + " of copper on "
            "each side of the conductor at 20 A continuous.",
            "Keep the IP+ / IP"
            + NDASH
            + " copper away from pins 5"
            + NDASH
            + "8 on all layers to keep "
            "the 3.9 mm creepage.",
            "Strong external fields (motor magnets, nearby high-current wires) add to the "
            "measured field; route the other current paths away from the package.",
            "The output drives 4.7 k"
            + OHM
            + " or more; put an RC filter of 1 k"
            + OHM
            + " / 10 nF "
            "before a sampling ADC.",
        ],
        8.3,
        "\u2022",
    )
    s.heading("\u2550 9  Package and ordering", 10.5, rule=True)
    s.para(
        "SOIC-8 (LL), 4.9 " + TIMES + " 3.9 mm, moisture sensitivity level 2, lead-free reflow "
        "260 " + DEG + " peak. Order codes HQL6220LLCTR-10B, HQL6220LLCTR-20B, HQL6220LLCTR-30B "
        "(tape and reel, 3000 pcs).",
        8.3,
    )
    revision_table(
        s,
        [
            ["2022-11-07", "1.0", "Initial release"],
            ["2023-09-18", "1.2", "-30B added"],
            ["2024-03-04", "1.3", "Isolation table and application notes revised"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "hql6220.pdf")


# ------------------------------------------------ peristaltic pump driver board (Bujumbura)
def kpd12(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="RUSIZI MAKER SUPPLY",
        header_right="KPD-12 / KPD-12D  \u00b7  product sheet",
        footer_left="Rusizi Maker Supply SPRL  \u00b7  Avenue de l'Universit\u00e9, Rohero, "
        "Bujumbura, Burundi  \u00b7  NIF 4000123456",
        footer_right="urupapuro {page}/{nb} \u00b7 sheet {page}/{nb}",
        rule_color=(165, 45, 40),
        table_fill=(246, 228, 220),
        accent=(165, 45, 40),
        grid=True,
    )
    s = Sheet(style, "KPD-12 peristaltic pump driver board")
    s.add_page()
    s.title_block(
        "KPD-12 / KPD-12D",
        "Peristaltic Pump Driver Board, 12 V, PWM Speed Input (1 or 2 channels)",
        "Art. RMS-PP12 (KPD-12, 1 channel)  \u00b7  RMS-PP12D (KPD-12D, 2 channels)  \u00b7  prices "
        "in " + FBU + " (Burundian francs) incl. 18 % TVA",
        20,
    )

    def about() -> None:
        s.heading("\u271c About the board", 10)
        s.para(
            "The KPD-12 runs a 12 V DC peristaltic (dosing) pump at a speed set by a PWM "
            "signal from your microcontroller. A low-side N-MOSFET with a flyback diode "
            "switches the pump, and a soft start ramps the motor over 50 ms so the tubing is "
            "not jerked. An on-board 5 V regulator can power a small host board. The KPD-12D "
            "has two independent channels for two pumps.",
            7.8,
        )
        s.para(
            "Typical uses: hydroponic nutrient dosing, aquarium fertiliser, pH correction, "
            "lab sampling, cocktail machines.",
            7.8,
        )

    def quick() -> None:
        s.heading("\u271c Quick facts", 10)
        s.lines(
            [
                "Pump supply: 12 V DC (7 " + NDASH + " 14 V)",
                "Pump current: 1.5 A per channel",
                "PWM input: 3.3 V or 5 V logic",
                "PWM frequency: 100 Hz " + NDASH + " 20 kHz",
                "5V OUT for your board: 100 mA",
                "Size: 45 " + TIMES + " 30 mm (KPD-12)",
                "          60 " + TIMES + " 30 mm (KPD-12D)",
            ],
            7.8,
            3.5,
        )

    s.side_by_side(about, quick, 280, 14)
    s.heading("\u271c Specifications", 10, rule=True)
    s.table(
        [
            Col("Parameter", 110),
            Col("Conditions", 165),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Pump supply\nvoltage (VM)", "screw terminal J1", "7.0", "12.0", "14.0", "V"],
            ["Over-voltage lockout", "pumps stop, VM rising", "14.1", "14.3", "14.6", "V"],
            [
                "Output current,\nper channel",
                "continuous, TA = 25 " + DEG + "\nstart-up peak, " + LE + " 1 s",
                "",
                "",
                "1.5\n3.0",
                "A",
            ],
            ["MOSFET on-resistance", "VGS = 5 V", "", "28", "45", "m" + OHM],
            ["5V OUT voltage", "ILOAD " + LE + " 100 mA", "4.85", "5.0", "5.15", "V"],
            ["5V OUT current", "", "", "", "100", "mA"],
            [
                "Board current\nfrom VM",
                "pumps off, EN high (LED on)\nEN low (sleep)",
                "",
                "6.5\n0.9",
                "9\n1.5",
                "mA",
            ],
            ["PWM input high", "VIH", "2.0", "", "5.5", "V"],
            ["PWM input low", "VIL", "-0.3", "", "0.8", "V"],
            ["PWM frequency", "", "0.1", "", "20", "kHz"],
            ["PWM duty for reliable start", "", "25", "", "100", "%"],
            ["Operating temperature", "", "-10", "", "+50", DEG],
        ],
        7.5,
    )
    s.heading("\u271c KPD-12 or KPD-12D?", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("KPD-12", 150, "C"), Col("KPD-12D", 149, "C")],
        [
            ["Channels", "1", "2"],
            ["Total output current, continuous", "1.5 A", "2.5 A (both channels together)"],
            ["Board size", "45 " + TIMES + " 30 mm", "60 " + TIMES + " 30 mm"],
            ["Weight", "9 g", "14 g"],
            ["Price", "45 000 " + FBU, "69 000 " + FBU],
        ],
        7.5,
    )
    s.para(
        "Absolute maximum: VM 18 V (the lockout protects the pumps, not the board), PWM and EN "
        "inputs -0.3 " + ELL + " 6.0 V, 5V OUT short circuit 1 s.",
        7.8,
    )

    s.add_page()
    s.heading("\u271c Connections", 10, rule=True)
    s.table(
        [Col("Connector", 70, "C"), Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Notes", 319)],
        [
            ["J1", "1", "VM+", "Pump supply 7 " + NDASH + " 14 V (screw terminal, 5.08 mm)"],
            ["J1", "2", "GND", "Pump supply return"],
            ["J2", "1 / 2", "PUMP A+ / A" + NDASH, "Pump A (red wire to A+)"],
            ["J3", "1 / 2", "PUMP B+ / B" + NDASH, "Pump B, KPD-12D only"],
            ["H1", "1", "5V OUT", "Regulated 5 V for a host board, 100 mA max"],
            ["H1", "2", "GND", "Logic ground (common with J1-2)"],
            [
                "H1",
                "3",
                "PWM A",
                "Speed of pump A; internal pull-down keeps the pump off while the host boots",
            ],
            ["H1", "4", "PWM B", "Speed of pump B (KPD-12D)"],
            ["H1", "5", "EN", "High or open = on, low = sleep; 47 k" + OHM + " pull-up to 5 V"],
        ],
        7.5,
    )
    s.heading("\u271c Pumps we stock", 10, rule=True)
    s.table(
        [
            Col("Art.", 62),
            Col("Pump", 55),
            Col("Voltage", 48, "C"),
            Col("Current", 50, "C"),
            Col("Flow", 82, "C"),
            Col("Tube", 132),
            Col("Price", 70, "R"),
        ],
        [
            [
                "RMS-PP10",
                "KPP-10",
                "12 V",
                "0.25 A",
                "0 " + NDASH + " 60 mL/min",
                "2 " + TIMES + " 4 mm silicone",
                "98 000 " + FBU,
            ],
            [
                "RMS-PP20",
                "KPP-20",
                "12 V",
                "0.35 A",
                "0 " + NDASH + " 100 mL/min",
                "3 " + TIMES + " 5 mm silicone",
                "125 000 " + FBU,
            ],
            [
                "RMS-PP40",
                "KPP-40",
                "12 V",
                "0.80 A",
                "0 " + NDASH + " 400 mL/min",
                "4 " + TIMES + " 6 mm BPT",
                "290 000 " + FBU,
            ],
            [
                "RMS-PP24",
                "KPP-24H",
                "24 V",
                "0.45 A",
                "0 " + NDASH + " 300 mL/min",
                "for our KPD-24 board only",
                "310 000 " + FBU,
            ],
        ],
        7.5,
    )
    s.heading("\u271c Good to know", 10, rule=True)
    s.bullets(
        [
            "The PWM inputs accept 3.3 V and 5 V logic: ESP32, Raspberry Pi, Arduino and STM32 "
            "boards connect directly. Join the grounds.",
            "Keep VM at 14 V or less. A car battery with the engine running (about 14.4 V) is "
            "above that and may trip the over-voltage lockout, which stops the pumps. The board "
            "itself survives up to 18 V.",
            "Reverse polarity on J1 is blocked by a P-MOSFET: nothing turns on, nothing breaks.",
            "One direction only: the board cannot reverse the pump. Swap the pump wires to "
            "pump the other way.",
            "Below 25 % duty most pumps stall and hum. The board does not detect a stalled or "
            "dry-running pump.",
        ],
        7.8,
        "\u271c",
    )
    s.heading("\u271c FAQ", 10, rule=True)
    s.para(
        "Can 5V OUT power my ESP32?  Only with Wi-Fi off. Wi-Fi transmit peaks reach about "
        "350 mA, far above the 100 mA of 5V OUT. Power the ESP32 from USB and join the "
        "grounds.",
        7.8,
    )
    s.para(
        "Which PWM frequency?  1 " + NDASH + " 20 kHz is silent. 100 Hz from Raspberry Pi software "
        "PWM works, but the pump hums.",
        7.8,
    )
    s.para(
        "Which adapter?  12 V, 1 A per KPP-10 or KPP-20 pump; 2 A for a KPP-40.",
        7.8,
    )
    return save(s, out / "kpd-12.pdf")


# ------------------------------------------------ Zigbee 3.0 module (Douglas, Isle of Man)
def arz31(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="ELLAN VANNIN RADIO",
        header_right="ARZ-31 Zigbee 3.0 module  \u00b7  Datasheet v1.2",
        footer_left="Ellan Vannin Radio Ltd.  \u00b7  Peel Road, Douglas, Isle of Man IM1 4LS  "
        "\u00b7  Company No. 014257C",
        footer_right="p. {page}/{nb}",
        rule_color=(70, 75, 80),
        table_fill=(226, 240, 234),
        accent=(0, 130, 100),
        grid=False,
    )
    s = Sheet(style, "ARZ-31 Zigbee 3.0 module")
    s.add_page()
    s.title_block(
        "ARZ-31",
        "Zigbee 3.0 Module with UART Interface " + DASH + " IEEE 802.15.4, 2.4 GHz",
        "ARZ-31P (PCB antenna)  \u00b7  ARZ-31U (u.FL connector)  \u00b7  ARZ-31PA (+20 dBm PA / "
        "LNA, PCB antenna)  \u00b7  18 " + TIMES + " 25 mm, castellated pads",
        22,
    )

    def overview() -> None:
        s.heading("\u2771 1  Overview", 10.5)
        s.para(
            "The ARZ-31 is a Zigbee 3.0 module built around a 32-bit Cortex-M33 SoC with an "
            "IEEE 802.15.4 radio and 1 MB flash. Our Zigbee 3.0 stack runs behind an AT "
            "command set on the UART, so the host needs no radio stack. Each module can act "
            "as coordinator, router or sleepy end device. The ARZ-31PA adds a power amplifier "
            "and a low-noise amplifier for long links.",
            8.0,
        )

    def highlights() -> None:
        s.heading("Highlights", 10.5)
        s.bullets(
            [
                "Zigbee 3.0 (IEEE 802.15.4), channels 11 " + NDASH + " 26",
                "TX +10 dBm (P / U), +20 dBm (PA)",
                "RX " + MINUS + "102 dBm (P / U), " + MINUS + "105 dBm (PA)",
                "UART with AT commands",
                "Sleep with RAM retention 1.6 " + MU + "A",
                "2.0 " + NDASH + " 3.6 V (P / U), 2.7 " + NDASH + " 3.6 V (PA)",
                MINUS + "40 " + DEG + " to +85 " + DEG,
            ],
            8.0,
            "\u203a",
        )

    s.side_by_side(overview, highlights, 270, 16)
    s.heading("\u2771 2  Absolute maximum ratings", 10.5, rule=True)
    s.caption("Table 1 \u205e Absolute maximum ratings", 8.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 100, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "-0.3", "3.9", "V"],
            ["Voltage on any I/O pin", "V_{IO}", "-0.3", "VCC + 0.3 (" + LE + " 3.9)", "V"],
            ["RF input level", "", "", "+10", "dBm"],
            ["Storage temperature", "T_{STG}", "-40", "+125", DEG],
            ["ESD, human body model", "", "", "2", "kV"],
        ],
        7.6,
    )
    s.heading("\u2771 3  Recommended operating conditions", 10.5, rule=True)
    s.caption("Table 2 \u205e Recommended operating conditions", 8.5)
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "2.0", "3.3", "3.6", "2.7", "3.3", "3.6", "V"],
            ["Supply ripple", "", "", "", "50", "", "", "30", "mV p-p"],
            ["Operating temperature", "T_{A}", "-40", "", "+85", "-40", "", "+85", DEG],
        ],
        7.6,
        head_rows=[["", "", "ARZ-31P / ARZ-31U", "<", "<", "ARZ-31PA", "<", "<", ""]],
    )
    s.heading("\u2771 4  Current consumption", 10.5, rule=True)
    s.caption("Table 3 \u205e Current consumption (VCC = 3.3 V, TA = 25 " + DEG + ", typical)", 8.5)
    s.table(
        [
            Col("Mode", 220),
            Col("ARZ-31P / ARZ-31U", 100, "C"),
            Col("ARZ-31PA", 100, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["TX, maximum output power", "22", "118", "mA"],
            ["TX, 0 dBm", "10.5", "48", "mA"],
            ["RX, listening", "9.8", "14.5", "mA"],
            ["MCU active, radio off", "3.1", "3.1", "mA"],
            ["Sleep, RTC on, RAM retained", "1.6", "2.1", MU + "A"],
            ["Deep sleep, wake on pin only", "0.4", "0.9", MU + "A"],
        ],
        7.6,
    )
    s.para(
        "A sleepy end device spends most of its time in sleep with RAM retained and wakes to "
        "poll its parent; its average current depends on the poll interval set with AT+POLL.",
        8.0,
    )

    s.add_page()
    s.heading("\u2771 5  RF characteristics", 10.5, rule=True)
    s.caption("Table 4 \u205e RF characteristics (VCC = 3.3 V, TA = 25 " + DEG + ")", 8.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 120),
            Col("ARZ-31P / ARZ-31U", 95, "C"),
            Col("ARZ-31PA", 80, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Frequency band", "", "2400 " + ELL + " 2483.5", "2400 " + ELL + " 2483.5", "MHz"],
            [
                "Channel centre frequencies",
                "channels 11 " + ELL + " 26",
                "2405 " + ELL + " 2480",
                "2405 " + ELL + " 2480",
                "MHz",
            ],
            ["Over-the-air data rate", "O-QPSK", "250", "250", "kbps"],
            ["TX output power", "maximum, AT+TXP", "+10", "+20", "dBm"],
            ["RX sensitivity", "1 % PER, 20-byte PSDU", MINUS + "102", MINUS + "105", "dBm"],
            ["PCB antenna peak gain", "ARZ-31P, ARZ-31PA", "1.8", "1.8", "dBi"],
        ],
        7.6,
    )
    s.para(
        "The ARZ-31U has no antenna of its own: the u.FL connector takes an external 2.4 GHz "
        "antenna, whose gain depends on the antenna chosen by the integrator.",
        8.0,
    )
    s.heading("\u2771 6  UART and digital I/O", 10.5, rule=True)
    s.para(
        "UART: 115200 bps, 8N1 by default; 9600 to 460800 bps can be set with AT+BAUD and are "
        "stored in flash. RTS / CTS flow control is optional. I/O levels follow VCC. The I/Os "
        "are not 5 V tolerant: with a 5 V host, put a level shifter (or at least a resistor "
        "divider) in the host's TX line to the module's RXD.",
        8.0,
    )
    s.caption("Table 5 \u205e Digital I/O (VCC = 3.3 V)", 8.5)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("Conditions", 110),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Input high voltage", "V_{IH}", "", "0.7 VCC", "VCC + 0.3", "V"],
            ["Input low voltage", "V_{IL}", "", "-0.3", "0.3 VCC", "V"],
            ["Output high voltage", "V_{OH}", "I_{OH} = -4 mA", "VCC - 0.4", "", "V"],
            ["Output low voltage", "V_{OL}", "I_{OL} = 4 mA", "", "0.4", "V"],
        ],
        7.6,
    )
    s.heading("\u2771 7  Pin assignment", 10.5, rule=True)
    s.caption("Table 6 \u205e Pads", 8.5)
    s.table(
        [Col("Pad", 50, "C"), Col("Name", 80, "C"), Col("Type", 60, "C"), Col("Description", 309)],
        [
            ["1, 10", "GND", "P", "Ground"],
            ["2", "VCC", "P", "Supply, 2.0 " + NDASH + " 3.6 V (PA: 2.7 " + NDASH + " 3.6 V)"],
            ["3 / 4", "TXD / RXD", "O / I", "UART, VCC levels"],
            ["5 / 6", "RTS / CTS", "O / I", "Flow control, optional"],
            ["7", "nRESET", "I", "Reset, active low, 10 k" + OHM + " pull-up inside"],
            ["8", "WAKE", "I", "Wakes the module from deep sleep on a falling edge"],
            ["9", "LINK", "O", "High when joined to a network (LED, 4 mA)"],
        ],
        7.6,
    )
    s.heading("\u2771 8  AT commands (excerpt)", 10.5, rule=True)
    s.caption("Table 7 \u205e AT commands", 8.5)
    s.table(
        [Col("Command", 140), Col("Range", 160), Col("Function", 199)],
        [
            ["AT+ROLE=<n>", "0 / 1 / 2", "Coordinator / router / end device"],
            ["AT+CH=<n>", "11 " + ELL + " 26", "Channel (coordinator)"],
            ["AT+TXP=<dBm>", "-20 " + ELL + " +10 (P/U), -20 " + ELL + " +20 (PA)", "TX power"],
            ["AT+BAUD=<bps>", "9600 " + ELL + " 460800", "UART speed, stored in flash"],
            ["AT+POLL=<ms>", "250 " + ELL + " 3 600 000", "End-device poll interval"],
        ],
        7.6,
    )
    s.heading("\u2771 9  Design notes", 10.5, rule=True)
    s.bullets(
        [
            "Place 10 " + MU + "F (P / U) or 100 " + MU + "F (PA) next to VCC: the PA draws 118 mA "
            "transmit bursts.",
            "Coin cells: an ARZ-31P sleepy end device runs from a CR2032 with a 100 " + MU + "F "
            "reservoir capacitor. The ARZ-31PA is not for coin cells: a CR2032 cannot deliver "
            "its 118 mA transmit peaks.",
            "Two AA or AAA cells power the ARZ-31P down to 2.0 V; the ARZ-31PA needs 2.7 V.",
            "Keep 15 mm around the PCB antenna free of copper and metal.",
        ],
        8.0,
        "\u203a",
    )
    s.para(
        "Ordering: ARZ-31P-T, ARZ-31U-T, ARZ-31PA-T (tray, 100 pcs); suffix -R for tape and reel "
        "(1000 pcs).",
        8.0,
    )
    return save(s, out / "arz-31.pdf")


# ------------------------------------------------ capacitive touch slider controller (Limerick)
def kps1208(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="SHANNONSIDE TOUCH SEMICONDUCTOR",
        header_right="KPS1208  \u00b7  Capacitive slider / wheel controller",
        footer_left="Shannonside Touch Semiconductor Ltd.  \u00b7  National Technology Park, "
        "Castletroy, Limerick V94 T9PX, Ireland  \u00b7  CRO 612834",
        footer_right="KPS1208 Rev 1.1 \u00b7 {page} of {nb}",
        rule_color=(25, 85, 125),
        table_fill=(228, 235, 242),
        accent=(25, 85, 125),
        grid=True,
    )
    s = Sheet(style, "KPS1208 capacitive touch slider controller")
    s.add_page()
    s.title_block(
        "KPS1208",
        "8-Channel Capacitive Touch Slider / Wheel Controller with I\u00b2C Interface",
        "1.8 V to 5.5 V  \u00b7  8-bit slider position  \u00b7  8 "
        + MU
        + "A wake-on-touch  \u00b7  "
        "QFN-20, 3 " + TIMES + " 3 mm",
        22,
    )

    def description() -> None:
        s.heading("\u2663 1  Description", 10.5)
        s.para(
            "The KPS1208 measures the self-capacitance of up to eight electrodes and reports "
            "the position of a finger on a slider or wheel as an 8-bit number, plus the state "
            "of any electrodes used as keys. Drift compensation tracks slow changes of "
            "temperature and humidity; a CHANGE output tells the host when new data is "
            "ready, so the host does not need to poll. Everything is configured over I\u00b2C and "
            "kept in registers.",
            8.5,
        )

    def features() -> None:
        s.heading("\u2663 2  Features", 10.5)
        s.bullets(
            [
                "8 sense channels: one slider or wheel (3 to 8 electrodes) plus keys",
                "Slider position 0 to 255; wheel angle in 256 steps",
                "Automatic drift compensation and self-calibration",
                "I\u00b2C up to 400 kHz, two addresses, CHANGE interrupt output",
                "VDD 1.8 V to 5.5 V",
                "8 " + MU + "A in wake-on-touch mode (160 ms scan)",
                "Works through up to 3 mm of acrylic",
            ],
            8.5,
            "\u2022",
        )

    s.side_by_side(description, features, 250, 16)
    s.heading("\u2663 3  Absolute Maximum Ratings", 10.5)
    s.caption("Table 1 ~ Absolute maximum ratings", 9)
    s.table(
        [
            Col("Parameter", 210),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 90, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "-0.3", "6.0", "V"],
            ["Voltage on SDA, SCL, ADDR and sense pins", "", "-0.3", "V_{DD} + 0.3", "V"],
            ["Voltage on CHANGE (open drain)", "", "-0.3", "6.0", "V"],
            ["Junction temperature", "T_{J}", "", "150", DEG],
            ["Storage temperature", "T_{STG}", "-55", "125", DEG],
            ["ESD, sense pins, human body model", "", "", PM + "4", "kV"],
        ],
        8,
    )
    s.heading("\u2663 4  Recommended Operating Conditions", 10.5)
    s.caption("Table 2 ~ Recommended operating conditions", 9)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "1.8", "3.3", "5.5", "V"],
            ["Electrode + trace capacitance", "C_{X}", "2", "", "50", "pF"],
            ["Supply ripple", "", "", "", "50", "mV p-p"],
            ["Operating temperature", "T_{A}", "-40", "", "+85", DEG],
        ],
        8,
    )
    s.heading("\u2663 5  Electrical Characteristics", 10.5)
    s.caption("Table 3 ~ Electrical characteristics (VDD = 3.3 V, TA = 25 " + DEG + ")", 9)
    s.table(
        [
            Col("Parameter", 96),
            Col("Symbol", 44, "C"),
            Col("Conditions", 174),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            [
                "Supply current,\nscanning modes",
                "I_{DD}",
                "active, slider + keys, 16 ms scan\nlow power, 80 ms scan\nwake-on-touch, 160 ms "
                "scan, 1 key",
                "",
                "145\n31\n8",
                "220\n48\n14",
                MU + "A",
            ],
            [
                "Deep-sleep current",
                "I_{DS}",
                "sensing off, wake on I\u00b2C address",
                "",
                "0.6",
                "1.5",
                MU + "A",
            ],
            [
                "Power-on calibration\ntime",
                "t_{CAL}",
                "VDD " + GE + " 1.8 V to first valid status",
                "",
                "150",
                "250",
                "ms",
            ],
            ["Touch response time", "t_{RESP}", "active mode, 4 samples", "", "20", "36", "ms"],
            ["I\u00b2C clock frequency", "f_{SCL}", "", "", "", "400", "kHz"],
            ["Input high voltage", "V_{IH}", "SDA, SCL, ADDR", "0.7 V_{DD}", "", "", "V"],
            ["Input low voltage", "V_{IL}", "SDA, SCL, ADDR", "", "", "0.3 V_{DD}", "V"],
            ["CHANGE output low", "V_{OL}", "I_{OL} = 3 mA", "", "", "0.4", "V"],
        ],
        8,
    )

    s.add_page()
    s.heading("\u2663 6  Slider and Wheel Performance", 10.5)
    s.caption("Table 4 ~ Slider and wheel performance", 9)
    s.table(
        [
            Col("Parameter", 160),
            Col("Conditions", 180),
            Col("Value", 90, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Slider position resolution", "reported in SLIDER_POSITION", "8", "bit"],
            ["Wheel angle resolution", "256 steps per turn", "1.4", "\u00b0"],
            ["Linearity", "3 electrodes, 60 mm slider", PM + "2", "% FS"],
            ["Electrodes per slider or wheel", "", "3 " + ELL + " 8", ""],
            ["Overlay thickness", "acrylic or polycarbonate", LE + " 3", "mm"],
        ],
        8,
    )
    s.heading("\u2663 7  I\u00b2C Interface", 10.5)
    s.para(
        "The KPS1208 is an I\u00b2C slave at the 7-bit address 0x48 (ADDR to GND) or 0x49 (ADDR to "
        "VDD). Written as 8-bit bytes these are 0x90 / 0x91 for 0x48 and 0x92 / 0x93 for 0x49. "
        "The I/O levels follow VDD: at VDD = 1.8 V the SDA, SCL and ADDR pins must not be "
        "pulled above VDD + 0.3 V, so a 3.3 V host needs a level shifter, or the KPS1208 runs "
        "from the host's supply. CHANGE is open drain and may be pulled up to 5.5 V. The "
        "KPS1208 holds SCL low for up to 300 " + MU + "s while an acquisition completes.",
        8.5,
    )
    s.caption("Table 5 ~ Register map (excerpt)", 9)
    s.table(
        [Col("Address", 60, "C"), Col("Name", 130), Col("Reset", 60, "C"), Col("Description", 249)],
        [
            ["0x00", "CHIP_ID", "0x5A", "Identification, read only"],
            ["0x02", "DETECTION_STATUS", "0x00", "Bit 1 slider touched, bit 0 any key"],
            ["0x03", "KEY_STATUS", "0x00", "One bit per electrode used as key"],
            ["0x04", "SLIDER_POSITION", "0x00", "Finger position 0 " + ELL + " 255"],
            ["0x0E", "LP_MODE", "0x02", "Scan interval = LP_MODE " + TIMES + " 8 ms"],
            ["0x10 " + ELL + " 0x17", "NTHR_KEY0 " + ELL + " 7", "0x14", "Touch threshold, counts"],
            ["0x1C", "SLIDER_OPTIONS", "0x00", "Bit 7 enable, bit 6 wheel"],
        ],
        8,
    )
    s.caption("Table 6 ~ Pin description (QFN-20, excerpt)", 9)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 90, "C"), Col("Description", 349)],
        [
            ["1 " + ELL + " 8", "CS0 " + ELL + " CS7", "Sense electrodes"],
            ["9", "ADDR", "Address select: GND 0x48, VDD 0x49"],
            ["10", "CHANGE", "Data-ready output, open drain, active low"],
            ["11 / 12", "SDA / SCL", "I\u00b2C data and clock"],
            ["13 / 14", "VDD / VSS", "Supply and ground; exposed pad to VSS"],
        ],
        8,
    )
    s.heading("\u2663 8  Application Information", 10.5)
    s.bullets(
        [
            "Coin-cell products: the KPS1208 runs directly from a CR2032. In wake-on-touch mode "
            "it averages 8 " + MU + "A and switches to active scanning on the first touch.",
            "5 V hosts (Arduino Uno and similar): power the KPS1208 from 5 V so that the I/O "
            "levels match.",
            "Keep electrode traces shorter than 100 mm and away from the I\u00b2C lines; electrode "
            "plus trace must stay within 2 " + ELL + " 50 pF.",
            "Decouple VDD with 1 " + MU + "F + 100 nF close to pin 13.",
        ],
        8.5,
        "\u2022",
    )
    s.para(
        "Ordering: KPS1208-QF (QFN-20, tray, 490 pcs), KPS1208-QFR (tape and reel, 5000 pcs).", 8.5
    )
    revision_table(
        s,
        [
            ["2023-04-11", "1.0", "First release"],
            ["2024-02-26", "1.1", "Deep-sleep current max 1.5 " + MU + "A; application notes"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "kps1208.pdf")
