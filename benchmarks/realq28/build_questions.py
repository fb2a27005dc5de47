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
add(
    "rq28-f01",
    "medium",
    "simple",
    "bme280 humidity resolution? like whats the smallest %rh step it reports",
    ["BME280"],
    None,
    [it("BME280", "resolution", "%RH", value=0.008, q="relative_humidity", cond="humidity resolution RH")],
    [ev("bme280.pdf", 9, "Resolution RH 0.008 %RH")],
    "0.008 %RH; look-alikes humidity noise 0.02 %RH, pressure resolution 0.18 Pa, hysteresis +-1 %RH.",
)
add(
    "rq28-f02",
    "hard",
    "simple",
    "What is the typical power-up time of the MCP4725 when VDD = 5 V? Give it in nanoseconds.",
    ["MCP4725"],
    None,
    [it("MCP4725", "warm_up_time", "us", typ=2.5, cond="TPU power up time, VDD = 5 V")],
    [ev("mcp4725.pdf", 4, "Power Up Time TPU — 2.5 — µs VDD = 5V")],
    "2.5 us = 2500 ns typ at VDD = 5 V; look-alike row 5 us at VDD = 3 V, output settling 6 us.",
    wording="formal",
)
add(
    "rq28-f03",
    "medium",
    "simple",
    "What output current range is specified for the MAX31865 bias voltage (BIAS pin) output?",
    ["MAX31865"],
    None,
    [it("MAX31865", "output_current", "mA", mn=0.2, mx=5.75, cond="bias voltage output current IOUT")],
    [ev("max31865.pdf", 3, "Bias Voltage Output Current IOUT 0.2 5.75 mA")],
    "0.2..5.75 mA; look-alikes bias voltage 1.95/2.00/2.06 V, load regulation 30 mV/mA, supply current 2/3.5 mA.",
    wording="formal",
)
add(
    "rq28-f04",
    "hard",
    "simple",
    "MAX31865 : combien de temps faut-il au maximum pour que la tension de polarisation (bias) démarre ?",
    ["MAX31865"],
    None,
    [it("MAX31865", "warm_up_time", "ms", mx=10, cond="bias voltage startup time (note 4)")],
    [ev("max31865.pdf", 3, "Bias Voltage Startup Time (Note 4) 10 ms")],
    "10 ms max; look-alike conversion times 52/55, 62.5/66 ms (single), 16.7/17.6, 20/21 ms (continuous).",
    wording="formal",
    lang="fr",
)
add(
    "rq28-f05",
    "hard",
    "simple",
    "tm1637 transmission delay from clk to dio (tPLZ), max? in microseconds pls",
    ["TM1637"],
    None,
    [it("TM1637", "response_time", "ns", mx=300, cond="tPLZ transmission delay CLK -> DIO")],
    [ev("tm1637.pdf", 10, "tPLZ - - 300 ns CLK → DIO")],
    "300 ns = 0.3 us; look-alike tPZL 100 ns (CL = 15 pF), rise time 2 / 0.5 us, fall time 120 us. Filed as response_time.",
)
add(
    "rq28-u01",
    "medium",
    "simple",
    "hc-sr04 operating temperature range? gonna use it outdoors in winter",
    ["HC-SR04"],
    "insufficient_evidence",
    [],
    [],
    "The HC-SR04 sheet gives voltage, current, frequency, range, angle, trigger pulse and dimensions; no temperature anywhere.",
)
add(
    "rq28-c01",
    "hard",
    "compatibility",
    "max31865 rtd board, can i feed its VDD from an ams1117-5.0 output?",
    ["MAX31865", "AMS1117"],
    "incompatible",
    [
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD recommended"),
        it("MAX31865", "abs_max_supply_voltage", "V", mn=-0.3, mx=4.0, cond="VDD relative to GND"),
        it("AMS1117", "output_voltage", "V", mn=4.9, typ=5.0, mx=5.1, cond="AMS1117-5.0 over load/line/temp"),
    ],
    [
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
        ev("max31865.pdf", 2, "Voltage Range on VDD Relative to GND1.............-0.3V to +4.0V"),
        ev("ams1117.pdf", 2, "4.900 5.000 5.100 V"),
    ],
    "5 V is above VDD max 3.6 V and above the 4.0 V absolute maximum.",
)
add(
    "rq28-c02",
    "hard",
    "compatibility",
    "irlz44n gate driven straight from a 74hc595 output (595 on 5v), switching a 10a led strip. ok or do i need a gate driver?",
    ["IRLZ44N", "74HC595"],
    "compatible",
    [
        it("74HC595", "output_high_voltage", "V", mn=4.4, typ=4.5, cond="VCC = 4.5 V, IO = -20 uA, 25 C"),
        it("IRLZ44N", "gate_threshold_voltage", "V", mn=1.0, mx=2.0, cond="VDS = VGS, ID = 250 uA"),
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.035, cond="VGS = 4.0 V, ID = 21 A"),
    ],
    [
        ev("74hc595.pdf", 7, "IO = 20 A; VCC = 4.5 V 4.4 4.5 - 4.4 - V"),
        ev("irlz44n.pdf", 2, "VGS(th) Gate Threshold Voltage 1.0 ––– 2.0 V"),
        ev("irlz44n.pdf", 2, "––– ––– 0.035 VGS = 4.0V, I D = 21A"),
    ],
    "Risky-looking but fine for a static/low-frequency gate: VOH >= 4.4 V (at 4.5 V supply, only higher at 5 V) > 4.0 V row where RDS(on) <= 35 mOhm at 21 A; 10 A gives ~3.5 W max, needs heatsinking (RthJA 62 C/W) but the question is the drive level.",
)
add(
    "rq28-u02",
    "medium",
    "simple",
    "Which ESD rating (HBM) does the L298N datasheet give for its pins?",
    ["L298N"],
    "insufficient_evidence",
    [],
    [],
    "No ESD / electrostatic / HBM anywhere in the L298 sheet (checked pdftotext of all 14 pages).",
    wording="formal",
)
add(
    "rq28-c03",
    "hard",
    "compatibility",
    "can the mcp4725 dac output (vdd 5v) drive a pc817 led directly at about 10 ma, no buffer?",
    ["MCP4725", "PC817"],
    "insufficient_evidence",
    [],
    [],
    "The MCP4725 sheet gives no continuous output (source) current, only the short-circuit current 15/24 mA with VOUT grounded and RL = 5 kOhm test loads; whether VOUT stays in spec at 10 mA is not stated.",
)

if __name__ == "__main__":
    with open(__file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
