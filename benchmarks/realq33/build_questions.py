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


# ---------- batch 1: answerable factual questions
add(
    "rq33-f01",
    "hard",
    "simple",
    "the tmp36 sheet also covers the tmp37 - what scale factor does the tmp37 have (typ and limits)? in V per degree pls",
    ["TMP36"],
    None,
    [
        it(
            "TMP36",
            "sensitivity",
            "mV/°C",
            mn=19.6,
            typ=20,
            mx=20.4,
            q="temperature",
            cond="scale factor, TMP37, 5 C <= TA <= 85 C",
        )
    ],
    [ev("tmp36.pdf", 2, "Scale Factor, TMP37 5°C ≤ TA ≤ 85°C 20 19.6/20.4 mV/°C")],
    "20 mV/C = 0.02 V/C (19.6/20.4); look-alikes TMP35/TMP36 scale factor 10 mV/C (9.8/10.2), TMP37 output 500 mV at 25 C.",
)
add(
    "rq33-f02",
    "hard",
    "simple",
    "What is the minimum SCL clock LOW period of the INA219 in high-speed mode?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "response_time",
            "ns",
            mn=250,
            cond="t(LOW) SCL clock LOW period, high-speed mode",
        )
    ],
    [ev("ina219.pdf", 6, "t(LOW) SCL clock LOW period 1300 250 ns")],
    "250 ns min (HS mode); look-alikes fast mode 1300 ns on the same row, t(HIGH) 600/60 ns, t(BUF) 1300/160 ns.",
    wording="formal",
)
add(
    "rq33-f03",
    "medium",
    "simple",
    "ina219 on a slow 100khz i2c bus - how slow can the clock rise time be max?",
    ["INA219"],
    None,
    [it("INA219", "response_time", "ns", mx=1000, cond="tRCL clock rise time for SCLK <= 100 kHz")],
    [ev("ina219.pdf", 6, "tRCL Clock rise time for SCLK ≤ 100kHz 1000 ns")],
    "1000 ns max; look-alikes clock rise time 300 ns (fast) / 40 ns (HS), clock fall 300/40 ns, data fall 300/150 ns.",
)
add(
    "rq33-f04",
    "hard",
    "simple",
    "w25q64: after /CS goes high on the power-down command, how long until it's actually in power-down? in ns",
    ["W25Q64FV"],
    None,
    [it("W25Q64FV", "response_time", "us", mx=3, cond="tDP /CS high to power-down mode")],
    [ev("w25q64.pdf", 77, "/CS High to Power-down Mode tDP(2) 3 µs")],
    "3 us = 3000 ns max; look-alikes tRES1/tRES2 3 us (to standby), tSUS 20 us, tRST 30 us.",
)
add(
    "rq33-f05",
    "hard",
    "simple",
    "How long does a 32 KB block erase take on the W25Q64FV, typical and maximum? Give the answer in seconds.",
    ["W25Q64FV"],
    None,
    [it("W25Q64FV", "response_time", "ms", typ=120, mx=1600, cond="tBE1 block erase time (32KB)")],
    [ev("w25q64.pdf", 77, "Block Erase Time (32KB) tBE1(6) 120 1,600 ms")],
    "0.12 s typ / 1.6 s max; look-alikes sector erase 4KB (45/400 ms), 64KB block erase (tBE2), chip erase.",
    wording="formal",
)
add(
    "rq33-f06",
    "medium",
    "simple",
    "w25q64 page program: each extra byte after the first adds how much time (typ / max)?",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "response_time",
            "us",
            typ=2.5,
            mx=10,
            cond="tBP2 additional byte program time (after first byte)",
        )
    ],
    [ev("w25q64.pdf", 77, "Additional Byte Program Time (After First Byte) tBP2(4) 2.5 10 µs")],
    "2.5 typ / 10 max us; look-alikes first-byte program tBP1, page program tPP, tSUS 20 us.",
)
add(
    "rq33-f07",
    "medium",
    "simple",
    "What minimum write-protect hold time after /CS high (tSHWL) does the W25Q64FV require?",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "response_time",
            "ns",
            mn=100,
            cond="tSHWL write protect hold time after /CS high",
        )
    ],
    [ev("w25q64.pdf", 77, "Write Protect Hold Time After /CS High tSHWL(3) 100 ns")],
    "100 ns min; look-alike tWHSL setup before /CS low 20 ns, /HOLD timings 5 ns, tHLQZ 12 ns.",
    wording="formal",
)
add(
    "rq33-f08",
    "medium",
    "simple",
    "ccs811 reset: how short can i make the nRESET low pulse? minimum?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "response_time",
            "us",
            mn=15,
            cond="tRESET minimum time nRESET should be asserted",
        )
    ],
    [ev("ccs811.pdf", 7, "tRESET 15 μs")],
    "15 us min; look-alikes tDRESET 20 us (de-asserted), tDWAKE 20 us, tWAKE 50 us, tSTART 1/2 ms after reset.",
)
add(
    "rq33-f09",
    "hard",
    "simple",
    "CCS811: once nWAKE is released (de-asserted), how long must it stay de-asserted before I pull it low again? Answer in ms.",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "response_time",
            "us",
            mn=20,
            cond="tDWAKE minimum time nWAKE should be de-asserted",
        )
    ],
    [ev("ccs811.pdf", 7, "tDWAKE 20 μs")],
    "20 us = 0.02 ms min; look-alikes tWAKE 50 us (nWAKE asserted to ready), tDRESET 20 us, tRESET 15 us.",
    wording="formal",
)
add(
    "rq33-f10",
    "hard",
    "simple",
    "bh1750 i2c data setup time min? give it in microseconds",
    ["BH1750"],
    None,
    [it("BH1750", "response_time", "ns", mn=100, cond="tSUDAT I2C data setup time")],
    [ev("bh1750.pdf", 2, "I2C Data Setup Time tSUDAT 100 － － ns")],
    "100 ns = 0.1 us min; look-alikes tHDDAT 0..0.9 us, tSUSTA / tSUSTD 0.6 us, tBUF 1.3 us.",
)
add(
    "rq33-f11",
    "hard",
    "structured",
    "hx711 bit-banging timing: minimum delay from DOUT falling to the first PD_SCK rising edge, and max delay from PD_SCK rising until DOUT data is valid? answer both in ns",
    ["HX711"],
    None,
    [
        it(
            "HX711",
            "response_time",
            "us",
            mn=0.1,
            cond="T1 DOUT falling edge to PD_SCK rising edge",
        ),
        it("HX711", "response_time", "us", mx=0.1, cond="T2 PD_SCK rising edge to DOUT data ready"),
    ],
    [
        ev("hx711.pdf", 5, "T1 DOUT falling edge to PD_SCK rising edge 0.1 µs"),
        ev("hx711.pdf", 5, "T2 PD_SCK rising edge to DOUT data ready 0.1 µs"),
    ],
    "T1 0.1 us min, T2 0.1 us max (100 ns each); look-alikes T3 PD_SCK high 0.2/1/50 us, T4 low 0.2/1 us, power-down after 60 us high.",
)
add(
    "rq33-f12",
    "medium",
    "simple",
    "hc-sr04 how long does the trigger pulse need to be?",
    ["HC-SR04"],
    None,
    [
        it(
            "HC-SR04",
            "response_time",
            "us",
            mn=10,
            cond="trigger input: at least 10 us high level (10 us TTL pulse)",
        )
    ],
    [
        ev("hc-sr04.pdf", 1, "Trigger Input Signal 10uS TTL pulse"),
        ev("hc-sr04.pdf", 1, "Using IO trigger for at least 10us high level signal"),
    ],
    "At least 10 us; look-alikes 40 kHz burst, 'working frequency 40Hz', suggested 60 ms measurement cycle.",
)
add(
    "rq33-f13",
    "hard",
    "simple",
    "max31855: minimum time CS has to stay high between two reads?",
    ["MAX31855"],
    None,
    [it("MAX31855", "response_time", "ns", mn=200, cond="CS inactive time (note 3)")],
    [ev("max31855.pdf", 4, "CS Inactive Time (Note 3) 200 ns")],
    "200 ns min; look-alikes SCK rise/fall 200 ns max, tCONV_PU 200 ms, tCSS 100 ns, tCONV 70/100 ms.",
)
add(
    "rq33-f14",
    "medium",
    "simple",
    "What is the maximum CS-rise-to-output-disable time (tTR) of the MAX31855?",
    ["MAX31855"],
    None,
    [it("MAX31855", "response_time", "ns", mx=40, cond="tTR CS rise to output disable")],
    [ev("max31855.pdf", 4, "CS Rise to Output Disable tTR 40 ns")],
    "40 ns max; look-alikes tDO SCK fall to data valid 40 ns, tDV CS fall to output enable 100 ns.",
    wording="formal",
)
add(
    "rq33-f15",
    "hard",
    "simple",
    "l298n: low side (sink) saturation voltage at 2 A? typ and max",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "output_low_voltage",
            "V",
            typ=1.7,
            mx=2.3,
            cond="VCEsat(L) sink saturation voltage, IL = 2 A",
        )
    ],
    [
        ev("l298n.pdf", 3, "VCEsat (L) Sink Saturation Voltage IL = 1A (5) 0.85 1.2 1.6 V"),
        ev("l298n.pdf", 3, "IL = 2A (5) 1.7 2.3 V"),
    ],
    "1.7 typ / 2.3 max V at 2 A; look-alikes sink at 1 A 0.85/1.2/1.6, source 1.35/1.7 at 1 A and 2/2.7 at 2 A, total drop 4.9 V max at 2 A.",
)
add(
    "rq33-f16",
    "medium",
    "simple",
    "nrf24l01+ average current while the receiver is settling (rx startup)?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "supply_current",
            "mA",
            typ=8.9,
            cond="IVDD_RXS average current during RX settling",
        )
    ],
    [ev("nrf24l01p.pdf", 14, "IVDD_RXS Average current during RX settling e 8.9 mA")],
    "8.9 mA; look-alikes TX settling 8.0 mA, RX 2 Mbps 13.5 mA, 1 Mbps 13.1, 250 kbps 12.6, standby-II 320 uA.",
)
add(
    "rq33-f17",
    "hard",
    "simple",
    "What is the typical turn-on delay time td(on) of the IRLZ44N? Give it in microseconds.",
    ["IRLZ44N"],
    None,
    [
        it(
            "IRLZ44N",
            "response_time",
            "ns",
            typ=11,
            cond="td(on) turn-on delay, VDD = 28 V, ID = 25 A, RG = 3.4 Ohm, VGS = 5 V",
        )
    ],
    [ev("irlz44n.pdf", 2, "td(on) Turn-On Delay Time ––– 11 ––– VDD = 28V")],
    "11 ns = 0.011 us typ; look-alikes tr 84 ns, td(off) 26 ns, tf 15 ns, trr 80/120 ns.",
    wording="formal",
)
add(
    "rq33-f18",
    "medium",
    "simple",
    "inmp441 WS hold time after the SCK edge, minimum?",
    ["INMP441"],
    None,
    [it("INMP441", "response_time", "ns", mn=20, cond="tWSH WS hold")],
    [ev("inmp441.pdf", 5, "tWSH WS hold 20 ns")],
    "20 ns min; look-alikes tWSS WS setup 0 ns, tSCH/tSCL 50 ns, tSCP 312 ns.",
)
add(
    "rq33-f19",
    "medium",
    "simple",
    "mpu6050 gyro at the ±250 °/s range: how many LSB per °/s?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "sensitivity",
            "LSB/dps",
            typ=131,
            q="angular_rate",
            cond="sensitivity scale factor, FS_SEL = 0",
        )
    ],
    [ev("mpu-6050.pdf", 12, "Sensitivity Scale Factor FS_SEL=0 131 LSB/(º/s)")],
    "131 LSB/(deg/s); look-alikes FS_SEL=1 65.5, FS_SEL=2 32.8, FS_SEL=3 16.4, scale factor tolerance +-3 %.",
)
add(
    "rq33-f20",
    "hard",
    "simple",
    "MAX7219: minimum time from the LOAD rising edge to the next CLK rising edge?",
    ["MAX7219"],
    None,
    [
        it(
            "MAX7219",
            "response_time",
            "ns",
            mn=50,
            cond="tLDCK load-rising edge to next clock rising edge (MAX7219 only)",
        )
    ],
    [ev("max7219.pdf", 3, "tLDCK 50 ns")],
    "50 ns min; look-alikes tCSW 50 ns (CS/LOAD pulse high), tCH/tCL 50 ns, tCSS 25 ns (MAX7221 only), tDS 25 ns.",
    wording="formal",
)
add(
    "rq33-f21",
    "hard",
    "simple",
    "plain LM35 (not the A grade): sensor gain / average slope, typ and tested limits?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "sensitivity",
            "mV/°C",
            mn=9.8,
            typ=10,
            mx=10.2,
            q="temperature",
            cond="LM35 sensor gain (average slope), TMIN <= TA <= TMAX",
        )
    ],
    [
        ev(
            "lm35.pdf",
            4,
            "Sensor gain TMIN ≤ TA ≤ TMAX +10 +9.8, +10 +9.8, mV/°C (average slope) +10.2",
        ),
    ],
    "10 mV/C, limits 9.8..10.2 (page 4 LM35 table); look-alike LM35A/LM35CA on page 3 9.9..10.1.",
)
add(
    "rq33-f22",
    "hard",
    "simple",
    "txs0108e with VCCA at 1.5 V and VCCB at 5 V: shortest push-pull input pulse it accepts?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mn=20,
            cond="tw pulse duration, data inputs, push-pull, VCCA = 1.5 V, VCCB = 5 V",
        )
    ],
    [
        ev("txs0108e.pdf", 7, "6.6 Timing Requirements: VCCA = 1.5 V ± 0.1 V"),
        ev("txs0108e.pdf", 7, "tw Pulse Push-pull 25 16.7 16.7 20"),
    ],
    "20 ns min (4th column, VCCB = 5 V); look-alikes 25 ns (VCCB 1.8 V), 16.7 ns (2.5/3.3 V; and all VCCB at VCCA = 1.8 V), open-drain 500 ns.",
)
add(
    "rq33-f23",
    "medium",
    "structured",
    "What minimum SCK high time and SCK low time does the INMP441 serial data port require?",
    ["INMP441"],
    None,
    [
        it("INMP441", "response_time", "ns", mn=50, cond="tSCH SCK high"),
        it("INMP441", "response_time", "ns", mn=50, cond="tSCL SCK low"),
    ],
    [ev("inmp441.pdf", 5, "tSCH SCK high 50 ns"), ev("inmp441.pdf", 5, "tSCL SCK low 50 ns")],
    "50 ns each; look-alikes tSCP SCK period 312 ns, fSCK 0.5..3.2 MHz, tWSH 20 ns.",
    wording="formal",
)
add(
    "rq33-f24",
    "medium",
    "simple",
    "si7021 i2c start setup time minimum?",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "us", mn=0.6, cond="tSTS start setup time")],
    [ev("si7021.pdf", 5, "Start Setup Time tSTS 0.6 — — µs")],
    "0.6 us min; look-alikes tSTH start hold 0.6 us, tSKH 0.6 us, tSKL 1.3 us.",
)
add(
    "rq33-f25",
    "medium",
    "simple",
    "irlz44n fall time typ? (not rise)",
    ["IRLZ44N"],
    None,
    [
        it(
            "IRLZ44N",
            "response_time",
            "ns",
            typ=15,
            cond="tf fall time, VDD = 28 V, ID = 25 A, RD = 1.1 Ohm",
        )
    ],
    [ev("irlz44n.pdf", 2, "tf Fall Time ––– 15 ––– RD = 1.1Ω, See Fig. 10")],
    "15 ns typ; look-alikes tr 84 ns, td(on) 11 ns, td(off) 26 ns.",
)
add(
    "rq33-f26",
    "medium",
    "simple",
    "Wie viel Strom zieht der nRF24L01+ im Mittel während der TX-Einschwingphase (TX settling)?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "supply_current",
            "mA",
            typ=8.0,
            cond="IVDD_TXS average current during TX settling",
        )
    ],
    [ev("nrf24l01p.pdf", 14, "IVDD_TXS Average current during TX settling d 8.0 mA")],
    "8.0 mA; look-alikes RX settling 8.9 mA, TX at 0 dBm 11.3 mA, -6 dBm 9.0 mA.",
    wording="formal",
    lang="de",
)
add(
    "rq33-k01",
    "hard",
    "comparison",
    "which one needs the longer bus free time between stop and start: ina219 in fast mode or bh1750? numbers",
    ["INA219", "BH1750"],
    None,
    [
        it("INA219", "response_time", "ns", mn=1300, cond="t(BUF) bus free time, fast mode"),
        it("BH1750", "response_time", "us", mn=1.3, cond="tBUF I2C bus free time"),
    ],
    [
        ev("ina219.pdf", 6, "t(BUF) 1300 160 ns"),
        ev("bh1750.pdf", 2, "I2C Bus Free Time tBUF 1.3 － － µs"),
    ],
    "Equal: INA219 1300 ns (fast mode; 160 ns in HS mode) and BH1750 1.3 us.",
)
add(
    "rq33-k02",
    "hard",
    "comparison",
    "Compare the minimum START-condition hold time of the Si7021 with that of the INA219 in high-speed mode.",
    ["Si7021", "INA219"],
    None,
    [
        it("Si7021", "response_time", "us", mn=0.6, cond="tSTH start hold time"),
        it(
            "INA219",
            "response_time",
            "ns",
            mn=160,
            cond="t(HDSTA) hold time after repeated START, high-speed mode",
        ),
    ],
    [
        ev("si7021.pdf", 5, "Start Hold Time tSTH 0.6 — — µs"),
        ev("ina219.pdf", 6, "t(HDSTA) 600 160 ns"),
    ],
    "Si7021 0.6 us vs INA219 HS 160 ns (fast mode 600 ns, equal to the Si7021).",
    wording="formal",
)

# ---------- batch 2: factual questions the sheets do not answer
add(
    "rq33-u01",
    "medium",
    "simple",
    "hc-sr04: if nothing is in range, how long is the echo pulse / when does it time out?",
    ["HC-SR04"],
    "insufficient_evidence",
    [],
    [],
    "No echo timeout or no-object pulse length in the sheet; traps: 4 m max range, suggested 60 ms measurement cycle, 10 us trigger.",
)
add(
    "rq33-u02",
    "hard",
    "simple",
    "l298n sink saturation voltage at 3 A per channel?",
    ["L298N"],
    "insufficient_evidence",
    [],
    [],
    "VCEsat rows only at IL = 1 A and 2 A (sink 1.7/2.3 V at 2 A; total drop 4.9 V at 2 A); no 3 A row in the tables.",
)
add(
    "rq33-u03",
    "hard",
    "simple",
    "What minimum SCL low period does the INA219 require in standard mode (100 kHz)?",
    ["INA219"],
    "insufficient_evidence",
    [],
    [],
    "Bus timing is given for fast mode (1300 ns) and high-speed mode (250 ns) only; the one row for SCLK <= 100 kHz is the clock rise time (1000 ns).",
    wording="formal",
)
add(
    "rq33-u04",
    "hard",
    "simple",
    "mcp4725 settling time for a full 0 -> full-scale jump (000h to FFFh)?",
    ["MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "TS 6 us is defined for a 1/4 to 3/4 scale step (400h to C00h, note 3); no figure for a full-scale step. Slew rate 0.55 V/us is typical only.",
)
add(
    "rq33-u05",
    "medium",
    "simple",
    "how much current can the ccs811 nINT pin sink?",
    ["CCS811"],
    "insufficient_evidence",
    [],
    [],
    "Only 'Logic Low Output nINT' max 0.6 V with no test current and no sink rating; trap: supply currents on the same table.",
)
add(
    "rq33-u06",
    "hard",
    "simple",
    "What is the TMP37 scale factor at -20 °C (the TMP36 datasheet family)?",
    ["TMP36"],
    "insufficient_evidence",
    [],
    [],
    "TMP37 scale factor is specified for 5..85 C and 5..100 C only (20 mV/C); TMP36 10 mV/C at -40..125 C is the near-miss.",
    wording="formal",
)
add(
    "rq33-u07",
    "hard",
    "simple",
    "¿Qué velocidad máxima push-pull admite el TXS0108E con VCCA = 1,2 V?",
    ["TXS0108E"],
    "insufficient_evidence",
    [],
    [],
    "VCCA recommended 1.4..3.6 V; timing tables start at VCCA = 1.5 V +- 0.1 V (40/60/60/50 Mbps). Nothing at 1.2 V.",
    wording="formal",
    lang="es",
)
add(
    "rq33-u08",
    "medium",
    "simple",
    "mq-3 heater resistance once it's hot (like 50c)? need it for current calc",
    ["MQ-3"],
    "insufficient_evidence",
    [],
    [],
    "Heater resistance RH 33 Ohm +-5 % is given at room temperature only; heater consumption < 750 mW is the near-miss.",
)

# ---------- batch 3: compatibility
TPS21 = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
TPS21_IT = it(
    "TPS63021", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021 fixed output"
)
LM_ADJ = ev("lm2596.pdf", 1, "Adjustable Output Voltage Range 1.23 V − 37 V")
LM_ADJ_IT = it(
    "LM2596",
    "output_voltage",
    "V",
    mn=1.23,
    mx=37,
    cond="adjustable output range (user sets the value)",
)
TP_CELL = ev("tp4056.pdf", 5, "0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V")
TP_CELL_IT = it(
    "TP4056",
    "output_voltage",
    "V",
    mn=4.158,
    typ=4.2,
    mx=4.242,
    cond="VFLOAT charge voltage = full cell",
)
MCP_CELL = ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2")
MCP_CELL_IT = it(
    "MCP73831",
    "output_voltage",
    "V",
    mn=4.168,
    typ=4.2,
    mx=4.232,
    cond="VREG, MCP7383X-2 = full cell",
)

add(
    "rq33-c01",
    "medium",
    "compatibility",
    "tmp36 powered off a tps63021 (the fixed 3.3v buck-boost). supply ok?",
    ["TMP36", "TPS63021"],
    "compatible",
    [it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS supply range"), TPS21_IT],
    [ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"), TPS21],
    "3.267..3.333 V inside 2.7..5.5 V; the TMP36 draws < 50 uA.",
)
add(
    "rq33-c02",
    "medium",
    "compatibility",
    "Can an MCP4725 DAC be powered from an LM2596 (adjustable) buck converter set to 5.0 V?",
    ["MCP4725", "LM2596"],
    "compatible",
    [it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating voltage"), LM_ADJ_IT],
    [ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"), LM_ADJ],
    "5.0 V within 2.7..5.5 V; the 5 V setting is within the LM2596 adjustable range.",
    wording="formal",
)
add(
    "rq33-c03",
    "medium",
    "compatibility",
    "tm1637 display + dht22 both on one regulated 5.0v rail - both happy with the voltage?",
    ["TM1637", "DHT22"],
    "compatible",
    [
        it(
            "TM1637",
            "supply_voltage",
            "V",
            mn=4.5,
            mx=5.5,
            cond="VDD of the electrical characteristics",
        ),
        it(
            "DHT22",
            "supply_voltage",
            "V",
            mn=3.3,
            typ=5,
            mx=5.5,
            cond="DC characteristics, voltage",
        ),
    ],
    [
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
    ],
    "5.0 V is inside 4.5..5.5 V (TM1637) and 3.3..5.5 V (DHT22, recommended 5 V).",
)
add(
    "rq33-c04",
    "hard",
    "compatibility",
    "pcf8563 rtc running straight off a lipo charged by an mcp73831 (4.2v version), no regulator, i2c active. ok?",
    ["PCF8563", "MCP73831"],
    "compatible",
    [
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD, interface active"),
        MCP_CELL_IT,
    ],
    [ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5"), MCP_CELL],
    "Risky-looking: a full cell at up to 4.232 V and a discharged cell around 3 V are both inside 1.8..5.5 V.",
)
add(
    "rq33-c05",
    "hard",
    "compatibility",
    "srd-05vdc relay coil fed from an lm2596 buck set to 5 v (the 3 a module). enough voltage and current?",
    ["SRD-05VDC-SL-C", "LM2596"],
    "compatible",
    [
        it("SRD-05VDC-SL-C", "coil_voltage", "VDC", value=5, cond="coil voltage code 05"),
        it("SRD-05VDC-SL-C", "supply_current", "mA", value=71.4, cond="5 V coil current"),
        LM_ADJ_IT,
        it("LM2596", "output_current", "A", mx=3.0, cond="guaranteed output load current"),
    ],
    [
        ev("srd-05vdc-sl-c.pdf", 1, "SRD 03 05 06 09 12 24 48VDC"),
        ev("srd-05vdc-sl-c.pdf", 2, "05 05 71.4 70"),
        LM_ADJ,
        ev("lm2596.pdf", 1, "Guaranteed 3.0 A Output Load Current"),
    ],
    "5 V coil at 71.4 mA, far below 3 A; 5 V lies in the adjustable range.",
)
add(
    "rq33-c06",
    "medium",
    "compatibility",
    "Is an AMS1117-3.3 output within the MCP2515's supply range?",
    ["MCP2515", "AMS1117-3.3"],
    "compatible",
    [
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it(
            "AMS1117-3.3",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="0 <= IOUT <= 1 A, 4.75 V <= VIN <= 12 V",
        ),
    ],
    [
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
        ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V"),
    ],
    "3.267..3.333 V (3.235..3.365 V over temperature) inside 2.7..5.5 V; IDD 10 mA max.",
    wording="formal",
)
add(
    "rq33-c07",
    "hard",
    "compatibility",
    "ina219 (A0 and A1 both to gnd) and an mpu6050 (AD0 low) on the same i2c bus at 400khz. any address clash or speed issue?",
    ["INA219", "MPU-6050"],
    "compatible",
    [
        it("INA219", "i2c_address", values=["0x40"], cond="A1 = GND, A0 = GND -> 1000000"),
        it("MPU-6050", "i2c_address", values=["0x68"], cond="AD0 = 0 -> 1101000"),
        it("INA219", "i2c_clock_frequency", "MHz", mn=0.001, mx=0.4, cond="fast mode"),
        it("MPU-6050", "i2c_clock_frequency", "kHz", mx=400, cond="fast-mode I2C"),
    ],
    [
        ev("ina219.pdf", 14, "GND GND 1000000"),
        ev("mpu-6050.pdf", 15, "I2C ADDRESS AD0 = 0 1101000 AD0 = 1 1101001"),
        ev("ina219.pdf", 6, "SCL operating frequency 0.001 0.4 0.001 2.56 MHz"),
        ev("mpu-6050.pdf", 7, "I C at 400kHz"),
    ],
    "0x40 vs 0x68, both run 400 kHz fast mode.",
)
add(
    "rq33-c08",
    "medium",
    "compatibility",
    "max31865 rtd board on a tps63021 3.3v rail, is the supply in spec?",
    ["MAX31865", "TPS63021"],
    "compatible",
    [
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD recommended"),
        TPS21_IT,
    ],
    [ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"), TPS21],
    "3.267..3.333 V inside 3.0..3.6 V.",
)
add(
    "rq33-i01",
    "medium",
    "compatibility",
    "Can a MAX44009 be supplied from a TPS63020 whose output is set to 5 V?",
    ["MAX44009", "TPS63020"],
    "incompatible",
    [
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it(
            "TPS63020", "output_voltage", "V", mn=1.2, mx=5.5, cond="adjustable output (set to 5 V)"
        ),
    ],
    [
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
        ev("tps63020.pdf", 6, "TPS63020 output voltage 1.2 5.5 V"),
    ],
    "5 V exceeds VCC max 3.6 V (abs max for other pins +4 V).",
    wording="formal",
)
add(
    "rq33-i02",
    "medium",
    "compatibility",
    "mq-3 heater wired straight to a li-ion cell charged by a tp4056. will it heat right?",
    ["MQ-3", "TP4056"],
    "incompatible",
    [it("MQ-3", "supply_voltage", "V", typ=5, cond="VH heating voltage 5 V +- 0.1 V"), TP_CELL_IT],
    [ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1"), TP_CELL],
    "A cell is at most 4.242 V, below 4.9 V (5 V +- 0.1 V); the heater would run under-powered.",
)
add(
    "rq33-i03",
    "hard",
    "compatibility",
    "dht11 powered straight from a lipo (mcp73831 4.2v charger), the cell usually sits around 3.3-3.4v near the end. still ok?",
    ["DHT11", "MCP73831"],
    "incompatible",
    [it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC"), MCP_CELL_IT],
    [ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"), MCP_CELL],
    "Full cell 4.2 V is fine, but 3.3..3.4 V near the end of discharge is below the 3.5 V minimum.",
)
add(
    "rq33-i04",
    "hard",
    "compatibility",
    "74hc595 on a tp4056-charged li-ion cell, all 8 outputs sourcing ~20 ma each into leds at the same time. ok for the chip?",
    ["74HC595", "TP4056"],
    "incompatible",
    [
        it("74HC595", "supply_current", "mA", mx=70, cond="ICC absolute maximum"),
        it("74HC595", "output_current", "mA", mx=35, cond="IO absolute maximum, pins Qn"),
        TP_CELL_IT,
    ],
    [
        ev("74hc595.pdf", 6, "ICC supply current - 70 mA"),
        ev("74hc595.pdf", 6, "pins Qn - 35 mA"),
        TP_CELL,
    ],
    "Supply voltage is fine (2..6 V), but 8 x 20 mA = 160 mA exceeds the 70 mA ICC absolute maximum (per pin 35 mA is ok).",
)
add(
    "rq33-i05",
    "medium",
    "compatibility",
    "Can a MAX31865 run directly from a single Li-ion cell charged by an MCP73831 (4.2 V version)?",
    ["MAX31865", "MCP73831"],
    "incompatible",
    [
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD recommended"),
        MCP_CELL_IT,
    ],
    [ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"), MCP_CELL],
    "A charged cell (4.168..4.232 V) exceeds VDD max 3.6 V.",
    wording="formal",
)
add(
    "rq33-i06",
    "medium",
    "compatibility",
    "acs712 current sensor fed from an lm2596 buck set to 3.3v, fine?",
    ["ACS712", "LM2596"],
    "incompatible",
    [it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"), LM_ADJ_IT],
    [ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"), LM_ADJ],
    "3.3 V is below VCC min 4.5 V.",
)
add(
    "rq33-i07",
    "hard",
    "compatibility",
    "3.3v mcu drives both a max7219 (on 5v) and a w25q64 (on 3.3v) from the same clk/data pins. do the logic levels work for both?",
    ["MAX7219", "W25Q64FV"],
    "incompatible",
    [
        it("MAX7219", "input_high_voltage", "V", mn=3.5, cond="VIH, V+ = 5 V"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single power supply"),
    ],
    [
        ev("max7219.pdf", 3, "Logic High Input Voltage VIH 3.5 V"),
        ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply"),
    ],
    "The flash is fine at 3.3 V, but a 3.3 V high is below the MAX7219 VIH min 3.5 V.",
)
add(
    "rq33-i08",
    "hard",
    "compatibility",
    "mcp4725 running at 5 v, its output straight into an mcp3008 channel (mcp3008 on 3.3v). any problem at high codes?",
    ["MCP4725", "MCP3008"],
    "incompatible",
    [
        it(
            "MCP4725",
            "supply_voltage",
            "V",
            mn=2.7,
            mx=5.5,
            cond="VDD = 5 V here; output swings towards VDD",
        ),
        it(
            "MCP3008",
            "abs_max_input_voltage",
            "V",
            mn=-0.6,
            cond="all inputs and outputs, -0.6 V to VDD + 0.6 V",
        ),
    ],
    [
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
        ev("mcp3008.pdf", 3, "– 0.6V to VDD + 0.6V"),
    ],
    "Codes above ~3.9 V exceed the MCP3008 abs max of VDD + 0.6 = 3.9 V (and its 3.3 V reference). The upper bound is relative, so only -0.6 V is scored.",
)
add(
    "rq33-i09",
    "medium",
    "compatibility",
    "Can a TM1637 display driver and a DS18B20 both be powered from one 3.3 V rail?",
    ["TM1637", "DS18B20"],
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
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD local power"),
    ],
    [
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
    ],
    "DS18B20 is fine at 3.3 V; the TM1637 is characterised only for 4.5..5.5 V.",
    wording="formal",
)
add(
    "rq33-e01",
    "medium",
    "compatibility",
    "mq-3 (bare sensor, 5v heater and circuit) with its output read by an mcp3008 running at 3.3v. will the output stay under 3.3v?",
    ["MQ-3", "MCP3008"],
    "insufficient_evidence",
    [],
    [],
    "The MQ-3 sheet gives Rs 1..8 MOhm (at 0.4 mg/L) and RL 200 kOhm, no output voltage range; the output depends on RL and concentration.",
)
add(
    "rq33-e02",
    "hard",
    "compatibility",
    "tmp36 glued onto the lm2596's tab to watch its temperature while it delivers 3 a. will the tmp36 stay inside its rating?",
    ["TMP36", "LM2596"],
    "insufficient_evidence",
    [],
    [],
    "The LM2596 sheet gives thermal resistances and a max junction of 150 C but no case temperature at 3 A for this build; the TMP36 rating (-40..125 C) cannot be checked.",
)
add(
    "rq33-e03",
    "medium",
    "compatibility",
    "tcs34725 module with its white led, all powered from an xc6206 3.3v ldo. enough current for the led?",
    ["TCS34725", "XC6206"],
    "insufficient_evidence",
    [],
    [],
    "The TCS34725 sheet covers the sensor IC only; the module LED current is not given, so the LDO load cannot be checked.",
)
add(
    "rq33-e04",
    "hard",
    "compatibility",
    "dht11 at the end of a 35 m cable, powered by an lm2596 set to 5 v, 5.1k pull-up. will it talk?",
    ["DHT11", "LM2596"],
    "insufficient_evidence",
    [],
    [],
    "The sheet recommends 5.1k up to 20 m; beyond 20 m it only says to choose the pull-up 'according to the actual situation'. No figure for 35 m.",
)
add(
    "rq33-e05",
    "hard",
    "compatibility",
    "bh1750 on 3.3v sharing an i2c bus with an mcp4725 on 5v, pull-ups to 5v. ok for the bh1750 pins?",
    ["BH1750", "MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "BH1750 gives supply Vmax 4.5 V and VIH min 0.7 x DVI, but no absolute maximum or VIH max for SDA/SCL; the 5 V level cannot be checked from the sheet.",
)
add(
    "rq33-e06",
    "medium",
    "compatibility",
    "dht11 data wire runs right next to the tm1637 clk/dio wires for 1 m. will the display traffic corrupt the dht11 readings?",
    ["DHT11", "TM1637"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet gives crosstalk / noise immunity figures for the signal lines.",
)
add(
    "rq33-e07",
    "medium",
    "compatibility",
    "dht22 on an lm2596 5 v rail with about 50 mv of switching ripple. does the dht22 tolerate that ripple?",
    ["DHT22", "LM2596"],
    "insufficient_evidence",
    [],
    [],
    "DHT22 gives a 3.3..5.5 V supply range but no ripple tolerance; the LM2596 ripple depends on the external parts.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
