"""Build realq56/questions.jsonl: 60 blind questions on the real dev and dev2 datasheets."""

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


IE = "insufficient_evidence"

# ---------------------------------------------------------------- factual, answerable
add(
    "rq56-f01",
    "medium",
    "simple",
    "Per the MAX31855 ordering information, what measured temperature range applies to the MAX31855TASA+?",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "measurement_range",
            "°C",
            mn=-250,
            mx=400,
            q="temperature",
            cond="MAX31855TASA+, type T",
        )
    ],
    [ev("max31855.pdf", 12, "MAX31855TASA+ T -250NC to +400NC 8 SO")],
    "Type T -250..+400 C; look-alikes K -200..+1350, J -40..+750, E -40..+900 C rows of the same table and the "
    "-40..+125 C operating range note below it.",
    wording="formal",
)
add(
    "rq56-f02",
    "hard",
    "simple",
    "max31855 R-type version (the RASA+T reel one), what temp range can it measure? give it in kelvin",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "measurement_range",
            "°C",
            mn=-50,
            mx=1770,
            q="temperature",
            cond="MAX31855RASA+T, type R",
        )
    ],
    [ev("max31855.pdf", 12, "MAX31855RASA+T R -50NC to +1770NC 8 SO")],
    "-50..+1770 C = 223.15..2043.15 K; look-alikes S -50..+1600 C (same lower bound), K -200..+1350 C, "
    "operating range -40..+125 C.",
)
add(
    "rq56-f03",
    "hard",
    "simple",
    "MAX31855JASA+ : quelle plage de température mesurée la version pour thermocouple de type J couvre-t-elle ?",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "measurement_range",
            "°C",
            mn=-40,
            mx=750,
            q="temperature",
            cond="MAX31855JASA+, type J",
        )
    ],
    [ev("max31855.pdf", 12, "MAX31855JASA+ J -40NC to +750NC 8 SO")],
    "-40..+750 C; look-alikes E -40..+900 C (same lower bound), the -40..+125 C operating note, K -200..+1350 C.",
    wording="formal",
    lang="fr",
)
add(
    "rq56-f04",
    "hard",
    "simple",
    "What Op Temp range does TI's package option addendum list for the orderable LM35DH/NOPB?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "operating_temperature",
            "°C",
            mn=0,
            mx=70,
            cond="LM35DH/NOPB (TO can), addendum Op Temp column",
        )
    ],
    [
        ev(
            "lm35.pdf",
            20,
            "LM35DH/NOPB ACTIVE TO NDV 3 1000 Green (RoHS POST-PLATE Level-1-NA-UNLIM 0 to 70 LM35DH",
        )
    ],
    "0..70 C for the LM35DH in the addendum; look-alikes LM35DM / LM35DT / LM35DZ 0..100 C, LM35CAH -40..110 C, "
    "LM35AH / LM35H -55..150 C.",
    wording="formal",
)
add(
    "rq56-f05",
    "medium",
    "simple",
    "lm35dt/nopb - what package is that one?",
    ["LM35"],
    None,
    [it("LM35", "package", values=["TO-220"], cond="LM35DT/NOPB, NEB drawing, 3 pins")],
    [
        ev(
            "lm35.pdf",
            21,
            "LM35DT/NOPB ACTIVE TO-220 NEB 3 45 Green (RoHS CU SN Level-1-NA-UNLIM 0 to 100 LM35DT",
        )
    ],
    "TO-220 (NEB, 3 pins); look-alikes LM35DZ/NOPB TO-92 (LP), LM35DH/NOPB TO can (NDV), LM35DM/NOPB SOIC (D). The "
    "row's 0..100 C op temp was asked before from the LM35D specifications, so it is not an item.",
)
add(
    "rq56-f06",
    "medium",
    "simple",
    "State the absolute maximum voltage rating of the TP4056 CE (chip enable) pin.",
    ["TP4056"],
    None,
    [
        it(
            "TP4056",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=10,
            cond="CE pin, absolute maximum ratings",
        )
    ],
    [ev("tp4056.pdf", 2, "·CE：-0.3V～10V")],
    "-0.3..10 V; look-alikes input supply VCC -0.3..8 V, PROG -0.3..VCC+0.3 V, BAT -0.3..0.7 V (as printed), "
    "TEMP -0.3..10 V.",
    wording="formal",
)
add(
    "rq56-f07",
    "hard",
    "structured",
    "Para el TMP37FS (encapsulado RN-8), ¿qué precisión máxima a 25 °C y qué rango de temperatura de operación lineal "
    "indica la guía de pedido?",
    ["TMP36"],
    None,
    [
        it(
            "TMP36",
            "accuracy",
            "°C",
            mn=-2.0,
            mx=2.0,
            q="temperature",
            cond="TMP37FS, accuracy at 25 C max",
        ),
        it(
            "TMP36",
            "operating_temperature",
            "°C",
            mn=5,
            mx=100,
            cond="TMP37FS, linear operating temperature range",
        ),
    ],
    [ev("tmp36.pdf", 3, "TMP37FS ± 2.0 5°C to 100°C RN-8")],
    "+-2.0 C, 5..100 C; look-alikes TMP37GS +-3.0 C, TMP36FS +-2.0 C with -40..+125 C, TMP35FS 10..125 C.",
    wording="formal",
    lang="es",
)
add(
    "rq56-f08",
    "medium",
    "structured",
    "tmp35 in to-92, G grade (TMP35GT9) - whats its linear temp range and max error at 25c?",
    ["TMP36"],
    None,
    [
        it(
            "TMP36",
            "operating_temperature",
            "°C",
            mn=10,
            mx=125,
            cond="TMP35GT9, linear operating temperature range",
        ),
        it(
            "TMP36",
            "accuracy",
            "°C",
            mn=-3.0,
            mx=3.0,
            q="temperature",
            cond="TMP35GT9, accuracy at 25 C max",
        ),
    ],
    [ev("tmp36.pdf", 3, "TMP35GT9 ± 3.0 10°C to 125°C TO-92")],
    "10..125 C, +-3.0 C; look-alikes TMP35FT9 +-2.0 C, TMP36GT9 -40..+125 C, TMP37GT9 5..100 C.",
)
add(
    "rq56-f09",
    "medium",
    "simple",
    "i got an AMS1117CD-2.85 on the BOM, what package is the CD one?",
    ["AMS1117"],
    None,
    [
        it(
            "AMS1117",
            "package",
            values=["TO-252"],
            cond="AMS1117CD-2.85 (ordering information, TO-252 column)",
        )
    ],
    [
        ev("ams1117.pdf", 1, "TO-252 SOT-223 8L SOIC TEMPERATURE RANGE"),
        ev("ams1117.pdf", 1, "AMS1117CD-2.85 AMS1117-2.85 AMS1117CS-2.85 -40 to 125° C"),
    ],
    "TO-252 (DPAK); look-alikes AMS1117-2.85 = SOT-223, AMS1117CS-2.85 = 8L SOIC, same row.",
)
add(
    "rq56-f10",
    "medium",
    "simple",
    "ds18b20-SL+T&R, which package is that one?",
    ["DS18B20"],
    None,
    [
        it(
            "DS18B20",
            "package",
            values=["TO-92"],
            cond="DS18B20-SL+T&R, 3 TO-92, 2000 piece reel, straight leads",
        )
    ],
    [ev("ds18b20.pdf", 19, "DS18B20-SL+T&R -55°C to +125°C 3 TO-92 (2000 Piece)*")],
    "3-pin TO-92 on tape and reel with straight leads (SL); look-alikes DS18B20U = 8 FSOP, DS18B20Z = 8 SO.",
)
add(
    "rq56-f11",
    "medium",
    "simple",
    "Which package does the ordering code PCF8563BS/4 denote?",
    ["PCF8563"],
    None,
    [it("PCF8563", "package", values=["HVSON10"], cond="PCF8563BS/4, SOT650-1")],
    [ev("pcf8563.pdf", 2, "PCF8563BS/4 HVSON10 plastic thermal enhanced very thin small outline")],
    "HVSON10 (SOT650-1); look-alikes PCF8563T/5 SO8, PCF8563TS/5 TSSOP8.",
    wording="formal",
)
add(
    "rq56-f12",
    "hard",
    "simple",
    "mcp3008-I/SL - is that the dip or the soic one?",
    ["MCP3008"],
    None,
    [
        it(
            "MCP3008",
            "package",
            values=["SOIC-16"],
            cond="MCP3008-I/SL, plastic SOIC 150 mil, 16-lead",
        )
    ],
    [
        ev("mcp3008.pdf", 37, "SL = Plastic SOIC (150 mil Body), 14-lead, 16-lead"),
        ev("mcp3008.pdf", 37, "MCP3008-I/SL: Industrial Temperature,"),
    ],
    "SOIC (150 mil, 16-lead for the MCP3008); look-alikes P = PDIP, ST = TSSOP 14-lead (MCP3004 only).",
)
add(
    "rq56-f13",
    "medium",
    "simple",
    "LM2596DSADJR4G, what package and how many come on a reel?",
    ["LM2596"],
    None,
    [it("LM2596", "package", values=["D2PAK"], cond="LM2596DSADJR4G, 800 / tape & reel")],
    [ev("lm2596.pdf", 23, "LM2596DSADJR4G D2PAK 800 / Tape & Reel")],
    "D2PAK, 800 per reel (quantity not scored); look-alikes LM2596TADJG TO-220, LM2596TVADJG TO-220 (F), "
    "LM2596DSADJG D2PAK in tubes of 50.",
)
add(
    "rq56-f14",
    "hard",
    "simple",
    "In the W25Q64FV ordering code, which package does the two-letter code ZE stand for?",
    ["W25Q64FV"],
    None,
    [it("W25Q64FV", "package", values=["WSON-8"], cond="ZE = 8-pad WSON 8x6 mm")],
    [ev("w25q64.pdf", 89, "ZE = 8-pad WSON 8x6mm")],
    "8-pad WSON 8x6 mm; look-alike ZP = 8-pad WSON 6x5 mm, SS = 8-pin SOIC 208-mil, SF = 16-pin SOIC.",
    wording="formal",
)
add(
    "rq56-f15",
    "medium",
    "simple",
    "xc6206 with PR at the end of the part number, which package is that?",
    ["XC6206"],
    None,
    [it("XC6206", "package", values=["SOT-89"], cond="package code PR, 1,000/reel")],
    [ev("xc6206.pdf", 2, "PR SOT-89 (1,000/Reel)")],
    "SOT-89; look-alikes MR = SOT-23, DR = USP-6B, TH / TB = TO-92.",
)
add(
    "rq56-f16",
    "medium",
    "simple",
    "ccs811B-JOPR5K vs the D500 one, what package/size is the R5K and how many per reel?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "package",
            values=["LGA"],
            cond="CCS811B-JOPR5K, 2.7 x 4.0 x 1.1 mm LGA, 5000 per reel",
        )
    ],
    [ev("ccs811.pdf", 27, "CCS811B-JOPR5K 2.7mm x 4.0mm x 1.1mm LGA 5000")],
    "LGA 2.7 x 4.0 x 1.1 mm, 5000 pieces (quantity not scored); look-alike CCS811B-JOPD500 same LGA, 500 pieces.",
)
add(
    "rq56-f17",
    "hard",
    "simple",
    "Which package type and pin count does the orderable ADS1115IRUGR have?",
    ["ADS1115"],
    None,
    [
        it(
            "ADS1115",
            "package",
            values=["X2QFN-10"],
            cond="ADS1115IRUGR, RUG drawing, 10 pins, 3000 per reel",
        )
    ],
    [ev("ads1115.pdf", 29, "ADS1115IRUGR ACTIVE X2QFN RUG 10 3000")],
    "X2QFN, 10 pins; look-alikes ADS1115IDGSR MSOP-10 (DGS), ADS1114IRUGR same package other device.",
    wording="formal",
)
add(
    "rq56-f18",
    "hard",
    "simple",
    "ina219AIDCNR - what package is that, sot-23 or soic?",
    ["INA219"],
    None,
    [it("INA219", "package", values=["SOT-23-8"], cond="INA219AIDCNR, DCN drawing, 8 pins")],
    [
        ev(
            "ina219.pdf",
            29,
            "INA219AIDCNR ACTIVE SOT-23 DCN 8 3000 RoHS & Green NIPDAU Level-2-260C-1 YEAR -40 to 125 A219",
        )
    ],
    "SOT-23 with 8 pins (DCN); look-alikes INA219AID / INA219AIDR SOIC-8 (D), INA219BIDCNR same package B grade.",
)

# ---------------------------------------------------------------- factual, not in the sheet
add(
    "rq56-u01",
    "medium",
    "simple",
    "xc6206 in sot-23-5 - what voltage on the CE pin turns it on?",
    ["XC6206"],
    IE,
    [],
    [],
    "The XC6206 has no CE / enable pin (3-terminal: VSS, VIN, VOUT, plus NC on USP-6B); packages SOT-23, SOT-89, "
    "USP-6B, TO-92 only.",
)
add(
    "rq56-u02",
    "hard",
    "simple",
    "What operating temperature range does TI list for the LM35 in the SOT-23 package?",
    ["LM35"],
    IE,
    [],
    [],
    "Near miss: the addendum lists TO (NDV), TO-92 (LP), SOIC (D) and TO-220 (NEB) parts with their op temps; no "
    "SOT-23 LM35 exists in the sheet.",
    wording="formal",
)
add(
    "rq56-u03",
    "hard",
    "simple",
    "w25q64 1.8v version (W25Q64FW), whats its active read current?",
    ["W25Q64FV"],
    IE,
    [],
    [],
    "Near miss: the sheet covers the W25Q64FV only ('V = 2.7V to 3.6V' in the ordering code); no 1.8 V part data.",
)
add(
    "rq56-u04",
    "medium",
    "simple",
    "Give the operating temperature range of the PCF8563 in the DIP8 package.",
    ["PCF8563"],
    IE,
    [],
    [],
    "Near miss: ordering information has HVSON10, SO8 and TSSOP8 only; the revision history says the DIP8 package "
    "was removed.",
    wording="formal",
)
add(
    "rq56-u05",
    "medium",
    "simple",
    "ads1115 in a through-hole DIP for breadboarding, what's the orderable part number?",
    ["ADS1115"],
    IE,
    [],
    [],
    "Near miss: the orderable list has MSOP (DGS) and X2QFN (RUG) parts only; no DIP.",
)
add(
    "rq56-u06",
    "hard",
    "simple",
    "What load regulation does the AMS1117 datasheet specify for a fixed 1.2 V version (AMS1117-1.2)?",
    ["AMS1117"],
    IE,
    [],
    [],
    "Near miss: fixed versions are 1.5, 1.8, 2.5, 2.85, 3.3 and 5.0 V ('for additional fixed voltages contact "
    "factory'); the 1.25 V reference belongs to the adjustable part.",
    wording="formal",
)
add(
    "rq56-u07",
    "hard",
    "simple",
    "drv8833 nSLEEP input high current when I drive it at 5v (not 3v3)? in uA",
    ["DRV8833"],
    IE,
    [],
    [],
    "Near miss: IIH is given only at VIN = 3.3 V (nSLEEP 6.6 typ / 13 max uA, other pins 16.5 / 33 uA); the 500 kOhm "
    "pull-down and 6.5 V clamp are described, but no 5 V current row.",
)
add(
    "rq56-u08",
    "hard",
    "simple",
    "Is there an F-grade TMP35 in the SOT-23 (RT-5) package, and what is its accuracy at 25 °C?",
    ["TMP36"],
    IE,
    [],
    [],
    "Near miss: the ordering guide lists TMP35GRT2 (+-3.0 C, RT-5) and TMP35FT9 / TMP35FS (+-2.0 C, TO-92 / RN-8); no "
    "TMP35F in RT-5.",
    wording="formal",
)

# ---------------------------------------------------------------- compatibility: compatible
add(
    "rq56-c01",
    "hard",
    "compatibility",
    "ads1115 runs on 3.3v but its ALERT/RDY pin is pulled up with 10k to 5v and goes into TX0RTS of an mcp2515 "
    "running at 5v. ok for both chips?",
    ["ADS1115", "MCP2515"],
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
        it("ADS1115", "output_low_voltage", "V", typ=0.15, mx=0.4, cond="VOL, IOL = 3 mA"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("ads1115.pdf", 2, "SDA, SCL, ADDR, ALERT/RDY voltage to GND –0.5 to +5.5 V"),
        ev("ads1115.pdf", 3, "VOL IOL = 3mA GND 0.15 0.4 V"),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
        ev("mcp2515.pdf", 74, "SCK, CS, SI, TXnRTS Pins 0.7 VDD VDD + 1 V"),
    ],
    "Open-drain ALERT/RDY may sit at 5 V (abs max 5.5 V, independent of VDD); high = 5 V >= 0.7 x 5 V = 3.5 V; low "
    "<= 0.4 V at 3 mA (10 kOhm to 5 V is 0.5 mA) < TXnRTS VIL 0.15 x VDD = 0.75 V.",
)
add(
    "rq56-c02",
    "hard",
    "compatibility",
    "Both a PCF8563 and a 74HC595 run from 5 V. The RTC's CLKOUT (set to 1 Hz) has a 10 kOhm pull-up to 5 V and "
    "clocks the 74HC595 SHCP input. Are the levels within both datasheets?",
    ["PCF8563", "74HC595"],
    "compatible",
    [
        it(
            "PCF8563",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=6.5,
            cond="VO on pins CLKOUT and INT, limiting value",
        ),
        it(
            "PCF8563",
            "output_low_voltage",
            "V",
            mx=0.4,
            cond="CLKOUT sinks >= 1 mA at VOL = 0.4 V, VDD = 5 V",
        ),
        it("74HC595", "input_high_voltage", "V", mn=3.15, typ=2.4, cond="VIH, VCC = 4.5 V, 25 C"),
        it("74HC595", "input_low_voltage", "V", typ=2.1, mx=1.35, cond="VIL, VCC = 4.5 V, 25 C"),
    ],
    [
        ev("pcf8563.pdf", 27, "VO output voltage on pins CLKOUT and INT 0.5 +6.5 V"),
        ev("pcf8563.pdf", 29, "output current VOL = 0.4 V; VDD = 5 V"),
        ev("74hc595.pdf", 7, "input voltage VCC = 4.5 V 3.15 2.4 - 3.15 - V"),
        ev("74hc595.pdf", 7, "input voltage VCC = 4.5 V - 2.1 1.35 - 1.35 V"),
    ],
    "CLKOUT is open-drain (pin table p5); 5 V pull-up < 6.5 V limit; high 5 V > VIH 3.15 V (4.5 V row; about 0.7 VCC "
    "at 5 V); low <= 0.4 V at 1 mA (pull-up gives 0.5 mA) < VIL 1.35 V.",
    wording="formal",
)
add(
    "rq56-c03",
    "medium",
    "compatibility",
    "max7219 DOUT straight into IN1 of an l298n, both logic sides on 5v. levels ok?",
    ["MAX7219", "L298N"],
    "compatible",
    [
        it("MAX7219", "output_low_voltage", "V", mx=0.4, cond="DOUT VOL, ISINK = 1.6 mA"),
        it("L298N", "input_high_voltage", "V", mn=2.3, cond="ViH, max = VSS"),
        it("L298N", "input_low_voltage", "V", mn=-0.3, mx=1.5, cond="ViL"),
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS pin 9"),
    ],
    [
        ev("max7219.pdf", 3, "Output Low Voltage VOL DOUT, ISINK = 1.6mA 0.4 V"),
        ev("max7219.pdf", 3, "Output High Voltage VOH DOUT, ISOURCE = -1mA V+ - 1 V"),
        ev("l298n.pdf", 3, "ViH Input High Voltage 2.3 VSS V"),
        ev("l298n.pdf", 3, "V iL Input Low Voltage –0.3 1.5 V"),
        ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V"),
        ev("l298n.pdf", 3, "IiH High Voltage Input Current Vi = H ≤ VSS –0.6V 30 100 µA"),
    ],
    "DOUT high >= V+ - 1 = 4 V at 1 mA (L298 input takes <= 100 uA) > 2.3 V; low <= 0.4 V < 1.5 V.",
)
add(
    "rq56-c04",
    "medium",
    "compatibility",
    "vl53l0x and an mcp4725 dac on the same i2c bus, 3.3v, 400khz. any address clash?",
    ["VL53L0X", "MCP4725"],
    "compatible",
    [
        it(
            "VL53L0X",
            "i2c_address",
            values=["0x29"],
            cond="default 0x52 write address = 0x29 7-bit",
        ),
        it(
            "MCP4725",
            "i2c_address",
            values=["0x60", "0x61", "0x62", "0x63", "0x64", "0x65", "0x66", "0x67"],
            cond="device code 1100 + A2 A1 A0",
        ),
        it("VL53L0X", "i2c_clock_frequency", "kHz", mn=0, mx=400, cond="FI2C"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("vl53l0x.pdf", 18, "VL53L0X I2C device address: 0x52"),
        ev("mcp4725.pdf", 23, "device address contains four fixed bits ( 1100"),
        ev("vl53l0x.pdf", 20, "FI2C 0 - 400(1) kHz"),
        ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
    ],
    "0x29 vs 0x60..0x67: no clash; 400 kHz is within both (MCP4725 up to 3.4 MHz); 3.3 V within both supplies.",
)
add(
    "rq56-c05",
    "hard",
    "compatibility",
    "An MCP2515 at VDD = 5 V uses RX0BF/RX1BF as general-purpose outputs to drive IN1/IN2 of a DRV8833 whose VM "
    "is 9 V. Are the input levels acceptable to the DRV8833?",
    ["MCP2515", "DRV8833"],
    "compatible",
    [
        it(
            "DRV8833",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=7,
            cond="digital input pin voltage, abs max",
        ),
        it("DRV8833", "input_high_voltage", "V", mn=2, cond="VIH, all pins except nSLEEP"),
        it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM"),
        it(
            "MCP2515",
            "output_low_voltage",
            "V",
            mx=0.6,
            cond="RXnBF VOL, IOL = 8.5 mA, VDD = 4.5 V",
        ),
    ],
    [
        ev("drv8833.pdf", 5, "Digital input pin voltage –0.5 7 V"),
        ev("drv8833.pdf", 5, "VDIGIN Digital input pin voltage range –0.3 5.75 V"),
        ev("drv8833.pdf", 6, "VIH Input high voltage V All other pins 2"),
        ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V"),
        ev("mcp2515.pdf", 74, "RXnBF Pin — 0.6 V IOL = +8.5 mA, VDD = 4.5V"),
        ev("mcp2515.pdf", 74, "VOH TXCAN, RXnBF Pins VDD – 0.7 — V IOH = -3.0 mA, VDD = 4.5V"),
    ],
    "High = VDD - 0.7..5 V, within the 5.75 V recommended input range and >= VIH 2 V; low <= 0.6 V < VIL 0.7 V; "
    "9 V VM within 2.7..10.8 V. VM is not the logic reference (inputs are independent of VM).",
    wording="formal",
)
add(
    "rq56-c06",
    "hard",
    "compatibility",
    "can i wire-OR the drv8833 nFAULT and the max44009 INT onto one 3.3v pull-up (10k) going to a gpio? max44009 "
    "on 3.3v, drv8833 VM 6v",
    ["DRV8833", "MAX44009"],
    "compatible",
    [
        it("DRV8833", "output_low_voltage", "V", mx=0.5, cond="nFAULT open-drain VOL, IO = 5 mA"),
        it(
            "MAX44009",
            "output_low_voltage",
            "V",
            typ=0.06,
            mx=0.4,
            cond="SDA, INT VOL, ISINK = 6 mA",
        ),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [
        ev("drv8833.pdf", 6, "VOL Output low voltage IO = 5 mA 0.5 V"),
        ev("drv8833.pdf", 6, "IOH Output high leakage current VO = 3.3 V 1 μA"),
        ev("max44009.pdf", 2, "Output Low Voltage SDA, INT VOL ISINK = 6mA 0.06 0.4 V"),
        ev("max44009.pdf", 2, "-0.3V to (VCC + 0.3V)"),
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
    ],
    "Both open-drain; 3.3 V pull-up <= MAX44009 INT abs max VCC + 0.3 V; 0.33 mA sink well under the 5 / 6 mA "
    "test currents; either pulls the line <= 0.5 V; nFAULT leakage 1 uA at 3.3 V.",
)
add(
    "rq56-c07",
    "hard",
    "compatibility",
    "nrf24l01+ IRQ pin into the nWAKE of a ccs811, both on the same 3.3v. will the ccs811 see clean highs and lows?",
    ["nRF24L01+", "CCS811"],
    "compatible",
    [
        it("nRF24L01+", "output_low_voltage", "V", mx=0.3, cond="VOL, IOL = 0.25 mA"),
        it("CCS811", "input_low_voltage", "V", mn=0, mx=0.6, cond="nRESET, nWAKE, ADDR"),
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.3, cond="VDD"),
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
    ],
    [
        ev("nrf24l01p.pdf", 20, "VOL LOW level output voltage (IOL=0.25mA) 0.3 V"),
        ev("nrf24l01p.pdf", 20, "VOH HIGH level output voltage (IOH=-0.25mA) VDD -0.3 VDD V"),
        ev("ccs811.pdf", 6, "Logic Low Input (5) nRESET, nWAKE, ADDR 0 0.6 V"),
        ev("ccs811.pdf", 6, "Logic High Input (5) nRESET, nWAKE, ADDR VDD V"),
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
    ],
    "IRQ high >= VDD - 0.3 = 3.0 V >= CCS811 VIH min VDD - 0.6 = 2.7 V; low <= 0.3 V <= VIL max 0.6 V; 3.3 V within "
    "both supplies. IRQ is active low, so the polarity matches nWAKE (user's logic).",
)
add(
    "rq56-c08",
    "medium",
    "compatibility",
    "tmp36 and pcf8563 both straight off one CR2032 (3.0 V nominal) on a tiny logger board. supply-wise fine?",
    ["TMP36", "PCF8563"],
    "compatible",
    [
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS supply range"),
        it(
            "PCF8563",
            "supply_voltage",
            "V",
            mn=1.8,
            mx=5.5,
            cond="VDD, interface active, fSCL = 400 kHz",
        ),
    ],
    [
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
        ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V"),
    ],
    "3.0 V sits in both ranges (TMP36 needs >= 2.7 V, so the margin is 0.3 V as the cell ages; cell voltage from the "
    "question).",
)
add(
    "rq56-c09",
    "medium",
    "compatibility",
    "Can an HMC5883L and a MAX31855 share a single regulated 3.3 V supply rail?",
    ["HMC5883L", "MAX31855"],
    "compatible",
    [
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
    ],
    [
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
    ],
    "3.3 V inside 2.16..3.6 V and 3.0..3.6 V (HMC5883L VDDIO may equal VDD, up to VDD + 0.1 V).",
    wording="formal",
)
add(
    "rq56-c10",
    "hard",
    "compatibility",
    "ina3221 on 3.3v, its WARNING pin (open drain) pulled up to 5v and tied to the OE of a 74hc595 that runs at 5v, "
    "so an overcurrent blanks the outputs. safe for the ina3221 and does the 595 read it right?",
    ["INA3221", "74HC595"],
    "compatible",
    [
        it(
            "INA3221",
            "abs_max_input_voltage",
            "V",
            mx=6,
            cond="critical, warning, power valid digital outputs",
        ),
        it(
            "INA3221",
            "output_low_voltage",
            "V",
            mn=0,
            mx=0.4,
            cond="warning VOL, VS > 2.7 V, IOL = 3 mA",
        ),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="operating supply"),
        it("74HC595", "input_high_voltage", "V", mn=3.15, typ=2.4, cond="VIH, VCC = 4.5 V"),
        it("74HC595", "input_low_voltage", "V", typ=2.1, mx=1.35, cond="VIL, VCC = 4.5 V"),
    ],
    [
        ev("ina3221.pdf", 4, "Critical, warning, power valid 6"),
        ev(
            "ina3221.pdf",
            5,
            "Low-level output SDA, critical, warning, PV VS > +2.7V, IOL = 3mA 0 0.4",
        ),
        ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V"),
        ev("74hc595.pdf", 7, "input voltage VCC = 4.5 V 3.15 2.4 - 3.15 - V"),
        ev("74hc595.pdf", 7, "input voltage VCC = 4.5 V - 2.1 1.35 - 1.35 V"),
    ],
    "Warning is open-drain rated to 6 V regardless of VS, so a 5 V pull-up is fine; low <= 0.4 V < VIL 1.35 V, high "
    "5 V > VIH. The warning pin is active low, so OE (active low) enables outputs only during an alert: the user's "
    "logic is inverted, but the levels are compatible.",
)
add(
    "rq56-c11",
    "medium",
    "compatibility",
    "si7021 + max31865 rtd board both on the 3v3 ldo, any supply issue?",
    ["Si7021", "MAX31865"],
    "compatible",
    [
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
    ],
    [
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
    ],
    "3.3 V within 1.9..3.6 V and 3.0..3.6 V (MAX31865 DVDD also 3.0..3.6 V).",
)

# ---------------------------------------------------------------- compatibility: incompatible
add(
    "rq56-i01",
    "hard",
    "compatibility",
    "hc-sr04 on 5v, echo pin goes straight to TX0RTS of an mcp2515 that i run at 3.3v (i only use the pin as an "
    "input). ok?",
    ["HC-SR04", "MCP2515"],
    "incompatible",
    [
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC"),
        it(
            "MCP2515",
            "abs_max_input_voltage",
            "V",
            mn=-0.6,
            cond="all inputs and outputs w.r.t. VSS, max VDD + 1.0 V",
        ),
    ],
    [
        ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
        ev("mcp2515.pdf", 73, "-0.6V to VDD + 1.0V"),
        ev("mcp2515.pdf", 74, "SCK, CS, SI, TXnRTS Pins 0.7 VDD VDD + 1 V"),
    ],
    "A 5 V echo high exceeds VDD + 1.0 V = 4.3 V (abs max and VIH max) at VDD = 3.3 V. Echo swing of 5 V is the "
    "user's (the HC-SR04 sheet gives no VOH); a divider or running the MCP2515 at 5 V fixes it.",
)
add(
    "rq56-i02",
    "hard",
    "compatibility",
    "An MCP2515 at VDD = 5 V drives the nWAKE input of a CCS811 (VDD = 3.3 V) from its RX0BF pin. Is this "
    "interface within the CCS811 input limits?",
    ["MCP2515", "CCS811"],
    "incompatible",
    [
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.3, cond="VDD"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("mcp2515.pdf", 74, "VOH TXCAN, RXnBF Pins VDD – 0.7 — V IOH = -3.0 mA, VDD = 4.5V"),
        ev("ccs811.pdf", 6, "Logic High Input (5) nRESET, nWAKE, ADDR VDD V"),
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
    ],
    "RX0BF high is VDD - 0.7..5 V (about 4.3..5 V) while the CCS811 logic-high input maximum is VDD = 3.3 V; needs a "
    "divider or level shifter.",
    wording="formal",
)
add(
    "rq56-i03",
    "medium",
    "compatibility",
    "same bus with vl53l0x + mcp4725 but i want to crank i2c to 1 mhz fast-mode plus since the dac can do 3.4 mhz. "
    "fine?",
    ["VL53L0X", "MCP4725"],
    "incompatible",
    [
        it("VL53L0X", "i2c_clock_frequency", "kHz", mn=0, mx=400, cond="FI2C"),
    ],
    [
        ev("vl53l0x.pdf", 20, "FI2C 0 - 400(1) kHz"),
        ev("vl53l0x.pdf", 18, "The I2C bus on the VL53L0X has a maximum speed of 400 kbits/s"),
        ev("mcp4725.pdf", 1, "speed (3.4 MHz) mode."),
    ],
    "1 MHz > VL53L0X 400 kHz maximum; the MCP4725 alone would accept it.",
)
add(
    "rq56-i04",
    "medium",
    "compatibility",
    "hmc5883l and an lm35 both on one 3.3v rail, fine?",
    ["HMC5883L", "LM35"],
    "incompatible",
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operates from 4 to 30 V"),
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
    ],
    [
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
    ],
    "3.3 V is below the LM35 4 V minimum; 5 V would exceed the HMC5883L 3.6 V; no common rail.",
)
add(
    "rq56-i05",
    "hard",
    "compatibility",
    "dht22 powered straight off a li-ion cell that an mcp73831 charges (so 3.0v empty to 4.2v full), no regulator. ok?",
    ["DHT22", "MCP73831"],
    "incompatible",
    [
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="power supply voltage"),
        it(
            "MCP73831", "output_voltage", "V", mn=4.168, typ=4.20, mx=4.232, cond="VREG, MCP7383X-2"
        ),
    ],
    [
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
        ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2"),
    ],
    "Full cell (<= 4.232 V) is fine, but below 3.3 V (the user's 3.0 V empty) the DHT22 is out of range.",
)
add(
    "rq56-i06",
    "hard",
    "compatibility",
    "acs712 on 5v, i feed its VIOUT straight into a 74hc595 input (vcc 5v) as a cheap 'current flowing' flag. at zero "
    "current what does the 595 see?",
    ["ACS712", "74HC595"],
    "incompatible",
    [
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("74HC595", "input_high_voltage", "V", mn=3.15, typ=2.4, cond="VIH, VCC = 4.5 V"),
        it("74HC595", "input_low_voltage", "V", typ=2.1, mx=1.35, cond="VIL, VCC = 4.5 V"),
    ],
    [
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev(
            "acs712.pdf",
            4,
            "Zero Current Output Voltage VIOUT(Q) Bidirectional; IP = 0 A, TA = 25°C – – V",
        ),
        ev("74hc595.pdf", 7, "input voltage VCC = 4.5 V 3.15 2.4 - 3.15 - V"),
        ev("74hc595.pdf", 7, "input voltage VCC = 4.5 V - 2.1 1.35 - 1.35 V"),
    ],
    "Zero-current output is VCC x 0.5 = 2.5 V, between VIL max 1.35 V and VIH min 3.15 V: undefined logic level "
    "(and extra supply current in the CMOS input).",
)
add(
    "rq56-i07",
    "medium",
    "compatibility",
    "ccs811 breakout (no regulator on it) hooked to the same 5v that feeds the l298n logic VSS. good?",
    ["CCS811", "L298N"],
    "incompatible",
    [
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.3, cond="VDD"),
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS pin 9"),
    ],
    [
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
        ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V"),
    ],
    "5 V exceeds the CCS811 3.3 V recommended maximum (and the 3.6 V row on p5).",
)
add(
    "rq56-i08",
    "medium",
    "compatibility",
    "Can a bare BH1750 (no breakout regulator) be powered from the 5 V rail that supplies the L298N logic (VSS)?",
    ["BH1750", "L298N"],
    "incompatible",
    [
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC recommended"),
        it("BH1750", "abs_max_supply_voltage", "V", mx=4.5, cond="Vmax"),
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS pin 9"),
    ],
    [
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
        ev("bh1750.pdf", 1, "Supply Voltage Vmax 4.5 V"),
        ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V"),
    ],
    "5 V is above both the 3.6 V recommended maximum and the 4.5 V absolute maximum.",
    wording="formal",
)
add(
    "rq56-i09",
    "medium",
    "compatibility",
    "mq-2 heater is on 5v anyway, can i power the mpu-6050 chip from that same 5v?",
    ["MPU-6050", "MQ-2"],
    "incompatible",
    [
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD"),
        it("MQ-2", "supply_voltage", "V", typ=5.0, cond="heater voltage VH 5.0 V +-0.1 V"),
    ],
    [
        ev("mpu-6050.pdf", 12, "VDD = 2.375V-3.46V"),
        ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC"),
    ],
    "5 V exceeds the MPU-6050 VDD maximum 3.46 V (bare chip; breakouts with an LDO are another matter).",
)
add(
    "rq56-i10",
    "medium",
    "compatibility",
    "vl53l0x and an lm35 together on the 5v usb rail, no regulators?",
    ["VL53L0X", "LM35"],
    "incompatible",
    [
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operates from 4 to 30 V"),
    ],
    [
        ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
    ],
    "LM35 is fine at 5 V but 5 V exceeds the VL53L0X 3.5 V maximum.",
)
add(
    "rq56-i11",
    "medium",
    "compatibility",
    "An ACS712 and a MAX44009 are both to be powered from a single 3.3 V rail. Is that within both datasheets?",
    ["ACS712", "MAX44009"],
    "incompatible",
    [
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
    ],
    "3.3 V is below the ACS712 4.5 V minimum (and 5 V would exceed the MAX44009 3.6 V): no shared rail.",
    wording="formal",
)
add(
    "rq56-i12",
    "hard",
    "compatibility",
    "max7219 matrix + a tm1637 display both run straight off one 18650 (3.0-4.2v), no boost. will they work?",
    ["MAX7219", "TM1637"],
    "incompatible",
    [
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating supply"),
        it(
            "TM1637",
            "supply_voltage",
            "V",
            typ=5,
            cond="logic power supply VDD, normal working range",
        ),
    ],
    [
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
        ev("tm1637.pdf", 9, "Logic power supply voltage VDD 5 V -"),
    ],
    "The MAX7219 needs >= 4.0 V, so it fails for most of the cell's 3.0..4.2 V range (battery range from the "
    "question); the TM1637 sheet states 5 V as its working supply.",
)

# ---------------------------------------------------------------- compatibility: insufficient evidence
add(
    "rq56-e01",
    "hard",
    "compatibility",
    "max44009 INT pin sinking a pc817 led directly (led + resistor from 3.3v, about 10 mA). will the INT pin handle it?",
    ["MAX44009", "PC817"],
    IE,
    [],
    [],
    "MAX44009 INT VOL is specified only at 6 mA (0.4 V max); no continuous sink rating for INT at 10 mA (only a "
    "20 mA 'continuous input current into any terminal' abs max and a 10 s short-circuit duration).",
)
add(
    "rq56-e02",
    "hard",
    "compatibility",
    "mpu-6050 INT pin (push-pull, active high) driving a pc817 led through a resistor at 5 mA, VLOGIC 3.3v. ok?",
    ["MPU-6050", "PC817"],
    IE,
    [],
    [],
    "The MPU-6050 gives VOH only with RLOAD = 1 MOhm and output low current for SDA / INT open-drain; no source "
    "current capability for INT at 5 mA.",
)
add(
    "rq56-e03",
    "hard",
    "compatibility",
    "Can the MAX31865 DRDY output source about 5 mA into a PC817 LED while keeping a valid logic high?",
    ["MAX31865", "PC817"],
    IE,
    [],
    [],
    "MAX31865 VOH is specified at IOUT = -1.6 mA only; no rating at 5 mA.",
    wording="formal",
)
add(
    "rq56-e04",
    "medium",
    "compatibility",
    "tm1637 clk/dio on the same two wires as the i2c bus of an mcp4725 (both 5v). will the tm1637 mess with the dac "
    "traffic?",
    ["TM1637", "MCP4725"],
    IE,
    [],
    [],
    "The TM1637 uses its own two-wire protocol without an address; neither sheet says how it reacts to I2C traffic "
    "addressed to other devices.",
)
add(
    "rq56-e05",
    "medium",
    "compatibility",
    "dht11 mounted right next to an srd-05vdc relay that clicks every few seconds, will the coil switching corrupt "
    "the dht11 data line?",
    ["DHT11", "SRD-05VDC-SL-C"],
    IE,
    [],
    [],
    "No EMI / susceptibility data in either sheet; the DHT11 sheet only gives cable length vs supply advice.",
)
add(
    "rq56-e06",
    "medium",
    "compatibility",
    "mq-3 heater right beside an lm35 on perfboard, how many degrees will the lm35 read high?",
    ["MQ-3", "LM35"],
    IE,
    [],
    [],
    "MQ-3 heater power and LM35 self-heating / thermal resistance are given, but not the coupling through the "
    "board and air; no sheet number gives the offset.",
)
add(
    "rq56-e07",
    "hard",
    "compatibility",
    "A W25Q64FV shares its 3.3 V rail with the gate driver of an IRLZ44N PWM-switching a 2 A motor. Will page "
    "programs be corrupted by the switching noise?",
    ["W25Q64FV", "IRLZ44N"],
    IE,
    [],
    [],
    "Neither sheet quantifies supply noise immunity; the W25Q64FV gives only the VWI write-inhibit threshold "
    "(1.0..2.0 V) and VCC range.",
    wording="formal",
)
add(
    "rq56-e08",
    "medium",
    "compatibility",
    "drv8833 pushing 1a into a motor, si7021 sitting 5mm away on the same board. will the humidity reading drift?",
    ["DRV8833", "Si7021"],
    IE,
    [],
    [],
    "DRV8833 thermal resistance and Si7021 RH vs temperature behaviour are given, but no sheet gives the board "
    "temperature rise near the driver, so the drift cannot be computed.",
)
add(
    "rq56-e09",
    "medium",
    "compatibility",
    "inmp441 i2s clock lines (about 3 mhz) run right next to the max31855 thermocouple inputs. does the max31855 "
    "reading get noisy?",
    ["INMP441", "MAX31855"],
    IE,
    [],
    [],
    "The MAX31855 recommends a 10 nF differential capacitor for noise but gives no coupling / rejection figure for "
    "MHz interference; the INMP441 gives no emission figures.",
)
add(
    "rq56-e10",
    "hard",
    "compatibility",
    "Does a W25Q64FV sector erase on the shared 3.3 V rail disturb ADS1115 conversions at 860 SPS, given that the "
    "ADS1115 is referenced internally?",
    ["ADS1115", "W25Q64FV"],
    IE,
    [],
    [],
    "The W25Q64FV gives erase current, the ADS1115 gives power-supply behaviour only as typical curves; no "
    "figure links supply transients to conversion error.",
    wording="formal",
)
add(
    "rq56-e11",
    "hard",
    "compatibility",
    "vl53l0x (40 mA vcsel peaks) on the same 3.3v that is also the VREF of an mcp3008. how many lsb of error will "
    "the ranging pulses cause?",
    ["VL53L0X", "MCP3008"],
    IE,
    [],
    [],
    "Peak current 40 mA is given (VL53L0X), but the rail impedance is not, and the MCP3008 gives no supply-ripple "
    "rejection figure for VREF; the LSB error cannot be derived.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
