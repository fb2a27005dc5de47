"""Hold-out 19 datasheets: peristaltic pump module, CdS cells, linear actuator, anemometer.

A Chinese shop manual of a peristaltic pump module (one column per voltage
version, key-value lines with full-width colons, FAQ), a Chinese component
catalogue of CdS photoresistors (one row per model, two-line heads with
units), a German linear actuator leaflet (one column per gear version, a
common-data list without head) and a Chinese wind-speed sensor manual (one
column per output version, Modbus register table as decoys).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, save

DEG = "\u00b0C"
PM = "\u00b1"
OHM = "\u03a9"
CJK_DEG = "\u2103"
FC = "\uff1a"
FT = "\uff5e"
LE = "\u2264"


# ------------------------------------------------ peristaltic pump module (Chinese manual)
def ppm200(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="PPM-200 Peristaltic Pump Module",
        header_right="Shenzhen Daoze Technology",
        footer_left="www.daoze-tech.example  V1.2",
        footer_right="{page}",
        table_fill=(255, 235, 200),
        accent=(200, 90, 0),
    )
    s = Sheet(style, "PPM-200 peristaltic pump module user manual")
    s.add_page()
    s.title_block("PPM-200 Peristaltic Pump", "User Manual  (PPM-200-06 / PPM-200-12 / PPM-200-24)")
    s.heading("1. Product Introduction", 10)
    s.para(
        "PPM-200 is a small DC peristaltic pump with a brushed gear motor and 3 rollers. "
        "The liquid only touches the silicone tube, so it is good for aquarium dosing, "
        "plant watering and lab liquid transfer. Self-priming, can run dry for short time.",
        8.5,
    )
    s.heading("2. Parameters", 10)
    s.table(
        [
            Col("Parameter", 160),
            Col("PPM-200-06", 113, "C"),
            Col("PPM-200-12", 113, "C"),
            Col("PPM-200-24", 113, "C"),
        ],
        [
            ["Rated voltage", "6V DC", "12V DC", "24V DC"],
            ["Working voltage", "5" + FT + "6V", "10" + FT + "13V", "20" + FT + "26V"],
            ["Working current", LE + "350mA", LE + "200mA", LE + "120mA"],
            ["Flow rate", "0" + FT + "60ml/min", "0" + FT + "80ml/min", "0" + FT + "80ml/min"],
            ["Motor speed (no load)", "80rpm", "100rpm", "100rpm"],
        ],
        8,
    )
    s.heading("3. Common Data", 10)
    s.lines(
        [
            "Tube" + FC + "silicone, ID 2mm x OD 4mm",
            "Working temperature" + FC + "0" + FT + "40" + CJK_DEG,
            "Suction lift" + FC + "up to 1m (water)",
            "Continuous working life" + FC + "about 500 hours (tube), replace tube every 300h",
            "Weight" + FC + "65g",
        ],
        8.5,
        4,
    )
    s.heading("4. Wiring", 10)
    s.table(
        [Col("Wire", 120), Col("Connect to", 379)],
        [
            ["Red", "Power + (reverse red/black to reverse the flow)"],
            ["Black", "Power -"],
        ],
        8,
    )
    s.add_page()
    s.heading("5. Arduino Example (with MOSFET module on pin 9)", 10)
    s.lines(
        [
            "const int pumpPin = 9;",
            "void setup() { pinMode(pumpPin, OUTPUT); }",
            "void loop() { analogWrite(pumpPin, 180); delay(3000); analogWrite(pumpPin, 0); "
            "delay(60000); }",
        ],
        8,
        3,
    )
    s.heading("6. FAQ", 10)
    s.lines(
        [
            "Q" + FC + "Can I connect the pump directly to an Arduino pin?",
            "A" + FC + "No. An IO pin gives only about 20mA. Use a MOSFET or motor driver module.",
            "Q" + FC + "Can I control the flow with PWM?",
            "A" + FC + "Yes, PWM 1kHz" + FT + "20kHz on the motor supply, with a flyback diode.",
            "Q" + FC + "Can it pump oil, alcohol or acid?",
            "A" + FC + "The silicone tube is for water and weak solutions. Resistance to "
            "solvents and acids is not specified.",
            "Q" + FC + "Is the dosing accurate?",
            "A" + FC + "Flow changes with tube wear and voltage; dosing accuracy is not specified.",
            "Q" + FC + "Is the tube food grade?",
            "A" + FC + "We do not give food-grade certification for this tube.",
        ],
        8.5,
        4,
    )
    return save(s, out / "ppm-200.pdf")


# ------------------------------------------------ CdS photoresistors (Chinese catalogue)
def phr55(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="PHR55 Series CdS Photoconductive Cells",
        header_right="Yangzhou Huiguang Optoelectronics Co., Ltd.",
        footer_left="Huiguang  PHR55-EN-2023",
        footer_right="Page {page}",
        table_fill=(210, 230, 210),
        accent=(0, 100, 40),
    )
    s = Sheet(style, "PHR55 series CdS photoresistors")
    s.add_page()
    s.title_block("PHR55 Series", "CdS Photoconductive Cells (Light Dependent Resistors), 5mm")
    s.heading("Features", 10)
    s.bullets(
        [
            "Epoxy coated, 5mm diameter, good reliability",
            "Spectral response close to the human eye, peak 540nm",
            "Fast response, small size, low cost",
            "Applications: light switch, camera exposure, light-controlled toys, street lamps",
        ],
        8.5,
    )
    s.heading("Photoelectric Characteristics", 10)
    s.table(
        [
            Col("Model", 58),
            Col("Max.\nvoltage\n(VDC)", 45, "C"),
            Col("Max.\npower\n(mW)", 42, "C"),
            Col("Ambient\ntemp.\n(" + CJK_DEG + ")", 58, "C"),
            Col("Spectral\npeak\n(nm)", 45, "C"),
            Col("Light\nresistance\n10Lux (K" + OHM + ")", 66, "C"),
            Col("Dark\nresistance\n(M" + OHM + ")", 55, "C"),
            Col("\u03b3\n100/10", 40, "C"),
            Col("Response time\n(ms)\nrise / decay", 90, "C"),
        ],
        [
            ["PHR5506", "100", "90", "-30" + FT + "+70", "540", "2-6", "0.15", "0.6", "30 / 30"],
            ["PHR5516", "150", "90", "-30" + FT + "+70", "540", "5-10", "0.5", "0.7", "30 / 30"],
            ["PHR5528", "150", "100", "-30" + FT + "+70", "540", "10-20", "1", "0.6", "20 / 30"],
            ["PHR5537", "150", "100", "-30" + FT + "+70", "540", "20-30", "2", "0.7", "20 / 30"],
            ["PHR5539", "150", "100", "-30" + FT + "+70", "540", "30-90", "5", "0.8", "20 / 30"],
        ],
        7.5,
    )
    s.heading("Test Conditions", 10)
    s.lines(
        [
            "1. Light resistance" + FC + "measured at 10Lux, standard light source A (2856K), "
            "after 2h pre-illumination at 400" + FT + "600Lux.",
            "2. Dark resistance" + FC + "measured 10 seconds after the 10Lux light is removed.",
            "3. "
            + "\u03b3"
            + " value"
            + FC
            + "slope between 10Lux and 100Lux, log(R10/R100) / log(100/10).",
            "4. Response time" + FC + "rise to 63% and decay to 37% of the final value.",
        ],
        8,
        4,
    )
    s.add_page()
    s.heading("Application Example", 10)
    s.para(
        "A PHR5528 in series with a 10K" + OHM + " resistor from 5V forms a divider: the "
        "midpoint is about 2.5V at 10Lux and falls in the dark. Feed it to an ADC or to a "
        "comparator with a trimmer for a dark-on switch. With the 150V rating the cell can "
        "also sit in a mains lamp controller circuit as long as its 100mW power is not "
        "exceeded.",
        8.5,
    )
    s.heading("Notes", 10)
    s.lines(
        [
            "1. The cells contain cadmium and are not RoHS compliant; check local rules.",
            "2. Storage" + FC + "-40" + FT + "+85" + CJK_DEG + ", dark, dry place.",
            "3. The light resistance tolerance between cells is wide; illuminance measurement "
            "accuracy in Lux is not specified.",
            "4. Do not bend the leads within 2mm of the body; soldering 260"
            + CJK_DEG
            + ", 3s max.",
        ],
        8,
        4,
    )
    return save(s, out / "phr55.pdf")


# ------------------------------------------------ linear actuator (German leaflet)
def lax20(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="LAX 20 Linear Actuator",
        header_right="Brenner Antriebstechnik GmbH",
        footer_left="Brenner Antriebstechnik GmbH \u2022 D-72760 Reutlingen \u2022 LAX20_DS_EN_2024-03",
        footer_right="{page}/{nb}",
        table_fill=(215, 225, 240),
        accent=(20, 50, 120),
        grid=False,
    )
    s = Sheet(style, "LAX 20 linear actuator")
    s.add_page()
    s.title_block(
        "LAX 20",
        "Compact linear actuator 12 V / 24 V DC",
        "Versions LAX 20.1 / LAX 20.2 / LAX 20.3",
    )
    s.para(
        "The LAX 20 is a compact spindle actuator with a permanent-magnet DC motor and "
        "built-in end-of-stroke limit switches. The direction of travel is reversed by "
        "reversing the supply polarity. Typical uses: ventilation flaps, solar trackers, "
        "furniture and hatches.",
        9,
    )
    s.heading("Technical data", 10, rule=True)
    s.table(
        [
            Col("Version", 190),
            Col("LAX 20.1", 103, "C"),
            Col("LAX 20.2", 103, "C"),
            Col("LAX 20.3", 103, "C"),
        ],
        [
            ["Max. load push / pull", "200 N", "450 N", "1000 N"],
            ["Speed, no load", "32 mm/s", "14 mm/s", "6 mm/s"],
            ["Speed at max. load", "24 mm/s", "10 mm/s", "4 mm/s"],
            ["Current at max. load, 12 V (1)", "2.6 A", "2.4 A", "2.2 A"],
            ["Current at max. load, 24 V (1)", "1.3 A", "1.2 A", "1.1 A"],
            ["Self-locking (static holding force)", "no", "450 N", "1000 N"],
        ],
        8,
    )
    s.para("(1) Start-up current peak up to 2.5 x the value for max. 150 ms.", 7.5)
    s.heading("Common data", 10, rule=True)
    s.table(
        [Col("", 190), Col("", 309)],
        [
            ["Supply voltage", "12 V DC or 24 V DC " + PM + "10 % (to order)"],
            ["Stroke lengths", "50 / 100 / 150 / 200 mm"],
            ["Duty cycle", "10 % (2 min on, 18 min off)"],
            ["Ambient temperature", "-10 " + DEG + " ... +50 " + DEG],
            ["Protection class", "IP 54"],
            ["Limit switches", "built in, not adjustable"],
        ],
        8,
        show_head=False,
    )
    s.add_page()
    s.heading("Options", 10, rule=True)
    s.table(
        [Col("Code", 60), Col("Option", 200), Col("Data", 239)],
        [
            ["H", "Hall position feedback", "2 channels, open collector, supply 5 V, 4 pulses/mm"],
            ["P", "Potentiometer feedback", "10 k" + OHM + " linear, max. 1 W"],
            ["W", "Weatherproof version", "IP 66, ambient -25 " + DEG + " ... +50 " + DEG],
        ],
        8,
    )
    s.heading("Ordering key", 10, rule=True)
    s.para(
        "LAX20 . <version 1/2/3> . <voltage 12/24> . <stroke 050/100/150/200> . <option>"
        "     Example: LAX20.2.24.150.H",
        8.5,
    )
    s.heading("Electrical connection", 10, rule=True)
    s.table(
        [Col("Wire", 100), Col("Function", 399)],
        [
            ["red", "motor + (extend)"],
            ["black", "motor - (extend); swap red / black to retract"],
            ["brown / white / green", "Hall option: +5 V / GND / signal A, B"],
        ],
        8,
    )
    s.heading("Notes", 10, rule=True)
    s.para(
        "Size the power supply and the H-bridge or relay circuit for the start-up current. "
        "Side loads on the piston rod are not permitted. The noise level in operation is "
        "not specified. Operation with PWM speed control is possible up to 20 kHz; the "
        "limit switches still cut the motor at the stroke ends.",
        8.5,
    )
    return save(s, out / "lax20.pdf")


# ------------------------------------------------ wind speed sensor (Chinese manual)
def fs30(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="FS-30 Three-cup Wind Speed Sensor  Instruction Manual",
        header_right="Hebei Fengsu Instruments",
        footer_left="Hebei Fengsu Instruments Co., Ltd.",
        footer_right="- {page} -",
        table_fill=(220, 220, 220),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "FS-30 anemometer instruction manual")
    s.add_page()
    s.title_block("FS-30 Anemometer", "Three-cup Wind Speed Sensor (Voltage / Current / RS485)")
    s.heading("1. Overview", 10)
    s.para(
        "The FS-30 measures horizontal wind speed with a polycarbonate three-cup rotor and "
        "a magnetic pulse pick-up. It is used in weather stations, greenhouses, cranes and "
        "wind turbines. Three output versions are available.",
        8.5,
    )
    s.heading("2. Technical Parameters", 10)
    s.table(
        [
            Col("Output version", 160),
            Col("FS-30-V", 113, "C"),
            Col("FS-30-I", 113, "C"),
            Col("FS-30-N", 113, "C"),
        ],
        [
            ["Output signal", "0" + FT + "5V", "4" + FT + "20mA", "RS485 Modbus-RTU"],
            ["Power supply", "7" + FT + "24V DC", "12" + FT + "24V DC", "5" + FT + "24V DC"],
            ["Power consumption", LE + "0.3W", LE + "0.7W", LE + "0.2W"],
            [
                "Load",
                "output resistance " + LE + "250" + OHM,
                "load " + LE + "500" + OHM + " at 24V",
                "-",
            ],
        ],
        8,
    )
    s.lines(
        [
            "Measuring range" + FC + "0" + FT + "30m/s",
            "Accuracy" + FC + PM + "(0.3+0.03V)m/s  (V = wind speed)",
            "Resolution" + FC + "0.1m/s",
            "Starting wind speed" + FC + LE + "0.4m/s",
            "Working environment" + FC + "-30" + FT + "+70" + CJK_DEG + ", 0" + FT + "100%RH",
            "Protection" + FC + "IP65",
        ],
        8.5,
        4,
    )
    s.heading("3. Wiring", 10)
    s.table(
        [Col("Wire colour", 120), Col("FS-30-V / FS-30-I", 190), Col("FS-30-N", 189)],
        [
            ["Brown", "Power +", "Power +"],
            ["Black", "Power - (GND)", "Power - (GND)"],
            ["Blue", "Signal output", "RS485 A+"],
            ["Green", "-", "RS485 B-"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Conversion", 10)
    s.lines(
        [
            "FS-30-V" + FC + "wind speed = U / 5 x 30  (U in V)",
            "FS-30-I" + FC + "wind speed = (I - 4) / 16 x 30  (I in mA)",
        ],
        8.5,
        4,
    )
    s.heading("5. Modbus Communication (FS-30-N)", 10)
    s.lines(
        [
            "Default address"
            + FC
            + "0x01    Baud rate"
            + FC
            + "2400, 4800, 9600bps (default 4800)",
            "Data format" + FC + "8 data bits, no parity, 1 stop bit",
        ],
        8.5,
        4,
    )
    s.table(
        [Col("Register", 100, "C"), Col("Content", 250), Col("Note", 149)],
        [
            ["0x0000", "Wind speed (x10)", "read only, 0" + FT + "300"],
            ["0x07D0", "Device address", "1" + FT + "254"],
            ["0x07D1", "Baud rate", "0 = 2400, 1 = 4800, 2 = 9600"],
        ],
        8,
    )
    s.heading("6. FAQ", 10)
    s.lines(
        [
            "Q" + FC + "Can the FS-30 measure wind direction?",
            "A" + FC + "No. Use the FX-30 wind vane for direction.",
            "Q" + FC + "Can I read FS-30-V with a 3.3V microcontroller ADC?",
            "A" + FC + "The output reaches 5V at 30m/s; use a resistor divider for a 3.3V ADC.",
            "Q" + FC + "Does it work in freezing rain?",
            "A" + FC + "The FS-30 has no heater; operation with ice on the cups is not specified.",
        ],
        8.5,
        4,
    )
    return save(s, out / "fs-30.pdf")
