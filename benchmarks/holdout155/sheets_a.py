"""Hold-out 155 datasheets, part 1: a 24-bit load-cell ADC with a two-wire clock / data
interface, an analog-output temperature sensor IC, a 1-Wire digital temperature probe and a
6-axis IMU with I2C.

A Mariehamn (Åland Islands) mixed-signal house data sheet ("⌈n⌉" heads, bilingual
"Förteckning n / List n" captions, column groups per version with supply currents stacked per
mode and a unit per line, gain per channel stacked, a pulse-count table and pins as decoys), a
Charlotte Amalie (U.S. Virgin Islands) analog house data sheet ("┌ n" upper-case heads,
"Spec grid n:" captions, column groups per version, temperature range stacked per supply,
transfer functions only in prose, package table as a decoy), a Saipan (Northern Mariana
Islands) probe factory "Product Specification" ("✻ n." upper-case heads, "Table No. n"
captions, input levels stacked per power mode, conversion time per resolution, a version
table for cable and probe ratings, wire colours and a ROM-command table as decoys) and a
Longyearbyen (Svalbard) motion-sensor data sheet ("❄ n" heads, "Tabulation n" captions,
sensitivity per full-scale range, supply current in version columns stacked per mode, a
register map with 0x68 as a reset value).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
DEGS = "\u00b0"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
DASH = "\u2014"
ELL = "\u2026"
SQ = "\u00b2"
TIMES = "\u00d7"
LCEIL = "\u2308"
RCEIL = "\u2309"
CORNER = "\u250c"
STAR = "\u273b"
FLAKE = "\u2744"
SQRT = "\u221a"
MID = "\u00b7"
DIA = "\u00d8"


def ceil_head(n: int, title: str) -> str:
    return LCEIL + str(n) + RCEIL + "  " + title


# ------------------------------------------------ 24-bit load-cell ADC (Mariehamn)
def lwg2411(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="LEMLAND SIGNAL",
        header_right="LWG2411 / LWG2411E  " + MID + "  datablad / data sheet",
        footer_left="Lemland Signal Ab  " + MID + "  Norra Esplanadgatan 7  " + MID + "  AX-22100 "
        "Mariehamn  " + MID + "  Åland Islands (Finland)",
        footer_right="utgåva 2 " + MID + " ark {page}/{nb}",
        rule_color=(31, 86, 72),
        table_fill=(226, 238, 231),
        accent=(31, 86, 72),
        grid=False,
    )
    s = Sheet(style, "LWG2411 / LWG2411E 24-bit ADC for bridge sensors")
    s.add_page()
    s.title_block(
        "LWG2411 / LWG2411E",
        "24-bit Analog-to-Digital Converter for Weigh Scales and Bridge Sensors",
        "Two differential channels  |  PGA 32 / 64 / 128  |  10 or 80 samples/s  |  two-wire "
        "clock / data output  |  SOP-16",
        19,
    )

    def features() -> None:
        s.heading(ceil_head(1, "Features"), 10)
        s.bullets(
            [
                "Two selectable differential inputs: channel A (gain 128 or 64) and channel B "
                "(gain 32)",
                "On-chip low-noise PGA and band-gap reference",
                "On-chip regulator for the load-cell excitation (AVDD)",
                "Output data rate 10 or 80 samples/s, set by the RATE pin",
                "Simple two-wire interface: PD_SCK in, DOUT out; no address, no registers",
                "Supply 2.6 V to 5.5 V",
                "LWG2411E: extended temperature grade to +105 " + DEG,
            ],
            7.6,
        )

    def description() -> None:
        s.heading(ceil_head(2, "Description"), 10)
        s.para(
            "The LWG2411 is a 24-bit delta-sigma converter made for weigh scales and other "
            "bridge sensors. The input multiplexer selects channel A or channel B; the "
            "programmable gain amplifier is set to 128 or 64 on channel A and fixed at 32 on "
            "channel B. An on-chip regulator supplies the bridge and the analog core, so the "
            "sensor can be connected without any external reference.",
            7.6,
        )
        s.para(
            "The digital interface is not I" + SQ + "C or SPI. The host reads 24 data bits by "
            "clocking PD_SCK; the number of extra pulses selects channel and gain for the next "
            "conversion (List 5). The LWG2411E is the same die tested for the extended "
            "temperature range.",
            7.6,
        )

    s.side_by_side(features, description, 235, 16)
    s.heading(ceil_head(3, "Electrical characteristics"), 10, rule=True)
    s.caption(
        "Förteckning 3 / List 3  Electrical characteristics (DVDD = AVDD = 5.0 V, TA = 25 "
        + DEG
        + " unless noted)"
    )
    s.table(
        [
            Col("Parameter", 96),
            Col("Conditions", 104),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Unit", 95, "C"),
        ],
        [
            ["Supply voltage", "DVDD, VSUP", "2.6", "", "5.5", "2.6", "", "5.5", "V"],
            [
                "Analog supply current\n(incl. regulator)",
                "normal operation\npower-down",
                "",
                "1.4\n0.3",
                "1.8\n1.0",
                "",
                "1.5\n0.5",
                "2.0\n3.0",
                "mA\n" + MU + "A",
            ],
            [
                "Digital supply\ncurrent",
                "normal operation\npower-down",
                "",
                "100\n0.2",
                "",
                "",
                "110\n0.3",
                "",
                MU + "A\n" + MU + "A",
            ],
            [
                "Full-scale differential\ninput range",
                "channel A, gain 128\nchannel A, gain 64\nchannel B, gain 32",
                "",
                PM + "20\n" + PM + "40\n" + PM + "80",
                "",
                "",
                PM + "20\n" + PM + "40\n" + PM + "80",
                "",
                "mV (AVDD = 5 V)",
            ],
            [
                "Output data rate",
                "RATE = 0 (DGND)\nRATE = 1 (DVDD)",
                "",
                "10\n80",
                "",
                "",
                "10\n80",
                "",
                "SPS",
            ],
            ["Settling time", "RATE = 0\nRATE = 1", "", "400\n50", "", "", "400\n50", "", "ms"],
            [
                "Input noise",
                "gain 128, RATE = 0\ngain 128, RATE = 1",
                "",
                "50\n90",
                "",
                "",
                "55\n95",
                "",
                "nV(rms)",
            ],
            [
                "Excitation (AVDD)\noutput current",
                "regulator, VSUP " + GE + " AVDD + 0.1 V",
                "",
                "",
                "25",
                "",
                "",
                "20",
                "mA",
            ],
            ["Band-gap voltage", "VBG", "1.20", "1.25", "1.30", "1.20", "1.25", "1.30", "V"],
            [
                "Crystal / clock",
                "XI driven or crystal",
                "1",
                "11.0592",
                "20",
                "1",
                "11.0592",
                "20",
                "MHz",
            ],
            ["Operating ambient", "", "-40", "", "+85", "-40", "", "+105", DEG],
        ],
        7.1,
        head_rows=[["", "", "LWG2411", "<", "<", "LWG2411E", "<", "<", ""]],
    )
    s.para(
        "The output data rate and settling time scale with the clock: the values above are for "
        "the internal oscillator or an 11.0592 MHz crystal. Input noise is referred to the input.",
        7.0,
    )
    s.heading(ceil_head(4, "Absolute maximum ratings"), 10, rule=True)
    s.caption("Förteckning 4 / List 4  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 220), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 119, "C")],
        [
            ["DVDD and VSUP to AGND / DGND", "-0.3", "6.0", "V"],
            ["Voltage on INA+/-, INB+/-", "-0.3", "AVDD + 0.3", "V"],
            ["Voltage on PD_SCK, RATE, XI", "-0.3", "DVDD + 0.3", "V"],
            ["Storage temperature", "-55", "+150", DEG],
            ["ESD (HBM), all pins", "", PM + "4", "kV"],
        ],
        7.1,
    )

    s.add_page()
    s.heading(ceil_head(5, "Serial interface"), 10, rule=True)
    s.para(
        "DOUT is high while a conversion runs and goes low when data are ready. The host then "
        "applies 25 to 27 positive pulses on PD_SCK; the first 24 shift out the result, MSB "
        "first, in two's complement (800000h to 7FFFFFh). The extra pulses select the input "
        "and gain of the next conversion:",
        7.6,
    )
    s.caption("Förteckning 5 / List 5  PD_SCK pulses per conversion")
    s.table(
        [
            Col("PD_SCK pulses", 110, "C"),
            Col("Input channel", 130, "C"),
            Col("Gain", 90, "C"),
            Col("Note", 169),
        ],
        [
            ["25", "A", "128", "state after power-on or reset"],
            ["26", "B", "32", ""],
            ["27", "A", "64", ""],
        ],
        7.1,
    )
    s.caption("Förteckning 6 / List 6  Interface timing (DVDD = 2.6 " + ELL + " 5.5 V)")
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Note", 230),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["T1", "DOUT falling edge to PD_SCK rising edge", "0.1", "", "", MU + "s"],
            ["T2", "PD_SCK rising edge to DOUT data valid", "", "", "0.1", MU + "s"],
            ["T3", "PD_SCK high time", "0.2", "1", "50", MU + "s"],
            ["T4", "PD_SCK low time", "0.2", "1", "", MU + "s"],
        ],
        7.1,
    )
    s.para(
        "Power-down: when PD_SCK stays high for longer than 60 " + MU + "s the LWG2411 enters "
        "power-down and both supply currents fall to the power-down values of List 3. A low "
        "level on PD_SCK wakes the part; it restarts on channel A with gain 128 and the first "
        "result is valid after the settling time. Keep T3 below 50 " + MU + "s while reading, or "
        "the part may power down in the middle of a word.",
        7.6,
    )
    s.heading(ceil_head(6, "Pins"), 10, rule=True)
    s.caption("Förteckning 7 / List 7  Pin functions, SOP-16")
    s.table(
        [Col("Pin", 34, "C"), Col("Name", 60, "C"), Col("Type", 60, "C"), Col("Function", 345)],
        [
            ["1", "VSUP", "power", "Regulator input, 2.6 " + ELL + " 5.5 V"],
            ["2", "BASE", "output", "Regulator control, to the base of the external PNP"],
            ["3", "AVDD", "power", "Analog supply / bridge excitation"],
            ["4", "VFB", "input", "Regulator feedback: AVDD = VBG " + TIMES + " (R1 + R2) / R2"],
            ["5", "AGND", "ground", "Analog ground"],
            ["6", "VBG", "output", "Reference bypass, 0.1 " + MU + "F to AGND"],
            ["7, 8", "INA-, INA+", "analog", "Channel A differential input"],
            ["9, 10", "INB-, INB+", "analog", "Channel B differential input"],
            [
                "11",
                "PD_SCK",
                "input",
                "Power-down control (high > 60 " + MU + "s) and serial clock",
            ],
            ["12", "DOUT", "output", "Serial data output"],
            ["13", "XO", "output", "Crystal"],
            [
                "14",
                "XI",
                "input",
                "Crystal or external clock; tie to DGND for the internal oscillator",
            ],
            ["15", "RATE", "input", "Output data rate: low 10 SPS, high 80 SPS"],
            ["16", "DVDD", "power", "Digital supply, 2.6 " + ELL + " 5.5 V"],
        ],
        7.0,
    )
    s.heading(ceil_head(7, "Application notes"), 10, rule=True)
    s.bullets(
        [
            "Bridge excitation: set AVDD with R1 / R2 so that VSUP stays at least 100 mV above "
            "AVDD. With VSUP = 3.3 V, an AVDD of 3.0 V is a safe choice; with VSUP = 5 V, 4.3 V.",
            "A 1 mV/V load cell excited with 5 V gives a 5 mV full-scale signal; use channel A "
            "at gain 128.",
            "DVDD sets the interface levels: DVDD = 3.3 V for a 3.3 V host, 5 V for a 5 V host. "
            "VSUP and DVDD may differ.",
            "Channel B has a fixed gain of 32 and is meant for a second, larger signal such as "
            "a battery-voltage divider.",
            "Several LWG2411 cannot share one DOUT line: give each converter its own DOUT pin "
            "(PD_SCK may be shared).",
        ],
        7.6,
    )
    s.caption("Förteckning 8 / List 8  Ordering information")
    s.table(
        [
            Col("Order code", 140),
            Col("Version", 100, "C"),
            Col("Package", 120, "C"),
            Col("Packing", 139, "C"),
        ],
        [
            ["LWG2411-S16T", "LWG2411", "SOP-16", "tube, 50 pcs"],
            ["LWG2411-S16R", "LWG2411", "SOP-16", "reel, 2500 pcs"],
            ["LWG2411E-S16R", "LWG2411E", "SOP-16", "reel, 2500 pcs"],
        ],
        7.0,
    )
    return save(s, out / "lwg2411.pdf")


# ------------------------------------------------ analog temperature sensor (Charlotte Amalie)
def vqt36(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="MAGENS BAY SEMICONDUCTOR",
        header_right="VQT36 / VQT37  Low-Voltage Analog Temperature Sensors",
        footer_left="Magens Bay Semiconductor, Inc.  "
        + MID
        + "  18 Dronningens Gade  "
        + MID
        + "  Charlotte Amalie, St. Thomas, U.S. Virgin Islands 00802",
        footer_right="MBS-036 Rev. E  " + MID + "  pp. {page} ({nb})",
        rule_color=(196, 84, 64),
        table_fill=(251, 230, 222),
        accent=(150, 52, 36),
        grid=True,
    )
    s = Sheet(style, "VQT36 / VQT37 low-voltage analog temperature sensors")
    s.add_page()
    s.title_block(
        "VQT36 / VQT37",
        "Low-Voltage, Analog-Output Centigrade Temperature Sensors",
        "TO-92  " + MID + "  SOT-23-5 with shutdown  " + MID + "  SOIC-8",
        22,
    )

    def features() -> None:
        s.heading(CORNER + " 1  FEATURES", 9.5)
        s.bullets(
            [
                "Voltage output, linear in " + DEG,
                "VQT36: 10 mV/" + DEG + ", 750 mV at 25 " + DEG,
                "VQT37: 20 mV/" + DEG + ", 500 mV at 25 " + DEG,
                PM + "2 " + DEG + " accuracy over the rated range (max.)",
                "Single supply 2.7 V to 5.5 V",
                "Less than 50 " + MU + "A quiescent current",
                "Shutdown current 0.5 " + MU + "A max. (SOT-23-5)",
                "Stable with capacitive loads to 1000 pF",
            ],
            7.8,
        )

    def applications() -> None:
        s.heading(CORNER + " 2  APPLICATIONS", 9.5)
        s.bullets(
            [
                "Thermal monitoring in power supplies and chargers",
                "HVAC and room thermometers",
                "Fire alarms, appliance protection",
                "Sensor inputs of microcontroller ADCs",
            ],
            7.8,
        )
        s.heading(CORNER + " 3  DESCRIPTION", 9.5)
        s.para(
            "The VQT36 and VQT37 are precision centigrade sensors with a voltage output that is "
            "proportional to temperature. They need no calibration and no negative supply: the "
            "VQT36 has a 500 mV offset so that temperatures below 0 " + DEG + " give a positive "
            "output. The VQT37 has twice the scale factor for the best resolution between 5 "
            "and 100 " + DEG + ".",
            7.8,
        )

    s.side_by_side(features, applications, 220, 18)
    s.heading(CORNER + " 4  SPECIFICATIONS", 9.5, rule=True)
    s.caption(
        "Spec grid 1:  Electrical characteristics (TA = 25 " + DEG + ", VS = 2.7 V to 5.5 V "
        "unless otherwise noted)"
    )
    s.table(
        [
            Col("Parameter", 92),
            Col("Conditions", 110),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Min", 36, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 36, "C"),
            Col("Unit", 81, "C"),
        ],
        [
            [
                "Accuracy",
                "TA = 25 " + DEG + "\nover rated range",
                "",
                PM + "1\n" + PM + "1.5",
                PM + "2\n" + PM + "3",
                "",
                PM + "1\n" + PM + "1.5",
                PM + "2\n" + PM + "3",
                DEG,
            ],
            ["Scale factor", "", "", "10", "", "", "20", "", "mV/" + DEG],
            ["Output voltage", "TA = 25 " + DEG, "", "750", "", "", "500", "", "mV"],
            ["Offset voltage", "output at 0 " + DEG, "", "500", "", "", "0", "", "mV"],
            [
                "Rated temperature\nrange",
                "VS = 2.7 V\nVS " + GE + " 3.0 V",
                "-40\n-40",
                "",
                "+100\n+125",
                "+5\n+5",
                "",
                "+85\n+100",
                DEG,
            ],
            ["Nonlinearity", "over rated range", "", "0.5", "", "", "0.5", "", DEG],
            ["Line regulation", "VS = 2.7 V to 5.5 V", "", "0.4", "", "", "0.4", "", DEG + "/V"],
            [
                "Load regulation",
                "0 " + LE + " IL " + LE + " 50 " + MU + "A",
                "",
                "6",
                "20",
                "",
                "6",
                "20",
                "m" + DEG + "/" + MU + "A",
            ],
            ["Supply voltage", "", "2.7", "", "5.5", "2.7", "", "5.5", "V"],
            [
                "Quiescent current",
                "VS = 2.7 V\nVS = 5.0 V",
                "",
                "38\n45",
                "50\n60",
                "",
                "38\n45",
                "50\n60",
                MU + "A",
            ],
            [
                "Shutdown current",
                "SHDN = 0 V, SOT-23-5",
                "",
                "0.01",
                "0.5",
                "",
                "0.01",
                "0.5",
                MU + "A",
            ],
            [
                "Turn-on settling time",
                "to " + PM + "0.5 " + DEG + " of final value",
                "",
                "0.5",
                "1",
                "",
                "0.5",
                "1",
                "ms",
            ],
            ["Long-term stability", "1000 h at 150 " + DEG, "", "0.4", "", "", "0.4", "", DEG],
        ],
        7.2,
        head_rows=[["", "", "VQT36", "<", "<", "VQT37", "<", "<", ""]],
    )
    s.para(
        "Transfer functions: VQT36: VOUT = 500 mV + 10 mV/" + DEG + " " + TIMES + " T. VQT37: "
        "VOUT = 20 mV/" + DEG + " " + TIMES + " T. The output stage needs about 1 V of headroom: "
        "the VQT37 output reaches 2.0 V at +100 " + DEG + " and needs VS " + GE + " 3.0 V above "
        "+85 " + DEG + "; the VQT36 needs VS " + GE + " 3.0 V above +100 " + DEG + ".",
        7.4,
    )
    s.heading(CORNER + " 5  ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)
    s.caption("Spec grid 2:  Absolute maximum ratings")
    s.table(
        [Col("Rating", 250), Col("Value", 140, "C"), Col("Unit", 109, "C")],
        [
            ["Supply voltage +VS", "7.0", "V"],
            ["Shutdown pin", "GND " + LE + " SHDN " + LE + " +VS", "V"],
            ["Output pin", "GND " + LE + " VOUT " + LE + " +VS", "V"],
            ["Operating temperature range", "-55 to +150", DEG],
            ["Storage temperature range", "-65 to +160", DEG],
            ["ESD, human body model", "2000", "V"],
        ],
        7.2,
    )

    s.add_page()
    s.heading(CORNER + " 6  PACKAGES AND PINS", 9.5, rule=True)
    s.caption("Spec grid 3:  Packages, order codes and pin numbers")
    s.table(
        [
            Col("Order code", 96),
            Col("Package", 70, "C"),
            Col("+VS", 44, "C"),
            Col("VOUT", 44, "C"),
            Col("GND", 44, "C"),
            Col("SHDN", 44, "C"),
            Col("Packing", 157, "C"),
        ],
        [
            ["VQT36-TZ", "TO-92", "1", "2", "3", DASH, "bag, 1000 pcs"],
            ["VQT36-RT5", "SOT-23-5", "2", "1", "5", "4", "reel, 3000 pcs"],
            ["VQT36-S8", "SOIC-8", "8", "1", "4", "5", "tube, 98 pcs"],
            ["VQT37-TZ", "TO-92", "1", "2", "3", DASH, "bag, 1000 pcs"],
            ["VQT37-RT5", "SOT-23-5", "2", "1", "5", "4", "reel, 3000 pcs"],
        ],
        7.2,
    )
    s.para(
        "TO-92 pin 1 is on the left when the flat face points at you and the leads point down. "
        "Reversing +VS and GND heats the die quickly; the parts are not protected against "
        "reverse supply.",
        7.6,
    )
    s.heading(CORNER + " 7  APPLICATIONS INFORMATION", 9.5, rule=True)
    s.heading("Reading the output with an ADC", 8.5)
    s.para(
        "The output can source 50 " + MU + "A and sink only about 1 " + MU + "A, so it should "
        "see an input impedance of 100 k" + OHM + " or more. Most microcontroller ADCs are "
        "fine. Sampling ADCs with a large hold capacitor may need a 0.1 " + MU + "F capacitor "
        "from VOUT to GND; the sensor is stable with it only through a 750 " + OHM + " series "
        "resistor, because loads above 1000 pF may make the output ring.",
        7.6,
    )
    s.para(
        "With VS = 3.3 V and a 3.3 V ADC reference, one LSB of a 10-bit converter is about "
        "3.2 mV, i.e. 0.32 " + DEG + " with the VQT36 and 0.16 " + DEG + " with the VQT37. "
        "The VQT36 output at +125 " + DEG + " is 1.75 V and at -40 " + DEG + " it is 100 mV.",
        7.6,
    )
    s.heading("Shutdown", 8.5)
    s.para(
        "On the SOT-23-5 and SOIC-8 parts, pulling SHDN low switches the sensor off; the output "
        "becomes high impedance. Leave SHDN connected to +VS when shutdown is not used; it must "
        "not float. The TO-92 part has no shutdown pin.",
        7.6,
    )
    s.heading("Remote sensing and cables", 8.5)
    s.para(
        "The sensor can be mounted at the end of a cable. Use a twisted pair with a shield for "
        "more than 2 m and add a 0.1 " + MU + "F capacitor between +VS and GND at the sensor. "
        "The sensor measures the temperature of its own leads and package: glue or clamp it to "
        "the surface being measured. It is not waterproof; seal it with epoxy or heat-shrink "
        "before immersing it in any liquid.",
        7.6,
    )
    s.heading("Self-heating", 8.5)
    s.para(
        "At 5 V and 50 " + MU + "A the device dissipates 0.25 mW. In still air the TO-92 "
        "package has a thermal resistance of about 160 " + DEG + "/W, so self-heating stays "
        "below 0.05 " + DEG + ".",
        7.6,
    )
    s.caption("Spec grid 4:  Revision history")
    s.table(
        [Col("Rev.", 50, "C"), Col("Date", 90, "C"), Col("Change", 359)],
        [
            ["C", "2021-06", "SOIC-8 added"],
            ["D", "2022-11", "VQT37 rated range at VS = 2.7 V corrected to +85 " + DEG],
            ["E", "2024-02", "Load regulation and long-term stability added"],
        ],
        7.2,
    )
    return save(s, out / "vqt36.pdf")


# ------------------------------------------------ 1-Wire temperature probe (Saipan)
def gtp1820(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="GARAPAN THERMO COMPONENTS CO., LTD.",
        header_right="Doc. GTP-PS-1820  Issue C",
        footer_left="Beach Road, Garapan, Saipan, MP 96950, Northern Mariana Islands  "
        + MID
        + "  PRODUCT SPECIFICATION",
        footer_right="Page {page} of total {nb}",
        rule_color=(120, 78, 40),
        table_fill=(244, 234, 220),
        accent=(92, 58, 26),
        grid=True,
    )
    s = Sheet(style, "GTP-1820 / GTP-1820S waterproof 1-Wire temperature probe")
    s.add_page()
    s.title_block(
        "PRODUCT SPECIFICATION",
        "Waterproof Digital Temperature Probe, 1-Wire  " + DASH + "  Model GTP-1820 (PVC cable) / "
        "GTP-1820S (silicone cable)",
        "Customer: standard product    Issue C    Date 2024-04-18",
        18,
    )
    s.heading(STAR + " 1. SCOPE", 9.5, rule=True)
    s.para(
        "This specification covers the GTP-1820 series temperature probe: a 1-Wire digital "
        "thermometer IC sealed in a stainless-steel tube and connected by a three-core cable. "
        "Each probe has a unique 64-bit ROM code, so many probes can share one data line. The "
        "probe can be powered from a separate supply wire (external power) or from the data line "
        "(parasite power).",
        7.8,
    )
    s.heading(STAR + " 2. MODELS", 9.5, rule=True)
    s.caption("Table No. 1  Model versions")
    s.table(
        [Col("Item", 140), Col("GTP-1820", 180, "C"), Col("GTP-1820S", 179, "C")],
        [
            [
                "Cable",
                "PVC, 3 x 0.2 mm" + SQ + ", " + DIA + " 4.0 mm",
                "silicone, 3 x 0.2 mm" + SQ + ", " + DIA + " 4.0 mm",
            ],
            ["Cable length", "1.0 m", "2.0 m"],
            ["Probe tube", "SUS304, " + DIA + " 6 x 50 mm", "SUS304, " + DIA + " 6 x 50 mm"],
            ["Probe assembly\nrated temperature", "-20 ~ +80 " + DEG, "-55 ~ +125 " + DEG],
            ["Storage temperature", "-20 ~ +60 " + DEG, "-40 ~ +85 " + DEG],
            ["Protection", "IP67", "IP68 (1 m, 72 h)"],
            ["Wire colours", "red VDD, black GND, yellow DQ", "red VDD, black GND, white DQ"],
        ],
        7.3,
    )
    s.para(
        "Note: the IC itself measures from -55 to +125 " + DEG + " (Table No. 3). The probe "
        "assembly rating is lower for the GTP-1820 because the PVC cable and its seal soften "
        "above 80 " + DEG + ".",
        7.4,
    )
    s.heading(STAR + " 3. ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.caption(
        "Table No. 2  DC characteristics (VDD = 3.0 ~ 5.5 V, -55 ~ +125 " + DEG + ", both models)"
    )
    s.table(
        [
            Col("Item", 120),
            Col("Symbol", 44, "C"),
            Col("Condition", 136),
            Col("Min.", 44, "C"),
            Col("Typ.", 44, "C"),
            Col("Max.", 44, "C"),
            Col("Unit", 67, "C"),
        ],
        [
            ["Supply voltage", "VDD", "external power", "3.0", "", "5.5", "V"],
            [
                "Pull-up supply voltage",
                "VPU",
                "parasite power\nexternal power",
                "3.0\n3.0",
                "",
                "5.5\nVDD",
                "V",
            ],
            ["Input logic low", "VIL", "", "-0.3", "", "+0.8", "V"],
            [
                "Input logic high",
                "VIH",
                "external power\nparasite power",
                "2.2\n3.0",
                "",
                "5.5\n5.5",
                "V",
            ],
            ["Sink current", "IL", "VI/O = 0.4 V", "4.0", "", "", "mA"],
            ["Standby current", "IDDS", "", "", "750", "1000", "nA"],
            ["Active current", "IDD", "VDD = 5 V, converting", "", "1", "1.5", "mA"],
            ["DQ input current", "IDQ", "", "", "5", "", MU + "A"],
            ["Pull-up resistor", "RPU", "cable " + LE + " 10 m", "", "4.7", "", "k" + OHM],
        ],
        7.3,
    )
    s.caption("Table No. 3  Measurement characteristics")
    s.table(
        [
            Col("Item", 120),
            Col("Condition", 180),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Measuring range", "IC", "-55", "", "+125", DEG],
            [
                "Accuracy",
                "-10 ~ +85 " + DEG + "\n-55 ~ +125 " + DEG,
                "-0.5\n-2.0",
                "",
                "+0.5\n+2.0",
                DEG,
            ],
            [
                "Resolution",
                "9-bit\n10-bit\n11-bit\n12-bit (default)",
                "",
                "0.5\n0.25\n0.125\n0.0625",
                "",
                DEG,
            ],
            [
                "Conversion time",
                "9-bit\n10-bit\n11-bit\n12-bit",
                "",
                "",
                "93.75\n187.5\n375\n750",
                "ms",
            ],
            ["Thermal time constant", "in stirred water, 63 %", "", "2.5", "", "s"],
        ],
        7.3,
    )

    s.add_page()
    s.heading(STAR + " 4. POWERING THE PROBE", 9.5, rule=True)
    s.para(
        "External power: connect VDD (red) to 3.0 ~ 5.5 V, GND (black) to ground, and pull DQ up "
        "to the host I/O voltage with 4.7 k" + OHM + ". This is the recommended mode.",
        7.8,
    )
    s.para(
        "Parasite power: connect both VDD (red) and GND (black) to ground. The probe charges an "
        "internal capacitor from DQ while the line is high. During a temperature conversion the "
        "active current (up to 1.5 mA) cannot pass through the pull-up resistor, so the host must "
        "drive DQ hard high (strong pull-up, e.g. a P-MOSFET) within 10 " + MU + "s after the "
        "Convert T command and hold it for the whole conversion time of Table No. 3.",
        7.8,
    )
    s.para(
        "Parasite power is not recommended above +100 " + DEG + ": leakage of the IC can then "
        "exceed what the internal capacitor supplies and readings fail. For the GTP-1820S at "
        "high temperature use external power.",
        7.8,
    )
    s.para(
        "Number of probes: with external power and 4.7 k" + OHM + ", up to 20 probes and 30 m of "
        "cable in total have been tested on one bus. In parasite mode, use at most 8 probes and "
        "10 m, and do not start conversions on more than one probe at a time unless the strong "
        "pull-up can supply 1.5 mA per probe.",
        7.8,
    )
    s.heading(STAR + " 5. COMMUNICATION", 9.5, rule=True)
    s.para(
        "The probe uses the 1-Wire protocol (standard speed). The host starts each transaction "
        "with a reset pulse of at least 480 " + MU + "s; the probe answers with a presence pulse. "
        "After power-up the temperature register reads +85 " + DEG + " until the first "
        "conversion has finished.",
        7.8,
    )
    s.caption("Table No. 4  Function commands (hex)")
    s.table(
        [Col("Command", 70, "C"), Col("Name", 130), Col("Function", 299)],
        [
            ["33h", "Read ROM", "read the 64-bit ROM code (family code 28h); one probe only"],
            ["55h", "Match ROM", "address one probe by its ROM code"],
            ["CCh", "Skip ROM", "address all probes on the bus"],
            ["F0h", "Search ROM", "find the ROM codes of all probes"],
            ["44h", "Convert T", "start a temperature conversion"],
            ["BEh", "Read Scratchpad", "read 9 bytes incl. temperature and CRC"],
            ["4Eh", "Write Scratchpad", "write alarm bytes TH, TL and configuration"],
            ["B4h", "Read Power Supply", "parasite-powered probes pull DQ low"],
        ],
        7.3,
    )
    s.heading(STAR + " 6. RELIABILITY TESTS", 9.5, rule=True)
    s.caption("Table No. 5  Reliability tests (both models unless noted)")
    s.table(
        [Col("Test", 120), Col("Condition", 259), Col("Result", 120, "C")],
        [
            ["Immersion", "GTP-1820: 1 m water, 30 min; GTP-1820S: 1 m water, 72 h", "no leakage"],
            [
                "Thermal shock",
                "-20 " + DEG + " / +80 " + DEG + ", 30 min each, 50 cycles (GTP-1820)",
                "pass",
            ],
            [
                "Thermal shock",
                "-40 " + DEG + " / +125 " + DEG + ", 30 min each, 50 cycles (GTP-1820S)",
                "pass",
            ],
            ["Cable pull", "30 N on the probe tube, 1 min", "no movement"],
            ["Salt spray", "5 % NaCl, 35 " + DEG + ", 48 h", "no corrosion"],
        ],
        7.3,
    )
    s.heading(STAR + " 7. PRECAUTIONS", 9.5, rule=True)
    s.bullets(
        [
            "The probe is not food-grade certified; contact with drinking water or food is at "
            "the user's own risk.",
            "Do not bend the cable closer than 10 mm to the probe tube.",
            "The DQ line is open drain: never drive it from a push-pull output without a series "
            "resistor.",
            "A 3.3 V microcontroller can read the probe in external-power mode with the pull-up "
            "to 3.3 V.",
        ],
        7.8,
    )
    return save(s, out / "gtp-1820.pdf")


# ------------------------------------------------ 6-axis IMU (Longyearbyen)
def afx6061(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Adventfjord Sensing",
        header_right="AFX-6061 / AFX-6061S  " + MID + "  6-axis motion sensor",
        footer_left="Adventfjord Sensing AS  "
        + MID
        + "  Vei 600  "
        + MID
        + "  9170 Longyearbyen  "
        + MID
        + "  Svalbard",
        footer_right="AFX-DS-6061 r1.2 | {page}/{nb}",
        rule_color=(70, 120, 170),
        table_fill=None,
        accent=(40, 90, 140),
        grid=False,
    )
    s = Sheet(style, "AFX-6061 / AFX-6061S 6-axis motion sensor")
    s.add_page()
    s.title_block(
        "AFX-6061 / AFX-6061S",
        "6-Axis Motion Sensor: 3-Axis Gyroscope and 3-Axis Accelerometer",
        "QFN-24, 4 x 4 x 0.9 mm  "
        + MID
        + "  AFX-6061: I"
        + SQ
        + "C with VLOGIC pin  "
        + MID
        + "  AFX-6061S: I"
        + SQ
        + "C and SPI",
        19,
    )

    def overview() -> None:
        s.heading(FLAKE + " 1  Overview", 10)
        s.para(
            "The AFX-6061 combines a 3-axis MEMS gyroscope, a 3-axis MEMS accelerometer, a "
            "temperature sensor and a 1024-byte FIFO. Each axis has its own 16-bit ADC. The "
            "AFX-6061 has an I" + SQ + "C interface whose levels follow a separate VLOGIC pin; "
            "the AFX-6061S adds SPI and has no VLOGIC pin (its I/O levels follow VDD).",
            7.6,
        )
        s.para(
            "An auxiliary I" + SQ + "C master (XDA / XCL) can read an external magnetometer.",
            7.6,
        )

    def key() -> None:
        s.heading(FLAKE + " 2  Key figures", 10)
        s.bullets(
            [
                "Gyroscope "
                + PM
                + "250 / "
                + PM
                + "500 / "
                + PM
                + "1000 / "
                + PM
                + "2000 "
                + DEGS
                + "/s",
                "Accelerometer " + PM + "2 / " + PM + "4 / " + PM + "8 / " + PM + "16 g",
                "VDD 2.375 V to 3.46 V",
                "3.8 mA with all six axes on",
                "I" + SQ + "C 400 kHz, address 0x68 or 0x69",
                "10 000 g shock tolerant",
            ],
            7.6,
        )

    s.side_by_side(overview, key, 265, 16)
    s.heading(FLAKE + " 3  Sensor characteristics", 10, rule=True)
    s.caption("Tabulation 1  Gyroscope (VDD = 3.0 V, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 120),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            [
                "Full-scale range",
                "FS_SEL = 0\nFS_SEL = 1\nFS_SEL = 2\nFS_SEL = 3",
                "",
                PM + "250\n" + PM + "500\n" + PM + "1000\n" + PM + "2000",
                "",
                DEGS + "/s",
            ],
            [
                "Sensitivity scale\nfactor",
                "FS_SEL = 0\nFS_SEL = 1\nFS_SEL = 2\nFS_SEL = 3",
                "",
                "131\n65.5\n32.8\n16.4",
                "",
                "LSB/(" + DEGS + "/s)",
            ],
            ["Sensitivity tolerance", "25 " + DEG, "-3", "", "+3", "%"],
            ["Zero-rate output", "25 " + DEG, "", PM + "20", "", DEGS + "/s"],
            ["Rate noise density", "at 10 Hz", "", "0.005", "", DEGS + "/s/" + SQRT + "Hz"],
            ["Output data rate", "DLPF off\nDLPF on", "4\n4", "", "8000\n1000", "Hz"],
        ],
        7.1,
    )
    s.caption("Tabulation 2  Accelerometer (VDD = 3.0 V, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 120),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            [
                "Full-scale range",
                "AFS_SEL = 0\nAFS_SEL = 1\nAFS_SEL = 2\nAFS_SEL = 3",
                "",
                PM + "2\n" + PM + "4\n" + PM + "8\n" + PM + "16",
                "",
                "g",
            ],
            [
                "Sensitivity scale\nfactor",
                "AFS_SEL = 0\nAFS_SEL = 1\nAFS_SEL = 2\nAFS_SEL = 3",
                "",
                "16384\n8192\n4096\n2048",
                "",
                "LSB/g",
            ],
            ["Zero-g output", "X and Y\nZ", "", PM + "50\n" + PM + "80", "", "mg"],
            ["Noise density", "at 10 Hz", "", "400", "", MU + "g/" + SQRT + "Hz"],
            ["Output data rate", "", "4", "", "1000", "Hz"],
        ],
        7.1,
    )
    s.caption("Tabulation 3  Temperature sensor")
    s.table(
        [
            Col("Parameter", 120),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Range", "", "-40", "", "+85", DEG],
            ["Sensitivity", "", "", "340", "", "LSB/" + DEG],
            ["Offset", "at 35 " + DEG, "", "-521", "", "LSB"],
        ],
        7.1,
    )
    s.heading(FLAKE + " 4  Absolute maximum ratings", 10, rule=True)
    s.caption("Tabulation 4  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Rating", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage VDD", "-0.5 to +6", "V"],
            ["VLOGIC input voltage (AFX-6061)", "-0.5 to VDD + 0.5", "V"],
            ["Input voltage on any other pin", "-0.5 to VDD + 0.5", "V"],
            ["Acceleration (any axis, unpowered)", "10 000 g for 0.2 ms", ""],
            ["Operating temperature range (no damage)", "-40 to +105", DEG],
            ["Storage temperature range", "-40 to +125", DEG],
            ["ESD, human body model", "2", "kV"],
        ],
        7.1,
    )

    s.add_page()
    s.heading(FLAKE + " 5  Electrical characteristics", 10, rule=True)
    s.caption("Tabulation 5  Electrical characteristics by version (TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 90),
            Col("Conditions", 118),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Unit", 87, "C"),
        ],
        [
            ["VDD supply", "", "2.375", "", "3.46", "2.375", "", "3.46", "V"],
            ["VLOGIC supply", "I/O reference", "1.71", "", "VDD", DASH, DASH, DASH, "V"],
            [
                "Supply current",
                "gyro + accel, all on\ngyro only\naccel only\nsleep",
                "",
                "3.8\n3.6\n500\n5",
                "",
                "",
                "3.9\n3.7\n500\n6",
                "",
                "mA\nmA\n" + MU + "A\n" + MU + "A",
            ],
            [
                "Low-power accel\ncurrent",
                "wake-up at 1.25 Hz\nwake-up at 5 Hz\nwake-up at 20 Hz\nwake-up at 40 Hz",
                "",
                "10\n20\n70\n140",
                "",
                "",
                "10\n20\n70\n140",
                "",
                MU + "A",
            ],
            [
                "Input high level",
                "SCL, SDA, AD0, (CS)",
                "0.7" + TIMES + "VL",
                "",
                "",
                "0.7" + TIMES + "VDD",
                "",
                "",
                "V",
            ],
            [
                "Input low level",
                "SCL, SDA, AD0, (CS)",
                "",
                "",
                "0.3" + TIMES + "VL",
                "",
                "",
                "0.3" + TIMES + "VDD",
                "V",
            ],
            ["I" + SQ + "C clock", "fast mode", "0", "", "400", "0", "", "400", "kHz"],
            [
                "SPI clock",
                "all registers\nsensor registers, read",
                DASH + "\n" + DASH,
                "",
                DASH + "\n" + DASH,
                "",
                "",
                "1\n20",
                "MHz",
            ],
            ["Start-up time", "power-on to register access", "", "", "100", "", "", "100", "ms"],
            ["Gyro start-up", "from sleep", "", "30", "", "", "30", "", "ms"],
            ["Operating temp.", "", "-40", "", "+85", "-40", "", "+85", DEG],
        ],
        7.0,
        head_rows=[["", "", "AFX-6061", "<", "<", "AFX-6061S", "<", "<", ""]],
    )
    s.para(
        "VL = VLOGIC on the AFX-6061. The I/O pins of both versions are not 5 V tolerant: keep "
        "every digital input at or below VLOGIC (AFX-6061) or VDD (AFX-6061S). On a 5 V host use a "
        "level shifter.",
        7.4,
    )
    s.heading(FLAKE + " 6  I" + SQ + "C address", 10, rule=True)
    s.para(
        "The 7-bit slave address is 110100x. The last bit follows the AD0 pin: AD0 low gives "
        "0x68, AD0 high gives 0x69. Two sensors can therefore share one bus. The WHO_AM_I "
        "register always reads 0x68, whatever AD0 is; do not use it to find the address.",
        7.6,
    )
    s.heading(FLAKE + " 7  Register map (excerpt)", 10, rule=True)
    s.caption("Tabulation 6  Register map (excerpt)")
    s.table(
        [Col("Addr", 50, "C"), Col("Name", 120), Col("Reset", 60, "C"), Col("Description", 269)],
        [
            ["0x19", "SMPLRT_DIV", "0x00", "sample rate = gyro rate / (1 + SMPLRT_DIV)"],
            ["0x1A", "CONFIG", "0x00", "DLPF_CFG[2:0], EXT_SYNC_SET"],
            ["0x1B", "GYRO_CONFIG", "0x00", "FS_SEL[1:0] in bits 4:3"],
            ["0x1C", "ACCEL_CONFIG", "0x00", "AFS_SEL[1:0] in bits 4:3"],
            ["0x3B", "ACCEL_XOUT_H", DASH, "first of 14 bytes: accel, temperature, gyro"],
            ["0x41", "TEMP_OUT_H", DASH, "temperature, high byte"],
            ["0x6B", "PWR_MGMT_1", "0x40", "bit 6 SLEEP is set after power-up"],
            ["0x75", "WHO_AM_I", "0x68", "device identity, read only"],
        ],
        7.0,
    )
    s.heading(FLAKE + " 8  Design notes", 10, rule=True)
    s.bullets(
        [
            "The part wakes up in sleep mode. Clear the SLEEP bit in PWR_MGMT_1 before reading "
            "data.",
            "Decouple VDD with 0.1 " + MU + "F and connect 0.1 " + MU + "F from REGOUT to GND and "
            "2.2 nF from CPOUT to GND.",
            "The AFX-6061S selects SPI when CS is pulled low after power-up; keep CS high for "
            "I" + SQ + "C.",
            "Mount the sensor away from board edges and screws: mechanical stress shifts the "
            "zero-rate output.",
            "The sensor is not rated for use in water or condensing humidity.",
        ],
        7.6,
    )
    return save(s, out / "afx-6061.pdf")
