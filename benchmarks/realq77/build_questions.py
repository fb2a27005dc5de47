"""realq77: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: parts named by a module or breakout nickname (gy-xx boards, 'the blue relay board', 'the little
3.3 V regulator', 'zs-042', 'cjmcu-219') together with the real part; builds that mix a dev part with a dev2
part; and questions whose answer depends on a version letter or package suffix the user writes loosely
(74HCT595 vs 74HC595, DS3231S vs DS3231SN, Si7021-A20-GM vs -IM, MCP73831-2 vs -5, ACS712-05B, LM35D, PC817
rank letters, a '662K' or 'B219' top marking). About two thirds casual, one third formal; one question in
French, one in German.

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


# ---------------------------------------------------------------- evidence for compatibility questions
# (earlier sets may quote the same lines; only the factual questions must use unmarked lines)
ESP_VDD = ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V")
BH_VCC = ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")
HMC_VDD = ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts")
SRD_COIL = ev("srd-05vdc-sl-c.pdf", 2, "05 05 71.4 70")
SRD_L = ev("srd-05vdc-sl-c.pdf", 1, "L:0.36W")
SRD_PULLIN = ev("srd-05vdc-sl-c.pdf", 2, "SRD 03 03 120 25 abt. 0.36W 75%Max. 10% Min. 120%")
TM_VDD = ev("tm1637.pdf", 9, "Logic power supply voltage VDD 5 V")
TM_RANGE = ev(
    "tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"
)
DS18_VDD = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
DS3231_VCC = ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")
DS3231_S = ev("ds3231.pdf", 18, "DS3231S# 0°C to +70°C 16 SO")
DS3231_SN = ev("ds3231.pdf", 18, "DS3231SN# -40°C to +85°C 16 SO")
M7219_V = ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")
M7219_CNG = ev("max7219.pdf", 1, "MAX7219CNG 0°C to +70°C 24 Narrow Plastic DIP")
HC595_VCC = ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V")
HC595_COLS = ev("74hc595.pdf", 7, "74HC595 74HCT595")
XC_VIN = ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V")
XC_IOUT = ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)")
XC_33 = ev("xc6206.pdf", 19, "3 3 3.3 XC6206P33***")
XC_DROP = ev("xc6206.pdf", 5, "3.2 60 3.3 3.4 75 350 250 680 200")
XC_DROP_ROW = ev("xc6206.pdf", 4, "Dropout Voltage 1 Vdif1(*6) IOUT=30mA")
VL_AVDD = ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V")
MPU_VDD = ev("mpu-6050.pdf", 14, "VDD POWER SUPPLY Operating Voltages 2.375 3.46 V")
MPU_ABS = ev("mpu-6050.pdf", 20, "Supply Voltage, VDD -0.5V to +6V")
AMS33 = ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V")
AMS_1A = ev("ams1117.pdf", 1, "Output Current of 1A")
NRF_VDD = ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")
W25_VCC = ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply")
W25_TA = ev("w25q64.pdf", 72, "TA Industrial –40 +85 °C")
TP_VCC = ev("tp4056.pdf", 5, "VCC Input Supply Voltage ● 4.0 5 8.0 V")
DRV_VM = ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")
DRV_ABS = ev("drv8833.pdf", 5, "VM Power supply voltage –0.3 11.8 V")
TPS_VIN = ev("tps63020.pdf", 5, "Supply voltage at VIN, VINA 1.8 5.5 V")
TPS21_OUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
TPS_IOUT = ev("tps63020.pdf", 1, "Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A")
INA219_BUS = ev("ina219.pdf", 1, "Senses Bus Voltages from 0 to 26 V")
INA219_VS = ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V")
LM2596_VIN = ev("lm2596.pdf", 3, "Supply Voltage Vin 4.5 to 40 V")
LM2596_3A = ev("lm2596.pdf", 1, "Guaranteed 3.0 A Output Load Current")
LM2596_TJ = ev("lm2596.pdf", 3, "Operating Junction Temperature Range TJ −40 to +125 °C")
MCP2515_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
MCP2515_E = ev("mcp2515.pdf", 1, "Extended (E): -40°C to +125°C")
LM35_VS = ev("lm35.pdf", 1, "Operates from 4 to 30 V")
LM35_D = ev("lm35.pdf", 4, "and LM35CA; and 0°C ≤ TJ ≤ 100°C for the LM35D.")
ADS_VDD = ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V")
ADS_AIN = ev("ads1115.pdf", 3, "Analog input voltage AINP or AINN to GND GND VDD V")
MCP4725_VDD = ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V")
M55_VCC = ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V")
M55_TA = ev(
    "max31855.pdf",
    12,
    "Note: All devices are specified over the -40°C to +125°C operating temperature range.",
)
M65_VDD = ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")
MCP73831_VDD = ev("mcp73831.pdf", 3, "Supply Voltage VDD 3.75 — 6 V")
MCP73831_V2 = ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2")
MCP73831_V5 = ev("mcp73831.pdf", 3, "4.466 4.50 4.534 V MCP7383X-5")
HX_VDD = ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V")
TMP36_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
PC817_IC = ev("pc817.pdf", 4, "Collector current IC IF=5mA, VCE=5V 2.5 − 30.0 mA")
PC817_NORANK = ev("pc817.pdf", 5, "with or without 2.5 to 30.0")
PC817_C = ev("pc817.pdf", 5, "PC817X3 PC817XF3 PC817XI3 PC817XP3 − C 10.0 to 20.0")
PC817_COND = ev("pc817.pdf", 5, "(IF=5mA, VCE=5V, Ta=25˚C)")
PC817_IF = ev("pc817.pdf", 4, "Forward current IF 50 mA")
IRLZ_RDS5 = ev(
    "irlz44n.pdf",
    2,
    "RDS(on) Static Drain-to-Source On-Resistance ––– ––– 0.025 Ω VGS = 5.0V, I D = 25A",
)
IRLZ_VDSS = ev("irlz44n.pdf", 1, "VDSS = 55V")
INA3221_BUS = ev("ina3221.pdf", 5, "VBUS Bus voltage input 0 26 V")
INA3221_VS = ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V")
MQ3_VH = ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1")
MQ3_PH = ev("mq-3.pdf", 1, "PH Heating consumption less than 750mw")
MCP3008_VDD = ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V")
DHT11_V = ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V")
L298_VSS = ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V")
HC_V = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
MAX44_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
ACS_05B = ev("acs712.pdf", 2, "ACS712ELCTR-05B-T Tape and reel, 3000 pieces/reel –40 to 85 ±5 185")
ACS_20A = ev("acs712.pdf", 2, "ACS712ELCTR-20A-T Tape and reel, 3000 pieces/reel –40 to 85 ±20 100")
ACS_VCC = ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V")
DHT22_T = ev("dht22.pdf", 3, "Range -40 80 ℃")
DHT22_V = ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V")
SI_G = ev("si7021.pdf", 4, "Operating Temperature TA G grade –40 — +85 °C")
SI_IY = ev("si7021.pdf", 4, "Operating Temperature TA I and Y grade –40 — +125 °C")
PCF_TA = ev("pcf8563.pdf", 27, "ambient temperature operating device 40 +85")
PCF_VDD = ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V")
MQ2_VH = ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC")
MQ2_PH = ev("mq-2.pdf", 3, "Heater consumption PH ≤950mW")
CCS_VMAX = ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V")
INMP_VDD = ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V")

# ================================================================ answerable factual (16)
fact(
    "rq77-f01",
    "hard",
    "gy-271 compass board, and yes i checked, the chip really is the honeywell HMC5883L (not a qmc). "
    "the mode register has an HS bit. if i set it, how fast can i clock the i2c bus?",
    ["HMC5883L"],
    [
        it(
            "HMC5883L",
            "i2c_clock_frequency",
            "kHz",
            mx=3400,
            cond="high-speed I2C, mode register bit MR7 (HS) set",
        )
    ],
    [ev("hmc5883l.pdf", 14, "Set this pin to enable High Speed I2C, 3400kHz.")],
    "Mode register table (p14): MR7 'HS' enables high-speed I2C, 3400 kHz. Look-alike: the spec table's "
    "'I2C Rate ... 400 kHz' row (asked many times; rq71-i08 even read the part as having no Hs mode). No "
    "earlier set quoted p14 or asked 3400 kHz.",
)
fact(
    "rq77-f02",
    "hard",
    "my mcp4725 dac breakout uses the address option A1 part (MCP4725A1T-E/CH, top mark starts with AP). "
    "which 7-bit i2c addresses can it answer on, A0 pin low or high?",
    ["MCP4725"],
    [
        it(
            "MCP4725",
            "i2c_address",
            values=["0x62", "0x63"],
            cond="address option A1: A2 = 0, A1 = 1 (factory), A0 pin -> 1100 010 / 1100 011",
        )
    ],
    [
        ev("mcp4725.pdf", 47, "A1 = 0 1 External"),
        ev("mcp4725.pdf", 43, "MCP4725A1T-E/CH A1 (01) APNN"),
        ev("mcp4725.pdf", 27, "is 1100."),
    ],
    "Device code 1100, A2 A1 = 01 for option A1, A0 from the pin: 1100010 = 0x62, 1100011 = 0x63. "
    "Look-alikes: option A0 (0x60/0x61, the default, rq74-c01), option A2 (0x64/0x65, rq74-f03), option A3 "
    "(0x66/0x67), the 8-bit forms 0xC4/0xC6. Only the A1 option is new here.",
)
fact(
    "rq77-f03",
    "medium",
    "gy-21 style board but the chip is listed as Si7021-A20-IM (the 'industrial' one?). what ambient "
    "range is that version rated to operate over?",
    ["Si7021"],
    [
        it(
            "Si7021",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="Si7021-A20-IM, ordering guide",
        )
    ],
    [
        ev(
            "si7021.pdf",
            29,
            "Si7021-A20-IM Digital temperature/ humidity sensor – ±0.4 °C ± 3% DFN 6 –40 to +125 °C N "
            "Cut Tape",
        )
    ],
    "Ordering guide row for -IM (industrial, no cover): -40..+125 C. Look-alikes: the G grade "
    "(Si7021-A20-GM, -40..+85 C), the Y (automotive) rows, the +-0.4 C / +-3 % accuracy columns. The "
    "numbers were asked before (I/Y grade, e.g. rq26-f15) from other lines; the -IM row line was not quoted.",
)
fact(
    "rq77-f04",
    "medium",
    "those blue micro-usb TP4056 charger boards - what's the highest charge current the chip can be "
    "programmed for? want to swap the prog resistor for faster charging of a big 18650",
    ["TP4056"],
    [
        it(
            "TP4056",
            "output_current",
            "mA",
            mx=1000,
            cond="programmable charge current, features list",
        )
    ],
    [
        ev(
            "tp4056.pdf",
            2,
            "Programmable Charge Current Up to ·PROG Pin Current：1200uA 1000mA",
        )
    ],
    "Features list (p2): 'Programmable Charge Current Up to 1000mA' (the text layer interleaves the "
    "'PROG Pin Current 1200uA' rating of the right column). Look-alikes: 'BAT Pin Current 1200mA' (absolute "
    "rating, rq26-f05), 1000 mA typ at RPROG = 1.1 k (850..1150, rq9-f25), PROG pin 1200 uA. 1 A was asked "
    "before (tp4056-m3) from another line.",
)
fact(
    "rq77-f05",
    "medium",
    "A cheap blue MCP2515 CAN module carries a controller printed MCP2515-I/SO. Which ambient temperature "
    "range is this I-grade device specified for?",
    ["MCP2515"],
    [it("MCP2515", "operating_temperature", "°C", mn=-40, mx=85, cond="Industrial (I) grade")],
    [ev("mcp2515.pdf", 1, "Industrial (I): -40°C to +85°C")],
    "Front page temperature ranges: Industrial (I) -40..+85 C, Extended (E) -40..+125 C. Look-alikes: the E "
    "grade, the absolute 'ambient temperature with power applied' -65..+125 C (rq70-f11). -40..85 for the I "
    "grade was asked before (mcp2515-m3, rq68-i07) from other lines; the front-page I line was not quoted.",
    wording="formal",
)
fact(
    "rq77-f06",
    "medium",
    "the blue 1-channel relay board with the songle SRD-05VDC-SL-C on it. according to the TUV approval "
    "listed on the relay sheet, how many amps can the contacts switch at 240 VAC?",
    ["SRD-05VDC-SL-C"],
    [it("SRD-05VDC-SL-C", "contact_current", "A", mx=10, cond="TUV rating, 240 VAC (and 28 VDC)")],
    [ev("srd-05vdc-sl-c.pdf", 1, "TUV FILE NUMBER: R9933789 10A/240VAC 28VDC")],
    "Rating block p1: TUV R9933789 10A/240VAC 28VDC. Look-alikes: UL/CUL 10A/125VAC 28VDC (rq72-f05), CCC "
    "7A/240VDC and 10A/250VDC, the form C contact table (7 A 240 VAC resistive, 3 A inductive). 10 A at 240 "
    "VAC was used before (rq53-c12, form A column); the TUV line was not quoted.",
)
fact(
    "rq77-f07",
    "hard",
    "purple cjmcu-219 current sensor, the tiny chip on it is marked 'B219'. so which ina219 grade is that "
    "and what package is it in?",
    ["INA219"],
    [it("INA219", "package", values=["SOT-23-8"], cond="INA219BIDCNR / BIDCNT, DCN, marking B219")],
    [
        ev(
            "ina219.pdf",
            29,
            "INA219BIDCNR ACTIVE SOT-23 DCN 8 3000 RoHS & Green NIPDAU Level-2-260C-1 YEAR -40 to 125 B219",
        )
    ],
    "Package option addendum: marking B219 = INA219B in the 8-pin SOT-23 (DCN); the B grade is also sold in "
    "SOIC-8 (marking I219B). Look-alikes: A219 (INA219A, SOT-23), I219A/I219B (SOIC D). rq56-f18 asked the "
    "INA219AIDCNR package; the B219 line was not quoted. Only the package is scored (the grade is named in "
    "the condition).",
)
fact(
    "rq77-f08",
    "medium",
    "J'ai un petit module RTC PCF8563 (la carte bleue avec la pile) sur le bus I2C de mon projet. Quelle "
    "est la fréquence d'horloge I2C maximale annoncée pour ce circuit ?",
    ["PCF8563"],
    [it("PCF8563", "i2c_clock_frequency", "kHz", mx=400, cond="I2C-bus interface")],
    [
        ev(
            "pcf8563.pdf",
            6,
            "clock output, a timer, an alarm, a voltage-low detector, and a 400 kHz I2C-bus interface.",
        )
    ],
    "Functional description (p6): '... and a 400 kHz I2C-bus interface'. Look-alikes: CLKOUT 32.768 kHz / "
    "1.024 kHz / 32 Hz / 1 Hz, the 1.8..5.5 V interface supply. 400 kHz was asked many times from the front "
    "page and the fSCL row; this line was not quoted.",
    lang="fr",
)
fact(
    "rq77-f09",
    "medium",
    "The GY-521 board carries an MPU-6050. Unlike the MPU-6000, the MPU-6050 has a VLOGIC pin. What "
    "voltage range does the comparison table of the two parts give for VLOGIC on the MPU-6050?",
    ["MPU-6050"],
    [it("MPU-6050", "io_supply_voltage", "V", mn=1.71, cond="VLOGIC, MPU-6050 only (max = VDD)")],
    [ev("mpu-6050.pdf", 8, "VLOGIC n/a 1.71V to VDD")],
    "'Primary Differences between MPU-6000 and MPU-6050' (p8): VLOGIC n/a (MPU-6000), 1.71 V to VDD "
    "(MPU-6050); the maximum is VDD, not a number. Look-alikes: VDD 2.375..3.46 V (same in both columns), "
    "'VLOGIC (MPU-6050 only) = 1.8V+-5%' test condition. 1.71 V was asked before (rq17-f27, rq71-f11) from the "
    "spec table.",
    wording="formal",
)
fact(
    "rq77-f10",
    "medium",
    "gy-302 light sensor (bh1750fvi). in plain default use, no MTreg tricks, what lux range does it "
    "measure?",
    ["BH1750"],
    [
        it(
            "BH1750",
            "measurement_range",
            "lx",
            mn=1,
            mx=65535,
            q="illuminance",
            cond="wide range at high resolution (description)",
        )
    ],
    [
        ev(
            "bh1750.pdf",
            1,
            "It is possible to detect wide range at High resolution. ( 1 - 65535 lx ).",
        )
    ],
    "Description (p1): '( 1 - 65535 lx )'. Look-alike: min 0.11 lx / max 100000 lx only with the optical-window "
    "adjustment (MTreg, rq29-f22); resolutions 0.5 / 1 / 4 lx. 1..65535 lx was used only as an item of "
    "rq60-c12 (features line); the description line was not quoted.",
)
fact(
    "rq77-f11",
    "medium",
    "got a cheap adc board and the chip says ADS1113 not ADS1115 (no mux). is that smaller version "
    "specified over the same temperature range, and what is it?",
    ["ADS1115"],
    [
        it(
            "ADS1115",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="ADS1113/4/5 specified range",
        )
    ],
    [
        ev(
            "ads1115.pdf",
            1,
            "The ADS1113/4/5 are specified from –40°C • BATTERY MONITORING to +125°C.",
        ),
    ],
    "Description (p1): 'The ADS1113/4/5 are specified from -40C to +125C' (one range for all three; the text "
    "layer interleaves the left-column bullet 'BATTERY MONITORING', kept in the quote). "
    "Look-alikes: storage -60..+150 C, junction max +150 C. -40..125 was asked before (rq16-f11) from "
    "another line.",
)
fact(
    "rq77-f12",
    "hard",
    "A Winbond flash chip is top-marked '25Q64FVSIG'. According to the W25Q64FV ordering information, "
    "which package and which supply voltage range does this marking stand for?",
    ["W25Q64FV"],
    [
        it(
            "W25Q64FV",
            "package",
            values=["SOIC-8"],
            cond="SS = 8-pin SOIC 208-mil (marking letter S)",
        ),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="V = 2.7 V to 3.6 V"),
    ],
    [
        ev("w25q64.pdf", 89, "Only the 2nd letter is used for the part marking"),
        ev("w25q64.pdf", 89, "SS = 8-pin SOIC 208-mil"),
        ev("w25q64.pdf", 89, "V = 2.7V to 3.6V"),
    ],
    "Ordering information (p89): the package code's 2nd letter is marked, so 'S' after 'V' = SS, 8-pin SOIC "
    "208-mil; V = 2.7..3.6 V; I = industrial, G = green. Look-alikes: SF (16-pin SOIC 300-mil), ST (8-pin "
    "VSOP), DA (PDIP), ZP/ZE (WSON, not marked; rq56-f14 asked ZE). 2.7..3.6 V was asked many times from "
    "other lines.",
    wording="formal",
    typ="structured",
)
fact(
    "rq77-f13",
    "medium",
    "The overview of the ESP32-WROOM-32 module (the module on common ESP32 DevKit boards) quotes an "
    "output power at the antenna. What value in dBm does it state?",
    ["ESP32-WROOM-32"],
    [
        it(
            "ESP32-WROOM-32",
            "tx_power",
            "dBm",
            value=20,
            cond="output power at the antenna (overview)",
        )
    ],
    [
        ev(
            "esp32-wroom-32.pdf",
            6,
            "and 20 dBm output power at the antenna to ensure the widest physical range.",
        )
    ],
    "Overview (p6): '... and 20 dBm output power at the antenna'. Look-alikes: 11b TX 17.5/18.5/20 dBm "
    "(rq21-f02, where 20 is a max), 11n MCS7 13 dBm, BLE -12..+9 dBm, BLE RX -97 dBm on the same page, "
    "150 Mbps data rate. This line was not quoted.",
    wording="formal",
)
fact(
    "rq77-f14",
    "hard",
    "nrf24l01+ module (the plain one with the pcb antenna). the feature list gives a max speed for the "
    "4-pin hardware spi. what is it?",
    ["nRF24L01+"],
    [it("nRF24L01+", "spi_clock_frequency", "MHz", mx=10, cond="4-pin hardware SPI, feature list")],
    [ev("nrf24l01p.pdf", 8, "Max 10Mbps")],
    "Feature list (p8): 'Max 10Mbps' under the host interface. Look-alikes: air data rates 250 kbps / 1 / 2 "
    "Mbps, Fsck 8 / 5 / 4 MHz for heavier loads (Tables 23-27), 16 MHz crystal. 10 MHz was asked before "
    "(Fsck, Table 22) from other lines. The quote says Mbps; the item is filed as a clock in MHz.",
)
fact(
    "rq77-f15",
    "hard",
    "want an lm35 i can bolt to a heatsink, so the TO-220 kind. which lm35 grade (letter) is offered in "
    "TO-220?",
    ["LM35"],
    [it("LM35", "part_numbers", values=["LM35D"], cond="grade offered in TO-220 (and SO-8)")],
    [
        ev(
            "lm35.pdf",
            1,
            "The LM35D is also available in an 8-lead surface-mount small-outline package and a plastic "
            "TO-220 package.",
        )
    ],
    "Description (p1): only the LM35D is also offered in SO-8 and TO-220; LM35C / CA / D in TO-92; all in "
    "hermetic TO cans. Look-alikes: LM35, LM35A, LM35C, LM35CA. rq56-f05 asked the package of LM35DT; the "
    "grade-for-package question and this line are new.",
)
fact(
    "rq77-f16",
    "hard",
    "the little 3.3v regulator on a chinese board is a sot-23 marked '662K'. per the XC6206 marking "
    "rule, what output voltage is that?",
    ["XC6206"],
    [
        it(
            "XC6206",
            "output_voltage",
            "V",
            value=3.3,
            cond="marking 6-6-2-K: 3-pin, 3.1..6.0 V series, 3.3 V",
        )
    ],
    [
        ev("xc6206.pdf", 18, "VOLTAGE＝0.1 ~ 3.0V VOLTAGE＝3.1 ~ 6.0V"),
        ev("xc6206.pdf", 18, "③ represents output voltage"),
        ev("xc6206.pdf", 18, "2 - 3.3 - K 1.8 4.8 -"),
    ],
    "Marking rule (p18): 1st '6' = XC6206P, 2nd '6' = 3-pin regulator with 3.1..6.0 V, 3rd '2' = 3.3 V in "
    "that column, 4th 'K' = lot. Look-alikes: 'K' in the voltage table (1.8 / 4.8 V), '5' as 2nd digit "
    "(0.1..3.0 V column). 3.3 V was used in compatibility items before (XC6206P33x); no earlier set quoted "
    "the marking rule.",
)

# ================================================================ factual insufficient_evidence (9)
trap(
    "rq77-u01",
    "medium",
    "my gy-271 'hmc5883l' turned out to have a QMC5883L chip (the clone). what i2c address does the "
    "QMC5883L use?",
    ["HMC5883L"],
    [
        ev(
            "hmc5883l.pdf",
            17,
            "The default (factory) HMC5883L 8-bit slave address is 0x3C for write operations, or 0x3D for "
            "read operations.",
        )
    ],
    "The corpus has only the Honeywell HMC5883L sheet (0x1E, i.e. 0x3C/0x3D 8-bit). The QMC5883L is another "
    "chip; its address is not in any sheet.",
)
trap(
    "rq77-u02",
    "hard",
    "zs-042 board, but the chip is a DS3231M (the MEMS one). what's its timekeeping accuracy from -40 to "
    "+85 C?",
    ["DS3231"],
    [DS3231_S],
    "The sheet is the crystal DS3231; ordering information lists only DS3231S# and DS3231SN# (p18). The "
    "DS3231M is another part; its accuracy is not given. Look-alike: +-3.5 ppm over -40..+85 C for the DS3231.",
)
trap(
    "rq77-u03",
    "medium",
    "nrf24l01+ PA+LNA module, the one with the sma antenna. what max output power does that module give "
    "in dBm?",
    ["nRF24L01+"],
    [ev("nrf24l01p.pdf", 8, "Programmable output power: 0, -6, -12 or -18dBm")],
    "The sheet covers the chip (max 0 dBm); the external PA/LNA of the module is not covered, so the "
    "module's output power is unknown. Look-alike: 0 dBm of the chip.",
)
trap(
    "rq77-u04",
    "hard",
    "What accuracy does the LM35D (LM35DZ) guarantee at TA = -10 °C?",
    ["LM35"],
    [LM35_D],
    "The LM35D is specified for 0..100 C only (table note, p4); the -10 C accuracy rows are for LM35 / LM35A "
    "/ LM35C / LM35CA. Look-alikes: LM35 +-1.5 C and LM35C +-1.5 C at -10 C, LM35CA +-1 C, LM35D +-1.5 C at "
    "25 C.",
    wording="formal",
)
trap(
    "rq77-u05",
    "medium",
    "An FPGA core rail needs 1.2 V. What output-voltage tolerance does the AMS1117 datasheet specify for "
    "a fixed AMS1117-1.2?",
    ["AMS1117"],
    [ev("ams1117.pdf", 1, "1.5V, 1.8V, 2.5V, 2.85V, 3.3V and 5.0V")],
    "The sheet lists fixed versions 1.5 / 1.8 / 2.5 / 2.85 / 3.3 / 5.0 V and the adjustable one; no 1.2 V "
    "version. Look-alike: the AMS1117-1.5 row (1.485..1.515 V) and the 1.25 V reference of the ADJ version.",
    wording="formal",
)
trap(
    "rq77-u06",
    "medium",
    "red acs712 module sold as the '10A' version. what output sensitivity in mV/A does that one have?",
    ["ACS712"],
    [ev("acs712.pdf", 1, "66 to 185 mV/A output sensitivity")],
    "The ACS712 comes as x05B (185 mV/A), x20A (100 mV/A) and x30A (66 mV/A); there is no 10 A version in the "
    "sheet. Look-alikes: the three listed sensitivities.",
)
trap(
    "rq77-u07",
    "hard",
    "Our board uses the newer Winbond W25Q64JV instead of the W25Q64FV. What maximum SPI clock does the "
    "W25Q64JV support for the Fast Read instruction?",
    ["W25Q64FV"],
    [ev("w25q64.pdf", 89, "64F = 64M-bit")],
    "Only the W25Q64FV sheet is in the corpus (ordering code W25Q64FV...); the JV is another die revision "
    "with its own datasheet. Look-alikes: FV fast read 104 MHz at 3.0..3.6 V, 80 MHz at 2.7..3.0 V.",
    wording="formal",
)
trap(
    "rq77-u08",
    "hard",
    "bought 'gy-21' boards and reading the ID register gives 0x14, i.e. an Si7020. what RH accuracy does "
    "the Si7020 have?",
    ["Si7021"],
    [ev("si7021.pdf", 24, "0x14=20=Si7020")],
    "The Si7021 sheet names the Si7020 only as an electronic-ID value (SNB3 = 0x14); its accuracy is not "
    "given. Look-alike: Si7021 +-3 % RH (0..80 % RH).",
)
trap(
    "rq77-u09",
    "hard",
    "A TPS63021 runs from two NiMH cells that sag to about 2.0 V near the end of discharge. What switch "
    "current limit applies at VIN = 2.0 V?",
    ["TPS63020"],
    [
        ev(
            "tps63020.pdf",
            9,
            "If the supply voltage at VIN drops below 2.3 V, the current limit is reduced.",
        )
    ],
    "The text (p9) only says the current limit is reduced below VIN = 2.3 V; no value is given. Look-alikes: "
    "average switch current limit 3500 / 4000 / 4500 mA at VIN = 3.6 V (table), output current 2 A for "
    "VIN > 2.5 V.",
    wording="formal",
)

# ================================================================ compatibility (35)
# ---------------------------------------------------------------- compatible (12)
compat(
    "rq77-c01",
    "medium",
    "esp32 devkit + gy-302 (bh1750) + gy-271 (real HMC5883L, checked the marking), the sensor boards are "
    "the bare ones without a regulator, all fed from the esp's 3v3 pin. supply wise ok?",
    ["ESP32-WROOM-32", "BH1750", "HMC5883L"],
    "compatible",
    [
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
    ],
    [ESP_VDD, BH_VCC, HMC_VDD],
    "3.3 V is inside 3.0..3.6, 2.4..3.6 and 2.16..3.6 V. The boards are named by nickname only.",
)
compat(
    "rq77-c02",
    "medium",
    "uno on a 2a usb supply: the blue relay board (SRD-05VDC-SL-C, 5v coil), a tm1637 4 digit display and "
    "a ds18b20 probe, everything on the uno's 5v. is 5v right for all three?",
    ["SRD-05VDC-SL-C", "TM1637", "DS18B20"],
    "compatible",
    [
        it(
            "SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="nominal coil voltage, 05 VDC type"
        ),
        it("SRD-05VDC-SL-C", "coil_resistance", "Ohm", value=70, cond="L (0.36 W) type, +-10 %"),
        it("TM1637", "supply_voltage", "V", typ=5, cond="logic supply; table for VDD 4.5..5.5 V"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
    ],
    [SRD_COIL, SRD_L, TM_VDD, TM_RANGE, DS18_VDD],
    "05 VDC coil (71.4 mA, 70 Ohm for the L / 0.36 W type); TM1637 characterised for 4.5..5.5 V; DS18B20 "
    "3.0..5.5 V. The relay board's transistor driver is not judged.",
)
compat(
    "rq77-c03",
    "medium",
    "An indoor desk clock runs entirely from 5 V: a ZS-042 RTC board (DS3231SN), a chain of MAX7219 8x8 "
    "matrix modules and a 74HC595 driving status LEDs. Is 5 V within the supply range of each IC?",
    ["DS3231", "MAX7219", "74HC595"],
    "compatible",
    [
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
        it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="VCC, 74HC595"),
    ],
    [DS3231_VCC, M7219_V, HC595_VCC, HC595_COLS],
    "5 V is inside 2.3..5.5, 4.0..5.5 and (HC column) 2.0..6.0 V. Indoors, so the commercial/industrial "
    "grades do not matter.",
    wording="formal",
)
compat(
    "rq77-c04",
    "hard",
    "tiny robot: 1s lipo that i only use between 3.8 and 4.2 v, into the little sot-23 3.3v regulator "
    "(XC6206P332, marked 662K), which feeds a gy-530 (vl53l0x) and a bare mpu-6050. total draw ~25 ma. "
    "enough headroom and are the sensors ok on 3.3?",
    ["XC6206", "VL53L0X", "MPU-6050"],
    "compatible",
    [
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN"),
        it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33x"),
        it(
            "XC6206",
            "dropout_voltage",
            "mV",
            typ=75,
            mx=350,
            cond="Vdif1, IOUT = 30 mA, 3.3 V type",
        ),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD"),
    ],
    [XC_VIN, XC_33, XC_DROP, XC_DROP_ROW, VL_AVDD, MPU_VDD],
    "3.8 V - 3.3 V = 0.5 V > 0.35 V max dropout at 30 mA; 3.3 V inside 2.6..3.5 and 2.375..3.46 V.",
)
compat(
    "rq77-c05",
    "medium",
    "A USB 5 V supply feeds the AMS1117-3.3 on an adapter board, which powers a plain nRF24L01+ module "
    "(no PA) and a W25Q64FV logging flash. Does the regulator stay in regulation and is 3.3 V within "
    "both devices' supply ranges?",
    ["AMS1117", "nRF24L01+", "W25Q64FV"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="AMS1117-3.3, 4.75 V <= VIN <= 12 V",
        ),
        it("AMS1117", "output_current", "A", value=1, cond="output current"),
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="VCC"),
    ],
    [AMS33, AMS_1A, NRF_VDD, W25_VCC],
    "5 V lies in the 4.75..12 V regulation window; 3.3 V within 1.9..3.6 and 2.7..3.6 V; loads of tens of "
    "mA against 1 A.",
    wording="formal",
)
compat(
    "rq77-c06",
    "hard",
    "usb 5v into a tp4056 board charging one 18650. the cell (3.0-4.2v) runs a drv8833 (two n20 motors, "
    "~0.3a each) straight from the cell, plus a tps63021 making 3.3v for a gy-530 vl53l0x. anything out "
    "of spec?",
    ["TP4056", "DRV8833", "TPS63020", "VL53L0X"],
    "compatible",
    [
        it("TP4056", "supply_voltage", "V", mn=4.0, typ=5, mx=8.0, cond="VCC"),
        it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM"),
        it("TPS63020", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VIN, VINA"),
        it("TPS63020", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
    ],
    [TP_VCC, DRV_VM, TPS_VIN, TPS21_OUT, TPS_IOUT, VL_AVDD],
    "USB 5 V in 4.0..8.0 V; a cell of 3.0..4.2 V inside the DRV8833 VM range 2.7..10.8 V and the TPS63021 "
    "input range 1.8..5.5 V; 3.3 V inside 2.6..3.5 V.",
)
compat(
    "rq77-c07",
    "medium",
    "A 12 V lead-acid battery (11.8 to 14.4 V) feeds an LM2596 buck module set to 5 V, which powers a "
    "CJMCU-219 board (INA219) and an MCP2515 CAN module; the INA219 senses the 12 V line itself. Is "
    "everything within specification?",
    ["INA219", "LM2596", "MCP2515"],
    "compatible",
    [
        it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="Vin operating rating"),
        it("INA219", "analog_input_range", "V", mn=0, mx=26, cond="bus voltage sensed"),
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [LM2596_VIN, INA219_BUS, INA219_VS, MCP2515_VDD],
    "14.4 V < 26 V bus range and inside 4.5..40 V; 5 V inside 3..5.5 V and 2.7..5.5 V.",
    wording="formal",
)
compat(
    "rq77-c08",
    "hard",
    "Room-temperature controller: an LM35DZ (the D grade) measures 15 to 35 °C from a 5 V supply; an "
    "ADS1115 on 5 V digitises it; an MCP4725 on 5 V sets the fan speed. Is every part used within its "
    "specified supply and, for the LM35D, temperature range?",
    ["LM35", "ADS1115", "MCP4725"],
    "compatible",
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply"),
        it("LM35", "operating_temperature", "°C", mn=0, mx=100, cond="LM35D"),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="VDD"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [LM35_VS, LM35_D, ADS_VDD, ADS_AIN, MCP4725_VDD],
    "15..35 C lies inside the LM35D range 0..100 C; 5 V inside 4..30, 2..5.5 and 2.7..5.5 V.",
    wording="formal",
)
compat(
    "rq77-c09",
    "medium",
    "smoker controller: usb 5v -> 662K sot-23 regulator (xc6206 3.3v) -> max31855 thermocouple board and "
    "max31865 pt100 board, a few ma each. fine?",
    ["XC6206", "MAX31855", "MAX31865"],
    "compatible",
    [
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN"),
        it("XC6206", "output_current", "mA", mx=200, cond="3.0 V type"),
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
    ],
    [XC_VIN, XC_IOUT, XC_33, M55_VCC, M65_VDD],
    "5 V inside 1.8..6.0 V; 3.3 V inside 3.0..3.6 V for both converters; a few mA << 200 mA.",
)
compat(
    "rq77-c10",
    "hard",
    "mcp73831-2 (the 4.20v option) charging a normal 4.2v lipo from usb, and the cell (3.3-4.2v) directly "
    "powers the green hx711 board and a tmp36. any problem?",
    ["MCP73831", "HX711", "TMP36"],
    "compatible",
    [
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
        it("MCP73831", "supply_voltage", "V", mn=3.75, mx=6, cond="VDD"),
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
    ],
    [MCP73831_V2, MCP73831_VDD, HX_VDD, TMP36_VS],
    "The -2 option regulates to 4.20 V (a 4.2 V cell); USB 5 V inside 3.75..6 V; 3.3..4.2 V inside 2.6..5.5 "
    "and 2.7..5.5 V.",
)
compat(
    "rq77-c11",
    "hard",
    "Pump controller: a PC817 of rank C (marked 817C) isolates a float switch, driven with IF = 5 mA; its "
    "transistor must sink about 5 mA. An IRLZ44N driven from a 5 V pin switches the 12 V / 3 A pump, "
    "and an INA3221 on 3.3 V watches the 12 V rail. Does each part meet these requirements?",
    ["PC817", "IRLZ44N", "INA3221"],
    "compatible",
    [
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.025, cond="VGS = 5.0 V, ID = 25 A"),
        it("IRLZ44N", "drain_source_voltage", "V", value=55, cond="VDSS"),
        it("INA3221", "analog_input_range", "V", mn=0, mx=26, cond="VBUS"),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VS"),
    ],
    [PC817_C, PC817_COND, PC817_IF, IRLZ_RDS5, IRLZ_VDSS, INA3221_BUS, INA3221_VS],
    "Rank C: IC 10.0..20.0 mA at IF = 5 mA, VCE = 5 V (>= 5 mA needed; the collector current has no field, "
    "evidence only); RDS(on) 25 mOhm at VGS = 5 V -> 0.23 W at 3 A; 12 V << 55 V and < 26 V; 3.3 V in "
    "2.7..5.5 V.",
    wording="formal",
)
compat(
    "rq77-c12",
    "medium",
    "breathalyzer toy on a 5v 2a usb supply: mq-3 module (heater on 5v), mcp3008 reading its analog out "
    "at 5v, dht11 for room temp/humidity. ok?",
    ["MQ-3", "MCP3008", "DHT11"],
    "compatible",
    [
        it("MQ-3", "supply_voltage", "V", value=5, cond="heating voltage VH, +-0.1 V"),
        it("MQ-3", "power_consumption", "mW", mx=750, cond="heating consumption"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply"),
    ],
    [MQ3_VH, MQ3_PH, MCP3008_VDD, DHT11_V],
    "Heater 5 V +-0.1 V, < 0.75 W (150 mA) of a 10 W supply; 5 V inside 2.7..5.5 and 3.5..5.5 V.",
)

# ---------------------------------------------------------------- incompatible (12)
compat(
    "rq77-i01",
    "medium",
    "esp32 project, everything on 3.3v from an xc6206 (662K). can i power the blue relay board's "
    "SRD-05VDC-SL-C coil from that 3.3v rail too instead of 5v?",
    ["SRD-05VDC-SL-C", "XC6206", "ESP32-WROOM-32"],
    "incompatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "coil_voltage",
            "V",
            value=5,
            cond="nominal coil voltage; pull-in 75 % max",
        ),
        it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33x"),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
    ],
    [SRD_COIL, SRD_PULLIN, XC_33, ESP_VDD],
    "Pull-in voltage is up to 75 % of 5 V = 3.75 V, more than 3.3 V, so the relay is not guaranteed to "
    "operate.",
)
compat(
    "rq77-i02",
    "medium",
    "A robot car on an Arduino Uno supplies the L298N logic, an HC-SR04 and a bare MPU-6050 breakout "
    "(the chip only, no regulator on the board) from the 5 V pin. Is this within specification?",
    ["MPU-6050", "L298N", "HC-SR04"],
    "incompatible",
    [
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD"),
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS"),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage"),
    ],
    [MPU_VDD, MPU_ABS, L298_VSS, HC_V],
    "5 V exceeds the MPU-6050 VDD range 2.375..3.46 V (below the -0.5..+6 V absolute rating, but outside "
    "operation); the L298 and HC-SR04 are fine.",
    wording="formal",
)
compat(
    "rq77-i03",
    "hard",
    "i ordered 74HCT595 (the T ones) by mistake for my 3.3v board. supply comes from an ams1117-3.3, and "
    "a ds18b20 sits on the same 3.3v. will the hct595 work there?",
    ["74HC595", "AMS1117", "DS18B20"],
    "incompatible",
    [
        it("74HC595", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC, 74HCT595"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
    ],
    [HC595_VCC, HC595_COLS, AMS33, DS18_VDD],
    "The 74HCT595 column gives VCC 4.5..5.5 V (the HC column 2.0..6.0 V); 3.3 V is outside. DS18B20 and "
    "AMS1117-3.3 are fine.",
)
compat(
    "rq77-i04",
    "hard",
    "lipo pack (standard 4.2v max cell) charged by an MCP73831-5ACI/OT i had in the drawer; the cell feeds "
    "a tps63021 and a gy-49 (max44009) on the 3.3v out. ok?",
    ["MCP73831", "TPS63020", "MAX44009"],
    "incompatible",
    [
        it("MCP73831", "output_voltage", "V", mn=4.466, typ=4.5, mx=4.534, cond="VREG, MCP7383X-5"),
        it("TPS63020", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [MCP73831_V5, TPS21_OUT, MAX44_VCC],
    "The -5 option regulates the cell to 4.50 V (4.466..4.534), above the 4.2 V cell limit; the TPS63021 "
    "and MAX44009 side is fine.",
)
compat(
    "rq77-i05",
    "medium",
    "measuring a 12a heater with the ACS712 05B module (the 5 amp one), output read by an ads1115, heater "
    "switched by an irlz44n at vgs 10v. does it fit?",
    ["ACS712", "ADS1115", "IRLZ44N"],
    "incompatible",
    [
        it("ACS712", "measurement_range", "A", mn=-5, mx=5, q="current", cond="ACS712ELCTR-05B"),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="VDD"),
        it("IRLZ44N", "drain_source_voltage", "V", value=55, cond="VDSS"),
    ],
    [ACS_05B, ACS_VCC, ADS_VDD, IRLZ_VDSS],
    "The x05B version is optimised for +-5 A; 12 A is outside. The ADC and MOSFET are not the problem.",
)
compat(
    "rq77-i06",
    "medium",
    "Freezer logger at -20 °C: a ZS-042 board whose RTC is marked DS3231S (no N), an AM2302 (DHT22) "
    "sensor and a W25Q64FV flash. Are all three specified for -20 °C?",
    ["DS3231", "DHT22", "W25Q64FV"],
    "incompatible",
    [
        it("DS3231", "operating_temperature", "°C", mn=0, mx=70, cond="DS3231S, commercial"),
        it(
            "DHT22",
            "measurement_range",
            "°C",
            mn=-40,
            mx=80,
            q="temperature",
            cond="temperature range",
        ),
        it("W25Q64FV", "operating_temperature", "°C", mn=-40, mx=85, cond="industrial"),
    ],
    [DS3231_S, DS3231_SN, DHT22_T, W25_TA],
    "The DS3231S is the 0..+70 C part (the SN is -40..+85 C); -20 C is outside. DHT22 and W25Q64FV cover it.",
    wording="formal",
)
compat(
    "rq77-i07",
    "hard",
    "engine bay logger, up to ~105 C under the hood: gy-21 with Si7021-A20-GM, max31855k on the exhaust "
    "probe, mcp2515-E/SO for the can bus. are the chips rated for 105 C?",
    ["Si7021", "MAX31855", "MCP2515"],
    "incompatible",
    [
        it("Si7021", "operating_temperature", "°C", mn=-40, mx=85, cond="G grade (-GM)"),
        it("MAX31855", "operating_temperature", "°C", mn=-40, mx=125, cond="all devices"),
        it("MCP2515", "operating_temperature", "°C", mn=-40, mx=125, cond="Extended (E)"),
    ],
    [SI_G, SI_IY, M55_TA, MCP2515_E],
    "The G grade (-GM) is rated -40..+85 C; only I/Y grades reach +125 C. MAX31855 and MCP2515-E are fine.",
)
compat(
    "rq77-i08",
    "hard",
    "outdoor led sign for a ski hut (down to -25 C): max7219CNG driving the digits, lm2596 buck module, "
    "pcf8563 rtc. anything that isnt rated for that cold?",
    ["MAX7219", "LM2596", "PCF8563"],
    "incompatible",
    [
        it("MAX7219", "operating_temperature", "°C", mn=0, mx=70, cond="MAX7219CNG"),
        it("LM2596", "operating_temperature", "°C", mn=-40, mx=125, cond="junction"),
        it("PCF8563", "operating_temperature", "°C", mn=-40, mx=85, cond="ambient"),
    ],
    [M7219_CNG, LM2596_TJ, PCF_TA],
    "The C-grade MAX7219CNG is 0..+70 C (the E grades are -40..+85 C); -25 C is outside. LM2596 and "
    "PCF8563 cover it.",
)
compat(
    "rq77-i09",
    "hard",
    "freezer monitor (-18 c inside): lm35dz (d version) on a single 5v supply, mcp3008 reading it, dht22 "
    "for humidity. will the lm35d read -18?",
    ["LM35", "MCP3008", "DHT22"],
    "incompatible",
    [
        it("LM35", "operating_temperature", "°C", mn=0, mx=100, cond="LM35D"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it(
            "DHT22",
            "measurement_range",
            "°C",
            mn=-40,
            mx=80,
            q="temperature",
            cond="temperature range",
        ),
    ],
    [LM35_D, LM35_VS, MCP3008_VDD, DHT22_T],
    "The LM35D is specified for 0..100 C only (and a single-supply LM35 cannot output below 0 C anyway); the "
    "DHT22 covers -40..80 C.",
)
compat(
    "rq77-i10",
    "hard",
    "gas alarm: mq-2 heater on 5v, comparator output drives a plain PC817 (no rank letter on it) with "
    "IF = 5 mA, and the photo transistor has to sink 10 mA for the siren module input. 74hc595 for leds. "
    "guaranteed to work?",
    ["PC817", "MQ-2", "74HC595"],
    "incompatible",
    [
        it("MQ-2", "supply_voltage", "V", value=5.0, cond="heater voltage VH, +-0.1 V"),
        it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="VCC, 74HC595"),
    ],
    [PC817_IC, PC817_NORANK, PC817_COND, MQ2_VH, HC595_VCC],
    "Without a rank the PC817 only guarantees IC >= 2.5 mA at IF = 5 mA, VCE = 5 V (2.5..30 mA), so 10 mA "
    "is not guaranteed (ranks C/D would be). Collector current has no field: evidence only.",
)
compat(
    "rq77-i11",
    "medium",
    "In a robot powered by a 3S LiPo (11.1 V nominal, 12.6 V full) the small DRV8833 board runs directly "
    "from the pack, an INA219 monitors the pack voltage and an HC-SR04 runs from a 5 V buck. Is the "
    "DRV8833 within specification on the pack?",
    ["DRV8833", "INA219", "HC-SR04"],
    "incompatible",
    [
        it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM"),
        it("DRV8833", "abs_max_supply_voltage", "V", mn=-0.3, mx=11.8, cond="VM"),
        it("INA219", "analog_input_range", "V", mn=0, mx=26, cond="bus voltage sensed"),
    ],
    [DRV_VM, DRV_ABS, INA219_BUS, HC_V],
    "11.1..12.6 V exceeds VM 10.8 V and even the 11.8 V absolute maximum. INA219 (26 V) is fine.",
    wording="formal",
)
compat(
    "rq77-i12",
    "hard",
    "blue mcp2515 can module with the 8 MHz crystal, on an esp32 (levels sorted), plus an mcp4725. the car "
    "bus i want to join runs at 1 Mbit/s. can the mcp2515 with that crystal do 1 Mbit/s?",
    ["MCP2515", "ESP32-WROOM-32", "MCP4725"],
    "incompatible",
    [],
    [
        ev("mcp2515.pdf", 43, "input frequency, with the minimum TQ length being"),
        ev("mcp2515.pdf", 43, "2 TOSC (when BRP[5:0] = b000000)."),
        ev("mcp2515.pdf", 39, "This segment is fixed at 1 TQ."),
        ev("mcp2515.pdf", 40, "programmable from 1-8 TQs."),
        ev("mcp2515.pdf", 40, "PS1 is programmable from 1-8 TQs and PS2 is"),
        ev("mcp2515.pdf", 40, "programmable from 2-8 TQs."),
    ],
    "With FOSC = 8 MHz the shortest TQ is 2 TOSC = 250 ns; the shortest bit is SyncSeg 1 + PropSeg 1 + PS1 1 "
    "+ PS2 2 = 5 TQ = 1.25 us, i.e. at most 800 kbit/s (1 Mbit/s needs e.g. a 16 MHz crystal: 8 TQ of "
    "125 ns). No field for a CAN bit rate, so no items.",
)

# ---------------------------------------------------------------- insufficient_evidence (11)
compat(
    "rq77-e01",
    "hard",
    "gy-87 10dof board (mpu-6050 + hmc5883l + bmp180 on one pcb) and a gy-49 on a 3.3v bus. are all the "
    "sensors on it happy at 3.3 v, including the bmp180?",
    ["MPU-6050", "HMC5883L", "MAX44009"],
    "insufficient_evidence",
    [],
    [MPU_VDD, HMC_VDD, MAX44_VCC],
    "MPU-6050, HMC5883L and MAX44009 accept 3.3 V, but the BMP180 of the GY-87 has no sheet in the corpus.",
)
compat(
    "rq77-e02",
    "hard",
    "nrf24l01+ PA+LNA module with the big antenna, powered from an ams1117-3.3, pcf8563 for timestamps. at "
    "250 kbps, will i get 1 km line of sight between two of these?",
    ["nRF24L01+", "AMS1117", "PCF8563"],
    "insufficient_evidence",
    [],
    [NRF_VDD, ev("nrf24l01p.pdf", 8, "Programmable output power: 0, -6, -12 or -18dBm"), AMS33],
    "The nRF sheet covers the bare chip (0 dBm max, sensitivity); the module's external PA/LNA and antenna "
    "and any range figure are not in the corpus.",
)
compat(
    "rq77-e03",
    "medium",
    "alarm clock: zs-042 rtc module (ds3231 + that charging resistor/diode to the coin cell holder), "
    "max7219 display, blue relay board for the bell. is it safe to put a normal non-rechargeable CR2032 "
    "in the zs-042?",
    ["DS3231", "MAX7219", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [ev("ds3231.pdf", 2, "VBAT 2.3 3.0 5.5 V"), M7219_V, SRD_COIL],
    "The DS3231 sheet gives VBAT limits, not the ZS-042's charging path or what a CR2032 tolerates; the "
    "board circuit and battery data are not in the corpus.",
)
compat(
    "rq77-e04",
    "medium",
    "smoker: max31855 breakout (cant read the letter after 31855 on the chip), a J-type probe, tm1637 "
    "display, pc817 driving the ssr. will it read the J probe correctly?",
    ["MAX31855", "TM1637", "PC817"],
    "insufficient_evidence",
    [],
    [
        ev("max31855.pdf", 12, "MAX31855JASA+ J -40NC to +750NC 8 SO"),
        ev("max31855.pdf", 12, "MAX31855KASA+ K -200NC to +1350NC 8 SO"),
        TM_VDD,
    ],
    "Each MAX31855 suffix is trimmed for one thermocouple type (J, K, N, T, S, R, E); only a MAX31855J "
    "matches a J probe. With the suffix unknown the answer cannot be decided.",
)
compat(
    "rq77-e05",
    "hard",
    "Propane leak detector: an MQ-2 read by an ADS1115, plus a CCS811 board (CJMCU-811) as a second "
    "opinion via its TVOC output. Will both sensors reliably flag 1000 ppm of propane?",
    ["CCS811", "MQ-2", "ADS1115"],
    "insufficient_evidence",
    [],
    [MQ2_VH, CCS_VMAX, ADS_VDD],
    "The MQ-2 sheet covers propane, but the CCS811 sheet gives eCO2 / TVOC ranges without any propane "
    "response, so the pair cannot be judged.",
    wording="formal",
)
compat(
    "rq77-e06",
    "medium",
    "Ich habe ein rotes ACS712-Modul, aber der Aufdruck ist unleserlich – ob 05B, 20A oder 30A weiß ich "
    "nicht. Dazu ein INA219 und ein LM2596-Modul. Reicht das ACS712 für eine Last von 8 A?",
    ["ACS712", "INA219", "LM2596"],
    "insufficient_evidence",
    [],
    [ACS_05B, ACS_20A, ACS_VCC],
    "8 A is outside the x05B range (+-5 A) but inside x20A / x30A; with the version unknown the answer "
    "depends on the letter.",
    wording="formal",
    lang="de",
)
compat(
    "rq77-e07",
    "hard",
    "inmp441 i2s mic on a 5 m ribbon cable away from the board (gy-49 max44009 and cjmcu-811 sit on the "
    "board). will the i2s clock/data survive 5 m at 3.072 mhz sck?",
    ["INMP441", "MAX44009", "CCS811"],
    "insufficient_evidence",
    [],
    [INMP_VDD, MAX44_VCC, CCS_VMAX],
    "The INMP441 sheet specifies the I2S timing at the pins, not cable length; the cable's capacitance and "
    "signal integrity are not covered.",
)
compat(
    "rq77-e08",
    "hard",
    "beehive scale: 5v 1w solar usb panel -> mcp73831 -> 1000mah lipo -> hx711 + load cells, and a gy-302 "
    "to log sunlight. will it stay charged through a northern winter?",
    ["HX711", "MCP73831", "BH1750"],
    "insufficient_evidence",
    [],
    [MCP73831_VDD, HX_VDD, BH_VCC],
    "Winter solar yield, load-cell current and duty cycle are not in any sheet; the supply ranges alone do "
    "not decide an energy balance.",
)
compat(
    "rq77-e09",
    "medium",
    "tp4056 board WITH the protection chips (dw01a + 8205a) on an 18650 running a drv8833 and an "
    "hc-sr04 via a 5v boost. does the board cut off before the cell drops below 2.5 v?",
    ["TP4056", "DRV8833", "HC-SR04"],
    "insufficient_evidence",
    [],
    [TP_VCC, DRV_VM, HC_V],
    "The over-discharge cut-off is done by the DW01A on the module; the TP4056 sheet only covers charging "
    "(2.9 V trickle threshold etc.), and the DW01A is not in the corpus.",
)
compat(
    "rq77-e10",
    "medium",
    "A water-tank level gauge uses a GY-530 (VL53L0X) looking down through a plastic window that fogs "
    "up at about 95 % RH; a TMP36 and a DHT22 are also in the tank. Will the VL53L0X still range 1 m "
    "reliably?",
    ["VL53L0X", "TMP36", "DHT22"],
    "insufficient_evidence",
    [],
    [VL_AVDD, TMP36_VS, DHT22_V],
    "Ranging through a fogged cover window / condensation is not characterised in the VL53L0X sheet.",
    wording="formal",
)
compat(
    "rq77-e11",
    "hard",
    "Greenhouse heater: an IRLZ44N switches a 12 V heating mat, a TMP36 measures air, and a MAX31865 "
    "board reads a 2-wire PT100 at the end of a 30 m cable. Will the PT100 reading stay within ±0.5 °C?",
    ["MAX31865", "TMP36", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [M65_VDD, TMP36_VS, IRLZ_VDSS],
    "In 2-wire mode the cable resistance adds directly to the RTD; the cable's resistance and the PT100 "
    "class are not given, so the error cannot be bounded from the sheets.",
    wording="formal",
)


def main():
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")


if __name__ == "__main__":
    main()
