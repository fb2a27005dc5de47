"""Hold-out 120 datasheets, part 1: an ultrasonic distance sensor module, a 12-bit SPI
DAC, a low-dropout linear regulator IC and a STEP / DIR stepper motor driver module.

A Gaborone (Botswana) maker-shop product sheet ("➤" heads, prices in pula, a version
table, a headless spec list with currents per mode and the echo level stacked per
supply, a UART command table as a decoy and a "Questions we hear" section), a
Knoxville (Tennessee) mixed-signal house data sheet ("›" upper-case heads, "TABLE n."
captions, section rows inside the electrical table, supply current per version, SPI
clock stacked per VDD, a write-command register and ordering table as decoys), an
Izmir (Türkiye) power-IC data sheet ("♦ n." heads, captions below the tables, the
recommended conditions in column groups per package, dropout stacked per load current
under a name wrapped over two lines, quiescent vs ground vs shutdown current) and a
Santo Domingo maker-store product sheet ("→" heads, RD$ prices, a key-data table with
one column per version, current per phase with and without a heat sink, pin,
microstep and current-setting sections as decoys).
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
ELL = "\u2026"
NDASH = "\u2013"
SQ = "\u00b2"


# --------------------------------------------------- ultrasonic ranging module (Gaborone)
def okvus72(out: Path) -> Path:
    mark = "\u27a4 "
    style = Style(
        font="DejaVu",
        header_left="Okavango Maker Depot  \u00b7  Gaborone",
        header_right="OKV-US72 / OKV-US72S  product sheet",
        footer_left="Okavango Maker Depot (Pty) Ltd  \u00b7  Plot 64, Gaborone West, Botswana  "
        "\u00b7  VAT reg. P03 1187 22  \u00b7  prices in pula incl. VAT",
        footer_right="p. {page} ({nb})",
        rule_color=(160, 82, 45),
        table_fill=None,
        accent=(140, 70, 35),
        grid=False,
    )
    s = Sheet(style, "OKV-US72 ultrasonic distance sensor module")
    s.add_page()
    s.title_block(
        "OKV-US72 / OKV-US72S",
        "Ultrasonic distance sensor module, trigger / echo or UART output",
        "Item OMD-1452 (OKV-US72, trigger / echo)  \u00b7  Item OMD-1453 (OKV-US72S, UART)  "
        "\u00b7  board 45 x 20 mm, two 16 mm transducers",
        20,
    )
    s.heading(mark + "Overview", 10.5)
    s.para(
        "The OKV-US72 measures the distance to an object in front of it with 40 kHz "
        "ultrasound: one transducer sends a short burst, the other listens for the echo, and "
        "the time between the two tells you how far away the object is. The plain OKV-US72 "
        "gives you that time as a pulse on its ECHO pin (the classic trigger / echo way, works "
        "with any microcontroller). The OKV-US72S has a small on-board processor that does "
        "the maths and the temperature correction for you and sends the distance in "
        "millimetres over a serial (UART) line.",
        8.5,
    )
    s.heading(mark + "Which one do I buy?", 10.5)
    s.table(
        [Col("", 150), Col("OKV-US72", 170), Col("OKV-US72S", 179)],
        [
            ["Output", "trigger / echo pulse", "UART, 9600 baud, 8N1"],
            ["Measuring range (flat wall)", "2 cm to 450 cm", "3 cm to 600 cm"],
            ["Resolution", "0.3 cm", "1 mm"],
            ["Measuring cycle", "60 ms min. between triggers", "100 ms (auto mode)"],
            ["Temperature correction", "no (do it in your code)", "yes, on-board sensor"],
            ["Price, 1 pc", "P 39.00", "P 64.00"],
            ["Price, 10 pcs and up", "P 34.50 each", "P 57.00 each"],
        ],
        8.0,
    )
    s.heading(mark + "Specifications (both versions unless marked)", 10.5)
    s.table(
        [Col("", 190), Col("", 309)],
        [
            ["Working voltage", "3.0 V to 5.5 V DC"],
            ["Supply, absolute max.", "6.0 V (no reverse-polarity protection)"],
            ["Working current, ranging", "5.8 mA typ., 15 mA peak during the burst"],
            ["Idle current (waiting for trigger)", "1.9 mA"],
            ["Sleep current (OKV-US72S, SLEEP command)", "18 " + MU + "A"],
            ["Ultrasonic frequency", "40 kHz " + PM + " 1 kHz"],
            ["Beam angle", "about 15" + "\u00b0" + " (-6 dB), cone"],
            ["Accuracy", PM + "(1 cm + 0.3 % of distance), flat wall, 20 " + DEG],
            ["Trigger input (OKV-US72)", "10 " + MU + "s high pulse, high level " + GE + " 2.0 V"],
            [
                "Echo output high level",
                GE + " 4.8 V at VCC = 5.0 V\n" + GE + " 3.1 V at VCC = 3.3 V",
            ],
            ["UART levels (OKV-US72S)", "TX swings to VCC; RX accepts 3.3 V or 5 V logic"],
            ["Operating temperature", "-10 " + DEG + " to +60 " + DEG],
            ["Storage temperature", "-20 " + DEG + " to +70 " + DEG],
            ["Weight", "8.5 g"],
        ],
        8.0,
        show_head=False,
    )
    s.para(
        "Ranges are measured on a flat, hard wall of at least 0.5 m" + SQ + " square to the "
        "sensor. Soft or slanted targets return much less sound (see the questions on page 2).",
        7.8,
    )

    s.add_page()
    s.heading(mark + "Pins", 10.5)
    s.table(
        [Col("Pin", 40, "C"), Col("OKV-US72", 110), Col("OKV-US72S", 110), Col("Notes", 239)],
        [
            ["1", "VCC", "VCC", "3.0 V to 5.5 V"],
            ["2", "TRIG", "RX", "to a GPIO / to your board's TX"],
            ["3", "ECHO", "TX", "to a GPIO / to your board's RX"],
            ["4", "GND", "GND", ""],
            ["5", "not fitted", "MODE", "open = auto mode, to GND = command mode"],
        ],
        8.0,
    )
    s.heading(mark + "How to measure (OKV-US72)", 10.5)
    s.para(
        "Pull TRIG high for at least 10 " + MU + "s. The module sends eight 40 kHz pulses and "
        "then raises ECHO; ECHO stays high for the round-trip time of the sound. Distance in "
        "cm = ECHO time in " + MU + "s / 58. Wait at least 60 ms before the next trigger so that "
        "old echoes have died out. With no echo, ECHO drops after about 38 ms.",
        8.3,
    )
    s.heading(mark + "UART commands (OKV-US72S, MODE pin to GND)", 10.5)
    s.table(
        [Col("Send (hex)", 70, "C"), Col("What it does", 250), Col("Reply", 179)],
        [
            ["0x55", "one measurement", "2 bytes: distance in mm, high byte first"],
            ["0x50", "read the on-board temperature", "1 byte: " + DEG + " + 45"],
            ["0xA0", "auto mode on (10 readings per second)", "2 bytes every 100 ms"],
            ["0xA1", "auto mode off", "none"],
            ["0xE5", "sleep; any byte wakes it up", "none"],
        ],
        8.0,
    )
    s.para(
        "In auto mode (MODE open) the OKV-US72S sends a 4-byte frame every 100 ms: 0xFF, "
        "distance high byte, distance low byte, checksum (sum of the first three bytes, low "
        "8 bits).",
        8.0,
    )
    s.heading(mark + "Questions we hear", 10.5)
    faq = [
        (
            "Can I use it with a 3.3 V board such as an ESP32 or a Raspberry Pi?",
            "Yes. Power it from 3.3 V and the ECHO pulse (or TX line) stays at 3.3 V. At 3.3 V "
            "the range drops to about 350 cm (OKV-US72) or 450 cm (OKV-US72S). If you power "
            "it from 5 V, ECHO is a 5 V signal: put a 1 k" + OHM + " / 2 k" + OHM + " divider in "
            "front of a 3.3 V input.",
        ),
        (
            "How far away will it see a person?",
            "A flat wall gives the full range. People, clothes, curtains and sloped objects "
            "return much less sound: expect 2 m to 2.5 m.",
        ),
        (
            "Can I use it outdoors or in a damp place?",
            "The transducers are open cones behind a mesh, not sealed. Keep them out of rain and "
            "spray. We do not give a humidity rating for this module.",
        ),
        (
            "Why do I sometimes read 0 or a huge number?",
            "No echo came back in time (target too far, too soft or at an angle), or you "
            "triggered again before the last echo died out. Discard such readings.",
        ),
        (
            "Do I need to correct for temperature?",
            "Sound travels at about 343 m/s at 20 "
            + DEG
            + " and about 0.6 m/s faster per "
            + DEG
            + ". The OKV-US72S corrects for this itself; with the OKV-US72 do it in your code "
            "if you need better than 2 %.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.3, bold=True)
        s.para(answer, 8.3)
    s.para(
        "Ordering in bulk or for schools: ask at the counter for our price list. All prices "
        "valid from 1 February 2024.",
        7.5,
    )
    return save(s, out / "okv-us72.pdf")


# ---------------------------------------------------------- 12-bit SPI DAC (Knoxville)
def smr7612(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="SMOKY RIDGE MICRODEVICES",
        header_right="SMR7611 / SMR7612",
        footer_left="SRM-DS-7612 Rev. B  \u00b7  February 2024  \u00b7  Smoky Ridge Microdevices, "
        "Inc., Knoxville, Tennessee 37919",
        footer_right="Page {page} of {nb}",
        rule_color=(0, 71, 171),
        table_fill=None,
        accent=(0, 60, 150),
        grid=False,
    )
    s = Sheet(style, "SMR7611 / SMR7612 12-bit SPI DAC")
    s.add_page()
    s.title_block(
        "SMR7611 / SMR7612",
        "12-Bit Single / Dual Voltage-Output DACs with SPI Interface and External Reference",
        "SMR7611: single, 8-pin MSOP / SOIC    SMR7612: dual, 14-pin TSSOP / SOIC",
        20,
    )

    def features() -> None:
        s.heading("\u203a FEATURES", 9.5)
        s.bullets(
            [
                "12-bit resolution, " + PM + "0.2 LSB DNL (typical)",
                "Single (SMR7611) or dual (SMR7612) output",
                "External reference input per channel, buffered or unbuffered",
                "Selectable 1x or 2x output gain",
                "SPI interface, 20 MHz clock (VDD " + GE + " 4.5 V)",
                "Latching LDAC input updates both outputs at once",
                "4.5 " + MU + "s settling time",
                "2.7 V to 5.5 V single supply",
                "175 " + MU + "A per channel",
                "E grade: -40 " + DEG + " to +125 " + DEG,
            ],
            7.8,
        )

    def description() -> None:
        s.heading("\u203a APPLICATIONS", 9.5)
        s.bullets(
            [
                "Set-point and offset trimming",
                "Sensor calibration",
                "Motor and valve control loops",
                "Programmable bias for lasers and LEDs",
            ],
            7.8,
        )
        s.heading("\u203a DESCRIPTION", 9.5)
        s.para(
            "The SMR7611 and SMR7612 are 12-bit voltage-output digital-to-analog converters "
            "for single-supply systems. Each output is a rail-to-rail amplifier set by the "
            "voltage on its own reference pin. The devices have no internal reference: VREFA "
            "and VREFB accept any voltage from 0.04 V to VDD - 0.04 V when buffered, or 0 V to "
            "VDD unbuffered. A 16-bit SPI word selects the channel, the buffer, the gain and "
            "the shutdown state.",
            7.8,
        )

    s.side_by_side(features, description, 250, 16)
    s.heading("\u203a ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [Col("", 330), Col("", 169, "R")],
        [
            ["VDD to AVSS", "6.5 V"],
            ["All other inputs and outputs to AVSS", "-0.3 V to VDD + 0.3 V"],
            ["Current at any input pin", PM + "25 mA"],
            ["Storage temperature", "-65 " + DEG + " to +150 " + DEG],
            ["Junction temperature", "+150 " + DEG],
            ["ESD protection, all pins (HBM)", GE + " 4 kV"],
        ],
        7.8,
        show_head=False,
    )
    s.para(
        "Stresses above those listed may cause permanent damage. Exposure to maximum rating "
        "conditions for extended periods may affect reliability.",
        7.2,
    )
    s.caption("TABLE 1. ELECTRICAL CHARACTERISTICS")
    s.para(
        "Unless otherwise indicated: VDD = 2.7 V to 5.5 V, VREF = 2.048 V, RL = 5 k"
        + OHM
        + " to AVSS, CL = 100 pF, GA = 1x, TA = -40 "
        + DEG
        + " to +85 "
        + DEG
        + ". Typical values at VDD = 5.0 V, TA = +25 "
        + DEG
        + ".",
        7.5,
    )
    ec = [
        Col("Parameter", 128),
        Col("Sym.", 50, "C"),
        Col("Min", 40, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 40, "C"),
        Col("Units", 36, "C"),
        Col("Conditions", 165),
    ]
    s.table(
        ec,
        [
            ["Power Requirements"],
            ["Input voltage", "V_{DD}", "2.7", "", "5.5", "V", ""],
            [
                "Input current, SMR7611",
                "I_{DD}",
                "",
                "175",
                "350",
                MU + "A",
                "digital inputs at 0 V or VDD",
            ],
            [
                "Input current, SMR7612",
                "I_{DD}",
                "",
                "350",
                "700",
                MU + "A",
                "both channels active",
            ],
            [
                "Software shutdown current",
                "I_{SHDN}",
                "",
                "3.3",
                "6",
                MU + "A",
                "all channels shut down (SHDN bit)",
            ],
            ["Power-on reset threshold", "V_{POR}", "", "2.0", "", "V", ""],
            ["DC Accuracy"],
            ["Resolution", "n", "12", "", "", "bits", ""],
            ["Integral nonlinearity", "INL", "", PM + "3.5", PM + "12", "LSb", ""],
            ["Differential nonlinearity", "DNL", "", PM + "0.2", PM + "0.75", "LSb", "monotonic"],
            ["Offset error", "V_{OS}", "", PM + "0.02", PM + "0.75", "% FSR", "code 0x000"],
            ["Gain error", "g_{E}", "", "-0.10", PM + "1.0", "% FSR", "code 0xFFF"],
        ],
        7.5,
    )

    s.add_page()
    s.caption("TABLE 1. ELECTRICAL CHARACTERISTICS (CONTINUED)")
    s.table(
        ec,
        [
            ["Output Amplifier"],
            ["Output swing", "V_{OUT}", "0.01", "", "VDD - 0.04", "V", "code range 0x000 to 0xFFF"],
            ["Slew rate", "SR", "", "0.55", "", "V/" + MU + "s", ""],
            [
                "Settling time",
                "t_{SETTLING}",
                "",
                "4.5",
                "",
                MU + "s",
                "1/4 to 3/4 scale, " + PM + "0.5 LSb",
            ],
            ["Short-circuit current", "I_{SC}", "", "15", "24", "mA", "output to AVSS or VDD"],
            ["Load resistance", "R_{L}", "5", "", "", "k" + OHM, "for rated swing"],
            ["Reference Input"],
            ["Input range, buffered", "V_{REF}", "0.04", "", "VDD - 0.04", "V", "BUF = 1"],
            ["Input range, unbuffered", "V_{REF}", "0", "", "VDD", "V", "BUF = 0"],
            ["Input impedance", "R_{VREF}", "", "165", "", "k" + OHM, "unbuffered"],
            ["Digital Inputs (CS, SCK, SDI, LDAC)"],
            ["Input high voltage", "V_{IH}", "0.7 VDD", "", "", "V", "see Note 1"],
            ["Input low voltage", "V_{IL}", "", "", "0.2 VDD", "V", ""],
            ["Input leakage", "I_{LI}", "-1", "", "1", MU + "A", ""],
        ],
        7.5,
    )
    s.para(
        "Note 1: The logic thresholds scale with the supply. VIH is 2.1 V at VDD = 3.0 V and "
        "3.5 V at VDD = 5.0 V.",
        7.5,
    )
    s.caption("TABLE 2. SPI TIMING REQUIREMENTS")
    s.table(
        [
            Col("Parameter", 140),
            Col("Sym.", 50, "C"),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Units", 36, "C"),
            Col("Conditions", 153),
        ],
        [
            ["SCK frequency", "f_{SCK}", "", "", "20", "MHz", "VDD = 4.5 V to 5.5 V"],
            ["", "", "", "", "10", "MHz", "VDD = 2.7 V to 4.5 V"],
            ["CS fall to first SCK rise", "t_{CSSR}", "40", "", "", "ns", ""],
            ["Data input setup time", "t_{SU}", "15", "", "", "ns", ""],
            ["Data input hold time", "t_{HD}", "10", "", "", "ns", ""],
            ["LDAC pulse width", "t_{LD}", "100", "", "", "ns", ""],
        ],
        7.5,
    )
    s.caption("TABLE 3. TEMPERATURE SPECIFICATIONS")
    s.table(
        [
            Col("Parameter", 190),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Units", 50, "C"),
            Col("Conditions", 159),
        ],
        [
            ["Specified range, I grade", "-40", "+85", DEG, "SMR761x-I"],
            ["Specified range, E grade", "-40", "+125", DEG, "SMR761x-E"],
            ["Thermal resistance, 8L-MSOP", "", "211", DEG + "/W", "junction to ambient"],
            ["Thermal resistance, 14L-TSSOP", "", "100", DEG + "/W", "junction to ambient"],
        ],
        7.5,
    )
    s.caption("TABLE 4. WRITE COMMAND REGISTER (16 BITS, MSB FIRST)")
    s.table(
        [Col("Bit", 50, "C"), Col("Name", 60, "C"), Col("Function", 389)],
        [
            ["15", "A/B", "1 = write DACB (SMR7612 only), 0 = write DACA"],
            ["14", "BUF", "1 = reference input buffered, 0 = unbuffered"],
            ["13", "GA", "1 = 1x gain (VOUT = VREF x D/4096), 0 = 2x gain"],
            [
                "12",
                "SHDN",
                "1 = output active, 0 = channel shut down (output 500 k" + OHM + " to AVSS)",
            ],
            ["11-0", "D11:D0", "DAC input data, 0x000 to 0xFFF"],
        ],
        7.5,
    )
    s.caption("TABLE 5. ORDERING INFORMATION")
    s.table(
        [
            Col("Part number", 130),
            Col("Channels", 60, "C"),
            Col("Package", 130),
            Col("Temperature range", 179),
        ],
        [
            ["SMR7611-I/MS", "1", "8-lead MSOP", "-40 " + DEG + " to +85 " + DEG],
            ["SMR7611-E/SN", "1", "8-lead SOIC", "-40 " + DEG + " to +125 " + DEG],
            ["SMR7612-I/ST", "2", "14-lead TSSOP", "-40 " + DEG + " to +85 " + DEG],
            ["SMR7612-E/SL", "2", "14-lead SOIC", "-40 " + DEG + " to +125 " + DEG],
        ],
        7.5,
    )
    return save(s, out / "smr7612.pdf")


# ------------------------------------------------------------ 500 mA LDO (Izmir)
def eyr6150(out: Path) -> Path:
    mark = "\u2666 "
    style = Style(
        font="LiberationNarrow",
        header_left="EGE G\u00dc\u00c7 YARI\u0130LETKEN A.\u015e.",
        header_right="EYR6150 Series  \u2014  500 mA Low-Dropout Regulator",
        footer_left="Ege G\u00fc\u00e7 Yar\u0131iletken A.\u015e.  \u00b7  Atat\u00fcrk Organize "
        "Sanayi B\u00f6lgesi, 10003 Sk. No:7, \u00c7i\u011fli / \u0130zmir, T\u00fcrkiye  \u00b7  "
        "Doc. EGY-DS-6150 Rev. 03",
        footer_right="{page} / {nb}",
        rule_color=(170, 20, 90),
        table_fill=(242, 242, 242),
        accent=(150, 15, 80),
        grid=True,
    )
    s = Sheet(style, "EYR6150 500 mA LDO regulator")
    s.add_page()
    s.title_block(
        "EYR6150 Series",
        "500 mA, Low-Quiescent-Current, Low-Dropout Linear Regulator with Enable",
        "Fixed outputs 1.8 V / 2.5 V / 2.8 V / 3.3 V / 5.0 V  \u00b7  SOT-23-5 and SOT-89-5  "
        "\u00b7  RoHS, halogen free",
        20,
    )

    def features() -> None:
        s.heading(mark + "1. Features", 10)
        s.bullets(
            [
                "Input voltage range: 2.5 V to 6.0 V",
                "Output current: 500 mA (SOT-89-5)",
                "Dropout: 300 mV typ. at 500 mA (VOUT " + GE + " 2.8 V)",
                "Quiescent current: 55 " + MU + "A typ.",
                "Shutdown current: < 1 " + MU + "A",
                "Output accuracy: " + PM + "1 % at 25 " + DEG,
                "Stable with a 1 " + MU + "F ceramic output capacitor",
                "PSRR: 70 dB at 1 kHz",
                "Current limit and thermal shutdown",
            ],
            8.0,
        )

    def description() -> None:
        s.heading(mark + "2. Applications", 10)
        s.bullets(
            [
                "Wi-Fi and Bluetooth modules",
                "Battery-powered sensors and meters",
                "Post-regulation after DC-DC converters",
                "USB-powered accessories",
            ],
            8.0,
        )
        s.heading(mark + "3. Description", 10)
        s.para(
            "The EYR6150 series are CMOS low-dropout regulators with a P-channel pass "
            "transistor. They draw only 55 "
            + MU
            + "A while regulating and less than 1 "
            + MU
            + "A when EN is pulled low. An output discharge switch pulls VOUT to ground in "
            "shutdown. Foldback current limit and thermal shutdown protect the device.",
            8.0,
        )

    s.side_by_side(features, description, 245, 18)
    s.heading(mark + "4. Ordering information", 10)
    s.table(
        [
            Col("Part number", 110),
            Col("VOUT", 60, "C"),
            Col("Package", 90, "C"),
            Col("Marking", 80, "C"),
            Col("Packing", 159, "C"),
        ],
        [
            ["EYR6150-18M5", "1.8 V", "SOT-23-5", "L18A", "3000 pcs / reel"],
            ["EYR6150-25M5", "2.5 V", "SOT-23-5", "L25A", "3000 pcs / reel"],
            ["EYR6150-28M5", "2.8 V", "SOT-23-5", "L28A", "3000 pcs / reel"],
            ["EYR6150-33M5", "3.3 V", "SOT-23-5", "L33A", "3000 pcs / reel"],
            ["EYR6150-50M5", "5.0 V", "SOT-23-5", "L50A", "3000 pcs / reel"],
            ["EYR6150-33P5", "3.3 V", "SOT-89-5", "6150-33", "1000 pcs / reel"],
            ["EYR6150-50P5", "5.0 V", "SOT-89-5", "6150-50", "1000 pcs / reel"],
        ],
        7.8,
    )
    s.caption("Table 1. Ordering information", 7.8)
    s.heading(mark + "5. Absolute maximum ratings", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Rating", 150, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Input voltage", "V_{IN}", "-0.3 to 6.5", "V"],
            ["EN voltage", "V_{EN}", "-0.3 to 6.5", "V"],
            ["Output voltage", "V_{OUT}", "-0.3 to V_{IN} + 0.3", "V"],
            ["Power dissipation", "P_{D}", "internally limited", "W"],
            ["Junction temperature", "T_{J}", "150", DEG],
            ["Storage temperature", "T_{STG}", "-55 to 150", DEG],
            ["Lead temperature (soldering, 10 s)", "T_{L}", "260", DEG],
        ],
        7.8,
    )
    s.caption("Table 2. Absolute maximum ratings (note 1)", 7.8)
    s.para(
        "Note 1: Stresses beyond these ratings may damage the device permanently. Operation "
        "is specified only under the recommended operating conditions.",
        7.3,
    )
    s.heading(mark + "6. Recommended operating conditions", 10)
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
            ["Input voltage", "V_{IN}", "2.5", "6.0", "2.5", "6.0", "V"],
            ["Output current", "I_{OUT}", "0", "300", "0", "500", "mA"],
            ["EN voltage", "V_{EN}", "0", "V_{IN}", "0", "V_{IN}", "V"],
            ["Operating ambient temperature", "T_{A}", "-40", "85", "-40", "85", DEG],
            ["Junction temperature", "T_{J}", "-40", "125", "-40", "125", DEG],
        ],
        7.8,
        head_rows=[["", "", "SOT-23-5", "<", "SOT-89-5", "<", ""]],
    )
    s.caption("Table 3. Recommended operating conditions", 7.8)

    s.add_page()
    s.heading(mark + "7. Electrical characteristics", 10)
    s.para(
        "VIN = VOUT(nom) + 1 V or 2.5 V, whichever is greater; IOUT = 1 mA; CIN = COUT = 1 "
        + MU
        + "F; TA = 25 "
        + DEG
        + " unless otherwise noted.",
        7.8,
    )
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 46, "C"),
            Col("Conditions", 163),
            Col("Min", 38, "C"),
            Col("Typ", 38, "C"),
            Col("Max", 38, "C"),
            Col("Unit", 66, "C"),
        ],
        [
            ["Output voltage accuracy", "V_{OUT}", "I_{OUT} = 1 mA", "-1", "", "+1", "%"],
            ["", "", "T_{A} = -40 to 85 " + DEG, "-2", "", "+2", "%"],
            [
                "Line regulation",
                "\u0394V_{LINE}",
                "V_{IN} = V_{OUT} + 1 V to 6 V",
                "",
                "0.02",
                "0.1",
                "%/V",
            ],
            [
                "Load regulation",
                "\u0394V_{LOAD}",
                "I_{OUT} = 1 mA to 500 mA",
                "",
                "0.4",
                "1.0",
                "%",
            ],
            [
                "Dropout voltage\n(V_{OUT} " + GE + " 2.8 V)",
                "V_{DO}",
                "I_{OUT} = 100 mA\nI_{OUT} = 300 mA\nI_{OUT} = 500 mA",
                "",
                "60\n180\n300",
                "90\n270\n450",
                "mV",
            ],
            ["Quiescent current", "I_{Q}", "I_{OUT} = 0 mA, EN = V_{IN}", "", "55", "80", MU + "A"],
            ["Ground current", "I_{GND}", "I_{OUT} = 500 mA", "", "250", "400", MU + "A"],
            ["Shutdown current", "I_{SHDN}", "EN = 0 V", "", "0.05", "1", MU + "A"],
            ["Current limit", "I_{LIM}", "V_{OUT} = 0.9 x V_{OUT(nom)}", "550", "750", "", "mA"],
            ["Short-circuit current", "I_{SC}", "V_{OUT} = 0 V (foldback)", "", "150", "", "mA"],
            ["EN input high threshold", "V_{ENH}", "", "1.2", "", "", "V"],
            ["EN input low threshold", "V_{ENL}", "", "", "", "0.4", "V"],
            ["EN pull-down current", "I_{EN}", "EN = V_{IN}", "", "0.5", "", MU + "A"],
            ["Power supply rejection", "PSRR", "f = 1 kHz, I_{OUT} = 50 mA", "", "70", "", "dB"],
            [
                "Output noise voltage",
                "e_{N}",
                "10 Hz to 100 kHz, I_{OUT} = 10 mA",
                "",
                "40",
                "",
                MU + "V_{RMS}",
            ],
            ["Start-up time", "t_{ST}", "EN high to 90 % V_{OUT}", "", "120", "", MU + "s"],
            ["Thermal shutdown", "T_{SD}", "rising T_{J}", "", "160", "", DEG],
            ["Thermal shutdown hysteresis", "", "", "", "20", "", DEG],
        ],
        7.6,
    )
    s.caption("Table 4. Electrical characteristics", 7.8)
    s.para(
        "Dropout voltage is VIN - VOUT when VOUT has fallen 100 mV below its value at VIN = "
        "VOUT(nom) + 1 V. It is not specified for the 1.8 V and 2.5 V versions, whose minimum "
        "input voltage of 2.5 V sets the headroom.",
        7.5,
    )
    s.heading(mark + "8. Application information", 10)
    s.para(
        "Input and output capacitors: place a 1 " + MU + "F ceramic capacitor from VIN to GND "
        "and a 1 " + MU + "F to 22 " + MU + "F ceramic capacitor (X5R or X7R) from VOUT to GND, "
        "both close to the pins.",
        7.8,
    )
    s.para(
        "Thermal design: the power dissipated is PD = (VIN - VOUT) x IOUT. The junction-to-"
        "ambient thermal resistance on a JEDEC board is 250 "
        + DEG
        + "/W for SOT-23-5 and 110 "
        + DEG
        + "/W for SOT-89-5. Example: VIN = 5.0 V, VOUT = 3.3 V, IOUT = 300 mA gives PD = "
        "0.51 W, i.e. a 56 " + DEG + " rise in SOT-89-5 but 128 " + DEG + " in SOT-23-5, which "
        "would trip the thermal shutdown. Above about 150 mA at a 5 V input use the SOT-89-5 "
        "package.",
        7.8,
    )
    s.para(
        "Enable: EN has an internal pull-down; tie it to VIN for always-on operation. The "
        "EN threshold does not depend on VIN, so 1.8 V and 3.3 V logic can drive it directly.",
        7.8,
    )
    s.heading(mark + "9. Pin configuration", 10)
    s.table(
        [
            Col("Pin name", 80, "C"),
            Col("SOT-23-5", 70, "C"),
            Col("SOT-89-5", 70, "C"),
            Col("Function", 279),
        ],
        [
            ["VIN", "1", "4", "Input supply"],
            ["GND", "2", "2 (tab)", "Ground"],
            ["EN", "3", "3", "Enable, active high, internal pull-down"],
            ["NC", "4", "1", "No connection"],
            ["VOUT", "5", "5", "Regulated output"],
        ],
        7.8,
    )
    s.caption("Table 5. Pin configuration", 7.8)
    return save(s, out / "eyr6150.pdf")


# -------------------------------------------------- STEP / DIR stepper driver (Santo Domingo)
def qrssd47(out: Path) -> Path:
    mark = "\u2192 "
    style = Style(
        font="Liberation",
        header_left="Quisqueya Rob\u00f3tica  \u00b7  Santo Domingo",
        header_right="QRS-SD47 / QRS-SD47H  stepper driver carrier",
        footer_left="Quisqueya Rob\u00f3tica SRL  \u00b7  Av. Abraham Lincoln 1003, Piantini, Santo "
        "Domingo, D.N.  \u00b7  RNC 1-31-88204-5  \u00b7  prices in RD$ incl. ITBIS",
        footer_right="sheet {page} \u00b7 {nb}",
        rule_color=(0, 140, 95),
        table_fill=None,
        accent=(0, 115, 80),
        grid=False,
    )
    s = Sheet(style, "QRS-SD47 stepper motor driver carrier")
    s.add_page()
    s.title_block(
        "QRS-SD47 / QRS-SD47H",
        "Bipolar stepper motor driver carrier, STEP / DIR control, up to 1/32 microstep",
        "SKU QR-2210 (QRS-SD47)  \u00b7  SKU QR-2211 (QRS-SD47H, with heat sink and 2 oz copper)  "
        "\u00b7  15.2 x 20.3 mm, 2 x 8 pins, 2.54 mm pitch",
        20,
    )
    s.heading(mark + "What you get", 10.5)
    s.para(
        "A small carrier board for one bipolar stepper motor (4 wires), the kind used in 3D "
        "printers, CNC routers and camera sliders. Your microcontroller gives one pulse on "
        "STEP for every (micro)step and sets the direction with DIR; the driver chip does the "
        "current regulation. The H version has thicker copper, a bigger stick-on heat sink "
        "and a lower-resistance driver chip grade, so it runs cooler and can be set to a "
        "higher current. Headers come loose in the bag.",
        8.5,
    )
    s.table(
        [
            Col("SKU", 60),
            Col("Version", 120),
            Col("1 pc", 110, "R"),
            Col("5 pcs", 110, "R"),
            Col("Stock", 99, "C"),
        ],
        [
            ["QR-2210", "QRS-SD47", "RD$ 245.00", "RD$ 1,100.00", "yes"],
            ["QR-2211", "QRS-SD47H", "RD$ 315.00", "RD$ 1,425.00", "yes"],
        ],
        8.0,
    )
    s.heading(mark + "Key data", 10.5)
    s.table(
        [Col("", 165), Col("QRS-SD47", 90, "C"), Col("QRS-SD47H", 90, "C"), Col("Notes", 154)],
        [
            ["Motor supply VMOT", "8 V to 35 V", "8 V to 35 V", "100 " + MU + "F cap at VMOT!"],
            ["VMOT absolute maximum", "40 V", "40 V", "includes spikes"],
            ["Logic supply VDD", "3.0 V to 5.5 V", "3.0 V to 5.5 V", "from your MCU's rail"],
            [
                "Current per phase, no heat\nsink (continuous, RMS)",
                "1.2 A",
                "1.6 A",
                "still air, 25 " + DEG,
            ],
            [
                "Current per phase, heat sink\n+ fan (continuous, RMS)",
                "1.6 A",
                "2.2 A",
                "fan blowing on the board",
            ],
            ["Peak current per phase", "2.0 A", "2.8 A", "set with the trimmer"],
            [
                "MOSFET on-resistance\n(high + low side)",
                "0.32 " + OHM,
                "0.24 " + OHM,
                "typ. at 25 " + DEG,
            ],
            ["Microstep modes", "full to 1/32", "full to 1/32", "MS1 to MS3, page 2"],
            [
                "STEP frequency",
                "up to 250 kHz",
                "up to 250 kHz",
                "pulse " + GE + " 1.9 " + MU + "s high and low",
            ],
            [
                "Logic input high (STEP, DIR,\nEN, MSx, SLP, RST)",
                GE + " 2.2 V",
                GE + " 2.2 V",
                "3.3 V and 5 V logic",
            ],
            ["Logic input low", LE + " 0.8 V", LE + " 0.8 V", ""],
        ],
        8.0,
    )
    s.heading(mark + "Supply currents (VMOT = 24 V, 25 " + DEG + ")", 10.5)
    s.table(
        [Col("Condition", 255), Col("VMOT current", 120, "C"), Col("Notes", 124)],
        [
            ["outputs enabled, no STEP pulses", "5 mA typ.", "plus motor current"],
            ["EN high (outputs off)", "4 mA typ.", ""],
            ["SLP low (sleep)", "8 " + MU + "A typ., 20 " + MU + "A max.", "wake-up 1 ms"],
        ],
        8.0,
    )
    s.para(
        "The driver shuts its outputs off if VMOT falls below about 7 V (under-voltage "
        "lockout) and if the chip reaches 165 " + DEG + " (thermal shutdown); it restarts "
        "on its own once it has cooled down by 20 " + DEG + ".",
        8.0,
    )

    s.add_page()
    s.heading(mark + "Pins", 10.5)

    def left_pins() -> None:
        s.table(
            [Col("Pin", 50, "C"), Col("Function", 180)],
            [
                ["EN", "enable, low = on (pulled low)"],
                ["MS1", "microstep select 1"],
                ["MS2", "microstep select 2"],
                ["MS3", "microstep select 3"],
                ["RST", "reset, low = reset"],
                ["SLP", "sleep, low = sleep"],
                ["STEP", "one (micro)step per rising edge"],
                ["DIR", "direction"],
            ],
            7.8,
        )

    def right_pins() -> None:
        s.table(
            [Col("Pin", 50, "C"), Col("Function", 190)],
            [
                ["VMOT", "motor supply, 8 V to 35 V"],
                ["GND", "motor ground"],
                ["2B", "coil 2"],
                ["2A", "coil 2"],
                ["1A", "coil 1"],
                ["1B", "coil 1"],
                ["VDD", "logic supply, 3.0 V to 5.5 V"],
                ["GND", "logic ground"],
            ],
            7.8,
        )

    s.side_by_side(left_pins, right_pins, 240, 19)
    s.para(
        "RST and SLP are not pulled up on the board: tie them together (or both to VDD) or "
        "the driver stays asleep.",
        8.0,
    )
    s.heading(mark + "Microstep table", 10.5)
    s.table(
        [
            Col("MS1", 50, "C"),
            Col("MS2", 50, "C"),
            Col("MS3", 50, "C"),
            Col("Step size", 120, "C"),
            Col("Steps per turn (1.8" + "\u00b0" + " motor)", 229, "C"),
        ],
        [
            ["L", "L", "L", "full step", "200"],
            ["H", "L", "L", "1/2", "400"],
            ["L", "H", "L", "1/4", "800"],
            ["H", "H", "L", "1/8", "1600"],
            ["L", "L", "H", "1/16", "3200"],
            ["H", "H", "H", "1/32", "6400"],
        ],
        7.8,
    )
    s.heading(mark + "Setting the current", 10.5)
    s.para(
        "Turn the trimmer next to the chip and measure VREF between its wiper and GND. The "
        "peak current per phase is I_peak = VREF / (8 x 0.100 " + OHM + ") = 1.25 x VREF. "
        "Example: a motor rated 1.0 A per phase (RMS) needs a peak of 1.4 A, so set VREF to "
        "1.12 V. Set it with the motor connected and no STEP pulses.",
        8.3,
    )
    s.heading(mark + "Good to know", 10.5)
    s.bullets(
        [
            "Never plug or unplug the motor while VMOT is on: the voltage spike can destroy "
            "the chip.",
            "Use a 100 " + MU + "F (or bigger) electrolytic capacitor across VMOT and GND, close "
            "to the board. Long supply leads cause spikes above the 40 V limit.",
            "The board gets hot. Above the no-heat-sink current in the key data the chip "
            "reaches its thermal shutdown and the motor starts to stutter.",
            "The logic side can run from the same 3.3 V or 5 V rail as your microcontroller; "
            "VMOT and VDD do not need to be switched on in any order.",
            "The QRS-SD47H heat sink is 9 x 9 x 5 mm aluminium with thermal tape.",
        ],
        8.2,
    )
    return save(s, out / "qrs-sd47.pdf")
