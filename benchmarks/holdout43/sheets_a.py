"""Hold-out 43 datasheets: a coin acceptor, an EVSE controller, two water meter pulse counters.

A Chinese coin acceptor manual (full-width key-value lines, one column per supply
version, FAQ), a Dutch EVSE controller module sheet (condition sentence, table
continued on page 2, Modbus register map), a French LoRaWAN water meter pulse
counter leaflet (values in prose and a feature list) and a Chinese 4-channel
RS-485 pulse counter module manual (units column, register map).
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


# ------------------------------------------------ coin acceptor (China)
def jb62(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="JB-620 Multi Coin Acceptor  User Manual V1.3",
        header_right="Guangzhou Jinbao Vending Parts Co., Ltd.",
        footer_left="www.jinbao-vend.example",
        footer_right="{page} / {nb}",
        table_fill=(255, 236, 180),
        accent=(150, 90, 0),
    )
    s = Sheet(style, "JB-620 user manual")
    s.add_page()
    s.title_block("JB-620A / JB-620B", "Programmable Multi Coin Acceptor (6 coin types)", "", 19)
    s.heading("1. Product Introduction", 10, rule=True)
    s.para(
        "JB-620 is a CPU coin acceptor for vending machines, arcade games, massage chairs "
        "and kiosks. It compares the material, thickness and diameter of the inserted coin "
        "with up to 6 learned samples and gives a pulse train for each accepted coin. "
        "JB-620A works on 12V DC; JB-620B is the 24V DC version for kiddie rides and "
        "industrial kiosks.",
        8.5,
    )
    s.heading("2. Basic Parameters", 10, rule=True)
    s.lines(
        [
            f"Coin diameter{FWC}15{FWT}32mm",
            f"Coin thickness{FWC}1.2{FWT}3.8mm",
            f"Coin types{FWC}6 (learn by samples, 20 samples each)",
            f"Acceptance speed{FWC}0.6s per coin",
            f"Output signal{FWC}NPN open collector pulse (COIN line)",
            f"Pulse width{FWC}20ms / 50ms / 100ms (selectable by switch)",
            f"Operating temperature{FWC}-10{FWT}60{FW_C}",
            f"Relative humidity{FWC}{LE}95%RH",
        ],
        8.5,
    )
    s.heading("3. Electrical Parameters", 10, rule=True)
    s.table(
        [Col("Item", 179), Col("JB-620A", 160, "C"), Col("JB-620B", 160, "C")],
        [
            ["Working voltage", f"DC12V{PM}10%", f"DC24V{PM}10%"],
            ["Standby current", f"{LE}50mA", f"{LE}35mA"],
            ["Working current\n(coin passing)", f"{LE}300mA", f"{LE}180mA"],
            ["COIN output rating", "30V / 50mA", "30V / 50mA"],
            ["Counter output", "12V / 100mA", "24V / 100mA"],
        ],
        8,
    )
    s.para(
        "Note: the COIN output is open collector; a pull-up resistor to the host logic "
        f"supply is required. Recommended power supply {GE}12V 1A (JB-620A).",
        8,
    )
    s.heading("4. Wire Definition (4P harness)", 10, rule=True)
    s.table(
        [Col("No.", 50, "C"), Col("Colour", 80, "C"), Col("Function", 369)],
        [
            ["1", "Red", "DC+ (12V or 24V, see version)"],
            ["2", "Black", "GND"],
            ["3", "White", "COIN signal output"],
            ["4", "Gray", "Counter (electro-mechanical meter) output"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Setting Switches", 10, rule=True)
    s.table(
        [Col("SW", 60, "C"), Col("ON", 200), Col("OFF", 239)],
        [
            ["1", "Pulse width 20ms", "see SW2"],
            ["2", "Pulse width 100ms", "Pulse width 50ms"],
            ["3", "Normally open output", "Normally closed output"],
            ["4", "Learn mode", "Run mode"],
        ],
        8,
    )
    s.heading("6. FAQ", 10, rule=True)
    s.para("Q1: Can the COIN signal go directly into an Arduino input?", 8.5, bold=True)
    s.para(
        "A: Yes, the COIN line is open collector, so enable the internal pull-up of the "
        "Arduino pin or fit a 10k resistor to 5V. Do not pull it up to the 12V supply if "
        "your board is not 12V tolerant.",
        8.5,
    )
    s.para("Q2: How long does a coin acceptor last?", 8.5, bold=True)
    s.para(
        "A: It depends on coin quality and dust. Service life (number of coins) is not "
        "specified. Clean the coin path every month.",
        8.5,
    )
    s.para("Q3: Can the JB-620A run on 24V?", 8.5, bold=True)
    s.para("A: No. Use the JB-620B for 24V machines. 24V will burn the JB-620A.", 8.5)
    s.heading("7. Revision", 10, rule=True)
    revision_table(
        s,
        [["2023-06-10", "V1.2", "First English edition"], ["2024-11-02", "V1.3", "Add JB-620B"]],
        (120, 80, 299),
    )
    return save(s, out / "jb-620.pdf")


# ------------------------------------------------ EVSE controller (Netherlands)
def evc(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="EVC-32 EVSE Controller Module  |  Datasheet rev. C",
        header_right="Polderlaad B.V.",
        footer_left="Polderlaad B.V., Eindhoven  -  www.polderlaad.example",
        footer_right="page {page} of {nb}",
        table_fill=(210, 230, 215),
        accent=(0, 110, 70),
        grid=False,
    )
    s = Sheet(style, "EVC-32 datasheet")
    s.add_page()
    s.title_block("EVC-32", "Mode 3 EVSE controller module for AC wallboxes", "IEC 61851-1", 20)
    s.para(
        "The EVC-32 generates the Control Pilot (CP) signal, reads the Proximity Pilot (PP) "
        "cable coding, drives the mains contactor and monitors a 6 mA DC residual current "
        "sensor. The charge current is set by rotary switch or over RS-485 (Modbus RTU). "
        "Two versions: EVC-32-1P for single-phase and EVC-32-3P for three-phase wallboxes.",
        8.5,
    )
    s.heading("Electrical characteristics", 10.5, rule=True)
    s.para("Vsup = 12 V DC, Tamb = 25 °C unless otherwise noted.", 8, bold=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 139),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 75, "C"),
        ],
        [
            ["Supply voltage", "", "11.4", "12.0", "12.6", "V"],
            ["Supply current", "contactor off", "", "45", "60", "mA"],
            ["", "contactor driver on", "", "", "560", "mA"],
            ["CP output voltage", "state A, no vehicle", "11.4", "12", "12.6", "V"],
            ["CP PWM frequency", "", "980", "1000", "1020", "Hz"],
            ["Charge current\nsetting", "EVC-32-1P / -3P", "6", "", "32", "A"],
            ["Contactor driver\noutput current", "12 V, low side", "", "", "500", "mA"],
            ["DC residual current\ntrip level", "RDC-DD input", "", "6", "", "mA"],
        ],
        8,
    )
    s.caption("Table 1  Electrical characteristics (continued on page 2)", 8)
    s.heading("Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Value", 150, "C"), Col("Unit", 99, "C")],
        [
            ["Supply voltage", "16", "V"],
            ["CP pin voltage", f"{PM}15", "V"],
            ["Storage temperature", "-40 to +85", DEG],
        ],
        8,
    )
    s.heading("Connector X1", 10.5, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Signal", 100), Col("Description", 349)],
        [
            ["1", "+12V", "Supply input"],
            ["2", "GND", "Supply ground"],
            ["3", "CP", "Control pilot to vehicle (1 kΩ series)"],
            ["4", "PP", "Proximity pilot (cable coding 13 / 20 / 32 / 63 A)"],
            ["5", "K1", "Contactor coil, low-side driver"],
            ["6", "A / B", "RS-485 (pins 6 and 7)"],
        ],
        8,
    )
    s.add_page()
    s.caption("Table 1  Electrical characteristics (continued)", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 139),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 75, "C"),
        ],
        [
            ["RS-485 baud rate", "Modbus RTU", "9600", "", "115200", "bd"],
            ["Operating temperature", "", "-30", "", "+50", DEG],
            ["Relative humidity", "non-condensing", "5", "", "95", "%"],
            ["Protection", "module only", "", "IP20", "", ""],
        ],
        8,
    )
    s.heading("Modbus holding registers (extract)", 10.5, rule=True)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 150), Col("Range", 120, "C"), Col("Unit", 159)],
        [
            ["1000", "Max charge current", "6 ... 32", "A"],
            ["1001", "Cable limit (PP)", "13 / 20 / 32 / 63", "A"],
            ["1002", "EVSE state", "1 ... 6", "-"],
            ["1010", "Slave address", "1 ... 247", "-"],
        ],
        8,
    )
    s.heading("Notes", 10.5, rule=True)
    s.bullets(
        [
            "The contactor coil must be a 12 V DC coil; the driver is not suitable for "
            "230 V AC coils - use an interposing relay.",
            "The EVC-32 is not a residual current device; a type A RCD is still required "
            "upstream. Tripping time of the RDC-DD input is not specified in this sheet.",
            "Energy metering (MID) is not included.",
        ],
        8,
    )
    revision_table(
        s,
        [["2024-02-01", "B", "Add -3P"], ["2025-03-12", "C", "Table 1 extended"]],
        (120, 80, 299),
    )
    return save(s, out / "evc-32.pdf")


# ------------------------------------------------ LoRaWAN water meter pulse counter (France)
def cpl(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Fiche produit  /  Product sheet",
        header_right="Hydrelis SAS",
        footer_left="Hydrelis SAS - Lyon - document FP-CPL2-EN-04",
        footer_right="{page}/{nb}",
        table_fill=(205, 225, 245),
        accent=(0, 70, 150),
    )
    s = Sheet(style, "CPL-2 product sheet")
    s.add_page()
    s.title_block("CPL-2", "LoRaWAN pulse counter for water and gas meters", "2 inputs", 22)

    def left() -> None:
        s.para(
            "CPL-2 reads the reed-switch or open-collector pulse output of up to two "
            "water meters and sends the index over LoRaWAN (EU868, class A). It runs for "
            "up to 10 years on its internal 3.6 V lithium cell (ER14505, 2.7 Ah) at one "
            "message per hour. The sleep current of the counter is 6 µA and the radio "
            "transmits at up to 14 dBm. Inputs count up to 10 Hz in reed mode and up to "
            "200 Hz in open-collector mode, with a minimum pulse width of 2 ms. An "
            "external 3.6 V supply may be used instead of the cell (3.0 to 3.7 V).",
            8.5,
        )

    def right() -> None:
        s.heading("Features", 9.5)
        s.bullets(
            [
                "2 pulse inputs, dry contact or open collector",
                "LoRaWAN 1.0.3, EU868",
                "Tamper and cable-cut alarm",
                "IP68 housing",
                "Operating temperature -25 °C to +70 °C",
                "NFC configuration",
            ],
            8,
        )

    s.side_by_side(left, right, 290)
    s.heading("Input characteristics", 10, rule=True)
    s.table(
        [Col("Parameter", 220), Col("Reed mode", 140, "C"), Col("Open-collector mode", 139, "C")],
        [
            ["Max. counting frequency", "10 Hz", "200 Hz"],
            ["Min. pulse width", "50 ms", "2 ms"],
            ["Wetting current", "6 µA (pull-up 470 kΩ)", "6 µA"],
            ["Open-circuit voltage", "3.6 V", "3.6 V"],
        ],
        8,
    )
    s.para(
        "Only potential-free contacts or open-collector / open-drain outputs may be "
        "connected. An active voltage on the inputs above 3.6 V is not allowed.",
        8,
    )
    s.add_page()
    s.heading("Radio", 10, rule=True)
    s.leaders(
        [
            ("Frequency band", "863 - 870 MHz"),
            ("TX power", "14 dBm max."),
            ("RX sensitivity", "-137 dBm (SF12)"),
            ("Payload", "index + alarms, 11 bytes"),
        ],
        8.5,
    )
    s.heading("Ordering information", 10, rule=True)
    s.table(
        [Col("Order code", 150), Col("Description", 349)],
        [
            ["CPL-2-868", "2-input pulse counter, EU868, internal cell"],
            ["CPL-2-868-X", "as above, with 1.5 m cable gland for external supply"],
            ["ACC-200", "wall bracket"],
        ],
        8,
    )
    s.para(
        "Battery life figures assume 25 °C and one uplink per hour at SF7. Battery life at "
        "SF12 is not specified. The M-Bus and wM-Bus interfaces are not available on "
        "this product.",
        8,
    )
    return save(s, out / "cpl-2.pdf")


# ------------------------------------------------ 4-ch RS-485 pulse counter (China)
def zjpc(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="ZJ-PC4 4-Channel Pulse Counter Module  Manual",
        header_right="Hangzhou Zhaojin IoT Technology Co., Ltd.",
        footer_left="Doc. ZJ-PC4-M-2.0",
        footer_right="- {page} -",
        table_fill=(225, 225, 240),
        accent=(40, 40, 140),
    )
    s = Sheet(style, "ZJ-PC4 manual")
    s.add_page()
    s.title_block("ZJ-PC4", "4-Channel Water Meter Pulse Counter, RS-485 Modbus RTU", "", 19)
    s.para(
        "The ZJ-PC4 counts the pulses of up to four water meters or flow meters and keeps "
        "the totals in FRAM when power is lost. The host reads the counters over RS-485 "
        "(Modbus RTU). DIN-rail housing, 35mm rail.",
        8.5,
    )
    s.heading("1. Specifications", 10, rule=True)
    s.table(
        [Col("Parameter", 200), Col("Value", 220, "C"), Col("Unit", 79, "C")],
        [
            ["Power supply", f"9{FWT}30 (DC)", "V"],
            ["Power consumption", f"{LE}0.8", "W"],
            ["Input type", "NPN / dry contact / PNP", "-"],
            ["Input high level\n(PNP mode)", f"5{FWT}30", "V"],
            ["Input low level\n(PNP mode)", f"0{FWT}1.5", "V"],
            ["Max. input frequency", "1", "kHz"],
            ["Counter range", "0～4294967295", "-"],
            ["Baud rate", f"1200{FWT}115200", "bps"],
            ["Operating temperature", f"-20{FWT}+60", FW_C],
            ["Isolation", "2500 (input to RS-485)", "V"],
        ],
        8,
    )
    s.para("Default communication: 9600bps, 8N1, slave address 1.", 8.5)
    s.heading("2. Terminals", 10, rule=True)
    s.table(
        [Col("Terminal", 80, "C"), Col("Name", 100, "C"), Col("Description", 319)],
        [
            ["1", "V+", "Power +"],
            ["2", "V-", "Power -"],
            ["3 / 4", "A / B", "RS-485"],
            ["5-8", "DI1-DI4", "Pulse inputs"],
            ["9", "COM", "Input common"],
        ],
        8,
    )
    s.add_page()
    s.heading("3. Modbus Register Map", 10, rule=True)
    s.table(
        [Col("Register", 80, "C"), Col("Content", 200), Col("Type", 80, "C"), Col("R/W", 139, "C")],
        [
            ["0x0000", "Counter CH1 (32-bit)", "UINT32", "R/W"],
            ["0x0002", "Counter CH2 (32-bit)", "UINT32", "R/W"],
            ["0x0004", "Counter CH3 (32-bit)", "UINT32", "R/W"],
            ["0x0006", "Counter CH4 (32-bit)", "UINT32", "R/W"],
            ["0x0100", "Filter time 1~250 ms", "UINT16", "R/W"],
            ["0x0101", "Baud code 0~7", "UINT16", "R/W"],
        ],
        8,
    )
    s.heading("4. Notes", 10, rule=True)
    s.lines(
        [
            f"1{FWC}Dry contact and NPN inputs are supplied by the module (12V internal).",
            f"2{FWC}Input voltage above 30V will damage the input.",
            f"3{FWC}IP rating{FWC}IP20 (indoor cabinet).",
            f"4{FWC}Storage temperature{FWC}-40{FWT}+85{FW_C}",
        ],
        8.5,
    )
    revision_table(
        s,
        [["2024-08-20", "2.0", "PNP input added"]],
        (120, 80, 299),
    )
    return save(s, out / "zj-pc4.pdf")
