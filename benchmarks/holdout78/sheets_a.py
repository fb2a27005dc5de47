"""Hold-out 78 datasheets, part 1: a 9-axis IMU module, a PWM solar charge controller,
a 0.5-4.5 V ratiometric pressure transducer and an I2C keypad module.

A Scottish robotics-company module sheet in English (version columns for a board with
and without a regulator, a typ.-only current table, wrapped names, a bus table whose
SPI rows look alike, a FAQ), a Chinese solar-controller user manual in plain English
(one column per model, a battery-type table stated for 12 V systems only with "x2 for
24 V" in a note, a load-mode decoy table, troubleshooting Q&A), an Israeli industrial
transducer catalogue page in English (one specification table with spanning section
rows, accuracy vs total error band, operating vs compensated range, proof / burst per
range code, note marks) and a Nigerian maker-shop product page (a headless spec card,
a jumper table per version, a FAQ holding the bus-speed limit).
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
NDASH = "\u2013"
NAIRA = "\u20a6"
SQ = "\u00b2"


# ------------------------------------------------------------ 9-axis IMU module (Scotland)
def axm9d(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="KELVINSIDE ROBOTICS",
        header_right="AXM-9D module data  |  KR-0412 issue 2",
        footer_left="Kelvinside Robotics Ltd, Glasgow G12  -  made in Scotland",
        footer_right="pg. {page} of {nb}",
        table_fill=(214, 228, 214),
        accent=(0, 90, 60),
        grid=False,
    )
    s = Sheet(style, "AXM-9D 9-DoF motion sensor module")
    s.add_page()
    s.title_block(
        "AXM-9D  and  AXM-9D-LV",
        "9-DoF motion sensor module: accelerometer, gyroscope and magnetometer",
        "25.4 x 17.8 mm, 0.1 in headers, two M2 mounting holes",
        20,
    )
    s.heading("Overview", 10.5)
    s.para(
        "The AXM-9D carries a 6-axis accelerometer / gyroscope die and a separate 3-axis "
        "magnetometer die on one small board. The standard AXM-9D has a 3.3 V low-dropout "
        "regulator and a MOSFET level shifter on SDA and SCL, so it plugs into 3.3 V and 5 V "
        "controllers alike. The AXM-9D-LV leaves both out: VIN goes straight to the sensor "
        "dies and the bus lines are at VIN level, which suits battery-powered 1.8 V and 3 V "
        "designs. The accel / gyro die answers at 0x68 (AD0 low, default) or 0x69 (AD0 "
        "high). The magnetometer sits behind it at 0x0C and only shows up on the bus once "
        "bypass mode is enabled (bit 1 of register 0x37).",
        8.5,
    )
    s.heading("Which version? - power and bus levels", 10.5)
    s.table(
        [
            Col("Item", 210),
            Col("AXM-9D", 105, "C"),
            Col("AXM-9D-LV", 105, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply on the VIN pin, operating", "3.0 - 5.5", "1.71 - 3.6", "V"],
            ["Never exceed on VIN", "6.0", "4.0", "V"],
            ["Sensor core supply (internal)", "3.3 (from LDO)", "= VIN", "V"],
            ["Regulator output available on 3V3 pad", "3.3 / 100 mA", "none", "V / mA"],
            ["SDA / SCL logic level", "3.3 or 5 (shifted)", "= VIN", "V"],
            ["Interfaces brought out", "I2C", "I2C, SPI", ""],
        ],
        8,
    )
    s.heading("Current consumption (typical only)", 10.5)
    s.para(
        "AXM-9D measured at VIN = 5.0 V, AXM-9D-LV at VIN = 3.3 V, 25 "
        + DEG
        + ", power LED removed. No limits are given; these are bench typicals.",
        7.5,
    )
    s.table(
        [Col("Operating mode", 250), Col("AXM-9D", 120, "C"), Col("AXM-9D-LV", 129, "C")],
        [
            ["All nine axes running, 100 Hz output data rate", "4.1 mA", "3.6 mA"],
            ["Accelerometer + gyroscope,\nmagnetometer powered down", "3.3 mA", "2.8 mA"],
            ["Accelerometer only, low-power cycle at 50 Hz", "0.55 mA", "0.09 mA"],
            ["Full sleep, all dies", "95 " + MU + "A", "8 " + MU + "A"],
        ],
        8,
    )
    s.para(
        "The AXM-9D figures include about 80 "
        + MU
        + "A for the regulator and the level shifter. The green power LED adds roughly "
        "1 mA; cut jumper JP3 on the back to disable it.",
        7.5,
    )
    s.heading("Environmental", 10.5)
    s.table(
        [Col("Item", 250), Col("Min", 80, "C"), Col("Max", 80, "C"), Col("Unit", 89, "C")],
        [
            ["Operating temperature (board)", "-40", "+85", DEG],
            ["Storage temperature", "-40", "+125", DEG],
            ["Shock survival, unpowered (0.2 ms)", "", "10 000", "g"],
        ],
        8,
    )
    s.add_page()
    s.heading("Sensor characteristics", 10.5)
    s.para("Both versions. Sensor core at 3.3 V, 25 " + DEG + " unless a condition says more.", 7.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 110),
            Col("Min", 50, "C"),
            Col("Typ", 70, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            [
                "Accelerometer full-scale\nrange",
                "selectable",
                "",
                PM + "2, " + PM + "4, " + PM + "8, " + PM + "16",
                "",
                "g",
            ],
            ["Accelerometer\nsensitivity", "FS = " + PM + "2 g", "", "16384", "", "LSB/g"],
            ["", "FS = " + PM + "16 g", "", "2048", "", "LSB/g"],
            [
                "Gyroscope full-scale\nrange",
                "selectable",
                "",
                PM + "250 ... " + PM + "2000",
                "",
                "°/s",
            ],
            ["Gyroscope sensitivity", "FS = " + PM + "250 °/s", "", "131", "", "LSB/(°/s)"],
            ["Gyroscope zero-rate\noffset", "after power-up", "", PM + "5", "", "°/s"],
            ["Magnetometer range", "", "", PM + "4900", "", MU + "T"],
            ["Magnetometer resolution", "16-bit output", "", "0.15", "", MU + "T/LSB"],
            ["Accelerometer output\ndata rate", "", "4", "", "4000", "Hz"],
            ["Magnetometer output\ndata rate", "continuous mode 1 / 2", "", "8 / 100", "", "Hz"],
        ],
        7.5,
    )
    s.heading("Bus timing", 10.5)
    s.table(
        [
            Col("Parameter", 230),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 60, "C"),
            Col("Applies to", 89, "C"),
        ],
        [
            ["I2C clock, fast mode", "", "400", "kHz", "both"],
            ["SPI clock, all register access", "", "1", "MHz", "AXM-9D-LV"],
            [
                "SPI clock, reading sensor and\ninterrupt registers only",
                "",
                "20",
                "MHz",
                "AXM-9D-LV",
            ],
        ],
        7.5,
    )
    s.heading("Header pins", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("What it does", 379)],
        [
            ["1", "VIN", "supply, see the version table"],
            ["2", "GND", "ground"],
            ["3", "SCL", "I2C clock / SPI SCLK (LV)"],
            ["4", "SDA", "I2C data / SPI MOSI (LV)"],
            ["5", "AD0", "address select / SPI MISO (LV); 10 k pull-down"],
            ["6", "INT", "interrupt output, push-pull, active high"],
            ["7", "nCS", "SPI chip select (LV only; leave open for I2C)"],
        ],
        7.5,
    )
    s.heading("Registers you will use first", 10.5)
    s.table(
        [Col("Register", 90, "C"), Col("Address", 70, "C"), Col("Reads / meaning", 339)],
        [
            ["WHO_AM_I", "0x75", "0x71 (accel / gyro die identity, not an I2C address)"],
            ["PWR_MGMT_1", "0x6B", "0x80 resets the die; 0x01 selects the PLL clock"],
            ["INT_PIN_CFG", "0x37", "write 0x02 to enable bypass (magnetometer on the bus)"],
            ["WIA (magnetometer)", "0x00", "0x48"],
        ],
        7.5,
    )
    s.heading("Questions we get", 10.5)
    s.para(
        "Will it run on a 5 V Arduino? The AXM-9D, yes: power it from 5 V and connect SDA / "
        "SCL directly. The AXM-9D-LV, no: its pins are not 5 V tolerant and VIN must stay "
        "at or below 3.6 V.",
        8,
    )
    s.para(
        "Is the gyro good enough for navigation? It is a consumer-grade MEMS part; we do not "
        "publish bias instability or angle random walk figures.",
        8,
    )
    revision_table(
        s,
        [["2024-03-04", "2", "LV version added; sleep current re-measured"]],
        (90, 60, 349),
    )
    return save(s, out / "axm-9d.pdf")


# ------------------------------------------------------------ PWM solar controller (China)
def lnsp(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="LNS-P Series PWM Solar Charge Controller",
        header_right="User Manual  V2.3",
        footer_left="Ningbo Lanshan New Energy Technology Co., Ltd.",
        footer_right="{page}",
        table_fill=(255, 242, 204),
        accent=(200, 110, 0),
        grid=True,
    )
    s = Sheet(style, "LNS-P series PWM solar charge controller")
    s.add_page()
    s.title_block(
        "LNS-P10 / LNS-P20 / LNS-P30",
        "PWM Solar Charge Controller with LCD and Dual USB",
        "12V / 24V automatic recognition - lead-acid and lithium batteries",
        19,
    )
    s.heading("1. Safety Instructions", 10.5)
    s.para(
        "Read this manual before installation. The controller is for indoor use only; keep "
        "it dry and away from direct sunlight and flammable gases. Connect the battery "
        "first, then the solar panel, then the load. Disconnect in the reverse order. The "
        "system voltage (12V or 24V) is recognised once, when the battery is connected.",
        8.5,
    )
    s.heading("2. Features", 10.5)
    s.bullets(
        [
            "Three-stage PWM charging: boost, float and equalize (lead-acid).",
            "Battery types: sealed (SLD), gel (GEL), flooded (FLD) and lithium (LI).",
            "Dual USB output 5V / 2A for phones and lamps.",
            "Protections: overcharge, over-discharge, overload, short circuit of the load, "
            "battery reverse polarity. No protection against PV reverse polarity on LNS-P10.",
            "Load control: manual, light control (dusk to dawn) or light + timer.",
        ],
        8.5,
    )
    s.heading("3. Technical Parameters", 10.5)
    s.table(
        [
            Col("Model", 187),
            Col("LNS-P10", 95, "C"),
            Col("LNS-P20", 95, "C"),
            Col("LNS-P30", 95, "C"),
            Col("", 27, "C"),
        ],
        [
            ["System voltage", "12V / 24V auto", "12V / 24V auto", "12V / 24V auto", ""],
            ["Rated charge current", "10A", "20A", "30A", ""],
            ["Rated load current", "10A", "20A", "30A", ""],
            ["Max. solar input voltage (Voc)", "<40V", "<40V", "<50V", ""],
            ["Max. solar power 12V / 24V", "130W / 260W", "260W / 520W", "390W / 780W", ""],
            ["Self consumption", LE + "10mA", LE + "10mA", LE + "13mA", ""],
            ["USB output", "5V / 2A", "5V / 2A", "5V / 2A", ""],
            ["Working temperature", "-20 ~ +55" + DEG, "-20 ~ +55" + DEG, "-20 ~ +55" + DEG, ""],
            ["Storage temperature", "-30 ~ +80" + DEG, "-30 ~ +80" + DEG, "-30 ~ +80" + DEG, ""],
            ["Max. wire size", "4mm" + SQ, "6mm" + SQ, "10mm" + SQ, ""],
            ["Net weight", "150g", "180g", "260g", ""],
        ],
        8,
    )
    s.para(
        "Note: the rated charge current is the maximum current from the panel to the "
        "battery. Choose a model whose rating is at least 1.25 times the panel short-circuit "
        "current (Isc).",
        7.5,
    )
    s.add_page()
    s.heading("4. Battery Type Voltage Parameters", 10.5)
    s.para(
        "Values for 12V systems at 25" + DEG + ". For 24V systems multiply by 2.",
        8.5,
        bold=True,
    )
    s.table(
        [
            Col("Parameter", 190),
            Col("SLD", 70, "C"),
            Col("GEL", 70, "C"),
            Col("FLD", 70, "C"),
            Col("LI", 70, "C"),
            Col("Unit", 29, "C"),
        ],
        [
            ["Over-voltage disconnect", "16.0", "16.0", "16.0", "15.0", "V"],
            ["Equalize charge voltage", "14.6", "-", "14.8", "-", "V"],
            ["Boost charge voltage", "14.4", "14.2", "14.6", "14.4", "V"],
            ["Float charge voltage", "13.8", "13.8", "13.8", "-", "V"],
            ["Boost return voltage", "13.2", "13.2", "13.2", "13.6", "V"],
            ["Low voltage reconnect", "12.6", "12.6", "12.6", "12.8", "V"],
            ["Low voltage disconnect", "11.1", "11.1", "11.1", "11.6", "V"],
        ],
        8,
    )
    s.para(
        "Temperature compensation for lead-acid types: -3mV/" + DEG + "/cell (25" + DEG + " "
        "reference). LI type has no float and no temperature compensation; it suits 4-cell "
        "LiFePO4 packs with their own BMS.",
        7.5,
    )
    s.heading("5. Load Working Mode Settings", 10.5)
    s.table(
        [Col("LCD code", 80, "C"), Col("Mode", 160), Col("Description", 259)],
        [
            ["0", "Light control", "load on from dusk to dawn (PV voltage below 5V)"],
            ["1 ~ 14", "Light + timer", "load on at dusk for 1 ~ 14 hours"],
            ["15", "Manual", "load switched by the button"],
            ["16", "Test", "load on when PV below 5V, no delay"],
            ["17", "24 hours", "load always on"],
        ],
        7.5,
    )
    s.heading("6. Troubleshooting / Q&A", 10.5)
    s.para(
        'Q: Can I use a 36-cell "24V" panel on a 12V battery?\nA: Yes, as long as the '
        "panel open-circuit voltage stays below the model limit in section 3. A PWM "
        "controller does not convert the extra voltage, so the extra power is lost.",
        8,
    )
    s.para(
        "Q: Does the controller support 36V or 48V battery banks?\nA: No. Only 12V and 24V "
        "systems are recognised.",
        8,
    )
    s.para(
        "Q: The LCD shows E1.\nA: Battery voltage is below the low voltage disconnect; the "
        "load is switched off until the battery reaches the reconnect voltage.",
        8,
    )
    s.para(
        "Q: Can the controller run without a battery, straight from the panel?\nA: No. The "
        "battery must always be connected; the controller is powered from it.",
        8,
    )
    s.heading("7. Warranty", 10.5)
    s.para(
        "Two years from the date of sale. Damage from wrong wiring, lightning, water or "
        "PV voltage above the rated Voc is not covered.",
        8,
    )
    return save(s, out / "lns-p.pdf")


# ------------------------------------------------------------ pressure transducer (Israel)
def hpx310(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="CARMEL SENSING TECHNOLOGIES",
        header_right="HPX-310 Series  |  Pressure Transducer",
        footer_left="Carmel Sensing Technologies Ltd.  MATAM, Haifa  -  CST-HPX310-E rev. D",
        footer_right="{page} / {nb}",
        table_fill=(210, 222, 240),
        accent=(20, 50, 120),
        grid=True,
    )
    s = Sheet(style, "HPX-310 ratiometric pressure transducer")
    s.add_page()
    s.title_block(
        "HPX-310 Series",
        "Amplified Pressure Transducer, 0.5 - 4.5 V Ratiometric Output",
        'Stainless steel, 1/4" NPT or G1/4, gauge reference, 100 to 300 psi',
        20,
    )
    s.heading("DESCRIPTION", 10)
    s.para(
        "HPX-310 transducers combine a thin-film sensing element on 17-4PH stainless steel "
        "with an ASIC that compensates offset, span and temperature. The output is "
        "ratiometric: Vout = Vs x (0.1 + 0.8 x P / Pfs), i.e. 0.5 V at zero and 4.5 V at "
        "full scale with Vs = 5.0 V. The -C option has a moulded cable (IP67); the -P option "
        "a three-pin automotive connector (IP65 when mated).",
        8.5,
    )
    s.heading("SPECIFICATIONS", 10)
    s.para(
        "All data at Vs = 5.0 Vdc and 25 " + DEG + " unless noted. Note marks refer to the "
        "notes below the table.",
        7.5,
    )
    s.table(
        [
            Col("Characteristic", 190),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Units", 60, "C"),
            Col("Notes", 84, "C"),
        ],
        [
            ["ELECTRICAL"],
            ["Supply voltage (Vs)", "4.75", "5.00", "5.25", "Vdc", "(1)"],
            ["Supply current", "", "3.5", "5.0", "mA", ""],
            ["Output at zero pressure", "", "0.50", "", "Vdc", "10 % of Vs"],
            ["Output at full scale", "", "4.50", "", "Vdc", "90 % of Vs"],
            ["Load resistance", "10", "", "", "k" + OHM, "output to GND"],
            ["Response time (10 % to 90 %)", "", "", "2", "ms", ""],
            ["PERFORMANCE"],
            ["Accuracy (BFSL)", "", PM + "0.25", PM + "0.5", "% FS", "(2)"],
            ["Total error band", "", PM + "1.0", PM + "2.0", "% FS", "(3)"],
            ["Long-term stability (1 year)", "", PM + "0.25", "", "% FS", ""],
            ["ENVIRONMENTAL"],
            ["Operating temperature", "-40", "", "+105", DEG, ""],
            ["Compensated temperature", "-20", "", "+85", DEG, "(3)"],
            ["Storage temperature", "-40", "", "+125", DEG, ""],
            ["Vibration (20 Hz to 2 kHz)", "", "", "20", "g", ""],
            ["Shock (11 ms half sine)", "", "", "50", "g", ""],
        ],
        7.5,
    )
    s.para(
        "(1) Protected against reverse supply and overvoltage up to 16 Vdc; the output is "
        "only specified inside the supply range above. (2) Best fit straight line; includes "
        "non-linearity, hysteresis and repeatability at 25 "
        + DEG
        + ". (3) Total error band includes all errors over the compensated temperature range.",
        7,
    )
    s.add_page()
    s.heading("PRESSURE RANGES AND ORDERING", 10)
    s.table(
        [
            Col("Range code", 80, "C"),
            Col("Pressure range", 110, "C"),
            Col("Proof pressure", 100, "C"),
            Col("Burst pressure", 100, "C"),
            Col("Example part number", 109, "C"),
        ],
        [
            ["100P", "0 - 100 psi", "200 psi", "500 psi", "HPX-310-100P-N-C"],
            ["200P", "0 - 200 psi", "400 psi", "1000 psi", "HPX-310-200P-N-P"],
            ["300P", "0 - 300 psi", "600 psi", "1500 psi", "HPX-310-300P-G-C"],
        ],
        7.5,
    )
    s.para(
        'Part number: HPX-310 - range code - thread (N = 1/4" NPT, G = G1/4) - '
        "connection (C = cable, P = connector). Other ranges on request; minimum order 50 "
        "pieces.",
        7.5,
    )
    s.heading("ELECTRICAL CONNECTION", 10)
    s.table(
        [Col("Signal", 120), Col("Cable (-C)", 120, "C"), Col("Connector (-P)", 259, "C")],
        [
            ["+Vs", "red", "pin A"],
            ["GND", "black", "pin B"],
            ["Output", "white", "pin C"],
        ],
        7.5,
    )
    s.heading("MECHANICAL", 10)
    s.table(
        [Col("Item", 200), Col("Value", 299)],
        [
            ["Wetted parts", "17-4PH stainless steel"],
            ["Media", "liquids and gases compatible with 17-4PH stainless steel"],
            ["Housing", "304 stainless steel"],
            ["Tightening torque", "25 N·m max."],
            ["Weight", "about 45 g (without cable)"],
        ],
        7.5,
    )
    s.heading("APPLICATION NOTES", 10)
    s.para(
        "Reading with a microcontroller: because the output is ratiometric, use the same "
        "5 V supply as the ADC reference and the supply error cancels. The transducer is "
        "calibrated at Vs = 5.0 V; running it from a 3.3 V rail is outside the supply range "
        "and is not supported.",
        8,
    )
    s.para(
        "A fault-detection window is easy to build: outputs below 0.25 V or above 4.75 V "
        "indicate a broken wire or a short.",
        8,
    )
    s.para(
        "Oxygen service and potable-water approvals are not part of the standard product.",
        8,
    )
    revision_table(
        s,
        [
            ["2022-09-12", "C", "300P range added"],
            ["2023-11-30", "D", "Total error band max. corrected to 2.0 % FS"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "hpx-310.pdf")


# ------------------------------------------------------------ I2C keypad (Nigeria)
def kpx16(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Ikeja Electronics Hub",
        header_right="shop.ikejahub.example / keypads",
        footer_left="Ikeja Electronics Hub Ltd., Computer Village, Ikeja, Lagos",
        footer_right="sheet {page}/{nb}",
        table_fill=(226, 240, 226),
        accent=(0, 120, 60),
        grid=False,
    )
    s = Sheet(style, "KPX-16 I2C keypad module")
    s.add_page()
    s.title_block(
        "KPX-16 / KPX-16A  I2C 4x4 Keypad",
        "16-key membrane keypad with an I2C backpack - only two wires to your board",
        "Product code IEH-KP-016 (KPX-16) / IEH-KP-016A (KPX-16A)    Price: "
        + NAIRA
        + "6,500 / "
        + NAIRA
        + "6,800    In stock: Ikeja and Yaba",
        18,
    )
    s.heading("What's on the board", 10.5)
    s.bullets(
        [
            "4x4 membrane keypad (0-9, A-D, *, #) on a 20 cm ribbon.",
            "8-bit I2C port expander that scans the rows and columns for you.",
            "Three address jumpers A0, A1, A2 - up to 8 keypads on one bus.",
            "INT pin that goes low when a key changes, so you don't have to poll.",
            "4.7 k" + OHM + " pull-ups on SDA and SCL to VCC (cut J4 to remove them).",
            "Red power LED (cut J5 to save current).",
        ],
        8.5,
    )
    s.heading("Specs", 10.5)
    s.table(
        [Col("", 150), Col("", 349)],
        [
            ["Power (VCC)", "2.5 V to 6 V - we test every board at 3.3 V and 5 V"],
            ["Current, no key pressed", "about 0.4 mA with J5 cut, 1.6 mA with the LED on"],
            ["Interface", "I2C, standard mode"],
            ["I2C address, KPX-16", "0x20 to 0x27 (all jumpers open = 0x27)"],
            ["I2C address, KPX-16A", "0x38 to 0x3F (all jumpers open = 0x3F)"],
            ["INT output", "open drain, active low, needs a pull-up"],
            ["Keys", "16, matrix 4 rows x 4 columns"],
            ["Membrane contact rating", "24 V DC, 10 mA (switched by the expander only)"],
            ["Key bounce", LE + " 5 ms"],
            ["Key life", "1 million presses per key"],
            ["Working temperature", "0 " + DEG + " to +50 " + DEG],
            ["Backpack size", "42 x 20 mm"],
        ],
        8.5,
        show_head=False,
    )
    s.heading("Address jumpers", 10.5)
    s.para("Bridge a jumper to pull that address bit low. Open = high.", 8)
    s.table(
        [
            Col("A2", 60, "C"),
            Col("A1", 60, "C"),
            Col("A0", 60, "C"),
            Col("KPX-16", 150, "C"),
            Col("KPX-16A", 169, "C"),
        ],
        [
            ["open", "open", "open", "0x27", "0x3F"],
            ["open", "open", "bridged", "0x26", "0x3E"],
            ["open", "bridged", "bridged", "0x24", "0x3C"],
            ["bridged", "bridged", "bridged", "0x20", "0x38"],
        ],
        8,
    )
    s.add_page()
    s.heading("Key map (what the expander reads)", 10.5)
    s.table(
        [
            Col("Row \\ Col", 99, "C"),
            Col("P4", 100, "C"),
            Col("P5", 100, "C"),
            Col("P6", 100, "C"),
            Col("P7", 100, "C"),
        ],
        [
            ["P0", "1", "2", "3", "A"],
            ["P1", "4", "5", "6", "B"],
            ["P2", "7", "8", "9", "C"],
            ["P3", "*", "0", "#", "D"],
        ],
        8,
    )
    s.heading("Wiring", 10.5)
    s.table(
        [Col("Keypad pin", 120), Col("Arduino Uno", 120), Col("ESP32 DevKit", 120), Col("Pi", 139)],
        [
            ["VCC", "5V", "3V3", "3V3 (pin 1)"],
            ["GND", "GND", "GND", "GND (pin 6)"],
            ["SDA", "A4", "GPIO21", "GPIO2 (pin 3)"],
            ["SCL", "A5", "GPIO22", "GPIO3 (pin 5)"],
            ["INT", "D2", "any GPIO", "any GPIO"],
        ],
        8,
    )
    s.heading("FAQ", 10.5)
    s.para(
        "Can I run the bus at 400 kHz? No. The expander on this backpack is a standard-mode "
        "part and is only specified up to 100 kHz. On an ESP32 call Wire.setClock(100000) "
        "before you start.",
        8.5,
    )
    s.para(
        "3.3 V or 5 V? Both work. Power the backpack from the same voltage as your board's "
        "I/O, because the pull-ups go to VCC. A backpack on 5 V will pull SDA and SCL of a "
        "Raspberry Pi up to 5 V - don't do that.",
        8.5,
    )
    s.para(
        "How long can the cable to the backpack be? Keep the I2C wires under about 1 m; "
        "for longer runs use a bus extender.",
        8.5,
    )
    s.para(
        "Is it waterproof? The membrane face is splash resistant but we give no IP rating; "
        "the backpack itself is bare PCB.",
        8.5,
    )
    s.heading("In the bag", 10.5)
    s.bullets(
        ["1 x keypad with backpack", "1 x 5-wire female jumper lead, 20 cm", "4 x M2 screws"],
        8.5,
    )
    return save(s, out / "kpx-16.pdf")
