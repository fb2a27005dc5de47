"""Build realq52/questions.jsonl: 60 blind questions on the real dev and dev2 datasheets."""

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


NRF = "nrf24l01p.pdf"

# ---------- factual, answerable: dev sheets
add(
    "rq52-f01",
    "hard",
    "simple",
    "nrf24l01+ with a 10k pull-up and about 50pF on the SPI lines - whats the max CSN to data valid time?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "response_time",
            "ns",
            mx=75,
            cond="Tcsd CSN to data valid, Rpull = 10 kOhm, Cload = 50 pF (Table 24)",
        )
    ],
    [
        ev(NRF, 54, "Tcsd CSN to Data Valid 75 ns"),
        ev(NRF, 54, "Table 24. SPI timing parameters (Rpull = 10kΩ, Cload = 50pF)"),
    ],
    "75 ns max; look-alikes: Tcd SCK to data valid 86 ns in the same table (asked before), Tcsd 38 / 42 ns at 5 / "
    "10 pF, 116 ns at 100 pF, Tcdz 75 ns (same number, other row).",
)
add(
    "rq52-f02",
    "hard",
    "structured",
    "how long does the nrf24l01+ need to go from power down to standby? I have two boards, one fed by an external "
    "clock and one with a crystal (Ls under 30 mH)",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "warm_up_time",
            "us",
            mx=150,
            cond="Tpd2stby power down -> standby, external clock",
        ),
        it(
            "nRF24L01+",
            "warm_up_time",
            "ms",
            mx=1.5,
            cond="Tpd2stby power down -> standby, external crystal, Ls < 30 mH",
        ),
    ],
    [
        ev(NRF, 24, "150µs With external clock"),
        ev(NRF, 24, "1.5ms External crystal, Ls < 30mH"),
    ],
    "150 us and 1.5 ms max; look-alikes in the same Tpd2stby cell: 3 ms (Ls = 60 mH) and 4.5 ms (Ls = 90 mH), both "
    "asked before; Tstby2a 130 us standby -> TX/RX.",
)
add(
    "rq52-f03",
    "medium",
    "simple",
    "What is the maximum CSN-to-output-high-Z time (Tcdz) of the nRF24L01+ SPI with a 10 pF load?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "response_time",
            "ns",
            mx=42,
            cond="Tcdz CSN to output high Z, Cload = 10 pF (Table 23)",
        )
    ],
    [
        ev(NRF, 54, "Tcdz CSN to Output High Z 42 ns"),
        ev(NRF, 54, "Table 23. SPI timing parameters (Cload = 10pF)"),
    ],
    "42 ns max; the table's caption is printed under it; look-alikes: Tcdz 38 ns (5 pF), 75 ns (50 pF), 116 ns "
    "(100 pF); Tcsd is also 42 ns at 10 pF (other row, same number).",
    wording="formal",
)
add(
    "rq52-f04",
    "hard",
    "structured",
    "ina219 averaging: how long is a conversion with 2 samples and with 64 samples?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "response_time",
            "ms",
            typ=1.06,
            cond="conversion time, 2-sample averaging (ADC4..1 = 1001)",
        ),
        it(
            "INA219",
            "response_time",
            "ms",
            typ=34.05,
            cond="conversion time, 64-sample averaging (ADC4..1 = 1110)",
        ),
    ],
    [
        ev("ina219.pdf", 20, "1 0 0 1 2 1.06 ms"),
        ev("ina219.pdf", 20, "1 1 1 0 64 34.05 ms"),
    ],
    "1.06 ms and 34.05 ms (one value per row, filed typ); look-alikes: 4 / 8 / 16 / 32 / 128 samples (2.13 / 4.26 / "
    "8.51 / 17.02 / 68.10 ms; 16, 32, 128 asked before), 12-bit 532 us.",
)
add(
    "rq52-f05",
    "medium",
    "structured",
    "INA219 bus timing: what is the maximum SCL clock fall time in fast mode and in high-speed mode?",
    ["INA219"],
    None,
    [
        it("INA219", "response_time", "ns", mx=300, cond="tFCL clock fall time, fast mode"),
        it("INA219", "response_time", "ns", mx=40, cond="tFCL clock fall time, high-speed mode"),
    ],
    [ev("ina219.pdf", 6, "tFCL Clock fall time 300 40 ns")],
    "300 ns / 40 ns; look-alikes: tRCL clock rise time 300 / 40 ns (next row, same numbers), tFDA data fall time "
    "300 / 150 ns (150 asked before), tRCL 1000 ns for SCLK <= 100 kHz.",
    wording="formal",
)
add(
    "rq52-f06",
    "hard",
    "simple",
    "bme280 on i2c high speed mode with a short bus (under 100pF) - what SDI hold time does it need, min and max?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "response_time",
            "ns",
            mn=18,
            mx=115,
            cond="tHD;DAT SDI hold time, HS mode, Cb <= 100 pF",
        )
    ],
    [ev("bme280.pdf", 36, "HS mode, Cb≤100 pF 18 115 ns")],
    "18..115 ns; look-alikes: HS mode Cb <= 400 pF 24..150 ns (asked before), S&F 80 ns (100 pF) / 90 ns (400 pF), "
    "tLOW HS 160 / 210 ns.",
)
add(
    "rq52-f07",
    "medium",
    "simple",
    "BME280 en I2C standard/fast, avec une capacité de bus inférieure à 100 pF : quel temps de maintien SDI minimum "
    "(tHD;DAT) ?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "response_time",
            "ns",
            mn=80,
            cond="tHD;DAT SDI hold time, standard & fast mode, Cb <= 100 pF",
        )
    ],
    [ev("bme280.pdf", 36, "SDI hold time tHD;DAT S&F Mode, Cb≤100 pF 80 ns")],
    "80 ns min; look-alikes: S&F Cb <= 400 pF 90 ns (asked before), HS mode 18..115 / 24..150 ns, SDI setup 160 ns.",
    wording="formal",
    lang="fr",
)
add(
    "rq52-f08",
    "medium",
    "structured",
    "bme280 i2c: after SCK falls, how long till it puts the bit on SDI? in normal/fast mode and in HS mode",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "response_time",
            "ns",
            typ=140,
            cond="output delay SCK falling edge -> SDI output, S&F modes",
        ),
        it(
            "BME280",
            "response_time",
            "ns",
            typ=70,
            cond="output delay SCK falling edge -> SDI output, HS mode",
        ),
    ],
    [
        ev(
            "bme280.pdf",
            36,
            "Output delay from SCK falling edge to SDI output propagation is typically 140 ns",
        ),
        ev("bme280.pdf", 36, "and Fast Modes and typically 70 ns in High Speed Mode."),
    ],
    "140 ns / 70 ns typ; look-alike bullet just above: input delay SDI vs SCK 100 ns (S&F) / 20 ns (HS).",
)
add(
    "rq52-f09",
    "medium",
    "simple",
    "What minimum HIGH-level output voltage does the 74HC595 guarantee at VCC = 2.0 V with a -20 uA load?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=1.9,
            typ=2.0,
            cond="VOH all outputs, IO = -20 uA, VCC = 2.0 V, -40..+85 C (1.9 V min also to +125 C)",
        )
    ],
    [ev("74hc595.pdf", 7, "IO = 20 A; VCC = 2.0 V 1.9 2.0 - 1.9 - V")],
    "1.9 V min, 2.0 typ; look-alikes: VCC 4.5 V 4.4 V and 6.0 V 5.9 V (asked before), Q7S / Qn at 4 / 6 mA 3.84 V, "
    "VOL 0.1 V (p8).",
    wording="formal",
)
add(
    "rq52-f10",
    "hard",
    "simple",
    "74HCT595 on 5V: worst case MR to Q7S propagation delay if the board runs anywhere from -40 to 85 C?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "response_time",
            "ns",
            mx=50,
            cond="74HCT595 tpd MR to Q7S, VCC = 4.5..5.5 V, -40..+85 C (25 C: typ 23, max 40; -40..125 C: 60)",
        )
    ],
    [
        ev("74hc595.pdf", 11, "MR to Q7S; see Figure 12 [3] - 23 40 - 50 - 60 ns"),
        ev("74hc595.pdf", 11, "74HCT595; VCC = 4.5 V to 5.5 V"),
    ],
    "50 ns max; look-alikes: same row 40 ns (25 C) / 60 ns (125 C), STCP to Qn 40 / 50 / 60 ns, 74HC595 MR to Q7S at "
    "4.5 V 35 / 44 / 53 ns (p10).",
)
add(
    "rq52-f11",
    "medium",
    "simple",
    "What is the maximum OE-to-Qn disable time of the 74HC595 at VCC = 6 V and 25 °C?",
    ["74HC595"],
    None,
    [it("74HC595", "response_time", "ns", typ=12, mx=27, cond="tdis OE to Qn, VCC = 6 V, 25 C")],
    [ev("74hc595.pdf", 10, "VCC = 6 V - 12 27 - 33 - 38 ns")],
    "27 ns max (typ 12); look-alikes: 33 / 38 ns over temperature, ten at 6 V 26 ns, tdis at 4.5 V 30 ns and 2 V "
    "150 ns (190 asked before).",
    wording="formal",
)
add(
    "rq52-f12",
    "medium",
    "structured",
    "l298 switched from the IN pins (EN held high): source current fall time and rise time, in ns?",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "response_time",
            "us",
            typ=0.2,
            cond="T2 (Vi) source current fall time, 0.9 IL -> 0.1 IL",
        ),
        it(
            "L298N",
            "response_time",
            "us",
            typ=0.7,
            cond="T4 (Vi) source current rise time, 0.1 IL -> 0.9 IL",
        ),
    ],
    [
        ev("l298n.pdf", 4, "T2 (Vi) Source Current Fall Time 0.9 IL to 0.1 IL (2); (4) 0.2 µs"),
        ev("l298n.pdf", 4, "T4 (Vi) Source Current Rise Time 0.1 IL to 0.9 IL (2); (4) 0.7 µs"),
    ],
    "200 ns and 700 ns (0.2 / 0.7 us); look-alikes: enable-switched T2 (Ven) 1 us / T4 (Ven) 0.4 us, sink T6 (Vi) "
    "0.25 / T8 (Vi) 0.2 us, T5 (Vi) 0.7 us turn-off delay (same numbers as 0.2 / 0.7 in other rows).",
)
add(
    "rq52-f13",
    "hard",
    "structured",
    "mpu6050 at 400kHz i2c - minimum SCL low period and the max data valid time?",
    ["MPU-6050"],
    None,
    [
        it("MPU-6050", "response_time", "us", mn=1.3, cond="tLOW SCL low period, I2C fast mode"),
        it(
            "MPU-6050", "response_time", "us", mx=0.9, cond="tVD.DAT data valid time, I2C fast mode"
        ),
    ],
    [
        ev("mpu-6050.pdf", 18, "tLOW, SCL Low Period 1.3 µs"),
        ev("mpu-6050.pdf", 18, "tVD.DAT, Data Valid Time 0.9 µs"),
    ],
    "1.3 us min, 0.9 us max; look-alikes: tBUF 1.3 us, tHIGH 0.6 us, tVD.ACK 0.9 us, tSU.DAT 100 ns (asked before).",
)
add(
    "rq52-f14",
    "medium",
    "simple",
    "What is the minimum data input setup time (tSU) of the MCP3008 serial interface?",
    ["MCP3008"],
    None,
    [it("MCP3008", "response_time", "ns", mn=50, cond="tSU data input setup time")],
    [ev("mcp3008.pdf", 4, "Data Input Setup Time tSU 50")],
    "50 ns min; look-alikes: tHD data input hold 50 ns (asked before, same number), tSUCS 100 ns, tDO 125 / 200 ns.",
    wording="formal",
)

# ---------- factual, answerable: dev2 sheets
add(
    "rq52-f15",
    "medium",
    "simple",
    "ds3231 in fast mode i2c: data hold time limits?",
    ["DS3231"],
    None,
    [it("DS3231", "response_time", "us", mn=0, mx=0.9, cond="tHD:DAT data hold time, fast mode")],
    [
        ev("ds3231.pdf", 4, "Fast mode 0 0.9"),
        ev("ds3231.pdf", 4, "Data Hold Time (Notes 8, 9) tHD:DAT µs"),
    ],
    "0..0.9 us; look-alikes: standard mode 0..0.9 us (same), tSU:DAT 100 / 250 ns, tHD:STA 0.6 / 4.0 us.",
)
add(
    "rq52-f16",
    "medium",
    "simple",
    "hmc5883l from power-on in the default single measurement mode, how long until the first valid data is in the "
    "registers?",
    ["HMC5883L"],
    None,
    [
        it(
            "HMC5883L",
            "warm_up_time",
            "ms",
            typ=56,
            cond="no voltage to first valid measurement, factory default single measurement mode (nominal)",
        )
    ],
    [ev("hmc5883l.pdf", 18, "stable and ready for data retrieval. The nominal 56")],
    "56 ms nominal; look-alikes: 67 ms delay at 15 Hz continuous (asked before), 6 ms single measurement period, "
    "turn-on 50 ms (analog) / 200 us (I2C ready).",
)
add(
    "rq52-f17",
    "medium",
    "simple",
    "Within the VL53L0X typical 33 ms timing budget, how long does the actual range measurement take?",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "response_time",
            "ms",
            typ=23,
            cond="actual range measurement within the typical 33 ms budget",
        )
    ],
    [ev("vl53l0x.pdf", 15, "with the actual range measurement taking 23ms")],
    "23 ms; look-alikes in the same paragraph: 33 ms total budget (asked before), 8 ms minimum range period.",
    wording="formal",
)
add(
    "rq52-f18",
    "hard",
    "structured",
    "MCP2515 SPI interface: give the minimum clock high time and the maximum allowed clock rise time.",
    ["MCP2515"],
    None,
    [
        it(
            "MCP2515",
            "response_time",
            "ns",
            mn=45,
            cond="THI clock high time, SPI AC characteristics",
        ),
        it("MCP2515", "response_time", "us", mx=2, cond="TR clock rise time (not 100 % tested)"),
    ],
    [
        ev("mcp2515.pdf", 77, "8 THI Clock High Time 45"),
        ev("mcp2515.pdf", 77, "6 TR Clock Rise Time — 2 μs (Note 1)"),
    ],
    "45 ns min, 2 us max; look-alikes: TLO 45 ns, TF 2 us, TV output valid 45 ns max (asked before), TRL 2 us reset "
    "low time (asked before).",
    wording="formal",
)
add(
    "rq52-f19",
    "medium",
    "simple",
    "w25q64 - after /CS goes high how fast does DO go high-Z (max)?",
    ["W25Q64FV"],
    None,
    [it("W25Q64FV", "response_time", "ns", mx=7, cond="tSHQZ (tDIS) output disable time")],
    [ev("w25q64.pdf", 76, "Output Disable Time tSHQZ(2) tDIS 7 ns")],
    "7 ns max; look-alikes: tCLQV clock low to output valid 7 ns (asked before, same number), tCLQX output hold 0 ns, "
    "tCHSH / tSHCH 5 ns.",
)
add(
    "rq52-f20",
    "hard",
    "simple",
    "pcf8563 i2c: min setup time for the STOP condition, in ns?",
    ["PCF8563"],
    None,
    [it("PCF8563", "response_time", "us", mn=0.6, cond="tSU;STO set-up time for STOP condition")],
    [ev("pcf8563.pdf", 31, "tSU;STO set-up time for STOP condition 0.6")],
    "0.6 us = 600 ns min; look-alikes: tBUF 1.3 us, tf 0.3 us, tSU;DAT 100 ns, tHIGH 0.6 us on p30 (asked before, "
    "same number).",
)
add(
    "rq52-f21",
    "hard",
    "structured",
    "ina3221: hold time after a repeated START, in fast mode and in high-speed mode?",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "response_time",
            "ns",
            mn=600,
            cond="t(HDSTA) hold time after repeated START, fast mode",
        ),
        it(
            "INA3221",
            "response_time",
            "ns",
            mn=160,
            cond="t(HDSTA) hold time after repeated START, HS mode",
        ),
    ],
    [ev("ina3221.pdf", 23, "t(HDSTA) 600 160 ns")],
    "600 / 160 ns; look-alikes: t(SUSTA) and t(SUSTO) 600 / 160 ns (t(SUSTO) asked before, same numbers), t(BUF) "
    "1300 / 160 ns.",
)
add(
    "rq52-f22",
    "medium",
    "simple",
    "tmp36 in the SOT-23 package (TMP36GRT2) - whats the max error at 25C?",
    ["TMP36"],
    None,
    [
        it(
            "TMP36",
            "accuracy",
            "°C",
            mn=-3.0,
            mx=3.0,
            q="temperature",
            cond="TMP36GRT2 (RT-5 / SOT-23), accuracy at 25 C max (ordering guide)",
        )
    ],
    [
        ev("tmp36.pdf", 3, "TMP36GRT2 ± 3.0 –40°C to +125°C RT-5"),
        ev("tmp36.pdf", 3, "at 25C Operating"),
    ],
    "+-3.0 C; look-alikes: TMP36FT9 / TMP36FS +-2.0 C (F grade, asked before), TMP35GRT2 / TMP37GRT2 rows (other "
    "parts, same +-3.0).",
)
add(
    "rq52-f23",
    "hard",
    "simple",
    "nRF24L01+ with a weak 50k pull-up and a long 100pF line: max CSN to data valid?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "response_time",
            "ns",
            mx=116,
            cond="Tcsd CSN to data valid, Rpull = 50 kOhm, Cload = 100 pF (Table 27)",
        )
    ],
    [
        ev(NRF, 55, "Tcsd CSN to Data Valid 116 ns"),
        ev(NRF, 55, "Table 27. SPI timing parameters (Rpull = 50kΩ, Cload = 100pF)"),
    ],
    "116 ns max; look-alikes: Tcd 121 ns in the same table, Tcd 123 ns at 10 kOhm / 100 pF (asked before), Tcsd 75 ns "
    "at 50 pF; Tcdz 116 ns.",
)

# ---------- factual, not in the sheets
U = [
    (
        "rq52-u01",
        "medium",
        "74hc595 powered from 3.3V - whats the SHCP to Q7S propagation delay?",
        ["74HC595"],
        "Dynamic characteristics are given at VCC = 2, 4.5 and 6 V only (and 74HCT595 at 4.5..5.5 V); no 3.3 V row.",
        "casual",
        "en",
    ),
    (
        "rq52-u02",
        "hard",
        "What is the maximum CSN-to-data-valid time (Tcsd) of the nRF24L01+ with a 20 pF load?",
        ["nRF24L01+"],
        "SPI timing tables exist for 5, 10, 50 and 100 pF only (38 / 42 / 75 / 116 ns); 20 pF is not given.",
        "formal",
        "en",
    ),
    (
        "rq52-u03",
        "medium",
        "What is the INA219 ADC conversion time in 14-bit mode?",
        ["INA219"],
        "ADC settings stop at 12 bit (532 us) plus sample averaging; no 14-bit mode or time.",
        "formal",
        "en",
    ),
    (
        "rq52-u04",
        "hard",
        "mpu6050 on a 1MHz fast-mode-plus i2c bus, what's the min SCL low time?",
        ["MPU-6050"],
        "I2C timing is characterised for fast mode (400 kHz, tLOW 1.3 us) only; nothing for 1 MHz.",
        "casual",
        "en",
    ),
    (
        "rq52-u05",
        "hard",
        "What data hold time does the DS3231 require in I2C high-speed mode (3.4 MHz)?",
        ["DS3231"],
        "AC characteristics cover standard and fast mode only (tHD:DAT 0..0.9 us); no HS mode.",
        "formal",
        "en",
    ),
    (
        "rq52-u06",
        "hard",
        "l298 driving a real dc motor (inductive): what's the source current fall time then?",
        ["L298N"],
        "Switching times (T2 (Vi) 0.2 us) are specified with a pure resistive load (note 4); nothing for an "
        "inductive load.",
        "casual",
        "en",
    ),
    (
        "rq52-u07",
        "hard",
        "vl53l0x in high accuracy mode (200ms budget): how long is the actual range measurement part?",
        ["VL53L0X"],
        "Only the 33 ms budget is split (23 ms actual measurement); no split for the 200 ms budget.",
        "casual",
        "en",
    ),
    (
        "rq52-u08",
        "medium",
        "tmp36GRT2 up at 150C - how accurate is it there?",
        ["TMP36"],
        "Operation to 150 C is only said to have reduced accuracy; the +-3 C ordering-guide value is at 25 C.",
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


def comp(qid, diff, text, devs, verdict, items, evidence, note, wording="casual", lang="en"):
    add(
        qid,
        diff,
        "compatibility",
        text,
        devs,
        verdict,
        items,
        evidence,
        note,
        wording=wording,
        lang=lang,
    )


# ---------- compatibility: compatible
comp(
    "rq52-c01",
    "medium",
    "tps63020 buck-boost set to 5.0V, can it feed the input of an XC6206P332 to get a clean 3.3V?",
    ["TPS63020", "XC6206"],
    "compatible",
    [
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=1.2,
            mx=5.5,
            cond="TPS63020 adjustable output (set to 5.0 V)",
        ),
        it("XC6206", "supply_voltage", "V", mx=6.0, cond="maximum operating voltage"),
        it("XC6206", "abs_max_input_voltage", "V", mn=-0.3, mx=7.0, cond="VIN absolute maximum"),
    ],
    [
        ev("tps63020.pdf", 6, "TPS63020 output voltage 1.2 5.5 V"),
        ev("xc6206.pdf", 1, "Maximum Operating Voltage : 6.0V"),
        ev("xc6206.pdf", 3, "Input Voltage VIN -0.3～+7.0 V"),
    ],
    "5.0 V is inside the TPS63020 range and below the XC6206 6.0 V operating maximum; 5.0 V is above 3.3 V plus the "
    "Vdif2 dropout (680 mV max at 100 mA).",
)
comp(
    "rq52-c02",
    "hard",
    "ads1115 runs on 3.3v but i pull its ALERT/RDY pin up to 5v and hang that straight on an irlz44n gate for a 12v "
    "led strip (~5A). ok?",
    ["ADS1115", "IRLZ44N"],
    "compatible",
    [
        it(
            "ADS1115",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=5.5,
            cond="SDA, SCL, ADDR, ALERT/RDY to GND",
        ),
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.025, cond="RDS(on), VGS = 5.0 V, ID = 25 A"),
        it("IRLZ44N", "gate_threshold_voltage", "V", mn=1.0, mx=2.0, cond="VGS(th), ID = 250 uA"),
    ],
    [
        ev("ads1115.pdf", 2, "SDA, SCL, ADDR, ALERT/RDY voltage to GND –0.5 to +5.5 V"),
        ev(
            "irlz44n.pdf",
            2,
            "Static Drain-to-Source On-Resistance ––– ––– 0.025 Ω VGS = 5.0V, I D = 25A",
        ),
        ev("irlz44n.pdf", 2, "VGS(th) Gate Threshold Voltage 1.0 ––– 2.0 V VDS = VGS , ID = 250µA"),
    ],
    "Risky-looking: the ALERT/RDY limit is +5.5 V absolute, independent of VDD, so a 5 V pull-up is allowed; the "
    "open-drain output pulled to 5 V gives VGS = 5 V, where RDS(on) is specified. Switching speed with the pull-up "
    "is not judged (on/off use).",
)
comp(
    "rq52-c03",
    "hard",
    "can i power a tmp36 straight from a 74HC595 output pin (595 on 5V) so I can switch the sensor off?",
    ["74HC595", "TMP36"],
    "compatible",
    [
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=3.84,
            typ=4.32,
            cond="VOH Qn bus driver outputs, IO = -6 mA, VCC = 4.5 V, -40..+85 C",
        ),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="single-supply operation"),
        it("TMP36", "supply_current", "uA", mx=50, cond="quiescent current"),
    ],
    [
        ev("74hc595.pdf", 7, "IO = 6 mA; VCC = 4.5 V 3.84 4.32 - 3.7 - V"),
        ev("tmp36.pdf", 1, "Low Voltage Operation (2.7 V to 5.5 V)"),
        ev("tmp36.pdf", 1, "Less than 50"),
    ],
    "The TMP36 draws < 50 uA, far below the 6 mA VOH test current; even at VCC = 4.5 V the pin stays >= 3.84 V, inside "
    "2.7..5.5 V.",
)
comp(
    "rq52-c04",
    "hard",
    "I want to run my I2C bus in high-speed mode at 3.4 MHz, 3.3 V, with a BME280 and an MCP4725 on it. Do both "
    "parts support that?",
    ["BME280", "MCP4725"],
    "compatible",
    [
        it("BME280", "i2c_clock_frequency", "MHz", mx=3.4, cond="I2C up to 3.4 MHz"),
        it("MCP4725", "i2c_clock_frequency", "MHz", mn=0, mx=3.4, cond="HS mode, Cb = 100 pF"),
        it("BME280", "supply_voltage", "V", mn=1.71, mx=3.6, cond="VDD main supply"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating"),
    ],
    [
        ev("bme280.pdf", 2, "Digital interface I²C (up to 3.4 MHz)"),
        ev("mcp4725.pdf", 31, "Clock frequency fSCL 0 — 3.4 MHz Cb = 100 pF"),
        ev("bme280.pdf", 2, "VDD main supply voltage range: 1.71 V to 3.6 V"),
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
    ],
    "Both list 3.4 MHz HS mode; MCP4725's HS figure is for Cb = 100 pF, so the bus must stay short.",
    wording="formal",
)
comp(
    "rq52-c05",
    "medium",
    "Can an Si7021 and a VL53L0X share one 3.3 V I2C bus clocked at 400 kHz?",
    ["Si7021", "VL53L0X"],
    "compatible",
    [
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, mx=3.5, cond="operating voltage"),
        it("Si7021", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
        it("VL53L0X", "i2c_clock_frequency", "kHz", mx=400, cond="maximum I2C speed 400 kbit/s"),
    ],
    [
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
        ev("vl53l0x.pdf", 6, "Operating voltage 2.6 to 3.5 V"),
        ev("si7021.pdf", 5, "SCLK Frequency2 fSCL — — 400 kHz"),
        ev("vl53l0x.pdf", 18, "The I2C bus on the VL53L0X has a maximum speed of 400 kbits/s"),
    ],
    "3.3 V is inside both ranges and both run at 400 kHz; Si7021 clock stretching (< 50 us at 400 kHz) is a host "
    "matter.",
    wording="formal",
)
comp(
    "rq52-c06",
    "hard",
    "pc817 output transistor with a 10k pull-up to 5V going straight into the CE pin of an nrf24l01+ (nrf on 3.3V). "
    "will the 5V high hurt it and is the low low enough?",
    ["PC817", "nRF24L01+"],
    "compatible",
    [
        it("nRF24L01+", "abs_max_input_voltage", "V", mn=-0.3, mx=5.25, cond="VI input voltage"),
        it(
            "nRF24L01+",
            "input_high_voltage",
            "V",
            mx=5.25,
            cond="VIH 0.7 VDD .. 5.25 V (5 V tolerant)",
        ),
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
        ev(NRF, 12, "VI -0.3 5.25 V"),
        ev(NRF, 20, "VIH HIGH level input voltage 0.7VDD 5.25"),
        ev(
            "pc817.pdf",
            4,
            "Collector-emitter saturation voltage VCE (sat) IF=20mA, IC=1mA − 0.1 0.2 V",
        ),
    ],
    "5 V is below the 5.25 V input limit; with 10 kOhm to 5 V the collector current is 0.5 mA (< the 1 mA test "
    "point), so VCE(sat) <= 0.2 V is well under VIL 0.3 VDD (~1 V). Assumes the LED is driven near 20 mA.",
)
comp(
    "rq52-c07",
    "medium",
    "mcp2515 on 5V, using its RX0BF pin as a plain output straight into IN1 of an L298N (logic 5V) - enough drive?",
    ["MCP2515", "L298N"],
    "compatible",
    [
        it("L298N", "input_high_voltage", "V", mn=2.3, cond="ViH, max = VSS"),
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="DC characteristics VDD range"),
    ],
    [
        ev("l298n.pdf", 3, "ViH Input High Voltage 2.3 VSS V"),
        ev("l298n.pdf", 3, "IiH High Voltage Input Current Vi = H ≤ VSS –0.6V 30 100 µA"),
        ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V"),
        ev("mcp2515.pdf", 74, "VOH TXCAN, RXnBF Pins VDD – 0.7 — V IOH = -3.0 mA, VDD = 4.5V"),
        ev("mcp2515.pdf", 74, "DC Characteristics VDD = 2.7V to 5.5V"),
    ],
    "RXnBF VOH >= VDD - 0.7 (3.8 V at 4.5 V) at 3 mA, far above ViH 2.3 V, and the L298 input takes at most 100 uA.",
)
comp(
    "rq52-c08",
    "medium",
    "ADS1115 and VL53L0X sharing a 2.8V I2C bus at 400kHz, any issue?",
    ["ADS1115", "VL53L0X"],
    "compatible",
    [
        it("ADS1115", "supply_voltage", "V", mn=2.0, mx=5.5, cond="wide supply range"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, mx=3.5, cond="operating voltage"),
        it("ADS1115", "i2c_clock_frequency", "kHz", mx=400, cond="fast mode"),
        it("VL53L0X", "i2c_clock_frequency", "kHz", mx=400, cond="maximum I2C speed 400 kbit/s"),
    ],
    [
        ev("ads1115.pdf", 1, "WIDE SUPPLY RANGE: 2.0V to 5.5V"),
        ev("vl53l0x.pdf", 6, "Operating voltage 2.6 to 3.5 V"),
        ev("ads1115.pdf", 17, "400kHz; and high-speed mode (also called Hs mode)"),
        ev("vl53l0x.pdf", 18, "The I2C bus on the VL53L0X has a maximum speed of 400 kbits/s"),
    ],
    "2.8 V (the VL53L0X nominal) is inside both supply ranges; both support fast mode 400 kHz.",
)
comp(
    "rq52-c09",
    "medium",
    "ccs811 + hmc5883l on a 3.0V LDO, same i2c bus at 400k. works?",
    ["CCS811", "HMC5883L"],
    "compatible",
    [
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.3, cond="recommended VDD"),
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
        it("CCS811", "i2c_clock_frequency", "kHz", mx=400, cond="I2C bus supported"),
        it("HMC5883L", "i2c_clock_frequency", "kHz", mx=400, cond="I2C rate, controlled by master"),
    ],
    [
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
        ev("ccs811.pdf", 7, "Frequency of I²C bus supported 10 100 400 kHz"),
        ev("hmc5883l.pdf", 2, "Controlled by I C Master 400 kHz"),
    ],
    "3.0 V sits inside 1.8..3.3 V and 2.16..3.6 V; both allow 400 kHz. The HMC5883L single-supply case (VDDIO = VDD) "
    "is assumed.",
)
comp(
    "rq52-c10",
    "medium",
    "Can an ADS1115 and a PCF8563 share a 3.3 V I2C bus clocked at 400 kHz?",
    ["ADS1115", "PCF8563"],
    "compatible",
    [
        it("ADS1115", "supply_voltage", "V", mn=2.0, mx=5.5, cond="wide supply range"),
        it("ADS1115", "i2c_clock_frequency", "kHz", mx=400, cond="fast mode"),
        it("PCF8563", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL SCL clock frequency"),
    ],
    [
        ev("ads1115.pdf", 1, "WIDE SUPPLY RANGE: 2.0V to 5.5V"),
        ev("ads1115.pdf", 17, "400kHz; and high-speed mode (also called Hs mode)"),
        ev("pcf8563.pdf", 30, "fSCL SCL clock frequency [5] - - 400 kHz"),
        ev("pcf8563.pdf", 28, "VDD = 1.8 V to 5.5 V"),
    ],
    "3.3 V is inside 2.0..5.5 V (ADS1115) and 1.8..5.5 V (PCF8563); both run fast mode 400 kHz (PCF8563 is a "
    "fast-mode part).",
    wording="formal",
)

# ---------- compatibility: incompatible
comp(
    "rq52-i01",
    "hard",
    "bme280 + ina219 on the same bus and i want 3.4MHz HS mode. both ok?",
    ["BME280", "INA219"],
    "incompatible",
    [
        it("BME280", "i2c_clock_frequency", "MHz", mx=3.4, cond="I2C up to 3.4 MHz"),
        it(
            "INA219",
            "i2c_clock_frequency",
            "MHz",
            mn=0.001,
            mx=2.56,
            cond="f(SCL), high-speed mode",
        ),
    ],
    [
        ev("bme280.pdf", 2, "Digital interface I²C (up to 3.4 MHz)"),
        ev("ina219.pdf", 6, "ƒ(SCL) SCL operating frequency 0.001 0.4 0.001 2.56 MHz"),
    ],
    "INA219 high-speed mode stops at 2.56 MHz; 3.4 MHz exceeds it (the BME280 would be fine).",
)
comp(
    "rq52-i02",
    "hard",
    "ina219 powered from 3.3v, and a max44009 on the same i2c but the pull-ups go to 1.8v. can the ina219 read "
    "those highs?",
    ["INA219", "MAX44009"],
    "incompatible",
    [
        it(
            "INA219",
            "input_high_voltage",
            "V",
            mx=6,
            cond="VIH 0.7 (VS) .. 6 V; 2.31 V at VS = 3.3 V",
        ),
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="operating supply range"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [
        ev("ina219.pdf", 5, "VIH input logic level 0.7 (VS) 6 0.7 (VS) 6 V"),
        ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
        ev("max44009.pdf", 1, "VCC = 1.7V to 3.6V"),
    ],
    "VIH = 0.7 x 3.3 V = 2.31 V > 1.8 V bus high; the INA219 cannot run at 1.8 V (VS min 3 V) either.",
)
comp(
    "rq52-i03",
    "medium",
    "Is a MAX44009 usable on an I2C bus that runs an MCP4725 in 3.4 MHz high-speed mode?",
    ["MAX44009", "MCP4725"],
    "incompatible",
    [
        it("MAX44009", "i2c_clock_frequency", "kHz", mx=400, cond="serial-clock frequency fSCL"),
        it("MCP4725", "i2c_clock_frequency", "MHz", mn=0, mx=3.4, cond="HS mode, Cb = 100 pF"),
    ],
    [
        ev("max44009.pdf", 3, "Serial-Clock Frequency fSCL 400 kHz"),
        ev("mcp4725.pdf", 31, "Clock frequency fSCL 0 — 3.4 MHz Cb = 100 pF"),
    ],
    "MAX44009 tops out at 400 kHz; the bus speed asked is 3.4 MHz.",
    wording="formal",
)
comp(
    "rq52-i04",
    "hard",
    "3.3V micro, BME280 in SPI mode and a MAX7219 (on 5V) sharing the same SCK/MOSI lines. will the max7219 see "
    "the 3.3V highs?",
    ["BME280", "MAX7219"],
    "incompatible",
    [
        it(
            "MAX7219",
            "input_high_voltage",
            "V",
            mn=3.5,
            cond="logic high input voltage, V+ = 5 V +-10 %",
        ),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="operating supply voltage V+"),
        it(
            "BME280", "io_supply_voltage", "V", mn=1.2, mx=3.6, cond="VDDIO interface voltage range"
        ),
    ],
    [
        ev("max7219.pdf", 3, "Logic High Input Voltage VIH 3.5 V"),
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
        ev("bme280.pdf", 2, "VDDIO interface voltage range: 1.2 V to 3.6 V"),
    ],
    "MAX7219 VIH min 3.5 V > 3.3 V logic high; the BME280 side cannot be raised to 5 V (VDDIO max 3.6 V).",
)
comp(
    "rq52-i05",
    "medium",
    "can a 74hc595 output (5v) power the heater of an mq-3 directly?",
    ["74HC595", "MQ-3"],
    "incompatible",
    [
        it("74HC595", "output_current", "mA", mx=35, cond="limiting value, pins Qn"),
        it("MQ-3", "supply_voltage", "V", typ=5, cond="heater voltage VH 5 V +-0.1 V, AC or DC"),
    ],
    [
        ev("74hc595.pdf", 6, "pins Qn - 35 mA"),
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1"),
        ev("mq-3.pdf", 1, "RH Heater resistance 33Ω±5%"),
    ],
    "Heater 33 Ohm +-5 % at 5 V draws ~150 mA, over four times the 35 mA Qn limit (and the 70 mA ICC limit).",
)
comp(
    "rq52-i06",
    "medium",
    "pcf8563 INT pin pulling the low side of a 5V SRD relay coil (standard type) directly, ok?",
    ["PCF8563", "SRD-05VDC-SL-C"],
    "incompatible",
    [
        it(
            "PCF8563",
            "output_current",
            "mA",
            mn=-10,
            mx=10,
            cond="limiting value, IO at any output",
        ),
        it("PCF8563", "output_current", "mA", mn=1, cond="IOL on pin INT, VOL = 0.4 V, VDD = 5 V"),
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=89.3,
            cond="standard 05 VDC coil nominal current",
        ),
    ],
    [
        ev("pcf8563.pdf", 27, "IO output current at any output 10 +10 mA"),
        ev("pcf8563.pdf", 29, "on pin INT 1 - - mA"),
        ev("srd-05vdc-sl-c.pdf", 2, "(Standard) 05 05 89.3 55"),
    ],
    "89.3 mA coil current against a 10 mA absolute limit per output (1 mA guaranteed sink at 0.4 V).",
)
comp(
    "rq52-i07",
    "hard",
    "INA3221 critical alert pin sinking a PC817 LED at 20mA for an isolated shutdown signal - within spec?",
    ["INA3221", "PC817"],
    "incompatible",
    [
        it(
            "INA3221",
            "output_current",
            "mA",
            mx=10,
            cond="absolute maximum, open-drain digital output current",
        ),
        it("PC817", "supply_current", "mA", value=20, cond="IF test condition of VF"),
        it("PC817", "supply_voltage", "V", typ=1.2, mx=1.4, cond="VF at IF = 20 mA"),
    ],
    [
        ev("ina3221.pdf", 4, "Open-drain, digital output 10"),
        ev("pc817.pdf", 4, "Forward voltage VF IF=20mA − 1.2 1.4 V"),
    ],
    "20 mA is twice the 10 mA absolute limit of the open-drain outputs (VOL only specified at 3 mA).",
)
comp(
    "rq52-i08",
    "medium",
    "Can an ACS712 and a MAX31865 both run from the same 3.3 V rail?",
    ["ACS712", "MAX31865"],
    "incompatible",
    [
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
    ],
    [
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
    ],
    "The ACS712 needs 4.5..5.5 V; 3.3 V only suits the MAX31865, and no common rail exists (3.6 < 4.5).",
    wording="formal",
)
comp(
    "rq52-i09",
    "medium",
    "Can a DHT11 and a VL53L0X both be supplied from a single 3.3 V (XC6206) rail?",
    ["DHT11", "VL53L0X"],
    "incompatible",
    [
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, mx=3.5, cond="operating voltage"),
    ],
    [
        ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"),
        ev("vl53l0x.pdf", 6, "Operating voltage 2.6 to 3.5 V"),
    ],
    "3.3 V is below the DHT11 minimum 3.5 V; the ranges only touch at 3.5 V.",
    wording="formal",
)
comp(
    "rq52-i10",
    "medium",
    "Can a CCS811 and an MCP3008 be powered from one 5 V rail?",
    ["CCS811", "MCP3008"],
    "incompatible",
    [
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.3, cond="recommended VDD"),
        it("CCS811", "abs_max_supply_voltage", "V", mn=1.8, mx=3.6, cond="VDD limit"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
        ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V"),
        ev("mcp3008.pdf", 15, "+2.7V to 5.5V Power Supply"),
    ],
    "5 V exceeds the CCS811 3.3 V recommended and 3.6 V absolute limits; fine for the MCP3008.",
    wording="formal",
)
comp(
    "rq52-i11",
    "medium",
    "can I just read the INMP441 mic output with an MCP3008 channel like an analog mic?",
    ["INMP441", "MCP3008"],
    "incompatible",
    [
        it("INMP441", "interface", values=["I2S"], cond="24-bit I2S digital output"),
        it(
            "MCP3008",
            "interface",
            values=["SPI"],
            cond="SPI serial interface, analog inputs CH0..CH7",
        ),
    ],
    [
        ev("inmp441.pdf", 1, "industry-standard 24-bit I²S interface"),
        ev("mcp3008.pdf", 1, "SPI serial interface (modes 0,0 and 1,1)"),
    ],
    "The INMP441 has no analog output: its data pin carries I2S bits, which an analog ADC input cannot decode.",
)

# ---------- compatibility: not decidable from the sheets
E = [
    (
        "rq52-e01",
        "hard",
        "mcp2515 RX0BF pin (5V) sourcing a pc817 LED at 10mA directly, will the output hold up?",
        ["MCP2515", "PC817"],
        "RXnBF VOH (VDD - 0.7) is specified at 3 mA only; no figure at 10 mA. PC817 VF 1.2 / 1.4 V is at 20 mA.",
        "casual",
    ),
    (
        "rq52-e02",
        "hard",
        "ccs811 nINT with a pull-up to 3.3V driving an irlz44n gate to switch a 10A fan - good enough?",
        ["CCS811", "IRLZ44N"],
        "IRLZ44N RDS(on) is given only at VGS = 10 / 5 / 4 V; 3.3 V is above VGS(th) max 2 V but no on-resistance is "
        "stated there.",
        "casual",
    ),
    (
        "rq52-e03",
        "hard",
        "L298N with VS = 5V, one output high feeding an MQ-3 heater (other end to GND). will the heater still see "
        "5.0V +-0.1?",
        ["L298N", "MQ-3"],
        "Source saturation VCEsat(H) is given at IL = 1 A only (0.95 / 1.35 / 1.7 V); the ~150 mA heater current has "
        "no figure.",
        "casual",
    ),
    (
        "rq52-e04",
        "hard",
        "can the 32.768kHz CLKOUT of a pcf8563 clock an HX711 through its XI pin?",
        ["PCF8563", "HX711"],
        "HX711 gives only the data-rate formula (fclk / 1,105,920); no allowed external clock range or input levels.",
        "casual",
    ),
    (
        "rq52-e05",
        "hard",
        "isolating a dht11: its DATA pin drives a pc817 LED and I read the transistor side. will the bit timing "
        "survive?",
        ["DHT11", "PC817"],
        "DHT11 gives no output drive current; PC817 response time (tr / tf 18 us max) is at RL = 100 Ohm, IC = 2 mA "
        "only.",
        "casual",
    ),
    (
        "rq52-e06",
        "hard",
        "HC-SR04 echo pin straight into an MCP3008 channel with the MCP3008 on 3.3V - safe?",
        ["HC-SR04", "MCP3008"],
        "HC-SR04 states only a 'TTL' echo level on a 5 V supply, no voltage; MCP3008 inputs allow VDD + 0.6 V.",
        "casual",
    ),
    (
        "rq52-e07",
        "medium",
        "If the ground of an HC-SR04 is switched by an IRLZ44N to save power, does the sensor measure correctly "
        "immediately after turn-on?",
        ["HC-SR04", "IRLZ44N"],
        "No HC-SR04 start-up time or supply current profile; IRLZ44N RDS(on) is known but the sensor side is not.",
        "formal",
    ),
    (
        "rq52-e08",
        "hard",
        "DRV8833 with VM = 5.0 V, one output driven high to feed an MQ-2 heater (30 ohm): does the heater get at least "
        "4.9 V?",
        ["DRV8833", "MQ-2"],
        "HS FET RDS(on) at VM = 5 V is printed as a single 200 mOhm figure (typ column) at 500 mA; no maximum, so the "
        "drop (about 35 mV typ) cannot be bounded.",
        "formal",
    ),
]
for qid, diff, text, devs, note, wording in E:
    comp(qid, diff, text, devs, "insufficient_evidence", [], [], note, wording=wording)


if __name__ == "__main__":
    with open("questions.jsonl", "w", encoding="utf-8") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q), "questions")
