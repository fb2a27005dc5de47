"""Hold-out 155 datasheets, part 2: a 4-channel 12 / 16-bit ADC with I2C and a selectable
address, a microSD card breakout with 3.3 V regulator and level shifter, a Wi-Fi serial module
with AT firmware and a Li-ion to 5 V boost converter module.

A Road Town (British Virgin Islands) converter house data sheet ("╔ n" heads, "Ledger n."
captions, a version overview, full-scale range and input impedance stacked per PGA setting with
a unit per line, supply current per mode and temperature, an address table with 8-bit bytes and
a register map as decoys), a Philipsburg (Sint Maarten) maker-store product sheet ("✔" heads,
"Specs #n" captions, column groups per version, supply current stacked per card mode, wiring
notes, FAQ and NAf prices), a Berbera (Somaliland) Wi-Fi module house data sheet ("╤ n"
upper-case heads, "T-n |" captions, a version table, supply current per radio mode, TX power
per rate, the baud rate only in prose, pin and AT-command tables as decoys) and a Pago Pago
(American Samoa) maker-store sheet ("✹" upper-case heads, "Quick table n" captions, output
current stacked per input and output voltage in version columns, "read this first" notes,
FAQ and USD prices).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
TIMES = "\u00d7"
ARROW = "\u2192"
MID = "\u00b7"
DBL = "\u2554"
TEE = "\u2564"
CHECK = "\u2714"
SUN = "\u2739"


def dbl_head(n: int, title: str) -> str:
    return DBL + " " + str(n) + "  " + title


def tee_head(n: int, title: str) -> str:
    return TEE + " " + str(n) + "  " + title


# ------------------------------------------------ 4-channel ADC with I2C (Road Town)
def rta1012(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="SAGE MOUNTAIN CONVERTERS",
        header_right="RTA1012, RTA1016  " + MID + "  SMC-1012 issue 4",
        footer_left="Sage Mountain Converters Ltd.  "
        + MID
        + "  Wickhams Cay II  "
        + MID
        + "  Road Town, Tortola  "
        + MID
        + "  British Virgin Islands",
        footer_right="SMC-1012 issue 4 " + MID + " {page} of {nb}",
        rule_color=(104, 70, 110),
        table_fill=(238, 230, 240),
        accent=(88, 50, 96),
        grid=True,
    )
    s = Sheet(style, "RTA1012 / RTA1016 4-channel I2C ADCs")
    s.add_page()
    s.title_block(
        "RTA1012 / RTA1016",
        "Low-Power 4-Channel ADCs with I" + SQ + "C Interface, PGA, Comparator and Internal "
        "Reference",
        "RTA1012: 12 bits, up to 3300 SPS   "
        + MID
        + "   RTA1016: 16 bits, up to 860 SPS   "
        + MID
        + "   MSOP-10 and X2QFN-10",
        21,
    )

    def features() -> None:
        s.heading(dbl_head(1, "Features"), 10)
        s.bullets(
            [
                "Wide supply range: 2.0 V to 5.5 V",
                "Low current: 150 " + MU + "A in continuous mode",
                "Four single-ended or two differential inputs",
                "Programmable gain: full-scale " + PM + "0.256 V to " + PM + "6.144 V",
                "Four I" + SQ + "C addresses set by one pin",
                "Programmable comparator with ALERT/RDY pin",
                "Operating temperature -40 " + DEG + " to +125 " + DEG,
            ],
            7.8,
        )

    def description() -> None:
        s.heading(dbl_head(2, "Description"), 10)
        s.para(
            "The RTA1012 and RTA1016 are precision delta-sigma ADCs in 10-pin packages. Both "
            "contain an input multiplexer, a programmable gain amplifier (PGA), a voltage "
            "reference, an oscillator and an I" + SQ + "C interface. They convert either "
            "continuously or once per request (single-shot) and power down automatically after "
            "a single-shot conversion.",
            7.8,
        )
        s.para(
            "The RTA1012 trades resolution for speed (12 bits, 3300 SPS); the RTA1016 is the "
            "16-bit version for slow, precise signals. Pinout and registers are the same.",
            7.8,
        )

    s.side_by_side(features, description, 245, 16)
    s.heading(dbl_head(3, "Version overview"), 10, rule=True)
    s.caption("Ledger 1.  Differences between the versions")
    s.table(
        [Col("Item", 150), Col("RTA1012", 175, "C"), Col("RTA1016", 174, "C")],
        [
            ["Resolution", "12 bits", "16 bits"],
            [
                "Data rates (SPS)",
                "128, 250, 490, 920, 1600, 2400, 3300",
                "8, 16, 32, 64, 128, 250, 475, 860",
            ],
            ["Default data rate", "1600 SPS", "128 SPS"],
            ["LSB size at FSR = " + PM + "2.048 V", "1 mV", "62.5 " + MU + "V"],
            ["Integral nonlinearity, max.", "1 LSB", "1 LSB"],
        ],
        7.4,
    )
    s.heading(dbl_head(4, "Electrical characteristics"), 10, rule=True)
    s.caption(
        "Ledger 2.  Electrical characteristics (TA = 25 " + DEG + ", VDD = 3.3 V, both "
        "versions, unless noted)"
    )
    s.table(
        [
            Col("Parameter", 102),
            Col("Conditions", 150),
            Col("Min", 48, "C"),
            Col("Typ", 48, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 91, "C"),
        ],
        [
            [
                "Full-scale input\nrange (FSR)",
                "PGA = 2/3\nPGA = 1\nPGA = 2 (default)\nPGA = 4\nPGA = 8\nPGA = 16",
                "",
                PM
                + "6.144\n"
                + PM
                + "4.096\n"
                + PM
                + "2.048\n"
                + PM
                + "1.024\n"
                + PM
                + "0.512\n"
                + PM
                + "0.256",
                "",
                "V",
            ],
            ["Analog input voltage", "any AINx to GND", "GND", "", "VDD", "V"],
            [
                "Differential input\nimpedance",
                "FSR = " + PM + "6.144 V\nFSR = " + PM + "4.096 V\nFSR = " + PM + "2.048 V\n"
                "FSR = " + PM + "0.512 V, " + PM + "0.256 V",
                "",
                "22\n15\n4.9\n710",
                "",
                "M" + OHM + "\nM" + OHM + "\nM" + OHM + "\nk" + OHM,
            ],
            ["Data rate variation", "all data rates", "-10", "", "+10", "%"],
            ["Supply voltage", "VDD", "2.0", "", "5.5", "V"],
            [
                "Supply current",
                "power-down, TA = 25 " + DEG + "\npower-down, -40 to +125 " + DEG + "\n"
                "converting, TA = 25 " + DEG + "\nconverting, -40 to +125 " + DEG,
                "",
                "0.5\n\n150\n",
                "2\n5\n200\n300",
                MU + "A",
            ],
            [
                "Power dissipation",
                "VDD = 5.0 V\nVDD = 3.3 V\nVDD = 2.0 V",
                "",
                "0.9\n0.5\n0.3",
                "",
                "mW",
            ],
            ["Input high voltage", "SDA, SCL, ADDR", "0.7 VDD", "", "5.5", "V"],
            ["Input low voltage", "SDA, SCL, ADDR", "GND - 0.5", "", "0.3 VDD", "V"],
            ["Output low voltage", "SDA, ALERT/RDY, IOL = 3 mA", "GND", "0.15", "0.4", "V"],
            ["I" + SQ + "C clock", "standard / fast / high-speed", "0.01", "", "3400", "kHz"],
            ["Operating temperature", "", "-40", "", "+125", DEG],
        ],
        7.2,
    )
    s.heading(dbl_head(5, "Absolute maximum ratings"), 10, rule=True)
    s.caption("Ledger 3.  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 230), Col("Min", 80, "C"), Col("Max", 90, "C"), Col("Unit", 99, "C")],
        [
            ["VDD to GND", "-0.3", "7", "V"],
            ["Analog input voltage", "GND - 0.3", "VDD + 0.3", "V"],
            ["Digital input voltage (SDA, SCL, ADDR, ALERT/RDY)", "GND - 0.5", "5.5", "V"],
            ["Input current, continuous, any pin but supply", "-10", "10", "mA"],
            ["Storage temperature", "-60", "+150", DEG],
        ],
        7.2,
    )

    s.add_page()
    s.heading(dbl_head(6, "I" + SQ + "C address selection"), 10, rule=True)
    s.caption("Ledger 4.  ADDR pin connection and slave address")
    s.table(
        [
            Col("ADDR pin to", 100, "C"),
            Col("7-bit address", 100, "C"),
            Col("Binary", 100, "C"),
            Col("Write byte", 100, "C"),
            Col("Read byte", 99, "C"),
        ],
        [
            ["GND", "0x48", "1001000", "0x90", "0x91"],
            ["VDD", "0x49", "1001001", "0x92", "0x93"],
            ["SDA", "0x4A", "1001010", "0x94", "0x95"],
            ["SCL", "0x4B", "1001011", "0x96", "0x97"],
        ],
        7.4,
    )
    s.para(
        "The ADDR pin is sampled continuously, so it must not float. Up to four devices can share "
        "one bus. The address cannot be changed by software.",
        7.8,
    )
    s.heading(dbl_head(7, "Registers"), 10, rule=True)
    s.caption("Ledger 5.  Register map")
    s.table(
        [Col("Pointer", 60, "C"), Col("Register", 110), Col("Reset", 60, "C"), Col("Content", 269)],
        [
            ["00", "Conversion", "0000h", "result, left-aligned (RTA1012: bits 15:4)"],
            ["01", "Config", "8583h", "OS, MUX[2:0], PGA[2:0], MODE, DR[2:0], comparator bits"],
            ["02", "Lo_thresh", "8000h", "comparator low threshold"],
            ["03", "Hi_thresh", "7FFFh", "comparator high threshold"],
        ],
        7.4,
    )
    s.para(
        "Config defaults: MUX = 000 (AIN0 - AIN1), PGA = 010 (" + PM + "2.048 V), MODE = 1 "
        "(single-shot), DR = 100 (1600 SPS on the RTA1012, 128 SPS on the RTA1016), comparator "
        "off. For single-ended inputs set MUX = 100 " + ELL + " 111 (AIN0 " + ELL + " AIN3 to "
        "GND).",
        7.8,
    )
    s.heading(dbl_head(8, "Application information"), 10, rule=True)
    s.heading("Input range and supply", 8.8)
    s.para(
        "The full-scale ranges of " + PM + "6.144 V and " + PM + "4.096 V describe the scaling of "
        "the ADC only. No analog input may go more than 0.3 V above VDD or 0.3 V below GND, "
        "whatever range is set. With VDD = 3.3 V the largest input that can be measured is "
        "3.3 V; a 5 V signal must be divided down first.",
        7.8,
    )
    s.heading("Single-ended measurements", 8.8)
    s.para(
        "With one input tied to GND the result can only be positive, so single-ended readings "
        "use half the code range: 11 bits on the RTA1012 and 15 bits on the RTA1016.",
        7.8,
    )
    s.heading("Mixed-voltage buses", 8.8)
    s.para(
        "SDA, SCL and ALERT/RDY are open-drain and tolerate 5.5 V independent of VDD. The device "
        "can therefore be powered from 3.3 V while its bus is pulled up to 5 V by a 5 V host.",
        7.8,
    )
    s.heading("Conversion ready", 8.8)
    s.para(
        "Writing 1 to the MSB of Hi_thresh and 0 to the MSB of Lo_thresh turns ALERT/RDY into a "
        "conversion-ready output (pulse of 8 " + MU + "s in continuous mode). ALERT/RDY is open "
        "drain and needs a pull-up.",
        7.8,
    )
    s.caption("Ledger 6.  Ordering information")
    s.table(
        [
            Col("Order number", 130),
            Col("Version", 100, "C"),
            Col("Package", 120, "C"),
            Col("Packing", 149, "C"),
        ],
        [
            ["RTA1012IDGS", "RTA1012", "MSOP-10", "tube, 80 pcs"],
            ["RTA1012IRUG", "RTA1012", "X2QFN-10", "reel, 3000 pcs"],
            ["RTA1016IDGS", "RTA1016", "MSOP-10", "tube, 80 pcs"],
            ["RTA1016IRUG", "RTA1016", "X2QFN-10", "reel, 3000 pcs"],
        ],
        7.4,
    )
    return save(s, out / "rta1012.pdf")


# ------------------------------------------------ microSD breakout (Philipsburg)
def gbysd35(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="GREAT BAY MAKER SUPPLY",
        header_right="GBY-SD35 / GBY-SD35L  " + MID + "  product sheet",
        footer_left="Great Bay Maker Supply  "
        + MID
        + "  Front Street 41  "
        + MID
        + "  Philipsburg  "
        + MID
        + "  Sint Maarten  "
        + MID
        + "  prices in NAf incl. 5 % TOT",
        footer_right="({page}/{nb})",
        rule_color=(22, 130, 118),
        table_fill=(222, 243, 239),
        accent=(10, 100, 92),
        grid=False,
    )
    s = Sheet(style, "GBY-SD35 / GBY-SD35L microSD card breakout")
    s.add_page()
    s.title_block(
        "GBY-SD35 / GBY-SD35L",
        "microSD Card Breakout " + NDASH + " SPI, with 3.3 V Regulator and Level Shifter",
        "SKU GBM-0335 (GBY-SD35, 5 V version)  NAf 9.95    |    SKU GBM-0336 (GBY-SD35L, 3.3 V "
        "version)  NAf 7.50",
        19,
    )

    def what() -> None:
        s.heading(CHECK + " What it is", 10)
        s.para(
            "A microSD socket on a small board, for data loggers and audio players. SD cards run "
            "at 3.3 V and are damaged by 5 V signals. The GBY-SD35 therefore carries a 3.3 V "
            "regulator and a buffer that turns 5 V logic into 3.3 V logic, so it plugs straight "
            "into a 5 V Arduino.",
            7.8,
        )
        s.para(
            "The GBY-SD35L is the bare version for 3.3 V boards: no regulator, no buffer, the "
            "card is wired directly to the header.",
            7.8,
        )

    def facts() -> None:
        s.heading(CHECK + " Quick facts", 10)
        s.bullets(
            [
                "GBY-SD35: VCC 4.5 " + NDASH + " 5.5 V, 5 V or 3.3 V logic",
                "GBY-SD35L: VCC 3.0 " + NDASH + " 3.6 V, 3.3 V logic only",
                "microSD and microSDHC cards up to 32 GB",
                "SPI mode only",
                "Push-push socket with card-detect switch",
                "24 x 30 mm, two M2.5 holes",
            ],
            7.8,
        )

    s.side_by_side(what, facts, 265, 16)
    s.heading(CHECK + " Specifications", 10.5, rule=True)
    s.caption("Specs #1  Electrical data per version (TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Item", 96),
            Col("Conditions", 112),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Unit", 87, "C"),
        ],
        [
            ["Supply voltage", "VCC pin", "4.5", "5.0", "5.5", "3.0", "3.3", "3.6", "V"],
            [
                "Card supply",
                "on board, IOUT " + LE + " 150 mA",
                "3.20",
                "3.30",
                "3.40",
                DASH,
                "VCC",
                DASH,
                "V",
            ],
            ["Regulator dropout", "IOUT = 100 mA", "", "1.1", "1.3", DASH, DASH, DASH, "V"],
            ["3V3 pin output\ncurrent", "for other parts", "", "", "150", DASH, DASH, DASH, "mA"],
            ["Logic input high\n(CS, SCK, MOSI)", "", "2.0", "", "5.5", "2.3", "", "3.6", "V"],
            ["Logic input low\n(CS, SCK, MOSI)", "", "", "", "0.8", "", "", "1.0", "V"],
            ["MISO output high", "IOH = -4 mA", "2.9", "3.3", "", "2.8", "3.3", "", "V"],
            ["SPI clock", "SCK", "", "", "12", "", "", "25", "MHz"],
            [
                "Supply current",
                "idle, card in, CS high\nreading\nwriting",
                "",
                "6.5\n30\n55",
                "\n\n100",
                "",
                "0.4\n25\n50",
                "\n\n100",
                "mA",
            ],
            ["Power LED", "", "", "1.2", "", DASH, DASH, DASH, "mA"],
            ["Operating temp.", "board", "-20", "", "+80", "-20", "", "+80", DEG],
        ],
        7.1,
        head_rows=[["", "", "GBY-SD35", "<", "<", "GBY-SD35L", "<", "<", ""]],
    )
    s.para(
        "The supply current of the GBY-SD35 includes the regulator's own 5 mA and the power LED. "
        "Card currents differ from card to card; the figures are for the 16 GB card we sell.",
        7.4,
    )
    s.heading(CHECK + " Limits", 10.5, rule=True)
    s.caption("Specs #2  Do not exceed")
    s.table(
        [Col("Item", 220), Col("GBY-SD35", 140, "C"), Col("GBY-SD35L", 139, "C")],
        [
            ["VCC to GND", "-0.3 " + ELL + " 12 V", "-0.3 " + ELL + " 3.8 V"],
            ["CS, SCK, MOSI to GND", "-0.3 " + ELL + " 6.0 V", "-0.3 " + ELL + " 3.9 V"],
            ["Storage temperature", "-40 " + ELL + " +85 " + DEG, "-40 " + ELL + " +85 " + DEG],
        ],
        7.1,
    )
    s.heading(CHECK + " Pins", 10.5, rule=True)
    s.caption("Specs #3  Header, 8 pins, 2.54 mm")
    s.table(
        [Col("Pin", 34, "C"), Col("Name", 56, "C"), Col("GBY-SD35", 205), Col("GBY-SD35L", 204)],
        [
            ["1", "GND", "ground", "ground"],
            ["2", "VCC", "4.5 " + NDASH + " 5.5 V in", "3.0 " + NDASH + " 3.6 V in"],
            ["3", "3V3", "3.3 V out from the regulator", "not connected"],
            ["4", "CS", "chip select, 5 V or 3.3 V logic", "chip select, 3.3 V logic"],
            ["5", "MOSI", "data to card, 5 V or 3.3 V logic", "data to card, 3.3 V logic"],
            ["6", "SCK", "clock, 5 V or 3.3 V logic", "clock, 3.3 V logic"],
            ["7", "MISO", "data from card, 3.3 V, tri-state", "data from card, direct"],
            ["8", "CD", "card detect, to GND with card in", "card detect, to GND with card in"],
        ],
        7.1,
    )

    s.add_page()
    s.heading(CHECK + " Wiring notes", 10.5, rule=True)
    s.bullets(
        [
            "5 V Arduino boards (Uno, Nano, Mega): use the GBY-SD35 with VCC on 5V. Do not use "
            "the GBY-SD35L there: its inputs take at most 3.6 V.",
            "3.3 V boards (ESP32, RP2040, STM32): use the GBY-SD35L on 3V3, or the GBY-SD35 on "
            "the 5 V / VBUS pin; its inputs accept 3.3 V logic.",
            "Do not feed 3.3 V into VCC of the GBY-SD35. The regulator then drops out, the card "
            "gets about 2.2 V and most cards will not start.",
            "MISO of the GBY-SD35 swings 0 to 3.3 V. 5 V AVR boards read this correctly.",
            "The GBY-SD35 buffers MISO with a gate that is switched off while CS is high, so other "
            "SPI parts can share the bus. The GBY-SD35L wires MISO straight to the card; some "
            "cards keep driving MISO after CS goes high. Put it on its own bus or test first.",
            "Keep the SPI wires shorter than 20 cm at the highest clock.",
        ],
        7.8,
    )
    s.heading(CHECK + " FAQ", 10.5, rule=True)
    faq = [
        (
            "Which cards work?",
            "microSD (up to 2 GB, FAT16) and microSDHC (4 to 32 GB, FAT32). microSDXC cards "
            "(64 GB and larger) come formatted exFAT, which most microcontroller SD libraries "
            "cannot read. Reformat them to FAT32 at your own risk or use a 32 GB card. We test "
            "up to 32 GB.",
        ),
        (
            "How much current does my supply need?",
            "Plan 100 mA for the card while writing. A few cards draw short peaks of up to "
            "200 mA when they start up; add a 47 " + MU + "F capacitor close to VCC if your "
            "supply is weak.",
        ),
        (
            "Can I use the 4-bit SD bus for more speed?",
            "No. DAT1 and DAT2 of the socket are not connected; the board works in SPI mode only.",
        ),
        (
            "Can I hot-swap the card?",
            "Yes, electrically. Close your files before you pull the card, or the file system "
            "may be corrupted. Use the CD pin to detect removal.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 7.8)
    s.heading(CHECK + " Price list", 10.5, rule=True)
    s.caption("Specs #4  Prices in NAf, incl. 5 % TOT")
    s.table(
        [Col("SKU", 100), Col("Item", 240), Col("Pack", 70, "C"), Col("Price", 89, "C")],
        [
            ["GBM-0335", "GBY-SD35 microSD breakout, 5 V version", "1 pc", "9.95"],
            ["GBM-0335-5", "GBY-SD35 microSD breakout, 5 V version", "5 pcs", "44.00"],
            ["GBM-0336", "GBY-SD35L microSD breakout, 3.3 V version", "1 pc", "7.50"],
            ["GBM-0336-5", "GBY-SD35L microSD breakout, 3.3 V version", "5 pcs", "33.00"],
            ["GBM-0390", "microSDHC card 16 GB, class 10", "1 pc", "14.25"],
        ],
        7.1,
    )
    s.para("Sheet of 2024-05-06. Stock and prices can change; check the shop.", 7.0)
    return save(s, out / "gby-sd35.pdf")


# ------------------------------------------------ Wi-Fi AT module (Berbera)
def dlw01(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="DAALLO WIRELESS",
        header_right="DLW-01 / DLW-01U Module Datasheet V1.6",
        footer_left="Daallo Wireless Ltd.  "
        + MID
        + "  Berbera Port Road  "
        + MID
        + "  Berbera  "
        + MID
        + "  Somaliland",
        footer_right="V1.6 " + DASH + " {page}/{nb}",
        rule_color=(60, 60, 140),
        table_fill=(230, 230, 246),
        accent=(50, 50, 120),
        grid=True,
    )
    s = Sheet(style, "DLW-01 / DLW-01U Wi-Fi serial module")
    s.add_page()
    s.title_block(
        "DLW-01 / DLW-01U",
        "2.4 GHz Wi-Fi Serial Module with AT Firmware",
        "IEEE 802.11 b/g/n  "
        + MID
        + "  3.3 V  "
        + MID
        + "  UART AT commands  "
        + MID
        + "  8-pin 2 x 4 header, 2.54 mm",
        22,
    )
    s.heading(tee_head(1, "OVERVIEW"), 10, rule=True)
    s.para(
        "The DLW-01 is a small Wi-Fi module with a 32-bit single-core Wi-Fi SoC, SPI flash and "
        "a 26 MHz crystal. It ships with AT firmware: a host microcontroller sends text commands "
        "over the UART to join a network and open TCP or UDP connections. The module can also be "
        "reprogrammed with user firmware. The DLW-01U has an antenna connector instead of the "
        "PCB antenna and more flash.",
        7.8,
    )
    s.heading(tee_head(2, "VERSIONS"), 10, rule=True)
    s.caption("T-1 | Version differences")
    s.table(
        [Col("Item", 150), Col("DLW-01", 175, "C"), Col("DLW-01U", 174, "C")],
        [
            ["Antenna", "PCB trace antenna, 2 dBi", "u.FL (IPEX) connector, antenna not included"],
            ["Flash", "1 MB", "4 MB"],
            ["Size", "24.8 x 14.3 mm", "24.8 x 14.3 mm (+1.5 mm connector)"],
            ["Operating temperature", "-20 ~ +70 " + DEG, "-40 ~ +85 " + DEG],
            ["Order code", "DLW-01-AT", "DLW-01U-AT"],
        ],
        7.4,
    )
    s.heading(tee_head(3, "ELECTRICAL CHARACTERISTICS"), 10, rule=True)
    s.caption("T-2 | DC characteristics (VCC = 3.3 V, TA = 25 " + DEG + ", both versions)")
    s.table(
        [
            Col("Parameter", 118),
            Col("Condition", 170),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 61, "C"),
        ],
        [
            ["Supply voltage", "VCC", "3.0", "3.3", "3.6", "V"],
            ["Input high voltage", "VIH", "0.75 VCC", "", "3.6", "V"],
            ["Input low voltage", "VIL", "-0.3", "", "0.25 VCC", "V"],
            ["Output high voltage", "VOH", "0.8 VCC", "", "", "V"],
            ["Output low voltage", "VOL", "", "", "0.1 VCC", "V"],
            ["GPIO output current", "per pin", "", "", "12", "mA"],
            [
                "Supply current",
                "TX 802.11b, 1 Mbps, +19.5 dBm\nTX 802.11g, 54 Mbps, +15.5 dBm\nTX 802.11n, MCS7, "
                "+13.5 dBm\nRX, listening\nmodem-sleep\nlight-sleep\ndeep-sleep",
                "",
                "170\n140\n120\n56\n15\n0.9\n20",
                "",
                "mA\nmA\nmA\nmA\nmA\nmA\n" + MU + "A",
            ],
        ],
        7.2,
    )
    s.para(
        "During RF calibration right after power-up and in TX bursts the module draws peaks of "
        "up to 320 mA for a few milliseconds. The 3.3 V supply must deliver at least 400 mA "
        "without dropping below 3.0 V; place 100 " + MU + "F next to VCC.",
        7.4,
    )
    s.heading(tee_head(4, "RF CHARACTERISTICS"), 10, rule=True)
    s.caption("T-3 | Radio (TA = 25 " + DEG + ", VCC = 3.3 V)")
    s.table(
        [
            Col("Parameter", 118),
            Col("Condition", 170),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 61, "C"),
        ],
        [
            ["Frequency range", "channels 1 " + ELL + " 14", "2412", "", "2484", "MHz"],
            ["Standards", "802.11 b / g / n (HT20)", "", "", "", ""],
            [
                "TX power",
                "802.11b, 1 Mbps\n802.11b, 11 Mbps\n802.11g, 54 Mbps\n802.11n, MCS7",
                "",
                "19.5\n18.5\n15.5\n13.5",
                "",
                "dBm",
            ],
            [
                "RX sensitivity",
                "802.11b, 11 Mbps\n802.11g, 54 Mbps\n802.11n, MCS7",
                "",
                "-91\n-75\n-72",
                "",
                "dBm",
            ],
        ],
        7.2,
    )
    s.heading(tee_head(5, "ABSOLUTE MAXIMUM RATINGS"), 10, rule=True)
    s.caption("T-4 | Absolute maximum ratings")
    s.table(
        [Col("Parameter", 250), Col("Rating", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage VCC", "-0.3 ~ 3.9", "V"],
            ["Voltage on any I/O pin", "-0.3 ~ 3.6", "V"],
            ["Storage temperature", "-40 ~ +125", DEG],
            ["ESD (HBM)", "2", "kV"],
        ],
        7.2,
    )

    s.add_page()
    s.heading(tee_head(6, "PIN DEFINITION"), 10, rule=True)
    s.caption("T-5 | Pins (top view, antenna up)")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Function", 389)],
        [
            ["1", "GND", "ground"],
            ["2", "GPIO2", "general I/O; must be high or open at boot"],
            ["3", "GPIO0", "boot mode: high or open = run firmware, low = UART download"],
            ["4", "RXD", "UART0 receive, 3.3 V logic"],
            ["5", "VCC", "3.3 V supply"],
            ["6", "RST", "reset, active low; 10 k" + OHM + " pull-up to VCC required"],
            ["7", "EN", "chip enable (CH_PD), high = on; 10 k" + OHM + " pull-up to VCC required"],
            ["8", "TXD", "UART0 transmit, 3.3 V logic"],
        ],
        7.2,
    )
    s.heading(tee_head(7, "UART AND AT FIRMWARE"), 10, rule=True)
    s.para(
        "The AT firmware uses 115200 bps, 8 data bits, no parity, 1 stop bit and no flow control "
        "by default. AT+UART_DEF changes the rate (9600 to 921600 bps) and stores it in flash. "
        "Right after reset the boot ROM prints a few lines at 74880 bps; this looks like garbage "
        "on a 115200 bps terminal and is normal.",
        7.8,
    )
    s.caption("T-6 | AT commands (excerpt)")
    s.table(
        [Col("Command", 190), Col("Function", 309)],
        [
            ["AT", "test; answers OK"],
            ["AT+RST", "restart the module"],
            ["AT+GMR", "firmware version"],
            ["AT+CWMODE=<1|2|3>", "station / soft-AP / both"],
            ['AT+CWJAP="ssid","pwd"', "join an access point (WPA / WPA2)"],
            ['AT+CIPSTART="TCP","host",port', "open a TCP connection (up to 5 at a time)"],
            ["AT+CIPSEND=<len>", "send data, at most 2048 bytes per command"],
            ["AT+UART_DEF=115200,8,1,0,0", "set and store the UART settings"],
            ["AT+GSLP=<ms>", "enter deep-sleep for <ms> milliseconds"],
        ],
        7.2,
    )
    s.heading(tee_head(8, "DESIGN NOTES"), 10, rule=True)
    s.bullets(
        [
            "The I/O pins run at 3.3 V and are not 5 V tolerant. From a 5 V host TX use a divider "
            "(e.g. 1 k" + OHM + " / 2 k" + OHM + ") into RXD. TXD can drive a 5 V host RX that "
            "reads 3.3 V as high.",
            "Deep-sleep: GPIO16 is not brought out and is not connected to RST. After AT+GSLP the "
            "module wakes only when RST is pulsed low from outside.",
            "The module has Wi-Fi only; there is no Bluetooth radio.",
            "Keep copper and metal at least 15 mm away from the PCB antenna of the DLW-01.",
            "Never let the DLW-01U transmit without an antenna or 50 " + OHM + " load on the "
            "connector.",
            "A USB-serial adapter's 3.3 V pin is usually too weak for this module; use a separate "
            "3.3 V regulator.",
        ],
        7.8,
    )
    return save(s, out / "dlw-01.pdf")


# ------------------------------------------------ boost converter module (Pago Pago)
def ttb28(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="TUTUILA TINKER SUPPLY  " + SUN + "  power",
        header_right="TTB-28 / TTB-28F",
        footer_left="Tutuila Tinker Supply  " + MID + "  Fagatogo Square  " + MID + "  Pago Pago, "
        "American Samoa 96799  " + MID + "  prices in USD",
        footer_right="pg {page} \u2219 {nb}",
        rule_color=(214, 96, 40),
        table_fill=(253, 232, 214),
        accent=(180, 70, 20),
        grid=True,
    )
    s = Sheet(style, "TTB-28 / TTB-28F boost converter modules")
    s.add_page()
    s.title_block(
        "TTB-28 / TTB-28F",
        "Boost Converter Modules " + NDASH + " from one Li-ion cell (3.7 V) to 5 V and more",
        "SKU TT-1028 (TTB-28, adjustable)  USD 3.20    |    SKU TT-1029 (TTB-28F, fixed 5 V with "
        "USB-A)  USD 5.60",
        20,
    )

    def what() -> None:
        s.heading(SUN + " WHAT IT DOES", 10)
        s.para(
            "A boost converter raises a low battery voltage to a higher one. Both modules use a "
            "1.2 MHz boost IC with a 4 A internal switch, a 22 " + MU + "H inductor and a Schottky "
            "diode. The TTB-28 has a 20-turn trimmer and solder pads; the TTB-28F is set to 5 V "
            "at the factory and has a USB-A socket, an EN pad and a blue power LED.",
            7.8,
        )

    def highlights() -> None:
        s.heading(SUN + " HIGHLIGHTS", 10)
        s.bullets(
            [
                "Input from 2 V",
                "TTB-28: trimmer sets 5 " + ELL + " 28 V (shipped at 12 V)",
                "TTB-28F: fixed 5.0 V on USB-A",
                "Up to 91 % efficiency",
                "36 x 17 mm (TTB-28), 40 x 18 mm (TTB-28F)",
            ],
            7.8,
        )

    s.side_by_side(what, highlights, 270, 16)
    s.heading(SUN + " SPECIFICATIONS", 10.5, rule=True)
    s.caption("Quick table 1  Data per version (TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Item", 92),
            Col("Conditions", 124),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Min", 34, "C"),
            Col("Typ", 34, "C"),
            Col("Max", 34, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Input voltage", "below the output voltage", "2.0", "", "24", "2.5", "", "5.0", "V"],
            [
                "Output voltage\n(adjustable)",
                "trimmer range",
                "5.0",
                "",
                "28",
                DASH,
                DASH,
                DASH,
                "V",
            ],
            [
                "Output voltage\nas delivered",
                "no load",
                "11.7",
                "12.0",
                "12.3",
                "4.90",
                "5.05",
                "5.20",
                "V",
            ],
            [
                "Maximum output\ncurrent",
                "VOUT = 5 V, VIN = 3.0 V\nVOUT = 5 V, VIN = 3.7 V\nVOUT = 5 V, VIN = 4.2 V\n"
                "VOUT = 12 V, VIN = 3.7 V\nVOUT = 12 V, VIN = 5.0 V",
                "",
                "",
                "0.6\n0.9\n1.1\n0.3\n0.45",
                "",
                "",
                "0.8\n1.0\n1.2\n" + DASH + "\n" + DASH,
                "A",
            ],
            ["Switch current limit", "internal switch", "", "4.0", "", "", "4.0", "", "A"],
            ["No-load input\ncurrent", "VIN = 3.7 V", "", "2.0", "3.0", "", "4.5", "6.0", "mA"],
            ["Shutdown current", "EN pad low", DASH, DASH, DASH, "", "8", "15", MU + "A"],
            ["Switching frequency", "", "1.0", "1.2", "1.4", "1.0", "1.2", "1.4", "MHz"],
            [
                "Efficiency",
                "3.7 V " + ARROW + " 5 V, 0.5 A\n3.7 V " + ARROW + " 12 V, 0.2 A",
                "",
                "90\n88",
                "",
                "",
                "91\n" + DASH,
                "",
                "%",
            ],
            ["Output ripple", "VOUT = 5 V, 0.5 A", "", "50", "", "", "40", "", "mVpp"],
            ["Operating temp.", "", "-40", "", "+85", "-20", "", "+70", DEG],
        ],
        7.1,
        head_rows=[["", "", "TTB-28", "<", "<", "TTB-28F", "<", "<", ""]],
    )
    s.para(
        "Output currents are for free air at 25 " + DEG + " with the input wires shorter than "
        "10 cm. The lower your battery voltage, the lower the current: read the row for the "
        "emptiest cell you will use.",
        7.4,
    )
    s.heading(SUN + " LIMITS", 10.5, rule=True)
    s.caption("Quick table 2  Never exceed")
    s.table(
        [Col("Item", 220), Col("TTB-28", 140, "C"), Col("TTB-28F", 139, "C")],
        [
            ["Input voltage", "26 V", "6.0 V"],
            ["Output voltage (trimmer end stop)", "30 V", DASH],
            ["Storage temperature", "-40 " + ELL + " +125 " + DEG, "-40 " + ELL + " +85 " + DEG],
        ],
        7.1,
    )
    s.heading(SUN + " PADS AND CONNECTORS", 10.5, rule=True)
    s.caption("Quick table 3  Connections")
    s.table(
        [Col("Name", 80, "C"), Col("TTB-28", 200), Col("TTB-28F", 219)],
        [
            ["VIN+", "input +, solder pad", "input +, solder pad"],
            ["VIN- / GND", "input -, solder pad", "ground, solder pad"],
            ["VOUT+", "output +, solder pad", "USB-A VBUS (5 V)"],
            ["VOUT-", "output -, solder pad", "USB-A GND"],
            ["EN", DASH, "pad, high or open = on, low = off (100 k" + OHM + " pull-up to VIN)"],
            ["D+ / D-", DASH, "shorted together (dedicated charger signalling)"],
        ],
        7.1,
    )

    s.add_page()
    s.heading(SUN + " READ THIS FIRST", 10.5, rule=True)
    s.bullets(
        [
            "The TTB-28 leaves the factory set to about 12 V. Turn the trimmer anticlockwise "
            "(up to 20 turns) and measure before you connect anything that wants 5 V.",
            "A boost converter cannot step down. If VIN is above the set output voltage, the "
            "output follows the input minus the diode drop (about 0.4 V) and is not regulated.",
            "There is no under-voltage cut-off. A Li-ion cell without its own protection circuit "
            "is drained below 3.0 V and damaged. Use protected cells or a BMS.",
            "There is no output short-circuit protection. In a boost converter the diode and "
            "inductor connect the battery to a short on the output; the module or the cell can be "
            "damaged. Add a fuse.",
            "There is no reverse-polarity protection.",
            "Input current: at 3.7 V in and 5 V / 1 A out the cell supplies about 1.5 A. Use thick "
            "wires and a cell rated for that current.",
        ],
        7.8,
    )
    s.heading(SUN + " FAQ", 10.5, rule=True)
    faq = [
        (
            "Can I power a Raspberry Pi from one 18650 cell?",
            "A small board that needs up to about 0.3 A, yes, with the TTB-28F. A board that "
            "needs 3 A: no, not with these modules (see the maximum output current).",
        ),
        (
            "Can I charge a phone from the TTB-28F?",
            "Yes. D+ and D- are shorted, so most phones see a dedicated charger and draw up to "
            "1 A. Quick-charge protocols are not supported; the output stays at 5 V.",
        ),
        (
            "Does it charge my battery?",
            "No. Use a charger module between the USB supply and the cell; put the TTB after it.",
        ),
        (
            "Can I get 3.3 V from it?",
            "No. The lowest output is 5.0 V. For 3.3 V from a Li-ion cell use a buck-boost module.",
        ),
        (
            "How long will my cell last?",
            "Roughly: cell capacity (mAh) "
            + TIMES
            + " 3.7 V "
            + TIMES
            + " 0.85 / (5 V "
            + TIMES
            + " load current). We cannot give a figure for your load.",
        ),
    ]
    for question, answer in faq:
        s.para(question, 8.0, bold=True)
        s.para(answer, 7.8)
    s.heading(SUN + " PRICES", 10.5, rule=True)
    s.caption("Quick table 4  Price list (USD)")
    s.table(
        [Col("SKU", 100), Col("Item", 250), Col("Pack", 70, "C"), Col("Price", 79, "C")],
        [
            ["TT-1028", "TTB-28 boost module, adjustable", "1 pc", "3.20"],
            ["TT-1028-10", "TTB-28 boost module, adjustable", "10 pcs", "27.00"],
            ["TT-1029", "TTB-28F boost module, 5 V USB-A", "1 pc", "5.60"],
            ["TT-1029-10", "TTB-28F boost module, 5 V USB-A", "10 pcs", "49.00"],
        ],
        7.1,
    )
    s.para("List of 2024-06-03. Orders ship from Pago Pago on Tuesdays.", 7.0)
    return save(s, out / "ttb-28.pdf")
