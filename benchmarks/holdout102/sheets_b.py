"""Hold-out 102 datasheets, part 2: an ultrasonic distance sensor module, a 4-channel
bidirectional level shifter board, a logic-level MOSFET switch module and a 2.9 inch
e-paper display module.

A Dhaka maker-shop sheet (one column per board version, the echo level and the
3.3 V question only in notes and Q&A), a Samoan / English level shifter sheet
(bilingual row names over two lines, toggle rate per LV supply in columns, the
pull-up current in prose), a Harare maker-store MOSFET board sheet (board ratings
next to the on-board MOSFET's own ratings, RDS(on) per gate voltage, current with and
without heatsink) and a Foshan e-paper module specification (panel versus module
supply, SPI write versus read clock, refresh time per temperature and colour version,
a command table).
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
OK = "\u02bb"  # Samoan glottal stop (okina)


# ------------------------------------------------------------ ultrasonic distance module (Dhaka)
def dks_us40(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="BURIGANGA ROBOTICS",
        header_right="DKS-US40 / DKS-US40L  ultrasonic ranging module",
        footer_left="Buriganga Robotics, Mirpur DOHS, Dhaka 1216  -  prices in BDT",
        footer_right="- {page} of {nb} -",
        rule_color=(200, 60, 20),
        table_fill=(252, 226, 214),
        accent=(180, 50, 10),
        grid=True,
    )
    s = Sheet(style, "DKS-US40 ultrasonic ranging module")
    s.add_page()
    s.title_block(
        "DKS-US40 / DKS-US40L",
        "Ultrasonic ranging module, 40 kHz, trigger / echo interface",
        "SKU DKS-US40 - Tk 185   |   SKU DKS-US40L (low-voltage version) - Tk 260",
        19,
    )
    s.para(
        "A pair of 40 kHz transducers with a driver and receiver circuit. Send a short pulse on "
        "TRIG; the module sends a burst of eight 40 kHz cycles and raises ECHO for as long as the "
        "sound takes to come back. Same pin-out and size (45 "
        + TIMES
        + " 20 mm) for both versions.",
        9,
    )
    s.heading("Specifications", 11)
    s.table(
        [
            Col("Parameter", 170),
            Col("DKS-US40", 110, "C"),
            Col("DKS-US40L", 110, "C"),
            Col("Remarks", 109),
        ],
        [
            ["Working voltage", "5 V DC (4.5 - 5.5 V)", "3.0 - 5.5 V DC", ""],
            ["Working current", "15 mA", "8 mA", "while ranging"],
            ["Quiet current", "2 mA", "5 " + MU + "A", "between readings"],
            ["Ranging distance", "2 cm - 400 cm", "2 cm - 450 cm", "flat target, see note 1"],
            ["Resolution", "0.3 cm", "0.3 cm", ""],
            ["Accuracy", PM + "3 mm", PM + "3 mm", "up to 2 m"],
            ["Measuring angle", "15" + "\u00b0", "15" + "\u00b0", "cone"],
            ["Working frequency", "40 kHz", "40 kHz", ""],
            ["Working temperature", "-10 ~ +60 " + DEG, "-20 ~ +70 " + DEG, ""],
        ],
        8.5,
    )
    s.para(
        "Note 1: DKS-US40L powered from 3.3 V ranges 2 cm - 300 cm; the 450 cm figure is at 5 V.",
        8,
    )
    s.heading("Timing", 11)
    s.table(
        [Col("Signal", 170), Col("Value", 160, "C"), Col("Remarks", 169)],
        [
            ["Trigger pulse (TRIG high)", GE + " 10 " + MU + "s", "TTL level"],
            ["Burst", "8 " + TIMES + " 40 kHz", "sent by the module"],
            ["Echo pulse", "150 " + MU + "s - 25 ms", "proportional to distance"],
            ["Echo without target", "38 ms", "time-out pulse"],
            ["Measurement cycle", GE + " 60 ms", "to avoid old echoes"],
        ],
        8.5,
    )
    s.para(
        "Distance (cm) = echo pulse width (" + MU + "s) / 58.  Distance (inch) = width / 148.",
        9,
    )
    s.add_page()
    s.heading("Pins", 11)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Function", 359)],
        [
            ["1", "VCC", "supply"],
            ["2", "TRIG", "trigger input"],
            ["3", "ECHO", "echo output (push-pull)"],
            ["4", "GND", "ground"],
        ],
        8.5,
    )
    s.heading("Notes", 11)
    s.bullets(
        [
            "ECHO is driven to the module supply: on the DKS-US40 the high level is 5 V, so a "
            "3.3 V microcontroller (ESP32, Raspberry Pi) needs a divider such as 1 k / 2 k on ECHO.",
            "The DKS-US40L on 3.3 V gives a 3.3 V echo and can be wired straight to a 3.3 V board.",
            "TRIG on both versions accepts 3.3 V and 5 V logic (high level " + GE + " 2.4 V).",
            "Soft or angled targets (cloth, foam) may not echo back; results are best on hard "
            "flat surfaces facing the sensor.",
        ],
        9,
    )
    s.heading("Questions we get", 11)
    s.para("Can I use it outdoors or in a water tank?", 9, bold=True)
    s.para(
        "Not as it is. The transducers are open and the board is not coated; moisture and "
        "condensation will stop it working. Use a sealed sensor for tanks.",
        9,
    )
    s.para("How many readings per second?", 9, bold=True)
    s.para("Keep at least 60 ms between triggers, so up to about 16 readings per second.", 9)
    s.para("Can two modules run side by side?", 9, bold=True)
    s.para(
        "Yes, but trigger them one after the other; if both send at once each may hear the "
        "other's burst.",
        9,
    )
    s.heading("Revision", 11)
    revision_table(
        s,
        [["2023-05-21", "1.0", "first sheet"], ["2024-03-02", "1.1", "DKS-US40L added"]],
        (90, 60, 349),
    )
    return save(s, out / "dks-us40.pdf")


# ------------------------------------------------------------ level shifter (Samoan / English)
def mls_ls4(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Mulinu" + OK + "u Maker Supplies  -  Apia, Samoa",
        header_right="MLS-LS4  Fa" + OK + "amatalaga / Data sheet",
        footer_left="Mulinu" + OK + "u Maker Supplies  -  MLS-LS4 v2",
        footer_right="Itulau {page} o le {nb}  /  Page {page} of {nb}",
        rule_color=(30, 90, 160),
        table_fill=(214, 228, 246),
        accent=(20, 70, 140),
        grid=True,
    )
    s = Sheet(style, "MLS-LS4 4-channel bidirectional logic level shifter")
    s.add_page()
    s.title_block(
        "MLS-LS4",
        "Laupapa sui tulaga 4-ala / 4-channel bidirectional logic level shifter",
        "N-channel MOSFET per channel, 10 k" + OHM + " pull-ups on both sides",
        20,
    )
    s.para(
        "Fa" + OK + "afeso" + OK + "ota" + OK + "i e le MLS-LS4 faailo i le va o se masini 3.3 V "
        "ma se masini 5 V. The MLS-LS4 connects a low-voltage logic side (LV) to a high-voltage "
        "side (HV) on four independent channels. Each channel works in both directions, so it "
        "suits I2C, 1-Wire, UART and slow SPI. It is not meant for analog signals.",
        8.5,
    )
    s.heading("Tulaga fa" + OK + "aogaina / Operating conditions", 10.5)
    s.table(
        [
            Col("Igoa / Name", 170),
            Col("Fa" + OK + "ailoga / Symbol", 70, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            ["Malosi itu maualalo /\nLow-side supply", "LV", "1.8", "3.3", "3.6", "V"],
            ["Malosi itu maualuga /\nHigh-side supply", "HV", "LV + 0.4", "5.0", "5.5", "V"],
            ["Vevela fa" + OK + "agaoioiga /\nOperating temperature", "TA", "-40", "", "+85", DEG],
        ],
        8,
    )
    s.heading("Tapula" + OK + "a / Absolute limits", 10.5)
    s.table(
        [
            Col("Igoa / Name", 240),
            Col("Tapula" + OK + "a / Limit", 140, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["HV i le GND / HV to GND", "6.0", "V"],
            ["LV i le GND / LV to GND", "4.0", "V"],
            ["MOSFET drain-source (BSS-type)", "50", "V"],
            ["MOSFET gate-source", PM + "20", "V"],
        ],
        8,
    )
    s.heading("Saosaoa / Speed  (typical, 50 pF per line)", 10.5)
    s.table(
        [
            Col("Fa" + OK + "aogaina / Use", 170),
            Col("LV = 1.8 V", 110, "C"),
            Col("LV = 2.5 V", 110, "C"),
            Col("LV = 3.3 V", 109, "C"),
        ],
        [
            ["I2C (open-drain)", "100 kHz", "400 kHz", "400 kHz"],
            ["Push-pull (UART, SPI)", "400 kHz", "1 MHz", "2 MHz"],
        ],
        8,
    )
    s.para(
        "With lower pull-up values (e.g. 2.2 k" + OHM + " added on both sides) the I2C column "
        "reaches 1 MHz at LV = 3.3 V.",
        8.5,
    )
    s.heading("Pine / Pins", 10.5)
    s.table(
        [
            Col("Itu / Side", 100, "C"),
            Col("Pine / Pin", 140, "C"),
            Col("Fa" + OK + "amatalaga / Description", 259),
        ],
        [
            ["LV", "LV", "low-side supply (1.8 - 3.6 V)"],
            ["LV", "LV1 ... LV4", "low-side signals"],
            ["HV", "HV", "high-side supply (must be higher than LV)"],
            ["HV", "HV1 ... HV4", "high-side signals"],
            ["both", "GND (2" + TIMES + ")", "common ground"],
        ],
        8,
    )
    s.add_page()
    s.heading("Fa" + OK + "amatalaga fa" + OK + "aopoopo / More details", 10.5)
    s.para(
        "Current draw: the board itself takes no supply current when the lines idle high. Every "
        "line held low draws current through its pull-up: about 0.5 mA per line on the HV side "
        "at 5 V and 0.33 mA per line on the LV side at 3.3 V.",
        8.5,
    )
    s.para(
        "Both supplies are needed. If LV is missing the channels do not translate; if HV is lower "
        "than LV + 0.4 V the MOSFETs do not turn off cleanly.",
        8.5,
    )
    s.heading("Fesili / FAQ", 10.5)
    s.para("Can I shift 5 V Arduino I2C to a 1.8 V sensor?", 8.5, bold=True)
    s.para("Yes: LV = 1.8 V, HV = 5 V; keep the bus at 100 kHz at LV = 1.8 V.", 8.5)
    s.para("Will it drive WS2812 LED strips?", 8.5, bold=True)
    s.para(
        "Often not reliably: the 800 kHz data with the 10 k pull-ups gives slow rising edges. "
        "Use a buffer such as a 74HCT gate instead.",
        8.5,
    )
    s.para("Can I use it on 12 V signals?", 8.5, bold=True)
    s.para("No. HV must stay at or below 5.5 V.", 8.5)
    s.heading("Fa" + OK + "amatalaga tau fa" + OK + "atau / Ordering", 10.5)
    s.table(
        [Col("Code", 140), Col("Description", 240), Col("Tala (WST)", 119, "C")],
        [
            ["MLS-LS4", "4-channel board, pins loose", "9.50"],
            ["MLS-LS4-H", "4-channel board, pins soldered", "11.00"],
            ["MLS-LS4-5P", "pack of five boards", "42.00"],
        ],
        8,
    )
    s.heading("Suiga / Revisions", 10.5)
    revision_table(
        s,
        [["2023-09-01", "1", "first sheet"], ["2024-02-12", "2", "speed table per LV"]],
        (90, 60, 349),
    )
    return save(s, out / "mls-ls4.pdf")


# ------------------------------------------------------------ MOSFET switch module (Harare)
def zmk_mos15(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ZAMBEZI MAKER KITS",
        header_right="ZMK-MOS15  low-side MOSFET switch",
        footer_left="Zambezi Maker Kits (Pvt) Ltd, Msasa, Harare  -  prices in USD",
        footer_right="sheet {page} (of {nb})",
        rule_color=(90, 60, 140),
        table_fill=None,
        accent=(90, 60, 140),
        grid=False,
    )
    s = Sheet(style, "ZMK-MOS15 logic-level MOSFET switch module")
    s.add_page()
    s.title_block(
        "ZMK-MOS15",
        "Logic-level MOSFET switch module (low-side), 30 V / 15 A",
        "Item 4417  -  USD 3.20  -  in stock at Msasa and Avondale",
        19,
    )
    s.para(
        "Switch a DC load (LED strip, pump, fan, solenoid, heater pad) from a microcontroller "
        "pin. The load's negative lead goes to LOAD-, the module switches it to ground. A "
        "1 k" + OHM + " gate resistor and a 10 k" + OHM + " pull-down keep the load off while "
        "your board boots. There is no optocoupler: trigger and load share ground.",
        8.5,
    )
    s.heading("Board ratings", 10.5, rule=True)
    s.table(
        [Col("", 190), Col("Value", 150, "C"), Col("Comment", 159)],
        [
            ["Load voltage", "DC 5 - 30 V", ""],
            ["Load current, continuous", "15 A", "with the clip-on heatsink"],
            ["", "8 A", "bare board, 25 " + DEG],
            ["Trigger signal", "3.3 - 20 V", "logic high = ON"],
            ["Trigger current", "3.3 mA", "at 3.3 V"],
            ["PWM frequency", "0 - 20 kHz", ""],
            ["Working temperature", "-20 ~ +85 " + DEG, ""],
            ["Size", "34 " + TIMES + " 17 " + TIMES + " 12 mm", "with terminals"],
        ],
        8,
    )
    s.heading("The MOSFET on the board (Q1, N-channel, TO-252)", 10.5, rule=True)
    s.para("Ratings of the transistor itself, from its maker's data (TJ = 25 " + DEG + "):", 8.5)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 70, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 40, "C"),
            Col("Test condition", 69),
        ],
        [
            ["Drain-source voltage", "V_{DS}", "", "", "40", "V", ""],
            ["Gate-source voltage", "V_{GS}", "", "", PM + "20", "V", ""],
            ["Drain current", "I_{D}", "", "", "60", "A", "TC = 25 " + DEG],
            [
                "Gate threshold voltage",
                "V_{GS(th)}",
                "1.0",
                "1.6",
                "2.5",
                "V",
                "ID = 250 " + MU + "A",
            ],
            ["On-resistance", "R_{DS(on)}", "", "6", "8", "m" + OHM, "VGS = 10 V"],
            ["", "", "", "9", "12", "m" + OHM, "VGS = 4.5 V"],
            ["", "", "", "14", "20", "m" + OHM, "VGS = 2.5 V"],
            ["Junction temperature", "T_{J}", "-55", "", "175", DEG, ""],
        ],
        8,
    )
    s.para(
        "The board is rated lower than Q1 (30 V instead of 40 V, 15 A instead of 60 A) because of "
        "the terminals, the copper and the heat. Use the board ratings.",
        8.5,
    )
    s.add_page()
    s.heading("Hook-up", 10.5, rule=True)
    s.table(
        [Col("Terminal", 100), Col("Connect to", 399)],
        [
            ["VIN+", "load supply + (also goes to LOAD+)"],
            ["VIN-", "load supply -"],
            ["LOAD+ / LOAD-", "your load"],
            ["SIG", "microcontroller pin"],
            ["GND", "microcontroller ground"],
        ],
        8,
    )
    s.heading("FAQ", 10.5, rule=True)
    s.para("Does a 3.3 V ESP32 pin switch it fully on?", 8.5, bold=True)
    s.para(
        "Yes for loads up to about 5 A. At 3.3 V on the gate Q1 is on, but RDS(on) is higher than "
        "at 4.5 V, so above 5 A drive SIG from 5 V or use the heatsink.",
        8.5,
    )
    s.para("Can I switch a motor or a solenoid?", 8.5, bold=True)
    s.para(
        "Yes, but fit a flyback diode (e.g. a 3 A Schottky) across the motor or coil. The board "
        "has no diode on LOAD+ / LOAD-.",
        8.5,
    )
    s.para("Can it switch AC, or the high side of a load?", 8.5, bold=True)
    s.para("No. DC only, low side only.", 8.5)
    s.para("My 24 V car battery setup?", 8.5, bold=True)
    s.para(
        "A 24 V truck system is fine within 30 V when the engine is off, but charging voltage and "
        "load-dump spikes can go higher. Add a TVS diode, or use a board rated for automotive use.",
        8.5,
    )
    s.heading("In the bag", 10.5, rule=True)
    s.bullets(
        [
            "1 " + TIMES + " ZMK-MOS15 board",
            "1 " + TIMES + " clip-on aluminium heatsink",
            "2 " + TIMES + " 2-way screw terminal (soldered)",
        ],
        8.5,
    )
    s.heading("Versions of this sheet", 10.5, rule=True)
    revision_table(
        s,
        [["2023-11-30", "1", "first sheet"], ["2024-04-18", "2", "FAQ on 24 V systems"]],
        (90, 60, 349),
    )
    return save(s, out / "zmk-mos15.pdf")


# ------------------------------------------------------------ 2.9 inch e-paper module (Foshan)
def jmd029(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="FOSHAN JINGMO DISPLAY TECHNOLOGY CO., LTD.",
        header_right="PRODUCT SPECIFICATION  JMD029 series  V1.2",
        footer_left="Jingmo Display  -  Shunde District, Foshan, Guangdong  -  Spec No. JM-EPD-029-12",
        footer_right="{page}/{nb}",
        rule_color=(60, 60, 60),
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "JMD029 2.9 inch e-paper display module")
    s.add_page()
    s.title_block(
        "JMD029-BW / JMD029-BWR",
        "2.9 inch E-paper Display Module, 128 x 296, SPI interface",
        "Customer: STANDARD    Approved by: ________    Date: ________",
        18,
    )
    s.heading("1. Over View", 10)
    s.para(
        "JMD029 is an active matrix electrophoretic display module with an integrated driver "
        "IC and a 3.3 V regulator-free interface board. JMD029-BW shows black and white; "
        "JMD029-BWR adds red. The display keeps its image without power.",
        8.5,
    )
    s.heading("2. Features", 10)
    s.bullets(
        [
            "128 " + TIMES + " 296 dots, 2.9 inch, active area 29.06 " + TIMES + " 66.90 mm",
            "4-wire SPI, write only in normal use (read optional, 3-wire)",
            "Ultra-low power: consumes current only while refreshing",
            "Partial refresh (JMD029-BW only)",
        ],
        8.5,
    )
    s.heading("3. Absolute Maximum Rating", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 80, "C"),
            Col("Rating", 140, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Logic supply voltage", "VCC", "-0.5 to +4.0", "V"],
            ["Logic input voltage", "VIN", "-0.5 to VCC + 0.5", "V"],
            ["Operating temp. range", "TOPR", "0 to +50", DEG],
            ["Storage temp. range", "TSTG", "-25 to +60", DEG],
        ],
        8,
    )
    s.heading("4. DC Characteristics", 10)
    s.para("(The following data are tested at TA = 25 " + DEG + ")", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 55, "C"),
            Col("Condition", 100, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Module supply voltage", "VCC", "", "3.0", "3.3", "3.6", "V"],
            ["Panel driver supply", "VCI", "internal", "2.2", "3.0", "3.7", "V"],
            ["High level input voltage", "VIH", "", "0.8 VCC", "", "", "V"],
            ["Low level input voltage", "VIL", "", "", "", "0.2 VCC", "V"],
            ["Refresh current", "IUPDATE", "JMD029-BW", "", "6", "", "mA"],
            ["", "", "JMD029-BWR", "", "8", "", "mA"],
            ["Deep sleep current", "ISLEEP", "deep sleep mode", "", "1", "5", MU + "A"],
            ["SPI clock, write", "fSCL_W", "", "", "", "20", "MHz"],
            ["SPI clock, read", "fSCL_R", "", "", "", "2.5", "MHz"],
        ],
        8,
    )
    s.para(
        "Note 4-1: the interface board has no level shifter. Do not connect 5 V logic to SCK, "
        "SDI, CS, DC or RST; use a level shifter or a 3.3 V host.",
        8,
    )
    s.heading("5. Refresh Time (typ.)", 10)
    s.table(
        [
            Col("Mode", 200),
            Col("TA = 0 " + DEG, 100, "C"),
            Col("TA = 25 " + DEG, 100, "C"),
            Col("TA = 50 " + DEG, 99, "C"),
        ],
        [
            ["JMD029-BW full refresh", "3.5 s", "2.0 s", "1.8 s"],
            ["JMD029-BW partial refresh", "0.6 s", "0.3 s", "0.3 s"],
            ["JMD029-BWR full refresh", "26 s", "15 s", "12 s"],
        ],
        8,
    )
    s.add_page()
    s.heading("6. Interface Pin Assignment", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 70, "C"), Col("I/O", 40, "C"), Col("Description", 349)],
        [
            ["1", "VCC", "P", "3.3 V supply"],
            ["2", "GND", "P", "ground"],
            ["3", "SDI", "I", "SPI data"],
            ["4", "SCK", "I", "SPI clock"],
            ["5", "CS", "I", "chip select, low active"],
            ["6", "DC", "I", "data (high) / command (low)"],
            ["7", "RST", "I", "reset, low active"],
            ["8", "BUSY", "O", "high while the panel refreshes"],
        ],
        8,
    )
    s.heading("7. Command Table (excerpt)", 10)
    s.table(
        [Col("Code", 60, "C"), Col("Command", 170), Col("Data bytes", 70, "C"), Col("Remark", 199)],
        [
            ["0x01", "Driver output control", "3", "MUX = 296 lines"],
            ["0x10", "Deep sleep mode", "1", "0x01 enters deep sleep"],
            ["0x12", "SW reset", "0", "wait for BUSY low"],
            ["0x24", "Write RAM (black/white)", "n", ""],
            ["0x26", "Write RAM (red)", "n", "JMD029-BWR only"],
            ["0x20", "Master activation", "0", "starts refresh"],
        ],
        8,
    )
    s.heading("8. Handling Notes", 10)
    s.bullets(
        [
            "No periodic refresh is needed; the image is kept without power.",
            "For JMD029-BW do a full refresh after every 5 partial refreshes to remove ghosting.",
            "Below 5 "
            + DEG
            + " refresh takes longer (see section 5); below 0 "
            + DEG
            + " do not refresh.",
            "Put the panel in deep sleep after each refresh; do not leave the driver powered with "
            "high voltage on.",
            "Keep the module out of direct sunlight and UV during storage.",
        ],
        8.5,
    )
    s.heading("9. Revision Record", 10)
    revision_table(
        s,
        [
            ["2023-07-10", "V1.0", "New"],
            ["2024-01-22", "V1.2", "Refresh time per temperature added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "jmd029.pdf")
