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
    [
        it(
            "BME280",
            "resolution",
            "%RH",
            value=0.008,
            q="relative_humidity",
            cond="humidity resolution RH",
        )
    ],
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
    [
        it(
            "MAX31865",
            "output_current",
            "mA",
            mn=0.2,
            mx=5.75,
            cond="bias voltage output current IOUT",
        )
    ],
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
    "medium",
    "compatibility",
    "mcp4725 dac breakout powered from a tps63021 buck-boost (the fixed 3.3v one). is its vdd happy with that rail?",
    ["MCP4725", "TPS63021"],
    "compatible",
    [
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating voltage"),
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
    ],
    [
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
    ],
    "3.267..3.333 V sits inside 2.7..5.5 V; MCP4725 supply current 400 uA max is negligible for the 2 A converter.",
)
add(
    "rq28-c02",
    "hard",
    "compatibility",
    "pc817 opto output (collector with 10k pullup to 12v, emitter gnd, led at 20ma) driving the gate of an irlz44n that switches a 12v 10a heater. when the opto is off the gate sits at 12v. ok?",
    ["PC817", "IRLZ44N"],
    "compatible",
    [
        it(
            "IRLZ44N",
            "abs_max_input_voltage",
            "V",
            mn=-16,
            mx=16,
            cond="VGS gate-to-source, absolute maximum",
        ),
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.022, cond="VGS = 10 V, ID = 25 A"),
        it("IRLZ44N", "gate_threshold_voltage", "V", mn=1.0, mx=2.0, cond="VDS = VGS, ID = 250 uA"),
        it(
            "PC817",
            "output_low_voltage",
            "V",
            typ=0.1,
            mx=0.2,
            cond="VCE(sat), IF = 20 mA, IC = 1 mA",
        ),
    ],
    [
        ev("irlz44n.pdf", 1, "VGS Gate-to-Source Voltage ±16 V"),
        ev("irlz44n.pdf", 2, "––– ––– 0.022 VGS = 10V, ID = 25A"),
        ev("irlz44n.pdf", 2, "VGS(th) Gate Threshold Voltage 1.0 ––– 2.0 V"),
        ev(
            "pc817.pdf",
            4,
            "Collector-emitter saturation voltage VCE (sat) IF=20mA, IC=1mA − 0.1 0.2 V",
        ),
    ],
    "Risky-looking (12 V on a logic-level gate) but 12 V < 16 V VGS abs max; at 12 V RDS(on) <= 22 mOhm (10 V row) at 10 A; with the opto on, IC = 1.2 mA and VCE(sat) <= 0.2 V < VGS(th) min 1.0 V, so it turns off. PC817 VCEO 80 V (35 V before date code P7) covers 12 V. Inverted logic.",
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

# ---------- batch 2
add(
    "rq28-f06",
    "hard",
    "simple",
    "What voltage range is allowed on the L298 current-sensing pins (pins 1 and 15)?",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "analog_input_range",
            "V",
            mn=-1,
            mx=2,
            cond="Vsens sensing voltage pins 1, 15 (-1 V only for t <= 50 us)",
        )
    ],
    [ev("l298n.pdf", 3, "Vsens Sensing Voltage (pins 1, 15) –1 (1) 2 V")],
    "-1..2 V (note 1: -1 V for t <= 50 us, steady state >= -0.5 V); look-alikes input/enable VIL -0.3..1.5 V, VIH 2.3..VSS, VCEsat rows.",
    wording="formal",
)
add(
    "rq28-f07",
    "medium",
    "simple",
    "acs712 propagation time (not the response time), typical, in ns?",
    ["ACS712"],
    None,
    [
        it(
            "ACS712",
            "response_time",
            "us",
            typ=3,
            cond="tPROP propagation time, IP = IP(max), 25 C, COUT open",
        )
    ],
    [ev("acs712.pdf", 4, "Propagation Time tPROP IP = IP(max), TA = 25°C, COUT = open – 3 – μs")],
    "3 us = 3000 ns typ; look-alikes response time 7 us, rise time 5 us, power-on time 35 us.",
)
add(
    "rq28-f08",
    "hard",
    "structured",
    "hmc5883l gain in lsb/gauss, what range does it span over all the gain settings?",
    ["HMC5883L"],
    None,
    [
        it(
            "HMC5883L",
            "sensitivity",
            "LSB/gauss",
            mn=230,
            mx=1370,
            q="magnetic_field",
            cond="VDD = 3.0 V, GN = 0 to 7, 12-bit ADC",
        )
    ],
    [
        ev(
            "hmc5883l.pdf",
            2,
            "Sensitivity (Gain) VDD=3.0V, GN=0 to 7, 12-bit ADC 230 1370 LSb/gauss",
        )
    ],
    "230..1370 LSb/gauss over GN 0..7; look-alikes digital resolution 0.73..4.35 mG, dynamic range +-1..+-8 gauss.",
)
add(
    "rq28-f09",
    "hard",
    "simple",
    "¿Qué corriente de cortocircuito tiene la salida del MCP4725 con VDD = 5 V y VOUT a masa (típica y máxima)?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "peak_output_current",
            "mA",
            typ=15,
            mx=24,
            cond="ISC short circuit current, VDD = 5 V, VOUT grounded",
        )
    ],
    [ev("mcp4725.pdf", 3, "Short Circuit Current ISC — 15 24 mA VDD = 5V, VOUT = Grounded")],
    "15 typ / 24 max mA; look-alike abs max current at output pins +-25 mA, supply current 210/400 uA. Filed as peak_output_current.",
    wording="formal",
    lang="es",
)
add(
    "rq28-f10",
    "medium",
    "simple",
    "am2302 / dht22 current when its sleeping (dormancy)? min and typ in uA",
    ["DHT22"],
    None,
    [it("DHT22", "standby_current", "uA", mn=10, typ=15, cond="dormancy")],
    [ev("dht22.pdf", 4, "Dormancy 10 15 µA")],
    "10 min / 15 typ uA; look-alikes measuring 500 uA, average 300 uA, output current turn off 10/20 uA.",
)
add(
    "rq28-u03",
    "medium",
    "simple",
    "lm2596 buck module in a greenhouse, what max humidity is it rated for?",
    ["LM2596"],
    "insufficient_evidence",
    [],
    [],
    "No humidity anywhere in the LM2596 sheet (only junction temperature and MSL/ESD data).",
)
add(
    "rq28-u04",
    "hard",
    "simple",
    "What turn-on delay time does the IRLZ44N datasheet specify when the gate is driven at VGS = 10 V?",
    ["IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "Switching times (td(on) 11 ns etc.) are given only at VGS = 5.0 V (VDD = 28 V, ID = 25 A, RG = 3.4 Ohm); no 10 V switching row.",
    wording="formal",
)
add(
    "rq28-c04",
    "medium",
    "compatibility",
    "acs712 powered straight from a single li-ion cell charged by a tp4056 (4.2v when full). in spec?",
    ["ACS712", "TP4056"],
    "incompatible",
    [
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="regulated charge voltage, IBAT = 40 mA",
        ),
    ],
    [
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("tp4056.pdf", 5, "IBAT=40mA 4.158 4.2 4.242 V"),
    ],
    "Even a full cell (<= 4.242 V) is below the ACS712 VCC minimum 4.5 V, and it only drops from there.",
)
add(
    "rq28-c05",
    "medium",
    "compatibility",
    "dht11 on a tps63021 3v3 rail, will it run?",
    ["DHT11", "TPS63021"],
    "incompatible",
    [
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC"),
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
    ],
    [
        ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
    ],
    "3.267..3.333 V is below the DHT11 3.5 V minimum.",
)
add(
    "rq28-c06",
    "hard",
    "compatibility",
    "hc-sr04 echo pin wired straight to IN1 of an l298n (logic vss 5v) so the motor runs while the echo is high. will the l298 see the echo as a valid high?",
    ["HC-SR04", "L298N"],
    "insufficient_evidence",
    [],
    [],
    "L298 needs ViH >= 2.3 V, but the HC-SR04 sheet gives no echo output-high voltage (only 'TTL lever signal'), so the level check has no evidence.",
)

# ---------- batch 3
add(
    "rq28-f11",
    "hard",
    "structured",
    "Songle SRD relay, standard-sensitivity (0.45 W) version with the 9 VDC coil: what coil current and coil resistance does the coil data chart give?",
    ["SRD-05VDC-SL-C"],
    None,
    [
        it(
            "SRD-05VDC-SL-C",
            "coil_resistance",
            "Ohm",
            value=180,
            cond="SRD standard, 09 VDC coil, +-10 %, 20 C",
        ),
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=50,
            cond="SRD standard, 09 VDC coil current",
        ),
    ],
    [ev("srd-05vdc-sl-c.pdf", 2, "09 09 50 180")],
    "Standard 09 VDC: 50 mA, 180 Ohm; look-alike high-sensitivity 09 VDC row 40 mA, 225 Ohm. Coil current filed as supply_current (no coil-current field).",
    wording="formal",
)
add(
    "rq28-f12",
    "medium",
    "simple",
    "max44009 saturation level in direct sun, how many klux before it maxes out?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "measurement_range",
            "lx",
            mx=188000,
            q="illuminance",
            cond="saturation ambient lux level, sunlight",
        )
    ],
    [ev("max44009.pdf", 2, "Saturation Ambient Lux Level Sunlight 188,000 Lux")],
    "188,000 lux = 188 klux (typ column); look-alike maximum lux sensitivity 0.045 lux/LSB, total error 15 %.",
)
add(
    "rq28-f13",
    "medium",
    "simple",
    "mcp73831 STAT pin, how much current can it sink max? want to hang an led on it",
    ["MCP73831"],
    None,
    [it("MCP73831", "output_current", "mA", mx=25, cond="STAT sink current ISINK")],
    [ev("mcp73831.pdf", 4, "Sink Current ISINK — — 25 mA")],
    "25 mA max sink; look-alike source current 35 mA, VOL 0.4/1 V at 4 mA.",
)
add(
    "rq28-f14",
    "hard",
    "simple",
    "tmp36 in the soic (FS grade) - whats the accuracy at 25c? not the GS one",
    ["TMP36"],
    None,
    [it("TMP36", "accuracy", "°C", mn=-2.0, mx=2.0, q="temperature", cond="TMP36FS, at 25 C max")],
    [ev("tmp36.pdf", 3, "TMP36FS ± 2.0 –40°C to +125°C RN-8")],
    "+-2.0 C max for F grade (TMP36FT9, TMP36FS); look-alike G grade TMP36GS/GT9/GRT2 +-3.0 C.",
)
add(
    "rq28-f15",
    "hard",
    "simple",
    "What is the quiescent current of the plain LM35 (not the LM35A) at VS = 5 V over the full rated temperature range (typical and maximum)?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "quiescent_current",
            "uA",
            typ=105,
            mx=158,
            cond="LM35, VS = 5 V, full temperature range (design limit)",
        )
    ],
    [ev("lm35.pdf", 5, "VS = 5 V 105 158 91 138")],
    "LM35 105 typ / 158 max uA (LM35C/D columns 91 / 138); look-alikes LM35 at 25 C 56/80 uA, LM35A 105/131 uA (page 4), VS = 30 V 105.5/161.",
    wording="formal",
)
add(
    "rq28-u05",
    "medium",
    "simple",
    "whats the coil inductance of the srd-05vdc relay? sizing a snubber",
    ["SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [],
    "The SRD sheet gives coil voltage, current, resistance and power, but no coil inductance ('Inductive Load' is a contact rating).",
)
add(
    "rq28-c07",
    "hard",
    "compatibility",
    "ds3231 backup: can i put a li-ion cell (charged by a tp4056, 4.2v full) on VBAT instead of a coin cell? voltage wise",
    ["DS3231", "TP4056"],
    "compatible",
    [
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.0, mx=5.5, cond="VBAT recommended"),
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="regulated charge voltage",
        ),
    ],
    [
        ev("ds3231.pdf", 2, "VBAT 2.3 3.0 5.5 V"),
        ev("tp4056.pdf", 5, "IBAT=40mA 4.158 4.2 4.242 V"),
    ],
    "Risky-looking but VBAT accepts 2.3..5.5 V; a Li-ion cell (<= 4.242 V) is inside. VBAT filed as supply_voltage (condition names the pin).",
)
add(
    "rq28-c08",
    "hard",
    "compatibility",
    "Is the 3.3 V output of a TPS63021 within the recommended supply voltage range of a CCS811?",
    ["CCS811", "TPS63021"],
    "incompatible",
    [
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.3, cond="VDD"),
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
    ],
    [
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
    ],
    "Edge case: TPS63021 can reach 3.333 V > CCS811 VDD max 3.3 V, so the recommended range is not guaranteed (typically fine).",
    wording="formal",
)
add(
    "rq28-c09",
    "hard",
    "compatibility",
    "mcp73831 STAT pin sinking the led of a pc817 at ~20 ma (resistor from vdd 5v) so my mcu gets an isolated 'charging' signal. can STAT take that?",
    ["MCP73831", "PC817"],
    "compatible",
    [
        it("MCP73831", "output_current", "mA", mx=25, cond="STAT sink current ISINK"),
        it(
            "PC817",
            "supply_current",
            "mA",
            mx=50,
            cond="input forward current IF, absolute maximum",
        ),
        it(
            "PC817", "supply_voltage", "V", typ=1.2, mx=1.4, cond="forward voltage VF at IF = 20 mA"
        ),
    ],
    [
        ev("mcp73831.pdf", 4, "Sink Current ISINK — — 25 mA"),
        ev("pc817.pdf", 4, "Forward current IF 50 mA"),
        ev("pc817.pdf", 4, "Forward voltage VF IF=20mA − 1.2 1.4 V"),
    ],
    "20 mA < 25 mA STAT sink max and < 50 mA PC817 IF max; VF 1.2/1.4 V sets the resistor. PC817 IF / VF filed as supply_current / supply_voltage of the LED input (no LED field).",
)
add(
    "rq28-c10",
    "medium",
    "compatibility",
    "charging a lipo with an mcp73831 fed from the 3.3v output of a tps63021 - does that work?",
    ["MCP73831", "TPS63021"],
    "incompatible",
    [
        it("MCP73831", "supply_voltage", "V", mn=3.75, mx=6, cond="VDD"),
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
    ],
    [
        ev("mcp73831.pdf", 3, "Supply Voltage VDD 3.75 — 6 V"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
    ],
    "3.3 V < VDD min 3.75 V (and below the UVLO start 3.3..3.6 V); it cannot charge to 4.2 V from 3.3 V anyway.",
)

# ---------- batch 4
add(
    "rq28-f16",
    "hard",
    "simple",
    "ina3221 conversion time when CT bits = 001? typ and max, in ms",
    ["INA3221"],
    None,
    [it("INA3221", "response_time", "us", typ=204, mx=224, cond="conversion time, CT bit = 001")],
    [ev("ina3221.pdf", 5, "CT bit = 001 204 224")],
    "204 / 224 us = 0.204 / 0.224 ms; look-alikes CT 000 140/154 us, 010 332/365 us, 100 1.1/1.21 ms. Unit us from the table's column.",
)
add(
    "rq28-f17",
    "medium",
    "simple",
    "What peak supply current can the Si7021 draw during I2C operations such as reset or reading the user register?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "supply_current",
            "mA",
            typ=3.5,
            mx=4.0,
            cond="peak IDD during I2C operations (note 4)",
        )
    ],
    [ev("si7021.pdf", 4, "Peak IDD during I2C operations4 — 3.5 4.0 mA")],
    "3.5 typ / 4.0 max mA; look-alikes peak IDD during power-up (same numbers), RH conversion 150/180 uA, temperature conversion 90/120 uA.",
    wording="formal",
)
add(
    "rq28-f18",
    "medium",
    "structured",
    "si7021 built-in heater, how much current does it pull? from lowest to highest setting",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "supply_current",
            "mA",
            mn=3.1,
            mx=94.2,
            cond="heater current IHEAT (additional, HTRE enabled)",
        )
    ],
    [ev("si7021.pdf", 4, "Heater Current IHEAT — 3.1 to 94.2 — mA")],
    "3.1 to 94.2 mA depending on the heater setting (printed in the typ column); look-alike peak IDD 3.5/4.0 mA.",
)
add(
    "rq28-f19",
    "medium",
    "simple",
    "vl53l0x gpio1 interrupt pin: low level output voltage max at 4 ma? in millivolts",
    ["VL53L0X"],
    None,
    [it("VL53L0X", "output_low_voltage", "V", mx=0.4, cond="GPIO1 VOL, IOUT = 4 mA")],
    [ev("vl53l0x.pdf", 24, "VOL - - 0.4 V")],
    "400 mV max (same for SDA); look-alikes GPIO1 VIL 0.3 IOVDD, I2C VIL -0.5..0.6 V, VIH 1.12 V min.",
)
add(
    "rq28-f20",
    "hard",
    "simple",
    "In the INA3221 electrical characteristics, what is the maximum high-level input voltage (VIH) for the digital inputs?",
    ["INA3221"],
    None,
    [it("INA3221", "input_high_voltage", "V", mx=6, cond="VIH max (min 0.7 x VS), at VS = 3.3 V")],
    [ev("ina3221.pdf", 5, "VIH High-level input voltage 0.7 (VS) 6 V")],
    "6 V max (min 0.7 VS); look-alike VIL -0.5..0.3 VS. Caution: abs max gives SDA 6 V but SCL only VS + 0.3 V (page 4).",
    wording="formal",
)
add(
    "rq28-u06",
    "hard",
    "simple",
    "hx711 input impedance on channel A? want to know if my bridge sees a load",
    ["HX711"],
    "insufficient_evidence",
    [],
    [],
    "The HX711 sheet gives input range, common mode range, offset, noise, rejection; no input impedance / input current.",
)
add(
    "rq28-c11",
    "hard",
    "compatibility",
    "si7021 with the heater on max plus a tcs34725 (active) both running off an ams1117-3.3. enough current, and is the ldo's minimum load met?",
    ["Si7021", "TCS34725", "AMS1117"],
    "compatible",
    [
        it("Si7021", "supply_current", "mA", mn=3.1, mx=94.2, cond="heater current IHEAT"),
        it("TCS34725", "supply_current", "uA", typ=235, mx=330, cond="active, VDD = 3 V"),
        it("AMS1117", "output_current", "A", value=1, cond="output current"),
    ],
    [
        ev("si7021.pdf", 4, "Heater Current IHEAT — 3.1 to 94.2 — mA"),
        ev("tcs34725.pdf", 4, "Active 235 330"),
        ev("ams1117.pdf", 1, "Output Current of 1A"),
        ev("ams1117.pdf", 3, "Minimum Load AMS1117 (VIN - VOUT) = 12V (Note 5) 5 10 mA"),
    ],
    "~95 mA total << 1 A, and the 94.2 mA heater load is above the AMS1117 10 mA max minimum-load requirement (evidence quoted; not an item because no min-load field exists).",
)
add(
    "rq28-c12",
    "hard",
    "compatibility",
    "vl53l0x gpio1 (open drain int) pulling down the led of a pc817 at 10 ma through a resistor from 3v3. can gpio1 sink that?",
    ["VL53L0X", "PC817"],
    "insufficient_evidence",
    [],
    [],
    "VL53L0X GPIO1 VOL is specified only at IOUT = 4 mA (0.4 V) and no maximum sink current is given, so 10 mA has no evidence either way.",
)
add(
    "rq28-c13",
    "medium",
    "compatibility",
    "hx711 load cell amp powered straight from a 1s li-ion (tp4056 charger, 4.2v full), dvdd and vsup tied to the cell. voltage ok?",
    ["HX711", "TP4056"],
    "compatible",
    [
        it(
            "HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD (AVDD, VSUP also 2.6..5.5 V)"
        ),
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="regulated charge voltage",
        ),
    ],
    [
        ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
        ev("tp4056.pdf", 5, "IBAT=40mA 4.158 4.2 4.242 V"),
    ],
    "Full cell <= 4.242 V < 5.5 V and a Li-ion cell does not normally go below 2.6 V.",
)
add(
    "rq28-u07",
    "medium",
    "simple",
    "What output noise voltage (in µVrms) does the XC6206 datasheet specify?",
    ["XC6206"],
    "insufficient_evidence",
    [],
    [],
    "No output noise spec in the XC6206 sheet; ripple rejection appears only as a characteristic graph (no number in text).",
    wording="formal",
)

# ---------- batch 5
add(
    "rq28-f21",
    "hard",
    "simple",
    "drv8833 high-side fet on-resistance with vm = 2.7v at 25c (500 ma)? in ohms",
    ["DRV8833"],
    None,
    [
        it(
            "DRV8833",
            "on_resistance",
            "mOhm",
            typ=250,
            cond="HS FET RDS(ON), VM = 2.7 V, IO = 500 mA, TJ = 25 C",
        )
    ],
    [ev("drv8833.pdf", 6, "VM = 2.7 V, I O = 500 mA, TJ = 25°C 250")],
    "250 mOhm = 0.25 Ohm typ; look-alikes LS FET at the same condition 200 mOhm, HS at VM = 5 V 200 mOhm, HS at 2.7 V / 85 C 350 mOhm max.",
)
add(
    "rq28-f22",
    "hard",
    "simple",
    "How much current does the MCP3008 reference input (VREF pin) draw while converting at VDD = VREF = 5 V? Typical and maximum, not the VDD supply current.",
    ["MCP3008"],
    None,
    [
        it(
            "MCP3008",
            "supply_current",
            "uA",
            typ=100,
            mx=150,
            cond="reference input current drain (VREF pin), VDD = VREF = 5 V, 200 ksps",
        )
    ],
    [ev("mcp3008.pdf", 3, "Current Drain — 100 150 µA")],
    "VREF current drain 100 typ / 150 max uA (0.001/3 uA with CS = VDD); look-alikes VDD operating current 425/550 uA and standby 0.005/2 uA (page 5). No reference-current field: filed as supply_current with the condition.",
    wording="formal",
)
add(
    "rq28-f23",
    "medium",
    "simple",
    "drv8833 propagation delay from INx to OUTx at vm 5v? in ns",
    ["DRV8833"],
    None,
    [it("DRV8833", "response_time", "us", typ=1.1, cond="tPROP INx to OUTx, VM = 5 V")],
    [ev("drv8833.pdf", 6, "tPROP Propagation delay INx to OUTx VM = 5 V 1.1 µs")],
    "1.1 us = 1100 ns typ; look-alikes dead time 450 ns, input deglitch 450 ns, rise 180 ns, fall 160 ns.",
)
add(
    "rq28-k01",
    "medium",
    "comparison",
    "lm35 vs tmp36 (F grade), which one is more accurate at 25c? give both worst case",
    ["LM35", "TMP36"],
    None,
    [
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-1,
            typ=None,
            mx=1,
            q="temperature",
            cond="LM35, TA = 25 C, tested limit (typ +-0.4)",
        ),
        it(
            "TMP36",
            "accuracy",
            "°C",
            mn=-2,
            mx=2,
            q="temperature",
            cond="TMP36 F grade, TA = 25 C (typ +-1)",
        ),
    ],
    [
        ev("lm35.pdf", 4, "TA = 25°C ±0.4 ±1 ±0.4 ±1"),
        ev("tmp36.pdf", 2, "TMP35/TMP36/TMP37F TA = 25°C ±1 ±2 °C"),
    ],
    "LM35 +-1 C max vs TMP36F +-2 C max: LM35 is better. Look-alikes LM35D +-1.5, TMP36G +-3, over-temperature rows.",
)
add(
    "rq28-k02",
    "medium",
    "comparison",
    "Which draws less current while idle between measurements, the DHT22 (AM2302) in dormancy or the DHT11 in standby?",
    ["DHT22", "DHT11"],
    None,
    [
        it("DHT22", "standby_current", "uA", mn=10, typ=15, cond="dormancy"),
        it("DHT11", "standby_current", "uA", value=60, cond="standby"),
    ],
    [
        ev("dht22.pdf", 4, "Dormancy 10 15 µA"),
        ev("dht11.pdf", 3, "Supply Current: measurement 0.3mA standby 60μ A"),
    ],
    "DHT22 15 uA typ vs DHT11 60 uA: DHT22 lower. DHT11 gives a single value.",
    wording="formal",
)
add(
    "rq28-u08",
    "hard",
    "simple",
    "max pwm frequency i can feed into the drv8833 xIN1/xIN2 pins?",
    ["DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "The DRV8833 sheet gives no maximum input PWM frequency; the only frequency is the internal current-control PWM (fPWM 50 kHz), a trap.",
)
add(
    "rq28-c14",
    "hard",
    "compatibility",
    "INA3221 running at VS = 3.3 V on an I2C bus whose pull-ups go to 5 V (a DS3231 at VCC = 5 V shares the bus). The INA3221 VIH goes up to 6 V, so is this fine?",
    ["INA3221", "DS3231"],
    "incompatible",
    [
        it(
            "INA3221",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            cond="SCL clock line, (GND - 0.3) to (VS + 0.3) = 3.6 V at VS = 3.3 V",
        ),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
    ],
    [
        ev("ina3221.pdf", 4, "Clock line, SCL (GND – 0.3) (VS + 0.3)"),
        ev("ina3221.pdf", 5, "VIH High-level input voltage 0.7 (VS) 6 V"),
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"),
    ],
    "SDA abs max is 6 V but SCL abs max is VS + 0.3 = 3.6 V, so 5 V on SCL exceeds it despite the 6 V VIH row. Doubt: the sheet's own VIH max 6 V row contradicts; the abs max is the binding limit.",
    wording="formal",
)
add(
    "rq28-c15",
    "medium",
    "compatibility",
    "drv8833 VM from an ams1117-5.0, two small motors ~300ma each. ok?",
    ["DRV8833", "AMS1117"],
    "compatible",
    [
        it(
            "DRV8833",
            "load_supply_voltage",
            "V",
            mn=2.7,
            mx=10.8,
            cond="VM motor power supply voltage range",
        ),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=4.9,
            typ=5.0,
            mx=5.1,
            cond="AMS1117-5.0 over load/line/temp",
        ),
        it("AMS1117", "output_current", "A", value=1, cond="output current"),
    ],
    [
        ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V"),
        ev("ams1117.pdf", 2, "4.900 5.000 5.100 V"),
        ev("ams1117.pdf", 1, "Output Current of 1A"),
    ],
    "4.9..5.1 V inside 2.7..10.8 V; 600 mA total < 1 A. (AMS1117 input voltage/dissipation not part of the question.)",
)
add(
    "rq28-c16",
    "hard",
    "compatibility",
    "tmp36 output straight into mcp3008 ch0 sampling at the full 200 ksps, no buffer/cap. can the tmp36 output settle the adc's sample cap in time?",
    ["TMP36", "MCP3008"],
    "insufficient_evidence",
    [],
    [],
    "MCP3008 sample cap 20 pF through ~1 kOhm, tSAMPLE 1.5 clocks; the TMP36 sheet gives output load current 0..50 uA and capacitive-load stability, but no output impedance or transient settling, so whether it settles in 1.5 clocks has no evidence. (Voltage range fits.)",
)
add(
    "rq28-c17",
    "medium",
    "compatibility",
    "inmp441 i2s mic powered straight off a 1s li-ion that a tp4056 board charges (4.2v full), skipping the ldo. fine?",
    ["INMP441", "TP4056"],
    "incompatible",
    [
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="regulated charge voltage",
        ),
    ],
    [
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
        ev("tp4056.pdf", 5, "IBAT=40mA 4.158 4.2 4.242 V"),
    ],
    "A full cell (4.158..4.242 V) exceeds the INMP441 VDD max 3.63 V (also its 3.63 V absolute maximum).",
)

# ---------- batch 6
add(
    "rq28-f24",
    "hard",
    "simple",
    "esp32-wroom-32: how much current can a pin in the VDD_SDIO power domain source (high level)? not the cpu/rtc domain ones",
    ["ESP32-WROOM-32"],
    None,
    [
        it(
            "ESP32-WROOM-32",
            "output_current",
            "mA",
            typ=20,
            cond="high-level source current, VDD_SDIO power domain",
        )
    ],
    [ev("esp32-wroom-32.pdf", 15, "VDD_SDIO power domain 1, 3 - 20 - mA")],
    "20 mA typ; look-alike VDD3P3_CPU / VDD3P3_RTC domains 40 mA typ (VDD = 3.3 V, VOH >= 2.64 V), sink 28 mA.",
)
add(
    "rq28-f25",
    "medium",
    "simple",
    "mpu6050 gyro sensitivity in lsb per deg/s at the ±2000 dps setting (FS_SEL=3)?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "sensitivity",
            "LSB/dps",
            typ=16.4,
            q="angular_rate",
            cond="gyro sensitivity scale factor, FS_SEL = 3",
        )
    ],
    [ev("mpu-6050.pdf", 12, "FS_SEL=3 16.4 LSB/(º/s)")],
    "16.4 LSB/(deg/s); look-alike FS_SEL = 0 131 LSB/(deg/s), full-scale +-2000 deg/s.",
)
add(
    "rq28-f26",
    "hard",
    "simple",
    "After power-on, how long does the MPU-6050 gyroscope zero-rate output take to settle to within ±1 °/s of its final value?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "warm_up_time",
            "ms",
            typ=30,
            cond="gyroscope start-up time, ZRO settling from power-on to +-1 deg/s, DLPFCFG = 0",
        )
    ],
    [ev("mpu-6050.pdf", 12, "ZRO Settling (from power-on) to ±1º/s of Final 30 ms")],
    "30 ms typ; look-alikes sensor bandwidth 5..256 Hz, output data rate 4..8000 Hz, ZRO tolerance +-20 deg/s.",
    wording="formal",
)
add(
    "rq28-c18",
    "hard",
    "compatibility",
    "ds18b20 (normal vdd power, 3v3) on an esp32 pin using just the esp32's internal pull-up instead of the 4.7k resistor. will the 1-wire bus work?",
    ["DS18B20", "ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [],
    "ESP32 internal pull-up is 45 kOhm typ (page 16); the DS18B20 sheet only shows a 4.7 kOhm pull-up in its figures and gives no allowed pull-up range or bus rise-time limit, so the check has no evidence (in practice weak).",
)
add(
    "rq28-c19",
    "medium",
    "compatibility",
    "mpu6050 breakout vdd straight on a lipo charged by an mcp73831 (the 4.2v -2 version). the abs max is 6v so it's ok right?",
    ["MPU-6050", "MCP73831"],
    "incompatible",
    [
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating range"),
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
    ],
    [
        ev("mpu-6050.pdf", 8, "VDD 2.375V-3.46V 2.375V-3.46V"),
        ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2"),
    ],
    "Below the -0.5..6 V absolute maximum, but 4.2 V is far above the 3.46 V operating maximum: not a valid operating condition (breakout LDOs aside; the question is the VDD pin).",
)
add(
    "rq28-c20",
    "medium",
    "compatibility",
    "Can a MAX31855 (VCC) and a VL53L0X (AVDD) both be supplied from the output of an AMS1117-3.3?",
    ["MAX31855", "VL53L0X", "AMS1117"],
    "compatible",
    [
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.235,
            typ=3.3,
            mx=3.365,
            cond="AMS1117-3.3, full load/line/temperature",
        ),
    ],
    [
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
        ev(
            "ams1117.pdf",
            2,
            "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V 3.235 3.300 3.365 V",
        ),
    ],
    "3.235..3.365 V is inside 3.0..3.6 V and 2.6..3.5 V; currents (1.5 mA max, ~40 mA VL53L0X peak) are small against 1 A.",
    wording="formal",
)
add(
    "rq28-c21",
    "hard",
    "compatibility",
    "cc1101 GDO0 pin (cc1101 on 3.0v) driving an irlz44n gate directly to switch a 12v 3a pump when a packet arrives. will the fet turn on properly?",
    ["CC1101", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "CC1101 logic 1 output is VDD-0.3..VDD (~2.7..3.0 V); IRLZ44N RDS(on) is specified only at VGS = 10, 5.0 and 4.0 V (VGS(th) 1..2 V at 250 uA), so the on-state at ~3 V / 3 A has no evidence.",
)
add(
    "rq28-c22",
    "hard",
    "compatibility",
    "max44009 (vcc 3.3v) INT line wired-or with a ds3231 INT/SQW (ds3231 on 5v), common pull-up to 5v. safe for the max44009?",
    ["MAX44009", "DS3231"],
    "incompatible",
    [
        it(
            "MAX44009",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            cond="INT to GND, -0.3 V to VCC + 0.3 V (3.6 V at VCC = 3.3 V)",
        ),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
    ],
    [
        ev(
            "max44009.pdf",
            2,
            "INT to GND................................................ -0.3V to (VCC + 0.3V)",
        ),
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"),
    ],
    "5 V on INT exceeds VCC + 0.3 = 3.6 V (and VCC cannot go above 3.6 V to raise it). The DS3231 side is fine at 5 V.",
)
add(
    "rq28-c23",
    "medium",
    "compatibility",
    "max31855 and a w25q64 flash on the same spi bus, sck 8 mhz, all 3.3v. ok for both?",
    ["MAX31855", "W25Q64FV"],
    "incompatible",
    [
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="fSCL serial-clock frequency"),
        it(
            "W25Q64FV",
            "spi_clock_frequency",
            "MHz",
            mx=50,
            cond="fR read data (03h), VCC 3.0..3.6 V",
        ),
    ],
    [
        ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz"),
        ev("w25q64.pdf", 72, "FR = 104MHz, fR = 50MHz 3.0 3.6"),
    ],
    "8 MHz > MAX31855 5 MHz max; the W25Q64FV is fine (50 MHz read, 104 MHz fast read at 3.0..3.6 V).",
)
add(
    "rq28-c24",
    "medium",
    "compatibility",
    "cc1101 transmitting at +10 dbm right next to an inmp441 mic on the same small pcb. will the rf show up as noise in the audio?",
    ["CC1101", "INMP441"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet gives RF immunity / susceptibility figures for the INMP441 or emission figures near a microphone; only PSR to a 217 Hz supply ripple is given.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
