"""Build realq42/questions.jsonl: 60 blind questions on the real dev and dev2 datasheets."""

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


F, C, IE = None, "compatible", "insufficient_evidence"
INC = "incompatible"

# ---------- factual, answerable: dev sheets
add(
    "rq42-f01",
    "hard",
    "simple",
    "l298n, when i pwm the ENABLE pin (not the inputs): typical source current rise time? in ns",
    ["L298N"],
    F,
    [
        it(
            "L298N",
            "response_time",
            "us",
            typ=0.4,
            cond="T4 (Ven) source current rise time, 0.1 IL to 0.9 IL",
        )
    ],
    [ev("l298n.pdf", 4, "T4 (Ven) Source Current Rise Time 0.1 IL to 0.9 IL (2); (4) 0.4")],
    "0.4 us = 400 ns typ (enable-driven); look-alikes T4 (Vi) 0.7 us (input-driven), T8 (Ven) sink rise 0.1 us, "
    "T2 (Ven) source fall 1 us. Filed as response_time.",
)
add(
    "rq42-f02",
    "medium",
    "simple",
    "What is the typical source current fall time T2 of the L298 when the bridge is switched through the enable input?",
    ["L298N"],
    F,
    [
        it(
            "L298N",
            "response_time",
            "us",
            typ=1,
            cond="T2 (Ven) source current fall time, 0.9 IL to 0.1 IL",
        )
    ],
    [ev("l298n.pdf", 4, "T2 (Ven) Source Current Fall Time 0.9 IL to 0.1 IL (2); (4) 1")],
    "1 us typ; look-alikes T2 (Vi) 0.2 us when switched from the inputs, T6 (Ven) sink fall 0.35 us, T4 (Ven) 0.4 us.",
    wording="formal",
)
add(
    "rq42-f03",
    "medium",
    "simple",
    "nrf24l01+: after CE goes high, how long should i wait before pulling CSN low?",
    ["nRF24L01+"],
    F,
    [
        it(
            "nRF24L01+",
            "response_time",
            "us",
            value=4,
            cond="Tpece2csn delay from CE positive edge to CSN",
        )
    ],
    [ev("nrf24l01p.pdf", 24, "Tpece2csn Delay from CE positive edge to CSN 4µs")],
    "4 us; look-alikes Thce minimum CE high 10 us, Tstby2a standby to TX/RX 130 us, Tpd2stby 1.5 ms.",
)
add(
    "rq42-f04",
    "medium",
    "simple",
    "am2302 / dht22 temperature drift per year? how much does the temp reading wander long term",
    ["DHT22"],
    F,
    [
        it(
            "DHT22",
            "accuracy",
            "°C",
            mn=-0.3,
            mx=0.3,
            q="temperature",
            cond="temperature drift per year (typical)",
        )
    ],
    [ev("dht22.pdf", 3, "%RH/yr Drift ±0.3 ℃/yr")],
    "+-0.3 C per year; look-alike humidity drift <0.5 %RH/yr on the same row, temperature accuracy +-0.5 C. "
    "Long-term drift filed as accuracy (temperature).",
)
add(
    "rq42-f05",
    "hard",
    "simple",
    "ams1117-3.3 fed from 5v: how much does the output move going from no load to 1a, at 25c? typ and max",
    ["AMS1117"],
    F,
    [
        it(
            "AMS1117",
            "accuracy",
            "mV",
            typ=3,
            mx=15,
            q="voltage",
            cond="AMS1117-3.3 load regulation, VIN = 5 V, 0..1 A, TJ = 25 C",
        )
    ],
    [ev("ams1117.pdf", 3, "AMS1117-3.3 VIN = 5V, 0 ≤ IOUT ≤ 1A 3 15 mV")],
    "3 typ / 15 max mV (25 C row); look-alikes full-temperature row 7/25 mV, AMS1117-5.0 5/20 mV, AMS1117-2.85 3/12 mV. "
    "Load regulation filed as accuracy (voltage).",
)
add(
    "rq42-f06",
    "medium",
    "simple",
    "mpu6050 using the gyro pll as clock source (CLK_SEL 1..3): how long does the pll take to settle? typ and max",
    ["MPU-6050"],
    F,
    [it("MPU-6050", "warm_up_time", "ms", typ=1, mx=10, cond="PLL settling time, CLK_SEL = 1,2,3")],
    [ev("mpu-6050.pdf", 17, "PLL Settling Time CLK_SEL=1,2,3 1 10 ms")],
    "1 typ / 10 max ms; look-alikes gyro ZRO settling 30 ms, external clock jitter 1..2 us, clock tolerance +-1 %.",
)
add(
    "rq42-f07",
    "hard",
    "simple",
    "What initial frequency tolerance at 25 °C does the MPU-6050 specify for its internal clock source (CLK_SEL = 0)?",
    ["MPU-6050"],
    F,
    [
        it(
            "MPU-6050",
            "accuracy",
            "%",
            mn=-5,
            mx=5,
            cond="clock frequency initial tolerance, CLK_SEL = 0, 25 C",
        )
    ],
    [ev("mpu-6050.pdf", 17, "Clock Frequency Initial Tolerance CLK_SEL=0, 25°C -5 +5 %")],
    "-5..+5 %; look-alikes CLK_SEL = 1,2,3 (PLL) -1..+1 %, variation over temperature -15..+10 % (CLK_SEL = 0) / +-1 %.",
    wording="formal",
)
add(
    "rq42-f08",
    "hard",
    "simple",
    "mpu6050 i2c fast mode: minimum sda data setup time? in microseconds",
    ["MPU-6050"],
    F,
    [
        it(
            "MPU-6050",
            "response_time",
            "ns",
            mn=100,
            cond="tSU.DAT SDA data setup time, I2C fast mode",
        )
    ],
    [ev("mpu-6050.pdf", 18, "tSU.DAT, SDA Data Setup Time 100 ns")],
    "100 ns = 0.1 us min; look-alikes tHD.DAT 0 us, tr/tf 300 ns max, tVD.DAT 0.9 us. Filed as response_time.",
)
add(
    "rq42-f09",
    "hard",
    "simple",
    "txs0108e with A side at 3.3v and B side at 5v: max disable time from OE to the outputs?",
    ["TXS0108E"],
    F,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mx=9.8,
            cond="tdis OE to A or B, VCCA = 3.3 V, VCCB = 5 V",
        )
    ],
    [ev("txs0108e.pdf", 12, "tdis Disable time OE-to-A or B Push-pull driving 11.9 9.8 ns")],
    "9.8 ns max (VCCB = 5 V column); look-alikes 11.9 ns at VCCB = 3.3 V, enable time ten 200 ns, VCCA 1.5 V tables "
    "(19.6 ns), VCCA 2.5 V (12.9 ns).",
)
add(
    "rq42-f10",
    "medium",
    "simple",
    "What typical VCCA supply current does the TXS0108E draw in the high-impedance state (OE = GND)?",
    ["TXS0108E"],
    F,
    [
        it(
            "TXS0108E",
            "standby_current",
            "uA",
            typ=0.05,
            cond="ICCZA, high-impedance state VCCA supply current, OE = GND",
        )
    ],
    [ev("txs0108e.pdf", 7, "ICCZA 1.4 1.65 to 5.5 0.05 μA")],
    "0.05 uA typ; look-alikes ICCZB 4 uA (VCCB side), ICCA 2 uA max, ICCB 6 uA max, combined 3 uA typ / 8 uA max.",
    wording="formal",
)
add(
    "rq42-f11",
    "hard",
    "simple",
    "What is the maximum A-to-B high-to-low propagation delay (tPHL) of the TXS0108E with push-pull driving, "
    "VCCA = 3.3 V and VCCB = 5 V?",
    ["TXS0108E"],
    F,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mx=3.1,
            cond="tPHL A-to-B, push-pull, VCCA = 3.3 V, VCCB = 5 V",
        )
    ],
    [ev("txs0108e.pdf", 12, "Push-pull driving 3.8 3.1 tPHL delay time A-to-B")],
    "3.1 ns max; look-alikes 3.8 ns at VCCB = 3.3 V, open-drain 1.9..4.8 ns, B-to-A push-pull 4.2/3.8 ns, tPLH 3.9/3.5 ns.",
    wording="formal",
)
add(
    "rq42-f12",
    "hard",
    "simple",
    "74hc595 running at only 2v: how long must the shift clock edge come before the latch clock (set-up SHCP to STCP), "
    "min at 25c?",
    ["74HC595"],
    F,
    [it("74HC595", "response_time", "ns", mn=75, cond="tsu SHCP to STCP, VCC = 2 V, 25 C")],
    [ev("74hc595.pdf", 11, "SHCP to STCP; see Figure 11 VCC = 2 V 75 22 - 95 - 110 - ns")],
    "75 ns min at 25 C; look-alikes 95 / 110 ns in the -40..85 / -40..125 C columns, DS to SHCP set-up 50 ns, "
    "6 V row 13 ns, 74HCT595 16 ns.",
)
add(
    "rq42-f13",
    "medium",
    "simple",
    "74hct595 (the HCT part): output enable time OE -> Qn at 25c, typ and max?",
    ["74HC595"],
    F,
    [it("74HC595", "response_time", "ns", typ=21, mx=35, cond="74HCT595 ten OE to Qn, 25 C")],
    [ev("74hc595.pdf", 11, "ten enable time OE to Qn; see Figure 13 [4] - 21 35 - 44 - 53 ns")],
    "21 typ / 35 max ns (HCT, 25 C); look-alikes tdis 18/30 ns, 74HC595 at 4.5 V ten 17/30 ns, -40..85 C 44 ns.",
)
add(
    "rq42-f14",
    "medium",
    "simple",
    "What minimum SDI hold time does the BME280 require on I2C in standard/fast mode when the bus capacitance is up to "
    "400 pF?",
    ["BME280"],
    F,
    [
        it(
            "BME280",
            "response_time",
            "ns",
            mn=90,
            cond="tHD;DAT SDI hold time, S&F mode, Cb <= 400 pF",
        )
    ],
    [ev("bme280.pdf", 36, "S&F Mode, Cb≤400 pF 90 ns")],
    "90 ns min; look-alikes 80 ns at Cb <= 100 pF, HS mode 18..115 / 24..150 ns, SDI setup 160 ns.",
    wording="formal",
)
add(
    "rq42-f15",
    "hard",
    "simple",
    "bme280 i2c high-speed mode with VDDIO at 1.2v: shortest allowed SCK low pulse? give it in us",
    ["BME280"],
    F,
    [
        it(
            "BME280",
            "response_time",
            "ns",
            mn=210,
            cond="tLOW SCK low pulse, HS mode, Cb <= 100 pF, VDDIO = 1.2 V",
        )
    ],
    [ev("bme280.pdf", 36, "SCK low pulse tLOW HS mode, Cb≤100 pF 210 ns VDDIO = 1.2 V")],
    "210 ns = 0.21 us min; look-alike 160 ns at VDDIO = 1.62 V, SDI hold 18..150 ns, SPI SCK low 20 ns.",
)
add(
    "rq42-f16",
    "medium",
    "simple",
    "esp32 wroom sheet - what sleep current does it quote for the esp32 chip itself?",
    ["ESP32-WROOM-32"],
    F,
    [
        it(
            "ESP32-WROOM-32",
            "standby_current",
            "uA",
            mx=5,
            cond="sleep current of the ESP32 chip (less than 5 uA)",
        )
    ],
    [ev("esp32-wroom-32.pdf", 6, "The sleep current of the ESP32 chip is less than 5 µA")],
    "< 5 uA (overview text); look-alikes IIH/IIL 50 nA, VDD 3.0..3.6 V. The sheet names it for the chip, not the module.",
)
add(
    "rq42-f17",
    "hard",
    "simple",
    "how far off can the ads1115's actual data rate be from the one i set? percent",
    ["ADS1115"],
    F,
    [it("ADS1115", "accuracy", "%", mn=-10, mx=10, cond="data rate variation, all data rates")],
    [ev("ads1115.pdf", 3, "Data rate variation All data rates –10 10 %")],
    "-10..+10 %; look-alikes data rates 8..860 SPS, PGA gain match 0.02/0.1 %, gain match 0.05/0.1 %. "
    "Filed as accuracy (no quantity).",
)
add(
    "rq42-f18",
    "medium",
    "simple",
    "bme280 in i2c high speed mode, min SDI setup time?",
    ["BME280"],
    F,
    [it("BME280", "response_time", "ns", mn=30, cond="tSU;DAT SDI setup time, HS mode")],
    [ev("bme280.pdf", 36, "SDI setup time tSU;DAT S&F Mode 160 ns HS mode 30 ns")],
    "30 ns min; look-alike 160 ns in standard/fast mode, SDI hold 18 ns (HS, 100 pF), SPI setup 20 ns.",
)

# ---------- factual, answerable: dev2 sheets
add(
    "rq42-f19",
    "hard",
    "simple",
    "w25q64 using the plain Read Data (03h) command: minimum clock high/low time?",
    ["W25Q64FV"],
    F,
    [
        it(
            "W25Q64FV",
            "response_time",
            "ns",
            mn=6,
            cond="tCRLH / tCRLL clock high, low time for Read Data (03h)",
        )
    ],
    [ev("w25q64.pdf", 76, "Clock High, Low Time tCRLH, 6 ns for Read Data (03h) instruction")],
    "6 ns min; look-alike tCLH/tCLL 4 ns for all other instructions, tDSU 2 ns, tDH 3 ns, tSHQZ 7 ns.",
)
add(
    "rq42-f20",
    "hard",
    "simple",
    "What frequency change per LSB of the aging offset (trim) register does the DS3231 specify at +25 °C?",
    ["DS3231"],
    F,
    [
        it(
            "DS3231",
            "resolution",
            "ppm",
            typ=0.1,
            cond="trim register frequency sensitivity per LSB at +25 C",
        )
    ],
    [ev("ds3231.pdf", 3, "Trim Register Frequency +25°C 0.1")],
    "0.1 ppm typ; look-alikes 0.7 ppm at -40 C, 0.4 at +70 C, 0.8 at +85 C, stability vs voltage 1 ppm/V. "
    "Filed as resolution (ppm, no quantity).",
    wording="formal",
)
add(
    "rq42-f21",
    "medium",
    "simple",
    "What is the maximum CS-to-output-high-Z time (tCDZ) of the MAX31865 serial interface?",
    ["MAX31865"],
    F,
    [it("MAX31865", "response_time", "ns", mx=40, cond="tCDZ CS to output high-Z, 50 pF load")],
    [ev("max31865.pdf", 4, "CS to Output High-Z tCDZ (Notes 8, 9) 40 ns")],
    "40 ns max; look-alikes tCDD 80 ns, DRDY 50 ns, tDC/tCDH 35 ns, tCL/tCH 100 ns.",
    wording="formal",
)
add(
    "rq42-f22",
    "hard",
    "structured",
    "cc1101 on 868/915 MHz with 4-FSK: rx sensitivity at 125 kBaud (250 kbps) and at 250 kBaud (500 kbps)?",
    ["CC1101"],
    F,
    [
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-96,
            cond="868/915 MHz, 4-FSK, 125 kBaud (250 kbps)",
        ),
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-91,
            cond="868/915 MHz, 4-FSK, 250 kBaud (500 kbps)",
        ),
    ],
    [
        ev(
            "cc1101.pdf",
            13,
            "4-FSK, 125 kBaud data rate (250 kbps), sensitivity optimized, MDMCFG2.DEM_DCFILT_OFF=0 (1% packet error "
            "rate, 20 bytes packet length, 127 kHz deviation, 406 kHz digital channel filter bandwidth) Receiver "
            "sensitivity -96 dBm",
        ),
        ev(
            "cc1101.pdf",
            13,
            "4-FSK, 250 kBaud data rate (500 kbps), sensitivity optimized, MDMCFG2.DEM_DCFILT_OFF=0 (1% packet error "
            "rate, 20 bytes packet length, 254 kHz deviation, 812 kHz digital channel filter bandwidth) Receiver "
            "sensitivity -91 dBm",
        ),
    ],
    "-96 / -91 dBm (868/915 MHz block, p12-13); look-alikes 4-FSK 300 kBaud -89 dBm, GFSK 250 kBaud -95, MSK 500 kBaud "
    "-90, the p14 temperature table.",
)
add(
    "rq42-f23",
    "medium",
    "simple",
    "What minimum SCL clock low period does the TCS34725 specify for its I2C interface?",
    ["TCS34725"],
    F,
    [it("TCS34725", "response_time", "us", mn=1.3, cond="t(LOW) SCL clock low period, VDD = 3 V")],
    [ev("tcs34725.pdf", 5, "t(LOW) SCL clock low period 1.3 μs")],
    "1.3 us min; look-alikes t(BUF) bus free time 1.3 us (same number, rq31-k02), t(HIGH) 0.6 us, "
    "t(HDSTA)/t(SUSTA)/t(SUSTO) 0.6 us, data hold 0 us.",
    wording="formal",
)
add(
    "rq42-f24",
    "hard",
    "simple",
    "pcf8563: how much does the oscillator frequency shift when VDD changes by 200 mV?",
    ["PCF8563"],
    F,
    [
        it(
            "PCF8563",
            "accuracy",
            "ppm",
            typ=0.2,
            cond="relative oscillator frequency variation, delta VDD = 200 mV",
        )
    ],
    [ev("pcf8563.pdf", 30, "relative oscillator frequency variation VDD = 200 mV; - 0.2 - ppm")],
    "0.2 ppm typ; look-alikes COSCO 15/25/35 pF, crystal CL 7..12.5 pF, Ctrim 5..25 pF. Filed as accuracy (ppm).",
)
add(
    "rq42-f25",
    "medium",
    "simple",
    "Welche Linearität gibt das Datenblatt für den TMP36 an?",
    ["TMP36"],
    F,
    [it("TMP36", "accuracy", "°C", typ=0.5, q="temperature", cond="linearity")],
    [ev("tmp36.pdf", 2, "Linearity 0.5 °C")],
    "0.5 C typ; look-alikes long-term stability 0.4 C (150 C, 1 kHrs), accuracy +-1 / +-2 C (F grade), "
    "PSRR 30/100 m C/V. Filed as accuracy (temperature).",
    wording="formal",
    lang="de",
)
add(
    "rq42-f26",
    "medium",
    "simple",
    "What is the typical resistance of the MCP3008 analog input sampling switch, in kilohms?",
    ["MCP3008"],
    F,
    [
        it(
            "MCP3008",
            "on_resistance",
            "Ohm",
            typ=1000,
            cond="analog input sampling switch resistance",
        )
    ],
    [ev("mcp3008.pdf", 4, "Switch Resistance — 1000 — Ω See Figure 4-1")],
    "1000 Ohm = 1 kOhm typ; look-alikes sample capacitor 20 pF, analog input leakage 0.001 / +-1 uA, pin capacitance 10 pF.",
    wording="formal",
)
add(
    "rq42-f27",
    "hard",
    "simple",
    "mcp4725 offset error at code 000h, typ and max (percent of full scale)?",
    ["MCP4725"],
    F,
    [
        it(
            "MCP4725",
            "accuracy",
            "%",
            typ=0.02,
            mx=0.75,
            cond="offset error VOS, code = 000h, % of FSR",
        )
    ],
    [ev("mcp4725.pdf", 3, "Offset Error VOS 0.02 0.75 % of FSR Code = 000h")],
    "0.02 typ / 0.75 max % of FSR; look-alikes gain error -2 / -0.1 / 2 % FSR, offset drift +-1 / +-2 ppm/C, INL +-2 / +-14.5 LSB.",
)
add(
    "rq42-k01",
    "hard",
    "comparison",
    "Which temperature sensor states the smaller long-term stability figure, the LM35 or the TMP36, and what are the two "
    "values?",
    ["LM35", "TMP36"],
    F,
    [
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-0.08,
            mx=0.08,
            q="temperature",
            cond="long term stability, TJ = TMAX, 1000 h",
        ),
        it(
            "TMP36",
            "accuracy",
            "°C",
            typ=0.4,
            q="temperature",
            cond="long-term stability, TA = 150 C for 1 kHrs",
        ),
    ],
    [
        ev("lm35.pdf", 5, "Long term stability TJ = TMAX, for 1000 hours ±0.08 ±0.08 °C"),
        ev("tmp36.pdf", 2, "Long-Term Stability TA = 150°C for 1 kHrs 0.4 °C"),
    ],
    "LM35 +-0.08 C (TJ = TMAX, 1000 h; same in the LM35A table p4) vs TMP36 0.4 C (150 C, 1 kHrs): the LM35. "
    "Conditions differ; look-alikes TMP36 linearity 0.5 C, LM35 nonlinearity rows.",
    wording="formal",
)

# ---------- factual, insufficient evidence
add(
    "rq42-u01",
    "medium",
    "simple",
    "drv8833 undervoltage lockout: at what VM does it turn back ON when the supply rises?",
    ["DRV8833"],
    IE,
    [],
    [ev("drv8833.pdf", 6, "VUVLO VM undervoltage lockout voltage VM falling 2.6 V")],
    "Trap: only the falling threshold (2.6 V max) and a typical hysteresis (90 mV) are given; no rising threshold is "
    "stated (adding them is not a datasheet value).",
)
add(
    "rq42-u02",
    "hard",
    "simple",
    "What commutation frequency does the L298 datasheet specify when the bridge is switched through the enable inputs "
    "rather than the inputs?",
    ["L298N"],
    IE,
    [],
    [ev("l298n.pdf", 4, "fc (Vi) Commutation Frequency IL = 2A 25 40 KHz")],
    "Trap: fc is given only for input switching, fc (Vi) 25 typ / 40 max kHz at IL = 2 A; no fc (Ven) row.",
    wording="formal",
)
add(
    "rq42-u03",
    "medium",
    "simple",
    "bme280 on a normal 400khz i2c bus (fast mode): min SCK low time it needs?",
    ["BME280"],
    IE,
    [],
    [ev("bme280.pdf", 36, "SCK low pulse tLOW HS mode, Cb≤100 pF 160 ns VDDIO = 1.62 V")],
    "Trap: Table 33 gives tLOW only for HS mode (160 ns at VDDIO 1.62 V, 210 ns at 1.2 V); no standard/fast-mode tLOW.",
)
add(
    "rq42-u04",
    "hard",
    "simple",
    "mpu6050 on a 100 khz standard-mode i2c bus: sda data setup time it needs?",
    ["MPU-6050"],
    IE,
    [],
    [ev("mpu-6050.pdf", 18, "I2C TIMING I2C FAST-MODE")],
    "Trap: the I2C timing table is for fast mode only (tSU.DAT 100 ns); nothing for standard mode.",
)
add(
    "rq42-u05",
    "medium",
    "simple",
    "ds3231 aging register: ppm per LSB at 0 C?",
    ["DS3231"],
    IE,
    [],
    [ev("ds3231.pdf", 3, "Trim Register Frequency +25°C 0.1")],
    "Trap: sensitivity per LSB is given at -40 C (0.7), +25 C (0.1), +70 C (0.4), +85 C (0.8) ppm; nothing at 0 C.",
)
add(
    "rq42-u06",
    "hard",
    "simple",
    "What is the MAX31865 CS-to-output-high-Z time (tCDZ) with a 100 pF load on SDO?",
    ["MAX31865"],
    IE,
    [],
    [ev("max31865.pdf", 4, "Note 9: Measured with 50pF load.")],
    "Trap: tCDZ 40 ns max is measured with a 50 pF load (note 9); no value at 100 pF.",
    wording="formal",
)
add(
    "rq42-u07",
    "medium",
    "simple",
    "lm35 sitting at room temp for 10 years - how much will it drift?",
    ["LM35"],
    IE,
    [],
    [ev("lm35.pdf", 5, "Long term stability TJ = TMAX, for 1000 hours ±0.08 ±0.08 °C")],
    "Trap: long-term stability +-0.08 C is for TJ = TMAX over 1000 hours; no figure for 10 years at room temperature.",
)
add(
    "rq42-u08",
    "hard",
    "simple",
    "cc1101 at 433 MHz using 4-FSK at 125 kBaud: receiver sensitivity?",
    ["CC1101"],
    IE,
    [],
    [ev("cc1101.pdf", 12, "868/915 MHz 1.2 kBaud data rate, sensitivity optimized")],
    "Trap: the 4-FSK sensitivity rows (-96 / -91 / -89 dBm) sit in the 868/915 MHz block (p12-13); the 433 MHz block "
    "has GFSK 0.6..250 kBaud only.",
)

# ---------- compatibility
BME_VDD = ev("bme280.pdf", 8, "Supply Voltage VDD ripple max. 50 mVpp 1.71 1.8 3.6 V")
NRF_VDD = ev("nrf24l01p.pdf", 8, "1.9 to 3.6V supply range")
HC595_VCC = ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V")
DHT22_V = ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V")
LM2596_FB = ev("lm2596.pdf", 4, "VFB 1.193 1.267 V 1.18 1.28")
TXS_VCC = ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6 V VCCB Supply voltage (3) 1.65 5.5 V")
DRV_VM = ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")
L298_VSS = ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V")

add(
    "rq42-c01",
    "medium",
    "compatibility",
    "bme280 and an nrf24l01+ both running straight off 2 AA cells (about 3v). both ok with that?",
    ["BME280", "nRF24L01+"],
    C,
    [
        it("BME280", "supply_voltage", "V", mn=1.71, typ=1.8, mx=3.6, cond="VDD"),
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, mx=3.6, cond="supply range"),
    ],
    [BME_VDD, NRF_VDD],
    "Two fresh AA cells (~3.0..3.2 V) sit inside 1.71..3.6 V and 1.9..3.6 V; both work down to below 2 V as the cells drain.",
)
add(
    "rq42-c02",
    "hard",
    "compatibility",
    "ads1115 at 3.3v, PGA set to +-0.256v, reading the voltage on the drv8833 AISEN sense resistor (current chopping on). "
    "does the sense voltage fit the range?",
    ["ADS1115", "DRV8833"],
    C,
    [
        it(
            "ADS1115",
            "analog_input_range",
            "V",
            mn=-0.256,
            mx=0.256,
            cond="FS = +-0.256 V (PGA 101/110/111)",
        ),
        it(
            "DRV8833",
            "analog_output_voltage",
            "mV",
            mn=160,
            typ=200,
            mx=240,
            cond="xISEN trip voltage VTRIP",
        ),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="power-supply voltage"),
    ],
    [
        ev("ads1115.pdf", 19, "101 : FS = ±0.256V"),
        ev("drv8833.pdf", 7, "VTRIP xISEN trip voltage 160 200 240 mV"),
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
    ],
    "The chopper turns the bridge off when xISEN reaches VTRIP (240 mV max) < 256 mV full scale; the pin itself is "
    "rated -0.3..0.5 V. Transients during the 3.75 us blanking time are not bounded. VTRIP filed as analog_output_voltage.",
)
add(
    "rq42-c03",
    "hard",
    "compatibility",
    "can i power a dht22 from one of the Q outputs of a 74hc595 running at 5v, so i can switch the sensor off between "
    "reads?",
    ["74HC595", "DHT22"],
    C,
    [
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=3.84,
            typ=4.32,
            cond="Qn, IO = -6 mA, VCC = 4.5 V, 25 C",
        ),
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD"),
        it("DHT22", "supply_current", "uA", typ=500, cond="measuring"),
    ],
    [
        ev("74hc595.pdf", 7, "Qn bus driver outputs IO = 6 mA; VCC = 4.5 V 3.84 4.32 - 3.7 - V"),
        DHT22_V,
        ev("dht22.pdf", 4, "Measuring 500 µA"),
    ],
    "Risky-looking but in spec: 0.5 mA measuring current is well under the 6 mA test point, where the output stays "
    ">= 3.84 V (3.7 V at -40..125 C) even at VCC = 4.5 V, above the DHT22 3.3 V minimum.",
)
add(
    "rq42-c04",
    "medium",
    "compatibility",
    "lm2596 module adjusted to 5.0v feeding a 74hc595 vcc - inside its supply range?",
    ["LM2596", "74HC595"],
    C,
    [it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="74HC595 recommended VCC")],
    [HC595_VCC, LM2596_FB],
    "The feedback reference 1.18..1.28 V over temperature keeps a 5.0 V setting within about 4.8..5.2 V (divider tolerance "
    "aside), inside 2.0..6.0 V (the 74HCT595 4.5..5.5 V would also fit).",
)
add(
    "rq42-c05",
    "hard",
    "compatibility",
    "Can an LM2596 set to 5.0 V supply the input of an AMS1117-3.3 that delivers up to 0.8 A?",
    ["LM2596", "AMS1117"],
    C,
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="AMS1117-3.3, 0..1 A, 4.75 V <= VIN <= 12 V",
        )
    ],
    [
        ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V"),
        LM2596_FB,
    ],
    "The AMS1117-3.3 output spec holds for 4.75..12 V input up to 1 A; the LM2596 5.0 V setting stays >= ~4.8 V (VFB "
    "1.18 V min over temperature, resistor tolerance aside) and its 3 A rating covers 0.8 A.",
    wording="formal",
)
add(
    "rq42-c06",
    "hard",
    "compatibility",
    "5v arduino -> txs0108e (B side 5v, A side 3.3v) -> nrf24l01+ spi at 4 mhz. levels and speed ok?",
    ["TXS0108E", "nRF24L01+"],
    C,
    [
        it("TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA"),
        it("TXS0108E", "io_supply_voltage", "V", mn=1.65, mx=5.5, cond="VCCB"),
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, mx=3.6, cond="supply range"),
        it("nRF24L01+", "spi_clock_frequency", "MHz", mn=0, mx=10, cond="Fsck, Cload = 5 pF"),
    ],
    [
        TXS_VCC,
        NRF_VDD,
        ev("nrf24l01p.pdf", 53, "Fsck SCK Frequency 0 10 MHz"),
        ev("txs0108e.pdf", 12, "Push-pull driving 60 60 Maximum data rate A or B"),
    ],
    "VCCA 3.3 <= VCCB 5 within both ranges; 4 MHz is below the nRF SCK limits (10 MHz at 5 pF, 4 MHz even at 100 pF with "
    "50 kOhm) and far below 60 Mbps push-pull at VCCA 3.3 / VCCB 5 V.",
)
add(
    "rq42-c07",
    "medium",
    "compatibility",
    "Are a PCF8563 (with its I2C interface active) and a W25Q64FV both within their supply ranges on a shared 3.3 V rail?",
    ["PCF8563", "W25Q64FV"],
    C,
    [
        it(
            "PCF8563",
            "supply_voltage",
            "V",
            mn=1.8,
            mx=5.5,
            cond="interface active, fSCL = 400 kHz",
        ),
        it(
            "W25Q64FV",
            "supply_voltage",
            "V",
            mn=2.7,
            mx=3.6,
            cond="VCC (3.0..3.6 V for 104/50 MHz)",
        ),
    ],
    [
        ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V"),
        ev(
            "w25q64.pdf",
            72,
            "FR = 104MHz, fR = 50MHz 3.0 3.6 Supply Voltage(1) VCC V FR = 80MHz, fR = 33MHz 2.7 3.0",
        ),
    ],
    "3.3 V is inside 1.8..5.5 V (PCF8563 with the interface active) and 2.7..3.6 V (W25Q64FV, full-speed band 3.0..3.6 V).",
    wording="formal",
)
add(
    "rq42-c08",
    "medium",
    "compatibility",
    "Can a DS3231 and an MCP2515 share a single 5 V supply rail?",
    ["DS3231", "MCP2515"],
    C,
    [
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
    ],
    "5 V is inside 2.3..5.5 V and 2.7..5.5 V.",
    wording="formal",
)
add(
    "rq42-i01",
    "medium",
    "compatibility",
    "bme280 bare chip powered from the 5v logic (VSS) rail of my l298n board - fine?",
    ["BME280", "L298N"],
    INC,
    [
        it("BME280", "supply_voltage", "V", mn=1.71, typ=1.8, mx=3.6, cond="VDD"),
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS"),
    ],
    [BME_VDD, L298_VSS],
    "VSS is at least 4.5 V (5 V typ), above the BME280 VDD maximum 3.6 V. (Breakouts with their own regulator are another "
    "matter.)",
)
add(
    "rq42-i02",
    "medium",
    "compatibility",
    "2s li-ion pack (8.4v full) running a drv8833 motor driver, and i want to hang the dht22 on the same pack. ok?",
    ["DRV8833", "DHT22"],
    INC,
    [
        it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM"),
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD"),
    ],
    [DRV_VM, DHT22_V],
    "The DRV8833 is fine (8.4 V <= 10.8 V) but 6..8.4 V is above the DHT22 5.5 V maximum.",
)
add(
    "rq42-i03",
    "hard",
    "compatibility",
    "74hc595 at 5v, one Q output wired straight to the FSYNC pin of an mpu6050 breakout running at 3.3v. safe?",
    ["74HC595", "MPU-6050"],
    INC,
    [
        it(
            "MPU-6050",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            cond="CLKIN, AUX_DA, AD0, FSYNC, INT, SCL, SDA: -0.5 V to VDD + 0.5 V",
        ),
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating"),
        it("74HC595", "output_high_voltage", "V", mn=4.4, typ=4.5, cond="IO = -20 uA, VCC = 4.5 V"),
    ],
    [
        ev(
            "mpu-6050.pdf",
            20,
            "Input Voltage Level (CLKIN, AUX_DA, AD0, FSYNC, INT, -0.5V to VDD + 0.5V",
        ),
        ev("mpu-6050.pdf", 14, "Operating Voltages 2.375 3.46 V"),
        ev("74hc595.pdf", 7, "IO = 20 A; VCC = 4.5 V 4.4 4.5 - 4.4 - V"),
    ],
    "A 5 V high (>= 4.4 V) exceeds FSYNC's abs max VDD + 0.5 V (at most 3.96 V for VDD <= 3.46 V); a divider or shifter "
    "is needed. The relative upper limit is not a scored number.",
)
add(
    "rq42-i04",
    "hard",
    "compatibility",
    "I plan to put a TXS0108E between an ADS1115 running at 5 V (on the A side, VCCA = 5 V) and a 3.3 V MCU on the B "
    "side. Is that a valid configuration?",
    ["TXS0108E", "ADS1115"],
    INC,
    [
        it("TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA"),
        it("TXS0108E", "io_supply_voltage", "V", mn=1.65, mx=5.5, cond="VCCB"),
    ],
    [
        TXS_VCC,
        ev(
            "txs0108e.pdf",
            7,
            "VCCA must be less than or equal to VCCB, and VCCA must not exceed 3.6 V.",
        ),
    ],
    "VCCA = 5 V exceeds the 3.6 V VCCA maximum and VCCA > VCCB; swapping the sides (A = 3.3 V MCU, B = 5 V ADS1115) "
    "would be valid.",
    wording="formal",
)
add(
    "rq42-i05",
    "medium",
    "compatibility",
    "vl53l0x bare module (no regulator) on the l298n board's 5v logic pin?",
    ["VL53L0X", "L298N"],
    INC,
    [
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS"),
    ],
    [ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"), L298_VSS],
    "5 V is above AVDD max 3.5 V (abs max 3.6 V).",
)
add(
    "rq42-i06",
    "medium",
    "compatibility",
    "Can an LM2596 buck converter set to 5 V supply the VCCA side of a TXS0108E?",
    ["LM2596", "TXS0108E"],
    INC,
    [it("TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA")],
    [TXS_VCC, LM2596_FB],
    "VCCA is limited to 1.4..3.6 V; ~5 V (4.8..5.2 V) is far above. Only VCCB may go to 5.5 V.",
    wording="formal",
)
add(
    "rq42-i07",
    "hard",
    "compatibility",
    "max7219 display and a max31865 rtd board on one spi bus clocked at 10 mhz (separate CS lines, max31865 at 3.3v). "
    "can both take the clock?",
    ["MAX7219", "MAX31865"],
    INC,
    [
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0, cond="SCLK frequency"),
        it("MAX7219", "response_time", "ns", mn=100, cond="tCP CLK clock period (10 MHz)"),
    ],
    [
        ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz"),
        ev("max7219.pdf", 3, "CLK Clock Period tCP 100 ns"),
    ],
    "The MAX7219 takes 10 MHz (tCP 100 ns) but the MAX31865 allows 5 MHz max; the bus would have to run at 5 MHz "
    "(and MAX7219 at 5 V vs MAX31865 at 3.3 V also needs level care).",
)
add(
    "rq42-i08",
    "medium",
    "compatibility",
    "lm35 powered from the same 3.3v rail as my cc1101 radio. will the lm35 work there?",
    ["LM35", "CC1101"],
    INC,
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operates from 4 to 30 V"),
        it("CC1101", "supply_voltage", "V", mn=1.8, mx=3.6, cond="operating supply voltage"),
    ],
    [
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev("cc1101.pdf", 8, "Operating supply voltage 1.8 3.6 V"),
    ],
    "The CC1101 is fine at 3.3 V but the LM35 needs at least 4 V.",
)
add(
    "rq42-i09",
    "medium",
    "compatibility",
    "Can a TCS34725 colour sensor (bare IC) run from the same 5 V rail that powers a 74HC595?",
    ["TCS34725", "74HC595"],
    INC,
    [
        it(
            "TCS34725",
            "supply_voltage",
            "V",
            mn=2.7,
            typ=3,
            mx=3.6,
            cond="VDD (TCS34721 & TCS34725)",
        ),
        it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="74HC595 VCC"),
    ],
    [
        ev(
            "tcs34725.pdf",
            3,
            "Supply voltage, VDD (TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6 V",
        ),
        HC595_VCC,
    ],
    "The 74HC595 is fine at 5 V; 5 V exceeds the TCS34725 3.6 V maximum (abs max 3.8 V).",
    wording="formal",
)
add(
    "rq42-e01",
    "hard",
    "compatibility",
    "dht22 data line going through a txs0108e (3.3v mcu on A, dht22 at 5v on B) - will the single-bus handshake work?",
    ["DHT22", "TXS0108E"],
    IE,
    [],
    [
        TXS_VCC,
        ev("dht22.pdf", 5, "single bus usually require an external about 5.1kΩ pull-up resistor"),
    ],
    "Supplies fit, but whether the TXS0108E's one-shot edge accelerators and internal pull-ups work with the DHT22 "
    "bidirectional single-bus (sensor and host both pulling low, 5.1 kOhm pull-up) is not settled by stated values.",
)
add(
    "rq42-e02",
    "medium",
    "compatibility",
    "bme280 on the same small pcb right next to a drv8833 pushing 1a into a motor. will the heat spoil the temp/humidity "
    "readings?",
    ["BME280", "DRV8833"],
    IE,
    [],
    [ev("drv8833.pdf", 5, "RθJA Junction-to-ambient thermal resistance 40.5 37.2 103.1 °C/W")],
    "The DRV8833 gives thermal resistances and RDS(on), but neither sheet gives the board temperature rise at the "
    "BME280 position; no stated value settles it.",
)
add(
    "rq42-e03",
    "medium",
    "compatibility",
    "lm35 analog out and a tm1637 display on the same 5v. will the display multiplexing add noise to the lm35 reading?",
    ["LM35", "TM1637"],
    IE,
    [],
    [],
    "The TM1637 gives no supply-current waveform / ripple and the LM35 gives no supply-rejection figure at the scan "
    "frequency (line regulation is DC); not settled by the sheets.",
)
add(
    "rq42-e04",
    "medium",
    "compatibility",
    "srd 5v relay clicking a few cm from an nrf24l01+ module. will the coil switching mess up the radio packets?",
    ["SRD-05VDC-SL-C", "nRF24L01+"],
    IE,
    [],
    [],
    "No emission data for the relay coil or contacts and no susceptibility figure for the nRF24L01+; not settled.",
)
add(
    "rq42-e05",
    "hard",
    "compatibility",
    "cc1101 transmitting at +10 dbm from an antenna 2 cm away from an mpu6050. will the gyro/accel readings be "
    "disturbed?",
    ["CC1101", "MPU-6050"],
    IE,
    [],
    [],
    "The MPU-6050 gives power-supply sensitivity only (up to 100 kHz) and no RF immunity; the CC1101 gives output power, "
    "not field strength near the antenna. Not settled.",
)
add(
    "rq42-e06",
    "hard",
    "compatibility",
    "¿El rizado de un LM2596 a 5 V que alimenta un DS3231 afecta la precisión del reloj?",
    ["LM2596", "DS3231"],
    IE,
    [],
    [ev("ds3231.pdf", 3, "Frequency Stability vs. Voltage Δf/V 1 ppm/V")],
    "The DS3231 gives 1 ppm/V (DC) but the LM2596 sheet gives no output ripple figure for a given layout; the effect of "
    "ripple at 150 kHz on the TCXO is not stated.",
    wording="formal",
    lang="es",
)
add(
    "rq42-e07",
    "hard",
    "compatibility",
    "tm1637 clk/dio from a 3.3v mcu through a txs0108e (B side 5v to the tm1637). does the tm1637 ack on dio get back "
    "through the shifter ok?",
    ["TM1637", "TXS0108E"],
    IE,
    [],
    [TXS_VCC],
    "Supplies fit, but the TM1637's open-drain ACK timing through the auto-direction one-shots is not characterised by "
    "either sheet; not settled by stated values.",
)


def main():
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(len(Q), "questions")


if __name__ == "__main__":
    main()
