"""Hold-out 52 datasheets, part 2: two wireless gate opener receivers, a parking
sensor kit and a smoke vent controller.

A Chinese gate receiver module manual (full-width key-value lines, one column per
version, FAQ), a Spanish plug-in gate receiver (absolute maximum vs operating
table with the same rows, footnote marks), a Taiwanese parking sensor kit
(numbered rows, typ.-only table continued on page 2) and a British smoke vent
controller (one column per version, table continued on page 2).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LE = "\u2264"


# ------------------------------------------------ gate opener receiver (Chinese module)
def gr433(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Shenzhen Qiaomen Technology Co., Ltd.",
        header_right="GR Series Receiver User Manual V2.1",
        footer_left="www.qiaomen-tech.example",
        footer_right="- {page} -",
        table_fill=(250, 235, 210),
        accent=(190, 90, 0),
    )
    s = Sheet(style, "GR-433 gate opener receiver")
    s.add_page()
    s.title_block("GR-433L / GR-433R / GR-868L", "2-Channel Wireless Gate Opener Receiver", "", 18)
    s.heading("1. Product Introduction", 10)
    s.para(
        "GR series receivers are used with sliding gate, swing gate and garage door "
        "openers. Two relays (CH1, CH2) give NO/NC contacts to the opener's push-button "
        "input. Remotes are paired with the LEARN key.",
        8.5,
    )
    s.heading("2. Main Parameters", 10)
    s.lines(
        [
            "Working voltage" + FWC + "DC 9V" + FWT + "24V",
            "Static current" + FWC + LE + "6mA",
            "Relay contact" + FWC + "10A/250VAC, 10A/30VDC",
            "Output mode" + FWC + "momentary / toggle / latched",
            "Working temperature" + FWC + "-20" + FW_C + FWT + "+70" + FW_C,
            "PCB size" + FWC + "52" + "×" + "38mm",
        ],
        8.5,
        12,
    )
    s.heading("3. Version Table", 10)
    s.table(
        [
            Col("Item", 140),
            Col("GR-433L", 120, "C"),
            Col("GR-433R", 120, "C"),
            Col("GR-868L", 119, "C"),
        ],
        [
            ["Frequency", "433.92MHz", "433.92MHz", "868.35MHz"],
            ["Sensitivity", "-105dBm", "-103dBm", "-102dBm"],
            [
                "Code type",
                "learning code\n(EV1527)",
                "rolling code\n(HCS301)",
                "learning code\n(EV1527)",
            ],
            ["Max. remotes", "20", "20", "40"],
            ["Current, 2 relays on", "65mA", "65mA", "72mA"],
        ],
        8,
    )
    s.heading("4. Wiring", 10)
    s.table(
        [Col("Terminal", 80, "C"), Col("Description", 419)],
        [
            ["+ / -", "Power input DC 9" + FWT + "24V"],
            ["NO1 COM1 NC1", "Relay CH1 contacts"],
            ["NO2 COM2 NC2", "Relay CH2 contacts"],
            ["ANT", "Antenna, 17cm wire (433MHz) / 8.5cm wire (868MHz)"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Learning Remotes", 10)
    s.lines(
        [
            "Press LEARN 1 time" + FWC + "CH1 momentary",
            "Press LEARN 2 times" + FWC + "CH1 toggle",
            "Press LEARN 3 times" + FWC + "CH1 latched",
            "Hold LEARN 8 seconds" + FWC + "clear all remotes",
        ],
        8.5,
        12,
    )
    s.heading("6. FAQ", 10)
    s.lines(
        [
            "Q" + FWC + "How far does the remote work?",
            "A" + FWC + "About 100m in open field with the supplied remote; less through walls.",
            "Q" + FWC + "Can I power it from a 5V USB supply?",
            "A" + FWC + "No. The relays need at least 9V.",
            "Q" + FWC + "Which brand remotes are compatible?",
            "A" + FWC + "Only EV1527 remotes (L versions) or our HCS301 remotes (R version);",
            "     other brands are not tested.",
            "Q" + FWC + "Is the board waterproof?",
            "A" + FWC + "No. IP rating is not specified; install it in the opener housing.",
            "Q" + FWC + "Can the relay switch the gate motor directly?",
            "A" + FWC + "Only motors within the relay contact rating; use a contactor for larger",
            "     motors.",
        ],
        8.5,
        12,
    )
    s.heading("7. Package", 10)
    s.lines(["Receiver x1, remote x2 (CR2032 battery not included), manual x1"], 8.5, 12)
    return save(s, out / "gr-433.pdf")


# ------------------------------------------------ gate receiver (Spanish plug-in)
def rxp2(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="CERROJO AUTOMATISMOS",
        header_right="RXP-2  Ficha técnica / Technical sheet",
        footer_left="Cerrojo Automatismos S.L.  -  FT-RXP2-ES/EN rev.4",
        footer_right="{page}",
        table_fill=(245, 225, 225),
        accent=(160, 0, 30),
    )
    s = Sheet(style, "RXP-2 plug-in receiver")
    s.add_page()
    s.title_block(
        "RXP-2", "Receptor enchufable 2 canales / 2-channel plug-in receiver 433.92 MHz", "", 20
    )
    s.para(
        "The RXP-2 plugs into the receiver connector of Cerrojo gate control boards or "
        "is used stand-alone in the RXP-BOX housing. It stores up to 1000 rolling-code "
        "remotes of the Cerrojo CR series. Each channel has a relay output with a "
        "potential-free contact.",
        8.5,
    )
    s.heading("Absolute maximum ratings (1)", 10)
    s.table(
        [Col("Parameter", 220), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 139, "C")],
        [
            ["Supply voltage (AC or DC)", "", "30", "V"],
            ["Relay contact voltage", "", "48", "V"],
            ["Relay contact current", "", "1", "A"],
            ["Ambient temperature", "-25", "+70", DEG],
        ],
        8,
    )
    s.para("(1) Stresses above these values may destroy the receiver.", 7.5)
    s.heading("Operating conditions", 10)
    s.para("Values at 24 V DC and 25 " + DEG + " unless noted.", 8)
    s.table(
        [
            Col("Parameter", 220),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 114, "C"),
        ],
        [
            ["Supply voltage (AC or DC)", "10", "", "28", "V"],
            ["Supply current, relays off", "", "25", "", "mA"],
            ["Supply current, both relays\non", "", "60", "", "mA"],
            ["Relay contact voltage (2)", "", "", "24", "V"],
            ["Relay contact current (2)", "", "", "0.5", "A"],
            ["Ambient temperature", "-20", "", "+55", DEG],
        ],
        8,
    )
    s.para(
        "(2) Resistive load. The contacts are intended for the command inputs of gate "
        "control boards, not for motors or lamps.",
        7.5,
    )
    s.add_page()
    s.heading("Radio characteristics", 10)
    s.table(
        [Col("Parameter", 220), Col("Value", 150, "C"), Col("Unit", 129, "C")],
        [
            ["Frequency", "433.92", "MHz"],
            ["Sensitivity (3)", "-110", "dBm"],
            ["Demodulation", "AM/ASK", "-"],
            ["Memory", "1000", "remotes"],
            ["Code", "rolling code, Cerrojo CR", "-"],
        ],
        8,
    )
    s.para("(3) For a successful signal, 1 kbit/s, 12 dB SINAD.", 7.5)
    s.heading("Connector pinout", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 100, "C"), Col("Function", 339)],
        [
            ["1", "GND", "Supply common"],
            ["2", "V+", "Supply 10 ... 28 V AC/DC"],
            ["3", "CH1", "Relay 1 contact (NO)"],
            ["4", "CH2", "Relay 2 contact (NO)"],
            ["5", "COM", "Common of the relay contacts"],
            ["6", "ANT", "Antenna 50 " + OHM],
        ],
        8,
    )
    s.heading("Notes", 10)
    s.bullets(
        [
            "Range depends on the antenna and the site; it is not specified in this sheet.",
            "Degree of protection: given by the housing used (RXP-BOX: IP54).",
            "The RXP-2 does not accept EV1527 fixed-code remotes.",
        ],
        8,
    )
    revision_table(s, [["2024-02", "4", "Memory raised to 1000 remotes"]], (100, 60, 339))
    return save(s, out / "rxp-2.pdf")


# ------------------------------------------------ parking sensor kit (Taiwanese)
def ps48(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="TAINAN AUTOTRONICS CO., LTD.",
        header_right="PS-4 / PS-8 Parking Sensor Kit  SPEC.",
        footer_left="Spec. No. TA-PS-0412",
        footer_right="Page {page} of {nb}",
        table_fill=None,
        accent=(0, 0, 0),
    )
    s = Sheet(style, "PS-4 PS-8 parking sensor kit")
    s.add_page()
    s.title_block(
        "PS-4 / PS-8", "Ultrasonic Parking Sensor Kit with Buzzer and LED Display", "", 18
    )
    s.para(
        "The PS-4 kit has 4 rear sensors; the PS-8 kit has 4 rear and 4 front sensors. "
        "The control unit starts when the reverse light supply (+12 V) is applied; the "
        "front sensors of the PS-8 are enabled by the brake light signal.",
        8.5,
    )
    s.heading("1. Specifications", 10)
    s.table(
        [Col("No.", 30, "C"), Col("Item", 170), Col("PS-4", 150, "C"), Col("PS-8", 149, "C")],
        [
            ["1", "Rated voltage", "DC 12V", "DC 12V"],
            ["2", "Operating voltage", "DC 9V~16V", "DC 9V~16V"],
            ["3", "Operating current", "<=90mA", "<=120mA"],
            ["4", "Detection range", "0.3m~2.5m", "0.3m~2.5m (rear)\n0.3m~1.2m (front)"],
            ["5", "Ultrasonic frequency", "40kHz", "40kHz"],
            ["6", "Buzzer sound level", "85dB", "85dB"],
            ["7", "Operating temperature", "-30~+70" + DEG, "-30~+70" + DEG],
        ],
        8,
    )
    s.heading("2. Reference data (typ.)", 10)
    s.table(
        [Col("Item", 200), Col("Condition", 150, "C"), Col("Value", 149, "C")],
        [
            ["Current consumption", "PS-4, 12V, no obstacle", "55mA"],
            ["Current consumption", "PS-8, 12V, no obstacle", "80mA"],
            ["Response time", "", "0.1s"],
            ["Accuracy", "0.3m~1.0m", PM + "3cm"],
        ],
        8,
    )
    s.heading("3. Wiring", 10)
    s.table(
        [Col("Wire colour", 100), Col("Connect to", 399)],
        [
            ["Red", "Reverse light + (12V)"],
            ["Black", "Chassis ground"],
            ["Yellow", "Brake light + (PS-8 only)"],
            ["Blue", "Display connector (6-pin)"],
        ],
        8,
    )
    s.add_page()
    s.heading("1. Specifications (continued)", 10)
    s.table(
        [Col("No.", 30, "C"), Col("Item", 170), Col("PS-4", 150, "C"), Col("PS-8", 149, "C")],
        [
            ["8", "Storage temperature", "-40~+85" + DEG, "-40~+85" + DEG],
            ["9", "Sensor waterproof", "IP67", "IP67"],
            ["10", "Control unit waterproof", "not waterproof", "not waterproof"],
            ["11", "Sensor hole diameter", "18.5mm", "18.5mm"],
            ["12", "Cable length, sensor", "2.5m", "2.5m / 5.5m"],
        ],
        8,
    )
    s.heading("4. Display distance steps", 10)
    s.table(
        [Col("Distance", 150, "C"), Col("Buzzer", 200, "C"), Col("LED colour", 149, "C")],
        [
            ["2.5m~1.5m", "slow beep (2Hz)", "green"],
            ["1.5m~0.6m", "fast beep (4Hz)", "yellow"],
            ["0.6m~0.3m", "continuous", "red"],
        ],
        8,
    )
    s.heading("5. Notes", 10)
    s.bullets(
        [
            "For 12V vehicles only. For 24V trucks use a 24V-to-12V converter.",
            "The kit has no CAN bus or data output; the display is the only output.",
            "Sensors detect objects taller than 0.5m at 0.3m~2.5m; thin poles may not be detected.",
        ],
        8,
    )
    return save(s, out / "ps-48.pdf")


# ------------------------------------------------ smoke vent controller (British)
def svc24(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="FENWICK SMOKE CONTROL",
        header_right="SVC24 Series  Product Data",
        footer_left="Fenwick Smoke Control Ltd.  PD-SVC24 Issue 5",
        footer_right="{page}",
        table_fill=(255, 230, 220),
        accent=(200, 40, 0),
    )
    s = Sheet(style, "SVC24 smoke vent controller")
    s.add_page()
    s.title_block(
        "SVC24-4 / SVC24-8 / SVC24-16",
        "Smoke Vent Controller, 24 V DC, with battery back-up",
        "",
        17,
    )
    s.para(
        "SVC24 controllers open smoke vents and windows with 24 V DC actuators on signal "
        "from smoke detectors, manual call points or a fire alarm panel, and open or "
        "close them for daily ventilation from the ventilation buttons. Two 12 V lead-acid "
        "batteries keep the system running for 72 h after a mains failure.",
        8.5,
    )
    s.heading("Technical data", 10.5)
    s.table(
        [
            Col("", 170),
            Col("Unit", 50, "C"),
            Col("SVC24-4", 93, "C"),
            Col("SVC24-8", 93, "C"),
            Col("SVC24-16", 93, "C"),
        ],
        [
            ["Mains supply", "V AC", "230", "230", "230"],
            ["Output voltage (motor line)", "V DC", "24", "24", "24"],
            ["Total motor current", "A", "4", "8", "16"],
            ["Motor lines", "-", "1", "2", "4"],
            ["Max. current per motor line", "A", "4", "4", "4"],
            ["Batteries (2 x 12 V)", "Ah", "2.3", "7.2", "12"],
            ["Standby time", "h", "72", "72", "72"],
            ["Auxiliary output 24 V DC", "A", "0.2", "0.5", "0.5"],
        ],
        8,
    )
    s.para(
        "The output voltage at the motor line is 19 ... 28 V DC over the mains and battery range.",
        8,
    )
    s.heading("Inputs", 10.5)
    s.table(
        [Col("Input", 150), Col("Type", 349)],
        [
            ["Smoke detector line", "Up to 10 conventional detectors, 24 V, end-of-line 4k7"],
            ["Manual call point", "Up to 8 call points, monitored line"],
            ["Ventilation buttons", "Potential-free contacts OPEN / CLOSE"],
            ["Wind / rain sensor", "Potential-free contact (closes vents)"],
            ["Fire alarm panel", "Potential-free contact or 24 V DC signal"],
        ],
        8,
    )
    s.add_page()
    s.heading("Technical data (continued)", 10.5)
    s.table(
        [
            Col("", 170),
            Col("Unit", 50, "C"),
            Col("SVC24-4", 93, "C"),
            Col("SVC24-8", 93, "C"),
            Col("SVC24-16", 93, "C"),
        ],
        [
            ["Fault relay contact", "-", "30 V DC, 1 A", "30 V DC, 1 A", "30 V DC, 1 A"],
            ["Operating temperature", DEG, "-5 to +40", "-5 to +40", "-5 to +40"],
            ["Degree of protection", "-", "IP30", "IP30", "IP30"],
            ["Housing", "-", "steel, 300 x 250", "steel, 400 x 300", "steel, 400 x 400"],
        ],
        8,
    )
    s.heading("Approvals", 10.5)
    s.para(
        "Designed to EN 12101-10 (power supply equipment) and EN 12101-9 (control panels). "
        "Third-party certification of the SVC24-16 is pending.",
        8.5,
    )
    s.heading("Terminal overview", 10.5)
    s.table(
        [Col("Terminal", 80, "C"), Col("Function", 419)],
        [
            ["1, 2", "Mains L, N"],
            ["10 ... 13", "Motor line 1 (+/-), motor line 2 (+/-)"],
            ["20, 21", "Smoke detector line"],
            ["22, 23", "Manual call point line"],
            ["30 ... 32", "Ventilation OPEN / CLOSE / common"],
            ["40, 41", "Auxiliary output 24 V DC"],
        ],
        8,
    )
    s.heading("Notes", 10.5)
    s.bullets(
        [
            "Actuators must be 24 V DC types with reversing polarity; 230 V AC actuators "
            "cannot be connected.",
            "Cable sizing for motor lines is not covered here; see the installation guide.",
            "The controller has no network interface.",
        ],
        8,
    )
    revision_table(s, [["06/2024", "5", "SVC24-16 added"]], (100, 60, 339))
    return save(s, out / "svc24.pdf")
