"""Hold-out 128 datasheets, part 1: an I2S MEMS microphone IC, a 4-20 mA current-loop
receiver board, a USB-C power-delivery trigger board and a hobby servo motor.

An Aalborg (Denmark) acoustics IC house data sheet ("◘ n" heads, "Tbl. n" captions,
current stacked per supply voltage and per clock mode, a timing table and a pin table as
decoys), a Bratislava (Slovakia) industrial-module shop sheet ("⊞" heads, "Tab. n:"
captions, column groups per output version, EUR prices, terminal and jumper tables as
decoys), a Chiang Mai (Thailand) maker-store product page ("▻" upper-case heads, column
groups per fixed voltage, THB prices, FAQ) and a Winnipeg (Canada) RC-servo brand spec
sheet (white upper-case heads on dark-red bars, "Chart n" captions, rows stacked per
supply voltage inside column groups per version, wire-colour and pulse-to-angle tables
as decoys).
"""

from __future__ import annotations

from pathlib import Path

from layout import MARGIN, Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"
APPROX = "\u2248"


# ------------------------------------------------ I2S MEMS microphone IC (Aalborg)
def lfa4937(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LIMFJORD ACOUSTICS",
        header_right="LFA4937  Digital I2S MEMS Microphone",
        footer_left="Limfjord Acoustics ApS  \u00b7  Aalborg, Denmark  \u00b7  DS-LFA4937  v1.4  "
        "\u00b7  March 2024",
        footer_right="Side {page} af {nb}",
        rule_color=(0, 104, 112),
        table_fill=(222, 240, 241),
        accent=(0, 104, 112),
        grid=False,
    )
    mark = "\u25d8 "
    s = Sheet(style, "LFA4937 digital I2S MEMS microphone")
    s.add_page()
    s.title_block(
        "LFA4937",
        "Omnidirectional Bottom-Port MEMS Microphone with I" + SQ + "S Digital Output",
        "LGA-6, 3.50 x 2.65 x 0.98 mm  |  24-bit I" + SQ + "S, left / right select  |  "
        "Data sheet DS-LFA4937 v1.4",
        22,
    )

    def general() -> None:
        s.heading(mark + "1  General description", 10)
        s.para(
            "The LFA4937 combines a MEMS acoustic sensor, a low-noise preamplifier, a "
            "fourth-order sigma-delta modulator, decimation filters and an I" + SQ + "S "
            "serial port in one small LGA package. The host supplies the bit clock SCK and "
            "the word select WS; the microphone answers with 24-bit two's-complement data "
            "in a 32-bit slot, MSB first.",
            8.0,
        )
        s.para(
            "Two LFA4937 share one SD line for stereo: the L/R pin chooses the half of the "
            "WS frame in which a device drives SD; the other half it leaves at high "
            "impedance. Stopping SCK puts the microphone to sleep.",
            8.0,
        )

    def features() -> None:
        s.heading(mark + "2  Features", 10)
        s.bullets(
            [
                "Sensitivity " + NDASH + "26 dBFS " + PM + "1 dB",
                "SNR 65 dB(A), EIN 29 dB SPL(A)",
                "Acoustic overload point 120 dB SPL",
                "Flat response 60 Hz to 20 kHz",
                "Sample rates 16 to 48 kHz (normal) and 8 to 12 kHz (low-power)",
                "High power-supply rejection: " + NDASH + "80 dBFS",
                "Sleep with SCK stopped",
                "RoHS, halogen-free, reflow to 260 " + DEG,
            ],
            7.5,
            "\u25e6",
        )

    s.side_by_side(general, features, 270, 16)
    s.heading(mark + "3  Absolute maximum ratings", 10, rule=True)
    s.caption("Tbl. 1  Stresses beyond these values may destroy the device")
    s.table(
        [Col("Parameter", 250), Col("Rating", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage VDD", "-0.3 to +4.0", "V"],
            ["Digital pins (SCK, WS, L/R, SD)", "-0.3 to VDD + 0.3", "V"],
            ["Sound pressure level", "160", "dB SPL"],
            ["Mechanical shock", "10 000", "g"],
            ["Storage temperature", "-40 to +100", DEG],
        ],
        7.5,
    )
    s.heading(mark + "4  Electrical characteristics", 10, rule=True)
    s.caption(
        "Tbl. 2  TA = 25 " + DEG + ", VDD = 1.8 V, fSCK = 3.072 MHz, no load, unless noted"
    )
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 44, "C"),
            Col("Conditions", 154),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["POWER SUPPLY"],
            ["Supply voltage", "V_{DD}", "", "1.62", "1.8", "3.63", "V"],
            [
                "Supply current,\nnormal mode",
                "I_{DD}",
                "VDD = 1.8 V\nVDD = 3.3 V",
                "",
                "600\n720",
                "780\n920",
                MU + "A",
            ],
            [
                "Supply current,\nlow-power mode",
                "I_{DD,LP}",
                "fSCK = 512 " + ELL + " 768 kHz, VDD = 1.8 V\nVDD = 3.3 V",
                "",
                "210\n260",
                "280\n340",
                MU + "A",
            ],
            ["Sleep current", "I_{SLEEP}", "fSCK < 200 kHz, VDD = 3.3 V", "", "8", "15", MU + "A"],
            ["CLOCKING"],
            [
                "Bit clock, normal",
                "f_{SCK}",
                "fS = fSCK / 64",
                "1.024",
                "",
                "3.072",
                "MHz",
            ],
            ["Bit clock, low-power", "f_{SCK,LP}", "", "0.512", "", "0.768", "MHz"],
            ["Sample rate, normal", "f_{S}", "", "16", "", "48", "kHz"],
            ["Sample rate, low-power", "f_{S,LP}", "", "8", "", "12", "kHz"],
            ["TIMING"],
            [
                "Power-up time",
                "t_{START}",
                "VDD and SCK applied " + ARROW + " valid data",
                "",
                "",
                "50",
                "ms",
            ],
            [
                "Wake-up time",
                "t_{WAKE}",
                "from sleep, SCK restarted",
                "",
                "",
                "10",
                "ms",
            ],
            ["Mode-change time", "t_{MODE}", "normal " + ARROW + " low-power", "", "", "5", "ms"],
            ["DIGITAL I/O"],
            ["Input high level", "V_{IH}", "SCK, WS, L/R", "0.65 x VDD", "", "", "V"],
            ["Input low level", "V_{IL}", "SCK, WS, L/R", "", "", "0.35 x VDD", "V"],
            ["SD output high", "V_{OH}", "I = 2 mA", "VDD - 0.45", "", "", "V"],
            ["SD load capacitance", "C_{LOAD}", "", "", "", "140", "pF"],
        ],
        7.5,
    )

    s.add_page()
    s.heading(mark + "5  Acoustic characteristics", 10, rule=True)
    s.caption("Tbl. 3  TA = 25 " + DEG + ", VDD = 1.8 V, 94 dB SPL at 1 kHz")
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Sensitivity", "1 kHz, 94 dB SPL", "-27", "-26", "-25", "dBFS"],
            ["Signal-to-noise ratio", "20 kHz bandwidth, A-weighted", "", "65", "", "dB(A)"],
            ["Acoustic overload point", "10 % THD", "", "120", "", "dB SPL"],
            ["Total harmonic distortion", "105 dB SPL", "", "0.2", "1.0", "%"],
            ["Directionality", "", "", "omni", "", ""],
            ["Low-frequency corner", "-3 dB", "", "60", "", "Hz"],
            ["Output word length", "two's complement", "", "24", "", "bit"],
        ],
        7.5,
    )
    s.heading(mark + "6  Operating conditions", 10, rule=True)
    s.para(
        "The LFA4937 operates over an ambient temperature range of -40 " + DEG + " to +85 "
        + DEG + ". Sensitivity changes by less than 0.5 dB across that range. Keep the sound "
        "port free of solder flux, conformal coating and water; the package itself is not "
        "sealed against liquids.",
        8.0,
    )
    s.heading(mark + "7  Interface timing", 10, rule=True)
    s.caption("Tbl. 4  I" + SQ + "S timing, VDD = 1.8 " + ELL + " 3.3 V")
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["SCK period", "t_{SCP}", "325", "1953", "ns"],
            ["SCK high / low time", "t_{SCH}, t_{SCL}", "100", "", "ns"],
            ["WS setup to SCK rising", "t_{WSS}", "20", "", "ns"],
            ["SD valid after SCK falling", "t_{DC}", "", "65", "ns"],
            ["SD high-Z after WS edge", "t_{DZ}", "", "40", "ns"],
        ],
        7.5,
    )
    s.heading(mark + "8  Pin description", 10, rule=True)
    s.caption("Tbl. 5  Pins (bottom view, sound port between pins 3 and 4)")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Type", 70, "C"), Col("Function", 329)],
        [
            ["1", "SCK", "input", "Bit clock from the host; < 200 kHz puts the device to sleep"],
            ["2", "SD", "output", "Serial data, tri-stated in the unused half of the frame"],
            ["3", "WS", "input", "Word select (frame clock = fSCK / 64)"],
            ["4", "L/R", "input", "GND: data while WS low (left); VDD: data while WS high (right)"],
            ["5", "GND", "supply", "Ground"],
            ["6", "VDD", "supply", "1.62 " + ELL + " 3.63 V; decouple with 100 nF"],
        ],
        7.5,
    )
    s.heading(mark + "9  Application hints", 10, rule=True)
    s.bullets(
        [
            "Run SCK at 64 x fS: 3.072 MHz gives 48 kHz, 1.024 MHz gives 16 kHz. Between 0.8 "
            "and 1.024 MHz the mode is undefined.",
            "SD needs a 100 k" + OHM + " pull-down when it is the only device on the line.",
            "VDD must not exceed 3.63 V in operation. A 5 V rail needs a regulator; the "
            "digital pins are not 5 V tolerant.",
        ],
        7.5,
        "\u25e6",
    )
    s.caption("Tbl. 6  Ordering information")
    s.table(
        [Col("Order code", 130), Col("Package", 150), Col("Packing", 219)],
        [
            ["LFA4937-TR", "LGA-6, 3.50 x 2.65 mm", "Tape and reel, 5000 pcs"],
            ["LFA4937-TR1K", "LGA-6, 3.50 x 2.65 mm", "Tape and reel, 1000 pcs"],
            ["LFA4937-FLEX", "flex evaluation board", "1 pc, 6-pin 1.27 mm header"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-06-30", "1.0", "Initial release"],
            ["2024-03-18", "1.4", "Low-power mode limits; sleep current max 15 " + MU + "A"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lfa4937.pdf")


# ------------------------------------------------ 4-20 mA receiver board (Bratislava)
def dmr420(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="DUNAJ MODULY  \u2022  industrial signal modules",
        header_right="DMR-420  4-20 mA loop receiver",
        footer_left="Dunaj Moduly s.r.o.  \u00b7  Bratislava, Slovakia  \u00b7  I\u010cO 52 417 903  "
        "\u00b7  www.dunaj-moduly.sk",
        footer_right="Strana {page} z {nb}",
        rule_color=(150, 45, 35),
        table_fill=(248, 228, 224),
        accent=(150, 45, 35),
        grid=True,
    )
    mark = "\u229e "
    s = Sheet(style, "DMR-420 4-20 mA current-loop receiver board")
    s.add_page()
    s.title_block(
        "DMR-420",
        "4" + NDASH + "20 mA Current-Loop Receiver Board (current to voltage converter)",
        "Versions DMR-420-3V3, DMR-420-5V and DMR-420-10V  |  loop supply on board  |  "
        "product sheet, edition 2024/05",
        21,
    )
    s.heading(mark + "What it does", 10)
    s.para(
        "The DMR-420 powers a 2-wire 4" + NDASH + "20 mA transmitter (pressure, level, "
        "temperature) from its own VIN terminal, measures the loop current across a 100 " + OHM
        + " 0.1 % shunt and turns it into a buffered voltage for the analog input of a PLC, "
        "an Arduino or an ESP32. Zero and span are trimmed with two multiturn pots. The "
        "board is not galvanically isolated: VIN-, the loop return and OUT GND are one "
        "ground.",
        8.0,
    )
    s.heading(mark + "Specification", 10)
    s.caption("Tab. 1: Electrical data (TA = 25 " + DEG + ", VIN = 24 V)")
    s.table(
        [
            Col("Parameter", 130),
            Col("Condition", 105),
            Col("DMR-420-3V3", 70, "C"),
            Col("DMR-420-5V", 70, "C"),
            Col("DMR-420-10V", 70, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply voltage VIN", "operating", "10 " + ELL + " 30", "10 " + ELL + " 30",
             "15 " + ELL + " 30", "V"],
            ["Output voltage range", "4 " + ARROW + " 20 mA", "0.00 " + ELL + " 3.30",
             "0.00 " + ELL + " 5.00", "0.0 " + ELL + " 10.0", "V"],
            ["Output below 4 mA\n(broken loop)", "clipped", "0", "0", "0", "V"],
            ["Output load", "min. resistance", "2", "2", "5", "k" + OHM],
            ["Supply current,\nno loop connected", "VIN = 24 V", "9", "9", "11", "mA"],
            ["Supply current,\nloop at 20 mA", "VIN = 24 V", "32", "32", "35", "mA"],
            ["Span trim", "multiturn pot", PM + "10", PM + "10", PM + "10", "% FS"],
        ],
        7.5,
        head_rows=[["", "", "Output version", "<", "<", ""]],
    )
    s.caption("Tab. 2: Loop input (all versions)")
    s.table(
        [
            Col("Parameter", 170),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 50, "C"),
            Col("Note", 99),
        ],
        [
            ["Input current, linear range", "0", "", "24", "mA", "4 " + ELL + " 20 mA nominal"],
            ["Shunt resistance", "", "100", "", OHM, "0.1 %, 25 ppm/K"],
            ["Burden at 20 mA\n(shunt + protection diode)", "", "2.6", "", "V", ""],
            ["Loop voltage available to\nthe transmitter", "", "VIN - 2.6", "", "V",
             "at 20 mA"],
            ["Total error", "", "", PM + "0.2", "% FS", "after trimming"],
            ["Response time (10 " + ARROW + " 90 %)", "", "8", "15", "ms", "output step"],
            ["Input current limit", "25", "28", "32", "mA", "PTC + transistor"],
        ],
        7.5,
    )
    s.caption("Tab. 3: Limits and environment")
    s.table(
        [Col("Parameter", 250), Col("Value", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Absolute maximum VIN (no damage)", "36", "V"],
            ["Reverse polarity protection, VIN", "up to -36", "V"],
            ["Operating temperature", "-20 " + ELL + " +70", DEG],
            ["Storage temperature", "-40 " + ELL + " +85", DEG],
            ["Relative humidity", "10 " + ELL + " 90, non-condensing", "%RH"],
            ["Board size", "45 x 28 x 16", "mm"],
        ],
        7.5,
    )

    s.add_page()
    s.heading(mark + "Terminals and jumpers", 10)
    s.caption("Tab. 4: Screw terminals (5.08 mm)")
    s.table(
        [Col("Terminal", 70, "C"), Col("Name", 70, "C"), Col("Function", 359)],
        [
            ["J1-1", "VIN+", "Supply 10 " + ELL + " 30 V (15 " + ELL + " 30 V for -10V)"],
            ["J1-2", "VIN-", "Supply ground (= loop return = OUT GND)"],
            ["J2-1", "LOOP+", "To transmitter + (carries VIN through the current limiter)"],
            ["J2-2", "LOOP-", "From transmitter - (into the 100 " + OHM + " shunt)"],
            ["J3-1", "OUT", "Voltage output"],
            ["J3-2", "GND", "Output ground"],
        ],
        7.5,
    )
    s.caption("Tab. 5: Jumper JP1 (input mode)")
    s.table(
        [Col("JP1", 70, "C"), Col("Mode", 150), Col("Use", 279)],
        [
            ["1-2", "2-wire (loop powered)", "board supplies the transmitter from LOOP+"],
            ["2-3", "4-wire (active source)", "transmitter has its own supply; LOOP+ unused"],
        ],
        7.5,
    )
    s.heading(mark + "Check before you wire", 10)
    s.bullets(
        [
            "Your transmitter must still get its minimum supply voltage at 20 mA: "
            "VIN - 2.6 V - cable drop. Example: a transmitter that needs 12 V minimum "
            "works from VIN = 24 V but not from 12 V.",
            "DMR-420-3V3 is the version for 3.3 V ADCs (ESP32, Raspberry Pi Pico, STM32). "
            "The 5V version gives 5.0 V at 20 mA and up to 5.5 V on over-range, which "
            "overdrives them.",
            "DMR-420-10V needs VIN of at least 15 V; below that its output clips near 8 V.",
            "Not isolated. If the PLC input and the transmitter are grounded at different "
            "points, use an isolator in front of the board.",
            "Output current: the buffer drives up to 5 mA, short-circuit proof to GND.",
        ],
        7.5,
        "\u25aa",
    )
    s.heading(mark + "Calibration", 10)
    s.para(
        "Feed 4.00 mA and turn ZERO until OUT reads 0.00 V; feed 20.00 mA and turn SPAN "
        "until OUT reads full scale (3.30 V, 5.00 V or 10.0 V). Repeat once; the two pots "
        "interact by about 1 %. Boards ship trimmed at 24 V and 25 " + DEG + ".",
        8.0,
    )
    s.heading(mark + "Prices (EUR incl. 20 % DPH)", 10)
    s.table(
        [Col("Code", 110), Col("Version", 170), Col("1 pc", 70, "C"), Col("10 pcs", 70, "C"),
         Col("Stock", 79, "C")],
        [
            ["DMR-420-3V3", "0 " + ELL + " 3.3 V output", "14.90", "12.60", "yes"],
            ["DMR-420-5V", "0 " + ELL + " 5 V output", "14.90", "12.60", "yes"],
            ["DMR-420-10V", "0 " + ELL + " 10 V output", "16.40", "13.90", "2 weeks"],
            ["DMR-ENC", "DIN-rail enclosure", "4.20", "3.50", "yes"],
        ],
        7.5,
    )
    s.heading(mark + "Document history", 10)
    revision_table(
        s,
        [
            ["2022-11-08", "2022/11", "First edition"],
            ["2024-05-21", "2024/05", "-10V version; loop voltage note; response time"],
        ],
        (90, 70, 339),
    )
    return save(s, out / "dmr-420.pdf")


# ------------------------------------------------ USB-C PD trigger board (Chiang Mai)
def nmpt(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="NIMMAN MAKER SUPPLY",
        header_right="NMP-T series \u00b7 USB-C PD trigger board",
        footer_left="Nimman Maker Supply Co., Ltd. \u00b7 Nimmanhaemin Rd, Chiang Mai 50200, "
        "Thailand \u00b7 LINE @nimmanmaker",
        footer_right="{page}/{nb}",
        rule_color=(214, 120, 0),
        table_fill=None,
        accent=(160, 80, 0),
        grid=False,
    )
    mark = "\u25bb "
    s = Sheet(style, "NMP-T series USB-C PD trigger board")
    s.add_page()
    s.title_block(
        "NMP-T09 / NMP-T12 / NMP-T20",
        "USB-C Power Delivery Trigger Board " + NDASH + " fixed 9 V, 12 V or 20 V output",
        "Product info and spec sheet  |  SKU NMS-PD-09 / -12 / -20  |  updated 2024-04",
        20,
    )
    s.heading(mark + "OVERVIEW", 10)
    s.para(
        "Plug a USB-C PD charger or power bank in, get a fixed DC voltage out on two screw "
        "terminals. The on-board PD sink controller asks the charger for exactly one "
        "voltage (9 V, 12 V or 20 V, set at the factory by a resistor). When the charger "
        "accepts, a low-resistance MOSFET switch connects VBUS to the output and the green "
        "LED lights. There is no 5 V fallback: if the charger cannot give the requested "
        "voltage, the output stays off and the red LED blinks.",
        8.0,
    )
    s.heading(mark + "SPECIFICATIONS", 10)
    s.table(
        [
            Col("Item", 170),
            Col("NMP-T09", 78, "C"),
            Col("NMP-T12", 78, "C"),
            Col("NMP-T20", 78, "C"),
            Col("Unit", 95, "C"),
        ],
        [
            ["Output voltage (requested PDO)", "9", "12", "20", "V"],
            ["Output voltage tolerance\n(as supplied by the charger)", PM + "5", PM + "5",
             PM + "5", "%"],
            ["Max. output current,\nstandard C-to-C cable", "3", "3", "3", "A"],
            ["Max. output current,\n5 A e-marked cable", "3", "3", "5", "A"],
            ["Max. output power", "27", "36", "60 / 100", "W"],
            ["Charger needed", "PD 2.0/3.0\nwith 9 V", "PD 2.0/3.0\nwith 12 V",
             "PD 2.0/3.0\nwith 20 V", ""],
            ["Price (THB incl. 7 % VAT)", "89", "89", "109", "THB"],
        ],
        7.5,
        head_rows=[["", "Fixed-voltage version", "<", "<", ""]],
    )
    s.table(
        [
            Col("Item (all versions)", 200),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 55, "C"),
            Col("Note", 79),
        ],
        [
            ["Input (USB-C VBUS) before contract", "4.75", "5.0", "5.5", "V", "5 V default"],
            ["Input voltage, absolute max.", "", "", "28", "V", "VBUS pin"],
            ["Board current, LED on", "", "4", "6", "mA", "from VBUS"],
            ["Output switch resistance", "", "12", "18", "m" + OHM, "MOSFET + traces"],
            ["Negotiation time\n(plug-in " + ARROW + " output on)", "", "250", "500", "ms", ""],
            ["Operating temperature", "-10", "", "+60", DEG, "still air"],
        ],
        7.5,
    )
    s.para(
        "Protocol: USB PD 2.0 / 3.0 sink (no QC, no AFC). "
        "Board size 26 x 14 mm, 1.6 mm FR-4, 2 oz copper. Output: 2-pin screw terminal, "
        "5.08 mm pitch, 12 " + NDASH + " 26 AWG.",
        7.5,
    )

    s.add_page()
    s.heading(mark + "HOW TO USE", 10)
    s.bullets(
        [
            "Connect your load to OUT+ / OUT- first, then plug in the charger.",
            "Green LED = contract accepted, output on. Red LED blinking = voltage not "
            "offered, output off.",
            "The board passes the charger's VBUS straight through. It does not regulate "
            "and it has no current limit of its own: the charger's over-current protection "
            "is the only protection.",
            "To get 5 A on the NMP-T20 you need a 100 W (20 V 5 A) charger and a 5 A "
            "e-marked cable. With a 3 A cable the charger limits the board to 3 A.",
        ],
        7.5,
        "\u2013",
    )
    s.heading(mark + "LED AND PAD TABLE", 10)
    s.table(
        [Col("Label", 70, "C"), Col("What", 429)],
        [
            ["OUT+", "Output positive (VBUS after the switch)"],
            ["OUT-", "Output negative (GND)"],
            ["LED G", "Contract OK, output on"],
            ["LED R", "Blinks 2 Hz when the requested voltage is not offered"],
            ["CFG", "Factory resistor: 6.8 k" + OHM + " = 9 V, 15 k" + OHM + " = 12 V, 56 k"
             + OHM + " = 20 V (do not change)"],
        ],
        7.5,
    )
    s.heading(mark + "FAQ", 10)
    faq = [
        (
            "Q: Does it work with my old 5 V USB-A charger and an A-to-C cable?",
            "A: No. Without USB PD there is no contract, so the output stays off.",
        ),
        (
            "Q: My power bank says \"PD 20 W\". Which version?",
            "A: Most 20 W banks offer 5 V, 9 V and 12 V only. Use the NMP-T09 or NMP-T12; "
            "the NMP-T20 will stay off on them.",
        ),
        (
            "Q: Can the NMP-T12 run my 12 V LED strip of 2 A?",
            "A: Yes, with a charger that offers 12 V at 2 A or more (24 W+).",
        ),
        (
            "Q: Can I charge a lead-acid battery with it?",
            "A: No. The board has no current limit and no charge control.",
        ),
        (
            "Q: Quick Charge 3.0 charger?",
            "A: QC and Samsung AFC are not supported, only USB PD.",
        ),
    ]
    for qtext, atext in faq:
        s.para(qtext, 8.0, bold=True)
        s.para(atext, 8.0)
    s.heading(mark + "WHAT'S IN THE BAG", 10)
    s.bullets(
        [
            "1 x NMP-T board (version as ordered), screw terminal fitted",
            "2 x M2 nylon screws",
            "Printed card with this page's FAQ in Thai and English",
        ],
        7.5,
        "\u2013",
    )
    return save(s, out / "nmp-t.pdf")


# ------------------------------------------------ hobby servo (Winnipeg)
def _bar(s: Sheet, text: str) -> None:
    """A white upper-case heading on a dark-red bar across the column."""
    s._room(22)
    s.gap(4)
    y = s.get_y()
    s.set_fill_color(120, 20, 30)
    s.rect(MARGIN, y, s.page_w - 2 * MARGIN, 14, "F")
    s.set_font(s.family, "B", 9.5)
    s.set_text_color(255, 255, 255)
    s.set_xy(MARGIN + 4, y)
    s.cell(300, 14, text.upper())
    s.set_text_color(0, 0, 0)
    s.set_xy(MARGIN, y + 18)


def rrs1590(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="RED RIVER SERVO CO.",
        header_right="RRS-1590 series  \u2022  Product Specification",
        footer_left="Red River Servo Co.  \u00b7  Winnipeg, Manitoba, Canada  \u00b7  "
        "spec RRS-1590 rev C",
        footer_right="{page} of {nb}",
        rule_color=(120, 20, 30),
        table_fill=(236, 236, 236),
        accent=(120, 20, 30),
        grid=True,
    )
    s = Sheet(style, "RRS-1590MG / RRS-1590HV digital metal-gear servo")
    s.add_page()
    s.title_block(
        "RRS-1590MG  /  RRS-1590HV",
        "Digital Metal-Gear Standard Servo, 180" + "\u00b0" + " travel",
        "MG = 4.8-6.0 V standard voltage  |  HV = 6.0-8.4 V high voltage (2S LiPo direct)  "
        "|  spec rev C, 2024",
        21,
    )
    _bar(s, "Specification summary")
    s.caption("Chart 1  Performance at the servo plug, no load unless noted, 25 " + DEG)
    s.table(
        [
            Col("", 122),
            Col("4.8 V", 60, "C"),
            Col("6.0 V", 60, "C"),
            Col("6.0 V", 60, "C"),
            Col("7.4 V", 60, "C"),
            Col("8.4 V", 60, "C"),
            Col("Unit", 77, "C"),
        ],
        [
            ["Stall torque", "13.5", "15.5", "17.0", "20.0", "22.5", "kg" + "\u00b7" + "cm"],
            ["Operating speed\n(60" + "\u00b0" + ", no load)", "0.17", "0.15", "0.14", "0.12",
             "0.10", "s"],
            ["Idle current\n(holding, no load)", "6", "7", "8", "9", "10", "mA"],
            ["Running current\n(no load)", "180", "220", "230", "280", "320", "mA"],
            ["Stall current", "1.9", "2.4", "2.3", "2.8", "3.1", "A"],
        ],
        7.5,
        head_rows=[["", "RRS-1590MG", "<", "RRS-1590HV", "<", "<", ""]],
    )
    s.para(
        "The MG is specified at 4.8 V and 6.0 V, the HV at 6.0 V, 7.4 V and 8.4 V. Torque "
        "and speed fall with the supply; currents rise with it.",
        7.0,
    )
    _bar(s, "Control signal")
    s.caption("Chart 2  PWM input (both models)")
    s.table(
        [
            Col("Parameter", 170),
            Col("Min", 60, "C"),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 50, "C"),
            Col("Note", 99),
        ],
        [
            ["Pulse width range", "500", "", "2500", MU + "s", "180" + "\u00b0" + " travel"],
            ["Neutral position", "", "1500", "", MU + "s", ""],
            ["Frame rate", "50", "", "333", "Hz", "333 Hz: HV only"],
            ["Dead band", "", "2", "", MU + "s", ""],
            ["Signal input high level", "2.5", "", "5.5", "V", "3.3 V and 5 V logic"],
            ["Signal input low level", "0", "", "0.8", "V", ""],
            ["Signal input resistance", "", "47", "", "k" + OHM, "to GND"],
        ],
        7.5,
    )
    _bar(s, "Limits")
    s.caption("Chart 3  Absolute limits (exceeding them voids the warranty)")
    s.table(
        [Col("Parameter", 200), Col("RRS-1590MG", 100, "C"), Col("RRS-1590HV", 100, "C"),
         Col("Unit", 99, "C")],
        [
            ["Operating voltage range", "4.8 " + ELL + " 6.0", "6.0 " + ELL + " 8.4", "V"],
            ["Maximum supply voltage (no damage)", "6.6", "9.0", "V"],
            ["Operating temperature", "-10 " + ELL + " +50", "-10 " + ELL + " +50", DEG],
            ["Storage temperature", "-20 " + ELL + " +60", "-20 " + ELL + " +60", DEG],
            ["Continuous stall, max. time", "5", "5", "s"],
        ],
        7.5,
    )

    s.add_page()
    _bar(s, "Mechanical data")
    s.caption("Chart 4  Dimensions and build")
    s.table(
        [Col("Item", 170), Col("Value", 329)],
        [
            ["Case size", "40.5 x 20.2 x 38.0 mm (standard size)"],
            ["Weight", "56 g (MG), 58 g (HV)"],
            ["Gear train", "5 metal gears, 2 ball bearings"],
            ["Output spline", "25 teeth (25T), M3 horn screw"],
            ["Motor", "3-pole ferrite, brushed"],
            ["Lead", "300 mm, 3 x 22 AWG, JR/Futaba-type plug"],
        ],
        7.5,
    )
    s.caption("Chart 5  Lead colours")
    s.table(
        [Col("Wire", 100, "C"), Col("Function", 399)],
        [
            ["Brown", "Ground (-)"],
            ["Red", "Supply (+), see operating voltage range"],
            ["Orange", "Signal (PWM)"],
        ],
        7.5,
    )
    s.caption("Chart 6  Pulse width to horn angle (factory setting)")
    s.table(
        [Col("Pulse width", 125, "C"), Col("500 " + MU + "s", 75, "C"),
         Col("1000 " + MU + "s", 75, "C"), Col("1500 " + MU + "s", 75, "C"),
         Col("2000 " + MU + "s", 75, "C"), Col("2500 " + MU + "s", 74, "C")],
        [["Horn angle", "-90" + "\u00b0", "-45" + "\u00b0", "0" + "\u00b0", "+45" + "\u00b0",
          "+90" + "\u00b0"]],
        7.5,
    )
    _bar(s, "Powering notes")
    s.bullets(
        [
            "Size the supply for the stall current, not the running current: every servo "
            "draws its stall current for a moment each time it starts to move.",
            "Do not power the servo from the 5 V pin of an Arduino or from a USB port. Use a "
            "separate 5 " + NDASH + " 6 V BEC or a 4-cell NiMH pack (MG), or a 2S LiPo "
            "(HV), and connect the grounds.",
            "The MG is not for 2S LiPo: 8.4 V is above its 6.6 V limit.",
            "The signal input works with 3.3 V logic (ESP32, Raspberry Pi) without a level "
            "shifter.",
            "Below -10 " + DEG + " the grease stiffens and the speed figures no longer apply.",
        ],
        7.5,
        "\u2022",
    )
    _bar(s, "Ordering")
    s.table(
        [Col("Part number", 130), Col("Description", 250), Col("MSRP (CAD)", 119, "C")],
        [
            ["RRS-1590MG", "Standard voltage, 4.8 " + NDASH + " 6.0 V", "34.95"],
            ["RRS-1590HV", "High voltage, 6.0 " + NDASH + " 8.4 V", "39.95"],
            ["RRS-HORN-25T", "Aluminium horn set, 25T", "9.95"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-02-14", "A", "Release"],
            ["2023-09-05", "B", "HV model added"],
            ["2024-01-22", "C", "333 Hz frame rate (HV); stall currents re-measured"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "rrs-1590.pdf")
