"""Hold-out 20 datasheets: rain sensor module, barcode scanner module, flex sensors, joystick.

A Chinese shop manual of a raindrop sensor board (key-value lines with
full-width colons, pin table, FAQ), a Chinese module manual of a barcode
scanner engine (one column per interface version, command table as decoys), a
US component sheet of flex sensors (core Helvetica, one row per length, table
continued on page 2) and a German maker-shop sheet of a thumb joystick module
(bilingual headings, Arduino sketch as decoys).
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


# ------------------------------------------------ raindrop sensor module (Chinese manual)
def rdm03(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="RDM-03 Raindrop Sensor Module",
        header_right="Guangzhou Yuxing Electronics",
        footer_left="yuxing-elec.example  Rev 2.1",
        footer_right="{page}/2",
        table_fill=(200, 225, 255),
        accent=(20, 70, 160),
    )
    s = Sheet(style, "RDM-03 raindrop sensor module manual")
    s.add_page()
    s.title_block(
        "RDM-03 Raindrop Sensor", "Module Manual  (RDM-03 board + RDP-5040 sensing plate)"
    )
    s.heading("1. Introduction", 10)
    s.para(
        "The RDM-03 detects rain or water drops on the nickel-plated sensing plate. The "
        "comparator board gives a digital output DO (LOW when wet) and an analog output AO "
        "(lower voltage = more water). Sensitivity is set with the blue potentiometer. "
        "Power LED and switch LED on board.",
        8.5,
    )
    s.heading("2. Specifications", 10)
    s.lines(
        [
            "Working voltage" + FC + "3.3V" + FT + "5V",
            "Working current" + FC + LE + "8mA (5V, plate dry)",
            "DO output" + FC + "open collector with 10K pull-up, sink " + LE + "15mA",
            "AO output" + FC + "0" + FT + "VCC analog",
            "Comparator" + FC + "LM393 type, hysteresis about 50mV",
            "Working temperature" + FC + "-10" + FT + "+60" + CJK_DEG,
            "Board size" + FC + "32 x 14mm, M3 hole",
            "Sensing plate size" + FC + "50 x 40mm, thickness 1.6mm",
        ],
        8.5,
        4,
    )
    s.heading("3. Pin Definition", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Description", 359)],
        [
            ["1", "VCC", "3.3V" + FT + "5V power"],
            ["2", "GND", "ground"],
            ["3", "DO", "digital output, LOW = rain"],
            ["4", "AO", "analog output"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Arduino Example", 10)
    s.lines(
        [
            "int ao = analogRead(A0);  // 0-1023",
            'if (digitalRead(2) == LOW) { Serial.println("Rain!"); }',
            "delay(500);",
        ],
        8,
        3,
    )
    s.heading("5. FAQ", 10)
    s.lines(
        [
            "Q" + FC + "Can I leave the plate outside all the time?",
            "A" + FC + "Yes, but powering the plate all the time speeds up corrosion. Power "
            "it from an IO pin only when you read. The plate life is not specified.",
            "Q" + FC + "Can the DO pin drive a relay coil directly?",
            "A" + FC + "No. Sink current is 15mA max, use a relay module or transistor.",
            "Q" + FC + "Can I use it with 12V?",
            "A" + FC + "No. Maximum supply is 5.5V, higher voltage will damage the LM393.",
            "Q" + FC + "Can it measure rainfall in mm?",
            "A" + FC + "No. It only detects wet / dry; rainfall measurement accuracy is not "
            "specified.",
        ],
        8.5,
        4,
    )
    return save(s, out / "rdm-03.pdf")


# ------------------------------------------------ barcode scanner module (Chinese module manual)
def bsm2d(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="BSM-2D Embedded Barcode Scanner Module  User Manual",
        header_right="Xiamen Saomiao Intelligent Tech",
        footer_left="Saomiao  BSM-2D-UM-EN  V1.3",
        footer_right="- {page} -",
        table_fill=(230, 230, 230),
        accent=(150, 0, 0),
    )
    s = Sheet(style, "BSM-2D barcode scanner module user manual")
    s.add_page()
    s.title_block(
        "BSM-2D",
        "1D / 2D Embedded Barcode Scanner Module",
        "Versions: BSM-2D-T / BSM-2D-U / BSM-2D-R",
    )
    s.heading("1 Overview", 10)
    s.para(
        "BSM-2D is a small image-based scanner engine for kiosks, lockers and vending "
        "machines. It reads 1D codes and QR / Data Matrix / PDF417 from paper and phone "
        "screens. Three interface versions share the same optics.",
        8.5,
    )
    s.heading("2 Electrical Parameters", 10)
    s.table(
        [
            Col("Item", 130),
            Col("BSM-2D-T\n(TTL-UART)", 123, "C"),
            Col("BSM-2D-U\n(USB)", 123, "C"),
            Col("BSM-2D-R\n(RS232)", 123, "C"),
        ],
        [
            ["Supply voltage", "3.3V" + PM + "5%", "5V" + PM + "5%", "5V" + PM + "10%"],
            ["Working current", "110mA", "130mA", "150mA"],
            ["Standby current", "25mA", "35mA", "40mA"],
            ["Interface level", "3.3V TTL", "USB 2.0 FS", PM + "5.5V RS232"],
            ["Connector", "4P 1.25mm", "USB-A cable", "DB9 female"],
        ],
        8,
    )
    s.heading("3 Scanning Performance", 10)
    s.lines(
        [
            "Image sensor" + FC + "640 x 480 CMOS",
            "Scan speed" + FC + "up to 200 times/s",
            "Resolution" + FC + LE + "5mil (1D)",
            "Depth of field" + FC + "EAN-13 13mil" + FT + "30" + FT + "220mm",
            "Working temperature" + FC + "-20" + FT + "+55" + CJK_DEG,
            "Storage temperature" + FC + "-40" + FT + "+70" + CJK_DEG,
        ],
        8.5,
        4,
    )
    s.add_page()
    s.heading("4 Serial Settings (BSM-2D-T / BSM-2D-R)", 10)
    s.para(
        "Default 9600bps, 8N1. Supported baud rates: 1200, 4800, 9600, 14400, 19200, 38400, "
        "57600, 115200bps. BSM-2D-U works as a USB HID keyboard and needs no driver.",
        8.5,
    )
    s.heading("5 Command Table (hex)", 10)
    s.table(
        [Col("Function", 200), Col("Command", 299)],
        [
            ["Trigger scan", "7E 00 08 01 00 02 01 AB CD"],
            ["Set 115200bps", "7E 00 08 02 00 2A 1A 00 AB CD"],
            ["Continuous mode", "7E 00 08 01 00 00 D6 AB CD"],
            ["Factory reset", "7E 00 08 01 00 D9 50 AB CD"],
        ],
        8,
    )
    s.heading("6 Notes", 10)
    s.lines(
        [
            "1. BSM-2D-T TX / RX are 3.3V level. Connecting to a 5V MCU needs a level "
            "shifter; 5V tolerance of the TTL pins is not specified.",
            "2. Avoid direct sunlight on the window; reading under outdoor sun is not specified.",
            "3. Protection level" + FC + "IP54 (front window only).",
        ],
        8.5,
        4,
    )
    return save(s, out / "bsm-2d.pdf")


# ------------------------------------------------ flex sensors (US component sheet, core font)
def fxs(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="FXS Series Flex Sensors",
        header_right="Bendix Sensing Labs, Inc.",
        footer_left="Bendix Sensing Labs  Doc. FXS-DS Rev. C",
        footer_right="Page {page} of 2",
        table_fill=(235, 235, 235),
        accent=(0, 90, 60),
        grid=False,
    )
    s = Sheet(style, "FXS series flex sensors")
    s.add_page()
    s.title_block("FXS Series", "Thin-Film Flex Sensors (Bend-Sensitive Resistors)")
    s.heading("Description", 10)
    s.para(
        "FXS flex sensors change resistance when bent: the carbon ink layer on a polyimide "
        "strip cracks apart on the outer side of the bend. Used in data gloves, robotics, "
        "door and hinge sensing and musical instruments. Resistance tolerance is +/-30 % "
        "on all models.",
        8.5,
    )
    s.heading("Electrical Specifications (T = 25 \u00b0C unless otherwise noted)", 10)
    s.table(
        [
            Col("Model", 70),
            Col("Active\nlength (in)", 60, "C"),
            Col("Flat resistance\n(kOhm)", 78, "C"),
            Col("Bend resistance\n180\u00b0 (kOhm)", 86, "C"),
            Col("Power rating\ncontinuous (W)", 80, "C"),
            Col("Power rating\npeak (W)", 60, "C"),
            Col("Pitch\n(in)", 65, "C"),
        ],
        [
            ["FXS-22", "2.2", "25", "60 to 110", "0.50", "1.0", "0.1"],
            ["FXS-22-HT(1)", "2.2", "25", "60 to 110", "0.50", "1.0", "0.1"],
            ["FXS-45", "4.5", "10", "30 to 70", "0.50", "1.0", "0.1"],
        ],
        8,
    )
    s.caption("(1) HT = high-temperature laminate, see Environmental.", 7.5)
    s.gap(4)
    s.heading("Mechanical", 10)
    s.bullets(
        [
            "Life cycle: > 1 million bends (at 90\u00b0)",
            "Height: 0.43 mm max. (excl. connector)",
            "Bend direction: one direction only (ink side out)",
        ],
        8.5,
    )
    s.add_page()
    s.heading("Electrical Specifications (continued)", 10)
    s.table(
        [
            Col("Model", 70),
            Col("Active\nlength (in)", 60, "C"),
            Col("Flat resistance\n(kOhm)", 78, "C"),
            Col("Bend resistance\n180\u00b0 (kOhm)", 86, "C"),
            Col("Power rating\ncontinuous (W)", 80, "C"),
            Col("Power rating\npeak (W)", 60, "C"),
            Col("Pitch\n(in)", 65, "C"),
        ],
        [
            ["FXS-45-HT(1)", "4.5", "10", "30 to 70", "0.50", "1.0", "0.1"],
            ["FXS-95", "9.5", "8", "20 to 50", "0.75", "1.5", "0.1"],
        ],
        8,
    )
    s.heading("Environmental", 10)
    s.table(
        [Col("Parameter", 200), Col("Standard", 150, "C"), Col("-HT versions", 149, "C")],
        [
            ["Operating temperature", "-35 to +80 \u00b0C", "-45 to +125 \u00b0C"],
            ["Storage temperature", "-40 to +85 \u00b0C", "-45 to +125 \u00b0C"],
            ["Humidity (non-condensing)", "up to 90 % RH", "up to 90 % RH"],
        ],
        8,
    )
    s.heading("Application Note", 10)
    s.para(
        "Use the sensor as the upper leg of a voltage divider with a 47 kOhm fixed resistor "
        "for the FXS-22 and a 22 kOhm resistor for the FXS-45 and FXS-95, then buffer with "
        "an op-amp. The supply of the divider may be up to 5 V; keep the dissipation in the "
        "sensor below its continuous power rating. Accuracy of a bend angle derived from "
        "resistance is not specified: repeatability depends on the mounting.",
        8.5,
    )
    return save(s, out / "fxs.pdf")


# ------------------------------------------------ joystick module (German maker shop)
def kjm2(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Makerhaus Lindner GmbH",
        header_right="Produktdatenblatt / Product sheet",
        footer_left="Makerhaus Lindner GmbH  |  Art.-Nr. KJM-2 / KJM-2S",
        footer_right="Seite {page} / Page {page}",
        table_fill=(255, 240, 200),
        accent=(230, 120, 0),
    )
    s = Sheet(style, "KJM-2 joystick module")
    s.add_page()
    s.title_block(
        "KJM-2 Joystick-Modul",
        "2-Achsen Joystick-Modul mit Taster / 2-axis joystick module with push button",
    )
    s.heading("Beschreibung / Description", 10)
    s.para(
        "Analoger Daumen-Joystick mit zwei 10 kOhm Potentiometern und Drucktaster. "
        "The KJM-2 has two potentiometers (X, Y) and a push button (SW, closes to GND when "
        "pressed). The KJM-2S adds a spring-return cap and a 10 kOhm pull-up on SW.",
        8.5,
    )
    s.heading("Technische Daten / Specifications", 10)
    s.bullets(
        [
            "Betriebsspannung / operating voltage: 3.3 V - 5 V DC",
            "Potentiometer: 2 x 10 kOhm +/-20 %, linear",
            "Ausgang / output VRx, VRy: 0 V ... VCC (centre approx. VCC/2)",
            "Stromaufnahme / current: approx. 1 mA at 5 V (both potentiometers)",
            "Taster / switch SW: max. 12 V DC, 50 mA",
            "Lebensdauer / life: 1,000,000 cycles (X/Y), 100,000 cycles (SW)",
            "Abmessungen / dimensions: 34 x 26 x 32 mm",
        ],
        8.5,
    )
    s.heading("Versionen / Versions", 10)
    s.table(
        [
            Col("Art.-Nr.", 90),
            Col("SW pull-up", 110, "C"),
            Col("Cap", 140, "C"),
            Col("Temperature", 159, "C"),
        ],
        [
            ["KJM-2", "none", "standard", "0 \u00b0C ... +70 \u00b0C"],
            ["KJM-2S", "10 kOhm to VCC", "spring-return", "-20 \u00b0C ... +70 \u00b0C"],
        ],
        8,
    )
    s.heading("Pinbelegung / Pinout", 10)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 90, "C"), Col("Function", 349)],
        [
            ["1", "GND", "ground"],
            ["2", "+5V", "VCC 3.3 V - 5 V"],
            ["3", "VRx", "X axis"],
            ["4", "VRy", "Y axis"],
            ["5", "SW", "push button"],
        ],
        8,
    )
    s.add_page()
    s.heading("Beispiel / Example (Arduino)", 10)
    s.lines(
        [
            "const int SW_pin = 2; const int X_pin = 0; const int Y_pin = 1;",
            "pinMode(SW_pin, INPUT_PULLUP); Serial.begin(115200);",
            "Serial.println(analogRead(X_pin)); delay(500);",
        ],
        8,
        3,
    )
    s.heading("Hinweise / Notes", 10)
    s.bullets(
        [
            "With a 3.3 V board (ESP32, Raspberry Pi Pico) power the module from 3.3 V, "
            "otherwise VRx / VRy reach 5 V at the end stops.",
            "The KJM-2 has no pull-up on SW: use INPUT_PULLUP.",
            "Centre position tolerance and dead zone are not specified; calibrate in software.",
            "Nicht wasserdicht / not waterproof; IP rating not specified.",
        ],
        8.5,
    )
    return save(s, out / "kjm-2.pdf")
