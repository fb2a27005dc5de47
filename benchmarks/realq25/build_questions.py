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
    "rq25-f01",
    "medium",
    "simple",
    "pc817 rank D part (PC817X4), what collector current range do i get at IF 5ma, vce 5v?",
    ["PC817"],
    None,
    [
        it(
            "PC817",
            "output_current",
            "mA",
            mn=15.0,
            mx=30.0,
            cond="PC817X4 (rank D), IF = 5 mA, VCE = 5 V, Ta = 25 C",
        )
    ],
    [ev("pc817.pdf", 5, "PC817X4 PC817XF4 PC817XI4 PC817XP4 − D 15.0 to 30.0")],
    "Model line-up row for rank D: 15.0..30.0 mA; look-alike rank rows A (4.0..8.0), C (10.0..20.0), combined ranks.",
)
add(
    "rq25-f02",
    "hard",
    "simple",
    "What is the typical and maximum quiescent current drawn on the VOUT pin of the TPS63020 (IOUT = 0 mA, VIN = 3.6 V, VOUT = 3.3 V)? Give it in nA.",
    ["TPS63020"],
    None,
    [
        it(
            "TPS63020",
            "quiescent_current",
            "uA",
            typ=5,
            mx=10,
            cond="Iq into VOUT, IOUT = 0 mA, VEN = VIN = VINA = 3.6 V, VOUT = 3.3 V",
        )
    ],
    [ev("tps63020.pdf", 6, "current VOUT 5 10 μA")],
    "VOUT row 5 typ / 10 max uA (5000 / 10000 nA); look-alike VIN/VINA row 25 / 50 uA and shutdown 0.1 / 1 uA.",
    wording="formal",
)
add(
    "rq25-f03",
    "medium",
    "simple",
    "ccs811 abs max ratings, what average supply current is listed for mode 1?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "supply_current",
            "mA",
            mx=30,
            cond="IDD average supply current, mode 1 (absolute maximum ratings table)",
        )
    ],
    [ev("ccs811.pdf", 5, "IDD Average Supply Current 30 mA In mode 1")],
    "30 mA max in mode 1; look-alike IDDPeak 54 mA (modes 2 and 3) and the EC typical 26 mA / 0.7 mA rows.",
)
add(
    "rq25-f04",
    "hard",
    "simple",
    "What maximum power consumption does the CCS811 absolute-maximum table give for mode 1, expressed in watts?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "power_consumption",
            "mW",
            mx=60,
            cond="P, mode 1, absolute maximum ratings table",
        )
    ],
    [ev("ccs811.pdf", 5, "P Power Consumption 60 mW In mode 1")],
    "60 mW (0.06 W) max; the EC table gives 46 mW typ for modes 1 & 4 at 1.8 V (look-alike).",
    wording="formal",
)
add(
    "rq25-f05",
    "medium",
    "simple",
    "¿Cuál es el rango de temperatura de almacenamiento del CCS811?",
    ["CCS811"],
    None,
    [it("CCS811", "storage_temperature", "°C", mn=-40, mx=125, cond="TSTRG")],
    [ev("ccs811.pdf", 5, "TSTRG Storage Temperature -40 125")],
    "Storage -40..125 C; look-alike ambient temperature for operation -40..85 C.",
    wording="formal",
    lang="es",
)
add(
    "rq25-u01",
    "medium",
    "simple",
    "mq-3 how much current does the heater pull in ma?",
    ["MQ-3"],
    "insufficient_evidence",
    [],
    [],
    "No heater current is printed: the sheet gives VH 5 V +-0.1, RH 33 Ohm +-5 % and PH < 750 mW only (a current would have to be computed).",
)
add(
    "rq25-u02",
    "medium",
    "simple",
    "tps63020 output voltage ripple in mv? need a clean rail for an adc",
    ["TPS63020"],
    "insufficient_evidence",
    [],
    [],
    "'ripple' appears only in qualitative design text (pages 14-15: inductor ripple, larger capacitors lower the ripple); no mV figure in the EC table or text (only scope plots).",
)
add(
    "rq25-f06",
    "medium",
    "simple",
    "irlz44n pulsed drain current rating? short inrush pulses on a motor",
    ["IRLZ44N"],
    None,
    [
        it(
            "IRLZ44N",
            "peak_output_current",
            "A",
            mx=160,
            cond="IDM pulsed drain current, absolute maximum",
        )
    ],
    [ev("irlz44n.pdf", 1, "IDM Pulsed Drain Current \u0081 160")],
    "IDM 160 A (pulse width limited by max junction temperature); look-alike continuous ID rows 47 A / 33 A and avalanche current IAR 25 A.",
)
add(
    "rq25-f07",
    "hard",
    "simple",
    "drv8833 high side fet on resistance at vm 5v, 500ma, when the die is at 85c? in ohms",
    ["DRV8833"],
    None,
    [
        it(
            "DRV8833",
            "on_resistance",
            "mOhm",
            mx=325,
            cond="HS FET, VM = 5 V, IO = 500 mA, TJ = 85 C",
        )
    ],
    [ev("drv8833.pdf", 6, "VM = 5 V, IO = 500 mA, TJ = 85°C 325")],
    "HS FET at 5 V / 85 C: 325 mOhm max (0.325 Ohm); look-alike HS 200 typ at 25 C, LS 275 max at 85 C, 2.7 V rows 350/300.",
)
add(
    "rq25-f08",
    "hard",
    "structured",
    "What low-side FET on-resistance does the DRV8833 specify at VM = 2.7 V and IO = 500 mA?",
    ["DRV8833"],
    None,
    [
        it(
            "DRV8833",
            "on_resistance",
            "mOhm",
            typ=200,
            cond="LS FET, VM = 2.7 V, IO = 500 mA, TJ = 25 C",
        ),
        it(
            "DRV8833",
            "on_resistance",
            "mOhm",
            mx=300,
            cond="LS FET, VM = 2.7 V, IO = 500 mA, TJ = 85 C",
        ),
    ],
    [
        ev("drv8833.pdf", 6, "VM = 2.7 V, I O = 500 mA, TJ = 25°C 200"),
        ev("drv8833.pdf", 6, "VM = 2.7 V, IO = 500 mA, TJ = 85°C 300"),
    ],
    "Two rows, question does not choose TJ: 200 mOhm typ at 25 C, 300 mOhm max at 85 C (LS). HS rows at 2.7 V are 250 / 350.",
    wording="formal",
)
add(
    "rq25-c01",
    "hard",
    "compatibility",
    "74hc595 on 5v driving the AIN1/AIN2 inputs of a drv8833 directly (drv8833 VM = 9v). are the logic levels ok both ways (high enough, not over the input max)?",
    ["74HC595", "DRV8833"],
    "compatible",
    [
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=3.84,
            cond="Qn, IO = -6 mA, VCC = 4.5 V, -40..85 C",
        ),
        it("DRV8833", "input_high_voltage", "V", mn=2, cond="VIH, all pins except nSLEEP"),
        it(
            "DRV8833",
            "analog_input_range",
            "V",
            mn=-0.3,
            mx=5.75,
            cond="VDIGIN digital input pin voltage range, recommended",
        ),
    ],
    [
        ev("74hc595.pdf", 7, "6 mA; VCC = 4.5 V 3.84 4.32 - 3.7"),
        ev("drv8833.pdf", 6, "All other pins 2"),
        ev("drv8833.pdf", 5, "VDIGIN Digital input pin voltage range –0.3 5.75 V"),
    ],
    "Risky-looking (5 V logic into a driver run at 9 V): VOH >= 3.84 V (even at 4.5 V, 6 mA) > VIH 2 V, and the output never exceeds VCC = 5 V < 5.75 V VDIGIN max. Inputs are logic referenced, not to VM.",
)
add(
    "rq25-c02",
    "hard",
    "compatibility",
    "A TPS63020 set to 5.0 V with the recommended resistor divider, running from a single Li-ion cell, powers an ACS712 (VCC pin). Is the supply within the ACS712's operating range?",
    ["TPS63020", "ACS712"],
    "compatible",
    [
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=1.2,
            mx=5.5,
            cond="TPS63020 adjustable output voltage range",
        ),
        it(
            "TPS63020",
            "output_voltage",
            "mV",
            mn=495,
            typ=500,
            mx=505,
            cond="feedback voltage VFB, PWM mode (+-1 %)",
        ),
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
    ],
    [
        ev("tps63020.pdf", 6, "TPS63020 feedback voltage 495 500 505 mV"),
        ev("tps63020.pdf", 6, "TPS63020 output voltage 1.2 5.5 V"),
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
    ],
    "5 V is inside the 1.2..5.5 V programmable range; the 495..505 mV feedback tolerance gives about 4.95..5.05 V (plus divider tolerance), well inside 4.5..5.5 V. ACS712 ICC 11 mA max is trivial for the converter. Feedback voltage filed as output_voltage (doubt).",
    wording="formal",
)

# ---------- batch 2
add(
    "rq25-u03",
    "medium",
    "simple",
    "drv8833 going into a greenhouse at ~95% rh, what humidity is it rated for?",
    ["DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "The DRV8833 sheet never mentions humidity (grep of all 31 pages); only temperature ratings exist.",
)
add(
    "rq25-u04",
    "medium",
    "simple",
    "acs712 sleep / standby current? want to idle it between readings",
    ["ACS712"],
    "insufficient_evidence",
    [],
    [],
    "No sleep, standby or power-down mode or current: only ICC 6/8/11 mA at VCC = 5 V, output open (the only 'powered down' is an application note about the 5 V rail).",
)
add(
    "rq25-u05",
    "medium",
    "simple",
    "Quelle humidité relative maximale l'INMP441 supporte-t-il en fonctionnement ?",
    ["INMP441"],
    "insufficient_evidence",
    [],
    [],
    "No humidity figure in the INMP441 sheet (grep 'humid' over all pages returns nothing).",
    wording="formal",
    lang="fr",
)
add(
    "rq25-c03",
    "medium",
    "compatibility",
    "running an inmp441 mic off a tps63021 (the fixed 3.3v version) from a lipo, supply ok for the mic?",
    ["TPS63020", "INMP441"],
    "compatible",
    [
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output voltage",
        ),
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
    ],
    [
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
    ],
    "3.267..3.333 V lies inside 1.62..3.63 V. TPS63021 is covered by the TPS63020 sheet (device TPS63020).",
)
add(
    "rq25-c04",
    "medium",
    "compatibility",
    "lm2596 adjustable set to 12v feeding VM of a drv8833 for two 12v gear motors, ok?",
    ["LM2596", "DRV8833"],
    "incompatible",
    [
        it(
            "DRV8833",
            "load_supply_voltage",
            "V",
            mn=2.7,
            mx=10.8,
            cond="VM motor power supply voltage range, recommended",
        )
    ],
    [ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")],
    "12 V exceeds the 10.8 V recommended VM maximum (abs max 11.8 V) whatever the LM2596 can deliver.",
)
add(
    "rq25-c05",
    "hard",
    "compatibility",
    "An LM2596 buck module and a DRV8833 share a sealed outdoor enclosure where condensation-free humidity reaches 90 %RH. Do both datasheets support operation at that humidity?",
    ["LM2596", "DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "Neither the LM2596 nor the DRV8833 sheet gives any humidity rating (grep 'humid' finds nothing in either).",
    wording="formal",
)
add(
    "rq25-f09",
    "medium",
    "simple",
    "ccs811 lowest ambient temp it's rated to operate at? outdoor winter build",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="TAMB ambient temperature for operation (IAQ performance varies, note 3)",
        )
    ],
    [ev("ccs811.pdf", 5, "TAMB(3) Ambient Temperature for Operation -40 85")],
    "-40..85 C (note 3: electrically operable, air-quality performance varies); look-alike storage -40..125 C.",
)

# ---------- batch 3
add(
    "rq25-c06",
    "hard",
    "compatibility",
    "PC817 output transistor (LED driven at IF = 20 mA) pulls the EN pin of a TPS63020 low; EN has a 100 kOhm pull-up to the 4.2 V cell, so IC is about 42 uA. Is the saturated PC817 output low enough for EN to read LOW?",
    ["PC817", "TPS63020"],
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
        it("TPS63020", "input_low_voltage", "V", mx=0.4, cond="VIL, EN and PS/SYNC"),
    ],
    [
        ev(
            "pc817.pdf",
            4,
            "Collector-emitter saturation voltage VCE (sat) IF=20mA, IC=1mA − 0.1 0.2 V",
        ),
        ev("tps63020.pdf", 6, "VIL EN, PS/SYNC input low voltage 0.4 V"),
    ],
    "VCE(sat) <= 0.2 V (at 1 mA; the 42 uA load is lighter) < VIL max 0.4 V. Risky-looking only because of the thin 0.2 V margin.",
    wording="formal",
)
add(
    "rq25-c07",
    "medium",
    "compatibility",
    "can i run an acs712 off the 3.3v output of a tps63021? trying to keep everything on one 3v3 rail",
    ["ACS712", "TPS63020"],
    "incompatible",
    [
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
    ],
    [
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
    ],
    "3.3 V is below the ACS712's 4.5 V minimum VCC.",
)
add(
    "rq25-c08",
    "medium",
    "compatibility",
    "pc817 + inmp441 board going in a bathroom fan housing, ~95% rh. are both ok with that humidity?",
    ["PC817", "INMP441"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet rates operating humidity: PC817 only quotes 40..60 %RH as a test condition for isolation, INMP441 says nothing about humidity.",
)
add(
    "rq25-f10",
    "hard",
    "structured",
    "74hc595 at vcc 6v, the q7s serial out sourcing 5.2ma - min output high voltage?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=5.34,
            typ=5.81,
            cond="Q7S, IO = -5.2 mA, VCC = 6.0 V, -40..+85 C",
        ),
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=5.2,
            cond="Q7S, IO = -5.2 mA, VCC = 6.0 V, -40..+125 C",
        ),
    ],
    [ev("74hc595.pdf", 7, "5.2 mA; VCC = 6.0 V 5.34 5.81 - 5.2")],
    "Q7S row (not the Qn 7.8 mA row): 5.34 min at -40..85 C, 5.2 min at -40..125 C; question does not choose the range.",
)
add(
    "rq25-k01",
    "medium",
    "comparison",
    "Which tolerates a higher absolute-maximum supply voltage: the DRV8833 motor supply VM or the TPS63020 input VIN? Give both ratings.",
    ["DRV8833", "TPS63020"],
    None,
    [
        it("DRV8833", "abs_max_supply_voltage", "V", mn=-0.3, mx=11.8, cond="VM, absolute maximum"),
        it(
            "TPS63020",
            "abs_max_supply_voltage",
            "V",
            mn=-0.3,
            mx=7,
            cond="VIN, VINA (and VOUT, PS/SYNC, EN, FB, PG), absolute maximum",
        ),
    ],
    [
        ev("drv8833.pdf", 5, "VM Power supply voltage –0.3 11.8 V"),
        ev("tps63020.pdf", 5, "VIN, VINA, VOUT, PS/SYNC, EN, FB, PG –0.3 7 V"),
    ],
    "DRV8833 VM 11.8 V > TPS63020 VIN 7 V (both -0.3 V min).",
    wording="formal",
)
add(
    "rq25-k02",
    "medium",
    "comparison",
    "ccs811 vs tps63020, which one has the wider storage temp range?",
    ["CCS811", "TPS63020"],
    None,
    [
        it("CCS811", "storage_temperature", "°C", mn=-40, mx=125, cond="TSTRG"),
        it("TPS63020", "storage_temperature", "°C", mn=-65, mx=150, cond="Tstg"),
    ],
    [
        ev("ccs811.pdf", 5, "TSTRG Storage Temperature -40 125"),
        ev("tps63020.pdf", 5, "Storage temperature, Tstg –65 150 °C"),
    ],
    "TPS63020 -65..150 C is wider than CCS811 -40..125 C.",
)

# ---- END
# Dropped to keep at most 4 questions per sheet (TPS63020, DRV8833 were over the cap):
DROP = {"rq25-u02", "rq25-c02", "rq25-k01", "rq25-k02", "rq25-f08", "rq25-u03"}
Q = [q for q in Q if q["id"] not in DROP]

if __name__ == "__main__":
    with open("questions.jsonl", "w") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
