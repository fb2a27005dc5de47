"""Hold-out 66 datasheets, part 2: a 433 MHz ASK transmitter module, a micro servo,
an analog joystick module and a microphone amplifier breakout with automatic gain
control.

A Welsh RF module house (one column per version with the measuring supply in a
header row, duty-cycle rules and certification in prose), a US hobby servo sheet
(units in the parameter column, superscript footnote marks on values, one column
per gear version), an Indian maker-shop product sheet (a table whose columns are
supply voltages, values in a feature list, no absolute maximum at all) and a US
analog-house breakout (condition sentence, min / typ / max with blanks, symbol-only
rows, a table continued on page 2, gain per pin strap).
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


# ------------------------------------------------ 433 MHz ASK transmitter (Welsh)
def wrmtx4(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Wrexham Radio Modules Ltd",
        header_right="WRM-TX4 series  -  Issue 5",
        footer_left="Wrexham Radio Modules Ltd, Unit 7, Ash Road, Wrexham LL13",
        footer_right="{page}",
        table_fill=(230, 230, 245),
        accent=(90, 0, 60),
    )
    s = Sheet(style, "WRM-TX4 433 MHz ASK transmitter")
    s.add_page()
    s.title_block(
        "WRM-TX4",
        "433.92 MHz ASK / OOK Transmitter Modules",
        "WRM-TX4-L (low power, SAW resonator)   WRM-TX4-H (high power, 12 V)",
        20,
    )
    s.para(
        "The WRM-TX4 modules turn a logic-level data stream into an amplitude-keyed carrier "
        "at 433.92 MHz. They need no configuration: the carrier is on while DATA is high and "
        "off while DATA is low, so the average current depends on the data. The DATA input "
        "works from 3 V or 5 V logic whatever the supply of the module. Both versions share "
        "the same 4-pin footprint.",
        9,
    )
    s.heading("Technical data", 11, rule=True)
    s.table(
        [Col("", 230), Col("WRM-TX4-L", 110, "C"), Col("WRM-TX4-H", 110, "C"), Col("", 49, "C")],
        [
            ["Supply", "", "", ""],
            ["Supply voltage range", "2.2 to 5.5", "4.5 to 12.0", "V"],
            ["Supply voltage, absolute limit", "6.0", "14.0", "V"],
            ["Measured at", "VS = 5.0 V", "VS = 12.0 V", ""],
            ["Current, carrier on (DATA high)", "14", "38", "mA"],
            ["Current, carrier off (DATA low)", "0.4", "1.0", MU + "A"],
            ["Radio", "", "", ""],
            ["Centre frequency", "433.92", "433.92", "MHz"],
            ["Frequency tolerance", PM + "75", PM + "100", "kHz"],
            ["Output power into 50 " + OHM, "+10", "+16", "dBm"],
            ["Spurious emissions", "< -54", "< -50", "dBm"],
            ["Data", "", "", ""],
            ["Maximum data rate", "10", "4.8", "kbps"],
            ["Power-up time to full carrier", "0.5", "1.2", "ms"],
            ["DATA input high threshold", "2.0", "2.0", "V min"],
            ["Environment", "", "", ""],
            ["Operating temperature", "-20 to +70", "-20 to +60", DEG],
            ["Storage temperature", "-40 to +85", "-40 to +85", DEG],
        ],
        8,
        bold_rows=(0, 6, 11, 15),
    )
    s.heading("Range", 11, rule=True)
    s.para(
        "With a quarter-wave whip (17.3 cm) on both ends and a superheterodyne receiver of "
        "-105 dBm sensitivity, typical open-field range is 120 m for the -L and 350 m for the "
        "-H at 2.4 kbps. Indoors expect a quarter of that. These figures are typical, not "
        "guaranteed.",
        9,
    )
    s.add_page()
    s.heading("Pin-out", 11, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1", "GND", "Ground and RF ground"],
            ["2", "DATA", "Modulation input, 100 k" + OHM + " to GND inside"],
            ["3", "VS", "Supply"],
            ["4", "ANT", "Antenna, 50 " + OHM],
        ],
        8,
    )
    s.heading("Regulatory", 11, rule=True)
    s.para(
        "In Europe 433.05 - 434.79 MHz may be used by short range devices at up to 10 mW e.r.p. "
        "with a duty cycle of at most 10 %. The WRM-TX4-H exceeds 10 mW and is intended only for "
        "markets where this is permitted; it is the user's responsibility to check. The modules "
        "are components: they carry no approval of their own, and a product that uses them must "
        "be tested as a whole.",
        9,
    )
    s.heading("Application hints", 11, rule=True)
    s.bullets(
        [
            "Use Manchester or another DC-free code; long runs of ones keep the carrier on and "
            "waste current.",
            "Decouple VS with 100 nF and 10 " + MU + "F close to pin 3.",
            "Keep the antenna away from the ground plane and metal enclosures.",
            "The -H version gets warm at full duty; continuous carrier for more than 60 s is not "
            "recommended.",
        ],
        9,
    )
    s.heading("Ordering", 11, rule=True)
    s.table(
        [Col("Order code", 150), Col("Description", 349)],
        [
            ["WRM-TX4-L", "433.92 MHz transmitter, 2.2 - 5.5 V, +10 dBm"],
            ["WRM-TX4-H", "433.92 MHz transmitter, 4.5 - 12 V, +16 dBm"],
            ["WRM-ANT-433", "Quarter-wave whip antenna, 17.3 cm"],
        ],
        8,
    )
    revision_table(
        s,
        [["04/2021", "4", "-H version added"], ["11/2023", "5", "spurious limits updated"]],
        (90, 60, 349),
    )
    return save(s, out / "wrm-tx4.pdf")


# ------------------------------------------------ micro servo (US hobby)
def ths17(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="TALON HOBBY PRODUCTS",
        header_right="Servo Specification  TH-S17 / TH-S17M",
        footer_left="Talon Hobby Products, Inc.  -  Specifications subject to change without notice",
        footer_right="Sheet {page}",
        table_fill=(250, 225, 200),
        accent=(170, 40, 0),
    )
    s = Sheet(style, "TH-S17 micro servo")
    s.add_page()
    s.title_block(
        "TH-S17 / TH-S17M",
        "9-gram Class Digital Micro Servo",
        "TH-S17: nylon gears    TH-S17M: metal gears, ball bearing",
        22,
    )
    s.para(
        "Small, fast and light: the TH-S17 family fits park flyers, robot arms and pan-tilt "
        "heads. Both servos use the same digital amplifier and run straight from a 4-cell NiMH "
        "pack, a 5 V BEC or a 6 V BEC. They are not HV servos: a 2S LiPo (7.4 V nominal, 8.4 V "
        "charged) will damage the amplifier unless a regulator is used.",
        9,
    )
    s.heading("Specifications", 11, rule=True)
    s.table(
        [Col("Item", 230), Col("TH-S17", 125, "C"), Col("TH-S17M", 125, "C")],
        [
            ["Operating voltage (V)", "4.0 - 6.0", "4.0 - 6.0"],
            ["Speed at 4.8 V (s/60" + "\u00b0" + ")", "0.11", "0.12"],
            ["Speed at 6.0 V (s/60" + "\u00b0" + ")", "0.09", "0.10"],
            ["Torque at 4.8 V (kgf" + "\u00b7" + "cm)", "1.6", "2.0"],
            ["Torque at 6.0 V (kgf" + "\u00b7" + "cm)", "1.9", "2.4"],
            ["Idle current (mA)", "6", "6"],
            ["Running current, no load (mA)", "170^{1}", "190^{1}"],
            ["Stall current (A)^{2}", "1.1", "1.4"],
            ["Pulse width range (" + MU + "s)", "500 - 2500", "500 - 2500"],
            ["Neutral (" + MU + "s)", "1500", "1500"],
            ["Dead band (" + MU + "s)", "2", "2"],
            ["Frame rate (Hz)", "50 - 333", "50 - 333"],
            ["Operating temperature (" + DEG + ")", "-10 to +55", "-20 to +60"],
            ["Weight (g)", "9.0", "13.4"],
        ],
        8.5,
    )
    s.para(
        "1) at 4.8 V.   2) at 6.0 V; at 4.8 V the stall current is 0.85 A (TH-S17) and 1.1 A "
        "(TH-S17M).",
        7.5,
    )
    s.heading("Control signal", 11, rule=True)
    s.bullets(
        [
            "Positive pulse, 3.0 V to 5.5 V high level: a 3.3 V microcontroller drives it directly.",
            "Travel: 180" + "\u00b0" + " for 500 - 2500 " + MU + "s; 120" + "\u00b0" + " for the "
            "classic 1000 - 2000 " + MU + "s range.",
            "No signal: the servo goes limp (no holding torque) after 1 s.",
        ],
        9,
    )
    s.add_page()
    s.heading("Wiring", 11, rule=True)
    s.table(
        [Col("Wire", 120), Col("Function", 379)],
        [["Brown", "Ground (-)"], ["Red", "Power (+)"], ["Orange", "Signal"]],
        8.5,
    )
    s.heading("Dimensions (mm)", 11, rule=True)
    s.table(
        [
            Col("A", 83, "C"),
            Col("B", 83, "C"),
            Col("C", 83, "C"),
            Col("D", 83, "C"),
            Col("E", 83, "C"),
            Col("F", 84, "C"),
        ],
        [["22.8", "12.2", "28.5", "32.3", "15.9", "4.8"]],
        8.5,
    )
    s.heading("Good to know", 11, rule=True)
    s.bullets(
        [
            "Size your supply for the stall current of every servo that can block at once; a USB "
            "port (0.5 A) is not enough for even one stalled servo.",
            "Do not force the output arm by hand with power on.",
            "Water and dust: not protected. Keep dry.",
            "Gear sets are sold separately: TH-G17 (nylon) and TH-G17M (metal).",
        ],
        9,
    )
    revision_table(
        s,
        [["2022-08-01", "A", "Release"], ["2024-03-12", "B", "TH-S17M data added"]],
        (100, 60, 339),
    )
    return save(s, out / "th-s17.pdf")


# ------------------------------------------------ analog joystick module (Indian maker shop)
def nhrjs2(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Nandi Hills Robotics",
        header_right="NHR-JS2 Thumb Joystick Module",
        footer_left="Nandi Hills Robotics Pvt. Ltd., Bengaluru  |  support@nhr.example",
        footer_right="{page}/{nb}",
        table_fill=(255, 245, 200),
        accent=(0, 90, 160),
    )
    s = Sheet(style, "NHR-JS2 joystick module")
    s.add_page()
    s.title_block(
        "NHR-JS2",
        "Dual-axis Thumb Joystick Module with Push Switch",
        "Product code NHR-JS2 (black cap) / NHR-JS2-R (red cap)",
        20,
    )
    s.heading("Overview", 11)
    s.para(
        "Two 10 kΩ potentiometers under one thumb stick give an X and a Y voltage; pressing the "
        "stick closes a switch to GND. Ideal for robot remotes, pan-tilt control and game "
        "projects with Arduino, ESP32 or Raspberry Pi Pico (through its ADC).",
        9,
    )
    s.heading("Key features", 11)
    s.bullets(
        [
            "Works on 3.3 V or 5 V boards - power it from the same voltage as your ADC reference",
            "Two analog outputs VRx and VRy, each from 0 V to VCC",
            "Push switch SW: connects to GND when pressed, no pull-up on the board - enable the "
            "MCU's internal pull-up",
            "Self-centring spring; about 30 % of the travel at each end gives the end value",
            "4 mounting holes, M3",
        ],
        9,
    )
    s.heading("Output vs supply", 11)
    s.table(
        [Col("", 200), Col("VCC = 3.3 V", 150, "C"), Col("VCC = 5.0 V", 149, "C")],
        [
            ["VRx / VRy, stick released", "1.5 - 1.8 V", "2.3 - 2.7 V"],
            ["VRx / VRy, full travel", "0 - 3.3 V", "0 - 5.0 V"],
            ["Current from VCC (both pots)", "0.66 mA", "1.0 mA"],
            ["SW, pressed", "0 V", "0 V"],
        ],
        8.5,
    )
    s.para(
        "Centre values vary from module to module; calibrate the centre in your code. The "
        "potentiometers have a tolerance of " + PM + "20 %.",
        8.5,
    )
    s.heading("Specifications", 11)
    s.table(
        [Col("Parameter", 250), Col("Value", 249)],
        [
            ["Operating voltage", "3.3 V to 5 V"],
            ["Potentiometer", "10 kΩ, linear, x2"],
            ["Switch rating", "12 V DC, 50 mA"],
            ["Mechanical life", "1 000 000 cycles (axes), 100 000 presses (switch)"],
            ["Operating temperature", "0 °C to 70 °C"],
            ["Board size", "34 x 26 x 32 mm"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("Pin-out", 11)
    s.table(
        [Col("Pin", 60, "C"), Col("Label", 90, "C"), Col("Connect to", 349)],
        [
            ["1", "GND", "GND"],
            ["2", "+5V", "VCC of your board (3.3 V or 5 V, see above)"],
            ["3", "VRx", "ADC input, e.g. A0 / GPIO34"],
            ["4", "VRy", "ADC input, e.g. A1 / GPIO35"],
            ["5", "SW", "Digital input with pull-up, e.g. D2 / GPIO32"],
        ],
        8.5,
    )
    s.heading("Example reading (Arduino Uno, 10-bit ADC, VCC = 5 V)", 11)
    s.table(
        [
            Col("Stick position", 200),
            Col("analogRead(VRx)", 150, "C"),
            Col("analogRead(VRy)", 149, "C"),
        ],
        [
            ["Released", "512", "498"],
            ["Full left / up", "0", "0"],
            ["Full right / down", "1023", "1023"],
        ],
        8.5,
    )
    s.heading("Notes", 11)
    s.bullets(
        [
            "The +5V label is only a name: the module has no regulator and passes VCC to the "
            "potentiometers.",
            "If you power the module from 5 V, VRx and VRy reach 5 V: do not wire them to a 3.3 V-only "
            "ADC such as the ESP32's.",
            "The switch is a mechanical contact; debounce it (10 - 20 ms).",
        ],
        9,
    )
    revision_table(
        s,
        [
            ["2023-07-19", "1.0", "First sheet"],
            ["2024-05-02", "1.1", "Red cap version, table of outputs"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "nhr-js2.pdf")


# ------------------------------------------------ microphone amplifier with AGC (US analog)
def aasagm1(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="ALDERGROVE AUDIO SEMICONDUCTOR",
        header_right="AGM1-EVB  |  Electret Microphone Amplifier with AGC",
        footer_left="Aldergrove Audio Semiconductor  -  Rev 2  -  www.aldergrove-audio.example",
        footer_right="{page}",
        table_fill=(225, 225, 225),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "AGM1-EVB microphone amplifier breakout")
    s.add_page()
    s.title_block(
        "AGM1-EVB",
        "Microphone Amplifier Breakout with Automatic Gain Control",
        "Electret capsule, AGM1 amplifier with AGC and low-noise bias on a 14 x 20 mm board",
        20,
    )

    def feats() -> None:
        s.caption("FEATURES", 8.5)
        s.bullets(
            [
                "Automatic gain control: output held near 2 Vp-p",
                "Maximum gain 40 / 50 / 60 dB by GAIN pin",
                "Attack / release ratio 1:500, 1:2000 or 1:4000",
                "Single supply 2.7 V to 5.5 V",
                "Low-power shutdown",
            ],
            8,
        )

    def apps() -> None:
        s.caption("APPLICATIONS", 8.5)
        s.bullets(
            [
                "Voice recording and sound triggers",
                "Baby monitors, intercoms",
                "Sound-reactive LEDs",
                "Audio input to a microcontroller ADC",
            ],
            8,
        )

    s.side_by_side(feats, apps, 250, 16)
    s.heading("ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.para(
        "(VDD = 3.3V, GAIN = VDD (40 dB), A/R = GND, TA = +25°C, unless otherwise noted.)",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 150),
            Col("SYMBOL", 50, "C"),
            Col("CONDITIONS", 135),
            Col("MIN", 38, "C"),
            Col("TYP", 38, "C"),
            Col("MAX", 38, "C"),
            Col("UNITS", 50, "C"),
        ],
        [
            ["Supply Voltage Range", "VDD", "Guaranteed by PSRR test", "2.7", "", "5.5", "V"],
            ["Supply Current", "IDD", "No load", "", "3.1", "4.5", "mA"],
            ["", "", "VDD = 5.5V", "", "3.6", "5.2", "mA"],
            ["Shutdown Supply Current", "ISHDN", "SHDN = GND", "", "0.2", "0.5", MU + "A"],
            ["Output DC Level", "VBIAS", "", "1.18", "1.23", "1.28", "V"],
            [
                "Output Voltage, AGC\nRegulated",
                "VOUT",
                "Input above AGC threshold",
                "",
                "2.0",
                "",
                "Vp-p",
            ],
            ["Maximum Output Swing", "", "THD+N < 1%, VDD = 5V", "", "", "4.0", "Vp-p"],
            ["Output Impedance", "ROUT", "", "", "50", "", "Ohm"],
            ["Input-Referred Noise", "", "BW = 22 Hz to 22 kHz", "", "30", "", MU + "VRMS"],
            ["Attack Time", "tATK", "", "", "1.1", "", "ms"],
        ],
        7.5,
    )
    s.para(
        "Output is AC coupled only on the -AC board option; the standard AGM1-EVB output sits on "
        "VBIAS and connects directly to a microcontroller ADC input.",
        8,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 10, rule=True)
    s.para(
        "(VDD = 3.3V, GAIN = VDD (40 dB), A/R = GND, TA = +25°C, unless otherwise noted.)",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 150),
            Col("SYMBOL", 50, "C"),
            Col("CONDITIONS", 135),
            Col("MIN", 38, "C"),
            Col("TYP", 38, "C"),
            Col("MAX", 38, "C"),
            Col("UNITS", 50, "C"),
        ],
        [
            ["SHDN Input", "VIH", "", "1.4", "", "", "V"],
            ["", "VIL", "", "", "", "0.4", "V"],
            ["Power-Up Time", "tON", "SHDN low to high", "", "25", "", "ms"],
            ["Frequency Response", "", "-3 dB", "20", "", "20k", "Hz"],
        ],
        7.5,
    )
    s.heading("GAIN AND ATTACK/RELEASE STRAPS", 10, rule=True)
    s.table(
        [
            Col("PIN STATE", 120, "C"),
            Col("GAIN: MAXIMUM GAIN", 190, "C"),
            Col("A/R: ATTACK:RELEASE", 189, "C"),
        ],
        [
            ["GND", "50 dB", "1:500"],
            ["VDD", "40 dB", "1:2000"],
            ["Unconnected", "60 dB", "1:4000"],
        ],
        7.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.leaders(
        [
            ("VDD to GND", "-0.3V to +6V"),
            ("OUT, GAIN, A/R, SHDN to GND", "-0.3V to (VDD + 0.3V)"),
            ("Continuous Power Dissipation (board)", "300mW"),
            ("Operating Temperature Range", "-40°C to +85°C"),
            ("Storage Temperature Range", "-65°C to +150°C"),
        ],
        8,
    )
    s.heading("BOARD CONNECTIONS", 10, rule=True)
    s.table(
        [Col("PIN", 60, "C"), Col("NAME", 80, "C"), Col("FUNCTION", 359)],
        [
            ["1", "AR", "Attack/release strap (see table)"],
            ["2", "OUT", "Audio output, DC level VBIAS"],
            ["3", "GAIN", "Maximum gain strap (see table)"],
            ["4", "VDD", "Supply 2.7V to 5.5V"],
            ["5", "GND", "Ground"],
        ],
        7.5,
    )
    s.heading("APPLICATIONS INFORMATION", 10, rule=True)
    s.para(
        "The output of the AGM1-EVB rests at VBIAS and swings around it; at the AGC-regulated "
        "2 Vp-p it stays inside 0.23 V to 2.23 V and therefore fits a 3.3 V ADC input. The "
        "SHDN pin is pulled to VDD on the board and is not brought to a header pin on the "
        "standard version. The AGM1-EVB has no speaker driver; do not connect a speaker or "
        "headphones directly.",
        8,
    )
    revision_table(
        s,
        [["6/22", "1", "Initial release"], ["2/24", "2", "Noise and attack time added"]],
        (90, 60, 349),
    )
    return save(s, out / "agm1-evb.pdf")
