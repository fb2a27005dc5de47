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


A = "ACS712"
M = "MAX31855"
B = "BH1750"
D = "DHT22"
H = "74HC595"
E = "ESP32-WROOM-32"
X = "XC6206"
S = "AMS1117"
# ---------- factual
add(
    "rq18-f01",
    "medium",
    "simple",
    "acs712 5a version, worst case sensitivity over the whole -40..85 range? in V/A pls",
    [A],
    None,
    [
        it(
            A,
            "sensitivity",
            "mV/A",
            mn=178,
            mx=193,
            q="current",
            cond="x05A, SensTOP over full range of IP and TOP",
        )
    ],
    [ev("acs712.pdf", 5, "SensTOP Over full range of IP 178 – 193 mV/A")],
    "x05A SensTOP row (178..193 mV/A = 0.178..0.193 V/A), beside SensTA 185 mV/A at 25 C and the x20A/x30A tables.",
)
add(
    "rq18-f02",
    "medium",
    "simple",
    "Over the full operating temperature range (TOP = -40 °C to 85 °C), what sensitivity limits does the ACS712 x20A version guarantee?",
    [A],
    None,
    [
        it(
            A,
            "sensitivity",
            "mV/A",
            mn=97,
            mx=103,
            q="current",
            cond="x20A, SensTOP over full range of IP",
        )
    ],
    [ev("acs712.pdf", 5, "SensTOP Over full range of IP 97 – 103 mV/A")],
    "x20A SensTOP (97/103 mV/A), not the 25 C typical 100 mV/A; beside x05A 178/193 and x30A 64/68.",
    "formal",
)
add(
    "rq18-f03",
    "hard",
    "structured",
    "What typical sensitivity does the ACS712 have at 25 °C? The sheet lists several current ranges.",
    [A],
    None,
    [
        it(A, "sensitivity", "mV/A", typ=185, q="current", cond="x05A, TA = 25 C"),
        it(A, "sensitivity", "mV/A", typ=100, q="current", cond="x20A, TA = 25 C"),
        it(A, "sensitivity", "mV/A", typ=66, q="current", cond="x30A, TA = 25 C"),
    ],
    [
        ev("acs712.pdf", 5, "SensTA Over full range of IP, TA = 25°C – 185 – mV/A"),
        ev("acs712.pdf", 5, "SensTA Over full range of IP, TA = 25°C – 100 – mV/A"),
        ev("acs712.pdf", 5, "SensTA Over full range of IP , TA = 25°C – 66 – mV/A"),
    ],
    "Three versions x05A/x20A/x30A; the question does not choose.",
    "formal",
)
add(
    "rq18-f04",
    "medium",
    "simple",
    "acs712 absolute max on the vcc pin?",
    [A],
    None,
    [it(A, "abs_max_supply_voltage", "V", mx=8, cond="VCC absolute maximum")],
    [ev("acs712.pdf", 2, "Supply Voltage VCC 8 V")],
    "Absolute maximum 8 V, not the 4.5..5.5 V operating range (page 4); reverse supply -0.1 V beside it.",
)
add(
    "rq18-f05",
    "medium",
    "simple",
    "¿Cuál es el rango de temperatura de almacenamiento del ACS712?",
    [A],
    None,
    [it(A, "storage_temperature", "°C", mn=-65, mx=170, cond="Tstg")],
    [ev("acs712.pdf", 2, "Storage Temperature Tstg –65 to 170 ºC")],
    "Tstg -65..170 C, not the -40..85 C E-range operating temperature.",
    "formal",
    "es",
)
add(
    "rq18-f06",
    "hard",
    "simple",
    "What thermocouple temperature gain and offset error does the MAX31855J (type J) have over its widest range, thermocouple -210 °C to +1200 °C with TA = -40 °C to +125 °C?",
    [M],
    None,
    [
        it(
            M,
            "accuracy",
            "°C",
            mn=-4,
            mx=4,
            q="temperature",
            cond="MAX31855J, TTHERMOCOUPLE -210..+1200 C, TA -40..+125 C",
        )
    ],
    [ev("max31855.pdf", 3, "TTHERMOCOUPLE = -210NC to +1200NC, sensitivity) (Note 4) -4 +4")],
    "J-type second row (±4 C), beside the -210..+750 C / TA -20..85 C row (±2 C) and the K/N/T/E/R/S tables.",
    "formal",
)
add(
    "rq18-f07",
    "hard",
    "simple",
    "Quelle est l'erreur de gain et d'offset du MAX31855E (thermocouple type E) entre +700 °C et +1000 °C, pour TA de -20 °C à +85 °C ?",
    [M],
    None,
    [
        it(
            M,
            "accuracy",
            "°C",
            mn=-3,
            mx=3,
            q="temperature",
            cond="MAX31855E, TTHERMOCOUPLE +700..+1000 C, TA -20..+85 C",
        )
    ],
    [ev("max31855.pdf", 3, "TTHERMOCOUPLE = +700NC to +1000NC, -3 +3 NC")],
    "E-type middle row ±3 C (other types have ±4 C there); beside ±2 C (-200..+700) and ±5 C (full range).",
    "formal",
    "fr",
)
add(
    "rq18-f08",
    "medium",
    "simple",
    "max31855 storage temp range?",
    [M],
    None,
    [it(M, "storage_temperature", "°C", mn=-65, mx=150, cond="absolute maximum ratings")],
    [
        ev(
            "max31855.pdf",
            2,
            "Storage Temperature Range ........................... -65NC to +150NC",
        )
    ],
    "Storage -65..+150 C, beside operating -40..+125 C and junction +150 C.",
)
add(
    "rq18-f09",
    "medium",
    "simple",
    "What is the absolute maximum supply voltage (VCC to GND) of the MAX31855?",
    [M],
    None,
    [it(M, "abs_max_supply_voltage", "V", mn=-0.3, mx=4.0, cond="VCC to GND")],
    [ev("max31855.pdf", 2, "Supply Voltage Range (VCC to GND)...................-0.3V to +4.0V")],
    "-0.3..+4.0 V absolute; the operating range 3.0..3.6 V is a different row.",
    "formal",
)
add(
    "rq18-f10",
    "medium",
    "simple",
    "bh1750 high res mode, worst case time for one measurement? in seconds",
    [B],
    None,
    [it(B, "response_time", "ms", typ=120, mx=180, cond="H-resolution mode measurement time tHR")],
    [ev("bh1750.pdf", 2, "tHR － 120 180 ms")],
    "tHR 120/180 ms = 0.18 s max; beside the L-resolution tLR 16/24 ms.",
)
add(
    "rq18-f11",
    "medium",
    "simple",
    "What is the BH1750's resolution in L-resolution mode?",
    [B],
    None,
    [it(B, "resolution", "lx", typ=4, q="illuminance", cond="L-Resolution Mode rLR")],
    [ev("bh1750.pdf", 2, "L-Resolution Mode Resolution rLR － 4 － lx")],
    "rLR 4 lx, beside H-resolution rHR 1 lx.",
    "formal",
)
add(
    "rq18-f12",
    "medium",
    "simple",
    "¿Cuál es la temperatura de almacenamiento del BH1750?",
    [B],
    None,
    [it(B, "storage_temperature", "°C", mn=-40, mx=100, cond="Tstg")],
    [ev("bh1750.pdf", 1, "Storage Temperature Tstg -40～100 ℃")],
    "Tstg -40..100 C, beside Topr -40..85 C.",
    "formal",
    "es",
)
add(
    "rq18-f13",
    "medium",
    "simple",
    "lowest voltage i can run the bh1750's DVI (i2c reference) pin at?",
    [B],
    None,
    [it(B, "io_supply_voltage", "V", mn=1.65, cond="VDVI, I2C reference voltage, max VCC")],
    [ev("bh1750.pdf", 1, "I2C Reference Voltage VDVI 1.65 - VCC V")],
    "VDVI 1.65 V .. VCC; beside VCC 2.4/3.0/3.6 V.",
)
add(
    "rq18-f14",
    "medium",
    "simple",
    "bh1750 sda low level when sinking 3ma, max in mV?",
    [B],
    None,
    [it(B, "output_low_voltage", "V", mn=0, mx=0.4, cond="I2C SDA VOL, IOL = 3 mA")],
    [ev("bh1750.pdf", 2, "I2C SDA Output ‘L’ Voltage VOL 0 － 0.4 V IOL = 3 mA")],
    "400 mV; beside the DVI input 'L' voltage 0.4 V (VDVL, an input row).",
)
add(
    "rq18-f15",
    "medium",
    "simple",
    "how often can i poll a dht22 / am2302? min sampling period in ms",
    [D],
    None,
    [it(D, "response_time", "s", mn=2, cond="sampling period")],
    [ev("dht22.pdf", 4, "Sampling period 2 S")],
    "2 s = 2000 ms minimum (also 'Read the sensor minimum time interval for the 2S'); not the 1/e response times (<5 s RH, <10 s T). Field as in realq17 DHT11.",
)
add(
    "rq18-f16",
    "easy",
    "simple",
    "dht22 temperature resolution?",
    [D],
    None,
    [it(D, "resolution", "°C", typ=0.1, q="temperature", cond="temperature resolution (16 bit)")],
    [ev("dht22.pdf", 3, "%RH Resolutio 0.1")],
    "Temperature column 'Resolutio 0.1 C' (16 bit), beside RH resolution 0.1 %RH. Quote spans both columns of the line.",
)
add(
    "rq18-f17",
    "medium",
    "simple",
    "74hc595 on a 6v supply, min input high voltage? in mV",
    [H],
    None,
    [it(H, "input_high_voltage", "V", mn=4.2, cond="74HC595, VCC = 6.0 V")],
    [ev("74hc595.pdf", 7, "VCC = 6.0 V 4.2 3.2 - 4.2 - V")],
    "4200 mV; VCC = 6.0 V row (25 C and -40..85 C min 4.2 V), beside 1.5 V (2.0 V) and 3.15 V (4.5 V) rows, typ 3.2 V.",
)
add(
    "rq18-f18",
    "medium",
    "simple",
    "For the 74HC595 at VCC = 6.0 V with IO = -20 µA, what minimum HIGH-level output voltage is guaranteed at 25 °C?",
    [H],
    None,
    [
        it(
            H,
            "output_high_voltage",
            "V",
            mn=5.9,
            typ=6.0,
            cond="74HC595, IO = -20 uA, VCC = 6.0 V, 25 C",
        )
    ],
    [ev("74hc595.pdf", 7, "IO = 20 A; VCC = 6.0 V 5.9 6.0 - 5.9 - V")],
    "Small-current row (5.9 V), beside the 5.2/7.8 mA rows (5.34 V) and the 2.0/4.5 V supplies.",
    "formal",
)
C = "CCS811"
T = "TCS34725"
add(
    "rq18-f19",
    "medium",
    "simple",
    "ccs811 absolute max on vdd? (not the normal operating range)",
    [C],
    None,
    [it(C, "abs_max_supply_voltage", "V", mx=3.6, cond="VDD absolute maximum (min 1.8 V noted)")],
    [ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V")],
    "Absolute maximum 3.6 V; the operating range is 1.8..3.3 V (page 6).",
)
add(
    "rq18-f20",
    "medium",
    "simple",
    "What peak supply current can the CCS811 draw in its pulsed measurement modes (modes 2 and 3)?",
    [C],
    None,
    [it(C, "supply_current", "mA", mx=54, cond="IDDPeak, modes 2 and 3")],
    [ev("ccs811.pdf", 5, "IDDPeak Peak Supply Current 54 mA In modes 2 and 3")],
    "Peak 54 mA (absolute-maximum table), beside the mode-1 average 30 mA and the 26 mA typical while measuring at 1.8 V.",
    "formal",
)
add(
    "rq18-f21",
    "medium",
    "simple",
    "¿En qué rango de humedad relativa (sin condensación) puede operar el CCS811?",
    [C],
    None,
    [it(C, "operating_humidity", "%RH", mn=10, mx=95, cond="RHNC non-condensing")],
    [ev("ccs811.pdf", 5, "RHNC Relative Humidity (non-condensing) 10 95 %")],
    "10..95 % non-condensing.",
    "formal",
    "es",
)
add(
    "rq18-f22",
    "medium",
    "simple",
    "slowest i2c clock the ccs811 is specified for? in Hz",
    [C],
    None,
    [it(C, "i2c_clock_frequency", "kHz", mn=10, typ=100, mx=400, cond="fI2C")],
    [ev("ccs811.pdf", 7, "fI²C Frequency of I²C bus supported 10 100 400 kHz")],
    "Min 10 kHz = 10000 Hz (typ 100, max 400 kHz).",
)
add(
    "rq18-f23",
    "medium",
    "simple",
    "max voltage the ccs811 nWAKE / nRESET / ADDR pins still read as low? in mV",
    [C],
    None,
    [it(C, "input_low_voltage", "V", mn=0, mx=0.6, cond="nRESET, nWAKE, ADDR")],
    [ev("ccs811.pdf", 6, "Logic Low Input (5) nRESET, nWAKE, ADDR 0 0.6 V")],
    "600 mV; beside the nINT Logic Low Output 0.6 V (an output row) and the high input VDD - 0.6.",
)
add(
    "rq18-f24",
    "medium",
    "comparison",
    "Which has the lower typical current in its lowest-power state: the CCS811 in sleep mode or the BH1750 in power-down? Give both.",
    [C, B],
    None,
    [
        it(C, "standby_current", "uA", typ=19, cond="sleep mode at 1.8 V"),
        it(B, "standby_current", "uA", typ=0.01, mx=1.0, cond="Icc2 power-down, VCC = 3.0 V"),
    ],
    [
        ev("ccs811.pdf", 6, "Sleep Mode at 1.8V 19 μA"),
        ev("bh1750.pdf", 2, "Powerdown Current Icc2 － 0.01 1.0 µA No input Light"),
    ],
    "BH1750 0.01 uA typ (1.0 max) is lower than CCS811 19 uA.",
    "formal",
)
add(
    "rq18-f25",
    "medium",
    "comparison",
    "max31855 vs bh1750 while running, which pulls more current? max values in mA",
    [M, B],
    None,
    [
        it(M, "supply_current", "uA", typ=900, mx=1500, cond="ICC"),
        it(B, "supply_current", "uA", typ=120, mx=190, cond="Icc1, Ev = 100 lx, VCC = 3.0 V"),
    ],
    [
        ev("max31855.pdf", 2, "Power-Supply Current ICC 900 1500 FA"),
        ev("bh1750.pdf", 2, "Supply Current Icc1 － 120 190 µA Ev = 100 lx"),
    ],
    "MAX31855 1.5 mA max vs BH1750 0.19 mA max; pdftotext prints the MAX31855 uA as 'FA'.",
)
add(
    "rq18-f26",
    "hard",
    "comparison",
    "Compare the ACS712 x05A and x30A sensitivity limits over the full temperature range: which is tighter in relative terms?",
    [A],
    None,
    [
        it(A, "sensitivity", "mV/A", mn=178, mx=193, q="current", cond="x05A SensTOP"),
        it(A, "sensitivity", "mV/A", mn=64, mx=68, q="current", cond="x30A SensTOP"),
    ],
    [
        ev("acs712.pdf", 5, "SensTOP Over full range of IP 178 – 193 mV/A"),
        ev("acs712.pdf", 5, "SensTOP Over full range of IP 64 – 68 mV/A"),
    ],
    "x05A 178..193 (about -3.8/+4.3 % of 185); x30A 64..68 (about ±3 % of 66): the x30A band is tighter.",
    "formal",
)
add(
    "rq18-u07",
    "medium",
    "simple",
    "ccs811 current while measuring if i power it at 3.3v instead of 1.8v?",
    [C],
    "insufficient_evidence",
    [],
    [],
    "IDD figures are typical at 1.8 V only (note 3); no 3.3 V current in the sheet.",
)
add(
    "rq18-u08",
    "hard",
    "simple",
    "What is the 74HC595's maximum shift clock frequency at VCC = 3.3 V?",
    [H],
    "insufficient_evidence",
    [],
    [],
    "fmax is given at VCC = 2 V, 4.5 V (and 5 V for HCT) and 6 V; no 3.3 V row.",
    "formal",
)
add(
    "rq18-u09",
    "medium",
    "simple",
    "dht22 i2c address?",
    [D],
    "insufficient_evidence",
    [],
    [],
    "Single-bus device; no I2C in the sheet.",
)
add(
    "rq18-u10",
    "medium",
    "simple",
    "bh1750 response time to a sudden light change, in ms?",
    [B],
    "insufficient_evidence",
    [],
    [],
    "Only measurement times (tHR, tLR) are given; no optical step-response figure. A reader equating the two would answer 120/180 ms.",
)
add(
    "rq18-f27",
    "hard",
    "structured",
    "What thermocouple temperature gain and offset error does the MAX31855K (type K) specify? Give every range the sheet lists.",
    [M],
    None,
    [
        it(
            M,
            "accuracy",
            "°C",
            mn=-2,
            mx=2,
            q="temperature",
            cond="MAX31855K, TC -200..+700 C, TA -20..+85 C",
        ),
        it(
            M,
            "accuracy",
            "°C",
            mn=-4,
            mx=4,
            q="temperature",
            cond="MAX31855K, TC +700..+1350 C, TA -20..+85 C",
        ),
        it(
            M,
            "accuracy",
            "°C",
            mn=-6,
            mx=6,
            q="temperature",
            cond="MAX31855K, TC -270..+1372 C, TA -40..+125 C",
        ),
    ],
    [
        ev("max31855.pdf", 3, "TTHERMOCOUPLE = -200NC to +700NC, -2 +2 MAX31855K Thermocouple"),
        ev("max31855.pdf", 3, "TTHERMOCOUPLE = +700NC to +1350NC, -4 +4 NC"),
        ev("max31855.pdf", 3, "TTHERMOCOUPLE = -270NC to +1372NC, -6 +6"),
    ],
    "Three K-type rows (±2/±4/±6 C); the question does not choose (one row was asked in dev).",
    "formal",
)
# ---------- unanswerable factual
add(
    "rq18-u01",
    "medium",
    "simple",
    "What I2C clock frequency does the DHT22 (AM2302) support?",
    [D],
    "insufficient_evidence",
    [],
    [],
    "The AM2302 uses its own single-bus protocol; the sheet never mentions I2C or SPI (searched all pages).",
    "formal",
)
add(
    "rq18-u02",
    "hard",
    "simple",
    "74hc595 running at 3.3v: min output high voltage when sourcing 4 mA?",
    [H],
    "insufficient_evidence",
    [],
    [],
    "VOH rows are given only at VCC = 2.0, 4.5 and 6.0 V; no 3.3 V row (the sheet text contains no '3.3').",
)
add(
    "rq18-u03",
    "medium",
    "simple",
    "acs712 supply current if i run it at 3.3v?",
    [A],
    "insufficient_evidence",
    [],
    [],
    "ICC is given only at VCC = 5.0 V (6/8/11 mA); VCC range is 4.5..5.5 V and no 3.3 V figure exists.",
)
add(
    "rq18-u04",
    "medium",
    "simple",
    "What is the maximum thermocouple cable length the MAX31855 supports?",
    [M],
    "insufficient_evidence",
    [],
    [],
    "No cable-length figure in the sheet (searched 'cable').",
    "formal",
)
add(
    "rq18-u05",
    "medium",
    "simple",
    "max31855 operating humidity range? going in a damp kiln shed",
    [M],
    "insufficient_evidence",
    [],
    [],
    "No humidity figure in the MAX31855 sheet (searched 'humid').",
)
add(
    "rq18-u06",
    "hard",
    "simple",
    "Quel est le courant d'alimentation du BH1750 en mesure lorsqu'il est alimenté en 3,6 V ?",
    [B],
    "insufficient_evidence",
    [],
    [],
    "Icc1 (120/190 uA) is specified at VCC = 3.0 V only (table header); no 3.6 V row.",
    "formal",
    "fr",
)
# ---------- compatibility
add(
    "rq18-c01",
    "medium",
    "compatibility",
    "dht22 running on 3v3 with a 3 m cable back to the esp32, ok?",
    [D, E],
    "incompatible",
    [it(D, "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD")],
    [
        ev(
            "dht22.pdf",
            4,
            "With 3.3V supply voltage, cable length shall not be greater than 100cm.",
        ),
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
    ],
    "3.3 V is within VDD, but at 3.3 V the sheet limits the cable to 100 cm; 3 m exceeds it.",
    concern="supply_rail",
)
add(
    "rq18-c02",
    "medium",
    "compatibility",
    "Can an ACS712 be powered from the 3.3 V output of an XC6206P332?",
    [A, X],
    "incompatible",
    [it(A, "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC")],
    [
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("xc6206.pdf", 1, "Highly Accurate :±2%@VOUT≧1.5V"),
    ],
    "VCC minimum 4.5 V; the 3.3 V XC6206 gives at most 3.37 V.",
    "formal",
    concern="supply_rail",
)
add(
    "rq18-c03",
    "medium",
    "compatibility",
    "acs712 vcc off an ams1117-5.0 that's fed from a 9v wall wart - good?",
    [A, S],
    "compatible",
    [
        it(A, "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it(A, "supply_current", "mA", mn=6, typ=8, mx=11, cond="VCC = 5 V, output open"),
        it(
            S,
            "output_voltage",
            "V",
            mn=4.95,
            typ=5.0,
            mx=5.05,
            cond="AMS1117-5.0, 0..1 A, 6.5 V <= VIN <= 12 V, 25 C",
        ),
    ],
    [
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("acs712.pdf", 4, "Supply Current ICC VCC = 5.0 V, output open 6 8 11 mA"),
        ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V"),
    ],
    "9 V input is within 6.5..12 V; 4.95..5.05 V sits inside 4.5..5.5 V; 11 mA max is far below 1 A.",
    concern="supply_rail",
)
add(
    "rq18-c04",
    "medium",
    "compatibility",
    "Can an AMS1117-3.3 running from a 5 V rail supply a MAX31855 (VCC)?",
    [M, S],
    "compatible",
    [
        it(M, "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC recommended"),
        it(M, "supply_current", "uA", typ=900, mx=1500, cond="ICC"),
        it(
            S,
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="AMS1117-3.3, 4.75 V <= VIN <= 12 V, 25 C",
        ),
    ],
    [
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("max31855.pdf", 2, "Power-Supply Current ICC 900 1500 FA"),
        ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V"),
    ],
    "5 V is inside the 4.75..12 V input condition; output 3.235..3.365 V even over temperature, inside 3.0..3.6 V; 1.5 mA load.",
    "formal",
    concern="supply_rail",
)
add(
    "rq18-c05",
    "medium",
    "compatibility",
    "max31855 breakout with no regulator, can i just put it on the 5v output of an ams1117-5.0?",
    [M, S],
    "incompatible",
    [
        it(M, "abs_max_supply_voltage", "V", mn=-0.3, mx=4.0, cond="VCC to GND"),
        it(M, "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
    ],
    [
        ev("max31855.pdf", 2, "Supply Voltage Range (VCC to GND)...................-0.3V to +4.0V"),
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V"),
    ],
    "5 V exceeds the 3.6 V operating max and the 4.0 V absolute max.",
    concern="supply_rail",
)
add(
    "rq18-c06",
    "hard",
    "compatibility",
    "esp32 (3v3) talking straight to a max31855 that also runs at 3.3 V: are CS/SCK highs and the SO high level both good enough?",
    [E, M],
    "compatible",
    [
        it(M, "input_high_voltage", "V", mn=2.1, cond="VIH"),
        it(E, "output_high_voltage", "V", mn=2.64, cond="VOH at VDD = 3.3 V"),
    ],
    [
        ev("max31855.pdf", 2, "Input Logic 1 VIH 2.1"),
        ev("esp32-wroom-32.pdf", 15, "VDD = 3.3 V, VOH >= 2.64 V"),
        ev("esp32-wroom-32.pdf", 15, "VIH High-level input voltage 0.75×VDD - VDD +0.3 V"),
        ev("max31855.pdf", 2, "Output High Voltage VOH IOUT = -1.6mA"),
    ],
    "ESP32 VOH 2.64 V > MAX31855 VIH 2.1 V; MAX31855 VOH = VCC - 0.4 V (2.9 V at 3.3 V) > ESP32 VIH 2.475 V.",
    concern="logic_levels",
)
add(
    "rq18-c07",
    "medium",
    "compatibility",
    "bh1750 (addr low) and a tcs34725 on the same i2c bus, address clash?",
    [B, "TCS34725"],
    "compatible",
    [
        it(B, "i2c_address", values=["0x23", "0x5C"], cond="ADDR L -> 0100011, ADDR H -> 1011100"),
        it("TCS34725", "i2c_address", values=["0x29"], cond="TCS34725"),
    ],
    [
        ev("bh1750.pdf", 10, "ADDR = 'L' ( ADDR ≦ 0.3VCC ) → “0100011“"),
        ev("tcs34725.pdf", 3, "TCS34725 0x29 FN−6 I2C Vbus = VDD Interface TCS34725FN"),
    ],
    "0x23 vs 0x29, no clash.",
    concern="addresses",
)
add(
    "rq18-c08",
    "hard",
    "compatibility",
    "acs712 output into a 1k/2k divider (3k to gnd total) so the esp32 adc sees max ~3.3v, fine?",
    [A, E],
    "incompatible",
    [],
    [ev("acs712.pdf", 4, "Output Resistive Load RLOAD VIOUT to GND 4.7 – – kΩ")],
    "The divider loads VIOUT with 3 kOhm, below the 4.7 kOhm minimum output resistive load. Verdict-only (no field for RLOAD).",
    concern="analog_range",
)
add(
    "rq18-c10",
    "hard",
    "compatibility",
    "74hc595 on 3.3v driving the CS line of a max31855 (also 3.3v), is the high level guaranteed?",
    [H, M],
    "insufficient_evidence",
    [],
    [ev("max31855.pdf", 2, "Input Logic 1 VIH 2.1")],
    "MAX31855 needs 2.1 V, but the 74HC595 VOH rows exist only at VCC = 2.0/4.5/6.0 V; no 3.3 V figure.",
    concern="logic_levels",
)
add(
    "rq18-c11",
    "medium",
    "compatibility",
    "DHT22 powered from an XC6206P332 (3.3 V): is its supply guaranteed within the DHT22's VDD range?",
    [D, X],
    "incompatible",
    [it(D, "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD")],
    [
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
        ev("xc6206.pdf", 1, "Highly Accurate :±2%@VOUT≧1.5V"),
    ],
    "XC6206 3.3 V ±2% can be as low as 3.234 V, below the DHT22's 3.3 V minimum. Strict reading; a nominal reading would say compatible.",
    "formal",
    concern="supply_rail",
)
add(
    "rq18-c12",
    "medium",
    "compatibility",
    "Un BH1750 alimenté en 3,3 V avec DVI relié à un rail de 1,2 V pour l'I2C : est-ce dans les spécifications ?",
    [B],
    "incompatible",
    [it(B, "io_supply_voltage", "V", mn=1.65, cond="VDVI, max VCC")],
    [ev("bh1750.pdf", 1, "I2C Reference Voltage VDVI 1.65 - VCC V")],
    "DVI minimum 1.65 V; 1.2 V is below.",
    "formal",
    "fr",
    concern="supply_rail",
)
add(
    "rq18-c13",
    "medium",
    "compatibility",
    "bh1750 + tcs34725 on one 3v3 i2c bus at 400 khz, clock ok for both?",
    [B, "TCS34725"],
    "compatible",
    [
        it(B, "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
        it("TCS34725", "i2c_clock_frequency", "kHz", mx=400, cond="up to 400 kHz"),
    ],
    [
        ev("bh1750.pdf", 2, "I2C SCL Clock Frequency fSCL － － 400 kHz"),
        ev(
            "tcs34725.pdf",
            2,
            "Communication of the TCS3472 data is accomplished over a fast, up to 400 kHz, two-wire I2C serial bus.",
        ),
    ],
    "Both allow 400 kHz.",
    concern="bus_clock",
)
add(
    "rq18-c14",
    "hard",
    "compatibility",
    "ccs811 on 3v3, its nINT (active low) going straight to an esp32 gpio. will the esp32 read both levels right?",
    [C, E],
    "compatible",
    [it(C, "output_low_voltage", "V", mx=0.6, cond="nINT Logic Low Output")],
    [
        ev("ccs811.pdf", 6, "Logic Low Output nINT 0.6 V"),
        ev("ccs811.pdf", 6, "Logic High Output nINT V"),
        ev("esp32-wroom-32.pdf", 15, "VIH High-level input voltage 0.75×VDD - VDD +0.3 V"),
        ev("esp32-wroom-32.pdf", 15, "VIL Low-level input voltage –0.3 - 0.25×VDD V"),
    ],
    "nINT low <= 0.6 V < ESP32 VIL 0.825 V; nINT high >= VDD - 0.7 = 2.6 V > ESP32 VIH 2.475 V at 3.3 V. Risky-looking (0.6 V low, 2.6 V high) but fits.",
    concern="logic_levels",
)
add(
    "rq18-c15",
    "medium",
    "compatibility",
    "CCS811 powered at 1.8 V, with its nWAKE pin driven directly by a 3.3 V ESP32-WROOM-32 GPIO. Within spec?",
    [C, E],
    "incompatible",
    [it(C, "supply_voltage", "V", mn=1.8, mx=3.3, cond="VDD")],
    [
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
        ev("ccs811.pdf", 6, "Logic High Input (5) nRESET, nWAKE, ADDR VDD"),
        ev("esp32-wroom-32.pdf", 15, "VDD = 3.3 V, VOH >= 2.64 V"),
    ],
    "Logic High Input max is VDD (1.8 V); an ESP32 high of 2.64..3.3 V exceeds it.",
    "formal",
    concern="logic_levels",
)
add(
    "rq18-c16",
    "medium",
    "compatibility",
    "ccs811 (addr low) + tcs34725 on one i2c bus, clash?",
    [C, T],
    "compatible",
    [
        it(C, "i2c_address", values=["0x5A", "0x5B"], cond="ADDR low / high"),
        it(T, "i2c_address", values=["0x29"], cond="TCS34725"),
    ],
    [
        ev("ccs811.pdf", 14, "All I²C transactions must use the (7 bits) slave address 0x5A or"),
        ev("tcs34725.pdf", 3, "TCS34725 0x29 FN−6 I2C Vbus = VDD Interface TCS34725FN"),
    ],
    "0x5A vs 0x29.",
    concern="addresses",
)
add(
    "rq18-c17",
    "medium",
    "compatibility",
    "i2c bus clocked slow at 50 khz (long wires) with a ccs811 and a bh1750 on it - both ok with that?",
    [C, B],
    "compatible",
    [
        it(C, "i2c_clock_frequency", "kHz", mn=10, typ=100, mx=400, cond="fI2C"),
        it(B, "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
    ],
    [
        ev("ccs811.pdf", 7, "fI²C Frequency of I²C bus supported 10 100 400 kHz"),
        ev("bh1750.pdf", 2, "I2C SCL Clock Frequency fSCL － － 400 kHz"),
    ],
    "50 kHz is above the CCS811 10 kHz minimum and below both 400 kHz maxima.",
    concern="bus_clock",
)
add(
    "rq18-c18",
    "hard",
    "compatibility",
    "bh1750 with DVI on 1.8 V, but the i2c pull-ups on the bus go to the esp32's 3.3 V. safe for the bh1750 sda/scl pins?",
    [B, E],
    "insufficient_evidence",
    [],
    [
        ev("bh1750.pdf", 1, "I2C Reference Voltage VDVI 1.65 - VCC V"),
        ev("bh1750.pdf", 2, "SCL, SDA Input ‘H’ Voltage 1 VIH1 0.7 * DVI － － V DVI ≧ 1.8V"),
    ],
    "VIH has no upper bound and the absolute maximum ratings list only the supply (4.5 V); nothing says whether SDA/SCL may exceed DVI.",
    concern="logic_levels",
)
add(
    "rq18-c19",
    "hard",
    "compatibility",
    "An ESP32-WROOM-32 clocks a 74HC595 powered at VCC = 3.3 V through SPI at 20 MHz. Is that shift clock within the 74HC595's guaranteed fmax?",
    [E, H],
    "insufficient_evidence",
    [],
    [],
    "fmax rows are at 2.0/4.5/6.0 V only (the sheet has no 3.3 V row); the ESP32 side is not the question.",
    "formal",
    concern="bus_clock",
)
add(
    "rq18-c20",
    "hard",
    "compatibility",
    "dht22 on 3v3 next to the esp32, 50 cm cable, 10k pull-up to 3v3 - will the esp32 see its highs?",
    [D, E],
    "compatible",
    [it(D, "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD")],
    [
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
        ev("dht22.pdf", 4, "Rp<25 kΩ 90% 100% VDD"),
        ev(
            "dht22.pdf",
            4,
            "With 3.3V supply voltage, cable length shall not be greater than 100cm.",
        ),
        ev("esp32-wroom-32.pdf", 15, "VIH High-level input voltage 0.75×VDD - VDD +0.3 V"),
    ],
    "High output >= 90 % VDD (2.97 V, Rp < 25 kOhm) > ESP32 VIH 2.475 V; 3.3 V supply allowed; 50 cm < 100 cm.",
    concern="logic_levels",
)
add(
    "rq18-c21",
    "medium",
    "compatibility",
    "Can a CCS811 and an MAX31855 share one 3.3 V supply rail (VDD of the CCS811, VCC of the MAX31855)?",
    [C, M],
    "compatible",
    [
        it(C, "supply_voltage", "V", mn=1.8, mx=3.3, cond="VDD"),
        it(M, "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
    ],
    [
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
    ],
    "3.3 V is inside both ranges (at the CCS811's upper limit).",
    "formal",
    concern="supply_rail",
)
add(
    "rq18-c22",
    "medium",
    "compatibility",
    "acs712 and a dht22 both on the same 5v rail, voltage ok for both?",
    [A, D],
    "compatible",
    [
        it(A, "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it(D, "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD"),
    ],
    [
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
    ],
    "5 V is within 4.5..5.5 and 3.3..5.5.",
    concern="supply_rail",
)
add(
    "rq18-c23",
    "medium",
    "compatibility",
    "bh1750 and a ccs811 both run off a 3.6 V rail (fresh LiFePO4-ish), fine for both?",
    [B, C],
    "incompatible",
    [
        it(B, "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it(C, "supply_voltage", "V", mn=1.8, mx=3.3, cond="VDD operating"),
    ],
    [
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
    ],
    "3.6 V is fine for the BH1750 but above the CCS811 operating max 3.3 V (only its absolute maximum is 3.6 V).",
    concern="supply_rail",
)
add(
    "rq18-c24",
    "hard",
    "compatibility",
    "¿Puede un ACS712 x05B medir una corriente continua de 8 A de un motor manteniéndose en su rango de precisión optimizado?",
    [A],
    "incompatible",
    [
        it(
            A,
            "measurement_range",
            "A",
            mn=-5,
            mx=5,
            q="current",
            cond="x05A optimized accuracy range",
        )
    ],
    [ev("acs712.pdf", 5, "Optimized Accuracy Range IP –5 – 5 A")],
    "8 A is outside the ±5 A optimized accuracy range of the 5 A version (x05A table; the ELCTR-05B part).",
    "formal",
    "es",
    concern="current_budget",
)
add(
    "rq18-c25",
    "hard",
    "compatibility",
    "max31855 VCC from an xc6206 1.8v? (the rest of my board is 1v8)",
    [M, X],
    "incompatible",
    [it(M, "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC")],
    [
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("xc6206.pdf", 1, "Highly Accurate :±2%@VOUT≧1.5V"),
    ],
    "1.8 V (±2 %) is below the 3.0 V minimum.",
    concern="supply_rail",
)
add(
    "rq18-c26",
    "hard",
    "compatibility",
    "bh1750 on 3v3, its ADDR pin driven from a 74hc595 output that also runs on 3.3v - is the high level enough to select the 0x5C address?",
    [B, H],
    "insufficient_evidence",
    [],
    [ev("bh1750.pdf", 2, "ADDR Input ‘H’ Voltage VAH 0.7 * VCC － － V")],
    "BH1750 needs >= 0.7 x VCC = 2.31 V, but the 74HC595 VOH is given only at VCC = 2.0/4.5/6.0 V; no 3.3 V row.",
    concern="logic_levels",
)
add(
    "rq18-c27",
    "medium",
    "compatibility",
    "hc-sr04 and a dht22 in an unheated shed that drops to -20c in winter, are both rated for that?",
    ["HC-SR04", D],
    "insufficient_evidence",
    [],
    [ev("dht22.pdf", 3, "Range -40 80 ℃")],
    "DHT22 measures -40..80 C, but the HC-SR04 sheet gives no operating temperature at all.",
    concern="environment",
)
add(
    "rq18-c28",
    "medium",
    "compatibility",
    "Can an ACS712 and a DHT22 both work in an enclosure that reaches -35 °C?",
    [A, D],
    "compatible",
    [
        it(A, "operating_temperature", "°C", mn=-40, mx=85, cond="TOP, E range"),
        it(D, "measurement_range", "°C", mn=-40, mx=80, q="temperature", cond="temperature range"),
    ],
    [
        ev("acs712.pdf", 4, "Operating Internal Leadframe Temperature TOP E range –40 – 85 °C"),
        ev("dht22.pdf", 3, "Range -40 80 ℃"),
    ],
    "-35 C is inside ACS712 -40..85 C and the DHT22 -40..80 C temperature range (the DHT22 gives no separate operating range; its measuring range is taken).",
    "formal",
    concern="environment",
)
# ---------- write
if __name__ == "__main__":
    import os

    with open(
        os.path.join(os.path.dirname(os.path.abspath(__file__)), "questions.jsonl"), "w"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
