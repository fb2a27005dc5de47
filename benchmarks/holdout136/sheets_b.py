"""Hold-out 136 datasheets, part 2: a TDS water-quality sensor module, a LoRaWAN module
with AT commands, a 2D barcode / QR scan engine and a gesture / proximity sensor IC.

A Cusco (Peru) maker-store "Ficha técnica / Data sheet" in Spanish and English ("✶"
bilingual heads, "T.n —" captions above the tables, two-line bilingual row names, column
groups per range version, a probe table, conversion formula, notes, FAQ and PEN prices), a
Ljubljana (Slovenia) radio-module house "Datasheet & AT Command Reference" (heads
underlined by a double rule, "Table n ▪" captions below the tables, power consumption and
RF data in column groups per regional version, sensitivity stacked per spreading factor,
pin and AT-command tables as decoys, design notes), a Zhaoqing (China) scan-engine maker
"User Manual" in translated English (full-width colons, "❒ n" heads, "Table n：" captions,
reading distance stacked per symbology, electrical data in column groups per supply
version, connector and serial-command tables as decoys) and a Matsumoto (Japan) opto-IC
house data sheet (white heads on a solid bar, supply currents stacked per mode, LED drive
stacked per setting, address table for two versions, register summary as a decoy).
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
SQ = "\u00b2"
CUBE = "\u00b3"
TIMES = "\u00d7"
MINUS = "\u2212"
REG = "\u00ae"
FWC = "\uff1a"  # full-width colon
FWT = "\uff5e"  # full-width tilde
FWL, FWR = "\uff08", "\uff09"  # full-width parentheses
CEL = "\u2103"  # degree Celsius sign


# ------------------------------------------------------ TDS sensor module (Cusco)
def cwq10(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="QHAPAQ ELECTRÓNICA",
        header_right="CWQ-10 / CWQ-10H  \u00b7  Sensor TDS  \u00b7  Ficha técnica / Data sheet",
        footer_left="Qhapaq Electrónica S.A.C.  \u00b7  Av. El Sol 812, Cusco, Perú  \u00b7  RUC "
        "20601234567",
        footer_right="Raphi {page} \u00b7 {nb} / Page {page} of {nb}",
        rule_color=(60, 50, 140),
        table_fill=(232, 230, 248),
        accent=(60, 50, 140),
        grid=True,
    )
    h = "\u2736 "
    s = Sheet(style, "CWQ-10 / CWQ-10H analog TDS sensor")
    s.add_page()
    s.title_block(
        "CWQ-10 / CWQ-10H",
        "Sensor analógico de TDS / Analog TDS water-quality sensor",
        "Módulo + sonda impermeable / Board + waterproof probe  \u00b7  Arduino, ESP32, Raspberry "
        "Pi Pico  \u00b7  v2.0, 2024",
        21,
    )
    s.heading(h + "Descripción / Description", 10.0, rule=True)
    s.para(
        "El CWQ-10 mide los sólidos disueltos totales (TDS) del agua con una sonda de dos "
        "electrodos y entrega una tensión analógica. La excitación es alterna, lo que evita la "
        "polarización de la sonda. Ideal para agua potable, acuarios e hidroponía.",
        8.0,
    )
    s.para(
        "The CWQ-10 measures the total dissolved solids (TDS) of water with a two-electrode "
        "probe and gives an analog voltage. The probe is driven with AC, which avoids "
        "polarisation. Made for drinking water, aquariums and hydroponics.",
        8.0,
    )
    s.heading(h + "Especificaciones / Specifications", 10.0, rule=True)
    s.caption("T.1 " + DASH + " Placa / Board", 8.0)
    s.table(
        [
            Col("Parámetro\nParameter", 175),
            Col("CWQ-10", 115, "C"),
            Col("CWQ-10H", 115, "C"),
            Col("Unidad\nUnit", 94, "C"),
        ],
        [
            [
                "Tensión de alimentación\nSupply voltage",
                "3.3 " + ELL + " 5.5",
                "3.3 " + ELL + " 5.5",
                "V",
            ],
            [
                "Corriente de trabajo\nWorking current",
                "3.0 @ 3.3 V\n6.0 @ 5.0 V",
                "3.0 @ 3.3 V\n6.0 @ 5.0 V",
                "mA",
            ],
            ["Salida analógica\nAnalog output", "0 " + ELL + " 2.3", "0 " + ELL + " 2.3", "V"],
            [
                "Rango de medición\nMeasuring range",
                "0 " + ELL + " 1000",
                "0 " + ELL + " 2000",
                "ppm",
            ],
            [
                "Precisión (25 " + DEG + ")\nAccuracy (25 " + DEG + ")",
                PM + "10 % F.S.",
                PM + "8 % F.S.",
                DASH,
            ],
            ["Constante de celda\nCell constant", "K = 1.0", "K = 2.0", DASH],
            [
                "Excitación\nExcitation",
                "AC, onda cuadrada / square",
                "AC, onda cuadrada / square",
                DASH,
            ],
            [
                "Temperatura de operación (placa)\nOperating temperature (board)",
                "0 " + ELL + " 60",
                "0 " + ELL + " 60",
                DEG,
            ],
            [
                "Conector de placa\nBoard connector",
                "PH2.0, 3 pines / pins",
                "PH2.0, 3 pines / pins",
                DASH,
            ],
            ["Tamaño de placa\nBoard size", "42 x 32", "42 x 32", "mm"],
        ],
        7.5,
        head_rows=[["", "Versión / Version", "<", ""]],
    )
    s.caption("T.2 " + DASH + " Sonda / Probe (ambas versiones / both versions)", 8.0)
    s.table(
        [Col("Parámetro\nParameter", 175), Col("Valor\nValue", 324, "C")],
        [
            ["Electrodos\nElectrodes", "2, acero inoxidable / stainless steel"],
            ["Longitud del cable\nCable length", "100 cm"],
            ["Temperatura del agua\nWater temperature", "0 " + ELL + " 55 " + DEG],
            [
                "Protección\nProtection",
                "Sonda / probe: IP68  \u00b7  placa / board: sin protección / none",
            ],
            ["Conector de la sonda\nProbe connector", "XH2.54, 2 pines / pins"],
        ],
        7.5,
    )

    s.add_page()
    s.heading(h + "Conexión / Wiring", 10.0, rule=True)
    s.caption("T.3 " + DASH + " Pines / Pins", 8.0)
    s.table(
        [Col("Pin", 60, "C"), Col("Función\nFunction", 439)],
        [
            ["+", "VCC 3.3 " + ELL + " 5.5 V"],
            [MINUS, "GND"],
            ["A", "Salida analógica / analog output, 0 " + ELL + " 2.3 V"],
        ],
        7.5,
    )
    s.heading(h + "Cálculo / Conversion", 10.0, rule=True)
    s.para(
        "Con la tensión de salida V (en voltios) y la temperatura del agua T (en " + DEG + "): / "
        "From the output voltage V (in volts) and the water temperature T (in " + DEG + "):",
        8.0,
    )
    s.para(
        "CWQ-10:   TDS (ppm) = (133.42 V"
        + CUBE
        + " "
        + MINUS
        + " 255.86 V"
        + SQ
        + " + 857.39 V) "
        + TIMES
        + " 0.5 / (1 + 0.02 (T "
        + MINUS
        + " 25))",
        8.0,
        bold=True,
    )
    s.para(
        "CWQ-10H:  TDS (ppm) = (133.42 V" + CUBE + " " + MINUS + " 255.86 V" + SQ + " + 857.39 V) "
        "/ (1 + 0.02 (T " + MINUS + " 25))",
        8.0,
        bold=True,
    )
    s.heading(h + "Notas / Notes", 10.0, rule=True)
    s.bullets(
        [
            "La placa no compensa la temperatura: mida la temperatura del agua aparte (p. ej. con "
            "una sonda 1-Wire). / The board has no temperature compensation: measure the water "
            "temperature separately (e.g. with a 1-Wire probe).",
            "No use la sonda en agua a más de 55 " + DEG + ". / Do not use the probe in water "
            "hotter than 55 " + DEG + ".",
            "La salida queda en 0 " + ELL + " 2.3 V con VCC de 3.3 V o de 5 V: sirve para ADC de "
            "3.3 V. / The output stays within 0 " + ELL + " 2.3 V at VCC = 3.3 V or 5 V, so it is "
            "safe for 3.3 V ADCs.",
            "Bombas y calentadores en el mismo recipiente pueden alterar la lectura. / Pumps and "
            "heaters in the same tank can disturb the reading.",
            "No sirve para agua de mar ni salmuera (muy por encima del rango). / Not for seawater "
            "or brine (far above the range).",
        ],
        7.5,
        "\u2736",
    )
    s.heading(h + "Preguntas frecuentes / FAQ", 10.0, rule=True)
    s.bullets(
        [
            "¿Puedo dejar la sonda siempre en el agua? / Can the probe stay in the water all the "
            "time? " + DASH + " Sí: la sonda es IP68; la placa debe quedar seca. / Yes: the probe "
            "is IP68; keep the board dry.",
            "¿Mide pH o cloro? / Does it measure pH or chlorine? " + DASH + " No. Solo TDS "
            "(conductividad). / No. TDS (conductivity) only.",
            "¿Cómo lo calibro? / How do I calibrate it? "
            + DASH
            + " Con solución de 707 ppm a 25 "
            + DEG
            + ", ajustando el factor en el programa. / With 707 ppm solution at 25 "
            + DEG
            + ", adjusting the factor in software.",
        ],
        7.5,
        "\u2736",
    )
    s.heading(h + "Precios / Prices (PEN, IGV incluido / incl. VAT)", 10.0, rule=True)
    s.table(
        [
            Col("Código\nCode", 110),
            Col("Descripción / Description", 289),
            Col("Precio\nPrice", 100, "R"),
        ],
        [
            [
                "QE-CWQ10",
                "Kit CWQ-10 (placa + sonda + cable) / kit (board, probe, cable)",
                "S/ 39.90",
            ],
            ["QE-CWQ10H", "Kit CWQ-10H (placa + sonda + cable) / kit", "S/ 54.90"],
            ["QE-CWQP", "Sonda de repuesto / spare probe", "S/ 24.50"],
            [
                "QE-CAL707",
                "Solución de calibración 707 ppm, 100 ml / calibration solution",
                "S/ 18.00",
            ],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-07-03", "1.0", "Primera versión / first release"],
            ["2024-02-19", "2.0", "CWQ-10H añadido / added; T.2 sonda / probe"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "cwq-10.pdf")


# -------------------------------------------------------- LoRaWAN module (Ljubljana)
def _double(s: Sheet, text: str, size: float = 10.5) -> None:
    """A heading underlined by a double rule (the Ljubljana house style)."""
    s.heading(text, size)
    y = s.get_y() - 1
    s.set_draw_color(*s.style.rule_color)
    s.set_line_width(0.8)
    s.line(s._x0, y, s._x0 + s._w, y)
    s.set_line_width(0.3)
    s.line(s._x0, y + 2.2, s._x0 + s._w, y + 2.2)
    s.set_line_width(0.2)
    s.set_draw_color(0, 0, 0)
    s.gap(4)


def vlr4510(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="VRŠIČ RADIO",
        header_right="VLR-4510 LoRaWAN" + REG + " Module  \u00b7  Datasheet & AT Command Reference",
        footer_left="Vršič Radio d.o.o.  \u00b7  Tržaška cesta 40, 1000 Ljubljana, "
        "Slovenia  \u00b7  "
        "DS-VLR4510 v1.6",
        footer_right="{page}. stran od {nb}",
        rule_color=(70, 90, 110),
        table_fill=(230, 235, 240),
        accent=(40, 60, 80),
        grid=False,
    )
    s = Sheet(style, "VLR-4510 LoRaWAN module")
    s.add_page()
    s.title_block(
        "VLR-4510",
        "LoRaWAN" + REG + " Class A/B/C Module with AT Command Interface",
        "VLR-4510-E: EU868 / IN865 / RU864  \u00b7  VLR-4510-U: US915 / AU915 / AS923 / KR920  "
        "\u00b7  15.0 x 15.5 mm",
        22,
    )
    _double(s, "1   Overview")
    s.para(
        "The VLR-4510 combines a sub-GHz LoRa" + REG + " transceiver and an Arm Cortex-M4 "
        "microcontroller that runs a LoRaWAN 1.0.4 stack (Class A, B and C; OTAA and ABP). A host "
        "controls it with AT commands over a UART, so no radio firmware has to be written. Two "
        "hardware versions cover the regional frequency plans.",
        8.5,
    )
    s.bullets(
        [
            "Maximum transmit power +14 dBm (VLR-4510-E) / +22 dBm (VLR-4510-U)",
            "Receiver sensitivity down to -137 dBm (SF12, 125 kHz)",
            "Sleep current 1.7 " + MU + "A with the RTC running",
            "Single supply 1.8 V to 3.6 V",
            "UART AT-command interface",
            "Industrial temperature range -40 " + DEG + " to +85 " + DEG,
        ],
        8.5,
    )
    _double(s, "2   Electrical specifications")
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 70, "C"),
            Col("Max", 80, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VCC", "-0.3", "4.0", "V"],
            ["Voltage on any I/O pin", "VIO", "-0.3", "VCC + 0.3", "V"],
            ["RF input level", "PRF", "", "+10", "dBm"],
            ["Storage temperature", "TSTG", "-40", "+125", DEG],
        ],
        7.5,
    )
    s.caption("Table 1 \u25aa Absolute maximum ratings", 8.0)
    s.gap(2)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "VCC", "1.8", "3.3", "3.6", "V"],
            ["Operating temperature", "TA", "-40", "", "+85", DEG],
            ["Input high voltage (UART, GPIO)", "VIH", "0.7 VCC", "", "VCC + 0.3", "V"],
            ["Input low voltage (UART, GPIO)", "VIL", "-0.3", "", "0.3 VCC", "V"],
            ["Output low voltage, IOL = 4 mA", "VOL", "", "", "0.4", "V"],
        ],
        7.5,
    )
    s.caption("Table 2 \u25aa Recommended operating conditions and I/O levels", 8.0)
    s.gap(2)
    s.table(
        [
            Col("Mode", 120),
            Col("Condition", 150),
            Col("VLR-4510-E", 80, "C"),
            Col("VLR-4510-U", 80, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Transmit", "+22 dBm", DASH, "118", "mA"],
            ["", "+20 dBm", DASH, "96", "mA"],
            ["", "+14 dBm", "44", "52", "mA"],
            ["", "+10 dBm", "28", "33", "mA"],
            ["Receive", "LoRa, 125 kHz", "5.4", "5.6", "mA"],
            ["Idle", "MCU running, radio off", "2.6", "2.6", "mA"],
            ["Sleep", "AT+LPM=1, RTC running", "1.7", "1.7", MU + "A"],
        ],
        7.5,
        head_rows=[["", "", "Typical, VCC = 3.3 V, 25 " + DEG, "<", ""]],
    )
    s.caption("Table 3 \u25aa Power consumption", 8.0)
    s.gap(2)
    s.table(
        [
            Col("Parameter", 120),
            Col("Condition", 150),
            Col("VLR-4510-E", 80, "C"),
            Col("VLR-4510-U", 80, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Frequency range", "", "863 " + ELL + " 870", "902 " + ELL + " 928", "MHz"],
            ["Maximum output power", "conducted, 50 " + OHM, "+14", "+22", "dBm"],
            ["Receiver sensitivity", "SF7, 125 kHz", "-124", "-124", "dBm"],
            ["", "SF10, 125 kHz", "-132", "-132", "dBm"],
            ["", "SF12, 125 kHz", "-137", "-137", "dBm"],
            ["Antenna impedance", "RF pad or u.FL", "50", "50", OHM],
        ],
        7.5,
    )
    s.caption("Table 4 \u25aa RF characteristics (25 " + DEG + ")", 8.0)

    s.add_page()
    _double(s, "3   Interfaces")
    s.para(
        "UART1 (TX, RX) carries the AT commands: 115200 bps, 8N1 by default; AT+BAUD selects "
        "9600, 19200, 38400, 57600 or 115200 bps. The levels follow VCC (CMOS); the pins are not "
        "5 V tolerant " + NDASH + " use a level shifter with 5 V hosts. UART2 and SWD are for "
        "firmware updates only.",
        8.5,
    )
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("Function", 389)],
        [
            ["1", "VCC", "Supply 1.8 " + ELL + " 3.6 V"],
            ["2, 7, 12", "GND", "Ground"],
            ["3", "UART1_TX", "AT-command output"],
            ["4", "UART1_RX", "AT-command input"],
            ["5", "NRST", "Reset, active low, internal 40 k" + OHM + " pull-up"],
            ["6", "BOOT", "Pull high at reset for the UART bootloader"],
            ["8", "RF", "Antenna pad, 50 " + OHM],
            ["9, 10", "SWDIO, SWCLK", "Debug / firmware"],
            ["11", "PA10", "GPIO / wake-up input"],
        ],
        7.5,
    )
    s.caption("Table 5 \u25aa Pin assignment", 8.0)
    s.gap(2)
    _double(s, "4   AT command summary")
    s.table(
        [Col("Command", 150), Col("Parameters", 150), Col("Function", 199)],
        [
            ["AT", DASH, "Test, replies OK"],
            ["AT+DEVEUI / AT+APPEUI / AT+APPKEY", "? or hex value", "Read / set OTAA keys"],
            ["AT+JOIN", DASH, "Join the network (OTAA)"],
            ["AT+SEND=<port>:<hex>", "port 1 " + ELL + " 223", "Send an uplink"],
            ["AT+DR=<n>", "0 " + ELL + " 5 (EU), 0 " + ELL + " 4 (US)", "Data rate"],
            ["AT+TXP=<n>", "0 " + ELL + " 7", "TX power index, 0 = maximum"],
            ["AT+BAUD=<rate>", "9600 " + ELL + " 115200", "UART1 baud rate"],
            ["AT+LPM=<n>", "0 / 1", "Low-power mode between commands"],
            ["AT+CLASS=<c>", "A / B / C", "LoRaWAN device class"],
        ],
        7.5,
    )
    s.caption("Table 6 \u25aa AT commands (full list in the AT Command Manual)", 8.0)
    s.gap(2)
    _double(s, "5   Design notes")
    s.bullets(
        [
            "Supply: the transmitter draws up to 118 mA (VLR-4510-U at +22 dBm). The supply must "
            "deliver at least 150 mA with less than 100 mV drop. Two alkaline AA or AAA cells or "
            "one LiFePO4 cell can feed VCC directly; a Li-ion cell (up to 4.2 V) needs a "
            "regulator.",
            "Regional versions: the VLR-4510-E is tuned for 863 " + ELL + " 870 MHz and cannot "
            "work in the 915 MHz plans; order the VLR-4510-U for the Americas, Australia and "
            "Asia-Pacific.",
            "Antenna: keep the 50 " + OHM + " feed line short; without an antenna the PA may be "
            "damaged at full power.",
        ],
        8.5,
    )
    _double(s, "6   Ordering information")
    s.table(
        [Col("Order code", 150), Col("Bands", 200), Col("Packing", 149)],
        [
            ["VLR-4510-E-T", "EU868, IN865, RU864", "tape and reel, 800 pcs"],
            ["VLR-4510-U-T", "US915, AU915, AS923, KR920", "tape and reel, 800 pcs"],
            ["VLR-4510-E-EVB", "evaluation board with u.FL antenna", "1 pc"],
        ],
        7.5,
    )
    s.caption("Table 7 \u25aa Ordering codes", 8.0)
    s.gap(2)
    revision_table(
        s,
        [
            ["2023-05-15", "1.4", "VLR-4510-U added"],
            ["2024-02-01", "1.6", "Power table per version; design notes"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "vlr-4510.pdf")


# ------------------------------------------------------ 2D barcode scan engine (Zhaoqing)
def xsm620(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="XINGSAO TECHNOLOGY",
        header_right="XSM-620 Series 2D Barcode Scan Engine  \u00b7  User Manual V1.4",
        footer_left="Zhaoqing Xingsao Technology Co., Ltd.   Tel" + FWC + "+86-758-2261 0455   "
        "www.xingsao-scan.com",
        footer_right="V1.4" + FWL + "{page}/{nb}" + FWR,
        rule_color=(0, 120, 140),
        table_fill=(214, 240, 244),
        accent=(0, 100, 120),
        grid=True,
    )
    h = "\u2752 "
    s = Sheet(style, "XSM-620 / XSM-620L 2D barcode scan engine")
    s.add_page()
    s.title_block(
        "XSM-620 / XSM-620L",
        "2D Barcode & QR Code Scan Engine Module " + FWL + "UART-TTL / USB" + FWR,
        "XSM-620" + FWC + "5 V version   \u00b7   XSM-620L" + FWC + "3.3 V version   \u00b7   User "
        "Manual V1.4 " + FWL + "2024-02" + FWR,
        22,
    )
    s.heading(h + "1  Product Introduction", 10.5)
    s.para(
        "XSM-620 series is a compact 2D scan engine for embedding into kiosks, lockers, access "
        "control and vending machines. It reads 1D barcodes and 2D codes and outputs the decoded "
        "data by UART-TTL or USB.",
        8.0,
    )
    s.heading(h + "2  Specifications", 10.5)
    s.caption("Table 1" + FWC + "Performance parameters", 8.0)
    s.table(
        [Col("Item", 150), Col("Specification", 349)],
        [
            ["Image sensor", "640 x 480 CMOS"],
            ["Illumination / aiming", "white LED / red LED"],
            ["Symbologies 2D", "QR Code, Data Matrix, PDF417, Aztec"],
            [
                "Symbologies 1D",
                "EAN-13, EAN-8, UPC-A, UPC-E, Code 128, Code 39, Code 93, ITF, Codabar",
            ],
            [
                "Field of view",
                "68" + "\u00b0 " + FWL + "H" + FWR + " x 52\u00b0 " + FWL + "V" + FWR,
            ],
            ["Scan angle", "roll 360\u00b0, pitch " + PM + "55\u00b0, skew " + PM + "55\u00b0"],
            ["Print contrast", GE + " 25 %"],
            ["Ambient light", "0 " + FWT + " 80 000 lux"],
            ["Interfaces", "UART-TTL, USB " + FWL + "HID keyboard / virtual COM" + FWR],
            ["Dimensions", "21.5 x 14.8 x 11.6 mm"],
        ],
        7.5,
    )
    s.caption(
        "Table 2" + FWC + "Reading distance " + FWL + "typical, 25 " + CEL + ", 300 lux" + FWR, 8.0
    )
    s.table(
        [
            Col("Symbology", 150),
            Col("Density", 90, "C"),
            Col("Min", 80, "C"),
            Col("Max", 80, "C"),
            Col("Unit", 99, "C"),
        ],
        [
            ["Code 39", "5 mil", "35", "120", "mm"],
            ["EAN-13", "13 mil", "40", "320", "mm"],
            ["QR Code", "15 mil", "50", "200", "mm"],
            ["Data Matrix", "10 mil", "45", "140", "mm"],
            ["PDF417", "6.67 mil", "40", "160", "mm"],
        ],
        7.5,
    )
    s.caption("Table 3" + FWC + "Electrical characteristics " + FWL + "25 " + CEL + FWR, 8.0)
    s.table(
        [
            Col("Parameter", 92),
            Col("Condition", 101),
            Col("Min", 32, "C"),
            Col("Typ", 32, "C"),
            Col("Max", 32, "C"),
            Col("Min", 32, "C"),
            Col("Typ", 32, "C"),
            Col("Max", 32, "C"),
            Col("Unit", 114, "C"),
        ],
        [
            ["Supply voltage VCC", "", "4.5", "5.0", "5.5", "3.0", "3.3", "3.6", "V"],
            ["Operating current", "scanning, LEDs on", "", "120", "160", "", "95", "130", "mA"],
            ["Standby current", "waiting for trigger", "", "30", "", "", "25", "", "mA"],
            ["Sleep current", "after sleep command", "", "2.0", "", "", "1.5", "", "mA"],
            ["Inrush current", "power-up, 1 ms", "", "350", "", "", "280", "", "mA"],
            ["TXD output high", "IOH = -2 mA", "2.9", "3.3", "", "2.9", "3.3", "", "V"],
            ["TXD output low", "IOL = 2 mA", "", "", "0.4", "", "", "0.4", "V"],
            ["RXD input high", "", "2.0", "", "5.5", "2.0", "", "3.6", "V"],
        ],
        7.0,
        head_rows=[["", "", "XSM-620", "<", "<", "XSM-620L", "<", "<", ""]],
    )
    s.heading(h + "3  Environment", 10.5)
    s.caption("Table 4" + FWC + "Environmental parameters", 8.0)
    s.table(
        [Col("Item", 150), Col("Specification", 349)],
        [
            ["Operating temperature", "-20 " + CEL + " " + FWT + " +60 " + CEL],
            ["Storage temperature", "-40 " + CEL + " " + FWT + " +70 " + CEL],
            ["Humidity", "5 % " + FWT + " 95 % RH " + FWL + "non-condensing" + FWR],
            ["Drop", "1.5 m to concrete, 6 faces"],
        ],
        7.5,
    )

    s.add_page()
    s.heading(h + "4  Interface", 10.5)
    s.caption(
        "Table 5" + FWC + "Connector pin definition " + FWL + "12-pin FFC, 0.5 mm pitch" + FWR, 8.0
    )
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 80, "C"), Col("I/O", 50, "C"), Col("Description", 319)],
        [
            ["1", "NC", DASH, "not connected"],
            ["2", "VCC", "P", "power supply"],
            ["3", "GND", "P", "ground"],
            ["4", "RXD", "I", "UART receive"],
            ["5", "TXD", "O", "UART transmit"],
            ["6", "USB_D-", "I/O", "USB data -"],
            ["7", "USB_D+", "I/O", "USB data +"],
            ["8", "NC", DASH, "not connected"],
            ["9", "BEEP", "O", "buzzer drive, active high, 10 mA max."],
            ["10", "LED", "O", "good-read LED, active high"],
            ["11", "NC", DASH, "not connected"],
            ["12", "TRIG", "I", "trigger, active low, internal 10 k" + OHM + " pull-up"],
        ],
        7.5,
    )
    s.para(
        "Serial port default"
        + FWC
        + "9600 bps, 8 data bits, no parity, 1 stop bit. Other rates "
        + FWL
        + "1200 "
        + FWT
        + " 115200 bps"
        + FWR
        + " are set by scanning a setting code or by "
        "the serial command below. TXD drives 3.3 V TTL on both versions; the RXD of the XSM-620 "
        "accepts 5 V, the RXD of the XSM-620L does not " + FWL + "3.6 V max." + FWR + ".",
        8.0,
    )
    s.para(
        "Only one output channel is active" + FWC + "UART " + FWL + "factory default" + FWR + " or "
        "USB, selected by setting code. In USB mode the module enumerates as an HID keyboard.",
        8.0,
    )
    s.caption("Table 6" + FWC + "Serial commands " + FWL + "hex" + FWR, 8.0)
    s.table(
        [Col("Function", 150), Col("Command", 229), Col("Reply", 120)],
        [
            ["Trigger one scan", "7E 00 08 01 00 02 01 AB CD", "02 00 00 01 00 33 31"],
            ["Set baud rate 115200", "7E 00 08 02 00 2A 1A 00 AB CD", "02 00 00 01 00 33 31"],
            ["Enter sleep", "7E 00 08 01 00 D9 A5 AB CD", DASH],
            ["Wake up", "any byte, then wait 50 ms", DASH],
            ["Save settings", "7E 00 09 01 00 00 00 DE C8", "02 00 00 01 00 33 31"],
        ],
        7.5,
    )
    s.heading(h + "5  Scan Modes", 10.5)
    s.bullets(
        [
            "Manual mode " + FWL + "default" + FWR + FWC + "pull TRIG low or send the trigger "
            "command; the engine scans until a code is read or 5 s have passed.",
            "Continuous mode" + FWC + "the engine scans all the time; the same code is output "
            "again only after a 1 s interval.",
            "Induction mode" + FWC + "the engine wakes when the image changes in front of the "
            "window.",
        ],
        8.0,
        "\u25c6",
    )
    s.heading(h + "6  Notes", 10.5)
    s.bullets(
        [
            "The power supply must deliver 400 mA or more: the illumination LEDs draw a short "
            "inrush at power-up.",
            "Do not look into the aiming LED; do not press on the window.",
            "Keep the window clean; scratches reduce the reading distance.",
        ],
        8.0,
        "\u25c6",
    )
    revision_table(
        s,
        [
            ["2023-08-10", "V1.2", "First English edition"],
            ["2023-12-05", "V1.3", "XSM-620L 3.3 V version added"],
            ["2024-02-20", "V1.4", "Table 3 currents; serial commands"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "xsm-620.pdf")


# ------------------------------------------------- gesture / proximity sensor IC (Matsumoto)
def _bar(s: Sheet, text: str, size: float = 9.5) -> None:
    """White heading text on a solid bar (the Matsumoto house style)."""
    s._room(size + 16)
    s.gap(4)
    y = s.get_y()
    s.set_fill_color(*s.style.accent)
    s.rect(s._x0, y, s._w, size + 6, "F")
    s.set_font(s.family, "B", size)
    s.set_text_color(255, 255, 255)
    s.set_xy(s._x0 + 4, y)
    s.cell(s._w - 8, size + 6, text)
    s.set_text_color(0, 0, 0)
    s.set_xy(s._x0, y + size + 6)
    s.gap(4)


def tgp7960(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="AZUMINO PHOTONICS",
        header_right="TGP7960 / TGP7960S  Digital Proximity, Ambient Light and Gesture Sensor",
        footer_left="Azumino Photonics Co., Ltd.   Matsumoto, Nagano, Japan   "
        "DS-TGP7960-E  Ver.1.3  "
        "2024.02",
        footer_right="{page} of {nb} | Ver.1.3",
        rule_color=(60, 60, 60),
        table_fill=(236, 236, 236),
        accent=(196, 84, 0),
        grid=True,
    )
    s = Sheet(style, "TGP7960 / TGP7960S gesture, proximity and ambient light sensor")
    s.add_page()
    s.title_block(
        "TGP7960",
        "Digital Proximity, Ambient Light, RGB and Gesture Sensor with I" + SQ + "C Interface",
        "TGP7960 (address 39h) / TGP7960S (address 32h)   \u00b7   8-pin optical module 3.94 "
        + TIMES
        + " 2.36 "
        + TIMES
        + " 1.35 mm   \u00b7   Integrated IR LED and driver",
        23,
    )

    def description() -> None:
        _bar(s, "GENERAL DESCRIPTION")
        s.para(
            "The TGP7960 combines gesture detection, proximity detection, ambient light and "
            "RGB colour sensing in one optical module with an integrated 950 nm IR LED. Four "
            "directional photodiodes detect the reflected IR energy of a hand moving above the "
            "module; an on-chip engine turns it into up, down, left, right, near and far "
            "events. All data are read over the I" + SQ + "C bus; an open-drain interrupt "
            "signals new results.",
            8.5,
        )

    def features() -> None:
        _bar(s, "FEATURES")
        s.bullets(
            [
                "Gesture detection: up, down, left, right, near, far",
                "Proximity detection with ambient-light rejection",
                "Ambient light and RGB sensing, 16-bit",
                "IR LED drive 12.5 / 25 / 50 / 100 mA, programmable",
                "VDD 2.4 V to 3.6 V; 1.8 V-compatible I" + SQ + "C bus",
                "Sleep current 1 " + MU + "A typ.",
                "Interrupt output (open drain)",
            ],
            8.5,
        )

    s.side_by_side(description, features, 250, 16)
    _bar(s, "1. ABSOLUTE MAXIMUM RATINGS (Ta = 25 " + DEG + ")")
    s.caption("Table 1.  Absolute maximum ratings", 8.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "3.8", "V"],
            ["LED supply voltage", "V_{LED}", "", "4.8", "V"],
            ["Voltage on SCL, SDA, INT", "V_{IO}", "-0.5", "3.8", "V"],
            ["Storage temperature", "T_{stg}", "-40", "+100", DEG],
            ["ESD (HBM)", "V_{ESD}", "", "2000", "V"],
        ],
        8.0,
    )
    _bar(s, "2. RECOMMENDED OPERATING CONDITIONS")
    s.caption("Table 2.  Recommended operating conditions", 8.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "2.4", "3.0", "3.6", "V"],
            ["LED supply voltage", "V_{LED}", "3.0", "3.3", "4.5", "V"],
            ["Operating temperature", "T_{a}", "-30", "", "+85", DEG],
        ],
        8.0,
    )
    _bar(s, "3. OPERATING CHARACTERISTICS (VDD = 3.0 V, Ta = 25 " + DEG + ")")
    s.caption("Table 3.  Operating characteristics", 8.5)
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 55, "C"),
            Col("Conditions", 150),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            [
                "Supply current",
                "I_{DD}",
                "ALS + proximity active, LED off\ngesture engine active\nwait state\nsleep",
                "",
                "200\n790\n38\n1.0",
                "250\n1000\n\n10",
                MU + "A",
            ],
            [
                "LED drive current",
                "I_{LED}",
                "LDRIVE = 0\nLDRIVE = 1\nLDRIVE = 2\nLDRIVE = 3",
                "80\n\n\n",
                "100\n50\n25\n12.5",
                "120\n\n\n",
                "mA",
            ],
            ["INT, SDA output low voltage", "V_{OL}", "3 mA sink current", "", "", "0.4", "V"],
            ["SCL, SDA input high voltage", "V_{IH}", "", "1.26", "", "", "V"],
            ["SCL, SDA input low voltage", "V_{IL}", "", "", "", "0.54", "V"],
            ["Leakage current", "I_{LEAK}", "SCL, SDA, INT", "-5", "", "5", MU + "A"],
        ],
        8.0,
    )

    s.add_page()
    _bar(s, "4. OPTICAL CHARACTERISTICS (VDD = 3.0 V, Ta = 25 " + DEG + ")")
    s.caption("Table 4.  Optical characteristics", 8.5)
    s.table(
        [
            Col("Parameter", 150),
            Col("Conditions", 190),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 39, "C"),
        ],
        [
            ["Gesture detection range", "hand, LED 100 mA, gain 4x", "20", "", "150", "mm"],
            ["Proximity detection distance", "18 % grey card, LED 100 mA", "", "100", "", "mm"],
            ["IR LED peak wavelength", "", "", "950", "", "nm"],
            ["ALS dark count", "0 lux, ATIME = 100 ms", "", "0", "3", "counts"],
            ["ADC integration time", "ATIME setting", "2.78", "", "712", "ms"],
            ["Proximity pulse length", "PPLEN setting", "4", "", "32", MU + "s"],
        ],
        8.0,
    )
    _bar(s, "5. I" + SQ + "C INTERFACE")
    s.para(
        "The I" + SQ + "C pins are 1.8 V-compatible (VIH 1.26 V min.) but must never see more "
        "than 3.8 V: with a 5 V host use a bidirectional level shifter and pull-ups to VDD. SCL "
        "runs from 0 to 400 kHz. The address is fixed by the version and cannot be changed.",
        8.5,
    )
    s.caption("Table 5.  I" + SQ + "C addresses", 8.5)
    s.table(
        [
            Col("Version", 130),
            Col("7-bit address", 120, "C"),
            Col("Write byte", 120, "C"),
            Col("Read byte", 129, "C"),
        ],
        [
            ["TGP7960", "0x39", "72h", "73h"],
            ["TGP7960S", "0x32", "64h", "65h"],
        ],
        8.0,
    )
    s.caption("Table 6.  I" + SQ + "C timing", 8.5)
    s.table(
        [
            Col("Parameter", 200),
            Col("Symbol", 70, "C"),
            Col("Min", 70, "C"),
            Col("Max", 70, "C"),
            Col("Unit", 89, "C"),
        ],
        [
            ["SCL clock frequency", "f_{SCL}", "0", "400", "kHz"],
            ["Bus free time", "t_{BUF}", "1.3", "", MU + "s"],
            ["Data hold time", "t_{HD;DAT}", "0", "0.9", MU + "s"],
        ],
        8.0,
    )
    _bar(s, "6. REGISTER SUMMARY")
    s.caption("Table 7.  Main registers", 8.5)
    s.table(
        [Col("Address", 70, "C"), Col("Name", 90, "C"), Col("Function", 339)],
        [
            ["0x80", "ENABLE", "power on, ALS, proximity, wait and gesture enables"],
            ["0x81", "ATIME", "ALS integration time"],
            ["0x8F", "CONTROL", "LED drive (LDRIVE), proximity gain, ALS gain"],
            ["0x92", "ID", "device ID, reads 0xAB"],
            ["0x93", "STATUS", "data valid and interrupt flags"],
            ["0x9C", "PDATA", "proximity data, 8 bit"],
            ["0xFC " + NDASH + " 0xFF", "GFIFO", "gesture FIFO: up, down, left, right"],
        ],
        8.0,
    )
    _bar(s, "7. APPLICATION NOTES")
    s.bullets(
        [
            "VLED may share VDD or come from a separate 3.0 "
            + ELL
            + " 4.5 V rail such as a Li-ion "
            "cell; place 1 " + MU + "F and 10 " + MU + "F capacitors at VLED.",
            "The INT output is open drain; pull it up to VDD with 10 k" + OHM + ".",
            "Each LED pulse draws the LED drive current from VLED; the average is far lower.",
        ],
        8.5,
    )
    _bar(s, "8. ORDERING INFORMATION")
    s.table(
        [Col("Part number", 130), Col("I" + SQ + "C address", 100, "C"), Col("Packing", 269)],
        [
            ["TGP7960-TR", "0x39", "tape and reel, 2500 pcs"],
            ["TGP7960S-TR", "0x32", "tape and reel, 2500 pcs"],
        ],
        8.0,
    )
    revision_table(
        s,
        [
            ["2023.06.01", "1.2", "TGP7960S added"],
            ["2024.02.15", "1.3", "Gesture range; application notes"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tgp7960.pdf")
