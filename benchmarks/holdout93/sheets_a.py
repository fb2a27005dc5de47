"""Hold-out 93 datasheets, part 1: a UV index sensor breakout, an RS-232 to TTL module,
an isolated 5 V to +/-12 V DC-DC module and a Wi-Fi co-processor module with SPI host
interface.

A Georgian / English UV breakout data sheet (Georgian script above the English names,
a measurement-time table per ADC resolution, an on-board LED that changes the current,
a fixed address only in prose next to a part-ID register decoy), a Santiago maker-store
product sheet for two look-alike RS-232 boards (one column per version, CLP prices,
advice in "Before you buy" prose), a Suzhou power-module house series specification
(a model selection table in which the asked model is one row among five, unregulated
output with a minimum load in a note, derating only in prose) and a Bristol fabless
module data sheet (grade rows, a typ.-only current table, SPI clock per VDDIO, TX power
per 802.11 mode, opcode and pin decoys).
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


# ------------------------------------------------------------ UV index breakout (Georgian)
def kvr_uv1(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="მწვანე ელექტრონიკა / Mtsvane Electronics LLC, Tbilisi",
        header_right="KVR-UV1  მონაცემთა ფურცელი / Data sheet",
        footer_left="KVR-UV1 ვერსია 1.2 / revision 1.2 - 2023-11",
        footer_right="გვერდი {page} / {nb}",
        table_fill=(222, 238, 232),
        accent=(20, 90, 70),
        grid=True,
    )
    s = Sheet(style, "KVR-UV1 UV index and ambient light sensor breakout")
    s.add_page()
    s.title_block(
        "KVR-UV1",
        "ულტრაიისფერი ინდექსის სენსორის დაფა / UV index + ambient light sensor breakout",
        "I2C, 6-pin 2.54 mm header + 4-pin 1.0 mm connector, 25.4 x 17.8 mm, on-board LDO and level shifting",
        18,
    )
    s.heading("მახასიათებლები / Features", 10)
    s.bullets(
        [
            "UVS (UV-A / UV-B) and ALS channels in one sensor; the host reads raw counts and "
            "converts them to UV index with the formula on page 2",
            "ADC resolution selectable from 13 to 20 bit, gain 1x to 18x",
            "Ambient light range 0.01 lx to 100 000 lx (ALS mode)",
            "Interrupt output INT (open drain, active low, 10 k" + OHM + " pull-up on board)",
            "Works from 3.3 V or 5 V boards: the sensor runs from the on-board regulator, SDA "
            "and SCL are level shifted to VIN",
        ],
        8,
    )
    s.para(
        "The I2C address is fixed at 0x53 by the sensor and cannot be changed; two KVR-UV1 "
        "boards on one bus need an I2C multiplexer. Do not confuse the address with the "
        "PART_ID register (0x06), which reads 0xB2.",
        8,
    )
    s.heading("რეკომენდებული სამუშაო პირობები / Recommended operating conditions", 10)
    s.table(
        [
            Col("პარამეტრი / Parameter", 205),
            Col("Symbol", 50, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("", 69, "C"),
        ],
        [
            [
                "დაფის კვების ძაბვა /\nBoard supply voltage",
                "VIN",
                "2.7",
                "3.3",
                "5.5",
                "V",
                "VIN pin",
            ],
            [
                "სენსორის შიდა ძაბვა /\nSensor IC supply (internal)",
                "VDD",
                "1.7",
                "",
                "3.6",
                "V",
                "from LDO",
            ],
            ["I2C სიხშირე /\nI2C clock frequency", "fSCL", "", "", "400", "kHz", ""],
            [
                "სამუშაო ტემპერატურა /\nOperating temperature",
                "TA",
                "-30",
                "",
                "+85",
                DEG,
                "",
            ],
        ],
        7.5,
    )
    s.heading("აბსოლუტური მაქსიმალური მნიშვნელობები / Absolute maximum ratings", 10)
    s.table(
        [Col("პარამეტრი / Parameter", 260), Col("Rating", 150, "C"), Col("Unit", 89, "C")],
        [
            ["კვების ძაბვა / Supply voltage, VIN to GND", "-0.3 to 6.0", "V"],
            ["SDA, SCL, INT to GND", "-0.3 to VIN + 0.3", "V"],
            ["შენახვის ტემპერატურა / Storage temperature", "-40 to +100", DEG],
            ["ESD, human body model", PM + "2000", "V"],
        ],
        7.5,
    )
    s.heading("ელექტრული მახასიათებლები / Electrical characteristics", 10)
    s.para("VIN = 3.3 V, TA = 25 " + DEG + ", unless noted.", 7.5)
    s.table(
        [
            Col("პარამეტრი / Parameter", 150),
            Col("Conditions", 135),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            [
                "მოხმარების დენი /\nSupply current",
                "UVS active, power LED on\nUVS active, LED jumper cut",
                "",
                "1.25\n110",
                "1.6\n150",
                "mA\n" + MU + "A",
            ],
            [
                "ლოდინის დენი /\nStandby current",
                "LED jumper cut",
                "",
                "1",
                "5",
                MU + "A",
            ],
            ["INT output low", "ISINK = 3 mA", "", "", "0.4", "V"],
            ["Wake-up time", "standby to first conversion", "", "", "10", "ms"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("გაზომვის დრო / Measurement time per resolution", 10)
    s.para("UV_MEAS_RATE register, bits 6:4. Conversion time grows with resolution.", 7.5)
    s.table(
        [
            Col("Resolution", 100, "C"),
            Col("Bits 6:4", 80, "C"),
            Col("Conversion time", 110, "C"),
            Col("Counts per UVI at 18x (typ.)", 209, "C"),
        ],
        [
            ["20 bit", "000", "400 ms", "4600"],
            ["19 bit", "001", "200 ms", "2300"],
            ["18 bit (default)", "010", "100 ms", "1150"],
            ["17 bit", "011", "50 ms", "575"],
            ["16 bit", "100", "25 ms", "288"],
            ["13 bit", "101", "3.125 ms", "36"],
        ],
        7.5,
    )
    s.heading("რეგისტრები / Register map (excerpt)", 10)
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 110),
            Col("Reset", 70, "C"),
            Col("Function", 249),
        ],
        [
            ["0x00", "MAIN_CTRL", "0x00", "bit 1 enable, bit 3 UVS / ALS mode"],
            ["0x04", "UV_MEAS_RATE", "0x22", "resolution and measurement rate"],
            ["0x05", "GAIN", "0x01", "1x, 3x, 6x, 9x, 18x"],
            ["0x06", "PART_ID", "0xB2", "part number and revision ID (read only)"],
            ["0x10 - 0x12", "UVS_DATA", "0x00", "20-bit UV count, LSB first"],
            ["0x19", "INT_CFG", "0x10", "interrupt source and enable"],
        ],
        7.5,
    )
    s.heading("UV ინდექსი / UV index", 10)
    s.para(
        "UVI = UV count / (counts per UVI for the chosen gain and resolution). The sensor is "
        "calibrated at the factory against a solar simulator; a UV index accuracy figure is "
        "not given because it depends on the window material in your enclosure.",
        8,
    )
    s.heading("ქინძისთავები / Pins", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Description", 359)],
        [
            ["1", "VIN", "2.7 - 5.5 V supply"],
            ["2", "GND", "ground"],
            ["3", "SCL", "I2C clock, level shifted to VIN"],
            ["4", "SDA", "I2C data, level shifted to VIN"],
            ["5", "INT", "interrupt, open drain, active low"],
            ["6", "3V3", "regulator output, 50 mA max for external parts"],
        ],
        7.5,
    )
    s.heading("შენიშვნები / Notes", 10)
    s.bullets(
        [
            "The board is not sealed. For outdoor use, mount it behind a UV-transparent "
            "window (quartz or UV-grade PTFE) and keep water off the sensor.",
            "Cut the LED jumper on the back to save about 1.1 mA in battery projects.",
        ],
        8,
    )
    revision_table(
        s,
        [["2023-04", "1.0", "first release"], ["2023-11", "1.2", "added register excerpt"]],
        (90, 60, 349),
    )
    return save(s, out / "kvr-uv1.pdf")


# ------------------------------------------------------------ RS-232 boards (Santiago)
def ac232(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="ANDES CIRCUITOS SpA  -  Santiago, Chile",
        header_right="Product sheet  AC-232S / AC-232L",
        footer_left="andescircuitos.cl  -  prices in CLP incl. IVA  -  sheet rev. 2 (Aug 2023)",
        footer_right="{page} of {nb}",
        table_fill=(255, 236, 214),
        accent=(180, 70, 20),
        grid=False,
    )
    s = Sheet(style, "AC-232S / AC-232L RS-232 to TTL serial modules")
    s.add_page()
    s.title_block(
        "AC-232S  /  AC-232L",
        "RS-232 to TTL serial converter modules with DB9 connector",
        "AC-232S  $4.990  -  AC-232L  $3.490  (CLP, each)",
        20,
    )
    s.heading("What they do", 10.5)
    s.para(
        "Both boards turn the +/- RS-232 levels of a PC COM port, a USB-RS232 cable or an "
        "old instrument into logic levels for a microcontroller UART (TXD / RXD only). "
        "They look almost the same, but they are built around different transceivers: the "
        "AC-232S uses a 3232-type chip and the AC-232L a classic 232-type chip. Check the "
        "table before you buy.",
        8.5,
    )
    s.heading("Side-by-side", 10.5)
    s.table(
        [Col("", 205), Col("AC-232S", 130, "C"), Col("AC-232L", 130, "C"), Col("", 34, "C")],
        [
            ["Transceiver type", "3232-class", "232-class", ""],
            ["Supply voltage VCC", "3.0 - 5.5", "4.5 - 5.5", "V"],
            ["Current draw, no load", "0.3", "8", "mA"],
            ["Current draw, max. (no load)", "1", "10", "mA"],
            ["Data rate, max.", "250", "120", "kbps"],
            ["RS-232 output swing (3 kOhm load)", PM + "5.4", PM + "7.5", "V"],
            ["RS-232 input, survives up to", PM + "25", PM + "30", "V"],
            ["ESD on DB9 pins (HBM)", PM + "15", PM + "2", "kV"],
            ["Charge-pump capacitors", "0.1 " + MU + "F", "1 " + MU + "F", ""],
            ["Operating temperature", "-40 to +85", "0 to +70", DEG],
        ],
        8,
        bold_rows=(0,),
    )
    s.para(
        "Output swing is measured with VCC = 3.3 V (AC-232S) and VCC = 5.0 V (AC-232L). "
        "Current draw is with both RS-232 outputs unloaded.",
        7.5,
    )
    s.heading("TTL side", 10.5)
    s.table(
        [
            Col("Parameter", 185),
            Col("Symbol", 55, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            ["TXD input logic threshold, high", "VIH", "2.0", "", "", "V"],
            ["TXD input logic threshold, low", "VIL", "", "", "0.8", "V"],
            ["RXD output high (IOUT = -1 mA)", "VOH", "VCC - 0.6", "", "", "V"],
            ["RXD output low (IOUT = 1.6 mA)", "VOL", "", "", "0.4", "V"],
        ],
        8,
    )
    s.para(
        "RXD swings to the module's own VCC. Power the board from the same voltage as the "
        "microcontroller you connect it to.",
        8,
    )
    s.add_page()
    s.heading("Before you buy", 10.5)
    s.bullets(
        [
            "ESP32, Raspberry Pi Pico, STM32 and other 3.3 V boards: take the AC-232S and "
            "run it from 3.3 V. The AC-232L does not start below 4.5 V, and from 5 V its RXD "
            "pin would put 5 V on your 3.3 V input.",
            "Arduino Uno / Mega / Nano (5 V): either board works.",
            "Hardware flow control: RTS and CTS of the DB9 are not connected on either board; "
            "only TXD, RXD and GND are used. DTR / DSR are looped back (pins 4 - 6).",
            "The DB9 is female on both versions (DCE wiring). Use a straight cable to a PC.",
            "Maximum cable length is not specified by us; at 9600 baud 15 m works in our "
            "workshop, faster rates need shorter cables.",
        ],
        8.5,
    )
    s.heading("Pins", 10.5)
    s.table(
        [
            Col("Header", 70, "C"),
            Col("Signal", 80, "C"),
            Col("DB9 pin", 70, "C"),
            Col("Notes", 279),
        ],
        [
            ["1", "VCC", "-", "see supply voltage per version"],
            ["2", "TXD", "2", "TTL in, from MCU TX (leaves on DB9 pin 2)"],
            ["3", "RXD", "3", "TTL out, to MCU RX (from DB9 pin 3)"],
            ["4", "GND", "5", "common ground"],
        ],
        8,
    )
    s.heading("Common baud rates tested", 10.5)
    s.table(
        [Col("Baud", 100, "C"), Col("AC-232S", 100, "C"), Col("AC-232L", 100, "C"), Col("", 199)],
        [
            ["9600", "OK", "OK", "2 m cable"],
            ["57600", "OK", "OK", "2 m cable"],
            ["115200", "OK", "OK", "2 m cable"],
            ["230400", "OK", "errors", "2 m cable, AC-232L out of spec"],
        ],
        8,
    )
    s.heading("In the bag", 10.5)
    s.para(
        "1 x module, 4 x female-female jumper wires 20 cm. Board size 43 x 33 mm, two M3 "
        "mounting holes. Warranty 6 months.",
        8.5,
    )
    return save(s, out / "ac-232.pdf")


# ------------------------------------------------------------ isolated DC-DC (Suzhou)
def hzd1(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="HUAZHI POWER TECHNOLOGY (SUZHOU) CO., LTD.",
        header_right="HZD1 Series  1 W  Isolated DC-DC Converter",
        footer_left="HZD1 Series  Spec. A/1-2024  Specifications are subject to change without notice",
        footer_right="Page {page}",
        table_fill=(210, 226, 240),
        accent=(20, 60, 120),
        grid=True,
    )
    s = Sheet(style, "HZD1 series 1 W isolated dual-output DC-DC converters")
    s.add_page()
    s.title_block(
        "HZD1-xxDxx(H)",
        "1 W, fixed input voltage, isolated & unregulated dual output DC-DC converter",
        "SIP-7 package  |  dual output " + PM + "9 / " + PM + "12 / " + PM + "15 V",
        18,
    )
    s.heading("FEATURES", 9.5)
    s.bullets(
        [
            "Efficiency up to 80 %",
            "I/O isolation test voltage 1500 VDC (3000 VDC with H suffix)",
            "Operating temperature range: -40 " + DEG + " to +105 " + DEG,
            "No-load input current as low as 18 mA",
            "Industry standard SIP-7 pin-out, no external components required",
        ],
        8,
    )
    s.heading("SELECTION GUIDE", 9.5)
    s.table(
        [
            Col("Part No.", 80),
            Col("Input Voltage (VDC)\nNominal (Range)", 90, "C"),
            Col("Output\nVoltage (VDC)", 65, "C"),
            Col("Output Current (mA)\nMax. / Min.", 85, "C"),
            Col("Efficiency\n(%) Typ.", 60, "C"),
            Col("Max. Capacitive\nLoad (" + MU + "F)", 119, "C"),
        ],
        [
            ["HZD1-05D09", "5 (4.5-5.5)", PM + "9", PM + "56 / " + PM + "6", "76", "220"],
            ["HZD1-05D12", "5 (4.5-5.5)", PM + "12", PM + "42 / " + PM + "4", "78", "100"],
            ["HZD1-05D15", "5 (4.5-5.5)", PM + "15", PM + "33 / " + PM + "3", "79", "100"],
            ["HZD1-12D12", "12 (10.8-13.2)", PM + "12", PM + "42 / " + PM + "4", "80", "100"],
            ["HZD1-24D12", "24 (21.6-26.4)", PM + "12", PM + "42 / " + PM + "4", "80", "100"],
        ],
        7.5,
    )
    s.para(
        "All models are also available with 3000 VDC isolation: add suffix H, e.g. HZD1-05D12H.",
        7.5,
    )
    s.heading("INPUT SPECIFICATIONS", 9.5)
    s.table(
        [
            Col("Item", 105),
            Col("Operating Conditions", 155),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            [
                "Input Current\n(full load / no load)",
                "5 VDC input models",
                "",
                "256 / 18",
                "275 / 40",
                "mA",
            ],
            ["", "12 VDC input models", "", "104 / 10", "112 / 20", "mA"],
            ["Surge Voltage\n(1 sec. max.)", "5 VDC input models", "-0.7", "", "9", "VDC"],
            ["", "12 VDC input models", "-0.7", "", "18", "VDC"],
            ["", "24 VDC input models", "-0.7", "", "30", "VDC"],
            ["Input Filter", "capacitance filter", "", "", "", ""],
            ["Hot Plug", "unavailable", "", "", "", ""],
        ],
        7.5,
    )
    s.heading("OUTPUT SPECIFICATIONS", 9.5)
    s.table(
        [
            Col("Item", 105),
            Col("Operating Conditions", 155),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Voltage Accuracy", "see tolerance envelope", "", PM + "3", "", "%"],
            ["Linear Regulation", "input voltage change " + PM + "1 %", "", "", PM + "1.2", "%"],
            ["Load Regulation", "10 % - 100 % load", "", "10", "15", "%"],
            ["Ripple & Noise*", "20 MHz bandwidth", "", "75", "100", "mVp-p"],
            ["Temperature Drift", "100 % load", "", "", PM + "0.03", "%/" + DEG],
            ["Short Circuit Protection", "continuous, self-recovery", "", "", "", ""],
        ],
        7.5,
    )
    s.para("* Ripple and noise are tested by the parallel-cable method.", 7)
    s.add_page()
    s.heading("GENERAL SPECIFICATIONS", 9.5)
    s.table(
        [
            Col("Item", 120),
            Col("Operating Conditions", 160),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Isolation Voltage", "input-output, 1 min, leakage < 1 mA", "1500", "", "", "VDC"],
            ["", "H suffix", "3000", "", "", "VDC"],
            ["Insulation Resistance", "input-output, 500 VDC", "1000", "", "", "M" + OHM],
            ["Isolation Capacitance", "input-output, 100 kHz / 0.1 V", "", "20", "", "pF"],
            ["Operating Temperature", "derating when above 85 " + DEG, "-40", "", "105", DEG],
            ["Storage Temperature", "", "-55", "", "125", DEG],
            ["Case Temperature Rise", "Ta = 25 " + DEG + ", full load", "", "15", "25", DEG],
            ["Storage Humidity", "non-condensing", "", "", "95", "%RH"],
            ["Switching Frequency", "100 % load, nominal input", "", "100", "", "kHz"],
            ["MTBF", "MIL-HDBK-217F @ 25 " + DEG, "3500", "", "", "k hours"],
        ],
        7.5,
    )
    s.heading("NOTES", 9.5)
    s.bullets(
        [
            "1. Unless otherwise specified, parameters are measured at Ta = 25 " + DEG + ", "
            "humidity < 75 %RH, nominal input voltage and rated output load.",
            "2. The output is not regulated. The load must not be lower than 10 % of the rated "
            + "output current; at lighter load the output voltage rises (typ. "
            + PM
            + "15.5 V for "
            + PM
            + "12 V models at no load) and the converter may run hot.",
            "3. Derating: full output power up to +85 " + DEG + ", then linear derating to 0 at "
            "+105 " + DEG + ".",
            "4. If a regulated output is needed, add a linear regulator after the converter.",
            "5. Input reverse polarity protection is not provided; a reversed input will damage "
            "the converter.",
            "6. Products are not certified to UL 60950 / 62368. Do not use them as a "
            "safety barrier for mains voltages.",
        ],
        7.5,
        mark="",
    )
    s.heading("PIN-OUT (SIP-7)", 9.5)
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("1", 60, "C"),
            Col("2", 60, "C"),
            Col("4", 60, "C"),
            Col("5", 60, "C"),
            Col("6", 60, "C"),
            Col("7", 159, "C"),
        ],
        [["Function", "-Vin", "+Vin", "+Vo", "0V", "-Vo", "NC (no pin 3)"]],
        7.5,
    )
    s.heading("MECHANICAL", 9.5)
    s.para(
        "Case: black plastic, UL94 V-0. Dimensions 19.5 x 6.0 x 10.2 mm. Weight 2.1 g. Pin "
        "pitch 2.54 mm.",
        7.5,
    )
    revision_table(
        s,
        [["2022-06-10", "A/0", "Initial release"], ["2024-01-08", "A/1", "Added 24 V input model"]],
        (90, 60, 349),
    )
    return save(s, out / "hzd1.pdf")


# ------------------------------------------------------------ Wi-Fi co-processor (Bristol)
def svn_w24s(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Severn Wireless Ltd",
        header_right="SVN-W24S  Wi-Fi Network Co-processor Module",
        footer_left="SWL-DS-0107 v2.3  |  Commercial in confidence  |  Bristol BS1, United Kingdom",
        footer_right="Page {page}",
        table_fill=(228, 232, 236),
        accent=(0, 85, 110),
        grid=False,
    )
    s = Sheet(style, "SVN-W24S Wi-Fi network co-processor module")
    s.add_page()
    s.title_block(
        "SVN-W24S",
        "2.4 GHz 802.11 b/g/n network co-processor module with SPI host interface",
        "Grades: SVN-W24S-I (industrial)  |  SVN-W24S-E (extended temperature)",
        20,
    )

    def left() -> None:
        s.heading("1.1 Overview", 9.5)
        s.para(
            "SVN-W24S offloads Wi-Fi and the complete TCP/IP stack (IPv4, DHCP, DNS, up to 8 "
            "TCP/UDP sockets, TLS 1.2) from a small host MCU. The host talks to the module "
            "over SPI with a HOST_IRQ line that signals waiting data. A UART on TP3 / TP4 is for "
            "firmware recovery only (115200 bps). The module has no Bluetooth radio.",
            8,
        )

    def right() -> None:
        s.heading("1.2 Key figures", 9.5)
        s.bullets(
            [
                "VBAT 3.0 V to 3.6 V",
                "SPI mode 0 / 3, up to 48 MHz",
                "802.11b up to +18 dBm",
                "Deep sleep 8 " + MU + "A",
                "PCB antenna, 16 x 24 x 3.1 mm",
            ],
            8,
        )

    s.side_by_side(left, right, 290)
    s.heading("2 Operating conditions", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 55, "C"),
            Col("Condition", 104),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["Main supply", "VBAT", "", "3.0", "3.3", "3.6", "V"],
            ["I/O supply", "VDDIO", "", "1.62", "", "3.6", "V"],
            ["Supply current capability", "", "external source", "400", "", "", "mA"],
            ["Ambient temperature", "TA", "-I grade", "-40", "", "+85", DEG],
            ["", "", "-E grade", "-40", "", "+105", DEG],
        ],
        7.5,
    )
    s.heading("3 Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [Col("Parameter", 200), Col("Min", 60, "C"), Col("Max", 80, "C"), Col("Unit", 159, "C")],
        [
            ["VBAT", "-0.3", "4.2", "V"],
            ["VDDIO", "-0.3", "4.2", "V"],
            ["Voltage on any digital pin", "-0.3", "VDDIO + 0.3", "V"],
            ["RF input level", "", "+10", "dBm"],
            ["Storage temperature", "-40", "+125", DEG],
        ],
        7.5,
    )
    s.para(
        "The digital pins are not 5 V tolerant. A 5 V host needs level translation on SCK, "
        "MOSI, CS and CHIP_EN.",
        8,
    )
    s.heading("4 Current consumption", 10.5, rule=True)
    s.para("VBAT = 3.3 V, TA = 25 " + DEG + ", typical values.", 7.5)
    s.table(
        [Col("Mode", 260), Col("Condition", 150), Col("Typ", 89, "C")],
        [
            ["Transmit, 802.11b 1 Mbps", "+18 dBm", "290 mA"],
            ["Transmit, 802.11g 54 Mbps", "+15 dBm", "230 mA"],
            ["Transmit, 802.11n MCS7 HT20", "+13 dBm", "210 mA"],
            ["Receive / listen", "", "62 mA"],
            ["Connected, power save", "DTIM 3, average", "1.2 mA"],
            ["Deep sleep", "RTC on, wake by HOST_IRQ", "8 " + MU + "A"],
            ["Off", "CHIP_EN low", "1 " + MU + "A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5 Host SPI interface", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 55, "C"),
            Col("Condition", 120),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["SCK frequency", "fSCK", "VDDIO = 3.3 V", "", "", "48", "MHz"],
            ["SCK frequency", "fSCK", "VDDIO = 1.8 V", "", "", "26", "MHz"],
            ["CS setup time", "tCSS", "", "10", "", "", "ns"],
            ["HOST_IRQ assert after data ready", "tIRQ", "", "", "", "2", MU + "s"],
        ],
        7.5,
    )
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Min", 90, "C"),
            Col("Max", 90, "C"),
            Col("Unit", 60, "C"),
            Col("Note", 199),
        ],
        [
            ["VIH", "0.7 x VDDIO", "", "V", ""],
            ["VIL", "", "0.3 x VDDIO", "V", ""],
            ["VOH", "VDDIO - 0.4", "", "V", "IOH = -4 mA"],
            ["VOL", "", "0.4", "V", "IOL = 4 mA"],
        ],
        7.5,
    )
    s.heading("6 Radio", 10.5, rule=True)
    s.table(
        [Col("Parameter", 200), Col("Mode", 140), Col("Typ", 80, "C"), Col("Unit", 79, "C")],
        [
            ["Frequency range", "channels 1 - 13", "2412 - 2472", "MHz"],
            ["Output power", "802.11b, 1 Mbps", "+18", "dBm"],
            ["", "802.11g, 54 Mbps", "+15", "dBm"],
            ["", "802.11n, MCS7 HT20", "+13", "dBm"],
            ["Receiver sensitivity", "802.11b, 1 Mbps", "-97", "dBm"],
            ["", "802.11g, 54 Mbps", "-75", "dBm"],
            ["", "802.11n, MCS7 HT20", "-72", "dBm"],
        ],
        7.5,
    )
    s.heading("7 SPI command opcodes", 10.5, rule=True)
    s.table(
        [Col("Opcode", 70, "C"), Col("Name", 120), Col("Description", 309)],
        [
            ["0x02", "WRITE_BUF", "write a frame to the module, length in next 2 bytes"],
            ["0x03", "READ_BUF", "read a pending frame"],
            ["0x05", "STATUS", "read the 16-bit status word"],
            ["0x0B", "FAST_READ", "read with one dummy byte, for SCK above 26 MHz"],
            ["0x48", "WAKE", "leave deep sleep (also by CS low for 1 ms)"],
        ],
        7.5,
    )
    s.heading("8 Pin description", 10.5, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 80), Col("Type", 60, "C"), Col("Description", 319)],
        [
            ["1, 12", "GND", "P", "ground"],
            ["2", "VBAT", "P", "3.0 - 3.6 V supply"],
            ["3", "VDDIO", "P", "I/O supply, 1.62 - 3.6 V"],
            ["4", "CHIP_EN", "I", "high = on; internal 100 k" + OHM + " pull-down"],
            ["5 - 8", "SCK, MOSI, MISO, CS", "I/O", "host SPI"],
            ["9", "HOST_IRQ", "O", "active low, push-pull"],
            ["10, 11", "TP3, TP4", "I/O", "recovery UART, 115200 bps"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-02-14", "2.2", "added -E grade"],
            ["2023-09-01", "2.3", "SPI timing at VDDIO 1.8 V"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "svn-w24s.pdf")
