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
    [
        it(
            "ADS1115",
            "accuracy",
            "%",
            typ=0.01,
            mx=0.15,
            q="voltage",
            cond="gain error, FS = +-2.048 V, 25 C",
        )
    ],
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
    [
        it(
            "ADS1115",
            "abs_max_supply_voltage",
            "V",
            mn=-0.3,
            mx=5.5,
            cond="VDD to GND, absolute maximum",
        )
    ],
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
    [
        it(
            "TXS0108E",
            "input_high_voltage",
            "V",
            mx=5.5,
            cond="OE pin, VIH max (min is VCCA x 0.65)",
        )
    ],
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
    [
        it(
            "DRV8833",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=0.5,
            cond="xISEN pin voltage, absolute maximum",
        )
    ],
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
    [
        it(
            "INMP441",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=3.63,
            cond="digital pin input voltage, -0.3 V to VDD + 0.3 V or 3.63 V, whichever is less",
        )
    ],
    [
        ev(
            "inmp441.pdf",
            6,
            "Digital Pin Input Voltage −0.3 V to VDD + 0.3 V or 3.63 V, whichever is less",
        )
    ],
    "-0.3 V to min(VDD + 0.3 V, 3.63 V); look-alike supply abs max -0.3..3.63 V.",
)
add(
    "rq27-f07",
    "hard",
    "simple",
    "What total output error does the ACS712 x20A version have at TA = 25 °C with IP = ±20 A?",
    ["ACS712"],
    None,
    [
        it(
            "ACS712",
            "accuracy",
            "%",
            mn=-1.5,
            mx=1.5,
            q="current",
            cond="x20A, total output error ETOT, IP = +-20 A, TA = 25 C (typ)",
        )
    ],
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

# ---------- batch 2: compatibility
add(
    "rq27-c01",
    "hard",
    "compatibility",
    "txs0108e with vcca = 3.3v (esp32 side) and vccb = 5v. can i just tie OE straight to the 5v rail to keep it enabled?",
    ["TXS0108E"],
    "compatible",
    [
        it("TXS0108E", "input_high_voltage", "V", mx=5.5, cond="OE VIH, VCCA x 0.65 .. 5.5 V"),
        it("TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA"),
    ],
    [
        ev("txs0108e.pdf", 6, "OE VCCA (V) = 1.4 to 3.6 VCCB (V) = 1.65 to 5.5 VCCA × 0.65 5.5 V"),
        ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6 V"),
    ],
    "Risky-looking: OE is referenced to VCCA but its VIH range goes up to 5.5 V, so 5 V is >= 3.3 x 0.65 = 2.15 V and <= 5.5 V.",
)
add(
    "rq27-c02",
    "medium",
    "compatibility",
    "ads1115 vdd wired straight to a 1s li-ion cell that a tp4056 charges (no regulator). is the full-charge voltage ok for the ads?",
    ["ADS1115", "TP4056"],
    "compatible",
    [
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="VFLOAT regulated output (float) voltage, 0..85 C",
        ),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="power-supply voltage"),
    ],
    [
        ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
    ],
    "4.158..4.242 V is inside 2.0..5.5 V (a discharged cell also stays above 2 V in normal use).",
)
add(
    "rq27-c03",
    "hard",
    "compatibility",
    "Can a 74HC595 powered at 5 V drive the SCK and WS inputs of an INMP441 that runs from VDD = 3.3 V, with no level shifting?",
    ["74HC595", "INMP441"],
    "incompatible",
    [
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=4.4,
            typ=4.5,
            cond="VOH, IO = -20 uA, VCC = 4.5 V (higher at 5 V)",
        ),
        it(
            "INMP441",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=3.63,
            cond="digital pins: VDD + 0.3 V or 3.63 V, whichever is less",
        ),
    ],
    [
        ev("74hc595.pdf", 7, "IO = 20 A; VCC = 4.5 V 4.4 4.5 - 4.4 - V"),
        ev(
            "inmp441.pdf",
            6,
            "Digital Pin Input Voltage −0.3 V to VDD + 0.3 V or 3.63 V, whichever is less",
        ),
    ],
    "The 595 high level (>= 4.4 V even at VCC 4.5 V) exceeds the INMP441 digital pin limit of 3.6 V (VDD + 0.3) / 3.63 V.",
    wording="formal",
)
add(
    "rq27-c04",
    "hard",
    "compatibility",
    "mq-3 heater + circuit powered from an ams1117-5.0 (9v in). is the 5v accurate enough for the mq-3 and can the ldo supply the heater?",
    ["MQ-3", "AMS1117"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=4.9,
            typ=5.0,
            mx=5.1,
            cond="AMS1117-5.0, full temperature range",
        ),
        it("MQ-3", "supply_voltage", "V", value=5, cond="heating voltage VH 5 V +-0.1 (AC or DC)"),
        it("MQ-3", "power_consumption", "mW", mx=750, cond="heating consumption, less than 750 mW"),
        it("AMS1117", "output_current", "A", value=1, cond="output current"),
    ],
    [
        ev("ams1117.pdf", 2, "4.900 5.000 5.100 V"),
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1 ACOR DC"),
        ev("mq-3.pdf", 1, "PH Heating consumption less than 750mw"),
        ev("ams1117.pdf", 1, "Output Current of 1A"),
    ],
    "4.90..5.10 V over temperature sits exactly on 5 V +-0.1; < 750 mW at 5 V is < 150 mA, well under 1 A. Risky-looking (tolerance edges). Vc also 5 V +-0.1.",
)
add(
    "rq27-c05",
    "hard",
    "compatibility",
    "drv8833 with a 1 ohm sense resistor from xisen to gnd, motor pulls 1 a steady. is that ok for the xisen pin?",
    ["DRV8833"],
    "incompatible",
    [
        it(
            "DRV8833",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=0.5,
            cond="xISEN pin voltage, absolute maximum",
        )
    ],
    [ev("drv8833.pdf", 5, "xISEN pin voltage –0.3 0.5 V")],
    "1 A x 1 Ohm = 1 V on xISEN, twice the 0.5 V absolute maximum (current limiting would also trip at 0.2 V).",
)
add(
    "rq27-c06",
    "medium",
    "compatibility",
    "Can the VCCA (A-port) supply of a TXS0108E be taken from an AMS1117-5.0 output?",
    ["TXS0108E", "AMS1117"],
    "incompatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=4.9,
            typ=5.0,
            mx=5.1,
            cond="AMS1117-5.0, full temperature",
        ),
        it("TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA recommended"),
    ],
    [
        ev("ams1117.pdf", 2, "4.900 5.000 5.100 V"),
        ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6 V"),
    ],
    "4.9..5.1 V exceeds VCCA max 3.6 V (VCCA must also not exceed VCCB).",
    wording="formal",
)
add(
    "rq27-c07",
    "medium",
    "compatibility",
    "txs0108e A side on an ams1117-1.8 rail, B side on 5v. is 1v8 from the ldo ok for vcca?",
    ["TXS0108E", "AMS1117"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=1.773,
            typ=1.8,
            mx=1.827,
            cond="AMS1117-1.8, full temperature",
        ),
        it("TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA recommended"),
    ],
    [
        ev("ams1117.pdf", 2, "1.773 1.800 1.827 V"),
        ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6 V"),
    ],
    "1.773..1.827 V within 1.4..3.6 V; VCCB 5 V within 1.65..5.5 V and VCCA <= VCCB.",
)
add(
    "rq27-c08",
    "medium",
    "compatibility",
    "max7219 display and an ads1115 on the same board in a greenhouse that sits at 90% rh. are both rated for that humidity?",
    ["MAX7219", "ADS1115"],
    "insufficient_evidence",
    [],
    [],
    "Neither the MAX7219 nor the ADS1115 sheet gives an operating humidity.",
)
add(
    "rq27-c09",
    "hard",
    "compatibility",
    "hx711 running with dvdd at 5v, dout going straight into an esp32 gpio (3.3v). is the hx711 output level safe and readable for the esp32?",
    ["HX711", "ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [],
    "The HX711 sheet gives no VOH/VIH for DOUT/PD_SCK; with DVDD 5 V the high level presumably exceeds the ESP32 VIH max VDD + 0.3 V, but the sheet gives no number.",
)
add(
    "rq27-c10",
    "hard",
    "compatibility",
    "Will the analog output of an MQ-3 (load resistor 200 kOhm, circuit voltage 5 V) stay within the input range of an ADS1115 powered from 3.3 V at alcohol concentrations up to 10 mg/L?",
    ["MQ-3", "ADS1115"],
    "insufficient_evidence",
    [],
    [],
    "The MQ-3 sheet gives Rs only at 0.4 mg/L (1..8 MOhm) and a typical curve, no output voltage range; the ADS1115 limit is GND..VDD (+0.3 V abs max). The output at 10 mg/L cannot be bounded from the sheet.",
    wording="formal",
)

# ---------- batch 3
add(
    "rq27-u03",
    "medium",
    "simple",
    "hx711 esd rating? hbm kv",
    ["HX711"],
    "insufficient_evidence",
    [],
    [],
    "The HX711 sheet has no ESD rating anywhere.",
)
add(
    "rq27-u04",
    "medium",
    "simple",
    "¿Qué rango de humedad relativa de funcionamiento especifica la hoja de datos del ADS1115?",
    ["ADS1115"],
    "insufficient_evidence",
    [],
    [],
    "No humidity in the ADS1115 sheet; look-alikes: specified temperature -40..125 C, storage -60..150 C.",
    lang="es",
)
add(
    "rq27-u05",
    "hard",
    "simple",
    "Quelle tenue ESD (modèle du corps humain) la fiche du PC817 indique-t-elle ?",
    ["PC817"],
    "insufficient_evidence",
    [],
    [],
    "No ESD rating in the PC817 sheet (isolation voltage 5.0 kVrms is a different spec).",
    wording="formal",
    lang="fr",
)
add(
    "rq27-c11",
    "medium",
    "compatibility",
    "drv8833 VM straight off a 1s cell charged by a tp4056, incl. right at full charge. in range?",
    ["DRV8833", "TP4056"],
    "compatible",
    [
        it("TP4056", "output_voltage", "V", mn=4.158, typ=4.2, mx=4.242, cond="VFLOAT, 0..85 C"),
        it(
            "DRV8833",
            "load_supply_voltage",
            "V",
            mn=2.7,
            mx=10.8,
            cond="VM motor power supply voltage range",
        ),
    ],
    [
        ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
        ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V"),
    ],
    "4.158..4.242 V within 2.7..10.8 V.",
)
add(
    "rq27-c12",
    "medium",
    "compatibility",
    "¿Puedo alimentar el calentador de un MQ-3 desde el pin 3V3 de un módulo ESP32-WROOM-32?",
    ["MQ-3", "ESP32-WROOM-32"],
    "incompatible",
    [
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
        it("MQ-3", "supply_voltage", "V", value=5, cond="heating voltage VH 5 V +-0.1"),
    ],
    [
        ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V"),
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1 ACOR DC"),
    ],
    "3.3 V rail (3.0..3.6 V) is far below the 5 V +-0.1 heater voltage.",
    lang="es",
)
add(
    "rq27-k01",
    "hard",
    "comparison",
    "Which input tolerates a 5 V logic level: the TXS0108E OE pin (recommended VIH range) or the INMP441 digital pins (absolute maximum)? Give the upper limit of each.",
    ["TXS0108E", "INMP441"],
    None,
    [
        it("TXS0108E", "input_high_voltage", "V", mx=5.5, cond="OE VIH max"),
        it(
            "INMP441",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=3.63,
            cond="digital pins, VDD + 0.3 V or 3.63 V, whichever is less",
        ),
    ],
    [
        ev("txs0108e.pdf", 6, "OE VCCA (V) = 1.4 to 3.6 VCCB (V) = 1.65 to 5.5 VCCA × 0.65 5.5 V"),
        ev(
            "inmp441.pdf",
            6,
            "Digital Pin Input Voltage −0.3 V to VDD + 0.3 V or 3.63 V, whichever is less",
        ),
    ],
    "TXS0108E OE up to 5.5 V; INMP441 at most 3.63 V. The TXS0108E OE pin does.",
    wording="formal",
)

# Dropped to keep at most 4 questions per sheet (ADS1115, TXS0108E were at 6):
DROP = {"rq27-f02", "rq27-u04", "rq27-c07", "rq27-k01"}
Q = [q for q in Q if q["id"] not in DROP]

if __name__ == "__main__":
    with open("questions.jsonl", "w") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
