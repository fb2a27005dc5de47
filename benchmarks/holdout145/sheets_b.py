"""Hold-out 145 datasheets, part 2: an NDIR CO2 sensor module, a 2.9 inch e-paper display
module, a bipolar stepper motor driver carrier board and a 3-axis magnetometer IC.

A Tallinn (Estonia) gas-sensor company "Technical Description" ("n> Title" heads, "Spec n —"
captions, measurement data in column groups per range version, a sleep pin with its own
current beside average and peak current, an ASCII command table, pin table and ordering
table as decoys, notes on 5 V hosts), a Puebla (Mexico) maker-store "ficha técnica" with
Spanish / English row names ("☰" heads, "Datos n:" captions, display data and currents in
column groups per colour version, MXN prices incl. IVA, refresh and wiring notes), a
Portland (USA) robotics-store product page printout ("[ Title ]" heads, "Table n //"
captions, a dot-leader key-spec list, current per phase in column groups per version with
and without heat sink, microstep table and pinout as decoys, current-limit formula in
prose) and a Hanoi (Vietnam) MEMS house datasheet in English with Vietnamese / English
captions ("⎔ n." heads, "Bảng n / Table n", sensor data in column groups per full-scale
setting, supply current stacked per mode and output data rate, register map and I²C byte
table as decoys).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
DASH = "\u2014"
NDASH = "\u2013"
ELL = "\u2026"
TIMES = "\u00d7"
ARROW = "\u2192"
SQ = "\u00b2"
UT = MU + "T"


# ------------------------------------------- NDIR CO2 sensor module (Tallinn)
def wqc820(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="TOOMPEA GAS SENSING",
        header_right="WQC-820 NDIR CO2 module  \u00b7  Technical Description TD-820 v2.2",
        footer_left="Toompea Gas Sensing O\u00dc  \u00b7  Tallinn, Estonia  \u00b7  TD-820 v2.2  \u00b7  "
        "subject to change without notice",
        footer_right="{page} ({nb})",
        rule_color=(100, 110, 30),
        table_fill=(238, 241, 218),
        accent=(90, 100, 20),
        grid=False,
    )
    s = Sheet(style, "WQC-820 NDIR CO2 sensor module")
    s.add_page()
    s.title_block(
        "WQC-820",
        "NDIR Carbon Dioxide Sensor Module with UART and PWM Outputs",
        "Range versions WQC-820-2K (0-2000 ppm) and WQC-820-5K (0-5000 ppm)  \u00b7  "
        "Technical Description TD-820 v2.2  \u00b7  2024",
        22,
    )

    def overview() -> None:
        s.heading("1> Overview", 10.5)
        s.para(
            "WQC-820 is a compact non-dispersive infrared CO2 sensor for ventilation control, "
            "air-quality monitors and smart-home devices. A pulsed lamp, a folded optical path "
            "and a single-channel detector with automatic baseline correction (ABC) give a "
            "stable reading for years without recalibration.",
            8.0,
        )
        s.para(
            "The module reports the concentration over a 3.3 V UART and as a PWM signal. A "
            "sleep input stops the lamp between measurements in battery-backed designs.",
            8.0,
        )

    def highlights() -> None:
        s.heading("Highlights", 10.5)
        s.bullets(
            [
                "Two range versions, 2000 ppm and 5000 ppm",
                "UART 9600 bps (3.3 V levels) and PWM",
                "Sleep input (SLP)",
                "ABC with 7-day period, can be switched off",
                "Lifetime over 10 years",
                "Size 32 x 22 x 10 mm",
            ],
            8.0,
            "\u25aa",
        )

    s.side_by_side(overview, highlights, 285, 16)
    s.heading("2> Measurement", 10.5, rule=True)
    s.caption("Spec 1 \u2014 Measurement characteristics (VIN = 5.0 V, 25 " + DEG + ", 1013 hPa)")
    s.table(
        [
            Col("Parameter", 120),
            Col("Condition", 130),
            Col("WQC-820-2K", 95, "C"),
            Col("WQC-820-5K", 95, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["Measurement range", "", "0 " + NDASH + " 2000", "0 " + NDASH + " 5000", "ppm"],
            [
                "Accuracy",
                "over the measurement range",
                PM + "(40 ppm + 3 %)",
                PM + "(50 ppm + 5 %)",
                "of reading",
            ],
            ["Resolution", "", "1", "5", "ppm"],
            ["Measurement interval", "continuous mode", "2", "2", "s"],
            ["Response time", "T90, diffusion", "90", "120", "s"],
            [
                "Warm-up time",
                "to first output\nto specified accuracy",
                "10\n2",
                "10\n2",
                "s\nmin",
            ],
            ["Temperature dependence", "-10 " + NDASH + " +50 " + DEG, PM + "0.2", PM + "0.3", "% of reading / " + DEG],
        ],
        7.5,
        head_rows=[["", "", "Version", "<", ""]],
    )
    s.heading("3> Electrical", 10.5, rule=True)
    s.caption("Spec 2 \u2014 Electrical characteristics (both versions, 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 44, "C"),
            Col("Conditions", 140),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 68, "C"),
        ],
        [
            ["Supply voltage", "V_{IN}", "ripple < 100 mVpp", "4.5", "5.0", "5.5", "V"],
            ["Average current", "I_{AVG}", "continuous mode, 2 s interval", "", "32", "40", "mA"],
            ["Peak current", "I_{PEAK}", "lamp on, 120 ms per measurement", "", "125", "160", "mA"],
            ["Sleep current", "I_{SLP}", "SLP pin low", "", "0.8", "1.5", "mA"],
            ["TX output high", "V_{OH}", "I_{OH} = -2 mA", "2.6", "3.3", "", "V"],
            ["TX output low", "V_{OL}", "I_{OL} = 2 mA", "", "", "0.4", "V"],
            ["RX input high", "V_{IH}", "3.3 V logic", "2.0", "", "3.6", "V"],
            ["RX input low", "V_{IL}", "", "-0.3", "", "0.8", "V"],
            ["PWM period", "T_{PWM}", "", "950", "1000", "1050", "ms"],
            ["SLP input low", "V_{SLP}", "enter sleep", "", "", "0.6", "V"],
        ],
        7.5,
    )
    s.caption("Spec 3 \u2014 Absolute maximum ratings")
    s.table(
        [Col("Parameter", 300), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage VIN", "-0.3", "6.0", "V"],
            ["Voltage on RX, SLP", "-0.3", "3.6", "V"],
            ["Storage temperature", "-30", "+70", DEG],
        ],
        7.5,
    )

    s.add_page()
    s.heading("4> Environment", 10.5, rule=True)
    s.caption("Spec 4 \u2014 Operating conditions")
    s.table(
        [Col("Parameter", 160), Col("Condition", 170), Col("Min", 55, "C"), Col("Max", 55, "C"), Col("Unit", 59, "C")],
        [
            ["Operating temperature", "", "-10", "+50", DEG],
            ["Operating humidity", "non-condensing", "0", "90", "%RH"],
        ],
        7.5,
    )
    s.heading("5> Interfaces", 10.5, rule=True)
    s.para(
        "UART: 9600 bps, 8 data bits, no parity, 1 stop bit. Commands are ASCII lines ending in "
        "CR LF; the module answers within 50 ms. PWM: one period of 1000 ms; the CO2 value is "
        "C = range x (TH - 2 ms) / (TH + TL - 4 ms).",
        8.0,
    )
    s.caption("Spec 5 \u2014 UART commands")
    s.table(
        [Col("Command", 70, "C"), Col("Example reply", 140), Col("Meaning", 289)],
        [
            ["R", "C 0452", "read CO2 in ppm (here 452 ppm)"],
            ["Z", "Z 0400", "zero calibration: sets the reading to 400 ppm (fresh air, 20 min)"],
            ["A 1 / A 0", "A 1", "ABC on / off (7-day period)"],
            ["P 0005", "P 0005", "set measurement period in multiples of 2 s (here 10 s)"],
            ["V", "V 2.2.07", "firmware version"],
        ],
        7.5,
    )
    s.caption("Spec 6 \u2014 Pins (6-pin 2.0 mm header)")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("Function", 399)],
        [
            ["1", "VIN", "Supply 4.5 " + NDASH + " 5.5 V"],
            ["2", "GND", "Ground"],
            ["3", "TX", "UART out, 3.3 V"],
            ["4", "RX", "UART in, 3.3 V logic"],
            ["5", "PWM", "PWM out, 3.3 V push-pull"],
            ["6", "SLP", "Sleep input, internal pull-up; low = sleep"],
        ],
        7.5,
    )
    s.heading("6> Notes for designers", 10.5, rule=True)
    s.bullets(
        [
            "Sleep: pull SLP low and the lamp and the signal chain stop. After SLP returns high "
            "the first new reading follows after the 10 s warm-up.",
            "Size the supply for the peak current, not for the average. USB ports and power "
            "banks are fine.",
            "5 V microcontrollers: most 5 V boards read the 3.3 V TX level as high. RX must not "
            "see more than 3.6 V; put a divider (1 k" + OHM + " / 2 k" + OHM + ") or a level "
            "shifter between a 5 V TX pin and RX.",
            "ABC expects fresh air (about 400 ppm) once a week. Switch it off with A 0 in "
            "greenhouses and closed rooms.",
        ],
        7.5,
        "\u2013",
    )
    s.caption("Spec 7 \u2014 Ordering")
    s.table(
        [Col("Order code", 120), Col("Range", 100, "C"), Col("Connector", 150), Col("EUR, excl. VAT", 129, "C")],
        [
            ["WQC-820-2K-H", "0 " + NDASH + " 2000 ppm", "pin header", "31.50"],
            ["WQC-820-2K-C", "0 " + NDASH + " 2000 ppm", "JST cable, 15 cm", "33.00"],
            ["WQC-820-5K-H", "0 " + NDASH + " 5000 ppm", "pin header", "34.80"],
        ],
        7.5,
    )
    revision_table(
        s,
        [["2023-02", "2.0", "5K version"], ["2024-05", "2.2", "Sleep current 1.5 mA max; RX limit 3.6 V"]],
        (90, 60, 349),
    )
    return save(s, out / "wqc-820.pdf")


# ------------------------------------------- 2.9 inch e-paper display module (Puebla)
def pep29(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="ANGELÓPOLIS MAKER",
        header_right="PEP-29 \u00b7 Ficha técnica / Data sheet",
        footer_left="Angelópolis Maker S.A. de C.V. \u00b7 Puebla, Pue., México \u00b7 "
        "precios en MXN con IVA (16 %)",
        footer_right="Pág. {page} de {nb}",
        rule_color=(60, 40, 140),
        table_fill=(234, 228, 250),
        accent=(60, 40, 140),
        grid=True,
    )
    s = Sheet(style, "PEP-29 2.9 inch e-paper display module")
    s.add_page()
    s.title_block(
        "PEP-29",
        "Módulo de papel electrónico 2.9\" / 2.9 inch e-Paper Display Module, SPI",
        "296 " + TIMES + " 128 px \u00b7 PEP-29BW negro/blanco (black/white) \u00b7 PEP-29BWR "
        "negro/blanco/rojo (black/white/red) \u00b7 3.3 V \u00b7 v1.3",
        20,
    )

    def resumen() -> None:
        s.heading("\u2630 Resumen / Overview", 10)
        s.para(
            "A bare e-paper panel on a small carrier board with the booster circuit and an 8-pin "
            "header. The picture stays visible with the power off, so a sensor node can wake "
            "up, draw and go back to sleep.",
            8.0,
        )
        s.para(
            "There is no level shifter and no regulator on the board: VCC and all signals are "
            "3.3 V.",
            8.0,
        )

    def caract() -> None:
        s.heading("\u2630 Características / Features", 10)
        s.bullets(
            [
                "2.9 inch, 296 " + TIMES + " 128 pixels",
                "4-wire SPI (3-wire with the BS jumper)",
                "Partial refresh on the black/white version",
                "Viewing angle > 170" + "\u00b0",
                "No backlight, readable in daylight",
            ],
            8.0,
        )

    s.side_by_side(resumen, caract, 270, 16)
    s.heading("\u2630 Pantalla / Display", 10)
    s.caption("Datos 1: Display data per version")
    s.table(
        [Col("Parámetro / Parameter", 190), Col("PEP-29BW", 125, "C"), Col("PEP-29BWR", 125, "C"), Col("Unidad", 59, "C")],
        [
            ["Colores / Colours", "black, white", "black, white, red", ""],
            ["Resolución / Resolution", "296 " + TIMES + " 128", "296 " + TIMES + " 128", "px"],
            ["Área activa / Active area", "29.06 " + TIMES + " 66.89", "29.06 " + TIMES + " 66.89", "mm"],
            ["Tamaño del módulo / Outline", "89.5 " + TIMES + " 38.0", "89.5 " + TIMES + " 38.0", "mm"],
            ["Actualización completa /\nFull refresh time", "2", "15", "s"],
            ["Actualización parcial /\nPartial refresh time", "0.3", "not supported", "s"],
        ],
        7.5,
    )
    s.heading("\u2630 Características eléctricas / Electrical", 10)
    s.caption("Datos 2: Electrical characteristics (TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parámetro / Parameter", 140),
            Col("Símbolo", 46, "C"),
            Col("Condición", 112),
            Col("Mín", 45, "C"),
            Col("Típ", 45, "C"),
            Col("Máx", 52, "C"),
            Col("Unidad", 59, "C"),
        ],
        [
            ["Tensión de alimentación /\nSupply voltage", "V_{CC}", "", "3.0", "3.3", "3.6", "V"],
            ["Entrada nivel alto /\nInput high voltage", "V_{IH}", "DIN, CLK, CS, DC, RST", "0.7 " + TIMES + " VCC", "", "", "V"],
            ["Entrada nivel bajo /\nInput low voltage", "V_{IL}", "DIN, CLK, CS, DC, RST", "", "", "0.3 " + TIMES + " VCC", "V"],
            ["Reloj SPI, escritura /\nSPI clock, write", "f_{SCL}", "", "", "", "20", "MHz"],
            ["Reloj SPI, lectura /\nSPI clock, read", "f_{SCL}", "", "", "", "2.5", "MHz"],
            ["Tensión en cualquier señal /\nVoltage on any signal pin", "", "absolute maximum", "-0.3", "", "VCC + 0.3", "V"],
            ["Tensión de alimentación /\nSupply voltage, abs. max.", "V_{CC}", "absolute maximum", "-0.3", "", "4.0", "V"],
        ],
        7.5,
    )
    s.caption("Datos 3: Current consumption per version (VCC = 3.3 V)")
    s.table(
        [
            Col("Modo / Mode", 120),
            Col("Condición / Condition", 130),
            Col("Típ", 46, "C"),
            Col("Máx", 46, "C"),
            Col("Típ", 46, "C"),
            Col("Máx", 46, "C"),
            Col("Unidad", 65, "C"),
        ],
        [
            ["Actualización /\nRefresh", "average during update", "4.5", "8", "6", "10", "mA"],
            ["Reposo / Standby", "controller on, no update", "30", "80", "30", "80", MU + "A"],
            ["Sueño profundo /\nDeep sleep", "after deep-sleep command", "0.5", "2", "0.5", "2", MU + "A"],
        ],
        7.5,
        head_rows=[["", "", "PEP-29BW", "<", "PEP-29BWR", "<", ""]],
    )

    s.add_page()
    s.heading("\u2630 Ambiente / Environment", 10)
    s.caption("Datos 4: Environmental conditions")
    s.table(
        [Col("Parámetro / Parameter", 220), Col("Mín", 70, "C"), Col("Máx", 70, "C"), Col("Unidad", 139, "C")],
        [
            ["Temperatura de operación /\nOperating temperature (refresh)", "0", "+50", DEG],
            ["Temperatura de almacenamiento /\nStorage temperature", "-25", "+70", DEG],
            ["Humedad de operación /\nOperating humidity", "35", "65", "%RH"],
        ],
        7.5,
    )
    s.para(
        "Below 0 " + DEG + " the particles move too slowly and an update leaves a faint or "
        "mixed picture. An image already on the panel survives the storage range.",
        8.0,
    )
    s.heading("\u2630 Pines / Pins", 10)
    s.caption("Datos 5: 8-pin header (2.54 mm)")
    s.table(
        [Col("Pin", 40, "C"), Col("Nombre / Name", 90, "C"), Col("Función / Function", 369)],
        [
            ["1", "VCC", "3.3 V"],
            ["2", "GND", "Tierra / ground"],
            ["3", "DIN", "SPI MOSI"],
            ["4", "CLK", "SPI SCK"],
            ["5", "CS", "Chip select, low active"],
            ["6", "DC", "Data (high) / command (low)"],
            ["7", "RST", "Reset, low active, at least 10 ms"],
            ["8", "BUSY", "High while the panel refreshes; wait for low"],
        ],
        7.5,
    )
    s.heading("\u2630 Notas / Notes", 10)
    s.bullets(
        [
            "Intervalo / Interval: leave at least 180 s between refreshes and make a full refresh "
            "at least once every 24 h. After 5 partial refreshes in a row do a full refresh.",
            "Después de dibujar / After drawing: send the deep-sleep command. Do not keep the "
            "panel in refresh for long periods.",
            "Tarjetas de 5 V / 5 V boards (Arduino Uno, Mega): the signal pins accept at most "
            "VCC + 0.3 V. Use a 3.3 V board or a level shifter.",
            "ESP32, Raspberry Pi, Pico: connect directly and power VCC from the 3.3 V pin.",
        ],
        7.5,
        "\u2022",
    )
    s.heading("\u2630 Precios / Prices", 10)
    s.table(
        [Col("Código / SKU", 130), Col("Descripción", 250), Col("Precio (MXN)", 119, "C")],
        [
            ["PEP-29BW", "2.9\" negro/blanco, con cable de 8 hilos", "389.00"],
            ["PEP-29BWR", "2.9\" negro/blanco/rojo, con cable de 8 hilos", "459.00"],
            ["PEP-29-CASE", "Carcasa impresa en 3D / 3D-printed case", "95.00"],
        ],
        7.5,
    )
    return save(s, out / "pep-29.pdf")


# ------------------------------------------- bipolar stepper motor driver carrier (Portland)
def psd8835(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="WILLAMETTE ROBOTICS",
        header_right="PSD-8835 stepper motor driver carrier",
        footer_left="Willamette Robotics LLC  \u00b7  SE Division St., Portland, Oregon, USA  \u00b7  "
        "printed from the product page, 2024-04-22",
        footer_right="p. {page}",
        rule_color=(25, 95, 55),
        table_fill=(225, 242, 230),
        accent=(25, 95, 55),
        grid=True,
    )
    s = Sheet(style, "PSD-8835 bipolar stepper motor driver carrier")
    s.add_page()
    s.title_block(
        "PSD-8835",
        "Bipolar Stepper Motor Driver Carrier, 8 V to 35 V, STEP/DIR",
        "PSD-8835 (bare board)  \u00b7  PSD-8835H (heat sink fitted)  \u00b7  16-pin 0.6\" x 0.8\" "
        "carrier  \u00b7  $8.95 / $10.45",
        21,
    )

    def overview() -> None:
        s.heading("[ Overview ]", 10)
        s.para(
            "This carrier board puts a microstepping bipolar stepper motor driver, its sense "
            "resistors, a current-limit potentiometer and the supply capacitors on a breadboard-"
            "friendly 16-pin board. One STEP pulse moves the motor one microstep; DIR sets the "
            "direction.",
            8.0,
        )
        s.para(
            "The driver has adjustable current limiting, over-current and over-temperature "
            "protection and six step resolutions down to 1/32 step. The logic runs from its own "
            "3.0 V to 5.5 V supply, so 3.3 V and 5 V controllers connect directly.",
            8.0,
        )

    def keys() -> None:
        s.heading("[ Key specs ]", 10)
        s.leaders(
            [
                ("Motor supply", "8 " + NDASH + " 35 V"),
                ("Logic supply", "3.0 " + NDASH + " 5.5 V"),
                ("Current per phase", "see Table 2"),
                ("Step modes", "full to 1/32"),
                ("Size", "15.2 x 20.3 mm"),
                ("Weight", "1.6 g / 3.1 g (H)"),
            ],
            8.0,
        )

    s.side_by_side(overview, keys, 290, 16)
    s.heading("[ Electrical characteristics ]", 10, rule=True)
    s.caption("Table 1 // Electrical characteristics (TA = 25 " + DEG + ", VMOT = 24 V, VDD = 3.3 V)")
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 46, "C"),
            Col("Conditions", 135),
            Col("Min", 44, "C"),
            Col("Typ", 44, "C"),
            Col("Max", 44, "C"),
            Col("Unit", 68, "C"),
        ],
        [
            ["Motor supply voltage", "V_{MOT}", "operating", "8", "", "35", "V"],
            ["Logic supply voltage", "V_{DD}", "operating", "3.0", "", "5.5", "V"],
            ["VMOT supply current", "I_{MOT}", "outputs enabled, no stepping", "", "4", "7", "mA"],
            ["VMOT sleep current", "I_{MOT(SLP)}", "SLP low", "", "8", "20", MU + "A"],
            ["VDD supply current", "I_{DD}", "outputs enabled", "", "5", "8", "mA"],
            ["VDD sleep current", "I_{DD(SLP)}", "SLP low", "", "1", "10", MU + "A"],
            ["Logic input high", "V_{IH}", "STEP, DIR, MSx, EN, SLP, RST", "2.0", "", "", "V"],
            ["Logic input low", "V_{IL}", "STEP, DIR, MSx, EN, SLP, RST", "", "", "0.8", "V"],
            ["STEP frequency", "f_{STEP}", "", "", "", "250", "kHz"],
            ["STEP pulse width", "t_{H}, t_{L}", "high and low", "1.9", "", "", MU + "s"],
            [
                "Output on-resistance\n(high side + low side)",
                "R_{DS(on)}",
                "per bridge, I_{OUT} = 1 A",
                "",
                "0.64",
                "0.80",
                OHM,
            ],
            ["Current-sense resistors", "R_{S}", "on board", "", "0.100", "", OHM],
            ["Thermal shutdown", "T_{TSD}", "junction", "", "165", "", DEG],
        ],
        7.5,
    )
    s.caption("Table 2 // Current per phase by version (full-step, both coils on)")
    s.table(
        [Col("Rating", 150), Col("Condition", 150), Col("PSD-8835", 70, "C"), Col("PSD-8835H", 70, "C"), Col("Unit", 59, "C")],
        [
            ["Continuous current\nper phase", "no airflow, TA = 25 " + DEG + "\nforced air " + GE + " 1 m/s", "1.2\n1.5", "1.7\n2.0", "A"],
            ["Maximum current per phase", "with sufficient extra cooling", "2.2", "2.2", "A"],
            ["Heat sink", "", "none", "9 x 9 x 5 mm Al", ""],
        ],
        7.5,
        head_rows=[["", "", "Version", "<", ""]],
    )

    s.add_page()
    s.heading("[ Absolute maximum ratings ]", 10, rule=True)
    s.caption("Table 3 // Absolute maximum ratings")
    s.table(
        [Col("Parameter", 280), Col("Min", 60, "C"), Col("Max", 60, "C"), Col("Unit", 99, "C")],
        [
            ["Motor supply voltage VMOT (including LC spikes)", "-0.3", "40", "V"],
            ["Logic supply voltage VDD", "-0.3", "7", "V"],
            ["Logic inputs", "-0.3", "5.5", "V"],
            ["Operating ambient temperature", "-20", "+85", DEG],
            ["Storage temperature", "-40", "+125", DEG],
        ],
        7.5,
    )
    s.heading("[ Step resolution ]", 10, rule=True)
    s.caption("Table 4 // Microstep selection")
    s.table(
        [Col("MS1", 55, "C"), Col("MS2", 55, "C"), Col("MS3", 55, "C"), Col("Resolution", 120, "C"), Col("Steps per rev. (1.8" + "\u00b0" + " motor)", 214, "C")],
        [
            ["L", "L", "L", "full step", "200"],
            ["H", "L", "L", "1/2", "400"],
            ["L", "H", "L", "1/4", "800"],
            ["H", "H", "L", "1/8", "1600"],
            ["L", "L", "H", "1/16", "3200"],
            ["H", "H", "H", "1/32", "6400"],
        ],
        7.5,
    )
    s.heading("[ Pinout ]", 10, rule=True)
    s.table(
        [Col("Left side", 80, "C"), Col("Function", 170), Col("Right side", 80, "C"), Col("Function", 169)],
        [
            ["EN", "enable, low = outputs on", "VMOT", "motor supply 8 " + NDASH + " 35 V"],
            ["MS1", "step mode", "GND", "power ground"],
            ["MS2", "step mode", "2B", "coil 2"],
            ["MS3", "step mode", "2A", "coil 2"],
            ["RST", "reset, low active", "1A", "coil 1"],
            ["SLP", "sleep, low active", "1B", "coil 1"],
            ["STEP", "step input", "VDD", "logic supply 3.0 " + NDASH + " 5.5 V"],
            ["DIR", "direction", "GND", "logic ground"],
        ],
        7.5,
    )
    s.heading("[ Setting the current limit ]", 10, rule=True)
    s.para(
        "Turn the potentiometer while measuring VREF between its wiper and GND. The current "
        "limit per phase is ITRIP = 2 x VREF with the 0.100 " + OHM + " sense resistors. Example: "
        "for a motor rated 1.0 A per phase set VREF to 0.50 V. In full-step mode both coils "
        "run at 71 % of ITRIP.",
        8.0,
    )
    s.heading("[ Warnings ]", 10, rule=True)
    s.bullets(
        [
            "Connecting or disconnecting a motor while the driver is powered can destroy it.",
            "Put an electrolytic capacitor of at least 47 " + MU + "F across VMOT and GND close "
            "to the board. LC spikes on long supply leads can exceed 40 V even from a 35 V "
            "supply.",
            "Without a heat sink or airflow the driver reaches thermal shutdown above the "
            "continuous rating and the motor stops for a moment.",
        ],
        8.0,
        "!",
    )
    s.heading("[ Q&A from the product page ]", 10, rule=True)
    s.para(
        "Does it work with a Raspberry Pi or an ESP32? Yes. Tie VDD to the 3.3 V rail; STEP "
        "and DIR accept 3.3 V logic. Can it run a unipolar motor? Only 6- or 8-wire motors "
        "wired as bipolar; leave the centre taps unconnected.",
        8.0,
    )
    return save(s, out / "psd-8835.pdf")


# ------------------------------------------- 3-axis magnetometer IC (Hanoi)
def mxq3316(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Tây Hồ MEMS Technology JSC",
        header_right="MXQ3316  3-axis magnetometer  \u00b7  Datasheet v1.0",
        footer_left="Công ty Cổ phần Công nghệ MEMS Tây Hồ / Tây Hồ MEMS Technology JSC  \u00b7  "
        "Hà Nội, Việt Nam",
        footer_right="Trang {page} / Page {page}",
        rule_color=(0, 110, 120),
        table_fill=(220, 242, 244),
        accent=(0, 95, 105),
        grid=False,
    )
    s = Sheet(style, "MXQ3316 3-axis digital magnetometer")
    s.add_page()
    s.title_block(
        "MXQ3316",
        "3-Axis Digital Magnetometer with I" + SQ + "C Interface and 1.8 V I/O",
        "LGA-12, 2.0 " + TIMES + " 2.0 " + TIMES + " 0.9 mm  \u00b7  Datasheet v1.0  \u00b7  2024-02",
        21,
    )

    def feats() -> None:
        s.heading("\u2394 1. Features", 10)
        s.bullets(
            [
                "Selectable full scale " + PM + "800 " + UT + " or " + PM + "1600 " + UT,
                "16-bit output per axis",
                "Continuous mode at 10, 20, 50 or 100 Hz",
                "I" + SQ + "C slave, Fast-mode Plus",
                "Separate 1.8 V I/O supply VDDIO",
                "Set/reset for offset cancellation",
                "Built-in temperature sensor",
            ],
            8.0,
        )

    def apps() -> None:
        s.heading("\u2394 2. Applications", 10)
        s.para(
            "Electronic compass in phones, watches and drones; position sensing with a "
            "magnet; vehicle detection.",
            8.0,
        )
        s.heading("\u2394 3. Description", 10)
        s.para(
            "The MXQ3316 measures the magnetic field on three axes with anisotropic "
            "magneto-resistive bridges and a 16-bit converter. Its digital interface runs from "
            "VDDIO, separate from the sensor supply VDD.",
            8.0,
        )

    s.side_by_side(feats, apps, 250, 16)
    s.heading("\u2394 4. Sensor characteristics", 10, rule=True)
    s.caption("Bảng 1 / Table 1  Magnetic characteristics (VDD = 2.5 V, VDDIO = 1.8 V, TA = 25 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 130),
            Col("Conditions", 150),
            Col("FS = " + PM + "800 " + UT, 82, "C"),
            Col("FS = " + PM + "1600 " + UT, 82, "C"),
            Col("Unit", 55, "C"),
        ],
        [
            ["Measurement range", "", PM + "800", PM + "1600", UT],
            ["Sensitivity", "16-bit output", "40", "20", "LSB/" + UT],
            ["Resolution", "1 LSB", "0.025", "0.05", UT],
            ["RMS noise", "100 Hz, low-noise mode", "0.15", "0.25", UT],
            ["Zero-field offset", "after set/reset", PM + "5", PM + "5", UT],
            ["Non-linearity", "of full scale", PM + "0.1", PM + "0.1", "%"],
        ],
        7.5,
        head_rows=[["", "", "Full-scale setting", "<", ""]],
    )
    s.heading("\u2394 5. Electrical characteristics", 10, rule=True)
    s.caption("Bảng 2 / Table 2  Electrical characteristics (TA = -40 " + DEG + " to +85 " + DEG + ")")
    s.table(
        [
            Col("Parameter", 112),
            Col("Symbol", 50, "C"),
            Col("Conditions", 145),
            Col("Min", 42, "C"),
            Col("Typ", 42, "C"),
            Col("Max", 42, "C"),
            Col("Unit", 66, "C"),
        ],
        [
            ["Sensor supply", "V_{DD}", "", "2.16", "2.5", "3.6", "V"],
            ["I/O supply", "V_{DDIO}", "", "1.65", "1.8", "1.95", "V"],
            [
                "Supply current,\ncontinuous mode",
                "I_{DD}",
                "10 Hz, low-power\n100 Hz, low-power\n100 Hz, low-noise",
                "",
                "60\n180\n550",
                "\n\n800",
                MU + "A",
            ],
            ["Standby current", "I_{STBY}", "no measurement, I" + SQ + "C idle", "", "1.5", "3", MU + "A"],
            ["Set/reset pulse current", "I_{SR}", "0.5 " + MU + "s pulse", "", "60", "", "mA"],
            ["Input high voltage", "V_{IH}", "SCL, SDA, SA0", "0.7 " + TIMES + " VDDIO", "", "", "V"],
            ["Input low voltage", "V_{IL}", "SCL, SDA, SA0", "", "", "0.3 " + TIMES + " VDDIO", "V"],
            ["Output low voltage", "V_{OL}", "SDA, INT, 3 mA", "", "", "0.2 " + TIMES + " VDDIO", "V"],
            ["I" + SQ + "C clock", "f_{SCL}", "Fast-mode Plus", "0", "", "1000", "kHz"],
            ["Start-up time", "t_{ON}", "power-on to first access", "", "", "10", "ms"],
            ["Operating temperature", "T_{A}", "", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.caption("Bảng 3 / Table 3  Absolute maximum ratings")
    s.table(
        [Col("Parameter", 280), Col("Min", 60, "C"), Col("Max", 80, "C"), Col("Unit", 79, "C")],
        [
            ["VDD", "-0.3", "4.0", "V"],
            ["VDDIO", "-0.3", "2.4", "V"],
            ["SCL, SDA, SA0, INT", "-0.3", "VDDIO + 0.3", "V"],
            ["Storage temperature", "-40", "+125", DEG],
            ["ESD, human body model", "", "2", "kV"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("\u2394 6. Digital interface", 10, rule=True)
    s.para(
        "The MXQ3316 is an I" + SQ + "C slave only (no SPI). Its 7-bit address is 0x2C with SA0 "
        "tied to GND or 0x2D with SA0 tied to VDDIO. Standard mode (100 kHz), fast mode (400 "
        "kHz) and Fast-mode Plus (1 MHz) are supported; use 2.2 k" + OHM + " pull-ups to VDDIO "
        "at 1 MHz.",
        8.0,
    )
    s.caption("Bảng 4 / Table 4  I" + SQ + "C bus bytes")
    s.table(
        [Col("SA0", 80, "C"), Col("7-bit address", 120, "C"), Col("Write byte", 120, "C"), Col("Read byte", 179, "C")],
        [
            ["GND", "0x2C", "0x58", "0x59"],
            ["VDDIO", "0x2D", "0x5A", "0x5B"],
        ],
        7.5,
    )
    s.caption("Bảng 5 / Table 5  Register map")
    s.table(
        [Col("Address", 60, "C"), Col("Name", 80), Col("Access", 50, "C"), Col("Reset", 50, "C"), Col("Content", 259)],
        [
            ["0x00" + NDASH + "0x05", "XOUT" + NDASH + "ZOUT", "R", "0x00", "X, Y, Z field, 16 bits each, LSB first"],
            ["0x06", "TOUT", "R", "0x00", "temperature, 0.8 " + DEG + "/LSB, 0x00 = -75 " + DEG],
            ["0x07", "STATUS", "R", "0x00", "bit 0 measurement done, bit 1 overflow"],
            ["0x08", "CTRL1", "R/W", "0x00", "mode; ODR 00 = 10 Hz, 01 = 20 Hz, 10 = 50 Hz, 11 = 100 Hz"],
            ["0x09", "CTRL2", "R/W", "0x00", "full scale, low-noise / low-power"],
            ["0x0A", "CTRL3", "R/W", "0x00", "set, reset, soft reset"],
            ["0x0F", "WHO_AM_I", "R", "0x5A", "device identification"],
        ],
        7.5,
    )
    s.heading("\u2394 7. Application notes", 10, rule=True)
    s.bullets(
        [
            "Hosts with 3.3 V or 5 V I/O: SCL and SDA must not be pulled above VDDIO + 0.3 V. "
            "Put a bidirectional level shifter between such a bus and the MXQ3316.",
            "VDD and VDDIO may come up in any order. VDD needs at least 2.16 V, so a single "
            "1.8 V rail cannot power the MXQ3316.",
            "Keep the sensor at least 10 mm from magnets, speakers, inductors and steel screws, "
            "and run a set/reset before a calibration.",
            "Decouple VDD with 1 " + MU + "F and VDDIO with 100 nF.",
        ],
        8.0,
    )
    s.caption("Bảng 6 / Table 6  Ordering information")
    s.table(
        [Col("Part number", 140), Col("Package", 150, "C"), Col("Packing", 209)],
        [
            ["MXQ3316-LG", "LGA-12, 2 " + TIMES + " 2 mm", "tape and reel, 5000 pcs"],
            ["MXQ3316-LG-S", "LGA-12, 2 " + TIMES + " 2 mm", "sample strip, 10 pcs"],
        ],
        7.5,
    )
    revision_table(s, [["2024-02", "1.0", "Bản đầu tiên / first release"]], (90, 60, 349))
    return save(s, out / "mxq3316.pdf")
