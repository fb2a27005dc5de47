"""Hold-out 46 datasheets, part 1: two FM radio receiver modules and two RF power
amplifiers.

A Chinese module user manual (full-width key-value lines, one column per
version, FAQ), a Japanese module specification (absolute maximum and
recommended rows with the same names, typ.-only table), a US analog-house RF
amplifier data sheet (condition sentence, one column per band, footnotes) and
a German PA module leaflet (units column, one column per ordering code, table
continued on page 2).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LE = "\u2264"
GE = "\u2265"
ELL = "\u2026"


# ------------------------------------------------ FM receiver module (CN manual)
def fmr7802(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Shenzhen Lanxin Micro-Module Co., Ltd.",
        header_right="FMR-7802 User Manual V1.3",
        footer_left="www.lanxin-module.example",
        footer_right="- {page} -",
        table_fill=(235, 235, 235),
        accent=(150, 20, 20),
    )
    s = Sheet(style, "FMR-7802 FM radio receiver module")
    s.add_page()
    s.title_block("FMR-7802 / FMR-7802A", "FM stereo radio receiver module user manual", "", 20)
    s.heading("1. Product overview", 10.5)
    s.para(
        "FMR-7802 is a small single-chip FM stereo receiver module with I2C control. "
        "FMR-7802A adds an on-board 2 x 3 W class-D speaker amplifier and needs a separate "
        "5V supply for the amplifier. Both modules use a 32.768 kHz crystal on board; "
        "no external tuning components are required.",
        8.5,
    )
    s.heading("2. Main parameters", 10.5)
    s.lines(
        [
            "Frequency range" + FWC + "76" + FWT + "108MHz (50kHz / 100kHz / 200kHz step)",
            "Control interface" + FWC + "I2C, up to 400kHz, device address 0x11",
            "Audio output" + FWC + "LOUT / ROUT line level, 32" + "\u03a9" + " headphone capable",
            "RDS / RBDS" + FWC + "supported",
            "Operating temperature" + FWC + "-20" + FWT + "70" + FW_C,
            "Storage temperature" + FWC + "-40" + FWT + "85" + FW_C,
            "Module size" + FWC + "18.0 x 16.5 x 2.2 mm",
        ],
        8.8,
        3.5,
    )
    s.heading("3. Electrical specification", 10.5)
    s.table(
        [
            Col("Item", 175),
            Col("FMR-7802", 110, "C"),
            Col("FMR-7802A", 110, "C"),
            Col("Remark", 104),
        ],
        [
            ["Supply voltage (VCC)", "2.7" + FWT + "3.6V", "2.7" + FWT + "3.6V", "radio part"],
            ["Amplifier supply (VAMP)", "-", "4.5" + FWT + "5.5V", ""],
            ["Receive current", LE + "21mA", LE + "23mA", "VCC=3.3V, no amp"],
            ["Amplifier current", "-", LE + "1.2A", "2 x 3W, 4" + "\u03a9"],
            ["Power-down current", LE + "15" + MU + "A", LE + "15" + MU + "A", "I2C power-down"],
            ["Sensitivity\n(S/N = 26dB)", LE + "2.0" + MU + "V EMF", LE + "2.2" + MU + "V EMF", ""],
            ["Audio output level", "80mV", "80mV", "typ., per channel"],
            ["Stereo separation", GE + "35dB", GE + "35dB", ""],
            [
                "I/O high level (SDA, SCL)",
                "0.7VCC" + FWT + "VCC",
                "0.7VCC" + FWT + "VCC",
                "not 5V tolerant",
            ],
        ],
        8,
    )
    s.heading("4. Pin definition", 10.5)
    s.table(
        [Col("No.", 40, "C"), Col("Name", 70), Col("Description", 389)],
        [
            ["1", "VCC", "3.3V supply for radio"],
            ["2", "GND", "ground"],
            ["3", "SDA", "I2C data, 4.7k pull-up on host side"],
            ["4", "SCL", "I2C clock"],
            ["5", "ANT", "antenna input, 50 cm wire recommended"],
            ["6", "LOUT", "left line output"],
            ["7", "ROUT", "right line output"],
            ["8", "VAMP", "5V amplifier supply (FMR-7802A only, NC on FMR-7802)"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Register map (excerpt)", 10.5)
    s.table(
        [Col("Reg", 50, "C"), Col("Bits", 60, "C"), Col("Name", 110), Col("Function", 279)],
        [
            ["0x02", "15", "DHIZ", "audio output high-Z disable"],
            ["0x02", "9:8", "SEEKUP / SEEK", "seek direction / start"],
            ["0x03", "15:6", "CHAN", "channel = 76 MHz + CHAN x step"],
            ["0x05", "3:0", "VOLUME", "0 ... 15, 0 = mute"],
            ["0x0A", "9:0", "READCHAN", "tuned channel"],
        ],
        8,
    )
    s.heading("6. FAQ", 10.5)
    s.para(
        "Q" + FWC + "Can I connect the module directly to a 5V Arduino UNO?\n"
        "A" + FWC + "No. VCC must not exceed 3.6V and SDA/SCL are not 5V tolerant. "
        "Use a 3.3V regulator and an I2C level shifter.",
        8.5,
    )
    s.para(
        "Q" + FWC + "Does the module support the AM / SW band?\n"
        "A" + FWC + "No, FM only (76" + FWT + "108MHz).",
        8.5,
    )
    s.para(
        "Q" + FWC + "What is the maximum antenna cable length?\n"
        "A" + FWC + "Not specified. A 50cm wire or a 75" + "\u03a9" + " coax is usual.",
        8.5,
    )
    s.para(
        "Q" + FWC + "Can FMR-7802A drive 8" + "\u03a9" + " speakers?\n"
        "A" + FWC + "Yes, output power is about 1.8W per channel into 8" + "\u03a9" + " at 5V.",
        8.5,
    )
    s.heading("7. Revision history", 10.5)
    revision_table(
        s,
        [
            ["2022-05-10", "V1.0", "first release"],
            ["2023-02-18", "V1.2", "FMR-7802A added"],
            ["2023-09-01", "V1.3", "FAQ updated"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "fmr-7802.pdf")


# ------------------------------------------------ FM tuner module (JP spec)
def ktf2100(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Kaminoyama Denshi Kogyo K.K.",
        header_right="Spec. No. KD-23-0417",
        footer_left="KTF-2100 Series Technical Specification",
        footer_right="{page}/{nb}",
        table_fill=None,
        accent=(0, 0, 0),
    )
    s = Sheet(style, "KTF-2100 FM tuner module")
    s.add_page()
    s.title_block("KTF-2100 Series", "FM Radio Receiver Module (Japan / World band)", "", 18)
    s.heading("■ Outline", 10)
    s.para(
        "The KTF-2100 series is an FM receiver module with a digital tuner and "
        "a UART command interface (9600 bps, 8N1). KTF-2100J covers the Japanese band, "
        "KTF-2100W covers the world band. Output is analog stereo line level.",
        8.5,
    )
    s.heading("■ Line-up", 10)
    s.table(
        [Col("Type", 110), Col("Reception band", 150), Col("Channel step", 110), Col("Note", 129)],
        [
            ["KTF-2100J", "76.0～95.0 MHz", "100 kHz", "Japan"],
            ["KTF-2100W", "87.5～108.0 MHz", "50 kHz / 100 kHz", "Europe / USA"],
        ],
        8,
    )
    s.heading("■ Absolute maximum ratings", 10)
    s.table(
        [Col("Item", 170), Col("Symbol", 70, "C"), Col("Rating", 140, "C"), Col("Unit", 119, "C")],
        [
            ["Supply voltage", "V_{DD}", "-0.3～+6.0", "V"],
            ["Input voltage (RXD)", "V_{IN}", "-0.3～V_{DD}+0.3", "V"],
            ["Operating temperature", "T_{opr}", "-30～+85", FW_C],
            ["Storage temperature", "T_{stg}", "-40～+90", FW_C],
            ["Antenna input level", "", "+10", "dBm"],
        ],
        8,
    )
    s.heading("■ Recommended operating conditions", 10)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 70, "C"),
            Col("Min.", 65, "C"),
            Col("Typ.", 65, "C"),
            Col("Max.", 65, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "4.5", "5.0", "5.5", "V"],
            ["Operating temperature", "T_{opr}", "-10", "", "+60", FW_C],
        ],
        8,
    )
    s.para("※ Reception performance is guaranteed only within the recommended conditions.", 8)
    s.heading("■ Electrical characteristics", 10)
    s.para("(V_DD = 5.0 V, Ta = 25 ℃, fmod = 1 kHz, Δf = 75 kHz unless otherwise noted)", 8)
    s.table(
        [
            Col("Item", 150),
            Col("Conditions", 150),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Current consumption", "receiving", "", "32", "45", "mA"],
            ["", "standby (POWER OFF)", "", "0.8", "1.5", "mA"],
            ["Usable sensitivity", "S/N = 30 dB, KTF-2100J", "", "8", "14", "dB" + MU + "V"],
            ["", "S/N = 30 dB, KTF-2100W", "", "10", "16", "dB" + MU + "V"],
            ["Signal to noise ratio", "60 dB" + MU + "V input, mono", "55", "62", "", "dB"],
            ["Output level", "L / R, 10 k" + "\u03a9" + " load", "150", "200", "250", "mVrms"],
            ["RXD input high\nvoltage", "", "0.7V_{DD}", "", "", "V"],
            ["TXD output high\nvoltage", "I_{OH} = -1 mA", "V_{DD}-0.5", "", "", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading("■ Reference characteristics (typ.)", 10)
    s.para("The following values are typical and are not guaranteed.", 8)
    s.table(
        [
            Col("Item", 200),
            Col("KTF-2100J", 100, "C"),
            Col("KTF-2100W", 100, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Stereo separation", "38", "40", "dB"],
            ["Total harmonic distortion", "0.3", "0.3", "%"],
            ["Tuning time (one channel)", "60", "60", "ms"],
            ["Seek time (full band)", "3.5", "4.2", "s"],
            ["Start-up time after power on", "350", "350", "ms"],
        ],
        8,
    )
    s.heading("■ Terminal assignment (CN1, 2.0 mm pitch)", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80), Col("I/O", 50, "C"), Col("Function", 319)],
        [
            ["1", "VDD", "-", "+5 V supply"],
            ["2", "GND", "-", "ground"],
            ["3", "RXD", "I", "UART command input (3.3 V / 5 V logic)"],
            ["4", "TXD", "O", "UART status output, VDD level"],
            ["5", "LOUT", "O", "left audio"],
            ["6", "ROUT", "O", "right audio"],
            ["7", "ANT", "I", "75 " + "\u03a9" + " antenna input (F connector on carrier)"],
        ],
        8,
    )
    s.heading("■ Command codes (excerpt)", 10)
    s.table(
        [Col("Code", 70, "C"), Col("Length", 60, "C"), Col("Function", 369)],
        [
            ["0x20", "3", "set frequency (10 kHz units)"],
            ["0x21", "1", "seek up"],
            ["0x30", "2", "volume 0～31"],
            ["0x7F", "1", "power off"],
        ],
        8,
    )
    s.heading("■ Notes", 10)
    s.bullets(
        [
            "RDS is not supported by this series.",
            "Moisture sensitivity level: not specified (module is hand-soldered or connected via CN1).",
            "Do not apply the supply with reverse polarity; no protection diode is fitted.",
        ],
        8.5,
        "※",
    )
    return save(s, out / "ktf-2100.pdf")


# ------------------------------------------------ RF power amplifier IC (US analog)
def rpa0915(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="REDWOOD PEAK MICROWAVE",
        header_right="RPA0915  |  SLRS-2291B",
        footer_left="Redwood Peak Microwave, Inc.  |  Rev. B  |  June 2023",
        footer_right="Page {page}",
        table_fill=(210, 220, 230),
        accent=(20, 40, 90),
    )
    s = Sheet(style, "RPA0915 sub-GHz power amplifier")
    s.add_page()
    s.title_block("RPA0915", "700 MHz to 1000 MHz, +30 dBm ISM-Band Power Amplifier", "", 20)

    def left() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Frequency range 700 MHz to 1000 MHz",
                "P1dB up to +30.5 dBm at 5 V",
                "Single supply 3.0 V to 5.25 V",
                "Logic-level enable (1.8 V / 3.3 V compatible)",
                "Shutdown current < 2 " + MU + "A",
                "3 mm x 3 mm 16-lead QFN",
            ],
            8,
        )

    def right() -> None:
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The RPA0915 is a two-stage InGaP HBT power amplifier for 868 MHz and 915 MHz "
            "ISM transmitters such as LoRa and sub-GHz mesh radios. It is internally matched "
            "at the input; the output needs a simple external match. An integrated power "
            "detector (VDET) gives a DC voltage proportional to output power.",
            8,
        )

    s.side_by_side(left, right, 220)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("Supply voltage, VCC1, VCC2 ", " 6.0 V"),
            ("Enable voltage, EN ", " -0.3 V to VCC + 0.3 V"),
            ("RF input power, no damage ", " +10 dBm"),
            ("Operating case temperature ", " -40" + DEG + " to +105" + DEG),
            ("Storage temperature ", " -65" + DEG + " to +150" + DEG),
            ("Load VSWR, no damage (VCC = 5 V) ", " 6:1"),
        ],
        8,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 9.5)
    s.table(
        [
            Col("PARAMETER", 230),
            Col("MIN", 65, "C"),
            Col("NOM", 65, "C"),
            Col("MAX", 65, "C"),
            Col("UNIT", 74, "C"),
        ],
        [
            ["Supply voltage, VCC", "3.0", "3.6", "5.25", "V"],
            ["EN high-level input voltage", "1.2", "", "VCC", "V"],
            ["EN low-level input voltage", "0", "", "0.4", "V"],
            ["Operating case temperature", "-40", "", "+85", DEG],
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para(
        "VCC = 3.6 V, EN = 1.8 V, TC = 25"
        + DEG
        + ", PIN = +5 dBm, ZS = ZL = 50 "
        + "\u03a9"
        + ", measured on the evaluation board, unless otherwise noted.",
        8,
    )
    s.table(
        [
            Col("PARAMETER", 130),
            Col("TEST CONDITIONS", 150),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 84, "C"),
        ],
        [
            ["Small-signal gain", "f = 915 MHz, PIN = -20 dBm", "26", "29", "", "dB"],
            ["Output power at\n1-dB compression", "VCC = 3.6 V", "", "27.5", "", "dBm"],
            ["", "VCC = 5.0 V", "", "30.5", "", "dBm"],
            ["Quiescent current", "no RF input", "", "85", "110", "mA"],
            ["Supply current at P_{OUT}", "VCC = 3.6 V, POUT = +27 dBm", "", "480", "", "mA"],
            ["", "VCC = 5.0 V, POUT = +30 dBm", "", "720^{(1)}", "850", "mA"],
            ["Shutdown current", "EN = 0 V", "", "0.5", "2", MU + "A"],
            ["Turn-on time", "EN to 90 % P_{OUT}", "", "0.8", "", MU + "s"],
        ],
        8,
    )
    s.para("(1) Mean current with continuous wave; size the supply for the MAX value.", 7.5)
    s.add_page()
    s.heading("ELECTRICAL CHARACTERISTICS (continued)", 9.5)
    s.table(
        [
            Col("PARAMETER", 160),
            Col("868 MHz", 95, "C"),
            Col("915 MHz", 95, "C"),
            Col("UNIT", 149, "C"),
        ],
        [
            ["Small-signal gain (typ)", "29.5", "29", "dB"],
            ["Second harmonic (typ)^{(2)}", "-38", "-36", "dBc"],
            ["Third harmonic (typ)^{(2)}", "-48", "-45", "dBc"],
            ["PAE at P1dB, VCC = 5 V (typ)", "52", "50", "%"],
            ["VDET output at +30 dBm (typ)", "1.45", "1.40", "V"],
        ],
        8,
    )
    s.para(
        "(2) Without an external low-pass filter. A harmonic filter is required to meet FCC "
        "Part 15.247 and ETSI EN 300 220 limits.",
        7.5,
    )
    s.heading("PIN FUNCTIONS", 9.5)
    s.table(
        [Col("PIN", 60, "C"), Col("NAME", 80), Col("TYPE", 60, "C"), Col("DESCRIPTION", 299)],
        [
            ["1", "RFIN", "I", "RF input, internally matched to 50 " + "\u03a9"],
            ["4", "EN", "I", "enable, active high; 100 k" + "\u03a9" + " pull-down"],
            ["5", "VDET", "O", "power detector output"],
            ["8", "VCC1", "P", "first-stage supply"],
            [
                "10, 11",
                "RFOUT/VCC2",
                "O/P",
                "RF output and second-stage collector supply via choke",
            ],
            ["17", "PAD", "G", "exposed pad, ground; must be soldered"],
        ],
        8,
    )
    s.heading("APPLICATION INFORMATION", 9.5)
    s.para(
        "The RPA0915 is driven directly by sub-GHz transceivers whose output is between "
        "0 dBm and +10 dBm. Input power above +10 dBm may damage the device. Thermal "
        "resistance junction-to-case is not specified; keep the exposed pad soldered to a "
        "ground plane with at least nine vias.",
        8,
    )
    s.heading("REVISION HISTORY", 9.5)
    revision_table(
        s,
        [["March 2022", "A", "Initial release"], ["June 2023", "B", "Added 868 MHz harmonics"]],
        (90, 60, 349),
    )
    return save(s, out / "rpa0915.pdf")


# ------------------------------------------------ PA module (German leaflet)
def hfv(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="HOCHFELD VERSTÄRKERTECHNIK GmbH",
        header_right="Datenblatt / Data sheet HFV-1W",
        footer_left="Technische Änderungen vorbehalten. Ausgabe 04/2023",
        footer_right="Seite {page} von {nb}",
        table_fill=None,
        accent=(0, 90, 60),
        grid=False,
    )
    s = Sheet(style, "HFV-1W RF power amplifier modules")
    s.add_page()
    s.title_block(
        "HFV-1W Series",
        "1 W RF power amplifier modules for 433 / 868 MHz, SMA connectors",
        "",
        20,
    )
    s.para(
        "The HFV-1W amplifier modules boost low-power ISM transmitters to 1 W (+30 dBm). "
        "They operate from 12 V DC (9 … 15 V) and include reverse polarity protection, "
        "an output low-pass filter and automatic TX/RX switching (RF-sensing, no control "
        "line needed). Housing: aluminium, 55 x 40 x 18 mm.",
        8.5,
    )
    s.heading("Ordering codes", 10, True)
    s.table(
        [Col("Order no.", 90), Col("Type", 110), Col("Band", 140), Col("Connector", 159)],
        [
            ["5410-0433", "HFV-1W-433", "430 … 440 MHz", "SMA female / SMA female"],
            ["5410-0868", "HFV-1W-868", "863 … 870 MHz", "SMA female / SMA female"],
            ["5410-0915", "HFV-1W-915", "902 … 928 MHz", "SMA female / SMA female"],
        ],
        8,
    )
    s.heading("Table 1  Technical data", 10, True)
    s.para("All data at UB = 12 V, Tamb = 23 °C and 50 Ω system impedance.", 8)
    s.table(
        [
            Col("Parameter", 170),
            Col("Unit", 50, "C"),
            Col("HFV-1W-433", 93, "C"),
            Col("HFV-1W-868", 93, "C"),
            Col("HFV-1W-915", 93, "C"),
        ],
        [
            ["Frequency range", "MHz", "430 … 440", "863 … 870", "902 … 928"],
            ["Input power for rated output", "dBm", "0 … +10", "0 … +10", "0 … +10"],
            ["Maximum input power", "dBm", "+15", "+13", "+13"],
            ["Output power (P1dB)", "dBm", "+30", "+30", "+29"],
            ["Gain", "dB", "30", "28", "27"],
            ["Supply voltage UB", "V", "9 … 15", "9 … 15", "9 … 15"],
            ["Current consumption\nat rated output", "mA", "550", "620", "650"],
            ["Current consumption, RX", "mA", "12", "12", "12"],
            ["Harmonics (with filter)", "dBc", "< -55", "< -50", "< -50"],
            ["RX path insertion loss", "dB", "0.6", "0.8", "0.8"],
        ],
        8,
    )
    s.para("Continued on next page.", 7.5)
    s.add_page()
    s.heading("Table 1  Technical data (continued)", 10, True)
    s.table(
        [
            Col("Parameter", 170),
            Col("Unit", 50, "C"),
            Col("HFV-1W-433", 93, "C"),
            Col("HFV-1W-868", 93, "C"),
            Col("HFV-1W-915", 93, "C"),
        ],
        [
            ["TX/RX switching time", "ms", "2", "2", "2"],
            ["Operating temperature", "°C", "-20 … +60", "-20 … +60", "-20 … +55"],
            ["Storage temperature", "°C", "-40 … +85", "-40 … +85", "-40 … +85"],
            ["Weight", "g", "95", "95", "95"],
            ["Protection class", "", "IP40", "IP40", "IP40"],
        ],
        8,
    )
    s.heading("Limit values", 10, True)
    s.para("Exceeding these values can destroy the module.", 8)
    s.table(
        [Col("Parameter", 220), Col("Unit", 60, "C"), Col("Value", 219, "C")],
        [
            ["Supply voltage UB", "V", "18"],
            ["Output VSWR (at rated output)", "", "3:1"],
            ["Operating temperature", "°C", "-30 … +70"],
        ],
        8,
    )
    s.heading("Connections", 10, True)
    s.table(
        [Col("Terminal", 90), Col("Function", 409)],
        [
            ["RF IN", "SMA female, from transceiver"],
            ["RF OUT", "SMA female, to antenna"],
            ["+UB", "red wire, 0.5 mm², 9 … 15 V DC"],
            ["GND", "black wire"],
        ],
        8,
    )
    s.heading("Notes", 10, True)
    s.bullets(
        [
            "Duty cycle: continuous transmission is permitted up to 40 °C ambient; above 40 °C "
            "limit the duty cycle to 50 %.",
            "The user is responsible for compliance with local ERP limits (e.g. 25 mW ERP in "
            "the 868 MHz band in the EU).",
            "Noise figure of the RX path: not specified.",
            "The modules are not suitable for LTE or other wideband signals.",
        ],
        8.5,
    )
    return save(s, out / "hfv-1w.pdf")
