"""Hold-out 113 datasheets, part 2: a 16-channel PWM LED driver IC, an I2S MEMS
microphone, an I2S class-D amplifier IC and a BLE UART module.

A Xiamen IC-house data sheet in English (description beside features, limiting values
with the ambient range, static characteristics whose LED output sink current is given
per supply voltage, I2C sink current rows as look-alikes, address scheme in prose,
register summary), a Montreal MEMS-microphone product data sheet (current per mode and
per supply in columns, specifications per port version in columns, absolute maximum
below the 5 V rail), a Kyoto audio-IC data sheet (gain and SD_MODE tables, output power
per supply and load in condition rows, symbol-only logic levels) and a Taipei BLE
module user manual (specifications per version in columns, current table per version,
baud-rate index table, AT-command table, Q&A).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
TIMES = "\u00d7"
I2C = "I\u00b2C"
I2S = "I\u00b2S"


# ------------------------------------------------------------ PWM LED driver (Xiamen)
def pwl9816(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="LUJIANG MICRO",
        header_right="PWL9816  Datasheet",
        footer_left="Xiamen Lujiang Microelectronics Co., Ltd.  |  PWL9816-DS-EN V1.2  |  2023-11",
        footer_right="{page} / {nb}",
        table_fill=(220, 235, 248),
        accent=(0, 90, 160),
        grid=True,
    )
    s = Sheet(style, "PWL9816 16-channel 12-bit PWM LED controller")
    s.add_page()
    s.title_block(
        "PWL9816",
        "16-Channel, 12-Bit PWM Fm+ " + I2C + "-Bus LED Controller",
        "Totem-pole or open-drain outputs \u00b7 25 mA sink per output \u00b7 5.5 V tolerant I/O",
        22,
    )

    def left() -> None:
        s.heading("1. General Description", 10)
        s.para(
            "The PWL9816 is an " + I2C + "-bus controlled 16-channel LED controller. Each "
            "output has its own 12-bit resolution (4096 steps) PWM controller with a fixed "
            "frequency, adjustable from about 24 Hz to 1526 Hz. All outputs share the same "
            "frequency. The device address is 1 A5 A4 A3 A2 A1 A0: with the six address "
            "pins tied to GND it answers at 0x40, with all six tied to VDD at 0x7F. After "
            "power-up the LED All Call address 0x70 is active as well, so do not strap a "
            "device to 0x70 while All Call is enabled; the general call address 0x00 with "
            "data 0x06 performs a software reset.",
            7.8,
        )

    def right() -> None:
        s.heading("2. Features", 10)
        s.bullets(
            [
                "2.3 V to 5.5 V supply",
                "16 outputs, 12-bit duty cycle",
                "PWM frequency 24 Hz to 1526 Hz",
                "Internal 25 MHz oscillator; EXTCLK input up to 50 MHz",
                "6 address pins: up to 62 devices on one bus",
                "Outputs sink 25 mA and source 10 mA at 5 V",
                "All inputs and outputs are 5.5 V tolerant",
                "Fm+ " + I2C + ": up to 1 MHz, 30 mA SDA sink",
                "-40 " + DEG + " to +85 " + DEG + " operating",
                "TSSOP28 and HVQFN28",
            ],
            7.8,
        )

    s.side_by_side(left, right, 270, 14)
    s.heading("3. Limiting Values", 10)
    s.table(
        [
            Col("Symbol", 55, "C"),
            Col("Parameter", 170),
            Col("Conditions", 100),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 74, "C"),
        ],
        [
            ["V_{DD}", "supply voltage", "", "-0.5", "+6.0", "V"],
            ["V_{I/O}", "voltage on an input/output pin", "", "-0.5", "5.5", "V"],
            ["I_{O(LEDn)}", "output current on pin LEDn", "", "", PM + "25", "mA"],
            ["I_{SS}", "ground supply current", "", "", "400", "mA"],
            ["P_{tot}", "total power dissipation", "", "", "400", "mW"],
            ["T_{stg}", "storage temperature", "", "-65", "+150", DEG],
            ["T_{amb}", "ambient temperature", "operating", "-40", "+85", DEG],
        ],
        7.5,
    )
    s.heading("4. Static Characteristics", 10)
    s.para(
        "VDD = 2.3 V to 5.5 V; VSS = 0 V; Tamb = -40 " + DEG + " to +85 " + DEG + "; unless "
        "otherwise specified.",
        7.5,
    )
    s.table(
        [
            Col("Symbol", 45, "C"),
            Col("Parameter", 115),
            Col("Conditions", 165),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 48, "C"),
        ],
        [
            ["Supply"],
            ["V_{DD}", "supply voltage", "", "2.3", "", "5.5", "V"],
            [
                "I_{DD}",
                "supply current",
                "operating mode; no load; fSCL = 1 MHz",
                "",
                "6",
                "10",
                "mA",
            ],
            [
                "I_{stb}",
                "standby current",
                "no load; fSCL = 0 Hz; VI = VDD or VSS",
                "",
                "2.2",
                "15.5",
                MU + "A",
            ],
            [
                "V_{POR}",
                "power-on reset voltage",
                "no load; VI = VDD or VSS",
                "",
                "1.70",
                "2.0",
                "V",
            ],
            ["Input SCL; input/output SDA"],
            ["V_{IL}", "LOW-level input voltage", "", "-0.5", "", "+0.3VDD", "V"],
            ["V_{IH}", "HIGH-level input voltage", "", "0.7VDD", "", "5.5", "V"],
            ["I_{OL}", "LOW-level output current", "VOL = 0.4 V; VDD = 2.3 V", "20", "", "", "mA"],
            ["", "", "VOL = 0.4 V; VDD = 5.0 V", "30", "", "", "mA"],
            ["LED driver outputs LED0 to LED15"],
            ["I_{OL}", "LOW-level output current", "VOL = 0.5 V; VDD = 2.3 V", "12", "", "", "mA"],
            ["", "", "VOL = 0.5 V; VDD = 3.0 V", "15", "", "", "mA"],
            ["", "", "VOL = 0.5 V; VDD = 4.5 V", "25", "", "", "mA"],
            [
                "I_{OH}",
                "HIGH-level output current",
                "totem pole; VOH = VDD - 0.5 V; VDD = 4.5 V",
                "-10",
                "",
                "",
                "mA",
            ],
        ],
        7,
    )
    s.add_page()
    s.heading("5. Dynamic Characteristics", 10)
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Parameter", 180),
            Col("Conditions", 90),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 43, "C"),
        ],
        [
            ["f_{SCL}", "SCL clock frequency", "Fm+", "0", "", "1000", "kHz"],
            ["f_{osc}", "internal oscillator frequency", "", "23", "25", "27", "MHz"],
            ["f_{EXTCLK}", "external clock input frequency", "", "", "", "50", "MHz"],
            ["t_{w(rst)}", "reset pulse width (SWRST)", "", "", "", "500", MU + "s"],
        ],
        7.5,
    )
    s.para(
        "The PWM frequency is f_PWM = f_osc / (4096 " + TIMES + " (PRE_SCALE + 1)). PRE_SCALE "
        "accepts 0x03 to 0xFF; the reset value 0x1E gives about 200 Hz.",
        7.8,
    )
    s.heading("6. Register Summary", 10)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 130), Col("Function", 210), Col("Reset", 89, "C")],
        [
            ["00h", "MODE1", "mode register 1", "11h"],
            ["01h", "MODE2", "mode register 2", "04h"],
            ["02h", "SUBADR1", I2C + "-bus subaddress 1", "E2h"],
            ["03h", "SUBADR2", I2C + "-bus subaddress 2", "E4h"],
            ["04h", "SUBADR3", I2C + "-bus subaddress 3", "E8h"],
            ["05h", "ALLCALLADR", "LED All Call " + I2C + "-bus address", "E0h"],
            ["06h ... 45h", "LED0_ON_L ... LED15_OFF_H", "output on / off counters", "00h / 10h"],
            ["FAh ... FDh", "ALL_LED_ON_L ... ALL_LED_OFF_H", "write all outputs", "-"],
            ["FEh", "PRE_SCALE", "PWM frequency prescaler", "1Eh"],
        ],
        7.5,
    )
    s.heading("7. Pin Description (TSSOP28)", 10)
    s.table(
        [Col("Pin", 90, "C"), Col("Symbol", 110, "C"), Col("Description", 299)],
        [
            ["1 ... 5", "A0 ... A4", "address inputs"],
            ["6 ... 13", "LED0 ... LED7", "LED drivers"],
            ["14", "VSS", "ground"],
            ["15 ... 22", "LED8 ... LED15", "LED drivers"],
            ["23", "OE", "active LOW output enable"],
            ["24", "A5", "address input"],
            ["25", "EXTCLK", "external clock input"],
            ["26, 27", "SCL, SDA", I2C + "-bus clock and data"],
            ["28", "VDD", "supply voltage"],
        ],
        7.5,
    )
    s.heading("8. Ordering Information", 10)
    s.table(
        [Col("Type number", 140), Col("Package", 140, "C"), Col("Temperature", 219, "C")],
        [
            ["PWL9816PW", "TSSOP28", "-40 " + DEG + " to +85 " + DEG],
            ["PWL9816BS", "HVQFN28 6 x 6 mm", "-40 " + DEG + " to +85 " + DEG],
        ],
        7.5,
    )
    return save(s, out / "pwl9816.pdf")


# ------------------------------------------------------------ MEMS microphone (Montreal)
def acm4410(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="LACHINE ACOUSTICS",
        header_right="ACM-4410 / ACM-4410T  |  Product Data",
        footer_left="Lachine Acoustics Inc., Montr\u00e9al (Qu\u00e9bec) \u00b7 PD-4410 rev. D",
        footer_right="\u2014 {page} of {nb} \u2014",
        table_fill=None,
        accent=(120, 30, 60),
        grid=False,
    )
    s = Sheet(style, "ACM-4410 I2S MEMS microphone")
    s.add_page()
    s.title_block(
        "ACM-4410",
        "Omnidirectional MEMS Microphone with 24-bit " + I2S + " Digital Output",
        "Bottom port (ACM-4410) or top port (ACM-4410T) \u00b7 4.72 x 3.76 x 1.0 mm LGA",
        22,
    )
    s.heading("Overview", 11)
    s.para(
        "The ACM-4410 is a complete digital microphone: a MEMS sensor, signal conditioning, "
        "a 24-bit sigma-delta ADC, decimation filters and an " + I2S + " interface in one "
        "package. It connects directly to the " + I2S + " port of a microcontroller or DSP "
        "without a codec. The L/R pin selects whether the microphone sends its data in the "
        "left or right half of the frame, so two microphones share one data line for "
        "stereo.",
        9,
    )
    s.heading("Highlights", 11)
    s.bullets(
        [
            "High SNR: 61 dBA (ACM-4410)",
            "Sensitivity -26 dBFS at 94 dB SPL",
            "Flat response from 60 Hz to 15 kHz",
            "1.4 mA current at 3.3 V in normal mode",
            "Power-down mode when SCK stops",
        ],
        9,
    )
    s.heading("Operating Modes and Current (typical, 25 " + DEG + ")", 11)
    s.table(
        [
            Col("Mode", 95),
            Col("SCK", 110, "C"),
            Col("CHIPEN", 70, "C"),
            Col("I_{DD} at VDD = 1.8 V", 112, "C"),
            Col("I_{DD} at VDD = 3.3 V", 112, "C"),
        ],
        [
            ["Normal", "1.0 ... 4.0 MHz", "high", "1.1 mA", "1.4 mA"],
            ["Standby", "running", "low", "0.65 mA", "0.8 mA"],
            ["Power-down", "stopped or < 900 kHz", "x", "3.5 " + MU + "A", "4.5 " + MU + "A"],
        ],
        8,
    )
    s.heading("Absolute Maximum Ratings", 11)
    s.table(
        [Col("Parameter", 250), Col("Rating", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage (VDD to GND)", "-0.3 to +3.6", "V"],
            ["Digital pin input voltage", "-0.3 to VDD + 0.3", "V"],
            ["Sound pressure level", "160", "dB SPL"],
            ["Mechanical shock", "10,000", "g"],
            ["Operating temperature range", "-40 to +85", DEG],
            ["Storage temperature range", "-55 to +150", DEG],
        ],
        8,
    )
    s.para(
        "Do not connect VDD to a 5 V rail. Operation at the absolute maximum supply voltage is "
        "not guaranteed; use 1.8 V to 3.3 V.",
        8,
    )
    s.add_page()
    s.heading("Acoustic and Electrical Specifications", 11)
    s.para(
        "TA = 25 " + DEG + ", VDD = 1.8 to 3.3 V, SCK = 2.4 MHz, L/R = GND, unless otherwise "
        "noted. Values are typical unless a limit is shown.",
        8,
    )
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 140),
            Col("ACM-4410", 70, "C"),
            Col("ACM-4410T", 70, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Directionality", "", "omni", "omni", ""],
            ["Sensitivity", "1 kHz, 94 dB SPL", "-26 " + PM + " 1", "-29 " + PM + " 1.5", "dBFS"],
            ["Signal-to-noise ratio", "20 Hz-20 kHz, A-weighted", "61", "58", "dBA"],
            ["Equivalent input noise", "20 Hz-20 kHz, A-weighted", "33", "36", "dBA SPL"],
            ["Acoustic overload point", "10 % THD", "120", "122", "dB SPL"],
            ["Supply voltage", "VDD", "1.8 ... 3.3", "1.8 ... 3.3", "V"],
            ["Power supply rejection", "217 Hz, 100 mVpp on VDD", "-75", "-72", "dBFS"],
            ["Output data format", "", "24-bit, " + I2S, "24-bit, " + I2S, ""],
        ],
        8,
    )
    s.heading("Digital Interface", 11)
    s.table(
        [
            Col("Parameter", 180),
            Col("Symbol", 60, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 94, "C"),
        ],
        [
            ["SCK frequency", "f_{SCK}", "1.0", "", "4.0", "MHz"],
            ["WS frequency (sample rate)", "f_{WS}", "7.8", "", "50", "kHz"],
            ["Input high voltage", "V_{IH}", "0.7 " + TIMES + " VDD", "", "", "V"],
            ["Input low voltage", "V_{IL}", "", "", "0.25 " + TIMES + " VDD", "V"],
            ["Start-up time to valid data", "t_{START}", "", "", "85", "ms"],
        ],
        8,
    )
    s.heading("Pin Functions", 11)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Function", 359)],
        [
            ["1", "SCK", "serial data clock input"],
            ["2", "SD", "serial data output, tri-stated in the other half-frame"],
            ["3", "WS", "word select (frame) input"],
            ["4", "L/R", "channel select: low = left, high = right"],
            ["5", "GND", "ground"],
            ["6", "VDD", "supply"],
            ["7", "CHIPEN", "chip enable, high = on"],
        ],
        8,
    )
    s.para(
        "Stereo: connect two microphones to the same SCK, WS and SD lines, one with L/R low "
        "and one with L/R high, and fit a 100 k" + OHM + " pull-down on SD.",
        8,
    )
    return save(s, out / "acm-4410.pdf")


# ------------------------------------------------------------ class-D amplifier (Kyoto)
def qsa9357(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="FUSHIMI AUDIO SEMICONDUCTOR",
        header_right="QSA9357A/B",
        footer_left="Document No. FAS-D9357E-02   \u00a9 2023 Fushimi Audio Semiconductor K.K., Kyoto",
        footer_right="{page}",
        table_fill=(232, 232, 232),
        accent=(90, 20, 20),
        grid=True,
    )
    s = Sheet(style, "QSA9357A/B PCM input class D amplifier")
    s.add_page()
    s.title_block(
        "QSA9357A / QSA9357B",
        "PCM Input Class D Audio Power Amplifier with Digital Interface (3.2 W)",
        "QSA9357A: "
        + I2S
        + " input \u00b7 QSA9357B: left-justified input \u00b7 filterless outputs",
        18,
    )
    s.heading("\u25b6 Overview", 10.5)
    s.para(
        "The QSA9357A/B takes digital audio and drives a speaker directly, with no analog "
        "stage in between. The QSA9357A accepts " + I2S + " data and the QSA9357B "
        "left-justified data, both at sample rates from 8 kHz to 96 kHz. No MCLK is needed: "
        "BCLK may be 32, 48 or 64 " + TIMES + " fs. The filterless class D output stage "
        "drives 4 " + OHM + " to 8 " + OHM + " speakers without an LC filter.",
        8.5,
    )
    s.heading("\u25b6 Gain setting (GAIN_SLOT pin)", 10.5)
    s.caption("Table 2-1  Gain selection")
    s.table(
        [Col("GAIN_SLOT connection", 300), Col("Gain (dB)", 199, "C")],
        [
            ["Connect to GND through 100 k" + OHM, "15"],
            ["Connect to GND", "12"],
            ["Unconnected", "9"],
            ["Connect to VDD", "6"],
            ["Connect to VDD through 100 k" + OHM, "3"],
        ],
        8,
    )
    s.heading("\u25b6 Channel selection (SD_MODE pin)", 10.5)
    s.caption("Table 2-2  SD_MODE thresholds")
    s.table(
        [Col("SD_MODE voltage", 250), Col("Output", 249, "C")],
        [
            ["below 0.16 V", "shutdown"],
            ["0.16 V to 0.77 V", "(left + right) / 2"],
            ["0.77 V to 1.4 V", "right channel"],
            ["above 1.4 V", "left channel"],
        ],
        8,
    )
    s.heading("\u25b6 Absolute Maximum Ratings (Ta = 25 " + DEG + ")", 10.5)
    s.caption("Table 3-1")
    s.table(
        [Col("Item", 250), Col("Symbol", 80, "C"), Col("Rating", 100, "C"), Col("Unit", 69, "C")],
        [
            ["Supply voltage", "VDD", "-0.3 to +6.0", "V"],
            ["Input voltage, all other pins", "VIN", "-0.3 to +6.0", "V"],
            ["Output short-circuit duration", "", "continuous", ""],
            ["Junction temperature", "Tj", "150", DEG],
            ["Storage temperature", "Tstg", "-65 to +150", DEG],
        ],
        8,
    )
    s.heading("\u25b6 Recommended Operating Conditions", 10.5)
    s.caption("Table 3-2")
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 60, "C"),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage", "VDD", "2.5", "", "5.5", "V"],
            ["Operating temperature", "Topr", "-40", "", "+85", DEG],
            ["Speaker load", "RL", "4", "8", "", OHM],
        ],
        8,
    )
    s.add_page()
    s.heading("\u25b6 Electrical Characteristics", 10.5)
    s.caption(
        "Table 4-1  (VDD = 5 V, GND = 0 V, gain = 12 dB, RL = \u221e, Ta = 25 "
        + DEG
        + " unless noted)"
    )
    s.table(
        [
            Col("Item", 105),
            Col("Symbol", 45, "C"),
            Col("Conditions", 165),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Quiescent current", "IDD", "", "", "2.4", "3.35", "mA"],
            ["Shutdown current", "ISHDN", "SD_MODE = 0 V", "", "0.6", "2", MU + "A"],
            [
                "Output power",
                "POUT",
                "THD+N = 10 %, RL = 4 " + OHM + ", VDD = 5.0 V",
                "",
                "3.2",
                "",
                "W",
            ],
            ["", "", "THD+N = 10 %, RL = 8 " + OHM + ", VDD = 5.0 V", "", "1.8", "", "W"],
            ["", "", "THD+N = 10 %, RL = 4 " + OHM + ", VDD = 3.7 V", "", "1.7", "", "W"],
            ["", "", "THD+N = 10 %, RL = 8 " + OHM + ", VDD = 3.7 V", "", "0.93", "", "W"],
            ["", "", "THD+N = 1 %, RL = 4 " + OHM + ", VDD = 5.0 V", "", "2.5", "", "W"],
            ["", "", "THD+N = 1 %, RL = 8 " + OHM + ", VDD = 5.0 V", "", "1.4", "", "W"],
            ["Efficiency", "\u03b7", "RL = 8 " + OHM + ", POUT = 1.4 W", "", "92", "", "%"],
            ["Sample rate", "fs", "", "8", "", "96", "kHz"],
            [
                "BCLK frequency",
                "fBCLK",
                "32, 48 or 64 " + TIMES + " fs",
                "0.256",
                "",
                "6.144",
                "MHz",
            ],
            ["", "VIH", "BCLK, LRCLK, DIN", "1.3", "", "", "V"],
            ["", "VIL", "BCLK, LRCLK, DIN", "", "", "0.6", "V"],
            ["Turn-on time", "tON", "SD_MODE high to full operation", "", "1", "1.5", "ms"],
        ],
        7.3,
    )
    s.para(
        "Note: Output power above 2 W at VDD = 5 V needs a supply that delivers at least "
        "1.5 A peak; voltage drops on thin USB cables limit the output first.",
        7.8,
    )
    s.heading("\u25b6 Pin Functions (TQFN-16)", 10.5)
    s.table(
        [Col("Pin", 80, "C"), Col("Name", 100, "C"), Col("Function", 319)],
        [
            ["1", "DIN", "digital audio data input"],
            ["2", "GAIN_SLOT", "gain select (Table 2-1)"],
            ["4", "SD_MODE", "shutdown and channel select (Table 2-2)"],
            ["7, 8", "VDD", "supply"],
            ["9, 10", "OUTP, OUTN", "speaker outputs (BTL)"],
            ["14", "LRCLK", "frame clock input"],
            ["16", "BCLK", "bit clock input"],
        ],
        7.8,
    )
    s.heading("\u25b6 Ordering Information", 10.5)
    s.table(
        [Col("Part number", 150), Col("Data format", 150, "C"), Col("Package", 199, "C")],
        [
            ["QSA9357AETE", I2S, "TQFN-16 3 x 3 mm"],
            ["QSA9357BETE", "left-justified", "TQFN-16 3 x 3 mm"],
            ["QSA9357AEWL", I2S, "WLP-9 1.3 x 1.3 mm"],
        ],
        7.8,
    )
    return save(s, out / "qsa9357.pdf")


# ------------------------------------------------------------ BLE module (Taipei)
def rblc10(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="BEITOU WIRELESS",
        header_right="RBL-C10 Series BLE Serial Module \u2014 User Manual V3.2",
        footer_left="Beitou Wireless Co., Ltd. \u00b7 2F, No. 18, Guangming Rd., Beitou Dist., Taipei",
        footer_right="Page {page}",
        table_fill=(226, 226, 242),
        accent=(60, 60, 140),
        grid=True,
    )
    s = Sheet(style, "RBL-C10 BLE serial module user manual")
    s.add_page()
    s.title_block(
        "RBL-C10 / RBL-C10B",
        "Bluetooth Low Energy 4.2 Transparent UART Module",
        "RBL-C10: stamp module, 3.3 V \u00b7 RBL-C10B: breakout board with 3.3 V regulator and "
        "6-pin header",
        22,
    )
    s.heading("Section I \u2014 Product Overview", 11)
    s.para(
        "The RBL-C10 passes data between a UART and a BLE link: whatever the host writes "
        "to RXD is sent to the connected phone or module, and what arrives over the air "
        "comes out on TXD. Settings are changed with AT commands while not connected. The "
        "RBL-C10B carries the same module on a breakout board with a 3.3 V regulator, a "
        "status LED and a 6-pin 2.54 mm header.",
        9,
    )
    s.heading("Section II \u2014 Specifications", 11)
    s.table(
        [Col("Item", 140), Col("RBL-C10", 180, "C"), Col("RBL-C10B", 179, "C")],
        [
            ["Bluetooth version", "BLE 4.2", "BLE 4.2"],
            ["Frequency band", "2402 - 2480 MHz", "2402 - 2480 MHz"],
            ["Supply voltage", "3.0 - 3.6 V (3.3 V typ.)", "3.6 - 6.0 V on VCC (5 V typ.)"],
            ["UART logic level", "3.3 V", "3.3 V (RXD not 5 V tolerant)"],
            ["TX power", "-23 to +6 dBm (0 dBm default)", "-23 to +6 dBm (0 dBm default)"],
            ["RX sensitivity", "-93 dBm", "-93 dBm"],
            ["Operating temperature", "-30 to +85 " + DEG, "-20 to +70 " + DEG],
            ["Dimensions", "26.9 x 13.0 x 2.2 mm", "37.0 x 15.5 mm"],
        ],
        8.5,
    )
    s.heading("Section III \u2014 Current Consumption (typ., Ta = 25 " + DEG + ")", 11)
    s.table(
        [
            Col("Mode", 200),
            Col("RBL-C10 (VDD = 3.3 V)", 150, "C"),
            Col("RBL-C10B (VCC = 5 V)", 149, "C"),
        ],
        [
            ["Advertising, 100 ms interval, average", "1.6 mA", "4.3 mA"],
            ["Connected, no data, average", "1.1 mA", "3.8 mA"],
            ["TX peak, 0 dBm", "8.7 mA", "11.2 mA"],
            ["TX peak, +6 dBm", "15.5 mA", "18.0 mA"],
            ["RX peak", "7.9 mA", "10.6 mA"],
            ["Sleep (AT+SLEEP, not connected)", "50 " + MU + "A", "2.1 mA"],
        ],
        8.5,
    )
    s.para(
        "The RBL-C10B figures include the regulator's ground current and the status LED "
        "(about 2 mA when lit).",
        8,
    )
    s.add_page()
    s.heading("Section IV \u2014 UART Settings", 11)
    s.para(
        "Factory default: 9600 bps, 8 data bits, no parity, 1 stop bit (8N1), no flow "
        "control. Change the rate with AT+BAUD<n>; the new rate applies after a reset.",
        9,
    )
    s.table(
        [Col("AT+BAUD parameter <n>", 200, "C"), Col("Baud rate (bps)", 299, "C")],
        [
            ["0", "9600 (default)"],
            ["1", "19200"],
            ["2", "38400"],
            ["3", "57600"],
            ["4", "115200"],
            ["5", "4800"],
            ["6", "2400"],
            ["7", "1200"],
            ["8", "230400"],
        ],
        8.5,
    )
    s.heading("Section V \u2014 AT Commands (excerpt)", 11)
    s.table(
        [Col("Command", 120), Col("Response", 120), Col("Description", 259)],
        [
            ["AT", "OK", "test"],
            ["AT+NAME<name>", "OK+Set:<name>", "device name, up to 12 characters"],
            ["AT+ROLE<0|1>", "OK+Set:<0|1>", "0 = peripheral (default), 1 = central"],
            ["AT+ADVI<0-F>", "OK+Set:<0-F>", "advertising interval 100 ms ... 7000 ms"],
            ["AT+POWE<0-3>", "OK+Set:<0-3>", "TX power -23 / -6 / 0 / +6 dBm"],
            ["AT+PIN<6 digits>", "OK+Set:<pin>", "pairing code, default 123456"],
            ["AT+SLEEP", "OK+SLEEP", "enter sleep; any 80 bytes on RXD wake it"],
        ],
        8.5,
    )
    s.heading("Section VI \u2014 RBL-C10B Header", 11)
    s.table(
        [Col("Pin", 80, "C"), Col("Name", 100, "C"), Col("Description", 319)],
        [
            ["1", "STATE", "high when connected"],
            ["2", "RXD", "UART input, 3.3 V level"],
            ["3", "TXD", "UART output, 3.3 V level"],
            ["4", "GND", "ground"],
            ["5", "VCC", "supply input to the regulator"],
            ["6", "EN", "pull low to disconnect"],
        ],
        8.5,
    )
    s.heading("Section VII \u2014 Q & A", 11)
    s.bullets(
        [
            "Q: Can the RBL-C10B sit directly on a 5 V Arduino? A: VCC yes. TXD (3.3 V high) "
            "is read as HIGH by a 5 V AVR. RXD is not 5 V tolerant: put a 1 k" + OHM + " / "
            "2 k" + OHM + " divider on the Arduino TX line.",
            "Q: Does it pair with classic Bluetooth (SPP) apps? A: No, BLE only; use an app "
            "that supports BLE GATT serial.",
            "Q: What range can I expect? A: It depends on the antenna placement and "
            "surroundings; we do not give a figure.",
        ],
        8.5,
    )
    return save(s, out / "rbl-c10.pdf")
