"""Hold-out 85 datasheets, part 1: an adjustable buck converter module, a 9-axis IMU
breakout, a 16x2 character LCD with I2C backpack and a Wi-Fi module with AT firmware.

A Ghanaian maker-shop product card (GHS prices, a version column per SKU, a table
whose columns are input voltages, pad table with the shutdown current, a "Questions
people ask us" section), a Colorado open-hardware breakout "spec + hookup sheet"
(board rows vs a decoy die table, a typ.-only current-by-mode table, 5 V only on the
I2C pins, addresses and WHO_AM_I in a "Good to know" list), a Dongguan LCM
"specification for LCD module" (approval box, upper-case numbered sections, version
rows inside a min/typ/max table, backlight columns per colour, instruction table)
and a Xi'an Wi-Fi module data sheet (numbered "Table n-m", power per mode, RF
columns, UART defaults in prose, AT command table).
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


# ------------------------------------------------------- buck module (Ghana maker shop)
def akw_dn28(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ADINKRA MAKER SUPPLY  -  Kwame Nkrumah Ave, Adabraka, Accra",
        header_right="Product card  AKW-DN28",
        footer_left="Prices in GHS incl. VAT, valid until stock lasts. WhatsApp orders welcome.",
        footer_right="Card {page} of {nb}",
        table_fill=(250, 232, 200),
        accent=(160, 90, 0),
        grid=True,
    )
    s = Sheet(style, "AKW-DN28 adjustable step-down module")
    s.add_page()
    s.title_block(
        "AKW-DN28",
        "Step-down (buck) power module, adjustable output",
        "SKU ADK-0412  AKW-DN28 (adjustable)  GHS 38.00    |    SKU ADK-0413  AKW-DN28-F5 "
        "(fixed 5 V, no trimmer)  GHS 42.00",
        22,
    )
    s.heading("The short version", 11, rule=True)
    s.bullets(
        [
            "Feed it anything from 4.5 V to 28 V and set 0.8 V to 24 V on the output with the "
            "brass trimmer (clockwise = higher).",
            "Plan for 2 A on a bare board. With the clip-on heatsink it gives 3 A.",
            "Keep the output at least 1.5 V below the input, or it stops regulating.",
            "Switching at 340 kHz; synchronous, so it stays cool at light load.",
            "No reverse-polarity protection. Swap the wires once and the chip is gone.",
        ],
        8.5,
    )
    s.heading("Ratings per version", 11, rule=True)
    s.table(
        [
            Col("What", 215),
            Col("AKW-DN28", 105, "C"),
            Col("AKW-DN28-F5", 105, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Input voltage, working", "4.5 - 28", "6.5 - 28", "V"],
            ["Input voltage, never exceed", "30", "30", "V"],
            ["Output voltage", "0.8 - 24 (trimmer)", "5.0 " + PM + " 2 %", "V"],
            ["Output current, continuous, bare board", "2.0", "2.0", "A"],
            ["Output current, continuous,\nheatsink clipped on", "3.0", "2.5", "A"],
            ["Input current with no load (VIN = 12 V)", "3.2", "4.0", "mA"],
            ["Switching frequency", "340", "340", "kHz"],
            ["Output ripple (12 V in, 5 V / 2 A out)", "45", "45", "mV p-p"],
            ["Working temperature (board)", "-20 to +70", "-20 to +70", DEG],
            ["Size (L x W x H)", "43 x 21 x 14", "43 x 21 x 12", "mm"],
        ],
        8,
    )
    s.heading("How much current you can really pull (heatsink fitted, 30 " + DEG + " air)", 11)
    s.table(
        [
            Col("Output set to", 130),
            Col("VIN = 7 V", 123, "C"),
            Col("VIN = 12 V", 123, "C"),
            Col("VIN = 24 V", 123, "C"),
        ],
        [
            ["3.3 V", "3.0 A", "2.8 A", "2.3 A"],
            ["5 V", "3.0 A", "2.7 A", "2.2 A"],
            ["12 V", "-", "-", "2.4 A"],
        ],
        8,
    )
    s.para(
        "Above these the case of the converter chip passes 95 " + DEG + " and the internal "
        "thermal shutdown (150 " + DEG + " junction) will start cutting the output in and out. "
        "Bare board: stay at or below 2 A whatever the input.",
        8,
    )
    s.add_page()
    s.heading("Efficiency we measured (VIN = 12 V, VOUT = 5 V)", 11, rule=True)
    s.table(
        [
            Col("Load", 100, "C"),
            Col("0.5 A", 100, "C"),
            Col("1 A", 100, "C"),
            Col("2 A", 100, "C"),
            Col("3 A", 99, "C"),
        ],
        [["Efficiency", "91 %", "90 %", "87 %", "82 %"]],
        8,
    )
    s.heading("Pads", 11, rule=True)
    s.table(
        [Col("Pad", 60, "C"), Col("What it does", 439)],
        [
            ["IN+", "Positive input, 4.5 - 28 V (6.5 - 28 V on -F5)"],
            ["IN-", "Input ground (common with OUT-)"],
            ["OUT+", "Regulated output"],
            ["OUT-", "Output ground"],
            [
                "EN",
                "Leave open = ON. Pull below 0.4 V = OFF; the module then draws 20 "
                + MU
                + "A from IN+",
            ],
        ],
        8,
    )
    s.heading("Questions people ask us", 11, rule=True)
    qa = [
        (
            "Can I run it from my car battery?",
            "A 12 V car system sits at 12 to 14.4 V, which is fine. Cranking and load-dump "
            "spikes can go far above 30 V though: put a TVS diode (SMBJ26A or similar) across "
            "IN+ / IN- before you leave it in the car.",
        ),
        (
            "Will it charge a Li-ion cell?",
            "No. It has no current-limit setting and no charge termination. Use a proper "
            "charger board.",
        ),
        (
            "Do I need a minimum load?",
            "No, it regulates right down to no load.",
        ),
        (
            "What happens on a short circuit?",
            "The chip limits its switch current to about 4.5 A and then hiccups until the "
            "short is removed. Do not make a habit of it.",
        ),
        (
            "Does it have a reverse-polarity diode?",
            "No (see the short version). Add a series Schottky or a P-MOSFET if your wiring "
            "can be swapped.",
        ),
    ]
    for question, answer in qa:
        s.para("Q: " + question, 8.5, bold=True)
        s.para("A: " + answer, 8.5)
    revision_table(
        s,
        [
            ["2023-09-04", "1", "First card"],
            ["2024-01-10", "2", "Added AKW-DN28-F5 and the heatsink current table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "akw-dn28.pdf")


# ------------------------------------------------- 9-axis IMU breakout (Colorado maker)
def flb_imu9x(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="FLATIRON BREAKOUT CO.",
        header_right="FLB-IMU9X  spec + hookup sheet  v1.2",
        footer_left="Open hardware (CERN-OHL-P)  -  designed and tested in Boulder, Colorado",
        footer_right="{page}",
        table_fill=(214, 236, 220),
        accent=(20, 100, 60),
        grid=False,
    )
    s = Sheet(style, "FLB-IMU9X 9-DoF motion breakout")
    s.add_page()
    s.title_block(
        "FLB-IMU9X",
        "9-DoF motion breakout: accelerometer + gyroscope + magnetometer, I2C / SPI",
        "1.0 x 0.7 inch, two 0.1 inch headers, Qwiic-style 4-pin JST-SH on the end",
        20,
    )

    def left() -> None:
        s.heading("What's on the board", 9.5)
        s.para(
            "A KM-9260 nine-axis motion die (3-axis accelerometer, 3-axis gyroscope and a "
            "3-axis magnetometer on its auxiliary I2C bus), a 3.3 V LDO good for 150 mA, a "
            "two-FET level shifter on SDA / SCL only, 4.7 k" + OHM + " pull-ups to 3.3 V, "
            "and a green power LED you can cut off with the LED jumper.",
            8,
        )

    def right() -> None:
        s.heading("Good to know", 9.5)
        s.bullets(
            [
                "VIN takes 3.3 V or 5 V boards.",
                "SDA / SCL are shifted: 5 V I2C hosts are fine.",
                "SPI pins (SCK, SDI, SDO, CS) go straight to the die: 3.3 V logic only, "
                "no 5 V on them.",
                "I2C address 0x68, or 0x69 with the ADR jumper bridged. The magnetometer "
                "answers on its own at 0x0C.",
                "WHO_AM_I (reg 0x00) returns 0xEA - an ID, not an address.",
            ],
            8,
        )

    s.side_by_side(left, right, 220)
    s.heading("Board electrical", 11, rule=True)
    s.table(
        [
            Col("Parameter", 205),
            Col("Pin", 50, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            ["Supply on VIN", "VIN", "3.3", "5.0", "5.5", "V"],
            ["Supply on VIN, never exceed", "VIN", "", "", "6.0", "V"],
            ["Current you may take from the 3V3 pin", "3V3", "", "", "100", "mA"],
            ["Power LED current", "VIN", "", "1.1", "", "mA"],
            ["I2C clock", "SCL", "", "", "400", "kHz"],
            ["SPI clock", "SCK", "", "", "7", "MHz"],
            ["", "VIH", "2.3", "", "3.6", "V"],
            ["", "VIL", "-0.3", "", "0.9", "V"],
            ["Operating temperature, board", "", "-20", "", "+70", DEG],
        ],
        8,
    )
    s.para("VIH / VIL apply to SCK, SDI, CS, FSYNC (unshifted pins).", 7.5)
    s.heading("KM-9260 die, for reference only (the board rows above are what you design to)", 10)
    s.table(
        [Col("Die parameter", 250), Col("Value", 170, "C"), Col("Unit", 79, "C")],
        [
            ["Die supply VDD", "1.71 - 3.6", "V"],
            [
                "Accelerometer full scale",
                PM + "2 / " + PM + "4 / " + PM + "8 / " + PM + "16",
                "g",
            ],
            [
                "Gyroscope full scale",
                PM + "250 / " + PM + "500 / " + PM + "1000 / " + PM + "2000",
                "dps",
            ],
            ["Magnetometer full scale", PM + "4900", MU + "T"],
            ["Accelerometer output data rate, max", "4.5", "kHz"],
            ["Gyroscope output data rate, max", "9", "kHz"],
            ["Magnetometer output data rate, max", "100", "Hz"],
            ["Die operating temperature", "-40 to +85", DEG],
        ],
        8,
    )
    s.add_page()
    s.heading("Current by mode (typical only, VIN = 5 V, LED jumper cut)", 11, rule=True)
    s.table(
        [Col("Mode", 300), Col("Current", 199, "C")],
        [
            ["All nine axes on, 100 Hz", "3.4 mA"],
            ["Accel + gyro, magnetometer off", "3.0 mA"],
            ["Accel only, low-power, 31 Hz", "190 " + MU + "A"],
            ["Die asleep (LDO still on)", "55 " + MU + "A"],
        ],
        8,
    )
    s.para("Leave the LED jumper closed and add the 1.1 mA power LED to every line.", 7.5)
    s.heading("Pins", 11, rule=True)
    s.table(
        [Col("Pin", 80, "C"), Col("Function", 419)],
        [
            ["VIN", "3.3 - 5 V in"],
            ["3V3", "LDO output, 100 mA spare"],
            ["GND", "Ground"],
            ["SCL / SCK", "I2C clock (shifted) / SPI clock (3.3 V only)"],
            ["SDA / SDI", "I2C data (shifted) / SPI data in (3.3 V only)"],
            ["ADR / SDO", "I2C address select / SPI data out"],
            ["CS", "SPI chip select; pulled up, leave open for I2C"],
            ["INT", "Interrupt out, 3.3 V push-pull"],
        ],
        8,
    )
    s.heading("Hookup notes", 11, rule=True)
    s.bullets(
        [
            "Arduino Uno / Nano (5 V): VIN to 5V, SDA to A4, SCL to A5. I2C just works. "
            "For SPI put a level shifter between the Arduino and SCK / SDI / CS.",
            "Raspberry Pi: VIN to pin 1 (3V3). The Pi's own 1.8 k" + OHM + " pull-ups sit in "
            "parallel with ours; that is fine at 400 kHz.",
            "ESP32 / RP2040: 3.3 V everything; SPI and I2C both fine.",
            "Magnetometer over SPI: the die reaches it through its internal I2C master; "
            "see the KM-9260 register map. Over I2C you can talk to 0x0C directly.",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2023-06-12", "1.0", "Release"],
            ["2023-12-01", "1.2", "Level shifter moved to SDA/SCL only; current table re-measured"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "flb-imu9x.pdf")


# --------------------------------------------------- 16x2 LCD + I2C (Dongguan LCM house)
def qy1602(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="DONGGUAN QINGYUE LCM CO., LTD.",
        header_right="SPECIFICATION FOR LCD MODULE   QY1602-IIC",
        footer_left="Doc. No. QY-SPEC-1602IIC   Ver 3.0",
        footer_right="PAGE {page} OF {nb}",
        table_fill=(225, 225, 240),
        accent=(20, 40, 110),
        grid=True,
    )
    s = Sheet(style, "QY1602-IIC 16x2 character LCD module with I2C adapter")
    s.add_page()
    s.title_block(
        "QY1602-IIC",
        "16 x 2 CHARACTER LCD MODULE WITH I2C ADAPTER BOARD",
        "MODEL NO.: QY1602-IIC-5V / QY1602-IIC-3V      BACKLIGHT: YG (yellow-green) / BL "
        "(blue, white characters)",
        20,
    )
    s.table(
        [
            Col("CUSTOMER APPROVAL", 160, "C"),
            Col("APPROVED BY", 113, "C"),
            Col("CHECKED BY", 113, "C"),
            Col("PREPARED BY", 113, "C"),
        ],
        [["\n\n", "Liu W.", "Chen Y.", "He Q."]],
        7.5,
    )
    s.heading("1. GENERAL SPECIFICATION", 10)
    s.table(
        [Col("ITEM", 180), Col("CONTENTS", 240), Col("UNIT", 79, "C")],
        [
            ["Display format", "16 characters x 2 lines", "-"],
            ["Module dimension (with adapter)", "80.0 x 36.0 x 27.5", "mm"],
            ["Character size", "2.95 x 5.55", "mm"],
            ["LCD type", "STN, positive (YG) / negative (BL), transflective", "-"],
            ["Viewing direction", "6:00", "-"],
            ["Controller", "ST7066U or equivalent", "-"],
            ["Interface", "I2C (via adapter) or 4-/8-bit parallel (J1)", "-"],
        ],
        7.5,
    )
    s.heading("2. ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [
            Col("ITEM", 170),
            Col("SYMBOL", 70, "C"),
            Col("MIN", 70, "C"),
            Col("MAX", 70, "C"),
            Col("UNIT", 119, "C"),
        ],
        [
            ["Supply voltage for logic", "VDD-VSS", "-0.3", "7.0", "V"],
            ["Input voltage", "VI", "-0.3", "VDD+0.3", "V"],
            ["Operating temperature", "TOP", "-20", "+70", DEG],
            ["Storage temperature", "TST", "-30", "+80", DEG],
        ],
        7.5,
    )
    s.heading("3. ELECTRICAL CHARACTERISTICS", 10)
    s.table(
        [
            Col("ITEM", 130),
            Col("SYMBOL", 55, "C"),
            Col("CONDITION", 104, "C"),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 75, "C"),
        ],
        [
            ["Supply voltage for logic", "VDD-VSS", "-5V version", "4.5", "5.0", "5.5", "V"],
            ["", "", "-3V version", "3.0", "3.3", "3.6", "V"],
            ["", "VIH", "", "0.7VDD", "-", "VDD", "V"],
            ["", "VIL", "", "-0.3", "-", "0.6", "V"],
            ["Supply current (logic)", "IDD", "VDD=5.0V", "-", "1.2", "2.0", "mA"],
            ["", "", "VDD=3.3V", "-", "0.9", "1.5", "mA"],
            ["LCD driving voltage", "VOP", "25" + DEG, "4.3", "4.5", "4.7", "V"],
        ],
        7.5,
    )
    s.para(
        "Note: IDD excludes the backlight. VOP is set by the contrast trimmer on the adapter.", 7
    )
    s.heading("4. BACKLIGHT CHARACTERISTICS (VDD = 5.0V, JUMPER 'LED' FITTED)", 10)
    s.table(
        [
            Col("ITEM", 170),
            Col("SYMBOL", 70, "C"),
            Col("YG", 80, "C"),
            Col("BL", 80, "C"),
            Col("UNIT", 99, "C"),
        ],
        [
            ["Backlight current", "IF", "85", "25", "mA"],
            ["Luminance (on LCD)", "Lv", "60", "120", "cd/m2"],
            ["Colour", "-", "yellow-green", "blue", "-"],
        ],
        7.5,
    )
    s.para(
        "The -3V version is offered with BL backlight only; its backlight current is 18 mA at "
        "VDD = 3.3 V.",
        7.5,
    )
    s.add_page()
    s.heading("5. I2C ADAPTER BOARD", 10)
    s.para(
        "The adapter carries an 8-bit I2C I/O expander (PCF8574T type), a contrast trimmer, "
        "the backlight jumper and 4.7 kohm pull-up resistors (R5, R6) from SDA and SCL to VDD. "
        "Bus clock: the expander is specified for 100 kHz maximum.",
        8,
    )
    s.table(
        [Col("A2 / A1 / A0 pads", 160, "C"), Col("7-bit address", 120, "C"), Col("NOTE", 219)],
        [
            ["open / open / open", "0x27", "as shipped"],
            ["open / open / bridged", "0x26", ""],
            ["bridged / bridged / bridged", "0x20", ""],
        ],
        7.5,
    )
    s.para(
        "NOTE 1: with the PCF8574AT expander fitted (order code suffix -A) the address range is "
        "0x38 to 0x3F, 0x3F as shipped.",
        7.5,
    )
    s.para(
        "NOTE 2: the adapter pulls SDA and SCL up to VDD. When a -5V module is used with a "
        "3.3 V controller, remove R5 and R6 and fit pull-ups to 3.3 V, or use a level shifter.",
        7.5,
    )
    s.heading("6. INTERFACE PIN FUNCTION (ADAPTER)", 10)
    s.table(
        [Col("PIN NO.", 60, "C"), Col("SYMBOL", 80, "C"), Col("FUNCTION", 359)],
        [
            ["1", "GND", "Ground"],
            ["2", "VCC", "Power supply (= VDD of the LCD)"],
            ["3", "SDA", "I2C data"],
            ["4", "SCL", "I2C clock"],
        ],
        7.5,
    )
    s.heading("7. INSTRUCTION TABLE (EXCERPT)", 10)
    s.table(
        [
            Col("INSTRUCTION", 150),
            Col("CODE (HEX)", 90, "C"),
            Col("DESCRIPTION", 179),
            Col("EXEC. TIME", 80, "C"),
        ],
        [
            ["Clear display", "01", "Clear DDRAM, cursor home", "1.52 ms"],
            ["Return home", "02", "Cursor to address 0", "1.52 ms"],
            ["Entry mode set", "04 - 07", "Cursor direction, shift", "37 " + MU + "s"],
            ["Display on/off", "08 - 0F", "Display, cursor, blink", "37 " + MU + "s"],
            ["Function set", "20 - 3F", "4/8-bit, lines, font", "37 " + MU + "s"],
            ["Set DDRAM address", "80 - FF", "Line 1 = 0x00, line 2 = 0x40", "37 " + MU + "s"],
        ],
        7.5,
    )
    s.heading("8. RELIABILITY", 10)
    s.table(
        [Col("TEST ITEM", 200), Col("CONDITION", 200), Col("TIME", 99, "C")],
        [
            ["High temperature operation", "+70" + DEG, "96 h"],
            ["Low temperature operation", "-20" + DEG, "96 h"],
            ["High temperature / humidity storage", "+60" + DEG + ", 90 %RH", "96 h"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2022-05-18", "2.0", "Add -3V version"],
            ["2023-10-09", "3.0", "I2C adapter section, NOTE 2 added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "qy1602-iic.pdf")


# -------------------------------------------------------- Wi-Fi AT module (Xi'an house)
def ql_wa12(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Xi'an Qinling IoT Technology Co., Ltd.",
        header_right="QL-WA12 Module Datasheet V1.4",
        footer_left="Copyright Qinling IoT. Subject to change without notice.",
        footer_right="{page} / {nb}",
        table_fill=(210, 228, 245),
        accent=(0, 70, 140),
        grid=True,
    )
    s = Sheet(style, "QL-WA12 Wi-Fi module")
    s.add_page()
    s.title_block(
        "QL-WA12",
        "2.4 GHz Wi-Fi module with QL-AT firmware (UART)",
        "QL-WA12: PCB antenna   QL-WA12-U: IPEX connector   4 MB flash   18 x 25 x 3.1 mm",
        20,
    )
    s.heading("1  Overview", 10.5)
    s.para(
        "QL-WA12 is a low-cost 2.4 GHz IEEE 802.11 b/g/n module built around a single-core "
        "32-bit Wi-Fi SoC. It is shipped with the QL-AT firmware (v2.2), so a host MCU can "
        "join a network and open TCP / UDP sockets through AT commands on UART0. The module "
        "can also be reprogrammed with user firmware.",
        8.5,
    )
    s.caption("Table 1-1  Specifications")
    s.table(
        [Col("Category", 90), Col("Item", 150), Col("Parameter", 259)],
        [
            ["Wireless", "Standard", "802.11 b/g/n (HT20)"],
            ["", "Frequency range", "2412 ~ 2484 MHz"],
            ["Hardware", "Interfaces", "UART, GPIO, ADC, PWM, SPI"],
            ["", "Operating voltage", "3.0 ~ 3.6 V"],
            ["", "Operating current", "Average 80 mA"],
            ["", "Operating temperature", "-40 ~ +85 " + DEG],
            ["Software", "Host interface", "AT commands over UART0"],
            ["", "Network", "Station / SoftAP / Station+SoftAP"],
        ],
        8,
    )
    s.heading("2  Electrical Characteristics", 10.5)
    s.caption("Table 2-1  Absolute Maximum Ratings")
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Supply voltage", "VDD3V3", "-0.3", "3.9", "V"],
            ["Voltage on IO pins", "VIO", "-0.3", "3.6", "V"],
            ["Storage temperature", "TSTG", "-40", "125", DEG],
        ],
        8,
    )
    s.caption("Table 2-2  Recommended Operating Conditions")
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VDD3V3", "3.0", "3.3", "3.6", "V"],
            ["Current delivered by\nexternal power supply", "IVDD", "500", "-", "-", "mA"],
            ["Operating ambient temperature", "TA", "-40", "-", "85", DEG],
        ],
        8,
    )
    s.caption("Table 2-3  DC Characteristics (VDD3V3 = 3.3 V, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["", "VIL", "-0.3", "-", "0.25 x VDD", "V"],
            ["", "VIH", "0.75 x VDD", "-", "VDD + 0.3", "V"],
            ["", "VOL", "-", "-", "0.1 x VDD", "V"],
            ["", "VOH", "0.8 x VDD", "-", "-", "V"],
            ["High-level source current", "IOH", "-", "12", "-", "mA"],
        ],
        8,
    )
    s.add_page()
    s.caption("Table 2-4  Power Consumption (VDD3V3 = 3.3 V, TA = 25 " + DEG + ", typical)")
    s.table(
        [Col("Mode", 150), Col("Condition", 230), Col("Typ", 60, "C"), Col("Unit", 59, "C")],
        [
            ["TX 802.11b", "1 Mbps, POUT = +20 dBm", "320", "mA"],
            ["TX 802.11g", "54 Mbps, POUT = +17 dBm", "240", "mA"],
            ["TX 802.11n", "MCS7, POUT = +14 dBm", "200", "mA"],
            ["RX", "listening, 802.11b/g/n", "62", "mA"],
            ["Modem-sleep", "CPU running, radio off", "15", "mA"],
            ["Light-sleep", "CPU paused, Wi-Fi connection kept", "0.9", "mA"],
            ["Deep-sleep", "RTC running", "20", MU + "A"],
            ["Power off", "CHIP_EN low", "0.5", MU + "A"],
        ],
        8,
    )
    s.para(
        "Note: TX peaks are short bursts. The external supply must be able to deliver the "
        "500 mA of Table 2-2; a 3.3 V pin of a USB-serial adapter or of a 5 V Arduino board "
        "usually cannot.",
        7.5,
    )
    s.caption("Table 2-5  RF Characteristics")
    s.table(
        [
            Col("Mode", 120),
            Col("Data rate", 120, "C"),
            Col("TX power, typ (dBm)", 130, "C"),
            Col("RX sensitivity (dBm)", 129, "C"),
        ],
        [
            ["802.11b", "1 Mbps", "+20", "-98"],
            ["802.11b", "11 Mbps", "+20", "-91"],
            ["802.11g", "54 Mbps", "+17", "-75"],
            ["802.11n HT20", "MCS7", "+14", "-72"],
        ],
        8,
    )
    s.heading("3  UART and AT Firmware", 10.5)
    s.para(
        "UART0 (TXD0 / RXD0) carries the AT commands. Factory default: 115200 baud, 8N1, no "
        "flow control. Rates from 300 up to 4608000 baud can be set with AT+UART_DEF and are "
        "kept in flash. The UART is 3.3 V logic; 5 V on RXD0 will damage the module, so use a "
        "divider or level shifter with a 5 V host.",
        8.5,
    )
    s.caption("Table 3-1  Common AT Commands")
    s.table(
        [Col("Command", 200), Col("Function", 299)],
        [
            ["AT", "Test; returns OK"],
            ["AT+RST", "Restart the module"],
            ["AT+CWMODE=<1|2|3>", "Station / SoftAP / both"],
            ['AT+CWJAP="ssid","pwd"', "Join an access point"],
            ['AT+CIPSTART="TCP","10.0.0.2",8080', "Open a TCP connection"],
            ["AT+UART_DEF=115200,8,1,0,0", "Set and save UART settings"],
            ["AT+GSLP=<ms>", "Deep-sleep for <ms> milliseconds"],
        ],
        8,
    )
    s.caption("Table 3-2  Pin Definition")
    s.table(
        [Col("No.", 50, "C"), Col("Name", 100, "C"), Col("Description", 349)],
        [
            ["1", "CHIP_EN", "Chip enable, high = on (internal pull-up)"],
            ["3", "IO0", "Low at boot = download mode"],
            ["8", "VDD3V3", "Power supply"],
            ["9", "GND", "Ground"],
            ["15", "TXD0", "UART0 transmit (AT)"],
            ["16", "RXD0", "UART0 receive (AT)"],
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2023-02-20", "V1.2", "Power table updated"],
            ["2023-11-02", "V1.4", "QL-WA12-U added, UART note"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "ql-wa12.pdf")
