import json

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


# ---------- batch 1: factual
add(
    "rq22-f01",
    "medium",
    "simple",
    "mpu6050 with only the gyro running (accel + dmp off), how many uA does VDD draw?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "supply_current",
            "mA",
            typ=3.6,
            cond="gyroscope only, DMP and accelerometer disabled",
        )
    ],
    [ev("mpu-6050.pdf", 14, "(DMP & Accelerometer disabled) 3.6 mA")],
    "Gyro-only 3.6 mA (3600 uA), beside 3.7 (gyro+DMP), 3.8 (gyro+accel), 3.9 (all) and 500 uA accel-only.",
)
add(
    "rq22-f02",
    "medium",
    "simple",
    "What is the MPU-6050 accelerometer sensitivity scale factor at the ±16 g full-scale setting (AFS_SEL = 3)?",
    ["MPU-6050"],
    None,
    [it("MPU-6050", "sensitivity", "LSB/g", typ=2048, q="acceleration", cond="AFS_SEL=3, +-16 g")],
    [ev("mpu-6050.pdf", 13, "AFS_SEL=3 2,048 LSB/g")],
    "AFS_SEL=3 row (2048 LSB/g), beside 16384 / 8192 / 4096 for AFS_SEL 0..2.",
    "formal",
)
add(
    "rq22-f03",
    "medium",
    "simple",
    "Quelle plage de mesure couvre le capteur de température intégré du MPU-6050 ?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "measurement_range",
            "°C",
            mn=-40,
            mx=85,
            q="temperature",
            cond="on-chip temperature sensor",
        )
    ],
    [ev("mpu-6050.pdf", 14, "Range -40 to +85 °C")],
    "Temperature-sensor range row, distinct from the gyro/accel full-scale ranges.",
    "formal",
    "fr",
)
add(
    "rq22-f04",
    "hard",
    "simple",
    "dht22 / am2302 dormant (sleep) current in nA? min and typ",
    ["DHT22"],
    None,
    [it("DHT22", "standby_current", "µA", mn=10, typ=15, cond="dormancy, 25 C, 5 V")],
    [ev("dht22.pdf", 4, "Dormancy 10 15 µA")],
    "Dormancy row 10 min / 15 typ uA, beside measuring 500 uA and average 300 uA.",
)
add(
    "rq22-f05",
    "medium",
    "simple",
    "¿Qué temperatura de almacenamiento recomienda la hoja del DHT22 (AM2302)?",
    ["DHT22"],
    None,
    [
        it(
            "DHT22",
            "storage_temperature",
            "°C",
            mn=10,
            mx=40,
            cond="recommended storage environment, <= 60 %RH",
        )
    ],
    [ev("dht22.pdf", 9, "Temperature: 10 ~ 40 ℃ Humidity: 60% RH or less")],
    "Recommended storage 10..40 C, not the -40..80 C temperature measuring range.",
    "formal",
    "es",
)
add(
    "rq22-u01",
    "medium",
    "simple",
    "tmp36 operating humidity range? want to leave it in a greenhouse",
    ["TMP36"],
    "insufficient_evidence",
    [],
    [],
    "The TMP36 sheet gives no humidity rating (grep 'humid' finds nothing).",
)
add(
    "rq22-u02",
    "medium",
    "simple",
    "What maximum SPI clock frequency does the MCP4725 support?",
    ["MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "MCP4725 is an I2C-only DAC; the sheet gives no SPI clock.",
    "formal",
)

# ---------- batch 1: compatibility
TP_FLOAT = ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V")
TP_FLOAT_IT = it(
    "TP4056",
    "output_voltage",
    "V",
    mn=4.158,
    typ=4.2,
    mx=4.242,
    cond="VFLOAT charge regulation voltage",
)
add(
    "rq22-c01",
    "medium",
    "compatibility",
    "hx711 dvdd + avdd straight off a li-ion cell charged by a tp4056 (so up to ~4.2v), no regulator. volts ok?",
    ["HX711", "TP4056"],
    "compatible",
    [TP_FLOAT_IT, it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD")],
    [TP_FLOAT, ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V")],
    "Full-charge 4.242 V max is inside HX711 2.6..5.5 V.",
    concern="voltage",
)
add(
    "rq22-c02",
    "medium",
    "compatibility",
    "Can an MPU-6050's VDD be tied directly to a Li-ion cell that a TP4056 charges (no regulator)?",
    ["MPU-6050", "TP4056"],
    "incompatible",
    [TP_FLOAT_IT, it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating")],
    [TP_FLOAT, ev("mpu-6050.pdf", 14, "Operating Voltages 2.375 3.46 V")],
    "Cell at 4.158..4.242 V exceeds the 3.46 V VDD maximum.",
    "formal",
    concern="voltage",
)
add(
    "rq22-c03",
    "hard",
    "compatibility",
    "tmp36 (GT9) + hx711 inside a -40c chest freezer, both rated for that?",
    ["TMP36", "HX711"],
    "compatible",
    [
        it("TMP36", "operating_temperature", "°C", mn=-40, mx=125, cond="TMP36GT9 specified range"),
        it("HX711", "operating_temperature", "°C", mn=-40, mx=85),
    ],
    [
        ev("tmp36.pdf", 3, "TMP36GT9 ± 3.0 –40°C to +125°C TO-92"),
        ev("hx711.pdf", 1, "Operation temperature range: -40 ~ +85℃"),
    ],
    "Exactly at the -40 C limit of both (risky-looking but compatible).",
    concern="environment",
)
add(
    "rq22-c04",
    "medium",
    "compatibility",
    "Un optocoupleur PC817 et un HX711 dans une balance de ruche qui descend à -35 °C : les deux sont-ils spécifiés ?",
    ["PC817", "HX711"],
    "incompatible",
    [
        it("PC817", "operating_temperature", "°C", mn=-30, mx=100),
        it("HX711", "operating_temperature", "°C", mn=-40, mx=85),
    ],
    [
        ev("pc817.pdf", 4, "Operating temperature Topr −30 to +100 ˚C"),
        ev("hx711.pdf", 1, "Operation temperature range: -40 ~ +85℃"),
    ],
    "HX711 fine; PC817 only down to -30 C.",
    "formal",
    "fr",
    concern="environment",
)
add(
    "rq22-c05",
    "medium",
    "compatibility",
    "pc817 + tmp36 on a board that lives at 95% rh (non condensing). both rated for the humidity?",
    ["PC817", "TMP36"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet states an operating humidity.",
    concern="environment",
)
add(
    "rq22-c06",
    "medium",
    "compatibility",
    "vl53l0x and hmc5883l on the same i2c bus, any address clash?",
    ["VL53L0X", "HMC5883L"],
    "compatible",
    [
        it("VL53L0X", "i2c_address", values=["0x29"], cond="8-bit 0x52"),
        it("HMC5883L", "i2c_address", values=["0x1E"], cond="8-bit write 0x3C"),
    ],
    [
        ev("vl53l0x.pdf", 18, "uses a device address of 0x52."),
        ev("hmc5883l.pdf", 2, "8-bit write address 0x3C hex"),
    ],
    "0x29 (0x52 8-bit) vs 0x1E (0x3C 8-bit): no clash.",
    concern="address",
)
add(
    "rq22-c07",
    "hard",
    "compatibility",
    "Can an MCP4725 DAC share an I2C bus with an INA219 whose A0 and A1 are both grounded, without an address conflict?",
    ["MCP4725", "INA219"],
    "compatible",
    [],
    [ev("mcp4725.pdf", 23, "device address contains four fixed bits ( 1100 = device")],
    "MCP4725 is 1100xxx (0x60..0x67); INA219 with A0=A1=GND is 1000000 (0x40).",
    "formal",
    concern="address",
)
add(
    "rq22-c08",
    "medium",
    "compatibility",
    "irlz44n switching a heater with a tmp36 next to it, enclosure sits at 95% humidity. specced for that?",
    ["IRLZ44N", "TMP36"],
    "insufficient_evidence",
    [],
    [],
    "Neither the IRLZ44N nor the TMP36 sheet gives a humidity rating.",
    concern="environment",
)

if __name__ == "__main__":
    with open("questions.jsonl", "w") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
