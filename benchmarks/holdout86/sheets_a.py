"""Hold-out 86 datasheets, part 1: a colour sensor IC (I2C), a 12-bit DAC breakout (I2C),
a laser distance module (UART) and a 12 V peristaltic pump.

An Oregon fabless optical-sensor "Production Data" sheet (key features beside the
description, absolute maximum rows named like the recommended ones, a supply-current
parameter over three rows of which two are unnamed, symbol-only I2C levels, an optical
table with one column per channel, a register map and ordering table as decoys), a
Malay / English maker-shop breakout sheet (bilingual names wrapped over two lines, a
table whose columns are supply voltages, limits in a "Soalan lazim / FAQ"), a Chengdu
laser-ranging house user manual (lettered sections, one column per range version,
a command table and a baud-rate list, cautions holding the 5 V limit) and a Changzhou
pump-factory specification for approval (document control box, a flow table with
one column per tube size, starting vs rated current, a test-conditions line).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
TIMES = "\u00d7"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------------------ colour sensor IC (Oregon)
def tcv3471(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="CASCADIA OPTOSENSE, INC.",
        header_right="TCV3471  |  Digital Color Sensor",
        footer_left="Document 9000-3471  Rev. B  -  Production Data  -  Beaverton, Oregon",
        footer_right="{page} | {nb}",
        table_fill=(222, 236, 226),
        accent=(20, 90, 50),
        rule_color=(20, 90, 50),
        grid=False,
    )
    s = Sheet(style, "TCV3471 digital color sensor")
    s.add_page()
    s.title_block(
        "TCV3471",
        "Digital RGB + Clear Color Light Sensor with I" + "\u00b2" + "C Interface",
        "Production Data  -  ODFN-6 package, 2.0 mm " + TIMES + " 2.4 mm " + TIMES + " 0.65 mm",
        22,
    )

    def left() -> None:
        s.heading("General Description", 10)
        s.para(
            "The TCV3471 converts light into four 16-bit digital values: red, green, blue "
            "and clear (unfiltered). Gain and integration time are programmable, so the same "
            "part reads a dim room and a sunlit window. An on-chip state machine puts the "
            "device into a low-power wait state between measurements. The TCV3471 answers on "
            "the fixed 7-bit slave address 0x39; the address cannot be changed, so only one "
            "device can sit on a bus without a multiplexer. The ID register (0x12) returns "
            "0x4D; this is a part identifier and not an address.",
            8,
        )

    def right() -> None:
        s.heading("Key Features", 10)
        s.bullets(
            [
                "Red, green, blue and clear channels, 16-bit each",
                "Gain 1" + TIMES + ", 4" + TIMES + ", 16" + TIMES + ", 60" + TIMES,
                "Integration time 2.4 ms to 614 ms",
                "I" + "\u00b2" + "C Fast-mode serial bus, up to 400 kHz",
                "Interrupt output with thresholds",
                "1.8 V logic compatible bus pins",
                "TCV3471-IR: IR-blocking filter on die",
            ],
            8,
        )

    s.side_by_side(left, right, 265, box=True)
    s.heading("Absolute Maximum Ratings", 10, rule=True)
    s.para(
        "Over operating free-air temperature range (unless otherwise noted). Stresses "
        "beyond those listed may cause permanent damage. These are stress ratings only.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "-0.3", "3.8", "V"],
            ["Digital input voltage (SCL, SDA)", "V_{I}", "-0.3", "3.8", "V"],
            ["Output current (SDA, INT)", "I_{O}", "-1", "20", "mA"],
            ["Storage temperature", "T_{stg}", "-40", "85", DEG],
            ["ESD, human body model", "", "", PM + "2000", "V"],
        ],
        7.5,
    )
    s.heading("Recommended Operating Conditions", 10, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Nom", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "2.7", "3.0", "3.6", "V"],
            ["Operating free-air temperature", "T_{A}", "-30", "", "85", DEG],
        ],
        7.5,
    )
    s.heading("Operating Characteristics", 10, rule=True)
    s.para("VDD = 3.0 V, TA = 25 " + DEG + " (unless otherwise noted)", 7.5)
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 45, "C"),
            Col("Test Conditions", 135),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply current", "I_{DD}", "Active (PON = 1, AEN = 1)", "", "235", "330", MU + "A"],
            ["", "", "Wait state", "", "65", "", MU + "A"],
            ["", "", "Sleep state, no bus activity", "", "2.5", "10", MU + "A"],
            ["", "V_{OL}", "INT, SDA; 3 mA sink", "0", "", "0.4", "V"],
            ["", "V_{IH}", "SCL, SDA", "1.26", "", "", "V"],
            ["", "V_{IL}", "SCL, SDA", "", "", "0.54", "V"],
            ["Input leakage current", "I_{LEAK}", "", "-5", "", "5", MU + "A"],
            ["ADC resolution", "", "per channel", "", "16", "", "bit"],
        ],
        7.5,
    )
    s.para(
        "Application note: SCL and SDA pull-up resistors may be returned to any rail from "
        "1.62 V up to VDD. The bus pins are not 5 V tolerant; with a 5 V host use a level "
        "translator.",
        7.5,
    )

    s.add_page()
    s.heading("Optical Characteristics", 10, rule=True)
    s.para(
        "VDD = 3.0 V, TA = 25 " + DEG + ", gain 16" + TIMES + ", ATIME = 0xF6 (24 ms), "
        "TCV3471 (no IR filter). Irradiance responsivity Re in counts/("
        + MU
        + "W/cm"
        + "\u00b2"
        + ").",
        7.5,
    )
    s.table(
        [
            Col("Source", 140),
            Col("Red", 70, "C"),
            Col("Green", 70, "C"),
            Col("Blue", 70, "C"),
            Col("Clear", 70, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["465 nm LED", "7", "22", "110", "170", "counts"],
            ["525 nm LED", "18", "120", "35", "190", "counts"],
            ["615 nm LED", "115", "12", "9", "205", "counts"],
            ["Dark ADC count, 24 ms", "0 ... 3", "0 ... 3", "0 ... 3", "0 ... 5", "counts"],
        ],
        7.5,
    )
    s.heading("Timing Characteristics", 10, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Clock frequency (I" + "\u00b2" + "C only)", "f_{SCL}", "0", "", "400", "kHz"],
            ["Bus free time between start and stop", "t_{BUF}", "1.3", "", "", MU + "s"],
            ["Integration time step", "", "2.27", "2.4", "2.56", "ms"],
            ["Wait time step (WLONG = 0)", "", "", "2.4", "", "ms"],
            ["Power-on to ready (PON = 1)", "", "", "2.4", "", "ms"],
        ],
        7.5,
    )
    s.heading("Register Set", 10, rule=True)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 90), Col("Function", 259), Col("Reset", 80, "C")],
        [
            ["0x00", "ENABLE", "Power on, ADC enable, wait enable", "0x00"],
            ["0x01", "ATIME", "Integration time", "0xFF"],
            ["0x03", "WTIME", "Wait time", "0xFF"],
            ["0x0F", "CONTROL", "Gain select", "0x00"],
            ["0x12", "ID", "Device identification", "0x4D"],
            ["0x13", "STATUS", "Interrupt and valid flags", "0x00"],
            ["0x14 - 0x1B", "CDATA ... BDATA", "Clear, red, green, blue data (low, high)", "0x00"],
        ],
        7.5,
    )
    s.heading("Ordering Information", 10, rule=True)
    s.table(
        [
            Col("Ordering code", 130),
            Col("Package", 80, "C"),
            Col("Filter", 150),
            Col("Delivery", 139),
        ],
        [
            ["TCV3471FN", "ODFN-6", "none", "3000 pcs tape and reel"],
            ["TCV3471FN-IR", "ODFN-6", "IR-blocking", "3000 pcs tape and reel"],
            ["TCV3471EVM", "-", "evaluation board", "1 pc"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2022-03-09", "A", "Initial release"], ["2023-11-20", "B", "Sleep current max added"]],
        (90, 60, 349),
    )
    return save(s, out / "tcv3471.pdf")


# ------------------------------------------------------------ 12-bit DAC breakout (Malay / English)
def dac12(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Bengkel Litar Sdn. Bhd.  -  Johor Bahru",
        header_right="BL-DAC12 Helaian data / Data sheet",
        footer_left="BL-DAC12 / BL-DAC12-2  -  versi 1.3  -  Harga / Price RM 18.90",
        footer_right="Halaman {page} / {nb}",
        table_fill=(240, 224, 224),
        accent=(120, 20, 30),
        rule_color=(120, 20, 30),
        grid=True,
    )
    s = Sheet(style, "BL-DAC12 12-bit I2C DAC breakout")
    s.add_page()
    s.title_block(
        "BL-DAC12",
        "Papan DAC 12-bit I2C / 12-bit I2C DAC breakout board",
        "Satu saluran (BL-DAC12) atau dua saluran (BL-DAC12-2) / one channel (BL-DAC12) or two "
        "channels (BL-DAC12-2), EEPROM, output rail-to-rail",
        20,
    )
    s.heading("1. Penerangan / Description", 10)
    s.para(
        "Papan kecil ini membawa cip DAC 12-bit dengan EEPROM. This small board carries a "
        "12-bit voltage-output DAC with EEPROM, so the output comes back to the stored code "
        "after power-up. The output swings from near 0 V to near VCC: the DAC reference is "
        "VCC itself, so the output is only as clean and accurate as your supply. Alamat I2C / "
        "I2C address: 0x60 as shipped; close solder jumper A0 for 0x61. The BL-DAC12-2 has two "
        "chips on 0x60 and 0x61 and cannot be changed.",
        8,
    )
    s.heading("2. Keadaan kendalian / Operating conditions", 10)
    s.table(
        [
            Col("Parameter", 205),
            Col("Simbol", 45, "C"),
            Col("Min.", 45, "C"),
            Col("Tip. / Typ.", 55, "C"),
            Col("Maks. / Max.", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Voltan bekalan /\nSupply voltage", "VCC", "2.7", "5.0", "5.5", "V"],
            [
                "Voltan bekalan, had mutlak /\nSupply voltage, absolute limit",
                "VCC",
                "-0.3",
                "",
                "6.5",
                "V",
            ],
            ["Suhu kendalian papan /\nBoard operating temperature", "TA", "-20", "", "+70", DEG],
            ["Frekuensi jam I2C /\nI2C clock frequency", "fSCL", "", "", "400", "kHz"],
            [
                "Julat voltan keluaran /\nOutput voltage swing",
                "VOUT",
                "0.01",
                "",
                "VCC - 0.04",
                "V",
            ],
            ["Arus keluaran /\nOutput current (source or sink)", "IOUT", "", "", "5", "mA"],
        ],
        7.5,
    )
    s.para(
        "Nota: the DAC chip alone is rated -40 ... +85 " + DEG + "; the limit above is set by the "
        "board's capacitors and jumper glue.",
        7.5,
    )
    s.heading("3. Arus bekalan mengikut VCC / Supply current by VCC", 10)
    s.para(
        "Satu saluran, keluaran tanpa beban / one channel, output unloaded, TA = 25 " + DEG + ".",
        7.5,
    )
    s.table(
        [
            Col("Keadaan / Condition", 200),
            Col("VCC = 2.7 V", 75, "C"),
            Col("VCC = 3.3 V", 75, "C"),
            Col("VCC = 5.0 V", 75, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Aktif, tipikal / Active, typical", "150", "170", "210", MU + "A"],
            ["Aktif, maksimum / Active, maximum", "250", "270", "400", MU + "A"],
            ["Mati kuasa / Power-down, typical", "0.06", "0.07", "0.09", MU + "A"],
            ["LED kuasa / Power LED (remove R5 to save)", "0.4", "0.7", "1.3", "mA"],
        ],
        7.5,
    )
    s.heading("4. Prestasi / Performance (VCC = 5.0 V)", 10)
    s.table(
        [Col("Parameter", 230), Col("Nilai / Value", 150, "C"), Col("Unit", 119, "C")],
        [
            ["Resolusi / Resolution", "12", "bit"],
            ["Ralat kelinearan / INL", PM + "2 (typ.)", "LSB"],
            ["Masa pengenapan / Settling time, 1/4 to 3/4 scale", "6", MU + "s"],
            ["Kadar kemas kini maks. / Max. update rate at 400 kHz", "about 20", "kHz"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("5. Pin / Pinout", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Nama / Name", 90, "C"), Col("Fungsi / Function", 349)],
        [
            ["1", "VCC", "Bekalan / supply 2.7 - 5.5 V (also the DAC reference)"],
            ["2", "GND", "Bumi / ground"],
            ["3", "SCL", "I2C clock, 10 k pull-up to VCC on board"],
            ["4", "SDA", "I2C data, 10 k pull-up to VCC on board"],
            ["5", "VOUT", "Keluaran analog / analog output (VOUTB on pin 6 of the -2)"],
        ],
        7.5,
    )
    s.heading("6. Perintah / Command bytes", 10)
    s.table(
        [Col("Byte", 80, "C"), Col("Perintah / Command", 240), Col("Bit", 179, "C")],
        [
            ["0x40", "Write DAC register", "C2 C1 C0 = 010"],
            ["0x60", "Write DAC register and EEPROM", "C2 C1 C0 = 011"],
            ["0x06", "General call reset", "-"],
            ["0x09", "General call wake-up", "-"],
        ],
        7.5,
    )
    s.heading("7. Soalan lazim / FAQ", 10)
    s.para(
        "S: Boleh guna dengan Arduino 5 V? / Q: Can I use it with a 5 V Arduino?  J / A: Ya / "
        "Yes. Power the board from the Arduino 5V pin; the pull-ups then go to 5 V and the "
        "output spans 0 - 5 V.",
        8,
    )
    s.para(
        "S / Q: With an ESP32 or Raspberry Pi?  J / A: Power VCC from 3.3 V, not 5 V, because "
        "the on-board pull-ups go to VCC and would put 5 V on the 3.3 V pins. The output "
        "then spans 0 - 3.3 V.",
        8,
    )
    s.para(
        "S / Q: Can it drive a motor or a LED directly?  J / A: No. 5 mA is the limit; use a "
        "transistor or op-amp buffer.",
        8,
    )
    s.para(
        "S / Q: Can I get 0 - 10 V for a VFD or LED dimmer?  J / A: Not from this board. The "
        "output can never be above VCC; add an op-amp stage with gain.",
        8,
    )
    s.para(
        "S / Q: Berapa ketepatan mutlak? / What is the absolute accuracy?  J / A: It follows "
        "VCC. A 5.00 V supply that is really 4.90 V gives a 2 % lower output.",
        8,
    )
    s.heading("8. Sejarah / History", 10)
    revision_table(
        s,
        [
            ["2021-08-02", "1.0", "Keluaran pertama / first release"],
            ["2023-02-14", "1.3", "BL-DAC12-2 ditambah / two-channel version added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "bl-dac12.pdf")


# ------------------------------------------------------------ laser distance module (Chengdu)
def lrx(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Chengdu Lingrui Photoelectric Technology Co., Ltd.",
        header_right="LRX Series Laser Distance Module  -  User Manual V2.3",
        footer_left="www.lingrui-laser.example  |  Tel +86-28-8555-0147",
        footer_right="{page}",
        table_fill=(215, 228, 245),
        accent=(20, 60, 140),
        rule_color=(20, 60, 140),
        grid=True,
    )
    s = Sheet(style, "LRX-40 / LRX-80 laser distance module")
    s.add_page()
    s.title_block(
        "LRX-40 / LRX-80",
        "Laser Distance Measuring Module with TTL Serial Port",
        "Phase-shift ranging, 635 nm red laser, Class 2. LRX-40: up to 40 m; LRX-80: up to 80 m.",
        20,
    )
    s.heading("A. Overview", 10.5)
    s.para(
        "The LRX module measures distance by the phase of a modulated red laser and reports "
        "the result over a 3.3 V TTL serial port. Three measuring modes are offered: slow "
        "(best accuracy), auto and fast. The serial port works at 19200 bps, 8 data bits, no "
        "parity, 1 stop bit as delivered; other rates are set with the baud command (section D). "
        "Distances are returned in millimetres in ASCII.",
        8,
    )
    s.heading("B. Technical Specifications", 10.5)
    s.table(
        [
            Col("Item", 170),
            Col("LRX-40", 110, "C"),
            Col("LRX-80", 110, "C"),
            Col("Remark", 109, "C"),
        ],
        [
            ["Measuring range, white target", "0.03 - 40 m", "0.05 - 80 m", "indoor"],
            ["Measuring range, grey target (18 %)", "0.03 - 25 m", "0.05 - 50 m", "indoor"],
            ["Accuracy", PM + "2 mm", PM + "3 mm", "slow mode, note 1"],
            ["Resolution", "1 mm", "1 mm", ""],
            ["Measuring time", "0.1 - 3 s", "0.15 - 4 s", "depends on target"],
            ["Measuring frequency, fast mode", "10 Hz", "5 Hz", "continuous"],
            ["Laser", "635 nm, < 1 mW", "635 nm, < 1 mW", "Class 2"],
            ["Supply voltage", "DC 3.0 - 3.6 V", "DC 3.0 - 3.6 V", "3.3 V typ."],
            ["Current, measuring", "90 mA", "130 mA", "laser on"],
            ["Current, standby", "15 mA", "15 mA", "laser off"],
            ["Current, power off (PWR_EN low)", "10 " + MU + "A", "10 " + MU + "A", ""],
            ["Operating temperature", "0 - 40 " + DEG, "0 - 40 " + DEG, ""],
            ["Storage temperature", "-25 - 60 " + DEG, "-25 - 60 " + DEG, ""],
            [
                "Size",
                "45 " + TIMES + " 25 " + TIMES + " 12 mm",
                "48 " + TIMES + " 26 " + TIMES + " 13 mm",
                "",
            ],
            ["Weight", "9 g", "11 g", ""],
        ],
        7.5,
    )
    s.para(
        "Note 1: Accuracy applies to a white target in slow mode at 25 " + DEG + ". In strong "
        "sunlight, on dark or shiny targets or beyond 30 m the error can grow to " + PM + "(3 mm + "
        "D " + TIMES + " 0.1 mm/m).",
        7.5,
    )
    s.heading("C. Interface", 10.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Description", 389)],
        [
            ["1", "VCC", "Power input, 3.3 V"],
            ["2", "GND", "Ground"],
            ["3", "TXD", "Module transmit, 3.3 V TTL"],
            ["4", "RXD", "Module receive, 3.3 V TTL"],
            ["5", "PWR_EN", "High or open: on; low: module off"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("D. Command List", 10.5)
    s.para("All commands are ASCII, ending with carriage return (0x0D).", 8)
    s.table(
        [Col("Command", 90, "C"), Col("Function", 230), Col("Reply example", 179)],
        [
            ["D", "Single measurement, auto mode", "D: 1.234m,0079"],
            ["M", "Single measurement, slow mode", "M: 12.345m,0102"],
            ["F", "Single measurement, fast mode", "F: 0.512m,0250"],
            ["C", "Continuous fast measurement", "F: ... every 100 ms"],
            ["O / X", "Laser on / laser off", "O,OK / X,OK"],
            ["B n", "Set baud rate, n = 1 ... 4", "B,OK (takes effect after reset)"],
            ["S", "Read temperature and supply", "S: 25.0'C,3.3V"],
        ],
        7.5,
    )
    s.para(
        "Baud rate codes for the B command: 1 = 9600, 2 = 19200 (default), 3 = 38400, "
        "4 = 115200 bps.",
        8,
    )
    s.heading("E. Cautions", 10.5)
    s.bullets(
        [
            "Supply must not exceed 3.8 V. Do not connect VCC to 5 V: the laser diode driver "
            "will be damaged and this is not covered by warranty.",
            "TXD and RXD are 3.3 V levels. RXD is not 5 V tolerant; with a 5 V Arduino put a "
            "divider (e.g. 1 k / 2 k) or level shifter on RXD.",
            "At switch-on the module draws up to 300 mA for about 5 ms; use a supply that can "
            "deliver it, with at least 100 " + MU + "F near VCC.",
            "Do not look into the beam. Class 2 laser product.",
            "The module is not waterproof or dust-proof; mount it behind a clean window.",
        ],
        8,
    )
    s.heading("F. Frequently asked questions", 10.5)
    s.para(
        "Q: Can the module measure through glass?  A: Yes, through clean, uncoated glass at "
        "an angle of a few degrees; expect a shorter range.",
        8,
    )
    s.para(
        "Q: Does the module work outdoors in daylight?  A: It works, but the range in bright "
        "sunlight is not specified and is usually much shorter than the indoor values.",
        8,
    )
    s.para(
        "Q: How many modules can share one serial port?  A: One. The protocol has no address.",
        8,
    )
    s.heading("G. Revision", 10.5)
    revision_table(
        s,
        [["2022-05-18", "V2.2", "LRX-80 added"], ["2023-09-01", "V2.3", "Power-off current"]],
        (90, 60, 349),
    )
    return save(s, out / "lrx.pdf")


# ------------------------------------------------------------ 12 V peristaltic pump (Changzhou)
def kpp12(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Changzhou Hengliu Pump Co., Ltd.",
        header_right="Specification for Approval  -  KPP-12D",
        footer_left="Spec. No. HL-SP-2023-0412  Rev. 02",
        footer_right="Page {page} of {nb}",
        table_fill=(225, 225, 225),
        accent=(40, 40, 40),
        rule_color=(60, 60, 60),
        grid=True,
    )
    s = Sheet(style, "KPP-12D peristaltic pump specification")
    s.add_page()
    s.title_block(
        "KPP-12D Peristaltic Pump",
        "DC 12 V brushed motor, 3-roller head, quick-change tube",
        "Models: KPP-12D-S (silicone tube), KPP-12D-P (PharMed" + "\u00ae" + " BPT tube)",
        18,
    )
    s.table(
        [
            Col("Customer", 100),
            Col("", 150),
            Col("Drawn", 80),
            Col("Checked", 80),
            Col("Approved", 89),
        ],
        [["Customer P/N", "", "Z. Wei", "L. Hua", "Q. Ming"]],
        7.5,
        show_head=True,
    )
    s.heading("1. Test conditions", 10.5)
    s.para(
        "Unless otherwise stated all values were measured at 25 " + PM + " 3 " + DEG + ", 45 - 75 "
        "%RH, rated voltage DC 12.0 V, pumping water at 20 " + DEG + ", with the pump head "
        "horizontal and 0 kPa back pressure.",
        8,
    )
    s.heading("2. Electrical characteristics", 10.5)
    s.table(
        [
            Col("No.", 30, "C"),
            Col("Item", 190),
            Col("Specification", 150, "C"),
            Col("Remark", 129),
        ],
        [
            ["2.1", "Rated voltage", "DC 12.0 V", ""],
            ["2.2", "Operating voltage range", "DC 6.0 ~ 13.2 V", "flow scales with voltage"],
            ["2.3", "Rated current", LE + " 300 mA", "at rated voltage, water"],
            ["2.4", "No-load current", LE + " 150 mA", "tube removed"],
            ["2.5", "Starting current", LE + " 900 mA", "< 50 ms"],
            ["2.6", "Rated power", "3.6 W", ""],
            ["2.7", "Insulation resistance", GE + " 10 M" + "\u03a9", "DC 500 V"],
            ["2.8", "Direction", "CW / CCW", "reverse polarity to reverse"],
        ],
        7.5,
    )
    s.heading("3. Flow characteristics", 10.5)
    s.para("Flow at DC 12.0 V by tube size (inner diameter x outer diameter).", 8)
    s.table(
        [
            Col("Item", 160),
            Col("1 x 3 mm", 85, "C"),
            Col("2 x 4 mm", 85, "C"),
            Col("3 x 5 mm", 85, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Flow rate, KPP-12D-S", "20", "60", "100", "ml/min"],
            ["Flow rate, KPP-12D-P", "18", "55", "90", "ml/min"],
            ["Max. suction lift", "2", "1.5", "1", "m"],
            ["Max. discharge pressure", "100", "80", "60", "kPa"],
        ],
        7.5,
    )
    s.para(
        "Flow tolerance " + PM + "10 %. The 2 x 4 mm tube is fitted as standard; other sizes need "
        "the matching pump head.",
        8,
    )

    s.add_page()
    s.heading("4. Mechanical and environmental", 10.5)
    s.table(
        [Col("No.", 30, "C"), Col("Item", 190), Col("Specification", 150, "C"), Col("Remark", 129)],
        [
            ["4.1", "Motor speed (no load)", "260 rpm " + PM + " 10 %", "gearbox 1:30"],
            ["4.2", "Noise", LE + " 60 dB(A)", "at 30 cm"],
            ["4.3", "Operating temperature", "0 ~ 40 " + DEG, "liquid not frozen"],
            ["4.4", "Storage temperature", "-10 ~ 60 " + DEG, ""],
            ["4.5", "Operating humidity", LE + " 85 %RH", "no condensation"],
            ["4.6", "Weight", "95 g", "with tube"],
            ["4.7", "Duty", "continuous", "S1"],
        ],
        7.5,
    )
    s.heading("5. Life", 10.5)
    s.table(
        [Col("No.", 30, "C"), Col("Item", 190), Col("Specification", 150, "C"), Col("Remark", 129)],
        [
            ["5.1", "Motor life", GE + " 1000 h", "continuous, rated voltage"],
            ["5.2", "Tube life, KPP-12D-S", "about 300 h", "replace tube"],
            ["5.3", "Tube life, KPP-12D-P", "about 1000 h", "replace tube"],
        ],
        7.5,
    )
    s.heading("6. Tube chemical compatibility (reference)", 10.5)
    s.table(
        [Col("Liquid", 160), Col("Silicone (-S)", 170, "C"), Col("PharMed BPT (-P)", 169, "C")],
        [
            ["Water, nutrient solution", "good", "good"],
            ["Ethanol 70 %", "fair", "good"],
            ["Dilute acids", "fair", "good"],
            ["Oils, fuels, solvents", "not suitable", "not suitable"],
        ],
        7.5,
    )
    s.heading("7. Notes", 10.5)
    s.bullets(
        [
            "The motor is a brushed DC motor. Fit a flyback diode when switching it with a "
            "transistor or MOSFET, and a 100 nF capacitor across the terminals to reduce noise.",
            "Speed control by PWM is possible (1 - 20 kHz). Below DC 6 V the pump may not start.",
            "The pump is not self-protecting: a blocked outlet raises the current to the "
            "starting value.",
            "Not for food or medical use without the customer's own approval.",
        ],
        8,
    )
    revision_table(
        s,
        [["2023-04-12", "01", "New"], ["2023-10-30", "02", "PharMed tube model added"]],
        (90, 60, 349),
    )
    return save(s, out / "kpp-12d.pdf")
