"""Hold-out 61 datasheets, part 2: an 8-channel I2C GPIO expander, a 4-20 mA
current-loop transmitter board, a hobby servo and a logic-level MOSFET switch board.

A Japanese IC data sheet (■ heads, full-width brackets, a table whose columns are
supply voltages, one column per version for the address, register map as decoy), a
Spanish / English bilingual board sheet (two-line bilingual names, one column per
input version, loop-load formula in prose), a Taiwanese servo specification (one
column per supply voltage, "typ." only, pulse / frame data in a separate table) and a
New Zealand maker-shop product page with a 'Typical performance' prose section that
states the limits and a table whose columns are gate drive voltages.
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWT = "\uff5e"
LB = "\uff08"
RB = "\uff09"


# ------------------------------------------------------------ I2C GPIO expander (Japanese)
def ks3408(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="KIRISHIMA SEIMITSU DENSHI",
        header_right="KS3408 / KS3408A  Datasheet",
        footer_left="Kirishima Seimitsu Denshi Co., Ltd.   KS3408-J/E Rev.1.2",
        footer_right="{page}/{nb}",
        table_fill=None,
        accent=(0, 0, 0),
        grid=False,
    )
    s = Sheet(style, "KS3408 8-bit I2C I/O expander")
    s.add_page()
    s.title_block(
        "KS3408 / KS3408A",
        "8-bit I/O expander for I2C-bus with interrupt output",
        "TSSOP-16 / QFN-16 (3 x 3 mm)",
        19,
    )
    s.heading("■ Overview", 10)
    s.para(
        "The KS3408 adds eight push-pull I/O ports (P0 to P7) to any I2C-bus host. Each port "
        "can be set as input or output; an open-drain /INT output signals input changes. "
        "The KS3408 and KS3408A differ only in the fixed part of the slave address, so up to "
        "sixteen devices (8 + 8) can share one bus. The SCL / SDA inputs are 5.5 V tolerant "
        "at any VDD, the P-ports are not: they must stay below VDD + 0.5 V.",
        8.5,
    )
    s.heading("■ Line-up", 10)
    s.table(
        [Col("Item", 160), Col("KS3408", 170, "C"), Col("KS3408A", 169, "C")],
        [
            ["Slave address (7-bit)", "0x20 ～ 0x27", "0x38 ～ 0x3F"],
            ["Address pins", "A2, A1, A0", "A2, A1, A0"],
            ["Maximum SCL frequency", "400 kHz", "1 MHz"],
            ["Package", "TSSOP-16", "TSSOP-16, QFN-16"],
        ],
        8,
    )
    s.heading("■ Absolute maximum ratings （Ta = 25 ℃）", 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 80, "C"), Col("Rating", 130, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage", "VDD", "-0.5 ～ +6.0", "V"],
            ["Input voltage, SCL / SDA", "VI", "-0.5 ～ +6.0", "V"],
            ["Port voltage, P0 ～ P7", "VP", "-0.5 ～ VDD + 0.5", "V"],
            ["Ground current", "IGND", "160", "mA"],
            ["Operating temperature", "Topr", "-40 ～ +85", "℃"],
            ["Storage temperature", "Tstg", "-65 ～ +150", "℃"],
        ],
        8,
    )
    s.heading("■ Recommended operating conditions", 10)
    s.table(
        [
            Col("Item", 200),
            Col("Symbol", 80, "C"),
            Col("Min.", 60, "C"),
            Col("Typ.", 60, "C"),
            Col("Max.", 60, "C"),
            Col("Unit", 39, "C"),
        ],
        [
            ["Supply voltage", "VDD", "1.65", "", "5.5", "V"],
            ["Operating temperature", "Ta", "-40", "", "+85", "℃"],
        ],
        8,
    )
    s.heading("■ Electrical characteristics （Ta = 25 ℃, unless otherwise specified）", 10)
    s.table(
        [
            Col("Item", 150),
            Col("Symbol", 55, "C"),
            Col("Condition", 144),
            Col("Min.", 40, "C"),
            Col("Typ.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Unit", 30, "C"),
        ],
        [
            [
                "Supply current,\noperating",
                "IDD",
                "VDD = 5.5 V, fSCL = 400 kHz",
                "",
                "100",
                "200",
                MU + "A",
            ],
            ["Standby current", "ISTB", "VDD = 5.5 V, no bus activity", "", "1.5", "5", MU + "A"],
            ["", "VIH", "SCL, SDA, P-ports", "0.7 VDD", "", "", "V"],
            ["", "VIL", "SCL, SDA, P-ports", "", "", "0.3 VDD", "V"],
            ["Power-on reset\nthreshold", "VPOR", "VDD rising", "", "1.2", "1.5", "V"],
            ["/INT output low", "VOL", "IOL = 3 mA", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("■ Port drive capability （Ta = 25 ℃, per port, typ.）", 10)
    s.table(
        [
            Col("Item", 160),
            Col("Condition", 110),
            Col("VDD = 1.8 V", 57, "C"),
            Col("2.5 V", 57, "C"),
            Col("3.3 V", 57, "C"),
            Col("5.0 V", 58, "C"),
        ],
        [
            [
                "Port sink current, IOL",
                "VOL = 0.5 V",
                "8",
                "12",
                "18",
                "25",
            ],
            ["Port source current, IOH", "VOH = VDD - 0.7 V", "-4", "-6", "-8", "-10"],
            ["Unit", "", "mA", "mA", "mA", "mA"],
        ],
        8,
    )
    s.para(
        "Note: the total current into GND of all ports together must not exceed 160 mA "
        "(absolute maximum); do not drive LEDs from all eight ports at 25 mA at the same time.",
        8,
    )
    s.heading("■ I2C timing （VDD = 1.65 ～ 5.5 V）", 10)
    s.table(
        [
            Col("Item", 160),
            Col("Symbol", 60, "C"),
            Col("KS3408 Min.", 70, "C"),
            Col("KS3408 Max.", 70, "C"),
            Col("KS3408A Max.", 80, "C"),
            Col("Unit", 59, "C"),
        ],
        [
            ["SCL clock frequency", "fSCL", "0", "400", "1000", "kHz"],
            ["Bus free time", "tBUF", "1.3", "", "", MU + "s"],
            ["Output data valid", "tVD", "", "0.9", "0.45", MU + "s"],
            ["Interrupt valid time", "tIV", "", "4", "4", MU + "s"],
        ],
        8,
    )
    s.heading("■ Register map", 10)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Register", 130),
            Col("R/W", 50, "C"),
            Col("Default", 70, "C"),
            Col("Description", 189),
        ],
        [
            ["0x00", "INPUT", "R", "xxh", "Port input levels"],
            ["0x01", "OUTPUT", "R/W", "0xFF", "Port output latches"],
            ["0x02", "POLARITY", "R/W", "0x00", "Input polarity inversion"],
            ["0x03", "CONFIG", "R/W", "0xFF", "1 = input, 0 = output"],
            ["0x40", "DRIVE", "R/W", "0x55", "Drive strength, 2 bits per port"],
            ["0x45", "INT_MASK", "R/W", "0xFF", "Interrupt mask"],
        ],
        8,
    )
    s.heading("■ Pin assignment (TSSOP-16)", 10)
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("Name", 60, "C"),
            Col("Pin", 40, "C"),
            Col("Name", 60, "C"),
            Col("Function", 299),
        ],
        [
            ["1", "A0", "9", "P4", "Address inputs A0 to A2"],
            ["2", "A1", "10", "P5", "P0 to P7: I/O ports"],
            ["3", "A2", "11", "P6", ""],
            ["4", "P0", "12", "P7", ""],
            ["5", "P1", "13", "/INT", "Interrupt output, open drain"],
            ["6", "P2", "14", "SCL", "Serial clock"],
            ["7", "P3", "15", "SDA", "Serial data"],
            ["8", "GND", "16", "VDD", "Supply"],
        ],
        8,
    )
    return save(s, out / "ks3408.pdf")


# ------------------------------------------------------ 4-20 mA transmitter (Spanish / EN)
def txl420(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="ELECTRÓNICA CANTÁBRICA S.L.",
        header_right="TXL-420  ·  Hoja de datos / Data sheet",
        footer_left="Electrónica Cantábrica S.L., Santander  ·  HD-TXL420 ed. 3",
        footer_right="Pág. {page}/{nb}",
        table_fill=(240, 232, 220),
        accent=(130, 40, 0),
        grid=False,
    )
    s = Sheet(style, "TXL-420 transmisor de lazo 4-20 mA")
    s.add_page()
    s.title_block(
        "TXL-420-5 / TXL-420-10",
        "Transmisor de lazo 4-20 mA  /  4-20 mA loop transmitter board",
        "Alimentado por el lazo, 2 hilos  /  loop-powered, 2-wire",
        18,
    )
    s.para(
        "Convierte una tensión analógica (0-5 V en la versión -5, 0-10 V en la versión -10) "
        "en una corriente de 4-20 mA sobre un lazo de dos hilos. / Converts an analogue "
        "voltage (0-5 V on the -5 version, 0-10 V on the -10 version) into a 4-20 mA current "
        "on a two-wire loop. The board takes its own power from the loop.",
        8.5,
    )
    s.heading("Características / Characteristics", 10, rule=True)
    s.para(
        "Ta = 25 °C, tensión de lazo / loop voltage VL = 24 V, salvo indicación / unless noted.",
        7.5,
    )
    s.table(
        [
            Col("Parámetro / Parameter", 170),
            Col("TXL-420-5", 70, "C"),
            Col("TXL-420-10", 70, "C"),
            Col("Unidad / Unit", 60, "C"),
            Col("Nota", 129),
        ],
        [
            ["Tensión de entrada\nInput voltage span", "0 ... 5", "0 ... 10", "V", ""],
            ["Impedancia de entrada\nInput impedance", "100", "200", "k" + OHM, ""],
            ["Corriente de salida\nOutput current span", "4 ... 20", "4 ... 20", "mA", ""],
            ["Límite de corriente\nOutput current limit", "24", "24", "mA", "sobre rango (1)"],
            ["Tensión de lazo\nLoop supply voltage", "12 ... 36", "12 ... 36", "V", "(2)"],
            ["Error total\nTotal error, 0 ... 50 °C", PM + "0.2", PM + "0.2", "% FS", ""],
            ["Deriva térmica\nTemperature drift", "50", "50", "ppm/K", "típ. / typ."],
            ["Tiempo de respuesta\nResponse time, 10-90 %", "5", "5", "ms", ""],
            ["Salida auxiliar 5 V\nAuxiliary 5 V output", "2", "2", "mA", "máx. / max."],
        ],
        7.5,
    )
    s.para(
        "(1) Con la entrada sobre el fondo de escala la salida se limita a 24 mA. / With "
        "the input above full scale the output is limited to 24 mA.  (2) La tensión mínima "
        "depende de la carga del lazo, ver abajo. / The minimum loop voltage depends on the "
        "loop load, see below.",
        7.5,
    )
    s.heading("Carga del lazo / Loop load", 10, rule=True)
    s.para(
        "The board itself needs 10 V across its terminals. The largest loop resistance is "
        "RL max = (VL - 10 V) / 0.024 A, e.g. 583 "
        + OHM
        + " at VL = 24 V or 83 "
        + OHM
        + " at VL = 12 V. La resistencia máxima del lazo es RL máx = (VL - 10 V) / 0,024 A.",
        8.5,
    )
    s.add_page()
    s.heading("Condiciones ambientales / Environment", 10, rule=True)
    s.table(
        [
            Col("Parámetro / Parameter", 200),
            Col("Mín. / Min.", 80, "C"),
            Col("Máx. / Max.", 80, "C"),
            Col("Unidad", 60, "C"),
            Col("", 79),
        ],
        [
            ["Temperatura de trabajo\nOperating temperature", "-25", "+70", "°C", ""],
            ["Temperatura de almacenamiento\nStorage temperature", "-40", "+85", "°C", ""],
            ["Humedad relativa\nRelative humidity", "5", "90", "%", "sin condensación"],
        ],
        7.5,
    )
    s.heading("Límites absolutos / Absolute limits", 10, rule=True)
    s.table(
        [
            Col("Parámetro / Parameter", 200),
            Col("TXL-420-5", 90, "C"),
            Col("TXL-420-10", 90, "C"),
            Col("Unidad", 60, "C"),
            Col("", 59),
        ],
        [
            ["Tensión de lazo\nLoop voltage", "40", "40", "V", ""],
            ["Tensión en la entrada\nVoltage on the input", "-0.5 ... 7", "-0.5 ... 15", "V", ""],
            [
                "Polaridad inversa del lazo\nLoop reverse polarity",
                "protegido",
                "protegido",
                "",
                "diodo",
            ],
        ],
        7.5,
    )
    s.heading("Bornes / Terminals", 10, rule=True)
    s.table(
        [Col("Borne", 60, "C"), Col("Nombre / Name", 110), Col("Función / Function", 329)],
        [
            ["J1-1", "LOOP+", "Lazo + (desde la fuente / from the supply)"],
            ["J1-2", "LOOP-", "Lazo - (hacia el receptor / to the receiver)"],
            ["J2-1", "VIN", "Entrada de señal / signal input"],
            ["J2-2", "GND", "Masa de señal / signal ground"],
            ["J2-3", "+5V", "Salida auxiliar / auxiliary output, 2 mA"],
        ],
        7.5,
    )
    s.heading("Ajuste / Trimming", 10, rule=True)
    s.table(
        [Col("Potenciómetro", 100), Col("Ajusta / Sets", 150), Col("Rango / Range", 249)],
        [
            ["ZERO (RV1)", "4 mA a 0 V", "3.2 ... 4.8 mA"],
            ["SPAN (RV2)", "20 mA a fondo de escala", "16 ... 24 mA"],
        ],
        7.5,
    )
    s.heading("Notas / Notes", 10, rule=True)
    s.bullets(
        [
            "La entrada y el lazo NO están aislados: GND de la entrada está unido a LOOP-. / "
            "Input and loop are NOT isolated: the input GND is tied to LOOP-.",
            "No apto para zonas ATEX. / Not for hazardous (ATEX) areas.",
            "La placa no tiene protocolo HART. / The board has no HART communication.",
        ],
        8,
    )
    revision_table(
        s,
        [["2022-02-14", "2", "Versión -10"], ["2024-06-03", "3", "Límite 24 mA"]],
        (100, 60, 339),
    )
    return save(s, out / "txl-420.pdf")


# ------------------------------------------------------------ hobby servo (Taiwanese)
def servo(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="WINGRIDER SERVO CO., LTD.",
        header_right="WR-1506HV  Product Specification",
        footer_left="Wingrider Servo Co., Ltd.  Hsinchu, Taiwan   Doc. WR-SP-1506HV-A2",
        footer_right="P.{page}/{nb}",
        table_fill=(235, 235, 235),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "WR-1506HV digital servo specification")
    s.add_page()
    s.title_block(
        "WR-1506HV",
        "High Voltage Digital Standard Servo, Metal Gear",
        "Product Specification  -  Rev. A2",
        20,
    )
    s.heading("1. Apply Environmental Condition", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Item", 200), Col("Specification", 259)],
        [
            ["1-1", "Storage Temperature Range", "-20 ~ +70 °C"],
            ["1-2", "Operating Temperature Range", "-10 ~ +55 °C"],
            ["1-3", "Operating Voltage Range", "4.8 ~ 7.4 V DC (2S LiPo direct)"],
        ],
        8,
    )
    s.heading("2. Electrical and Mechanical Specification (typ.)", 10)
    s.table(
        [
            Col("No.", 40, "C"),
            Col("Item", 200),
            Col("at 4.8 V", 86, "C"),
            Col("at 6.0 V", 86, "C"),
            Col("at 7.4 V", 87, "C"),
        ],
        [
            ["2-1", "Operating speed (no load)", "0.17 sec/60°", "0.14 sec/60°", "0.11 sec/60°"],
            ["2-2", "Stall torque (locked)", "9.5 kg-cm", "11.5 kg-cm", "13.5 kg-cm"],
            ["2-3", "Idle current (stopped)", "5 mA", "6 mA", "7 mA"],
            ["2-4", "Running current (no load)", "180 mA", "220 mA", "270 mA"],
            ["2-5", "Stall current (locked)", "1.9 A", "2.4 A", "3.0 A"],
        ],
        8,
    )
    s.heading("3. Control Specification", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Item", 200), Col("Specification", 259)],
        [
            ["3-1", "Control system", "Pulse width control, 1500 " + MU + "s neutral"],
            ["3-2", "Pulse width range", "500 ~ 2500 " + MU + "s"],
            ["3-3", "Operating travel", "180° (500 ~ 2500 " + MU + "s)"],
            ["3-4", "Frame rate", "50 ~ 333 Hz"],
            ["3-5", "Dead band width", "2 " + MU + "s"],
            ["3-6", "Signal level", "3.0 ~ 5.0 V (high)"],
            ["3-7", "Direction", "Counter clockwise (pulse 1500 to 2000 " + MU + "s)"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Mechanical Specification", 10)
    s.table(
        [Col("No.", 40, "C"), Col("Item", 200), Col("Specification", 259)],
        [
            ["4-1", "Dimensions", "40.5 x 20.2 x 38.0 mm"],
            ["4-2", "Weight", "56 g"],
            ["4-3", "Gear ratio", "1/310"],
            ["4-4", "Bearing", "2BB"],
            ["4-5", "Horn spline", "25T"],
            ["4-6", "Connector wire", "300 mm, JR type: brown (-), red (+), orange (signal)"],
            ["4-7", "Waterproof", "none"],
        ],
        8,
    )
    s.heading("5. Notes", 10)
    s.bullets(
        [
            "Do not exceed 8.4 V at any time: a fully charged 2S LiPo (8.4 V) is the limit, "
            "higher voltage will damage the control board.",
            "The power source must supply the stall current of every servo at the same time. "
            "A USB port or the 5 V pin of a microcontroller board can not supply it.",
            "Do not hold the servo in stall for more than 5 seconds.",
            "The servo is not waterproof. Do not use it in rain or wet grass.",
            "Continuous rotation is not possible with this model.",
        ],
        8.5,
    )
    s.heading("6. Test data (sample, 6.0 V, 25 °C)", 10)
    s.table(
        [
            Col("Sample", 60, "C"),
            Col("Speed (s/60°)", 110, "C"),
            Col("Torque (kg-cm)", 110, "C"),
            Col("Stall (A)", 110, "C"),
            Col("Result", 109, "C"),
        ],
        [
            ["#1", "0.138", "11.8", "2.35", "OK"],
            ["#2", "0.141", "11.6", "2.41", "OK"],
            ["#3", "0.139", "11.9", "2.38", "OK"],
        ],
        8,
    )
    revision_table(
        s,
        [["2023-04-11", "A1", "First issue"], ["2024-02-02", "A2", "Frame rate 333 Hz"]],
        (100, 60, 339),
    )
    return save(s, out / "wr-1506hv.pdf")


# --------------------------------------------------------- MOSFET switch board (NZ shop)
def mosfet(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Kea Circuits  |  Product notes",
        header_right="KC-MOS1 / KC-MOS1H",
        footer_left="Kea Circuits Ltd, Christchurch NZ  -  kc-mos1 notes v4",
        footer_right="{page} of {nb}",
        table_fill=(225, 240, 225),
        accent=(0, 100, 70),
    )
    s = Sheet(style, "KC-MOS1 logic-level MOSFET switch board")
    s.add_page()
    s.title_block(
        "KC-MOS1 / KC-MOS1H",
        "Logic-level MOSFET switch board (low-side)",
        "Turn a DC load on and off, or PWM it, from any 3.3 V or 5 V microcontroller pin",
        17,
    )
    s.heading("What it is", 10)
    s.para(
        "One N-channel logic-level MOSFET on a small board with screw terminals, a 10 k "
        "gate pull-down, a 100 " + OHM + " gate resistor and a status LED. The KC-MOS1H "
        "is the same board with a clip-on heatsink and a fitted flyback diode.",
        8.5,
    )
    s.heading("Typical performance", 10)
    s.para(
        "Your load can run from 3 V up to 30 V DC; the MOSFET itself is rated at 40 V "
        "drain-source, but we keep 10 V of margin for inductive spikes. The signal input "
        "switches the board fully on from 2.8 V, so a 3.3 V ESP32 or Raspberry Pi pin is "
        "fine, and it takes up to 12 V at the signal pin without harm. The gate starts to "
        "turn on somewhere between 1.0 V and 2.0 V. PWM works up to 20 kHz. The signal pin "
        "draws less than 0.5 mA.",
        8.5,
    )
    s.para(
        "Current is limited by heat, not by the MOSFET's 60 A rating. Without a heatsink "
        "(KC-MOS1) keep the load at or below 8 A continuous; with the heatsink (KC-MOS1H) "
        "you can run 15 A continuous. Short bursts of 30 A (under 1 second) are fine on "
        "both. Boards are happy between -20 °C and +70 °C.",
        8.5,
    )
    s.heading("On-resistance vs drive voltage", 10)
    s.table(
        [
            Col("Signal input high level", 150),
            Col("3.3 V", 70, "C"),
            Col("5 V", 70, "C"),
            Col("10 V", 70, "C"),
            Col("Note", 139),
        ],
        [
            ["RDS(on), typ.", "14 m" + OHM, "9 m" + OHM, "6.5 m" + OHM, "board total incl. traces"],
            ["Max. load current, KC-MOS1", "6 A", "8 A", "8 A", "no heatsink, 25 °C air"],
            ["Max. load current, KC-MOS1H", "10 A", "15 A", "15 A", "heatsink fitted"],
        ],
        8,
    )
    s.add_page()
    s.heading("Versions", 10)
    s.table(
        [Col("", 150), Col("KC-MOS1", 130, "C"), Col("KC-MOS1H", 130, "C"), Col("", 89)],
        [
            ["Heatsink", "no", "yes", ""],
            ["Flyback diode", "not fitted (footprint D1)", "fitted, 3 A Schottky", ""],
            ["Terminal blocks", "5 mm, 2 x 2-way", "5 mm, 2 x 2-way", ""],
            ["Board size", "26 x 22 mm", "26 x 22 x 18 mm", ""],
        ],
        8,
    )
    s.heading("Connections", 10)
    s.table(
        [Col("Terminal", 90), Col("Connect to", 409)],
        [
            ["V+", "Load supply positive (goes straight to the load, not into the board)"],
            ["LOAD-", "Load negative lead: the MOSFET switches this to GND"],
            ["GND", "Load supply negative AND your microcontroller GND (common ground)"],
            ["SIG", "Microcontroller output pin (PWM or on/off)"],
        ],
        8,
    )
    s.heading("FAQ", 10)
    s.bullets(
        [
            "Can it switch AC or mains? No. DC loads only, and never mains.",
            "Motors, solenoids, relays? Yes, but on the KC-MOS1 you must solder a diode into "
            "D1 first; the KC-MOS1H has one fitted.",
            "High-side switching? No, it is a low-side switch: the load's negative lead is "
            "switched, so the load is not at ground potential when off.",
            "Reverse polarity? There is no protection: a reversed supply drives current "
            "through the MOSFET's body diode and the load.",
            "Isolation? None. The signal GND and the load GND are the same.",
        ],
        8.5,
    )
    s.heading("Absolute limits (do not exceed)", 10)
    s.table(
        [Col("What", 250), Col("Limit", 249)],
        [
            ["Drain-source voltage (MOSFET)", "40 V"],
            ["Signal input voltage", "-0.3 V to 12 V"],
            ["Pulse current, 1 s", "30 A"],
        ],
        8,
    )
    return save(s, out / "kc-mos1.pdf")
