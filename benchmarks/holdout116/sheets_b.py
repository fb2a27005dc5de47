"""Hold-out 116 datasheets, part 2: a 16-channel PWM LED driver IC, an ultrasonic
ranging module, a 12-bit I2C DAC IC and a 1 A Li-ion charger module.

A Guernsey LED-controller house data sheet (numbered "Section n" heads, limiting
values overlapping the operating range, output sink current per supply voltage, a
register table and the address count only in prose), a Kingston (Jamaica) maker
shop product page (quick-facts card, timing in prose, FAQ, price table), a Seville
mixed-signal DAC data sheet in English (address bits split between a pin and the
ordering code, typical-only dynamic table, footnotes) and a Karachi maker shop
charger listing (colon spec lines, an RPROG table, a protected version with its own
column).
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
DEGS = "\u00b0"


# ------------------------------------------------------------ 16-ch PWM LED driver (Guernsey)
def spx1685(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="SARNIA PHOTONICS LTD  -  ST PETER PORT",
        header_right="SPX1685  LED controller",
        footer_left="SP-DS-1685 issue 2  -  (c) Sarnia Photonics Ltd 2024  -  subject to change",
        footer_right="{page}/{nb}",
        table_fill=(225, 232, 245),
        accent=(30, 60, 110),
        grid=True,
    )
    s = Sheet(style, "SPX1685 16-channel 12-bit PWM LED controller")
    s.add_page()
    s.title_block(
        "SPX1685",
        "16-channel, 12-bit PWM LED controller, Fm+ I2C-bus",
        "TSSOP-28 / HVQFN-28  -  internal 25 MHz oscillator  -  totem-pole or open-drain outputs",
        21,
    )
    s.heading("Section 1 - Overview", 10.5)
    s.para(
        "The SPX1685 drives sixteen LED outputs, each with its own 12-bit (4096-step) duty "
        "cycle, from a common prescaled clock. The output frequency is programmable from "
        "about 24 Hz to 1526 Hz with the internal oscillator. Six hardware address inputs "
        "(A5...A0) give up to 62 devices on one bus; with all six tied to VSS the device "
        "answers at 0x40. The LED All Call address (0x70 at power-up) and the Software Reset "
        "address (0x00) are shared by every SPX1685 and must not be used as device addresses. "
        "The address and control inputs are 5.5 V tolerant whatever the supply.",
        8,
    )
    s.heading("Section 2 - Limiting values", 10.5)
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 170),
            Col("Conditions", 110),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["VDD", "supply voltage", "", "-0.5", "+6.0", "V"],
            ["VI/O", "voltage on an input/output pin", "", "VSS - 0.5", "5.5", "V"],
            ["IO(LEDn)", "output current on pin LEDn", "", "", "" + PM + "25", "mA"],
            ["ISS", "ground supply current", "", "", "400", "mA"],
            ["Ptot", "total power dissipation", "", "", "400", "mW"],
            ["Tstg", "storage temperature", "", "-65", "+150", DEG],
            ["Tamb", "ambient temperature", "operating", "-40", "+85", DEG],
        ],
        7.5,
    )
    s.heading("Section 3 - Static characteristics", 10.5)
    s.para(
        "VDD = 2.3 V to 5.5 V; VSS = 0 V; Tamb = -40 "
        + DEG
        + " to +85 "
        + DEG
        + "; unless otherwise specified.",
        7.5,
    )
    s.table(
        [
            Col("Symbol", 50, "C"),
            Col("Parameter", 120),
            Col("Conditions", 140),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["VDD", "supply voltage", "", "2.3", "", "5.5", "V"],
            ["IDD", "supply current", "operating; no load, fSCL = 1 MHz", "", "6", "10", "mA"],
            [
                "Istb",
                "standby current",
                "no load; fSCL = 0 Hz; VDD = 3.3 V",
                "",
                "2.2",
                "15.5",
                MU + "A",
            ],
            ["VIL", "LOW-level input voltage", "SCL, SDA, A0...A5, OE", "-0.5", "", "+0.3VDD", "V"],
            ["VIH", "HIGH-level input voltage", "SCL, SDA, A0...A5, OE", "0.7VDD", "", "5.5", "V"],
            ["IOL", "LOW-level output current", "VOL = 0.5 V; VDD = 2.3 V", "12", "", "", "mA"],
            ["", "", "VOL = 0.5 V; VDD = 5.0 V", "25", "", "", "mA"],
            [
                "IOH",
                "HIGH-level output current",
                "totem pole; VOH = VDD - 0.5 V",
                "-10",
                "",
                "",
                "mA",
            ],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Section 4 - Dynamic characteristics", 10.5)
    s.table(
        [
            Col("Symbol", 50, "C"),
            Col("Parameter", 170),
            Col("Conditions", 90),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["fSCL", "SCL clock frequency", "Fm+", "0", "", "1000", "kHz"],
            ["fosc", "internal oscillator frequency", "", "23", "25", "27", "MHz"],
            ["fEXTCLK", "external clock input frequency", "EXTCLK pin", "", "", "50", "MHz"],
            ["fPWM", "PWM output frequency", "internal osc.", "24", "", "1526", "Hz"],
        ],
        7.5,
    )
    s.heading("Section 5 - Register summary (extract)", 10.5)
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Name", 90, "C"),
            Col("Reset value", 80, "C"),
            Col("Function", 259),
        ],
        [
            ["0x00", "MODE1", "0x11", "sleep, auto-increment, sub-address enables"],
            ["0x01", "MODE2", "0x04", "output drive (OUTDRV = 1 totem pole), invert"],
            ["0x06...0x45", "LEDn_ON / _OFF", "-", "16 x 4 bytes, 12-bit on and off counts"],
            ["0xFA...0xFD", "ALL_LED", "-", "write all channels at once"],
            ["0xFE", "PRE_SCALE", "0x1E", "prescaler; 0x1E gives 200 Hz"],
        ],
        7.5,
    )
    s.heading("Section 6 - Application information", 10.5)
    s.para(
        "Driving LEDs directly. Each output sinks up to 25 mA at VDD = 5 V; at low supply "
        "voltages the guaranteed sink current is lower (Section 3). For LED strings above VDD, "
        "or for more current, switch an external N-MOSFET or use the open-drain mode with "
        "the string supplied from up to 5.5 V. The sum of all output currents must stay "
        "within the 400 mA ground limit.",
        8,
    )
    s.para(
        "Servos. The SPX1685 is specified as an LED controller; it can produce 50 Hz servo "
        "pulses but Sarnia Photonics does not characterise pulse jitter for servo use.",
        8,
    )
    s.heading("Section 7 - Ordering information", 10.5)
    s.table(
        [Col("Type number", 130), Col("Package", 130), Col("Temperature range", 239)],
        [
            ["SPX1685PW", "TSSOP-28", "-40 " + DEG + " to +85 " + DEG],
            ["SPX1685BS", "HVQFN-28 (6 x 6 mm)", "-40 " + DEG + " to +85 " + DEG],
        ],
        7.5,
    )
    revision_table(s, [["2024-06-03", "2", "Section 6 servo note added"]], (90, 60, 349))
    return save(s, out / "spx1685.pdf")


# ------------------------------------------------------------ ultrasonic module (Kingston)
def bmmus04(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Blue Mountain Maker Supply  |  Half Way Tree, Kingston",
        header_right="SKU BMM-US04",
        footer_left="bluemountainmaker.example.jm  -  prices in JMD incl. GCT  -  updated Jan 2024",
        footer_right="p. {page} of {nb}",
        table_fill=(205, 230, 245),
        accent=(0, 90, 160),
        grid=False,
    )
    s = Sheet(style, "BMM-US04 ultrasonic ranging module")
    s.add_page()
    s.title_block(
        "BMM-US04 Ultrasonic Distance Sensor",
        "The classic two-eyed sonar board - trigger in, echo pulse out",
        "In stock at the Half Way Tree counter and online. Pairs with any 5 V Arduino.",
        18,
    )
    s.heading("Quick facts", 11)
    s.table(
        [Col("", 180), Col("", 319)],
        [
            ["Working voltage", "DC 5 V"],
            ["Working current", "15 mA"],
            ["Quiet current (idle)", "< 2 mA"],
            ["Sound frequency", "40 kHz"],
            ["Range", "2 cm to 400 cm"],
            ["Resolution", "0.3 cm"],
            ["Beam angle", "15" + DEGS + " cone"],
            ["Trigger input", "10 " + MU + "s TTL high pulse"],
            ["Echo output", "5 V TTL pulse, width proportional to distance"],
            ["Board size", "45 x 20 x 15 mm"],
        ],
        8.5,
        show_head=False,
    )
    s.heading("How it works", 11)
    s.para(
        "Pull Trig high for at least 10 " + MU + "s. The board sends a burst of eight 40 kHz "
        "pings and raises Echo until the reflection comes back. Distance in cm = echo time "
        "in " + MU + "s / 58 (or / 148 for inches). Leave at least 60 ms between "
        "measurements so old echoes die out. With nothing in range, Echo drops after about "
        "38 ms.",
        8.5,
    )
    s.heading("Pins", 11)
    s.table(
        [Col("Pin", 80, "C"), Col("Name", 80, "C"), Col("What to connect", 339)],
        [
            ["1", "VCC", "5 V"],
            ["2", "Trig", "any digital output (3.3 V or 5 V logic both trigger it)"],
            ["3", "Echo", "digital input - 5 V level!"],
            ["4", "GND", "ground"],
        ],
        8,
    )
    s.heading("Price", 11)
    s.table(
        [Col("Quantity", 160, "C"), Col("Price each (JMD)", 160, "C"), Col("", 179)],
        [
            ["1-4", "650", ""],
            ["5-19", "590", ""],
            ["20+", "520", "ask for school pricing"],
        ],
        8,
    )
    s.add_page()
    s.heading("FAQ", 11)
    s.bullets(
        [
            "Can I run it on 3.3 V? No. Below about 4.5 V the transmitter is too weak and you "
            "get random readings. Keep VCC at 5 V (4.5 V to 5.5 V is fine).",
            "Can the Echo pin go straight into an ESP32 or a Raspberry Pi? No - Echo swings to "
            "5 V. Use a divider (1 k" + OHM + " over 2 k" + OHM + ") or a level shifter. Trig "
            "is happy with 3.3 V.",
            "Is it waterproof? No. It is an open PCB with open transducers; for tanks and "
            "outdoor use buy a sealed sensor.",
            "What about accuracy? We do not publish an accuracy figure; expect a few mm on a "
            "flat hard target and much worse on soft or angled surfaces.",
            "Operating temperature? 0 " + DEG + " to +60 " + DEG + ". Speed of sound changes "
            "with temperature, so correct in software for best results.",
            "Can I use two at once? Yes, but trigger them one after the other or they hear each "
            "other's pings.",
        ],
        8.5,
    )
    s.heading("In the box", 11)
    s.bullets(["1 x BMM-US04 board", "4 x female-female jumper wires"], 8.5)
    s.heading("Changes", 11)
    revision_table(s, [["Jan 2024", "v3", "FAQ on 3.3 V boards rewritten"]], (90, 60, 349))
    return save(s, out / "bmm-us04.pdf")


# ------------------------------------------------------------ 12-bit I2C DAC (Seville)
def gmd4625(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Guadalquivir Mixed-Signal",
        header_right="GMD4625  12-bit DAC",
        footer_left="Data Sheet DS-4625-C   Guadalquivir Mixed-Signal S.L., Sevilla",
        footer_right="Page {page}",
        table_fill=(240, 222, 226),
        accent=(120, 20, 50),
        grid=False,
    )
    s = Sheet(style, "GMD4625 12-bit voltage-output DAC with EEPROM and I2C interface")
    s.add_page()
    s.title_block(
        "GMD4625",
        "12-Bit Voltage-Output Digital-to-Analog Converter with EEPROM and I2C Interface",
        "SOT-23-6  -  single channel  -  rail-to-rail output buffer",
        20,
    )
    s.heading("1. Overview", 10.5)
    s.para(
        "The GMD4625 is a single-channel 12-bit buffered voltage-output DAC. Its reference is "
        "the supply, so the output spans 0 V to VDD. The DAC code and power-down bits can be "
        "stored in the on-chip EEPROM and are reloaded at power-up. The device is addressed as "
        "1100 A2 A1 A0: A2 and A1 are programmed at the factory and named in the ordering "
        "code, A0 is the pin of that name.",
        8.5,
    )
    s.heading("2. Electrical characteristics", 10.5)
    s.para(
        "All limits at VDD = 2.7 V to 5.5 V, RL = 5 k" + OHM + " to GND, CL = 100 pF, "
        "TA = -40 " + DEG + " to +125 " + DEG + ". Typical values at TA = +25 " + DEG + ", "
        "VDD = 5.0 V.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 140),
            Col("Sym.", 45, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Units", 45, "C"),
            Col("Conditions", 134),
        ],
        [
            ["Power Requirements"],
            ["Supply Voltage", "VDD", "2.7", "", "5.5", "V", ""],
            ["Supply Current", "IDD", "", "210", "400", MU + "A", "normal mode, no load"],
            ["Power-Down Current", "IDDP", "", "0.06", "2", MU + "A", "VDD = 5.5 V"],
            ["DC Accuracy"],
            ["Resolution", "n", "12", "", "", "bits", ""],
            ["Integral Nonlinearity", "INL", "", PM + "2", PM + "14.5", "LSB", "(Note 1)"],
            ["Differential Nonlinearity", "DNL", "-0.75", PM + "0.2", "+0.75", "LSB", "monotonic"],
            ["Offset Error", "VOS", "", "0.02", "0.75", "% FSR", "code 0x000"],
            ["Output Amplifier"],
            ["Output Voltage Swing", "VOUT", "0.01", "", "VDD - 0.04", "V", "(Note 2)"],
            ["Short-Circuit Current", "ISC", "", "24", "", "mA", "VDD = 5 V"],
            ["Output Voltage Settling Time", "TS", "", "6", "", MU + "s", "1/4 to 3/4 scale"],
            ["Digital Interface"],
            ["Input High Voltage", "VIH", "0.7 VDD", "", "", "V", "SDA, SCL"],
            ["Input Low Voltage", "VIL", "", "", "0.2 VDD", "V", "SDA, SCL"],
        ],
        7.5,
    )
    s.para(
        "Note 1: Codes 100 to 4000. Note 2: Output swing limited by the load; the last "
        "counts near VDD are not reachable with RL below 5 k" + OHM + ".",
        7,
    )
    s.add_page()
    s.heading("3. Timing and EEPROM (typical)", 10.5)
    s.table(
        [Col("Parameter", 220), Col("Value", 100, "C"), Col("Remark", 179)],
        [
            ["I2C clock, standard / fast mode", "100 / 400 kHz", ""],
            ["I2C clock, high-speed mode", "3.4 MHz", "(Note 3)"],
            ["EEPROM write time", "25 ms", "50 ms max."],
            ["EEPROM write endurance", "1 000 000 cycles", "25 " + DEG],
            ["Power-on reset threshold", "2.2 V", "VDD rising"],
        ],
        7.5,
    )
    s.para(
        "Note 3: High-speed mode needs the HS master code first; the device returns to fast "
        "mode after the next STOP.",
        7,
    )
    s.heading("4. Absolute maximum ratings", 10.5)
    s.lines(
        [
            "VDD ..................................................... 6.5 V",
            "All inputs and outputs w.r.t. VSS ....... -0.3 V to VDD + 0.3 V",
            "Current at input pins ............................ " + PM + "2 mA",
            "Storage temperature ........................... -65 " + DEG + " to +150 " + DEG,
            "Ambient temperature with power applied .... -55 " + DEG + " to +125 " + DEG,
        ],
        8,
    )
    s.heading("5. Write commands", 10.5)
    s.table(
        [
            Col("C2 C1 C0", 80, "C"),
            Col("Command", 150),
            Col("Bytes after address", 100, "C"),
            Col("Effect", 169),
        ],
        [
            ["0 0 X", "fast mode write", "2", "DAC register only"],
            ["0 1 0", "write DAC register", "3", "DAC register only"],
            ["0 1 1", "write DAC and EEPROM", "3", "DAC register and EEPROM"],
        ],
        7.5,
    )
    s.heading("6. Ordering information", 10.5)
    s.table(
        [
            Col("Part number", 120),
            Col("A2 A1", 60, "C"),
            Col("Address (A0 = 0 / 1)", 130, "C"),
            Col("Package / marking", 189),
        ],
        [
            ["GMD4625-A0T", "0 0", "0x60 / 0x61", "SOT-23-6, AJ"],
            ["GMD4625-A1T", "0 1", "0x62 / 0x63", "SOT-23-6, AP"],
            ["GMD4625-A2T", "1 0", "0x64 / 0x65", "SOT-23-6, AQ"],
            ["GMD4625-A3T", "1 1", "0x66 / 0x67", "SOT-23-6, AR"],
        ],
        7.5,
    )
    s.para(
        "Up to eight GMD4625 can share one bus: two per ordering code, selected with the A0 "
        "pin. The output is a voltage only; the device has no current-output (4-20 mA) mode.",
        8,
    )
    revision_table(s, [["04/2024", "C", "EEPROM endurance condition added"]], (90, 60, 349))
    return save(s, out / "gmd4625.pdf")


# ------------------------------------------------------------ Li-ion charger module (Karachi)
def cchlc1a(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="CLIFTON CIRCUIT HOUSE  -  Saddar, Karachi",
        header_right="Item CCH-LC1A",
        footer_left="Clifton Circuit House  -  Prices in PKR, subject to stock  -  WhatsApp orders welcome",
        footer_right="Page {page} / {nb}",
        table_fill=(255, 228, 200),
        accent=(190, 80, 0),
        grid=True,
    )
    s = Sheet(style, "CCH-LC1A 1 A Li-ion charger module")
    s.add_page()
    s.title_block(
        "CCH-LC1A  1A Lithium Battery Charging Board",
        "Single-cell 3.7 V Li-ion / Li-Po charger, USB-C input",
        "CCH-LC1A (charger only) - PKR 120      CCH-LC1A-P (with battery protection) - PKR 170",
        17,
    )
    s.heading("Specifications:", 11)
    s.lines(
        [
            "Input voltage:  4.5 V - 8 V  (5 V recommended)",
            "Charge current:  1 A (fitted RPROG 1.2 k" + OHM + ", change it for less - see table)",
            "Charge cut-off (float) voltage:  4.2 V " + PM + "1 %",
            "Trickle charge below:  2.9 V battery (at 1/10 of set current)",
            "Charge ends at:  1/10 of set current",
            "Recharge starts at:  4.05 V",
            "Battery drain with input removed:  < 2 " + MU + "A (CCH-LC1A)",
            "Operating temperature:  -10 " + DEG + " to +85 " + DEG,
            "Size:  26 x 17 mm",
        ],
        9,
    )
    s.heading("Set your charge current (RPROG):", 11)
    s.table(
        [
            Col("RPROG (k" + OHM + ")", 120, "C"),
            Col("Charge current (mA)", 140, "C"),
            Col("Comment", 239),
        ],
        [
            ["10", "130", ""],
            ["5", "250", "small Li-Po 250-500 mAh"],
            ["3", "400", ""],
            ["2", "580", ""],
            ["1.5", "780", ""],
            ["1.33", "900", ""],
            ["1.2", "1000", "as shipped"],
        ],
        8,
    )
    s.para(
        "Rule of thumb: do not charge faster than 1C. A 500 mAh cell wants 500 mA or less, so "
        "swap RPROG for 2 k" + OHM + " or higher.",
        8.5,
    )
    s.add_page()
    s.heading("Protected version CCH-LC1A-P:", 11)
    s.table(
        [Col("Protection", 200), Col("CCH-LC1A", 120, "C"), Col("CCH-LC1A-P", 179, "C")],
        [
            ["Over-discharge cut-off", "none", "2.5 V"],
            ["Over-charge cut-off", "none", "4.3 V"],
            ["Over-current cut-off", "none", "3 A"],
            ["Battery drain, input removed", "< 2 " + MU + "A", "about 6 " + MU + "A"],
        ],
        8,
    )
    s.heading("LED status:", 11)
    s.table(
        [Col("Red LED", 120, "C"), Col("Blue LED", 120, "C"), Col("Meaning", 259)],
        [
            ["on", "off", "charging"],
            ["off", "on", "charge complete"],
            ["blinking", "off", "no battery / battery fault"],
        ],
        8,
    )
    s.heading("Customer questions:", 11)
    s.bullets(
        [
            "Q: Can I charge two cells in series (2S, 7.4 V)? A: No. One cell only, it stops "
            "at 4.2 V.",
            "Q: LiFePO4 (3.2 V) cells? A: No. 4.2 V will overcharge them.",
            "Q: Can I use a 9 V adapter? A: No, 8 V is the limit. Use a 5 V phone charger or a "
            "power bank.",
            "Q: Gets hot at 1 A? A: Normal. The chip reduces the current by itself when it gets "
            "too hot, so charging at 1 A may take longer in a closed box.",
            "Q: Can it power my project while charging? A: Yes on OUT+ / OUT- of the -P "
            "version, but the load current is subtracted from the charge current and the "
            "charger may never finish. We do not test load sharing.",
            "Q: Charge time for an 18650 2600 mAh? A: We do not give a time; it depends on the "
            "cell and its state.",
        ],
        8.5,
    )
    s.heading("Pins:", 11)
    s.table(
        [Col("Pad", 100, "C"), Col("Use", 399)],
        [
            ["IN+ / IN-", "4.5 V - 8 V input (same as USB-C)"],
            ["B+ / B-", "battery"],
            ["OUT+ / OUT-", "load (-P version only, after the protection)"],
        ],
        8,
    )
    return save(s, out / "cch-lc1a.pdf")
