"""Hold-out 96 datasheets, part 1: an analog pH sensor module, a 4-channel 16-bit I2C ADC
breakout, a 2-channel solid-state relay board and a LoRa transceiver module.

A Wuhan water-sensing house instruction manual in translated English (a four-column
key / value parameter grid that puts two parameters on one line, probe data in a
separate table, the 3.3 V limit only in Q&A), a Seattle open-hardware "board brief"
(a min / typ / max table whose power-down current has two rows per temperature, a
PGA table of full-scale ranges and LSB sizes, an address-strap table, FAQ), a
Luxembourgish / English solid-state relay board sheet (columns per trigger version,
load current per ambient temperature in columns, leakage only in a table and in
FAQ) and a Sydney RF-module data sheet (ordering table with the bands, one column
per frequency variant with several TX-power rows, a sensitivity row per spreading
factor, the low-VDD limit in a note below the table).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"
LE = "\u2264"
GE = "\u2265"
TIMES = "\u00d7"


# ------------------------------------------------------------ pH module (Wuhan)
def aqph42(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Wuhan Qingjiang Aqua-Sense Technology Co., Ltd.",
        header_right="AQ-PH42 Instruction Manual  V2.3",
        footer_left="Add: Guanggu Avenue, East Lake High-tech Zone, Wuhan  Tel: 027-8766 0000",
        footer_right="V2.3 \u00b7 {page}/{nb}",
        table_fill=(222, 238, 246),
        accent=(0, 84, 140),
        rule_color=(0, 84, 140),
        grid=True,
    )
    s = Sheet(style, "AQ-PH42 analog pH sensor module instruction manual")
    s.add_page()
    s.title_block(
        "AQ-PH42 / AQ-PH42K",
        "Analog pH Sensor Module (with BNC probe interface) Instruction Manual",
        "AQ-PH42 = signal board only;  AQ-PH42K = kit with AQ-E201C composite pH electrode "
        "and 1 m cable",
        18,
    )
    s.heading("\u25ce 1. Product Introduction", 10.5)
    s.para(
        "AQ-PH42 is a pH meter front end for Arduino and other single-chip microcomputer. "
        "The high-impedance op-amp converts the tiny electrode voltage into analog voltage "
        "0" + FWT + "3.0V, so it can go to the ADC pin directly. The board also has one "
        "comparator output Do, the alarm point is set by the blue potentiometer. "
        "Zero point and slope are adjusted by two trimmers, see chapter 4.",
        8.5,
    )
    s.heading("\u25ce 2. Technical Parameters", 10.5)
    s.table(
        [
            Col("Parameter", 105),
            Col("Value", 145),
            Col("Parameter", 105),
            Col("Value", 144),
        ],
        [
            [
                "Module power supply",
                "DC 5V" + PM + "0.2V",
                "Working current",
                LE + "10mA",
            ],
            [
                "Measuring range",
                "0" + FWT + "14pH",
                "Measuring temperature",
                "0" + FWT + "60" + FW_C + "(solution)",
            ],
            [
                "Accuracy",
                PM + "0.1pH" + FWL + "25" + FW_C + FWR,
                "Response time",
                LE + "1min",
            ],
            [
                "Output signal",
                "analog voltage 0" + FWT + "3.0V",
                "Probe connector",
                "BNC (Q9)",
            ],
            [
                "Zero point output",
                "1.50V" + PM + "0.05V (pH 7.00)",
                "Output slope",
                "about 0.21V/pH",
            ],
            [
                "Warm-up time",
                "3min after power on",
                "Working temperature",
                "-10" + FWT + "50" + FW_C + "(module)",
            ],
            [
                "Do output",
                "TTL, high when pH > limit",
                "Board size",
                "43mm" + TIMES + "32mm",
            ],
        ],
        8,
    )
    s.para(
        "Note" + FWC + "the measuring temperature is the temperature of the liquid under "
        "test. The signal board itself must stay dry and inside its working temperature.",
        7.5,
    )
    s.heading("\u25ce 3. Pin Description", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 90), Col("Description", 359)],
        [
            ["1", "V+", "Power input, DC 5V"],
            ["2", "G", "Power ground"],
            ["3", "G", "Signal ground (connect to MCU GND)"],
            ["4", "Po", "pH analog output 0" + FWT + "3.0V"],
            ["5", "Do", "Limit output, 3.3V TTL level"],
            ["6", "To", "Not used on AQ-PH42 (reserved for temperature version)"],
        ],
        8,
    )
    s.heading("\u25ce 4. Calibration", 10.5)
    s.bullets(
        [
            "(1) Power on and wait 3 minutes, then short the BNC inner pin to the shell.",
            "(2) Turn the zero trimmer until Po = 1.50V.",
            "(3) Put the probe into pH 4.00 buffer, wait until stable, turn the slope trimmer "
            "until Po reads the value of the table below.",
            "(4) Rinse the probe with pure water between two buffers.",
        ],
        8.5,
        mark="",
    )
    s.table(
        [
            Col("Buffer solution (25" + FW_C + ")", 170),
            Col("pH 4.00", 110, "C"),
            Col("pH 6.86", 110, "C"),
            Col("pH 9.18", 109, "C"),
        ],
        [["Expected Po voltage", "0.86V", "1.47V", "1.97V"]],
        8,
    )
    s.add_page()
    s.heading("\u25ce 5. Electrode Parameters (AQ-PH42K only)", 10.5)
    s.table(
        [Col("Item", 180), Col("AQ-E201C electrode", 319)],
        [
            ["Zero point", "7" + PM + "0.25pH"],
            ["Alkali error", "0.2pH (1mol/L Na+, pH14)"],
            ["Theoretical slope", GE + "98.5%"],
            ["Internal resistance", LE + "250M" + OHM],
            ["Operating temperature", "0" + FWT + "60" + FW_C],
            ["Cable length", "1m, BNC plug"],
            ["Storage", "keep wet in 3mol/L KCl solution, never dry"],
        ],
        8,
    )
    s.heading("\u25ce 6. Attention", 10.5)
    s.bullets(
        [
            "The board and the BNC connector are not waterproof. Only the glass head of the "
            "electrode may go into the liquid.",
            "Do not measure strong oxidizing liquid or liquid with oil; the electrode will "
            "be poisoned.",
            "The electrode is consumable, please replace it when the response becomes slow.",
            "Storage temperature of the board" + FWC + "-20" + FW_C + FWT + "+70" + FW_C + ".",
        ],
        8.5,
    )
    s.heading("\u25ce 7. Q&A", 10.5)
    qa = [
        (
            "Q" + FWC + "Can I supply the module with 3.3V from ESP32?",
            "A" + FWC + "No. The op-amp needs 5V, at 3.3V the output is clipped near 2.0V and "
            "pH above 9 can not be read. Supply V+ with 5V; Po never goes above 3.0V, so "
            "the 3.3V ADC of ESP32 can read Po directly.",
        ),
        (
            "Q" + FWC + "Can the electrode stay in the fish tank all the time?",
            "A" + FWC + "Yes, but clean it every month and calibrate again. Long time "
            "immersion shortens the electrode life.",
        ),
        (
            "Q" + FWC + "Can I measure hot water of 80" + FW_C + "?",
            "A" + FWC + "No. Solution temperature must be 0" + FWT + "60" + FW_C + ".",
        ),
        (
            "Q" + FWC + "Does the module do temperature compensation?",
            "A" + FWC + "No, AQ-PH42 has no temperature sensor. Do the compensation in the "
            "software if necessary.",
        ),
        (
            "Q" + FWC + "Why does the reading jump when a pump is running in the tank?",
            "A" + FWC + "Pump leakage current disturbs the electrode. Use an isolated power "
            "supply for the module or switch off the pump when measuring.",
        ),
    ]
    for question, answer in qa:
        s.para(question, 8.5, bold=True)
        s.para(answer, 8.5)
    s.heading("\u25ce 8. Revision", 10.5)
    revision_table(
        s,
        [
            ["2022-03-10", "V2.1", "First English edition"],
            ["2023-06-02", "V2.2", "Add Q&A about pump interference"],
            ["2024-01-08", "V2.3", "Warm-up time changed to 3min"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "aq-ph42.pdf")


# ------------------------------------------------------------ 16-bit ADC breakout (Seattle)
def qadc16(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="CASCADE CIRCUITWORKS  \u00b7  Seattle, WA",
        header_right="CCW-QADC16 board brief",
        footer_left="ccw-qadc16 board brief \u00b7 hardware rev C \u00b7 open hardware, CERN-OHL-P",
        footer_right="{page}/{nb}",
        table_fill=(214, 236, 232),
        accent=(0, 96, 88),
        rule_color=(0, 96, 88),
        grid=False,
    )
    s = Sheet(style, "CCW-QADC16 4-channel 16-bit ADC breakout board brief")
    s.add_page()
    s.title_block(
        "CCW-QADC16",
        "Four-channel 16-bit delta-sigma ADC breakout with programmable gain (I2C)",
        "Board brief, hardware rev C. Fits a breadboard; 0.1 in headers and two Qwiic-style "
        "4-pin connectors.",
        20,
    )

    def left() -> None:
        s.heading("What it is", 10)
        s.para(
            "The QADC16 puts a 16-bit delta-sigma converter with an on-chip reference, "
            "oscillator and programmable-gain amplifier on a 25 x 18 mm board. Read four "
            "single-ended inputs or two differential pairs, pick a full-scale range from "
            + PM
            + "0.256 V to "
            + PM
            + "6.144 V, and let the comparator raise ALERT/RDY when a "
            "threshold is crossed. Everything is set over I2C.",
            8.5,
        )

    def right() -> None:
        s.heading("Specs at a glance", 10)
        s.bullets(
            [
                "16-bit result (two's complement)",
                "4 single-ended / 2 differential inputs",
                "8 to 860 samples per second",
                "Four addresses from one ADDR strap",
                "Runs from 2.0 V to 5.5 V",
                "10 k" + OHM + " pull-ups on SDA / SCL to VDD",
            ],
            8.5,
        )

    s.side_by_side(left, right, 270, box=True)
    s.heading("Electrical characteristics", 10.5, rule=True)
    s.para("VDD = 3.3 V, TA = 25 " + DEG + " unless noted.", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 140),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Supply voltage, VDD", "", "2.0", "", "5.5", "V"],
            ["Supply current", "continuous conversion", "", "150", "200", MU + "A"],
            ["Power-down current", "TA = 25 " + DEG, "", "0.5", "2", MU + "A"],
            ["", "TA = -40 to +125 " + DEG, "", "", "5", MU + "A"],
            ["Resolution", "no missing codes", "16", "", "", "bits"],
            ["Data rate", "programmable", "8", "", "860", "SPS"],
            ["Data-rate variation", "all data rates", "-10", "", "10", "%"],
            ["I2C clock", "standard / fast mode", "0.01", "", "0.4", "MHz"],
            ["", "high-speed mode", "", "", "3.4", "MHz"],
            ["Input voltage, any AINx", "see note 1", "0", "", "VDD", "V"],
            ["Operating temperature", "converter IC", "-40", "", "125", DEG],
        ],
        8,
    )
    s.para(
        "Note 1: the PGA setting only scales the result. Whatever range you pick, no input "
        "may go below GND or above VDD; on a 3.3 V board a " + PM + "6.144 V range still "
        "reads 3.3 V at most.",
        7.5,
    )
    s.heading("Full-scale range and LSB size", 10.5, rule=True)
    s.table(
        [
            Col("PGA[2:0]", 80, "C"),
            Col("Full-scale range", 150, "C"),
            Col("LSB size", 130, "C"),
            Col("Remark", 139),
        ],
        [
            ["000", PM + "6.144 V", "187.5 " + MU + "V", ""],
            ["001", PM + "4.096 V", "125 " + MU + "V", ""],
            ["010", PM + "2.048 V", "62.5 " + MU + "V", "power-on default"],
            ["011", PM + "1.024 V", "31.25 " + MU + "V", ""],
            ["100", PM + "0.512 V", "15.625 " + MU + "V", ""],
            ["101, 110, 111", PM + "0.256 V", "7.8125 " + MU + "V", ""],
        ],
        8,
    )
    s.add_page()
    s.heading("Absolute maximum ratings", 10.5, rule=True)
    s.leaders(
        [
            ("VDD to GND", "-0.3 V to +7.0 V"),
            ("Analog input voltage (AIN0-AIN3)", "GND - 0.3 V to VDD + 0.3 V"),
            ("SDA, SCL, ADDR, ALERT/RDY", "GND - 0.5 V to +5.5 V"),
            ("Input current, continuous, any pin except supply", "10 mA"),
            ("Storage temperature", "-60 " + DEG + " to +150 " + DEG),
            ("Junction temperature", "+150 " + DEG),
        ],
        8.5,
    )
    s.heading("Address strap", 10.5, rule=True)
    s.table(
        [Col("ADDR connected to", 160), Col("7-bit address", 120, "C"), Col("How", 219)],
        [
            ["GND", "0x48", "default, jumper JP1 closed"],
            ["VDD", "0x49", "cut JP1, bridge pad V"],
            ["SDA", "0x4A", "cut JP1, bridge pad D"],
            ["SCL", "0x4B", "cut JP1, bridge pad C"],
        ],
        8,
    )
    s.heading("Register pointer", 10.5, rule=True)
    s.table(
        [Col("P[1:0]", 70, "C"), Col("Register", 150), Col("Reset value", 100, "C"), Col("", 179)],
        [
            ["00", "Conversion", "0x0000", "read only"],
            ["01", "Config", "0x8583", "single-shot, AIN0/AIN1, 128 SPS"],
            ["10", "Lo_thresh", "0x8000", ""],
            ["11", "Hi_thresh", "0x7FFF", ""],
        ],
        8,
    )
    s.heading("Hookup notes", 10.5, rule=True)
    s.bullets(
        [
            "The pull-ups go to VDD, so the bus high level is whatever you power the board "
            "with. On an ESP32 or a Raspberry Pi, power the QADC16 from 3.3 V, not 5 V.",
            "On a 5 V Arduino, power it from 5 V and every range up to " + PM + "4.096 V is "
            "usable on all four inputs.",
            "ALERT/RDY is open-drain; it needs its own pull-up (not fitted).",
            "Differential pairs: AIN0-AIN1, AIN0-AIN3, AIN1-AIN3, AIN2-AIN3.",
            "Up to four boards share one bus, one per address.",
        ],
        8.5,
    )
    s.heading("FAQ", 10.5, rule=True)
    s.para("Can I measure a 12 V battery directly?", 8.5, bold=True)
    s.para(
        "No. Use a divider so the input stays below VDD, e.g. 100 k" + OHM + " / 22 k" + OHM + ".",
        8.5,
    )
    s.para("Can it read negative voltages?", 8.5, bold=True)
    s.para(
        "Only as a difference between two inputs. Each pin on its own must stay between GND "
        "and VDD.",
        8.5,
    )
    s.para("Is it isolated?", 8.5, bold=True)
    s.para("No. GND of the board is GND of your host.", 8.5)
    revision_table(
        s,
        [
            ["2023-02", "rev B", "Qwiic-style connectors added"],
            ["2024-01", "rev C", "ADDR strap moved to the back, pull-ups 10 k"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "ccw-qadc16.pdf")


# ------------------------------------------------------------ SSR board (Luxembourg)
def msr2g5(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Minett Elektronik S.\u00e0 r.l. \u00b7 Esch-sur-Alzette",
        header_right="MSR-2G5 \u00b7 Technescht Blat / Technical sheet",
        footer_left="MSR-2G5-LB-EN, Versioun / version 3 \u00b7 2024",
        footer_right="S\u00e4it {page} vun {nb} / Page {page} of {nb}",
        table_fill=(226, 232, 218),
        accent=(60, 90, 30),
        rule_color=(60, 90, 30),
        grid=True,
    )
    s = Sheet(style, "MSR-2G5 2-channel solid-state relay board")
    s.add_page()
    s.title_block(
        "MSR-2G5-L / MSR-2G5-H",
        "2-Kanal Solid-State-Relais-Board, 5 V / 2-channel solid-state relay board, 5 V",
        "Triac-Ausgang mat Nulldurchgangsschaltung fir Wiesselstroum / Triac output with "
        "zero-cross switching, for AC loads only",
        18,
    )
    s.para(
        "D'MSR-2G5 schalt zwee Wiesselstroum-Verbraucher iwwer optesch isol\u00e9iert "
        "Solid-State-Relais. The MSR-2G5 switches two AC loads through optically isolated "
        "solid-state relays with zero-cross turn-on. The -L version turns a channel ON with "
        "a LOW input, the -H version with a HIGH input. There is no mechanical contact, so "
        "no click and no contact wear.",
        8.5,
    )
    s.heading("1  Versuergung an Ugang / Supply and inputs", 10.5)
    s.table(
        [
            Col("Parameter", 235),
            Col("MSR-2G5-L", 85, "C"),
            Col("MSR-2G5-H", 85, "C"),
            Col("Eenheet / Unit", 94, "C"),
        ],
        [
            ["Bordversuergung / Board supply (DC+)", "4.75 ... 5.25", "4.75 ... 5.25", "V"],
            [
                "Stroum pro aktive Kanal /\nCurrent per active channel",
                "12",
                "12",
                "mA",
            ],
            ["Ruhestroum / Idle current, both channels off", "3.5", "1.2", "mA"],
            ["Kanal UN bei / Channel ON at", "0 ... 1.5", "2.5 ... 5.25", "V"],
            ["Kanal AUS bei / Channel OFF at", "3.5 ... 5.25", "0 ... 1.0", "V"],
            ["Ugangsstroum / Input current (CH1, CH2)", "2.5 (sink)", "1.8 (source)", "mA"],
        ],
        8,
    )
    s.heading("2  Ausgang pro Kanal / Output per channel", 10.5)
    s.table(
        [
            Col("Parameter", 235),
            Col("Min.", 66, "C"),
            Col("Typ.", 66, "C"),
            Col("Max.", 66, "C"),
            Col("Unit", 66, "C"),
        ],
        [
            ["Lastspannung / Load voltage, 50/60 Hz", "75", "230", "264", "V AC"],
            ["Spannungsfall / On-state voltage drop", "", "", "1.6", "V"],
            [
                "Leckstroum am AUS-Zoustand /\nOff-state leakage current (240 V AC)",
                "",
                "",
                "1.5",
                "mA",
            ],
            ["Stoussstroum / Surge current, one cycle", "", "", "20", "A"],
            ["Schaltzeit / Turn-on time (zero cross)", "", "", "10", "ms"],
        ],
        8,
    )
    s.caption("Laaschtstroum no Temperatur / Load current vs ambient temperature (resistive load)")
    s.table(
        [
            Col("Ambient", 235),
            Col("25 " + DEG, 88, "C"),
            Col("40 " + DEG, 88, "C"),
            Col("55 " + DEG, 88, "C"),
        ],
        [["Max. Stroum pro Kanal / Max. current per channel", "2.0 A", "1.5 A", "1.0 A"]],
        8,
    )
    s.para(
        "All dr\u00e4i Wäerter gelle mat engem Kanal un. With both channels ON take the next "
        "column to the right. Each output also carries a T2A 250 V fuse; the fuse is a "
        "protection, not a rating.",
        7.5,
    )
    s.heading("3  Ëmwelt / Environment", 10.5)
    s.table(
        [Col("Parameter", 235), Col("Wäert / Value", 264)],
        [
            ["Betribstemperatur / Operating temperature", "-30 ... +80 " + DEG],
            ["Lagertemperatur / Storage temperature", "-30 ... +100 " + DEG],
            ["Isolatioun / Isolation, input to output", "2500 V AC, 1 min"],
            ["Fiichtegkeet / Humidity", "5 ... 85 % RH, ouni Kondensatioun / non-condensing"],
        ],
        8,
    )
    s.add_page()
    s.heading("4  Klemmen / Terminals", 10.5)
    s.table(
        [Col("Klemm / Terminal", 120), Col("Funktioun / Function", 379)],
        [
            ["DC+", "5 V Versuergung / 5 V supply"],
            ["DC-", "Mass / Ground"],
            ["CH1, CH2", "Steierugang / Control input"],
            ["SW1 A / B", "Ausgang Kanal 1, Schraubklemm 5.08 mm / Output channel 1"],
            ["SW2 A / B", "Ausgang Kanal 2, Schraubklemm 5.08 mm / Output channel 2"],
        ],
        8,
    )
    s.heading("5  Froen an \u00c4ntwerten / Questions and answers", 10.5)
    faq = [
        (
            "Kann ech eng DC-Last schalten? / Can I switch a DC load?",
            "Nee / No. A triac only turns off when the current crosses zero, so a DC load "
            "stays on. Use a MOSFET board for DC.",
        ),
        (
            "Meng LED-Lamp liicht nach ganz schwaach wann s\u00e9 aus ass. / My LED lamp "
            "glows when OFF.",
            "That is the off-state leakage of up to 1.5 mA. Add a 100 nF / 220 " + OHM + " "
            "X2 snubber or a bleeder resistor across the lamp.",
        ),
        (
            "Geet et mat 3,3 V? / Does it work with a 3.3 V controller?",
            "Take the MSR-2G5-H: 3.3 V is above its 2.5 V ON level. The -L version needs at "
            "least 3.5 V on the input to turn OFF, so a 3.3 V output can never release it. "
            "The board itself always needs 5 V on DC+.",
        ),
        (
            "Motoren an Transformatoren? / Motors and transformers?",
            "Derate to half of the table value and keep the surge below 20 A.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.5, bold=True)
        s.para(answer, 8.5)
    s.heading("6  Bestellcoden / Order codes", 10.5)
    s.table(
        [Col("Code", 120), Col("Ausféierung / Version", 259), Col("Präis / Price", 120, "R")],
        [
            ["MSR-2G5-L", "Low-level trigger", "8,90 EUR"],
            ["MSR-2G5-H", "High-level trigger", "8,90 EUR"],
            ["MSR-2G5-L/10", "Low-level trigger, pack of 10", "79,00 EUR"],
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2022-09-01", "1", "Eischt Versioun / first version"],
            ["2023-05-15", "2", "-H version added"],
            ["2024-02-20", "3", "Derating table per ambient, FAQ"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "msr-2g5.pdf")


# ------------------------------------------------------------ LoRa module (Sydney)
def sxrlr1(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Southern Cross Radio Pty Ltd \u00b7 Alexandria NSW 2015",
        header_right="SXR-LR1 series data sheet",
        footer_left="Document SXR-DS-011, Issue 4 \u00b7 Commercial in confidence: no",
        footer_right="SXR-DS-011 | {page}/{nb}",
        table_fill=(250, 226, 204),
        accent=(178, 78, 16),
        rule_color=(178, 78, 16),
        grid=False,
    )
    s = Sheet(style, "SXR-LR1 sub-GHz LoRa transceiver module")
    s.add_page()
    s.title_block(
        "SXR-LR1-868 / SXR-LR1-915",
        "Sub-GHz LoRa\u00ae / FSK transceiver module with SPI host interface",
        "16-pad castellated module, 16 x 16 x 2.2 mm, TCXO, shield can",
        19,
    )
    s.heading("1  Key features", 10.5)
    s.bullets(
        [
            "LoRa and (G)FSK modem, SPI slave, six DIO interrupt lines",
            "+20 dBm on PA_BOOST, up to +14 dBm on RFO",
            "Down to -148 dBm sensitivity (SF12, 7.8 kHz bandwidth)",
            "1.8 V to 3.7 V single supply, 0.2 " + MU + "A sleep",
            "Regulatory: RCM (AU/NZ), CE RED (868 variant), FCC modular approval pending",
        ],
        8.5,
    )
    s.heading("2  Ordering information", 10.5)
    s.table(
        [Col("Part number", 130), Col("Band", 120, "C"), Col("Region", 130), Col("Pack", 119)],
        [
            ["SXR-LR1-868", "863 - 870 MHz", "EU, IN (865 - 867)", "tape & reel 500"],
            ["SXR-LR1-915", "902 - 928 MHz", "US, AU, NZ", "tape & reel 500"],
        ],
        8,
    )
    s.heading("3  Absolute maximum ratings", 10.5)
    s.table(
        [Col("Parameter", 230), Col("Symbol", 70, "C"), Col("Rating", 120, "C"), Col("", 79)],
        [
            ["Supply voltage", "VDD", "-0.5 to 3.9", "V"],
            ["Voltage on any digital pin", "VIO", "-0.5 to VDD + 0.5", "V"],
            ["RF input level", "PRF", "+10", "dBm"],
            ["Storage temperature", "TSTG", "-55 to +115", DEG],
        ],
        8,
    )
    s.heading("4  Operating conditions", 10.5)
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
            ["Supply voltage", "VDD", "1.8", "3.3", "3.7", "V"],
            ["Operating temperature", "TOP", "-40", "", "+85", DEG],
            ["", "VIH", "0.7 VDD", "", "", "V"],
            ["", "VIL", "", "", "0.3 VDD", "V"],
            ["SPI clock", "fSCK", "", "", "10", "MHz"],
        ],
        8,
    )
    s.para(
        "The I/O pins follow VDD and are not 5 V tolerant. With a 5 V microcontroller, put a "
        "level translator on NSS, SCK, MOSI and RESET.",
        8,
    )
    s.add_page()
    s.heading("5  RF and current characteristics", 10.5)
    s.para("VDD = 3.3 V, TA = 25 " + DEG + ", 50 " + OHM + " load at the ANT pad.", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 140),
            Col("-868", 60, "C"),
            Col("-915", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Max. output power", "PA_BOOST", "+20", "+20", "dBm"],
            ["", "RFO", "+14", "+13", "dBm"],
            ["TX current", "+20 dBm, PA_BOOST", "120", "125", "mA"],
            ["", "+14 dBm, RFO", "44", "46", "mA"],
            ["RX current", "LnaBoost on", "11.5", "12.0", "mA"],
            ["Standby current", "oscillator on", "1.6", "1.6", "mA"],
            ["Sleep current", "register retention", "0.2", "0.2", MU + "A"],
            ["Sensitivity", "SF7, BW 125 kHz", "-124", "-123", "dBm"],
            ["", "SF12, BW 125 kHz", "-137", "-136", "dBm"],
            ["", "SF12, BW 7.8 kHz", "-148", "-147", "dBm"],
        ],
        8,
    )
    s.para(
        "Note: +20 dBm needs VDD " + GE + " 2.7 V. Between 1.8 V and 2.7 V use RFO only. At "
        "+20 dBm keep the transmit duty cycle at or below 1 %. Size the supply for 150 mA "
        "peaks.",
        8,
    )
    s.heading("6  Pad assignment", 10.5)
    s.table(
        [Col("Pad", 50, "C"), Col("Name", 90), Col("Type", 70, "C"), Col("Description", 289)],
        [
            ["1", "GND", "-", "Ground"],
            ["2", "MISO", "O", "SPI data out"],
            ["3", "MOSI", "I", "SPI data in"],
            ["4", "SCK", "I", "SPI clock"],
            ["5", "NSS", "I", "SPI chip select, active low"],
            ["6", "RESET", "I", "Reset, active low, 100 " + MU + "s min"],
            ["7-12", "DIO0-DIO5", "I/O", "Digital I/O, IRQ"],
            ["13", "3V3", "P", "Supply (VDD)"],
            ["14, 16", "GND", "-", "Ground"],
            ["15", "ANT", "RF", "50 " + OHM + " antenna"],
        ],
        8,
    )
    s.heading("7  Range", 10.5)
    s.para(
        "Range is not specified. In our own tests two modules with quarter-wave whips reached "
        "2 to 5 km in suburbs and over 10 km line of sight at SF12; your results depend on "
        "antenna, height and surroundings.",
        8.5,
    )
    s.heading("8  Document history", 10.5)
    revision_table(
        s,
        [
            ["2023-04-11", "3", "Sensitivity at 7.8 kHz added"],
            ["2024-01-09", "4", "RFO limit of -915 corrected to +13 dBm"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "sxr-lr1.pdf")
