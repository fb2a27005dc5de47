"""Hold-out 133 datasheets, part 2: a brushed DC motor driver IC with a current-sense output,
a rotary encoder module with push switch, a fingerprint sensor module (UART) and a
precision shunt voltage reference IC.

A Managua (Nicaragua) power-IC house data sheet ("⊠ n" heads, bilingual "Cuadro n /
Table n:" captions above the tables, on-resistance stacked per junction temperature,
current-mirror gain stacked per output-current range, an RIPROPI selection table in V/A
and a derating table as decoys), a Port Vila (Vanuatu) maker-store sheet in Bislama /
English ("»" heads, prices in VT, column groups per version, supply current stacked per
supply voltage, wiring notes and FAQ), a Mbabane (Eswatini) biometric-module "User
Manual" ("Chapter n" heads, "Table n:" captions, supply and currents stacked per version,
pin, packet and instruction tables as decoys) and a Pristina (Kosovo) analog-IC house data
sheet ("◸ n" heads, "TBL n." captions, tolerance in column groups per grade, minimum
operating current per version, a per-version table and an ordering-code key).
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
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"
DOT = "\u00b7"


# ------------------------------------------------ brushed DC motor driver IC (Managua)
def xdh8874(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="XOLOTLÁN POWER SEMICONDUCTORS",
        header_right="XDH8874  " + DOT + "  Hoja de datos / Data sheet",
        footer_left="Xolotlán Power Semiconductors, S.A.  "
        + DOT
        + "  Managua, Nicaragua  "
        + DOT
        + "  RUC J0310000211467  "
        + DOT
        + "  XDH8874-DS rev 1.1",
        footer_right="folio {page} de {nb}",
        rule_color=(168, 72, 32),
        table_fill=(250, 229, 214),
        accent=(150, 60, 24),
        grid=True,
    )
    mark = "\u22a0"
    s = Sheet(style, "XDH8874 brushed DC motor driver with current sensing")
    s.add_page()
    s.title_block(
        "XDH8874",
        "37-V, 2.1-A Brushed DC Motor Driver with Integrated Current Sensing (IPROPI)",
        "Single H-bridge  "
        + DOT
        + "  PWM control through IN1 / IN2  "
        + DOT
        + "  HTSSOP-16 PowerPAD  "
        + DOT
        + "  rev 1.1, February 2024",
        21,
    )

    def features() -> None:
        s.heading(mark + " 1  Features", 10)
        s.bullets(
            [
                "Single H-bridge, 4.5 V to 37 V motor supply",
                "2.1 A continuous (RMS), 6.0 A peak",
                "RDS(on) HS + LS: 200 m" + OHM + " at 25 " + DEG,
                "Current sensing without a sense resistor: IPROPI output, 450 " + MU + "A/A",
                "Current regulation, trip level set with VREF",
                "PWM up to 100 kHz; 1.8 V, 3.3 V and 5 V logic",
                "Sleep mode: 0.8 " + MU + "A",
                "UVLO, over-current and thermal shutdown, nFAULT output",
            ],
            7.6,
            "\u25aa",
        )

    def description() -> None:
        s.heading(mark + " 2  Description", 10)
        s.para(
            "The XDH8874 drives one brushed DC motor, a solenoid or another inductive load in "
            "both directions. Two logic inputs select forward, reverse, coast and brake and take "
            "the PWM signal directly. An internal current mirror sources a current proportional "
            "to the load current on IPROPI, so a microcontroller ADC can read the motor current "
            "and the driver can limit it without an external shunt.",
            7.6,
        )
        s.para(
            "Typical loads: toys and robots, printers, small pumps, door locks, valves and "
            "office automation.",
            7.6,
        )

    s.side_by_side(features, description, 250, 16)
    s.heading(mark + " 3  Absolute maximum ratings", 10, rule=True)
    s.caption("Cuadro 1 / Table 1:  Valores máximos absolutos / Absolute maximum ratings")
    s.table(
        [Col("Parameter", 270), Col("Min", 70, "C"), Col("Max", 80, "C"), Col("Unit", 79, "C")],
        [
            ["Motor supply voltage VM", "-0.3", "40", "V"],
            ["Logic inputs IN1, IN2, nSLEEP; VREF; nFAULT", "-0.3", "5.75", "V"],
            ["IPROPI", "-0.3", "5.75", "V"],
            ["OUT1, OUT2", "-0.9", "VM + 0.9", "V"],
            ["Junction temperature TJ", "-40", "150", DEG],
            ["Storage temperature Tstg", "-65", "150", DEG],
        ],
        7.5,
    )
    s.heading(mark + " 4  Recommended operating conditions", 10, rule=True)
    s.caption("Cuadro 2 / Table 2:  Condiciones recomendadas / Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Motor supply voltage", "V_{M}", "4.5", "37", "V"],
            ["Logic input voltage", "V_{IN}", "0", "5.5", "V"],
            ["PWM frequency", "f_{PWM}", "0", "100", "kHz"],
            ["Continuous output current (1)", "I_{RMS}", "0", "2.1", "A"],
            ["Current-regulation reference", "V_{REF}", "0", "3.3", "V"],
            ["Operating ambient temperature", "T_{A}", "-40", "125", DEG],
        ],
        7.5,
    )
    s.para(
        "(1) TA = 25 " + DEG + ", 4-layer JEDEC board with the PowerPAD soldered. See Cuadro 6 for "
        "other ambient temperatures.",
        7.0,
    )
    s.heading(mark + " 5  Electrical characteristics", 10, rule=True)
    s.caption(
        "Cuadro 3 / Table 3:  Características eléctricas (TA = 25 "
        + DEG
        + ", VM = 24 V, unless noted)"
    )
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 52, "C"),
            Col("Conditions", 126),
            Col("Min", 46, "C"),
            Col("Typ", 46, "C"),
            Col("Max", 46, "C"),
            Col("Unit", 73, "C"),
        ],
        [
            ["VM active current", "I_{VM}", "nSLEEP = 1, no PWM", "", "3", "4", "mA"],
            ["VM sleep current", "I_{VMQ}", "nSLEEP = 0", "", "0.8", "2", MU + "A"],
            ["Wake-up time", "t_{WAKE}", "nSLEEP high to output ready", "", "", "1", "ms"],
            ["Input logic low", "V_{IL}", "IN1, IN2, nSLEEP", "0", "", "0.5", "V"],
            ["Input logic high", "V_{IH}", "IN1, IN2, nSLEEP", "1.5", "", "5.5", "V"],
            [
                "On-resistance\n(HS + LS)",
                "R_{DS(on)}",
                "IOUT = 1 A, TJ = 25 " + DEG + "\nIOUT = 1 A, TJ = 125 " + DEG,
                "",
                "200\n310",
                "240\n380",
                "m" + OHM,
            ],
            ["Output rise / fall time", "t_{R}, t_{F}", "VM = 24 V", "", "150", "", "ns"],
            [
                "Current mirror\ngain",
                "A_{IPROPI}",
                "IOUT " + GE + " 1 A\n0.15 A " + LE + " IOUT < 1 A",
                "425\n405",
                "450\n450",
                "475\n495",
                MU + "A/A",
            ],
            ["Over-current trip", "I_{OCP}", "", "6.0", "7.0", "", "A"],
            [
                "VM undervoltage lockout",
                "V_{UVLO}",
                "VM falling\nVM rising",
                "",
                "4.2\n4.35",
                "",
                "V",
            ],
            ["Thermal shutdown", "T_{TSD}", "", "150", "165", "", DEG],
        ],
        7.4,
    )

    s.add_page()
    s.heading(mark + " 6  Control", 10, rule=True)
    s.caption("Cuadro 4 / Table 4:  Tabla de verdad / Truth table")
    s.table(
        [
            Col("nSLEEP", 70, "C"),
            Col("IN1", 60, "C"),
            Col("IN2", 60, "C"),
            Col("OUT1", 70, "C"),
            Col("OUT2", 70, "C"),
            Col("Function", 169),
        ],
        [
            ["0", "X", "X", "Hi-Z", "Hi-Z", "sleep"],
            ["1", "0", "0", "Hi-Z", "Hi-Z", "coast"],
            ["1", "0", "1", "L", "H", "reverse"],
            ["1", "1", "0", "H", "L", "forward"],
            ["1", "1", "1", "L", "L", "brake (low-side slow decay)"],
        ],
        7.5,
    )
    s.heading(mark + " 7  Current sensing and regulation", 10, rule=True)
    s.para(
        "IPROPI sources a current proportional to the current in the low-side FETs: IIPROPI = IOUT "
        + TIMES
        + " AIPROPI. A resistor RIPROPI from IPROPI to GND turns it into a voltage "
        "VIPROPI = IOUT "
        + TIMES
        + " AIPROPI "
        + TIMES
        + " RIPROPI that an ADC can read. When VIPROPI "
        "reaches VREF the driver chops the output, so the trip current is ITRIP = VREF / (AIPROPI "
        + TIMES
        + " RIPROPI).",
        7.6,
    )
    s.caption("Cuadro 5 / Table 5:  Selección de RIPROPI / RIPROPI selection (VREF = 3.3 V)")
    s.table(
        [
            Col("RIPROPI", 110, "C"),
            Col("VIPROPI per ampere", 130, "C"),
            Col("ITRIP", 110, "C"),
            Col("Comment", 149),
        ],
        [
            ["1.0 k" + OHM, "0.45 V/A", "7.3 A", "above IOCP, regulation not reached"],
            ["1.5 k" + OHM, "0.675 V/A", "4.9 A", ""],
            ["2.2 k" + OHM, "0.99 V/A", "3.3 A", ""],
            ["3.3 k" + OHM, "1.49 V/A", "2.2 A", ""],
            ["4.7 k" + OHM, "2.12 V/A", "1.6 A", ""],
        ],
        7.5,
    )
    s.heading(mark + " 8  Thermal information", 10, rule=True)
    s.caption("Cuadro 6 / Table 6:  Datos térmicos / Thermal data (4-layer JEDEC board)")
    s.table(
        [Col("Parameter", 200), Col("Condition", 150), Col("Value", 70, "C"), Col("Unit", 79, "C")],
        [
            ["Junction-to-ambient resistance R" + "\u03b8" + "JA", "", "34.5", DEG + "/W"],
            ["Junction-to-case (top) R" + "\u03b8" + "JC(top)", "", "28.1", DEG + "/W"],
            [
                "Continuous RMS current",
                "TA = 25 " + DEG + "\nTA = 85 " + DEG + "\nTA = 125 " + DEG,
                "2.1\n1.6\n0.9",
                "A",
            ],
        ],
        7.5,
    )
    s.heading(mark + " 9  Pin functions", 10, rule=True)
    s.caption("Cuadro 7 / Table 7:  Terminales / Pin functions (HTSSOP-16)")
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Description", 359)],
        [
            ["1, 16", "GND", "ground; also the PowerPAD"],
            ["2", "VM", "motor supply, 4.5 V to 37 V; 0.1 " + MU + "F + bulk capacitor"],
            ["3, 4 / 13, 14", "OUT1 / OUT2", "H-bridge outputs"],
            ["6 / 7", "IN1 / IN2", "control inputs, internal pull-down"],
            ["8", "nSLEEP", "low = sleep"],
            ["9", "VREF", "current-regulation reference"],
            ["10", "IPROPI", "current-sense output (source)"],
            ["11", "nFAULT", "open-drain fault output"],
            ["5, 12, 15", "NC", "no internal connection"],
        ],
        7.5,
    )
    s.heading(mark + " 10  Application notes", 10, rule=True)
    s.bullets(
        [
            "IN1, IN2 and nSLEEP accept 1.8 V, 3.3 V and 5 V logic directly: no level shifter is "
            "needed between the XDH8874 and an ESP32, a Raspberry Pi or an Arduino.",
            "Place a 0.1 "
            + MU
            + "F ceramic capacitor at VM and a bulk capacitor sized for the motor "
            "(typically 47 " + MU + "F or more).",
            "For PWM speed control drive one input with PWM and hold the other low (coast between "
            "pulses) or high (brake between pulses).",
        ],
        7.4,
        "\u25aa",
    )
    s.para("Ordering: XDH8874PWPR " + MDASH + " HTSSOP-16 PowerPAD, tape and reel of 2500.", 7.4)
    return save(s, out / "xdh8874.pdf")


# ------------------------------------------------ rotary encoder module (Port Vila)
def vkr20(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="IFIRA MAKER STOA  " + DOT + "  Port Vila",
        header_right="VKR-20 / VKR-15 rotari enkoda / rotary encoder module",
        footer_left="Ifira Maker Stoa  "
        + DOT
        + "  Lini Highway, Port Vila, Vanuatu  "
        + DOT
        + "  TIN 7012886  "
        + DOT
        + "  olgeta praes i gat VAT 15 % / all prices incl. 15 % VAT",
        footer_right="Pej {page} blong {nb}",
        rule_color=(0, 140, 140),
        table_fill=None,
        accent=(0, 110, 112),
        grid=False,
    )
    mark = "\u00bb"
    s = Sheet(style, "VKR-20 / VKR-15 rotary encoder module with push switch")
    s.add_page()
    s.title_block(
        "VKR-20 / VKR-15",
        "Rotari enkoda modul wetem swij / Rotary encoder module with push switch",
        "VKR-20: 20 pulses, 20 detents  VT 890     |     VKR-15: 15 pulses, 30 detents  VT 990     |     "
        "knob, aluminium, 6 mm  VT 250",
        22,
    )
    s.heading(mark + "  Wanem hem / What it is", 10.5, rule=True)
    s.para(
        "A mechanical incremental encoder with a push switch on a small board with a 5-pin "
        "header. Turn the knob and the CLK and DT outputs give two square waves 90"
        + "\u00b0"
        + " apart (quadrature): the order tells the direction, the number of edges tells how far "
        "it turned. Press the knob and SW connects to GND. Good for menus, volume and set-point "
        "knobs on Arduino, ESP32 and Raspberry Pi projects.",
        8.5,
    )
    s.heading(mark + "  Spek / Specifications", 10.5, rule=True)
    s.table(
        [Col("Item", 170), Col("VKR-20", 160, "C"), Col("VKR-15", 169, "C")],
        [
            ["Supply (+ pin)", "3.3 " + NDASH + " 5.5 V", "3.3 " + NDASH + " 5.5 V"],
            ["Pulses per revolution (each channel)", "20", "15"],
            ["Detents per revolution", "20", "30"],
            [
                "Outputs",
                "CLK, DT: 10 k" + OHM + " pull-ups to +",
                "CLK, DT: 10 k" + OHM + " pull-ups to +",
            ],
            ["Push switch", "SW to GND, no pull-up", "SW to GND, no pull-up"],
            ["Rotational life", "30 000 cycles", "50 000 cycles"],
            ["Switch life", "20 000 presses", "20 000 presses"],
            ["Shaft", "6 mm D-shaft, 20 mm long", "6 mm knurled, 15 mm long"],
            [
                "Operating temperature",
                "-10 " + NDASH + " +60 " + DEG,
                "-20 " + NDASH + " +70 " + DEG,
            ],
            ["Board size", "32 x 19 mm", "32 x 19 mm"],
        ],
        8.0,
    )
    s.heading(mark + "  Elektrikol / Electrical data", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 130),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage (+)", "", "3.3", "5.0", "5.5", "V"],
            [
                "Supply current,\nCLK and DT closed",
                "+ = 3.3 V\n+ = 5.0 V",
                "",
                "0.66\n1.0",
                "0.75\n1.1",
                "mA",
            ],
            ["Pull-up resistors", "CLK, DT", "", "10", "", "k" + OHM],
            ["Contact bounce", "60 rpm", "", "2", "5", "ms"],
            ["Encoder contact rating", "component", "", "", "5 V DC, 1 mA", ""],
            ["Switch rating", "component", "", "", "16 V DC, 10 mA", ""],
            ["Insulation resistance", "250 V DC", "100", "", "", "M" + OHM],
        ],
        8.0,
    )
    s.heading(mark + "  Pin / Pins", 10.5, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Function", 359)],
        [
            ["1", "GND", "ground"],
            ["2", "+", "supply, 3.3 " + NDASH + " 5.5 V (also the pull-up voltage of CLK and DT)"],
            ["3", "SW", "push switch, closes to GND when pressed"],
            ["4", "DT", "channel B"],
            ["5", "CLK", "channel A"],
        ],
        8.0,
    )

    s.add_page()
    s.heading(mark + "  Hao blong konektem / How to connect", 10.5, rule=True)
    s.bullets(
        [
            "Power + from the same voltage as your board's logic. On an ESP32, a Raspberry Pi or any "
            "other 3.3 V board use 3.3 V: CLK and DT are pulled up to +, so with + at 5 V they would "
            "put 5 V on the 3.3 V inputs.",
            "Arduino Uno / Nano: + to 5V, CLK and DT to any two inputs (pins 2 and 3 if you want "
            "interrupts), SW to an input with INPUT_PULLUP.",
            "SW has no pull-up on the board: switch on the internal pull-up of your microcontroller "
            "or add 10 k" + OHM + " to +.",
            "If your code sees double counts, add 10 nF from CLK and from DT to GND.",
        ],
        8.5,
        "\u2013",
    )
    s.heading(mark + "  Kwadreja / Quadrature sequence", 10.5, rule=True)
    s.table(
        [
            Col("Step (clockwise)", 130, "C"),
            Col("CLK", 90, "C"),
            Col("DT", 90, "C"),
            Col("Note", 189),
        ],
        [
            ["0", "1", "1", "rest position (detent) on the VKR-20"],
            ["1", "0", "1", "CLK falls first: clockwise"],
            ["2", "0", "0", "rest position of every second detent on the VKR-15"],
            ["3", "1", "0", ""],
            ["4", "1", "1", "one full pulse"],
        ],
        8.0,
    )
    s.heading(mark + "  Kwestin / FAQ", 10.5, rule=True)
    s.para(
        "Does the VKR-15 give 30 steps per turn?  It has 30 detents but 15 pulses per channel: "
        "every detent is half a pulse. Count every edge of CLK (both rising and falling) to get one "
        "count per detent.",
        8.5,
    )
    s.para(
        "Do I need software debouncing?  Yes, or the 10 nF capacitors above. Mechanical contacts "
        "bounce for a few milliseconds at every edge.",
        8.5,
    )
    s.para(
        "Can I leave + unconnected and use the internal pull-ups?  Yes: then the board pull-ups do "
        "nothing and the encoder works as plain contacts to GND.",
        8.5,
    )
    s.heading(mark + "  Praes / Price list", 10.5, rule=True)
    s.table(
        [Col("Ref", 80, "C"), Col("Item", 300), Col("Praes / Price", 119, "C")],
        [
            ["44020", "VKR-20 module", "VT 890"],
            ["44015", "VKR-15 module", "VT 990"],
            ["44099", "Aluminium knob for 6 mm D-shaft", "VT 250"],
            ["44020-10", "VKR-20, pack of 10", "VT 7 900"],
        ],
        8.0,
    )
    return save(s, out / "vkr-20.pdf")


# ------------------------------------------------ fingerprint sensor module (Mbabane)
def lbf330(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LUBOMBO BIOMETRICS",
        header_right="LBF-330 / LBF-330W  User Manual  V1.4",
        footer_left="Lubombo Biometrics (Pty) Ltd  "
        + DOT
        + "  Gwamile Street, Mbabane, Eswatini  "
        + DOT
        + "  support@lubombo-bio.example",
        footer_right="p{page}/{nb}",
        rule_color=(64, 64, 64),
        table_fill=(226, 240, 226),
        accent=(36, 110, 60),
        grid=True,
    )
    s = Sheet(style, "LBF-330 / LBF-330W optical fingerprint module")
    s.add_page()
    s.title_block(
        "LBF-330 / LBF-330W",
        "Optical Fingerprint Identification Module with UART Interface",
        "User Manual V1.4  "
        + DOT
        + "  January 2024  "
        + DOT
        + "  LBF-330: 3.3 V supply, 200 templates  "
        + DOT
        + "  LBF-330W: 4.2 "
        + NDASH
        + " 6.0 V supply, 1000 templates",
        21,
    )
    s.heading("Chapter 1  Introduction", 11, rule=True)
    s.para(
        "The LBF-330 captures a fingerprint image, extracts its features, stores templates in its "
        "own flash and searches them, all on board. The host only sends short commands over the "
        "UART and reads the result: enrolled, matched with template number n, or no match. A "
        "separate touch circuit on the VT pin detects a finger while the main supply is off, so "
        "battery-powered locks can wake the module only when needed. The LBF-330W has a wide-input "
        "regulator for 5 V systems and a larger template store.",
        8.2,
    )
    s.heading("Chapter 2  Specifications", 11, rule=True)
    s.caption("Table 1:  Technical parameters")
    s.table(
        [Col("Item", 150), Col("LBF-330", 170, "C"), Col("LBF-330W", 179, "C")],
        [
            ["Supply voltage (VCC)", "3.0 " + NDASH + " 3.6 V DC", "4.2 " + NDASH + " 6.0 V DC"],
            ["Interface", "UART, TTL 3.3 V", "UART, TTL 3.3 V"],
            [
                "Baud rate",
                "9600 x N bps (N = 1 " + NDASH + " 12)",
                "9600 x N bps (N = 1 " + NDASH + " 12)",
            ],
            ["Default baud rate", "57600 bps (N = 6)", "57600 bps (N = 6)"],
            ["Template capacity", "200", "1000"],
            ["Sensor", "optical, 192 x 192 pixels, 508 dpi", "optical, 192 x 192 pixels, 508 dpi"],
            ["Image capture time", "< 0.3 s", "< 0.3 s"],
            ["Identification time (1:N)", "< 0.5 s", "< 0.8 s"],
            ["False acceptance rate", "< 0.001 % (level 3)", "< 0.001 % (level 3)"],
            ["False rejection rate", "< 1.0 % (level 3)", "< 1.0 % (level 3)"],
            [
                "Operating temperature",
                "-20 " + NDASH + " +60 " + DEG,
                "-20 " + NDASH + " +60 " + DEG,
            ],
            [
                "Operating humidity",
                "10 " + NDASH + " 85 %RH, non-condensing",
                "10 " + NDASH + " 85 %RH, non-condensing",
            ],
            [
                "Storage",
                "-40 " + NDASH + " +85 " + DEG + ", < 85 %RH",
                "-40 " + NDASH + " +85 " + DEG + ", < 85 %RH",
            ],
            ["Dimensions", "56 x 20 x 21.5 mm", "56 x 20 x 24 mm"],
        ],
        7.8,
    )
    s.caption("Table 2:  Electrical characteristics (TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 45, "C"),
            Col("Conditions", 130),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            [
                "Supply voltage",
                "V_{CC}",
                "LBF-330\nLBF-330W",
                "3.0\n4.2",
                "3.3\n5.0",
                "3.6\n6.0",
                "V",
            ],
            ["Touch supply", "V_{T}", "both versions", "3.0", "3.3", "3.6", "V"],
            [
                "Working current",
                "I_{CC}",
                "LBF-330, capture / search\nLBF-330W, capture / search",
                "",
                "45\n50",
                "60\n70",
                "mA",
            ],
            ["Peak current", "I_{PK}", "LED on, LBF-330\nLED on, LBF-330W", "", "", "80\n90", "mA"],
            ["Sleep current (VCC)", "I_{SLP}", "after the Sleep command", "", "12", "20", MU + "A"],
            ["Touch standby current", "I_{T}", "VCC off, VT = 3.3 V", "", "2", "5", MU + "A"],
            ["RX input high", "V_{IH}", "", "2.0", "", "3.6", "V"],
            ["RX input low", "V_{IL}", "", "-0.3", "", "0.8", "V"],
            ["TX output high", "V_{OH}", "IOH = -2 mA", "2.8", "", "", "V"],
            ["Power-on time", "t_{ON}", "VCC on to handshake 0x55", "", "120", "200", "ms"],
            ["Touch wake-up time", "t_{TW}", "finger on to TOUCH high", "", "", "50", "ms"],
        ],
        7.6,
    )

    s.add_page()
    s.heading("Chapter 3  Interface", 11, rule=True)
    s.caption("Table 3:  Pin definition (6-pin, 1.0 mm pitch cable)")
    s.table(
        [
            Col("Pin", 50, "C"),
            Col("Name", 70, "C"),
            Col("Colour", 70, "C"),
            Col("Description", 309),
        ],
        [
            ["1", "VCC", "red", "main supply, see Table 2"],
            ["2", "GND", "black", "ground"],
            ["3", "TX", "yellow", "module data out, 3.3 V level"],
            ["4", "RX", "green", "module data in, 3.3 V level, not 5 V tolerant"],
            ["5", "TOUCH", "blue", "finger detect output, high when a finger is on the window"],
            ["6", "VT", "white", "touch supply 3.3 V, may stay on while VCC is off"],
        ],
        7.8,
    )
    s.para(
        "TX and RX use 3.3 V levels on both versions. RX is not 5 V tolerant: with a 5 V board put a "
        "divider (for example 1 k"
        + OHM
        + " / 2 k"
        + OHM
        + ") in the board's TX line. The LBF-330W "
        "accepts 5 V on VCC only; its UART is still 3.3 V.",
        8.0,
    )
    s.heading("Chapter 4  Communication protocol", 11, rule=True)
    s.caption("Table 4:  Packet format")
    s.table(
        [
            Col("Field", 110),
            Col("Header", 70, "C"),
            Col("Address", 90, "C"),
            Col("Packet ID", 70, "C"),
            Col("Length", 60, "C"),
            Col("Content", 50, "C"),
            Col("Checksum", 49, "C"),
        ],
        [
            ["Bytes", "2", "4", "1", "2", "N", "2"],
            ["Value", "0xEF01", "0xFFFFFFFF", "0x01 cmd", "N + 2", ELL, "sum"],
        ],
        7.6,
    )
    s.para(
        "The default module address is 0xFFFFFFFF and the default password 0x00000000. The checksum "
        "is the sum of packet ID, length and content, lowest two bytes.",
        7.8,
    )
    s.caption("Table 5:  Instruction codes (excerpt)")
    s.table(
        [Col("Code", 60, "C"), Col("Name", 110), Col("Function", 329)],
        [
            ["0x01", "GenImg", "capture an image into the image buffer"],
            ["0x02", "Img2Tz", "extract features into CharBuffer 1 or 2"],
            ["0x04", "Search", "search the library (1:N)"],
            ["0x05", "RegModel", "merge CharBuffer 1 and 2 into a template"],
            [
                "0x06",
                "Store",
                "store a template at page ID 0 "
                + NDASH
                + " 199 (LBF-330) or 0 "
                + NDASH
                + " 999 (LBF-330W)",
            ],
            [
                "0x0E",
                "SetSysPara",
                "register 4 = N sets the baud rate 9600 x N; register 5 = security level 1 "
                + NDASH
                + " 5",
            ],
            ["0x33", "Sleep", "enter sleep; wake with a touch or by cycling VCC"],
        ],
        7.6,
    )
    s.heading("Chapter 5  Notes for use", 11, rule=True)
    s.bullets(
        [
            "After power-on wait for the handshake byte 0x55 before the first command.",
            "A new baud rate set with SetSysPara takes effect after the next power-on.",
            "Keep the window clean; do not press it with hard or sharp objects.",
            "For battery locks power VT permanently and switch VCC with a transistor when TOUCH goes high.",
        ],
        8.0,
    )
    return save(s, out / "lbf-330.pdf")


# ------------------------------------------------ precision shunt voltage reference (Pristina)
def mpr4050(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="DARDANIA PRECISION ANALOG",
        header_right="MPR4050  " + DOT + "  DS-0207 Rev. 2",
        footer_left="Dardania Precision Analog L.L.C.  "
        + DOT
        + "  Prishtinë / Pristina, Kosovo  "
        + DOT
        + "  MPR4050 DS-0207 Rev. 2, 11/2023",
        footer_right="{page} of {nb}",
        rule_color=(214, 110, 0),
        table_fill=None,
        accent=(190, 90, 0),
        grid=False,
    )
    mark = "\u25f8"
    s = Sheet(style, "MPR4050 precision micropower shunt voltage reference")
    s.add_page()
    s.title_block(
        "MPR4050",
        "Precision Micropower Shunt Voltage Reference",
        "2.048 V, 2.500 V, 3.000 V, 4.096 V and 5.000 V  "
        + DOT
        + "  grades A, B and C  "
        + DOT
        + "  SOT-23-3 and SC70-3",
        24,
    )

    def features() -> None:
        s.heading(mark + " 1  Features", 10)
        s.bullets(
            [
                "Fixed reverse breakdown voltages: 2.048 V, 2.500 V, 3.000 V, 4.096 V, 5.000 V",
                "Initial accuracy: " + PM + "0.1 % (A), " + PM + "0.2 % (B), " + PM + "0.5 % (C)",
                "Operating current 60 " + MU + "A to 15 mA (2.500 V version)",
                "Temperature coefficient 100 ppm/" + DEG + " max (A and B grades)",
                "I temperature range -40 "
                + DEG
                + " to +85 "
                + DEG
                + ", E range -40 "
                + DEG
                + " to +125 "
                + DEG,
                "SOT-23-3 and SC70-3 packages",
            ],
            7.6,
            "\u25e6",
        )

    def description() -> None:
        s.heading(mark + " 2  Description", 10)
        s.para(
            "The MPR4050 is a two-terminal band-gap reference that behaves like a precise Zener "
            "diode. Fed through a series resistor from any supply higher than its voltage, it holds "
            "its reverse voltage over a current range of more than two decades, which makes it a "
            "simple reference for ADCs, DACs, comparators and sensor bridges in battery-powered "
            "and 4-20 mA loop-powered equipment.",
            7.6,
        )

    s.side_by_side(features, description, 260, 16)
    s.heading(mark + " 3  Selection guide", 10, rule=True)
    s.caption(
        "TBL 1.  Initial tolerance and minimum operating current per version (TA = 25 " + DEG + ")"
    )
    s.table(
        [
            Col("Version", 70, "C"),
            Col("VR (V)", 70, "C"),
            Col("A grade", 70, "C"),
            Col("B grade", 70, "C"),
            Col("C grade", 70, "C"),
            Col("IRMIN typ", 75, "C"),
            Col("IRMIN max", 74, "C"),
        ],
        [
            ["20", "2.048", PM + "2.0", PM + "4.1", PM + "10.2", "45", "60"],
            ["25", "2.500", PM + "2.5", PM + "5.0", PM + "12.5", "45", "60"],
            ["30", "3.000", PM + "3.0", PM + "6.0", PM + "15.0", "47", "65"],
            ["41", "4.096", PM + "4.1", PM + "8.2", PM + "20.5", "52", "73"],
            ["50", "5.000", PM + "5.0", PM + "10.0", PM + "25.0", "56", "80"],
        ],
        7.5,
        head_rows=[
            [
                "",
                "",
                "Tolerance at IR = 100 " + MU + "A (mV)",
                "<",
                "<",
                "Minimum current (" + MU + "A)",
                "<",
            ]
        ],
    )
    s.heading(mark + " 4  Absolute maximum ratings", 10, rule=True)
    s.caption("TBL 2.  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 300), Col("Rating", 199, "C")],
        [
            ["Reverse current", "20 mA"],
            ["Forward current", "10 mA"],
            ["Power dissipation at TA = 25 " + DEG + ", SOT-23-3 / SC70-3", "306 mW / 240 mW"],
            ["Storage temperature", "-65 " + DEG + " to +150 " + DEG],
            ["Lead temperature, soldering 10 s", "260 " + DEG],
            ["ESD, human body model", "2 kV"],
        ],
        7.5,
    )
    s.heading(mark + " 5  Electrical characteristics, 2.500 V version", 10, rule=True)
    s.caption("TBL 3.  MPR4050x25: TA = 25 " + DEG + ", IR = 100 " + MU + "A unless noted")
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 54, "C"),
            Col("Conditions", 128),
            Col("Min", 46, "C"),
            Col("Typ", 46, "C"),
            Col("Max", 46, "C"),
            Col("Unit", 67, "C"),
        ],
        [
            ["Reverse breakdown\nvoltage", "V_{R}", "", "", "2.500", "", "V"],
            [
                "Reverse breakdown\ntolerance",
                "\u0394V_{R}",
                "A grade\nB grade\nC grade",
                "",
                "",
                PM + "2.5\n" + PM + "5.0\n" + PM + "12.5",
                "mV",
            ],
            ["Minimum operating\ncurrent", "I_{RMIN}", "", "", "45", "60", MU + "A"],
            ["Maximum operating\ncurrent", "I_{RMAX}", "", "", "", "15", "mA"],
            [
                "Temperature\ncoefficient",
                "\u0394V_{R}/\u0394T",
                "IR = 1 mA, A and B grade\nIR = 1 mA, C grade",
                "",
                PM + "20\n" + PM + "20",
                PM + "100\n" + PM + "150",
                "ppm/" + DEG,
            ],
            [
                "Change with\nreverse current",
                "\u0394V_{R}/\u0394I_{R}",
                "IRMIN " + LE + " IR " + LE + " 1 mA\n1 mA " + LE + " IR " + LE + " 15 mA",
                "",
                "0.3\n2.5",
                "0.8\n6.0",
                "mV",
            ],
            ["Dynamic impedance", "Z_{R}", "IR = 1 mA, f = 120 Hz", "", "0.3", "0.8", OHM],
            [
                "Wideband noise",
                "e_{N}",
                "10 Hz " + LE + " f " + LE + " 10 kHz",
                "",
                "35",
                "",
                MU + "V rms",
            ],
        ],
        7.4,
    )

    s.add_page()
    s.heading(mark + " 6  Electrical characteristics, other versions", 10, rule=True)
    s.caption("TBL 4.  TA = 25 " + DEG + ", IR = 100 " + MU + "A unless noted (typ / max)")
    s.table(
        [
            Col("Parameter", 140),
            Col("2.048 V", 89, "C"),
            Col("3.000 V", 89, "C"),
            Col("4.096 V", 89, "C"),
            Col("5.000 V", 92, "C"),
        ],
        [
            ["Minimum operating current (" + MU + "A)", "45 / 60", "47 / 65", "52 / 73", "56 / 80"],
            ["Maximum operating current (mA)", "15", "15", "15", "15"],
            [
                "Change with IR, 1 " + NDASH + " 15 mA (mV)",
                "2.0 / 5.0",
                "2.7 / 6.5",
                "3.5 / 8.0",
                "4.0 / 9.5",
            ],
            ["Dynamic impedance (" + OHM + ")", "0.3 / 0.8", "0.4 / 0.9", "0.5 / 1.0", "0.5 / 1.1"],
            ["Wideband noise (" + MU + "V rms)", "29", "42", "58", "70"],
        ],
        7.5,
    )
    s.heading(mark + " 7  Ordering information", 10, rule=True)
    s.caption("TBL 5.  Ordering code: MPR4050 + grade + version + temperature range + package")
    s.table(
        [Col("Field", 110), Col("Code", 110, "C"), Col("Meaning", 279)],
        [
            [
                "Grade",
                "A / B / C",
                PM + "0.1 % / " + PM + "0.2 % / " + PM + "0.5 % initial tolerance",
            ],
            ["Version", "20 / 25 / 30 / 41 / 50", "2.048 / 2.500 / 3.000 / 4.096 / 5.000 V"],
            ["Temperature range", "I", "-40 " + DEG + " to +85 " + DEG],
            ["", "E", "-40 " + DEG + " to +125 " + DEG],
            ["Package", "DBZ / DCK", "SOT-23-3 / SC70-3"],
        ],
        7.5,
    )
    s.para(
        "Example: MPR4050B41IDBZ is a B-grade 4.096 V reference for -40 "
        + DEG
        + " to +85 "
        + DEG
        + " in SOT-23-3.",
        7.5,
    )
    s.heading(mark + " 8  Pin configuration", 10, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Function", 359)],
        [
            ["1", "+", "cathode"],
            ["2", "-", "anode, connect to ground"],
            ["3", "NC", "leave open or connect to pin 2 (used for trimming in production)"],
        ],
        7.5,
    )
    s.heading(mark + " 9  Application information", 10, rule=True)
    s.para(
        "Series resistor. The MPR4050 needs a resistor RS between the supply VS and its cathode. "
        "Choose RS so that at the lowest supply and the highest load current at least IRMIN still "
        "flows through the reference, and at the highest supply with no load the reverse current "
        "stays below 15 mA:",
        7.6,
    )
    s.para(
        "RS "
        + LE
        + " (VS(min) - VR) / (IL(max) + IRMIN)          RS "
        + GE
        + " (VS(max) - VR) / 15 mA",
        7.6,
        bold=True,
    )
    s.para(
        "Example: VS = 5 V, 2.500 V version, load 1 mA: RS "
        + LE
        + " (5 V - 2.5 V) / (1 mA + 60 "
        + MU
        + "A) = 2.36 k"
        + OHM
        + "; choose 2.2 k"
        + OHM
        + ". The supply must always be higher "
        "than VR plus the drop across RS.",
        7.6,
    )
    s.para(
        "Power. Keep the dissipation VR "
        + TIMES
        + " IR inside the package rating (TBL 2) and derate "
        "above 25 " + DEG + ".",
        7.6,
    )
    revision_table(
        s,
        [
            ["2022-04", "0", "Preliminary"],
            ["2022-12", "1", "2.048 V and 3.000 V versions added"],
            ["2023-11", "2", "TBL 4 added; E temperature range; application example"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "mpr4050.pdf")
