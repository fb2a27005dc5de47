"""Hold-out 65 datasheets, part 1: a Wi-Fi + BLE module, a digital temperature sensor IC,
a stepper driver carrier board and a high-side current / power monitor board.

A Norwegian module data sheet (one column per ordering code, electrical data in two
half-width tables side by side, GPIO limit as "VBAT + 0.3 V"), a Finnish sensor data
sheet (accuracy with one column per grade, condition sentence, symbol-only rows, a
register map as decoy), a Polish / English maker-shop card (a table whose columns are
motor supply voltages) and an Indian maker board sheet (S.No. table with one column
per shunt version and a 'Typical performance' prose section stating limits).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
EL = "\u2026"


# ------------------------------------------------ Wi-Fi + BLE module (Norway)
def frwb5(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="Fjordlink Radio AS",
        header_right="FR-WB5 data sheet  rev. 1.3",
        footer_left="Fjordlink Radio AS, Trondheim  -  subject to change without notice",
        footer_right="Side {page} av {nb}",
        table_fill=None,
        accent=(0, 70, 110),
        grid=False,
    )
    s = Sheet(style, "FR-WB5 Wi-Fi and Bluetooth LE module")
    s.add_page()
    s.title_block(
        "FR-WB5",
        "2.4 GHz Wi-Fi 4 + Bluetooth LE 5.0 combo module with AT firmware",
        "FR-WB5-P  (PCB antenna)   |   FR-WB5-U  (u.FL connector)   |   FR-WB5-PH  (PCB antenna, "
        "extended temperature)",
        19,
    )

    def left() -> None:
        s.heading("Overview", 10)
        s.para(
            "FR-WB5 is a 16 x 24 mm shielded module with a single-core 160 MHz RISC-V "
            "microcontroller, 4 MB flash, IEEE 802.11 b/g/n (2412 - 2484 MHz) and Bluetooth "
            "LE 5.0. Out of the box it runs the Fjordlink AT command set on UART0 at "
            "115200 baud, 8N1.",
            8.0,
        )

    def right() -> None:
        s.heading("Highlights", 10)
        s.bullets(
            [
                "One supply rail, VBAT 3.0 V to 3.6 V",
                "Up to +20 dBm in 802.11b mode",
                "Deep sleep with RTC running: 7 " + MU + "A",
                "UART, SPI, I2C, 12-bit ADC, 15 GPIO",
            ],
            8.0,
        )

    s.side_by_side(left, right, 260)
    s.heading("Ordering information", 10, rule=True)
    s.table(
        [
            Col("", 150),
            Col("FR-WB5-P", 116, "C"),
            Col("FR-WB5-U", 116, "C"),
            Col("FR-WB5-PH", 117, "C"),
        ],
        [
            ["Antenna", "PCB trace, 2.0 dBi", "u.FL (IPEX MHF1)", "PCB trace, 2.0 dBi"],
            ["Flash", "4 MB", "4 MB", "4 MB"],
            [
                "Ambient temperature,\noperating",
                "-40 " + EL + " +85 " + DEG,
                "-40 " + EL + " +85 " + DEG,
                "-40 " + EL + " +105 " + DEG,
            ],
            ["Certification", "CE RED, FCC", "CE RED, FCC", "CE RED"],
        ],
        7.5,
    )
    s.heading("Electrical characteristics", 10, rule=True)
    s.para("VBAT = 3.3 V, Tamb = 25 " + DEG + " unless otherwise noted.", 7.5)

    def el_left() -> None:
        s.caption("Table 3. DC characteristics", 7.5)
        s.table(
            [
                Col("", 58),
                Col("min", 34, "C"),
                Col("typ", 34, "C"),
                Col("max", 34, "C"),
                Col("", 77),
            ],
            [
                ["VBAT", "3.0", "3.3", "3.6", "V"],
                ["V_{IH}", "0.75 VBAT", "", "VBAT + 0.3", "V"],
                ["V_{IL}", "-0.3", "", "0.25 VBAT", "V"],
                ["V_{OH}", "0.8 VBAT", "", "", "V, IOH = 20 mA"],
                ["V_{OL}", "", "", "0.1 VBAT", "V, IOL = 28 mA"],
                ["I_{GPIO}", "", "", "40", "mA per pin"],
            ],
            7.0,
        )

    def el_right() -> None:
        s.caption("Table 4. Current into VBAT (typ.)", 7.5)
        s.table(
            [Col("Mode", 150), Col("typ", 52, "C")],
            [
                ["Wi-Fi TX 802.11b 1 Mbps, +20 dBm", "320 mA"],
                ["Wi-Fi TX 802.11n MCS7, +14 dBm", "245 mA"],
                ["Wi-Fi RX, listening", "78 mA"],
                ["BLE TX, 0 dBm", "105 mA"],
                ["Modem sleep", "21 mA"],
                ["Light sleep", "0.85 mA"],
                ["Deep sleep (RTC on)", "7 " + MU + "A"],
            ],
            7.0,
        )

    s.side_by_side(el_left, el_right, 245)
    s.para(
        "The supply must be able to deliver 500 mA peaks; use at least 22 " + MU + "F close to "
        "the VBAT pin. The GPIOs are not 5 V tolerant.",
        7.5,
    )
    s.add_page()
    s.heading("RF characteristics", 10, rule=True)
    s.table(
        [
            Col("Parameter", 160),
            Col("Mode / rate", 160),
            Col("typ", 70, "C"),
            Col("unit", 109, "C"),
        ],
        [
            ["Output power", "802.11b, 1 Mbps", "20", "dBm"],
            ["", "802.11g, 54 Mbps", "16.5", "dBm"],
            ["", "802.11n HT20, MCS7", "14", "dBm"],
            ["", "BLE, 1 Mbps", "9", "dBm"],
            ["Receiver sensitivity", "802.11b, 1 Mbps", "-98", "dBm"],
            ["", "802.11n HT20, MCS7", "-73", "dBm"],
            ["", "BLE, 1 Mbps", "-96", "dBm"],
            ["", "BLE, 125 kbps (coded)", "-104", "dBm"],
        ],
        7.5,
    )
    s.heading("Absolute maximum ratings", 10, rule=True)
    s.table(
        [Col("", 220), Col("min", 70, "C"), Col("max", 70, "C"), Col("", 139)],
        [
            ["Supply voltage VBAT", "-0.3", "3.9", "V"],
            ["Voltage on any GPIO", "-0.3", "VBAT + 0.3", "V"],
            ["RF input level", "", "+10", "dBm"],
            ["Storage temperature", "-40", "+125", DEG],
        ],
        7.5,
    )
    s.heading("Recommended operating conditions", 10, rule=True)
    s.table(
        [Col("", 220), Col("min", 70, "C"), Col("max", 70, "C"), Col("", 139)],
        [
            ["Supply voltage VBAT", "3.0", "3.6", "V"],
            ["Current capability of the supply", "500", "", "mA"],
            ["Ambient temperature", "", "", "see ordering information"],
        ],
        7.5,
    )
    s.heading("Pin list (excerpt)", 10, rule=True)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 80), Col("Type", 50, "C"), Col("Function", 329)],
        [
            ["1", "GND", "P", "Ground"],
            ["2", "VBAT", "P", "3.3 V supply"],
            ["3", "EN", "I", "Chip enable, high = on, 10 kOhm pull-up inside"],
            ["12", "IO9", "I/O", "Boot strap, low at reset = download mode"],
            ["17", "TXD0", "O", "UART0 TX, AT port"],
            ["18", "RXD0", "I", "UART0 RX, AT port"],
            ["24", "GND", "P", "Ground"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2025-09-02", "1.2", "BLE coded PHY added"], ["2026-02-10", "1.3", "FR-WB5-PH added"]],
        (90, 60, 349),
    )
    return save(s, out / "fr-wb5.pdf")


# ------------------------------------------- temperature sensor IC (Finland)
def pts117(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Kaleva Sensor Oy",
        header_right="PTS-117  Tietolehti / Data sheet  D117-04",
        footer_left="Kaleva Sensor Oy, Oulu, Finland",
        footer_right="sivu {page}/{nb}",
        table_fill=(235, 240, 235),
        accent=(0, 90, 60),
    )
    s = Sheet(style, "PTS-117 digital temperature sensor")
    s.add_page()
    s.title_block(
        "PTS-117A / PTS-117B",
        "Precision digital temperature sensor with I2C / SMBus interface",
        "WSON-6, 2 x 2 mm  |  grade A: clinical and cold-chain  |  grade B: general purpose",
        20,
    )
    s.heading("Features", 10)
    s.bullets(
        [
            "Accuracy " + PM + "0.1 " + DEG + " from +20 " + DEG + " to +42 " + DEG + " (PTS-117A)",
            "16-bit result, 0.0078125 " + DEG + " per LSB",
            "Supply 1.62 V to 3.6 V, 3.5 " + MU + "A average at one conversion per second",
            "I2C / SMBus compatible, clock up to 1 MHz, four addresses by ADDR pin",
            "ALERT output with programmable limits",
        ],
        8.5,
    )
    s.heading("1  Temperature accuracy", 10, rule=True)
    s.table(
        [Col("Temperature range", 200), Col("PTS-117A", 150, "C"), Col("PTS-117B", 149, "C")],
        [
            ["+20 " + DEG + " " + EL + " +42 " + DEG, PM + "0.1 " + DEG, PM + "0.2 " + DEG],
            ["-20 " + DEG + " " + EL + " +85 " + DEG, PM + "0.2 " + DEG, PM + "0.35 " + DEG],
            ["-40 " + DEG + " " + EL + " +125 " + DEG, PM + "0.3 " + DEG, PM + "0.5 " + DEG],
        ],
        8.0,
    )
    s.heading("2  Electrical characteristics", 10, rule=True)
    s.para(
        "VDD = 1.62 V to 3.6 V, TA = -40 " + DEG + " to +125 " + DEG + "; typical values at "
        "VDD = 3.3 V, TA = 25 " + DEG + ", unless otherwise noted.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 140),
            Col("Symbol", 55, "C"),
            Col("Conditions", 130),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "1.62", "", "3.6", "V"],
            ["Average current,\n1 conversion per second", "I_{DD}", "", "", "3.5", "5.0", MU + "A"],
            ["Current during\nconversion", "I_{DD(CONV)}", "", "", "135", "190", MU + "A"],
            ["Shutdown current", "I_{SD}", "", "", "0.15", "0.5", MU + "A"],
            ["Conversion time", "t_{CONV}", "", "", "15.5", "18", "ms"],
            ["", "V_{IH}", "SDA, SCL, ADDR", "0.7 VDD", "", "", "V"],
            ["", "V_{IL}", "SDA, SCL, ADDR", "", "", "0.3 VDD", "V"],
            ["", "V_{OL}", "SDA, ALERT, IOL = 3 mA", "", "", "0.4", "V"],
            ["SCL clock frequency", "f_{SCL}", "", "", "", "1000", "kHz"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("3  Absolute maximum ratings", 10, rule=True)
    s.table(
        [Col("Parameter", 230), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 129, "C")],
        [
            ["Supply voltage VDD", "-0.3", "4.0", "V"],
            ["SDA, SCL, ALERT", "-0.3", "4.0", "V"],
            ["ADDR", "-0.3", "VDD + 0.3", "V"],
            ["Junction temperature", "", "150", DEG],
            ["Storage temperature", "-60", "150", DEG],
        ],
        7.5,
    )
    s.heading("4  Recommended operating conditions", 10, rule=True)
    s.table(
        [Col("Parameter", 230), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 129, "C")],
        [
            ["Supply voltage VDD", "1.62", "3.6", "V"],
            ["Operating temperature", "-40", "+125", DEG],
            ["Pull-up voltage on SDA, SCL", "", "3.6", "V"],
        ],
        7.5,
    )
    s.heading("5  Device address", 10, rule=True)
    s.table(
        [Col("ADDR connected to", 200), Col("7-bit address", 150, "C"), Col("Note", 149)],
        [
            ["GND", "0x44", "default"],
            ["VDD", "0x45", ""],
            ["SDA", "0x46", ""],
            ["SCL", "0x47", ""],
        ],
        7.5,
    )
    s.heading("6  Register map", 10, rule=True)
    s.table(
        [
            Col("Pointer", 70, "C"),
            Col("Register", 160),
            Col("Reset value", 90, "C"),
            Col("Access", 179),
        ],
        [
            ["0x00", "Temperature", "0x0000", "R"],
            ["0x01", "Configuration", "0x0220", "R/W"],
            ["0x02", "T_LOW limit", "0x2580", "R/W"],
            ["0x03", "T_HIGH limit", "0x2800", "R/W"],
            ["0x0F", "Device ID", "0x0117", "R"],
        ],
        7.5,
    )
    s.para(
        "SMBus timeout: the interface resets if SCL is held low for more than 30 ms. Use "
        "pull-up resistors of 2.2 kOhm to 10 kOhm to VDD.",
        8.0,
    )
    revision_table(s, [["2026-01-20", "04", "Grade B limits widened at -40 " + DEG]], (90, 60, 349))
    return save(s, out / "pts-117.pdf")


# ------------------------------------------ stepper driver carrier (Poland)
def mpstp36(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Mikroprojekt sp. z o.o.",
        header_right="Karta produktu / Product card  MP-STP36",
        footer_left="www.mikroprojekt.example  |  Gda\u0144sk",
        footer_right="Strona {page} z {nb}",
        table_fill=(250, 235, 215),
        accent=(170, 60, 0),
    )
    s = Sheet(style, "MP-STP36 stepper motor driver carrier")
    s.add_page()
    s.title_block(
        "MP-STP36",
        "Sterownik silnika krokowego / Bipolar stepper motor driver carrier, 36 V",
        "Stackable 15.2 x 20.3 mm carrier with STEP / DIR interface and trimmer current limit",
        18,
    )
    s.heading("Opis / Description", 10, rule=True)
    s.para(
        "The MP-STP36 drives one bipolar stepper motor with microstepping down to 1/32 step. "
        "A trimmer sets the coil current; STEP, DIR and EN accept 3.3 V or 5 V logic. The "
        "board has no reverse-polarity protection on VMOT.",
        8.5,
    )
    s.heading("Zasilanie / Power", 10, rule=True)
    s.table(
        [Col("Parametr / Parameter", 220), Col("min", 60, "C"), Col("max", 60, "C"), Col("", 159)],
        [
            ["Napi\u0119cie silnika /\nMotor supply voltage (VMOT)", "8", "36", "V"],
            ["Napi\u0119cie logiki /\nLogic supply voltage (VDD)", "3.0", "5.5", "V"],
            ["Pr\u0105d logiki / Logic supply current", "", "5", "mA"],
        ],
        7.5,
    )
    s.heading("Pr\u0105d fazy / Current per coil", 10, rule=True)
    s.para(
        "Continuous RMS current per coil at 25 " + DEG + " ambient, full-step and microstep "
        "modes, board mounted horizontally in still air:",
        8.0,
    )
    s.table(
        [
            Col("", 200),
            Col("VMOT = 12 V", 100, "C"),
            Col("VMOT = 24 V", 100, "C"),
            Col("VMOT = 36 V", 99, "C"),
        ],
        [
            ["Bez radiatora / without heat sink", "1.5 A", "1.3 A", "1.1 A"],
            ["Z radiatorem / with heat sink", "2.0 A", "1.8 A", "1.6 A"],
            ["Z radiatorem i wentylatorem /\nwith heat sink and fan", "2.2 A", "2.2 A", "2.0 A"],
        ],
        7.5,
    )
    s.heading("Wej\u015bcia / Logic inputs (STEP, DIR, EN, MS1-MS3)", 10, rule=True)
    s.table(
        [Col("", 220), Col("min", 60, "C"), Col("max", 60, "C"), Col("", 159)],
        [
            ["Input high level", "2.1", "", "V"],
            ["Input low level", "", "0.8", "V"],
            ["Input voltage, never above", "", "5.5", "V"],
            ["STEP frequency", "", "250", "kHz"],
            ["STEP pulse width, high or low", "1.0", "", MU + "s"],
            ["DIR set-up before STEP edge", "0.65", "", MU + "s"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Mikrokrok / Microstep selection", 10, rule=True)
    s.table(
        [Col("MS1", 60, "C"), Col("MS2", 60, "C"), Col("MS3", 60, "C"), Col("Resolution", 319)],
        [
            ["L", "L", "L", "Full step"],
            ["H", "L", "L", "1/2 step"],
            ["L", "H", "L", "1/4 step"],
            ["H", "H", "L", "1/8 step"],
            ["H", "H", "H", "1/16 step"],
            ["L", "L", "H", "1/32 step"],
        ],
        7.5,
    )
    s.heading("Ograniczenia / Limits", 10, rule=True)
    s.table(
        [Col("", 220), Col("value", 120, "C"), Col("", 159)],
        [
            ["VMOT, never above (incl. ringing)", "40", "V"],
            ["Peak coil current (< 1 s)", "2.5", "A"],
            ["Ambient temperature, operating", "-20 ... +70", DEG],
            ["Storage temperature", "-40 ... +85", DEG],
        ],
        7.5,
    )
    s.heading("Ustawienie pr\u0105du / Setting the current limit", 10, rule=True)
    s.para(
        "Measure VREF on the trimmer wiper: I_max = VREF / (8 x 0.068 Ohm), so VREF = 0.54 V "
        "sets 1.0 A. The sense resistors are 0.068 Ohm.",
        8.5,
    )
    s.heading("Uwagi / Notes", 10, rule=True)
    s.bullets(
        [
            "Put an electrolytic capacitor of at least 47 " + MU + "F across VMOT close to the "
            "board; LC spikes above 40 V destroy the driver.",
            "Never connect or disconnect the motor while VMOT is on.",
            "Above 1.3 A the driver chip gets too hot to touch within a minute; fit the heat sink.",
        ],
        8.5,
    )
    return save(s, out / "mp-stp36.pdf")


# ------------------------------------ current / power monitor board (India)
def vepm226(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Vayu Embedded Pvt. Ltd.",
        header_right="VE-PM226 Current & Power Monitor Board - Technical Sheet",
        footer_left="Vayu Embedded Pvt. Ltd., Pune 411 057  |  Doc VE-TS-226 Rev B",
        footer_right="Page {page}",
        table_fill=(255, 244, 204),
        accent=(150, 40, 40),
    )
    s = Sheet(style, "VE-PM226 current and power monitor board")
    s.add_page()
    s.title_block(
        "VE-PM226 / VE-PM226-HC",
        "High-side DC current, voltage and power monitor board (I2C)",
        "Measures load current through an on-board shunt, bus voltage and power; reports over I2C",
        18,
    )
    s.heading("Technical Specifications", 11, rule=True)
    s.table(
        [
            Col("S.No.", 36, "C"),
            Col("Parameter", 195),
            Col("VE-PM226", 134, "C"),
            Col("VE-PM226-HC", 134, "C"),
        ],
        [
            ["1", "Shunt resistor (on board)", "0.1 " + OHM + " 1 %", "0.01 " + OHM + " 1 %, 2 W"],
            ["2", "Current measuring range", PM + "3.2 A", PM + "8 A"],
            ["3", "Current resolution", "0.8 mA", "8 mA"],
            ["4", "Bus voltage measuring range", "0 - 26 V", "0 - 26 V"],
            ["5", "Board supply (VCC)", "3 - 5.5 V", "3 - 5.5 V"],
            ["6", "Supply current", "1 mA", "1 mA"],
            ["7", "Interface", "I2C", "I2C"],
            ["8", "Working temperature", "-40 to +85 " + DEG, "-40 to +85 " + DEG],
            ["9", "Board size", "25 x 22 mm", "25 x 30 mm"],
        ],
        8.0,
    )
    s.heading("Typical Performance", 11, rule=True)
    s.para(
        "All numbers in this section are typical at VCC = 3.3 V and 25 " + DEG + " unless we say "
        "otherwise. The board measures bus voltage in steps of 4 mV with a gain error of "
        "0.5 % at most. The shunt voltage range is "
        + PM
        + "320 mV; with the 0.1 "
        + OHM
        + " shunt this gives the "
        + PM
        + "3.2 A span shown above. IN+ and IN- can sit "
        "anywhere from 0 V to 26 V with respect to GND, even with VCC switched off, and must "
        "never be taken beyond 28 V. One conversion takes 532 " + MU + "s at 12-bit "
        "resolution; averaging of up to 128 samples is available.",
        8.5,
    )
    s.para(
        "The I2C interface runs at up to 400 kHz. The board carries 10 kOhm pull-up resistors "
        "from SDA and SCL to VCC, so the bus idles at the VCC level: power the board from "
        "the same voltage as your microcontroller's I/O.",
        8.5,
    )
    s.add_page()
    s.heading("I2C address selection", 11, rule=True)
    s.table(
        [
            Col("A1 jumper", 110, "C"),
            Col("A0 jumper", 110, "C"),
            Col("Address", 140, "C"),
            Col("Remark", 139),
        ],
        [
            ["open", "open", "0x40", "as shipped"],
            ["open", "closed", "0x41", ""],
            ["closed", "open", "0x44", ""],
            ["closed", "closed", "0x45", ""],
        ],
        8.0,
    )
    s.heading("Connections", 11, rule=True)
    s.table(
        [Col("Pin", 70, "C"), Col("Description", 429)],
        [
            ["VCC", "3 - 5.5 V board supply"],
            ["GND", "Common ground (must be shared with the load supply ground)"],
            ["SCL / SDA", "I2C clock / data"],
            ["ALERT", "Open-drain alert output, active low"],
            ["VIN+ / VIN-", "Screw terminal: VIN+ to supply side, VIN- to load side (high side)"],
        ],
        8.0,
    )
    s.heading("Register summary", 11, rule=True)
    s.table(
        [Col("Address", 70, "C"), Col("Register", 200), Col("Power-on value", 229, "C")],
        [
            ["0x00", "Configuration", "0x399F"],
            ["0x01", "Shunt voltage", "-"],
            ["0x02", "Bus voltage", "-"],
            ["0x03", "Power", "0x0000"],
            ["0x05", "Calibration", "0x0000"],
        ],
        8.0,
    )
    s.heading("Notes", 11, rule=True)
    s.bullets(
        [
            "Only high-side use is supported: put the shunt in the positive lead.",
            "The screw terminal of VE-PM226-HC is rated 10 A; the measuring range is "
            + PM
            + "8 A.",
            "Reverse polarity on VCC is not protected.",
        ],
        8.5,
    )
    return save(s, out / "ve-pm226.pdf")
