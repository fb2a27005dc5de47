"""Hold-out 105 datasheets, part 1: a 10-DOF IMU breakout, an SD card breakout with
level shifting, a rain sensor board with comparator output and a buck-boost USB-C
PD sink controller IC.

An Adelaide robotics-education "Module Reference" (columns per board build, a
typ.-only current list, sensor columns side by side, a bus map with ID-register
decoys, limits only in an FAQ), a Perth electronics retailer's "data card" (spec
lines beside a box list, two supply pins of look-alike names, symbol-only logic
rows, a do-not-exceed list, card sizes only in a Q&A), a Bosnian / English rain
sensor sheet (bilingual names over two lines, comma decimals in the Bosnian text,
values per supply voltage in unnamed rows, the comparator chip's rating as a decoy)
and a Chongqing power-IC data sheet in English (ordering-code PDOs, abs max vs
recommended, frequency per pin strap, a register map with a device-ID decoy).
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
ND = "\u2013"  # en dash
MD = "\u2014"  # em dash


# ------------------------------------------------------- 10-DOF IMU breakout (Adelaide)
def nex10dof(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Nexbright Robotics  |  Module Reference MR-27",
        header_right="NEX-10DOF / NEX-10DOF-L",
        footer_left="MR-27 rev C  "
        + MD
        + "  printed copies are uncontrolled  "
        + MD
        + "  Nexbright Robotics Pty Ltd, Adelaide SA",
        footer_right="p {page} / {nb}",
        rule_color=(0, 110, 120),
        table_fill=(222, 240, 240),
        accent=(0, 95, 105),
        grid=False,
    )
    s = Sheet(style, "NEX-10DOF 10-DOF motion and pressure breakout")
    s.add_page()
    s.title_block(
        "NEX-10DOF",
        "10-DOF motion & pressure breakout " + MD + " accelerometer, gyroscope, magnetometer,"
        " barometer",
        "Two builds share this reference: NEX-10DOF (3.3 V regulator and I2C level shifting on"
        " board) and NEX-10DOF-L (bare 3.3 V build for 3V3 hosts, no regulator, no shifter).",
        21,
    )
    s.heading("What's on the board", 10.5, rule=True)
    s.bullets(
        [
            "U1 " + MD + " QMX-6A 6-axis IC: 3-axis accelerometer + 3-axis gyroscope",
            "U2 " + MD + " QMX-M3 3-axis magnetometer",
            "U3 " + MD + " QMX-P1 barometric pressure / temperature sensor",
            "U4 " + MD + " 3.3 V LDO, 150 mA (NEX-10DOF only)",
            "Q1, Q2 " + MD + " MOSFET level shifter on SDA / SCL (NEX-10DOF only)",
            "JP1 "
            + MD
            + " cut to disconnect the green power LED; JP2 "
            + MD
            + " cut to remove the 4.7 k"
            + OHM
            + " pull-ups",
        ],
        8.5,
    )
    s.heading("Board ratings by build", 10.5, rule=True)
    s.table(
        [
            Col("Rating", 190),
            Col("NEX-10DOF", 110, "C"),
            Col("NEX-10DOF-L", 110, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["VIN supply range\n(recommended)", "3.6 to 5.5", "3.0 to 3.6", "V"],
            ["VIN, never exceed", "6.0", "3.9", "V"],
            ["SDA / SCL logic level\nfrom the host", "3.3 to 5", "3.3 only", "V"],
            ["Current available at the\n3V3 pin for other parts", "100 max.", "n/a", "mA"],
            ["Operating temperature", "-40 to +85", "-40 to +85", DEG],
            ["Board size", "25.4 x 17.8", "25.4 x 17.8", "mm"],
        ],
        8,
    )
    s.heading("Current draw (typical only)", 10.5, rule=True)
    s.para(
        "Measured at VIN = 5 V, 25 " + DEG + ", power LED connected. Typical values only; "
        "nothing on this list is guaranteed. The NEX-10DOF-L at 3.3 V reads about 0.1 mA lower "
        "in every active row.",
        8,
    )
    s.table(
        [Col("Configuration", 330), Col("Board current", 169, "C")],
        [
            ["All four sensors running (accel + gyro 1 kHz, mag 100 Hz, baro 25 Hz)", "4.8 mA"],
            ["Accelerometer + gyroscope only, 1 kHz", "3.9 mA"],
            ["Barometer only, 1 Hz, ultra-low-power oversampling", "1.05 mA"],
            ["Power LED alone", "1.0 mA"],
            ["All sensors asleep, LDO and shifter still powered", "0.12 mA"],
        ],
        8,
    )
    s.para(
        "Going lower: on the NEX-10DOF-L there is no LDO to feed, so with JP1 cut and all "
        "sensors asleep the whole board sits at about 9 " + MU + "A. On the NEX-10DOF the LDO "
        "alone keeps it near 0.1 mA.",
        8,
    )
    s.add_page()
    s.heading("Sensor characteristics", 10.5, rule=True)
    s.para("Sensor IC figures as published by the IC makers; typical at 25 " + DEG + ".", 8)
    s.table(
        [
            Col("", 104),
            Col("Accelerometer\n(U1)", 98, "C"),
            Col("Gyroscope\n(U1)", 98, "C"),
            Col("Magnetometer\n(U2)", 98, "C"),
            Col("Barometer\n(U3)", 101, "C"),
        ],
        [
            [
                "Full-scale range",
                PM + "2/" + PM + "4/" + PM + "8/" + PM + "16 g",
                PM + "250 ... " + PM + "2000 dps",
                PM + "4900 " + MU + "T",
                "300 to 1100 hPa",
            ],
            ["Output word", "16 bit", "16 bit", "16 bit", "20 bit"],
            [
                "Resolution",
                "0.061 mg/LSB\n(" + PM + "2 g)",
                "7.6 mdps/LSB\n(" + PM + "250 dps)",
                "0.15 " + MU + "T/LSB",
                "0.16 Pa",
            ],
            ["Output data rate", "up to 1.6 kHz", "up to 6.4 kHz", "up to 100 Hz", "up to 157 Hz"],
            [
                "Accuracy",
                "zero-g offset\n" + PM + "40 mg",
                "zero-rate offset\n" + PM + "3 dps",
                "offset\n" + PM + "0.3 " + MU + "T",
                PM + "1.0 hPa abs.\n(0 to 65 " + DEG + ")",
            ],
        ],
        7.5,
    )
    s.para(
        "The barometer also reports die temperature from -40 to +85 "
        + DEG
        + " with "
        + PM
        + "1 "
        + DEG
        + " accuracy; it is not an air-temperature sensor when the board sits in an enclosure.",
        8,
    )
    s.heading("Bus map", 10.5, rule=True)
    s.para(
        "Everything talks I2C on one pair of wires. The ID column is the value read back from "
        "each chip's identity register; it is not an address.",
        8,
    )
    s.table(
        [
            Col("Chip", 110),
            Col("7-bit address", 140, "C"),
            Col("ID register", 120, "C"),
            Col("ID value", 129, "C"),
        ],
        [
            ["U1 accel / gyro", "0x68 (AD0 low)\n0x69 (AD0 high)", "0x75", "0x71"],
            ["U2 magnetometer", "0x0C (fixed)", "0x00", "0x48"],
            ["U3 barometer", "0x76 (SDO low)\n0x77 (SDO high)", "0xD0", "0x58"],
        ],
        8,
    )
    s.heading("Header", 10.5, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("What it does", 389)],
        [
            ["1", "VIN", "Power in (see Board ratings)"],
            ["2", "3V3", "Regulator output (NEX-10DOF) / power in (NEX-10DOF-L)"],
            ["3", "GND", "Ground"],
            ["4", "SCL", "I2C clock"],
            ["5", "SDA", "I2C data"],
            ["6", "INT", "U1 interrupt, push-pull, 3.3 V"],
            ["7", "DRDY", "U2 data ready, push-pull, 3.3 V"],
        ],
        8,
    )
    s.heading("FAQ", 10.5, rule=True)
    s.para(
        "Q: Will it work with a 5 V Arduino Uno?  A: The NEX-10DOF, yes: power VIN from 5 V and "
        "wire SDA / SCL straight across, the shifter handles the levels. The NEX-10DOF-L, no: "
        "it has no regulator, and 5 V on its VIN is above the 3.9 V it can survive.",
        8,
    )
    s.para(
        "Q: How fast can I clock the bus?  A: The shifter on the NEX-10DOF limits SCL to "
        "400 kHz. The NEX-10DOF-L has no shifter, so fast-mode plus (1 MHz) works.",
        8,
    )
    s.para(
        "Q: Is there SPI?  A: No. U1 can do SPI, but only I2C is brought out to the header.",
        8,
    )
    revision_table(
        s,
        [
            ["2023-05-02", "A", "First release"],
            ["2023-11-20", "C", "NEX-10DOF-L build added; sleep current note"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "nex-10dof.pdf")


# --------------------------------------------------------------- SD breakout (Perth)
def sdxls5(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="SWANLINE ELECTRONICS  " + MD + "  Perth WA",
        header_right="Data card: Cat. XS-2291 / XS-2292",
        footer_left="Swanline Electronics data cards are written by our bench staff. Prices in AUD"
        " incl. GST.",
        footer_right="Data card {page}/{nb}",
        rule_color=(120, 70, 30),
        table_fill=(240, 228, 214),
        accent=(110, 60, 20),
        grid=False,
    )
    s = Sheet(style, "SDX-LS5 SD card breakout with level shifting")
    s.add_page()
    s.title_block(
        "SDX-LS5 / SDX-LS5M",
        "SD card breakout with 5 V level shifting (SDX-LS5: full-size SD, SDX-LS5M: microSD)",
        "Cat. XS-2291 SDX-LS5  AUD 8.95   |   Cat. XS-2292 SDX-LS5M  AUD 7.45",
        18,
    )

    def left() -> None:
        s.heading("Specifications", 10)
        s.lines(
            [
                "Power in, 5V pin: 4.5 " + ND + " 5.5 V (on-board 3.3 V LDO)",
                "Power in, 3V3 pin: 3.0 " + ND + " 3.6 V (LDO bypassed)",
                "Host side: SPI mode only, 5 V tolerant inputs",
                "Buffer: 74LVC125A, one gate per line",
                "Card current: card dependent, see table",
                "Working temperature: 0 " + ND + " 70 " + DEG,
            ],
            8,
            4,
        )

    def right() -> None:
        s.heading("In the bag", 10)
        s.bullets(
            [
                "1 x assembled breakout",
                "1 x 8-pin 2.54 mm header (loose)",
                "No card supplied",
            ],
            8,
        )
        s.heading("Good with", 10)
        s.bullets(["Arduino Uno / Mega / Nano", "ESP32, ESP8266", "Raspberry Pi Pico"], 8)

    s.side_by_side(left, right, 290, 16, box=True)
    s.heading("Electrical characteristics", 10.5, rule=True)
    s.para("TA = 25 " + DEG + ", supply on the 5V pin = 5.0 V unless noted.", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Conditions", 129),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Supply voltage, 5V pin", "V5V", "LDO in circuit", "4.5", "5.0", "5.5", "V"],
            ["Supply voltage, 3V3 pin", "V3V3", "nothing on 5V pin", "3.0", "3.3", "3.6", "V"],
            ["Board current, no card", "IQ", "", "", "0.2", "", "mA"],
            ["Current, card reading", "IRD", "8 GB SDHC class 10", "", "25", "", "mA"],
            ["Current, card writing", "IWR", "8 GB SDHC class 10", "", "65", "100", "mA"],
            ["", "VIH", "CS, SCK, MOSI", "2.0", "", "5.5", "V"],
            ["", "VIL", "CS, SCK, MOSI", "", "", "0.8", "V"],
            ["", "VOH", "MISO, IOH = -1 mA", "3.1", "", "", "V"],
            ["", "VOL", "MISO, IOL = 4 mA", "", "", "0.4", "V"],
            ["SPI clock", "fSCK", "through the buffer", "", "", "25", "MHz"],
        ],
        7.5,
    )
    s.heading("Do not exceed", 10.5, rule=True)
    s.table(
        [Col("Where", 250), Col("Limit", 249, "C")],
        [
            ["5V pin", "6.5 V"],
            ["3V3 pin (feeds the card directly)", "4.0 V"],
            ["CS, SCK, MOSI inputs", "-0.5 to 6.5 V"],
        ],
        8,
    )
    s.add_page()
    s.heading("Header pins (left to right, card side up)", 10.5, rule=True)
    s.table(
        [Col("#", 30, "C"), Col("Label", 60, "C"), Col("Notes", 409)],
        [
            ["1", "GND", "Ground"],
            ["2", "3V3", "3.3 V out when powered from 5V (up to 150 mA for the card), or 3.3 V in"],
            ["3", "5V", "5 V in"],
            ["4", "CS", "Chip select, active low"],
            ["5", "MOSI", "Data to card"],
            ["6", "SCK", "Clock"],
            ["7", "MISO", "Data from card, 3.3 V level"],
            ["8", "CD", "Card detect switch to GND when a card is in (SDX-LS5M only)"],
        ],
        8,
    )
    s.heading("Card socket contacts (for reference)", 10.5, rule=True)
    s.table(
        [Col("SD pin", 70, "C"), Col("microSD pin", 80, "C"), Col("SPI use", 349)],
        [
            ["1", "2", "CS"],
            ["2", "3", "DI (MOSI)"],
            ["3, 6", "6", "VSS"],
            ["4", "4", "VDD 3.3 V"],
            ["5", "5", "CLK"],
            ["7", "7", "DO (MISO)"],
            ["8, 9", "8, 1", "not used in SPI mode"],
        ],
        8,
    )
    s.heading("Hooking it up", 10.5, rule=True)
    s.para(
        "Arduino Uno: 5V to 5V, GND to GND, CS to D10, MOSI to D11, MISO to D12, SCK to D13. "
        "The MISO line comes back at 3.3 V, which the Uno reads as a HIGH. With a 3.3 V board "
        "(ESP32, Pico) either feed the 5V pin from a 5 V rail or feed the 3V3 pin and leave the "
        "5V pin open.",
        8,
    )
    s.heading("Bench Q & A", 10.5, rule=True)
    s.para(
        "Q: My 64 GB card won't mount.  A: Cards above 32 GB are SDXC and come formatted exFAT. "
        "Most Arduino libraries want FAT16 / FAT32. We test these boards with SD and SDHC cards up "
        "to 32 GB; bigger cards reformatted to FAT32 often work, but we can't promise it.",
        8,
    )
    s.para(
        "Q: Can I use the 4-bit SD bus?  A: No. DAT1 and DAT2 are not wired; the board is SPI "
        "mode only.",
        8,
    )
    s.para(
        "Q: Why the 100 mA figure?  A: That is the worst write current we saw across the cards on "
        "our bench. Budget for it on the 5V pin; some cards draw short spikes above it.",
        8,
    )
    return save(s, out / "sdx-ls5.pdf")


# ------------------------------------------------ rain sensor board (Bosnian / English)
def kisrn393(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Bistrik Elektronika d.o.o.  " + MD + "  Sarajevo",
        header_right="Tehnički list / Technical sheet  KIS-RN393",
        footer_left="Bistrik Elektronika, Sarajevo, BiH  "
        + MD
        + "  zadržavamo pravo izmjena / subject to change",
        footer_right="Str. {page}/{nb}",
        rule_color=(30, 60, 140),
        table_fill=(225, 235, 250),
        accent=(30, 60, 140),
        grid=True,
    )
    s = Sheet(style, "KIS-RN393 rain sensor board")
    s.add_page()
    s.title_block(
        "KIS-RN393",
        "Senzor kiše s komparatorom / Rain sensor board with comparator output",
        "Komplet: pločica senzora 54 x 40 mm + modul s LM393 / Kit: 54 x 40 mm sensing plate + "
        "LM393 comparator board.  Cijena / Price: 6,90 KM",
        20,
    )
    s.heading("1. Opis / Description", 10.5)
    s.para(
        "Kapljice na pločici smanjuju otpor između traka. Modul daje analogni napon AO i "
        "digitalni izlaz DO; prag se podešava potenciometrom. Radni napon: 3,3 " + ND + " 5 V.",
        8,
    )
    s.para(
        "Drops on the plate lower the resistance between its tracks. The board gives an analog "
        "voltage on AO and a digital output on DO; the threshold is set with the trimmer. DO is "
        "the LM393 open-collector output with a 10 k" + OHM + " pull-up to VCC and goes LOW when "
        "the plate is wet.",
        8,
    )
    s.heading("2. Električne karakteristike / Electrical characteristics", 10.5)
    s.para("Ta = 25 " + DEG + ", pločica spojena / plate connected.", 7.5)
    s.table(
        [
            Col("Parametar / Parameter", 165),
            Col("Uslovi / Conditions", 104),
            Col("Min.", 45, "C"),
            Col("Tip. / Typ.", 55, "C"),
            Col("Maks. / Max.", 60, "C"),
            Col("Jed. / Unit", 70, "C"),
        ],
        [
            ["Napon napajanja /\nSupply voltage", "VCC", "3.3", "", "5.0", "V"],
            [
                "Struja napajanja, suho /\nSupply current, dry plate",
                "VCC = 5 V",
                "",
                "3.2",
                "",
                "mA",
            ],
            ["", "VCC = 3.3 V", "", "2.1", "", "mA"],
            [
                "Struja napajanja, mokro /\nSupply current, wet plate",
                "VCC = 5 V, DO LED on",
                "",
                "5.4",
                "",
                "mA",
            ],
            ["", "VCC = 3.3 V, DO LED on", "", "3.6", "", "mA"],
            ["Izlaz DO, nizak nivo /\nDO output low level", "IOL = 4 mA", "", "0.1", "0.4", "V"],
            ["Struja ponora DO /\nDO sink current", "", "", "", "15", "mA"],
            ["Analogni izlaz AO /\nAnalog output AO", "VCC = 5 V", "0", "", "5.0", "V"],
            ["Radna temperatura /\nOperating temperature", "", "-20", "", "+70", DEG],
        ],
        7.5,
    )
    s.heading("3. Granične vrijednosti / Limits", 10.5)
    s.table(
        [Col("Stavka / Item", 300), Col("Vrijednost / Value", 199, "C")],
        [
            ["Maksimalni napon ploče / Board maximum VCC", "5.5 V"],
            ["LM393 (čip sam / chip alone), VCC", "36 V"],
            ["Temperatura skladištenja / Storage temperature", "-40 ... +85 " + DEG],
        ],
        8,
    )
    s.para(
        "Napomena: LM393 podnosi 36 V, ali LED-ovi, potenciometar i otpornici na ploči ne. "
        "Note: the LM393 chip itself is rated to 36 V; the LEDs, trimmer and resistors on the "
        "board are not, so the board is limited to 5.5 V.",
        7.5,
    )
    s.add_page()
    s.heading("4. Priključci / Connections", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Naziv / Name", 90, "C"), Col("Opis / Description", 359)],
        [
            ["1", "VCC", "Napajanje / Supply, 3.3 " + ND + " 5 V"],
            ["2", "GND", "Masa / Ground"],
            ["3", "DO", "Digitalni izlaz / Digital output (LOW = kiša / rain)"],
            ["4", "AO", "Analogni izlaz / Analog output (lower = wetter)"],
            ["P+ / P-", "PLATE", "Pločica senzora / Sensing plate, 2-pin"],
        ],
        8,
    )
    s.heading("5. Indikatori / Indicators", 10.5)
    s.table(
        [Col("LED", 120, "C"), Col("Boja / Colour", 120, "C"), Col("Značenje / Meaning", 259)],
        [
            ["PWR", "crvena / red", "napajanje prisutno / power present"],
            ["DO", "zelena / green", "DO = LOW, pločica mokra / plate wet"],
        ],
        8,
    )
    s.heading("6. Pitanja i odgovori / Questions and answers", 10.5)
    s.para(
        "P: Može li pločica stalno biti vani? / Q: Can the plate stay outside all the time?  "
        "O / A: Da, ali trake korodiraju za nekoliko mjeseci ako je napon stalno prisutan. Yes, "
        "but the tracks corrode within months under constant voltage; power the board from a "
        "GPIO only while you read it.",
        8,
    )
    s.para(
        "P: Na koliko mm/h kiše reaguje? / Q: At how many mm/h of rain does it switch?  "
        "O / A: To zavisi od podešenja potenciometra i nagiba pločice; ne dajemo vrijednost. "
        "That depends on the trimmer setting and the tilt of the plate; we do not give a figure.",
        8,
    )
    s.para(
        "P: Radi li s 3,3 V mikrokontrolerom? / Q: Does it work with a 3.3 V microcontroller?  "
        "O / A: Da. Napajajte modul s 3,3 V, tada su AO i DO u opsegu 0 " + ND + " 3,3 V. "
        "Yes. Power the board from 3.3 V and both AO and DO stay within 0 " + ND + " 3.3 V.",
        8,
    )
    s.heading("7. Mehanički podaci / Mechanical data", 10.5)
    s.table(
        [Col("Dio / Part", 200), Col("Dimenzije / Size", 150, "C"), Col("Masa / Mass", 149, "C")],
        [
            ["Pločica senzora / Sensing plate", "54 x 40 x 1.6 mm", "7 g"],
            ["Modul / Comparator board", "32 x 14 mm", "3 g"],
            ["Kabl / Cable (Dupont F-F)", "200 mm", "2 g"],
        ],
        8,
    )
    return save(s, out / "kis-rn393.pdf")


# ----------------------------------------------- buck-boost USB-C PD sink controller IC
def qpd3620(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="YUXIN MICROELECTRONICS (CHONGQING) CO., LTD.",
        header_right="QPD3620  Datasheet  YX-DS-3620 V1.2",
        footer_left="Yuxin Microelectronics (Chongqing)  "
        + MD
        + "  Information furnished is believed to be accurate and reliable.",
        footer_right="DS-3620 | {page}-{nb}",
        rule_color=(150, 30, 30),
        table_fill=(245, 225, 225),
        accent=(150, 30, 30),
        grid=True,
    )
    s = Sheet(style, "QPD3620 buck-boost controller with USB-C PD sink")
    s.add_page()
    s.title_block(
        "QPD3620",
        "4-Switch Buck-Boost Controller with Integrated USB Type-C PD 3.0 Sink",
        "QFN-32 4 mm x 4 mm  |  ordering codes QPD3620-09, QPD3620-12, QPD3620-20",
        20,
    )

    def features() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "USB PD 3.0 sink with built-in CC logic (Rd 5.1 k" + OHM + ")",
                "Requests a fixed PDO set by ordering code; PPS not supported",
                "Output 3 V to 22 V set by feedback divider",
                "Up to 100 W with external MOSFETs",
                "300 / 450 / 600 kHz switching, set by the FSW pin",
                "I2C status and control, 400 kHz",
                "Input OVP, output OVP, thermal shutdown",
            ],
            7.5,
        )

    def description() -> None:
        s.heading("GENERAL DESCRIPTION", 9.5)
        s.para(
            "The QPD3620 negotiates a fixed voltage from a USB Type-C PD source and converts it "
            "with a 4-switch buck-boost stage to the voltage the load needs, above or below the "
            "negotiated bus voltage. When the source does not support the requested PDO, the "
            "QPD3620 falls back to 5 V. The output current limit is set by the external sense "
            "resistor (50 mV / RSENSE). Typical uses: USB-C powered routers, 2S to 4S battery "
            "packs with an external charger, 12 V LED and motor loads.",
            7.5,
        )

    s.side_by_side(features, description, 235, 14)
    s.heading("ORDERING INFORMATION", 9.5)
    s.table(
        [
            Col("Part number", 110, "C"),
            Col("Requested PDO", 100, "C"),
            Col("Fallback", 80, "C"),
            Col("Package", 110, "C"),
            Col("Marking", 99, "C"),
        ],
        [
            ["QPD3620-09", "9 V", "5 V", "QFN-32 4x4", "3620A"],
            ["QPD3620-12", "12 V", "5 V", "QFN-32 4x4", "3620B"],
            ["QPD3620-20", "20 V", "5 V", "QFN-32 4x4", "3620D"],
        ],
        7.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS (Note 1)", 9.5)
    s.table(
        [Col("Item", 300), Col("Rating", 130, "C"), Col("Unit", 69, "C")],
        [
            ["VBUS, VIN to GND", "-0.3 to 28", "V"],
            ["CC1, CC2 to GND", "-0.3 to 24", "V"],
            ["SW1, SW2 to GND", "-0.7 to 30", "V"],
            ["VCC (LDO output) to GND", "-0.3 to 6", "V"],
            ["SDA, SCL, INT, EN to GND", "-0.3 to 6", "V"],
            ["Junction temperature", "-40 to 150", DEG],
            ["Storage temperature", "-65 to 150", DEG],
        ],
        7.5,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 9.5)
    s.table(
        [
            Col("Item", 180),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 60, "C"),
            Col("Note", 79, "C"),
        ],
        [
            ["Input voltage", "VIN", "4.5", "24", "V", ""],
            ["Output voltage", "VOUT", "3", "22", "V", ""],
            ["VCC external load", "ICC", "", "20", "mA", ""],
            ["Ambient temperature", "TA", "-40", "85", DEG, "Note 2"],
        ],
        7.5,
    )
    s.para(
        "Note 1: Stresses beyond these ratings may damage the device; operation at them is not "
        "implied. Note 2: Parameters over -40 " + DEG + " to 85 " + DEG + " are guaranteed by "
        "design and characterization.",
        7,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para("VIN = 12 V, TA = 25 " + DEG + ", unless otherwise noted.", 7.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Test condition", 129),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Quiescent current", "IQ", "EN = high, not switching", "", "1.2", "1.8", "mA"],
            ["Shutdown current", "ISD", "EN = 0 V", "", "15", "25", MU + "A"],
            ["VIN UVLO rising", "VUVLO", "", "4.1", "4.3", "4.5", "V"],
            ["VCC LDO voltage", "VCC", "ICC = 10 mA", "4.85", "5.0", "5.15", "V"],
            ["Feedback reference", "VFB", "", "0.99", "1.00", "1.01", "V"],
            ["Switching frequency", "fSW", "FSW = GND", "270", "300", "330", "kHz"],
            ["", "", "FSW = open", "405", "450", "495", "kHz"],
            ["", "", "FSW = VCC", "540", "600", "660", "kHz"],
            ["Current-sense threshold", "VCS", "", "45", "50", "55", "mV"],
            ["CC pull-down resistance", "Rd", "", "4.6", "5.1", "5.6", "k" + OHM],
            ["Input OVP threshold", "VOVP", "QPD3620-20", "", "23.5", "", "V"],
            ["", "VIH", "SDA, SCL, EN", "1.3", "", "", "V"],
            ["", "VIL", "SDA, SCL, EN", "", "", "0.4", "V"],
            ["", "VOL", "SDA, INT, 4 mA sink", "", "", "0.4", "V"],
            ["I2C clock frequency", "fSCL", "", "", "", "400", "kHz"],
            ["Thermal shutdown", "TSD", "hysteresis 20 " + DEG, "", "160", "", DEG],
        ],
        7.5,
    )
    s.heading("I2C INTERFACE", 9.5)
    s.para(
        "The QPD3620 is an I2C target at 7-bit address 0x60. Register 0x00 (DEVICE_ID) reads 0x36 "
        "and register 0x01 (REV) reads 0x12; neither is a bus address. The bus is open drain; "
        "pull SDA and SCL up to 1.8 V, 3.3 V or 5 V.",
        7.5,
    )
    s.heading("REGISTER MAP (excerpt)", 9.5)
    s.table(
        [
            Col("Addr", 50, "C"),
            Col("Name", 90, "C"),
            Col("Reset", 60, "C"),
            Col("Description", 299),
        ],
        [
            ["0x00", "DEVICE_ID", "0x36", "Device identifier (read only)"],
            ["0x01", "REV", "0x12", "Silicon revision"],
            ["0x02", "PD_STATUS", "0x00", "Bit 0: contract; bits 3:1: PDO index"],
            ["0x03", "VBUS_NEG", "0x00", "Negotiated VBUS in 100 mV steps"],
            ["0x04", "CTRL", "0x01", "Bit 0: converter enable; bit 2: force 5 V"],
            ["0x05", "FAULT", "0x00", "OVP, OTP, OCP flags (clear on read)"],
        ],
        7.5,
    )
    s.heading("PIN FUNCTIONS (excerpt)", 9.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1", "VBUS", "USB-C VBUS sense and IC supply"],
            ["3, 4", "CC1, CC2", "Type-C configuration channel"],
            ["9", "FSW", "Switching frequency select (GND / open / VCC)"],
            ["12", "FB", "Output feedback, 1.0 V reference"],
            ["15", "VCC", "5 V LDO output for gate drive, 20 mA spare"],
        ],
        7.5,
    )
    return save(s, out / "qpd3620.pdf")
