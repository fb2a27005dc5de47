"""Hold-out 88 datasheets, part 1: a formaldehyde (HCHO) sensor module with UART, a 24-bit
bridge ADC IC for load cells (SPI), a 2S Li-ion BMS board with balancing and a 315 MHz
remote-control relay receiver.

A Jinan gas-sensor house user manual in English ("1.0 / 2.0" heads, range-version
columns, an average / peak current pair, the 3 min preheat and the 6 V limit only in the
notes, a frame and command table of hex bytes), a Dresden fabless data sheet in English
(condition sentence, gain rows without a parameter name, a clock limit per DVDD in a
continuation row, an ordering table whose grades carry different temperature ranges, a
typ.-only supply-current table with one column per AVDD), a Novosibirsk Russian / English
BMS passport (bilingual names wrapped over two lines, one column per current version,
FAQ) and a Yiwu remote-control factory instruction sheet in translated English (one
column per supply version, Roman-numeral heads, learning steps and modes as decoys).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "°C"
PM = "±"
MU = "µ"
OHM = "Ω"
LE = "≤"
GE = "≥"


# ------------------------------------------------- HCHO sensor module (Jinan, English)
def dzhcho2(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Jinan Dingzhi Environmental Sensing Co., Ltd.",
        header_right="DZ-HCHO2 Formaldehyde Module  User Manual V2.3",
        footer_left="Dingzhi Sensing  |  No. 17 Gongye North Rd, Jinan  |  All rights reserved",
        footer_right="p. {page} (of {nb})",
        table_fill=(214, 232, 214),
        accent=(20, 85, 40),
        grid=True,
    )
    s = Sheet(style, "DZ-HCHO2 electrochemical formaldehyde module")
    s.add_page()
    s.title_block(
        "DZ-HCHO2",
        "Electrochemical Formaldehyde (HCHO) Detection Module with UART Output",
        "User Manual  -  applies to DZ-HCHO2-A (low range) and DZ-HCHO2-B (wide range)",
        20,
    )
    s.heading("1.0  Product overview", 10.5)
    s.para(
        "DZ-HCHO2 is a general-purpose, miniaturised formaldehyde module. It combines an "
        "electrochemical HCHO cell with a low-noise signal chain and an MCU that performs "
        "temperature compensation and linearisation. Every module is calibrated in the "
        "factory; the concentration is sent on the serial port as a 9-byte frame, so no "
        "further calibration is needed by the user. Typical uses: air purifiers, fresh-air "
        "systems, handheld air-quality meters and smart-home nodes.",
        8.5,
    )
    s.heading("2.0  Technical indexes", 10.5)
    s.table(
        [
            Col("Item", 170),
            Col("DZ-HCHO2-A", 165, "C"),
            Col("DZ-HCHO2-B", 164, "C"),
        ],
        [
            ["Target gas", "HCHO (formaldehyde)", "HCHO (formaldehyde)"],
            ["Detection principle", "Electrochemical, 3-electrode", "Electrochemical, 3-electrode"],
            ["Measuring range", "0 ~ 2 ppm", "0 ~ 5 ppm"],
            ["Over-range (no damage)", "10 ppm", "20 ppm"],
            ["Resolution", "0.001 ppm", "0.01 ppm"],
            ["Accuracy (25 " + DEG + ", 50 %RH)", PM + "0.03 ppm (1)", PM + "0.1 ppm (1)"],
            ["Response time (T90)", LE + " 60 s", LE + " 60 s"],
            ["Recovery time", LE + " 90 s", LE + " 90 s"],
            ["Working voltage", "DC 3.7 ~ 5.5 V", "DC 3.7 ~ 5.5 V"],
            ["Average working current", "< 5 mA", "< 5 mA"],
            ["Peak current (power-on)", "20 mA", "20 mA"],
            ["Output", "UART (TTL 3.3 V)", "UART (TTL 3.3 V)"],
            ["Expected life", "2 years (in air)", "2 years (in air)"],
        ],
        7.8,
    )
    s.para(
        "(1) Or " + PM + "10 % of reading, whichever is larger. Conversion used by the module: "
        "1 ppm HCHO = 1.25 mg/m3 at 20 " + DEG + ", 101.3 kPa.",
        7.2,
    )
    s.heading("3.0  Environmental conditions", 10.5)
    s.table(
        [Col("Condition", 200), Col("Range", 150, "C"), Col("Remark", 149)],
        [
            ["Working temperature", "0 ~ +50 " + DEG, "accuracy spec. at 25 " + DEG],
            ["Working humidity", "15 ~ 90 %RH", "non-condensing"],
            ["Storage temperature", "-20 ~ +50 " + DEG, "sealed bag, 6 months"],
            ["Atmospheric pressure", "90 ~ 110 kPa", ""],
        ],
        7.8,
    )
    s.heading("4.0  Electrical characteristics of the serial port", 10.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 55, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 40, "C"),
            Col("Remark", 89),
        ],
        [
            ["Supply voltage", "VCC", "3.7", "5.0", "5.5", "V", ""],
            ["TXD output high", "VOH", "2.9", "3.3", "", "V", "IOH = -1 mA"],
            ["TXD output low", "VOL", "", "", "0.4", "V", "IOL = 1 mA"],
            ["RXD input high", "VIH", "2.3", "", "3.6", "V", "see note 4"],
            ["RXD input low", "VIL", "", "", "0.8", "V", ""],
        ],
        7.8,
    )
    s.add_page()
    s.heading("5.0  Communication", 10.5)
    s.para(
        "Serial settings: 9600 bps, 8 data bits, 1 stop bit, no parity. After power-on the "
        "module is in active upload mode and sends one frame every 1 s. Send the switch "
        "command below to change to question-and-answer mode; the module then answers only "
        "when it is asked.",
        8.5,
    )
    s.caption("Table 5-1  Active upload frame")
    s.table(
        [Col("Byte", 45, "C"), Col("Content", 160), Col("Example", 70, "C"), Col("Meaning", 224)],
        [
            ["0", "Start byte", "0xFF", ""],
            ["1", "Gas name", "0x17", "HCHO"],
            ["2", "Unit", "0x04", "ppb"],
            ["3", "Decimal places", "0x00", "none"],
            ["4", "Concentration high byte", "0x00", "concentration = byte4 x 256 + byte5"],
            ["5", "Concentration low byte", "0x25", "0x0025 = 37 ppb"],
            ["6", "Full range high byte", "0x07", ""],
            ["7", "Full range low byte", "0xD0", "0x07D0 = 2000 ppb (-A)"],
            ["8", "Checksum", "0x25", "(NOT(byte1 + ... + byte7)) + 1"],
        ],
        7.5,
    )
    s.caption("Table 5-2  Commands")
    s.table(
        [Col("Command", 160), Col("Bytes sent by host", 339)],
        [
            ["Switch to Q&A mode", "FF 01 78 41 00 00 00 00 46"],
            ["Switch to active upload", "FF 01 78 40 00 00 00 00 47"],
            ["Read concentration (Q&A)", "FF 01 86 00 00 00 00 00 79"],
        ],
        7.5,
    )
    s.heading("6.0  Pin definition", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Description", 369)],
        [
            ["1", "VIN", "Power input 3.7 ~ 5.5 V"],
            ["2", "GND", "Ground"],
            ["3", "NC", "Do not connect"],
            ["4", "RXD", "UART receive (3.3 V level)"],
            ["5", "TXD", "UART transmit (3.3 V level)"],
        ],
        7.5,
    )
    s.heading("7.0  Cross sensitivity (typical, DZ-HCHO2-A)", 10.5)
    s.table(
        [
            Col("Interfering gas", 200),
            Col("Concentration applied", 150, "C"),
            Col("Reading", 149, "C"),
        ],
        [
            ["Ethanol", "10 ppm", "0.35 ppm"],
            ["Carbon monoxide", "50 ppm", "0.08 ppm"],
            ["Methanol", "5 ppm", "1.2 ppm"],
        ],
        7.5,
    )
    s.heading("8.0  Notes", 10.5)
    s.bullets(
        [
            "1. Readings during the first 3 minutes after power-on are for reference only "
            "(preheat); keep the module powered for stable data.",
            "2. Avoid organic solvents, silicone adhesives, paint and high concentrations of "
            "alcohol near the sensor; they shorten its life.",
            "3. The supply voltage must never exceed 6.0 V, even for a short moment.",
            "4. TXD and RXD are 3.3 V logic. RXD is not 5 V tolerant: with a 5 V host, put a "
            "resistor divider or a level shifter in the host TX line.",
            "5. This module is not a certified alarm device and must not be used for "
            "life-safety purposes.",
        ],
        8,
        mark="",
    )
    revision_table(
        s,
        [
            ["2022-05-10", "V2.1", "Added DZ-HCHO2-B wide-range version"],
            ["2023-09-18", "V2.3", "Environmental table, RXD note"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "dz-hcho2.pdf")


# --------------------------------------------- 24-bit bridge ADC IC (Dresden, English)
def ksa1247(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KESTREL SIGMA ANALOG",
        header_right="KSA1247  |  Data Sheet",
        footer_left="KSA1247 data sheet, Rev. 1.2, 2023-11  -  subject to change without notice",
        footer_right="{page} / {nb}",
        table_fill=None,
        accent=(40, 70, 110),
        grid=False,
    )
    s = Sheet(style, "KSA1247 24-bit bridge sensor ADC")
    s.add_page()
    s.title_block(
        "KSA1247",
        "24-Bit Delta-Sigma ADC with PGA for Bridge Sensors and Load Cells, SPI Interface",
        "Kestrel Sigma Analog GmbH, Dresden",
        20,
    )
    s.heading("1  Overview", 10)
    s.para(
        "The KSA1247 is a low-noise 24-bit delta-sigma converter for weigh scales, strain "
        "gauges and other ratiometric bridge sensors. A programmable gain amplifier (gain 1, "
        "2, 64 or 128), an internal oscillator and a digital filter with simultaneous 50 / "
        "60 Hz rejection at 10 SPS are integrated. Conversion results are read through a "
        "4-wire SPI-compatible port (CS, SCLK, DIN, DOUT/DRDY); gain, data rate and channel "
        "are set in the CONFIG register.",
        8.3,
    )
    s.bullets(
        [
            "24 bits no missing codes; data rates 10, 40, 80 and 320 SPS",
            "Two differential input channels with input multiplexer",
            "Ratiometric external reference, 0.5 V up to AVDD",
            "Low-side bridge power switch (BPS) for duty-cycled excitation",
            "TSSOP-16 package",
        ],
        8.3,
    )
    s.heading("2  Absolute maximum ratings", 10)
    s.para(
        "Stresses beyond those listed may cause permanent damage. Exposure to absolute "
        "maximum conditions for extended periods may affect reliability.",
        7.5,
    )
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 109, "C")],
        [
            ["AVDD to AGND", "-0.3", "6.0", "V"],
            ["DVDD to DGND", "-0.3", "6.0", "V"],
            ["Analog input voltage to AGND", "AGND - 0.3", "AVDD + 0.3", "V"],
            ["Digital input voltage to DGND", "DGND - 0.3", "DVDD + 0.3", "V"],
            ["Input current, any pin, momentary", "", "10", "mA"],
            ["Junction temperature", "", "150", DEG],
            ["Storage temperature", "-60", "150", DEG],
        ],
        7.8,
    )
    s.heading("3  Recommended operating conditions", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Nom", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Analog supply voltage", "AVDD", "2.7", "5.0", "5.3", "V"],
            ["Digital supply voltage", "DVDD", "2.7", "3.3", "5.3", "V"],
            ["Reference input voltage", "VREF", "0.5", "", "AVDD + 0.1", "V"],
            ["Operating ambient temperature,\nI grade (KSA1247I)", "TA", "-40", "", "+105", DEG],
            ["Operating ambient temperature,\nC grade (KSA1247C)", "TA", "0", "", "+70", DEG],
        ],
        7.8,
    )
    s.heading("4  Electrical characteristics", 10)
    s.para(
        "AVDD = DVDD = 5 V, VREF = 5 V, all gains and data rates, TA = TMIN to TMAX of the "
        "grade; typical values at TA = 25 " + DEG + ", unless otherwise noted.",
        7.5,
    )
    ec = [
        Col("Parameter", 150),
        Col("Conditions", 140),
        Col("Min", 50, "C"),
        Col("Typ", 50, "C"),
        Col("Max", 50, "C"),
        Col("Unit", 59, "C"),
    ]
    s.table(
        ec,
        [
            ["Analog inputs"],
            ["Full-scale input voltage\n(AINP - AINN)", "", "", PM + "0.5 VREF / Gain", "", "V"],
            ["Differential input range", "Gain = 128", "", PM + "19.5", "", "mV"],
            ["", "Gain = 64", "", PM + "39", "", "mV"],
            ["", "Gain = 1", "", PM + "2.5", "", "V"],
            ["Input common-mode range", "Gain = 64, 128", "AGND + 1.5", "", "AVDD - 1.5", "V"],
            ["System performance"],
            ["Resolution", "no missing codes", "24", "", "", "bit"],
            ["Output data rate", "DR = 00 / 01", "", "10 / 40", "", "SPS"],
            ["", "DR = 10 / 11", "", "80 / 320", "", "SPS"],
            ["Offset drift", "Gain = 128", "", "20", "", "nV/" + DEG],
            ["Gain error", "Gain = 128", "", "0.02", "0.15", "%"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4  Electrical characteristics (continued)", 10)
    s.table(
        ec,
        [
            ["Digital interface"],
            ["", "VIH", "0.7 DVDD", "", "DVDD", "V"],
            ["", "VIL", "DGND", "", "0.2 DVDD", "V"],
            ["", "VOH, IOH = -1 mA", "DVDD - 0.4", "", "", "V"],
            ["", "VOL, IOL = 1 mA", "", "", "0.4", "V"],
            ["Serial clock frequency", "DVDD = 3.0 V to 5.3 V", "", "", "5", "MHz"],
            ["", "DVDD = 2.7 V to 3.0 V", "", "", "2", "MHz"],
            ["Power-up time", "to first DRDY, 10 SPS", "", "405", "", "ms"],
            ["Bridge power switch"],
            ["On-resistance", "BPS on", "", "3", "5", OHM],
            ["Current through switch", "", "", "", "30", "mA"],
        ],
        7.5,
    )
    s.caption("Table 4-2  Supply current (typical values only, DVDD = 3.3 V, TA = 25 " + DEG + ")")
    s.table(
        [Col("Mode", 200), Col("AVDD = 3.0 V", 150, "C"), Col("AVDD = 5.0 V", 149, "C")],
        [
            ["Normal operation, Gain = 1 or 2", "0.95 mA", "1.05 mA"],
            ["Normal operation, Gain = 64 or 128", "1.6 mA", "1.8 mA"],
            ["Digital supply (DVDD), 10 SPS", "55 " + MU + "A", "55 " + MU + "A"],
            ["Power-down (PDWN bit = 1)", "0.2 " + MU + "A", "0.4 " + MU + "A"],
        ],
        7.8,
    )
    s.heading("5  Register map", 10)
    s.table(
        [Col("Address", 60, "C"), Col("Name", 80), Col("Reset", 60, "C"), Col("Bits", 299)],
        [
            ["0x00", "CONFIG0", "0x00", "PGA[1:0] gain 1 / 2 / 64 / 128, MUX[1:0] channel"],
            ["0x01", "CONFIG1", "0x00", "DR[1:0] data rate, PDWN, BPS"],
            ["0x02", "STATUS", "0x80", "DRDY, OVR, ID[3:0] = 0x7"],
            ["0x03", "DATA", "-", "24-bit result, two's complement, MSB first"],
        ],
        7.5,
    )
    s.heading("6  Pin functions", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 80), Col("Function", 379)],
        [
            ["1", "DVDD", "Digital supply"],
            ["3", "CS", "Chip select, active low"],
            ["4", "SCLK", "Serial clock input"],
            ["5", "DOUT/DRDY", "Data output; goes low when a result is ready"],
            ["8", "AVDD", "Analog supply"],
            ["11 / 12", "AIN1P / AIN1N", "Channel 1 differential input"],
            ["14", "BPS", "Bridge power switch to AGND"],
        ],
        7.5,
    )
    s.heading("7  Application information", 10)
    s.para(
        "Load cell connection. Excite the bridge from AVDD and use the same AVDD as VREF so "
        "that supply changes cancel. A 2 mV/V load cell excited with 5 V gives 10 mV at full "
        "load, which fits the " + PM + "19.5 mV range at gain 128. The KSA1247 also runs from a "
        "3.3 V rail: the full-scale range then scales with VREF, and the serial clock must "
        "stay within the limits of Table 4 for the DVDD used.",
        8,
    )
    s.heading("8  Ordering information", 10)
    s.table(
        [
            Col("Order code", 130),
            Col("Grade", 60, "C"),
            Col("Ambient range", 130, "C"),
            Col("Package", 90, "C"),
            Col("Packing", 89, "C"),
        ],
        [
            ["KSA1247I-TS16", "I", "-40 to +105 " + DEG, "TSSOP-16", "reel of 2500"],
            ["KSA1247C-TS16", "C", "0 to +70 " + DEG, "TSSOP-16", "reel of 2500"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2023-02-14", "1.0", "Initial release"], ["2023-11-06", "1.2", "320 SPS rate added"]],
        (90, 60, 349),
    )
    return save(s, out / "ksa1247.pdf")


# ------------------------------------------- 2S BMS board (Novosibirsk, Russian / English)
def tbz2s(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="ООО «Сибмодуль» / Sibmodul LLC, Novosibirsk",
        header_right="TBZ-2S  Технический паспорт / Data sheet",
        footer_left="TBZ-2S-TP ред. 3 / rev. 3   -   2023",
        footer_right="Стр. {page} из {nb} / Page {page} of {nb}",
        table_fill=(240, 222, 222),
        accent=(130, 20, 30),
        grid=True,
    )
    s = Sheet(style, "TBZ-2S10 / TBZ-2S20 2S Li-ion protection board with balancing")
    s.add_page()
    s.title_block(
        "TBZ-2S10 / TBZ-2S20",
        "Плата защиты 2S Li-ion с балансировкой / 2S Li-ion protection board with balancing",
        "Для двух последовательных Li-ion элементов 3,7 В / for two Li-ion cells (3.7 V) in "
        "series, e.g. 18650",
        18,
    )
    s.heading("1. Назначение / Purpose", 10)
    s.para(
        "Плата защищает аккумуляторную сборку 2S от перезаряда, переразряда, перегрузки по "
        "току и короткого замыкания и выравнивает напряжения элементов. The board protects a "
        "2S pack against overcharge, over-discharge, over-current and short circuit and "
        "balances the two cells while charging. It is not a charger: use a constant-current / "
        "constant-voltage charger with 8.4 V output.",
        8,
    )
    s.heading("2. Технические характеристики / Specifications", 10)
    s.table(
        [
            Col("Параметр / Parameter", 235),
            Col("TBZ-2S10", 132, "C"),
            Col("TBZ-2S20", 132, "C"),
        ],
        [
            ["Напряжение заряда /\nCharging voltage", "8.4 ... 8.6 V", "8.4 ... 8.6 V"],
            [
                "Порог перезаряда (на элемент) /\nOvercharge detection (per cell)",
                "4.25 " + PM + " 0.025 V",
                "4.25 " + PM + " 0.025 V",
            ],
            [
                "Порог снятия перезаряда /\nOvercharge release",
                "4.15 " + PM + " 0.05 V",
                "4.15 " + PM + " 0.05 V",
            ],
            [
                "Порог переразряда (на элемент) /\nOver-discharge detection (per cell)",
                "2.70 " + PM + " 0.08 V",
                "2.70 " + PM + " 0.08 V",
            ],
            [
                "Рабочий ток разряда /\nContinuous discharge current",
                "10 A",
                "20 A",
            ],
            ["Макс. ток заряда /\nMaximum charging current", "5 A", "10 A"],
            [
                "Ток срабатывания защиты /\nOver-current protection",
                "18 " + PM + " 3 A",
                "35 " + PM + " 5 A",
            ],
            ["Защита от КЗ /\nShort-circuit protection", "да / yes", "да / yes"],
            [
                "Порог балансировки /\nBalance start voltage",
                "4.20 " + PM + " 0.025 V",
                "4.20 " + PM + " 0.025 V",
            ],
            ["Ток балансировки /\nBalancing current", "42 mA", "42 mA"],
            [
                "Собственное потребление /\nQuiescent current",
                LE + " 10 " + MU + "A",
                LE + " 15 " + MU + "A",
            ],
            [
                "Сопротивление силовой цепи /\nMain-loop resistance",
                "12 m" + OHM,
                "6 m" + OHM,
            ],
        ],
        7.6,
    )
    s.heading("3. Условия эксплуатации / Environment", 10)
    s.table(
        [Col("Параметр / Parameter", 235), Col("Значение / Value", 264, "C")],
        [
            ["Рабочая температура /\nOperating temperature", "-20 ... +60 " + DEG],
            ["Температура хранения /\nStorage temperature", "-40 ... +80 " + DEG],
            ["Размеры / Dimensions", "45 x 16 x 3.5 mm (2S10), 50 x 22 x 3.5 mm (2S20)"],
        ],
        7.6,
    )
    s.add_page()
    s.heading("4. Подключение / Connections", 10)
    s.table(
        [Col("Контакт / Pad", 80, "C"), Col("Подключение / Connect to", 419)],
        [
            ["B-", "минус элемента 1 / cell 1 negative (pack minus)"],
            ["BM", "средняя точка / cell 1 positive = cell 2 negative (balance wire)"],
            ["B+", "плюс элемента 2 / cell 2 positive (pack plus, 7.4 V nominal)"],
            ["P-", "минус нагрузки и зарядного / load and charger negative"],
            ["P+", "плюс нагрузки и зарядного / load and charger positive"],
        ],
        7.6,
    )
    s.para(
        "Порядок подключения: B-, затем BM, затем B+. Connect B- first, then BM, then B+. "
        "After the first connection, or after a protection event, the output is activated by "
        "briefly connecting the charger to P+ / P-.",
        8,
    )
    s.heading("5. Вопросы и ответы / FAQ", 10)
    s.bullets(
        [
            "Можно ли использовать с LiFePO4? / Can I use it with LiFePO4 cells? - Нет / No. "
            "The thresholds are for 3.7 V Li-ion (LiCoO2 / NMC) cells only.",
            "Балансирует ли плата при разряде? / Does it balance during discharge? - No. "
            "Balancing starts only while charging, when a cell is above 4.20 V.",
            "Можно ли соединять платы параллельно? / Can two boards be paralleled for more "
            "current? - Not recommended; choose the TBZ-2S20 instead.",
            "Подходит ли для 3S? / Is it usable for 3 cells? - No, use a 3S board.",
            "Можно ли заряжать через USB 5 В? / Can I charge from a 5 V USB port? - Not "
            "directly; a boost charger with 8.4 V output is required.",
        ],
        8,
    )
    s.heading("6. Комплектация и заказ / Ordering", 10)
    s.table(
        [Col("Артикул / Code", 120), Col("Модель / Model", 120), Col("Примечание / Note", 259)],
        [
            ["SM-40211", "TBZ-2S10", "провода в комплекте / with 5 wires"],
            ["SM-40212", "TBZ-2S20", "с радиатором / with heatsink plate"],
        ],
        7.6,
    )
    revision_table(
        s,
        [
            ["2021-03-01", "1", "Первая редакция / first issue"],
            ["2023-06-15", "3", "Добавлена модель 2S20 / TBZ-2S20 added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tbz-2s.pdf")


# ---------------------------------------- 315 MHz relay receiver (Yiwu, translated English)
def qjr315(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="YIWU QIANJIN REMOTE CONTROL CO., LTD.",
        header_right="QJ-R315 Product Instructions",
        footer_left="Please read carefully before installation.   Ver. 2024-02",
        footer_right="— {page} / {nb} —",
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "QJ-R315 315MHz wireless remote control relay receiver")
    s.add_page()
    s.title_block(
        "QJ-R315 Series",
        "1-Channel 315MHz Wireless Remote Control Switch (Relay Receiver Board)",
        "Models: QJ-R315-05 (DC 5V)  /  QJ-R315-12 (DC 12V)  /  QJ-R315-24 (DC 24V)",
        18,
    )
    s.heading("Ⅰ. Product Introduction", 10)
    s.para(
        "This receiver uses a super-heterodyne 315MHz receiving circuit with high sensitivity "
        "and stable frequency. It decodes EV1527 learning-code remotes and the relay output is "
        "a dry contact (NO / COM / NC), so it can switch lamps, pumps, door openers and other "
        "appliances. The remote control distance is 50 ~ 100 m in open area with our "
        "QJ-T4 transmitter; indoors with walls it is normally 20 ~ 30 m.",
        8.3,
    )
    s.heading("Ⅱ. Technical Parameters", 10)
    s.table(
        [
            Col("Item", 150),
            Col("QJ-R315-05", 116, "C"),
            Col("QJ-R315-12", 117, "C"),
            Col("QJ-R315-24", 116, "C"),
        ],
        [
            ["Working voltage", "DC 5V (4.5~5.5V)", "DC 12V (10~14V)", "DC 24V (20~28V)"],
            ["Static current", LE + "4mA", LE + "5mA", LE + "6mA"],
            ["Working current (relay ON)", "75mA", "35mA", "20mA"],
            ["Receiving frequency", "315MHz", "315MHz", "315MHz"],
            ["Receiving sensitivity", "-105dBm", "-105dBm", "-105dBm"],
            ["Modulation", "ASK / OOK", "ASK / OOK", "ASK / OOK"],
            ["Decoding", "EV1527 learning code", "EV1527 learning code", "EV1527 learning code"],
            ["Remotes stored", "max. 20", "max. 20", "max. 20"],
            [
                "Relay contact rating",
                "10A 250VAC / 10A 30VDC",
                "10A 250VAC / 10A 30VDC",
                "10A 250VAC / 10A 30VDC",
            ],
            ["Working temperature", "-20℃ ~ +70℃", "-20℃ ~ +70℃", "-20℃ ~ +70℃"],
            ["PCB size", "50 x 35 mm", "50 x 35 mm", "50 x 35 mm"],
        ],
        7.8,
    )
    s.para(
        "Note: contact rating is for resistive load. For motors, compressors and other "
        "inductive loads use max. 3A, or drive an external contactor.",
        7.8,
    )
    s.heading("Ⅲ. Terminal Description", 10)
    s.table(
        [Col("Terminal", 90, "C"), Col("Function", 409)],
        [
            ["+ / -", "Power input (observe the voltage of the model, see Ⅱ)"],
            ["NO", "Normally open contact"],
            ["COM", "Common contact"],
            ["NC", "Normally closed contact"],
            ["ANT", "17.3cm wire antenna (1/4 wave at 315MHz), keep straight"],
        ],
        7.8,
    )
    s.add_page()
    s.heading("Ⅳ. Learning a Remote (Code Matching)", 10)
    s.bullets(
        [
            "Step 1: Power on the receiver. Press the learning key once, the LED lights.",
            "Step 2: Within 5 s press any button of the remote; the LED flashes 3 times, "
            "learning is OK.",
            "Step 3: To erase all remotes, press and hold the learning key for 8 s until the LED "
            "goes off.",
        ],
        8.3,
        mark="",
    )
    s.heading("Ⅴ. Working Modes", 10)
    s.table(
        [Col("Mode", 110), Col("How to set", 170), Col("Action", 219)],
        [
            ["Jog (momentary)", "press key 1 time, LED 1 flash", "relay ON while button held"],
            ["Self-lock (toggle)", "press key 2 times, LED 2 flash", "press ON, press again OFF"],
            ["Interlock", "press key 3 times, LED 3 flash", "button A ON, button B OFF"],
            ["Delay", "press key 4 times, LED 4 flash", "ON for 5 s then OFF (fixed)"],
        ],
        7.8,
    )
    s.heading("Ⅵ. Attention", 10)
    s.bullets(
        [
            "1. This receiver works only with 315MHz remotes. 433MHz remotes can not be learned.",
            "2. Fixed-code (PT2262 / 2260) remotes are not supported, only EV1527 learning code.",
            "3. Check the model before power on: connecting 12V to the QJ-R315-05 or 24V to "
            "the QJ-R315-12 will burn the board.",
            "4. The power input has no reverse polarity protection.",
            "5. Metal boxes reduce the control distance very much; put the antenna outside.",
        ],
        8.3,
        mark="",
    )
    s.heading("Ⅶ. Packing List", 10)
    s.table(
        [Col("Item", 250), Col("Qty", 249, "C")],
        [
            ["Receiver board", "1 pc"],
            ["Instructions", "1 pc"],
            ["Remote (option, QJ-T4)", "0 / 1 pc"],
        ],
        7.8,
    )
    return save(s, out / "qj-r315.pdf")
