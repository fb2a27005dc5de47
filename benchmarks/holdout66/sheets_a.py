"""Hold-out 66 datasheets, part 1: a small MPPT solar charge controller module, a
temperature-compensated RTC module, an air-quality gas sensor board and a 24-bit
load cell amplifier board.

A Chinese module manual in translated English (one column per battery version,
limits only in notes and FAQ, a resistor table as decoy), a Japanese crystal-house
RTC sheet (condition sentence, current table whose columns are supply voltages,
typ. only, slave address in prose beside a register map), a Swedish sensor board
(electrical and sensing data in two half-width tables side by side, parameter names
wrapped over two lines, conditioning vs warm-up time) and a Korean-English load
cell board (columns per data-rate pin state, reference marks on values, excitation
rules in notes).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWCOMMA = "\uff0c"
FWL = "\uff08"
FWR = "\uff09"
LE = "\u2264"
GE = "\u2265"
REF = "\u203b"


# ------------------------------------------------ MPPT solar charge module (Chinese)
def qysc3(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Zhuhai Qingyuan Photovoltaic Electronics Co., Ltd.",
        header_right="QY-SC3 Series User Manual",
        footer_left="www.qingyuan-pv.example  Tel" + FWC + "0756-0000000",
        footer_right="- {page} -",
        table_fill=(255, 236, 210),
        accent=(200, 90, 0),
    )
    s = Sheet(style, "QY-SC3 MPPT solar charge module")
    s.add_page()
    s.title_block(
        "QY-SC3 Series",
        "MPPT Solar Charge Controller Module for Lithium Battery",
        "Model" + FWC + "QY-SC3-1S / QY-SC3-2S / QY-SC3-LF    Manual version V1.3",
        20,
    )
    s.heading("1、Product introduction", 11)
    s.para(
        "QY-SC3 is a small MPPT solar charger module for 5W～30W solar panel. It use "
        "synchronous buck circuit and hardware MPPT (constant voltage tracking)" + FWCOMMA + "the "
        "panel working point is fixed by divider resistor. Three versions for different "
        "battery" + FWCOMMA + "please choose correct version when you order. The module is "
        "charger only" + FWCOMMA + "it have no load output and no light control function.",
        8.5,
    )
    s.heading("2、Main parameter", 11)
    s.para(FWL + "Test condition" + FWC + "Ta=25" + FW_C + FWCOMMA + "panel input 18V" + FWR, 8)
    s.table(
        [
            Col("Item", 175),
            Col("QY-SC3-1S", 85, "C"),
            Col("QY-SC3-2S", 85, "C"),
            Col("QY-SC3-LF", 85, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Battery type", "Li-ion 1 cell", "Li-ion 2 cells", "LiFePO4 1 cell", "-"],
            ["Panel input voltage", "6" + FWT + "24", "11" + FWT + "28", "6" + FWT + "24", "V"],
            ["MPPT point (factory set)", "17.5", "18.0", "17.5", "V"],
            ["Full charge voltage", "4.20", "8.40", "3.65", "V"],
            ["Full charge voltage precision", PM + "1%", PM + "1%", PM + "1.5%", "-"],
            ["Charge current (max)", "3", "2", "3", "A"],
            ["Recharge start voltage", "4.05", "8.10", "3.40", "V"],
            ["Battery drain at night", "25", "40", "25", MU + "A"],
            ["Conversion efficiency (max)", "95", "96", "95", "%"],
        ],
        8,
    )
    s.heading("3、Features", 11)
    s.bullets(
        [
            "Working temperature" + FWC + "-20" + FW_C + FWT + "+65" + FW_C,
            "Storage temperature" + FWC + "-40" + FW_C + FWT + "+85" + FW_C,
            "Panel reverse connect protection" + FWC + "YES",
            "Battery reverse connect protection" + FWC + "NO（please be careful）",
            "Over temperature" + FWC + "charge current reduce automatically above 70" + FW_C + " "
            "board temperature",
            "Indicator" + FWC + "red LED charging" + FWCOMMA + "green LED full",
            "Size" + FWC + "42mm x 28mm x 9mm",
        ],
        8.5,
    )
    s.heading("4、Notice", 11)
    s.bullets(
        [
            "1、Panel input more than 30V will burn the module（include the open circuit voltage "
            "in cold weather）.",
            "2、Can not charge lead-acid battery" + FWCOMMA + "can not charge 3 cells or more.",
            "3、Do not connect load between BAT+ and BAT- without battery" + FWCOMMA + "the output "
            "is not stable when no battery.",
            "4、The charge current is limited by panel power. 3A is possible only when panel is "
            "bigger than 20W.",
        ],
        8,
        mark="",
    )
    s.add_page()
    s.heading("5、Terminal description", 11)
    s.table(
        [Col("Mark", 70, "C"), Col("Name", 110), Col("Description", 319)],
        [
            ["IN+", "Solar positive", "connect to panel +, 2 pcs screw terminal 5.08mm"],
            ["IN-", "Solar negative", "connect to panel -"],
            ["BAT+", "Battery positive", "to battery +, wire 1.0mm2 or bigger"],
            ["BAT-", "Battery negative", "to battery -"],
            ["CHG", "Status output", "open drain, low when charging, max 20mA sink"],
        ],
        8,
    )
    s.heading("6、Change charge current（resistor R7）", 11)
    s.table(
        [Col("R7 value", 120, "C"), Col("1S / LF current", 190, "C"), Col("2S current", 189, "C")],
        [
            ["33k" + OHM, "0.5A", "0.5A"],
            ["15k" + OHM, "1A", "1A"],
            ["6.8k" + OHM, "2A", "2A"],
            ["3.9k" + OHM + "（default）", "3A", "2A"],
        ],
        8,
    )
    s.heading("7、FAQ", 11)
    s.para(
        "Q" + FWC + "Can I use 12V panel?\nA" + FWC + 'Common "12V" panel have Vmp about 18V '
        "and Voc about 21V" + FWCOMMA + "it is OK for all versions.",
        8.5,
    )
    s.para(
        "Q" + FWC + "Can I use 24V panel（Voc 43V）?\nA" + FWC + "No. Please see Notice 1.",
        8.5,
    )
    s.para(
        "Q" + FWC + "The module get hot?\nA" + FWC + "At 3A charge the inductor can reach "
        "60" + FW_C + FWCOMMA + "this is normal. Please keep air flow.",
        8.5,
    )
    s.para(
        "Q" + FWC + "Is the module waterproof?\nA" + FWC + "No. Please put in a box.",
        8.5,
    )
    s.heading("8、Revision", 11)
    revision_table(
        s,
        [
            ["2022-03-10", "V1.0", "first release"],
            ["2023-01-05", "V1.2", "add QY-SC3-LF version"],
            ["2023-09-18", "V1.3", "R7 table correct; add FAQ"],
        ],
        (110, 70, 319),
    )
    return save(s, out / "qy-sc3.pdf")


# ------------------------------------------------ temperature-compensated RTC (Japanese)
def tfdrt47(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="TSUGARU FREQUENCY DEVICES",
        header_right="TFD-RT47  Application Manual",
        footer_left="Tsugaru Frequency Devices Co., Ltd.   ETM-RT47E-04",
        footer_right="{page} / {nb}",
        table_fill=(235, 235, 235),
        accent=(30, 30, 110),
    )
    s = Sheet(style, "TFD-RT47 real-time clock module")
    s.add_page()
    s.title_block(
        "TFD-RT47",
        "I2C-Bus Interface Real-time Clock Module with DTCXO",
        "32.768 kHz crystal and temperature sensor built in  /  SOP-14 (10.1 x 7.4 mm)",
        20,
    )
    s.heading("1. Overview", 10.5, rule=True)
    s.para(
        "The TFD-RT47 is a real-time clock module with a built-in 32.768 kHz crystal unit and "
        "digital temperature compensation. The clock counts seconds to years with automatic "
        "leap-year correction. Serial access is through the I2C-Bus; the slave address is "
        "fixed at 0x32 (7-bit), read as 0x65 and written as 0x64. A time-stamp input, a "
        "programmable alarm and a 32.768 kHz FOUT output with its own enable pin (FOE) are "
        "provided. The module switches itself to the VBAT pin when VDD is removed.",
        8.5,
    )
    s.heading("2. Recommended operating conditions", 10.5, rule=True)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 55, "C"),
            Col("Conditions", 130),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Timekeeping voltage", "VCLK", "-", "1.6", "3.0", "5.5", "V"],
            ["Interface voltage\n(I2C access)", "VACC", "-", "2.5", "3.0", "5.5", "V"],
            ["Temperature\ncompensation voltage", "VTEM", "-", "2.0", "3.0", "5.5", "V"],
            ["Backup voltage", "VBAT", "-", "1.6", "3.0", "5.5", "V"],
            ["Operating temperature", "TOPR", "No condensation", "-40", "+25", "+85", "\u2103"],
        ],
        7.5,
    )
    s.heading("3. Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 55, "C"),
            Col("Conditions", 130),
            Col("Rating", 120, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            ["Supply voltage", "VDD", "Between VDD and GND", "-0.3 to +6.5", "V"],
            ["Input voltage", "VIN", "SCL, SDA, FOE, EVIN", "GND-0.3 to +6.5", "V"],
            ["Output voltage", "VOUT", "SDA, /INT", "GND-0.3 to +6.5", "V"],
            ["Storage temperature", "TSTG", "Stored as bare product", "-55 to +125", "\u2103"],
        ],
        7.5,
    )
    s.heading("4. Frequency characteristics", 10.5, rule=True)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 55, "C"),
            Col("Conditions", 150),
            Col("Rating", 100, "C"),
            Col("Unit", 44, "C"),
        ],
        [
            [
                "Frequency stability",
                "\u0394f/f",
                "Ta = 0 \u2103 to +50 \u2103",
                PM + "1.9",
                "x10^{-6}",
            ],
            ["", "", "Ta = -40 \u2103 to +85 \u2103", PM + "3.4", "x10^{-6}"],
            ["Monthly deviation", "-", "Ta = 0 \u2103 to +50 \u2103", "5", "s/month"],
            ["Aging", "fa", "Ta = +25 \u2103, VDD = 3.0 V, first year", PM + "3", "x10^{-6}"],
        ],
        7.5,
    )
    s.heading("5. Current consumption (typ.)", 10.5, rule=True)
    s.para(
        "*Ta = +25 \u2103, FOUT output off, compensation interval 2 s. Typical values only; the "
        "maximum is 3 times the typical value at +85 \u2103.",
        7.5,
    )
    s.table(
        [
            Col("Item", 180),
            Col("Symbol", 55, "C"),
            Col("VDD = 1.6 V", 66, "C"),
            Col("VDD = 3.0 V", 66, "C"),
            Col("VDD = 5.0 V", 66, "C"),
            Col("Unit", 66, "C"),
        ],
        [
            ["Timekeeping current", "IDD1", "0.45", "0.65", "1.05", MU + "A"],
            [
                "Current with FOUT on\n(32.768 kHz, CL = 15 pF)",
                "IDD2",
                "1.4",
                "2.3",
                "3.6",
                MU + "A",
            ],
            ["Current during I2C access\n(fSCL = 400 kHz)", "IDD3", "-", "45", "95", MU + "A"],
            ["Peak current at\ntemperature compensation", "IDD4", "-", "60", "75", MU + "A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("6. Switching characteristics (I2C-Bus)", 10.5, rule=True)
    s.para(
        "*Unless otherwise specified, GND = 0 V, VDD = 2.5 V to 5.5 V, Ta = -40 \u2103 to +85 \u2103",
        7.5,
    )
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("Min.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 119, "C"),
        ],
        [
            ["SCL clock frequency", "fSCL", "", "400", "kHz"],
            ["Start condition set-up time", "tSU;STA", "0.6", "", MU + "s"],
            ["Bus free time", "tBUF", "1.3", "", MU + "s"],
            ["", "VIH", "0.8 x VDD", "VDD + 0.3", "V"],
            ["", "VIL", "-0.3", "0.2 x VDD", "V"],
            ["SDA low output (IOL = 3 mA)", "VOL", "", "0.4", "V"],
        ],
        7.5,
    )
    s.heading("7. Terminal connection (SOP-14)", 10.5, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("I/O", 50, "C"), Col("Function", 349)],
        [
            ["1", "FOE", "In", "FOUT enable, high = output on"],
            ["2", "VBAT", "-", "Backup supply (coin cell or super capacitor)"],
            ["3", "SCL", "In", "Serial clock"],
            ["4", "SDA", "I/O", "Serial data, N-ch open drain"],
            ["6", "/INT", "Out", "Interrupt output, N-ch open drain"],
            ["7", "GND", "-", "Ground"],
            ["12", "FOUT", "Out", "32.768 kHz, CMOS, VDD level"],
            ["14", "VDD", "-", "Main supply"],
        ],
        7.5,
    )
    s.heading("8. Register table (excerpt)", 10.5, rule=True)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Function", 120),
            Col("bit 7 ... bit 0", 220),
            Col("Reset", 99, "C"),
        ],
        [
            ["00", "SEC", "0 40 20 10 8 4 2 1", "undefined"],
            ["01", "MIN", "0 40 20 10 8 4 2 1", "undefined"],
            ["02", "HOUR", "0 0 20 10 8 4 2 1", "undefined"],
            ["0D", "Extension", "TEST WADA USEL TE FSEL1 FSEL0 TSEL1 TSEL0", "0x00"],
            ["0E", "Flag", "0 0 UF TF AF EVF VLF VDET", "0x02"],
            ["0F", "Control", "CSEL1 CSEL0 UIE TIE AIE EIE 0 RESET", "0x40"],
        ],
        7.5,
    )
    s.heading("9. Notes on use", 10.5, rule=True)
    s.bullets(
        [
            "Below 2.5 V the clock keeps counting but the I2C-Bus must not be accessed.",
            "Below 2.0 V temperature compensation stops and accuracy is that of the bare crystal.",
            "Do not apply ultrasonic cleaning; the crystal unit may be damaged.",
            "Pull-up resistors on SDA and /INT are required; they may go to any voltage up to 5.5 V.",
        ],
        8,
    )
    revision_table(
        s,
        [["2021-06", "03", "IDD table extended"], ["2023-02", "04", "frequency data updated"]],
        (90, 60, 349),
    )
    return save(s, out / "tfd-rt47.pdf")


# ------------------------------------------------ air-quality gas sensor board (Swedish)
def vgsaq3(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Vättern Gas Sensing AB",
        header_right="VGS-AQ3 Product Specification  |  Rev. C",
        footer_left="Vättern Gas Sensing AB, Jönköping, Sweden. Data subject to change.",
        footer_right="Page {page} of {nb}",
        table_fill=(222, 240, 230),
        accent=(0, 105, 70),
        grid=False,
    )
    s = Sheet(style, "VGS-AQ3 indoor air quality sensor board")
    s.add_page()
    s.title_block(
        "VGS-AQ3",
        "Indoor air quality board: TVOC and CO2-equivalent, I2C",
        "Metal-oxide sensing element with on-chip heater control, 3.3 V regulator and "
        "level shifter on a 20 x 18 mm board",
        20,
    )
    s.heading("What it does", 10.5, rule=True)
    s.para(
        "The VGS-AQ3 measures the sum of volatile organic compounds (TVOC) in indoor air and "
        "derives a CO2-equivalent value from it. An on-board regulator lets the board run from "
        "a 3.3 V or 5 V host supply; SDA and SCL are level shifted to the VIN level. The element "
        "is heated, so readings need a warm-up after every power-on, and a new board needs a "
        "burn-in before its baseline is stable.",
        8.5,
    )
    s.heading("Specifications", 10.5, rule=True)
    s.para("All values at 25 °C, 50 %RH and VIN = 5.0 V unless stated otherwise.", 7.5)

    def left() -> None:
        s.caption("Electrical", 8)
        s.table(
            [Col("Parameter", 120), Col("Value", 75, "C"), Col("Unit", 35, "C")],
            [
                ["Board supply VIN", "3.0 ... 5.5", "V"],
                ["Never exceed on VIN", "6.0", "V"],
                ["Current, continuous\nheating mode", "31", "mA"],
                ["Current, low-power\nmode (60 s cycle)", "2.9", "mA"],
                ["Current, sleep\n(heater off)", "45", MU + "A"],
                ["I2C clock", "max. 400", "kHz"],
            ],
            7.5,
        )

    def right() -> None:
        s.caption("Sensing", 8)
        s.table(
            [Col("Parameter", 120), Col("Value", 80, "C"), Col("Unit", 35, "C")],
            [
                ["TVOC output range", "0 ... 30000", "ppb"],
                ["CO2-equivalent\noutput range", "400 ... 16000", "ppm"],
                ["TVOC resolution", "1", "ppb"],
                ["Warm-up until first\nvalid reading", "90", "s"],
                ["Conditioning of a\nnew board", "48", "h"],
                ["Response time t90", "< 20", "s"],
            ],
            7.5,
        )

    s.side_by_side(left, right, 238, 16)
    s.heading("Where it works", 10.5, rule=True)
    s.table(
        [Col("Condition", 200), Col("Range", 160, "C"), Col("Note", 139)],
        [
            ["Operating temperature", "-10 ... +50 °C", ""],
            ["Operating humidity", "10 ... 90 %RH", "non-condensing"],
            ["Storage", "-20 ... +60 °C", "in sealed bag"],
        ],
        7.5,
    )
    s.para(
        "The element is not specified for outdoor use, for silicone vapour or for "
        "concentrations of any single gas; TVOC is a sum value calibrated to an ethanol "
        "equivalent. No accuracy figure is given for the CO2-equivalent value: it is an "
        "estimate, not a CO2 measurement.",
        8,
    )
    s.add_page()
    s.heading("Connections", 10.5, rule=True)
    s.table(
        [Col("Pin", 45, "C"), Col("Name", 60, "C"), Col("Function", 394)],
        [
            ["1", "VIN", "Supply 3.0 ... 5.5 V"],
            ["2", "GND", "Ground"],
            ["3", "SCL", "I2C clock, 4.7 kΩ pull-up to VIN"],
            ["4", "SDA", "I2C data, 4.7 kΩ pull-up to VIN"],
            ["5", "ADR", "Address select: open = 0x5A, to GND = 0x5B"],
            ["6", "nWAKE", "Low = awake; high or open = sleep (100 kΩ pull-up)"],
        ],
        7.5,
    )
    s.heading("Commands (excerpt)", 10.5, rule=True)
    s.table(
        [Col("Command", 80, "C"), Col("Name", 140), Col("Returns", 279)],
        [
            ["0x20", "READ_RESULT", "TVOC (2 bytes, ppb) + CO2eq (2 bytes, ppm) + CRC"],
            ["0x21", "SET_MODE", "0x01 continuous, 0x02 low power (60 s), 0x00 sleep"],
            ["0x22", "GET_BASELINE", "2 bytes + CRC"],
            ["0x23", "SET_HUMIDITY", "absolute humidity in g/m3 x 256"],
            ["0x3F", "SOFT_RESET", "none; 10 ms boot time"],
        ],
        7.5,
    )
    s.heading("Good practice", 10.5, rule=True)
    s.bullets(
        [
            "Store the baseline every hour and write it back after a restart, else the 48 h "
            "conditioning starts again.",
            "Feed the board absolute humidity from a separate sensor for best TVOC stability.",
            "Do not place the board in a closed enclosure; it needs free air exchange.",
            "The heater draws its current in pulses of up to 60 mA; a 100 µF capacitor near "
            "VIN is recommended on long cables.",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2022-10-03", "A", "Initial release"],
            ["2023-04-21", "B", "Low-power mode current corrected"],
            ["2024-01-08", "C", "Sleep current and conditioning time added"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "vgs-aq3.pdf")


# ------------------------------------------------ 24-bit load cell amplifier board (Korean)
def djlc24(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="DAEJIN MEASUREMENT CO., LTD.",
        header_right="DJ-LC24 Specification Sheet",
        footer_left="Daejin Measurement Co., Ltd.  Incheon, Korea   Doc No. DJM-SPEC-0241",
        footer_right="{page}/{nb}",
        table_fill=(215, 225, 245),
        accent=(20, 60, 150),
    )
    s = Sheet(style, "DJ-LC24 24-bit load cell amplifier board")
    s.add_page()
    s.title_block(
        "DJ-LC24",
        "24-bit ADC Weighing Board for Load Cell (Bridge Sensor)",
        "Model" + FWC + "DJ-LC24 (standard), DJ-LC24S (shielded type, same electrical spec)",
        20,
    )
    s.heading("1. General", 11)
    s.para(
        "DJ-LC24 is weighing sensor board for connect 4-wire or 6-wire load cell to MCU. Board "
        "include 24-bit sigma-delta ADC, programmable gain amplifier, regulator for bridge "
        "excitation and RATE select jumper. Output is 2-wire serial (DOUT, PD_SCK), it is not "
        "I2C, please use bit-bang. DOUT and PD_SCK level is same as VCC.",
        8.5,
    )
    s.heading("2. Electrical Specification " + FWL + "Ta=25" + FW_C + ", VCC=5.0V" + FWR, 11)
    s.table(
        [
            Col("Item", 165),
            Col("Condition", 120),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Input power voltage", "VCC to GND", "2.7", "5.0", "5.5", "V"],
            [
                "Excitation voltage to load cell",
                "E+ to E-, VCC " + GE + " 4.7V",
                "",
                "4.3" + REF + "1",
                "",
                "V",
            ],
            ["Differential input range", "Gain 128, channel A", "-20", "", "+20", "mV"],
            ["", "Gain 64, channel A", "-40", "", "+40", "mV"],
            ["", "Gain 32, channel B", "-80", "", "+80", "mV"],
            ["Power down current", "PD_SCK high > 60" + MU + "s", "", "0.3", "1", MU + "A"],
            ["PD_SCK clock frequency", "", "", "", "1" + REF + "2", "MHz"],
            ["Load cell resistance", "bridge", "87", "350", "", OHM],
            ["Working temperature", "", "-20", "", "+70", FW_C],
        ],
        7.5,
    )
    s.para(
        REF
        + "1 When VCC is lower than 4.7V, excitation voltage is VCC - 0.4V (regulator drop).\n"
        + REF
        + "2 PD_SCK high time must be shorter than 50"
        + MU
        + "s"
        + FWCOMMA
        + "longer high "
        "time make the board to power down.",
        7.5,
    )
    s.heading("3. RATE Jumper Characteristic", 11)
    s.para(
        "Both column at VCC=5.0V"
        + FWCOMMA
        + "gain 128"
        + FWCOMMA
        + "350"
        + OHM
        + " load cell connected.",
        7.5,
    )
    s.table(
        [
            Col("Item", 200),
            Col("RATE open (10SPS)", 110, "C"),
            Col("RATE short (80SPS)", 110, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Output data rate", "10", "80", "SPS"],
            ["Input noise (RMS)", "50", "90", "nV"],
            ["Settling time (4 conversion)", "400", "50", "ms"],
            ["Board current (with load cell)", "14.3", "14.5", "mA"],
            ["Board current (no load cell)", "1.5", "1.7", "mA"],
        ],
        7.5,
    )
    s.heading("4. Absolute Maximum Rating", 11)
    s.table(
        [Col("Item", 200), Col("Rating", 200, "C"), Col("Unit", 99, "C")],
        [
            ["VCC to GND", "-0.3 ~ +6.0", "V"],
            ["DOUT, PD_SCK", "-0.3 ~ VCC+0.3", "V"],
            ["Storage temperature", "-40 ~ +85", FW_C],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Pin Description", 11)
    s.table(
        [Col("No.", 40, "C"), Col("Pin", 70, "C"), Col("Description", 389)],
        [
            ["1", "VCC", "Power input 2.7 ~ 5.5V"],
            ["2", "GND", "Ground"],
            ["3", "DOUT", "Serial data output (data ready = low)"],
            ["4", "PD_SCK", "Clock input / power down"],
            ["5", "E+ / E-", "Load cell excitation (red / black wire)"],
            ["6", "A+ / A-", "Load cell signal (green / white wire), channel A"],
            ["7", "B+ / B-", "Second channel, gain 32 fixed"],
        ],
        7.5,
    )
    s.heading("6. Gain and Channel Select (PD_SCK pulse count)", 11)
    s.table(
        [Col("Pulses", 100, "C"), Col("Channel", 150, "C"), Col("Gain", 249, "C")],
        [["25", "A", "128"], ["26", "B", "32"], ["27", "A", "64"]],
        7.5,
    )
    s.heading("7. Caution", 11)
    s.bullets(
        [
            "1) If MCU is 3.3V type, please supply VCC from 3.3V. 5V VCC with 3.3V MCU can damage MCU input.",
            "2) Do not use long wire for load cell (more than 2m) without shield type DJ-LC24S.",
            "3) Temperature drift and linearity of system depend on load cell; board alone is not "
            "calibrated for weight.",
            "4) Keep the board away from heat source; thermal EMF on terminal can make drift.",
        ],
        8,
        mark="",
    )
    revision_table(
        s,
        [["2023.05.02", "1.0", "New"], ["2024.02.14", "1.1", "Add DJ-LC24S, RATE table"]],
        (100, 60, 339),
    )
    return save(s, out / "dj-lc24.pdf")
