"""realq59: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: power and load builds (regulators and chargers feeding modules; relays, motors, LEDs and heaters
as loads; cold garages, hot cars, outdoor winters; current budgets).

python build_questions.py rewrites questions.jsonl next to this file.
"""

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


# ---------- factual, answerable (rq59-fNN)
add(
    "rq59-f01",
    "hard",
    "simple",
    "car project: an AMS1117-3.3 board hangs off the 12 V accessory line (so the input wanders anywhere between "
    "about 5 and 12 V). at 25 C, how much can the 3.3 V output move just from that input swing? "
    "typ and worst case please",
    ["AMS1117"],
    None,
    [
        it(
            "AMS1117",
            "accuracy",
            "mV",
            typ=0.5,
            mx=10,
            q="voltage",
            cond="AMS1117-3.3 line regulation, 4.75 V <= VIN <= 12 V, IOUT = 0 mA, TJ = 25 C",
        )
    ],
    [ev("ams1117.pdf", 2, "AMS1117-3.3 4.75V≤ VIN ≤ 12V 0.5 10 mV")],
    "Line regulation 0.5 typ / 10 mV max at 25 C; look-alikes: full-temperature row 1.0 / 10 mV, load regulation "
    "3 / 15 mV (rq42-f05), AMS1117-5.0 row 0.5 / 10 mV (6.5..12 V), percentage row of the adjustable part.",
)
add(
    "rq59-f02",
    "hard",
    "simple",
    "Running a 12 V wiper motor that pulls 2 A through one bridge of a bare L298N. Worst case, how many volts do "
    "I lose across the bridge in total (upper plus lower transistor)?",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "dropout_voltage",
            "V",
            mx=4.9,
            cond="VCEsat total drop (source + sink), IL = 2 A, Tj = 25 C",
        )
    ],
    [ev("l298n.pdf", 3, "IL = 2A (5) 4.9 V")],
    "Total drop at 2 A: max 4.9 V (no typ); look-alikes: total drop at 1 A 1.80 / 3.2 V, source saturation at 2 A "
    "2 / 2.7 V (rq44-s01), sink saturation at 2 A 1.7 / 2.3 V.",
)
add(
    "rq59-f03",
    "medium",
    "simple",
    "ina219 on a 12v pump line with a 0.1 ohm shunt, pump pulls ~1.4 A so ~140 mV across the shunt. if I set "
    "the PGA to /4, what shunt voltage full scale do I get?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "measurement_range",
            "mV",
            mn=-160,
            mx=160,
            q="voltage",
            cond="shunt voltage range, PGA gain /4 (PG1 = 1, PG0 = 0)",
        )
    ],
    [ev("ina219.pdf", 19, "1 0 /4 ±160 mV")],
    "+-160 mV at PGA /4; look-alikes: /1 +-40 mV, /2 +-80 mV (rq41-f18), /8 +-320 mV (default), bus ranges 16 / 32 V.",
)
add(
    "rq59-f04",
    "medium",
    "simple",
    "For the adjustable TPS63020 operated in forced PWM (PS/SYNC tied to VIN), what feedback voltage does the "
    "resistor divider regulate to (minimum, typical, maximum)?",
    ["TPS63020"],
    None,
    [
        it(
            "TPS63020",
            "output_voltage",
            "mV",
            mn=495,
            typ=500,
            mx=505,
            cond="TPS63020 feedback voltage VFB_PWM, PS/SYNC = VIN",
        )
    ],
    [ev("tps63020.pdf", 6, "TPS63020 feedback voltage 495 500 505 mV")],
    "495 / 500 / 505 mV; look-alikes: power-save mode regulation +0.6 % .. +5 % above VFB_PWM, TPS63021 fixed "
    "3.267 / 3.3 / 3.333 V, UVLO 1.4 / 1.5 / 1.6 V, overvoltage protection 5.5 / 7 V.",
    wording="formal",
)
add(
    "rq59-f05",
    "hard",
    "structured",
    "Making a big 3-digit LED counter with a max7219 and the scan limit set to only the digits I use. whats the "
    "max recommended segment current if I show 1 digit, 2 digits, 3 digits? (want to size RSET)",
    ["MAX7219"],
    None,
    [
        it(
            "MAX7219",
            "output_current",
            "mA",
            mx=10,
            cond="maximum segment current, 1 digit displayed (Table 9)",
        ),
        it(
            "MAX7219",
            "output_current",
            "mA",
            mx=20,
            cond="maximum segment current, 2 digits displayed (Table 9)",
        ),
        it(
            "MAX7219",
            "output_current",
            "mA",
            mx=30,
            cond="maximum segment current, 3 digits displayed (Table 9)",
        ),
    ],
    [
        ev("max7219.pdf", 10, "1 10 these levels, external digit drivers will be needed"),
        ev("max7219.pdf", 10, "2 20 application, the MAX7219/MAX7221 serve only as"),
        ev("max7219.pdf", 10, "3 30 Therefore, to conserve power"),
    ],
    "Table 9: 10 / 20 / 30 mA for 1 / 2 / 3 digits; look-alikes: 40 mA maximum recommended segment current in general, "
    "45 mA peak with external drivers (Figure 2 example), ISEG -30 / -40 / -45 mA electrical row (rq13-f31).",
)
add(
    "rq59-f06",
    "hard",
    "simple",
    "Dans l'exemple de calcul de dissipation du MAX7219 (8 segments à 40 mA, V+ = 5,25 V, rapport cyclique 31/32), "
    "quelle température ambiante maximale la fiche donne-t-elle pour le boîtier SO large ? Mon afficheur sera dans "
    "un boîtier au soleil.",
    ["MAX7219"],
    None,
    [
        it(
            "MAX7219",
            "operating_temperature",
            "°C",
            mx=55.6,
            cond="maximum ambient for the SO package in the dissipation example (PD = 1.11 W)",
        )
    ],
    [ev("max7219.pdf", 11, "example above are +66.7°C and +55.6°C, respectively.")],
    "+55.6 C for SO; look-alikes: +61.2 C for CERDIP (worked out in the text), +66.7 C for PDIP, maximum ambient +85 C, "
    "TJ max +150 C, PD 1.11 W.",
    lang="fr",
)
add(
    "rq59-f07",
    "medium",
    "simple",
    "According to the MCP73831 thermal considerations, what is the worst-case charger power dissipation when it runs "
    "from a 5 V ±10 % source at the maximum fast-charge current?",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "power_consumption",
            "W",
            value=1.54,
            cond="worst-case dissipation example: (5.5 V - 2.7 V) x 550 mA",
        )
    ],
    [ev("mcp73831.pdf", 18, "PowerDissipation = 5.5V – 2.7V 550mA = 1.54W")],
    "1.54 W; look-alikes: 550 mA IREG max, 2.7 V VPTH min, supply current 510 / 1500 uA while charging.",
    wording="formal",
)
add(
    "rq59-f08",
    "hard",
    "simple",
    "lm35dz on a car supply that swings between ~4 V at crank and ~14 V. how much does its own quiescent current "
    "change across the 4-30 V supply range at 25 C? typ and the tested limit",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "quiescent_current",
            "µA",
            typ=0.2,
            mx=2,
            cond="change of quiescent current, 4 V <= VS <= 30 V, 25 C, LM35C / LM35D column (tested limit)",
        )
    ],
    [ev("lm35.pdf", 5, "Change of quiescent 4 V ≤ VS ≤ 30 V, 25°C 0.2 2 0.2 2")],
    "0.2 typ / 2 uA tested limit; look-alikes: full-temperature row 0.5 / 3 uA (design limit), LM35A / LM35CA 0.2 / 1 uA "
    "(p4), absolute quiescent current 56 / 80 uA.",
)
add(
    "rq59-f09",
    "medium",
    "simple",
    "What is the minimum temperature for rate accuracy of the LM35 when it is used in the basic circuit of Figure 1 "
    "(IL = 0)? Give the typical value and the design limit.",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "measurement_range",
            "°C",
            mn=2,
            typ=1.5,
            q="temperature",
            cond="minimum temperature for rate accuracy, circuit of Figure 1, IL = 0 (design limit +2, typ +1.5)",
        )
    ],
    [ev("lm35.pdf", 5, "Minimum temperature In circuit of Figure 1, IL = 0 +1.5 +2 +1.5 +2")],
    "+1.5 typ / +2 C design limit; the same number as the basic-circuit range 2..150 C of rq40-c14 (figure) but read from "
    "the table row; look-alikes: temperature coefficient of quiescent current +0.39 / +0.7 uA/C.",
    wording="formal",
)
add(
    "rq59-f10",
    "medium",
    "simple",
    "acs712 measuring a heater in an outdoor box that goes down to -30 C in winter. whats the total output error "
    "they quote over the -40 to 85 C range (not the 25 C number)?",
    ["ACS712"],
    None,
    [
        it(
            "ACS712",
            "accuracy",
            "%",
            mn=-4,
            mx=4,
            q="current",
            cond="total output error over -40 C to 85 C (feature list)",
        )
    ],
    [ev("acs712.pdf", 1, "Total output error 1.5% at TA = 25°C, and 4% at –40°C to 85°C")],
    "4 % over -40..85 C; look-alikes: 1.5 % at 25 C (rq27-f07), nonlinearity 1.5 %, sensitivity may shift 9 % at -40 C.",
)
add(
    "rq59-f11",
    "medium",
    "simple",
    "how tight is the mcp73831's charge voltage? I mean the factory-set regulation voltage tolerance in percent, "
    "my lipo wants 4.20 V",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "accuracy",
            "%",
            mn=-0.75,
            mx=0.75,
            q="voltage",
            cond="regulation voltage VREG tolerance (4.2, 4.35, 4.40 or 4.50 V options)",
        )
    ],
    [ev("mcp73831.pdf", 14, "4.35V, 4.40V or 4.50V with a tolerance of ±0.75%.")],
    "+-0.75 %; look-alikes: VREG 4.168 / 4.20 / 4.232 V (in volts), line regulation 0.09 / 0.30 %/V, load regulation "
    "0.05 / 0.30 %.",
)
add(
    "rq59-f12",
    "medium",
    "simple",
    "What maximum load regulation does the TPS63020 datasheet state for the converter output?",
    ["TPS63020"],
    None,
    [it("TPS63020", "accuracy", "%", mx=0.5, q="voltage", cond="maximum load regulation")],
    [ev("tps63020.pdf", 6, "Maximum load regulation 0.5%")],
    "0.5 % (printed in the TYP column of a 'maximum' row); look-alikes: maximum line regulation 0.5 %, power-save "
    "regulation +0.6 .. +5 %, feedback 495 / 500 / 505 mV.",
    wording="formal",
)

# ---------- factual, insufficient evidence (rq59-uNN)
add(
    "rq59-u01",
    "hard",
    "simple",
    "What line regulation does the AMS1117-3.3 achieve when its input ranges from 4.75 V up to 15 V?",
    ["AMS1117"],
    "insufficient_evidence",
    [],
    [ev("ams1117.pdf", 2, "AMS1117-3.3 4.75V≤ VIN ≤ 12V 0.5 10 mV")],
    "Near miss: line regulation is specified for 4.75 V <= VIN <= 12 V only; 15 V is the absolute maximum input.",
    wording="formal",
)
add(
    "rq59-u02",
    "medium",
    "simple",
    "l298n total drop (upper + lower transistor) at 3 A? bigger motor now",
    ["L298N"],
    "insufficient_evidence",
    [],
    [],
    "Near miss: the total-drop row has IL = 1 A and IL = 2 A only.",
)
add(
    "rq59-u03",
    "hard",
    "simple",
    "Cargador TP4056 en un garaje sin calefacción a -10 °C: ¿qué tolerancia tiene la tensión de flotación (4,2 V) a "
    "esa temperatura?",
    ["TP4056"],
    "insufficient_evidence",
    [],
    [],
    "Near miss: VFLOAT 4.158 / 4.2 / 4.242 V is specified for 0 C <= TA <= 85 C only (no full-range dot).",
    lang="es",
)
add(
    "rq59-u04",
    "hard",
    "simple",
    "mcp73831 with a 10k prog resistor in a cold shed at -20 C. how accurate is the 100 mA fast charge current "
    "down there? need the min/max",
    ["MCP73831"],
    "insufficient_evidence",
    [],
    [],
    "Near miss: IREG 90 / 100 / 110 mA (PROG = 10 k) is given for TA = -5 C to +55 C only.",
)
add(
    "rq59-u05",
    "medium",
    "simple",
    "An SRD-05VDC-SL-C relay is mounted in a car cabin that reaches +70 °C when parked in the sun. What coil "
    "resistance does the datasheet give at +70 °C, so that the coil current can be calculated?",
    ["SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [],
    "Near miss: the coil data chart is at 20 C (55 / 70 Ohm +-10 %); no resistance at other temperatures.",
    wording="formal",
)
add(
    "rq59-u06",
    "hard",
    "simple",
    "esp32-wroom-32 driving leds straight off gpios inside a hot enclosure at 80 C. what high-level source current "
    "per pin does the datasheet give at that temperature?",
    ["ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [],
    "Near miss: IOH 40 / 40 / 20 mA is in the DC characteristics table for 3.3 V, 25 C only.",
)
add(
    "rq59-u07",
    "medium",
    "simple",
    "hc-sr04 powered from 3.3 V, how much current does it draw then?",
    ["HC-SR04"],
    "insufficient_evidence",
    [],
    [],
    "Near miss: the sheet gives working current 15 mA at 'DC 5 V' only.",
)
add(
    "rq59-u08",
    "medium",
    "simple",
    "An IRLZ44N switches a heater inside an enclosure where its junction will run at about 150 °C. What gate "
    "threshold voltage range does the datasheet guarantee at TJ = 150 °C?",
    ["IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "Near miss: VGS(th) 1.0 .. 2.0 V is specified at TJ = 25 C (VDS = VGS, ID = 250 uA) only; the 150 C rows are "
    "leakage rows (IDSS at VDS = 44 V).",
    wording="formal",
)
add(
    "rq59-u09",
    "hard",
    "simple",
    "si7021 on 2 AA cells (~2.4 V), heater setting 0100 to dry it out after fog. how many mA does the heater pull "
    "at that supply?",
    ["Si7021"],
    "insufficient_evidence",
    [],
    [ev("si7021.pdf", 25, "*Note: Assumes VDD = 3.3 V.")],
    "Near miss: the heater table (27.39 mA for 0100) assumes VDD = 3.3 V; nothing at 2.4 V.",
)
add(
    "rq59-u10",
    "medium",
    "simple",
    "What segment drive sink current does the TM1637 guarantee when it is supplied from VDD = 3.3 V?",
    ["TM1637"],
    "insufficient_evidence",
    [],
    [],
    "Near miss: the electrical characteristics are for VDD = 4.5 .. 5.5 V only.",
    wording="formal",
)

# ---------- compatibility: compatible (rq59-cNN)
add(
    "rq59-c01",
    "hard",
    "compatibility",
    "Charger box: a 7 V wall adapter feeds an AMS1117-5.0 (TO-252 on a big copper pour), and its 5 V output feeds a "
    "TP4056 set to 500 mA with RPROG = 2.2k. Electrically (input window, output voltage, current), is that combination "
    "OK?",
    ["AMS1117", "TP4056"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=4.9,
            typ=5.0,
            mx=5.1,
            cond="AMS1117-5.0, 0..1 A, 6.5 V <= VIN <= 12 V, full temperature",
        ),
        it("AMS1117", "output_current", "A", value=1, cond="output current"),
        it("TP4056", "supply_voltage", "V", mn=4.0, typ=5, mx=8.0, cond="VCC input supply voltage"),
        it(
            "TP4056",
            "output_current",
            "mA",
            mn=425,
            typ=500,
            mx=575,
            cond="BAT pin current, RPROG = 2.2 k",
        ),
    ],
    [
        ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V"),
        ev("ams1117.pdf", 2, "4.900 5.000 5.100 V"),
        ev("ams1117.pdf", 1, "Output Current of 1A"),
        ev("tp4056.pdf", 5, "VCC Input Supply Voltage ● 4.0 5 8.0 V"),
        ev("tp4056.pdf", 5, "RPROG=2.2K, Current Mode ● 425 500 575 mA"),
    ],
    "7 V is inside 6.5..12 V, 4.9..5.1 V inside TP4056 4.0..8.0 V, 575 mA max < 1 A; dissipation 2 V x 0.575 A = 1.15 W "
    "stays under the 1.2 W of note 2.",
)
add(
    "rq59-c02",
    "medium",
    "compatibility",
    "tp4056 charges a single 18650, and a tps63021 makes 3.3 V for the project straight from the cell (so 4.2 V full "
    "down to ~3.0 V empty). load is up to 1.5 A at 3.3 V. does the buck-boost cover that?",
    ["TP4056", "TPS63021"],
    "compatible",
    [
        it("TP4056", "output_voltage", "V", mn=4.158, typ=4.2, mx=4.242, cond="VFLOAT"),
        it("TPS63020", "supply_voltage", "V", mn=1.8, mx=5.5, cond="input voltage range"),
        it("TPS63020", "output_current", "A", value=2, cond="VIN > 2.5 V, VOUT = 3.3 V"),
    ],
    [
        ev("tp4056.pdf", 5, "0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
        ev("tps63020.pdf", 1, "Input voltage range: 1.8 V to 5.5 V"),
        ev("tps63020.pdf", 1, "Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A"),
    ],
    "3.0..4.242 V inside 1.8..5.5 V; 1.5 A < 2 A for VIN > 2.5 V.",
)
add(
    "rq59-c03",
    "medium",
    "compatibility",
    "desk clock: ds3231 + a max7219 driving an 8-digit 7-seg, both straight on a USB charger (4.75 to 5.25 V). "
    "any supply problem for either chip?",
    ["DS3231", "MAX7219"],
    "compatible",
    [
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating supply voltage"),
    ],
    [
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"),
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
    ],
    "4.75..5.25 V inside 2.3..5.5 V (DS3231) and 4.0..5.5 V (MAX7219).",
)
add(
    "rq59-c04",
    "hard",
    "compatibility",
    "3D printer hotend: a 12 V 40 W heater cartridge (about 3.3 A) is measured with an ACS712ELCTR-05B on the 5 V rail, "
    "and a MAX31855 on 3.3 V reads the thermocouple. Inside the enclosure it gets to 50 C. Are both parts within their "
    "ratings for this?",
    ["ACS712", "MAX31855"],
    "compatible",
    [
        it(
            "ACS712",
            "measurement_range",
            "A",
            mn=-5,
            mx=5,
            q="current",
            cond="ACS712ELCTR-05B optimized range",
        ),
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("ACS712", "operating_temperature", "°C", mn=-40, mx=85, cond="TOP, E range"),
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it(
            "MAX31855",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="operating temperature range",
        ),
    ],
    [
        ev("acs712.pdf", 2, "ACS712ELCTR-05B-T Tape and reel, 3000 pieces/reel –40 to 85 ±5 185"),
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev(
            "max31855.pdf",
            12,
            "Note: All devices are specified over the -40°C to +125°C operating temperature range.",
        ),
    ],
    "3.3 A inside +-5 A; 5 V and 3.3 V inside the supply windows; 50 C inside -40..85 C and -40..125 C.",
)
add(
    "rq59-c05",
    "medium",
    "compatibility",
    "A kitchen scale uses an HX711 and a TM1637 four-digit display, both supplied from a USB port (4.75 V to 5.25 V). "
    "Are both devices within their supply specifications?",
    ["HX711", "TM1637"],
    "compatible",
    [
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD, AVDD"),
        it(
            "TM1637",
            "supply_voltage",
            "V",
            typ=5,
            cond="logic power supply VDD (electrical characteristics at 4.5..5.5 V)",
        ),
    ],
    [
        ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
        ev("tm1637.pdf", 9, "Logic power supply voltage VDD 5 V"),
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
    ],
    "4.75..5.25 V inside HX711 2.6..5.5 V and the TM1637's 5 V / 4.5..5.5 V characterisation.",
    wording="formal",
)
add(
    "rq59-c06",
    "hard",
    "compatibility",
    "A solar monitor takes 5 V from USB into an XC6206P332 (3.3 V LDO); the 3.3 V rail feeds an ADS1115 and a BH1750 "
    "only. Are input voltage, output current and the two sensors' supply ranges compatible?",
    ["XC6206", "ADS1115", "BH1750"],
    "compatible",
    [
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN"),
        it("XC6206", "output_current", "mA", mx=200, cond="maximum output current, 3.0 V type"),
        it("ADS1115", "supply_voltage", "V", mn=2.0, mx=5.5, cond="supply range"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [
        ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V"),
        ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)"),
        ev("ads1115.pdf", 1, "WIDE SUPPLY RANGE: 2.0V to 5.5V"),
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
    ],
    "5 V inside 1.8..6.0 V; a few hundred uA of sensor current against 200 mA; 3.3 V inside 2.0..5.5 V and 2.4..3.6 V.",
    wording="formal",
)
add(
    "rq59-c07",
    "medium",
    "compatibility",
    "breathalyser demo: an srd-05vdc relay (form C) switches the mq-3's heater on/off from 5 V DC. heater is 5 V, "
    "under 750 mW. can the relay contacts take that?",
    ["MQ-3", "SRD-05VDC-SL-C"],
    "compatible",
    [
        it("MQ-3", "supply_voltage", "V", value=5, cond="heating voltage VH 5 V +- 0.1"),
        it("MQ-3", "power_consumption", "mW", mx=750, cond="heating consumption"),
        it("SRD-05VDC-SL-C", "contact_current", "A", mx=7, cond="form C, resistive, 28 VDC"),
    ],
    [
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1"),
        ev("mq-3.pdf", 1, "PH Heating consumption less than 750mw"),
        ev("srd-05vdc-sl-c.pdf", 2, "7A 28VDC"),
    ],
    "Heater current < 0.75 W / 5 V = 150 mA at 5 VDC, far inside 7 A 28 VDC.",
)
add(
    "rq59-c08",
    "hard",
    "compatibility",
    "In-car temperature alarm: an LM35CZ runs directly from the 12 V system (up to 14.4 V while charging) and a PC817 "
    "driven at IF = 10 mA isolates the alarm output. The cabin ranges from -25 °C in winter to +70 °C parked in the sun. "
    "Are both parts within their specified supply/current and temperature limits?",
    ["LM35", "PC817"],
    "compatible",
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply"),
        it("LM35", "operating_temperature", "°C", mn=-40, mx=110, cond="LM35C, LM35CA"),
        it("PC817", "operating_temperature", "°C", mn=-30, mx=100, cond="Topr"),
    ],
    [
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev("lm35.pdf", 3, "LM35C, LM35CA –40 110 °C"),
        ev("pc817.pdf", 4, "Operating temperature Topr −30 to +100"),
        ev("pc817.pdf", 4, "Forward current IF 50 mA"),
    ],
    "14.4 V inside 4..30 V; -25..+70 C inside -40..110 C (LM35C) and -30..100 C; 10 mA < IF 50 mA (absolute maximum; "
    "quoted as evidence, no item since fields.json has no input-current field).",
    wording="formal",
)
add(
    "rq59-c09",
    "medium",
    "compatibility",
    "outdoor thermometer: tmp36 + tm1637 display on 5 V, the whole thing lives outside, winter lows around -20 C. "
    "any of them out of its temp range?",
    ["TM1637", "TMP36"],
    "compatible",
    [
        it("TM1637", "operating_temperature", "°C", mn=-40, mx=85, cond="work temperature Topt"),
        it("TMP36", "operating_temperature", "°C", mn=-40, mx=125, cond="specified range"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="supply range +VS"),
    ],
    [
        ev("tm1637.pdf", 9, "Work temperature Topt -40 ～ +85 ℃"),
        ev("tmp36.pdf", 1, "Specified –40ⴗC to +125ⴗC, Operation to +150ⴗC"),
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
    ],
    "-20 C inside -40..85 C and -40..125 C; 5 V inside 2.7..5.5 V.",
)
add(
    "rq59-c10",
    "hard",
    "compatibility",
    "heater controller: pt100 read by a max31865 on 3.3 V, and an ina3221 (also on 3.3 V) watches the 12 V heater "
    "rail on one channel (bus up to 13 V). voltages ok for both?",
    ["INA3221", "MAX31865"],
    "compatible",
    [
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VS"),
        it("INA3221", "measurement_range", "V", mn=0, mx=26, q="voltage", cond="bus voltage"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
    ],
    [
        ev("ina3221.pdf", 3, "Power supply, 2.7V to 5.5V."),
        ev("ina3221.pdf", 1, "from 0V to 26V."),
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
    ],
    "3.3 V inside 2.7..5.5 V and 3.0..3.6 V; 13 V inside the 0..26 V bus range.",
)
add(
    "rq59-c11",
    "hard",
    "compatibility",
    "twilight switch: max44009 on 3.3 V decides, a 5 V srd-05vdc-sl-c (form C) switches a 60 W 230 VAC lamp (~0.26 A). "
    "is the relay contact rating ok for that, and the sensor supply?",
    ["MAX44009", "SRD-05VDC-SL-C"],
    "compatible",
    [
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it("SRD-05VDC-SL-C", "contact_current", "A", mx=7, cond="form C, resistive, 240 VAC"),
        it("SRD-05VDC-SL-C", "contact_voltage", "VAC", mx=250, cond="max allowable voltage, AC"),
    ],
    [
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
        ev("srd-05vdc-sl-c.pdf", 2, "7A 240VAC"),
        ev("srd-05vdc-sl-c.pdf", 2, "Max. Allowable Voltage 250VAC/110VDC"),
    ],
    "0.26 A at 230 VAC inside 7 A 240 VAC (form C resistive) and 250 VAC; 3.3 V inside 1.7..3.6 V.",
)
add(
    "rq59-c12",
    "medium",
    "compatibility",
    "weather station in northern sweden, -30 C in january: dht22 for humidity plus a tmp36 as a second temp probe, "
    "both on 5 V. will both be inside their rated temperature range?",
    ["DHT22", "TMP36"],
    "compatible",
    [
        it(
            "DHT22",
            "measurement_range",
            "°C",
            mn=-40,
            mx=80,
            q="temperature",
            cond="temperature range",
        ),
        it("TMP36", "operating_temperature", "°C", mn=-40, mx=125, cond="specified range"),
    ],
    [
        ev("dht22.pdf", 3, "Range -40 80"),
        ev("tmp36.pdf", 1, "Specified –40ⴗC to +125ⴗC, Operation to +150ⴗC"),
    ],
    "-30 C inside -40..80 C and -40..125 C.",
)
add(
    "rq59-c13",
    "medium",
    "compatibility",
    "Chest freezer logger at -25 C: a DS18B20 probe on 5 V and an MCP3008 (also on 5 V) reading the compressor's "
    "current transformer. Are both inside their supply and temperature ranges?",
    ["DS18B20", "MCP3008"],
    "compatible",
    [
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
        it(
            "DS18B20",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=125,
            cond="operating temperature range",
        ),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="single supply"),
        it("MCP3008", "operating_temperature", "°C", mn=-40, mx=85, cond="TA"),
    ],
    [
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
        ev(
            "ds18b20.pdf",
            2,
            "Operating Temperature Range.......................... -55°C to +125°C",
        ),
        ev("mcp3008.pdf", 1, "Single supply operation: 2.7V - 5.5V"),
        ev("mcp3008.pdf", 5, "Operating Temperature Range TA -40 — +85 °C"),
    ],
    "5 V inside 3.0..5.5 V and 2.7..5.5 V; -25 C inside -55..125 C and -40..85 C.",
)

# ---------- compatibility: incompatible (rq59-iNN)
add(
    "rq59-i01",
    "hard",
    "compatibility",
    "An LM2596-ADJ module with a fixed 1 % divider (no trimming) is set for 5.0 V to feed the heater of an MQ-2. Can the "
    "regulator's guaranteed feedback tolerance keep the heater inside the MQ-2's specified 5.0 V ± 0.1 V?",
    ["LM2596", "MQ-2"],
    "incompatible",
    [
        it(
            "LM2596",
            "output_voltage",
            "V",
            mn=1.193,
            mx=1.267,
            cond="feedback voltage VFB, 8.5..40 V in, 0.5..3 A, Vout = 5 V, 25 C (nominal 1.23 V)",
        ),
        it("MQ-2", "supply_voltage", "V", value=5.0, cond="heater voltage VH 5.0 V +- 0.1 V"),
    ],
    [
        ev(
            "lm2596.pdf",
            4,
            "Feedback Voltage (8.5 V ≤ Vin ≤ 40 V, 0.5 A ≤ ILoad ≤ 3.0 A, Vout = 5.0 V) VFB 1.193 1.267 V",
        ),
        ev(
            "lm2596.pdf",
            4,
            "Feedback Voltage (Vin = 12 V, ILoad = 0.5 A, Vout = 5.0 V, ) VFB_nom 1.23 V",
        ),
        ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC"),
    ],
    "VFB 1.193..1.267 V is -3.0 / +3.0 % around 1.23 V, so the output can sit anywhere in about 4.85..5.15 V (before "
    "resistor tolerance), wider than 4.9..5.1 V. 'Incompatible' = not guaranteed inside the heater window.",
    wording="formal",
)
add(
    "rq59-i02",
    "medium",
    "compatibility",
    "garage compressor monitor: acs712 on the motor line + an lm35dz for temperature. garage gets to -15 C in winter. "
    "ok for both?",
    ["ACS712", "LM35"],
    "incompatible",
    [
        it("ACS712", "operating_temperature", "°C", mn=-40, mx=85, cond="TA, range E"),
        it("LM35", "operating_temperature", "°C", mn=0, mx=100, cond="LM35D"),
    ],
    [
        ev("acs712.pdf", 2, "Nominal Operating Ambient Temperature TA Range E –40 to 85 ºC"),
        ev("lm35.pdf", 3, "LM35D 0 100"),
    ],
    "LM35D is rated 0..100 C, -15 C is below; the ACS712 (-40..85 C) would be fine.",
)
add(
    "rq59-i03",
    "medium",
    "compatibility",
    "current logger: acs712 and a w25q64 flash for the log, I just put everything on the 5 V rail to keep it simple. "
    "fine?",
    ["ACS712", "W25Q64FV"],
    "incompatible",
    [
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"),
    ],
    [
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("w25q64.pdf", 5, "Single 2.7 to 3.6V supply"),
    ],
    "5 V is above the W25Q64FV's 3.6 V maximum; the ACS712 itself needs the 5 V.",
)
add(
    "rq59-i04",
    "medium",
    "compatibility",
    "esp32 project, I power a dht11 and an hc-sr04 from the 3.3 V pin. is the dht11 ok on 3.3?",
    ["DHT11", "HC-SR04"],
    "incompatible",
    [it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC")],
    [ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V")],
    "This DHT11 sheet asks for 3.5..5.5 V; 3.3 V is below. (The HC-SR04 only states DC 5 V.)",
)
add(
    "rq59-i05",
    "hard",
    "compatibility",
    "A breathalyser stays in a car overnight in winter (-20 °C); it uses an MQ-3 and logs to a W25Q64FV. Is the MQ-3 "
    "rated for use at that temperature?",
    ["MQ-3", "W25Q64FV"],
    "incompatible",
    [it("MQ-3", "operating_temperature", "°C", mn=-10, mx=50, cond="using temperature Tao")],
    [ev("mq-3.pdf", 1, "Tao Using Tem -10℃-50℃")],
    "-20 C is below the MQ-3's -10..50 C using temperature.",
    wording="formal",
)
add(
    "rq59-i06",
    "hard",
    "compatibility",
    "dashboard gadget: max31855 thermocouple reader + vl53l0x distance sensor, sits on the dash where it hits 80 C "
    "in summer. both ok temperature-wise?",
    ["MAX31855", "VL53L0X"],
    "incompatible",
    [
        it(
            "MAX31855",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="operating temperature range",
        ),
        it("VL53L0X", "operating_temperature", "°C", mn=-20, mx=70, cond="normal operating"),
    ],
    [
        ev(
            "max31855.pdf",
            12,
            "Note: All devices are specified over the -40°C to +125°C operating temperature range.",
        ),
        ev("vl53l0x.pdf", 22, "Temperature (normal operating) -20 +70 °C"),
    ],
    "80 C is above the VL53L0X's +70 C; the MAX31855 would be fine.",
)
add(
    "rq59-i07",
    "medium",
    "compatibility",
    "portable smoke sniffer: mq-2 heater wired straight to a single li-ion cell that a tp4056 charges (4.2 V full, "
    "3.0 V empty). heater ok on that?",
    ["MQ-2", "TP4056"],
    "incompatible",
    [
        it("MQ-2", "supply_voltage", "V", value=5.0, cond="heater voltage VH 5.0 V +- 0.1 V"),
        it("TP4056", "output_voltage", "V", mn=4.158, typ=4.2, mx=4.242, cond="VFLOAT"),
    ],
    [
        ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC"),
        ev("tp4056.pdf", 5, "0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
    ],
    "The cell never exceeds 4.242 V, below the 4.9 V lower end of the heater window.",
)
add(
    "rq59-i08",
    "medium",
    "compatibility",
    "sun tracker: max44009 on the 3.3 V rail, and to save a regulator I also feed the bare L298N's logic supply (VSS, "
    "pin 9) from that 3.3 V. motor supply is 12 V. works?",
    ["L298N", "MAX44009"],
    "incompatible",
    [
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS (pin 9)"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [
        ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V"),
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
    ],
    "3.3 V is below the L298's 4.5 V VSS minimum.",
)
add(
    "rq59-i09",
    "hard",
    "compatibility",
    "E-bike pack monitor: an MCP3008 reads the pack through a divider, and an IRLZ44N switches a load straight across "
    "a 16S LiFePO4 pack (58.4 V when full). Is the MOSFET's drain-source rating adequate?",
    ["IRLZ44N", "MCP3008"],
    "incompatible",
    [it("IRLZ44N", "drain_source_voltage", "V", mx=55, cond="VDSS")],
    [ev("irlz44n.pdf", 1, "VDSS = 55V")],
    "58.4 V exceeds the 55 V VDSS.",
    wording="formal",
)
add(
    "rq59-i10",
    "medium",
    "compatibility",
    "room display: max7219 matrix + si7021 humidity sensor, both wired to the 5 V rail. any issue?",
    ["MAX7219", "Si7021"],
    "incompatible",
    [
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
    ],
    [
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
    ],
    "5 V is above the Si7021's 3.6 V maximum.",
)
add(
    "rq59-i11",
    "hard",
    "compatibility",
    "Engine-bay fan controller: an LM2596 makes 5 V from the 12 V system, a DS18B20 probes the coolant area and an "
    "SRD-05VDC-SL-C relay switches the fan. The module is mounted in the engine bay, where it reaches about 90 °C. "
    "Are all three parts rated for that ambient?",
    ["LM2596", "DS18B20", "SRD-05VDC-SL-C"],
    "incompatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "operating_temperature",
            "°C",
            mn=-25,
            mx=70,
            cond="ambient temperature",
        ),
        it(
            "DS18B20",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=125,
            cond="operating temperature range",
        ),
    ],
    [
        ev("srd-05vdc-sl-c.pdf", 2, "Ambient Temperature -25°C to +70°C"),
        ev(
            "ds18b20.pdf",
            2,
            "Operating Temperature Range.......................... -55°C to +125°C",
        ),
    ],
    "90 C exceeds the relay's +70 C ambient; the DS18B20 is fine; the LM2596 sheet gives a -40..+125 C operating "
    "temperature range (junction) and is not the deciding part.",
    wording="formal",
)
add(
    "rq59-i12",
    "medium",
    "compatibility",
    "hmc5883l compass for a wind vane on the roof, finnish winter, down to -35 C. inside its operating temp?",
    ["HMC5883L"],
    "incompatible",
    [it("HMC5883L", "operating_temperature", "°C", mn=-30, mx=85, cond="ambient")],
    [ev("hmc5883l.pdf", 2, "Operating Temperature Ambient -30 85 °C")],
    "-35 C is below the HMC5883L's -30 C.",
)
add(
    "rq59-i13",
    "hard",
    "compatibility",
    "Can an INA219 monitor the bus of a 24 V lead-acid bank high-side while the charger holds it at 28.8 V during the "
    "absorption phase?",
    ["INA219"],
    "incompatible",
    [it("INA219", "measurement_range", "V", mn=0, mx=26, q="voltage", cond="bus voltage")],
    [ev("ina219.pdf", 1, "Senses Bus Voltages from 0 to 26 V")],
    "28.8 V exceeds the 0..26 V bus range (the 32 V register range is not an input rating).",
    wording="formal",
)

# ---------- compatibility: insufficient evidence (rq59-eNN)
add(
    "rq59-e01",
    "hard",
    "compatibility",
    "terrarium: 12 V 3 A heat mat switched low-side by an irlz44n, gate straight from an esp32 gpio (3.3 V), dht22 "
    "for the climate. will the mosfet be fully on / stay cool at 3.3 V gate drive?",
    ["ESP32-WROOM-32", "IRLZ44N", "DHT22"],
    "insufficient_evidence",
    [],
    [],
    "RDS(on) is specified at VGS = 10 / 5 / 4 V only; nothing at 3.3 V (only typical curves).",
)
add(
    "rq59-e02",
    "medium",
    "compatibility",
    "garden shed, -15 C in winter: a dht11 and a dht22 side by side to compare them. are both rated for that cold?",
    ["DHT11", "DHT22"],
    "insufficient_evidence",
    [],
    [],
    "The DHT22 range is -40..80 C, but this DHT11 sheet gives no temperature range at all (only '25 C +-2 C').",
)
add(
    "rq59-e03",
    "hard",
    "compatibility",
    "Off-grid alcohol sensor: a 12 V 7 Ah battery feeds an LM2596 module set to 5 V, which runs the MQ-3 heater "
    "(< 750 mW). Will the battery last 48 hours, given the LM2596's efficiency at this light load?",
    ["LM2596", "MQ-3"],
    "insufficient_evidence",
    [],
    [],
    "The only efficiency figure is 73 % at 12 V in, 3 A, 5 V out; nothing at ~150 mA.",
    wording="formal",
)
add(
    "rq59-e04",
    "medium",
    "compatibility",
    "gas sniffer box on the balcony, -5 C in winter: mq-2 and mq-3 heaters both from a 5 V usb power bank. are both "
    "sensors rated for -5 C?",
    ["MQ-2", "MQ-3"],
    "insufficient_evidence",
    [],
    [],
    "MQ-3 'using temperature' -10..50 C covers -5 C, but the MQ-2 sheet gives no operating temperature.",
)
add(
    "rq59-e05",
    "hard",
    "compatibility",
    "Trail-camera light logger: MAX44009 and TMP36 run straight from a fresh CR2032 in a -30 °C winter forest. Will "
    "the cell keep both inside their supply ranges at that temperature?",
    ["MAX44009", "TMP36"],
    "insufficient_evidence",
    [],
    [],
    "Both are rated to -40 C; the outcome depends on the coin cell's voltage at -30 C under load, which no sheet gives "
    "(TMP36 needs >= 2.7 V).",
    wording="formal",
)
add(
    "rq59-e06",
    "hard",
    "compatibility",
    "bike computer: mpu-6050 (about 3.9 mA with dmp) + bh1750 on one CR2032. voltages are in range, but can the coin "
    "cell actually deliver ~4 mA continuously for a week of rides?",
    ["BH1750", "MPU-6050"],
    "insufficient_evidence",
    [],
    [],
    "Coin-cell capacity / continuous-current capability is not in any sheet.",
)
add(
    "rq59-e07",
    "hard",
    "compatibility",
    "unheated barn datalogger, -35 C in january: mcp3008 for sensors and a pcf8563 for timestamps with its 32 kHz "
    "crystal. both are rated to -40, but will the pcf8563 keep time accurately at -35?",
    ["MCP3008", "PCF8563"],
    "insufficient_evidence",
    [],
    [],
    "Timekeeping accuracy depends on the external crystal's temperature curve; the PCF8563 sheet gives no clock "
    "accuracy over temperature.",
)
add(
    "rq59-e08",
    "hard",
    "compatibility",
    "Chest-freezer ice-level logger at -18 °C: a TPS63021 makes 3.3 V from 2 x AA alkaline cells for a VL53L0X and a "
    "W25Q64FV. Will the AA cells hold enough voltage at -18 °C for the converter to keep running for six months?",
    ["TPS63021", "VL53L0X", "W25Q64FV"],
    "insufficient_evidence",
    [],
    [],
    "-18 C is inside all three ranges (VL53L0X -20..70 C); cell behaviour in the cold is not in any sheet.",
    wording="formal",
)
add(
    "rq59-e09",
    "medium",
    "compatibility",
    "ccs811 air quality logger (w25q64 flash) left in the car, cabin ~60 C in summer. will the eco2/tvoc readings "
    "still be accurate at that temperature?",
    ["CCS811", "W25Q64FV"],
    "insufficient_evidence",
    [],
    [],
    "60 C is inside the CCS811's -40..85 C operating range, but the sheet gives no accuracy at temperature.",
)
add(
    "rq59-e10",
    "hard",
    "compatibility",
    "dashcam-style logger stays in the car: mcp73831 charges a 1S lipo from USB, xc6206 makes 3.3 V for a dht22. "
    "cabin reaches 65 C parked. is it ok to let the mcp73831 charge the lipo at 65 C?",
    ["MCP73831", "XC6206", "DHT22"],
    "insufficient_evidence",
    [],
    [],
    "65 C is inside the MCP73831 (-40..85 C) and XC6206 ranges, but the MCP73831 has no cell-temperature input and no "
    "sheet gives cell charging-temperature limits.",
)
add(
    "rq59-e11",
    "medium",
    "compatibility",
    "thermometer: tm1637 4-digit display + ds18b20, both on the 3.3 V rail from an xc6206. is 3.3 V enough for the "
    "tm1637 and can the ldo feed it with all segments lit?",
    ["TM1637", "XC6206", "DS18B20"],
    "insufficient_evidence",
    [],
    [],
    "The TM1637 sheet gives VDD typ 5 V and characterises 4.5..5.5 V only; no minimum supply and no supply current "
    "with segments lit.",
)
add(
    "rq59-e12",
    "hard",
    "compatibility",
    "An outdoor snow-depth sensor uses an HC-SR04 on 5 V and a MAX44009 on 3.3 V; winter lows reach -25 °C. Are both "
    "devices rated for operation at that temperature?",
    ["HC-SR04", "MAX44009"],
    "insufficient_evidence",
    [],
    [],
    "MAX44009 -40..85 C covers it, but the HC-SR04 sheet gives no operating temperature.",
    wording="formal",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
