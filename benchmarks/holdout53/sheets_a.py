"""Hold-out 53 datasheets, part 1: a temperature / humidity sensor module, a 16-bit
I2C ADC, a synchronous buck converter module and a dual H-bridge motor driver board.

A Swedish-English bilingual sensor module sheet (every parameter name on two
lines, Swedish then English; module vs sensor temperature ranges), a US analog-house
ADC (condition sentence, one column per temperature grade, table continued on page
2, address table and register map as decoys), a Chinese buck module manual
(two-column key/value list with full-width punctuation, one column per ordering
code, FAQ) and a Japanese motor driver board specification (absolute maximum vs
recommended rows of the same names, symbol-only rows, typ.-only table).
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
GE = "\u2265"


# ------------------------------------------------ temperature / humidity module (Swedish)
def thm31(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="VASSBO SENSORTEKNIK AB",
        header_right="Produktblad / Product sheet  THM-31",
        footer_left="Vassbo Sensorteknik AB, Borlänge  |  Dok. 31-0457 utg. C",
        footer_right="Sida {page} ({nb})",
        table_fill=(235, 242, 235),
        accent=(10, 80, 60),
    )
    s = Sheet(style, "THM-31 temperature and humidity module")
    s.add_page()
    s.title_block(
        "THM-31",
        "Temperatur- och fuktgivarmodul / Temperature and humidity sensor module",
        "I2C, 2,54 mm stiftlist / 2.54 mm pin header",
        18,
    )
    s.heading("Beskrivning / Description", 10, rule=True)
    s.para(
        "THM-31 är en färdig givarmodul med digital utgång. / THM-31 is a ready-to-use "
        "sensor breakout with a digital I2C output. The board carries a low-drop regulator, "
        "10 k" + OHM + " pull-up resistors on SDA and SCL (to VIN) and a solder jumper for the "
        "address pin. The I2C interface runs in standard and fast mode (up to 400 kHz).",
        8.5,
    )
    s.heading("Tekniska data / Technical data", 10, rule=True)
    s.para(
        "Vid / at VIN = 3.3 V, Ta = 25 " + DEG + " om inget annat anges / unless otherwise noted",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 185),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Enhet / Unit", 60, "C"),
            Col("Anm. / Note", 89, "C"),
        ],
        [
            ["Matningsspänning\nSupply voltage VIN", "2.7", "3.3", "5.5", "V", ""],
            [
                "Strömförbrukning vid mätning\nOperating current consumption",
                "",
                "0.9",
                "1.5",
                "mA",
                "under mätning",
            ],
            ["Viloläge\nIdle current between measurements", "", "0.6", "1.5", MU + "A", ""],
            ["Mätområde, temperatur\nMeasuring range, temperature", "-40", "", "+105", DEG, "(1)"],
            [
                "Noggrannhet, temperatur\nTemperature accuracy",
                "",
                PM + "0.3",
                "",
                DEG,
                "0 ... +60 " + DEG,
            ],
            ["Mätområde, fukt\nMeasuring range, humidity", "0", "", "100", "%RH", ""],
            ["Noggrannhet, fukt\nHumidity accuracy", "", PM + "2", "", "%RH", "10 ... 90 %RH"],
            ["Svarstid fukt\nResponse time RH, " + "\u03c4" + "63", "", "8", "", "s", "1 m/s luft"],
            [
                "Drifttemperatur, modul\nOperating temperature, module",
                "-20",
                "",
                "+70",
                DEG,
                "(2)",
            ],
        ],
        7.5,
    )
    s.para(
        "(1) Givarelementets område. Sensor element range; the module itself is limited by (2). "
        "(2) Kretskort med stiftlist och elektrolytkondensator / board with header and "
        "electrolytic capacitor.",
        7,
    )
    s.heading("Gränsvärden / Absolute maximum ratings", 10, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Värde / Value", 150, "C"), Col("Enhet / Unit", 99, "C")],
        [
            ["VIN mot GND / VIN to GND", "-0.3 ... 6.0", "V"],
            ["SDA, SCL, ADDR", "-0.3 ... VIN + 0.3", "V"],
            ["Lagringstemperatur / Storage temperature", "-40 ... +85", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Anslutningar / Pin header J1", 10, rule=True)
    s.table(
        [Col("Stift / Pin", 70, "C"), Col("Namn / Name", 90, "C"), Col("Funktion / Function", 339)],
        [
            ["1", "VIN", "Matning / Supply 2,7 ... 5,5 V"],
            ["2", "GND", "Jord / Ground"],
            ["3", "SCL", "I2C klocka / clock"],
            ["4", "SDA", "I2C data"],
            ["5", "ADDR", "Adressval / address select (jumper JP1)"],
        ],
        7.5,
    )
    s.heading("I2C-adress / I2C address", 10, rule=True)
    s.table(
        [Col("ADDR", 160, "C"), Col("7-bit adress / address", 339, "C")],
        [["GND (JP1 öppen / open, default)", "0x44"], ["VIN (JP1 sluten / closed)", "0x45"]],
        7.5,
    )
    s.heading("Kommandon / Commands (urval / excerpt)", 10, rule=True)
    s.table(
        [
            Col("Kommando / Command", 130, "C"),
            Col("Funktion / Function", 250),
            Col("Tid / Time", 119, "C"),
        ],
        [
            ["0x2400", "Mätning, hög repeterbarhet / measure, high repeatability", "15 ms"],
            ["0x240B", "Mätning, medel / measure, medium", "6 ms"],
            ["0x30A2", "Mjuk återställning / soft reset", "1 ms"],
            ["0x3066", "Värmare av / heater off", "-"],
        ],
        7.5,
    )
    s.heading("Anvisningar / Notes", 10, rule=True)
    s.bullets(
        [
            "Pull-up-motstånden går till VIN: med VIN = 5 V ligger SDA/SCL på 5 V-nivå. / The "
            "pull-ups go to VIN: at VIN = 5 V the bus idles at 5 V.",
            "Undvik kondens. / Avoid condensation; the module has no conformal coating and "
            "no protective filter cap.",
            "Kabellängd I2C: max 0,5 m rekommenderas. / I2C cable length: 0.5 m max recommended.",
        ],
        8,
    )
    revision_table(
        s,
        [["2022-09-01", "A", "Första utgåva / first issue"], ["2024-01-10", "C", "Tid för 0x240B"]],
        (100, 60, 339),
    )
    return save(s, out / "thm-31.pdf")


# ------------------------------------------------ 16-bit I2C ADC (US analog house)
def qad1615(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="WRENFIELD PRECISION ANALOG",
        header_right="QAD1615",
        footer_left="Wrenfield Precision Analog, Inc.  |  SBW-1615 Rev. D",
        footer_right="{page}",
        table_fill=(225, 230, 238),
        accent=(90, 20, 20),
    )
    s = Sheet(style, "QAD1615 16-bit ADC")
    s.add_page()
    s.title_block(
        "QAD1615",
        "16-Bit, 860-SPS, 4-Channel Delta-Sigma ADC with PGA and I2C Interface",
        "Grades: QAD1615C (commercial), QAD1615I (industrial), QAD1615A (automotive)",
        19,
    )

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Wide supply range: 2.0 V to 5.5 V",
                "Programmable data rate: 8 SPS to 860 SPS",
                "PGA: " + PM + "0.256 V to " + PM + "6.144 V full scale",
                "Four single-ended or two differential inputs",
                "I2C: four pin-selectable addresses",
                "MSOP-10 and X2QFN-10 packages",
            ],
            8,
        )

    def right() -> None:
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The QAD1615 is a precision 16-bit analog-to-digital converter for battery "
            "monitors, sensor front ends and data loggers. It has an internal reference, an "
            "oscillator and a digital comparator. In single-shot mode it powers down "
            "automatically after each conversion. The SDA and SCL pins are open-drain and "
            "may be pulled up to 5.5 V independent of VDD.",
            8,
        )

    s.side_by_side(left, right, 220)
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "All specifications at VDD = 3.3 V, FSR = " + PM + "2.048 V, data rate = 128 SPS, "
        "TA = 25 " + DEG + ", unless otherwise noted.",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 170),
            Col("TEST CONDITIONS", 140),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 54, "C"),
        ],
        [
            ["ANALOG INPUT"],
            ["Full-scale input voltage range", "FSR setting", PM + "0.256", "", PM + "6.144", "V"],
            ["Analog input voltage", "AINx to GND", "GND", "", "VDD", "V"],
            ["Differential input impedance", "FSR = " + PM + "2.048 V", "", "4.9", "", "M" + OHM],
            ["SYSTEM PERFORMANCE"],
            ["Resolution", "No missing codes", "16", "", "", "Bits"],
            ["Data rate", "", "8", "", "860", "SPS"],
            ["Integral nonlinearity", "FSR = " + PM + "2.048 V", "", "1", "", "LSB"],
            ["POWER SUPPLY"],
            ["Supply voltage", "VDD", "2.0", "", "5.5", "V"],
            ["Operating current\nconsumption", "Continuous conversion", "", "150", "", MU + "A"],
            ["Power-down current", "", "", "0.5", "", MU + "A"],
        ],
        7.5,
    )
    s.heading("GRADE-DEPENDENT SPECIFICATIONS", 9.5, rule=True)
    s.para("Maximum values over each grade's temperature range; VDD = 3.3 V.", 7.5)
    s.table(
        [
            Col("PARAMETER", 170),
            Col("QAD1615C\n0 to +70 " + DEG, 110, "C"),
            Col("QAD1615I\n-40 to +85 " + DEG, 110, "C"),
            Col("QAD1615A\n-40 to +125 " + DEG, 109, "C"),
        ],
        [
            ["Offset error (max), LSB", PM + "2", PM + "3", PM + "5"],
            ["Gain error (max), %", "0.10", "0.15", "0.25"],
            ["Operating current consumption\n(max), " + MU + "A", "200", "220", "260"],
            ["Power-down current (max), " + MU + "A", "2", "3", "8"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5, rule=True)
    s.table(
        [
            Col("PARAMETER", 170),
            Col("TEST CONDITIONS", 140),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 54, "C"),
        ],
        [
            ["DIGITAL INPUT/OUTPUT"],
            ["VIL", "SDA, SCL", "", "", "0.3 VDD", "V"],
            ["VOL", "ALERT, SDA; IOL = 3 mA", "", "0.15", "0.4", "V"],
            ["I2C clock frequency", "Standard / fast mode", "", "", "400", "kHz"],
            ["", "High-speed mode", "", "", "3.4", "MHz"],
        ],
        7.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)
    s.table(
        [Col("", 310), Col("MIN", 65, "C"), Col("MAX", 65, "C"), Col("UNIT", 59, "C")],
        [
            ["VDD to GND", "-0.3", "7", "V"],
            ["Analog input voltage", "GND - 0.3", "VDD + 0.3", "V"],
            ["SDA, SCL, ADDR, ALERT to GND", "-0.5", "5.5", "V"],
            ["Input current, any pin except supply", "-10", "10", "mA"],
            ["Storage temperature", "-60", "150", DEG],
        ],
        7.5,
    )
    s.heading("I2C ADDRESS SELECTION", 9.5, rule=True)
    s.table(
        [Col("ADDR PIN CONNECTED TO", 250), Col("SLAVE ADDRESS (7-bit)", 249, "C")],
        [
            ["GND", "1001000 (0x48)"],
            ["VDD", "1001001 (0x49)"],
            ["SDA", "1001010 (0x4A)"],
            ["SCL", "1001011 (0x4B)"],
        ],
        7.5,
    )
    s.heading("REGISTER MAP", 9.5, rule=True)
    s.table(
        [
            Col("POINTER", 70, "C"),
            Col("REGISTER", 150),
            Col("RESET VALUE", 90, "C"),
            Col("NOTE", 189),
        ],
        [
            ["00", "Conversion", "0x0000", "read only"],
            ["01", "Config", "0x8583", "MUX, PGA, MODE, DR"],
            ["10", "Lo_thresh", "0x8000", "comparator"],
            ["11", "Hi_thresh", "0x7FFF", "comparator"],
        ],
        7.5,
    )
    s.para(
        "Data rate codes DR[2:0] = 000 ... 111 select 8, 16, 32, 64, 128, 250, 475 and 860 SPS. "
        "Note that the analog inputs may never exceed VDD + 0.3 V, whatever FSR is chosen: an "
        "FSR of " + PM + "6.144 V does not allow 6 V at the input with VDD = 3.3 V.",
        8,
    )
    revision_table(s, [["May 2023", "D", "Added QAD1615A grade"]], (100, 60, 339))
    return save(s, out / "qad1615.pdf")


# ------------------------------------------------ synchronous buck module (Chinese manual)
def dcb3a(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="TENGYUE POWER",
        header_right="DCB-3A Series User Manual V1.3",
        footer_left="Shenzhen Tengyue Power Module Co., Ltd.   www.tengyue-power.example",
        footer_right="- {page} -",
        table_fill=(250, 235, 215),
        accent=(200, 80, 0),
    )
    s = Sheet(style, "DCB-3A synchronous buck module")
    s.add_page()
    s.title_block("DCB-3A", "3A Synchronous Buck (Step-Down) Converter Module", "", 18)
    s.heading("1. Product Introduction", 10)
    s.para(
        "DCB-3A is a small synchronous step-down module (22 x 17 mm). Fixed output versions "
        "need no adjustment; the ADJ version has a 10-turn trimmer. Suitable for Arduino, "
        "Raspberry Pi, ESP32 and LED power supply.",
        8.5,
    )
    s.heading("2. Main Parameters", 10)
    s.lines(
        [
            "Input voltage" + FWC + "4.5V" + FWT + "28V (see version table)",
            "Output current" + FWC + "3A continuous, 4A peak (<10s, with good airflow)",
            "Operating current consumption (no load)" + FWC + LE + "6mA",
            "Switching frequency" + FWC + "500kHz",
            "Conversion efficiency" + FWC + "up to 95%",
            "Output ripple" + FWC + LE + "30mV (20MHz bandwidth)",
            "Operating temperature" + FWC + "-40" + FW_C + FWT + "+85" + FW_C,
            "Module size" + FWC + "22mm x 17mm x 4mm",
        ],
        8.5,
    )
    s.heading("3. Version Table", 10)
    s.table(
        [
            Col("Item", 170),
            Col("DCB-3A-33", 110, "C"),
            Col("DCB-3A-50", 110, "C"),
            Col("DCB-3A-ADJ", 109, "C"),
        ],
        [
            ["Output voltage", "3.3V", "5.0V", "0.9V" + FWT + "24V"],
            ["Input voltage", "4.5V" + FWT + "28V", "6.5V" + FWT + "28V", "4.5V" + FWT + "28V"],
            ["Output voltage accuracy", PM + "2%", PM + "2%", "set by trimmer"],
            ["Max. output current", "3A", "3A", "3A"],
            ["Efficiency (12V in, 2A)", "89%", "93%", "-"],
        ],
        8,
    )
    s.para(
        "Note" + FWC + "For DCB-3A-ADJ the input voltage must be at least 1.5V higher than the "
        "output voltage.",
        8,
    )
    s.heading("4. Limit Parameters", 10)
    s.lines(
        [
            "Max. input voltage" + FWC + "30V (transient, must not be exceeded)",
            "EN pin voltage" + FWC + "-0.3V" + FWT + "6V",
            "Storage temperature" + FWC + "-55" + FW_C + FWT + "+125" + FW_C,
        ],
        8.5,
    )
    s.add_page()
    s.heading("5. Pin Definition", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Description", 359)],
        [
            ["1", "VIN", "Input positive"],
            ["2", "GND", "Ground (input and output common)"],
            ["3", "VOUT", "Output positive"],
            ["4", "EN", "Enable" + FWC + "high or floating = ON, low = OFF"],
            ["5", "PG", "Power good, open drain, 100k" + OHM + " pull-up to VOUT"],
        ],
        8,
    )
    s.heading("6. EN Pin Level", 10)
    s.lines(
        [
            "EN high level" + FWC + GE + "1.4V",
            "EN low level" + FWC + LE + "0.4V",
            "Shutdown current (EN low)" + FWC + "typ. 15" + MU + "A",
        ],
        8.5,
    )
    s.heading("7. Protection Functions", 10)
    s.bullets(
        [
            "Over-current protection (hiccup mode), about 5.5A",
            "Over-temperature protection, 150" + FW_C + " junction",
            "Input under-voltage lockout, 4.1V rising",
            "No reverse polarity protection: do not connect input backwards",
        ],
        8.5,
        "・",
    )
    s.heading("8. FAQ", 10)
    s.para(
        "Q" + FWC + "Can the module charge a lithium battery?  A" + FWC + "No. The module has no "
        "constant-current charging function; use a dedicated charger.",
        8.5,
    )
    s.para(
        "Q" + FWC + "Can two modules be connected in parallel for 6A?  A" + FWC + "Parallel "
        "operation is not supported.",
        8.5,
    )
    s.para(
        "Q" + FWC + "Does it work from a 3S lithium pack (12.6V)?  A" + FWC + "Yes, all versions.",
        8.5,
    )
    revision_table(
        s,
        [["2022-03-02", "V1.0", "First release"], ["2023-11-20", "V1.3", "Add DCB-3A-50"]],
        (100, 60, 339),
    )
    return save(s, out / "dcb-3a.pdf")


# ------------------------------------------------ dual H-bridge board (Japanese)
def mdb2(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="ASHIKAGA KOGYO DENSHI",
        header_right="MDB-2 Series  Specification Sheet",
        footer_left="Ashikaga Kogyo Denshi Co., Ltd.  Spec. No. AKD-MDB2-004",
        footer_right="{page}/{nb}",
        table_fill=None,
        accent=(30, 30, 120),
        grid=False,
    )
    s = Sheet(style, "MDB-2 dual H-bridge motor driver board")
    s.add_page()
    s.title_block("MDB-2S / MDB-2H", "Dual H-Bridge DC Motor Driver Board", "", 18)
    s.heading("1. General", 10)
    s.para(
        "MDB-2 is a driver board for two brushed DC motors (or one bipolar stepper motor). "
        "Each channel is controlled by IN1/IN2 and a PWM input. MDB-2S is the standard "
        "version; MDB-2H has a larger heatsink and a higher current rating. Both channels can "
        "be paralleled to drive one motor.",
        8.5,
    )
    s.heading("2. Absolute maximum ratings" + LP + "Ta=25" + FW_C + RP, 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 150, "C"), Col("Unit", 79, "C")],
        [
            ["Motor supply voltage", "VM", "15", "V"],
            ["Logic supply voltage", "VCC", "6.0", "V"],
            ["Input voltage", "VIN", "-0.3" + FWT + "VCC+0.3", "V"],
            ["Output current" + LP + "peak, per ch." + RP + " *1", "IOP", "3.2", "A"],
            ["Operating temperature", "Topr", "-20" + FWT + "+85", FW_C],
            ["Storage temperature", "Tstg", "-40" + FWT + "+125", FW_C],
        ],
        8,
    )
    s.para("*1" + FWC + "tw " + LE + " 10 ms, duty " + LE + " 20 %.", 7.5)
    s.heading("3. Recommended operating conditions", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("MDB-2S", 115, "C"),
            Col("MDB-2H", 114, "C"),
        ],
        [
            ["Motor supply voltage", "VM", "2.5" + FWT + "13.5 V", "2.5" + FWT + "13.5 V"],
            ["Logic supply voltage", "VCC", "2.7" + FWT + "5.5 V", "2.7" + FWT + "5.5 V"],
            ["Output current" + LP + "continuous, per ch." + RP, "IOUT", "1.2 A", "2.0 A"],
            ["Output current" + LP + "parallel mode" + RP, "IOUT", "2.4 A", "4.0 A"],
            ["PWM frequency", "fPWM", LE + " 100 kHz", LE + " 100 kHz"],
            [
                "Operating temperature",
                "Topr",
                "-20" + FWT + "+60 " + FW_C,
                "-20" + FWT + "+70 " + FW_C,
            ],
        ],
        8,
    )
    s.add_page()
    s.heading(
        "4. Electrical characteristics"
        + LP
        + "Unless otherwise specified, Ta=25"
        + FW_C
        + ", VM=12V, VCC=5V"
        + RP,
        9.5,
    )
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 55, "C"),
            Col("Condition", 110, "C"),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["", "VIH", "IN1, IN2, PWM, STBY", "2.0", "", "", "V"],
            ["", "VIL", "IN1, IN2, PWM, STBY", "", "", "0.8", "V"],
            ["Logic supply current", "ICC", "STBY=H, no PWM", "", "1.1", "1.8", "mA"],
            ["Motor standby current", "IM(STB)", "STBY=L", "", "", "1", MU + "A"],
            ["Output ON resistance", "Ron", "upper+lower, 1 A", "", "0.5", "0.7", OHM],
        ],
        8,
    )
    s.heading("5. Reference data (typ.)", 10)
    s.table(
        [Col("Item", 200), Col("Condition", 160, "C"), Col("Value", 139, "C")],
        [
            ["Logic supply current", "VCC=3.3V", "0.8 mA"],
            ["Temperature rise of heatsink", "MDB-2H, 2.0 A both ch.", "35 K"],
            ["Motor supply current (no load)", "VM=12V, STBY=H", "0.6 mA"],
        ],
        8,
    )
    s.heading("6. Control truth table", 10)
    s.table(
        [
            Col("IN1", 70, "C"),
            Col("IN2", 70, "C"),
            Col("PWM", 70, "C"),
            Col("STBY", 70, "C"),
            Col("OUT1 / OUT2", 100, "C"),
            Col("Mode", 119, "C"),
        ],
        [
            ["H", "L", "H", "H", "H / L", "CW"],
            ["L", "H", "H", "H", "L / H", "CCW"],
            ["H", "H", "x", "H", "L / L", "Short brake"],
            ["x", "x", "x", "L", "OFF", "Standby"],
        ],
        8,
    )
    s.heading("7. Notes", 10)
    s.bullets(
        [
            "The logic inputs can be driven directly by 3.3 V or 5 V microcontrollers.",
            "VM and VCC are separate; VM is not reverse-polarity protected.",
            "Encoder inputs are not provided on this board.",
        ],
        8,
        "・",
    )
    revision_table(s, [["2023-07-01", "1.0", "First issue"]], (100, 60, 339))
    return save(s, out / "mdb-2.pdf")
