"""Hold-out 80 datasheets, part 1: a Hall-effect current sensor module, a thermocouple
amplifier breakout, a LiFePO4 charger board and a 5 V piezo buzzer.

A Mexican maker-shop product sheet in English (board-version columns, a total-error row
pair whose second row has no name, limits in a "Do not exceed" list and a FAQ), an
Icelandic / English thermocouple breakout data sheet (two-line bilingual names,
thermocouple-type columns, board vs cold-junction temperature rows), a Chinese
store listing in translated English (full-width colon key / value lines, a resistor
table, a protection table for one version only, attention notes and Q&A) and a US
component-maker specification (item / conditions / min / typ / max table, a typ.-only
table per applied voltage, a series table of look-alike models, a revision history
that still names an old value).
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


# ------------------------------------------------ Hall current sensor (Mexico)
def acm20(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ELECTRÓNICA TAPATÍA  |  maker modules, Guadalajara, Jal.",
        header_right="Product sheet ACM-20 / ACM-20L",
        footer_left="Prices in MXN incl. IVA. Specifications may change without notice.",
        footer_right="sheet {page} of {nb}",
        table_fill=(214, 238, 222),
        accent=(0, 105, 60),
        grid=False,
    )
    s = Sheet(style, "ACM-20 Hall-effect current sensor module")
    s.add_page()
    s.title_block(
        "ACM-20 / ACM-20L",
        PM + "20 A Hall-effect current sensor module with analog output",
        "ACM-20 (5 V board) SKU ET-0420  $79.00 MXN     ACM-20L (3.3 V board) SKU ET-0421  "
        "$89.00 MXN",
        20,
    )
    s.heading("What it does", 10.5, rule=True)
    s.para(
        "The ACM-20 puts a Hall-effect current sensor IC with a 1.2 m"
        + OHM
        + " copper conduction path on a small board with a 2-pin screw terminal for the "
        "measured current (IP+ / IP-) and a 3-pin header (VCC, OUT, GND). The output is "
        "ratiometric: at zero current it sits at half the supply and it rises for current "
        "flowing from IP+ to IP-, so AC and DC in both directions can be measured. The "
        "measured circuit is isolated from the header by the sensor IC.",
        8.5,
    )
    s.heading("Which board do I need?", 10.5, rule=True)
    s.table(
        [
            Col("Item", 190),
            Col("ACM-20", 110, "C"),
            Col("ACM-20L", 110, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Board supply VCC", "4.5 - 5.5", "3.0 - 3.6", "V"],
            ["Sensitivity (typ.)", "100", "66", "mV/A"],
            ["Output at 0 A", "VCC " + TIMES + " 0.5", "VCC " + TIMES + " 0.5", "V"],
            ["Output swing, -20 A ... +20 A", "0.5 ... 4.5", "0.33 ... 2.97", "V"],
            ["Supply current, typ. (max.)", "10 (13)", "8 (11)", "mA"],
            ["Host it is made for", "5 V Arduino / AVR", "ESP32, RP2040, Pi + ADC", ""],
        ],
        8,
    )
    s.heading("Specifications (both boards, TA = 25 " + DEG + ")", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 45, "C"),
            Col("Conditions", 120),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Measured current range", "IP", "", "-20", "", "+20", "A"],
            [
                "Total output error",
                "ETOT",
                "IP = " + PM + "20 A, TA = 25 " + DEG,
                "-1.5",
                "",
                "1.5",
                "%",
            ],
            ["", "ETOT", "TA = -40 to +85 " + DEG, "-4.0", "", "4.0", "%"],
            ["Bandwidth", "BW", "-3 dB, FILT = 1 nF", "", "80", "", "kHz"],
            ["Output rise time", "tr", "IP step 0 to 20 A", "", "4", "", MU + "s"],
            ["Output noise", "VN", "VCC = 5 V, peak-peak", "", "21", "", "mV"],
            ["Primary resistance", "RP", "", "", "1.2", "", "m" + OHM],
            ["Isolation voltage", "VISO", "50 Hz, 1 minute", "2.1", "", "", "kV RMS"],
            ["Operating ambient", "TA", "", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.para(
        "Both boards use the same sensor IC; only the supply and the sensitivity differ. "
        "The sensitivity scales with VCC (ratiometric), so a 4.8 V USB supply gives 96 mV/A "
        "on the ACM-20.",
        8,
    )
    s.add_page()
    s.heading("Do not exceed", 10.5, rule=True)
    s.bullets(
        [
            "VCC: 8 V on either board (reverse: -0.5 V). Above 5.5 V (ACM-20) or 3.6 V "
            "(ACM-20L) the readings are no longer specified.",
            "Overcurrent through IP+ / IP-: 100 A for a single 100 ms pulse.",
            "Continuous current through the screw terminal: 30 A at 25 "
            + DEG
            + " (the sensor only reads up to "
            + PM
            + "20 A).",
            "Storage temperature: -40 to +125 " + DEG + ".",
        ],
        8.5,
    )
    s.heading("Hooking it up", 10.5, rule=True)
    s.para(
        "With the ACM-20 on a 5 V Arduino the output spans 0.5 to 4.5 V over "
        + PM
        + "20 A, inside the 5 V ADC range. Do not feed the ACM-20 output into a 3.3 V-only "
        "ADC input (ESP32, Raspberry Pi Pico) without a divider: near +20 A it reaches 4.5 V. "
        "The ACM-20L runs from 3.3 V and its output stays below 3.0 V.",
        8.5,
    )
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 70, "C"), Col("Connect to", 369)],
        [
            ["J1-1", "VCC", "5 V (ACM-20) or 3.3 V (ACM-20L)"],
            ["J1-2", "OUT", "ADC input; 1 k" + OHM + " series resistor on board"],
            ["J1-3", "GND", "Ground of the host"],
            ["T1-1", "IP+", "Current in (M3.5 screw, up to 6 mm" + chr(178) + " wire)"],
            ["T1-2", "IP-", "Current out"],
        ],
        8,
    )
    s.heading("Questions customers ask", 10.5, rule=True)
    s.para("Q: Does it measure DC?", 8.5, bold=True)
    s.para("A: Yes, DC and AC, in both directions.", 8.5)
    s.para("Q: What resolution do I get with a 10-bit Arduino ADC?", 8.5, bold=True)
    s.para(
        "A: One ADC step is 4.9 mV at 5 V, which is about 49 mA per step with the ACM-20. "
        "Averaging several readings helps.",
        8.5,
    )
    s.para("Q: Can I use it on 230 V mains wiring?", 8.5, bold=True)
    s.para(
        "A: The current path is isolated from the header by the sensor IC, but the board "
        "itself has no safety approval and the screw terminal has no cover. We sell it for "
        "low-voltage projects.",
        8.5,
    )
    s.para("Q: Is the board waterproof?", 8.5, bold=True)
    s.para("A: No. Keep it dry and away from condensation.", 8.5)
    s.heading("Price breaks", 10.5, rule=True)
    s.table(
        [Col("Quantity", 160), Col("ACM-20", 170, "C"), Col("ACM-20L", 169, "C")],
        [
            ["1 - 9", "$79.00", "$89.00"],
            ["10 - 49", "$72.00", "$81.00"],
            ["50 +", "$65.00", "$74.00"],
        ],
        8,
    )
    return save(s, out / "acm-20.pdf")


# ------------------------------------- thermocouple breakout (Icelandic / English)
def tkb31(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Hraunfell Rafeindatækni ehf.  ·  Reykjavík",
        header_right="TKB-31  Gagnablað / Data sheet",
        footer_left="TKB-31 útg. 2.1 / rev. 2.1  ·  hraunfell.example.is",
        footer_right="Síða {page} af {nb} / Page {page} of {nb}",
        table_fill=(212, 232, 236),
        accent=(10, 80, 100),
        grid=True,
    )
    s = Sheet(style, "TKB-31 thermocouple amplifier breakout")
    s.add_page()
    s.title_block(
        "TKB-31K / TKB-31J",
        "Hitaeiningarmagnari með SPI / Thermocouple amplifier breakout, SPI",
        "Kaldtengjaleiðrétting á borði, 14 bita / On-board cold-junction compensation, 14-bit",
        19,
    )
    s.heading("1  Lýsing / Description", 10.5)
    s.para(
        "TKB-31 breytir spennu hitaeiningar í 14 bita stafrænt gildi. The TKB-31 converts "
        "the voltage of a thermocouple into a 14-bit reading, with the cold-junction "
        "temperature measured on the board. The SPI port is read-only (SO, SCK, CS): "
        "nothing is written into the chip. An on-board 3.3 V regulator and level shifter "
        "let the board run from 3.3 V or 5 V hosts; SO swings to VIN.",
        8.5,
    )
    s.heading("2  Rekstrarskilyrði / Operating conditions", 10.5)
    s.table(
        [
            Col("Stærð / Parameter", 190),
            Col("Tákn", 45, "C"),
            Col("Lágm. / Min", 55, "C"),
            Col("Dæmig. / Typ", 60, "C"),
            Col("Hám. / Max", 55, "C"),
            Col("Eining", 94, "C"),
        ],
        [
            ["Fæðispenna /\nSupply voltage", "VIN", "3.0", "", "5.5", "V"],
            ["Straumnotkun /\nSupply current", "IIN", "", "0.9", "1.5", "mA"],
            ["Klukkutíðni SPI /\nSPI clock frequency", "fSCK", "", "", "5", "MHz"],
            ["Umhverfishiti borðs /\nBoard ambient temperature", "TA", "-20", "", "+70", DEG],
            [
                "Hitasvið kaldra tengja /\nCold-junction temperature range",
                "TCJ",
                "-40",
                "",
                "+125",
                DEG,
            ],
            ["Umbreytingartími /\nConversion time", "tCONV", "", "70", "100", "ms"],
        ],
        7.5,
    )
    s.heading("3  Mælisvið eftir gerð / Range per version", 10.5)
    s.table(
        [
            Col("Stærð / Parameter", 215),
            Col("TKB-31K", 95, "C"),
            Col("TKB-31J", 95, "C"),
            Col("Eining", 94, "C"),
        ],
        [
            ["Gerð hitaeiningar /\nThermocouple type", "K", "J", ""],
            ["Mælisvið /\nMeasuring range", "-200 ... +1350", "-210 ... +1200", DEG],
            ["Upplausn /\nResolution", "0.25", "0.25", DEG],
            ["Nákvæmni, -200 ... +700 °C /\nAccuracy, -200 ... +700 °C", PM + "2", PM + "2", DEG],
            ["Nákvæmni, allt sviðið /\nAccuracy, full range", PM + "6", PM + "4", DEG],
            ["Seebeck-stuðull /\nSeebeck coefficient", "41.276", "57.953", MU + "V/" + DEG],
        ],
        7.5,
    )
    s.para(
        "Nemi kaldra tengja hefur upplausnina 0.0625 °C. The cold-junction sensor reads "
        "with a resolution of 0.0625 °C; it is not meant as a room thermometer.",
        8,
    )
    s.add_page()
    s.heading("4  Hámarksgildi / Absolute maximum ratings", 10.5)
    s.table(
        [
            Col("Stærð / Parameter", 230),
            Col("Tákn", 55, "C"),
            Col("Gildi / Value", 130, "C"),
            Col("Eining", 84, "C"),
        ],
        [
            ["Fæðispenna / Supply voltage", "VIN", "-0.3 ... 6.0", "V"],
            ["Spenna á SO, SCK, CS / Logic pin voltage", "", "-0.3 ... VIN + 0.3", "V"],
            ["Geymsluhiti / Storage temperature", "Tstg", "-40 ... +125", DEG],
            ["Straumur úr 3Vo / Current from 3Vo", "", "100", "mA"],
        ],
        7.5,
    )
    s.heading("5  Tengi / Pins", 10.5)
    s.table(
        [Col("Pinni / Pin", 80, "C"), Col("Heiti / Name", 80, "C"), Col("Lýsing / Function", 339)],
        [
            ["1", "VIN", "Fæðispenna / supply 3.0 ... 5.5 V"],
            ["2", "3Vo", "3.3 V út frá spennustilli / 3.3 V regulator output"],
            ["3", "GND", "Jörð / ground"],
            ["4", "SO", "Gögn út / serial data out"],
            ["5", "CS", "Val, virkt lágt / chip select, active low"],
            ["6", "SCK", "Klukka / serial clock"],
            ["T+ / T-", "TC", "Hitaeining (gult + / rautt - fyrir K) / thermocouple"],
        ],
        7.5,
    )
    s.heading("6  SPI-rammi / SPI frame (32 bit)", 10.5)
    s.table(
        [Col("Bitar / Bits", 90, "C"), Col("Innihald / Content", 409)],
        [
            ["D31 ... D18", "Hiti hitaeiningar, 14 bita / thermocouple temperature, 14 bit"],
            ["D16", "Villa / fault (1 = any fault)"],
            ["D15 ... D4", "Hiti kaldra tengja, 12 bita / cold-junction temperature, 12 bit"],
            ["D2 / D1 / D0", "SCV / SCG / OC (short to VCC, short to GND, open circuit)"],
        ],
        7.5,
    )
    s.heading("7  Athugasemdir / Notes", 10.5)
    s.bullets(
        [
            "Hitaeiningin má ekki snerta jarðtengdan málm. The thermocouple junction must "
            "not touch grounded metal: the reading then shows a short to GND (SCG). Use an "
            "insulated probe.",
            "Borðið er ekki vatnshelt. The board is not waterproof; only the probe may go "
            "into the process.",
            "Fyrsta lestur eftir ræsingu tekur allt að 100 ms. After power-up wait one "
            "conversion time before the first read.",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2023-05-02", "2.0", "Fyrsta útgáfa / first release"],
            ["2024-01-15", "2.1", "TKB-31J bætt við / TKB-31J added"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "tkb-31.pdf")


# ------------------------------------------ LiFePO4 charger (Chinese store listing)
def xnlfp(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="XN Power Official Store  -  Huizhou Xinneng Technology Co., Ltd.",
        header_right="XN-LFP1 series",
        footer_left="Pictures for reference, please take the real product as standard.",
        footer_right="Sheet {page}",
        table_fill=(250, 222, 235),
        accent=(170, 20, 90),
        grid=True,
    )
    s = Sheet(style, "XN-LFP1 LiFePO4 charger board")
    s.add_page()
    s.title_block(
        "XN-LFP1 / XN-LFP1P",
        "1A LiFePO4 single cell 3.6V charger board, Type-C input",
        "XN-LFP1: charger only.  XN-LFP1P: charger + battery protection + load output.",
        19,
    )
    s.heading("Product parameters", 10.5)
    s.lines(
        [
            "Product name" + FWC + "LiFePO4 (lithium iron phosphate) battery charging board",
            "Input voltage" + FWC + "DC 4.5V" + FWT + "5.5V (Type-C or IN+ / IN- pads)",
            "Input voltage limit" + FWC + "8V (input above 6.5V: chip stops charging)",
            "Charge cut-off voltage" + FWC + "3.6V " + PM + "1%",
            "Charging current" + FWC + "1A (factory setting, change RPROG, see table)",
            "Trickle charge" + FWC + "below 2.0V battery voltage, 1/10 of set current",
            "Recharge threshold" + FWC + "3.4V",
            "Battery reverse current" + FWC + LE + "3" + MU + "A (input removed)",
            "Working temperature" + FWC + "-10" + FW_C + FWT + "+60" + FW_C,
            "Size" + FWC + "26 x 17 mm",
        ],
        9,
        3.5,
    )
    s.heading("Charging current setting (resistor RPROG)", 10.5)
    s.table(
        [Col("RPROG", 120, "C"), Col("Charging current", 180, "C"), Col("Remark", 199)],
        [
            ["10k", "130mA", "small cells, 14250"],
            ["5k", "250mA", ""],
            ["2k", "580mA", ""],
            ["1.5k", "780mA", ""],
            ["1.2k", "1000mA", "factory setting"],
        ],
        8,
    )
    s.heading("LED status", 10.5)
    s.table(
        [Col("Red LED", 120, "C"), Col("Blue LED", 120, "C"), Col("State", 259)],
        [
            ["ON", "OFF", "charging"],
            ["OFF", "ON", "full (3.6V reached)"],
            ["OFF", "OFF", "no input, or no battery"],
            ["flashing", "OFF", "battery fault / temperature fault"],
        ],
        8,
    )
    s.add_page()
    s.heading("XN-LFP1P protection parameters (XN-LFP1 has no protection)", 10.5)
    s.table(
        [Col("Item", 220), Col("Value", 170, "C"), Col("Note", 109)],
        [
            ["Over-charge protection", "3.75V " + PM + "0.05V", ""],
            ["Over-charge release", "3.55V", ""],
            ["Over-discharge protection", "2.0V " + PM + "0.1V", "load cut off"],
            ["Over-discharge release", "2.3V", ""],
            ["Load output current (OUT+ / OUT-)", "2A continuous", ""],
            ["Over-current protection", "3A", "auto recover"],
            ["Protection IC current", "3" + MU + "A typ.", "from battery"],
        ],
        8,
    )
    s.heading("Attention", 10.5)
    s.lines(
        [
            "1" + "\u3001" + "Only for LiFePO4 (3.2V nominal) cells. Do NOT use with ordinary 3.7V",
            "    lithium-ion or lithium polymer batteries, they need 4.2V and will never be full.",
            "2" + "\u3001" + "Single cell (1S) only. Two cells in series can not be charged.",
            "3" + "\u3001" + "No reverse polarity protection on B+ / B-. Check the battery wiring.",
            "4"
            + "\u3001"
            + "Solar panel input is OK only if the panel open voltage is not above 6V.",
            "5" + "\u3001" + "At 1A the chip is hot (about 70" + FW_C + "), this is normal.",
        ],
        8.5,
        3.5,
    )
    s.heading("Q&A", 10.5)
    s.lines(
        [
            "Q" + FWC + "Can I charge and use the battery at the same time" + "?",
            "A" + FWC + "Yes with XN-LFP1P, connect the load to OUT+ / OUT-.",
            "Q" + FWC + "Which USB charger can I use" + "?",
            "A" + FWC + "Any 5V USB charger or power bank that gives at least 1.2A.",
            "Q" + FWC + "How long to charge a 3000mAh cell" + "?",
            "A" + FWC + "About 3.5 hours at 1A from empty.",
            "Q" + FWC + "Is there temperature sensor (NTC) input" + "?",
            "A" + FWC + "No, the TEMP pin is tied to GND on the board.",
        ],
        8.5,
        3.5,
    )
    s.heading("Package list", 10.5)
    s.para("1 x charger board, no battery, no cable. 5pcs / 10pcs lots available.", 8.5)
    return save(s, out / "xn-lfp1.pdf")


# ---------------------------------------------- piezo buzzer (US component maker)
def cpb12(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="CEDAR POINT ACOUSTICS, LLC",
        header_right="SERIES: CPB-12  |  DESCRIPTION: PIEZO BUZZER, SELF-DRIVE",
        footer_left="Cedar Point Acoustics, LLC  -  Sandusky, OH  -  date 01/15/2024",
        footer_right="page {page} of {nb}",
        table_fill=(222, 228, 240),
        accent=(20, 40, 110),
        grid=True,
    )
    s = Sheet(style, "CPB-1205 piezo buzzer")
    s.add_page()
    s.title_block(
        "part number: CPB-1205",
        "12 mm Piezo Buzzer, Self-Drive (Built-in Oscillator), 5 Vdc",
        "suffix -P: PCB pins, 7.6 mm spacing    suffix -W: 100 mm wire leads",
        18,
    )
    s.heading("FEATURES", 9.5)
    s.bullets(
        [
            "built-in oscillator: apply DC for a continuous tone",
            "low current draw compared to magnetic buzzers",
            "through-hole pins or wire leads",
            "RoHS compliant",
        ],
        8.5,
    )
    s.heading("SPECIFICATIONS", 9.5)
    s.para("all specifications measured at 5 Vdc, 10 cm distance, 25 " + DEG + " unless noted", 8)
    s.table(
        [
            Col("parameter", 140),
            Col("conditions/description", 160),
            Col("min", 45, "C"),
            Col("typ", 45, "C"),
            Col("max", 45, "C"),
            Col("units", 64, "C"),
        ],
        [
            ["rated voltage", "", "", "5", "", "Vdc"],
            ["operating voltage", "", "3", "", "7", "Vdc"],
            ["current consumption", "at rated voltage", "", "", "30", "mA"],
            ["sound pressure level", "at 10 cm, rated voltage", "85", "", "", "dBA"],
            ["resonant frequency", "", "2,000", "2,300", "2,600", "Hz"],
            ["tone", "continuous", "", "", "", ""],
            ["operating temperature", "", "-30", "", "70", DEG],
            ["storage temperature", "", "-40", "", "85", DEG],
            ["housing material", "PPO, black", "", "", "", ""],
            ["weight", "", "", "2.0", "", "g"],
        ],
        8,
    )
    s.heading("TYPICAL VALUES vs APPLIED VOLTAGE", 9.5)
    s.para("typical values only, not tested in production", 8)
    s.table(
        [
            Col("applied voltage", 170, "C"),
            Col("current (typ)", 165, "C"),
            Col("SPL at 10 cm (typ)", 164, "C"),
        ],
        [
            ["3 Vdc", "9 mA", "78 dBA"],
            ["5 Vdc", "18 mA", "88 dBA"],
            ["7 Vdc", "27 mA", "93 dBA"],
        ],
        8,
    )
    s.add_page()
    s.heading("CPB-12 SERIES", 9.5)
    s.table(
        [
            Col("model", 80),
            Col("rated\nvoltage (Vdc)", 75, "C"),
            Col("operating\nvoltage (Vdc)", 85, "C"),
            Col("current\nmax (mA)", 75, "C"),
            Col("SPL min\n(dBA)", 70, "C"),
            Col("frequency\n(Hz)", 114, "C"),
        ],
        [
            ["CPB-1203", "3", "2 ~ 4", "35", "80", "2,300 " + PM + " 300"],
            ["CPB-1205", "5", "3 ~ 7", "30", "85", "2,300 " + PM + " 300"],
            ["CPB-1212", "12", "8 ~ 16", "25", "85", "2,300 " + PM + " 300"],
        ],
        8,
    )
    s.heading("NOTES", 9.5)
    s.para(
        "1. Self-drive buzzer: the tone is set by the built-in oscillator. Apply DC; "
        "a PWM or tone signal does not change the pitch.",
        8,
    )
    s.para("2. Polarity: the longer pin (red wire) is positive.", 8)
    s.para(
        "3. Absolute maximum input: 10 Vdc on the CPB-1205. Do not apply reverse voltage.",
        8,
    )
    s.para(
        "4. A microcontroller pin may drive the CPB-1205 directly only when it can source "
        "30 mA; otherwise use an NPN transistor or a MOSFET.",
        8,
    )
    s.para("5. Not sealed: do not wash the board with the buzzer fitted.", 8)
    s.heading("MECHANICAL DRAWING", 9.5)
    s.table(
        [Col("dimension", 200), Col("value", 150, "C"), Col("tolerance", 149, "C")],
        [
            ["outer diameter", "12.0 mm", PM + "0.3 mm"],
            ["height", "9.5 mm", PM + "0.3 mm"],
            ["pin spacing (-P)", "7.6 mm", PM + "0.5 mm"],
            ["lead length (-W)", "100 mm", PM + "5 mm"],
        ],
        8,
    )
    s.heading("REVISION HISTORY", 9.5)
    revision_table(
        s,
        [
            ["03/02/2021", "1.0", "initial release"],
            [
                "01/15/2024",
                "1.01",
                "operating temperature extended from -20~70 " + DEG + " to -30~70 " + DEG,
            ],
        ],
        (90, 60, 349),
    )
    s.para(
        "Cedar Point Acoustics reserves the right to make changes to the product at any "
        "time without notice. Information provided is believed to be accurate and reliable.",
        7,
    )
    return save(s, out / "cpb-1205.pdf")
