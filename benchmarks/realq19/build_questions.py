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


# ---------- factual
add(
    "rq19-f01",
    "medium",
    "simple",
    "ds3231 running off the coin cell at vbat 5.5v, timekeeping current? in nA",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "standby_current",
            "uA",
            typ=1.0,
            mx=3.5,
            cond="IBATT timekeeping battery current, VBAT = 5.5 V",
        )
    ],
    [ev("ds3231.pdf", 3, "SCL = SDA = VBAT (Note 5) VBAT = 5.5V 1.0 3.5")],
    "IBATT at VBAT = 5.5 V (1.0/3.5 uA = 1000/3500 nA), beside the 3.63 V row (0.84/3.0) and IBATA 70/150 uA.",
)
add(
    "rq19-f02",
    "medium",
    "simple",
    "What is the maximum supply current of the DS3231 on VCC = 5.5 V while a temperature conversion is running (I2C bus inactive)? Give it in mA.",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "supply_current",
            "uA",
            mx=650,
            cond="ICCSCONV temperature conversion current, VCC = 5.5 V",
        )
    ],
    [ev("ds3231.pdf", 2, "output on, SQW output off VCC = 5.5V 650")],
    "ICCSCONV 650 uA = 0.65 mA at VCC 5.5 V; beside 575 uA at 3.63 V, ICCS standby 170 uA and ICCA active 300 uA.",
    "formal",
)
add(
    "rq19-f03",
    "medium",
    "simple",
    "hmc5883l storage temperature range?",
    ["HMC5883L"],
    None,
    [it("HMC5883L", "storage_temperature", "°C", mn=-40, mx=125, cond="ambient, unbiased")],
    [ev("hmc5883l.pdf", 2, "Storage Temperature Ambient, unbiased -40 125 °C")],
    "Storage -40..125 C, beside operating -30..85 C.",
)
add(
    "rq19-f04",
    "medium",
    "simple",
    "ina3221 with CT bits = 110, how long is one adc conversion? in microseconds",
    ["INA3221"],
    None,
    [it("INA3221", "response_time", "ms", typ=4.156, mx=4.572, cond="tCONVERT, CT bit = 110")],
    [ev("ina3221.pdf", 5, "CT bit = 110 4.156 4.572")],
    "4156/4572 us; beside CT = 101 (2.116/2.328 ms) and CT = 111 (8.244/9.068 ms).",
)
add(
    "rq19-f05",
    "medium",
    "simple",
    "¿Cuál es el rango de temperatura de almacenamiento del INA3221?",
    ["INA3221"],
    None,
    [it("INA3221", "storage_temperature", "°C", mn=-65, mx=150, cond="Tstg, absolute maximum")],
    [ev("ina3221.pdf", 4, "Storage, Tstg –65 150")],
    "Tstg -65..150 C, beside operating TA -40..125 C and junction 150 C.",
    "formal",
    "es",
)
add(
    "rq19-f06",
    "hard",
    "simple",
    "At TA = +25 °C, what are the minimum, typical and maximum ADC conversion times of the MAX44009 in the 100 ms range?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "response_time",
            "ms",
            mn=99.6,
            typ=100,
            mx=100.4,
            cond="ACT, 100 ms range, TA = +25 C",
        )
    ],
    [ev("max44009.pdf", 2, "100ms range, TA = +25NC 99.6 100 100.4")],
    "The 25 C row (99.6/100/100.4 ms), not the full-temperature row (97/103/107 ms).",
    "formal",
)
add(
    "rq19-f08",
    "medium",
    "simple",
    "pcf8563 on 5v, clkout disabled, i2c idle, what current over the full -40..85 range? in uA",
    ["PCF8563"],
    None,
    [
        it(
            "PCF8563",
            "standby_current",
            "nA",
            typ=500,
            mx=750,
            cond="interface inactive, CLKOUT disabled, Tamb -40..+85 C, VDD = 5.0 V",
        )
    ],
    [ev("pcf8563.pdf", 28, "VDD = 5.0 V - 500 750")],
    "500/750 nA = 0.5/0.75 uA; the 25 C row at 5.0 V is 275/550 nA, CLKOUT-enabled rows are higher.",
)
add(
    "rq19-f09",
    "hard",
    "simple",
    "What supply current does the PCF8563 draw at VDD = 2.0 V and 25 °C with CLKOUT enabled at 32 kHz and the interface inactive?",
    ["PCF8563"],
    None,
    [
        it(
            "PCF8563",
            "standby_current",
            "nA",
            typ=425,
            mx=800,
            cond="interface inactive, CLKOUT enabled 32 kHz, Tamb 25 C, VDD = 2.0 V",
        )
    ],
    [ev("pcf8563.pdf", 28, "VDD = 2.0 V - 425 800")],
    "425/800 nA; beside CLKOUT-disabled 225/450 nA and the full-temperature 500/900 nA.",
    "formal",
)
add(
    "rq19-f10",
    "medium",
    "simple",
    "si7021 temp conversion time at 11 bit resolution, in us?",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "ms", typ=1.5, mx=2.4, cond="tCONV, 11-bit temperature")],
    [ev("si7021.pdf", 5, "11-bit temperature — 1.5 2.4")],
    "1500/2400 us; beside 14-bit temperature (7/10.8 ms) and 11-bit RH (5.8/7 ms).",
)
add(
    "rq19-f11",
    "medium",
    "simple",
    "Quel est le temps de réponse (τ63 %) en humidité du Si7021 avec son capot de protection, sous un flux d'air de 1 m/s ?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "response_time",
            "s",
            typ=18,
            cond="RH response time tau63%, 1 m/s airflow, with cover",
        )
    ],
    [ev("si7021.pdf", 7, "1 m/s airflow, with cover — 18 —")],
    "18 s with cover; 17 s without cover.",
    "formal",
    "fr",
)
# ---------- unanswerable factual
add(
    "rq19-u01",
    "medium",
    "simple",
    "hmc5883l supply current in measurement mode when VDD is 3.3v?",
    ["HMC5883L"],
    "insufficient_evidence",
    [],
    [],
    "The average current draw (100 uA at 7.5 Hz ODR) is stated only for VDD = 2.5 V (single or dual supply); no 3.3 V row.",
)
add(
    "rq19-u02",
    "medium",
    "simple",
    "What supply current does the MAX44009 draw at VCC = 3.3 V?",
    ["MAX44009"],
    "insufficient_evidence",
    [],
    [],
    "ICC (0.65/1.2 uA, 1.6 uA over temperature) is given under VCC = 1.8 V only; no 3.3 V row.",
    "formal",
)
add(
    "rq19-u03",
    "medium",
    "simple",
    "pcf8563 standby current at vdd = 3.3v, clkout off?",
    ["PCF8563"],
    "insufficient_evidence",
    [],
    [],
    "Interface-inactive IDD rows are at VDD = 2.0, 3.0 and 5.0 V only; nothing at 3.3 V.",
)
add(
    "rq19-u04",
    "medium",
    "simple",
    "¿Qué rango de humedad de funcionamiento admite el DS3231?",
    ["DS3231"],
    "insufficient_evidence",
    [],
    [],
    "The DS3231 sheet states no humidity range ('humid' appears nowhere in its text).",
    "formal",
    "es",
)
# ---------- compatibility
HM = "HMC5883L"
MX = "MAX44009"
X = "XC6206"
IN = "INA3221"
E = "ESP32-WROOM-32"
SI = "Si7021"
T = "TCS34725"
DS = "DS3231"
S = "AMS1117"
TM = "TM1637"
HC = "HC-SR04"
add(
    "rq19-c01",
    "medium",
    "compatibility",
    "hmc5883l and max44009 on the same 3v3 i2c bus at 400khz, any address clash or clock issue?",
    [HM, MX],
    "compatible",
    [
        it(HM, "i2c_address", values=["0x1E"], cond="7-bit address"),
        it(MX, "i2c_address", values=["0x4A", "0x4B"], cond="A0 low/high"),
        it(HM, "i2c_clock_frequency", "kHz", mx=400),
        it(MX, "i2c_clock_frequency", "kHz", mx=400),
        it(HM, "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6),
        it(MX, "supply_voltage", "V", mn=1.7, mx=3.6),
    ],
    [
        ev("hmc5883l.pdf", 11, "7-bit address (0x1E)"),
        ev("max44009.pdf", 1, "1001 010x and 1001 011x"),
        ev("hmc5883l.pdf", 2, "I C Rate Controlled by I C Master 400 kHz"),
        ev("max44009.pdf", 3, "Serial-Clock Frequency fSCL 400 kHz"),
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6"),
        ev("max44009.pdf", 2, "Guaranteed by TE test 1.7 3.6"),
    ],
    "0x1E vs 0x4A/0x4B; both 400 kHz max; 3.3 V inside both supply ranges.",
    concern="addresses",
)
add(
    "rq19-c02",
    "medium",
    "compatibility",
    "Outdoor enclosure that reaches -35 °C in winter: can an HMC5883L and a MAX44009 both operate there?",
    [HM, MX],
    "incompatible",
    [
        it(HM, "operating_temperature", "°C", mn=-30, mx=85),
        it(MX, "operating_temperature", "°C", mn=-40, mx=85),
    ],
    [
        ev("hmc5883l.pdf", 2, "Operating Temperature Ambient -30 85 °C"),
        ev(
            "max44009.pdf",
            2,
            "Operating Temperature Range........................... -40NC to +85NC",
        ),
    ],
    "HMC5883L stops at -30 C; the MAX44009 would be fine.",
    "formal",
    concern="environment",
)
add(
    "rq19-c03",
    "medium",
    "compatibility",
    "ams1117-3.3 fed from 5v usb powering a tcs34725 (the vdd-bus version), ok?",
    [S, T],
    "compatible",
    [
        it(
            S,
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="AMS1117-3.3, 4.75 V <= VIN <= 12 V",
        ),
        it(T, "supply_voltage", "V", mn=2.7, typ=3, mx=3.6, cond="TCS34725, I2C Vbus = VDD"),
    ],
    [
        ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V"),
        ev("tcs34725.pdf", 3, "(TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6"),
    ],
    "3.267..3.333 V within 2.7..3.6 V; 5 V input meets the 4.75 V condition; TCS34725 draws 330 uA max active.",
    concern="supply_rail",
)
add(
    "rq19-c04",
    "medium",
    "compatibility",
    "can i run an ina3221 off an xc6206 1.8v regulator? rest of the board is 1v8",
    [X, IN],
    "incompatible",
    [it(IN, "supply_voltage", "V", mn=2.7, mx=5.5)],
    [ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V")],
    "1.8 V (±2 %) is below the INA3221 2.7 V minimum.",
    concern="supply_rail",
)
add(
    "rq19-c05",
    "hard",
    "compatibility",
    "INA3221 powered at VS = 5 V on an I2C bus whose pull-ups go to the ESP32's 3.3 V. Will the INA3221 read the ESP32's SCL/SDA highs correctly?",
    [E, IN],
    "incompatible",
    [
        it(IN, "supply_voltage", "V", mn=2.7, mx=5.5),
        it(E, "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6),
    ],
    [
        ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V"),
        ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V"),
    ],
    "INA3221 VIH = 0.7 (VS) = 3.5 V at VS = 5 V (page 5), above a 3.3 V pulled-up high.",
    "formal",
    concern="logic_levels",
)
add(
    "rq19-c06",
    "hard",
    "compatibility",
    "ina3221 on 3v3 talking i2c to an esp32 (also 3v3), levels fine both ways?",
    [E, IN],
    "compatible",
    [
        it(IN, "output_low_voltage", "V", mn=0, mx=0.4, cond="SDA, IOL = 3 mA, VS > 2.7 V"),
        it(IN, "supply_voltage", "V", mn=2.7, mx=5.5),
        it(E, "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6),
    ],
    [
        ev("ina3221.pdf", 5, "VS > +2.7V, IOL = 3mA 0 0.4"),
        ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V"),
        ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V"),
    ],
    "INA3221 VIH 0.7 x 3.3 = 2.31 V <= ESP32 VOH 0.8 x VDD = 2.64 V (pull-ups to 3.3 V anyway); INA3221 VOL 0.4 V <= ESP32 VIL 0.25 x VDD = 0.825 V.",
    concern="logic_levels",
)
add(
    "rq19-c07",
    "medium",
    "compatibility",
    "si7021 off an xc6206p182 (1.8v ldo)?",
    [X, SI],
    "incompatible",
    [it(SI, "supply_voltage", "V", mn=1.9, mx=3.6)],
    [ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")],
    "1.8 V nominal (±2 %) is below the Si7021 1.9 V minimum.",
    concern="supply_rail",
)
add(
    "rq19-c08",
    "hard",
    "compatibility",
    "Un XC6206 en version 1,8 V peut-il alimenter un MAX44009 ?",
    [X, MX],
    "compatible",
    [it(MX, "supply_voltage", "V", mn=1.7, mx=3.6)],
    [ev("max44009.pdf", 2, "Guaranteed by TE test 1.7 3.6")],
    "XC6206 1.8 V ±2 % = 1.764..1.836 V, inside 1.7..3.6 V; MAX44009 draws ~1 uA. Risky-looking (1.8 V rail) but within range.",
    "formal",
    "fr",
    concern="supply_rail",
)
add(
    "rq19-c09",
    "medium",
    "compatibility",
    "tcs34725 + ds3231sn inside a box that sits at 80C. both ok?",
    [T, DS],
    "incompatible",
    [
        it(T, "operating_temperature", "°C", mn=-30, mx=70),
        it(DS, "operating_temperature", "°C", mn=-40, mx=85, cond="DS3231SN"),
    ],
    [
        ev("tcs34725.pdf", 3, "Operating free-air temperature, TA −30 70"),
        ev(
            "ds3231.pdf",
            2,
            "DS3231SN....................................................... -40°C to +85°C",
        ),
    ],
    "TCS34725 limited to 70 C; DS3231SN would be fine.",
    concern="environment",
)
add(
    "rq19-c10",
    "hard",
    "compatibility",
    "tm1637 driven by an esp32 bitbang at 200 khz, too fast?",
    [E, TM],
    "compatible",
    [],
    [ev("tm1637.pdf", 3, "and the clock frequency should be less than 250K.")],
    "200 kHz is below the 'less than 250K' limit; verdict-only (no numeric item field for a bit-banged clock).",
    concern="bus_clock",
)
add(
    "rq19-c11",
    "medium",
    "compatibility",
    "hc-sr04 and si7021 on a rover that'll see -20c, will both work?",
    [HC, SI],
    "insufficient_evidence",
    [],
    [],
    "Si7021 (-40 C lower limit, both grades) is fine but the HC-SR04 sheet gives no operating temperature.",
    concern="environment",
)
add(
    "rq19-c12",
    "medium",
    "compatibility",
    "ds3231 and tcs34725 sharing one i2c bus on 3.3v - address conflict?",
    [DS, T],
    "compatible",
    [
        it(DS, "i2c_address", values=["0x68"]),
        it(T, "i2c_address", values=["0x29"], cond="TCS34725"),
        it(DS, "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5),
        it(T, "supply_voltage", "V", mn=2.7, typ=3, mx=3.6),
    ],
    [
        ev("ds3231.pdf", 17, "address, which is 1101000"),
        ev("tcs34725.pdf", 3, "TCS34725 0x29 FN−6"),
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5"),
        ev("tcs34725.pdf", 3, "(TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6"),
    ],
    "0x68 (1101000) vs 0x29; 3.3 V fits both.",
    concern="addresses",
)
add(
    "rq19-f12",
    "medium",
    "simple",
    "ams1117-1.8 output voltage tolerance across full load (0-1A) with 3.3 to 12v in? give it in mV",
    ["AMS1117"],
    None,
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=1.782,
            typ=1.8,
            mx=1.818,
            cond="AMS1117-1.8, 0 <= IOUT <= 1 A, 3.3 V <= VIN <= 12 V",
        )
    ],
    [ev("ams1117.pdf", 2, "AMS1117-1.8 0 ≤ IOUT ≤ 1A , 3.3V≤ VIN ≤ 12V 1.782 1.800 1.818 V")],
    "1782/1800/1818 mV; beside the 1.5 V and 3.3 V versions and the 25 C-only rows.",
)
add(
    "rq19-c13",
    "medium",
    "compatibility",
    "BH1750 and Si7021 (G grade) in an unheated shed that can drop to -40 °C: are both within their operating temperature?",
    ["BH1750", "Si7021"],
    "compatible",
    [
        it("BH1750", "operating_temperature", "°C", mn=-40, mx=85),
        it("Si7021", "operating_temperature", "°C", mn=-40, mx=85, cond="G grade"),
    ],
    [
        ev("bh1750.pdf", 1, "Operating Temperature Topr -40～85"),
        ev("si7021.pdf", 5, "TA = –40 to 85 °C (G grade)"),
    ],
    "Both reach exactly -40 C (edge, risky-looking).",
    "formal",
    concern="environment",
)
add(
    "rq19-c14",
    "medium",
    "compatibility",
    "hc-sr04 + pcf8563 rtc in a datalogger left outside at -30c, will they both run?",
    ["HC-SR04", "PCF8563"],
    "insufficient_evidence",
    [],
    [],
    "PCF8563 operates -40..+85 C (page 27) but the HC-SR04 sheet states no operating temperature.",
    concern="environment",
)
add(
    "rq19-c15",
    "hard",
    "compatibility",
    "tcs34725 and si7021 together in a greenhouse at 90 %RH (non condensing), are both rated for that humidity?",
    ["TCS34725", "Si7021"],
    "insufficient_evidence",
    [],
    [],
    "Si7021 operates 0..100 %RH; the TCS34725 sheet gives humidity only for dry-pack storage/handling (page 24, <90 % / <60 %), no operating humidity.",
    concern="environment",
)
with open("questions.jsonl", "w") as f:
    for q in Q:
        f.write(json.dumps(q, ensure_ascii=False) + "\n")
print(len(Q))
