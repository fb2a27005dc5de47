"""Hold-out 30 datasheets: a coulomb counter, a DALI interface and two DMX512 transceivers.

A Japanese battery-monitor IC (condition in the table title, footnote marks,
"typ." and blank cells, I2C address only in prose), a Danish DALI-2 interface
module (one column per ordering code, values only in the feature list, "typ."
only table), a US analog-house DMX512 / RS-485 transceiver (dot-leader absolute
maximum, condition sentence, symbol-only rows, table continued on page 2) and
a Chinese TTL-to-DMX512 module manual (full-width key-value lines, FAQ values).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"


# ------------------------------------------------ coulomb counter IC (Japan)
def kcc1740(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KCC1740 Series",
        header_right="Rev.2.1_00",
        footer_left="Kitahara Denshi Corporation",
        footer_right="{page}",
        table_fill=(230, 230, 230),
        accent=(0, 60, 130),
    )
    s = Sheet(style, "KCC1740 battery monitor")
    s.add_page()
    s.title_block(
        "KCC1740 Series",
        "BATTERY MONITORING IC WITH COULOMB COUNTER (1- TO 4-CELL)",
        "CMOS IC  I2C-bus interface",
        size=18,
    )
    s.para(
        "The KCC1740 Series measures battery voltage, current and temperature and "
        "integrates the charge with a 16-bit coulomb counter. The current is sensed "
        "with an external shunt resistor on the low side. The 7-bit slave address is "
        "1100100b (0x64). The KCC1740A supports 1 to 2 cells, the KCC1740B 1 to 4 "
        "cells. The gas-gauge (state of charge) accuracy depends on the host algorithm "
        "and is not specified.",
        8.5,
    )
    s.heading("Features", 10)
    s.lines(
        [
            "• Current sense input range:              "
            + PM
            + "50 mV (sense resistor 10 m"
            + OHM
            + " typ.)",
            "• Voltage measurement accuracy:         " + PM + "1.0 % (Ta = 25" + DEG + ")",
            "• Coulomb counter:                            16-bit, programmable prescaler",
            "• I2C-bus:                                          100 kHz / 400 kHz",
            "• Package:                                          SNT-10A",
        ],
        8.5,
    )
    s.heading("Absolute Maximum Ratings", 10)
    s.para("(Ta = +25" + DEG + " unless otherwise specified)", 8)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 60, "C"),
            Col("Applied pin", 90, "C"),
            Col("Absolute Maximum Rating", 120, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Power supply voltage", "V_{DD}", "VDD", "VSS-0.3 to VSS+24", "V"],
            ["Input pin voltage", "V_{IN}", "SCL, SDA, ALCC", "VSS-0.3 to VSS+6", "V"],
            ["Sense input voltage", "V_{SENSE}", "SENSEP, SENSEN", "VSS-1.0 to VSS+1.0", "V"],
            ["Operation ambient\ntemperature", "T_{opr}", "-", "-40 to +85", DEG],
            ["Storage temperature", "T_{stg}", "-", "-40 to +125", DEG],
        ],
        7.5,
    )
    s.heading("Electrical Characteristics", 10)
    s.para("Table 3  (Ta = +25" + DEG + ", VDD = 7.4 V unless otherwise specified)", 8)
    cols = [
        Col("Item", 120),
        Col("Symbol", 50, "C"),
        Col("Condition", 130),
        Col("Min.", 40, "C"),
        Col("Typ.", 40, "C"),
        Col("Max.", 40, "C"),
        Col("Unit", 35, "C"),
        Col("Test\nCircuit", 44, "C"),
    ]
    s.table(
        cols,
        [
            ["Operating voltage\nKCC1740A", "V_{DD}", "-", "2.7", "-", "9.0", "V", "1"],
            ["Operating voltage\nKCC1740B", "V_{DD}", "-", "2.7", "-", "20.0", "V", "1"],
            [
                "Current consumption\nduring operation",
                "I_{OPE}",
                "ADC active",
                "-",
                "80",
                "120",
                MU + "A",
                "2",
            ],
            [
                "Current consumption\nduring sleep",
                "I_{SLP}",
                "SLEEP = 1",
                "-",
                "3 *1",
                "6",
                MU + "A",
                "2",
            ],
            ["ADC resolution\n(voltage)", "-", "-", "-", "14", "-", "bit", "-"],
            [
                "Current sense\noffset error",
                "V_{OS}",
                "SENSEP-SENSEN",
                "-10",
                "-",
                "10",
                MU + "V",
                "3",
            ],
        ],
        7.5,
    )
    s.para("*1 Design reference value; not tested in production.", 7.5)

    s.add_page()
    s.heading("Electrical Characteristics (continued)", 10)
    s.para("(Ta = +25" + DEG + ", VDD = 7.4 V unless otherwise specified)", 8)
    s.table(
        cols,
        [
            ["", "V_{IL}", "SCL, SDA", "-", "-", "0.5", "V", "4"],
            ["", "V_{IH}", "SCL, SDA", "1.6", "-", "5.5", "V", "4"],
            ["", "V_{OL}", "SDA, ALCC, 3 mA", "-", "-", "0.4", "V", "4"],
            ["SCL clock\nfrequency", "f_{SCL}", "-", "-", "-", "400", "kHz", "-"],
        ],
        7.5,
    )
    s.heading("Pin Configuration", 10)
    s.table(
        [Col("Pin No.", 50, "C"), Col("Symbol", 70), Col("Description", 379)],
        [
            ["1", "VDD", "Power supply (battery pack positive)"],
            ["2", "VSS", "GND"],
            ["3", "SENSEP", "Current sense input (+)"],
            ["4", "SENSEN", "Current sense input (-)"],
            ["5", "TS", "Thermistor input (10 k" + OHM + " NTC)"],
            ["6", "ALCC", "Alert / charge complete output, open drain"],
            ["7, 8", "SCL, SDA", "I2C-bus (external pull-up to 1.8 V to 5.5 V)"],
            ["9, 10", "NC", "No connection"],
        ],
        7.5,
    )
    s.heading("Register (excerpt)", 10)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Name", 110),
            Col("Description", 249),
            Col("Default", 80, "C"),
        ],
        [
            ["0x00", "STATUS", "ALCC, CHG_DONE, UVLO flags", "0x01"],
            ["0x02", "ACC_CHARGE", "Accumulated charge, 16 bit", "0x7FFF"],
            ["0x08", "VOLTAGE", "Battery voltage, 14 bit", "0x0000"],
            ["0x0E", "CURRENT", "Sense voltage, 14 bit", "0x0000"],
        ],
        7.5,
    )
    revision_table(s, [["2025.04", "2.1", "KCC1740B added"]], (90, 60, 349))
    return save(s, out / "kcc1740.pdf")


# ---------------------------------------------------- DALI-2 interface (Denmark)
def dl2m(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="DL2-M DALI-2 Interface Module",
        header_right="Nordlys Controls ApS",
        footer_left="Product data sheet  DL2-M  rev. 4  2025-05-02",
        footer_right="{page} of {nb}",
        table_fill=(220, 230, 240),
        accent=(0, 70, 110),
    )
    s = Sheet(style, "DL2-M DALI interface")
    s.add_page()
    s.title_block("DL2-M", "DALI-2 bus interface module for microcontrollers", size=20)
    s.heading("1. General description", 10)
    s.para(
        "The DL2-M connects a microcontroller UART to a DALI / DALI-2 lighting bus. "
        "It contains the galvanically isolated bus transmitter and receiver, a "
        "Manchester encoder and the bus power detection. The host sends one frame per "
        "line as ASCII hex at 19200 bit/s, 8N1. The DALI bus itself runs at 1200 bit/s. "
        "The module does not supply the DALI bus; a separate bus power supply is "
        "required.",
        8.5,
    )
    s.heading("2. Features and benefits", 10)
    s.bullets(
        [
            "DALI-2 (IEC 62386-101 ed. 2) physical layer",
            "Bus voltage range 9.5 V to 22.5 V (high level)",
            "Bus current draw 2 mA max. (receive, idle)",
            "Isolation 3.75 kV RMS between bus and host",
            "Operating ambient temperature -25 " + DEG + " to +70 " + DEG,
        ],
        8.5,
    )
    s.heading("3. Ordering information", 10)
    s.table(
        [
            Col("Type number", 110),
            Col("Host supply VDD", 120, "C"),
            Col("Host I/O level", 110, "C"),
            Col("Remark", 159),
        ],
        [
            ["DL2-M3", "3.0 V to 3.6 V", "3.3 V", "not 5 V tolerant"],
            ["DL2-M5", "4.5 V to 5.5 V", "5 V", "-"],
        ],
        8,
    )
    s.heading("4. Limiting values", 10)
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 150),
            Col("Conditions", 119),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 70, "C"),
        ],
        [
            ["V_{DD}", "host supply voltage", "DL2-M3", "-0.5", "4.0", "V"],
            ["", "", "DL2-M5", "-0.5", "6.0", "V"],
            ["V_{bus}", "DALI bus voltage", "DA+ to DA-", "-30", "30", "V"],
            ["T_{stg}", "storage temperature", "", "-40", "+85", DEG],
        ],
        8,
    )

    s.add_page()
    s.heading("5. Characteristics", 10)
    s.para("Tamb = 25 " + DEG + "; VDD = nominal of the type; unless otherwise specified.", 8)
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 150),
            Col("Conditions", 129),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 40, "C"),
        ],
        [
            ["I_{DD}", "host supply current", "idle", "-", "4", "6", "mA"],
            ["", "", "transmitting", "-", "9", "12", "mA"],
            ["V_{IH}", "HIGH-level input voltage", "RXD_IN; DL2-M3", "2.0", "-", "-", "V"],
            ["", "", "RXD_IN; DL2-M5", "3.5", "-", "-", "V"],
            ["V_{OL}", "LOW-level output voltage", "TXD_OUT; 4 mA", "-", "-", "0.4", "V"],
            ["I_{bus(tx)}", "bus sink current", "transmitting LOW", "-", "-", "250", "mA"],
        ],
        8,
    )
    s.heading("6. Timing (typ. values)", 10)
    s.table(
        [Col("Parameter", 250), Col("Typical", 120, "C"), Col("Unit", 129, "C")],
        [
            ["start-up time after VDD applied", "50", "ms"],
            ["forward frame duration (16 bit)", "13.3", "ms"],
            ["response to host after frame end", "2", "ms"],
        ],
        8,
    )
    s.heading("7. Pinning", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Symbol", 80), Col("Description", 369)],
        [
            ["1", "VDD", "host supply"],
            ["2", "GND", "host ground"],
            ["3", "TXD_OUT", "UART data to host"],
            ["4", "RXD_IN", "UART data from host"],
            ["5, 6", "DA+, DA-", "DALI bus (polarity free)"],
        ],
        8,
    )
    s.heading("8. Remarks", 10)
    s.para(
        "Maximum number of DALI control gear the module can address: 64 (short "
        "addresses 0 to 63). The maximum DALI cable length is set by the bus power "
        "supply and the wire cross-section and is not specified for this module.",
        8,
    )
    revision_table(s, [["2025-05-02", "4", "Limiting values per type"]], (90, 60, 349))
    return save(s, out / "dl2-m.pdf")


# --------------------------------------------------- DMX512 / RS-485 transceiver (US)
def xd485e(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="XD485E",
        header_right="Halvorsen Analog Devices",
        footer_left="XD485E  Rev. C  One Technology Drive, Norwood Hills",
        footer_right="Rev. C | Page {page} of 2",
        table_fill=(235, 235, 235),
        accent=(40, 40, 120),
    )
    s = Sheet(style, "XD485E DMX512 transceiver")
    s.add_page()
    s.title_block("XD485E", "5 V, +-15 kV ESD-Protected DMX512 / RS-485 Transceiver", size=20)

    def feats() -> None:
        s.heading("FEATURES", 10)
        s.bullets(
            [
                "Meets ANSI E1.11 (DMX512-A) and TIA/EIA-485-A",
                "Data rate up to 2.5 Mbps (DMX512 runs at 250 kbps)",
                "1/8 unit load: up to 256 nodes on the bus",
                "Bus pins protected to " + PM + "15 kV HBM",
                "Low-power shutdown",
            ],
            8,
        )

    def desc() -> None:
        s.heading("GENERAL DESCRIPTION", 10)
        s.para(
            "The XD485E is a half-duplex transceiver for DMX512 lighting networks. It "
            "operates from a single 5 V supply. The driver input DI and the enable "
            "inputs are TTL compatible; the receiver output RO swings from 0 V to VCC. "
            "The XD485E is not specified for operation from a 3.3 V supply.",
            8,
        )

    s.side_by_side(feats, desc, 235)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.leaders(
        [
            ("VCC to GND", "7 V"),
            ("Digital inputs (DI, DE, RE)", "-0.3 V to VCC + 0.3 V"),
            ("Bus pins (A, B)", "-8 V to +13 V"),
            ("Operating temperature range", "-40" + DEG + " to +85" + DEG),
            ("Storage temperature range", "-65" + DEG + " to +150" + DEG),
        ],
        8,
    )
    s.heading("SPECIFICATIONS", 10)
    s.para(
        "VCC = 5 V " + PM + " 5 %, TA = TMIN to TMAX, unless otherwise noted. Typical "
        "values at VCC = 5 V, TA = 25" + DEG + ".",
        8,
    )
    cols = [
        Col("Parameter", 125),
        Col("Symbol", 45, "C"),
        Col("Min", 38, "C"),
        Col("Typ", 38, "C"),
        Col("Max", 38, "C"),
        Col("Unit", 35, "C"),
        Col("Test Conditions/Comments", 180),
    ]
    s.table(
        cols,
        [
            ["POWER SUPPLY"],
            ["Supply Voltage", "V_{CC}", "4.75", "5.0", "5.25", "V", ""],
            ["Supply Current", "I_{CC}", "", "0.9", "1.5", "mA", "DE = VCC, RE = 0 V, no load"],
            ["", "", "", "0.6", "1.0", "mA", "DE = 0 V, RE = 0 V"],
            ["Shutdown Current", "I_{SHDN}", "", "1", "10", MU + "A", "DE = 0 V, RE = VCC"],
            ["DRIVER"],
            ["Differential Output\nVoltage", "V_{OD}", "1.5", "", "5", "V", "RL = 54 " + OHM],
            ["Output Short-Circuit\nCurrent", "I_{OS}", "", "", "250", "mA", "-7 V < VOUT < +12 V"],
        ],
        7.5,
    )
    s.para("Specifications continued on next page.", 7.5)

    s.add_page()
    s.heading("SPECIFICATIONS (continued)", 10)
    s.table(
        cols,
        [
            ["LOGIC INPUTS (DI, DE, RE)"],
            ["", "V_{IL}", "", "", "0.8", "V", ""],
            ["", "V_{IH}", "2.0", "", "", "V", ""],
            ["RECEIVER"],
            ["", "V_{OH}", "4.0", "", "", "V", "RO, IOUT = -4 mA"],
            ["", "V_{OL}", "", "", "0.4", "V", "RO, IOUT = 4 mA"],
            ["Input Threshold", "V_{TH}", "-200", "", "-50", "mV", "-7 V < VCM < +12 V"],
            ["TIMING"],
            ["Maximum Data Rate", "", "2.5", "", "", "Mbps", ""],
        ],
        7.5,
    )
    s.heading("PIN FUNCTION DESCRIPTIONS", 10)
    s.table(
        [Col("Pin No.", 50, "C"), Col("Mnemonic", 70), Col("Description", 379)],
        [
            ["1", "RO", "Receiver output"],
            ["2", "RE", "Receiver enable, active low"],
            ["3", "DE", "Driver enable"],
            ["4", "DI", "Driver input"],
            ["5", "GND", "Ground"],
            ["6, 7", "A, B", "Bus (DMX Data+ / Data-), XLR pins 3 / 2"],
            ["8", "VCC", "5 V supply, bypass 0.1 " + MU + "F"],
        ],
        7.5,
    )
    s.heading("ORDERING GUIDE", 10)
    s.table(
        [Col("Model", 120), Col("Temperature Range", 130, "C"), Col("Package", 249)],
        [
            ["XD485EBRZ", "-40" + DEG + " to +85" + DEG, "8-lead SOIC"],
            ["XD485EBRMZ", "-40" + DEG + " to +85" + DEG, "8-lead MSOP"],
        ],
        7.5,
    )
    revision_table(s, [["5/2025", "C", "Added shutdown current"]], (90, 60, 349))
    return save(s, out / "xd485e.pdf")


# ------------------------------------------------- TTL to DMX512 module (China)
def dmxttl(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="DMX-TTL01 TTL-DMX512 Module User Manual",
        header_right="Shenzhen Guangyao Lighting Electronics",
        footer_left="DMX-TTL01  V2.0",
        footer_right="Page {page}",
        table_fill=(255, 235, 220),
        accent=(180, 60, 0),
    )
    s = Sheet(style, "DMX-TTL01 DMX512 module")
    s.add_page()
    s.title_block("DMX-TTL01", "TTL UART to DMX512 converter module (XLR-3)", size=18)
    s.heading("1、Introduction", 10, rule=True)
    s.para(
        "DMX-TTL01 converts the TTL serial port of an MCU (Arduino, ESP32, STM32) to a "
        "DMX512 line with a 3-pin XLR socket. Direction is set by the EN pin "
        "(high = send, low = receive). On-board 120Ω terminal resistor can be "
        "switched by jumper J1.",
        8.5,
    )
    s.heading("2、Parameters", 10, rule=True)
    s.lines(
        [
            "Working voltage：DC3.3～5V",
            "Working current：≤25mA (send, 120Ω terminal)",
            "Static current：≤3mA",
            "TTL level：3.3V/5V compatible",
            "Communication rate：250kbps (DMX512 standard)",
            "Working temperature：-20～+70" + FW_C,
            "Board size：44×25mm",
        ],
        8.5,
        4.5,
    )
    s.heading("3、Pin Definition", 10, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 90), Col("Function", 349)],
        [
            ["1", "VCC", "3.3～5V power input"],
            ["2", "GND", "Ground"],
            ["3", "TXD", "Connect to MCU TX (data to DMX)"],
            ["4", "RXD", "Connect to MCU RX (data from DMX)"],
            ["5", "EN", "Direction: H = send, L = receive"],
        ],
        8,
    )

    s.add_page()
    s.heading("4、Arduino example", 10, rule=True)
    s.lines(
        [
            "Serial1.begin(250000, SERIAL_8N2);   // DMX frame: 250000 baud, 8N2",
            "digitalWrite(EN_PIN, HIGH);          // send mode",
            "for (int ch = 1; ch <= 512; ch++) Serial1.write(level[ch]);",
        ],
        8,
        4,
    )
    s.heading("5、FAQ", 10, rule=True)
    s.bullets(
        [
            "Q：How many lights can I connect?  A：Up to 32 DMX devices on one line "
            "(1 unit load chip). Use a DMX splitter for more.",
            "Q：Is the XLR output isolated?  A：No. The module is not isolated.",
            "Q：Max cable length?  A：Not specified; depends on cable quality. Use 120Ω DMX cable.",
            "Q：Can it work with 12V?  A：No. Maximum working voltage is 5V; 12V will damage the "
            "module.",
            "Q：Operating humidity?  A：Not specified.",
        ],
        8.5,
        mark="●",
    )
    return save(s, out / "dmx-ttl01.pdf")
