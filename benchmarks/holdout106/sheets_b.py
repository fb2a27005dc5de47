"""Hold-out 106 datasheets, part 2: a capacitive soil moisture sensor board, a dual DC
motor driver IC, a LoRaWAN module and a 24-bit load-cell amplifier IC.

A Hawaiian / English farm-maker sheet from Honoka'a (bilingual names wrapped over two
lines, output voltages in columns per supply voltage, the output span only in the
feature list, no sealing rating), a Zhuzhou motor-driver IC house's English data sheet
(VM vs VCC in one recommended table beside the absolute maximum table, average
current per VM in a column table, the PWM limit in a note), a Nairobi radio-module
"Hardware Reference" (one column per band version, a receiver sensitivity grid of
spreading factor rows and bandwidth columns, the UART default in prose) and a Kendal
weighing-silicon data sheet (gain per channel, full-scale input per AVDD in columns,
data rate per RATE pin level, the power-down timing only in prose).
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
OK = "\u02bb"  # Hawaiian 'okina
FWC = "\uff1a"
FWT = "\uff5e"
FW_C = "\u2103"


# ----------------------------------------------------- soil moisture v2 (Hawaiian)
def mka_sm2(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="H\u0101m\u0101kua Maker Supply  \u2022  Honoka" + OK + "a, Hawai" + OK + "i",
        header_right="MKA-SM2  Pepa " + OK + "ike / Info sheet",
        footer_left="MKA-SM2 info sheet v2.0  \u2022  mahalo for building with us",
        footer_right="" + OK + "ao" + OK + "ao {page}/{nb}",
        table_fill=(224, 238, 214),
        accent=(40, 110, 40),
        grid=True,
    )
    s = Sheet(style, "MKA-SM2 capacitive soil moisture sensor v2.0")
    s.add_page()
    s.title_block(
        "MKA-SM2  v2.0",
        "Ana wai lepo capacitive / Capacitive soil moisture sensor",
        "No ka m\u0101la a me ka p\u0101hale / for gardens, pots and farm plots",
        20,
    )
    s.heading("He aha kēia? / What is it?", 10.5)
    s.para(
        "A corrosion-free soil probe: the sensing area is under the solder mask, so no "
        "bare metal touches the soil. A 555-type oscillator drives the probe at about "
        "1.5 MHz and a peak detector turns the soil's capacitance into a DC voltage on AOUT: "
        "wetter soil gives a LOWER voltage. Version 2.0 adds an on-board 3.0 V regulator, so "
        "the reading barely changes between a 3.3 V and a 5 V supply.",
        8.5,
    )
    s.heading("Nā hi" + OK + "ona / Features", 10.5)
    s.bullets(
        [
            "Analog output, 0 ~ 3.0 V DC span",
            "Works from 3.3 V and 5 V boards (Arduino, ESP32, Raspberry Pi Pico)",
            "3-pin PH2.0 cable: GND / VCC / AOUT",
            "Board 98 x 23 mm, insert up to the white line",
        ],
        8.5,
    )
    s.heading("Nā helu uila / Electrical data", 10.5)
    s.table(
        [
            Col("Parameter", 220),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Volekia hānai /\nSupply voltage (VCC)", "3.3", "", "5.5", "V"],
            ["Ke au hana /\nOperating current", "", "5", "8", "mA"],
            [
                "Volekia hānai, mai kā" + OK + "e /\nSupply voltage, never exceed",
                "",
                "",
                "6.0",
                "V",
            ],
            ["Manawa ho" + OK + "omākaukau /\nWarm-up after power-on", "", "", "1", "s"],
        ],
        7.8,
    )
    s.heading("Puka volekia / Output voltage (AOUT) at 25 " + DEG, 10.5)
    s.table(
        [Col("Probe in", 220), Col("VCC = 3.3 V", 140, "C"), Col("VCC = 5.0 V", 139, "C")],
        [
            ["Ea / Air (dry reference)", "2.30 V", "2.55 V"],
            ["Lepo malo" + OK + "o / Dry potting soil", "2.05 V", "2.25 V"],
            ["Lepo pulu / Wet soil", "1.45 V", "1.55 V"],
            ["Wai / Water (wet reference)", "1.10 V", "1.20 V"],
        ],
        7.8,
    )
    s.para(
        "Typical values, probe inserted to the line. Every board differs a little: record "
        "your own air and water readings and map them to 0 ... 100 %. The sensor is not "
        "calibrated to volumetric water content and has no accuracy figure.",
        7.8,
    )
    s.add_page()
    s.heading("Nā kūlana / Environment", 10.5)
    s.table(
        [Col("Parameter", 220), Col("Value", 279, "C")],
        [
            ["Mahana hana /\nOperating temperature", "0 ... +60 " + DEG],
            ["Mahana mālama /\nStorage temperature", "-20 ... +70 " + DEG],
        ],
        7.8,
    )
    s.para(
        "Only the probe part below the white line may be in soil or water. The electronics "
        "above the line are not sealed and carry no IP rating; cover them with heat-shrink "
        "or conformal coating for outdoor use.",
        8.5,
    )
    s.heading("Ho" + OK + "ohui / Wiring", 10.5)
    s.table(
        [Col("Wire", 80, "C"), Col("Pin", 80, "C"), Col("Arduino Uno", 170), Col("ESP32", 169)],
        [
            ["black", "GND", "GND", "GND"],
            ["red", "VCC", "5V", "3V3"],
            ["yellow", "AOUT", "A0 (10-bit, 0-5 V)", "GPIO34 (ADC1, 11 dB atten.)"],
        ],
        7.8,
    )
    s.heading("Nīnau / Questions", 10.5)
    s.para(
        "Can I read AOUT with a 3.3 V ADC? - Yes. AOUT never rises above the 3.0 V of the "
        "on-board regulator, even with VCC = 5 V.",
        8.5,
    )
    s.para(
        "Can I leave it powered all the time? - Yes, but switching VCC from a GPIO (it draws "
        "well under 20 mA) saves power in battery nodes; wait 1 s before reading.",
        8.5,
    )
    s.para(
        "How long does the probe last in the ground? - We have no lifetime figure; the "
        "coating protects the traces, the cut edges are the weak spot.",
        8.5,
    )
    revision_table(
        s,
        [["2023-02", "1.2", "v1 board"], ["2024-01", "2.0", "3.0 V regulator, new table"]],
        (90, 50, 359),
    )
    return save(s, out / "mka-sm2.pdf")


# ------------------------------------------------- dual motor driver (Zhuzhou)
def xd6612(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Zhuzhou Xiangdian Microelectronics Co., Ltd.",
        header_right="XD6612F  Datasheet  V1.2",
        footer_left="www.xiangdian-micro.example",
        footer_right="- {page} -",
        table_fill=(236, 226, 226),
        accent=(140, 0, 0),
        grid=True,
    )
    s = Sheet(style, "XD6612F dual DC motor driver")
    s.add_page()
    s.title_block("XD6612F", "Dual H-Bridge DC Motor Driver IC", "", 20)
    s.heading("■ Overview", 10.5)
    s.para(
        "XD6612F is a dual DC motor driver with MOSFET H-bridge outputs. Each channel has "
        "IN1 / IN2 and PWM inputs to select CW, CCW, short brake and stop. A STBY pin puts "
        "the whole IC into standby. The logic part is supplied from VCC, the motor bridges "
        "from VM, so a 3.3 V or 5 V controller can drive motors from a higher battery.",
        8.5,
    )
    s.heading("■ Features", 10.5)
    s.bullets(
        [
            "Motor supply VM up to 13.5 V; logic supply VCC 2.7 ~ 5.5 V",
            "Output ON resistance (upper + lower) 0.5 " + OHM + " typ. at VM = 12 V",
            "Standby current below 1 " + MU + "A",
            "Built-in thermal shutdown and low-voltage detection",
            "SSOP-24 (0.65 mm pitch)",
        ],
        8.5,
    )
    s.heading("■ Absolute Maximum Ratings（Ta＝25℃）", 10.5)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 120, "C"), Col("Unit", 109, "C")],
        [
            ["Supply voltage", "VM", "15", "V"],
            ["", "VCC", "6", "V"],
            ["Input voltage", "VIN", "-0.2 ～ VCC+0.2", "V"],
            ["Output current (per ch)", "IOUT", "1.2", "A"],
            ["", "IOUT(peak)", "2.0 (tw＝20 ms, cont. pulse)", "A"],
            ["", "", "3.2 (tw＝10 ms, single pulse)", "A"],
            ["Power dissipation", "PD", "0.78 (on PCB)", "W"],
            ["Storage temperature", "Tstg", "-55 ～ 150", "℃"],
        ],
        7.6,
    )
    s.heading("■ Recommended Operating Conditions（Ta＝-20～85℃）", 10.5)
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 50, "C"),
            Col("Remark", 69, "C"),
        ],
        [
            ["Supply voltage", "VCC", "2.7", "3", "5.5", "V", ""],
            ["", "VM", "2.5", "5", "13.5", "V", ""],
            ["Output current (H-SW)", "IOUT", "", "", "1.0", "A", "VM ≥ 4.5 V"],
            ["", "", "", "", "0.4", "A", "4.5 V ＞ VM ≥ 2.5 V"],
            ["PWM frequency", "fPWM", "", "", "100", "kHz", ""],
            ["Operating temperature", "Topr", "-20", "", "85", "℃", ""],
        ],
        7.6,
    )
    s.heading("■ Electrical Characteristics（VCC＝3V，VM＝5V，Ta＝25℃）", 10.5)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 60, "C"),
            Col("Condition", 110, "C"),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Supply current", "ICC(3V)", "STBY＝3V", "", "1.1", "1.8", "mA"],
            ["", "ICC(5.5V)", "STBY＝5.5V", "", "1.5", "2.2", "mA"],
            ["", "ICC(STB)", "STBY＝0V", "", "", "1", MU + "A"],
            ["", "IM(STB)", "STBY＝0V", "", "", "1", MU + "A"],
            ["Control input voltage", "VIH", "", "VCC×0.7", "", "VCC+0.2", "V"],
            ["", "VIL", "", "-0.2", "", "VCC×0.3", "V"],
            ["Output saturation", "Vsat(U+L)", "IO＝1 A, VCC＝VM＝5V", "", "0.5", "0.7", "V"],
            ["Output leakage current", "IL(U)", "VM＝15V", "", "", "1", MU + "A"],
            ["Thermal shutdown", "TSD", "design value", "", "175", "", "℃"],
        ],
        7.6,
    )
    s.add_page()
    s.heading("■ Allowable Average Output Current per Channel vs VM", 10.5)
    s.para(
        "Both channels driven, 50 mm × 50 mm 2-layer board, Ta＝25℃, 100% duty. Values "
        "are limited by power dissipation.",
        8,
    )
    s.table(
        [
            Col("VM", 99, "C"),
            Col("3.0 V", 80, "C"),
            Col("5.0 V", 80, "C"),
            Col("9.0 V", 80, "C"),
            Col("12 V", 80, "C"),
            Col("", 80, "C"),
        ],
        [
            ["IOUT (A)", "0.35", "0.8", "1.0", "1.0", ""],
            ["IOUT, one ch. only (A)", "0.4", "1.0", "1.2", "1.2", ""],
        ],
        7.6,
    )
    s.heading("■ Truth Table", 10.5)
    s.table(
        [
            Col("IN1", 60, "C"),
            Col("IN2", 60, "C"),
            Col("PWM", 60, "C"),
            Col("STBY", 60, "C"),
            Col("OUT1", 60, "C"),
            Col("OUT2", 60, "C"),
            Col("Mode", 139, "C"),
        ],
        [
            ["H", "H", "H/L", "H", "L", "L", "Short brake"],
            ["L", "H", "H", "H", "L", "H", "CCW"],
            ["L", "H", "L", "H", "L", "L", "Short brake"],
            ["H", "L", "H", "H", "H", "L", "CW"],
            ["L", "L", "H", "H", "OFF", "OFF", "Stop"],
            ["H/L", "H/L", "H/L", "L", "OFF", "OFF", "Standby"],
        ],
        7.6,
    )
    s.heading("■ Pin Assignment", 10.5)
    s.table(
        [Col("No.", 70, "C"), Col("Name", 90, "C"), Col("Function", 339)],
        [
            ["1, 2", "AO1", "ch A output 1"],
            ["13, 14, 24", "VM1 ～ VM3", "motor supply (connect all)"],
            ["15", "PWMB", "ch B PWM input"],
            ["19", "STBY", "standby, L＝standby"],
            ["20", "VCC", "logic supply"],
            ["23", "PWMA", "ch A PWM input"],
        ],
        7.6,
    )
    s.heading("■ Notes", 10.5)
    s.bullets(
        [
            "Note 1：The PWM frequency above 100 kHz is not guaranteed; dead time is inserted "
            "automatically (about 230 ns).",
            "Note 2：VM and VCC can be applied in any order. Keep STBY low during power-up.",
            "Note 3：Paralleling A and B outputs for one motor is allowed up to 2.0 A average "
            "on a heat-sinked board.",
            "Note 4：Inputs are not 5V tolerant when VCC＝3V; keep VIN ≤ VCC+0.2 V.",
        ],
        8.2,
    )
    revision_table(
        s,
        [["2022-05", "V1.1", "Add current vs VM table"], ["2023-12", "V1.2", "Note 3, Note 4"]],
        (90, 50, 359),
    )
    return save(s, out / "xd6612f.pdf")


# -------------------------------------------------------- LoRaWAN module (Nairobi)
def nrw_l62(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="NGONG RADIO WORKS  \u2022  Hardware Reference",
        header_right="NRW-L62 series  HR-0042 rev 3",
        footer_left="Ngong Radio Works Ltd., Ngong Road, Nairobi, Kenya",
        footer_right="HR-0042 / {page}",
        table_fill=(255, 236, 196),
        accent=(150, 90, 0),
        grid=True,
    )
    s = Sheet(style, "NRW-L62 LoRaWAN module")
    s.add_page()
    s.title_block(
        "NRW-L62E / NRW-L62U",
        "LoRaWAN Class A/C module, sub-GHz (SX1262-class transceiver)",
        "Stamp-hole module 16 x 18 mm, UART AT command interface, U.FL and pad antenna",
        20,
    )
    s.heading("1  Overview", 10.5)
    s.para(
        "The NRW-L62 combines a sub-GHz LoRa / FSK transceiver with a low-power MCU running "
        "a LoRaWAN 1.0.4 stack. The host talks to it through AT commands over a 3-wire "
        "UART; the port comes up at 115200 bit/s, 8N1 (AT+BAUD accepts 9600 to 115200). Two "
        "band versions share one footprint.",
        8.6,
    )
    s.heading("2  Versions", 10.5)
    s.table(
        [Col("", 190), Col("NRW-L62E", 155, "C"), Col("NRW-L62U", 154, "C")],
        [
            ["Frequency band", "863 - 870 MHz", "902 - 928 MHz"],
            ["Regional plan", "EU868, IN865", "US915, AU915"],
            ["Max. conducted TX power", "+22 dBm", "+22 dBm"],
            ["Default TX power (as shipped)", "+14 dBm", "+20 dBm"],
            ["TX current at +22 dBm", "118 mA", "121 mA"],
            ["TX current at +14 dBm", "44 mA", "46 mA"],
        ],
        7.8,
    )
    s.heading("3  Supply and Currents", 10.5)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 50, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Comment", 104),
        ],
        [
            ["Supply voltage", "VDD", "1.8", "3.3", "3.7", "V", ""],
            ["Supply voltage, abs. max.", "VDD", "-0.3", "", "3.9", "V", "stress only"],
            ["RX current", "IRX", "", "5.3", "", "mA", "BW 125 kHz"],
            ["Sleep current", "ISLP", "", "1.8", "", MU + "A", "RTC running"],
            ["Deep sleep current", "IDS", "", "0.6", "", MU + "A", "RAM off"],
            ["", "VIH", "0.7 VDD", "", "VDD + 0.3", "V", "UART, GPIO"],
            ["", "VIL", "-0.3", "", "0.3 VDD", "V", "UART, GPIO"],
            ["Operating temperature", "TA", "-40", "", "+85", DEG, ""],
        ],
        7.8,
    )
    s.para(
        "TX power and VDD: the +22 dBm setting needs VDD " + GE + " 3.1 V. Below 3.1 V the "
        "module clamps its output to +20 dBm; below 2.4 V to +14 dBm.",
        8,
    )
    s.add_page()
    s.heading("4  Receiver Sensitivity (LoRa, 1 % PER, both versions)", 10.5)
    s.table(
        [
            Col("Spreading factor", 130, "C"),
            Col("BW 125 kHz", 123, "C"),
            Col("BW 250 kHz", 123, "C"),
            Col("BW 500 kHz", 123, "C"),
        ],
        [
            ["SF7", "-124 dBm", "-121 dBm", "-117 dBm"],
            ["SF8", "-127 dBm", "-124 dBm", "-120 dBm"],
            ["SF9", "-130 dBm", "-127 dBm", "-123 dBm"],
            ["SF10", "-133 dBm", "-130 dBm", "-126 dBm"],
            ["SF11", "-135.5 dBm", "-132.5 dBm", "-128.5 dBm"],
            ["SF12", "-137 dBm", "-135 dBm", "-131 dBm"],
        ],
        7.8,
    )
    s.para("FSK 4.8 kbit/s: -121 dBm. Values measured at the U.FL connector.", 8)
    s.heading("5  Pins (excerpt)", 10.5)
    s.table(
        [Col("Pad", 50, "C"), Col("Name", 80, "C"), Col("Type", 60, "C"), Col("Description", 309)],
        [
            ["1", "VDD", "P", "supply"],
            ["4", "TXD", "O", "UART to host"],
            ["5", "RXD", "I", "UART from host"],
            ["8", "RST", "I", "reset, active low, 10 k pull-up"],
            ["12", "ANT", "RF", "50 Ohm pad (U.FL variant: NC)"],
        ],
        7.8,
    )
    s.heading("6  AT Commands (excerpt)", 10.5)
    s.table(
        [Col("Command", 150), Col("Example", 150), Col("Meaning", 199)],
        [
            ["AT+BAUD=<rate>", "AT+BAUD=9600", "change UART speed (stored)"],
            ["AT+TXP=<dBm>", "AT+TXP=14", "TX power setting, 2 ... 22"],
            ["AT+DR=<n>", "AT+DR=5", "data rate index (DR5 = SF7 / 125 kHz)"],
            ["AT+JOIN", "AT+JOIN", "OTAA join"],
        ],
        7.8,
    )
    s.heading("7  Design Notes", 10.5)
    s.bullets(
        [
            "The I/O pins are referenced to VDD and are not 5 V tolerant; use a level "
            "shifter or a resistor divider on RXD with 5 V hosts.",
            "Budget at least 150 mA peak from the supply for TX bursts.",
            "Range depends on antenna, terrain and spreading factor; no range figure is "
            "guaranteed.",
            "Certification status is handled per order; this document makes no claim.",
        ],
        8.2,
    )
    revision_table(
        s,
        [["2023-04-20", "2", "Add NRW-L62U"], ["2024-02-02", "3", "Sensitivity grid, notes"]],
        (90, 50, 359),
    )
    return save(s, out / "nrw-l62.pdf")


# ------------------------------------------------------ load-cell ADC (Kendal)
def twx24(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Tarn Weighing Silicon Ltd",
        header_right="TWX-24A  24-bit bridge sensor ADC",
        footer_left="Tarn Weighing Silicon Ltd, Kendal, Cumbria  |  Doc TWS-DS-024 issue 4",
        footer_right="sheet {page} of {nb}",
        table_fill=(230, 230, 240),
        accent=(40, 40, 90),
        grid=False,
    )
    s = Sheet(style, "TWX-24A 24-bit ADC for bridge sensors")
    s.add_page()
    s.title_block("TWX-24A", "24-bit Analog-to-Digital Converter for Weigh Scales", "", 20)
    s.heading("§1  Summary", 10)
    s.para(
        "The TWX-24A is a 24-bit delta-sigma ADC with a low-noise programmable gain "
        "amplifier, made for load cells and other bridge sensors. Input channel A has a "
        "selectable gain of 128 or 64; channel B has a fixed gain of 32. An on-chip "
        "regulator can supply the load cell and the ADC (AVDD), and an on-chip oscillator "
        "needs no external part. The output data rate is 10 or 80 samples per second, "
        "chosen by the RATE pin. The serial interface uses two pins (PD_SCK, DOUT); it is "
        "not I2C or SPI.",
        8.4,
    )
    s.heading("§2  Operating Conditions", 10)
    s.table(
        [
            Col("Quantity", 180),
            Col("Symbol", 50, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 40, "C"),
            Col("Comment", 94),
        ],
        [
            ["Regulator supply", "VSUP", "2.7", "", "5.5", "V", ""],
            ["Digital supply", "DVDD", "2.7", "", "5.5", "V", "sets logic levels"],
            ["Analog supply (regulator out)", "AVDD", "2.6", "", "VSUP - 0.1", "V", "by R1, R2"],
            ["Ambient temperature", "TA", "-40", "", "+85", DEG, ""],
        ],
        7.6,
    )
    s.heading("§3  Limiting Values", 10)
    s.table(
        [Col("Quantity", 230), Col("Limit", 150, "C"), Col("Comment", 119)],
        [
            ["VSUP, DVDD to AGND", "-0.3 to 6.0 V", ""],
            ["Any input pin", "-0.3 to DVDD + 0.3 V", ""],
            ["Storage temperature", "-65 to +150 " + DEG, ""],
        ],
        7.6,
    )
    s.heading("§4  Analog Characteristics", 10)
    s.para("TA = 25 " + DEG + ", internal oscillator.", 7.6)
    s.table(
        [
            Col("Quantity", 150),
            Col("Condition", 125),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Gain", "channel A", "", "128 / 64", "", ""],
            ["", "channel B", "", "32", "", ""],
            ["Full-scale differential input", PM + "0.5 (AVDD / gain)", "", "", "", "V"],
            ["Input common mode", "", "AGND + 1.2", "", "AVDD - 1.3", "V"],
            ["Resolution", "no missing codes", "", "24", "", "bit"],
            ["Input offset drift", "gain 128", "", "0.2", "", "mV"],
            ["Input noise", "gain 128, 10 SPS", "", "50", "", "nV rms"],
            ["Output data rate", "RATE = 0", "", "10", "", "SPS"],
            ["", "RATE = DVDD", "", "80", "", "SPS"],
            ["Settling time", "RATE = 0", "", "400", "", "ms"],
            ["", "RATE = DVDD", "", "50", "", "ms"],
        ],
        7.6,
    )
    s.add_page()
    s.heading("§5  Full-Scale Input per AVDD (channel and gain)", 10)
    s.table(
        [
            Col("Channel / gain", 150),
            Col("AVDD = 3.3 V", 116, "C"),
            Col("AVDD = 4.3 V", 116, "C"),
            Col("AVDD = 5.0 V", 117, "C"),
        ],
        [
            ["A / 128", PM + "12.9 mV", PM + "16.8 mV", PM + "19.5 mV"],
            ["A / 64", PM + "25.8 mV", PM + "33.6 mV", PM + "39.1 mV"],
            ["B / 32", PM + "51.6 mV", PM + "67.2 mV", PM + "78.1 mV"],
        ],
        7.6,
    )
    s.heading("§6  Digital and Supply Characteristics", 10)
    s.table(
        [
            Col("Quantity", 150),
            Col("Condition", 125),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["", "VIH", "0.7 DVDD", "", "", "V"],
            ["", "VIL", "", "", "0.3 DVDD", "V"],
            ["PD_SCK high time", "T3", "0.2", "1", "50", MU + "s"],
            ["PD_SCK low time", "T4", "0.2", "1", "", MU + "s"],
            ["Supply current", "normal, AVDD + DVDD", "", "1.5", "", "mA"],
            ["", "power-down", "", "0.3", "1", MU + "A"],
        ],
        7.6,
    )
    s.heading("§7  Reading the Converter", 10)
    s.para(
        "DOUT goes low when a conversion is ready. The host then sends 25 to 27 PD_SCK "
        "pulses: 24 shift the result out, MSB first, the extra pulses select the channel and "
        "gain for the next conversion (table below). Holding PD_SCK high for longer than "
        "60 " + MU + "s puts the TWX-24A into power-down; after it returns low the chip "
        "resets to channel A, gain 128.",
        8.4,
    )
    s.table(
        [Col("PD_SCK pulses", 120, "C"), Col("Next channel", 120, "C"), Col("Gain", 259, "C")],
        [["25", "A", "128"], ["26", "B", "32"], ["27", "A", "64"]],
        7.6,
    )
    s.heading("§8  Pins", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Function", 369)],
        [
            ["1", "VSUP", "regulator supply"],
            ["2", "BASE", "regulator control output (to PNP base)"],
            ["3", "AVDD", "analog supply"],
            ["11", "PD_SCK", "power down and serial clock input"],
            ["12", "DOUT", "serial data output"],
            ["15", "RATE", "output data rate select (0: 10 SPS, 1: 80 SPS)"],
            ["16", "DVDD", "digital supply"],
        ],
        7.6,
    )
    s.para(
        "Package: SOP-16. The TWX-24A offers no temperature sensor and no calibration registers.",
        8.4,
    )
    revision_table(
        s,
        [["12.03.2021", "3", "AVDD table"], ["05.10.2023", "4", "power-down note"]],
        (90, 50, 359),
    )
    return save(s, out / "twx-24a.pdf")
