"""realq60: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: sensing and measurement builds (ADC inputs and references, sensor output ranges against converter
input ranges, accuracy and resolution under stated conditions, sampling rates, and the conditions at which a
figure holds).

python build_questions.py rewrites questions.jsonl next to this file.
"""

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


# ---------- factual, answerable (rq60-fNN)
add(
    "rq60-f01",
    "medium",
    "simple",
    "strain gauge logger with an ads1115 left on the default +-2.048 V range. the box sits outside so temp swings "
    "a lot. how much does the adc's gain drift per degree C (typ and max)?",
    ["ADS1115"],
    None,
    [
        it(
            "ADS1115",
            "accuracy",
            "ppm/°C",
            typ=5,
            mx=40,
            cond="gain drift, FS = +-2.048 V (includes PGA and reference errors)",
        )
    ],
    [ev("ads1115.pdf", 3, "Gain drift (3) FS = ±2.048V 5 40 ppm/°C")],
    "Gain drift at FS +-2.048 V: 5 typ / 40 max ppm/C; look-alikes: +-0.256 V row 7 ppm/C typ (rq44-f04), "
    "+-6.144 V row 5 ppm/C typ only, offset drift 0.005 LSB/C, gain error 0.01 / 0.15 % at 25 C.",
)
add(
    "rq60-f02",
    "medium",
    "simple",
    "What maximum offset error does the MCP3008 datasheet specify, in LSB, under its standard test conditions "
    "(VDD = VREF = 5 V, 200 ksps)?",
    ["MCP3008"],
    None,
    [
        it(
            "MCP3008",
            "accuracy",
            "LSB",
            mn=-1.5,
            mx=1.5,
            q="voltage",
            cond="offset error, VDD = VREF = 5 V, fSAMPLE = 200 ksps",
        )
    ],
    [ev("mcp3008.pdf", 3, "Offset Error — — ±1.5 LSB")],
    "+-1.5 LSB max; look-alikes: gain error +-1.0 LSB, INL +-0.5 / +-1 LSB, DNL +-0.25 / +-1 LSB.",
    wording="formal",
)
add(
    "rq60-f03",
    "hard",
    "simple",
    "lm35dz on a wall-wart that's anywhere between 5 and 24 V depending on load. over the full temp range, "
    "worst-case how many mV does the output move per volt of supply change?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "accuracy",
            "mV/V",
            mn=-0.2,
            mx=0.2,
            q="voltage",
            cond="line regulation, LM35C / LM35D, 4 V <= VS <= 30 V, full rated temperature range (design limit); "
            "typ +-0.02",
        )
    ],
    [ev("lm35.pdf", 4, "Line regulation (7) mV/V 4 V ≤ VS ≤ 30 V ±0.02 ±0.2 ±0.02 ±0.2")],
    "LM35C/LM35D line regulation 4..30 V over temperature: +-0.2 mV/V design limit (typ +-0.02); look-alikes: 25 C "
    "row +-0.01 / +-0.1 mV/V, LM35A / LM35CA rows +-0.1 mV/V (p3), load regulation +-2 / +-5 mV/mA.",
)
add(
    "rq60-f04",
    "hard",
    "simple",
    "For the LM35CA, what nonlinearity (deviation from the best-fit straight line over its rated temperature "
    "range) does the datasheet give: typical and design limit?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-0.3,
            mx=0.3,
            q="temperature",
            cond="nonlinearity, LM35CA, TMIN <= TA <= TMAX, design limit (typ +-0.15)",
        )
    ],
    [ev("lm35.pdf", 3, "Nonlinearity (6) TMIN ≤ TA ≤ TMAX ±0.18 ±0.35 ±0.15 ±0.3 °C")],
    "LM35CA +-0.15 typ / +-0.3 max; look-alikes: LM35A +-0.18 / +-0.35 on the same line, LM35 / LM35C / LM35D "
    "+-0.3 (or +-0.2) / +-0.5 on p4, front-page 'Nonlinearity only +-1/4 C typical'.",
    wording="formal",
)
add(
    "rq60-f05",
    "medium",
    "simple",
    "ina3221 watching three solar strings. for the BUS voltage reading (not the shunt), what gain error does "
    "the datasheet give, typ and max in %?",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "accuracy",
            "%",
            typ=0.1,
            mx=0.25,
            q="voltage",
            cond="bus voltage gain error, TA = 25 C, VS = 3.3 V",
        )
    ],
    [ev("ina3221.pdf", 5, "0.1% 0.25% Bus voltage gain error TA = –40°C to +125°C 10 50 ppm/°C")],
    "Bus voltage gain error 0.1 typ / 0.25 max % (drift 10 / 50 ppm/C on the next line); look-alikes: shunt voltage "
    "gain error with the same numbers on the row above, bus offset +-8 / +-16 mV, INA219 bus measurement error "
    "+-0.2 / +-0.5 %.",
)
add(
    "rq60-f06",
    "hard",
    "simple",
    "bh1750 question: how far off can the raw lux reading be from the real lux before any correction? the "
    "datasheet has a 'measurement accuracy' ratio (sensor out / actual lx), what are min/typ/max and at what "
    "light level is that specified?",
    ["BH1750"],
    None,
    [
        it(
            "BH1750",
            "accuracy",
            None,
            mn=0.96,
            typ=1.2,
            mx=1.44,
            q="illuminance",
            cond="measurement accuracy, sensor out / actual lx, EV = 1000 lx, white LED, VCC = 3.0 V, Ta = 25 C",
        )
    ],
    [ev("bh1750.pdf", 2, "Measurement Accuracy S/A 0.96 1.2 1.44 times EV = 1000 lx")],
    "0.96 / 1.2 / 1.44 times at 1000 lx (white LED); look-alikes: incandescent / fluorescent ratio 1 times, dark "
    "output 0..3 counts, H-resolution 1 lx, L-resolution 4 lx.",
)
add(
    "rq60-f07",
    "hard",
    "structured",
    "What repeatability/noise does the Si7021 datasheet give for relative humidity at 12-bit resolution and for "
    "temperature at 14-bit resolution?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "resolution",
            "%RH",
            typ=0.025,
            q="relative_humidity",
            cond="RH repeatability/noise, 12-bit, RMS, TA = 30 C",
        ),
        it(
            "Si7021",
            "resolution",
            "°C",
            typ=0.01,
            q="temperature",
            cond="temperature repeatability/noise, 14-bit, RMS",
        ),
    ],
    [
        ev("si7021.pdf", 7, "Repeatability/Noise 12-bit resolution — 0.025 —"),
        ev("si7021.pdf", 9, "Repeatability/Noise 14-bit resolution — 0.01 —"),
    ],
    "0.025 %RH RMS and 0.01 C RMS; look-alikes: RH 10-bit 0.1 (rq44-f15), 11-bit 0.05, 8-bit 0.2; temperature "
    "13-bit 0.02, 12-bit 0.04, 11-bit 0.08; RH accuracy +-2 / +-3 %RH, temperature +-0.3 / +-0.4 C.",
    wording="formal",
)
add(
    "rq60-f08",
    "hard",
    "structured",
    "hmc5883l next to a motor magnet, the field at the chip peaks around 2 gauss on one axis. which gain setting "
    "has the finest resolution while still covering that (recommended range)? give that range, the gain in "
    "LSb/gauss and the digital resolution",
    ["HMC5883L"],
    None,
    [
        it(
            "HMC5883L",
            "measurement_range",
            "gauss",
            mn=-2.5,
            mx=2.5,
            q="magnetic_field",
            cond="recommended sensor field range, GN = 011",
        ),
        it(
            "HMC5883L",
            "sensitivity",
            "LSB/gauss",
            value=660,
            q="magnetic_field",
            cond="gain, GN = 011",
        ),
        it(
            "HMC5883L",
            "resolution",
            "gauss",
            value=0.00152,
            q="magnetic_field",
            cond="digital resolution 1.52 mG/LSb, GN = 011",
        ),
    ],
    [ev("hmc5883l.pdf", 13, "0 1 1 ± 2.5 Ga 660 1.52")],
    "GN = 011: +-2.5 Ga, 660 LSb/Ga, 1.52 mG/LSb; look-alike: GN = 010 +-1.9 Ga / 820 / 1.22 mG is finer but does "
    "not reach 2 Ga; default GN = 001 +-1.3 Ga / 1090 / 0.92 mG.",
)
add(
    "rq60-f09",
    "medium",
    "simple",
    "By how much can the MPU-6050 accelerometer zero-g level of the X and Y axes change with temperature between "
    "0 °C and +70 °C? Give the answer in g.",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "accuracy",
            "g",
            mn=-0.035,
            mx=0.035,
            q="acceleration",
            cond="zero-g level change vs temperature, X and Y axes, 0 C to +70 C (+-35 mg typ)",
        )
    ],
    [ev("mpu-6050.pdf", 13, "Zero-G Level Change vs. Temperature X and Y axes, 0°C to +70°C ±35")],
    "+-35 mg (0.035 g) for X/Y; look-alikes: Z axis +-60 mg (rq43-f18), initial tolerance X/Y +-50 mg (rq39-f13) and "
    "Z +-80 mg, sensitivity change +-0.02 %/C.",
    wording="formal",
)
add(
    "rq60-f10",
    "medium",
    "simple",
    "vl53l0x outdoors (overcast), grey ~17% target at 40 cm, and I bumped the timing budget to 66 ms. what ranging "
    "standard deviation does the datasheet table give for that case?",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "accuracy",
            "%",
            value=9,
            q="distance",
            cond="ranging accuracy (standard deviation), grey 17 % target at 40 cm, outdoor, 66 ms timing budget",
        )
    ],
    [ev("vl53l0x.pdf", 27, "Grey Target (17%) At 70 cm 7% 6% at 40 cm 12 % 9%")],
    "9 %; look-alikes on the same line: outdoor 33 ms 12 %, indoor grey at 70 cm 7 % / 6 %; white target rows "
    "4 / 3 % (indoor) and 7 / 6 % (outdoor).",
)
add(
    "rq60-f11",
    "medium",
    "simple",
    "using an mcp4725 as an adjustable threshold voltage for a comparator. before i calibrate, how big can its "
    "gain error be at full-scale code? min/typ/max",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "accuracy",
            "%",
            mn=-2,
            typ=-0.1,
            mx=2,
            cond="gain error, % of FSR, code = FFFh, offset error not included",
        )
    ],
    [ev("mcp4725.pdf", 3, "Gain Error GE -2 -0.1 2 % of FSR Code = FFFh")],
    "-2 / -0.1 / +2 % of FSR; look-alikes: offset error 0.02 / 0.75 % of FSR, gain error drift -3 ppm/C "
    "(rq44-f18), offset drift +-1 / +-2 ppm/C, INL +-2 / +-14.5 LSB.",
)
add(
    "rq60-f12",
    "medium",
    "simple",
    "dht22 / am2302: not the accuracy, the repeatability of the temperature reading. what does the table say?",
    ["DHT22"],
    None,
    [
        it(
            "DHT22",
            "accuracy",
            "°C",
            mn=-0.2,
            mx=0.2,
            q="temperature",
            cond="temperature repeatability",
        )
    ],
    [ev("dht22.pdf", 3, "Repeat ±0.2 ℃")],
    "+-0.2 C; look-alikes: RH repeatability +-0.3 %RH, temperature accuracy +-0.5 / +-1 C, drift +-0.3 C/yr "
    "(rq42-f04), resolution 0.1 C.",
)
add(
    "rq60-f13",
    "hard",
    "simple",
    "What power-supply rejection does the TMP36 datasheet specify at TA = 25 °C (typical and maximum)? Give it in "
    "°C of output error per volt of supply change.",
    ["TMP36"],
    None,
    [
        it(
            "TMP36",
            "accuracy",
            "°C/V",
            typ=0.03,
            mx=0.1,
            q="temperature",
            cond="power supply rejection ratio, TA = 25 C: 30 typ / 100 max m°C/V",
        )
    ],
    [ev("tmp36.pdf", 2, "Power Supply Rejection Ratio PSRR TA = 25°C 30 100 m°C/V")],
    "30 / 100 m°C/V = 0.03 / 0.1 °C/V; look-alikes: PSRR over 3.0..5.5 V 50 m°C/V typ, load regulation 6 / 20 "
    "m°C/uA (25 / 60 above +105 C), linearity 0.5 C.",
    wording="formal",
)
add(
    "rq60-f14",
    "medium",
    "simple",
    "For the ACS712 x20A variant with a 47 nF capacitor on the FILTER pin (CF), what peak-to-peak output noise "
    "does the datasheet give at 25 °C?",
    ["ACS712"],
    None,
    [
        it(
            "ACS712",
            "resolution",
            "mV",
            typ=10,
            q="current",
            cond="output noise peak-to-peak, x20A (100 mV/A), CF = 47 nF, 2 kHz bandwidth, TA = 25 C",
        )
    ],
    [
        ev(
            "acs712.pdf",
            5,
            "Peak-to-peak, TA = 25°C, 100 mV/A programmed Sensitivity, Noise VNOISE(PP) – 10 – mV "
            "CF = 47 nF, COUT = open, 2 kHz bandwidth",
        )
    ],
    "10 mV p-p; look-alikes: x20A with CF = 4.7 nF 24 mV and CF = 1 nF 40 mV, x05A 20 mV at 47 nF, x30A 7 mV at "
    "47 nF; the 10 nF case is not in the table (rq29-u03).",
    wording="formal",
)
add(
    "rq60-f15",
    "hard",
    "simple",
    "Quel écart typique la fiche technique du MAX44009 indique-t-elle entre la réponse sous éclairage fluorescent "
    "et sous éclairage incandescent (« light source matching ») ?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "accuracy",
            "%",
            typ=10,
            q="illuminance",
            cond="light source matching, fluorescent / incandescent light",
        )
    ],
    [ev("max44009.pdf", 2, "Light Source Matching Fluorescent/incandescent light 10 %")],
    "10 % typ; look-alikes: total error 15 % max (green LED, 25 C), UV transmittance 1.2 %, IR transmittance 0 / "
    "0.5 %.",
    wording="formal",
    lang="fr",
)
add(
    "rq60-f16",
    "medium",
    "simple",
    "mpu6050 gyro at +-250 dps with the DLPF set to 100 Hz (DLPF_CFG=2): what total rms noise does the spec table "
    "give?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "resolution",
            "°/s",
            typ=0.05,
            q="angular_rate",
            cond="gyroscope total RMS noise, FS_SEL = 0, DLPFCFG = 2 (100 Hz)",
        )
    ],
    [
        ev(
            "mpu-6050.pdf",
            12,
            "GYROSCOPE NOISE PERFORMANCE FS_SEL=0 Total RMS Noise DLPFCFG=2 (100Hz) 0.05",
        )
    ],
    "0.05 deg/s rms; look-alikes: low-frequency RMS noise 0.033 deg/s (1..10 Hz), rate noise density 0.005 "
    "deg/s/rtHz at 10 Hz, linear acceleration sensitivity 0.1 deg/s/g.",
)

# ---------- factual, insufficient evidence (rq60-uNN)
add(
    "rq60-u01",
    "medium",
    "simple",
    "What is the maximum throughput (sample rate) of the MCP3008 when VDD = VREF = 3.3 V?",
    ["MCP3008"],
    "insufficient_evidence",
    [],
    [],
    "Near miss: throughput is specified at VDD = VREF = 5 V (200 ksps) and 2.7 V (75 ksps) only; 3.3 V is not a "
    "row (interpolating is not supported by the sheet).",
    wording="formal",
)
add(
    "rq60-u02",
    "hard",
    "simple",
    "ads1115 on the +-0.256 V range for a thermocouple. how much does the OFFSET drift per degree C on that range? "
    "(not the gain drift)",
    ["ADS1115"],
    "insufficient_evidence",
    [],
    [ev("ads1115.pdf", 3, "Offset drift FS = ±2.048V 0.005 LSB/°C")],
    "Near miss: offset drift is given for FS = +-2.048 V only (0.005 LSB/C); the +-0.256 V range has a gain-drift "
    "row (7 ppm/C) but no offset-drift row.",
)
add(
    "rq60-u03",
    "hard",
    "simple",
    "INA219A monitoring a battery in an unheated van down to -40 C. what current measurement error does it have "
    "at -40 C?",
    ["INA219"],
    "insufficient_evidence",
    [],
    [],
    "Near miss: current measurement error is given at 25 C (+-0.2 / +-0.5 %) and over TA = -25 C to 85 C (+-1 %); "
    "-40 C is inside the operating range but outside the specified error rows.",
)
add(
    "rq60-u04",
    "medium",
    "simple",
    "What total RMS gyroscope noise does the MPU-6050 datasheet give at the ±2000 °/s full-scale setting "
    "(FS_SEL = 3)?",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [],
    "Near miss: the gyroscope noise rows (0.05 deg/s rms total, 0.033 low-frequency, 0.005 deg/s/rtHz) are given "
    "for FS_SEL = 0 only.",
    wording="formal",
)
add(
    "rq60-u05",
    "hard",
    "simple",
    "max44009 under white LED lighting vs under incandescent, how much do the readings differ? the grow room is all "
    "white leds",
    ["MAX44009"],
    "insufficient_evidence",
    [],
    [ev("max44009.pdf", 2, "Light Source Matching Fluorescent/incandescent light 10 %")],
    "Near miss: light source matching is given for fluorescent vs incandescent (10 %); total error is defined "
    "against a green 538 nm LED; no white-LED figure.",
)
add(
    "rq60-u06",
    "hard",
    "simple",
    "max31865 in a 125 C oven controller: how much input leakage current flows at the RTDIN+/RTDIN- pins at +125 C?",
    ["MAX31865"],
    "insufficient_evidence",
    [],
    [
        ev("max31865.pdf", 3, "RTDIN+, RTDIN-, 0NC to +70NC, on-state 2"),
        ev("max31865.pdf", 3, "RTDIN+, RTDIN-, -40NC to 100NC, on-state 14"),
    ],
    "Near miss: RTDIN leakage is given for 0..70 C (2 nA), -40..85 C (5 nA) and -40..100 C (14 nA); nothing up to "
    "+125 C although the part operates there.",
)
add(
    "rq60-u07",
    "medium",
    "simple",
    "hmc5883l noise floor if i turn on 8-sample averaging (MA1:MA0 = 11)? datasheet number please",
    ["HMC5883L"],
    "insufficient_evidence",
    [],
    [],
    "Near miss: the noise floor (2 milli-gauss) is specified for GN = 0 with no measurement average; no averaged "
    "figure.",
)
add(
    "rq60-u08",
    "hard",
    "simple",
    "dht22 in a fridge-ish environment around 5 C. what humidity accuracy does the datasheet give at 5 C?",
    ["DHT22"],
    "insufficient_evidence",
    [],
    [ev("dht22.pdf", 3, "Pic2: At25℃ The error of relative humidity")],
    "Near miss: the RH accuracy (+-2 %RH) and its error curve are given at 25 C only.",
)
add(
    "rq60-u09",
    "medium",
    "simple",
    "inmp441 powered from 2.5 V: normal-mode supply current (typ / max)?",
    ["INMP441"],
    "insufficient_evidence",
    [],
    [],
    "Near miss: supply current rows exist for VDD = 1.8 V (1.4 / 1.6 mA) and VDD = 3.3 V (2.2 / 2.5 mA) only.",
)

# ---------- compatibility: compatible (rq60-cNN)
add(
    "rq60-c01",
    "medium",
    "compatibility",
    "pt100 (3-wire) on a max31865 breakout at 3.3 V. I'm using a 430 ohm reference resistor and the probe is on "
    "20 m of cable, about 0.8 ohm per lead. anything out of spec?",
    ["MAX31865"],
    "compatible",
    [it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD")],
    [
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
        ev("max31865.pdf", 2, "Reference Resistor RREF 350 10k"),
        ev("max31865.pdf", 2, "Cable Resistance RCABLE Per lead 0 50"),
    ],
    "RREF 430 ohm inside 350 ohm..10 kohm, 0.8 ohm per lead inside 0..50 ohm, 3.3 V inside 3.0..3.6 V.",
)
add(
    "rq60-c02",
    "hard",
    "compatibility",
    "A pottery kiln is monitored with a K-type thermocouple on a MAX31855K at 3.3 V; the board sits at 15-40 °C "
    "while the kiln reaches 1300 °C. Is the converter's thermocouple gain and offset error at 1300 °C within ±5 °C?",
    ["MAX31855"],
    "compatible",
    [
        it(
            "MAX31855",
            "accuracy",
            "°C",
            mn=-4,
            mx=4,
            q="temperature",
            cond="MAX31855K, TTHERMOCOUPLE = +700..+1350 C, TA = -20..+85 C",
        ),
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
    ],
    [
        ev(
            "max31855.pdf",
            3,
            "TTHERMOCOUPLE = +700NC to +1350NC, -4 +4 NC Error (41.276FV/NC nominal TA = -20NC to +85NC",
        ),
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
    ],
    "1300 C lies in the +700..+1350 C band, board temperature inside -20..+85 C: +-4 C. Note 4 excludes "
    "cold-junction error and thermocouple nonlinearity, which the question leaves out.",
    wording="formal",
)
add(
    "rq60-c03",
    "hard",
    "compatibility",
    "weather station: lm35caz in the full-range circuit (R1 from VOUT to a -9 V rail, +9 V on VS), outside "
    "temps -30 to +45 C. is the lm35ca rated for that?",
    ["LM35"],
    "compatible",
    [
        it(
            "LM35",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=110,
            cond="LM35C, LM35CA specified range",
        ),
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operates from 4 to 30 V"),
    ],
    [
        ev("lm35.pdf", 3, "LM35C, LM35CA –40 110"),
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev("lm35.pdf", 1, "Choose R1 = –VS / 50 µA"),
    ],
    "-30..+45 C inside LM35C/CA -40..+110 C; the full-range circuit (Figure 2) is needed below +2 C and is stated "
    "in the question; +9 V inside 4..30 V.",
)
add(
    "rq60-c04",
    "medium",
    "compatibility",
    "An engine-room logger powers a TMP36 from 5 V and must read from -40 °C to +125 °C. Is the TMP36 specified "
    "over that span, and does its output stay within the datasheet output voltage range?",
    ["TMP36"],
    "compatible",
    [
        it("TMP36", "analog_output_voltage", "mV", mn=100, mx=2000, cond="output voltage range"),
        it(
            "TMP36",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="TMP36 linear operating range",
        ),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="supply range"),
    ],
    [
        ev("tmp36.pdf", 2, "Output Voltage Range 100 2000 mV"),
        ev("tmp36.pdf", 3, "TMP36GT9 ± 3.0 –40°C to +125°C TO-92"),
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
    ],
    "10 mV/C with 500 mV offset: -40 C -> 0.1 V, +125 C -> 1.75 V, inside 100..2000 mV; -40..+125 C is the TMP36 "
    "range; 5 V inside 2.7..5.5 V.",
    wording="formal",
)
add(
    "rq60-c05",
    "medium",
    "compatibility",
    "A PC817 isolates a 1 kHz tachometer pulse train; the output side is biased like the datasheet's response-time "
    "test (VCE = 2 V, IC = 2 mA, RL = 100 Ω). Are the rise and fall times short enough for clean 1 kHz pulses "
    "(50 % duty)?",
    ["PC817"],
    "compatible",
    [
        it(
            "PC817",
            "response_time",
            "µs",
            typ=4,
            mx=18,
            cond="rise time, VCE = 2 V, IC = 2 mA, RL = 100 ohm",
        ),
        it("PC817", "response_time", "µs", typ=3, mx=18, cond="fall time, same conditions"),
    ],
    [ev("pc817.pdf", 4, "Rise time tr − 4 18 µs"), ev("pc817.pdf", 4, "Fall time tf − 3 18 µs")],
    "Worst case 18 us rise / 18 us fall against a 500 us half period at 1 kHz.",
    wording="formal",
)
add(
    "rq60-c06",
    "medium",
    "compatibility",
    "greenhouse: lm35 on the 5v usb rail (basic circuit, 2-150 C), its output into AIN0 of an ads1115 that runs "
    "off an ams1117-3.3, PGA at +-2.048 V. does the lm35 signal fit the adc input?",
    ["LM35", "ADS1115", "AMS1117"],
    "compatible",
    [
        it("LM35", "analog_output_voltage", "mV", mx=1500, cond="VOUT = 1500 mV at 150 C"),
        it(
            "ADS1115",
            "analog_input_range",
            "V",
            mn=-2.048,
            mx=2.048,
            cond="full-scale range, PGA = 2",
        ),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="VDD"),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.235,
            typ=3.3,
            mx=3.365,
            cond="AMS1117-3.3, full temperature",
        ),
    ],
    [
        ev("lm35.pdf", 1, "VOUT = 1500 mV at 150°C"),
        ev("ads1115.pdf", 13, "2 ±2.048V"),
        ev("ads1115.pdf", 3, "Analog input voltage AINP or AINN to GND GND VDD V"),
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
        ev("ams1117.pdf", 2, "3.235 3.300 3.365 V"),
    ],
    "0..1.5 V stays below the 2.048 V full scale and inside GND..VDD (3.3 V); the LM35 at 5 V is inside 4..30 V.",
)
add(
    "rq60-c07",
    "hard",
    "compatibility",
    "want to log the current of an inmp441 mic (3.3 V, normal mode) with an ina219A: 1 ohm shunt, PGA /1. can the "
    "ina219 read that current to within about +-10 %?",
    ["INA219", "INMP441"],
    "compatible",
    [
        it("INMP441", "supply_current", "mA", typ=2.2, mx=2.5, cond="normal mode, VDD = 3.3 V"),
        it(
            "INA219",
            "resolution",
            "µV",
            value=10,
            q="voltage",
            cond="shunt voltage, 1 LSB step size",
        ),
        it(
            "INA219",
            "accuracy",
            "µV",
            mn=-100,
            mx=100,
            q="voltage",
            cond="INA219A offset voltage RTI, PGA = /1 (typ +-10)",
        ),
        it(
            "INA219",
            "analog_input_range",
            "mV",
            mn=-40,
            mx=40,
            cond="shunt voltage range, PGA = /1",
        ),
    ],
    [
        ev("inmp441.pdf", 4, "Normal Mode 2.2 2.5 mA"),
        ev("ina219.pdf", 5, "Shunt voltage, 1 LSB step size 10 10 μV"),
        ev("ina219.pdf", 5, "PGA = /1 ±10 ±100 ±10 ±50 (4) μV"),
        ev("ina219.pdf", 5, "PGA = /1 0 ±40 0 ±40 mV"),
    ],
    "2.2 mA x 1 ohm = 2.2 mV: about 220 LSB, inside +-40 mV; worst-case offset 100 uV is 4.5 % of it, plus "
    "+-0.5 % current measurement error, so within +-10 %.",
)
add(
    "rq60-c08",
    "medium",
    "compatibility",
    "solar oven logger: max31855 thermocouple board + max44009 light sensor, both straight on a 3.3 v rail. "
    "supply range ok for both?",
    ["MAX31855", "MAX44009"],
    "compatible",
    [
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC, guaranteed by TE test"),
    ],
    [
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
    ],
    "3.3 V inside 3.0..3.6 V and 1.7..3.6 V.",
)
add(
    "rq60-c09",
    "medium",
    "compatibility",
    "kitchen scale: 5 kg load cell rated 2 mV/V, excited from 5 V, into hx711 channel A at gain 128 (AVDD = 5 V, "
    "no internal regulator). a 74hc595 drives the led digits, everything on 5 V usb. will the full-load signal fit "
    "the hx711 input range, and are both chips fine on 5 V?",
    ["HX711", "74HC595"],
    "compatible",
    [
        it(
            "HX711",
            "analog_input_range",
            "mV",
            mn=-20,
            mx=20,
            cond="channel A, gain 128, AVDD = 5 V",
        ),
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD, AVDD"),
        it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="VCC, 74HC595"),
    ],
    [
        ev("hx711.pdf", 4, "input voltage of ±20mV or ±40mV respectively."),
        ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
        ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0"),
    ],
    "2 mV/V x 5 V = 10 mV at full load, inside +-20 mV; 5 V inside 2.6..5.5 V and 2.0..6.0 V.",
)
add(
    "rq60-c10",
    "medium",
    "compatibility",
    "Greenhouse node on a 3.3 V rail: a DHT22 on a 50 cm lead for air temperature/humidity and a MAX31865 with a "
    "PT100 in the soil. Are both devices specified for 3.3 V in this arrangement?",
    ["DHT22", "MAX31865"],
    "compatible",
    [
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
    ],
    [
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
        ev(
            "dht22.pdf",
            4,
            "With 3.3V supply voltage, cable length shall not be greater than 100cm.",
        ),
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
    ],
    "3.3 V is the DHT22 minimum and inside the MAX31865 3.0..3.6 V; the 50 cm lead respects the 100 cm limit at "
    "3.3 V.",
    wording="formal",
)
add(
    "rq60-c11",
    "hard",
    "compatibility",
    "esp32 on an xc6206 3.3v ldo, si7021 on the same rail. i want a fresh RH + temperature pair every 100 ms "
    "(10 Hz) at the default 12-bit RH / 14-bit temp. can the si7021 convert that fast?",
    ["Si7021", "ESP32-WROOM-32", "XC6206"],
    "compatible",
    [
        it("Si7021", "response_time", "ms", typ=10, mx=12, cond="conversion time, 12-bit RH"),
        it(
            "Si7021",
            "response_time",
            "ms",
            typ=7,
            mx=10.8,
            cond="conversion time, 14-bit temperature",
        ),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
    ],
    [
        ev("si7021.pdf", 5, "Conversion Time1 tCONV 12-bit RH — 10 12"),
        ev("si7021.pdf", 5, "14-bit temperature — 7 10.8"),
        ev("si7021.pdf", 5, "be tCONV(RH) + tCONV(T)."),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
    ],
    "Worst case 12 + 10.8 = 22.8 ms per pair, well under 100 ms; 3.3 V inside 1.9..3.6 V.",
)
add(
    "rq60-c12",
    "hard",
    "compatibility",
    "greenhouse light logger, a tps63021 makes 3.3 V from a li-ion. bh1750 and max44009 both on it, light goes up to "
    "about 50,000 lux under the glass. can both sensors measure that and run on 3.3 V?",
    ["BH1750", "MAX44009", "TPS63021"],
    "compatible",
    [
        it("BH1750", "measurement_range", "lx", mn=1, mx=65535, q="illuminance", cond="wide range"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it(
            "MAX44009",
            "measurement_range",
            "lx",
            mx=188000,
            q="illuminance",
            cond="saturation, sunlight",
        ),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [
        ev("bh1750.pdf", 1, "Wide range and High resolution. ( 1 - 65535 lx )"),
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
        ev("max44009.pdf", 2, "Saturation Ambient Lux Level Sunlight 188,000 Lux"),
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
        ev("tps63020.pdf", 1, "TPS63021 3.3 V"),
    ],
    "50,000 lx inside 1..65535 lx and below 188,000 lx; 3.3 V inside 2.4..3.6 V and 1.7..3.6 V.",
)

# ---------- compatibility: incompatible (rq60-iNN)
add(
    "rq60-i01",
    "hard",
    "compatibility",
    "bidirectional current: a shunt that sits at ground gives -50..+50 mV, wired to AIN0 (AIN1 tied to GND, "
    "differential AIN0-AIN1) of an ads1115 at 3.3 V, PGA +-0.256 V. ok to read both directions like that?",
    ["ADS1115"],
    "incompatible",
    [
        it(
            "ADS1115",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            cond="analog input voltage to GND, -0.3 to VDD + 0.3",
        )
    ],
    [
        ev("ads1115.pdf", 3, "Analog input voltage AINP or AINN to GND GND VDD V"),
        ev("ads1115.pdf", 2, "Analog input voltage to GND –0.3 to VDD + 0.3 V"),
    ],
    "Each analog input must stay between GND and VDD in operation; -50 mV on AIN0 is below GND (inside the "
    "-0.3 V absolute maximum, so no damage, but outside the specified input range). A bias above ground is needed.",
)
add(
    "rq60-i02",
    "hard",
    "compatibility",
    "An MCP3008 is used in pseudo-differential mode to read a bridge: IN+ on one bridge node, IN- on the other, "
    "which sits at about 1.0 V above VSS. Is that connection within the MCP3008 input specification?",
    ["MCP3008"],
    "incompatible",
    [
        it(
            "MCP3008",
            "analog_input_range",
            "mV",
            mn=-100,
            mx=100,
            cond="IN- in pseudo-differential mode, relative to VSS",
        )
    ],
    [
        ev("mcp3008.pdf", 3, "Input Voltage Range for IN- in VSS-100 — VSS+100 mV"),
        ev("mcp3008.pdf", 17, "The IN- input is limited to ±100 mV from"),
    ],
    "IN- must stay within VSS +-100 mV; 1.0 V is far outside (the part is pseudo-, not fully, differential).",
    wording="formal",
)
add(
    "rq60-i03",
    "medium",
    "compatibility",
    "vl53l0x (default 33 ms budget) mounted outside under a porch, overcast daylight, to detect a grey plastic "
    "bin (~17% reflectance) at 75 cm. will it range that far?",
    ["VL53L0X"],
    "incompatible",
    [
        it(
            "VL53L0X",
            "measurement_range",
            "cm",
            typ=50,
            q="distance",
            cond="grey 17 % target, outdoor overcast, typical",
        )
    ],
    [
        ev("vl53l0x.pdf", 26, "Typical 80cm 50cm Grey target (17%) Minimum 70cm 40cm"),
        ev("vl53l0x.pdf", 26, "Table 11. Max ranging capabilities with 33ms timing budget"),
    ],
    "Grey target outdoors: typical 50 cm, minimum 40 cm; 75 cm exceeds even the typical figure (indoors it would "
    "be 80 / 70 cm).",
)
add(
    "rq60-i04",
    "hard",
    "compatibility",
    "propane leak alarm with a bare mq-2 that should trip at 200 ppm. is 200 ppm inside what the mq-2 is "
    "specified to detect?",
    ["MQ-2"],
    "incompatible",
    [
        it(
            "MQ-2",
            "measurement_range",
            "ppm",
            mn=300,
            mx=10000,
            q="gas_concentration",
            cond="detection range, flammable gas",
        )
    ],
    [ev("mq-2.pdf", 3, "Detection range 300～10000ppm(flammable gas)")],
    "200 ppm is below the 300..10000 ppm detection range.",
)
add(
    "rq60-i05",
    "medium",
    "compatibility",
    "dht11 powered from 3.5 V at the end of a 2 m cable to the MCU. ok?",
    ["DHT11"],
    "incompatible",
    [it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC")],
    [
        ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"),
        ev(
            "dht11.pdf",
            4,
            "When using a 3.5V voltage supply cable length shall not be greater than 20cm.",
        ),
    ],
    "3.5 V is the minimum supply, and at 3.5 V the cable must not exceed 20 cm; 2 m is ten times that.",
)
add(
    "rq60-i06",
    "hard",
    "compatibility",
    "An ACS712ELCTR-05B powered at 5 V measures currents up to ±5 A; its output goes directly to a single-ended "
    "MCP3008 channel, and the MCP3008 runs at VDD = VREF = 3.3 V from an XC6206. Does the sensor output stay "
    "within the ADC input range over the full ±5 A?",
    ["ACS712", "MCP3008", "XC6206"],
    "incompatible",
    [
        it("ACS712", "sensitivity", "mV/A", typ=185, q="current", cond="x05B, TA = 25 C"),
        it(
            "ACS712",
            "measurement_range",
            "A",
            mn=-5,
            mx=5,
            q="current",
            cond="optimized accuracy range, x05B",
        ),
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
    ],
    [
        ev("acs712.pdf", 5, "SensTA Over full range of IP, TA = 25°C – 185 – mV/A"),
        ev("acs712.pdf", 5, "Optimized Accuracy Range IP –5 – 5 A"),
        ev(
            "acs712.pdf",
            4,
            "Zero Current Output Voltage VIOUT(Q) Bidirectional; IP = 0 A, TA = 25°C",
        ),
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("mcp3008.pdf", 3, "Input Voltage Range for CH0 or VSS — VREF V"),
    ],
    "Output = VCC/2 + 0.185 V/A x I = 2.5 V +- 0.925 V = 1.575..3.425 V; above about +4.3 A it exceeds VREF = 3.3 V.",
    wording="formal",
)
add(
    "rq60-i07",
    "hard",
    "compatibility",
    "overcurrent trip: acs712-20A on 5 V, comparator compares its output with a threshold from an mcp4725. the "
    "mcp4725 is powered from 3.3 V. I want to trip at +15 A. can the dac even produce that threshold?",
    ["ACS712", "MCP4725"],
    "incompatible",
    [
        it("ACS712", "sensitivity", "mV/A", typ=100, q="current", cond="x20A, TA = 25 C"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD (also the DAC reference)"),
    ],
    [
        ev("acs712.pdf", 5, "SensTA Over full range of IP, TA = 25°C – 100 – mV/A"),
        ev(
            "acs712.pdf",
            4,
            "Zero Current Output Voltage VIOUT(Q) Bidirectional; IP = 0 A, TA = 25°C",
        ),
        ev("mcp4725.pdf", 13, "DAC output amplifier drives this pin with a range of VSS"),
        ev("mcp4725.pdf", 13, "DAC reference input."),
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
    ],
    "+15 A -> 2.5 V + 15 x 0.1 V = 4.0 V, but the MCP4725 output spans VSS..VDD = 3.3 V (VDD is its reference).",
)
add(
    "rq60-i08",
    "hard",
    "compatibility",
    "An INA3221 channel with a 0.1 Ω shunt is meant to confirm that an INMP441 microphone (VDD = 3.3 V) really "
    "enters power-down mode by measuring its power-down current. Can the INA3221 resolve that current?",
    ["INA3221", "INMP441"],
    "incompatible",
    [
        it("INMP441", "standby_current", "µA", mx=4.5, cond="power down, VDD = 3.3 V"),
        it(
            "INA3221",
            "resolution",
            "µV",
            value=40,
            q="voltage",
            cond="shunt voltage 1 LSB step size",
        ),
        it(
            "INA3221",
            "accuracy",
            "µV",
            mn=-80,
            mx=80,
            q="voltage",
            cond="shunt offset voltage RTI (typ +-40)",
        ),
    ],
    [
        ev("inmp441.pdf", 4, "Power Down 4.5 µA"),
        ev("ina3221.pdf", 5, "Shunt voltage 40 μV"),
        ev("ina3221.pdf", 5, "±40 ±80 μV"),
    ],
    "4.5 uA x 0.1 ohm = 0.45 uV, about 1/90 of one 40 uV LSB and far below the +-80 uV offset.",
    wording="formal",
)
add(
    "rq60-i09",
    "medium",
    "compatibility",
    "hc-sr04 distance gets turned into 0-5 V by an mcp4725 for a plc. the target is a single 6 mm steel rod about "
    "1.5 m away. ok per the hc-sr04 datasheet?",
    ["HC-SR04", "MCP4725"],
    "incompatible",
    [],
    [
        ev(
            "hc-sr04.pdf",
            3,
            "When tested objects, the range of area is not less than 0.5 square meters",
        ),
        ev("hc-sr04.pdf", 1, "Max Range 4m"),
    ],
    "1.5 m is inside 2 cm..4 m, but the sheet asks for a target area of at least 0.5 m2 and a smooth plane; a 6 mm "
    "rod is far smaller.",
)
add(
    "rq60-i10",
    "medium",
    "compatibility",
    "esp32 (3.3 v from an ams1117) reads a max31855 for a fast pid loop and i want a NEW thermocouple reading "
    "every 50 ms (20 Hz). will the max31855 keep up?",
    ["MAX31855", "ESP32-WROOM-32", "AMS1117"],
    "incompatible",
    [
        it(
            "MAX31855",
            "response_time",
            "ms",
            typ=70,
            mx=100,
            cond="temperature conversion time tCONV",
        )
    ],
    [ev("max31855.pdf", 4, "(Thermocouple, Cold Junction, tCONV (Note 5) 70 100 ms")],
    "One conversion takes 70 ms typ / 100 ms max, so fresh data arrive every 70..100 ms, not every 50 ms.",
)
add(
    "rq60-i11",
    "medium",
    "compatibility",
    "low-power voice trigger: esp32 drives an inmp441 over i2s with WS = 6 kHz (to save power), audio chunks go to "
    "a w25q64 flash. is 6 kHz ok for the mic?",
    ["INMP441", "ESP32-WROOM-32", "W25Q64FV"],
    "incompatible",
    [it("INMP441", "data_rate", "kHz", mn=7.8, mx=50, cond="WS frequency fWS (sample rate)")],
    [ev("inmp441.pdf", 5, "fWS WS frequency 7.8 50 kHz")],
    "WS (the sample rate) must be 7.8..50 kHz; 6 kHz is below the minimum.",
)
add(
    "rq60-i12",
    "medium",
    "compatibility",
    "vibration logger: mpu6050 accelerometer data at 4 kHz written to a w25q64, everything on 3.3 V from a "
    "tps63021. can the mpu6050 accelerometer output data at 4 kHz?",
    ["MPU-6050", "W25Q64FV", "TPS63021"],
    "incompatible",
    [
        it(
            "MPU-6050",
            "data_rate",
            "Hz",
            mn=4,
            mx=1000,
            cond="accelerometer output data rate, programmable",
        )
    ],
    [ev("mpu-6050.pdf", 13, "OUTPUT DATA RATE Programmable Range 4 1,000 Hz")],
    "Accelerometer ODR is 4..1000 Hz; the 8 kHz figure applies to the gyroscope only.",
)

# ---------- compatibility: insufficient evidence (rq60-eNN)
add(
    "rq60-e01",
    "medium",
    "compatibility",
    "can I use the esp32-wroom-32's built-in hall sensor to measure a magnet's field in mT, like for a door "
    "sensor? what range/accuracy does it have?",
    ["ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [
        ev("esp32-wroom-32.pdf", 25, "Removed contents about hall sensor according to PCN20221202"),
        ev(
            "esp32-wroom-32.pdf",
            14,
            "Please refer to Section Peripherals and Sensors in ESP32 Datasheet.",
        ),
    ],
    "The module sheet refers peripherals to the ESP32 chip datasheet and records that the hall-sensor contents were "
    "removed; no range or accuracy.",
)
add(
    "rq60-e02",
    "hard",
    "compatibility",
    "breathalyser toy: mq-3 + max7219 7-seg showing blood alcohol to 0.01 mg/L. is the mq-3 accurate enough to "
    "justify that second decimal?",
    ["MQ-3", "MAX7219"],
    "insufficient_evidence",
    [],
    [ev("mq-3.pdf", 1, "Sensing Resistance 1MΩ- 8 MΩ")],
    "The MQ-3 sheet gives a sensing-resistance spread (1..8 MOhm at 0.4 mg/L) and a detection scope, but no "
    "measurement accuracy; the answer depends on calibration.",
)
add(
    "rq60-e03",
    "medium",
    "compatibility",
    "test rig for my scale firmware: an mcp4725 on 5 V feeds a 1000:1 divider into hx711 channel A (gain 128) to "
    "fake a load cell signal. is the dac output quiet enough that the hx711 readings stay within +-10 counts?",
    ["HX711", "MCP4725"],
    "insufficient_evidence",
    [],
    [ev("mcp4725.pdf", 19, "low noise, as well as rail-to-rail output. The amplifier")],
    "The MCP4725 sheet calls its output amplifier low-noise but gives no output noise figure; the answer cannot be "
    "worked out from the sheets.",
)
add(
    "rq60-e04",
    "hard",
    "compatibility",
    "An indoor air monitor combines a CCS811 and an Si7021 (for humidity/temperature compensation) on an XC6206 "
    "3.3 V rail. Can the CCS811 detect formaldehyde at 0.1 ppm?",
    ["CCS811", "Si7021", "XC6206"],
    "insufficient_evidence",
    [],
    [],
    "The CCS811 sheet gives eCO2 / TVOC outputs but no per-compound sensitivity or detection limit for "
    "formaldehyde.",
    wording="formal",
)
add(
    "rq60-e05",
    "hard",
    "compatibility",
    "rain-barrel level gauge: vl53l0x looking straight down at clear water, board runs on a li-ion (tp4056 "
    "charger, xc6206 3.3 v). will it range off the water surface accurately?",
    ["VL53L0X", "TP4056", "XC6206"],
    "insufficient_evidence",
    [],
    [ev("vl53l0x.pdf", 27, "Targets reflectance used : Grey (17%), White (88%)")],
    "Ranging is specified only for grey 17 % and white 88 % diffuse targets; no data for a transparent liquid "
    "surface.",
)
add(
    "rq60-e06",
    "hard",
    "compatibility",
    "Parking-bay occupancy sensor: an HMC5883L logs field readings with timestamps from a PCF8563 into a W25Q64FV. "
    "Will the HMC5883L detect a car parked 3 m away?",
    ["HMC5883L", "PCF8563", "W25Q64FV"],
    "insufficient_evidence",
    [],
    [],
    "The HMC5883L sheet gives field range, resolution and noise floor, but the field change a car causes at 3 m "
    "is not in any of the sheets.",
    wording="formal",
)
add(
    "rq60-e07",
    "hard",
    "compatibility",
    "A beehive scale uses a 50 kg load cell on an HX711 and a DS18B20 for temperature, all supplied through an "
    "AMS1117 from a 6 V battery. Outdoors the temperature swings from -10 °C to 35 °C. Will the uncompensated "
    "weight reading stay within ±20 g over that swing?",
    ["HX711", "DS18B20", "AMS1117"],
    "insufficient_evidence",
    [],
    [ev("hx711.pdf", 3, "Input offset drift Gain = 128 0.2 mV")],
    "The HX711 gives only typical drift figures, and the load cell's own temperature coefficients (usually "
    "dominant) are in no sheet.",
    wording="formal",
)
add(
    "rq60-e08",
    "medium",
    "compatibility",
    "tmp36 epoxied onto a copper water pipe, logger charges from usb (tp4056) and runs on a tps63021. how fast "
    "will it follow a 10 C step in the water temperature?",
    ["TMP36", "TP4056", "TPS63021"],
    "insufficient_evidence",
    [],
    [ev("tmp36.pdf", 6, "TPC 14. Thermal Response Time in Stirred Oil Bath")],
    "The TMP36 sheet shows thermal response in still air, forced air and a stirred oil bath, says a glued sensor "
    "reads within 0.01 C of the surface (steady state) and quotes time constants for a TMP35 S package on a small "
    "PCB (< 50 s in air, < 3 s in stirred oil); an epoxy-on-pipe step response is not characterised.",
)
add(
    "rq60-e09",
    "hard",
    "compatibility",
    "grow tent with red/blue (purple) led panels. bh1750 logs lux to a w25q64, powered by a tps63021. will the "
    "bh1750 lux numbers be right under that light?",
    ["BH1750", "W25Q64FV", "TPS63021"],
    "insufficient_evidence",
    [],
    [ev("bh1750.pdf", 3, "Fig.8 Light Source Dependency")],
    "BH1750 accuracy is specified with a white LED; the light-source dependency figure covers fluorescent, "
    "incandescent, halogen, krypton, artificial sun and white LED, not red/blue horticulture LEDs.",
)
add(
    "rq60-e10",
    "medium",
    "compatibility",
    "smoker thermometer: k-type probe on 20 m of thermocouple extension wire to a max31855, max7219 display, all "
    "from an lm2596 buck. how many degrees of extra error will the 20 m extension add to the max31855 reading?",
    ["MAX31855", "MAX7219", "LM2596"],
    "insufficient_evidence",
    [],
    [
        ev(
            "max31855.pdf",
            4,
            "Note 4: Not including cold-junction temperature error or thermocouple nonlinearity.",
        )
    ],
    "The MAX31855 sheet gives converter errors, an input bias current and layout advice (twisted-pair extension "
    "wire, 10 nF across T+/T-) but no error figure for lead length.",
)
add(
    "rq60-e11",
    "hard",
    "compatibility",
    "Gärraum-Überwachung: ein MQ-3 für Alkohol und ein DHT11 für Feuchte; die Luftfeuchte erreicht 90 %RH. "
    "Ist der DHT11 laut Datenblatt für 90 %RH spezifiziert?",
    ["DHT11", "MQ-3"],
    "insufficient_evidence",
    [],
    [ev("dht11.pdf", 3, "Accuracy: At 25℃ ±5% RH")],
    "This DHT11 sheet gives RH resolution, repeatability and accuracy at 25 C but no humidity measuring range "
    "(the MQ-3 sheet allows less than 95 %RH, so only the DHT11 side is unknown).",
    wording="formal",
    lang="de",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
