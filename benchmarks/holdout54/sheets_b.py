"""Hold-out 54 datasheets, part 2: a current and power monitor, an I2C real-time
clock, a soil moisture probe and a MOSFET load switch.

A Norwegian current/power monitor (temperature-grade columns, footnote marks), a
Japanese RTC specification (typ.-only table, register map as decoy, one column per
ordering code), a Chinese soil moisture probe manual (key-value lines, one column
per output version) and a Taiwanese load switch (abs max vs recommended with the
same row names, units in the header).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LP = "\uff08"
RP = "\uff09"
LE = "\u2264"


# ------------------------------------------------ current / power monitor (Norwegian)
def monitor(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Vardal Mikro AS",
        header_right="VPM 226  Product specification",
        footer_left="VPM 226 product specification v1.1",
        footer_right="{page}/{nb}",
        table_fill=None,
        accent=(10, 60, 100),
    )
    s = Sheet(style, "VPM 226 current and power monitor")
    s.add_page()
    s.title_block("VPM 226", "High-side / low-side current, voltage and power monitor, I2C", "", 20)
    s.heading("1 Overview", 10)
    s.para(
        "VPM 226 measures the voltage across a shunt resistor and the bus voltage and "
        "computes current and power in an internal multiplier. It is intended for battery "
        "packs, USB-C power paths and server rails. The bus voltage input accepts 0 V to 36 V "
        "independent of the chip supply. Two address pins select one of 16 addresses, "
        "0x40 to 0x4F. The I2C-bus interface supports up to 1 MHz (Fast-mode Plus).",
        8.5,
    )
    s.heading("2 Absolute maximum ratings", 10)
    s.table(
        [Col("Parameter", 250), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 129, "C")],
        [
            ["Supply voltage VS", "-0.3", "6.0", "V"],
            ["Common-mode voltage IN+, IN-", "-0.3", "40", "V"],
            ["Bus input VBUS", "-0.3", "40", "V"],
            ["SDA, SCL, ALERT", "-0.3", "6.0", "V"],
            ["Junction temperature", "", "150", DEG],
        ],
        8,
    )
    s.heading("3 Electrical specification", 10)
    s.para("Conditions: VS = 3.3 V, VBUS = 12 V, VSHUNT = 0 mV, conversion time 1.1 ms.", 8)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 50, "C"),
            Col("Tamb = 25 " + DEG, 90, "C"),
            Col("Tamb = -40 to +85 " + DEG, 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Operating supply range", "VS", "2.7 to 5.5", "2.7 to 5.5", "V"],
            ["Shunt voltage full scale", "VSHUNT", PM + "81.92", PM + "81.92", "mV"],
            ["Shunt offset voltage, max", "VOS", PM + "10", PM + "25", MU + "V"],
            ["Bus voltage measurement\nrange", "VBUS", "0 to 36", "0 to 36", "V"],
            ["Gain error, max", "", PM + "0.1", PM + "0.25", "%"],
            ["Quiescent current, max (1)", "IQ", "420", "480", MU + "A"],
            ["Shutdown current, max", "ISD", "2", "5", MU + "A"],
            ["ADC resolution", "", "16", "16", "bit"],
        ],
        8,
    )
    s.para(
        "(1) Typical value 330 " + MU + "A at Tamb = 25 " + DEG + ", continuous conversion.",
        7.5,
    )
    s.add_page()
    s.heading("3 Electrical specification (continued)", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 50, "C"),
            Col("Tamb = 25 " + DEG, 90, "C"),
            Col("Tamb = -40 to +85 " + DEG, 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Input high voltage, min", "VIH", "0.7 x VS", "0.7 x VS", "V"],
            ["Input low voltage, max", "VIL", "0.3 x VS", "0.3 x VS", "V"],
            ["ALERT output low, max", "VOL", "0.4", "0.4", "V"],
            ["I2C clock frequency, max", "fSCL", "1000", "1000", "kHz"],
            ["Bus input impedance", "", "830", "830", "k" + OHM],
        ],
        8,
    )
    s.heading("4 Address selection", 10)
    s.table(
        [Col("A1", 80, "C"), Col("A0", 80, "C"), Col("Address", 100, "C"), Col("Remark", 239)],
        [
            ["GND", "GND", "0x40", "default"],
            ["GND", "VS", "0x41", ""],
            ["VS", "SDA", "0x46", ""],
            ["SCL", "SCL", "0x4F", "highest address"],
        ],
        8,
    )
    s.heading("5 Register overview", 10)
    s.table(
        [
            Col("Pointer", 70, "C"),
            Col("Register", 130),
            Col("Power-on value", 100, "C"),
            Col("Note", 199),
        ],
        [
            ["0x00", "Configuration", "0x4127", "averaging 1, 1.1 ms"],
            ["0x01", "Shunt voltage", "0x0000", "LSB 2.5 " + MU + "V"],
            ["0x02", "Bus voltage", "0x0000", "LSB 1.25 mV"],
            ["0x03", "Power", "0x0000", "25 x current LSB"],
            ["0x05", "Calibration", "0x0000", "sets the current LSB"],
        ],
        8,
    )
    s.heading("6 Notes", 10)
    s.para(
        "The chip supply VS and the monitored bus are independent, so a 3.3 V "
        "microcontroller may monitor a 24 V rail. Negative bus voltages are not measured. "
        "Accuracy of the complete system depends on the shunt; shunt tolerance is not "
        "part of this specification.",
        8.5,
    )
    revision_table(s, [["2024-06-03", "1.1", "Fast-mode Plus added"]], (100, 60, 339))
    return save(s, out / "vpm226.pdf")


# ------------------------------------------------ I2C real-time clock (Japanese)
def rtc(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="SUZURAN CRYSTAL DEVICE",
        header_right="RTM-3205 Application Manual",
        footer_left="Suzuran Crystal Device Co., Ltd.",
        footer_right="{page}/{nb}",
        table_fill=None,
        accent=(60, 60, 60),
    )
    s = Sheet(style, "RTM-3205 real-time clock module")
    s.add_page()
    s.title_block("RTM-3205SA / RTM-3205WA", "I2C-Bus Interface Real-time Clock Module", "", 18)
    s.heading("■ Overview", 10)
    s.bullets(
        [
            "Built-in 32.768 kHz crystal unit, frequency adjusted",
            "Interface" + FWC + "I2C-Bus (400 kHz), slave address 0x32 (7 bit)",
            "Time-keeping voltage" + FWC + "1.6 V" + FWT + "5.5 V",
            "Clock, calendar, alarm, fixed-cycle timer, FOUT 32.768 kHz",
            "Package" + FWC + "SON-10pin 3.2 x 2.5 x 1.0 mm",
        ],
        8.5,
        "・",
    )
    s.heading("■ Product number / Frequency characteristics", 10)
    s.table(
        [Col("Item", 170), Col("RTM-3205SA", 165, "C"), Col("RTM-3205WA", 164, "C")],
        [
            [
                "Frequency tolerance *1",
                PM + "5.0 ppm (Ta=+25" + FW_C + ")",
                PM + "2.0 ppm (Ta=0" + FWT + "+50" + FW_C + ")",
            ],
            ["Operating temperature", "-20" + FWT + "+70 " + FW_C, "-40" + FWT + "+85 " + FW_C],
            ["Storage temperature", "-40" + FWT + "+85 " + FW_C, "-55" + FWT + "+125 " + FW_C],
        ],
        8,
    )
    s.para("*1" + FWC + "5.0 ppm equals approx. 13 seconds per month.", 7.5)
    s.heading("■ Absolute maximum ratings", 10)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 60, "C"),
            Col("Condition", 110, "C"),
            Col("Rating", 100, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "VDD", "Between VDD-GND", "-0.3" + FWT + "+6.5", "V"],
            ["Input voltage", "VIN", "SCL, SDA", "-0.3" + FWT + "+6.5", "V"],
            ["Output voltage", "VOUT", "/INT", "-0.3" + FWT + "+6.5", "V"],
        ],
        8,
    )
    s.heading("■ Recommended operating conditions", 10)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 60, "C"),
            Col("Condition", 110, "C"),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 39, "C"),
        ],
        [
            ["Operating supply voltage", "VDD", "I2C access", "2.5", "3.0", "5.5", "V"],
            ["Clock supply voltage", "VCLK", "Time keeping", "1.6", "3.0", "5.5", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading(
        "■ DC characteristics"
        + LP
        + "Unless otherwise specified, GND=0 V, VDD=1.6 V"
        + FWT
        + "5.5 V, Ta=-40"
        + FW_C
        + FWT
        + "+85"
        + FW_C
        + RP,
        9,
    )
    s.table(
        [
            Col("Item", 130),
            Col("Symbol", 50, "C"),
            Col("Condition", 140, "C"),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            [
                "Current\nconsumption (1)",
                "IDD1",
                "fSCL=0 Hz, /INT=VDD\nFOUT off, VDD=5 V",
                "",
                "0.50",
                "1.30",
                MU + "A",
            ],
            [
                "Current\nconsumption (2)",
                "IDD2",
                "fSCL=0 Hz, /INT=VDD\nFOUT off, VDD=3 V",
                "",
                "0.45",
                "1.10",
                MU + "A",
            ],
            ["Current\nconsumption (3)", "IDD3", "fSCL=400 kHz\nVDD=5 V", "", "", "50", MU + "A"],
            ["High-level input voltage", "VIH", "SCL, SDA", "0.8 x VDD", "", "5.5", "V"],
            ["Low-level input voltage", "VIL", "SCL, SDA", "-0.3", "", "0.2 x VDD", "V"],
        ],
        8,
    )
    s.heading("■ Reference data (typ.)", 10)
    s.table(
        [Col("Item", 200), Col("Condition", 180, "C"), Col("Typ.", 119, "C")],
        [
            ["Current consumption", "VDD=1.6 V, Ta=25" + FW_C, "0.32 " + MU + "A"],
            ["Current consumption", "VDD=3.0 V, Ta=85" + FW_C, "0.90 " + MU + "A"],
            ["Oscillation start time", "Ta=25" + FW_C, "1.0 s"],
        ],
        8,
    )
    s.heading("■ Register table", 10)
    s.table(
        [Col("Address", 60, "C"), Col("Function", 110), Col("bit 7 ... bit 0", 329)],
        [
            ["0", "Seconds", "- 40 20 10 8 4 2 1"],
            ["1", "Minutes", "- 40 20 10 8 4 2 1"],
            ["2", "Hours", "- - 20 10 8 4 2 1"],
            ["7", "Digital offset", "7-bit clock adjustment, 3.05 ppm/step"],
            ["E", "Control 1", "/AL  /12,24  TEST  CT2  CT1  CT0"],
        ],
        8,
    )
    s.heading("■ Notes", 10)
    s.bullets(
        [
            "Pull-up resistors on SCL and SDA are required; the module has none.",
            "Back-up by a super capacitor is possible; charging circuit is not built in.",
            "Battery life depends on the user's circuit and is not specified.",
        ],
        8,
        "・",
    )
    revision_table(s, [["2024-01-22", "1.2", "RTM-3205WA added"]], (100, 60, 339))
    return save(s, out / "rtm-3205.pdf")


# ------------------------------------------------ soil moisture probe (Chinese manual)
def soil(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Hefei Tianmu Agri-Sensing Co., Ltd.",
        header_right="TMS-30 Soil Moisture Sensor  Manual",
        footer_left="Hefei Tianmu Agri-Sensing Co., Ltd.  www.(not published)",
        footer_right="Page {page}",
        table_fill=(230, 245, 220),
        accent=(40, 110, 30),
    )
    s = Sheet(style, "TMS-30 soil moisture probe")
    s.add_page()
    s.title_block(
        "TMS-30 Soil Moisture Sensor",
        "Capacitive soil volumetric water content probe, stainless needles",
        "",
        17,
    )
    s.heading("1. Product overview", 10)
    s.para(
        "TMS-30 measures the volumetric water content (VWC) of soil by the FDR "
        "(frequency domain) method. Three 70 mm stainless steel needles are inserted "
        "fully into the soil. The probe is potted in epoxy and can be buried for long "
        "term. Three output versions are available.",
        8.5,
    )
    s.heading("2. Technical parameters", 10)
    s.lines(
        [
            "Measuring range" + FWC + "0" + FWT + "100% (VWC)",
            "Moisture accuracy"
            + FWC
            + PM
            + "3% (0"
            + FWT
            + "53%), "
            + PM
            + "5% (53"
            + FWT
            + "100%)",
            "Moisture resolution" + FWC + "0.1%",
            "Response time" + FWC + LE + "1s",
            "Working environment" + FWC + "-30" + FW_C + FWT + "+70" + FW_C,
            "Protection class" + FWC + "IP68 (probe), cable end not waterproof",
            "Cable" + FWC + "2m standard, PVC",
        ],
        8.5,
    )
    s.heading("3. Version selection", 10)
    s.table(
        [
            Col("Item", 130),
            Col("TMS-30V", 123, "C"),
            Col("TMS-30A", 123, "C"),
            Col("TMS-30R", 123, "C"),
        ],
        [
            ["Output", "0" + FWT + "2.5V", "4" + FWT + "20mA", "RS485 Modbus-RTU"],
            ["Power supply", "DC 3.6" + FWT + "24V", "DC 12" + FWT + "24V", "DC 5" + FWT + "30V"],
            ["Power consumption", LE + "0.1W", LE + "0.5W", LE + "0.15W"],
            ["Load", ">=10k" + OHM, LE + "500" + OHM + " (24V)", "-"],
            ["Cable length max", "10m", "200m", "1200m"],
        ],
        8,
    )
    s.para("Note" + FWC + "TMS-30V output is not ratiometric; 0V = 0%, 2.5V = 100%.", 7.5)
    s.add_page()
    s.heading("4. Wiring", 10)
    s.table(
        [
            Col("Wire colour", 110),
            Col("TMS-30V", 130, "C"),
            Col("TMS-30A", 130, "C"),
            Col("TMS-30R", 129, "C"),
        ],
        [
            ["Brown", "V+", "V+", "V+"],
            ["Black", "GND", "GND", "GND"],
            ["Yellow", "Vout", "I out", "485-A"],
            ["Blue", "-", "-", "485-B"],
        ],
        8,
    )
    s.heading("5. Communication protocol (TMS-30R)", 10)
    s.lines(
        [
            "Interface" + FWC + "RS485, half duplex",
            "Baud rate" + FWC + "2400, 4800, 9600 bps (default 9600 bps)",
            "Data format" + FWC + "8 data bits, no parity, 1 stop bit",
            "Default address" + FWC + "0x01",
        ],
        8.5,
    )
    s.table(
        [Col("Register", 80, "C"), Col("Content", 150), Col("Type", 80, "C"), Col("Remark", 189)],
        [
            ["0x0000", "Moisture", "read", "value x 10, e.g. 0x0164 = 35.6%"],
            ["0x0001", "Temperature (option)", "read", "only TMS-30R-T version"],
            ["0x07D0", "Device address", "read/write", "1" + FWT + "254"],
            ["0x07D1", "Baud rate code", "read/write", "0=2400, 1=4800, 2=9600"],
        ],
        8,
    )
    s.heading("6. Notes", 10)
    s.bullets(
        [
            "Calibrated in loam; other soils (sand, clay) may need user calibration.",
            "Do not use in saline soil above 5 dS/m; accuracy is not guaranteed there.",
            "Salinity (EC) and pH are not measured by this probe.",
            "Do not hit the needles with a hammer.",
        ],
        8,
    )
    revision_table(s, [["2023-11-02", "V2.0", "TMS-30R added"]], (100, 60, 339))
    return save(s, out / "tms-30.pdf")


# ------------------------------------------------ MOSFET load switch (Taiwanese)
def loadsw(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="HSINWEI MICROELECTRONICS",
        header_right="HW2806A / HW2806B",
        footer_left="HW2806 Datasheet  DS-2806-01",
        footer_right="Page {page} of {nb}",
        table_fill=(240, 230, 210),
        accent=(150, 80, 0),
    )
    s = Sheet(style, "HW2806 load switch")
    s.add_page()
    s.title_block(
        "HW2806A / HW2806B",
        "5.5V, 4A, 22m" + OHM + " Single-Channel Load Switch with Controlled Turn-On",
        "",
        17,
    )
    s.heading("General Description", 10)
    s.para(
        "The HW2806 is a small single-channel load switch with an N-channel MOSFET that "
        "operates over an input range of 0.8V to 5.5V. A bias voltage VBIAS of 2.5V to "
        "5.5V drives the MOSFET gate. The HW2806A has a 150" + OHM + " quick output "
        "discharge (QOD); the HW2806B has no output discharge. The ON pin is compatible "
        "with 1.2V, 1.8V, 2.5V and 3.3V GPIO.",
        8.5,
    )
    s.heading("Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Value", 140, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Input voltage", "VIN", "-0.3 to 6", "V"],
            ["Bias voltage", "VBIAS", "-0.3 to 6", "V"],
            ["ON pin voltage", "VON", "-0.3 to 6", "V"],
            ["Maximum continuous switch current", "IMAX", "4", "A"],
            ["Maximum pulsed switch current (300" + MU + "s, 2% duty)", "IPLS", "6", "A"],
            ["Operating temperature", "TA", "-40 to 105", DEG],
        ],
        8,
    )
    s.heading("Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Value", 140, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Input voltage", "VIN", "0.8 to VBIAS", "V"],
            ["Bias voltage", "VBIAS", "2.5 to 5.5", "V"],
            ["ON pin voltage", "VON", "0 to 5.5", "V"],
            ["Operating temperature", "TA", "-40 to 85", DEG],
        ],
        8,
    )
    s.heading("Electrical Characteristics", 10)
    s.para(
        "(VBIAS = 5V, TA = 25"
        + DEG
        + ", unless otherwise specified)  [all currents in "
        + MU
        + "A]",
        8,
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Conditions", 160),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 49, "C"),
        ],
        [
            ["VBIAS quiescent\ncurrent", "IQ,VBIAS", "IOUT = 0mA, VON = 5V", "", "38", "55"],
            ["VBIAS shutdown\ncurrent", "ISD,VBIAS", "VON = 0V, VOUT = 0V", "", "", "2"],
            ["VIN off-state supply\ncurrent", "ISD,VIN", "VON = 0V, VIN = 5V", "", "0.1", "1.5"],
        ],
        8,
    )
    s.add_page()
    s.heading("Electrical Characteristics (continued)", 10)
    s.para("(VBIAS = 5V, TA = 25" + DEG + ", unless otherwise specified)", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Conditions", 160),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Unit", 24, "C"),
        ],
        [
            ["On-resistance", "RON", "VIN = 5V, IOUT = -200mA", "", "22", "27", "m" + OHM],
            ["", "", "VIN = 3.3V, IOUT = -200mA", "", "22", "27", "m" + OHM],
            ["", "", "VIN = 1.8V, IOUT = -200mA", "", "23", "29", "m" + OHM],
            ["", "", "VIN = 0.8V, IOUT = -200mA", "", "26", "34", "m" + OHM],
            ["ON pin high\nthreshold", "VIH", "", "1.0", "", "", "V"],
            ["ON pin low\nthreshold", "VIL", "", "", "", "0.4", "V"],
            ["Output discharge\nresistance", "RPD", "HW2806A only", "", "150", "", OHM],
            ["Turn-on time", "tON", "VIN = 3.3V, RL = 10" + OHM, "", "1.3", "", "ms"],
        ],
        8,
    )
    s.heading("Pin Functions (WCSP-6)", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Description", 379)],
        [
            ["A1, B1", "VIN", "switch input"],
            ["A2, B2", "VOUT", "switch output"],
            ["C1", "ON", "active high enable, do not leave floating"],
            ["C2", "VBIAS", "bias supply for the gate driver"],
        ],
        8,
    )
    s.heading("Ordering Information", 10)
    s.table(
        [
            Col("Part number", 120),
            Col("Output discharge", 110, "C"),
            Col("Package", 100, "C"),
            Col("Marking", 169, "C"),
        ],
        [["HW2806AWC", "Yes", "WCSP-6", "6A"], ["HW2806BWC", "No", "WCSP-6", "6B"]],
        8,
    )
    s.heading("Application Note", 10)
    s.para(
        "The HW2806 has no reverse current blocking when disabled and VOUT > VIN. It "
        "has no current limit and no thermal shutdown; the load must stay within 4A. "
        "VIN must not exceed VBIAS.",
        8.5,
    )
    revision_table(s, [["2024-04-18", "01", "Initial release"]], (100, 60, 339))
    return save(s, out / "hw2806.pdf")
