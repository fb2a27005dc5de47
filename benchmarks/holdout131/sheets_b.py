"""Hold-out 131 datasheets, part 2: a GNSS receiver module, an NTC thermistor probe board,
an active piezo buzzer module and a dual-channel optocoupler IC.

A Galway (Ireland) GNSS-module "Hardware Design" document (numbered "n.m" heads,
"Table n:" captions above the tables, a key-feature card, current stacked per mode and
constellation, standby vs backup current, default baud rate and I2C address only in
prose, pin, NMEA and ordering tables as decoys), a Kitwe (Zambia) maker-store product
sheet ("⬗" heads, ZMW prices, probe data in column groups per probe version, board vs
probe temperature ranges, an R-T table as a decoy, notes holding the 3.3 V ADC advice), a
Liège (Belgium) acoustic-component "Specification" ("♪ n." heads, a numbered item table
with one column per version, current and sound level stacked per supply voltage, a
reliability-test table full of temperatures as a decoy) and a Kayseri (Türkiye)
optocoupler maker data sheet (white heads on spruce bars, "(Ta = 25 °C)" in the heads,
absolute maximum ratings grouped Input / Output / Coupled, a CTR rank table, pin and
ordering tables as decoys).
"""

from __future__ import annotations

import math
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
TIMES = "\u00d7"


# ---------------------------------------------- GNSS receiver module (Galway)
def clr610(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Corrib Positioning",
        header_right="CLR-610 Hardware Design  \u00b7  GNSS Module Series",
        footer_left="Corrib Positioning Ltd.  \u00b7  Galway, Ireland  \u00b7  "
        "CLR-610_Hardware_Design_V1.3  \u00b7  Released",
        footer_right="- {page} -",
        rule_color=(112, 66, 20),
        table_fill=(245, 236, 222),
        accent=(112, 66, 20),
        grid=False,
    )
    s = Sheet(style, "CLR-610 multi-GNSS receiver module")
    s.add_page()
    s.title_block(
        "CLR-610",
        "Multi-GNSS Receiver Module " + DASH + " Hardware Design",
        "Version 1.3  \u00b7  2024-03-28  \u00b7  LCC-18, 10.1 " + TIMES + " 9.7 " + TIMES + " 2.4 mm",
        22,
    )
    s.heading("1 Introduction", 10.5, rule=True)
    s.para(
        "This document describes the hardware interfaces of the CLR-610, a concurrent "
        "multi-GNSS receiver with an on-board LNA and SAW filter, flash memory and an RTC "
        "crystal. It tracks GPS, GLONASS, Galileo and BeiDou in the L1 band and outputs NMEA "
        "0183 over UART or I" + SQ + "C. The module is meant for trackers, drones, "
        "telematics boxes and handheld devices.",
        8.0,
    )
    s.heading("1.1 Key Features", 9.5)
    s.caption("Table 1: Key Features")
    s.table(
        [Col("Feature", 120), Col("Details", 379)],
        [
            ["GNSS", "GPS L1 C/A, GLONASS L1, Galileo E1, BeiDou B1I (three systems concurrent)"],
            ["Channels", "99 acquisition channels, 33 tracking channels"],
            ["Power supply", "VCC: 2.8 V to 4.3 V, typ. 3.3 V;  V_BCKP: 1.5 V to 4.3 V, typ. 3.0 V"],
            ["Sensitivity", "Tracking: -165 dBm;  Reacquisition: -159 dBm;  Acquisition: -147 dBm"],
            ["TTFF (open sky)", "Cold start: 28 s;  Warm start: 24 s;  Hot start: 1 s"],
            ["Horizontal position accuracy", "1.5 m CEP (autonomous, open sky, 24 h static)"],
            ["Update rate", "1 Hz by default, up to 10 Hz"],
            ["Dynamic performance", "Maximum altitude: 18 000 m;  Maximum velocity: 515 m/s"],
            ["Interfaces", "UART, I" + SQ + "C (slave), 1PPS, RESET_N, FORCE_ON"],
            ["Protocols", "NMEA 0183 V4.10; CLR binary protocol"],
            ["Temperature", "Operating: -40 " + DEG + " to +85 " + DEG + ";  Storage: -40 " + DEG + " to +90 " + DEG],
            ["Size and weight", "10.1 " + TIMES + " 9.7 " + TIMES + " 2.4 mm, approx. 0.6 g"],
        ],
        7.6,
    )
    s.heading("2 Power Supply", 10.5, rule=True)
    s.para(
        "VCC powers the whole module. V_BCKP keeps the RTC and the backup RAM (ephemeris, "
        "almanac, last position, UART settings) alive while VCC is off, so that the next start "
        "is a warm or hot start. Without a backup supply every start is a cold start. Use a "
        "low-noise LDO for VCC rather than a switching regulator.",
        8.0,
    )
    s.caption("Table 2: Absolute Maximum Ratings")
    s.table(
        [Col("Parameter", 250), Col("Min.", 70, "C"), Col("Max.", 70, "C"), Col("Unit", 109, "C")],
        [
            ["Main supply voltage VCC", "-0.3", "4.5", "V"],
            ["Backup supply voltage V_BCKP", "-0.3", "4.5", "V"],
            ["Input voltage on RXD, SDA, SCL, RESET_N, FORCE_ON", "-0.3", "3.6", "V"],
            ["RF input power at RF_IN", "", "+15", "dBm"],
            ["Storage temperature", "-40", "+90", DEG],
        ],
        7.6,
    )
    s.caption("Table 3: Power Supply Ratings")
    s.table(
        [
            Col("Parameter", 60, "C"),
            Col("Description", 120),
            Col("Conditions", 120),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["VCC", "Main supply voltage", "", "2.8", "3.3", "4.3", "V"],
            ["V_BCKP", "Backup supply voltage", "", "1.5", "3.0", "4.3", "V"],
            ["I_VCC(peak)", "Peak supply current", "at power-on, 1 ms", "", "", "100", "mA"],
        ],
        7.6,
    )
    s.caption("Table 4: Current Consumption (VCC = 3.3 V, 25 " + DEG + ", -130 dBm)")
    s.table(
        [Col("Mode", 130), Col("Condition", 230), Col("Typ.", 60, "C"), Col("Unit", 79, "C")],
        [
            ["Acquisition", "GPS + GLONASS + Galileo", "28", "mA"],
            ["Tracking", "GPS + GLONASS + Galileo\nGPS + BeiDou\nGPS only", "22\n21\n16", "mA"],
            ["Periodic mode", "one fix every 10 s, average", "5.2", "mA"],
            ["Standby mode", "VCC on, RF and baseband stopped", "0.6", "mA"],
            ["Backup mode", "V_BCKP only, VCC off", "12", MU + "A"],
        ],
        7.6,
    )

    s.add_page()
    s.heading("3 Interfaces", 10.5, rule=True)
    s.caption("Table 5: I/O Characteristics (RXD, TXD, SDA, SCL, 1PPS, RESET_N)")
    s.table(
        [
            Col("Parameter", 70, "C"),
            Col("Description", 140),
            Col("Conditions", 110),
            Col("Min.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["VIL", "Input low voltage", "", "-0.3", "0.8", "V"],
            ["VIH", "Input high voltage", "", "2.0", "3.6", "V"],
            ["VOL", "Output low voltage", "IOL = 2 mA", "", "0.4", "V"],
            ["VOH", "Output high voltage", "IOH = -2 mA", "2.4", "", "V"],
        ],
        7.6,
    )
    s.para(
        "The digital I/O domain is 3.3 V. The I/O pins are not 5 V tolerant: a 5 V host needs a "
        "level shifter or at least a resistor divider on the module's RXD.",
        8.0,
    )
    s.heading("3.1 UART", 9.5)
    s.para(
        "The UART runs at 9600 bps, 8N1, by default. The rate can be set to 4800, 19200, 38400, "
        "57600 or 115200 bps with the $PCLR251 command and is kept in backup RAM; after the "
        "backup supply is lost the module starts at 9600 bps again.",
        8.0,
    )
    s.heading("3.2 I" + SQ + "C", 9.5)
    s.para(
        "The I" + SQ + "C port works as a slave at the fixed 7-bit address 0x10, in Standard "
        "and Fast mode (up to 400 kHz). The module has no internal pull-ups on SDA and SCL; "
        "fit 2.2 k" + OHM + " to 4.7 k" + OHM + " to 3.3 V on the host side.",
        8.0,
    )
    s.caption("Table 6: Pin Definition")
    s.table(
        [Col("Pin No.", 50, "C"), Col("Pin Name", 80), Col("I/O", 40, "C"), Col("Description", 329)],
        [
            ["1", "SDA", "IO", "I" + SQ + "C data"],
            ["2", "SCL", "DI", "I" + SQ + "C clock"],
            ["3", "1PPS", "DO", "One pulse per second, 100 ms wide, synchronised to GNSS time"],
            ["4", "FORCE_ON", "DI", "Wakes the module from backup mode, active high"],
            ["9", "RESET_N", "DI", "Reset, active low, internal pull-up"],
            ["10, 12, 13", "GND", "", "Ground"],
            ["11", "RF_IN", "AI", "Antenna input, 50 " + OHM],
            ["14", "VCC_RF", "PO", "Antenna supply, equal to VCC, current-limited to 40 mA"],
            ["18", "V_BCKP", "PI", "Backup supply"],
            ["19", "TXD", "DO", "UART transmit"],
            ["20", "RXD", "DI", "UART receive"],
            ["22", "VCC", "PI", "Main supply"],
        ],
        7.4,
    )
    s.caption("Table 7: Default NMEA Output")
    s.table(
        [Col("Sentence", 70, "C"), Col("Content", 280), Col("Default rate", 149, "C")],
        [
            ["GGA", "Time, position, fix quality, satellites used, HDOP", "every fix"],
            ["RMC", "Recommended minimum data: time, position, speed, course", "every fix"],
            ["GSA", "DOP and active satellites", "every fix"],
            ["GSV", "Satellites in view, elevation, azimuth, C/N0", "every 5th fix"],
            ["VTG", "Course and speed over ground", "off"],
        ],
        7.4,
    )
    s.heading("4 Antenna and Backup Design", 10.5, rule=True)
    s.bullets(
        [
            "Passive antenna: a 25 " + TIMES + " 25 mm ceramic patch on a 50 " + TIMES + " 50 mm "
            "ground plane. Active antenna: gain 15 dB to 30 dB, noise figure below 2 dB, fed "
            "from VCC_RF.",
            "Backup: a CR1220 lithium cell or a 0.2 F supercapacitor on V_BCKP. A supercap "
            "needs a series resistor of 1 k" + OHM + " when charged from VCC.",
            "Keep the RF trace at 50 " + OHM + ", as short as possible, and away from DC-DC "
            "converters, clocks and the USB lines.",
        ],
        7.8,
        "\u2022",
    )
    s.caption("Table 8: Ordering Information")
    s.table(
        [Col("Model", 120), Col("Description", 259), Col("Packing", 120, "C")],
        [
            ["CLR-610-N01", "Standard, GPS + GLONASS + Galileo + BeiDou", "Tray, 100 pcs"],
            ["CLR-610-N01-TR", "Standard, tape and reel", "Reel, 1000 pcs"],
        ],
        7.4,
    )
    return save(s, out / "clr-610.pdf")


# ---------------------------------------------- NTC thermistor probe board (Kitwe)
def _ntc(temp_c: float, r25: float = 10.0, beta: float = 3950.0) -> float:
    return r25 * math.exp(beta * (1.0 / (temp_c + 273.15) - 1.0 / 298.15))


def thp103(out: Path) -> Path:
    mark = "\u2b17 "
    style = Style(
        font="DejaVuCond",
        header_left="COPPERBELT MAKER SUPPLIES",
        header_right="Product sheet  \u00b7  THP-103 NTC temperature probe kit",
        footer_left="Copperbelt Maker Supplies Ltd  \u00b7  Freedom Avenue, Kitwe, Zambia  \u00b7  "
        "TPIN 1002345678  \u00b7  sales@cbmaker.zm",
        footer_right="sheet {page} / {nb}",
        rule_color=(11, 110, 79),
        table_fill=(221, 241, 232),
        accent=(11, 110, 79),
        grid=True,
    )
    s = Sheet(style, "THP-103 NTC thermistor probe and divider board")
    s.add_page()
    s.title_block(
        "THP-103",
        "NTC Thermistor Probe + Divider Board (analog and digital output)",
        "Probe versions: THP-103 (PVC cable)  \u00b7  THP-103S (silicone cable)  \u00b7  THP-104 "
        "(100 k" + OHM + " glass bead)  \u00b7  4-pin board: VCC  GND  DO  AO",
        22,
    )
    s.heading(mark + "At a glance", 10.5)
    s.lines(
        [
            "\u2013  Board supply: 3.3 V to 5 V, red power LED",
            "\u2013  Divider: 10 k" + OHM + " 1 % resistor from VCC to AO, thermistor from AO to GND "
            "(THP-104 board: 4.7 k" + OHM + ")",
            "\u2013  AO = VCC " + TIMES + " R_{NTC} / (R_{NTC} + 10 k" + OHM + "): the voltage falls "
            "as the probe gets warmer",
            "\u2013  DO: LM393 comparator, threshold set with the blue trimmer, green LED lights "
            "when DO is low",
        ],
        8.2,
        3.5,
    )
    s.heading(mark + "Probe data", 10.5)
    s.table(
        [Col("Item", 145), Col("THP-103", 118, "C"), Col("THP-103S", 118, "C"), Col("THP-104", 118, "C")],
        [
            ["NTC resistance at 25 " + DEG, "10 k" + OHM + " " + PM + "1 %", "10 k" + OHM + " " + PM + "1 %", "100 k" + OHM + " " + PM + "1 %"],
            ["B value (25/50 " + DEG + ")", "3950 K " + PM + "1 %", "3950 K " + PM + "1 %", "3950 K " + PM + "1 %"],
            [
                "Measuring range",
                "-20 " + ELL + " +105 " + DEG,
                "-40 " + ELL + " +200 " + DEG,
                "0 " + ELL + " +280 " + DEG,
            ],
            ["Accuracy, 0 " + ELL + " +70 " + DEG, PM + "1.0 " + DEG, PM + "1.0 " + DEG, PM + "1.5 " + DEG],
            ["Accuracy, rest of range", PM + "2.0 " + DEG, PM + "2.5 " + DEG, PM + "3.0 " + DEG],
            ["Thermal time constant\n(stirred water)", "10 s", "15 s", "2 s"],
            ["Dissipation constant", "2.5 mW/" + DEG, "2.5 mW/" + DEG, "1.0 mW/" + DEG],
            ["Probe", "stainless 6 " + TIMES + " 50 mm", "stainless 6 " + TIMES + " 50 mm", "glass bead " + "\u00d8" + "1.8 mm"],
            ["Cable, 1 m", "PVC", "silicone", "PTFE"],
            ["Protection", "IP68", "IP68", "not sealed"],
        ],
        7.6,
        head_rows=[["", "Probe version", "<", "<"]],
    )
    s.heading(mark + "Board electrical data", 10.5)
    s.table(
        [
            Col("Parameter", 130),
            Col("Conditions", 160),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Supply voltage VCC", "", "3.3", "", "5.0", "V"],
            [
                "Supply current",
                "VCC = 5 V, power LED on, DO high\nVCC = 5 V, both LEDs on",
                "",
                "4.2\n6.8",
                "",
                "mA",
            ],
            ["AO output voltage", "", "0", "", "VCC", "V"],
            ["AO source impedance", "at 25 " + DEG, "", "5", "", "k" + OHM],
            ["DO output low", "sink 4 mA", "", "", "0.4", "V"],
            ["DO pull-up", "to VCC", "", "10", "", "k" + OHM],
            ["Board operating\ntemperature", "board and trimmer", "-20", "", "+70", DEG],
        ],
        7.6,
    )
    s.para(
        "Only the probe goes into the heat or the cold: keep the board itself between -20 " + DEG
        + " and +70 " + DEG + ".",
        8.0,
    )

    s.add_page()
    s.heading(mark + "R-T table, 10 k" + OHM + " / B3950 (THP-103, THP-103S)", 10.5)
    rows = []
    for t in (-40, -20, 0, 25, 50, 80, 105, 150, 200):
        r = _ntc(t)
        rows.append(
            [
                f"{t:+d}" if t else "0",
                f"{r:.2f}",
                f"{3.3 * r / (r + 10.0):.2f}",
                f"{5.0 * r / (r + 10.0):.2f}",
            ]
        )
    s.table(
        [
            Col("Temperature (" + DEG + ")", 125, "C"),
            Col("R_{NTC} (k" + OHM + ")", 125, "C"),
            Col("AO at VCC = 3.3 V (V)", 125, "C"),
            Col("AO at VCC = 5 V (V)", 124, "C"),
        ],
        rows,
        7.6,
    )
    s.heading(mark + "Pins", 10.5)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 70, "C"), Col("Function", 369)],
        [
            ["1", "VCC", "3.3 V to 5 V"],
            ["2", "GND", "Ground"],
            ["3", "DO", "Comparator output: low when the probe is warmer than the set point"],
            ["4", "AO", "Divider voltage, to an ADC input"],
        ],
        7.6,
    )
    s.heading(mark + "Notes", 10.5)
    s.bullets(
        [
            "AO is a plain voltage divider: at low temperature it rises close to VCC. For an ESP32 "
            "or any other 3.3 V ADC power the board from 3.3 V, not from 5 V.",
            "At 25 " + DEG + " AO reads half of VCC (1.65 V at 3.3 V, 2.50 V at 5 V).",
            "The PVC cable of the THP-103 softens above 105 " + DEG + ": for ovens, smokers and "
            "fryers take the THP-103S.",
            "The stainless probes are IP68 (1 m of water, permanent). The board has no "
            "protection at all: keep it dry.",
            "Use the Steinhart-Hart or B-parameter equation in your code; the DO output only "
            "tells warmer / colder than the trimmer setting.",
        ],
        7.8,
        "\u2022",
    )
    s.heading(mark + "Prices", 10.5)
    s.table(
        [Col("Code", 90), Col("Description", 289), Col("Price (ZMW, VAT incl.)", 120, "C")],
        [
            ["THP-103", "Board + 10 k" + OHM + " stainless probe, 1 m PVC cable", "K 85.00"],
            ["THP-103S", "Board + 10 k" + OHM + " stainless probe, 1 m silicone cable", "K 120.00"],
            ["THP-104", "Board (4.7 k" + OHM + ") + 100 k" + OHM + " glass bead, 1 m PTFE", "K 95.00"],
            ["THP-P10", "Spare 10 k" + OHM + " probe, PVC, 1 m", "K 45.00"],
        ],
        7.6,
    )
    return save(s, out / "thp-103.pdf")


# ---------------------------------------------- active piezo buzzer module (Liège)
def pza2312(out: Path) -> Path:
    mark = "\u266a "
    style = Style(
        font="LiberationSerif",
        header_left="MEUSE ACOUSTIQUE",
        header_right="PZA-2312 series  \u00b7  Active piezo buzzer module  \u00b7  Specification",
        footer_left="Meuse Acoustique SA  \u00b7  Quai de Rome 21, 4000 Li\u00e8ge, Belgium  \u00b7  "
        "TVA BE 0456.789.123  \u00b7  Spec. No. MA-SP-2312 E",
        footer_right="Sheet {page} of {nb}",
        rule_color=(120, 40, 90),
        table_fill=None,
        accent=(120, 40, 90),
        grid=True,
    )
    s = Sheet(style, "PZA-2312 active piezo buzzer module")
    s.add_page()
    s.title_block(
        "PZA-2312 / PZA-2312T",
        "Active Piezo Buzzer Module, 3 V to 24 V DC",
        "PZA-2312: buzzer with 100 mm leads  \u00b7  PZA-2312T: buzzer on a board with NPN driver "
        "and trigger input  \u00b7  Specification MA-SP-2312 E, issue C",
        20,
    )
    s.heading(mark + "1. Features", 10.5)
    s.bullets(
        [
            "Built-in oscillator: apply DC and it sounds; no tone signal needed",
            "Wide supply range, 3 V to 24 V DC, one part for 5 V, 12 V and 24 V systems",
            "85 dB at 30 cm from 12 V",
            "Low current: 15 mA max. at 12 V",
            "PZA-2312T: on-board transistor, switch it from a 3.3 V or 5 V logic pin",
        ],
        8.0,
        "\u2013",
    )
    s.heading(mark + "2. Specifications", 10.5)
    s.para("Unless noted: Ta = 25 " + DEG + ", 45 % to 75 %RH, measured 30 cm on axis.", 7.8)
    s.table(
        [
            Col("No.", 28, "C"),
            Col("Item", 122),
            Col("PZA-2312", 115, "C"),
            Col("PZA-2312T", 115, "C"),
            Col("Conditions", 119),
        ],
        [
            ["1", "Rated voltage", "12 V DC", "12 V DC", ""],
            ["2", "Operating voltage", "3 " + ELL + " 24 V DC", "3.3 " + ELL + " 24 V DC", "VCC to GND"],
            [
                "3",
                "Current consumption",
                "max. 6 mA\nmax. 15 mA\nmax. 25 mA",
                "max. 6.5 mA\nmax. 15.5 mA\nmax. 25.5 mA",
                "at 3 V DC\nat 12 V DC\nat 24 V DC",
            ],
            [
                "4",
                "Sound pressure level",
                "min. 72 dB\nmin. 85 dB\nmin. 92 dB",
                "min. 72 dB\nmin. 85 dB\nmin. 92 dB",
                "at 3 V DC\nat 12 V DC\nat 24 V DC",
            ],
            ["5", "Resonant frequency", "2800 " + PM + " 300 Hz", "2800 " + PM + " 300 Hz", ""],
            ["6", "Tone", "continuous", "continuous", ""],
            ["7", "Operating temperature", "-30 " + ELL + " +85 " + DEG, "-30 " + ELL + " +70 " + DEG, ""],
            ["8", "Storage temperature", "-40 " + ELL + " +95 " + DEG, "-40 " + ELL + " +85 " + DEG, ""],
            ["9", "Housing", "ABS, black, UL94-HB", "ABS, black, UL94-HB", ""],
            ["10", "Terminals", "leads, red (+) / black (-)", "3-pin header 2.54 mm", ""],
            ["11", "Weight", "5.2 g", "7.8 g", ""],
        ],
        7.6,
    )
    s.heading(mark + "3. Absolute maximum ratings", 10.5)
    s.table(
        [Col("Item", 200), Col("PZA-2312", 110, "C"), Col("PZA-2312T", 110, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "30", "30", "V DC"],
            ["Reverse supply voltage", "not protected", "-30 (series diode)", "V DC"],
            ["SIG input voltage", DASH, "-0.5 " + ELL + " +30", "V"],
        ],
        7.6,
    )
    s.heading(mark + "4. Trigger input (PZA-2312T only)", 10.5)
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Conditions", 140),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["SIG high level (sound on)", "V_{IH}", "", "2.0", "", "", "V"],
            ["SIG low level (silent)", "V_{IL}", "", "", "", "0.8", "V"],
            ["SIG input current", "I_{IN}", "SIG = 3.3 V\nSIG = 5 V", "", "0.55\n0.95", "", "mA"],
            ["Turn-on delay", "t_{ON}", "SIG high to 90 % SPL", "", "", "20", "ms"],
        ],
        7.6,
    )

    s.add_page()
    s.heading(mark + "5. Application notes", 10.5)
    s.bullets(
        [
            "The PZA-2312 contains its own oscillator. Do not feed it AC, PWM or a tone() signal: "
            "the pitch stays at about 2.8 kHz and the sound becomes rough.",
            "PZA-2312T: connect VCC to 3.3 V " + ELL + " 24 V, GND to ground and SIG to any 3.3 V "
            "or 5 V logic output. The trigger level does not depend on VCC.",
            "PZA-2312 (leads): switch the negative lead with an NPN transistor or an N-channel "
            "MOSFET; the buzzer is polarised: red lead to +.",
            "At 3 V the sound is about 13 dB quieter than at 12 V; for alarm use run it at 12 V or "
            "higher.",
        ],
        8.0,
        "\u2013",
    )
    s.heading(mark + "6. Dimensions (mm)", 10.5)
    s.table(
        [Col("Dimension", 200), Col("PZA-2312", 150, "C"), Col("PZA-2312T", 149, "C")],
        [
            ["Housing diameter", "23.0 " + PM + " 0.3", "23.0 " + PM + " 0.3"],
            ["Housing height", "12.0 " + PM + " 0.3", "12.0 " + PM + " 0.3"],
            ["Sound opening", "\u00d8 2.5", "\u00d8 2.5"],
            ["Pin / lead spacing", "15.0", "board 30 " + TIMES + " 26, header 2.54"],
            ["Lead length", "100 " + PM + " 5", DASH],
        ],
        7.6,
    )
    s.heading(mark + "7. Reliability tests", 10.5)
    s.para(
        "After each test and 2 h at room temperature the sound pressure level shall be within "
        + PM + "10 dB of the initial value.",
        7.8,
    )
    s.table(
        [Col("No.", 28, "C"), Col("Test", 130), Col("Conditions", 341)],
        [
            ["1", "High temperature", "+85 " + DEG + " for 96 h (PZA-2312T: +70 " + DEG + ")"],
            ["2", "Low temperature", "-30 " + DEG + " for 96 h"],
            ["3", "Damp heat", "+40 " + DEG + ", 90 " + ELL + " 95 %RH for 96 h"],
            [
                "4",
                "Temperature cycling",
                "-30 " + DEG + " (30 min) " + "\u2194" + " +85 " + DEG + " (30 min), 5 cycles",
            ],
            ["5", "Operating life", "12 V DC, 1 s on / 1 s off, 20 000 cycles at +25 " + DEG],
            ["6", "Drop", "75 cm onto a wooden board, 3 times"],
            ["7", "Vibration", "10 " + ELL + " 55 Hz, 1.5 mm amplitude, 2 h per axis"],
            ["8", "Solderability", "+245 " + PM + " 5 " + DEG + ", 3 s, 95 % coverage"],
        ],
        7.6,
    )
    s.heading(mark + "8. Ordering", 10.5)
    s.table(
        [Col("Order code", 110), Col("Description", 260), Col("Packing", 129, "C")],
        [
            ["PZA-2312", "Active piezo buzzer, 100 mm leads", "bulk, 200 pcs"],
            ["PZA-2312T", "Buzzer module with NPN driver and SIG input", "bag, 50 pcs"],
        ],
        7.6,
    )
    revision_table(
        s,
        [
            ["2022-09-14", "A", "First issue"],
            ["2023-05-02", "B", "PZA-2312T added"],
            ["2024-02-20", "C", "Current per supply voltage; reliability tests"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "pza-2312.pdf")


# ---------------------------------------------- dual-channel optocoupler IC (Kayseri)
def _bar(s: Sheet, text: str, color: tuple[int, int, int]) -> None:
    """A white heading on a coloured bar across the column."""
    s.gap(4)
    y = s.get_y()
    if y + 20 > s.page_h - 56:
        raise RuntimeError(f"page {s.page_no()}: no room for a heading bar")
    s.set_fill_color(*color)
    s.rect(s._x0, y, s._w, 14, "F")
    s.set_font(s.family, "B", 9.5)
    s.set_text_color(255, 255, 255)
    s.set_xy(s._x0 + 4, y)
    s.cell(s._w - 8, 14, text)
    s.set_text_color(0, 0, 0)
    s.set_xy(s._x0, y + 18)


def okx2204(out: Path) -> Path:
    spruce = (20, 75, 80)
    style = Style(
        font="Liberation",
        header_left="ERC\u0130YES OPTOELEKTRON\u0130K",
        header_right="OKX-2204 Series  \u00b7  Photocoupler",
        footer_left="Erciyes Optoelektronik A.\u015e.  \u00b7  OSB 12. Cad. No: 8, Kayseri, "
        "T\u00fcrkiye  \u00b7  Document No: DOK-2204-EN",
        footer_right="Rev. 3  \u00b7  p. {page}",
        rule_color=spruce,
        table_fill=(226, 236, 237),
        accent=spruce,
        grid=False,
    )
    s = Sheet(style, "OKX-2204 series dual-channel photocoupler")
    s.add_page()
    s.title_block(
        "OKX-2204 Series",
        "8-Pin DIP Dual-Channel Phototransistor Photocoupler",
        "OKX-2204 (DIP-8)  \u00b7  OKX-2204S (SMD-8, gull wing)  \u00b7  CTR ranks A / B / C / D",
        22,
    )

    def features() -> None:
        _bar(s, "Features", spruce)
        s.bullets(
            [
                "Two isolated channels in one DIP-8 package",
                "Current transfer ratio CTR: min. 50 % at IF = 5 mA, VCE = 5 V",
                "High isolation voltage between input and output: Viso = 5000 Vrms",
                "Collector-emitter voltage VCEO = 80 V",
                "Operating temperature -55 " + DEG + " to +110 " + DEG,
                "Pb free, RoHS compliant, halogen free",
            ],
            7.8,
            "\u25cf",
        )

    def description() -> None:
        _bar(s, "Description", spruce)
        s.para(
            "Each channel of the OKX-2204 has an infrared emitting diode optically coupled to "
            "a silicon phototransistor detector. The two channels share the DIP-8 package but "
            "are electrically independent.",
            7.8,
        )
        _bar(s, "Applications", spruce)
        s.para(
            "Programmable controllers  \u00b7  I/O isolation for microcontrollers  \u00b7  "
            "Switching power supply feedback  \u00b7  Signal transmission between circuits of "
            "different potentials and impedances",
            7.8,
        )

    s.side_by_side(features, description, 250, 14)
    _bar(s, "Absolute Maximum Ratings (Ta = 25 " + DEG + ")", spruce)
    s.table(
        [Col("", 70), Col("Parameter", 170), Col("Symbol", 70, "C"), Col("Rating", 100, "C"), Col("Unit", 89, "C")],
        [
            ["Input", "Forward current", "I_{F}", "50", "mA"],
            ["", "Peak forward current (1)", "I_{FP}", "1", "A"],
            ["", "Reverse voltage", "V_{R}", "6", "V"],
            ["", "Power dissipation", "P_{D}", "70", "mW"],
            ["Output", "Collector-emitter voltage", "V_{CEO}", "80", "V"],
            ["", "Emitter-collector voltage", "V_{ECO}", "7", "V"],
            ["", "Collector current", "I_{C}", "50", "mA"],
            ["", "Collector power dissipation", "P_{C}", "150", "mW"],
            ["Coupled", "Total power dissipation", "P_{TOT}", "200", "mW"],
            ["", "Isolation voltage (2)", "V_{ISO}", "5000", "V rms"],
            ["", "Operating temperature", "T_{OPR}", "-55 ~ +110", DEG],
            ["", "Storage temperature", "T_{STG}", "-55 ~ +125", DEG],
            ["", "Soldering temperature (3)", "T_{SOL}", "260", DEG],
        ],
        7.6,
    )
    s.para(
        "Notes: (1) Pulse width " + LE + " 100 " + MU + "s, duty ratio 0.001. (2) AC for 1 minute, "
        "R.H. = 40 ~ 60 %; pins 1-4 shorted together and pins 5-8 shorted together. (3) For 10 "
        "seconds.",
        7.2,
    )
    _bar(s, "Pin Configuration", spruce)
    s.table(
        [Col("Pin", 50, "C"), Col("Function", 200), Col("Pin", 50, "C"), Col("Function", 199)],
        [
            ["1", "Anode, channel 1", "8", "Collector, channel 1"],
            ["2", "Cathode, channel 1", "7", "Emitter, channel 1"],
            ["3", "Anode, channel 2", "6", "Collector, channel 2"],
            ["4", "Cathode, channel 2", "5", "Emitter, channel 2"],
        ],
        7.6,
    )

    s.add_page()
    _bar(s, "Electro-Optical Characteristics (Ta = 25 " + DEG + ", per channel)", spruce)
    s.table(
        [
            Col("", 52),
            Col("Parameter", 108),
            Col("Symbol", 52, "C"),
            Col("Min.", 38, "C"),
            Col("Typ.", 38, "C"),
            Col("Max.", 38, "C"),
            Col("Unit", 40, "C"),
            Col("Condition", 133),
        ],
        [
            ["Input", "Forward voltage", "V_{F}", DASH, "1.2", "1.4", "V", "I_{F} = 20 mA"],
            ["", "Reverse current", "I_{R}", DASH, DASH, "10", MU + "A", "V_{R} = 4 V"],
            ["", "Input capacitance", "C_{in}", DASH, "30", "250", "pF", "V = 0, f = 1 kHz"],
            ["Output", "Collector dark current", "I_{CEO}", DASH, DASH, "100", "nA", "V_{CE} = 20 V, I_{F} = 0 mA"],
            ["", "C-E breakdown voltage", "BV_{CEO}", "80", DASH, DASH, "V", "I_{C} = 0.1 mA"],
            ["", "E-C breakdown voltage", "BV_{ECO}", "7", DASH, DASH, "V", "I_{E} = 0.1 mA"],
            ["Transfer", "Current transfer ratio", "CTR", "50", DASH, "600", "%", "I_{F} = 5 mA, V_{CE} = 5 V"],
            [
                "",
                "Collector-emitter\nsaturation voltage",
                "V_{CE(sat)}",
                DASH,
                "0.1",
                "0.2",
                "V",
                "I_{F} = 20 mA, I_{C} = 1 mA",
            ],
            ["", "Isolation resistance", "R_{IO}", "5" + TIMES + "10^{10}", "10^{11}", DASH, OHM, "DC 500 V, 40 ~ 60 % R.H."],
            ["", "Floating capacitance", "C_{IO}", DASH, "0.6", "1.0", "pF", "V = 0, f = 1 MHz"],
            ["", "Cut-off frequency", "f_{c}", DASH, "80", DASH, "kHz", "V_{CE} = 5 V, I_{C} = 2 mA,\nR_{L} = 100 " + OHM + ", -3 dB"],
            ["", "Rise time", "t_{r}", DASH, "3", "18", MU + "s", "V_{CE} = 2 V, I_{C} = 2 mA,\nR_{L} = 100 " + OHM],
            ["", "Fall time", "t_{f}", DASH, "4", "18", MU + "s", "V_{CE} = 2 V, I_{C} = 2 mA,\nR_{L} = 100 " + OHM],
        ],
        7.4,
    )
    s.para("* Typical values are for information only and are not guaranteed.", 7.2)
    _bar(s, "CTR Rank Table (IF = 5 mA, VCE = 5 V, Ta = 25 " + DEG + ")", spruce)
    s.table(
        [Col("Model number", 150), Col("Rank mark", 100, "C"), Col("CTR min.", 80, "C"), Col("CTR max.", 80, "C"), Col("Unit", 89, "C")],
        [
            ["OKX-2204", "none", "50", "600", "%"],
            ["OKX-2204A", "A", "80", "160", "%"],
            ["OKX-2204B", "B", "130", "260", "%"],
            ["OKX-2204C", "C", "200", "400", "%"],
            ["OKX-2204D", "D", "300", "600", "%"],
        ],
        7.6,
    )
    _bar(s, "Ordering Information", spruce)
    s.para(
        "Part number: OKX-2204X(Y)-Z, where X = CTR rank (A, B, C, D or none), Y = S for the "
        "surface-mount lead form (SMD-8) or none for DIP-8, Z = tape-and-reel option TA or TB "
        "(SMD-8 only).",
        7.8,
    )
    s.table(
        [Col("Option", 80, "C"), Col("Description", 259), Col("Packing quantity", 160, "C")],
        [
            ["None", "Standard DIP-8", "45 units per tube"],
            ["S", "Surface-mount lead form (SMD-8)", "45 units per tube"],
            ["S-TA", "SMD-8, tape and reel, pin 1 at the sprocket side", "1000 units per reel"],
            ["S-TB", "SMD-8, tape and reel, pin 1 away from the sprocket", "1000 units per reel"],
        ],
        7.6,
    )
    _bar(s, "Notes for Use", spruce)
    s.bullets(
        [
            "Set the LED current with a series resistor: R = (V_drive - VF) / IF. The CTR is "
            "specified at IF = 5 mA; it falls with age, so design for at least 2 " + TIMES
            + " the minimum collector current you need.",
            "The phototransistor output is an open collector: add a pull-up to the receiving "
            "side's supply.",
            "Switching speed drops with a large load resistor; see the rise and fall times "
            "above.",
        ],
        7.6,
        "\u25cf",
    )
    return save(s, out / "okx-2204.pdf")
