"""Hold-out 92 datasheets, part 1: a K-type thermocouple amplifier breakout, a 4-digit
7-segment display module, a single-cell LiFePO4 charger module and an NB-IoT modem.

A Basque / English maker-board sheet (bilingual names wrapped over two lines, a
column per board version, a second accuracy row without a name, the board's own
temperature limit apart from the converter's range, a question list), a Chinese
LED-display factory specification in translated English (lenticular-bracket heads,
a colour column in one min/typ/max table, input levels per supply voltage, a
command table), a Ugandan maker-shop product sheet (shillings, plain talk, a
resistor table for the charge current, protection values only for one version) and
a Bristol cellular-module data sheet (issue box, recommended and limiting rows in
one table, current per band, two sensitivity rows, 1.8 V interface and SIM limits
only in prose, an AT-command table).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWT = "\uff5e"
HD = "\u25c8 "
LE = "\u2264"
GE = "\u2265"
DASH = "\u2013"


# --------------------------------------------------- thermocouple breakout (Basque)
def tke_k14(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Txingudi Plakak S.L.  -  Irun (Gipuzkoa)",
        header_right="TKE-K14  Datu-orria / Data sheet",
        footer_left="TKE-K14 / TKE-K14-3V  -  2. bertsioa / revision 2",
        footer_right="Orria {page}/{nb}",
        rule_color=(20, 95, 60),
        table_fill=(222, 238, 228),
        accent=(20, 95, 60),
        grid=False,
    )
    s = Sheet(style, "TKE-K14 K motako termopare-anplifikadorea / K-type thermocouple amplifier")
    s.add_page()
    s.title_block(
        "TKE-K14",
        "K motako termopare-plaka / K-type thermocouple amplifier board",
        "SPI irteera soilik (irakurtzeko) / SPI output, read-only  -  TKE-K14 eta TKE-K14-3V",
        20,
    )
    s.heading("Deskribapena / Description", 10)
    s.para(
        "TKE-K14 plakak K motako termopare baten tentsioa zenbaki bihurtzen du, "
        "lotura hotzaren konpentsazioarekin. The TKE-K14 board digitises a K-type "
        "thermocouple with cold-junction compensation and sends the result over a "
        "three-wire, read-only SPI port (CS, SCK, SO). There is no data input pin: the "
        "converter has no registers to write and no configuration. The TKE-K14 carries a "
        "3.3 V regulator and a level shifter so that SO swings to the board supply; the "
        "TKE-K14-3V omits both and must be run from a regulated 3.3 V rail.",
        8,
    )
    s.heading("Ezaugarriak / Features", 10)
    s.bullets(
        [
            "Termopare-tartea / thermocouple range: -200 " + DASH + " +1350 " + DEG,
            "14 biteko emaitza, 0.25 "
            + DEG
            + " urratsak / 14-bit result in 0.25 "
            + DEG
            + " steps",
            "Lotura hotza 0.0625 " + DEG + " bereizmenarekin / cold junction read to 0.0625 " + DEG,
            "Termopare irekia detektatzen du / open-thermocouple and short-to-GND flags",
            "Torloju-borna eta K miniatura konektorea / screw terminal and mini K socket",
        ],
        8,
    )
    s.heading("Plakaren elikadura / Board supply", 10)
    s.table(
        [
            Col("Parametroa / Parameter", 175),
            Col("Ikurra", 45, "C"),
            Col("TKE-K14", 100, "C"),
            Col("TKE-K14-3V", 100, "C"),
            Col("Unitatea", 79, "C"),
        ],
        [
            [
                "Elikadura-tentsioa /\nSupply voltage",
                "VIN",
                "3.0 " + DASH + " 5.5",
                "3.0 " + DASH + " 3.6",
                "V",
            ],
            ["Kontsumoa, bihurtzen /\nSupply current, converting", "IIN", "1.6", "0.9", "mA typ."],
            [
                "SO irteeraren maila /\nSO output high level",
                "VOH",
                "VIN - 0.4",
                "VIN - 0.4",
                "V min.",
            ],
            ["Tentsio maximoa (muga) /\nSupply voltage, limit", "VIN(max)", "6.0", "4.0", "V"],
        ],
        7.5,
    )
    s.para(
        "Oharra / Note: the limit row is an absolute maximum rating and not an operating "
        "condition. Above it the regulator (TKE-K14) or the converter (TKE-K14-3V) may be "
        "destroyed. Termopare-bornak / thermocouple terminals T+ and T-: -0.3 V to 3.6 V "
        "to GND. Biltegiratzea / storage: -50 " + DASH + " +125 " + DEG + ".",
        7.5,
    )
    s.heading("Eskaera-kodeak / Ordering codes", 10)
    s.table(
        [Col("Kodea / Code", 130), Col("Deskribapena / Description", 289), Col("Prezioa", 80, "R")],
        [
            ["TKE-K14", "5 V / 3.3 V board, regulator + level shifter", "14.90 EUR"],
            ["TKE-K14-3V", "3.3 V board, no regulator", "11.50 EUR"],
            ["TKE-PRB-1M", "K-type glass-fibre probe, 1 m, 0 to 480 " + DEG, "6.20 EUR"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Neurketa / Measurement characteristics", 10)
    s.para("VIN = 3.3 V, TA = 25 " + DEG + " bestela esan ezean / unless stated otherwise.", 7.5)
    s.table(
        [
            Col("Parametroa / Parameter", 150),
            Col("Baldintzak / Conditions", 140),
            Col("Min.", 45, "C"),
            Col("Tip.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit.", 74, "C"),
        ],
        [
            ["Termopare-tartea /\nThermocouple temperature range", "", "-200", "", "+1350", DEG],
            [
                "Lotura hotzaren tartea /\nCold-junction range",
                "converter die",
                "-40",
                "",
                "+125",
                DEG,
            ],
            ["Zehaztasuna / Accuracy", "TTC = -200 " + DASH + " +700 " + DEG, "-2", "", "+2", DEG],
            ["", "TTC = +700 " + DASH + " +1350 " + DEG, "-4", "", "+4", DEG],
            ["Bereizmena / Resolution", "thermocouple", "", "0.25", "", DEG],
            ["Bihurketa-denbora /\nConversion time", "", "", "100", "220", "ms"],
        ],
        7.5,
    )
    s.heading("SPI interfazea / SPI interface", 10)
    s.table(
        [
            Col("Parametroa / Parameter", 170),
            Col("Ikurra", 60, "C"),
            Col("Min.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit.", 50, "C"),
            Col("Oharrak", 119),
        ],
        [
            ["SCK maiztasuna / SCK frequency", "fSCK", "", "5", "MHz", ""],
            ["CS beheranzkoa SO-ra /\nCS fall to SO valid", "tDV", "", "100", "ns", "CL = 10 pF"],
            ["", "V_{IH}", "2.0", "", "V", "CS, SCK"],
            ["", "V_{IL}", "", "0.8", "V", "CS, SCK"],
        ],
        7.5,
    )
    s.heading("Datu-formatua / Output word (32 bits, MSB first)", 10)
    s.table(
        [Col("Bitak / Bits", 90, "C"), Col("Edukia / Content", 409)],
        [
            [
                "D31" + DASH + "D18",
                "thermocouple temperature, 14-bit two's complement, 0.25 " + DEG,
            ],
            ["D16", "fault (any of D2..D0)"],
            ["D15" + DASH + "D4", "cold-junction temperature, 12-bit, 0.0625 " + DEG],
            ["D2 / D1 / D0", "short to VCC / short to GND / open circuit"],
        ],
        7.5,
    )
    s.heading("Pinak / Pins", 10)
    s.table(
        [Col("Pina", 60, "C"), Col("Funtzioa / Function", 439)],
        [
            ["VIN", "elikadura / supply (see table)"],
            ["GND", "lurra / ground"],
            ["SCK", "SPI clock in"],
            ["CS", "chip select, active low; a falling edge stops a conversion"],
            ["SO", "serial data out (three-state when CS is high)"],
        ],
        7.5,
    )
    s.heading("Galderak / Questions", 10)
    s.para(
        "Plakaren lan-tenperatura? / Board operating temperature? The converter works from "
        "-40 to +125 " + DEG + " but the terminal block and the capacitors limit the board "
        "to -20 " + DASH + " +85 " + DEG + " ambient. Only the probe should go into the hot "
        "zone.",
        7.5,
    )
    s.para(
        "J mota? / Type J? No. The linearisation is for type K only; a J, T or E "
        "thermocouple will read wrong. I2C? No - SPI only, and there is no I2C address.",
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-06-12", "1", "Lehen argitalpena / first release"],
            ["2024-02-05", "2", "TKE-K14-3V added; board temperature in Questions"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tke-k14.pdf")


# ------------------------------------------- 4-digit display module (Chinese factory)
def qd4d56(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="JIEYANG GUANGCAI DISPLAY TECHNOLOGY CO., LTD.",
        header_right="Doc. GC-QD4-EN  Ver. B",
        footer_left="Specifications are subject to change without notice.",
        footer_right="P. {page} of {nb}",
        rule_color=(0, 0, 0),
        table_fill=(255, 236, 205),
        accent=(150, 40, 0),
        grid=True,
    )
    s = Sheet(style, "QD-4D56-TM 4-digit LED display module")
    s.add_page()
    s.title_block(
        "QD-4D56-TM-R / QD-4D56-TM-B",
        "0.56 inch 4-Digit 7-Segment LED Display Module (2-wire serial)",
        "Product specification  -  red (R) and blue (B) versions",
        17,
    )
    s.heading(HD + "1  General", 10)
    s.para(
        "QD-4D56-TM is 4 digit common-anode 7-segment LED display with built-in LED "
        "drive IC. The module is controlled by two wires, CLK and DIO, with start / "
        "stop and ACK like a bus, but it is NOT I2C: the drive IC has no device address "
        "and can not share the bus with other I2C devices. Brightness is set in 8 steps "
        "by the display control command. Colon between digit 2 and digit 3.",
        8,
    )
    s.table(
        [Col("Item", 170), Col("Content", 329)],
        [
            ["Digit height", "0.56 inch (14.2 mm)"],
            ["Module size", "42.0 x 24.0 x 12.0 mm"],
            ["Interface", "2-wire serial (CLK, DIO), 4 pin 2.54 mm header"],
            ["Operating temperature", "-20 " + FWT + " +70 " + FW_C],
            ["Storage temperature", "-30 " + FWT + " +80 " + FW_C],
        ],
        7.5,
    )
    s.heading(HD + "2  Absolute Maximum Ratings (Ta＝25" + FW_C + ")", 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 150, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "VCC", "-0.5 " + FWT + " +7.0", "V"],
            ["Logic input voltage", "VI", "-0.5 " + FWT + " VCC+0.5", "V"],
            ["Segment drive current (per segment)", "ISEG", "20", "mA"],
            ["Power dissipation", "PD", "400", "mW"],
        ],
        7.5,
    )
    s.heading(HD + "3  Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 60, "C"),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["Supply voltage", "VCC", "3.0", "5.0", "5.5", "V"],
            ["Input high voltage (VCC＝5V)", "VIH", "3.5", "", "VCC", "V"],
            ["Input high voltage (VCC＝3.3V)", "VIH", "2.3", "", "VCC", "V"],
            ["Input low voltage", "VIL", "0", "", "0.3VCC", "V"],
        ],
        7.5,
    )
    s.para(
        "Note: with VCC＝3.3V the blue version (-B) is dim, because LED forward voltage is "
        "near the supply. For -B please use 5V supply.",
        7.5,
    )
    s.heading(HD + "4  Electrical Characteristics (VCC＝5.0V, Ta＝25" + FW_C + ")", 10)
    s.table(
        [
            Col("Item", 150),
            Col("Condition", 120),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            ["Current consumption", "-R, 8.8.:8.8. , brightness 8/8", "", "80", "95", "mA"],
            ["", "-B, 8.8.:8.8. , brightness 8/8", "", "62", "75", "mA"],
            ["Current, display OFF", "command 0x80", "", "1.2", "2.0", "mA"],
            ["Clock frequency", "CLK, 50% duty", "", "", "450", "kHz"],
            ["DIO output low voltage", "IOL＝4mA", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading(HD + "5  Optical Characteristics (IF＝10mA per segment)", 10)
    s.table(
        [
            Col("Item", 160),
            Col("Version", 70, "C"),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 104, "C"),
        ],
        [
            ["Peak wavelength", "-R", "", "625", "", "nm"],
            ["", "-B", "", "470", "", "nm"],
            ["Luminous intensity / segment", "-R", "18", "30", "", "mcd"],
            ["", "-B", "35", "55", "", "mcd"],
            ["Forward voltage / segment", "-R", "", "2.0", "2.4", "V"],
            ["", "-B", "", "3.0", "3.4", "V"],
        ],
        7.5,
    )
    s.heading(HD + "6  Pin Assignment", 10)
    s.table(
        [Col("No.", 50, "C"), Col("Symbol", 80, "C"), Col("Function", 369)],
        [
            ["1", "CLK", "Clock input (pull-up 10k on board)"],
            ["2", "DIO", "Data input / output, open drain (pull-up 10k on board)"],
            ["3", "VCC", "Power supply"],
            ["4", "GND", "Ground"],
        ],
        7.5,
    )
    s.heading(HD + "7  Command Table", 10)
    s.table(
        [Col("Command", 90, "C"), Col("Hex", 80, "C"), Col("Meaning", 329)],
        [
            ["Data set", "0x40", "write data, auto address increase"],
            ["Data set", "0x44", "write data, fixed address"],
            ["Address set", "0xC0 " + FWT + " 0xC3", "digit 1 " + FWT + " digit 4"],
            ["Display ON", "0x88 " + FWT + " 0x8F", "brightness 1/16 " + FWT + " 14/16 (8 steps)"],
            ["Display OFF", "0x80", "all segments off, keys not used"],
        ],
        7.5,
    )
    s.heading(HD + "8  Application Notes", 10)
    s.bullets(
        [
            "Bit order is LSB first. Data changes when CLK is low; it is read when CLK is high.",
            "Use a CLK of 100kHz or lower when the wires are longer than 20cm.",
            "The module has no current limit for external loads on VCC. Do not connect "
            "VCC and GND reverse.",
            "Several modules need one CLK / DIO pair each (no address).",
        ],
        7.5,
    )
    s.heading(HD + "9  Reliability Test", 10)
    s.table(
        [Col("Test", 150), Col("Condition", 250), Col("Time", 99, "C")],
        [
            ["High temperature operation", "+70" + FW_C + ", VCC＝5V", "96h"],
            ["Low temperature storage", "-30" + FW_C, "96h"],
            ["Humidity", "+40" + FW_C + ", 90%RH", "96h"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2022-09-01", "A", "New"], ["2023-12-18", "B", "Add -B version, VIH at 3.3V"]],
        (90, 60, 349),
    )
    return save(s, out / "qd-4d56-tm.pdf")


# ------------------------------------------- LiFePO4 charger module (Ugandan shop)
def kcy_lfp(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Kampala Circuit Yard  |  Plot 14, Nasser Road, Kampala",
        header_right="KCY-LFP1A product sheet",
        footer_left="Prices in Uganda shillings incl. VAT, valid March 2024",
        footer_right="page {page}/{nb}",
        rule_color=(140, 60, 30),
        table_fill=None,
        accent=(140, 60, 30),
        grid=False,
    )
    s = Sheet(style, "KCY-LFP1A LiFePO4 charger module")
    s.add_page()
    s.title_block(
        "KCY-LFP1A  /  KCY-LFP1A-P",
        "1 A single-cell LiFePO4 charger module, USB-C or solder pads",
        "SKU 40312 (KCY-LFP1A) UGX 9,500   |   SKU 40313 (KCY-LFP1A-P, with protection) UGX 12,000",
        18,
    )
    s.heading("What this board does", 11)
    s.para(
        "Charges ONE lithium iron phosphate (LiFePO4, LFP) cell - the 3.2 V kind, for example "
        "an 18650 or 26650 LFP cell or a 32700 from a solar lamp - using the constant "
        "current / constant voltage method. The cell is full at 3.6 V. Do not use this board "
        "for ordinary Li-ion or LiPo cells (they need 4.2 V and will stay half empty), and "
        "never for lead-acid or NiMH. The -P version adds a protection chip between the "
        "cell and the OUT+ / OUT- pads so you can run your project from the cell.",
        8.5,
    )
    s.heading("Numbers", 11)
    s.table(
        [Col("Spec", 170), Col("Value", 140), Col("Notes", 189)],
        [
            ["Input voltage (USB-C or IN+/IN-)", "4.5 V to 6.0 V", "a 5 V phone charger is ideal"],
            ["Input, survives up to", "8 V", "above 6.2 V charging stops (OVP)"],
            ["Full-charge (float) voltage", "3.6 V " + PM + " 1 %", "fixed, not adjustable"],
            ["Charge current (as shipped)", "1 A", "R_PROG = 1.2 k" + OHM + ", see table"],
            ["Pre-charge current", "100 mA", "while the cell is below 2.5 V"],
            ["Charge ends at", "C/10", "100 mA with the stock resistor"],
            ["Restarts charging at", "3.4 V", ""],
            ["Drain on the cell, no input", "6 " + MU + "A max", "-P: 9 " + MU + "A max"],
            ["Charging allowed", "0 " + DEG + " to +45 " + DEG, "NTC pad, 10 k B3950 (optional)"],
        ],
        8,
    )
    s.heading("Setting the charge current", 11)
    s.para(
        "Replace R_PROG (the 0603 resistor marked R3) to charge small cells more gently. "
        "Keep the charge current at or below 1 C of your cell.",
        8.5,
    )
    s.table(
        [Col("R_PROG", 120, "C"), Col("Charge current", 150, "C"), Col("Good for", 229)],
        [
            ["10 k" + OHM, "130 mA", "14500 LFP, 600 mAh"],
            ["5 k" + OHM, "250 mA", ""],
            ["2 k" + OHM, "580 mA", "18650 LFP, 1500 mAh"],
            ["1.2 k" + OHM + " (stock)", "1000 mA", "26650 / 32700 LFP"],
        ],
        8,
    )
    s.heading("LEDs", 11)
    s.table(
        [Col("Red", 120, "C"), Col("Blue", 120, "C"), Col("Meaning", 259)],
        [
            ["on", "off", "charging"],
            ["off", "on", "full, or no cell"],
            ["blinking", "off", "cell too hot / too cold (NTC fitted)"],
        ],
        8,
    )
    s.add_page()
    s.heading("Protection (KCY-LFP1A-P only)", 11)
    s.table(
        [Col("Protection", 170), Col("Trips at", 120, "C"), Col("Releases at", 209, "C")],
        [
            ["Over-charge", "3.85 V", "3.60 V"],
            ["Over-discharge", "2.00 V", "2.30 V (or plug in a charger)"],
            ["Over-current on OUT", "3 A", "remove the load"],
            ["Short circuit", "yes", "remove the short"],
        ],
        8,
    )
    s.para(
        "The plain KCY-LFP1A has NO protection at all. If you draw from the cell through "
        "B+ / B- you must stop at 2.5 V yourself.",
        8.5,
    )
    s.heading("Heat", 11)
    s.para(
        "At 1 A the linear charger turns (input voltage - cell voltage) x 1 A into heat: "
        "about 1.8 W at the start of a charge from 5 V. The chip folds the current back "
        "above 120 " + DEG + " junction, so charging just gets slower in a hot box. "
        "The board is rated for -10 to +60 " + DEG + " around it.",
        8.5,
    )
    s.heading("Pads", 11)
    s.table(
        [Col("Pad", 90, "C"), Col("What", 409)],
        [
            ["IN+ / IN-", "input, same as the USB-C socket (do not use both)"],
            ["B+ / B-", "to the cell"],
            ["OUT+ / OUT-", "-P only: protected output to your project"],
            ["NTC", "10 k NTC to B- (cut the JP1 trace first)"],
        ],
        8,
    )
    s.heading("Questions we get", 11)
    s.para(
        "Can I feed it from a small solar panel? Yes, if the panel never goes above 6 V "
        "(a '5 V' panel is 6 V open circuit at most in our tests). A 9 V or 12 V panel "
        "needs a buck converter first.",
        8.5,
    )
    s.para(
        "Can I charge two cells? Only two cells in PARALLEL (one 3.2 V pack). Two in series "
        "(6.4 V) cannot be charged with this board.",
        8.5,
    )
    s.para(
        "Charge time? Roughly capacity / charge current + 20 %, so a 3000 mAh cell takes "
        "about 3.5 h at 1 A.",
        8.5,
    )
    s.heading("Box contents", 11)
    s.bullets(["1 x board", "1 x spare 2 k" + OHM + " resistor", "no cell, no cable"], 8.5)
    return save(s, out / "kcy-lfp1a.pdf")


# -------------------------------------------------- NB-IoT modem (Bristol module house)
def svc_n21(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Severnside Cellular Ltd  |  SVC-N21 Data Sheet",
        header_right="SC-DS-0193  Issue 3  |  Public",
        footer_left="Severnside Cellular Ltd, Temple Quay, Bristol. Registered in England and Wales.",
        footer_right="Page {page}",
        rule_color=(70, 70, 120),
        table_fill=(228, 228, 242),
        accent=(40, 40, 110),
        grid=True,
    )
    s = Sheet(style, "SVC-N21 NB-IoT module data sheet")
    s.add_page()
    s.title_block(
        "SVC-N21",
        "LTE Cat NB2 (NB-IoT) module, LGA 16 x 18 mm",
        "Variants: SVC-N21-E (Europe) and SVC-N21-G (global)",
        22,
    )
    s.heading("1  Overview", 11)
    s.para(
        "The SVC-N21 is a 3GPP Release 14 NB-IoT module controlled with AT commands over its "
        "main UART. It supports power saving mode (PSM) and extended DRX, UDP / CoAP / "
        "MQTT-SN stacks and firmware update over the air. There is no GSM / GPRS or LTE-M "
        "fallback. All digital interfaces, including the main UART, work at 1.8 V: the "
        "inputs are not 3.3 V tolerant, so a 3.3 V or 5 V host needs a level translator. "
        "Only 1.8 V SIM cards and eSIMs are supported; 3.0 V-only SIMs will not be read.",
        8.5,
    )
    s.heading("2  Variants and bands", 11)
    s.table(
        [Col("Variant", 110), Col("LTE bands (NB-IoT)", 250), Col("Certification", 139)],
        [
            ["SVC-N21-E", "B3 / B8 / B20", "CE, UKCA"],
            [
                "SVC-N21-G",
                "B1 / B2 / B3 / B4 / B5 / B8 / B12 / B13 / B20 / B28 / B66",
                "CE, FCC, IC",
            ],
        ],
        8,
    )
    s.heading("3  Supply", 11)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 40, "C"),
            Col("Notes", 79),
        ],
        [
            ["Supply voltage, operating", "VBAT", "3.1", "3.6", "4.2", "V", ""],
            ["Supply voltage, limiting", "VBAT", "-0.3", "", "4.5", "V", "not operating"],
            ["Peak supply current", "IBAT,pk", "", "", "0.5", "A", "Note 1"],
            ["VDD_EXT output", "VEXT", "1.75", "1.8", "1.85", "V", "50 mA max"],
            ["USIM_VDD", "VSIM", "", "1.8", "", "V", "Class C only"],
        ],
        8,
    )
    s.para(
        "Note 1: the supply must deliver 0.5 A bursts during transmission with less than "
        "300 mV droop; place at least 100 " + MU + "F low-ESR capacitance near VBAT.",
        7.5,
    )
    s.heading("4  Current consumption", 11)
    s.para("VBAT = 3.6 V, TA = 25 " + DEG + ", typical values.", 8)
    s.table(
        [Col("Mode", 230), Col("Condition", 150), Col("Typ", 60, "C"), Col("Unit", 59, "C")],
        [
            ["PSM", "RTC running", "3.3", MU + "A"],
            ["Idle, eDRX", "eDRX = 81.92 s", "0.45", "mA"],
            ["Idle, DRX", "DRX = 2.56 s", "1.1", "mA"],
            ["Active, RX", "", "46", "mA"],
        ],
        8,
    )
    s.table(
        [
            Col("Transmit at +23 dBm", 230),
            Col("B3", 90, "C"),
            Col("B8", 90, "C"),
            Col("B20", 89, "C"),
        ],
        [["Average current, single-tone 15 kHz", "245 mA", "220 mA", "215 mA"]],
        8,
    )
    s.add_page()
    s.heading("5  RF", 11)
    s.table(
        [
            Col("Parameter", 190),
            Col("Condition", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 39, "C"),
        ],
        [
            ["Maximum output power", "power class 3", "21", "23", "25", "dBm"],
            ["Receiver sensitivity", "no repetition", "", "-114", "", "dBm"],
            ["", "128 repetitions", "", "-129", "", "dBm"],
            ["Antenna impedance", "", "", "50", "", OHM],
        ],
        8,
    )
    s.heading("6  Interfaces", 11)
    s.table(
        [Col("Interface", 110), Col("Description", 389)],
        [
            [
                "Main UART",
                "AT commands and data. 4800, 9600, 57600, 115200, 230400 and 460800 "
                "bps; 9600 bps default; 8N1; RTS/CTS optional",
            ],
            ["Debug UART", "921600 bps fixed, logs only (not for AT commands)"],
            ["USIM", "1.8 V, class C"],
            ["ADC", "1 input, 0 to 1.4 V, 10 bit"],
        ],
        8,
    )
    s.table(
        [
            Col("I/O level (1.8 V domain)", 190),
            Col("Symbol", 80, "C"),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Input high", "VIH", "1.26", "2.0", "V"],
            ["Input low", "VIL", "-0.3", "0.54", "V"],
            ["Output high", "VOH", "1.35", "", "V"],
        ],
        8,
    )
    s.heading("7  Environmental", 11)
    s.table(
        [Col("Range", 190), Col("Temperature", 130, "C"), Col("Remark", 179)],
        [
            ["Normal operation", "-30 to +75 " + DEG, "meets 3GPP"],
            ["Extended operation", "-40 to +85 " + DEG, "works; RF may deviate from 3GPP"],
            ["Storage", "-45 to +90 " + DEG, ""],
        ],
        8,
    )
    s.heading("8  Selected AT commands", 11)
    s.table(
        [Col("Command", 150), Col("Example", 150), Col("Purpose", 199)],
        [
            ["AT+CPSMS", 'AT+CPSMS=1,,,"01000011","00000101"', "enable PSM with T3412 / T3324"],
            ["AT+NBAND", "AT+NBAND=3,8,20", "select bands"],
            ["AT+IPR", "AT+IPR=115200", "set main UART baud rate"],
            ["AT+CEREG?", "+CEREG: 0,1", "registration status"],
        ],
        8,
    )
    s.heading("9  Pins (excerpt)", 11)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 100), Col("Type", 60, "C"), Col("Description", 279)],
        [
            ["10", "VBAT", "PI", "main supply, 3.1 to 4.2 V"],
            ["17", "TXD", "DO", "main UART transmit (1.8 V)"],
            ["18", "RXD", "DI", "main UART receive (1.8 V)"],
            ["24", "VDD_EXT", "PO", "1.8 V out for level translators"],
            ["31", "PWRKEY", "DI", "pull low 500 ms to power on"],
        ],
        8,
    )
    revision_table(
        s,
        [["2023-05-30", "2", "B66 added to -G"], ["2024-01-09", "3", "PSM current updated"]],
        (90, 60, 349),
    )
    return save(s, out / "svc-n21.pdf")
