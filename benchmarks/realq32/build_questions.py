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
    "rq32-f01",
    "medium",
    "simple",
    "tp4056 STDBY pin, how low does it pull when its sinking the led current (5ma)? typ and max",
    ["TP4056"],
    None,
    [
        it(
            "TP4056",
            "output_low_voltage",
            "V",
            typ=0.3,
            mx=0.6,
            cond="VSTDBY pin output low voltage, ISTDBY = 5 mA",
        )
    ],
    [ev("tp4056.pdf", 5, "VSTDBY ISTDBY =5mA 0.3 0.6 V")],
    "0.3 typ / 0.6 max V; look-alike CHRG pin VOL row with the same numbers (VCHRG, ICHRG = 5 mA), VPROG 0.9/1.0/1.1 V, trickle threshold 2.8/2.9/3.0 V.",
)
add(
    "rq32-f02",
    "hard",
    "simple",
    "What is the recharge comparator filter time (tRECHARGE) of the TP4056, minimum, typical and maximum? Please state it in microseconds.",
    ["TP4056"],
    None,
    [
        it(
            "TP4056",
            "response_time",
            "ms",
            mn=0.8,
            typ=1.8,
            mx=4,
            cond="tRECHARGE recharge comparator filter time, VBAT from high to low",
        )
    ],
    [ev("tp4056.pdf", 5, "tRECHARGE VBAT from high to low 0.8 1.8 4 ms")],
    "0.8/1.8/4 ms = 800/1800/4000 us; look-alikes tTERM termination filter with the same numbers, soft-start tss 20 us, recharge threshold 100/150/200 mV. Filed as response_time.",
    wording="formal",
)
add(
    "rq32-f03",
    "hard",
    "simple",
    "ams1117-2.85 output voltage at room temp (tj 25c), min typ max? not the over-temperature numbers",
    ["AMS1117"],
    None,
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=2.82,
            typ=2.85,
            mx=2.88,
            cond="AMS1117-2.85, 0 <= IOUT <= 1 A, 4.35 V <= VIN <= 12 V, TJ = 25 C",
        )
    ],
    [ev("ams1117.pdf", 2, "AMS1117-2.85 0 ≤ IOUT ≤ 1A , 4.35V≤ VIN ≤ 12V 2.82 2.850 2.88 V")],
    "2.82/2.850/2.88 V at TJ = 25 C; look-alike full-temperature row 2.79/2.850/2.91 V right below (boldface), other versions 2.5 (2.475..2.525) and 3.3 (3.267..3.333).",
)
add(
    "rq32-f04",
    "medium",
    "simple",
    "whats the current limit of the ams1117 (fixed versions), in amps? min typ max",
    ["AMS1117"],
    None,
    [
        it(
            "AMS1117",
            "peak_output_current",
            "mA",
            mn=900,
            typ=1100,
            mx=1500,
            cond="current limit, (VIN - VOUT) = 5 V, fixed versions",
        )
    ],
    [
        ev(
            "ams1117.pdf",
            3,
            "Current Limit AMS1117-1.5/-1.8/-2.5/- (VIN - VOUT) = 5V 900 1,100 1,500 mA",
        )
    ],
    "0.9/1.1/1.5 A; look-alikes 'Output Current of 1A' (p1), minimum load current 5/10 mA, quiescent 5/10 mA. Filed as peak_output_current (a limit, not the continuous rating).",
)
add(
    "rq32-f05",
    "medium",
    "simple",
    "dht22 / am2302 data pin output current when its turned on? typical",
    ["DHT22"],
    None,
    [it("DHT22", "output_current", "mA", typ=8, cond="output current, turn on, VDD = 5 V")],
    [ev("dht22.pdf", 4, "turn on 8 mA")],
    "8 mA typ; look-alikes output current turn off 10/20 uA, low level output 0..300 mV (IOL), Rpu 30/45/60 kOhm, measuring current 500 uA.",
)
add(
    "rq32-f06",
    "hard",
    "structured",
    "srd relay, the HIGH SENSITIVITY 12vdc coil version: coil current and coil resistance?",
    ["SRD-05VDC-SL-C"],
    None,
    [
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=30,
            cond="high-sensitivity 12 VDC coil, rated current, 20 C",
        ),
        it(
            "SRD-05VDC-SL-C",
            "coil_resistance",
            "Ohm",
            value=400,
            cond="high-sensitivity 12 VDC coil, +-10 %, 20 C",
        ),
    ],
    [ev("srd-05vdc-sl-c.pdf", 2, "12 12 30 400")],
    "30 mA and 400 Ohm (+-10 %); look-alike standard 12 V row 37.5 mA / 320 Ohm, high-sensitivity 9 V 40 mA / 225 Ohm. Coil current filed as supply_current as realq28 did.",
)
add(
    "rq32-f07",
    "medium",
    "simple",
    "What is the conversion time of the Si7021 for an 11-bit relative-humidity measurement (typical and maximum)?",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "ms", typ=5.8, mx=7, cond="tCONV, 11-bit RH")],
    [ev("si7021.pdf", 5, "11-bit RH — 5.8 7")],
    "5.8 typ / 7 max ms; look-alikes 12-bit RH 10/12, 10-bit RH 3.7/4.5, 11-bit temperature 1.5/2.4 ms. Unit from the table (ms).",
    wording="formal",
)
add(
    "rq32-f08",
    "hard",
    "simple",
    "si7021 i2c: minimum SCL low time? in ns pls",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "us", mn=1.3, cond="tSKL SCL low time")],
    [ev("si7021.pdf", 5, "SCL Low Time tSKL 1.3 — — µs")],
    "1.3 us = 1300 ns min; look-alikes SCL high time 0.6 us, bus free time tBUF 1.3 us (p6), start hold/setup 0.6 us. Filed as response_time.",
)
add(
    "rq32-f09",
    "hard",
    "simple",
    "ds18b20 presence pulse, how long does it hold the bus low (presence-detect low)? answer in milliseconds",
    ["DS18B20"],
    None,
    [it("DS18B20", "response_time", "us", mn=60, mx=240, cond="tPDLOW presence-detect low")],
    [ev("ds18b20.pdf", 3, "Presence-Detect Low tPDLOW (Note 12) 60 240 µs")],
    "60..240 us = 0.06..0.24 ms; look-alikes tPDHIGH 15..60 us, tLOW0 60..120 us, tRSTL 480 us min, tSLOT 60..120 us.",
)
add(
    "rq32-f10",
    "medium",
    "simple",
    "For a 1-Wire write-1 time slot, what low time (tLOW1) does the DS18B20 datasheet specify?",
    ["DS18B20"],
    None,
    [it("DS18B20", "response_time", "us", mn=1, mx=15, cond="tLOW1 write 1 low time")],
    [ev("ds18b20.pdf", 3, "Write 1 Low Time tLOW1 (Note 12) 1 15 µs")],
    "1..15 us; look-alikes write 0 low time 60..120 us, recovery time 1 us min, read data valid 15 us max.",
    wording="formal",
)
add(
    "rq32-f11",
    "medium",
    "simple",
    "¿Qué tiempo de espera mínimo (tWAIT, de CLK↑ a CLK↓) especifica la hoja de datos del TM1637?",
    ["TM1637"],
    None,
    [
        it(
            "TM1637",
            "response_time",
            "us",
            mn=1,
            cond="tWAIT waiting time, CLK rising to CLK falling",
        )
    ],
    [ev("tm1637.pdf", 10, "Waiting time tWAIT 1 - - μs CLK↑→CLK↓")],
    "1 us min; look-alikes clock pulse width PWCLK 400 ns, data setup/hold 100 ns, tPLZ 300 ns, tPZL 100 ns.",
    wording="formal",
    lang="es",
)
add(
    "rq32-f12",
    "hard",
    "simple",
    "mpu6050 int pin pulse width when the interrupt is NOT latched? in ms",
    ["MPU-6050"],
    None,
    [it("MPU-6050", "response_time", "us", typ=50, cond="tINT INT pulse width, LATCH_INT_EN = 0")],
    [ev("mpu-6050.pdf", 15, "tINT, INT Pulse Width LATCH_INT_EN=0 50 µs")],
    "50 us typ = 0.05 ms; look-alikes output leakage 100 nA, input capacitance <5 pF, gyro start-up 30 ms (p12). Typ column.",
)
add(
    "rq32-f13",
    "medium",
    "simple",
    "bme280 temperature accuracy between 0 and 65 c?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "accuracy",
            "°C",
            mn=-0.5,
            mx=0.5,
            q="temperature",
            cond="absolute accuracy AT,full, 0..65 C",
        )
    ],
    [ev("bme280.pdf", 12, "Absolute accuracy AT,full 0…65 °C ±0.5 °C")],
    "+-0.5 C (typ column); look-alikes -20..0 C +-1.25, -40..-20 C +-1.5, output resolution 0.01 C, RMS noise 0.005 C; AT,25 +-0.5 C on p11.",
)
add(
    "rq32-f14",
    "hard",
    "simple",
    "What is the DS3231 recovery time at power-up (tREC), typical and maximum?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "warm_up_time",
            "ms",
            typ=250,
            mx=300,
            cond="tREC recovery at power-up (note 13)",
        )
    ],
    [ev("ds3231.pdf", 4, "Recovery at Power-Up tREC (Note 13) 250 300 ms")],
    "250 typ / 300 max ms; look-alikes reset active time tRST 250 ms, pushbutton debounce 250 ms, OSF delay 100 ms, temperature conversion 125/200 ms.",
    wording="formal",
)
add(
    "rq32-f15",
    "medium",
    "simple",
    "max7219 min clk pulse width high (tch)?",
    ["MAX7219"],
    None,
    [it("MAX7219", "response_time", "ns", mn=50, cond="tCH CLK pulse width high")],
    [ev("max7219.pdf", 3, "CLK Pulse Width High tCH 50 ns")],
    "50 ns min; look-alikes CLK pulse width low 50 ns, clock period tCP 100 ns, DIN setup 25 ns, tDO 25 ns max.",
)
add(
    "rq32-f16",
    "medium",
    "simple",
    "how much current can the mcp73831 STAT pin source (max)?",
    ["MCP73831"],
    None,
    [it("MCP73831", "output_current", "mA", mx=35, cond="STAT source current ISOURCE")],
    [ev("mcp73831.pdf", 4, "Source Current ISOURCE — — 35 mA")],
    "35 mA max; look-alikes STAT sink current 25 mA, VOH at 4 mA source, battery detection current 6 uA.",
)
add(
    "rq32-f17",
    "hard",
    "simple",
    "mcp73831 stat output turn-on time max? give it in ms",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "response_time",
            "us",
            mx=200,
            cond="tON status output turn-on, ISINK = 0 mA to 1 mA",
        )
    ],
    [ev("mcp73831.pdf", 5, "Status Output turn-on tON — — 200 µs ISINK = 0 mA to 1 mA")],
    "200 us = 0.2 ms max; look-alikes tOFF 200 us, UVLO start delay 5 ms, transition/current rise 1 ms, tTERM/tCHARGE 0.4/1.3/3.2 ms.",
)
add(
    "rq32-f18",
    "medium",
    "simple",
    "drv8833 output fall time (vm 5v), typical? not the rise time",
    ["DRV8833"],
    None,
    [
        it(
            "DRV8833",
            "response_time",
            "ns",
            typ=160,
            cond="tF fall time, VM = 5 V, 16 Ohm to GND, 10..90 %",
        )
    ],
    [ev("drv8833.pdf", 6, "tF Fall time VM = 5 V, 16 Ω to GND, 10% to 90% VM 160 ns")],
    "160 ns typ; look-alikes rise time tR 180 ns, dead time 450 ns, input deglitch 450 ns, propagation 1.1 us.",
)
add(
    "rq32-f19",
    "hard",
    "simple",
    "At what output current does the DRV8833 overcurrent protection trip (minimum and typical)?",
    ["DRV8833"],
    None,
    [
        it(
            "DRV8833",
            "peak_output_current",
            "A",
            mn=2,
            typ=3.3,
            cond="IOCP overcurrent protection trip level",
        )
    ],
    [ev("drv8833.pdf", 6, "IOCP Overcurrent protection trip level 2 3.3 A")],
    "2 min / 3.3 typ A; look-alikes 1.5 A RMS / 2 A peak per H-bridge (p1), tOCP 1.35 ms, OCP deglitch 4 us. Filed as peak_output_current.",
    wording="formal",
)
add(
    "rq32-f20",
    "hard",
    "simple",
    "irlz44n turn off delay time? in microseconds",
    ["IRLZ44N"],
    None,
    [
        it(
            "IRLZ44N",
            "response_time",
            "ns",
            typ=26,
            cond="td(off), VDD = 28 V, ID = 25 A, RG = 3.4 Ohm, VGS = 5.0 V",
        )
    ],
    [ev("irlz44n.pdf", 2, "td(off) Turn-Off Delay Time ––– 26 ––– RG = 3.4Ω, VGS = 5.0V")],
    "26 ns typ = 0.026 us; look-alikes td(on) 11 ns, tr 84 ns, tf 15 ns. Unit ns from the table's unit cell.",
)
add(
    "rq32-f21",
    "medium",
    "simple",
    "w25q64 write status register time, typ and max?",
    ["W25Q64FV"],
    None,
    [it("W25Q64FV", "response_time", "ms", typ=15, mx=20, cond="tW write status register time")],
    [ev("w25q64.pdf", 77, "Write Status Register Time tW 15 20 ms")],
    "15 typ / 20 max ms; look-alikes sector erase 4 KB 400 ms max, tRST 30 us, tSUS 20 us, tDP 3 us.",
)
add(
    "rq32-f22",
    "hard",
    "simple",
    "What is the maximum clock-low-to-output-valid time (tCLQV) of the W25Q64FV?",
    ["W25Q64FV"],
    None,
    [it("W25Q64FV", "response_time", "ns", mx=7, cond="tCLQV (tV) clock low to output valid")],
    [ev("w25q64.pdf", 76, "Clock Low to Output Valid tCLQV tV 7 ns")],
    "7 ns max; look-alikes output disable time tSHQZ 7 ns (same number), output hold 0 ns, data in setup 2 ns / hold 3 ns.",
    wording="formal",
)
add(
    "rq32-f23",
    "medium",
    "simple",
    "Nach welcher Zeit setzt der INA3221 seine Schnittstelle zurück (SMBus-Timeout, typisch und maximal)?",
    ["INA3221"],
    None,
    [it("INA3221", "response_time", "ms", typ=28, mx=35, cond="SMBus timeout (SCL held low)")],
    [ev("ina3221.pdf", 5, "SMBus timeout(3) 28 35 ms")],
    "28 typ / 35 max ms; look-alike ADC conversion times (CT bits, 140 us..8.244 ms), power-on reset threshold 2 V.",
    wording="formal",
    lang="de",
)
add(
    "rq32-f24",
    "medium",
    "simple",
    "tcs34725 i2c clock/data rise time max?",
    ["TCS34725"],
    None,
    [it("TCS34725", "response_time", "ns", mx=300, cond="tR clock/data rise time")],
    [ev("tcs34725.pdf", 5, "tR Clock/data rise time 300 ns")],
    "300 ns max; look-alikes fall time tF 300 ns (same number), SCL low 1.3 us, high 0.6 us, f(SCL) 400 kHz.",
)
add(
    "rq32-f25",
    "hard",
    "simple",
    "bh1750 i2c data hold time range? in nanoseconds",
    ["BH1750"],
    None,
    [it("BH1750", "response_time", "us", mn=0, mx=0.9, cond="tHDDAT I2C data hold time")],
    [ev("bh1750.pdf", 2, "I2C Data Hold Time tHDDAT 0 － 0.9 µs")],
    "0..0.9 us = 0..900 ns; look-alikes data setup time, repeated-start hold, SCL low/high times on the same table.",
)
add(
    "rq32-f26",
    "hard",
    "simple",
    "ccs811 after i send APP_START in boot mode, max time until it takes i2c commands again? in microseconds",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "response_time",
            "ms",
            mx=1,
            cond="tAPP_START, APP_START command in boot mode to ready for I2C",
        )
    ],
    [ev("ccs811.pdf", 7, "tAPP_START command in boot mode and the device 1 ms")],
    "1 ms = 1000 us max; look-alikes tWAKE 50 us, tSTART 20 ms (power on) and 2 ms (reset), tDRESET/tDWAKE 20 us.",
)
add(
    "rq32-k01",
    "hard",
    "comparison",
    "termination comparator filter time: tp4056 vs mcp73831, typ for each? which one filters longer",
    ["TP4056", "MCP73831"],
    None,
    [
        it(
            "TP4056",
            "response_time",
            "ms",
            mn=0.8,
            typ=1.8,
            mx=4,
            cond="tTERM termination comparator filter time",
        ),
        it(
            "MCP73831",
            "response_time",
            "ms",
            mn=0.4,
            typ=1.3,
            mx=3.2,
            cond="tTERM termination comparator, average IOUT falling",
        ),
    ],
    [
        ev("tp4056.pdf", 5, "tTERM IBAT drops below ICHG/10 0.8 1.8 4 ms"),
        ev("mcp73831.pdf", 5, "Termination Comparator tTERM 0.4 1.3 3.2 ms Average IOUT Falling"),
    ],
    "TP4056 0.8/1.8/4 ms vs MCP73831 0.4/1.3/3.2 ms: TP4056 longer. Look-alikes TP4056 tRECHARGE (same numbers), MCP73831 tCHARGE (same numbers).",
)
add(
    "rq32-k02",
    "hard",
    "comparison",
    "Which needs the longer data setup time before the clock edge: the TM1637 (DIO) or the MAX7219 (DIN)? State the minimum for each.",
    ["TM1637", "MAX7219"],
    None,
    [
        it("TM1637", "response_time", "ns", mn=100, cond="tSETUP data setup time"),
        it("MAX7219", "response_time", "ns", mn=25, cond="tDS DIN setup time"),
    ],
    [
        ev("tm1637.pdf", 10, "Data setup time tSETUP 100 - - ns"),
        ev("max7219.pdf", 3, "DIN Setup Time tDS 25 ns"),
    ],
    "TM1637 100 ns vs MAX7219 25 ns: TM1637 longer. Look-alikes TM1637 data hold 100 ns, MAX7219 DIN hold 0 ns, tCSS 25 ns.",
    wording="formal",
)

# ---------- batch 2: factual, not in the sheet
add(
    "rq32-u01",
    "hard",
    "simple",
    "tp4056 STDBY pin VOL if i sink 10 ma through it (bright led)?",
    ["TP4056"],
    "insufficient_evidence",
    [],
    [],
    "Trap: VSTDBY 0.3/0.6 V is given only at ISTDBY = 5 mA; no row or curve at 10 mA and no maximum pin current.",
)
add(
    "rq32-u02",
    "medium",
    "simple",
    "What ripple rejection does the AMS1117 datasheet specify at 1 kHz?",
    ["AMS1117"],
    "insufficient_evidence",
    [],
    [],
    "Trap: ripple rejection rows (60 min, 68..75 typ dB) are all at f = 120 Hz; other frequencies appear only in a curve.",
    wording="formal",
)
add(
    "rq32-u03",
    "hard",
    "simple",
    "dht22 running on 3.3v: data pin output current when on?",
    ["DHT22"],
    "insufficient_evidence",
    [],
    [],
    "Trap: the 8 mA turn-on output current is at the table's default VDD = 5 V ('if not identified, said supply voltage of 5V'); nothing at 3.3 V.",
)
add(
    "rq32-u04",
    "medium",
    "simple",
    "srd-05vdc relay contact bounce time?",
    ["SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [],
    "Trap: only operation time 10 ms max and release time 5 ms max; no bounce time anywhere on the two pages.",
)
add(
    "rq32-u05",
    "hard",
    "simple",
    "For a DS18B20 powered at VDD = 2.5 V, what presence-pulse low time applies?",
    ["DS18B20"],
    "insufficient_evidence",
    [],
    [],
    "Trap: tPDLOW 60..240 us is specified for VDD = 3.0..5.5 V only; the sheet gives nothing at 2.5 V.",
    wording="formal",
)
add(
    "rq32-u06",
    "hard",
    "simple",
    "mpu6050 with LATCH_INT_EN=1, how long is the INT pulse?",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [],
    "Trap: tINT 50 us is stated only for LATCH_INT_EN = 0; no width for the latched mode in this product specification.",
)
add(
    "rq32-u07",
    "medium",
    "simple",
    "max7219 running at 3.3v, whats the min clk high pulse width then?",
    ["MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "Trap: timing (tCH 50 ns) is specified for V+ = 5 V +-10 %; V+ min is 4.0 V, nothing at 3.3 V.",
)
add(
    "rq32-u08",
    "medium",
    "simple",
    "bme280 temp accuracy from 65 to 85 c? its going in an attic",
    ["BME280"],
    "insufficient_evidence",
    [],
    [],
    "Trap: absolute temperature accuracy is given for 0..65 C (+-0.5), -20..0 C (+-1.25), -40..-20 C (+-1.5) and at 25 C; the 65..85 C band has no row.",
)

# ---------- batch 3: compatibility
AMS33 = it(
    "AMS1117",
    "output_voltage",
    "V",
    mn=3.235,
    typ=3.3,
    mx=3.365,
    cond="AMS1117-3.3, full temperature",
)
AMS33_EV = ev("ams1117.pdf", 2, "3.235 3.300 3.365 V")
AMS50 = it(
    "AMS1117", "output_voltage", "V", mn=4.9, typ=5.0, mx=5.1, cond="AMS1117-5.0, full temperature"
)
AMS50_EV = ev("ams1117.pdf", 2, "4.900 5.000 5.100 V")
TP42 = it("TP4056", "output_voltage", "V", mn=4.158, typ=4.2, mx=4.242, cond="VFLOAT, IBAT = 40 mA")
TP42_EV = ev("tp4056.pdf", 5, "IBAT=40mA 4.158 4.2 4.242 V")
MCP42 = it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2")
MCP42_EV = ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2")

add(
    "rq32-c01",
    "medium",
    "compatibility",
    "ds18b20 (normal power, not parasite) on an ams1117-3.3 rail, ok?",
    ["DS18B20", "AMS1117"],
    "compatible",
    [it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD local power"), AMS33],
    [ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"), AMS33_EV],
    "3.235..3.365 V inside 3.0..5.5 V.",
)
add(
    "rq32-c02",
    "medium",
    "compatibility",
    "An INA3221 is powered from an AMS1117-3.3 and monitors three 12 V rails. Are the supply and the bus voltages within its ratings?",
    ["INA3221", "AMS1117"],
    "compatible",
    [
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="power-supply operation"),
        it(
            "INA3221",
            "measurement_range",
            "V",
            mn=0,
            mx=26,
            q="voltage",
            cond="bus voltage sensing",
        ),
        AMS33,
    ],
    [
        ev("ina3221.pdf", 1, "Power-supply operation: 2.7V to 5.5V"),
        ev("ina3221.pdf", 1, "Senses bus voltages from 0V to 26V"),
        AMS33_EV,
    ],
    "VS 3.235..3.365 V inside 2.7..5.5 V; 12 V bus inside 0..26 V (independent of VS).",
    wording="formal",
)
add(
    "rq32-c03",
    "medium",
    "compatibility",
    "clock build: ds3231 + max7219 8-digit display both on one ams1117-5.0. voltages ok for both?",
    ["DS3231", "MAX7219", "AMS1117"],
    "compatible",
    [
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating supply voltage"),
        AMS50,
    ],
    [
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"),
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
        AMS50_EV,
    ],
    "4.9..5.1 V inside DS3231 2.3..5.5 V and MAX7219 4.0..5.5 V; the MAX7219 display current (hundreds of mA) is below the AMS1117 current limit (900 mA min).",
)
add(
    "rq32-c04",
    "hard",
    "compatibility",
    "One DRV8833 output, with VM = 9 V, drives the gate of an IRLZ44N directly (source at ground) to switch a 12 V, 5 A load. Is the gate drive within the MOSFET's ratings and sufficient to turn it on?",
    ["DRV8833", "IRLZ44N"],
    "compatible",
    [
        it(
            "DRV8833",
            "load_supply_voltage",
            "V",
            mn=2.7,
            mx=10.8,
            cond="VM motor power supply voltage range",
        ),
        it(
            "IRLZ44N",
            "abs_max_input_voltage",
            "V",
            mn=-16,
            mx=16,
            cond="VGS gate-to-source, absolute maximum",
        ),
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.025, cond="VGS = 5.0 V, ID = 25 A"),
    ],
    [
        ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V"),
        ev("irlz44n.pdf", 1, "VGS Gate-to-Source Voltage ±16 V"),
        ev(
            "irlz44n.pdf",
            2,
            "RDS(on) Static Drain-to-Source On-Resistance ––– ––– 0.025 Ω VGS = 5.0V, I D = 25A",
        ),
    ],
    "Gate at ~9 V (<= VM 10.8 V max) is below the +-16 V VGS abs max and above the 5 V RDS(on) test point (<= 25 mOhm).",
    wording="formal",
)
add(
    "rq32-c05",
    "medium",
    "compatibility",
    "mpu6050 and si7021 on the same i2c bus at 400khz, any clash (speed or address)?",
    ["MPU-6050", "Si7021"],
    "compatible",
    [
        it("MPU-6050", "i2c_clock_frequency", "kHz", mx=400, cond="fast-mode, all registers"),
        it("Si7021", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
        it("MPU-6050", "i2c_address", values=["0x68"], cond="AD0 = 0 (0x69 with AD0 = 1)"),
        it("Si7021", "i2c_address", values=["0x40"], cond="7-bit base slave address"),
    ],
    [
        ev("mpu-6050.pdf", 15, "I2C Operating Frequency All registers, Fast-mode 400 kHz"),
        ev("si7021.pdf", 5, "SCLK Frequency2 fSCL — — 400 kHz"),
        ev("mpu-6050.pdf", 15, "I2C ADDRESS AD0 = 0 1101000"),
        ev("si7021.pdf", 18, "The 7-bit base slave address is 0x40."),
    ],
    "Both allow 400 kHz; addresses 0x68/0x69 vs 0x40 do not clash.",
)
add(
    "rq32-c06",
    "medium",
    "compatibility",
    "Can an LM35 be supplied from an LM2596 (adjustable version) set to 12 V?",
    ["LM35", "LM2596"],
    "compatible",
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply"),
        it("LM2596", "output_voltage", "V", mn=1.23, mx=37, cond="adjustable output voltage range"),
    ],
    [
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev("lm2596.pdf", 1, "Adjustable Output Voltage Range 1.23 V − 37 V"),
    ],
    "12 V is inside the LM2596 ADJ range and inside LM35 4..30 V.",
    wording="formal",
)
add(
    "rq32-c07",
    "medium",
    "compatibility",
    "kitchen scale: hx711 and a tm1637 4-digit display both fed from an ams1117-5.0, fine?",
    ["HX711", "TM1637", "AMS1117"],
    "compatible",
    [
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD"),
        it(
            "TM1637",
            "supply_voltage",
            "V",
            mn=4.5,
            mx=5.5,
            cond="VDD of the electrical characteristics",
        ),
        AMS50,
    ],
    [
        ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
        AMS50_EV,
    ],
    "4.9..5.1 V inside HX711 2.6..5.5 V and TM1637 4.5..5.5 V.",
)
add(
    "rq32-c08",
    "hard",
    "compatibility",
    "ds3231 VCC straight off a lipo that an mcp73831 (4.2v version) charges. the rtc is a '3.3v part' right, so is 4.2 too much?",
    ["DS3231", "MCP73831"],
    "compatible",
    [it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"), MCP42],
    [ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"), MCP42_EV],
    "Risky-looking: 3.3 V is only the typ; VCC range 2.3..5.5 V covers a cell from empty (~3 V) to full (<= 4.232 V).",
)
add(
    "rq32-i01",
    "hard",
    "compatibility",
    "bme280 VDD directly on a li-ion cell charged by tp4056. abs max is 4.25v and the cell tops at 4.2, so fine?",
    ["BME280", "TP4056"],
    "incompatible",
    [it("BME280", "supply_voltage", "V", mn=1.71, typ=1.8, mx=3.6, cond="VDD"), TP42],
    [ev("bme280.pdf", 8, "Supply Voltage VDD ripple max. 50 mVpp 1.71 1.8 3.6 V"), TP42_EV],
    "Below the absolute maximum is not operating range: a full cell (4.158..4.242 V) exceeds VDD max 3.6 V.",
)
add(
    "rq32-i02",
    "medium",
    "compatibility",
    "tm1637 display powered straight from a 1s li-ion (tp4056 charger), no boost. ok?",
    ["TM1637", "TP4056"],
    "incompatible",
    [
        it(
            "TM1637",
            "supply_voltage",
            "V",
            mn=4.5,
            mx=5.5,
            cond="VDD of the electrical characteristics",
        ),
        TP42,
    ],
    [
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
        TP42_EV,
    ],
    "Even a full cell (<= 4.242 V) is below the 4.5 V minimum of the characterised range (nominal VDD 5 V).",
)
add(
    "rq32-i03",
    "medium",
    "compatibility",
    "Can an LM35 be powered directly from a single Li-ion cell charged by an MCP73831-2 (4.2 V) over the whole discharge?",
    ["LM35", "MCP73831"],
    "incompatible",
    [it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply"), MCP42],
    [ev("lm35.pdf", 1, "Operates from 4 to 30 V"), MCP42_EV],
    "The cell is at most 4.232 V when full and falls below the LM35's 4 V minimum for most of the discharge.",
    wording="formal",
)
add(
    "rq32-i04",
    "hard",
    "compatibility",
    "srd-05vdc (standard coil) powered from a lipo the mcp73831 charges, switched by a transistor. will it pull in reliably while the cell sits around 3.6-3.7v?",
    ["SRD-05VDC-SL-C", "MCP73831"],
    "incompatible",
    [
        it(
            "SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="standard 05 coil, 89.3 mA, 55 Ohm"
        ),
        MCP42,
    ],
    [
        ev("srd-05vdc-sl-c.pdf", 2, "(Standard) 05 05 89.3 55"),
        ev("srd-05vdc-sl-c.pdf", 2, "SRD 03 03 150 20 abt. 0.45W 75% Max. 10% Min. 110%"),
        MCP42_EV,
    ],
    "Pick-up is guaranteed only at 75 % of 5 V = 3.75 V; at 3.6..3.7 V the coil is below the must-operate voltage.",
)
add(
    "rq32-i05",
    "hard",
    "compatibility",
    "A DS3231 1 Hz square wave triggers a DS18B20 12-bit conversion on each tick, and the firmware reads the result 500 ms after the trigger. Is the conversion guaranteed to be finished?",
    ["DS18B20", "DS3231"],
    "incompatible",
    [it("DS18B20", "response_time", "ms", mx=750, cond="tCONV, 12-bit resolution")],
    [ev("ds18b20.pdf", 3, "12-bit resolution 750")],
    "12-bit tCONV max is 750 ms > 500 ms (9-bit 93.75, 10-bit 187.5 or 11-bit 375 ms would fit).",
    wording="formal",
)
add(
    "rq32-i06",
    "hard",
    "compatibility",
    "For galvanic isolation, the CLK line of a MAX7219 is driven through a PC817 optocoupler at 1 MHz. Is the optocoupler fast enough?",
    ["MAX7219", "PC817"],
    "incompatible",
    [
        it(
            "PC817",
            "response_time",
            "us",
            typ=4,
            mx=18,
            cond="rise time tr, VCE = 2 V, IC = 2 mA, RL = 100 Ohm",
        ),
        it("MAX7219", "response_time", "ns", mn=100, cond="tCP CLK clock period"),
    ],
    [
        ev("pc817.pdf", 4, "Rise time tr − 4 18 µs"),
        ev("max7219.pdf", 3, "CLK Clock Period tCP 100 ns"),
    ],
    "The MAX7219 would accept 1 MHz (tCP >= 100 ns) but the PC817 rise time (4 typ, 18 max us) is longer than the 1 us period; cut-off 80 kHz.",
    wording="formal",
)
add(
    "rq32-i07",
    "medium",
    "compatibility",
    "mpu6050 + tcs34725 sharing i2c, can i run the bus at 1mhz?",
    ["MPU-6050", "TCS34725"],
    "incompatible",
    [
        it("MPU-6050", "i2c_clock_frequency", "kHz", mx=400, cond="fast-mode, all registers"),
        it("TCS34725", "i2c_clock_frequency", "kHz", mn=0, mx=400, cond="f(SCL)"),
    ],
    [
        ev("mpu-6050.pdf", 15, "I2C Operating Frequency All registers, Fast-mode 400 kHz"),
        ev("tcs34725.pdf", 5, "f(SCL) Clock frequency (I2C only) 0 400 kHz"),
    ],
    "Both top out at 400 kHz.",
)
add(
    "rq32-i08",
    "medium",
    "compatibility",
    "bh1750 light sensor on an lm2596 module i set to 5v. fine?",
    ["BH1750", "LM2596"],
    "incompatible",
    [
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC recommended"),
        it("BH1750", "abs_max_supply_voltage", "V", mx=4.5, cond="Vmax"),
    ],
    [
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
        ev("bh1750.pdf", 1, "Supply Voltage Vmax 4.5 V"),
    ],
    "5 V is above VCC max 3.6 V and even above the 4.5 V absolute maximum.",
)
add(
    "rq32-i09",
    "medium",
    "compatibility",
    "Can an Si7021 share the AMS1117-5.0 rail that powers a MAX7219 display?",
    ["Si7021", "MAX7219", "AMS1117"],
    "incompatible",
    [
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating supply voltage"),
        AMS50,
    ],
    [
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
        AMS50_EV,
    ],
    "Fine for the MAX7219, but 4.9..5.1 V exceeds the Si7021 VDD max 3.6 V.",
    wording="formal",
)
add(
    "rq32-e01",
    "hard",
    "compatibility",
    "Can the DS3231 INT/SQW open-drain output sink about 10 mA to drive a PC817 LED directly (5 V through a resistor)?",
    ["DS3231", "PC817"],
    "insufficient_evidence",
    [],
    [],
    "DS3231 gives VOL 0.4 V only at IOL = 3 mA and no maximum sink current for INT/SQW; whether 10 mA is allowed is not stated.",
    wording="formal",
)
add(
    "rq32-e02",
    "hard",
    "compatibility",
    "irlz44n gate driven straight from the battery (1s li-ion, tp4056 charged, so 3.0-4.2v) to switch 10a. will it be fully on over the whole discharge?",
    ["IRLZ44N", "TP4056"],
    "insufficient_evidence",
    [],
    [],
    "RDS(on) is specified at VGS = 10, 5 and 4 V only; below 4 V (most of the discharge) no on-resistance is given, only VGS(th) 1..2 V.",
)
add(
    "rq32-e03",
    "medium",
    "compatibility",
    "bh1750 mounted right next to a max7219 led matrix. will the leds mess up the lux readings?",
    ["BH1750", "MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet quantifies optical crosstalk from nearby LEDs; BH1750 spectral response is only a graph.",
)
add(
    "rq32-e04",
    "medium",
    "compatibility",
    "mpu6050 on a small robot right next to a drv8833 driving two brushed motors. will motor noise/vibration wreck the gyro data?",
    ["MPU-6050", "DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "No figures for vibration or EMI from the motors; MPU-6050 gives noise and supply sensitivity only, DRV8833 no emission data.",
)
add(
    "rq32-e05",
    "hard",
    "compatibility",
    "tp4056 CHRG pin directly sinking a pc817 led at 10ma (led + resistor to vcc). ok?",
    ["TP4056", "PC817"],
    "insufficient_evidence",
    [],
    [],
    "TP4056 gives VCHRG only at ICHRG = 5 mA and no maximum sink current for CHRG; PC817 IF 50 mA abs max is fine, but the charger side is unknown.",
)
add(
    "rq32-e06",
    "hard",
    "compatibility",
    "Will a DS18B20 on a 30 m cable with a 4.7 kOhm pull-up, powered from a TPS63021 3.3 V rail, communicate reliably?",
    ["DS18B20", "TPS63020"],
    "insufficient_evidence",
    [],
    [],
    "The DS18B20 sheet has no cable-length or bus-capacitance limit; 3.267..3.333 V is inside VDD 3.0..5.5 V, but reliability at 30 m is not stated.",
    wording="formal",
)
add(
    "rq32-e07",
    "hard",
    "compatibility",
    "mpu6050 INT pin (vlogic 3.3v) straight to an irlz44n gate to switch a 5a led strip. enough gate drive?",
    ["MPU-6050", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "IRLZ44N RDS(on) is given only at VGS = 10/5/4 V; a ~3.3 V gate has no on-resistance spec; the MPU-6050 gives INT VOH (0.9*VLOGIC) only at RLOAD = 1 MOhm and no drive current.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
