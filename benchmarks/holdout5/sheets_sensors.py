"""Hold-out 5 datasheets, part 3: a Hanwei-style semiconductor gas sensor and a
Honeywell-style board-mount pressure sensor family with a nomenclature tree.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG_C = "\u2103"
LE, GE = "\u2264", "\u2265"


# ------------------------------------------------------- Hanwei-style CO gas sensor
def hxm7c(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="TECHNICAL DATA",
        header_right="HXM-7C GAS SENSOR",
        footer_left="Henan Hengxin Electronics Technology Co., Ltd.   Tel: 86-371-0000000   Fax: 86-371-0000001",
        footer_right="{page}",
        rule_color=(0, 0, 0),
        table_fill=None,
    )
    s = Sheet(style, "HXM-7C Gas Sensor")
    s.add_page()
    s.title_block(
        "HXM-7C GAS SENSOR", "TECHNICAL DATA   (Carbon Monoxide, semiconductor type)", size=18
    )
    s.heading("FEATURES", 10)
    s.para(
        "High sensitivity to carbon monoxide, small sensitivity to alcohol and smoke. Stable and long life. "
        "Detects CO by a high and low temperature cycle: the sensor is cleaned at high heater voltage and "
        "detects CO at low heater voltage.",
        9,
    )
    s.heading("APPLICATION", 10)
    s.para(
        "They are used in gas detecting equipment for carbon monoxide (CO) in family, industry or car.",
        9,
    )
    s.heading("SPECIFICATIONS", 10)
    s.caption("A. Standard work condition", 9)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Parameter name", 110),
            Col("Technical condition", 190),
            Col("Remarks", 129),
        ],
        [
            ["Vc", "Circuit voltage", f"5V{chr(177)}0.1", "AC or DC"],
            ["VH (H)", "Heating voltage (high)", f"5V{chr(177)}0.1", "AC or DC"],
            ["VH (L)", "Heating voltage (low)", f"1.4V{chr(177)}0.1", "AC or DC"],
            ["RL", "Load resistance", "Can adjust", ""],
            ["RH", "Heating resistance", f"29\u03a9{chr(177)}3\u03a9", "Room Tem."],
            ["TH (H)", "Heating time (high)", f"60{chr(177)}1 seconds", ""],
            ["TH (L)", "Heating time (low)", f"90{chr(177)}1 seconds", ""],
            ["PH", "Heating consumption", "About 350mW", ""],
        ],
        8.5,
    )
    s.caption("B. Environment condition", 9)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Parameter name", 110),
            Col("Technical condition", 190),
            Col("Remarks", 129),
        ],
        [
            ["Tao", "Using Tem.", f"-20{DEG_C}-50{DEG_C}", ""],
            ["Tas", "Storage Tem.", f"-20{DEG_C}-70{DEG_C}", ""],
            ["RH", "Related humidity", "Less than 95%Rh", ""],
            [
                "O2",
                "Oxygen concentration",
                "21% (standard condition)\nOxygen concentration can affect sensitivity",
                "Minimum value\nis over 2%",
            ],
        ],
        8.5,
    )
    s.caption("C. Sensitivity characteristic", 9)
    s.table(
        [
            Col("Symbol", 70, "C"),
            Col("Parameter name", 110),
            Col("Technical parameter", 190),
            Col("Remarks", 129),
        ],
        [
            [
                "Rs",
                "Surface resistance\nof sensitive body",
                "2K\u03a9-20K\u03a9\n(in 100ppm CO)",
                "",
            ],
            [
                "\u03b1\n(300/100ppm)",
                "Concentration slope\nrate",
                f"{LE} 0.5",
                "Rs (300ppm)/\nRs (100ppm CO)",
            ],
            [
                "Standard\ndetecting\ncondition",
                "",
                f"Temp: 20{DEG_C}{chr(177)}2{DEG_C}   Vc: 5V{chr(177)}0.1\nHumidity: 65%{chr(177)}5%   VH(H): 5V{chr(177)}0.1\nVH(L): 1.4V{chr(177)}0.1",
                "",
            ],
            ["", "Preheat time", "No less than 48 hours", ""],
            ["", "Detecting range", "20ppm-2000ppm carbon monoxide", ""],
        ],
        8.5,
    )

    # ---- page 2
    s.add_page()
    s.heading("D. Structure and configuration, basic measuring circuit", 10)
    s.para(
        "Structure and configuration of the HXM-7C gas sensor is shown as Fig. 1 (configuration A or B). "
        "The sensor is composed of a micro AL2O3 ceramic tube, a tin dioxide (SnO2) sensitive layer, a "
        "measuring electrode and a heater, fixed into a crust made by plastic and a stainless steel net. "
        "The heater provides the necessary work conditions for the sensitive components. The enveloped "
        "HXM-7C has 6 pins; 4 of them are used to fetch signals, and the other 2 are used for providing "
        "the heating current.",
        9,
    )
    s.para(
        "The electric parameter measurement circuit is shown as Fig. 2. The sensor needs two voltages: "
        "the heater voltage (VH) and the test voltage (VC). VH is used to supply a certain working "
        "temperature to the sensor, VC is used to detect the voltage (VRL) on the load resistance (RL) "
        "which is in series with the sensor. VC must be DC power; VH may be AC or DC. The sensor's signal "
        "is read at the end of the low-voltage heating period.",
        9,
    )
    s.figure(
        "Fig. 3 Sensitivity characteristics (20\u2103, 65%RH, RL: 10k\u03a9; Ro: Rs in 100ppm CO)",
        "ppm",
        "Rs/Ro",
        ["10", "100", "1000", "10000"],
        ["0.01", "0.1", "1", "10"],
        [
            ("CO", [(0.0, 0.85), (0.33, 0.67), (0.67, 0.45), (0.9, 0.33)]),
            ("H2", [(0.0, 0.8), (0.5, 0.6), (0.9, 0.45)]),
            ("Air", [(0.0, 0.95), (1.0, 0.95)]),
        ],
        height=110,
    )
    s.figure(
        "Fig. 4 Response and resume characteristics in 200ppm CO: response time 90 s or less, "
        "resume time 120 s or less (one heating cycle of 150 s)",
        "Time (s)",
        "VRL (V)",
        ["0", "150", "300", "450", "600"],
        ["0", "1", "2", "3", "4", "5"],
        [("200ppm CO", [(0.0, 0.1), (0.25, 0.1), (0.4, 0.7), (0.6, 0.7), (0.8, 0.12), (1.0, 0.1)])],
        height=100,
    )

    # ---- page 3
    s.add_page()
    s.heading("SENSITIVITY ADJUSTMENT", 10)
    s.para(
        "Resistance value of HXM-7C is different to various kinds and various concentration gases. So, "
        "when using this component, sensitivity adjustment is very necessary. We recommend that you "
        "calibrate the detector for 200ppm CO in air and use a value of load resistance (RL) of about "
        "10K\u03a9 (5K\u03a9 to 47K\u03a9).",
        9,
    )
    s.para(
        "When accurately measuring, the proper alarm point for the gas detector should be determined after "
        "considering the temperature and humidity influence. An example alarm point is 150ppm CO for a "
        "domestic detector; a 2A relay on the alarm output switches a 12V siren (example values, not "
        "specifications).",
        9,
    )
    s.heading("NOTES", 10)
    s.para(
        "1. The heater must be driven by the high/low cycle above; a constant 5V heater voltage shortens "
        "the life and is not a specified operating condition.\n"
        "2. Avoid exposure to silicone vapours, high concentrations of corrosive gases and condensed water.\n"
        "3. Do not apply a voltage higher than the specification to the heater; the circuit voltage Vc must "
        "never exceed 24V DC.",
        9,
    )
    s.heading("Revision", 10)
    revision_table(
        s,
        [["2019.05", "1.0", "New"], ["2022.11", "1.4", "Detecting range changed to 20ppm-2000ppm"]],
        (80, 50, 369),
    )
    return save(s, out / "hxm-7c.pdf")


# -------------------------------------------- Honeywell-style board-mount pressure sensor
def tpx(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="TPX Series",
        header_right="Board Mount Pressure Sensors",
        footer_left="Thornbury Sensing Inc.   32312345-C-EN   February 2024",
        footer_right="{page}",
        accent=(200, 16, 46),
        rule_color=(160, 160, 160),
        table_fill=(235, 235, 235),
        grid=False,
    )
    s = Sheet(style, "TPX Series Board Mount Pressure Sensors")
    s.add_page()
    s.title_block(
        "TPX Series",
        "Board Mount Pressure Sensors: Amplified, Compensated; Digital (I2C or SPI) or Analog Output; "
        "\u00b11 psi to \u00b1150 psi, 60 mbar to 10 bar",
        "Datasheet 32312345, Issue C",
        size=20,
    )

    def left() -> None:
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The TPX Series is a piezoresistive silicon pressure sensor offering a ratiometric analog or "
            "digital output for reading pressure over the specified full scale pressure span and "
            "temperature range. It is calibrated and temperature compensated for sensor offset, "
            "sensitivity, temperature effects and accuracy errors using an on-board ASIC.",
            8,
        )
        s.heading("FEATURES AND BENEFITS", 9.5)
        s.bullets(
            [
                "Total Error Band (TEB) as low as \u00b11 %FSS",
                "Compensated temperature range: 0 \u00b0C to 50 \u00b0C [32 \u00b0F to 122 \u00b0F]",
                "Supply voltage options: 3.3 Vdc or 5.0 Vdc",
                "Output options: analog, I2C or SPI (14-bit)",
                "Liquid media option on one port",
            ],
            8,
        )

    def right() -> None:
        s.caption("Table 1. Absolute Maximum Ratings 1", 8)
        s.table(
            [
                Col("Characteristic", 113),
                Col("Min.", 35, "C"),
                Col("Max.", 50, "C"),
                Col("Unit", 35, "C"),
            ],
            [
                ["Supply voltage (Vsupply)", "-0.3", "6.0", "Vdc"],
                ["Voltage on any pin", "-0.3", "Vsupply + 0.3", "V"],
                ["Digital interface clock freq.:", "", "", ""],
                ["   I2C", "100", "400", "kHz"],
                ["   SPI", "50", "800", "kHz"],
                ["ESD susceptibility (HBM)", "4", "\u2015", "kV"],
                ["Storage temperature", "-40", "85", "\u00b0C"],
                ["Soldering time and temp.:", "", "", ""],
                ["   lead solder temp., 4 s", "", "250", "\u00b0C"],
            ],
            7.5,
        )
        s.para(
            "1. Absolute maximum ratings are the extreme limits the device will withstand without damage.",
            7,
        )

    s.side_by_side(left, right, 250)
    s.caption("Table 2. Operating Specifications", 8.5)
    s.table(
        [
            Col("Characteristic", 230),
            Col("Min.", 55, "C"),
            Col("Nom.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 104, "C"),
        ],
        [
            ["Supply voltage (Vsupply):^{2, 3, 4}", "", "", "", ""],
            ["   3.3 Vdc option", "3.0", "3.3", "3.6", "Vdc"],
            ["   5.0 Vdc option", "4.75", "5.0", "5.25", "Vdc"],
            ["Supply current:", "", "", "", ""],
            ["   3.3 Vdc option", "\u2015", "2.1", "2.8", "mA"],
            ["   5.0 Vdc option", "\u2015", "2.7", "3.8", "mA"],
            ["Sleep current (digital options only)^{5}", "\u2015", "\u2015", "1", "\u00b5A"],
            ["Compensated temperature range:^{6}", "0", "\u2015", "50", "\u00b0C"],
            ["Operating temperature range:^{7}", "-20", "\u2015", "85", "\u00b0C"],
            ["Startup time (power up to data ready)", "\u2015", "\u2015", "3", "ms"],
            ["Response time", "\u2015", "0.46", "\u2015", "ms"],
            ["Upper output clipping limit (analog)", "\u2015", "97.5", "\u2015", "% Vsupply"],
            ["Output resolution (digital)", "14", "\u2015", "\u2015", "bits"],
            ["Total Error Band after auto-zero^{8}", "\u2015", "\u00b11", "\u2015", "%FSS"],
            ["Total Error Band^{9}", "\u2015", "\u00b12", "\u2015", "%FSS"],
        ],
        7.5,
    )
    s.para(
        "2. Sensors are either 3.3 Vdc or 5.0 Vdc based on the catalog listing selected; a 5.0 Vdc option "
        "sensor is not specified at 3.3 Vdc and vice versa.   3. Ratiometricity of the sensor (the ability "
        "of the output to scale to the supply voltage) is achieved within the specified operating voltage.   "
        "4. The sensor is not reverse polarity protected.   5. Sleep mode is not available for analog "
        "outputs.   6. The temperature range over which the sensor will produce an output proportional to "
        "pressure within the specified performance limits (Total Error Band).   7. The temperature range "
        "over which the sensor will produce an output proportional to pressure but may not remain within "
        "the specified performance limits.   8. After an auto-zero performed by the customer at the start "
        "of use.   9. The maximum deviation in output from ideal transfer function over the entire "
        "compensated temperature range (0 \u00b0C to 50 \u00b0C).",
        7,
    )

    # ---- page 2: pressure ranges and nomenclature
    s.add_page()
    s.caption("Table 3. Pressure Range Specifications (selection)", 8.5)
    s.table(
        [
            Col("Pressure Range", 80, "C"),
            Col("Pmin.", 55, "C"),
            Col("Pmax.", 55, "C"),
            Col("Unit", 50, "C"),
            Col("Overpressure^{10}", 80, "C"),
            Col("Burst Pressure^{11}", 80, "C"),
            Col("Type", 99, "C"),
        ],
        [
            ["001PD", "-1", "1", "psi", "10", "20", "differential"],
            ["005PG", "0", "5", "psi", "20", "40", "gauge"],
            ["015PA", "0", "15", "psi", "30", "60", "absolute"],
            ["060MG", "0", "60", "mbar", "1000", "2000", "gauge"],
            ["100KA", "0", "100", "kPa", "200", "400", "absolute"],
            ["010BG", "0", "10", "bar", "20", "40", "gauge"],
        ],
        7.5,
    )
    s.para(
        "10. The maximum pressure which may be applied without causing durable shifts of the electrical "
        "parameters.   11. The maximum pressure which may be applied to any port without causing escape "
        "of pressure media.",
        7,
    )
    s.heading("Figure 1. Nomenclature and Order Guide", 9.5)
    s.para(
        "For example, TPXDANN015PA2A3 defines a TPX Series sensor, DIP package, axial port, dry gas, 0 psi to 15 psi absolute, I2C address 0x28, 10% to 90% transfer function, 3.3 Vdc supply.",
        8,
    )
    s.lines(["TPX    D    AN    N    015PA    2    A    3"], 11, 6)
    s.table(
        [Col("Position", 90), Col("Code", 60, "C"), Col("Meaning", 349)],
        [
            ["Package", "D", "DIP (dual inline pin)"],
            ["", "S", "SMT (surface mount)"],
            ["Pressure port", "AN", "Single axial barbed port"],
            ["", "RR", "Dual radial barbed ports, same side"],
            ["Options", "N", "Dry gases only, no special options"],
            ["", "D", "Liquid media on port 2"],
            ["Pressure range", "", "See Table 3"],
            ["Output type", "A", "Analog output"],
            ["", "2", "I2C, address 0x28"],
            ["", "3", "I2C, address 0x38"],
            ["", "4", "I2C, address 0x48"],
            ["", "5", "I2C, address 0x58"],
            ["", "S", "SPI"],
            ["Transfer function", "A", "10% to 90% of Vsupply (analog), 2^14 counts (digital)"],
            ["", "D", "5% to 95% of Vsupply (analog), 2^14 counts (digital)"],
            ["Supply voltage", "3", "3.3 Vdc"],
            ["", "5", "5.0 Vdc"],
        ],
        7.5,
    )
    s.para(
        "The I2C address of a digital sensor is fixed by the output-type code at the factory and cannot be "
        "changed by the user. Analog output sensors have no I2C or SPI interface.",
        8,
    )

    # ---- page 3: transfer function, application
    s.add_page()
    s.heading("TRANSFER FUNCTION (10% to 90% calibration)", 9.5)
    s.lines(
        ["Output (V) = 0.8 x Vsupply / (Pmax. - Pmin.) x (Papplied - Pmin.) + 0.10 x Vsupply"], 8.5
    )
    s.lines(["Output (% of 2^14 counts) = 80% / (Pmax. - Pmin.) x (Papplied - Pmin.) + 10%"], 8.5)
    s.heading("I2C AND SPI COMMUNICATION", 9.5)
    s.para(
        "The digital sensors are slaves. An I2C read returns two bytes of bridge data (status bits and "
        "14-bit pressure) and optionally 11-bit temperature data. The I2C clock must be between 100 kHz and "
        "400 kHz; SPI mode 0 or 1 with a clock between 50 kHz and 800 kHz. Pull-up resistors of 1 k\u03a9 "
        "to Vsupply are recommended on SDA and SCL.",
        8,
    )
    s.figure(
        "Figure 2. Example: output vs. pressure for 015PA (analog, 5.0 Vdc): 0.5 V at 0 psi, 4.5 V at 15 psi",
        "Pressure (psi)",
        "Output (V)",
        ["0", "5", "10", "15"],
        ["0", "1", "2", "3", "4", "5"],
        [("TPX 015PA", [(0.0, 0.1), (1.0, 0.9)])],
        height=100,
    )
    s.heading("APPLICATION NOTE (example, not a specification)", 9.5)
    s.para(
        "A CPAP flow channel reads a 060MG sensor every 2 ms over I2C at 400 kHz; a 10-sample average "
        "gives a noise floor of about 0.02 mbar.",
        8,
    )
    s.heading("Revision", 9.5)
    revision_table(
        s,
        [
            ["2022-03", "A", "Initial release"],
            ["2024-02", "C", "Output type 5 (0x58) added; sleep current added"],
        ],
        (80, 50, 369),
    )
    return save(s, out / "tpx.pdf")
