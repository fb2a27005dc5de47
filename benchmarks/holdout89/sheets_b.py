"""Hold-out 89 datasheets, part 2: a 2-channel zero-cross solid-state relay board, a
1.54 inch SPI TFT module, a capacitive rain sensor kit and a 12 V linear actuator.

A Mongolian / English relay-board sheet (bilingual parameter names wrapped over two
lines, one column per control-voltage version, a derating table whose columns are
ambient temperatures), an Armenian / English TFT module specification (module supply
versus controller supply versus logic level rows, the SPI clock only as a timing value
with a footnote), an English kit maker's instruction leaflet (specification lines, a
parts list full of decoy numbers, a test table per supply voltage, limits in numbered
notes) and a Danish actuator product data sheet (one column per load code, push and
pull rows, the supply tolerance in a general table, ordering key as a decoy).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
LE = "\u2264"
GE = "\u2265"
DASH = "\u2013"
TIMES = "\u00d7"


# ------------------------------------------------------------ 2-ch SSR board (Ulaanbaatar)
def tsssr2(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ТУУЛ ЭЛЕКТРОНИКС ХХК  /  TUUL ELECTRONICS LLC",
        header_right="TS-SSR2  Техникийн үзүүлэлт / Specification",
        footer_left="Улаанбаатар хот, Хан-Уул дүүрэг  /  Ulaanbaatar, Mongolia",
        footer_right="Хуудас {page} / {nb}",
        rule_color=(0, 70, 140),
        table_fill=(210, 225, 245),
        accent=(0, 70, 140),
        grid=True,
    )
    s = Sheet(style, "TS-SSR2 2-channel solid-state relay board")
    s.add_page()
    s.title_block(
        "TS-SSR2-05 / TS-SSR2-12",
        "2 сувагтай хатуу төлөвт реле самбар / 2-channel solid-state relay board for AC loads",
        "Тэг гаталтын асаалт / zero-cross turn-on " + DASH + " оптрон тусгаарлалт / opto-isolated "
        "inputs " + DASH + " triac output, fused per channel",
        17,
    )
    s.para(
        "Самбар нь хоёр хатуу төлөвт реле, оролтын оптрон, LED заагчтай. Удирдлагын оролт бага "
        "түвшинд идэвхждэг. / The board carries two solid-state relays with triac outputs, input "
        "optocouplers and indicator LEDs. The control inputs are active low: pulling CH1 or CH2 "
        "towards GND turns the channel on. The triac only switches at a zero crossing of the mains "
        "voltage, so lamps and heaters start without an inrush spike.",
        8.5,
    )
    s.heading("1. Цахилгаан үзүүлэлт / Electrical data", 10.5)
    s.table(
        [
            Col("Үзүүлэлт / Parameter", 210),
            Col("TS-SSR2-05", 110, "C"),
            Col("TS-SSR2-12", 110, "C"),
            Col("Нэгж / Unit", 69, "C"),
        ],
        [
            [
                "Тэжээлийн хүчдэл (DC+) /\nBoard supply voltage (DC+)",
                "4.5 " + DASH + " 5.5",
                "10.8 " + DASH + " 13.2",
                "V",
            ],
            ["Тэжээлийн дээд хязгаар /\nSupply voltage, absolute max.", "6.0", "15.0", "V"],
            [
                "Тэжээлийн гүйдэл, 2 суваг асаалттай /\nSupply current, both channels ON",
                "24",
                "15",
                "mA",
            ],
            ["Асаах оролтын хүчдэл /\nInput turns channel ON at", LE + " 1.5", LE + " 4.0", "V"],
            ["Унтраах оролтын хүчдэл /\nInput turns channel OFF at", GE + " 3.0", GE + " 9.5", "V"],
            ["Оролтын гүйдэл, нэг суваг /\nInput current per channel (ON)", "5", "5", "mA"],
        ],
        7.5,
    )
    s.heading("2. Ачааллын тал / Load side (both versions)", 10.5)
    s.table(
        [
            Col("Үзүүлэлт / Parameter", 210),
            Col("Утга / Value", 220, "C"),
            Col("Нэгж / Unit", 69, "C"),
        ],
        [
            ["Ачааллын хүчдэл /\nLoad voltage", "75 " + DASH + " 264 AC, 50/60 Hz", "V"],
            [
                "Ачааллын гүйдэл, нэг суваг /\nLoad current per channel",
                "2 (resistive, Ta " + LE + " 40 " + DEG + ")",
                "A",
            ],
            ["Хамгийн бага ачааллын гүйдэл /\nMinimum load current", "0.1", "A"],
            ["Цохилтын гүйдэл (1 үе, 60 Hz) /\nSurge current (one cycle, 60 Hz)", "30", "A"],
            ["Унтраалттай үеийн гоожилт /\nOff-state leakage at 200 V AC", LE + " 1.5", "mA"],
            ["Асаалттай үеийн хүчдэлийн уналт /\nOn-state voltage drop", LE + " 1.6", "V"],
        ],
        7.5,
    )
    s.heading("3. Температураас хамаарсан гүйдэл / Load current derating", 10.5)
    s.table(
        [
            Col("Орчны температур / Ambient", 190),
            Col("40 " + DEG, 62, "C"),
            Col("50 " + DEG, 62, "C"),
            Col("60 " + DEG, 62, "C"),
            Col("70 " + DEG, 62, "C"),
            Col("80 " + DEG, 61, "C"),
        ],
        [["Ачааллын гүйдэл / Load current (A)", "2.0", "1.6", "1.2", "0.9", "0.6"]],
        7.5,
    )

    s.add_page()
    s.heading("4. Орчны нөхцөл / Environment", 10.5)
    s.table(
        [
            Col("Үзүүлэлт / Parameter", 210),
            Col("Утга / Value", 220, "C"),
            Col("Нэгж / Unit", 69, "C"),
        ],
        [
            [
                "Ажиллах температур /\nOperating temperature",
                "-30 " + DASH + " +80 (derate above 40)",
                DEG,
            ],
            ["Хадгалах температур /\nStorage temperature", "-30 " + DASH + " +100", DEG],
            ["Чийгшил / Humidity", "45 " + DASH + " 85 %RH, no condensation", DASH],
        ],
        7.5,
    )
    s.heading("5. Холболт / Terminals", 10.5)
    s.table(
        [
            Col("Холбогч / Connector", 120),
            Col("Нэр / Name", 90, "C"),
            Col("Тайлбар / Description", 289),
        ],
        [
            ["P1 (2.54 mm)", "DC+", "board supply, 5 V or 12 V by version"],
            ["P1", "DC" + DASH, "ground"],
            ["P1", "CH1, CH2", "control inputs, active low"],
            ["K1, K2 (5.0 mm)", "L-IN / L-OUT", "in series with the load phase, 2 A fuse on board"],
        ],
        7.5,
    )
    s.heading("6. Анхааруулга / Warnings", 10.5)
    s.bullets(
        [
            "Зөвхөн хувьсах гүйдэлд / AC loads only. A triac does not turn off on DC: a DC load "
            "(pump, motor, LED strip on 12 V) stays on once triggered.",
            "Ачаалал 0.1 A-аас бага бол / Below the minimum load current (for example a small LED "
            "lamp) the triac may not latch and the lamp can glow when OFF because of leakage.",
            "Индуктив ачаалал / Inductive loads: no rating is given for motors or transformers; "
            "there is no snubber on the board.",
            "3.3 V хянагч / 3.3 V controllers: use the TS-SSR2-05. A 3.3 V high level is above its "
            "OFF threshold. On the TS-SSR2-12 a 3.3 V high keeps the channel ON.",
            "Сүлжээний хүчдэлтэй ажиллахдаа / Mains voltage is present on K1, K2 and on the "
            "relay bodies. Mount the board in a closed enclosure.",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2023-04-10", "1.0", "Анхны хувилбар / first issue"],
            ["2024-01-15", "1.1", "Derating table, warnings / бууруулалтын хүснэгт"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "ts-ssr2.pdf")


# ------------------------------------------------------------ 1.54" TFT module (Yerevan)
def ads154(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="ԱՐԱՐԱՏ ԴԻՍՓԼԵՅ ՍԻՍԹԵՄՍ  |  ARARAT DISPLAY SYSTEMS",
        header_right="ADS-154T  Տեխնիկական բնութագիր / Specification  v1.2",
        footer_left="Ararat Display Systems CJSC, Yerevan, Armenia",
        footer_right="Էջ {page} / {nb}",
        rule_color=(150, 60, 20),
        table_fill=(245, 226, 210),
        accent=(150, 60, 20),
        grid=False,
    )
    s = Sheet(style, "ADS-154T 1.54 inch TFT module")
    s.add_page()
    s.title_block(
        "ADS-154T-C / ADS-154T-N",
        '1.54" IPS TFT մոդուլ, 240 ' + TIMES + " 240, SPI / 1.54 inch IPS TFT module, SPI",
        "-C: 8 pins with CS   |   -N: 7 pins, CS tied low on the board (SPI mode 3 only)",
        20,
    )
    s.heading("1. Ընդհանուր տվյալներ / General specification", 10.5, rule=True)
    s.table(
        [Col("Պարամետր / Item", 200), Col("Արժեք / Specification", 299)],
        [
            ["Էկրանի չափ / Display size", "1.54 inch (diagonal)"],
            ["Կետայնություն / Resolution", "240 " + TIMES + " 240 RGB"],
            ["Կառավարիչ / Driver IC", "ST7789V-compatible controller (marking AD7789)"],
            ["Միջերես / Interface", "4-wire SPI (-C), 3 + D/C SPI without CS (-N)"],
            ["Գույներ / Colours", "65K (RGB565) / 262K (RGB666)"],
            ["Ակտիվ տարածք / Active area", "27.72 " + TIMES + " 27.72 mm"],
            ["Պայծառություն / Luminance", "250 cd/m" + "\u00b2" + " typ."],
        ],
        7.5,
    )
    s.heading("2. Բացարձակ առավելագույն արժեքներ / Absolute maximum ratings", 10.5, rule=True)
    s.table(
        [
            Col("Պարամետր / Parameter", 220),
            Col("Symbol", 60, "C"),
            Col("Rating", 140, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Մոդուլի սնուցում / Module supply", "VCC", "-0.3 ~ 5.5", "V"],
            [
                "Տրամաբանական մուտք / Logic input\n(SCL, SDA, RES, DC, CS, BLK)",
                "VIN",
                "-0.3 ~ 3.6",
                "V",
            ],
            ["Աշխատանքային ջերմաստիճան /\nOperating temperature", "Top", "-20 ~ +70", DEG],
            ["Պահպանման ջերմաստիճան /\nStorage temperature", "Tst", "-30 ~ +80", DEG],
        ],
        7.5,
    )
    s.heading("3. Էլեկտրական բնութագրեր / Electrical characteristics", 10.5, rule=True)
    s.table(
        [
            Col("Պարամետր / Parameter", 170),
            Col("Symbol", 50, "C"),
            Col("Condition", 100, "C"),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 53, "C"),
        ],
        [
            [
                "Մոդուլի սնուցում /\nModule supply voltage",
                "VCC",
                "on-board LDO",
                "3.0",
                "3.3",
                "5.0",
                "V",
            ],
            [
                "Կառավարիչի սնուցում /\nController supply (internal)",
                "IOVCC",
                "LDO output",
                "1.65",
                "3.3",
                "3.6",
                "V",
            ],
            ["", "VIH", "IOVCC = 3.3 V", "2.3", "", "3.3", "V"],
            ["", "VIL", "IOVCC = 3.3 V", "0", "", "0.9", "V"],
            [
                "Հոսանք, սպիտակ էկրան /\nSupply current, full white",
                "ICC",
                "VCC = 3.3 V",
                "",
                "42",
                "55",
                "mA",
            ],
            ["", "", "VCC = 5.0 V", "", "45", "60", "mA"],
            [
                "Հոսանք, քնի ռեժիմ /\nSupply current, sleep-in",
                "ISLP",
                "BLK = low",
                "",
                "0.3",
                "0.6",
                "mA",
            ],
            ["Հետին լույս / Backlight current", "IBL", "BLK = high", "", "20", "", "mA"],
        ],
        7.5,
    )
    s.para(
        "Note: VCC feeds a 3.3 V LDO on the module, so the module runs from 3.3 V or 5 V. The "
        "logic pins are not level shifted: they go straight to the controller and must stay at "
        "3.3 V levels even when VCC = 5 V.",
        8,
    )

    s.add_page()
    s.heading("4. SPI ժամանակային պարամետրեր / SPI timing", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 220),
            Col("Symbol", 70, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Serial clock cycle, write 1)", "tSCYCW", "16", "", "ns"],
            ["Serial clock cycle, read 1)", "tSCYCR", "150", "", "ns"],
            ["SCL high / low time, write", "tSHW / tSLW", "7", "", "ns"],
            ["Data setup time", "tSDS", "7", "", "ns"],
            ["Reset pulse width (RES low)", "tRW", "10", "", MU + "s"],
            ["Reset to first command", "tRT", "", "120", "ms"],
        ],
        7.5,
    )
    s.para(
        "1) i.e. an SPI clock of up to 62.5 MHz for writes and 6.6 MHz for reads. The -N version "
        "has no CS pin and only works in SPI mode 3 (CPOL = 1, CPHA = 1).",
        8,
    )
    s.heading("5. Ոտնակներ / Pin assignment", 10.5, rule=True)
    s.table(
        [
            Col("No.", 40, "C"),
            Col("Pin", 60, "C"),
            Col("Function", 299),
            Col("-C", 50, "C"),
            Col("-N", 50, "C"),
        ],
        [
            ["1", "GND", "ground", "yes", "yes"],
            ["2", "VCC", "3.3 V or 5 V", "yes", "yes"],
            ["3", "SCL", "SPI clock", "yes", "yes"],
            ["4", "SDA", "SPI data in (MOSI)", "yes", "yes"],
            ["5", "RES", "reset, active low", "yes", "yes"],
            ["6", "DC", "data / command select", "yes", "yes"],
            ["7", "BLK", "backlight enable, high = on (10 k pull-up)", "yes", "yes"],
            ["8", "CS", "chip select, active low", "yes", "no"],
        ],
        7.5,
    )
    s.heading("6. Հրամաններ / Frequently used commands", 10.5, rule=True)
    s.table(
        [Col("Code", 60, "C"), Col("Name", 90, "C"), Col("Function", 349)],
        [
            ["0x01", "SWRESET", "software reset, wait 150 ms"],
            ["0x11", "SLPOUT", "sleep out, wait 120 ms"],
            ["0x21", "INVON", "display inversion on (needed for IPS panel)"],
            ["0x2A / 0x2B", "CASET / RASET", "column / row address, 0 ... 239"],
            ["0x36", "MADCTL", "memory access control (rotation)"],
            ["0x3A", "COLMOD", "0x55 = 16 bit/pixel, 0x66 = 18 bit/pixel"],
            ["0x29", "DISPON", "display on"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-06-01", "1.0", "Առաջին թողարկում / first release"],
            ["2023-12-05", "1.1", "-N version added"],
            ["2024-01-15", "1.2", "SPI timing footnote"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "ads-154t.pdf")


# ------------------------------------------------------------ rain sensor kit (Yorkshire)
def skrain2(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="SWALEDALE KITS",
        header_right="Kit SK-RAIN2  "
        + DASH
        + "  Instructions & Specification  "
        + DASH
        + "  Issue 3",
        footer_left="Swaledale Kits Ltd, Reeth, North Yorkshire",
        footer_right="leaf {page} of {nb}",
        rule_color=(0, 100, 100),
        table_fill=(215, 235, 235),
        accent=(0, 100, 100),
        grid=False,
    )
    s = Sheet(style, "SK-RAIN2 capacitive rain sensor kit")
    s.add_page()
    s.title_block(
        "SK-RAIN2",
        "Capacitive Rain Sensor Kit "
        + DASH
        + " analogue and digital outputs, optional plate heater",
        "Skill level: beginner. Build time about 45 minutes. All parts through-hole.",
        22,
    )
    s.heading("About the kit", 11)
    s.para(
        "The sensing plate is a 50 x 40 mm interdigitated pad under a conformal coating, so unlike "
        "the cheap two-comb resistive boards it does not corrode. Rain on the plate raises its "
        "capacitance, which lowers the frequency of a 7555 timer; a filter turns this into a DC "
        "voltage on AO, and an LM393 comparator with a trimmer (VR1) switches DO. A resistive "
        "track on the back of the plate can be fed from 12 V to dry dew and melt frost.",
        9,
    )
    s.heading("Specification", 11)
    s.lines(
        [
            "Supply (VCC pin): 3.3 V to 5.5 V DC",
            "Supply current: 4 mA typical, heater off",
            "Outputs: AO analogue (rises when wet), DO open collector, LOW when wet",
            "DO sink current: 20 mA max.",
            "Wet detection: within 2 s of the first drops on the plate",
            "Plate heater (HTR pins, link LK1 fitted): 12 V DC, 150 mA, 1.8 W",
            "Working temperature: -20 "
            + DEG
            + " to +60 "
            + DEG
            + " (use the heater below +3 "
            + DEG
            + ")",
            "Board size: 62 x 48 mm including the plate",
        ],
        9,
        3.5,
    )
    s.heading("Parts list", 11)
    s.table(
        [Col("Ref", 60), Col("Value", 110), Col("Description", 329)],
        [
            ["R1, R4", "10 k", "resistor 0.25 W, brown-black-orange"],
            ["R2", "47 k", "resistor 0.25 W, yellow-violet-orange"],
            ["R3", "1 M", "resistor 0.25 W, brown-black-green"],
            ["R5", "470 R", "LED resistor"],
            ["R6", "68 R, 2 W", "heater series resistor"],
            ["C1, C3", "100 nF", "ceramic, marked 104"],
            ["C2", "10 " + MU + "F 16 V", "electrolytic, mind the polarity"],
            ["U1", "ICM7555", "CMOS timer, 2 V to 18 V, DIP-8"],
            ["U2", "LM393", "dual comparator, DIP-8"],
            ["VR1", "100 k", "trimmer, sets the DO threshold"],
            ["D1", "1N4148", "signal diode"],
            ["LED1", "red 3 mm", "lights when DO is LOW"],
            ["LK1", "2-pin jumper", "connects the heater track"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("Building", 11)
    s.lines(
        [
            "1. Fit the resistors first, then D1 (band towards the plate), then the IC sockets.",
            "2. Fit C1, C3 and C2 (long lead into the + pad), VR1 and LED1 (flat side to R5).",
            "3. Solder the 5-pin header (VCC, GND, AO, DO, HTR) and insert U1 and U2.",
            "4. Set VR1 to mid position before the first test.",
        ],
        8.5,
        3.5,
    )
    s.heading("Testing", 11)
    s.para(
        "Measure with a multimeter, plate dry and then under a running tap. DO pulled up by 10 k.",
        8.5,
    )
    s.table(
        [
            Col("VCC", 70, "C"),
            Col("AO, dry", 90, "C"),
            Col("AO, wet", 90, "C"),
            Col("DO, dry", 90, "C"),
            Col("DO, wet", 90, "C"),
            Col("Current", 69, "C"),
        ],
        [
            ["3.3 V", "0.25 V", "2.6 V", "3.3 V", "0.1 V", "3 mA"],
            ["5.0 V", "0.35 V", "4.0 V", "5.0 V", "0.1 V", "4 mA"],
        ],
        8,
    )
    s.heading("Notes", 11)
    s.lines(
        [
            "1. Do not put more than 6 V on VCC. The timer and comparator take more, but C2 and R5",
            "    are chosen for 5 V.",
            "2. AO is not buffered: load it with 100 k or more (a microcontroller ADC input is fine).",
            "3. The board is not waterproof. Only the plate is coated; mount the electronics side",
            "    under a cover, tilted 15 to 30 degrees so that water runs off the plate.",
            "4. DO has no pull-up on the board. Enable the microcontroller's internal pull-up or fit",
            "    R7 (10 k, not supplied).",
            "5. The heater is a separate 12 V circuit (HTR and GND). Never feed it from a",
            "    microcontroller pin or from the 5 V rail of a USB supply.",
            "6. AO is ratiometric: it scales with VCC. Read it with an ADC referenced to the same VCC.",
        ],
        8.5,
        3.5,
    )
    s.heading("Frequently asked", 11)
    s.para(
        "Does it measure how much rain falls? No. It tells wet from dry and gives a rough idea "
        "of how much of the plate is covered; it is not a rain gauge. Does it detect snow? Only "
        "when the heater melts it on the plate.",
        8.5,
    )
    revision_table(
        s,
        [
            ["2021-09", "1", "First issue"],
            ["2022-11", "2", "Heater track added"],
            ["2024-01", "3", "Test table for 3.3 V"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "sk-rain2.pdf")


# ------------------------------------------------------------ 12 V linear actuator (Denmark)
def gla12(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="GUDENÅ MOTION",
        header_right="Product data sheet  GLA-12",
        footer_left="Gudenå Motion A/S "
        + DASH
        + " Silkeborg, Denmark "
        + DASH
        + " Data sheet 12-0047 EN",
        footer_right="{page} ({nb})",
        rule_color=(200, 90, 0),
        table_fill=(245, 235, 222),
        accent=(170, 70, 0),
        grid=False,
    )
    s = Sheet(style, "GLA-12 12 V linear actuator")
    s.add_page()
    s.title_block(
        "GLA-12",
        "Compact 12 V DC linear actuator with built-in end-limit switches",
        "For hatches, TV lifts, solar trackers, ventilation flaps and hobby automation",
        22,
    )
    s.para(
        "GLA-12 is a spindle actuator with a permanent-magnet 12 V DC motor, a worm gear and an "
        "aluminium inner tube. Two limit switches inside the housing stop the motor at the fully "
        "extended and fully retracted positions; the actuator then stays put. To move back, "
        "reverse the polarity of the two motor wires. No controller is needed: a DPDT switch or "
        "two relays will do.",
        9,
    )
    s.heading("Technical specifications per load code", 10.5, rule=True)
    s.table(
        [
            Col("", 200),
            Col("GLA-12-15", 100, "C"),
            Col("GLA-12-50", 100, "C"),
            Col("GLA-12-100", 99, "C"),
        ],
        [
            ["Max. load, push", "150 N", "500 N", "1000 N"],
            ["Max. load, pull", "150 N", "400 N", "600 N"],
            ["Self-locking force (static)", "300 N", "1000 N", "2000 N"],
            ["Speed, no load", "45 mm/s", "15 mm/s", "8 mm/s"],
            ["Speed, full load", "35 mm/s", "11 mm/s", "5.5 mm/s"],
            ["Current, no load", "0.6 A", "0.5 A", "0.5 A"],
            ["Current, full load", "1.8 A", "2.6 A", "3.2 A"],
            ["Gear ratio", "10:1", "30:1", "60:1"],
        ],
        8,
    )
    s.heading("General data (all load codes)", 10.5, rule=True)
    s.table(
        [Col("", 200), Col("", 299)],
        [
            ["Supply voltage", "12 V DC " + PM + "10 % (10.8 " + DASH + " 13.2 V)"],
            ["Duty cycle", "10 % (max. 2 min continuous, then 18 min off)"],
            ["End-limit switches", "built-in, factory set, not adjustable"],
            ["Stroke lengths", "50, 100, 150, 200 or 300 mm"],
            ["Protection class", "IP54 (housing and cable gland)"],
            ["Ambient temperature, operation", "-25 " + DEG + " to +65 " + DEG],
            ["Ambient temperature, storage", "-40 " + DEG + " to +70 " + DEG],
            ["Noise", LE + " 50 dB(A) at 1 m, no load"],
            [
                "Cable",
                "2 x 0.75 mm"
                + "\u00b2"
                + ", 1 m, open ends (red = +, black = "
                + DASH
                + " to extend)",
            ],
        ],
        8,
        show_head=False,
    )

    s.add_page()
    s.heading("Power supply sizing", 10.5, rule=True)
    s.para(
        "The motor draws up to three times the full-load current for about 100 ms at start. Choose "
        "a 12 V supply that is rated for the full-load current of the load code and does not shut "
        "down on the start-up peak, or use a 12 V lead-acid battery. A supply with hiccup-mode "
        "overload protection may never start a GLA-12-100.",
        9,
    )
    s.heading("Ordering key", 10.5, rule=True)
    s.table(
        [Col("Position", 100), Col("Code", 120, "C"), Col("Meaning", 279)],
        [
            ["Series", "GLA-12", "12 V DC actuator"],
            ["Load code", "15 / 50 / 100", "150 / 500 / 1000 N push"],
            ["Stroke", "050 ... 300", "stroke in mm"],
            ["Option", "-R", "rear clevis rotated 90 degrees"],
            ["Example", "GLA-12-50-150", "500 N, 150 mm stroke"],
        ],
        8,
    )
    s.heading("Dimensions", 10.5, rule=True)
    s.table(
        [
            Col("Stroke (mm)", 100, "C"),
            Col("50", 80, "C"),
            Col("100", 80, "C"),
            Col("150", 80, "C"),
            Col("200", 80, "C"),
            Col("300", 79, "C"),
        ],
        [
            ["Retracted length (mm)", "160", "210", "260", "310", "410"],
            ["Weight (kg)", "0.9", "1.0", "1.1", "1.2", "1.4"],
        ],
        8,
    )
    s.heading("Questions we are often asked", 10.5, rule=True)
    s.para(
        "Can I stop the actuator half way? Yes, cut the power. It holds its position up to the "
        "self-locking force. Can I read its position? Not on this model; the GLA-12 has no feedback "
        "output. Can I run it from 24 V to go faster? No. The motor and the limit switches are "
        "rated for 12 V; 24 V overheats the motor and the switches weld. Can I use a PWM speed "
        "controller? Yes, above 15 kHz and at no less than 8 V average.",
        9,
    )
    s.heading("Safety", 10.5, rule=True)
    s.bullets(
        [
            "Do not side-load the inner tube; mount both ends on clevis pins.",
            "Keep fingers away from the moving parts; the self-locking force can trap a hand.",
            "Fuse the supply line: 3 A (GLA-12-15), 5 A (GLA-12-50 and GLA-12-100).",
        ],
        8.5,
    )
    revision_table(
        s,
        [
            ["2022-03-01", "A", "First edition"],
            ["2023-05-12", "B", "Pull loads corrected"],
            ["2024-01-15", "C", "Power supply sizing added"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "gla-12.pdf")
