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


# ---------- factual, answerable
add(
    "rq30-f01",
    "hard",
    "simple",
    "max31855 how long after SCK falls is the SO data valid (tDO)? worst case, in microseconds",
    ["MAX31855"],
    None,
    [it("MAX31855", "response_time", "ns", mx=40, cond="tDO, SCK fall to output data valid")],
    [ev("max31855.pdf", 4, "SCK Fall to Output Data Valid tDO 40 ns")],
    "40 ns max = 0.04 us; look-alikes CS fall to output enable tDV 100 ns, CS rise to output disable tTR 40 ns, SCK pulse widths 100 ns. Filed as response_time.",
)
add(
    "rq30-f02",
    "medium",
    "simple",
    "What is the maximum total error (TE) of the MAX44009 lux reading, per its optical characteristics?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "accuracy",
            "%",
            mx=15,
            q="illuminance",
            cond="total error TE, green LED 538 nm, TA = +25 C",
        )
    ],
    [ev("max44009.pdf", 2, "Total Error TE 15 %")],
    "15 % (max column); look-alikes light source matching 10 %, IR transmittance 0..0.5 % at 940 nm, UV transmittance 1.2 %.",
    wording="formal",
)
add(
    "rq30-f03",
    "hard",
    "simple",
    "max44009 in total darkness - what lux reading can it still show (dark level), worst case?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "accuracy",
            "lx",
            typ=0,
            mx=0.045,
            q="illuminance",
            cond="dark level count, 0 lux, TA = +25 C, 800 ms range",
        )
    ],
    [ev("max44009.pdf", 2, "Dark Level Count 0LUX 0 lux, TA = +25NC, 800ms range 0 0.045 Lux")],
    "0 typ / 0.045 lux max; look-alike maximum lux sensitivity 0.045 lux/LSB (same number, a resolution row) and 188,000 lux saturation. Filed as accuracy (offset at 0 lux).",
)
add(
    "rq30-f04",
    "hard",
    "simple",
    "lm35d on a 30v supply, whats the quiescent current over the full temp range? typ and max",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "quiescent_current",
            "uA",
            typ=91.5,
            mx=141,
            cond="LM35C/LM35D, VS = 30 V, full range",
        )
    ],
    [ev("lm35.pdf", 5, "VS = 30 V 105.5 161 91.5 141")],
    "LM35C/LM35D columns 91.5 typ / 141 max uA; look-alikes plain LM35 105.5/161 on the same row, 25 C row 56.2/82, VS = 5 V 91/138, LM35CA table (p4) 91.5/116.",
)
add(
    "rq30-f05",
    "hard",
    "simple",
    "ina3221 bus voltage offset error, worst case? in volts pls",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "accuracy",
            "mV",
            mn=-16,
            mx=16,
            q="voltage",
            cond="bus offset voltage, RTI (typ +-8 mV)",
        )
    ],
    [ev("ina3221.pdf", 5, "±8 ±16 mV VOS Bus offset voltage, RTI(1)")],
    "+-16 mV max (+-8 typ); look-alikes shunt offset +-40/+-80 uV, bus LSB step 8 mV (same 8), bus offset drift 80 uV/C.",
)
add(
    "rq30-f06",
    "medium",
    "simple",
    "si7021 set to 8-bit humidity, how long is one RH conversion? typ/max in microseconds",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "ms", typ=2.6, mx=3.1, cond="tCONV, 8-bit RH")],
    [ev("si7021.pdf", 5, "8-bit RH — 2.6 3.1")],
    "2600 / 3100 us; look-alikes 10-bit RH 3.7/4.5, 11-bit 5.8/7, 12-bit 10/12 ms, temperature conversions 1.5..10.8 ms.",
)
add(
    "rq30-f07",
    "hard",
    "simple",
    "tm1637 segment output rise time with a 300pF load, max? give it in ns",
    ["TM1637"],
    None,
    [it("TM1637", "response_time", "us", mx=0.5, cond="TTZH2 rise time, SEG1..SEG8, CL = 300 pF")],
    [ev("tm1637.pdf", 10, "TTZH 2 - - 0.5 μs SEG8")],
    "0.5 us = 500 ns; look-alikes GRID rise time TTZH1 2 us, fall time 120 us, tPZL 100 ns, tPLZ 300 ns.",
)
add(
    "rq30-f08",
    "medium",
    "structured",
    "For the standard-sensitivity SRD relay with a 24 VDC coil (SRD-24VDC-SL-C), what are the nominal coil current and the coil resistance?",
    ["SRD-05VDC-SL-C"],
    None,
    [
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=18.7,
            cond="coil current, standard, 24 VDC coil",
        ),
        it(
            "SRD-05VDC-SL-C",
            "coil_resistance",
            "Ohm",
            value=1280,
            cond="standard, 24 VDC coil, +-10 %",
        ),
    ],
    [ev("srd-05vdc-sl-c.pdf", 2, "24 24 18.7 1280")],
    "Standard 24 V: 18.7 mA, 1280 Ohm (+-10 %); look-alikes high-sensitivity 24 V 15 mA / 1600 Ohm, standard 12 V 37.5 mA / 320 Ohm. Coil current filed as supply_current (as rq28-f11).",
    wording="formal",
)
add(
    "rq30-f09",
    "medium",
    "simple",
    "pcf8563 storage temp range? the rtc board sits in a hot car in summer when not in use",
    ["PCF8563"],
    None,
    [it("PCF8563", "storage_temperature", "°C", mn=-65, mx=150, cond="Tstg, limiting values")],
    [ev("pcf8563.pdf", 27, "Tstg storage temperature [4] 65 +150")],
    "-65..+150 C (minus sign lost in the text layer); look-alikes operating Tamb -40..+85 C, note [4] store and transport +8..+45 C.",
)
add(
    "rq30-f10",
    "medium",
    "simple",
    "What linearity does the HMC5883L specify over its ±2.0 gauss input range?",
    ["HMC5883L"],
    None,
    [
        it(
            "HMC5883L",
            "accuracy",
            "%",
            mn=-0.1,
            mx=0.1,
            q="magnetic_field",
            cond="linearity, +-2.0 gauss input range, %FS",
        )
    ],
    [ev("hmc5883l.pdf", 2, "Linearity ±2.0 gauss input range 0.1 ±% FS")],
    "+-0.1 %FS; look-alikes hysteresis +-25 ppm, cross-axis sensitivity +-0.2 %FS/gauss, sensitivity tempco -0.3 %/C, gain tolerance +-5 %.",
    wording="formal",
)
add(
    "rq30-f11",
    "medium",
    "simple",
    "irlz44n rise time (tr) in the switching table? driving it at 5v gate",
    ["IRLZ44N"],
    None,
    [
        it(
            "IRLZ44N",
            "response_time",
            "ns",
            typ=84,
            cond="tr, VDD = 28 V, ID = 25 A, RG = 3.4 Ohm, VGS = 5.0 V",
        )
    ],
    [ev("irlz44n.pdf", 2, "tr Rise Time ––– 84 ––– I D = 25A")],
    "84 ns typ; look-alikes turn-on delay 11 ns, turn-off delay 26 ns, fall time 15 ns, reverse recovery 80/120 ns.",
)
add(
    "rq30-f12",
    "hard",
    "simple",
    "max31865 automatic fault detection cycle - how long until its done? max, in ms",
    ["MAX31865"],
    None,
    [
        it(
            "MAX31865",
            "response_time",
            "us",
            typ=550,
            mx=600,
            cond="automatic fault detection cycle, CS high to cycle complete",
        )
    ],
    [ev("max31865.pdf", 3, "From CS high to cycle complete 550 600")],
    "550 typ / 600 max us = 0.6 ms; look-alikes conversion times 52/55 and 62.5/66 ms (single), 16.7/17.6, 20/21 ms (continuous), bias startup 10 ms. Unit us read off the column (printed 'Fs').",
)
add(
    "rq30-f13",
    "hard",
    "simple",
    "vl53l0x offset drift over temperature (-20 to 70C) after calibrating at 23C, worst case in cm?",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "accuracy",
            "mm",
            mn=-30,
            mx=30,
            q="distance",
            cond="ranging offset temperature drift, -20..+70 C, typ +-10 mm",
        )
    ],
    [ev("vl53l0x.pdf", 28, "23 °C -20°C to +70°C +/- 10 mm +/- 30 mm")],
    "+-30 mm max (+-3 cm), +-10 mm typ; look-alike voltage drift 2.6..3.5 V +-10/+-15 mm, high accuracy profile < +-3 %.",
)
add(
    "rq30-f14",
    "medium",
    "simple",
    "whats the ranging timing budget of the vl53l0x 'high speed' profile?",
    ["VL53L0X"],
    None,
    [it("VL53L0X", "response_time", "ms", value=20, cond="high speed range profile timing budget")],
    [ev("vl53l0x.pdf", 28, "High speed 20 ms 1.2 m, accuracy +/- 5 %")],
    "20 ms; look-alikes default 30 ms, long range 33 ms, high accuracy 200 ms.",
)
add(
    "rq30-f15",
    "hard",
    "simple",
    "What are the typical and maximum body-diode reverse recovery times of the IRLZ44N, in microseconds?",
    ["IRLZ44N"],
    None,
    [
        it(
            "IRLZ44N",
            "response_time",
            "ns",
            typ=80,
            mx=120,
            cond="trr, TJ = 25 C, IF = 25 A, di/dt = 100 A/us",
        )
    ],
    [ev("irlz44n.pdf", 2, "t rr Reverse Recovery Time ––– 80 120 ns TJ = 25°C, IF = 25A")],
    "80 / 120 ns = 0.08 / 0.12 us; look-alikes reverse recovery charge 210/320 nC, switching times 11/84/26/15 ns.",
    wording="formal",
)
add(
    "rq30-f16",
    "hard",
    "simple",
    "si7021 i2c: after SCL goes low how long until SDA data is valid (tVD;DAT)? max in ns",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "us", mx=0.9, cond="tVD;DAT, SCL low to data valid")],
    [ev("si7021.pdf", 6, "SDA Valid Time tVD;DAT From SCL low to data valid — — 0.9 µs")],
    "0.9 us = 900 ns; look-alikes acknowledge valid time tVD;ACK 0.9 us, SDA setup/hold 100 ns, SCL low 1.3 us.",
)
add(
    "rq30-f17",
    "medium",
    "simple",
    "cc1101 abs max voltage on the RF_P / RF_N antenna pins?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=2.0,
            cond="RF_P, RF_N, absolute maximum",
        )
    ],
    [ev("cc1101.pdf", 8, "Voltage on the pins RF_P, RF_N, –0.3 2.0 V")],
    "-0.3..2.0 V; look-alikes supply -0.3..3.9 V, any digital pin -0.3..VDD + 0.3 V (max 3.9), input RF level +10 dBm.",
)
add(
    "rq30-f18",
    "medium",
    "simple",
    "What shunt offset voltage (referred to input) does the INA3221 specify, typical and maximum?",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "accuracy",
            "uV",
            mn=-80,
            mx=80,
            q="voltage",
            cond="shunt offset voltage RTI, typ +-40 uV",
        )
    ],
    [ev("ina3221.pdf", 5, "±40 ±80 μV VOS Shunt offset voltage, RTI(1)")],
    "+-40 typ / +-80 max uV; look-alikes shunt LSB 40 uV (same 40), offset drift 0.1/0.5 uV/C, bus offset +-8/+-16 mV.",
    wording="formal",
)
add(
    "rq30-f19",
    "hard",
    "simple",
    "What absolute maximum voltage may the TPS63020 switch pins L1 and L2 see for transients shorter than 10 ns?",
    ["TPS63020"],
    None,
    [
        it(
            "TPS63020",
            "abs_max_input_voltage",
            "V",
            mn=-3,
            mx=10,
            cond="L1, L2 (AC, less than 10 ns), absolute maximum",
        )
    ],
    [ev("tps63020.pdf", 5, "L1, L2 (AC, less than 10 ns) (3) –3 10 V")],
    "-3..10 V; look-alike L1, L2 DC -0.3..7 V and VIN/VOUT/EN/FB/PG -0.3..7 V. Filed as abs_max_input_voltage (switch pins).",
    wording="formal",
)
add(
    "rq30-f20",
    "medium",
    "simple",
    "max44009: wie lang ist die längste Integrationszeit (die mit 50/60-Hz-Unterdrückung)?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "response_time",
            "ms",
            value=800,
            cond="maximum signal integration time, 50/60 Hz rejection",
        )
    ],
    [ev("max44009.pdf", 2, "Has 50/60Hz rejection 800 ms")],
    "800 ms; look-alikes minimum integration 100 ms (automatic) / 6.25 ms (manual), ADC conversion 97..107 ms in the 100 ms range.",
    lang="de",
)
add(
    "rq30-f21",
    "hard",
    "simple",
    "What is the maximum low-level output voltage of the DS3231 RST pin, and at what sink current?",
    ["DS3231"],
    None,
    [it("DS3231", "output_low_voltage", "V", mx=0.4, cond="RST, IOL = 1 mA")],
    [ev("ds3231.pdf", 2, "Logic 0 Output, RST VOL IOL = 1mA 0.4 V")],
    "0.4 V at IOL = 1 mA; look-alike 32kHz, INT/SQW VOL 0.4 V at IOL = 3 mA (same number, other pin and current).",
    wording="formal",
)
add(
    "rq30-f22",
    "medium",
    "simple",
    "¿Cuál es el tiempo mínimo de preparación de datos (tSU;DAT) del bus I2C del PCF8563?",
    ["PCF8563"],
    None,
    [it("PCF8563", "response_time", "ns", mn=100, cond="tSU;DAT data set-up time")],
    [ev("pcf8563.pdf", 31, "tSU;DAT data set-up time 100 - - ns")],
    "100 ns min; look-alikes data hold 0 ns, spike pulse width 50 ns max, tSU;STO 0.6 us.",
    wording="formal",
    lang="es",
)
add(
    "rq30-f23",
    "hard",
    "simple",
    "lm35ca accuracy at -10 C? how far off can it be",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-1,
            mx=1,
            q="temperature",
            cond="LM35CA, TA = -10 C, design limit; typ +-0.3",
        )
    ],
    [ev("lm35.pdf", 3, "TA = –10°C ±0.3 ±0.3 ±1")],
    "LM35CA +-1 C design limit (+-0.3 typ); look-alikes LM35A at -10 C +-0.3 typ, LM35CA 25 C +-0.5, LM35/LM35C at -10 C +-0.5/+-1.5 (p4).",
)
add(
    "rq30-f24",
    "medium",
    "simple",
    "INA3221 in power-down mode: how much leakage current flows into its IN+ and IN- pins (typical and maximum)?",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "standby_current",
            "uA",
            typ=0.1,
            mx=0.5,
            cond="input leakage (IN+ + IN-), power-down mode",
        )
    ],
    [ev("ina3221.pdf", 5, "Input leakage(2) (IN+ pin) + (IN– pin), power-down mode 0.1 0.5 μA")],
    "0.1 typ / 0.5 max uA; look-alikes power-down supply current 0.5/2 uA (same 0.5), input bias current 10 uA active. Filed as standby_current.",
    wording="formal",
)
add(
    "rq30-f25",
    "hard",
    "simple",
    "lm35c accuracy at its coldest rated temp (TMIN), max error?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-2,
            mx=2,
            q="temperature",
            cond="LM35C, TA = TMIN, design limit; typ +-0.8",
        )
    ],
    [ev("lm35.pdf", 4, "TA = TMIN ±0.8 ±1.5 ±0.8 ±2")],
    "LM35C columns: +-0.8 typ, +-2 design limit; look-alikes LM35 at TMIN +-1.5 (same row), TMAX +-1.5, LM35D +-2 at TMIN (other row).",
)
add(
    "rq30-f26",
    "medium",
    "simple",
    "ds3231 i2c data setup time in standard mode (100k)?",
    ["DS3231"],
    None,
    [it("DS3231", "response_time", "ns", mn=250, cond="tSU:DAT, standard mode")],
    [ev("ds3231.pdf", 4, "Data Setup Time (Note 10) tSU:DAT ns Standard mode 250")],
    "250 ns min in standard mode; look-alike fast mode 100 ns, data hold 0..0.9 us.",
)
add(
    "rq30-k01",
    "hard",
    "comparison",
    "Compare the minimum CS-to-clock setup time of the MAX31865 (tCC) with that of the MAX31855 (tCSS).",
    ["MAX31865", "MAX31855"],
    None,
    [
        it("MAX31865", "response_time", "ns", mn=400, cond="tCC, CS to SCLK setup"),
        it("MAX31855", "response_time", "ns", mn=100, cond="tCSS, CS fall to SCK rise"),
    ],
    [
        ev("max31865.pdf", 4, "CS to SCLK Setup tCC (Note 9) 400 ns"),
        ev("max31855.pdf", 4, "CS Fall to SCK Rise tCSS 100 ns"),
    ],
    "MAX31865 400 ns vs MAX31855 100 ns (MAX31865 needs 4x longer); look-alikes MAX31865 SCLK to CS hold 100 ns, CS inactive 400 ns; MAX31855 SCK to CS hold 100 ns.",
    wording="formal",
)
add(
    "rq30-k02",
    "hard",
    "comparison",
    "tm1637 vs max31855: whats the shortest clock high pulse each one accepts?",
    ["TM1637", "MAX31855"],
    None,
    [
        it("TM1637", "response_time", "ns", mn=400, cond="PWCLK clock pulse width"),
        it("MAX31855", "response_time", "ns", mn=100, cond="tCH SCK pulse-high width"),
    ],
    [
        ev("tm1637.pdf", 10, "PWCLK 400 - - ns"),
        ev("max31855.pdf", 4, "SCK Pulse-High Width tCH 100 ns"),
    ],
    "TM1637 400 ns vs MAX31855 100 ns; look-alikes TM1637 data setup/hold 100 ns, tWAIT 1 us, Fmax 500 kHz; MAX31855 tCL 100 ns, rise/fall 200 ns.",
)

# ---------- factual, not in the sheet
add(
    "rq30-u01",
    "hard",
    "simple",
    "how much 850nm IR does the max44009 let through? using an 850nm ir led nearby",
    ["MAX44009"],
    "insufficient_evidence",
    [],
    [],
    "Trap: IR transmittance is given only at 940 nm (0 typ / 0.5 % max); nothing at 850 nm in the text.",
)
add(
    "rq30-u02",
    "medium",
    "simple",
    "si7021 RH conversion time at 9-bit resolution?",
    ["Si7021"],
    "insufficient_evidence",
    [],
    [],
    "Trap: conversion times exist for 12/11/10/8-bit RH (10/12, 5.8/7, 3.7/4.5, 2.6/3.1 ms); there is no 9-bit RH setting or row.",
)
add(
    "rq30-u03",
    "hard",
    "simple",
    "What internal gate resistance does the IRLZ44N datasheet give?",
    ["IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "Trap: RG = 3.4 Ohm (switching test) and RG = 25 Ohm (avalanche test) are external test conditions; no internal gate resistance is specified.",
    wording="formal",
)
add(
    "rq30-u04",
    "medium",
    "simple",
    "lm35 quiescent current when powered from 12v?",
    ["LM35"],
    "insufficient_evidence",
    [],
    [],
    "Trap: quiescent rows only at VS = 5 V and VS = 30 V (plus change over 4..30 V as a delta); no 12 V value.",
)
add(
    "rq30-u05",
    "hard",
    "simple",
    "vl53l0x ranging offset drift if it gets down to -30C outside?",
    ["VL53L0X"],
    "insufficient_evidence",
    [],
    [],
    "Trap: temperature drift is given only for -20..+70 C (+-10 / +-30 mm), which is also the operating range; nothing at -30 C.",
)
add(
    "rq30-u06",
    "medium",
    "simple",
    "What linearity does the HMC5883L achieve over its ±8 gauss range?",
    ["HMC5883L"],
    "insufficient_evidence",
    [],
    [],
    "Trap: linearity 0.1 %FS is stated only for the +-2.0 gauss input range; no linearity for wider ranges.",
    wording="formal",
)
add(
    "rq30-u07",
    "medium",
    "simple",
    "pcf8563 operating humidity range?",
    ["PCF8563"],
    "insufficient_evidence",
    [],
    [],
    "Trap: note [4] of the limiting values gives store/transport conditions (+8..+45 C, 25..75 % humidity), not an operating humidity.",
)
add(
    "rq30-u08",
    "hard",
    "simple",
    "tm1637 supply current with all 4 digits fully lit (all segments on, max brightness)?",
    ["TM1637"],
    "insufficient_evidence",
    [],
    [],
    "Trap: only IDDdyn 5 mA max 'non-loaded, display OFF' is given; segment/grid drive currents are per pin, no total supply current with the display on.",
)

# ---------- compatibility: compatible
add(
    "rq30-c01",
    "medium",
    "compatibility",
    "pcf8563 rtc powered from a tps63021 (fixed 3.3v buck-boost), i2c running at 400k. ok?",
    ["PCF8563", "TPS63021"],
    "compatible",
    [
        it(
            "PCF8563",
            "supply_voltage",
            "V",
            mn=1.8,
            mx=5.5,
            cond="VDD, interface active, fSCL = 400 kHz",
        ),
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
        ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
    ],
    "3.267..3.333 V inside 1.8..5.5 V (interface active at 400 kHz); PCF8563 draws 800 uA max at 400 kHz.",
)
add(
    "rq30-c02",
    "medium",
    "compatibility",
    "Can a MAX31865 (VDD and DVDD tied) run from an XC6206P332 3.3 V LDO?",
    ["MAX31865", "XC6206"],
    "compatible",
    [
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
        it("MAX31865", "supply_current", "mA", typ=2, mx=3.5, cond="bias on, active conversion"),
        it(
            "XC6206",
            "accuracy",
            "%",
            mn=-2,
            mx=2,
            q="voltage",
            cond="output voltage accuracy, VOUT >= 1.5 V",
        ),
        it("XC6206", "output_current", "mA", value=200, cond="3.0 V type"),
    ],
    [
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
        ev("max31865.pdf", 3, "Bias on, active conversion 2 3.5 mA"),
        ev("xc6206.pdf", 1, "Highly Accurate :±2%@VOUT≧1.5V"),
        ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)"),
    ],
    "3.3 V +-2 % = 3.234..3.366 V inside 3.0..3.6 V; 3.5 mA max << 200 mA.",
    wording="formal",
)
add(
    "rq30-c03",
    "medium",
    "compatibility",
    "hmc5883l compass module (vdd=vddio) on the 3.3v out of a tps63021, fine?",
    ["HMC5883L", "TPS63021"],
    "compatible",
    [
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
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
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
    ],
    "3.267..3.333 V inside 2.16..3.6 V; VDDIO = VDD is within 1.71..VDD + 0.1.",
)
add(
    "rq30-c04",
    "hard",
    "compatibility",
    "pcf8563 (vdd 3.3v) INT pin with a 10k pullup to 5v going straight to an irlz44n gate, switching a 12v 3a fan. gate sits at 5v whenever INT is released. will that work?",
    ["PCF8563", "IRLZ44N"],
    "compatible",
    [
        it(
            "PCF8563",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=6.5,
            cond="VO on pins CLKOUT and INT, limiting values",
        ),
        it("IRLZ44N", "abs_max_input_voltage", "V", mn=-16, mx=16, cond="VGS, absolute maximum"),
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.025, cond="VGS = 5.0 V, ID = 25 A"),
    ],
    [
        ev("pcf8563.pdf", 27, "VO output voltage on pins CLKOUT and INT 0.5 +6.5 V"),
        ev("irlz44n.pdf", 1, "VGS Gate-to-Source Voltage ±16 V"),
        ev(
            "irlz44n.pdf",
            2,
            "RDS(on) Static Drain-to-Source On-Resistance ––– ––– 0.025 Ω VGS = 5.0V, I D = 25A",
        ),
    ],
    "Risky-looking (5 V on an RTC at 3.3 V): the INT output limit is an absolute 6.5 V, not VDD-relative, so 5 V is allowed; VGS = 5 V is a specified RDS(on) point (25 mOhm, 3 A -> 0.23 W). Logic is inverted (INT is active low), not a compatibility issue.",
)
add(
    "rq30-c05",
    "hard",
    "compatibility",
    "ina3221 powered straight off a single li-ion cell (charged by a tp4056) and also measuring that cell's current/voltage on channel 1. any problem?",
    ["INA3221", "TP4056"],
    "compatible",
    [
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VS operating"),
        it("INA3221", "analog_input_range", "V", mn=0, mx=26, cond="VBUS bus voltage input"),
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="VFLOAT charge termination voltage",
        ),
    ],
    [
        ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V"),
        ev("ina3221.pdf", 5, "VBUS Bus voltage input 0 26 V"),
        ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
    ],
    "Full cell 4.242 V max sits inside VS 2.7..5.5 V and the 0..26 V bus range.",
)
add(
    "rq30-c06",
    "medium",
    "compatibility",
    "vl53l0x breakout (no onboard regulator) fed from an xc6206 3.3v ldo. within its supply range?",
    ["VL53L0X", "XC6206"],
    "compatible",
    [
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
        it(
            "XC6206",
            "accuracy",
            "%",
            mn=-2,
            mx=2,
            q="voltage",
            cond="output voltage accuracy, VOUT >= 1.5 V",
        ),
    ],
    [
        ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
        ev("xc6206.pdf", 1, "Highly Accurate :±2%@VOUT≧1.5V"),
    ],
    "3.3 V +-2 % = 3.234..3.366 V inside 2.6..3.5 V.",
)
add(
    "rq30-c07",
    "hard",
    "compatibility",
    "A CC1101 and a MAX31865 share one SPI bus at 5 MHz, both at 3.3 V, and the firmware uses CC1101 burst access. Is the clock within both parts' limits?",
    ["CC1101", "MAX31865"],
    "compatible",
    [
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0, cond="SCLK frequency"),
        it("CC1101", "spi_clock_frequency", "MHz", mx=6.5, cond="SCLK frequency, burst access"),
        it("CC1101", "supply_voltage", "V", mn=1.8, mx=3.6, cond="operating supply"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
    ],
    [
        ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz"),
        ev("cc1101.pdf", 30, "SCLK frequency, burst access - 6.5"),
        ev("cc1101.pdf", 8, "Operating supply voltage 1.8 3.6 V"),
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
    ],
    "5 MHz = MAX31865 limit (DC..5.0 MHz) and below the CC1101 burst-access 6.5 MHz (10 MHz general, 9 MHz single access); both at 3.3 V.",
    wording="formal",
)
add(
    "rq30-c08",
    "hard",
    "compatibility",
    "ina3221 with a 0.1 ohm shunt in the 3.3v line of a cc1101 transmitting at +12dbm (868mhz). does the shunt voltage stay in range?",
    ["INA3221", "CC1101"],
    "compatible",
    [
        it(
            "INA3221",
            "analog_input_range",
            "mV",
            mn=-163.84,
            mx=163.8,
            cond="VSHUNT shunt voltage input",
        ),
        it("CC1101", "supply_current", "mA", typ=34.2, cond="TX, +12 dBm, 868 MHz"),
    ],
    [
        ev("ina3221.pdf", 5, "VSHUNT Shunt voltage input –163.84 163.8 mV"),
        ev("cc1101.pdf", 10, "34.2 mA Transmit mode, +12 dBm output power, 868 MHz"),
    ],
    "34.2 mA x 0.1 Ohm = 3.42 mV << 163.8 mV full scale (85 LSB of 40 uV); 3.3 V bus inside 0..26 V.",
)

# ---------- compatibility: incompatible
add(
    "rq30-i01",
    "medium",
    "compatibility",
    "max44009 light sensor wired straight to a lipo charged by an mcp73831 (4.2v version). ok?",
    ["MAX44009", "MCP73831"],
    "incompatible",
    [
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
    ],
    [
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
        ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2"),
    ],
    "A full cell (4.168..4.232 V) exceeds VCC max 3.6 V (abs max of the other pins is 4 V).",
)
add(
    "rq30-i02",
    "medium",
    "compatibility",
    "Will an LM35 work to spec when powered from the 3.3 V output of a TPS63021?",
    ["LM35", "TPS63021"],
    "incompatible",
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply"),
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
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
    ],
    "3.333 V max < 4 V minimum.",
    wording="formal",
)
add(
    "rq30-i03",
    "medium",
    "compatibility",
    "max31855 and a cc1101 on the same spi bus at 8mhz, both 3.3v. fine?",
    ["MAX31855", "CC1101"],
    "incompatible",
    [
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="fSCL serial clock frequency"),
        it("CC1101", "spi_clock_frequency", "MHz", mx=10, cond="fSCLK"),
    ],
    [
        ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz"),
        ev("cc1101.pdf", 30, "fSCLK SCLK frequency - 10 MHz"),
    ],
    "8 MHz > MAX31855 5 MHz max (the CC1101 takes 10 MHz, 9 MHz single / 6.5 MHz burst access without delay).",
)
add(
    "rq30-i04",
    "medium",
    "compatibility",
    "hmc5883l powered directly from a tp4056-charged 18650, no regulator. will it be ok?",
    ["HMC5883L", "TP4056"],
    "incompatible",
    [
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
        it("TP4056", "output_voltage", "V", mn=4.158, typ=4.2, mx=4.242, cond="VFLOAT"),
    ],
    [
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
        ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
    ],
    "A charged cell (4.158..4.242 V) is above VDD max 3.6 V.",
)
add(
    "rq30-i05",
    "medium",
    "compatibility",
    "Can a CC1101 module be powered directly from a single Li-ion cell charged by an MCP73831-2 (4.2 V) without a regulator?",
    ["CC1101", "MCP73831"],
    "incompatible",
    [
        it("CC1101", "supply_voltage", "V", mn=1.8, mx=3.6, cond="operating supply"),
        it(
            "CC1101",
            "abs_max_supply_voltage",
            "V",
            mn=-0.3,
            mx=3.9,
            cond="supply voltage, absolute maximum",
        ),
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
    ],
    [
        ev("cc1101.pdf", 8, "Operating supply voltage 1.8 3.6 V"),
        ev("cc1101.pdf", 8, "Supply voltage –0.3 3.9 V"),
        ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2"),
    ],
    "4.168..4.232 V exceeds both the 3.6 V operating max and the 3.9 V absolute maximum.",
    wording="formal",
)
add(
    "rq30-i06",
    "hard",
    "compatibility",
    "songle srd-05vdc-sl-c (standard) coil driven from a tps63021 3.3v rail through a transistor. will the relay pull in reliably?",
    ["SRD-05VDC-SL-C", "TPS63021"],
    "incompatible",
    [
        it("SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="nominal coil voltage, standard"),
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
        ev("srd-05vdc-sl-c.pdf", 2, "(Standard) 05 05 89.3 55"),
        ev("srd-05vdc-sl-c.pdf", 2, "SRD 03 03 150 20 abt. 0.45W 75% Max. 10% Min. 110%"),
        ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V"),
    ],
    "Pull-in voltage is up to 75 % of 5 V = 3.75 V; 3.333 V max (less the transistor drop) is below it, so pull-in is not guaranteed.",
)
add(
    "rq30-i07",
    "hard",
    "compatibility",
    "isolating the tm1637 CLK line with a pc817 (led driven from the mcu, collector pulled up to 5v), clock at 250khz. will the tm1637 see clean clocks?",
    ["PC817", "TM1637"],
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
        it("PC817", "response_time", "us", typ=3, mx=18, cond="fall time tf"),
        it("TM1637", "response_time", "ns", mn=400, cond="PWCLK clock pulse width"),
    ],
    [
        ev("pc817.pdf", 4, "Rise time tr − 4 18 µs"),
        ev("pc817.pdf", 4, "Fall time tf − 3 18 µs"),
        ev("tm1637.pdf", 10, "PWCLK 400 - - ns"),
    ],
    "At 250 kHz each clock half-period is 2 us, shorter than the PC817 typical 4 us rise / 3 us fall (18 us max), so the edges never settle; TM1637 itself allows 500 kHz / 400 ns pulses.",
)
add(
    "rq30-i08",
    "medium",
    "compatibility",
    "mq-2 heater off the 3.3v xc6206 ldo to save a regulator, ok?",
    ["MQ-2", "XC6206"],
    "incompatible",
    [
        it("MQ-2", "supply_voltage", "V", value=5.0, cond="heater voltage VH 5.0 V +-0.1 V"),
        it("XC6206", "accuracy", "%", mn=-2, mx=2, q="voltage", cond="output voltage accuracy"),
    ],
    [
        ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC"),
        ev("xc6206.pdf", 1, "Highly Accurate :±2%@VOUT≧1.5V"),
    ],
    "Heater needs 5.0 +- 0.1 V; 3.3 V +- 2 % is far below (and ~950 mW heater would exceed the LDO anyway).",
)
add(
    "rq30-i09",
    "hard",
    "compatibility",
    "An IRLZ44N switches a 28 V, 3 A solenoid on the low side, and an INA3221 channel monitors the 28 V supply (high-side shunt). Are both parts within their ratings?",
    ["IRLZ44N", "INA3221"],
    "incompatible",
    [
        it("IRLZ44N", "drain_source_voltage", "V", mn=55, cond="V(BR)DSS"),
        it("INA3221", "analog_input_range", "V", mn=0, mx=26, cond="VBUS bus voltage input"),
        it(
            "INA3221",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=26,
            cond="analog inputs common-mode, absolute maximum",
        ),
    ],
    [
        ev(
            "irlz44n.pdf",
            2,
            "V(BR)DSS Drain-to-Source Breakdown Voltage 55 ––– ––– V VGS = 0V, I D = 250µA",
        ),
        ev("ina3221.pdf", 5, "VBUS Bus voltage input 0 26 V"),
        ev("ina3221.pdf", 4, "Analog inputs Common-mode (VIN+) + (VIN–) / 2 –0.3 26 V"),
    ],
    "The FET is fine (28 V < 55 V) but 28 V exceeds the INA3221 26 V bus range and common-mode absolute maximum.",
    wording="formal",
)

# ---------- compatibility: insufficient evidence
add(
    "rq30-e01",
    "medium",
    "compatibility",
    "hmc5883l compass 3 cm from a cc1101 antenna transmitting at +10dbm - will the heading readings get messed up?",
    ["HMC5883L", "CC1101"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet quantifies RF susceptibility of the HMC5883L or the near field of the CC1101 (only conducted/radiated spurious emission limits).",
)
add(
    "rq30-e02",
    "medium",
    "compatibility",
    "can a tcs34725 tell what color the leds of my tm1637 display are? whats their wavelength",
    ["TCS34725", "TM1637"],
    "insufficient_evidence",
    [],
    [],
    "The TM1637 is a driver; its sheet gives no LED wavelength or colour (only the note that blue displays need 5 V). TCS34725 responsivity is given at 465/525/615 nm.",
)
add(
    "rq30-e03",
    "hard",
    "compatibility",
    "Will switching an SRD-05VDC-SL-C relay coil on the same board disturb MAX31865 PT100 readings?",
    ["MAX31865", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [],
    "The MAX31865 gives 50/60 Hz rejection (82 dB) and PSR (1 LSB/V) but nothing about coil switching transients; the SRD sheet gives no emission data.",
    wording="formal",
)
add(
    "rq30-e04",
    "medium",
    "compatibility",
    "si7021 heater turned on, lm35 sitting 1cm away on the same pcb - how many degrees will the lm35 read high?",
    ["Si7021", "LM35"],
    "insufficient_evidence",
    [],
    [],
    "The Si7021 gives heater current (3.09..94.2 mA) but no board heat spread; the LM35 gives self-heating thermal resistances only. The coupling is not in either sheet.",
)
add(
    "rq30-e05",
    "hard",
    "compatibility",
    "max44009 sitting behind the tm1637 7-seg display window - will the display multiplexing flicker throw off its lux readings?",
    ["MAX44009", "TM1637"],
    "insufficient_evidence",
    [],
    [],
    "MAX44009 rejects 50/60 Hz with 100/800 ms integration, but the TM1637 sheet gives only the 450 kHz oscillator, no display scan/refresh rate, so the interaction cannot be checked.",
)
add(
    "rq30-e06",
    "hard",
    "compatibility",
    "Does the TPS63021 output ripple degrade VL53L0X ranging accuracy?",
    ["VL53L0X", "TPS63021"],
    "insufficient_evidence",
    [],
    [],
    "The VL53L0X gives a DC voltage drift (2.6..3.5 V, +-10/+-15 mm), not a ripple sensitivity; the TPS63021 ripple is only in graphs.",
    wording="formal",
)
add(
    "rq30-e07",
    "hard",
    "compatibility",
    "hmc5883l mounted 2cm from an irlz44n switching 10a pwm to a heater. will the current's magnetic field wreck the compass?",
    ["HMC5883L", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "Depends on wire geometry; the IRLZ44N sheet gives no field data and the HMC5883L gives ranges/gain only, no rejection of nearby currents.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
