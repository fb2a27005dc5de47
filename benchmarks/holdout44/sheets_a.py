"""Hold-out 44 datasheets, part 1: a smart card interface IC, a DC UPS module,
a mini frequency converter and an M-Bus slave transceiver.

A Dutch semiconductor product data sheet (limiting values vs characteristics,
condition sentence, unnamed condition rows, one row set per card class), a
Chinese module user manual (full-width key-value lines, one column per output
version, FAQ), a Swedish drive leaflet (one column per ordering code, table
continued on page 2, terminal and parameter lists) and a Japanese IC
specification (absolute maximum and recommended rows with the same names,
one row per version, typ.-only table).
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
MINUS = "\u2212"


# ------------------------------------------------ smart card interface IC (NL)
def nxc8035(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Ostermark Semiconductors",
        header_right="NXC8035",
        footer_left="NXC8035 Product data sheet Rev. 3 — 14 March 2023",
        footer_right="{page} of {nb}",
        table_fill=(225, 232, 240),
        accent=(0, 70, 110),
    )
    s = Sheet(style, "NXC8035 smart card interface")
    s.add_page()
    s.title_block(
        "NXC8035",
        "Low-power smart card interface with 5 V, 3 V and 1.8 V card supply",
        "Product data sheet",
        20,
    )
    s.heading("1. General description", 10)
    s.para(
        "The NXC8035 is a complete analog interface for asynchronous ISO/IEC 7816 "
        "smart cards (class A, B and C). A charge pump generates the card supply "
        "VCC from VDDP, so 5 V cards can be powered from a 3.3 V system. The host "
        "side (I/OUC, CLKIN, CMDVCCN, RSTIN, OFFN) runs from a separate interface "
        "supply VDDIO.",
        8.5,
    )
    s.heading("2. Features and benefits", 10)
    s.bullets(
        [
            "Card supply 5 V, 3 V or 1.8 V selected by pins VSEL0 / VSEL1",
            "Card clock up to 20 MHz, from CLKIN divided by 1, 2, 4 or 8",
            "ESD protection on all card contacts: " + PM + "8 kV (HBM)",
            "Automatic activation and deactivation sequences per ISO/IEC 7816-3",
            "Shutdown mode with less than 1 " + MU + "A supply current",
            "Card presence input with built-in debounce (8 ms typical)",
        ],
        8.5,
    )
    s.heading("3. Ordering information", 10)
    s.table(
        [Col("Type number", 120), Col("Package", 110), Col("Description", 269)],
        [
            ["NXC8035TS", "TSSOP28", "plastic thin shrink small outline, 28 leads"],
            ["NXC8035HN", "HVQFN32", "plastic quad flat, no leads, 32 terminals, 5 × 5 mm"],
        ],
        8,
    )
    s.heading("4. Pinning information", 10)
    s.table(
        [
            Col("Symbol", 80),
            Col("Pin (TSSOP28)", 80, "C"),
            Col("Pin (HVQFN32)", 80, "C"),
            Col("Description", 259),
        ],
        [
            ["VDDP", "10", "9", "power supply for the charge pump"],
            ["VDDIO", "21", "24", "host interface supply"],
            ["VCC", "17", "19", "card supply output (contact C1)"],
            ["I/OUC", "26", "29", "host data I/O, 11 k" + "\u03a9" + " pull-up to VDDIO"],
            ["CLK", "15", "17", "card clock output (contact C3)"],
            ["VSEL0 / VSEL1", "3 / 4", "2 / 3", "card supply selection"],
        ],
        8,
    )
    s.heading("5. Limiting values", 10)
    s.para("In accordance with the Absolute Maximum Rating System (IEC 60134).", 8)
    s.table(
        [
            Col("Symbol", 55),
            Col("Parameter", 140),
            Col("Conditions", 150),
            Col("Min", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["V_{DDP}", "supply voltage", "", "-0.3", "+6.5", "V"],
            ["V_{DDIO}", "interface supply voltage", "", "-0.3", "+4.0", "V"],
            ["V_{I}", "input voltage", "host pins", "-0.3", "V_{DDIO} + 0.3", "V"],
            ["T_{stg}", "storage temperature", "", "-55", "+150", DEG],
            ["T_{amb}", "ambient temperature", "", "-40", "+85", DEG],
        ],
        8,
    )
    s.add_page()
    s.heading("6. Static characteristics", 10)
    s.caption("Table 6. Static characteristics")
    s.para(
        "VDDP = 5.0 V; VDDIO = 3.3 V; Tamb = 25 °C; all voltages referenced to GND; "
        "unless otherwise specified.",
        8,
    )
    cols = [
        Col("Symbol", 55),
        Col("Parameter", 120),
        Col("Conditions", 170),
        Col("Min", 40, "C"),
        Col("Typ", 40, "C"),
        Col("Max", 40, "C"),
        Col("Unit", 34, "C"),
    ]
    s.table(
        cols,
        [
            ["Supplies"],
            ["V_{DDP}", "supply voltage", "", "3.0", "", "5.5", "V"],
            ["V_{DDIO}", "interface supply\nvoltage", "", "1.6", "", "3.6", "V"],
            ["I_{DDP}", "supply current", "shutdown mode, OFFN = LOW", "", "0.1", "1", MU + "A"],
            ["", "", "active, card not activated", "", "0.9", "1.5", "mA"],
            ["", "", "VCC = 5 V, ICC = 65 mA", "", "", "150", "mA"],
            ["Card supply"],
            [
                "V_{CC}",
                "card supply voltage",
                "5 V card; ICC " + LE + " 65 mA",
                "4.75",
                "5.0",
                "5.25",
                "V",
            ],
            ["", "", "3 V card; ICC " + LE + " 65 mA", "2.85", "3.0", "3.15", "V"],
            ["", "", "1.8 V card; ICC " + LE + " 35 mA", "1.71", "1.8", "1.89", "V"],
            ["I_{CC}", "card supply current", "5 V and 3 V card", "", "", "65", "mA"],
            ["", "", "1.8 V card", "", "", "35", "mA"],
            ["Card clock"],
            ["f_{CLK}", "clock frequency", "on contact C3", "0", "", "20", "MHz"],
            ["Host interface (I/OUC, CLKIN, RSTIN, CMDVCCN)"],
            ["V_{IH}", "", "", "0.7V_{DDIO}", "", "V_{DDIO} + 0.3", "V"],
            ["V_{IL}", "", "", "-0.3", "", "0.3V_{DDIO}", "V"],
            ["V_{OL}", "", "IOL = 1 mA", "", "", "0.3", "V"],
        ],
        7.5,
    )
    s.para(
        "Note: VDDP below 4.5 V supports 5 V cards only up to ICC = 40 mA (charge pump in "
        "doubler mode). Operation in automotive applications (AEC-Q100) is not specified.",
        8,
    )
    s.heading("7. Revision history", 10)
    revision_table(
        s,
        [
            ["14 March 2023", "Rev. 3", "1.8 V card class added"],
            ["2 June 2021", "Rev. 2", "HVQFN32 package added"],
        ],
        (100, 60, 339),
    )
    return save(s, out / "nxc8035.pdf")


# ------------------------------------------------ DC UPS module (CN)
def hxups(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Shenzhen Huaxin Power Technology Co., Ltd.",
        header_right="HX-UPS Series User Manual V1.3",
        footer_left="www.huaxin-power.example",
        footer_right="- {page} -",
        table_fill=(255, 236, 200),
        accent=(200, 60, 0),
    )
    s = Sheet(style, "HX-UPS mini DC UPS user manual")
    s.add_page()
    s.title_block(
        "HX-UPS05 / HX-UPS09 / HX-UPS12",
        "Mini DC UPS Module (built-in 2×18650) — User Manual",
        "For routers, optical modems (ONU), IP cameras and door access controllers",
        18,
    )
    s.heading("1. Product introduction", 11)
    s.para(
        "The HX-UPS series keeps your equipment running when the mains adapter fails. "
        "When the input is present the module supplies the load and charges the built-in "
        "battery; when the input drops, the battery takes over without interruption.",
        9,
    )
    s.heading("2. Basic parameters", 11)
    s.lines(
        [
            "Input voltage" + FWC + "DC 12V (11" + FWT + "13V)",
            "Input connector" + FWC + "DC 5.5×2.1mm female",
            "Battery" + FWC + "2 × 18650 Li-ion, 7.4V 2600mAh (built-in)",
            "Charging current" + FWC + "0.5A",
            "Switchover time" + FWC + "0ms (seamless)",
            "Operating temperature" + FWC + "-10" + FWT + "45" + FW_C,
            "Charging temperature" + FWC + "0" + FWT + "45" + FW_C,
            "Storage temperature" + FWC + "-20" + FWT + "60" + FW_C,
        ],
        9,
    )
    s.heading("3. Version parameters", 11)
    s.table(
        [
            Col("Item", 170),
            Col("HX-UPS05", 110, "C"),
            Col("HX-UPS09", 110, "C"),
            Col("HX-UPS12", 109, "C"),
        ],
        [
            ["Output voltage", "5V" + PM + "5%", "9V" + PM + "5%", "12V" + PM + "5%"],
            ["Max. output current", "3A", "2A", "1.5A"],
            ["Output ripple", LE + "80mV", LE + "100mV", LE + "120mV"],
            ["Backup time\n(1A load, full battery)", "≈3.5h", "≈2h", "≈1.4h"],
            ["No-load current\n(battery mode)", LE + "12mA", LE + "15mA", LE + "18mA"],
            ["Extra USB output", "5V 1A", "—", "—"],
        ],
        8.5,
    )
    s.para(
        "Note: output current above the max. value triggers over-current protection; the "
        "output recovers after the load is removed.",
        8.5,
    )
    s.heading("4. Protection", 11)
    s.lines(
        [
            "Over-discharge protection" + FWC + "6.0V (battery)",
            "Over-charge protection" + FWC + "8.4V (battery)",
            "Short-circuit protection" + FWC + "yes, self-recovery",
        ],
        9,
    )
    s.add_page()
    s.heading("5. Wiring", 11)
    s.table(
        [Col("No.", 50, "C"), Col("Port", 140), Col("Description", 309)],
        [
            ["1", "DC IN", "12V adapter input, centre positive"],
            ["2", "DC OUT", "output to the load, centre positive"],
            ["3", "USB", "5V USB-A output (HX-UPS05 only)"],
            ["4", "SW", "power switch (OFF = battery disconnected for transport)"],
        ],
        8.5,
    )
    s.heading("6. LED indication", 11)
    s.table(
        [Col("LED", 120), Col("State", 379)],
        [
            ["Red on", "charging"],
            ["Green on", "battery full / input present"],
            ["Green flash 1Hz", "battery mode (input failed)"],
            ["Red flash 2Hz", "battery low, about 10% left"],
        ],
        8.5,
    )
    s.heading("7. FAQ", 11)
    s.para(
        "Q1: Can I power a 12V 2A router?  A: The HX-UPS12 delivers max. 1.5A. Please check "
        "the real current of your router; most routers need less than 1A.",
        9,
    )
    s.para(
        "Q2: Can the module be installed outdoors?  A: The case is not waterproof. IP rating "
        "is not specified; install indoors only.",
        9,
    )
    s.para(
        "Q3: Can I replace the cells with LiFePO4 cells?  A: No. The charger is for Li-ion "
        "(4.2V per cell) only.",
        9,
    )
    s.para(
        "Q4: Can I use a 24V adapter?  A: No. Input above 13V may damage the module.",
        9,
    )
    s.heading("8. Package contents", 11)
    s.lines(["HX-UPS module ×1, DC cable 5.5×2.1mm ×1, user manual ×1"], 9)
    return save(s, out / "hx-ups.pdf")


# ------------------------------------------------ mini frequency converter (SE)
def nvd(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="NORDVIK DRIVTEKNIK AB",
        header_right="NVD-S Micro Drive — Technical data",
        footer_left="Nordvik Drivteknik AB, Västerås, Sweden · Doc. TD-NVDS-EN-04",
        footer_right="{page}/{nb}",
        table_fill=None,
        accent=(0, 95, 60),
        grid=False,
    )
    s = Sheet(style, "NVD-S micro drive technical data")
    s.add_page()
    s.title_block(
        "NVD-S Micro Drive",
        "Frequency converter 1 × 230 V AC, 0.2 … 0.75 kW, for 3-phase induction motors",
        "NVD-S02 · NVD-S04 · NVD-S07",
        22,
    )
    s.para(
        "The NVD-S is a compact frequency converter for fans, pumps and conveyors. V/f or "
        "sensorless vector control, built-in EMC filter (category C2), RS-485 with Modbus "
        "RTU, one relay output and a keypad with potentiometer. DIN-rail or wall mounting.",
        9,
    )
    s.heading("Table 1  Ratings", 11, rule=True)
    s.para(
        "Mains supply 1 × 200 … 240 V AC −15 % / +10 %, 50 / 60 Hz. Ratings at an ambient "
        "temperature of 40 °C and a switching frequency of 8 kHz.",
        8.5,
    )
    s.table(
        [
            Col("", 200),
            Col("Unit", 50, "C"),
            Col("NVD-S02", 83, "C"),
            Col("NVD-S04", 83, "C"),
            Col("NVD-S07", 83, "C"),
        ],
        [
            ["Motor rating", "kW", "0.2", "0.4", "0.75"],
            ["Rated output current I_{N}", "A", "1.4", "2.5", "4.2"],
            ["Overload current\n(60 s every 10 min)", "A", "2.1", "3.8", "6.3"],
            ["Input current", "A", "3.2", "5.4", "9.1"],
            ["Mains fuse (gG)", "A", "10", "10", "16"],
            ["Power loss", "W", "20", "32", "50"],
            ["Weight", "kg", "0.7", "0.7", "0.9"],
        ],
        8.5,
    )
    s.heading("Table 2  General data", 11, rule=True)
    s.table(
        [Col("", 250), Col("", 249)],
        [
            ["Output voltage", "3 × 0 … mains voltage"],
            ["Output frequency", "0 … 400 Hz"],
            ["Switching frequency", "2 … 16 kHz (default 8 kHz)"],
            ["Acceleration / deceleration time", "0.1 … 3600 s"],
            ["Braking", "DC braking; no brake chopper"],
            ["EMC filter", "built in, EN 61800-3 category C2"],
        ],
        8.5,
        show_head=False,
    )
    s.add_page()
    s.heading("Table 2  General data (continued)", 11, rule=True)
    s.table(
        [Col("", 250), Col("", 249)],
        [
            ["Ambient temperature, operation", "-10 … +40 °C\n(+50 °C with 2.5 %/K derating)"],
            ["Ambient temperature, storage", "-25 … +70 °C"],
            ["Relative humidity", "5 … 95 %, non-condensing"],
            ["Degree of protection", "IP20"],
            ["Altitude", "up to 1000 m without derating"],
        ],
        8.5,
        show_head=False,
    )
    s.heading("Table 3  Control terminals", 11, rule=True)
    s.table(
        [Col("Terminal", 60, "C"), Col("Name", 60), Col("Function / data", 379)],
        [
            ["1", "+10V", "Reference voltage for potentiometer, max. 10 mA"],
            [
                "2",
                "AI1",
                "Analog input 0 … 10 V (Ri = 100 kΩ) or 0 … 20 mA / 4 … 20 mA (Ri = 250 Ω)",
            ],
            ["3", "GND", "Signal ground"],
            ["4 … 7", "DI1 … DI4", "Digital inputs, PNP: High 15 … 30 V, Low < 5 V, 6 mA at 24 V"],
            ["8", "+24V", "Auxiliary voltage output 24 V DC, max. 100 mA"],
            ["9 / 10", "A / B", "RS-485, Modbus RTU, 9600 / 19200 / 38400 bit/s"],
            ["11 … 13", "RO1", "Relay NO/NC, 250 V AC 2 A / 30 V DC 2 A"],
        ],
        8.5,
    )
    s.para(
        "Motor cable length and operation on a 3-phase mains supply are not specified for "
        "the NVD-S; consult Nordvik before such use.",
        8.5,
    )
    s.heading("Table 4  Selected parameters", 11, rule=True)
    s.table(
        [
            Col("No.", 60, "C"),
            Col("Parameter", 220),
            Col("Range", 120, "C"),
            Col("Default", 99, "C"),
        ],
        [
            ["P1.01", "Motor rated voltage", "100 … 240 V", "230 V"],
            ["P1.02", "Motor rated frequency", "20 … 400 Hz", "50 Hz"],
            ["P2.05", "Maximum frequency", "1 … 400 Hz", "50 Hz"],
            ["P5.01", "Modbus address", "1 … 247", "1"],
            ["P5.02", "Baud rate", "0 = 9600, 1 = 19200, 2 = 38400", "1"],
        ],
        8.5,
    )
    return save(s, out / "nvd-s.pdf")


# ------------------------------------------------ M-Bus slave transceiver (JP)
def mbt21(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KAGETSU DENSHI",
        header_right="MBT-21 Series  Technical Specification",
        footer_left="No. KD-MBT21-E02",
        footer_right="{page} / {nb}",
        table_fill=(235, 235, 235),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "MBT-21 M-Bus slave transceiver")
    s.add_page()
    s.title_block(
        "MBT-21A / MBT-21B",
        "M-Bus (Meter-Bus) Slave Transceiver IC",
        "EN 13757-2 physical layer for heat, water and gas meters",
        20,
    )
    s.heading("■ Features", 10.5)
    s.bullets(
        [
            "Bus powered: the meter electronics can be supplied from the M-Bus",
            "Baud rate 300" + FWT + "9600 bps",
            "Unit load programmable 1 / 2 / 3 / 4 UL with pin STC",
            "Power-fail output PF for back-up battery switchover",
            "Polarity independent bus connection",
        ],
        9,
        "・",
    )
    s.heading("■ Line-up", 10.5)
    s.table(
        [Col("Part number", 150), Col("VDD output", 150, "C"), Col("Package", 199, "C")],
        [["MBT-21A", "3.3V", "SOP-16"], ["MBT-21B", "5.0V", "SOP-16"]],
        8.5,
    )
    s.heading("■ Absolute maximum ratings", 10.5)
    s.table(
        [Col("Item", 200), Col("Symbol", 80, "C"), Col("Rating", 140, "C"), Col("Unit", 79, "C")],
        [
            ["Bus voltage", "V_{BUS}", "-0.3" + FWT + "+50", "V"],
            ["VDD pin voltage", "V_{DD}", "-0.3" + FWT + "+6.0", "V"],
            ["Operating temperature", "T_{opr}", "-40" + FWT + "+85", FW_C],
            ["Storage temperature", "T_{stg}", "-55" + FWT + "+125", FW_C],
        ],
        8.5,
    )
    s.heading("■ Recommended operating conditions", 10.5)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 80, "C"),
            Col("Min.", 55, "C"),
            Col("Typ.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Bus voltage", "V_{BUS}", "12", "36", "42", "V"],
            ["Operating temperature", "T_{opr}", "-25", "", "+70", FW_C],
        ],
        8.5,
    )
    s.heading("■ Pin description", 10.5)
    s.table(
        [Col("Pin No.", 60, "C"), Col("Name", 80), Col("Function", 359)],
        [
            ["1, 16", "BUSL1, BUSL2", "M-Bus line connection"],
            ["4", "STC", "unit load setting (open = 1 UL)"],
            ["6", "VDD", "regulated output for the meter controller"],
            ["9", "RX", "received data output (open drain)"],
            ["10", "TX", "transmit data input"],
            ["12", "PF", "power-fail output, low active"],
        ],
        8.5,
    )
    s.add_page()
    s.heading("■ Electrical characteristics", 10.5)
    s.para("(Ta = 25" + FW_C + ", VBUS = 36V, unless otherwise noted)", 8.5)
    s.table(
        [
            Col("Item", 120),
            Col("Symbol", 50, "C"),
            Col("Condition", 130),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Bus current", "I_{BUS}", "STC open (1 UL)", "1.3", "1.5", "1.65", "mA"],
            ["", "", "STC = VDD (2 UL)", "2.6", "3.0", "3.3", "mA"],
            ["Modulation current", "I_{MC}", "TX = L", "11", "15", "20", "mA"],
            ["VDD output voltage", "V_{DD}", "MBT-21A, IDD = 0.5mA", "3.2", "3.3", "3.4", "V"],
            ["", "", "MBT-21B, IDD = 0.5mA", "4.85", "5.0", "5.15", "V"],
            ["VDD output current", "I_{DD}", "", "", "", "1.0", "mA"],
            ["TX input voltage", "V_{IH}", "", "0.8V_{DD}", "", "V_{DD}", "V"],
            ["", "V_{IL}", "", "0", "", "0.2V_{DD}", "V"],
            ["RX output low voltage", "V_{OL}", "IOL = 1mA", "", "", "0.4", "V"],
        ],
        8,
    )
    s.heading("■ Timing (reference values)", 10.5)
    s.para("The following values are typical and not guaranteed.", 8.5)
    s.table(
        [Col("Item", 250), Col("Typ.", 120, "C"), Col("Unit", 129, "C")],
        [
            ["Power-fail detection delay", "2", "ms"],
            ["Start-up time after bus voltage applied", "15", "ms"],
            ["Mark/space detection threshold (below mark)", "5.5", "V"],
        ],
        8.5,
    )
    s.heading("■ Notes", 10.5)
    s.bullets(
        [
            "The VDD output supplies a low-power meter controller only; for loads above "
            "1.0mA use a back-up battery.",
            "The isolation voltage between the bus and the meter electronics is not specified.",
            "Do not connect the bus to a voltage above 42V in operation.",
        ],
        9,
        "※",
    )
    return save(s, out / "mbt-21.pdf")
