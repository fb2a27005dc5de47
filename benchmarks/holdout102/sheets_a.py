"""Hold-out 102 datasheets, part 1: a hall-effect current sensor module, a 3-axis
accelerometer IC, a 1-cell Li-ion charger module with protection and a 12-bit I2C DAC.

An Addis Ababa maker-store product sheet (one column per range version, the board
temperature range only in the FAQ beside the sensor IC's range), a Sendai MEMS data
sheet in English (a typ.-only current table with one column per supply voltage,
unnamed sensitivity rows), a Kyrgyz / English charger module sheet (bilingual names
wrapped over two lines, a programming-resistor table, three temperature ranges) and a
Boise mixed-signal DAC data sheet (a condition sentence, address per ordering code,
supply current rows split by supply voltage).
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
TIMES = "\u00d7"
MINUS = "\u2212"
SQRT = "\u221a"


# ------------------------------------------------------------ hall current sensor module
def etk_hc712(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="ENTOTO TECH  |  maker parts & kits",
        header_right="Product sheet  ETK-HC712 series",
        footer_left="Entoto Tech PLC, Bole Road, Addis Ababa  -  prices in ETB incl. VAT, subject to change",
        footer_right="p. {page} - of {nb}",
        rule_color=(0, 100, 60),
        table_fill=(214, 236, 222),
        accent=(0, 100, 60),
        grid=False,
    )
    s = Sheet(style, "ETK-HC712 hall-effect current sensor module")
    s.add_page()
    s.title_block(
        "ETK-HC712",
        "Hall-effect current sensor module, AC / DC, analog output",
        "Three range versions: ETK-HC712-05, ETK-HC712-20, ETK-HC712-30",
        21,
    )
    s.para(
        "Put the ETK-HC712 in series with the wire you want to measure and read a voltage. "
        "The board carries a hall-effect current sensor IC with a 1.2 m" + OHM + " copper "
        "path, a filter capacitor and a power LED. The output sits at half the supply (about "
        "2.5 V on a 5 V board) with no current flowing and rises or falls with the current "
        "direction, so it reads DC both ways and AC.",
        9,
    )
    s.heading("What you get", 11, rule=True)
    s.lines(
        [
            "Board supply (VCC): 5 V " + PM + "10 %",
            "Output at zero current: VCC " + TIMES + " 0.5",
            "Signal bandwidth: 80 kHz (-3 dB)",
            "Isolation, current path to signal side: 2.1 kV RMS",
            "Board size: 31 " + TIMES + " 13 mm, two M3 holes",
        ],
        9,
    )
    s.heading("Pick your range", 11, rule=True)
    s.table(
        [
            Col("", 150),
            Col("ETK-HC712-05", 116, "C"),
            Col("ETK-HC712-20", 116, "C"),
            Col("ETK-HC712-30", 117, "C"),
        ],
        [
            ["Current range", PM + "5 A", PM + "20 A", PM + "30 A"],
            ["Output slope\n(sensitivity)", "180 mV/A", "96 mV/A", "64 mV/A"],
            ["Total output error, 25 " + DEG, PM + "1.5 %", PM + "1.5 %", PM + "1.5 %"],
            ["Output noise, typ.", "21 mV p-p", "11 mV p-p", "7 mV p-p"],
            ["Shop code", "ETK-0712-05", "ETK-0712-20", "ETK-0712-30"],
            ["Price (ETB)", "420", "480", "520"],
        ],
        8.5,
    )
    s.heading("Electrical data  (TA = 25 " + DEG + ", VCC = 5 V)", 11, rule=True)
    s.table(
        [
            Col("Parameter", 170),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 50, "C"),
            Col("Note", 99),
        ],
        [
            ["Supply voltage", "4.5", "5.0", "5.5", "V", ""],
            ["Supply current", "", "10", "13", "mA", "LED included"],
            ["Zero-current output", "", "2.5", "", "V", "VCC / 2"],
            ["Output swing", "0.5", "", "4.5", "V", "into 10 k" + OHM],
            ["Response time", "", "5", "", MU + "s", "step to 90 %"],
            ["Power-on time", "", "35", "", MU + "s", ""],
            ["Current path resistance", "", "1.2", "", "m" + OHM, "IP+ to IP-"],
        ],
        8.5,
    )
    s.heading("Limits - do not exceed", 11, rule=True)
    s.table(
        [Col("Item", 250), Col("Limit", 140, "C"), Col("Unit", 109, "C")],
        [
            ["Supply voltage VCC", "8", "V"],
            ["Reverse supply voltage", "-0.1", "V"],
            ["Overcurrent, single pulse 100 ms", "100", "A"],
            ["Sensor IC ambient temperature", "-40 to 85", DEG],
            ["Storage temperature", "-65 to 125", DEG],
        ],
        8.5,
    )
    s.add_page()
    s.heading("Connections", 11, rule=True)
    s.table(
        [Col("Terminal", 90), Col("Name", 80, "C"), Col("What it does", 329)],
        [
            ["J1-1", "VCC", "5 V supply in"],
            ["J1-2", "OUT", "analog output to your ADC"],
            ["J1-3", "GND", "ground"],
            ["Screw 1", "IP+", "current in (max. wire 12 AWG, 2.5 mm2)"],
            ["Screw 2", "IP-", "current out"],
        ],
        8.5,
    )
    s.heading("Reading it", 11, rule=True)
    s.para(
        "Current in amps = (OUT - VCC/2) / slope. With a 10-bit Arduino ADC on 5 V one count is "
        "4.9 mV, i.e. about 27 mA on the -05 version and 77 mA on the -30 version. Average a few "
        "readings; the noise figures above are peak to peak at full bandwidth.",
        9,
    )
    s.heading("FAQ", 11, rule=True)
    s.para("Q: Can I run the board from 3.3 V?", 9, bold=True)
    s.para(
        "A: No. The sensor IC needs at least 4.5 V. Power it from 5 V; the output can swing up to "
        "4.5 V, so put a divider (e.g. 10 k / 20 k) in front of a 3.3 V ADC such as an ESP32 or "
        "a Raspberry Pi Pico.",
        9,
    )
    s.para("Q: What temperature can the board take?", 9, bold=True)
    s.para(
        "A: The sensor IC itself is rated -40 to 85 " + DEG + ", but the screw terminal and the "
        "electrolytic capacitor are not. Use the board between -20 and +70 " + DEG + " ambient.",
        9,
    )
    s.para("Q: Can I measure mains current?", 9, bold=True)
    s.para(
        "A: The current path is isolated from the signal side (2.1 kV RMS), so a 230 V AC load "
        "can be measured, but the screw terminal is exposed. Put the board in a closed box and "
        "let someone qualified wire it.",
        9,
    )
    s.para("Q: Is it waterproof?", 9, bold=True)
    s.para("A: No. It is a bare board; keep it dry.", 9)
    s.heading("Changes", 11, rule=True)
    revision_table(
        s,
        [
            ["2023-08-02", "1", "first sheet"],
            ["2024-01-10", "2", "added -30 version, FAQ on temperature"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "etk-hc712.pdf")


# ------------------------------------------------------------ 3-axis accelerometer (Sendai)
def amx3316(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Aobayama Microsystems Co., Ltd.",
        header_right="AMX3316  Data Sheet (English)  Doc. AMS-DS-3316E  Rev. 1.3",
        footer_left="Specifications are subject to change without notice.  Aobayama Microsystems, Sendai",
        footer_right="{page} / {nb} pages",
        rule_color=(0, 110, 120),
        table_fill=(215, 235, 238),
        accent=(0, 90, 100),
        grid=True,
    )
    s = Sheet(style, "AMX3316 3-axis digital accelerometer")
    s.add_page()
    s.title_block(
        "AMX3316",
        "Ultra-low-power 3-axis digital accelerometer, I2C / SPI",
        "LGA-12 (2.0 " + TIMES + " 2.0 " + TIMES + " 0.95 mm)",
        20,
    )
    s.heading("1.  General Description", 10)
    s.para(
        "The AMX3316 is a three-axis MEMS accelerometer with a 14-bit digital output, user "
        "selectable full scales of "
        + PM
        + "2 g, "
        + PM
        + "4 g, "
        + PM
        + "8 g and "
        + PM
        + "16 g, and output data rates from 1.6 Hz to 3200 Hz. It is read over I2C or "
        "SPI (3- and 4-wire) and wakes the host with two programmable interrupt pins.",
        8.5,
    )
    s.heading("2.  Features", 10)
    s.bullets(
        [
            "Core supply 1.71 V to 3.6 V, separate interface supply VDDIO",
            "0.9 " + MU + "A in low-power mode at 1.6 Hz",
            "32-level FIFO, tap / free-fall / orientation detection",
            "10000 g shock survivability",
        ],
        8.5,
    )
    s.heading("3.  Absolute Maximum Ratings", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Rating", 150, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VDD", "-0.3 to 4.2", "V"],
            ["Interface supply voltage", "VDDIO", "-0.3 to 4.2", "V"],
            ["Input voltage on any control pin", "Vin", "-0.3 to VDDIO + 0.3", "V"],
            ["Acceleration (any axis, 0.2 ms)", "Apow", "10000", "g"],
            ["Storage temperature", "TSTG", "-40 to +125", DEG],
        ],
        7.5,
    )
    s.heading("4.  Recommended Operating Conditions", 10)
    cols6 = [
        Col("Parameter", 200),
        Col("Symbol", 70, "C"),
        Col("Min.", 55, "C"),
        Col("Typ.", 55, "C"),
        Col("Max.", 55, "C"),
        Col("Unit", 64, "C"),
    ]
    s.table(
        cols6,
        [
            ["Supply voltage", "VDD", "1.71", "2.5", "3.6", "V"],
            ["Interface supply voltage", "VDDIO", "1.62", "1.8", "VDD + 0.1", "V"],
            ["Operating temperature", "TOP", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.heading("5.  Mechanical Characteristics  (VDD = 2.5 V, TA = 25 " + DEG + ")", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 50, "C"),
            Col("Condition", 100, "C"),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Measurement range", "FS", "FS bits = 00", "", PM + "2", "", "g"],
            ["", "", "FS bits = 11", "", PM + "16", "", "g"],
            ["Sensitivity", "So", "FS = " + PM + "2 g", "3932", "4096", "4260", "LSB/g"],
            ["", "", "FS = " + PM + "4 g", "1966", "2048", "2130", "LSB/g"],
            ["", "", "FS = " + PM + "8 g", "983", "1024", "1065", "LSB/g"],
            ["", "", "FS = " + PM + "16 g", "492", "512", "532", "LSB/g"],
            ["Zero-g offset", "TyOff", "FS = " + PM + "2 g", "", PM + "40", "", "mg"],
            ["Noise density", "An", "high-resolution", "", "120", "", MU + "g/" + SQRT + "Hz"],
            ["Output data rate", "ODR", "all modes", "1.6", "", "3200", "Hz"],
            ["", "", "low-power mode", "1.6", "", "800", "Hz"],
        ],
        7.5,
    )
    s.heading("6.  Current Consumption  (typical values, TA = 25 " + DEG + ")", 10)
    s.table(
        [
            Col("Operating mode", 170),
            Col("ODR", 70, "C"),
            Col("VDD = 1.8 V", 86, "C"),
            Col("VDD = 2.5 V", 86, "C"),
            Col("VDD = 3.3 V", 87, "C"),
        ],
        [
            ["Low-power", "1.6 Hz", "0.8 " + MU + "A", "0.9 " + MU + "A", "1.1 " + MU + "A"],
            ["Low-power", "50 Hz", "4.3 " + MU + "A", "5.0 " + MU + "A", "6.2 " + MU + "A"],
            ["Normal", "100 Hz", "36 " + MU + "A", "41 " + MU + "A", "47 " + MU + "A"],
            ["High-resolution", "3200 Hz", "158 " + MU + "A", "175 " + MU + "A", "196 " + MU + "A"],
            ["Power-down", "-", "0.10 " + MU + "A", "0.12 " + MU + "A", "0.16 " + MU + "A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("7.  Digital Interface Characteristics  (VDDIO = 1.62 V to 3.6 V)", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 50, "C"),
            Col("Condition", 100, "C"),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["", "VIH", "", "0.7 " + TIMES + " VDDIO", "", "", "V"],
            ["", "VIL", "", "", "", "0.3 " + TIMES + " VDDIO", "V"],
            ["", "VOL", "IOL = 1 mA", "", "", "0.2 " + TIMES + " VDDIO", "V"],
            ["I2C clock frequency", "fSCL", "Fast mode", "", "", "400", "kHz"],
            ["SPI clock frequency", "fSPC", "", "", "", "10", "MHz"],
            ["Turn-on time", "ton", "power-down to active", "", "1 / ODR + 1", "", "ms"],
        ],
        7.5,
    )
    s.heading("8.  Serial Interface", 10)
    s.para(
        "CS high selects I2C, CS low selects SPI. In I2C mode the 7-bit slave address is "
        "001100x: the SDO/SA0 pin sets the last bit, giving 0x18 with SA0 connected to GND "
        "and 0x19 with SA0 connected to VDDIO. The WHO_AM_I register (0x0F) always returns "
        "0x5A; this is a device identifier, not the bus address. SDA and SCL need external "
        "pull-up resistors to VDDIO.",
        8.5,
    )
    s.heading("9.  Pin Description", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 90, "C"), Col("Function", 369)],
        [
            ["1", "SCL/SPC", "I2C clock / SPI clock"],
            ["2", "VDDIO", "interface supply"],
            ["3", "SDA/SDI", "I2C data / SPI data in"],
            ["4", "SDO/SA0", "SPI data out / I2C address bit 0"],
            ["5", "CS", "mode select (1 = I2C, 0 = SPI)"],
            ["6, 7", "INT1, INT2", "interrupt outputs (push-pull)"],
            ["8, 9, 12", "GND", "ground"],
            ["10", "VDD", "core supply"],
            ["11", "NC", "leave open"],
        ],
        7.5,
    )
    s.heading("10.  Register Map (excerpt)", 10)
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 100, "C"),
            Col("Default", 70, "C"),
            Col("Description", 259),
        ],
        [
            ["0x0F", "WHO_AM_I", "0x5A", "device identifier"],
            ["0x20", "CTRL1", "0x07", "ODR[3:0], LPen, Z/Y/X enable"],
            ["0x23", "CTRL4", "0x00", "FS[1:0], HR, SPI 3-wire"],
            ["0x28 - 0x2D", "OUT_X_L ... OUT_Z_H", "-", "acceleration data, two's complement"],
            ["0x2E", "FIFO_CTRL", "0x00", "FIFO mode, watermark (0 to 31)"],
        ],
        7.5,
    )
    s.heading("11.  Revision History", 10)
    revision_table(
        s,
        [
            ["2022-06-20", "1.0", "Initial release"],
            ["2023-11-08", "1.3", "Current consumption per VDD added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "amx3316.pdf")


# ------------------------------------------------------------ 1S Li-ion charger (Kyrgyz / English)
def ate_lc1a(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Ала-Тоо Электроника  /  Ala-Too Elektronika",
        header_right="ATE-LC1A  Техникалык маалымат / Technical data",
        footer_left="Бишкек, Кыргызстан  -  Bishkek, Kyrgyzstan",
        footer_right="Барак {page} / {nb}  -  Page {page} of {nb}",
        rule_color=(170, 90, 0),
        table_fill=(247, 230, 205),
        accent=(150, 70, 0),
        grid=False,
    )
    s = Sheet(style, "ATE-LC1A 1-cell Li-ion charger module with protection")
    s.add_page()
    s.title_block(
        "ATE-LC1A",
        "Бир клеткалуу Li-ion кубаттагыч модулу, коргоо менен\n"
        "1-cell Li-ion charger module with battery protection",
        "USB Type-C кирүү / USB Type-C input  -  B+ / B- / OUT+ / OUT-",
        19,
    )
    s.para(
        "Модуль бир Li-ion же Li-polymer клеткасын (4.2 V) туруктуу ток / туруктуу чыңалуу "
        "ыкмасы менен кубаттайт. The module charges one Li-ion or Li-polymer cell (4.2 V) in "
        "constant-current / constant-voltage mode and protects the cell against over-charge, "
        "over-discharge, over-current and short circuit. The charge current is set by resistor "
        "R3 (RPROG); modules leave the factory with R3 = 1.2 k" + OHM + ", i.e. 1000 mA.",
        8.5,
    )
    s.heading("1. Иштөө шарттары / Operating conditions", 10.5, rule=True)
    cols = [
        Col("Параметр / Parameter", 190),
        Col("Min", 55, "C"),
        Col("Typ", 55, "C"),
        Col("Max", 55, "C"),
        Col("Бирдик / Unit", 70, "C"),
        Col("Эскертүү / Note", 74),
    ]
    s.table(
        cols,
        [
            ["Кирүү чыңалуусу /\nInput voltage", "4.5", "5.0", "6.0", "V", "USB-C"],
            [
                "Толук заряд чыңалуусу /\nFull-charge voltage",
                "4.16",
                "4.20",
                "4.24",
                "V",
                "CV phase",
            ],
            ["Заряддоо тогу /\nCharge current", "", "1000", "", "mA", "R3 = 1.2 k" + OHM],
            ["Алдын ала заряд тогу /\nTrickle-charge current", "", "100", "", "mA", "VBAT < 2.9 V"],
            ["Токтотуу тогу /\nTermination current", "", "100", "", "mA", "1/10 ICHG"],
            ["Кайра заряд босогосу /\nRecharge threshold", "", "4.05", "", "V", ""],
        ],
        7.5,
    )
    s.heading("2. Чектик маанилер / Absolute limits", 10.5, rule=True)
    s.table(
        [
            Col("Параметр / Parameter", 290),
            Col("Маани / Value", 130, "C"),
            Col("Бирдик / Unit", 79, "C"),
        ],
        [
            ["Кирүү чыңалуусу, чектик /\nInput voltage, absolute limit", "-0.3 ... 8", "V"],
            ["BAT чыңалуусу / BAT voltage", "-0.3 ... 6", "V"],
            ["Сактоо температурасы / Storage temperature", "-40 ... +85", DEG],
        ],
        7.5,
    )
    s.heading("3. Батареяны коргоо / Battery protection", 10.5, rule=True)
    s.table(
        [
            Col("Функция / Function", 230),
            Col("Иштөө / Trip", 95, "C"),
            Col("Кайтуу / Release", 95, "C"),
            Col("Бирдик / Unit", 79, "C"),
        ],
        [
            ["Ашыкча заряд / Over-charge", "4.30", "4.10", "V"],
            ["Ашыкча разряд / Over-discharge", "2.40", "3.00", "V"],
            ["Ашыкча ток / Over-current (discharge)", "3.0", "load removed", "A"],
            ["Кыска туташуу / Short circuit", "yes", "load removed", "-"],
        ],
        7.5,
    )
    s.para(
        "OUT+ / OUT- жүк үчүн: 2.5 A чейин үзгүлтүксүз. Load output (OUT+ / OUT-): up to 2.5 A "
        "continuous; the protection trips at 3 A. Кирүү жок болсо, коргоо схемасы клеткадан "
        "болжол менен 3 " + MU + "A алат. Without input power the protection circuit draws "
        "about 3 " + MU + "A from the cell.",
        8.5,
    )
    s.add_page()
    s.heading("4. Заряддоо тогун тандоо / Setting the charge current (R3 = RPROG)", 10.5, rule=True)
    s.table(
        [
            Col("RPROG (k" + OHM + ")", 100, "C"),
            Col("ICHG (mA)", 100, "C"),
            Col("RPROG (k" + OHM + ")", 100, "C"),
            Col("ICHG (mA)", 100, "C"),
            Col("", 99),
        ],
        [
            ["10", "130", "2.0", "580", ""],
            ["5.0", "250", "1.66", "690", ""],
            ["4.0", "300", "1.5", "780", ""],
            ["3.0", "400", "1.33", "900", ""],
            ["", "", "1.2", "1000", "factory fit"],
        ],
        7.5,
    )
    s.para(
        "Кичинекей клеткалар үчүн R3 чоңойтуңуз. For small cells fit a larger R3: charge at no more "
        "than 1 C (e.g. 400 mA or less for a 400 mAh cell).",
        8.5,
    )
    s.heading("5. Температура / Temperature", 10.5, rule=True)
    s.table(
        [
            Col("Параметр / Parameter", 290),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Бирдик / Unit", 69, "C"),
        ],
        [
            ["Заряддоо учурундагы чөйрө /\nAmbient while charging", "0", "+45", DEG],
            ["Модулдун иштөө температурасы /\nModule operating temperature", "-10", "+60", DEG],
            ["Жылуулук жөнгө салуу /\nThermal regulation (IC junction)", "", "120", DEG],
        ],
        7.5,
    )
    s.heading("6. Индикаторлор / Indicator LEDs", 10.5, rule=True)
    s.table(
        [Col("LED", 100, "C"), Col("Абал / State", 399)],
        [
            ["Кызыл / Red", "заряддалууда / charging"],
            ["Көк / Blue", "толук заряддалды / charge complete (or no cell)"],
        ],
        7.5,
    )
    s.heading("7. Көп берилүүчү суроолор / FAQ", 10.5, rule=True)
    s.para("Эки клетканы (2S) заряддай алабы? / Can it charge a 2S pack?", 8.5, bold=True)
    s.para(
        "Жок. No - one cell only (4.2 V). Parallel cells (1S2P) are fine; they count as one cell.",
        8.5,
    )
    s.para("USB power bank'тен иштейби? / Does it run from a USB power bank?", 8.5, bold=True)
    s.para(
        "Ооба. Yes, any 5 V USB source that can supply the charge current plus about 100 mA.",
        8.5,
    )
    s.heading("8. Өзгөртүүлөр / Revisions", 10.5, rule=True)
    revision_table(
        s, [["2023-03-14", "A", "first issue"], ["2024-02-05", "B", "USB-C version"]], (90, 60, 349)
    )
    return save(s, out / "ate-lc1a.pdf")


# ------------------------------------------------------------ 12-bit I2C DAC (Boise)
def trv6512(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="TREASURE VALLEY MIXED-SIGNAL",
        header_right="TRV6512A, TRV6512B",
        footer_left="TRV6512  TVD-0712B  -  Boise, Idaho",
        footer_right="{page}",
        rule_color=(120, 20, 40),
        table_fill=(240, 222, 226),
        accent=(120, 20, 40),
        grid=False,
    )
    s = Sheet(style, "TRV6512 12-bit I2C DAC")
    s.add_page()
    s.title_block(
        "TRV6512",
        "12-Bit Voltage-Output Digital-to-Analog Converter with I2C Interface and EEPROM",
        "",
        20,
    )

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "12-bit resolution, buffered rail-to-rail output",
                "Two address pins: four devices per ordering code",
                "Standard, fast and high-speed I2C",
                "On-chip EEPROM holds the power-up code",
                "VSSOP-8 package",
            ],
            8,
        )

    def right() -> None:
        s.heading("APPLICATIONS", 9.5)
        s.bullets(
            ["Sensor offset trimming", "Set-point and bias control", "Portable instruments"], 8
        )
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The TRV6512 is a single-channel 12-bit DAC whose reference is the supply, so the "
            "output spans 0 V to VDD. A power-down mode disconnects the output through 1 k"
            + OHM
            + ", 100 k"
            + OHM
            + " or 500 k"
            + OHM
            + " to GND.",
            8,
        )

    s.side_by_side(left, right, 230)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5, rule=True)
    s.leaders(
        [
            ("Supply voltage, VDD to GND ", " -0.3 V to 6.0 V"),
            ("SDA, SCL, A0, A1 to GND ", " -0.3 V to 6.0 V"),
            ("VOUT to GND ", " -0.3 V to VDD + 0.3 V"),
            ("Junction temperature, TJ ", " 150 " + DEG),
            ("Storage temperature, Tstg ", " -65 " + DEG + " to 150 " + DEG),
        ],
        8,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 9.5, rule=True)
    s.table(
        [
            Col("", 250),
            Col("MIN", 60, "C"),
            Col("NOM", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 69, "C"),
        ],
        [
            ["VDD  Supply voltage", "2.7", "", "5.5", "V"],
            ["TA  Operating free-air temperature", "-40", "", "125", DEG],
        ],
        7.5,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5, rule=True)
    s.para(
        "At VDD = 2.7 V to 5.5 V, RL = 5 k"
        + OHM
        + " to GND, CL = 100 pF and TA = -40 "
        + DEG
        + " to +125 "
        + DEG
        + ", unless otherwise noted. Typical values are at TA = 25 "
        + DEG
        + " and VDD = 5 V.",
        7.5,
    )
    cols = [
        Col("PARAMETER", 150),
        Col("TEST CONDITIONS", 150),
        Col("MIN", 45, "C"),
        Col("TYP", 45, "C"),
        Col("MAX", 45, "C"),
        Col("UNIT", 64, "C"),
    ]
    s.table(
        cols,
        [
            ["STATIC PERFORMANCE"],
            ["Resolution", "", "12", "", "", "Bits"],
            ["Integral nonlinearity, INL", "code 100 to 4000", "", PM + "2", PM + "8", "LSB"],
            ["Differential nonlinearity", "", "", PM + "0.2", PM + "0.75", "LSB"],
            ["Offset error", "code 0", "", PM + "0.02", PM + "0.75", "% FSR"],
            ["OUTPUT"],
            ["Settling time", "1/4 to 3/4 scale, " + PM + "1/2 LSB", "", "6", "", MU + "s"],
            ["Short-circuit current", "VOUT to GND", "", "15", "24", "mA"],
            ["POWER SUPPLY"],
            ["Supply current, normal", "VDD = 5.5 V", "", "210", "400", MU + "A"],
            ["mode", "VDD = 2.7 V", "", "140", "300", MU + "A"],
            ["Supply current, power-down", "VDD = 5.5 V", "", "0.06", "2", MU + "A"],
            ["Power-on reset threshold", "VDD rising", "", "2.1", "", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5, rule=True)
    s.table(
        cols,
        [
            ["DIGITAL INPUTS (SDA, SCL, A0, A1)"],
            ["VIH", "", "0.7 " + TIMES + " VDD", "", "", "V"],
            ["VIL", "", "", "", "0.3 " + TIMES + " VDD", "V"],
            ["SCL clock frequency", "standard mode", "", "", "100", "kHz"],
            ["", "fast mode", "", "", "400", "kHz"],
            ["", "high-speed mode", "", "", "3.4", "MHz"],
            ["EEPROM"],
            ["Write time", "", "", "25", "50", "ms"],
            ["Endurance", "TA = 25 " + DEG, "1 000 000", "", "", "cycles"],
        ],
        7.5,
    )
    s.heading("DEVICE ADDRESS", 9.5, rule=True)
    s.para(
        "The 7-bit address is 1100 x A1 A0, where bit x is fixed by the ordering code (0 on "
        "the TRV6512A, 1 on the TRV6512B): the TRV6512A answers at 0x60 to 0x63 and the TRV6512B "
        "at 0x64 to 0x67, as set by the A1 and A0 pins. A general call (address 0x00) with the byte 0x06 resets all devices and reloads "
        "the EEPROM code.",
        8,
    )
    s.table(
        [
            Col("A1", 60, "C"),
            Col("A0", 60, "C"),
            Col("TRV6512A", 120, "C"),
            Col("TRV6512B", 120, "C"),
            Col("", 139),
        ],
        [
            ["GND", "GND", "0x60", "0x64", ""],
            ["GND", "VDD", "0x61", "0x65", ""],
            ["VDD", "GND", "0x62", "0x66", ""],
            ["VDD", "VDD", "0x63", "0x67", ""],
        ],
        7.5,
    )
    s.heading("WRITE COMMANDS", 9.5, rule=True)
    s.table(
        [
            Col("C2 C1 C0", 80, "C"),
            Col("Command", 170),
            Col("Bytes after address", 110, "C"),
            Col("", 139),
        ],
        [
            ["0 0 x", "Fast write (DAC register only)", "2", ""],
            ["0 1 0", "Write DAC register", "3", ""],
            ["0 1 1", "Write DAC register and EEPROM", "3", ""],
        ],
        7.5,
    )
    s.heading("PIN FUNCTIONS", 9.5, rule=True)
    s.table(
        [Col("PIN", 50, "C"), Col("NAME", 70, "C"), Col("DESCRIPTION", 379)],
        [
            ["1", "VOUT", "DAC output"],
            ["2", "GND", "ground"],
            ["3", "VDD", "supply, also the DAC reference"],
            ["4", "SDA", "I2C data"],
            ["5", "SCL", "I2C clock"],
            ["6", "A0", "address input, bit 0"],
            ["7", "A1", "address input, bit 1"],
            ["8", "NC", "no internal connection"],
        ],
        7.5,
    )
    s.heading("ORDERING INFORMATION", 9.5, rule=True)
    s.table(
        [
            Col("ORDERABLE PART", 150),
            Col("ADDRESS RANGE", 120, "C"),
            Col("PACKAGE", 110, "C"),
            Col("REEL", 119, "C"),
        ],
        [
            ["TRV6512AIDGKR", "0x60 - 0x63", "VSSOP-8", "2500"],
            ["TRV6512BIDGKR", "0x64 - 0x67", "VSSOP-8", "2500"],
        ],
        7.5,
    )
    return save(s, out / "trv6512.pdf")
