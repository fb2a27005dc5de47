"""Hold-out 85 datasheets, part 2: an MQ-style analog gas sensor module, a 30 A brushless
ESC, a 1S 18650 protection board and a real-time clock module with coin-cell backup.

A Nepali maker-shop product page (NPR prices, dot-leader "At a glance" list, module
rows vs the sensor element's rows, two warm-up times, customer questions holding the
3.3 V advice), a Chinese RC-hobby ESC instruction manual (one column per model with
the cell count and the input voltage in separate rows, throttle-signal prose,
programmable-item and beep tables), a Maltese / English protection-board sheet
(bilingual names wrapped over two lines, one column per cut-off version, "not a
charger" note) and a Welsh / English RTC module sheet (bilingual wrapped names, a
version column inside a min/typ/max table, coin-cell charging warning).
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


# ------------------------------------------------- gas sensor module (Nepal maker shop)
def hmb_gs135(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Himal Maker Bazaar Pvt. Ltd.  |  New Road, Kathmandu",
        header_right="Item HMB-GS135",
        footer_left="Module NPR 450  |  Spare sensor element NPR 320  |  Cash on delivery in the valley",
        footer_right="page {page} / {nb}",
        table_fill=(255, 228, 214),
        accent=(170, 40, 20),
        grid=False,
    )
    s = Sheet(style, "HMB-GS135 air-quality gas sensor module")
    s.add_page()
    s.title_block(
        "HMB-GS135 Air Quality Gas Sensor Module",
        "MQ-style tin-dioxide sensor with heater, analog + digital output",
        "For NH3, NOx, alcohol, benzene, smoke and CO2 trends. Blue PCB, 32 x 22 mm, 4-pin header.",
        18,
    )
    s.heading("At a glance", 11, rule=True)
    s.leaders(
        [
            ("Heater / module supply (VCC)", "5.0 V " + PM + " 0.1 V"),
            ("Module current (heater + LEDs)", "about 160 mA"),
            ("Detection range", "10 - 1000 ppm"),
            ("Outputs", "AO (analog) + DO (digital, comparator)"),
            ("Working temperature", "-10 to +45 " + DEG),
            ("Working humidity", LE + " 95 %RH, no condensation"),
        ],
        9,
    )
    s.heading("Module data", 11, rule=True)
    s.table(
        [
            Col("Parameter", 190),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 50, "C"),
            Col("Remark", 94),
        ],
        [
            ["Supply voltage VCC", "4.9", "5.0", "5.1", "V", "heater runs from VCC"],
            ["Supply current", "", "160", "180", "mA", "heater hot"],
            ["AO output voltage", "0", "", "VCC", "V", "rises with gas"],
            ["DO output", "", "", "", "", "LOW above threshold"],
            ["DO sink current", "", "", "15", "mA", "LM393 comparator"],
            ["Preheat, first use or\nafter storage", "24", "", "", "h", "burn-in"],
            ["Warm-up after each\npower-on", "3", "", "", "min", "before reading"],
        ],
        8,
    )
    s.heading("Sensor element data (from the element maker, for reference)", 11, rule=True)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 60, "C"),
            Col("Value", 150, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Circuit voltage", "VC", LE + " 24", "V DC"],
            ["Heater voltage", "VH", "5.0 " + PM + " 0.1", "V AC or DC"],
            ["Heater resistance (room temp.)", "RH", "31 " + PM + " 3", OHM],
            ["Heater power", "PH", LE + " 900", "mW"],
            ["Sensing resistance (100 ppm NH3)", "Rs", "30 - 200", "k" + OHM],
            ["Load resistance on this module", "RL", "1", "k" + OHM],
        ],
        8,
    )
    s.add_page()
    s.heading("Pins", 11, rule=True)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 60, "C"), Col("Function", 379)],
        [
            ["1", "VCC", "5 V supply (feeds the heater directly)"],
            ["2", "GND", "Ground"],
            ["3", "DO", "Digital out: LOW when the gas level passes the blue trimmer setting"],
            ["4", "AO", "Analog out: 0 V (clean air) up to VCC"],
        ],
        8,
    )
    s.heading("Questions customers ask", 11, rule=True)
    qa = [
        (
            "Can I run it off the 3.3 V pin of my ESP32?",
            "No. The heater needs 5 V; at 3.3 V it never reaches its working temperature and the "
            "readings are meaningless. Power VCC from 5 V and divide AO (it swings up to VCC) "
            "before it reaches a 3.3 V ADC pin. DO can be read directly only if you also "
            "divide it.",
        ),
        (
            "Does it read ppm directly?",
            "No. AO is a voltage that rises with gas concentration. To get ppm you calibrate "
            "against a known gas level yourself; the module is not selective and we do not "
            "give an accuracy figure.",
        ),
        (
            "Why is it warm?",
            "The heater is always on. A warm board (around 40 - 50 " + DEG + " on the sensor "
            "cap) is normal.",
        ),
        (
            "How long does the sensor last?",
            "The element maker does not state a life. Keep it away from silicone vapours and "
            "condensing water.",
        ),
    ]
    for question, answer in qa:
        s.para("Q. " + question, 8.5, bold=True)
        s.para(answer, 8.5)
    s.heading("Keep it happy", 11, rule=True)
    s.bullets(
        [
            "Storage: -20 to +70 " + DEG + " in the sealed bag; after long storage do the "
            "24 h preheat again.",
            "Do not breathe on it or put it over a candle to test; use a drop of alcohol on a "
            "cloth 2 cm away.",
            "Not for safety use (gas leak alarms, breathalysers).",
        ],
        8.5,
    )
    revision_table(
        s,
        [
            ["2080-06-15 BS", "1", "Listing"],
            ["2080-10-02 BS", "2", "Customer questions added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "hmb-gs135.pdf")


# ------------------------------------------------------ 30 A ESC (Jiangmen RC hobby)
def fch30a(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="FENGCHI HOBBY",
        header_right="FALCON series brushless ESC  -  User Manual",
        footer_left="Jiangmen Fengchi Model Electronics Co., Ltd.   Manual V2.1",
        footer_right="P.{page}",
        table_fill=(250, 214, 70),
        accent=(200, 30, 30),
        grid=True,
    )
    s = Sheet(style, "FALCON FCH-20A / FCH-30A / FCH-40A brushless ESC")
    s.add_page()
    s.title_block(
        "FALCON FCH-30A",
        "Brushless Electronic Speed Controller for multirotor and fixed-wing",
        "Also covers FCH-20A and FCH-40A. Read this manual fully before the first flight.",
        20,
    )
    s.para(
        "Thank you for purchasing a FENGCHI FALCON electronic speed controller (ESC). High "
        "power systems for RC models can be very dangerous; please read this manual carefully. "
        "We have no control over the installation and use of this product, so we take no "
        "liability for any damage or loss caused by its use.",
        8,
    )
    s.heading("WARNINGS", 10.5)
    s.bullets(
        [
            "Remove the propeller before any setting or throttle calibration.",
            "Never connect the battery with reversed polarity; the ESC has no protection "
            "against it.",
            "Make sure the ESC is cooled by the propeller airflow.",
        ],
        8,
    )
    s.heading("SPECIFICATIONS", 10.5)
    s.table(
        [
            Col("Model", 175),
            Col("FCH-20A", 100, "C"),
            Col("FCH-30A", 100, "C"),
            Col("FCH-40A", 124, "C"),
        ],
        [
            ["Continuous current", "20 A", "30 A", "40 A"],
            ["Burst current (" + LE + " 10 s)", "25 A", "40 A", "55 A"],
            ["LiPo cells", "2-3S", "2-4S", "2-6S"],
            ["NiMH cells", "5-9 cells", "5-12 cells", "5-18 cells"],
            ["Input voltage", "7.4 ~ 11.1 V", "7.4 ~ 14.8 V", "7.4 ~ 22.2 V"],
            ["BEC type", "Linear", "Switch", "Switch"],
            ["BEC output", "5 V / 2 A", "5 V / 3 A", "5.5 V / 4 A"],
            ["Weight (with wires)", "19 g", "26 g", "38 g"],
            ["Size", "42x25x8 mm", "55x26x10 mm", "68x28x12 mm"],
        ],
        8,
    )
    s.para(
        "All models: PWM refresh rate up to 490 Hz; working environment -10 ~ +50 " + DEG + ".",
        8,
    )
    s.heading("THROTTLE SIGNAL", 10.5)
    s.para(
        "The ESC expects a standard RC PWM pulse on the signal wire (white): 1000 " + MU + "s "
        "is stop and 2000 " + MU + "s is full throttle, repeated at 50 Hz up to 490 Hz. The "
        "signal input is opto-coupler free and reads a high level from 2.5 V, so 3.3 V and 5 V "
        "flight controllers and receivers both work. The red wire of the signal lead is the "
        "BEC output: on a flight controller that has its own supply, cut or lift it.",
        8,
    )
    s.add_page()
    s.heading("PROGRAMMABLE ITEMS (default marked *)", 10.5)
    s.table(
        [
            Col("Item", 140),
            Col("Option 1", 90, "C"),
            Col("Option 2", 90, "C"),
            Col("Option 3", 90, "C"),
            Col("Option 4", 89, "C"),
        ],
        [
            ["Brake", "Off *", "On", "-", "-"],
            ["Battery type", "LiPo *", "NiMH", "-", "-"],
            ["Low-voltage cut-off", "2.8 V/cell", "3.0 V/cell *", "3.2 V/cell", "Off"],
            ["Timing", "3.75" + "\u00b0", "15" + "\u00b0" + " *", "26.25" + "\u00b0", "-"],
            ["Start mode", "Normal *", "Soft", "Very soft", "-"],
        ],
        8,
    )
    s.heading("BEEP CODES", 10.5)
    s.table(
        [Col("Sound", 200), Col("Meaning", 299)],
        [
            ["\u266a123", "Power on, self test passed"],
            ["Beep beep (one per cell)", "Number of LiPo cells detected"],
            ["Beep every 2 s", "Throttle signal not detected"],
            ["Beep-beep every 1 s", "Throttle stick not at zero"],
        ],
        8,
    )
    s.heading("PROTECTION FUNCTIONS", 10.5)
    s.bullets(
        [
            "Start-up protection: power is cut when the motor fails to start within 2 s.",
            "Over-heat protection: above 110 " + DEG + " on the ESC the output power is reduced.",
            "Throttle signal loss: output is reduced after 1 s without signal and cut after 2 s.",
            "Low-voltage cut-off: see programmable items.",
        ],
        8,
    )
    s.heading("THROTTLE RANGE CALIBRATION", 10.5)
    s.bullets(
        [
            "1. Switch on the transmitter and move the throttle stick to the top.",
            "2. Connect the battery; wait for the beep-beep that confirms the top point.",
            "3. Move the stick to the bottom within 2 s; a long beep confirms the range.",
        ],
        8,
    )
    revision_table(
        s,
        [["2023-04", "V2.0", "FCH-40A added"], ["2023-12", "V2.1", "Signal level note"]],
        (90, 60, 349),
    )
    return save(s, out / "fch-30a.pdf")


# ------------------------------------------ 1S protection board (Maltese / English)
def emx_p1s(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Elettronika Marsaxlokk Ltd",
        header_right="EMX-P1S  Skeda teknika / Technical sheet",
        footer_left="Elettronika Marsaxlokk Ltd - Triq il-Port, Marsaxlokk, Malta",
        footer_right="Paġna {page} minn {nb}",
        table_fill=(230, 240, 250),
        accent=(180, 20, 40),
        grid=True,
    )
    s = Sheet(style, "EMX-P1S single-cell Li-ion protection board")
    s.add_page()
    s.title_block(
        "EMX-P1S",
        "Bord ta' protezzjoni għal ċellola Li-ion waħda (18650)\n"
        "Protection board for one Li-ion cell (18650)",
        "EMX-P1S-42: għal ċelloli standard / for standard 4.2 V cells    EMX-P1S-43: għal "
        "ċelloli HV / for 4.35 V high-voltage cells",
        20,
    )
    s.heading("Deskrizzjoni / Description", 10.5)
    s.para(
        "Il-bord jipproteġi ċellola waħda minn ċarġ żejjed, skarg żejjed, kurrent żejjed u "
        "short circuit. The board protects one cell against overcharge, over-discharge, "
        "over-current and short circuit, using a protection IC and a dual N-MOSFET in the "
        "negative path. Solder B+ / B- to the cell and take the load and the charger from "
        "P+ / P-.",
        8.5,
    )
    s.para(
        "Importanti / Important: dan il-bord mhuwiex ċarġer. This board is not a charger: it "
        "does not regulate the charge current or voltage and only cuts off at the detection "
        "voltage. Charge through P+ / P- with a CC/CV Li-ion charger (4.20 V, or 4.35 V for "
        "the -43 version).",
        8.5,
        bold=True,
    )
    s.heading("Karatteristiċi elettriċi / Electrical characteristics (Ta = 25 " + DEG + ")", 10.5)
    s.table(
        [
            Col("Parametru / Parameter", 230),
            Col("EMX-P1S-42", 95, "C"),
            Col("EMX-P1S-43", 95, "C"),
            Col("Unità / Unit", 79, "C"),
        ],
        [
            [
                "Vultaġġ ta' skoperta ta' ċarġ żejjed /\nOvercharge detection voltage",
                "4.25 " + PM + " 0.025",
                "4.35 " + PM + " 0.025",
                "V",
            ],
            [
                "Vultaġġ ta' rilaxx ta' ċarġ żejjed /\nOvercharge release voltage",
                "4.15",
                "4.25",
                "V",
            ],
            [
                "Vultaġġ ta' skoperta ta' skarg żejjed /\nOver-discharge detection voltage",
                "2.50 " + PM + " 0.05",
                "2.80 " + PM + " 0.05",
                "V",
            ],
            [
                "Vultaġġ ta' rilaxx ta' skarg żejjed /\nOver-discharge release voltage",
                "3.00",
                "3.00",
                "V",
            ],
            [
                "Kurrent kontinwu ta' skarg /\nContinuous discharge current",
                "2.5",
                "2.5",
                "A",
            ],
            [
                "Kurrent ta' skoperta ta' kurrent żejjed /\nOver-current detection current",
                "3.0",
                "3.0",
                "A",
            ],
            ["Kurrent massimu taċ-ċarġ /\nMaximum charge current", "2.0", "2.0", "A"],
            ["Dewmien tas-short circuit /\nShort-circuit delay", "250", "250", MU + "s"],
            ["Reżistenza MOSFET / MOSFET on-resistance", "38", "38", "m" + OHM],
        ],
        7.5,
    )
    s.heading("Konsum proprju / Own consumption", 10.5)
    s.table(
        [
            Col("Parametru / Parameter", 200),
            Col("Kundizzjoni / Condition", 120, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unità", 44, "C"),
        ],
        [
            ["Kurrent kwieski /\nQuiescent current", "VCELL = 3.6 V", "", "3.0", "6.0", MU + "A"],
            [
                "Kurrent wara skarg żejjed /\nCurrent after over-discharge",
                "VCELL = 2.0 V",
                "",
                "",
                "0.1",
                MU + "A",
            ],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Limiti assoluti / Absolute limits", 10.5)
    s.table(
        [Col("Parametru / Parameter", 260), Col("Valur / Value", 140, "C"), Col("Unità", 99, "C")],
        [
            ["Vultaġġ bejn B+ u B- / Voltage B+ to B-", "-0.3 ... 6.0", "V"],
            ["Vultaġġ taċ-ċarġer bejn P+ u P- /\nCharger voltage P+ to P-", "-0.3 ... 12", "V"],
            ["Temperatura tal-ħażna / Storage temperature", "-55 ... +125", DEG],
        ],
        7.5,
    )
    s.heading("Ambjent / Environment", 10.5)
    s.table(
        [Col("Parametru / Parameter", 260), Col("Valur / Value", 140, "C"), Col("Unità", 99, "C")],
        [
            ["Temperatura tat-tħaddim / Operating temperature", "-40 ... +85", DEG],
            ["Daqs / Size", "30 x 4.2 x 1.6", "mm"],
        ],
        7.5,
    )
    s.heading("Pads", 10.5)
    s.table(
        [Col("Pad", 60, "C"), Col("Funzjoni / Function", 439)],
        [
            ["B+", "Pożittiv taċ-ċellola / cell positive"],
            ["B-", "Negattiv taċ-ċellola / cell negative"],
            ["P+", "Tagħbija u ċarġer, pożittiv / load and charger, positive (= B+)"],
            ["P-", "Tagħbija u ċarġer, negattiv / load and charger, negative (switched)"],
        ],
        7.5,
    )
    s.heading("Mistoqsijiet / Questions", 10.5)
    s.para(
        "Nista' ngħaqqad żewġ ċelloli? / Can I put two cells in series on one board? - Le / No. "
        "One board per cell; for 2S use a 2S board. Two cells in parallel (same charge state) "
        "are fine within the 2.5 A continuous rating.",
        8.5,
    )
    s.para(
        "X'jiġri wara skarg żejjed? / What happens after an over-discharge cut-off? - The "
        "output stays off until a charger is connected to P+ / P- (or the cell recovers above "
        "3.00 V).",
        8.5,
    )
    revision_table(
        s,
        [
            ["2023-07-03", "1.0", "Ħruġ / Release"],
            ["2024-01-08", "1.1", "EMX-P1S-43 miżjud / added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "emx-p1s.pdf")


# ------------------------------------------------------- RTC module (Welsh / English)
def ct_rtc32(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Cylchedau Teifi Cyf.  -  Aberteifi / Cardigan",
        header_right="CT-RTC32  Taflen ddata / Data sheet",
        footer_left="Cylchedau Teifi Cyf. | Rhif cofrestru / Reg. no. 0000000",
        footer_right="Tudalen {page} o {nb}",
        table_fill=(220, 238, 222),
        accent=(0, 100, 50),
        grid=True,
    )
    s = Sheet(style, "CT-RTC32 real-time clock module")
    s.add_page()
    s.title_block(
        "CT-RTC32",
        "Modiwl cloc amser real gyda batri wrth gefn / Real-time clock module with "
        "coin-cell backup",
        "CT-RTC32: masnachol / commercial   CT-RTC32-I: diwydiannol / industrial   "
        "I2C, 32 kHz TCXO, 4 kB EEPROM",
        18,
    )
    s.heading("Disgrifiad / Description", 10)
    s.para(
        "Mae'r modiwl yn cadw'r amser pan fydd y prif gyflenwad i ffwrdd. The module keeps "
        "time while the main supply is off, running from a CR2032-size cell in the holder on "
        "the back. It carries a temperature-compensated RTC (7-bit I2C address 0x68), a 24C32 "
        "EEPROM at 0x57 (A0-A2 pulled high; bridge the pads to move it down to 0x50) and "
        "4.7 kohm pull-ups from SDA / SCL to VCC. Interface: I2C up to 400 kHz.",
        8,
    )
    s.heading("Amodau gweithredu / Operating conditions", 10)
    s.table(
        [
            Col("Paramedr / Parameter", 200),
            Col("Fersiwn / Version", 80, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Uned / Unit", 84, "C"),
        ],
        [
            ["Foltedd cyflenwi /\nSupply voltage VCC", "", "2.3", "3.3", "5.5", "V"],
            ["Foltedd batri /\nBattery voltage VBAT", "", "2.3", "3.0", "3.8", "V"],
            ["Tymheredd gweithredu /\nOperating temperature", "CT-RTC32", "0", "", "+70", DEG],
            ["", "CT-RTC32-I", "-40", "", "+85", DEG],
            ["Cywirdeb amser /\nTimekeeping accuracy", "CT-RTC32", "-2", "", "+2", "ppm"],
            ["", "CT-RTC32-I", "-3.5", "", "+3.5", "ppm"],
        ],
        7.5,
    )
    s.para(
        "Cywirdeb / accuracy: CT-RTC32 over 0 to +40 " + DEG + "; CT-RTC32-I over its full "
        "operating range.",
        7.5,
    )
    s.heading("Terfynau absoliwt / Absolute limits", 10)
    s.table(
        [Col("Paramedr / Parameter", 250), Col("Gwerth / Value", 150, "C"), Col("Uned", 99, "C")],
        [
            ["Foltedd ar VCC neu VBAT / Voltage on VCC or VBAT", "-0.3 ... +6.0", "V"],
            ["Tymheredd storio / Storage temperature", "-40 ... +85", DEG],
        ],
        7.5,
    )
    s.heading("Cerrynt / Supply current", 10)
    s.table(
        [
            Col("Paramedr / Parameter", 200),
            Col("Amod / Condition", 140, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Uned", 59, "C"),
        ],
        [
            [
                "Cerrynt gweithredol /\nActive current (I2C busy)",
                "VCC = 5.0 V, 400 kHz",
                "200",
                "300",
                MU + "A",
            ],
            ["Cerrynt segur /\nStandby current (bus idle)", "VCC = 5.0 V", "110", "170", MU + "A"],
            [
                "Cerrynt o'r batri /\nTimekeeping current from VBAT",
                "VCC = 0 V, VBAT = 3.0 V",
                "3.0",
                "3.5",
                MU + "A",
            ],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Rhybudd: y batri / Warning: the coin cell", 10)
    s.para(
        "Mae cylched gwefru ar y modiwl. The module has a charging path (200 ohm resistor and "
        "diode D1) from VCC to the coin-cell holder. As shipped, fit a rechargeable LIR2032 "
        "only. A CR2032 primary lithium cell must not be charged: remove D1 (or cut the "
        "'CHG' jumper) before you fit one. The cell is not included.",
        8,
        bold=True,
    )
    s.heading("Allbynnau / Outputs", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Disgrifiad / Description", 439)],
        [
            ["SQW", "Ton sgwâr / square wave 1 Hz, 1.024, 4.096 or 8.192 kHz (open drain), or INT"],
            ["32K", "32.768 kHz output (open drain)"],
            ["SCL / SDA", "I2C, pull-ups 4.7 kohm to VCC"],
            ["VCC / GND", "Cyflenwad / supply 2.3 - 5.5 V"],
        ],
        7.5,
    )
    s.heading("Cofrestrau / Registers (detholiad / excerpt)", 10)
    s.table(
        [
            Col("Cyfeiriad / Address", 110, "C"),
            Col("Enw / Name", 120),
            Col("Swyddogaeth / Function", 269),
        ],
        [
            ["0x00", "Seconds", "00-59 (BCD)"],
            ["0x06", "Year", "00-99 (BCD)"],
            ["0x0E", "Control", "EOSC, BBSQW, CONV, RS2, RS1, INTCN"],
            ["0x11", "Temp MSB", "Tymheredd / temperature, 0.25 " + DEG + " steps"],
        ],
        7.5,
    )
    s.heading("Cwestiynau / Questions", 10)
    s.para(
        "A yw'n gweithio gyda Raspberry Pi? / Does it work with a Raspberry Pi? - Ydy / Yes: "
        "power VCC from the Pi's 3.3 V pin so the pull-ups go to 3.3 V.",
        8,
    )
    s.para(
        "Pa mor hir mae'r batri'n para? / How long does the cell last? - We do not state a "
        "battery life; it depends on the cell and on temperature.",
        8,
    )
    revision_table(
        s,
        [["2023-05-22", "1.0", "Cyhoeddi / Release"], ["2023-11-30", "1.1", "CT-RTC32-I"]],
        (90, 60, 349),
    )
    return save(s, out / "ct-rtc32.pdf")
