"""realq89: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: environment and limits. Operating versus storage temperature, humidity, absolute maximum
versus recommended conditions, ESD ratings, derating with temperature and self-heating; makers ask
whether a part works or survives in a place (car dashboard, freezer, attic, greenhouse, engine bay,
outdoors in winter, a kiln shed). About two thirds casual, one third formal; one question in
German, one in French.

python build_questions.py rewrites questions.jsonl next to this file.
"""

import json
from pathlib import Path

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


def fact(id, diff, question, devices, items, evidence, note, typ="simple", **kw):
    add(id, diff, typ, question, devices, None, items, evidence, note, **kw)


def trap(id, diff, question, devices, evidence, note, **kw):
    add(id, diff, "simple", question, devices, "insufficient_evidence", [], evidence, note, **kw)


def compat(id, diff, question, devices, verdict, items, evidence, note, **kw):
    if verdict == "insufficient_evidence":
        items = []
    add(id, diff, "compatibility", question, devices, verdict, items, evidence, note, **kw)


# Evidence used by several compatibility questions (compatibility evidence may sit on lines that
# earlier sets quoted; only the factual questions must use unmarked lines).
MCP3008_ESD = ev("mcp3008.pdf", 3, "ESD Protection On All Pins (HBM)")
DRV_HBM = ev(
    "drv8833.pdf", 5, "Human body model (HBM), per ANSI/ESDA/JEDEC JS-001, all pins (1) ±4000"
)
DRV_CDM = ev(
    "drv8833.pdf", 5, "Charged device model (CDM), per JEDEC specification JESD22-C101, all"
)
DRV_CDM_V = ev("drv8833.pdf", 5, "discharge ±1500")
MCP73831_HBM = ev("mcp73831.pdf", 3, "Human Body Model (1.5 k in Series with 100 pF)4 kV")
MCP2515_E = ev("mcp2515.pdf", 77, "Extended (E): TAMB = -40°C to +125°C")
MCP2515_I = ev("mcp2515.pdf", 75, "Industrial (I): TAMB = -40°C to +85°C")
MCP4725_TA = ev("mcp4725.pdf", 3, "RL = 5 kΩ from VOUT to VSS, CL = 100 pF, TA = -40°C to +125°C")
MCP4725_TSTG = ev(
    "mcp4725.pdf", 3, "Storage Temperature ...................................-65°C to +150°C"
)
TMP36_TA = ev("tmp36.pdf", 2, "Scale Factor, TMP36 –40°C ≤ TA ≤ +125°C")
MAX31855_TOP = ev(
    "max31855.pdf", 2, "Operating Temperature Range......................... -40NC to +125NC"
)
MAX31855_PD = ev(
    "max31855.pdf", 2, "SO (derate 5.9mW/NC above +70NC)........................470.6mW"
)
MAX31855_ICC = ev("max31855.pdf", 2, "Power-Supply Current ICC 900 1500")
INA3221_TA = ev("ina3221.pdf", 4, "Operating temperature, TA –40 125 °C")
ADS1115_TA = ev("ads1115.pdf", 4, "Specified temperature –40 +125 °C")
IRLZ_ID100 = ev("irlz44n.pdf", 1, "ID @ TC = 100°C Continuous Drain Current, VGS @ 10V 33")
IRLZ_PD = ev("irlz44n.pdf", 1, "PD @TC = 25°C Power Dissipation 110 W")
IRLZ_DERATE = ev("irlz44n.pdf", 1, "Linear Derating Factor 0.71 W/°C")
IRLZ_TJ = ev("irlz44n.pdf", 1, "-55 to + 175")
DS18B20_TOP = ev(
    "ds18b20.pdf", 2, "Operating Temperature Range.......................... -55°C to +125°C"
)
W25_TA = ev("w25q64.pdf", 72, "TA Industrial –40 +85 °C")
W25_HBM = ev(
    "w25q64.pdf", 72, "Electrostatic Discharge Voltage VESD(3) Human Body Model –2000 to +2000 V"
)
ESP_TA = ev("esp32-wroom-32.pdf", 15, "Operating ambient temperature –40 - 85 °C")
PCF_TAMB = ev("pcf8563.pdf", 27, "Tamb ambient temperature operating device 40 +85 C")
PCF_TSTG = ev("pcf8563.pdf", 27, "Tstg storage temperature [4] 65 +150 C")
BH_TOPR = ev("bh1750.pdf", 1, "Operating Temperature Topr -40～85 ℃")
BH_PD = ev("bh1750.pdf", 1, "Power Dissipation Pd 260※ mW")
BH_DERATE = ev("bh1750.pdf", 1, "Derating in done at 3.47mW/℃ for operating above Ta=25℃.")
BH_ICC = ev("bh1750.pdf", 2, "Supply Current Icc1 － 120 190 µA")
MAX44009_TA = ev("max44009.pdf", 1, "MAX44009EDT+ 6 UTDFN-Opto-EP* -40NC to +85NC")
TPS_TA = ev("tps63020.pdf", 5, "Operating free air temperature, TA –40 85 °C")
TPS_CDM = ev(
    "tps63020.pdf", 5, "Charged device model (CDM), per JEDEC specification JESD22-C101, ±1500"
)
MPU_TSTG = ev("mpu-6050.pdf", 20, "Storage Temperature Range -40°C to +125°C")
HMC_TSTG = ev("hmc5883l.pdf", 2, "Storage Temperature Ambient, unbiased -40 125 °C")
LM2596_TSTG = ev("lm2596.pdf", 2, "Storage Temperature Range Tstg −65 to +150 °C")
SRD_TAMB = ev("srd-05vdc-sl-c.pdf", 2, "Ambient Temperature -25°C to +70°C")
SRD_RH = ev("srd-05vdc-sl-c.pdf", 2, "Operating Humidity 45 to 85% RH")
SI_RH = ev("si7021.pdf", 7, "Operating Range1 Non-condensing 0 — 100 %RH")
SI_CDM = ev("si7021.pdf", 10, "CDM — — 1.25 kV")
MQ3_TAO = ev("mq-3.pdf", 1, "Tao Using Tem -10℃-50℃")
MQ3_TAS = ev("mq-3.pdf", 1, "Tas Storage Tem -20℃-70℃")
MQ3_RH = ev("mq-3.pdf", 1, "RH Related humidity less than 95%Rh")
INMP_TSTG = ev("inmp441.pdf", 6, "Storage −55°C to +150°C")
INMP_BIASED = ev("inmp441.pdf", 6, "Biased −40°C to +85°C")
XC_TOPR = ev("xc6206.pdf", 3, "Operating Ambient Temperature Topr - 40 ~ + 85 OC")
XC_SOT89_85 = ev("xc6206.pdf", 16, "85 400")
XC_SOT89_TITLE = ev("xc6206.pdf", 16, "SOT-89 Power Dissipation")
VL_TOP = ev("vl53l0x.pdf", 22, "Temperature (normal operating) -20 +70 °C")
LM35CA_TOP = ev("lm35.pdf", 3, "LM35C, LM35CA –40 110 °C")
MAX31865_TOP = ev(
    "max31865.pdf", 2, "Operating Temperature Range......................... -40NC to +125NC"
)
TP4056_TOP = ev("tp4056.pdf", 2, "Operating Ambient Temperature Range：-")
INA219_TA = ev("ina219.pdf", 4, "TA –25 85 ºC")
INA219_ABS_TOP = ev("ina219.pdf", 4, "Operating temperature –40 125 °C")
HX711_TOP = ev("hx711.pdf", 1, "Operation temperature range: -40 ~ +85℃")
TM1637_TOPT = ev("tm1637.pdf", 9, "Work temperature Topt -40 ～ +85 ℃")
CCS_RH = ev("ccs811.pdf", 5, "RHNC Relative Humidity (non-condensing) 10 95 %")
CCS_TAMB = ev("ccs811.pdf", 5, "TAMB(3) Ambient Temperature for Operation -40 85")
DS3231_TSTG = ev(
    "ds3231.pdf", 2, "Storage Temperature Range............................... -40°C to +85°C"
)
DS3231_NONCOND = ev("ds3231.pdf", 19, "Added “noncondensing” to operating temperature range")
MAX7219_E = ev("max7219.pdf", 2, "MAX7219E_G/MAX7221E_G.......................... -40°C to +85°C")
PC817_TOPR = ev("pc817.pdf", 4, "Operating temperature Topr −30 to +100 ˚C")
AMS_TSTG = ev("ams1117.pdf", 2, "Storage temperature - 65°C to +150°C")
ESP_FLOOR = ev(
    "esp32-wroom-32.pdf",
    22,
    "After unpacking, the module must be soldered within 168 hours with the factory conditions 25 ± 5 °C and 60",
)
MPU_FLOOR = ev(
    "mpu-6050.pdf",
    46,
    "After opening moisture-sealed bag 168 hours -- Storage conditions: ambient ≤30°C at 60%RH",
)
HMC_BAKE = ev(
    "hmc5883l.pdf",
    6,
    "A baking process (125C, 24 hrs) is required if",
)
HMC_DRY = ev(
    "hmc5883l.pdf",
    6,
    "device is not kept continuously in a dry (< 10% RH) environment before assembly.",
)
DHT22_RANGE = ev("dht22.pdf", 3, "Range -40 80 ℃")
L298_TOP = ev("l298n.pdf", 2, "Top Junction Operating Temperature –25 to 130 °C")

# ================================================================ answerable factual (14)
fact(
    "rq89-f01",
    "medium",
    "greenhouse logger, the si7021 sits in a vented box right above the misting nozzles so it gets "
    "sprayed now and then. i ordered the version with the factory-fitted filter cover. what ip "
    "rating does silabs give for that cover?",
    ["Si7021"],
    [
        it(
            "Si7021",
            "ip_rating",
            values=["IP67"],
            cond="factory-installed protective cover (Table 9)",
        )
    ],
    [ev("si7021.pdf", 17, "IP Rating (per IEC 529) IP67")],
    "Table 9 (protective cover): PTFE, -40 .. 125 C, 260 C max reflow, IP67. Look-alikes: the cover's "
    "own operating temperature -40 .. 125 C (the G grade chip stops at +85 C), the 0 .. 100 %RH "
    "non-condensing range.",
)
fact(
    "rq89-f02",
    "hard",
    "car dashboard clock: ds3231 zs-042 board behind the windscreen, the car goes from freezing "
    "nights to a hot cabin. the description says the rtc stays accurate over the whole industrial "
    "range. how many minutes per year is that, and over which temperature range?",
    ["DS3231"],
    [
        it(
            "DS3231",
            "accuracy",
            "min",
            mn=-2,
            mx=2,
            cond="timekeeping accuracy per year, -40 C to +85 C (detailed description)",
        ),
    ],
    [
        ev("ds3231.pdf", 9, "RTC to within ±2 minutes per year accuracy from -40°C"),
        ev("ds3231.pdf", 9, "to +85°C. The TCXO frequency output is available at the"),
    ],
    "Detailed description: +-2 minutes per year from -40 C to +85 C. Look-alikes: +-2 ppm (0 .. +40 C) "
    "and +-3.5 ppm frequency stability rows, +-3 C temperature accuracy, crystal aging +-1 ppm first "
    "year. The DS3231S (0 .. +70 C) does not reach -40 C. The range (-40 .. +85 C) sits in the item's "
    "condition only: its two ends are on two layout lines, so no single quote carries both.",
)
fact(
    "rq89-f03",
    "medium",
    "chest freezer logger, i want the ds18b20 soldered flat on the board so i got the 8-pin soic "
    "version on tape and reel (ds18b20z+t&r). what temperature range does the ordering table give "
    "for that one?",
    ["DS18B20"],
    [
        it(
            "DS18B20",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=125,
            cond="DS18B20Z+T&R, 8 SO, ordering information",
        )
    ],
    [ev("ds18b20.pdf", 19, "DS18B20Z+T&R -55°C to +125°C 8 SO (2500 Piece) DS18B20")],
    "Ordering information: every DS18B20 variant (TO-92, FSOP, SO) is -55 .. +125 C. Look-alikes: "
    "+-0.5 C accuracy only from -10 .. +85 C, parasite power not above +100 C.",
)
fact(
    "rq89-f04",
    "hard",
    "solar shed monitor: ina3221 with channel 1 on the panel side and channel 3 on the battery, the "
    "panels can swing a bit negative at night through the cabling. i know the differential "
    "(shunt) input can take +-26 v, but what's the allowed voltage range on each IN+ / IN- pin itself "
    "relative to ground?",
    ["INA3221"],
    [
        it(
            "INA3221",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=26,
            cond="voltage at the IN+ and IN- pins, absolute maximum (note 2)",
        )
    ],
    [
        ev(
            "ina3221.pdf",
            4,
            "VIN+ and VIN– can have a differential voltage of –26V to +26V; however, the voltage at "
            "these pins must not exceed the range of",
        ),
        ev("ina3221.pdf", 4, "–0.3V to +26V."),
    ],
    "Absolute maximum note 2: each pin -0.3 .. +26 V; the differential may be -26 .. +26 V. "
    "Look-alikes: supply 6 V, SDA -0.3 .. 6 V, bus 0 .. 26 V operating range.",
    wording="formal",
)
fact(
    "rq89-f05",
    "hard",
    "According to the cold-junction compensation description of the MAX31855, over what range may "
    "the reference (cold) junction temperature, i.e. the board the device sits on, lie while the "
    "device still compensates it?",
    ["MAX31855"],
    [
        it(
            "MAX31855",
            "measurement_range",
            "°C",
            mn=-55,
            mx=125,
            q="temperature",
            cond="reference (cold) junction temperature range, Cold-Junction Compensation section",
        )
    ],
    [
        ev("max31855.pdf", 8, "reference junction, or “cold” end (which should be at"),
        ev("max31855.pdf", 9, "is mounted) can range from -55NC to +125NC."),
    ],
    "Cold-Junction Compensation text: the cold end may range from -55 C to +125 C. Look-alike and "
    "trap: the device's own operating range is -40 .. +125 C (absolute maximum and recommended "
    "conditions); internal cold-junction error +-2 C (-20 .. +85 C) / +-3 C (-40 .. +125 C).",
    wording="formal",
)
fact(
    "rq89-f06",
    "medium",
    "pizza oven display: lm35 into the serial adc circuit from the ti sheet (the one with the "
    "ADC08031 and an LM385 reference, serial data out). before i wire it up, what full-scale "
    "temperature is that figure drawn for?",
    ["LM35"],
    [
        it(
            "LM35",
            "measurement_range",
            "°C",
            mx=128,
            q="temperature",
            cond="Figure 24 temperature-to-digital converter (serial output), full scale",
        )
    ],
    [
        ev("lm35.pdf", 14, "Figure 24. Temperature To Digital Converter"),
        ev("lm35.pdf", 14, "(128°C Full Scale)"),
    ],
    "Figure 24 (serial, ADC08031): 128 C full scale; Figure 25 (parallel, ADC0804) is also 128 C. "
    "Look-alikes: LM35 -55 .. +150 C, Figure 27 V/F converter 2 .. 150 C.",
)
fact(
    "rq89-f07",
    "medium",
    "A CAN node for an engine compartment is to use the MCP2515 in the extended temperature grade "
    "(suffix E). Which ambient temperature range do the electrical characteristics tables state for "
    "that grade?",
    ["MCP2515"],
    [
        it(
            "MCP2515",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="Extended (E) grade, TAMB, electrical characteristics",
        )
    ],
    [ev("mcp2515.pdf", 77, "Extended (E): TAMB = -40°C to +125°C")],
    "Extended (E): -40 .. +125 C; Industrial (I): -40 .. +85 C. Look-alike: 'ambient temperature with "
    "power applied' -65 .. +125 C in the absolute maximum ratings. Same numbers as mcp2515-m3 (the "
    "product identification table); this row is the electrical-characteristics heading.",
    wording="formal",
)
fact(
    "rq89-f08",
    "medium",
    "attic fan controller, through-hole build so i'm using the plain dip-16 74hc595n. the attic gets "
    "crazy hot in july. what ambient range does the nxp ordering table list for the 74hc595n?",
    ["74HC595"],
    [
        it(
            "74HC595",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="74HC595N, DIP16, ordering information",
        )
    ],
    [ev("74hc595.pdf", 2, "74HC595N 40 C to +125 C DIP16")],
    "Ordering table: 74HC595N -40 .. +125 C (the minus sign is lost in the text layer). Same numbers "
    "as the recommended Tamb row (74hc595-e2). Look-alike: Ptot of DIP16 derates 12 mW/K above 70 C.",
)
fact(
    "rq89-f09",
    "medium",
    "Which operating temperature range does the MAX7219 front page give for the bare die (C/D) "
    "version?",
    ["MAX7219"],
    [
        it(
            "MAX7219",
            "operating_temperature",
            "°C",
            mn=0,
            mx=70,
            cond="MAX7219C/D (dice), ordering information on page 1",
        )
    ],
    [ev("max7219.pdf", 1, "MAX7219C/D 0°C to +70°C Dice*")],
    "Ordering information: MAX7219C/D 0 .. +70 C, dice specified at TA = +25 C. Look-alikes: E grade "
    "-40 .. +85 C, storage -65 .. +160 C. Same numbers as the C-grade packaged parts asked earlier.",
    wording="formal",
)
fact(
    "rq89-f10",
    "medium",
    "spare ads1115 boards live in a toolbox in the car trunk all year (never powered there). what "
    "storage temperature does the absolute max table allow?",
    ["ADS1115"],
    [
        it(
            "ADS1115",
            "storage_temperature",
            "°C",
            mn=-60,
            mx=150,
            cond="absolute maximum ratings",
        )
    ],
    [ev("ads1115.pdf", 2, "Storage temperature range –60 to +150 °C")],
    "Absolute maximum: storage -60 .. +150 C. Same numbers as rq24-f22 (the temperature section of the "
    "electrical table on page 4); this is the absolute-maximum line. Look-alike: specified "
    "-40 .. +125 C, junction 150 C.",
)
fact(
    "rq89-f11",
    "medium",
    "bought a reel of MCP4725A0T-E/CH for a heater controller. what temperature range does the E in "
    "the part number stand for?",
    ["MCP4725"],
    [
        it(
            "MCP4725",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="temperature range code E, product identification system",
        )
    ],
    [ev("mcp4725.pdf", 47, "Temperature Range: E = -40°C to +125°C")],
    "Product identification: E = -40 .. +125 C. Same numbers as mcp4725-e3 (TA in the electrical "
    "table). Look-alikes: ambient with power applied -55 .. +125 C, storage -65 .. +150 C, EEPROM "
    "specs only at 25 C.",
)
fact(
    "rq89-f12",
    "medium",
    "ski hut scoreboard, tm1637 4-digit modules in an unheated hut. what ambient range is the "
    "tm1637's 'normal working range' table specified for?",
    ["TM1637"],
    [
        it(
            "TM1637",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="normal working range table heading",
        )
    ],
    [ev("tm1637.pdf", 9, "Normal working range (Ta = -40～+85℃, Vss = 0 V)")],
    "Normal working range: Ta = -40 .. +85 C. Same numbers as the Topt limit row (tm1637-e2). "
    "Look-alike: storage -65 .. +150 C.",
)
fact(
    "rq89-f13",
    "medium",
    "gy-49 light sensor for a plant shelf that sits next to a window (cold at night). over what "
    "temperature range are the max44009 electrical characteristics (TMIN to TMAX) given?",
    ["MAX44009"],
    [
        it(
            "MAX44009",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="TMIN to TMAX of the electrical characteristics",
        )
    ],
    [ev("max44009.pdf", 3, "(VCC = 1.8V, TMIN to TMAX = -40NC to +85NC, unless otherwise noted.)")],
    "Electrical characteristics heading: TMIN to TMAX = -40 .. +85 C. Same numbers as max44009-e6 "
    "(ordering information).",
)
fact(
    "rq89-f14",
    "hard",
    "the lm35 sheet has a circuit with an LM131 voltage-to-frequency converter and a 4N28 "
    "optocoupler for an isolated output. i want that for a boiler sensor. what temperature range is "
    "it drawn for (and what frequency span does that give)?",
    ["LM35"],
    [
        it(
            "LM35",
            "measurement_range",
            "°C",
            mn=2,
            mx=150,
            q="temperature",
            cond="Figure 27 V/F converter with isolated output (20 .. 1500 Hz)",
        )
    ],
    [
        ev(
            "lm35.pdf",
            17,
            "Figure 27. LM35 With Voltage-To-Frequency Converter And Isolated Output",
        ),
        ev("lm35.pdf", 17, "(2°C to 150°C; 20 to 1500 Hz)"),
    ],
    "Figure 27: 2 .. 150 C, 20 .. 1500 Hz (10 Hz/C). The frequency span has no field; the item is the "
    "temperature range. Look-alikes: Figure 24/25 128 C full scale, basic circuit +2 .. +150 C "
    "(asked as an operating range in rq68-i12).",
)

# ================================================================ insufficient_evidence factual (10)
trap(
    "rq89-u01",
    "hard",
    "esp32 in a hot attic (up to about 80 C) driving a bunch of leds straight from the gpios, close to "
    "the 1.1 a total the abs max table allows. is that cumulative io current guaranteed at 80 C, or "
    "only tested at room temperature?",
    ["ESP32-WROOM-32"],
    [
        ev(
            "esp32-wroom-32.pdf",
            15,
            "1. The module worked properly after a 24-hour test in ambient temperature at 25 °C, and "
            "the IOs in three domains",
        ),
    ],
    "The 1,100 mA cumulative IO current comes with a note: the module worked after a 24-hour test at "
    "25 C. No rating at other temperatures. Look-alikes: 40 mA / 20 mA per-pin source currents at "
    "3.3 V, 25 C.",
)
trap(
    "rq89-u02",
    "medium",
    "What minimum die temperature does the MCP73831 data sheet guarantee for its thermal shutdown?",
    ["MCP73831"],
    [ev("mcp73831.pdf", 5, "Die Temperature TSD — 150 — C")],
    "Thermal shutdown: 150 C typical and 10 C hysteresis typical, no minimum or maximum (section 4.10 "
    "repeats 'exceeds 150 C' without a tolerance). Look-alikes: "
    "operating TJ -40 .. +125 C, DRV8833 tTSD 150 C minimum (another part).",
    wording="formal",
)
trap(
    "rq89-u03",
    "hard",
    "songle srd-05vdc relay held on all day in a small sealed box. what is the guaranteed maximum "
    "coil temperature rise at the rated 0.45 w coil power? i need a number i can design to.",
    ["SRD-05VDC-SL-C"],
    [
        ev("srd-05vdc-sl-c.pdf", 2, "9.REFERENCE DATA"),
        ev("srd-05vdc-sl-c.pdf", 2, "Coil Temperature Rise"),
    ],
    "Only a 'reference data' curve of coil temperature rise against coil power; no guaranteed value. "
    "Look-alikes: ambient -25 .. +70 C, coil power abt. 0.36 / 0.45 W.",
)
trap(
    "rq89-u04",
    "medium",
    "What minimum current transfer ratio does the PC817 data sheet guarantee after 10 years of "
    "continuous operation at 70 °C ambient?",
    ["PC817"],
    [
        ev(
            "pc817.pdf",
            9,
            "In the case of long term operation, please take the general IRED degradation (50% "
            "degradation over 5years)",
        ),
    ],
    "Only a general design note (IRED emission degrades about 50 % over 5 years); no end-of-life CTR "
    "and nothing at 70 C. Look-alikes: CTR 50 .. 600 % at IF = 5 mA, 25 C; Topr -30 .. +100 C.",
    wording="formal",
)
trap(
    "rq89-u05",
    "medium",
    "ccs811 in a greenhouse, i run it in mode 3 (one reading a minute) to save power and heat. the "
    "sheet gives a lifetime for mode 1. what lifetime does it give for mode 3?",
    ["CCS811"],
    [ev("ccs811.pdf", 5, "Product Lifetime >5 Years In mode 1")],
    "Lifetime >5 years is given for mode 1 only; note 4 just says it will be longer in modes 2 and 3. "
    "Look-alikes: 10 .. 95 %RH non-condensing, -40 .. 85 C, MSL 1.",
)
trap(
    "rq89-u06",
    "hard",
    "An AMS1117-3.3 serves as a low-cost reference in an enclosure held at about 85 °C for years. "
    "What long-term output drift does the data sheet guarantee at 85 °C over five years?",
    ["AMS1117"],
    [ev("ams1117.pdf", 3, "Long Term Stability TA =125°C, 1000Hrs 0.3 1 %")],
    "Long-term stability is given at TA = 125 C for 1000 hours (0.3 % typ, 1 % max) only; nothing at "
    "85 C or over 5 years. Look-alikes: temperature stability 0.5 %, thermal regulation 0.008 %/W.",
    wording="formal",
)
trap(
    "rq89-u07",
    "hard",
    "Ich plane einen LM2596-Abwärtswandler für eine Steuerung im Dachboden; die Sperrschicht wird "
    "dort etwa 110 °C erreichen. Welche Lebensdauer in Stunden nennt das Datenblatt für diese "
    "Sperrschichttemperatur?",
    ["LM2596"],
    [
        ev("lm2596.pdf", 17, "For every additional +10°C"),
        ev("lm2596.pdf", 17, "withstand, the estimated operating lifetime"),
        ev("lm2596.pdf", 17, "of the component is halved."),
    ],
    "The thermal design section only says the estimated lifetime halves for every +10 C of junction "
    "temperature; no lifetime in hours at any temperature. Look-alikes: conservative TJ 110 C, TJ max "
    "125 C, maximum junction 150 C.",
    wording="formal",
    lang="de",
)
trap(
    "rq89-u08",
    "medium",
    "opened a bag of bare hmc5883l chips in my garage (humid summer), i'll reflow them over the next "
    "few days. how many hours of floor life does honeywell give after the bag is opened before i must "
    "bake them?",
    ["HMC5883L"],
    [
        ev(
            "hmc5883l.pdf",
            6,
            "This device is classified as MSL 3 with 260C peak reflow temperature. A baking process "
            "(125C, 24 hrs) is required if",
        ),
    ],
    "The sheet gives MSL 3 and says to bake (125 C, 24 h) unless the parts were kept continuously "
    "below 10 %RH; it states no floor life in hours (168 h is the JEDEC MSL 3 value, not in this "
    "sheet). Look-alikes: storage -40 .. 125 C, MPU-6050 168 h (another sheet).",
)
trap(
    "rq89-u09",
    "hard",
    "bh1750 on a weather station mast, winter nights around -20 C. what lux measurement accuracy "
    "does rohm guarantee at -20 C?",
    ["BH1750"],
    [
        ev("bh1750.pdf", 3, "Temperature Dependency"),
        ev(
            "bh1750.pdf",
            18,
            "[b] Use of our Products outdoors or in places where the Products are exposed to direct "
            "sunlight or dust",
        ),
    ],
    "Measurement accuracy (0.96 .. 1.44) is specified at Ta = 25 C only; the temperature dependency "
    "is a typical curve, and ROHM lists outdoor use as a special environment needing the user's own "
    "verification. Look-alikes: Topr -40 .. 85 C, +-20 % variation in the features list.",
)
trap(
    "rq89-u10",
    "medium",
    "what's the operating temperature range of the ds18b20-par (the parasite-power-only version)? "
    "the maxim ds18b20 sheet should cover it.",
    ["DS18B20"],
    [
        ev("ds18b20.pdf", 19, "DS18B20Z/T&R -55°C to +125°C 8 SO (2500 Piece) DS18B20"),
        ev(
            "ds18b20.pdf",
            19,
            "+Denotes a lead-free package. A “+” will appear on the top mark of lead-free packages.",
        ),
    ],
    "Part not covered: the DS18B20-PAR has its own data sheet; the ordering table of this sheet lists "
    "DS18B20, DS18B20U and DS18B20Z variants (all -55 .. +125 C), no -PAR. Parasite power of the "
    "DS18B20 itself is not recommended above +100 C.",
)

# ================================================================ compatibility: compatible (12)
compat(
    "rq89-c01",
    "medium",
    "Our incoming inspection now requires at least 4 kV human-body-model ESD rating on all pins of "
    "every IC. The board carries an MCP3008 ADC, a DRV8833 motor driver and an MCP73831 charger. Do "
    "the data sheets show that all three meet 4 kV HBM?",
    ["MCP3008", "DRV8833", "MCP73831"],
    "compatible",
    [],
    [MCP3008_ESD, ev("mcp3008.pdf", 3, "≥ 4 kV"), DRV_HBM, MCP73831_HBM],
    "MCP3008 >= 4 kV HBM on all pins, DRV8833 +-4000 V HBM all pins, MCP73831 4 kV HBM. ESD ratings "
    "have no field, so there are no items.",
    wording="formal",
)
compat(
    "rq89-c02",
    "hard",
    "engine bay box on my old diesel, 120 C inside on a hot day: mcp2515-E/SO (the extended temp one) "
    "for the can bus, an mcp4725 making a 0-5 v signal for the fan controller and a tmp36 measuring "
    "the box. all three specced for 120 C?",
    ["MCP2515", "MCP4725", "TMP36"],
    "compatible",
    [
        it("MCP2515", "operating_temperature", "°C", mn=-40, mx=125, cond="Extended (E)"),
        it("MCP4725", "operating_temperature", "°C", mn=-40, mx=125, cond="TA, electrical table"),
        it("TMP36", "operating_temperature", "°C", mn=-40, mx=125, cond="specified range"),
    ],
    [MCP2515_E, MCP4725_TA, TMP36_TA],
    "All three are specified to +125 C: MCP2515 E grade, MCP4725 TA -40 .. +125 C, TMP36 "
    "-40 .. +125 C. Look-alike: MCP2515 I grade only +85 C.",
)
compat(
    "rq89-c03",
    "hard",
    "A kiln monitor box sits beside the kiln at up to 110 °C ambient. It contains a MAX31855 (SO-8, "
    "3.3 V), an INA3221 on the heater supply and an ADS1115 for auxiliary inputs. Are all three "
    "within their operating temperature ranges there, and does the MAX31855's own dissipation stay "
    "within its derated package rating at 110 °C?",
    ["MAX31855", "INA3221", "ADS1115"],
    "compatible",
    [
        it("MAX31855", "operating_temperature", "°C", mn=-40, mx=125, cond="absolute maximum"),
        it("MAX31855", "supply_current", "uA", typ=900, mx=1500, cond="ICC"),
        it("INA3221", "operating_temperature", "°C", mn=-40, mx=125, cond="recommended TA"),
        it("ADS1115", "operating_temperature", "°C", mn=-40, mx=125, cond="specified"),
    ],
    [MAX31855_TOP, MAX31855_PD, MAX31855_ICC, INA3221_TA, ADS1115_TA],
    "MAX31855 -40 .. +125 C; SO package 470.6 mW derated 5.9 mW/C above +70 C gives about 235 mW at "
    "110 C, against at most 1.5 mA x 3.6 V = 5.4 mW drawn. INA3221 and ADS1115 to +125 C.",
    wording="formal",
)
compat(
    "rq89-c04",
    "hard",
    "heater mosfet on a big heatsink: irlz44n driven with a proper 10 v gate driver, 25 a "
    "continuous, and the case sits at about 100 C (measured with a ds18b20 clamped to the heatsink). "
    "the logger's w25q64 is on the cool side of the board, 40 C. is the fet ok at 25 a with the case "
    "at 100 C, and is the ds18b20 fine on that heatsink?",
    ["IRLZ44N", "DS18B20", "W25Q64FV"],
    "compatible",
    [
        it("IRLZ44N", "output_current", "A", mx=33, cond="ID at TC = 100 C, VGS = 10 V"),
        it("DS18B20", "operating_temperature", "°C", mn=-55, mx=125),
        it("W25Q64FV", "operating_temperature", "°C", mn=-40, mx=85, cond="industrial"),
    ],
    [IRLZ_ID100, DS18B20_TOP, W25_TA],
    "ID @ TC = 100 C is 33 A (VGS 10 V), above 25 A; DS18B20 -55 .. +125 C; W25Q64FV at 40 C.",
)
compat(
    "rq89-c05",
    "medium",
    "attic weather logger, it hits 80 c up there in summer: esp32-wroom-32 module, w25q64fv (the "
    "industrial -ig one) for logs and a pcf8563 rtc. all rated for 80?",
    ["ESP32-WROOM-32", "W25Q64FV", "PCF8563"],
    "compatible",
    [
        it("ESP32-WROOM-32", "operating_temperature", "°C", mn=-40, mx=85),
        it("W25Q64FV", "operating_temperature", "°C", mn=-40, mx=85, cond="industrial"),
        it("PCF8563", "operating_temperature", "°C", mn=-40, mx=85),
    ],
    [ESP_TA, W25_TA, PCF_TAMB],
    "All three are rated to +85 C ambient.",
)
compat(
    "rq89-c06",
    "hard",
    "light sensor inside a sealed outdoor lamp housing, gets to 70 C inside: bh1750 (gy-302), a "
    "max44009 for the bright range and an ina219 watching the led current. is 70 C ok for all three, "
    "and with "
    "the bh1750's power dissipation derating at 70 C is there still margin for what it draws?",
    ["BH1750", "MAX44009", "INA219"],
    "compatible",
    [
        it("BH1750", "operating_temperature", "°C", mn=-40, mx=85),
        it("BH1750", "supply_current", "uA", typ=120, mx=190, cond="Ev = 100 lx"),
        it("MAX44009", "operating_temperature", "°C", mn=-40, mx=85),
        it("INA219", "operating_temperature", "°C", mn=-25, mx=85, cond="recommended TA"),
    ],
    [BH_TOPR, BH_PD, BH_DERATE, BH_ICC, MAX44009_TA, INA219_TA],
    "BH1750 Topr -40 .. 85 C; Pd 260 mW derated 3.47 mW/C above 25 C leaves about 104 mW at 70 C, "
    "while it draws at most 190 uA x 3.6 V = 0.7 mW. MAX44009 to +85 C, INA219 recommended to +85 C.",
)
compat(
    "rq89-c07",
    "medium",
    "spare boards left in the glovebox all summer, never powered in the car, cabin up to 95 c: "
    "mpu-6050 (gy-521), hmc5883l compass and an lm2596 buck module. will storage at 95 hurt any "
    "of them per "
    "the sheets?",
    ["MPU-6050", "HMC5883L", "LM2596"],
    "compatible",
    [
        it("MPU-6050", "storage_temperature", "°C", mn=-40, mx=125),
        it("HMC5883L", "storage_temperature", "°C", mn=-40, mx=125, cond="ambient, unbiased"),
        it("LM2596", "storage_temperature", "°C", mn=-65, mx=150),
    ],
    [MPU_TSTG, HMC_TSTG, LM2596_TSTG],
    "Storage limits: MPU-6050 and HMC5883L +125 C, LM2596 +150 C. Look-alikes: operating limits "
    "+85 C (+105 C abs max for the MPU-6050), LM2596 TJ 125 C.",
)
compat(
    "rq89-c08",
    "medium",
    "greenhouse controller: about 30 c and 75 %rh most of the day, never condensing (the box is "
    "vented and heated a bit). srd-05vdc relay for the fan, si7021 for humidity, mq-3 (yes, i'm "
    "sniffing fermentation). are all three ok with that temperature and humidity?",
    ["SRD-05VDC-SL-C", "Si7021", "MQ-3"],
    "compatible",
    [
        it("SRD-05VDC-SL-C", "operating_humidity", "%RH", mn=45, mx=85),
        it("SRD-05VDC-SL-C", "operating_temperature", "°C", mn=-25, mx=70),
        it("Si7021", "operating_humidity", "%RH", mn=0, mx=100, cond="non-condensing"),
        it("MQ-3", "operating_humidity", "%RH", mx=95),
        it("MQ-3", "operating_temperature", "°C", mn=-10, mx=50),
    ],
    [SRD_RH, SRD_TAMB, SI_RH, MQ3_RH, MQ3_TAO],
    "SRD 45 .. 85 %RH and -25 .. +70 C; Si7021 0 .. 100 %RH non-condensing (recommended 20 .. 80 %RH "
    "over -10 .. 60 C also met); MQ-3 below 95 %RH and -10 .. 50 C.",
)
compat(
    "rq89-c09",
    "medium",
    "building kits over the winter and the parts box lives in an unheated shed in northern canada, "
    "-40 c some nights (parts just sitting there, unpowered): inmp441 mics, pcf8563 rtcs and mcp4725 "
    "dacs. ok to store them like that?",
    ["INMP441", "PCF8563", "MCP4725"],
    "compatible",
    [
        it("INMP441", "storage_temperature", "°C", mn=-55, mx=150),
        it("PCF8563", "storage_temperature", "°C", mn=-65, mx=150),
        it("MCP4725", "storage_temperature", "°C", mn=-65, mx=150),
    ],
    [INMP_TSTG, PCF_TSTG, MCP4725_TSTG],
    "Storage limits: INMP441 -55 C, PCF8563 -65 C, MCP4725 -65 C. Look-alike: PCF8563's NXP "
    "store-and-transport recommendation +8 .. +45 C (note 4) is a handling recommendation, not the "
    "limiting value.",
)
compat(
    "rq89-c10",
    "hard",
    "Boîtier au soleil qui monte à 60 °C : un XC6206P332 en SOT-89 (monté sur carte comme dans la "
    "fiche) abaisse 5 V en 3,3 V pour environ 150 mA, il alimente un VL53L0X et un MAX31865. "
    "Le régulateur reste-t-il dans sa puissance dissipable, et les trois composants sont-ils "
    "spécifiés pour 60 °C ?",
    ["XC6206", "VL53L0X", "MAX31865"],
    "compatible",
    [
        it("XC6206", "operating_temperature", "°C", mn=-40, mx=85),
        it("XC6206", "power_consumption", "mW", mx=400, cond="SOT-89 board mount, Pd at Ta = 85 C"),
        it("VL53L0X", "operating_temperature", "°C", mn=-20, mx=70),
        it("MAX31865", "operating_temperature", "°C", mn=-40, mx=125),
    ],
    [XC_TOPR, XC_SOT89_TITLE, XC_SOT89_85, VL_TOP, MAX31865_TOP],
    "Dissipation (5 - 3.3) V x 0.15 A = 255 mW, below the SOT-89 board-mount Pd even at 85 C "
    "(400 mW; 1000 mW at 25 C). VL53L0X -20 .. +70 C, MAX31865 to +125 C, XC6206 to +85 C. The item files "
    "the Pd limit as power_consumption max.",
    wording="formal",
    lang="fr",
)
compat(
    "rq89-c11",
    "hard",
    "ice fishing hut logger, the electronics box sees -35 c overnight: lm35ca for the water (full "
    "range hookup with the negative rail), max31865 with a pt100 for the air and a tp4056 charging "
    "the pack from a little panel. all three rated for -35?",
    ["LM35", "MAX31865", "TP4056"],
    "compatible",
    [
        it("LM35", "operating_temperature", "°C", mn=-40, mx=110, cond="LM35C, LM35CA"),
        it("MAX31865", "operating_temperature", "°C", mn=-40, mx=125),
        it("TP4056", "operating_temperature", "°C", mn=-40, mx=85),
    ],
    [LM35CA_TOP, MAX31865_TOP, TP4056_TOP, ev("tp4056.pdf", 2, "40℃~85℃")],
    "LM35CA -40 .. +110 C, MAX31865 -40 .. +125 C, TP4056 -40 .. 85 C. Look-alike: LM35D 0 .. 100 C.",
)
compat(
    "rq89-c12",
    "medium",
    "Inside a rooftop cabinet the air reaches 80 °C. An INA219 measures the pump current, an HX711 "
    "reads a load cell and a TM1637 drives the display. Are all three within their recommended "
    "operating temperature at 80 °C?",
    ["INA219", "HX711", "TM1637"],
    "compatible",
    [
        it("INA219", "operating_temperature", "°C", mn=-25, mx=85, cond="recommended TA"),
        it("HX711", "operating_temperature", "°C", mn=-40, mx=85),
        it("TM1637", "operating_temperature", "°C", mn=-40, mx=85),
    ],
    [INA219_TA, HX711_TOP, TM1637_TOPT],
    "INA219 recommended -25 .. 85 C, HX711 -40 .. +85 C, TM1637 -40 .. +85 C.",
    wording="formal",
)

# ================================================================ compatibility: incompatible (12)
compat(
    "rq89-i01",
    "hard",
    "A customer requires every IC to carry a charged-device-model ESD rating of at least 1.5 kV. The "
    "design uses a DRV8833, a TPS63020 and an Si7021. Do all three meet it?",
    ["DRV8833", "TPS63020", "Si7021"],
    "incompatible",
    [],
    [DRV_CDM, DRV_CDM_V, TPS_CDM, SI_CDM],
    "DRV8833 and TPS63020 are +-1500 V CDM; the Si7021 is rated 1.25 kV CDM, below 1.5 kV. "
    "Look-alike: the TPS63020 HBM is only +-500 V on VIN, VINA, L1 (not asked here).",
    wording="formal",
)
compat(
    "rq89-i02",
    "hard",
    "weather mast in lapland, the box goes down to -50 c. max31855 with a k probe for the air, an lm35 "
    "for the box and an irlz44n switching a heater. the max31855 sheet says the cold junction can "
    "range from -55 c, so it's fine at -50, right?",
    ["MAX31855", "LM35", "IRLZ44N"],
    "incompatible",
    [
        it("MAX31855", "operating_temperature", "°C", mn=-40, mx=125),
        it("LM35", "operating_temperature", "°C", mn=-55, mx=150, cond="LM35, LM35A"),
        it("IRLZ44N", "operating_temperature", "°C", mn=-55, mx=175, cond="TJ"),
    ],
    [
        MAX31855_TOP,
        ev("max31855.pdf", 9, "is mounted) can range from -55NC to +125NC."),
        ev("lm35.pdf", 3, "Specified operating temperature LM35, LM35A –55 150"),
        IRLZ_TJ,
    ],
    "The MAX31855 operating range is -40 .. +125 C; the -55 C of the cold-junction text is not an "
    "operating rating. LM35 (-55 .. +150 C) and IRLZ44N (-55 .. +175 C) are fine.",
)
compat(
    "rq89-i03",
    "hard",
    "An IRLZ44N linear-mode load bank dissipates 60 W continuously while its case is held at 100 °C by "
    "the heatsink. A TMP36 is epoxied to the heatsink and an ACS712 on the control board (40 °C) "
    "measures the drain current. Is the IRLZ44N within its power dissipation rating?",
    ["IRLZ44N", "TMP36", "ACS712"],
    "incompatible",
    [it("IRLZ44N", "power_consumption", "W", mx=110, cond="PD at TC = 25 C, derated 0.71 W/C")],
    [IRLZ_PD, IRLZ_DERATE],
    "PD 110 W at TC = 25 C, linear derating 0.71 W/C: at TC = 100 C the limit is 110 - 75 x 0.71 = "
    "56.75 W, below 60 W. TMP36 (to +125 C) and ACS712 at 40 C are fine.",
    wording="formal",
)
compat(
    "rq89-i04",
    "medium",
    "winter in the living room, heating on, the air is bone dry, about 25 %rh. my aquarium "
    "controller has an srd-05vdc relay for the heater, a dht11 under the hood and a dht22 for the "
    "room. is the relay rated for humidity that low?",
    ["SRD-05VDC-SL-C", "DHT11", "DHT22"],
    "incompatible",
    [it("SRD-05VDC-SL-C", "operating_humidity", "%RH", mn=45, mx=85)],
    [SRD_RH],
    "SRD operating humidity 45 .. 85 %RH; 25 %RH is below the minimum. Earlier sets only asked the "
    "high end.",
)
compat(
    "rq89-i05",
    "medium",
    "air quality box for a desert campsite: 40 c and about 5 %rh in the afternoon. ccs811 for the "
    "air, a ds3231 rtc and an hx711 for the water-tank scale. is the ccs811 rated for that dry air?",
    ["CCS811", "DS3231", "HX711"],
    "incompatible",
    [it("CCS811", "operating_humidity", "%RH", mn=10, mx=95, cond="non-condensing")],
    [CCS_RH, CCS_TAMB],
    "CCS811 relative humidity 10 .. 95 % non-condensing; 5 %RH is below. The temperature (40 C) is "
    "fine for all three.",
)
compat(
    "rq89-i06",
    "hard",
    "i opened the bags of esp32-wroom-32 modules, mpu-6050 chips and vl53l0x modules three weeks ago; "
    "since then they sat on the bench at about 28 c and 55 %rh. can i reflow them now without baking?",
    ["ESP32-WROOM-32", "MPU-6050", "VL53L0X"],
    "incompatible",
    [],
    [ESP_FLOOR, MPU_FLOOR, ev("vl53l0x.pdf", 36, "Moisture sensitivity is level 3 (MSL)")],
    "ESP32-WROOM-32: solder within 168 h after unpacking (25 +- 5 C, 60 %RH) or bake; MPU-6050: 168 h "
    "at <= 30 C / 60 %RH after opening. Three weeks exceed both. The VL53L0X sheet only gives MSL 3 "
    "(no floor life in hours), but the other two decide the answer.",
)
compat(
    "rq89-i07",
    "medium",
    "dashcam-style parking sensor on the dashboard, running while parked, the dash hits 80 c: "
    "vl53l0x for distance, mcp2515-i/so on the car's can, ina219 on the 12 v feed. all ok at 80 c?",
    ["VL53L0X", "MCP2515", "INA219"],
    "incompatible",
    [
        it("VL53L0X", "operating_temperature", "°C", mn=-20, mx=70),
        it("MCP2515", "operating_temperature", "°C", mn=-40, mx=85, cond="Industrial (I)"),
        it("INA219", "operating_temperature", "°C", mn=-25, mx=85, cond="recommended TA"),
    ],
    [VL_TOP, MCP2515_I, INA219_TA],
    "VL53L0X is specified -20 .. +70 C; MCP2515 I grade and INA219 reach +85 C.",
)
compat(
    "rq89-i08",
    "medium",
    "breathalyzer that lives in the car: mq-3 sensor, pcf8563 for timestamps and an ads1115 reading "
    "the mq-3. winter mornings the car is -15 c when i first use it. is the mq-3 rated for that?",
    ["MQ-3", "PCF8563", "ADS1115"],
    "incompatible",
    [it("MQ-3", "operating_temperature", "°C", mn=-10, mx=50, cond="using temperature")],
    [MQ3_TAO],
    "MQ-3 using temperature -10 .. 50 C; -15 C is below. PCF8563 and ADS1115 go down to -40 C.",
)
compat(
    "rq89-i09",
    "hard",
    "attic sensor board at 85 c: an attiny bit-bangs the mcp3008 at about 5 khz because the wires "
    "are long, a 74hc595 drives status leds and an xc6206 makes 3.3 v for a few ma. will the mcp3008 "
    "conversions stay within spec at that clock and temperature?",
    ["MCP3008", "74HC595", "XC6206"],
    "incompatible",
    [],
    [
        ev("mcp3008.pdf", 22, "taking place. At 85°C (worst case condition), the part"),
        ev("mcp3008.pdf", 22, "at least 1.2 ms after the sample period has ended. This"),
        ev("mcp3008.pdf", 22, "clocked out must not exceed 1.2 ms (effective clock"),
        ev("mcp3008.pdf", 22, "frequency of 10 kHz). Failure to meet this criterion may"),
    ],
    "At 85 C the sample capacitor holds for 1.2 ms, i.e. an effective clock of at least 10 kHz; at "
    "5 kHz the 10+ bit clocks take about 2 ms, so linearity is not guaranteed. 74HC595 (to +125 C) and "
    "XC6206 (to +85 C, light load) are fine.",
)
compat(
    "rq89-i10",
    "medium",
    "A dashboard module behind the windscreen reaches 90 °C ambient while driving. It uses a TPS63021 "
    "buck-boost for 3.3 V, an IRLZ44N to switch a fan and an INA3221 to monitor the rails. Are all "
    "three rated for 90 °C ambient?",
    ["TPS63020", "IRLZ44N", "INA3221"],
    "incompatible",
    [
        it("TPS63020", "operating_temperature", "°C", mn=-40, mx=85, cond="TA"),
        it("INA3221", "operating_temperature", "°C", mn=-40, mx=125),
    ],
    [TPS_TA, INA3221_TA, IRLZ_TJ],
    "TPS63021 free-air TA -40 .. 85 C (TJ to 125 C is the junction); 90 C ambient is out. IRLZ44N "
    "(TJ to 175 C) and INA3221 (to 125 C) are fine.",
    wording="formal",
)
compat(
    "rq89-i11",
    "hard",
    "storing my spare sensor kits in the unheated shed over winter, it gets to -25 c (dry, parts "
    "unpowered): mq-3 alcohol sensors, hx711 boards and ams1117 regulators. any of them not rated to "
    "be stored that cold?",
    ["MQ-3", "HX711", "AMS1117"],
    "incompatible",
    [
        it("MQ-3", "storage_temperature", "°C", mn=-20, mx=70),
        it("AMS1117", "storage_temperature", "°C", mn=-65, mx=150),
    ],
    [MQ3_TAS, AMS_TSTG],
    "MQ-3 storage -20 .. 70 C; -25 C is below. AMS1117 storage -65 .. +150 C. The HX711 sheet gives "
    "no storage range, but the MQ-3 alone decides the answer.",
)
compat(
    "rq89-i12",
    "medium",
    "A freezer-room controller must operate at -35 °C. It uses a PC817 to isolate the door switch, a "
    "MAX7219ENG display driver and a TMP36 for the room temperature. Are all three specified for "
    "operation at -35 °C?",
    ["PC817", "MAX7219", "TMP36"],
    "incompatible",
    [
        it("PC817", "operating_temperature", "°C", mn=-30, mx=100),
        it("MAX7219", "operating_temperature", "°C", mn=-40, mx=85, cond="E grade"),
        it("TMP36", "operating_temperature", "°C", mn=-40, mx=125),
    ],
    [PC817_TOPR, MAX7219_E, TMP36_TA],
    "PC817 Topr -30 .. +100 C; -35 C is out. MAX7219E and TMP36 go down to -40 C.",
    wording="formal",
)

# ================================================================ compatibility: insufficient_evidence (12)
compat(
    "rq89-e01",
    "hard",
    "A dashcam power module charges its 1S LiPo with an MCP73831-2 (4.20 V) while parked cabins reach "
    "60 °C; an INMP441 and a DHT22 are on the same board. Is the MCP73831's regulated output voltage "
    "tolerance (4.168 V to 4.232 V) guaranteed at 60 °C?",
    ["MCP73831", "INMP441", "DHT22"],
    "insufficient_evidence",
    [],
    [
        ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2"),
        ev("mcp73831.pdf", 3, "TA = -5°C to +55°C"),
    ],
    "The VREG limits carry the condition TA = -5 .. +55 C; the table only states the -40 .. +85 C "
    "heading for other rows. At 60 C no limit is given. INMP441 (to 85 C) and DHT22 (to 80 C) are "
    "within range.",
    wording="formal",
)
compat(
    "rq89-e02",
    "medium",
    "bathroom mirror clock: ds3231 for time, si7021 for the humidity, ccs811 for the air. the room "
    "sits at 90 %rh after showers (no water on the boards). are all three rated for 90 %rh?",
    ["DS3231", "Si7021", "CCS811"],
    "insufficient_evidence",
    [],
    [DS3231_NONCOND, SI_RH, CCS_RH],
    "Si7021 0 .. 100 %RH and CCS811 10 .. 95 %RH cover 90 %RH; the DS3231 sheet gives no humidity "
    "range (only 'noncondensing' added to the operating temperature in the revision history).",
)
compat(
    "rq89-e03",
    "medium",
    "work rule: every ic on the board needs an esd rating of at least 2 kV hbm. parts: tm1637 "
    "display driver, w25q64fv flash, max31865. do the sheets show all three meet it?",
    ["TM1637", "W25Q64FV", "MAX31865"],
    "insufficient_evidence",
    [],
    [
        W25_HBM,
        ev(
            "max31865.pdf", 2, "ESD Protection (all pins, Human Body Model)....................±2kV"
        ),
    ],
    "W25Q64FV +-2000 V HBM and MAX31865 +-2 kV HBM meet it; the TM1637 sheet gives no ESD rating.",
)
compat(
    "rq89-e04",
    "medium",
    "solar garden node on a pole, full sun all day, -10 to 40 c: bh1750 for light, nrf24l01+ radio, "
    "tp4056 charging the cell. anything in the sheets that says these parts are not meant for "
    "outdoor use in direct sunlight, or are they fine?",
    ["BH1750", "nRF24L01+", "TP4056"],
    "insufficient_evidence",
    [],
    [
        ev(
            "bh1750.pdf",
            18,
            "[b] Use of our Products outdoors or in places where the Products are exposed to direct "
            "sunlight or dust",
        ),
        BH_TOPR,
    ],
    "The temperatures are inside all three ranges, but ROHM's notice lists outdoor use and direct "
    "sunlight as special environments that need the user's own verification; the other two sheets say "
    "nothing about outdoor use. No sheet settles it.",
)
compat(
    "rq89-e05",
    "medium",
    "chest freezer monitor at -18 c: dht11 for temp and humidity inside, a max7219eng 7-seg display "
    "on the lid (also cold) and an l298n driving the little defrost fan in there. are all three "
    "rated for -18?",
    ["DHT11", "MAX7219", "L298N"],
    "insufficient_evidence",
    [],
    [MAX7219_E, L298_TOP, ev("dht11.pdf", 3, "Range: At 25℃ ±2℃")],
    "MAX7219E goes down to -40 C and the L298N junction operating range down to -25 C; the DHT11 sheet "
    "gives no operating temperature range (its temperature block only lists accuracy at 25 C).",
)
compat(
    "rq89-e06",
    "hard",
    "car tracker glued under the dash: mpu-6050, nrf24l01+ and a w25q64fv. every day it goes from "
    "about -20 c at night to +80 c parked in the sun, for ten years. the mpu sheet lists temperature "
    "cycling -40 to +125 c in its qualification. do the sheets guarantee these parts survive 3650 "
    "daily cycles like that?",
    ["MPU-6050", "nRF24L01+", "W25Q64FV"],
    "insufficient_evidence",
    [],
    [
        ev("mpu-6050.pdf", 51, "Temperature Cycling (1) Condition G [-40°C to +125°C],"),
        ev("mpu-6050.pdf", 51, "Soak Mode 2 [5’], 1000 cycles"),
    ],
    "The MPU-6050 qualification plan lists 1000 temperature cycles -40 .. +125 C as a test (0/77 "
    "rejects), not a lifetime guarantee; none of the sheets specifies survival of 3650 field cycles. "
    "The -20 .. +80 C swing is inside all operating ranges.",
)
compat(
    "rq89-e07",
    "medium",
    "bird box: inmp441 mic behind a small hole in the roof, an hc-sr04 at the entrance to count "
    "visits, tp4056 charges from a small panel. rain gets at the mic and the sonar sometimes. are "
    "these parts rated for being rained on / what ip rating do they have?",
    ["INMP441", "HC-SR04", "TP4056"],
    "insufficient_evidence",
    [],
    [ev("inmp441.pdf", 6, "ESD (electrostatic discharge) sensitive device."), INMP_BIASED],
    "None of the three sheets gives an IP rating or a humidity/water rating.",
)
compat(
    "rq89-e08",
    "hard",
    "orchid greenhouse at about 80 %rh (no condensation), 28 c: max44009 for light, srd relay for the "
    "misting pump, mq-3 because the owner ferments stuff in there. are all three rated for 80 %rh?",
    ["MAX44009", "SRD-05VDC-SL-C", "MQ-3"],
    "insufficient_evidence",
    [],
    [SRD_RH, MQ3_RH, MAX44009_TA],
    "SRD 45 .. 85 %RH and MQ-3 below 95 %RH cover 80 %RH; the MAX44009 sheet gives no humidity range.",
)
compat(
    "rq89-e09",
    "hard",
    "A DRV8833 (VM = 5 V) drives a 0.5 A load while its die runs at about 125 °C in a hot gearbox "
    "housing; an ACS712 and a MAX31865 are on the same board (ambient 70 °C). Does the DRV8833 data "
    "sheet guarantee that the high-side plus low-side on-resistance stays below 0.8 Ω at that die "
    "temperature?",
    ["DRV8833", "ACS712", "MAX31865"],
    "insufficient_evidence",
    [],
    [
        ev("drv8833.pdf", 6, "VM = 5 V, IO = 500 mA, TJ = 85°C 325"),
        ev("drv8833.pdf", 6, "VM = 5 V, IO = 500 mA, TJ = 85°C 275"),
    ],
    "RDS(on) maxima are given at TJ = 85 C (325 + 275 mOhm) and typicals at 25 C; nothing at "
    "TJ = 125 C. ACS712 (E range to 85 C) and MAX31865 (to 125 C) are within range at 70 C.",
    wording="formal",
)
compat(
    "rq89-e10",
    "medium",
    "outdoor scoreboard, nights at -40 c: max7219eng with rset set for 40 ma segments, a tmp36 for "
    "the temperature digit and a pcf8563 clock. will the max7219 still hold the segment current "
    "between 30 and 45 ma at -40 c like the table says?",
    ["MAX7219", "TMP36", "PCF8563"],
    "insufficient_evidence",
    [],
    [
        ev(
            "max7219.pdf",
            2,
            "Segment Drive Source Current ISEG TA = +25°C, V+ = 5V, VOUT = (V+ - 1V) -30 -40 -45 mA",
        ),
        MAX7219_E,
    ],
    "ISEG -30 .. -45 mA is specified at TA = +25 C only; the E grade operates to -40 C but the segment "
    "current there is not specified. TMP36 and PCF8563 are rated to -40 C.",
)
compat(
    "rq89-e11",
    "medium",
    "garden irrigation box, it's damp out there: about 95 %rh and dew most mornings. ads1115 reads "
    "soil probes, an l298n drives two valves, a 74hc595 runs the leds. are the parts rated for that "
    "humidity?",
    ["ADS1115", "L298N", "74HC595"],
    "insufficient_evidence",
    [],
    [ADS1115_TA, L298_TOP],
    "None of the three sheets gives a humidity or condensation rating.",
)
compat(
    "rq89-e12",
    "hard",
    "A heat-pump controller board will sit at 60 °C for ten years: a DS18B20 on the flow pipe, an "
    "AMS1117 for 3.3 V and a PC817 on the compressor signal. Does the DS18B20 data sheet guarantee "
    "that the reading drifts by no more than 0.2 °C over those ten years?",
    ["DS18B20", "AMS1117", "PC817"],
    "insufficient_evidence",
    [],
    [
        ev(
            "ds18b20.pdf",
            2,
            "Note 11: Drift data is based on a 1000-hour stress test at +125°C with VDD = 5.5V.",
        ),
        DS18B20_TOP,
    ],
    "The DS18B20 drift is +-0.2 C typical (Note 11: a 1000-hour stress test at +125 C); no limit "
    "covers ten years at 60 C. AMS1117 and PC817 are within range at 60 C.",
    wording="formal",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(f"{len(Q)} questions -> {out}")
