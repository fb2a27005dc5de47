"""Hold-out 124 datasheets, part 1: a 24-bit load-cell amplifier board, a fixed-gain
current-sense amplifier IC, a 3.3 V LDO regulator module and a STEP / DIR stepper driver
carrier board.

A Lilongwe (Malawi) maker-store product sheet (MWK prices, "‣" heads, an "At a glance"
card, a specification table in column groups per version, output data rate per RATE
jumper, excitation per supply voltage, FAQ), a Cluj-Napoca (Romania) analog-IC house
data sheet in English ("n) Title" heads, "Tab. n" captions above the tables, gain, offset
and bandwidth stacked per gain version, a device-comparison table), a Manama (Bahrain)
maker-store sheet (BHD prices, "⬢" heads, column groups per version, output current
stacked per input voltage, "Good to know" notes) and a Port of Spain (Trinidad and
Tobago) robotics-shop product sheet (TTD prices, "▲" heads, column groups per version,
microstep and pin tables as decoys, current-setting examples, FAQ).
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
MID = "\u00b7"


# ------------------------------------------------ 24-bit load-cell amplifier board (Lilongwe)
def nkm_wb24(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="LINGADZI MAKER SUPPLIES  " + MID + "  Lilongwe",
        header_right="NKM-WB24 / NKM-WB24-S  " + MID + "  product sheet",
        footer_left="Lingadzi Maker Supplies Ltd  " + MID + "  Area 3, Lilongwe, Malawi  " + MID
        + "  TPIN 30412687  " + MID + "  prices in MWK incl. 16.5 % VAT",
        footer_right="[ {page} | {nb} ]",
        rule_color=(112, 48, 32),
        table_fill=(252, 232, 218),
        accent=(112, 48, 32),
        grid=True,
    )
    h = "\u2023 "
    s = Sheet(style, "NKM-WB24 / NKM-WB24-S 24-bit load-cell amplifier board")
    s.add_page()
    s.title_block(
        "NKM-WB24 / NKM-WB24-S",
        "24-bit Load-Cell Amplifier Board " + NDASH + " two-wire clock / data interface",
        "For 4-wire strain-gauge load cells and bathroom-scale half bridges  " + MID + "  10 or 80 "
        "samples per second  " + MID + "  product sheet v2.2, March 2024",
        21,
    )

    def what() -> None:
        s.heading(h + "What it is", 10)
        s.para(
            "A small board that turns the millivolt signal of a strain-gauge load cell into a "
            "24-bit number. It carries a 24-bit delta-sigma ADC with a low-noise programmable "
            "amplifier, an excitation regulator for the bridge (E+), a 2.54 mm header for the "
            "host and a screw terminal for the load cell.",
            8.0,
        )
        s.para(
            "The NKM-WB24 (red board) has one supply pin, VCC, for the ADC and its logic. The "
            "NKM-WB24-S (black board, tinned shield can over the analog front end) adds a VDD "
            "pin that sets the logic level of DT and SCK on its own, so the bridge can run from "
            "5 V while the host talks at 3.3 V.",
            8.0,
        )

    def glance() -> None:
        s.heading(h + "At a glance", 10)
        s.table(
            [Col("", 86), Col("", 130)],
            [
                ["ADC", "24-bit delta-sigma"],
                ["Channels", "A (gain 128 / 64), B (gain 32)"],
                ["Output rate", "10 or 80 SPS"],
                ["Supply", "2.7 " + ELL + " 5.5 V"],
                ["Host interface", "DT + SCK (not I" + SQ + "C)"],
                ["Load cell", "4-wire, 350 " + ELL + " 1000 " + OHM],
                ["Board size", "34 " + TIMES + " 21 mm"],
            ],
            7.5,
            show_head=False,
        )

    s.side_by_side(what, glance, 265, 16)
    s.heading(h + "Features", 10)
    s.bullets(
        [
            "On-board excitation regulator: E+ = 4.3 V from a 5 V supply, switched off in "
            "power-down",
            "RATE solder jumper: 10 SPS (50 / 60 Hz rejection) or 80 SPS",
            "Power-down by holding SCK high for more than 60 " + MU + "s",
            "Power LED on the NKM-WB24 (remove R5 to save about 2 mA); no LED on the -S",
            "Two M3 mounting holes, 5-way screw terminal, 2.54 mm header",
        ],
        7.8,
        "\u2023",
    )
    s.heading(h + "Specifications", 10)
    s.table(
        [
            Col("Parameter", 128),
            Col("Conditions", 149),
            Col("NKM-WB24", 80, "C"),
            Col("NKM-WB24-S", 80, "C"),
            Col("Unit", 62, "C"),
        ],
        [
            ["Supply voltage VCC", "analog and bridge supply", "2.7 " + ELL + " 5.5",
             "2.7 " + ELL + " 5.5", "V"],
            ["Logic supply VDD", "sets the DT / SCK level", "= VCC (on board)",
             "2.6 " + ELL + " 5.5", "V"],
            ["Excitation voltage E+", "VCC = 5.0 V", "4.3", "4.3", "V"],
            ["", "VCC = 3.3 V (regulator in dropout)", "3.2", "3.2", "V"],
            ["Output data rate", "RATE jumper open (as shipped)", "10", "80", "SPS"],
            ["", "RATE jumper closed", "80", "10", "SPS"],
            ["Operating current", "ADC and regulator, VCC = 5 V,\nload cell not included",
             "1.5", "1.6", "mA"],
            ["Power LED current", "VCC = 5 V", "2.1", DASH, "mA"],
            ["Bridge resistance", "4-wire load cell", "350 " + ELL + " 1000",
             "350 " + ELL + " 1000", OHM],
            ["Operating temperature", "board (screw terminal rated)", "-20 " + ELL + " +70",
             "-40 " + ELL + " +85", DEG],
        ],
        7.5,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.heading(h + "Electrical characteristics (both versions, 25 " + DEG + ")", 10)
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 44, "C"),
            Col("Conditions", 147),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 58, "C"),
        ],
        [
            ["Full-scale differential\ninput range", "V_{IN}",
             "E+ = 4.3 V, channel A, gain 128\nE+ = 4.3 V, channel A, gain 64\n"
             "E+ = 4.3 V, channel B, gain 32", "", PM + "16.8\n" + PM + "33.6\n" + PM + "67.2",
             "", "mV"],
            ["Input noise", "e_{n}", "gain 128, 10 SPS\ngain 128, 80 SPS", "", "50\n90", "",
             "nV rms"],
            ["Settling time", "t_{S}", "after power-up or rate change, 10 SPS\n"
             "after power-up or rate change, 80 SPS", "", "400\n50", "", "ms"],
            ["Power-down current", "I_{PD}", "VCC = 5.0 V, LED removed\n"
             "VCC = 3.3 V, LED removed", "", "0.5\n0.2", "1.0\n0.5", MU + "A"],
            ["Input high voltage\n(SCK)", "V_{IH}", "", "0.7 " + TIMES + " VDD", "", "VDD + 0.3",
             "V"],
            ["Input low voltage (SCK)", "V_{IL}", "", "-0.3", "", "0.3 " + TIMES + " VDD", "V"],
            ["SCK high time", "t_{H}", "while reading", "0.2", "1", "50", MU + "s"],
        ],
        7.5,
    )

    s.add_page()
    s.heading(h + "Channel and gain selection", 10)
    s.para(
        "After DT goes low, clock 24 bits out of DT with SCK, then give 1 to 3 more SCK pulses to "
        "choose channel and gain for the next reading. The pulse counts below are not data "
        "rates.",
        7.8,
    )
    s.table(
        [
            Col("SCK pulses in total", 130, "C"),
            Col("Channel", 80, "C"),
            Col("Gain", 80, "C"),
            Col("Full scale at E+ = 4.3 V", 209, "C"),
        ],
        [
            ["25", "A", "128", PM + "16.8 mV"],
            ["26", "B", "32", PM + "67.2 mV"],
            ["27", "A", "64", PM + "33.6 mV"],
        ],
        7.5,
    )
    s.heading(h + "Pins", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Side", 90, "C"), Col("Function", 349)],
        [
            ["E+ / E-", "terminal", "bridge excitation (red / black wire)"],
            ["A+ / A-", "terminal", "channel A signal (green / white wire)"],
            ["B+ / B-", "pads", "channel B signal (second sensor or temperature bridge)"],
            ["VCC", "header", "supply 2.7 " + ELL + " 5.5 V"],
            ["VDD", "header", "-S only: logic level of DT and SCK, 2.6 " + ELL + " 5.5 V"],
            ["DT", "header", "data out, push-pull, swings between GND and VDD"],
            ["SCK", "header", "clock in; held high for more than 60 " + MU + "s = power-down"],
            ["GND", "header", "ground"],
        ],
        7.5,
    )
    s.heading(h + "Absolute maximum ratings", 10)
    s.lines(
        [
            "Supply voltage VCC, VDD: -0.3 V to 6.0 V",
            "DT, SCK: -0.3 V to VDD + 0.3 V",
            "Storage temperature: -40 " + DEG + " to +125 " + DEG,
        ],
        8.0,
        3.5,
    )
    s.heading(h + "Hook-up notes", 10)
    s.bullets(
        [
            "DT / SCK is a two-wire serial interface of its own. It is not I" + SQ + "C and "
            "has no address: give each board its own two host pins and do not put it on an "
            "I" + SQ + "C bus.",
            "At VCC = 3.3 V the regulator cannot reach 4.3 V; E+ follows VCC at about 3.2 V "
            "and the full-scale range shrinks in the same ratio. Readings stay valid.",
            "5 V Arduino boards: power VCC from 5 V and connect DT and SCK to any two digital "
            "pins.",
            "3.3 V hosts with the NKM-WB24-S: VCC from 5 V, VDD from the host's 3.3 V. DT then "
            "swings to 3.3 V only.",
            "Keep the load-cell wires short and twisted; the board has no cable-break detection.",
        ],
        7.5,
        "\u2023",
    )
    s.heading(h + "FAQ", 10)
    s.bullets(
        [
            "Can I use four bathroom-scale half bridges? Yes " + NDASH + " wire them as one "
            "full bridge (E+, E-, A+, A-).",
            "Why are my first readings off? Allow the settling time after power-up (400 ms at "
            "10 SPS) and let the load cell warm up for a few minutes.",
            "Battery use? Put the board in power-down between readings; on the red board also "
            "remove R5, or the LED keeps drawing about 2 mA.",
        ],
        7.5,
        "\u2023",
    )
    s.heading(h + "Order", 10)
    s.table(
        [Col("SKU", 80), Col("Item", 309), Col("Price (MWK)", 110, "R")],
        [
            ["LMS-2411", "NKM-WB24 board (red), headers loose", "7 900"],
            ["LMS-2412", "NKM-WB24-S board (black, shield can)", "12 500"],
            ["LMS-2415", "NKM-WB24 + 5 kg aluminium load cell + M4 screws", "19 800"],
            ["LMS-2420", "NKM-WB24-S + 20 kg load cell + 2 m shielded cable", "31 400"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2022-09-14", "v1.0", "First sheet"],
            ["2023-06-02", "v2.0", "NKM-WB24-S added"],
            ["2024-03-11", "v2.2", "Power-down current per VCC; FAQ"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "nkm-wb24.pdf")


# ------------------------------------------------ fixed-gain current-sense amplifier IC (Cluj-Napoca)
def ocs4181(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Someș Analog",
        header_right="OCS4181  " + MID + "  Datasheet",
        footer_left="Someș Analog S.R.L.  " + MID + "  Cluj-Napoca, Romania  " + MID
        + "  DS-4181-EN  Rev. B  " + MID + "  March 2024",
        footer_right="{page} of {nb}",
        rule_color=(20, 60, 140),
        table_fill=None,
        accent=(20, 60, 140),
        grid=False,
    )
    s = Sheet(style, "OCS4181 26 V fixed-gain current-sense amplifier")
    s.add_page()
    s.title_block(
        "OCS4181",
        "26-V, Low- or High-Side, Voltage-Output Current-Sense Amplifier with Fixed Gain",
        "Gain versions OCS4181-G20 / -G50 / -G100 / -G200    SOT-23-5 and SC-70-5    "
        "DS-4181-EN Rev. B",
        22,
    )

    def features() -> None:
        s.heading("1) Features", 10)
        s.bullets(
            [
                "Common-mode input range: -0.2 V to +26 V, independent of the supply",
                "Supply voltage: 2.7 V to 5.5 V",
                "Four fixed gains: 20, 50, 100 and 200 V/V",
                "Offset voltage: " + PM + "150 " + MU + "V max (G20), " + PM + "100 " + MU
                + "V max (G50 to G200)",
                "Gain error: " + PM + "1 % max over temperature",
                "Bandwidth: up to 350 kHz (G20)",
                "Quiescent current: 260 " + MU + "A typical",
                "Specified from -40 " + DEG + " to +125 " + DEG,
            ],
            7.8,
        )

    def applications() -> None:
        s.heading("2) Applications", 10)
        s.bullets(
            [
                "Motor and solenoid current monitoring",
                "Battery chargers and power banks",
                "Over-current protection in 12-V and 24-V rails",
                "LED driver feedback",
            ],
            7.8,
        )
        s.heading("3) Description", 10)
        s.para(
            "The OCS4181 senses the voltage drop across a shunt resistor at common-mode "
            "voltages from -0.2 V to +26 V, whatever the supply voltage, and amplifies it with a "
            "fixed gain to a ground-referenced output. It is unidirectional: current flows from "
            "IN+ to IN-. The four gain versions share one pinout.",
            7.8,
        )

    s.side_by_side(features, applications, 250, 16)
    s.heading("4) Device comparison", 10)
    s.caption("Tab. 1  Gain versions")
    s.table(
        [
            Col("Version", 100),
            Col("Gain (V/V)", 75, "C"),
            Col("Bandwidth (kHz)", 85, "C"),
            Col("Offset max (" + MU + "V)", 85, "C"),
            Col("Marking DV / DK", 154, "C"),
        ],
        [
            ["OCS4181-G20", "20", "350", PM + "150", "4G2 / Q20"],
            ["OCS4181-G50", "50", "210", PM + "100", "4G5 / Q50"],
            ["OCS4181-G100", "100", "150", PM + "100", "4GA / Q1A"],
            ["OCS4181-G200", "200", "105", PM + "100", "4GB / Q2B"],
        ],
        7.5,
    )
    s.heading("5) Absolute maximum ratings", 10)
    s.caption("Tab. 2  Absolute maximum ratings (over operating free-air temperature)")
    s.table(
        [
            Col("Parameter", 260),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage VS", "-0.3", "6", "V"],
            ["Differential input voltage, VIN+ - VIN-", "-26", "26", "V"],
            ["Common-mode input voltage, VIN+ and VIN- to GND", "-0.3", "28", "V"],
            ["Output voltage", "-0.3", "VS + 0.3", "V"],
            ["Input current into any pin", "", "5", "mA"],
            ["Junction temperature", "", "150", DEG],
            ["Storage temperature", "-65", "150", DEG],
        ],
        7.5,
    )
    s.heading("6) Recommended operating conditions", 10)
    s.caption("Tab. 3  Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Nom", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Common-mode input voltage", "V_{CM}", "-0.2", "12", "26", "V"],
            ["Operating supply voltage", "V_{S}", "2.7", "5", "5.5", "V"],
            ["Operating free-air temperature", "T_{A}", "-40", "", "125", DEG],
        ],
        7.5,
    )
    s.heading("7) Electrical characteristics", 10)
    s.caption("Tab. 4  Electrical characteristics (TA = 25 " + DEG + ", VS = 5 V, VCM = 12 V, "
              "unless noted)")
    s.table(
        [
            Col("Parameter", 98),
            Col("Symbol", 40, "C"),
            Col("Test conditions", 175),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 51, "C"),
        ],
        [
            ["Common-mode\nrejection ratio", "CMRR", "VCM = -0.1 V to 26 V, TA = -40 to 125 "
             + DEG, "84", "100", "", "dB"],
            ["Offset voltage", "V_{OS}", "OCS4181-G20\nOCS4181-G50, -G100, -G200", "",
             PM + "25\n" + PM + "15", PM + "150\n" + PM + "100", MU + "V"],
            ["Gain", "G", "OCS4181-G20\nOCS4181-G50\nOCS4181-G100\nOCS4181-G200", "",
             "20\n50\n100\n200", "", "V/V"],
            ["Gain error", "E_{G}", "VOUT = 0.5 V to VS - 0.5 V", "", PM + "0.1", PM + "1.0",
             "%"],
            ["Bandwidth (-3 dB)", "BW", "OCS4181-G20\nOCS4181-G50\nOCS4181-G100\n"
             "OCS4181-G200", "", "350\n210\n150\n105", "", "kHz"],
            ["Input bias current", "I_{B}", "IN+ and IN- each, VCM = 12 V", "", "80", "",
             MU + "A"],
        ],
        7.5,
    )

    s.add_page()
    s.caption("Tab. 4 (continued)")
    s.table(
        [
            Col("Parameter", 98),
            Col("Symbol", 40, "C"),
            Col("Test conditions", 175),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 51, "C"),
        ],
        [
            ["Swing to VS", "V_{OH}", "R_{L} = 10 k" + OHM + " to GND", "", "VS - 0.02",
             "VS - 0.03", "V"],
            ["Swing to GND", "V_{OL}", "VSENSE = 0 V, R_{L} = 10 k" + OHM, "", "1", "5", "mV"],
            ["Slew rate", "SR", "", "", "2", "", "V/" + MU + "s"],
            ["Supply voltage", "V_{S}", "", "2.7", "", "5.5", "V"],
            ["Quiescent current", "I_{Q}", "VSENSE = 0 V\nVSENSE = 0 V, TA = -40 to 125 " + DEG,
             "", "260", "350\n400", MU + "A"],
        ],
        7.5,
    )
    s.heading("8) Pin configuration", 10)
    s.caption("Tab. 5  Pin functions")
    s.table(
        [
            Col("Name", 70, "C"),
            Col("SOT-23-5 (DV)", 80, "C"),
            Col("SC-70-5 (DK)", 80, "C"),
            Col("Type", 60, "C"),
            Col("Description", 209),
        ],
        [
            ["OUT", "1", "4", "Output", "Output voltage = G " + TIMES + " (VIN+ - VIN-)"],
            ["GND", "2", "2", "Ground", "Ground"],
            ["IN+", "3", "3", "Input", "Shunt, supply side"],
            ["IN-", "4", "1", "Input", "Shunt, load side"],
            ["VS", "5", "5", "Power", "Supply 2.7 V to 5.5 V"],
        ],
        7.5,
    )
    s.heading("9) Application information", 10)
    s.para(
        "The output is VOUT = G " + TIMES + " ILOAD " + TIMES + " RSHUNT. Example: a 10 m" + OHM
        + " shunt with the OCS4181-G50 gives 0.5 V/A, so a 5-A load reads 2.5 V. Choose gain and "
        "shunt so that the largest load current stays below the output swing limit: with VS = "
        "3.3 V the output saturates at about 3.28 V.",
        7.8,
    )
    s.para(
        "The inputs may see the full -0.2 V to +26 V common-mode range while VS = 0 V; the "
        "OCS4181 neither loads the shunt nor back-powers VS. The device has no shutdown pin: to "
        "save power, switch VS off. The OCS4181 is unidirectional; a current flowing from IN- to "
        "IN+ drives the output to its low swing limit and is not measured.",
        7.8,
    )
    s.para(
        "Place a 0.1-" + MU + "F ceramic capacitor from VS to GND. Route IN+ and IN- as a Kelvin "
        "pair to the shunt pads. For signals with fast common-mode steps, an RC filter at the "
        "inputs (10 " + OHM + ", 0.1 " + MU + "F) reduces output glitches; its resistors add gain "
        "error through the input bias current.",
        7.8,
    )
    s.heading("10) Ordering information", 10)
    s.caption("Tab. 6  Ordering information")
    s.table(
        [
            Col("Orderable part", 120),
            Col("Gain", 50, "C"),
            Col("Package", 80, "C"),
            Col("Pins", 40, "C"),
            Col("Reel", 60, "C"),
            Col("Quantity", 60, "C"),
            Col("Marking", 89, "C"),
        ],
        [
            ["OCS4181G20DVR", "20", "SOT-23-5", "5", "7 in", "3000", "4G2"],
            ["OCS4181G50DVR", "50", "SOT-23-5", "5", "7 in", "3000", "4G5"],
            ["OCS4181G100DVR", "100", "SOT-23-5", "5", "7 in", "3000", "4GA"],
            ["OCS4181G200DVR", "200", "SOT-23-5", "5", "7 in", "3000", "4GB"],
            ["OCS4181G50DKR", "50", "SC-70-5", "5", "7 in", "3000", "Q50"],
            ["OCS4181G100DKR", "100", "SC-70-5", "5", "7 in", "3000", "Q1A"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-04", "A", "Initial release"],
            ["2024-03", "B", "G20 version added; quiescent current over temperature"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "ocs4181.pdf")


# ------------------------------------------------ 3.3 V LDO regulator module (Manama)
def mnr33(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Seef Maker Store  " + MID + "  Manama",
        header_right="MNR-33A / MNR-33L  3.3 V regulator modules",
        footer_left="Seef Maker Store W.L.L.  " + MID + "  Seef District, Manama, Kingdom of "
        "Bahrain  " + MID + "  CR No. 118204-1",
        footer_right="pg. {page} of {nb}",
        rule_color=(190, 20, 90),
        table_fill=None,
        accent=(190, 20, 90),
        grid=False,
    )
    h = "\u2b22 "
    s = Sheet(style, "MNR-33A / MNR-33L 3.3 V LDO regulator modules")
    s.add_page()
    s.title_block(
        "MNR-33A / MNR-33L",
        "3.3 V Linear Regulator (LDO) Modules",
        "Two boards, one footprint: MNR-33A for 5 " + ELL + " 12 V inputs and up to 800 mA, "
        "MNR-33L for battery projects with a 40 " + MU + "A quiescent current",
        21,
    )

    def overview() -> None:
        s.heading(h + "Overview", 10)
        s.para(
            "Both modules turn a higher DC voltage into a steady 3.3 V for microcontrollers, "
            "sensors and radios. The MNR-33A uses a classic 1117-type regulator in SOT-223 with "
            "a power LED. The MNR-33L uses a low-dropout CMOS regulator in SOT-23-5 with an "
            "enable pin and no LED, for battery-powered projects.",
            8.0,
        )
        s.para(
            "Neither board has reverse-polarity protection. Check the polarity before you "
            "connect a battery.",
            8.0,
        )

    def facts() -> None:
        s.heading(h + "Quick facts", 10)
        s.bullets(
            [
                "Output 3.3 V fixed",
                "MNR-33A: up to 800 mA",
                "MNR-33L: up to 500 mA",
                "3-pin 2.54 mm header (4-pin on -L)",
                "Ceramic input and output capacitors on board",
                "Board 18 " + TIMES + " 12 mm",
            ],
            8.0,
            "\u2b22",
        )

    s.side_by_side(overview, facts, 290, 16)
    s.heading(h + "Specifications (25 " + DEG + ")", 10)
    s.table(
        [
            Col("Parameter", 140),
            Col("Conditions", 150),
            Col("MNR-33A", 82, "C"),
            Col("MNR-33L", 82, "C"),
            Col("Unit", 45, "C"),
        ],
        [
            ["Input voltage", "recommended", "4.5 " + ELL + " 12", "3.5 " + ELL + " 6.0", "V"],
            ["Input voltage, absolute max.", "", "15", "6.5", "V"],
            ["Output voltage", "IOUT = 10 mA", "3.3 (" + PM + "1 %)", "3.3 (" + PM + "2 %)",
             "V"],
            ["Output current, continuous", "see derating for MNR-33A", "800", "500", "mA"],
            ["Dropout voltage", "IOUT = 300 mA\nIOUT = full load", "1.0\n1.1 (1.3 max)",
             "0.25\n0.42", "V"],
            ["Quiescent current", "regulator ground current,\nno load", "5 mA (10 mA max)",
             "40 " + MU + "A (70 " + MU + "A max)", ""],
            ["Module no-load input current", "incl. power LED", "7 mA", "40 " + MU + "A", ""],
            ["Enable input (EN)", "on / off threshold", DASH, GE + " 1.5 / " + LE + " 0.4",
             "V"],
            ["Shutdown current", "EN low", DASH, "0.1 " + MU + "A", ""],
            ["Line regulation", "VIN = min " + ELL + " max", "0.2", "0.1", "%"],
            ["Ripple rejection", "1 kHz, IOUT = 100 mA", "60", "70", "dB"],
            ["Regulator package", "", "SOT-223", "SOT-23-5", ""],
            ["Operating temperature", "ambient, module", "-20 " + ELL + " +70",
             "-40 " + ELL + " +85", DEG],
        ],
        7.5,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.heading(h + "How much current from the MNR-33A?", 10)
    s.para(
        "The SOT-223 regulator turns the voltage difference into heat: P = (VIN - 3.3 V) "
        + TIMES + " IOUT. Without a heat sink the board may dissipate about 1 W at 25 " + DEG
        + " ambient, which limits the output current at higher input voltages:",
        8.0,
    )
    s.table(
        [
            Col("Input voltage", 120, "C"),
            Col("Max. continuous output current", 190, "C"),
            Col("Power in the regulator", 189, "C"),
        ],
        [
            ["5.0 V (USB)", "580 mA", "1.0 W"],
            ["7.5 V", "240 mA", "1.0 W"],
            ["9.0 V (9 V battery / adapter)", "175 mA", "1.0 W"],
            ["12 V", "115 mA", "1.0 W"],
        ],
        7.5,
        head_rows=[["MNR-33A without heat sink, 25 " + DEG + " ambient", "<", "<"]],
    )

    s.add_page()
    s.heading(h + "Pins", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("MNR-33A", 120, "C"), Col("MNR-33L", 120, "C"),
         Col("Note", 199)],
        [
            ["1", "VIN", "VIN", "input, see input voltage range"],
            ["2", "GND", "GND", "common ground"],
            ["3", "3V3", "3V3", "regulated output"],
            ["4", DASH, "EN", "high or open = on (100 k" + OHM + " pull-up to VIN)"],
        ],
        7.5,
    )
    s.heading(h + "Good to know", 10)
    s.bullets(
        [
            "USB power bank or 5 V USB charger: the MNR-33A delivers up to 580 mA without a "
            "heat sink; the MNR-33L up to 500 mA.",
            "One Li-ion / LiPo cell (3.0 " + ELL + " 4.2 V): not enough for the MNR-33A, which "
            "needs at least 4.5 V in. The MNR-33L regulates from 3.5 V; below that its output "
            "follows the cell voltage minus the dropout.",
            "The MNR-33L needs no more than 6.0 V in. Do not connect it to a 9 V battery or a "
            "12 V adapter.",
            "ESP32 and other Wi-Fi boards draw short peaks of about 500 mA when they transmit. "
            "Add a 470 " + MU + "F capacitor at the output for these peaks.",
            "Do not connect two outputs together to get more current.",
        ],
        7.8,
        "\u2b22",
    )
    s.heading(h + "FAQ", 10)
    s.bullets(
        [
            "Why does the MNR-33A get hot? It burns (VIN - 3.3 V) " + TIMES + " IOUT. At 12 V in "
            "and 115 mA out that is already 1 W.",
            "Can I run the MNR-33L from 4 x AA (up to 6.4 V with fresh alkaline cells)? No: "
            "6.4 V is above its 6.0 V limit. Use 3 x AA or the MNR-33A.",
            "What is the EN pin for? Pull it low to switch the MNR-33L off; it then draws "
            "0.1 " + MU + "A.",
        ],
        7.8,
        "\u2b22",
    )
    s.heading(h + "Order", 10)
    s.table(
        [Col("SKU", 90), Col("Item", 259), Col("Price (BHD, incl. 10 % VAT)", 150, "R")],
        [
            ["SMS-R33A-01", "MNR-33A, 1 piece", "0.850"],
            ["SMS-R33A-05", "MNR-33A, pack of 5", "3.600"],
            ["SMS-R33L-01", "MNR-33L, 1 piece", "1.450"],
            ["SMS-R33L-05", "MNR-33L, pack of 5", "6.300"],
        ],
        7.5,
    )
    s.para(
        "Prices include 10 % VAT. Same-day pick-up at the Seef shop; delivery across Bahrain "
        "within 2 working days.",
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-11-05", "1.0", "First sheet"],
            ["2024-02-19", "1.1", "Derating table for MNR-33A; FAQ"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "mnr-33.pdf")


# ------------------------------------------------ STEP / DIR stepper driver carrier (Port of Spain)
def pnx_sd28(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="SAVANNAH ROBOTICS",
        header_right="PNX-SD28 / PNX-SD28H stepper driver carriers",
        footer_left="Savannah Robotics Ltd  " + MID + "  Woodbrook, Port of Spain, Trinidad and "
        "Tobago  " + MID + "  BIR No. 410-338-072  " + MID + "  prices in TTD incl. 12.5 % VAT",
        footer_right="page {page}/{nb}",
        rule_color=(20, 90, 60),
        table_fill=(220, 240, 228),
        accent=(20, 90, 60),
        grid=True,
    )
    h = "\u25b2 "
    s = Sheet(style, "PNX-SD28 / PNX-SD28H bipolar stepper motor driver carriers")
    s.add_page()
    s.title_block(
        "PNX-SD28 / PNX-SD28H",
        "Bipolar Stepper Motor Driver Carriers (STEP / DIR)",
        "Pin-compatible 15.2 " + TIMES + " 20.3 mm carriers for 3D printers, CNC and camera "
        "sliders  " + MID + "  product sheet rev. 3",
        22,
    )
    s.heading(h + "Overview", 10.5)
    s.para(
        "Both carriers drive one bipolar stepper motor from two logic inputs: every rising edge "
        "on STEP moves the motor one (micro)step, DIR sets the direction. The PNX-SD28 is the "
        "classic 16-microstep carrier with a separate logic supply pin (VDD). The PNX-SD28H "
        "takes higher motor voltages, makes its logic supply on board, offers 32 microsteps "
        "and reports faults on the pin where the PNX-SD28 has VDD.",
        8.2,
    )
    s.bullets(
        [
            "Adjustable current limit (trimmer, VREF test point)",
            "Sleep, reset and enable inputs; over-temperature, over-current and under-voltage "
            "shutdown",
            "Mixed decay with fixed off-time of 20 " + MU + "s",
            "Comes with a stick-on heat sink and 2 x 8 male headers (not soldered)",
        ],
        8.0,
        "\u25b2",
    )
    s.heading(h + "Specifications", 10.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 150),
            Col("PNX-SD28", 75, "C"),
            Col("PNX-SD28H", 75, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Motor supply voltage VMOT", "recommended", "8 " + ELL + " 35", "8.2 " + ELL + " 45",
             "V"],
            ["Motor supply, absolute max.", "", "40", "47", "V"],
            ["Logic supply voltage VDD", "", "3.0 " + ELL + " 5.5", "on board", "V"],
            ["Logic input high (STEP, DIR, EN, ...)", "", GE + " 0.7 " + TIMES + " VDD",
             GE + " 2.2", "V"],
            ["Logic input, absolute max.", "", "VDD + 0.3", "5.75", "V"],
            ["Current per phase,\ncontinuous", "no heat sink, 25 " + DEG + "\n"
             "heat sink and fan", "1.0\n1.5", "1.5\n2.2", "A"],
            ["Current per phase, peak", "", "2.0", "2.5", "A"],
            ["Current-sense resistors", "", "0.100", "0.068", OHM],
            ["Microstep resolution", "", "full " + ELL + " 1/16", "full " + ELL + " 1/32", ""],
            ["STEP frequency", "max.", "250", "250", "kHz"],
            ["STEP pulse width", "high and low, min.", "1.0", "1.9", MU + "s"],
            ["Motor supply current", "outputs enabled, no steps", "4", "8", "mA"],
            ["Logic supply current", "VDD = 5 V, operating", "8", DASH, "mA"],
            ["Sleep current\n(motor supply VMOT)", "SLEEP low", "10", "20", MU + "A max"],
            ["Output on-resistance", "high side + low side, 25 " + DEG, "0.64", "0.40", OHM],
            ["Thermal shutdown", "junction", "165", "150", DEG],
            ["Operating temperature", "ambient", "-20 " + ELL + " +85", "-20 " + ELL + " +85",
             DEG],
        ],
        7.6,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.heading(h + "Microstep selection", 10.5)
    s.table(
        [
            Col("MS1", 50, "C"),
            Col("MS2", 50, "C"),
            Col("MS3", 50, "C"),
            Col("PNX-SD28", 175, "C"),
            Col("PNX-SD28H", 174, "C"),
        ],
        [
            ["L", "L", "L", "full step", "full step"],
            ["H", "L", "L", "1/2", "1/2"],
            ["L", "H", "L", "1/4", "1/4"],
            ["H", "H", "L", "1/8", "1/8"],
            ["H", "H", "H", "1/16", "1/32"],
        ],
        7.6,
    )

    s.add_page()
    s.heading(h + "Pins", 10.5)
    s.table(
        [Col("Pin", 55, "C"), Col("PNX-SD28", 80, "C"), Col("PNX-SD28H", 80, "C"),
         Col("Function", 284)],
        [
            ["1", "EN", "EN", "low = outputs on (pulled low on board)"],
            ["2 " + NDASH + " 4", "MS1 " + NDASH + " MS3", "MS1 " + NDASH + " MS3",
             "microstep select, see table"],
            ["5", "RST", "RST", "low = reset; tie to SLP if unused"],
            ["6", "SLP", "SLP", "low = sleep"],
            ["7", "STEP", "STEP", "one step per rising edge"],
            ["8", "DIR", "DIR", "direction"],
            ["9", "GND", "GND", "logic ground"],
            ["10", "VDD", "FLT", "SD28: logic supply in; SD28H: fault output, open drain"],
            ["11 " + NDASH + " 14", "1B 1A 2A 2B", "1B 1A 2A 2B", "motor coils"],
            ["15", "GND", "GND", "motor ground"],
            ["16", "VMOT", "VMOT", "motor supply"],
        ],
        7.6,
    )
    s.heading(h + "Setting the current limit", 10.5)
    s.para(
        "Turn the trimmer while you measure VREF between the test point and GND, motor "
        "disconnected. PNX-SD28: I = VREF / (8 " + TIMES + " 0.100 " + OHM + "), so VREF = "
        "0.80 V gives 1.0 A. PNX-SD28H: I = VREF / (5 " + TIMES + " 0.068 " + OHM + "), so VREF "
        "= 0.51 V gives 1.5 A. Set the limit to the motor's rated phase current or lower.",
        8.0,
    )
    s.heading(h + "Power notes", 10.5)
    s.bullets(
        [
            "Place a 100 " + MU + "F electrolytic capacitor across VMOT and GND close to the "
            "board. Long supply leads cause voltage spikes above the absolute maximum rating.",
            "Never connect or disconnect the motor while VMOT is on; the driver can be "
            "destroyed.",
            "Both carriers shut down when VMOT drops below about 7 V.",
            "The continuous current ratings are measured at 25 " + DEG + " in open air on our "
            "test bench.",
        ],
        8.0,
        "\u25b2",
    )
    s.heading(h + "FAQ", 10.5)
    s.bullets(
        [
            "Does it work with 3.3 V boards (ESP32, Raspberry Pi Pico)? Yes. Power the "
            "PNX-SD28's VDD from 3.3 V; the PNX-SD28H accepts 3.3 V and 5 V logic directly.",
            "12 V or 24 V? Both carriers take either. Higher voltage gives more torque at speed.",
            "Which one for a 1.7 A NEMA 17? The PNX-SD28H with its heat sink and a fan.",
            "Can the motor hold position with no steps? Yes, as long as EN is low and VMOT is "
            "on.",
        ],
        8.0,
        "\u25b2",
    )
    s.heading(h + "Order", 10.5)
    s.table(
        [Col("Item no.", 90), Col("Description", 299), Col("Price (TTD)", 110, "R")],
        [
            ["SR-0428", "PNX-SD28 carrier with heat sink", "45.00"],
            ["SR-0429", "PNX-SD28H carrier with heat sink", "72.00"],
            ["SR-0430", "PNX-SD28, pack of 5", "199.00"],
            ["SR-0431", "NEMA 17 stepper, 1.2 A, 0.4 Nm, 1 m cable", "135.00"],
        ],
        7.6,
    )
    revision_table(
        s,
        [
            ["2022-07-18", "1", "PNX-SD28 only"],
            ["2023-08-30", "2", "PNX-SD28H added"],
            ["2024-02-06", "3", "Current ratings with heat sink and fan; FAQ"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "pnx-sd28.pdf")
