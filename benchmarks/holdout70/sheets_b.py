"""Hold-out 70 datasheets, part 2: a 1-Wire digital temperature sensor, a 2.4 GHz SPI
transceiver module, a DC-input solid-state relay and a 4-digit 7-segment display module.

An Estonian / English sensor data sheet (accuracy with a second unnamed row for the
wider range, a typ.-only conversion-time table whose columns are resolutions, the
probe version's narrower range only in a note, a command table), a Hong Kong module
approval specification (customer sign-off box, one column per antenna version, RX
sensitivity per air data rate, the 3.3 V-pin advice only in the design notes), a
South African industrial catalogue page (load current per cooling method in rows,
one column per load-voltage version, a typ.-only input-current table per control
voltage, DC loads excluded in prose) and a Kenyan maker-shop product page (current
per display size and supply voltage, "not I2C" in the FAQ, a command table).
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


# ------------------------------------------------- 1-Wire temperature sensor (Estonian)
def pts18(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="PEIPSI SENSORID OÜ",
        header_right="PTS-18B  Andmeleht / Data sheet",
        footer_left="Peipsi Sensorid OÜ, Tartu  -  PTS-18B andmeleht v2.1 / data sheet v2.1",
        footer_right="Lk {page} / {nb}",
        table_fill=(225, 235, 245),
        accent=(0, 60, 110),
        grid=False,
    )
    s = Sheet(style, "PTS-18B 1-Wire digital thermometer")
    s.add_page()
    s.title_block(
        "PTS-18B",
        "Digitaalne 1-Wire termomeeter / 1-Wire digital thermometer, 9 ... 12 bit",
        "PTS-18B: TO-92 korpus / TO-92 package      PTS-18B-W: veekindel sond / waterproof "
        "probe, roostevaba hülss / stainless sleeve, 1 m PVC kaabel / cable",
        20,
    )
    s.heading("1  Kirjeldus / Description", 10)
    s.para(
        "PTS-18B mõõdab temperatuuri ja edastab tulemuse ühe andmejuhtme kaudu. The PTS-18B "
        "converts temperature to a 9- to 12-bit word and sends it over a 1-Wire bus: one "
        "data line (DQ) and ground. Each device has a unique 64-bit ROM code whose first "
        "byte, the family code, is 0x28. It can be powered from VDD or parasitically from "
        "DQ through the pull-up. Resolution steps are 0.5, 0.25, 0.125 and 0.0625 " + DEG + ".",
        8.5,
    )
    s.heading("2  Tööparameetrid / Operating characteristics", 10)
    s.para("VDD = 3.0 ... 5.5 V, kui pole märgitud teisiti / unless otherwise noted.", 7.5)
    s.table(
        [
            Col("Parameeter / Parameter", 180),
            Col("Tingimus / Condition", 120),
            Col("Min", 40, "C"),
            Col("Tüüp", 40, "C"),
            Col("Max", 40, "C"),
            Col("Ühik", 79, "C"),
        ],
        [
            ["Toitepinge / Supply voltage", "VDD, välistoide / local", "3.0", "", "5.5", "V"],
            [
                "Toitepinge parasiitrežiimis /\nPull-up voltage, parasite power",
                "DQ",
                "3.0",
                "",
                "5.5",
                "V",
            ],
            ["Mõõtepiirkond /\nMeasuring range", "", "-55", "", "+125", DEG],
            ["Täpsus / Accuracy", "-10 ... +85 " + DEG, "-0.5", "", "+0.5", DEG],
            ["", "-55 ... +125 " + DEG, "-2.0", "", "+2.0", DEG],
            ["Voolutarve, mõõtmine /\nActive current", "VDD = 5.0 V", "", "1.0", "1.5", "mA"],
            ["Ooterežiimi vool /\nStandby current", "VDD = 5.0 V", "", "0.75", "1.0", MU + "A"],
            ["VIH", "DQ", "2.2", "", "", "V"],
            ["VIL", "DQ", "", "", "0.8", "V"],
        ],
        7.5,
    )
    s.heading("3  Teisendusaeg / Conversion time (max.)", 10)
    s.table(
        [
            Col("Lahutus / Resolution", 140, "C"),
            Col("9 bit", 90, "C"),
            Col("10 bit", 90, "C"),
            Col("11 bit", 90, "C"),
            Col("12 bit", 89, "C"),
        ],
        [
            ["Samm / Step", "0.5 " + DEG, "0.25 " + DEG, "0.125 " + DEG, "0.0625 " + DEG],
            ["tCONV", "93.75 ms", "187.5 ms", "375 ms", "750 ms"],
        ],
        8,
    )
    s.heading("4  Piirväärtused / Absolute maximum ratings", 10)
    s.leaders(
        [
            ("Pinge VDD või DQ suhtes GND / Voltage on VDD or DQ to GND ", " -0.5 V ... +6.0 V"),
            ("Töötemperatuur / Operating temperature ", " -55 " + DEG + " ... +125 " + DEG),
            ("Ladustamistemperatuur / Storage temperature ", " -55 " + DEG + " ... +125 " + DEG),
        ],
        8.5,
    )
    s.add_page()
    s.heading("5  PTS-18B-W sond / Probe version", 10)
    s.para(
        "Sondi andur on sama kiip. The probe holds the same chip, but the PVC cable and the "
        "potting limit its use to -55 ... +105 " + DEG + "; above +105 " + DEG + " the cable "
        "softens. Sleeve 6 x 50 mm, IP67 (sleeve and cable, not the bare wire ends).",
        8.5,
    )
    s.table(
        [Col("Juhe / Wire", 120, "C"), Col("Signaal / Signal", 120, "C"), Col("", 259)],
        [
            ["punane / red", "VDD", ""],
            ["must / black", "GND", ""],
            ["kollane / yellow", "DQ", "4.7 k" + OHM + " pull-up to VDD"],
        ],
        8,
    )
    s.heading("6  Käsud / ROM and function commands", 10)
    s.table(
        [Col("Kood / Code", 80, "C"), Col("Käsk / Command", 150), Col("Tähendus / Meaning", 269)],
        [
            ["0x33", "READ ROM", "one device on the bus only"],
            ["0x55", "MATCH ROM", "address one device by its 64-bit code"],
            ["0xCC", "SKIP ROM", "address all devices"],
            ["0x44", "CONVERT T", "start a conversion"],
            ["0xBE", "READ SCRATCHPAD", "9 bytes, CRC last"],
            ["0x4E", "WRITE SCRATCHPAD", "TH, TL, configuration"],
        ],
        8,
    )
    s.heading("7  Märkused / Notes", 10)
    s.bullets(
        [
            "Tõmbetakisti / pull-up: 4.7 k" + OHM + " to VDD for cables up to 20 m.",
            "Parasiittoitel üle +100 " + DEG + " ei ole toide tagatud; kasutage välistoidet. "
            "Above +100 " + DEG + " parasite power is not guaranteed; use VDD.",
            "During CONVERT T in parasite mode the master must hold DQ high with a strong "
            "pull-up (MOSFET) for the whole tCONV.",
            "1-Wire is not I2C: the device has no I2C address.",
        ],
        8.5,
    )
    revision_table(
        s,
        [
            ["2023-01-09", "2.0", "PTS-18B-W lisatud / probe added"],
            ["2024-03-18", "2.1", "Ooterežiimi vool / standby current updated"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "pts-18b.pdf")


# ------------------------------------------- 2.4 GHz transceiver module (HK approval spec)
def kbw24(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="KOWLOON BAY WIRELESS LTD.",
        header_right="SPECIFICATION FOR APPROVAL  No. KBW-SP-0247",
        footer_left="Kowloon Bay Wireless Ltd., Kwun Tong, Hong Kong   CONFIDENTIAL",
        footer_right="Sheet {page} / {nb}",
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "KBW-24 2.4 GHz transceiver module")
    s.add_page()
    s.title_block(
        "KBW-24 / KBW-24PA",
        "2.4 GHz GFSK Transceiver Module with SPI Interface",
        "Customer: ____________________   Customer P/N: ______________   Date: 2024-04-10",
        18,
    )
    s.table(
        [
            Col("PREPARED", 125, "C"),
            Col("CHECKED", 125, "C"),
            Col("APPROVED", 125, "C"),
            Col("CUSTOMER SIGN", 124, "C"),
        ],
        [["W. K. Lam", "C. Y. Ho", "T. M. Cheung", ""]],
        7.5,
        row_height=22,
    )
    s.heading("1. Scope", 10)
    s.para(
        "This specification applies to the KBW-24 (PCB trace antenna, no amplifier) and the "
        "KBW-24PA (power amplifier + low-noise amplifier, SMA antenna). Both use the same "
        "2.4 GHz transceiver chip, the same 2 x 4 pin header and the same register set. Air "
        "data rates: 250 kbps, 1 Mbps, 2 Mbps. 126 RF channels, 1 MHz apart.",
        8.5,
    )
    s.heading("2. Electrical Characteristics (Ta = 25 " + DEG + ", VCC = 3.3 V)", 10)
    s.table(
        [
            Col("Item", 180),
            Col("Condition", 110),
            Col("KBW-24", 85, "C"),
            Col("KBW-24PA", 85, "C"),
            Col("Unit", 39, "C"),
        ],
        [
            ["Operating voltage", "min. ~ max.", "1.9 ~ 3.6", "2.7 ~ 3.6", "V"],
            ["Frequency range", "", "2400 ~ 2525", "2400 ~ 2525", "MHz"],
            ["Maximum output power", "", "0", "+20", "dBm"],
            ["Current, TX", "at max. output power", "11.3", "115", "mA"],
            ["Current, RX", "2 Mbps", "13.5", "45", "mA"],
            ["Current, Standby-I", "", "26", "32", MU + "A"],
            ["Current, Power down", "", "0.9", "1.2", MU + "A"],
            ["RX sensitivity", "250 kbps", "-94", "-104", "dBm"],
            ["", "1 Mbps", "-85", "-95", "dBm"],
            ["", "2 Mbps", "-82", "-92", "dBm"],
            ["SPI clock", "", "0 ~ 10", "0 ~ 10", "MHz"],
            ["Operating temperature", "", "-40 ~ +85", "-20 ~ +70", DEG],
            ["Line-of-sight range (ref.)", "250 kbps", "100", "1000", "m"],
        ],
        7.5,
    )
    s.heading("3. Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 200), Col("Rating", 150, "C"), Col("Unit", 149, "C")],
        [
            ["Supply voltage VCC", "-0.3 ~ +3.9", "V"],
            ["Input voltage on CE, CSN, SCK, MOSI", "-0.3 ~ +5.25", "V"],
            ["Storage temperature", "-40 ~ +125", DEG],
        ],
        7.5,
    )
    s.heading("4. Digital I/O", 10)
    s.table(
        [
            Col("Symbol", 100, "C"),
            Col("Min", 80, "C"),
            Col("Max", 80, "C"),
            Col("Unit", 80, "C"),
            Col("Note", 159),
        ],
        [
            ["VIH", "0.7 VCC", "5.25", "V", "5 V tolerant inputs"],
            ["VIL", "0", "0.3 VCC", "V", ""],
            ["VOH", "VCC - 0.3", "", "V", "MISO, IRQ"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Pin Definition", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Description", 359)],
        [
            ["1", "GND", "Ground"],
            ["2", "VCC", "Power supply, 3.3 V"],
            ["3", "CE", "Chip enable, RX / TX"],
            ["4", "CSN", "SPI chip select, active low"],
            ["5", "SCK", "SPI clock"],
            ["6", "MOSI", "SPI data in"],
            ["7", "MISO", "SPI data out"],
            ["8", "IRQ", "Interrupt, active low"],
        ],
        7.5,
    )
    s.heading("6. Register Summary (excerpt)", 10)
    s.table(
        [
            Col("Address", 70, "C"),
            Col("Mnemonic", 100),
            Col("Reset", 70, "C"),
            Col("Description", 259),
        ],
        [
            ["0x00", "CONFIG", "0x08", "Power up, PRX / PTX, CRC"],
            ["0x05", "RF_CH", "0x02", "Channel 0 ~ 125 (2400 + n MHz)"],
            ["0x06", "RF_SETUP", "0x0E", "Data rate and output power"],
            ["0x07", "STATUS", "0x0E", "IRQ flags"],
        ],
        7.5,
    )
    s.heading("7. Design Notes", 10)
    s.bullets(
        [
            "VCC must not exceed 3.6 V. Do not connect VCC to 5 V.",
            "The SPI and CE inputs are 5 V tolerant, so a 5 V MCU may drive them directly.",
            "KBW-24PA: the transmitter draws 115 mA peaks. The 3.3 V pin of many Arduino-type "
            "boards supplies only 50 mA; use a separate 3.3 V regulator and a 10 " + MU + "F "
            "capacitor at VCC.",
            "Keep the PCB antenna of the KBW-24 clear of metal and ground copper.",
            "Range figures are reference values in open air; they are not guaranteed.",
        ],
        8,
    )
    s.heading("8. Reliability Tests", 10)
    s.table(
        [Col("Test", 160), Col("Condition", 240), Col("Result", 99, "C")],
        [
            ["High temperature storage", "+85 " + DEG + ", 96 h", "Pass"],
            ["Thermal shock", "-40 " + DEG + " / +85 " + DEG + ", 50 cycles", "Pass"],
            ["Drop", "1.0 m on concrete, 3 times", "Pass"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-08-01", "A0", "First issue"],
            ["2024-04-10", "A1", "KBW-24PA RX current corrected"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "kbw-24.pdf")


# ---------------------------------------- DC-input SSR (South African industrial catalogue)
def hsr25(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="HIGHVELD SWITCHGEAR  |  Catalogue 2024 - Section 7: Solid-state relays",
        header_right="HSR-25DA series",
        footer_left="Highveld Switchgear (Pty) Ltd, Germiston, Gauteng  -  E&OE, specifications "
        "subject to change",
        footer_right="7-{page}",
        table_fill=(255, 220, 180),
        accent=(200, 80, 0),
        grid=True,
    )
    s = Sheet(style, "HSR-25DA single-phase solid-state relay")
    s.add_page()
    s.title_block(
        "HSR-25DA-240 / HSR-25DA-480",
        "Single-phase solid-state relay, DC control, AC load, 25 A",
        "Panel mount, zero-cross switching, LED indicator, IP20 terminal cover",
        19,
    )
    s.heading("Selection", 10.5)
    s.table(
        [Col("Characteristic", 200), Col("HSR-25DA-240", 150, "C"), Col("HSR-25DA-480", 149, "C")],
        [
            ["Load voltage range", "24 - 280 VAC", "48 - 480 VAC"],
            ["Peak blocking voltage", "600 V", "1200 V"],
            ["Rated load current (see cooling table)", "25 A", "25 A"],
            ["Surge current, 1 cycle 50 Hz", "250 A", "250 A"],
            ["Off-state leakage at rated voltage", LE + " 2 mA", LE + " 3 mA"],
            ["On-state voltage drop at 25 A", LE + " 1.6 V", LE + " 1.6 V"],
            ["Minimum load current", "50 mA", "80 mA"],
        ],
        8,
    )
    s.heading("Control input (both versions)", 10.5)
    s.table(
        [Col("Characteristic", 200), Col("Value", 150, "C"), Col("Remarks", 149)],
        [
            ["Control voltage range", "3 - 32 VDC", "reverse-polarity protected"],
            ["Must-operate voltage", LE + " 2.4 VDC", "relay ON at or above"],
            ["Must-release voltage", GE + " 1.0 VDC", "relay OFF at or below"],
            ["Turn-on time", LE + " 10 ms", "1/2 cycle + 1 ms"],
            ["Turn-off time", LE + " 10 ms", "next current zero"],
        ],
        8,
    )
    s.heading("Input current, typical", 10.5)
    s.table(
        [
            Col("Control voltage", 120, "C"),
            Col("3 V", 75, "C"),
            Col("5 V", 75, "C"),
            Col("12 V", 76, "C"),
            Col("24 V", 76, "C"),
            Col("32 V", 77, "C"),
        ],
        [["Input current", "4 mA", "6 mA", "7.5 mA", "9 mA", "10 mA"]],
        8,
    )
    s.heading("Load current versus cooling (Ta = 40 " + DEG + ")", 10.5)
    s.table(
        [Col("Mounting", 300), Col("Max. continuous load current", 199, "C")],
        [
            ["No heat sink, relay base in free air", "5 A"],
            ["On heat sink HS-60 (1.5 " + DEG + "/W)", "15 A"],
            ["On heat sink HS-100 (0.8 " + DEG + "/W) with fan", "25 A"],
        ],
        8,
    )
    s.add_page()
    s.heading("General", 10.5)
    s.table(
        [Col("Characteristic", 250), Col("Value", 249, "C")],
        [
            ["Dielectric strength, input to output", "2500 VAC, 1 min"],
            ["Insulation resistance", "100 M" + OHM + " at 500 VDC"],
            ["Ambient operating temperature", "-30 ... +80 " + DEG],
            ["Storage temperature", "-30 ... +100 " + DEG],
            ["Mass", "110 g"],
        ],
        8,
    )
    s.heading("Application notes", 10.5)
    s.para(
        "The output is a back-to-back thyristor pair: it switches AC loads only. It will not "
        "switch DC loads (a DC load never reaches a current zero, so the relay cannot turn "
        "off). For DC loads use our HSR-DD series.",
        8.5,
    )
    s.para(
        "The control input draws a near-constant current, so it can be driven straight from "
        "a PLC output, a 5 V Arduino pin or a 3.3 V microcontroller pin. Keep the load above "
        "the minimum load current or the relay may not latch on; small LED lamps often draw "
        "less.",
        8.5,
    )
    s.para(
        "For motors and transformers choose a relay rated at least three times the running "
        "current and fit a varistor across the output.",
        8.5,
    )
    s.heading("Ordering code", 10.5)
    s.table(
        [Col("Code", 140), Col("Description", 359)],
        [
            ["HSR-25DA-240", "25 A, 24 - 280 VAC load, 3 - 32 VDC control"],
            ["HSR-25DA-480", "25 A, 48 - 480 VAC load, 3 - 32 VDC control"],
            ["HS-60", "Heat sink, 1.5 " + DEG + "/W, DIN-rail clip"],
            ["HS-100F", "Heat sink 0.8 " + DEG + "/W with 24 VDC fan"],
            ["TC-25", "Thermal compound, 5 g"],
        ],
        8,
    )
    s.heading("Terminals", 10.5)
    s.table(
        [Col("Terminal", 80, "C"), Col("Function", 200), Col("Screw", 219, "C")],
        [
            ["1, 2", "Load (AC)", "M4, 1.2 Nm"],
            ["3 (+)", "Control +", "M3, 0.5 Nm"],
            ["4 (-)", "Control -", "M3, 0.5 Nm"],
        ],
        8,
    )
    revision_table(s, [["2024-01", "7.3", "HSR-25DA-480 added"]], (90, 60, 349))
    return save(s, out / "hsr-25da.pdf")


# ------------------------------------------- 4-digit 7-segment module (Kenyan maker shop)
def smh4d(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Savanna Maker Hub  -  Nairobi",
        header_right="Product guide: SMH-4D7 display",
        footer_left="savannamakerhub.example.ke  |  Luthuli Avenue shop & M-Pesa orders",
        footer_right="Page {page} of {nb}",
        table_fill=(255, 240, 190),
        accent=(150, 60, 0),
        grid=False,
    )
    s = Sheet(style, "SMH-4D7 4-digit 7-segment display module")
    s.add_page()
    s.title_block(
        "SMH-4D7 4-Digit Display",
        "4-digit 7-segment LED module with 2-wire driver (CLK / DIO)",
        "Two sizes: SMH-4D7-36 (0.36 inch digits, red) and SMH-4D7-56 (0.56 inch digits, red)",
        19,
    )
    s.heading("What you get", 10)
    s.para(
        "A ready-made clock-style display: four digits, a centre colon and an SM1637 driver "
        "chip on the back. Two data wires (CLK and DIO) from any microcontroller set every "
        "segment and 8 brightness steps. 10 kΩ pull-ups to VCC are already on the board.",
        8.5,
    )
    s.heading("Quick specs", 10)
    s.table(
        [Col("", 200), Col("SMH-4D7-36", 150, "C"), Col("SMH-4D7-56", 149, "C")],
        [
            ["Power it from", "3.3 - 5.5 V", "3.3 - 5.5 V"],
            ["Digit height", "0.36 in (9.1 mm)", "0.56 in (14.2 mm)"],
            ["Board size", "42 x 24 mm", "50 x 19 mm (+ 4 holes)"],
            ["Works in", "-10 to 60 °C", "-10 to 60 °C"],
        ],
        8,
    )
    s.heading("How much current does it take?", 10)
    s.para(
        "Measured on our bench with all segments and the colon lit at the brightest step "
        '("8888" with colon). Dimmer steps take less; a blank display takes about 1 mA.',
        8.5,
    )
    s.table(
        [
            Col("Supply", 120, "C"),
            Col("SMH-4D7-36", 190, "C"),
            Col("SMH-4D7-56", 189, "C"),
        ],
        [
            ["3.3 V", "30 mA", "48 mA"],
            ["5.0 V", "62 mA", "95 mA"],
        ],
        8,
    )
    s.heading("Logic levels", 10)
    s.para(
        "The driver reads CLK and DIO as high above 0.7 x VCC and as low below 0.3 x VCC. At "
        "VCC = 5 V that means a high must be at least 3.5 V, so a 3.3 V board (ESP32, Raspberry "
        "Pi Pico) driving a 5 V-powered module is out of spec: power the module from the same "
        "3.3 V rail instead. Keep CLK at or below 250 kHz.",
        8.5,
    )
    s.heading("Pins", 10)
    s.table(
        [Col("Pin", 80, "C"), Col("Name", 80, "C"), Col("Connect to", 339)],
        [
            ["1", "CLK", "any digital pin (e.g. D2)"],
            ["2", "DIO", "any digital pin (e.g. D3)"],
            ["3", "VCC", "3.3 V or 5 V"],
            ["4", "GND", "GND"],
        ],
        8,
    )
    s.add_page()
    s.heading("FAQ", 10)
    s.para("Is it I2C? What address does it use?", 8.5, bold=True)
    s.para(
        "No. The two-wire protocol looks like I2C but is not: there is no device address and "
        "no ACK by address. Do not put it on an I2C bus with other parts; use the SM1637 / "
        "TM1637-style libraries.",
        8.5,
    )
    s.para("What is the highest supply I may use?", 8.5, bold=True)
    s.para(
        "Keep VCC at or below 5.5 V. The driver chip itself is rated to 7.0 V absolute "
        "maximum, but the LEDs and pull-ups on the module are chosen for 5.5 V.",
        8.5,
    )
    s.para("Can I run it from a USB power bank?", 8.5, bold=True)
    s.para(
        "Yes, through your board's 5 V pin. Some power banks switch off below about 50 mA, so "
        "a dim display alone may not keep them awake.",
        8.5,
    )
    s.para("Is it readable in sunlight?", 8.5, bold=True)
    s.para(
        "Indoors it is bright; we have not measured the luminous intensity, so we do not give "
        "a figure.",
        8.5,
    )
    s.heading("Driver commands (for library writers)", 10)
    s.table(
        [Col("Byte", 80, "C"), Col("Meaning", 419)],
        [
            ["0x40", "Data command: write, auto-increment address"],
            ["0x44", "Data command: write, fixed address"],
            ["0xC0 - 0xC3", "Digit address 1 to 4"],
            ["0x88 - 0x8F", "Display ON, brightness 1/16 ... 14/16"],
            ["0x80", "Display OFF"],
        ],
        8,
    )
    s.heading("Driver chip limits (SM1637, from its maker)", 10)
    s.table(
        [Col("Item", 250), Col("Value", 249, "C")],
        [
            ["Logic supply VDD", "3.0 - 5.5 V"],
            ["VDD, absolute maximum", "-0.5 to 7.0 V"],
            ["Segment drive current, per pin", "20 mA"],
            ["Grid sink current, per pin", "140 mA"],
        ],
        8,
    )
    s.heading("Prices", 10)
    s.table(
        [Col("Item", 250), Col("KSh", 249, "C")],
        [["SMH-4D7-36", "350"], ["SMH-4D7-56", "480"], ["4-wire jumper set", "60"]],
        8,
    )
    return save(s, out / "smh-4d7.pdf")
