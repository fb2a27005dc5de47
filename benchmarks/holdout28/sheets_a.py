"""Hold-out 28 datasheets: three heart-rate sensors and a surface EMG board.

A US analog-house optical heart-rate sensor IC (condition sentence, wrapped
names, symbol-only rows, table continued on page 2, register map as decoy), a
Chinese heart-rate module manual (full-width punctuation, one column per
version, FAQ-only values), a Japanese reflective heart-rate sensor (absolute
maximum vs recommended rows with the same names, footnote marks, "typ." only
table) and a US maker-board EMG muscle sensor hookup guide (values only in
prose, two versions in one cell).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"


# ---------------------------------------------- optical heart-rate sensor IC (US)
def plx2901(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="PLX2901",
        header_right="Brightmoor Semiconductor Inc.",
        footer_left="PLX2901 Data Sheet  19-7731; Rev 1; 3/25",
        footer_right="Page {page} of 2",
        table_fill=(230, 230, 230),
        accent=(150, 0, 30),
    )
    s = Sheet(style, "PLX2901 heart-rate sensor")
    s.add_page()
    s.title_block("PLX2901", "Integrated Optical Heart-Rate Sensor with I2C Interface")

    def feats() -> None:
        s.heading("Benefits and Features", 10)
        s.bullets(
            [
                "Integrated green LED, photodiode and 18-bit ADC",
                "Fast-mode I2C interface up to 400 kHz",
                "Programmable sample rate 25 sps to 1600 sps",
                "Ultra-low shutdown current: 0.7 " + MU + "A (typ)",
                "Ambient light cancellation",
                "2.4 mm x 4.0 mm x 1.2 mm OLGA-10 package",
            ],
            8,
        )

    def desc() -> None:
        s.heading("General Description", 10)
        s.para(
            "The PLX2901 is a reflective heart-rate sensor module for wearables. It "
            "combines an LED driver, a photodetector, low-noise analog front end and a "
            "FIFO of 32 samples. The device answers at the fixed 7-bit I2C slave address "
            "0x5B. The SDA, SCL and INT pins are referenced to VDD; they are not "
            "5 V tolerant. Heart-rate and SpO2 values are computed by the host; the "
            "accuracy of the computed heart rate depends on the host algorithm and is "
            "not specified by Brightmoor.",
            8,
        )

    s.side_by_side(feats, desc, 230)
    s.heading("Absolute Maximum Ratings", 10)
    s.leaders(
        [
            ("VDD to GND", "-0.3 V to +4.0 V"),
            ("SDA, SCL, INT to GND", "-0.3 V to (VDD + 0.3 V)"),
            ("Continuous input current into any pin", PM + "20 mA"),
            ("Operating temperature range", "-40" + DEG + " to +85" + DEG),
            ("Storage temperature range", "-40" + DEG + " to +105" + DEG),
        ],
        8,
    )
    s.heading("Electrical Characteristics", 10)
    s.para(
        "(VDD = 3.0 V, TA = +25" + DEG + " unless otherwise noted. Limits over "
        "TA = -40" + DEG + " to +85" + DEG + " are guaranteed by design.)",
        8,
    )
    cols = [
        Col("PARAMETER", 120),
        Col("SYMBOL", 48, "C"),
        Col("CONDITIONS", 160),
        Col("MIN", 40, "C"),
        Col("TYP", 40, "C"),
        Col("MAX", 40, "C"),
        Col("UNITS", 51, "C"),
    ]
    s.table(
        cols,
        [
            ["POWER SUPPLY"],
            ["Supply Voltage", "V_{DD}", "Guaranteed by PSRR", "1.7", "", "3.6", "V"],
            ["Supply Current", "I_{DD}", "HR mode, 100 sps, LED off", "", "600", "1100", MU + "A"],
            ["", "", "HR mode, 25 sps, LED off", "", "180", "", MU + "A"],
            ["Shutdown Supply\nCurrent", "I_{SHDN}", "TA = +25" + DEG, "", "0.7", "5", MU + "A"],
            ["OPTICAL"],
            ["LED Current\nRange", "I_{LED}", "Programmable, 0.2 mA step", "0", "", "50", "mA"],
            ["LED Peak\nWavelength", "" + "\u03bb_{P}", "ILED = 20 mA", "520", "527", "535", "nm"],
            ["ADC Resolution", "", "", "", "18", "", "bits"],
        ],
        7.5,
    )
    s.para("Electrical Characteristics continue on page 2.", 7.5)

    s.add_page()
    s.heading("Electrical Characteristics (continued)", 10)
    s.para("(VDD = 3.0 V, TA = +25" + DEG + " unless otherwise noted.)", 8)
    s.table(
        cols,
        [
            ["DIGITAL INTERFACE"],
            ["", "V_{IL}", "SDA, SCL", "", "", "0.4", "V"],
            ["", "V_{IH}", "SDA, SCL", "1.4", "", "", "V"],
            ["", "V_{OL}", "SDA, INT, ISINK = 6 mA", "", "", "0.4", "V"],
            ["I2C Clock\nFrequency", "f_{SCL}", "", "0", "", "400", "kHz"],
            ["Sample Rate", "", "Register SR[2:0]", "25", "", "1600", "sps"],
        ],
        7.5,
    )
    s.heading("Pin Description", 10)
    s.table(
        [Col("PIN", 40, "C"), Col("NAME", 70), Col("FUNCTION", 389)],
        [
            ["1", "N.C.", "No connection"],
            ["2", "SCL", "I2C clock input"],
            ["3", "SDA", "I2C data, open drain"],
            ["4", "INT", "Active-low interrupt, open drain"],
            ["5, 6", "GND", "Ground"],
            ["7", "VDD", "1.8 V to 3.3 V supply, bypass with 1 " + MU + "F"],
            ["8-10", "N.C.", "No connection"],
        ],
        7.5,
    )
    s.heading("Register Map (excerpt)", 10)
    s.table(
        [Col("ADDRESS", 60, "C"), Col("NAME", 110), Col("BITS", 230), Col("RESET", 99, "C")],
        [
            ["0x00", "INT_STATUS", "A_FULL, PPG_RDY, ALC_OVF", "0x00"],
            ["0x04", "FIFO_WR_PTR", "FIFO_WR_PTR[4:0]", "0x00"],
            ["0x09", "MODE_CONFIG", "SHDN, RESET, MODE[2:0]", "0x00"],
            ["0x0A", "SPO2_CONFIG", "ADC_RGE[1:0], SR[2:0], LED_PW[1:0]", "0x00"],
            ["0x0C", "LED1_PA", "LED1 current, 0.2 mA/LSB", "0x00"],
            ["0xFF", "PART_ID", "Part identifier", "0x15"],
        ],
        7.5,
    )
    revision_table(s, [["3/25", "1", "Added shutdown current limit"]], (70, 60, 369))
    return save(s, out / "plx2901.pdf")


# ----------------------------------------------- heart-rate module (Chinese manual)
def hb28(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="HB-28 Heart Rate Sensor Module User Manual  V1.3",
        header_right="Shenzhen Qianhe Electronics Co., Ltd.",
        footer_left="www.qianhe-elec.example  |  Tel: 0755-8888-0000",
        footer_right="{page}",
        table_fill=(255, 236, 200),
        accent=(200, 90, 0),
    )
    s = Sheet(style, "HB-28 heart rate sensor module")
    s.add_page()
    s.title_block(
        "HB-28 Heart Rate Sensor", "Pulse sensor module for Arduino / ESP32 / STM32", size=18
    )
    s.heading("1. Product Overview", 10, rule=True)
    s.para(
        "HB-28 is a finger / earlobe pulse sensor module with a green LED and an "
        "optical amplifier. Two versions are sold: HB-28A gives an analog pulse "
        "waveform, HB-28D has an on-board MCU and reports the heart rate over I2C.",
        8.5,
    )
    s.heading("2. Main Parameters", 10, rule=True)
    s.table(
        [Col("Item", 150), Col("HB-28A (analog)", 175, "C"), Col("HB-28D (I2C)", 174, "C")],
        [
            ["Working voltage", "3.3V～5.5V", "3.0V～3.6V"],
            ["Working current", "≤4mA", "≤1.6mA (measuring)"],
            ["Output", "Analog, 0～VCC", "I2C, address 0x3C"],
            ["Heart rate range", "-", "40～200 bpm"],
            ["Heart rate error", "-", "±2 bpm（resting）"],
            ["LED", "Green 525nm", "Green 525nm"],
            ["Board size", "Φ16mm", "Φ20mm"],
            ["Working temperature", "-10～+60" + FW_C, "-10～+60" + FW_C],
        ],
        8,
    )
    s.heading("3. Pin Definition", 10, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("HB-28A", 200), Col("HB-28D", 239)],
        [
            ["1", "S：signal output", "SDA"],
            ["2", "+：VCC", "SCL"],
            ["3", "-：GND", "VCC"],
            ["4", "-", "GND"],
        ],
        8,
    )
    s.heading("4. Arduino Example (HB-28A)", 10, rule=True)
    s.lines(
        [
            "int pulsePin = A0;   // S pin",
            "int threshold = 550; // adjust 500～600",
            "Serial.begin(115200); delay(20);",
        ],
        8,
    )
    s.add_page()
    s.heading("5. FAQ", 10, rule=True)
    s.lines(
        [
            "Q1：Can HB-28D work with a 5V Arduino UNO?",
            "A1：The HB-28D supply and I2C lines are 3.3V only. Power it from the 3.3V pin and",
            "       use a level shifter on SDA/SCL. HB-28A can be powered from 5V directly.",
            "Q2：What is the I2C speed of HB-28D?",
            "A2：Standard mode and fast mode, max 400kHz. The heart rate is updated every 1s.",
            "Q3：Is the module waterproof?",
            "A3：No protection rating is specified. Keep the module dry.",
            "Q4：After power-on, how long until the value is valid?",
            "A4：HB-28D needs about 5s of stable finger contact before the first reading.",
            "Q5：Can I measure SpO2 with HB-28?",
            "A5：No. HB-28 has only a green LED; blood oxygen is not supported.",
        ],
        8.5,
        4.5,
    )
    s.heading("6. Notes", 10, rule=True)
    s.bullets(
        [
            "This module is not a medical device.",
            "Strong sunlight or fluorescent light can disturb the signal.",
            "Sleep current of HB-28D is not given in this manual.",
        ],
        8.5,
    )
    return save(s, out / "hb-28.pdf")


# ------------------------------------------- reflective heart-rate sensor (Japanese)
def krh300(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="KRH-300",
        header_right="Kasumi Opto Devices Co., Ltd.",
        footer_left="Kasumi Opto Devices  KRH-300 Specification  2024.11  Ver.2.0",
        footer_right="{page}/2",
        table_fill=None,
        grid=False,
    )
    s = Sheet(style, "KRH-300 reflective heart rate sensor")
    s.add_page()
    s.title_block("KRH-300", "Reflective Heart Rate Sensor with Analog Amplifier", size=18)
    s.heading("■ Features", 10)
    s.bullets(
        [
            "(1) Photodiode, green LED and amplifier in one package",
            "(2) Analog pulse output, no MCU required",
            "(3) Small package: 4.0 x 3.0 x 1.0 mm",
        ],
        8.5,
        "",
    )
    s.heading("■ Absolute Maximum Ratings (Ta=25℃)", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 70, "C"),
            Col("Rating", 150, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "7", "V"],
            ["LED forward current", "I_{F}", "50 *1", "mA"],
            ["Output current", "I_{O}", "5", "mA"],
            ["Operating temperature", "T_{opr}", "-30 to +85", "℃"],
            ["Storage temperature", "T_{stg}", "-40 to +100", "℃"],
        ],
        8,
    )
    s.para("*1 Pulse width ≤ 100 μs, duty ≤ 1 %. Continuous: 25 mA.", 7.5)
    s.heading("■ Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 70, "C"),
            Col("MIN.", 60, "C"),
            Col("TYP.", 60, "C"),
            Col("MAX.", 60, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "2.7", "3.0", "5.5", "V"],
            ["LED forward current", "I_{F}", "", "10", "20", "mA"],
            ["Operating temperature", "T_{opr}", "-20", "", "+70", "℃"],
        ],
        8,
    )
    s.heading("■ Electro-optical Characteristics (Ta=25℃, VCC=3.0V)", 10)
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Conditions", 120),
            Col("MIN.", 45, "C"),
            Col("TYP.", 45, "C"),
            Col("MAX.", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Current\nconsumption", "I_{CC}", "No light, LED off", "", "1.1", "2.0", "mA"],
            ["", "V_{OH}", "IO = -0.5 mA", "VCC-0.3", "", "", "V"],
            ["", "V_{OL}", "IO = 0.5 mA", "", "", "0.3", "V"],
            ["Output bias\nvoltage", "V_{B}", "No light", "", "1.5 *2", "", "V"],
            ["Peak sensitivity\nwavelength", "λ_{p}", "", "", "560", "", "nm"],
            ["Response time", "t_{r}, t_{f}", "10 % to 90 %", "", "3 *3", "", "ms"],
        ],
        8,
    )
    s.para("*2 VB = VCC / 2.  *3 Amplifier bandwidth 0.5 Hz to 5 Hz.", 7.5)
    s.add_page()
    s.heading("■ Typical Characteristics (reference values)", 10)
    s.table(
        [Col("Item", 200), Col("Condition", 170), Col("typ.", 60, "C"), Col("Unit", 69, "C")],
        [
            ["Amplifier gain", "f = 1 Hz", "330", "V/V"],
            ["Output swing", "Finger, LED 10 mA", "1.2", "Vp-p"],
            ["Supply current", "VCC = 5.0 V, LED 10 mA", "12", "mA"],
            ["Supply current", "VCC = 3.0 V, LED 10 mA", "11", "mA"],
        ],
        8,
    )
    s.heading("■ Pin Connection", 10)
    s.table(
        [Col("No.", 50, "C"), Col("Name", 90), Col("Function", 359)],
        [
            ["1", "VCC", "Power supply"],
            ["2", "LED", "LED anode (connect resistor, 150 Ω at 3.0 V)"],
            ["3", "OUT", "Analog output"],
            ["4", "GND", "Ground"],
        ],
        8,
    )
    s.heading("■ Notes", 10)
    s.bullets(
        [
            "- Reflow soldering: 260 ℃ peak, 10 s, 2 times max.",
            "- The moisture sensitivity level (MSL) is not specified; bake before reflow if stored open.",
            "- This product is not designed for medical diagnosis.",
        ],
        8,
        "",
    )
    return save(s, out / "krh-300.pdf")


# ------------------------------------------------- EMG muscle sensor (US maker board)
def myo2(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="MYO-2 Muscle Sensor Hookup Guide",
        header_right="Redfern Maker Labs",
        footer_left="redfernmaker.example/myo-2   CC BY-SA 4.0",
        footer_right="{page}",
        table_fill=(225, 240, 225),
        accent=(20, 110, 40),
    )
    s = Sheet(style, "MYO-2 muscle sensor hookup guide")
    s.add_page()
    s.title_block("MYO-2 EMG Muscle Sensor", "Hookup Guide - MYO-2 and MYO-2L", size=18)
    s.heading("Introduction", 11)
    s.para(
        "The MYO-2 measures the electrical activity of a muscle (surface EMG) and "
        "outputs a rectified and smoothed envelope that any microcontroller ADC can "
        "read. It runs from a single supply: 3.1 V to 5.5 V for the MYO-2, and 2.5 V "
        "to 3.6 V for the low-voltage MYO-2L. No split supply or 9 V batteries are "
        "needed. Current draw is about 9 mA (MYO-2) while the status LED is lit.",
        9,
    )
    s.para(
        "The envelope output (SIG) swings from 0 V up to roughly the supply voltage, "
        "so a 3.3 V board reads the full range when the sensor is powered from the "
        "same 3.3 V rail. The raw EMG output (RAW) is centred at half the supply.",
        9,
    )
    s.heading("Board Overview", 11)
    s.table(
        [Col("Item", 150), Col("MYO-2 / MYO-2L", 349)],
        [
            ["Supply voltage", "3.1-5.5 V / 2.5-3.6 V"],
            ["Outputs", "SIG (envelope), RAW (raw EMG), both analog"],
            ["Gain", "Adjustable with the GAIN trimmer, 200 to 10,000 (typ.)"],
            ["Input impedance", "110 Gohm"],
            ["Board size", "1.0 in x 1.0 in (25.4 mm x 25.4 mm)"],
            ["Electrode snaps", "3 (MID, END, REF)"],
        ],
        9,
    )
    s.heading("Pinout", 11)
    s.table(
        [Col("Pin", 60), Col("Description", 439)],
        [
            ["+", "Supply input"],
            ["-", "Ground"],
            ["SIG", "Envelope output, 0 V to about +Vs"],
            ["RAW", "Raw EMG output, centred at Vs/2"],
        ],
        9,
    )
    s.add_page()
    s.heading("Hardware Hookup", 11)
    s.para(
        "Connect + to 5V (MYO-2) or 3.3V (MYO-2L), - to GND and SIG to A0. Place the "
        "MID electrode on the middle of the muscle body, END at one end of the muscle "
        "and REF on a bony part of the elbow. Use fresh gel electrodes. The sample sketch "
        "reads A0 every 10 ms (100 Hz) and prints the value at 9600 baud.",
        9,
    )
    s.heading("Safety", 11)
    s.para(
        "Never connect the sensor to a person while your computer is powered from the "
        "mains through its charger; run the laptop on battery. The MYO-2 has no "
        "galvanic isolation and is not a medical device.",
        9,
    )
    s.heading("FAQ", 11)
    s.para(
        "Q: What operating temperature is the board rated for? A: We have only tested it "
        "at room temperature; an operating temperature range is not specified.",
        9,
    )
    s.para(
        "Q: How long can the electrode cables be? A: We ship 60 cm cables. Longer cables "
        "pick up more mains hum; a maximum length is not specified.",
        9,
    )
    s.heading("Resources", 11)
    s.bullets(["Schematic (PDF)", "Eagle files", "GitHub repository with example code"], 9)
    return save(s, out / "myo-2.pdf")
