"""Hold-out 77 datasheets, part 2: an NFC reader module, a serial MP3 player module, a
fixed 3.3 V LDO regulator IC and an optical dust sensor.

A Croatian / English NFC reader module sheet (bilingual names wrapped over two lines,
a DIP-switch table and a note that contrasts the 7-bit I2C address with the 8-bit
write address), a Shenzhen audio-module product specification in plain English
(version columns for the amplifier and DAC-only boards, "Tips" paragraphs, a serial
command table and a frame-format line as decoys), a Taiwanese analog-IC LDO data
sheet (package-dependent output current, accuracy grades in two rows, a typical
dropout table with one column per temperature) and a Latvian / English optical dust
sensor sheet (LED pulse conditions, output at no dust, limits in a separate list).
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
NDASH = "\u2013"


# ------------------------------------------------------------ NFC reader (Croatia)
def zn532(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="ZAGREB NOVA ELEKTRONIKA d.o.o.",
        header_right="ZN-P532M  Tehnički list / Technical sheet",
        footer_left="ZNE d.o.o., Zagreb  -  ZN-P532M_HR-EN_v3",
        footer_right="Stranica {page} od {nb} / Page {page} of {nb}",
        rule_color=(30, 110, 50),
        table_fill=(226, 240, 226),
        accent=(30, 110, 50),
        grid=True,
    )
    s = Sheet(style, "ZN-P532M NFC reader module")
    s.add_page()
    s.title_block(
        "ZN-P532M",
        "NFC čitač / NFC reader-writer module, 13.56 MHz",
        "ISO/IEC 14443 A/B, FeliCa, NFC Forum tipovi / types 1-4; HSU (UART), I2C, SPI; "
        "antena na pločici / on-board antenna 43 x 40 mm",
        19,
    )
    s.heading("1. Opis / Description", 10)
    s.para(
        "Modul čita i piše NFC kartice i oznake. The module reads and writes NFC cards and "
        "tags and can emulate a card. A two-way DIP switch selects the host interface. The "
        "on-board regulator makes 3.3 V for the NFC controller; the host pins therefore work at "
        "3.3 V levels.",
        8.5,
    )
    s.heading("2. Električne karakteristike / Electrical characteristics", 10)
    s.para(
        "Ta = 25 " + DEG + ", VCC = 5.0 V, ako nije drugačije navedeno / unless otherwise noted.",
        7.5,
    )
    s.table(
        [
            Col("Parametar / Parameter", 190),
            Col("Oznaka", 50, "C"),
            Col("Min.", 48, "C"),
            Col("Tip.", 48, "C"),
            Col("Maks.", 48, "C"),
            Col("Jed. / Unit", 55, "C"),
            Col("Napomena", 60, "C"),
        ],
        [
            ["Napon napajanja /\nSupply voltage", "VCC", "3.3", "5.0", "5.5", "V", ""],
            ["Struja mirovanja /\nIdle current (field off)", "ICC", "", "38", "", "mA", ""],
            ["Struja pri čitanju /\nCurrent while reading", "ICC", "", "110", "150", "mA", "RF on"],
            [
                "Struja u stanju sna /\nPower-down current",
                "IPD",
                "",
                "45",
                "80",
                MU + "A",
                "LED off",
            ],
            ["Radna frekvencija /\nOperating frequency", "fc", "", "13.56", "", "MHz", ""],
            ["Udaljenost čitanja /\nReading distance", "d", "", "5", "7", "cm", "ISO card"],
            ["Radna temperatura /\nOperating temperature", "Ta", "-25", "", "+70", DEG, ""],
        ],
        7.5,
    )
    s.heading("3. Granične vrijednosti / Limiting values", 10)
    s.table(
        [
            Col("Parametar / Parameter", 250),
            Col("Vrijednost / Value", 130, "C"),
            Col("Jed. / Unit", 119, "C"),
        ],
        [
            ["Napon napajanja / Supply voltage VCC", "-0.3 ... 6.0", "V"],
            ["Napon na signalnim pinovima / Signal pin voltage", "-0.3 ... 3.6", "V"],
            ["Temperatura skladištenja / Storage temperature", "-40 ... +85", DEG],
        ],
        7.5,
    )
    s.heading("4. Sučelja / Host interfaces", 10)
    s.table(
        [
            Col("Sučelje / Interface", 110),
            Col("SW1", 45, "C"),
            Col("SW2", 45, "C"),
            Col("Postavke / Settings", 299),
        ],
        [
            ["HSU (UART)", "0", "0", "115200 bps, 8N1 (zadano / default)"],
            ["I2C", "1", "0", "7-bit adresa / address 0x24, do / up to 400 kHz"],
            ["SPI", "0", "1", "mode 0, LSB first, max. 5 MHz"],
        ],
        7.5,
    )
    s.para(
        "Napomena / Note: neke biblioteke navode adresu 0x48 - to je 8-bitni oblik adrese za "
        "pisanje (0x24 << 1). Some libraries print 0x48; that is the 8-bit write form of the "
        "same address, not a second address.",
        7.5,
    )
    s.add_page()
    s.heading("5. Razine signala / Signal levels", 10)
    s.para(
        "Svi signalni pinovi rade na 3.3 V i NISU tolerantni na 5 V. All signal pins are 3.3 V "
        "and are NOT 5 V tolerant (limiting value 3.6 V). With a 5 V host use a level shifter, "
        "or at least series resistors plus a divider on the module's RX / SCK / MOSI / SS inputs.",
        8.5,
    )
    s.table(
        [
            Col("Parametar / Parameter", 190),
            Col("Oznaka", 60, "C"),
            Col("Min.", 55, "C"),
            Col("Maks.", 55, "C"),
            Col("Jed. / Unit", 139, "C"),
        ],
        [
            ["Ulaz visoka razina /\nInput high level", "VIH", "2.0", "3.6", "V"],
            ["Ulaz niska razina /\nInput low level", "VIL", "-0.3", "0.8", "V"],
            ["Izlaz visoka razina /\nOutput high level", "VOH", "2.9", "", "V"],
        ],
        7.5,
    )
    s.heading("6. Priključci / Pinout", 10)
    s.table(
        [Col("Pin", 40, "C"), Col("Naziv / Name", 90, "C"), Col("Opis / Description", 369)],
        [
            ["1", "GND", "masa / ground"],
            ["2", "VCC", "napajanje / supply 3.3 - 5.5 V"],
            ["3", "SDA/TXD", "I2C data / UART TX of the module"],
            ["4", "SCL/RXD", "I2C clock / UART RX of the module"],
            ["5", "IRQ", "prekid, aktivno nisko / interrupt, active low"],
            ["6", "RSTO", "reset output"],
        ],
        7.5,
    )
    s.heading("7. Česta pitanja / FAQ", 10)
    s.para(
        "P / Q: Može li modul čitati kartice na 125 kHz? Can it read 125 kHz (EM4100) cards?  "
        "O / A: Ne / No - only 13.56 MHz cards and tags.",
        8,
    )
    s.para(
        "P / Q: Does reading distance improve with a bigger antenna?  O / A: The on-board "
        "antenna is fixed; distance depends on the card and nearby metal.",
        8,
    )
    revision_table(s, [["2024-03-11", "3", "Signal levels section added / dodano"]], (90, 60, 349))
    return save(s, out / "zn-p532m.pdf")


# ------------------------------------------------------------ MP3 module (Shenzhen)
def ym_mp3s(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Shenzhen Yumei Audio Technology Co., Ltd",
        header_right="YM-MP3S Product Specification  V1.6",
        footer_left="Yumei Audio  -  www.yumei-audio.example  -  All rights reserved",
        footer_right="Page {page}",
        rule_color=(220, 110, 0),
        table_fill=(253, 236, 214),
        accent=(200, 90, 0),
        grid=True,
    )
    s = Sheet(style, "YM-MP3S serial MP3 player module")
    s.add_page()
    s.title_block(
        "YM-MP3S / YM-MP3S-D",
        "Serial MP3 Player Module (UART control)",
        "Plays MP3 / WAV / WMA from microSD card or USB flash drive; 3 W amplifier (YM-MP3S) "
        "or line-level DAC output only (YM-MP3S-D)",
        19,
    )
    s.heading("1. Product Overview", 10.5)
    s.para(
        "YM-MP3S is a small and cheap MP3 module with a simplified output directly to the "
        "speaker. It can be used stand-alone with a battery, speaker and push buttons, or "
        "controlled by an MCU through the serial port. The serial port works at 9600 bps, "
        "8 data bits, no parity, 1 stop bit, and the rate cannot be changed.",
        8.5,
    )
    s.heading("2. Features", 10.5)
    s.bullets(
        [
            "Supports sampling rates 8 / 11.025 / 12 / 16 / 22.05 / 24 / 32 / 44.1 / 48 kHz",
            "24-bit DAC output, dynamic range 90 dB, SNR 85 dB",
            "FAT16 / FAT32 file system, microSD card up to 32 GB, USB flash drive up to 32 GB",
            "30 volume levels, 6 EQ presets",
            "AD key control: 20 keys on two pins",
        ],
        8.5,
    )
    s.heading("3. Specification", 10.5)
    s.table(
        [
            Col("Item", 180),
            Col("YM-MP3S", 130, "C"),
            Col("YM-MP3S-D", 130, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply voltage (VCC)", "3.2 ~ 5.0", "3.2 ~ 5.0", "V"],
            ["Recommended supply", "4.2", "4.2", "V"],
            ["Working current (playing, no speaker)", "24", "14", "mA"],
            ["Sleep current", "18", "12", MU + "A"],
            ["Speaker output", "3 W into 4 " + OHM, "-", ""],
            ["DAC line output level", "-", "0.8 Vrms", ""],
            ["Serial port logic level", "3.3 V TTL", "3.3 V TTL", ""],
            ["Operating temperature", "-20 ~ +70", "-20 ~ +70", DEG],
            ["Size", "20 x 20", "20 x 20", "mm"],
        ],
        7.5,
    )
    s.para(
        "Tips: the supply voltage must never exceed 5.5 V. Supplying the YM-MP3S from 3.3 V "
        "works, but the speaker output power is then reduced to about 1 W. Peak current "
        "with a 4 Ohm speaker at full volume reaches 600 mA; use a supply that can deliver it.",
        8,
    )
    s.para(
        "Tips: when the MCU is 5 V, put a 1 kOhm resistor in series with the module's RX pin to "
        "cut the noise and protect the input. TX of the module can be read directly by 5 V "
        "and 3.3 V MCUs.",
        8,
    )
    s.add_page()
    s.heading("4. Serial Communication Format", 10.5)
    s.para(
        "Frame: 0x7E  0xFF  0x06  CMD  Feedback  Para_MSB  Para_LSB  Checksum(2 bytes)  0xEF. "
        "Example, play track 3: 7E FF 06 03 00 00 03 FE F5 EF.",
        8,
    )
    s.table(
        [Col("CMD", 60, "C"), Col("Function", 200), Col("Parameter (16 bit)", 239)],
        [
            ["0x01", "Next track", "-"],
            ["0x03", "Play track number", "1 ~ 3000"],
            ["0x06", "Set volume", "0 ~ 30"],
            ["0x07", "Set EQ", "0 Normal / 1 Pop / 2 Rock / 3 Jazz / 4 Classic / 5 Bass"],
            ["0x0A", "Enter sleep", "-"],
            ["0x0C", "Reset module", "-"],
            ["0x3F", "Query current status", "returns 0x3F with device bits"],
        ],
        7.5,
    )
    s.heading("5. Pin Description", 10.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Description", 389)],
        [
            ["1", "VCC", "power input 3.2 ~ 5.0 V"],
            ["2", "RX", "UART serial input"],
            ["3", "TX", "UART serial output"],
            ["4 / 5", "DAC_R / DAC_L", "line output to headphone or external amplifier"],
            ["6 / 8", "SPK_1 / SPK_2", "speaker, less than 3 W (YM-MP3S only)"],
            ["7", "GND", "ground"],
            ["16", "BUSY", "low while playing, high in standby"],
        ],
        7.5,
    )
    s.heading("6. Notice", 10.5)
    s.bullets(
        [
            "The module has no Bluetooth and no radio; it only plays files from card or USB.",
            "Files must be named 0001.mp3, 0002.mp3 ... in folders 01 - 99 for folder commands.",
            "Do not connect the speaker to GND; SPK_1 / SPK_2 are a bridged output.",
        ],
        8,
    )
    revision_table(
        s,
        [["2023-06-30", "V1.6", "YM-MP3S-D added"], ["2022-01-10", "V1.5", "Command table"]],
        (90, 60, 349),
    )
    return save(s, out / "ym-mp3s.pdf")


# ------------------------------------------------------------ 3.3 V LDO (Taiwan)
def lx2033(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="LUXIN ANALOG TECHNOLOGY",
        header_right="LX2033 / LX2033A",
        footer_left="LX2033 Rev. 1.02  |  Luxin Analog Technology Inc., Hsinchu Science Park",
        footer_right="{page}",
        rule_color=(40, 40, 140),
        table_fill=(228, 228, 246),
        accent=(40, 40, 140),
        grid=False,
    )
    s = Sheet(style, "LX2033 300 mA / 500 mA 3.3 V low-dropout regulator")
    s.add_page()
    s.title_block(
        "LX2033 / LX2033A",
        "Low Quiescent Current, Low Dropout 3.3 V Fixed Linear Regulator",
        "",
        20,
    )

    def left() -> None:
        s.heading("GENERAL DESCRIPTION", 9.5)
        s.para(
            "The LX2033 series are positive fixed 3.3 V linear regulators with low dropout and "
            "low ground current. The SOT-23-5 version has an enable pin that cuts the ground "
            "current to below 1 uA; the SOT-89-3 and SOT-223 versions carry more output current "
            "and are always on. Current limit and thermal shutdown protect the device. The "
            "LX2033A is the tight-tolerance grade.",
            8,
        )

    def right() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Input voltage up to 6.0 V",
                "Fixed output 3.3 V, " + PM + "1 % (LX2033A)",
                "Quiescent current 55 " + MU + "A",
                "Stable with 1 " + MU + "F ceramic capacitors",
                "Thermal shutdown 160 " + DEG,
                "SOT-23-5, SOT-89-3, SOT-223",
            ],
            8,
        )

    s.side_by_side(left, right, 270)
    s.heading("ORDERING INFORMATION", 9.5)
    s.table(
        [
            Col("Part number", 120),
            Col("Package", 90, "C"),
            Col("Output current", 90, "C"),
            Col("Marking", 80, "C"),
            Col("Tolerance", 119, "C"),
        ],
        [
            ["LX2033-33M5", "SOT-23-5", "300 mA", "33MA", PM + "2 %"],
            ["LX2033A-33M5", "SOT-23-5", "300 mA", "33MB", PM + "1 %"],
            ["LX2033-33P3", "SOT-89-3", "500 mA", "2033P", PM + "2 %"],
            ["LX2033-33G3", "SOT-223", "500 mA", "2033G", PM + "2 %"],
        ],
        7.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("Input voltage VIN", "-0.3 V to 6.5 V"),
            ("EN voltage", "-0.3 V to VIN + 0.3 V"),
            ("Junction temperature TJ", "150 " + DEG),
            ("Storage temperature", "-65 " + DEG + " to 150 " + DEG),
            ("Lead temperature (soldering, 10 s)", "260 " + DEG),
        ],
        8,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 9.5)
    s.leaders(
        [
            ("Input voltage VIN", "2.5 V to 6.0 V"),
            ("Ambient temperature TA", "-40 " + DEG + " to 85 " + DEG),
            ("Output capacitor", "1 " + MU + "F to 22 " + MU + "F ceramic"),
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "VIN = 4.3 V, IOUT = 1 mA, CIN = COUT = 1 "
        + MU
        + "F, TA = 25 "
        + DEG
        + ", unless otherwise specified.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 125),
            Col("Symbol", 45, "C"),
            Col("Conditions", 165),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Output voltage", "VOUT", "LX2033A", "3.267", "3.300", "3.333", "V"],
            ["", "", "LX2033", "3.234", "3.300", "3.366", "V"],
            ["Output current", "IOUT", "SOT-23-5", "300", "", "", "mA"],
            ["", "", "SOT-89-3, SOT-223", "500", "", "", "mA"],
            ["Dropout voltage", "VDROP", "IOUT = 100 mA", "", "90", "130", "mV"],
            ["", "", "IOUT = 300 mA", "", "270", "400", "mV"],
            ["Quiescent current", "IQ", "IOUT = 0 mA", "", "55", "80", MU + "A"],
            ["Shutdown current", "ISD", "EN = 0 V (SOT-23-5)", "", "0.1", "1", MU + "A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5)
    s.table(
        [
            Col("Parameter", 125),
            Col("Symbol", 45, "C"),
            Col("Conditions", 165),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Line regulation", "", "VIN = 4.3 V to 6.0 V", "", "0.02", "0.1", "%/V"],
            ["Load regulation", "", "IOUT = 1 mA to 300 mA", "", "10", "30", "mV"],
            ["Current limit", "ILIM", "SOT-23-5", "350", "450", "", "mA"],
            ["", "", "SOT-89-3, SOT-223", "550", "700", "", "mA"],
            ["EN input threshold", "VIH", "", "1.5", "", "", "V"],
            ["", "VIL", "", "", "", "0.4", "V"],
            ["PSRR", "", "f = 1 kHz, IOUT = 50 mA", "", "65", "", "dB"],
            ["Output noise", "en", "10 Hz to 100 kHz", "", "50", "", MU + "Vrms"],
            ["Thermal shutdown", "TSD", "hysteresis 25 " + DEG, "", "160", "", DEG],
        ],
        7.5,
    )
    s.heading("TYPICAL DROPOUT VOLTAGE vs TEMPERATURE", 9.5)
    s.table(
        [
            Col("Output current", 150),
            Col("TA = -40 " + DEG, 110, "C"),
            Col("TA = 25 " + DEG, 110, "C"),
            Col("TA = 85 " + DEG, 129, "C"),
        ],
        [
            ["IOUT = 100 mA", "70 mV", "90 mV", "115 mV"],
            ["IOUT = 300 mA", "210 mV", "270 mV", "340 mV"],
            ["IOUT = 500 mA (SOT-89-3, SOT-223)", "360 mV", "450 mV", "560 mV"],
        ],
        7.5,
    )
    s.heading("THERMAL INFORMATION", 9.5)
    s.table(
        [
            Col("Package", 150),
            Col("Thermal resistance " + "\u03b8JA", 150, "C"),
            Col("Power dissipation at TA = 25 " + DEG, 199, "C"),
        ],
        [
            ["SOT-23-5", "250 " + DEG + "/W", "0.40 W"],
            ["SOT-89-3", "135 " + DEG + "/W", "0.74 W"],
            ["SOT-223", "90 " + DEG + "/W", "1.11 W"],
        ],
        7.5,
    )
    s.heading("APPLICATION INFORMATION", 9.5)
    s.para(
        "Power dissipation is PD = (VIN - VOUT) x IOUT. From a 5 V USB rail at 300 mA the "
        "device dissipates 0.51 W, which exceeds the SOT-23-5 rating at 25 " + DEG + "; use "
        "the SOT-89-3 or SOT-223 version for such loads. The LX2033 has no reverse-current "
        "protection: if the output can be held above the input (for example by a battery on "
        "the output), add a Schottky diode from VOUT to VIN.",
        8,
    )
    s.heading("PIN CONFIGURATIONS", 9.5)
    s.table(
        [
            Col("Pin", 60, "C"),
            Col("SOT-23-5", 110, "C"),
            Col("SOT-89-3", 110, "C"),
            Col("SOT-223", 219, "C"),
        ],
        [
            ["1", "VIN", "GND", "GND"],
            ["2", "GND", "VIN (tab)", "VOUT (tab)"],
            ["3", "EN", "VOUT", "VIN"],
            ["4", "NC", "-", "-"],
            ["5", "VOUT", "-", "-"],
        ],
        7.5,
    )
    return save(s, out / "lx2033.pdf")


# ------------------------------------------------------------ dust sensor (Latvia)
def pd10a(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Rīgas Optoelektronika SIA",
        header_right="PD-10A  Datu lapa / Data sheet",
        footer_left="ROE SIA, Rīga, Latvija  -  DS-PD10A-LV/EN, 2. izd. / issue 2",
        footer_right="Lapa {page} no {nb}",
        rule_color=(120, 20, 50),
        table_fill=(240, 228, 232),
        accent=(120, 20, 50),
        grid=False,
    )
    s = Sheet(style, "PD-10A optical dust sensor")
    s.add_page()
    s.title_block(
        "PD-10A-S / PD-10A-H",
        "Optiskais putekļu sensors / Optical dust sensor, analog output",
        "Infrasarkanā LED un fototranzistora pāris / IR LED and phototransistor pair, 46 x 30 x 17.6 mm",
        18,
    )
    s.heading("1. Apraksts / Description", 10)
    s.para(
        "Sensors nosaka putekļus gaisā pēc izkliedētās gaismas. The sensor detects dust in air "
        "by the light it scatters: the host pulses the IR LED and samples the analog output "
        "0.28 ms after the start of the pulse. The output voltage rises with dust density. "
        "PD-10A-S is the standard-sensitivity version, PD-10A-H the high-sensitivity version.",
        8.5,
    )
    s.heading("2. Robežvērtības / Absolute maximum ratings", 10)
    s.table(
        [
            Col("Parametrs / Parameter", 250),
            Col("Simbols", 60, "C"),
            Col("Vērtība / Rating", 110, "C"),
            Col("Vien. / Unit", 79, "C"),
        ],
        [
            ["Barošanas spriegums / Supply voltage", "VCC", "-0.3 ... +7", "V"],
            ["LED vadības ieeja / LED input terminal", "V-LED", "-0.3 ... VCC", "V"],
            ["Darba temperatūra / Operating temperature", "Topr", "-10 ... +65", DEG],
            ["Glabāšanas temperatūra / Storage temperature", "Tstg", "-20 ... +80", DEG],
        ],
        7.5,
    )
    s.heading("3. Elektriskie raksturlielumi / Electro-optical characteristics", 10)
    s.para(
        "Ta = 25 " + DEG + ", VCC = 5 V, LED impulss / pulse: periods / cycle T = 10 ms, "
        "platums / width Pw = 0.32 ms.",
        7.5,
    )
    s.table(
        [
            Col("Parametrs / Parameter", 150),
            Col("Versija", 55, "C"),
            Col("Nosacījumi / Conditions", 110),
            Col("Min.", 40, "C"),
            Col("Tip.", 40, "C"),
            Col("Maks.", 40, "C"),
            Col("Vien.", 64, "C"),
        ],
        [
            ["Barošanas spriegums /\nSupply voltage", "S, H", "", "4.5", "5.0", "5.5", "V"],
            [
                "Strāvas patēriņš /\nSupply current",
                "S, H",
                "putekļu nav / no dust",
                "",
                "11",
                "20",
                "mA",
            ],
            ["Izeja bez putekļiem /\nOutput at no dust", "S", "", "0.6", "0.9", "1.5", "V"],
            ["", "H", "", "0.4", "0.6", "1.0", "V"],
            [
                "Izejas diapazons /\nOutput voltage swing",
                "S, H",
                "piesātinājums / saturation",
                "",
                "3.6",
                "",
                "V",
            ],
            ["Jutība / Sensitivity", "S", "per 0.1 mg/m3", "0.35", "0.5", "0.65", "V"],
            ["", "H", "per 0.1 mg/m3", "0.6", "0.8", "1.0", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4. LED vadība / LED drive", 10)
    s.para(
        "The LED terminal is active low: pull it to GND for the pulse through the on-board "
        "150 Ohm resistor and keep a 220 " + MU + "F capacitor between the LED supply and GND as "
        "in the application circuit. LED pulse cycle 10 "
        + PM
        + " 1 ms, pulse width 0.32 "
        + PM
        + " 0.02 ms; continuous LED drive shortens the LED life.",
        8.5,
    )
    s.heading("5. Izvadi / Pins", 10)
    s.table(
        [
            Col("Nr.", 40, "C"),
            Col("Nosaukums / Name", 110, "C"),
            Col("Apraksts / Description", 349),
        ],
        [
            ["1", "V-LED", "LED supply (via 150 Ohm)"],
            ["2", "LED-GND", "LED ground"],
            ["3", "LED", "LED drive input, active low"],
            ["4", "S-GND", "signal ground"],
            ["5", "Vo", "analog output"],
            ["6", "VCC", "supply"],
        ],
        7.5,
    )
    s.heading("6. Lietošanas piezīmes / Notes on use", 10)
    s.bullets(
        [
            "After power-on, discard the readings of the first 10 s; the output settles within that time.",
            "Output at no dust differs from unit to unit: calibrate the zero in clean air.",
            "The sensor does not tell particle sizes apart and gives no PM2.5 or PM10 value.",
            "Mount with the hole vertical; dust must pass through the hole by convection or a fan.",
            "Vo may reach 3.6 V at high dust density; scale it before an ADC that accepts less.",
        ],
        8,
    )
    s.heading("7. Pasūtīšana / Ordering", 10)
    s.table(
        [
            Col("Kods / Code", 130),
            Col("Jutība / Sensitivity", 150, "C"),
            Col("Kabelis / Cable", 219, "C"),
        ],
        [
            ["PD-10A-S", "0.5 V / 0.1 mg/m3", "6-pin 1.5 mm, 150 mm"],
            ["PD-10A-H", "0.8 V / 0.1 mg/m3", "6-pin 1.5 mm, 150 mm"],
        ],
        7.5,
    )
    revision_table(s, [["2023-10-02", "2", "PD-10A-H pievienots / added"]], (90, 60, 349))
    return save(s, out / "pd-10a.pdf")
