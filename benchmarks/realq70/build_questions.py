"""realq70: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: absolute maximum ratings versus recommended operating conditions (what a part survives versus where it is
specified to work), ESD and pin current-injection limits, storage versus operating temperatures, and builds that sit
between the two (a rail above the recommended maximum but below the absolute maximum, a board stored hot but run
cool, a pin that sees a fault voltage while the part is unpowered).

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


# ---------- evidence used by the compatibility questions
# ESD ratings
MCP4725_ESD = ev(
    "mcp4725.pdf", 3, "ESD protection on all pins ................ ≥ 6 kV HBM, ≥ 400V MM"
)
MCP73831_ESD = ev(
    "mcp73831.pdf",
    3,
    "ESD protection on all pins: Human Body Model (1.5 k in Series with 100 pF)4 kV",
)
MCP73831_MM = ev(
    "mcp73831.pdf", 3, "Machine Model (200 pF, No Series Resistance) .............400V"
)
MCP3008_ESD = ev(
    "mcp3008.pdf", 3, "ESD Protection On All Pins (HBM) ...................................≥ 4 kV"
)
TPS_HBM_VIN = ev(
    "tps63020.pdf",
    5,
    "Human body model (HBM), per ANSI/ESDA/JEDEC JS-001, ±500 pins VIN, VINA, L1 (1)",
)
TPS_HBM_OTHER = ev("tps63020.pdf", 5, "Human body model (HBM), per ANSI/ESDA/JEDEC JS-001, ±2000")
TPS_CDM = ev(
    "tps63020.pdf", 5, "Charged device model (CDM), per JEDEC specification JESD22-C101, ±1500"
)
INA3221_HBM = ev("ina3221.pdf", 4, "Human-body model (HBM), per ANSI/ESDA/JEDEC JS-001(1) ±2500")
INA3221_CDM = ev(
    "ina3221.pdf", 4, "Charged-device model (CDM), per JEDEC specification JESD22-C101(2) ±1000"
)
DRV_HBM = ev(
    "drv8833.pdf", 5, "Human body model (HBM), per ANSI/ESDA/JEDEC JS-001, all pins (1) ±4000"
)
DRV_CDM = ev("drv8833.pdf", 5, "discharge ±1500")
DRV_JEP155 = ev(
    "drv8833.pdf",
    5,
    "JEDEC document JEP155 states that 500-V HBM allows safe manufacturing with a standard ESD control process.",
)
DRV_JEP157 = ev(
    "drv8833.pdf",
    5,
    "JEDEC document JEP157 states that 250-V CDM allows safe manufacturing with a standard ESD control process.",
)
HMC_HBM = ev("hmc5883l.pdf", 2, "ESD Voltage Human Body Model (all pins) 2000 Volts")
CCS_HBM = ev("ccs811.pdf", 5, "ESDHBM Human Body Model ±2000 V")
CCS_CDM = ev("ccs811.pdf", 5, "ESDCDM Charged Device Model ±1000 V")
ESP_HBM = ev("esp32-wroom-32.pdf", 22, "Human body model (HBM): ±2000 V")
ESP_CDM = ev("esp32-wroom-32.pdf", 22, "Charged-device model (CDM): ±500 V")
VL_CDM = ev("vl53l0x.pdf", 22, "Charged Device Model JZSD22-C101 +/- 500V")
SI_HBM = ev("si7021.pdf", 10, "ESD Tolerance HBM — — 2 kV")
W25_HBM = ev(
    "w25q64.pdf", 72, "Electrostatic Discharge Voltage VESD(3) Human Body Model –2000 to +2000 V"
)
INA219_HBM = ev(
    "ina219.pdf", 4, "Human body model (HBM), per ANSI/ESDA/JEDEC JS-001, all pins (1) ±4000"
)
NRF_HBM = ev("nrf24l01p.pdf", 3, "HBM (Human Body Model) > 1Kv")
LM35_ESD = ev("lm35.pdf", 3, "Electrostatic discharge (ESD) susceptibility (3) 2500 V")
LM35_HBM = ev("lm35.pdf", 3, "Human body model, 100 pF discharged through a 1.5-kΩ resistor.")
# temperatures
DS3231_TSTG = ev(
    "ds3231.pdf", 2, "Storage Temperature Range............................... -40°C to +85°C"
)
TM1637_TSTG = ev("tm1637.pdf", 9, "Storage temperature Tstg -65 ～+150 ℃")
PC817_TSTG = ev("pc817.pdf", 4, "Storage temperature Tstg −55 to +125 ˚C")
BH_TSTG = ev("bh1750.pdf", 1, "Storage Temperature Tstg -40～100 ℃")
BH_TOPR = ev("bh1750.pdf", 1, "Operating Temperature Topr -40～85 ℃")
XC_TSTG = ev("xc6206.pdf", 3, "Storage Temperature Tstg - 55 ~ + 125 OC")
XC_TOPR = ev("xc6206.pdf", 3, "Operating Ambient Temperature Topr - 40 ~ + 85 OC")
W25_TSTG = ev("w25q64.pdf", 72, "Storage Temperature TSTG –65 to +150 °C")
W25_TA = ev("w25q64.pdf", 72, "Industrial –40 +85 °C")
INA3221_TA = ev("ina3221.pdf", 4, "Operating temperature, TA –40 125 °C")
ADS_TSPEC = ev("ads1115.pdf", 4, "Specified temperature –40 +125 °C")
M65_TA = ev("max31865.pdf", 2, "(TA = -40NC to +125NC, unless otherwise noted.) (Notes 2 and 3)")
ESP_TOPR = ev("esp32-wroom-32.pdf", 15, "T Operating ambient temperature –40 - 85 °C")
DS18_TOPR = ev(
    "ds18b20.pdf", 2, "Operating Temperature Range.......................... -55°C to +125°C"
)
TMP36_TOPR = ev("tmp36.pdf", 3, "TMP36GT9 ± 3.0 –40°C to +125°C")
VL_TSTG = ev("vl53l0x.pdf", 36, "Temperature (storage) -40 +85 °C")
MPU_TSTG = ev("mpu-6050.pdf", 20, "Storage Temperature Range -40°C to +125°C")
MCP3008_TSTG = ev(
    "mcp3008.pdf", 3, "Storage Temperature ................................... –65°C to +150°C"
)
TP_TSTG = ev("tp4056.pdf", 2, "·Storage Temperature Range：-65℃~125℃")
HX_TOPR = ev("hx711.pdf", 1, "Operation temperature range: -40 ~ +85℃")
# supplies and pins
HMC_ABS = ev("hmc5883l.pdf", 3, "Supply Voltage VDD -0.3 4.8 Volts")
BH_ABS = ev("bh1750.pdf", 1, "Supply Voltage Vmax 4.5 V")
W25_ABS = ev("w25q64.pdf", 72, "Supply Voltage VCC –0.6 to 4.6V V")
INA219_CM = ev("ina219.pdf", 4, "IN+, IN– Common-mode(VIN+ + VIN–) / 2 -0.3 26 V")
INA219_WITHSTAND = ev(
    "ina219.pdf",
    27,
    "the device can withstand the full 0-V to 26-V range at the input terminals, regardless of whether the device has "
    "power applied or not.",
)
LM2596_VIN = ev("lm2596.pdf", 3, "Supply Voltage Vin 4.5 to 40 V")
AMS33_VIN = ev(
    "ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V"
)
AMS50_VIN = ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V")
NRF_VDD5 = ev("nrf24l01p.pdf", 13, "VDD Supply voltage if input signals >3.6V 2.7 3.0 3.3 V")
NRF_VI = ev("nrf24l01p.pdf", 12, "VI -0.3 5.25 V")
NRF_TOL = ev("nrf24l01p.pdf", 1, "5V tolerant inputs")
XC_VIN = ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V")
XC_ACC = ev("xc6206.pdf", 1, "Highly Accurate :±2%@VOUT≧1.5V")
HC595_VCC = ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V")
VL_FAILSAFE = ev(
    "vl53l0x.pdf", 22, "The I/Os are internally failsafe with no diode connecting them to AVDD"
)
VL_XSHUT = ev("vl53l0x.pdf", 22, "XSHUT should be high level only when AVDD is on.")
VL_SEQ = ev("vl53l0x.pdf", 22, "There are no power supply sequencing requirements.")
BH_VCC = ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")
M44_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
LM35_VS = ev("lm35.pdf", 1, "Operates from 4 to 30 V")
IRLZ_VDSS = ev("irlz44n.pdf", 1, "VDSS = 55V")
M65_45V = ev("max31865.pdf", 1, "protected against overvoltage faults as large as Q45V.")
M65_PINS = ev("max31865.pdf", 8, "Positive RTD Input. Protected to ±45V.")
SRD_FORMC = ev("srd-05vdc-sl-c.pdf", 2, "7A 28VDC")
SRD_COIL5 = ev("srd-05vdc-sl-c.pdf", 2, "(High 05 05 71.4 70")
SRD_MAXALLOW = ev("srd-05vdc-sl-c.pdf", 2, "SRD 03 03 120 25 abt. 0.36W 75%Max. 10% Min. 120%")
SRD_L = ev("srd-05vdc-sl-c.pdf", 1, "L:0.36W")
SRD_INDUCTIVE = ev("srd-05vdc-sl-c.pdf", 2, "Inductive Load 3A 120VAC 5A 120VAC")
SI_VDD = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")
SI_ABS = ev("si7021.pdf", 10, "Voltage on VDD with –0.3 — 4.2 V")
DS3231_VCC = ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")
MCP73831_VREG = ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2")
ADS_IIN = ev("ads1115.pdf", 2, "Analog input current 10, continuous mA")
ADS_DIODES = ev("ads1115.pdf", 27, "the ADS1113/4/5 can be permanently damaged by")
ADS_VIN = ev("ads1115.pdf", 2, "Analog input voltage to GND –0.3 to VDD + 0.3 V")
PCF_IO = ev("pcf8563.pdf", 27, "IO output current at any output 10 +10 mA")
TP_VCC = ev("tp4056.pdf", 5, "VCC Input Supply Voltage ● 4.0 5 8.0 V")
DRV_VM = ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")
DRV_VM_ABS = ev("drv8833.pdf", 5, "VM Power supply voltage –0.3 11.8 V")
L298_VS = ev("l298n.pdf", 3, "VS Supply Voltage (pin 4) Operative Condition VIH +2.5 46 V")
L298_VSS = ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V")
M7219_VCC = ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")
M7219_ABS = ev(
    "max7219.pdf",
    2,
    "V+...........................................................................-0.3V to 6V",
)
MCP73831_VDD = ev("mcp73831.pdf", 3, "Supply Voltage VDD 3.75 — 6 V")
MCP73831_ABS = ev(
    "mcp73831.pdf",
    3,
    "VDD...................................................................................7.0V",
)
TMP36_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
PC817_IC = ev("pc817.pdf", 4, "Collector current IC 50 mA")
MPU_SHOCK = ev("mpu-6050.pdf", 20, "Acceleration (Any Axis, unpowered) 10,000g for 0.2ms")
INMP_SHOCK = ev("inmp441.pdf", 6, "Mechanical Shock 10,000 g")
ACS_IP = ev("acs712.pdf", 2, "Overcurrent Transient Tolerance IP 60 A")
ACS_PULSES = ev("acs712.pdf", 2, "100 total pulses, 250 ms duration each, applied")
ACS_RATE = ev("acs712.pdf", 2, "at a rate of 1 pulse every 100 seconds.")
HX_VDD = ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V")
DHT22_VDD = ev(
    "dht22.pdf", 3, "AM2302 supply voltage range 3.3V - 5.5V, recommended supply voltage is 5V."
)
HCSR_VDD = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
MQ2_ICING = ev(
    "mq-2.pdf",
    6,
    "Do avoid icing on sensor’s surface, otherwise sensing material will be broken and lost sensitivity.",
)
DS18_ABS = ev("ds18b20.pdf", 2, "Voltage Range on Any Pin Relative to Ground.....-0.5V to +6.0V")
M7219_DIN = ev(
    "max7219.pdf", 2, "DIN, CLK, LOAD, CS.............................................-0.3V to 6V"
)
BH_SDA = ev("bh1750.pdf", 1, "SDA Sink Current Imax 7 mA")

# ---------- compatibility: compatible (rq70-cNN)
add(
    "rq70-c01",
    "medium",
    "compatibility",
    "Our incoming-inspection rule requires every IC on a board to be rated for at least 2 kV HBM on all pins. The "
    "board carries an MCP4725 DAC, an MCP73831 charger and an MCP3008 ADC. Do all three meet the rule according to "
    "their datasheets?",
    ["MCP4725", "MCP73831", "MCP3008"],
    "compatible",
    [],
    [MCP4725_ESD, MCP73831_ESD, MCP3008_ESD],
    "MCP4725 >= 6 kV HBM, MCP73831 4 kV HBM, MCP3008 >= 4 kV HBM, all on all pins (absolute maximum lists). ESD has no "
    "field in fields.json, so the verdict carries the answer. Look-alikes: MM ratings (400 V) of MCP4725 / MCP73831.",
    wording="formal",
)
add(
    "rq70-c02",
    "hard",
    "compatibility",
    "building a batch of clock boards (ds3231 rtc, tm1637 display, pc817 opto for the buzzer). they'll sit boxed and "
    "unpowered in my unheated garage through winter and summer, roughly -30 to +60 C, before I sell them. is that ok "
    "for all three parts?",
    ["DS3231", "TM1637", "PC817"],
    "compatible",
    [
        it(
            "DS3231",
            "storage_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="storage temperature range, absolute maximum",
        )
    ],
    [DS3231_TSTG, TM1637_TSTG, PC817_TSTG],
    "Unpowered, so storage ranges apply: DS3231 -40..+85 C (the tightest), TM1637 -65..+150 C, PC817 -55..+125 C. Trap: "
    "DS3231S operating range is only 0..+70 C, PC817 operating -30..+100 C; neither applies to a boxed, unpowered board.",
)
add(
    "rq70-c03",
    "hard",
    "compatibility",
    "3.3v sensor board with a hmc5883l, a bh1750 and a w25q64 flash. while I reflash it with the programmer plugged in, "
    "the rail can sit at 4.0 V for a few seconds (I don't need any readings during that). will that damage any of them?",
    ["HMC5883L", "BH1750", "W25Q64FV"],
    "compatible",
    [
        it("HMC5883L", "abs_max_supply_voltage", "V", mx=4.8, cond="VDD, absolute maximum"),
        it("BH1750", "abs_max_supply_voltage", "V", mx=4.5, cond="Vmax, absolute maximum"),
        it("W25Q64FV", "abs_max_supply_voltage", "V", mx=4.6, cond="VCC, absolute maximum"),
    ],
    [HMC_ABS, BH_ABS, W25_ABS],
    "Survival only: 4.0 V is above the recommended maxima (HMC5883L 3.6 V, BH1750 3.6 V, W25Q64FV 3.6 V) but below every "
    "absolute maximum (4.8 / 4.5 / 4.6 V), so no damage is expected; operation at 4.0 V would not be specified.",
)
add(
    "rq70-c04",
    "medium",
    "compatibility",
    "A current and temperature logger inside a 100 °C oven-control cabinet uses an INA3221, an ADS1115 and a MAX31865, "
    "all powered. Are all three specified for operation at 100 °C ambient?",
    ["INA3221", "ADS1115", "MAX31865"],
    "compatible",
    [
        it(
            "INA3221",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="TA, recommended operating conditions",
        ),
        it("ADS1115", "operating_temperature", "°C", mn=-40, mx=125, cond="specified temperature"),
        it(
            "MAX31865",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="TA, recommended DC operating conditions",
        ),
    ],
    [INA3221_TA, ADS_TSPEC, M65_TA],
    "All three are specified to +125 C. Look-alikes: junction 150 C, storage -65 / -60..+150 C.",
    wording="formal",
)
add(
    "rq70-c05",
    "hard",
    "compatibility",
    "ina219 on the high side of a regulated 24.0 V bench supply. its VS comes from an ams1117-3.3 fed by an lm2596-5.0 "
    "buck that also runs off the 24 V, so at power-on IN+/IN- already sit at 24 V for a moment while the ina219 has no "
    "VS yet. ok, or do I need a sequencing circuit?",
    ["INA219", "LM2596", "AMS1117"],
    "compatible",
    [
        it(
            "INA219",
            "abs_max_input_voltage",
            "V",
            mx=26,
            cond="IN+, IN- common-mode, absolute maximum",
        )
    ],
    [INA219_WITHSTAND, INA219_CM, LM2596_VIN, AMS33_VIN],
    "The INA219 sheet states the inputs withstand 0..26 V whether or not power is applied (common-mode abs max "
    "-0.3..26 V); LM2596 Vin 4.5..40 V; AMS1117-3.3 regulates for 4.75 V <= VIN <= 12 V (5 V in). Only the 26 V maximum "
    "is scored (the text says 0 V, the table -0.3 V).",
)
add(
    "rq70-c06",
    "hard",
    "compatibility",
    "nrf24l01+ running at 3.0 V from an xc6206 3.0 V ldo (fed from 5 V). CSN/SCK/MOSI come straight from a 5 V arduino "
    "nano and CE from a 74hc595 running at 5 V, no level shifter. is the nrf24 inside its datasheet conditions? "
    "(ignore what the nano reads back on MISO)",
    ["nRF24L01+", "XC6206", "74HC595"],
    "compatible",
    [
        it(
            "nRF24L01+",
            "supply_voltage",
            "V",
            mn=2.7,
            typ=3.0,
            mx=3.3,
            cond="VDD if input signals > 3.6 V",
        ),
        it(
            "nRF24L01+", "abs_max_input_voltage", "V", mn=-0.3, mx=5.25, cond="VI, absolute maximum"
        ),
    ],
    [NRF_VDD5, NRF_VI, NRF_TOL, XC_VIN, XC_ACC, HC595_VCC],
    "5 V inputs are allowed (5V tolerant, VI abs max 5.25 V) but only with VDD 2.7..3.3 V (operating-conditions row "
    "'if input signals > 3.6 V'); the XC6206 3.0 V output is +-2 % (2.94..3.06 V). Trap: the plain 1.9..3.6 V row; at "
    "3.3 V from a +-2 % LDO the answer would not hold. 74HC595 at 5 V (2..6 V) outputs at most VCC = 5 V < 5.25 V.",
)
add(
    "rq70-c07",
    "hard",
    "compatibility",
    "A contract manufacturer's ESD control programme is certified for components rated at least 500 V HBM and 250 V "
    "CDM (the JEDEC JEP155 / JEP157 safe-manufacturing levels). Can it assemble a board with a TPS63020, an INA3221 "
    "and a DRV8833 without extra handling measures?",
    ["TPS63020", "INA3221", "DRV8833"],
    "compatible",
    [],
    [
        TPS_HBM_VIN,
        TPS_HBM_OTHER,
        TPS_CDM,
        INA3221_HBM,
        INA3221_CDM,
        DRV_HBM,
        DRV_CDM,
        DRV_JEP155,
        DRV_JEP157,
    ],
    "Lowest rating is the TPS63020 VIN / VINA / L1 at +-500 V HBM, exactly the 500 V level; all CDM ratings (1500, 1000, "
    "1500 V) exceed 250 V. Look-alike: the TPS63020 +-2000 V 'all other pins' row.",
    wording="formal",
)
add(
    "rq70-c08",
    "hard",
    "compatibility",
    "2.8 V i2c bus with a bh1750 and a max44009 that are always powered. the vl53l0x (2V8 mode) gets its AVDD cut by a "
    "load switch between range readings to save power, XSHUT is held low while it's off, and its SDA/SCL stay on the "
    "live bus. allowed for the vl53l0x, and are the other two fine on 2.8 V?",
    ["VL53L0X", "BH1750", "MAX44009"],
    "compatible",
    [],
    [VL_SEQ, VL_FAILSAFE, VL_XSHUT, BH_VCC, M44_VCC],
    "VL53L0X: no power-sequencing requirements, I/Os internally failsafe with no diode to AVDD, XSHUT high only when "
    "AVDD is on (held low here). BH1750 2.4..3.6 V, MAX44009 1.7..3.6 V. No field for failsafe I/O; the verdict carries "
    "the answer.",
)
add(
    "rq70-c09",
    "medium",
    "compatibility",
    "dashcam-style logger: bh1750 light sensor, xc6206 ldo and a w25q64 flash. the car sits in the sun with the board "
    "OFF and the inside gets up to 95 C; it only runs while driving (cabin under 60 C). ok for all the parts?",
    ["BH1750", "XC6206", "W25Q64FV"],
    "compatible",
    [it("BH1750", "storage_temperature", "°C", mn=-40, mx=100, cond="Tstg, absolute maximum")],
    [BH_TSTG, BH_TOPR, XC_TSTG, XC_TOPR, W25_TSTG, W25_TA],
    "Off at 95 C: storage BH1750 -40..+100 C (tightest), XC6206 -55..+125 C, W25Q64FV -65..+150 C. Running at <= 60 C: "
    "all operate to +85 C. Trap: comparing 95 C with the 85 C operating maxima.",
)
add(
    "rq70-c10",
    "medium",
    "compatibility",
    "esd rule at work: every ic needs at least 2 kV HBM on all pins. my design has a si7021, a w25q64 flash and an "
    "esp32-wroom-32 module. do the datasheets show all three meet it?",
    ["Si7021", "W25Q64FV", "ESP32-WROOM-32"],
    "compatible",
    [],
    [SI_HBM, W25_HBM, ESP_HBM],
    "Si7021 2 kV HBM, W25Q64FV +-2000 V HBM, ESP32-WROOM-32 +-2000 V HBM: all exactly at the 2 kV requirement. "
    "Look-alikes: CDM 1.25 kV / 500 V, MM 250 V.",
)
add(
    "rq70-c11",
    "medium",
    "compatibility",
    "24 V lead-acid system that goes up to 28.8 V while charging. lm35 powered straight from the battery, an irlz44n "
    "low-side switching a 24 V fan, and an lm2596 making 5 V for the logic. all within spec at 28.8 V?",
    ["LM35", "IRLZ44N", "LM2596"],
    "compatible",
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply range (features)"),
        it("IRLZ44N", "drain_source_voltage", "V", mx=55, cond="VDSS"),
        it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="Vin, operating"),
    ],
    [LM35_VS, IRLZ_VDSS, LM2596_VIN],
    "28.8 V <= LM35 30 V (abs max 35 V), <= IRLZ44N 55 V, <= LM2596 40 V (abs max 45 V). Between-case for the LM35: "
    "within its operating range with 1.2 V to spare.",
)
add(
    "rq70-c12",
    "hard",
    "compatibility",
    "A heater controller switches a 24 V DC, 2 A resistive heater with an SRD-05VDC-SL-C relay (form C) whose coil is "
    "fed from an LM2596-5.0 running off the same 24 V supply. A MAX31865 reads a PT100 on the heater; a chafed RTD "
    "cable could touch the 24 V heater lead. Is the design within the datasheet ratings, including that fault?",
    ["MAX31865", "SRD-05VDC-SL-C", "LM2596"],
    "compatible",
    [],
    [M65_45V, M65_PINS, SRD_FORMC, SRD_COIL5, LM2596_VIN],
    "MAX31865 RTD inputs are protected against overvoltage faults up to +-45 V (abs max +-50 V on FORCE / RTDIN); SRD form "
    "C contacts 7 A 28 VDC resistive; 5 V coil from the LM2596-5.0 (Vin 4.5..40 V). No items: the protection level is "
    "stated as +-45 V in the text and +-50 V in the table.",
    wording="formal",
)

# ---------- compatibility: incompatible (rq70-iNN)
add(
    "rq70-i01",
    "medium",
    "compatibility",
    "Our ESD rule requires at least 2 kV HBM on all pins of every IC. The board uses a TPS63020 buck-boost converter, "
    "an HMC5883L and a CCS811. Do all three comply?",
    ["TPS63020", "HMC5883L", "CCS811"],
    "incompatible",
    [],
    [TPS_HBM_VIN, TPS_HBM_OTHER, HMC_HBM, CCS_HBM],
    "TPS63020 pins VIN, VINA and L1 are rated +-500 V HBM only (+-2000 V on the other pins). HMC5883L 2000 V and CCS811 "
    "+-2000 V comply. Trap: the TPS63020 'all other pins' +-2000 V row.",
    wording="formal",
)
add(
    "rq70-i02",
    "medium",
    "compatibility",
    "customer wants every ic rated at least 1 kV CDM. parts: esp32-wroom-32 module, vl53l0x, ccs811. do we pass?",
    ["ESP32-WROOM-32", "VL53L0X", "CCS811"],
    "incompatible",
    [],
    [ESP_CDM, VL_CDM, CCS_CDM],
    "ESP32-WROOM-32 +-500 V CDM and VL53L0X +-500 V CDM fail; CCS811 +-1000 V passes. Look-alikes: the +-2 kV HBM ratings "
    "of all three.",
)
add(
    "rq70-i03",
    "medium",
    "compatibility",
    "single li-ion cell straight onto the sensor rail, no regulator (cell 3.0 to 4.2 V), an mcp73831 charges it. a "
    "si7021 and a ds3231 run off the cell directly. fine?",
    ["Si7021", "MCP73831", "DS3231"],
    "incompatible",
    [it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD, operating")],
    [SI_VDD, SI_ABS, MCP73831_VREG, DS3231_VCC],
    "Si7021 VDD is specified to 3.6 V; a full cell (4.2 V, MCP73831-2 VREG up to 4.232 V) is above it and at / above "
    "the 4.2 V absolute maximum. DS3231 VCC 2.3..5.5 V is fine.",
)
add(
    "rq70-i04",
    "medium",
    "compatibility",
    "A monitoring node mounted next to a boiler sees ambient temperatures up to 95 °C while operating. It uses an "
    "ESP32-WROOM-32 module, a DS18B20 and a TMP36. Are all three specified for operation at 95 °C?",
    ["ESP32-WROOM-32", "DS18B20", "TMP36"],
    "incompatible",
    [
        it(
            "ESP32-WROOM-32",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="operating ambient temperature",
        )
    ],
    [ESP_TOPR, DS18_TOPR, TMP36_TOPR],
    "ESP32-WROOM-32 operating ambient -40..+85 C (storage to +105 C does not help while running). DS18B20 -55..+125 C and "
    "TMP36 -40..+125 C are fine.",
    wording="formal",
)
add(
    "rq70-i05",
    "hard",
    "compatibility",
    "parking sensor prototype: vl53l0x, mpu6050 and a ds3231 for timestamps. car parked in the sun, board unpowered, "
    "inside hits 95 C. are the parts within their storage limits?",
    ["VL53L0X", "MPU-6050", "DS3231"],
    "incompatible",
    [
        it(
            "DS3231",
            "storage_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="storage temperature range, absolute maximum",
        ),
        it(
            "VL53L0X",
            "storage_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="recommended storage conditions, Table 16",
        ),
    ],
    [DS3231_TSTG, VL_TSTG, MPU_TSTG],
    "DS3231 storage -40..+85 C and VL53L0X recommended storage -40..+85 C are exceeded; MPU-6050 storage -40..+125 C is "
    "fine.",
)
add(
    "rq70-i06",
    "hard",
    "compatibility",
    "24 V solenoid valve switched low-side by an irlz44n. to detect the valve state I feed the irlz44n drain into "
    "ads1115 AIN0 through a 1k resistor (no divider); the ads1115 runs at 3.3 V from an xc6206. when the fet is off the "
    "drain sits at 24 V. is that ok for the ads1115?",
    ["ADS1115", "IRLZ44N", "XC6206"],
    "incompatible",
    [],
    [ADS_IIN, ADS_VIN, ADS_DIODES, IRLZ_VDSS, XC_VIN],
    "With the FET off about (24 - 3.6) V / 1 kOhm = 20 mA flows into the AIN0 protection diodes, above the 10 mA "
    "continuous analog input current limit (100 mA momentary only); the pin is also held beyond VDD + 0.3 V. "
    "IRLZ44N VDSS 55 V and XC6206 VIN <= 6 V are fine. No field for the input current.",
)
add(
    "rq70-i07",
    "medium",
    "compatibility",
    "6-cell nimh pack (7.2 V nominal, 8.4 V fresh) driving a songle srd-05vdc-sl-c coil directly through an irlz44n, an "
    "ams1117-3.3 makes the logic rail. is the relay coil ok on the pack voltage?",
    ["SRD-05VDC-SL-C", "IRLZ44N", "AMS1117"],
    "incompatible",
    [it("SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="nominal coil voltage, 05 coil")],
    [SRD_COIL5, SRD_MAXALLOW, SRD_L],
    "SL = high-sensitivity (L, 0.36 W) coil; max allowable voltage 120 % of the nominal 5 V = 6.0 V; the pack gives 7.2..8.4 "
    "V. IRLZ44N and AMS1117-3.3 (4.75..12 V in) are fine.",
)
add(
    "rq70-i08",
    "medium",
    "compatibility",
    "A PCF8563 alarm pulls an indicator LED low through its INT pin at 20 mA; the 3.3 V rail comes from an XC6206 and "
    "the Li-ion cell is charged by a TP4056. Is the LED current within the PCF8563 ratings?",
    ["PCF8563", "XC6206", "TP4056"],
    "incompatible",
    [it("PCF8563", "output_current", "mA", mn=-10, mx=10, cond="IO at any output, limiting value")],
    [PCF_IO],
    "Limiting value IO = +-10 mA at any output; 20 mA exceeds it (INT is specified for IOL 1 mA at 0.4 V).",
    wording="formal",
)
add(
    "rq70-i09",
    "hard",
    "compatibility",
    "robot on an 8-cell nimh pack (9.6 V nominal, I measured 11.3 V right after charging). drv8833 VM straight from the "
    "pack for the small motors, l298n VS also from the pack, l298n VSS from an ams1117-5.0. all inside their operating "
    "ranges?",
    ["DRV8833", "L298N", "AMS1117"],
    "incompatible",
    [
        it(
            "DRV8833",
            "load_supply_voltage",
            "V",
            mn=2.7,
            mx=10.8,
            cond="VM, recommended operating conditions",
        )
    ],
    [DRV_VM, DRV_VM_ABS, L298_VS, L298_VSS, AMS50_VIN],
    "11.3 V is above the DRV8833 recommended VM maximum 10.8 V but below its 11.8 V absolute maximum: it survives but is "
    "not specified. L298N VS up to 46 V, VSS 4.5..7 V (5 V), AMS1117-5.0 regulates for 6.5..12 V in.",
)
add(
    "rq70-i10",
    "medium",
    "compatibility",
    "Un marcador LED con un MAX7219, un 74HC595 y la lógica (VSS) de un L298N se alimenta directamente con 4 pilas "
    "NiMH recién cargadas que dan 5,7 V. ¿Están todos dentro de su tensión de funcionamiento?",
    ["MAX7219", "74HC595", "L298N"],
    "incompatible",
    [it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+, operating supply voltage")],
    [M7219_VCC, M7219_ABS, HC595_VCC, L298_VSS],
    "MAX7219 operating V+ 4.0..5.5 V (absolute maximum 6 V): 5.7 V survives but is not specified. 74HC595 2..6 V and "
    "L298N VSS 4.5..7 V are fine.",
    lang="es",
)
add(
    "rq70-i11",
    "hard",
    "compatibility",
    "solar board: the panel is regulated to 6.5 V and feeds an mcp73831 and a tp4056 (one cell each), and a tmp36 "
    "running off one of the cells watches its temperature. is everything inside its recommended supply range?",
    ["MCP73831", "TP4056", "TMP36"],
    "incompatible",
    [it("MCP73831", "supply_voltage", "V", mn=3.75, mx=6, cond="VDD, DC characteristics")],
    [MCP73831_VDD, MCP73831_ABS, TP_VCC, TMP36_VS],
    "MCP73831 VDD is specified to 6 V (absolute maximum 7.0 V): 6.5 V is between the two. TP4056 4.0..8.0 V and TMP36 "
    "2.7..5.5 V (cell 3..4.2 V) are fine.",
)
add(
    "rq70-i12",
    "medium",
    "compatibility",
    "pc817 opto output switching a songle srd-05vdc-sl-c relay coil straight from the 5 V rail (ams1117-5.0). no "
    "transistor, just the opto's collector-emitter in series with the coil. ok?",
    ["PC817", "SRD-05VDC-SL-C", "AMS1117"],
    "incompatible",
    [it("PC817", "output_current", "mA", mx=50, cond="collector current IC, absolute maximum")],
    [PC817_IC, SRD_COIL5, SRD_L],
    "The 5 V high-sensitivity coil draws 71.4 mA; the PC817 collector current is limited to 50 mA (absolute maximum).",
)

# ---------- compatibility: insufficient evidence (rq70-eNN)
add(
    "rq70-e01",
    "medium",
    "compatibility",
    "need every ic on my can node rated at least 2kV HBM. it's an mcp2515, an ina219 and a max7219 display driver. do "
    "the sheets back that up for all three?",
    ["MCP2515", "INA219", "MAX7219"],
    "insufficient_evidence",
    [],
    [INA219_HBM],
    "INA219 +-4000 V HBM; the MCP2515 and MAX7219 sheets give no ESD rating, so compliance cannot be shown.",
)
add(
    "rq70-e02",
    "hard",
    "compatibility",
    "outdoor sensor head with exposed pins: ccs811, max44009, ds18b20. needs to pass IEC 61000-4-2 +-8 kV contact "
    "discharge at the connector without extra TVS diodes. ok per the datasheets?",
    ["CCS811", "MAX44009", "DS18B20"],
    "insufficient_evidence",
    [],
    [CCS_HBM, CCS_CDM],
    "No sheet gives a system-level (IEC 61000-4-2) rating; CCS811 gives component HBM +-2000 V / CDM +-1000 V only, "
    "MAX44009 and DS18B20 give no ESD rating. Trap: comparing 8 kV with HBM numbers.",
)
add(
    "rq70-e03",
    "medium",
    "compatibility",
    "my 5v usb supply overshoots to about 6 V for a moment on hot-plug. an hx711, a dht22 and an hc-sr04 are on it. will "
    "they survive?",
    ["HX711", "DHT22", "HC-SR04"],
    "insufficient_evidence",
    [],
    [HX_VDD, DHT22_VDD, HCSR_VDD],
    "None of the three sheets has absolute maximum ratings; only operating ranges (HX711 2.6..5.5 V, DHT22 3.3..5.5 V, "
    "HC-SR04 'DC 5 V'). Survival at 6 V cannot be judged.",
)
add(
    "rq70-e04",
    "medium",
    "compatibility",
    "storing spare modules in an unheated attic that gets down to -25 C in winter (dry, no condensation): dht11, "
    "hc-sr04, mq-2. any of them not rated for that?",
    ["DHT11", "HC-SR04", "MQ-2"],
    "insufficient_evidence",
    [],
    [MQ2_ICING],
    "No storage temperature is given for the DHT11, the HC-SR04 or the MQ-2 (the MQ-2 only warns against icing and "
    "gives aging times after long storage).",
)
add(
    "rq70-e05",
    "hard",
    "compatibility",
    "In a fault-tolerant design the inputs of a DS18B20 (DQ) and a MAX7219 (DIN, CLK, LOAD) on 5 V, and of a BH1750 "
    "(SDA, SCL) on 3.3 V, are clamped to at most 0.6 V above their supply, but up to 15 mA may flow into each pin "
    "during a fault. Do the datasheets permit this injected current?",
    ["DS18B20", "MAX7219", "BH1750"],
    "insufficient_evidence",
    [],
    [DS18_ABS, M7219_DIN, BH_SDA],
    "None of the three sheets specifies an input (injection) current limit: DS18B20 any pin -0.5..+6.0 V, MAX7219 DIN / "
    "CLK / LOAD -0.3..6 V (voltages only), BH1750 only an SDA sink current of 7 mA. Look-alike: that 7 mA output rating.",
    wording="formal",
)
add(
    "rq70-e06",
    "hard",
    "compatibility",
    "A customer requires at least 1.5 kV HBM on all pins. The board uses an nRF24L01+, a W25Q64FV and an MCP4725. Do "
    "the datasheets demonstrate compliance?",
    ["nRF24L01+", "W25Q64FV", "MCP4725"],
    "insufficient_evidence",
    [],
    [NRF_HBM, W25_HBM, MCP4725_ESD],
    "W25Q64FV +-2000 V and MCP4725 >= 6 kV comply; the nRF24L01+ sheet only says HBM > 1 kV, which neither shows nor rules "
    "out 1.5 kV.",
    wording="formal",
)
add(
    "rq70-e07",
    "medium",
    "compatibility",
    "handheld gadget drop spec: unpowered, 5000 g half-sine for 0.5 ms. parts inside: mpu6050, inmp441 mic, acs712. do "
    "the sheets say they survive that?",
    ["MPU-6050", "INMP441", "ACS712"],
    "insufficient_evidence",
    [],
    [MPU_SHOCK, INMP_SHOCK],
    "MPU-6050: 10,000 g for 0.2 ms (unpowered) only; a 0.5 ms pulse is not covered. INMP441: 10,000 g mechanical shock "
    "without duration. ACS712: no shock rating.",
)
add(
    "rq70-e08",
    "hard",
    "compatibility",
    "greenhouse: an lm35 measures the temperature, when it's cold the mcu turns on an irlz44n that drives a songle "
    "srd-05vdc-sl-c coil, and the relay contacts switch a 230 VAC led grow-light driver: 0.5 A steady but about 30 A "
    "inrush for ~1 ms at switch-on. will the relay contacts cope with that inrush?",
    ["SRD-05VDC-SL-C", "IRLZ44N", "LM35"],
    "insufficient_evidence",
    [],
    [SRD_FORMC, SRD_INDUCTIVE],
    "The SRD contact table gives resistive (7 / 10 A) and inductive (3 A 120 VAC, 3 A 28 VDC) ratings, no inrush or "
    "capacitive / lamp-load rating. The 0.5 A steady current is fine; the 30 A inrush cannot be judged.",
)
add(
    "rq70-e09",
    "hard",
    "compatibility",
    "An ACS712ELCTR-30A sits in the supply line of a compressor motor that draws about 50 A for 30 ms at each start; in "
    "endurance testing it starts every 20 s, thousands of times. A MAX31855 and a DHT22 log temperatures. Is the "
    "ACS712 rated for this repeated inrush?",
    ["ACS712", "MAX31855", "DHT22"],
    "insufficient_evidence",
    [],
    [ACS_IP, ACS_PULSES, ACS_RATE],
    "The 60 A overcurrent transient tolerance is qualified for 100 total pulses of 250 ms at one pulse every 100 s; "
    "thousands of 50 A pulses every 20 s are outside that test, and no other repetitive rating is given.",
    wording="formal",
)
add(
    "rq70-e10",
    "medium",
    "compatibility",
    "customer qual says each ic needs a CDM esd rating of at least 500 V. lm35, mcp3008, mcp73831: do their datasheets "
    "show that?",
    ["LM35", "MCP3008", "MCP73831"],
    "insufficient_evidence",
    [],
    [LM35_ESD, LM35_HBM, MCP3008_ESD, MCP73831_ESD, MCP73831_MM],
    "All three give only HBM (LM35 2500 V, MCP3008 >= 4 kV, MCP73831 4 kV) and the MCP73831 a 400 V MM rating; no CDM "
    "rating. Trap: the 400 V MM number.",
)
add(
    "rq70-e11",
    "hard",
    "compatibility",
    "conformal coating cure: boards go into an oven at 90 C for 1 h, unpowered. the board has an hx711, an mcp3008 and "
    "a tp4056. any part not rated for that?",
    ["HX711", "MCP3008", "TP4056"],
    "insufficient_evidence",
    [],
    [HX_TOPR, MCP3008_TSTG, TP_TSTG],
    "MCP3008 storage -65..+150 C and TP4056 storage -65..+125 C cover 90 C; the HX711 sheet gives only an operating range "
    "(-40..+85 C) and no storage or unpowered limit. Trap: 90 C > 85 C operating, which does not apply unpowered.",
)

# ---------- factual, answerable (rq70-fNN)
add(
    "rq70-f01",
    "medium",
    "simple",
    "mpu6050 breakout: the CPOUT pin just goes to a cap. what's the absolute max voltage rating on CPOUT? (curious "
    "because I read it's way higher than VDD)",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=30,
            cond="CPOUT, 2.5 V <= VDD <= 3.6 V, absolute maximum",
        )
    ],
    [ev("mpu-6050.pdf", 20, "CPOUT (2.5V ≤ VDD ≤ 3.6V ) -0.5V to 30V")],
    "-0.5..30 V (for 2.5 V <= VDD <= 3.6 V). Look-alikes in the same list: REGOUT -0.5..2 V, VDD -0.5..+6 V, VLOGIC and "
    "logic inputs -0.5 V..VDD + 0.5 V. Not asked before.",
)
add(
    "rq70-f02",
    "medium",
    "simple",
    "Below what temperature must MPU-6050 parts be stored while they are still in their moisture-sealed bag, according "
    "to the datasheet's storage specification?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "storage_temperature",
            "°C",
            mx=40,
            cond="in moisture-sealed bag, < 90 % RH, 12 months shelf life",
        )
    ],
    [
        ev(
            "mpu-6050.pdf",
            46,
            "Calculated shelf-life in moisture-sealed bag 12 months -- Storage conditions: <40°C and <90% RH",
        )
    ],
    "< 40 C (and < 90 % RH). Look-alikes: after opening the bag ambient <= 30 C at 60 % RH for 168 h; absolute maximum "
    "storage -40..+125 C (asked before).",
    wording="formal",
)
add(
    "rq70-f03",
    "medium",
    "simple",
    "ina3221: the VPU pin (pull-up supply for the power-valid circuit). what's the abs max voltage I can put on it?",
    ["INA3221"],
    None,
    [it("INA3221", "abs_max_input_voltage", "V", mx=26, cond="VPU, absolute maximum")],
    [ev("ina3221.pdf", 4, "VPU 26")],
    "26 V. Look-alikes: supply VS 6 V, critical / warning / PV outputs 6 V, timing control 26 V (asked before), "
    "common-mode -0.3..26 V.",
)
add(
    "rq70-f04",
    "medium",
    "simple",
    "ina3221 at VS = 3.3 V but the i2c bus is pulled up to 5 V. what's the absolute max range for the SDA pin?",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=6,
            cond="SDA data line, (GND - 0.3) to 6 V, absolute maximum",
        )
    ],
    [ev("ina3221.pdf", 4, "Data line, SDA (GND – 0.3) 6")],
    "GND - 0.3 V to 6 V. Near miss: SCL is limited to VS + 0.3 V (3.6 V here), asked before. Min written as GND - 0.3.",
)
add(
    "rq70-f05",
    "hard",
    "simple",
    "How far below ground may the LM2596 output (switch) pin be pulled in steady state, according to its maximum "
    "ratings?",
    ["LM2596"],
    None,
    [
        it(
            "LM2596",
            "abs_max_input_voltage",
            "V",
            mn=-1.0,
            cond="output voltage to ground, steady-state, maximum rating",
        )
    ],
    [ev("lm2596.pdf", 2, "Output Voltage to Ground (Steady−State) − −1.0 V")],
    "-1.0 V steady state. Look-alikes: ON/OFF pin -0.3 V..+Vin (asked before), maximum supply 45 V, the -12 V inverting "
    "example. Filed under abs_max_input_voltage like earlier output-pin limits (LM35, ACS712).",
    wording="formal",
)
add(
    "rq70-f06",
    "hard",
    "simple",
    "tps63020 switch pins L1/L2: leaving out the <10 ns ringing, what's the DC absolute max range on them?",
    ["TPS63020"],
    None,
    [
        it(
            "TPS63020",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=7,
            cond="L1, L2 (DC), absolute maximum",
        )
    ],
    [ev("tps63020.pdf", 5, "L1, L2 (DC) –0.3 7 V")],
    "-0.3..7 V (DC). Near miss: L1, L2 AC (< 10 ns) -3..10 V (asked before); the VIN / VOUT / EN row has the same -0.3..7 V.",
)
add(
    "rq70-f07",
    "medium",
    "simple",
    "tm1637 on 5 V: how low am I allowed to take CLK/DIO per the limit parameters, can they go negative at all?",
    ["TM1637"],
    None,
    [
        it(
            "TM1637",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            cond="VI1 logic input voltage, limit parameter, max VDD + 0.5 V",
        )
    ],
    [ev("tm1637.pdf", 9, "Logic input voltage VI1 -0.5 ～ VDD + 0.5 V")],
    "-0.5 V (upper limit VDD + 0.5 V). Look-alikes: VDD -0.5..+7.0 V, VIL 0..0.3 VDD in the normal working range.",
)
add(
    "rq70-f08",
    "medium",
    "simple",
    "In the DS3231 recommended operating conditions, what is the lower limit of the logic-0 input voltage (VIL) on SDA "
    "and SCL?",
    ["DS3231"],
    None,
    [it("DS3231", "input_low_voltage", "V", mn=-0.3, cond="VIL, SDA and SCL, max 0.3 x VCC")],
    [ev("ds3231.pdf", 2, "Logic 0 Input SDA, SCL VIL -0.3 V")],
    "-0.3 V (upper limit 0.3 x VCC). Look-alikes: voltage on any pin -0.3..+6.0 V (absolute maximum), VIH 0.7 x VCC..VCC "
    "+ 0.3 V.",
    wording="formal",
)
add(
    "rq70-f09",
    "hard",
    "simple",
    "inmp441: the abs max table has a temperature range for when the mic is biased (powered), separate from storage. "
    "what is it?",
    ["INMP441"],
    None,
    [
        it(
            "INMP441",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="temperature range, biased, absolute maximum",
        )
    ],
    [ev("inmp441.pdf", 6, "Biased −40°C to +85°C")],
    "-40..+85 C. Near miss: storage -55..+150 C on the next line (asked before). The same -40..+85 C is the specified "
    "range asked before from the ordering guide; this row is the absolute maximum.",
)
add(
    "rq70-f10",
    "hard",
    "simple",
    "Selon les valeurs maximales absolues du Si7021, quelle plage de température ambiante est admise sous polarisation "
    "(« under bias ») ?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=125,
            cond="ambient temperature under bias, absolute maximum",
        )
    ],
    [ev("si7021.pdf", 10, "Ambient temperature –55 — 125 °C under bias")],
    "-55..+125 C. Look-alikes: operating range -40..+125 C (I / Y grade) and -40..+85 C (G grade), storage -65..+150 C. "
    "Filed as operating_temperature like rq51-f13 (ambient with power applied).",
    wording="formal",
    lang="fr",
)
add(
    "rq70-f11",
    "hard",
    "simple",
    "Welcher Umgebungstemperaturbereich bei angelegter Versorgungsspannung ist für den MCP2515 laut den Absolute "
    "Maximum Ratings zulässig?",
    ["MCP2515"],
    None,
    [
        it(
            "MCP2515",
            "operating_temperature",
            "°C",
            mn=-65,
            mx=125,
            cond="ambient temperature with power applied, absolute maximum",
        )
    ],
    [
        ev(
            "mcp2515.pdf",
            73,
            "Ambient Temperature with Power Applied...............................................................................................-65°C to +125°C",
        )
    ],
    "-65..+125 C. Look-alikes: storage -65..+150 C (asked before), E-grade operating -40..+125 C, I-grade -40..+85 C.",
    wording="formal",
    lang="de",
)
add(
    "rq70-f12",
    "hard",
    "simple",
    "What limiting value does the PCF8563 datasheet give for the supply current IDD?",
    ["PCF8563"],
    None,
    [it("PCF8563", "supply_current", "mA", mn=-50, mx=50, cond="IDD, limiting value")],
    [ev("pcf8563.pdf", 27, "IDD supply current 50 +50 mA")],
    "-50..+50 mA (limiting value; the text layer drops the minus sign). Look-alikes: operating IDD 250 nA..800 uA, II and "
    "IO +-10 mA at any input / output. Filed as supply_current like the 74HC595 ICC limiting value.",
    wording="formal",
)
add(
    "rq70-f13",
    "medium",
    "simple",
    "max31855: abs max on the SO / SCK / CS pins (all pins other than VCC)? how far below ground can they go?",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            cond="all other pins, -0.3 V to VCC + 0.3 V, absolute maximum",
        )
    ],
    [
        ev(
            "max31855.pdf",
            2,
            "All Other Pins............................................. -0.3V to (VCC + 0.3V)",
        )
    ],
    "-0.3 V (upper limit VCC + 0.3 V). Look-alikes: VCC -0.3..+4.0 V (asked before), VIL -0.3..+0.8 V (same -0.3, asked "
    "before).",
)
add(
    "rq70-f14",
    "hard",
    "simple",
    "the mcp4725 abs max list has a current limit for the supply pins, how much?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "supply_current",
            "mA",
            mn=-50,
            mx=50,
            cond="current at supply pins, absolute maximum",
        )
    ],
    [
        ev(
            "mcp4725.pdf",
            3,
            "Current at Supply Pins ...............................................±50 mA",
        )
    ],
    "+-50 mA. Look-alikes in the same list: input pins +-2 mA, output pins +-25 mA (asked before); operating IDD 210 / "
    "400 uA.",
)
add(
    "rq70-f15",
    "medium",
    "simple",
    "tp4056 PROG pin: absolute max voltage range?",
    ["TP4056"],
    None,
    [
        it(
            "TP4056",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            cond="PROG, -0.3 V to VCC + 0.3 V, absolute maximum",
        )
    ],
    [ev("tp4056.pdf", 2, "·PROG：-0.3V～Vcc+0.3V")],
    "-0.3 V to VCC + 0.3 V. Look-alikes: VCC -0.3..8 V, TEMP / CE -0.3..10 V (asked before), PROG pin current 1200 uA.",
)
add(
    "rq70-f16",
    "hard",
    "simple",
    "What nominal supply voltage VS does the INA219 Recommended Operating Conditions table give?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "supply_voltage",
            "V",
            typ=3.3,
            cond="VS, NOM, recommended operating conditions",
        )
    ],
    [ev("ina219.pdf", 4, "VS 3.3 V")],
    "3.3 V (NOM only). Look-alikes: operating supply range 3..5.5 V (electrical characteristics), absolute maximum 6 V, "
    "VCM nominal 12 V in the same table.",
    wording="formal",
)

# ---------- factual, insufficient evidence (rq70-uNN)
add(
    "rq70-u01",
    "medium",
    "simple",
    "hx711 module: what's the absolute max supply voltage? want to know if a 6 V spike kills it",
    ["HX711"],
    "insufficient_evidence",
    [],
    [],
    "The HX711 sheet has no absolute maximum ratings; only operating ranges (DVDD / AVDD 2.6..5.5 V, VSUP 2.7..5.5 V).",
)
add(
    "rq70-u02",
    "medium",
    "simple",
    "mcp4725 cdm esd rating?",
    ["MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "Only >= 6 kV HBM and >= 400 V MM are given. Near misses: those two numbers.",
)
add(
    "rq70-u03",
    "hard",
    "simple",
    "si7021: latch-up immunity, what injection current was it qualified to?",
    ["Si7021"],
    "insufficient_evidence",
    [],
    [],
    "No latch-up rating. Near misses: ESD tolerance HBM 2 kV, CDM 1.25 kV, MM 250 V in the same table.",
)
add(
    "rq70-u04",
    "hard",
    "simple",
    "What absolute maximum peak output current does the DRV8833 datasheet state for its motor outputs?",
    ["DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "The absolute maximum table says 'Peak motor drive output current: Internally limited' (no number). Near misses: 1.5 "
    "A RMS per bridge (recommended), 2 A peak per H-bridge in the feature list, the overcurrent trip.",
    wording="formal",
)
add(
    "rq70-u05",
    "hard",
    "simple",
    "esp32-wroom-32: what's the absolute maximum rating for the voltage on a GPIO pin?",
    ["ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [],
    "Table 5 (absolute maximum ratings) lists only VDD33 -0.3..3.6 V, cumulative IO output current 1100 mA and storage "
    "temperature. Near miss: VIH max VDD + 0.3 V is a DC characteristic, not an absolute maximum.",
)
add(
    "rq70-u06",
    "hard",
    "simple",
    "What storage temperature range does the VL53L0X absolute maximum ratings table specify?",
    ["VL53L0X"],
    "insufficient_evidence",
    [],
    [],
    "Table 6 (absolute maximum ratings) lists only AVDD and SCL / SDA / XSHUT / GPIO1 (-0.5..3.6 V). Near miss: Table 16 "
    "'recommended storage conditions' -40..+85 C, which is a recommendation, not an absolute maximum.",
    wording="formal",
)
add(
    "rq70-u07",
    "medium",
    "simple",
    "max44009 storage temperature range?",
    ["MAX44009"],
    "insufficient_evidence",
    [],
    [],
    "The MAX44009 sheet gives no storage temperature (its absolute maximum list ends with the operating range -40..+85 C). "
    "Near miss: that operating range.",
)
add(
    "rq70-u08",
    "hard",
    "simple",
    "tmp36 esd rating? hbm",
    ["TMP36"],
    "insufficient_evidence",
    [],
    [],
    "No ESD rating. Near miss: the ESD caution says 'Electrostatic charges as high as 4000 V readily accumulate on the "
    "human body', which is not a rating.",
)
add(
    "rq70-u09",
    "medium",
    "simple",
    "What human-body-model ESD rating does the ADS1115 datasheet give?",
    ["ADS1115"],
    "insufficient_evidence",
    [],
    [],
    "Only an ESD caution and the input ESD diodes are mentioned; no HBM number. Near misses: analog input current 100 mA "
    "momentary / 10 mA continuous.",
    wording="formal",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")
