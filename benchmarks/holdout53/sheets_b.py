"""Hold-out 53 datasheets, part 2: a BLE module, an opto-isolated relay board, a
Li-ion charger IC and a 3-axis accelerometer IC.

A Korean BLE module specification (one column per antenna version, current table
continued on page 2), a US maker-store relay board page (values in the feature
list and prose, one column per channel count), a Dutch charger IC data sheet
(limiting values vs recommended rows of the same names, one column per float
voltage version, RPROG table as decoy) and a German accelerometer data sheet
(one column per full-scale setting, typ.-only current table per data rate).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"


# ------------------------------------------------ BLE module (Korean)
def sab52(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="SEJONG AIRLINK",
        header_right="SAB-52 Module Specification  Ver. 2.1",
        footer_left="Sejong Airlink Co., Ltd.  Confidential - for customer use",
        footer_right="Page {page} of {nb}",
        table_fill=(220, 235, 250),
        accent=(0, 70, 140),
    )
    s = Sheet(style, "SAB-52 BLE module")
    s.add_page()
    s.title_block("SAB-52P / SAB-52U", "Bluetooth 5.2 Low Energy Module", "", 18)
    s.heading("1. Overview", 10)
    s.para(
        "SAB-52 is a 2.4 GHz Bluetooth Low Energy module with an ARM Cortex-M4F SoC, 512 KB "
        "flash and AT-command firmware on UART. SAB-52P has a PCB trace antenna; SAB-52U has a "
        "u.FL connector for an external antenna. The UART defaults to 115200 bps, 8N1. The "
        "I/O pins are not 5 V tolerant.",
        8.5,
    )
    s.heading("2. Version comparison", 10)
    s.table(
        [Col("Item", 200), Col("SAB-52P", 150, "C"), Col("SAB-52U", 149, "C")],
        [
            ["Antenna", "PCB trace", "u.FL (external)"],
            ["Size", "13 x 18 x 2.2 mm", "13 x 15 x 2.2 mm"],
            ["Operating temperature", "-40 ~ +85 " + DEG, "-40 ~ +105 " + DEG],
            ["Line-of-sight range (1 Mbps)", "80 m", "depends on antenna"],
        ],
        8,
    )
    s.heading("3. RF specifications", 10)
    s.table(
        [
            Col("Parameter", 180),
            Col("Condition", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Frequency range", "", "2402", "", "2480", "MHz"],
            ["Output power", "programmable, 4 dB steps", "-20", "", "+8", "dBm"],
            ["Receiver sensitivity", "1 Mbps, BER 0.1 %", "", "-97", "", "dBm"],
            ["Receiver sensitivity", "Coded PHY 125 kbps", "", "-104", "", "dBm"],
            ["Data rate", "LE 1M / 2M / Coded", "0.125", "", "2", "Mbps"],
        ],
        8,
    )
    s.heading("4. Electrical characteristics", 10)
    s.para("Condition: VDD = 3.0 V, Ta = 25 " + DEG + " unless otherwise noted", 7.5)
    s.table(
        [
            Col("Parameter", 180),
            Col("Condition", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply voltage", "VDD", "1.8", "3.0", "3.6", "V"],
            ["Input high voltage", "GPIO", "0.7 VDD", "", "VDD", "V"],
            ["Input low voltage", "GPIO", "VSS", "", "0.3 VDD", "V"],
            ["Output high voltage", "GPIO, 2 mA", "VDD - 0.4", "", "VDD", "V"],
            ["TX current", "0 dBm", "", "5.3", "", "mA"],
            ["TX current", "+8 dBm", "", "14.2", "", "mA"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Electrical characteristics (continued)", 10)
    s.table(
        [
            Col("Parameter", 180),
            Col("Condition", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["RX current", "1 Mbps", "", "6.1", "", "mA"],
            ["Sleep current", "System ON, RTC running", "", "1.9", "", MU + "A"],
            ["Deep sleep current", "System OFF, wake on GPIO", "", "0.4", "", MU + "A"],
            ["Supply voltage", "Absolute maximum", "-0.3", "", "3.9", "V"],
            ["GPIO input voltage", "Absolute maximum", "-0.3", "", "VDD + 0.3", "V"],
        ],
        8,
    )
    s.heading("5. UART", 10)
    s.para(
        "Supported baud rates: 9600, 19200, 38400, 57600, 115200 (default), 230400, 460800 and "
        "1000000 bps. Hardware flow control (RTS/CTS) optional.",
        8.5,
    )
    s.heading("6. Pin description", 10)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("Type", 60, "C"), Col("Description", 309)],
        [
            ["1", "GND", "P", "Ground"],
            ["2", "VDD", "P", "Supply 1.8 ~ 3.6 V"],
            ["3", "P0.06", "I/O", "UART TXD"],
            ["4", "P0.08", "I/O", "UART RXD"],
            ["5", "P0.18", "I", "nRESET, internal pull-up 13 k" + OHM],
            ["6", "P0.20", "I/O", "Status LED (connected = high)"],
            ["7", "SWDIO", "I/O", "Debug"],
            ["8", "SWDCLK", "I", "Debug"],
        ],
        8,
    )
    s.heading("7. Certification", 10)
    s.para(
        "SAB-52P: KC, CE (RED) and FCC modular approval. SAB-52U: KC only; CE and FCC "
        "certification with the customer's antenna is the customer's responsibility.",
        8.5,
    )
    revision_table(s, [["2024-02-05", "2.1", "Add coded PHY sensitivity"]], (100, 60, 339))
    return save(s, out / "sab-52.pdf")


# ------------------------------------------------ opto-isolated relay board (US maker store)
def rb5v(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="TINKERBARN SUPPLY CO.",
        header_right="Relay Board RB-5V series",
        footer_left="tinkerbarn.example/rb5v  -  product guide",
        footer_right="{page}",
        table_fill=(255, 240, 200),
        accent=(160, 60, 0),
    )
    s = Sheet(style, "RB-5V opto-isolated relay boards")
    s.add_page()
    s.title_block(
        "RB-5V Relay Boards", "Opto-Isolated 5 V Relay Board, 1 / 2 / 4 / 8 Channel", "", 19
    )

    def left() -> None:
        s.heading("What you get", 9.5)
        s.bullets(
            [
                "5 V relays, 10 A 250 VAC / 10 A 30 VDC contacts",
                "PC817 optocoupler on every input",
                "Active-LOW inputs (IN = LOW turns the relay ON)",
                "JD-VCC jumper for a separate relay supply",
                "Input current about 2 mA per channel",
                "Red LED per channel",
            ],
            8,
        )

    def right() -> None:
        s.heading("About this board", 9.5)
        s.para(
            "Our RB-5V boards let an Arduino, ESP32 or Raspberry Pi switch lamps, pumps and "
            "fans. The relay coils need 5 V (coil 70 " + OHM + ", about 72 mA each). The contact "
            "rating printed on the relay is 10 A, but the board's screw terminals and traces "
            "are only rated for 7 A continuous per channel, so stay at or below 7 A.",
            8,
        )

    s.side_by_side(left, right, 230)
    s.heading("Board versions", 9.5, rule=True)
    s.table(
        [
            Col("", 170),
            Col("RB-5V-1", 82, "C"),
            Col("RB-5V-2", 82, "C"),
            Col("RB-5V-4", 82, "C"),
            Col("RB-5V-8", 83, "C"),
        ],
        [
            ["Channels", "1", "2", "4", "8"],
            ["Supply current, all relays on (5 V)", "75 mA", "150 mA", "300 mA", "600 mA"],
            ["Supply current, all relays off", "3 mA", "5 mA", "9 mA", "17 mA"],
            ["Board size (mm)", "50 x 26", "50 x 39", "75 x 55", "138 x 56"],
        ],
        8,
    )
    s.heading("Ratings", 9.5, rule=True)
    s.table(
        [Col("Item", 250), Col("Value", 150, "C"), Col("Note", 99)],
        [
            ["Relay supply voltage (JD-VCC)", "4.75 - 5.25 V", "DC"],
            ["Logic supply voltage (VCC)", "3.3 - 5.25 V", "opto side"],
            ["Contact rating (relay)", "10 A 250 VAC", "resistive"],
            ["Contact current on this board", "7 A", "per channel"],
            ["Operating temperature", "-10 to +60 " + DEG, ""],
        ],
        8,
    )
    s.add_page()
    s.heading("Hooking it up", 9.5, rule=True)
    s.para(
        "5 V boards (Arduino Uno, Nano): leave the JD-VCC jumper on and feed VCC with 5 V. An "
        "input pulled LOW switches the relay on; HIGH (or above about 3.5 V with VCC = 5 V) "
        "switches it off.",
        8.5,
    )
    s.para(
        "3.3 V boards (ESP32, Raspberry Pi): remove the jumper, feed JD-VCC with 5 V and VCC with "
        "3.3 V. Then a 3.3 V HIGH turns the LED in the optocoupler fully off.",
        8.5,
    )
    s.heading("Header pins", 9.5, rule=True)
    s.table(
        [Col("Pin", 80, "C"), Col("Function", 419)],
        [
            ["GND", "Ground for the logic side"],
            ["IN1 ... IN8", "Control inputs, active LOW"],
            ["VCC", "Logic supply for the optocoupler LEDs"],
            ["JD-VCC", "Relay coil supply (jumper to VCC by default)"],
        ],
        8,
    )
    s.heading("FAQ", 9.5, rule=True)
    s.bullets(
        [
            "Can I switch 230 V? Yes, within the contact rating; mains wiring must be done by a "
            "qualified person and the board must be in an enclosure.",
            "Is the board UL listed? No.",
            "Can I use it with a 12 V supply? No, the coils are 5 V. Ask us about RB-12V.",
        ],
        8,
    )
    revision_table(s, [["2023-05-18", "3", "Board current figures updated"]], (100, 60, 339))
    return save(s, out / "rb-5v.pdf")


# ------------------------------------------------ Li-ion charger IC (Dutch)
def wcl4057(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Wadden Power ICs",
        header_right="WCL4057  -  Product data sheet",
        footer_left="Wadden Power ICs B.V., Leeuwarden   Rev. 4 - 12 March 2024",
        footer_right="{page} of {nb}",
        table_fill=(230, 230, 245),
        accent=(60, 0, 110),
        grid=False,
    )
    s = Sheet(style, "WCL4057 linear Li-ion charger")
    s.add_page()
    s.title_block("WCL4057", "Standalone linear Li-ion / Li-polymer charger, 1 A", "", 18)
    s.heading("1. General description", 10)
    s.para(
        "The WCL4057 is a constant-current / constant-voltage charger for a single Li-ion or "
        "Li-polymer cell in SOT23-5. The charge current is set by one resistor RPROG; a thermal "
        "loop reduces the current at a die temperature of 120 " + DEG + ". No blocking diode or "
        "sense resistor is needed.",
        8.5,
    )
    s.heading("2. Ordering information", 10)
    s.table(
        [Col("Type number", 150), Col("Float voltage", 120, "C"), Col("Package", 229)],
        [
            ["WCL4057-42", "4.20 V", "SOT23-5"],
            ["WCL4057-435", "4.35 V", "SOT23-5"],
        ],
        8,
    )
    s.heading("3. Limiting values", 10)
    s.para("In accordance with the Absolute Maximum Rating System (IEC 60134).", 7.5)
    s.table(
        [
            Col("Symbol", 70),
            Col("Parameter", 200),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["VIN", "input voltage", "-0.3", "8", "V"],
            ["VBAT", "battery voltage", "-0.3", "7", "V"],
            ["ICHG", "charge current", "-", "1100", "mA"],
            ["Tamb", "ambient temperature", "-40", "+85", DEG],
            ["Tstg", "storage temperature", "-65", "+150", DEG],
        ],
        8,
    )
    s.heading("4. Recommended operating conditions", 10)
    s.table(
        [
            Col("Symbol", 70),
            Col("Parameter", 200),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["VIN", "input voltage", "4.25", "6.5", "V"],
            ["ICHG", "charge current", "50", "1000", "mA"],
            ["Tamb", "ambient temperature", "-20", "+70", DEG],
        ],
        8,
    )
    s.heading("5. Characteristics", 10)
    s.para("VIN = 5 V; Tamb = 25 " + DEG + "; unless otherwise specified.", 7.5)
    s.table(
        [
            Col("Symbol", 55),
            Col("Parameter", 125),
            Col("Conditions", 130),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["VFLOAT", "float voltage", "WCL4057-42", "4.158", "4.20", "4.242", "V"],
            ["", "", "WCL4057-435", "4.306", "4.35", "4.394", "V"],
            ["IQ", "quiescent current", "charge done", "", "150", "300", MU + "A"],
            ["IBAT(SB)", "battery drain current", "VIN not connected", "", "1", "2", MU + "A"],
            ["VTRIKL", "trickle charge threshold", "VBAT rising", "2.8", "2.9", "3.0", "V"],
            ["ITRIKL", "trickle charge current", "RPROG = 2 k" + OHM, "", "50", "", "mA"],
            ["ITERM", "termination current", "", "", "C/10", "", ""],
        ],
        8,
    )
    s.add_page()
    s.heading("6. Programming the charge current", 10)
    s.para("ICHG = 1000 V / RPROG (typical). Examples:", 8.5)
    s.table(
        [Col("RPROG", 150, "C"), Col("ICHG (typ)", 150, "C"), Col("Note", 199)],
        [
            ["10 k" + OHM, "100 mA", "small LiPo"],
            ["2 k" + OHM, "500 mA", "USB 2.0 port"],
            ["1.2 k" + OHM, "830 mA", ""],
            ["1 k" + OHM, "1000 mA", "maximum"],
        ],
        8,
    )
    s.heading("7. Pinning", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Symbol", 80, "C"), Col("Description", 359)],
        [
            ["1", "CHRG", "open-drain status, low while charging"],
            ["2", "GND", "ground"],
            ["3", "BAT", "battery connection"],
            ["4", "VIN", "input supply"],
            ["5", "PROG", "charge current program"],
        ],
        8,
    )
    s.heading("8. Application information", 10)
    s.para(
        "The WCL4057 has no battery temperature (NTC) input; if the cell must be protected "
        "against charging when cold, add an external circuit. The device does not protect "
        "against a reversed cell. A USB port that is limited to 500 mA must be used with "
        "RPROG " + "\u2265" + " 2 k" + OHM + ".",
        8.5,
    )
    revision_table(s, [["20240312", "4", "WCL4057-435 added"]], (100, 60, 339))
    return save(s, out / "wcl4057.pdf")


# ------------------------------------------------ 3-axis accelerometer (German)
def oba3(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="OBERAU MIKROSENSORIK",
        header_right="Datenblatt / Data sheet  OBA3-12",
        footer_left="Oberau Mikrosensorik GmbH  |  Dok.-Nr. DS-OBA3-12-02",
        footer_right="Seite {page}/{nb}",
        table_fill=(235, 235, 235),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "OBA3-12 3-axis accelerometer")
    s.add_page()
    s.title_block(
        "OBA3-12", "3-axis digital accelerometer, 12 bit, I2C / SPI", "LGA-12, 2 x 2 x 0.95 mm", 20
    )
    s.heading("1 Kurzbeschreibung / Overview", 10, rule=True)
    s.para(
        "The OBA3-12 is a low-power 3-axis MEMS accelerometer with selectable full scale of "
        + PM
        + "2 g, "
        + PM
        + "4 g, "
        + PM
        + "8 g and "
        + PM
        + "16 g, output data rates from 1.6 Hz to 1600 Hz, a 32-level FIFO and two "
        "interrupt pins. Digital interface: I2C (up to 1 MHz) and SPI (up to 10 MHz).",
        8.5,
    )
    s.heading("2 Betriebsbedingungen / Operating conditions", 10, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Einheit", 89, "C"),
        ],
        [
            ["Versorgungsspannung / supply voltage", "VDD", "1.71", "2.5", "3.6", "V"],
            ["I/O-Spannung / I/O supply voltage", "VDDIO", "1.62", "", "VDD", "V"],
            ["Betriebstemperatur / operating temperature", "Top", "-40", "", "+85", DEG],
        ],
        8,
    )
    s.heading("3 Kenndaten je Messbereich / Characteristics per full scale", 10, rule=True)
    s.para("VDD = 2.5 V, Ta = 25 " + DEG + ", normal mode (12 bit).", 7.5)
    s.table(
        [
            Col("Parameter", 170),
            Col(PM + "2 g", 70, "C"),
            Col(PM + "4 g", 70, "C"),
            Col(PM + "8 g", 70, "C"),
            Col(PM + "16 g", 70, "C"),
            Col("Einheit", 49, "C"),
        ],
        [
            ["Empfindlichkeit (typ.)\nSensitivity", "1024", "512", "256", "128", "LSB/g"],
            [
                "Empfindlichkeitstoleranz\nSensitivity tolerance",
                PM + "3",
                PM + "3",
                PM + "4",
                PM + "5",
                "%",
            ],
            [
                "Nullpunktfehler (typ.)\nZero-g offset",
                PM + "40",
                PM + "40",
                PM + "60",
                PM + "80",
                "mg",
            ],
            [
                "Rauschdichte (typ.)\nNoise density",
                "180",
                "190",
                "210",
                "240",
                MU + "g/" + "\u221a" + "Hz",
            ],
        ],
        8,
    )
    s.heading("4 Stromaufnahme / Current consumption (typ. values only)", 10, rule=True)
    s.table(
        [
            Col("Modus / mode", 200),
            Col("ODR", 120, "C"),
            Col("VDD = 2.5 V", 90, "C"),
            Col("Einheit", 89, "C"),
        ],
        [
            ["Low-power mode (8 bit)", "1.6 Hz", "2", MU + "A"],
            ["Normal mode (12 bit)", "100 Hz", "11", MU + "A"],
            ["Normal mode (12 bit)", "1600 Hz", "160", MU + "A"],
            ["Power-down", "-", "0.5", MU + "A"],
        ],
        8,
    )
    s.add_page()
    s.heading("5 Grenzwerte / Absolute maximum ratings", 10, rule=True)
    s.table(
        [
            Col("Parameter", 250),
            Col("Symbol", 70, "C"),
            Col("Wert / value", 110, "C"),
            Col("Einheit", 69, "C"),
        ],
        [
            ["Versorgungsspannung / supply voltage", "VDD", "-0.3 ... 4.0", "V"],
            ["Eingangsspannung / input voltage, any pin", "Vin", "-0.3 ... VDDIO + 0.3", "V"],
            ["Schock / shock, 0.2 ms", "", "10000", "g"],
            ["Lagertemperatur / storage temperature", "Tstg", "-40 ... +125", DEG],
        ],
        8,
    )
    s.heading("6 Digitale Schnittstelle / Digital interface", 10, rule=True)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 60, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Einheit", 139, "C"),
        ],
        [
            ["", "VIH", "0.8 VDDIO", "", "V"],
            ["", "VIL", "", "0.2 VDDIO", "V"],
            ["I2C-Takt / I2C clock", "fSCL", "", "1", "MHz"],
            ["SPI-Takt / SPI clock", "fSCK", "", "10", "MHz"],
        ],
        8,
    )
    s.para(
        "I2C-Adresse / I2C address: 0x18 (SA0 = GND) oder / or 0x19 (SA0 = VDDIO). The "
        "WHO_AM_I register 0x0F reads 0x3A.",
        8.5,
    )
    s.heading("7 Registerübersicht (Auszug) / Register map (excerpt)", 10, rule=True)
    s.table(
        [Col("Adresse", 80, "C"), Col("Name", 120), Col("Reset", 80, "C"), Col("Funktion", 219)],
        [
            ["0x0F", "WHO_AM_I", "0x3A", "device identification"],
            ["0x20", "CTRL1", "0x07", "ODR[3:0], LPen, Zen/Yen/Xen"],
            ["0x23", "CTRL4", "0x00", "FS[1:0], HR, SIM"],
            ["0x28 ... 0x2D", "OUT_X_L ... OUT_Z_H", "-", "output data"],
        ],
        8,
    )
    s.heading("8 Hinweise / Notes", 10, rule=True)
    s.bullets(
        [
            "Keine 5-V-toleranten Eingänge. / Inputs are not 5 V tolerant.",
            "Ein Temperatursensor ist nicht enthalten. / No temperature sensor output.",
        ],
        8,
    )
    revision_table(
        s, [["2024-02-20", "02", "Rauschdichte ergänzt / noise density added"]], (100, 60, 339)
    )
    return save(s, out / "oba3-12.pdf")
