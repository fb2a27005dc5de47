"""Hold-out 40 datasheets: two RS-485-to-Ethernet gateways and two Z-Wave radio modules.

A Chinese module user manual (full-width key-value lines, one column per
version, default-settings table, FAQ), a German bilingual DIN-rail gateway
leaflet (condition sentence, units column, table continued on page 2, limit
values overlapping the operating table), a US semiconductor module data sheet
(condition sentence, symbol-only rows, unnamed second rows, one column per
ordering code, pin table) and a Korean module specification (numbered
sections, "typ." only current table, notes).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FW_COLON = "\uff1a"
FW_TILDE = "\uff5e"
LE = "\u2264"
GE = "\u2265"
ELL = "\u2026"


# ------------------------------------------------ RS-485 / Ethernet (China)
def netb485(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="NETB-485 Serial Device Server Module  User Manual V1.3",
        header_right="Shenzhen Huilian IoT Technology Co., Ltd.",
        footer_left="www.huilian-iot.example  Tel: 0755-0000-0000",
        footer_right="{page} / {nb}",
        table_fill=(205, 225, 245),
        accent=(0, 70, 140),
        grid=True,
    )
    s = Sheet(style, "NETB-485 user manual")
    s.add_page()
    s.title_block("NETB-485S / NETB-485W", "RS-485 to Ethernet Serial Server Module", "", 19)
    s.heading("1. Product Overview", 10, rule=True)
    s.para(
        "NETB-485 converts one RS-485 half-duplex port to 10/100M Ethernet. Data is "
        "forwarded transparently in TCP Server, TCP Client or UDP mode, and the module "
        "can act as a Modbus TCP to Modbus RTU gateway. Two versions are offered: "
        "NETB-485S (5V board-level supply) and NETB-485W (wide input, isolated RS-485).",
        8.5,
    )
    s.heading("2. Basic Parameters", 10, rule=True)
    c, t = FW_COLON, FW_TILDE
    s.lines(
        [
            f"Ethernet{c}10/100Mbps, RJ45, auto MDI/MDIX",
            f"Serial port{c}RS-485 half duplex (A+, B-, GND)",
            f"Baud rate{c}1200{t}230400bps",
            f"Data bits{c}7 / 8   Stop bits{c}1 / 2   Parity{c}None / Odd / Even",
            f"Network protocols{c}TCP Server, TCP Client, UDP, Modbus TCP, DHCP, DNS",
            f"TCP Server connections{c}up to 4 clients",
            f"Operating temperature{c}-40{t}85{FW_C}",
            f"Storage temperature{c}-40{t}105{FW_C}",
            f"Operating humidity{c}5{t}95%RH (non-condensing)",
        ],
        8.5,
    )
    s.heading("3. Electrical Parameters", 10, rule=True)
    s.table(
        [Col("Parameter", 179), Col("NETB-485S", 160, "C"), Col("NETB-485W", 160, "C")],
        [
            ["Supply voltage", f"5V{PM}5%", f"9{t}36V DC"],
            ["Working current\n(average)", f"{LE}130mA", f"{LE}55mA (12V)"],
            ["Peak current", f"{LE}180mA", f"{LE}90mA (12V)"],
            ["RS-485 isolation", "none", "1500V DC"],
            ["RS-485 ESD protection", f"{PM}4kV contact", f"{PM}8kV contact"],
            ["Max. nodes on bus", "32", "32"],
            ["Dimensions", "45 x 30 x 14mm", "78 x 52 x 24mm"],
        ],
        8,
    )
    s.heading("4. Pin Definition (NETB-485S)", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Description", 369)],
        [
            ["1", "VIN", "Power input 5V"],
            ["2", "GND", "Ground"],
            ["3", "A+", "RS-485 A"],
            ["4", "B-", "RS-485 B"],
            ["5", "RST", "Restore factory settings: pull low for 5s"],
            ["6", "LINK", "Network status output, high when connected (3.3V)"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Factory Default Settings", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("Default", 299)],
        [
            ["IP address", "192.168.1.200 (static)"],
            ["Subnet mask", "255.255.255.0"],
            ["Local port", "8234"],
            ["Serial", "9600bps, 8N1"],
            ["Web login", "admin / admin"],
        ],
        8,
    )
    s.heading("6. FAQ", 10, rule=True)
    s.para("Q1: Can the NETB-485S be powered from a 12V or 24V supply?", 8.5, bold=True)
    s.para(
        "A: No. The NETB-485S accepts 5V only (4.75V to 5.25V); higher voltage will "
        "damage the module. Use the NETB-485W for 12V or 24V control cabinets.",
        8.5,
    )
    s.para("Q2: Does the module support PoE?", 8.5, bold=True)
    s.para(
        "A: PoE (Power over Ethernet) is not specified for either version. Please "
        "supply power through the VIN terminal.",
        8.5,
    )
    s.para("Q3: Is a 120 ohm terminal resistor fitted?", 8.5, bold=True)
    s.para(
        "A: No terminal resistor is fitted on the NETB-485S. The NETB-485W has a "
        "120 ohm resistor that can be enabled with DIP switch 1.",
        8.5,
    )
    s.para("Q4: How long is the RS-485 cable allowed to be?", 8.5, bold=True)
    s.para(
        "A: Up to 1200m at 9600bps with twisted pair. Higher baud rates need shorter cables.",
        8.5,
    )
    s.para("Q5: What is the maximum length of the Ethernet cable?", 8.5, bold=True)
    s.para("A: 100m (standard Cat5e).", 8.5)
    s.heading("7. Ordering Information", 10, rule=True)
    s.table(
        [Col("Order code", 150), Col("Supply", 120, "C"), Col("Housing", 229)],
        [
            ["NETB-485S", "5V", "PCB module, 2.54mm pins"],
            ["NETB-485W", f"9{t}36V", "Plastic case, 35mm DIN rail clip"],
        ],
        8,
    )
    revision_table(s, [["2024-06-10", "V1.3", "Added NETB-485W"]], (120, 80, 299))
    return save(s, out / "netb-485.pdf")


# ------------------------------------------------ RS-485 / Ethernet (Germany)
def erg1100(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="ERG 1100 / ERG 1102  Modbus-Gateway",
        header_right="Rheintal Automation GmbH",
        footer_left="Datenblatt / Data sheet  DB-ERG1100-DE/EN  Ausgabe 03/2024",
        footer_right="Seite / page {page}",
        table_fill=(225, 225, 225),
        accent=(0, 90, 60),
        grid=False,
    )
    s = Sheet(style, "ERG 1100 Datenblatt")
    s.add_page()
    s.title_block(
        "ERG 1100 / ERG 1102",
        "Modbus-Gateway RS-485 / Ethernet  -  Modbus gateway RS-485 / Ethernet",
        "",
        19,
    )
    s.heading("Merkmale / Features", 10, rule=True)
    s.bullets(
        [
            "Modbus TCP \u2194 Modbus RTU, bis zu 8 TCP-Verbindungen / up to 8 TCP connections",
            "ERG 1100: 1 x RS-485, ERG 1102: 2 x RS-485, galvanisch getrennt / isolated",
            "Hutschienenmontage TS 35, Breite 22,5 mm / DIN rail mounting, width 22.5 mm",
            "Power over Ethernet wird nicht unterst\u00fctzt / PoE is not supported",
        ],
        8.5,
    )
    s.heading("Grenzwerte / Absolute maximum ratings", 10, rule=True)
    s.table(
        [
            Col("Parameter", 260),
            Col("Symbol", 60, "C"),
            Col("Wert / value", 110, "C"),
            Col("Einheit", 69, "C"),
        ],
        [
            ["Versorgungsspannung / Supply voltage", "UB", "36", "V DC"],
            ["Spannung A, B gegen SG / Voltage A, B to SG", "", f"-7 {ELL} +12", "V"],
            ["Betriebstemperatur / Operating temperature", "Tu", f"-30 {ELL} +75", DEG],
        ],
        8,
    )
    s.heading("Technische Daten / Technical data", 10, rule=True)
    s.para(
        "Alle Angaben bei UB = 24 V DC, Tu = 25 " + DEG + ", sofern nicht anders angegeben. / "
        "All data at UB = 24 V DC, Tu = 25 " + DEG + " unless otherwise noted.",
        8,
    )
    s.caption("Tabelle 2 / Table 2")
    cols = [
        Col("Parameter", 190),
        Col("Symbol", 45, "C"),
        Col("min.", 50, "C"),
        Col("typ.", 50, "C"),
        Col("max.", 50, "C"),
        Col("Einheit / unit", 114, "C"),
    ]
    s.table(
        cols,
        [
            ["Versorgung / Supply"],
            ["Versorgungsspannung\nSupply voltage", "UB", "10", "24", "30", "V DC"],
            ["Stromaufnahme ERG 1100\nCurrent consumption ERG 1100", "IB", "", "60", "90", "mA"],
            ["Stromaufnahme ERG 1102\nCurrent consumption ERG 1102", "IB", "", "85", "120", "mA"],
            ["Schnittstellen / Interfaces"],
            ["Ethernet", "", "", "10/100", "", "Mbit/s"],
            ["Baudrate RS-485\nBaud rate RS-485", "", "300", "", "921600", "bit/s"],
            ["Busteilnehmer je Port\nBus nodes per port", "", "", "", "32", ""],
            ["Isolationsspannung\nIsolation voltage", "", "", "", "2500", "V AC"],
        ],
        8,
    )
    s.add_page()
    s.caption("Tabelle 2 (Fortsetzung) / Table 2 (continued)")
    s.table(
        cols,
        [
            ["Umgebung / Environment"],
            ["Betriebstemperatur\nOperating temperature", "Tu", "-25", "", "+70", DEG],
            ["Lagertemperatur\nStorage temperature", "Ts", "-40", "", "+85", DEG],
            ["Relative Feuchte\nRelative humidity", "", "10", "", "90", "% (keine Betauung)"],
            ["Schutzart / Protection class", "", "", "IP20", "", ""],
        ],
        8,
    )
    s.para(
        "Betrieb bis -30 " + DEG + " / +75 " + DEG + " ist kurzzeitig zul\u00e4ssig (siehe "
        "Grenzwerte), die Daten der Tabelle 2 gelten dann nicht. / Short-term operation down "
        "to -30 " + DEG + " and up to +75 " + DEG + " is permitted (see limit values); Table 2 "
        "does not apply then.",
        8,
    )
    s.heading("Anschlussbelegung / Terminal assignment", 10, rule=True)
    s.table(
        [
            Col("Klemme / terminal", 110, "C"),
            Col("Signal", 90, "C"),
            Col("Beschreibung / description", 299),
        ],
        [
            ["X1.1", "+UB", "Versorgung / supply 24 V DC"],
            ["X1.2", "0V", "Masse / ground"],
            ["X2.1 / X3.1", "A", "RS-485 A (Port 1 / Port 2)"],
            ["X2.2 / X3.2", "B", "RS-485 B"],
            ["X2.3 / X3.3", "SG", "Signalmasse / signal ground"],
        ],
        8,
    )
    s.heading("Hinweise / Notes", 10, rule=True)
    s.para(
        "Ein 120-Ohm-Abschlusswiderstand je Port ist per DIP-Schalter zuschaltbar. / A 120 "
        "ohm termination resistor per port can be switched in by DIP switch. Die maximale "
        "Leitungsl\u00e4nge RS-485 ist nicht spezifiziert; sie h\u00e4ngt von Baudrate und Kabel ab. "
        "/ The maximum RS-485 cable length is not specified; it depends on baud rate and cable. "
        "Zulassungen (UL, ATEX) sind f\u00fcr dieses Ger\u00e4t nicht spezifiziert. / Approvals "
        "(UL, ATEX) are not specified for this device.",
        8,
    )
    s.heading("Bestellangaben / Ordering data", 10, rule=True)
    s.table(
        [
            Col("Typ / type", 120),
            Col("Art.-Nr. / part no.", 120, "C"),
            Col("Ports", 60, "C"),
            Col("VE / pack", 199, "C"),
        ],
        [
            ["ERG 1100", "2904110", "1", "1"],
            ["ERG 1102", "2904112", "2", "1"],
        ],
        8,
    )
    revision_table(s, [["03/2024", "C", "ERG 1102 erg\u00e4nzt / added"]], (110, 70, 319))
    return save(s, out / "erg1100.pdf")


# ------------------------------------------------ Z-Wave module (US)
def zm7012(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="ZM-7012  Z-Wave 700 Series Module",
        header_right="Corvalis Wireless, Inc.",
        footer_left="CW-DS-7012 Rev. 1.2  Preliminary information subject to change",
        footer_right="{page}",
        table_fill=(215, 225, 235),
        accent=(150, 0, 0),
        grid=True,
    )
    s = Sheet(style, "ZM-7012 data sheet")
    s.add_page()
    s.title_block("ZM-7012", "Z-Wave Sub-GHz Radio Module with Serial API", "DATA SHEET", 22)
    s.heading("FEATURES", 10)
    s.bullets(
        [
            "Z-Wave 700 series SoC, 32-bit core, 512 KB flash",
            "Serial API over UART, 115200 baud default",
            "Output power up to +14 dBm (EU, US) - see ordering table",
            "Three region versions: ZM-7012-EU, ZM-7012-US, ZM-7012-ANZ",
            "12.5 x 13.6 mm castellated module",
        ],
        8.5,
    )
    s.heading("ABSOLUTE MAXIMUM RATINGS", 10)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Supply voltage", "VDD", "-0.3", "3.8", "V"],
            ["Voltage on any digital pin", "VDIGIO", "-0.3", "VDD + 0.3", "V"],
            ["RF input level", "PRFIN", "", "+10", "dBm"],
            ["Storage temperature", "TSTG", "-50", "150", DEG],
        ],
        8,
    )
    s.heading("RECOMMENDED OPERATING CONDITIONS", 10)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage", "VDD", "1.8", "3.3", "3.6", "V"],
            ["Operating ambient temperature", "TA", "-40", "", "85", DEG],
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 10)
    s.para("VDD = 3.3 V, TA = 25 " + DEG + " unless otherwise noted.", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Test Conditions", 130),
            Col("Min", 35, "C"),
            Col("Typ", 35, "C"),
            Col("Max", 35, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Active current,\nreceive", "IRX", "", "", "9.8", "", "mA"],
            ["Active current,\ntransmit", "ITX", "POUT = +14 dBm", "", "41", "", "mA"],
            ["", "", "POUT = 0 dBm", "", "13", "", "mA"],
            ["Sleep current", "IEM2", "RAM retained, RTC on", "", "3.4", "", f"{MU}A"],
            ["", "IEM4", "wake on pin only", "", "0.4", "", f"{MU}A"],
            ["", "VIH", "", "0.7 x VDD", "", "", "V"],
            ["", "VIL", "", "", "", "0.3 x VDD", "V"],
            ["", "VOH", "IOH = -2 mA", "VDD - 0.4", "", "", "V"],
            ["", "VOL", "IOL = 2 mA", "", "", "0.4", "V"],
        ],
        8,
    )
    s.add_page()
    s.heading("RF CHARACTERISTICS BY ORDERING CODE", 10)
    s.para("VDD = 3.3 V, TA = 25 " + DEG + ", conducted measurement at the RF pad.", 8)
    s.table(
        [
            Col("Parameter", 175),
            Col("ZM-7012-EU", 100, "C"),
            Col("ZM-7012-US", 100, "C"),
            Col("ZM-7012-ANZ", 100, "C"),
            Col("Unit", 24, "C"),
        ],
        [
            ["Channel frequency (R2)", "868.42", "908.42", "921.42", "MHz"],
            ["Maximum output\npower", "+14", "+14", "+10", "dBm"],
            ["Sensitivity, R3\n100 kbit/s", "-97.5", "-97.5", "-96", "dBm"],
            ["Sensitivity, R1\n9.6 kbit/s", "-106", "-106.5", "-105", "dBm"],
            ["Z-Wave Long Range", "no", "yes", "no", ""],
        ],
        8,
    )
    s.heading("PIN DESCRIPTION", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Type", 60, "C"), Col("Description", 309)],
        [
            ["1, 8, 16", "GND", "P", "Ground"],
            ["2", "VDD", "P", "Supply 1.8 V to 3.6 V"],
            ["5", "UART_TX", "O", "Serial API transmit"],
            ["6", "UART_RX", "I", "Serial API receive"],
            ["9", "RESETn", "I", "Reset, active low, internal pull-up"],
            ["12", "ANT", "RF", "50 ohm antenna pad"],
        ],
        8,
    )
    s.heading("APPLICATION INFORMATION", 10)
    s.para(
        "The ZM-7012 is controlled by a host over the Serial API (UART, 115200 baud, 8N1). "
        "The digital pins are not 5 V tolerant; a 5 V host such as an Arduino Uno needs a "
        "level shifter on UART_RX. Indoor range depends on antenna and building and is not "
        "specified in this data sheet. The module must be supplied from a low-noise "
        "regulator capable of at least 60 mA.",
        8.5,
    )
    s.heading("ORDERING INFORMATION", 10)
    s.table(
        [Col("Ordering code", 150), Col("Region", 150), Col("Package / MOQ", 199)],
        [
            ["ZM-7012-EU-TR", "Europe, 868 MHz", "Tape and reel, 1000 pcs"],
            ["ZM-7012-US-TR", "USA / Canada, 908 MHz", "Tape and reel, 1000 pcs"],
            ["ZM-7012-ANZ-TR", "Australia / New Zealand", "Tape and reel, 1000 pcs"],
        ],
        8,
    )
    revision_table(s, [["Apr 2024", "1.2", "ANZ version added"]], (110, 70, 319))
    return save(s, out / "zm-7012.pdf")


# ------------------------------------------------ Z-Wave module (Korea)
def kzw300(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="KZW-300 Product Specification",
        header_right="Hanbit Telecom Co., Ltd.",
        footer_left="Doc. No. HBT-SPC-KZW300  Ver. 2.0  CONFIDENTIAL",
        footer_right="- {page} -",
        table_fill=(230, 235, 245),
        accent=(20, 40, 110),
        grid=True,
    )
    s = Sheet(style, "KZW-300 specification")
    s.add_page()
    s.title_block("KZW-300", "Z-Wave 800 Module Specification", "", 22)
    s.heading("1. General", 10, rule=True)
    s.para(
        "KZW-300 is a Z-Wave and Z-Wave Long Range end-device module. The region is "
        "selected by firmware (865.2 MHz to 926.3 MHz). The host interface is a 3.3 V "
        "UART. The module includes a PCB antenna and a U.FL connector (KZW-300U).",
        8.5,
    )
    s.heading("2. Absolute Maximum Ratings", 10, rule=True)
    s.table(
        [Col("Item", 230), Col("Symbol", 70, "C"), Col("Rating", 120, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "VCC", "-0.3 ~ 4.0", "V"],
            ["Input voltage (UART, GPIO)", "VIN", "-0.3 ~ VCC+0.3", "V"],
            ["Storage temperature", "TSTG", "-40 ~ 105", DEG],
        ],
        8,
    )
    s.heading("3. Recommended Operating Conditions", 10, rule=True)
    s.table(
        [
            Col("Item", 230),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage (VCC)", "2.2", "3.3", "3.8", "V"],
            ["Operating temperature", "-40", "", "85", DEG],
            ["Operating humidity", "10", "", "90", "%RH"],
        ],
        8,
    )
    s.heading("4. Current Consumption", 10, rule=True)
    s.caption("Table 4-1  Typical values (VCC = 3.3 V, 25 " + DEG + "). Not guaranteed.")
    s.table(
        [Col("Mode", 300), Col("Typ.", 100, "C"), Col("Unit", 99, "C")],
        [
            ["TX, +20 dBm (Long Range)", "92", "mA"],
            ["TX, +14 dBm", "38", "mA"],
            ["TX, 0 dBm", "10", "mA"],
            ["RX", "7.5", "mA"],
            ["Sleep (EM4)", "1.6", f"{MU}A"],
        ],
        8,
    )
    s.heading("5. RF Characteristics", 10, rule=True)
    s.table(
        [
            Col("Item", 200),
            Col("Condition", 130),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 34, "C"),
        ],
        [
            ["Frequency range", "", "865.2", "", "926.3", "MHz"],
            ["Output power", "Z-Wave", "", "", "+14", "dBm"],
            ["", "Z-Wave LR", "", "", "+20", "dBm"],
            ["RX sensitivity", "100 kbps", "", "-98", "", "dBm"],
            ["", "Long Range", "", "-107", "", "dBm"],
        ],
        8,
    )
    s.add_page()
    s.heading("6. Host Interface", 10, rule=True)
    s.table(
        [
            Col("Item", 200),
            Col("Condition", 130),
            Col("Min.", 45, "C"),
            Col("Typ.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Unit", 34, "C"),
        ],
        [
            ["UART baud rate", "", "9600", "115200", "230400", "bps"],
            ["Input high voltage", "VCC = 3.3 V", "2.3", "", "", "V"],
            ["Input low voltage", "VCC = 3.3 V", "", "", "1.0", "V"],
            ["Output high voltage", "IOH = -1 mA", "2.9", "", "", "V"],
        ],
        8,
    )
    s.heading("7. Pin Assignment", 10, rule=True)
    s.table(
        [Col("No.", 50, "C"), Col("Name", 90, "C"), Col("Description", 359)],
        [
            ["1", "GND", "Ground"],
            ["2", "VCC", "Power 2.2 ~ 3.8 V"],
            ["3", "TXD", "UART output to host"],
            ["4", "RXD", "UART input from host"],
            ["5", "nRST", "Reset (active low)"],
            ["6", "LED", "Status LED output, 8 mA max."],
        ],
        8,
    )
    s.heading("8. Notes", 10, rule=True)
    s.bullets(
        [
            "8-1. UART pins are 3.3 V level. A 5 V host needs a level shifter; applying 5 V to "
            "RXD exceeds the absolute maximum rating.",
            "8-2. Peak current in Long Range TX can reach 110 mA; use a regulator of 150 mA or "
            "more.",
            "8-3. Output power depends on region firmware; +20 dBm is available only in "
            "Z-Wave Long Range (US).",
            "8-4. Coin-cell (CR2032) operation is not specified.",
        ],
        8.5,
    )
    s.heading("9. Mechanical", 10, rule=True)
    s.table(
        [Col("Item", 200), Col("Value", 299)],
        [["Dimensions", "15.0 x 20.0 x 2.4 mm"], ["Weight", "1.2 g"], ["Pitch", "1.27 mm"]],
        8,
    )
    revision_table(s, [["2024.09.02", "2.0", "LR current updated"]], (110, 70, 319))
    return save(s, out / "kzw-300.pdf")
