"""realq98: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: comparisons and units. Questions put two parts, two versions or two settings side by
side (which one is lower / higher / faster, both figures asked in one question), and state or
ask figures in other units or scales than the sheet (mA vs uA, kHz vs MHz, mV vs V, degrees F,
seconds vs ms, dBm vs mW, percent vs ppm, rpm vs degrees per second, feet vs cm, uT vs gauss).
About two thirds casual, one third formal; one question in French, one in German.

python build_questions.py rewrites questions.jsonl next to this file.
"""

import json
from pathlib import Path

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


def fact(id, diff, question, devices, items, evidence, note, typ="comparison", **kw):
    add(id, diff, typ, question, devices, None, items, evidence, note, **kw)


def trap(id, diff, question, devices, evidence, note, **kw):
    add(id, diff, "simple", question, devices, "insufficient_evidence", [], evidence, note, **kw)


def compat(id, diff, question, devices, verdict, items, evidence, note, **kw):
    if verdict == "insufficient_evidence":
        items = []
    add(id, diff, "compatibility", question, devices, verdict, items, evidence, note, **kw)


# ---------------------------------------------------------------------------------------------
# Answerable factual questions (evidence on page lines no earlier set quoted)
# ---------------------------------------------------------------------------------------------

fact(
    "rq98-f01",
    "hard",
    "gy-49 (max44009) on a south window sill, the readings pin near the top in full sun. if my "
    "code only reads the lux high-byte register 0x03 (exponent + 4 mantissa bits), what's the "
    "biggest lux value it can ever return, and what's the top value when i read 0x03 and 0x04 "
    "together? both in klux pls",
    ["MAX44009"],
    [
        it(
            "MAX44009",
            "measurement_range",
            unit="lx",
            mx=176947,
            q="illuminance",
            cond="largest reading from the high-byte register alone, code 1110 1111",
        ),
        it(
            "MAX44009",
            "measurement_range",
            unit="lx",
            mx=188006,
            q="illuminance",
            cond="largest reading from registers 0x03 and 0x04 together, code 1110 1111 1111",
        ),
    ],
    [
        ev("max44009.pdf", 9, "A code of 1110 1111 calculates to be 176,947 lux."),
        ev("max44009.pdf", 10, "A code of 1110 1111 1111 calculates to be 188,006 lux."),
    ],
    "Register descriptions, pages 9 and 10 (176.947 klux and 188.006 klux). Exponent 1111 is an "
    "overrange code, so 1110 is the largest exponent. Look-alikes: code 1110 1110 = 165,151 lux, "
    "code 1110 1111 1110 = 187,269 lux, the rounded 188,000 lux saturation level of the feature "
    "list and table (max44009-e4, rq71-f16), and the LSB sizes of the same two reading modes "
    "(0.72 vs 0.045 lux, rq94-f05).",
    typ="structured",
)

fact(
    "rq98-f02",
    "hard",
    "mcp4725 dac and an mpu6050 on the same bit-banged i2c bus. what minimum hold time after a "
    "(repeated) START does each of them want at 400 khz, and what does the mcp4725 want at 100 "
    "khz? in ns",
    ["MCP4725", "MPU-6050"],
    [
        it("MCP4725", "response_time", unit="ns", mn=600, cond="THD:STA, fast mode (400 kHz)"),
        it("MCP4725", "response_time", unit="ns", mn=4000, cond="THD:STA, standard mode (100 kHz)"),
        it("MPU-6050", "response_time", unit="us", mn=0.6, cond="tHD.STA, I2C fast mode"),
    ],
    [
        ev("mcp4725.pdf", 30, "START condition hold time THD:STA 4000 — — ns"),
        ev("mcp4725.pdf", 30, "START condition hold time THD:STA 600 — — ns"),
        ev("mpu-6050.pdf", 18, "tHD.STA, (Repeated) START Condition Hold 0.6 µs"),
    ],
    "MCP4725 Table 7-1 (standard-mode block first, fast-mode block second) and MPU-6050 section "
    "6.7. Both parts want 600 ns in fast mode; the MPU-6050 states it in microseconds. "
    "Look-alikes: MCP4725 THIGH 4000 / 600 ns, TSU:STA 4700 / 600 ns, TSU:STO 4000 / 600 ns, "
    "high-speed THD:STA 160 ns (page 31); MPU-6050 tSU.STA 0.6 us (rq62-f16), tLOW / tBUF 1.3 us.",
)

fact(
    "rq98-f03",
    "medium",
    "mpu6050: which is more linear, the gyro or the accelerometer? give the typical nonlinearity "
    "(best fit straight line) of each in %, and what's that in ppm of full scale?",
    ["MPU-6050"],
    [
        it(
            "MPU-6050",
            "accuracy",
            unit="%",
            typ=0.2,
            q="angular_rate",
            cond="gyroscope nonlinearity, best fit straight line, 25 C",
        ),
        it(
            "MPU-6050",
            "accuracy",
            unit="%",
            typ=0.5,
            q="acceleration",
            cond="accelerometer nonlinearity, best fit straight line",
        ),
    ],
    [
        ev("mpu-6050.pdf", 12, "Nonlinearity Best fit straight line; 25°C 0.2 %"),
        ev("mpu-6050.pdf", 13, "Nonlinearity Best Fit Straight Line 0.5 %"),
    ],
    "Gyroscope table page 12, accelerometer table page 13: the gyro is more linear (0.2 % = 2000 "
    "ppm vs 0.5 % = 5000 ppm). Look-alikes: cross-axis sensitivity +-2 % on both, accelerometer "
    "initial calibration tolerance +-3 %, gyro sensitivity scale factor tolerance +-3 %, "
    "temperature sensor linearity +-1 C (rq39-f19).",
)

fact(
    "rq98-f04",
    "medium",
    "tp4056 module came with the usual 1.2k prog resistor, way too much for my 300 mAh cell. "
    "from the RPROG / IBAT table in the sheet: what charge current do 2k and 5k give? in amps "
    "please",
    ["TP4056"],
    [
        it(
            "TP4056",
            "output_current",
            unit="mA",
            value=580,
            cond="IBAT for RPROG = 2 kOhm (table p9)",
        ),
        it(
            "TP4056",
            "output_current",
            unit="mA",
            value=250,
            cond="IBAT for RPROG = 5 kOhm (table p9)",
        ),
    ],
    [
        ev("tp4056.pdf", 9, "2 580"),
        ev("tp4056.pdf", 9, "5 250"),
    ],
    "RPROG / IBAT chart on page 9 (0.58 A and 0.25 A). Look-alikes: 1.2 k = 900 mA, 1.1 k = 1000 "
    "mA, 1.4 k = 780 mA, 3 k = 400 mA (rq43-f16), 4 k = 300 mA (rq88-f03), 10 k = 130 mA, 20 k = "
    "70 mA, 30 k = 50 mA; the equation RPROG = 1100 / IBAT gives 550 mA and 220 mA, not the "
    "chart values.",
    typ="structured",
)

fact(
    "rq98-f05",
    "hard",
    "Two single-cell chargers are compared for a device that stays docked for weeks. After the "
    "MCP73831 has signalled charge complete, what current does its data sheet give at the VBAT "
    "pin (typical and maximum)? And what battery drain does the TP4056 description give in sleep "
    "mode, with the input supply absent? Express both in nanoamperes.",
    ["MCP73831", "TP4056"],
    [
        it(
            "MCP73831",
            "standby_current",
            unit="uA",
            typ=5.5,
            mx=15,
            cond="battery discharge current IDISCHARGE, charge complete (printed -5.5 / -15 uA)",
        ),
        it(
            "TP4056",
            "standby_current",
            unit="uA",
            mx=3,
            cond="battery drain in sleep mode, input absent or below VBAT (description text)",
        ),
    ],
    [
        ev("mcp73831.pdf", 4, "— -5.5 -15 µA Charge Complete"),
        ev("tp4056.pdf", 9, "battery drain current to less than 3 μ A."),
    ],
    "MCP73831 DC characteristics page 4 (5,500 nA typ, 15,000 nA max, sign = current convention) "
    "and TP4056 page 9 text (< 3,000 nA). Look-alikes: MCP73831 IDISCHARGE 0.15 / 0.25 uA typ, 2 "
    "uA max for PROG floating, VDD floating, VDD < VSTOP (mcp73831-c1, rq36-f14, rq55-f09); TP4056 "
    "table BAT pin current in sleep 1 / 2 uA (rq37-f21) and in standby -2.5 / -6 uA (rq38-f21); "
    "TP4056 standby supply current 55 uA. The text's < 3 uA differs from the table's 2 uA max.",
    wording="formal",
)

fact(
    "rq98-f06",
    "medium",
    "si7021 in a greenhouse logger that nobody will recalibrate for 5 years. what long-term drift "
    "per year does silabs give for the temperature reading? and roughly what is that over the 5 "
    "years in °F?",
    ["Si7021"],
    [
        it(
            "Si7021",
            "accuracy",
            unit="°C",
            typ=0.01,
            q="temperature",
            cond="temperature sensor long term stability, per year (Table 5)",
        )
    ],
    [ev("si7021.pdf", 9, "Long Term Stability — 0.01 — °C/Yr")],
    "Table 5, page 9: 0.01 C per year typical (about 0.05 C = 0.09 F over 5 years). Look-alikes: "
    "RH long-term stability < 0.25 %RH/yr (Table 4), accuracy +-0.4 C max, repeatability 0.01 C "
    "RMS at 14 bit (same number, other row), response time 0.7 s / 5.1 s.",
    typ="simple",
)

fact(
    "rq98-f07",
    "medium",
    "Sur un bus CAN équipé de MCP2515, quelle variation maximale d'oscillateur entre deux nœuds "
    "la fiche technique autorise-t-elle ? Donnez la valeur en pourcentage et son équivalent en "
    "ppm.",
    ["MCP2515"],
    [
        it(
            "MCP2515",
            "accuracy",
            unit="%",
            mx=1.7,
            cond="maximum node-to-node oscillator variation allowed (section 5.6), 17,000 ppm",
        )
    ],
    [
        ev("mcp2515.pdf", 43, "required. A maximum node-to-node oscillator variation"),
        ev("mcp2515.pdf", 43, "of 1.7% is allowed."),
    ],
    "Section 5.6 Oscillator Tolerance, page 43 (1.7 % = 17,000 ppm). Look-alikes: ceramic "
    "resonators fine up to 125 kbit/s as a rule of thumb (rq74-f10), sample point at 60-70 % of "
    "the bit time, TDELAY 1-2 TQ.",
    typ="simple",
    wording="formal",
    lang="fr",
)

fact(
    "rq98-f08",
    "hard",
    "need a ~1.5 v rail from a single nimh-ish source, looking at torex xc6206. comparing the 1.4 "
    "V and the 1.6 V versions: what dropout (Vdif1 at 30 mA) does the chart give for each, typ "
    "and max, in volts?",
    ["XC6206"],
    [
        it(
            "XC6206",
            "dropout_voltage",
            unit="mV",
            typ=350,
            mx=590,
            cond="Vdif1, IOUT = 30 mA, VOUT(T) = 1.4 V (E-2 column)",
        ),
        it(
            "XC6206",
            "dropout_voltage",
            unit="mV",
            typ=250,
            mx=450,
            cond="Vdif1, IOUT = 30 mA, VOUT(T) = 1.6 V (E-2 column)",
        ),
    ],
    [
        ev("xc6206.pdf", 5, "1.4 350 590"),
        ev("xc6206.pdf", 5, "1.6 250 450"),
    ],
    "Electrical characteristics chart page 5, E-2 column (0.35 / 0.59 V and 0.25 / 0.45 V). "
    "Look-alikes: 1.2 V 460 / 760 (rq78-f15), 1.5 V 300 / 510 (rq54-f14), 1.8 V 150 / 390 "
    "(rq40-f13), the E-3 (Vdif2, 60 / 100 mA) column printed between the rows, E-5 short-circuit "
    "155 mA on the 1.6 line.",
    typ="structured",
)

fact(
    "rq98-f09",
    "hard",
    "rtc time-setting routine that sometimes gets interrupted by wifi stuff halfway. ds3231: "
    "after i write the seconds register, how long do i have to get the rest of the time/date "
    "written? pcf8563: how long may one i2c access last before its watchdog steps in? both in ms",
    ["DS3231", "PCF8563"],
    [
        it(
            "DS3231",
            "response_time",
            unit="s",
            mx=1,
            cond="remaining time and date registers after the seconds write (countdown chain reset)",
        ),
        it(
            "PCF8563",
            "response_time",
            unit="s",
            mx=1,
            cond="interface active time from a valid slave address before the watchdog clears it",
        ),
    ],
    [
        ev("ds3231.pdf", 12, "date registers must be written within 1 second."),
        ev("pcf8563.pdf", 25, "Should the interface be active for more than 1 s"),
    ],
    "Both 1000 ms. DS3231 page 12 and PCF8563 section 9.6 page 25. Look-alikes: DS3231 SQW high "
    "500 ms after the seconds write (rq69-f03); PCF8563 watchdog trips between 1 s and 2 s "
    "(rq65-f03), 1 s lost per trip, first increment 0.507813..0.507935 s after STOP release "
    "(rq61-f06).",
)

fact(
    "rq98-f10",
    "hard",
    "ina219 vs ina3221 for a battery monitor: how big is one LSB of the shunt-voltage register and "
    "of the bus-voltage register on each? shunt in µV, bus in mV",
    ["INA219", "INA3221"],
    [
        it(
            "INA219",
            "resolution",
            unit="uV",
            value=10,
            q="voltage",
            cond="shunt voltage register LSB",
        ),
        it(
            "INA219", "resolution", unit="mV", value=4, q="voltage", cond="bus voltage register LSB"
        ),
        it(
            "INA3221",
            "resolution",
            unit="uV",
            value=40,
            q="voltage",
            cond="shunt voltage LSB (SD0)",
        ),
        it(
            "INA3221",
            "resolution",
            unit="mV",
            value=8,
            q="voltage",
            cond="bus voltage register LSB",
        ),
    ],
    [
        ev("ina219.pdf", 21, "= –320 mV, Value = 8300h; and LSB = 10µV."),
        ev("ina219.pdf", 12, "contents can be multiplied by the Bus Voltage LSB of 4-mV"),
        ev("ina3221.pdf", 11, "Based on the fixed 8mV bus-voltage register LSB"),
        ev("ina3221.pdf", 30, "(decimal = 7FF8); LSB (SD0): 40μV."),
    ],
    "Numbers repeat earlier items (rq16-f31, rq40-f18, ina3221-m1) from lines no earlier set "
    "quoted; the comparison of the four is new. The INA219 resolves four times finer on the "
    "shunt and twice as fine on the bus. Look-alikes: INA219 PGA ranges 40 / 80 / 160 / 320 mV, "
    "INA3221 full scale 163.84 mV and 32.76 V.",
    typ="structured",
)

fact(
    "rq98-f11",
    "hard",
    "State the output scale factor of the LM35 and of the TMP36, and that of the TMP37 covered "
    "by the same Analog Devices data sheet, in mV/°C. Which of them gives the largest voltage step "
    "per degree Fahrenheit?",
    ["LM35", "TMP36"],
    [
        it(
            "LM35",
            "sensitivity",
            unit="mV/°C",
            value=10.0,
            q="temperature",
            cond="0 mV + 10.0 mV/C",
        ),
        it("TMP36", "sensitivity", unit="mV/°C", value=10, q="temperature", cond="TMP35 / TMP36"),
        it("TMP36", "sensitivity", unit="mV/°C", value=20, q="temperature", cond="TMP37"),
    ],
    [
        ev("lm35.pdf", 1, "0 mV + 10.0 mV/°C"),
        ev("tmp36.pdf", 1, "10 mV/°C Scale Factor (20 mV/°C on TMP37)"),
    ],
    "LM35 page 1 figure label and TMP35/36/37 feature list page 1; the TMP37 (20 mV/C = 11.1 "
    "mV/F) gives the largest step, LM35 and TMP36 both 10 mV/C (5.56 mV/F). Numbers repeat "
    "earlier items (tmp36-c1, rq33-f01) from unquoted lines. The TMP37 item is filed under the "
    "TMP36 sheet's device name. Look-alikes: TMP36 500 mV offset, TMP37 500 mV at 25 C.",
    typ="structured",
    wording="formal",
)

fact(
    "rq98-f12",
    "medium",
    "gy-271 (hmc5883l): after i trigger a single measurement, how long does honeywell say to "
    "wait before reading, and how long between samples in continuous mode at the default 15 hz? "
    "in seconds please",
    ["HMC5883L"],
    [
        it(
            "HMC5883L",
            "response_time",
            unit="ms",
            typ=6,
            cond="single measurement, wait before reading",
        ),
        it(
            "HMC5883L",
            "response_time",
            unit="ms",
            typ=67,
            cond="continuous mode at 15 Hz, between reads",
        ),
    ],
    [
        ev(
            "hmc5883l.pdf",
            18,
            "4. Wait 6 ms or monitor status register or DRDY hardware interrupt pin",
        ),
        ev("hmc5883l.pdf", 18, "Wait about 67 ms (if 15 Hz rate) or monitor status register"),
    ],
    "Operational examples, page 18 (0.006 s and about 0.067 s). Numbers repeat earlier items "
    "(hmc5883l-c2, rq48-f19) from the example lines no earlier set quoted. Look-alikes: 250 us "
    "RDY low time (rq65-f10), 75 Hz highest continuous rate, 160 Hz via single measurements.",
    typ="structured",
)

fact(
    "rq98-f13",
    "medium",
    "am2302 / dht22 bit-bang timing, in milliseconds: how long must my host hold the line low for "
    "the start signal, and how long is the sensor's low response pulse?",
    ["DHT22"],
    [
        it("DHT22", "response_time", unit="us", mn=800, cond="host start signal, SDA low at least"),
        it("DHT22", "response_time", unit="us", typ=80, cond="sensor response, SDA pulled low"),
    ],
    [
        ev(
            "dht22.pdf",
            6,
            "Microprocessor data bus (SDA) to bring down a period of time (at least 800μ s)",
        ),
        ev("dht22.pdf", 6, "Response Sensor data bus (SDA) is pulled down to 80μ s"),
    ],
    "Table 5 communication format, page 6 (0.8 ms and 0.08 ms). Numbers repeat earlier items "
    "(rq38-f20, rq36-f05) from unquoted lines. Look-alikes: timing table Tbe 0.8 / 1 / 20 ms "
    "(rq35-f22), DHT11 start signal 18 ms, 80 us high after the response.",
    typ="structured",
)

fact(
    "rq98-f14",
    "medium",
    "In the TPS63020 resistor-selection table (R2 = 180 kΩ in every row), which output voltages "
    "correspond to R1 = 750 kΩ and to R1 = 1.6 MΩ?",
    ["TPS63020"],
    [
        it(
            "TPS63020",
            "output_voltage",
            unit="V",
            value=2.5,
            cond="Table 3, R1 = 750 kOhm, R2 = 180 kOhm",
        ),
        it(
            "TPS63020",
            "output_voltage",
            unit="V",
            value=5,
            cond="Table 3, R1 = 1.6 MOhm, R2 = 180 kOhm",
        ),
    ],
    [
        ev("tps63020.pdf", 15, "2.5 V 750 kΩ 180 kΩ"),
        ev("tps63020.pdf", 16, "5V 1.6 MΩ 180 kΩ"),
    ],
    "Table 3 spans pages 15 and 16. Look-alikes: 3.3 V (1 MOhm), 3.6 V (1.1 MOhm) and 4.5 V "
    "(1.43 MOhm), the last two asked in rq94-f04; feedback voltage 500 mV; TPS63021 fixed 3.3 V.",
    wording="formal",
    typ="structured",
)

fact(
    "rq98-f15",
    "hard",
    "two 5 v display drivers on the same usb rail: the max7219 pin description says connect V+ "
    "to what, and over what VDD range are the tm1637's switching and timing tables specified?",
    ["MAX7219", "TM1637"],
    [
        it("MAX7219", "supply_voltage", unit="V", value=5, cond="pin 19 V+, 'Connect to +5V'"),
        it(
            "TM1637",
            "supply_voltage",
            unit="V",
            mn=4.5,
            mx=5.5,
            cond="conditions of the switching / timing tables",
        ),
    ],
    [
        ev("max7219.pdf", 5, "19 V+ Positive Supply Voltage. Connect to +5V."),
        ev(
            "tm1637.pdf",
            10,
            "4、Switching character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)",
        ),
    ],
    "MAX7219 pin table page 5 and TM1637 page 10 table headings. Numbers repeat earlier items "
    "from unquoted lines. Look-alikes: MAX7219 operating range 4.0..5.5 V, TM1637 recommended "
    "3.3..5.5 V, abs max 7 V.",
    typ="structured",
)

fact(
    "rq98-f16",
    "hard",
    "ina3221 on a 24 v bus: a dead short downstream could put almost the whole bus across the "
    "shunt for a moment. what's the absolute max differential voltage between IN+ and IN-? "
    "answer in mV",
    ["INA3221"],
    [
        it(
            "INA3221",
            "abs_max_input_voltage",
            unit="V",
            mn=-26,
            mx=26,
            cond="IN+, IN- differential (VIN+) - (VIN-), absolute maximum",
        )
    ],
    [ev("ina3221.pdf", 4, "Differential (VIN+) – (VIN–)(2) –26 26")],
    "Absolute maximum ratings page 4 (+-26,000 mV). Look-alikes: common-mode -0.3..26 V "
    "(rq89-f04), note 2 (pins must stay within -0.3..26 V), shunt full scale 163.84 mV, VPU 26 V.",
    typ="simple",
)

# ---------------------------------------------------------------------------------------------
# Factual insufficient_evidence (near misses on unmarked lines, parts not covered)
# ---------------------------------------------------------------------------------------------

trap(
    "rq98-u01",
    "hard",
    "mpu6050 die temperature: the sheet says the temp register reads -521 LSB at 35 °C. what "
    "min/max does invensense guarantee for that offset from part to part? i want the worst case "
    "in °F",
    ["MPU-6050"],
    [ev("mpu-6050.pdf", 14, "Temperature Offset 35oC -521 LSB")],
    "Only a typical offset (-521 LSB at 35 C) is given; no min / max. Sensitivity 340 LSB/C and "
    "linearity +-1 C are other rows.",
)

trap(
    "rq98-u02",
    "medium",
    "esp32-wroom-32 with BLE long range (coded PHY, 125 kbps): what receiver sensitivity in dBm "
    "does the module sheet give for that mode, compared with normal 1M?",
    ["ESP32-WROOM-32"],
    [ev("esp32-wroom-32.pdf", 17, "Maximum received signal @30.8% PER - 0 - - dBm")],
    "Table 9 has one BLE sensitivity row (-97 dBm) with no PHY named and no coded-PHY figure. The "
    "quoted line is the maximum received signal (0 dBm) of the same table.",
)

trap(
    "rq98-u03",
    "medium",
    "bh1750 sits next to a 940 nm ir led. how sensitive is it at 940 nm relative to its peak, as a "
    "number (percent)?",
    ["BH1750"],
    [ev("bh1750.pdf", 2, "Peak Wave Length λp － 560 － nm")],
    "Only the 560 nm peak and a spectral-response curve; no number at 940 nm. The light-source "
    "dependency and the 1.2 measurement accuracy are other rows.",
)

trap(
    "rq98-u04",
    "medium",
    "What junction-to-ambient thermal resistance does the INA219 data sheet give for the chip-"
    "scale (WCSP / YFF) package, compared with the SOIC and SOT versions?",
    ["INA219"],
    [ev("ina219.pdf", 4, "RθJA Junction-to-ambient thermal resistance 111.3 135.4 °C/W")],
    "The thermal table covers D (SOIC, 111.3 C/W) and DCN (SOT, 135.4 C/W) only; no WCSP package.",
    wording="formal",
)

trap(
    "rq98-u05",
    "medium",
    "lm34 question (the fahrenheit twin of the lm35): what's its scale factor in mV/°F and its "
    "accuracy at 77 °F?",
    ["LM35"],
    [ev("lm35.pdf", 13, "VOUT = +1 mV/°F")],
    "The LM34 is not covered. The LM35 sheet's Fahrenheit thermometer (Figure 21) makes +1 mV/F "
    "with an LM385-1.2 and resistors; that is an application circuit of the LM35, not the LM34.",
)

trap(
    "rq98-u06",
    "hard",
    "If the MAX44009 lux high-byte register returns the exponent 1111, what illuminance does that "
    "reading correspond to, in klux?",
    ["MAX44009"],
    [
        ev(
            "max44009.pdf",
            9,
            "Exponent (E[3:0]): Exponent bits of the lux reading (0000 to 1110). Note: A reading "
            "of 1111 represents an overrange",
        )
    ],
    "Exponent 1111 is an overrange flag, not a lux value; the largest valid code is 1110 1111 "
    "(176,947 lux, see rq98-f01).",
    wording="formal",
)

trap(
    "rq98-u07",
    "medium",
    "acs712 20a version measuring a motor that sometimes pulls 20 A: after such an excursion, "
    "how much does the zero-current output shift (magnetic offset), in mA equivalent?",
    ["ACS712"],
    [
        ev(
            "acs712.pdf",
            4,
            "Magnetic Offset Error VERROM IP = 0 A, after excursion of 5 A – 0 – mV",
        )
    ],
    "The magnetic offset error is given only after a 5 A excursion (typical 0 mV); no figure "
    "after 20 A. Electrical offset +-30 mV and total output error are other rows.",
)

trap(
    "rq98-u08",
    "medium",
    "What maximum (guaranteed) humidity hysteresis does the Si7021 data sheet specify?",
    ["Si7021"],
    [ev("si7021.pdf", 7, "Hysteresis — ±1 — %RH")],
    "Only a typical +-1 %RH; the Max column is empty. Section 4 explains hysteresis with an "
    "example (+-1.0 %RH measurement uncertainty), again not a limit.",
    wording="formal",
)

trap(
    "rq98-u09",
    "hard",
    "ina3221: worst-case (max) input bias current into IN+ at 12 v common mode? need it in nA for "
    "an error budget",
    ["INA3221"],
    [ev("ina3221.pdf", 5, "IIN+ Input bias current at IN+ 10 μA")],
    "IIN+ is typical only (10 uA); IIN- is typical 10 uA || 670 kOhm. No maximum is given.",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: compatible
# ---------------------------------------------------------------------------------------------

LM2596_STBY = ev(
    "lm2596.pdf", 4, "Standby Quiescent Current (ON/OFF Pin = 5.0 V (“OFF”)) Istby 80 200 mA"
)

compat(
    "rq98-c01",
    "hard",
    "solar scale logger: 12 v battery -> lm2596 adj -> 5 v for an hx711 and the mcu, a ds3231 "
    "on its coin cell wakes everything every 15 min. between readings i pull the lm2596 ON/OFF "
    "pin high (off). my sleep budget for the converter is 0.3 mA. the text i copied out of the "
    "pdf says standby '80 mA' typ / '200' max, which can't be right if the running quiescent "
    "current is 5 mA... going by the sheet, does the lm2596 in standby fit 0.3 mA?",
    ["LM2596", "DS3231", "HX711"],
    "compatible",
    [
        it(
            "LM2596", "standby_current", unit="uA", typ=80, mx=200, cond="Istby, ON/OFF = 5 V, 25 C"
        ),
        it("LM2596", "standby_current", unit="uA", mx=250, cond="Istby, full temperature range"),
    ],
    [LM2596_STBY, ev("lm2596.pdf", 4, "(Note 6) 250")],
    "Istby is 80 uA typ, 200 uA max (250 uA over temperature): fits 0.3 mA. The PDF's text layer "
    "renders the Symbol-font micro sign as 'm' (also '100 mF' for the capacitors), so copied text "
    "reads 'mA'; IQ 5 / 10 mA in the row above is really mA. Earlier items: rq21-f16, rq66-f10.",
)

compat(
    "rq98-c02",
    "hard",
    "garden weather node: nrf24l01+ (bare module, pcb antenna, call it 0 dBi), a dht22 and a "
    "tp4056 charging an 18650. local rules allow 10 mW eirp at 2.4 ghz. can the nrf24l01+ go "
    "above 10 mW even at its highest power setting, or am i fine?",
    ["nRF24L01+", "DHT22", "TP4056"],
    "compatible",
    [it("nRF24L01+", "tx_power", unit="dBm", typ=0, mx=4, cond="PRF maximum output power")],
    [ev("nrf24l01p.pdf", 15, "PRF Maximum Output Power a 0 +4 dBm")],
    "0 dBm typ (1 mW), +4 dBm max (2.5 mW) < 10 mW (10 dBm).",
)

compat(
    "rq98-c03",
    "medium",
    "Eine Büro-Wanduhr (Raumtemperatur 18–26 °C) mit DS3231SN, TM1637-Anzeige und TPS63021 "
    "soll ohne Nachstellen höchstens 90 Sekunden pro Jahr abweichen. Reicht die im Datenblatt "
    "angegebene Frequenzstabilität des DS3231 dafür aus (Alterung nicht berücksichtigt)?",
    ["DS3231", "TM1637", "TPS63020"],
    "compatible",
    [
        it(
            "DS3231",
            "accuracy",
            unit="ppm",
            mn=-2,
            mx=2,
            cond="frequency stability vs temperature, 0..+40 C",
        )
    ],
    [ev("ds3231.pdf", 3, "Δf/fOUT VBAT = 3.3V, 0°C to +40°C ±2 ppm")],
    "+-2 ppm over 0..40 C is about +-63 s per year, inside 90 s.",
    wording="formal",
    lang="de",
)

compat(
    "rq98-c04",
    "hard",
    "fridge monitor: ds18b20 probe inside at about 38 °F, an esp32 reads it and a pc817 "
    "isolates the compressor control line. i need the reading good to ±1 °F. does the ds18b20 spec cover "
    "that at fridge temperature?",
    ["DS18B20", "PC817", "ESP32-WROOM-32"],
    "compatible",
    [it("DS18B20", "accuracy", unit="°C", mn=-0.5, mx=0.5, q="temperature", cond="-10 C to +85 C")],
    [ev("ds18b20.pdf", 2, "-10°C to +85°C ±0.5")],
    "38 F = 3.3 C lies in -10..+85 C where the error is +-0.5 C = +-0.9 F.",
)

compat(
    "rq98-c05",
    "hard",
    "smoker controller: k-type into a max31855, a max7219 7-seg shows °F, an irlz44n runs the "
    "fan. i want the display to step in 0.5 °F increments. is the max31855's thermocouple "
    "resolution fine enough for that?",
    ["MAX31855", "MAX7219", "IRLZ44N"],
    "compatible",
    [
        it(
            "MAX31855",
            "resolution",
            unit="°C",
            value=0.25,
            q="temperature",
            cond="thermocouple, 14 bit",
        )
    ],
    [ev("max31855.pdf", 1, "14-Bit, 0.25NC Resolution")],
    "0.25 C = 0.45 F per LSB, finer than 0.5 F. Accuracy (+-2 C) is a different question.",
)

compat(
    "rq98-c06",
    "hard",
    "A grow-room logger uses a CCS811 for eCO2, a DS18B20 for soil temperature and a W25Q64FV "
    "for storage. The CO2 enrichment target runs up to 1.2 % by volume. Does the eCO2 "
    "output range given in this CCS811 data sheet reach that level?",
    ["CCS811", "DS18B20", "W25Q64FV"],
    "compatible",
    [
        it(
            "CCS811",
            "measurement_range",
            unit="ppm",
            mn=400,
            mx=64000,
            q="gas_concentration",
            cond="eCO2 output range",
        )
    ],
    [ev("ccs811.pdf", 9, "400ppm to 64000ppm.")],
    "1.2 % = 12,000 ppm, inside 400..64,000 ppm. eCO2 is an equivalent derived from VOCs, not an "
    "NDIR CO2 measurement; other CCS811 documents give 8192 ppm, this one does not.",
    wording="formal",
)

compat(
    "rq98-c07",
    "hard",
    "A rain-tank level sensor uses an HC-SR04 mounted in the lid and looking down; the water "
    "surface is at most 10 ft below it and never closer than 6 inches. The node runs from a 12 V "
    "solar battery through an LM2596 set to 5 V and reports via an nRF24L01+. Is that distance "
    "span within the HC-SR04's stated range?",
    ["HC-SR04", "LM2596", "nRF24L01+"],
    "compatible",
    [it("HC-SR04", "measurement_range", unit="cm", mn=2, mx=400, q="distance", cond="ranging")],
    [ev("hc-sr04.pdf", 1, "Ultrasonic ranging module HC - SR04 provides 2cm - 400cm non-contact")],
    "10 ft = 305 cm and 6 in = 15 cm lie inside 2..400 cm (Max Range 4 m, Min Range 2 cm).",
    wording="formal",
)

compat(
    "rq98-c08",
    "hard",
    "spin-balancing rig: a drv8833 spins a small rotor up to 300 rpm, an mpu6050 glued to the "
    "rotor logs to a w25q64. on its biggest range, will the gyro keep up with 300 rpm without "
    "clipping?",
    ["MPU-6050", "DRV8833", "W25Q64FV"],
    "compatible",
    [
        it(
            "MPU-6050",
            "measurement_range",
            unit="°/s",
            mn=-2000,
            mx=2000,
            q="angular_rate",
            cond="gyroscope full-scale range, FS_SEL = 3",
        )
    ],
    [ev("mpu-6050.pdf", 12, "FS_SEL=3 ±2000 º/s")],
    "300 rpm = 1800 deg/s < 2000 deg/s.",
)

compat(
    "rq98-c09",
    "hard",
    "A bench fixture measures the stray field of small magnets with an HMC5883L; a VL53L0X "
    "measures the magnet-to-sensor distance and an ADS1115 reads a reference Hall probe. The "
    "strongest field expected at the HMC5883L is 200 µT. Is that within the HMC5883L field range?",
    ["HMC5883L", "VL53L0X", "ADS1115"],
    "compatible",
    [
        it(
            "HMC5883L",
            "measurement_range",
            unit="gauss",
            mn=-8,
            mx=8,
            q="magnetic_field",
            cond="field range, full scale",
        )
    ],
    [ev("hmc5883l.pdf", 2, "Field Range Full scale (FS) -8 +8 gauss")],
    "200 uT = 2 gauss, inside +-8 gauss (the gain must be set to a range of at least +-2.5 Ga).",
    wording="formal",
)

compat(
    "rq98-c10",
    "medium",
    "door voice recorder: inmp441 on an xc6206 3.3 v ldo, a vl53l0x starts recording when "
    "someone walks up. 8 khz sample "
    "rate is plenty for speech. is a WS of 8 khz ok for the inmp441 or is that below what it "
    "accepts?",
    ["INMP441", "XC6206", "VL53L0X"],
    "compatible",
    [it("INMP441", "data_rate", unit="kHz", mn=7.8, mx=50, cond="fWS, WS frequency")],
    [ev("inmp441.pdf", 5, "fWS WS frequency 7.8 50 kHz")],
    "8 kHz is just above the 7.8 kHz minimum; 64 x 8 kHz = 512 kHz SCK, above the 0.5 MHz fSCK "
    "minimum.",
)

compat(
    "rq98-c11",
    "hard",
    "isolating the pwm into an l298n enable pin with a pc817, collector load 100 ohm like the "
    "sheet's test circuit. 1 khz pwm, duty never below 10 % or above 90 %, so the shortest pulse "
    "is 100 µs. an mcp3008 reads the motor current shunt. using the pc817's max rise and fall times, "
    "does a 100 µs pulse still get through?",
    ["PC817", "L298N", "MCP3008"],
    "compatible",
    [
        it(
            "PC817",
            "response_time",
            unit="us",
            typ=4,
            mx=18,
            cond="rise time tr, VCE = 2 V, IC = 2 mA, RL = 100 Ohm",
        ),
        it(
            "PC817",
            "response_time",
            unit="us",
            typ=3,
            mx=18,
            cond="fall time tf, VCE = 2 V, IC = 2 mA, RL = 100 Ohm",
        ),
    ],
    [
        ev("pc817.pdf", 4, "Rise time tr − 4 18 µs"),
        ev("pc817.pdf", 4, "Fall time tf − 3 18 µs"),
    ],
    "18 + 18 us = 36 us, well inside a 100 us pulse (0.1 ms). With a large pull-up the optocoupler "
    "is slower; the question fixes the test-circuit load.",
)

compat(
    "rq98-c12",
    "medium",
    "In a low-power light logger an XC6206 LDO is permanently on and supplies a BH1750 and a "
    "PCF8563. The regulator's own quiescent current must stay below 0.005 mA. Does the XC6206 "
    "meet that?",
    ["XC6206", "BH1750", "PCF8563"],
    "compatible",
    [it("XC6206", "quiescent_current", unit="uA", typ=1.0, mx=3.0, cond="IDD supply current")],
    [ev("xc6206.pdf", 4, "Supply Current IDD - 1.0 3.0 μA")],
    "3.0 uA max < 5 uA.",
    wording="formal",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: incompatible
# ---------------------------------------------------------------------------------------------

compat(
    "rq98-i01",
    "hard",
    "For a long-range link a designer requires at least 100 mW of conducted transmit power from "
    "an ESP32-WROOM-32 in 802.11b mode; an INA3221 logs the supply rails and an LM35 the module "
    "temperature. Does the ESP32-WROOM-32 data sheet support that requirement?",
    ["ESP32-WROOM-32", "INA3221", "LM35"],
    "incompatible",
    [
        it(
            "ESP32-WROOM-32",
            "tx_power",
            unit="dBm",
            mn=17.5,
            typ=18.5,
            mx=20,
            cond="TX power, 11b mode",
        )
    ],
    [ev("esp32-wroom-32.pdf", 16, "11b mode 17.5 18.5 20 dBm")],
    "100 mW = 20 dBm is only the maximum; minimum 17.5 dBm = 56 mW, typical 18.5 dBm = 71 mW.",
    wording="formal",
)

compat(
    "rq98-i02",
    "medium",
    "skipping the transistor: i want to drive a bare srd-05vdc-sl-c (standard coil) straight "
    "from an esp32 gpio. how much current does the coil want vs what an esp32 pin can source? "
    "the board's ams1117 makes the 3.3 v.",
    ["SRD-05VDC-SL-C", "ESP32-WROOM-32", "AMS1117"],
    "incompatible",
    [
        it("SRD-05VDC-SL-C", "coil_voltage", unit="V", value=5, cond="standard, code 05"),
        it(
            "SRD-05VDC-SL-C",
            "coil_resistance",
            unit="Ohm",
            value=55,
            cond="standard, code 05 (89.3 mA)",
        ),
        it(
            "ESP32-WROOM-32",
            "output_current",
            unit="mA",
            typ=40,
            cond="IOH high-level source current, VDD3P3_CPU",
        ),
    ],
    [
        ev("srd-05vdc-sl-c.pdf", 2, "(Standard) 05 05 89.3 55"),
        ev(
            "esp32-wroom-32.pdf",
            15,
            "High-level source current VDD3P3_CPU power domain 1, 2 - 40 - mA",
        ),
    ],
    "The coil draws 89.3 mA (0.0893 A) at 5 V; a GPIO sources about 40 mA at 3.3 V, below the "
    "75 % (3.75 V) pull-in voltage anyway.",
)

compat(
    "rq98-i03",
    "hard",
    "gas alarm node in a barn, winters around -4 °F for weeks: ds3231sn keeps time, an mq-2 "
    "sniffs, an nrf24l01+ sends. say it sat at -4 °F all year: would the ds3231's frequency "
    "stability keep the clock within 1 minute per year without re-sync (aging ignored)?",
    ["DS3231", "MQ-2", "nRF24L01+"],
    "incompatible",
    [
        it(
            "DS3231",
            "accuracy",
            unit="ppm",
            mn=-3.5,
            mx=3.5,
            cond="frequency stability, -40 C to <0 C",
        )
    ],
    [ev("ds3231.pdf", 3, "VCC = 3.3V or -40°C to <0°C ±3.5")],
    "-4 F = -20 C: +-3.5 ppm, about +-110 s per year > 60 s.",
)

compat(
    "rq98-i04",
    "hard",
    "pizza oven: k-type into a max31855, tm1637 shows °F, an lm2596 makes 5 v from the 12 v "
    "igniter supply. i want "
    "the reading good to ±2 °F around 700 °F. does the max31855 k accuracy allow that?",
    ["MAX31855", "TM1637", "LM2596"],
    "incompatible",
    [
        it(
            "MAX31855",
            "accuracy",
            unit="°C",
            mn=-2,
            mx=2,
            q="temperature",
            cond="MAX31855K, thermocouple -200..+700 C, TA -20..+85 C",
        )
    ],
    [
        ev("max31855.pdf", 3, "TTHERMOCOUPLE = -200NC to +700NC,"),
        ev("max31855.pdf", 3, "-2 +2"),
    ],
    "700 F = 371 C: +-2 C = +-3.6 F > +-2 F (and the thermocouple's own tolerance comes on top).",
)

compat(
    "rq98-i05",
    "medium",
    "A force plate digitizes its load cells with an HX711 running from its internal oscillator "
    "(no crystal) with RATE tied high; an MCP4725 outputs the force as an analog signal and a "
    "74HC595 drives indicator LEDs. A jump test needs 100 samples per second. Can the HX711 "
    "deliver that in this configuration?",
    ["HX711", "MCP4725", "74HC595"],
    "incompatible",
    [
        it("HX711", "data_rate", unit="Hz", typ=80, cond="internal oscillator, RATE = DVDD"),
        it("HX711", "data_rate", unit="Hz", typ=10, cond="internal oscillator, RATE = 0"),
    ],
    [
        ev("hx711.pdf", 3, "Internal Oscillator, RATE = 0 10 Hz"),
        ev("hx711.pdf", 3, "DVDD 80"),
    ],
    "80 SPS with the internal oscillator. An external clock (fclk / 138,240, up to 20 MHz) would "
    "reach about 145 SPS, but the question fixes the internal oscillator.",
    wording="formal",
)

compat(
    "rq98-i06",
    "medium",
    "A battery-powered vibration logger runs an MCP3008 directly from a 1S Li-ion cell that may "
    "sag to 2.7 V (charged by an MCP73831; an HMC5883L shares the cell). One channel must be "
    "sampled at 0.1 Msps. Does the MCP3008 specification support that at VDD = VREF = 2.7 V?",
    ["MCP3008", "MCP73831", "HMC5883L"],
    "incompatible",
    [
        it("MCP3008", "data_rate", unit="ksps", mx=75, cond="throughput, VDD = VREF = 2.7 V"),
        it("MCP3008", "data_rate", unit="ksps", mx=200, cond="throughput, VDD = VREF = 5 V"),
    ],
    [
        ev("mcp3008.pdf", 3, "75 ksps VDD = VREF = 2.7V"),
        ev("mcp3008.pdf", 3, "Throughput Rate fSAMPLE — — 200 ksps VDD = VREF = 5V"),
    ],
    "100 ksps > 75 ksps at 2.7 V.",
    wording="formal",
)

compat(
    "rq98-i07",
    "hard",
    "robot in my garage, vl53l0x bare module (no cover glass) looking at a white wall, indoors, "
    "default 33 ms timing budget. i want it to start braking at 10 ft. drv8833 drives the motors "
    "and an mq-3 rides along for fun. can the vl53l0x see 10 ft?",
    ["VL53L0X", "DRV8833", "MQ-3"],
    "incompatible",
    [
        it(
            "VL53L0X",
            "measurement_range",
            unit="cm",
            mx=200,
            q="distance",
            cond="white target, indoor, typical (long range profile)",
        ),
        it(
            "VL53L0X",
            "measurement_range",
            unit="cm",
            mx=120,
            q="distance",
            cond="white target, indoor, minimum",
        ),
    ],
    [
        ev("vl53l0x.pdf", 26, "Typical 200cm+ (1) 80cm"),
        ev("vl53l0x.pdf", 26, "Minimum 120cm 60cm"),
    ],
    "10 ft = 305 cm; Table 11 gives 120 cm guaranteed and 200 cm+ typical (with the long-range "
    "profile) for a white target indoors.",
)

compat(
    "rq98-i08",
    "hard",
    "A UART link at 115200 baud is to be isolated with a PC817 under the data sheet's "
    "response-time test conditions; a MAX31865 and a 74HC595 share the board. Using the maximum "
    "rise and fall times, can the PC817 pass 115200-baud bits?",
    ["PC817", "MAX31865", "74HC595"],
    "incompatible",
    [
        it(
            "PC817",
            "response_time",
            unit="us",
            typ=4,
            mx=18,
            cond="rise time tr, VCE = 2 V, IC = 2 mA, RL = 100 Ohm",
        ),
        it(
            "PC817",
            "response_time",
            unit="us",
            typ=3,
            mx=18,
            cond="fall time tf, VCE = 2 V, IC = 2 mA, RL = 100 Ohm",
        ),
    ],
    [
        ev("pc817.pdf", 4, "Rise time tr − 4 18 µs"),
        ev("pc817.pdf", 4, "Fall time tf − 3 18 µs"),
    ],
    "One bit at 115200 baud lasts 8.7 us, shorter than the 18 us maximum rise or fall time.",
    wording="formal",
)

compat(
    "rq98-i09",
    "hard",
    "egg incubator: si7021 reads the temperature, an irlz44n switches the heater, ams1117 makes "
    "3.3 v. the recipe says hold 99.5 °F ±0.5 °F. is the si7021's temperature accuracy good "
    "enough to trust ±0.5 °F?",
    ["Si7021", "IRLZ44N", "AMS1117"],
    "incompatible",
    [
        it(
            "Si7021",
            "accuracy",
            unit="°C",
            typ=0.3,
            mx=0.4,
            q="temperature",
            cond="-10 C < tA < 85 C, max +-0.4 C",
        )
    ],
    [ev("si7021.pdf", 9, "Accuracy1 –10 °C< tA < 85 °C — ±0.3 ±0.4 °C")],
    "+-0.4 C = +-0.72 F max (typ +-0.3 C = +-0.54 F), wider than +-0.5 F.",
)

compat(
    "rq98-i10",
    "hard",
    "diy bench supply: an mcp4725 at vdd = 5 v nudges the tps63020 feedback node, an ina219 "
    "reads the output back. i want 1 mV setpoint steps straight from the dac code. what's one lsb "
    "of the mcp4725 at 5 v, is that fine enough?",
    ["MCP4725", "INA219", "TPS63020"],
    "incompatible",
    [
        it(
            "MCP4725",
            "resolution",
            unit="mV",
            value=1.22,
            q="voltage",
            cond="LSB size at VDD = 5.0 V (5 V / 4096)",
        )
    ],
    [ev("mcp4725.pdf", 19, "5.0V 1.22 mV 5V / 4096")],
    "1 LSB = 1.22 mV > 1 mV (0.73 mV at 3.0 V).",
)

compat(
    "rq98-i11",
    "hard",
    "A solar tracker measures light with a BH1750, checks for obstructions with an HC-SR04 and "
    "reads the panel temperature with a MAX31865. Full sun at the site reaches about 120 klux. "
    "The BH1750's default range ends at 65535 lx; can its range be extended to 120,000 lx with "
    "the measurement-time (MTreg) adjustment described in the data sheet?",
    ["BH1750", "HC-SR04", "MAX31865"],
    "incompatible",
    [
        it(
            "BH1750",
            "measurement_range",
            unit="lx",
            mn=1,
            mx=65535,
            q="illuminance",
            cond="default",
        ),
        it(
            "BH1750",
            "measurement_range",
            unit="lx",
            mx=100000,
            q="illuminance",
            cond="with the MTreg sensitivity adjustment",
        ),
    ],
    [
        ev("bh1750.pdf", 1, "4) Wide range and High resolution. ( 1 - 65535 lx )"),
        ev(
            "bh1750.pdf",
            1,
            "( It is possible to detect min. 0.11 lx, max. 100000 lx by using this function. )",
        ),
    ],
    "Even with MTreg the maximum is 100,000 lx < 120,000 lx.",
    wording="formal",
)

compat(
    "rq98-i12",
    "hard",
    "An ADS1115 on its ±2.048 V range digitizes an MQ-3 and an ACS712 output. The application "
    "needs a code step no larger than 50 µV. Is the ADS1115 fine enough on that range?",
    ["ADS1115", "ACS712", "MQ-3"],
    "incompatible",
    [
        it("ADS1115", "resolution", unit="bit", value=16, cond="ADC resolution"),
        it(
            "ADS1115",
            "analog_input_range",
            unit="V",
            mn=-2.048,
            mx=2.048,
            cond="PGA = 2 full-scale range",
        ),
    ],
    [
        ev("ads1115.pdf", 1, "Ultra-Small, Low-Power, 16-Bit"),
        ev("ads1115.pdf", 13, "2 ±2.048V"),
    ],
    "4.096 V / 65536 = 62.5 uV per code > 50 uV (no LSB table in this sheet; computed).",
    wording="formal",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: insufficient_evidence (parts not covered)
# ---------------------------------------------------------------------------------------------

compat(
    "rq98-e01",
    "medium",
    "my current sensor board turned out to be an ACS758 50 A version, not an acs712. a drv8833 "
    "runs the motors and an ads1115 reads the sensor. what mV/A do i scale with, and is it "
    "enough resolution for 100 mA steps?",
    ["ACS712", "DRV8833", "ADS1115"],
    "insufficient_evidence",
    [],
    [ev("acs712.pdf", 1, "66 to 185 mV/A output sensitivity")],
    "The ACS758 is not covered; the ACS712 sensitivities (66 / 100 / 185 mV/A) do not apply.",
)

compat(
    "rq98-e02",
    "medium",
    "one 18650 -> MT3608 boost set to 5 v -> a tm1637 clock, a max7219 matrix and an hc-sr04. "
    "will the mt3608 hold 5.0 v within ±5 % at 300 mA load when the cell is down at 3.3 v?",
    ["TM1637", "MAX7219", "HC-SR04"],
    "insufficient_evidence",
    [],
    [ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")],
    "The MT3608 boost converter is not covered; the loads' supply ranges are, the converter's "
    "regulation and current capability are not.",
)

compat(
    "rq98-e03",
    "medium",
    "board says INA260 on it (the one with the built-in 2 mΩ shunt), sitting where my ina219 "
    "used to be; drv8833 motors, pcf8563 timestamps. what current lsb in mA does the ina260 "
    "give?",
    ["INA219", "DRV8833", "PCF8563"],
    "insufficient_evidence",
    [],
    [ev("ina219.pdf", 1, "Senses Bus Voltages from 0 to 26 V")],
    "The INA260 is not covered; the INA219 needs an external shunt and its current LSB is set "
    "by calibration.",
)

compat(
    "rq98-e04",
    "medium",
    "the 'mosfet modules' i bought carry an IRF520, not an irlz44n. gate straight from a 3.3 v "
    "pin, ds18b20 and tmp36 measure the heater block. what RDS(on) in mΩ will the irf520 have at "
    "3.3 v gate drive?",
    ["IRLZ44N", "DS18B20", "TMP36"],
    "insufficient_evidence",
    [],
    [ev("irlz44n.pdf", 1, "RDS(on) = 0.022Ω")],
    "The IRF520 is not covered; IRLZ44N logic-level figures do not transfer.",
)

compat(
    "rq98-e05",
    "medium",
    "swapping my tp4056 boards for TP5100 ones to charge at 2 A. the node has an mq-2 and a "
    "ccs811. what float voltage (in V) and charge-current accuracy does the tp5100 give?",
    ["TP4056", "MQ-2", "CCS811"],
    "insufficient_evidence",
    [],
    [ev("tp4056.pdf", 1, "(1A Standalone Linear")],
    "The TP5100 is not covered; the TP4056 sheet (1 A linear charger) does not describe it.",
)

compat(
    "rq98-e06",
    "medium",
    "On a sensor board the XC6206 regulator was replaced by an AP2112K-3.3, which is rated for "
    "600 mA; a DHT11 and a MAX31865 are supplied from it. What dropout voltage, in mV, does the "
    "AP2112K-3.3 have at 600 mA?",
    ["XC6206", "DHT11", "MAX31865"],
    "insufficient_evidence",
    [],
    [ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)")],
    "The AP2112 is not covered; the XC6206 dropout chart does not apply.",
    wording="formal",
)

compat(
    "rq98-e07",
    "medium",
    "the flash on my logger board is a W25Q32JV (32 Mbit), not the w25q64 i planned for; a dht11 "
    "logs and an l298n runs a pump. what page program and sector erase times (in ms) does the "
    "w25q32jv have?",
    ["W25Q64FV", "DHT11", "L298N"],
    "insufficient_evidence",
    [],
    [ev("w25q64.pdf", 5, "W25Q64FV: 64M-bit / 8M-byte (8,388,608)")],
    "The W25Q32JV is not covered; only the W25Q64FV is.",
)

compat(
    "rq98-e08",
    "medium",
    "An RTC module delivered in place of a PCF8563 board carries a PCF8523; an HX711 scale and "
    "a 74HC595 LED bar share the board. What frequency deviation, in ppm or seconds per day, "
    "does the PCF8523 show at 25 °C?",
    ["PCF8563", "HX711", "74HC595"],
    "insufficient_evidence",
    [],
    [ev("pcf8563.pdf", 1, "32.768 kHz quartz crystal")],
    "The PCF8523 is not covered.",
    wording="formal",
)

compat(
    "rq98-e09",
    "medium",
    "gas box: next to the mq-2 and mq-3 boards i added an MQ-7 (CO) board that cycles its heater "
    "5 v for 60 s and 1.4 v for 90 s; a dht11 watches the box. what heater power in mW does the "
    "mq-7 take during the 1.4 v phase?",
    ["MQ-2", "MQ-3", "DHT11"],
    "insufficient_evidence",
    [],
    [ev("mq-2.pdf", 3, "Heater consumption PH ≤950mW")],
    "The MQ-7 is not covered; the MQ-2 / MQ-3 heater figures do not apply.",
)

compat(
    "rq98-e10",
    "medium",
    "Climate box: a CCS811 needs humidity compensation and an MCP2515 reports over CAN. The Si7021 "
    "was replaced by an SHT31 breakout. What RH accuracy (in %RH) does the SHT31 offer, and is it "
    "at least as good as the Si7021's ±3 %RH?",
    ["Si7021", "CCS811", "MCP2515"],
    "insufficient_evidence",
    [],
    [ev("si7021.pdf", 1, "± 3% RH (max), 0–80% RH")],
    "The SHT31 is not covered; only the Si7021 side of the comparison is in the corpus.",
    wording="formal",
)

compat(
    "rq98-e11",
    "medium",
    "newer 'dht20' boards (aht20 inside, i2c) instead of my dht22 / am2302, fed from an ams1117 "
    "3.3 v with an mcp73831 charging the cell. what temperature accuracy in °F does the dht20 "
    "have, vs the dht22's?",
    ["DHT22", "AMS1117", "MCP73831"],
    "insufficient_evidence",
    [],
    [ev("dht22.pdf", 3, "Accuracy ±0.5 ±1 ℃")],
    "The DHT20 / AHT20 is not covered; only the DHT22 half of the comparison is in the corpus.",
)


def main():
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")


if __name__ == "__main__":
    main()
