"""realq44: 60 blind questions on the real dev and dev2 datasheets (writes questions.jsonl)."""

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


NRF = "nRF24L01+"

# ---------- answerable factual
add(
    "rq44-f01",
    "hard",
    "simple",
    "nrf24l01+ with a 10k pull-up and about 50 pF on MISO (long-ish wires) - whats the max SCK to data valid delay?",
    [NRF],
    None,
    [
        it(
            NRF,
            "response_time",
            "ns",
            mx=86,
            cond="Tcd SCK to data valid, Rpull = 10 kOhm, Cload = 50 pF (Table 24)",
        )
    ],
    [
        ev("nrf24l01p.pdf", 54, "Tcd SCK to Data Valid 86 ns"),
        ev("nrf24l01p.pdf", 54, "Table 24. SPI timing parameters (Rpull = 10kΩ, Cload = 50pF)"),
    ],
    "86 ns max; look-alikes Tcd 55 ns (5 pF), 58 ns (10 pF), 123 ns (100 pF); Tcsd 75 ns in the same table.",
)
add(
    "rq44-f02",
    "hard",
    "simple",
    "For the nRF24L01+ with Rpull = 10 kOhm and Cload = 100 pF, what is the maximum SCK-to-data-valid time (Tcd)? Give it in microseconds.",
    [NRF],
    None,
    [
        it(
            NRF,
            "response_time",
            "ns",
            mx=123,
            cond="Tcd SCK to data valid, Rpull = 10 kOhm, Cload = 100 pF (Table 25)",
        )
    ],
    [
        ev("nrf24l01p.pdf", 54, "Tcd SCK to Data Valid 123 ns"),
        ev("nrf24l01p.pdf", 54, "Table 25. SPI timing parameters (Rpull = 10kΩ, Cload = 100pF)"),
    ],
    "123 ns = 0.123 us max; look-alikes Tcsd / Tcdz 116 ns (same table), Tcd 86 ns at 50 pF, 55 / 58 ns at 5 / 10 pF.",
    wording="formal",
)
add(
    "rq44-f03",
    "medium",
    "simple",
    "picking a 16 MHz crystal for a bare nrf24l01+ chip. how tight does the crystal frequency tolerance have to be?",
    [NRF],
    None,
    [
        it(
            NRF,
            "accuracy",
            "ppm",
            mn=-60,
            mx=60,
            cond="crystal frequency tolerance (delta F), 16 MHz crystal spec",
        )
    ],
    [ev("nrf24l01p.pdf", 19, "ΔF Tolerance ab ±60 ppm")],
    "+-60 ppm; look-alikes load capacitance 8/12/16 pF, C0 1.5/7.0 pF, ESR 100 Ohm, frequency deviation +-160 kHz (p15).",
)
add(
    "rq44-f04",
    "hard",
    "simple",
    "What is the typical gain drift of the ADS1115 when the PGA is set to the +-0.256 V full-scale range?",
    ["ADS1115"],
    None,
    [it("ADS1115", "accuracy", "ppm/°C", typ=7, cond="gain drift, FS = +-0.256 V")],
    [ev("ads1115.pdf", 3, "FS = ±0.256V 7 ppm/°C")],
    "7 ppm/C typ; look-alikes FS +-2.048 V 5 typ / 40 max ppm/C, FS +-6.144 V 5 ppm/C, gain power-supply rejection 80 ppm/V.",
    wording="formal",
)
add(
    "rq44-f05",
    "medium",
    "simple",
    "ads1115: if i switch between PGA gains, how well do the gains match each other? (not between inputs, between gain settings)",
    ["ADS1115"],
    None,
    [
        it(
            "ADS1115",
            "accuracy",
            "%",
            typ=0.02,
            mx=0.1,
            cond="PGA gain match, match between any two PGA gains",
        )
    ],
    [ev("ads1115.pdf", 3, "PGA gain match (3) Match between any two PGA gains 0.02 0.1 %")],
    "0.02 typ / 0.1 max %; look-alikes gain match between any two inputs 0.05 / 0.1 %, gain error 0.01 / 0.15 % (rq27-f01).",
)
add(
    "rq44-f06",
    "medium",
    "simple",
    "hx711 running at 80 samples/s (RATE pin high), gain 128: how much input noise?",
    ["HX711"],
    None,
    [
        it(
            "HX711",
            "resolution",
            "nV",
            typ=90,
            q="voltage",
            cond="input noise (rms), gain = 128, RATE = DVDD (80 Hz)",
        )
    ],
    [
        ev("hx711.pdf", 3, "Gain = 128，RATE = DVDD 90"),
        ev("hx711.pdf", 3, "Gain = 128，RATE = 0 50 nV(rms)"),
    ],
    "90 nV rms typ; look-alike 50 nV rms at RATE = 0 (10 Hz). Noise filed as resolution (as rq29-f23).",
)
add(
    "rq44-f07",
    "hard",
    "simple",
    "how much does the hx711 input offset drift per degree C at gain 128? not the 0.2 mV offset drift number, the temperature one",
    ["HX711"],
    None,
    [
        it(
            "HX711",
            "accuracy",
            "nV/°C",
            mn=-6,
            mx=6,
            q="voltage",
            cond="temperature drift of input offset, gain = 128",
        )
    ],
    [ev("hx711.pdf", 3, "Input offset（Gain = 128） ±6 nV/℃")],
    "+-6 nV/C (typ column); look-alikes gain temperature drift +-5 ppm/C, input offset drift 0.2 mV (gain 128) / 0.4 mV (gain 64, rq41-f16).",
)
add(
    "rq44-s01",
    "hard",
    "structured",
    "l298: how much voltage do i lose on the high-side (source) transistor at 1 A and at 2 A load current?",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "dropout_voltage",
            "V",
            mn=0.95,
            typ=1.35,
            mx=1.7,
            cond="VCEsat(H) source saturation, IL = 1 A",
        ),
        it(
            "L298N",
            "dropout_voltage",
            "V",
            typ=2,
            mx=2.7,
            cond="VCEsat(H) source saturation, IL = 2 A",
        ),
    ],
    [
        ev("l298n.pdf", 3, "VCEsat (H) Source Saturation Voltage IL = 1A 0.95 1.35 1.7 V"),
        ev("l298n.pdf", 3, "IL = 2A 2 2.7 V"),
    ],
    "1 A: 0.95/1.35/1.7 V; 2 A: 2/2.7 V. Look-alikes VCEsat(L) sink 0.85/1.2/1.6 V at 1 A and 1.7/2.3 V at 2 A (rq33-f15), total drop 4.9 V at 2 A (note 5).",
)
add(
    "rq44-f08",
    "hard",
    "simple",
    "l298 enable-pin switching: typical sink current fall time T6 when you chop with ENA instead of the inputs? in nanoseconds please",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "response_time",
            "us",
            typ=0.35,
            cond="T6 (Ven) sink current fall time, 0.9 IL to 0.1 IL",
        )
    ],
    [ev("l298n.pdf", 4, "T6 (Ven) Sink Current Fall Time 0.9 IL to 0.1 IL (3); (4) 0.35 µs")],
    "0.35 us = 350 ns; look-alikes T6 (Vi) 0.25 us, T7 (Ven) 0.25 us, T8 (Ven) 0.1 us, T2 (Vi) 0.2 us.",
)
add(
    "rq44-f09",
    "medium",
    "simple",
    "What is the load regulation of the AMS1117-5.0 at VIN = 8 V for 0 to 1 A at 25 C?",
    ["AMS1117"],
    None,
    [
        it(
            "AMS1117",
            "accuracy",
            "mV",
            typ=5,
            mx=20,
            q="voltage",
            cond="AMS1117-5.0 load regulation, VIN = 8 V, 0..1 A, TJ = 25 C",
        )
    ],
    [ev("ams1117.pdf", 3, "AMS1117-5.0 VIN = 8V, 0 ≤ IOUT ≤ 1A 5 20 mV")],
    "5 typ / 20 max mV at 25 C; look-alikes 10 / 35 mV over temperature (next line), AMS1117-2.85 3/12 mV, AMS1117-3.3 3/15 mV (rq42-f05).",
    wording="formal",
)
add(
    "rq44-f10",
    "medium",
    "simple",
    "mpu6050 accel at +-2g: how much does the sensitivity change with temperature?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "accuracy",
            "%/°C",
            mn=-0.02,
            mx=0.02,
            q="acceleration",
            cond="accelerometer sensitivity change vs temperature, AFS_SEL = 0, -40..+85 C",
        )
    ],
    [
        ev(
            "mpu-6050.pdf",
            13,
            "Sensitivity Change vs. Temperature AFS_SEL=0, -40°C to +85°C ±0.02 %/°C",
        )
    ],
    "+-0.02 %/C; look-alikes zero-g level change vs temperature +-35 mg (X/Y, next rows) / +-60 mg (Z, rq43-f18), sensitivity scale factors per AFS_SEL.",
)
add(
    "rq44-f11",
    "medium",
    "simple",
    "ina219 in power-down mode: how much leakage current goes into the IN+ pin from the bus?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "standby_current",
            "uA",
            typ=0.1,
            mx=0.5,
            cond="IN+ pin input leakage, power-down mode",
        )
    ],
    [ev("ina219.pdf", 5, "IN+ pin input leakage Power-down mode 0.1 ±0.5 0.1 ±0.5 μA")],
    "0.1 typ / +-0.5 max uA (A and B grade); look-alikes IN+ input bias current 20 uA in active mode, power-down supply current 6 / 15 uA.",
)
add(
    "rq44-f12",
    "hard",
    "simple",
    "What is the typical temperature coefficient of the INA219 offset voltage (referred to input) over -25 C to 85 C?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "accuracy",
            "uV/°C",
            typ=0.1,
            q="voltage",
            cond="offset voltage RTI vs temperature, TA = -25..85 C",
        )
    ],
    [ev("ina219.pdf", 5, "vs Temperature TA = –25°C to 85°C 0.1 0.1 μV/°C")],
    "0.1 uV/C typ; look-alikes VOS +-10..+-40 uV typ per PGA, gain error vs temperature 1 m%/C, PSRR 10 uV/V.",
    wording="formal",
)
add(
    "rq44-f13",
    "medium",
    "simple",
    "bme280 humidity hysteresis? like going 10 -> 90 -> 10 %RH, how far off does it come back",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "accuracy",
            "%RH",
            mn=-1,
            mx=1,
            q="relative_humidity",
            cond="humidity hysteresis HH, 10->90->10 %RH, 25 C",
        )
    ],
    [ev("bme280.pdf", 9, "Hysteresis 2 HH 109010 %RH, ±1 %RH")],
    "+-1 %RH; look-alikes absolute accuracy +-3 %RH, nonlinearity 1 %RH, noise 0.02 %RH, long-term stability 0.5 %RH/year, resolution 0.008 %RH.",
)
add(
    "rq44-f14",
    "medium",
    "simple",
    "How closely does the ADS1115 gain match between any two of its inputs?",
    ["ADS1115"],
    None,
    [
        it(
            "ADS1115",
            "accuracy",
            "%",
            typ=0.05,
            mx=0.1,
            cond="gain match, match between any two inputs",
        )
    ],
    [ev("ads1115.pdf", 3, "Gain match Match between any two inputs 0.05 0.1 %")],
    "0.05 typ / 0.1 max %; look-alikes PGA gain match 0.02 / 0.1 %, offset match 3 LSB.",
    wording="formal",
)
add(
    "rq44-f15",
    "medium",
    "simple",
    "si7021 set to 10-bit humidity. how noisy are the readings (rms)?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "resolution",
            "%RH",
            typ=0.1,
            q="relative_humidity",
            cond="RH repeatability/noise, 10-bit resolution (RMS)",
        )
    ],
    [ev("si7021.pdf", 7, "10-bit resolution — 0.1 —")],
    "0.1 %RH RMS; look-alikes 0.025 (12-bit), 0.05 (11-bit), 0.2 (8-bit) %RH RMS; hysteresis +-1 %RH. Noise filed as resolution.",
)
add(
    "rq44-f16",
    "hard",
    "simple",
    "Si7021: ¿cuál es la repetibilidad/ruido RMS típico de la temperatura con resolución de 13 bits?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "resolution",
            "°C",
            typ=0.02,
            q="temperature",
            cond="temperature repeatability/noise, 13-bit resolution (RMS)",
        )
    ],
    [ev("si7021.pdf", 9, "13-bit resolution — 0.02 —")],
    "0.02 C RMS; look-alikes 0.01 (14-bit), 0.04 (12-bit), 0.08 (11-bit) C RMS; long-term stability 0.01 C/yr.",
    wording="formal",
    lang="es",
)
add(
    "rq44-f17",
    "hard",
    "simple",
    "What is the typical offset error drift of the MCP4725 between +25 C and +85 C?",
    ["MCP4725"],
    None,
    [it("MCP4725", "accuracy", "ppm/°C", mn=-2, mx=2, cond="offset error drift, +25..+85 C")],
    [ev("mcp4725.pdf", 3, "— ±2 — ppm/°C +25°C to +85°C")],
    "+-2 ppm/C typ; look-alikes +-1 ppm/C for -45..+25 C (line above), gain error drift -3 ppm/C.",
    wording="formal",
)
add(
    "rq44-f18",
    "medium",
    "simple",
    "mcp4725 gain error drift per degree?",
    ["MCP4725"],
    None,
    [it("MCP4725", "accuracy", "ppm/°C", typ=-3, cond="gain error drift")],
    [ev("mcp4725.pdf", 3, "Gain Error Drift ΔGE/°C — -3 — ppm/°C")],
    "-3 ppm/C typ; look-alikes offset error drift +-1 / +-2 ppm/C, gain error (% of FSR).",
)
add(
    "rq44-f19",
    "medium",
    "simple",
    "got a pc817 marked X5 (PC817X5). what collector current range does that rank give at IF = 5 mA?",
    ["PC817"],
    None,
    [
        it(
            "PC817",
            "output_current",
            "mA",
            mn=4.0,
            mx=13.0,
            cond="PC817X5, rank A or B, IF = 5 mA, VCE = 5 V, Ta = 25 C",
        )
    ],
    [ev("pc817.pdf", 5, "PC817X5 PC817XF5 PC817XI5 PC817XP5 − A or B 4.0 to 13.0")],
    "4.0..13.0 mA; look-alikes X1 (A) 4.0..8.0, X2 (B) 6.5..13.0 (rq41-f01), X8 (A, B or C) 4.0..20.0 (rq41-f02), X6 6.5..20.0.",
)
add(
    "rq44-f20",
    "hard",
    "simple",
    "Welcher Kollektorstrombereich gilt fuer den PC817X7 bei IF = 5 mA und VCE = 5 V?",
    ["PC817"],
    None,
    [
        it(
            "PC817",
            "output_current",
            "mA",
            mn=10.0,
            mx=30.0,
            cond="PC817X7, rank C or D, IF = 5 mA, VCE = 5 V, Ta = 25 C",
        )
    ],
    [ev("pc817.pdf", 5, "PC817X7 PC817XF7 PC817XI7 PC817XP7 − C or D 10.0 to 30.0")],
    "10.0..30.0 mA; look-alikes X3 (C) 10.0..20.0 (rq9-f42), X4 (D) 15.0..30.0 (rq25-f01), X9 (B, C or D) 6.5..30.0.",
    wording="formal",
    lang="de",
)
add(
    "rq44-k01",
    "hard",
    "comparison",
    "which drifts less in gain with temperature: an hx711 at gain 128 or an ads1115 on its +-0.256 V range?",
    ["HX711", "ADS1115"],
    None,
    [
        it("HX711", "accuracy", "ppm/°C", mn=-5, mx=5, cond="gain temperature drift, gain = 128"),
        it("ADS1115", "accuracy", "ppm/°C", typ=7, cond="gain drift, FS = +-0.256 V"),
    ],
    [
        ev("hx711.pdf", 3, "Gain（Gain = 128） ±5 ppm/℃"),
        ev("ads1115.pdf", 3, "FS = ±0.256V 7 ppm/°C"),
    ],
    "HX711 +-5 ppm/C (typ column) vs ADS1115 7 ppm/C typ: the HX711 is lower. Look-alikes ADS1115 5 / 40 ppm/C at +-2.048 V, HX711 offset drift +-6 nV/C.",
)

# ---------- factual, not in the sheet
add(
    "rq44-u01",
    "hard",
    "simple",
    "ads1115 gain drift on the +-1.024 V range? need a number for my error budget",
    ["ADS1115"],
    "insufficient_evidence",
    [],
    [],
    "Gain drift is given for FS = +-0.256 V (7 ppm/C), +-2.048 V (5 / 40 ppm/C) and +-6.144 V (5 ppm/C) only; +-1.024 V is not listed.",
)
add(
    "rq44-u02",
    "hard",
    "simple",
    "What is the maximum nRF24L01+ SCK-to-data-valid time (Tcd) with a 20 pF load on MISO?",
    [NRF],
    "insufficient_evidence",
    [],
    [],
    "Tcd is tabulated for Cload = 5, 10, 50 and 100 pF (55, 58, 86, 123 ns); no 20 pF table. Interpolation is not a stated value.",
    wording="formal",
)
add(
    "rq44-u03",
    "medium",
    "simple",
    "hx711 channel A at gain 64: what's the input noise in nV rms?",
    ["HX711"],
    "insufficient_evidence",
    [],
    [],
    "Input noise is given only for gain = 128 (50 nV rms at RATE = 0, 90 at RATE = DVDD); no row for gain 64 or 32.",
)
add(
    "rq44-u04",
    "medium",
    "simple",
    "ams1117-5.0 load regulation when VIN is only 6.5 V (0-1 A)?",
    ["AMS1117"],
    "insufficient_evidence",
    [],
    [],
    "AMS1117-5.0 load regulation is given at VIN = 8 V only (5/20 mV, 10/35 mV over temperature); 6.5 V appears only in the output-voltage and line-regulation rows.",
)
add(
    "rq44-u05",
    "hard",
    "simple",
    "What is the INA219 IN+ pin input leakage in power-down mode at 85 C?",
    ["INA219"],
    "insufficient_evidence",
    [],
    [],
    "The leakage row (0.1 / +-0.5 uA) is at TA = 25 C (table header); no over-temperature value is given.",
    wording="formal",
)
add(
    "rq44-u06",
    "hard",
    "simple",
    "l298 high side saturation voltage at 3 A? running a bigger motor",
    ["L298N"],
    "insufficient_evidence",
    [],
    [],
    "VCEsat(H) is given at IL = 1 A (0.95/1.35/1.7 V) and 2 A (2/2.7 V); no 3 A row (total drop 4.9 V also at 2 A).",
)
add(
    "rq44-u07",
    "medium",
    "simple",
    "si7021 temperature noise if I drop to 10-bit temperature resolution?",
    ["Si7021"],
    "insufficient_evidence",
    [],
    [],
    "Temperature repeatability/noise is listed for 14, 13, 12 and 11 bit only (the temperature resolutions the part has); 10-bit exists only for RH (0.1 %RH).",
)
add(
    "rq44-u08",
    "hard",
    "simple",
    "mpu6050 accel on +-16g: how much does its sensitivity drift per degree C?",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [],
    "Sensitivity change vs temperature (+-0.02 %/C) is specified for AFS_SEL = 0 (+-2 g) only.",
)

add(
    "rq44-u09",
    "medium",
    "simple",
    "What is the MCP4725 offset error drift between +85 C and +125 C?",
    ["MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "Offset error drift is given for -45..+25 C (+-1 ppm/C) and +25..+85 C (+-2 ppm/C) only, although the part is rated to +125 C.",
    wording="formal",
)

# ---------- compatibility: compatible
V = "supply_voltage"
add(
    "rq44-c01",
    "medium",
    "compatibility",
    "max31855 thermocouple board and an ads1115 on the same 3.3v rail - both ok with that?",
    ["MAX31855", "ADS1115"],
    "compatible",
    [
        it("MAX31855", V, "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC recommended"),
        it("ADS1115", V, "V", mn=2, mx=5.5, cond="VDD"),
    ],
    [
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
    ],
    "3.3 V is inside 3.0..3.6 V and 2.0..5.5 V.",
)
add(
    "rq44-c02",
    "medium",
    "compatibility",
    "Can an nRF24L01+ and an HMC5883L share one regulated 3.3 V supply?",
    [NRF, "HMC5883L"],
    "compatible",
    [
        it(NRF, V, "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
        it("HMC5883L", V, "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
    ],
    [
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
    ],
    "3.3 V is in 1.9..3.6 V and 2.16..3.6 V.",
    wording="formal",
)
add(
    "rq44-c03",
    "hard",
    "compatibility",
    "ccs811 air sensor + hx711 load cell amp, both on 3.3v. any problem with the supply?",
    ["CCS811", "HX711"],
    "compatible",
    [
        it("CCS811", V, "V", mn=1.8, mx=3.3, cond="VDD"),
        it("HX711", V, "V", mn=2.6, mx=5.5, cond="DVDD"),
    ],
    [
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
        ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
    ],
    "3.3 V is the CCS811 maximum (edge, allowed) and inside the HX711 2.6..5.5 V.",
)
add(
    "rq44-c04",
    "medium",
    "compatibility",
    "powering a bh1750 from an xc6206 3.3v ldo (fed from usb 5v) - fine?",
    ["BH1750", "XC6206"],
    "compatible",
    [
        it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33x"),
        it("XC6206", V, "V", mn=1.8, mx=6.0, cond="VIN"),
        it("BH1750", V, "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [
        ev("xc6206.pdf", 19, "3 3 3.3 XC6206P33***"),
        ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V"),
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
        ev("bh1750.pdf", 2, "Supply Current Icc1 － 120 190 µA Ev = 100 lx ※1"),
    ],
    "5 V is inside the XC6206 VIN 1.8..6.0 V; 3.3 V inside BH1750 2.4..3.6 V; 190 uA is far below the LDO rating.",
)
add(
    "rq44-c05",
    "medium",
    "compatibility",
    "Can an INA219 current monitor and an MCP3008 ADC both be operated from a 5 V supply?",
    ["INA219", "MCP3008"],
    "compatible",
    [
        it("INA219", V, "V", mn=3, mx=5.5, cond="VS operating supply range"),
        it("MCP3008", V, "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
        ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V"),
    ],
    "5 V is in 3..5.5 V and 2.7..5.5 V.",
    wording="formal",
)

add(
    "rq44-c06",
    "hard",
    "compatibility",
    "Can an ADS1115 be supplied directly from a single Li-ion cell charged by an MCP73831-2 (4.2 V regulation)?",
    ["ADS1115", "MCP73831"],
    "compatible",
    [
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
        it("ADS1115", V, "V", mn=2, mx=5.5, cond="VDD"),
    ],
    [
        ev("mcp73831.pdf", 3, "4.168 4.20 4.232 V MCP7383X-2"),
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
    ],
    "The cell stays at or below 4.232 V and a Li-ion cell does not go below 2 V in use; inside 2.0..5.5 V.",
    wording="formal",
)
add(
    "rq44-c07",
    "medium",
    "compatibility",
    "mcp4725 dac on an ams1117-3.3 regulator output. vdd ok?",
    ["MCP4725", "AMS1117"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.235,
            typ=3.3,
            mx=3.365,
            cond="AMS1117-3.3, full temperature",
        ),
        it("MCP4725", V, "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev(
            "ams1117.pdf",
            2,
            "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V 3.235 3.300 3.365 V",
        ),
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
    ],
    "3.235..3.365 V is inside 2.7..5.5 V.",
)
add(
    "rq44-c08",
    "hard",
    "compatibility",
    "vl53l0x + mpu6050 breakouts (no regulators on them) sharing a 3.3v rail. ok for both?",
    ["VL53L0X", "MPU-6050"],
    "compatible",
    [
        it("VL53L0X", V, "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
        it("MPU-6050", V, "V", mn=2.375, mx=3.46, cond="VDD"),
    ],
    [
        ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
        ev("mpu-6050.pdf", 14, "VDD POWER SUPPLY Operating Voltages 2.375 3.46 V"),
    ],
    "3.3 V is inside 2.6..3.5 V and 2.375..3.46 V (0.16 V of margin to the MPU-6050 maximum).",
)
add(
    "rq44-c09",
    "medium",
    "compatibility",
    "dht11 and ina3221 on one 5 V supply - does that work for both?",
    ["DHT11", "INA3221"],
    "compatible",
    [
        it("DHT11", V, "V", mn=3.5, mx=5.5, cond="power supply DC"),
        it("INA3221", V, "V", mn=2.7, mx=5.5, cond="VS"),
    ],
    [
        ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"),
        ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V"),
    ],
    "5 V is in 3.5..5.5 V and 2.7..5.5 V.",
    wording="formal",
)
add(
    "rq44-c10",
    "hard",
    "compatibility",
    "txs0108e: A side (VCCA) from an xc6206 3.3v ldo, B side on 5v. is that a valid setup?",
    ["TXS0108E", "XC6206"],
    "compatible",
    [
        it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33x"),
        it("TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA (VCCA <= VCCB)"),
        it("TXS0108E", "io_supply_voltage", "V", mn=1.65, mx=5.5, cond="VCCB"),
    ],
    [
        ev("xc6206.pdf", 19, "3 3 3.3 XC6206P33***"),
        ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6 V"),
        ev("txs0108e.pdf", 6, "VCCB Supply voltage (3) 1.65 5.5 V"),
    ],
    "3.3 V in VCCA 1.4..3.6 V, 5 V in VCCB 1.65..5.5 V, and VCCA <= VCCB holds.",
)

# ---------- compatibility: incompatible
add(
    "rq44-i01",
    "medium",
    "compatibility",
    "can i run a max31855 off the same 5v line as my dht22?",
    ["MAX31855", "DHT22"],
    "incompatible",
    [
        it("MAX31855", V, "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC recommended"),
        it("MAX31855", "abs_max_supply_voltage", "V", mn=-0.3, mx=4.0, cond="VCC to GND"),
        it("DHT22", V, "V", mn=3.3, typ=5, mx=5.5, cond="VDD"),
    ],
    [
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("max31855.pdf", 2, "Supply Voltage Range (VCC to GND)...................-0.3V to +4.0V"),
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
    ],
    "5 V is fine for the DHT22 but above the MAX31855 abs max 4.0 V.",
)
add(
    "rq44-i02",
    "medium",
    "compatibility",
    "Is it acceptable to power a BH1750 from the same 5 V rail as an MCP3008?",
    ["BH1750", "MCP3008"],
    "incompatible",
    [
        it("BH1750", V, "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it("BH1750", "abs_max_supply_voltage", "V", mx=4.5, cond="Vmax"),
        it("MCP3008", V, "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
        ev("bh1750.pdf", 1, "Supply Voltage Vmax 4.5 V"),
        ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V"),
    ],
    "5 V exceeds the BH1750 abs max 4.5 V (operating max 3.6 V).",
    wording="formal",
)
add(
    "rq44-i03",
    "medium",
    "compatibility",
    "May an nRF24L01+ be powered directly, without a regulator, from a Li-ion cell charged by an MCP73831-2 to 4.2 V?",
    [NRF, "MCP73831"],
    "incompatible",
    [
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
        it(NRF, V, "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
    ],
    [
        ev("mcp73831.pdf", 3, "4.168 4.20 4.232 V MCP7383X-2"),
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
    ],
    "A full cell (4.17..4.23 V) is above the nRF24L01+ VDD max 3.6 V.",
    wording="formal",
)

add(
    "rq44-i04",
    "hard",
    "compatibility",
    "hmc5883l compass and an ina219 both on the arduino 5v pin (bare chips, no regulator)?",
    ["HMC5883L", "INA219"],
    "incompatible",
    [
        it("HMC5883L", V, "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
        it("INA219", V, "V", mn=3, mx=5.5, cond="VS"),
    ],
    [
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
        ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
    ],
    "5 V is fine for the INA219 but above the HMC5883L VDD max 3.6 V.",
)
add(
    "rq44-i05",
    "hard",
    "compatibility",
    "mq-3 alcohol sensor heater and a ccs811 both from one 3.3v rail?",
    ["MQ-3", "CCS811"],
    "incompatible",
    [
        it("MQ-3", "supply_voltage", "V", value=5, cond="VH heating voltage 5 V +-0.1"),
        it("CCS811", V, "V", mn=1.8, mx=3.3, cond="VDD"),
    ],
    [
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1 ACOR DC"),
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
    ],
    "3.3 V suits the CCS811, but the MQ-3 heater needs 5 V +-0.1 V.",
)
add(
    "rq44-i06",
    "medium",
    "compatibility",
    "Can a Si7021 be powered from the 5 V logic supply (VSS) of an L298 motor driver board?",
    ["Si7021", "L298N"],
    "incompatible",
    [
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS"),
        it("Si7021", V, "V", mn=1.9, mx=3.6, cond="VDD"),
    ],
    [
        ev("l298n.pdf", 3, "Logic Supply Voltage (pin 9) 4.5 5 7 V"),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
    ],
    "5 V is above the Si7021 VDD max 3.6 V.",
    wording="formal",
)
add(
    "rq44-i07",
    "hard",
    "compatibility",
    "lm2596 buck set to 5v feeding a bare vl53l0x sensor - ok?",
    ["LM2596", "VL53L0X"],
    "incompatible",
    [
        it(
            "LM2596",
            "output_voltage",
            "V",
            value=5.0,
            cond="set to 5 V (test circuit Vout = 5.0 V)",
        ),
        it("VL53L0X", V, "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
    ],
    [
        ev(
            "lm2596.pdf",
            4,
            "Feedback Voltage (Vin = 12 V, ILoad = 0.5 A, Vout = 5.0 V, ) VFB_nom 1.23 V",
        ),
        ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
    ],
    "5 V is above the VL53L0X AVDD max 3.5 V.",
)
add(
    "rq44-i08",
    "medium",
    "compatibility",
    "inmp441 mic and ads1115 on a 5v supply together?",
    ["INMP441", "ADS1115"],
    "incompatible",
    [
        it("INMP441", V, "V", mn=1.62, mx=3.63, cond="VDD"),
        it("ADS1115", V, "V", mn=2, mx=5.5, cond="VDD"),
    ],
    [
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
    ],
    "5 V suits the ADS1115 but is above the INMP441 VDD max 3.63 V.",
)
add(
    "rq44-i09",
    "hard",
    "compatibility",
    "max31855 + tm1637 display both from a 3.3v regulator. will both run?",
    ["MAX31855", "TM1637"],
    "incompatible",
    [
        it("MAX31855", V, "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("TM1637", V, "V", mn=4.5, mx=5.5, cond="VDD of the electrical characteristics"),
    ],
    [
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
    ],
    "3.3 V suits the MAX31855; the TM1637 characteristics are given for 4.5..5.5 V only.",
)
add(
    "rq44-i10",
    "hard",
    "compatibility",
    "one supply rail for an acs712 and a ccs811 - is there a voltage that works for both?",
    ["ACS712", "CCS811"],
    "incompatible",
    [
        it("ACS712", V, "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("CCS811", V, "V", mn=1.8, mx=3.3, cond="VDD"),
    ],
    [
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
    ],
    "The ranges 4.5..5.5 V and 1.8..3.3 V do not overlap.",
)

# ---------- compatibility: insufficient evidence
add(
    "rq44-e01",
    "medium",
    "compatibility",
    "nrf24l01+ sending bursts right next to an ads1115 reading a thermistor. will the rf mess up the readings?",
    [NRF, "ADS1115"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet gives RF susceptibility of the ADS1115 or near-field emissions of the nRF24L01+; only supply and CMRR figures at dc / 50 / 60 Hz.",
)
add(
    "rq44-e02",
    "hard",
    "compatibility",
    "Will the PWM switching noise of an L298 driving a DC motor be audible in an INMP441 microphone on the same board?",
    ["L298N", "INMP441"],
    "insufficient_evidence",
    [],
    [],
    "The INMP441 gives PSR for a 217 Hz square wave only; the L298 gives no emission figures. Coupling depends on layout.",
    wording="formal",
)
add(
    "rq44-e03",
    "hard",
    "compatibility",
    "max31855 thermocouple wires running beside the motor leads of a drv8833. will the readings get noisy?",
    ["MAX31855", "DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "No noise-rejection figure for the MAX31855 inputs; the DRV8833 gives rise/fall times but no emission data.",
)
add(
    "rq44-e04",
    "medium",
    "compatibility",
    "mq-3 heater sitting 1 cm from a dht22 in a small box - will the heat skew the dht22 temperature?",
    ["MQ-3", "DHT22"],
    "insufficient_evidence",
    [],
    [],
    "MQ-3 heater power (< 750 mW) is given, but no thermal coupling; the result depends on the enclosure.",
)
add(
    "rq44-e05",
    "hard",
    "compatibility",
    "Will the 940 nm VCSEL pulses of a VL53L0X placed next to a BH1750 disturb the BH1750 lux reading?",
    ["VL53L0X", "BH1750"],
    "insufficient_evidence",
    [],
    [],
    "The BH1750 spectral response is given only as a graph, the VL53L0X gives no emitted optical power near a neighbour; not decidable from stated values.",
    wording="formal",
)
add(
    "rq44-e06",
    "medium",
    "compatibility",
    "irlz44n switching a 12v led strip next to my hx711 scale. will the hx711 readings jump?",
    ["IRLZ44N", "HX711"],
    "insufficient_evidence",
    [],
    [],
    "No emission data for the IRLZ44N application and no susceptibility data for the HX711 beyond its 100 dB PSRR / CMRR.",
)
add(
    "rq44-e07",
    "medium",
    "compatibility",
    "tmp36 sitting right next to an mcp73831 charging at 500 mA - will the charger heat throw off the temperature?",
    ["TMP36", "MCP73831"],
    "insufficient_evidence",
    [],
    [],
    "The MCP73831 gives thermal resistances (SOT-23 230 C/W) but the temperature at the TMP36 depends on board layout; no stated value settles it.",
)
add(
    "rq44-e08",
    "hard",
    "compatibility",
    "si7021 on the same little board as an nrf24l01+ that transmits every second - does the radio warm up the humidity sensor?",
    ["Si7021", NRF],
    "insufficient_evidence",
    [],
    [],
    "The nRF24L01+ TX current is given, but nothing about the resulting heating at a neighbouring Si7021.",
)
add(
    "rq44-e09",
    "hard",
    "compatibility",
    "lm2596 buck switching at 150 khz powering a max31855 (through an ldo). will the ripple hurt the thermocouple reading?",
    ["LM2596", "MAX31855"],
    "insufficient_evidence",
    [],
    [],
    "The MAX31855 gives power-supply rejection only as -0.3 C/V at dc; no ripple rejection at 150 kHz, and the LDO is unspecified.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
