"""Hold-out 117 datasheets, part 1: an ambient light sensor IC, a mono I2S class-D
amplifier IC, a stepper driver carrier board and a family of 1 A fixed regulators.

A Kanazawa opto-semiconductor data sheet in English (○ heads, a measurement-mode
table beside an opcode table, addresses and the 8-bit write/read bytes in prose,
resolution rows whose names wrap over two lines), a Kochi audio fabless data sheet
(key-spec card beside applications, operating range inside the absolute maximum
list, stacked supply / load conditions in one output-power row, gain-pin table), a
Suva (Fiji) maker-shop board sheet (arrow key / value card, two sense-resistor
versions, current-limit formula with a worked example, FAQ) and a Monterrey
power-semiconductor series sheet (one column group per output voltage, two tolerance
grades in rows, junction range per grade in the absolute maximum table).
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
ARROW = "\u2192"


# ------------------------------------------------------- ambient light sensor (Japan)
def opl1752(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Kanazawa Hikari Devices",
        header_right="Ambient Light Sensor IC Series",
        footer_left="TSZ-KH-1752-E  Rev.004   \u00a9 2023 Kanazawa Hikari Devices Co., Ltd.",
        footer_right="{page}/{nb}",
        table_fill=(228, 232, 238),
        accent=(0, 50, 110),
        grid=True,
    )
    s = Sheet(style, "OPL1752FVI ambient light sensor IC")
    s.add_page()
    s.title_block(
        "OPL1752FVI",
        "16-bit I2C-bus Illuminance Sensor IC for Display Backlight Control",
        "WSOF6I package 3.0 mm x 1.6 mm x 0.7 mm",
        20,
    )
    s.heading("\u25cbDescription", 10.5)
    s.para(
        "OPL1752FVI is an illuminance sensor IC with an I2C-bus interface. It converts the "
        "light falling on its photodiode directly into a 16-bit count in lux, so no "
        "calibration or arithmetic is needed in the host. Typical uses are backlight "
        "dimming of LCD panels and keypads in handsets, tablets and car navigation units.",
        8.5,
    )

    def features() -> None:
        s.heading("\u25cbFeatures", 9.5)
        s.bullets(
            [
                "I2C bus interface (F/S mode)",
                "Spectral response close to the human eye",
                "Illuminance to digital converter",
                "Wide range and high resolution: 1 - 65535 lx",
                "Low current by power-down function",
                "50 Hz / 60 Hz light flicker rejection",
                "1.8 V logic input interface",
                "No external parts required",
                "Light source dependency is small",
                "Two selectable slave addresses",
            ],
            8.0,
        )

    def applications() -> None:
        s.heading("\u25cbApplications", 9.5)
        s.bullets(
            [
                "Mobile phones, smart phones",
                "LCD TV, notebook PC",
                "Portable game machines",
                "Digital cameras, digital video cameras",
                "Car navigation systems",
                "LCD display panels",
            ],
            8.0,
        )

    s.side_by_side(features, applications, 260)
    s.heading("\u25cbAbsolute Maximum Ratings (Ta = 25" + DEG + ")", 10.5)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 80, "C"),
            Col("Ratings", 130, "C"),
            Col("Units", 99, "C"),
        ],
        [
            ["Supply Voltage", "Vmax", "4.5", "V"],
            ["Operating Temperature", "Topr", "-40 ~ 85", DEG],
            ["Storage Temperature", "Tstg", "-40 ~ 100", DEG],
            ["SDA Sink Current", "Imax", "7", "mA"],
            ["Power Dissipation", "Pd", "260 *", "mW"],
        ],
        8.0,
    )
    s.para(
        "* 70 mm x 70 mm x 1.6 mm glass epoxy board. Derating is done at 3.47 mW/"
        + DEG
        + " above Ta = 25"
        + DEG
        + ".",
        7.0,
    )
    s.heading("\u25cbOperating Conditions", 10.5)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 70, "C"),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Units", 74, "C"),
        ],
        [
            ["VCC Voltage", "Vcc", "2.4", "3.0", "3.6", "V"],
            ["I2C Reference Voltage", "VDVI", "1.65", "-", "VCC", "V"],
        ],
        8.0,
    )
    s.heading(
        "\u25cbElectrical Characteristics (VCC = 3.0 V, DVI = 3.0 V, Ta = 25"
        + DEG
        + ", unless otherwise noted)",
        10.5,
    )
    s.table(
        [
            Col("Parameter", 128),
            Col("Symbol", 42, "C"),
            Col("Min.", 38, "C"),
            Col("Typ.", 38, "C"),
            Col("Max.", 38, "C"),
            Col("Units", 36, "C"),
            Col("Conditions", 179),
        ],
        [
            ["Supply Current", "Icc1", "-", "120", "190", MU + "A", "Ev = 100 lx *1"],
            ["Powerdown Current", "Icc2", "-", "0.01", "1.0", MU + "A", "No input light"],
            ["Peak Wave Length", "\u03bbp", "-", "560", "-", "nm", ""],
            [
                "Measurement Accuracy",
                "S/A",
                "0.96",
                "1.2",
                "1.44",
                "times",
                "Sensor out / actual lx, H-Res. mode *2",
            ],
            ["Dark ( 0 lx ) Sensor out", "S0", "0", "0", "3", "count", "H-Resolution Mode *3"],
            ["H-Resolution Mode\nResolution", "rHR", "-", "1", "-", "lx", ""],
            ["H-Resolution Mode2\nResolution", "rHR2", "-", "0.5", "-", "lx", ""],
            ["L-Resolution Mode\nResolution", "rLR", "-", "4", "-", "lx", ""],
            ["H-Resolution Mode\nMeasurement Time", "tHR", "-", "120", "180", "ms", ""],
            ["L-Resolution Mode\nMeasurement Time", "tLR", "-", "16", "24", "ms", ""],
        ],
        7.5,
    )
    s.add_page()
    s.heading("\u25cbElectrical Characteristics (continued)", 10.5)
    s.table(
        [
            Col("Parameter", 128),
            Col("Symbol", 42, "C"),
            Col("Min.", 38, "C"),
            Col("Typ.", 38, "C"),
            Col("Max.", 38, "C"),
            Col("Units", 36, "C"),
            Col("Conditions", 179),
        ],
        [
            ["ADDR Input 'H' Voltage", "VAH", "0.7 * VCC", "-", "-", "V", ""],
            ["ADDR Input 'L' Voltage", "VAL", "-", "-", "0.3 * VCC", "V", ""],
            ["DVI Input 'L' Voltage", "VDVL", "-", "-", "0.4", "V", ""],
            ["", "VIH", "0.7 * DVI", "-", "-", "V", "SCL, SDA; DVI " + GE + " 1.8 V"],
            ["", "VIL", "-", "-", "0.3 * DVI", "V", "SCL, SDA; DVI " + GE + " 1.8 V"],
            ["SDA Output 'L' Voltage", "VOL", "0", "-", "0.4", "V", "IOL = 3 mA"],
            ["SCL Clock Frequency", "fSCL", "-", "-", "400", "kHz", ""],
            ["Bus Free Time", "tBUF", "1.3", "-", "-", MU + "s", ""],
        ],
        7.5,
    )
    s.para(
        "*1 Supply current is measured in H-Resolution Mode with a white LED light source. "
        "*2 The sensor output ratio is only a typical-deviation figure and is not the "
        "measurement range. *3 Measured in darkness after 120 ms.",
        7.0,
    )
    s.heading("\u25cbMeasurement mode explanation", 10.5)

    def modes() -> None:
        s.table(
            [
                Col("Measurement Mode", 92),
                Col("Measurement Time", 70, "C"),
                Col("Resolution", 62, "C"),
            ],
            [
                ["H-Resolution Mode2", "Typ. 120 ms", "0.5 lx"],
                ["H-Resolution Mode", "Typ. 120 ms", "1 lx"],
                ["L-Resolution Mode", "Typ. 16 ms", "4 lx"],
            ],
            7.5,
        )
        s.para(
            "H-Resolution Mode is recommended: its long integration rejects 50 Hz / 60 Hz "
            "flicker. Use H-Resolution Mode2 below 10 lx.",
            7.5,
        )

    def opcodes() -> None:
        s.table(
            [Col("Instruction", 108), Col("Opecode", 58, "C"), Col("Comments", 82)],
            [
                ["Power Down", "0000_0000", "No active state"],
                ["Power On", "0000_0001", "Waiting for command"],
                ["Reset", "0000_0111", "Clears data register"],
                ["Continuously H-Res. Mode", "0001_0000", "1 lx, 120 ms"],
                ["Continuously H-Res. Mode2", "0001_0001", "0.5 lx, 120 ms"],
                ["Continuously L-Res. Mode", "0001_0011", "4 lx, 16 ms"],
                ["One Time H-Res. Mode", "0010_0000", "then Power Down"],
                ["Change MTreg (high bits)", "01000_MT[7:5]", "default 69"],
                ["Change MTreg (low bits)", "011_MT[4:0]", "range 31 ~ 254"],
            ],
            7.0,
        )

    s.side_by_side(modes, opcodes, 230, 14)
    s.heading("\u25cbI2C Bus Slave Address", 10.5)
    s.para(
        "The slave address is selected with the ADDR terminal. ADDR = 'H' (ADDR "
        + GE
        + " 0.7 VCC) gives '1011100' (0x5C); ADDR = 'L' (ADDR "
        + LE
        + " 0.3 VCC) gives "
        "'0100011' (0x23). Hosts that work with 8-bit bytes send 0x46 to write and 0x47 to "
        "read when ADDR = 'L'; these bytes contain the R/W bit and are not further "
        "addresses. Do not leave ADDR open.",
        8.0,
    )
    s.heading("\u25cbTerminal description", 10.5)
    s.table(
        [Col("PIN No.", 50, "C"), Col("Terminal Name", 80, "C"), Col("Function", 369)],
        [
            ["1", "VCC", "Power supply terminal"],
            ["2", "ADDR", "Slave address select (see above)"],
            ["3", "GND", "Ground terminal"],
            ["4", "SDA", "I2C bus data terminal (open drain)"],
            ["5", "DVI", "I2C bus reference voltage terminal and asynchronous reset (active 'L')"],
            ["6", "SCL", "I2C bus clock terminal"],
        ],
        7.5,
    )
    s.para(
        "DVI: keep DVI = 'L' for at least 1 " + MU + "s after VCC is applied to reset the "
        "internal registers. The measurement range can be extended to 0.11 lx ~ 100000 lx by "
        "changing MTreg; the figures above are for the default MTreg = 69.",
        7.5,
    )
    revision_table(
        s,
        [
            ["2019-04-02", "001", "New release"],
            ["2023-06-19", "004", "Opcode table comments updated"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "opl1752.pdf")


# ---------------------------------------------------------- I2S class-D amplifier (Kochi)
def mas3570(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="MALABAR AUDIO SILICON",
        header_right="MAS3570  |  Mono I2S-Input Class-D Amplifier",
        footer_left="MAS3570 Datasheet  |  Rev 1.1  |  Infopark, Kochi, Kerala, India",
        footer_right="MAS3570-DS p.{page}",
        rule_color=(120, 20, 80),
        table_fill=(246, 232, 240),
        accent=(120, 20, 80),
        grid=False,
    )
    s = Sheet(style, "MAS3570 mono I2S class-D amplifier")
    s.add_page()
    s.title_block(
        "MAS3570",
        "Filterless 3 W Mono Class-D Amplifier with PCM / I2S Digital Input",
        "No MCLK needed  |  TQFN-16 3 mm x 3 mm and WLP-9  |  MAS3570A (I2S / left-justified), "
        "MAS3570B (TDM, 8 slots)",
        20,
    )

    def key_specs() -> None:
        s.caption("KEY SPECS")
        s.table(
            [Col("", 110), Col("", 118)],
            [
                ["Output power", "3.0 W into 4 " + OHM + " at 5 V"],
                ["Efficiency", "92 % (8 " + OHM + ", 1 W)"],
                ["THD+N", "0.015 % at 1 kHz"],
                ["PSRR", "77 dB at 217 Hz"],
                ["Quiescent current", "2.4 mA at 5 V"],
                ["Sample rates", "8 kHz to 96 kHz"],
                ["Clicks and pops", "suppressed"],
            ],
            7.5,
            show_head=False,
        )

    def apps() -> None:
        s.caption("APPLICATIONS")
        s.bullets(
            [
                "Smart speakers and voice assistants",
                "Notebook and tablet speakers",
                "Doorbells, intercoms, IoT alarms",
                "Single-board computer audio add-ons",
                "Portable Bluetooth speakers",
            ],
            8.0,
        )

    s.side_by_side(key_specs, apps, 240, 20)
    s.heading("DESCRIPTION", 10.5, rule=True)
    s.para(
        "The MAS3570 is a digital-input mono class-D power amplifier. It accepts standard "
        "I2S or left-justified data (MAS3570A) or 8-slot TDM data (MAS3570B) and needs only "
        "BCLK, LRCLK and DIN: no master clock. It runs from a single supply between 2.5 V "
        "and 5.5 V and drives speakers of 4 " + OHM + " to 8 " + OHM + " without an output "
        "filter. The gain is set by the GAIN_SLOT pin (3 dB to 15 dB, see Table 3) and is "
        "latched at power-up. SD_MODE selects shutdown or the left, right or (L+R)/2 channel.",
        8.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10.5, rule=True)
    s.leaders(
        [
            ("VDD to PGND", "-0.3 V to +6.0 V"),
            ("All other pins to GND", "-0.3 V to (VDD + 0.3 V)"),
            ("Continuous current into / out of OUTP, OUTN", PM + "1.6 A"),
            ("Output short-circuit duration", "continuous"),
            ("Continuous power dissipation, TQFN (TA = +70" + DEG + ")", "1.9 W"),
            ("Operating Temperature Range", "-40" + DEG + " to +85" + DEG),
            ("Junction Temperature", "+150" + DEG),
            ("Storage Temperature Range", "-65" + DEG + " to +150" + DEG),
            ("Lead Temperature (soldering, 10 s)", "+300" + DEG),
        ],
        8.0,
    )
    s.para(
        "Stresses beyond those listed under Absolute Maximum Ratings may cause permanent "
        "damage to the device. These are stress ratings only.",
        7.0,
    )
    s.heading("Table 3. GAIN_SLOT pin (MAS3570A)", 10.0)
    s.table(
        [Col("GAIN_SLOT connection", 250), Col("Gain (dB)", 120, "C"), Col("Gain (V/V)", 129, "C")],
        [
            ["Connect to GND through 100 k" + OHM, "15", "5.6"],
            ["Connect to GND", "12", "4.0"],
            ["Unconnected", "9", "2.8"],
            ["Connect to VDD", "6", "2.0"],
            ["Connect to VDD through 100 k" + OHM, "3", "1.4"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS", 10.5, rule=True)
    s.para(
        "(VDD = 5 V, GAIN_SLOT = unconnected (9 dB), RL = "
        + "\u221e"
        + ", TA = +25"
        + DEG
        + ", unless otherwise noted. Limits are 100 % tested at TA = +25"
        + DEG
        + ".)",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 96),
            Col("SYMBOL", 44, "C"),
            Col("CONDITIONS", 175),
            Col("MIN", 40, "C"),
            Col("TYP", 40, "C"),
            Col("MAX", 40, "C"),
            Col("UNITS", 64, "C"),
        ],
        [
            ["Supply Voltage Range", "VDD", "Guaranteed by PSRR test", "2.5", "", "5.5", "V"],
            ["Undervoltage Lockout", "UVLO", "", "1.5", "1.8", "2.3", "V"],
            [
                "Quiescent Current",
                "IDD",
                "VDD = 5.0 V\nVDD = 3.7 V",
                "",
                "2.4\n2.1",
                "3.35\n2.9",
                "mA",
            ],
            [
                "Shutdown Current",
                "ISHDN",
                "SD_MODE = 0 V, TA = +25" + DEG,
                "",
                "0.6",
                "2",
                MU + "A",
            ],
            ["Standby Current", "ISTBY", "SD_MODE = 1.8 V, BCLK stopped", "", "340", "", MU + "A"],
            [
                "Output Power",
                "POUT",
                "THD+N = 10 %, f = 1 kHz:\nRL = 4 "
                + OHM
                + ", VDD = 5.0 V\nRL = 4 "
                + OHM
                + ", VDD = 3.7 V\nRL = 8 "
                + OHM
                + ", VDD = 5.0 V\nRL = 8 "
                + OHM
                + ", VDD = 3.7 V",
                "",
                "\n3.0\n1.6\n1.75\n0.90",
                "",
                "W",
            ],
            [
                "",
                "",
                "THD+N = 1 %, f = 1 kHz:\nRL = 4 "
                + OHM
                + ", VDD = 5.0 V\nRL = 8 "
                + OHM
                + ", VDD = 5.0 V",
                "",
                "\n2.4\n1.4",
                "",
                "W",
            ],
            ["Efficiency", "\u03b7", "RL = 8 " + OHM + ", POUT = 1 W", "", "92", "", "%"],
            ["Turn-On Time", "tON", "SD_MODE high to full output", "", "7", "10", "ms"],
            ["Output Noise", "eN", "A-weighted, 20 Hz to 20 kHz", "", "22.8", "", MU + "VRMS"],
        ],
        7.0,
    )
    s.caption("DIGITAL AUDIO INTERFACE")
    s.table(
        [
            Col("PARAMETER", 96),
            Col("SYMBOL", 44, "C"),
            Col("CONDITIONS", 175),
            Col("MIN", 40, "C"),
            Col("TYP", 40, "C"),
            Col("MAX", 40, "C"),
            Col("UNITS", 64, "C"),
        ],
        [
            ["Sample Rate", "fS", "LRCLK frequency", "8", "", "96", "kHz"],
            ["BCLK Frequency", "fBCLK", "32, 48 or 64 x fS", "0.256", "", "12.288", "MHz"],
            ["", "VIH", "BCLK, LRCLK, DIN", "1.3", "", "", "V"],
            ["", "VIL", "BCLK, LRCLK, DIN", "", "", "0.6", "V"],
            ["Input Leakage", "IIN", "VIN = 0 V or VDD", "-1", "", "+1", MU + "A"],
        ],
        7.0,
    )
    s.caption("SD_MODE CHANNEL SELECTION")
    s.table(
        [Col("SD_MODE voltage", 200), Col("State", 150, "C"), Col("Typical pull-up", 149, "C")],
        [
            ["below 0.16 V", "Shutdown", "pulled low"],
            ["0.16 V to 0.77 V", "(L+R)/2", "1 M" + OHM + " to VDD"],
            ["0.77 V to 1.4 V", "Right channel", "470 k" + OHM + " to VDD"],
            ["above 1.4 V", "Left channel", "direct to logic"],
        ],
        7.5,
    )
    s.heading("APPLICATION NOTES", 10.5, rule=True)
    s.bullets(
        [
            "Decouple VDD with 0.1 " + MU + "F plus 10 " + MU + "F placed close to the pins.",
            "The digital inputs are referenced to internal 1.8 V logic and accept signals up "
            "to VDD, so 1.8 V, 3.3 V and 5 V hosts can drive them directly.",
            "Speaker load 4 " + OHM + " to 8 " + OHM + ". Loads below 3 " + OHM + " trip the "
            "over-current protection.",
            "Thermal protection shuts the outputs off at about +160" + DEG + " die temperature.",
        ],
        8.0,
    )
    revision_table(
        s,
        [["Jan 2023", "1.0", "Initial release"], ["Oct 2023", "1.1", "Added MAS3570B (TDM)"]],
        (90, 60, 349),
    )
    return save(s, out / "mas3570.pdf")


# ------------------------------------------------------ stepper driver carrier (Fiji shop)
def scb4988(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Suva Circuit Co.  \u2022  Motion",
        header_right="SCB-4988 product datasheet",
        footer_left="Suva Circuit Co., 12 Ratu Sukuna Road, Suva, Fiji  \u2022  prices in FJD incl. VAT",
        footer_right="leaf {page} of {nb}",
        rule_color=(200, 100, 0),
        table_fill=None,
        accent=(170, 80, 0),
        grid=False,
    )
    s = Sheet(style, "SCB-4988 stepper motor driver carrier")
    s.add_page()
    s.title_block(
        "SCB-4988",
        "Stepper Motor Driver Carrier (4988-type microstepping driver)",
        "SKU SC-0417-G (green, SCB-4988-G)  \u2022  SKU SC-0418-K (black, SCB-4988-K)  "
        "\u2022  FJD 11.90 each, FJD 9.80 from 10 pcs",
        19,
    )
    s.para(
        "A small carrier for a 4988-type bipolar stepper driver IC: one board drives one "
        "two-coil stepper (NEMA 8 to NEMA 17, or a 28BYJ-48 converted to bipolar). Step and "
        "direction inputs, five step resolutions, adjustable current limiting with the "
        "trimmer pot, over-temperature and under-voltage shutdown. Same 16-pin footprint as "
        "the common 3D-printer driver sticks.",
        8.5,
    )
    s.heading("Board at a glance", 11)
    s.lines(
        [
            "Motor supply VMOT  " + ARROW + "  8 V to 35 V",
            "Logic supply VDD  " + ARROW + "  3 V to 5.5 V",
            "Current per coil, no heatsink or fan  " + ARROW + "  about 1 A continuous",
            "Current per coil, with enough extra cooling  " + ARROW + "  up to 2 A",
            "Step resolutions  " + ARROW + "  full, 1/2, 1/4, 1/8, 1/16",
            "Interface  " + ARROW + "  STEP / DIR (one pulse = one microstep)",
            "Board size  " + ARROW + "  15.2 mm x 20.3 mm, 2 x 8 pins on 2.54 mm pitch",
            "Weight  " + ARROW + "  1.3 g",
        ],
        9.0,
    )
    s.heading("Two versions", 11)
    s.table(
        [
            Col("Version", 92),
            Col("Sense resistors RS", 95, "C"),
            Col("Current limit", 120, "C"),
            Col("VREF for 1 A limit", 90, "C"),
            Col("Pot range", 102, "C"),
        ],
        [
            [
                "SCB-4988-G (green)",
                "0.068 " + OHM,
                "I = VREF / (8 x 0.068)",
                "0.54 V",
                "0 ... 2.0 A",
            ],
            [
                "SCB-4988-K (black)",
                "0.100 " + OHM,
                "I = VREF / (8 x 0.100)",
                "0.80 V",
                "0 ... 1.4 A",
            ],
        ],
        8.0,
        head_fill=False,
    )
    s.para(
        "General formula: current limit = VREF / (8 x RS). Measure VREF between the "
        "trimmer's wiper (or the VREF test pad) and GND while VDD is powered.",
        8.0,
    )
    s.heading("Read this before you power it", 11)
    s.bullets(
        [
            "Never connect or disconnect the motor while VMOT is live: the driver is destroyed.",
            "35 V is the absolute ceiling for VMOT, not a working point. Long supply leads ring "
            "well above the set voltage at switch-on; solder a 47 " + MU + "F or larger "
            "electrolytic across VMOT and GND right at the board.",
            "VDD is the logic supply only. The motor current always comes from VMOT.",
            "RESET is not pulled up on the board; tie it to SLEEP for normal use.",
        ],
        8.0,
    )
    s.add_page()
    s.heading("Pinout", 11)
    s.table(
        [
            Col("Pin", 35, "C"),
            Col("Name", 60, "C"),
            Col("What it does", 159),
            Col("Pin", 35, "C"),
            Col("Name", 60, "C"),
            Col("What it does", 150),
        ],
        [
            ["1", "ENABLE", "low = outputs on", "16", "VMOT", "motor supply +"],
            ["2", "MS1", "step resolution", "15", "GND", "motor supply -"],
            ["3", "MS2", "step resolution", "14", "2B", "coil B end 2"],
            ["4", "MS3", "step resolution", "13", "2A", "coil B end 1"],
            ["5", "RESET", "low = reset translator", "12", "1A", "coil A end 1"],
            ["6", "SLEEP", "low = sleep", "11", "1B", "coil A end 2"],
            ["7", "STEP", "rising edge = one step", "10", "VDD", "logic supply +"],
            ["8", "DIR", "direction", "9", "GND", "logic ground"],
        ],
        7.5,
        head_fill=False,
    )
    s.heading("Step resolution (MS pins have internal pull-downs)", 11)
    s.table(
        [
            Col("MS1", 60, "C"),
            Col("MS2", 60, "C"),
            Col("MS3", 60, "C"),
            Col("Resolution", 120, "C"),
            Col("Steps / rev (1.8\u00b0 motor)", 199, "C"),
        ],
        [
            ["L", "L", "L", "Full step", "200"],
            ["H", "L", "L", "Half step", "400"],
            ["L", "H", "L", "Quarter step", "800"],
            ["H", "H", "L", "Eighth step", "1600"],
            ["H", "H", "H", "Sixteenth step", "3200"],
        ],
        7.5,
        head_fill=False,
    )
    s.heading("Setting the current limit: worked example", 11)
    s.para(
        "Motor rated 0.84 A per phase, SCB-4988-G: VREF = 0.84 x 8 x 0.068 = 0.46 V. In full-"
        "step mode the coil current is only 70 % of the limit, so the motor sees about 0.6 A. "
        "Set the pot with the motor connected but no STEP pulses. STEP needs at least 1 "
        + MU
        + "s high and 1 "
        + MU
        + "s low.",
        8.0,
    )
    s.heading("Logic levels", 11)
    s.para(
        "STEP, DIR, MS1-MS3, ENABLE, RESET and SLEEP read high at " + GE + " 0.7 x VDD and "
        "low at " + LE + " 0.3 x VDD, so power VDD from the same rail as the controller "
        "driving them.",
        8.0,
    )
    s.heading("FAQ", 11)
    faq = [
        (
            "Q: Will it run from a 3.3 V board such as an ESP32 or a Raspberry Pi Pico?",
            "A: Yes. VDD can be anything from 3 V to 5.5 V; feed VDD from the board's 3.3 V pin "
            "and the inputs follow it.",
        ),
        (
            "Q: Can I use a 2S LiPo for the motor?",
            "A: Not reliably. 7.4 V nominal is below the 8 V minimum for VMOT and the driver's "
            "under-voltage lockout will cut in. A 3S pack (11.1 V) or a 12 V adapter is fine.",
        ),
        (
            "Q: What is the operating temperature range?",
            "A: We do not publish one for the board. The driver IC shuts down at about 165"
            + DEG
            + " junction temperature and restarts when it cools.",
        ),
        (
            "Q: Why is my motor weak in full-step mode?",
            "A: See the worked example: full step runs the coils at 70 % of the set limit.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 8.0)
    return save(s, out / "scb-4988.pdf")


# ---------------------------------------------------- 1 A fixed regulators (Monterrey)
def rs7800(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="RS7800 SERIES",
        header_right="Positive Fixed-Voltage Regulators, 1 A",
        footer_left="Regiomontana Semiconductores, S.A. de C.V.  \u00b7  Apodaca, N.L., M\u00e9xico",
        footer_right="RS78-DS rev 5 \u2013 {page}",
        rule_color=(0, 90, 50),
        table_fill=(226, 240, 230),
        accent=(0, 90, 50),
        grid=True,
    )
    s = Sheet(style, "RS7800 series 1 A positive voltage regulators")
    s.add_page()
    s.title_block(
        "RS7805 / RS7809 / RS7812",
        "Three-Terminal 1 A Positive Voltage Regulators",
        "TO-220 (T) and TO-263 (S) packages  \u00b7  tolerance grades A ("
        + PM
        + "2 %) and C ("
        + PM
        + "4 %)",
        19,
    )

    def feats() -> None:
        s.heading("FEATURES", 10)
        s.bullets(
            [
                "Output current up to 1 A",
                "Fixed outputs of 5 V, 9 V and 12 V",
                "No external components required",
                "Internal thermal overload protection",
                "Internal short-circuit current limiting",
                "Output transistor safe-operating-area protection",
                "Output voltage tolerance " + PM + "2 % (A grade) or " + PM + "4 % (C grade)",
            ],
            8.0,
        )

    def desc() -> None:
        s.heading("DESCRIPTION", 10)
        s.para(
            "The RS7800 series are three-terminal positive regulators for local on-card "
            "regulation. Each type has internal current limiting, thermal shutdown and "
            "safe-area protection, which makes it essentially indestructible. With adequate "
            "heat sinking they deliver over 1 A of output current. The input must stay at "
            "least the dropout voltage (typically 2 V at 1 A) above the output.",
            8.0,
        )

    s.side_by_side(feats, desc, 240, 18)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Value", 150, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Input voltage (RS7805, RS7809, RS7812)", "VI", "35", "V"],
            ["Thermal resistance, junction-case (TO-220)", "R\u03b8JC", "5", DEG + "/W"],
            ["Thermal resistance, junction-air (TO-220)", "R\u03b8JA", "65", DEG + "/W"],
            ["Operating junction temperature, C grade", "TJ", "0 to +125", DEG],
            ["Operating junction temperature, A grade", "TJ", "-40 to +125", DEG],
            ["Storage temperature", "TSTG", "-65 to +150", DEG],
        ],
        8.0,
    )
    s.heading("ORDERING INFORMATION", 10.5)
    s.table(
        [
            Col("Order code", 95),
            Col("Output", 60, "C"),
            Col("Grade", 55, "C"),
            Col("Package", 70, "C"),
            Col("Marking", 80, "C"),
            Col("Packing", 139, "C"),
        ],
        [
            ["RS7805CT", "5 V", "C", "TO-220", "7805C", "tube, 50 pcs"],
            ["RS7805AT", "5 V", "A", "TO-220", "7805A", "tube, 50 pcs"],
            ["RS7805CS", "5 V", "C", "TO-263", "7805C", "reel, 800 pcs"],
            ["RS7809CT", "9 V", "C", "TO-220", "7809C", "tube, 50 pcs"],
            ["RS7809AT", "9 V", "A", "TO-220", "7809A", "tube, 50 pcs"],
            ["RS7812CT", "12 V", "C", "TO-220", "7812C", "tube, 50 pcs"],
            ["RS7812AT", "12 V", "A", "TO-220", "7812A", "tube, 50 pcs"],
        ],
        7.5,
    )
    s.heading("PIN CONFIGURATION (TO-220, front view)", 10.5)
    s.table(
        [Col("Pin 1", 166, "C"), Col("Pin 2 / tab", 166, "C"), Col("Pin 3", 167, "C")],
        [["INPUT", "GROUND", "OUTPUT"]],
        8.0,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS", 10.5)
    s.para(
        "VI = 10 V (RS7805), 15 V (RS7809), 19 V (RS7812); IO = 500 mA; CI = 0.33 "
        + MU
        + "F; CO = 0.1 "
        + MU
        + "F; TJ = 25"
        + DEG
        + " unless otherwise specified.",
        7.5,
    )
    w = 27.0
    s.table(
        [
            Col("Parameter", 90),
            Col("Sym.", 28, "C"),
            Col("Conditions", 95),
            *[Col(h, w, "C") for _ in range(3) for h in ("Min", "Typ", "Max")],
            Col("Unit", 43, "C"),
        ],
        [
            [
                "Output voltage,\nC grade",
                "VO",
                "TJ = 25" + DEG,
                "4.8",
                "5.0",
                "5.2",
                "8.64",
                "9.0",
                "9.36",
                "11.52",
                "12",
                "12.48",
                "V",
            ],
            [
                "Output voltage,\nA grade",
                "VO",
                "TJ = 25" + DEG,
                "4.9",
                "5.0",
                "5.1",
                "8.82",
                "9.0",
                "9.18",
                "11.76",
                "12",
                "12.24",
                "V",
            ],
            [
                "Input voltage for\nregulation",
                "VI",
                "IO = 5 mA to 1 A",
                "7.0",
                "",
                "20",
                "11.5",
                "",
                "24",
                "14.5",
                "",
                "27",
                "V",
            ],
            [
                "Line regulation",
                "\u0394VO",
                "over VI range",
                "",
                "3",
                "50",
                "",
                "6",
                "90",
                "",
                "10",
                "120",
                "mV",
            ],
            [
                "Load regulation",
                "\u0394VO",
                "IO = 5 mA to 1.5 A",
                "",
                "15",
                "50",
                "",
                "12",
                "90",
                "",
                "12",
                "120",
                "mV",
            ],
            [
                "Quiescent current",
                "IQ",
                "TJ = 25" + DEG,
                "",
                "5.0",
                "8.0",
                "",
                "5.0",
                "8.0",
                "",
                "5.1",
                "8.0",
                "mA",
            ],
            [
                "Ripple rejection",
                "RR",
                "f = 120 Hz",
                "62",
                "80",
                "",
                "56",
                "72",
                "",
                "55",
                "72",
                "",
                "dB",
            ],
            ["Dropout voltage", "VD", "IO = 1 A", "", "2.0", "", "", "2.0", "", "", "2.0", "", "V"],
            [
                "Output noise",
                "VN",
                "10 Hz to 100 kHz",
                "",
                "40",
                "",
                "",
                "58",
                "",
                "",
                "75",
                "",
                MU + "V",
            ],
            [
                "Short-circuit current",
                "ISC",
                "VI = 35 V",
                "",
                "230",
                "",
                "",
                "230",
                "",
                "",
                "230",
                "",
                "mA",
            ],
            ["Peak output current", "IPK", "", "", "2.2", "", "", "2.2", "", "", "2.2", "", "A"],
        ],
        6.8,
        head_rows=[["", "", "", "RS7805", "<", "<", "RS7809", "<", "<", "RS7812", "<", "<", ""]],
    )
    s.para(
        "Note 1: The output voltage limits of each grade hold for the stated conditions only; "
        "over the full input range and 5 mA to 1 A load add " + PM + "1 % to the tolerance. "
        "Note 2: Load and line regulation are measured with short pulses (tp < 10 ms) so that "
        "the junction temperature stays constant.",
        7.5,
    )
    s.heading("TYPICAL APPLICATION", 10.5)
    s.para(
        "INPUT "
        + ARROW
        + " CI 0.33 "
        + MU
        + "F "
        + ARROW
        + " RS78xx "
        + ARROW
        + " CO 0.1 "
        + MU
        + "F "
        + ARROW
        + " OUTPUT. CI is required when the regulator sits more than 10 cm from "
        "the filter capacitor of the power supply. CO improves transient response; it is not "
        "needed for stability. A protection diode from output to input is recommended when "
        "the output capacitor is larger than 10 " + MU + "F.",
        8.0,
    )
    s.heading("APPLICATION HINTS", 10.5)
    s.bullets(
        [
            "Power dissipation is (VI - VO) x IO. At 1 A with 12 V in and 5 V out the RS7805 "
            "dissipates 7 W and needs a heat sink better than 8" + DEG + "/W.",
            "A 24 V input is allowed for the RS7809 and RS7812 only; the RS7805 must stay at or "
            "below 20 V for regulation.",
            "For currents above 1 A use an external pass transistor.",
        ],
        8.0,
    )
    revision_table(
        s,
        [
            ["2018-02-12", "3", "TO-263 added"],
            ["2023-09-01", "5", "A grade junction range -40" + DEG],
        ],
        (90, 60, 349),
    )
    return save(s, out / "rs7800.pdf")
