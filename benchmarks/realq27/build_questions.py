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
    "rq27-f01",
    "medium",
    "simple",
    "ads1115 gain error at room temp on the ±2.048v range? typ and max pls",
    ["ADS1115"],
    None,
    [it("ADS1115", "accuracy", "%", typ=0.01, mx=0.15, q="voltage", cond="gain error, FS = +-2.048 V, 25 C")],
    [ev("ads1115.pdf", 3, "Gain error (3) FS = ±2.048V at 25°C 0.01 0.15 %")],
    "Gain error 0.01 typ / 0.15 max %; look-alikes gain drift 5/40 ppm/C, offset drift 0.005 LSB/C, INL 1 LSB.",
)
add(
    "rq27-f02",
    "medium",
    "simple",
    "What is the absolute maximum rating of the ADS1115 VDD-to-GND voltage? Give it in millivolts.",
    ["ADS1115"],
    None,
    [it("ADS1115", "abs_max_supply_voltage", "V", mn=-0.3, mx=5.5, cond="VDD to GND, absolute maximum")],
    [ev("ads1115.pdf", 2, "VDD to GND –0.3 to +5.5 V")],
    "-300..5500 mV; look-alikes: analog inputs -0.3..VDD+0.3 V, digital pins -0.5..5.5 V, recommended 2..5.5 V.",
    wording="formal",
)
add(
    "rq27-f03",
    "hard",
    "simple",
    "In the TXS0108E recommended operating conditions, what is the maximum high-level input voltage allowed on the OE pin?",
    ["TXS0108E"],
    None,
    [it("TXS0108E", "input_high_voltage", "V", mx=5.5, cond="OE pin, VIH max (min is VCCA x 0.65)")],
    [ev("txs0108e.pdf", 6, "OE VCCA (V) = 1.4 to 3.6 VCCB (V) = 1.65 to 5.5 VCCA × 0.65 5.5 V")],
    "OE VIH VCCA x 0.65 .. 5.5 V; look-alike A/B-port VIH max = VCCI, OE VIL max VCCA x 0.35.",
    wording="formal",
)
add(
    "rq27-f04",
    "hard",
    "simple",
    "txs0108e A side, vcca somewhere 1.95-3.6v: whats the max low level input voltage? in mv",
    ["TXS0108E"],
    None,
    [it("TXS0108E", "input_low_voltage", "V", mn=0, mx=0.15, cond="A-port I/Os, VCCA 1.95..3.6 V")],
    [ev("txs0108e.pdf", 6, "VCCA (V) = 1.95 to 3.6 VCCB (V) = 1.65 to 5.5 0 0.15")],
    "0..150 mV; look-alike rows: A-port at VCCA 1.4..1.95 V and B-port are also 0.15 V, OE is VCCA x 0.35.",
)
add(
    "rq27-f05",
    "medium",
    "simple",
    "drv8833 xisen pin abs max voltage? in mv, want to know how big my sense resistor drop can get",
    ["DRV8833"],
    None,
    [it("DRV8833", "abs_max_input_voltage", "V", mn=-0.3, mx=0.5, cond="xISEN pin voltage, absolute maximum")],
    [ev("drv8833.pdf", 5, "xISEN pin voltage –0.3 0.5 V")],
    "-300..500 mV; look-alikes VM -0.3..11.8 V, digital input pins -0.5..7 V, xVPROPI/VTRIP 200 mV.",
)
add(
    "rq27-f06",
    "medium",
    "simple",
    "inmp441 sck/ws/lr pins: whats the absolute max voltage i can put on them?",
    ["INMP441"],
    None,
    [it("INMP441", "abs_max_input_voltage", "V", mn=-0.3, mx=3.63, cond="digital pin input voltage, -0.3 V to VDD + 0.3 V or 3.63 V, whichever is less")],
    [ev("inmp441.pdf", 6, "Digital Pin Input Voltage −0.3 V to VDD + 0.3 V or 3.63 V, whichever is less")],
    "-0.3 V to min(VDD + 0.3 V, 3.63 V); look-alike supply abs max -0.3..3.63 V.",
)
add(
    "rq27-f07",
    "hard",
    "simple",
    "What total output error does the ACS712 x20A version have at TA = 25 °C with IP = ±20 A?",
    ["ACS712"],
    None,
    [it("ACS712", "accuracy", "%", mn=-1.5, mx=1.5, q="current", cond="x20A, total output error ETOT, IP = +-20 A, TA = 25 C (typ)")],
    [ev("acs712.pdf", 5, "Total Output Error3 ETOT IP =±20 A, TA = 25°C – ±1.5 – %")],
    "+-1.5 % typical at 25 C (same for x05A and x30A); front page also says 4 % over -40..85 C.",
    wording="formal",
)
add(
    "rq27-f08",
    "medium",
    "simple",
    "max7219 data-to-segment delay, max, in microseconds?",
    ["MAX7219"],
    None,
    [it("MAX7219", "response_time", "ms", mx=2.25, cond="tDSPD data-to-segment delay")],
    [ev("max7219.pdf", 3, "Data-to-Segment Delay tDSPD 2.25 ms")],
    "2.25 ms = 2250 us; look-alike display scan rate 500/800/1300 Hz. Filed as response_time.",
)
add(
    "rq27-u01",
    "medium",
    "simple",
    "mq-3 alcohol sensor response time? how many seconds till it reacts",
    ["MQ-3"],
    "insufficient_evidence",
    [],
    [],
    "The MQ-3 sheet only says 'Fast response' (no time); look-alike preheat time over 24 h.",
)
add(
    "rq27-u02",
    "medium",
    "simple",
    "What operating relative-humidity range does the MAX7219 datasheet specify?",
    ["MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "No humidity anywhere in the MAX7219 sheet (only temperature ranges per grade).",
    wording="formal",
)
