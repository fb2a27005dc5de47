"""Hold-out 76 datasheets, part 2: a 3S Li-ion protection board, a microwave radar
motion sensor, an RTC module with EEPROM and a USB-to-UART bridge module.

A Chinese protection-board house "Product Specification" in English (numbered
item rows with a criterion column, detection vs release rows, a version column
only where the versions differ, a wiring table full of cell voltages), a Chinese
radar-module house sheet in English (a selection table with one row per model and
units in the two-line heads, adjustment tables of resistor values), a Portuguese /
English RTC module sheet (bilingual names wrapped over two lines, supply current
in two unnamed rows per VCC, battery-limited temperature range in a note, charger
versions) and a German distributor's technical data sheet in English (article
numbers, columns per version, a signal-level table per logic jumper setting, the
input tolerance only in a note).
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


# ------------------------------------------------------------- 3S BMS (China)
def jbp(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="DONGGUAN JIABAO POWER TECHNOLOGY CO., LTD.",
        header_right="Spec. No.: JBP-PS-3S25  Rev. A/2",
        footer_left="Jiabao Power  -  PCM product specification  -  uncontrolled copy when printed",
        footer_right="P{page}",
        table_fill=(246, 220, 220),
        accent=(170, 20, 20),
        grid=True,
    )
    s = Sheet(style, "JBP-3S25 3S Li-ion protection board")
    s.add_page()
    s.title_block(
        "PRODUCT SPECIFICATION",
        "JBP-3S25 series  3S 11.1 V / 12.6 V Li-ion protection circuit module (PCM)",
        "Models: JBP-3S25-S (standard)   JBP-3S25-B (with passive balancing)      "
        "Customer: ____________      Date: 2024-01-08",
        17,
    )
    s.heading("1. Scope", 10)
    s.para(
        "This specification applies to the JBP-3S25 protection boards for battery packs "
        "of three Li-ion or Li-polymer cells in series (3.6 V / 3.7 V nominal, 4.2 V full "
        "charge). The boards are not suitable for LiFePO4 or LTO cells. Both models use "
        "the same PCB (56 x 21 mm) and the same charge / discharge port (common port, "
        "P- for charge and discharge).",
        8.5,
    )
    s.heading("2. Electrical characteristics (Ta = 25 " + DEG + ")", 10)
    s.table(
        [
            Col("No.", 28, "C"),
            Col("Item", 150),
            Col("Content", 95),
            Col("Criterion", 140, "C"),
            Col("Remark", 86, "C"),
        ],
        [
            [
                "1",
                "Overcharge protection",
                "Detection voltage",
                "4.25 " + PM + " 0.025 V",
                "per cell",
            ],
            ["2", "", "Release voltage", "4.15 " + PM + " 0.05 V", "per cell"],
            ["3", "", "Detection delay", "0.5 ~ 1.5 s", ""],
            [
                "4",
                "Over-discharge protection",
                "Detection voltage",
                "2.70 " + PM + " 0.05 V",
                "per cell",
            ],
            ["5", "", "Release voltage", "3.00 " + PM + " 0.05 V", "per cell"],
            ["6", "", "Detection delay", "50 ~ 150 ms", ""],
            ["7", "Over-current protection", "Detection current", "75 " + PM + " 10 A", ""],
            ["8", "", "Detection delay", "8 ~ 16 ms", ""],
            ["9", "", "Release", "remove load", ""],
            ["10", "Short-circuit protection", "Condition", "external short", ""],
            ["11", "", "Detection delay", "250 ~ 500 " + MU + "s", ""],
            ["12", "Charging", "Charge voltage", "12.6 ~ 13.0 V", "CC/CV charger"],
            ["13", "", "Max. charge current", "10 A", ""],
            ["14", "Main loop", "Resistance", LE + " 12 m" + OHM, "B- to P-"],
            ["15", "Self-consumption", "Current", LE + " 15 " + MU + "A", "-S; -B see 3."],
            ["16", "Temperature", "Operating", "-20 ~ +60 " + DEG, ""],
            ["17", "", "Storage", "-40 ~ +80 " + DEG, ""],
        ],
        7.5,
    )
    s.heading("3. Model differences", 10)
    s.table(
        [Col("Item", 200), Col("JBP-3S25-S", 150, "C"), Col("JBP-3S25-B", 149, "C")],
        [
            ["Continuous discharge current", "25 A", "20 A"],
            ["Max. instantaneous current (" + LE + " 1 s)", "60 A", "50 A"],
            ["Balancing", "none", "passive, start at 4.18 " + PM + " 0.03 V"],
            ["Balance current", "-", "42 " + PM + " 10 mA"],
            ["Self-consumption", LE + " 15 " + MU + "A", LE + " 25 " + MU + "A"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4. Wiring", 10)
    s.para(
        "Connect B- first, then B1, B2 and B+ in this order. Check each tap with a meter "
        "before fitting the board; a wrong tap destroys the protection IC.",
        8.5,
    )
    s.table(
        [Col("Pad", 60, "C"), Col("Connect to", 230), Col("Voltage to B- (full pack)", 209, "C")],
        [
            ["B-", "negative of cell 1", "0 V"],
            ["B1", "positive of cell 1 / negative of cell 2", "4.2 V"],
            ["B2", "positive of cell 2 / negative of cell 3", "8.4 V"],
            ["B+", "positive of cell 3 (pack +)", "12.6 V"],
            ["P-", "load and charger negative", "-"],
        ],
        7.5,
    )
    s.heading("5. Notes on use", 10)
    s.bullets(
        [
            "The continuous currents in 3. are measured with the board lying flat in still air at "
            "25 " + DEG + ". In a closed pack derate by 20 %.",
            "The board protects the cells; it is not a charger. Use a CC/CV charger with a "
            "12.6 V limit.",
            "Motors with a start current above the over-current detection current (75 A) will trip "
            "the board; use a soft start.",
            "Cells in one pack must be of the same type, capacity and state of charge. The "
            "balancer of the -B model corrects small differences only.",
            "Series or parallel use of several boards is not covered by this specification.",
        ],
        8,
    )
    s.heading("6. Appearance and size", 10)
    s.table(
        [Col("Item", 200), Col("Value", 299)],
        [
            ["PCB size", "56 x 21 x 3.4 mm"],
            ["MOSFETs", "6 pcs, 30 V N-channel"],
            ["Weight", "8 g"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2023-05-15", "A/1", "New release"],
            ["2024-01-08", "A/2", "-B model currents revised"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "jbp-3s25.pdf")


# ----------------------------------------------------------- radar (China, EN)
def mrs(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="XINRUI MICROWAVE",
        header_right="MRS-320 Series Microwave Motion Sensor",
        footer_left="www.xinrui-mw.cn   V2.1",
        footer_right="{page}",
        table_fill=(250, 228, 200),
        accent=(200, 90, 0),
        grid=False,
    )
    s = Sheet(style, "MRS-320 microwave motion sensor module")
    s.add_page()
    s.title_block(
        "MRS-320 / MRS-320L",
        "5.8 GHz Doppler Microwave Motion Sensor Module",
        "Active detection through plastic, glass and thin wood. Not for use behind metal.",
        19,
    )
    s.heading("1. Overview", 10.5)
    s.para(
        "MRS-320 is a 5.8 GHz Doppler radar module with a planar antenna and an on-board "
        "signal processor. When a moving person is detected the OUT pin goes high for the "
        "hold time, then returns low. The MRS-320 has an on-board regulator and a wide "
        "input range; the MRS-320L is a low-power version for battery products and runs "
        "directly from 3 V. Both are 25 x 25 mm and pin compatible.",
        8.5,
    )
    s.heading("2. Selection table", 10.5)
    s.table(
        [
            Col("Model", 70),
            Col("Supply\n(V)", 60, "C"),
            Col("Average current\n(mA)", 80, "C"),
            Col("Detection distance\n(m)", 85, "C"),
            Col("Output high\n(V)", 65, "C"),
            Col("Hold time\n(s)", 60, "C"),
            Col("Work temp.\n(" + DEG + ")", 79, "C"),
        ],
        [
            ["MRS-320", "4.0 ~ 28", "2.8", "1 ~ 8", "3.3", "2 (adj.)", "-20 ~ +80"],
            ["MRS-320L", "2.7 ~ 3.6", "0.08", "1 ~ 5", "VDD", "2 (adj.)", "-20 ~ +70"],
        ],
        7.5,
    )
    s.heading("3. Electrical and RF characteristics", 10.5)
    s.para("Ta = 25 " + DEG + ", MRS-320 at VIN = 5 V unless noted.", 7.5)
    s.table(
        [
            Col("Parameter", 170),
            Col("Min", 55, "C"),
            Col("Typ", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unit", 50, "C"),
            Col("Remark", 114),
        ],
        [
            ["Operating frequency", "5.725", "5.8", "5.875", "GHz", "ISM band"],
            ["Transmit power (EIRP)", "", "3", "7", "dBm", ""],
            ["Output current, OUT pin", "", "", "10", "mA", "source or sink"],
            ["Output low level", "", "", "0.3", "V", ""],
            ["Regulator output, 3V3 pin", "", "3.3", "", "V", "MRS-320 only"],
            ["Load on 3V3 pin", "", "", "50", "mA", "MRS-320 only"],
            ["Initialization after power-on", "", "8", "", "s", "OUT may toggle"],
            ["Detection angle", "", "120 x 100", "", "deg", "H x V"],
        ],
        7.5,
    )
    s.heading("4. Absolute maximum ratings", 10.5)
    s.lines(
        [
            "VIN, MRS-320:  -0.3 V to 30 V (reverse polarity protected)",
            "VDD, MRS-320L:  -0.3 V to 3.9 V (no reverse polarity protection)",
            "Storage temperature:  -40 " + DEG + " to +85 " + DEG,
        ],
        8,
    )
    s.add_page()
    s.heading("5. Adjustment", 10.5)
    s.para(
        "Distance is set with resistor R9 and the hold time with R6. Fit the values "
        "below; the factory fitting is marked with *.",
        8.5,
    )
    s.table(
        [
            Col("R9 (k" + OHM + ")", 100, "C"),
            Col("Distance, MRS-320 (m)", 150, "C"),
            Col("Distance, MRS-320L (m)", 249, "C"),
        ],
        [
            ["open *", "8", "5"],
            ["1000", "6", "4"],
            ["470", "4", "3"],
            ["100", "2", "1"],
        ],
        7.5,
    )
    s.table(
        [Col("R6 (k" + OHM + ")", 100, "C"), Col("Hold time (s)", 399, "C")],
        [["10 *", "2"], ["100", "20"], ["1000", "200"]],
        7.5,
    )
    s.heading("6. Pin definition", 10.5)
    s.table(
        [Col("Pin", 60, "C"), Col("Name", 80, "C"), Col("Description", 359)],
        [
            ["1", "3V3", "regulator output (MRS-320), not connected on MRS-320L"],
            ["2", "GND", "ground"],
            ["3", "OUT", "detection output, high = motion"],
            ["4", "VIN", "supply input"],
            ["5", "CDS", "light sensor input, tie low to disable in daylight"],
        ],
        7.5,
    )
    s.heading("7. Installation notes", 10.5)
    s.bullets(
        [
            "Keep at least 1 m between two radar modules or they may trigger each other.",
            "Fans, curtains and running water in the field of view cause false triggering.",
            "Mounting height 1.5 ~ 3 m; the distances above are for a person walking "
            "towards the module at 1 m/s.",
            "The module detects motion, not presence: a person sitting still is not "
            "detected after the hold time.",
        ],
        8,
    )
    revision_table(s, [["2023-09-01", "V2.1", "MRS-320L added"]], (90, 60, 349))
    return save(s, out / "mrs-320.pdf")


# ---------------------------------------------- RTC + EEPROM module (Portugal)
def lt_rtc(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="Lusotrónica, Lda.  -  Aveiro, Portugal",
        header_right="LT-RTC32E  Folha de dados / Data sheet",
        footer_left="LT-RTC32E PT/EN rev. 3  -  Sujeito a alterações / Subject to change",
        footer_right="Página {page} de {nb}",
        table_fill=(240, 222, 228),
        accent=(120, 20, 50),
        grid=False,
    )
    s = Sheet(style, "LT-RTC32E real-time clock module with EEPROM")
    s.add_page()
    s.title_block(
        "LT-RTC32E",
        "Módulo de relógio de tempo real com EEPROM / Real-time clock module with EEPROM",
        "RTC compensado em temperatura + EEPROM de 32 Kbit, I2C / temperature-compensated "
        "RTC + 32 Kbit EEPROM, I2C",
        18,
    )
    s.heading("Descrição / Description", 10.5)
    s.para(
        "O módulo junta um RTC com oscilador compensado em temperatura e uma EEPROM série. "
        "The module combines a real-time clock with a temperature-compensated crystal "
        "oscillator and a 32 Kbit serial EEPROM (4096 x 8) on one I2C bus. The RTC answers "
        "at address 0x68. The EEPROM address is set with the solder pads A0, A1 and A2: "
        "all open gives 0x57 (factory state), all bridged gives 0x50. SDA and SCL have "
        "4.7 k" + OHM + " pull-up resistors to VCC on the board.",
        8.5,
    )
    s.heading("Características elétricas / Electrical characteristics", 10.5)
    s.table(
        [
            Col("Parâmetro / Parameter", 190),
            Col("Condição / Condition", 105),
            Col("Mín.", 45, "C"),
            Col("Típ.", 45, "C"),
            Col("Máx.", 45, "C"),
            Col("Unid.", 69, "C"),
        ],
        [
            ["Tensão de alimentação /\nSupply voltage", "VCC", "2.3", "3.3", "5.5", "V"],
            [
                "Corrente de alimentação, I2C ativo /\nSupply current, I2C active",
                "VCC = 3.3 V",
                "",
                "",
                "110",
                MU + "A",
            ],
            ["", "VCC = 5.5 V", "", "", "200", MU + "A"],
            [
                "Corrente da bateria, VCC desligado /\nBattery current, VCC off",
                "VBAT = 3.0 V",
                "",
                "0.84",
                "3.0",
                MU + "A",
            ],
            ["Frequência do relógio SCL /\nSCL clock frequency", "", "", "", "400", "kHz"],
            [
                "Exatidão do relógio /\nTimekeeping accuracy",
                "0 ... +40 " + DEG,
                "",
                "",
                PM + "2",
                "ppm",
            ],
            ["", "-40 ... +85 " + DEG, "", "", PM + "3.5", "ppm"],
            [
                "Sensor de temperatura, exatidão /\nTemperature sensor accuracy",
                "",
                "",
                "",
                PM + "3",
                DEG,
            ],
            [
                "Sensor de temperatura, resolução /\nTemperature sensor resolution",
                "",
                "",
                "0.25",
                "",
                DEG,
            ],
            ["Tempo de escrita EEPROM /\nEEPROM write cycle time", "", "", "", "5", "ms"],
        ],
        7.5,
    )
    s.para(
        "O LED de alimentação consome cerca de 1.5 mA / The power LED adds about 1.5 mA; "
        "remove R1 for battery-powered designs.",
        7.5,
    )
    s.heading("Limites absolutos / Absolute maximum ratings", 10.5)
    s.table(
        [Col("Parâmetro / Parameter", 250), Col("Valor / Value", 150, "C"), Col("", 99, "C")],
        [
            ["Tensão em VCC / Voltage on VCC", "-0.3 ... +6.0", "V"],
            ["Tensão em SDA, SCL / Voltage on SDA, SCL", "-0.3 ... VCC + 0.3", "V"],
            ["Temperatura de armazenamento / Storage temperature", "-55 ... +125", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Versões / Versions", 10.5)
    s.table(
        [
            Col("", 170),
            Col("LT-RTC32E-C", 165, "C"),
            Col("LT-RTC32E-N", 164, "C"),
        ],
        [
            [
                "Pilha de reserva /\nBackup cell",
                "LIR2032 (recarregável /\nrechargeable)",
                "CR2032 (lítio /\nlithium, primary)",
            ],
            [
                "Circuito de carga /\nCharging circuit",
                "sim / yes (200 " + OHM + " + diode)",
                "não / no",
            ],
            [
                "Temperatura de funcionamento /\nOperating temperature",
                "-40 ... +85 " + DEG + " (1)",
                "-40 ... +85 " + DEG + " (1)",
            ],
        ],
        7.5,
    )
    s.para(
        "(1) Módulo sem pilha / Module without cell. With the coin cell fitted the range "
        "is limited by the cell to -20 ... +60 " + DEG + ".",
        7.5,
    )
    s.para(
        "Atenção / Caution: the -C version charges the backup cell from VCC. Never fit a "
        "primary CR2032 in the -C version: it is not rechargeable and may leak or swell. "
        "With VCC = 5 V the charge circuit brings the LIR2032 close to its 4.2 V limit; "
        "with VCC = 3.3 V the LIR2032 is only partly charged and keeps time for months, "
        "not years.",
        8,
    )
    s.heading("Ligação a um Raspberry Pi / Connecting to a Raspberry Pi", 10.5)
    s.para(
        "Power the module from the Pi's 3.3 V pin (pin 1). Because the pull-ups go to VCC, "
        "powering the module from 5 V would pull SDA and SCL of the Pi to 5 V.",
        8,
    )
    s.heading("Mapa de registos do RTC / RTC register map", 10.5)
    s.table(
        [Col("Endereço / Address", 110, "C"), Col("Registo / Register", 389)],
        [
            ["0x00 - 0x06", "segundos ... ano / seconds ... year (BCD)"],
            ["0x07 - 0x0D", "alarmes 1 e 2 / alarms 1 and 2"],
            ["0x0E", "controlo / control (INTCN, RS1, RS2, EOSC)"],
            ["0x0F", "estado / status (OSF, EN32kHz, BSY)"],
            ["0x11 - 0x12", "temperatura / temperature (MSB, LSB)"],
        ],
        7.5,
    )
    s.heading("EEPROM", 10.5)
    s.lines(
        [
            "Organização / Organisation: 4096 x 8 bit, página de 32 bytes / 32-byte pages",
            "Ciclos de escrita / Write endurance: 1 000 000 por byte / per byte",
            "Retenção de dados / Data retention: 100 anos / years",
        ],
        8,
    )
    revision_table(
        s,
        [["2024-02-20", "3", "Versão -N acrescentada / -N version added"]],
        (90, 60, 349),
    )
    return save(s, out / "lt-rtc32e.pdf")


# ------------------------------------------------- USB-UART (German distributor)
def beut2(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="Brandt Elektronik GmbH  -  Hannover",
        header_right="Technical data sheet  -  Art.-No. 410 223 / 410 224",
        footer_left="Technical changes and errors reserved. Brandt Elektronik GmbH, Podbielskistr., Hannover",
        footer_right="{page}/{nb}",
        table_fill=(232, 232, 232),
        accent=(60, 60, 60),
        grid=False,
    )
    s = Sheet(style, "BE-UT2 USB to UART adapter")
    s.add_page()
    s.title_block(
        "BE-UT2 / BE-UT2-ISO",
        "USB-C to UART (TTL) adapter module",
        "Art.-No. 410 223: BE-UT2     Art.-No. 410 224: BE-UT2-ISO (galvanically isolated)",
        19,
    )
    s.heading("Description", 10.5)
    s.para(
        "The BE-UT2 connects microcontrollers, ESP modules and single-board computers to a "
        "PC through a virtual COM port. It is built around the BR340C USB bridge IC. A "
        "solder jumper sets the logic level of TXD, RXD, RTS, CTS and DTR to 3.3 V "
        "(factory setting) or 5 V. The BE-UT2-ISO adds a digital isolator and an isolated "
        "DC/DC converter for test benches, chargers and mains-powered targets. Drivers are "
        "built into Windows 10 / 11, macOS 10.14 or later and Linux kernels from 4.x.",
        8.5,
    )
    s.heading("Technical data", 10.5)
    s.table(
        [Col("", 200), Col("BE-UT2", 150, "C"), Col("BE-UT2-ISO", 149, "C")],
        [
            ["USB", "USB 2.0 full speed (12 Mbit/s)", "USB 2.0 full speed (12 Mbit/s)"],
            ["Baud rate", "300 bit/s ... 3 Mbit/s", "300 bit/s ... 1 Mbit/s"],
            ["Current from USB, no load", "15 mA", "38 mA"],
            ["3.3 V output pin, max. load", "250 mA", "60 mA"],
            ["5 V output pin, max. load", "500 mA (PTC fuse)", "100 mA (isolated)"],
            ["Isolation voltage", "-", "1500 V DC, 1 min"],
            ["Ambient temperature", "-20 ... +70 " + DEG, "-25 ... +70 " + DEG],
            ["Dimensions", "38 x 18 mm", "52 x 20 mm"],
        ],
        8,
    )
    s.heading("Signal levels", 10.5)
    s.table(
        [
            Col("", 200),
            Col("Jumper at 3V3", 150, "C"),
            Col("Jumper at 5V", 149, "C"),
        ],
        [
            ["Output high (IOH = -2 mA), min.", "2.9 V", "4.5 V"],
            ["Output low (IOL = 4 mA), max.", "0.4 V", "0.4 V"],
            ["Input high, min.", "2.0 V", "2.0 V"],
            ["Input low, max.", "0.8 V", "0.8 V"],
        ],
        8,
    )
    s.para(
        "Note: in the 3V3 setting the RXD and CTS inputs of the BE-UT2 tolerate up to "
        "5.5 V (the BE-UT2-ISO inputs up to 3.6 V only). The outputs always swing to the "
        "selected level.",
        8,
    )
    s.add_page()
    s.heading("Pin assignment (6-pin header, 2.54 mm)", 10.5)
    s.table(
        [
            Col("Pin", 50, "C"),
            Col("Name", 70, "C"),
            Col("Direction", 90, "C"),
            Col("Function", 289),
        ],
        [
            ["1", "GND", "-", "ground (isolated side on -ISO)"],
            ["2", "CTS", "in", "clear to send"],
            ["3", "5V", "out", "5 V supply output"],
            ["4", "TXD", "out", "data from PC to target"],
            ["5", "RXD", "in", "data from target to PC"],
            ["6", "DTR", "out", "auto-reset via 100 nF (Arduino, ESP32)"],
        ],
        8,
    )
    s.heading("Application notes", 10.5)
    s.bullets(
        [
            "Cross the data lines: TXD of the adapter goes to RX of the target and RXD to TX.",
            "Auto-reset: DTR pulls the target's reset line low through a 100 nF capacitor, as "
            "the Arduino IDE and esptool expect. ESP32 boards also need RTS on GPIO0 "
            "(solder pad RTS on the rear).",
            "The 3.3 V pin comes from a small LDO. ESP32 and ESP8266 modules draw current "
            "peaks of several hundred mA during Wi-Fi transmission and must be powered "
            "separately when the BE-UT2-ISO is used.",
            "The BE-UT2-ISO isolates the target from the PC ground (1500 V DC test). It is "
            "not a safety isolation for work on mains-voltage parts.",
        ],
        8,
    )
    s.heading("Ordering information", 10.5)
    s.table(
        [Col("Art.-No.", 90, "C"), Col("Type", 110), Col("Contents", 299)],
        [
            ["410 223", "BE-UT2", "module, 6 jumper wires"],
            ["410 224", "BE-UT2-ISO", "module, 6 jumper wires, 1 m USB-C cable"],
            ["410 225", "BE-UT2-10", "10 x BE-UT2, bulk"],
        ],
        8,
    )
    revision_table(
        s,
        [["2024-01-30", "1.2", "ISO version: baud rate and 3.3 V load corrected"]],
        (90, 60, 349),
    )
    return save(s, out / "be-ut2.pdf")
