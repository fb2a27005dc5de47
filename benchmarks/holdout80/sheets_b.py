"""Hold-out 80 datasheets, part 2: a time-of-flight distance sensor IC, a 2.4 GHz
transceiver module, a dual H-bridge motor driver IC and an ambient light sensor IC.

A Spanish fabless data sheet in English (description beside features, I/O levels in
columns per I/O mode, a ranging table per mode / target / light, 0x29 in prose next to
the 8-bit 0x52 and a model-ID register), a Slovak / English module data sheet (two-line
bilingual names, version columns, sensitivity per data rate in look-alike rows, 5 V
tolerant logic but a 3.6 V supply), a Bengaluru fabless motor-driver data sheet
(device-options table, a continuous current per package, electrical characteristics in
column groups per motor supply, symbol-only logic rows, paralleling in prose) and a
Malaysian (Kulim) optical-sensor IC data sheet (operating temperature inside the
absolute maximum table, resolution and measurement time per mode, a second range
limit in a note, addresses in prose next to 8-bit bytes, an instruction table).
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


# ------------------------------------------------ ToF ranging sensor (Spain)
def epx2060(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="EBRO PHOTONICS S.L.  -  Zaragoza, Spain",
        header_right="EPX2060  |  DS-2060-EN v1.4",
        footer_left="EPX2060 data sheet - Ebro Photonics S.L. - information subject to change",
        footer_right="{page}/{nb}",
        table_fill=(230, 222, 240),
        accent=(90, 40, 130),
        grid=False,
    )
    s = Sheet(style, "EPX2060 time-of-flight ranging sensor")
    s.add_page()
    s.title_block(
        "EPX2060",
        "Time-of-flight ranging sensor, 940 nm VCSEL, up to 2 m, I2C",
        "",
        22,
    )

    def left() -> None:
        s.heading("Features", 9.5)
        s.bullets(
            [
                "Fully integrated: 940 nm VCSEL emitter, SPAD receiver, ranging core",
                "Absolute distance up to 2 m (long-range mode)",
                "Class 1 laser product (IEC 60825-1:2014)",
                "Single AVDD supply 2.6 V to 3.5 V",
                "I2C interface up to 400 kHz",
                "XSHUT hardware standby, GPIO1 interrupt",
                "Optical LGA12, 4.4 x 2.4 x 1.0 mm",
            ],
            8,
        )

    def right() -> None:
        s.heading("Applications", 9.5)
        s.para("Robot obstacle detection, hand presence, liquid level, drone altitude", 8)
        s.heading("Description", 9.5)
        s.para(
            "The EPX2060 measures the flight time of 940 nm photons and reports the "
            "distance to the target in millimetres, independent of its colour. After power-up "
            "the device answers at the 7-bit I2C address 0x29; the address can be changed "
            "by software and returns to 0x29 at every power-up or XSHUT cycle. Some host "
            "tools show the 8-bit write byte 0x52 instead.",
            8,
        )

    s.side_by_side(left, right, 240)
    s.heading("1  Absolute maximum ratings", 10)
    s.table(
        [Col("Parameter", 230), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 129, "C")],
        [
            ["AVDD", "-0.5", "3.6", "V"],
            ["SCL, SDA, XSHUT, GPIO1", "-0.5", "3.6", "V"],
            ["Storage temperature", "-40", "85", DEG],
            ["ESD, human body model", "", PM + "2", "kV"],
        ],
        7.5,
    )
    s.heading("2  Recommended operating conditions", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Supply voltage", "AVDD", "2.6", "2.8", "3.5", "V"],
            ["Operating temperature", "Tamb", "-20", "", "70", DEG],
            ["I2C clock frequency", "fSCL", "0", "", "400", "kHz"],
        ],
        7.5,
    )
    s.heading("3  Electrical characteristics", 10)
    s.para("AVDD = 2.8 V, Tamb = 25 " + DEG + " unless otherwise noted.", 7.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Ranging, average current", "IRNG", "", "19", "", "mA"],
            ["Ranging, peak current", "IPK", "", "", "40", "mA"],
            ["Software standby current", "ISW", "", "5", "9", MU + "A"],
            ["Hardware standby (XSHUT = 0)", "IHW", "", "3", "7", MU + "A"],
            ["Boot time after XSHUT release", "tBOOT", "", "", "1.2", "ms"],
        ],
        7.5,
    )
    s.caption("I/O levels per I/O mode (bit PAD_CFG selects the mode)")
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("1.8 V mode", 90, "C"),
            Col("2.8 V mode", 90, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["", "VIL max", "0.56", "0.84", "V"],
            ["", "VIH min", "1.26", "1.96", "V"],
            ["Output low, IOL = 4 mA", "VOL max", "0.4", "0.4", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4  Ranging performance", 10)
    s.para(
        "Maximum distance at which 94 % of the readings are valid, 33 ms timing budget, "
        "full field of view covered by the target.",
        7.5,
    )
    s.table(
        [
            Col("Mode", 110),
            Col("Target", 130),
            Col("Dark", 90, "C"),
            Col("Indoor, 200 lx", 100, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Default", "White, 88 %", "1.2", "1.2", "m"],
            ["Default", "Grey, 17 %", "0.7", "0.7", "m"],
            ["Long range", "White, 88 %", "2.0", "0.8", "m"],
            ["Long range", "Grey, 17 %", "0.8", "0.5", "m"],
        ],
        7.5,
    )
    s.table(
        [Col("Parameter", 240), Col("Condition", 150), Col("Value", 60, "C"), Col("Unit", 49, "C")],
        [
            ["Ranging accuracy", "dark, up to max. distance", PM + "3", "%"],
            ["Ranging accuracy", "indoor, 200 lx", PM + "5", "%"],
            ["Minimum distance", "below it readings are not valid", "30", "mm"],
            ["Timing budget", "default / minimum", "33 / 20", "ms"],
            ["Field of view", "full cone", "25", "degrees"],
        ],
        7.5,
    )
    s.heading("5  Selected registers", 10)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 200), Col("Reset", 70, "C"), Col("Use", 159)],
        [
            ["0x00", "SYSRANGE_START", "0x00", "write 0x01 to start"],
            ["0x14", "RESULT_RANGE_STATUS", "-", "distance from +10"],
            ["0x8A", "I2C_SLAVE_DEVICE_ADDRESS", "0x29", "new address, 7-bit"],
            ["0xC0", "IDENTIFICATION_MODEL_ID", "0xEE", "read-only"],
        ],
        7.5,
    )
    s.heading("6  Pins", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Description", 369)],
        [
            ["1", "AVDDVCSEL", "VCSEL supply, tie to AVDD"],
            ["2, 3, 4, 6, 12", "GND", "ground"],
            ["5", "XSHUT", "shutdown, active low; needs a pull-up"],
            ["7", "GPIO1", "interrupt output, open drain"],
            ["9", "SDA", "I2C data"],
            ["10", "SCL", "I2C clock"],
            ["11", "AVDD", "supply"],
        ],
        7.5,
    )
    s.heading("7  Application notes", 10)
    s.bullets(
        [
            "The device has no internal I2C pull-ups; use 1.5 k"
            + OHM
            + " to 10 k"
            + OHM
            + " to AVDD.",
            "The pins are not 5 V tolerant. With a 5 V host use a level translator.",
            "Cover glass: use an IR-transparent window and keep an air gap below 0.5 mm.",
        ],
        8,
    )
    revision_table(
        s,
        [["2023-09-12", "1.3", "long-range mode added"], ["2024-01-15", "1.4", "typo fixes"]],
        (90, 60, 349),
    )
    return save(s, out / "epx2060.pdf")


# ---------------------------------------- 2.4 GHz module (Slovak / English)
def trm24(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Tatranské rádiové moduly s.r.o.  ·  Poprad",
        header_right="TRM-24 / TRM-24PA  Technický list / Data sheet",
        footer_left="TRM-24-DS-SK-EN  verzia / version 1.2",
        footer_right="Str. {page}/{nb}",
        table_fill=(245, 226, 214),
        accent=(150, 60, 20),
        grid=True,
    )
    s = Sheet(style, "TRM-24 2.4 GHz transceiver module")
    s.add_page()
    s.title_block(
        "TRM-24 / TRM-24PA",
        "Rádiový modul 2,4 GHz / 2.4 GHz transceiver module (SPI)",
        "GFSK, 250 kbps / 1 Mbps / 2 Mbps, 8-pinový konektor / 8-pin header",
        19,
    )
    s.heading("1  Popis / Description", 10)
    s.para(
        "Modul TRM-24 obsahuje transceiver 2,4 GHz s paketovým jadrom a anténou na doske. "
        "The TRM-24 carries a 2.4 GHz GFSK transceiver with an Enhanced ShockBurst-compatible "
        "packet engine, a printed antenna and an 8-pin 2.54 mm header. The TRM-24PA adds a "
        "power amplifier, a low-noise amplifier and an SMA connector for an external antenna.",
        8,
    )
    s.heading("2  Prevádzkové parametre / Operating characteristics", 10)
    s.table(
        [
            Col("Parameter", 215),
            Col("Symbol", 50, "C"),
            Col("TRM-24", 80, "C"),
            Col("TRM-24PA", 80, "C"),
            Col("Jednotka / Unit", 74, "C"),
        ],
        [
            ["Napájacie napätie /\nSupply voltage", "VDD", "1.9 ... 3.6", "3.0 ... 3.6", "V"],
            [
                "Prevádzková teplota /\nOperating temperature",
                "TA",
                "-40 ... +85",
                "-40 ... +85",
                DEG,
            ],
            ["Frekvenčné pásmo /\nFrequency band", "", "2400 ... 2525", "2400 ... 2525", "MHz"],
            ["Max. výstupný výkon /\nMax. output power", "PRF", "0", "+20", "dBm"],
            [
                "Prúd pri vysielaní, max. výkon /\nTX current, max. power",
                "ITX",
                "11.3",
                "115",
                "mA",
            ],
            ["Prúd pri príjme, 2 Mbps /\nRX current, 2 Mbps", "IRX", "13.5", "45", "mA"],
            ["Prúd v režime power-down /\nPower-down current", "IPD", "0.9", "4", MU + "A"],
            ["Citlivosť pri 250 kbps /\nSensitivity at 250 kbps", "", "-94", "-104", "dBm"],
            ["Citlivosť pri 1 Mbps /\nSensitivity at 1 Mbps", "", "-85", "-95", "dBm"],
            ["Citlivosť pri 2 Mbps /\nSensitivity at 2 Mbps", "", "-82", "-92", "dBm"],
            ["Hodiny SPI /\nSPI clock", "fSCK", "0 ... 10", "0 ... 10", "MHz"],
        ],
        7.5,
    )
    s.heading("3  Medzné hodnoty / Absolute maximum ratings", 10)
    s.table(
        [Col("Parameter", 265), Col("Hodnota / Value", 150, "C"), Col("Jednotka / Unit", 84, "C")],
        [
            ["Napájacie napätie / Supply voltage VDD", "-0.3 ... 3.6", "V"],
            ["Napätie na logických vstupoch / Logic input voltage", "-0.3 ... 5.25", "V"],
            ["Vstupný RF výkon / RF input level", "+10", "dBm"],
            ["Skladovacia teplota / Storage temperature", "-40 ... +125", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4  Vývody / Pins", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Názov / Name", 90, "C"), Col("Funkcia / Function", 359)],
        [
            ["1", "GND", "zem / ground"],
            ["2", "VCC", "napájanie / supply (see section 2)"],
            ["3", "CE", "povolenie RX / TX / chip enable"],
            ["4", "CSN", "výber SPI, aktívny v nule / SPI chip select, active low"],
            ["5", "SCK", "hodiny SPI / SPI clock"],
            ["6", "MOSI", "dáta do modulu / data in"],
            ["7", "MISO", "dáta z modulu / data out (3.3 V level)"],
            ["8", "IRQ", "prerušenie, aktívne v nule / interrupt, active low"],
        ],
        7.5,
    )
    s.heading("5  Poznámky k použitiu / Application notes", 10)
    s.bullets(
        [
            "Napájajte modul z 3,3 V; 5 V na VCC ho zničí. Supply the module from 3.3 V; "
            "5 V on VCC destroys it.",
            "Logické vstupy znesú 5 V. The logic inputs (CE, CSN, SCK, MOSI) are 5 V "
            "tolerant, so they may be driven straight from a 5 V Arduino.",
            "TRM-24PA: vysielacie špičky 115 mA. The 3.3 V pin of an Arduino Nano cannot "
            "deliver the 115 mA TX peaks of the TRM-24PA; use a separate 3.3 V regulator and "
            "put 10 " + MU + "F at VCC.",
            "Dosah závisí od antény a prostredia. Range depends on antenna and "
            "surroundings; we do not state a guaranteed range.",
        ],
        8,
    )
    s.heading("6  Objednávacie kódy / Ordering codes", 10)
    s.table(
        [Col("Kód / Code", 130), Col("Anténa / Antenna", 180), Col("Balenie / Packing", 189)],
        [
            ["TRM-24", "plošná / printed PCB", "10 ks / pcs, antistatic bag"],
            ["TRM-24PA", "SMA, 2 dBi tyčová / rod included", "5 ks / pcs, box"],
            ["TRM-24PA-NA", "SMA, bez antény / no antenna", "5 ks / pcs, box"],
        ],
        7.5,
    )
    s.heading("7  Zhoda / Conformity", 10)
    s.para(
        "Moduly sú určené na zabudovanie. The modules are intended for integration; the "
        "end product must be assessed under the Radio Equipment Directive 2014/53/EU. "
        "Pri TRM-24PA nastavte výkon tak, aby EIRP nepresiahol 20 dBm (10 mW/MHz) / "
        "with the TRM-24PA keep the EIRP at or below 20 dBm in the EU.",
        8,
    )
    revision_table(
        s,
        [
            ["2022-11-03", "1.0", "prvé vydanie / first issue"],
            ["2023-06-20", "1.1", "TRM-24PA-NA doplnený / TRM-24PA-NA added"],
            ["2024-01-15", "1.2", "citlivosť upravená / sensitivity values corrected"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "trm-24.pdf")


# ---------------------------------------------- dual H-bridge IC (Bengaluru)
def shd2204(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Sahyadri Semiconductor Pvt. Ltd.",
        header_right="SHD2204  Product Data Sheet",
        footer_left="SHD2204  -  DS-0117 Rev 1.2  -  Bengaluru, India",
        footer_right="- {page} -",
        table_fill=(218, 230, 246),
        accent=(15, 50, 110),
        grid=True,
    )
    s = Sheet(style, "SHD2204 dual H-bridge motor driver")
    s.add_page()
    s.title_block(
        "SHD2204",
        "Dual H-Bridge DC Motor Driver, 15 V, 1.2 A per Bridge",
        "",
        22,
    )

    def left() -> None:
        s.heading("1 Features", 9.5)
        s.bullets(
            [
                "Two full H-bridges, or one 2.4 A bridge with outputs paralleled",
                "Motor supply VM 2.7 V to 15 V",
                "Logic supply VCC 2.7 V to 5.5 V",
                "1.2 A continuous per bridge (SHD2204-H), 3.0 A peak",
                "PWM input up to 100 kHz",
                "Standby current below 1 " + MU + "A",
                "UVLO, over-current and thermal shutdown",
            ],
            8,
        )

    def right() -> None:
        s.heading("2 Applications", 9.5)
        s.para("Toy and hobby robots, small pumps, camera gimbals, smart locks", 8)
        s.heading("3 Description", 9.5)
        s.para(
            "The SHD2204 drives two brushed DC motors or one bipolar stepper. Each bridge has "
            "IN1 / IN2 direction inputs and a PWM input; STBY low puts the whole chip into "
            "standby. Logic and motor supplies are separate, so the chip runs from a 3.3 V "
            "or 5 V microcontroller rail and a motor battery.",
            8,
        )

    s.side_by_side(left, right, 235, box=True)
    s.heading("4 Device Options", 10)
    s.table(
        [
            Col("Part number", 100),
            Col("Package", 130),
            Col("Continuous IOUT\nper bridge", 90, "C"),
            Col("TA range", 90, "C"),
            Col("Packing", 89, "C"),
        ],
        [
            ["SHD2204-H", "HTSSOP-16, thermal pad", "1.2 A", "-40 to 85 " + DEG, "T&R 2500"],
            ["SHD2204-S", "SOP-16", "0.8 A", "-40 to 85 " + DEG, "T&R 2500"],
        ],
        7.5,
    )
    s.heading("5 Absolute Maximum Ratings", 10)
    s.para("Over operating free-air temperature range (unless otherwise noted).", 7.5)
    s.table(
        [
            Col("Parameter", 230),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Motor supply voltage", "VM", "-0.3", "18", "V"],
            ["Logic supply voltage", "VCC", "-0.3", "6", "V"],
            ["Input pin voltage (IN, PWM, STBY)", "VIN", "-0.3", "6", "V"],
            ["Peak output current per bridge, t " + LE + " 10 ms", "IOP", "", "3.0", "A"],
            ["Junction temperature", "TJ", "", "150", DEG],
            ["Storage temperature", "Tstg", "-55", "150", DEG],
        ],
        7.5,
    )
    s.heading("6 Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 50, "C"),
            Col("Condition", 110),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Motor supply voltage", "VM", "", "2.7", "15", "V"],
            ["Logic supply voltage", "VCC", "", "2.7", "5.5", "V"],
            ["Continuous output current", "IOUT", "SHD2204-H", "", "1.2", "A"],
            ["per bridge", "IOUT", "SHD2204-S", "", "0.8", "A"],
            ["PWM frequency", "fPWM", "", "", "100", "kHz"],
            ["Operating ambient temperature", "TA", "", "-40", "85", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("7 Electrical Characteristics", 10)
    s.para("TA = 25 " + DEG + ", VCC = 3.3 V, no load, unless otherwise noted.", 7.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["VM operating current", "IVM", "0.6", "1.0", "0.9", "1.5", "mA"],
            ["VM standby current, STBY = 0 V", "IVMQ", "0.1", "1", "0.2", "1", MU + "A"],
            ["VCC operating current", "ICC", "1.1", "1.8", "1.1", "1.8", "mA"],
            ["Output on-resistance, H + L", "RDS(on)", "0.65", "0.85", "0.50", "0.70", OHM],
            ["Body diode forward voltage", "VF", "1.0", "1.2", "1.0", "1.2", "V"],
            ["VM undervoltage lockout", "VUVLO", "2.5", "2.6", "2.5", "2.6", "V"],
            ["Thermal shutdown", "TSD", "160", "", "160", "", DEG],
        ],
        7.5,
        head_rows=[["", "", "VM = 5 V", "<", "VM = 12 V", "<", ""]],
    )
    s.caption("Logic inputs (VCC = 2.7 V to 5.5 V)")
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 104, "C"),
        ],
        [
            ["", "VIH", "2.0", "", "", "V"],
            ["", "VIL", "", "", "0.8", "V"],
            ["Input hysteresis", "VHYS", "", "200", "", "mV"],
            ["Input pull-down resistance", "RPD", "", "100", "", "k" + OHM],
        ],
        7.5,
    )
    s.heading("8 Truth Table (one bridge)", 10)
    s.table(
        [
            Col("IN1", 60, "C"),
            Col("IN2", 60, "C"),
            Col("PWM", 60, "C"),
            Col("STBY", 60, "C"),
            Col("OUT1", 60, "C"),
            Col("OUT2", 60, "C"),
            Col("Mode", 139),
        ],
        [
            ["H", "H", "H/L", "H", "L", "L", "short brake"],
            ["L", "H", "H", "H", "L", "H", "reverse"],
            ["H", "L", "H", "H", "H", "L", "forward"],
            ["L", "L", "H", "H", "OFF", "OFF", "coast (Hi-Z)"],
            ["X", "X", "X", "L", "OFF", "OFF", "standby"],
        ],
        7.5,
    )
    s.heading("9 Application Information", 10)
    s.para(
        "Logic inputs are TTL compatible, so 3.3 V and 5 V microcontrollers drive them "
        "directly. For one motor above 1.2 A, tie AOUT1 to BOUT1 and AOUT2 to BOUT2 and drive "
        "both input pairs together: the paralleled SHD2204-H delivers 2.4 A continuous. The "
        "SOP-16 version should not be paralleled. Place 10 " + MU + "F and 100 nF from VM "
        "to ground close to the pins; long battery leads can ring above the 18 V absolute "
        "maximum when a motor is braked.",
        8,
    )
    s.para(
        "Thermal: with the thermal pad soldered to a 4 cm" + chr(178) + " copper area the "
        "junction-to-ambient resistance is 45 " + DEG + "/W; without it (SOP-16) it is "
        "105 " + DEG + "/W.",
        8,
    )
    return save(s, out / "shd2204.pdf")


# ------------------------------------------ ambient light sensor IC (Malaysia)
def lxs3021(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="KULIM OPTOSEMI SDN. BHD.",
        header_right="Datasheet  LXS3021",
        footer_left="Kulim Optosemi Sdn. Bhd., Kulim Hi-Tech Park, Kedah  -  LXS3021 Rev. 2.0",
        footer_right="Page {page}",
        table_fill=(240, 232, 214),
        accent=(120, 30, 30),
        grid=False,
    )
    s = Sheet(style, "LXS3021 digital ambient light sensor")
    s.add_page()
    s.title_block(
        "LXS3021",
        "Digital Ambient Light Sensor with I2C Interface (16-bit, direct lux output)",
        "",
        22,
    )
    s.heading("Section 1.  General Description", 10.5, rule=True)
    s.para(
        "The LXS3021 is a digital ambient light sensor whose spectral response is close to "
        "the human eye. It converts the illuminance into a 16-bit count that reads directly in "
        "lux (count / 1.2 in H-resolution mode). 50 Hz / 60 Hz lamp flicker is rejected by "
        "the integration time. No external parts other than two pull-ups and a 0.1 "
        + MU
        + "F capacitor are needed.",
        8.5,
    )
    s.heading("Section 2.  Features", 10.5, rule=True)
    s.bullets(
        [
            "Supply voltage 2.4 V to 3.6 V",
            "I2C bus up to 400 kHz; 1.8 V logic via the DVI reference pin",
            "Illuminance range 1 to 65535 lx",
            "Two selectable slave addresses (ADDR pin)",
            "Power-down current 0.01 " + MU + "A typ.",
            "Small influence of infrared light",
        ],
        8.5,
    )
    s.heading("Section 3.  Absolute Maximum Ratings (Ta = 25 " + DEG + ")", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Rating", 110, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage", "Vmax", "4.5", "V"],
            ["Operating temperature", "Topr", "-40 ~ 85", DEG],
            ["Storage temperature", "Tstg", "-40 ~ 100", DEG],
            ["SDA sink current", "Imax", "7", "mA"],
            ["Power dissipation", "Pd", "260", "mW"],
        ],
        7.5,
    )
    s.heading("Section 4.  Operating Conditions", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["VCC voltage", "VCC", "2.4", "3.0", "3.6", "V"],
            ["I2C reference voltage", "VDVI", "1.65", "", "VCC", "V"],
        ],
        7.5,
    )
    s.heading(
        "Section 5.  Electrical and Optical Characteristics (VCC = 3.0 V, DVI = 3.0 V, Ta = 25 "
        + DEG
        + ")",
        10,
        rule=True,
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 45, "C"),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 45, "C"),
            Col("Conditions", 139),
        ],
        [
            ["Supply current", "Icc1", "", "120", "190", MU + "A", "Ev = 100 lx"],
            ["Power-down current", "Icc2", "", "0.01", "1.0", MU + "A", "no input light"],
            ["Peak wavelength", "λp", "", "560", "", "nm", ""],
            [
                "Measurement accuracy",
                "S/A",
                "0.96",
                "1.2",
                "1.44",
                "times",
                "sensor out / actual lx",
            ],
            ["Dark (0 lx) sensor out", "S0", "0", "0", "3", "count", "H-resolution mode"],
            ["H-resolution mode resolution", "rHR", "", "1", "", "lx", ""],
            ["H-resolution mode 2 resolution", "rHR2", "", "0.5", "", "lx", ""],
            ["L-resolution mode resolution", "rLR", "", "4", "", "lx", ""],
            ["H-resolution measurement time", "tHR", "", "120", "180", "ms", ""],
            ["L-resolution measurement time", "tLR", "", "16", "24", "ms", ""],
            ["", "VIH", "0.7 " + TIMES + " DVI", "", "", "V", "SCL, SDA"],
            ["", "VIL", "", "", "0.3 " + TIMES + " DVI", "V", "SCL, SDA"],
            ["SDA output low voltage", "VOL", "", "", "0.4", "V", "IOL = 3 mA"],
            ["SCL clock frequency", "fSCL", "", "", "400", "kHz", ""],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Section 6.  Instruction Set Architecture", 10.5, rule=True)
    s.table(
        [Col("Instruction", 190), Col("Opecode", 90, "C"), Col("Comments", 219)],
        [
            ["Power Down", "0000_0000", "no active state"],
            ["Power On", "0000_0001", "waiting for measurement command"],
            ["Reset", "0000_0111", "clears the data register (power on only)"],
            ["Continuously H-Resolution Mode", "0001_0000", "1 lx, 120 ms typ."],
            ["Continuously H-Resolution Mode2", "0001_0001", "0.5 lx, 120 ms typ."],
            ["Continuously L-Resolution Mode", "0001_0011", "4 lx, 16 ms typ."],
            ["One Time H-Resolution Mode", "0010_0000", "power down after measurement"],
            ["Change Measurement time (High)", "01000_MT[7,6,5]", "MTreg 31 ... 254"],
        ],
        7.5,
    )
    s.heading("Section 7.  Slave Address", 10.5, rule=True)
    s.para(
        "The slave address is set by the ADDR pin. ADDR = 'L' (ADDR " + LE + " 0.3VCC): "
        "0100011 (0x23). ADDR = 'H' (ADDR " + GE + " 0.7VCC): 1011100 (0x5C). The bytes "
        "0x46 / 0x47 and 0xB8 / 0xB9 seen on a logic analyser already include the R/W bit. "
        "ADDR must not be left open.",
        8.5,
    )
    s.heading("Section 8.  Measurement Range", 10.5, rule=True)
    s.para(
        "In H-resolution mode with the default MTreg (69) the range is 1 to 65535 lx. "
        "With MTreg set to its minimum (31) the upper limit extends to 100000 lx in "
        "H-resolution mode at a resolution of 2.2 lx; with MTreg at 254 the resolution "
        "improves to 0.27 lx but the upper limit drops to 17000 lx.",
        8.5,
    )
    s.heading("Section 9.  Notes for Use", 10.5, rule=True)
    s.bullets(
        [
            "The inputs are not 5 V tolerant. DVI must not exceed VCC.",
            "The sensor has no internal pull-ups; connect SCL and SDA to DVI through 2.2 k"
            + OHM
            + " to 10 k"
            + OHM
            + ".",
            "Apply DVI together with or after VCC. Keep DVI low for 1 " + MU + "s after "
            "power-up to reset the sensor.",
            "The package is not sealed against moisture; use a window for outdoor use.",
        ],
        8.5,
    )
    s.heading("Section 10.  Ordering Information", 10.5, rule=True)
    s.table(
        [Col("Part No.", 130), Col("Package", 150), Col("Size", 110, "C"), Col("Packing", 109)],
        [
            ["LXS3021-W", "WSOF6, clear mould", "3.0 x 1.6 mm", "3000 / reel"],
            ["LXS3021-D", "DFN6, clear mould", "2.0 x 2.0 mm", "3000 / reel"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2022-04-11", "1.0", "New release"], ["2024-01-15", "2.0", "DFN6 package added"]],
        (90, 60, 349),
    )
    return save(s, out / "lxs3021.pdf")
