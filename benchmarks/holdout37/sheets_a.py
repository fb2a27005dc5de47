"""Hold-out 37 datasheets: two pyranometers, a leaf wetness sensor and an NPK soil sensor.

An Italian thermopile pyranometer leaflet (bilingual IT / EN, one column per
output version, footnotes), a Japanese silicon pyranometer specification
(abs max vs recommended rows, caption conditions, typ.-only table), a US
analog-house leaf wetness sensor (features beside description, dot leaders,
condition sentence, min/typ/max with blanks) and a Chinese NPK soil sensor
manual (full-width key-value lines, register map, FAQ).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
FW_C = "\u2103"
FW_COLON = "\uff1a"
FW_TILDE = "\uff5e"
LE = "\u2264"
GE = "\u2265"
SQ = "\u00b2"


# ------------------------------------------------ thermopile pyranometer (Italy)
def tpm2(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="LAGOTTI STRUMENTI  |  Radiometria / Radiometry",
        header_right="TPM-2  Rev. 04",
        footer_left="Lagotti Strumenti S.r.l.  -  Via dell'Artigianato 12, Padova (IT)",
        footer_right="{page}/{nb}",
        table_fill=None,
        accent=(0, 90, 60),
        grid=False,
    )
    s = Sheet(style, "TPM-2 pyranometer")
    s.add_page()
    s.title_block(
        "TPM-2  /  TPM-2A  /  TPM-2V",
        "Piranometro a termopila - Thermopile pyranometer, ISO 9060 Class B",
        "Scheda tecnica / Data sheet",
        20,
    )
    s.para(
        "The TPM-2 measures global solar irradiance on a plane surface in the 285 ... 3000 nm "
        "band. The passive TPM-2 delivers a thermopile voltage (no supply needed); TPM-2A has "
        "a built-in 4...20 mA transmitter and TPM-2V a 0...1 V amplifier. The double glass "
        "dome, the white shade and the desiccant cartridge are common to all versions.",
        8.5,
    )
    s.heading("Dati tecnici comuni / Common technical data", 10)
    s.table(
        [Col("Parametro / Parameter", 250), Col("Valore / Value", 249)],
        [
            ["Campo di misura / Measuring range", "0 ... 2000 W/m" + SQ],
            ["Campo spettrale / Spectral range", "285 ... 3000 nm"],
            ["Tempo di risposta (95 %) / Response time (95 %)", "< 18 s"],
            ["Temperatura di lavoro / Operating temperature", "-40 ... +80 " + DEG],
            ["Grado di protezione / Protection", "IP67"],
            ["Peso / Weight", "0.65 kg (cable excluded)"],
        ],
        8,
    )
    s.heading("Versioni / Versions", 10)
    s.table(
        [
            Col("Parametro / Parameter", 190),
            Col("Unit", 45, "C"),
            Col("TPM-2", 88, "C"),
            Col("TPM-2A", 88, "C"),
            Col("TPM-2V", 88, "C"),
        ],
        [
            ["Sensibilita' /\nSensitivity", MU + "V/(W/m" + SQ + ")", "7 ... 14", "-", "-"],
            ["Uscita / Output", "", "thermopile", "4 ... 20 mA", "0 ... 1 V"],
            ["Alimentazione /\nPower supply", "Vdc", "-", "10 ... 30", "12 ... 30"],
            ["Consumo / Current\nconsumption", "mA", "-", "22 max.", "8 typ. (1)"],
            ["Carico / Load", "", "-", LE + " 500 " + "\u03a9 (2)", GE + " 10 k\u03a9"],
            ["Impedenza / Impedance", "\u03a9", "30 ... 50", "-", "-"],
        ],
        8,
    )
    s.para(
        "(1) At 24 Vdc. At 12 Vdc the consumption rises to 11 mA max.   (2) With 24 Vdc "
        "supply. Maximum loop load RL = (Vsupply - 10 V) / 0.022 A.",
        7.5,
    )
    s.add_page()
    s.heading("Collegamenti / Connections (M12 4-pole)", 10)
    s.table(
        [
            Col("Pin", 40, "C"),
            Col("Colour", 80),
            Col("TPM-2", 126),
            Col("TPM-2A", 126),
            Col("TPM-2V", 127),
        ],
        [
            ["1", "brown", "thermopile +", "+Vdc", "+Vdc"],
            ["2", "white", "thermopile -", "loop out (4...20 mA)", "0...1 V out"],
            ["3", "blue", "n.c.", "n.c.", "GND"],
            ["4", "black", "shield", "shield", "shield"],
        ],
        8,
    )
    s.heading("Note d'uso / Notes", 10)
    s.bullets(
        [
            "The TPM-2 output is a few millivolts (max. about 28 mV at 2000 W/m" + SQ + "); "
            "connect it to a data logger input with microvolt resolution, not to a 10-bit ADC.",
            "TPM-2V: the output can be read by any 3.3 V or 5 V ADC; at 2000 W/m"
            + SQ
            + " the output is 1.000 V.",
            "Heating and ventilation are not available for this series; dew or frost on the dome "
            "is not compensated. Accuracy under dew conditions is not specified.",
            "Derating: above +60 " + DEG + " the TPM-2A supply must not exceed 24 Vdc.",
        ],
        8.5,
    )
    s.heading("Codici d'ordine / Ordering codes", 10)
    s.table(
        [Col("Code", 120), Col("Description", 379)],
        [
            ["TPM-2.5", "TPM-2 with 5 m cable"],
            ["TPM-2A.10", "TPM-2A with 10 m cable"],
            ["TPM-2V.10", "TPM-2V with 10 m cable"],
            ["HD-2003", "Levelling base with bubble level"],
        ],
        8,
    )
    s.heading("Revisioni / Revisions", 10)
    revision_table(s, [["2025-02-18", "04", "Added TPM-2V"]], (120, 80, 299))
    return save(s, out / "tpm-2.pdf")


# ------------------------------------------------ silicon pyranometer (Japan)
def epr05(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="HOSHINO KEIKI  Solar Radiation Sensor",
        header_right="EPR-05 Series Specification  HK-S-2291",
        footer_left="Hoshino Keiki Co., Ltd.",
        footer_right="- {page} -",
        table_fill=(230, 230, 230),
        accent=(0, 0, 0),
    )
    s = Sheet(style, "EPR-05 specification")
    s.add_page()
    s.title_block(
        "EPR-05V / EPR-05M",
        "Silicon Photodiode Solar Radiation Sensor (Pyranometer)",
        "EPR-05V: analog voltage output   EPR-05M: RS-485 (Modbus RTU) output",
        18,
    )
    s.heading("\u25a0 Features", 10)
    s.bullets(
        [
            "Fast response silicon photodiode with diffuser, cosine corrected",
            "EPR-05M: Modbus RTU, 19200 bps, 8N1 default, slave address 1",
            "Aluminium housing, IP65",
        ],
        8.5,
        "\u25cf",
    )
    s.heading("\u25a0 Absolute Maximum Ratings", 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Rating", 140, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage", "VDD", "-0.3" + FW_TILDE + "32", "V"],
            ["Output terminal voltage (EPR-05V)", "VOUT", "-0.3" + FW_TILDE + "VDD+0.3", "V"],
            ["Operating temperature", "Topr", "-40" + FW_TILDE + "85", FW_C],
            ["Storage temperature", "Tstg", "-40" + FW_TILDE + "85", FW_C],
        ],
        8,
    )
    s.heading("\u25a0 Recommended Operating Conditions", 10)
    s.table(
        [Col("Item", 200), Col("Symbol", 70, "C"), Col("Range", 140, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage", "VDD", "5.0" + FW_TILDE + "24", "V"],
            ["Operating temperature", "Topr", "-30" + FW_TILDE + "70", FW_C],
        ],
        8,
    )
    s.heading("\u25a0 Electrical Characteristics", 10)
    s.caption("（Ta=25" + FW_C + ", VDD=12V, unless otherwise noted）", 8)
    s.table(
        [
            Col("Item", 170),
            Col("Condition", 119),
            Col("EPR-05V", 80, "C"),
            Col("EPR-05M", 80, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Measuring range", "", "0" + FW_TILDE + "1800", "0" + FW_TILDE + "1800", "W/m" + SQ],
            ["Output", "", "0" + FW_TILDE + "1.8", "RS-485", "V"],
            ["Current consumption", "average", "4.5 max.", "12 max.", "mA"],
            ["Current consumption", "VDD=5V", "6.0 max.", "15 max.", "mA"],
            ["Response time", "0" + FW_TILDE + "95%", "< 1", "< 1", "s"],
            ["Start-up time", "after power on", "0.5", "2.0", "s"],
        ],
        8,
    )
    s.add_page()
    s.heading("\u25a0 Typical Characteristics (reference, not guaranteed)", 10)
    s.table(
        [
            Col("Item", 230),
            Col("EPR-05V", 110, "C"),
            Col("EPR-05M", 110, "C"),
            Col("Unit", 49, "C"),
        ],
        [
            ["Cosine error (at 75" + "\u00b0" + ")", "typ. " + PM + "5", "typ. " + PM + "5", "%"],
            ["Temperature dependence", "typ. 0.15", "typ. 0.15", "%/" + FW_C],
            ["Non-linearity", "typ. " + PM + "1", "typ. " + PM + "1", "%"],
        ],
        8,
    )
    s.heading("\u25a0 Terminal Assignment", 10)
    s.table(
        [Col("No.", 50, "C"), Col("Wire", 90), Col("EPR-05V", 180), Col("EPR-05M", 179)],
        [
            ["1", "Red", "VDD", "VDD"],
            ["2", "Black", "GND", "GND"],
            ["3", "Yellow", "VOUT", "RS-485 A"],
            ["4", "Green", "n.c.", "RS-485 B"],
        ],
        8,
    )
    s.heading("\u25a0 Modbus Register (EPR-05M)", 10)
    s.table(
        [Col("Address", 80, "C"), Col("Content", 230), Col("Unit", 90, "C"), Col("R/W", 99, "C")],
        [
            ["0x0000", "Irradiance", "W/m" + SQ, "R"],
            ["0x0010", "Slave address (1" + FW_TILDE + "247)", "-", "R/W"],
            ["0x0011", "Baud rate code (0:4800, 1:9600, 2:19200)", "-", "R/W"],
        ],
        8,
    )
    s.heading("\u25a0 Precautions", 10)
    s.para(
        "1. EPR-05V output is 1 mV per W/m" + SQ + ". 2. Do not supply 3.3V: the sensor "
        "does not start below 5.0V. 3. Spectral response is limited to 400"
        + FW_TILDE
        + "1100nm; this sensor is not a substitute for a thermopile pyranometer. "
        "4. Operating humidity is not specified; avoid immersion.",
        8.5,
    )
    s.heading("\u25a0 Revision", 10)
    revision_table(
        s, [["2024-11-05", "1.2", "EPR-05M baud rate default changed to 19200"]], (120, 80, 299)
    )
    return save(s, out / "epr-05.pdf")


# ------------------------------------------------ leaf wetness sensor (US)
def lws20(out: Path) -> Path:
    style = Style(
        font="Helvetica",
        header_left="CASCADIA SENSOR INSTRUMENTS",
        header_right="LWS-20  |  DS-LWS20-C",
        footer_left="Cascadia Sensor Instruments, Inc.   www.cascadia-si.example",
        footer_right="Page {page} of {nb}",
        table_fill=(215, 225, 240),
        accent=(20, 40, 110),
        grid=False,
    )
    s = Sheet(style, "LWS-20 data sheet")
    s.add_page()
    s.title_block(
        "LWS-20",
        "Dielectric Leaf Wetness Sensor with Ratiometric Analog Output",
        "",
        22,
    )

    def feats() -> None:
        s.heading("FEATURES", 9.5)
        s.bullets(
            [
                "Ratiometric output: 10 % of VEXC dry, up to 50 % of VEXC wet",
                "Excitation 2.5 V to 5 V",
                "Operating temperature -40 " + DEG + " to +60 " + DEG,
                "Low power: 10 ms excitation per reading",
                "Painted-leaf fiberglass blade, 112 x 58 mm",
            ],
            8,
        )

    def desc() -> None:
        s.heading("DESCRIPTION", 9.5)
        s.para(
            "The LWS-20 estimates the presence and duration of water on a leaf surface by "
            "measuring the dielectric constant of its upper surface. The blade imitates the "
            "thermal and optical properties of a leaf. The sensor is excited only while a "
            "reading is taken; the analog output is proportional to the excitation voltage, "
            "so a microcontroller ADC referenced to the same supply reads it directly.",
            8,
        )

    s.side_by_side(feats, desc, 220)
    s.heading("ABSOLUTE MAXIMUM RATINGS", 9.5)
    s.leaders(
        [
            ("Excitation voltage VEXC to GND ", " -0.3 V to 6.0 V"),
            ("Output short-circuit duration ", " Indefinite"),
            ("Storage temperature ", " -40 " + DEG + " to +85 " + DEG),
        ],
        8,
    )
    s.heading("ELECTRICAL CHARACTERISTICS", 9.5)
    s.para("VEXC = 3.3 V, TA = 25 " + DEG + " unless otherwise noted.", 8)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 48, "C"),
            Col("Conditions", 135),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 46, "C"),
        ],
        [
            ["Excitation voltage", "V_{EXC}", "", "2.5", "3.3", "5.0", "V"],
            ["Excitation current", "I_{EXC}", "during reading", "", "2.2", "3.0", "mA"],
            ["", "", "VEXC = 5 V", "", "3.1", "4.5", "mA"],
            ["Output voltage, dry", "V_{OUT}", "dry blade", "", "330", "", "mV"],
            ["Output voltage, fully\nwet", "", "blade flooded", "", "", "1650", "mV"],
            ["Output impedance", "R_{OUT}", "", "", "1", "", "kohm"],
            [
                "Settling time after\nexcitation on",
                "t_{SET}",
                "to 1 % of final",
                "",
                "",
                "10",
                "ms",
            ],
            ["Wet/dry threshold", "", "recommended", "", "380", "", "mV"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("PIN CONFIGURATION (3.5 mm stereo plug)", 9.5)
    s.table(
        [Col("Contact", 80), Col("Wire", 80), Col("Function", 339)],
        [
            ["Tip", "white", "VEXC (excitation 2.5 V to 5 V)"],
            ["Ring", "red", "VOUT analog output"],
            ["Sleeve", "bare", "GND"],
        ],
        8,
    )
    s.heading("APPLICATION INFORMATION", 9.5)
    s.para(
        "Power VEXC from a GPIO pin or a load switch and wait at least 10 ms before sampling. "
        "A 3.3 V GPIO of an ESP32 or a 5 V Arduino pin can source the excitation current. "
        "Continuous excitation is allowed but shortens the blade coating life; a lifetime "
        "figure under continuous excitation is not specified.",
        8,
    )
    s.para(
        "Because the output is ratiometric, the wet / dry threshold scales with VEXC: at "
        "VEXC = 5 V the recommended threshold is 575 mV. Cable lengths up to 75 m are "
        "supported; longer cables are not specified.",
        8,
    )
    s.heading("FREQUENTLY ASKED QUESTIONS", 9.5)
    s.lines(
        [
            "Q: Does the LWS-20 measure the amount of water (mm)?",
            "A: No. It detects wetness and its duration; a water film thickness is not given.",
            "Q: Is the sensor rated for continuous outdoor exposure?",
            "A: Yes, UV-stabilized. An IP code is not assigned to the blade.",
        ],
        8,
    )
    s.heading("REVISION HISTORY", 9.5)
    revision_table(s, [["08/2025", "C", "Added 5 V excitation current row"]], (120, 80, 299))
    return save(s, out / "lws-20.pdf")


# ------------------------------------------------ NPK soil sensor (China)
def snt7(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="SNT Series Soil Nutrient Sensor  User Manual",
        header_right="V2.1",
        footer_left="Weihai Jingtian Sensor Technology Co., Ltd.",
        footer_right="Page {page}",
        table_fill=(255, 235, 200),
        accent=(160, 80, 0),
    )
    s = Sheet(style, "SNT-3 / SNT-7 manual")
    s.add_page()
    s.title_block(
        "SNT-3 / SNT-7",
        "Soil NPK Nutrient Sensor, RS485 Modbus-RTU",
        "SNT-3: N, P, K    SNT-7: N, P, K + pH + EC + temperature + moisture",
        20,
    )
    s.heading("1. Main Parameters", 10.5)
    s.lines(
        [
            "Measuring items" + FW_COLON + "nitrogen, phosphorus, potassium (mg/kg)",
            "NPK range" + FW_COLON + "0" + FW_TILDE + "1999mg/kg",
            "NPK resolution" + FW_COLON + "1mg/kg",
            "NPK accuracy" + FW_COLON + PM + "2%FS",
            "Response time" + FW_COLON + LE + "1s",
            "Protection" + FW_COLON + "IP68",
            "Output" + FW_COLON + "RS485, Modbus-RTU",
        ],
        9,
    )
    s.heading("2. Version Parameters", 10.5)
    s.table(
        [Col("Item", 170), Col("SNT-3", 165, "C"), Col("SNT-7", 164, "C")],
        [
            ["Power supply", "DC5" + FW_TILDE + "30V", "DC12" + FW_TILDE + "24V"],
            ["Max power\nconsumption", LE + "0.15W", LE + "0.5W"],
            ["Working temperature", "-20" + FW_TILDE + "60" + FW_C, "-20" + FW_TILDE + "60" + FW_C],
            ["Temperature accuracy", "-", PM + "0.5" + FW_C],
            ["pH range", "-", "3" + FW_TILDE + "9pH"],
            ["Probe length", "55mm", "70mm"],
        ],
        8,
    )
    s.para(
        "Communication: factory default slave address 0x01, baud rate 4800bps, 8 data bits, "
        "no parity, 1 stop bit. Baud rate can be set to 2400, 4800 or 9600bps.",
        8.5,
    )
    s.heading("3. Wiring", 10.5)
    s.table(
        [Col("Wire colour", 120), Col("Function", 379)],
        [
            ["Brown", "Power +"],
            ["Black", "Power - (GND)"],
            ["Yellow", "RS485-A"],
            ["Blue", "RS485-B"],
        ],
        8,
    )
    s.add_page()
    s.heading("4. Register Map", 10.5)
    s.table(
        [
            Col("Register", 80, "C"),
            Col("Content", 220),
            Col("SNT-3", 70, "C"),
            Col("SNT-7", 70, "C"),
            Col("Scale", 59, "C"),
        ],
        [
            ["0x001E", "Nitrogen (mg/kg)", "yes", "yes", "1"],
            ["0x001F", "Phosphorus (mg/kg)", "yes", "yes", "1"],
            ["0x0020", "Potassium (mg/kg)", "yes", "yes", "1"],
            ["0x0006", "pH", "-", "yes", "0.01"],
            ["0x0013", "Temperature", "-", "yes", "0.1"],
            ["0x07D0", "Device address (1" + FW_TILDE + "254)", "yes", "yes", "-"],
            ["0x07D1", "Baud rate (0:2400 1:4800 2:9600)", "yes", "yes", "-"],
        ],
        8,
    )
    s.heading("5. FAQ", 10.5)
    s.lines(
        [
            "Q1" + FW_COLON + "Can I connect the sensor directly to Arduino pins?",
            "A" + FW_COLON + "No. Use an RS485 transceiver module (e.g. MAX485); the signal is "
            "RS485.",
            "Q2" + FW_COLON + "Can SNT-7 work from a 5V power bank?",
            "A" + FW_COLON + "No. SNT-7 needs 12" + FW_TILDE + "24V. SNT-3 works from 5V.",
            "Q3" + FW_COLON + "Is the sensor accurate in saline soil?",
            "A" + FW_COLON + "Accuracy in saline soil is not specified.",
            "Q4" + FW_COLON + "How long is the cable?",
            "A" + FW_COLON + "2m standard; up to 1200m RS485 bus length.",
        ],
        8.5,
    )
    s.heading("6. Revision", 10.5)
    revision_table(s, [["2025-03-12", "V2.1", "Added SNT-7"]], (120, 80, 299))
    return save(s, out / "snt-7.pdf")
