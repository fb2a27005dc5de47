"""Hold-out 11 datasheets: modules.

A Waveshare-style e-paper module user manual (photo placeholder, a
specification table with one column per colour version, refresh figures in mW
and seconds, a Raspberry Pi wiring table whose pin numbers are not
specifications, precautions in prose) and a SIMCom-style GSM/GPRS module
hardware design (a key-feature table of stacked prose cells, supply and 2.8 V
I/O rules in prose and tables, a current-consumption table continued on the
next page, pin numbers as decoys).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u2103"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


def _photo(s: Sheet, label: str, width: float, height: float) -> None:
    y = s.get_y()
    s.set_fill_color(228, 228, 228)
    s.rect(s.l_margin, y, width, height, "F")
    s.set_font(s.family, "", 7.5)
    s.set_xy(s.l_margin, y + height / 2 - 5)
    s.cell(width, 10, label, align="C")
    s.set_xy(s.l_margin, y + height + 4)


# ---------------------------------------------------- Waveshare-style e-paper
def epd29(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="2.9inch e-Paper Module",
        header_right="User Manual",
        footer_left="Vellum Display Co., Ltd.  www.vellum-display.example",
        footer_right="{page} / {nb}",
        rule_color=(170, 170, 170),
        table_fill=(236, 242, 250),
        accent=(20, 70, 150),
        grid=True,
    )
    s = Sheet(style, "2.9inch e-Paper Module User Manual")
    s.add_page()
    s.title_block(
        "2.9inch e-Paper Module",
        "VD-EPD29 (black / white) and VD-EPD29B (black / white / red)",
        "296\u00d7128, 2.9inch E-Ink display module, SPI interface",
        size=18,
    )
    y0 = s.get_y()
    _photo(s, "[ product photo ]", 200, 120)
    s.set_y(y0)
    with s.column(s.l_margin + 215, 284):
        s.heading("Overview", 10)
        s.para(
            "This is a 2.9inch E-Ink raw display module with a 296\u00d7128 resolution, an "
            "embedded controller and an SPI interface. E-paper only draws power while the "
            "picture changes: the image stays on the screen without power. The module carries "
            "the panel, a voltage regulator and a level translator, so it can be driven from "
            "3.3V or 5V controller boards such as Raspberry Pi, Arduino or STM32 Nucleo.",
            7.9,
        )
    s.set_y(max(s.get_y(), y0 + 128))
    s.heading("Features", 10)
    s.bullets(
        [
            "No backlight, keeps displaying last content for a long time even when power down",
            "Ultra low power consumption, basically power is only required for refreshing",
            "SPI interface, for connecting with controller boards like Raspberry Pi/Arduino/Nucleo, etc.",
            "Onboard voltage translator, compatible with 3.3V/5V MCUs",
            "Comes with development resources and manual (examples for Raspberry Pi/Jetson Nano/Arduino/STM32)",
        ],
        7.9,
    )
    s.heading("Specifications", 10)
    s.table(
        [Col("", 150), Col("VD-EPD29", 174, "C"), Col("VD-EPD29B", 175, "C")],
        [
            ["Operating voltage", "3.3V / 5V", "3.3V / 5V"],
            ["Interface", "3-wire SPI, 4-wire SPI", "3-wire SPI, 4-wire SPI"],
            ["Outline dimension", "89.5 \u00d7 38mm", "89.5 \u00d7 38mm"],
            ["Display size", "66.89 \u00d7 29.05mm", "66.89 \u00d7 29.05mm"],
            ["Dot pitch", "0.227 \u00d7 0.226mm", "0.227 \u00d7 0.226mm"],
            ["Resolution", "296 \u00d7 128 pixels", "296 \u00d7 128 pixels"],
            ["Display color", "black, white", "black, white, red"],
            ["Grey scale", "2", "2"],
            ["Full refresh time", "2s", "15s"],
            ["Partial refresh time", "0.3s \u00b9", "Not supported"],
            ["Refresh power", "26.4mW (typ.)", "33mW (typ.)"],
            ["Standby power", "<0.017mW", "<0.017mW"],
            ["Operating temperature", "0 ~ 50" + DEG, "0 ~ 40" + DEG],
            ["Storage temperature", "-25 ~ 70" + DEG, "-25 ~ 60" + DEG],
            ["Viewing angle", ">170\u00b0", ">170\u00b0"],
        ],
        7.8,
    )
    s.para("\u00b9 Partial refresh: see the precautions on page 3.", 7.2)

    # ---- page 2
    s.add_page()
    s.heading("Pin Description", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Description", 389)],
        [
            ["1", "VCC", "3.3V / 5V power input"],
            ["2", "GND", "Ground"],
            ["3", "DIN", "SPI MOSI pin"],
            ["4", "CLK", "SPI SCK pin"],
            ["5", "CS", "SPI chip selection, low active"],
            ["6", "DC", "Data/Command selection (high for data, low for command)"],
            ["7", "RST", "External reset, low active"],
            ["8", "BUSY", "Busy status output, high active"],
        ],
        7.8,
    )
    s.heading("Hardware Connection (Raspberry Pi)", 10)
    s.table(
        [
            Col("e-Paper", 120, "C"),
            Col("Raspberry Pi BCM2835 code", 190, "C"),
            Col("Board physical pin", 189, "C"),
        ],
        [
            ["VCC", "3.3V", "1"],
            ["GND", "GND", "6"],
            ["DIN", "MOSI", "19"],
            ["CLK", "SCLK", "23"],
            ["CS", "CE0", "24"],
            ["DC", "25", "22"],
            ["RST", "17", "11"],
            ["BUSY", "24", "18"],
        ],
        7.8,
    )
    s.heading("Communication Method", 10)
    s.para(
        "The module uses a write-only SPI in mode 0 (CPOL = 0, CPHA = 0). CS is pulled low to "
        "select the chip, DC selects command or data, and data is latched on the rising edge "
        "of CLK, MSB first. The controller accepts an SPI write clock of up to 20MHz (clock "
        "cycle time tSCYCW 50ns min); reading registers through the 3-wire mode requires a "
        "clock of 2.5MHz or lower. BUSY is high while the panel is refreshing; do not send "
        "commands until BUSY returns low.",
        7.9,
    )
    s.heading("Working Principle", 10)
    s.para(
        "Electronic paper (E-paper) uses microcapsules with charged black, white (and red) "
        "pigments. A voltage across the capsule moves the pigments to the surface. Because "
        "the pigments stay in place without a field, the picture is kept without power. The "
        "VD-EPD29B needs a longer waveform for the red pigment, which is why its full refresh "
        "takes much longer and why it cannot do a partial refresh.",
        7.9,
    )

    # ---- page 3
    s.add_page()
    s.heading("Precautions", 10)
    s.bullets(
        [
            "For the e-Paper that supports partial refresh (VD-EPD29), please note that you "
            "cannot refresh it with the partial refresh mode all the time. After refreshing "
            "partially several times, you need to fully refresh the screen once; otherwise "
            "ghosting remains and the display may be damaged.",
            "The refresh interval should be at least 180s; refresh the screen at least once "
            "every 24 hours.",
            "After refreshing, set the screen to sleep mode or power the module off. Leaving "
            "the panel in a high voltage state for a long time damages it.",
            "The bare panel (FPC) works at 3.3V only. The 5V option applies to this module "
            "with its onboard level translator, not to the raw panel.",
            "Keep the panel out of direct sunlight for long periods and away from UV light; "
            "the sheet gives no rating for outdoor use.",
            "The FPC cable is fragile: do not bend it sharply along the panel.",
        ],
        7.9,
    )
    s.heading("Version Differences", 10)
    s.para(
        "The VD-EPD29 and VD-EPD29B share the pinout and the driver board, but not the "
        "display driver code: the B version uses a second RAM plane for red pixels. The "
        "demo codes are selected with EPD_2in9 and EPD_2in9B (decimal version numbers in the "
        "demo folder names, such as V2 and V3, are software revisions, not hardware versions).",
        7.9,
    )
    s.heading("Revision History", 10)
    revision_table(
        s,
        [
            ["2023-08-02", "V3.1", "Refresh power of VD-EPD29B corrected"],
            ["2021-04-16", "V3.0", "VD-EPD29B added"],
            ["2019-10-28", "V2.0", "New controller, partial refresh 0.3s"],
        ],
        (100, 70, 329),
    )
    return save(s, out / "epd29.pdf")


# -------------------------------------------------- SIMCom-style GSM module
def ksim820(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Smart Connection, Simtek Wireless",
        header_right="KSIM820 Hardware Design",
        footer_left="KSIM820_Hardware_Design_V1.02",
        footer_right="{page}  2022-09-30",
        rule_color=(200, 30, 40),
        table_fill=(250, 225, 225),
        accent=(170, 20, 30),
        grid=True,
    )
    s = Sheet(style, "KSIM820 Hardware Design")
    s.add_page()
    s.title_block(
        "KSIM820 Hardware Design",
        "GSM/GPRS Module",
        "Document: KSIM820_Hardware_Design_V1.02   Date: 2022-09-30   Status: Release",
        size=18,
    )
    s.heading("2  KSIM820 Overview", 11)
    s.para(
        "KSIM820 is a quad-band GSM/GPRS module that works on frequencies GSM 850MHz, EGSM "
        "900MHz, DCS 1800MHz and PCS 1900MHz. KSIM820 features GPRS multi-slot class 12 / "
        "class 10 (optional) and supports the GPRS coding schemes CS-1, CS-2, CS-3 and CS-4. "
        "With a tiny configuration of 17.6*15.7*2.3mm, KSIM820 can meet almost all the space "
        "requirements in users' applications, such as smart phone, PDA and other mobile "
        "devices. KSIM820 has 68 SMT pads and provides all hardware interfaces between the "
        "module and customers' boards.",
        8.0,
    )
    s.caption("Table 1: KSIM820 key features")
    s.table(
        [Col("Feature", 110), Col("Implementation", 389)],
        [
            ["Power supply", "3.4V ~ 4.4V"],
            ["Power saving", "Typical power consumption in sleep mode is 0.88mA (BS-PA-MFRMS=9)"],
            [
                "Frequency bands",
                "Quad-band: GSM 850, EGSM 900, DCS 1800, PCS 1900. KSIM820 can search the\n4 frequency bands automatically. The frequency bands can also be set by AT command.",
            ],
            [
                "Transmitting power",
                "Class 4 (2W) at GSM 850 and EGSM 900\nClass 1 (1W) at DCS 1800 and PCS 1900",
            ],
            [
                "GPRS connectivity",
                "GPRS multi-slot class 12 (default)\nGPRS multi-slot class 1~12 (option)",
            ],
            [
                "Temperature range",
                "Normal operation: -40"
                + DEG
                + " ~ +85"
                + DEG
                + "\nStorage temperature: -45"
                + DEG
                + " ~ +90"
                + DEG,
            ],
            [
                "Data GPRS",
                "GPRS data downlink transfer: max. 85.6 kbps\nGPRS data uplink transfer: max. 85.6 kbps\nIntegrated the TCP/IP protocol",
            ],
            [
                "Serial port",
                "Full modem interface with status and control lines, unbalanced, asynchronous.\n1200bps to 460800bps.\nCan be used for AT commands or data stream.\nAutobauding supports baud rate from 1200 bps to 115200bps.",
            ],
            [
                "Audio",
                "Speech codec modes: Half Rate, Full Rate, Enhanced Full Rate, Adaptive Multi-Rate.\nAnalog microphone input (MIC+/MIC-) and speaker output; no digital audio input.",
            ],
            ["SIM interface", "Support SIM card: 1.8V, 3V"],
            ["Physical characteristics", "Size: 17.6*15.7*2.3mm\nWeight: 1.35g"],
            ["Firmware upgrade", "Main UART port or USB port (recommended to use USB port)"],
        ],
        7.4,
    )

    # ---- page 2
    s.add_page()
    s.heading("4  Application Interface", 11)
    s.heading("4.1  Power Supply", 10)
    s.para(
        "The power supply range of KSIM820 is from 3.4V to 4.4V. Recommended voltage is 4.0V. "
        "The transmitting burst will cause voltage drop and the power supply must be able to "
        "provide sufficient current up to 2A. For the VBAT input, a bypass capacitor (low ESR) "
        "such as a 100" + MU + "F is strongly recommended. The VBAT supply must never drop "
        "below 3.0V, otherwise the module powers off. Do not connect VBAT to a 5V supply "
        "directly; use an LDO or a DC-DC converter that can deliver 2A.",
        8.0,
    )
    s.caption("Table 2: Absolute maximum ratings")
    am = [
        Col("Symbol", 110),
        Col("Min", 70, "C"),
        Col("Typ", 70, "C"),
        Col("Max", 70, "C"),
        Col("Unit", 179, "C"),
    ]
    s.table(
        am,
        [
            ["VBAT", "-0.3", "-", "4.5", "V"],
            ["Peak current", "0", "-", "2.0", "A"],
            ["Voltage at digital pins", "-0.3", "-", "3.1", "V"],
            ["Voltage at analog pins", "-0.3", "-", "3.1", "V"],
        ],
        7.6,
    )
    s.caption("Table 3: Recommended operating ratings")
    s.table(
        am,
        [["VBAT", "3.4", "4.0", "4.4", "V"], ["Operating temperature", "-40", "+25", "+85", DEG]],
        7.6,
    )
    s.heading("4.2  Serial Port and Digital I/O", 10)
    s.para(
        "All digital interfaces of KSIM820 (UART, NETLIGHT, STATUS, RI) are 2.8V interfaces "
        "powered from the internal VDD_EXT rail. When the host MCU runs at 3.3V or 5V, a level "
        "translator must be used between the module and the host. The module's TXD output "
        "idles high at 2.8V.",
        8.0,
    )
    s.caption("Table 4: Digital interface characteristics (VDD_EXT = 2.8V)")
    s.table(
        am,
        [
            ["VIL", "-0.3", "-", "0.7", "V"],
            ["VIH", "2.1", "-", "3.1", "V"],
            ["VOL", "-", "-", "0.4", "V"],
            ["VOH", "2.4", "-", "2.8", "V"],
        ],
        7.6,
    )
    s.caption("Table 5: VDD_EXT output")
    s.table(
        [
            Col("Pin name", 110),
            Col("Vmin", 70, "C"),
            Col("Vnorm", 70, "C"),
            Col("Vmax", 70, "C"),
            Col("IOmax", 179, "C"),
        ],
        [["VDD_EXT", "2.7V", "2.8V", "2.9V", "50mA"]],
        7.6,
    )
    s.heading("4.3  Pin Description (excerpt)", 10)
    s.table(
        [
            Col("Pin name", 90),
            Col("Pin number", 80, "C"),
            Col("I/O", 40, "C"),
            Col("Description", 289),
        ],
        [
            ["VBAT", "34, 35", "I", "Power supply"],
            ["VDD_EXT", "15", "O", "2.8V output power supply"],
            ["PWRKEY", "39", "I", "Pull down PWRKEY for at least 1 s and then release to power on"],
            ["TXD", "1", "O", "Transmit data"],
            ["RXD", "2", "I", "Receive data"],
            ["NETLIGHT", "41", "O", "Network status; 64ms on / 800ms off = not registered"],
            ["STATUS", "42", "O", "Power on status"],
        ],
        7.4,
    )

    # ---- page 3
    s.add_page()
    s.heading("6  Electrical, Reliability and Radio Characteristics", 11)
    s.heading("6.3  Current Consumption (VBAT = 4.0V)", 10)
    cc = [
        Col("Symbol", 52),
        Col("Parameter", 86),
        Col("Conditions", 270),
        Col("Typ", 45, "C"),
        Col("Unit", 46, "C"),
    ]
    s.caption("Table 6: Current consumption")
    s.table(
        cc,
        [
            ["IVBAT", "Power down mode", "", "60", MU + "A"],
            [
                "",
                "Sleep mode\n(AT+CSCLK=1)",
                "BS-PA-MFRMS=9\nBS-PA-MFRMS=5\nBS-PA-MFRMS=2",
                "0.88\n1.04\n1.47",
                "mA",
            ],
            [
                "",
                "Idle mode\n(AT+CSCLK=0)",
                "GSM850\nEGSM900\nDCS1800\nPCS1900",
                "13.6\n13.5\n13.4\n13.4",
                "mA",
            ],
            [
                "",
                "Voice call",
                "GSM850 @PCL5\nEGSM900 @PCL5\nDCS1800 @PCL0\nPCS1900 @PCL0",
                "213\n217\n150\n146",
                "mA",
            ],
            [
                "",
                "Data mode,\nGPRS (1 Rx, 4 Tx)",
                "GSM850 @PCL5\nEGSM900 @PCL5\nDCS1800 @PCL0\nPCS1900 @PCL0",
                "445\n450\n300\n290",
                "mA",
            ],
        ],
        7.5,
    )
    s.para("Table 6 is continued on the next page.", 7.2)
    s.heading("6.4  RF Output Power", 10)
    s.table(
        [Col("Frequency", 200), Col("Max", 150, "C"), Col("Min", 149, "C")],
        [
            ["GSM850, EGSM900", "33dBm \u00b12dB", "5dBm \u00b15dB"],
            ["DCS1800, PCS1900", "30dBm \u00b12dB", "0dBm \u00b15dB"],
        ],
        7.6,
    )
    s.heading("6.5  RF Receiving Sensitivity", 10)
    s.table(
        [
            Col("Frequency", 200),
            Col("Receive sensitivity (typical)", 150, "C"),
            Col("Receive sensitivity (max)", 149, "C"),
        ],
        [
            ["GSM850, EGSM900", "< -109dBm", "< -107dBm"],
            ["DCS1800, PCS1900", "< -109dBm", "< -107dBm"],
        ],
        7.6,
    )

    # ---- page 4
    s.add_page()
    s.caption("Table 6: Current consumption (continued, VBAT = 4.0V)")
    s.table(
        cc,
        [
            [
                "IVBAT",
                "Data mode,\nGPRS (3 Rx, 2 Tx)",
                "GSM850 @PCL5\nEGSM900 @PCL5\nDCS1800 @PCL0\nPCS1900 @PCL0",
                "362\n368\n235\n229",
                "mA",
            ],
            [
                "",
                "Data mode,\nGPRS (4 Rx, 1 Tx)",
                "GSM850 @PCL5\nEGSM900 @PCL5\nDCS1800 @PCL0\nPCS1900 @PCL0",
                "220\n224\n160\n158",
                "mA",
            ],
            ["IMAX", "Peak current", "During transmission slot", "2.0", "A"],
        ],
        7.5,
    )
    s.heading("6.6  Certification", 10)
    s.para(
        "Type approvals (CE, FCC, IC, GCF, PTCRB, ...) are project specific; contact Simtek "
        "Wireless sales for the certificates available for a given firmware release. This "
        "document does not state any approval.",
        8.0,
    )
    s.heading("6.7  Reliability", 10)
    s.table(
        [Col("Test", 150), Col("Condition", 349)],
        [
            ["Low temperature operation", "-40" + DEG + ", 24 h"],
            ["High temperature operation", "+85" + DEG + ", 24 h"],
            ["Damp heat cycling", "+55" + DEG + ", 95% RH, 6 cycles of 12 h + 12 h"],
            ["Thermal shock", "-40" + DEG + " / +80" + DEG + ", 144 cycles"],
        ],
        7.6,
    )
    s.heading("Revision History", 10)
    revision_table(
        s,
        [
            ["2022-09-30", "1.02", "Table 6 continued; VDD_EXT IOmax added"],
            ["2021-05-12", "1.01", "Sleep current updated"],
            ["2020-11-02", "1.00", "Origin"],
        ],
        (100, 70, 329),
    )
    return save(s, out / "ksim820.pdf")
