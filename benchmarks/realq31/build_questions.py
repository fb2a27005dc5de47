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




NS = "ns"


def rt(dev, unit, cond, mn=None, typ=None, mx=None):
    return it(dev, "response_time", unit, mn=mn, typ=typ, mx=mx, cond=cond)


# ---------- batch 1: factual on unmarked rows
add(
    "rq31-f01",
    "hard",
    "simple",
    "ads1115 in plain fast mode i2c (400k) - how long does SCL have to stay low at minimum? answer in microseconds",
    ["ADS1115"],
    None,
    [rt("ADS1115", NS, "tLOW SCL clock low period, fast mode", mn=1300)],
    [ev("ads1115.pdf", 5, "SCL clock low period tLOW 1300 160 ns")],
    "1300 ns = 1.3 us min in fast mode; look-alikes high-speed mode 160 ns on the same row, tHIGH 600/60 ns, tBUF 600/160 ns.",
)
add(
    "rq31-f02",
    "medium",
    "simple",
    "What minimum data setup time (tSUDAT) does the ADS1115 require in I2C high-speed mode?",
    ["ADS1115"],
    None,
    [rt("ADS1115", NS, "tSUDAT data setup time, high-speed mode", mn=10)],
    [ev("ads1115.pdf", 5, "Data setup time tSUDAT 100 10 ns")],
    "10 ns in high-speed mode; look-alike fast mode 100 ns on the same row, data hold time 0 ns.",
    wording="formal",
)
add(
    "rq31-f03",
    "hard",
    "simple",
    "According to the absolute maximum ratings, what voltage may be applied to a TXS0108E B-port output while it is in the high-impedance or power-off state?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=6.5,
            cond="VO, B port, high-impedance or power-off state, absolute maximum",
        )
    ],
    [ev("txs0108e.pdf", 5, "in the high-impedance or power-off state, VO (2) B port –0.5 6.5")],
    "-0.5..6.5 V; look-alikes A port 4.6 V in the same state, outputs in the high or low state VCCB + 0.5 V, input voltage VI rows.",
    wording="formal",
)
add(
    "rq31-f04",
    "hard",
    "simple",
    "txs0108e with vcca 1.5v and vccb 3.3v, open drain (i2c-ish) signals. A->B low-to-high propagation delay, min and max?",
    ["TXS0108E"],
    None,
    [rt("TXS0108E", NS, "tPLH A-to-B, open-drain driving, VCCA 1.5 V, VCCB 3.3 V", mn=114, mx=473)],
    [ev("txs0108e.pdf", 9, "Open-drain driving 182 720 143 554 114 473 81 384")],
    "114..473 ns (VCCB 3.3 V column); look-alikes other VCCB columns (182/720, 143/554, 81/384), tPHL open-drain 3.5/12.2 ns, push-pull tPLH 9.8 ns, B-to-A tPLH 118/519 ns.",
)
add(
    "rq31-f05",
    "medium",
    "simple",
    "txs0108e disable time OE to outputs, with vcca = 1.5 v and vccb = 5 v?",
    ["TXS0108E"],
    None,
    [rt("TXS0108E", NS, "tdis OE to A or B, push-pull, VCCA 1.5 V, VCCB 5 V", mx=19.6)],
    [ev("txs0108e.pdf", 9, "tdis Disable time OE-to-A or B Push-pull driving 28.1 22 20.1 19.6 ns")],
    "19.6 ns max (VCCB 5 V column); look-alikes 28.1/22/20.1 ns at VCCB 1.8/2.5/3.3 V, enable time ten 200 ns.",
)
add(
    "rq31-f06",
    "medium",
    "simple",
    "running my mcp3008 at 2.7v - whats the max delay from clk falling edge to valid data on dout?",
    ["MCP3008"],
    None,
    [rt("MCP3008", NS, "tDO CLK fall to output data valid, VDD = 2.7 V", mx=200)],
    [ev("mcp3008.pdf", 4, "200 ns VDD = 2.7V, See Figure 1-2")],
    "200 ns at 2.7 V; look-alikes 125 ns at VDD 5 V, tEN output enable (same 125/200 ns), tDIS 100 ns.",
)
add(
    "rq31-f07",
    "medium",
    "simple",
    "mcp3008: how long does CS need to stay high between two conversions (min)?",
    ["MCP3008"],
    None,
    [rt("MCP3008", NS, "tCSH CS disable time", mn=270)],
    [ev("mcp3008.pdf", 4, "CS Disable Time tCSH 270 — — ns")],
    "270 ns min; look-alikes tSUCS 100 ns, tDIS CS rise to output disable 100 ns max, tHI/tLO 125 ns.",
)
add(
    "rq31-f08",
    "medium",
    "simple",
    "What is the typical receiver sensitivity of the ESP32-WROOM-32 for 802.11b at 11 Mbps?",
    ["ESP32-WROOM-32"],
    None,
    [it("ESP32-WROOM-32", "rx_sensitivity", "dBm", typ=-89, cond="Wi-Fi 11b, 11 Mbps")],
    [ev("esp32-wroom-32.pdf", 16, "11b, 11 Mbps - –89 - dBm")],
    "-89 dBm; look-alikes 11b 1 Mbps -98 dBm, 11n HT40 MCS0 also -89 dBm, 11g 6 Mbps -92, 11g 54 Mbps -74 dBm.",
    wording="formal",
)
add(
    "rq31-f09",
    "hard",
    "simple",
    "74hct595 at 5v: how much extra supply current does the DS input pull when it sits at a TTL level (VCC - 2.1 V)? typ and max, normal -40..85 range",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "supply_current",
            "uA",
            typ=25,
            mx=113,
            cond="74HCT595 additional supply current per input pin, pin DS, VI = VCC - 2.1 V, -40..+85 C",
        )
    ],
    [ev("74hc595.pdf", 9, "pin DS - 25 113 - 123")],
    "25 typ / 113 max uA (-40..+85 C); look-alikes 123 uA at -40..+125 C, pins MR/SHCP/STCP/OE 150/675 uA, static ICC 80 uA. The text layer drops the micro sign.",
)
add(
    "rq31-f10",
    "hard",
    "structured",
    "inmp441 digital filter group delay at 48 khz and at 16 khz sample rate? in milliseconds pls",
    ["INMP441"],
    None,
    [
        rt("INMP441", "us", "group delay, fS = 48 kHz", mx=359),
        rt("INMP441", "us", "group delay, fS = 16 kHz", mx=1078),
    ],
    [
        ev("inmp441.pdf", 4, "Group Delay fS = 48 kHz 359 µs"),
        ev("inmp441.pdf", 4, "fS = 16 kHz 1078 µs"),
    ],
    "0.359 ms and 1.078 ms (max column); look-alike general 17.2/fS sec row, pass band 20.3 kHz, tSCP 312 ns.",
)
add(
    "rq31-f11",
    "medium",
    "simple",
    "whats the shortest SCK period the inmp441 accepts on its i2s port?",
    ["INMP441"],
    None,
    [rt("INMP441", NS, "tSCP SCK period", mn=312)],
    [ev("inmp441.pdf", 5, "tSCP SCK period 312 ns")],
    "312 ns min; look-alikes tSCH/tSCL 50 ns, tWSH 20 ns, tWSS 0 ns.",
)
add(
    "rq31-f12",
    "medium",
    "simple",
    "drv8833 overcurrent: after it trips, how long is the retry period before it turns the outputs back on? give it in microseconds",
    ["DRV8833"],
    None,
    [rt("DRV8833", "ms", "tOCP overcurrent protection period", typ=1.35)],
    [ev("drv8833.pdf", 6, "tOCP Overcurrent protection period 1.35 ms")],
    "1.35 ms = 1350 us typ; look-alikes OCP deglitch 4 us, input deglitch 450 ns, dead time 450 ns, blanking time 3.75 us (p7).",
)
add(
    "rq31-f13",
    "medium",
    "simple",
    "What is the typical output rise time of the DRV8833 at VM = 5 V into a 16 Ω load?",
    ["DRV8833"],
    None,
    [rt("DRV8833", NS, "tR rise time, VM = 5 V, 16 Ohm to GND, 10 % to 90 %", typ=180)],
    [ev("drv8833.pdf", 6, "tR Rise time VM = 5 V, 16 Ω to GND, 10% to 90% VM 180 ns")],
    "180 ns typ; look-alikes fall time 160 ns, dead time 450 ns, propagation delay 1.1 us.",
    wording="formal",
)
add(
    "rq31-f14",
    "hard",
    "simple",
    "nrf24l01+ spi, about 10 pF load on miso: max time from SCK edge to valid data?",
    ["nRF24L01+"],
    None,
    [rt("nRF24L01+", NS, "Tcd SCK to data valid, Cload = 10 pF (table 23)", mx=58)],
    [ev("nrf24l01p.pdf", 53, "Tcd SCK to Data Valid 58 ns")],
    "58 ns (table 23, Cload 10 pF); look-alikes 55 ns at 5 pF, 86/123 ns with Rpull 10 kOhm at 50/100 pF, Tcsd 42 ns.",
)
add(
    "rq31-f15",
    "medium",
    "simple",
    "esp32 wroom 32 wifi rx sensitivity for 802.11n HT20 MCS7?",
    ["ESP32-WROOM-32"],
    None,
    [it("ESP32-WROOM-32", "rx_sensitivity", "dBm", typ=-71, cond="Wi-Fi 11n, HT20, MCS7")],
    [ev("esp32-wroom-32.pdf", 16, "11n, HT20, MCS7 - –71 - dBm")],
    "-71 dBm; look-alikes HT40 MCS7 -69 dBm, HT20 MCS0 -91 dBm, adjacent channel rejection HT20 MCS7 13 dB, TX power 11n MCS7 13 dBm.",
)
add(
    "rq31-f16",
    "medium",
    "simple",
    "mcp2515: ¿cuánto tiempo mínimo hay que mantener el pin RESET en bajo para reiniciar el chip?",
    ["MCP2515"],
    None,
    [rt("MCP2515", "us", "tRL RESET pin low time", mn=2)],
    [ev("mcp2515.pdf", 75, "tRL RESET Pin Low Time 2 — μs")],
    "2 us min; look-alikes wake-up noise filter 100 ns, clock-in period 25..1000 ns.",
    lang="es",
)
add(
    "rq31-f17",
    "hard",
    "simple",
    "What is the minimum width of the MCP2515 wake-up noise filter (TWF) on the CAN input, in microseconds?",
    ["MCP2515"],
    None,
    [rt("MCP2515", NS, "TWF wake-up noise filter", mn=100)],
    [ev("mcp2515.pdf", 75, "TWF Wake-up Noise Filter 100 — ns")],
    "100 ns = 0.1 us min; look-alikes RESET low time 2 us, clock-in period 25 ns min.",
    wording="formal",
)
add(
    "rq31-f18",
    "hard",
    "simple",
    "l298n: if i pwm the ENABLE pin instead of the inputs, what is the source current turn-on delay? in ns",
    ["L298N"],
    None,
    [rt("L298N", "us", "T3 (Ven) source current turn-on delay, enable-driven", typ=0.3)],
    [ev("l298n.pdf", 4, "T3 (Ven) Source Current Turn-on Delay 0.5 V en to 0.1 IL (2); (4) 0.3 µs")],
    "0.3 us = 300 ns typ (enable-driven); look-alikes T3 (Vi) 2 us when driven from the inputs, T1 (Ven) turn-off 3 us, sink turn-on T7 (Ven) 0.25 us.",
)
add(
    "rq31-f19",
    "hard",
    "structured",
    "L298: when the bridge is switched via the input pins (not enable), what are the typical source current turn-off and turn-on delays?",
    ["L298N"],
    None,
    [
        rt("L298N", "us", "T1 (Vi) source current turn-off delay, input-driven", typ=1.5),
        rt("L298N", "us", "T3 (Vi) source current turn-on delay, input-driven", typ=2),
    ],
    [
        ev("l298n.pdf", 4, "T1 (Vi) Source Current Turn-off Delay 0.5 V i to 0.9 I L (2); (4) 1.5 µs"),
        ev("l298n.pdf", 4, "T3 (Vi) Source Current Turn-on Delay 0.5 V i to 0.1 I L (2); (4) 2 µs"),
    ],
    "1.5 us off, 2 us on (typ); look-alikes enable-driven T1 (Ven) 3 us / T3 (Ven) 0.3 us, sink delays T5 0.7 / T7 1.6 us.",
    wording="formal",
)
add(
    "rq31-f20",
    "hard",
    "simple",
    "What is the maximum input offset voltage (RTI) of the INA219B at PGA = /2?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "accuracy",
            "uV",
            mn=-75,
            mx=75,
            q="voltage",
            cond="INA219B offset voltage RTI, PGA = /2",
        )
    ],
    [ev("ina219.pdf", 5, "PGA = /2 ±20 ±125 ±20 ±75 μV")],
    "+-75 uV max (INA219B); look-alikes INA219A +-125 uV on the same row, typ +-20 uV, PGA /1 +-50 (B) / +-100 (A), PGA /4 +-75/+-150.",
    wording="formal",
)
add(
    "rq31-f21",
    "medium",
    "simple",
    "acs712 5 A version: zero-current electrical offset voltage limits? in volts",
    ["ACS712"],
    None,
    [
        it(
            "ACS712",
            "accuracy",
            "mV",
            mn=-40,
            mx=40,
            q="voltage",
            cond="x05A electrical offset voltage VOE, IP = 0 A",
        )
    ],
    [ev("acs712.pdf", 5, "Electrical Offset Voltage VOE IP = 0 A –40 – 40 mV")],
    "+-40 mV = +-0.04 V for the x05 part; look-alikes x20A/x30A +-30 mV, noise 45/20/75 mV p-p, magnetic offset 0 mV.",
)
add(
    "rq31-f22",
    "medium",
    "simple",
    "max7219: minimum width of the LOAD (CS) pulse?",
    ["MAX7219"],
    None,
    [rt("MAX7219", NS, "tCSW minimum CS or LOAD pulse high", mn=50)],
    [ev("max7219.pdf", 3, "tCSW 50 ns")],
    "50 ns min; look-alikes tCSS 25 ns, tDS 25 ns, tLDCK 50 ns, data-to-segment delay 2.25 ms.",
)
add(
    "rq31-f23",
    "medium",
    "simple",
    "ina219 triggered conversions: minimum time the convert input has to be held low?",
    ["INA219"],
    None,
    [rt("INA219", "us", "minimum convert input low time", mn=4)],
    [ev("ina219.pdf", 5, "Minimum convert input low time 4 4 μs")],
    "4 us min (A and B); look-alikes input bias current 20 uA, SMBus timeout 28 ms (note 6).",
)
add(
    "rq31-f24",
    "hard",
    "simple",
    "74hc595 Q7S (serial out pin) - whats the max output current limit? not the Qn pins",
    ["74HC595"],
    None,
    [it("74HC595", "output_current", "mA", mx=25, cond="IO limiting value, pin Q7S")],
    [ev("74hc595.pdf", 6, "pin Q7S - 25 mA")],
    "+-25 mA limiting value for Q7S; look-alikes Qn 35 mA, ICC 70 mA, IGND -70 mA, clamp currents 20 mA. The text layer drops the +- signs.",
)
add(
    "rq31-f25",
    "medium",
    "simple",
    "tmp36 output shorted to ground, how much current will it source at most?",
    ["TMP36"],
    None,
    [it("TMP36", "peak_output_current", "uA", mx=250, cond="ISC short-circuit current (note 2)")],
    [ev("tmp36.pdf", 2, "Short-Circuit Current ISC Note 2 250 µA")],
    "250 uA max; look-alikes supply current 50 uA, shutdown 0.5 uA, load regulation IL 0..50 uA, capacitive load 1000/10000 pF.",
)
add(
    "rq31-f26",
    "medium",
    "simple",
    "Welche minimale Daten-Setup-Zeit t(SUDAT) gibt das Datenblatt für die I2C-Schnittstelle des TCS34725 an?",
    ["TCS34725"],
    None,
    [rt("TCS34725", NS, "t(SUDAT) data setup time", mn=100)],
    [ev("tcs34725.pdf", 5, "t(SUDAT) Data setup time 100 ns")],
    "100 ns min; look-alikes data hold 0 us, tF/tR 300 ns, t(BUF) 1.3 us, t(HIGH) 0.6 us.",
    wording="formal",
    lang="de",
)
add(
    "rq31-k01",
    "hard",
    "comparison",
    "spi output timing: which one puts valid data on its output faster after the clock edge - mcp3008 at 5v or nrf24l01+ with a 5 pF load? give both",
    ["MCP3008", "nRF24L01+"],
    None,
    [
        rt("MCP3008", NS, "tDO CLK fall to output data valid, VDD = 5 V", mx=125),
        rt("nRF24L01+", NS, "Tcd SCK to data valid, Cload = 5 pF (table 22)", mx=55),
    ],
    [
        ev("mcp3008.pdf", 4, "CLK Fall To Output Data Valid tDO — — 125 ns VDD = 5V"),
        ev("nrf24l01p.pdf", 53, "Tcd SCK to Data Valid 55 ns"),
    ],
    "nRF24L01+ 55 ns < MCP3008 125 ns; look-alikes MCP3008 200 ns at 2.7 V, nRF 58 ns at 10 pF, Tcsd 38 ns.",
)
add(
    "rq31-k02",
    "hard",
    "comparison",
    "Compare the minimum I2C bus free time between STOP and START (tBUF) of the ADS1115 in fast mode with that of the TCS34725.",
    ["ADS1115", "TCS34725"],
    None,
    [
        rt("ADS1115", NS, "tBUF bus free time, fast mode", mn=600),
        rt("TCS34725", "us", "t(BUF) bus free time", mn=1.3),
    ],
    [
        ev("ads1115.pdf", 5, "tBUF 600 160 ns"),
        ev("tcs34725.pdf", 5, "t(BUF) Bus free time between start and stop condition 1.3 μs"),
    ],
    "ADS1115 600 ns (fast) vs TCS34725 1.3 us; look-alikes ADS1115 high-speed 160 ns, TCS34725 t(HDSTA) 0.6 us.",
    wording="formal",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
