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
    [
        ev(
            "txs0108e.pdf",
            9,
            "tdis Disable time OE-to-A or B Push-pull driving 28.1 22 20.1 19.6 ns",
        )
    ],
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
    "hard",
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
    [
        ev(
            "l298n.pdf",
            4,
            "T3 (Ven) Source Current Turn-on Delay 0.5 V en to 0.1 IL (2); (4) 0.3 µs",
        )
    ],
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
        ev(
            "l298n.pdf",
            4,
            "T1 (Vi) Source Current Turn-off Delay 0.5 V i to 0.9 I L (2); (4) 1.5 µs",
        ),
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
    "hard",
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


# ---------- batch 2: factual insufficient_evidence (near-miss traps)
U = [
    (
        "rq31-u01",
        "hard",
        "txs0108e with vcca = 3.3v and vccb = 2.5v, what's the max push-pull data rate?",
        ["TXS0108E"],
        "No switching table for VCCA 3.3 V with VCCB 2.5 V: the sheet requires VCCA <= VCCB; the VCCA 3.3 V table covers VCCB 3.3 and 5 V only (push-pull 60 Mbps is the near miss).",
        "casual",
    ),
    (
        "rq31-u02",
        "hard",
        "What is the nRF24L01+ SCK-to-data-valid time (Tcd) with a 20 pF load on the output?",
        ["nRF24L01+"],
        "Tables 22-27 give Cload 5 pF (55 ns), 10 pF (58 ns), 50 pF and 100 pF with Rpull 10 or 50 kOhm; no 20 pF case (interpolation is not a datasheet value).",
        "formal",
    ),
    (
        "rq31-u03",
        "medium",
        "mcp3008 at 3.3v: max clk-to-dout valid delay?",
        ["MCP3008"],
        "tDO is given only at VDD = 5 V (125 ns) and 2.7 V (200 ns); no 3.3 V value.",
        "casual",
    ),
    (
        "rq31-u04",
        "hard",
        "plain 74HC595 (not the HCT): additional supply current per input when driven at VCC - 2.1 V?",
        ["74HC595"],
        "The delta-ICC row exists only in the 74HCT595 table (DS 113 uA, others 675 uA max); the 74HC595 section has no such row.",
        "casual",
    ),
    (
        "rq31-u05",
        "medium",
        "Which commutation frequency does the L298 datasheet specify at a load current of 1 A?",
        ["L298N"],
        "fc (Vi) is given only at IL = 2 A (25 typ / 40 max kHz).",
        "formal",
    ),
    (
        "rq31-u06",
        "medium",
        "drv8833 output rise time when VM is 10 V?",
        ["DRV8833"],
        "Rise/fall times (180/160 ns) are given only at VM = 5 V with 16 Ohm to GND.",
        "casual",
    ),
    (
        "rq31-u07",
        "medium",
        "esp32-wroom-32 receive sensitivity on 5 ghz wifi (802.11a/n)?",
        ["ESP32-WROOM-32"],
        "The module is 2.4 GHz only; the sensitivity table covers 11b/g/n at 2.4 GHz (-98..-69 dBm near misses).",
        "casual",
    ),
    (
        "rq31-u08",
        "hard",
        "What electrical offset voltage does the ACS712 datasheet give for the 10 A version?",
        ["ACS712"],
        "Performance tables exist for x05A (+-40 mV), x20A and x30A (+-30 mV); there is no 10 A version (10 A appears only as a test current).",
        "formal",
    ),
]
for uid, diff, qtext, devs, note, wording in U:
    add(uid, diff, "simple", qtext, devs, "insufficient_evidence", [], [], note, wording=wording)

# ---------- batch 3: compatibility
XC_ACC = it(
    "XC6206",
    "accuracy",
    "%",
    mn=-2,
    mx=2,
    q="voltage",
    cond="output voltage accuracy, VOUT >= 1.5 V",
)
XC_EV = ev("xc6206.pdf", 1, "Highly Accurate :±2%@VOUT≧1.5V")
TPS_OUT = it(
    "TPS63021", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021 fixed output"
)
TPS_EV = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
VREG = it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2")
VREG_EV = ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2")
TXS_A = it("TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA")
TXS_B = it("TXS0108E", "io_supply_voltage", "V", mn=1.65, mx=5.5, cond="VCCB")
TXS_EV = [
    ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6 V"),
    ev("txs0108e.pdf", 6, "VCCB Supply voltage (3) 1.65 5.5 V"),
    ev(
        "txs0108e.pdf",
        6,
        "VCCA must be less than or equal to VCCB, and VCCA must not exceed 3.6 V.",
    ),
]
ADS_VDD = it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="power-supply voltage")
ADS_VDD_EV = ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V")
TCS_VDD = it(
    "TCS34725", "supply_voltage", "V", mn=2.7, typ=3, mx=3.6, cond="TCS34725, I2C Vbus = VDD"
)
TCS_EV = ev(
    "tcs34725.pdf", 3, "Supply voltage, VDD (TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6 V"
)
ESP_VDD = it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33")
ESP_EV = ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V")

add(
    "rq31-c01",
    "hard",
    "compatibility",
    "ads1115 powered from an xc6206 3.3v ldo, but the i2c pullups on my arduino uno bus go to 5v. will sda/scl survive?",
    ["ADS1115", "XC6206"],
    "compatible",
    [
        ADS_VDD,
        it("ADS1115", "input_high_voltage", "V", mx=5.5, cond="VIH max (min 0.7 VDD)"),
        it(
            "ADS1115",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=5.5,
            cond="SDA, SCL, ADDR, ALERT/RDY to GND",
        ),
        XC_ACC,
    ],
    [
        ADS_VDD_EV,
        ev("ads1115.pdf", 3, "VIH 0.7VDD 5.5 V"),
        ev("ads1115.pdf", 2, "SDA, SCL, ADDR, ALERT/RDY voltage to GND –0.5 to +5.5 V"),
        XC_EV,
    ],
    "Risky-looking: the digital pins are rated to 5.5 V independent of VDD (VIH max 5.5 V, abs max 5.5 V), so a 5 V bus is fine with VDD = 3.3 V (+-2 %); VIH min 0.7 x 3.3 = 2.31 V is met by the 5 V high.",
)
add(
    "rq31-c02",
    "medium",
    "compatibility",
    "Can a TXS0108E (VCCA = 3.3 V, VCCB = 5 V) pass 400 kHz I2C between a 5 V MCU and a TCS34725 running at 3.3 V?",
    ["TXS0108E", "TCS34725"],
    "compatible",
    [TXS_A, TXS_B, TCS_VDD],
    [*TXS_EV, TCS_EV],
    "VCCA 3.3 <= 3.6 V and <= VCCB 5 V; TCS34725 at 3.3 V inside 2.7..3.6 V with I2C Vbus = VDD on the A side; open-drain max data rate 2 Mbps (p12) > 400 kHz.",
    wording="formal",
)
add(
    "rq31-c03",
    "medium",
    "compatibility",
    "mcp3008 on an xc6206 3.3v ldo, vref tied to vdd. supply ok?",
    ["MCP3008", "XC6206"],
    "compatible",
    [
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="operating voltage VDD"),
        XC_ACC,
        it("XC6206", "output_current", "mA", value=200, cond="3.0 V type"),
    ],
    [
        ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V"),
        XC_EV,
        ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)"),
    ],
    "3.234..3.366 V inside 2.7..5.5 V; the MCP3008 draws well under 1 mA (not an item). Max SPI clock is then between the 2.7 V (1.35 MHz) and 5 V (3.6 MHz) limits.",
)
add(
    "rq31-c04",
    "medium",
    "compatibility",
    "mcp2515 can controller powered from the tps63021 3.3v buck-boost - within its vdd range?",
    ["MCP2515", "TPS63021"],
    "compatible",
    [it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"), TPS_OUT],
    [ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"), TPS_EV],
    "3.267..3.333 V inside 2.7..5.5 V; IDD 10 mA max (at 5.5 V, 25 MHz) is small for the converter. The CAN transceiver is not part of the question.",
)
add(
    "rq31-c05",
    "medium",
    "compatibility",
    "hx711 load cell amp running straight off a li-ion cell charged by an mcp73831 (4.2 v version). ok for AVDD/DVDD?",
    ["HX711", "MCP73831"],
    "compatible",
    [
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD (AVDD/VSUP also 2.6..5.5 V)"),
        VREG,
    ],
    [ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"), VREG_EV],
    "Cell at most 4.232 V, inside 2.6..5.5 V; AVDD for the load-cell excitation comes from the on-chip regulator (not an item).",
)
add(
    "rq31-c06",
    "medium",
    "compatibility",
    "Is a 74HC595 within its supply range when powered from an XC6206P332 (3.3 V) regulator?",
    ["74HC595", "XC6206"],
    "compatible",
    [it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="74HC595 VCC"), XC_ACC],
    [ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V"), XC_EV],
    "3.234..3.366 V inside the 74HC595's 2.0..6.0 V; the 74HCT595 (4.5..5.5 V) would not be.",
    wording="formal",
)
add(
    "rq31-c07",
    "hard",
    "compatibility",
    "inmp441 mic on an xc6206 3.3v ldo. its vdd max is 3.63v, is the ldo tolerance tight enough?",
    ["INMP441", "XC6206"],
    "compatible",
    [it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"), XC_ACC],
    [ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"), XC_EV],
    "3.3 V +2 % = 3.366 V < 3.63 V max; 1.4 mA class current is negligible.",
)
add(
    "rq31-c08",
    "medium",
    "compatibility",
    "tcs34725 color sensor wired straight to an esp32-wroom-32 (3v3 pin for power, i2c on gpio21/22). any level problem?",
    ["TCS34725", "ESP32-WROOM-32"],
    "compatible",
    [TCS_VDD, ESP_VDD],
    [TCS_EV, ESP_EV],
    "Both on the 3.3 V rail: TCS34725 2.7..3.6 V with I2C Vbus = VDD, ESP32 VDD33 3.0..3.6 V; no level shifting needed (the TCS34727 would need a 1.8 V bus).",
)
add(
    "rq31-i01",
    "medium",
    "compatibility",
    "can i power an inmp441 directly from a 1s li-ion cell charged by mcp73831?",
    ["INMP441", "MCP73831"],
    "incompatible",
    [
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
        it("INMP441", "abs_max_supply_voltage", "V", mn=-0.3, mx=3.63, cond="VDD absolute maximum"),
        VREG,
    ],
    [
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
        ev("inmp441.pdf", 6, "Supply Voltage (VDD) −0.3 V to +3.63 V"),
        VREG_EV,
    ],
    "A full cell (4.168..4.232 V) exceeds both the 3.63 V operating and absolute maximum VDD.",
)
add(
    "rq31-i02",
    "hard",
    "compatibility",
    "txs0108e between an arduino (5v) and an nrf24l01+ (3.3v). i wired VCCA to 5v and VCCB to 3.3v since the A pins face the arduino. fine?",
    ["TXS0108E", "nRF24L01+"],
    "incompatible",
    [TXS_A, TXS_B, it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD")],
    [*TXS_EV, ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")],
    "VCCA must be <= VCCB and <= 3.6 V; 5 V on VCCA breaks both. Swapped (VCCA 3.3 V to the nRF side, VCCB 5 V) it would be fine.",
)
add(
    "rq31-i03",
    "hard",
    "compatibility",
    "drv8833 VM from an xc6206 3.3v ldo, driving two little n20 motors at ~400 ma each. will that work?",
    ["DRV8833", "XC6206"],
    "incompatible",
    [
        it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM motor supply"),
        it("XC6206", "output_current", "mA", value=200, cond="maximum output current, 3.0 V type"),
    ],
    [
        ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V"),
        ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)"),
    ],
    "3.3 V is inside VM 2.7..10.8 V, but ~800 mA of motor current is four times the XC6206's 200 mA.",
)
add(
    "rq31-i04",
    "medium",
    "compatibility",
    "Can the L298 logic supply (VSS) be fed directly from a single Li-ion cell charged by an MCP73831?",
    ["L298N", "MCP73831"],
    "incompatible",
    [it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS pin 9"), VREG],
    [ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V"), VREG_EV],
    "Even a full cell (4.232 V max) is below VSS min 4.5 V.",
    wording="formal",
)
add(
    "rq31-i05",
    "hard",
    "compatibility",
    "mcp3008 on the 2.7v side of a txs0108e (vccb 5v to the mcu), spi clock 2 mhz. ok for the adc?",
    ["MCP3008", "TXS0108E"],
    "incompatible",
    [
        it("MCP3008", "spi_clock_frequency", "MHz", mx=1.35, cond="fCLK, VDD = 2.7 V"),
        it("MCP3008", "spi_clock_frequency", "MHz", mx=3.6, cond="fCLK, VDD = 5 V"),
        TXS_A,
        TXS_B,
    ],
    [
        ev("mcp3008.pdf", 4, "1.35 MHz VDD = 2.7V (Note 3)"),
        ev("mcp3008.pdf", 4, "Clock Frequency fCLK — — 3.6 MHz VDD = 5V (Note 3)"),
        *TXS_EV[:2],
    ],
    "The translator is fine (VCCA 2.7 V, VCCB 5 V), but the MCP3008 allows only 1.35 MHz at VDD = 2.7 V (3.6 MHz only at 5 V); 2 MHz is too fast.",
)
add(
    "rq31-i06",
    "medium",
    "compatibility",
    "mq-3 alcohol sensor heater from an xc6206 3.3v regulator?",
    ["MQ-3", "XC6206"],
    "incompatible",
    [
        it("MQ-3", "supply_voltage", "V", typ=5, cond="VH heating voltage 5 V +- 0.1 V"),
        XC_ACC,
        it("XC6206", "output_current", "mA", value=200, cond="3.0 V type"),
    ],
    [
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1"),
        XC_EV,
        ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)"),
    ],
    "The heater needs 5.0 +- 0.1 V; 3.3 V is far below. (Heater 33 Ohm at 5 V also draws ~150 mA.)",
)
add(
    "rq31-i07",
    "hard",
    "compatibility",
    "ads1115 module powered at 5v with its onboard i2c pullups to 5v, connected to esp32-wroom-32 gpio21/22. safe for the esp32?",
    ["ADS1115", "ESP32-WROOM-32"],
    "incompatible",
    [
        ADS_VDD,
        ESP_VDD,
        it("ESP32-WROOM-32", "abs_max_supply_voltage", "V", mn=-0.3, mx=3.6, cond="VDD33"),
    ],
    [
        ADS_VDD_EV,
        ESP_EV,
        ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage –0.3 3.6 V"),
        ev("esp32-wroom-32.pdf", 15, "VIH High-level input voltage 0.75×VDD - VDD +0.3 V"),
    ],
    "The ADS1115 is fine at 5 V, but 5 V pull-ups put 5 V on ESP32 GPIOs whose VIH max is VDD + 0.3 V (3.6 V at 3.3 V). Power the ADS1115 at 3.3 V or pull up to 3.3 V.",
)
add(
    "rq31-i08",
    "hard",
    "compatibility",
    "max7219 8x8 matrix running off a 3.7v nominal li-ion (charged by mcp73831), no boost. ok?",
    ["MAX7219", "MCP73831"],
    "incompatible",
    [
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="operating supply voltage V+"),
        VREG,
    ],
    [ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"), VREG_EV],
    "V+ min 4.0 V: only a nearly full cell (up to 4.232 V) is in range; at the stated 3.7 V nominal it is below spec.",
)
add(
    "rq31-i09",
    "hard",
    "compatibility",
    "ADS1115 powered from a TPS63021 (3.3 V): can AIN0 measure a 0-5 V sensor output directly (single-ended, FS = +-6.144 V)?",
    ["ADS1115", "TPS63021"],
    "incompatible",
    [
        ADS_VDD,
        TPS_OUT,
        it(
            "ADS1115",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            cond="analog input to GND, max VDD + 0.3 V",
        ),
    ],
    [
        ADS_VDD_EV,
        TPS_EV,
        ev("ads1115.pdf", 2, "Analog input voltage to GND –0.3 to VDD + 0.3 V"),
        ev("ads1115.pdf", 3, "Analog input voltage AINP or AINN to GND GND VDD V"),
    ],
    "The +-6.144 V range only scales the ADC; inputs must stay within GND..VDD (3.3 V), abs max VDD + 0.3 V = ~3.6 V < 5 V.",
    wording="formal",
)
E = [
    (
        "rq31-e01",
        "medium",
        "hc-sr04 run straight from a li-ion cell (3.7 v nominal, 4.2 v full, mcp73831 charger). will it range properly?",
        ["HC-SR04", "MCP73831"],
        "The HC-SR04 sheet states only 'Working Voltage DC 5 V' (no min/max range), so 3.0..4.2 V operation cannot be judged from it.",
        "casual",
    ),
    (
        "rq31-e02",
        "hard",
        "dht11 data line through a txs0108e to a 3.3 v mcu (dht11 on the 5 v side). will the dht11 pull the line low hard enough against the txs0108e?",
        ["DHT11", "TXS0108E"],
        "The DHT11 sheet gives no output low voltage or sink current for DATA (only the 5.1 kOhm pull-up advice), so whether it overrides the TXS0108E one-shot / pull-up cannot be judged.",
        "casual",
    ),
    (
        "rq31-e03",
        "hard",
        "hx711 load cell on the same small board as a drv8833 driving a 6 v gear motor. will the motor pwm show up as noise in my weight readings?",
        ["HX711", "DRV8833"],
        "Neither sheet gives conducted/radiated noise of the DRV8833 or HX711 susceptibility; HX711 PSRR 100 dB is for supply ripple, not layout coupling.",
        "casual",
    ),
    (
        "rq31-e04",
        "medium",
        "If a TMP36 is clamped to the L298 tab, how closely will its reading track the L298 junction temperature while driving 1.5 A?",
        ["TMP36", "L298N"],
        "The L298 sheet gives thermal resistances, but neither sheet gives the tab-to-sensor coupling or the actual dissipation for this load; the offset cannot be determined.",
        "formal",
    ),
    (
        "rq31-e05",
        "hard",
        "txs0108e B side outputs driving the l298n input/enable pins (which sink up to 100 ua when high). is the txs output high still above the l298 2.3 v threshold?",
        ["TXS0108E", "L298N"],
        "TXS0108E VOHB is specified only at IOH = -20 uA (0.67 x VCCB); its output high at 100 uA is not given, so the margin against VIH 2.3 V cannot be read off the sheets.",
        "casual",
    ),
    (
        "rq31-e06",
        "medium",
        "drv8833 chopping motor current right next to an nrf24l01+ on a small robot. will it hurt the radio range?",
        ["DRV8833", "nRF24L01+"],
        "No emission data for the DRV8833 and no interference immunity figures for the nRF24L01+ (only receiver sensitivity / selectivity at RF offsets).",
        "casual",
    ),
    (
        "rq31-e07",
        "medium",
        "Will an nRF24L01+ transmitting at 0 dBm a few centimetres from a TMP36 on long leads shift the temperature reading?",
        ["nRF24L01+", "TMP36"],
        "The TMP36 sheet gives no RF immunity / rectification data; only capacitive load and supply rejection at low frequency.",
        "formal",
    ),
]
for eid, diff, qtext, devs, note, wording in E:
    add(
        eid,
        diff,
        "compatibility",
        qtext,
        devs,
        "insufficient_evidence",
        [],
        [],
        note,
        wording=wording,
    )

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
