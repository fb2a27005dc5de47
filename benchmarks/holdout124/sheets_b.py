"""Hold-out 124 datasheets, part 2: a LoRa radio module with an SPI interface, an
ultrasonic distance sensor module (trigger / echo), an e-paper display module (SPI) and an
NDIR CO2 sensor module (UART / PWM).

A Podgorica (Montenegro) radio-module house data sheet ("◎ n." heads, "Table n:" captions
below the tables, currents stacked per mode, sensitivity stacked per spreading factor,
frequency band per version, a command-opcode table, pin table and ordering table as
decoys), a Vientiane (Laos) maker-shop product sheet (LAK prices, "☛" heads, column groups
per version, range stacked per supply voltage, timing table, wiring tips and FAQ), a
Zhangzhou (China) e-paper factory product specification in English (numbered upper-case
sections, customer-approval box, column groups per colour version, a command table and a
reliability-test table as decoys) and a Kuwait City gas-sensor company technical data
sheet ("›" heads, column groups per supply version, peak vs average vs standby current,
a UART command table, pin and ordering tables as decoys).
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
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"
MID = "\u00b7"


# ------------------------------------------------ LoRa radio module, SPI (Podgorica)
def tlm_s62(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="MORAČA RADIO",
        header_right="TLM-S62 series  " + MID + "  Datasheet v1.4",
        footer_left="Morača Radio d.o.o.  " + MID + "  Bulevar Džordža Vašingtona, Podgorica, "
        "Montenegro  " + MID + "  DS-TLM-S62 v1.4 (2024-04)",
        footer_right="{page} / {nb}",
        rule_color=(70, 76, 84),
        table_fill=(232, 234, 236),
        accent=(70, 76, 84),
        grid=True,
    )
    h = "\u25ce "
    s = Sheet(style, "TLM-S62E / TLM-S62U LoRa transceiver modules")
    s.add_page()
    s.title_block(
        "TLM-S62E / TLM-S62U",
        "Sub-GHz LoRa" + "\u00ae" + " / FSK Transceiver Module with SPI Interface",
        "TLM-S62E: 863 " + ELL + " 870 MHz   " + MID + "   TLM-S62U: 902 " + ELL + " 928 MHz   "
        + MID + "   16 " + TIMES + " 16 mm stamp-hole module with U.FL connector",
        20,
    )
    s.heading(h + "1. Overview", 10)
    s.para(
        "The TLM-S62 modules combine a sub-GHz LoRa / FSK transceiver, a 32 MHz TCXO, the RF "
        "switch and the matching network on a 16 " + TIMES + " 16 mm board. The host controls "
        "the radio over a 4-wire SPI bus plus BUSY, DIO1 and NRESET. There is no firmware or "
        "AT command set on the module: the host runs the LoRa stack.",
        8.0,
    )
    s.bullets(
        [
            "Programmable TX output power up to +22 dBm",
            "Receiver sensitivity down to -137 dBm (SF12, 125 kHz)",
            "RX current 4.6 mA with the internal DC-DC converter",
            "LoRa spreading factors SF5 to SF12, bandwidths 7.8 to 500 kHz",
            "Two versions with different RF matching; same pinout and software",
        ],
        7.8,
        "\u25e6",
    )
    s.heading(h + "2. Radio characteristics", 10)
    s.table(
        [
            Col("Parameter", 120),
            Col("Conditions", 170),
            Col("TLM-S62E", 80, "C"),
            Col("TLM-S62U", 80, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Frequency range", "", "863 " + ELL + " 870", "902 " + ELL + " 928", "MHz"],
            ["TX output power", "programmable, at the U.FL", "-9 " + ELL + " +22",
             "-9 " + ELL + " +22", "dBm"],
            ["Sensitivity", "LoRa SF7, BW 125 kHz\nLoRa SF12, BW 125 kHz\n"
             "FSK 4.8 kbps", "-124\n-137\n-118", "-123\n-136\n-117", "dBm"],
            ["LoRa bit rate", "SF12 / BW 7.8 kHz " + ELL + " SF5 / BW 500 kHz",
             "0.018 " + ELL + " 62.5", "0.018 " + ELL + " 62.5", "kbps"],
            ["FSK bit rate", "", "0.6 " + ELL + " 300", "0.6 " + ELL + " 300", "kbps"],
            ["Frequency stability", "TCXO, -40 " + ELL + " +85 " + DEG, PM + "2", PM + "2",
             "ppm"],
            ["Antenna impedance", "", "50", "50", OHM],
        ],
        7.5,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.caption("Table 1: RF characteristics (TA = 25 " + DEG + ", VCC = 3.3 V)", 7.5)
    s.heading(h + "3. Electrical characteristics", 10)
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 44, "C"),
            Col("Conditions", 160),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 53, "C"),
        ],
        [
            ["Supply voltage", "V_{CC}", "", "1.8", "3.3", "3.7", "V"],
            ["Supply current,\ntransmit", "I_{TX}", "+22 dBm\n+20 dBm\n+14 dBm", "",
             "118\n90\n45", "", "mA"],
            ["Supply current,\nreceive", "I_{RX}", "LoRa 125 kHz, DC-DC\nLoRa 125 kHz, LDO", "",
             "4.6\n8.6", "", "mA"],
            ["Standby current", "I_{STBY}", "STDBY_RC\nSTDBY_XOSC", "", "0.6\n0.8", "", "mA"],
            ["Sleep current", "I_{SLEEP}", "configuration retained (warm start)\n"
             "cold start", "", "1.2\n0.6", "", MU + "A"],
            ["Input high voltage", "V_{IH}", "", "0.7 " + TIMES + " VCC", "", "VCC + 0.3",
             "V"],
            ["Input low voltage", "V_{IL}", "", "-0.3", "", "0.3 " + TIMES + " VCC", "V"],
            ["Output high voltage", "V_{OH}", "I_{OH} = -1 mA", "0.9 " + TIMES + " VCC", "",
             "", "V"],
            ["SPI clock", "f_{SCK}", "", "", "", "16", "MHz"],
            ["Operating temperature", "T_{A}", "", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.caption("Table 2: DC characteristics (TA = 25 " + DEG + ", VCC = 3.3 V unless noted)", 7.5)

    s.add_page()
    s.heading(h + "4. Absolute maximum ratings", 10)
    s.table(
        [Col("Parameter", 280), Col("Min", 60, "C"), Col("Max", 80, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage VCC", "-0.5", "3.9", "V"],
            ["Voltage on any digital pin", "-0.5", "VCC + 0.3", "V"],
            ["RF input level", "", "+10", "dBm"],
            ["Storage temperature", "-55", "+125", DEG],
        ],
        7.5,
    )
    s.caption("Table 3: Absolute maximum ratings", 7.5)
    s.heading(h + "5. Pin assignment", 10)
    s.table(
        [Col("Pad", 40, "C"), Col("Name", 70, "C"), Col("Type", 50, "C"), Col("Description", 339)],
        [
            ["1, 9, 16", "GND", DASH, "ground"],
            ["2", "VCC", "P", "supply 1.8 " + ELL + " 3.7 V"],
            ["3", "NRESET", "I", "reset, active low (hold low for 100 " + MU + "s)"],
            ["4", "BUSY", "O", "high while the radio processes a command"],
            ["5", "DIO1", "O", "interrupt (TX done, RX done, timeout)"],
            ["6 " + NDASH + " 8", "SCK, MOSI, MISO", "I / O", "SPI, mode 0, MSB first"],
            ["10", "NSS", "I", "SPI chip select, active low"],
            ["15", "ANT", "RF", "antenna pad (U.FL fitted in parallel)"],
        ],
        7.5,
    )
    s.caption("Table 4: Pad functions", 7.5)
    s.heading(h + "6. Main SPI commands", 10)
    s.table(
        [Col("Command", 120), Col("Opcode", 60, "C"), Col("Parameters", 319)],
        [
            ["SetSleep", "0x84", "1 byte: bit 2 = warm start"],
            ["SetStandby", "0x80", "0x00 = STDBY_RC, 0x01 = STDBY_XOSC"],
            ["SetTx", "0x83", "3-byte timeout, 15.625 " + MU + "s steps"],
            ["SetRx", "0x82", "3-byte timeout; 0xFFFFFF = continuous"],
            ["SetRfFrequency", "0x86", "4 bytes, frequency = value " + TIMES
             + " 32 MHz / 2^25"],
            ["SetTxParams", "0x8E", "power in dBm (-9 to +22), ramp time"],
        ],
        7.5,
    )
    s.caption("Table 5: Command opcodes (see the transceiver user manual for the full set)", 7.5)
    s.heading(h + "7. Design-in notes", 10)
    s.bullets(
        [
            "The I/O pins are not 5 V tolerant. With a 5 V host, use a level translator on SCK, "
            "MOSI, NSS and NRESET.",
            "At +22 dBm the module draws about 118 mA in bursts: the supply must deliver at "
            "least 150 mA and the module needs a 10 " + MU + "F capacitor at VCC.",
            "EU 868 MHz band: the legal limit in the common sub-bands is +14 dBm ERP with a "
            "1 % duty cycle. Set the power with SetTxParams.",
            "Keep the antenna connected whenever the transmitter is on.",
            "The TLM-S62E is matched for 863 " + ELL + " 870 MHz and the TLM-S62U for 902 "
            + ELL + " 928 MHz; they cannot be retuned to the other band.",
        ],
        7.6,
        "\u25e6",
    )
    s.heading(h + "8. Ordering information", 10)
    s.table(
        [Col("Order code", 130), Col("Band", 100, "C"), Col("Antenna", 130, "C"),
         Col("Packing", 139, "C")],
        [
            ["TLM-S62E-U", "863 " + ELL + " 870 MHz", "U.FL", "tray, 100 pcs"],
            ["TLM-S62E-P", "863 " + ELL + " 870 MHz", "pad only", "tape & reel, 800 pcs"],
            ["TLM-S62U-U", "902 " + ELL + " 928 MHz", "U.FL", "tray, 100 pcs"],
            ["TLM-S62U-P", "902 " + ELL + " 928 MHz", "pad only", "tape & reel, 800 pcs"],
        ],
        7.5,
    )
    s.caption("Table 6: Ordering codes", 7.5)
    revision_table(
        s,
        [
            ["2023-06-12", "1.0", "First release"],
            ["2023-12-01", "1.2", "FSK sensitivity added"],
            ["2024-04-22", "1.4", "Sleep currents corrected; design-in notes"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tlm-s62.pdf")


# ------------------------------------------------ ultrasonic distance sensor module (Vientiane)
def pha_us05(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="That Luang Maker Shop",
        header_right="PHA-US05 / PHA-US05W  " + MID + "  ultrasonic ranging modules",
        footer_left="That Luang Maker Shop Co., Ltd.  " + MID + "  Ban Nongbone, Saysettha "
        "District, Vientiane, Lao PDR",
        footer_right="page {page} of {nb}",
        rule_color=(150, 100, 40),
        table_fill=(252, 246, 228),
        accent=(150, 100, 40),
        grid=False,
    )
    h = "\u261b "
    s = Sheet(style, "PHA-US05 / PHA-US05W ultrasonic distance sensor modules")
    s.add_page()
    s.title_block(
        "PHA-US05 / PHA-US05W",
        "Ultrasonic Distance Sensor Modules (trigger / echo)",
        "PHA-US05: classic 5 V module  " + MID + "  PHA-US05W: wide-voltage module for 3.3 V "
        "and 5 V boards  " + MID + "  sheet version 3, January 2024",
        21,
    )
    s.heading(h + "About these modules", 10)
    s.para(
        "Both modules send a burst of 40 kHz ultrasound when you pulse TRIG and return an ECHO "
        "pulse as long as the sound took to travel to the target and back. Distance in cm = "
        "echo time in " + MU + "s / 58. The PHA-US05 is the well-known blue board for 5 V "
        "systems. The PHA-US05W (green board) runs from 3.0 V to 5.5 V, draws less current and "
        "its ECHO output always follows its own supply voltage.",
        8.0,
    )
    s.heading(h + "Specifications", 10)
    s.table(
        [
            Col("Parameter", 130),
            Col("Conditions", 150),
            Col("PHA-US05", 82, "C"),
            Col("PHA-US05W", 82, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["Supply voltage", "", "4.5 " + ELL + " 5.5", "3.0 " + ELL + " 5.5", "V"],
            ["Working current", "while ranging", "15", "3", "mA"],
            ["Quiescent current", "no trigger", "2", "1.5", "mA"],
            ["Measuring range", "VCC = 5 V\nVCC = 3.3 V", "2 " + ELL + " 400\n" + DASH,
             "3 " + ELL + " 400\n3 " + ELL + " 250", "cm"],
            ["Accuracy", "flat target, 25 " + DEG, PM + "1", PM + "1", "cm"],
            ["Resolution", "", "0.3", "0.3", "cm"],
            ["Beam angle", "-6 dB, full cone", "15", "20", "\u00b0"],
            ["Ultrasonic frequency", "", "40", "40", "kHz"],
            ["ECHO high level", "", "VCC", "VCC", "V"],
            ["Operating temperature", "", "-10 " + ELL + " +60", "-20 " + ELL + " +70", DEG],
            ["Board size", "", "45 " + TIMES + " 20", "45 " + TIMES + " 20", "mm"],
        ],
        7.6,
        head_rows=[["", "", "Model", "<", ""]],
    )
    s.heading(h + "Timing", 10)
    s.table(
        [Col("Item", 180), Col("Value", 150, "C"), Col("Note", 169)],
        [
            ["TRIG pulse", GE + " 10 " + MU + "s, high", "rising edge starts a burst"],
            ["Burst", "8 cycles at 40 kHz", "sent by the module"],
            ["ECHO pulse width", "116 " + MU + "s " + ELL + " 23.2 ms", "2 " + ELL + " 400 cm"],
            ["ECHO timeout (no target)", "38 ms", "ECHO returns low"],
            ["Measurement cycle", GE + " 60 ms", "wait before the next TRIG"],
        ],
        7.6,
    )
    s.para(
        "The speed of sound changes with air temperature: about 331 m/s at 0 " + DEG + " and "
        "346 m/s at 25 " + DEG + ". The /58 rule is for about 20 " + DEG + ".",
        7.8,
    )
    s.heading(h + "Pins", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Function", 359)],
        [
            ["1", "VCC", "supply, see table"],
            ["2", "TRIG", "trigger input, 10 k" + OHM + " pull-down"],
            ["3", "ECHO", "echo output, push-pull, high level = VCC"],
            ["4", "GND", "ground"],
        ],
        7.6,
    )

    s.add_page()
    s.heading(h + "Wiring tips", 10)
    s.bullets(
        [
            "Arduino Uno, Nano, Mega (5 V): either model, VCC to 5 V, TRIG and ECHO to any "
            "digital pins.",
            "ESP32, ESP8266, Raspberry Pi, Pico (3.3 V GPIO): the PHA-US05 needs 5 V and then "
            "puts 5 V on ECHO. Use a 1 k" + OHM + " / 2 k" + OHM + " divider on ECHO, or use "
            "the PHA-US05W powered from 3.3 V.",
            "Use short wires (under 30 cm) or twisted pairs for TRIG and ECHO.",
            "Mount the module so the transducers do not touch the housing; vibrations give "
            "false echoes.",
        ],
        7.8,
        "\u261b",
    )
    s.heading(h + "FAQ", 10)
    s.bullets(
        [
            "What is the smallest distance? 2 cm for the PHA-US05, 3 cm for the PHA-US05W. "
            "Closer targets read as random values.",
            "Can it see soft things? Curtains, foam and fur absorb sound; the range is much "
            "shorter than for a wall.",
            "Is it waterproof? No. The transducers are open; water and dew change the readings "
            "and corrode the mesh.",
            "How fast can I measure? One reading per 60 ms or slower, so about 16 readings per "
            "second.",
            "Does the PHA-US05W reach 4 m on 3.3 V? No, 2.5 m. For 4 m power it from 5 V.",
        ],
        7.8,
        "\u261b",
    )
    s.heading(h + "Prices", 10)
    s.table(
        [Col("Code", 90), Col("Item", 269), Col("Price (LAK)", 140, "R")],
        [
            ["TL-US05", "PHA-US05 module", "35 000"],
            ["TL-US05W", "PHA-US05W module", "48 000"],
            ["TL-US05-BR", "Bracket for PHA-US05 / -US05W, black", "15 000"],
            ["TL-US05-K5", "5 x PHA-US05 + 5 brackets", "210 000"],
        ],
        7.6,
    )
    s.para(
        "Prices in Lao kip, including 10 % VAT. We ship by bus parcel to all provinces; pick-up "
        "at the shop Monday to Saturday.",
        7.8,
    )
    revision_table(
        s,
        [
            ["2022-05-20", "1", "PHA-US05"],
            ["2023-03-14", "2", "PHA-US05W added"],
            ["2024-01-08", "3", "Range at 3.3 V; FAQ"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "pha-us05.pdf")


# ------------------------------------------------ e-paper display module, SPI (Zhangzhou)
def npd266(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="JIULONG DISPLAY  " + MID + "  Spec. No. JL-PS-266-A03",
        header_right="NPD-266B / NPD-266R  PRODUCT SPECIFICATION",
        footer_left="Zhangzhou Jiulong Display Technology Co., Ltd.  " + MID + "  Longwen "
        "District, Zhangzhou, Fujian, China",
        footer_right="Page {page} of {nb}",
        rule_color=(80, 120, 150),
        table_fill=(226, 236, 242),
        accent=(60, 100, 130),
        grid=True,
    )
    s = Sheet(style, "NPD-266B / NPD-266R 2.66 inch e-paper display modules")
    s.add_page()
    s.title_block(
        "NPD-266B / NPD-266R",
        "2.66 inch E-Paper Display Module, 296 " + TIMES + " 152 dots, SPI",
        "NPD-266B: black / white    NPD-266R: black / white / red    Version A03    "
        "Issue date 2024-02-27",
        21,
    )
    s.table(
        [Col("Customer approval", 166, "C"), Col("Prepared by", 111, "C"),
         Col("Checked by", 111, "C"), Col("Approved by", 111, "C")],
        [["", "Lin Wei", "Chen Jia", "Huang Rong"]],
        7.5,
        row_height=16,
    )
    s.heading("1. GENERAL DESCRIPTION", 10)
    s.para(
        "The NPD-266 is a reflective electrophoretic (e-paper) display module with a 2.66 inch "
        "active area, an integrated driver IC, a 3.3 V regulator and a level translator on an "
        "adapter board, so it can be used with 3.3 V or 5 V hosts. The image stays visible "
        "without power. Data is written over a 4-wire SPI bus with D/C, RST and BUSY lines.",
        8.0,
    )
    s.heading("2. SPECIFICATIONS", 10)
    s.table(
        [
            Col("Item", 150),
            Col("NPD-266B", 130, "C"),
            Col("NPD-266R", 130, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Display colours", "black, white", "black, white, red", DASH],
            ["Resolution", "296 " + TIMES + " 152", "296 " + TIMES + " 152", "dots"],
            ["Active area", "60.1 " + TIMES + " 30.7", "60.1 " + TIMES + " 30.7", "mm"],
            ["Module outline", "70.4 " + TIMES + " 38.6 " + TIMES + " 3.9",
             "70.4 " + TIMES + " 38.6 " + TIMES + " 3.9", "mm"],
            ["Full refresh time", "3", "15", "s"],
            ["Partial refresh time", "0.5", "not supported", "s"],
            ["Operating temperature", "0 " + ELL + " 50", "0 " + ELL + " 40", DEG],
            ["Operating humidity", "35 " + ELL + " 70", "35 " + ELL + " 70", "%RH"],
            ["Storage temperature", "-25 " + ELL + " 70", "-25 " + ELL + " 70", DEG],
            ["Weight", "9.5", "9.5", "g"],
        ],
        7.5,
        head_rows=[["", "Model", "<", ""]],
    )
    s.heading("3. ELECTRICAL CHARACTERISTICS", 10)
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 44, "C"),
            Col("Condition", 150),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["Module supply voltage", "V_{CC}", "", "3.0", "3.3", "5.5", "V"],
            ["Logic input high", "V_{IH}", "", "0.7 " + TIMES + " VCC", "", "VCC", "V"],
            ["Logic input low", "V_{IL}", "", "0", "", "0.3 " + TIMES + " VCC", "V"],
            ["Refresh current", "I_{OPR}", "NPD-266B, full refresh\nNPD-266R, full refresh", "",
             "8\n9", "15\n17", "mA"],
            ["Deep sleep current,\npanel", "I_{DS}", "driver IC in deep sleep", "", "1", "5",
             MU + "A"],
            ["Module sleep current", "I_{SLP}", "panel in deep sleep,\nregulator and translator "
             "on", "", "15", "30", MU + "A"],
            ["SPI clock frequency", "f_{SCL}", "write\nread", "", "", "20\n2.5", "MHz"],
        ],
        7.5,
    )
    s.para(
        "Note: the refresh current flows only while BUSY is high. Between updates send the deep "
        "sleep command (0x10, data 0x01); the image is kept.",
        7.5,
    )

    s.add_page()
    s.heading("4. INTERFACE PIN ASSIGNMENT", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 70, "C"), Col("I/O", 50, "C"), Col("Description", 339)],
        [
            ["1", "VCC", "P", "3.0 " + ELL + " 5.5 V"],
            ["2", "GND", "P", "ground"],
            ["3", "DIN", "I", "SPI data in (MOSI)"],
            ["4", "CLK", "I", "SPI clock"],
            ["5", "CS", "I", "chip select, active low"],
            ["6", "DC", "I", "data (high) / command (low)"],
            ["7", "RST", "I", "reset, active low"],
            ["8", "BUSY", "O", "high while the panel refreshes"],
        ],
        7.5,
    )
    s.heading("5. COMMAND TABLE (EXCERPT)", 10)
    s.table(
        [Col("Command", 70, "C"), Col("Name", 150), Col("Data", 279)],
        [
            ["0x01", "Driver output control", "0x27, 0x01, 0x00 (296 gate lines)"],
            ["0x10", "Deep sleep mode", "0x01 = mode 1, RAM kept"],
            ["0x12", "Software reset", DASH],
            ["0x22", "Display update control 2", "0xF7 = full, 0xFF = partial (NPD-266B)"],
            ["0x24", "Write RAM (black / white)", "4 864 bytes"],
            ["0x26", "Write RAM (red)", "4 864 bytes, NPD-266R only"],
            ["0x4E / 0x4F", "RAM X / Y address counter", "start address"],
        ],
        7.5,
    )
    s.heading("6. RELIABILITY TEST", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Test item", 150), Col("Condition", 209),
         Col("Duration", 100, "C")],
        [
            ["1", "High temperature operation", "T = 40 " + DEG, "240 h"],
            ["2", "Low temperature operation", "T = 0 " + DEG, "240 h"],
            ["3", "High temperature storage", "T = 70 " + DEG, "240 h"],
            ["4", "Low temperature storage", "T = -25 " + DEG, "240 h"],
            ["5", "Damp heat operation", "T = 40 " + DEG + ", 90 %RH", "168 h"],
            ["6", "Thermal shock storage", "-25 " + DEG + " / 70 " + DEG + ", 30 min each",
             "50 cycles"],
        ],
        7.5,
    )
    s.para(
        "Acceptance: after the tests the display shall show no defects visible at 30 cm; "
        "refresh at 25 " + DEG + " for 2 h before inspection.",
        7.5,
    )
    s.heading("7. PRECAUTIONS", 10)
    s.bullets(
        [
            "Do not refresh the display outside its operating temperature range; the image may "
            "fade or leave ghosts.",
            "NPD-266R: refresh at least once every 24 h and not more often than once every "
            "180 s.",
            "NPD-266B: after 5 partial refreshes do one full refresh to remove ghosting.",
            "Put the panel into deep sleep after every update. Leaving the high-voltage "
            "supply on for a long time can damage the panel.",
            "The FPC is fragile: do not bend it sharply and do not press on the panel surface.",
            "Keep the panel out of direct sunlight and UV light during storage.",
        ],
        7.8,
        "\u2022",
    )
    s.heading("8. ORDERING INFORMATION", 10)
    s.table(
        [Col("Part number", 150), Col("Colours", 150, "C"), Col("Packing", 199, "C")],
        [
            ["NPD-266B-M01", "black / white", "tray, 60 pcs per tray"],
            ["NPD-266R-M01", "black / white / red", "tray, 60 pcs per tray"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-08-10", "A01", "New"],
            ["2023-11-02", "A02", "Module sleep current added"],
            ["2024-02-27", "A03", "NPD-266R refresh interval; reliability table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "npd-266.pdf")


# ------------------------------------------------ NDIR CO2 sensor module, UART / PWM (Kuwait City)
def qdx_c8(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="FAILAKA SENSING TECHNOLOGIES",
        header_right="QDX-C8 series  |  Technical Data Sheet  |  TDS-QDX-C8 Rev. 04",
        footer_left="Failaka Sensing Technologies K.S.C.C.  " + MID + "  Shuwaikh Industrial "
        "Area, Kuwait City, State of Kuwait",
        footer_right="TDS {page}/{nb}",
        rule_color=(64, 130, 109),
        table_fill=None,
        accent=(44, 110, 90),
        grid=False,
    )
    h = "\u203a "
    s = Sheet(style, "QDX-C8 / QDX-C8L NDIR CO2 sensor modules")
    s.add_page()
    s.title_block(
        "QDX-C8 / QDX-C8L",
        "NDIR CO2 Sensor Modules with UART and PWM Output",
        "QDX-C8: 5 V supply    QDX-C8L: 3.3 V supply    Technical Data Sheet Rev. 04, "
        "April 2024",
        22,
    )

    def intro() -> None:
        s.heading(h + "Product description", 10)
        s.para(
            "The QDX-C8 series measures carbon dioxide with a single-beam non-dispersive "
            "infrared (NDIR) cell and a temperature-compensated thermopile. Two versions share "
            "the optical bench and the firmware: the QDX-C8 runs from a 5 V supply, the "
            "QDX-C8L from 3.3 V for battery and ESP32-class designs. Both report the CO2"
            + " concentration over a 3.3 V UART and as a PWM signal.",
            8.0,
        )
        s.para(
            "Typical applications are ventilation control, indoor air-quality monitors and "
            "greenhouse climate control.",
            8.0,
        )

    def highlights() -> None:
        s.heading(h + "Highlights", 10)
        s.bullets(
            [
                "Range 400 " + ELL + " 5000 ppm",
                "Accuracy " + PM + "(50 ppm + 3 % of reading)",
                "UART and PWM outputs",
                "Automatic baseline correction",
                "Life > 10 years",
                "Gold-plated optical cell",
            ],
            8.0,
            "\u203a",
        )

    s.side_by_side(intro, highlights, 300, 16)
    s.heading(h + "Sensor performance (both versions)", 10)
    s.table(
        [
            Col("Item", 150),
            Col("Condition", 170),
            Col("Value", 110, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Target gas", "", "carbon dioxide (CO2)", DASH],
            ["Measurement range", "specified", "400 " + ELL + " 5000", "ppm"],
            ["Readout range", "accuracy not specified above 5000 ppm", "0 " + ELL + " 10 000",
             "ppm"],
            ["Accuracy", "400 " + ELL + " 5000 ppm, 25 " + DEG, PM + "(50 + 3 % of reading)",
             "ppm"],
            ["Resolution", "", "1", "ppm"],
            ["Response time (T90)", "diffusion, 400 " + ARROW + " 2000 ppm", "< 120", "s"],
            ["Measurement interval", "", "2", "s"],
            ["Preheat time", "to specified accuracy\nto first reading", "180\n10", "s"],
            ["Operating temperature", "", "0 " + ELL + " 50", DEG],
            ["Operating humidity", "non-condensing", "0 " + ELL + " 95", "%RH"],
            ["Storage temperature", "", "-20 " + ELL + " 60", DEG],
        ],
        7.5,
    )
    s.heading(h + "Electrical data", 10)
    s.table(
        [
            Col("Parameter", 150),
            Col("Condition", 140),
            Col("QDX-C8", 80, "C"),
            Col("QDX-C8L", 80, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Supply voltage", "recommended", "4.5 " + ELL + " 5.5", "3.0 " + ELL + " 3.6", "V"],
            ["Supply voltage, abs. max.", "", "6.0", "4.0", "V"],
            ["Average current", "2 s interval", "< 18", "< 25", "mA"],
            ["Peak current", "lamp pulse", "120", "160", "mA"],
            ["Standby current", "measurement paused (0x90)", "3", "2", "mA"],
            ["UART logic level", "TX high / RX max.", "3.3 / 3.6", "3.3 / 3.6", "V"],
            ["PWM output", "period / high level", "1004 / 3.3", "1004 / 3.3", "ms / V"],
        ],
        7.5,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.para(
        "The RX input of both versions accepts at most 3.6 V. It is not 5 V tolerant: with a "
        "5 V host put a divider (e.g. 1 k" + OHM + " / 2 k" + OHM + ") or a level shifter in the "
        "host's TX line.",
        7.8,
    )

    s.add_page()
    s.heading(h + "Serial communication", 10)
    s.para(
        "UART at 9600 bps, 8 data bits, no parity, 1 stop bit. Every frame has 9 bytes and ends "
        "with a checksum (0xFF minus the sum of bytes 1 to 7, plus 1). Wait at least 20 ms "
        "between commands.",
        8.0,
    )
    s.table(
        [Col("Command", 120), Col("Frame sent by host", 190), Col("Reply / effect", 189)],
        [
            ["Read CO2", "FF 01 86 00 00 00 00 00 79", "bytes 2-3 = CO2 in ppm"],
            ["Zero calibration", "FF 01 87 00 00 00 00 00 78", "in 400 ppm air after 20 min"],
            ["ABC on", "FF 01 79 A0 00 00 00 00 E6", "baseline period 24 h"],
            ["ABC off", "FF 01 79 00 00 00 00 00 86", "greenhouses, closed rooms"],
            ["Pause / resume", "FF 01 90 01 / 00 ...", "lamp off while paused"],
        ],
        7.5,
    )
    s.heading(h + "PWM output", 10)
    s.para(
        "Cycle 1004 ms: 2 ms high, a high part TH proportional to the CO2 "
        "concentration, then the low part. CO2 = 5000 ppm " + TIMES + " (TH - 2 ms) / "
        "(TH + TL - 4 ms).",
        8.0,
    )
    s.heading(h + "Pin assignment", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Description", 379)],
        [
            ["1", "VIN", "supply (QDX-C8: 5 V, QDX-C8L: 3.3 V)"],
            ["2", "GND", "ground"],
            ["3", "TX", "UART data out, 3.3 V"],
            ["4", "RX", "UART data in, max. 3.6 V"],
            ["5", "PWM", "PWM output, 3.3 V push-pull"],
            ["6", "HD", "zero calibration: pull low for 7 s in 400 ppm air"],
        ],
        7.5,
    )
    s.heading(h + "Installation notes", 10)
    s.bullets(
        [
            "Size the supply for the peak current of the lamp pulse, not for the average.",
            "Automatic baseline correction assumes the sensor sees fresh air (about 400 ppm) "
            "at least once a day. Switch it off where this is not true.",
            "Do not block the filter membrane; keep the module away from heat sources and "
            "direct air flow from fans.",
            "The module is not intended for safety or life-support applications.",
        ],
        7.8,
        "\u203a",
    )
    s.heading(h + "Ordering information", 10)
    s.table(
        [Col("Part number", 120), Col("Supply", 80, "C"), Col("Connector", 150, "C"),
         Col("Packing", 149, "C")],
        [
            ["QDX-C8-P", "5 V", "2.54 mm pins", "tray, 50 pcs"],
            ["QDX-C8-T", "5 V", "JST GH 6-pin cable", "tray, 50 pcs"],
            ["QDX-C8L-P", "3.3 V", "2.54 mm pins", "tray, 50 pcs"],
            ["QDX-C8L-T", "3.3 V", "JST GH 6-pin cable", "tray, 50 pcs"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2022-10-03", "01", "First issue"],
            ["2023-05-15", "02", "QDX-C8L added"],
            ["2023-12-20", "03", "Readout range 0 " + ELL + " 10 000 ppm"],
            ["2024-04-09", "04", "Standby current; RX input note"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "qdx-c8.pdf")
