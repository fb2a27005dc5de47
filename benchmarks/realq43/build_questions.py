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


# ---------- factual, answerable (dev2)
add(
    "rq43-f01",
    "hard",
    "simple",
    "ds3231 crystal aging over the long haul, like 0 to 10 years, how many ppm?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "accuracy",
            "ppm",
            mn=-5.0,
            mx=5.0,
            cond="crystal aging 0-10 years, after reflow, not production tested",
        )
    ],
    [ev("ds3231.pdf", 3, "not production tested 0–10 years ±5.0")],
    "+-5.0 ppm over 0-10 years; look-alikes first-year aging +-1.0 ppm (rq41-f24), stability vs temperature +-2 / +-3.5 ppm, temperature accuracy +-3 C.",
)
add(
    "rq43-f02",
    "hard",
    "simple",
    "What is the typical frequency change per LSB of the DS3231 aging-offset trim register at +25 °C?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "resolution",
            "ppm",
            typ=0.1,
            cond="trim register frequency sensitivity per LSB, +25 C",
        )
    ],
    [ev("ds3231.pdf", 3, "Trim Register Frequency +25°C 0.1")],
    "0.1 ppm at +25 C; look-alikes 0.7 ppm at -40 C, 0.4 ppm at +70 C, 0.8 ppm at +85 C, stability vs voltage 1 ppm/V.",
    wording="formal",
)
add(
    "rq43-f03",
    "medium",
    "simple",
    "What is the pulse width of spikes that the DS3231 SDA/SCL input filter must suppress (tSP)?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "response_time",
            "ns",
            mx=30,
            cond="tSP pulse width of spikes that must be suppressed by the input filter",
        )
    ],
    [ev("ds3231.pdf", 4, "tSP 30 ns")],
    "30 ns; look-alikes bus capacitance 400 pF, SDA/SCL pin capacitance 10 pF, fall time 300 ns. Filed as response_time (a max here, printed in the typ column).",
    wording="formal",
)
add(
    "rq43-f04",
    "hard",
    "simple",
    "pcf8563 reels sitting in my drawer: what temperature does NXP actually want them stored at (not the abs max storage range)?",
    ["PCF8563"],
    None,
    [
        it(
            "PCF8563",
            "storage_temperature",
            "°C",
            mn=8,
            mx=45,
            cond="NXP store and transport requirements (note 4 of limiting values)",
        )
    ],
    [
        ev(
            "pcf8563.pdf",
            27,
            "the devices should be stored at a temperature of +8 C to +45 C and a humidity of 25 % to 75 %",
        )
    ],
    "+8..+45 C (and 25..75 % RH) per note [4]; look-alike Tstg limiting value -65..+150 C (rq30-f09), operating Tamb -40..+85 C.",
)
add(
    "rq43-f05",
    "medium",
    "simple",
    "What is the maximum spike pulse width on the I2C bus that the PCF8563 filters out?",
    ["PCF8563"],
    None,
    [it("PCF8563", "response_time", "ns", mx=50, cond="tw(spike) spike pulse width on bus")],
    [ev("pcf8563.pdf", 31, "tw(spike) spike pulse width on bus - - 50 ns")],
    "50 ns max; look-alikes tf 0.3 us, Cb 400 pF, tHD;DAT 0 ns, tSU;STO 0.6 us.",
    wording="formal",
)
add(
    "rq43-f06",
    "medium",
    "simple",
    "What is the maximum time from CS going high until the MAX31865 SDO output is high impedance (tCDZ)?",
    ["MAX31865"],
    None,
    [it("MAX31865", "response_time", "ns", mx=40, cond="tCDZ CS to output high-Z, 50 pF load")],
    [ev("max31865.pdf", 4, "CS to Output High-Z tCDZ (Notes 8, 9) 40 ns")],
    "40 ns; look-alikes SCLK to data valid tCDD 80 ns, CS inactive time 400 ns, tDRDYH 50 ns.",
    wording="formal",
)
add(
    "rq43-f07",
    "hard",
    "simple",
    "max31865 spi: min data-to-SCLK setup time, in microseconds?",
    ["MAX31865"],
    None,
    [it("MAX31865", "response_time", "ns", mn=35, cond="tDC data to SCLK setup")],
    [ev("max31865.pdf", 4, "Data to SCLK Setup tDC (Notes 8, 9) 35 ns")],
    "35 ns = 0.035 us min; look-alikes SCLK to data hold tCDH also 35 ns (same number, other row), CS to SCLK setup 400 ns, SCLK low/high 100 ns.",
)
add(
    "rq43-f08",
    "medium",
    "simple",
    "What is the maximum delay from /HOLD low to output high impedance (tHLQZ) of the W25Q64FV?",
    ["W25Q64FV"],
    None,
    [it("W25Q64FV", "response_time", "ns", mx=12, cond="tHLQZ (tHZ) /HOLD to output high-Z")],
    [ev("w25q64.pdf", 77, "/HOLD to Output High-Z tHLQZ(2) tHZ 12 ns")],
    "12 ns; look-alikes /HOLD to output low-Z 7 ns, output disable tSHQZ 7 ns, /HOLD setup/hold 5 ns.",
    wording="formal",
)
add(
    "rq43-f09",
    "hard",
    "simple",
    "cc1101 on 868/915, 500 kBaud MSK: typical rx sensitivity?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-90,
            cond="868/915 MHz, 500 kBaud MSK, sensitivity optimized, 1 % PER",
        )
    ],
    [ev("cc1101.pdf", 13, "Receiver sensitivity –90 dBm")],
    "-90 dBm; look-alikes 315 MHz 500 kBaud -88 dBm (rq40-f16), 868 MHz 250 kBaud -95 dBm, 38.4 kBaud -104 dBm, 4-FSK rows -96/-91/-89 dBm.",
)
add(
    "rq43-f10",
    "hard",
    "simple",
    "For the CC1101 at 868/915 MHz using 4-FSK at 125 kBaud (250 kbps), what is the typical receiver sensitivity?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-96,
            cond="868/915 MHz, 4-FSK 125 kBaud (250 kbps), sensitivity optimized",
        )
    ],
    [ev("cc1101.pdf", 13, "Receiver sensitivity -96 dBm")],
    "-96 dBm; look-alike GFSK 250 kBaud -95 dBm (same 250 number, other modulation), 4-FSK 250 kBaud (500 kbps) -91 dBm, 300 kBaud -89 dBm.",
    wording="formal",
)
add(
    "rq43-f11",
    "hard",
    "simple",
    "cc1101 868 MHz at 500 kBaud, VDD 3.0 V, board gets to 85 C inside the box. typical sensitivity then?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-86,
            cond="868 MHz, 500 kBaud, VDD = 3.0 V, 85 C, table 8 typical",
        )
    ],
    [ev("cc1101.pdf", 14, "-91 -90 -86 -91 -90 -86")],
    "-86 dBm at 85 C (table 8, 868 MHz); look-alikes -90 dBm at 25 C, -91 dBm at -40 C, 915 MHz table (-89 dBm at 25 C, 1.8 V).",
)
add(
    "rq43-f12",
    "hard",
    "simple",
    "lm35 long term stability? how much does it drift (held at tmax for 1000 h)",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-0.08,
            mx=0.08,
            q="temperature",
            cond="long-term stability, TJ = TMAX for 1000 hours (LM35A / LM35CA columns)",
        )
    ],
    [ev("lm35.pdf", 4, "Long term stability TJ = TMAX, for 1000 hours ±0.08 ±0.08 °C")],
    "+-0.08 C (typical); look-alikes nonlinearity +-0.18/+-0.35 C, accuracy +-0.2..+-1 C, minimum temperature in Figure 1 +1.5/+2 C.",
)
add(
    "rq43-f13",
    "medium",
    "simple",
    "¿Qué estabilidad a largo plazo da la hoja del TMP36 (150 °C durante 1000 h)?",
    ["TMP36"],
    None,
    [
        it(
            "TMP36",
            "accuracy",
            "°C",
            typ=0.4,
            q="temperature",
            cond="long-term stability, TA = 150 C for 1 kHrs",
        )
    ],
    [ev("tmp36.pdf", 2, "Long-Term Stability TA = 150°C for 1 kHrs 0.4")],
    "0.4 C typ; look-alikes linearity 0.5 C, accuracy +-1/+-2 C, repeatability.",
    wording="formal",
    lang="es",
)
add(
    "rq43-f14",
    "hard",
    "simple",
    "max44009 i2c: how much sda hold time does the master have to give (ns)?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "response_time",
            "ns",
            mn=300,
            cond="note 4: master must provide SDA hold time >= 300 ns (referred to VIL of SCL)",
        )
    ],
    [
        ev(
            "max44009.pdf",
            3,
            "A master device must provide a hold time of at least 300ns for the SDA signal",
        )
    ],
    "300 ns min (note 4); look-alikes tHD,DAT table row 0..0.9 us, tSU,DAT 100 ns, tSP 0..50 ns, tF 100 ns.",
)
add(
    "rq43-f15",
    "medium",
    "simple",
    "What is the minimum CLKOUT pin high time of the MCP2515 (TOSC = 40 ns)?",
    ["MCP2515"],
    None,
    [
        it(
            "MCP2515",
            "response_time",
            "ns",
            mn=15,
            cond="thCLKOUT CLKOUT pin high time, TOSC = 40 ns",
        )
    ],
    [ev("mcp2515.pdf", 76, "thCLKOUT CLKOUT Pin High Time 15 — ns TOSC = 40 ns (Note 1)")],
    "15 ns min; look-alikes CLKOUT low time 15 ns (same number), fall time 5 ns, start-of-frame 2 TOSC.",
    wording="formal",
)
add(
    "rq43-f16",
    "medium",
    "simple",
    "Which charge current does the TP4056 deliver with RPROG = 3 kΩ?",
    ["TP4056"],
    None,
    [it("TP4056", "output_current", "mA", value=400, cond="IBAT for RPROG = 3 kOhm (RPROG table)")],
    [ev("tp4056.pdf", 9, "3 400")],
    "400 mA; look-alikes 4 k -> 300 mA, 2 k -> 580 mA, 1.2 k -> 900 mA (the 1.2 k module default), 2.2 k -> 500 mA in the EC table.",
    wording="formal",
)
add(
    "rq43-f17",
    "hard",
    "simple",
    "cc1101 868/915 MHz, 4-FSK at 300 kBaud (600 kbps): typical sensitivity?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-89,
            cond="868/915 MHz, 4-FSK 300 kBaud (600 kbps), sensitivity optimized",
        )
    ],
    [ev("cc1101.pdf", 13, "Receiver sensitivity -89 dBm")],
    "-89 dBm; look-alikes 4-FSK 125 kBaud -96 dBm, 4-FSK 250 kBaud -91 dBm, MSK 500 kBaud -90 dBm, 915 MHz table -89 dBm at 1.8 V / 25 C for 500 kBaud (same number, other table).",
)
add(
    "rq43-f22",
    "medium",
    "simple",
    "mcp2515 clkout pin: max fall time?",
    ["MCP2515"],
    None,
    [
        it(
            "MCP2515",
            "response_time",
            "ns",
            mx=5,
            cond="tfCLKOUT CLKOUT pin fall time, 0.7 VDD to 0.3 VDD",
        )
    ],
    [ev("mcp2515.pdf", 76, "tfCLKOUT CLKOUT Pin Fall Time — 5 ns")],
    "5 ns max; look-alikes CLKOUT high / low time 15 ns min, start-of-frame high time 2 TOSC; the CLKOUT rise time trCLKOUT is also 5 ns (rq38-f16, same number, other row).",
)
add(
    "rq43-k01",
    "hard",
    "structured",
    "txs0108e quiescent: max VCCA and VCCB supply currents with VCCA 1.5-3.6 V and VCCB 2.3-5.5 V, over -40..85 C?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "supply_current",
            "uA",
            mx=2,
            cond="ICCA, VCCA 1.5..3.6 V, VCCB 2.3..5.5 V, VI = VO = open, -40..85 C",
        ),
        it(
            "TXS0108E",
            "supply_current",
            "uA",
            mx=6,
            cond="ICCB, VCCA 1.5..3.6 V, VCCB 2.3..5.5 V, VI = VO = open, -40..85 C",
        ),
    ],
    [
        ev("txs0108e.pdf", 7, "VCCA supply 1.5 to 3.6 2.3 to 5.5 2"),
        ev("txs0108e.pdf", 7, "VCCB supply 1.5 to 3.6 2.3 to 5.5 6"),
    ],
    "ICCA 2 uA, ICCB 6 uA max; look-alikes ICCA + ICCB combined 3 uA typ at 1.4 V, high-Z ICCZ rows, -1 / 1.4 uA rows with one supply at 0 V.",
)

# ---------- factual, answerable (dev)
add(
    "rq43-f18",
    "hard",
    "simple",
    "mpu6050 accel Z axis zero-g drift from 0 to 70 C, in g?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "accuracy",
            "g",
            mn=-0.06,
            mx=0.06,
            q="acceleration",
            cond="zero-G level change vs temperature, Z axis, 0..+70 C",
        )
    ],
    [ev("mpu-6050.pdf", 13, "Z axis, 0°C to +70°C ±60 mg")],
    "+-60 mg = +-0.06 g; look-alikes X/Y axes +-35 mg (same temperature span), initial zero-G tolerance Z +-80 mg.",
)
add(
    "rq43-f19",
    "medium",
    "simple",
    "What is the typical resistance of the MCP3008 internal sampling switch?",
    ["MCP3008"],
    None,
    [
        it(
            "MCP3008",
            "on_resistance",
            "Ohm",
            typ=1000,
            cond="switch resistance, sampling switch RS (Figure 4-1)",
        )
    ],
    [ev("mcp3008.pdf", 4, "Switch Resistance — 1000 — Ω See Figure 4-1")],
    "1000 Ohm = 1 kOhm typ; look-alikes sample capacitor 20 pF, pin capacitance 7 pF / 10 pF, leakage 0.001 uA.",
    wording="formal",
)
add(
    "rq43-f20",
    "hard",
    "simple",
    "74hc595 at vcc 4.5 v: worst case shcp-to-q7s propagation delay if the board can hit 125 c?",
    ["74HC595"],
    None,
    [it("74HC595", "response_time", "ns", mx=48, cond="tpd SHCP to Q7S, VCC = 4.5 V, -40..+125 C")],
    [ev("74hc595.pdf", 10, "VCC = 4.5 V - 19 32 - 40 - 48 ns")],
    "48 ns max over -40..+125 C; look-alikes 32 ns at 25 C, 40 ns over -40..+85 C, STCP to Qn and MR to Q7S at 4.5 V 35/44/53 ns, VCC = 2 V 160/200/240 ns, VCC = 6 V 27/34/41 ns.",
)
add(
    "rq43-f21",
    "hard",
    "simple",
    "esp32-wroom-32 overview: what sleep current does it quote for the esp32 chip itself?",
    ["ESP32-WROOM-32"],
    None,
    [
        it(
            "ESP32-WROOM-32",
            "standby_current",
            "uA",
            mx=5,
            cond="ESP32 chip sleep current, overview text",
        )
    ],
    [ev("esp32-wroom-32.pdf", 6, "The sleep current of the ESP32 chip is less than 5 µA")],
    "< 5 uA (overview); look-alikes in the same overview: 20 dBm output power, 80..240 MHz CPU clock, -97 dBm Bluetooth receiver sensitivity in Table 1.",
)

# ---------- factual, not in the sheets
add(
    "rq43-u01",
    "hard",
    "simple",
    "cc1101 at 433 MHz, 500 kBaud: typical rx sensitivity?",
    ["CC1101"],
    "insufficient_evidence",
    [],
    [],
    "The 433 MHz sensitivity rows stop at 0.6 / 1.2 / 38.4 / 250 kBaud (-116/-112/-104/-95 dBm); 500 kBaud is given only at 315 MHz (-88 dBm) and 868/915 MHz (-90 dBm). Near misses.",
)
add(
    "rq43-u02",
    "hard",
    "simple",
    "What is the DS3231 trim-register frequency sensitivity per LSB at 0 °C?",
    ["DS3231"],
    "insufficient_evidence",
    [],
    [],
    "Specified only at -40 C (0.7 ppm), +25 C (0.1), +70 C (0.4) and +85 C (0.8); no 0 C point and no curve to read.",
    wording="formal",
)
add(
    "rq43-u03",
    "hard",
    "simple",
    "lm35 drift over 10 years at room temp? need it for a logger that never gets recalibrated",
    ["LM35"],
    "insufficient_evidence",
    [],
    [],
    "Only long-term stability +-0.08 C at TJ = TMAX for 1000 hours; nothing for 10 years or room temperature.",
)
add(
    "rq43-u04",
    "medium",
    "simple",
    "74hc595 shcp to q7s propagation delay at vcc = 3.3 v?",
    ["74HC595"],
    "insufficient_evidence",
    [],
    [],
    "tpd is given at VCC = 2, 4.5 and 6 V only (4.5 V: 32/40/48 ns); 3.3 V is not a test point and interpolation is not a datasheet figure.",
)
add(
    "rq43-u05",
    "hard",
    "simple",
    "mpu-6050 accel zero-g change over the full -40 to 85 C range? mounting it outside",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [],
    "Zero-G level change vs temperature is specified for 0..+70 C only (X/Y +-35 mg, Z +-60 mg); the sensitivity-change row uses -40..+85 C but is a different spec.",
)
add(
    "rq43-u06",
    "medium",
    "simple",
    "txs0108e vccb supply current at 125 c?",
    ["TXS0108E"],
    "insufficient_evidence",
    [],
    [],
    "The electrical characteristics cover TA = 25 C and -40..85 C (ICCB 6 uA max); no 125 C figure.",
)
add(
    "rq43-u07",
    "hard",
    "simple",
    "What is the MCP3008 sampling-switch resistance at VDD = 2.7 V?",
    ["MCP3008"],
    "insufficient_evidence",
    [],
    [],
    "Switch resistance is one typical 1000 Ohm value (VDD = 5 V conditions); Figure 4-1 repeats RS = 1 kOhm with no supply dependence. Near miss.",
    wording="formal",
)
add(
    "rq43-u08",
    "medium",
    "simple",
    "cc1101 868 MHz 500 kBaud sensitivity at 105 C? its in an engine bay",
    ["CC1101"],
    "insufficient_evidence",
    [],
    [],
    "Table 8 stops at 85 C (-86 dBm at 3.0 V); the operating range ends at 85 C as well. No 105 C data.",
)
add(
    "rq43-u09",
    "hard",
    "simple",
    "tp4056: how accurate is the charge current with a 3k RPROG? like +-what %",
    ["TP4056"],
    "insufficient_evidence",
    [],
    [],
    "The RPROG table gives only nominal currents (3 k -> 400 mA); the toleranced IBAT rows are for RPROG = 2.2 k (425/500/575 mA) and 1.1 k (850/1000/1150 mA) only.",
)

# ---------- compatibility
E_TP_FLOAT = ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V")
I_TP_FLOAT = it(
    "TP4056",
    "output_voltage",
    "V",
    mn=4.158,
    typ=4.2,
    mx=4.242,
    cond="VFLOAT regulated charge voltage (full cell)",
)
E_T21 = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
I_T21 = it(
    "TPS63020", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021 fixed output"
)
E_595_VCC = ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V")
I_595_VCC = it(
    "74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="74HC595 VCC, recommended"
)

add(
    "rq43-c01",
    "medium",
    "compatibility",
    "pcf8563 rtc running straight off a li-ion cell that a tp4056 charges. any problem with the full-charge voltage?",
    ["PCF8563", "TP4056"],
    "compatible",
    [
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD, interface active"),
        I_TP_FLOAT,
    ],
    [ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5"), E_TP_FLOAT],
    "4.242 V max float and any usable cell voltage sit inside 1.8..5.5 V (clock keeps running down to 1.0 V).",
)
add(
    "rq43-c02",
    "medium",
    "compatibility",
    "Can a W25Q64FV flash be powered from the fixed 3.3 V output of a TPS63021?",
    ["W25Q64FV", "TPS63020"],
    "compatible",
    [it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"), I_T21],
    [ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply"), E_T21],
    "3.267..3.333 V inside 2.7..3.6 V; the flash's tens of mA are small against the converter's 2 A class output.",
    wording="formal",
)
add(
    "rq43-c03",
    "hard",
    "compatibility",
    "74hc595 and mcp3008 on the same 5v spi bus (separate latch / cs), sck at 2 mhz. fine for both?",
    ["74HC595", "MCP3008"],
    "compatible",
    [
        it("MCP3008", "spi_clock_frequency", "MHz", mx=3.6, cond="fCLK, VDD = 5 V"),
        it(
            "74HC595",
            "spi_clock_frequency",
            "MHz",
            mn=24,
            cond="fmax SHCP/STCP, VCC = 4.5 V, -40..+85 C (20 MHz at 125 C)",
        ),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="single supply"),
        I_595_VCC,
    ],
    [
        ev("mcp3008.pdf", 4, "Clock Frequency fCLK — — 3.6 MHz VDD = 5V (Note 3)"),
        ev("74hc595.pdf", 11, "VCC = 4.5 V 30 91 - 24 - 20 - MHz"),
        ev("mcp3008.pdf", 1, "Single supply operation: 2.7V - 5.5V"),
        E_595_VCC,
    ],
    "2 MHz < 3.6 MHz (MCP3008 at 5 V) and far below the 74HC595's 20..24 MHz guaranteed fmax; both run at 5 V. The 595's Q7S must not share MISO (not asked).",
)
add(
    "rq43-c04",
    "hard",
    "compatibility",
    "cc1101 on 3.3v talking to a 5v arduino through a txs0108e (A side 3.3 v, B side 5 v), spi at 4 mhz. ok?",
    ["CC1101", "TXS0108E"],
    "compatible",
    [
        it("CC1101", "supply_voltage", "V", mn=1.8, mx=3.6, cond="operating supply voltage"),
        it("CC1101", "spi_clock_frequency", "MHz", mx=10, cond="fSCLK"),
        it("TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA"),
        it("TXS0108E", "io_supply_voltage", "V", mn=1.65, mx=5.5, cond="VCCB"),
    ],
    [
        ev("cc1101.pdf", 8, "Operating supply voltage 1.8 3.6 V"),
        ev("cc1101.pdf", 30, "fSCLK SCLK frequency - 10 MHz"),
        ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6"),
        ev("txs0108e.pdf", 6, "VCCB Supply voltage (3) 1.65 5.5"),
    ],
    "3.3 V on VCCA (<= 3.6 V, and VCCA <= VCCB) and 5 V on VCCB are in range; the CC1101 sees only 3.3 V levels; 4 MHz < 10 MHz SCLK (single access without delay needs more care, burst 6.5 MHz).",
)
add(
    "rq43-c05",
    "medium",
    "compatibility",
    "mpu6050 and an mcp3008 both running on the same 3.3 v rail. supply-wise ok?",
    ["MPU-6050", "MCP3008"],
    "compatible",
    [
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="single supply"),
    ],
    [
        ev("mpu-6050.pdf", 12, "VDD = 2.375V-3.46V, VLOGIC (MPU-6050 only)"),
        ev("mcp3008.pdf", 1, "Single supply operation: 2.7V - 5.5V"),
    ],
    "3.3 V is inside both ranges. At 3.3 V the MCP3008 clock limit lies between 1.35 MHz (2.7 V) and 3.6 MHz (5 V), not asked.",
)
add(
    "rq43-c06",
    "medium",
    "compatibility",
    "tmp36 powered directly from a tp4056-charged li-ion cell (no regulator). ok at full charge?",
    ["TMP36", "TP4056"],
    "compatible",
    [it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS supply range"), I_TP_FLOAT],
    [ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"), E_TP_FLOAT],
    "4.242 V max float < 5.5 V; the TMP36 works down to 2.7 V, below a normal cell's discharge floor. Output scaling does not depend on VS.",
)
add(
    "rq43-c07",
    "medium",
    "compatibility",
    "Is the output of an AMS1117-3.3 suitable as the VDD supply of an MCP2515 CAN controller?",
    ["AMS1117", "MCP2515"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="AMS1117-3.3, 0..1 A, 4.75..12 V in",
        ),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V"),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
    ],
    "3.267..3.333 V inside 2.7..5.5 V; MCP2515 IDD 10 mA max at 5.5 V is small against 1 A. The CAN transceiver is separate (not asked).",
    wording="formal",
)
add(
    "rq43-c08",
    "medium",
    "compatibility",
    "ams1117-5.0 feeding a 74hc595 (plus leds through resistors, < 70 mA total). fine?",
    ["AMS1117", "74HC595"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=4.95,
            typ=5.0,
            mx=5.05,
            cond="AMS1117-5.0, 0..1 A, 6.5..12 V in, 25 C",
        ),
        I_595_VCC,
    ],
    [
        ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V"),
        E_595_VCC,
    ],
    "4.95..5.05 V inside 2..6 V; 70 mA stays within the 595's 70 mA VCC/GND current limit and far below the regulator's 1 A. Needs VIN >= 6.5 V for the regulation row.",
)
add(
    "rq43-c09",
    "medium",
    "compatibility",
    "Is the TPS63021 3.3 V output within the recommended VDD range of the MAX31865?",
    ["MAX31865", "TPS63020"],
    "compatible",
    [it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD recommended"), I_T21],
    [ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"), E_T21],
    "3.267..3.333 V inside 3.0..3.6 V (DVDD same range).",
    wording="formal",
)
add(
    "rq43-i01",
    "medium",
    "compatibility",
    "Can an LM35 share a 3.3 V supply rail with a PCF8563?",
    ["LM35", "PCF8563"],
    "incompatible",
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply"),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD, interface active"),
    ],
    [
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5"),
    ],
    "3.3 V is below the LM35's 4 V minimum; the PCF8563 is fine.",
    wording="formal",
)
add(
    "rq43-i02",
    "medium",
    "compatibility",
    "max31865 fed straight from a li-ion cell charged by a tp4056, no regulator. ok?",
    ["MAX31865", "TP4056"],
    "incompatible",
    [
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD recommended"),
        I_TP_FLOAT,
    ],
    [ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"), E_TP_FLOAT],
    "A full cell at 4.158..4.242 V exceeds 3.6 V recommended (abs max 4.0 V is also exceeded).",
)
add(
    "rq43-i03",
    "medium",
    "compatibility",
    "bh1750 light sensor on the raw li-ion cell from a tp4056 charger?",
    ["BH1750", "TP4056"],
    "incompatible",
    [it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"), I_TP_FLOAT],
    [ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"), E_TP_FLOAT],
    "4.2 V full charge > 3.6 V VCC max (abs max 4.5 V not reached, but out of the operating range).",
)
add(
    "rq43-i04",
    "hard",
    "compatibility",
    "xc6206-3.3 ldo taking its input from a 9 v battery, output powering a pcf8563. ok?",
    ["XC6206", "PCF8563"],
    "incompatible",
    [
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN operating"),
        it("XC6206", "abs_max_supply_voltage", "V", mn=-0.3, mx=7.0, cond="VIN absolute maximum"),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD, interface active"),
    ],
    [
        ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V"),
        ev("xc6206.pdf", 3, "Input Voltage VIN -0.3～+7.0 V"),
        ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5"),
    ],
    "9 V on VIN exceeds the 6.0 V operating max and the 7.0 V absolute max; the PCF8563 side (3.3 V) would be fine.",
)
add(
    "rq43-i05",
    "medium",
    "compatibility",
    "max44009 and a 74hc595 both powered from the arduino 5v pin. good?",
    ["MAX44009", "74HC595"],
    "incompatible",
    [
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        I_595_VCC,
    ],
    [ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"), E_595_VCC],
    "5 V > MAX44009 VCC max 3.6 V (abs max of other pins 4 V); the 74HC595 is fine at 5 V.",
)
add(
    "rq43-i06",
    "hard",
    "compatibility",
    "cc1101 (3.3 v) and a 74hc595 (5 v) share sck and mosi straight from a 5 v arduino, no level shifter. ok for the cc1101?",
    ["CC1101", "74HC595"],
    "incompatible",
    [
        it(
            "CC1101",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=3.9,
            cond="any digital pin, -0.3 V to VDD + 0.3 V, max 3.9 V",
        ),
        it("CC1101", "supply_voltage", "V", mn=1.8, mx=3.6, cond="operating supply voltage"),
        I_595_VCC,
    ],
    [
        ev("cc1101.pdf", 8, "Voltage on any digital pin –0.3 VDD + 0.3, V max 3.9"),
        ev("cc1101.pdf", 8, "Operating supply voltage 1.8 3.6 V"),
        E_595_VCC,
    ],
    "5 V logic on SCLK/SI exceeds VDD + 0.3 = 3.6 V (and the 3.9 V ceiling). The 74HC595 is happy at 5 V.",
)
add(
    "rq43-i07",
    "medium",
    "compatibility",
    "Can a bare MPU-6050 and a TM1637 display driver be supplied from a common 5 V rail?",
    ["MPU-6050", "TM1637"],
    "incompatible",
    [
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD"),
        it(
            "TM1637",
            "supply_voltage",
            "V",
            mn=4.5,
            mx=5.5,
            cond="VDD of the electrical characteristics",
        ),
    ],
    [
        ev("mpu-6050.pdf", 12, "VDD = 2.375V-3.46V, VLOGIC (MPU-6050 only)"),
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
    ],
    "5 V > 3.46 V MPU-6050 VDD max (bare chip; a breakout's own regulator is not asked). The TM1637 wants 4.5..5.5 V, so no common rail works for both.",
    wording="formal",
)
add(
    "rq43-i08",
    "medium",
    "compatibility",
    "Can an LM35 be supplied from the 3.3 V output of a TPS63021?",
    ["LM35", "TPS63020"],
    "incompatible",
    [it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply"), I_T21],
    [ev("lm35.pdf", 1, "Operates from 4 to 30 V"), E_T21],
    "3.333 V max < 4 V LM35 minimum.",
    wording="formal",
)
add(
    "rq43-i09",
    "medium",
    "compatibility",
    "si7021 sharing a 5 v supply with an mcp2515 can module. ok?",
    ["Si7021", "MCP2515"],
    "incompatible",
    [
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
    ],
    "5 V > Si7021 3.6 V max; the MCP2515 is fine at 5 V.",
)
add(
    "rq43-i10",
    "hard",
    "compatibility",
    "max31865 and a 74hc595 on one spi bus at 8 mhz sck, both at 3.3 v. any issue?",
    ["MAX31865", "74HC595"],
    "incompatible",
    [
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0, cond="SCLK frequency"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD recommended"),
        I_595_VCC,
    ],
    [
        ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0"),
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
        E_595_VCC,
    ],
    "8 MHz > 5 MHz MAX31865 SCLK max; supplies are fine. The 74HC595 at 3.3 V has no tabulated fmax (2 V: 4.8 MHz, 4.5 V: 24 MHz), not needed for the verdict.",
)
add(
    "rq43-i11",
    "hard",
    "compatibility",
    "tm1637 display run from the li-ion cell of an mcp73831 (4.2 v version) charger. bright enough / in spec?",
    ["TM1637", "MCP73831"],
    "incompatible",
    [
        it(
            "TM1637",
            "supply_voltage",
            "V",
            mn=4.5,
            mx=5.5,
            cond="VDD of the electrical characteristics",
        ),
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
    ],
    [
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
        ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2"),
    ],
    "Even a full cell (4.232 V max) is below the TM1637's 4.5 V characterised minimum, and the cell drops further in use.",
)
add(
    "rq43-e01",
    "hard",
    "compatibility",
    "cc1101 transmitting at +10 dbm a few cm from an mpu6050. will the gyro readings get noisy?",
    ["CC1101", "MPU-6050"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet gives RF immunity of the MPU-6050 or near-field emission of the CC1101; only supply-rejection (power-supply sensitivity) figures for the gyro exist.",
)
add(
    "rq43-e02",
    "medium",
    "compatibility",
    "Will switching noise from a DRV8833 driving two small DC motors on the same board degrade the timekeeping of a DS3231?",
    ["DS3231", "DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "The DS3231 gives frequency stability vs temperature and voltage (1 ppm/V) but no susceptibility to supply noise or EMI; the DRV8833 gives no emission data.",
    wording="formal",
)
add(
    "rq43-e03",
    "hard",
    "compatibility",
    "can i set the tp4056 charge current with an mcp4725 dac output on the PROG pin instead of the resistor?",
    ["TP4056", "MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "The TP4056 sheet describes only a resistor RPROG to ground (PROG pin voltage 1 V in current mode); driving PROG with a voltage source is not specified, nor is the MCP4725's continuous output current into such a node.",
)
add(
    "rq43-e04",
    "medium",
    "compatibility",
    "w25q64 flash and an inmp441 mic on the same 3.3 v rail; will flash write/erase current spikes show up as noise in the audio?",
    ["W25Q64FV", "INMP441"],
    "insufficient_evidence",
    [],
    [],
    "INMP441 PSR is given only for a 217 Hz 100 mVp-p square wave; the W25Q64FV gives average program/erase currents, no transient profile. No basis to judge.",
)
add(
    "rq43-e05",
    "hard",
    "compatibility",
    "Will the 2.4 MHz switching of a TPS63021 next to a PCF8563 degrade the RTC's timekeeping accuracy?",
    ["PCF8563", "TPS63020"],
    "insufficient_evidence",
    [],
    [],
    "The PCF8563 gives frequency variation 0.2 ppm for a 200 mV supply change, but nothing on switching noise or coupling into the oscillator; the TPS63020 gives no emission data.",
    wording="formal",
)
add(
    "rq43-e06",
    "hard",
    "compatibility",
    "hmc5883l placed ~1 cm from the inductor of a tps63020 buck-boost. will the compass still read right?",
    ["HMC5883L", "TPS63020"],
    "insufficient_evidence",
    [],
    [],
    "No stray-field figure for the TPS63020 inductor and no field-disturbance spec beyond the HMC5883L's own ranges; the answer depends on the inductor and layout.",
)
add(
    "rq43-e07",
    "medium",
    "compatibility",
    "si7021 on the same small board as an irlz44n switching 8 a. will the fet's heat throw off the humidity reading?",
    ["Si7021", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "Heating of the IRLZ44N depends on RDS(on), current and heatsinking; the board's thermal coupling to the Si7021 is not in either sheet.",
)
add(
    "rq43-e08",
    "medium",
    "compatibility",
    "tmp36 analog wire running alongside the can bus from an mcp2515 node for 1 m. will can edges corrupt the reading?",
    ["TMP36", "MCP2515"],
    "insufficient_evidence",
    [],
    [],
    "Cable coupling is not covered by either sheet; the TMP36 gives capacitive-load driving (up to 10000 pF) but no noise immunity, and the MCP2515 has no edge-rate/emission data for the bus (the transceiver is external).",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
