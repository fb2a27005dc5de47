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
    [
        it(
            "PC817",
            "output_current",
            "mA",
            mn=6.5,
            mx=13.0,
            cond="PC817X2, rank B, IF = 5 mA, VCE = 5 V, 25 C",
        )
    ],
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
    [
        it(
            "PC817",
            "output_current",
            "mA",
            mn=4.0,
            mx=20.0,
            cond="PC817X8, rank A, B or C, IF = 5 mA, VCE = 5 V",
        )
    ],
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
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=40,
            cond="high sensitivity, 09 VDC coil current, 20 C",
        ),
        it(
            "SRD-05VDC-SL-C",
            "coil_resistance",
            "Ohm",
            value=225,
            cond="high sensitivity, 09 VDC, +-10 %",
        ),
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
    [
        it(
            "SRD-05VDC-SL-C",
            "coil_resistance",
            "Ohm",
            value=1600,
            cond="high sensitivity, 24 VDC, +-10 %",
        )
    ],
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
    [
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=7.5,
            cond="high sensitivity, 48 VDC nominal coil current",
        )
    ],
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
    [
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=75,
            cond="standard, 06 VDC nominal coil current",
        )
    ],
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
    [
        it(
            "SRD-05VDC-SL-C",
            "on_resistance",
            "mOhm",
            mx=100,
            cond="contact resistance, initial value",
        )
    ],
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
    [
        it(
            "L298N",
            "response_time",
            "us",
            typ=1.6,
            cond="T7 (Vi) sink current turn-on delay, 0.5 Vi to 0.9 IL",
        )
    ],
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
    [
        it(
            "ADS1115",
            "accuracy",
            "LSB",
            mn=-3,
            mx=3,
            q="voltage",
            cond="offset error, FS = +-2.048 V, single-ended, typical",
        )
    ],
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
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=1.485,
            typ=1.5,
            mx=1.515,
            cond="AMS1117-1.5, 0..1 A, 3.0 V <= VIN <= 12 V, TJ 25 C",
        )
    ],
    [
        ev(
            "ams1117.pdf",
            2,
            "Output Voltage AMS1117-1.5 0 ≤ IOUT ≤ 1A , 3.0V≤ VIN ≤ 12V 1.485 1.500 1.515 V",
        )
    ],
    "1.485/1.500/1.515 V; look-alikes the full-temperature row 1.476..1.524 V, AMS1117-1.8 1.782..1.818 V, ADJ reference 1.238..1.262 V.",
)
add(
    "rq41-f13",
    "medium",
    "simple",
    "What nonlinearity does the ACS712 specify over the full current range?",
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
            cond="ELIN nonlinearity over full range of IP (typ +-1 %)",
        )
    ],
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
    [
        it(
            "MAX7219",
            "output_current",
            "mA",
            mn=5,
            cond="segment drive sink current, segment off, VSEG = 0.3 V, MAX7219 only",
        )
    ],
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
    [
        it(
            "DS18B20",
            "accuracy",
            "°C",
            mn=-0.2,
            mx=0.2,
            q="temperature",
            cond="drift, note 11: 1000 h at +125 C, VDD 5.5 V",
        )
    ],
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
    [
        ev("hx711.pdf", 3, "Gain = 64 0.4"),
        ev("hx711.pdf", 3, "Input offset drift Gain = 128 0.2 mV"),
    ],
    "0.4 mV typ at gain 64; look-alikes 0.2 mV at gain 128, temperature drift +-6 nV/C, input noise 50/90 nV rms.",
)
add(
    "rq41-f17",
    "hard",
    "simple",
    "What maximum input offset voltage (RTI) does the INA219A (not the B grade) have with the PGA set to /4?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "accuracy",
            "uV",
            mn=-150,
            mx=150,
            q="voltage",
            cond="INA219A, VOS RTI, PGA = /4 (typ +-30 uV)",
        )
    ],
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
    [
        it(
            "INA219",
            "measurement_range",
            "mV",
            mn=-80,
            mx=80,
            q="voltage",
            cond="full-scale shunt voltage, PGA = /2",
        )
    ],
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
    [
        it(
            "INA219",
            "accuracy",
            "uV",
            mn=-50,
            mx=50,
            q="voltage",
            cond="INA219B VOS RTI, PGA = /1 (typ +-10 uV)",
        )
    ],
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
    [
        it(
            "DS3231",
            "accuracy",
            "ppm",
            mn=-1.0,
            mx=1.0,
            cond="crystal aging, first year after reflow, not production tested",
        )
    ],
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
    [
        it(
            "DS3231",
            "accuracy",
            "ppm",
            mn=-3.5,
            mx=3.5,
            cond="commercial, >40 C to +70 C, VCC or VBAT 3.3 V, aging offset 00h",
        )
    ],
    [ev("ds3231.pdf", 3, "aging offset = 00h >40°C to +70°C ±3.5")],
    "+-3.5 ppm; look-alikes 0..40 C +-2 ppm, industrial >40..85 C +-3.5 ppm, -40..<0 C +-3.5 ppm.",
    wording="formal",
)


# ---------- batch 2: factual insufficient_evidence
U = [
    (
        "rq41-u01",
        "medium",
        "mq-2 heater resistance when it's cold, like -20c outside? ohms",
        "casual",
        "Heater resistance RH 30 Ohm +-3 Ohm is given only at room temperature; no value or curve for the heater at -20 C (Fig4 is Rs/Rso of the sensing element).",
    ),
    (
        "rq41-u02",
        "hard",
        "What collector current does a rank B PC817 (PC817X2) deliver at IF = 20 mA, VCE = 5 V?",
        "formal",
        "Trap: the rank table (X2: 6.5..13.0 mA) is only at IF = 5 mA; VCE(sat) at IF = 20 mA uses IC = 1 mA and states no collector-current capability.",
    ),
    (
        "rq41-u03",
        "medium",
        "srd relay contact resistance after like 100k switching cycles? does it get worse",
        "casual",
        "Only the initial contact resistance (100 mOhm max, 'PERFORMANCE (at initial value)') and life expectancy counts are given; nothing at end of life.",
    ),
    (
        "rq41-u04",
        "hard",
        "ads1115 single-ended offset error on the ±6.144v range? lsb",
        "casual",
        "Trap: offset error rows exist only at FS = +-2.048 V (+-1/+-3 LSB differential, +-3 LSB single-ended); +-6.144 V appears only for gain drift, input impedance and CMRR.",
    ),
    (
        "rq41-u05",
        "hard",
        "What long-term drift does the DS18B20 datasheet give over 10 years of operation at room temperature?",
        "formal",
        "Trap: the only drift figure (+-0.2 C) is from a 1000-hour stress test at +125 C with VDD = 5.5 V (note 11); no multi-year or room-temperature drift.",
    ),
    (
        "rq41-u06",
        "hard",
        "hx711 channel B (gain 32) input offset drift?",
        "casual",
        "Trap: input offset drift is listed for gain 128 (0.2 mV) and 64 (0.4 mV) only; nothing for channel B at gain 32.",
    ),
    (
        "rq41-u07",
        "hard",
        "What data hold time does the TM1637 require when it runs from VDD = 3.3 V?",
        "formal",
        "Trap: the timing table (tHOLD 100 ns) holds for VDD = 4.5..5.5 V only; the sheet states no timing at 3.3 V.",
    ),
    (
        "rq41-u08",
        "medium",
        "ams1117-1.5 output voltage accuracy at a 1.5a load?",
        "casual",
        "Trap: the AMS1117-1.5 output rows cover 0 <= IOUT <= 1 A (1.485..1.515 V at 25 C, 1.476..1.524 V over temperature); nothing at 1.5 A.",
    ),
]
DEV_U = {
    "rq41-u01": "MQ-2",
    "rq41-u02": "PC817",
    "rq41-u03": "SRD-05VDC-SL-C",
    "rq41-u04": "ADS1115",
    "rq41-u05": "DS18B20",
    "rq41-u06": "HX711",
    "rq41-u07": "TM1637",
    "rq41-u08": "AMS1117",
}
for qid, diff, text, wording, note in U:
    add(
        qid,
        diff,
        "simple",
        text,
        [DEV_U[qid]],
        "insufficient_evidence",
        [],
        [],
        note,
        wording=wording,
    )

# ---------- batch 2: compatibility
MQ2_VH = it(
    "MQ-2", "supply_voltage", "V", value=5.0, cond="heater voltage VH 5.0 V +-0.1 V AC or DC"
)
MQ2_VH_EV = ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC")
TM_VDD = it(
    "TM1637",
    "supply_voltage",
    "V",
    mn=4.5,
    mx=5.5,
    cond="VDD, normal working range typ 5 V; electrical characteristics at 4.5..5.5 V",
)
TM_VDD_EV = [
    ev("tm1637.pdf", 9, "Logic power supply voltage VDD 5 V"),
    ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
]
DS18_VDD = it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD local power")
DS18_VDD_EV = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
HCSR_V = it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC 5 V")
HCSR_V_EV = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
TCS_VDD = it(
    "TCS34725", "supply_voltage", "V", mn=2.7, typ=3, mx=3.6, cond="VDD, TCS34721 & TCS34725"
)
TCS_VDD_EV = ev(
    "tcs34725.pdf", 3, "Supply voltage, VDD (TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6 V"
)
MAX7219_V = it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="operating supply voltage V+")
MAX7219_V_EV = ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")
ACS_V = it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC")
ACS_V_EV = ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V")
INA_FS2 = it(
    "INA219",
    "measurement_range",
    "mV",
    mn=-80,
    mx=80,
    q="voltage",
    cond="full-scale shunt voltage, PGA = /2",
)
INA_FS2_EV = ev("ina219.pdf", 5, "Full-scale current sense (input) voltage PGA = /2 0 ±80 0 ±80 mV")
TPS_OUT = it(
    "TPS63021", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021 fixed output"
)
TPS_OUT_EV = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")

add(
    "rq41-c01",
    "medium",
    "compatibility",
    "mq-2 gas sensor and a tm1637 4-digit display both on my regulated 5.00v bench supply. voltage ok for both?",
    ["MQ-2", "TM1637"],
    "compatible",
    [
        MQ2_VH,
        it("MQ-2", "supply_voltage", "V", value=5.0, cond="loop voltage Vc 5.0 V +-0.1 V DC"),
        TM_VDD,
    ],
    [MQ2_VH_EV, ev("mq-2.pdf", 3, "Loop Voltage Vc 5.0V±0.1V DC"), *TM_VDD_EV],
    "5.00 V sits inside VH / Vc 5.0 +-0.1 V and the TM1637 4.5..5.5 V (typ 5 V).",
)
add(
    "rq41-c02",
    "medium",
    "compatibility",
    "ds18b20 probe and an hc-sr04 sharing the 5v pin of my arduino uno, both fine?",
    ["DS18B20", "HC-SR04"],
    "compatible",
    [DS18_VDD, HCSR_V],
    [DS18_VDD_EV, HCSR_V_EV],
    "5 V is the HC-SR04 working voltage and inside the DS18B20 3.0..5.5 V; 15 mA + 1.5 mA is trivial for the rail.",
)
add(
    "rq41-c03",
    "medium",
    "compatibility",
    "Can a DS18B20 (local power) and a TCS34725 colour sensor share one 3.3 V supply rail?",
    ["DS18B20", "TCS34725"],
    "compatible",
    [DS18_VDD, TCS_VDD],
    [DS18_VDD_EV, TCS_VDD_EV],
    "3.3 V is inside DS18B20 3.0..5.5 V and TCS34725 2.7..3.6 V (abs max 3.8 V).",
    wording="formal",
)
add(
    "rq41-c04",
    "hard",
    "compatibility",
    "pc817 as isolation for the CS line of an mcp3008: led at IF 20ma, collector with 10k pullup to 5v into CS, emitter gnd, mcp3008 on 5v. only a few conversions per second. will CS see a proper low?",
    ["PC817", "MCP3008"],
    "compatible",
    [
        it(
            "PC817",
            "output_low_voltage",
            "V",
            typ=0.1,
            mx=0.2,
            cond="VCE(sat), IF = 20 mA, IC = 1 mA",
        ),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating voltage"),
    ],
    [
        ev(
            "pc817.pdf",
            4,
            "Collector-emitter saturation voltage VCE (sat) IF=20mA, IC=1mA − 0.1 0.2 V",
        ),
        ev("mcp3008.pdf", 4, "Low Level Input Voltage VIL — 0.3 VDD V"),
        ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V"),
    ],
    "The pull-up passes about 0.5 mA (< the 1 mA test current), so VCE(sat) <= 0.2 V, well under VIL 0.3 VDD = 1.5 V; off, CS is pulled to 5 V >= 0.7 VDD. Rise/fall up to 18 us are irrelevant at a few conversions per second. VIL is relative (0.3 VDD), not an item.",
)
add(
    "rq41-c05",
    "hard",
    "compatibility",
    "ina219 (pga /2, bus range 16v) with a 0.1 ohm shunt in the 5v feed of an hc-sr04, to log its current. in range?",
    ["INA219", "HC-SR04"],
    "compatible",
    [
        INA_FS2,
        it(
            "INA219",
            "measurement_range",
            "V",
            mn=0,
            mx=16,
            q="voltage",
            cond="bus voltage range, BRNG = 0",
        ),
        it("HC-SR04", "supply_current", "mA", value=15, cond="working current"),
        HCSR_V,
    ],
    [
        INA_FS2_EV,
        ev("ina219.pdf", 5, "BRNG = 0 0 16 0 16 V"),
        ev("hc-sr04.pdf", 1, "Working Current 15mA"),
        HCSR_V_EV,
    ],
    "15 mA x 0.1 Ohm = 1.5 mV, well inside +-80 mV; the 5 V bus is inside 0..16 V. The HC-SR04 sheet gives only one working current (no burst peak).",
)
add(
    "rq41-c06",
    "hard",
    "compatibility",
    "Can an ADS1115 at VDD = 3.3 V, single-ended on its default ±2.048 V range, read the L298 current-sense pin up to the 2 V sensing-voltage limit?",
    ["ADS1115", "L298N"],
    "compatible",
    [
        it(
            "L298N",
            "analog_input_range",
            "V",
            mn=-1,
            mx=2,
            cond="Vsens sensing voltage pins 1, 15 (-1 V only t <= 50 us)",
        ),
        it(
            "ADS1115",
            "measurement_range",
            "V",
            mn=-2.048,
            mx=2.048,
            q="voltage",
            cond="PGA 010, default FS",
        ),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="power-supply voltage"),
    ],
    [
        ev("l298n.pdf", 3, "Vsens Sensing Voltage (pins 1, 15) –1 (1) 2 V"),
        ev("ads1115.pdf", 19, "010 : FS = ±2.048V (default)"),
        ev("ads1115.pdf", 3, "Analog input voltage AINP or AINN to GND GND VDD V"),
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
    ],
    "Steady-state sense voltage 0..2 V fits the +-2.048 V FS and GND..VDD (3.3 V). The -1 V figure is what the L298 tolerates for <= 50 us, not a level it produces; negative spikes would need clamping for the ADS1115 (-0.3 V abs max), see Doubts.",
    wording="formal",
)
add(
    "rq41-c07",
    "medium",
    "compatibility",
    "max7219 matrix and a songle srd 5v relay (high sensitivity coil) on the same 5v rail. voltage wise both ok?",
    ["MAX7219", "SRD-05VDC-SL-C"],
    "compatible",
    [
        MAX7219_V,
        it(
            "SRD-05VDC-SL-C",
            "coil_voltage",
            "V",
            value=5,
            cond="high sensitivity, 05 VDC nominal coil",
        ),
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=71.4,
            cond="high sensitivity, 05 VDC coil current",
        ),
    ],
    [MAX7219_V_EV, ev("srd-05vdc-sl-c.pdf", 2, "(High 05 05 71.4 70")],
    "5 V is the relay's nominal coil voltage and inside the MAX7219 4.0..5.5 V; the coil needs 71.4 mA from the rail.",
)
add(
    "rq41-c08",
    "medium",
    "compatibility",
    "acs712 current sensor + tm1637 display both powered from a 5.0v regulator, ok?",
    ["ACS712", "TM1637"],
    "compatible",
    [ACS_V, TM_VDD],
    [ACS_V_EV, *TM_VDD_EV],
    "5.0 V is inside ACS712 4.5..5.5 V and TM1637 4.5..5.5 V.",
)
add(
    "rq41-c09",
    "medium",
    "compatibility",
    "hx711 load cell amp and a ds18b20 both on a 3.3v rail. supply ok for both?",
    ["HX711", "DS18B20"],
    "compatible",
    [it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD"), DS18_VDD],
    [ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"), DS18_VDD_EV],
    "3.3 V is inside HX711 2.6..5.5 V and DS18B20 3.0..5.5 V.",
)
add(
    "rq41-i01",
    "hard",
    "compatibility",
    "can i power the mq-2 heater straight from a 74hc595 output pin (Qn) at 5v so i can switch it from the shift register?",
    ["MQ-2", "74HC595"],
    "incompatible",
    [
        MQ2_VH,
        it("MQ-2", "power_consumption", "mW", mx=950, cond="heater consumption PH"),
        it("74HC595", "output_current", "mA", mx=35, cond="abs max output current, pins Qn"),
    ],
    [
        MQ2_VH_EV,
        ev("mq-2.pdf", 3, "Heater consumption PH ≤950mW"),
        ev("74hc595.pdf", 6, "pins Qn - 35 mA"),
    ],
    "The heater (30 +-3 Ohm at 5 V, up to 950 mW) draws about 170-190 mA, over five times the 35 mA absolute maximum of a Qn pin.",
)
add(
    "rq41-i02",
    "medium",
    "compatibility",
    "max7219 led matrix running off the 3.3v tps63021 buck-boost, will it work?",
    ["MAX7219", "TPS63021"],
    "incompatible",
    [MAX7219_V, TPS_OUT],
    [MAX7219_V_EV, TPS_OUT_EV],
    "3.267..3.333 V is below the MAX7219 V+ minimum 4.0 V.",
)
add(
    "rq41-i03",
    "hard",
    "compatibility",
    "Can an MQ-2 (heater and loop circuit) and an HC-SR04 both run directly from a single Li-ion cell charged by a TP4056, with no boost converter?",
    ["MQ-2", "HC-SR04", "TP4056"],
    "incompatible",
    [
        MQ2_VH,
        HCSR_V,
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="VFLOAT, 0..85 C, IBAT = 40 mA",
        ),
    ],
    [MQ2_VH_EV, HCSR_V_EV, ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V")],
    "Even a full cell (<= 4.242 V) is below the MQ-2 heater 5.0 V +-0.1 V, and the cell falls from there. The HC-SR04 alone would be insufficient evidence (one working voltage, DC 5 V, as rq31-e01); the MQ-2 settles the verdict.",
    wording="formal",
)
add(
    "rq41-i04",
    "hard",
    "compatibility",
    "isolating a ds18b20 1-wire bus with a pc817: the opto transistor pulls DQ low (4.7k pullup). can the bus still do proper write-1 slots?",
    ["PC817", "DS18B20"],
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
        it("PC817", "response_time", "us", typ=3, mx=18, cond="fall time tf, same conditions"),
        it("DS18B20", "response_time", "us", mn=1, mx=15, cond="tLOW1 write-1 low time"),
    ],
    [
        ev("pc817.pdf", 4, "Rise time tr − 4 18 µs"),
        ev("pc817.pdf", 4, "Fall time tf − 3 18 µs"),
        ev("ds18b20.pdf", 3, "Write 1 Low Time tLOW1 (Note 12) 1 15 µs"),
    ],
    "A write-1 slot must release the bus within 15 us; the PC817 takes up to 18 us to switch even with a 100 Ohm load (slower with a 4.7 k pull-up), so the low cannot be kept inside 1..15 us.",
)
add(
    "rq41-i05",
    "hard",
    "compatibility",
    "ina219 on pga /2 with a 0.5 ohm shunt in the V+ line of a max7219 driving all segments at full current (ISEG 40 mA). will the shunt voltage stay in range?",
    ["INA219", "MAX7219"],
    "incompatible",
    [
        INA_FS2,
        it(
            "MAX7219",
            "supply_current",
            "mA",
            mx=330,
            cond="operating supply current, all segments and DP on, ISEG = -40 mA",
        ),
    ],
    [
        INA_FS2_EV,
        ev(
            "max7219.pdf",
            2,
            "Operating Supply Current I+ All segments and decimal point on, mA 330",
        ),
    ],
    "Up to 330 mA x 0.5 Ohm = 165 mV, over the +-80 mV full scale at PGA /2 (it would fit at /8, +-320 mV).",
)
add(
    "rq41-i06",
    "medium",
    "compatibility",
    "ds3231 rtc and a tm1637 clock display both on the 3.3v rail, good?",
    ["DS3231", "TM1637"],
    "incompatible",
    [it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"), TM_VDD],
    [ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"), *TM_VDD_EV],
    "The DS3231 is fine at 3.3 V; the TM1637 is specified at VDD 5 V typ with its electrical characteristics at 4.5..5.5 V only.",
)
add(
    "rq41-i07",
    "medium",
    "compatibility",
    "acs712 and an hc-sr04 both on the 3.3v regulator of my esp32 board?",
    ["ACS712", "HC-SR04"],
    "incompatible",
    [ACS_V, HCSR_V],
    [ACS_V_EV, HCSR_V_EV],
    "3.3 V is below the ACS712 VCC minimum 4.5 V (and the HC-SR04 is a 5 V part).",
)
add(
    "rq41-i08",
    "medium",
    "compatibility",
    "Can a TCS34725 be powered from the 5 V logic supply (VSS) of an L298N motor driver?",
    ["TCS34725", "L298N"],
    "incompatible",
    [
        TCS_VDD,
        it(
            "L298N",
            "logic_supply_voltage",
            "V",
            mn=4.5,
            typ=5,
            mx=7,
            cond="VSS logic supply, pin 9",
        ),
    ],
    [TCS_VDD_EV, ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V")],
    "A VSS rail of 4.5..7 V (5 V typ) is above the TCS34725 VDD max 3.6 V (abs max 3.8 V).",
    wording="formal",
)
add(
    "rq41-i09",
    "hard",
    "compatibility",
    "mq-2 load resistor voltage (VRL) wired to hx711 channel A+/A- (A- to gnd), gain 128, AVDD 5v. can it measure ~2000ppm propane like that?",
    ["MQ-2", "HX711"],
    "incompatible",
    [
        it(
            "MQ-2",
            "analog_output_voltage",
            "V",
            mn=2.5,
            mx=4.0,
            cond="Vs (VRL) in 2000 ppm C3H8, standard circuit",
        ),
        it(
            "HX711",
            "analog_input_range",
            "mV",
            mn=-20,
            mx=20,
            cond="channel A full-scale differential input at gain 128, AVDD 5 V",
        ),
    ],
    [
        ev("mq-2.pdf", 3, "Output Voltage Vs 2.5V～4.0V（in 2000ppmC3H8）"),
        ev("hx711.pdf", 1, "voltage of ±20mV or ±40mV respectively"),
    ],
    "2.5..4.0 V is a hundred times the +-20 mV full scale at gain 128 (+-40 mV at 64); the HX711 is a bridge amplifier, not a volt-level ADC.",
)
add(
    "rq41-i10",
    "medium",
    "compatibility",
    "spare tm1637 SEG pin to click a songle srd 5v relay (standard coil) directly, pin sinks the coil current. ok?",
    ["TM1637", "SRD-05VDC-SL-C"],
    "incompatible",
    [
        it(
            "TM1637",
            "output_current",
            "mA",
            mx=50,
            cond="abs max LED and SEG drive sink current IO1",
        ),
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=89.3,
            cond="standard 05 VDC coil current",
        ),
    ],
    [
        ev("tm1637.pdf", 9, "LED and SEG drive sink current IO1 50 mA"),
        ev("srd-05vdc-sl-c.pdf", 2, "(Standard) 05 05 89.3 55"),
    ],
    "89.3 mA coil current is over the 50 mA SEG sink absolute maximum (IOL1 20/30/50 mA at 0.3 V); the pin is also multiplexed.",
)

E = [
    (
        "rq41-e01",
        "medium",
        ["HC-SR04", "TM1637"],
        "hc-sr04 right next to a tm1637 display on the same 5v. will the display multiplexing cause false echoes?",
        "casual",
        "Neither sheet gives noise susceptibility (HC-SR04) or emitted supply noise / scan frequency effects (TM1637 only osc 450 kHz typ).",
    ),
    (
        "rq41-e02",
        "hard",
        ["INA219", "TM1637"],
        "ina219 with a 0.1 ohm shunt (pga /1) logging a tm1637 display with all digits lit at full brightness. will the current stay in range?",
        "casual",
        "Trap: the TM1637 gives IDDdyn 5 mA only with the display OFF; the lit-display current is not stated (only per-pin GRID/SEG currents), so the shunt voltage cannot be bounded from the sheets.",
    ),
    (
        "rq41-e03",
        "medium",
        ["HX711", "SRD-05VDC-SL-C"],
        "hx711 scale board with an srd relay clicking a few cm away. will the relay switching spoil the weight readings?",
        "casual",
        "No magnetic/EMI emission data for the relay and no susceptibility figure for the HX711 (only PSRR/CMRR 100 dB at DC-ish conditions).",
    ),
    (
        "rq41-e04",
        "hard",
        ["DS3231", "MQ-2"],
        "Will a DS3231 mounted right beside a running MQ-2 heater keep its ±2 ppm accuracy?",
        "formal",
        "Trap: +-2 ppm holds for 0..40 C ambient; the temperature the MQ-2 heater (<= 950 mW) causes at the DS3231 is not stated in either sheet.",
    ),
    (
        "rq41-e05",
        "medium",
        ["LM2596", "TCS34725"],
        "tcs34725 on the 3.3v output of an lm2596 buck (150khz). will the ripple affect the colour readings?",
        "casual",
        "Neither sheet quantifies LM2596 output ripple for a given layout or TCS34725 supply rejection.",
    ),
    (
        "rq41-e06",
        "hard",
        ["PC817", "DRV8833"],
        "pc817x2 (rank b) with the led at only 1 ma, transistor pulling down the drv8833 nSLEEP (10k pullup to 3.3v). will nSLEEP go low enough?",
        "casual",
        "Trap: PC817 collector current and the rank table are specified at IF = 5 mA, VCE(sat) at IF = 20 mA; nothing at IF = 1 mA, so the low level at 0.33 mA is not guaranteed by the sheet.",
    ),
    (
        "rq41-e07",
        "medium",
        ["L298N", "DS3231"],
        "Does the PWM switching of an L298N on the same board degrade the DS3231's timekeeping accuracy?",
        "formal",
        "No EMI or supply-noise sensitivity figures for the DS3231 timekeeping, no emission data for the L298.",
    ),
]
for qid, diff, devs, text, wording, note in E:
    add(
        qid,
        diff,
        "compatibility",
        text,
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
