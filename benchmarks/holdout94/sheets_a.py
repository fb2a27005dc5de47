"""Hold-out 94 datasheets, part 1: an electrochemical CO sensor module, a 3-phase BLDC
motor driver board, a 2S Li-ion balance charger board with USB-C PD input and a
Zigbee 3.0 module.

A Taiyuan gas-sensor house "Technical Index Sheet" in translated English (numbered
index table with a Remark column, a Notes block under it, an accuracy table split by
concentration band, interface levels on page 2, a cross-sensitivity decoy table), a
Wroclaw drive maker's English technical manual (one column per current version,
limit values as dot leaders, a DIP-switch decoy, an FAQ holding the 3.3 V advice), a
Sao Paulo maker-store product sheet in English (headless spec card, a table whose
columns are USB-PD contracts, "Things people ask") and a Kyoto radio-module house
data sheet in English ("Table n" captions above tables, variant columns, a
binary serial-API frame table as decoy).
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
DOT = "\u25cf"


# ------------------------------------------------------------ CO sensor module (Taiyuan)
def co5u(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="TGC Sensor  |  Electrochemical Gas Modules",
        header_right="TGC-CO5U  Technical Index Sheet  V1.2",
        footer_left="Taiyuan Guoce Electrochemical Sensor Co., Ltd.  -  TIS-CO5U-EN",
        footer_right="No.{page} / Total {nb}",
        table_fill=(214, 236, 222),
        accent=(0, 95, 55),
        rule_color=(0, 95, 55),
        grid=True,
    )
    s = Sheet(style, "TGC-CO5U electrochemical CO gas module")
    s.add_page()
    s.title_block(
        "TGC-CO5U",
        "Electrochemical Carbon Monoxide (CO) Gas Module - Analog Voltage + UART Output",
        "Three-electrode CO cell, temperature compensated, factory calibrated",
        21,
    )
    s.heading(DOT + " 1. Product Overview", 10.5)
    s.para(
        "TGC-CO5U integrates a three-electrode electrochemical CO cell, a low-noise "
        "potentiostat bias circuit and an MCU with temperature compensation. The gas "
        "concentration is output at the same time as a DAC voltage on the Vo pin and as a "
        "digital value over the serial port (TTL level). The module is intended for "
        "household CO alarms, underground parking ventilation, boiler rooms and kitchen "
        "monitoring.",
        8.5,
    )
    s.heading(DOT + " 2. Features", 10.5)
    s.bullets(
        [
            "Two outputs at the same time: analog voltage and UART",
            "High sensitivity and resolution, low power consumption",
            "Built-in temperature compensation, excellent linearity",
            "Zero point calibration through the HD pin or by command",
            "Long life: 5 years expected in clean air",
        ],
        8.5,
    )
    s.heading(DOT + " 3. Technical Indexes", 10.5)
    s.table(
        [
            Col("No.", 30, "C"),
            Col("Item", 130),
            Col("Parameter", 160, "C"),
            Col("Remark", 179),
        ],
        [
            ["1", "Target gas", "Carbon monoxide (CO)", ""],
            ["2", "Detection principle", "Electrochemical, 3-electrode", ""],
            ["3", "Measuring range", "0 ~ 1000 ppm", ""],
            ["4", "Max. overload", "2000 ppm", "exposure < 10 min, then recovery"],
            ["5", "Resolution", "1 ppm", "UART value"],
            ["6", "Working voltage", "DC 3.7 ~ 5.5 V", "ripple < 50 mV"],
            ["7", "Working current", "< 6 mA", "average, Vo unloaded"],
            ["8", "Analog output", "0.4 ~ 2.0 V", "= 0 ~ 1000 ppm, linear"],
            ["9", "Digital output", "UART, TTL level (3.3 V)", "see 6. and 7."],
            ["10", "Response time", "T90 " + LE + " 60 s", ""],
            ["11", "Preheat time", LE + " 3 min", "Note 2"],
            ["12", "Working temperature", "-20 ~ 50 " + DEG, ""],
            ["13", "Working humidity", "15 ~ 90 %RH", "non-condensing"],
            ["14", "Storage temperature", "0 ~ 20 " + DEG, "recommended, sealed bag"],
            ["15", "Expected life", "5 years", "in air"],
        ],
        7.8,
    )
    s.para(
        "Note 1: indexes measured at 20 " + DEG + ", 50 %RH, VIN = 5.0 V.\n"
        "Note 2: the preheat time applies to daily use. After storage longer than one month "
        "without power, keep the module powered for at least 24 h before calibration or "
        "use.",
        7.5,
    )
    s.heading(DOT + " 4. Accuracy", 10.5)
    s.table(
        [Col("Concentration band", 200), Col("Accuracy", 150, "C"), Col("Condition", 149)],
        [
            ["0 ~ 100 ppm", PM + "5 ppm", "20 " + DEG + ", after zero calibration"],
            ["100 ~ 1000 ppm", PM + "5 % of reading", "20 " + DEG],
            ["0 ~ 1000 ppm, -20 ~ 50 " + DEG, PM + "15 % of reading", "whole working range"],
        ],
        7.8,
    )
    s.add_page()
    s.heading(DOT + " 5. Pin Definition", 10.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Description", 399)],
        [
            ["1", "VIN", "Power input (DC 3.7 ~ 5.5 V)"],
            ["2", "GND", "Power ground"],
            ["3", "Vo", "Analog voltage output, not buffered, load " + GE + " 10 k" + OHM],
            ["4", "TXD", "UART transmit (module -> host), 3.3 V level"],
            ["5", "RXD", "UART receive (host -> module), 3.3 V level"],
            ["6", "HD", "Zero calibration: pull low for " + GE + " 7 s in clean air"],
        ],
        7.8,
    )
    s.heading(DOT + " 6. Interface Electrical Characteristics", 10.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Condition", 110, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["TXD output high voltage", "V_{OH}", "I_{OH} = -1 mA", "2.8", "", "3.3", "V"],
            ["TXD output low voltage", "V_{OL}", "I_{OL} = 1 mA", "", "", "0.4", "V"],
            ["RXD input high voltage", "V_{IH}", "", "2.3", "", "3.3", "V"],
            ["RXD input low voltage", "V_{IL}", "", "", "", "0.8", "V"],
            ["Vo load resistance", "R_{L}", "", "10", "", "", "k" + OHM],
        ],
        7.8,
    )
    s.para(
        "Never exceed: VIN 6.0 V; RXD and HD -0.3 ~ 3.6 V. Stress above these values may "
        "damage the module permanently.",
        8,
        bold=True,
    )
    s.heading(DOT + " 7. Communication Protocol", 10.5)
    s.table(
        [
            Col("Baud rate", 100, "C"),
            Col("Data bits", 100, "C"),
            Col("Stop bit", 100, "C"),
            Col("Parity", 100, "C"),
            Col("Flow control", 99, "C"),
        ],
        [["9600", "8", "1", "None", "None"]],
        7.8,
    )
    s.para(
        "The module works in active upload mode by default and sends one frame every "
        "second. Command 0x78 switches to Q&A mode, where a frame is sent only after the "
        "read command. Gas concentration = high byte x 256 + low byte (ppm).",
        8.5,
    )
    s.table(
        [Col("Command", 110), Col("Byte sequence (hex)", 260), Col("Reply", 129)],
        [
            ["Read concentration", "FF 01 86 00 00 00 00 00 79", "9 bytes, Byte2-3"],
            ["Switch to Q&A mode", "FF 01 78 41 00 00 00 00 46", "none"],
            ["Switch to active upload", "FF 01 78 40 00 00 00 00 47", "none"],
            ["Zero point calibration", "FF 01 87 00 00 00 00 00 78", "none"],
        ],
        7.5,
    )
    s.heading(DOT + " 8. Cross Sensitivity (typical, for reference only)", 10.5)
    s.table(
        [Col("Interfering gas", 170), Col("Concentration", 165, "C"), Col("CO reading", 164, "C")],
        [
            ["Hydrogen (H2)", "100 ppm", "< 30 ppm"],
            ["Ethanol", "200 ppm", "< 3 ppm"],
            ["Nitrogen dioxide (NO2)", "10 ppm", "< -3 ppm"],
        ],
        7.5,
    )
    s.heading(DOT + " 9. Attention", 10.5)
    s.bullets(
        [
            "Avoid organic solvents, silicone vapour, paint and strong acid or alkaline gas.",
            "Do not solder the module pins directly with the cell mounted; use the socket.",
            "TXD can be read directly by most 5 V microcontrollers. RXD and HD are not 5 V "
            "tolerant: from a 5 V host use a resistor divider or a level shifter.",
            "The module is a sensing component, not a certified alarm.",
        ],
        8,
    )
    revision_table(
        s,
        [["2022-03-10", "V1.0", "First release"], ["2023-08-21", "V1.2", "Accuracy table"]],
        (90, 60, 349),
    )
    return save(s, out / "tgc-co5u.pdf")


# ------------------------------------------------------------ BLDC driver board (Wroclaw)
def odb36(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="ODRA NAP\u0118DY  \u00b7  Wroc\u0142aw",
        header_right="ODB-36 sensored BLDC driver  -  technical manual (EN)",
        footer_left="Manual DTR-ODB36-EN, edition 3 (2023)",
        footer_right="ed. 3 \u00b7 {page}/{nb}",
        table_fill=(222, 228, 242),
        accent=(20, 40, 110),
        rule_color=(20, 40, 110),
        grid=False,
    )
    s = Sheet(style, "ODB-36 sensored BLDC motor driver board")
    s.add_page()
    s.title_block(
        "ODB-36",
        "Sensored BLDC motor driver board, 12-36 V DC, Hall inputs, PWM / 0-5 V speed input",
        "Versions ODB-36-6 (6 A) and ODB-36-12 (12 A)  \u00b7  three-phase, 120\u00b0 Hall sensors",
        21,
    )
    s.heading("1. Purpose", 10)
    s.para(
        "The ODB-36 drives three-phase brushless DC motors fitted with 120\u00b0 Hall "
        "sensors. Speed is set by a PWM signal or a 0-5 V voltage on the SV terminal, or by "
        "the potentiometer on the board (DIP switch 4). Direction, enable and brake are "
        "separate inputs. The board feeds the motor's Hall sensors with its own 5 V "
        "supply. Sensorless motors are not supported.",
        8.5,
    )
    s.heading("2. Electrical data per version", 10)
    s.table(
        [
            Col("Parameter", 190),
            Col("Symbol", 50, "C"),
            Col("ODB-36-6", 90, "C"),
            Col("ODB-36-12", 90, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage, operating", "V_{M}", "12 ... 36", "12 ... 36", "V DC"],
            ["Rated supply voltage", "", "24", "24", "V DC"],
            ["Continuous phase current", "I_{cont}", "6", "12", "A"],
            ["Peak phase current (" + LE + " 2 s)", "I_{pk}", "15", "25", "A"],
            ["Suitable motor power", "", "up to 150", "up to 300", "W"],
            ["Current draw, motor stopped", "I_{idle}", "18", "22", "mA"],
            ["Hall sensor supply (output)", "V_{H}", "5.0 / 50 mA", "5.0 / 50 mA", "V"],
            ["PWM switching frequency", "f_{sw}", "16", "16", "kHz"],
            ["Weight", "", "85", "140", "g"],
        ],
        7.8,
    )
    s.heading("3. Limit values (the board is not operated here)", 10)
    s.leaders(
        [
            ("Supply voltage VM, absolute, including regenerative rise ", " 40 V"),
            ("SV / PWM input voltage ", " -0.5 to 6 V"),
            ("Hall input voltage ", " -0.5 to 6 V"),
            ("Storage temperature ", " -20 to +80 " + DEG),
        ],
        8.5,
    )
    s.heading("4. Environment", 10)
    s.para(
        "Operating ambient temperature 0 to +45 " + DEG + " with natural convection. The "
        "ODB-36-12 needs forced air above 8 A continuous. Relative humidity up to 85 % "
        "without condensation. Not for outdoor use.",
        8.5,
    )
    s.heading("5. Protection functions", 10)
    s.bullets(
        [
            "Under-voltage lock-out: output off below 10.5 V (falling), on again above 11.2 V",
            "Over-voltage: output off above 38 V",
            "Over-current: limited to the peak phase current, then latched after 2 s",
            "Over-temperature: heatsink above 85 " + DEG + " switches the bridge off",
        ],
        8.5,
    )
    s.add_page()
    s.heading("6. Control inputs", 10)
    s.para("All control signals are referred to the COM terminal (= board GND).", 8)
    s.table(
        [
            Col("Parameter", 170),
            Col("Symbol", 50, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 45, "C"),
            Col("Note", 84),
        ],
        [
            ["SV analog speed input", "V_{SV}", "0", "", "5", "V", "0 V = stop"],
            ["PWM speed input frequency", "f_{PWM}", "1", "", "20", "kHz", "duty 0-100 %"],
            ["Logic high (SV as PWM, EN, DIR, BRK)", "V_{IH}", "2.5", "", "5.5", "V", ""],
            ["Logic low (SV as PWM, EN, DIR, BRK)", "V_{IL}", "", "", "0.8", "V", ""],
            ["Input pull-up (EN, DIR, BRK)", "", "", "10", "", "k" + OHM, "to +5 V"],
            ["Hall inputs HA, HB, HC pull-up", "", "", "4.7", "", "k" + OHM, "to +5 V"],
        ],
        7.8,
    )
    s.para(
        "EN, DIR and BRK are active low: connect EN to COM to run. The Hall inputs accept "
        "open-collector or 5 V push-pull sensors.",
        8.5,
    )
    s.heading("7. Outputs", 10)
    s.table(
        [Col("Terminal", 70), Col("Function", 190), Col("Type / rating", 239)],
        [
            ["SPEED", "Speed pulses, 3 per motor pole pair", "open collector, max 24 V / 10 mA"],
            ["ALM", "Alarm (low on fault)", "open collector, max 24 V / 10 mA"],
            ["+5V", "Hall sensor supply", "5.0 V, max 50 mA"],
        ],
        7.8,
    )
    s.heading("8. DIP switch", 10)
    s.table(
        [Col("Switch", 60, "C"), Col("OFF", 200), Col("ON", 239)],
        [
            ["SW1+SW2", "current limit 100 % (both OFF)", "SW1 ON: 75 %  /  SW1+SW2 ON: 50 %"],
            ["SW3", "motor with 2 pole pairs", "motor with 4 pole pairs"],
            ["SW4", "external speed (SV terminal)", "on-board potentiometer"],
        ],
        7.8,
    )
    s.heading("9. Terminals", 10)
    s.table(
        [Col("Block", 60, "C"), Col("Terminals", 439)],
        [
            ["X1", "VM+, VM-  (supply)  /  U, V, W  (motor phases)"],
            ["X2", "+5V, HA, HB, HC, GND  (Hall sensors)"],
            ["X3", "SV, EN, DIR, BRK, SPEED, ALM, COM  (control)"],
        ],
        7.8,
    )
    s.heading("10. Frequently asked", 10)
    s.bullets(
        [
            "Can I run it from a LiPo pack? A 6S pack (25.2 V full) is fine. A 10S pack "
            "(42 V full) is not: it is above the 40 V limit.",
            "Can a 3.3 V microcontroller drive SV with PWM? Yes, the logic high threshold "
            "is 2.5 V, so 3.3 V PWM is recognised directly.",
            "Does it work without Hall sensors? No.",
            "Can the motor be reversed while running? Only after braking to a stop.",
        ],
        8.5,
    )
    revision_table(
        s,
        [["2021-05", "1", "first edition"], ["2023-02", "3", "ODB-36-12 added"]],
        (70, 50, 379),
    )
    return save(s, out / "odb-36.pdf")


# ------------------------------------------------------------ 2S charger (Sao Paulo)
def psr2s(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="paulistarobotica.com.br  \u00b7  SKU PR-0417",
        header_right="Product sheet  \u00b7  PSR-2SPD",
        footer_left="Paulista Rob\u00f3tica Ltda.  \u00b7  S\u00e3o Paulo - SP  \u00b7  "
        "support: suporte@paulistarobotica.com.br",
        footer_right="pg {page}/{nb}",
        table_fill=(236, 226, 244),
        accent=(105, 35, 135),
        rule_color=(105, 35, 135),
        grid=False,
    )
    s = Sheet(style, "PSR-2SPD 2S Li-ion balance charger, USB-C PD input")
    s.add_page()
    s.title_block(
        "PSR-2SPD",
        "2S Li-ion balance charger board with USB-C PD input (8.4 V, up to 2 A)",
        "R$ 49,90  \u00b7  in stock  \u00b7  ships from S\u00e3o Paulo",
        22,
    )
    s.heading("What it does", 11)
    s.para(
        "Plug in a USB-C PD charger and the board asks it for 12 V (falls back to 9 V, then "
        "to plain 5 V), then charges two Li-ion or Li-po cells in series (2S, 7.4 V "
        "nominal) with constant current / constant voltage up to 8.4 V. While charging it "
        "also balances the two cells through the middle wire (BM), so a pack with a "
        "balance lead stays even. Works with 18650 holders, 2S packs for RC and small "
        "robots.",
        8.5,
    )
    s.heading("Specs at a glance", 11)
    s.table(
        [Col("", 180), Col("", 319)],
        [
            ["Input connector", "USB-C, PD 3.0 sink (requests 12 V > 9 V > 5 V)"],
            ["Input voltage range", "5 V to 12 V DC on VBUS"],
            ["Charge voltage (full)", "8.4 V " + PM + " 0.5 % (4.2 V per cell)"],
            ["Charge current", "up to 2.0 A - depends on the PD contract, see below"],
            ["Pre-charge current", "200 mA while the pack is below 6.0 V"],
            ["Termination current", "100 mA"],
            ["Balance bleed current", "68 mA per cell, starts at 4.15 V"],
            ["Battery drain, no input", "< 12 " + MU + "A"],
            ["Charging temperature", "0 to 45 " + DEG + " (optional 10k NTC on TS)"],
            ["Board size", "40 x 22 mm, 2 x M2 holes"],
        ],
        8,
        show_head=False,
    )
    s.heading("Charge current by input (what your charger agrees to)", 11)
    s.table(
        [
            Col("PD contract", 200),
            Col("5 V", 99, "C"),
            Col("9 V", 100, "C"),
            Col("12 V", 100, "C"),
        ],
        [
            ["Max. charge current, ISET open", "0.5 A", "1.5 A", "2.0 A"],
            ["Max. charge current, ISET to GND", "0.5 A", "1.0 A", "1.0 A"],
            ["Input current drawn, typ.", "1.0 A", "1.6 A", "1.6 A"],
            ["Efficiency, typ.", "86 %", "92 %", "93 %"],
        ],
        8,
    )
    s.para(
        "A charger that offers only 5 V (old phone chargers, most power banks without PD) "
        "still works, but the board then limits itself to 0.5 A charge current.",
        8.5,
    )
    s.add_page()
    s.heading("Limits - don't go past these", 11)
    s.leaders(
        [
            ("VBUS, absolute ", " 15 V"),
            ("B+ to B-, absolute ", " 9.5 V"),
            ("STAT pin pull-up voltage ", " 5.5 V max"),
            ("Storage temperature ", " -20 to 70 " + DEG),
        ],
        8.5,
    )
    s.heading("LEDs", 11)
    s.table(
        [Col("Red", 90, "C"), Col("Green", 90, "C"), Col("Meaning", 319)],
        [
            ["on", "off", "charging (pre-charge, CC or CV)"],
            ["off", "on", "full / terminated"],
            ["blink 1 Hz", "off", "fault: NTC out of range or safety timer (5 h)"],
            ["blink", "blink", "no PD source - running in 5 V mode"],
        ],
        8,
    )
    s.heading("Pads", 11)
    s.table(
        [Col("Pad", 60, "C"), Col("What it is", 439)],
        [
            ["VBUS / GND", "input, also on the USB-C connector"],
            ["ISET", "leave open for the high current setting, tie to GND for 1.0 A max"],
            ["TS", "10k NTC to GND (optional; 10k resistor fitted by default)"],
            ["B+ / BM / B-", "pack plus, middle tap, pack minus"],
            ["STAT", "open drain, low while charging"],
        ],
        8,
    )
    s.heading("Things people ask", 11)
    s.bullets(
        [
            "Will it charge LiFePO4? No. The 8.4 V end voltage is fixed; a 2S LiFePO4 pack "
            "needs 7.2 V.",
            "3S pack? No, 2S only.",
            "Can my robot run while it charges (UPS / load sharing)? Not supported: there "
            "is no power path, the load would hang directly on the pack and confuse the "
            "termination.",
            "Does it need a balance lead? For balancing yes (BM). Without BM it charges the "
            "pack as a whole, without balancing.",
            "Can I charge from a 12 V car socket through a USB-C car charger? Yes, if the "
            "car charger speaks PD.",
        ],
        8.5,
    )
    s.para(
        "Price valid for the web store; prices in R$ include taxes. Product photos are "
        "illustrative.",
        7,
    )
    return save(s, out / "psr-2spd.pdf")


# ------------------------------------------------------------ Zigbee module (Kyoto)
def kzb3m(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Kamogawa Radio Devices Co., Ltd.",
        header_right="KZB-3M / KZB-3MP  Data Sheet  Ver.1.02",
        footer_left="Specifications are subject to change without notice.  KRD-DS-0231",
        footer_right="E-{page}/{nb}",
        table_fill=(225, 225, 225),
        accent=(40, 40, 40),
        rule_color=(90, 90, 90),
        grid=True,
    )
    s = Sheet(style, "KZB-3M Zigbee 3.0 module")
    s.add_page()
    s.title_block(
        "KZB-3M Series",
        "Zigbee 3.0 Module with UART Serial API (KZB-3M / KZB-3MP)",
        "IEEE 802.15.4, 2.4 GHz  |  coordinator, router and end-device firmware",
        20,
    )
    s.heading("1. General", 10)
    s.para(
        "The KZB-3M is a Zigbee 3.0 module built around an IEEE 802.15.4 SoC with a "
        "certified stack. The host controls it over the UART with a binary, frame-based "
        "serial API (KSP frames: start byte 0xFE, length, command, payload, check byte). "
        "There is no AT command set. The KZB-3MP adds a power amplifier and LNA for longer "
        "links and otherwise uses the same footprint and firmware.",
        8.5,
    )
    s.bullets(
        [
            "Zigbee 3.0 (coordinator / router / end device), Green Power proxy",
            "2.4 GHz IEEE 802.15.4, channels 11-26",
            "Maximum output power +8 dBm (KZB-3M) or +20 dBm (KZB-3MP)",
            "UART serial API, 115200 bps default, optional RTS/CTS",
            "18-pad castellated module, 16 x 24 mm, PCB antenna",
        ],
        8.5,
    )
    s.caption("Table 1  Absolute maximum ratings")
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 60, "C"),
            Col("Min.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["Supply voltage", "VDD", "-0.3", "3.9", "V"],
            ["Voltage on any digital pin", "VIO", "-0.3", "VDD + 0.3", "V"],
            ["RF input level", "", "", "+10", "dBm"],
            ["Storage temperature", "Tstg", "-40", "+105", DEG],
        ],
        7.8,
    )
    s.caption("Table 2  Recommended operating conditions")
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 60, "C"),
            Col("Min.", 50, "C"),
            Col("Typ.", 50, "C"),
            Col("Max.", 50, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "VDD", "2.0", "3.3", "3.6", "V"],
            ["Supply voltage, KZB-3MP at +20 dBm *", "VDD", "2.7", "3.3", "3.6", "V"],
            ["Operating temperature", "Ta", "-40", "", "+85", DEG],
        ],
        7.8,
    )
    s.para("* Below 2.7 V the KZB-3MP output power drops to about +17 dBm.", 7.5)
    s.caption("Table 3  RF characteristics (Ta = 25 " + DEG + ", VDD = 3.3 V)")
    s.table(
        [
            Col("Item", 150),
            Col("Condition", 130),
            Col("KZB-3M", 70, "C"),
            Col("KZB-3MP", 70, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Frequency range", "", "2405 - 2480", "2405 - 2480", "MHz"],
            ["Maximum output power", "", "+8", "+20", "dBm"],
            ["Receiver sensitivity", "250 kbps, 1 % PER", "-101", "-104", "dBm"],
            ["TX current", "at maximum power", "24", "135", "mA"],
            ["RX current", "", "9.8", "16.5", "mA"],
        ],
        7.8,
    )
    s.add_page()
    s.caption("Table 4  Low-power modes (typ., VDD = 3.3 V, both versions)")
    s.table(
        [Col("Mode", 250), Col("Wake-up source", 150), Col("Current", 99, "C")],
        [
            ["Sleep (RAM retained, sleep timer on)", "timer, WAKE pin, UART", "1.4 " + MU + "A"],
            ["Deep sleep (no retention)", "WAKE pin, reset", "0.4 " + MU + "A"],
        ],
        7.8,
    )
    s.caption("Table 5  DC characteristics of digital pins")
    s.table(
        [
            Col("Item", 170),
            Col("Symbol", 50, "C"),
            Col("Condition", 90, "C"),
            Col("Min.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Input high voltage", "VIH", "", "0.7 x VDD", "VDD + 0.3", "V"],
            ["Input low voltage", "VIL", "", "-0.3", "0.3 x VDD", "V"],
            ["Output high voltage", "VOH", "IOH = -4 mA", "VDD - 0.4", "", "V"],
            ["Output low voltage", "VOL", "IOL = 4 mA", "", "0.4", "V"],
        ],
        7.8,
    )
    s.para("The digital pins are not 5 V tolerant.", 8, bold=True)
    s.caption("Table 6  UART settings")
    s.table(
        [Col("Item", 170), Col("Setting", 329)],
        [
            ["Baud rate (default)", "115200 bps"],
            ["Selectable baud rates", "9600, 19200, 38400, 57600, 115200, 230400, 460800 bps"],
            ["Frame", "8 data bits, no parity, 1 stop bit"],
            ["Flow control", "RTS/CTS, off by default (SYS_SET_UART)"],
        ],
        7.8,
    )
    s.caption("Table 7  Serial API commands (excerpt)")
    s.table(
        [Col("Cmd", 50, "C"), Col("Name", 130), Col("Payload", 150), Col("Response", 169)],
        [
            ["0x01", "SYS_PING", "none", "0x81, 2 bytes capability"],
            ["0x02", "SYS_VERSION", "none", "0x82, major.minor.build"],
            ["0x0A", "SYS_SET_UART", "baud index (0-6), flow", "0x8A, status"],
            ["0x21", "NWK_FORM", "channel mask (4 bytes), PAN ID", "0xA1, status"],
            ["0x22", "NWK_PERMIT_JOIN", "seconds (0-254)", "0xA2, status"],
            ["0x44", "ZCL_SEND", "addr, endpoint, cluster, data", "0xC4, sequence"],
            ["0x45", "ZCL_RECV (event)", "-", "addr, endpoint, cluster, data"],
        ],
        7.5,
    )
    s.caption("Table 8  Pad assignment")
    s.table(
        [Col("Pad", 40, "C"), Col("Name", 70, "C"), Col("Function", 389)],
        [
            ["1, 9, 18", "GND", "ground"],
            ["2", "VDD", "supply 2.0 - 3.6 V"],
            ["3 / 4", "TXD / RXD", "UART (module output / module input)"],
            ["5 / 6", "RTS / CTS", "UART flow control"],
            ["7", "nRESET", "reset, active low, internal 40 k" + OHM + " pull-up"],
            ["8", "WAKE", "wake from sleep, falling edge"],
            ["10-17", "DIO0-DIO7", "general purpose I/O, ADC on DIO4-DIO7"],
        ],
        7.5,
    )
    s.caption("Table 9  Revision history")
    revision_table(
        s,
        [["2023-06-01", "1.00", "Initial"], ["2024-01-10", "1.02", "KZB-3MP data added"]],
        (90, 60, 349),
    )
    return save(s, out / "kzb-3m.pdf")
