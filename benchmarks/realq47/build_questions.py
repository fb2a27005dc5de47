"""Build realq47/questions.jsonl: 60 blind questions on the real dev and dev2 datasheets."""

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
    id, diff, typ, question, devices, verdict, items, evidence, note, wording="casual", lang="en"
):
    Q.append(
        {
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
    )


IE = "insufficient_evidence"

# ---------- answerable factual
add(
    "rq47-f01",
    "hard",
    "simple",
    "got a bag of PC817X1 (rank A) optos. whats the collector current range for that rank at IF 5mA VCE 5V?",
    ["PC817"],
    None,
    [
        it(
            "PC817",
            "output_current",
            "mA",
            mn=4.0,
            mx=8.0,
            cond="IC, PC817X1 rank A, IF = 5 mA, VCE = 5 V, Ta = 25 C",
        )
    ],
    [ev("pc817.pdf", 5, "PC817X1 PC817XF1 PC817XI1 PC817XP1 − A 4.0 to 8.0")],
    "4.0..8.0 mA; look-alikes rank B 6.5..13, C 10..20, D 15..30, no-rank 2.5..30, A..D combos (X5 4..13, X8 4..20, X0 4..30).",
)
add(
    "rq47-f02",
    "medium",
    "simple",
    "What is the absolute maximum power dissipation of the input (IRED) side of the PC817?",
    ["PC817"],
    None,
    [
        it(
            "PC817",
            "power_consumption",
            "mW",
            mx=70,
            cond="input side power dissipation P, absolute maximum, Ta = 25 C",
        )
    ],
    [ev("pc817.pdf", 4, "Power dissipation P 70 mW")],
    "70 mW (input); look-alikes collector power dissipation PC 150 mW, total Ptot 200 mW.",
    wording="formal",
)
add(
    "rq47-f03",
    "hard",
    "simple",
    "ds3231 aging trim register, how many ppm does one LSB move the freq at +85C?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "resolution",
            "ppm",
            typ=0.8,
            cond="trim register frequency sensitivity per LSB, +85 C",
        )
    ],
    [ev("ds3231.pdf", 3, "+85°C 0.8"), ev("ds3231.pdf", 3, "Δf/LSB Specified at: ppm")],
    "0.8 ppm typ at +85 C; look-alikes +25 C 0.1 (asked before), +70 C 0.4, -40 C 0.7; frequency stability vs voltage 1 ppm/V.",
)
add(
    "rq47-f04",
    "hard",
    "simple",
    "DS3231: ¿cuánto cambia la frecuencia por cada LSB del registro de aging a -40 °C?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "resolution",
            "ppm",
            typ=0.7,
            cond="trim register frequency sensitivity per LSB, -40 C",
        )
    ],
    [ev("ds3231.pdf", 3, "-40°C 0.7"), ev("ds3231.pdf", 3, "Δf/LSB Specified at: ppm")],
    "0.7 ppm typ at -40 C; look-alikes +25 C 0.1, +70 C 0.4, +85 C 0.8.",
    wording="formal",
    lang="es",
)
add(
    "rq47-f05",
    "hard",
    "simple",
    "hmc5883l 8 bit READ address? my lib wants the 8-bit form not the 7 bit one",
    ["HMC5883L"],
    None,
    [it("HMC5883L", "i2c_address", values=["0x3D"], cond="8-bit read address")],
    [ev("hmc5883l.pdf", 2, "8-bit read address 0x3D hex")],
    "0x3D; look-alikes 8-bit write 0x3C, 7-bit 0x1E (asked many times).",
)
add(
    "rq47-f06",
    "medium",
    "simple",
    "What is the minimum low period of the SCL clock (tLOW) for the MAX44009 I2C interface?",
    ["MAX44009"],
    None,
    [it("MAX44009", "response_time", "us", mn=1.3, cond="tLOW low period of the SCL clock")],
    [ev("max44009.pdf", 3, "Low Period of the SCL Clock tLOW 1.3 Fs")],
    "1.3 us (pdftotext 'Fs' = us); look-alikes tHIGH 0.6, tSU,STA 0.6, tSU,STO 0.6, tBUF 1.3 (same number), tF 100 ns. Filed as response_time.",
    wording="formal",
)

add(
    "rq47-f07",
    "hard",
    "simple",
    "tcs34725 avg current if i enable wait with WTIME=0xEE (43.2ms wait), WLONG off?",
    ["TCS34725"],
    None,
    [
        it(
            "TCS34725",
            "supply_current",
            "uA",
            typ=152,
            cond="average IDD, WEN = 1, WTIME = 0xEE, WLONG = 0 (Table 2)",
        )
    ],
    [ev("tcs34725.pdf", 11, "1 0xEE 0 43.2 ms 152 μA")],
    "152 uA; look-alikes no wait 291 uA, WTIME 0xFF 280 uA, 0x00 82 uA, WLONG 67 uA; wait-state current 65 uA, active 235 uA.",
)
add(
    "rq47-f08",
    "hard",
    "simple",
    "What is the recommended operating junction temperature range of the TPS63020?",
    ["TPS63020"],
    None,
    [
        it(
            "TPS63020",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="TJ, recommended operating conditions",
        )
    ],
    [ev("tps63020.pdf", 5, "Operating junction temperature, TJ –40 125 °C")],
    "TJ -40..125 C; look-alikes free-air TA -40..85 C (same table, asked before), abs-max TJ -40..150 C, overtemperature protection 140 C.",
    wording="formal",
)
add(
    "rq47-f09",
    "hard",
    "simple",
    "max7219 (not 7221) - when a digit is OFF it pulls the digit pin to V+. how much current can it source there?",
    ["MAX7219"],
    None,
    [
        it(
            "MAX7219",
            "output_current",
            "mA",
            mn=-2,
            cond="IDIGIT digit drive source current, digit off, VDIGIT = V+ - 0.3 V, MAX7219 only",
        )
    ],
    [ev("max7219.pdf", 2, "IDIGIT Digit off, VDIGIT = (V+ - 0.3V) -2 mA")],
    "-2 mA min (sourcing); look-alikes digit sink 320 mA, segment source -30/-40/-45 mA, segment sink 5 mA (MAX7219 only), MAX7221 leakage -10 uA.",
)
add(
    "rq47-f10",
    "medium",
    "simple",
    "si7021 heater current with HEATER bits = 0010 ?",
    ["Si7021"],
    None,
    [it("Si7021", "supply_current", "mA", typ=15.24, cond="heater current, HEATER[3:0] = 0010")],
    [ev("si7021.pdf", 27, "0 0 1 0 15.24 mA")],
    "15.24 mA; look-alikes 0000 3.09, 0001 9.18, 0100 27.39, 1000 51.69, 1111 94.20 mA (range asked before).",
)
add(
    "rq47-f11",
    "hard",
    "simple",
    "w25q64 after I suspend an erase, how long after /CS high before I can send the next instruction? answer in ms",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "response_time",
            "us",
            mx=20,
            cond="tSUS /CS high to next instruction after suspend",
        )
    ],
    [ev("w25q64.pdf", 77, "/CS High to next Instruction after Suspend tSUS(2) 20 µs")],
    "20 us = 0.02 ms; look-alikes tRES1 / tRES2 3 us, tRST 30 us, tDP 3 us. Filed as response_time.",
)
add(
    "rq47-f12",
    "hard",
    "simple",
    "vl53l0x storage temp for the reels before assembly?",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "storage_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="recommended storage conditions, Table 16",
        )
    ],
    [ev("vl53l0x.pdf", 36, "Temperature (storage) -40 +85 °C")],
    "-40..+85 C; look-alikes normal operating -20..70 C (asked before), reflow TS min 130/150 C, peak 250 C.",
)
add(
    "rq47-f13",
    "medium",
    "simple",
    "bme280 in the weather monitoring preset (forced, 1 sample/min) - current draw?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "supply_current",
            "uA",
            typ=0.16,
            cond="weather monitoring recommended setting, forced mode 1/min, x1/x1/x1, filter off",
        )
    ],
    [ev("bme280.pdf", 19, "Current consumption 0.16 µA")],
    "0.16 uA; look-alikes humidity sensing 2.9 uA, indoor navigation 633 uA, gaming 581 uA, sleep 0.1 uA.",
)
add(
    "rq47-f14",
    "medium",
    "simple",
    "What data output rate does the BME280 datasheet give for its suggested indoor-navigation settings?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "data_rate",
            "Hz",
            typ=25,
            cond="indoor navigation recommended setting, normal mode tstandby 0.5 ms, x16/x2/x1, IIR 16",
        )
    ],
    [ev("bme280.pdf", 20, "Data output rate 25Hz")],
    "25 Hz; look-alikes gaming 83 Hz, humidity sensing 1 Hz, weather 1/60 Hz; filter bandwidth 0.53 Hz.",
    wording="formal",
)
add(
    "rq47-f15",
    "hard",
    "simple",
    "bme280 gaming preset current? (normal mode, p x4, humidity off)",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "supply_current",
            "uA",
            typ=581,
            cond="gaming recommended setting, normal mode tstandby 0.5 ms, x4/x1/x0, IIR 16",
        )
    ],
    [ev("bme280.pdf", 21, "Current consumption 581 µA")],
    "581 uA; look-alike indoor navigation 633 uA on the page before, weather 0.16, humidity 2.9 uA; IDDP 714 uA.",
)
add(
    "rq47-f16",
    "medium",
    "simple",
    "What is the INA219 ADC conversion time when the ADC is set to average 16 samples?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "response_time",
            "ms",
            typ=8.51,
            cond="ADC conversion time, 16-sample averaging (ADC4..1 = 1100)",
        )
    ],
    [ev("ina219.pdf", 20, "1 1 0 0 16 8.51 ms")],
    "8.51 ms; look-alikes 8 samples 4.26, 32 samples 17.02, 128 samples 68.10 ms, 12-bit 532 us.",
    wording="formal",
)

add(
    "rq47-f17",
    "hard",
    "simple",
    "drv8833 max junction temp (recommended / operating, not abs max)?",
    ["DRV8833"],
    None,
    [
        it(
            "DRV8833",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=150,
            cond="TJ operating junction temperature",
        )
    ],
    [ev("drv8833.pdf", 5, "TJ Operating junction temperature –40 150 °C")],
    "TJ -40..150 C; look-alikes ambient -40..85 C (package addendum), thermal shutdown 150/160/180 C.",
)
add(
    "rq47-f18",
    "hard",
    "simple",
    "ads1115 in i2c high speed mode: max clock/data rise time allowed?",
    ["ADS1115"],
    None,
    [it("ADS1115", "response_time", "ns", mx=160, cond="tR clock/data rise time, high-speed mode")],
    [ev("ads1115.pdf", 5, "Clock/data rise time tR 300 160 ns")],
    "160 ns max in HS mode; look-alike fast mode 300 ns on the same row, fall time tF 300 / 160 ns (fast asked before); HS tSUSTO 160 ns min (same number). Filed as response_time.",
)
add(
    "rq47-f19",
    "medium",
    "simple",
    "What total power dissipation does the nRF24L01+ absolute-maximum table allow, and at which ambient temperature?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "power_consumption",
            "mW",
            mx=60,
            cond="PD total power dissipation, TA = 85 C, absolute maximum",
        )
    ],
    [ev("nrf24l01p.pdf", 12, "PD (TA=85°C) 60 mW")],
    "60 mW at TA = 85 C; look-alikes supply currents in mA (11.3 mA TX 0 dBm, 13.5 mA RX 2 Mbps).",
    wording="formal",
)
add(
    "rq47-f20",
    "medium",
    "simple",
    "tcs34725 average current with WEN=1, WTIME=0xFF (shortest 2.4ms wait)?",
    ["TCS34725"],
    None,
    [
        it(
            "TCS34725",
            "supply_current",
            "uA",
            typ=280,
            cond="average IDD, WEN = 1, WTIME = 0xFF, WLONG = 0 (Table 2)",
        )
    ],
    [ev("tcs34725.pdf", 11, "1 0xFF 0 2.40 ms 280 μA")],
    "280 uA; look-alikes no wait 291 uA (asked before), 0xEE 152 uA, 0x00 82 uA, WLONG 67 uA.",
)
add(
    "rq47-f21",
    "hard",
    "simple",
    "ina219 longest averaging setting (128 samples) - conversion time in seconds?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "response_time",
            "ms",
            typ=68.10,
            cond="ADC conversion time, 128-sample averaging (ADC4..1 = 1111)",
        )
    ],
    [ev("ina219.pdf", 20, "1 1 1 1 128 68.10 ms")],
    "68.10 ms = 0.0681 s; look-alikes 64 samples 34.05 ms, 16 samples 8.51 ms, 12-bit 532 us.",
)
add(
    "rq47-f22",
    "medium",
    "simple",
    "What collector current range is specified for the PC817X9 (rank B, C or D)?",
    ["PC817"],
    None,
    [
        it(
            "PC817",
            "output_current",
            "mA",
            mn=6.5,
            mx=30.0,
            cond="IC, PC817X9 rank B, C or D, IF = 5 mA, VCE = 5 V",
        )
    ],
    [ev("pc817.pdf", 5, "PC817X9 PC817XF9 PC817XI9 PC817XP9 − B, C or D 6.5 to 30.0")],
    "6.5..30.0 mA; look-alikes X0 (A..D) 4.0..30.0, X6 (B or C) 6.5..20, X7 (C or D) 10..30, X2 (B) 6.5..13.",
    wording="formal",
)
add(
    "rq47-k01",
    "hard",
    "structured",
    "bme280 humidity noise table: current at 1Hz forced for humidity oversampling x8 and x16 (temp x1)?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "supply_current",
            "uA",
            typ=6.5,
            cond="1 Hz forced, humidity x8 / temperature x1, incl. IDDSM",
        ),
        it(
            "BME280",
            "supply_current",
            "uA",
            typ=11.7,
            cond="1 Hz forced, humidity x16 / temperature x1, incl. IDDSM",
        ),
    ],
    [ev("bme280.pdf", 21, "×8 / ×1 0.03 6.5"), ev("bme280.pdf", 21, "×16 / ×1 0.02 11.7")],
    "6.5 and 11.7 uA; look-alikes x1 1.8 (asked as IDD,H), x2 2.5, x4 3.8 uA; RMS noise column 0.03 / 0.02 %RH.",
)
add(
    "rq47-k02",
    "hard",
    "structured",
    "mpu6050 clocked from an external 32.768kHz crystal (CLK_SEL=4): gyro sample rate with DLPF off and accel sample rate?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "data_rate",
            "kHz",
            typ=8.192,
            cond="gyroscope sample rate, fast, DLPFCFG = 0, external 32.768 kHz clock",
        ),
        it(
            "MPU-6050",
            "data_rate",
            "kHz",
            typ=1.024,
            cond="accelerometer sample rate, external 32.768 kHz clock",
        ),
    ],
    [
        ev("mpu-6050.pdf", 17, "EXTERNAL 32.768kHz CLOCK CLK_SEL=4"),
        ev("mpu-6050.pdf", 17, "Gyroscope Sample Rate, Fast DLPFCFG=0 8.192 kHz"),
        ev("mpu-6050.pdf", 17, "Accelerometer Sample Rate 1.024 kHz"),
    ],
    "8.192 and 1.024 kHz; look-alikes internal clock / 19.2 MHz clock 8 kHz and 1 kHz, slow 1.024 kHz, programmable 3.9..8000 Hz.",
)
add(
    "rq47-k03",
    "medium",
    "comparison",
    "BME280 recommended settings: which responds faster to a step (75 % response time), the gaming preset or the indoor-navigation preset?",
    ["BME280"],
    None,
    [
        it("BME280", "response_time", "s", typ=0.3, cond="gaming setting, response time (75 %)"),
        it(
            "BME280",
            "response_time",
            "s",
            typ=0.9,
            cond="indoor navigation setting, response time (75 %)",
        ),
    ],
    [
        ev("bme280.pdf", 21, "Response time (75%) 0.3 s"),
        ev("bme280.pdf", 20, "Response time (75%) 0.9 s"),
    ],
    "gaming 0.3 s vs indoor navigation 0.9 s (gaming faster); look-alike humidity tau63 1 s (asked before); filter bandwidths 1.75 / 0.53 Hz.",
    wording="formal",
)

# ---------- factual, not in the sheet
add(
    "rq47-u01",
    "medium",
    "simple",
    "pc817 rank E collector current range? seller says PC817E",
    ["PC817"],
    IE,
    [],
    [],
    "The model line-up has ranks A, B, C, D and their combinations only; no rank E. Near miss: the A..D rows.",
)
add(
    "rq47-u02",
    "hard",
    "simple",
    "ds3231 aging register ppm per LSB at 0C?",
    ["DS3231"],
    IE,
    [],
    [],
    "Trim register sensitivity per LSB is given at -40, +25, +70 and +85 C only (0.7 / 0.1 / 0.4 / 0.8 ppm); nothing at 0 C.",
)
add(
    "rq47-u03",
    "hard",
    "simple",
    "Si7021 heater current for HEATER[3:0] = 0011?",
    ["Si7021"],
    IE,
    [],
    [],
    "The heater table lists 0000, 0001, 0010, 0100, 1000 and 1111 only; 0011 is not stated (interpolating ~21 mA is a guess).",
    wording="formal",
)
add(
    "rq47-u04",
    "hard",
    "simple",
    "tcs34725 average IDD if WTIME = 0x80, wait enabled?",
    ["TCS34725"],
    IE,
    [],
    [],
    "Table 2 gives average IDD for no wait, WTIME 0xFF, 0xEE, 0x00 and 0x00 + WLONG only; 0x80 is not listed.",
)
add(
    "rq47-u05",
    "medium",
    "simple",
    "What is the INA219 conversion time with 256-sample averaging?",
    ["INA219"],
    IE,
    [],
    [],
    "The ADC settings table stops at 128 samples (68.10 ms); 256 samples is not a setting in the sheet.",
    wording="formal",
)

add(
    "rq47-u06",
    "medium",
    "simple",
    "What relative humidity does ST recommend for storing VL53L0X modules?",
    ["VL53L0X"],
    IE,
    [],
    [],
    "Table 16 'Recommended storage conditions' gives temperature only (-40..+85 C); MSL 3 is stated but no storage humidity figure.",
    wording="formal",
)
add(
    "rq47-u07",
    "hard",
    "simple",
    "nrf24l01+ max power dissipation at 25C ambient?",
    ["nRF24L01+"],
    IE,
    [],
    [],
    "Absolute maximum PD is given at TA = 85 C only (60 mW); no 25 C figure or derating.",
)
add(
    "rq47-u08",
    "hard",
    "simple",
    "max44009 tLOW in fast mode plus (1MHz)?",
    ["MAX44009"],
    IE,
    [],
    [],
    "The MAX44009 I2C timing is for fSCL up to 400 kHz only (tLOW 1.3 us); no Fast-mode Plus figures.",
)
add(
    "rq47-u09",
    "medium",
    "simple",
    "max7219 operating current at 3.3V supply?",
    ["MAX7219"],
    IE,
    [],
    [],
    "Supply range is 4.0..5.5 V and all currents are at V+ = 5 V +-10 %; for 3 V operation the sheet points to the MAX6951. No 3.3 V figure.",
)

# ---------- compatibility: compatible
C, X = "compatible", "incompatible"
add(
    "rq47-c01",
    "medium",
    "compatibility",
    "can i light the LED side of a pc817 from an xc6206 3.3v ldo (xc6206p33) with a resistor for ~20mA?",
    ["XC6206", "PC817"],
    C,
    [
        it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33 fixed output"),
        it("PC817", "supply_voltage", "V", typ=1.2, mx=1.4, cond="forward voltage VF, IF = 20 mA"),
        it("PC817", "supply_current", "mA", mx=50, cond="forward current IF, absolute maximum"),
    ],
    [
        ev("xc6206.pdf", 19, "3 3 3.3 XC6206P33***"),
        ev("pc817.pdf", 4, "Forward voltage VF IF=20mA − 1.2 1.4 V"),
        ev("pc817.pdf", 4, "Forward current IF 50 mA"),
    ],
    "3.3 V leaves >= 1.9 V for the series resistor above VF max 1.4 V; 20 mA < IF abs max 50 mA and far below the XC6206 200 mA (3.0 V type) output.",
)
add(
    "rq47-c02",
    "medium",
    "compatibility",
    "max7219 8x8 matrix + dht22 both on the same 5v rail, ok for the dht22?",
    ["MAX7219", "DHT22"],
    C,
    [
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating supply"),
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD, Table 4"),
    ],
    [
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
    ],
    "5 V is inside both ranges (MAX7219 4.0..5.5, DHT22 3.3..5.5); rail current / LED ripple is not asked.",
)
add(
    "rq47-c03",
    "medium",
    "compatibility",
    "Can an LM35 and an INA219 share a single regulated 5 V supply rail?",
    ["LM35", "INA219"],
    C,
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operates from 4 to 30 V"),
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS operating supply range"),
    ],
    [
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
    ],
    "5 V within LM35 4..30 V and INA219 3..5.5 V.",
    wording="formal",
)
add(
    "rq47-c04",
    "medium",
    "compatibility",
    "ds18b20 (powered, not parasite) and mcp4725 dac both off 5V from usb - fine?",
    ["DS18B20", "MCP4725"],
    C,
    [
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating voltage"),
    ],
    [
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
    ],
    "5 V within DS18B20 3.0..5.5 V (local power) and MCP4725 2.7..5.5 V.",
)
add(
    "rq47-c05",
    "hard",
    "compatibility",
    "hmc5883l + ads1115 (ADDR pin to GND) on one i2c bus, any address clash?",
    ["HMC5883L", "ADS1115"],
    C,
    [
        it("HMC5883L", "i2c_address", values=["0x1E"], cond="fixed 7-bit address"),
        it("ADS1115", "i2c_address", values=["0x48"], cond="ADDR = GND -> 1001000"),
    ],
    [
        ev(
            "hmc5883l.pdf",
            11,
            "succeed the 7-bit address (0x1E) plus 1 bit read/write identifier, i.e. 0x3D for read and 0x3C for write.",
        ),
        ev("ads1115.pdf", 17, "Ground 1001000"),
    ],
    "0x1E vs 0x48: no clash. Both at 3.3 V or 5 V is a separate question (HMC5883L VDD max 3.6 V) not asked here.",
)
add(
    "rq47-c06",
    "medium",
    "compatibility",
    "Can a MAX31865 RTD converter and an MPU-6050 both be supplied from a 3.3 V rail?",
    ["MAX31865", "MPU-6050"],
    C,
    [
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD recommended"),
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating voltages"),
    ],
    [
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
        ev("mpu-6050.pdf", 14, "VDD POWER SUPPLY Operating Voltages 2.375 3.46 V"),
    ],
    "3.3 V within MAX31865 3.0..3.6 V and MPU-6050 2.375..3.46 V.",
    wording="formal",
)

add(
    "rq47-c07",
    "hard",
    "compatibility",
    "INA3221 powered straight from the 1S lipo that an MCP73831-2 charges (so up to 4.2V), VS ok?",
    ["INA3221", "MCP73831"],
    C,
    [
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="operating supply voltage VS"),
    ],
    [
        ev("mcp73831.pdf", 3, "4.168 4.20 4.232 V MCP7383X-2"),
        ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V"),
    ],
    "cell max 4.232 V < 5.5 V; a Li-ion cell stays above 2.7 V in normal use.",
)
add(
    "rq47-c08",
    "medium",
    "compatibility",
    "Can a W25Q64FV flash and a TCS34725 colour sensor run from the same 3.0 V supply?",
    ["W25Q64FV", "TCS34725"],
    C,
    [
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single power supply"),
        it(
            "TCS34725",
            "supply_voltage",
            "V",
            mn=2.7,
            typ=3,
            mx=3.6,
            cond="VDD, TCS34725, I2C Vbus = VDD",
        ),
    ],
    [
        ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply"),
        ev(
            "tcs34725.pdf",
            3,
            "Supply voltage, VDD (TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6 V",
        ),
    ],
    "3.0 V within both 2.7..3.6 V ranges (W25Q64FV fast read at 104 MHz needs 3.0..3.6 V, still met).",
    wording="formal",
)

# ---------- compatibility: incompatible
add(
    "rq47-i01",
    "medium",
    "compatibility",
    "lm2596 buck set to 5v -> max44009 VCC directly?",
    ["LM2596", "MAX44009"],
    X,
    [
        it("LM2596", "output_voltage", "V", value=5.0, cond="adjustable part set to Vout = 5.0 V"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [
        ev(
            "lm2596.pdf",
            4,
            "Feedback Voltage (Vin = 12 V, ILoad = 0.5 A, Vout = 5.0 V, ) VFB_nom 1.23 V",
        ),
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
    ],
    "5 V > MAX44009 VCC max 3.6 V.",
)
add(
    "rq47-i02",
    "hard",
    "compatibility",
    "can the mcp4725 dac output drive a srd-05vdc-sl-c relay coil directly (dac at full scale 5v)?",
    ["MCP4725", "SRD-05VDC-SL-C"],
    X,
    [
        it(
            "MCP4725",
            "peak_output_current",
            "mA",
            typ=15,
            mx=24,
            cond="ISC short-circuit current, VDD = 5 V",
        ),
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=71.4,
            cond="nominal coil current, 05 VDC high-sensitivity (L)",
        ),
    ],
    [
        ev("mcp4725.pdf", 3, "Short Circuit Current ISC — 15 24 mA VDD = 5V, VOUT = Grounded"),
        ev("srd-05vdc-sl-c.pdf", 2, "(High 05 05 71.4 70"),
    ],
    "coil needs 71.4 mA (89.3 mA standard coil); the DAC output current-limits at 15 typ / 24 max mA.",
)
add(
    "rq47-i03",
    "medium",
    "compatibility",
    "bh1750 wired straight to a 1s lipo charged by mcp73831-2?",
    ["BH1750", "MCP73831"],
    X,
    [
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [
        ev("mcp73831.pdf", 3, "4.168 4.20 4.232 V MCP7383X-2"),
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
    ],
    "a charged cell (4.2 V) exceeds BH1750 VCC max 3.6 V.",
)
add(
    "rq47-i04",
    "medium",
    "compatibility",
    "cc1101 module on the same 5V rail as my max7219 display?",
    ["CC1101", "MAX7219"],
    X,
    [
        it("CC1101", "supply_voltage", "V", mn=1.8, mx=3.6, cond="operating supply voltage"),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating supply"),
    ],
    [
        ev("cc1101.pdf", 8, "Operating supply voltage 1.8 3.6 V"),
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
    ],
    "5 V is fine for the MAX7219 but above CC1101 max 3.6 V.",
)
add(
    "rq47-i05",
    "medium",
    "compatibility",
    "Can a MAX7219 LED driver and an MPU-6050 both be powered from one 3.3 V rail?",
    ["MAX7219", "MPU-6050"],
    X,
    [
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating supply"),
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating voltages"),
    ],
    [
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
        ev("mpu-6050.pdf", 14, "VDD POWER SUPPLY Operating Voltages 2.375 3.46 V"),
    ],
    "3.3 V is fine for the MPU-6050 but below MAX7219 V+ min 4.0 V; no common voltage exists (3.46 < 4.0).",
    wording="formal",
)
add(
    "rq47-i06",
    "medium",
    "compatibility",
    "acs712 + ina219 both on 3v3, gonna compare readings",
    ["ACS712", "INA219"],
    X,
    [
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS operating supply range"),
    ],
    [
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
    ],
    "3.3 V suits the INA219 but is below ACS712 VCC min 4.5 V.",
)
add(
    "rq47-i07",
    "medium",
    "compatibility",
    "An MCP2515 CAN controller runs from 5 V. Can a BH1750 without its own regulator be powered from the same 5 V rail?",
    ["MCP2515", "BH1750"],
    X,
    [
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
    ],
    "5 V > BH1750 VCC max 3.6 V (fine for the MCP2515).",
    wording="formal",
)

add(
    "rq47-i08",
    "hard",
    "compatibility",
    "12v wall adapter straight into drv8833 VM for two 12v motors, tm1637 gets 5v from elsewhere. ok?",
    ["DRV8833", "TM1637"],
    X,
    [
        it(
            "DRV8833",
            "load_supply_voltage",
            "V",
            mn=2.7,
            mx=10.8,
            cond="VM motor power supply, recommended",
        ),
        it("TM1637", "supply_voltage", "V", typ=5, cond="logic power supply VDD"),
    ],
    [
        ev("drv8833.pdf", 5, "Motor power supply voltage range (1) 2.7 10.8 V"),
        ev("tm1637.pdf", 9, "Logic power supply voltage VDD 5 V"),
    ],
    "12 V > DRV8833 VM max 10.8 V; the TM1637 at 5 V is fine.",
)
add(
    "rq47-i09",
    "hard",
    "compatibility",
    "want to galvanically isolate SPI to a w25q64 flash with pc817 optos, clock ~1MHz. will that work?",
    ["PC817", "W25Q64FV"],
    X,
    [
        it(
            "PC817",
            "response_time",
            "us",
            typ=4,
            mx=18,
            cond="rise time tr, VCE = 2 V, IC = 2 mA, RL = 100 Ohm",
        ),
        it("PC817", "response_time", "us", typ=3, mx=18, cond="fall time tf, same conditions"),
    ],
    [
        ev("pc817.pdf", 4, "Rise time tr − 4 18 µs"),
        ev("pc817.pdf", 4, "Fall time tf − 3 18 µs"),
        ev("pc817.pdf", 4, "Response time VCE=2V, IC=2mA, RL=100Ω"),
    ],
    "a 1 MHz clock has a 0.5 us half-period; PC817 edges take 3..4 us typ, up to 18 us (cut-off 80 kHz typ).",
)
add(
    "rq47-i10",
    "hard",
    "compatibility",
    "txs0108e, i put both VCCA and VCCB on 5V and hooked the B side to a ds3231 on 5V. problem?",
    ["TXS0108E", "DS3231"],
    X,
    [
        it(
            "TXS0108E",
            "io_supply_voltage",
            "V",
            mn=1.4,
            mx=3.6,
            cond="VCCA recommended (VCCA <= VCCB)",
        ),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
    ],
    [
        ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6 V"),
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"),
    ],
    "5 V on VCCA exceeds its 3.6 V max; the DS3231 at 5 V is fine.",
)

# ---------- compatibility: not decidable from the sheets
add(
    "rq47-e01",
    "hard",
    "compatibility",
    "will the tm1637 display multiplexing mess with vl53l0x distance readings if the sensor sits right next to it?",
    ["TM1637", "VL53L0X"],
    IE,
    [],
    [],
    "Neither sheet gives LED flicker / ambient-light immunity figures that settle it; the VL53L0X gives ranging under ambient conditions, not next to a multiplexed display.",
)
add(
    "rq47-e02",
    "medium",
    "compatibility",
    "does a steel-probe DS18B20 mounted 1 cm from an HMC5883L disturb the compass?",
    ["DS18B20", "HMC5883L"],
    IE,
    [],
    [],
    "No magnetic content figure for the probe (not even in the DS18B20 sheet, which covers the bare chip); HMC5883L gives field range, not a keep-out distance.",
    wording="formal",
)
add(
    "rq47-e03",
    "medium",
    "compatibility",
    "lm35 glued next to the l298n heatsink, will the reading be off from the l298 heat?",
    ["LM35", "L298N"],
    IE,
    [],
    [],
    "The L298N sheet gives thermal resistances and total dissipation, not the heatsink temperature at a given load; no way to decide.",
)
add(
    "rq47-e04",
    "medium",
    "compatibility",
    "If an MQ-2 and a DHT22 are mounted side by side in a small enclosure, will the MQ-2 heater corrupt the DHT22 humidity reading?",
    ["MQ-2", "DHT22"],
    IE,
    [],
    [],
    "MQ-2 gives heater power (about 800 mW) but no enclosure temperature rise; DHT22 accuracy depends on it. Not decidable.",
    wording="formal",
)

add(
    "rq47-e05",
    "hard",
    "compatibility",
    "srd 5v relay clicking a heater on/off, max31855 thermocouple wire runs past it. will the readings glitch?",
    ["SRD-05VDC-SL-C", "MAX31855"],
    IE,
    [],
    [],
    "No EMI / coil-switching transient figure for the relay and no noise-immunity spec for the MAX31855 inputs.",
)
add(
    "rq47-e06",
    "hard",
    "compatibility",
    "Will an IRLZ44N switching a 10 A load with PWM, placed next to a DS3231, degrade the RTC's timekeeping accuracy?",
    ["IRLZ44N", "DS3231"],
    IE,
    [],
    [],
    "DS3231 gives stability vs temperature and voltage, not vs nearby switching noise; the IRLZ44N sheet has no emission data. Heat would need the board layout.",
    wording="formal",
)
add(
    "rq47-e07",
    "medium",
    "compatibility",
    "nrf24l01+ transmitting next to a ds18b20 on a long 1-wire cable, will the 1wire readings get corrupted?",
    ["nRF24L01+", "DS18B20"],
    IE,
    [],
    [],
    "No RF-immunity figure for the DS18B20 1-Wire line; nRF24L01+ gives TX power only.",
)
add(
    "rq47-e08",
    "hard",
    "compatibility",
    "cc1101 433mhz transmitting +10dbm right beside a tcs34725, will the color counts jump?",
    ["CC1101", "TCS34725"],
    IE,
    [],
    [],
    "TCS34725 gives no RF susceptibility; CC1101 gives output power but no near-field figure. Not decidable.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
