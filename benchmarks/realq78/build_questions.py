"""realq78: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: parts compared side by side (two parts, or two versions of one part: which runs from the lower
supply, which clocks faster, which is rated hotter), the limiting part of a chain or a shared bus (the part
that sets the lowest supply, the slowest clock, the smallest current, the narrowest temperature range), and
builds of three or more parts on one supply or bus. About two thirds casual, one third formal; one question
in French, one in Spanish.

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


def fact(id, diff, question, devices, items, evidence, note, typ="comparison", **kw):
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
ESP_500 = ev("esp32-wroom-32.pdf", 7, "Minimum current delivered by 500 mA")
BH_VCC = ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")
BH_SCL = ev("bh1750.pdf", 2, "I2C SCL Clock Frequency fSCL － － 400 kHz")
BH_RANGE = ev(
    "bh1750.pdf", 1, "It is possible to detect wide range at High resolution. ( 1 - 65535 lx )."
)
HMC_VDD = ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts")
HMC_I2C = ev("hmc5883l.pdf", 2, "C Rate Controlled by I C Master 400 kHz")
HMC_ADDR = ev("hmc5883l.pdf", 11, "7-bit address (0x1E)")
MAX44_ADDR = ev(
    "max44009.pdf", 5, "Pull high to select address 1001 011x or low to select address 1001 010x"
)
MAX44_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
M7219_V = ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")
M7219_VIH = ev("max7219.pdf", 3, "Logic High Input Voltage VIH 3.5 V")
TM_VDD = ev("tm1637.pdf", 9, "Logic power supply voltage VDD 5 V")
TM_RANGE = ev(
    "tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"
)
HC595_VCC = ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V")
HC595_FMAX2 = ev("74hc595.pdf", 11, "VCC = 2 V 9 30 - 4.8 - 4 - MHz")
TPS_VIN = ev("tps63020.pdf", 5, "Supply voltage at VIN, VINA 1.8 5.5 V")
TPS_ABS = ev("tps63020.pdf", 5, "VIN, VINA, VOUT, PS/SYNC, EN, FB, PG –0.3 7 V")
TPS21_OUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
TPS_IOUT = ev("tps63020.pdf", 1, "Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A")
MPU_VDD = ev("mpu-6050.pdf", 14, "VDD POWER SUPPLY Operating Voltages 2.375 3.46 V")
MPU_ADDR = ev("mpu-6050.pdf", 15, "I2C ADDRESS AD0 = 0 1101000 AD0 = 1 1101001")
VL_AVDD = ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V")
INMP_VDD = ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V")
LM2596_VIN = ev("lm2596.pdf", 3, "Supply Voltage Vin 4.5 to 40 V")
LM2596_3A = ev("lm2596.pdf", 1, "Guaranteed 3.0 A Output Load Current")
ACS_VCC = ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V")
HC_V = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
HC_I = ev("hc-sr04.pdf", 1, "Working Current 15mA")
SRD_COIL = ev("srd-05vdc-sl-c.pdf", 2, "05 05 71.4 70")
AMS33 = ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V")
AMS50 = ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V")
AMS_1A = ev("ams1117.pdf", 1, "Output Current of 1A")
M55_VCC = ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V")
M55_SCK = ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz")
W25_VCC = ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply")
W25_FR = ev(
    "w25q64.pdf", 76, "Clock frequency for all other instructions 3.0-3.6V, FR fC1 D.C. 104 MHz"
)
DS3231_VCC = ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")
DS3231_SCL = ev("ds3231.pdf", 4, "Fast mode 100 400 SCL Clock Frequency fSCL kHz")
DS3231_ADDR = ev("ds3231.pdf", 17, "which is 1101000, followed by the direction bit")
MCP4725_VDD = ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V")
INA219_VS = ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V")
MCP2515_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
MCP2515_SCK = ev("mcp2515.pdf", 77, "FCLK Clock Frequency — 10 MHz")
MCP3008_VDD = ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V")
MCP3008_5V = ev("mcp3008.pdf", 4, "Clock Frequency fCLK — — 3.6 MHz VDD = 5V (Note 3)")
MCP3008_27 = ev("mcp3008.pdf", 4, "1.35 MHz VDD = 2.7V (Note 3)")
M65_VDD = ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")
M65_SCK = ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz")
PCF_VDD = ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V")
CCS_VDD = ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V")
CCS_RANGE = ev("ccs811.pdf", 9, "400ppm to 64000ppm.")
L298_VSS = ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V")
L298_VS = ev("l298n.pdf", 3, "VS Supply Voltage (pin 4) Operative Condition VIH +2.5 46 V")
L298_DC = ev("l298n.pdf", 2, "–DC Operation 2 A")
DHT22_V = ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V")
DHT22_T = ev("dht22.pdf", 3, "Range -40 80 ℃")
DRV_VM = ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")
INA3221_VS = ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V")
INA3221_BUS = ev("ina3221.pdf", 5, "VBUS Bus voltage input 0 26 V")
MQ2_VH = ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC")
MQ2_PH = ev("mq-2.pdf", 3, "Heater consumption PH ≤950mW")
MQ3_VH = ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1")
MQ3_PH = ev("mq-3.pdf", 1, "PH Heating consumption less than 750mw")
MQ3_SCOPE = ev("mq-3.pdf", 1, "0.05mg/L—10mg/L")
DS18_VDD = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
DHT11_V = ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V")
DHT11_T = ev("dht11.pdf", 3, "Range: At 25℃ ±2℃")
SI_VDD = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")
XC_VIN = ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V")
XC_IOUT = ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)")
XC_33 = ev("xc6206.pdf", 19, "3 3 3.3 XC6206P33***")
LM35_VS = ev("lm35.pdf", 1, "Operates from 4 to 30 V")
ADS_VDD = ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V")
TP_VCC = ev("tp4056.pdf", 5, "VCC Input Supply Voltage ● 4.0 5 8.0 V")
IRLZ_RDS4 = ev("irlz44n.pdf", 2, "0.035 VGS = 4.0V, I D = 21A")
PC817_TR = ev("pc817.pdf", 4, "Rise time tr − 4 18 µs")
PC817_TF = ev("pc817.pdf", 4, "Fall time tf − 3 18 µs")
PC817_COND = ev("pc817.pdf", 4, "Response time VCE=2V, IC=2mA, RL=100Ω")
HX_VDD = ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V")
HX_IN = ev("hx711.pdf", 4, "input voltage of ±20mV or ±40mV respectively.")
MCP73831_VDD = ev("mcp73831.pdf", 3, "Supply Voltage VDD 3.75 — 6 V")
TMP36_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
NRF_VDD = ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")

# ================================================================ answerable factual (16)
fact(
    "rq78-f01",
    "hard",
    "got an ina219 and an ina3221 on the same i2c bus and want to try hs mode. which of the two tops "
    "out lower in high-speed mode, and what's the max scl each one allows there?",
    ["INA219", "INA3221"],
    [
        it("INA219", "i2c_clock_frequency", "MHz", mx=2.56, cond="high-speed mode"),
        it("INA3221", "i2c_clock_frequency", "MHz", mx=2.44, cond="high-speed mode"),
    ],
    [
        ev(
            "ina219.pdf",
            14,
            "transmission protocol for fast (1- to 400-kHz) and high-speed (1-kHz to 2.56-MHz) modes.",
        ),
        ev(
            "ina3221.pdf",
            22,
            "recognize the code and switches the internal filters to support 2.44MHz operation.",
        ),
    ],
    "INA219 bus description (p14): high-speed 1 kHz to 2.56 MHz; INA3221 Hs-mode text (p22): filters "
    "switched to support 2.44 MHz. The INA3221 is the lower one. Look-alikes: fast mode 400 kHz on both, the "
    "F/S-mode master code 'at no more than 400 kHz'. Both numbers were asked before (rq11-f48, rq10-f25, "
    "ina3221-m2) from the timing tables; these two text lines were not quoted.",
)
fact(
    "rq78-f02",
    "medium",
    "A data-acquisition board combines an MCP3008 ADC, an MCP4725 DAC and an INA3221 power monitor and will "
    "be installed in an enclosure that can reach +105 °C. According to the front pages of their data "
    "sheets, which operating temperature range is each device specified for, and which device limits the "
    "enclosure temperature?",
    ["MCP3008", "MCP4725", "INA3221"],
    [
        it("MCP3008", "operating_temperature", "°C", mn=-40, mx=85, cond="industrial temp range"),
        it(
            "MCP4725",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="extended temperature range",
        ),
        it("INA3221", "operating_temperature", "°C", mn=-40, mx=125, cond="specified range"),
    ],
    [
        ev("mcp3008.pdf", 1, "Industrial temp range: -40°C to +85°C"),
        ev("mcp4725.pdf", 1, "Extended Temperature Range: -40°C to +125°C"),
        ev("ina3221.pdf", 1, "operating temperature range of –40°C to +125°C"),
    ],
    "Front pages: MCP3008 industrial -40..+85 C (the limiting part at 105 C), MCP4725 extended -40..+125 C, "
    "INA3221 specified -40..+125 C. Look-alikes: storage ranges, the MCP4725 spec-table header TA = -40 to "
    "+125 C, the MCP4725 -40..+85 C header of its EEPROM tables. The ranges were asked before from other "
    "lines; these three front-page lines were not quoted.",
    wording="formal",
)
fact(
    "rq78-f03",
    "hard",
    "one regulator for three breakouts: ads1115, ina219 and si7021. what supply range does each of them "
    "want, and so which part sets the floor and which one sets the ceiling of the rail?",
    ["ADS1115", "INA219", "Si7021"],
    [
        it("ADS1115", "supply_voltage", "V", mn=2.0, mx=5.5, cond="single supply"),
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="INA219 power-supply voltage"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="wide operating voltage"),
    ],
    [
        ev(
            "ads1115.pdf",
            1,
            "ADS1113/4/5 operate from a single power supply ranging from 2.0V to 5.5V.",
        ),
        ev("ina219.pdf", 10, "INA219 Power-Supply Voltage 3V to 5.5V"),
        ev("si7021.pdf", 1, "Wide operating voltage"),
        ev("si7021.pdf", 1, "(1.9 to 3.6 V)"),
    ],
    "ADS1115 2.0..5.5 V (description p1), INA219 3..5.5 V (block diagram label p10), Si7021 1.9..3.6 V "
    "(features p1): the INA219 sets the floor (3.0 V), the Si7021 the ceiling (3.6 V). Look-alikes: the INA219 "
    "bus range 0..26 V, the Si7021 abs max 4.2 V, the ADS1115 abs max. The ranges were asked before from the "
    "spec tables; these lines were not quoted.",
)
fact(
    "rq78-f04",
    "medium",
    "have both AMS1117-1.8 and AMS1117-2.5 in the parts drawer. which input voltage range is each version "
    "specified with? trying to figure out which one i can still feed from a 3.3 V rail",
    ["AMS1117"],
    [
        it(
            "AMS1117",
            "supply_voltage",
            "V",
            mn=3.3,
            mx=12,
            cond="AMS1117-1.8, 3.3 V <= VIN <= 12 V",
        ),
        it(
            "AMS1117",
            "supply_voltage",
            "V",
            mn=4.0,
            mx=12,
            cond="AMS1117-2.5, 4.0 V <= VIN <= 12 V",
        ),
    ],
    [
        ev("ams1117.pdf", 2, "AMS1117-1.8 3.3V≤ VIN ≤ 12V 0.3 5 mV"),
        ev("ams1117.pdf", 2, "AMS1117-2.5 4.0V≤ VIN ≤ 12V 0.3 6 mV"),
    ],
    "Line-regulation rows (p2): -1.8 over 3.3..12 V, -2.5 over 4.0..12 V (the same windows as the marked "
    "output-voltage rows); only the 1.8 V version is specified from 3.3 V. Look-alikes: -1.5 from 3.0 V, "
    "-2.85 from 4.35 V, -3.3 from 4.75 V, -5.0 from 6.5 V, abs max 15 V.",
)
fact(
    "rq78-f05",
    "medium",
    "scale project, deciding between a hx711 and an ads1115 as the adc. what's the fastest output data "
    "rate each chip can do?",
    ["HX711", "ADS1115"],
    [
        it("ADS1115", "data_rate", "SPS", mx=860, cond="highest programmable data rate"),
        it("HX711", "data_rate", "SPS", value=80, cond="RATE = 1, internal oscillator"),
    ],
    [
        ev("ads1115.pdf", 1, "up to 860 samples per second (SPS)"),
        ev("hx711.pdf", 4, "(RATE=0) or 80SPS (RATE=1)."),
    ],
    "ADS1115 description (p1): conversions up to 860 SPS; HX711 (p4): 10 SPS (RATE = 0) or 80 SPS (RATE = 1) "
    "with the internal oscillator. Look-alikes: ADS1115 8 SPS minimum, HX711 10 SPS, the 11.0592 MHz "
    "crystal. Both numbers were asked before (ads1115-e3, rq12-f41) from other lines.",
)
fact(
    "rq78-f06",
    "medium",
    "the tps63021 is fixed at 3.3 V out. if i buy the tps63020 instead, what output voltage range can i set "
    "it to with the feedback resistors? i need 5 V",
    ["TPS63020"],
    [it("TPS63020", "output_voltage", "V", mn=1.2, mx=5.5, cond="TPS63020, adjustable output")],
    [ev("tps63020.pdf", 1, "Adjustable output voltage: 1.2 V to 5.5 V")],
    "Features (p1): adjustable output voltage 1.2..5.5 V (TPS63020); the TPS63021 is fixed 3.3 V. "
    "Look-alikes: input voltage 1.8..5.5 V, the 3.3 V of the TPS63021, overvoltage protection 5.5..7 V. "
    "1.2..5.5 V was asked before from the spec table (p6); this feature line was not quoted.",
    typ="simple",
)
fact(
    "rq78-f07",
    "hard",
    "A CAN data logger combines an MCP2515-E/SO controller with a W25Q64FV flash memory and must operate at an "
    "ambient temperature of +110 °C. What operating temperature ranges do the two data sheets give for these "
    "parts, and which of them limits the design?",
    ["MCP2515", "W25Q64FV"],
    [
        it("MCP2515", "operating_temperature", "°C", mn=-40, mx=125, cond="Extended (E) grade"),
        it("W25Q64FV", "operating_temperature", "°C", mn=-40, mx=85, cond="operating range"),
    ],
    [
        ev("mcp2515.pdf", 76, "Extended (E): TAMB = -40°C to +125°C"),
        ev("w25q64.pdf", 5, "-40°C to +85°C operating range"),
    ],
    "MCP2515 E grade -40..+125 C (CLKOUT table header p76), W25Q64FV -40..+85 C (features p5): the flash "
    "limits the logger. Look-alikes: MCP2515 I grade -40..+85 C, the 'ambient temperature with power applied' "
    "-65..+125 C, W25Q64 storage range. Numbers asked before from other lines.",
    wording="formal",
)
fact(
    "rq78-f08",
    "medium",
    "ads1115 and mcp4725 on the same bus and i'm thinking about i2c hs mode. do both support it, and up to "
    "what clock?",
    ["ADS1115", "MCP4725"],
    [
        it("ADS1115", "i2c_clock_frequency", "MHz", mx=3.4, cond="high-speed mode"),
        it("MCP4725", "i2c_clock_frequency", "MHz", mx=3.4, cond="high-speed mode"),
    ],
    [
        ev("ads1115.pdf", 17, "allows a clock frequency of up to 3.4MHz."),
        ev("mcp4725.pdf", 1, "High-Speed (3.4 Mbps) Modes"),
    ],
    "ADS1115 I2C text (p17): Hs mode up to 3.4 MHz; MCP4725 features (p1): standard 100 kbps, fast 400 kbps, "
    "high-speed 3.4 Mbps. A tie: both reach 3.4 MHz. Look-alikes: 100 / 400 kHz modes. 3.4 MHz asked before "
    "for both from other lines.",
)
fact(
    "rq78-f09",
    "hard",
    "An ESP32-WROOM-32 (Wi-Fi) and an nRF24L01+ transceiver share one enclosure. Over which frequency ranges "
    "do the two radios operate according to their data sheets?",
    ["ESP32-WROOM-32", "nRF24L01+"],
    [
        it(
            "ESP32-WROOM-32",
            "frequency_band",
            "MHz",
            mn=2412,
            mx=2484,
            cond="Wi-Fi, centre frequency range of operating channel",
        ),
        it("nRF24L01+", "frequency_band", "GHz", mn=2.400, mx=2.525, cond="operating frequencies"),
    ],
    [
        ev(
            "esp32-wroom-32.pdf",
            6,
            "Center frequency range of oper- 2412 ~ 2484 MHz ating channel",
        ),
        ev("nrf24l01p.pdf", 25, "nRF24L01+ can operate on frequencies from 2.400GHz to 2.525GHz"),
    ],
    "ESP32 overview table (p6): Wi-Fi centre frequencies 2412..2484 MHz; nRF24L01+ (p25): 2.400..2.525 GHz. "
    "Look-alikes: the nRF ISM-band statement 2.400..2.4835 GHz (p7), 126 RF channels, Bluetooth. Asked before "
    "from the spec tables (p16 / p15); these lines were not quoted.",
    wording="formal",
)
fact(
    "rq78-f10",
    "medium",
    "Mon module MAX31855K lit un thermocouple de type K. Quelle précision de mesure du thermocouple la fiche "
    "technique annonce-t-elle en première page, et sur quelle plage de température ?",
    ["MAX31855"],
    [
        it(
            "MAX31855",
            "accuracy",
            "°C",
            mn=-2,
            mx=2,
            q="temperature",
            cond="K-type thermocouple, -200 to +700 C",
        )
    ],
    [
        ev("max31855.pdf", 1, "couple accuracy of ±2NC for temperatures ranging from"),
        ev("max31855.pdf", 1, "-200NC to +700NC for K-type thermocouples"),
    ],
    "General description (p1): thermocouple accuracy +-2 C from -200 to +700 C for K-type ('NC' is the "
    "degree sign in the text layer). Look-alikes: readings from -270 to +1800 C, the K-version ordering range "
    "-200..+1350 C, cold-junction accuracy, other thermocouple types. +-2 C was asked before from the "
    "thermal-characteristics table.",
    typ="simple",
    wording="formal",
    lang="fr",
)
fact(
    "rq78-f11",
    "medium",
    "lm35 or ds18b20 for a probe that might see 140 °C? what temperature range is each one rated for?",
    ["LM35", "DS18B20"],
    [
        it(
            "LM35",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=150,
            cond="rated full range (LM35, LM35A)",
        ),
        it(
            "DS18B20",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=125,
            cond="ordering information, DS18B20+",
        ),
    ],
    [
        ev("lm35.pdf", 1, "Rated for Full −55°C to +150°C Range"),
        ev("ds18b20.pdf", 19, "DS18B20+ -55°C to +125°C 3 TO-92 18B20"),
    ],
    "LM35 features (p1): rated -55..+150 C; DS18B20 ordering row (p19): -55..+125 C, so only the LM35 covers "
    "140 C. Look-alikes: LM35C -40..+110, LM35D 0..100, DS18B20 +-0.5 C band -10..+85. Asked before from "
    "other lines.",
)
fact(
    "rq78-f12",
    "hard",
    "A DHT22 is to be replaced by an Si7021. What relative-humidity and temperature accuracy does the "
    "Si7021 data sheet state on its first page, and over which ranges?",
    ["Si7021"],
    [
        it("Si7021", "accuracy", "%RH", mn=-3, mx=3, q="relative_humidity", cond="max, 0-80 % RH"),
        it("Si7021", "accuracy", "°C", mn=-0.4, mx=0.4, q="temperature", cond="max, -10 to 85 C"),
    ],
    [
        ev("si7021.pdf", 1, "± 3% RH (max), 0–80% RH"),
        ev("si7021.pdf", 1, "±0.4 °C (max), –10 to 85 °C"),
    ],
    "Features (p1): +-3 % RH max over 0..80 % RH, +-0.4 C max over -10..85 C. Look-alikes: typical +-2 % RH "
    "and +-0.3 C in the spec tables, 80..100 % RH 'see Figure 2', the DHT22 figures (+-2 % RH, +-0.5 C). Asked "
    "before from the spec tables.",
    typ="structured",
    wording="formal",
)
fact(
    "rq78-f13",
    "medium",
    "gy-49 (max44009) and a ccs811 breakout on the same i2c bus. what's the fastest scl each of them is ok "
    "with?",
    ["MAX44009", "CCS811"],
    [
        it("MAX44009", "i2c_clock_frequency", "kHz", mx=400, cond="2-wire interface"),
        it("CCS811", "i2c_clock_frequency", "kHz", mx=400, cond="fast mode"),
    ],
    [
        ev("max44009.pdf", 15, "up to 400kHz. Figure 3 shows the 2-wire interface timing"),
        ev("ccs811.pdf", 2, "Standard (100kbit/s) and fast (400kbit/s)"),
    ],
    "MAX44009 serial-interface text (p15): clock rates up to 400 kHz; CCS811 features (p2): standard 100 and "
    "fast 400 kbit/s. A tie at 400 kHz. Look-alikes: CCS811 table minimum 10 kHz, 100 kHz standard mode. "
    "Asked before from the timing tables.",
)
fact(
    "rq78-f14",
    "hard",
    "Compare the 74HC595 and the 74HCT595 at VCC = 4.5 V and 25 °C: what minimum recovery time from MR to "
    "SHCP does each version require?",
    ["74HC595", "74HCT595"],
    [
        it(
            "74HC595",
            "response_time",
            "ns",
            mn=10,
            typ=7,
            cond="74HC595 trec MR to SHCP, VCC = 4.5 V, 25 C",
        ),
        it(
            "74HC595",
            "response_time",
            "ns",
            mn=10,
            typ=7,
            cond="74HCT595 trec MR to SHCP, VCC = 4.5..5.5 V, 25 C",
        ),
    ],
    [
        ev("74hc595.pdf", 11, "VCC = 4.5 V 10 7 - 13 - 15 - ns"),
        ev("74hc595.pdf", 12, "trec recovery MR to SHCP; see Figure 12 10 7 - 13 - 15 - ns"),
    ],
    "Dynamic characteristics: 74HC595 trec at 4.5 V (p11 row under 'trec'): 10 ns min, 7 typ at 25 C; 74HCT595 "
    "trec (p12): 10 ns min, 7 typ. Same for both versions. Look-alikes: -40..+85 C 13 ns, -40..+125 C 15 ns, "
    "the 2 V (50 ns) and 6 V (9 ns) HC rows, tsu DS to SHCP (10 / 4). rq54-f07 asked the 2 V row; the 4.5 V "
    "and HCT rows were not asked.",
    wording="formal",
)
fact(
    "rq78-f15",
    "hard",
    "xc6206 in the 1.2 V version (xc6206p122). how much dropout at 30 mA? i'm guessing the low-voltage "
    "versions are worse than the 3.3 V one",
    ["XC6206"],
    [
        it(
            "XC6206",
            "dropout_voltage",
            "mV",
            typ=460,
            mx=760,
            cond="Vdif1, IOUT = 30 mA, VOUT(T) = 1.2 V, Ta = 25 C",
        )
    ],
    [ev("xc6206.pdf", 5, "1.2 460 760")],
    "Electrical characteristics chart (p5), E-2 column: 1.2 V version Vdif1 (30 mA) 460 typ / 760 max mV. "
    "Look-alikes: 1.3 V 400/650, 1.5 V 300/510 (rq54-f14), 1.8 V 150/390 (rq40-f13), 3.3 V 75/350, Vdif2 "
    "700/960 at 60 mA. The 1.2 V row was not asked.",
    typ="simple",
)
fact(
    "rq78-f16",
    "medium",
    "El MPU-6000 es la versión con SPI del MPU-6050. ¿A qué frecuencia de reloj SPI está caracterizada la "
    "lectura/escritura de todos los registros, en baja velocidad y en alta velocidad?",
    ["MPU-6050"],
    [
        it(
            "MPU-6050",
            "spi_clock_frequency",
            "kHz",
            typ=100,
            cond="MPU-6000 only, all registers read/write, low speed characterization, +-10 %",
        ),
        it(
            "MPU-6050",
            "spi_clock_frequency",
            "MHz",
            typ=1,
            cond="MPU-6000 only, all registers read/write, high speed characterization, +-10 %",
        ),
    ],
    [
        ev("mpu-6050.pdf", 15, "100 ±10% kHz"),
        ev("mpu-6050.pdf", 15, "1 ±10% MHz"),
    ],
    "Serial interface table (p15): SPI operating frequency, all registers read/write, MPU-6000 only: 100 kHz "
    "+-10 % (low speed characterization), 1 MHz +-10 % (high speed). Look-alikes: 20 MHz for sensor and "
    "interrupt registers (read only), I2C 100 / 400 kHz; the MPU-6050 has no SPI. 1 MHz was asked before "
    "(rq53-f05, rq71-f04) as a max from other lines; the 100 kHz row was not asked.",
    typ="structured",
    lang="es",
)

# ================================================================ factual insufficient_evidence (9)
trap(
    "rq78-u01",
    "medium",
    "Winbond sells some SpiFlash memories in grades rated to +105 °C. What maximum SPI clock frequency does "
    "the W25Q64FV data sheet specify for a device operating at an ambient temperature of +105 °C?",
    ["W25Q64FV"],
    [ev("w25q64.pdf", 89, "I = Industrial (-40°C to +85°C)")],
    "The W25Q64FV sheet offers only the industrial grade (-40..+85 C); all AC limits (104 / 80 / 50 MHz) "
    "apply within it. Near miss: the 104 MHz row, the industrial temperature code.",
    wording="formal",
)
trap(
    "rq78-u02",
    "hard",
    "esp32-wroom-32 doing plain 802.11g at 54 Mbps: what tx power does the module put out in that mode? "
    "comparing it with the 11b number",
    ["ESP32-WROOM-32"],
    [
        ev("esp32-wroom-32.pdf", 16, "11g, 54 Mbps - 14 - dB"),
        ev(
            "esp32-wroom-32.pdf",
            16,
            "3. Target TX power is configurable based on device or certification requirements.",
        ),
    ],
    "The Wi-Fi table gives TX power only for 11n MCS7 (13 dBm) and 11b (18.5 dBm); 11g 54 Mbps appears only in "
    "the sensitivity (-74 dBm) and adjacent-channel-rejection (14 dB) rows. Near miss: those 11g rows, the "
    "'20 dBm output power at the antenna' overview.",
)
trap(
    "rq78-u03",
    "medium",
    "lm35cz (the C grade) taped to a pipe inside an oven that runs at 125 °C. what accuracy can i expect "
    "from it at that temperature?",
    ["LM35"],
    [
        ev(
            "lm35.pdf",
            3,
            "−55°C ≤ TJ ≤ 150°C for the LM35 and LM35A; −40°C ≤ TJ ≤ 110°C for the LM35C",
        )
    ],
    "The LM35C / LM35CA are specified only from -40 to +110 C; accuracy at TMAX means 110 C for them. Near miss: "
    "the LM35 / LM35A specified to +150 C with their own TMAX rows.",
)
trap(
    "rq78-u04",
    "hard",
    "pc817 opto driven with only 1 mA of led current from a weak pin. what minimum ctr does the sheet "
    "guarantee at IF = 1 mA?",
    ["PC817"],
    [ev("pc817.pdf", 1, "Collector-emitter voltage is 80V(*) and CTR is 50%")],
    "CTR (and the rank table) is guaranteed only at IF = 5 mA, VCE = 5 V (min 50 %); the IF dependence is a "
    "typical curve. Near miss: the 50 % minimum at 5 mA.",
)
trap(
    "rq78-u05",
    "medium",
    "74hct595 on a 3.3 V rail, what's its max shift clock frequency at 3.3 V?",
    ["74HC595"],
    [ev("74hc595.pdf", 9, "2.1 V; other inputs at VCC or GND; VCC = 4.5 V to 5.5 V")],
    "The 74HCT595 is characterised only for VCC = 4.5..5.5 V (fmax 30 / 24 / 20 MHz there); the 3.3 V case is "
    "not covered (the HC version has 2 / 4.5 / 6 V rows only). Near miss: the HCT 4.5..5.5 V condition.",
)
trap(
    "rq78-u06",
    "medium",
    "what temp range is the ds18b20-par (the parasite-power-only version) rated for?",
    ["DS18B20"],
    [ev("ds18b20.pdf", 19, "DS18B20/T&R -55°C to +125°C 3 TO-92 (2000 Piece) 18B20")],
    "The DS18B20-PAR is a separate part with its own data sheet; this sheet's ordering table lists DS18B20, "
    "DS18B20+, /T&R, -SL, Z, U versions only. Near miss: the -55..+125 C rows of the listed versions.",
)
trap(
    "rq78-u07",
    "hard",
    "old non-plus nrf24l01 modules (the original, not the +): what receive sensitivity do they get at 250 "
    "kbps?",
    ["nRF24L01+"],
    [
        ev("nrf24l01p.pdf", 1, "Drop-in compatibility with nRF24L01"),
        ev("nrf24l01p.pdf", 1, "On-air compatible in 250kbps and 1Mbps"),
    ],
    "The sheet specifies the nRF24L01+ only (-94 dBm at 250 kbps); the original nRF24L01 is named only for "
    "drop-in compatibility. Near miss: the + sensitivity rows, the on-air compatibility line.",
)
trap(
    "rq78-u08",
    "hard",
    "What maximum output current can a TPS63021 deliver at its 3.3 V output when the ambient temperature is "
    "+100 °C?",
    ["TPS63020"],
    [
        ev("tps63020.pdf", 1, "The TPS6302x devices operate over a free air"),
        ev("tps63020.pdf", 1, "temperature range of –40°C to 85°C"),
    ],
    "The devices are specified for -40..+85 C free air; there is no current rating or derating at +100 C. Near "
    "miss: 2 A for VIN > 2.5 V, the junction range to +125 C.",
    wording="formal",
)
trap(
    "rq78-u09",
    "hard",
    "If the nRF24L01+ is clocked from an external 16 MHz clock signal instead of a crystal, what supply "
    "current does it draw in standby-I mode?",
    ["nRF24L01+"],
    [
        ev(
            "nrf24l01p.pdf",
            14,
            "a. This current is for a 12pF crystal. Current when using external clock is dependent on "
            "signal swing.",
        )
    ],
    "IVDD_ST1 (26 uA) is given for a 12 pF crystal; with an external clock the current 'is dependent on signal "
    "swing' and no figure is given. Near miss: the 26 uA crystal value.",
    wording="formal",
)

# ================================================================ compatibility: compatible (12)
compat(
    "rq78-c01",
    "medium",
    "esp32 dev board, i want a bh1750, a gy-271 (it really is an hmc5883l) and a gy-49 max44009 all running "
    "off the 3.3 V pin and sharing one i2c bus at 400 kHz. is any of them unhappy with that?",
    ["ESP32-WROOM-32", "BH1750", "HMC5883L", "MAX44009"],
    "compatible",
    [
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it("BH1750", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
        it("HMC5883L", "i2c_clock_frequency", "kHz", mx=400, cond="I2C rate"),
    ],
    [ESP_VDD, BH_VCC, BH_SCL, HMC_VDD, HMC_I2C, MAX44_VCC],
    "All three sensors accept 3.3 V (BH1750 2.4..3.6, HMC5883L 2.16..3.6, MAX44009 1.7..3.6) and 400 kHz; "
    "addresses 0x23 / 0x1E / 0x4A differ.",
)
compat(
    "rq78-c02",
    "medium",
    "arduino uno project on a proper 5 V 2 A supply: a max7219 8x8 matrix, a tm1637 4-digit display and two "
    "74hc595 for status leds, all on the 5 V rail and driven by the uno's 5 V pins. any chip not happy at 5 V?",
    ["MAX7219", "TM1637", "74HC595"],
    "compatible",
    [
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
        it("TM1637", "supply_voltage", "V", mn=4.5, mx=5.5, cond="VDD, electrical characteristics"),
        it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="74HC595 VCC"),
        it("MAX7219", "input_high_voltage", "V", mn=3.5, cond="VIH"),
    ],
    [M7219_V, M7219_VIH, TM_RANGE, HC595_VCC],
    "MAX7219 4.0..5.5 V, TM1637 4.5..5.5 V, 74HC595 2..6 V; 5 V logic meets the MAX7219's 3.5 V VIH.",
)
compat(
    "rq78-c03",
    "hard",
    "A wearable is powered from a single-cell LiPo (4.2 V full, cut-off at 3.0 V) through a TPS63021 "
    "buck-boost converter with its fixed 3.3 V output. The 3.3 V rail supplies an MPU-6050, a VL53L0X and an "
    "INMP441. Are the input of the converter and the supply ranges of all three devices respected?",
    ["TPS63020", "MPU-6050", "VL53L0X", "INMP441"],
    "compatible",
    [
        it("TPS63020", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VIN, VINA"),
        it("TPS63020", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021"),
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
    ],
    [TPS_VIN, TPS21_OUT, MPU_VDD, VL_AVDD, INMP_VDD, TPS_IOUT],
    "3.0..4.2 V is inside 1.8..5.5 V; 3.3 V +-1 % is inside all three supply windows; the loads are far below "
    "2 A.",
    wording="formal",
)
compat(
    "rq78-c04",
    "medium",
    "camper van: 12 V lead-acid (up to 14.4 V when charging) -> lm2596 buck set to 5.0 V -> an acs712 current "
    "sensor, an hc-sr04 and a songle srd-05vdc-sl-c relay coil. is the lm2596 fine for all of that?",
    ["LM2596", "ACS712", "HC-SR04", "SRD-05VDC-SL-C"],
    "compatible",
    [
        it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="Vin, operating rating"),
        it("LM2596", "output_current", "A", mx=3.0, cond="guaranteed load current"),
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC 5 V"),
        it("SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="SRD-05VDC nominal coil voltage"),
    ],
    [LM2596_VIN, LM2596_3A, ACS_VCC, HC_V, HC_I, SRD_COIL],
    "11.8..14.4 V is inside 4.5..40 V; 5 V suits ACS712 (4.5..5.5), HC-SR04 and the 5 V coil; the loads "
    "(~10 mA + 15 mA + 71 mA) are far below 3 A.",
)
compat(
    "rq78-c05",
    "hard",
    "A USB-powered (5 V) logger uses an AMS1117-3.3 regulator to supply a MAX31855 thermocouple converter and a "
    "W25Q64FV flash memory that share one SPI bus clocked at 4 MHz. Are the regulator input, the supply "
    "voltages and the SPI clock within the ratings of all parts?",
    ["AMS1117", "MAX31855", "W25Q64FV"],
    "compatible",
    [
        it("AMS1117", "supply_voltage", "V", mn=4.75, mx=12, cond="AMS1117-3.3 output specified"),
        it("AMS1117", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="AMS1117-3.3"),
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="serial-clock frequency"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"),
    ],
    [AMS33, AMS_1A, M55_VCC, M55_SCK, W25_VCC, W25_FR],
    "5 V USB is inside 4.75..12 V; 3.3 V suits 3.0..3.6 and 2.7..3.6 V; 4 MHz is below the MAX31855's 5 MHz "
    "(the slowest part) and the flash's 104 / 50 MHz.",
    wording="formal",
)
compat(
    "rq78-c06",
    "medium",
    "5 V arduino, i2c at 400 kHz with a ds3231 rtc module, an mcp4725 dac and an ina219 all on the 5 V rail. "
    "supplies and bus speed ok for all three?",
    ["DS3231", "MCP4725", "INA219"],
    "compatible",
    [
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
        it("DS3231", "i2c_clock_frequency", "kHz", mx=400, cond="fast mode"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS"),
    ],
    [DS3231_VCC, DS3231_SCL, MCP4725_VDD, INA219_VS],
    "5 V is inside every window; 400 kHz is fast mode for all three; addresses 0x68 / 0x60.. / 0x40.. do not "
    "clash.",
)
compat(
    "rq78-c07",
    "hard",
    "On a 3.3 V controller board an MCP2515 CAN controller, a MAX31865 RTD converter, a MAX31855 "
    "thermocouple converter and a 74HC595 output shift register share one SPI bus clocked at 1 MHz. Do the "
    "supply voltage and the bus clock suit all four devices?",
    ["MCP2515", "MAX31865", "MAX31855", "74HC595"],
    "compatible",
    [
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("MCP2515", "spi_clock_frequency", "MHz", mx=10, cond="FCLK"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0, cond="SCLK"),
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="serial-clock frequency"),
        it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="74HC595 VCC"),
    ],
    [MCP2515_VDD, MCP2515_SCK, M65_VDD, M65_SCK, M55_VCC, M55_SCK, HC595_VCC, HC595_FMAX2],
    "3.3 V suits all four (MAX31865 / MAX31855 3.0..3.6 V, MCP2515 2.7..5.5 V, 74HC595 2..6 V); 1 MHz is below "
    "the slowest limits (MAX31865 / MAX31855 5 MHz; the 74HC595 manages 4.8 MHz even at 2 V over -40..+85 C).",
    wording="formal",
)
compat(
    "rq78-c08",
    "medium",
    "2x AA cells (3.2 V fresh down to 2.0 V flat) running a pcf8563 rtc, an inmp441 mic and a ccs811 "
    "directly, no regulator. voltage-wise are they all ok over the whole battery life?",
    ["PCF8563", "INMP441", "CCS811"],
    "compatible",
    [
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="I2C interface active"),
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
        it("CCS811", "supply_voltage", "V", mn=1.8, cond="VDD"),
    ],
    [PCF_VDD, INMP_VDD, CCS_VDD],
    "2.0..3.2 V is inside PCF8563 1.8..5.5, INMP441 1.62..3.63 and CCS811 1.8..3.3 (abs 3.6) V.",
)
compat(
    "rq78-c09",
    "hard",
    "robot on a 12 V wall adapter: the l298n motor supply comes straight from the 12 V, and an ams1117-5.0 "
    "makes 5 V for the l298n logic supply, an hc-sr04 and a dht22. does that all fit?",
    ["L298N", "AMS1117", "HC-SR04", "DHT22"],
    "compatible",
    [
        it("AMS1117", "supply_voltage", "V", mn=6.5, mx=12, cond="AMS1117-5.0 output specified"),
        it("AMS1117", "output_voltage", "V", mn=4.95, typ=5.0, mx=5.05, cond="AMS1117-5.0"),
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS"),
        it("L298N", "load_supply_voltage", "V", mx=46, cond="VS, operative condition"),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage"),
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD"),
    ],
    [AMS50, AMS_1A, L298_VSS, L298_VS, HC_V, DHT22_V],
    "12 V is at the top of the AMS1117-5.0 window (6.5..12 V) and far below the L298 VS limit (46 V); 5 V suits "
    "VSS 4.5..7, the HC-SR04 and the DHT22 (3.3..5.5).",
)
compat(
    "rq78-c10",
    "hard",
    "A small robot runs from a 2S Li-ion pack (6.0 V to 8.4 V). A DRV8833 drives two motors directly from the "
    "pack, and an LM2596 step-down converter makes 5 V for an INA3221 that monitors the pack and both motor "
    "rails. Are the supply and bus voltages within the ratings of each device?",
    ["DRV8833", "LM2596", "INA3221"],
    "compatible",
    [
        it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM"),
        it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="Vin"),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VS"),
    ],
    [DRV_VM, LM2596_VIN, INA3221_VS, INA3221_BUS],
    "6.0..8.4 V is inside VM 2.7..10.8 V and LM2596 4.5..40 V; 5 V suits VS 2.7..5.5 V; the monitored rails "
    "(<= 8.4 V) are inside the 0..26 V bus range.",
    wording="formal",
)
compat(
    "rq78-c11",
    "medium",
    "gas sniffer on a 5 V 1 A usb supply: an mq-2 and an mq-3 with heaters on all the time, both read by an "
    "mcp3008 running at 5 V. is the supply voltage right and is 1 A enough for the heaters?",
    ["MQ-2", "MQ-3", "MCP3008"],
    "compatible",
    [
        it("MQ-2", "supply_voltage", "V", value=5.0, cond="heater voltage VH 5.0 V +-0.1 V"),
        it("MQ-2", "power_consumption", "mW", mx=950, cond="heater consumption"),
        it("MQ-3", "supply_voltage", "V", value=5, cond="heating voltage 5 V +-0.1"),
        it("MQ-3", "power_consumption", "mW", mx=750, cond="heating consumption"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [MQ2_VH, MQ2_PH, MQ3_VH, MQ3_PH, MCP3008_VDD],
    "Both heaters want 5 V +-0.1 V; 950 + 750 mW = 1.7 W, about 340 mA at 5 V, well below 1 A; the MCP3008 "
    "runs at 5 V.",
)
compat(
    "rq78-c12",
    "medium",
    "weather display on a 5 V rail: a ds18b20 (normal powered, not parasite), a dht11 and a tm1637 4-digit "
    "display. supply ranges all fine at 5 V?",
    ["DS18B20", "DHT11", "TM1637"],
    "compatible",
    [
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply"),
        it("TM1637", "supply_voltage", "V", mn=4.5, mx=5.5, cond="VDD, electrical characteristics"),
    ],
    [DS18_VDD, DHT11_V, TM_RANGE, TM_VDD],
    "5 V is inside 3.0..5.5, 3.5..5.5 and 4.5..5.5 V.",
)

# ================================================================ compatibility: incompatible (12)
compat(
    "rq78-i01",
    "hard",
    "coin-cell logger: a cr2032 (3.0 V new, i stop at 2.0 V) powering a pcf8563, a max44009 and an "
    "hmc5883l directly. do all three keep working down to 2.0 V?",
    ["PCF8563", "MAX44009", "HMC5883L"],
    "incompatible",
    [
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="I2C interface active"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
    ],
    [PCF_VDD, MAX44_VCC, HMC_VDD],
    "The HMC5883L needs VDD >= 2.16 V: it is the limiting part below 2.16 V; the other two go down to 1.8 / 1.7 V.",
)
compat(
    "rq78-i02",
    "hard",
    "tiny board: an xc6206p332 3.3 V ldo fed from 5 V usb powers an esp32-wroom-32 with wifi on, plus a "
    "bh1750. will the ldo cope?",
    ["XC6206", "ESP32-WROOM-32", "BH1750"],
    "incompatible",
    [
        it("XC6206", "output_current", "mA", mx=200, cond="maximum output current (3.0 V type)"),
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN"),
        it(
            "ESP32-WROOM-32",
            "supply_current",
            "mA",
            mn=500,
            cond="minimum current the supply must deliver",
        ),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [XC_IOUT, XC_VIN, ESP_500, ESP_VDD, BH_VCC],
    "The ESP32 module asks for a supply delivering at least 500 mA; the XC6206 is rated 200 mA: the LDO is "
    "the limiting part (voltages are fine).",
)
compat(
    "rq78-i03",
    "medium",
    "indoor climate node on a 3.3 V rail: a dht11, a bh1750 and a si7021. all good on 3.3 V?",
    ["DHT11", "BH1750", "Si7021"],
    "incompatible",
    [
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
    ],
    [DHT11_V, BH_VCC, SI_VDD],
    "The DHT11 sheet asks for 3.5..5.5 V; 3.3 V is below it (the BH1750 and Si7021 are fine).",
)
compat(
    "rq78-i04",
    "medium",
    "A 5 V Arduino I²C bus with its 5 V supply rail hosts a DS3231 RTC, an MCP4725 DAC and a bare VL53L0X "
    "sensor IC (not on a breakout with a regulator). Can all three devices be supplied from the 5 V rail?",
    ["DS3231", "MCP4725", "VL53L0X"],
    "incompatible",
    [
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
    ],
    [DS3231_VCC, MCP4725_VDD, VL_AVDD],
    "The bare VL53L0X allows AVDD up to 3.5 V only; the DS3231 and MCP4725 are fine at 5 V.",
    wording="formal",
)
compat(
    "rq78-i05",
    "hard",
    "A 3.3 V controller board shares one SPI bus, clocked at 8 MHz, between an MCP2515 CAN controller, a "
    "W25Q64FV flash memory, an MCP3008 ADC and a MAX31865 RTD converter. Can the bus run at 8 MHz for all "
    "four devices?",
    ["MCP2515", "W25Q64FV", "MCP3008", "MAX31865"],
    "incompatible",
    [
        it("MCP2515", "spi_clock_frequency", "MHz", mx=10, cond="FCLK"),
        it("MCP3008", "spi_clock_frequency", "MHz", mx=3.6, cond="VDD = 5 V"),
        it("MCP3008", "spi_clock_frequency", "MHz", mx=1.35, cond="VDD = 2.7 V"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"),
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0, cond="SCLK"),
    ],
    [MCP2515_SCK, MCP3008_5V, MCP3008_27, W25_VCC, W25_FR, M65_SCK],
    "The MCP3008 allows at most 3.6 MHz even at 5 V (1.35 MHz at 2.7 V) and the MAX31865 5 MHz: both are below "
    "8 MHz, the MCP3008 is the slowest; the MCP2515 (10 MHz) and the flash (104 MHz) would cope.",
    wording="formal",
)
compat(
    "rq78-i06",
    "medium",
    "sauna controller: a dht22 inside the sauna cabin (gets up to 90 °C), a tm1637 display and the srd 5 V "
    "relay for the heater contactor outside, everything on 5 V. is the dht22 ok in there?",
    ["DHT22", "TM1637", "SRD-05VDC-SL-C"],
    "incompatible",
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
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD"),
        it("TM1637", "supply_voltage", "V", mn=4.5, mx=5.5, cond="VDD"),
        it("SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="nominal coil voltage"),
    ],
    [DHT22_T, DHT22_V, TM_RANGE, SRD_COIL],
    "The DHT22 temperature range ends at 80 C; 90 C is outside. The 5 V parts outside are fine.",
)
compat(
    "rq78-i07",
    "hard",
    "24 V battery -> lm2596 set to 12 V -> l298n running two 12 V motors that each pull 1.8 A at the same "
    "time; an acs712 (with its own 5 V) sits in the 12 V line to log the total current. does the lm2596 keep "
    "up?",
    ["LM2596", "L298N", "ACS712"],
    "incompatible",
    [
        it("LM2596", "output_current", "A", mx=3.0, cond="guaranteed load current"),
        it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="Vin"),
        it("L298N", "output_current", "A", mx=2, cond="DC operation, each channel"),
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
    ],
    [LM2596_3A, LM2596_VIN, L298_DC, ACS_VCC],
    "Two motors at 1.8 A = 3.6 A, above the LM2596's 3 A; each L298 channel (1.8 A < 2 A DC) would be fine. "
    "The LM2596 is the limiting part.",
)
compat(
    "rq78-i08",
    "hard",
    "gy-521 (mpu-6050) with AD0 soldered to gnd, a ds3231 rtc and a gy-49 (max44009) light sensor on one i2c "
    "bus. any address problems?",
    ["MPU-6050", "DS3231", "MAX44009"],
    "incompatible",
    [
        it(
            "MPU-6050",
            "i2c_address",
            values=["0x68", "0x69"],
            cond="AD0 = 0 -> 0x68, AD0 = 1 -> 0x69",
        ),
        it("DS3231", "i2c_address", values=["0x68"], cond="1101000"),
        it("MAX44009", "i2c_address", values=["0x4A", "0x4B"], cond="A0 low / high"),
    ],
    [MPU_ADDR, DS3231_ADDR, MAX44_ADDR],
    "With AD0 tied low the MPU-6050 answers at 0x68, the DS3231's fixed address: a clash. The MAX44009 "
    "(0x4A / 0x4B) is fine; AD0 high (0x69) would resolve it.",
)
compat(
    "rq78-i09",
    "hard",
    "A Raspberry Pi Pico (3.3 V GPIO) drives the DIN, CLK and LOAD inputs of a MAX7219 that is powered from "
    "5 V, and also reads a DHT22 and a TMP36 that are powered from 3.3 V. Are the Pico's 3.3 V logic levels "
    "sufficient for all devices as wired?",
    ["MAX7219", "DHT22", "TMP36"],
    "incompatible",
    [
        it("MAX7219", "input_high_voltage", "V", mn=3.5, cond="VIH"),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
    ],
    [M7219_VIH, M7219_V, DHT22_V, TMP36_VS],
    "The MAX7219 needs VIH >= 3.5 V; a 3.3 V GPIO cannot reach it. The DHT22 and TMP36 on 3.3 V are fine.",
    wording="formal",
)
compat(
    "rq78-i10",
    "medium",
    "little pump monitor on one 18650 (4.2 V down to 3.0 V) charged by a tp4056 board from usb: an acs712 "
    "measures the pump current and a drv8833 drives the pump, both straight off the cell. acs712 ok with that?",
    ["ACS712", "TP4056", "DRV8833"],
    "incompatible",
    [
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM"),
        it("TP4056", "supply_voltage", "V", mn=4.0, typ=5, mx=8.0, cond="VCC"),
    ],
    [ACS_VCC, DRV_VM, TP_VCC],
    "The ACS712 needs 4.5..5.5 V; a cell at 3.0..4.2 V is below it. The DRV8833 (2.7..10.8 V) is fine.",
)
compat(
    "rq78-i11",
    "medium",
    "lm35 + mcp3008 both running from the 3.3 V of an xc6206p332 ldo. will the lm35 readings be ok?",
    ["LM35", "MCP3008", "XC6206"],
    "incompatible",
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operates from"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33x"),
    ],
    [LM35_VS, MCP3008_VDD, XC_33],
    "The LM35 operates from 4 to 30 V; 3.3 V is below its minimum. The MCP3008 is fine at 3.3 V.",
)
compat(
    "rq78-i12",
    "hard",
    "A drone accessory is supplied from a 2S LiPo (6.0 V to 8.4 V) directly into a TPS63020 buck-boost "
    "converter set to 3.3 V, which powers a VL53L0X and a CCS811. Is the converter input within its "
    "rating?",
    ["TPS63020", "VL53L0X", "CCS811"],
    "incompatible",
    [
        it("TPS63020", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VIN, VINA recommended"),
        it("TPS63020", "abs_max_supply_voltage", "V", mx=7, cond="VIN, VINA absolute maximum"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
        it("CCS811", "supply_voltage", "V", mn=1.8, cond="VDD"),
    ],
    [TPS_VIN, TPS_ABS, VL_AVDD, CCS_VDD],
    "6.0..8.4 V exceeds the 5.5 V input limit and even the 7 V absolute maximum; the 3.3 V loads would be fine.",
    wording="formal",
)

# ================================================================ compatibility: insufficient_evidence (11)
compat(
    "rq78-e01",
    "hard",
    "12 V led strip (about 8 A) switched by an irlz44n whose gate comes straight from a 3.3 V pico pin; an "
    "ina219 logs the 12 V bus voltage and an lm2596 makes its 5 V. will the fet be fully on with only 3.3 V "
    "on the gate?",
    ["IRLZ44N", "INA219", "LM2596"],
    "insufficient_evidence",
    [],
    [IRLZ_RDS4, INA219_VS, LM2596_VIN],
    "RDS(on) is specified at VGS = 10, 5 and 4 V only (0.035 ohm at 4 V); 3.3 V is not covered by any limit.",
)
compat(
    "rq78-e02",
    "medium",
    "battery scale: one 18650 charged by a tp4056 board, a small boost to 5 V for the tm1637 readout and the "
    "hx711 with a 200 kg load cell. can i get 10 g resolution out of it?",
    ["HX711", "TM1637", "TP4056"],
    "insufficient_evidence",
    [],
    [HX_VDD, HX_IN, TM_VDD, TP_VCC],
    "Supplies are fine; the resolution depends on the load cell's output (mV/V) and noise, which no sheet "
    "gives.",
)
compat(
    "rq78-e03",
    "hard",
    "A wildlife audio logger runs from two AA cells (3.2 V to 2.0 V) without a regulator: an INMP441 "
    "microphone records for 10 seconds every hour, a Si7021 is read every 10 minutes and a PCF8563 keeps time. "
    "Will the cells last the intended two years?",
    ["INMP441", "Si7021", "PCF8563"],
    "insufficient_evidence",
    [],
    [INMP_VDD, SI_VDD, PCF_VDD],
    "Voltages are fine (1.62 / 1.9 / 1.8 V minimum); the lifetime needs the AA capacity and the recorder's own "
    "consumption, which no sheet gives.",
    wording="formal",
)
compat(
    "rq78-e04",
    "medium",
    "breathalyzer toy: mq-3 + max7219 8-digit display + an srd relay that locks a box. can the mq-3 reliably "
    "tell whether someone is over 0.25 mg/L breath alcohol, like a police device?",
    ["MQ-3", "MAX7219", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [MQ3_SCOPE, MQ3_VH, M7219_V, SRD_COIL],
    "0.25 mg/L lies inside the 0.05..10 mg/L detecting scope, but the sheet states no accuracy or repeatability "
    "for a threshold decision.",
)
compat(
    "rq78-e05",
    "medium",
    "auto blinds: a bh1750 sits behind the dark tinted acrylic front of the box, a drv8833 runs the blind "
    "motor and an mcp73831 charges the lipo from usb. will the bh1750 still see the 10 lx dusk threshold "
    "through the tint?",
    ["BH1750", "DRV8833", "MCP73831"],
    "insufficient_evidence",
    [],
    [BH_RANGE, BH_VCC, DRV_VM, MCP73831_VDD],
    "10 lx is inside the 1..65535 lx range at the sensor, but the acrylic's transmission is unknown.",
)
compat(
    "rq78-e06",
    "medium",
    "one lipo charged from usb by an mcp73831, a drv8833 driving two 6 V gear motors and an hc-sr04 (through "
    "a small boost to 5 V). will it run for at least 2 hours on one charge?",
    ["MCP73831", "DRV8833", "HC-SR04"],
    "insufficient_evidence",
    [],
    [MCP73831_VDD, DRV_VM, HC_V, HC_I],
    "Runtime needs the cell capacity and the motor currents; no sheet gives them (only the HC-SR04's 15 mA).",
)
compat(
    "rq78-e07",
    "hard",
    "An Arduino drives the enable input of an L298N with a 20 kHz PWM signal through a PC817 optocoupler whose "
    "collector has a 10 kΩ pull-up to 5 V; an ACS712 measures the motor current. Is the PC817 fast enough to "
    "pass the 20 kHz PWM cleanly?",
    ["PC817", "L298N", "ACS712"],
    "insufficient_evidence",
    [],
    [PC817_TR, PC817_TF, PC817_COND, L298_VSS, ACS_VCC],
    "tr / tf (4 / 3 us typ, 18 us max) are given for VCE = 2 V, IC = 2 mA, RL = 100 ohm only; with a 10 k "
    "pull-up the switching times are not specified.",
    wording="formal",
)
compat(
    "rq78-e08",
    "medium",
    "classroom recorder: inmp441 mic, pcf8563 for timestamps, mcp73831 charging the lipo. will the mic pick "
    "up a teacher talking clearly from 8 m away?",
    ["INMP441", "PCF8563", "MCP73831"],
    "insufficient_evidence",
    [],
    [INMP_VDD, PCF_VDD, MCP73831_VDD],
    "The INMP441 sheet gives sensitivity, SNR and noise floor, but whether speech at 8 m is clear depends on "
    "the room and the voice level; no sheet settles it.",
)
compat(
    "rq78-e09",
    "hard",
    "A ventilation controller must know the true CO₂ concentration within ±50 ppm. It uses a CCS811 with a "
    "DHT22 for humidity and temperature compensation and reports over CAN through an MCP2515. Does the CCS811 "
    "meet the ±50 ppm requirement?",
    ["CCS811", "DHT22", "MCP2515"],
    "insufficient_evidence",
    [],
    [CCS_RANGE, CCS_VDD, DHT22_V, MCP2515_VDD],
    "The CCS811 reports an equivalent CO2 (eCO2) estimate with an output range but states no accuracy.",
    wording="formal",
)
compat(
    "rq78-e10",
    "hard",
    "outdoor station for a cold winter (down to -25 °C): a dht11 for humidity and temp, a tmp36 as backup "
    "temp sensor and a tp4056 charging the lipo from a small solar panel. will the dht11 still measure "
    "properly down there?",
    ["DHT11", "TMP36", "TP4056"],
    "insufficient_evidence",
    [],
    [DHT11_V, DHT11_T, TMP36_VS, TP_VCC],
    "The DHT11 sheet states no measuring or operating temperature range (only accuracy at 25 C); the TMP36 is "
    "specified to -40 C, but the question is about the DHT11.",
)
compat(
    "rq78-e11",
    "hard",
    "two nrf24l01+ modules (the ones with the pcb antenna) 800 m apart across a field; the remote end sends a "
    "tmp36 reading with a ds3231 timestamp. will the link work at 250 kbps?",
    ["nRF24L01+", "TMP36", "DS3231"],
    "insufficient_evidence",
    [],
    [NRF_VDD, TMP36_VS, DS3231_VCC],
    "Range depends on antennas and environment; the sheet gives output power and sensitivity but no range.",
)


def main():
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")


if __name__ == "__main__":
    main()
