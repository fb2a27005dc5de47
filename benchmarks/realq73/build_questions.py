"""realq73: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: temperature. Operating vs storage ranges, temperature grades and ordering suffixes, builds outdoors /
in a car / in a freezer / near a heater, figures that hold only over part of the range, thermal shutdown and
self-heating, and temperature-dependent figures at a stated temperature. Forum chat and formal wording mixed.

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


def optemp(dev, mn, mx, cond):
    return it(dev, "operating_temperature", "°C", mn=mn, mx=mx, cond=cond)


def stotemp(dev, mn, mx, cond):
    return it(dev, "storage_temperature", "°C", mn=mn, mx=mx, cond=cond)


# ---------- evidence used by the compatibility questions (earlier sets may quote the same lines)
DS18_OP = ev(
    "ds18b20.pdf", 2, "Operating Temperature Range.......................... -55°C to +125°C"
)
DS18_05 = ev("ds18b20.pdf", 2, "-10°C to +85°C ±0.5")
DS18_2 = ev("ds18b20.pdf", 2, "Thermometer Error tERR (Note 3) °C -55°C to +125°C ±2")
BH_OP = ev("bh1750.pdf", 1, "Operating Temperature Topr -40～85 ℃")
BH_ST = ev("bh1750.pdf", 1, "Storage Temperature Tstg -40～100 ℃")
PCF_OP = ev("pcf8563.pdf", 27, "ambient temperature operating device 40 +85")
MCP2515_E = ev("mcp2515.pdf", 74, "Extended (E): TAMB = -40°C to +125°C")
MCP2515_I = ev("mcp2515.pdf", 74, "Industrial (I): TAMB = -40°C to +85°C")
INA3221_OP = ev("ina3221.pdf", 4, "Operating temperature, TA –40 125 °C")
MCP4725_OP = ev("mcp4725.pdf", 5, "Operating Temperature Range TA -40 — +125 °C")
TMP36_GT9 = ev("tmp36.pdf", 3, "TMP36GT9 ± 3.0 –40°C to +125°C TO-92")
TMP35_GT9 = ev("tmp36.pdf", 3, "TMP35GT9 ± 3.0 10°C to 125°C TO-92")
MCP3008_OP = ev("mcp3008.pdf", 5, "Operating Temperature Range TA -40 — +85 °C")
MCP3008_ST = ev("mcp3008.pdf", 5, "Storage Temperature Range TA -65 — +150 °C")
TM_OP = ev("tm1637.pdf", 9, "Work temperature Topt -40 ～ +85 ℃")
SI_I = ev("si7021.pdf", 4, "Operating Temperature TA I and Y grade –40 — +125 °C")
SI_G = ev("si7021.pdf", 4, "Operating Temperature TA G grade –40 — +85 °C")
ADS_OP = ev("ads1115.pdf", 4, "Specified temperature –40 +125 °C")
M65_OP = ev("max31865.pdf", 25, "MAX31865ATP+ -40°C to +125°C")
DS3231_SN = ev(
    "ds3231.pdf",
    2,
    "DS3231SN....................................................... -40°C to +85°C",
)
HX_OP = ev("hx711.pdf", 1, "Operation temperature range: -40 ~ +85℃")
W25_OP = ev("w25q64.pdf", 72, "TA Industrial –40 +85 °C")
M7219_EWG = ev("max7219.pdf", 1, "MAX7219EWG -40°C to +85°C 24 Wide SO")
M7219_CNG = ev("max7219.pdf", 1, "MAX7219CNG 0°C to +70°C 24 Narrow Plastic DIP")
DHT22_RANGE = ev("dht22.pdf", 3, "Range -40 80 ℃")
PC817_OP = ev("pc817.pdf", 4, "Operating temperature Topr −30 to +100 ˚C")
ESP_ST = ev("esp32-wroom-32.pdf", 15, "Tstore Storage temperature –40 105 °C")
INMP_ST = ev("inmp441.pdf", 6, "Storage −55°C to +150°C")
INMP_OP = ev("inmp441.pdf", 6, "Biased −40°C to +85°C")
AMS_CTRL = ev("ams1117.pdf", 2, "Control Section -40°C to 125°C")
AMS_SOT223 = ev("ams1117.pdf", 2, "SOT-223 package ϕ JA= 90°C/W*")
AMS_TJ125 = ev("ams1117.pdf", 5, "Maximum junction temperature must not exceed 125°C.")
AMS_1W2 = ev(
    "ams1117.pdf",
    3,
    "Note 2: Line and Load regulation are guaranteed up to the maximum power dissipation of 1.2 W.",
)
VL_OP = ev("vl53l0x.pdf", 22, "Temperature (normal operating) -20 +70 °C")
INA219_TA = ev("ina219.pdf", 4, "TA –25 85 ºC")
TP_OP = ev("tp4056.pdf", 2, "40℃~85℃")
TP_VFLOAT = ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V")
MAX44_OP = ev(
    "max44009.pdf", 2, "Operating Temperature Range........................... -40NC to +85NC"
)
TPS_TA = ev("tps63020.pdf", 5, "Operating free air temperature, TA –40 85 °C")
TPS_START_0_85 = ev(
    "tps63020.pdf", 6, "Minimum input voltage for start-up 0°C ≤ TA ≤ 85°C 1.5 1.8 1.9"
)
TPS_START_FULL = ev("tps63020.pdf", 6, "Minimum input voltage for start-up 1.5 1.8 2.0 V")
M55_ALL = ev(
    "max31855.pdf",
    12,
    "Note: All devices are specified over the -40°C to +125°C operating temperature range.",
)
M55_K = ev("max31855.pdf", 12, "MAX31855KASA+ K -200NC to +1350NC 8 SO")
SRD_OP = ev("srd-05vdc-sl-c.pdf", 2, "Ambient Temperature -25°C to +70°C")
LM35_C = ev("lm35.pdf", 3, "LM35C, LM35CA –40 110 °C")
XC_OP = ev("xc6206.pdf", 3, "Operating Ambient Temperature Topr - 40 ~ + 85 OC")
DRV_OP = ev(
    "drv8833.pdf",
    18,
    "DRV8833PWPR ACTIVE HTSSOP PWP 16 2000 RoHS & Green NIPDAU Level-3-260C-168 HR -40 to 85",
)
HMC_OP = ev("hmc5883l.pdf", 2, "Operating Temperature Ambient -30 85 °C")
MPU_SPEC = ev(
    "mpu-6050.pdf",
    14,
    "Specified Temperature Range Performance parameters are not applicable beyond Specified -40 +85 °C",
)
MQ3_OP = ev("mq-3.pdf", 1, "Tao Using Tem -10℃-50℃")
CCS_ST = ev("ccs811.pdf", 5, "TSTRG Storage Temperature -40 125")
MCP73831_ST = ev(
    "mcp73831.pdf", 3, "Storage temperature .....................................-65°C to +150°C"
)
L298_TJ = ev("l298n.pdf", 2, "Junction Operating Temperature –25 to 130 °C")
IRLZ_175 = ev("irlz44n.pdf", 1, "175°C Operating Temperature")
ACS_OP = ev("acs712.pdf", 2, "Nominal Operating Ambient Temperature TA Range E –40 to 85 ºC")
NRF_OP = ev("nrf24l01p.pdf", 13, "TEMP Operating Temperature -40 +27 +85 ºC")
ESP_OP = ev("esp32-wroom-32.pdf", 15, "T Operating ambient temperature –40 - 85 °C")
CCS_OP = ev("ccs811.pdf", 5, "TAMB(3) Ambient Temperature for Operation -40 85")
MQ2_TEST = ev("mq-2.pdf", 3, "Tem. Humidity 20℃±2℃；55%±5%RH")
MQ2_ICE = ev(
    "mq-2.pdf", 6, "Do avoid icing on sensor’s surface, otherwise sensing material will be broken"
)
DHT11_25 = ev("dht11.pdf", 3, "Range: At 25℃ ±2℃")
HCSR_V = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
DHT22_RH25 = ev("dht22.pdf", 3, "Accuracy 25℃ ±2 %RH")
DS3231_IBATT = ev("ds3231.pdf", 3, "SCL = SDA = VBAT (Note 5) VBAT = 5.5V 1.0 3.5")
DRV_RJA = ev("drv8833.pdf", 5, "RθJA Junction-to-ambient thermal resistance 40.5 37.2 103.1 °C/W")
IRLZ_VGSTH = ev(
    "irlz44n.pdf", 2, "VGS(th) Gate Threshold Voltage 1.0 ––– 2.0 V VDS = VGS , ID = 250µA"
)
IRLZ_R25 = ev(
    "irlz44n.pdf", 2, "Electrical Characteristics @ TJ = 25°C (unless otherwise specified)"
)

# ---------- compatibility: compatible (rq73-cNN)
add(
    "rq73-c01",
    "medium",
    "compatibility",
    "outdoor air-quality node, lowest i've logged here is -30 C, summer top around +45 C in the box. parts: "
    "ds18b20 probe, ccs811 for tvoc, pcf8563 rtc. are all three rated to operate over that whole span?",
    ["DS18B20", "CCS811", "PCF8563"],
    "compatible",
    [
        optemp("DS18B20", -55, 125, "operating temperature range"),
        optemp("CCS811", -40, 85, "TAMB, ambient temperature for operation"),
        optemp("PCF8563", -40, 85, "Tamb, operating device"),
    ],
    [DS18_OP, CCS_OP, PCF_OP],
    "-30..+45 C lies inside -55..+125, -40..+85 and -40..+85 C. Look-alikes: CCS811 storage -40..+125 C and its "
    "note that air-quality performance varies over the range (not asked), DS18B20 accuracy band -10..+85 C.",
)
add(
    "rq73-c02",
    "hard",
    "compatibility",
    "A CAN data logger is mounted behind a car windscreen, where the cabin reaches +105 °C when parked in the sun "
    "(the logger is powered). It uses an MCP2515-E/SO, an INA3221 and an MCP4725. Are all three specified for "
    "operation at +105 °C?",
    ["MCP2515", "INA3221", "MCP4725"],
    "compatible",
    [
        optemp("MCP2515", -40, 125, "Extended (E) grade, TAMB"),
        optemp("INA3221", -40, 125, "TA, recommended operating"),
        optemp("MCP4725", -40, 125, "operating temperature range TA"),
    ],
    [MCP2515_E, INA3221_OP, MCP4725_OP],
    "All three go to +125 C (MCP2515 only in the E grade; the I grade stops at +85 C). Look-alike: MCP4725 "
    "'ambient temperature with power applied' -55..+125 C is an absolute maximum.",
    wording="formal",
)
add(
    "rq73-c03",
    "medium",
    "compatibility",
    "chest freezer monitor: tmp36gt9 taped inside at -25C, read by an mcp3008, tm1637 display on the lid (also "
    "ends up cold, say -25C as well). all parts rated for that?",
    ["TMP36", "MCP3008", "TM1637"],
    "compatible",
    [
        optemp("TMP36", -40, 125, "TMP36GT9, ordering guide"),
        optemp("MCP3008", -40, 85, "TA"),
        optemp("TM1637", -40, 85, "Topt, work temperature"),
    ],
    [TMP36_GT9, MCP3008_OP, TM_OP],
    "-25 C is inside -40..+125, -40..+85 and -40..+85 C. Look-alike: TMP35GT9 starts at +10 C and TMP37 at +5 C; "
    "only the TMP36 reads below zero on a single supply.",
)
add(
    "rq73-c04",
    "hard",
    "compatibility",
    "A filament dryer holds its chamber at +110 °C. Inside the chamber sit an Si7021-A20-IM1 humidity sensor, an "
    "ADS1115 and a MAX31865ATP+ RTD converter. Are all three specified for operation at +110 °C?",
    ["Si7021", "ADS1115", "MAX31865"],
    "compatible",
    [
        optemp("Si7021", -40, 125, "I and Y grade"),
        optemp("ADS1115", -40, 125, "specified temperature"),
        optemp("MAX31865", -40, 125, "MAX31865ATP+, ordering information"),
    ],
    [SI_I, ADS_OP, M65_OP],
    "The I grade (IM/IM1) goes to +125 C; a G-grade Si7021 (GM/GM1) would stop at +85 C. The Si7021 humidity "
    "accuracy above +85 C is not asked.",
    wording="formal",
)
add(
    "rq73-c05",
    "medium",
    "compatibility",
    "Báscula de colmena en el campo: un DS3231SN, un HX711 y una flash W25Q64FV (versión industrial) en la caja, "
    "que en invierno baja a -30 °C. ¿Están los tres especificados para -30 °C?",
    ["DS3231", "HX711", "W25Q64FV"],
    "compatible",
    [
        optemp("DS3231", -40, 85, "DS3231SN"),
        optemp("HX711", -40, 85, "operation temperature range"),
        optemp("W25Q64FV", -40, 85, "TA, industrial"),
    ],
    [DS3231_SN, HX_OP, W25_OP],
    "All three are -40..+85 C. Look-alike: the plain DS3231S is 0..+70 C and would not be.",
    lang="es",
)
add(
    "rq73-c06",
    "medium",
    "compatibility",
    "greenhouse controller, the box gets to +75C on summer afternoons and -10C on winter nights. max7219ewg "
    "display driver, dht22 for temp/hum, pc817 isolating the pump input. all in range?",
    ["MAX7219", "DHT22", "PC817"],
    "compatible",
    [
        optemp("MAX7219", -40, 85, "MAX7219EWG"),
        optemp("DHT22", -40, 80, "temperature range"),
        optemp("PC817", -30, 100, "Topr"),
    ],
    [M7219_EWG, DHT22_RANGE, PC817_OP],
    "-10..+75 C lies inside -40..+85, -40..+80 and -30..+100 C. Look-alike: MAX7219CNG/CWG is 0..+70 C and would "
    "fail both ends.",
)
add(
    "rq73-c07",
    "hard",
    "compatibility",
    "i keep a few spare boards in the car (powered off, just stored). the dashboard area hits about 95c in august. "
    "esp32-wroom-32, inmp441 mic, mcp3008. will storage at 95c damage any of them according to the sheets?",
    ["ESP32-WROOM-32", "INMP441", "MCP3008"],
    "compatible",
    [
        stotemp("ESP32-WROOM-32", -40, 105, "Tstore"),
        stotemp("INMP441", -55, 150, "storage"),
        stotemp("MCP3008", -65, 150, "storage temperature range"),
    ],
    [ESP_ST, INMP_ST, MCP3008_ST],
    "Unpowered, so storage ranges apply: +95 C is inside -40..+105, -55..+150 and -65..+150 C. Look-alike: the "
    "operating ranges (ESP32 and INMP441 -40..+85 C) would not cover +95 C.",
)
add(
    "rq73-c08",
    "hard",
    "compatibility",
    "An AMS1117-3.3 in SOT-223 on a small board drops 5.0 V to 3.3 V for a VL53L0X and an INA219; the total "
    "load is 150 mA and the enclosure ambient is at most +50 °C. Taking the SOT-223 junction-to-ambient thermal "
    "resistance from the AMS1117 data sheet, does the regulator junction stay within its control-section "
    "operating range, and are the VL53L0X and INA219 within their temperature ratings?",
    ["AMS1117", "VL53L0X", "INA219"],
    "compatible",
    [
        optemp("AMS1117", -40, 125, "operating junction temperature, control section"),
        optemp("VL53L0X", -20, 70, "normal operating"),
        optemp("INA219", -25, 85, "TA, recommended operating"),
    ],
    [AMS_CTRL, AMS_SOT223, VL_OP, INA219_TA],
    "PD = (5.0 - 3.3) V x 0.15 A = 0.26 W (+ about 0.03 W ground current); with 90 C/W the rise is about 25 C, TJ "
    "about 75 C < 125 C (even at 150 C/W it stays near 95 C). +50 C is inside -20..+70 C (VL53L0X) and -25..+85 C "
    "(INA219). Look-alike: the power transistor range -40..+150 C.",
    wording="formal",
)
add(
    "rq73-c09",
    "medium",
    "compatibility",
    "solar fence sensor: tp4056 charges the cell, tps63021 makes 3.3v, max44009 reads light. the plastic box sits "
    "in full sun and i measured +70c inside. are the three chips ok at 70c?",
    ["TP4056", "TPS63020", "MAX44009"],
    "compatible",
    [
        optemp("TP4056", -40, 85, "operating ambient"),
        optemp("TPS63020", -40, 85, "TA, operating free air (TPS63021)"),
        optemp("MAX44009", -40, 85, "operating temperature range"),
    ],
    [TP_OP, TPS_TA, MAX44_OP],
    "+70 C is inside -40..+85 C for all three. Look-alike: TPS6302x junction range -40..+125 C; TP4056 thermal "
    "regulation near 145 C junction may reduce the charge current (not asked).",
)
add(
    "rq73-c10",
    "medium",
    "compatibility",
    "smoker controller: max31855kasa+ with a k probe in the smoke (300 C), the board itself sits beside the "
    "firebox at about 60 C, an mcp4725 sets the fan speed and an srd-05vdc-sl-c relay switches the igniter. all "
    "of it within temperature ratings?",
    ["MAX31855", "MCP4725", "SRD-05VDC-SL-C"],
    "compatible",
    [
        it(
            "MAX31855",
            "measurement_range",
            "°C",
            mn=-200,
            mx=1350,
            q="temperature",
            cond="MAX31855K, type K",
        ),
        optemp("MAX31855", -40, 125, "all devices, operating (board ambient)"),
        optemp("MCP4725", -40, 125, "operating temperature range TA"),
        optemp("SRD-05VDC-SL-C", -25, 70, "ambient temperature"),
    ],
    [M55_K, M55_ALL, MCP4725_OP, SRD_OP],
    "300 C is inside the K range -200..+1350 C; the chips at +60 C are inside -40..+125 C and the relay inside "
    "-25..+70 C. Look-alikes: MAX31855J only to +750 C; the relay is the part with the least margin.",
)
add(
    "rq73-c11",
    "hard",
    "compatibility",
    "cold-store logger: lm35caz wired as the full-range circuit (R1 to a negative rail, its own 5v supply), output "
    "into an ads1115 differential input, the ads1115 runs from an xc6206 3.3v ldo. the box sits at -35c. are the "
    "lm35caz, ads1115 and xc6206 rated for -35c?",
    ["LM35", "ADS1115", "XC6206"],
    "compatible",
    [
        optemp("LM35", -40, 110, "LM35C, LM35CA specified operating range"),
        optemp("ADS1115", -40, 125, "specified temperature"),
        optemp("XC6206", -40, 85, "Topr"),
    ],
    [LM35_C, ADS_OP, XC_OP],
    "-35 C is inside -40..+110 (LM35C/CA), -40..+125 and -40..+85 C. Look-alikes: LM35D 0..+100 C; the basic "
    "LM35 circuit only reads +2..+150 C, hence the full-range circuit.",
)
add(
    "rq73-c12",
    "medium",
    "compatibility",
    "camper van electronics, van parked over winter, inside drops to -20c and i still run it: ina219 on the "
    "leisure battery, mcp2515-i/st can module, drv8833 for a small vent fan. temp ranges ok?",
    ["INA219", "MCP2515", "DRV8833"],
    "compatible",
    [
        optemp("INA219", -25, 85, "TA, recommended operating"),
        optemp("MCP2515", -40, 85, "Industrial (I) grade, TAMB"),
        optemp("DRV8833", -40, 85, "Op Temp, orderable devices"),
    ],
    [INA219_TA, MCP2515_I, DRV_OP],
    "-20 C is inside -25..+85, -40..+85 and -40..+85 C. The INA219 has the least margin (recommended TA from "
    "-25 C; its absolute-maximum table lists -40..+125 C).",
)

# ---------- compatibility: incompatible (rq73-iNN)
add(
    "rq73-i01",
    "medium",
    "compatibility",
    "freezer door project: vl53l0x inside the freezer (-25c) to see if a drawer is left open, mcp2515 can node "
    "and pcf8563 rtc on the same board in there. all good at -25?",
    ["VL53L0X", "MCP2515", "PCF8563"],
    "incompatible",
    [
        optemp("VL53L0X", -20, 70, "normal operating"),
        optemp("MCP2515", -40, 85, "Industrial (I) grade, TAMB"),
        optemp("PCF8563", -40, 85, "Tamb, operating device"),
    ],
    [VL_OP, MCP2515_I, PCF_OP],
    "The VL53L0X normal operating range stops at -20 C; the MCP2515 (I or E) and PCF8563 go to -40 C. Look-alike: "
    "VL53L0X storage -40..+85 C.",
)
add(
    "rq73-i02",
    "medium",
    "compatibility",
    "Balance extérieure pour le marché d'hiver : afficheur piloté par un MAX7219CNG, HX711 pour la cellule de "
    "charge, un PC817 pour isoler la sortie. La nuit il fait -15 °C. Tout est-il spécifié pour -15 °C ?",
    ["MAX7219", "HX711", "PC817"],
    "incompatible",
    [
        optemp("MAX7219", 0, 70, "MAX7219CNG (commercial grade)"),
        optemp("HX711", -40, 85, "operation temperature range"),
        optemp("PC817", -30, 100, "Topr"),
    ],
    [M7219_CNG, HX_OP, PC817_OP],
    "The C grade (CNG) is 0..+70 C; the E grade (ENG/EWG, -40..+85 C) would be needed. HX711 and PC817 are fine.",
    lang="fr",
)
add(
    "rq73-i03",
    "medium",
    "compatibility",
    "winter drone flight log at -35c: mpu-6050 + hmc5883l compass + inmp441 mic for motor noise. anything not "
    "rated for -35?",
    ["MPU-6050", "HMC5883L", "INMP441"],
    "incompatible",
    [
        optemp("MPU-6050", -40, 85, "specified temperature range"),
        optemp("HMC5883L", -30, 85, "ambient"),
        optemp("INMP441", -40, 85, "temperature range, biased"),
    ],
    [MPU_SPEC, HMC_OP, INMP_OP],
    "The HMC5883L operating range starts at -30 C. Look-alike: HMC5883L storage -40..+125 C.",
)
add(
    "rq73-i04",
    "hard",
    "compatibility",
    "An engine-bay fan controller sees +85 °C ambient. An IRLZ44N switches the fan, an ACS712ELCTR-20A measures "
    "its current and an SRD-05VDC-SL-C relay disconnects it in a fault. Are all three rated for +85 °C ambient?",
    ["IRLZ44N", "ACS712", "SRD-05VDC-SL-C"],
    "incompatible",
    [
        optemp("IRLZ44N", None, 175, "operating junction temperature"),
        optemp("ACS712", -40, 85, "TA, range E"),
        optemp("SRD-05VDC-SL-C", -25, 70, "ambient temperature"),
    ],
    [IRLZ_175, ACS_OP, SRD_OP],
    "The SRD relay is rated to +70 C ambient. The ACS712 (E range) reaches exactly +85 C; the IRLZ44N rating is a "
    "junction limit of 175 C.",
    wording="formal",
)
add(
    "rq73-i05",
    "medium",
    "compatibility",
    "breathalyzer box that lives in the car: mq-3 sensor, mcp3008 reads it, tm1637 shows the number. in winter the "
    "car is -15c in the morning when i use it. temps ok?",
    ["MQ-3", "MCP3008", "TM1637"],
    "incompatible",
    [
        optemp("MQ-3", -10, 50, "Tao, using temperature"),
        optemp("MCP3008", -40, 85, "TA"),
        optemp("TM1637", -40, 85, "Topt, work temperature"),
    ],
    [MQ3_OP, MCP3008_OP, TM_OP],
    "The MQ-3 using temperature is -10..+50 C. Look-alike: MQ-3 storage -20..+70 C.",
)
add(
    "rq73-i06",
    "hard",
    "compatibility",
    "Food dehydrator at +100 °C: an Si7021-A20-GM1 (G grade, with cover) measures humidity, a MAX31865 reads a "
    "PT100, an INA3221 monitors the heater rails. All three boards are inside the hot chamber. Are all three "
    "specified for +100 °C?",
    ["Si7021", "MAX31865", "INA3221"],
    "incompatible",
    [
        optemp("Si7021", -40, 85, "G grade"),
        optemp("MAX31865", -40, 125, "MAX31865ATP+, ordering information"),
        optemp("INA3221", -40, 125, "TA, recommended operating"),
    ],
    [SI_G, M65_OP, INA3221_OP],
    "The G grade stops at +85 C (I and Y grade -40..+125 C). MAX31865 and INA3221 are fine at +100 C.",
    wording="formal",
)
add(
    "rq73-i07",
    "hard",
    "compatibility",
    "fridge thermometer: tmp35gt9 (had them in the drawer) at about +2c, read by an ads1115, sending via "
    "nrf24l01+. is everything within spec at +2c?",
    ["TMP36", "ADS1115", "nRF24L01+"],
    "incompatible",
    [
        optemp("TMP36", 10, 125, "TMP35GT9, linear operating range (TMP35/TMP36/TMP37 sheet)"),
        optemp("ADS1115", -40, 125, "specified temperature"),
        optemp("nRF24L01+", -40, 85, "operating conditions"),
    ],
    [TMP35_GT9, ADS_OP, NRF_OP],
    "The TMP35 is specified from +10 C (it outputs 10 mV/C with 0 V at 0 C); the TMP36 (-40..+125 C) would be the "
    "right part. ADS1115 and nRF24L01+ are fine.",
)
add(
    "rq73-i08",
    "hard",
    "compatibility",
    "spare sensor boards stored (unpowered) in a car in the desert, inside temp up to 105 C: bh1750, ccs811 and an "
    "mcp73831 charger. will the storage temp be within spec for all three?",
    ["BH1750", "CCS811", "MCP73831"],
    "incompatible",
    [
        stotemp("BH1750", -40, 100, "Tstg"),
        stotemp("CCS811", -40, 125, "TSTRG"),
        stotemp("MCP73831", -65, 150, "absolute maximum ratings"),
    ],
    [BH_ST, CCS_ST, MCP73831_ST],
    "BH1750 storage stops at +100 C; CCS811 (-40..+125 C) and MCP73831 (-65..+150 C) are fine. Look-alike: the "
    "operating ranges (-40..+85 C) are not the question.",
)
add(
    "rq73-i09",
    "hard",
    "compatibility",
    "An AMS1117-3.3 (SOT-223) is fed from a 12 V battery and supplies 250 mA at 3.3 V: an MCP4725, a W25Q64FV and "
    "an LED strip. The enclosure ambient is +60 °C. Using the data sheet's thermal resistance for SOT-223, does the "
    "regulator junction stay within its 125 °C limit, and are the MCP4725 and W25Q64FV within their temperature "
    "ratings?",
    ["AMS1117", "MCP4725", "W25Q64FV"],
    "incompatible",
    [
        optemp("AMS1117", -40, 125, "operating junction temperature, control section"),
        optemp("MCP4725", -40, 125, "operating temperature range TA"),
        optemp("W25Q64FV", -40, 85, "TA, industrial"),
    ],
    [AMS_CTRL, AMS_SOT223, AMS_TJ125, AMS_1W2, MCP4725_OP, W25_OP],
    "PD = (12 - 3.3) V x 0.25 A = 2.2 W, above the 1.2 W for which regulation is guaranteed; with 90 C/W the rise "
    "is about 196 C (even the best mounting, 46 C/W, gives about 100 C), so TJ far exceeds 125 C (thermal "
    "protection at 165 C). MCP4725 and W25Q64FV are fine at +60 C.",
    wording="formal",
)
add(
    "rq73-i10",
    "hard",
    "compatibility",
    "gearbox oil monitor on a tractor, electronics bolted to the housing at +105 C: acs712 on the pump motor "
    "current, ina3221 on the supply rails, irlz44n switching the pump. all rated for 105?",
    ["ACS712", "INA3221", "IRLZ44N"],
    "incompatible",
    [
        optemp("ACS712", -40, 85, "TA, range E"),
        optemp("INA3221", -40, 125, "TA, recommended operating"),
        optemp("IRLZ44N", None, 175, "operating junction temperature"),
    ],
    [ACS_OP, INA3221_OP, IRLZ_175],
    "The ACS712 (E range) is specified to +85 C only. INA3221 (-40..+125 C) and IRLZ44N (175 C junction) are fine.",
)
add(
    "rq73-i11",
    "hard",
    "compatibility",
    "ski wax test cabinet held at -20c. i need +-0.5c on the temperature there. ds18b20 for the temp, max44009 "
    "for light, xc6206 3.3v ldo. parts ok for -20 and does the ds18b20 give me +-0.5 at -20?",
    ["DS18B20", "MAX44009", "XC6206"],
    "incompatible",
    [
        it(
            "DS18B20",
            "accuracy",
            "°C",
            mn=-0.5,
            mx=0.5,
            q="temperature",
            cond="thermometer error, -10..+85 C",
        ),
        it(
            "DS18B20",
            "accuracy",
            "°C",
            mn=-2,
            mx=2,
            q="temperature",
            cond="thermometer error, -55..+125 C",
        ),
        optemp("MAX44009", -40, 85, "operating temperature range"),
        optemp("XC6206", -40, 85, "Topr"),
    ],
    [DS18_05, DS18_2, MAX44_OP, XC_OP],
    "All three operate at -20 C, but the DS18B20 error is +-0.5 C only from -10 to +85 C; at -20 C it is +-2 C, "
    "so the +-0.5 C requirement is not met.",
)
add(
    "rq73-i12",
    "hard",
    "compatibility",
    "A freezer logger at -20 °C starts a TPS63021 from two AA cells that deliver only 1.95 V in the cold; an "
    "nRF24L01+ and an HX711 run from its 3.3 V output. Is start-up of the TPS63021 at -20 °C and 1.95 V guaranteed "
    "by the data sheet, and are the other two parts specified for -20 °C?",
    ["TPS63020", "nRF24L01+", "HX711"],
    "incompatible",
    [
        it(
            "TPS63020",
            "supply_voltage",
            "V",
            mn=1.5,
            typ=1.8,
            mx=2.0,
            cond="minimum input voltage for start-up, full temperature range",
        ),
        it(
            "TPS63020",
            "supply_voltage",
            "V",
            mn=1.5,
            typ=1.8,
            mx=1.9,
            cond="minimum input voltage for start-up, 0 C <= TA <= 85 C",
        ),
        optemp("nRF24L01+", -40, 85, "operating conditions"),
        optemp("HX711", -40, 85, "operation temperature range"),
    ],
    [TPS_START_FULL, TPS_START_0_85, NRF_OP, HX_OP],
    "Below 0 C only the full-range row applies: start-up needs up to 2.0 V, so 1.95 V is not guaranteed (the 1.9 V "
    "limit holds only for 0..+85 C). nRF24L01+ and HX711 are fine at -20 C.",
    wording="formal",
)
add(
    "rq73-i13",
    "medium",
    "compatibility",
    "gate opener up north, the control box sees -35C in january. l298n drives the gate motor, pc817 isolates the "
    "remote input, a max7219ewg runs the status display. rated for -35?",
    ["L298N", "PC817", "MAX7219"],
    "incompatible",
    [
        optemp("L298N", -25, 130, "Top, junction operating temperature"),
        optemp("PC817", -30, 100, "Topr"),
        optemp("MAX7219", -40, 85, "MAX7219EWG"),
    ],
    [L298_TJ, PC817_OP, M7219_EWG],
    "The L298N junction operating range starts at -25 C and the PC817 at -30 C; only the MAX7219EWG covers -35 C. "
    "Look-alike: L298N storage -40..+150 C.",
)

# ---------- compatibility: insufficient evidence (rq73-eNN)
add(
    "rq73-e01",
    "medium",
    "compatibility",
    "ice level in a chest freezer (-20c): hc-sr04 looking down at the ice, esp32 reads it, pcf8563 for timestamps. "
    "are they all rated for -20?",
    ["HC-SR04", "ESP32-WROOM-32", "PCF8563"],
    "insufficient_evidence",
    [],
    [HCSR_V, ESP_OP, PCF_OP],
    "ESP32 (-40..+85 C) and PCF8563 (-40..+85 C) are fine, but the HC-SR04 sheet gives no temperature range at all "
    "(only voltage, current, range and angle).",
)
add(
    "rq73-e02",
    "medium",
    "compatibility",
    "gas alarm in an unheated garden shed, -20c in winter: mq-2 sensor, ads1115 reading it, xc6206 ldo. any of "
    "them not rated for -20?",
    ["MQ-2", "ADS1115", "XC6206"],
    "insufficient_evidence",
    [],
    [MQ2_TEST, MQ2_ICE, ADS_OP, XC_OP],
    "ADS1115 and XC6206 are fine; the MQ-2 sheet gives no operating temperature range (standard test conditions "
    "20 C +-2 C only, plus a warning to avoid icing), so it neither allows nor forbids -20 C.",
)
add(
    "rq73-e03",
    "medium",
    "compatibility",
    "rover running around in a hot parking lot, about +40c around the electronics: dht11, hmc5883l, ina219. all "
    "three specified for +40c?",
    ["DHT11", "HMC5883L", "INA219"],
    "insufficient_evidence",
    [],
    [DHT11_25, HMC_OP, INA219_TA],
    "HMC5883L (-30..+85 C) and INA219 (-25..+85 C) are fine; the DHT11 sheet gives no operating or measuring "
    "temperature range (its 'Range' row is an accuracy of +-2 C at 25 C).",
)
add(
    "rq73-e04",
    "hard",
    "compatibility",
    "Battery box on a balcony: a TP4056 charges a Li-ion cell at -10 °C, an INA3221 logs the charge current and a "
    "DHT22 logs the box climate. Does the TP4056 data sheet guarantee its 4.2 V float-voltage accuracy at -10 °C, "
    "so that charging there is within specification?",
    ["TP4056", "INA3221", "DHT22"],
    "insufficient_evidence",
    [],
    [TP_OP, TP_VFLOAT, INA3221_OP, DHT22_RANGE],
    "The TP4056 operates from -40 C, but VFLOAT (4.158..4.242 V) is specified only for 0..+85 C; at -10 C the sheet "
    "gives no limit (and whether the cell may be charged cold is a battery property).",
    wording="formal",
)
add(
    "rq73-e05",
    "hard",
    "compatibility",
    "mountain hut logger, unpowered all winter at -30c: ds3231sn keeps time on a cr2032, max44009 and w25q64fv are "
    "off. will the coin cell keep the ds3231sn running from november to april at -30?",
    ["DS3231", "MAX44009", "W25Q64FV"],
    "insufficient_evidence",
    [],
    [DS3231_SN, DS3231_IBATT, MAX44_OP, W25_OP],
    "All three are rated for -30 C and the DS3231 timekeeping battery current is given (max 3.0 / 3.5 uA), but "
    "none of the sheets gives the CR2032's capacity or voltage at -30 C.",
)
add(
    "rq73-e06",
    "hard",
    "compatibility",
    "cold room controller at -25c: max31865 with a pt100, srd relay for the compressor, drv8833 for the "
    "damper. will the max31865 reading be within +-0.3c of the true room temp at -25c?",
    ["MAX31865", "SRD-05VDC-SL-C", "DRV8833"],
    "insufficient_evidence",
    [],
    [M65_OP, SRD_OP, DRV_OP],
    "All three are rated for -25 C (the relay exactly at its lower limit), but the overall error depends on the "
    "PT100 class and the reference resistor, which the MAX31865 sheet does not fix.",
)
add(
    "rq73-e07",
    "medium",
    "compatibility",
    "co2 meter for a cold garage (+5c): ccs811, mcp4725 drives an analog gauge, lm35 for the temperature. will the "
    "ccs811 eco2 reading be within +-100 ppm at +5c?",
    ["CCS811", "MCP4725", "LM35"],
    "insufficient_evidence",
    [],
    [CCS_OP],
    "All parts operate at +5 C (CCS811 -40..+85 C), but the CCS811 sheet gives no eCO2 accuracy at any temperature.",
)
add(
    "rq73-e08",
    "medium",
    "compatibility",
    "ski-lift hut at -20c: dht22 for humidity, vl53l0x counting people, inmp441 for noise. will the dht22 humidity "
    "stay within +-5 %rh at -20c?",
    ["DHT22", "VL53L0X", "INMP441"],
    "insufficient_evidence",
    [],
    [DHT22_RH25, DHT22_RANGE, VL_OP],
    "The DHT22 humidity accuracy is given at 25 C only (+-2 %RH); nothing for -20 C. VL53L0X is at its lower limit "
    "(-20 C), INMP441 is fine.",
)
add(
    "rq73-e09",
    "hard",
    "compatibility",
    "Attic ventilation controller at +70 °C: an IRLZ44N drives the coil of an SRD-05VDC-SL-C relay and a TMP36 "
    "measures the attic temperature. A leaky driver leaves 0.8 V on the IRLZ44N gate when it should be off. Does "
    "the IRLZ44N data sheet guarantee that the MOSFET stays below its gate threshold, and so off, at a junction "
    "temperature of +70 °C?",
    ["SRD-05VDC-SL-C", "IRLZ44N", "TMP36"],
    "insufficient_evidence",
    [],
    [IRLZ_VGSTH, IRLZ_R25, SRD_OP, TMP36_GT9],
    "VGS(th) 1.0..2.0 V is specified at TJ = 25 C only; the threshold falls with temperature and no limit is given "
    "at +70 C, so the 0.8 V margin is not backed by the sheet. The relay (-25..+70 C) and TMP36 operate at +70 C.",
    wording="formal",
)
add(
    "rq73-e10",
    "medium",
    "compatibility",
    "weather station in a shed that sits around 0c all winter: mcp73831 charges a 1000 mah lipo pouch, nrf24l01+ "
    "sends every minute, bh1750 measures light. how many days will the node run on a full lipo at 0c when there's "
    "no sun?",
    ["MCP73831", "nRF24L01+", "BH1750"],
    "insufficient_evidence",
    [],
    [NRF_OP, BH_OP],
    "All three parts are rated for 0 C and their currents are given, but the LiPo capacity at 0 C (and the duty "
    "cycle currents of the whole node) come from no sheet; the MCP73831 sheet says nothing about the cell.",
)
add(
    "rq73-e11",
    "hard",
    "compatibility",
    "An IRLZ44N (VGS = 10 V) carries 20 A continuously in a motor controller; a DRV8833 and an INA219 sit on the same "
    "board. Does the IRLZ44N data sheet guarantee that RDS(on) stays below 0.04 Ω at a junction temperature of "
    "+150 °C, i.e. that the MOSFET dissipates less than 16 W?",
    ["IRLZ44N", "DRV8833", "INA219"],
    "insufficient_evidence",
    [],
    [IRLZ_R25],
    "RDS(on) limits (0.022 ohm at VGS = 10 V) are given at TJ = 25 C only; the rise with temperature is a typical "
    "normalized curve, so no guaranteed value at +150 C exists.",
    wording="formal",
)
add(
    "rq73-e12",
    "hard",
    "compatibility",
    "solar tracker box at +70c ambient: drv8833 (pwp package, on my own 2-layer board, no thermal vias) drives two "
    "motors at 1 a each, acs712 watches the current, max44009 finds the sun. does the drv8833 sheet guarantee it "
    "stays out of thermal shutdown at 70c on that board?",
    ["DRV8833", "ACS712", "MAX44009"],
    "insufficient_evidence",
    [],
    [DRV_RJA, DRV_OP, ACS_OP, MAX44_OP],
    "The junction temperature depends on the PCB and on RDS(on) at temperature (limits only at TJ = 25 / 85 C); the "
    "sheet's thermal resistance is for a JEDEC test board and it says the real PCB must be analysed, so no yes/no "
    "follows for this board. ACS712 and MAX44009 operate at +70 C.",
)

# ---------- answerable factual (rq73-fNN)
add(
    "rq73-f01",
    "hard",
    "simple",
    "freezer display: 74hc595 chain running straight off 2 AA cells (call it 2.0 V) inside a chest freezer at -25 C. "
    "what's the minimum SHCP clock pulse width at that temperature? the 25 C column says 75 ns but that's not my "
    "temperature",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "response_time",
            "ns",
            mn=95,
            cond="tW SHCP HIGH or LOW, VCC = 2 V, -40..+85 C",
        )
    ],
    [
        ev("74hc595.pdf", 10, "tW pulse width SHCP HIGH or LOW;"),
        ev("74hc595.pdf", 10, "VCC = 2 V 75 17 - 95 - 110 - ns"),
    ],
    "-25 C falls in the -40..+85 C column: 95 ns. Look-alikes: 75 ns at 25 C, 110 ns for -40..+125 C, the STCP and "
    "MR rows at 2 V (same numbers), 19 ns at 4.5 V.",
)
add(
    "rq73-f02",
    "hard",
    "simple",
    "A 74HC595 at VCC = 4.5 V is mounted in an engine compartment that reaches +120 °C. What minimum set-up time "
    "from SHCP to STCP does the data sheet require over that temperature range?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "response_time",
            "ns",
            mn=22,
            cond="tsu SHCP to STCP, VCC = 4.5 V, -40..+125 C",
        )
    ],
    [ev("74hc595.pdf", 11, "VCC = 4.5 V 15 8 - 19 - 22 - ns")],
    "+120 C needs the -40..+125 C column: 22 ns. Look-alikes: 15 ns at 25 C, 19 ns for -40..+85 C, tsu DS to SHCP "
    "(10 / 13 / 15 ns), the 74HCT595 row (24 ns).",
    wording="formal",
)
add(
    "rq73-f03",
    "medium",
    "simple",
    "74hct595 daisy chain on a dashboard that gets to 110c. the Q7S output feeds the next board and sources about "
    "4 mA. worst-case high output voltage at that temp?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=3.7,
            cond="74HCT595 VOH, Q7S output, IO = -4 mA, VCC = 4.5 V, -40..+125 C",
        )
    ],
    [ev("74hc595.pdf", 8, "IO = 4 mA 3.84 4.32 - 3.7 - V")],
    "The 74HCT595 table (p8): 3.84 V min for -40..+85 C, 3.7 V for -40..+125 C. The same numbers appear for the "
    "74HC595 Q7S row on p7 (rq24-f02) and for the 74HCT595 Qn row (rq16-f28); this asks the HCT Q7S row. "
    "Look-alike: Qn at 6 mA.",
)
add(
    "rq73-f04",
    "hard",
    "structured",
    "ds3231sn in a garden shed: winter nights below 0 C, spring days somewhere between 10 and 30 C. what frequency "
    "stability does the sheet give for each of those two temperature bands?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "accuracy",
            "ppm",
            mn=-3.5,
            mx=3.5,
            cond="frequency stability vs temperature, industrial, -40 C to <0 C",
        ),
        it(
            "DS3231",
            "accuracy",
            "ppm",
            mn=-2,
            mx=2,
            cond="frequency stability vs temperature, industrial, 0 C to +40 C",
        ),
    ],
    [
        ev("ds3231.pdf", 3, "VCC = 3.3V or -40°C to <0°C ±3.5"),
        ev("ds3231.pdf", 3, "Δf/fOUT VBAT = 3.3V, 0°C to +40°C ±2 ppm"),
    ],
    "Industrial (SN) rows: +-3.5 ppm from -40 to <0 C, +-2 ppm from 0 to +40 C (+-3.5 ppm again above +40 C). "
    "The numbers were asked before (rq10-f27, rq13-f38, rq41-f25) from other lines; these are the table rows of the "
    "industrial grade. Look-alike: the commercial rows.",
)
add(
    "rq73-f05",
    "medium",
    "simple",
    "max31855 S-type version (platinum thermocouple) - what temperature range can it measure? my kiln goes to "
    "about 1500 C",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "measurement_range",
            "°C",
            mn=-50,
            mx=1600,
            q="temperature",
            cond="MAX31855S (type S), measured temp range",
        )
    ],
    [ev("max31855.pdf", 12, "MAX31855SASA+ S -50NC to +1600NC 8 SO")],
    "-50..+1600 C, so 1500 C is inside. Look-alikes: R type -50..+1770 C, K -200..+1350 C, the -40..+125 C "
    "operating range of the chip.",
)
add(
    "rq73-f06",
    "hard",
    "comparison",
    "Of the MAX31855N and MAX31855E versions, which measures up to the higher thermocouple temperature, and what "
    "measured temperature range does the ordering information give for each?",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "measurement_range",
            "°C",
            mn=-200,
            mx=1300,
            q="temperature",
            cond="MAX31855N (type N)",
        ),
        it(
            "MAX31855",
            "measurement_range",
            "°C",
            mn=-40,
            mx=900,
            q="temperature",
            cond="MAX31855E (type E)",
        ),
    ],
    [
        ev("max31855.pdf", 12, "MAX31855NASA+ N -200NC to + 1300NC 8 SO"),
        ev("max31855.pdf", 12, "MAX31855EASA+ E -40NC to +900NC 8 SO"),
    ],
    "N: -200..+1300 C (higher); E: -40..+900 C. Look-alikes: the E error spec is given to +1000 C thermocouple "
    "temperature (rq24-f14), the J version -40..+750 C.",
    wording="formal",
)
add(
    "rq73-f07",
    "hard",
    "simple",
    "xc6206 in the usp-6b package on a board that sits right next to a heater, ambient around 85 c. how much power "
    "can it dissipate there (the sheet's reference board)?",
    ["XC6206"],
    None,
    [
        it(
            "XC6206",
            "power_consumption",
            "mW",
            mx=400,
            cond="USP-6B power dissipation, board mount, Ta = 85 C (reference data)",
        )
    ],
    [ev("xc6206.pdf", 17, "USP-6B Power Dissipation"), ev("xc6206.pdf", 17, "85 400")],
    "USP-6B reference board: 1000 mW at 25 C, 400 mW at 85 C. Filed as power_consumption like the SOT-23 row in "
    "rq35-f10. Look-alikes: SOT-23 200 mW at 85 C, SOT-89 400 mW at 85 C (same number, p16, used in rq66-c08), "
    "USP-6B 120 mW unmounted (absolute maximum table).",
)
add(
    "rq73-f08",
    "hard",
    "simple",
    "Over the full operating temperature range (junction −40 °C to +125 °C), what oscillator frequency limits does the "
    "LM2596 data sheet give? The 25 °C limits are not what is needed.",
    ["LM2596"],
    None,
    [
        it(
            "LM2596",
            "data_rate",
            "kHz",
            mn=120,
            mx=180,
            cond="oscillator frequency fosc, full operating temperature range (boldface)",
        )
    ],
    [
        ev(
            "lm2596.pdf",
            4,
            "ELECTRICAL CHARACTERISTICS Specifications with standard type face are for TJ = 25°C, and those with "
            "boldface type apply",
        ),
        ev("lm2596.pdf", 4, "120 180"),
    ],
    "Boldface row under fosc: 120..180 kHz. Filed as data_rate like rq46-f05 (135 / 150 / 165 kHz at 25 C). "
    "Look-alike: about 30 kHz fold-back frequency on overload (note 2).",
    wording="formal",
)
add(
    "rq73-f09",
    "medium",
    "simple",
    "fridge logger sitting at about 4 c with a ds18b20 - what accuracy does the front page promise for that range?",
    ["DS18B20"],
    None,
    [
        it(
            "DS18B20",
            "accuracy",
            "°C",
            mn=-0.5,
            mx=0.5,
            q="temperature",
            cond="-10 C to +85 C, front-page feature list",
        )
    ],
    [ev("ds18b20.pdf", 1, "±0.5°C Accuracy from -10°C to +85°C")],
    "+-0.5 C from -10 to +85 C (4 C is inside). The number was asked from the table on p2 before (rq14-f16); this is "
    "the feature line on p1. Look-alike: +-2 C over -55..+125 C.",
)
add(
    "rq73-f10",
    "medium",
    "simple",
    "In the Si7021 data sheet, what operating range does Table 5 (the temperature sensor table) give for the "
    "G-grade part?",
    ["Si7021"],
    None,
    [optemp("Si7021", -40, 85, "temperature sensor table, G grade operating range")],
    [ev("si7021.pdf", 9, "G Grade –40 — +85 °C")],
    "-40..+85 C for G grade (I and Y grade -40..+125 C). The same numbers were asked from Table 1 (p4) and the "
    "ordering guide (rq9-f02, rq53-f10); this is the temperature-sensor table on p9. Look-alike: accuracy band "
    "-10..+85 C.",
    wording="formal",
)
add(
    "rq73-f11",
    "medium",
    "simple",
    "mcp73831 charger board stays in the car over the summer (parked, not charging). what storage temperature range "
    "does the temperature specifications table give?",
    ["MCP73831"],
    None,
    [stotemp("MCP73831", -65, 150, "storage temperature range, temperature specifications table")],
    [ev("mcp73831.pdf", 5, "Storage Temperature Range TA -65 — +150 °C")],
    "-65..+150 C. The same numbers appear in the absolute maximum ratings (p3), asked before (rq20-f26); this is the "
    "table on p5. Look-alikes: specified -40..+85 C, operating (junction) -40..+125 C.",
)
add(
    "rq73-f12",
    "medium",
    "simple",
    "opened the moisture bag of mpu-6050s for hand soldering. what storage conditions does the sheet give once the "
    "bag is open, and for how long?",
    ["MPU-6050"],
    None,
    [
        stotemp(
            "MPU-6050",
            None,
            30,
            "after opening the moisture-sealed bag: ambient <= 30 C at 60 %RH, 168 hours",
        )
    ],
    [
        ev(
            "mpu-6050.pdf",
            46,
            "After opening moisture-sealed bag 168 hours -- Storage conditions: ambient ≤30°C at 60%RH",
        )
    ],
    "168 hours at ambient <= 30 C / 60 %RH (only the temperature is scored). Look-alikes: sealed bag < 40 C / < 90 %RH "
    "for 12 months (rq70-f02), storage range -40..+125 C.",
)
add(
    "rq73-f13",
    "medium",
    "simple",
    "What recommended operating ambient temperature range does the specification overview table of the "
    "ESP32-WROOM-32 data sheet give?",
    ["ESP32-WROOM-32"],
    None,
    [
        optemp(
            "ESP32-WROOM-32",
            -40,
            85,
            "recommended operating ambient temperature range, overview table",
        )
    ],
    [
        ev(
            "esp32-wroom-32.pdf",
            7,
            "Recommended operating ambi- –40 °C ~ +85 °C ent temperature range",
        )
    ],
    "-40..+85 C; the same numbers are in Table 6 (p15), asked before (esp32-wroom-32-e2). Look-alike: storage "
    "-40..+105 C.",
    wording="formal",
)
add(
    "rq73-f14",
    "medium",
    "simple",
    "Which operating temperature range does the nRF24L01+ list in its absolute maximum ratings table?",
    ["nRF24L01+"],
    None,
    [optemp("nRF24L01+", -40, 85, "listed under absolute maximum ratings, Temperatures")],
    [ev("nrf24l01p.pdf", 12, "Operating Temperature -40 +85 °C")],
    "-40..+85 C (the same as the operating conditions table on p13, asked before in d4-h8). Look-alike: storage "
    "-40..+125 C in the same table.",
    wording="formal",
)

# ---------- factual, insufficient evidence (rq73-uNN)
add(
    "rq73-u01",
    "hard",
    "simple",
    "ds18b20 lives in a smoker box that sits at 85 c for years. how long are the TH/TL alarm bytes in its eeprom "
    "retained at that temperature?",
    ["DS18B20"],
    "insufficient_evidence",
    [],
    [ev("ds18b20.pdf", 3, "EEPROM Data Retention tEEDR -55°C to +55°C 10 years")],
    "Retention (10 years) is given only for -55..+55 C. Near miss: that row; write endurance 50k is also given only "
    "to +55 C (rq65-u02 asked endurance).",
)
add(
    "rq73-u02",
    "medium",
    "simple",
    "opened an mpu-6050 bag in my garage workshop, 35 C and humid (about 80 %RH). how many hours of floor life do "
    "i get in those conditions?",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [
        ev(
            "mpu-6050.pdf",
            46,
            "After opening moisture-sealed bag 168 hours -- Storage conditions: ambient ≤30°C at 60%RH",
        )
    ],
    "168 hours is stated only for <= 30 C / 60 %RH. Near miss: rq73-f12.",
)
add(
    "rq73-u03",
    "medium",
    "simple",
    "si7021 heater on the strongest setting (1111): how many degrees does it warm the sensor above ambient?",
    ["Si7021"],
    "insufficient_evidence",
    [],
    [ev("si7021.pdf", 25, "1111 94.20")],
    "The heater table gives currents only (3.09 .. 94.20 mA); no temperature rise. Near miss: the current row.",
)
add(
    "rq73-u04",
    "hard",
    "simple",
    "With a 10 kΩ NTC thermistor on the TP4056 TEMP pin, between which battery temperatures in °C does the TP4056 "
    "allow charging?",
    ["TP4056"],
    "insufficient_evidence",
    [],
    [
        ev("tp4056.pdf", 7, "TEMP pin’s voltage is below 45% or above"),
        ev("tp4056.pdf", 5, "VTEMP-H 80 82 %Vcc"),
    ],
    "The window is given as TEMP-pin voltages (45 % / 80 % of VCC); the temperatures depend on the NTC curve and "
    "divider, which the sheet does not give. Near miss: the %Vcc thresholds.",
    wording="formal",
)
add(
    "rq73-u05",
    "medium",
    "simple",
    "At what junction temperature does the AMS1117 resume operation after its thermal protection has shut it down?",
    ["AMS1117"],
    "insufficient_evidence",
    [],
    [ev("ams1117.pdf", 4, "regulator should the junction temperature exceed 165°C at the")],
    "Only the shutdown point (165 C at the sense point) is given; no hysteresis or restart temperature. Near miss: "
    "165 C, and the 125 C junction limit.",
    wording="formal",
)
add(
    "rq73-u06",
    "hard",
    "simple",
    "What is the guaranteed minimum overtemperature-protection threshold of the TPS63020?",
    ["TPS63020"],
    "insufficient_evidence",
    [],
    [ev("tps63020.pdf", 6, "Overtemperature protection 140 °C")],
    "Only a typical value (140 C, hysteresis 20 C typical) is given; no min/max. Near miss: the typical row.",
    wording="formal",
)
add(
    "rq73-u07",
    "hard",
    "simple",
    "lm2596 potted in resin, the junction sits around 150 c. what switching frequency range is guaranteed there?",
    ["LM2596"],
    "insufficient_evidence",
    [],
    [ev("lm2596.pdf", 4, "120 180")],
    "Limits are given at 25 C and over the operating range -40..+125 C (120..180 kHz); nothing at 150 C, which is "
    "the absolute maximum junction temperature. Near miss: rq73-f08.",
)
add(
    "rq73-u08",
    "medium",
    "simple",
    "esp32-wroom-32 in an attic at 80 c: how much current can one gpio on the VDD3P3_CPU domain source at that "
    "temperature with VOH >= 2.64 V?",
    ["ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [ev("esp32-wroom-32.pdf", 15, "Table 7: DC Characteristics (3.3 V, 25 °C)")],
    "IOH (typ 40 mA on VDD3P3_CPU) is in the DC characteristics table, which is specified at 3.3 V and 25 C only. "
    "Near miss: the 25 C typical value.",
)
add(
    "rq73-u09",
    "hard",
    "simple",
    "What sensitivity temperature coefficient does the HMC5883L data sheet give for the compensated output, i.e. "
    "after the self-test based temperature compensation?",
    ["HMC5883L"],
    "insufficient_evidence",
    [],
    [ev("hmc5883l.pdf", 2, "Sensitivity Tempco TA = -40 to 125°C, Uncompensated Output -0.3 %/°C")],
    "Only the uncompensated tempco (-0.3 %/C typ) is given; the compensation procedure has no resulting figure. "
    "Near miss: the uncompensated row.",
    wording="formal",
)


def main():
    order = {"f": 0, "u": 1, "c": 2, "i": 3, "e": 4}
    Q.sort(key=lambda q: (order[q["id"].split("-")[1][0]], q["id"]))
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")


if __name__ == "__main__":
    main()
