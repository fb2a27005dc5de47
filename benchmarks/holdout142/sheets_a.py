"""Hold-out 142 datasheets, part 1: a UV index sensor IC with a 1.8 V interface, a 0-5 V to
0-10 V signal amplifier module, a dual-channel current-limited load switch IC and a sub-GHz
FSK transceiver module.

An Innsbruck (Austria) opto-IC house data sheet ("⁘ n" heads, "Tab. n:" captions above the
tables, conversion time stacked per resolution, average current stacked per measurement
interval, 7-bit / 8-bit address table, register map and ordering table as decoys), a
Timișoara (Romania) industrial-module technical data sheet (upper-case "A." letter heads,
"Tab. A-n" captions, column groups per input version, supply current stacked per supply
voltage, terminal and trimmer tables as decoys, application notes), a Jena (Germany) power-IC
data sheet ("⌑ n" heads, "Table n." captions below the tables, on-resistance stacked per
VIN, current limit in column groups per version, pin, truth and thermal tables as decoys)
and a Klaipėda (Lithuania) RF-module data sheet ("n : Title" heads, upper-case "TABLE n"
captions, RF data in column groups per band version, TX current stacked per output power,
RX sensitivity stacked per bit rate, channel and register tables as decoys).
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
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"
I2C = "I\u00b2C"


# ------------------------------------------------ UV index sensor IC (Innsbruck)
def pxu4710(out: Path) -> Path:
    head = "\u2058"
    style = Style(
        font="DejaVuCond",
        header_left="PATSCHER PHOTONICS",
        header_right="PXU4710  \u00b7  UV index sensor, " + I2C + ", 1.8 V interface  \u00b7  Datasheet",
        footer_left="Patscher Photonics GmbH  \u00b7  Innsbruck, Austria  \u00b7  FN 481213 t  \u00b7  "
        "DS-PXU4710-EN v1.3  \u00b7  2024-03",
        footer_right="Blatt {page}/{nb}",
        rule_color=(0, 88, 112),
        table_fill=(226, 238, 243),
        accent=(0, 88, 112),
        grid=False,
    )
    s = Sheet(style, "PXU4710 UV index sensor")
    s.add_page()
    s.title_block(
        "PXU4710",
        "Digital UV Index Sensor with " + I2C + " Interface and 1.8 V I/O",
        "Address versions PXU4710A and PXU4710B  |  ODFN-6, 2.0 " + TIMES + " 2.0 " + TIMES
        + " 0.65 mm  |  DS-PXU4710-EN v1.3",
        22,
    )

    def description() -> None:
        s.heading(head + " 1  General description", 10)
        s.para(
            "The PXU4710 converts ultraviolet irradiance into a UV index value. A UVA and a "
            "UVB photodiode behind interference filters feed a charge-balancing converter with "
            "16-, 18- or 20-bit resolution; an on-chip erythemal weighting returns the UV index "
            "directly in 0.01 steps. The core runs from VDD, while SDA, SCL and INT are "
            "referenced to a separate interface supply VDDIO for 1.8 V application processors.",
            7.8,
        )
        s.para(
            "Typical applications: wearables and smart watches, outdoor weather stations, "
            "sun-exposure monitors, smart-phone accessories.",
            7.8,
        )

    def features() -> None:
        s.heading(head + " 2  Key features", 10)
        s.bullets(
            [
                "Spectral response 290 " + ELL + " 385 nm (50 % points)",
                "UV index 0 " + ELL + " 20 in 0.01 UVI steps",
                "Core supply 2.4 " + ELL + " 3.6 V, interface supply 1.8 V",
                "180 " + MU + "A converting, 0.6 " + MU + "A standby",
                I2C + " Fast-mode interface up to 400 kHz",
                "Conversion time 50 " + ELL + " 800 ms",
                "Interrupt on high / low UVI thresholds",
                "Temperature range -40 " + ELL + " +85 " + DEG,
            ],
            7.8,
            mark="\u2013",
        )

    s.side_by_side(description, features, 262, 14)
    s.heading(head + " 3  Absolute maximum ratings", 10, rule=True)
    s.caption("Tab. 1:  Absolute maximum ratings (stresses beyond these may destroy the device)", 7.8)
    s.table(
        [
            Col("Parameter", 175),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 45, "C"),
            Col("Note", 109),
        ],
        [
            ["Core supply voltage", "V_{DD}", "-0.3", "4.0", "V", ""],
            ["Interface supply voltage", "V_{DDIO}", "-0.3", "2.2", "V", ""],
            ["Voltage on SDA, SCL, INT", "V_{IO}", "-0.3", "2.2", "V", "never above VDDIO + 0.3 V"],
            ["Input current, any pin", "I_{IN}", "-10", "10", "mA", ""],
            ["ESD, human body model", "V_{HBM}", "-2", "2", "kV", "JS-001"],
            ["Storage temperature", "T_{STG}", "-40", "+100", DEG, ""],
            ["Junction temperature", "T_{J}", "", "+125", DEG, ""],
        ],
        7.5,
    )
    s.heading(head + " 4  Recommended operating conditions", 10, rule=True)
    s.caption("Tab. 2:  Recommended operating conditions", 7.8)
    s.table(
        [
            Col("Parameter", 175),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Core supply voltage", "V_{DD}", "2.4", "3.0", "3.6", "V"],
            ["Interface supply voltage", "V_{DDIO}", "1.65", "1.80", "1.95", "V"],
            ["Operating ambient temperature", "T_{A}", "-40", "", "+85", DEG],
            ["Pull-up resistors on SDA, SCL\n(to VDDIO)", "R_{PU}", "2.2", "4.7", "10", "k" + OHM],
        ],
        7.5,
    )
    s.heading(head + " 5  Electrical characteristics", 10, rule=True)
    s.caption(
        "Tab. 3:  Electrical characteristics (VDD = 3.0 V, VDDIO = 1.8 V, TA = 25 " + DEG
        + ", unless otherwise noted)",
        7.8,
    )
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 52, "C"),
            Col("Conditions", 152),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 57, "C"),
        ],
        [
            [
                "Supply current,\nconversion active",
                "I_{DD}",
                "UV channel converting, continuous mode",
                "",
                "180",
                "260",
                MU + "A",
            ],
            [
                "Average supply current,\nauto-measurement mode",
                "I_{DD,AVG}",
                "one 50 ms conversion per 1 s\none 50 ms conversion per 10 s",
                "",
                "9.6\n1.5",
                "",
                MU + "A",
            ],
            ["Standby current", "I_{STBY}", "ENABLE = 0, " + I2C + " idle", "", "0.6", "1.5", MU + "A"],
            ["Interface supply current", "I_{DDIO}", "SCL = 400 kHz, reading data", "", "14", "25", MU + "A"],
            ["Power-on reset threshold", "V_{POR}", "VDD rising", "1.6", "2.0", "2.3", "V"],
            [
                "Start-up time",
                "t_{SU}",
                "VDD and VDDIO valid to " + I2C + " ready",
                "",
                "",
                "2.0",
                "ms",
            ],
            ["Input high voltage", "V_{IH}", "SDA, SCL", "1.25", "", "VDDIO + 0.3", "V"],
            ["Input low voltage", "V_{IL}", "SDA, SCL", "-0.3", "", "0.54", "V"],
            ["Output low voltage", "V_{OL}", "SDA, INT, I_{OL} = 3 mA", "", "", "0.36", "V"],
            ["SCL clock frequency", "f_{SCL}", "", "0", "", "400", "kHz"],
        ],
        7.5,
    )

    s.add_page()
    s.heading(head + " 6  Optical and conversion characteristics", 10, rule=True)
    s.caption("Tab. 4:  Optical characteristics (VDD = 3.0 V, TA = 25 " + DEG + ")", 7.8)
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 52, "C"),
            Col("Conditions", 152),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 57, "C"),
        ],
        [
            ["Peak sensitivity wavelength", "\u03bb_{P}", "", "", "330", "", "nm"],
            ["Spectral bandwidth", "\u03bb_{0.5}", "50 % of peak", "290", "", "385", "nm"],
            ["UV index output range", "UVI", "", "0", "", "20", "UVI"],
            ["UV index resolution", "", "", "", "0.01", "", "UVI"],
            [
                "UV index accuracy",
                "",
                "clear sky, sun elevation " + GE + " 30\u00b0",
                "",
                PM + "10",
                "",
                "% or " + PM + "0.5 UVI",
            ],
            [
                "Conversion time",
                "t_{CONV}",
                "RES = 00, 16 bit\nRES = 01, 18 bit\nRES = 10, 20 bit",
                "",
                "50\n200\n800",
                "60\n240\n960",
                "ms",
            ],
            ["Field of view", "", "50 % of on-axis response", "", PM + "60", "", "\u00b0"],
        ],
        7.5,
    )
    s.heading(head + " 7  " + I2C + " interface", 10, rule=True)
    s.para(
        "The PXU4710 is an " + I2C + " slave for Standard-mode and Fast-mode (up to 400 kHz). "
        "Fast-mode Plus is not supported. The address is fixed by the version; there is no "
        "address pin. Hosts that list 8-bit bus bytes should use the write / read bytes below.",
        7.8,
    )
    s.caption("Tab. 5:  Bus addresses", 7.8)
    s.table(
        [
            Col("Version", 110),
            Col("7-bit address", 110, "C"),
            Col("Write byte", 90, "C"),
            Col("Read byte", 90, "C"),
            Col("Marking", 99, "C"),
        ],
        [
            ["PXU4710A", "0x29", "52h", "53h", "UA"],
            ["PXU4710B", "0x2A", "54h", "55h", "UB"],
        ],
        7.5,
    )
    s.caption("Tab. 6:  Register map (excerpt)", 7.8)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Name", 90),
            Col("Access", 50, "C"),
            Col("Reset", 50, "C"),
            Col("Function", 249),
        ],
        [
            ["0x00", "MAIN_CTRL", "R/W", "0x00", "bit 1 ENABLE, bit 3 auto-measurement mode"],
            ["0x04", "MEAS_RATE", "R/W", "0x22", "RES[5:4] resolution, RATE[2:0] 50 ms " + ELL + " 10 s"],
            ["0x05", "GAIN", "R/W", "0x01", "gain 1 / 3 / 6 / 9 / 18"],
            ["0x06", "PART_ID", "R", "0xB7", "part number and revision"],
            ["0x10 " + ELL + " 0x12", "UVS_DATA", "R", "0x00", "20-bit raw UV count, LSB first"],
            ["0x13 " + ELL + " 0x14", "UVI_DATA", "R", "0x00", "UV index " + TIMES + " 100"],
            ["0x1A", "INT_CFG", "R/W", "0x10", "interrupt enable, persistence 1 " + ELL + " 16"],
        ],
        7.2,
    )
    s.heading(head + " 8  Application information", 10, rule=True)
    s.para(
        "Interfacing to 3.3 V hosts. SDA, SCL and INT are referenced to VDDIO and are not 3.3 V "
        "tolerant. A host with 3.3 V I/O (most microcontroller boards) needs a bidirectional "
        "level translator between its bus and the PXU4710; do not raise VDDIO above 1.95 V "
        "to match the host. VDD may share the 3.3 V rail.",
        7.8,
    )
    s.para(
        "Supply. Decouple VDD and VDDIO with 100 nF each, placed within 5 mm of the pins. "
        "VDDIO may come up before or after VDD. INT is open-drain and needs its own pull-up "
        "to VDDIO.",
        7.8,
    )
    s.caption("Tab. 7:  Pin description", 7.8)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70), Col("Type", 70, "C"), Col("Description", 319)],
        [
            ["1", "VDD", "supply", "core supply 2.4 " + ELL + " 3.6 V"],
            ["2", "SCL", "input", I2C + " clock, VDDIO level"],
            ["3", "GND", "ground", "exposed pad also to GND"],
            ["4", "INT", "open-drain", "interrupt, active low"],
            ["5", "SDA", "I/O", I2C + " data, VDDIO level"],
            ["6", "VDDIO", "supply", "interface supply 1.8 V"],
        ],
        7.2,
    )
    s.caption("Tab. 8:  Ordering information", 7.8)
    s.table(
        [
            Col("Ordering code", 120),
            Col("Version", 80, "C"),
            Col("Address", 70, "C"),
            Col("Package", 120, "C"),
            Col("Delivery", 109, "C"),
        ],
        [
            ["PXU4710A-OD6T", "PXU4710A", "0x29", "ODFN-6", "tape & reel, 5000"],
            ["PXU4710B-OD6T", "PXU4710B", "0x2A", "ODFN-6", "tape & reel, 5000"],
        ],
        7.2,
    )
    revision_table(
        s,
        [
            ["2023-06-20", "1.0", "Initial release"],
            ["2023-11-08", "1.2", "Average current in auto mode added"],
            ["2024-03-04", "1.3", "PXU4710B address version added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "pxu4710.pdf")


# ------------------------------------------------ 0-5 V to 0-10 V amplifier module (Timișoara)
def kva0510(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="BANAT MODULE INDUSTRIALE",
        header_right="KVA-0510 / KVA-0310  \u2022  Technical data sheet",
        footer_left="Banat Module Industriale SRL  \u2022  Timișoara, România  \u2022  CUI RO 31827456  "
        "\u2022  FT-KVA0510 ed. 4",
        footer_right="Pagina {page} din {nb}",
        rule_color=(96, 96, 32),
        table_fill=(245, 240, 210),
        accent=(96, 96, 32),
        grid=True,
    )
    s = Sheet(style, "KVA-0510 signal amplifier module")
    s.add_page()
    s.title_block(
        "KVA-0510",
        "Signal Amplifier 0 " + NDASH + " 5 V to 0 " + NDASH + " 10 V, DIN-rail module",
        "Versions KVA-0510 (0 " + NDASH + " 5 V input) and KVA-0310 (0 " + NDASH
        + " 3.3 V input)  |  supply 12 " + NDASH + " 24 V DC  |  edition 4, April 2024",
        22,
    )
    s.heading("A. DESCRIPTION", 10.5)
    s.para(
        "The KVA-0510 raises the 0 " + NDASH + " 5 V output of a microcontroller, a filtered "
        "PWM signal or a sensor to the 0 " + NDASH + " 10 V standard of building automation "
        "and drives: frequency inverters, EC fans, damper actuators, valve actuators and LED "
        "drivers with a 0 " + NDASH + " 10 V control input. A precision op-amp in "
        "non-inverting configuration with laser-trimmed gain resistors sets the gain; ZERO and "
        "SPAN trimmers allow field adjustment. The KVA-0310 is the same module for 0 " + NDASH
        + " 3.3 V sources.",
        8.2,
    )
    s.heading("B. TECHNICAL DATA", 10.5)
    s.caption("Tab. B-1  Signal data per version (TA = 25 " + DEG + ", VS = 24 V)", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 139),
            Col("KVA-0510", 75, "C"),
            Col("KVA-0310", 75, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Input signal range", "", "0 " + NDASH + " 5", "0 " + NDASH + " 3.3", "V"],
            ["Gain (VOUT / VIN)", "", "2.000", "3.030", DASH],
            ["Input resistance", "", "100", "68", "k" + OHM],
            [
                "Input voltage without\ndamage",
                "continuous",
                "-15 " + NDASH + " +30",
                "-15 " + NDASH + " +30",
                "V",
            ],
            ["Output signal range", "R_{L} " + GE + " 1 k" + OHM, "0 " + NDASH + " 10", "0 " + NDASH + " 10", "V"],
            ["Zero offset", "VIN = 0 V", PM + "5", PM + "5", "mV"],
            ["Gain error", "after factory trim", PM + "0.25", PM + "0.30", "% FS"],
        ],
        7.6,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.caption("Tab. B-2  Supply and output (both versions, TA = 25 " + DEG + ")", 8)
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 45, "C"),
            Col("Conditions", 126),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 75, "C"),
        ],
        [
            ["Supply voltage", "V_{S}", "12 V or 24 V nominal", "10.8", "24", "26.4", "V DC"],
            [
                "Supply current,\nno load",
                "I_{S}",
                "VS = 12 V\nVS = 24 V",
                "",
                "14\n17",
                "20\n24",
                "mA",
            ],
            [
                "Supply current,\nfull scale",
                "I_{S,FS}",
                "VOUT = 10 V into 1 k" + OHM + ", VS = 24 V",
                "",
                "28",
                "36",
                "mA",
            ],
            ["Output current", "I_{OUT}", "source, VOUT = 10 V", "", "", "10", "mA"],
            ["Output short-circuit\ncurrent", "I_{SC}", "OUT to 0 V", "", "22", "30", "mA"],
            [
                "Output swing, high",
                "V_{OH}",
                "VS = 12 V, R_{L} = 1 k" + OHM + "\nVS = 24 V, R_{L} = 1 k" + OHM,
                "10.4\n10.8",
                "",
                "",
                "V",
            ],
            ["Bandwidth (-3 dB)", "f_{-3dB}", "", "", "1.0", "", "kHz"],
            ["Step response 10 " + NDASH + " 90 %", "t_{R}", "0 V " + ARROW + " full scale", "", "0.35", "0.5", "ms"],
            ["Supply voltage, abs. max.", "V_{S,max}", "no damage, 1 min", "", "", "32", "V DC"],
            ["Reverse supply voltage", "", "no damage", "", "", "-32", "V DC"],
        ],
        7.6,
    )
    s.para(
        "Above 10 V input-referred full scale the output goes on rising until it reaches the "
        "swing limit (over-range). The output sources current only; it is not designed to "
        "sink current from the load.",
        7.8,
    )
    s.heading("C. ENVIRONMENT AND MECHANICS", 10.5)
    s.table(
        [Col("Item", 170), Col("Value", 329)],
        [
            ["Operating temperature", "-20 " + NDASH + " +60 " + DEG],
            ["Storage temperature", "-40 " + NDASH + " +85 " + DEG],
            ["Relative humidity", "10 " + NDASH + " 90 %, non-condensing"],
            ["Degree of protection", "IP20 (housing), terminals finger-safe"],
            ["Housing", "PA66, 17.5 mm wide, for 35 mm DIN rail (EN 60715)"],
            ["Weight", "45 g"],
        ],
        7.6,
        show_head=False,
    )

    s.add_page()
    s.heading("D. TERMINALS", 10.5)
    s.caption("Tab. D-1  Terminal assignment (screw terminals, 0.2 " + NDASH + " 2.5 mm" + SQ + ")", 8)
    s.table(
        [Col("Terminal", 60, "C"), Col("Marking", 70, "C"), Col("Function", 369)],
        [
            ["1", "+VS", "supply +12 " + NDASH + " +24 V DC"],
            ["2", "0V", "supply 0 V"],
            ["3", "IN+", "signal input 0 " + NDASH + " 5 V (KVA-0310: 0 " + NDASH + " 3.3 V)"],
            ["4", "GND", "signal ground (input)"],
            ["5", "OUT", "signal output 0 " + NDASH + " 10 V"],
            ["6", "GND", "signal ground (output)"],
        ],
        7.6,
    )
    s.heading("E. ADJUSTMENT", 10.5)
    s.caption("Tab. E-1  Front-panel trimmers and LED", 8)
    s.table(
        [Col("Element", 90), Col("Range", 120, "C"), Col("Use", 289)],
        [
            ["ZERO", PM + "50 mV at OUT", "set OUT = 0.00 V with IN+ at 0 V"],
            ["SPAN", PM + "3 % of full scale", "set OUT = 10.00 V with IN+ at 5.00 V (3.30 V)"],
            ["PWR LED", "green", "lights when VS > 9 V"],
        ],
        7.6,
    )
    s.heading("F. APPLICATION NOTES", 10.5)
    s.para(
        "F.1  Isolation. The KVA-0510 is not isolated: terminals 2, 4 and 6 are connected "
        "together on the board. Connect the signal source and the load to the same 0 V as the "
        "supply, or use an isolated converter.",
        8,
    )
    s.para(
        "F.2  Arduino and other 5 V controllers. A PWM pin filtered with 10 k" + OHM + " and "
        "10 " + MU + "F gives 0 " + NDASH + " 5 V at IN+; the KVA-0510 turns this into "
        "0 " + NDASH + " 10 V. The input draws no more than 50 " + MU + "A from the filter.",
        8,
    )
    s.para(
        "F.3  3.3 V sources (ESP32 DAC, Raspberry Pi with an external DAC). Order the "
        "KVA-0310. A KVA-0510 driven from a 3.3 V source stops at about 6.6 V output.",
        8,
    )
    s.para(
        "F.4  Supply. Use a 12 V or 24 V DC power supply, for example the 24 V supply of a "
        "PLC cabinet. The module does not start from 5 V (USB) supplies; a 12 V vehicle "
        "battery (up to 14.4 V while charging) is within the supply range.",
        8,
    )
    s.para(
        "F.5  Loads. Drive 0 " + NDASH + " 10 V control inputs with an input resistance of "
        "1 k" + OHM + " or more (typical inverter inputs are 10 " + NDASH + " 100 k" + OHM
        + "). Several inputs may be connected in parallel as long as the total resistance "
        "stays at or above 1 k" + OHM + ".",
        8,
    )
    s.heading("G. ORDERING", 10.5)
    s.caption("Tab. G-1  Ordering codes", 8)
    s.table(
        [Col("Order code", 110), Col("Input", 90, "C"), Col("Output", 90, "C"), Col("Design", 209)],
        [
            ["KVA-0510-DR", "0 " + NDASH + " 5 V", "0 " + NDASH + " 10 V", "DIN-rail housing"],
            ["KVA-0310-DR", "0 " + NDASH + " 3.3 V", "0 " + NDASH + " 10 V", "DIN-rail housing"],
            ["KVA-0510-PCB", "0 " + NDASH + " 5 V", "0 " + NDASH + " 10 V", "open board, 50 " + TIMES + " 30 mm"],
        ],
        7.6,
    )
    s.para(
        "Conformity: EN 61326-1 (industrial environment), RoHS. Packing unit 10 pieces. "
        "Minimum order 1 piece.",
        7.8,
    )
    revision_table(
        s,
        [
            ["2021-09-01", "ed. 1", "First edition"],
            ["2022-05-16", "ed. 2", "KVA-0310 added"],
            ["2023-02-10", "ed. 3", "Reverse supply protection to -32 V"],
            ["2024-04-22", "ed. 4", "Application notes F.4 and F.5 extended"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "kva-0510.pdf")


# ------------------------------------------------ dual load switch IC (Jena)
def slh2272(out: Path) -> Path:
    head = "\u2311"
    style = Style(
        font="DejaVuSerif",
        header_left="SLH2272A / B / C  \u2013  Dual Current-Limited Load Switch",
        header_right="Data Sheet Rev. 1.1, 2024-05-06",
        footer_left="Saale Leistungselektronik GmbH  \u00b7  Jena, Germany  \u00b7  Amtsgericht Jena "
        "HRB 512873",
        footer_right="{page} ({nb})",
        rule_color=(60, 60, 70),
        table_fill=None,
        accent=(90, 40, 120),
        grid=False,
    )
    s = Sheet(style, "SLH2272 dual load switch")
    s.add_page()
    s.title_block(
        "SLH2272",
        "Dual-Channel 5.5 V Load Switch with Current Limit and Fault Flags",
        "SLH2272A (0.5 A)  |  SLH2272B (1.0 A)  |  SLH2272C (2.0 A) per channel  |  MSOP-10 "
        "and DFN-10",
        21,
    )

    def features() -> None:
        s.heading(head + " 1  Features", 9.5)
        s.bullets(
            [
                "Two independent P-channel MOSFET switches",
                "Input voltage range 2.5 V to 5.5 V",
                "Fixed current limit per version, fold-back free",
                "45 m" + OHM + " typical on-resistance at 5 V",
                "62 " + MU + "A quiescent current, both channels on",
                "Enable inputs work with 1.8 V logic",
                "Open-drain fault flags with 8 ms blanking",
                "Soft start, 1 ms rise time",
                "Thermal shutdown, UVLO",
            ],
            7.5,
        )

    def applications() -> None:
        s.heading(head + " 2  Applications", 9.5)
        s.bullets(
            [
                "USB and accessory ports",
                "Peripheral power gating in battery devices",
                "Sensor and radio module supplies",
                "Hot-plug of sub-assemblies",
            ],
            7.5,
        )
        s.heading(head + " 3  Description", 9.5)
        s.para(
            "The SLH2272 contains two load switches with a shared input. Each channel limits "
            "its output current to a fixed value set by the version and reports an over-current "
            "or over-temperature event on its own FLT pin. The enable thresholds allow direct "
            "control from 1.8 V, 3.3 V and 5 V logic.",
            7.5,
        )

    s.side_by_side(features, applications, 230, 16)
    s.heading(head + " 4  Absolute maximum ratings", 9.5, rule=True)
    s.table(
        [Col("Parameter", 200), Col("Symbol", 70, "C"), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 109, "C")],
        [
            ["IN, OUT1, OUT2 to GND", "V_{IN}, V_{OUT}", "-0.3", "6.0", "V"],
            ["EN1, EN2, FLT1, FLT2 to GND", "", "-0.3", "6.0", "V"],
            ["FLT sink current", "I_{FLT}", "", "10", "mA"],
            ["Junction temperature", "T_{J}", "-40", "+150", DEG],
            ["Storage temperature", "T_{STG}", "-65", "+150", DEG],
            ["ESD (HBM / CDM)", "", "", "4 / 1", "kV"],
        ],
        7.4,
    )
    s.caption("Table 1.  Absolute maximum ratings", 7.6)
    s.heading(head + " 5  Recommended operating conditions", 9.5, rule=True)
    s.table(
        [Col("Parameter", 200), Col("Symbol", 70, "C"), Col("Min", 50, "C"), Col("Typ", 50, "C"), Col("Max", 50, "C"), Col("Unit", 79, "C")],
        [
            ["Input voltage", "V_{IN}", "2.5", "", "5.5", "V"],
            ["Enable voltage", "V_{EN}", "0", "", "5.5", "V"],
            ["Operating ambient temperature", "T_{A}", "-40", "", "+85", DEG],
            ["Input capacitor", "C_{IN}", "1", "", "", MU + "F"],
        ],
        7.4,
    )
    s.caption("Table 2.  Recommended operating conditions", 7.6)
    s.heading(head + " 6  Electrical characteristics", 9.5, rule=True)
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 52, "C"),
            Col("Test conditions", 150),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Quiescent current,\nboth channels on", "I_{Q2}", "EN1 = EN2 = high, I_{OUT} = 0", "", "62", "95", MU + "A"],
            ["Quiescent current,\none channel on", "I_{Q1}", "EN1 = high, EN2 = low, I_{OUT} = 0", "", "36", "55", MU + "A"],
            ["Shutdown current", "I_{SD}", "EN1 = EN2 = low", "", "0.1", "1.0", MU + "A"],
            ["OUT leakage, off", "I_{LEAK}", "V_{OUT} = 0 V, per channel", "", "0.05", "0.5", MU + "A"],
            [
                "On-resistance,\neach channel",
                "R_{DS(on)}",
                "V_{IN} = 5.0 V, I_{OUT} = 200 mA\nV_{IN} = 3.3 V, I_{OUT} = 200 mA\n"
                "V_{IN} = 2.5 V, I_{OUT} = 200 mA",
                "",
                "45\n56\n72",
                "60\n75\n98",
                "m" + OHM,
            ],
            ["UVLO threshold", "V_{UVLO}", "V_{IN} rising\nV_{IN} falling", "", "2.30\n2.15", "2.45", "V"],
            ["EN input high voltage", "V_{IH}", "V_{IN} = 2.5 V to 5.5 V", "1.2", "", "", "V"],
            ["EN input low voltage", "V_{IL}", "V_{IN} = 2.5 V to 5.5 V", "", "", "0.4", "V"],
            ["EN input current", "I_{EN}", "V_{EN} = 5.5 V", "", "", "1", MU + "A"],
            ["FLT output low voltage", "V_{OL}", "I_{FLT} = 1 mA", "", "", "0.4", "V"],
            ["FLT blanking time", "t_{BLANK}", "", "5", "8", "12", "ms"],
            ["Turn-on delay", "t_{D(on)}", "R_{L} = 10 " + OHM + ", C_{L} = 1 " + MU + "F", "", "0.3", "", "ms"],
            ["Output rise time", "t_{R}", "10 % to 90 %, same load", "", "1.0", "1.5", "ms"],
            ["Turn-off time", "t_{OFF}", "same load", "", "8", "", MU + "s"],
            ["Thermal shutdown", "T_{SD}", "T_{J} rising, hysteresis 20 " + DEG, "", "150", "", DEG],
        ],
        7.3,
    )
    s.caption("Table 3.  Electrical characteristics, VIN = 5.0 V, TA = 25 " + DEG + " unless noted", 7.6)

    s.add_page()
    s.heading(head + " 7  Current limit per version", 9.5, rule=True)
    s.table(
        [
            Col("Parameter", 140),
            Col("Conditions", 110),
            Col("SLH2272A", 75, "C"),
            Col("SLH2272B", 75, "C"),
            Col("SLH2272C", 75, "C"),
            Col("Unit", 24, "C"),
        ],
        [
            ["Continuous output\ncurrent, each channel", "T_{A} " + LE + " 85 " + DEG, "0.5", "1.0", "2.0", "A"],
            ["Current-limit threshold", "min\ntyp\nmax", "0.60\n0.75\n0.90", "1.15\n1.40\n1.65", "2.25\n2.60\n2.95", "A"],
            ["Short-circuit current", "OUT to GND, typ", "0.70", "1.30", "2.45", "A"],
            ["Both channels together", "continuous, max", "1.0", "2.0", "3.0", "A"],
        ],
        7.4,
        head_rows=[["", "", "Version", "<", "<", ""]],
    )
    s.caption("Table 4.  Output current and current limit (VIN = 5.0 V)", 7.6)
    s.para(
        "When the output current reaches the current-limit threshold the channel regulates its "
        "current at that level. If the overload lasts longer than the blanking time, FLT goes "
        "low; the channel stays on in current limit until the die reaches the thermal shutdown "
        "temperature, then cycles. The other channel is not affected. The SLH2272C must not "
        "carry more than 3.0 A in total.",
        7.5,
    )
    s.heading(head + " 8  Pin configuration", 9.5, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("I/O", 50, "C"), Col("Function", 349)],
        [
            ["1, 2", "IN", "P", "supply input, both pins connected"],
            ["3", "EN1", "I", "enable channel 1, active high, internal 1 M" + OHM + " pull-down"],
            ["4", "EN2", "I", "enable channel 2, active high, internal 1 M" + OHM + " pull-down"],
            ["5", "GND", "P", "ground (DFN: also exposed pad)"],
            ["6", "FLT2", "O", "fault flag channel 2, open drain, active low"],
            ["7", "FLT1", "O", "fault flag channel 1, open drain, active low"],
            ["8", "OUT2", "P", "output channel 2"],
            ["9, 10", "OUT1", "P", "output channel 1 (DFN: pin 9 only, pin 10 NC)"],
        ],
        7.3,
    )
    s.caption("Table 5.  Pin description", 7.6)
    s.table(
        [Col("ENx", 80, "C"), Col("Load", 100, "C"), Col("OUTx", 140, "C"), Col("FLTx", 179, "C")],
        [
            ["low", "any", "off, high impedance", "high impedance"],
            ["high", "normal", "on", "high impedance"],
            ["high", "over-current > t_{BLANK}", "on, current limited", "low"],
            ["high", "T_{J} > T_{SD}", "off until T_{J} falls by 20 " + DEG, "low"],
        ],
        7.3,
    )
    s.caption("Table 6.  Truth table", 7.6)
    s.heading(head + " 9  Application information", 9.5, rule=True)
    s.para(
        "Logic levels. EN1 and EN2 recognise 1.2 V as high over the whole input range, so a "
        "1.8 V, 3.3 V or 5 V GPIO can drive them directly. The EN pins tolerate 6 V "
        "independent of VIN: a 5 V microcontroller may switch an SLH2272 that runs from 3.3 V.",
        7.5,
    )
    s.para(
        "Capacitive loads. The 1 ms soft start keeps the inrush current of output capacitors "
        "up to 100 " + MU + "F below the current-limit threshold of every version. Larger "
        "capacitors are charged in current limit and may set FLT if charging takes longer than "
        "the blanking time.",
        7.5,
    )
    s.para(
        "Input range. The SLH2272 is a low-voltage switch. For 12 V or 24 V rails use a "
        "high-side switch rated for the rail; voltages above 6 V on IN destroy the device.",
        7.5,
    )
    s.table(
        [Col("Package", 120), Col("R_{\u03b8JA}", 90, "C"), Col("Max. dissipation at 25 " + DEG, 140, "C"), Col("Ordering code", 149)],
        [
            ["MSOP-10", "95 " + DEG + "/W", "1.05 W", "SLH2272x-MS10R"],
            ["DFN-10, 3 " + TIMES + " 3 mm", "58 " + DEG + "/W", "1.70 W", "SLH2272x-DF10R"],
        ],
        7.3,
    )
    s.caption("Table 7.  Thermal data and ordering (x = A, B or C; reels of 3000)", 7.6)
    revision_table(
        s,
        [
            ["2023-10-02", "1.0", "Final data sheet"],
            ["2024-05-06", "1.1", "SLH2272C added; table 4 extended by the total current"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "slh2272.pdf")


# ------------------------------------------------ sub-GHz FSK transceiver module (Klaipėda)
def ksr35(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KURŠIŲ RADIJO TECHNIKA",
        header_right="KSR-35E / KSR-35U  sub-GHz FSK transceiver module  |  Data sheet v2.0",
        footer_left="UAB Kuršių radijo technika  \u00b7  Klaipėda, Lietuva  \u00b7  Įm. k. 305918274  "
        "\u00b7  DS-KSR35-EN v2.0",
        footer_right="psl. {page} iš {nb}",
        rule_color=(150, 90, 20),
        table_fill=(250, 236, 210),
        accent=(130, 70, 10),
        grid=False,
    )
    s = Sheet(style, "KSR-35 sub-GHz transceiver module")
    s.add_page()
    s.title_block(
        "KSR-35",
        "Sub-GHz FSK / GFSK / OOK Transceiver Module with SPI Interface",
        "KSR-35E for the 868 MHz band (Europe)  |  KSR-35U for the 915 MHz band (Americas)  |  "
        "15 " + TIMES + " 18 " + TIMES + " 2.4 mm, castellated pads and u.FL",
        22,
    )

    def overview() -> None:
        s.heading("1 : Overview", 10)
        s.para(
            "KSR-35 modules combine a sub-GHz transceiver IC, a 32 MHz TCXO, the RF switch, "
            "the matching network and harmonic filters on a shielded board. The host talks to "
            "the module over a 4-wire SPI bus; two digital I/Os (DIO0, DIO1) signal packet "
            "events. Two band versions share one footprint and one register set.",
            7.8,
        )

    def highlights() -> None:
        s.heading("2 : Highlights", 10)
        s.bullets(
            [
                "FSK, GFSK and OOK, 0.6 " + ELL + " 300 kbps",
                "Up to +14 dBm (35E) or +20 dBm (35U)",
                "RX sensitivity down to -119 dBm",
                "11.5 mA in receive, 0.2 " + MU + "A in sleep",
                "SPI up to 10 MHz, 1.8 " + ELL + " 3.6 V",
                "-40 " + ELL + " +85 " + DEG,
            ],
            7.8,
        )

    s.side_by_side(overview, highlights, 280, 14)
    s.heading("3 : Band versions", 10, rule=True)
    s.caption("TABLE 1  RF data per version (VCC = 3.3 V, TA = 25 " + DEG + ")", 8)
    s.table(
        [
            Col("Parameter", 140),
            Col("Conditions", 139),
            Col("KSR-35E", 80, "C"),
            Col("KSR-35U", 80, "C"),
            Col("Unit", 60, "C"),
        ],
        [
            ["Frequency band", "", "863 " + ELL + " 870", "902 " + ELL + " 928", "MHz"],
            ["Maximum output power", "PA_LEVEL = 31", "+14", "+20", "dBm"],
            ["Minimum output power", "PA_LEVEL = 0", "-10", "-10", "dBm"],
            ["Frequency tolerance", "TCXO, -40 " + ELL + " +85 " + DEG, PM + "2", PM + "2", "ppm"],
            ["Channel spacing, default", "", "200", "500", "kHz"],
            ["Regulatory", "", "ETSI EN 300 220", "FCC Part 15.247", ""],
        ],
        7.6,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.heading("4 : Electrical characteristics", 10, rule=True)
    s.caption("TABLE 2  DC characteristics (TA = 25 " + DEG + ", VCC = 3.3 V unless stated)", 8)
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 48, "C"),
            Col("Conditions", 155),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 58, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "1.8", "3.3", "3.6", "V"],
            ["Supply voltage,\nabsolute maximum", "V_{CC,max}", "no damage", "-0.5", "", "3.9", "V"],
            [
                "Supply current,\ntransmit",
                "I_{TX}",
                "+20 dBm (KSR-35U only)\n+14 dBm\n+10 dBm\n0 dBm",
                "",
                "85\n44\n29\n13",
                "100\n52\n35\n16",
                "mA",
            ],
            ["Supply current, receive", "I_{RX}", "any bit rate", "", "11.5", "13", "mA"],
            ["Standby current", "I_{STBY}", "TCXO and regulator on", "", "1.6", "2.0", "mA"],
            ["Sleep current,\nwake-up timer on", "I_{SLEEP,WUT}", "32 kHz RC running", "", "1.2", "2.0", MU + "A"],
            ["Sleep current", "I_{SLEEP}", "all blocks off, registers kept", "", "0.2", "1.0", MU + "A"],
            ["Input high voltage", "V_{IH}", "SCK, MOSI, NSS, RESET", "0.7 VCC", "", "VCC + 0.3", "V"],
            ["Input low voltage", "V_{IL}", "SCK, MOSI, NSS, RESET", "-0.3", "", "0.3 VCC", "V"],
            ["Output high voltage", "V_{OH}", "MISO, DIO0, DIO1, I_{OH} = -1 mA", "VCC - 0.4", "", "", "V"],
            ["SPI clock frequency", "f_{SCK}", "mode 0", "", "", "10", "MHz"],
            ["Operating temperature", "T_{A}", "", "-40", "", "+85", DEG],
        ],
        7.4,
    )
    s.caption("TABLE 3  Receiver sensitivity (BER 0.1 %, 2-FSK, VCC = 3.3 V)", 8)
    s.table(
        [Col("Parameter", 140), Col("Bit rate, deviation", 170), Col("Typ", 80, "C"), Col("Unit", 109, "C")],
        [
            [
                "RX sensitivity",
                "1.2 kbps, " + PM + "5 kHz\n38.4 kbps, " + PM + "20 kHz\n100 kbps, " + PM
                + "50 kHz\n250 kbps, " + PM + "125 kHz",
                "-119\n-108\n-103\n-97",
                "dBm",
            ],
            ["Adjacent channel rejection", "1.2 kbps, " + PM + "200 kHz offset", "50", "dB"],
            ["Blocking", PM + "2 MHz offset", "72", "dB"],
        ],
        7.6,
    )

    s.add_page()
    s.heading("5 : Host interface", 10, rule=True)
    s.para(
        "SPI mode 0 (CPOL = 0, CPHA = 0), MSB first, up to 10 MHz. The first byte holds the "
        "register address with bit 7 = 1 for a write. All host-side pins are 3.3 V logic and "
        "are not 5 V tolerant: connect 5 V microcontrollers through a level translator.",
        7.8,
    )
    s.caption("TABLE 4  Pad assignment", 8)
    s.table(
        [Col("Pad", 40, "C"), Col("Name", 70), Col("Type", 60, "C"), Col("Description", 329)],
        [
            ["1", "GND", "P", "ground"],
            ["2", "ANT", "RF", "50 " + OHM + " antenna pad (parallel to the u.FL socket)"],
            ["3", "GND", "P", "ground"],
            ["4", "VCC", "P", "supply 1.8 " + ELL + " 3.6 V"],
            ["5", "SCK", "I", "SPI clock"],
            ["6", "MISO", "O", "SPI data out"],
            ["7", "MOSI", "I", "SPI data in"],
            ["8", "NSS", "I", "SPI chip select, active low"],
            ["9", "DIO0", "O", "packet sent / payload ready"],
            ["10", "DIO1", "O", "FIFO level / timeout"],
            ["11", "RESET", "I", "reset, active low, 10 k" + OHM + " pull-up"],
        ],
        7.4,
    )
    s.caption("TABLE 5  Register summary (excerpt)", 8)
    s.table(
        [Col("Address", 60, "C"), Col("Name", 100), Col("Default", 60, "C"), Col("Function", 279)],
        [
            ["0x01", "OP_MODE", "0x04", "sleep / standby / FS / TX / RX"],
            ["0x03 " + ELL + " 0x04", "BITRATE", "0x1A0B", "bit rate = 32 MHz / BITRATE"],
            ["0x07 " + ELL + " 0x09", "FRF", "0xD9 0x13 0x33", "carrier frequency (868.30 MHz default on 35E)"],
            ["0x10", "VERSION", "0x35", "module revision"],
            ["0x11", "PA_LEVEL", "0x9F", "output power, 1 dB steps"],
        ],
        7.4,
    )
    s.caption("TABLE 6  Preset channels", 8)
    s.table(
        [Col("Channel", 70, "C"), Col("KSR-35E", 130, "C"), Col("KSR-35U", 130, "C"), Col("Note", 169)],
        [
            ["0", "868.30 MHz", "903.00 MHz", "default after reset"],
            ["1", "868.50 MHz", "906.00 MHz", ""],
            ["2", "869.525 MHz", "915.00 MHz", "35E: 869.4 " + ELL + " 869.65 MHz sub-band, 500 mW ERP"],
            ["3", "869.85 MHz", "927.50 MHz", "35E: 5 mW ERP sub-band"],
        ],
        7.4,
    )
    s.heading("6 : Design-in notes", 10, rule=True)
    s.bullets(
        [
            "Power supply: the module draws its highest current in transmit (see TABLE 2). "
            "Place 10 " + MU + "F plus 100 nF next to VCC. Below VCC = 2.4 V the maximum output "
            "power drops by about 2 dB.",
            "Duty cycle: the KSR-35E firmware does not enforce the ETSI duty-cycle limits; the "
            "host application is responsible for them.",
            "Antenna: use either the ANT pad or the u.FL socket, not both. A quarter-wave wire is "
            "8.2 cm at 868 MHz and 7.8 cm at 915 MHz.",
            "The KSR-35E must not be operated in the 902 " + ELL + " 928 MHz band and the KSR-35U "
            "not in the 863 " + ELL + " 870 MHz band; the filters are band-specific.",
        ],
        7.8,
    )
    s.caption("TABLE 7  Ordering information", 8)
    s.table(
        [Col("Order code", 120), Col("Band", 90, "C"), Col("Antenna", 140, "C"), Col("Packing", 149, "C")],
        [
            ["KSR-35E-P", "868 MHz", "pad + u.FL", "tray, 100"],
            ["KSR-35E-PR", "868 MHz", "pad + u.FL", "reel, 800"],
            ["KSR-35U-P", "915 MHz", "pad + u.FL", "tray, 100"],
        ],
        7.4,
    )
    revision_table(
        s,
        [
            ["2023-04-11", "1.0", "First release (KSR-35E)"],
            ["2024-01-29", "2.0", "KSR-35U added, TX current at +20 dBm"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "ksr-35.pdf")
