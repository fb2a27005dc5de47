"""Hold-out 139 datasheets, part 2: a BLE 5 SoC module with UART AT firmware, a
piezo-resistive pressure transducer, a quadrature encoder breakout and a 1-Wire
humidity / temperature sensor IC.

An Odense (Denmark) radio-module house "Product Specification" ("n ▹ Title" heads,
"Table n:" captions above the tables, a 1.8 V I/O version, supply current stacked per
radio mode, RX sensitivity stacked per PHY, an AT command table and pin table as
decoys), a Parma (Italy) pressure-transducer maker "Scheda tecnica / Data sheet"
("Cap. n –" heads, "Tabella n / Table n" captions below the tables, column groups per
pressure range, medium vs ambient vs compensated temperature, limits vs operating
supply, wiring and ordering tables as decoys), a Cali (Colombia) maker-store sheet in
Spanish with English in brackets ("✧" heads, prices in COP, column groups per
resolution, wire colours as decoys, FAQ) and a Daegu (Korea) sensor-IC data sheet
("n-TITLE" heads, accuracy stacked per band, conversion time stacked per resolution,
ROM / function command tables and a scratchpad map as decoys).
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
NDASH = "\u2013"
ELL = "\u2026"
TIMES = "\u00d7"
DOT = "\u00b7"
TRI = "\u25b9"


# ------------------------------------------------ BLE 5 SoC module (Odense)
def frmb52(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="FYN RADIOTEKNIK",
        header_right="FRM-B52 / FRM-B52L  " + DOT + "  Product Specification v1.4",
        footer_left="Fyn Radioteknik ApS  " + DOT + "  Odense, Denmark  " + DOT
        + "  CVR 41528736  " + DOT + "  PS-FRMB52 v1.4, 2024-04",
        footer_right="p. {page} / {nb}",
        rule_color=(95, 60, 140),
        table_fill=None,
        accent=(95, 60, 140),
        grid=False,
    )
    s = Sheet(style, "FRM-B52 Bluetooth LE 5 module with AT firmware")
    s.add_page()
    s.title_block(
        "FRM-B52",
        "Bluetooth" + "\u00ae" + " Low Energy 5.3 SoC module with UART AT-command firmware",
        "FRM-B52 (I/O at VDD)   " + DOT + "   FRM-B52L (separate 1.8 V VDDIO)   " + DOT
        + "   -P PCB antenna / -U u.FL connector",
        20,
    )
    s.heading("1 " + TRI + " Key features", 10)
    s.bullets(
        [
            "Bluetooth LE 5.3: 1 Mbps, 2 Mbps and LE Coded (125 / 500 kbps) PHYs",
            "TX power programmable from -20 dBm to +8 dBm in 4 dB steps",
            "RX sensitivity -97 dBm at 1 Mbps, -104 dBm at 125 kbps coded",
            "Transparent UART bridge and AT command set; default 115200 bps, 8N1",
            "Single supply 1.8 V to 3.6 V; FRM-B52L with 1.8 V I/O for modern application "
            "processors",
            "Deep sleep 0.5 " + MU + "A with wake-up on the WAKE pin",
            "14.0 x 18.5 x 2.1 mm, 24 castellated pads, -40 " + NDASH + " +85 " + DEG,
        ],
        7.8,
        "\u2013",
    )
    s.heading("2 " + TRI + " Operating conditions", 10, rule=True)
    s.caption("Table 1: Recommended operating conditions", 8)
    s.table(
        [
            Col("Parameter", 130),
            Col("Symbol", 50, "C"),
            Col("Version", 90, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit", 79, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "both", "1.8", "3.0", "3.6", "V"],
            ["I/O supply voltage", "V_{DDIO}", "FRM-B52L", "1.62", "1.8", "1.98", "V"],
            ["I/O supply voltage", "V_{DDIO}", "FRM-B52", "", "= VDD", "", ""],
            ["VDD rise time", "t_{R}", "both", "", "", "60", "ms"],
            ["Operating temperature", "T_{A}", "both", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.caption("Table 2: Absolute maximum ratings", 8)
    s.table(
        [Col("Parameter", 220), Col("Symbol", 60, "C"), Col("Min", 60, "C"),
         Col("Max", 80, "C"), Col("Unit", 79, "C")],
        [
            ["Supply voltage", "V_{DD}", "-0.3", "3.9", "V"],
            ["I/O supply voltage (FRM-B52L)", "V_{DDIO}", "-0.3", "2.2", "V"],
            ["Voltage on any I/O pin", "V_{IO}", "-0.3", "VDDIO + 0.3", "V"],
            ["RF input level", "P_{RF}", "", "+10", "dBm"],
            ["Storage temperature", "T_{STG}", "-40", "+125", DEG],
        ],
        7.5,
    )
    s.heading("3 " + TRI + " Current consumption", 10, rule=True)
    s.caption("Table 3: Supply current (VDD = 3.0 V, TA = 25 " + DEG + ", DC/DC on)", 8)
    s.table(
        [Col("Mode", 150), Col("Condition", 210), Col("Typ", 60, "C"), Col("Unit", 79, "C")],
        [
            ["Radio transmit", "+8 dBm\n0 dBm\n-20 dBm", "15.8\n6.4\n3.1", "mA"],
            ["Radio receive", "1 Mbps\n125 kbps coded", "5.9\n6.3", "mA"],
            ["Advertising, average", "0 dBm, 1 s interval, 3 channels", "18", MU + "A"],
            ["Connected, average", "0 dBm, 100 ms interval, no data", "45", MU + "A"],
            ["UART active, idle radio", "CPU running, 115200 bps", "1.9", "mA"],
            ["Sleep", "AT+SLEEP, RTC on, RAM retained", "2.6", MU + "A"],
            ["Deep sleep", "system off, wake on WAKE pin", "0.5", MU + "A"],
        ],
        7.5,
    )
    s.heading("4 " + TRI + " Radio", 10, rule=True)
    s.caption("Table 4: Radio characteristics", 8)
    s.table(
        [Col("Parameter", 130), Col("Condition", 180), Col("Min", 45, "C"), Col("Typ", 45, "C"),
         Col("Max", 45, "C"), Col("Unit", 54, "C")],
        [
            ["Frequency range", "", "2402", "", "2480", "MHz"],
            ["TX output power", "programmable, 4 dB steps", "-20", "", "+8", "dBm"],
            ["RX sensitivity", "1 Mbps, BER 0.1 %\n2 Mbps\n125 kbps coded\n500 kbps coded",
             "", "-97\n-93\n-104\n-100", "", "dBm"],
            ["Antenna gain (-P)", "PCB antenna, on reference board", "", "1.5", "", "dBi"],
        ],
        7.5,
    )

    s.add_page()
    s.heading("5 " + TRI + " Digital I/O and UART", 10, rule=True)
    s.caption("Table 5: I/O levels (all digital pins)", 8)
    s.table(
        [Col("Parameter", 150), Col("Symbol", 55, "C"), Col("Min", 90, "C"),
         Col("Max", 90, "C"), Col("Unit", 114, "C")],
        [
            ["Input high voltage", "V_{IH}", "0.7 " + TIMES + " VDDIO", "VDDIO", "V"],
            ["Input low voltage", "V_{IL}", "0", "0.3 " + TIMES + " VDDIO", "V"],
            ["Output high voltage, 2 mA", "V_{OH}", "VDDIO - 0.4", "VDDIO", "V"],
            ["Output low voltage, 2 mA", "V_{OL}", "0", "0.4", "V"],
        ],
        7.5,
    )
    s.para(
        "The I/O pins are not 5 V tolerant. On the FRM-B52 the I/O level follows VDD; on the "
        "FRM-B52L all I/O pins run from VDDIO = 1.8 V while the radio runs from VDD. Connect a "
        "3.3 V or 5 V host to an FRM-B52L only through a level shifter.",
        7.5,
    )
    s.para(
        "UART: 115200 bps, 8 data bits, no parity, 1 stop bit after reset. AT+BAUD selects 9600, "
        "19200, 38400, 57600, 115200, 230400, 460800 or 1000000 bps; RTS / CTS flow control is "
        "required above 230400 bps.",
        7.5,
    )
    s.heading("6 " + TRI + " AT command summary", 10, rule=True)
    s.caption("Table 6: Frequently used AT commands", 8)
    s.table(
        [Col("Command", 110), Col("Parameter range", 160), Col("Default", 70, "C"),
         Col("Function", 159)],
        [
            ["AT+NAME=<n>", "up to 24 characters", "FRM-B52", "advertised device name"],
            ["AT+ADVINT=<ms>", "20 " + ELL + " 10240", "1000", "advertising interval"],
            ["AT+TXPWR=<dBm>", "-20, -16 " + ELL + " +4, +8", "0", "transmit power"],
            ["AT+BAUD=<bps>", "9600 " + ELL + " 1000000", "115200", "UART baud rate"],
            ["AT+PHY=<n>", "1, 2, 125, 500", "1", "preferred PHY (Mbps / kbps)"],
            ["AT+SLEEP", DOT, DOT, "sleep until UART activity"],
            ["AT+DEEPSLEEP", DOT, DOT, "system off until WAKE low"],
        ],
        7.5,
    )
    s.heading("7 " + TRI + " Pin assignment", 10, rule=True)
    s.caption("Table 7: Pads (excerpt)", 8)
    s.table(
        [Col("Pad", 50, "C"), Col("Name", 70, "C"), Col("Type", 60, "C"), Col("Description", 319)],
        [
            ["1, 12, 24", "GND", "power", "ground"],
            ["2", "VDD", "power", "1.8 " + ELL + " 3.6 V"],
            ["3", "VDDIO", "power", "FRM-B52L: 1.8 V I/O supply; FRM-B52: leave open"],
            ["8", "TXD", "out", "UART data from the module"],
            ["9", "RXD", "in", "UART data to the module"],
            ["10, 11", "RTS, CTS", "out, in", "flow control"],
            ["14", "WAKE", "in", "low wakes from deep sleep"],
            ["15", "LINK", "out", "high while a central is connected"],
            ["20", "nRESET", "in", "active low, 13 k" + OHM + " pull-up"],
        ],
        7.5,
    )
    s.heading("8 " + TRI + " Design-in notes", 10, rule=True)
    s.bullets(
        [
            "Keep 5 mm of copper-free area around the PCB antenna of the -P version.",
            "Coin cell (CR2032): supported for advertising-only beacons at TX power " + LE
            + " 0 dBm; add a 47 " + MU + "F low-leakage capacitor close to VDD.",
            "A single Li-ion cell (up to 4.2 V) exceeds VDD: use an LDO or buck regulator.",
            "The module acts as a peripheral with one connection at a time in AT firmware.",
        ],
        7.5,
        "\u2013",
    )
    return save(s, out / "frm-b52.pdf")


# ------------------------------------------------ piezo-resistive pressure transducer (Parma)
def pdu48(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="SENSORI DUCALI",
        header_right="PDU-48  " + DOT + "  Scheda tecnica / Data sheet",
        footer_left="Sensori Ducali S.r.l.  " + DOT + "  Parma (PR), Italia  " + DOT
        + "  P.IVA IT02871450341  " + DOT + "  ST-PDU48 rev. D",
        footer_right="pag. {page} di {nb}",
        rule_color=(110, 110, 30),
        table_fill=(245, 245, 225),
        accent=(90, 90, 20),
        grid=True,
    )
    s = Sheet(style, "PDU-48 piezo-resistive pressure transducer")
    s.add_page()
    s.title_block(
        "PDU-48",
        "Trasduttore di pressione piezoresistivo / Piezo-resistive pressure transducer, "
        "0.5 " + ELL + " 4.5 V ratiometric",
        "Ranges 0 " + ELL + " 1.6 / 10 / 25 bar (relative)   |   G1/4 male, stainless steel 316L   "
        "|   DIN EN 175301-803 connector or cable",
        20,
    )
    s.heading("Cap. 1 " + NDASH + " Description", 10.5)
    s.para(
        "The PDU-48 combines a ceramic-protected silicon piezo-resistive cell with an ASIC that "
        "linearises and temperature-compensates the signal. The output is ratiometric: 10 % of "
        "the supply at zero pressure and 90 % at full scale, so a 5 V microcontroller reading "
        "the output against its own 5 V reference cancels supply drift. Typical uses are "
        "compressors, pumps, irrigation, hydraulic test benches and HVAC.",
        8.2,
    )
    s.heading("Cap. 2 " + NDASH + " Pressure data", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 150),
            Col("PDU-48-016", 82, "C"),
            Col("PDU-48-100", 82, "C"),
            Col("PDU-48-250", 82, "C"),
            Col("Unit", 103, "C"),
        ],
        [
            ["Measuring range (relative)", "0 " + ELL + " 1.6", "0 " + ELL + " 10",
             "0 " + ELL + " 25", "bar"],
            ["Overpressure (no damage)", "4", "20", "50", "bar"],
            ["Burst pressure", "8", "40", "100", "bar"],
            ["Accuracy (BFSL, 25 " + DEG + ")", PM + "0.5", PM + "0.25", PM + "0.25", "% FS"],
            ["Total error band\n(0 " + ELL + " +80 " + DEG + ")", PM + "2.0", PM + "1.5",
             PM + "1.5", "% FS"],
        ],
        7.8,
        head_rows=[["", "Versione / Version", "<", "<", ""]],
    )
    s.caption("Tabella 1 / Table 1 " + NDASH + " Pressure ranges and accuracy", 8)
    s.heading("Cap. 3 " + NDASH + " Electrical data", 10.5, rule=True)
    s.table(
        [
            Col("Parameter", 120),
            Col("Symbol", 45, "C"),
            Col("Conditions", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 69, "C"),
        ],
        [
            ["Supply voltage", "V_{S}", "ratiometric operation", "4.75", "5.00", "5.25", "V"],
            ["Supply current", "I_{S}", "no load on OUT", "", "3.5", "5.0", "mA"],
            ["Output signal", "V_{OUT}", "0 " + ELL + " full scale, V_{S} = 5.00 V", "0.5", "",
             "4.5", "V"],
            ["Output at zero", "", "relative to V_{S}", "", "10", "", "% V_{S}"],
            ["Load resistance", "R_{L}", "OUT to GND", "5", "", "", "k" + OHM],
            ["Response time", "t_{r}", "10 " + ELL + " 90 % FS step", "", "", "2", "ms"],
            ["Start-up time", "t_{on}", "to valid output", "", "", "15", "ms"],
        ],
        7.6,
    )
    s.caption("Tabella 2 / Table 2 " + NDASH + " Electrical characteristics (Ta = 25 " + DEG
              + ")", 8)
    s.table(
        [Col("Item", 240), Col("Min", 60, "C"), Col("Max", 80, "C"), Col("Unit", 119, "C")],
        [
            ["Supply voltage, no damage", "-16", "16", "V"],
            ["Output short-circuit to GND or VS", "", "continuous", ""],
            ["Output current", "", "2", "mA"],
        ],
        7.6,
    )
    s.caption("Tabella 3 / Table 3 " + NDASH + " Limiting values", 8)
    s.para(
        "The supply input survives reverse polarity and up to 16 V, but the output is only "
        "specified between 4.75 V and 5.25 V.",
        7.8,
    )

    s.add_page()
    s.heading("Cap. 4 " + NDASH + " Environment and materials", 10.5, rule=True)
    s.table(
        [Col("Parameter", 170), Col("Condition", 150), Col("Min", 50, "C"), Col("Max", 50, "C"),
         Col("Unit", 79, "C")],
        [
            ["Medium temperature", "", "-40", "+125", DEG],
            ["Ambient temperature", "operating", "-40", "+105", DEG],
            ["Compensated range", "", "0", "+80", DEG],
            ["Storage temperature", "", "-40", "+125", DEG],
            ["Vibration", "20 " + ELL + " 2000 Hz", "", "20", "g"],
            ["Shock", "11 ms", "", "100", "g"],
        ],
        7.6,
    )
    s.caption("Tabella 4 / Table 4 " + NDASH + " Environmental data", 8)
    s.table(
        [Col("Item", 170), Col("PDU-48-xxx-D (connector)", 165, "C"),
         Col("PDU-48-xxx-K (cable)", 164, "C")],
        [
            ["Electrical connection", "DIN EN 175301-803 form C", "PUR cable 2 m, 3 x 0.25 mm"
             + "\u00b2"],
            ["Protection class", "IP65 (mated)", "IP67"],
            ["Weight", "45 g", "80 g"],
        ],
        7.6,
    )
    s.caption("Tabella 5 / Table 5 " + NDASH + " Connection versions", 8)
    s.para(
        "Wetted parts: stainless steel 1.4404 (316L) and alumina ceramic; seal FKM. Process "
        "connection G1/4 male (EN 837), tightening torque 25 N" + DOT + "m.",
        7.8,
    )
    s.heading("Cap. 5 " + NDASH + " Wiring", 10.5, rule=True)
    s.table(
        [Col("Signal", 120), Col("Connector pin", 120, "C"), Col("Cable colour", 120, "C"),
         Col("Note", 139)],
        [
            ["+VS (5 V)", "1", "brown", ""],
            ["GND", "2", "white", "common for supply and signal"],
            ["OUT", "3", "green", "0.5 " + ELL + " 4.5 V"],
            ["Housing", "earth", "shield", "cable version: shield to housing"],
        ],
        7.6,
    )
    s.caption("Tabella 6 / Table 6 " + NDASH + " Pin assignment", 8)
    s.heading("Cap. 6 " + NDASH + " Application notes", 10.5, rule=True)
    s.bullets(
        [
            "Pressure from the output: p = (VOUT / VS - 0.1) / 0.8 " + TIMES + " FS. Example "
            "PDU-48-100: VOUT = 2.5 V at VS = 5.0 V gives 5 bar.",
            "5 V Arduino and similar boards: power the transducer from the board's 5 V pin and "
            "read OUT on an analog input; the ratiometric output then needs no calibration of "
            "the supply.",
            "3.3 V microcontrollers (ESP32, STM32, RP2040): OUT reaches 4.5 V and must not go "
            "directly to a 3.3 V pin. Use a divider, e.g. 10 k" + OHM + " / 20 k" + OHM + ".",
            "Do not use the 0 " + ELL + " 1.6 bar version for vacuum: the range is relative and "
            "starts at 0 bar.",
        ],
        7.8,
        "\u2022",
    )
    s.heading("Cap. 7 " + NDASH + " Ordering code", 10.5, rule=True)
    s.table(
        [Col("Code", 150), Col("Range", 90, "C"), Col("Connection", 140, "C"),
         Col("Price (EUR)", 119, "C")],
        [
            ["PDU-48-016-D", "0 " + ELL + " 1.6 bar", "DIN connector", "58.00"],
            ["PDU-48-100-D", "0 " + ELL + " 10 bar", "DIN connector", "54.00"],
            ["PDU-48-250-D", "0 " + ELL + " 25 bar", "DIN connector", "54.00"],
            ["PDU-48-100-K", "0 " + ELL + " 10 bar", "cable 2 m", "61.00"],
        ],
        7.6,
    )
    s.caption("Tabella 7 / Table 7 " + NDASH + " Ordering information", 8)
    revision_table(
        s,
        [
            ["2022-11-08", "B", "Cable version added"],
            ["2023-06-19", "C", "Total error band 0 " + ELL + " +80 " + DEG],
            ["2024-03-12", "D", "Application notes; limiting values"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "pdu-48.pdf")


# ------------------------------------------------ quadrature encoder breakout (Cali)
def qeb(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="VALLE ROBÓTICA",
        header_right="QEB-100 / QEB-360 / QEB-600  " + DOT + "  Ficha técnica",
        footer_left="Valle Robótica S.A.S.  " + DOT + "  Cali, Valle del Cauca, Colombia  " + DOT
        + "  NIT 901.452.318-6  " + DOT + "  precios en COP, IVA incluido",
        footer_right="Pág. {page}/{nb}",
        rule_color=(190, 30, 90),
        table_fill=(252, 228, 238),
        accent=(170, 20, 80),
        grid=True,
    )
    s = Sheet(style, "QEB incremental quadrature encoder with breakout board")
    s.add_page()
    s.title_block(
        "QEB-100 / QEB-360 / QEB-600",
        "Encoder incremental de cuadratura con tarjeta de conexión\n(Incremental quadrature "
        "encoder with breakout board)",
        "Ref. 3310 QEB-100   $ 89.900   |   Ref. 3311 QEB-360   $ 104.900   |   Ref. 3312 "
        "QEB-600   $ 119.900",
        19,
    )

    def intro() -> None:
        s.heading("\u2727 Descripción (Description)", 10)
        s.para(
            "Encoder óptico de 38 mm con eje de 6 mm y salidas A, B y Z de colector abierto NPN. "
            "La tarjeta de conexión trae resistencias pull-up de 4,7 k" + OHM + " y un puente "
            "J1 para llevarlas a VCC o a VL, así que el encoder puede alimentarse con 5 " + NDASH
            + " 24 V y entregar señales de 3,3 V o 5 V a su microcontrolador.",
            8.0,
        )
        s.para(
            "(A 38 mm optical encoder with NPN open-collector outputs; the breakout's pull-ups "
            "go to VCC or VL, so the encoder runs from 5 " + NDASH + " 24 V and still gives 3.3 V "
            "or 5 V logic signals.)",
            8.0,
        )

    def uses() -> None:
        s.heading("\u2727 Usos (Uses)", 10)
        s.bullets(
            [
                "Odometría de robots (robot odometry)",
                "Medición de longitud (length measurement)",
                "Perillas de CNC (CNC handwheels)",
                "Velocidad de motores (motor speed)",
            ],
            8.0,
            "\u25e6",
        )

    s.side_by_side(intro, uses, 320, 16)
    s.heading("\u2727 Especificaciones (Specifications)", 10, rule=True)
    s.table(
        [Col("Parámetro (Parameter)", 175), Col("QEB-100", 70, "C"), Col("QEB-360", 70, "C"),
         Col("QEB-600", 70, "C"), Col("Nota (Note)", 114)],
        [
            ["Pulsos por vuelta (Pulses per revolution)", "100", "360", "600", "canal A o B"],
            ["Frecuencia máx. de salida (Max. output frequency)", "30 kHz", "30 kHz", "30 kHz",
             "A, B"],
            ["Velocidad máx. eléctrica (Max. electrical speed)", "18 000 rpm", "5000 rpm",
             "3000 rpm", "= 30 kHz / PPR"],
            ["Velocidad máx. mecánica (Max. mechanical speed)", "5000 rpm", "5000 rpm",
             "5000 rpm", "eje (shaft)"],
            ["Pulso Z (Index pulse)", "1 / vuelta", "1 / vuelta", "1 / vuelta", "per revolution"],
        ],
        7.6,
    )
    s.table(
        [Col("Parámetro (Parameter)", 175), Col("Mín.", 55, "C"), Col("Típ.", 55, "C"),
         Col("Máx.", 55, "C"), Col("Unidad", 50, "C"), Col("Nota (Note)", 109)],
        [
            ["Alimentación del encoder (Encoder supply VCC)", "5", "", "24", "V DC",
             "rizado " + LE + " 5 %"],
            ["Consumo sin carga (No-load current)", "", "25", "40", "mA", "VCC = 12 V"],
            ["Alimentación lógica (Logic supply VL)", "3.0", "", "5.5", "V", "solo pull-ups"],
            ["Resistencias pull-up (Pull-up resistors)", "", "4.7", "", "k" + OHM, "A, B, Z"],
            ["Corriente de salida (Output sink current)", "", "", "30", "mA", "por canal"],
            ["Voltaje de salida bajo (Output low voltage)", "", "", "0.4", "V", "I = 20 mA"],
            ["Voltaje máx. en salida (Max. output voltage)", "", "", "30", "V", "sin pull-up"],
            ["Desfase A-B (A-B phase difference)", "", "90", "", "°", PM + "45° eléctricos"],
        ],
        7.6,
    )
    s.heading("\u2727 Mecánica y ambiente (Mechanics and environment)", 10, rule=True)
    s.table(
        [Col("Parámetro (Parameter)", 230), Col("Valor (Value)", 150, "C"),
         Col("Nota (Note)", 119)],
        [
            ["Diámetro del cuerpo (Body diameter)", "38 mm", ""],
            ["Eje (Shaft)", "\u00d8 6 mm x 13 mm", "con plano (flat)"],
            ["Carga máx. en el eje (Max. shaft load)", "radial 20 N, axial 10 N", ""],
            ["Temperatura de operación (Operating temperature)", "-10 " + NDASH + " +70 " + DEG,
             ""],
            ["Temperatura de almacenamiento (Storage temperature)", "-25 " + NDASH + " +80 "
             + DEG, ""],
            ["Cable", "1.5 m, 5 hilos + malla", "(5 wires + shield)"],
        ],
        7.6,
    )

    s.add_page()
    s.heading("\u2727 Colores del cable (Cable colours)", 10, rule=True)
    s.table(
        [Col("Color (Colour)", 110, "C"), Col("Señal (Signal)", 90, "C"),
         Col("Borne en la tarjeta (Breakout terminal)", 150, "C"), Col("Nota (Note)", 149)],
        [
            ["rojo (red)", "VCC", "VCC", "5 " + NDASH + " 24 V"],
            ["negro (black)", "0 V", "GND", ""],
            ["verde (green)", "A", "A", ""],
            ["blanco (white)", "B", "B", ""],
            ["amarillo (yellow)", "Z", "Z", ""],
            ["malla (shield)", DOT, "GND", "un solo extremo (one end only)"],
        ],
        7.6,
    )
    s.heading("\u2727 Puente J1 (Jumper J1)", 10, rule=True)
    s.table(
        [Col("J1", 80, "C"), Col("Pull-ups a (Pull-ups to)", 150, "C"),
         Col("Úselo cuando (Use when)", 269)],
        [
            ["1-2", "VCC", "VCC = 5 V and a 5 V controller (Arduino Uno, Mega)"],
            ["2-3 (fábrica)", "VL", "3.3 V controller, or VCC above 5 V; VL from the controller"],
            ["abierto (open)", DOT, "external pull-ups or a PLC input"],
        ],
        7.6,
    )
    s.heading("\u2727 Preguntas frecuentes (FAQ)", 10, rule=True)
    s.para("¿Funciona con Arduino Uno de 5 V? (Does it work with a 5 V Arduino Uno?)", 7.8,
           bold=True)
    s.para(
        "Sí. VCC al pin de 5 V del Arduino, J1 en 1-2, A y B a los pines 2 y 3 (interrupciones). "
        "(Yes: VCC to the 5 V pin, J1 on 1-2, A and B to pins 2 and 3.)",
        7.8,
    )
    s.para("¿Y con ESP32? (And with an ESP32?)", 7.8, bold=True)
    s.para(
        "Sí, con J1 en 2-3 y VL al pin de 3,3 V. El encoder necesita al menos 5 V en VCC: "
        "use el pin de 5 V (USB) o una fuente de 12 V. (Yes, with J1 on 2-3 and VL at 3.3 V; "
        "VCC still needs 5 V or more.)",
        7.8,
    )
    s.para("¿Cuántos pulsos cuento por vuelta? (How many counts per turn?)", 7.8, bold=True)
    s.para(
        "Contando flancos de A y B (x4): 400 / 1440 / 2400 cuentas por vuelta. (Counting both "
        "edges of A and B gives four times the PPR.)",
        7.8,
    )
    s.heading("\u2727 Precios (Prices)", 10, rule=True)
    s.table(
        [Col("Ref.", 60, "C"), Col("Producto (Product)", 279), Col("Precio (Price)", 80, "C"),
         Col("Stock", 80, "C")],
        [
            ["3310", "QEB-100, 100 PPR + tarjeta", "$ 89.900", "12"],
            ["3311", "QEB-360, 360 PPR + tarjeta", "$ 104.900", "7"],
            ["3312", "QEB-600, 600 PPR + tarjeta", "$ 119.900", "4"],
            ["3320", "Acople flexible 6 x 6 mm (flexible coupling)", "$ 9.900", "30"],
            ["3321", "Soporte en L (L bracket)", "$ 12.500", "15"],
        ],
        7.6,
    )
    return save(s, out / "qeb-600.pdf")


# ------------------------------------------------ 1-Wire humidity / temperature IC (Daegu)
def hmw2811(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="DALSEONG MICROSENSOR",
        header_right="HMW-2811  Datasheet  Rev. 1.2",
        footer_left="Dalseong Microsensor Co., Ltd.  " + DOT + "  Dalseo-gu, Daegu, Korea  " + DOT
        + "  Tel. +82-53-000-2811  " + DOT + "  DS-HMW2811-E-1.2",
        footer_right="{page} of {nb}",
        rule_color=(0, 110, 130),
        table_fill=(226, 242, 245),
        accent=(0, 90, 110),
        grid=False,
    )
    s = Sheet(style, "HMW-2811 1-Wire digital humidity and temperature sensor")
    s.add_page()
    s.title_block(
        "HMW-2811",
        "1-Wire Digital Relative Humidity and Temperature Sensor",
        "TDFN-6 (2.0 x 2.0 x 0.75 mm)   |   HMW-2811 (bare) and HMW-2811-F (PTFE filter cap)",
        21,
    )
    s.heading("1-FEATURES", 10)
    s.bullets(
        [
            "Relative humidity and temperature on one 1-Wire line with a unique 64-bit ROM code",
            "RH accuracy " + PM + "2.0 %RH typical from 20 %RH to 80 %RH",
            "Temperature accuracy " + PM + "0.2 " + DEG + " typical from 0 " + DEG + " to 60 "
            + DEG,
            "Supply 2.7 V to 5.5 V; VDD pin required (no parasite power)",
            "Idle current 0.6 " + MU + "A typical",
            "Factory calibrated; CRC-8 on every result",
        ],
        7.8,
        "\u2022",
    )
    s.heading("2-SENSOR PERFORMANCE", 10, rule=True)
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 48, "C"),
            Col("Condition", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 68, "C"),
        ],
        [
            ["Relative humidity"],
            ["Measuring range", "RH", "", "0", "", "100", "%RH"],
            ["Accuracy", "", "20 " + ELL + " 80 %RH, 25 " + DEG + "\n0 " + ELL + " 20, 80 "
             + ELL + " 100 %RH", "", PM + "2.0\n" + PM + "3.5", PM + "3.0\n" + PM + "5.0",
             "%RH"],
            ["Resolution", "", "high resolution", "", "0.01", "", "%RH"],
            ["Response time", "\u03c4_{63}", "1 m/s air flow", "", "8", "", "s"],
            ["Long-term drift", "", "normal air", "", "< 0.25", "", "%RH/yr"],
            ["Temperature"],
            ["Measuring range", "T", "", "-40", "", "125", DEG],
            ["Accuracy", "", "0 " + ELL + " 60 " + DEG + "\n-40 " + ELL + " 125 " + DEG, "",
             PM + "0.2\n" + PM + "0.5", PM + "0.3\n" + PM + "0.8", DEG],
            ["Resolution", "", "high resolution", "", "0.01", "", DEG],
        ],
        7.5,
    )
    s.heading("3-ELECTRICAL CHARACTERISTICS", 10, rule=True)
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 48, "C"),
            Col("Condition", 130),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 68, "C"),
        ],
        [
            ["Supply voltage", "V_{DD}", "", "2.7", "3.3", "5.5", "V"],
            ["Supply current,\nconverting", "I_{CONV}", "RH + T conversion", "", "0.75", "1.2",
             "mA"],
            ["Idle current", "I_{IDLE}", "25 " + DEG + "\n125 " + DEG, "", "0.6\n", "1.5\n10",
             MU + "A"],
            [
                "Conversion time",
                "t_{CONV}",
                "high resolution\nmedium resolution\nlow resolution",
                "",
                "12.5\n5.0\n2.5",
                "15.5\n6.5\n3.0",
                "ms",
            ],
            ["DQ input low", "V_{IL}", "", "-0.3", "", "0.5", "V"],
            ["DQ input high", "V_{IH}", "VDD " + GE + " 2.7 V", "2.2", "", "5.5", "V"],
            ["DQ output low", "V_{OL}", "I_{OL} = 4 mA", "", "", "0.4", "V"],
            ["Pull-up resistor", "R_{PU}", "to VDD or the host supply", "1", "4.7", "10",
             "k" + OHM],
            ["Operating temperature", "T_{A}", "", "-40", "", "125", DEG],
        ],
        7.5,
    )

    s.add_page()
    s.heading("4-ABSOLUTE MAXIMUM RATINGS", 10, rule=True)
    s.table(
        [Col("Parameter", 250), Col("Min", 70, "C"), Col("Max", 70, "C"), Col("Unit", 109, "C")],
        [
            ["Supply voltage VDD", "-0.3", "6.0", "V"],
            ["DQ pin voltage", "-0.5", "6.0", "V"],
            ["Storage temperature", "-50", "150", DEG],
            ["ESD (HBM)", "", "2", "kV"],
        ],
        7.5,
    )
    s.heading("5-1-WIRE INTERFACE", 10, rule=True)
    s.para(
        "The HMW-2811 is a 1-Wire slave with a factory-lasered 64-bit ROM code (family code "
        "0x3A, 48-bit serial number, CRC). Several HMW-2811 can share one DQ line; the host "
        "selects a device with Match ROM. Standard speed and overdrive are supported.",
        7.8,
    )
    s.para(
        "Power: VDD must be connected. The HMW-2811 cannot be powered parasitically from DQ, "
        "because a humidity conversion draws more than a pull-up resistor can deliver.",
        7.8,
    )
    s.table(
        [Col("ROM command", 130), Col("Code", 60, "C"), Col("Function", 309)],
        [
            ["Read ROM", "0x33", "read the 64-bit code (single device only)"],
            ["Match ROM", "0x55", "address one device"],
            ["Skip ROM", "0xCC", "address all devices"],
            ["Search ROM", "0xF0", "find the ROM codes on the line"],
            ["Overdrive Skip ROM", "0x3C", "switch to overdrive speed"],
        ],
        7.5,
    )
    s.table(
        [Col("Function command", 130), Col("Code", 60, "C"), Col("Function", 309)],
        [
            ["Convert RH + T", "0x44", "start a conversion (resolution from the config byte)"],
            ["Read scratchpad", "0xBE", "9 bytes: RH, T, config, status, CRC"],
            ["Write config", "0x4E", "resolution bits R1:R0, heater bit"],
            ["Heater on", "0x5A", "internal heater, 3.5 mA at 3.3 V, max. 1 s"],
        ],
        7.5,
    )
    s.heading("6-SCRATCHPAD", 10, rule=True)
    s.table(
        [Col("Byte", 60, "C"), Col("Content", 190), Col("Format", 249)],
        [
            ["0-1", "Relative humidity", "unsigned, 0x0000 = 0 %RH, 0x2710 = 100.00 %RH"],
            ["2-3", "Temperature", "signed, 0.01 " + DEG + " per LSB, 0xF060 = -40.00 " + DEG],
            ["4", "Config", "R1:R0 = 11 high, 01 medium, 00 low resolution"],
            ["5", "Status", "bit 0 heater, bit 7 conversion busy"],
            ["6-7", "Reserved", "0xFF"],
            ["8", "CRC-8", "polynomial X8 + X5 + X4 + 1"],
        ],
        7.5,
    )
    s.heading("7-PIN DESCRIPTION AND ORDERING", 10, rule=True)
    s.table(
        [Col("Pin", 50, "C"), Col("Name", 60, "C"), Col("Function", 389)],
        [
            ["1", "DQ", "1-Wire data, open drain"],
            ["2, 5", "NC", "no connection"],
            ["3", "GND", "ground"],
            ["4", "VDD", "supply 2.7 V to 5.5 V, 100 nF to GND"],
            ["6", "TEST", "connect to GND"],
        ],
        7.5,
    )
    s.table(
        [Col("Ordering code", 150), Col("Description", 200), Col("MOQ", 149, "C")],
        [
            ["HMW-2811-TR", "bare sensor, tape and reel", "3000 pcs"],
            ["HMW-2811-F-TR", "with PTFE filter cap", "2500 pcs"],
        ],
        7.5,
    )
    s.para(
        "Handling: do not expose the sensor opening to solvents, and rehydrate at 75 %RH for "
        "12 h after reflow (peak 260 " + DEG + ").",
        7.5,
    )
    return save(s, out / "hmw-2811.pdf")
