"""Hold-out 106 datasheets, part 1: a pulse-oximetry module, a 4-channel relay board, a
capacitive touch keypad controller IC and a 500 mA LDO family with enable and power-good.

A Halifax (Nova Scotia) biosensing start-up's "Module Brief" (one column per board
build, two supplies on the bare build and one VIN on the regulated build, the bus
address only in prose beside a register table), a Romansh / English relay board sheet
from Chur (bilingual names wrapped over two lines, trigger-jumper columns, NO vs NC
contact columns, the JD-VCC jumper in prose), a Taichung touch-IC house's English
specification (option table, currents per VDD in unnamed rows, response time per
sampling mode, a serial-interface note that it is not I2C) and a Cork power-IC
"Product Datasheet" (one column per fixed output version with typ / max sub-rows,
thermal shutdown only in the feature list).
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
DOT = "\u00b7"


# ------------------------------------------------------------ pulse oximeter (Halifax)
def bnx_po2(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Bluenose Biometrics  |  Module Brief MB-017",
        header_right="BNX-PO2 / BNX-PO2R",
        footer_left="Bluenose Biometrics Ltd., 1800 Argyle St, Halifax NS  -  not a medical device",
        footer_right="{page} of {nb}",
        table_fill=(214, 232, 240),
        accent=(0, 84, 120),
        grid=False,
    )
    s = Sheet(style, "BNX-PO2 pulse oximetry and heart-rate module")
    s.add_page()
    s.title_block(
        "BNX-PO2",
        "Pulse oximetry and heart-rate sensor module (red + IR reflective)",
        "Two builds: BNX-PO2 (bare, you supply 1.8 V and the LED rail) and BNX-PO2R "
        "(on-board regulators, one VIN pin)",
        21,
    )

    def left() -> None:
        s.heading("What it is", 10)
        s.para(
            "A 14 x 16 mm board carrying a red (660 nm) and an infrared (880 nm) LED, a "
            "photodiode and an 18-bit light-to-digital front end with ambient-light "
            "cancellation. Samples land in a 32-deep FIFO that the host reads over I2C. "
            "The 7-bit I2C address is fixed at 0x57 (0xAE to write, 0xAF to read, if your "
            "library wants the 8-bit form). Nothing else on the board answers on the bus.",
            8.3,
        )
        s.heading("Why two supplies?", 10)
        s.para(
            "The sensing die runs from a 1.8 V core rail while the LED drivers need a "
            "higher rail (VLED). On the bare BNX-PO2 you bring both. The BNX-PO2R adds a "
            "1.8 V LDO and a load switch so a single VIN pin is enough; its SDA / SCL / "
            "INT pull-ups (4.7 k) go to VIN.",
            8.3,
        )

    def right() -> None:
        s.heading("Highlights", 10)
        s.bullets(
            [
                "SpO2 and heart-rate raw data (algorithm runs on your host)",
                "LED pulse width 69 to 411 " + MU + "s, sample rate 50 to 3200 sps",
                "LED current programmable 0 to 50 mA per LED",
                "Fast-mode I2C, open-drain INT",
                "Shutdown current 0.7 " + MU + "A typical",
                "Breadboard-friendly 7-pin 2.54 mm header",
            ],
            8.3,
        )

    s.side_by_side(left, right, 262, 18)
    s.heading("Power - per build", 10, rule=True)
    s.table(
        [
            Col("Parameter", 170),
            Col("Pin", 44, "C"),
            Col("BNX-PO2 (bare)", 142, "C"),
            Col("BNX-PO2R (regulated)", 143, "C"),
        ],
        [
            ["Core supply", "VDD", "1.7 / 1.8 / 2.0 V", "on board (LDO)"],
            ["LED supply", "VLED", "3.1 / 3.3 / 5.0 V", "on board (from VIN)"],
            ["Board input", "VIN", "n/a", "3.3 / 5.0 / 5.5 V"],
            ["Core current, SpO2 mode", "", "600 / 1200 " + MU + "A", "included in VIN current"],
            ["Current from VIN, SpO2 mode,\nboth LEDs 7.6 mA", "", "-", "4.5 / 7 mA"],
            ["Shutdown current", "", "0.7 / 10 " + MU + "A (VDD)", "38 / 60 " + MU + "A (VIN)"],
        ],
        7.6,
    )
    s.para(
        "Values are written min / typ / max where three are given, typ / max where two are "
        "given. Ta = 25 " + DEG + ". LED current is drawn from VLED and is set by register "
        "0x0C / 0x0D; it is not included in the core current.",
        7.2,
    )
    s.heading("Do-not-exceed values", 10, rule=True)
    s.table(
        [Col("Item", 230), Col("Limit", 150, "C"), Col("Note", 119)],
        [
            ["VDD to GND", "-0.3 to 2.2 V", "bare build"],
            ["VLED to GND", "-0.3 to 6.0 V", "bare build"],
            ["VIN to GND", "-0.3 to 6.0 V", "PO2R only"],
            ["SDA, SCL, INT to GND", "-0.3 to 6.0 V", "open-drain"],
            ["Storage temperature", "-40 to +105 " + DEG, ""],
        ],
        7.6,
    )
    s.para(
        "These are stress limits only. Running the module at or near them is not implied.",
        7.2,
    )
    s.add_page()
    s.heading("Interface", 10, rule=True)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 50, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Condition", 84),
        ],
        [
            ["I2C clock frequency", "fSCL", "0", "", "400", "kHz", ""],
            ["", "VIH", "1.4", "", "", "V", "SDA, SCL"],
            ["", "VIL", "", "", "0.4", "V", "SDA, SCL"],
            ["", "VOL", "", "", "0.4", "V", "ISINK = 6 mA"],
            ["ADC resolution", "", "", "18", "", "bit", ""],
        ],
        7.6,
    )
    s.heading("Environment", 10, rule=True)
    s.para(
        "The sensing IC on the board is rated for -40 to +85 " + DEG + ". The assembled "
        "module (adhesive cover window and header) is specified for an ambient of -20 to "
        "+60 " + DEG + ", non-condensing. The module is not sealed; keep sweat and water off "
        "the header side.",
        8.3,
    )
    s.heading("Pinout", 10, rule=True)
    s.table(
        [Col("#", 30, "C"), Col("BNX-PO2", 90, "C"), Col("BNX-PO2R", 90, "C"), Col("Use", 289)],
        [
            ["1", "VDD", "VIN", "1.8 V core (bare) / board input (PO2R)"],
            ["2", "VLED", "NC", "LED rail (bare only)"],
            ["3", "GND", "GND", "ground"],
            ["4", "SCL", "SCL", "I2C clock"],
            ["5", "SDA", "SDA", "I2C data"],
            ["6", "INT", "INT", "interrupt, active low, open-drain"],
            ["7", "RD", "RD", "red LED cathode test point"],
        ],
        7.6,
    )
    s.heading("Registers you will touch", 10, rule=True)
    s.table(
        [Col("Addr", 50, "C"), Col("Name", 110), Col("Reset", 60, "C"), Col("What for", 279)],
        [
            ["0x04", "FIFO_WR_PTR", "0x00", "FIFO write pointer"],
            ["0x09", "MODE_CONFIG", "0x00", "0x02 heart-rate, 0x03 SpO2, bit 7 shutdown"],
            ["0x0A", "SPO2_CONFIG", "0x00", "ADC range, sample rate, pulse width"],
            ["0x0C", "LED1_PA", "0x00", "red LED current, 0.2 mA per step"],
            ["0xFF", "PART_ID", "0x15", "reads 0x15 - an ID, not the bus address"],
        ],
        7.6,
    )
    s.heading("Questions we hear", 10, rule=True)
    s.para(
        "Q: Can the bare BNX-PO2 run straight from a 3.3 V rail?  A: Only VLED can. VDD "
        "must stay at 1.7 to 2.0 V; 3.3 V on VDD exceeds its 2.2 V limit. Use the BNX-PO2R "
        "or add a 1.8 V regulator.",
        8.1,
    )
    s.para(
        "Q: How accurate is the SpO2 reading?  A: The module delivers raw red / IR counts "
        "only. SpO2 accuracy depends on your algorithm and calibration and is not specified "
        "by Bluenose.",
        8.1,
    )
    s.para(
        "Q: Does the BNX-PO2R work with 5 V boards?  A: Yes, VIN accepts up to 5.5 V and the "
        "bus pull-ups follow VIN.",
        8.1,
    )
    revision_table(
        s,
        [["2023-06-12", "1.0", "First release"], ["2024-01-09", "1.1", "Added BNX-PO2R build"]],
        (90, 50, 359),
    )
    return save(s, out / "bnx-po2.pdf")


# ------------------------------------------------------- 4-ch relay board (Romansh)
def plr4(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Plessur Electronica SA  -  Cuira / Chur",
        header_right="PLR-4R05  Fegl da datas / Data sheet",
        footer_left="PLR-4R05 DS v2.1  -  Midadas tecnicas resalvadas / Subject to change",
        footer_right="Pagina {page}/{nb}",
        table_fill=(250, 226, 205),
        accent=(170, 60, 0),
        grid=True,
    )
    s = Sheet(style, "PLR-4R05 4-channel relay board")
    s.add_page()
    s.title_block(
        "PLR-4R05",
        "Platta da 4 relais cun optocupladers / 4-channel relay board with optocouplers",
        "Bobinas 5 V, jumper JD-VCC, trigger L/H selecziunabel / 5 V coils, JD-VCC jumper, "
        "selectable low / high trigger",
        20,
    )
    s.heading("1  Descripziun / Description", 10)
    s.para(
        "Quatter relais cun contacts NO e NC. Mintga entrada pilota in optocuplader. / Four "
        "SPDT relays with NO and NC contacts; every input drives an optocoupler LED. A "
        "jumper block (TRIG) sets all four inputs to low-level or high-level trigger. With "
        "the JD-VCC jumper fitted the relay coils run from the same 5 V as the logic; "
        "remove it and feed JD-VCC from a separate 5 V supply for full isolation (then do "
        "not connect the two grounds).",
        8.3,
    )
    s.heading("2  Alimentaziun / Power", 10)
    s.table(
        [
            Col("Parameter", 205),
            Col("Simbol", 50, "C"),
            Col("Min.", 48, "C"),
            Col("Typ.", 48, "C"),
            Col("Max.", 48, "C"),
            Col("Unitad", 45, "C"),
            Col("Remartga / Remark", 55, "C"),
        ],
        [
            ["Tensiun d'alimentaziun /\nSupply voltage", "VCC", "4.8", "5.0", "5.2", "V", ""],
            [
                "Tensiun da las bobinas /\nCoil supply voltage",
                "JD-VCC",
                "4.8",
                "5.0",
                "5.2",
                "V",
                "jumper off",
            ],
            [
                "Current d'ina bobina /\nCurrent per energised coil",
                "",
                "",
                "71",
                "",
                "mA",
                "@ 5 V",
            ],
            ["Resistenza da la bobina /\nCoil resistance", "", "", "70", "", OHM, ""],
            [
                "Current da la platta, tut ora /\nBoard current, all relays off",
                "",
                "",
                "6",
                "",
                "mA",
                "LEDs",
            ],
            [
                "Current da la platta, 4 relais /\nBoard current, 4 relays on",
                "",
                "",
                "300",
                "330",
                "mA",
                "",
            ],
        ],
        7.6,
    )
    s.heading("3  Entradas / Inputs IN1 ... IN4", 10)
    s.para("VCC = 5.0 V, Ta = 25 " + DEG + ".", 7.4)
    s.table(
        [
            Col("Parameter", 205),
            Col("TRIG = L (jumper L)", 147, "C"),
            Col("TRIG = H (jumper H)", 147, "C"),
        ],
        [
            ["Relais tira / Relay pulls in at", LE + " 1.5 V", GE + " 2.5 V"],
            ["Relais returna / Relay drops out at", GE + " 3.8 V", LE + " 1.0 V"],
            ["Current d'entrada / Input current", "2.2 mA (IN = 0 V)", "3.5 mA (IN = 5 V)"],
            ["Tensiun d'entrada max. / Input voltage, max.", "VCC + 0.3 V", "VCC + 0.3 V"],
        ],
        7.6,
    )
    s.para(
        "Annotaziun / Note: in TRIG = L mode the input is pulled up to VCC on the board. A "
        "3.3 V logic high (e.g. ESP32, Raspberry Pi) stays below the 3.8 V drop-out level, "
        "so the relay never releases. Use TRIG = H with 3.3 V controllers.",
        7.8,
    )
    s.add_page()
    s.heading("4  Contacts / Contacts (per relay)", 10)
    s.table(
        [Col("Parameter", 245), Col("Contact NO", 127, "C"), Col("Contact NC", 127, "C")],
        [
            ["Chargia nominala AC /\nRated load, resistive, AC", "10 A 250 V AC", "5 A 250 V AC"],
            ["Chargia nominala DC /\nRated load, resistive, DC", "10 A 30 V DC", "3 A 30 V DC"],
            [
                "Tensiun da commutaziun max. /\nMax. switching voltage",
                "250 V AC / 30 V DC",
                "250 V AC / 30 V DC",
            ],
            ["Durada mecanica /\nMechanical life", "10 000 000 ops", "10 000 000 ops"],
        ],
        7.6,
    )
    s.para(
        "Inductive loads (motors, pumps, solenoid valves): derate to 3 A and add a snubber. "
        "The electrical life under load is not specified for this board.",
        7.8,
    )
    s.heading("5  Ambient / Environment", 10)
    s.table(
        [Col("Parameter", 245), Col("Valur / Value", 254, "C")],
        [
            ["Temperatura da funcziun /\nOperating temperature", "-25 ... +70 " + DEG],
            ["Temperatura da deposit /\nStorage temperature", "-40 ... +85 " + DEG],
            ["Umiditad / Humidity", "5 ... 85 % RH, senza condensaziun / non-condensing"],
            ["Isolaziun optocuplader /\nOptocoupler isolation", "2500 V rms (jumper off)"],
        ],
        7.6,
    )
    s.heading("6  Terminals / Terminals", 10)
    s.table(
        [Col("Terminal", 90, "C"), Col("Funcziun / Function", 409)],
        [
            ["VCC, GND", "logic supply 5 V and ground (header, 2.54 mm)"],
            ["IN1 ... IN4", "control inputs"],
            ["JD-VCC, VCC", "jumper: fitted = coils from VCC; off = coils from JD-VCC"],
            ["COM / NO / NC", "screw terminal 5.0 mm, max. 2.5 mm" + "\u00b2"],
        ],
        7.6,
    )
    s.heading("7  Dumondas / FAQ", 10)
    s.para(
        "Has the board flyback diodes? - Gea / Yes, one per coil. Can I run the coils from "
        "12 V? - Na / No, the coils are 5 V types; 12 V on JD-VCC destroys them. Is the "
        "board approved for mains installations? - Na / No, it is a development module.",
        7.8,
    )
    revision_table(
        s,
        [["2022-09-01", "2.0", "Nova platta / new PCB"], ["2023-10-17", "2.1", "NC ratings"]],
        (90, 50, 359),
    )
    return save(s, out / "plr-4r05.pdf")


# ------------------------------------------------------ 16-key touch IC (Taichung)
def dt8216(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="DADU TOUCH SEMICONDUCTOR CORP.",
        header_right="DT8216  Specification  Rev 1.4",
        footer_left="Dadu Touch reserves the right to change this specification without notice.",
        footer_right="Page {page}",
        table_fill=(225, 225, 225),
        accent=(20, 40, 110),
        grid=True,
    )
    s = Sheet(style, "DT8216 16-key capacitive touch pad detector")
    s.add_page()
    s.title_block("DT8216", "8 / 16 Keys Capacitive Touch Pad Detector IC", "", 20)
    s.heading("1. GENERAL DESCRIPTION", 10)
    s.para(
        "The DT8216 is a touch pad detector IC which offers 8 or 16 touch keys. The touch "
        "sensing pads can be built on PCB, glass or acrylic up to 5 mm thick. Key status is "
        "available on 8 direct outputs (8-key mode) or through a 2-wire serial interface "
        "(SCL / SDO, 8 or 16 keys). The serial interface is a simple clocked shift output; "
        "it is not I2C compatible and has no slave address. Low power and wide operating "
        "voltage suit battery products.",
        8.5,
    )
    s.heading("2. FEATURES", 10)
    s.bullets(
        [
            "Operating voltage 2.4 V ~ 5.5 V",
            "Built-in regulator for the sensing circuit",
            "Sensitivity adjustable by external capacitor CS (1 ~ 50 pF)",
            "Options by TP pins: 8 / 16 keys, single / multi key, active high / low output, "
            "fast / low-power sampling, max. key-on time 80 s or infinite",
            "Auto calibration at power-on (about 0.5 s)",
            "SSOP-28 package",
        ],
        8.5,
    )
    s.heading("3. OPTION TABLE", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Option", 110), Col("= 0 (default)", 170), Col("= 1", 169)],
        [
            ["TP0", "Key count", "8 keys", "16 keys (serial only)"],
            ["TP1", "Key mode", "single key", "multi key"],
            ["TP2", "Output level", "active high (CMOS)", "active low (CMOS)"],
            ["TP3", "Sampling", "fast mode", "low-power mode"],
            ["TP4", "Max. key-on time", "80 s", "infinite"],
        ],
        7.6,
    )
    s.heading("4. ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [Col("Parameter", 230), Col("Symbol", 60, "C"), Col("Rating", 140, "C"), Col("", 69)],
        [
            ["Supply voltage", "VDD - VSS", "-0.3 ~ 6.0", "V"],
            ["Input voltage", "VIN", "VSS - 0.3 ~ VDD + 0.3", "V"],
            ["Operating temperature", "TOPR", "-40 ~ +85", DEG],
            ["Storage temperature", "TSTG", "-50 ~ +125", DEG],
        ],
        7.6,
    )
    s.heading("5. ELECTRICAL CHARACTERISTICS", 10)
    s.para("(Ta = 25 " + DEG + ", CS = 10 pF, no load)", 7.6)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 45, "C"),
            Col("Test condition", 110, "C"),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 35, "C"),
            Col("", 39, "C"),
        ],
        [
            ["Operating voltage", "VDD", "", "2.4", "", "5.5", "V", ""],
            ["Operating current,", "IOP", "VDD = 3 V", "", "42", "70", MU + "A", ""],
            ["fast mode", "", "VDD = 5 V", "", "78", "120", MU + "A", ""],
            ["Operating current,", "IOP", "VDD = 3 V", "", "9", "16", MU + "A", ""],
            ["low-power mode", "", "VDD = 5 V", "", "15", "25", MU + "A", ""],
            ["Output source current", "IOH", "VDD = 3 V, VOH = 2.7 V", "", "-4", "", "mA", ""],
            ["", "", "VDD = 5 V, VOH = 4.5 V", "", "-8", "", "mA", ""],
            ["Output sink current", "IOL", "VDD = 3 V, VOL = 0.3 V", "", "8", "", "mA", ""],
            ["", "", "VDD = 5 V, VOL = 0.5 V", "", "14", "", "mA", ""],
            ["", "VIH", "TP / SCL pins", "0.7 VDD", "", "", "V", ""],
            ["", "VIL", "TP / SCL pins", "", "", "0.3 VDD", "V", ""],
        ],
        7.4,
    )
    s.add_page()
    s.heading("5. ELECTRICAL CHARACTERISTICS (continued)", 10)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 45, "C"),
            Col("Test condition", 110, "C"),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 35, "C"),
            Col("", 39, "C"),
        ],
        [
            ["Response time", "TR", "fast mode, VDD = 3 V", "", "32", "", "ms", ""],
            ["", "", "low-power mode, VDD = 3 V", "", "160", "", "ms", ""],
            ["Serial clock frequency", "fSCL", "", "1", "", "512", "kHz", ""],
            ["Power-on calibration", "", "", "", "0.5", "", "s", ""],
        ],
        7.4,
    )
    s.heading("6. SERIAL INTERFACE", 10)
    s.para(
        "The host pulses SCL; on each rising edge the DT8216 shifts out one key bit on SDO, "
        "key 1 first. In 16-key mode 16 clocks read all keys. SDO goes active-low for "
        "93 " + MU + "s (DV pulse) when a key status changes, which can be used as an "
        "interrupt. There is no register map and no write access.",
        8.5,
    )
    s.heading("7. PIN DESCRIPTION", 10)
    s.table(
        [Col("Pin No.", 50, "C"), Col("Name", 70, "C"), Col("I/O", 50, "C"), Col("Function", 329)],
        [
            ["1", "VSS", "P", "ground"],
            ["2", "VDD", "P", "supply"],
            ["3-10", "TP0 ~ TP7", "I/O", "touch pads 1-8"],
            ["11-18", "OUT1 ~ OUT8", "O", "direct outputs (8-key mode)"],
            ["19", "SCL", "I", "serial clock"],
            ["20", "SDO", "O", "serial data out"],
            ["21-28", "TP8 ~ TP15", "I/O", "touch pads 9-16"],
        ],
        7.6,
    )
    s.heading("8. APPLICATION NOTES", 10)
    s.bullets(
        [
            "Place a 0.1 " + MU + "F capacitor close to VDD.",
            "Do not touch the pads during the 0.5 s power-on calibration.",
            "The response time roughly doubles at VDD = 2.4 V.",
            "The DT8216 has no ESD figure on this sheet; add TVS diodes on long pad traces.",
        ],
        8.5,
    )
    s.heading("9. ORDERING INFORMATION", 10)
    s.table(
        [Col("Part number", 150), Col("Package", 120, "C"), Col("Packing", 229)],
        [["DT8216-SS", "SSOP-28", "tube, 50 pcs"], ["DT8216-SSR", "SSOP-28", "tape & reel 2000"]],
        7.6,
    )
    revision_table(
        s,
        [["2019/04/02", "1.3", "Add low-power currents"], ["2021/08/30", "1.4", "Serial note"]],
        (90, 50, 359),
    )
    return save(s, out / "dt8216.pdf")


# ------------------------------------------------------------- 500 mA LDO (Cork)
def lms5005(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="LOUGH MAHON SEMICONDUCTOR",
        header_right="LMS5005  Product Datasheet",
        footer_left="LMS5005 Rev. B  |  Lough Mahon Semiconductor Ltd., Cork, Ireland",
        footer_right="{page}",
        table_fill=(222, 236, 222),
        accent=(0, 100, 60),
        grid=False,
    )
    s = Sheet(style, "LMS5005 500 mA LDO with enable and power-good")
    s.add_page()
    s.title_block(
        "LMS5005",
        "500 mA Low-Dropout Regulator with Enable and Power-Good",
        "Fixed outputs: LMS5005-18 (1.8 V), -25 (2.5 V), -33 (3.3 V), -50 (5.0 V)",
        20,
    )

    def left() -> None:
        s.heading("Features", 9.5)
        s.bullets(
            [
                "500 mA continuous output current",
                "Input range up to 6.5 V",
                "Output accuracy +/-2 % over line, load and temperature",
                "Low quiescent current: 55 uA",
                "Open-drain power-good output",
                "Active-high enable, < 1 uA shutdown",
                "Stable with 1 uF ceramic output capacitor",
                "Current limit and thermal shutdown (160 C)",
                "SOT-23-5 and DFN-6 2 x 2 mm",
            ],
            8,
        )

    def right() -> None:
        s.heading("Applications", 9.5)
        s.bullets(["Post-regulation of buck converters", "Wireless modules", "MCU rails"], 8)
        s.heading("Description", 9.5)
        s.para(
            "The LMS5005 is a PMOS low-dropout linear regulator. Power-good (PG) goes high "
            "once the output has risen above 92 % of its nominal value. Pulling EN low "
            "turns the regulator off and discharges the output.",
            8,
        )

    s.side_by_side(left, right, 240)
    s.heading("Absolute Maximum Ratings", 9.5, rule=True)
    s.leaders(
        [
            ("IN to GND", "-0.3 V to 7.0 V"),
            ("EN, PG to GND", "-0.3 V to 7.0 V"),
            ("OUT to GND", "-0.3 V to VIN + 0.3 V"),
            ("Junction temperature", "+150 C"),
            ("Storage temperature range", "-65 C to +150 C"),
        ],
        8,
    )
    s.heading("Recommended Operating Conditions", 9.5, rule=True)
    s.leaders(
        [
            ("Output current", "0 mA to 500 mA"),
            ("Ambient temperature", "-40 C to +85 C"),
            ("Junction temperature", "-40 C to +125 C"),
        ],
        8,
    )
    s.heading("Version Table", 9.5, rule=True)
    s.para(
        "VIN = VOUT(nom) + 1 V or 2.5 V, whichever is greater; IOUT = 1 mA; TA = 25 C unless "
        "noted. Where a parameter has two rows, the first is typical and the second is the "
        "limit.",
        7.6,
    )
    s.table(
        [
            Col("Parameter", 160),
            Col("Limit", 40, "C"),
            Col("LMS5005-18", 75, "C"),
            Col("LMS5005-25", 75, "C"),
            Col("LMS5005-33", 75, "C"),
            Col("LMS5005-50", 75, "C"),
        ],
        [
            ["Nominal output voltage (V)", "", "1.8", "2.5", "3.3", "5.0"],
            ["Input voltage range (V)", "min", "2.5", "3.0", "3.6", "5.4"],
            ["", "max", "6.5", "6.5", "6.5", "6.5"],
            ["Dropout voltage (mV)", "typ", "-", "300", "250", "200"],
            ["IOUT = 500 mA", "max", "-", "450", "400", "350"],
            ["Ground current (uA)", "typ", "55", "55", "60", "65"],
            ["IOUT = 0 mA", "max", "90", "90", "95", "100"],
        ],
        7.6,
    )
    s.para(
        "Dropout of the -18 version is not specified: its minimum input voltage of 2.5 V "
        "already exceeds VOUT + dropout.",
        7.6,
    )
    s.add_page()
    s.heading("Electrical Characteristics (all versions)", 9.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Units", 64, "C"),
        ],
        [
            ["Output voltage accuracy", "IOUT = 1 mA to 500 mA", "-2", "", "+2", "%"],
            ["Current limit", "VOUT = 0.9 x VOUT(nom)", "750", "1000", "", "mA"],
            ["Shutdown current", "EN = 0 V", "", "0.1", "1", "uA"],
            ["EN high threshold", "VIH", "1.2", "", "", "V"],
            ["EN low threshold", "VIL", "", "", "0.4", "V"],
            ["PG threshold", "VOUT rising", "89", "92", "95", "% VOUT"],
            ["PG output low", "IPG = 1 mA", "", "", "0.3", "V"],
            ["PG leakage", "VPG = 6.5 V", "", "", "1", "uA"],
            ["PSRR", "f = 1 kHz, IOUT = 100 mA", "", "65", "", "dB"],
            ["Output noise", "10 Hz to 100 kHz", "", "45", "", "uVrms"],
        ],
        7.6,
    )
    s.heading("Pin Functions", 9.5, rule=True)
    s.table(
        [Col("SOT-23-5", 60, "C"), Col("DFN-6", 60, "C"), Col("Name", 60, "C"), Col("", 319)],
        [
            ["1", "6", "IN", "Input supply; bypass with 1 uF"],
            ["2", "3", "GND", "Ground"],
            ["3", "4", "EN", "Enable, active high; do not leave floating"],
            ["4", "5", "PG", "Power-good, open-drain; pull up to OUT or IN"],
            ["5", "1", "OUT", "Regulated output; 1 uF minimum"],
        ],
        7.6,
    )
    s.heading("Application Information", 9.5, rule=True)
    s.para(
        "Power dissipation is (VIN - VOUT) x IOUT. In SOT-23-5 (thermal resistance 180 C/W) "
        "a 3.3 V output at 500 mA from a 5 V input dissipates 0.85 W and would need the "
        "junction to rise 153 C above ambient, so it is only possible in the DFN-6 package "
        "(65 C/W) or at lower current. A 1S Li-ion cell is a valid input for the -18 and -25 "
        "versions over its whole discharge range; the -33 version drops out below roughly "
        "3.6 V at full load.",
        8,
    )
    s.heading("Ordering Information", 9.5, rule=True)
    s.table(
        [Col("Order code", 130), Col("Output", 70, "C"), Col("Package", 90, "C"), Col("Mark", 209)],
        [
            ["LMS5005-18SE", "1.8 V", "SOT-23-5", "L18"],
            ["LMS5005-25SE", "2.5 V", "SOT-23-5", "L25"],
            ["LMS5005-33SE / -33DF", "3.3 V", "SOT-23-5 / DFN-6", "L33"],
            ["LMS5005-50DF", "5.0 V", "DFN-6", "L50"],
        ],
        7.6,
    )
    revision_table(
        s,
        [["Mar 2023", "A", "Initial release"], ["Nov 2023", "B", "Added -50 version"]],
        (90, 50, 359),
    )
    return save(s, out / "lms5005.pdf")
