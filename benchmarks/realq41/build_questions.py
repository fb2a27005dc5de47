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




# ---------- batch 1: answerable factual
add(
    "rq41-f01",
    "medium",
    "simple",
    "pc817 with rank mark B (PC817X2) - what collector current do i get at IF 5ma, vce 5v?",
    ["PC817"],
    None,
    [it("PC817", "output_current", "mA", mn=6.5, mx=13.0, cond="PC817X2, rank B, IF = 5 mA, VCE = 5 V, 25 C")],
    [ev("pc817.pdf", 5, "PC817X2 PC817XF2 PC817XI2 PC817XP2 − B 6.5 to 13.0")],
    "6.5..13.0 mA; look-alikes rank C 10..20, rank A or B (X5) 4.0..13.0, unranked 2.5..30.0 mA.",
)
add(
    "rq41-f02",
    "hard",
    "simple",
    "What collector current range does the PC817X8 (rank A, B or C) specify at IF = 5 mA, VCE = 5 V, Ta = 25 °C?",
    ["PC817"],
    None,
    [it("PC817", "output_current", "mA", mn=4.0, mx=20.0, cond="PC817X8, rank A, B or C, IF = 5 mA, VCE = 5 V")],
    [ev("pc817.pdf", 5, "PC817X8 PC817XF8 PC817XI8 PC817XP8 − A, B or C 4.0 to 20.0")],
    "4.0..20.0 mA; look-alikes X9 (B, C or D) 6.5..30.0, X0 (A..D) 4.0..30.0, X6 (B or C) 6.5..20.0.",
    wording="formal",
)
add(
    "rq41-f03",
    "hard",
    "structured",
    "songle srd relay, the HIGH SENSITIVITY 9v coil version: coil current and coil resistance?",
    ["SRD-05VDC-SL-C"],
    None,
    [
        it("SRD-05VDC-SL-C", "supply_current", "mA", value=40, cond="high sensitivity, 09 VDC coil current, 20 C"),
        it("SRD-05VDC-SL-C", "coil_resistance", "Ohm", value=225, cond="high sensitivity, 09 VDC, +-10 %"),
    ],
    [ev("srd-05vdc-sl-c.pdf", 2, "09 09 40 225")],
    "40 mA / 225 Ohm; look-alike standard 09 VDC row 50 mA / 180 Ohm, high-sensitivity 12 VDC 30 mA / 400 Ohm.",
)
add(
    "rq41-f04",
    "medium",
    "simple",
    "coil resistance of the 24v srd relay, the 0.36w high-sensitivity one?",
    ["SRD-05VDC-SL-C"],
    None,
    [it("SRD-05VDC-SL-C", "coil_resistance", "Ohm", value=1600, cond="high sensitivity, 24 VDC, +-10 %")],
    [ev("srd-05vdc-sl-c.pdf", 2, "24 24 15 1600")],
    "1600 Ohm; look-alike standard 24 VDC 1280 Ohm (18.7 mA), high-sensitivity 48 VDC 6400 Ohm.",
)
add(
    "rq41-f05",
    "hard",
    "simple",
    "Welchen Nennstrom zieht die Spule des SRD-Relais in der High-Sensitivity-Ausführung mit 48 V DC?",
    ["SRD-05VDC-SL-C"],
    None,
    [it("SRD-05VDC-SL-C", "supply_current", "mA", value=7.5, cond="high sensitivity, 48 VDC nominal coil current")],
    [ev("srd-05vdc-sl-c.pdf", 2, "48 48 7.5 6400")],
    "7.5 mA; look-alike standard 48 VDC 10 mA (4500 Ohm, 0.51 W), high-sensitivity 24 VDC 15 mA.",
    wording="formal",
    lang="de",
)
add(
    "rq41-f06",
    "medium",
    "simple",
    "srd relay standard (0.45w) 6v coil - how much current does the coil pull?",
    ["SRD-05VDC-SL-C"],
    None,
    [it("SRD-05VDC-SL-C", "supply_current", "mA", value=75, cond="standard, 06 VDC nominal coil current")],
    [ev("srd-05vdc-sl-c.pdf", 2, "06 06 75 80")],
    "75 mA (80 Ohm); look-alike high-sensitivity 06 VDC 60 mA / 100 Ohm, standard 05 VDC 89.3 mA.",
)
add(
    "rq41-f07",
    "medium",
    "simple",
    "What maximum initial contact resistance does the SRD relay datasheet give?",
    ["SRD-05VDC-SL-C"],
    None,
    [it("SRD-05VDC-SL-C", "on_resistance", "mOhm", mx=100, cond="contact resistance, initial value")],
    [ev("srd-05vdc-sl-c.pdf", 2, "Contact Resistance 100mΩ Max.")],
    "100 mOhm max; look-alikes insulation resistance 100 MOhm min (500 VDC), coil resistances. Filed as on_resistance.",
    wording="formal",
)
add(
    "rq41-f08",
    "hard",
    "simple",
    "l298n switched from the IN pins: typical sink current turn-on delay? in ns",
    ["L298N"],
    None,
    [it("L298N", "response_time", "us", typ=1.6, cond="T7 (Vi) sink current turn-on delay, 0.5 Vi to 0.9 IL")],
    [ev("l298n.pdf", 4, "T7 (Vi) Sink Current Turn-on Delay 0.5 V i to 0.9 I L (3); (4) 1.6 µs")],
    "1.6 us = 1600 ns; look-alikes T7 (Ven) 0.25 us, T5 (Vi) sink turn-off 0.7 us, T6 (Vi) 0.25 us.",
)
add(
    "rq41-f09",
    "medium",
    "simple",
    "l298 source current turn-off delay when i switch it with the ENABLE pin (not the inputs)?",
    ["L298N"],
    None,
    [it("L298N", "response_time", "us", typ=3, cond="T1 (Ven) source current turn-off delay")],
    [ev("l298n.pdf", 4, "T1 (Ven) Source Current Turn-off Delay 0.5 V en to 0.9 IL (2); (4) 3 µs")],
    "3 us typ; look-alike T1 (Vi) 1.5 us (input pins), T3 (Ven) turn-on 0.3 us.",
)
add(
    "rq41-f10",
    "hard",
    "simple",
    "What is the typical sink current turn-off delay T5 of the L298 when the bridge is switched through the enable input?",
    ["L298N"],
    None,
    [it("L298N", "response_time", "us", typ=2.2, cond="T5 (Ven) sink current turn-off delay")],
    [ev("l298n.pdf", 4, "T5 (Ven) Sink Current Turn-off Delay 0.5 V en to 0.9 IL (3); (4) 2.2 µs")],
    "2.2 us; look-alikes T5 (Vi) 0.7 us, T6 (Ven) sink fall 0.35 us, T1 (Ven) 3 us.",
    wording="formal",
)
add(
    "rq41-f11",
    "hard",
    "simple",
    "ads1115 offset error for single-ended inputs on the ±2.048v range, in lsb?",
    ["ADS1115"],
    None,
    [it("ADS1115", "accuracy", "LSB", mn=-3, mx=3, q="voltage", cond="offset error, FS = +-2.048 V, single-ended, typical")],
    [ev("ads1115.pdf", 3, "FS = ±2.048V, single-ended inputs ±3 LSB")],
    "+-3 LSB (typical column); look-alike differential inputs +-1 typ / +-3 max, offset drift 0.005 LSB/C, INL 1 LSB.",
)
add(
    "rq41-f12",
    "medium",
    "simple",
    "ams1117-1.5 output voltage tolerance at 25c junction? min typ max",
    ["AMS1117"],
    None,
    [it("AMS1117", "output_voltage", "V", mn=1.485, typ=1.5, mx=1.515, cond="AMS1117-1.5, 0..1 A, 3.0 V <= VIN <= 12 V, TJ 25 C")],
    [ev("ams1117.pdf", 2, "Output Voltage AMS1117-1.5 0 ≤ IOUT ≤ 1A , 3.0V≤ VIN ≤ 12V 1.485 1.500 1.515 V")],
    "1.485/1.500/1.515 V; look-alikes the full-temperature row 1.476..1.524 V, AMS1117-1.8 1.782..1.818 V, ADJ reference 1.238..1.262 V.",
)
add(
    "rq41-f13",
    "medium",
    "simple",
    "What nonlinearity does the ACS712 specify over the full current range?",
    ["ACS712"],
    None,
    [it("ACS712", "accuracy", "%", mn=-1.5, mx=1.5, q="current", cond="ELIN nonlinearity over full range of IP (typ +-1 %)")],
    [ev("acs712.pdf", 4, "Nonlinearity ELIN Over full range of IP – ±1 ±1.5 %")],
    "+-1.5 % max (+-1 % typ); look-alikes symmetry 98..102 %, total output error per variant, sensitivity error.",
    wording="formal",
)
add(
    "rq41-f14",
    "hard",
    "simple",
    "max7219 (not the 7221): with a segment switched off, how much current can the segment pin sink at 0.3v?",
    ["MAX7219"],
    None,
    [it("MAX7219", "output_current", "mA", mn=5, cond="segment drive sink current, segment off, VSEG = 0.3 V, MAX7219 only")],
    [ev("max7219.pdf", 2, "ISEG Segment off, VSEG = 0.3V 5 mA")],
    "5 mA min; look-alikes MAX7221 segment leakage 1 uA, MAX7219 digit drive source -2 mA, segment source -30/-40/-45 mA.",
)
add(
    "rq41-f15",
    "medium",
    "simple",
    "ds18b20 long term drift? how far can the reading wander",
    ["DS18B20"],
    None,
    [it("DS18B20", "accuracy", "°C", mn=-0.2, mx=0.2, q="temperature", cond="drift, note 11: 1000 h at +125 C, VDD 5.5 V")],
    [ev("ds18b20.pdf", 2, "Drift (Note 11) ±0.2 °C")],
    "+-0.2 C (1000-hour stress test at 125 C); look-alikes accuracy +-0.5 C (-10..85 C), +-2 C (-55..125 C).",
)
add(
    "rq41-f16",
    "hard",
    "simple",
    "hx711 input offset drift when i run channel A at gain 64? (mV)",
    ["HX711"],
    None,
    [it("HX711", "accuracy", "mV", typ=0.4, q="voltage", cond="input offset drift, gain = 64")],
    [ev("hx711.pdf", 3, "Gain = 64 0.4"), ev("hx711.pdf", 3, "Input offset drift Gain = 128 0.2 mV")],
    "0.4 mV typ at gain 64; look-alikes 0.2 mV at gain 128, temperature drift +-6 nV/C, input noise 50/90 nV rms.",
)
add(
    "rq41-f17",
    "hard",
    "simple",
    "What maximum input offset voltage (RTI) does the INA219A (not the B grade) have with the PGA set to /4?",
    ["INA219"],
    None,
    [it("INA219", "accuracy", "uV", mn=-150, mx=150, q="voltage", cond="INA219A, VOS RTI, PGA = /4 (typ +-30 uV)")],
    [ev("ina219.pdf", 5, "VOS PGA = /4 ±30 ±150 ±30 ±75 (4) μV")],
    "+-150 uV (A grade); look-alikes INA219B +-75 uV at /4, A grade /2 +-125 uV and /8 +-200 uV.",
    wording="formal",
)
add(
    "rq41-f18",
    "medium",
    "simple",
    "ina219 pga at /2 - how much shunt voltage can it read full scale?",
    ["INA219"],
    None,
    [it("INA219", "measurement_range", "mV", mn=-80, mx=80, q="voltage", cond="full-scale shunt voltage, PGA = /2")],
    [ev("ina219.pdf", 5, "Full-scale current sense (input) voltage PGA = /2 0 ±80 0 ±80 mV")],
    "+-80 mV; look-alikes /1 +-40, /4 +-160, /8 +-320 mV; bus range 16 / 32 V.",
)
add(
    "rq41-f19",
    "hard",
    "simple",
    "max44009 i2c data hold time, what range is allowed (min/max)? in ns",
    ["MAX44009"],
    None,
    [it("MAX44009", "response_time", "us", mn=0, mx=0.9, cond="tHD,DAT data hold time (note 4)")],
    [ev("max44009.pdf", 3, "Data Hold Time tHD,DAT (Note 4) 0 0.9")],
    "0..0.9 us = 0..900 ns (unit printed as 'Fs', a font glyph for us); look-alikes note 4 master hold >= 300 ns, tSU,DAT 100 ns, tHD,STA 0.6 us.",
)
add(
    "rq41-f20",
    "medium",
    "simple",
    "tm1637 data hold time, minimum?",
    ["TM1637"],
    None,
    [it("TM1637", "response_time", "ns", mn=100, cond="tHOLD data hold time, VDD 4.5..5.5 V")],
    [ev("tm1637.pdf", 10, "Data hold time tHOLD 100 - - ns")],
    "100 ns min; look-alikes tSETUP 100 ns (same number), PWCLK 400 ns, tWAIT 1 us.",
)
add(
    "rq41-k01",
    "hard",
    "comparison",
    "Which needs the longer data hold time after the clock edge: the MCP3008 (DIN) or the MAX7219 (DIN)? Give the minimum for each.",
    ["MCP3008", "MAX7219"],
    None,
    [
        it("MCP3008", "response_time", "ns", mn=50, cond="tHD data input hold time"),
        it("MAX7219", "response_time", "ns", mn=0, cond="tDH DIN hold time"),
    ],
    [
        ev("mcp3008.pdf", 4, "Data Input Hold Time tHD 50 — — ns"),
        ev("max7219.pdf", 3, "DIN Hold Time tDH 0 ns"),
    ],
    "MCP3008 50 ns vs MAX7219 0 ns; look-alikes MCP3008 tSU 50 ns, MAX7219 tDS 25 ns.",
    wording="formal",
)
add(
    "rq41-f21",
    "medium",
    "simple",
    "ds18b20 1-wire time slot length, min and max?",
    ["DS18B20"],
    None,
    [it("DS18B20", "response_time", "us", mn=60, mx=120, cond="tSLOT time slot")],
    [ev("ds18b20.pdf", 3, "Time Slot tSLOT (Note 12) 60 120 µs")],
    "60..120 us; look-alikes write-0 low time 60..120 us (same numbers), write-1 low 1..15 us, recovery 1 us.",
)
add(
    "rq41-f22",
    "hard",
    "simple",
    "What minimum recovery time between 1-Wire time slots does the DS18B20 datasheet specify?",
    ["DS18B20"],
    None,
    [it("DS18B20", "response_time", "us", mn=1, cond="tREC recovery time")],
    [ev("ds18b20.pdf", 3, "Recovery Time tREC (Note 12) 1 µs")],
    "1 us min; look-alikes tSLOT 60..120 us, tLOW1 1..15 us (same 1), tRDV 15 us.",
    wording="formal",
)
add(
    "rq41-f23",
    "hard",
    "simple",
    "ina219B at pga /1: worst case offset voltage in uV?",
    ["INA219"],
    None,
    [it("INA219", "accuracy", "uV", mn=-50, mx=50, q="voltage", cond="INA219B VOS RTI, PGA = /1 (typ +-10 uV)")],
    [ev("ina219.pdf", 5, "PGA = /1 ±10 ±100 ±10 ±50 (4) μV")],
    "+-50 uV for the B grade; look-alike INA219A +-100 uV at /1, B grade +-75 at /2 and /4.",
)
add(
    "rq41-f24",
    "medium",
    "simple",
    "ds3231 crystal aging in the first year after reflow, ppm?",
    ["DS3231"],
    None,
    [it("DS3231", "accuracy", "ppm", mn=-1.0, mx=1.0, cond="crystal aging, first year after reflow, not production tested")],
    [ev("ds3231.pdf", 3, "After reflow, First year ±1.0")],
    "+-1.0 ppm first year; look-alike +-5.0 ppm over 0-10 years, stability vs voltage 1 ppm/V, +-2 / +-3.5 ppm over temperature.",
)
add(
    "rq41-f25",
    "hard",
    "simple",
    "For the commercial-grade DS3231, what frequency stability is specified from above +40 °C to +70 °C?",
    ["DS3231"],
    None,
    [it("DS3231", "accuracy", "ppm", mn=-3.5, mx=3.5, cond="commercial, >40 C to +70 C, VCC or VBAT 3.3 V, aging offset 00h")],
    [ev("ds3231.pdf", 3, "aging offset = 00h >40°C to +70°C ±3.5")],
    "+-3.5 ppm; look-alikes 0..40 C +-2 ppm, industrial >40..85 C +-3.5 ppm, -40..<0 C +-3.5 ppm.",
    wording="formal",
)

if __name__ == "__main__":
    with open(__file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
