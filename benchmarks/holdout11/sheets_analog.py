"""Hold-out 11 datasheets: analog front ends and acoustics.

A weigh-scale 24-bit ADC in the look of a small Chinese vendor's translated
sheet (values in the opening prose, a pin table and a PD_SCK pulse table whose
numbers are not specifications, currents in uA that a user asks in mA), a
Knowles-style multi-mode PDM MEMS microphone (one column per performance mode,
supply current at two supplies stacked in one cell, relative logic levels,
reliability and reflow numbers as decoys) and a CUI-style magnetic buzzer family
(one row per rated-voltage version, SPL footnote, a drawing with dimension
numbers).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


def _drawing(s: Sheet, label: str, dims: list[str], height: float = 110) -> None:
    y = s.get_y()
    s.set_draw_color(120, 120, 120)
    s.rect(s.l_margin, y, 250, height)
    s.ellipse(s.l_margin + 40, y + 15, height - 30, height - 30)
    s.set_font(s.family, "", 7)
    for n, dim in enumerate(dims):
        s.set_xy(s.l_margin + 150, y + 12 + n * 12)
        s.cell(90, 9, dim)
    s.set_draw_color(0, 0, 0)
    s.set_xy(s.l_margin, y + height + 2)
    s.caption(label, 7.5)


# ------------------------------------------------ translated weigh-scale ADC
def hq7711(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Qiantang Micro",
        header_right="HQ7711",
        footer_left="Qiantang Microelectronics Co., Ltd.   www.qtmicro.example",
        footer_right="- {page} -",
        rule_color=(60, 60, 60),
        table_fill=(235, 235, 235),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "HQ7711 24-Bit ADC for Weigh Scales")
    s.add_page()
    s.title_block(
        "HQ7711", "24-Bit Analog-to-Digital Converter (ADC) for Weigh Scales", "", size=20
    )
    s.heading("DESCRIPTION", 10, rule=True)
    s.para(
        "Based on Qiantang's patented technology, HQ7711 is a precision 24-bit analog-to-digital "
        "converter (ADC) designed for weigh scales and industrial control applications to "
        "interface directly with a bridge sensor. The input multiplexer selects either "
        "Channel A or B differential input to the low-noise programmable gain amplifier (PGA). "
        "Channel A can be programmed with a gain of 128 or 64, corresponding to a full-scale "
        "differential input voltage of \u00b120mV or \u00b140mV respectively, when a 5V supply "
        "is connected to AVDD analog power supply pin. Channel B has a fixed gain of 32. On-chip "
        "power supply regulator eliminates the need for an external supply regulator to "
        "provide analog power for the ADC and the sensor. Clock input is flexible. It can be "
        "from an external clock source, a crystal, or the on-chip oscillator that does not "
        "require any external component. On-chip power-on-reset circuitry simplifies digital "
        "interface initialization. There is no programming needed for the internal registers. "
        "All controls to the HQ7711 are through the pins.",
        8.2,
    )

    def feats() -> None:
        s.heading("FEATURES", 10, rule=True)
        s.bullets(
            [
                "Two selectable differential input channels",
                "On-chip active low noise PGA with selectable gain of 32, 64 and 128",
                "On-chip power supply regulator for load-cell and ADC analog power supply",
                "On-chip oscillator requiring no external component with optional external crystal",
                "On-chip power-on-reset",
                "Simple digital control and serial interface: pin-driven controls, no programming needed",
                "Selectable 10SPS or 80SPS output data rate",
                "Simultaneous 50 and 60Hz supply rejection",
                "Current consumption including on-chip analog power supply regulator: "
                "normal operation < 1.5mA, power down < 1uA",
                "Operation supply voltage range: 2.6 ~ 5.5V",
                "Operation temperature range: -40 ~ +85\u2103",
                "16 pin SOP-16 package",
            ],
            7.8,
        )

    def apps() -> None:
        s.heading("APPLICATIONS", 10, rule=True)
        s.bullets(["Weigh Scales", "Industrial Process Control", "Kitchen and body scales"], 7.8)
        s.heading("ORDERING", 10, rule=True)
        s.table(
            [Col("Part No.", 80), Col("Package", 55, "C"), Col("Qty/Reel", 50, "C")],
            [["HQ7711", "SOP-16", "2500"], ["HQ7711-T", "SOP-16", "100/tube"]],
            7.4,
        )

    s.side_by_side(feats, apps, 300)
    s.heading("Pin Description", 10, rule=True)
    s.table(
        [
            Col("Pin #", 40, "C"),
            Col("Name", 60, "C"),
            Col("Function", 110, "C"),
            Col("Description", 289),
        ],
        [
            ["1", "VSUP", "Power", "Regulator supply: 2.7 ~ 5.5V"],
            ["2", "BASE", "Analog Output", "Regulator control output (NC when not used)"],
            ["3", "AVDD", "Power", "Analog supply: 2.6 ~ 5.5V"],
            ["4", "VFB", "Analog Input", "Regulator control input (connect to AGND when not used)"],
            ["5", "AGND", "Ground", "Analog Ground"],
            ["6", "VBG", "Analog Output", "Reference bypass output"],
            ["7, 8", "INA-, INA+", "Analog Input", "Channel A negative / positive input"],
            ["9, 10", "INB-, INB+", "Analog Input", "Channel B negative / positive input"],
            [
                "11",
                "PD_SCK",
                "Digital Input",
                "Power down control (high active) and serial clock input",
            ],
            ["12", "DOUT", "Digital Output", "Serial data output"],
            [
                "13, 14",
                "XO, XI",
                "Digital I/O",
                "Crystal I/O and external clock input; XI = 0: on-chip oscillator",
            ],
            ["15", "RATE", "Digital Input", "Output data rate control, 0: 10Hz; 1: 80Hz"],
            ["16", "DVDD", "Power", "Digital supply: 2.6 ~ 5.5V"],
        ],
        7.2,
    )

    # ---- page 2
    s.add_page()
    s.heading("KEY ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.para("(Unless otherwise noted: AVDD = 5V, DVDD = 5V, TA = 25\u2103, on-chip oscillator)", 7.8)
    kc = [
        Col("Parameter", 128),
        Col("Notes", 166),
        Col("MIN", 45, "C"),
        Col("TYP", 62, "C"),
        Col("MAX", 45, "C"),
        Col("UNIT", 53, "C"),
    ]
    s.table(
        kc,
        [
            [
                "Full scale differential\ninput range",
                "V(inp) - V(inn)",
                "",
                "\u00b10.5(AVDD/GAIN)",
                "",
                "V",
            ],
            ["Common mode input", "", "AGND+1.2", "", "AVDD-1.3", "V"],
            [
                "Output data rate",
                "Internal Oscillator, RATE = 0\nInternal Oscillator, RATE = DVDD",
                "",
                "10\n80",
                "",
                "Hz",
            ],
            [
                "",
                "Crystal or external clock,\nRATE = 0 / RATE = DVDD",
                "",
                "fclk/1,105,920\nfclk/138,240",
                "",
                "Hz",
            ],
            ["Output data coding", "2's complement", "800000", "", "7FFFFF", "HEX"],
            ["Output settling time (1)", "RATE = 0\nRATE = DVDD", "", "400\n50", "", "ms"],
            ["Input offset drift", "Gain = 128\nGain = 64", "", "0.2\n0.4", "", "mV"],
            [
                "Input noise",
                "Gain = 128, RATE = 0\nGain = 128, RATE = DVDD",
                "",
                "50\n90",
                "",
                "nV(rms)",
            ],
            [
                "Temperature drift",
                "Input offset (Gain = 128)\nGain (Gain = 128)",
                "",
                "\u00b16\n\u00b15",
                "",
                "nV/\u2103\nppm/\u2103",
            ],
            ["Input common mode\nrejection", "Gain = 128, RATE = 0", "", "100", "", "dB"],
            ["Power supply rejection", "Gain = 128, RATE = 0", "", "100", "", "dB"],
            ["Reference bypass (VBG)", "", "", "1.25", "", "V"],
            ["Crystal or external\nclock frequency", "", "1", "11.0592", "20", "MHz"],
            ["Power supply voltage", "DVDD\nAVDD, VSUP", "2.6\n2.6", "", "5.5\n5.5", "V"],
            [
                "Analog supply current\n(including regulator)",
                "Normal\nPower down",
                "",
                "1400\n0.3",
                "",
                MU + "A",
            ],
            ["Digital supply current", "Normal\nPower down", "", "100\n0.2", "", MU + "A"],
        ],
        7.4,
    )
    s.para(
        "(1) Settling time refers to the time from power up, reset, input channel change and "
        "gain change to valid stable output data.",
        7.2,
    )
    s.heading("Analog Inputs", 10, rule=True)
    s.para(
        "Channel A differential input is designed to interface directly with a bridge "
        "sensor's differential output. It can be programmed with a gain of 128 or 64. The "
        "large gains are needed to accommodate the small output signal from the sensor. When "
        "5V supply is used at the AVDD pin, these gains correspond to a full-scale differential "
        "input voltage of \u00b120mV or \u00b140mV respectively. Channel B differential input "
        "has a fixed gain of 32. The full-scale input voltage range is \u00b180mV, when 5V "
        "supply is used at the AVDD pin.",
        8.0,
    )
    s.heading("Power Supply Options", 10, rule=True)
    s.para(
        "Digital power supply (DVDD) should be the same power supply as the MCU power supply: "
        "the DOUT output swings between 0 and DVDD and PD_SCK is read against DVDD. When using "
        "the on-chip analog supply regulator, the analog supply voltage is given by "
        "VAVDD = VBG(R1 + R2) / R2, with an external PNP transistor on BASE. The output voltage "
        "should be designed with a minimum of 100mV below the regulator power supply voltage "
        "VSUP. The current the regulator can deliver to the load cell depends on the external "
        "transistor and is not specified here.",
        8.0,
    )

    # ---- page 3
    s.add_page()
    s.heading("Serial Interface", 10, rule=True)
    s.para(
        "Pin PD_SCK and DOUT are used for data retrieval, input selection, gain selection and "
        "power down controls. When output data is not ready for retrieval, digital output pin "
        "DOUT is high. Serial clock input PD_SCK should be low. When DOUT goes to low, it "
        "indicates data is ready for retrieval. By applying 25~27 positive clock pulses at the "
        "PD_SCK pin, data is shifted out from the DOUT output pin. Each PD_SCK pulse shifts out "
        "one bit, starting with the MSB bit first, until all 24 bits are shifted out.",
        8.0,
    )
    s.caption("Table 1  Input Channel and Gain Selection")
    s.table(
        [Col("PD_SCK Pulses", 160, "C"), Col("Input channel", 170, "C"), Col("Gain", 169, "C")],
        [["25", "A", "128"], ["26", "B", "32"], ["27", "A", "64"]],
        7.6,
    )
    s.caption("Table 2  Data Output, Input and Gain Selection Timing")
    s.table(
        [
            Col("Symbol", 50, "C"),
            Col("Note", 250),
            Col("MIN", 50, "C"),
            Col("TYP", 50, "C"),
            Col("MAX", 50, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["T1", "DOUT falling edge to PD_SCK rising edge", "0.1", "", "", MU + "s"],
            ["T2", "PD_SCK rising edge to DOUT data ready", "", "", "0.1", MU + "s"],
            ["T3", "PD_SCK high time", "0.2", "1", "50", MU + "s"],
            ["T4", "PD_SCK low time", "0.2", "1", "", MU + "s"],
        ],
        7.6,
    )
    s.heading("Reset and Power-Down", 10, rule=True)
    s.para(
        "When chip is powered up, on-chip power on reset circuitry will reset the chip. Pin "
        "PD_SCK input is used to power down the HQ7711. When PD_SCK pin changes from low to "
        "high and stays at high for longer than 60" + MU + "s, HQ7711 enters power down mode. "
        "When PD_SCK returns to low, chip will reset and enter normal operation mode. After "
        "a reset or power-down event, input selection is default to Channel A with a gain "
        "of 128.",
        8.0,
    )
    s.heading("Application Example", 10, rule=True)
    s.para(
        "Typical weigh scale: a 1 mV/V full-bridge load cell on Channel A, AVDD generated by "
        "the on-chip regulator with R1 = 20k" + OHM + " and R2 = 8.2k" + OHM + " (VAVDD = "
        "4.3V) from VSUP = 5V, DVDD connected to the MCU supply, RATE tied to GND for 10SPS "
        "and best 50/60Hz rejection. Sample code for reading the 24-bit result is available "
        "from our website (routine ReadCount, loop count 24).",
        8.0,
    )
    s.heading("Package Dimensions (SOP-16)", 10, rule=True)
    _drawing(
        s,
        "SOP-16 outline, dimensions in mm",
        ["A 1.75 max", "b 0.35 ~ 0.49", "D 9.80 ~ 10.00", "E 3.80 ~ 4.00", "e 1.27 BSC"],
        80,
    )
    return save(s, out / "hq7711.pdf")


# ------------------------------------------------- Knowles-style PDM microphone
def ksm4322(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Kingsford Acoustics",
        header_right="KSM4322-CT1  Product Data Sheet",
        footer_left="Revision: B   \u00a9 2023 Kingsford Acoustics Corp. Specifications subject to change.",
        footer_right="Page {page} of {nb}",
        rule_color=(0, 85, 150),
        table_fill=(0, 85, 150),
        accent=(0, 85, 150),
        grid=True,
    )
    s = Sheet(style, "KSM4322 Multi-Mode Digital Microphone")
    s.add_page()
    s.title_block(
        "KSM4322-CT1",
        "Multi-Mode Digital Bottom Port Microphone with PDM Output",
        "Zero-Height MEMS Microphone With Multiple Performance Modes",
        size=18,
    )
    s.heading("Product Features", 10)
    s.bullets(
        [
            "Three performance modes selected by the clock frequency: low-power, standard and high-performance",
            "Matched sensitivity of -26 dBFS across modes",
            "65 dB(A) signal-to-noise ratio in high-performance mode",
            "Acoustic overload point 122 dB SPL",
            "Omnidirectional, flat frequency response",
            "RF shielded, supports dual multiplexed channels (SELECT pin)",
            "Ultra-stable performance, standard SMD reflow",
            "Compact 3.50 x 2.65 x 0.98 mm surface mount package",
        ],
        7.8,
    )
    s.heading("Typical Applications", 10)
    s.para(
        "Smart speakers, hearables, voice user interfaces, laptops and tablets, IoT voice triggers.",
        7.8,
    )
    s.heading("Absolute Maximum Ratings", 10)
    s.para(
        "Stresses exceeding these Absolute Maximum Ratings may cause permanent damage to the "
        "device. These are stress ratings only; functional operation at these or any other "
        "conditions beyond those indicated under Acoustic & Electrical Specifications is not "
        "implied.",
        7.6,
    )
    s.table(
        [Col("Parameter", 250), Col("Absolute Maximum Rating", 170, "C"), Col("Units", 79, "C")],
        [
            ["Vdd, DATA to Ground", "-0.3, +3.9", "V"],
            ["CLOCK, SELECT to Ground", "-0.3, +3.9", "V"],
            ["Input Current", "\u00b15", "mA"],
            ["Short Circuit to/from DATA", "Indefinite to Ground or Vdd", "sec"],
            ["Shock", "10,000", "g"],
            ["Temperature Range", "-40 to +100", DEG],
        ],
        7.6,
    )
    s.heading("Product Ordering Information", 10)
    s.table(
        [Col("Part Number", 150), Col("Description", 250), Col("Reel qty", 99, "C")],
        [
            ["KSM4322-CT1", 'PDM microphone, 13" reel', "5,900"],
            ["KSM4322-CT1-EVB", "Flex evaluation board", "1"],
        ],
        7.6,
    )

    # ---- page 2
    s.add_page()
    s.heading("Acoustic & Electrical Specifications", 10)
    s.para(
        "Test Conditions: 23 \u00b12\u00b0C, 55\u00b120% R.H., VDD = 1.8V, no load, unless "
        "otherwise indicated",
        7.8,
    )
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 50, "C"),
            Col("Conditions", 129),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Units", 45, "C"),
        ],
        [
            ["Supply Voltage", "VDD", "", "1.62", "", "3.6", "V"],
            ["Sleep Mode Current", "ISLEEP", "fCLOCK < 250 kHz", "", "12", "20", MU + "A"],
            ["Sensitivity", "S", "94 dB SPL @ 1 kHz", "-27", "-26", "-25", "dBFS"],
            ["Acoustic Overload Point", "AOP", "10% THD @ 1 kHz", "", "122", "", "dB SPL"],
            ["Directivity", "", "Omnidirectional", "", "", "", ""],
            [
                "Polarity",
                "",
                "Increasing sound pressure:\nincreasing density of 1's",
                "",
                "",
                "",
                "",
            ],
            ["Startup Time", "tSTART", "from VDD ramp or mode change", "", "", "20", "ms"],
        ],
        7.4,
    )
    s.caption("Performance Modes")
    s.table(
        [
            Col("Parameter", 120),
            Col("Conditions", 139),
            Col("Low-Power Mode", 80, "C"),
            Col("Standard Mode", 80, "C"),
            Col("High-Perf. Mode", 80, "C"),
        ],
        [
            [
                "Clock Frequency Range",
                "fCLOCK",
                "351 - 815 kHz",
                "1.024 - 2.475 MHz",
                "3.0 - 3.6 MHz",
            ],
            [
                "Supply Current, typ (max)",
                "VDD = 1.8V, no load\nVDD = 3.6V, no load",
                "185 (230) " + MU + "A\n210 (260) " + MU + "A",
                "490 (600) " + MU + "A\n560 (690) " + MU + "A",
                "780 (950) " + MU + "A\n860 (1050) " + MU + "A",
            ],
            [
                "Signal to Noise Ratio, typ",
                "94 dB SPL @ 1 kHz,\nA-weighted",
                "62 dB(A)",
                "64.5 dB(A)",
                "65 dB(A)",
            ],
            ["Total Harmonic Distortion, typ", "94 dB SPL @ 1 kHz", "0.2 %", "0.2 %", "0.2 %"],
        ],
        7.4,
    )
    s.para(
        "Mode selection is automatic: the microphone measures the frequency of the CLOCK input. "
        "Clock frequencies between the ranges above are not supported; below 250 kHz the "
        "microphone enters sleep mode. The microphone is not specified for clock frequencies "
        "above 3.6 MHz.",
        7.8,
    )
    s.heading("Interface Characteristics", 10)
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 50, "C"),
            Col("Conditions", 129),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Units", 45, "C"),
        ],
        [
            ["Logic Input High", "VIH", "CLOCK, SELECT", "0.65 x VDD", "", "VDD + 0.3", "V"],
            ["Logic Input Low", "VIL", "CLOCK, SELECT", "-0.3", "", "0.35 x VDD", "V"],
            ["Logic Output High", "VOH", "DATA, IOUT = -2 mA", "VDD - 0.45", "", "", "V"],
            ["Logic Output Low", "VOL", "DATA, IOUT = 2 mA", "", "", "0.45", "V"],
            [
                "Clock Duty Cycle",
                "",
                "fCLOCK " + "\u2264" + " 2.475 MHz\nfCLOCK > 2.475 MHz",
                "40\n48",
                "",
                "60\n52",
                "%",
            ],
            ["Data Output Load", "CLOAD", "", "", "", "100", "pF"],
            ["Delay Time for Valid Data", "tDV", "CLOAD = 100 pF", "", "", "40", "ns"],
        ],
        7.4,
    )
    s.caption("Channel selection")
    s.table(
        [Col("SELECT pin", 150, "C"), Col("DATA valid on", 180, "C"), Col("Channel", 169, "C")],
        [["GND", "falling CLOCK edge", "Left"], ["VDD", "rising CLOCK edge", "Right"]],
        7.4,
    )

    # ---- page 3
    s.add_page()
    s.heading("Typical Free Field Response Normalized to 1 kHz", 10)
    s.figure(
        "Figure 1. Typical frequency response (standard mode)",
        "Frequency (Hz)",
        "Relative response (dB)",
        ["20", "100", "1k", "10k", "20k"],
        ["-10", "-5", "0", "+5", "+10"],
        [("Standard mode", [(0, 0.38), (0.2, 0.49), (0.5, 0.5), (0.8, 0.58), (1.0, 0.7)])],
        height=110,
    )
    s.heading("Pin Functions", 10)
    s.table(
        [
            Col("Pin #", 60, "C"),
            Col("Pin Name", 100, "C"),
            Col("Type", 100, "C"),
            Col("Description", 239),
        ],
        [
            ["1", "DATA", "Digital O", "PDM output, tri-stated in the unused half cycle"],
            ["2", "SELECT", "Digital I", "Left / right channel select"],
            ["3", "GROUND", "Power", "Ground"],
            ["4", "CLOCK", "Digital I", "Clock input, selects the mode"],
            ["5", "VDD", "Power", "Power supply"],
        ],
        7.4,
    )
    s.heading("Reliability Specifications", 10)
    s.table(
        [Col("Test", 150), Col("Description", 349)],
        [
            ["Thermal Shock", "100 cycles, -40\u00b0C to +125\u00b0C, 15 minute soaks"],
            ["High Temperature Storage", "+105\u00b0C environment for 1,000 hours"],
            ["Low Temperature Storage", "-40\u00b0C environment for 1,000 hours"],
            ["High Temperature Bias", "+105\u00b0C environment while under bias for 1,000 hours"],
            [
                "Temperature / Humidity Bias",
                "+85\u00b0C / 85% R.H. environment while under bias for 1,000 hours",
            ],
            ["Vibration", "4 cycles of 20 to 2,000 Hz sine sweep, 16 minutes each in X, Y and Z"],
            ["Reflow", "5 reflow cycles with peak temperature of +260\u00b0C"],
        ],
        7.4,
    )
    s.para(
        "Operating temperature range: -40\u00b0C to +85\u00b0C. The microphone's acoustic port "
        "must not be covered; the effect of enclosures, gaskets and membranes on sensitivity "
        "and SNR depends on the customer's design and is not specified.",
        7.8,
    )
    return save(s, out / "ksm4322.pdf")


# ----------------------------------------------------- CUI-style magnetic buzzer
def kmb12(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Kestrel Acoustic Devices",
        header_right="date 03/14/2023   rev. 1.03",
        footer_left="kestrel-acoustics.example",
        footer_right="page {page} of {nb}",
        rule_color=(120, 120, 120),
        table_fill=(230, 230, 230),
        accent=(20, 20, 20),
        grid=True,
    )
    s = Sheet(style, "KMB-12 series magnetic buzzer")
    s.add_page()
    s.title_block(
        "SERIES: KMB-12  \u2502  DESCRIPTION: MAGNETIC BUZZER",
        "INDICATOR, INTERNALLY DRIVEN, 12 mm",
        "",
        size=14,
    )
    s.heading("FEATURES", 9.5)
    s.bullets(
        [
            "internally driven (DC input)",
            "12 mm diameter",
            "2.3 kHz tone",
            "PC pin terminals",
            "RoHS compliant",
        ],
        7.8,
    )
    s.heading("MODELS", 9.5)
    s.table(
        [
            Col("model", 80),
            Col("rated\nvoltage\n(Vdc)", 60, "C"),
            Col("operating\nvoltage\n(Vdc)", 70, "C"),
            Col("rated\ncurrent\nmax (mA)", 70, "C"),
            Col("SPL\nmin\n(dBA)\u00b9", 60, "C"),
            Col("coil\nresistance\n(" + OHM + ")", 70, "C"),
            Col("height\n(mm)", 89, "C"),
        ],
        [
            ["KMB-1203", "3", "2 ~ 4", "30", "85", "\u2014", "9.5"],
            ["KMB-1205", "5", "4 ~ 7", "30", "85", "\u2014", "9.5"],
            ["KMB-1212", "12", "8 ~ 16", "25", "85", "\u2014", "9.5"],
        ],
        7.8,
    )
    s.para("Notes: 1. SPL measured at 10 cm, at rated voltage.", 7.4)
    s.heading("SPECIFICATIONS", 9.5)
    s.table(
        [
            Col("parameter", 130),
            Col("conditions/description", 180),
            Col("min", 45, "C"),
            Col("typ", 45, "C"),
            Col("max", 45, "C"),
            Col("units", 54, "C"),
        ],
        [
            ["rated frequency", "", "2,000", "2,300", "2,600", "Hz"],
            ["tone", "constant", "", "", "", ""],
            ["operating temperature", "", "-20", "", "70", DEG],
            ["storage temperature", "", "-30", "", "80", DEG],
            ["dimensions", "\u00d8 12 x 9.5", "", "", "", "mm"],
            ["weight", "", "", "2.0", "", "g"],
            ["material", "PPO (black)", "", "", "", ""],
            ["terminals", "PC pins", "", "", "", ""],
            ["RoHS", "yes", "", "", "", ""],
        ],
        7.8,
    )

    # ---- page 2
    s.add_page()
    s.heading("MECHANICAL DRAWING", 9.5)
    _drawing(
        s,
        "units: mm   tolerance: \u00b10.5 mm",
        [
            "\u00d8 12.0",
            "9.5",
            "7.6 (pin spacing)",
            "\u00d8 0.6 pins",
            "6.5 (pin length)",
            "+ marked on case",
        ],
        120,
    )
    s.heading("APPLICATION NOTES", 9.5)
    s.bullets(
        [
            "The buzzer contains its own oscillator: apply a DC voltage within the operating "
            "voltage range to sound it. Driving it with a PWM signal does not change the tone.",
            "Do not drive the buzzer directly from a microcontroller I/O pin; switch it with "
            "a transistor or MOSFET on the low side.",
            "The rated current is the maximum current at rated voltage; current rises with "
            "the applied voltage within the operating range.",
            "Observe polarity. Reverse voltage may damage the internal driver.",
            "Sound pressure level depends on the mounting and on the enclosure; SPL at "
            "distances other than 10 cm is not specified.",
        ],
        7.8,
    )
    s.heading("PACKAGING", 9.5)
    s.para("bulk, 500 pcs per bag;  carton: 10,000 pcs, 420 x 330 x 250 mm", 7.8)
    s.heading("REVISION HISTORY", 9.5)
    revision_table(
        s,
        [
            ["03/14/2023", "1.03", "KMB-1212 rated current updated"],
            ["07/02/2021", "1.02", "brand update"],
            ["11/19/2019", "1.0", "initial release"],
        ],
        (100, 80, 319),
    )
    s.para(
        "Kestrel Acoustic Devices reserves the right to make changes to the product at any "
        "time without notice. Information provided is believed to be accurate and reliable; "
        "however, no responsibility is assumed for its use.",
        7.2,
    )
    return save(s, out / "kmb12.pdf")
