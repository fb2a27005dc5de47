"""Hold-out 26 datasheets: solar charge controller, limit switch, smart plug module, water level.

A Chinese PWM solar charge controller manual (one column per model, full-width
key-value lines, self-consumption only in the FAQ), a Japanese limit switch
catalogue page (ratings per load type and voltage, gold-clad version with
micro-load ratings, "typ." only characteristics), a Chinese Wi-Fi smart plug
relay module manual (one column per relay version, RF data, pin table as
decoy) and a US maker-board water level sensor (values in prose, two versions
in one table cell).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
CJK_DEG = "\u2103"
FC = "\uff1a"
FT = "\uff5e"
OHM = "\u03a9"


# ------------------------------------------------ solar charge controller (Chinese manual)
def spc20(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="SPC Series PWM Solar Charge Controller  User Manual",
        header_right="Shenzhen Sunrise Yuanneng Technology Co., Ltd.",
        footer_left="Manual V2.1  2025-04",
        footer_right="{page}",
        table_fill=(255, 240, 200),
        accent=(200, 120, 0),
    )
    s = Sheet(style, "SPC20 solar charge controller")
    s.add_page()
    s.title_block("SPC-10 / SPC-20 / SPC-30", "PWM Solar Charge Controller 12V/24V Auto")
    s.heading("1. Product Features", 10)
    s.bullets(
        [
            "12V / 24V battery system automatic recognition",
            "Supports sealed lead-acid, gel, flooded and LiFePO4 (4S / 8S) batteries",
            "Dual USB output 5V 2A (total)",
            "LCD display of PV, battery and load status",
            "Reverse polarity, overcurrent and short-circuit protection of the load",
        ],
        8.5,
    )
    s.heading("2. Basic Parameters", 10)
    s.lines(
        [
            "System voltage" + FC + "12V / 24V auto",
            "USB output" + FC + "5V" + FT + "2A",
            "Working temperature" + FC + "-20" + FT + "+55" + CJK_DEG,
            "Storage temperature" + FC + "-30" + FT + "+70" + CJK_DEG,
            "Protection grade" + FC + "IP30",
        ],
        9,
    )
    s.heading("3. Model Parameters", 10)
    s.table(
        [
            Col("Model", 170),
            Col("SPC-10", 100, "C"),
            Col("SPC-20", 100, "C"),
            Col("SPC-30", 100, "C"),
            Col("", 29, "C"),
        ],
        [
            ["Rated charge current", "10A", "20A", "30A", ""],
            ["Rated load current", "10A", "20A", "20A", ""],
            ["Max. PV open circuit\nvoltage", "40V", "50V", "50V", ""],
            ["Max. PV power (12V / 24V)", "130W / 260W", "260W / 520W", "390W / 780W", ""],
        ],
        8,
    )
    s.para("(continued on next page)", 7.5)

    s.add_page()
    s.heading("3. Model Parameters (continued)", 10)
    s.table(
        [
            Col("Model", 170),
            Col("SPC-10", 100, "C"),
            Col("SPC-20", 100, "C"),
            Col("SPC-30", 100, "C"),
            Col("", 29, "C"),
        ],
        [
            ["Wire size (max)", "6mm\u00b2", "10mm\u00b2", "10mm\u00b2", ""],
            ["Dimensions", "133x70x35", "143x78x36", "143x78x36", "mm"],
            ["Weight", "130g", "160g", "175g", ""],
        ],
        8,
    )
    s.heading("4. Default Charging Voltages (12V system, x2 for 24V)", 10)
    s.table(
        [
            Col("Battery type", 130),
            Col("Boost", 90, "C"),
            Col("Float", 90, "C"),
            Col("Low voltage\ndisconnect", 99, "C"),
            Col("Reconnect", 90, "C"),
        ],
        [
            ["SLD (sealed)", "14.4V", "13.7V", "10.7V", "12.6V"],
            ["GEL", "14.2V", "13.7V", "10.7V", "12.6V"],
            ["FLD (flooded)", "14.6V", "13.7V", "10.7V", "12.6V"],
            ["LI (LiFePO4 4S)", "14.4V", "13.6V", "11.0V", "12.8V"],
        ],
        8,
    )
    s.heading("5. Wiring", 10)
    s.table(
        [Col("Terminal", 100, "C"), Col("Connect to", 399)],
        [
            ["1 / 2", "Battery + / - (connect the battery FIRST)"],
            ["3 / 4", "PV + / -"],
            ["5 / 6", "Load + / - (DC loads only)"],
        ],
        8,
    )
    s.heading("6. FAQ", 10)
    s.lines(
        [
            "Q" + FC + "How much power does the controller itself use?",
            "A" + FC + "Self-consumption ≤ 10mA (backlight off).",
            "Q" + FC + "Is this an MPPT controller?",
            "A" + FC + "No, SPC series uses PWM charging.",
            "Q" + FC + "Can I use a 36V (3 x 12V) battery bank?",
            "A" + FC + "No. Only 12V and 24V systems are supported.",
            "Q" + FC + "Temperature compensation?",
            "A" + FC + "Not specified for LI mode.",
        ],
        8.5,
    )
    return save(s, out / "spc-20.pdf")


# ------------------------------------------------ limit switch (Japanese catalogue)
def kls20(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Kisaragi Controls",
        header_right="General-purpose Limit Switch  KLS-20",
        footer_left="Cat. No. KC-LS-020E",
        footer_right="{page}",
        table_fill=(230, 230, 245),
        accent=(40, 40, 120),
    )
    s = Sheet(style, "KLS-20 limit switch")
    s.add_page()
    s.title_block(
        "KLS-20", "Compact Enclosed Limit Switch", "KLS-20 (standard)  /  KLS-20G (gold-clad)"
    )
    s.para(
        "Die-cast housing limit switch with roller lever actuator for conveyors, doors "
        "and machine tools. The KLS-20G has gold-clad crossbar contacts for micro loads "
        "such as PLC inputs and microcontroller GPIOs. Degree of protection: IP67.",
        8.5,
    )
    s.heading("Ratings", 10)
    s.para("KLS-20 (standard contacts)", 8.5, bold=True)
    s.table(
        [
            Col("Rated voltage", 110),
            Col("Resistive load", 97, "C"),
            Col("Lamp load", 97, "C"),
            Col("Inductive load", 97, "C"),
            Col("Motor load", 98, "C"),
        ],
        [
            ["125 VAC", "10 A", "3 A", "10 A", "5 A"],
            ["250 VAC", "10 A", "2.5 A", "10 A", "3 A"],
            ["8 VDC", "10 A", "3 A", "10 A", "6 A"],
            ["30 VDC", "6 A", "3 A", "4 A", "4 A"],
            ["125 VDC", "0.4 A", "0.4 A", "0.05 A", "0.05 A"],
            ["250 VDC", "0.2 A", "0.2 A", "0.03 A", "0.03 A"],
        ],
        8,
    )
    s.para("KLS-20G (gold-clad contacts)", 8.5, bold=True)
    s.table(
        [Col("Item", 207), Col("Rating", 292, "C")],
        [
            ["Rated load", "0.1 A at 125 VAC / 0.1 A at 30 VDC (resistive)"],
            ["Minimum applicable load", "1 mA at 5 VDC"],
        ],
        8,
    )
    s.para(
        "Note: The KLS-20 standard version is not suitable for loads below 160 mA at 14 VDC; "
        "use the KLS-20G for logic-level signals.",
        8,
    )
    s.heading("Characteristics", 10)
    s.table(
        [Col("Item", 220), Col("KLS-20", 140, "C"), Col("KLS-20G", 139, "C")],
        [
            ["Operating speed", "1 mm/s to 0.5 m/s", "1 mm/s to 0.5 m/s"],
            ["Contact resistance (initial)", "25 m" + OHM + " max.", "50 m" + OHM + " max."],
            [
                "Insulation resistance",
                "100 M" + OHM + " min. (at 500 VDC)",
                "100 M" + OHM + " min. (at 500 VDC)",
            ],
            ["Mechanical durability", "10,000,000 operations min.", "10,000,000 operations min."],
            [
                "Electrical durability",
                "500,000 operations min.\n(10 A at 250 VAC)",
                "500,000 operations min.\n(0.1 A at 30 VDC)",
            ],
            [
                "Ambient operating\ntemperature",
                "-10 to +80" + DEG + " (no icing)",
                "-10 to +80" + DEG + " (no icing)",
            ],
            ["Degree of protection", "IP67", "IP67"],
        ],
        8,
    )

    s.add_page()
    s.heading("Operating Characteristics (typ.)", 10)
    s.table(
        [
            Col("Actuator", 150),
            Col("OF", 70, "C"),
            Col("RF", 70, "C"),
            Col("PT", 70, "C"),
            Col("OT", 70, "C"),
            Col("MD", 69, "C"),
        ],
        [
            [
                "Roller lever (R)",
                "9.8 N",
                "1.5 N",
                "20" + "\u00b0",
                "70" + "\u00b0",
                "12" + "\u00b0",
            ],
            ["Plunger (P)", "12 N", "3.9 N", "1.7 mm", "5 mm", "1 mm"],
        ],
        8,
    )
    s.para(
        "OF: operating force, RF: release force, PT: pretravel, OT: overtravel, "
        "MD: movement differential. All values are typical.",
        7.5,
    )
    s.heading("Ordering Information", 10)
    s.table(
        [Col("Model", 150), Col("Actuator", 120), Col("Contacts", 120), Col("Conduit", 109)],
        [
            ["KLS-20-R", "Roller lever", "Silver", "G1/2"],
            ["KLS-20-P", "Plunger", "Silver", "G1/2"],
            ["KLS-20G-R", "Roller lever", "Gold-clad", "G1/2"],
            ["KLS-20G-P", "Plunger", "Gold-clad", "G1/2"],
        ],
        8,
    )
    s.heading("Terminal Arrangement", 10)
    s.table(
        [Col("Terminal No.", 120, "C"), Col("Function", 379)],
        [["1", "COM"], ["2", "NC"], ["4", "NO"]],
        8,
    )
    s.heading("Precautions", 10)
    s.para(
        "Do not use the switch in atmospheres containing corrosive gas. Using the switch "
        "in water or oil spray is allowed up to IP67; resistance to cutting oil is not "
        "specified. Connect a suitable fuse for short-circuit protection. The switch "
        "contacts are dry; an external pull-up resistor is needed when wiring to a logic input.",
        8.5,
    )
    revision_table(s, [["2025-01", "E", "KLS-20G added"], ["2022-07", "D", "IP67"]], (80, 60, 359))
    return save(s, out / "kls-20.pdf")


# ------------------------------------------------ smart plug relay module (Chinese manual)
def wrm10(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="WRM Smart Plug Relay Module  Specification",
        header_right="Hangzhou Lianjia IoT Technology Co., Ltd.",
        footer_left="Doc No. LJ-WRM-SPEC  V1.4",
        footer_right="Page {page}",
        table_fill=(215, 235, 255),
        accent=(0, 90, 180),
    )
    s = Sheet(style, "WRM smart plug relay module")
    s.add_page()
    s.title_block("WRM-10 / WRM-16", "Wi-Fi Smart Plug Relay Module with Power Metering")
    s.heading("1. Overview", 10)
    s.para(
        "WRM-10 and WRM-16 are relay modules for smart plugs and in-wall switches. Each "
        "module integrates a Wi-Fi SoC, an AC-DC power supply, a latching-free power relay "
        "and a metering IC for voltage, current and power. The modules are powered "
        "directly from the mains; no external 5V supply is needed.",
        8.5,
    )
    s.heading("2. General Specifications", 10)
    s.table(
        [Col("Item", 200), Col("Specification", 299)],
        [
            ["Input voltage", "AC 100" + FT + "240V, 50/60Hz"],
            ["Wireless standard", "IEEE 802.11 b/g/n"],
            ["Frequency range", "2.412" + FT + "2.484GHz"],
            ["Standby power", "≤ 0.6W (relay off, Wi-Fi connected)"],
            ["Metering accuracy", PM + "1% (power, 10W" + FT + "3500W)"],
            ["Working temperature", "-10" + FT + "+50" + CJK_DEG],
            ["Working humidity", "10" + FT + "90%RH (non-condensing)"],
        ],
        8,
    )
    s.heading("3. Relay Versions", 10)
    s.table(
        [Col("Parameter", 199), Col("WRM-10", 150, "C"), Col("WRM-16", 150, "C")],
        [
            ["Relay contact rating", "10A / 250VAC", "16A / 250VAC"],
            ["Max. resistive load", "2200W", "3500W"],
            ["Electrical life", "100,000 cycles", "50,000 cycles"],
            ["Relay coil", "5VDC, 72mA", "5VDC, 80mA"],
        ],
        8,
    )

    s.add_page()
    s.heading("4. RF Characteristics", 10)
    s.table(
        [
            Col("Mode", 150),
            Col("TX power (typ.)", 175, "C"),
            Col("RX sensitivity (typ.)", 174, "C"),
        ],
        [
            ["802.11b, 11Mbps", "+17dBm", "-88dBm"],
            ["802.11g, 54Mbps", "+14dBm", "-75dBm"],
            ["802.11n, MCS7", "+13dBm", "-72dBm"],
        ],
        8,
    )
    s.heading("5. Pin Definition", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 90, "C"), Col("Description", 349)],
        [
            ["1", "L_IN", "Mains live input"],
            ["2", "N", "Mains neutral"],
            ["3", "L_OUT", "Switched live output to the socket"],
            ["4", "KEY", "Push button input (internal pull-up to 3.3V)"],
            ["5", "LED", "Status LED output, 3.3V, 8mA max."],
        ],
        8,
    )
    s.heading("6. Notes", 10)
    s.lines(
        [
            "1. The KEY and LED pins are at mains potential. Do not connect them to an external",
            "   microcontroller or USB device.",
            "2. Bluetooth provisioning" + FC + "not supported; provisioning via Wi-Fi AP mode.",
            "3. Surge immunity" + FC + "not specified in this document.",
            "4. Inductive loads (motors, compressors) reduce relay life; not rated for HP loads.",
        ],
        8.5,
    )
    revision_table(s, [["2025-05", "V1.4", "WRM-16"], ["2024-08", "V1.0", "First"]], (80, 60, 359))
    return save(s, out / "wrm-10.pdf")


# ------------------------------------------------ water level sensor (US maker board)
def wls40(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="Pinecrest Maker Works",
        header_right="WLS-40 Water Level Sensor - Hookup Guide & Specs",
        footer_left="pinecrest-makerworks  |  WLS-40 rev 3",
        footer_right="{page}",
        table_fill=(235, 235, 235),
        accent=(0, 110, 60),
    )
    s = Sheet(style, "WLS-40 water level sensor")
    s.add_page()
    s.title_block("WLS-40", "Water Level Sensor Board (resistive WLS-40 / capacitive WLS-40C)")
    s.heading("What it is", 10)
    s.para(
        "The WLS-40 is a small board with exposed parallel traces. When water bridges the "
        "traces, an NPN transistor turns on and the SIG pin voltage rises roughly in "
        "proportion to the immersed length. The sensing area is 40 mm long. The WLS-40C "
        "has the same footprint but senses through the PCB solder mask (no exposed copper, "
        "so it does not corrode) and has a 555-based converter with an analog output.",
        8.5,
    )
    s.para(
        "Both boards run from 3.3 V to 5 V, so you can plug them into a 3.3 V board such as "
        "an ESP32 or a 5 V Arduino Uno. The WLS-40 draws less than 20 mA; the WLS-40C "
        "draws about 5 mA. The SIG output never exceeds the supply voltage, so it is safe "
        "for a 3.3 V ADC as long as the board is powered from 3.3 V.",
        8.5,
    )
    s.heading("Quick specs", 10)
    s.table(
        [Col("", 170), Col("WLS-40 / WLS-40C", 329)],
        [
            ["Supply", "3.3 V - 5 V (both)"],
            ["Output", "analog (SIG)"],
            ["SIG voltage, dry", "0 V / approx. 2.9 V at 5 V supply"],
            ["SIG voltage, 40 mm immersed", "approx. 2.2 V / approx. 1.2 V at 5 V supply"],
            ["Sensing length", "40 mm"],
            ["Board size", "62 x 20 mm"],
            ["Operating temperature", "10 - 30 \u00b0C (WLS-40), not specified (WLS-40C)"],
        ],
        8.5,
    )
    s.para(
        "Note the WLS-40C output falls as the water rises, the WLS-40 output rises.",
        8,
    )
    s.heading("Pinout", 10)
    s.table(
        [Col("Pin", 80, "C"), Col("Label", 80, "C"), Col("Connect to", 339)],
        [["1", "S / SIG", "ADC input (A0)"], ["2", "+", "3.3 V or 5 V"], ["3", "-", "GND"]],
        8.5,
    )

    s.add_page()
    s.heading("Tips & FAQ", 10)
    s.bullets(
        [
            "Corrosion: the WLS-40's bare traces corrode within days if powered all the time. "
            "Power it from a GPIO and read it only once in a while; a GPIO can supply the 20 mA.",
            "The readings depend on water conductivity; calibrate with your own water.",
            "The board is not waterproof above the sensing area: keep the header and the "
            "transistor dry.",
            "Can it measure tank depth in cm? Only over the 40 mm sensing length. For deeper "
            "tanks use a pressure or ultrasonic sensor.",
            "Response time: not specified.",
            "Is it food safe? Not specified; do not use it in drinking water.",
        ],
        8.5,
    )
    s.heading("Example (Arduino)", 10)
    s.lines(
        [
            "const int SENSOR_PWR = 7;   // power pin",
            "digitalWrite(SENSOR_PWR, HIGH); delay(10);",
            "int level = analogRead(A0);  // 0..1023",
            "digitalWrite(SENSOR_PWR, LOW);",
        ],
        8,
    )
    revision_table(
        s, [["2025-02", "3", "WLS-40C added"], ["2023-05", "2", "Pinout fix"]], (80, 60, 359)
    )
    return save(s, out / "wls-40.pdf")
