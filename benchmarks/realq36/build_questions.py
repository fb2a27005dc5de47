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


DOTS61 = "." * 61

# ---------- batch 1: answerable factual questions
add(
    "rq36-f01",
    "medium",
    "simple",
    "drv8833 overcurrent: how long does the overcurrent have to last before it trips (ocp deglitch)?",
    ["DRV8833"],
    None,
    [it("DRV8833", "response_time", "us", mn=4, cond="tDEG OCP deglitch time")],
    [ev("drv8833.pdf", 6, "tDEG OCP Deglitch time 4 µs")],
    "4 us, printed in the MIN column; look-alikes input deglitch tDEG 450 ns (same symbol), tOCP retry period 1.35 ms, dead time 450 ns, IOCP 2 / 3.3 A.",
)
add(
    "rq36-f02",
    "hard",
    "simple",
    "DS18B20: after the master's reset pulse, how long may the device wait before it pulls the bus low for the presence pulse (tPDHIGH)? Give min and max.",
    ["DS18B20"],
    None,
    [it("DS18B20", "response_time", "us", mn=15, mx=60, cond="tPDHIGH presence-detect high")],
    [ev("ds18b20.pdf", 3, "Presence-Detect High tPDHIGH (Note 12) 15 60 µs")],
    "15..60 us; look-alikes presence-detect low tPDLOW 60..240 us, reset time high/low 480 us, time slot 60..120 us.",
    wording="formal",
)
add(
    "rq36-f03",
    "medium",
    "simple",
    "ds18b20 reset pulse - how long do i hold the line low at minimum?",
    ["DS18B20"],
    None,
    [it("DS18B20", "response_time", "us", mn=480, cond="tRSTL reset time low")],
    [ev("ds18b20.pdf", 3, "Reset Time Low tRSTL (Notes 12, 13) 480 µs")],
    "480 us min; look-alikes tRSTH 480 us (reset time high, same number), note 13: under parasite power tRSTL > 960 us can cause a power-on reset, tPDLOW 60..240 us.",
)
add(
    "rq36-f04",
    "hard",
    "simple",
    "parasite-powered ds18b20: after i send Convert T, within how many microseconds must the strong pullup be switched on?",
    ["DS18B20"],
    None,
    [
        it(
            "DS18B20",
            "response_time",
            "us",
            mx=10,
            cond="tSPON time to strong pullup on after Convert T issued",
        )
    ],
    [ev("ds18b20.pdf", 3, "Time to Strong Pullup On tSPON Start convert T command issued 10 µs")],
    "10 us max; look-alikes read data valid tRDV 15 us, write-1 low time 1..15 us, conversion times 93.75..750 ms.",
)
add(
    "rq36-f05",
    "medium",
    "simple",
    "dht22 / am2302: when it answers the host start signal, how long is its response LOW pulse? min typ max",
    ["DHT22"],
    None,
    [it("DHT22", "response_time", "us", mn=75, typ=80, mx=85, cond="Trel response to low time")],
    [ev("dht22.pdf", 7, "Trel Response to low time 75 80 85 µS")],
    "75/80/85 us; look-alikes Treh response high 75/80/85 (same numbers), Tgo 20/30/200 us, Tbe 0.8/1/20 ms, TLOW 48/50/55 us.",
)
add(
    "rq36-f06",
    "hard",
    "simple",
    "After the host releases the bus at the end of its start signal, how long is the AM2302 bus-release time Tgo (min, typ, max)?",
    ["DHT22"],
    None,
    [
        it(
            "DHT22",
            "response_time",
            "us",
            mn=20,
            typ=30,
            mx=200,
            cond="Tgo bus master has released time",
        )
    ],
    [ev("dht22.pdf", 7, "Tgo Bus master has released time 20 30 200 µS")],
    "20/30/200 us; look-alikes Trel / Treh 75/80/85 us, Ten sensor release 45/50/55 us, Tbe start 0.8/1/20 ms.",
    wording="formal",
)
add(
    "rq36-f07",
    "hard",
    "simple",
    "am2302 end of frame: how long does the sensor take to let go of the bus after the last bit?",
    ["DHT22"],
    None,
    [
        it(
            "DHT22",
            "response_time",
            "us",
            mn=45,
            typ=50,
            mx=55,
            cond="Ten sensor to release the bus time",
        )
    ],
    [ev("dht22.pdf", 7, "Ten Sensor to release the bus time 45 50 55 µS")],
    "45/50/55 us; look-alikes TLOW 48/50/55 us (same typ), Tgo 20/30/200 us, TH0 22/26/30 us.",
)
add(
    "rq36-f08",
    "medium",
    "simple",
    "pc817 total power dissipation limit (whole package, led + transistor)?",
    ["PC817"],
    None,
    [
        it(
            "PC817",
            "power_consumption",
            "mW",
            mx=200,
            cond="Ptot total power dissipation, absolute maximum, Ta = 25 C",
        )
    ],
    [ev("pc817.pdf", 4, "Total power dissipation Ptot 200 mW")],
    "200 mW; look-alikes input LED power dissipation P 70 mW, collector power dissipation PC 150 mW.",
)
add(
    "rq36-f09",
    "medium",
    "simple",
    "irlz44n max power dissipation with the case held at 25C? in watts",
    ["IRLZ44N"],
    None,
    [it("IRLZ44N", "power_consumption", "W", mx=110, cond="PD at TC = 25 C, absolute maximum")],
    [ev("irlz44n.pdf", 1, "PD @TC = 25°C Power Dissipation 110 W")],
    "110 W; look-alikes linear derating factor 0.71 W/C, ID 47 A / 33 A, avalanche current 25 A.",
)
add(
    "rq36-f10",
    "hard",
    "simple",
    "tm1637 seg/grid outputs with 300pF load: whats the worst case fall time?",
    ["TM1637"],
    None,
    [it("TM1637", "response_time", "us", mx=120, cond="TTHZ fall time, CL = 300 pF, SEGn / GRIDn")],
    [ev("tm1637.pdf", 10, "Fall time TTHZ - - 120 μs")],
    "120 us max; look-alikes rise time TTZH1 2 us (GRID) / TTZH2 0.5 us (SEG), tPLZ 300 ns, tPZL 100 ns.",
)
add(
    "rq36-f11",
    "medium",
    "simple",
    "What is the minimum HIGH period of the SCL clock required by the BH1750FVI?",
    ["BH1750"],
    None,
    [it("BH1750", "response_time", "us", mn=0.6, cond="tHIGH I2C high period of SCL clock")],
    [ev("bh1750.pdf", 2, "I2C ‘H’ Period of the SCL Clock tHIGH 0.6 － － µs")],
    "0.6 us min; look-alikes tLOW 1.3 us, tBUF 1.3 us, tHDSTA / tSUSTA 0.6 us (same number, other rows).",
    wording="formal",
)
add(
    "rq36-f12",
    "hard",
    "simple",
    "max7219: setup time from CS falling to the first CLK rising edge? in nanoseconds",
    ["MAX7219"],
    None,
    [it("MAX7219", "response_time", "ns", mn=25, cond="tCSS CS fall to SCLK rise setup time")],
    [ev("max7219.pdf", 3, "tCSS 25 ns")],
    "25 ns min; look-alikes DIN setup tDS 25 ns (same number), CLK pulse width low tCL 50 ns, tCSH 0 ns, tCSW 50 ns.",
)
add(
    "rq36-f13",
    "medium",
    "simple",
    "mcp73831: how long after plugging in (UVLO start) before it starts charging, worst case?",
    ["MCP73831"],
    None,
    [it("MCP73831", "warm_up_time", "ms", mx=5, cond="tSTART UVLO start delay, VDD low-to-high")],
    [ev("mcp73831.pdf", 5, "UVLO Start Delay tSTART — — 5 ms VDD Low-to-High")],
    "5 ms max; look-alikes preconditioning transition tDELAY 1 ms, current rise time tRISE 1 ms.",
)
add(
    "rq36-f14",
    "hard",
    "simple",
    "With the input supply removed (VDD below VSTOP), how much reverse leakage current does the MCP73831 draw from the battery through VBAT?",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "standby_current",
            "uA",
            typ=0.15,
            mx=2,
            cond="IDISCHARGE output reverse leakage, VDD < VSTOP",
        )
    ],
    [ev("mcp73831.pdf", 4, "— 0.15 2 µA VDD < VSTOP")],
    "0.15 typ / 2 uA max; look-alikes same numbers for PROG floating, -5.5 / -15 uA at charge complete, ILK 0.03 / 1 uA, supply current in shutdown 0.1 / 2 uA (page 3).",
    wording="formal",
)
add(
    "rq36-f15",
    "medium",
    "simple",
    "tp4056 soft start time?",
    ["TP4056"],
    None,
    [
        it(
            "TP4056",
            "warm_up_time",
            "us",
            typ=20,
            cond="tss soft-start time, IBAT = 0 to 1100 V / RPROG",
        )
    ],
    [ev("tp4056.pdf", 5, "tss Soft-start time IBAT=0 to IBAT=1100V/RPROG 20 μs")],
    "20 us typ; look-alikes recharge / termination comparator filter times 0.8/1.8/4 ms.",
)
add(
    "rq36-f16",
    "hard",
    "simple",
    "ccs811 nRESET: once i release it, how long must it stay de-asserted (min)?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "response_time",
            "us",
            mn=20,
            cond="tDRESET minimum time nRESET should be de-asserted",
        )
    ],
    [ev("ccs811.pdf", 7, "tDRESET 20 μs")],
    "20 us min; look-alikes tRESET 15 us (asserted), tDWAKE 20 us (nWAKE), tWAKE 50 us, reset-to-ready 1/2 ms.",
)
add(
    "rq36-f17",
    "medium",
    "simple",
    "mcp3008: after CS goes high, how fast does DOUT go to high impedance? worst case",
    ["MCP3008"],
    None,
    [it("MCP3008", "response_time", "ns", mx=100, cond="tDIS CS rise to output disable")],
    [
        ev(
            "mcp3008.pdf",
            4,
            "CS Rise To Output Disable tDIS — — 100 ns See Test Circuits, Figure 1-2",
        )
    ],
    "100 ns max; look-alikes DOUT rise / fall time 100 ns (same number), tCSD 0 ns, CLK-to-data valid 125 / 200 ns.",
)
add(
    "rq36-f18",
    "medium",
    "simple",
    "dht11 start signal: how long does my mcu have to pull DATA low?",
    ["DHT11"],
    None,
    [it("DHT11", "response_time", "ms", mn=18, cond="host start signal low, more than 18 ms")],
    [ev("dht11.pdf", 6, "than 18ms, then the microprocessor I / O is set to input state")],
    "At least 18 ms (prose); look-alikes DHT22 Tbe 0.8/1/20 ms, DHT11 response 80 us low + 80 us high, 1 s after power-on.",
)
add(
    "rq36-f19",
    "hard",
    "simple",
    "dht11: after my start signal, how long is the sensor's low response pulse?",
    ["DHT11"],
    None,
    [it("DHT11", "response_time", "us", typ=80, cond="response signal, output low")],
    [
        ev(
            "dht11.pdf",
            6,
            "delay DHT11 DATA pin in the output state, the output low of 80 microseconds as the response signal",
        )
    ],
    "80 us (prose, filed as typ), followed by 80 us high; look-alikes bit '0' high 26-28 us, bit '1' high 70 us, bit low 50 us.",
)
add(
    "rq36-f20",
    "hard",
    "simple",
    "how often can i read a dht11 and still get accurate data? the spec table says 2 s but the app notes say something else",
    ["DHT11"],
    None,
    [
        it(
            "DHT11",
            "response_time",
            "s",
            mn=5,
            cond="read interval for accurate data (application note)",
        )
    ],
    [
        ev(
            "dht11.pdf",
            4,
            "read sensor interval is greater than 5 seconds can be obtainedaccurate data.",
        )
    ],
    "Greater than 5 s per the typical-circuit notes on page 4; look-alike 'Sampling period: more than 2 seconds' in the parameter list (page 3), DHT22 2 s. Filed as response_time (min interval).",
)
add(
    "rq36-f21",
    "medium",
    "simple",
    "Quelle est la durée minimale du temps d'établissement des données (tSU,DAT) sur le bus I2C du MAX44009 ?",
    ["MAX44009"],
    None,
    [it("MAX44009", "response_time", "ns", mn=100, cond="tSU,DAT data setup time")],
    [ev("max44009.pdf", 3, "Data Setup Time tSU,DAT 100 ns")],
    "100 ns min; look-alikes data hold 0..0.9 us, tSU,STA / tHD,STA / tSU,STO 0.6 us, SDA fall time, spike suppression 0..50 ns.",
    wording="formal",
    lang="fr",
)
add(
    "rq36-s01",
    "hard",
    "structured",
    "max7219 continuous power dissipation: narrow plastic dip vs wide so package?",
    ["MAX7219"],
    None,
    [
        it(
            "MAX7219",
            "power_consumption",
            "mW",
            mx=1066,
            cond="narrow plastic DIP, continuous, derate 13.3 mW/C above +70 C",
        ),
        it(
            "MAX7219",
            "power_consumption",
            "mW",
            mx=941,
            cond="wide SO, continuous, derate 11.8 mW/C above +70 C",
        ),
    ],
    [
        ev("max7219.pdf", 2, "above +70°C)" + DOTS61 + "1066mW"),
        ev("max7219.pdf", 2, "Wide SO (derate 11.8mW/°C above +70°C)................941mW"),
    ],
    "DIP 1066 mW, SO 941 mW; look-alikes narrow CERDIP 1000 mW, derating factors 13.3 / 11.8 / 12.5 mW/C.",
)
add(
    "rq36-s02",
    "hard",
    "structured",
    "mcp73831 timing: max preconditioning transition time and max current rise time out of preconditioning?",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "response_time",
            "ms",
            mx=1,
            cond="tDELAY transition time out of preconditioning",
        ),
        it(
            "MCP73831",
            "response_time",
            "ms",
            mx=1,
            cond="tRISE current rise time out of preconditioning",
        ),
    ],
    [
        ev("mcp73831.pdf", 5, "Transition Time Out of tDELAY — — 1 ms VBAT < VPTH to VBAT > VPTH"),
        ev("mcp73831.pdf", 5, "Current Rise Time Out of tRISE — — 1 ms IOUT Rising to 90% of IREG"),
    ],
    "Both 1 ms max; look-alike UVLO start delay tSTART 5 ms.",
)
add(
    "rq36-k01",
    "hard",
    "comparison",
    "which one can dissipate more power in its package: max31855 (SO-8) or max44009 (UTDFN)?",
    ["MAX31855", "MAX44009"],
    None,
    [
        it(
            "MAX31855",
            "power_consumption",
            "mW",
            mx=470.6,
            cond="SO continuous power dissipation, derate 5.9 mW/C above +70 C",
        ),
        it(
            "MAX44009",
            "power_consumption",
            "mW",
            mx=953,
            cond="6 UTDFN-Opto continuous power dissipation, derate 11.9 mW/C above +70 C",
        ),
    ],
    [
        ev("max31855.pdf", 2, "SO (derate 5.9mW/NC above +70NC)........................470.6mW"),
        ev("max44009.pdf", 2, "6 UTDFN-Opto (derate 11.9mW/NC above +70NC)......953mW"),
    ],
    "MAX44009 953 mW > MAX31855 470.6 mW; look-alikes derating factors 5.9 / 11.9 mW/C, MAX31855 ICC 900/1500 uA.",
)
add(
    "rq36-k02",
    "hard",
    "comparison",
    "bit '0' high time: dht11 vs dht22, which one is longer?",
    ["DHT11", "DHT22"],
    None,
    [
        it("DHT11", "response_time", "us", mn=26, mx=28, cond="bit '0' high level 26-28 us"),
        it("DHT22", "response_time", "us", mn=22, typ=26, mx=30, cond="TH0 signal '0' high time"),
    ],
    [
        ev("dht11.pdf", 6, "low level of 50 microseconds and 26-28 microseconds"),
        ev("dht22.pdf", 7, 'TH0 Signal "0" high time 22 26 30 µS'),
    ],
    "Roughly the same: DHT11 26-28 us vs DHT22 22/26/30 us (DHT22 max 30 us is the longer bound). Look-alikes bit '1' high 70 us (DHT11) / TH1 68/70/75 us (DHT22), low 50 us.",
)
add(
    "rq36-f22",
    "hard",
    "simple",
    "How long may the DS18B20 take before read data is valid after the master starts a read time slot (tRDV)?",
    ["DS18B20"],
    None,
    [it("DS18B20", "response_time", "us", mx=15, cond="tRDV read data valid")],
    [ev("ds18b20.pdf", 3, "Read Data Valid tRDV (Note 12) 15 µs")],
    "15 us max; look-alikes tLOW1 1..15 us (same 15), tSPON 10 us, tREC 1 us.",
    wording="formal",
)
add(
    "rq36-f23",
    "medium",
    "simple",
    "tm1637 grid outputs: max rise time into 300pF?",
    ["TM1637"],
    None,
    [it("TM1637", "response_time", "us", mx=2, cond="TTZH1 rise time, CL = 300 pF, GRID1..GRID6")],
    [ev("tm1637.pdf", 10, "TTZH 1 - - 2 μs")],
    "2 us max (GRID); look-alikes TTZH2 0.5 us (SEG), fall time TTHZ 120 us.",
)
add(
    "rq36-f24",
    "medium",
    "simple",
    "pc817 LED side: whats the max pulsed (peak) forward current?",
    ["PC817"],
    None,
    [
        it(
            "PC817",
            "peak_output_current",
            "A",
            mx=1,
            cond="IFM peak forward current, pulse width <= 100 us, duty 0.001",
        )
    ],
    [ev("pc817.pdf", 4, "Peak forward current IFM 1 A")],
    "1 A (pulse <= 100 us, duty 0.001); look-alikes continuous forward current IF 50 mA, collector current IC 50 mA, VFM 3.0 V at IFM 0.5 A.",
)

# ---------- batch 2: factual questions the sheets do not answer
add(
    "rq36-u01",
    "hard",
    "simple",
    "irlz44n total gate charge if i drive the gate at 10V?",
    ["IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "Qg 48 nC max is given only at VGS = 5.0 V (ID = 25 A, VDS = 44 V); no 10 V figure (RDS(on) has a 10 V row, gate charge does not). Trap: 48 nC.",
)
add(
    "rq36-u02",
    "hard",
    "simple",
    "max CLK frequency of the tm1637 when it runs at 3.3V?",
    ["TM1637"],
    "insufficient_evidence",
    [],
    [],
    "Fmax 500 kHz is specified only for VDD = 4.5..5.5 V (switching characteristics); the sheet has no 3.3 V data. Trap: 500 kHz.",
)
add(
    "rq36-u03",
    "medium",
    "simple",
    "dht11 humidity accuracy at 0 C?",
    ["DHT11"],
    "insufficient_evidence",
    [],
    [],
    "RH accuracy is given only 'At 25 C +-5% RH'; no figure at other temperatures. Trap: +-5% RH.",
)
add(
    "rq36-u04",
    "hard",
    "simple",
    "What collector current does a rank A PC817 (PC817X1) deliver at IF = 1 mA, VCE = 5 V?",
    ["PC817"],
    "insufficient_evidence",
    [],
    [],
    "The rank table gives IC only at IF = 5 mA, VCE = 5 V (rank A 4.0 to 8.0 mA); IF = 1 mA is only reachable from typical curves, not a stated value. Trap: 4.0 to 8.0 mA.",
    wording="formal",
)
add(
    "rq36-u05",
    "medium",
    "simple",
    "ds18b20 overdrive speed: what's the presence-detect timing?",
    ["DS18B20"],
    "insufficient_evidence",
    [],
    [],
    "The DS18B20 sheet has no overdrive mode; only standard-speed tPDHIGH 15..60 us and tPDLOW 60..240 us. Trap: those standard-speed values.",
)
add(
    "rq36-u06",
    "medium",
    "simple",
    "What is the thermal shutdown hysteresis of the DRV8833?",
    ["DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "Only the shutdown temperature tTSD 150/160/180 C is given; section 7.3.5.2 says operation resumes when the die has cooled 'to a safe level' without a number. Trap: UVLO hysteresis 90 mV, input hysteresis 0.4 V.",
    wording="formal",
)
add(
    "rq36-u07",
    "medium",
    "simple",
    "hc-sr04 idle current when its not measuring?",
    ["HC-SR04"],
    "insufficient_evidence",
    [],
    [],
    "Only 'Working Current 15mA' is given; no idle / standby current. Trap: 15 mA.",
)
add(
    "rq36-u08",
    "hard",
    "simple",
    "¿Cuál es la corriente de fuga puerta-fuente del IRLZ44N a TJ = 150 °C?",
    ["IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "Gate-to-source leakage (+-100 nA at VGS = +-16 V) is given only at TJ = 25 C; the 150 C row (250 uA) is the drain-to-source leakage IDSS, a near miss.",
    wording="formal",
    lang="es",
)

# ---------- batch 3: compatibility questions
TMP36_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
BH_VCC = ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")
MCP3008_VDD = ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V")
DS_VDD = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
TP_FLOAT = ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V")
MAX44_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
CCS_VDD = ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V")
HC_V = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
MAX7219_V = ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")
SI_VDD = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")
INMP_VDD = ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V")


def sv(dev, mn=None, mx=None, typ=None, cond="supply voltage, recommended operating", unit="V"):
    return it(dev, "supply_voltage", unit, mn=mn, typ=typ, mx=mx, cond=cond)


add(
    "rq36-c01",
    "medium",
    "compatibility",
    "can i run a tmp36 off the 5v output of an ams1117-5.0?",
    ["TMP36", "AMS1117"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=4.9,
            typ=5.0,
            mx=5.1,
            cond="AMS1117-5.0, 0..1 A, 6.5..12 V in, over temperature",
        ),
        sv("TMP36", mn=2.7, mx=5.5, cond="+VS supply range"),
    ],
    [ev("ams1117.pdf", 2, "4.900 5.000 5.100 V"), TMP36_VS],
    "4.9..5.1 V sits inside 2.7..5.5 V. The AMS1117-5.0 needs VIN >= 6.5 V for this row.",
)
add(
    "rq36-c02",
    "medium",
    "compatibility",
    "Can an MCP3008 be supplied (VDD) from the 3.3 V output of a TPS63021 buck-boost converter?",
    ["MCP3008", "TPS63021"],
    "compatible",
    [
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output, PWM mode",
        ),
        sv("MCP3008", mn=2.7, mx=5.5, cond="VDD operating voltage"),
    ],
    [ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"), MCP3008_VDD],
    "3.267..3.333 V inside 2.7..5.5 V; at VDD = 2.7..3.3 V the max sample rate is lower than the 200 ksps at 5 V, which the question does not ask.",
    wording="formal",
)
add(
    "rq36-c03",
    "medium",
    "compatibility",
    "ds18b20 and a tmp36 both on my 3.3v rail, ok?",
    ["DS18B20", "TMP36"],
    "compatible",
    [
        sv("DS18B20", mn=3.0, mx=5.5, cond="VDD local power"),
        sv("TMP36", mn=2.7, mx=5.5, cond="+VS supply range"),
    ],
    [DS_VDD, TMP36_VS],
    "3.3 V inside 3.0..5.5 V (DS18B20, local power) and 2.7..5.5 V (TMP36).",
)
add(
    "rq36-c04",
    "hard",
    "compatibility",
    "powering an mcp3008 straight from a li-ion cell that a tp4056 charges - is VDD ok even while charging?",
    ["MCP3008", "TP4056"],
    "compatible",
    [
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="VFLOAT regulated float voltage, 0..85 C",
        ),
        sv("MCP3008", mn=2.7, mx=5.5, cond="VDD operating voltage"),
    ],
    [TP_FLOAT, MCP3008_VDD],
    "Cell at most 4.242 V (float) and the MCP3008 runs from 2.7 V, so the usable cell range fits; note VREF / readings then follow the cell voltage.",
)
add(
    "rq36-c05",
    "hard",
    "compatibility",
    "ccs811 + max44009 on the same i2c bus at 3.3v - any address clash or voltage issue?",
    ["CCS811", "MAX44009"],
    "compatible",
    [
        it("CCS811", "i2c_address", values=["0x5A", "0x5B"], cond="ADDR low / high"),
        it("MAX44009", "i2c_address", values=["0x4A", "0x4B"], cond="1001 010x / 1001 011x by A0"),
        sv("CCS811", mn=1.8, mx=3.6, cond="VDD supply"),
        sv("MAX44009", mn=1.7, mx=3.6, cond="VCC power-supply voltage"),
    ],
    [
        ev("ccs811.pdf", 14, "slave address 0x5A or"),
        ev("ccs811.pdf", 14, "0x5B depending on status of ADDR pin"),
        ev("max44009.pdf", 1, "1001 010x and 1001 011x"),
        CCS_VDD,
        MAX44_VCC,
    ],
    "Addresses 0x5A/0x5B vs 0x4A/0x4B do not overlap; 3.3 V is in both supply ranges. The CCS811 uses clock stretching, which the host must allow (not a clash).",
)
add(
    "rq36-c06",
    "hard",
    "compatibility",
    "dht22 and bh1750 sharing one 3.3v supply, both happy?",
    ["DHT22", "BH1750"],
    "compatible",
    [
        sv("DHT22", mn=3.3, typ=5, mx=5.5, cond="VDD"),
        sv("BH1750", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"), BH_VCC],
    "Risky-looking: 3.3 V is the DHT22 minimum (its cable must then stay <= 100 cm); BH1750 2.4..3.6 V. A 5 V rail would not work for the BH1750.",
)
add(
    "rq36-c07",
    "medium",
    "compatibility",
    "inmp441 mic and a bh1750 off the same 3.3 v regulator?",
    ["INMP441", "BH1750"],
    "compatible",
    [
        sv("INMP441", mn=1.62, mx=3.63, cond="VDD"),
        sv("BH1750", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [INMP_VDD, BH_VCC],
    "3.3 V inside 1.62..3.63 V and 2.4..3.6 V.",
)
add(
    "rq36-c08",
    "medium",
    "compatibility",
    "Can a MAX7219 LED driver share a regulated 5 V supply with an HC-SR04 ultrasonic module?",
    ["MAX7219", "HC-SR04"],
    "compatible",
    [
        sv("MAX7219", mn=4.0, mx=5.5, cond="V+ operating supply"),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC 5 V"),
    ],
    [MAX7219_V, HC_V],
    "5 V inside MAX7219 4.0..5.5 V; HC-SR04 working voltage is DC 5 V. Supply capacity for the LED current is outside the question.",
    wording="formal",
)
add(
    "rq36-i01",
    "medium",
    "compatibility",
    "dht11 and si7021 both on the 3.3v rail?",
    ["DHT11", "Si7021"],
    "incompatible",
    [sv("DHT11", mn=3.5, mx=5.5, cond="power supply DC"), sv("Si7021", mn=1.9, mx=3.6, cond="VDD")],
    [ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"), SI_VDD],
    "3.3 V is below the DHT11 minimum 3.5 V; the Si7021 itself is fine. (A 5 V rail would break the Si7021 instead.)",
)
add(
    "rq36-i02",
    "medium",
    "compatibility",
    "bh1750 on the same 5v as my hc-sr04?",
    ["BH1750", "HC-SR04"],
    "incompatible",
    [
        sv("BH1750", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it("BH1750", "abs_max_supply_voltage", "V", mx=4.5, cond="Vmax absolute maximum"),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC 5 V"),
    ],
    [BH_VCC, ev("bh1750.pdf", 1, "Supply Voltage Vmax 4.5 V"), HC_V],
    "5 V exceeds the BH1750 operating max 3.6 V and its absolute maximum 4.5 V.",
)
add(
    "rq36-i03",
    "hard",
    "compatibility",
    "max44009 powered directly from the li-ion cell on my tp4056 board, no regulator. fine?",
    ["MAX44009", "TP4056"],
    "incompatible",
    [
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="VFLOAT regulated float voltage",
        ),
        sv("MAX44009", mn=1.7, mx=3.6, cond="VCC power-supply voltage"),
    ],
    [TP_FLOAT, MAX44_VCC],
    "A charged cell (4.158..4.242 V) is above the MAX44009 VCC max 3.6 V (and above its 4.0 V absolute maximum printed on the same page).",
)
add(
    "rq36-i04",
    "medium",
    "compatibility",
    "Can a CCS811 be powered from the 5 V rail that supplies a MAX7219 display driver?",
    ["CCS811", "MAX7219"],
    "incompatible",
    [
        sv("CCS811", mn=1.8, mx=3.6, cond="VDD supply"),
        sv("MAX7219", mn=4.0, mx=5.5, cond="V+ operating supply"),
    ],
    [CCS_VDD, MAX7219_V],
    "The MAX7219 needs 4.0..5.5 V, the CCS811 at most 3.6 V: no single rail fits both; 5 V exceeds the CCS811 limit.",
    wording="formal",
)
add(
    "rq36-i05",
    "hard",
    "compatibility",
    "my inmp441 runs on a 1.8v rail. can i hang a ds18b20 on that same 1.8v?",
    ["DS18B20", "INMP441"],
    "incompatible",
    [
        sv("DS18B20", mn=3.0, mx=5.5, cond="VDD local power"),
        sv("INMP441", mn=1.62, mx=3.63, cond="VDD"),
    ],
    [DS_VDD, INMP_VDD],
    "1.8 V is fine for the INMP441 but below the DS18B20 minimum 3.0 V (local or parasite power).",
)
add(
    "rq36-i06",
    "hard",
    "compatibility",
    "run a max7219 matrix straight off a single li-ion cell (tp4056 charger, no boost)?",
    ["MAX7219", "TP4056"],
    "incompatible",
    [
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="VFLOAT, full-charge cell voltage",
        ),
        sv("MAX7219", mn=4.0, mx=5.5, cond="V+ operating supply"),
    ],
    [TP_FLOAT, MAX7219_V],
    "Only a freshly charged cell (<= 4.242 V) is above the 4.0 V minimum; a Li-ion cell discharges well below 4.0 V (the TP4056 trickle threshold is 2.9 V), so the MAX7219 leaves its operating range for most of the discharge.",
)
add(
    "rq36-i07",
    "medium",
    "compatibility",
    "mq-3 and si7021 sharing one 5v rail?",
    ["MQ-3", "Si7021"],
    "incompatible",
    [
        it("MQ-3", "supply_voltage", "V", value=5, cond="VH heating voltage 5 V +-0.1"),
        sv("Si7021", mn=1.9, mx=3.6, cond="VDD"),
    ],
    [ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1 ACOR DC"), SI_VDD],
    "The MQ-3 heater needs 5 V +-0.1; 5 V is above the Si7021 VDD max 3.6 V.",
)
add(
    "rq36-i08",
    "medium",
    "compatibility",
    "Can a MAX31855 thermocouple converter be powered from the 5 V supply of an HC-SR04 module?",
    ["MAX31855", "HC-SR04"],
    "incompatible",
    [
        sv("MAX31855", mn=3.0, typ=3.3, mx=3.6, cond="VCC power-supply voltage"),
        it(
            "MAX31855",
            "abs_max_supply_voltage",
            "V",
            mn=-0.3,
            mx=4.0,
            cond="VCC to GND absolute maximum",
        ),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC 5 V"),
    ],
    [
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("max31855.pdf", 2, "Supply Voltage Range (VCC to GND)...................-0.3V to +4.0V"),
        HC_V,
    ],
    "5 V exceeds the MAX31855 operating max 3.6 V and absolute maximum 4.0 V.",
    wording="formal",
)
add(
    "rq36-i09",
    "hard",
    "compatibility",
    "74hc595 and tm1637 sharing the same clock and data lines at 5v, clock at 1 mhz. ok for both?",
    ["74HC595", "TM1637"],
    "incompatible",
    [
        it(
            "TM1637",
            "spi_clock_frequency",
            "kHz",
            mx=500,
            cond="Fmax maximum clock frequency, 50% duty, VDD 4.5..5.5 V",
        ),
        it(
            "74HC595",
            "spi_clock_frequency",
            "MHz",
            mx=30,
            cond="fmax SHCP/STCP, VCC 4.5 V, min guaranteed at 25 C (24 / 20 MHz over temperature)",
        ),
    ],
    [
        ev("tm1637.pdf", 10, "Fmax - - 500 KHz"),
        ev("74hc595.pdf", 11, "VCC = 4.5 V 30 91 - 24 - 20 - MHz"),
    ],
    "1 MHz is far below the 74HC595 limit but twice the TM1637 Fmax 500 kHz. (Sharing lines also mixes the TM1637 start/ACK protocol with shift-register clocking; the verdict rests on the clock.)",
)
add(
    "rq36-e01",
    "medium",
    "compatibility",
    "mq-2 heater right next to a ccs811 on the same board. will it mess with the ccs811 readings?",
    ["MQ-2", "CCS811"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet quantifies heat or outgassing from a neighbouring heated sensor; the MQ-2 heater draws <= 950 mW but its effect on the CCS811 eCO2/TVOC output is not specified.",
)
add(
    "rq36-e02",
    "hard",
    "compatibility",
    "isolating a dht22 data line through a pc817 (10k pull-up on the output). will the bits still decode?",
    ["DHT22", "PC817"],
    "insufficient_evidence",
    [],
    [],
    "PC817 rise/fall 4/18 and 3/18 us are given only at VCE = 2 V, IC = 2 mA, RL = 100 Ohm; with a 10 kOhm pull-up the edges are slower by an unspecified amount, against DHT22 bit highs of 22..30 us vs 68..75 us. The single-bus is also bidirectional, which one optocoupler does not carry.",
)
add(
    "rq36-e03",
    "medium",
    "compatibility",
    "si7021 with its heater switched on sitting 1 cm from a dht22. how much will the dht22 reading be off?",
    ["Si7021", "DHT22"],
    "insufficient_evidence",
    [],
    [],
    "The Si7021 heater current (3.1..94.2 mA) is given, but no sheet states the temperature rise it causes at a neighbouring part.",
)
add(
    "rq36-e04",
    "hard",
    "compatibility",
    "Can a TP4056 and an MCP73831 be connected in parallel to charge the same Li-ion cell?",
    ["TP4056", "MCP73831"],
    "insufficient_evidence",
    [],
    [],
    "Both regulate to 4.2 V, but neither sheet describes operating two chargers in parallel (termination and status logic with shared current are unspecified).",
    wording="formal",
)
add(
    "rq36-e05",
    "medium",
    "compatibility",
    "lm35 analog output wired next to a multiplexing max7219. will the scan noise corrupt my temperature reading?",
    ["LM35", "MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "No coupled-noise figure for the MAX7219 scan or susceptibility figure for the LM35 output trace; the answer depends on layout and filtering.",
)
add(
    "rq36-e06",
    "hard",
    "compatibility",
    "Will an MQ-3 heater sharing the 5 V supply with an HX711 load-cell amplifier cause measurable drift in the weight readings?",
    ["MQ-3", "HX711"],
    "insufficient_evidence",
    [],
    [],
    "The HX711 gives supply rejection only as a general feature and the MQ-3 heater load (< 750 mW) is static; no figure links heater-induced supply or thermal changes to HX711 output drift.",
    wording="formal",
)
add(
    "rq36-e07",
    "hard",
    "compatibility",
    "ds18b20 screwed onto the tab of an irlz44n. can i read the junction temperature to within 1 C from it?",
    ["DS18B20", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "RthJC 1.4 C/W is a max; the case-to-sensor thermal path and the mounting are not specified, so the junction-to-sensor offset at a given dissipation cannot be bounded to 1 C. DS18B20 accuracy +-0.5 C (-10..85 C) is only the sensor's own error.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
