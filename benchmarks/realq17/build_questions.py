Q = []


def it(dev, field, unit=None, mn=None, typ=None, mx=None, value=None, values=None, q=None, cond=""):
    return {
        "device": dev,
        "field": field,
        "quantity": q,
        "min": mn,
        "typ": typ,
        "max": mx,
        "value": value,
        "values": values,
        "unit": unit,
        "condition": cond,
    }


def ev(doc, page, quote):
    return {"doc": doc, "page": page, "quote": quote}


def add(
    id,
    diff,
    typ,
    question,
    devices,
    verdict,
    items,
    evidence,
    note,
    wording="casual",
    lang="en",
    concern=None,
):
    d = {
        "id": id,
        "difficulty": diff,
        "type": typ,
        "question": question,
        "devices": devices,
        "answer": {"verdict": verdict, "items": items},
        "evidence": evidence,
        "note": note,
        "wording": wording,
        "language": lang,
    }
    if concern:
        d["concern"] = concern
    Q.append(d)


# ---------- factual
add(
    "rq17-f01",
    "medium",
    "simple",
    "l298n bridge enabled, no load, all inputs LOW - how much does it pull from VS (pin 4)? max in mA",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "quiescent_current",
            "mA",
            typ=13,
            mx=22,
            cond="IS from VS (pin 4), Ven = H, IL = 0, Vi = L",
        )
    ],
    [ev("l298n.pdf", 3, "Quiescent Supply Current (pin 4) Ven = H; IL = 0 Vi = L 13 22 mA")],
    "Vi = L row (13/22 mA), beside Vi = H (50/70 mA) and Ven = L (4 mA).",
)
add(
    "rq17-f02",
    "medium",
    "simple",
    "What maximum current does the L298N draw from its logic supply VSS (pin 9) with the bridge enabled, IL = 0 and the inputs low? Answer in A.",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "quiescent_current",
            "mA",
            typ=24,
            mx=36,
            cond="ISS from VSS (pin 9), Ven = H, IL = 0, Vi = L",
        )
    ],
    [ev("l298n.pdf", 3, "Quiescent Current from VSS (pin 9) Ven = H; IL = 0 Vi = L 24 36 mA")],
    "0.036 A; Vi = L row of ISS (24/36 mA), beside Vi = H (7/12 mA) and Ven = L (6 mA).",
    "formal",
)
add(
    "rq17-f03",
    "medium",
    "simple",
    "min voltage the l298n enable pins (ENA/ENB) see as high?",
    ["L298N"],
    None,
    [it("L298N", "input_high_voltage", "V", mn=2.3, cond="Ven = H, enable pins 6, 11 (max VSS)")],
    [ev("l298n.pdf", 3, "Ven = H Enable High Voltage (pins 6, 11) 2.3 VSS V")],
    "Enable High Voltage row; max is VSS (not a number).",
)
add(
    "rq17-f04",
    "hard",
    "simple",
    "For the LM2596 ON/OFF pin, over the full operating junction temperature range (-40 to +125 °C, boldface limits), what minimum VIH turns the regulator off and what maximum VIL keeps it on?",
    ["LM2596"],
    None,
    [
        it(
            "LM2596",
            "input_high_voltage",
            "V",
            mn=2.4,
            cond="ON/OFF pin, Vout = 0 V (regulator OFF), full temperature range",
        ),
        it(
            "LM2596",
            "input_low_voltage",
            "V",
            mx=0.8,
            cond="ON/OFF pin, regulator ON, full temperature range",
        ),
    ],
    [
        ev("lm2596.pdf", 4, "Vout = 0 V (Regulator OFF) VIH 2.2 V 2.4"),
        ev("lm2596.pdf", 4, "Vout = Nominal Output Voltage (Regulator ON) VIL 1.0 V 0.8"),
    ],
    "Boldface second-line limits (2.4 V, 0.8 V), not the 25 C ones (2.2 V, 1.0 V) asked in dev.",
    "formal",
)
add(
    "rq17-f05",
    "medium",
    "simple",
    "lm2596 switch current limit at 25c (not the full temp range numbers)? min typ max",
    ["LM2596"],
    None,
    [
        it(
            "LM2596",
            "peak_output_current",
            "A",
            mn=4.2,
            typ=5.6,
            mx=6.9,
            cond="ICL peak current limit, TJ = 25 C",
        )
    ],
    [ev("lm2596.pdf", 4, "Current Limit (Peak Current, Notes 2 and 3) ICL 4.2 5.6 6.9 A")],
    "Standard-type 25 C row (4.2/5.6/6.9 A), beside the full-range 3.5/7.5 A.",
)
add(
    "rq17-f06",
    "medium",
    "simple",
    "mpu6050 set to +-8g, how many lsb per g?",
    ["MPU-6050"],
    None,
    [it("MPU-6050", "sensitivity", "LSB/g", typ=4096, q="acceleration", cond="AFS_SEL = 2")],
    [ev("mpu-6050.pdf", 13, "AFS_SEL=2 4,096 LSB/g")],
    "AFS_SEL = 2 (±8 g) row, beside 16384/8192/2048.",
)
add(
    "rq17-f07",
    "medium",
    "simple",
    "What is the MPU-6050 gyroscope sensitivity scale factor with FS_SEL = 1 (±500 °/s)?",
    ["MPU-6050"],
    None,
    [it("MPU-6050", "sensitivity", "LSB/dps", typ=65.5, q="angular_rate", cond="FS_SEL = 1")],
    [ev("mpu-6050.pdf", 12, "FS_SEL=1 65.5 LSB/(º/s)")],
    "FS_SEL = 1 row, beside 131 / 32.8 / 16.4.",
    "formal",
)
add(
    "rq17-f08",
    "medium",
    "simple",
    "mpu6050 accel low power mode at 40hz update, current in mA?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "supply_current",
            "uA",
            typ=140,
            cond="accelerometer low power mode, 40 Hz update rate",
        )
    ],
    [ev("mpu-6050.pdf", 14, "40 Hz update rate 140 µA")],
    "0.14 mA; 40 Hz row beside 10/20/70 uA.",
)
add(
    "rq17-f09",
    "medium",
    "simple",
    "Quel est le courant d'alimentation typique du MPU-6050 avec seulement l'accéléromètre actif (gyroscope et DMP désactivés), en mA ?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "supply_current",
            "uA",
            typ=500,
            cond="accelerometer only (DMP & gyroscope disabled)",
        )
    ],
    [ev("mpu-6050.pdf", 14, "Accelerometer only (DMP & Gyroscope disabled) 500 µA")],
    "0.5 mA; accelerometer-only row beside the 3.6-3.9 mA gyro rows.",
    "formal",
    "fr",
)
add(
    "rq17-f10",
    "hard",
    "structured",
    "what gyro full scale ranges can the mpu6050 do?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "measurement_range",
            "dps",
            mn=-250,
            mx=250,
            q="angular_rate",
            cond="FS_SEL=0",
        ),
        it(
            "MPU-6050",
            "measurement_range",
            "dps",
            mn=-500,
            mx=500,
            q="angular_rate",
            cond="FS_SEL=1",
        ),
        it(
            "MPU-6050",
            "measurement_range",
            "dps",
            mn=-1000,
            mx=1000,
            q="angular_rate",
            cond="FS_SEL=2",
        ),
        it(
            "MPU-6050",
            "measurement_range",
            "dps",
            mn=-2000,
            mx=2000,
            q="angular_rate",
            cond="FS_SEL=3",
        ),
    ],
    [
        ev("mpu-6050.pdf", 12, "Full-Scale Range FS_SEL=0 ±250 º/s"),
        ev("mpu-6050.pdf", 12, "FS_SEL=1 ±500 º/s"),
        ev("mpu-6050.pdf", 12, "FS_SEL=2 ±1000 º/s"),
        ev("mpu-6050.pdf", 12, "FS_SEL=3 ±2000 º/s"),
    ],
    "Four FS_SEL rows; the question does not choose.",
)
add(
    "rq17-f11",
    "medium",
    "simple",
    "What is the maximum low-level output voltage of the MPU-6050 INT pin (open-drain, 0.3 mA sink)? Give it in mV.",
    ["MPU-6050"],
    None,
    [it("MPU-6050", "output_low_voltage", "V", mx=0.1, cond="VOL.INT1, OPEN = 1, 0.3 mA sink")],
    [ev("mpu-6050.pdf", 15, "VOL.INT1, INT Low-Level Output OPEN=1, 0.3mA sink 0.1 V")],
    "100 mV; INT open-drain row, not VOL1 (0.1*VLOGIC, push-pull).",
    "formal",
)
add(
    "rq17-f12",
    "medium",
    "simple",
    "srd-05vdc relay, the standard (0.45w) coil not the high sensitivity one: nominal coil current in A?",
    ["SRD-05VDC-SL-C"],
    None,
    [
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=89.3,
            cond="SRD standard 0.45 W, coil code 05, nominal current",
        )
    ],
    [ev("srd-05vdc-sl-c.pdf", 2, "(Standard) 05 05 89.3 55")],
    "0.0893 A; standard-sensitivity 05 row, not the high-sensitivity 71.4 mA row. Field: coil current as supply_current.",
)
add(
    "rq17-f13",
    "medium",
    "simple",
    "¿Cuál es la corriente nominal de la bobina del SRD-05VDC-SL-C en su versión de alta sensibilidad (0,36 W), en mA?",
    ["SRD-05VDC-SL-C"],
    None,
    [
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=71.4,
            cond="SRD high sensitivity 0.36 W, coil code 05, nominal current",
        )
    ],
    [
        ev(
            "srd-05vdc-sl-c.pdf",
            2,
            "SRD 03 03 120 25 abt. 0.36W 75%Max. 10% Min. 120% (High 05 05 71.4 70",
        )
    ],
    "High-sensitivity 05 row (71.4 mA), beside standard 89.3 mA.",
    "formal",
    "es",
)
add(
    "rq17-f14",
    "medium",
    "simple",
    "bme280 relative pressure accuracy between 700 and 900 hPa (25-40C), in Pa?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "accuracy",
            "hPa",
            mn=-0.12,
            mx=0.12,
            q="pressure",
            cond="Arel, 700-900 hPa, 25-40 C, VDD = 3.3 V",
        )
    ],
    [ev("bme280.pdf", 11, "Relative accuracy Arel 700 … 900hPa ±0.12 hPa")],
    "±12 Pa; the relative-accuracy row, not the absolute ±1.0/±1.7/±1.5 hPa rows.",
)
add(
    "rq17-f15",
    "hard",
    "simple",
    "What absolute pressure accuracy does the BME280 specify for 1100 to 1250 hPa at 25 to 40 °C?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "accuracy",
            "hPa",
            mn=-1.5,
            mx=1.5,
            q="pressure",
            cond="AP, 1100-1250 hPa, 25-40 C",
        )
    ],
    [ev("bme280.pdf", 11, "AP 1100 . . . 1250 hPa ±1.5 hPa")],
    "Third absolute-accuracy row (±1.5 hPa), beside ±1.7 (-20..0 C) and ±1.0 (0..65 C).",
    "formal",
)
add(
    "rq17-f16",
    "medium",
    "simple",
    "bme280 temp accuracy when its between -20 and 0 c?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "accuracy",
            "°C",
            mn=-1.25,
            mx=1.25,
            q="temperature",
            cond="AT,ext, -20..0 C (target values, not guaranteed)",
        )
    ],
    [ev("bme280.pdf", 12, "AT,ext 8 -20 …. 0 °C ±1.25 °C")],
    "±1.25 C row, beside ±0.5 (0..65 C) and ±1.5 (-40..-20 C). Footnote 8: target values, not guaranteed.",
)
add(
    "rq17-f17",
    "medium",
    "simple",
    "How much supply current does the BME280 draw in 1 Hz forced mode when measuring temperature only? Answer in nA.",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "supply_current",
            "uA",
            typ=1.0,
            cond="IDD,T, 1 Hz forced mode, temperature measurement only",
        )
    ],
    [ev("bme280.pdf", 11, "Supply current IDD,T 1 Hz forced mode, 1.0 µA")],
    "1000 nA; temperature-only row, beside 1.8/2.8 uA (humidity) and 2.8/4.2 uA (pressure).",
    "formal",
)
add(
    "rq17-f18",
    "hard",
    "simple",
    "lm35ca accuracy at the cold end of its range (TA = TMIN)? worst case",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-1.5,
            mx=1.5,
            q="temperature",
            cond="LM35CA, TA = TMIN, design limit",
        )
    ],
    [ev("lm35.pdf", 3, "TA = TMIN ±0.4 ±1 ±0.4 ±1.5")],
    "LM35CA design limit ±1.5 C (the LM35A column has ±1 tested).",
)
add(
    "rq17-f19",
    "hard",
    "simple",
    "Quelle est la consommation maximale (courant de repos) du LM35CA à VS = 5 V sur toute la plage de température, en mA ?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "quiescent_current",
            "uA",
            typ=91,
            mx=114,
            cond="LM35CA, VS = 5 V, full temperature range, design limit",
        )
    ],
    [ev("lm35.pdf", 4, "VS = 5 V 105 131 91 114")],
    "0.114 mA; LM35CA columns (91/114) of the full-range VS = 5 V row, not LM35A (105/131) or the 25 C row (56/67).",
    "formal",
    "fr",
)
# ---------- compatibility
L298_VIH = ev("l298n.pdf", 3, "ViH Input High Voltage 2.3 VSS V")
L298_VSS = ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V")
MPU_VDD = ev("mpu-6050.pdf", 14, "Operating Voltages 2.375 3.46 V")
MPU_ADDR = ev("mpu-6050.pdf", 15, "I2C ADDRESS AD0 = 0 1101000")
MPU_I2C = ev("mpu-6050.pdf", 15, "I2C Operating Frequency All registers, Fast-mode 400 kHz")
ESP_VOH = ev("esp32-wroom-32.pdf", 15, "VDD = 3.3 V, VOH >= 2.64 V")
ESP_VDD = ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V")
i_l298vih = it("L298N", "input_high_voltage", "V", mn=2.3, cond="ViH, IN1-IN4, VSS = 5 V")
i_l298vss = it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS pin 9")
i_mpuvdd = it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating voltages")
i_mpuaddr = it("MPU-6050", "i2c_address", values=["0x68"], cond="AD0 = 0")
i_mpui2c = it("MPU-6050", "i2c_clock_frequency", "kHz", mx=400, cond="fast mode")
add(
    "rq17-c01",
    "hard",
    "compatibility",
    "can an esp32 gpio (3v3 logic) drive the ON/OFF pin of an lm2596 to switch the buck off and on? does 3.3v count as high even when hot?",
    ["ESP32-WROOM-32", "LM2596"],
    "compatible",
    [
        it(
            "LM2596",
            "input_high_voltage",
            "V",
            mn=2.4,
            cond="ON/OFF pin, regulator OFF, full temperature range",
        ),
        it(
            "LM2596",
            "input_low_voltage",
            "V",
            mx=0.8,
            cond="ON/OFF pin, regulator ON, full temperature range",
        ),
        it("ESP32-WROOM-32", "output_high_voltage", "V", mn=2.64, cond="VOH at VDD = 3.3 V"),
    ],
    [
        ev("lm2596.pdf", 4, "Vout = 0 V (Regulator OFF) VIH 2.2 V 2.4"),
        ev("lm2596.pdf", 4, "Vout = Nominal Output Voltage (Regulator ON) VIL 1.0 V 0.8"),
        ESP_VOH,
        ev("esp32-wroom-32.pdf", 15, "VOL Low-level output voltage - - 0.1×VDD1 V"),
    ],
    "ESP32 VOH >= 2.64 V exceeds the worst-case (full-range) VIH 2.4 V; VOL <= 0.33 V is below VIL 0.8 V. ON/OFF input current is small (15/30 uA typ/max at 5 V; the sheet prints mA). Risky-looking but compatible.",
    concern="logic_levels",
)
add(
    "rq17-c02",
    "medium",
    "compatibility",
    "Can the L298N's logic supply VSS (pin 9) be powered from an XC6206 3.3 V LDO?",
    ["L298N", "XC6206"],
    "incompatible",
    [i_l298vss],
    [L298_VSS, ev("xc6206.pdf", 4, "(Standard):±2% (1.5V≦VOUT(T))")],
    "VSS minimum is 4.5 V; a 3.3 V XC6206 gives at most 3.3 x 1.02 = 3.37 V.",
    "formal",
    concern="supply_rail",
)
add(
    "rq17-c03",
    "medium",
    "compatibility",
    "mpu6050 breakout with no onboard reg, can i feed VDD from an xc6206 3.3v ldo?",
    ["MPU-6050", "XC6206"],
    "compatible",
    [i_mpuvdd, it("MPU-6050", "supply_current", "mA", typ=3.9, cond="gyro + accel + DMP")],
    [
        MPU_VDD,
        ev("mpu-6050.pdf", 14, "Normal Operating Current Gyroscope + Accelerometer + DMP 3.9 mA"),
        ev("xc6206.pdf", 4, "(Standard):±2% (1.5V≦VOUT(T))"),
        ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)"),
    ],
    "3.3 V ±2% = 3.23..3.37 V inside 2.375..3.46 V; 3.9 mA typical is far below the XC6206 output current.",
    concern="supply_rail",
)
add(
    "rq17-c04",
    "hard",
    "compatibility",
    "An MPU-6050 runs with VDD = VLOGIC = 3.3 V, and the I2C bus it shares with a 5 V Arduino is pulled up to 5 V. Are the MPU-6050's SDA/SCL inputs within their specified high-level range?",
    ["MPU-6050"],
    "incompatible",
    [],
    [
        ev(
            "mpu-6050.pdf",
            16,
            "VIH, HIGH-Level Input Voltage MPU-6050 0.7*VLOGIC to VLOGIC + 0.5V V",
        )
    ],
    "Computed: VIH upper limit VLOGIC + 0.5 = 3.8 V < 5 V bus high. Verdict-only.",
    "formal",
    concern="logic_levels",
)
add(
    "rq17-c05",
    "medium",
    "compatibility",
    "mpu6050 (ad0 to gnd) and a pcf8563 rtc on the same i2c bus at 400khz - any address clash?",
    ["MPU-6050", "PCF8563"],
    "compatible",
    [
        i_mpuaddr,
        it("PCF8563", "i2c_address", values=["0x51"], cond="write A2h / read A3h"),
        i_mpui2c,
    ],
    [
        MPU_ADDR,
        ev("pcf8563.pdf", 23, "Write: A2h (10100010)"),
        MPU_I2C,
        ev("pcf8563.pdf", 1, "400 kHz two-wire I2C-bus interface (at VDD = 1.8 V to 5.5 V)"),
    ],
    "0x68 vs 0x51 (A2h >> 1); both 400 kHz.",
    concern="addresses",
)
add(
    "rq17-c06",
    "hard",
    "compatibility",
    "Is the MPU-6050 INT output (push-pull, VLOGIC = VDD = 3.3 V) high level enough for an ESP32-WROOM-32 GPIO input at VDD = 3.3 V?",
    ["MPU-6050", "ESP32-WROOM-32"],
    "compatible",
    [],
    [
        ev(
            "mpu-6050.pdf",
            15,
            "VOH, High Level Output Voltage RLOAD=1MΩ; MPU-6000 0.9*VDD V RLOAD=1MΩ; MPU-6050 0.9*VLOGIC V",
        ),
        ev("esp32-wroom-32.pdf", 15, "VIH High-level input voltage 0.75×VDD - VDD +0.3 V"),
    ],
    "Computed: VOH >= 0.9 x 3.3 = 2.97 V > ESP32 VIH 0.75 x 3.3 = 2.475 V and below VDD + 0.3. Verdict-only (ratios only).",
    "formal",
    concern="logic_levels",
)
add(
    "rq17-c07",
    "medium",
    "compatibility",
    "lm2596 (adjustable module) trimmed to 5v to feed the l298n logic VSS pin - ok?",
    ["LM2596", "L298N"],
    "compatible",
    [
        it("LM2596", "output_voltage", "V", mn=1.23, mx=37, cond="adjustable output range"),
        i_l298vss,
        it(
            "L298N", "quiescent_current", "mA", typ=24, mx=36, cond="ISS worst row, Ven = H, Vi = L"
        ),
    ],
    [
        ev("lm2596.pdf", 1, "Adjustable Output Voltage Range 1.23 V − 37 V"),
        L298_VSS,
        ev("l298n.pdf", 3, "Quiescent Current from VSS (pin 9) Ven = H; IL = 0 Vi = L 24 36 mA"),
    ],
    "5 V lies inside the adjustable range and the VSS 4.5..7 V window; at most 36 mA of logic current.",
    concern="supply_rail",
)
add(
    "rq17-c08",
    "medium",
    "compatibility",
    "My L298N motor supply VS is 46 V. Can I take the input of an LM2596 buck (for the 5 V logic) from that same 46 V rail?",
    ["LM2596", "L298N"],
    "incompatible",
    [
        it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="operating ratings Vin"),
        it("LM2596", "abs_max_supply_voltage", "V", mx=45, cond="maximum supply voltage"),
        it("L298N", "load_supply_voltage", "V", mx=46, cond="VS operative"),
    ],
    [
        ev("lm2596.pdf", 3, "Supply Voltage Vin 4.5 to 40 V"),
        ev("lm2596.pdf", 2, "Maximum Supply Voltage Vin 45 V"),
        ev("l298n.pdf", 3, "VS Supply Voltage (pin 4) Operative Condition VIH +2.5 46 V"),
    ],
    "46 V exceeds the LM2596 operating 40 V and even the 45 V absolute maximum, though it is legal for the L298N.",
    "formal",
    concern="supply_rail",
)
add(
    "rq17-c09",
    "hard",
    "compatibility",
    "l298n with VSS at 7v (top of its range) and IN1 driven from an esp32 3.3v pin. is the 2.3v input high threshold still guaranteed?",
    ["L298N", "ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [
        ev(
            "l298n.pdf",
            3,
            "ELECTRICAL CHARACTERISTICS (VS = 42V; VSS = 5V, Tj = 25°C; unless otherwise specified)",
        ),
        L298_VIH,
    ],
    "The ViH row is specified only under VSS = 5 V (table header); no input threshold is given at VSS = 7 V.",
    concern="logic_levels",
)
add(
    "rq17-c10",
    "hard",
    "compatibility",
    "An SRD-05VDC-SL-C (high-sensitivity 05 VDC coil) is connected across one L298N output pair with VS = 5 V and the bridge driven on. Does the datasheet data show the coil gets at least its pull-in voltage?",
    ["L298N", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [
        ev("l298n.pdf", 3, "VCEsat Total Drop IL = 1A (5) 1.80 3.2 V"),
        ev("srd-05vdc-sl-c.pdf", 2, "(High 05 05 71.4 70"),
    ],
    "Coil needs 75 % max of 5 V = 3.75 V at 71.4 mA; the L298N total drop is given only at 1 A (1.8..3.2 V) and 2 A, not at ~71 mA, so the coil voltage cannot be bounded.",
    "formal",
    concern="current_budget",
)
add(
    "rq17-c11",
    "medium",
    "compatibility",
    "mpu6050 (ad0 low) and bme280 (sdo to gnd) sharing i2c on 3v3 at 400k?",
    ["MPU-6050", "BME280"],
    "compatible",
    [
        i_mpuaddr,
        it("BME280", "i2c_address", values=["0x76"], cond="SDO = GND"),
        i_mpui2c,
        i_mpuvdd,
        it("BME280", "supply_voltage", "V", mn=1.71, typ=1.8, mx=3.6, cond="VDD"),
    ],
    [
        MPU_ADDR,
        ev("bme280.pdf", 32, "1110110 (0x76)"),
        MPU_I2C,
        MPU_VDD,
        ev("bme280.pdf", 8, "Supply Voltage VDD ripple max. 50mVpp 1.71 1.8 3.6 V"),
    ],
    "0x68 vs 0x76; 3.3 V in both supply ranges; BME280 I2C up to 3.4 MHz.",
    concern="addresses",
)
add(
    "rq17-c12",
    "medium",
    "compatibility",
    "AMS1117-3.3 fed from USB 5 V powering an MPU-6050's VDD: is the regulated output inside the MPU-6050 supply range?",
    ["AMS1117", "MPU-6050"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="AMS1117-3.3, 4.75 V <= VIN <= 12 V",
        ),
        i_mpuvdd,
    ],
    [
        ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V"),
        MPU_VDD,
    ],
    "3.267..3.333 V at VIN = 5 V (>= 4.75 V) is inside 2.375..3.46 V.",
    "formal",
    concern="supply_rail",
)
add(
    "rq17-c13",
    "medium",
    "compatibility",
    "tps63020 buck-boost set to 3.6v powering an mpu6050, fine?",
    ["TPS63020", "MPU-6050"],
    "incompatible",
    [it("TPS63020", "output_voltage", "V", mn=1.2, mx=5.5, cond="adjustable output"), i_mpuvdd],
    [ev("tps63020.pdf", 6, "TPS63020 output voltage 1.2 5.5 V"), MPU_VDD],
    "The TPS63020 can be set to 3.6 V, but 3.6 V exceeds the MPU-6050 VDD maximum 3.46 V.",
    concern="supply_rail",
)
add(
    "rq17-c14",
    "medium",
    "compatibility",
    "PC817 output transistor with a 10 kΩ pull-up to 5 V drives an L298N IN1 (VSS = 5 V); the LED is driven at IF = 20 mA. Is the low level low enough for the L298N?",
    ["PC817", "L298N"],
    "compatible",
    [
        it(
            "PC817",
            "output_low_voltage",
            "V",
            typ=0.1,
            mx=0.2,
            cond="VCE(sat), IF = 20 mA, IC = 1 mA",
        ),
        it("L298N", "input_low_voltage", "V", mn=-0.3, mx=1.5, cond="ViL IN1-IN4"),
    ],
    [
        ev(
            "pc817.pdf",
            4,
            "Collector-emitter saturation voltage VCE (sat) IF=20mA, IC=1mA − 0.1 0.2 V",
        ),
        ev("l298n.pdf", 3, "V iL Input Low Voltage –0.3 1.5 V"),
    ],
    "VCE(sat) 0.2 V max (IC = 1 mA >= 0.5 mA pull-up current) is far below ViL max 1.5 V; L298N input low current is only -10 uA.",
    "formal",
    concern="logic_levels",
)
add(
    "rq17-c15",
    "easy",
    "compatibility",
    "can i power a dht11 from the esp32 3v3 pin?",
    ["DHT11", "ESP32-WROOM-32"],
    "incompatible",
    [it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC")],
    [ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"), ESP_VDD],
    "3.3 V (3.0..3.6 V rail) is below the DHT11 minimum 3.5 V.",
    concern="supply_rail",
)
add(
    "rq17-c16",
    "medium",
    "compatibility",
    "bh1750 powered from an ams1117-5.0 - ok?",
    ["BH1750", "AMS1117"],
    "incompatible",
    [
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it("AMS1117", "output_voltage", "V", mn=4.95, typ=5.0, mx=5.05, cond="AMS1117-5.0"),
    ],
    [
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
        ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V"),
    ],
    "5 V exceeds the BH1750 VCC maximum 3.6 V (and its 4.5 V absolute maximum).",
    concern="supply_rail",
)
add(
    "rq17-c17",
    "medium",
    "compatibility",
    "Can an MPU-6050 share an SPI bus (MOSI/MISO/SCK + its own CS) with a MAX31855?",
    ["MPU-6050", "MAX31855"],
    "incompatible",
    [it("MPU-6050", "interface", values=["I2C"], cond="MPU-6050 column; SPI only on MPU-6000")],
    [ev("mpu-6050.pdf", 8, "Serial Interfaces Supported I C, SPI IC")],
    "The MPU-6050 supports only I2C (SPI is the MPU-6000's); it cannot sit on the SPI bus.",
    "formal",
    concern="bus_clock",
)
add(
    "rq17-c18",
    "medium",
    "compatibility",
    "hx711 (DVDD + AVDD/VSUP) off an xc6206 3.3v ldo, fine?",
    ["HX711", "XC6206"],
    "compatible",
    [
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD"),
        it("HX711", "supply_current", "uA", typ=1400, cond="analog supply incl. regulator, normal"),
        it("HX711", "supply_current", "uA", typ=100, cond="digital supply, normal"),
    ],
    [
        ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
        ev("hx711.pdf", 3, "Normal 1400 µA"),
        ev("hx711.pdf", 3, "Normal 100 µA"),
        ev("xc6206.pdf", 4, "(Standard):±2% (1.5V≦VOUT(T))"),
        ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)"),
    ],
    "3.3 V ±2% inside 2.6..5.5 V; about 1.5 mA total, far below the LDO's current.",
    concern="supply_rail",
)
add(
    "rq17-c19",
    "medium",
    "compatibility",
    "¿Puedo alimentar un MAX31855 con un regulador XC6206 de 3,3 V (versión estándar)?",
    ["MAX31855", "XC6206"],
    "compatible",
    [
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("MAX31855", "supply_current", "uA", typ=900, mx=1500, cond="ICC"),
    ],
    [
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("max31855.pdf", 2, "Power-Supply Current ICC 900 1500"),
        ev("xc6206.pdf", 4, "(Standard):±2% (1.5V≦VOUT(T))"),
    ],
    "3.3 V ±2% = 3.23..3.37 V inside 3.0..3.6 V; 1.5 mA max is trivial for the LDO.",
    "formal",
    "es",
    concern="supply_rail",
)
add(
    "rq17-c20",
    "hard",
    "compatibility",
    "hc-sr04 powered from an xc6206 5.0v ldo (±2%), is that voltage within spec for the sensor?",
    ["HC-SR04", "XC6206"],
    "insufficient_evidence",
    [],
    [
        ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
        ev("xc6206.pdf", 4, "(Standard):±2% (1.5V≦VOUT(T))"),
    ],
    "The HC-SR04 sheet gives only 'DC 5 V' with no tolerance; whether 4.9..5.1 V is in spec is not stated.",
    concern="supply_rail",
)
add(
    "rq17-c21",
    "hard",
    "compatibility",
    "The PC817 LED is driven at only IF = 1 mA; its output transistor, with a 10 kΩ pull-up to 5 V, drives an L298N IN1 (VSS = 5 V). Is the output low level guaranteed below the L298N VIL?",
    ["PC817", "L298N"],
    "insufficient_evidence",
    [],
    [
        ev(
            "pc817.pdf",
            4,
            "Collector-emitter saturation voltage VCE (sat) IF=20mA, IC=1mA − 0.1 0.2 V",
        ),
        ev("pc817.pdf", 4, "Collector current IC IF=5mA, VCE=5V 2.5 − 30.0 mA"),
        ev("l298n.pdf", 3, "V iL Input Low Voltage –0.3 1.5 V"),
    ],
    "CTR/IC is specified at IF = 5 mA and VCE(sat) at IF = 20 mA only; nothing at IF = 1 mA bounds the output low level. Same pair as rq17-c14 at another LED current.",
    "formal",
    concern="logic_levels",
)
add(
    "rq17-c26",
    "hard",
    "compatibility",
    "dht11 powered at 5v, data line pulled up to 3.3v and read by an esp32. does the sheet back up that the levels work?",
    ["DHT11", "ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V")],
    "The DHT11 sheet gives no DATA-pin electrical levels (no VOL, VIH, VIL), so whether a 3.3 V pull-up high and its low level meet either side cannot be checked.",
    concern="logic_levels",
)
add(
    "rq17-c22",
    "hard",
    "compatibility",
    "mq-2 sensor board output (VRL, circuit at 5v) into an ads1115 AIN0 with the ads1115 on 3.3v. ok at ~2000ppm propane?",
    ["MQ-2", "ADS1115"],
    "incompatible",
    [
        it(
            "MQ-2",
            "analog_output_voltage",
            "V",
            mn=2.5,
            mx=4.0,
            cond="VRL in 2000 ppm C3H8, standard circuit",
        )
    ],
    [
        ev("mq-2.pdf", 3, "Output Voltage Vs 2.5V～4.0V（in 2000ppmC3H8）"),
        ev("ads1115.pdf", 2, "Analog input voltage to GND –0.3 to VDD + 0.3 V"),
    ],
    "VRL up to 4.0 V exceeds the ADS1115 analog input limit VDD + 0.3 = 3.6 V at VDD = 3.3 V.",
    concern="analog_range",
)
add(
    "rq17-c23",
    "medium",
    "compatibility",
    "The ESP32 master is set to 1 MHz I2C (Fast-mode Plus). Can an MPU-6050 sit on that bus?",
    ["MPU-6050", "ESP32-WROOM-32"],
    "incompatible",
    [i_mpui2c],
    [MPU_I2C],
    "MPU-6050 I2C is specified to 400 kHz (Fast-mode) only.",
    "formal",
    concern="bus_clock",
)
# ---------- more factual
add(
    "rq17-f20",
    "medium",
    "simple",
    "txs0108e with both VCCA and VCCB at 1.8v - max push-pull data rate? in kbps",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "data_rate",
            "Mbps",
            mx=40,
            cond="push-pull, VCCA = 1.8 V ± 0.15 V, VCCB = 1.8 V ± 0.15 V",
        )
    ],
    [ev("txs0108e.pdf", 8, "Push-pull 40 60 60 60")],
    "40000 kbps; the VCCB = 1.8 V column of the VCCA = 1.8 V table (40), beside 60 Mbps for VCCB = 2.5/3.3/5 V.",
)
add(
    "rq17-f21",
    "easy",
    "simple",
    "What is the maximum release time of the SRD-05VDC-SL-C relay? Give it in seconds.",
    ["SRD-05VDC-SL-C"],
    None,
    [it("SRD-05VDC-SL-C", "response_time", "ms", mx=5, cond="release time")],
    [ev("srd-05vdc-sl-c.pdf", 2, "Release Time 5msec Max.")],
    "0.005 s; release time, not the 10 ms operate time.",
    "formal",
)
add(
    "rq17-f22",
    "medium",
    "simple",
    "l298n operating junction temperature range? (not storage)",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "operating_temperature",
            "°C",
            mn=-25,
            mx=130,
            cond="Top, junction operating temperature, absolute maximum table",
        )
    ],
    [ev("l298n.pdf", 2, "Top Junction Operating Temperature –25 to 130 °C")],
    "Top row (-25..130 C), beside Tstg/Tj -40..150 C.",
)
add(
    "rq17-f23",
    "hard",
    "comparison",
    "Which draws less in its lowest-power state, the MPU-6050 (full-chip idle) or the DHT11 (standby)? Give both values in µA.",
    ["MPU-6050", "DHT11"],
    None,
    [
        it("MPU-6050", "standby_current", "uA", typ=5, cond="full-chip idle mode supply current"),
        it("DHT11", "standby_current", "uA", value=60, cond="standby supply current"),
    ],
    [
        ev("mpu-6050.pdf", 14, "Full-Chip Idle Mode Supply Current 5 µA"),
        ev("dht11.pdf", 3, "Supply Current: measurement 0.3mA standby 60μ A"),
    ],
    "MPU-6050 5 uA typ < DHT11 60 uA. The DHT11 value is a bare figure (value).",
    "formal",
)
add(
    "rq17-f24",
    "medium",
    "comparison",
    "mpu6050 vs bme280, which one can run the faster i2c clock? max for each",
    ["MPU-6050", "BME280"],
    None,
    [
        it("MPU-6050", "i2c_clock_frequency", "kHz", mx=400, cond="fast mode, all registers"),
        it("BME280", "i2c_clock_frequency", "MHz", mx=3.4, cond="I2C up to 3.4 MHz (high speed)"),
    ],
    [
        ev("mpu-6050.pdf", 15, "I2C Operating Frequency All registers, Fast-mode 400 kHz"),
        ev("bme280.pdf", 2, "I²C (up to 3.4 MHz) and SPI (3 and 4 wire, up to 10 MHz)"),
    ],
    "BME280 3.4 MHz > MPU-6050 400 kHz.",
)
add(
    "rq17-f25",
    "medium",
    "comparison",
    "Compare the logic-high input threshold (minimum VIH) of the L298N inputs and the LM2596 ON/OFF pin at 25 °C.",
    ["L298N", "LM2596"],
    None,
    [
        i_l298vih,
        it(
            "LM2596",
            "input_high_voltage",
            "V",
            mn=2.2,
            cond="ON/OFF pin, Vout = 0 V (regulator OFF), TJ = 25 C",
        ),
    ],
    [L298_VIH, ev("lm2596.pdf", 4, "Vout = 0 V (Regulator OFF) VIH 2.2 V 2.4")],
    "L298N 2.3 V vs LM2596 ON/OFF 2.2 V (25 C; 2.4 V over the full range).",
    "formal",
)
# ---------- insufficient evidence (factual)
add(
    "rq17-u01",
    "medium",
    "simple",
    "dht11 temperature measuring range? like what min and max temp can it read",
    ["DHT11"],
    "insufficient_evidence",
    [],
    [ev("dht11.pdf", 3, "Range: At 25℃ ±2℃")],
    "The sheet's temperature 'Range' line actually states the ±2 C accuracy at 25 C; no measurement range is given (whole text searched for 0-50 etc.).",
)
add(
    "rq17-u02",
    "medium",
    "simple",
    "¿Qué rango de humedad relativa de funcionamiento especifica la hoja de datos del L298N?",
    ["L298N"],
    "insufficient_evidence",
    [],
    [],
    "No humidity anywhere in the L298N text.",
    "formal",
    "es",
)
add(
    "rq17-u03",
    "medium",
    "simple",
    "mq2 response time / recovery time in seconds?",
    ["MQ-2"],
    "insufficient_evidence",
    [],
    [],
    "No response or recovery time in the MQ-2 sheet ('response' only in a vibration warning).",
)
add(
    "rq17-u04",
    "medium",
    "simple",
    "What standby (idle) current does the HC-SR04 draw between measurements?",
    ["HC-SR04"],
    "insufficient_evidence",
    [],
    [],
    "Only 'Working Current 15mA'; no standby/idle current.",
    "formal",
)
add(
    "rq17-u05",
    "medium",
    "simple",
    "xc6206 output noise in uVrms?",
    ["XC6206"],
    "insufficient_evidence",
    [],
    [],
    "No output-noise specification (only ripple rejection); 'noise' appears only in a usage note.",
)
add(
    "rq17-u06",
    "medium",
    "simple",
    "Quelle plage d'humidité relative de fonctionnement la fiche du BH1750 indique-t-elle ?",
    ["BH1750"],
    "insufficient_evidence",
    [],
    [],
    "Humidity only in ROHM's generic handling notes; no operating humidity range.",
    "formal",
    "fr",
)
add(
    "rq17-u07",
    "hard",
    "simple",
    "whats the max spi clock for the mpu6050?",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [ev("mpu-6050.pdf", 8, "Serial Interfaces Supported I C, SPI IC")],
    "The MPU-6050 has no SPI (I2C only); the 1 MHz / 20 MHz SPI rows are for the MPU-6000.",
)
add(
    "rq17-u08",
    "medium",
    "simple",
    "At what junction temperature does the L298N's thermal shutdown trip?",
    ["L298N"],
    "insufficient_evidence",
    [],
    [],
    "No thermal shutdown in the L298N sheet (only thermal resistances and -25..130 C operating junction temperature).",
    "formal",
)
add(
    "rq17-u09",
    "hard",
    "simple",
    "output voltage tolerance of the fixed lm2596-5.0 version?",
    ["LM2596"],
    "insufficient_evidence",
    [],
    [ev("lm2596.pdf", 1, "Adjustable Output Voltage Range 1.23 V − 37 V")],
    "This sheet covers only the adjustable LM2596 (ordering codes ...-ADJ); no fixed 5.0 V output row.",
)
add(
    "rq17-u10",
    "medium",
    "simple",
    "What operating relative-humidity range is the MPU-6050 specified for?",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [],
    "Humidity appears only in the reliability test description (temperature humidity oven); no operating humidity.",
    "formal",
)
add(
    "rq17-f26",
    "medium",
    "simple",
    "hx711 with RATE tied high (80hz): how long does the output take to settle after a channel/gain change? in seconds",
    ["HX711"],
    None,
    [it("HX711", "response_time", "ms", typ=50, cond="output settling time, RATE = DVDD (80 Hz)")],
    [ev("hx711.pdf", 3, "Output settling time (1) RATE = DVDD 50")],
    "0.05 s; RATE = DVDD row (50 ms), beside 400 ms at RATE = 0.",
)
add(
    "rq17-f27",
    "medium",
    "simple",
    "What VLOGIC voltage range does the MPU-6050 accept for its I/O reference pin?",
    ["MPU-6050"],
    None,
    [it("MPU-6050", "io_supply_voltage", "V", mn=1.71, cond="VLOGIC voltage range (max = VDD)")],
    [ev("mpu-6050.pdf", 14, "Voltage Range VLOGIC must be ≤VDD at all times 1.71 VDD V")],
    "1.71 V to VDD (the max is VDD, not a number).",
    "formal",
)
add(
    "rq17-f28",
    "hard",
    "simple",
    "mpu6050 sda low level when it sinks 1ma and vlogic is 3.3v, max in mV?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "output_low_voltage",
            "V",
            mn=0,
            mx=0.4,
            cond="VOL1, I2C, VLOGIC > 2 V, 1 mA sink",
        )
    ],
    [
        ev(
            "mpu-6050.pdf",
            16,
            "VOL1, LOW-Level Output Voltage VLOGIC > 2V; 1mA sink current 0 to 0.4 V",
        )
    ],
    "400 mV; the VLOGIC > 2 V row, not VOL3 (0.2 x VLOGIC below 2 V) nor the SDO/INT VOL1 (0.1 x VLOGIC, RLOAD = 1 MOhm).",
)
add(
    "rq17-f29",
    "medium",
    "simple",
    "What is the sensitivity of the MPU-6050's on-chip temperature sensor (untrimmed)?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "sensitivity",
            "LSB/°C",
            typ=340,
            q="temperature",
            cond="temperature sensor, untrimmed",
        )
    ],
    [ev("mpu-6050.pdf", 14, "Sensitivity Untrimmed 340 LSB/ºC")],
    "340 LSB/C; not the accelerometer/gyro scale factors.",
    "formal",
)
add(
    "rq17-f30",
    "medium",
    "simple",
    "bme280 pressure output resolution at highest oversampling, in hPa?",
    ["BME280"],
    None,
    [it("BME280", "resolution", "Pa", typ=0.18, q="pressure", cond="RP, highest oversampling")],
    [ev("bme280.pdf", 11, "Resolution of RP Highest oversampling 0.18 Pa")],
    "0.0018 hPa.",
)
add(
    "rq17-f31",
    "hard",
    "simple",
    "¿Cuál es la ganancia del sensor (pendiente media) del LM35A sobre todo su rango, con sus límites garantizados?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "sensitivity",
            "mV/°C",
            mn=9.9,
            typ=10,
            mx=10.1,
            q="temperature",
            cond="LM35A, TMIN <= TA <= TMAX, tested limits",
        )
    ],
    [
        ev(
            "lm35.pdf",
            3,
            "Sensor gain TMIN ≤ TA ≤ TMAX +10 +9.9, +10 +9.9, mV/°C (average slope) +10.1",
        )
    ],
    "LM35A columns: +10 typ, +9.9 / +10.1 tested; the LM35/LM35C page gives +9.8 / +10.2.",
    "formal",
    "es",
)
add(
    "rq17-f32",
    "medium",
    "simple",
    "how often can i read the dht11? min time between samples in ms",
    ["DHT11"],
    None,
    [it("DHT11", "response_time", "s", mn=2, cond="sampling period more than 2 seconds")],
    [ev("dht11.pdf", 3, "Sampling period: more than 2 seconds")],
    "2000 ms minimum sampling period. Field: response_time (no sampling-period field).",
)
add(
    "rq17-c24",
    "hard",
    "compatibility",
    "mpu6050 with VLOGIC = 1.8v, its INT pin goes straight to an esp32 gpio (esp32 at 3.3v). will the esp32 see the high?",
    ["MPU-6050", "ESP32-WROOM-32"],
    "incompatible",
    [],
    [
        ev(
            "mpu-6050.pdf",
            15,
            "VOH, High Level Output Voltage RLOAD=1MΩ; MPU-6000 0.9*VDD V RLOAD=1MΩ; MPU-6050 0.9*VLOGIC V",
        ),
        ev("esp32-wroom-32.pdf", 15, "VIH High-level input voltage 0.75×VDD - VDD +0.3 V"),
    ],
    "Computed: VOH >= 0.9 x 1.8 = 1.62 V, below the ESP32 VIH minimum 0.75 x 3.3 = 2.475 V. Verdict-only.",
    concern="logic_levels",
)
add(
    "rq17-c25",
    "hard",
    "compatibility",
    "A TXS0108E translates I2C between an MPU-6050 on its A side (VCCA = VLOGIC = 1.8 V) and a 5 V Arduino on its B side (VCCB = 5 V), bus at 400 kHz. Do the translator's supply ranges and open-drain data rate fit?",
    ["TXS0108E", "MPU-6050"],
    "compatible",
    [
        it("TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA"),
        it("TXS0108E", "io_supply_voltage", "V", mn=1.65, mx=5.5, cond="VCCB"),
        it("TXS0108E", "data_rate", "Mbps", mx=2, cond="open-drain, VCCA = 1.8 V, VCCB = 5 V"),
        i_mpui2c,
    ],
    [
        ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6 V"),
        ev("txs0108e.pdf", 6, "VCCB Supply voltage (3) 1.65 5.5 V"),
        ev("txs0108e.pdf", 8, "Open-drain 2 2 2 2"),
        MPU_I2C,
    ],
    "VCCA 1.8 V and VCCB 5 V in range (VCCA <= VCCB); open-drain up to 2 Mbps covers 400 kHz I2C; MPU-6050 at 400 kHz.",
    "formal",
    concern="logic_levels",
)
add(
    "rq17-f33",
    "hard",
    "structured",
    "mpu6050 accelerometer low power mode current vs update rate? list them all",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050", "supply_current", "uA", typ=10, cond="accelerometer low power mode, 1.25 Hz"
        ),
        it("MPU-6050", "supply_current", "uA", typ=20, cond="accelerometer low power mode, 5 Hz"),
        it("MPU-6050", "supply_current", "uA", typ=70, cond="accelerometer low power mode, 20 Hz"),
        it("MPU-6050", "supply_current", "uA", typ=140, cond="accelerometer low power mode, 40 Hz"),
    ],
    [
        ev("mpu-6050.pdf", 14, "Accelerometer Low Power Mode 1.25 Hz update rate 10 µA"),
        ev("mpu-6050.pdf", 14, "5 Hz update rate 20 µA"),
        ev("mpu-6050.pdf", 14, "20 Hz update rate 70 µA"),
        ev("mpu-6050.pdf", 14, "40 Hz update rate 140 µA"),
    ],
    "Four update-rate rows; the question does not choose.",
)
add(
    "rq17-f34",
    "hard",
    "structured",
    "What accuracy limits are guaranteed (tested) for the LM35A at TA = 25 °C, at TMAX and at TMIN?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-0.5,
            mx=0.5,
            q="temperature",
            cond="LM35A, TA = 25 C, tested limit",
        ),
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-1,
            mx=1,
            q="temperature",
            cond="LM35A, TA = TMAX, tested limit",
        ),
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-1,
            mx=1,
            q="temperature",
            cond="LM35A, TA = TMIN, tested limit",
        ),
    ],
    [
        ev("lm35.pdf", 3, "TA = 25°C ±0.2 ±0.5 ±0.2 ±0.5"),
        ev("lm35.pdf", 3, "TA = TMAX ±0.4 ±1 ±0.4 ±1"),
        ev("lm35.pdf", 3, "TA = TMIN ±0.4 ±1 ±0.4 ±1.5"),
    ],
    "LM35A tested-limit column: ±0.5 / ±1 / ±1 C (typ ±0.2/±0.4/±0.4); the LM35CA TMIN limit is ±1.5 (design). At -10 C the LM35A has only a typical value.",
    "formal",
)
