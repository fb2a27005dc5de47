"""Hold-out 107 datasheets, part 1: an ambient light sensor IC, a USB-UART bridge IC, a
step-down converter module and a PIR motion sensor module.

A Raleigh opto-semiconductor data sheet (rules only, a resolution matrix and a maximum-
illuminance matrix of the same shape per gain and integration time, a typ.-only
power-saving-mode table, the fixed address beside its 8-bit write / read bytes), a
Zhongshan IC-house data sheet in English (operating temperature per supply inside the
absolute maximum table, stacked 5 V / 3.3 V values in one cell, the V3 pin rules in
prose, ordering and USB-descriptor decoys), a Friulian / English module leaflet (wrapped
bilingual names, continuous vs peak output current, a table whose columns are input
voltages, a fixed 5 V version) and a Windhoek maker-shop product sheet (two versions,
prose limits, a FAQ, jumper and pot tables).
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


# ------------------------------------------------------ ambient light sensor (Raleigh)
def qla7702(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="QUILLON PHOTONICS",
        header_right="QLA7702  www.example.com/quillon",
        footer_left="Document Number: QP-84217   Rev. 1.2, 11-Mar-2024   "
        "For technical questions: sensors@example.com",
        footer_right="{page}",
        table_fill=(228, 232, 214),
        accent=(86, 96, 30),
        grid=False,
    )
    s = Sheet(style, "QLA7702 ambient light sensor")
    s.add_page()
    s.title_block(
        "QLA7702",
        "High Accuracy Ambient Light Sensor With I2C Interface",
        "16-bit digital output, 4-pin top-view package 6.8 mm x 2.35 mm x 3.0 mm",
        20,
    )

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Integrated photodiode, amplifier and 16-bit A/D converter",
                "Supply voltage range VDD: 2.5 V to 3.6 V",
                "I2C bus (SMBus compatible), standard and fast mode",
                "Detects 0 lx up to about 140 000 lx",
                "Human-eye-like spectral response",
                "Low power shut-down: 0.5 " + MU + "A typ.",
                "Floor life: 168 h, MSL 3",
            ],
            8,
        )

    def right() -> None:
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The QLA7702 is a high accuracy ambient light digital sensor in a clear "
            "top-view package. It needs no external components other than the bus "
            "pull-ups and a 100 nF bypass capacitor. The 7-bit slave address is fixed at "
            "0x10; it cannot be changed. On a bus analyser the address byte reads 0x20 "
            "for a write and 0x21 for a read. SDA and SCL are open-drain; pull them up to "
            "a rail between 1.8 V and 3.6 V, never to 5 V.",
            8,
        )
        s.heading("APPLICATIONS", 9.5)
        s.bullets(["Display backlight control", "Street and garden lighting", "Smart home"], 8)

    s.side_by_side(left, right, 235)
    s.heading("ABSOLUTE MAXIMUM RATINGS (Tamb = 25 " + DEG + ", unless otherwise specified)", 9.5)
    s.table(
        [
            Col("PARAMETER", 170),
            Col("TEST CONDITION", 105),
            Col("SYMBOL", 55, "C"),
            Col("MIN.", 50, "C"),
            Col("MAX.", 50, "C"),
            Col("UNIT", 69, "C"),
        ],
        [
            ["Supply voltage", "", "VDD", "0", "4.0", "V"],
            ["Operation temperature range", "", "Tamb", "-25", "+85", DEG],
            ["Storage temperature range", "", "Tstg", "-25", "+85", DEG],
            ["Junction temperature", "", "Tj", "", "100", DEG],
            ["Total power dissipation", "Tamb " + LE + " 25 " + DEG, "Ptot", "", "50", "mW"],
        ],
        7.5,
    )
    s.heading("BASIC CHARACTERISTICS (Tamb = 25 " + DEG + ", unless otherwise specified)", 9.5)
    s.table(
        [
            Col("PARAMETER", 150),
            Col("TEST CONDITION", 125),
            Col("SYMBOL", 55, "C"),
            Col("MIN.", 40, "C"),
            Col("TYP.", 40, "C"),
            Col("MAX.", 40, "C"),
            Col("UNIT", 49, "C"),
        ],
        [
            ["Supply voltage", "", "VDD", "2.5", "3.3", "3.6", "V"],
            ["Supply current", "VDD = 3.3 V, ALS_SD = 0", "IDD", "", "45", "", MU + "A"],
            ["Shut down current", "VDD = 3.3 V, ALS_SD = 1", "IDD", "", "0.5", "", MU + "A"],
            ["I2C clock rate range", "", "fSCL", "10", "", "400", "kHz"],
            ["", "VDD = 3.3 V", "VIH", "1.3", "", "", "V"],
            ["", "VDD = 3.3 V", "VIL", "", "", "0.4", "V"],
            ["Digital resolution", "gain x 2, IT = 800 ms", "", "", "0.0042", "", "lx/ct"],
            ["Dark offset", "gain x 2, IT = 100 ms", "", "", "3", "", "counts"],
        ],
        7.5,
    )
    s.heading("POWER SAVING MODES (typical values, VDD = 3.3 V, IT = 100 ms)", 9.5)
    s.table(
        [
            Col("MODE", 90, "C"),
            Col("PSM BITS", 90, "C"),
            Col("REFRESH TIME (ms)", 150, "C"),
            Col("IDD (" + MU + "A)", 169, "C"),
        ],
        [
            ["PSM 1", "00", "600", "21"],
            ["PSM 2", "01", "1100", "15"],
            ["PSM 3", "10", "2100", "10"],
            ["PSM 4", "11", "4100", "6"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("RESOLUTION AND MAXIMUM DETECTION RANGE", 9.5)
    s.para(
        "The resolution depends on the programmed gain (ALS_GAIN) and integration time "
        "(ALS_IT). Table 1 lists the lux value of one count; Table 2 lists the highest "
        "illuminance that can be measured before the 16-bit output saturates.",
        8,
    )
    gains = [
        Col("ALS_IT", 99, "C"),
        Col("GAIN x 2", 100, "C"),
        Col("GAIN x 1", 100, "C"),
        Col("GAIN x 1/4", 100, "C"),
        Col("GAIN x 1/8", 100, "C"),
    ]
    s.caption("Table 1 - Resolution (lx/count)")
    s.table(
        gains,
        [
            ["800 ms", "0.0042", "0.0084", "0.0336", "0.0672"],
            ["400 ms", "0.0084", "0.0168", "0.0672", "0.1344"],
            ["200 ms", "0.0168", "0.0336", "0.1344", "0.2688"],
            ["100 ms", "0.0336", "0.0672", "0.2688", "0.5376"],
            ["50 ms", "0.0672", "0.1344", "0.5376", "1.0752"],
            ["25 ms", "0.1344", "0.2688", "1.0752", "2.1504"],
        ],
        7.5,
    )
    s.caption("Table 2 - Maximum possible illuminance (lx)")
    s.table(
        gains,
        [
            ["800 ms", "275", "550", "2202", "4404"],
            ["400 ms", "550", "1101", "4404", "8808"],
            ["200 ms", "1101", "2202", "8808", "17 616"],
            ["100 ms", "2202", "4404", "17 616", "35 232"],
            ["50 ms", "4404", "8808", "35 232", "70 463"],
            ["25 ms", "8808", "17 616", "70 463", "140 926"],
        ],
        7.5,
    )
    s.heading("COMMAND REGISTER FORMAT", 9.5)
    s.table(
        [
            Col("COMMAND CODE", 90, "C"),
            Col("REGISTER", 100),
            Col("R / W", 50, "C"),
            Col("DEFAULT", 70, "C"),
            Col("DESCRIPTION", 189),
        ],
        [
            ["00h", "ALS_CONF_0", "W", "0x0001", "Gain, integration time, shut down"],
            ["03h", "POWER_SAVING", "W", "0x0000", "PSM mode and enable"],
            ["04h", "ALS", "R", "-", "16-bit ambient light output"],
            ["05h", "WHITE", "R", "-", "16-bit white channel output"],
            ["07h", "ID", "R", "0xC481", "Device ID (LSB 0x81)"],
        ],
        7.5,
    )
    s.heading("PIN DESCRIPTION", 9.5)
    s.table(
        [Col("PIN", 60, "C"), Col("SYMBOL", 80, "C"), Col("FUNCTION", 359)],
        [
            ["1", "SCL", "I2C serial clock input"],
            ["2", "VDD", "Supply voltage"],
            ["3", "GND", "Ground"],
            ["4", "SDA", "I2C serial data, open drain"],
        ],
        7.5,
    )
    s.para(
        "Power-up: after VDD rises above 2.5 V wait at least 2.5 ms before the first I2C "
        "command. The sensor starts in shut-down mode (ALS_SD = 1).",
        8,
    )
    revision_table(
        s,
        [
            ["2023-06-02", "1.0", "First release"],
            ["2024-03-11", "1.2", "Table 2 values rounded; PSM currents added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "qla7702.pdf")


# ------------------------------------------------------- USB-UART bridge (Zhongshan)
def kq341(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Zhongshan Kaiqin Microelectronics Co., Ltd.",
        header_right="KQ341 Datasheet  Version 2.1",
        footer_left="http://www.example.cn/kq341",
        footer_right="{page}",
        table_fill=(236, 236, 236),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "KQ341 USB to serial port chip")
    s.add_page()
    s.title_block("KQ341", "USB to Serial Port Chip  (KQ341T / KQ341K / KQ341E)", "", 20)
    s.heading("1. Overview", 10.5)
    s.para(
        "KQ341 is a USB bus adapter chip. It converts the USB bus into a standard serial "
        "port (UART). In serial mode it provides the MODEM signals so that a computer "
        "can be extended with a COM port or an old serial device can be upgraded to USB. "
        "KQ341T needs an external 12 MHz crystal; KQ341K and KQ341E have a built-in "
        "clock and need no crystal.",
        8.5,
    )
    s.heading("2. Features", 10.5)
    s.bullets(
        [
            "Full-speed USB device interface, compatible with USB V2.0.",
            "Emulates a standard serial port; baud rate from 50 bps to 2 Mbps.",
            "Hardware full duplex serial port with built-in transmit and receive buffers.",
            "Supports RTS, DTR, CTS, DSR, RI and DCD (KQ341E: RTS and CTS only).",
            "Supports 5 V and 3.3 V power supply voltage.",
            "Drivers for Windows, Linux, macOS and Android.",
        ],
        8.5,
    )
    s.heading("3. Ordering Information", 10.5)
    s.table(
        [
            Col("Part No.", 80, "C"),
            Col("Package", 80, "C"),
            Col("Body width", 80, "C"),
            Col("Clock", 110, "C"),
            Col("Packing", 149, "C"),
        ],
        [
            ["KQ341T", "SOP-16", "3.9 mm", "12 MHz crystal", "2500 pcs / reel"],
            ["KQ341K", "SOP-16", "3.9 mm", "built-in", "2500 pcs / reel"],
            ["KQ341E", "MSOP-10", "3.0 mm", "built-in", "4000 pcs / reel"],
        ],
        8,
    )
    s.heading("4. Pins (SOP-16)", 10.5)
    s.table(
        [
            Col("Pin No.", 55, "C"),
            Col("Name", 55, "C"),
            Col("Type", 60, "C"),
            Col("Description", 329),
        ],
        [
            [
                "16",
                "VCC",
                "POWER",
                "Positive power input, needs a 0.1 " + MU + "F decoupling capacitor",
            ],
            ["1", "GND", "POWER", "Ground, connect to the USB ground"],
            ["4", "V3", "POWER", "Internal 3.3 V supply output / input, see 5.1"],
            ["2", "TXD", "OUT", "Serial data output"],
            ["3", "RXD", "IN", "Serial data input, internal pull-up"],
            ["5, 6", "UD+, UD-", "USB", "USB data lines, connect directly to the USB bus"],
            ["7, 8", "XI, XO", "IN / OUT", "Crystal (KQ341T only); not connected on KQ341K"],
            ["9 ~ 15", "CTS# ~ RTS#", "IN / OUT", "MODEM signals"],
        ],
        8,
    )
    s.heading("5. Function Description", 10.5)
    s.para(
        "5.1 Power supply. With a 5 V supply, connect VCC to 5 V and decouple the V3 pin "
        "with an external 0.1 " + MU + "F capacitor to GND; V3 must not be tied to VCC in "
        "this case. With a 3.3 V supply, connect V3 to VCC, both powered from 3.3 V. "
        "The serial I/O pins swing between GND and VCC: at VCC = 5 V the TXD high level is "
        "close to 5 V; at VCC = 3.3 V the inputs must not be driven above VCC + 0.5 V.",
        8.5,
    )
    s.para(
        "5.2 USB suspend. When the host suspends the bus, KQ341 enters low power mode "
        "automatically; the RI# or any RXD activity can wake up the host.",
        8.5,
    )
    s.add_page()
    s.heading("6. Parameters", 10.5)
    s.caption("6.1 Absolute maximum ratings (stress beyond these values may damage the chip)")
    s.table(
        [
            Col("Name", 50, "C"),
            Col("Parameter description", 220),
            Col("Min.", 70, "C"),
            Col("Max.", 80, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["TA", "Ambient temperature when operating  VCC = 5 V", "-40", "85", DEG],
            ["", "Ambient temperature when operating  VCC = 3.3 V", "-20", "70", DEG],
            ["TS", "Ambient temperature when storing", "-55", "125", DEG],
            ["VCC", "Supply voltage (VCC to power, GND to ground)", "-0.5", "6.0", "V"],
            ["VIO", "Voltage on input or output pins", "-0.5", "VCC + 0.5", "V"],
            ["VIOU", "Voltage on UD+ and UD- pins", "-0.5", "V3 + 0.5", "V"],
        ],
        8,
    )
    s.caption("6.2 Electrical parameters (TA = 25 " + DEG + ", excluding the USB pins)")
    s.table(
        [
            Col("Name", 45, "C"),
            Col("Parameter description", 140),
            Col("Condition", 110, "C"),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            [
                "VCC",
                "Working power supply\nvoltage",
                "V3 not tied to VCC\nV3 tied to VCC",
                "4.0\n3.0",
                "5.0\n3.3",
                "5.3\n3.6",
                "V\nV",
            ],
            [
                "ICC",
                "Working supply current",
                "VCC = 5 V\nVCC = 3.3 V",
                "",
                "12\n6",
                "30\n20",
                "mA\nmA",
            ],
            [
                "ISLP",
                "USB suspend supply\ncurrent",
                "VCC = 5 V\nVCC = 3.3 V",
                "",
                "0.1\n0.05",
                "0.15\n0.1",
                "mA\nmA",
            ],
            ["VIL", "Low level input voltage", "", "-0.5", "", "0.7", "V"],
            ["VIH", "High level input voltage", "", "2.0", "", "VCC + 0.5", "V"],
            ["VOL", "Low level output voltage", "sink 4 mA", "", "", "0.5", "V"],
            ["VOH", "High level output voltage", "source 3 mA", "VCC - 0.5", "", "", "V"],
            ["IUP", "Input current with pull-up", "", "3", "", "150", MU + "A"],
            ["VR", "Power-on reset threshold", "", "2.4", "2.6", "2.8", "V"],
        ],
        8,
    )
    s.caption("6.3 Timing parameters")
    s.table(
        [
            Col("Name", 60, "C"),
            Col("Parameter description", 250),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 79, "C"),
        ],
        [
            ["TPR", "Reset time after power on (ms)", "", "20", "40"],
            ["TSUS", "Time to enter suspend after bus idle (ms)", "", "3", "5"],
        ],
        8,
    )
    s.heading("7. USB Descriptor Defaults", 10.5)
    s.table(
        [Col("Item", 160), Col("Value", 120, "C"), Col("Remark", 219)],
        [
            ["Vendor ID", "0x3A21", "changeable with external EEPROM (KQ341T)"],
            ["Product ID", "0x7341", ""],
            ["Max. power (bMaxPower)", "0x31", "98 mA requested from the host"],
            ["Release number", "0x0264", ""],
        ],
        8,
    )
    s.heading("8. Application Notes", 10.5)
    s.para(
        "For a USB to 3.3 V TTL cable, power KQ341 from a 3.3 V LDO and tie V3 to VCC. "
        "For 5 V TTL levels, power it from VBUS directly and keep the 0.1 " + MU + "F on "
        "V3. The chip does not contain a level shifter.",
        8.5,
    )
    revision_table(
        s,
        [["2022-08-16", "2.0", "KQ341E added"], ["2023-12-05", "2.1", "3.3 V TA range corrected"]],
        (90, 60, 349),
    )
    return save(s, out / "kq341.pdf")


# ---------------------------------------------------- step-down module (Friulian / EN)
def cjr_bk3(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Cjargnel Elettroniche S.r.l. - Udin / Udine",
        header_right="CJR-BK3  Sfuei tecnic / Technical leaflet",
        footer_left="CJR-BK3 sfuei 04 - Dâts cence oblics / data subject to change",
        footer_right="Pagjine {page} di {nb} / Page {page} of {nb}",
        table_fill=(250, 236, 210),
        accent=(170, 80, 0),
        grid=True,
    )
    s = Sheet(style, "CJR-BK3 step-down module")
    s.add_page()
    s.title_block(
        "CJR-BK3  /  CJR-BK3-5",
        "Modul ridusidôr DC-DC 3 A / 3 A DC-DC step-down module",
        "CJR-BK3: jessude regolabile / adjustable output;  CJR-BK3-5: jessude fisse 5 V / "
        "fixed 5 V output.  Dimensions 22 x 17 x 4 mm",
        18,
    )
    s.heading("1  Descrizion / Description", 10)
    s.para(
        "Modul sincron cun frecuence di comutazion di 1.5 MHz. Synchronous buck module "
        "switching at 1.5 MHz. Turn the multi-turn trimmer clockwise to raise the output "
        "voltage (CJR-BK3). The input must stay at least 1 V above the output. "
        "The module has no reverse-polarity protection: a swapped input destroys it.",
        8.5,
    )
    s.heading("2  Dâts elettrics / Electrical data  (Ta = 25 " + DEG + ")", 10)
    s.table(
        [
            Col("Parametri / Parameter", 185),
            Col("Version", 66, "C"),
            Col("Min.", 50, "C"),
            Col("Tip. / Typ.", 58, "C"),
            Col("Max.", 50, "C"),
            Col("Unitât / Unit", 90, "C"),
        ],
        [
            [
                "Tension di jentrade /\nInput voltage",
                "BK3\nBK3-5",
                "4.5\n6.5",
                "12\n12",
                "28\n28",
                "V\nV",
            ],
            ["Tension di jessude /\nOutput voltage", "BK3", "0.8", "", "20", "V"],
            ["", "BK3-5", "4.90", "5.00", "5.10", "V"],
            ["Corint di jessude continue /\nContinuous output current", "", "", "", "2", "A"],
            ["Corint di jessude di ponte /\nPeak output current (< 10 s)", "", "", "", "3", "A"],
            ["Corint cence cjarie /\nNo-load input current", "VIN = 12 V", "", "0.3", "", "mA"],
            ["Ondulazion in jessude /\nOutput ripple", "IOUT = 1 A", "", "30", "", "mVpp"],
            ["Rindiment / Efficiency", "12 V / 5 V / 1 A", "", "92", "", "%"],
            ["Temperadure di funzionament /\nOperating temperature", "", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.heading("3  Valôrs limit / Limiting values", 10)
    s.table(
        [
            Col("Parametri / Parameter", 250),
            Col("Valôr / Value", 130, "C"),
            Col("Unitât / Unit", 119, "C"),
        ],
        [
            ["Tension di jentrade massime /\nMaximum input voltage, absolute", "30", "V"],
            ["Temperadure di magazin / Storage temperature", "-55 ... +125", DEG],
        ],
        7.5,
    )
    s.heading(
        "4  Corint massime par tension di jentrade / Max. output current per input voltage", 10
    )
    s.para(
        "VOUT = 5 V, cence dissipadôr / no heat sink, Ta = 25 " + DEG + ", convezion libare / "
        "free air.",
        7.5,
    )
    s.table(
        [
            Col("", 139, "L"),
            Col("VIN = 7 V", 90, "C"),
            Col("VIN = 12 V", 90, "C"),
            Col("VIN = 19 V", 90, "C"),
            Col("VIN = 24 V", 90, "C"),
        ],
        [
            ["Corint continue /\nContinuous current", "2.0 A", "2.0 A", "1.7 A", "1.4 A"],
            ["Rindiment / Efficiency", "94 %", "92 %", "88 %", "85 %"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5  Conessions / Connections", 10)
    s.table(
        [Col("Pad", 70, "C"), Col("Non / Name", 90, "C"), Col("Funzion / Function", 339)],
        [
            ["1", "IN+", "Jentrade + / input +"],
            ["2", "IN-", "Jentrade - (masse) / input - (ground)"],
            ["3", "OUT+", "Jessude + / output +"],
            ["4", "OUT-", "Jessude - (masse comune) / output - (common ground)"],
            ["5", "EN", "Abilitazion, alte = ON / enable, high or open = ON, < 0.4 V = OFF"],
        ],
        7.5,
    )
    s.heading("6  Domandis frecuentis / Frequently asked questions", 10)
    s.para("Pues doprâ une bateriie di auto? / Can I run it from a car battery?", 8.5, bold=True)
    s.para(
        "Yes: 12 V lead-acid batteries and the 14.4 V of a running engine are inside the "
        "input range. Load dump transients on older cars can exceed 30 V; add a TVS diode.",
        8.5,
    )
    s.para("E je protete cuintri il curtcircuit? / Is it short-circuit protected?", 8.5, bold=True)
    s.para(
        "The converter chip limits the switch current to about 4 A and has thermal "
        "shutdown at 150 " + DEG + " junction temperature. It is not protected against "
        "reverse polarity.",
        8.5,
    )
    s.para("Pues meti plui modui in parallel? / Can modules be paralleled?", 8.5, bold=True)
    s.para("No, the outputs are not designed to share current.", 8.5)
    s.heading("7  Ordinazion / Ordering", 10)
    s.table(
        [
            Col("Codiç / Code", 120, "C"),
            Col("Jessude / Output", 150, "C"),
            Col("Confezion / Pack", 110, "C"),
            Col("EAN", 119, "C"),
        ],
        [
            ["CJR-BK3", "0.8 ... 20 V", "10 pz", "8050012300417"],
            ["CJR-BK3-5", "5.00 V", "10 pz", "8050012300424"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2023-02-10", "03", "Prime edizion bilengâl"], ["2024-01-22", "04", "Tabele 4 zontade"]],
        (90, 60, 349),
    )
    return save(s, out / "cjr-bk3.pdf")


# --------------------------------------------------- PIR motion module (Windhoek shop)
def wdk_pir05(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Khomas Makerspace Supplies cc  -  Windhoek, Namibia",
        header_right="Product sheet WDK-PIR05",
        footer_left="khomas-maker.example.na   prices incl. 15 % VAT",
        footer_right="pg. {page} of {nb}",
        table_fill=None,
        accent=(150, 40, 30),
        grid=False,
    )
    s = Sheet(style, "WDK-PIR05 PIR motion sensor module")
    s.add_page()
    s.title_block(
        "WDK-PIR05 / WDK-PIR05L",
        "Pyroelectric (PIR) motion sensor module with delay and sensitivity pots",
        "SKU KMS-0412 (WDK-PIR05)  N$ 39.00    SKU KMS-0413 (WDK-PIR05L, 3.3 V version)  N$ 44.00",
        19,
    )
    s.heading("What it does", 10.5)
    s.para(
        "When a warm body moves in front of the Fresnel lens the OUT pin goes high for "
        "an adjustable time, then drops back low. The output high level is 3.3 V from the "
        "on-board regulator, so it can go straight into a 3.3 V or 5 V microcontroller "
        "pin. The WDK-PIR05 wants 4.5 V to 20 V on VIN. The WDK-PIR05L has the "
        "regulator bypassed and must be fed with a clean 3.3 V (3.0 V to 3.6 V) only.",
        8.5,
    )
    s.heading("Specifications", 10.5)
    s.table(
        [Col("", 190), Col("WDK-PIR05", 150, "C"), Col("WDK-PIR05L", 159, "C")],
        [
            ["Supply voltage (VIN)", "4.5 - 20 V DC", "3.0 - 3.6 V DC"],
            ["Idle current (no motion)", "< 65 " + MU + "A", "< 50 " + MU + "A"],
            ["Output level high / low", "3.3 V / 0 V", "3.3 V / 0 V"],
            ["Delay time (pot T)", "about 3 s ... 300 s", "about 3 s ... 300 s"],
            ["Lock-out time after output drops", "2.5 s", "2.5 s"],
            ["Detection distance (pot S)", "3 m ... 7 m", "3 m ... 7 m"],
            ["Detection angle", "< 110" + "\u00b0" + " cone", "< 110" + "\u00b0" + " cone"],
            ["Board size", "32 x 24 mm", "32 x 24 mm"],
        ],
        8,
        show_head=True,
    )
    s.para(
        "After power-up the sensor needs about 60 s to settle; OUT may toggle one to "
        "three times in that minute. Working temperature -15 "
        + DEG
        + " to +70 "
        + DEG
        + ". Keep it out of direct sun and away from heater vents.",
        8.5,
    )
    s.heading("Jumper and pots", 10.5)
    s.table(
        [Col("Part", 80, "C"), Col("Setting", 120, "C"), Col("What happens", 299)],
        [
            ["Jumper", "L (single)", "OUT goes low after the delay even if motion continues"],
            ["Jumper", "H (repeat)", "every new motion restarts the delay (default)"],
            ["Pot T", "clockwise", "longer delay, up to about 300 s"],
            ["Pot S", "clockwise", "longer range, up to about 7 m"],
        ],
        8,
    )
    s.add_page()
    s.heading("Pins", 10.5)
    s.table(
        [Col("Pin", 60, "C"), Col("Label", 80, "C"), Col("Notes", 359)],
        [
            ["1", "VIN", "WDK-PIR05: 4.5-20 V. WDK-PIR05L: 3.3 V only"],
            ["2", "OUT", "3.3 V logic high while motion is reported"],
            ["3", "GND", "ground"],
        ],
        8,
    )
    s.heading("FAQ", 10.5)
    faq = [
        (
            "Can I power the normal WDK-PIR05 from a 3.7 V Li-ion cell?",
            "Not reliably. Below 4.5 V the regulator drops out and the sensor gives false "
            "triggers. Use the WDK-PIR05L with a 3.3 V regulator instead.",
        ),
        (
            "Can I put 5 V on the WDK-PIR05L?",
            "No. The L version has no regulator; anything above 3.6 V goes straight to the "
            "sensor chip.",
        ),
        (
            "Will it see through glass?",
            "No. Window glass blocks the infrared the sensor looks for.",
        ),
        (
            "Can OUT drive a relay coil directly?",
            "Use a transistor or a relay module with its own driver in between.",
        ),
        (
            "Is it waterproof?",
            "No. For outdoor use put it in a housing with an IR-transparent window.",
        ),
    ]
    for question, answer in faq:
        s.para("Q: " + question, 8.5, bold=True)
        s.para("A: " + answer, 8.5)
    s.heading("In the bag", 10.5)
    s.bullets(["1 x sensor board with lens", "3 x female-female jumper wire (20 cm)"], 8.5)
    revision_table(
        s,
        [["2023-09-04", "1", "first sheet"], ["2024-02-19", "2", "L version added"]],
        (90, 60, 349),
    )
    return save(s, out / "wdk-pir05.pdf")
