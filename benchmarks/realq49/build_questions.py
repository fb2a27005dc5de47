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


# ---------- factual, answerable
add(
    "rq49-f01",
    "medium",
    "simple",
    "What storage temperature range does the Si7021 datasheet give in its absolute maximum ratings?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "storage_temperature",
            "°C",
            mn=-65,
            mx=150,
            cond="storage temperature, absolute maximum",
        )
    ],
    [ev("si7021.pdf", 10, "Storage Temperature2 –65 — 150 °C")],
    "-65..150 C; look-alikes in the same table: ambient temperature -55..125 C (abs max), and the recommended "
    "operating ranges -40..125 C (I/Y grade) / -40..85 C (G grade) on p4.",
    wording="formal",
)
add(
    "rq49-f02",
    "medium",
    "simple",
    "mcp2515 can controller - how cold/hot can i store it (not running)?",
    ["MCP2515"],
    None,
    [
        it(
            "MCP2515",
            "storage_temperature",
            "°C",
            mn=-65,
            mx=150,
            cond="storage temperature, absolute maximum",
        )
    ],
    [
        ev(
            "mcp2515.pdf",
            73,
            "Storage Temperature ..............................................................................................................................-65°C to +150°C",
        )
    ],
    "-65..+150 C; look-alike next row: ambient temperature with power applied -65..+125 C; operating grades "
    "I -40..85 C / E -40..125 C elsewhere.",
)
add(
    "rq49-f03",
    "hard",
    "simple",
    "ina3221 in power-down mode, how long till its fully back after i write an active MODE again?",
    ["INA3221"],
    None,
    [it("INA3221", "warm_up_time", "us", value=40, cond="full recovery from power-down mode")],
    [ev("ina3221.pdf", 11, "Full recovery from power-down mode requires 40µs.")],
    "40 us (running text); look-alikes: conversion times 140 us .. 8.244 ms (p18), power-on reset threshold 2 V. "
    "Filed as warm_up_time.",
)
add(
    "rq49-f04",
    "hard",
    "simple",
    "hmc5883l at the default 15hz output rate, how long should the master wait after switching to continuous mode "
    "before reading the data regs?",
    ["HMC5883L"],
    None,
    [
        it(
            "HMC5883L",
            "response_time",
            "ms",
            typ=67,
            cond="typical delay at the default 15 Hz data rate before reading",
        )
    ],
    [
        ev(
            "hmc5883l.pdf",
            18,
            "With the data rate at the factory default of 15Hz updates, a 67 milli-second typical delay should be allowed",
        )
    ],
    "67 ms typ (operational example); look-alikes: single-measurement period 6 ms (asked before), data-rate "
    "table 0.75..75 Hz. Filed as response_time.",
)
add(
    "rq49-f05",
    "medium",
    "simple",
    "mpu6050 storage temp range? board will sit in a car over summer, powered off",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "storage_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="storage temperature range, absolute maximum",
        )
    ],
    [ev("mpu-6050.pdf", 20, "Storage Temperature Range -40°C to +125°C")],
    "-40..+125 C; look-alikes: operating temperature range -40..+105 C in the same abs-max table, specified "
    "temperature range -40..85 C in the EC tables.",
)
add(
    "rq49-f06",
    "hard",
    "simple",
    "In the MPU-6050 absolute maximum ratings, what operating temperature range is listed?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=105,
            cond="operating temperature range, abs max table",
        )
    ],
    [ev("mpu-6050.pdf", 20, "Operating Temperature Range -40°C to +105°C")],
    "-40..+105 C from the abs-max table (p20); look-alikes: storage -40..+125 C next row, and the -40..85 C "
    "'specified temperature range' asked by earlier sets. A system keeping one operating range fails it.",
    wording="formal",
)
add(
    "rq49-f07",
    "hard",
    "simple",
    "L298N: what is the typical sink current turn-on delay T7 when the output is switched by the enable input "
    "(Ven)? Please answer in nanoseconds.",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "response_time",
            "us",
            typ=0.25,
            cond="T7 (Ven) sink current turn-on delay, 0.5 Ven to 0.9 IL",
        )
    ],
    [ev("l298n.pdf", 4, "T7 (Ven) Sink Current Turn-on Delay 0.5 V en to 0.9 IL (3); (4) 0.25 µs")],
    "0.25 us = 250 ns; look-alikes: T7 (Vi) 1.6 us (input-driven, asked before), T6 (Vi) 0.25 us sink fall time, "
    "T8 (Ven) 0.1 us.",
    wording="formal",
)
add(
    "rq49-f08",
    "medium",
    "simple",
    "cc1101 how fast from sleep to rx? (datasheet front feature list)",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "warm_up_time",
            "us",
            value=240,
            cond="startup time from SLEEP to RX (feature list)",
        )
    ],
    [ev("cc1101.pdf", 2, "Fast startup time; 240 μs from sleep to RX")],
    "240 us; look-alikes: 75 us synthesizer settling (same page), crystal start-up 150 us, PLL calibration ~712 us.",
)
add(
    "rq49-f09",
    "medium",
    "simple",
    "nrf24l01+ max start-up time when coming out of standby-I (not power down)?",
    ["nRF24L01+"],
    None,
    [it("nRF24L01+", "warm_up_time", "us", mx=130, cond="start-up from standby-I mode, max")],
    [ev("nrf24l01p.pdf", 8, "Max 130us start-up from standby-I mode")],
    "130 us max; look-alike next bullet: max 1.5 ms start-up from power down; Tpd2stby 3 / 4.5 ms with other crystals.",
)
add(
    "rq49-f10",
    "medium",
    "simple",
    "vl53l0x 'high accuracy' range profile, what timing budget does ST use for it?",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "response_time",
            "ms",
            value=200,
            cond="range timing budget, high accuracy profile",
        )
    ],
    [ev("vl53l0x.pdf", 28, "High accuracy 200 ms 1.2 m, accuracy < +/- 3 % Precise measurement")],
    "200 ms; look-alikes in Table 13: default 30 ms, long range 33 ms, high speed 20 ms.",
)
add(
    "rq49-f11",
    "hard",
    "simple",
    "¿Qué presupuesto de tiempo de medida (timing budget) usa el perfil 'long range' del VL53L0X?",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "response_time",
            "ms",
            value=33,
            cond="range timing budget, long range profile (dark conditions)",
        )
    ],
    [ev("vl53l0x.pdf", 28, "Long range 33 ms")],
    "33 ms; look-alikes: default 30 ms, high speed 20 ms, high accuracy 200 ms; 2 m only in the dark (no IR).",
    wording="formal",
    lang="es",
)
add(
    "rq49-f12",
    "hard",
    "simple",
    "74hc595 (plain HC, not HCT) at vcc 6v: propagation delay MR to Q7S at 25C, typ and max?",
    ["74HC595"],
    None,
    [it("74HC595", "response_time", "ns", typ=14, mx=30, cond="tpd MR to Q7S, VCC = 6 V, 25 C")],
    [
        ev("74hc595.pdf", 10, "MR to Q7S; see Figure 12 [3]"),
        ev("74hc595.pdf", 10, "VCC = 6 V - 14 30 - 37 - 45 ns"),
    ],
    "14 typ / 30 max ns at 25 C; look-alikes: same row at 4.5 V (17/35), STCP to Qn at 6 V (16/30), ten at 6 V "
    "(14/26), -40..85 C max 37 ns, -40..125 C max 45 ns.",
)
add(
    "rq49-f13",
    "hard",
    "simple",
    "What is the maximum disable time (OE to Qn) of the 74HC595 at VCC = 2 V over -40 °C to +85 °C?",
    ["74HC595"],
    None,
    [it("74HC595", "response_time", "ns", mx=190, cond="tdis OE to Qn, VCC = 2 V, -40..+85 C")],
    [
        ev("74hc595.pdf", 10, "tdis disable time OE to Qn; see Figure 13 [5]"),
        ev("74hc595.pdf", 10, "VCC = 2 V - 41 150 - 190 - 225 ns"),
    ],
    "190 ns; look-alikes: same row 25 C max 150 ns, -40..125 C 225 ns; ten at 2 V 150/190/225 on the line above "
    "(same numbers: a system that mixes ten and tdis still matches); 4.5 V 38 ns.",
    wording="formal",
)
add(
    "rq49-f14",
    "hard",
    "simple",
    "w25q64 after release power-down (no electronic signature read), how long /CS high before its in standby? tRES1",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "response_time",
            "us",
            mx=3,
            cond="tRES1, /CS high to standby without electronic signature",
        )
    ],
    [ev("w25q64.pdf", 77, "/CS High to Standby Mode without Electronic Signature tRES1(2) 3 µs")],
    "3 us max; look-alikes: tRES2 (with electronic signature) 3 us, tDP /CS high to power-down 3 us (asked before), "
    "tSUS 20 us.",
)
add(
    "rq49-f15",
    "medium",
    "simple",
    "si7021 heater current if i set HEATER[3:0] = 0100?",
    ["Si7021"],
    None,
    [it("Si7021", "supply_current", "mA", typ=27.39, cond="heater current, HEATER[3:0] = 0100")],
    [ev("si7021.pdf", 27, "0 1 0 0 27.39 mA")],
    "27.39 mA; look-alikes: 0000 3.09, 0001 9.18, 1000 51.69, 1111 94.20 mA; IHEAT 3.1 to 94.2 mA on p4.",
)
add(
    "rq49-f16",
    "hard",
    "simple",
    "74hc595 at only 2v supply, worst case SHCP->Q7S delay if the box can reach 125C?",
    ["74HC595"],
    None,
    [it("74HC595", "response_time", "ns", mx=240, cond="tpd SHCP to Q7S, VCC = 2 V, -40..+125 C")],
    [
        ev("74hc595.pdf", 10, "tpd propagation SHCP to Q7S; see Figure 9 [2]"),
        ev("74hc595.pdf", 10, "VCC = 2 V - 52 160 - 200 - 240 ns"),
    ],
    "240 ns; look-alikes: 25 C 52/160 ns, -40..85 C 200 ns; 4.5 V 48 ns and 6 V 41 ns at -40..125 C (asked before).",
)
add(
    "rq49-f17",
    "hard",
    "simple",
    "CC1101: how long does the PLL take to settle when switching from TX to RX (typical and max)?",
    ["CC1101"],
    None,
    [it("CC1101", "response_time", "us", typ=31, mx=31, mn=30, cond="PLL TX/RX settling time")],
    [ev("cc1101.pdf", 19, "PLL TX/RX settling time 30 31 31")],
    "30 / 31 / 31 us (unit printed as 'Ps' by the font); look-alike row above: PLL RX/TX 29 / 30 / 30 us; "
    "75 us synthesizer settling in the feature list.",
    wording="formal",
)
add(
    "rq49-f18",
    "hard",
    "simple",
    "ds3231 i2c in standard mode (100k) - max allowed rise time on SDA/SCL? in microseconds",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "response_time",
            "ns",
            mx=1000,
            cond="tR rise time of SDA and SCL, standard mode",
        )
    ],
    [
        ev("ds3231.pdf", 4, "Rise Time of Both SDA and SCL Fast mode 20 + 300"),
        ev("ds3231.pdf", 4, "Signals (Note 11) Standard mode 0.1CB 1000"),
    ],
    "1000 ns = 1 us; look-alikes: fast-mode rise 20 + 0.1CB .. 300 ns, fall time standard / fast 300 ns.",
)
add(
    "rq49-k01",
    "hard",
    "structured",
    "Si7021: Welchen Heizstrom gibt das Datenblatt für HEATER[3:0] = 0001 und für HEATER[3:0] = 1000 an?",
    ["Si7021"],
    None,
    [
        it("Si7021", "supply_current", "mA", typ=9.18, cond="heater current, HEATER[3:0] = 0001"),
        it("Si7021", "supply_current", "mA", typ=51.69, cond="heater current, HEATER[3:0] = 1000"),
    ],
    [ev("si7021.pdf", 27, "0 0 0 1 9.18 mA"), ev("si7021.pdf", 27, "1 0 0 0 51.69 mA")],
    "9.18 and 51.69 mA; look-alikes 0000 3.09, 0100 27.39 (f15), 1111 94.20 mA, IHEAT 3.1..94.2 mA.",
    wording="formal",
    lang="de",
)
add(
    "rq49-k02",
    "hard",
    "comparison",
    "l298n sink current rise time (T8): is it faster when i pwm the EN pin or the IN pin? typ values pls",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "response_time",
            "us",
            typ=0.1,
            cond="T8 (Ven) sink current rise time, 0.1 IL to 0.9 IL",
        ),
        it(
            "L298N",
            "response_time",
            "us",
            typ=0.2,
            cond="T8 (Vi) sink current rise time, 0.1 IL to 0.9 IL",
        ),
    ],
    [
        ev("l298n.pdf", 4, "T8 (Ven) Sink Current Rise Time 0.1 IL to 0.9 IL (3); (4) 0.1 µs"),
        ev("l298n.pdf", 4, "T8 (Vi) Sink Current Rise Time 0.1 IL to 0.9 IL (3); (4) 0.2 µs"),
    ],
    "EN-driven 0.1 us is faster than IN-driven 0.2 us (T8 Vi asked alone in rq37-f13). Look-alikes T7 (Ven) 0.25 us, "
    "T6 sink fall times 0.25 / 0.35 us.",
)

# ---------- factual, not in the sheet
U = [
    (
        "rq49-u01",
        "medium",
        "74hc595 at 3.3v, whats the MR to Q7S propagation delay?",
        ["74HC595"],
        "Table 7 gives tpd MR to Q7S only at VCC = 2 V, 4.5 V and 6 V (47/175, 17/35, 14/30 ns at 25 C); no 3.3 V row "
        "(interpolating is not stated).",
        "casual",
    ),
    (
        "rq49-u02",
        "hard",
        "CC1101: what is the start-up time from SLEEP directly to TX?",
        ["CC1101"],
        "The feature list gives 240 us from sleep to RX only; crystal start-up 150 us and PLL calibration are separate "
        "parts. No sleep-to-TX figure.",
        "formal",
    ),
    (
        "rq49-u03",
        "medium",
        "mcp2515 storage humidity range? storing a bag of them in the garage",
        ["MCP2515"],
        "Absolute maximum ratings give storage temperature -65..+150 C; no humidity for storage or operation.",
        "casual",
    ),
    (
        "rq49-u04",
        "hard",
        "hmc5883l set to 75 Hz output rate: how long is the typical delay before the first data can be read?",
        ["HMC5883L"],
        "Only the 15 Hz default example gives a delay (67 ms); no figure for 75 Hz (1/75 s is a guess, not stated).",
        "formal",
    ),
    (
        "rq49-u05",
        "hard",
        "w25q64fv tRES1 when running the flash at 1.8v?",
        ["W25Q64FV"],
        "tRES1 3 us is given for the W25Q64FV operating range (2.7..3.6 V); the sheet has no 1.8 V operation or timing.",
        "casual",
    ),
    (
        "rq49-u06",
        "hard",
        "pcf8563 clkout duty cycle when outputting 32.768 khz?",
        ["PCF8563"],
        "Table 30 lists CLKOUT duty cycle 50 % typ, but note [2] says it is unspecified for fCLKOUT = 32.768 kHz (trap).",
        "casual",
    ),
    (
        "rq49-u07",
        "medium",
        "esp32-wroom-32 internal pull-up: min and max resistance?",
        ["ESP32-WROOM-32"],
        "RPU / RPD are given only as 45 kOhm typ; no min / max.",
        "casual",
    ),
    (
        "rq49-u08",
        "medium",
        "DS3231: what is the maximum SDA/SCL rise time in Fast-mode Plus (1 MHz)?",
        ["DS3231"],
        "The AC table covers fast mode (20 + 0.1CB .. 300 ns) and standard mode (.. 1000 ns); the DS3231 has no "
        "Fast-mode Plus rows.",
        "formal",
    ),
    (
        "rq49-u09",
        "hard",
        "ina3221 current draw during the 40us wake up from power-down?",
        ["INA3221"],
        "Recovery time 40 us is given; quiescent currents are given for active and shutdown, not for the recovery phase.",
        "casual",
    ),
    (
        "rq49-u10",
        "medium",
        "mpu6050 max operating humidity?",
        ["MPU-6050"],
        "No operating humidity; near-misses are the moisture-sealed bag storage conditions (<90 % RH) and the "
        "reliability-test humidity oven, neither an operating limit.",
        "casual",
    ),
]
for qid, diff, text, devs, note, wording in U:
    add(qid, diff, "simple", text, devs, "insufficient_evidence", [], [], note, wording=wording)


# ---------- compatibility: spec items reused below
def pcf_vdd():
    return (
        it(
            "PCF8563",
            "supply_voltage",
            "V",
            mn=1.8,
            mx=5.5,
            cond="VDD, interface active, fSCL = 400 kHz",
        ),
        ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V"),
    )


def max31865_vdd():
    return (
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
    )


def mpu_vdd():
    return (
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD supply voltage range"),
        ev("mpu-6050.pdf", 10, "VDD supply voltage range of 2.375V-3.46V"),
    )


def ina3221_vs():
    return (
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="operating supply voltage VS"),
        ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V"),
    )


def w25_vcc():
    return (
        it(
            "W25Q64FV", "supply_voltage", "V", mn=3.0, mx=3.6, cond="VCC, FR = 104 MHz, fR = 50 MHz"
        ),
        ev("w25q64.pdf", 72, "FR = 104MHz, fR = 50MHz 3.0 3.6"),
    )


def hmc_vdd():
    return (
        it(
            "HMC5883L",
            "supply_voltage",
            "V",
            mn=2.16,
            typ=2.5,
            mx=3.6,
            cond="VDD referenced to AGND",
        ),
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
    )


def tmp36_vs():
    return (
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="supply range +VS"),
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
    )


def vl53_vdd():
    return (
        it(
            "VL53L0X",
            "supply_voltage",
            "V",
            mn=2.6,
            typ=2.8,
            mx=3.5,
            cond="AVDD, recommended operating",
        ),
        ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
    )


def inmp_vdd():
    return (
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
    )


def si_vdd():
    return (
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD, recommended operating"),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
    )


def cc_vdd():
    return (
        it("CC1101", "supply_voltage", "V", mn=1.8, mx=3.6, cond="operating supply voltage"),
        ev("cc1101.pdf", 8, "Operating supply voltage 1.8 3.6 V"),
    )


def nrf_vdd():
    return (
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
    )


def ds18_vdd():
    return (
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
    )


def comp(qid, diff, text, devs, verdict, pairs, note, wording="casual", lang="en"):
    add(
        qid,
        diff,
        "compatibility",
        text,
        devs,
        verdict,
        [p[0] for p in pairs],
        [p[1] for p in pairs],
        note,
        wording=wording,
        lang=lang,
    )


# ---------- compatible
comp(
    "rq49-c01",
    "medium",
    "3v3 rail from my ldo feeding a pcf8563 rtc and a max31865 pt100 board. both ok on 3.3?",
    ["PCF8563", "MAX31865"],
    "compatible",
    [pcf_vdd(), max31865_vdd()],
    "3.3 V is inside PCF8563 1.8..5.5 V (interface active) and MAX31865 3.0..3.6 V. LDO itself not named, not an item.",
)
comp(
    "rq49-c02",
    "medium",
    "Can an INA3221 and an MPU-6050 share a single regulated 3.3 V supply?",
    ["INA3221", "MPU-6050"],
    "compatible",
    [ina3221_vs(), mpu_vdd()],
    "3.3 V within INA3221 VS 2.7..5.5 V and MPU-6050 VDD 2.375..3.46 V.",
    wording="formal",
)
comp(
    "rq49-c03",
    "medium",
    "datalogger: w25q64fv flash + hmc5883l compass both on 3v3, flash clocked at 50mhz reads. fine?",
    ["W25Q64FV", "HMC5883L"],
    "compatible",
    [w25_vcc(), hmc_vdd()],
    "3.3 V inside W25Q64FV 3.0..3.6 V (the range for FR = 104 MHz / fR = 50 MHz) and HMC5883L VDD 2.16..3.6 V.",
)
comp(
    "rq49-c04",
    "medium",
    "tmp36 + vl53l0x breakout both off the same 3.3v pin. any problem with supply?",
    ["TMP36", "VL53L0X"],
    "compatible",
    [tmp36_vs(), vl53_vdd()],
    "3.3 V inside TMP36 2.7..5.5 V and VL53L0X AVDD 2.6..3.5 V.",
)
comp(
    "rq49-c05",
    "medium",
    "inmp441 mic and pcf8563 rtc on an esp 3.3v rail, ok?",
    ["INMP441", "PCF8563"],
    "compatible",
    [inmp_vdd(), pcf_vdd()],
    "3.3 V inside INMP441 VDD 1.62..3.63 V and PCF8563 1.8..5.5 V. The ESP32 itself is not an item.",
)
comp(
    "rq49-c06",
    "hard",
    "1s lipo w/ mcp73831 charger (4.2v version), cell wired straight to an mcp3008 VDD, no regulator. ok?",
    ["MCP73831", "MCP3008"],
    "compatible",
    [
        (
            it(
                "MCP73831",
                "output_voltage",
                "V",
                mn=4.168,
                typ=4.2,
                mx=4.232,
                cond="VREG, MCP7383X-2",
            ),
            ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2"),
        ),
        (
            it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="single supply operation"),
            ev("mcp3008.pdf", 1, "Single supply operation: 2.7V - 5.5V"),
        ),
    ],
    "Full cell 4.168..4.232 V inside MCP3008 2.7..5.5 V; a discharged cell (~3 V, not in the sheets) stays above 2.7 V. "
    "VREF tracking the cell changes the scale but is not asked.",
)
comp(
    "rq49-c07",
    "medium",
    "Can an MCP2515 CAN controller and a TCS34725 colour sensor share one 3.3 V supply?",
    ["MCP2515", "TCS34725"],
    "compatible",
    [
        (
            it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD, DC characteristics"),
            ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
        ),
        (
            it(
                "TCS34725",
                "supply_voltage",
                "V",
                mn=2.7,
                typ=3,
                mx=3.6,
                cond="VDD, TCS34721 & TCS34725",
            ),
            ev(
                "tcs34725.pdf",
                3,
                "Supply voltage, VDD (TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6 V",
            ),
        ),
    ],
    "3.3 V within MCP2515 2.7..5.5 V and TCS34725 2.7..3.6 V (the TCS34723/7 variants with a 1.8 V bus are look-alikes).",
    wording="formal",
)
comp(
    "rq49-c08",
    "medium",
    "nrf24l01+ and a max31865 together on 3.3v from the arduino's 3v3 pin — supply ranges ok?",
    ["nRF24L01+", "MAX31865"],
    "compatible",
    [nrf_vdd(), max31865_vdd()],
    "3.3 V inside nRF24L01+ 1.9..3.6 V and MAX31865 3.0..3.6 V. The Arduino pin's current is not asked.",
)
comp(
    "rq49-c09",
    "medium",
    "Is a 5 V rail suitable for powering both a PCF8563 and a DHT22 (AM2302)?",
    ["PCF8563", "DHT22"],
    "compatible",
    [
        pcf_vdd(),
        (
            it(
                "DHT22",
                "supply_voltage",
                "V",
                mn=3.3,
                typ=5,
                mx=5.5,
                cond="AM2302 supply voltage range, 5 V recommended",
            ),
            ev(
                "dht22.pdf",
                3,
                "AM2302 supply voltage range 3.3V - 5.5V, recommended supply voltage is 5V.",
            ),
        ),
    ],
    "5 V within PCF8563 1.8..5.5 V and DHT22 3.3..5.5 V (5 V recommended).",
    wording="formal",
)
comp(
    "rq49-c10",
    "medium",
    "ina3221 + ds18b20 probe both on 5v from usb. ok?",
    ["INA3221", "DS18B20"],
    "compatible",
    [ina3221_vs(), ds18_vdd()],
    "5 V inside INA3221 VS 2.7..5.5 V and DS18B20 local power 3.0..5.5 V.",
)

# ---------- incompatible
comp(
    "rq49-i01",
    "medium",
    "lm35 and mpu6050 on the same 3.3v line from a nodemcu, lm35 output into the adc. will that work?",
    ["LM35", "MPU-6050"],
    "incompatible",
    [
        (
            it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply"),
            ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ),
        mpu_vdd(),
    ],
    "LM35 needs at least 4 V; 3.3 V is below. MPU-6050 alone would be fine (2.375..3.46 V).",
)
comp(
    "rq49-i02",
    "hard",
    "acs712 current sensor powered right off a 1s lipo (mcp73831 charged) to skip the boost. will it run?",
    ["MCP73831", "ACS712"],
    "incompatible",
    [
        (
            it(
                "MCP73831",
                "output_voltage",
                "V",
                mn=4.168,
                typ=4.2,
                mx=4.232,
                cond="VREG, MCP7383X-2",
            ),
            ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2"),
        ),
        (
            it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC, operating"),
            ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ),
    ],
    "Even a full cell (<= 4.232 V) is below ACS712 VCC min 4.5 V; sensitivity is ratiometric to a 5 V supply.",
)
comp(
    "rq49-i03",
    "hard",
    "dht22 and a w25q64fv flash both on the 5v rail (dht wants 5v recommended). flash ok there?",
    ["W25Q64FV", "DHT22"],
    "incompatible",
    [
        w25_vcc(),
        (
            it(
                "W25Q64FV",
                "abs_max_supply_voltage",
                "V",
                mn=-0.6,
                mx=4.6,
                cond="VCC, absolute maximum",
            ),
            ev("w25q64.pdf", 72, "Supply Voltage VCC –0.6 to 4.6V"),
        ),
    ],
    "5 V exceeds W25Q64FV VCC max 3.6 V and even its 4.6 V absolute maximum. DHT22 5 V is fine but not the issue.",
)
comp(
    "rq49-i04",
    "hard",
    "hmc5883l chip + dht11 both on 5V from an uno. the compass ok at 5v?",
    ["HMC5883L", "DHT11"],
    "incompatible",
    [
        hmc_vdd(),
        (
            it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC"),
            ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"),
        ),
    ],
    "HMC5883L VDD max 3.6 V (bare chip sheet; breakout regulators are not in it). DHT11 3.5..5.5 V fine.",
)
comp(
    "rq49-i05",
    "medium",
    "Can a MAX31865 RTD converter be powered from the same 5 V supply as an HC-SR04?",
    ["MAX31865", "HC-SR04"],
    "incompatible",
    [
        max31865_vdd(),
        (
            it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC 5 V"),
            ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
        ),
    ],
    "MAX31865 VDD 3.0..3.6 V; 5 V too high. The HC-SR04 needs 5 V, so one 5 V rail cannot feed both.",
    wording="formal",
)
comp(
    "rq49-i06",
    "medium",
    "vl53l0x tof + mq2 gas sensor, both from 5V so the mq2 heater gets its 5v. vl53 fine?",
    ["VL53L0X", "MQ-2"],
    "incompatible",
    [
        vl53_vdd(),
        (
            it(
                "VL53L0X",
                "abs_max_supply_voltage",
                "V",
                mn=-0.5,
                mx=3.6,
                cond="AVDD, absolute maximum",
            ),
            ev("vl53l0x.pdf", 22, "AVDD -0.5 - 3.6 V"),
        ),
        (
            it("MQ-2", "supply_voltage", "V", typ=5.0, cond="heater voltage VH 5.0 V +-0.1 V"),
            ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC"),
        ),
    ],
    "VL53L0X AVDD 2.6..3.5 V, abs max 3.6 V; 5 V would damage the bare sensor. MQ-2 needs 5 V.",
)
comp(
    "rq49-i07",
    "hard",
    "can bus node: mcp2515 at 5v and an inmp441 mic sharing that same 5v. mic ok?",
    ["INMP441", "MCP2515"],
    "incompatible",
    [
        inmp_vdd(),
        (
            it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD, DC characteristics"),
            ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
        ),
    ],
    "INMP441 VDD max 3.63 V; 5 V is over. MCP2515 2.7..5.5 V would be fine at 5 V or 3.3 V.",
)
comp(
    "rq49-i08",
    "hard",
    "mpu-6050 (bare chip on my own pcb) and ds18b20 both on 5v. abs max for the mpu is 6v so should be fine right?",
    ["MPU-6050", "DS18B20"],
    "incompatible",
    [
        mpu_vdd(),
        (
            it(
                "MPU-6050",
                "abs_max_supply_voltage",
                "V",
                mn=-0.5,
                mx=6,
                cond="VDD, absolute maximum",
            ),
            ev("mpu-6050.pdf", 20, "Supply Voltage, VDD -0.5V to +6V"),
        ),
        ds18_vdd(),
    ],
    "Abs max 6 V is no operating condition; VDD operating max 3.46 V, so 5 V is out. DS18B20 fine at 5 V. Trap: abs max.",
)
comp(
    "rq49-i09",
    "hard",
    "lipo charged by mcp73831, cell powers a 74hc595 that drives 8 leds at 20ma each (all on at once). ok?",
    ["MCP73831", "74HC595"],
    "incompatible",
    [
        (
            it(
                "MCP73831",
                "output_voltage",
                "V",
                mn=4.168,
                typ=4.2,
                mx=4.232,
                cond="VREG, MCP7383X-2",
            ),
            ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2"),
        ),
        (
            it(
                "74HC595",
                "supply_voltage",
                "V",
                mn=2.0,
                typ=5.0,
                mx=6.0,
                cond="VCC, 74HC595 recommended",
            ),
            ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V"),
        ),
        (
            it("74HC595", "supply_current", "mA", mx=70, cond="ICC, limiting value"),
            ev("74hc595.pdf", 6, "ICC supply current - 70 mA"),
        ),
        (
            it("74HC595", "output_current", "mA", mx=35, cond="IO per pin Qn, limiting value"),
            ev("74hc595.pdf", 6, "pins Qn - 35 mA"),
        ),
    ],
    "Supply fine (cell <= 4.232 V within 2..6 V) and 20 mA per pin is below 35 mA, but 8 x 20 = 160 mA exceeds the "
    "70 mA ICC (and IGND) limit. Which MCP73831 voltage option is used is not said; -2 (4.2 V) filed.",
)
comp(
    "rq49-i10",
    "medium",
    "cc1101 433mhz module and ads1115 both on the 5v pin of an uno. ok?",
    ["CC1101", "ADS1115"],
    "incompatible",
    [
        cc_vdd(),
        (
            it(
                "CC1101",
                "abs_max_supply_voltage",
                "V",
                mn=-0.3,
                mx=3.9,
                cond="supply voltage, absolute maximum",
            ),
            ev("cc1101.pdf", 8, "Supply voltage –0.3 3.9 V"),
        ),
    ],
    "CC1101 operating 1.8..3.6 V, abs max 3.9 V; 5 V is over both. ADS1115 (2.0..5.5 V) would be fine; not an item.",
)
comp(
    "rq49-i11",
    "medium",
    "Is it acceptable to supply an Si7021 from the 5 V rail that also powers a TM1637 display?",
    ["Si7021", "TM1637"],
    "incompatible",
    [si_vdd()],
    "Si7021 VDD 1.9..3.6 V; 5 V is above it. TM1637 (typ 5 V) is fine; not needed.",
    wording="formal",
)

# ---------- insufficient evidence
E = [
    (
        "rq49-e01",
        "hard",
        "nrf24l01+ module gpio-ish pin (3.3v logic from the mcu actually) driving an irlz44n gate directly to switch "
        "a 5a led strip. enough gate voltage?",
        ["nRF24L01+", "IRLZ44N"],
        "IRLZ44N RDS(on) is specified only at VGS = 10 / 5 / 4 V; VGS(th) max 2 V says it starts to conduct, not "
        "how well at 3.3 V. The 5 A loss at VGS 3.3 V is not in the sheet.",
        "casual",
    ),
    (
        "rq49-e02",
        "hard",
        "l298n pwm-ing two motors right next to a cc1101 433 radio on the same board. will the motor noise kill "
        "the rx range?",
        ["L298N", "CC1101"],
        "Neither sheet covers conducted / radiated noise from motor PWM or the CC1101's susceptibility to it.",
        "casual",
    ),
    (
        "rq49-e03",
        "medium",
        "mq3 heater 1cm away from a tmp36 in a small box - how much will the tmp36 read high?",
        ["MQ-3", "TMP36"],
        "MQ-3 heater power is given but not the temperature rise in an enclosure; TMP36 self-heating figures are "
        "for its own current only.",
        "casual",
    ),
    (
        "rq49-e04",
        "hard",
        "With the Si7021 on-chip heater enabled at its highest setting, how much would a DS18B20 mounted 5 mm "
        "away be offset?",
        ["Si7021", "DS18B20"],
        "Heater currents are given, but no thermal coupling to neighbouring parts.",
        "formal",
    ),
    (
        "rq49-e05",
        "medium",
        "does a cc1101 transmitting at 433mhz mess with an hc-sr04 ultrasonic reading?",
        ["CC1101", "HC-SR04"],
        "No interference data in either sheet.",
        "casual",
    ),
    (
        "rq49-e06",
        "hard",
        "max31865 w/ pt100 on a 15m unshielded cable running alongside the l298n motor wires. still accurate?",
        ["MAX31865", "L298N"],
        "The MAX31865 sheet covers lead resistance (3-wire / 4-wire) and input filtering, not coupled motor noise "
        "on a given cable; the L298N sheet gives no emission figure.",
        "casual",
    ),
    (
        "rq49-e07",
        "medium",
        "Will an nRF24L01+ transmitting at 2.4 GHz disturb a VL53L0X ranging a few centimetres away?",
        ["nRF24L01+", "VL53L0X"],
        "No RF susceptibility data for the VL53L0X, no emission-near-optics data for the nRF24L01+.",
        "formal",
    ),
    (
        "rq49-e08",
        "hard",
        "hmc5883l 2cm from the mcp2515's 8mhz crystal + can transceiver. heading error?",
        ["HMC5883L", "MCP2515"],
        "The HMC5883L sheet has no stray-field figure for nearby clocks or digital parts; the MCP2515 none for emissions.",
        "casual",
    ),
    (
        "rq49-e09",
        "medium",
        "Could the switching noise of an L298N reset or corrupt a PCF8563 on the same supply?",
        ["L298N", "PCF8563"],
        "The PCF8563 gives a low-voltage detector and supply ranges, but no immunity to supply transients; the L298N "
        "gives no emission data.",
        "formal",
    ),
]
for qid, diff, text, devs, note, wording in E:
    comp(qid, diff, text, devs, "insufficient_evidence", [], note, wording=wording)


with open("questions.jsonl", "w", encoding="utf-8") as f:
    for q in Q:
        f.write(json.dumps(q, ensure_ascii=False) + "\n")
print(len(Q), "questions")
