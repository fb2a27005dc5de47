"""Hold-out 98 datasheets, part 2: an 8-bit microcontroller, a 5 A DC motor driver
module, a LoRaWAN module with AT commands and a 24-bit load-cell amplifier module.

A US microcontroller-house electrical-characteristics chapter (printed page numbers
that are not the PDF's, a dot-leader absolute maximum list whose temperature is the
"under bias" range, symbol rows split by VCC range with values relative to VCC,
speed grades per version), a Canadian hobby-robotics shop product page (two-column
specification list with footnote numbers, a table whose columns are motor supply
voltages, truth table, FAQ), a Japanese module house data sheet ("■" heads, "Table
n-m" captions, columns per regional version, typ.-only TX current per power setting)
and a Brazilian Portuguese / English maker module sheet (module temperature range
next to the converter chip's in a note, input range per gain, FAQ).
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
SQ = "\u25a0"


# ------------------------------------------------------------- 8-bit MCU (US house)
def sm8t85(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="SM8T45/85",
        header_right="Sandhill Microcontroller Corp.",
        footer_left="(c) 2024 Sandhill Microcontroller Corp.",
        footer_right="DS-0041C-page 21{page}",
        rule_color=(0, 60, 140),
        table_fill=(210, 222, 242),
        accent=(0, 60, 140),
        grid=True,
    )
    s = Sheet(style, "SM8T45/85 electrical characteristics")
    s.add_page()
    s.heading("22.  Electrical Characteristics", 14)
    s.heading("22.1  Absolute Maximum Ratings*", 10.5)
    s.leaders(
        [
            ("Operating Temperature", "-55" + DEG + " to +125" + DEG),
            ("Storage Temperature", "-65" + DEG + " to +150" + DEG),
            ("Voltage on any Pin except RESET with respect to Ground", "-0.5V to VCC+0.5V"),
            ("Voltage on RESET with respect to Ground", "-0.5V to +13.0V"),
            ("Maximum Operating Voltage", "6.0V"),
            ("DC Current per I/O Pin", "40.0 mA"),
            ("DC Current VCC and GND Pins", "200.0 mA"),
        ],
        8,
    )
    s.para(
        '*NOTICE: Stresses beyond those listed under "Absolute Maximum Ratings" may cause '
        "permanent damage to the device. This is a stress rating only and functional "
        "operation of the device at these or other conditions beyond those indicated in "
        "the operational sections of this specification is not implied.",
        7,
    )
    s.heading("22.2  DC Characteristics", 10.5)
    s.para(
        "TA = -40" + DEG + " to +85" + DEG + ", VCC = 1.8V to 5.5V (unless otherwise noted)",
        8,
        bold=True,
    )
    s.table(
        [
            Col("Symbol", 36, "C"),
            Col("Parameter", 120),
            Col("Condition", 125),
            Col("Min", 52, "C"),
            Col("Typ", 36, "C"),
            Col("Max", 62, "C"),
            Col("Units", 68, "C"),
        ],
        [
            [
                "VIL",
                "Input Low-voltage, except\nXTAL1 and RESET pin",
                "VCC = 1.8V - 2.4V",
                "-0.5",
                "",
                "0.2VCC^{(1)}",
                "V",
            ],
            ["", "", "VCC = 2.4V - 5.5V", "-0.5", "", "0.3VCC^{(1)}", "V"],
            [
                "VIH",
                "Input High-voltage,\nexcept XTAL1 and RESET",
                "VCC = 1.8V - 2.4V",
                "0.7VCC^{(2)}",
                "",
                "VCC +0.5",
                "V",
            ],
            ["", "", "VCC = 2.4V - 5.5V", "0.6VCC^{(2)}", "", "VCC +0.5", "V"],
            [
                "VOL",
                "Output Low Voltage^{(3)},\nexcept RESET",
                "IOL = 10 mA, VCC = 5V",
                "",
                "",
                "0.6",
                "V",
            ],
            ["", "", "IOL = 5 mA, VCC = 3V", "", "", "0.5", "V"],
            [
                "VOH",
                "Output High-voltage^{(4)},\nexcept RESET",
                "IOH = -10 mA, VCC = 5V",
                "4.3",
                "",
                "",
                "V",
            ],
            ["", "", "IOH = -5 mA, VCC = 3V", "2.5", "", "", "V"],
            ["IIL", "Input Leakage Current", "VCC = 5.5V, pin low", "", "< 0.05", "1", MU + "A"],
            ["RPU", "I/O Pin Pull-up Resistor", "", "20", "", "50", "k" + OHM],
            [
                "ICC",
                "Power Supply Current^{(5)}",
                "Active 1 MHz, VCC = 2V",
                "",
                "0.3",
                "0.55",
                "mA",
            ],
            ["", "", "Active 4 MHz, VCC = 3V", "", "1.5", "2.5", "mA"],
            ["", "", "Active 8 MHz, VCC = 5V", "", "5", "8", "mA"],
            ["", "", "Idle 4 MHz, VCC = 3V", "", "0.35", "0.6", "mA"],
            ["", "Power-down mode^{(6)}", "WDT enabled, VCC = 3V", "", "4", "10", MU + "A"],
            ["", "", "WDT disabled, VCC = 3V", "", "0.15", "2", MU + "A"],
        ],
        7,
    )
    s.para(
        'Notes: 1. "Max" means the highest value where the pin is guaranteed to be read as '
        'low. 2. "Min" means the lowest value where the pin is guaranteed to be read as '
        "high. 3. Although each I/O port can sink more than the test conditions (10 mA at "
        "VCC = 5V, 5 mA at VCC = 3V) under steady state conditions, the sum of all IOL for "
        "all ports should not exceed 60 mA. 4. The sum of all IOH for all ports should not "
        "exceed 60 mA. 5. Values with all I/O modules disabled (PRR). 6. BOD disabled.",
        6.5,
    )

    s.add_page()
    s.heading("22.3  Speed", 10.5)
    s.para(
        "The maximum operating frequency depends on VCC. The SM8T45L/85L low-voltage "
        "versions run from 1.8V; the SM8T45/85 standard versions need 2.7V or more.",
        8,
    )
    s.table(
        [
            Col("Version", 120),
            Col("Operating voltage", 130, "C"),
            Col("Clock frequency", 130, "C"),
            Col("Ordering speed grade", 119, "C"),
        ],
        [
            ["SM8T45L / SM8T85L", "1.8V - 5.5V", "0 - 4 MHz", "10"],
            ["", "2.7V - 5.5V", "0 - 10 MHz", ""],
            ["SM8T45 / SM8T85", "2.7V - 5.5V", "0 - 10 MHz", "20"],
            ["", "4.5V - 5.5V", "0 - 20 MHz", ""],
        ],
        7.5,
    )
    s.heading("22.4  Brown-out Detection", 10.5)
    s.table(
        [
            Col("BODLEVEL[2:0]", 120, "C"),
            Col("Min", 80, "C"),
            Col("Typ", 80, "C"),
            Col("Max", 80, "C"),
            Col("Units", 139, "C"),
        ],
        [
            ["111", "", "BOD Disabled", "", ""],
            ["110", "1.7", "1.8", "2.0", "V"],
            ["101", "2.5", "2.7", "2.9", "V"],
            ["100", "4.1", "4.3", "4.5", "V"],
        ],
        7.5,
    )
    s.heading("22.5  ADC Characteristics", 10.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Condition", 120),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Units", 44, "C"),
        ],
        [
            ["Resolution", "", "", "10", "", "Bits"],
            ["ADC Clock Frequency", "", "50", "", "1000", "kHz"],
            ["Internal 1.1V Reference", "", "1.0", "1.1", "1.2", "V"],
            ["Internal 2.56V Reference", "VCC > 3.0V", "2.3", "2.56", "2.8", "V"],
            ["Input Voltage", "", "GND", "", "VREF", "V"],
        ],
        7.5,
    )
    s.heading("22.6  Ordering Information", 10.5)
    s.table(
        [
            Col("Ordering Code", 120),
            Col("Flash / SRAM", 90, "C"),
            Col("Speed", 60, "C"),
            Col("Power Supply", 80, "C"),
            Col("Package", 60, "C"),
            Col("Range", 89, "C"),
        ],
        [
            ["SM8T45L-10SU", "4K / 256", "10 MHz", "1.8V - 5.5V", "SOIC-8", "-40 to 85" + DEG],
            ["SM8T45-20PU", "4K / 256", "20 MHz", "2.7V - 5.5V", "PDIP-8", "-40 to 85" + DEG],
            ["SM8T85L-10SU", "8K / 512", "10 MHz", "1.8V - 5.5V", "SOIC-8", "-40 to 85" + DEG],
            ["SM8T85-20PU", "8K / 512", "20 MHz", "2.7V - 5.5V", "PDIP-8", "-40 to 85" + DEG],
        ],
        7.5,
    )
    s.heading("22.7  Pin Configuration (PDIP / SOIC)", 10.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 180), Col("Pin", 40, "C"), Col("Name", 239)],
        [
            ["1", "PB5 (PCINT5/RESET/ADC0)", "8", "VCC"],
            ["2", "PB3 (PCINT3/XTAL1/ADC3)", "7", "PB2 (SCK/ADC1/T0/INT0)"],
            ["3", "PB4 (PCINT4/XTAL2/ADC2)", "6", "PB1 (MISO/OC0B/OC1A)"],
            ["4", "GND", "5", "PB0 (MOSI/SDA/OC0A/AREF)"],
        ],
        7.5,
    )
    return save(s, out / "sm8t85.pdf")


# ------------------------------------------------ 5 A motor driver (CA hobby shop)
def mmc_drv5(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Muskoka Motion Co.  -  Huntsville, Ontario",
        header_right="Item #MMC-DRV5",
        footer_left="Printed from the product page. Muskoka Motion Co.",
        footer_right="{page} / {nb}",
        rule_color=(90, 60, 30),
        table_fill=(238, 230, 214),
        accent=(90, 60, 30),
        grid=False,
    )
    s = Sheet(style, "MMC-DRV5 single brushed DC motor driver")
    s.add_page()
    s.title_block(
        "MMC-DRV5 Single Brushed DC Motor Driver, 6-30V 5A",
        "One H-bridge, PWM/DIR control, current sense output",
        "",
        14,
    )
    s.heading("Overview", 10.5)
    s.para(
        "The MMC-DRV5 is a compact carrier for a discrete MOSFET H-bridge that drives one "
        "brushed DC motor from 6 V to 30 V. Two pins, PWM and DIR, set speed and direction, "
        "so one timer output and one GPIO of an Arduino, ESP32 or Raspberry Pi are enough. "
        "Logic inputs work with 1.8 V, 3.3 V and 5 V systems; there is no separate logic "
        "supply pin. A current-sense output (20 mV/A) lets the controller watch the load.",
        8.5,
    )
    s.heading("Specifications", 10.5)
    s.table(
        [Col("", 230), Col("", 269)],
        [
            ["Motor channels", "1"],
            ["Minimum operating voltage", "6 V"],
            ["Maximum operating voltage", "30 V^{1}"],
            ["Continuous output current", "5 A^{2}"],
            ["Peak output current", "12 A (< 1 s)"],
            ["Maximum PWM frequency", "40 kHz (20 kHz recommended)"],
            ["Minimum logic voltage", "1.8 V"],
            ["Maximum logic voltage", "5.5 V"],
            ["Current sense", "20 mV/A"],
            ["Reverse voltage protection", "yes, to -30 V"],
            ["Sleep current (SLP low)", "15 " + MU + "A typical"],
            ["Size", "33 mm x 25 mm x 9 mm"],
        ],
        8.5,
        show_head=False,
    )
    s.para(
        "1 Absolute maximum 36 V. Supplies near 30 V leave little room for LC spikes when "
        "power is connected; add a 100 " + MU + "F or larger electrolytic near the board. "
        "2 Continuous current depends on supply voltage and cooling; see the table below.",
        7.5,
    )
    s.heading("Continuous current without heat sink", 10.5)
    s.para(
        "Board in still air at 25 " + DEG + ", PWM 20 kHz, 100 % duty, until thermal steady state:",
        8,
    )
    s.table(
        [
            Col("Motor supply", 160),
            Col("VIN = 12 V", 110, "C"),
            Col("VIN = 24 V", 110, "C"),
            Col("VIN = 30 V", 119, "C"),
        ],
        [["Continuous current", "5.0 A", "4.0 A", "3.5 A"]],
        8,
    )

    s.add_page()
    s.heading("Logic levels", 10.5)
    s.table(
        [
            Col("Input (PWM, DIR, SLP)", 230),
            Col("Min", 80, "C"),
            Col("Max", 80, "C"),
            Col("Unit", 109, "C"),
        ],
        [
            ["Input high", "1.6", "5.5", "V"],
            ["Input low", "", "0.5", "V"],
        ],
        8,
    )
    s.para(
        "PWM and DIR have 100 k" + OHM + " pull-downs; SLP has a 100 k" + OHM + " pull-up "
        "to the internal 5 V rail, so the driver is awake if SLP is left open.",
        8,
    )
    s.heading("Truth table", 10.5)
    s.table(
        [
            Col("SLP", 70, "C"),
            Col("PWM", 70, "C"),
            Col("DIR", 70, "C"),
            Col("OUTA", 70, "C"),
            Col("OUTB", 70, "C"),
            Col("Operation", 149),
        ],
        [
            ["H", "H", "L", "H", "L", "forward"],
            ["H", "H", "H", "L", "H", "reverse"],
            ["H", "L", "X", "L", "L", "brake low"],
            ["L", "X", "X", "Z", "Z", "sleep (coast)"],
        ],
        8,
    )
    s.heading("Pinout", 10.5)
    s.table(
        [Col("Pin", 110), Col("Description", 389)],
        [
            ["VIN, GND", "motor supply, 6 V to 30 V (screw terminal)"],
            ["OUTA, OUTB", "motor outputs (screw terminal)"],
            ["PWM, DIR, SLP", "logic inputs, 0.1 in header"],
            ["CS", "current sense, 20 mV/A, 0 V to 3 V"],
            ["FLT", "open-drain fault output, low on overcurrent or overtemperature"],
        ],
        8,
    )
    s.heading("FAQ", 10.5)
    s.para(
        "Can I run it from a 3S LiPo? Yes; 3S is 12.6 V when full and 9 V when empty, well "
        "inside the 6 V to 30 V range.",
        8.5,
    )
    s.para(
        "Can it drive two motors or a stepper? No. It has one H-bridge; use two boards for a "
        "differential-drive robot.",
        8.5,
    )
    s.para(
        "What happens below 6 V? Undervoltage lockout turns the outputs off at 5.4 V typical "
        "(falling) and releases them at 5.8 V, so four AA cells are not a good supply.",
        8.5,
    )
    s.para(
        "What temperature range is it rated for? The board is tested from -20 "
        + DEG
        + " to +85 "
        + DEG
        + " ambient.",
        8.5,
    )
    return save(s, out / "mmc-drv5.pdf")


# ------------------------------------------------------ LoRaWAN module (JP house)
def awl21(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Ashitaka Wireless Co., Ltd.",
        header_right="AWL-21 Series Data Sheet  Rev. 1.4",
        footer_left="Document No. AW-DS-0021E",
        footer_right="{page} / {nb}",
        rule_color=(60, 60, 60),
        table_fill=(230, 230, 230),
        accent=(20, 20, 20),
        grid=True,
    )
    s = Sheet(style, "AWL-21 series LoRaWAN module")
    s.add_page()
    s.title_block(
        "AWL-21 Series",
        "Ultra-low-power LoRaWAN Module with UART AT Command Interface",
        "AWL-21JP / AWL-21EU / AWL-21US   13.0 x 15.0 x 2.2 mm, 22-pad stamp hole",
        18,
    )
    s.heading(SQ + " 1. Overview", 10.5)
    s.para(
        "The AWL-21 series integrates a sub-GHz LoRa transceiver, a low-power MCU running a "
        "LoRaWAN 1.0.4 Class A / C stack, a TCXO and an RF matching network. The host talks "
        "to the module through UART AT commands (default 115200 bps, 8N1). UART and GPIO "
        "levels follow VDD; the pins are not 5 V tolerant.",
        8.5,
    )
    s.heading(SQ + " 2. Recommended Operating Conditions", 10.5)
    s.caption("Table 2-1  Recommended operating conditions", 8)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 55, "C"),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 114, "C"),
        ],
        [
            ["Supply voltage", "VDD", "1.8", "3.3", "3.6", "V"],
            ["Operating temperature", "Topr", "-40", "25", "+85", DEG],
        ],
        8,
    )
    s.caption("Table 2-2  Absolute maximum ratings", 8)
    s.table(
        [Col("Item", 150), Col("Symbol", 55, "C"), Col("Rating", 180, "C"), Col("Unit", 114, "C")],
        [
            ["Supply voltage", "VDD", "-0.3 to +3.9", "V"],
            ["Input voltage (any I/O)", "VIN", "-0.3 to VDD + 0.3", "V"],
            ["RF input level", "Pin", "+10", "dBm"],
            ["Storage temperature", "Tstg", "-40 to +100", DEG],
        ],
        8,
    )
    s.heading(SQ + " 3. RF Characteristics", 10.5)
    s.caption("Table 3-1  RF characteristics by version (VDD = 3.3 V, Ta = 25 " + DEG + ")", 8)
    s.table(
        [
            Col("Item", 150),
            Col("AWL-21JP", 100, "C"),
            Col("AWL-21EU", 100, "C"),
            Col("AWL-21US", 100, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Frequency range", "920.6 - 923.4", "863 - 870", "902 - 928", "MHz"],
            ["Max. TX output power", "+13", "+14", "+20", "dBm"],
            ["RX sensitivity\n(SF12, BW 125 kHz)", "-137", "-137", "-", "dBm"],
            ["RX sensitivity\n(SF10, BW 125 kHz)", "-", "-", "-130", "dBm"],
            ["Regional parameters", "AS923-1", "EU868", "US915", ""],
        ],
        8,
    )
    s.para(
        "Note: the AWL-21US reaches +20 dBm only with VDD " + GE + " 3.0 V. Between 1.8 V and "
        "3.0 V its output power is limited to +17 dBm by firmware.",
        7.5,
    )

    s.add_page()
    s.heading(SQ + " 4. Current Consumption", 10.5)
    s.caption("Table 4-1  Current consumption (VDD = 3.3 V, Ta = 25 " + DEG + ", typ.)", 8)
    s.table(
        [Col("Mode", 250), Col("Condition", 150), Col("Typ.", 99, "C")],
        [
            ["Transmit", "+13 dBm / +14 dBm", "24 mA"],
            ["", "+17 dBm", "45 mA"],
            ["", "+20 dBm (AWL-21US)", "92 mA"],
            ["Receive", "BW 125 kHz", "5.2 mA"],
            ["Sleep", "RTC on, RAM retained", "1.1 " + MU + "A"],
            ["Deep sleep", "wake-up by WKUP pin only", "0.4 " + MU + "A"],
        ],
        8,
    )
    s.heading(SQ + " 5. UART", 10.5)
    s.para(
        "Supported baud rates: 9600, 19200, 38400, 57600 and 115200 bps (AT+BAUD). The "
        "setting is kept in flash. Use a level shifter between the module and a 5 V host; "
        "the RXD input must not see more than VDD + 0.3 V.",
        8.5,
    )
    s.caption("Table 5-1  Main AT commands", 8)
    s.table(
        [Col("Command", 140), Col("Function", 250), Col("Example", 109)],
        [
            ["AT+JOIN", "OTAA join request", "AT+JOIN"],
            ["AT+SEND=<port>,<hex>", "send uplink", "AT+SEND=2,0A1B"],
            ["AT+TXP=<n>", "TX power index 0 - 7", "AT+TXP=1"],
            ["AT+DR=<n>", "data rate DR0 - DR5", "AT+DR=3"],
            ["AT+BAUD=<bps>", "UART baud rate", "AT+BAUD=9600"],
            ["AT+SLEEP=<mode>", "0 = sleep, 1 = deep sleep", "AT+SLEEP=0"],
        ],
        8,
    )
    s.heading(SQ + " 6. Pin Description", 10.5)
    s.table(
        [Col("Pad", 50, "C"), Col("Name", 90, "C"), Col("Type", 60, "C"), Col("Description", 299)],
        [
            ["1, 11, 22", "GND", "P", "ground"],
            ["2", "VDD", "P", "1.8 V to 3.6 V supply"],
            ["5", "TXD", "O", "UART output to host"],
            ["6", "RXD", "I", "UART input from host"],
            ["8", "WKUP", "I", "wake-up from deep sleep (rising edge)"],
            ["9", "NRST", "I", "reset, active low, internal 40 k" + OHM + " pull-up"],
            ["21", "ANT", "RF", "50 " + OHM + " antenna"],
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2023.06.20", "1.3", "AWL-21US added"],
            ["2024.02.09", "1.4", "Deep sleep current updated"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "awl-21.pdf")


# ---------------------------------- load-cell amplifier (Brazilian Portuguese / English)
def blc24(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Araucária Maker Ltda.  -  Curitiba / PR",
        header_right="Folha de dados / Data sheet  BLC-24",
        footer_left="BLC-24 rev. B  -  Araucária Maker",
        footer_right="Página {page} de {nb}",
        rule_color=(30, 110, 50),
        table_fill=(250, 240, 180),
        accent=(30, 110, 50),
        grid=True,
    )
    s = Sheet(style, "BLC-24 amplificador de célula de carga / load-cell amplifier")
    s.add_page()
    s.title_block(
        "BLC-24",
        "Módulo amplificador para célula de carga, ADC de 24 bits / "
        "Load-cell amplifier module, 24-bit ADC",
        "Balanças, dinamômetros, colmeias / scales, force gauges, beehive monitors",
        20,
    )
    s.para(
        "O BLC-24 liga uma célula de carga (ponte completa) a um microcontrolador. The BLC-24 "
        "connects a full-bridge load cell to a microcontroller through a two-wire serial "
        "interface (PD_SCK clock in, DOUT data out). It is not I2C and has no address; any "
        "two GPIO pins will do. An on-board regulator powers the bridge from E+.",
        8.5,
    )
    s.heading("Características / Characteristics", 10.5)
    s.table(
        [
            Col("Parâmetro / Parameter", 190),
            Col("Condição / Condition", 120),
            Col("Mín.", 45, "C"),
            Col("Típ.", 45, "C"),
            Col("Máx.", 45, "C"),
            Col("Unid.", 54, "C"),
        ],
        [
            ["Tensão de alimentação /\nSupply voltage (VCC)", "", "2.7", "5.0", "5.5", "V"],
            ["Tensão de excitação /\nExcitation voltage (E+)", "VCC = 5 V", "", "4.3", "", "V"],
            [
                "Corrente de operação /\nOperating current",
                "sem célula / no load cell",
                "",
                "1.4",
                "1.6",
                "mA",
            ],
            [
                "Corrente em power-down /\nPower-down current",
                "PD_SCK alto / high > 60 " + MU + "s",
                "",
                "0.3",
                "1",
                MU + "A",
            ],
            ["Resolução / Resolution", "", "", "24", "", "bit"],
            ["Taxa de dados / Data rate", "RATE = 0 (padrão / default)", "", "10", "", "SPS"],
            ["", "RATE = 1 (jumper J1)", "", "80", "", "SPS"],
            [
                "Faixa de entrada diferencial /\nDifferential input range",
                "ganho / gain 128",
                "",
                PM + "20",
                "",
                "mV",
            ],
            ["", "ganho / gain 64", "", PM + "40", "", "mV"],
            ["", "canal / channel B, gain 32", "", PM + "80", "", "mV"],
            [
                "Temperatura de operação /\nOperating temperature",
                "módulo / module",
                "-20",
                "",
                "+70",
                DEG,
            ],
        ],
        7.5,
    )
    s.para(
        "Nota 1: faixas de entrada para E+ = 5 V. Na placa, E+ = 4.3 V e a faixa encolhe na "
        "mesma proporção / input ranges are for E+ = 5 V; on this board E+ = 4.3 V and the "
        "range shrinks in proportion (" + PM + "17.2 mV at gain 128).",
        7.5,
    )
    s.para(
        "Nota 2: o conversor em si é especificado de -40 " + DEG + " a +85 " + DEG + "; o "
        "módulo é limitado pelos capacitores / the converter chip itself is rated -40 "
        + DEG
        + " to +85 "
        + DEG
        + "; the module is limited by its capacitors.",
        7.5,
    )
    s.para(
        "Nota 3: com VCC = 3.3 V o regulador fica saturado e E+ acompanha VCC menos 0.2 V / "
        "with VCC = 3.3 V the regulator is saturated and E+ follows VCC minus 0.2 V (about "
        "3.1 V).",
        7.5,
    )

    s.add_page()
    s.heading("Seleção de canal e ganho / Channel and gain selection", 10.5)
    s.table(
        [
            Col("Pulsos PD_SCK / PD_SCK pulses", 170, "C"),
            Col("Canal / Channel", 110, "C"),
            Col("Ganho / Gain", 110, "C"),
            Col("Nota", 109, "C"),
        ],
        [
            ["25", "A", "128", "padrão / default"],
            ["26", "B", "32", ""],
            ["27", "A", "64", ""],
        ],
        8,
    )
    s.para(
        "Saída / Output: 24 bits em complemento de dois, MSB primeiro / 24-bit two's "
        "complement, MSB first. Min. 800000h, max. 7FFFFFh. Tempo alto do PD_SCK / PD_SCK "
        "high time 0.2 " + MU + "s to 50 " + MU + "s.",
        8,
    )
    s.heading("Ligações / Wiring", 10.5)
    s.table(
        [
            Col("Borne / Terminal", 120, "C"),
            Col("Fio típico / Typical wire", 150, "C"),
            Col("Função / Function", 229),
        ],
        [
            ["E+", "vermelho / red", "excitação + / excitation +"],
            ["E-", "preto / black", "excitação - / excitation -"],
            ["A-", "branco / white", "sinal - / signal -"],
            ["A+", "verde / green", "sinal + / signal +"],
            ["VCC, GND", "-", "alimentação / supply 2.7 - 5.5 V"],
            ["DT, SCK", "-", "DOUT, PD_SCK para o MCU / to the MCU"],
        ],
        8,
    )
    s.heading("Perguntas frequentes / FAQ", 10.5)
    s.para(
        "Funciona com ESP32 a 3,3 V? / Does it work with an ESP32 at 3.3 V? Sim / Yes. Power "
        "VCC from 3.3 V; DOUT then swings to 3.3 V. The bridge gets less excitation, so the "
        "signal is smaller (see Nota 3).",
        8.5,
    )
    s.para(
        "Qual a precisão em gramas? / What accuracy in grams? Depende da célula de carga / "
        "depends on the load cell and on calibration; the module has no accuracy rating in "
        "grams.",
        8.5,
    )
    s.para(
        "Posso ligar quatro meias-pontes de balança de banheiro? / Can I connect four "
        "half-bridge bathroom-scale cells? Sim, com uma placa combinadora / yes, with a "
        "combiner board wired as one full bridge.",
        8.5,
    )
    s.para(
        "Qual a corrente da célula? / How much current does the load cell add? A 1 k"
        + OHM
        + " bridge adds about 4.3 mA at E+ = 4.3 V. Do not use bridges below 350 "
        + OHM
        + ".",
        8.5,
    )
    return save(s, out / "blc-24.pdf")
