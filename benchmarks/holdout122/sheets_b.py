"""Hold-out 122 datasheets, part 2: a Wi-Fi module with UART AT firmware, an ambient light
sensor IC (lux, I2C), a 1.8" SPI TFT LCD module and an air-quality (VOC) sensor module.

A Thessaloniki (Greece) radio-module house data sheet ("❏ n." heads, "Table n.m" captions
below the tables, current stacked per radio mode, RF table stacked per standard, default
vs configurable vs boot-log baud rate in prose, AT-command and pad tables as decoys), a
Valletta (Malta) opto fabless data sheet ("◊ n — UPPER-CASE" heads, centred "Table n."
captions below, a resolution grid per gain and integration time, addresses and 8-bit
bytes in prose, register and pin tables as decoys), a Doha (Qatar) maker-store product
datasheet in core Helvetica ("§ n" heads, QAR prices, column groups per board version with
a supply cell stacked per jumper setting, wiring table, FAQ) and a Nagoya (Japan) gas-sensor
company specification in English ("◑ n." heads, "Table-n" captions above, TVOC range beside
the eCO2 range, warm-up vs conditioning vs T90, supply current stacked per mode, UART frame,
register and air-quality level tables as decoys).
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
MDASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
SQ = "\u00b2"
ARROW = "\u2192"
TIMES = "\u00d7"


# ------------------------------------------------ Wi-Fi module with AT firmware (Thessaloniki)
def kwf630(out: Path) -> Path:
    box = "\u274f"
    style = Style(
        font="DejaVu",
        header_left="THERMAIKOS WIRELESS",
        header_right="KWF-630 Series  \u00b7  Module Datasheet  \u00b7  Public",
        footer_left="Thermaikos Wireless S.A.  \u00b7  26is Oktovriou 54, 546 27 Thessaloniki, Greece  "
        "\u00b7  DS-KWF630 v1.4  \u00b7  2024-03",
        footer_right="KWF-630 \u00b7 {page}/{nb}",
        rule_color=(0, 123, 167),
        table_fill=(224, 240, 247),
        accent=(0, 98, 140),
        grid=False,
    )
    s = Sheet(style, "KWF-630 Series Wi-Fi module")

    def cap(text: str) -> None:
        s.set_font(s.family, "", 7.0)
        s.set_text_color(*style.accent)
        s.caption(text, 7.5)
        s.set_text_color(0, 0, 0)
        s.gap(3)

    s.add_page()
    s.title_block(
        "KWF-630 Series",
        "2.4 GHz Wi-Fi Module with AT-Command Firmware",
        "KWF-630P: PCB antenna  \u00b7  KWF-630U: u.FL connector for an external antenna  \u00b7  "
        "2 MB (-2) or 4 MB (-4) flash",
        21,
    )

    def overview() -> None:
        s.heading(box + " 1. Overview", 10)
        s.para(
            "KWF-630 modules add Wi-Fi to any microcontroller with a UART. The module runs our "
            "AT-command firmware: the host sends text commands (AT+CWJAP, AT+CIPSEND " + ELL + ") "
            "and receives data, so no network stack is needed on the host. A 160 MHz RISC "
            "processor, the 2.4 GHz radio, balun, crystal, flash and " + MDASH + " on the "
            "KWF-630P " + MDASH + " a PCB antenna sit under one shield.",
            7.6,
        )

    def features() -> None:
        s.heading("Features", 10)
        s.bullets(
            [
                "IEEE 802.11 b/g/n (HT20); station, soft-AP and station + soft-AP",
                "UART host interface with AT commands",
                "Up to +20 dBm output power (802.11b)",
                "Deep-sleep current 20 " + MU + "A",
                "Operating temperature " + NDASH + "40 " + DEG + " to +85 " + DEG,
                "18.0 " + TIMES + " 20.0 " + TIMES + " 3.2 mm stamp-hole module, 16 pads",
            ],
            7.6,
        )

    s.side_by_side(overview, features, 245, 18)
    s.heading(box + " 2. Electrical Characteristics", 10.5, rule=True)
    s.table(
        [Col("Parameter", 259), Col("Min", 70, "C"), Col("Max", 90, "C"), Col("Unit", 80, "C")],
        [
            ["Supply voltage VDD", NDASH + "0.3", "3.9", "V"],
            ["Voltage on any I/O pad", NDASH + "0.3", "VDD + 0.3", "V"],
            ["Storage temperature", NDASH + "40", "+125", DEG],
            ["ESD, human body model", "", "2", "kV"],
        ],
        7.4,
    )
    cap("Table 2.1  Absolute maximum ratings")
    s.table(
        [
            Col("Parameter", 219),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 70, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "3.0", "3.3", "3.6", "V"],
            ["Current the 3.3 V source must deliver", "I_{SRC}", "500", "", "", "mA"],
            ["Operating ambient temperature", "T_{A}", NDASH + "40", "", "+85", DEG],
        ],
        7.4,
    )
    cap("Table 2.2  Recommended operating conditions")
    s.table(
        [
            Col("Parameter", 219),
            Col("Symbol", 60, "C"),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 80, "C"),
        ],
        [
            ["Input low voltage", "V_{IL}", NDASH + "0.3", "0.25 " + TIMES + " VDD", "V"],
            ["Input high voltage", "V_{IH}", "0.75 " + TIMES + " VDD", "VDD + 0.3", "V"],
            ["Output low voltage", "V_{OL}", "", "0.1 " + TIMES + " VDD", "V"],
            ["Output high voltage", "V_{OH}", "0.8 " + TIMES + " VDD", "", "V"],
            ["Drive current per pad", "I_{MAX}", "", "12", "mA"],
        ],
        7.4,
    )
    cap("Table 2.3  Digital I/O characteristics (VDD = 3.3 V, 25 " + DEG + ")")
    s.heading(box + " 3. Power Consumption", 10.5, rule=True)
    s.table(
        [
            Col("Mode", 90),
            Col("Conditions", 219),
            Col("Typ", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 70, "C"),
        ],
        [
            [
                "Transmit",
                "802.11b, 1 Mbps, P_{OUT} = +20 dBm\n802.11g, 54 Mbps, P_{OUT} = +17 dBm\n"
                "802.11n, MCS7, P_{OUT} = +15 dBm",
                "330\n250\n220",
                "370\n" + MDASH + "\n" + MDASH,
                "mA",
            ],
            ["Receive", "listening, 802.11b/g/n", "78", MDASH, "mA"],
            ["Modem-sleep", "connected, DTIM 3, CPU running", "18", MDASH, "mA"],
            ["Light-sleep", "connected, DTIM 3, CPU paused", "0.9", MDASH, "mA"],
            ["Deep-sleep", "RTC timer running, GPIO16 wired to EN", "20", MDASH, MU + "A"],
            ["Power-off", "EN low", "0.5", MDASH, MU + "A"],
        ],
        7.4,
    )
    cap("Table 3.1  Current consumption (VDD = 3.3 V, 25 " + DEG + ")")

    s.add_page()
    s.heading(box + " 4. RF Characteristics", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 120),
            Col("Condition", 150),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Frequency range", "channels 1 " + ELL + " 14", "2412", "", "2484", "MHz"],
            ["Output power", "802.11b, 1 Mbps\n802.11g, 54 Mbps\n802.11n, MCS7", "", "20\n17\n15",
             "", "dBm"],
            [
                "Receiver\nsensitivity",
                "802.11b, 1 Mbps\n802.11b, 11 Mbps\n802.11g, 54 Mbps\n802.11n, MCS7",
                "",
                NDASH + "97\n" + NDASH + "89\n" + NDASH + "75\n" + NDASH + "72",
                "",
                "dBm",
            ],
        ],
        7.4,
    )
    cap("Table 4.1  RF characteristics (25 " + DEG + ", VDD = 3.3 V, at the antenna port)")
    s.heading(box + " 5. Host Interface", 10.5, rule=True)
    s.para(
        "UART0 uses TXD0 and RXD0, with optional RTS / CTS. Factory setting: 115200 bps, 8 data "
        "bits, no parity, 1 stop bit, no flow control. AT+UART_DEF selects any rate from 1200 to "
        "921600 bps and stores it in flash. After every reset the ROM boot loader prints a few "
        "lines at 74880 bps; the host should ignore them.",
        7.8,
    )
    s.table(
        [Col("Command", 190), Col("Function", 190), Col("Reply", 119)],
        [
            ["AT", "test", "OK"],
            ["AT+RST", "restart the module", "OK, then ready"],
            ["AT+CWMODE=1", "station mode", "OK"],
            ["AT+CWJAP=\"ssid\",\"pwd\"", "join an access point (timeout 15 s)", "WIFI CONNECTED"],
            ["AT+CIPSTART=\"TCP\",\"192.168.4.1\",8080", "open a TCP connection", "CONNECT"],
            ["AT+CIPSEND=64", "send 64 bytes", "> then SEND OK"],
            ["AT+UART_DEF=115200,8,1,0,0", "set and store the UART format", "OK"],
            ["AT+GSLP=3600000", "deep sleep for 3 600 000 ms", "OK"],
        ],
        7.2,
    )
    cap("Table 5.1  Frequently used AT commands")
    s.heading(box + " 6. Pads", 10.5, rule=True)
    s.table(
        [Col("Pad", 40, "C"), Col("Name", 70, "C"), Col("Type", 50, "C"), Col("Function", 339)],
        [
            ["1", "GND", "P", "Ground"],
            ["2", "3V3", "P", "Supply 3.0 " + ELL + " 3.6 V"],
            ["3", "EN", "I", "Chip enable, high = on (10 k" + OHM + " pull-up on the module)"],
            ["4", "RST", "I", "Reset, low active"],
            ["5", "GPIO0", "I/O", "Low at reset = firmware download"],
            ["6", "TXD0", "O", "UART data out"],
            ["7", "RXD0", "I", "UART data in"],
            ["8", "GPIO16", "I/O", "Deep-sleep wake output, wire to EN"],
            ["9", "ADC", "AI", "Analog input 0 " + ELL + " 1.0 V, 10 bit"],
        ],
        7.2,
    )
    cap("Table 6.1  Pad assignment (pads 10 " + ELL + " 16: GPIO and GND)")
    s.heading(box + " 7. Design Notes", 10.5, rule=True)
    s.bullets(
        [
            "Power: transmit bursts draw up to 370 mA. Use a 3.3 V regulator rated for at least "
            "500 mA and place 22 " + MU + "F + 100 nF close to pad 2. The 3.3 V pin of an Arduino "
            "Uno (about 150 mA) cannot power the module.",
            "Logic levels: all pads are 3.3 V and not 5 V tolerant. From a 5 V microcontroller, "
            "divide the signal into RXD0 (for example 1 k" + OHM + " / 2 k" + OHM + "); TXD0 is "
            "read correctly by most 5 V inputs.",
            "The radio works in the 2.4 GHz band only; 5 GHz networks are not visible to the module.",
            "Antenna: keep 15 mm of copper-free area around the PCB antenna of the KWF-630P.",
        ],
        7.6,
    )
    s.heading(box + " 8. Ordering Information", 10.5, rule=True)
    s.table(
        [Col("Ordering code", 130), Col("Antenna", 130, "C"), Col("Flash", 80, "C"),
         Col("Packing", 159, "C")],
        [
            ["KWF-630P-2", "PCB", "2 MB", "tray, 90 pcs"],
            ["KWF-630P-4", "PCB", "4 MB", "tray, 90 pcs"],
            ["KWF-630U-4", "u.FL", "4 MB", "tray, 90 pcs"],
        ],
        7.2,
    )
    return save(s, out / "kwf-630.pdf")


# ------------------------------------------------ ambient light sensor IC (Valletta)
def qls7760(out: Path) -> Path:
    lozenge = "\u25ca"
    style = Style(
        font="LiberationSerif",
        header_left="Melita Photonics",
        header_right="QLS7760 Ambient Light Sensor " + MDASH + " Data Sheet",
        footer_left="Melita Photonics Ltd.  \u00b7  12 Triq il-Merkanti, Valletta VLT 1175, Malta  "
        "\u00b7  MP-DS-7760 issue 2  \u00b7  2024",
        footer_right="Page {page}",
        rule_color=(150, 90, 140),
        table_fill=(241, 231, 241),
        accent=(110, 50, 105),
        grid=True,
    )
    s = Sheet(style, "QLS7760 ambient light sensor")

    def cap(text: str) -> None:
        s.set_font(s.family, "", 8.0)
        s.set_x(s.l_margin)
        s.cell(s.epw, 11, text, align="C", new_x="LMARGIN", new_y="NEXT")
        s.gap(4)

    s.add_page()
    s.title_block(
        "QLS7760",
        "High-Accuracy Ambient Light Sensor with I" + SQ + "C Interface",
        "16-bit digital output  \u00b7  human-eye spectral response  \u00b7  2.0 " + TIMES + " 2.0 "
        + TIMES + " 0.65 mm ODFN-6",
        22,
    )

    def description() -> None:
        s.heading(lozenge + " DESCRIPTION", 10)
        s.para(
            "The QLS7760 converts light into a 16-bit count that follows the sensitivity of the "
            "human eye. A programmable gain and integration time cover everything from a dim "
            "room to direct sunlight, and a filtered photodiode keeps infrared from inflating "
            "the reading. The host reads the result over I" + SQ + "C; an interrupt output flags "
            "readings outside a window.",
            8.2,
        )

    def features() -> None:
        s.heading(lozenge + " FEATURES", 10)
        s.bullets(
            [
                "Detection range 0.004 lx to 140,000 lx",
                "Photopic response, peak at 555 nm",
                "16-bit ambient-light and white channels",
                "Gain " + TIMES + "2, " + TIMES + "1, " + TIMES + "1/4, " + TIMES + "1/8; "
                "integration time 25 ms to 800 ms",
                "Shutdown current 0.5 " + MU + "A typical",
                "Programmable interrupt thresholds",
                "Ambient temperature " + NDASH + "40 " + DEG + " to +85 " + DEG,
            ],
            8.2,
        )

    s.side_by_side(description, features, 240, 18)
    s.heading(lozenge + " 1 " + MDASH + " ABSOLUTE MAXIMUM RATINGS", 10.5, rule=True)
    s.table(
        [Col("Parameter", 240), Col("Symbol", 69, "C"), Col("Min", 60, "C"), Col("Max", 60, "C"),
         Col("Unit", 70, "C")],
        [
            ["Supply voltage", "V_{DD}", NDASH + "0.3", "4.0", "V"],
            ["Voltage on SDA, SCL, INT and ADDR", "V_{I/O}", NDASH + "0.3", "4.0", "V"],
            ["Storage temperature", "T_{stg}", NDASH + "40", "+100", DEG],
            ["ESD, human body model", "V_{ESD}", "", "2000", "V"],
        ],
        8.0,
    )
    cap("Table 1. Absolute maximum ratings")
    s.heading(lozenge + " 2 " + MDASH + " RECOMMENDED OPERATING CONDITIONS", 10.5, rule=True)
    s.table(
        [Col("Parameter", 220), Col("Symbol", 69, "C"), Col("Min", 50, "C"), Col("Typ", 50, "C"),
         Col("Max", 50, "C"), Col("Unit", 60, "C")],
        [
            ["Supply voltage", "V_{DD}", "2.4", "3.3", "3.6", "V"],
            ["Ambient temperature", "T_{amb}", NDASH + "40", "", "+85", DEG],
        ],
        8.0,
    )
    cap("Table 2. Recommended operating conditions")
    s.heading(lozenge + " 3 " + MDASH + " ELECTRICAL AND OPTICAL CHARACTERISTICS", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 50, "C"),
            Col("Conditions", 149),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 70, "C"),
        ],
        [
            ["Supply current,\ncontinuous measurement", "I_{DD}", "gain " + TIMES + "1, IT = 100 ms",
             "", "45", "70", MU + "A"],
            ["Supply current,\npower-saving mode 4", "I_{PSM}", "IT = 100 ms, refresh every 4.1 s",
             "", "2", "", MU + "A"],
            ["Shutdown current", "I_{SD}", "SD bit = 1", "", "0.5", "1", MU + "A"],
            ["Wake-up time\nfrom shutdown", "t_{WAKE}", "", "", "2.5", "", "ms"],
            ["Peak sensitivity\nwavelength", "\u03bb_{p}", "", "", "555", "", "nm"],
            ["Illuminance accuracy", "", "white LED, 1000 lx,\ngain " + TIMES + "1, IT = 100 ms",
             NDASH + "10", "", "+10", "%"],
            ["Dark count", "", "0 lx, gain " + TIMES + "2, IT = 800 ms", "", "", "3", "counts"],
            ["Temperature\ncoefficient", "", NDASH + "25 " + DEG + " to +85 " + DEG, "", "0.1", "",
             "%/K"],
            ["I" + SQ + "C clock frequency", "f_{SCL}", "", "10", "", "400", "kHz"],
            ["Integration time", "t_{IT}", "programmable, 6 steps", "25", "", "800", "ms"],
        ],
        8.0,
    )
    cap("Table 3. Characteristics (VDD = 3.3 V, Tamb = 25 " + DEG + ", unless noted)")

    s.add_page()
    s.heading(lozenge + " 4 " + MDASH + " RESOLUTION", 10.5, rule=True)
    s.para(
        "One count of the ambient-light channel corresponds to the illuminance in the table. "
        "Illuminance = counts " + TIMES + " resolution; the largest reading of a setting is "
        "65 535 counts.",
        8.2,
    )
    s.table(
        [
            Col("Integration time", 119, "C"),
            Col("Gain " + TIMES + "2", 95, "C"),
            Col("Gain " + TIMES + "1", 95, "C"),
            Col("Gain " + TIMES + "1/4", 95, "C"),
            Col("Gain " + TIMES + "1/8", 95, "C"),
        ],
        [
            ["800 ms", "0.0042", "0.0084", "0.0336", "0.0672"],
            ["400 ms", "0.0084", "0.0168", "0.0672", "0.1344"],
            ["200 ms", "0.0168", "0.0336", "0.1344", "0.2688"],
            ["100 ms", "0.0336", "0.0672", "0.2688", "0.5376"],
            ["50 ms", "0.0672", "0.1344", "0.5376", "1.0752"],
            ["25 ms", "0.1344", "0.2688", "1.0752", "2.1504"],
        ],
        8.0,
        head_rows=[["", "Resolution (lx per count)", "<", "<", "<"]],
    )
    cap("Table 4. Resolution per gain and integration time")
    s.para(
        "Use gain " + TIMES + "1/8 or " + TIMES + "1/4 with 25 ms in direct sunlight (up to about "
        "100,000 lx) and gain " + TIMES + "2 with 800 ms in dim rooms.",
        8.2,
    )
    s.heading(lozenge + " 5 " + MDASH + " I" + SQ + "C INTERFACE", 10.5, rule=True)
    s.para(
        "The QLS7760 is a slave at the 7-bit address 0x29 (ADDR to GND) or 0x49 (ADDR to VDD). "
        "The corresponding 8-bit bytes are 0x52 / 0x53 and 0x92 / 0x93. ADDR must not be left "
        "open. All registers are 16 bits wide and are sent LSB first.",
        8.2,
    )
    s.table(
        [Col("Command code", 80, "C"), Col("Register", 90, "C"), Col("Access", 60, "C"),
         Col("Description", 269)],
        [
            ["0x00", "ALS_CONF", "W", "gain, integration time, interrupt, SD (default 0x0001)"],
            ["0x01", "ALS_WH", "W", "high threshold window"],
            ["0x02", "ALS_WL", "W", "low threshold window"],
            ["0x03", "PSM", "W", "power-saving mode and enable"],
            ["0x04", "ALS", "R", "ambient-light count"],
            ["0x05", "WHITE", "R", "white-channel count"],
            ["0x06", "ALS_INT", "R", "interrupt status"],
            ["0x07", "ID", "R", "device ID, reads 0x0C81"],
        ],
        8.0,
    )
    cap("Table 5. Register map")
    s.heading(lozenge + " 6 " + MDASH + " PIN DESCRIPTION", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Description", 379)],
        [
            ["1", "SCL", "I" + SQ + "C clock input"],
            ["2", "VDD", "Supply"],
            ["3", "GND", "Ground"],
            ["4", "SDA", "I" + SQ + "C data, open drain"],
            ["5", "INT", "Interrupt output, open drain, active low"],
            ["6", "ADDR", "Address select, tie to GND or VDD"],
        ],
        8.0,
    )
    s.heading(lozenge + " 7 " + MDASH + " APPLICATION NOTES", 10.5, rule=True)
    s.bullets(
        [
            "Bypass VDD with 100 nF. SDA, SCL and INT are open drain; fit pull-ups of 2.2 k" + OHM
            + " to 10 k" + OHM + ".",
            "The QLS7760 is not 5 V tolerant. On 5 V boards use a level shifter, or the QLS7760-EVB "
            "breakout, which has a 3.3 V regulator and level shifters for VIN = 3.3 to 5 V.",
            "A cover glass or window changes the counts-to-lux factor; calibrate in the product.",
        ],
        8.2,
    )
    s.heading(lozenge + " 8 " + MDASH + " ORDERING INFORMATION", 10.5, rule=True)
    s.table(
        [Col("Part number", 150), Col("Package", 150, "C"), Col("Packing", 199, "C")],
        [
            ["QLS7760-ODFN6-TR", "ODFN-6, 2.0 " + TIMES + " 2.0 mm", "tape and reel, 3000 pcs"],
            ["QLS7760-EVB", "evaluation breakout", "single board"],
        ],
        8.0,
    )
    return save(s, out / "qls7760.pdf")


# ------------------------------------------------ 1.8" SPI TFT LCD module (Doha)
def qtm180(out: Path) -> Path:
    sect = "\u00a7"
    style = Style(
        font="Helvetica",
        header_left="AL DAFNA MAKER SUPPLIES",
        header_right="QTM-180A / QTM-180B  1.8\" SPI TFT  |  Product datasheet",
        footer_left="Al Dafna Maker Supplies W.L.L.  \u00b7  Al Sadd, Doha, Qatar  \u00b7  C.R. 148227  "
        "\u00b7  prices in QAR",
        footer_right="{page}/{nb}",
        rule_color=(170, 150, 90),
        table_fill=(242, 236, 214),
        accent=(120, 100, 40),
        grid=False,
    )
    s = Sheet(style, "QTM-180 1.8 inch SPI TFT module")
    s.add_page()
    s.title_block(
        "QTM-180",
        "1.8\" 128 " + TIMES + " 160 colour TFT LCD module, SPI interface",
        "QTM-180A: 3.3 V board, no regulator  \u00b7  QTM-180B: 5 V board with a 3.3 V regulator",
        22,
    )
    s.heading(sect + " 1  At a glance", 11)
    s.table(
        [Col("", 120), Col("", 379)],
        [
            ["Display", "1.8\" a-Si TFT, 128 " + TIMES + " 160 RGB, 262K colours (18 bit) or 65K "
             "(16 bit)"],
            ["Controller", "on the glass, 7735-type command set"],
            ["Interface", "4-wire SPI (write and read), 3.3 V logic"],
            ["Active area", "28.03 " + TIMES + " 35.04 mm"],
            ["Backlight", "2 white LEDs in parallel"],
            ["Brightness", "250 cd/m" + SQ + " (typ.)"],
            ["Viewing direction", "6 o'clock"],
            ["Board size", "34.0 " + TIMES + " 57.5 mm, four 3 mm holes"],
        ],
        8.5,
        show_head=False,
    )
    s.heading(sect + " 2  Electrical specifications", 11)
    s.table(
        [
            Col("Item", 165),
            Col("QTM-180A", 90, "C"),
            Col("QTM-180B", 90, "C"),
            Col("Unit", 44, "C"),
            Col("Remarks", 110),
        ],
        [
            ["Supply voltage VCC", "3.0 - 3.6", "4.5 - 5.5\n3.0 - 3.6", "V",
             "B: J1 open\nB: J1 bridged"],
            ["Logic input HIGH (VIH)", "2.3 - 3.6", "2.3 - 3.6", "V", "3.3 V logic only"],
            ["Logic input LOW (VIL)", "0 - 0.7", "0 - 0.7", "V", ""],
            ["Logic current\n(panel, backlight off)", "6", "7", "mA", "typ."],
            ["Backlight current", "30", "30", "mA", "typ., LED pin"],
            ["Backlight pin (LED) voltage", "3.0 - 3.3", "3.0 - 5.5", "V", "B: series resistor"],
            ["Sleep current\n(SLPIN, backlight off)", "40", "2100", "\u00b5A", "B: regulator and\npower LED"],
            ["SPI clock, write", "15", "15", "MHz", "max."],
            ["SPI clock, read", "6.6", "6.6", "MHz", "max."],
            ["Operating temperature", "-20 ... +70", "-20 ... +70", DEG, ""],
            ["Storage temperature", "-30 ... +80", "-30 ... +80", DEG, ""],
        ],
        8.0,
        head_rows=[["", "Version", "<", "", ""]],
    )
    s.para(
        "The on-board regulator of the QTM-180B only feeds the panel. It does not shift logic "
        "levels: SCK, SDA, CS, A0 and RESET stay 3.3 V inputs on both versions.",
        8.5,
    )

    s.add_page()
    s.heading(sect + " 3  Pinout (8-pin header, 2.54 mm)", 11)
    s.table(
        [Col("Pin", 40, "C"), Col("Label", 70, "C"), Col("Function", 389)],
        [
            ["1", "LED", "Backlight anode"],
            ["2", "SCK", "SPI clock"],
            ["3", "SDA", "SPI data (MOSI; bidirectional for reads)"],
            ["4", "A0", "Data / command select (D/C)"],
            ["5", "RESET", "Reset, active low"],
            ["6", "CS", "Chip select, active low"],
            ["7", "GND", "Ground"],
            ["8", "VCC", "Supply, see " + sect + " 2"],
        ],
        8.0,
    )
    s.heading(sect + " 4  Wiring examples", 11)
    s.table(
        [Col("Board", 110), Col("Version and supply", 170), Col("Signals", 219)],
        [
            ["ESP32 DevKit", "A: VCC to 3V3; B: VCC to 5V (VIN)", "direct"],
            ["Raspberry Pi", "A: VCC to 3V3 (pin 1)", "direct, SPI0"],
            ["Arduino Uno / Mega", "B: VCC to 5V", "level shifter (e.g. 74LVC245) or\n"
             "1 kOhm / 2 kOhm dividers on every input"],
            ["Arduino Nano 33 IoT", "A: VCC to 3V3", "direct"],
        ],
        8.0,
    )
    s.heading(sect + " 5  FAQ", 11)
    s.bullets(
        [
            "The screen stays white. - Wrong init sequence (try the other tab colour in your "
            "library), or 5 V logic has already damaged the inputs.",
            "How fast does it update? - A full 128 x 160 frame in 16-bit colour is 40 960 bytes; "
            "at 15 MHz that is about 22 ms, roughly 45 frames per second at best.",
            "Can I dim the backlight? - Yes: switch the LED pin with a small transistor and PWM.",
            "Does it have touch? - No. Ask us for the 2.4\" and 2.8\" touch modules.",
        ],
        8.5,
    )
    s.heading(sect + " 6  Prices", 11)
    s.table(
        [Col("SKU", 110), Col("Item", 250), Col("Price (QAR)", 139, "C")],
        [
            ["DMS-TFT18A", "QTM-180A, 3.3 V board", "27.00"],
            ["DMS-TFT18B", "QTM-180B, 5 V board with regulator", "32.00"],
            ["DMS-TFT18B-10", "QTM-180B, pack of 10", "290.00"],
        ],
        8.0,
    )
    s.para(
        "Pick-up at our Al Sadd counter or delivery within Doha the next working day. Modules are "
        "tested before shipping; returns within 14 days if unused.",
        8.0,
    )
    return save(s, out / "qtm-180.pdf")


# ------------------------------------------------ air-quality (VOC) sensor module (Nagoya)
def nkv40(out: Path) -> Path:
    half = "\u25d1"
    style = Style(
        font="DejaVu",
        header_left="ATSUTA GAS SENSING",
        header_right="NKV-40 Series  VOC Sensor Module  Specification",
        footer_left="Atsuta Gas Sensing Co., Ltd.  2-14 Jingu, Atsuta-ku, Nagoya 456-0031, Japan   "
        "Spec. No. AGS-NKV40-E03",
        footer_right="({page}/{nb})",
        rule_color=(196, 140, 20),
        table_fill=(253, 246, 226),
        accent=(150, 100, 0),
        grid=True,
    )
    s = Sheet(style, "NKV-40 VOC sensor module")
    s.add_page()
    s.title_block(
        "NKV-40",
        "Air-Quality (VOC) Sensor Module",
        "NKV-40: UART + I" + SQ + "C  \u00b7  NKV-40A: UART + analog voltage output  \u00b7  "
        "metal-oxide sensing element with on-board MCU",
        22,
    )

    def outline() -> None:
        s.heading(half + " 1. Outline", 10)
        s.para(
            "The NKV-40 combines a heated metal-oxide semiconductor element with a small "
            "microcontroller that compensates temperature and humidity, tracks the clean-air "
            "baseline and reports the total volatile organic compounds (TVOC) as an ethanol "
            "equivalent. It is made for ventilation control, air purifiers and indoor air-quality "
            "displays.",
            7.6,
        )

    def features() -> None:
        s.heading(half + " 2. Features", 10)
        s.bullets(
            [
                "Responds to VOCs from cooking, solvents, paints, cleaning agents and people",
                "TVOC output, 5-step air-quality level and an eCO2 estimate",
                "Factory calibrated; automatic baseline correction",
                "5 V supply; 3.3 V logic with 5 V tolerant inputs",
                "UART and I" + SQ + "C; analog output on the NKV-40A",
            ],
            7.6,
        )

    s.side_by_side(outline, features, 240, 18)
    s.heading(half + " 3. Specifications", 10.5, rule=True)
    s.caption("Table-1  Characteristics (Ta = 25 " + DEG + ", 50 %RH, VCC = 5.0 V)", 8.0)
    s.table(
        [
            Col("Item", 112),
            Col("Symbol", 44, "C"),
            Col("Condition", 141),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 76, "C"),
        ],
        [
            ["Detection range\n(TVOC)", "", "ethanol equivalent", "0", "", "5.00", "ppm"],
            ["eCO2 output range", "", "estimated from TVOC", "400", "", "5000", "ppm"],
            ["TVOC resolution", "", "", "", "0.01", "", "ppm"],
            ["Repeatability", "", "1 ppm ethanol", "", PM + "15", "", "% of reading"],
            ["Response time", "T_{90}", "0 " + ARROW + " 1 ppm ethanol", "", "25", "60", "s"],
            ["Warm-up time", "", "after power-on", "", "", "180", "s"],
            ["Initial conditioning", "", "first use, or after storage\nlonger than 1 month", "48",
             "", "", "h"],
            ["Supply voltage", "V_{CC}", "", "4.75", "5.00", "5.25", "V"],
            [
                "Supply current",
                "I_{CC}",
                "normal mode (heater on)\nlow-power mode (average)\nsleep (heater off, MCU stop)",
                "",
                "38\n2.5\n0.15",
                "45\n4\n0.3",
                "mA",
            ],
            ["Analog output\n(NKV-40A only)", "V_{AOUT}", "TVOC 0 " + ARROW + " 5 ppm", "0.4", "",
             "2.4", "V"],
            ["Operating temperature", "T_{opr}", "", NDASH + "10", "", "+50", DEG],
            ["Operating humidity", "RH_{opr}", "non-condensing", "15", "", "90", "%RH"],
            ["Storage temperature", "T_{stg}", "", NDASH + "20", "", "+60", DEG],
            ["Expected lifetime", "", "clean indoor air", "5", "", "", "years"],
        ],
        7.4,
    )
    s.heading(half + " 4. Absolute Maximum Ratings", 10.5, rule=True)
    s.caption("Table-2  Absolute maximum ratings", 8.0)
    s.table(
        [Col("Item", 250), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 109, "C")],
        [
            ["Supply voltage VCC", NDASH + "0.3", "5.5", "V"],
            ["Voltage on TXD, RXD, SDA, SCL", NDASH + "0.3", "5.5", "V"],
            ["Voltage on AOUT (NKV-40A)", NDASH + "0.3", "3.6", "V"],
        ],
        7.4,
    )

    s.add_page()
    s.heading(half + " 5. Interfaces", 10.5, rule=True)
    s.para(
        "UART: 9600 bps, 8 data bits, no parity, 1 stop bit. TXD drives 3.3 V; RXD is 5 V "
        "tolerant. The module sends one 9-byte frame per second. I" + SQ + "C: fixed 7-bit slave "
        "address 0x49, clock up to 400 kHz. SDA and SCL have 10 k" + OHM + " pull-ups to the "
        "module's 3.3 V rail and are 5 V tolerant. UART and I" + SQ + "C may be used at the same "
        "time.",
        7.8,
    )
    s.caption("Table-3  UART frame (module " + ARROW + " host, every 1 s)", 8.0)
    s.table(
        [Col("Byte", 50, "C"), Col("Content", 150), Col("Example", 100, "C"), Col("Note", 199)],
        [
            ["0", "start", "0xFF", ""],
            ["1", "sensor type", "0x18", "VOC"],
            ["2", "unit", "0x02", "ppm " + TIMES + " 0.01"],
            ["3 / 4", "TVOC high / low", "0x00 / 0x4B", "0.75 ppm"],
            ["5 / 6", "eCO2 high / low", "0x02 / 0xEE", "750 ppm"],
            ["7", "air-quality level", "0x03", "1 " + ELL + " 5"],
            ["8", "checksum", "0x5C", "(NOT(sum of bytes 1 " + ELL + " 7)) + 1"],
        ],
        7.4,
    )
    s.caption("Table-4  I" + SQ + "C registers", 8.0)
    s.table(
        [Col("Address", 60, "C"), Col("Name", 100), Col("Access", 50, "C"), Col("Description", 289)],
        [
            ["0x00", "STATUS", "R", "bit 0 = warming up, bit 1 = conditioning not finished"],
            ["0x01 / 0x02", "TVOC_H / TVOC_L", "R", "TVOC in 0.01 ppm"],
            ["0x03 / 0x04", "ECO2_H / ECO2_L", "R", "eCO2 in ppm"],
            ["0x05", "AQ_LEVEL", "R", "1 (good) " + ELL + " 5 (bad)"],
            ["0x10", "MODE", "R/W", "0 = normal, 1 = low-power, 2 = sleep"],
            ["0x20", "BASELINE", "R/W", "stored clean-air baseline"],
        ],
        7.4,
    )
    s.caption("Table-5  Air-quality level", 8.0)
    s.table(
        [Col("Level", 50, "C"), Col("TVOC (ppm)", 120, "C"), Col("Meaning", 329)],
        [
            ["1", "< 0.3", "excellent"],
            ["2", "0.3 " + ELL + " 0.5", "good"],
            ["3", "0.5 " + ELL + " 1.0", "moderate, ventilation recommended"],
            ["4", "1.0 " + ELL + " 3.0", "poor, ventilate"],
            ["5", "> 3.0", "bad, ventilate immediately"],
        ],
        7.4,
    )
    s.heading(half + " 6. Pin Assignment", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 70, "C"), Col("Function", 379)],
        [
            ["1", "VCC", "Supply 5 V"],
            ["2", "GND", "Ground"],
            ["3", "TXD", "UART out, 3.3 V"],
            ["4", "RXD", "UART in, 5 V tolerant"],
            ["5", "SDA", "I" + SQ + "C data"],
            ["6", "SCL", "I" + SQ + "C clock"],
            ["7", "AOUT / NC", "Analog output (NKV-40A); not connected on the NKV-40"],
        ],
        7.4,
    )
    s.heading(half + " 7. Cautions", 10.5, rule=True)
    s.bullets(
        [
            "The heater needs 5 V: the module does not work from a 3.3 V supply.",
            "Silicone vapour, H2S and high concentrations of organic gas poison the sensing element. "
            "Do not use silicone sealants or adhesives near the module.",
            "Condensation and water splashes damage the sensing element.",
            "Ignore readings while STATUS bit 0 is set (first 180 s after power-on).",
            "This module is for indoor air quality. It is not a gas-leak, fire or life-safety "
            "detector.",
        ],
        7.6,
    )
    revision_table(
        s,
        [
            ["2023.04.10", "E01", "First issue"],
            ["2023.11.02", "E02", "NKV-40A analog output added"],
            ["2024.02.20", "E03", "Low-power mode current; I" + SQ + "C register table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "nkv-40.pdf")


__all__ = ["kwf630", "nkv40", "qls7760", "qtm180"]
