"""Hold-out 42 datasheets: three serial HMI touch displays and a pressure transmitter.

A Chinese HMI module user manual (full-width key-value lines, one column per
version, instruction table, FAQ), a Japanese HMI specification (abs max and
recommended with the same row names, "typ." only current table, one column per
interface version), a US maker-shop product guide (values only in prose) and an
Italian pressure transmitter leaflet (one column per range version, units column,
bilingual labels wrapped over two lines).
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


# ------------------------------------------------ serial HMI (China)
def dwh43(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="DWH-43 Series Serial HMI  User Manual V2.1",
        header_right="Xiamen Dawei Display Technology Co., Ltd.",
        footer_left="www.dawei-hmi.example",
        footer_right="{page} / {nb}",
        table_fill=(250, 228, 200),
        accent=(170, 60, 0),
        grid=True,
    )
    s = Sheet(style, "DWH-43 user manual")
    s.add_page()
    s.title_block("DWH-43T / DWH-43K", "4.3 inch Serial UART HMI Touch Display", "", 19)
    s.heading("1. Product Overview", 10, rule=True)
    s.para(
        "DWH-43 is a 4.3 inch 480x272 TFT display with resistive touch panel and "
        "on-board GUI processor. Pages, buttons and curves are designed on the PC "
        "and downloaded to the display; the host MCU only sends simple ASCII "
        "instructions over UART. DWH-43T is the basic version; DWH-43K is the "
        "enhanced version with RTC, 8 GPIO and larger flash.",
        8.5,
    )
    s.heading("2. Basic Parameters", 10, rule=True)
    s.lines(
        [
            f"Resolution{FWC}480 x 272 pixel, 65K colour",
            f"Touch type{FWC}4-wire resistive",
            f"Brightness{FWC}300 nit (adjustable 0{FWT}100%)",
            f"Serial port{FWC}TTL UART (3.3V level, 5V tolerant RX)",
            f"Baud rate{FWC}2400{FWT}921600bps",
            f"Operating temperature{FWC}-20{FWT}70{FW_C}",
            f"Storage temperature{FWC}-30{FWT}85{FW_C}",
            f"Operating humidity{FWC}10{FWT}90%RH (non-condensing)",
        ],
        8.5,
    )
    s.heading("3. Electrical Parameters", 10, rule=True)
    s.table(
        [Col("Parameter", 179), Col("DWH-43T", 160, "C"), Col("DWH-43K", 160, "C")],
        [
            ["Supply voltage", f"4.75{FWT}7V DC", f"4.75{FWT}7V DC"],
            ["Working current\n(backlight 100%)", f"{LE}250mA", f"{LE}310mA"],
            ["Sleep current", "15mA", "8mA"],
            ["Flash memory", "16MB", "128MB"],
            ["RTC", "none", "yes (CR1220)"],
            ["GPIO", "none", "8 (3.3V)"],
        ],
        8,
    )
    s.para(
        f"Note: recommended power supply {GE}5V 500mA. USB power from a PC port "
        "may cause white screen or reset when the backlight is at 100%.",
        8,
    )
    s.heading("4. Interface Pin Definition (XH2.54-4P)", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Description", 369)],
        [
            ["1", "+5V", "Power input"],
            ["2", "TX", "Serial data output (3.3V)"],
            ["3", "RX", "Serial data input"],
            ["4", "GND", "Ground"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Instruction Set (extract)", 10, rule=True)
    s.table(
        [Col("Instruction", 150), Col("Function", 200), Col("Example", 149)],
        [
            ["page <n>", "Change page", "page 1"],
            ["dim=<0~100>", "Backlight level", "dim=50"],
            ["baud=<rate>", "Change baud (saved)", "baud=115200"],
            ["sleep=1", "Enter sleep", "sleep=1"],
            ["End mark", "0xFF 0xFF 0xFF", "every instruction"],
        ],
        8,
    )
    s.para(f"Factory default baud rate{FWC}9600bps, 8N1.", 8.5)
    s.heading("6. FAQ", 10, rule=True)
    s.para("Q1: Can I connect the display directly to RS-485 or RS-232?", 8.5, bold=True)
    s.para(
        "A: No. The serial port is TTL level only. RS-232 needs an external MAX3232 "
        "type converter; an RS-485 version is not specified.",
        8.5,
    )
    s.para("Q2: Is the screen sunlight readable / waterproof?", 8.5, bold=True)
    s.para(
        "A: The DWH-43 is an indoor module. Waterproof (IP) rating is not specified "
        "for the bare module.",
        8.5,
    )
    s.para("Q3: Can the display be powered from 12V?", 8.5, bold=True)
    s.para(
        "A: No. Input higher than 7V will damage the on-board regulator. Use a 5V supply.",
        8.5,
    )
    s.heading("7. Revision", 10, rule=True)
    revision_table(
        s,
        [["2024-03-02", "V2.0", "First release"], ["2025-01-15", "V2.1", "Add K"]],
        (120, 80, 299),
    )
    return save(s, out / "dwh-43.pdf")


# ------------------------------------------------ serial HMI (Japan)
def ks70(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KS-70V Series  Technical Specification  No. KS-TS-0712",
        header_right="Hoshizora Denshi Co., Ltd.",
        footer_left="Hoshizora Denshi Co., Ltd.  All rights reserved.",
        footer_right="{page}/{nb}",
        table_fill=None,
        accent=(0, 0, 0),
        grid=True,
    )
    s = Sheet(style, "KS-70V technical specification")
    s.add_page()
    s.title_block("KS-70VU / KS-70VR", "7-inch Serial HMI Touch Display Module", "", 17)
    s.heading("\u25a0 Features", 10)
    s.bullets(
        [
            "7.0 inch 800 x 480 TFT, projected capacitive touch (5 points)",
            "KS-70VU: TTL UART (3.3 V CMOS)   KS-70VR: RS-232C (D-sub 9)",
            "Operating temperature: -10～+60℃ (no condensation)",
            "Built-in buzzer, microSD slot for screen update",
        ],
        8.5,
    )
    s.heading("\u25a0 Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 129, "C"), Col("Unit", 100, "C")],
        [
            ["Supply voltage", "VCC", "-0.3～6.0", "V"],
            ["Input voltage (RXD, KS-70VU)", "VI", "-0.3～5.5", "V"],
            ["Operating temperature", "Topr", "-20～+70", "℃"],
            ["Storage temperature", "Tstg", "-30～+80", "℃"],
        ],
        8,
    )
    s.heading("\u25a0 Recommended Operating Conditions", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 70, "C"),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Supply voltage", "VCC", "4.5", "5.0", "5.5", "V"],
            ["Operating temperature", "Topr", "-10", "", "+60", "℃"],
        ],
        8,
    )
    s.heading("\u25a0 Supply Current (typ. values, VCC = 5.0 V, Ta = 25℃)", 10)
    s.table(
        [Col("Condition", 260), Col("KS-70VU", 120, "C"), Col("KS-70VR", 119, "C")],
        [
            ["Backlight 100 %", "530 mA", "545 mA"],
            ["Backlight 50 %", "340 mA", "355 mA"],
            ["Sleep (backlight off)", "12 mA", "18 mA"],
        ],
        8,
    )
    s.para("The values above are typical values for reference and are not guaranteed.", 8)
    s.add_page()
    s.heading("\u25a0 Interface Specification", 10)
    s.table(
        [Col("Item", 200), Col("KS-70VU", 150, "C"), Col("KS-70VR", 149, "C")],
        [
            ["Signal level", "3.3 V CMOS", "RS-232C (±5.5 V typ.)"],
            ["Baud rate", "9600～921600 bps", "9600～115200 bps"],
            ["Input high voltage\n(RXD)", "2.0～5.5 V", "—"],
            ["Output high voltage\n(TXD)", "2.9 V min.", "—"],
            ["Connector", "JST PH 4P", "D-sub 9 (female)"],
        ],
        8,
    )
    s.heading("\u25a0 Connector Pin Assignment (KS-70VU, JST PH 4P)", 10)
    s.table(
        [Col("No.", 60, "C"), Col("Signal", 100, "C"), Col("I/O", 60, "C"), Col("Function", 279)],
        [
            ["1", "VCC", "—", "+5 V power"],
            ["2", "TXD", "O", "Transmit data"],
            ["3", "RXD", "I", "Receive data"],
            ["4", "GND", "—", "Ground"],
        ],
        8,
    )
    s.heading("\u25a0 Cautions", 10)
    s.bullets(
        [
            "Use a power supply of 1.0 A or more. Inrush current at power-on is about 1.5 A.",
            "Touch operation with gloves is not specified.",
            "Front panel protection class (IP) is not specified; install the unit in an enclosure.",
        ],
        8.5,
        "*",
    )
    return save(s, out / "ks-70v.pdf")


# ------------------------------------------------ serial HMI (US maker shop)
def bfhmi(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="Brightforge Labs  |  Product Guide",
        header_right="BF-HMI35 Serial Touch Display",
        footer_left="brightforge.example/hmi35   Rev C",
        footer_right="Page {page}",
        table_fill=(230, 240, 230),
        accent=(20, 110, 60),
        grid=False,
    )
    s = Sheet(style, "BF-HMI35 product guide")
    s.add_page()
    s.title_block("BF-HMI35", '3.5" Serial Touch Display with Onboard GUI Engine', "", 20)
    s.heading("Overview", 11)
    s.para(
        "The BF-HMI35 puts a 320x480 IPS panel, a capacitive touch controller and a "
        "little GUI engine on one board, so your Arduino, ESP32 or Raspberry Pi only "
        "talks plain serial. Draw your screens in the free BF Studio app and push "
        "them over USB-C.",
        9,
    )
    s.heading("Powering it", 11)
    s.para(
        "The board runs from 5 V (4.5 to 5.5 V) on the JST-SH header or from the USB-C "
        "port. With the backlight at full it draws about 180 mA; with the backlight "
        "off it idles at around 35 mA. A 3.3 V supply is not enough: the backlight "
        "boost converter needs 5 V.",
        9,
    )
    s.heading("Talking to it", 11)
    s.para(
        "Serial is 3.3 V logic, and the RX pin is 5 V tolerant, so a 5 V Arduino Uno "
        "can drive it directly. Baud rate is 9600 by default and can be set anywhere "
        "up to 115200. The I2C pins on the Qwiic-style connector are for the touch "
        "controller only (address 0x38) and run at up to 400 kHz.",
        9,
    )
    s.heading("Specs at a glance", 11)
    s.table(
        [Col("Spec", 200), Col("Value", 299)],
        [
            ["Panel", '3.5" IPS, 320 x 480'],
            ["Touch", "capacitive, single point"],
            ["Brightness", "350 cd/m2"],
            ["Operating temp", "0 to 50 °C"],
            ["Board size", "92 x 58 mm"],
            ["Mounting holes", "4 x M2.5"],
        ],
        9,
    )
    s.add_page()
    s.heading("Pinout", 11)
    s.table(
        [Col("Pin", 60, "C"), Col("Label", 90, "C"), Col("What it does", 349)],
        [
            ["1", "5V", "power in (4.5 to 5.5 V)"],
            ["2", "GND", "ground"],
            ["3", "TX", "serial out, 3.3 V"],
            ["4", "RX", "serial in, 5 V tolerant"],
        ],
        9,
    )
    s.heading("FAQ", 11)
    s.para("Can I run it outdoors?", 9, bold=True)
    s.para("Not as it ships. The board has no enclosure and no IP rating is specified.", 9)
    s.para("Does it do RS-485?", 9, bold=True)
    s.para("Not on the board. Add our BF-485 adapter (sold separately).", 9)
    s.para("How many screens can I store?", 9, bold=True)
    s.para("That depends on your images; the 8 MB flash holds about 40 full-screen pages.", 9)
    s.para("What about battery life on a LiPo?", 9, bold=True)
    s.para(
        "A single LiPo cell (3.7 V) is below the 4.5 V minimum; use a 5 V boost module.",
        9,
    )
    return save(s, out / "bf-hmi35.pdf")


# ------------------------------------------------ pressure transmitter (Italy)
def ptx(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="VALLESTRADA STRUMENTI",
        header_right="Scheda tecnica / Data sheet PTX  12/2025",
        footer_left="Vallestrada Strumenti S.r.l. - I-25100 Brescia",
        footer_right="{page}",
        table_fill=(225, 225, 225),
        accent=(0, 90, 60),
        grid=False,
    )
    s = Sheet(style, "PTX data sheet")
    s.add_page()
    s.title_block(
        "PTX 10-V", "Trasmettitore di pressione 0…10 V / Pressure transmitter 0…10 V", "", 20
    )
    s.para(
        "Trasmettitore di pressione relativa con cella ceramica e uscita 0…10 V a tre "
        "fili. / Gauge pressure transmitter with ceramic cell and three-wire 0…10 V output.",
        8.5,
    )
    s.heading("Dati tecnici / Technical data", 10, rule=True)
    s.table(
        [
            Col("Versione / Version", 190),
            Col("Unità / Unit", 60, "C"),
            Col("PTX-006", 83, "C"),
            Col("PTX-016", 83, "C"),
            Col("PTX-060", 83, "C"),
        ],
        [
            ["Campo di misura /\nMeasuring range", "bar", "0…6", "0…16", "0…60"],
            ["Sovrapressione /\nOverpressure", "bar", "20", "40", "120"],
            ["Pressione di scoppio /\nBurst pressure", "bar", "30", "60", "200"],
            ["Precisione /\nAccuracy (1)", "% FS", "±0.5", "±0.5", "±1.0"],
        ],
        8,
    )
    s.para("(1) Non-linearity, hysteresis and repeatability at 25 °C (BFSL).", 7.5)
    s.heading("Dati elettrici / Electrical data", 10, rule=True)
    s.table(
        [Col("", 250), Col("Unità / Unit", 80, "C"), Col("Valore / Value", 169, "C")],
        [
            ["Alimentazione / Supply voltage", "V DC", "15…30"],
            ["Segnale di uscita / Output signal", "V", "0…10 (3 fili / 3-wire)"],
            ["Carico / Load resistance", "kΩ", "≥ 10"],
            ["Assorbimento / Current consumption", "mA", "< 8"],
            ["Tempo di risposta / Response time", "ms", "< 4"],
            ["Protezione inversione / Reverse polarity", "", "sì / yes"],
        ],
        8,
    )
    s.add_page()
    s.heading("Condizioni ambientali / Environmental conditions", 10, rule=True)
    s.table(
        [Col("", 250), Col("Unità / Unit", 80, "C"), Col("Valore / Value", 169, "C")],
        [
            ["Temperatura ambiente /\nAmbient temperature", "°C", "-25…+85"],
            ["Temperatura fluido /\nMedium temperature", "°C", "-40…+125"],
            ["Temperatura di stoccaggio /\nStorage temperature", "°C", "-40…+100"],
            ["Grado di protezione /\nProtection class", "", "IP65 (EN 175301-803 A), IP67 (M12)"],
        ],
        8,
    )
    s.heading("Collegamento / Connection", 10, rule=True)
    s.table(
        [
            Col("M12 pin", 100, "C"),
            Col("Connettore DIN / DIN connector", 180, "C"),
            Col("Funzione / Function", 219),
        ],
        [
            ["1", "1", "+UB (15…30 V)"],
            ["3", "2", "0 V"],
            ["4", "3", "Uscita / Output 0…10 V"],
        ],
        8,
    )
    s.heading("Note", 10, rule=True)
    s.para(
        "Con alimentazione inferiore a 15 V l'uscita non raggiunge 10 V. / Below 15 V "
        "supply the output does not reach 10 V. Compatibilità con ossigeno e idrogeno: "
        "non specificata. / Oxygen and hydrogen service: not specified.",
        8.5,
    )
    s.heading("Codice d'ordine / Ordering code", 10, rule=True)
    s.table(
        [Col("Codice / Code", 160), Col("Campo / Range", 120, "C"), Col("Attacco / Port", 219)],
        [
            ["PTX-006-G14-M12", "0…6 bar", "G 1/4 A"],
            ["PTX-016-G14-M12", "0…16 bar", "G 1/4 A"],
            ["PTX-060-G14-DIN", "0…60 bar", "G 1/4 A"],
        ],
        8,
    )
    return save(s, out / "ptx.pdf")
