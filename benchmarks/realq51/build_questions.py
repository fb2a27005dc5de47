"""Build realq51/questions.jsonl: 60 blind questions on the real dev and dev2 datasheets."""

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
    id, diff, typ, question, devices, verdict, items, evidence, note, wording="casual", lang="en"
):
    Q.append(
        {
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
    )


# ---------- factual, answerable (dev sheets)
add(
    "rq51-f01",
    "hard",
    "simple",
    "txs0108e with VCCA at only 1.4V - whats the max port A output low voltage when it sinks 180uA? (full temp range)",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "output_low_voltage",
            "V",
            mx=0.4,
            cond="VOLA, IOL = 180 uA, VIB <= 0.15 V, VCCA = 1.4 V, VCCB = 1.65..5.5 V, -40..85 C",
        )
    ],
    [
        ev("txs0108e.pdf", 7, "IOL = 180 μA, VIB ≤ 0.15 V 1.4 1.65 to 5.5 0.4"),
        ev("txs0108e.pdf", 7, "Port A output IOL = 220 μA, VIB ≤ 0.15 V 1.65 1.65 to 5.5 0.4"),
    ],
    "0.4 V max; look-alikes in the VOLA rows: 220 uA at VCCA 1.65 V (0.4 V), 300 uA at 2.3 V (0.4 V), 400 uA at 3 V "
    "(0.55 V, asked before), and the VOLB rows for port B.",
)
add(
    "rq51-f02",
    "hard",
    "simple",
    "What is the typical combined supply current ICCA + ICCB of the TXS0108E at 25 °C with VCCA = 1.4 V and "
    "VCCB = 2.3 V to 5.5 V (inputs at VCCI or GND, IO = 0)?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "quiescent_current",
            "uA",
            typ=3,
            cond="ICCA + ICCB combined, VI = VCCI or GND, IO = 0, VCCA = 1.4 V, VCCB = 2.3..5.5 V, TA = 25 C",
        )
    ],
    [ev("txs0108e.pdf", 7, "ICCA + Combined VI = VCCI or GND, 1.4 2.3 to 5.5 3 μA")],
    "3 uA typ; look-alikes: 8 uA max for VCCA 1.5..3.6 V (next line, asked before), ICCA 2 uA / ICCB 6 uA max, ICCZB "
    "4 uA (OE low). Filed as quiescent_current, as the earlier 8 uA item.",
    wording="formal",
)
add(
    "rq51-f03",
    "hard",
    "simple",
    "level shifter question: txs0108e, A side 1.5V, B side 2.5V, push-pull signal going A->B. max high-to-low "
    "propagation delay?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mx=9.2,
            cond="tPHL A-to-B, push-pull driving, VCCA = 1.5 V +-0.1 V, VCCB = 2.5 V +-0.2 V",
        )
    ],
    [
        ev("txs0108e.pdf", 9, "6.10 Switching Characteristics: VCCA = 1.5 V ± 0.1 V"),
        ev("txs0108e.pdf", 9, "Propagation Push-pull driving 11 9.2 8.6 8.6"),
    ],
    "9.2 ns max (VCCB = 2.5 V column); look-alikes: 11 ns at VCCB 1.8 V, 8.6 ns at 3.3 / 5 V, open-drain 3.6..12.8 ns, "
    "tPLH A-to-B 10 ns, tPHL B-to-A 11.1 ns in the same column.",
)
add(
    "rq51-f04",
    "medium",
    "simple",
    "TXS0108E at VCCA = 1.5 V: how long after OE goes high are the outputs enabled (ten, push-pull)?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mx=200,
            cond="ten enable time, OE to A or B, push-pull driving, VCCA = 1.5 V, any VCCB column",
        )
    ],
    [ev("txs0108e.pdf", 9, "ten Enable time OE-to-A or B Push-pull driving 200 200 200 200 ns")],
    "200 ns max in every VCCB column; look-alike next row: tdis 28.1 / 22 / 20.1 / 19.6 ns (19.6 asked before).",
    wording="formal",
)
add(
    "rq51-f05",
    "medium",
    "simple",
    "ina219 set to average 32 samples, how long does one conversion take?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "response_time",
            "ms",
            typ=17.02,
            cond="conversion time, 32-sample averaging (ADC4..1 = 1101)",
        )
    ],
    [ev("ina219.pdf", 20, "1 1 0 1 32 17.02 ms")],
    "17.02 ms; look-alikes in Table 5: 16 samples 8.51 ms and 128 samples 68.10 ms (asked before), 64 samples 34.05 ms, "
    "12 bit 532 us. Only one value is printed (filed typ).",
)
add(
    "rq51-f06",
    "medium",
    "simple",
    "bme280 with bosch's suggested 'gaming' settings - what data output rate do you get?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "data_rate",
            "Hz",
            typ=83,
            cond="gaming use case: normal mode, tstandby 0.5 ms, P x4, T x1, H x0, IIR 16",
        )
    ],
    [
        ev("bme280.pdf", 21, "Table 10: Settings and performance for gaming"),
        ev("bme280.pdf", 21, "Data output rate 83 Hz"),
    ],
    "83 Hz; look-alikes: filter bandwidth 1.75 Hz and response time 0.3 s (same table), indoor navigation 25 Hz and "
    "weather monitoring 1/60 Hz in the other use-case tables.",
)
add(
    "rq51-f07",
    "hard",
    "simple",
    "BME280 I2C: in high-speed mode with a bus capacitance up to 400 pF, what min and max SDI hold time does the "
    "datasheet give?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "response_time",
            "ns",
            mn=24,
            mx=150,
            cond="tHD;DAT SDI hold time, HS mode, Cb <= 400 pF",
        )
    ],
    [ev("bme280.pdf", 36, "HS mode, Cb≤400 pF 24 150 ns")],
    "24..150 ns; look-alikes: HS mode Cb <= 100 pF 18..115 ns, S&F mode 80 / 90 ns (90 asked before), SDI setup "
    "160 / 30 ns.",
    wording="formal",
)

# ---------- factual, answerable (dev2 sheets)
add(
    "rq51-f08",
    "hard",
    "simple",
    "max44009: typical SDA fall time when it transmits? answer in microseconds pls",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "response_time",
            "ns",
            typ=100,
            cond="tF fall time of SDA transmitting, ISINK <= 6 mA, 0.3..0.7 x VDD",
        )
    ],
    [ev("max44009.pdf", 3, "Fall Time of SDA Transmitting tF 100 ns")],
    "100 ns typ = 0.1 us; look-alikes: data setup time tSU,DAT 100 ns min (asked before, same number), spike "
    "suppression 0..50 ns, data hold 0..0.9 us.",
)
add(
    "rq51-f09",
    "medium",
    "simple",
    "The IRLZ44N front page lists an operating temperature in its feature bullets. What value is it?",
    ["IRLZ44N"],
    None,
    [
        it(
            "IRLZ44N",
            "operating_temperature",
            "°C",
            mx=175,
            cond="feature list, '175 C operating temperature'",
        )
    ],
    [ev("irlz44n.pdf", 1, "175°C Operating Temperature")],
    "175 C; look-alikes: TJ / TSTG -55..+175 C (asked before as storage), soldering 300 C for 10 s, RDS(on) figures.",
    wording="formal",
)
add(
    "rq51-f10",
    "hard",
    "simple",
    "MCP4725 in I2C high speed mode - min data input setup time?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "response_time",
            "ns",
            mn=10,
            cond="TSU:DAT data input setup time, high speed mode",
        )
    ],
    [
        ev("mcp4725.pdf", 31, "High Speed Mode (Note 5)"),
        ev("mcp4725.pdf", 31, "Data input setup time TSU:DAT 10 — — ns"),
    ],
    "10 ns min; look-alikes: fast mode 100 ns and standard mode 250 ns (p30), HS start / stop setup 160 ns.",
)
add(
    "rq51-f11",
    "medium",
    "simple",
    "mcp4725 on a standard-mode (100 kHz) bus: what's the max SDA/SCL rise time allowed? in us",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "response_time",
            "ns",
            mx=1000,
            cond="TR SDA and SCL rise time, standard mode, VIL to VIH",
        )
    ],
    [
        ev("mcp4725.pdf", 30, "Standard Mode"),
        ev("mcp4725.pdf", 30, "SDA and SCL rise time TR — — 1000 ns From VIL to VIH (Note 1)"),
    ],
    "1000 ns = 1 us; look-alikes: standard-mode fall time 300 ns, fast-mode rise time 300 ns, HS-mode 40..160 ns.",
)
add(
    "rq51-f12",
    "hard",
    "simple",
    "MCP4725 high-speed I2C at 1.7 MHz with 400 pF on the bus: minimum SCL low time?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "response_time",
            "ns",
            mn=320,
            cond="TLOW clock low time, HS mode, Cb = 400 pF, fSCL = 1.7 MHz",
        )
    ],
    [ev("mcp4725.pdf", 31, "320 — — ns Cb = 400 pF, fSCL = 1.7 MHz")],
    "320 ns min; look-alikes: 160 ns at Cb = 100 pF / 3.4 MHz, clock high time 60 / 120 ns, fast mode 1300 ns.",
)
add(
    "rq51-f13",
    "hard",
    "simple",
    "In the MCP4725 absolute maximum ratings, what ambient temperature range is allowed with power applied?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=125,
            cond="ambient temperature with power applied, absolute maximum",
        )
    ],
    [ev("mcp4725.pdf", 3, "Ambient Temp. with Power Applied .............-55°C to +125°C")],
    "-55..+125 C; look-alikes: storage -65..+150 C (same list), operating range -40..+125 C (asked before), "
    "TJ max 150 C.",
    wording="formal",
)
add(
    "rq51-f14",
    "medium",
    "simple",
    "w25q64fv: min /CS active setup time relative to CLK (tSLCH)?",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "response_time",
            "ns",
            mn=5,
            cond="tSLCH (tCSS) /CS active setup time relative to CLK",
        )
    ],
    [ev("w25q64.pdf", 76, "/CS Active Setup Time relative to CLK tSLCH tCSS 5 ns")],
    "5 ns min; look-alikes: /CS not-active hold tCHSL 5 ns, /CS active hold tCHSH 5 ns, output disable tSHQZ 7 ns max, "
    "/CS deselect time tSHSL.",
)
add(
    "rq51-f15",
    "hard",
    "simple",
    "cc1101 at 315 MHz, 250 kBaud, reduced-current register settings, signal right at the sensitivity limit: RX "
    "current?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "supply_current",
            "mA",
            typ=16.5,
            cond="315 MHz, receive mode, 250 kBaud, reduced-current settings, input at sensitivity limit",
        )
    ],
    [
        ev(
            "cc1101.pdf",
            9,
            "Current consumption, 15.4 mA Receive mode, 1.2 kBaud, reduced current, input at sensitivity",
        ),
        ev("cc1101.pdf", 9, "16.5 mA Receive mode, 250 kBaud, register settings optimized for"),
    ],
    "16.5 mA; look-alikes: 15.1 mA well above the sensitivity limit (next line), 38.4 kBaud 15.2 / 14.3 mA (asked "
    "before), 1.2 kBaud 15.4 / 14.4 mA, and the 433 / 868 MHz blocks (16.4 mA is 868 MHz TX at -6 dBm).",
)
add(
    "rq51-f16",
    "hard",
    "structured",
    "VL53L0X Table 12: indoor, white 88 % target at 120 cm, what ranging standard deviation is given for the 33 ms "
    "and the 66 ms timing budgets?",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "accuracy",
            "%",
            value=4,
            q="distance",
            cond="ranging standard deviation, indoor, white 88 % at 120 cm, 33 ms budget",
        ),
        it(
            "VL53L0X",
            "accuracy",
            "%",
            value=3,
            q="distance",
            cond="ranging standard deviation, indoor, white 88 % at 120 cm, 66 ms budget",
        ),
    ],
    [
        ev("vl53l0x.pdf", 27, "Indoor (no infrared) Outdoor"),
        ev("vl53l0x.pdf", 27, "White Target (88%) At 120 cm 4% 3% At 60 cm 7% 6%"),
    ],
    "4 % (33 ms) and 3 % (66 ms); look-alikes in the same row / table: outdoor white at 60 cm 7 / 6 %, grey 17 % at "
    "70 cm 7 / 6 %, outdoor grey 12 / 9 %. Filed as accuracy (distance) in %, value = the printed figure.",
    wording="formal",
)
add(
    "rq51-f17",
    "hard",
    "structured",
    "ina3221 STOP condition setup time - min in fast mode and in high-speed mode?",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "response_time",
            "ns",
            mn=600,
            cond="t(SUSTO) STOP condition setup time, fast mode",
        ),
        it(
            "INA3221",
            "response_time",
            "ns",
            mn=160,
            cond="t(SUSTO) STOP condition setup time, high-speed mode",
        ),
    ],
    [
        ev("ina3221.pdf", 23, "FAST MODE HIGH-SPEED MODE"),
        ev("ina3221.pdf", 23, "t(SUSTO) STOP condition setup time 600 160 ns"),
    ],
    "600 ns (fast) and 160 ns (high-speed); look-alikes: t(HDSTA) and t(SUSTA) with the same numbers on the rows "
    "above, t(BUF) 1300 / 160 ns (fast asked before), t(LOW) 1300 / 270 ns.",
)
add(
    "rq51-f18",
    "medium",
    "simple",
    "What is the maximum clock/data fall time tF in the TCS34725 I2C timing characteristics?",
    ["TCS34725"],
    None,
    [it("TCS34725", "response_time", "ns", mx=300, cond="tF clock/data fall time")],
    [ev("tcs34725.pdf", 5, "tF Clock/data fall time 300 ns")],
    "300 ns max; look-alike: tR rise time 300 ns (asked before, same number), t(SUSTO) 0.6 us, t(HDDAT) 0 us.",
    wording="formal",
)
add(
    "rq51-k01",
    "hard",
    "comparison",
    "cc1101 w/ the reduced-current setting (DEM_DCFILT_OFF=1) at 1.2 kBaud: sensitivity drops to what at 315 MHz vs "
    "433 MHz?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-109,
            cond="315 MHz, 1.2 kBaud, MDMCFG2.DEM_DCFILT_OFF = 1 (reduced current)",
        ),
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-110,
            cond="433 MHz, 1.2 kBaud, MDMCFG2.DEM_DCFILT_OFF = 1 (reduced current)",
        ),
    ],
    [
        ev("cc1101.pdf", 12, "sensitivity limit. The sensitivity is typically reduced to -109 dBm"),
        ev("cc1101.pdf", 12, "sensitivity limit. The sensitivity is typically reduced to -110 dBm"),
    ],
    "-109 dBm (315 MHz) and -110 dBm (433 MHz); look-alikes: the sensitivity-optimised figures -111 / -112 dBm on the "
    "same rows (asked before), current 17.2 -> 15.4 mA and 18.0 -> 16.0 mA.",
)

# ---------- factual, not in the sheets
U = [
    (
        "rq51-u01",
        "medium",
        "lm2596 efficiency if i set it to 3.3V out at 1A from 12V?",
        ["LM2596"],
        "The EC table gives efficiency only at Vin = 12 V, 3.0 A, Vout = 5.0 V (73 %); no 3.3 V / 1 A figure. Near "
        "miss: 73 %.",
        "casual",
        "en",
    ),
    (
        "rq51-u02",
        "hard",
        "What receiver sensitivity does the CC1101 reach at 868 MHz and 500 kBaud with the reduced-current setting "
        "(MDMCFG2.DEM_DCFILT_OFF = 1)?",
        ["CC1101"],
        "The sheet says DEM_DCFILT_OFF = 1 cannot be used above 250 kBaud; only the sensitivity-optimised -90 dBm is "
        "given. Near misses -88 / -90 dBm.",
        "formal",
        "en",
    ),
    (
        "rq51-u03",
        "medium",
        "ina219 conversion time with 256 sample averaging?",
        ["INA219"],
        "Table 5 stops at 128 samples (68.10 ms); no 256-sample setting exists. Near miss 68.10 ms.",
        "casual",
        "en",
    ),
    (
        "rq51-u04",
        "hard",
        "BME280 gaming preset - what's the humidity RMS noise with those settings?",
        ["BME280"],
        "Table 10 sets humidity oversampling x0 (skipped) and gives only pressure noise 0.3 Pa / 2.5 cm. Near miss: "
        "the humidity noise table (0.02..0.07 %RH) is for other settings.",
        "casual",
        "en",
    ),
    (
        "rq51-u05",
        "hard",
        "VL53L0X: ranging standard deviation for a grey 17 % target at 120 cm indoors with 33 ms budget?",
        ["VL53L0X"],
        "Table 12 gives grey only at 70 cm (7 / 6 %) indoor and 40 cm outdoor; white is the 120 cm row (4 %).",
        "casual",
        "en",
    ),
    (
        "rq51-u06",
        "hard",
        "Quel est le temps tSLCH minimal du W25Q64FV lorsqu'il est alimenté en 2,3 V ?",
        ["W25Q64FV"],
        "The W25Q64FV is specified for 2.7..3.6 V; no AC timing at 2.3 V. Near miss: tSLCH 5 ns at the specified "
        "supply.",
        "formal",
        "fr",
    ),
    (
        "rq51-u07",
        "hard",
        "tcs34725 on a 3.4 MHz HS-mode i2c bus, what fall time does it need?",
        ["TCS34725"],
        "The TCS34725 I2C bus runs up to 400 kHz (fSCL max 400 kHz); no HS-mode timing. Near miss: tF 300 ns.",
        "casual",
        "en",
    ),
]
for qid, diff, text, devs, note, wording, lang in U:
    add(
        qid,
        diff,
        "simple",
        text,
        devs,
        "insufficient_evidence",
        [],
        [],
        note,
        wording=wording,
        lang=lang,
    )


# ---------- compatibility: supply specs
def s(dev, field, unit, doc, page, quote, cond, mn=None, typ=None, mx=None, value=None):
    return (
        it(dev, field, unit, mn=mn, typ=typ, mx=mx, value=value, cond=cond),
        ev(doc, page, quote),
    )


MQ2_VH = s(
    "MQ-2",
    "supply_voltage",
    "V",
    "mq-2.pdf",
    3,
    "Heater Voltage VH 5.0V±0.1V AC or DC",
    "heater VH",
    value=5.0,
)
MQ2_PH = s(
    "MQ-2",
    "power_consumption",
    "mW",
    "mq-2.pdf",
    3,
    "Heater consumption PH ≤950mW",
    "heater",
    mx=950,
)
MQ3_VH = s(
    "MQ-3",
    "supply_voltage",
    "V",
    "mq-3.pdf",
    1,
    "VH Heating voltage 5V±0.1 ACOR DC",
    "heater VH",
    value=5,
)
MQ3_PH = s(
    "MQ-3",
    "power_consumption",
    "mW",
    "mq-3.pdf",
    1,
    "PH Heating consumption less than 750mw",
    "heater",
    mx=750,
)
LM2596_IO = s(
    "LM2596",
    "output_current",
    "A",
    "lm2596.pdf",
    1,
    "Guaranteed 3.0 A Output Load Current",
    "load current",
    value=3.0,
)
LM2596_VO = s(
    "LM2596",
    "output_voltage",
    "V",
    "lm2596.pdf",
    1,
    "Adjustable Output Voltage Range 1.23 V − 37 V",
    "adjustable version",
    mn=1.23,
    mx=37,
)
LM2596_VIN = s(
    "LM2596",
    "supply_voltage",
    "V",
    "lm2596.pdf",
    3,
    "Supply Voltage Vin 4.5 to 40 V",
    "Vin",
    mn=4.5,
    mx=40,
)
AMS5_VO = s(
    "AMS1117",
    "output_voltage",
    "V",
    "ams1117.pdf",
    2,
    "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V",
    "AMS1117-5.0",
    mn=4.95,
    typ=5.0,
    mx=5.05,
)
AMS_IO = s(
    "AMS1117",
    "output_current",
    "A",
    "ams1117.pdf",
    1,
    "Output Current of 1A",
    "output current",
    value=1,
)
PC817_IF = s(
    "PC817",
    "supply_current",
    "mA",
    "pc817.pdf",
    4,
    "Forward current IF 50 mA",
    "LED forward current IF",
    mx=50,
)
PC817_VF = s(
    "PC817",
    "supply_voltage",
    "V",
    "pc817.pdf",
    4,
    "Forward voltage VF IF=20mA − 1.2 1.4 V",
    "LED forward voltage, IF = 20 mA",
    typ=1.2,
    mx=1.4,
)
SRD_COIL = s(
    "SRD-05VDC-SL-C",
    "coil_voltage",
    "V",
    "srd-05vdc-sl-c.pdf",
    2,
    "(Standard) 05 05 89.3 55",
    "05 type",
    value=5,
)
DS3231_V = s(
    "DS3231",
    "supply_voltage",
    "V",
    "ds3231.pdf",
    2,
    "VCC 2.3 3.3 5.5 V",
    "VCC",
    mn=2.3,
    typ=3.3,
    mx=5.5,
)
LM35_V = s(
    "LM35", "supply_voltage", "V", "lm35.pdf", 1, "Operates from 4 to 30 V", "supply", mn=4, mx=30
)
MAX31855_V = s(
    "MAX31855",
    "supply_voltage",
    "V",
    "max31855.pdf",
    2,
    "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V",
    "VCC",
    mn=3.0,
    typ=3.3,
    mx=3.6,
)
MAX31855_ABS = s(
    "MAX31855",
    "abs_max_supply_voltage",
    "V",
    "max31855.pdf",
    2,
    "Supply Voltage Range (VCC to GND)...................-0.3V to +4.0V",
    "abs max",
    mn=-0.3,
    mx=4.0,
)
MCP4725_V = s(
    "MCP4725",
    "supply_voltage",
    "V",
    "mcp4725.pdf",
    3,
    "Operating Voltage VDD 2.7 5.5 V",
    "VDD",
    mn=2.7,
    mx=5.5,
)
IRLZ_RDS5 = s(
    "IRLZ44N",
    "on_resistance",
    "Ohm",
    "irlz44n.pdf",
    2,
    "RDS(on) Static Drain-to-Source On-Resistance ––– ––– 0.025 Ω VGS = 5.0V, I D = 25A",
    "VGS = 5.0 V, ID = 25 A",
    mx=0.025,
)
IRLZ_VGS = s(
    "IRLZ44N",
    "abs_max_input_voltage",
    "V",
    "irlz44n.pdf",
    1,
    "VGS Gate-to-Source Voltage ±16 V",
    "VGS abs max",
    mn=-16,
    mx=16,
)
IRLZ_ID = s(
    "IRLZ44N",
    "output_current",
    "A",
    "irlz44n.pdf",
    1,
    "Continuous Drain Current, VGS @ 10V 47",
    "ID, TC = 25 C",
    mx=47,
)
TM1637_V = s(
    "TM1637",
    "supply_voltage",
    "V",
    "tm1637.pdf",
    9,
    "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)",
    "VDD of the EC tables",
    mn=4.5,
    mx=5.5,
)
INMP_V = s(
    "INMP441",
    "supply_voltage",
    "V",
    "inmp441.pdf",
    4,
    "Supply Voltage (VDD) 1.62 3.63 V",
    "VDD",
    mn=1.62,
    mx=3.63,
)
MAX31865_V = s(
    "MAX31865",
    "supply_voltage",
    "V",
    "max31865.pdf",
    2,
    "VDD VDD 3.0 3.3 3.6 V",
    "VDD",
    mn=3.0,
    typ=3.3,
    mx=3.6,
)
MAX44009_V = s(
    "MAX44009",
    "supply_voltage",
    "V",
    "max44009.pdf",
    2,
    "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V",
    "VCC",
    mn=1.7,
    mx=3.6,
)
TXS_A = s(
    "TXS0108E",
    "io_supply_voltage",
    "V",
    "txs0108e.pdf",
    6,
    "VCCA Supply voltage 1.4 3.6 V",
    "VCCA",
    mn=1.4,
    mx=3.6,
)
TXS_B = s(
    "TXS0108E",
    "io_supply_voltage",
    "V",
    "txs0108e.pdf",
    6,
    "VCCB Supply voltage (3) 1.65 5.5 V",
    "VCCB",
    mn=1.65,
    mx=5.5,
)
BH_V = s(
    "BH1750",
    "supply_voltage",
    "V",
    "bh1750.pdf",
    1,
    "VCC Voltage Vcc 2.4 3.0 3.6 V",
    "VCC",
    mn=2.4,
    typ=3.0,
    mx=3.6,
)
BH_ABS = s(
    "BH1750",
    "abs_max_supply_voltage",
    "V",
    "bh1750.pdf",
    1,
    "Supply Voltage Vmax 4.5 V",
    "Vmax",
    mx=4.5,
)
INA219_V = s(
    "INA219",
    "supply_voltage",
    "V",
    "ina219.pdf",
    6,
    "Operating supply range 3 5.5 3 5.5 V",
    "VS",
    mn=3,
    mx=5.5,
)
DHT11_V = s(
    "DHT11",
    "supply_voltage",
    "V",
    "dht11.pdf",
    3,
    "Power supply: DC 3.5～5.5V",
    "VDD",
    mn=3.5,
    mx=5.5,
)
MCP2515_V = s(
    "MCP2515",
    "supply_voltage",
    "V",
    "mcp2515.pdf",
    74,
    "VDD Supply Voltage 2.7 5.5 V",
    "VDD",
    mn=2.7,
    mx=5.5,
)
XC_VO = s(
    "XC6206",
    "output_voltage",
    "V",
    "xc6206.pdf",
    19,
    "3 3 3.3 XC6206P33***",
    "XC6206P33",
    value=3.3,
)
XC_ACC = s(
    "XC6206",
    "accuracy",
    "%",
    "xc6206.pdf",
    4,
    "*2: (Standard):±2% (1.5V≦VOUT(T)) , ±0.03V (1.5V>VOUT(T))",
    "standard accuracy, VOUT(T) >= 1.5 V",
    mn=-2,
    mx=2,
)
CCS_V = s(
    "CCS811",
    "supply_voltage",
    "V",
    "ccs811.pdf",
    6,
    "Supply Voltage (VDD) (1), (2) 1.8 3.3 V",
    "VDD, recommended",
    mn=1.8,
    mx=3.3,
)
CCS_ABS = s(
    "CCS811",
    "abs_max_supply_voltage",
    "V",
    "ccs811.pdf",
    5,
    "VDD (1) Supply Voltage 1.8(2) 3.6 V",
    "abs max",
    mx=3.6,
)
MAX7219_V = s(
    "MAX7219",
    "supply_voltage",
    "V",
    "max7219.pdf",
    2,
    "Operating Supply Voltage V+ 4.0 5.5 V",
    "V+",
    mn=4.0,
    mx=5.5,
)
CC_V = s(
    "CC1101",
    "supply_voltage",
    "V",
    "cc1101.pdf",
    8,
    "Operating supply voltage 1.8 3.6 V",
    "VDD",
    mn=1.8,
    mx=3.6,
)
CC_ABS = s(
    "CC1101",
    "abs_max_supply_voltage",
    "V",
    "cc1101.pdf",
    8,
    "Supply voltage –0.3 3.9 V",
    "abs max",
    mn=-0.3,
    mx=3.9,
)
L298_VS = s(
    "L298N",
    "load_supply_voltage",
    "V",
    "l298n.pdf",
    3,
    "VS Supply Voltage (pin 4) Operative Condition VIH +2.5 46 V",
    "VS",
    mx=46,
)
HMC_V = s(
    "HMC5883L",
    "supply_voltage",
    "V",
    "hmc5883l.pdf",
    2,
    "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts",
    "VDD",
    mn=2.16,
    typ=2.5,
    mx=3.6,
)
HMC_ABS = s(
    "HMC5883L",
    "abs_max_supply_voltage",
    "V",
    "hmc5883l.pdf",
    3,
    "Supply Voltage VDD -0.3 4.8 Volts",
    "abs max",
    mn=-0.3,
    mx=4.8,
)
DRV_VM = s(
    "DRV8833",
    "load_supply_voltage",
    "V",
    "drv8833.pdf",
    5,
    "VM Motor power supply voltage range (1) 2.7 10.8 V",
    "VM",
    mn=2.7,
    mx=10.8,
)
TP_VCC = s(
    "TP4056",
    "supply_voltage",
    "V",
    "tp4056.pdf",
    5,
    "VCC Input Supply Voltage ● 4.0 5 8.0 V",
    "VCC",
    mn=4.0,
    typ=5,
    mx=8.0,
)


def comp(qid, diff, text, devs, verdict, pairs, note, wording="casual", lang="en"):
    add(
        qid,
        diff,
        "compatibility",
        text,
        devs,
        verdict,
        [p[0] for p in pairs],
        [p[1] for p in pairs],
        note,
        wording=wording,
        lang=lang,
    )


# ---------- compatible
comp(
    "rq51-c01",
    "hard",
    "12v psu -> lm2596 buck trimmed to 5.0v -> mq-2 AND mq-3 heaters both on it. enough current? any issue?",
    ["LM2596", "MQ-2", "MQ-3"],
    "compatible",
    [LM2596_VIN, LM2596_VO, LM2596_IO, MQ2_VH, MQ2_PH, MQ3_VH, MQ3_PH],
    "12 V inside Vin 4.5..40 V; 5.0 V inside the adjustable range; heaters <= 950 + 750 mW = 1.7 W at 5 V = ~0.34 A, "
    "far below 3.0 A. Trimming accuracy to 5.0 +-0.1 V is the user's job (pot), not an item.",
)
comp(
    "rq51-c02",
    "medium",
    "ams1117-5.0 rail, PC817 led through a resistor set for 20mA. will the reg / opto be fine?",
    ["AMS1117", "PC817"],
    "compatible",
    [AMS5_VO, AMS_IO, PC817_VF, PC817_IF],
    "20 mA is below PC817 IF 50 mA (abs max) and far below the AMS1117 1 A; VF 1.2..1.4 V at 20 mA leaves ~3.6 V for "
    "the resistor.",
)
comp(
    "rq51-c03",
    "medium",
    "Can an SRD-05VDC-SL-C relay coil (via a transistor) and a DS3231 RTC share one regulated 5 V rail?",
    ["SRD-05VDC-SL-C", "DS3231"],
    "compatible",
    [SRD_COIL, DS3231_V],
    "5 V = the relay's 05 rated coil voltage and inside DS3231 VCC 2.3..5.5 V.",
    wording="formal",
)
comp(
    "rq51-c04",
    "medium",
    "5v relay module (srd-05vdc) + lm35 temp sensor, both on the arduino 5v. ok?",
    ["SRD-05VDC-SL-C", "LM35"],
    "compatible",
    [SRD_COIL, LM35_V],
    "5 V coil rating; LM35 supply 4..30 V.",
)
comp(
    "rq51-c05",
    "medium",
    "Can a MAX31855 thermocouple converter and an MCP4725 DAC both run from one 3.3 V supply?",
    ["MAX31855", "MCP4725"],
    "compatible",
    [MAX31855_V, MCP4725_V],
    "3.3 V inside MAX31855 3.0..3.6 V and MCP4725 2.7..5.5 V.",
    wording="formal",
)
comp(
    "rq51-c06",
    "hard",
    "uno 5v pin drives irlz44n gate directly (no driver) to switch a 12v led strip ~5A. tm1637 display on same 5v. "
    "works?",
    ["IRLZ44N", "TM1637"],
    "compatible",
    [IRLZ_RDS5, IRLZ_ID, IRLZ_VGS, TM1637_V],
    "RDS(on) is specified at VGS = 5.0 V (0.025 Ohm max -> ~0.6 W at 5 A); 5 A << ID 47 A; 5 V well inside VGS +-16 V; "
    "TM1637 VDD 4.5..5.5 V.",
)
comp(
    "rq51-c07",
    "medium",
    "inmp441 mic + max31865 rtd board, 3v3 from the esp32 board regulator. both happy?",
    ["INMP441", "MAX31865"],
    "compatible",
    [INMP_V, MAX31865_V],
    "3.3 V inside INMP441 1.62..3.63 V and MAX31865 3.0..3.6 V. The ESP32 itself is not an item.",
)
comp(
    "rq51-c08",
    "hard",
    "max44009 on 1.8V, talking to a 5V arduino through a txs0108e (A side 1.8V, B side 5V). supply-wise fine?",
    ["MAX44009", "TXS0108E"],
    "compatible",
    [MAX44009_V, TXS_A, TXS_B],
    "1.8 V inside MAX44009 1.7..3.6 V and TXS0108E VCCA 1.4..3.6 V; 5 V inside VCCB 1.65..5.5 V; VCCA <= VCCB holds.",
)
comp(
    "rq51-c09",
    "medium",
    "Is a single 3.3 V rail suitable for both a BH1750 light sensor and a MAX31865 RTD converter?",
    ["BH1750", "MAX31865"],
    "compatible",
    [BH_V, MAX31865_V],
    "3.3 V inside BH1750 2.4..3.6 V and MAX31865 3.0..3.6 V.",
    wording="formal",
)
comp(
    "rq51-c10",
    "medium",
    "alcohol tester: mq-3 heater on 5V, ina219 on the same 5V logging the heater current. ok?",
    ["MQ-3", "INA219"],
    "compatible",
    [MQ3_VH, INA219_V],
    "5 V = MQ-3 VH and inside INA219 VS 3..5.5 V (its bus input range covers 5 V easily).",
)
comp(
    "rq51-c11",
    "medium",
    "dht11 + mcp2515 can module on one 5v supply - good?",
    ["DHT11", "MCP2515"],
    "compatible",
    [DHT11_V, MCP2515_V],
    "5 V inside DHT11 3.5..5.5 V and MCP2515 2.7..5.5 V.",
)

# ---------- incompatible
comp(
    "rq51-i01",
    "hard",
    "ccs811 breakout powered by an xc6206 3.3v ldo. any issue?",
    ["XC6206", "CCS811"],
    "incompatible",
    [XC_VO, XC_ACC, CCS_V, CCS_ABS],
    "XC6206P33 3.3 V +-2 % = 3.234..3.366 V; CCS811 recommended VDD max 3.3 V, so the upper part of the tolerance is "
    "outside (below the 3.6 V abs max). Edge case filed incompatible, as rq28-c08.",
)
comp(
    "rq51-i02",
    "medium",
    "max31855 thermocouple amp and a max7219 led matrix, both from the 5v rail?",
    ["MAX31855", "MAX7219"],
    "incompatible",
    [MAX31855_V, MAX31855_ABS, MAX7219_V],
    "5 V is above MAX31855 3.0..3.6 V and its 4.0 V abs max; MAX7219 needs 4.0..5.5 V, so one rail cannot serve both.",
)
comp(
    "rq51-i03",
    "medium",
    "running everything off 3v3: mq-3 heater + max31865. ok?",
    ["MQ-3", "MAX31865"],
    "incompatible",
    [MQ3_VH, MAX31865_V],
    "MQ-3 heater needs 5 V +-0.1 V; 3.3 V only suits the MAX31865.",
)
comp(
    "rq51-i04",
    "hard",
    "24v psu feeds the l298n motor supply; i also want to switch a pump with an irlz44n and just tie its gate to the "
    "24v through a switch. fine?",
    ["L298N", "IRLZ44N"],
    "incompatible",
    [L298_VS, IRLZ_VGS],
    "24 V on the L298N VS is fine (max 46 V), but 24 V gate-source exceeds the IRLZ44N VGS abs max +-16 V.",
)
comp(
    "rq51-i05",
    "hard",
    "Can a TM1637 display driver and a CC1101 transceiver share one 3.3 V rail?",
    ["TM1637", "CC1101"],
    "incompatible",
    [TM1637_V, CC_V],
    "3.3 V suits the CC1101 (1.8..3.6 V) but is below TM1637 VDD 4.5..5.5 V; 5 V would exceed CC1101 (abs max 3.9 V).",
    wording="formal",
)
comp(
    "rq51-i06",
    "medium",
    "bh1750 on the same 5v line as my srd-05vdc relay coil. fine?",
    ["BH1750", "SRD-05VDC-SL-C"],
    "incompatible",
    [BH_V, BH_ABS, SRD_COIL],
    "5 V is above BH1750 VCC 2.4..3.6 V and its 4.5 V abs max (bare chip; breakout regulators are outside the sheets).",
)
comp(
    "rq51-i07",
    "medium",
    "ccs811 + tm1637 display both on 5V from a usb charger?",
    ["CCS811", "TM1637"],
    "incompatible",
    [CCS_V, CCS_ABS, TM1637_V],
    "5 V suits the TM1637 but exceeds CCS811 VDD 1.8..3.3 V and its 3.6 V abs max.",
)
comp(
    "rq51-i08",
    "medium",
    "Is a shared 3.3 V supply suitable for an INMP441 microphone and a DHT11 humidity sensor?",
    ["INMP441", "DHT11"],
    "incompatible",
    [INMP_V, DHT11_V],
    "3.3 V suits the INMP441 (1.62..3.63 V) but is below DHT11 3.5..5.5 V.",
    wording="formal",
)
comp(
    "rq51-i09",
    "medium",
    "max44009 and dht11 sharing 5v?",
    ["MAX44009", "DHT11"],
    "incompatible",
    [MAX44009_V, DHT11_V],
    "5 V suits the DHT11 but exceeds MAX44009 VCC 1.7..3.6 V.",
)
comp(
    "rq51-i10",
    "medium",
    "gas alarm w/ compass: hmc5883l + mq-2 both on the 5v rail, hmc straight on 5v. ok?",
    ["HMC5883L", "MQ-2"],
    "incompatible",
    [HMC_V, HMC_ABS, MQ2_VH],
    "MQ-2 needs 5 V; 5 V exceeds HMC5883L VDD 2.16..3.6 V and its 4.8 V abs max.",
)
comp(
    "rq51-i11",
    "hard",
    "robot: 12v lead acid straight into drv8833 VM, mq-3 sensor on a separate 5v reg. problem?",
    ["DRV8833", "MQ-3"],
    "incompatible",
    [DRV_VM, MQ3_VH],
    "12 V (more when charging) exceeds DRV8833 VM 2.7..10.8 V; the MQ-3 part of the build is fine.",
)
comp(
    "rq51-i12",
    "hard",
    "tp4056 charger fed from a 9v battery, the charged cell then runs a dht11. does that work?",
    ["TP4056", "DHT11"],
    "incompatible",
    [TP_VCC, DHT11_V],
    "9 V exceeds TP4056 VCC 4.0..8.0 V (also the 8 V abs max), so the charger input fails whatever the DHT11 does.",
)

# ---------- insufficient evidence
E = [
    (
        "rq51-e01",
        "hard",
        "inmp441 mic 3cm from an irlz44n doing 20khz pwm on a 5a led strip. will i hear the pwm in the recordings?",
        ["INMP441", "IRLZ44N"],
        "No emission data for the IRLZ44N stage and no magnetic / supply-noise susceptibility data for the INMP441 "
        "beyond PSR at 217 Hz.",
        "casual",
    ),
    (
        "rq51-e02",
        "medium",
        "Can the contact bounce and coil switching of an SRD-05VDC-SL-C relay cause false readings on a VL53L0X mounted "
        "next to it?",
        ["SRD-05VDC-SL-C", "VL53L0X"],
        "Neither sheet gives emission or immunity data for this.",
        "formal",
    ),
    (
        "rq51-e03",
        "medium",
        "mq-2 heater right beside an lm35 on the perfboard - how many degrees will the lm35 read high?",
        ["MQ-2", "LM35"],
        "The MQ-2 gives heater power (<= 950 mW) but no surface temperature or thermal coupling; the LM35 gives "
        "thermal resistances for its own self-heating only.",
        "casual",
    ),
    (
        "rq51-e04",
        "hard",
        "drv8833 driving two small dc motors, ccs811 on the same 3v3 logic rail. will motor noise reset the ccs811?",
        ["DRV8833", "CCS811"],
        "No supply-noise immunity data for the CCS811 and no emission data for the DRV8833.",
        "casual",
    ),
    (
        "rq51-e05",
        "hard",
        "Will a TXS0108E pass the Si7021's I2C clock stretching reliably at 400 kHz?",
        ["TXS0108E", "Si7021"],
        "The Si7021 states it stretches the clock (< 50 us at 400 kHz); the TXS0108E gives open-drain data rates and "
        "one-shot behaviour but says nothing about clock stretching through the shifter.",
        "formal",
    ),
    (
        "rq51-e06",
        "medium",
        "max31855 k-type probe laid across the mq-3 sensor can to measure how hot it gets - accurate?",
        ["MAX31855", "MQ-3"],
        "The MQ-3 sheet gives no surface temperature; contact measurement error is outside both sheets.",
        "casual",
    ),
    (
        "rq51-e07",
        "hard",
        "bh1750 measuring an led strip dimmed by an irlz44n at 1khz pwm. will the lux reading jump around?",
        ["BH1750", "IRLZ44N"],
        "BH1750 names 50 / 60 Hz light-noise rejection only; nothing for 1 kHz PWM light. The IRLZ44N sheet is "
        "silent on light.",
        "casual",
    ),
    (
        "rq51-e08",
        "medium",
        "Could TM1637 multiplexing noise on a shared 5 V rail corrupt MCP2515 CAN frames?",
        ["TM1637", "MCP2515"],
        "No emission data for the TM1637 and no supply-noise immunity figure for the MCP2515.",
        "formal",
    ),
    (
        "rq51-e09",
        "medium",
        "relay (srd-05vdc) clicking right next to an hc-sr04 - can the click cause false echoes?",
        ["SRD-05VDC-SL-C", "HC-SR04"],
        "No acoustic data for the relay; the HC-SR04 sheet gives no interference immunity.",
        "casual",
    ),
    (
        "rq51-e10",
        "hard",
        "mq-2 heater switching on at power-up on the same 5v as a pcf8563 - will the inrush dip reset the rtc?",
        ["MQ-2", "PCF8563"],
        "No heater inrush figure in the MQ-2 sheet and no supply impedance; the PCF8563 gives Vlow but the dip size is "
        "unknown.",
        "casual",
    ),
    (
        "rq51-e11",
        "medium",
        "nrf24l01+ antenna 2cm from a dht11 - does the rf mess with humidity readings?",
        ["DHT11", "nRF24L01+"],
        "Neither sheet gives RF susceptibility or emission data for this.",
        "casual",
    ),
]
for qid, diff, text, devs, note, wording in E:
    comp(qid, diff, text, devs, "insufficient_evidence", [], note, wording=wording)


if __name__ == "__main__":
    with open("questions.jsonl", "w", encoding="utf-8") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q), "questions")
