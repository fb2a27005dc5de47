"""Hold-out 5 datasheets, part 2: a Quectel-style GNSS module hardware design and a
Seeed Grove-style wiki page printed to PDF.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

TILDE = "\uff5e"  # full-width tilde
DEG_C = "\u2103"  # ℃ as one character


# ----------------------------------------------------- Quectel-style GNSS module
def kx70m(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="GNSS Module Series",
        header_right="KX70-M Hardware Design",
        footer_left="KX70-M_Hardware_Design                      Confidential / Released",
        footer_right="{page} / {nb}",
        accent=(0, 84, 160),
        rule_color=(0, 84, 160),
        table_fill=(208, 224, 242),
    )
    s = Sheet(style, "KX70-M Hardware Design")
    s.add_page()
    s.title_block(
        "KX70-M Hardware Design",
        "GNSS Module Series   Rev. KX70-M_Hardware_Design_V1.2",
        "Kestrel Wireless Solutions Co., Ltd.   Date: 2023-08-04   Status: Released",
    )
    s.heading("2 Product Concept", 11)
    s.heading("2.1 General Description", 9.5)
    s.para(
        "KX70-M is a concurrent GNSS module supporting GPS and GLONASS (or GPS and BeiDou). It integrates "
        "an LNA, a SAW filter and a patch-antenna interface in a 10.1 mm x 9.7 mm x 2.5 mm LCC package. "
        "The module outputs NMEA 0183 sentences over UART at 1 Hz by default. KX70-M is an industrial "
        "grade module; it does not support any cellular or Bluetooth function.",
        8.5,
    )
    s.heading("2.2 Key Features", 9.5)
    s.caption("Table 1: Key Features", 8)
    s.table(
        [Col("Features", 120), Col("Details", 379)],
        [
            [
                "Receiver Type",
                "GPS L1 C/A: 1575.42 MHz\nGLONASS L1: 1601.7 MHz or BeiDou B1I: 1561.098 MHz",
            ],
            ["Power Supply", "Supply voltage: 2.8\u20134.3 V\nTypical: 3.3 V"],
            [
                "Power Consumption",
                "Acquisition: 24 mA @ VCC = 3.3 V\nTracking: 19 mA @ VCC = 3.3 V\nBackup: 14 \u00b5A @ V_BCKP = 3.3 V",
            ],
            ["Sensitivity", "Acquisition: -148 dBm\nTracking: -163 dBm\nReacquisition: -160 dBm"],
            [
                "TTFF (without AGNSS)",
                "Cold start: 28 s (typ.) @ -130 dBm\nWarm start: 25 s (typ.)\nHot start: 1 s (typ.)",
            ],
            ["Horizontal Position Accuracy", "< 2.5 m CEP @ -130 dBm"],
            ["Update Rate", "1 Hz (default), up to 10 Hz"],
            [
                "UART Interface",
                "Baud rate: 4800\u2013115200 bps, 9600 bps by default\nProtocol: NMEA 0183, PKTM proprietary",
            ],
            [
                "Temperature Range",
                "Operating temperature: -40 \u00b0C to +85 \u00b0C\nStorage temperature: -45 \u00b0C to +90 \u00b0C",
            ],
            [
                "Physical Characteristics",
                "Size: (10.1 \u00b10.15) mm \u00d7 (9.7 \u00b10.15) mm \u00d7 (2.5 \u00b10.20) mm\nWeight: approx. 0.6 g",
            ],
        ],
        7.5,
    )
    s.heading("2.3 Evaluation Board", 9.5)
    s.para(
        "An evaluation board (KX70-M EVB) with a USB-to-UART bridge is available. The EVB is powered "
        "from the 5 V USB supply through an on-board 3.3 V LDO; the module itself must never be supplied "
        "with 5 V.",
        8.5,
    )

    # ---- page 2: pin description
    s.add_page()
    s.heading("3 Application Interfaces", 11)
    s.heading("3.1 Pin Description", 9.5)
    s.caption("Table 3: Pin Description", 8)
    io = "I/O: PI = power input, DI = digital input, DO = digital output, AI = analog input"
    s.table(
        [
            Col("Pin Name", 52),
            Col("Pin No.", 38, "C"),
            Col("I/O", 28, "C"),
            Col("Description", 100),
            Col("DC Characteristics", 104),
            Col("Comment", 177),
        ],
        [
            [
                "VCC",
                "8",
                "PI",
                "Main power\nsupply",
                "Vmax = 4.3 V\nVmin = 2.8 V\nVnom = 3.3 V",
                "Supply current of no less than\n100 mA is recommended.",
            ],
            [
                "V_BCKP",
                "6",
                "PI",
                "Backup power\nsupply",
                "Vmax = 4.3 V\nVmin = 1.5 V\nVnom = 3.3 V",
                "Supplies the RTC and backup RAM\nwhen VCC is off (hot/warm starts).",
            ],
            [
                "TXD1",
                "2",
                "DO",
                "Transmit data",
                "VOLmax = 0.4 V\nVOHmin = 2.4 V",
                "NMEA output, 2.8 V level.",
            ],
            [
                "RXD1",
                "3",
                "DI",
                "Receive data",
                "VILmin = -0.3 V\nVILmax = 0.8 V\nVIHmin = 2.0 V\nVIHmax = 3.6 V",
                "Not 5 V tolerant. Use a level\nshifter with a 5 V host.",
            ],
            [
                "1PPS",
                "4",
                "DO",
                "One pulse per\nsecond",
                "VOLmax = 0.4 V\nVOHmin = 2.4 V",
                "Pulse width 100 ms.\nIf unused, keep it open.",
            ],
            [
                "RESET_N",
                "9",
                "DI",
                "System reset",
                "VILmax = 0.8 V\nVIHmin = 2.0 V",
                "Low active. Pulled up internally.",
            ],
            [
                "FORCE_ON",
                "5",
                "DI",
                "Wake up from\nbackup mode",
                "VILmax = 0.8 V\nVIHmin = 2.0 V",
                "Keep it open or low if unused.",
            ],
            [
                "RF_IN",
                "11",
                "AI",
                "RF input",
                "50 \u03a9",
                "Active antenna: LNA gain \u2264 20 dB.",
            ],
            [
                "VCC_RF",
                "14",
                "PO",
                "Antenna supply",
                "Vnom = VCC",
                "Output for an active antenna;\nmax. 20 mA.",
            ],
        ],
        7.2,
    )
    s.para(io, 7)
    s.heading("3.2 Operating Modes", 9.5)
    s.caption("Table 5: Power Consumption (VCC = 3.3 V, 25 \u00b0C, open sky, GPS + GLONASS)", 8)
    s.table(
        [
            Col("Mode", 110),
            Col("Condition", 220),
            Col("Current (typ.)", 80, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Acquisition", "Searching satellites after power-on", "24", "mA"],
            ["Tracking", "Position fixed, 1 Hz update", "19", "mA"],
            ["Standby", "PKTM161 command, VCC on", "1.0", "mA"],
            ["Backup", "VCC off, V_BCKP = 3.3 V", "14", "\u00b5A"],
        ],
        7.5,
    )
    s.para(
        "In backup mode only the RTC and the backup RAM are powered from V_BCKP. The module leaves backup "
        "mode when VCC is restored or FORCE_ON is pulled high. A CR1220 coin cell (40 mAh) on V_BCKP keeps "
        "ephemeris data for roughly 110 days (example calculation, not a specification).",
        8,
    )

    # ---- page 3: electrical ratings
    s.add_page()
    s.heading("6 Electrical, Reliability and Radio Characteristics", 11)
    s.heading("6.1 Absolute Maximum Ratings", 9.5)
    s.caption("Table 12: Absolute Maximum Ratings", 8)
    s.table(
        [Col("Parameter", 260), Col("Min.", 70, "C"), Col("Max.", 70, "C"), Col("Unit", 99, "C")],
        [
            ["Power Supply Voltage (VCC)", "-0.3", "4.5", "V"],
            ["Backup Battery Voltage (V_BCKP)", "-0.3", "4.5", "V"],
            ["Input Voltage at Digital I/O Pins", "-0.3", "3.6", "V"],
            ["Input Power at RF_IN", "", "15", "dBm"],
            ["Storage Temperature", "-45", "90", "\u00b0C"],
        ],
        7.5,
    )
    s.heading("6.2 Power Supply Ratings", 9.5)
    s.caption("Table 13: Power Supply Ratings", 8)
    s.table(
        [
            Col("Parameter", 50),
            Col("Description", 150),
            Col("Conditions", 120),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            [
                "VCC",
                "Supply voltage",
                "The actual input voltages\nmust stay between the\nminimum and maximum values.",
                "2.8",
                "3.3",
                "4.3",
                "V",
            ],
            ["IVCCP", "Peak supply current", "VCC = 3.3 V", "", "", "100", "mA"],
            ["V_BCKP", "Backup voltage supply", "", "1.5", "3.3", "4.3", "V"],
            ["TOPR", "Operating temperature", "", "-40", "25", "85", "\u00b0C"],
        ],
        7.5,
    )
    s.heading("6.3 GNSS Performance", 9.5)
    s.caption("Table 14: GNSS Performance (GPS + GLONASS)", 8)
    s.table(
        [
            Col("Parameter", 130),
            Col("Description", 150),
            Col("Conditions", 140),
            Col("Typ.", 40, "C"),
            Col("Unit", 39, "C"),
        ],
        [
            ["Sensitivity", "Acquisition", "Autonomous", "-148", "dBm"],
            ["", "Tracking", "Autonomous", "-163", "dBm"],
            ["", "Reacquisition", "Autonomous", "-160", "dBm"],
            ["TTFF", "Cold start", "Autonomous, -130 dBm", "28", "s"],
            ["", "Warm start", "Autonomous", "25", "s"],
            ["", "Hot start", "Autonomous", "1", "s"],
            ["Accuracy of 1PPS signal", "Typical accuracy", "Time pulse", "20", "ns"],
            ["Dynamic performance", "Maximum altitude", "", "18000", "m"],
            ["", "Maximum velocity", "", "515", "m/s"],
        ],
        7.5,
    )
    s.heading("6.4 Electrostatic Discharge", 9.5)
    s.para(
        "The module is not protected against ESD in general. ESD on RF_IN: \u00b15 kV (air), \u00b14 kV (contact).",
        8,
    )
    s.heading("Revision History", 9.5)
    revision_table(
        s,
        [
            ["2022-11-30", "1.0", "Initial"],
            [
                "2023-08-04",
                "1.2",
                "Backup current updated from 18 \u00b5A to 14 \u00b5A; Table 14 added",
            ],
        ],
        (80, 50, 369),
    )
    return save(s, out / "kx70-m.pdf")


# --------------------------------------------------- Seeed Grove-style wiki page as PDF
def spr_tof20(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Sprout Studio Wiki",
        header_right="wiki.sproutstudio.example/Sprout-ToF_Ranger_SPR-TOF20",
        footer_left="Printed from the Sprout Studio Wiki  |  last edited 2023-06-02",
        footer_right="{page}/{nb}",
        accent=(40, 120, 40),
        rule_color=(180, 180, 180),
        table_fill=(238, 244, 238),
    )
    s = Sheet(style, "Sprout - ToF Ranger (SPR-TOF20)")
    s.add_page()
    s.title_block(
        "Sprout - ToF Ranger (SPR-TOF20)",
        "Time-of-Flight laser distance sensor on a 4-pin Sprout connector",
        size=18,
    )
    s.para(
        "The Sprout - ToF Ranger is a high-speed, high-precision distance sensor. It emits a 940 nm "
        "invisible laser (Class 1) and measures the time the light takes to come back, so the reading "
        "does not depend on the colour of the target. It can measure up to 2 m in the default mode. "
        "Plug it into the I2C port of a Sprout Base Shield and start reading distances in minutes.",
        9,
    )
    s.heading("Features", 12, rule=True)
    s.bullets(
        [
            "Measures absolute distance up to 2 m",
            "940 nm laser, Class 1 eye-safe",
            "Standard Sprout I2C interface, works with 3.3V and 5V boards",
            "Fast ranging: up to 50 Hz",
            "Small size: 20 x 20 mm",
        ],
        9,
    )
    s.heading("Specification", 12, rule=True)
    s.table(
        [Col("Item", 200), Col("Value", 299)],
        [
            ["Operating Voltage", "3.3V / 5V"],
            ["Operating Current", "\u2264 20 mA (ranging), 5 \u00b5A (standby)"],
            ["Measuring Range", "30 ~ 2000 mm (default mode)"],
            ["", "30 ~ 1200 mm (high accuracy mode)"],
            ["Ranging Accuracy", "\u00b13% (\u2264 1200 mm, indoor)"],
            ["", "\u00b15% (> 1200 mm or outdoor)"],
            ["Ranging Frequency", "up to 50 Hz"],
            ["Interface", "I2C"],
            ["I2C Address", "0x29 (default, changeable by software)"],
            ["Operating Temperature", f"0 ~ 50 {DEG_C}"],
            ["Size", "20 x 20 mm"],
        ],
        8.5,
    )
    s.para(
        "Note: The ranging accuracy depends on the target reflectance and the ambient light. In strong sunlight the range may drop below 1 m.",
        8,
    )
    s.heading("Platforms Supported", 12, rule=True)
    s.table(
        [
            Col("Arduino", 100, "C"),
            Col("Raspberry Pi", 100, "C"),
            Col("BeagleBone", 100, "C"),
            Col("Wio", 100, "C"),
            Col("LinkIt ONE", 99, "C"),
        ],
        [["Supported", "Supported", "Not tested", "Supported", "Not supported"]],
        8.5,
    )
    s.para(
        "Caution: The platforms mentioned above as supported are an indication of the module's software or theoretical compatibility.",
        7.5,
    )

    # ---- page 2
    s.add_page()
    s.heading("Hardware Overview", 12, rule=True)
    s.table(
        [Col("Pin", 80, "C"), Col("Name", 80, "C"), Col("Description", 339)],
        [
            ["1", "SCL", "I2C clock (pulled up to VCC on board with 10 k\u03a9)"],
            ["2", "SDA", "I2C data (pulled up to VCC on board with 10 k\u03a9)"],
            ["3", "VCC", "Power, 3.3V or 5V"],
            ["4", "GND", "Ground"],
        ],
        8.5,
    )
    s.para(
        "There is an on-board 2.8 V regulator for the sensor chip and a level shifter on SDA and SCL, so "
        "the I2C lines follow the VCC you supply.",
        9,
    )
    s.heading("Getting Started", 12, rule=True)
    s.para(
        "Step 1. Connect the Sprout - ToF Ranger to port I2C of the Sprout Base Shield. Step 2. Upload the code below. Step 3. Open the serial monitor at 115200 baud.",
        9,
    )
    s.lines(
        [
            '#include "Sprout_ToF.h"',
            "SproutToF tof;",
            "void setup() {",
            "    Serial.begin(115200);",
            "    tof.begin(0x29);          // I2C address",
            "    tof.setTimingBudget(33);  // ms per measurement",
            "}",
            "void loop() {",
            "    Serial.print(tof.readMillimeters());",
            '    Serial.println(" mm");',
            "    delay(100);",
            "}",
        ],
        8,
        2.5,
    )
    s.heading("FAQ", 12, rule=True)
    s.para(
        "Q1: Can I use two rangers on the same I2C bus?\n"
        "A1: Both start at address 0x29. Change the address of one of them in software (tof.setAddress()) "
        "after power-up, while the other one is kept in reset; the new address is lost at power-off.\n"
        "Q2: How long is the cable?\nA2: The included Sprout cable is 20 cm.\n"
        "Q3: Does it work through glass?\nA3: Only with a cover glass designed for 940 nm; ordinary glass reflects part of the beam.",
        9,
    )
    s.heading("Resources", 12, rule=True)
    s.bullets(
        [
            "[ZIP] Sprout ToF Ranger eagle files v1.0",
            "[PDF] ToF sensor chip datasheet",
            "[Library] Sprout_ToF Arduino library",
        ],
        9,
    )
    s.heading("Tech Support", 12, rule=True)
    s.para("Please submit any technical issue into our forum.", 9)
    return save(s, out / "spr-tof20.pdf")
