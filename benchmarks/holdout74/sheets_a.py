"""Hold-out 74 datasheets, part 1: a 2.4 inch SPI TFT display module, a Hall-effect
current sensor IC, a UART fingerprint sensor module and an adjustable boost module.

A Thai maker-shop product wiki export in English (one column per version, supply
current per VCC in two look-alike rows, write vs read SPI clock, 3.3 V-only logic
stated in a heads-up box and the FAQ), a Belgian automotive sensor house in English
(ordering table whose temperature code is decoded in a line under it, a performance
table with one column per order code and wrapped names, power-on time and bandwidth
in the electrical table, an isolation table), a Chinese fingerprint module user
manual in plain English ("Chapter n", "Table n-m", one column per version, baud rate
as a formula, packet and instruction tables as decoys) and a Philippine maker-shop
listing (peso price, "Specs" lines with colons, an output-current guide whose rows
are input voltages and whose columns are output voltages, limits in the "Good to
know" prose).
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
PESO = "\u20b1"


# ------------------------------------------------------ 2.4" SPI TFT (Thai maker shop)
def skb_t24(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="SIAM KITBOX  -  product wiki",
        header_right="SKB-T24 / SKB-T24T",
        footer_left="Exported from wiki.siamkitbox.co.th  -  SKB-T24 page, edit 41  -  Bangkok, Thailand",
        footer_right="wiki page {page} of {nb}",
        table_fill=(255, 236, 214),
        accent=(200, 90, 0),
        grid=False,
    )
    s = Sheet(style, "SKB-T24 2.4 inch SPI TFT LCD module")
    s.add_page()
    s.title_block(
        "SKB-T24 / SKB-T24T",
        "2.4 inch 240 x 320 colour TFT LCD module, 4-wire SPI",
        "SKB-T24: display only.  SKB-T24T: same display with a 4-wire resistive touch panel "
        "and touch controller.  Both have a microSD socket on the back.",
        19,
    )
    s.heading("Overview", 10.5, rule=True)
    s.para(
        "A bright 2.4 inch TFT that talks SPI, so it needs only five signal wires. The glass "
        "is driven by an SK9341 controller (the usual 9341 command set, so common graphics "
        "libraries work). The board carries its own 3.3 V regulator: the VCC pin may be fed "
        "from a 3.3 V or a 5 V rail. The regulator only powers the panel - the signal pins "
        "go straight to the glass.",
        8.5,
    )
    s.heading("Heads-up", 10.5)
    s.para(
        "Signal pins (CS, RESET, DC, SDI, SCK, LED, SDO and the T_ pins) are 3.3 V logic and "
        "are NOT 5 V tolerant. Never apply more than 3.6 V to any signal pin. With a 5 V "
        "board put a level shifter in every line.",
        8.5,
        bold=True,
    )
    s.heading("Specifications", 10.5, rule=True)
    s.table(
        [
            Col("Item", 205),
            Col("SKB-T24", 95, "C"),
            Col("SKB-T24T", 95, "C"),
            Col("Unit", 104, "C"),
        ],
        [
            ["Display size (diagonal)", "2.4", "2.4", "inch"],
            ["Resolution", "240 x 320", "240 x 320", "dots"],
            ["Colours", "65K / 262K", "65K / 262K", "-"],
            ["Power supply (VCC pin)", "3.3 ~ 5.0", "3.3 ~ 5.0", "V"],
            ["Current, backlight on, VCC = 5.0 V", "78", "92", "mA"],
            ["Current, backlight on, VCC = 3.3 V", "70", "84", "mA"],
            ["Current, display sleep + backlight off", "1.2", "1.6", "mA"],
            ["Touch panel", "-", "4-wire resistive", "-"],
            ["Operating temperature", "-20 ~ +70", "-20 ~ +60", DEG],
            ["Storage temperature", "-30 ~ +80", "-30 ~ +70", DEG],
            ["Module size (L x W)", "67.6 x 42.4", "67.6 x 42.4", "mm"],
            ["Weight", "18", "23", "g"],
        ],
        8,
    )
    s.heading("SPI timing (from the SK9341 controller data, VDDI = 3.3 V)", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 215),
            Col("Symbol", 70, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["SCK frequency, write (pixel data, commands)", "fSCLW", "", "", "40", "MHz"],
            ["SCK frequency, read (ID, GRAM read-back)", "fSCLR", "", "", "6.6", "MHz"],
            ["Touch controller DCLK (SKB-T24T only)", "fDCLK", "", "", "2.5", "MHz"],
            ["Hardware reset pulse width (RESET low)", "tRESW", "10", "", "", MU + "s"],
            ["Wait after reset before first command", "tRT", "", "", "120", "ms"],
        ],
        8,
    )
    s.add_page()
    s.heading("Pinout (14-pin header, left to right)", 10.5, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Label", 70, "C"), Col("What it does", 389)],
        [
            ["1", "VCC", "Power in, 3.3 V or 5 V (see Specifications)"],
            ["2", "GND", "Ground"],
            ["3", "CS", "LCD chip select, active low"],
            ["4", "RESET", "LCD reset, active low"],
            ["5", "DC", "Data / command select (high = data)"],
            ["6", "SDI (MOSI)", "LCD data in"],
            ["7", "SCK", "LCD clock"],
            ["8", "LED", "Backlight enable; pulls about 60 mA - switch it with a transistor"],
            ["9", "SDO (MISO)", "LCD data out (read-back only)"],
            ["10", "T_CLK", "Touch clock (SKB-T24T)"],
            ["11", "T_CS", "Touch chip select (SKB-T24T)"],
            ["12", "T_DIN", "Touch data in (SKB-T24T)"],
            ["13", "T_DO", "Touch data out (SKB-T24T)"],
            ["14", "T_IRQ", "Touch interrupt, low while pressed (SKB-T24T)"],
        ],
        8,
    )
    s.heading("Optical data (typical, 25 " + DEG + ")", 10.5, rule=True)
    s.table(
        [Col("Item", 215), Col("Value", 150, "C"), Col("Unit", 134, "C")],
        [
            ["Luminance, backlight full", "250", "cd/m2"],
            ["Contrast ratio", "500 : 1", "-"],
            ["Viewing angle (L / R / U / D)", "45 / 45 / 15 / 35", "deg"],
            ["Response time (rise + fall)", "25", "ms"],
        ],
        8,
    )
    s.heading("FAQ", 10.5, rule=True)
    s.para(
        "Q: Can I plug it straight into an Arduino Uno?  A: Power yes - 5 V on VCC is fine "
        "because of the onboard regulator. Signals no: the Uno drives 5 V into pins that "
        "accept at most 3.6 V. Use a level shifter such as a 74HC4050 (we sell one) in "
        "every signal line.",
        8.5,
    )
    s.para(
        "Q: ESP32, Raspberry Pi, STM32?  A: All of them use 3.3 V logic, so wire them "
        "directly. Keep SCK at 40 MHz or less; if you read pixels back, drop the clock to "
        "6.6 MHz or less for the read.",
        8.5,
    )
    s.para(
        "Q: Can the 3.3 V pin of my board power it?  A: Only if that pin can deliver the "
        "current in the Specifications table plus your own circuit. A Pi 3V3 pin is fine; "
        "many small LDOs on clone boards are not.",
        8.5,
    )
    s.para(
        "Q: Is the SD card slot level-shifted?  A: No. It is 3.3 V only, like the LCD.",
        8.5,
    )
    s.heading("Page history", 10.5, rule=True)
    revision_table(
        s,
        [
            ["2023-06-02", "38", "Added SKB-T24T touch column"],
            ["2024-01-15", "41", "Read clock 6.6 MHz added after customer question"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "skb-t24.pdf")


# --------------------------------------------- Hall current sensor IC (Belgian house)
def flx9140(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="FLANDRIA MICROSYSTEMS",
        header_right="FLX9140 - Isolated Hall-effect current sensor - Datasheet",
        footer_left="REVISION 004 - 15 JAN 2024   |   3901009140",
        footer_right="Page {page} of {nb}",
        table_fill=(214, 234, 220),
        accent=(0, 100, 60),
        grid=True,
    )
    s = Sheet(style, "FLX9140 isolated Hall-effect current sensor IC")
    s.add_page()
    s.title_block(
        "FLX9140",
        "Isolated Hall-effect current sensor IC with ratiometric analog output",
        "SOIC-8 with integrated 0.9 mOhm primary conductor",
        22,
    )
    s.heading("1. Features and Benefits", 10.5)
    s.side_by_side(
        lambda: s.bullets(
            [
                "Single 5 V supply",
                "Ratiometric analog output, zero current at VDD/2",
                "Three factory-trimmed ranges: " + PM + "10 A, " + PM + "20 A, " + PM + "50 A",
                "300 kHz bandwidth, 2.2 " + MU + "s response time",
                "2.4 kVRMS dielectric strength (60 s)",
            ],
            8,
        ),
        lambda: s.bullets(
            [
                "Integrated primary conductor, 0.9 mOhm",
                "Output clamped against saturation",
                "AEC-Q100 qualified (L temperature code)",
                "Lead-free SOIC-8, RoHS compliant",
                "Applications: inverters, battery chargers, motor control, smart fuses",
            ],
            8,
        ),
        250,
    )
    s.heading("2. Ordering Information", 10.5)
    s.table(
        [
            Col("Product code", 110),
            Col("Temperature code", 85, "C"),
            Col("Package", 70, "C"),
            Col("Primary current range", 110, "C"),
            Col("Packing", 124, "C"),
        ],
        [
            ["FLX9140-10", "L", "SOIC-8", PM + "10 A", "Tape & reel, 3000 pcs"],
            ["FLX9140-20", "L", "SOIC-8", PM + "20 A", "Tape & reel, 3000 pcs"],
            ["FLX9140-50", "E", "SOIC-8", PM + "50 A", "Tape & reel, 3000 pcs"],
        ],
        8,
    )
    s.para(
        "Temperature code: E = -40 " + DEG + " to 85 " + DEG + " ambient;  "
        "L = -40 " + DEG + " to 125 " + DEG + " ambient.",
        8,
    )
    s.heading("3. Absolute Maximum Ratings", 10.5)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 60, "C"),
            Col("Value", 90, "C"),
            Col("Units", 50, "C"),
            Col("Remark", 129),
        ],
        [
            ["Supply voltage", "VDD", "8", "V", "continuous"],
            ["Reverse supply voltage", "VRDD", "-0.5", "V", ""],
            ["Output voltage", "VOUT", "-0.5 ... VDD + 0.5", "V", ""],
            ["Output source / sink current", "IOUT", "10", "mA", ""],
            ["Junction temperature", "TJ", "165", DEG, ""],
            ["Storage temperature", "TSTG", "-55 ... 165", DEG, ""],
            ["ESD, HBM, pins 1-4 to 5-8", "", "8", "kV", "AEC-Q100-002"],
        ],
        8,
    )
    s.para(
        "Exceeding the absolute maximum ratings may cause permanent damage. Exposure to "
        "absolute-maximum-rated conditions for extended periods may affect device reliability.",
        7.5,
    )
    s.heading("4. Isolation Characteristics", 10.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Test conditions", 150),
            Col("Value", 50, "C"),
            Col("Units", 39, "C"),
        ],
        [
            [
                "Dielectric strength test voltage",
                "VISO",
                "60 s, 50 Hz, per UL 62368-1",
                "2400",
                "VRMS",
            ],
            ["Working voltage, basic isolation", "VWVBI", "maximum approved", "420", "VPK"],
            ["Creepage / clearance", "", "pins 1-4 to pins 5-8", "4.2", "mm"],
        ],
        8,
    )
    s.heading("5. Pin Definitions", 10.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Description", 389)],
        [
            ["1, 2", "IP+", "Primary current input (current flowing 1,2 -> 3,4 raises VOUT)"],
            ["3, 4", "IP-", "Primary current output"],
            ["5", "GND", "Signal ground"],
            [
                "6",
                "FILTER",
                "External capacitor to GND sets the bandwidth (leave open for 300 kHz)",
            ],
            ["7", "VOUT", "Analog output"],
            ["8", "VDD", "Supply; decouple with 100 nF to GND"],
        ],
        8,
    )
    s.add_page()
    s.heading("6. Electrical Specification", 10.5)
    s.para(
        "Operating parameters valid for VDD = 5 V and TA within the range of the temperature "
        "code, unless otherwise specified.",
        8,
    )
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 55, "C"),
            Col("Test conditions", 139),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Units", 49, "C"),
        ],
        [
            ["Supply voltage", "VDD", "", "4.5", "5.0", "5.5", "V"],
            ["Supply current", "IDD", "no load on VOUT", "", "10", "14", "mA"],
            ["Power-on time", "tPO", "VDD ramp to valid output", "", "90", "", MU + "s"],
            ["Zero-current output", "VOUT(Q)", "IP = 0 A", "", "VDD/2", "", "V"],
            ["Output load resistance", "RL", "VOUT to GND or VDD", "4.7", "", "", "kOhm"],
            ["Output load capacitance", "CL", "VOUT to GND", "", "", "10", "nF"],
            ["Output bandwidth", "BW", "-3 dB, FILTER open", "", "300", "", "kHz"],
            ["Response time", "tRESP", "IP step, 90 % of output", "", "2.2", "", MU + "s"],
            [
                "Output saturation, high",
                "VSAT(H)",
                "RL = 4.7 kOhm to GND",
                "VDD - 0.3",
                "",
                "",
                "V",
            ],
            ["Output saturation, low", "VSAT(L)", "RL = 4.7 kOhm to VDD", "", "", "0.3", "V"],
            ["Primary conductor resistance", "RPRIM", "TA = 25 " + DEG, "", "0.9", "", "mOhm"],
        ],
        7.5,
    )
    s.heading("6.1 Performance per product code", 10.5)
    s.para(
        "Sensitivity error, offset and total error are maximum values over the full range of "
        "the temperature code; typical values at TA = 25 " + DEG + ".",
        8,
    )
    s.table(
        [
            Col("Parameter", 165),
            Col("Symbol", 50, "C"),
            Col("FLX9140-10", 70, "C"),
            Col("FLX9140-20", 70, "C"),
            Col("FLX9140-50", 70, "C"),
            Col("Units", 74, "C"),
        ],
        [
            ["Primary current range", "IPR", PM + "10", PM + "20", PM + "50", "A"],
            ["Sensitivity, typ.", "SENS", "200", "100", "40", "mV/A"],
            [
                "Sensitivity error,\nfull temperature range",
                "ESENS",
                PM + "1.5",
                PM + "1.5",
                PM + "2.0",
                "%",
            ],
            [
                "Zero-current offset,\nfull temperature range",
                "VOE",
                PM + "10",
                PM + "10",
                PM + "15",
                "mV",
            ],
            [
                "Total output error,\nfull temperature range",
                "ETOT",
                PM + "2.0",
                PM + "2.0",
                PM + "2.5",
                "%",
            ],
            ["Noise, typ.\n(input referred)", "IN", "45", "60", "110", "mA RMS"],
        ],
        7.5,
    )
    s.heading("7. Application Information", 10.5)
    s.para(
        "The output is ratiometric: sensitivity and zero-current output scale with VDD. The "
        "FLX9140 is specified from 4.5 V; it is not specified for 3.3 V supplies. When the "
        "output drives a 3.3 V ADC, note that VOUT swings from VDD/2 up to VDD - 0.3 V at "
        "full positive current; divide it down (for example 10 kOhm / 20 kOhm) so the ADC "
        "input stays below its own limit.",
        8,
    )
    s.para(
        "The primary conductor carries the rated range continuously at TA = 25 " + DEG + " on "
        "the evaluation board (4-layer, 2 oz copper). Overcurrent pulses up to 100 A for 100 ms "
        "are survived; they are outside the linear range.",
        8,
    )
    s.heading("8. Revision History", 10.5)
    revision_table(
        s,
        [
            ["12 MAY 2022", "002", "FLX9140-50 added (E temperature code)"],
            ["15 JAN 2024", "004", "Noise row added; isolation test voltage updated"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "flx9140.pdf")


# ------------------------------------------------ fingerprint module (Chinese manual)
def fpm_r07(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Xiamen Zhiwen Biometrics Technology Co., Ltd.",
        header_right="FPM-R07 Series User Manual V1.6",
        footer_left="Copyright Zhiwen Biometrics. Specifications subject to change without notice.",
        footer_right="{page} / {nb}",
        table_fill=(225, 232, 245),
        accent=(20, 50, 120),
        grid=True,
    )
    s = Sheet(style, "FPM-R07 capacitive fingerprint module user manual")
    s.add_page()
    s.title_block(
        "FPM-R07 Series",
        "Round Capacitive Fingerprint Identification Module (UART) - User Manual",
        "Models: FPM-R07 (3.3 V) and FPM-R07W (wide voltage)",
        20,
    )
    s.heading("Chapter 1  Introduction", 10.5)
    s.para(
        "The FPM-R07 series integrates a 160 x 160 pixel capacitive sensor, a fingerprint "
        "algorithm processor and flash storage in a 14 mm round housing. It enrolls, stores "
        "and matches fingerprints on its own and reports results to the host over a TTL UART. "
        "A touch-sensing output (TOUCH) wakes the host when a finger is placed, so the module "
        "supply can be switched off between uses.",
        8.5,
    )
    s.heading("Chapter 2  Technical Parameters", 10.5)
    s.caption("Table 2-1  Main parameters")
    s.table(
        [Col("Item", 190), Col("FPM-R07", 150, "C"), Col("FPM-R07W", 159, "C")],
        [
            ["Supply voltage (V+)", "DC 3.0 - 3.6 V", "DC 3.3 - 6.0 V"],
            ["Touch circuit supply (VT)", "DC 3.3 V", "DC 3.3 V"],
            ["Working current (V+)", "typ. 40 mA, max. 50 mA", "typ. 45 mA, max. 55 mA"],
            ["Touch standby current (VT)", "typ. 2 " + MU + "A", "typ. 2 " + MU + "A"],
            ["Fingerprint capacity", "200", "500"],
            ["Image resolution", "508 dpi", "508 dpi"],
            ["False acceptance rate (FAR)", "< 0.001 %", "< 0.001 %"],
            ["False rejection rate (FRR)", "< 1 %", "< 1 %"],
            ["Matching time (1:N, full library)", "< 0.3 s", "< 0.5 s"],
            ["Communication interface", "UART (TTL)", "UART (TTL)"],
            ["UART logic level", "3.3 V", "3.3 V, RX 5 V tolerant"],
            ["Working temperature", "-20 ~ +60 " + DEG, "-20 ~ +60 " + DEG],
            [
                "Working humidity",
                "10 % ~ 85 % RH (no condensation)",
                "10 % ~ 85 % RH (no condensation)",
            ],
            ["Storage temperature", "-40 ~ +85 " + DEG, "-40 ~ +85 " + DEG],
        ],
        8,
    )
    s.caption("Table 2-2  Wire definition (6-pin, 1.0 mm pitch)")
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("Colour", 60, "C"),
            Col("Name", 60, "C"),
            Col("Description", 339),
        ],
        [
            ["1", "Red", "V+", "Module power supply"],
            ["2", "Black", "TX", "Serial data output (TTL)"],
            ["3", "Yellow", "RX", "Serial data input (TTL)"],
            ["4", "Green", "GND", "Ground"],
            ["5", "Blue", "TOUCH", "Touch sensing output, high when a finger is present"],
            ["6", "White", "VT", "Touch sensing power supply, 3.3 V only"],
        ],
        8,
    )
    s.heading("Chapter 3  Power-on and Serial Settings", 10.5)
    s.para(
        "After V+ is applied the module needs about 200 ms to initialise; the host must not "
        "send any instruction during this time. The module then sends one byte 0x55 to "
        "announce that it is ready.",
        8.5,
    )
    s.para(
        "Serial format: 8 data bits, 1 stop bit, no parity. The baud rate is 9600 x N bps, "
        "where N = 1 ~ 12 is set with SetSysPara (parameter number 4). The factory default "
        "is N = 6, i.e. 57600 bps.",
        8.5,
    )
    s.add_page()
    s.heading("Chapter 4  Communication Protocol", 10.5)
    s.caption("Table 4-1  Packet format")
    s.table(
        [Col("Field", 100), Col("Length", 60, "C"), Col("Content", 339)],
        [
            ["Header", "2 bytes", "Fixed 0xEF01"],
            ["Address", "4 bytes", "Module address, default 0xFFFFFFFF"],
            [
                "Packet flag",
                "1 byte",
                "0x01 command, 0x02 data, 0x07 acknowledge, 0x08 end of data",
            ],
            ["Length", "2 bytes", "Bytes from packet content to checksum"],
            ["Packet content", "N bytes", "Instruction code, parameters or data"],
            ["Checksum", "2 bytes", "Sum of flag, length and content bytes"],
        ],
        8,
    )
    s.caption("Table 4-2  Instruction set (excerpt)")
    s.table(
        [Col("Code", 60, "C"), Col("Instruction", 120), Col("Function", 319)],
        [
            ["0x01", "GetImage", "Capture a fingerprint image into the image buffer"],
            ["0x02", "GenChar", "Generate a feature file into CharBuffer 1 or 2"],
            ["0x04", "Search", "Search the library with the feature in CharBuffer"],
            ["0x05", "RegModel", "Merge CharBuffer 1 and 2 into a template"],
            ["0x06", "Store", "Store a template at PageID 0 ~ 199 (FPM-R07W: 0 ~ 499)"],
            [
                "0x0E",
                "SetSysPara",
                "Set baud rate (No. 4), security level (No. 5), packet size (No. 6)",
            ],
            ["0x0F", "ReadSysPara", "Read system parameters (16 bytes)"],
            ["0x3C", "AuraLedConfig", "Ring LED: breathing, flashing, on, off; colour 1 ~ 7"],
        ],
        8,
    )
    s.caption("Table 4-3  Confirmation codes (excerpt)")
    s.table(
        [Col("Code", 60, "C"), Col("Meaning", 439)],
        [
            ["0x00", "Instruction executed successfully"],
            ["0x01", "Packet receive error"],
            ["0x02", "No finger on the sensor"],
            ["0x09", "No matching fingerprint found"],
            ["0x0A", "Failed to merge feature files"],
            ["0x18", "Error writing flash"],
        ],
        8,
    )
    s.heading("Chapter 5  Application Notes", 10.5)
    s.bullets(
        [
            "VT must always be 3.3 V, also on the FPM-R07W; a 5 V supply on VT destroys the "
            "touch circuit.",
            "FPM-R07 (3.3 V model): TX and RX are 3.3 V levels and RX is not 5 V tolerant; "
            "with a 5 V host use a level shifter or the FPM-R07W.",
            "Keep V+ switched off when idle and wake the host from TOUCH to save power; only "
            "VT stays on.",
            "Wipe the sensor with a dry cloth. The sensor surface is not waterproof.",
            "The ring LED draws up to 10 mA extra from V+ when lit.",
        ],
        8.5,
    )
    s.heading("Chapter 6  Revision Record", 10.5)
    revision_table(
        s,
        [
            ["2022-09-01", "V1.4", "FPM-R07W added"],
            ["2024-01-15", "V1.6", "Matching time per model; VT note"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "fpm-r07.pdf")


# ---------------------------------------------- adjustable boost module (Philippines)
def byn_bst35(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Bayanihan Maker Supply  -  Quezon City",
        header_right="Product listing  SKU BYN-BST35",
        footer_left="Prices in Philippine pesos, VAT included. Specs from our bench tests.",
        footer_right="{page} of {nb}",
        table_fill=(210, 225, 255),
        accent=(10, 40, 140),
        grid=False,
    )
    s = Sheet(style, "BYN-BST35 adjustable DC-DC boost module")
    s.add_page()
    s.title_block(
        "BYN-BST35  Adjustable Boost Converter Module",
        "Step-up DC-DC, 3 - 32 V in, 5 - 35 V out, multi-turn trimmer",
        "BYN-BST35 (small board, no heatsink) " + PESO + " 145.00   |   "
        "BYN-BST35L (large board with heatsink) " + PESO + " 265.00",
        16,
    )
    s.heading("In the box", 10)
    s.bullets(
        ["1 x boost module (pins not soldered)", "1 x 2-pin screw terminal pair (BST35L only)"], 8.5
    )
    s.heading("Specs", 10)
    s.lines(
        [
            "Input voltage: 3 V - 32 V (both versions)",
            "Output voltage: 5 V - 35 V, set with the blue trimmer (clockwise = higher)",
            "Input current: 3 A max (BST35)  /  5 A max (BST35L)",
            "Switching frequency: 400 kHz (BST35)  /  150 kHz (BST35L)",
            "No-load input current: about 12 mA at 12 V in",
            "Efficiency: up to 92 % (12 V in, 19 V out, 1 A)",
            "Operating temperature: -40 " + DEG + " to +85 " + DEG,
            "Size: 43 x 21 x 14 mm (BST35)  /  48 x 30 x 22 mm (BST35L)",
        ],
        8.5,
    )
    s.heading("Output current guide (continuous, free air, 25 " + DEG + ")", 10)
    s.para(
        "What we measured before the board got too hot to touch (about 80 " + DEG + " on the "
        "inductor). Rows are the input voltage, columns the output voltage you set.",
        8,
    )
    s.caption("BYN-BST35 (small board)")
    s.table(
        [
            Col("Input \\ Output", 130),
            Col("Vout = 12 V", 90, "C"),
            Col("Vout = 19 V", 90, "C"),
            Col("Vout = 24 V", 90, "C"),
            Col("Vout = 35 V", 99, "C"),
        ],
        [
            ["Vin = 5 V", "0.9 A", "0.5 A", "0.4 A", "0.25 A"],
            ["Vin = 9 V", "1.6 A", "1.0 A", "0.75 A", "0.5 A"],
            ["Vin = 12 V", "-", "1.4 A", "1.0 A", "0.7 A"],
        ],
        8,
    )
    s.caption("BYN-BST35L (heatsink board)")
    s.table(
        [
            Col("Input \\ Output", 130),
            Col("Vout = 12 V", 90, "C"),
            Col("Vout = 19 V", 90, "C"),
            Col("Vout = 24 V", 90, "C"),
            Col("Vout = 35 V", 99, "C"),
        ],
        [
            ["Vin = 5 V", "1.6 A", "1.0 A", "0.8 A", "0.5 A"],
            ["Vin = 9 V", "2.8 A", "1.8 A", "1.4 A", "0.9 A"],
            ["Vin = 12 V", "-", "2.5 A", "1.9 A", "1.3 A"],
        ],
        8,
    )
    s.add_page()
    s.heading("Good to know", 10)
    s.bullets(
        [
            "It is a boost converter: the output cannot go below the input. If you turn the "
            "trimmer below the input voltage, the output just follows the input minus about "
            "0.5 V (the diode).",
            "Keep the input at least 1 V below the output you set.",
            "Never feed more than 32 V in. Above 35 V out the output capacitor (35 V) is at "
            "its limit, so do not go higher.",
            "No reverse-polarity protection. Swapping IN+ and IN- kills the chip instantly.",
            "No short-circuit protection on the output: a boost has a direct path from input "
            "to output through the inductor and diode, so a short blows your supply fuse or "
            "the board.",
            "Output ripple is about 50 mV at 1 A on the BST35L; add a capacitor after it for "
            "audio.",
        ],
        8.5,
    )
    s.heading("Board markings", 10)
    s.table(
        [Col("Marking", 90), Col("Meaning", 409)],
        [
            ["IN+ / IN-", "Input from your battery or adapter"],
            ["OUT+ / OUT-", "Boosted output (OUT- is the same as IN-)"],
            ["XL-35 (chip)", "Switching regulator IC, 5 A internal switch"],
            ["SS54", "Output Schottky diode, 5 A / 40 V"],
            ["470 " + MU + "F 35 V", "Output capacitor"],
        ],
        8,
    )
    s.heading("Questions from customers", 10)
    s.para(
        "Can I make 12 V from a power bank for my router?  Yes, within the table: from 5 V in "
        "the small board gives 0.9 A at 12 V, the L board 1.6 A. Many power banks cut out above "
        "2 A input draw, which the L board reaches at full load.",
        8.5,
    )
    s.para(
        "Does it work from one Li-ion cell?  Yes, 3.0 - 4.2 V is inside the input range, but "
        "the output current is lower than the 5 V row of the table, and the cell must be able "
        "to deliver the input current (up to 3 A / 5 A).",
        8.5,
    )
    s.para(
        "Can I charge a laptop (19 V) from a car?  With the L board from 12 V, up to 2.5 A at "
        "19 V. That is enough for small laptops only. The car system runs up to 14.4 V while "
        "the engine runs, which is fine for the input.",
        8.5,
    )
    s.para(
        "Can it step down 24 V to 12 V?  No. Buy our BYN-BUCK5 for that.",
        8.5,
    )
    s.heading("Listing changes", 10)
    revision_table(
        s,
        [
            ["2023-11-20", "r3", "BST35L added, heatsink output table"],
            ["2024-01-15", "r4", "Input current per version corrected"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "byn-bst35.pdf")
