"""Hold-out 75 datasheets, part 2: a waterproof ultrasonic distance sensor, a capacitive
touch sensor module, a 16-channel I2C PWM servo driver board and a water level sensor.

An Austrian sensor-maker "Produktinformation" in English (grouped technical-data list
with a version column only where the versions differ, probe vs electronics protection,
an output-mode table holding the currents, frame-format table), a Chinese touch-IC
house module sheet in translated English (◆ heads, ① notes, full-width colons,
stacked conditions with their values inside one table row, option-pad table), a
Philippine maker-shop product page (peso price, "About the chip" limits next to the
board's own, FAQ) and a Lithuanian / English product sheet (the two languages in
separate name columns, sensing length per version, a typical-reading table).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------------- ultrasonic sensor (Austria)
def esu50(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="ENNSTAL SENSORIK GmbH",
        header_right="Product information  ESU-50W",
        footer_left="Ennstal Sensorik GmbH, Steyr, Austria  \u2013  PI-ESU50W-EN  2024/02",
        footer_right="{page}/{nb}",
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "ESU-50W waterproof ultrasonic distance sensor")
    s.add_page()
    s.title_block(
        "ESU-50W",
        "Waterproof ultrasonic distance sensor with separate electronics board",
        "ESU-50W-T (trigger / echo)   \u2013   ESU-50W-U (serial output)",
        20,
    )
    s.para(
        "A sealed 40 kHz transducer on a 2.5 m cable and a small electronics board. The "
        "transducer can sit in rain, in a tank lid or in a wastewater shaft; the board belongs "
        "in a dry enclosure. Typical uses: tank and bin level, parking aids, snow depth.",
        9,
    )
    s.heading("Technical data", 11.5, rule=True)
    s.table(
        [Col("", 215), Col("ESU-50W-T", 142, "C"), Col("ESU-50W-U", 142, "C")],
        [
            ["Sensing"],
            ["Measuring distance", "20 ... 600 cm", "28 ... 750 cm"],
            ["Blind zone", "< 20 cm", "< 28 cm"],
            ["Resolution", "1 cm (host timing)", "1 mm"],
            ["Accuracy", PM + "(1 cm + 0.3 % of distance)", PM + "(1 cm + 0.3 % of distance)"],
            ["Beam angle (-6 dB)", "40\u00b0", "40\u00b0"],
            ["Measuring cycle", GE + " 60 ms", "100 ms (automatic)"],
            ["Electrical"],
            ["Supply voltage", "3.3 ... 5.5 V DC", "3.3 ... 5.5 V DC"],
            ["Current consumption", "see operating modes", "see operating modes"],
            ["Output", "ECHO pulse, push-pull", "UART TTL, 9600 Bd, 8N1"],
            ["Output high level", "VCC", "VCC"],
            ["Environment"],
            ["Operating temperature", "-15 ... +60 " + DEG, "-15 ... +60 " + DEG],
            ["Storage temperature", "-25 ... +80 " + DEG, "-25 ... +80 " + DEG],
            ["Protection, transducer and cable", "IP67", "IP67"],
            ["Protection, electronics board", "none (IP00)", "none (IP00)"],
        ],
        8,
    )
    s.heading("Operating modes and current", 11.5, rule=True)
    s.table(
        [
            Col("Mode", 140),
            Col("Version", 70, "C"),
            Col("How it is selected", 159),
            Col("Current (typ.)", 130, "C"),
        ],
        [
            ["Trigger / echo", "-T", "10 " + MU + "s high pulse on TRIG", "8 mA average"],
            ["Automatic serial", "-U", "RX pin open or high", "12 mA"],
            ["Controlled serial", "-U", "RX pulled low to request", "8 mA"],
            ["Idle (no trigger)", "-T / -U", "between measurements", "2.5 mA"],
        ],
        8,
    )
    s.para(
        "During the 40 kHz burst the board draws up to 30 mA for about 1 ms; add 100 " + MU + "F "
        "at the supply if the cable to the host is long.",
        8.5,
    )
    s.add_page()
    s.heading("Serial frame (ESU-50W-U)", 11.5, rule=True)
    s.table(
        [Col("Byte", 70, "C"), Col("Content", 130), Col("Example", 90, "C"), Col("Remark", 209)],
        [
            ["0", "Header", "0xFF", "always 0xFF"],
            ["1", "Data_H", "0x07", "distance high byte"],
            ["2", "Data_L", "0xA1", "distance low byte, 0x07A1 = 1953 mm"],
            ["3", "SUM", "0xA7", "(0xFF + Data_H + Data_L) & 0xFF"],
        ],
        8,
    )
    s.heading("Trigger / echo timing (ESU-50W-T)", 11.5, rule=True)
    s.para(
        "Apply a high pulse of at least 10 " + MU + "s to TRIG. The board sends an 8-cycle "
        "burst and sets ECHO high until the echo returns: distance (cm) = ECHO width ("
        + MU
        + "s) / 58. Without an echo ECHO falls after about 38 ms. Start the next measurement "
        "no sooner than 60 ms after the previous trigger.",
        9,
    )
    s.heading("Connection", 11.5, rule=True)
    s.table(
        [Col("Wire / pin", 110), Col("-T", 120), Col("-U", 120), Col("Note", 149)],
        [
            ["VCC (red)", "3.3 ... 5.5 V", "3.3 ... 5.5 V", ""],
            ["GND (black)", "0 V", "0 V", ""],
            ["yellow", "TRIG (input)", "RX (input)", "internal 10 k" + OHM + " pull-up"],
            ["white", "ECHO (output)", "TX (output)", "high level = VCC"],
        ],
        8,
    )
    s.heading("Application notes", 11.5, rule=True)
    s.bullets(
        [
            "The ECHO / TX output swings to VCC. With a 3.3 V microcontroller either supply the "
            "board from 3.3 V or use a divider (e.g. 1 k" + OHM + " / 2 k" + OHM + ") when VCC is "
            "5 V.",
            "Only the transducer and its cable are sealed. Do not submerge the transducer; "
            "condensation on its face shortens the range.",
            "At 3.3 V supply the maximum distance is reduced to about 450 cm.",
            "Soft surfaces (foam, snow, grass) reflect poorly; values are for a flat target of "
            "50 x 50 cm.",
        ],
        8.5,
    )
    s.heading("Order codes", 11.5, rule=True)
    s.table(
        [Col("Order code", 150), Col("Description", 349)],
        [
            ["ESU-50W-T-250", "trigger / echo, cable 2.5 m"],
            ["ESU-50W-U-250", "serial, cable 2.5 m"],
            ["ESU-50W-U-500", "serial, cable 5.0 m (range reduced by 10 %)"],
        ],
        8,
    )
    return save(s, out / "esu-50w.pdf")


# ---------------------------------------------------- touch sensor module (Xiamen)
def lctk01(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="LINGCHU MICRO",
        header_right="LC-TK01 Capacitive Touch Module  V2.0",
        footer_left="Xiamen Lingchu Microelectronics Co., Ltd.",
        footer_right="Page {page}",
        table_fill=(255, 240, 210),
        accent=(200, 90, 0),
        grid=True,
    )
    s = Sheet(style, "LC-TK01 capacitive touch sensor module")
    s.add_page()
    s.title_block(
        "LC-TK01",
        "Single-key capacitive touch sensor module",
        "Based on LC8223 touch detection IC"
        + FWL
        + "SOT23-6"
        + FWR
        + "  \u2022  module size 24 x 24 mm",
        20,
    )
    s.heading("\u25c6 Product Description", 11)
    s.para(
        "LC-TK01 replaces a mechanical push button with a touch pad. The pad works through "
        "plastic or glass panels. The module has a red LED that lights when touched, and two "
        "option pads to choose the output mode. After power on the IC calibrates itself, so the "
        "pad must not be touched at that time.",
        8.5,
    )
    s.heading("\u25c6 Product Parameters", 11)
    s.lines(
        [
            "Working voltage" + FWC + "2.0V" + FWT + "5.5V",
            "Output mode" + FWC + "CMOS push-pull, active high (default)",
            "Response time" + FWC + "fast mode 60ms, low power mode 220ms",
            "Panel thickness" + FWC + "acrylic or glass " + LE + " 5mm",
            "Working temperature" + FWC + "-20" + FW_C + FWT + "+70" + FW_C,
            "Power-on stabilization time" + FWC + "about 0.5s (do not touch)",
        ],
        9,
    )
    s.heading("\u25c6 Electrical Characteristics", 11)
    s.para(FWL + "Ta=25" + FW_C + ", LED not lit, unless otherwise specified" + FWR, 7.5)
    s.table(
        [
            Col("Parameter", 110),
            Col("Symbol", 50, "C"),
            Col("Test condition", 130),
            Col("Min", 45, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 64, "C"),
        ],
        [
            ["Operating voltage", "VDD", "", "2.0", "", "5.5", "V"],
            [
                "Operating current",
                "IDD",
                "VDD=3V, fast mode\nVDD=3V, low power\nVDD=5V, fast mode",
                "",
                "3.5\n1.5\n6.5",
                "7.0\n3.0\n13",
                MU + "A",
            ],
            ["LED current", "ILED", "touched, VDD=5V", "", "1.2", "", "mA"],
            [
                "Output source current",
                "IOH",
                "VDD=3V, VOH=2.6V",
                "",
                "-4",
                "",
                "mA",
            ],
            ["Output sink current", "IOL", "VDD=3V, VOL=0.4V", "", "8", "", "mA"],
            ["Max. key-on duration", "TKEY", "", "", "100", "", "s"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("\u25c6 Option Pads", 11)
    s.table(
        [Col("Pad", 60, "C"), Col("State", 100, "C"), Col("Function", 339)],
        [
            [
                "A",
                "open" + FWL + "default" + FWR,
                "output active high" + FWL + "high when touched" + FWR,
            ],
            ["A", "shorted", "output active low"],
            ["B", "open" + FWL + "default" + FWR, "momentary: output follows the finger"],
            ["B", "shorted", "toggle: each touch changes the output"],
            ["C", "open" + FWL + "default" + FWR, "fast mode"],
            ["C", "shorted", "low power mode"],
        ],
        8,
    )
    s.heading("\u25c6 Pin Description", 11)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Description", 359)],
        [
            ["1", "GND", "ground"],
            ["2", "I/O", "signal output"],
            ["3", "VCC", "power 2.0V" + FWT + "5.5V"],
        ],
        8,
    )
    s.heading("\u25c6 Attention", 11)
    s.lines(
        [
            "\u2460 The output high level equals VCC. Power the module from 3.3V when it drives an",
            "   ESP32 or Raspberry Pi GPIO.",
            "\u2461 If the pad stays touched longer than 100s the IC recalibrates and the output",
            "   returns to the untouched state.",
            "\u2462 Sensitivity can be reduced with a capacitor of 0" + FWT + "50pF on the CS pad.",
            "\u2463 The module is not waterproof; water drops on the panel may trigger it.",
            "\u2464 Keep the wire from the module to the MCU shorter than 30cm.",
        ],
        8.5,
        3.5,
    )
    s.heading("\u25c6 Application Circuit", 11)
    s.para(
        "VCC and GND from the MCU board, I/O to any digital input. No pull-up or pull-down "
        "resistor is needed because the output is push-pull. To switch a relay, use a transistor "
        "or a relay module; the I/O pin cannot drive a relay coil directly.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2022-08-01", "V1.0", "first release"],
            ["2024-03-18", "V2.0", "option pad C (low power); current table updated"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lc-tk01.pdf")


# --------------------------------------------------- 16-ch servo board (Philippines)
def kcs16(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Kalayaan Circuits  \u2022  Quezon City",
        header_right="KC-SRV16 product page",
        footer_left="kalayaancircuits.example.ph  \u2022  SKU KC-SRV16  \u2022  \u20b1395.00",
        footer_right="{page} of {nb}",
        table_fill=(220, 235, 255),
        accent=(0, 56, 168),
        grid=True,
    )
    s = Sheet(style, "KC-SRV16 16-channel PWM servo driver board")
    s.add_page()
    s.title_block(
        "KC-SRV16",
        "16-Channel 12-bit PWM / Servo Driver Board (I2C)",
        "Control 16 servos or LEDs with two Arduino pins. Stackable. \u20b1395.00",
        20,
    )
    s.heading("What's on the board", 11)
    s.bullets(
        [
            "A 16-channel 12-bit PWM controller chip with its own 25 MHz oscillator",
            "16 servo headers (GND / V+ / PWM), 220 " + OHM + " series resistor on every output",
            "Blue screw terminal for servo power (V+), with reverse-polarity protection MOSFET "
            "and a 1000 " + MU + "F capacitor",
            "6 address jumpers A0 \u2013 A5 on the right edge; 10 k"
            + OHM
            + " pull-ups on SDA / SCL",
            "Pass-through headers on both ends to chain more boards",
        ],
        8.5,
    )
    s.heading("Specs", 11)
    s.table(
        [Col("Item", 200), Col("Value", 299)],
        [
            ["Logic supply (VCC pin)", "3.0 \u2013 5.5 V"],
            ["Logic current", "about 6 mA (all outputs off)"],
            ["Servo supply (V+ terminal)", "4.8 \u2013 6.0 V, 5 V recommended"],
            ["V+ terminal rating", "10 A total"],
            ["PWM frequency", "24 Hz \u2013 1526 Hz (50 Hz for servos)"],
            ["PWM resolution", "12 bit (4096 steps)"],
            ["I2C address", "0x40 (all jumpers open) up to 0x7F"],
            ["I2C clock", "up to 400 kHz on this board"],
            ["Output drive per channel", "25 mA sink / 10 mA source at 5 V"],
            ["Board tested at", "0 \u2013 50 " + DEG + " ambient"],
        ],
        8.5,
    )
    s.para(
        "The outputs are at VCC level: with VCC = 3.3 V the PWM signals are 3.3 V, which every "
        "hobby servo we sell accepts.",
        8.5,
    )
    s.heading("About the chip", 11)
    s.para(
        "These are the controller chip's own limits from its maker. The board limits above "
        "are what we support.",
        8,
    )
    s.table(
        [
            Col("Chip parameter", 200),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 60, "C"),
            Col("", 99, "C"),
        ],
        [
            ["VDD supply voltage", "2.3", "5.5", "V", "operating"],
            ["VDD supply voltage", "-0.5", "6.0", "V", "absolute max."],
            ["SCL / SDA voltage", "-0.5", "5.5", "V", "5 V tolerant"],
            ["I2C clock (Fm+)", "", "1000", "kHz", ""],
            ["Ambient temperature", "-40", "+85", DEG, "operating"],
        ],
        8,
    )
    s.add_page()
    s.heading("Setting the address", 11)
    s.para(
        "Each jumper you bridge adds to the base address 0x40: A0 = +1, A1 = +2, A2 = +4, "
        "A3 = +8, A4 = +16, A5 = +32. Avoid 0x70: it is the chip's ALL CALL address and every "
        "board answers it. That leaves 62 usable addresses.",
        8.5,
    )
    s.table(
        [Col("A5 A4 A3 A2 A1 A0", 160, "C"), Col("Address", 100, "C"), Col("Note", 239)],
        [
            ["0 0 0 0 0 0", "0x40", "default"],
            ["0 0 0 0 0 1", "0x41", ""],
            ["0 0 0 1 0 1", "0x45", ""],
            ["1 1 0 0 0 0", "0x70", "ALL CALL - do not use"],
            ["1 1 1 1 1 1", "0x7F", "last address"],
        ],
        8,
    )
    s.heading("Register cheat sheet", 11)
    s.table(
        [Col("Register", 100, "C"), Col("Name", 100, "C"), Col("What it does", 299)],
        [
            ["0x00", "MODE1", "sleep, auto-increment, restart"],
            ["0x06", "LED0_ON_L", "channel 0 on-time low byte (4 bytes per channel)"],
            ["0xFE", "PRE_SCALE", "prescale = round(25 MHz / (4096 x f)) - 1; 121 = 50 Hz"],
        ],
        8,
    )
    s.heading("FAQ", 11)
    s.para("Can I power the servos from my Arduino's 5V pin?", 8.5, bold=True)
    s.para(
        "Please don't. One MG996R can pull 2.5 A when it stalls; the Arduino's 5V pin and USB "
        "cannot supply that. Feed V+ from a separate 5 V supply (a 5 V 4 A adapter for up to "
        "eight small servos) and connect the grounds.",
        8.5,
    )
    s.para("Can I put a 2S LiPo straight on V+?", 8.5, bold=True)
    s.para(
        "No. 2S is 8.4 V when charged, above the 6 V the board and most servos take. Use a "
        "UBEC set to 5 or 6 V.",
        8.5,
    )
    s.para("Does it work with a Raspberry Pi?", 8.5, bold=True)
    s.para(
        "Yes. Connect VCC to the Pi's 3.3 V pin, never to 5 V, because the pull-ups go to VCC.", 8.5
    )
    s.para("How many boards can I chain?", 8.5, bold=True)
    s.para("Up to 62 on one bus (992 outputs), with the V+ of each board fed separately.", 8.5)
    s.para("Can it read the servo position?", 8.5, bold=True)
    s.para("No. It only generates PWM; there is no feedback input.", 8.5)
    return save(s, out / "kc-srv16.pdf")


# --------------------------------------------------- water level sensor (Lithuania)
def newl(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="NEMUNAS ELEKTRONIKA",
        header_right="NE-WL40 / NE-WL100  Gaminio lapas / Product sheet",
        footer_left="UAB Nemunas Elektronika, Kaunas  |  LT/EN  |  2024-01",
        footer_right="Psl. {page} iš {nb}",
        table_fill=(255, 246, 204),
        accent=(0, 106, 68),
        grid=True,
    )
    s = Sheet(style, "NE-WL water level sensor")
    s.add_page()
    s.title_block(
        "NE-WL40 / NE-WL100",
        "Vandens lygio jutiklis / Water level sensor (resistive, analog)",
        "Jutiklio ilgis / sensing length 40 mm arba / or 100 mm  |  3 kontaktai / 3 pins: S, +, \u2013",
        18,
    )
    s.para(
        "Lygiagretūs takeliai matuoja, kokia jutiklio dalis yra vandenyje. / Parallel copper "
        "traces measure how much of the sensor is in water: the deeper it is immersed, the "
        "higher the analog voltage on S. The sensor indicates level; it is not a calibrated "
        "measuring instrument.",
        8.5,
    )
    s.heading("Techniniai duomenys / Specifications", 11)
    s.table(
        [
            Col("Parametras", 145),
            Col("Parameter", 145),
            Col("NE-WL40", 75, "C"),
            Col("NE-WL100", 75, "C"),
            Col("Vnt. / Unit", 59, "C"),
        ],
        [
            ["Maitinimo įtampa", "Supply voltage", "3.0 \u2013 5.5", "3.0 \u2013 5.5", "V DC"],
            ["Vartojama srovė", "Current consumption", "< 20", "< 20", "mA"],
            ["Jutiklio ilgis", "Sensing length", "0 \u2013 40", "0 \u2013 100", "mm"],
            ["Išėjimas", "Output", "analog", "analog", ""],
            [
                "Išėjimo įtampa",
                "Output voltage (dry \u2013 full)",
                "0 \u2013 0.7 VCC",
                "0 \u2013 0.75 VCC",
                "V",
            ],
            ["Darbo temperatūra", "Operating temperature", "+10 \u2013 +30", "+10 \u2013 +30", DEG],
            ["Matmenys", "Dimensions", "62 x 20", "122 x 20", "mm"],
        ],
        7.5,
    )
    s.para(
        "Srovė didžiausia, kai jutiklis visas vandenyje ir šviečia LED. / Current is highest "
        "with the sensor fully immersed and the power LED on; about 4 mA in dry air.",
        7.5,
    )
    s.heading("Tipiniai rodmenys / Typical readings", 11)
    s.para(
        "VCC = 5.0 V, vandentiekio vanduo / tap water, 20 " + DEG + ", Arduino 10-bit ADC "
        "(0 \u2013 1023). Tik orientaciniai / for orientation only.",
        7.5,
    )
    s.table(
        [
            Col("Gylis / Depth (mm)", 120, "C"),
            Col("0", 60, "C"),
            Col("10", 60, "C"),
            Col("20", 60, "C"),
            Col("30", 60, "C"),
            Col("40", 60, "C"),
            Col("Vnt. / Unit", 79, "C"),
        ],
        [
            ["NE-WL40", "0", "420", "560", "640", "690", "ADC"],
            ["NE-WL40", "0", "2.05", "2.74", "3.13", "3.37", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Jungtys / Pins", 11)
    s.table(
        [Col("Kontaktas / Pin", 100, "C"), Col("Aprašymas / Description", 399)],
        [
            ["S", "analoginis išėjimas / analog output, to ADC input (A0 ...)"],
            ["+", "maitinimas / supply 3.0 \u2013 5.5 V"],
            ["\u2013", "įžeminimas / ground"],
        ],
        8,
    )
    s.heading("Svarbu / Important", 11)
    s.bullets(
        [
            "Tik takelių sritis gali būti vandenyje. / Only the trace area may be immersed. The "
            "connector and component side are not waterproof.",
            "Nuolatinė srovė ardo takelius. / Continuous DC current corrodes the traces within "
            "weeks. Power the sensor from a GPIO pin only while reading (20 mA is within an "
            "Arduino Uno pin's rating) and switch it off between readings.",
            "Išėjimo įtampa niekada neviršija VCC. / The output never exceeds VCC, so with "
            "VCC = 3.3 V it is safe for ESP32 and Raspberry Pi Pico ADC inputs.",
            "Netinka geriamam vandeniui, jūros vandeniui ar kuro bakams. / Not for drinking "
            "water, sea water or fuel tanks.",
            "Rodmenys priklauso nuo vandens laidumo; kalibruokite savo vandeniui. / Readings "
            "depend on water conductivity; calibrate for your water. No accuracy is specified.",
        ],
        8.5,
    )
    s.heading("DUK / FAQ", 11)
    s.para("Ar galima naudoti su Raspberry Pi? / Can I use it with a Raspberry Pi?", 8.5, bold=True)
    s.para(
        "Raspberry Pi neturi analoginio įėjimo. / The Raspberry Pi has no analog input; add an "
        "external ADC (e.g. an I2C ADC board) or use a Pico.",
        8.5,
    )
    s.para(
        "Ar jutiklis veikia lietaus aptikimui? / Does it work as a rain detector?", 8.5, bold=True
    )
    s.para("Taip, bet lėtai išdžiūsta. / Yes, but it dries slowly, so the reading lags.", 8.5)
    revision_table(s, [["2024-01-09", "1.1", "NE-WL100 pridėtas / added"]], (90, 60, 349))
    return save(s, out / "ne-wl.pdf")
