"""Hold-out 110 datasheets, part 2: an addressable RGB LED, a stand-alone CAN
controller IC, an ambient light sensor IC and a 4-digit LED display driver IC.

A Jiaxing LED-package factory specification in English (numbered "5." sections, an
absolute maximum row that looks like an operating range, one row per colour in the
photoelectric table, timing in a separate table, the data rate only in the feature
list), a Low German / English CAN controller data sheet from Kiel (bilingual names
wrapped over two lines, one column per temperature grade, oscillator limits per supply
range, an SPI instruction table as decoy), an Upper Sorbian / English ambient light
sensor sheet from Bautzen (resolution table whose rows are integration times and
whose columns are gains, a typ.-only power-saving table, pull-up range only in the
recommended table) and a Nantong display-driver IC house sheet with full-width
punctuation (segment source and grid sink currents, a command table and an address
table as decoys, "not I2C" in a note).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
TIMES = "\u00d7"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------------ addressable LED (Jiaxing)
def jx2812b(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="JIAXING NANHU LIGHTING TECHNOLOGY CO., LTD.",
        header_right="JX-2812B  Specification  V1.2",
        footer_left="Add: Nanhu District, Jiaxing, Zhejiang   Tel: +86-573-0000-0000",
        footer_right="Page {page} of {nb}",
        table_fill=(246, 222, 238),
        accent=(150, 0, 100),
        grid=False,
    )
    s = Sheet(style, "JX-2812B intelligent control LED")
    s.add_page()
    s.title_block(
        "JX-2812B",
        "Intelligent control LED integrated light source, 5050 package",
        "RGB chips and a constant-current control IC in one package; single-wire cascade data",
        22,
    )
    s.heading("1. Product overview", 10)
    s.para(
        "JX-2812B puts the control circuit and the RGB chip in one 5050 package. The built-in "
        "IC contains a signal reshaping circuit, a data latch and a three-channel constant "
        "current driver, so the colour stays the same from pixel to pixel. Data is received on "
        "DIN, the first 24 bits are latched and the rest is reshaped and sent out on DOUT to "
        "the next pixel.",
        8.5,
    )
    s.heading("2. Main features", 10)
    s.bullets(
        [
            "Data transfer rate 800 Kbps, NZR single-wire protocol, GRB order, 8 bit per colour",
            "256 brightness levels per colour, 16 777 216 colours",
            "PWM refresh frequency 2 KHz, no visible flicker",
            "Cascade port: a break of one pixel does not stop the pixels before it",
            "Signal transmission distance up to 5 m between two pixels without extra circuit",
            "Frame rate 30 frames per second with 1024 pixels in one chain",
        ],
        8.5,
    )
    s.heading("3. Mechanical dimensions", 10)
    s.para(
        "5.0 " + TIMES + " 5.0 " + TIMES + " 1.6 mm, tolerance " + PM + "0.1 mm unless noted.", 8.5
    )
    s.heading("4. Pin configuration", 10)
    s.table(
        [Col("No.", 50, "C"), Col("Symbol", 80, "C"), Col("Function description", 369)],
        [
            ["1", "VDD", "Power supply LED"],
            ["2", "DOUT", "Control data signal output"],
            ["3", "VSS", "Ground"],
            ["4", "DIN", "Control data signal input"],
        ],
        8,
    )
    s.heading("5. Absolute maximum ratings (TA=25" + DEG + ", VSS=0V)", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 80, "C"),
            Col("Range", 130, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Power supply voltage", "VDD", "-0.5 ~ +6.0", "V"],
            ["Input voltage", "VI", "-0.5 ~ VDD+0.5", "V"],
            ["Operating temperature", "Topt", "-25 ~ +80", DEG],
            ["Storage temperature", "Tstg", "-40 ~ +105", DEG],
            ["ESD pressure (HBM)", "VESD", "4K", "V"],
        ],
        8,
    )
    s.heading(
        "6. Electrical characteristics (TA=-20~+70" + DEG + ", VSS=0V unless otherwise noted)", 10
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 55, "C"),
            Col("Min", 50, "C"),
            Col("Typical", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 45, "C"),
            Col("Test conditions", 99),
        ],
        [
            ["Power supply voltage", "VDD", "3.5", "5.0", "5.3", "V", ""],
            ["Input high level voltage", "VIH", "0.7VDD", "", "", "V", "VDD=5.0V"],
            ["Input low level voltage", "VIL", "", "", "0.3VDD", "V", "VDD=5.0V"],
            ["Input hysteresis", "VHYS", "", "0.35", "", "V", ""],
            ["Static current (LEDs off)", "IDDs", "", "0.6", "1.0", "mA", "VDD=5.0V"],
            ["PWM frequency", "FPWM", "", "2", "", "KHz", ""],
        ],
        8,
    )
    s.add_page()
    s.heading("7. Photoelectric characteristics (TA=25" + DEG + ", VDD=5V)", 10)
    s.table(
        [
            Col("Emitting colour", 90, "C"),
            Col("Wavelength (nm)", 95, "C"),
            Col("Luminous intensity (mcd)", 115, "C"),
            Col("Current (mA)", 80, "C"),
            Col("Forward voltage (V)", 119, "C"),
        ],
        [
            ["Red", "620 ~ 630", "550 ~ 700", "12", "1.8 ~ 2.2"],
            ["Green", "515 ~ 530", "1100 ~ 1400", "12", "2.8 ~ 3.2"],
            ["Blue", "465 ~ 475", "200 ~ 400", "12", "2.9 ~ 3.3"],
        ],
        8,
    )
    s.para(
        "Note: with all three colours at full brightness one pixel draws about 36 mA plus the "
        "static current. Size the 5 V supply for 60 mA per pixel if you want margin.",
        8,
    )
    s.heading("8. Data transfer time", 10)
    s.table(
        [
            Col("Code", 80, "C"),
            Col("Meaning", 200),
            Col("Time", 100, "C"),
            Col("Tolerance", 119, "C"),
        ],
        [
            ["T0H", "0 code, high voltage time", "0.40 " + MU + "s", PM + "150 ns"],
            ["T1H", "1 code, high voltage time", "0.80 " + MU + "s", PM + "150 ns"],
            ["T0L", "0 code, low voltage time", "0.85 " + MU + "s", PM + "150 ns"],
            ["T1L", "1 code, low voltage time", "0.45 " + MU + "s", PM + "150 ns"],
            ["RES", "Frame unit, low voltage time", "> 280 " + MU + "s", "-"],
        ],
        8,
    )
    s.heading("9. Composition of 24 bit data", 10)
    s.table(
        [Col("Bits 23-16", 165, "C"), Col("Bits 15-8", 165, "C"), Col("Bits 7-0", 169, "C")],
        [["G7 ... G0", "R7 ... R0", "B7 ... B0"]],
        8,
    )
    s.para("Data is sent high bit first, in the order G - R - B.", 8.5)
    s.heading("10. Typical application circuit", 10)
    s.para(
        "Place a 100nF capacitor between VDD and VSS of every pixel. Put a 33" + OHM + " "
        "resistor in series with DIN of the first pixel to damp reflections. The controller "
        "should use the same supply voltage as the LEDs; see VIH in section 6.",
        8.5,
    )
    s.heading("11. Reflow soldering", 10)
    s.para(
        "Peak temperature 240" + DEG + " for no more than 10 seconds; reflow at most twice. "
        "Moisture sensitivity level: MSL 5a, bake 24 hours at 60" + DEG + " before use if "
        "the bag was open for more than 24 hours.",
        8.5,
    )
    revision_table(
        s,
        [["2023-05-08", "V1.1", "First release"], ["2024-01-10", "V1.2", "RES time updated"]],
        (100, 60, 339),
    )
    return save(s, out / "jx2812b.pdf")


# --------------------------------------------- CAN controller (Low German / English)
def fbc2515(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Förde Bussysteme GmbH  ·  Kiel",
        header_right="FBC2515  Datenblatt / Data sheet",
        footer_left="FBC2515-DS-PD/EN  Verschoon 4 / Revision 4  ·  2023-10",
        footer_right="Siet {page} vun {nb} / Page {page} of {nb}",
        table_fill=(224, 236, 246),
        accent=(0, 70, 120),
        grid=False,
    )
    s = Sheet(style, "FBC2515 stand-alone CAN controller with SPI")
    s.add_page()
    s.title_block(
        "FBC2515",
        "CAN-Kuntroller mit SPI-Snittsteed / Stand-alone CAN controller with SPI interface",
        "Grads / grades: FBC2515-I (industriell / industrial), FBC2515-E (verwiedert / extended)",
        19,
    )
    s.heading("1  Överblick / Overview", 10)
    s.para(
        "De FBC2515 is en CAN-Kuntroller för CAN 2.0B. The FBC2515 implements CAN "
        "specification 2.0B at bit rates up to 1 Mb/s. It has three transmit buffers, two "
        "receive buffers with six acceptance filters and two masks, and talks to the host "
        "through a standard SPI at up to 10 MHz (modes 0,0 and 1,1). A CAN transceiver is "
        "needed between TXCAN / RXCAN and the bus; it is not part of this device.",
        8,
    )
    s.heading("2  Grenzweerten / Absolute maximum ratings", 10)
    s.table(
        [
            Col("Parameter", 260),
            Col("Symbol", 60, "C"),
            Col("Weert / Value", 110, "C"),
            Col("Eenheit / Unit", 69, "C"),
        ],
        [
            ["Versorgensspannen / Supply voltage", "VDD", "7.0", "V"],
            ["Spannen an all Ingäng / Voltage on all inputs", "", "-0.6 ... VDD + 1.0", "V"],
            ["Spannen an all Utgäng / Voltage on all outputs", "", "-0.3 ... VDD + 0.3", "V"],
            ["Lagertemperatuur / Storage temperature", "Tstg", "-65 ... +150", DEG],
        ],
        7.5,
    )
    s.heading("3  Bedrievsbedingen / Operating conditions", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 50, "C"),
            Col("FBC2515-I", 95, "C"),
            Col("FBC2515-E", 95, "C"),
            Col("Eenheit / Unit", 59, "C"),
        ],
        [
            ["Versorgensspannen /\nSupply voltage", "VDD", "2.7 ... 5.5", "4.5 ... 5.5", "V"],
            [
                "Ümgevenstemperatuur /\nAmbient temperature",
                "TA",
                "-40 ... +85",
                "-40 ... +125",
                DEG,
            ],
            ["SPI-Takt /\nSPI clock frequency", "FCLK", "max. 10", "max. 10", "MHz"],
            ["CAN-Bitrate /\nCAN bit rate", "", "max. 1", "max. 1", "Mb/s"],
        ],
        7.5,
    )
    s.heading("4  Oszillator / Oscillator", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Bedingen / Condition", 150),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Oszillatorfrequenz /\nOscillator frequency", "VDD = 4.5 ... 5.5 V", "1", "25", "MHz"],
            ["", "VDD = 2.7 ... 4.5 V", "1", "16", "MHz"],
            ["Anlaopttied / Start-up timer", "", "128", "", "OSC cycles"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5  DC-Kennweerten / DC characteristics", 10)
    s.para(
        "Gellt för / valid for: FBC2515-I TA = -40 ... +85 " + DEG + ", VDD = 2.7 ... 5.5 V; "
        "FBC2515-E TA = -40 ... +125 " + DEG + ", VDD = 4.5 ... 5.5 V.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 160),
            Col("Symbol", 50, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 40, "C"),
            Col("Bedingen / Conditions", 129),
        ],
        [
            [
                "Bedrievsstroom /\nOperating current",
                "IDD",
                "",
                "5",
                "mA",
                "VDD = 5.5 V, FOSC = 25 MHz",
            ],
            [
                "Slaapstroom /\nSleep current",
                "IDDS",
                "",
                "5",
                MU + "A",
                "-I grade, all inputs at rail",
            ],
            ["", "", "", "8", MU + "A", "-E grade, TA = +125 " + DEG],
            [
                "Hoch-Ingangsspannen /\nHigh-level input voltage",
                "VIH",
                "0.8 VDD",
                "VDD + 0.3",
                "V",
                "SCK, CS, SI, RESET",
            ],
            [
                "Leeg-Ingangsspannen /\nLow-level input voltage",
                "VIL",
                "-0.3",
                "0.3 VDD",
                "V",
                "SCK, CS, SI, RESET",
            ],
            ["", "VOH", "VDD - 0.7", "", "V", "SO, IOH = -1 mA"],
            ["", "VOL", "", "0.6", "V", "SO, IOL = 2.1 mA"],
            ["", "VOL", "", "0.6", "V", "INT, open drain, IOL = 1.6 mA"],
        ],
        7.5,
    )
    s.para(
        "Henwies / Note: the SPI inputs are Schmitt trigger inputs relative to VDD. A host "
        "that runs from a lower voltage than the FBC2515 needs level translation.",
        7.5,
    )
    s.heading("6  SPI-Befehlen / SPI instruction set", 10)
    s.table(
        [
            Col("Befehl / Instruction", 150),
            Col("Format", 110, "C"),
            Col("Beschrieven / Description", 239),
        ],
        [
            ["RESET", "1100 0000 (C0h)", "Reset internal registers to default"],
            ["READ", "0000 0011 (03h)", "Read data from register at address A"],
            ["WRITE", "0000 0010 (02h)", "Write data to register at address A"],
            ["RTS", "1000 0nnn (81h...87h)", "Request to send for TX buffers 0, 1, 2"],
            ["READ STATUS", "1010 0000 (A0h)", "Quick polling of status bits"],
            ["BIT MODIFY", "0000 0101 (05h)", "Set or clear single bits of a register"],
        ],
        7.5,
    )
    s.heading("7  Anslüsse / Pin description (SOIC-18)", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Naam / Name", 80, "C"), Col("Funkschoon / Function", 379)],
        [
            ["1", "TXCAN", "Transmit output to the CAN transceiver"],
            ["2", "RXCAN", "Receive input from the CAN transceiver"],
            ["7, 8", "OSC2, OSC1", "Crystal or external clock"],
            ["12", "INT", "Interrupt output, active low"],
            ["13 ... 16", "SCK, SI, SO, CS", "SPI"],
            ["18", "VDD", "Supply"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2023-10-02", "4", "Slaapstroom -E grade ergänzt / sleep current of -E grade added"]],
        (90, 50, 359),
    )
    return save(s, out / "fbc2515.pdf")


# ------------------------------------------- ambient light sensor (Upper Sorbian)
def sls7710(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Sprjewja Optoelektronika · Budyšin / Bautzen",
        header_right="SLS7710 · Datowy łopjeno / Data sheet",
        footer_left="SLS7710 · wersija / version 2.0 · 2024",
        footer_right="Strona {page} z {nb} / Page {page} of {nb}",
        table_fill=(230, 242, 226),
        accent=(40, 100, 40),
        grid=True,
    )
    s = Sheet(style, "SLS7710 ambient light sensor with I2C")
    s.add_page()
    s.title_block(
        "SLS7710",
        "Čujak wokolneho swěła z I\u00b2C / Ambient light sensor with I\u00b2C interface",
        "16-bitowy / 16-bit, 0 ... 120 000 lx, wokomikowa charakteristika / eye-like response",
        20,
    )
    s.heading("1  Wopisanje / Description", 10)
    s.para(
        "SLS7710 je digitalny čujak swěła. The SLS7710 is a high-accuracy ambient light sensor "
        "with a photodiode, a low-noise amplifier and a 16-bit converter. It talks over an "
        "I\u00b2C bus at the fixed 7-bit address 0x10; no address pin is provided. Gain and "
        "integration time are set in the configuration register ALS_CONF (00h); a power-saving "
        "mode lowers the average current.",
        8,
    )
    s.heading("2  Mjezne hódnoty / Absolute maximum ratings", 10)
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Napjeće zastaranja / Supply voltage", "VDD", "-0.5", "4.0", "V"],
            ["Napjeće na SCL, SDA / Voltage on SCL, SDA", "", "-0.5", "4.0", "V"],
            ["Składowanska temperatura / Storage temperature", "Tstg", "-40", "+100", DEG],
        ],
        7.5,
    )
    s.heading("3  Doporučene dźěłowe wuměnjenja / Recommended operating conditions", 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 55, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            ["Napjeće zastaranja /\nSupply voltage", "VDD", "2.5", "3.3", "3.6", "V"],
            ["Napjeće pull-up (SCL, SDA) /\nPull-up voltage", "VPU", "1.7", "", "3.6", "V"],
            ["Dźěłowa temperatura /\nOperating temperature", "Tamb", "-25", "", "+85", DEG],
            [
                "Taktowa frekwenca I\u00b2C /\nI\u00b2C clock frequency",
                "fSCL",
                "10",
                "",
                "400",
                "kHz",
            ],
        ],
        7.5,
    )
    s.heading("4  Elektriske a optiske kajkosće / Electrical and optical characteristics", 10)
    s.para(
        "VDD = 3.3 V, Tamb = 25 " + DEG + ", hdźež nic hinak podate / unless otherwise noted.", 7.5
    )
    s.table(
        [
            Col("Parameter", 170),
            Col("Wuměnjenje / Condition", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Dźěłowy prud /\nOperating current", "ALS active, PSM off", "", "45", "", MU + "A"],
            ["Prud w spinanym stawje /\nShutdown current", "ALS_SD = 1", "", "0.5", "", MU + "A"],
            [
                "Měrjenski wobłuk /\nMeasuring range",
                "gain " + TIMES + "1/8, IT = 25 ms",
                "0",
                "",
                "120 000",
                "lx",
            ],
            [
                "Rozeznaće /\nResolution, finest",
                "gain " + TIMES + "2, IT = 800 ms",
                "",
                "0.0036",
                "",
                "lx/count",
            ],
            ["Wotchilenje nula /\nDark offset", "0 lx", "", "", "3", "counts"],
            ["Spektralny maksimum /\nPeak sensitivity", "", "", "560", "", "nm"],
        ],
        7.5,
    )
    s.add_page()
    s.heading(
        "5  Rozeznaće po zesylnjenju a integraciskim času / Resolution per gain and integration time",
        10,
    )
    s.para(
        "Hódnoty w lx/count / values in lx per count; maksimalna swětłosć = rozeznaće "
        + TIMES
        + " 65535 / maximum illuminance = resolution "
        + TIMES
        + " 65535.",
        7.5,
    )
    s.table(
        [
            Col("Integraciski čas /\nIntegration time", 120, "C"),
            Col("Gain " + TIMES + "2", 90, "C"),
            Col("Gain " + TIMES + "1", 90, "C"),
            Col("Gain " + TIMES + "1/4", 90, "C"),
            Col("Gain " + TIMES + "1/8", 109, "C"),
        ],
        [
            ["800 ms", "0.0036", "0.0072", "0.0288", "0.0576"],
            ["400 ms", "0.0072", "0.0144", "0.0576", "0.1152"],
            ["200 ms", "0.0144", "0.0288", "0.1152", "0.2304"],
            ["100 ms", "0.0288", "0.0576", "0.2304", "0.4608"],
            ["50 ms", "0.0576", "0.1152", "0.4608", "0.9216"],
            ["25 ms", "0.1152", "0.2304", "0.9216", "1.8432"],
        ],
        7.5,
    )
    s.heading("6  Modus zalutowanja energije / Power-saving mode (typ.)", 10)
    s.para("IT = 100 ms, VDD = 3.3 V, jenož typiske hódnoty / typical values only.", 7.5)
    s.table(
        [
            Col("PSM", 80, "C"),
            Col("Čakanski čas / Wait time", 150, "C"),
            Col("Přerězny prud / Average current", 150, "C"),
            Col("Aktualizacija / Refresh", 119, "C"),
        ],
        [
            ["1", "500 ms", "8 " + MU + "A", "600 ms"],
            ["2", "1000 ms", "5 " + MU + "A", "1100 ms"],
            ["3", "2000 ms", "3 " + MU + "A", "2100 ms"],
            ["4", "4000 ms", "2 " + MU + "A", "4100 ms"],
        ],
        7.5,
    )
    s.heading("7  Registry / Command register overview", 10)
    s.table(
        [
            Col("Kód / Code", 70, "C"),
            Col("Mjeno / Name", 100, "C"),
            Col("Wopisanje / Description", 329),
        ],
        [
            ["00h", "ALS_CONF", "gain (bits 12:11), integration time (bits 9:6), ALS_SD (bit 0)"],
            ["03h", "PSM", "power-saving mode and enable"],
            ["04h", "ALS", "16-bit light result"],
            ["07h", "ID", "device ID, low byte 81h"],
        ],
        7.5,
    )
    s.heading("8  Přikład zwjazanja / Hookup", 10)
    s.para(
        "Zwjažće SCL a SDA přez 2.2 k" + OHM + " rezistory na 3.3 V. Connect SCL and SDA via "
        "2.2 k" + OHM + " pull-up resistors to the 3.3 V rail and put 100 nF from VDD to GND. "
        "Do not pull the bus lines up to 5 V (see pull-up voltage in section 3).",
        8,
    )
    s.heading("9  Pinowe wobsadźenje / Pinout", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Mjeno / Name", 100, "C"), Col("Funkcija / Function", 349)],
        [
            ["1", "SCL", "I\u00b2C clock"],
            ["2", "VDD", "Supply"],
            ["3", "GND", "Ground"],
            ["4", "SDA", "I\u00b2C data"],
        ],
        7.5,
    )
    return save(s, out / "sls7710.pdf")


# --------------------------------------------- LED display driver (Nantong IC house)
def nh1637(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Nantong Haixin Microelectronics Co., Ltd.",
        header_right="NH1637  LED Driver Control",
        footer_left="NH1637-V2.3    Nantong Haixin Microelectronics",
        footer_right="P{page}/{nb}",
        table_fill=(255, 236, 210),
        accent=(180, 80, 0),
        grid=True,
    )
    s = Sheet(style, "NH1637 LED drive control special circuit")
    s.add_page()
    s.title_block(
        "NH1637",
        "LED drive control special circuit with keyboard scan interface",
        "",
        20,
    )
    s.heading("▍ 1  Overview", 10)
    s.para(
        "NH1637 is an LED (light-emitting diode display) drive control special circuit with "
        "keyboard scan interface. It integrates MCU digital interface, data latch, LED high "
        "voltage drive and keyboard scan. It is mainly used for 4-digit 7-segment displays "
        "of induction cookers, microwave ovens, water heaters, clocks and small appliances.",
        8.5,
    )
    s.heading("▍ 2  Features", 10)
    s.bullets(
        [
            "CMOS technology",
            "Display mode 8 segments " + TIMES + " 6 digits (common anode)",
            "Key scan 8 " + TIMES + " 2 bits, enhanced anti-interference key recognition",
            "8 brightness levels by pulse width",
            "Two-wire serial interface (CLK, DIO)",
            "Built-in RC oscillator and power-on reset",
            "Package" + FWC + "SOP20 / DIP20",
        ],
        8.5,
    )
    s.para(
        "Note" + FWC + "the two-wire interface is not I2C. The NH1637 has no device address; "
        "start, stop and acknowledge are similar, but data is sent LSB first.",
        8,
    )
    s.heading("▍ 3  Limit parameters " + FWL + "Ta = 25" + FW_C + ", Vss = 0 V" + FWR, 10)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 80, "C"),
            Col("Range", 130, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Logic power supply voltage", "VDD", "-0.5 " + FWT + " +7.0", "V"],
            ["Logic input voltage", "VI1", "-0.5 " + FWT + " VDD + 0.5", "V"],
            ["LED SEG drive output current", "IO1", "-50", "mA"],
            ["LED GRID drive output current", "IO2", "+200", "mA"],
            ["Power dissipation", "PD", "400", "mW"],
            ["Operating temperature", "Topt", "-40 " + FWT + " +80", FW_C],
            ["Storage temperature", "Tstg", "-65 " + FWT + " +150", FW_C],
        ],
        7.5,
    )
    s.heading(
        "▍ 4  Recommended working conditions "
        + FWL
        + "Ta = -20 "
        + FWT
        + " +70"
        + FW_C
        + ", Vss = 0 V"
        + FWR,
        10,
    )
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Logic power supply voltage", "VDD", "4.5", "5", "5.5", "V"],
            ["High level input voltage", "VIH", "0.7 VDD", "", "VDD", "V"],
            ["Low level input voltage", "VIL", "0", "", "0.3 VDD", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading(
        "▍ 5  Electrical characteristics "
        + FWL
        + "Ta = -20 "
        + FWT
        + " +70"
        + FW_C
        + ", VDD = 4.5 "
        + FWT
        + " 5.5 V, Vss = 0 V"
        + FWR,
        10,
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Test conditions", 124),
        ],
        [
            [
                "High level output current",
                "Ioh1",
                "-20",
                "-25",
                "-40",
                "mA",
                "SEG1" + FWT + "SEG8, Vo = VDD-2V",
            ],
            ["", "Ioh2", "-20", "-30", "-50", "mA", "SEG1" + FWT + "SEG8, Vo = VDD-3V"],
            [
                "Low level output current",
                "IOL1",
                "80",
                "140",
                "",
                "mA",
                "GRID1" + FWT + "GRID6, Vo = 0.3V",
            ],
            ["Low level output current", "Idout", "4", "", "", "mA", "VO = 0.4V, DIO"],
            [
                "High level output current tolerance",
                "Itolsg",
                "",
                "",
                "5",
                "%",
                "VO = VDD-3V, SEG1" + FWT + "SEG8",
            ],
            ["Output pull-down resistor", "RL", "", "10", "", "K" + OHM, "K1" + FWT + "K2"],
            ["Input current", "II", "", "", PM + "1", MU + "A", "VI = VDD / VSS"],
            ["Hysteresis voltage", "VH", "", "0.35", "", "V", "CLK, DIO"],
            ["Dynamic current consumption", "IDDdyn", "", "", "5", "mA", "No load, display off"],
        ],
        7.5,
    )
    s.heading("▍ 6  Switching characteristics", 10)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 40, "C"),
            Col("Test conditions", 99),
        ],
        [
            ["Oscillation frequency", "fOSC", "", "450", "", "KHz", "R = 16.5 K" + OHM],
            ["Maximum clock frequency", "fmax", "", "", "250", "KHz", "Duty cycle 50%"],
            ["Input capacitance", "CI", "", "", "15", "pF", ""],
        ],
        7.5,
    )
    s.heading("▍ 7  Display control command", 10)
    s.table(
        [Col("Command", 90, "C"), Col("Function", 170), Col("Pulse width / setting", 239)],
        [
            ["40H", "Data command", "Write data to display register, automatic address increase"],
            ["44H", "Data command", "Write data, fixed address"],
            ["88H", "Display ON", "Pulse width 1/16"],
            ["8AH", "Display ON", "Pulse width 4/16"],
            ["8CH", "Display ON", "Pulse width 11/16"],
            ["8FH", "Display ON", "Pulse width 14/16"],
            ["80H", "Display OFF", "-"],
        ],
        7.5,
    )
    s.heading("▍ 8  Display register address", 10)
    s.table(
        [
            Col("Address", 100, "C"),
            Col("C0H", 66, "C"),
            Col("C1H", 66, "C"),
            Col("C2H", 66, "C"),
            Col("C3H", 66, "C"),
            Col("C4H", 66, "C"),
            Col("C5H", 69, "C"),
        ],
        [["Digit", "GRID1", "GRID2", "GRID3", "GRID4", "GRID5", "GRID6"]],
        7.5,
    )
    s.heading("▍ 9  Application notes", 10)
    s.para(
        "1、The segment outputs source current into the LED anodes; no segment resistors are "
        "needed for normal red displays at 5 V.",
        8,
    )
    s.para(
        "2、Place a 100 nF and a 10 " + MU + "F capacitor between VDD and GND close to the chip. "
        "Pull-up resistors of 10 K" + OHM + " to VDD on CLK and DIO are required.",
        8,
    )
    s.para(
        "3、The power-on reset needs the supply to rise from 0 V; slowly rising supplies may "
        "leave the display dark until the first display command.",
        8,
    )
    revision_table(
        s,
        [["2021.03", "V2.2", "Update package"], ["2023.08", "V2.3", "Add dynamic current"]],
        (100, 60, 339),
    )
    return save(s, out / "nh1637.pdf")
