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


# ---------- batch 1: factual (look-alike rows, other scales, structured)
add(
    "rq23-f01",
    "hard",
    "structured",
    "mcp3008 supply current at 5v and at 2.7v? in ma pls",
    ["MCP3008"],
    None,
    [
        it(
            "MCP3008",
            "supply_current",
            "µA",
            typ=425,
            mx=550,
            cond="IDD, VDD = VREF = 5 V, DOUT unloaded",
        ),
        it(
            "MCP3008",
            "supply_current",
            "µA",
            typ=225,
            cond="IDD, VDD = VREF = 2.7 V, DOUT unloaded",
        ),
    ],
    [
        ev("mcp3008.pdf", 5, "Operating Current IDD — 425 550 µA VDD = VREF = 5V,"),
        ev("mcp3008.pdf", 5, "225 DOUT unloaded"),
    ],
    "Table row (425 typ / 550 max uA at 5 V, 225 typ at 2.7 V); the page-1 feature list says 500 uA max at 5 V, the table's 550 is the reference. Asked in mA (0.425 / 0.55 / 0.225).",
)
add(
    "rq23-f02",
    "medium",
    "simple",
    "¿Cuál es el rango de temperatura de almacenamiento del MCP3008?",
    ["MCP3008"],
    None,
    [it("MCP3008", "storage_temperature", "°C", mn=-65, mx=150, cond="storage temperature range")],
    [ev("mcp3008.pdf", 5, "Storage Temperature Range TA -65 — +150 °C")],
    "Storage row, beside the -40..+85 C specified/operating rows.",
    wording="formal",
    lang="es",
)
add(
    "rq23-f03",
    "hard",
    "structured",
    "What absolute maximum ratings does the L298N datasheet give for the logic supply voltage VSS and for the input and enable pins?",
    ["L298N"],
    None,
    [
        it("L298N", "abs_max_supply_voltage", "V", mx=7, cond="VSS logic supply, absolute maximum"),
        it(
            "L298N",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=7,
            cond="VI, Ven input and enable voltage, absolute maximum",
        ),
    ],
    [
        ev("l298n.pdf", 2, "V SS Logic Supply Voltage 7 V"),
        ev("l298n.pdf", 2, "VI,Ven Input and Enable Voltage –0.3 to 7 V"),
    ],
    "Absolute-maximum table (p2), not the 4.5..7 V operating VSS row of p3.",
    wording="formal",
)
add(
    "rq23-f04",
    "medium",
    "simple",
    "Quelle est la plage de température de stockage du microphone INMP441 ?",
    ["INMP441"],
    None,
    [it("INMP441", "storage_temperature", "°C", mn=-55, mx=150, cond="absolute maximum, storage")],
    [ev("inmp441.pdf", 6, "Storage −55°C to +150°C")],
    "Storage row, directly under the 'Biased -40..+85 C' temperature row.",
    wording="formal",
    lang="fr",
)
add(
    "rq23-f05",
    "medium",
    "simple",
    "mcp2515 extended temp (E) version, what temp range is it good for?",
    ["MCP2515"],
    None,
    [it("MCP2515", "operating_temperature", "°C", mn=-40, mx=125, cond="Extended (E) grade")],
    [ev("mcp2515.pdf", 1, "Extended (E): -40°C to +125°C")],
    "E grade -40..+125 C, beside Industrial (I) -40..+85 C.",
)
add(
    "rq23-f06",
    "hard",
    "simple",
    "max31865 current draw with the bias off and the adc off (shutdown), in uA?",
    ["MAX31865"],
    None,
    [
        it(
            "MAX31865",
            "standby_current",
            "mA",
            typ=1.5,
            mx=3,
            cond="IDD shutdown, bias off, ADC off",
        )
    ],
    [ev("max31865.pdf", 3, "Bias off, ADC off 1.5 3 mA")],
    "Shutdown row 1.5 typ / 3 max mA (1500 / 3000 uA), beside the 2 / 3.5 mA active-conversion row.",
)
add(
    "rq23-f07",
    "hard",
    "simple",
    "What is the quiescent current of the LM35A at VS = 30 V and 25 °C, expressed in mA?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "quiescent_current",
            "µA",
            typ=56.2,
            mx=68,
            cond="LM35A, VS = 30 V, 25 C (tested limit)",
        )
    ],
    [ev("lm35.pdf", 4, "VS = 30 V, 25°C 56.2 68 56.2 68")],
    "LM35A column: 56.2 typ / 68 max uA (0.0562 / 0.068 mA). Look-alikes: LM35 (plain) 56.2 / 82 on p5, VS = 5 V rows, full-range 105.5 / 133.",
    wording="formal",
)
add(
    "rq23-f08",
    "medium",
    "simple",
    "how much current can the lm35 output pin handle max? abs max rating",
    ["LM35"],
    None,
    [it("LM35", "output_current", "mA", mx=10, cond="absolute maximum, output current")],
    [ev("lm35.pdf", 3, "Output current 10 mA")],
    "Abs-max table, next to the output-voltage -1..6 V row.",
)
add(
    "rq23-f09",
    "hard",
    "structured",
    "max7219 abs max: how much can the DIG pins sink and the SEG pins source?",
    ["MAX7219"],
    None,
    [
        it(
            "MAX7219",
            "output_current",
            "mA",
            mx=500,
            cond="DIG 0-DIG 7 sink current, absolute maximum",
        ),
        it(
            "MAX7219",
            "output_current",
            "mA",
            mx=100,
            cond="SEG A-G, DP source current, absolute maximum",
        ),
    ],
    [
        ev(
            "max7219.pdf",
            2,
            "DIG 0–DIG 7 Sink Current............................................500mA",
        ),
        ev(
            "max7219.pdf",
            2,
            "SEG A–G, DP Source Current......................................100mA",
        ),
    ],
    "Two abs-max rows; the operating ISEG -30..-45 mA row is a look-alike.",
)
add(
    "rq23-f10",
    "medium",
    "structured",
    "What absolute maximum voltages does the MAX7219 allow on V+ and on the DIN, CLK, LOAD and CS pins?",
    ["MAX7219"],
    None,
    [
        it(
            "MAX7219",
            "abs_max_supply_voltage",
            "V",
            mn=-0.3,
            mx=6,
            cond="V+ to GND, absolute maximum",
        ),
        it(
            "MAX7219",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=6,
            cond="DIN, CLK, LOAD, CS, absolute maximum",
        ),
    ],
    [
        ev(
            "max7219.pdf",
            2,
            "V+...........................................................................-0.3V to 6V",
        ),
        ev(
            "max7219.pdf",
            2,
            "DIN, CLK, LOAD, CS.............................................-0.3V to 6V",
        ),
    ],
    "Abs-max rows (-0.3..6 V), not the 4.0..5.5 V operating V+.",
    wording="formal",
)

# ---------- batch 2: factual
add(
    "rq23-f11",
    "medium",
    "simple",
    "ds18b20 abs max voltage on any pin (dq / vdd)?",
    ["DS18B20"],
    None,
    [
        it(
            "DS18B20",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=6.0,
            cond="voltage range on any pin relative to ground, absolute maximum",
        )
    ],
    [ev("ds18b20.pdf", 2, "Voltage Range on Any Pin Relative to Ground.....-0.5V to +6.0V")],
    "Abs-max -0.5..+6.0 V, not the 3.0..5.5 V VDD operating row.",
)
add(
    "rq23-f12",
    "medium",
    "structured",
    "acs712 viout pin: how much current can it source and sink (abs max)?",
    ["ACS712"],
    None,
    [
        it("ACS712", "output_current", "mA", mx=3, cond="IIOUT(Source), absolute maximum"),
        it("ACS712", "output_current", "mA", mx=10, cond="IIOUT(Sink), absolute maximum"),
    ],
    [
        ev("acs712.pdf", 2, "Output Current Source IIOUT(Source) 3 mA"),
        ev("acs712.pdf", 2, "Output Current Sink IIOUT(Sink) 10 mA"),
    ],
    "Two abs-max rows (source 3 mA, sink 10 mA); not the sensed primary current.",
)
add(
    "rq23-f13",
    "hard",
    "simple",
    "What is the ACS712's typical output rise time (tr) at full-scale primary current with no filter capacitor, in nanoseconds?",
    ["ACS712"],
    None,
    [
        it(
            "ACS712",
            "response_time",
            "µs",
            typ=5,
            cond="rise time tr, IP = IP(max), TA = 25 C, COUT open",
        )
    ],
    [ev("acs712.pdf", 4, "Rise Time tr IP = IP(max), TA = 25°C, COUT = open – 5 – μs")],
    "Rise time 5 us (5000 ns), directly under the 7 us tRESPONSE row and the 3 us propagation time.",
    wording="formal",
)
add(
    "rq23-f14",
    "hard",
    "simple",
    "ams1117-2.85 output voltage limits over the full temp range, in mV?",
    ["AMS1117"],
    None,
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=2.79,
            typ=2.85,
            mx=2.91,
            cond="AMS1117-2.85, 0 <= IOUT <= 1 A, 4.35 V <= VIN <= 12 V, full temperature range (second row)",
        )
    ],
    [ev("ams1117.pdf", 2, "2.79 2.850 2.91 V")],
    "Second (full-range) row 2790..2910 mV, beside the 25 C row 2.82..2.88 V and the other fixed versions.",
)
add(
    "rq23-f15",
    "medium",
    "simple",
    "max input voltage the ams1117 can take (absolute max)?",
    ["AMS1117"],
    None,
    [it("AMS1117", "abs_max_supply_voltage", "V", mx=15, cond="input voltage, absolute maximum")],
    [ev("ams1117.pdf", 2, "Input Voltage 15V")],
    "Abs-max 15 V; the electrical-characteristics conditions go up to VIN = 12 V.",
)
add(
    "rq23-f16",
    "medium",
    "simple",
    "tm1637 DIO (dout) pin, min sink current when it pulls low to 0.4v?",
    ["TM1637"],
    None,
    [
        it(
            "TM1637",
            "output_current",
            "mA",
            mn=4,
            cond="Idout, DOUT pin output low current, Vo = 0.4 V",
        )
    ],
    [ev("tm1637.pdf", 9, "Idout 4 - - mA Vo = 0.4V，dout")],
    "Idout 4 mA min, beside the SEG sink 20/30/50 mA and GRID source rows.",
)
add(
    "rq23-f17",
    "medium",
    "simple",
    "mcp73831 how much does it draw from vdd once charging is complete (no battery)? in ma",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "supply_current",
            "µA",
            typ=53,
            mx=200,
            cond="ISS, charge complete, no battery",
        )
    ],
    [ev("mcp73831.pdf", 3, "— 53 200 µA Charge Complete,")],
    "Charge-complete row 53 typ / 200 max uA (0.053 / 0.2 mA), beside charging 510 / 1500 uA and PROG floating 25 / 50 uA.",
)
add(
    "rq23-f18",
    "medium",
    "simple",
    "nrf24l01+ storage temp range?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "storage_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="absolute maximum, storage",
        )
    ],
    [ev("nrf24l01p.pdf", 12, "Storage Temperature -40 +125 °C")],
    "Storage -40..+125 C, next to operating -40..+85 C.",
)
add(
    "rq23-f19",
    "hard",
    "simple",
    "What average supply current does the nRF24L01+ draw during the 1.5 ms crystal oscillator start-up, in mA?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "supply_current",
            "µA",
            typ=400,
            cond="IVDD_SU, average during 1.5 ms crystal oscillator start-up",
        )
    ],
    [ev("nrf24l01p.pdf", 14, "IVDD_SU Average current during 1.5ms crystal 400 µA")],
    "400 uA (0.4 mA), beside power-down 900 nA, standby-I 26 uA and standby-II 320 uA.",
    wording="formal",
)
add(
    "rq23-f20",
    "hard",
    "simple",
    "What free-air temperature range does the INA219 list under Recommended Operating Conditions (not the absolute maximum)?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "operating_temperature",
            "°C",
            mn=-25,
            mx=85,
            cond="TA, recommended operating conditions",
        )
    ],
    [ev("ina219.pdf", 4, "TA –25 85 ºC")],
    "Recommended TA -25..85 C; the abs-max table and the description give -40..125 C.",
    wording="formal",
)

# ---------- batch 3: factual insufficient_evidence + comparisons
add(
    "rq23-u01",
    "medium",
    "simple",
    "¿Qué rango de humedad relativa de funcionamiento especifica la hoja del ADS1115?",
    ["ADS1115"],
    "insufficient_evidence",
    [],
    [],
    "The ADS1115 sheet gives temperature ranges only; 'moisture' appears only in the MSL packaging note.",
    wording="formal",
    lang="es",
)
add(
    "rq23-u02",
    "medium",
    "simple",
    "What operating relative-humidity range is the INA3221 specified for?",
    ["INA3221"],
    "insufficient_evidence",
    [],
    [],
    "No humidity rating in the INA3221 sheet (only the MSL packaging note).",
    wording="formal",
)
add(
    "rq23-u03",
    "medium",
    "simple",
    "Quelle plage d'humidité relative de fonctionnement la fiche du TPS63020 indique-t-elle ?",
    ["TPS63020"],
    "insufficient_evidence",
    [],
    [],
    "No humidity rating in the TPS63020 sheet (only the MSL packaging note).",
    wording="formal",
    lang="fr",
)
add(
    "rq23-u04",
    "medium",
    "simple",
    "xc6206 humidity rating? putting it in a damp box",
    ["XC6206"],
    "insufficient_evidence",
    [],
    [],
    "The XC6206 sheet never mentions humidity.",
)
add(
    "rq23-u05",
    "medium",
    "simple",
    "l298n operating humidity range?",
    ["L298N"],
    "insufficient_evidence",
    [],
    [],
    "The L298N sheet never mentions humidity.",
)
add(
    "rq23-u06",
    "hard",
    "simple",
    "whats the sensitivity in mV/A of the 50 A version of the acs712?",
    ["ACS712"],
    "insufficient_evidence",
    [],
    [],
    "The sheet covers only the 05B, 20A and 30A versions (185 / 100 / 66 mV/A); no 50 A version is specified.",
)
add(
    "rq23-u07",
    "hard",
    "simple",
    "What output voltage tolerance does the AMS1117-3.0 fixed version have?",
    ["AMS1117"],
    "insufficient_evidence",
    [],
    [],
    "No 3.0 V version in this sheet (fixed versions 1.5, 1.8, 2.5, 2.85, 3.3 and 5.0 V).",
    wording="formal",
)
add(
    "rq23-u08",
    "medium",
    "simple",
    "max31865 humidity range it can operate in?",
    ["MAX31865"],
    "insufficient_evidence",
    [],
    [],
    "The MAX31865 sheet never mentions humidity.",
)
add(
    "rq23-k01",
    "hard",
    "comparison",
    "Which has the lower maximum standby current: the MCP2515 in Sleep mode (-40 to +85 °C) or the MCP3008 in standby at VDD = 5 V?",
    ["MCP2515", "MCP3008"],
    None,
    [
        it("MCP2515", "standby_current", "µA", mx=5, cond="IDDS, Sleep mode, -40..+85 C"),
        it("MCP3008", "standby_current", "µA", typ=0.005, mx=2, cond="IDDS, CS = VDD = 5.0 V"),
    ],
    [
        ev("mcp2515.pdf", 74, "IDDS Standby Current — 5 μA CS, TXnRTS = VDD, inputs tied"),
        ev("mcp3008.pdf", 5, "Standby Current IDDS — 0.005 2 µA CS = VDD = 5.0V"),
    ],
    "MCP3008 2 uA max < MCP2515 5 uA max (8 uA at -40..125 C is the look-alike row).",
    wording="formal",
)
add(
    "rq23-k02",
    "medium",
    "comparison",
    "tcs34725 vs max44009 for an outdoor light logger, which one is rated for colder temps?",
    ["TCS34725", "MAX44009"],
    None,
    [
        it(
            "TCS34725",
            "operating_temperature",
            "°C",
            mn=-30,
            mx=70,
            cond="TA, recommended operating conditions",
        ),
        it(
            "MAX44009",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="MAX44009EDT+ ordering range",
        ),
    ],
    [
        ev("tcs34725.pdf", 3, "Operating free-air temperature, TA −30 70 °C"),
        ev("max44009.pdf", 1, "MAX44009EDT+ 6 UTDFN-Opto-EP* -40NC to +85NC"),
    ],
    "MAX44009 goes to -40 C, TCS34725 only to -30 C.",
)

# ---------- batch 4: compatibility
LM35_T = ev("lm35.pdf", 3, "Specified operating temperature LM35, LM35A –55 150")
MCP2515_E = ev("mcp2515.pdf", 1, "Extended (E): -40°C to +125°C")
DS18_V = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
MCP7_V = ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2")
MCP7_I = it(
    "MCP73831",
    "output_voltage",
    "V",
    mn=4.168,
    typ=4.2,
    mx=4.232,
    cond="VREG, MCP7383X-2 (4.20 V option)",
)
TCS_A = ev("tcs34725.pdf", 3, "TCS34725 0x29 FN−6 I2C Vbus = VDD Interface TCS34725FN")
add(
    "rq23-c01",
    "hard",
    "compatibility",
    "lm35 (plain, not the D) + mcp2515 E-grade on a board next to an engine, ambient up to 115c. both rated?",
    ["LM35", "MCP2515"],
    "compatible",
    [
        it(
            "LM35",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=150,
            cond="LM35, LM35A specified operating range",
        ),
        it("MCP2515", "operating_temperature", "°C", mn=-40, mx=125, cond="Extended (E) grade"),
    ],
    [LM35_T, MCP2515_E],
    "115 C is inside LM35 -55..150 and MCP2515-E -40..125 (risky-looking but compatible; the I grade would fail).",
    concern="environment",
)
add(
    "rq23-c02",
    "medium",
    "compatibility",
    "Can a DS18B20 (local power) and a MAX31865 share a single 3.3 V supply rail?",
    ["DS18B20", "MAX31865"],
    "compatible",
    [
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
        it(
            "MAX31865",
            "supply_voltage",
            "V",
            mn=3.0,
            typ=3.3,
            mx=3.6,
            cond="VDD, recommended operating",
        ),
    ],
    [DS18_V, ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")],
    "3.3 V is inside 3.0..5.5 V and 3.0..3.6 V.",
    wording="formal",
    concern="voltage",
)
add(
    "rq23-c03",
    "medium",
    "compatibility",
    "ina3221 with A0 to gnd and a max44009 with A0 to gnd on the same i2c bus, address clash?",
    ["INA3221", "MAX44009"],
    "compatible",
    [
        it("INA3221", "i2c_address", values=["0x40"], cond="A0 = GND -> 1000000"),
        it("MAX44009", "i2c_address", values=["0x4A"], cond="A0 low -> 1001 010x"),
    ],
    [
        ev("ina3221.pdf", 20, "GND 1000000"),
        ev(
            "max44009.pdf",
            5,
            "Pull high to select address 1001 011x or low to select address 1001 010x",
        ),
    ],
    "0x40 vs 0x4A: no clash.",
    concern="address",
)
add(
    "rq23-c04",
    "medium",
    "compatibility",
    "Can a TCS34725 and an ADS1115 with ADDR tied to GND share one I2C bus without an address conflict?",
    ["TCS34725", "ADS1115"],
    "compatible",
    [
        it("TCS34725", "i2c_address", values=["0x29"], cond="TCS34725 (fixed)"),
        it("ADS1115", "i2c_address", values=["0x48"], cond="ADDR = GND -> 1001000"),
    ],
    [TCS_A, ev("ads1115.pdf", 17, "Ground 1001000")],
    "0x29 vs 0x48.",
    wording="formal",
    concern="address",
)
add(
    "rq23-c05",
    "medium",
    "compatibility",
    "pcf8563 rtc + hmc5883l compass on one i2c bus, any address problem?",
    ["PCF8563", "HMC5883L"],
    "compatible",
    [
        it("PCF8563", "i2c_address", values=["0x51"], cond="read A3h / write A2h"),
        it("HMC5883L", "i2c_address", values=["0x1E"], cond="fixed 7-bit address"),
    ],
    [
        ev("pcf8563.pdf", 1, "I2C-bus slave address: read A3h and write A2h"),
        ev("hmc5883l.pdf", 11, "7-bit address (0x1E)"),
    ],
    "0x51 (8-bit A2h/A3h) vs 0x1E (8-bit 3Ch/3Dh).",
    concern="address",
)
add(
    "rq23-c06",
    "medium",
    "compatibility",
    "w25q64 flash powered from an xc6206 3.3v ldo (the ±2% one), voltage ok?",
    ["W25Q64FV", "XC6206"],
    "compatible",
    [
        it(
            "XC6206",
            "accuracy",
            "%",
            mn=-2,
            mx=2,
            q="voltage",
            cond="output voltage accuracy, VOUT >= 1.5 V (3.3 V type -> 3.234..3.366 V)",
        ),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"),
    ],
    [
        ev("xc6206.pdf", 1, "Highly Accurate :±2%@VOUT≧1.5V"),
        ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply"),
    ],
    "3.3 V +-2% = 3.234..3.366 V, inside 2.7..3.6 V.",
    concern="voltage",
)
add(
    "rq23-c07",
    "hard",
    "compatibility",
    "drv8833 VM wired straight to a 1s lipo that an mcp73831 (4.20 V version) charges, incl. while charging. in range?",
    ["DRV8833", "MCP73831"],
    "compatible",
    [
        MCP7_I,
        it(
            "DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM, recommended operating"
        ),
    ],
    [MCP7_V, ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")],
    "Charge voltage 4.168..4.232 V is inside VM 2.7..10.8 V; the cell's discharge floor is not in either sheet but stays above 2.7 V for a Li-ion cell in normal use.",
    concern="voltage",
)
add(
    "rq23-c08",
    "medium",
    "compatibility",
    "DS18B20 et MCP2515 alimentés tous les deux par le même rail 5 V : les tensions d'alimentation conviennent-elles ?",
    ["DS18B20", "MCP2515"],
    "compatible",
    [
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="operating supply"),
    ],
    [DS18_V, ev("mcp2515.pdf", 1, "Operates from 2.7V-5.5V")],
    "5 V inside both ranges.",
    wording="formal",
    lang="fr",
    concern="voltage",
)
add(
    "rq23-c09",
    "medium",
    "compatibility",
    "dht11 powered from an xc6206 3.3v ldo output, will it be in spec?",
    ["DHT11", "XC6206"],
    "incompatible",
    [it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC")],
    [ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V")],
    "3.3 V (+-2%) is below the DHT11's 3.5 V minimum.",
    concern="voltage",
)
add(
    "rq23-c10",
    "medium",
    "compatibility",
    "Can a TCS34725's VDD be connected directly to a single Li-ion cell charged by an MCP73831-2 (4.20 V)?",
    ["TCS34725", "MCP73831"],
    "incompatible",
    [
        MCP7_I,
        it(
            "TCS34725",
            "supply_voltage",
            "V",
            mn=2.7,
            typ=3,
            mx=3.6,
            cond="VDD, TCS34725 (I2C Vbus = VDD)",
        ),
    ],
    [MCP7_V, ev("tcs34725.pdf", 3, "(TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6")],
    "Cell reaches 4.168..4.232 V, above the 3.6 V maximum.",
    wording="formal",
    concern="voltage",
)

# ---------- batch 5: compatibility
add(
    "rq23-c11",
    "medium",
    "compatibility",
    "w25q64 spi flash vcc straight on the lipo that my mcp73831 (4.2v version) charges, no ldo. ok?",
    ["W25Q64FV", "MCP73831"],
    "incompatible",
    [MCP7_I, it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply")],
    [MCP7_V, ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply")],
    "4.168..4.232 V exceeds the 3.6 V maximum.",
    concern="voltage",
)
add(
    "rq23-c12",
    "medium",
    "compatibility",
    "can the inmp441 run off the same 5v line that powers my hc-sr04?",
    ["INMP441", "HC-SR04"],
    "incompatible",
    [
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC"),
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
    ],
    [
        ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
    ],
    "5 V is above the INMP441's 3.63 V maximum.",
    concern="voltage",
)
add(
    "rq23-c13",
    "medium",
    "compatibility",
    "An outdoor display node uses a MAX7219CWG and an INA3221 in an unheated enclosure that reaches -10 °C in winter. Are both parts rated for that?",
    ["MAX7219", "INA3221"],
    "incompatible",
    [
        it("MAX7219", "operating_temperature", "°C", mn=0, mx=70, cond="MAX7219CWG"),
        it(
            "INA3221",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="TA, recommended operating",
        ),
    ],
    [
        ev("max7219.pdf", 1, "MAX7219CWG 0°C to +70°C 24 Wide SO"),
        ev("ina3221.pdf", 4, "Operating temperature, TA –40 125 °C"),
    ],
    "The C-grade MAX7219CWG stops at 0 C (the E grade would be fine).",
    wording="formal",
    concern="environment",
)
add(
    "rq23-c14",
    "hard",
    "compatibility",
    "vl53l0x + max44009 mounted inside an oven door window that sits at about 80c, both ok?",
    ["VL53L0X", "MAX44009"],
    "incompatible",
    [
        it("VL53L0X", "operating_temperature", "°C", mn=-20, mx=70, cond="normal operating"),
        it("MAX44009", "operating_temperature", "°C", mn=-40, mx=85, cond="MAX44009EDT+"),
    ],
    [
        ev("vl53l0x.pdf", 22, "Temperature (normal operating) -20 +70 °C"),
        ev("max44009.pdf", 1, "MAX44009EDT+ 6 UTDFN-Opto-EP* -40NC to +85NC"),
    ],
    "MAX44009 is fine at 80 C but the VL53L0X stops at 70 C.",
    concern="environment",
)
add(
    "rq23-c15",
    "medium",
    "compatibility",
    "Can a PCF8563 and a TCS34725 share an I2C bus clocked at 1 MHz (Fast-mode Plus)?",
    ["PCF8563", "TCS34725"],
    "incompatible",
    [
        it("PCF8563", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
        it("TCS34725", "i2c_clock_frequency", "kHz", mn=0, mx=400, cond="f(SCL)"),
    ],
    [
        ev("pcf8563.pdf", 30, "fSCL SCL clock frequency [5] - - 400 kHz"),
        ev("tcs34725.pdf", 5, "f(SCL) Clock frequency (I2C only) 0 400 kHz"),
    ],
    "Both stop at 400 kHz.",
    wording="formal",
    concern="clock",
)
add(
    "rq23-c16",
    "medium",
    "compatibility",
    "srd-05vdc relay board + ds18b20 in a greenhouse that sits at 90% rh. relay rated for that?",
    ["SRD-05VDC-SL-C", "DS18B20"],
    "incompatible",
    [it("SRD-05VDC-SL-C", "operating_humidity", "%RH", mn=45, mx=85, cond="operating humidity")],
    [ev("srd-05vdc-sl-c.pdf", 2, "Operating Humidity 45 to 85% RH")],
    "90 %RH is above the relay's 85 %RH limit; the DS18B20 sheet gives no humidity rating, but the relay alone fails.",
    concern="environment",
)
add(
    "rq23-c17",
    "hard",
    "compatibility",
    "esp32 wroom reading an mcp3008 powered at 3.3v, spi clock 2 mhz. within the adc's clock spec?",
    ["ESP32-WROOM-32", "MCP3008"],
    "insufficient_evidence",
    [],
    [],
    "The MCP3008 sheet gives fCLK max 1.35 MHz at VDD = 2.7 V and 3.6 MHz at 5 V; no limit is stated at 3.3 V, and 2 MHz lies between the two.",
    concern="clock",
)
add(
    "rq23-c18",
    "medium",
    "compatibility",
    "dht11 and an lm35 in a garden box that hits -10c in winter, both ok?",
    ["DHT11", "LM35"],
    "insufficient_evidence",
    [],
    [],
    "LM35 is rated -55..150 C, but the DHT11 sheet gives no operating temperature range.",
    concern="environment",
)
add(
    "rq23-c19",
    "medium",
    "compatibility",
    "Are an INA3221 and an MQ-2 gas sensor both specified for continuous operation at 90 % relative humidity?",
    ["INA3221", "MQ-2"],
    "insufficient_evidence",
    [],
    [],
    "INA3221 gives no humidity rating; MQ-2 states 55 %RH only as a standard test condition.",
    wording="formal",
    concern="environment",
)
add(
    "rq23-c20",
    "medium",
    "compatibility",
    "tm1637 clk/dio on the same two wires as a pcf8563 (scl/sda). will their addresses clash?",
    ["TM1637", "PCF8563"],
    "insufficient_evidence",
    [],
    [],
    "The PCF8563 is 0x51, but the TM1637 sheet gives no I2C slave address (its two-wire protocol uses command bytes, not an I2C address).",
    concern="address",
)
add(
    "rq23-c21",
    "medium",
    "compatibility",
    "acs712 + srd-05vdc relay on a pump controller in a room at 80% rh, both fine?",
    ["ACS712", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [],
    "Relay is rated 45..85 %RH (80 % ok) but the ACS712 sheet gives no humidity rating.",
    concern="environment",
)
add(
    "rq23-c22",
    "medium",
    "compatibility",
    "Un HC-SR04 y una memoria W25Q64FV en un registrador exterior que baja a -30 °C: ¿están ambos especificados para esa temperatura?",
    ["HC-SR04", "W25Q64FV"],
    "insufficient_evidence",
    [],
    [],
    "W25Q64FV industrial is -40..+85 C, but the HC-SR04 sheet gives no operating temperature.",
    wording="formal",
    lang="es",
    concern="environment",
)
add(
    "rq23-c23",
    "medium",
    "compatibility",
    "mq-3 breathalyzer with an nrf24l01+ in a steamy bathroom (~90% rh), are both specced for that humidity?",
    ["MQ-3", "nRF24L01+"],
    "insufficient_evidence",
    [],
    [],
    "MQ-3 gives 65 %RH only as a standard detecting condition; the nRF24L01+ sheet gives no humidity rating.",
    concern="environment",
)

# ---------- batch 6: factual on further sheets
add(
    "rq23-f21",
    "hard",
    "structured",
    "bh1750 absolute max ratings: max vcc and max sda sink current?",
    ["BH1750"],
    None,
    [
        it("BH1750", "abs_max_supply_voltage", "V", mx=4.5, cond="Vmax, absolute maximum"),
        it("BH1750", "output_current", "mA", mx=7, cond="SDA sink current Imax, absolute maximum"),
    ],
    [
        ev("bh1750.pdf", 1, "Supply Voltage Vmax 4.5 V"),
        ev("bh1750.pdf", 1, "SDA Sink Current Imax 7 mA"),
    ],
    "Abs-max rows 4.5 V / 7 mA, beside the 2.4..3.6 V operating VCC and the VOL test at IOL = 3 mA.",
)
add(
    "rq23-f22",
    "medium",
    "simple",
    "What is the MCP4725's absolute maximum current at its output pins?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "output_current",
            "mA",
            mn=-25,
            mx=25,
            cond="current at output pins, absolute maximum",
        )
    ],
    [
        ev(
            "mcp4725.pdf",
            3,
            "Current at Output Pins ...............................................±25 mA",
        )
    ],
    "+-25 mA at output pins, beside +-2 mA at input pins and +-50 mA at supply pins.",
    wording="formal",
)
add(
    "rq23-f23",
    "hard",
    "simple",
    "ds3231 vbat pin: what battery voltage range is recommended (min/typ/max)?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "supply_voltage",
            "V",
            mn=2.3,
            typ=3.0,
            mx=5.5,
            cond="VBAT, recommended operating conditions",
        )
    ],
    [ev("ds3231.pdf", 2, "VBAT 2.3 3.0 5.5 V")],
    "VBAT row 2.3 / 3.0 / 5.5 V, directly under the VCC row 2.3 / 3.3 / 5.5 V.",
)
add(
    "rq23-f24",
    "hard",
    "simple",
    "Combien de temps faut-il au HMC5883L après la mise sous tension pour que le circuit analogique soit prêt à mesurer (en secondes) ?",
    ["HMC5883L"],
    None,
    [
        it(
            "HMC5883L",
            "warm_up_time",
            "ms",
            typ=50,
            cond="turn-on time, analog circuit ready for measurements",
        )
    ],
    [ev("hmc5883l.pdf", 2, "Analog Circuit Ready for Measurements 50 ms")],
    "50 ms (0.05 s); the 200 us 'ready for I2C commands' row and the 6 ms measurement period are look-alikes.",
    wording="formal",
    lang="fr",
)
add(
    "rq23-f25",
    "medium",
    "simple",
    "vl53l0x boot time after releasing xshut, max? in us",
    ["VL53L0X"],
    None,
    [it("VL53L0X", "warm_up_time", "ms", mx=1.2, cond="tBOOT, firmware boot after XSHUT release")],
    [ev("vl53l0x.pdf", 16, "tBOOT is 1.2ms max.")],
    "tBOOT 1.2 ms max (1200 us).",
)
add(
    "rq23-f26",
    "medium",
    "simple",
    "¿Qué rango de temperatura de almacenamiento da la hoja del LM2596?",
    ["LM2596"],
    None,
    [it("LM2596", "storage_temperature", "°C", mn=-65, mx=150, cond="Tstg, absolute maximum")],
    [ev("lm2596.pdf", 2, "Storage Temperature Range Tstg −65 to +150 °C")],
    "Storage -65..+150 C, beside the 150 C max junction and -40..+125 C operating junction range.",
    wording="formal",
    lang="es",
)

add(
    "rq23-f27",
    "easy",
    "simple",
    "ccs811 lowest vdd before it stops working reliably?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "supply_voltage",
            "V",
            mn=1.8,
            cond="minimum VDD for reliable operation (note 2 of the operating conditions)",
        )
    ],
    [ev("ccs811.pdf", 5, "The minimum supply voltage V DD is 1.8V")],
    "Min 1.8 V (max 3.6 V in the same table row; the reference asks only for the minimum).",
)

# ---- END
if __name__ == "__main__":
    with open("questions.jsonl", "w") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
