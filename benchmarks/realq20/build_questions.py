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


# ---------- batch 1
add(
    "rq20-f01",
    "medium",
    "simple",
    "74hc595 running at vcc 2v, whats the max input LOW level it accepts? in mV",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "input_low_voltage",
            "V",
            mx=0.5,
            cond="VIL, 74HC595, VCC = 2.0 V, -40 to +85 C",
        )
    ],
    [ev("74hc595.pdf", 7, "VIL LOW-level VCC = 2.0 V - 0.8 0.5")],
    "VIL max 0.5 V (500 mV) at VCC = 2.0 V; beside 1.35 V at 4.5 V and 1.8 V at 6.0 V; typ column 0.8.",
)
add(
    "rq20-f02",
    "medium",
    "simple",
    "What minimum HIGH-level output voltage does the 74HC595 guarantee on its serial output Q7S when sourcing 4 mA at VCC = 4.5 V (-40 °C to +85 °C)?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=3.84,
            typ=4.32,
            cond="VOH, Q7S output, IO = 4 mA, VCC = 4.5 V, -40 to +85 C",
        )
    ],
    [ev("74hc595.pdf", 7, "IO = 4 mA; VCC = 4.5 V 3.84 4.32")],
    "Q7S row (3.84 min, 3.7 over -40..125 C), beside the 20 uA rows (4.4) and Qn bus-driver rows at 6 mA.",
    "formal",
)
add(
    "rq20-f03",
    "hard",
    "simple",
    "74hct595 at 5.5v, worst case static supply current if the board can hit 125C? answer in mA",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "supply_current",
            "uA",
            mx=160,
            cond="74HCT595 ICC, VCC = 5.5 V, IO = 0 A, -40 to +125 C",
        )
    ],
    [ev("74hc595.pdf", 9, "ICC supply current VI = VCC or GND; IO = 0 A; - - 80 - 160")],
    "160 uA = 0.16 mA in the -40..+125 C column; 80 uA is the -40..+85 C column.",
)
add(
    "rq20-f04",
    "hard",
    "simple",
    "drv8833 high side fet on resistance when vm is only 2.7v and the chip is hot (tj 85c)? in ohms",
    ["DRV8833"],
    None,
    [
        it(
            "DRV8833",
            "on_resistance",
            "mΩ",
            mx=350,
            cond="HS FET RDS(ON), VM = 2.7 V, IO = 500 mA, TJ = 85 C",
        )
    ],
    [ev("drv8833.pdf", 6, "VM = 2.7 V, IO = 500 mA, TJ = 85°C 350")],
    "350 mOhm = 0.35 Ohm; beside HS 325 (VM 5 V, 85 C), 250 typ at 25 C, and LS 300 at 2.7 V/85 C.",
)
add(
    "rq20-f05",
    "medium",
    "simple",
    "¿Cuál es el rango de temperatura de almacenamiento del DRV8833?",
    ["DRV8833"],
    None,
    [it("DRV8833", "storage_temperature", "°C", mn=-60, mx=150, cond="Tstg, absolute maximum")],
    [ev("drv8833.pdf", 5, "Tstg Storage temperature –60 150")],
    "Tstg -60..150 C, beside TJ -40..150 C.",
    "formal",
    "es",
)
add(
    "rq20-f06",
    "hard",
    "simple",
    "For an N-type thermocouple over its full -270 °C to +1300 °C span with the MAX31855 ambient anywhere from -40 °C to +125 °C, what is the specified thermocouple temperature gain and offset error?",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "accuracy",
            "°C",
            mn=-6,
            mx=6,
            q="temperature",
            cond="MAX31855N, TTHERMOCOUPLE -270 to +1300 C, TA -40 to +125 C",
        )
    ],
    [ev("max31855.pdf", 3, "-6 +6")],
    "±6 C for the N row over the full range; ±2 C (-200..700, TA -20..85) and ±4 C (700..1300) are the look-alike N rows, and the K/J/T/E/R/S rows sit beside them.",
    "formal",
)
add(
    "rq20-f07",
    "hard",
    "simple",
    "txs0108e B side low output voltage with vccb = 3v sinking 400ua? in mV",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "output_low_voltage",
            "V",
            mx=0.55,
            cond="VOLB, IOL = 400 uA, VCCA 1.4-3.6 V, VCCB = 3 V",
        )
    ],
    [ev("txs0108e.pdf", 7, "IOL = 400 μA, VIA ≤ 0.15 V 1.4 to 3.6 3 0.55")],
    "0.55 V = 550 mV; beside 0.4 V rows at VCCB 1.65 / 2.3 V and the port A rows.",
)
add(
    "rq20-f08",
    "medium",
    "simple",
    "Quelle est la plage de température de stockage du TXS0108E ?",
    ["TXS0108E"],
    None,
    [it("TXS0108E", "storage_temperature", "°C", mn=-65, mx=150, cond="Tstg, absolute maximum")],
    [ev("txs0108e.pdf", 5, "Storage temperature, Tstg –65 150")],
    "Tstg -65..150 C; TJ 150 C beside it.",
    "formal",
    "fr",
)
add(
    "rq20-f09",
    "medium",
    "simple",
    "l298n enable pins (ena/enb), what voltage counts as a low?",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "input_low_voltage",
            "V",
            mn=-0.3,
            mx=1.5,
            cond="Ven = L, enable low voltage, pins 6, 11",
        )
    ],
    [ev("l298n.pdf", 3, "Enable Low Voltage (pins 6, 11) –0.3 1.5")],
    "Enable low -0.3..1.5 V (same numbers as the input VIL row, different pins); enable high 2.3..VSS.",
)
add(
    "rq20-f10",
    "hard",
    "simple",
    "What is the maximum low-side FET on-resistance of the DRV8833 at VM = 5 V, IO = 500 mA and TJ = 85 °C, in ohms?",
    ["DRV8833"],
    None,
    [
        it(
            "DRV8833",
            "on_resistance",
            "mΩ",
            mx=275,
            cond="LS FET RDS(ON), VM = 5 V, IO = 500 mA, TJ = 85 C",
        )
    ],
    [ev("drv8833.pdf", 6, "VM = 5 V, IO = 500 mA, TJ = 85°C 275")],
    "275 mOhm = 0.275 Ohm; beside LS 160 typ at 25 C and HS 325 at 85 C.",
    "formal",
)

# ---------- batch 2
add(
    "rq20-f11",
    "hard",
    "structured",
    "How long does one INA219 ADC conversion take in 10-bit and in 11-bit mode?",
    ["INA219"],
    None,
    [
        it("INA219", "response_time", "μs", typ=148, mx=163, cond="conversion time, 10 bit"),
        it("INA219", "response_time", "μs", typ=276, mx=304, cond="conversion time, 11 bit"),
    ],
    [ev("ina219.pdf", 5, "10 bit 148 163"), ev("ina219.pdf", 5, "11 bit 276 304")],
    "Two rows asked together; beside 9-bit (84/93 us) and 12-bit (532/586 us) rows. Same numbers in the INA219A and INA219B columns.",
    "formal",
)
add(
    "rq20-f12",
    "medium",
    "simple",
    "ina219 storage temp range? (not operating)",
    ["INA219"],
    None,
    [it("INA219", "storage_temperature", "°C", mn=-65, mx=150, cond="Tstg, absolute maximum")],
    [ev("ina219.pdf", 4, "Tstg Storage temperature –65 150")],
    "Tstg -65..150 C; beside operating -40..125 C (abs max table) and TA -25..85 C (recommended).",
)
add(
    "rq20-f13",
    "hard",
    "simple",
    "What is the typical on-resistance of the MCP73831 charge pass transistor at VDD = 3.75 V and TJ = 105 °C? Give it in ohms.",
    ["MCP73831"],
    None,
    [it("MCP73831", "on_resistance", "mΩ", typ=350, cond="RDSON, VDD = 3.75 V, TJ = 105 C")],
    [ev("mcp73831.pdf", 4, "RDSON — 350")],
    "350 mOhm = 0.35 Ohm (the unit prints as 'm' in the text layer).",
    "formal",
)
add(
    "rq20-f14",
    "hard",
    "simple",
    "vl53l0x current between measurements in timed ranging mode? in nA pls",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "standby_current",
            "uA",
            typ=16,
            cond="timed ranging inter measurement, 23 C, 2.8 V",
        )
    ],
    [ev("vl53l0x.pdf", 23, "Timed ranging Inter measurement 16 uA")],
    "16 uA = 16000 nA; beside HW standby 3/5/7 uA, SW standby 4/6/9 uA and active ranging 19 mA.",
)
add(
    "rq20-f15",
    "medium",
    "simple",
    "tp4056 storage temperature range?",
    ["TP4056"],
    None,
    [
        it(
            "TP4056",
            "storage_temperature",
            "°C",
            mn=-65,
            mx=125,
            cond="absolute maximum (feature list)",
        )
    ],
    [ev("tp4056.pdf", 2, "Storage Temperature Range：-65℃~125℃")],
    "-65..125 C; beside max junction 145 C and operating -40..85 C.",
)
add(
    "rq20-f16",
    "hard",
    "simple",
    "tps63020 min input voltage to start up, board never goes below 0c (0 to 85c)?",
    ["TPS63020"],
    None,
    [
        it(
            "TPS63020",
            "supply_voltage",
            "V",
            mn=1.5,
            typ=1.8,
            mx=1.9,
            cond="minimum input voltage for start-up, 0 C <= TA <= 85 C",
        )
    ],
    [ev("tps63020.pdf", 6, "Minimum input voltage for start-up 0°C ≤ TA ≤ 85°C 1.5 1.8 1.9")],
    "Max 1.9 V for 0..85 C; the next row (full temperature range) gives 2.0 V max; input operating range 1.8..5.5 V is another look-alike.",
)
add(
    "rq20-f17",
    "medium",
    "simple",
    "w25q64 current draw while doing a sector/block erase?",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "supply_current",
            "mA",
            typ=20,
            mx=25,
            cond="ICC6, current sector/block erase, /CS = VCC",
        )
    ],
    [ev("w25q64.pdf", 74, "ICC6 /CS = VCC 20 25")],
    "ICC6 20/25 mA; beside write status register ICC4 8/12 mA and read currents 15/18/20 mA.",
)
add(
    "rq20-f18",
    "hard",
    "simple",
    "ccs811 idle mode 0 power at 1.8v, in microwatts?",
    ["CCS811"],
    None,
    [it("CCS811", "power_consumption", "mW", typ=0.034, cond="Idle Mode 0 at VDD = 1.8 V")],
    [ev("ccs811.pdf", 6, "Idle Mode 0 at VDD= 1.8V 0.034")],
    "0.034 mW = 34 uW; beside mode 1&4 46 mW, mode 2 7 mW, mode 3 1.2 mW and sleep 19 uA.",
)
add(
    "rq20-f19",
    "hard",
    "structured",
    "Thermocouple accuracy of the MAX31855T (T-type version)?",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "accuracy",
            "°C",
            mn=-2,
            mx=2,
            q="temperature",
            cond="MAX31855T, TTHERMOCOUPLE -270 to +400 C, TA -20 to +85 C",
        ),
        it(
            "MAX31855",
            "accuracy",
            "°C",
            mn=-4,
            mx=4,
            q="temperature",
            cond="MAX31855T, TTHERMOCOUPLE -270 to +400 C, TA -40 to +125 C",
        ),
    ],
    [ev("max31855.pdf", 3, "-2 +2"), ev("max31855.pdf", 3, "-4 +4")],
    "Two T rows, same thermocouple span, different ambient range (±2 C at TA -20..85 C / ±4 C at TA -40..125 C); the question does not choose. K/J/N/E/R/S rows are look-alikes.",
    "formal",
)
add(
    "rq20-f20",
    "hard",
    "simple",
    "ina219B input offset voltage worst case at PGA /8? in mV",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "accuracy",
            "μV",
            mn=-100,
            mx=100,
            q="voltage",
            cond="VOS offset voltage RTI, INA219B, PGA = /8",
        )
    ],
    [ev("ina219.pdf", 5, "PGA = /8 ±40 ±200 ±40 ±100 (4)")],
    "INA219B ±100 uV = ±0.1 mV; the INA219A column gives ±200 uV on the same row.",
)

# ---------- batch 3 (compatibility)
add(
    "rq20-c01",
    "medium",
    "compatibility",
    "ads1115 and ccs811 sharing one 3v3 i2c bus, will the addresses clash?",
    ["ADS1115", "CCS811"],
    "compatible",
    [
        it(
            "ADS1115",
            "i2c_address",
            values=["0x48", "0x49", "0x4A", "0x4B"],
            cond="ADDR to GND / VDD / SDA / SCL",
        ),
        it("CCS811", "i2c_address", values=["0x5A", "0x5B"], cond="ADDR low / high"),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="VDD"),
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.3, cond="VDD"),
    ],
    [
        ev("ads1115.pdf", 17, "Ground 1001000"),
        ev("ads1115.pdf", 17, "VDD 1001001"),
        ev("ads1115.pdf", 17, "SDA 1001010"),
        ev("ads1115.pdf", 17, "SCL 1001011"),
        ev("ccs811.pdf", 4, "When ADDR is low the 7 bit I²C address is decimal 90 / hex 0x5A"),
        ev("ccs811.pdf", 4, "When ADDR is high the 7 bit I²C address is decimal 91 / hex 0x5B"),
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5"),
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3"),
    ],
    "0x48-0x4B vs 0x5A/0x5B: no overlap; 3.3 V is inside both supply ranges (CCS811 tops out at exactly 3.3 V).",
    concern="addresses",
)
add(
    "rq20-c02",
    "medium",
    "compatibility",
    "Can a BME280 and an INA3221 share a 3.3 V I2C bus without an address conflict, both powered from that 3.3 V rail?",
    ["BME280", "INA3221"],
    "compatible",
    [
        it("BME280", "i2c_address", values=["0x76", "0x77"], cond="SDO to GND / VDDIO"),
        it(
            "INA3221",
            "i2c_address",
            values=["0x40", "0x41", "0x42", "0x43"],
            cond="A0 to GND / VS / SDA / SCL",
        ),
        it("BME280", "supply_voltage", "V", mn=1.71, typ=1.8, mx=3.6, cond="VDD"),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VS"),
    ],
    [
        ev(
            "bme280.pdf",
            32,
            "Connecting SDO to GND results in slave address 1110110 (0x76); connection it to VDDIO results in slave address 1110111 (0x77)",
        ),
        ev("ina3221.pdf", 20, "GND 1000000"),
        ev("ina3221.pdf", 20, "VS 1000001"),
        ev("ina3221.pdf", 20, "SDA 1000010"),
        ev("ina3221.pdf", 20, "SCL 1000011"),
        ev("bme280.pdf", 8, "Supply Voltage VDD ripple max. 50 mVpp 1.71 1.8 3.6"),
        ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5"),
    ],
    "0x76/0x77 vs 0x40-0x43; 3.3 V inside 1.71-3.6 V and 2.7-5.5 V.",
    "formal",
    concern="addresses",
)
add(
    "rq20-c03",
    "hard",
    "compatibility",
    "Un TPS63021 (sortie fixe 3,3 V) peut-il alimenter directement un MAX31855 ?",
    ["TPS63020", "MAX31855"],
    "compatible",
    [
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 output voltage",
        ),
        it(
            "MAX31855",
            "supply_voltage",
            "V",
            mn=3.0,
            typ=3.3,
            mx=3.6,
            cond="VCC, recommended operating",
        ),
        it("MAX31855", "supply_current", "uA", typ=900, mx=1500, cond="ICC"),
        it("TPS63020", "output_current", "A", value=2, cond="VIN > 2.5 V, VOUT = 3.3 V"),
    ],
    [
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333"),
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6"),
        ev("max31855.pdf", 2, "Power-Supply Current ICC 900 1500"),
        ev("tps63020.pdf", 1, "Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A"),
    ],
    "3.267-3.333 V inside 3.0-3.6 V; 1.5 mA max against a 2 A converter.",
    "formal",
    "fr",
    concern="voltage",
)
add(
    "rq20-c04",
    "hard",
    "compatibility",
    "vl53l0x left in its default 1v8 io mode (iovdd 1.8v), talking to an esp32 at 3v3 through a txs0108e (A side 1.8v, B side 3.3v). are the rails ok for all three?",
    ["VL53L0X", "TXS0108E", "ESP32-WROOM-32"],
    "compatible",
    [
        it(
            "VL53L0X",
            "io_supply_voltage",
            "V",
            mn=1.6,
            typ=1.8,
            mx=1.9,
            cond="IOVDD, standard (1V8) mode",
        ),
        it(
            "TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA (A side), VCCA <= VCCB"
        ),
        it("TXS0108E", "supply_voltage", "V", mn=1.65, mx=5.5, cond="VCCB (B side)"),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
    ],
    [
        ev("vl53l0x.pdf", 22, "Standard mode 1.6 1.8 1.9"),
        ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6"),
        ev("txs0108e.pdf", 6, "VCCB Supply voltage (3) 1.65 5.5"),
        ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6"),
    ],
    "Risky-looking (1.8 V sensor, 3.3 V MCU) but the translator's A side takes 1.4-3.6 V and the B side 1.65-5.5 V with VCCA <= VCCB; 1.8 V is inside the VL53L0X 1V8 IOVDD range and 3.3 V inside the ESP32 range.",
    concern="voltage",
)
add(
    "rq20-c05",
    "medium",
    "compatibility",
    "Can an ACS712 current sensor be powered from the 3.3 V output of a TPS63021?",
    ["ACS712", "TPS63020"],
    "incompatible",
    [
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 output voltage",
        ),
    ],
    [
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333"),
    ],
    "3.3 V is below the ACS712's 4.5 V minimum.",
    "formal",
    concern="voltage",
)
add(
    "rq20-c06",
    "medium",
    "compatibility",
    "¿Puedo alimentar un DHT11 con la salida de un AMS1117-3.3?",
    ["DHT11", "AMS1117"],
    "incompatible",
    [
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC"),
        it("AMS1117", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="AMS1117-3.3, 25 C"),
    ],
    [
        ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"),
        ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333"),
    ],
    "3.3 V < 3.5 V minimum of the DHT11.",
    "casual",
    "es",
    concern="voltage",
)
add(
    "rq20-c07",
    "medium",
    "compatibility",
    "max7219cng led display + ds18b20 probe inside a chest freezer (-18c), both ok?",
    ["MAX7219", "DS18B20"],
    "incompatible",
    [
        it("MAX7219", "operating_temperature", "°C", mn=0, mx=70, cond="MAX7219CNG"),
        it("DS18B20", "operating_temperature", "°C", mn=-55, mx=125, cond=""),
    ],
    [
        ev("max7219.pdf", 1, "MAX7219CNG 0°C to +70°C"),
        ev(
            "ds18b20.pdf",
            2,
            "Operating Temperature Range.......................... -55°C to +125°C",
        ),
    ],
    "The C-grade MAX7219CNG stops at 0 C; the DS18B20 is fine (the E grade MAX7219ENG would be).",
    concern="environment",
)
add(
    "rq20-c08",
    "medium",
    "compatibility",
    "A VL53L0X and a DS3231SN are to share an outdoor enclosure that reaches -25 °C. Are both rated for it?",
    ["VL53L0X", "DS3231"],
    "incompatible",
    [
        it("VL53L0X", "operating_temperature", "°C", mn=-20, mx=70, cond="normal operating"),
        it("DS3231", "operating_temperature", "°C", mn=-40, mx=85, cond="DS3231SN"),
    ],
    [
        ev("vl53l0x.pdf", 22, "Temperature (normal operating) -20 +70"),
        ev(
            "ds3231.pdf",
            2,
            "DS3231SN....................................................... -40°C to +85°C",
        ),
    ],
    "VL53L0X stops at -20 C.",
    "formal",
    concern="environment",
)
add(
    "rq20-c09",
    "medium",
    "compatibility",
    "mq-3 alcohol sensor next to a bme280 in a box that sits at 60c in summer, problem?",
    ["MQ-3", "BME280"],
    "incompatible",
    [
        it("MQ-3", "operating_temperature", "°C", mn=-10, mx=50, cond="Tao, using temperature"),
        it("BME280", "operating_temperature", "°C", mn=-40, mx=85, cond="operating range"),
    ],
    [
        ev("mq-3.pdf", 1, "Tao Using Tem -10℃-50℃"),
        ev("bme280.pdf", 2, "Operating range -40…+85 °C"),
    ],
    "MQ-3 is rated to 50 C only; the BME280 to 85 C.",
    concern="environment",
)
add(
    "rq20-c10",
    "medium",
    "compatibility",
    "Is it OK to power a MAX44009 ambient-light sensor from the 5 V output of an AMS1117-5.0?",
    ["MAX44009", "AMS1117"],
    "incompatible",
    [
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC, guaranteed by TE test"),
        it("AMS1117", "output_voltage", "V", mn=4.95, typ=5.0, mx=5.05, cond="AMS1117-5.0, 25 C"),
    ],
    [
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6"),
        ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050"),
    ],
    "5 V exceeds the MAX44009's 3.6 V maximum.",
    "formal",
    concern="voltage",
)
# ---------- batch 4 (factual, not given by the sheet)
IE = "insufficient_evidence"
add(
    "rq20-u01",
    "medium",
    "simple",
    "max7219 supply current if i run it off 3.3v instead of 5v?",
    ["MAX7219"],
    IE,
    [],
    [],
    "The MAX7219 is specified for V+ = 4.0-5.5 V and its electrical table is at V+ = 5 V ±10 %; no current figure at 3.3 V (page 1 points 3 V users to another part).",
)
add(
    "rq20-u02",
    "hard",
    "simple",
    "What is the INA219's maximum quiescent current when it is supplied at VS = 5 V?",
    ["INA219"],
    IE,
    [],
    [],
    "The quiescent-current rows (0.7/1 mA active, 6/15 uA power-down, page 6) are under the table condition VS = 3.3 V; the sheet gives no value at VS = 5 V.",
    "formal",
)
add(
    "rq20-u03",
    "medium",
    "simple",
    "bh1750 current draw at 5v vcc?",
    ["BH1750"],
    IE,
    [],
    [],
    "Supply current Icc1 120/190 uA and power-down 0.01/1.0 uA are given at VCC = 3.0 V (page 2); VCC is rated 2.4-3.6 V, so there is no figure at 5 V.",
)
add(
    "rq20-u04",
    "medium",
    "simple",
    "What is the I2C slave address of the DS18B20?",
    ["DS18B20"],
    IE,
    [],
    [],
    "The DS18B20 is a 1-Wire device with a 64-bit ROM code; the sheet gives no I2C address.",
    "formal",
)
add(
    "rq20-u05",
    "hard",
    "simple",
    "Quelle tension de déchet (dropout) maximale garantie la fiche du XC6206 donne-t-elle pour la version 3,3 V sous 300 mA ?",
    ["XC6206"],
    IE,
    [],
    [],
    "Dropout is specified at IOUT = 30 mA (Vdif1) and 100 mA (Vdif2, VOUT > 1.8 V) (pages 4-5); nothing guaranteed at 300 mA, only a typical dropout-vs-current curve (page 8, graph without numbers in the text layer).",
    "formal",
    "fr",
)
add(
    "rq20-u06",
    "hard",
    "simple",
    "What maximum (guaranteed) sleep-mode supply current does the DRV8833 datasheet specify with VM = 10 V?",
    ["DRV8833"],
    IE,
    [],
    [],
    "IVMQ is specified only at VM = 5 V (1.6/2.5 uA, page 6); at other VM there is only the typical curve of Figure 2 (page 7), no guaranteed limit.",
    "formal",
)
add(
    "rq20-u07",
    "hard",
    "simple",
    "74hc595 quiescent supply current at vcc 3.3v?",
    ["74HC595"],
    IE,
    [],
    [],
    "ICC rows exist only at VCC = 6.0 V (74HC595, page 8) and 5.5 V (74HCT595, page 9); nothing at 3.3 V.",
)
add(
    "rq20-u08",
    "medium",
    "simple",
    "max7219 max i2c clock speed?",
    ["MAX7219"],
    IE,
    [],
    [],
    "The MAX7219 has a 3-wire serial (SPI-like) interface with a 10 MHz clock; it has no I2C interface and the sheet gives no I2C clock.",
)
add(
    "rq20-u09",
    "medium",
    "simple",
    "¿Qué rango de humedad de operación admite el controlador CAN MCP2515?",
    ["MCP2515"],
    IE,
    [],
    [],
    "No humidity specification in the MCP2515 sheet (temperature grades only).",
    "casual",
    "es",
)
add(
    "rq20-u10",
    "hard",
    "simple",
    "tm1637 i2c address? want to put it on the same bus as my other sensors",
    ["TM1637"],
    IE,
    [],
    [],
    "The TM1637 two-wire interface has no slave address: page 3 says the protocol 'is not equal to I2C bus protocol totally because there is no slave address'. C0H-C5H are display register addresses, not a bus address.",
)

# ---------- batch 5 (compatibility)
add(
    "rq20-c11",
    "medium",
    "compatibility",
    "same freezer build but with the MAX7219ENG instead of the CNG, display + ds18b20 at -18c ok now?",
    ["MAX7219", "DS18B20"],
    "compatible",
    [
        it("MAX7219", "operating_temperature", "°C", mn=-40, mx=85, cond="MAX7219ENG"),
        it("DS18B20", "operating_temperature", "°C", mn=-55, mx=125, cond=""),
    ],
    [
        ev("max7219.pdf", 1, "MAX7219ENG -40°C to +85°C"),
        ev(
            "ds18b20.pdf",
            2,
            "Operating Temperature Range.......................... -55°C to +125°C",
        ),
    ],
    "E grade -40..85 C covers -18 C; companion of rq20-c07 (C grade).",
    concern="environment",
)
add(
    "rq20-c12",
    "medium",
    "compatibility",
    "DS3231 RTC and BH1750 light sensor on one 3.3 V I2C bus at 400 kHz: any address or clock problem?",
    ["DS3231", "BH1750"],
    "compatible",
    [
        it("DS3231", "i2c_address", values=["0x68"], cond="1101000, fixed"),
        it("BH1750", "i2c_address", values=["0x23", "0x5C"], cond="ADDR low / high"),
        it("DS3231", "i2c_clock_frequency", "kHz", mn=100, mx=400, cond="fast mode"),
        it("BH1750", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [
        ev("ds3231.pdf", 17, "which is 1101000, followed by the direction bit"),
        ev("bh1750.pdf", 10, "ADDR = ‘H’ ( ADDR ≧ 0.7VCC ) → “1011100“"),
        ev("bh1750.pdf", 10, "ADDR = 'L' ( ADDR ≦ 0.3VCC ) → “0100011“"),
        ev("ds3231.pdf", 4, "Fast mode 100 400"),
        ev("bh1750.pdf", 2, "I2C SCL Clock Frequency fSCL － － 400"),
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5"),
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6"),
    ],
    "0x68 vs 0x23/0x5C; both 400 kHz; 3.3 V inside both ranges.",
    "formal",
    concern="addresses",
)
add(
    "rq20-c13",
    "medium",
    "compatibility",
    "can a tps63021 3v3 buck-boost feed an inmp441 mic directly?",
    ["TPS63020", "INMP441"],
    "compatible",
    [
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 output voltage",
        ),
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
    ],
    [
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333"),
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63"),
    ],
    "3.333 V max < 3.63 V max.",
    concern="voltage",
)
add(
    "rq20-c14",
    "hard",
    "compatibility",
    "CCS811 and MCP4725 on one bus, I want to run it at 1 MHz (fast mode plus). Will both keep up?",
    ["CCS811", "MCP4725"],
    "incompatible",
    [
        it("CCS811", "i2c_clock_frequency", "kHz", mn=10, typ=100, mx=400, cond="fI2C supported"),
        it("MCP4725", "i2c_clock_frequency", "MHz", mx=3.4, cond="high-speed mode"),
    ],
    [
        ev("ccs811.pdf", 7, "fI²C Frequency of I²C bus supported 10 100 400"),
        ev("mcp4725.pdf", 1, "speed (3.4 MHz) mode"),
    ],
    "MCP4725 would be fine (HS mode); the CCS811 supports at most 400 kHz.",
    "formal",
    concern="clock",
)
add(
    "rq20-c15",
    "medium",
    "compatibility",
    "inmp441 mic + srd-05vdc relay board in a bathroom at ~90% rh, is the relay rated for that?",
    ["INMP441", "SRD-05VDC-SL-C"],
    "incompatible",
    [it("SRD-05VDC-SL-C", "operating_humidity", "%RH", mn=45, mx=85, cond="operating humidity")],
    [ev("srd-05vdc-sl-c.pdf", 2, "Operating Humidity 45 to 85% RH")],
    "The relay is rated to 85 %RH; the INMP441 sheet gives no humidity, but the relay alone already fails.",
    concern="environment",
)
add(
    "rq20-c16",
    "medium",
    "compatibility",
    "Can a MAX31855 and a DS18B20 both run from the same 5 V rail?",
    ["MAX31855", "DS18B20"],
    "incompatible",
    [
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
    ],
    [
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6"),
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5"),
    ],
    "DS18B20 is fine at 5 V; the MAX31855 tops out at 3.6 V.",
    "formal",
    concern="voltage",
)
add(
    "rq20-c17",
    "medium",
    "compatibility",
    "hmc5883l compass sharing the 5v rail with an acs712, fine?",
    ["HMC5883L", "ACS712"],
    "incompatible",
    [
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
    ],
    [
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6"),
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5"),
    ],
    "5 V exceeds the HMC5883L's 3.6 V maximum (the ACS712 itself needs 5 V).",
    concern="voltage",
)
add(
    "rq20-c18",
    "medium",
    "compatibility",
    "mq-2 gas sensor and a ds18b20 in a greenhouse that hits 40c, both rated for that?",
    ["MQ-2", "DS18B20"],
    IE,
    [],
    [],
    "DS18B20 -55..125 C is fine, but the MQ-2 sheet gives no operating temperature range (only 20 C test conditions; Fig. 4 is a sensitivity-vs-temperature curve, not a rating).",
    concern="environment",
)
add(
    "rq20-c19",
    "hard",
    "compatibility",
    "Will a VL53L0X and a DHT22 both survive in a greenhouse at 95 %RH (non-condensing)?",
    ["VL53L0X", "DHT22"],
    IE,
    [],
    [],
    "The DHT22 measures 0-99.9 %RH; the VL53L0X sheet gives no humidity rating at all.",
    "formal",
    concern="environment",
)
add(
    "rq20-c20",
    "medium",
    "compatibility",
    "hc-sr04 and tmp36 on a weather station that goes down to -20c, will both work?",
    ["HC-SR04", "TMP36"],
    IE,
    [],
    [],
    "TMP36 is specified -40..125 C; the HC-SR04 sheet gives no operating temperature.",
    concern="environment",
)
add(
    "rq20-c21",
    "hard",
    "compatibility",
    "pc817 optocoupler output (collector pulled up to 5v with 4k7) driving the hc-sr04 trig pin. does the sheet confirm the levels work?",
    ["PC817", "HC-SR04"],
    IE,
    [],
    [],
    "The PC817 side is known (VCE(sat) 0.1/0.2 V at IF = 20 mA, IC = 1 mA, page 4; the high level is the 5 V pull-up), but the HC-SR04 sheet gives no input thresholds for TRIG (only 'a 10uS TTL pulse'), so the level check has no evidence on one side.",
    concern="levels",
)
add(
    "rq20-c22",
    "hard",
    "compatibility",
    "CCS811 and a SRD-05VDC-SL-C relay in a bathroom at about 80 %RH (non-condensing): are both rated for that humidity?",
    ["CCS811", "SRD-05VDC-SL-C"],
    "compatible",
    [
        it(
            "CCS811",
            "operating_humidity",
            "%RH",
            mn=10,
            mx=95,
            cond="RHNC, relative humidity non-condensing (environmental conditions)",
        ),
        it("SRD-05VDC-SL-C", "operating_humidity", "%RH", mn=45, mx=85, cond="operating humidity"),
    ],
    [
        ev("ccs811.pdf", 5, "RHNC Relative Humidity (non-condensing) 10 95"),
        ev("srd-05vdc-sl-c.pdf", 2, "Operating Humidity 45 to 85% RH"),
    ],
    "80 %RH is inside 10-95 % (CCS811, environmental conditions of the ratings table, page 5) and 45-85 % (relay). Risky-looking because the relay's upper limit is close.",
    "formal",
    concern="environment",
)
add(
    "rq20-c23",
    "hard",
    "compatibility",
    "inmp441 + bme280 in a shower-room logger at 95%rh, both ok?",
    ["INMP441", "BME280"],
    IE,
    [],
    [],
    "BME280 operating range covers 0-100 %RH; the INMP441 sheet gives no humidity rating.",
    concern="environment",
)
add(
    "rq20-c24",
    "hard",
    "compatibility",
    "A TM1637 display and an MQ-3 alcohol sensor in a brewing room at 90 %RH (non-condensing): are both rated for that humidity?",
    ["TM1637", "MQ-3"],
    IE,
    [],
    [],
    "The MQ-3 allows relative humidity below 95 % (page 1); the TM1637 sheet gives no humidity rating, so one side has no evidence.",
    "formal",
    concern="environment",
)
add(
    "rq20-c25",
    "medium",
    "compatibility",
    "Un LM35 y un HX711 en una cámara frigorífica con 95 % de humedad, ¿están especificados para eso?",
    ["LM35", "HX711"],
    IE,
    [],
    [],
    "Neither the LM35 nor the HX711 sheet gives an operating humidity.",
    "formal",
    "es",
    concern="environment",
)

# ---------- batch 6 (factual)
add(
    "rq20-f21",
    "hard",
    "simple",
    "max31865 in continuous conversion mode with the 50hz notch, how long per conversion? in microseconds",
    ["MAX31865"],
    None,
    [
        it(
            "MAX31865",
            "response_time",
            "ms",
            typ=20,
            mx=21,
            cond="temperature conversion time, continuous conversion, 50 Hz notch",
        )
    ],
    [ev("max31865.pdf", 3, "Continuous conversion (50Hz notch) 20 21")],
    "20/21 ms = 20000/21000 us; beside single conversion 60 Hz notch (52/55 ms), the 60 Hz continuous row and the 550/600 us CS-high row.",
)
add(
    "rq20-f22",
    "medium",
    "simple",
    "hx711 with RATE pin low (10 sps): settling time after power up or channel switch? in seconds",
    ["HX711"],
    None,
    [it("HX711", "response_time", "ms", typ=400, cond="output settling time, RATE = 0")],
    [ev("hx711.pdf", 3, "RATE = 0 400")],
    "400 ms = 0.4 s at RATE = 0; 50 ms is the RATE = DVDD (80 SPS) row.",
)
add(
    "rq20-f23",
    "medium",
    "comparison",
    "Which can be stored at the higher temperature: an LM35 in the TO (metal can) package or a TMP36?",
    ["LM35", "TMP36"],
    None,
    [
        it("LM35", "storage_temperature", "°C", mn=-60, mx=180, cond="TO package"),
        it("TMP36", "storage_temperature", "°C", mn=-65, mx=160, cond="absolute maximum ratings"),
    ],
    [
        ev("lm35.pdf", 3, "Storage temperature TO Package –60 180"),
        ev("tmp36.pdf", 3, "Storage Temperature Range . . . . . . . . . . . . –65°C to +160°C"),
    ],
    "LM35 TO can: 180 C max vs TMP36 160 C. The LM35's other packages (TO-92 -60..150, TO-220/SOIC-8 -65..150) are look-alike rows.",
    "formal",
)
add(
    "rq20-f24",
    "hard",
    "simple",
    "lm35ca quiescent current on a 30v supply across the full temp range, typ and max?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "quiescent_current",
            "µA",
            typ=91.5,
            mx=116,
            cond="LM35CA, VS = 30 V, full rated temperature range",
        )
    ],
    [ev("lm35.pdf", 4, "VS = 30 V 105.5 133 91.5 116")],
    "LM35CA columns 91.5 (tested) / 116 (design limit); the LM35A columns on the same row give 105.5 / 133, and the 25 C row 56.2 / 68.",
)
add(
    "rq20-f25",
    "hard",
    "simple",
    "What accuracy limit does TI give for the LM35D at the top of its temperature range (TA = TMAX)?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-2,
            mx=2,
            q="temperature",
            cond="LM35D, TA = TMAX, design limit",
        )
    ],
    [ev("lm35.pdf", 4, "Accuracy, LM35D (5) TA = TMAX ±0.9 ±2")],
    "±2 C design limit (±0.9 C typical) for the LM35D at TMAX; the LM35/LM35C accuracy rows (±0.8/±1.5) are look-alikes.",
    "formal",
)
add(
    "rq20-f26",
    "medium",
    "comparison",
    "mcp73831 charger vs tps63020 buck-boost: which one tolerates the wider storage temperature range?",
    ["MCP73831", "TPS63020"],
    None,
    [
        it(
            "MCP73831", "storage_temperature", "°C", mn=-65, mx=150, cond="absolute maximum ratings"
        ),
        it(
            "TPS63020",
            "storage_temperature",
            "°C",
            mn=-65,
            mx=150,
            cond="Tstg, absolute maximum ratings",
        ),
    ],
    [
        ev(
            "mcp73831.pdf",
            3,
            "Storage temperature .....................................-65°C to +150°C",
        ),
        ev("tps63020.pdf", 5, "Storage temperature, Tstg –65 150"),
    ],
    "Same range on both sheets (-65..150 C): neither is wider. TPS63020 junction -40..150 (abs max) / -40..125 (recommended) are look-alikes.",
)
# ---------- batch 7 (factual)
add(
    "rq20-f28",
    "medium",
    "simple",
    "bh1750 DVI pin, below what voltage is it read as low?",
    ["BH1750"],
    None,
    [
        it(
            "BH1750",
            "input_low_voltage",
            "V",
            mx=0.4,
            cond="VDVL, DVI input L voltage, VCC = DVI = 3.0 V, 25 C",
        )
    ],
    [ev("bh1750.pdf", 2, "DVI Input ‘L’ Voltage VDVL － － 0.4")],
    "0.4 V max; beside ADDR VAL 0.3*VCC and SCL/SDA VIL1 0.3*DVI / VIL2 DVI-1.26.",
)
add(
    "rq20-f29",
    "hard",
    "simple",
    "What maximum low-level output voltage does the MCP2515 guarantee on its SO and CLKOUT pins at VDD = 4.5 V and IOL = 2.1 mA? Answer in mV.",
    ["MCP2515"],
    None,
    [
        it(
            "MCP2515",
            "output_low_voltage",
            "V",
            mx=0.6,
            cond="VOL, SO and CLKOUT pins, IOL = +2.1 mA, VDD = 4.5 V",
        )
    ],
    [ev("mcp2515.pdf", 74, "SO, CLKOUT Pins — 0.6")],
    "0.6 V = 600 mV; beside the TXCAN/RXnBF/INT VOL rows at other sink currents.",
    "formal",
)
add(
    "rq20-f30",
    "medium",
    "comparison",
    "nrf24l01+ vs cc1101 (868 mhz) both transmitting at -6 dBm, which one pulls less current?",
    ["nRF24L01+", "CC1101"],
    None,
    [
        it("nRF24L01+", "supply_current", "mA", typ=9.0, cond="IVDD_TX6, TX at -6 dBm, VDD = 3 V"),
        it(
            "CC1101",
            "supply_current",
            "mA",
            typ=16.4,
            cond="transmit mode, -6 dBm output power, 868 MHz",
        ),
    ],
    [
        ev("nrf24l01p.pdf", 14, "IVDD_TX6 Supply current @ -6dBm output b 9.0"),
        ev("cc1101.pdf", 10, "16.4 mA Transmit mode, –6 dBm output power, 868 MHz."),
    ],
    "nRF24L01+ 9.0 mA < CC1101 16.4 mA; look-alikes: nRF 0/-12/-18 dBm rows, CC1101 -6 dBm at 433 MHz (13.1 mA, page 10) and 915 MHz (17.0 mA).",
)
add(
    "rq20-f31",
    "hard",
    "simple",
    "What is the nRF24L01+ receive-mode supply current at an air data rate of 1 Mbps? Give it in µA.",
    ["nRF24L01+"],
    None,
    [it("nRF24L01+", "supply_current", "mA", typ=13.1, cond="IVDD_1M, RX at 1 Mbps, VDD = 3 V")],
    [ev("nrf24l01p.pdf", 14, "IVDD_1M Supply current 1Mbps 13.1")],
    "13.1 mA = 13100 uA; beside 2 Mbps 13.5 mA and 250 kbps 12.6 mA.",
    "formal",
)
add(
    "rq20-f32",
    "medium",
    "simple",
    "Quelle est la plage de température de stockage du DAC MCP4725 ?",
    ["MCP4725"],
    None,
    [it("MCP4725", "storage_temperature", "°C", mn=-65, mx=150, cond="absolute maximum ratings")],
    [
        ev(
            "mcp4725.pdf",
            3,
            "Storage Temperature ...................................-65°C to +150°C",
        )
    ],
    "-65..150 C; beside 'ambient temperature with power applied' -55..125 C and operating -40..125 C.",
    "formal",
    "fr",
)

add(
    "rq20-c26",
    "medium",
    "compatibility",
    "mq-2 and dht11 in a kitchen that gets to 45c near the stove, are both specced for that temp?",
    ["MQ-2", "DHT11"],
    IE,
    [],
    [],
    "Neither sheet gives an operating temperature range: the DHT11 sheet only gives accuracy at 25 C (page 3), the MQ-2 sheet only 20 C test conditions.",
    concern="environment",
)
# @@END
with open("questions.jsonl", "w") as f:
    for q in Q:
        f.write(json.dumps(q, ensure_ascii=False) + "\n")
print(len(Q))
