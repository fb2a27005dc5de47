"""realq71: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: questions that ask for two figures at once or a figure plus a yes/no ("what is the supply range and will
it run from a 1S LiPo?"), package, grade and ordering-code differences, and builds with three parts sharing one
rail or bus.

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
ADS_VDD = ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V")
ADS_ADDR_GND = ev("ads1115.pdf", 11, "with an I2C address of 1001000; a microcontroller")
ADS_VIH = ev("ads1115.pdf", 3, "VIH 0.7VDD 5.5 V")
ADS_ABS = ev("ads1115.pdf", 2, "SDA, SCL, ADDR, ALERT/RDY voltage to GND –0.5 to +5.5 V")
DS3231_VCC = ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")
DS3231_ADDR = ev("ds3231.pdf", 17, "which is 1101000, followed by the direction bit")
DS3231_S = ev(
    "ds3231.pdf",
    2,
    "DS3231S.............................................................0°C to +70°C",
)
MCP4725_VDD = ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V")
TPS21_VOUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
M55_VCC = ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V")
M55_SCK = ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz")
W25_VCC = ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply")
NRF_VDD = ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")
XC_ACC = ev("xc6206.pdf", 4, "(Standard):±2% (1.5V≦VOUT(T))")
XC_33 = ev("xc6206.pdf", 19, "3 3 3.3 XC6206P33***")
XC_VIN = ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V")
HMC_VDD = ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts")
HMC_400 = ev("hmc5883l.pdf", 2, "C Rate Controlled by I C Master 400 kHz")
HMC_NOHS = ev(
    "hmc5883l.pdf", 9, "and 400kHz, respectively, but does not support the high speed mode (Hs)."
)
HMC_ADDR = ev("hmc5883l.pdf", 11, "7-bit address (0x1E)")
BH_VCC = ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")
BH_400 = ev("bh1750.pdf", 2, "I2C SCL Clock Frequency fSCL － － 400 kHz")
BH_ADDR = ev("bh1750.pdf", 10, "ADDR = 'L' ( ADDR ≦ 0.3VCC ) → “0100011“")
MAX44_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
MAX44_400 = ev("max44009.pdf", 3, "Serial-Clock Frequency fSCL 400 kHz")
MAX44_ADDR = ev(
    "max44009.pdf", 5, "Pull high to select address 1001 011x or low to select address 1001 010x."
)
M7219_VCC = ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")
M7219_E = ev("max7219.pdf", 1, "MAX7219EWG -40°C to +85°C 24 Wide SO")
TM_VDD = ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)")
ACS_VCC = ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V")
LM2596_VIN = ev("lm2596.pdf", 3, "Supply Voltage Vin 4.5 to 40 V")
L298_VS = ev("l298n.pdf", 3, "Supply Voltage (pin 4) Operative Condition VIH +2.5 46 V")
IRLZ_VDSS = ev("irlz44n.pdf", 1, "VDSS = 55V")
MCP2515_I = ev("mcp2515.pdf", 74, "Industrial (I): TAMB = -40°C to +85°C")
MCP2515_E = ev("mcp2515.pdf", 74, "Extended (E): TAMB = -40°C to +125°C")
PCF_TAMB = ev("pcf8563.pdf", 27, "ambient temperature operating device 40 +85")
PCF_VDD = ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5")
PCF_VIH = ev("pcf8563.pdf", 28, "VIH HIGH-level 0.7VDD - 5.5 V")
PCF_ABS = ev("pcf8563.pdf", 27, "input voltage on pins SCL, SDA, 0.5 +6.5 V")
M55_K = ev("max31855.pdf", 12, "MAX31855KASA+ K -200NC to +1350NC 8 SO")
M55_TRIM = ev("max31855.pdf", 8, "trimmed for a specific thermocouple type (K, J, N, T, S,")
M55_SUFFIX = ev("max31855.pdf", 8, "R, or E.). The thermocouple type is indicated in the suffix")
SI_IGRADE = ev("si7021.pdf", 4, "Operating Temperature TA I and Y grade –40 — +125 °C")
INA3221_TA = ev("ina3221.pdf", 4, "Operating temperature, TA –40 125 °C")
INA3221_VS = ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V")
INA3221_VBUS = ev("ina3221.pdf", 5, "VBUS Bus voltage input 0 26 V")
INA3221_ADDR = ev("ina3221.pdf", 20, "GND 1000000 VS 1000001 SDA 1000010 SCL 1000011")
INA219_VIH = ev("ina219.pdf", 5, "VIH input logic level 0.7 (VS) 6 0.7 (VS) 6 V")
INA219_ABS = ev("ina219.pdf", 4, "SDA GND – 0.3 6 V")
INA219_ADDR = ev("ina219.pdf", 14, "GND GND 1000000")
INA219_SCL = ev("ina219.pdf", 6, "SCL operating frequency 0.001 0.4 0.001 2.56 MHz")
DRV_VM = ev("drv8833.pdf", 5, "Motor power supply voltage range (1) 2.7 10.8 V")
DRV_PWP = ev("drv8833.pdf", 1, "1.5-A RMS, 2-A Peak per H-Bridge in PWP")
DRV_PW = ev("drv8833.pdf", 1, "500-mA RMS, 2-A Peak per H-Bridge in PW")
AMS33 = ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V")
AMS_ABS = ev("ams1117.pdf", 2, "Input Voltage 15V")
MPU_ADDR = ev("mpu-6050.pdf", 15, "I2C ADDRESS AD0 = 0 1101000")
DS18_VDD = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
TMP_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
MCP3008_VDD = ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V")
LM35D = ev("lm35.pdf", 3, "LM35D 0 100")
LM35_4_30 = ev("lm35.pdf", 1, "Operates from 4 to 30 V")
ESP_VDD = ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V")
HC595_VCC = ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V")
CCS_VDD = ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V")
HX_DVDD = ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V")
PC817_IC = ev("pc817.pdf", 4, "Collector current IC 50 mA")
PC817_CTR = ev("pc817.pdf", 4, "Collector current IC IF=5mA, VCE=5V 2.5 − 30.0 mA")
SRD_L = ev("srd-05vdc-sl-c.pdf", 1, "L:0.36W")
SRD_71 = ev("srd-05vdc-sl-c.pdf", 2, "(High 05 05 71.4 70")
SRD_89 = ev("srd-05vdc-sl-c.pdf", 2, "(Standard) 05 05 89.3 55")
HCSR04_V = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
IRLZ_VGSTH = ev(
    "irlz44n.pdf", 2, "VGS(th) Gate Threshold Voltage 1.0 ––– 2.0 V VDS = VGS , ID = 250µA"
)
IRLZ_R4V = ev("irlz44n.pdf", 2, "––– ––– 0.035 VGS = 4.0V, I D = 21A")
TPS_IOUT = ev("tps63020.pdf", 1, "Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A")
MQ3_VH = ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1")
MQ3_PH = ev("mq-3.pdf", 1, "Heating consumption less than 750mw")
VL_TARGETS = ev(
    "vl53l0x.pdf",
    25,
    "Reflectance targets are standard ones (Grey 17% N4.74 and White 88% N9.5 Munsell",
)
LM2596_EFF = ev("lm2596.pdf", 4, "Efficiency (Vin = 12 V, ILoad = 3.0 A, Vout = 5.0 V) η − 73 − %")
W25_RET = ev("w25q64.pdf", 5, "More than 20-year data retention")
HX_S8550 = ev("hx711.pdf", 1, "VAVDD S8550 VSUP")

# ---------- compatibility: compatible (rq71-cNN)
add(
    "rq71-c01",
    "medium",
    "compatibility",
    "one 1S lipo (4.2 V full, I stop at 3.0 V), no regulator at all: an ads1115 (ADDR to GND), a ds3231 and an "
    "mcp4725 all hang straight off the cell and share one i2c bus. supply ranges ok for all three over the whole "
    "discharge, and no address clash?",
    ["ADS1115", "DS3231", "MCP4725"],
    "compatible",
    [
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="VDD"),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("ADS1115", "i2c_address", values=["0x48"], cond="ADDR to ground, 1001000"),
        it("DS3231", "i2c_address", values=["0x68"], cond="1101000"),
    ],
    [ADS_VDD, DS3231_VCC, MCP4725_VDD, ADS_ADDR_GND, DS3231_ADDR],
    "3.0..4.2 V lies inside 2.0..5.5, 2.3..5.5 and 2.7..5.5 V. Addresses 0x48, 0x68 and the MCP4725's 1100 A2 A1 A0 "
    "(0x60..0x67, A2/A1 set by the ordering code) do not collide. Look-alikes: MPU-6050 at 0x68 would clash with the "
    "DS3231; ADS1115 ADDR = SDA gives 0x4A.",
)
add(
    "rq71-c02",
    "hard",
    "compatibility",
    "A kiln logger takes its 3.3 V from a TPS63021 fed by two AA cells. A MAX31855 thermocouple converter, a "
    "W25Q64FV flash and an nRF24L01+ radio share this rail and one SPI bus (separate chip selects, SCK 4 MHz). Are "
    "the rail voltage and the bus clock within all three data sheets' limits?",
    ["TPS63021", "MAX31855", "W25Q64FV", "nRF24L01+"],
    "compatible",
    [
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="fixed 3.3 V output",
        ),
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"),
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="fSCL serial-clock frequency"),
    ],
    [TPS21_VOUT, M55_VCC, W25_VCC, NRF_VDD, M55_SCK],
    "3.267..3.333 V is inside 3.0..3.6, 2.7..3.6 and 1.9..3.6 V. The slowest SPI part is the MAX31855 (5 MHz max), so "
    "4 MHz suits all three (nRF24 SCK up to 10 MHz, W25Q64 read data 03h up to 50 MHz). Look-alike: the MAX31855 "
    "alone would not run from a 1S cell directly (3.6 V max).",
    wording="formal",
)
add(
    "rq71-c03",
    "medium",
    "compatibility",
    "gy-271 (hmc5883l), gy-30 (bh1750, ADDR low) and gy-49 (max44009, A0 low) breakouts with their regulators removed, "
    "all fed from one xc6206 3.3V (the P33 version) and sharing i2c at 400 kHz. voltage, bus speed and addresses all "
    "fine?",
    ["HMC5883L", "BH1750", "MAX44009", "XC6206"],
    "compatible",
    [
        it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33, +-2 % standard accuracy"),
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it("HMC5883L", "i2c_clock_frequency", "kHz", mx=400, cond="I2C rate"),
        it("BH1750", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
        it("MAX44009", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
        it("HMC5883L", "i2c_address", values=["0x1E"]),
        it("BH1750", "i2c_address", values=["0x23"], cond="ADDR low, 0100011"),
        it("MAX44009", "i2c_address", values=["0x4A"], cond="A0 low, 1001 010x"),
    ],
    [
        XC_33,
        XC_ACC,
        HMC_VDD,
        BH_VCC,
        MAX44_VCC,
        HMC_400,
        BH_400,
        MAX44_400,
        HMC_ADDR,
        BH_ADDR,
        MAX44_ADDR,
    ],
    "3.3 V +-2 % (3.234..3.366 V) is inside all three supply ranges; every part does 400 kHz; addresses 0x1E, 0x23 and "
    "0x4A are distinct. Look-alikes: HMC5883L has no Hs mode; BH1750 ADDR high 0x5C; MAX44009 A0 high 0x4B.",
)
add(
    "rq71-c04",
    "medium",
    "compatibility",
    "usb powered bench gadget, the 5V from a usb charger (say 4.75 to 5.25 V): max7219 8x8 matrix, tm1637 4-digit "
    "display and an acs712 current sensor all on that 5V. any of them unhappy with the usb voltage range?",
    ["MAX7219", "TM1637", "ACS712"],
    "compatible",
    [
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
        it(
            "TM1637",
            "supply_voltage",
            "V",
            mn=4.5,
            mx=5.5,
            cond="VDD of the electrical characteristics",
        ),
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
    ],
    [M7219_VCC, TM_VDD, ACS_VCC],
    "4.75..5.25 V sits inside 4.0..5.5, 4.5..5.5 and 4.5..5.5 V. Look-alikes: none of these three would run from a "
    "3.3 V rail (MAX7219 needs 4.0 V, TM1637 and ACS712 4.5 V).",
)
add(
    "rq71-c05",
    "medium",
    "compatibility",
    "Irrigation controller on a 12 V lead-acid battery that sees up to 14.4 V while the solar charger is absorbing. "
    "An LM2596 (adjustable) makes 5 V, an L298N drives two pumps straight from the battery, and an IRLZ44N low-side "
    "switches a valve. Does the battery's full range stay inside the LM2596 input range, the L298N motor-supply range "
    "and the IRLZ44N drain-source rating?",
    ["LM2596", "L298N", "IRLZ44N"],
    "compatible",
    [
        it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="Vin operating"),
        it("L298N", "load_supply_voltage", "V", mx=46, cond="VS operative, min VIH + 2.5 V"),
        it("IRLZ44N", "drain_source_voltage", "V", mx=55, cond="VDSS"),
    ],
    [LM2596_VIN, L298_VS, IRLZ_VDSS],
    "11.8..14.4 V is far inside Vin 4.5..40 V, VS <= 46 V and VDSS 55 V. Look-alikes: AMS1117 regulation window only "
    "to 12 V, XC6206 6 V max.",
    wording="formal",
)
add(
    "rq71-c06",
    "hard",
    "compatibility",
    "horloge/afficheur dans un abri de jardin non chauffé : l'hiver ça descend vers -25 °C la nuit, l'été +45 °C. "
    "J'ai un MAX7219EWG (grade E), un MCP2515-I/SO (industriel) et un PCF8563. Les trois sont-ils spécifiés pour "
    "cette plage de température ?",
    ["MAX7219", "MCP2515", "PCF8563"],
    "compatible",
    [
        it("MAX7219", "operating_temperature", "°C", mn=-40, mx=85, cond="MAX7219EWG, E grade"),
        it("MCP2515", "operating_temperature", "°C", mn=-40, mx=85, cond="Industrial (I)"),
        it("PCF8563", "operating_temperature", "°C", mn=-40, mx=85, cond="Tamb operating"),
    ],
    [M7219_E, MCP2515_I, PCF_TAMB],
    "-25..+45 C fits -40..+85 C for all three. Look-alikes: MAX7219C_G commercial grade 0..+70 C would fail the winter "
    "nights; MCP2515 E grade -40..+125 C.",
    lang="fr",
)
add(
    "rq71-c07",
    "medium",
    "compatibility",
    "pottery kiln controller: MAX31855KASA+ board with a K-type probe, kiln goes up to about 1280 C; an SRD-05VDC-SL-C "
    "relay switches the contactor and a w25q64 logs every firing. can the K version of the max31855 read 1280 C?",
    ["MAX31855", "SRD-05VDC-SL-C", "W25Q64FV"],
    "compatible",
    [
        it(
            "MAX31855",
            "measurement_range",
            "°C",
            mn=-200,
            mx=1350,
            q="temperature",
            cond="MAX31855KASA+, K thermocouple, measured temperature range",
        )
    ],
    [M55_K],
    "The ordering table gives -200..+1350 C for the K version, so 1280 C is covered (gain/offset error +-4 C from +700 "
    "to +1350 C at TA -20..+85 C). Look-alikes: J version -40..+750 C, T version -250..+400 C.",
)
add(
    "rq71-c08",
    "hard",
    "compatibility",
    "Engine-bay CAN node with ambient up to 110 °C: an Si7021-A20-IM (I grade) humidity sensor, an MCP2515 in the "
    "extended (E) temperature grade and an INA3221 power monitor. Are all three parts rated for operation at 110 °C?",
    ["Si7021", "MCP2515", "INA3221"],
    "compatible",
    [
        it("Si7021", "operating_temperature", "°C", mn=-40, mx=125, cond="I and Y grade"),
        it("MCP2515", "operating_temperature", "°C", mn=-40, mx=125, cond="Extended (E)"),
        it("INA3221", "operating_temperature", "°C", mn=-40, mx=125, cond="TA"),
    ],
    [SI_IGRADE, MCP2515_E, INA3221_TA],
    "All three are specified to +125 C in the stated grades. Look-alikes: Si7021 G grade and MCP2515 I grade stop at "
    "+85 C.",
    wording="formal",
)
add(
    "rq71-c09",
    "hard",
    "compatibility",
    "Two AA cells (3.2 V fresh, considered empty at 2.2 V) power a MAX44009 (A0 low), a PCF8563 and an ADS1115 (ADDR "
    "to GND) directly, without a regulator, on one I2C bus. Do all three operate over the whole battery range, and "
    "are their bus addresses distinct?",
    ["MAX44009", "PCF8563", "ADS1115"],
    "compatible",
    [
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD, interface active"),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="VDD"),
        it("MAX44009", "i2c_address", values=["0x4A"], cond="A0 low"),
        it("ADS1115", "i2c_address", values=["0x48"], cond="ADDR to ground"),
    ],
    [MAX44_VCC, PCF_VDD, ADS_VDD, MAX44_ADDR, ADS_ADDR_GND],
    "2.2..3.2 V is inside 1.7..3.6, 1.8..5.5 and 2.0..5.5 V; addresses 0x4A, 0x51 (PCF8563 A2h/A3h) and 0x48 differ. "
    "Look-alikes: ADS1115 with ADDR = SDA would take 0x4A and clash with the MAX44009; cells run to 2.0 V would sit "
    "exactly at the ADS1115 minimum.",
    wording="formal",
)
add(
    "rq71-c10",
    "hard",
    "compatibility",
    "The MCU runs at 3.3 V but the I2C pull-ups go to 5 V because of a 5 V-only part elsewhere on the bus. An INA219, "
    "an ADS1115 and a PCF8563, each powered from 3.3 V, also sit on that bus. Do their SDA/SCL input ratings allow "
    "5 V bus levels while their own supply is 3.3 V?",
    ["INA219", "ADS1115", "PCF8563"],
    "compatible",
    [
        it("INA219", "input_high_voltage", "V", mx=6, cond="VIH, 0.7 VS to 6 V"),
        it("ADS1115", "input_high_voltage", "V", mx=5.5, cond="VIH, 0.7 VDD to 5.5 V"),
        it("PCF8563", "input_high_voltage", "V", mx=5.5, cond="VIH, 0.7 VDD to 5.5 V"),
        it(
            "ADS1115",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=5.5,
            cond="SDA, SCL, ADDR, ALERT/RDY to GND",
        ),
        it("PCF8563", "abs_max_input_voltage", "V", mn=-0.5, mx=6.5, cond="pins SCL, SDA, OSCI"),
    ],
    [INA219_VIH, INA219_ABS, ADS_VIH, ADS_ABS, PCF_VIH, PCF_ABS],
    "All three specify the SDA/SCL high level against an absolute limit (6 V, 5.5 V, 5.5 V), not VDD + 0.3 V, so 5 V "
    "with a 3.3 V supply is allowed. Look-alikes: DS3231 VIH max VCC + 0.3 V, Si7021 I/O pins VDD + 0.3 V.",
    wording="formal",
)
add(
    "rq71-c11",
    "hard",
    "compatibility",
    "small rover on a 2S lipo (8.4 V full, 6.0 V empty): drv8833 in the HTSSOP (PWP) package drives two gear "
    "motors, each max 1.2 A stall, motor supply straight from the pack; an ams1117-3.3 off the pack feeds an "
    "hmc5883l compass and the mcu (about 30 mA together). does everything fit by the datasheet ratings?",
    ["DRV8833", "AMS1117", "HMC5883L"],
    "compatible",
    [
        it(
            "DRV8833",
            "load_supply_voltage",
            "V",
            mn=2.7,
            mx=10.8,
            cond="VM motor power supply range",
        ),
        it(
            "DRV8833",
            "output_current",
            "A",
            mx=1.5,
            cond="RMS per H-bridge, PWP package, VM = 5 V, 25 C",
        ),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="AMS1117-3.3, 4.75 <= VIN <= 12 V",
        ),
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
    ],
    [DRV_VM, DRV_PWP, AMS33, HMC_VDD],
    "6.0..8.4 V is inside VM 2.7..10.8 V and inside the AMS1117-3.3 regulation window 4.75..12 V; 3.3 V suits the "
    "HMC5883L (2.16..3.6 V); 1.2 A per motor is below the PWP rating of 1.5 A RMS per bridge (stated at VM = 5 V, "
    "25 C). Look-alike: the TSSOP (PW) package is only 500 mA RMS per bridge.",
)
add(
    "rq71-c12",
    "hard",
    "compatibility",
    "12V lead-acid (11.8 V flat, 14.4 V when charging) -> lm2596 set to 5 V -> xc6206 3.3 V. an ina3221 runs off the "
    "3.3 V and watches all three rails (battery, 5V, 3.3V) on its three channels. any voltage limit broken, including "
    "the ina3221 inputs seeing 14.4 V while the chip itself is on 3.3 V?",
    ["INA3221", "LM2596", "XC6206"],
    "compatible",
    [
        it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="Vin operating"),
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN"),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VS"),
        it("INA3221", "analog_input_range", "V", mn=0, mx=26, cond="VBUS bus voltage input"),
    ],
    [LM2596_VIN, XC_VIN, INA3221_VS, INA3221_VBUS],
    "14.4 V max < 40 V LM2596 input; 5 V < 6 V XC6206 input; VS 3.3 V in 2.7..5.5 V; the bus inputs accept 0..26 V "
    "independently of VS. Look-alike: the bus-voltage register full scale 32.76 V (ADC scaling, not a permitted input).",
)

# ---------- compatibility: incompatible (rq71-iNN)
add(
    "rq71-i01",
    "medium",
    "compatibility",
    "garden stick on a single 18650 (4.2 V charged), no regulator to save quiescent current. sensors: bh1750 for "
    "light, a ds18b20 probe and a tmp36. can all three live directly on the cell?",
    ["BH1750", "DS18B20", "TMP36"],
    "incompatible",
    [
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
    ],
    [BH_VCC, DS18_VDD, TMP_VS],
    "The BH1750 tops out at 3.6 V; a charged cell at 4.2 V is above it (absolute maximum 4.5 V, not an operating "
    "condition). DS18B20 (3.0..5.5 V) and TMP36 (2.7..5.5 V) are fine on the cell.",
)
add(
    "rq71-i02",
    "medium",
    "compatibility",
    "An AMS1117-3.3 supplies a board on which a MAX7219 drives an LED matrix and an MCP3008 samples analog inputs. "
    "Can both the MAX7219 and the MCP3008 be powered from this 3.3 V rail?",
    ["MAX7219", "MCP3008", "AMS1117"],
    "incompatible",
    [
        it("AMS1117", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="AMS1117-3.3"),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [AMS33, M7219_VCC, MCP3008_VDD],
    "The MCP3008 is fine at 3.3 V, but the MAX7219 needs V+ of at least 4.0 V. Look-alike: MAX7219 DIN/CLK inputs "
    "accept 3.3 V logic when V+ is 5 V (a different question).",
    wording="formal",
)
add(
    "rq71-i03",
    "hard",
    "compatibility",
    "one i2c bus: ads1115 with ADDR tied to SDA (because 0x48 was taken by another board), a gy-49 max44009 with A0 to "
    "GND and a bh1750 with ADDR low. does this addressing work?",
    ["ADS1115", "MAX44009", "BH1750"],
    "incompatible",
    [
        it("ADS1115", "i2c_address", values=["0x4A"], cond="ADDR to SDA, 1001010"),
        it("MAX44009", "i2c_address", values=["0x4A"], cond="A0 low, 1001 010x"),
        it("BH1750", "i2c_address", values=["0x23"], cond="ADDR low"),
    ],
    [ev("ads1115.pdf", 17, "SDA 1001010"), MAX44_ADDR, BH_ADDR],
    "ADDR = SDA gives the ADS1115 1001010 = 0x4A, the same address as the MAX44009 with A0 low; the BH1750 at 0x23 is "
    "fine. Fix: MAX44009 A0 high (0x4B) or ADS1115 ADDR = VDD/SCL (0x49 / 0x4B, the latter clashing again with "
    "A0 high).",
)
add(
    "rq71-i04",
    "medium",
    "compatibility",
    "self-balancing bot: bare mpu6050 with AD0 tied to GND, a vl53l0x for obstacles, and a ds3231 rtc for "
    "timestamps, all on one i2c bus. any address problem?",
    ["MPU-6050", "VL53L0X", "DS3231"],
    "incompatible",
    [
        it("MPU-6050", "i2c_address", values=["0x68"], cond="AD0 = 0, 1101000"),
        it("DS3231", "i2c_address", values=["0x68"], cond="1101000, fixed"),
    ],
    [MPU_ADDR, DS3231_ADDR],
    "MPU-6050 with AD0 low and the DS3231 both answer at 1101000 (0x68); the DS3231 address is fixed, so AD0 must go "
    "high (0x69). The VL53L0X (0x52 write / 0x29 7-bit) is fine.",
)
add(
    "rq71-i05",
    "medium",
    "compatibility",
    "freezer alarm, -18 C inside: I bought LM35DZ sensors (cheapest grade), read by an mcp3008 on 5 V made by an "
    "lm2596 from 12 V. sensor in the usual basic 3-pin hookup. is the LM35D fine for the freezer?",
    ["LM35", "MCP3008", "LM2596"],
    "incompatible",
    [
        it(
            "LM35",
            "operating_temperature",
            "°C",
            mn=0,
            mx=100,
            cond="LM35D specified operating range",
        ),
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply"),
    ],
    [LM35D, LM35_4_30],
    "The D grade is specified only from 0 to +100 C; -18 C is outside (and the basic single-supply circuit covers only "
    "+2 C upward anyway). 5 V is fine for supply. Look-alikes: LM35C/LM35CA -40..+110 C, LM35/LM35A -55..+150 C with "
    "the full-range circuit.",
)
add(
    "rq71-i06",
    "medium",
    "compatibility",
    "Outdoor ESP32-WROOM-32 data logger with a TP4056 charging its cell; the RTC chip fitted is marked DS3231S (not "
    "DS3231SN). Winter nights reach -20 °C. Is the fitted RTC grade rated for this?",
    ["DS3231", "ESP32-WROOM-32", "TP4056"],
    "incompatible",
    [it("DS3231", "operating_temperature", "°C", mn=0, mx=70, cond="DS3231S commercial grade")],
    [DS3231_S],
    "DS3231S is the commercial grade, 0..+70 C; -20 C is outside. The DS3231SN (industrial) covers -40..+85 C. "
    "Look-alike: the ESP32-WROOM-32 module itself is rated -40..+85 C.",
    wording="formal",
)
add(
    "rq71-i07",
    "medium",
    "compatibility",
    "esp32 dev board, 3.3 V from an xc6206. I have a tube of 74HCT595 (the T one) to expand outputs and want to power "
    "them from the same 3.3 V. ok?",
    ["74HCT595", "ESP32-WROOM-32", "XC6206"],
    "incompatible",
    [
        it(
            "74HCT595",
            "supply_voltage",
            "V",
            mn=4.5,
            typ=5.0,
            mx=5.5,
            cond="74HCT595 VCC, recommended",
        ),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
    ],
    [HC595_VCC, ESP_VDD],
    "The 74HCT595 column of the recommended operating conditions is 4.5..5.5 V; 3.3 V is below. The 74HC595 column "
    "(2.0..6.0 V) would work. Look-alike: same part number family, different grade letter.",
)
add(
    "rq71-i08",
    "hard",
    "compatibility",
    "I want to run my i2c bus at 1 MHz to speed up logging. on it: ina219, mcp4725 and a gy-271 hmc5883l. can all "
    "three take 1 MHz?",
    ["HMC5883L", "INA219", "MCP4725"],
    "incompatible",
    [
        it(
            "HMC5883L",
            "i2c_clock_frequency",
            "kHz",
            mx=400,
            cond="standard and fast mode only, no Hs",
        ),
        it("INA219", "i2c_clock_frequency", "MHz", mn=0.001, mx=2.56, cond="high-speed mode"),
    ],
    [HMC_400, HMC_NOHS, INA219_SCL],
    "The HMC5883L supports 100 and 400 kHz only and states it does not support high-speed mode, so a 1 MHz bus "
    "excludes it (the INA219 and MCP4725 reach 1 MHz only in Hs mode anyway). Look-alike: the HMC5883L mode-register "
    "text mentioning 3400 kHz for MR7.",
)
add(
    "rq71-i09",
    "hard",
    "compatibility",
    "Small rover: a DRV8833 in the TSSOP (PW) package drives two gear motors, one per H-bridge, each drawing 0.8 A "
    "RMS while climbing. Motor supply is a TPS63020 set to 5 V; the cell is charged by an MCP73831. Is the driver "
    "package rated for this current?",
    ["DRV8833", "TPS63020", "MCP73831"],
    "incompatible",
    [
        it(
            "DRV8833",
            "output_current",
            "mA",
            mx=500,
            cond="RMS per H-bridge, PW package, VM = 5 V, 25 C",
        )
    ],
    [DRV_PW],
    "PW (TSSOP) is rated 500 mA RMS per H-bridge (2 A peak); 0.8 A RMS exceeds it. The PWP/RTY packages (1.5 A RMS) "
    "would fit. Look-alike: paralleled PW outputs give 1 A RMS, but that is one motor, not two.",
    wording="formal",
)
add(
    "rq71-i10",
    "medium",
    "compatibility",
    "truck project, 24 V system (up to ~28.8 V while the alternator charges). plan: ams1117-3.3 straight from the "
    "truck 24 V, feeding a ccs811 and an hx711. is that ok for the ams1117?",
    ["AMS1117", "CCS811", "HX711"],
    "incompatible",
    [
        it("AMS1117", "abs_max_supply_voltage", "V", mx=15, cond="input voltage, absolute maximum"),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="AMS1117-3.3, 4.75 <= VIN <= 12 V",
        ),
    ],
    [AMS_ABS, AMS33],
    "24..28.8 V is far above the 15 V absolute maximum input (regulation is only specified to 12 V). CCS811 "
    "(1.8..3.6 V) and HX711 (2.6..5.5 V) would be fine at 3.3 V; a buck such as the LM2596 is needed first.",
)
add(
    "rq71-i11",
    "medium",
    "compatibility",
    "I got MAX31855KASA+ breakouts cheap but my furnace probes are type J. the max7219 display and an srd relay are "
    "already wired. will the K chip read the J probes correctly if I just plug them in?",
    ["MAX31855", "MAX7219", "SRD-05VDC-SL-C"],
    "incompatible",
    [],
    [M55_TRIM, M55_SUFFIX, M55_K],
    "Each MAX31855 version is trimmed for one thermocouple type, shown by the part-number suffix (K here); a J probe "
    "on a K part gives wrong temperatures (41.276 vs 57.953 uV/C nominal sensitivity). The MAX31855JASA+ is the part "
    "for J probes.",
)
add(
    "rq71-i12",
    "hard",
    "compatibility",
    "isolated thermostat: a tmp36 is read by the mcu, which lights the led of a pc817; the pc817's transistor sinks "
    "the coil of an SRD-05VDC-SL-C directly from 5V (flyback diode fitted). no extra transistor. does the "
    "optocoupler's output current rating cover the coil current?",
    ["PC817", "SRD-05VDC-SL-C", "TMP36"],
    "incompatible",
    [
        it("PC817", "output_current", "mA", mx=50, cond="collector current IC, absolute maximum"),
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=71.4,
            cond="5 V coil, L = 0.36 W high sensitivity",
        ),
    ],
    [PC817_IC, SRD_L, SRD_71],
    "The -SL- part is the 0.36 W high-sensitivity coil: 71.4 mA at 5 V, above the PC817's 50 mA absolute maximum "
    "collector current (and CTR at low IF would not guarantee it anyway). The standard 0.45 W coil (89.3 mA) is worse. "
    "Add a transistor.",
)

# ---------- compatibility: insufficient evidence (rq71-eNN)
add(
    "rq71-e01",
    "hard",
    "compatibility",
    "line follower: hc-sr04 fed straight from the 1S lipo (3.0..4.2 V) that the tp4056 charges, l298n for the motors "
    "from a separate pack. does the hc-sr04 datasheet say it works at 3.0 to 4.2 V?",
    ["HC-SR04", "TP4056", "L298N"],
    "insufficient_evidence",
    [],
    [HCSR04_V],
    "The HC-SR04 sheet states only 'Working Voltage DC 5 V' (no range, no minimum); operation at 3.0..4.2 V is neither "
    "confirmed nor excluded. Near misses: working current 15 mA, TP4056 float 4.2 V.",
)
add(
    "rq71-e02",
    "hard",
    "compatibility",
    "A thermostat reads a DHT22 with an ESP32-WROOM-32, which drives the 5 V coil of an SRD-05VDC-SL-C (form C) "
    "through a transistor stage. The relay contacts switch a 5 A resistive heater on 230 VAC, about 40 times an "
    "hour, and must last at least 100,000 operations. Does the relay data sheet guarantee that electrical life?",
    ["SRD-05VDC-SL-C", "ESP32-WROOM-32", "DHT22"],
    "insufficient_evidence",
    [],
    [
        ev("srd-05vdc-sl-c.pdf", 2, "Electrically 30 operation/min"),
        ev("srd-05vdc-sl-c.pdf", 2, "AC120V/DC24V cosΦ=1"),
    ],
    "The sheet gives only a typical life-expectancy curve for AC 120 V / DC 24 V resistive loads and a maximum "
    "switching rate (30 operations/min electrically); no guaranteed electrical life, and nothing at 230 VAC. The 5 A "
    "230 VAC resistive load itself is inside the form C rating (7 A 240 VAC). Near misses: 10 ms operate time, "
    "300 operations/min mechanically.",
    wording="formal",
)
add(
    "rq71-e03",
    "hard",
    "compatibility",
    "door contact isolated with a pc817: led driven with only 1 mA from the mcu, collector pulled up with 10k to the "
    "3.3V rail from an xc6206, the same rail that feeds an hx711 scale. will the pc817 pull the input below 0.4 V "
    "for sure, i.e. is enough CTR guaranteed at 1 mA?",
    ["PC817", "HX711", "XC6206"],
    "insufficient_evidence",
    [],
    [PC817_CTR],
    "CTR is guaranteed only at IF = 5 mA, VCE = 5 V (IC 2.5..30 mA, i.e. 50..600 %); at IF = 1 mA there is only a "
    "typical CTR-vs-IF curve, so the required 0.33 mA collector current is not guaranteed. Near miss: the 5 mA row.",
)
add(
    "rq71-e04",
    "hard",
    "compatibility",
    "Breathalyser prototype: an MQ-3 heater (5 V +-0.1 V, up to 750 mW) is fed by a TPS63020 set to 5.0 V, running "
    "from two AA cells until they drop to 2.0 V; a DHT22 is on the same 5 V. Do the data sheets show that the "
    "TPS63020 can still supply the heater current at 2.0 V input?",
    ["MQ-3", "TPS63020", "DHT22"],
    "insufficient_evidence",
    [],
    [MQ3_VH, MQ3_PH, TPS_IOUT],
    "Heater about 150 mA at 5 V. The TPS63020 tables give output current only for VIN > 2.5 V and VOUT = 3.3 V (2 A); "
    "below 2.5 V and at 5 V out there are only the maximum-output-current plots. Near miss: the 2 A feature line.",
    wording="formal",
)
add(
    "rq71-e05",
    "medium",
    "compatibility",
    "A boiler-room monitor uses 20 DS18B20 probes in parasite-power mode on a single 50 m cable, an LM35 on the "
    "burner and an MCP2515 CAN link to the house. Does the DS18B20 data sheet confirm that 20 parasite-powered "
    "sensors work on 50 m of cable?",
    ["DS18B20", "LM35", "MCP2515"],
    "insufficient_evidence",
    [],
    [],
    "The DS18B20 sheet gives no maximum cable length or device count for parasite power (it only requires a strong "
    "pull-up within 10 us of a conversion and warns against parasite power above +100 C). Near miss: IDD 1.5 mA during "
    "conversion.",
    wording="formal",
)
add(
    "rq71-e06",
    "medium",
    "compatibility",
    "garden weather node: dht11 + pcf8563 + nrf24l01+ at 250 kbps, base station about 100 m away across the garden. "
    "does the nrf24 sheet say 100 m will work?",
    ["nRF24L01+", "PCF8563", "DHT11"],
    "insufficient_evidence",
    [],
    [],
    "The nRF24L01+ sheet specifies sensitivity (-94 dBm at 250 kbps) and output power (0 dBm max) but no range in "
    "metres; range depends on antennas and environment. Near misses: -94 dBm, 0 dBm.",
)
add(
    "rq71-e07",
    "hard",
    "compatibility",
    "robot with an l298n, a tm1637 showing the distance and a vl53l0x looking at the black rubber tyres of other "
    "robots (~5% reflectance). does the sheet guarantee ranging to 1 m on such a black target?",
    ["VL53L0X", "L298N", "TM1637"],
    "insufficient_evidence",
    [],
    [VL_TARGETS],
    "The ranging tables are for grey 17 % and white 88 % targets only; nothing is stated for a 5 % target. Near miss: "
    "grey 17 % minimum 70 cm indoor (default mode).",
)
add(
    "rq71-e08",
    "medium",
    "compatibility",
    "solar box, 24 V battery: lm2596 makes 5 V for a dht22 and a w25q64 logger, load maybe 50 mA. I need the lm2596 "
    "at least 80 % efficient at that light load for my energy budget. does the datasheet back that?",
    ["LM2596", "DHT22", "W25Q64FV"],
    "insufficient_evidence",
    [],
    [LM2596_EFF],
    "The only tabulated efficiency is 73 % typical at Vin = 12 V, 3 A, 5 V out; light-load efficiency at 24 V appears "
    "only in typical curves, if at all. Near miss: the 73 % row.",
)
add(
    "rq71-e09",
    "hard",
    "compatibility",
    "Data recorder in an enclosure that sits at 85 °C for years: a W25Q64FV holds the logs, an INMP441 records audio "
    "events, an MCP73831 charges the backup cell. Does the flash data sheet guarantee 20-year data retention at "
    "85 °C?",
    ["W25Q64FV", "INMP441", "MCP73831"],
    "insufficient_evidence",
    [],
    [W25_RET],
    "The sheet only says 'More than 20-year data retention' without a temperature condition; retention at 85 C is not "
    "specified. Near miss: 100,000 program/erase cycles per sector.",
    wording="formal",
)
add(
    "rq71-e10",
    "hard",
    "compatibility",
    "4 x 350 ohm load cells in parallel (87.5 ohm) on one hx711, excited from the hx711's own AVDD regulator set to "
    "about 4.3 V; a tmp36 and a tm1637 share the board. can the hx711's regulator deliver the ~50 mA that needs?",
    ["HX711", "TMP36", "TM1637"],
    "insufficient_evidence",
    [],
    [HX_S8550],
    "The HX711 regulator only controls an external PNP (S8550 in the reference circuit); the sheet gives no output "
    "current capability, which depends on that transistor. Near miss: AVDD/VSUP 2.6..5.5 V.",
)
add(
    "rq71-e11",
    "medium",
    "compatibility",
    "ccs811 eco2 vs my ndir co2 meter: I need it within +-50 ppm for a ventilation controller (bh1750 and an mcp4725 "
    "fan dac on the same board). does the ccs811 datasheet guarantee that accuracy?",
    ["CCS811", "BH1750", "MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "The CCS811 sheet gives the eCO2 output range (400..64000 ppm) and a 50 ppm threshold hysteresis for its "
    "interrupt, but no accuracy against a reference CO2 measurement. Near misses: the output range, the 50 ppm "
    "interrupt hysteresis.",
)

# ---------- factual, answerable (rq71-fNN)
add(
    "rq71-f01",
    "hard",
    "simple",
    "drv8833 in the plain TSSOP (PW) package with both h-bridges paralleled to drive one bigger motor: how much RMS "
    "and how much peak current is that good for? my motor pulls about 1.3 A continuous, ok?",
    ["DRV8833"],
    None,
    [
        it("DRV8833", "output_current", "A", mx=1, cond="RMS, outputs in parallel, PW package"),
        it(
            "DRV8833",
            "peak_output_current",
            "A",
            mx=4,
            cond="peak, outputs in parallel, PW package",
        ),
    ],
    [ev("drv8833.pdf", 1, "– 1-A RMS, 4-A Peak (PW)")],
    "1 A RMS, 4 A peak in parallel for PW (at VM = 5 V, 25 C); 1.3 A continuous is too much. Look-alikes: PWP/RTY in "
    "parallel 3 A RMS / 4 A peak, PW per bridge 500 mA RMS / 2 A peak. The 1 A RMS (PW parallel) figure was not asked "
    "before.",
)
add(
    "rq71-f02",
    "hard",
    "simple",
    "At what VDD does the MCP73831 leave undervoltage lockout when the input rises (minimum, typical and maximum "
    "threshold), and does a source that only reaches 3.5 V guarantee that it leaves lockout?",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "supply_voltage",
            "V",
            mn=3.3,
            typ=3.45,
            mx=3.6,
            cond="UVLO start threshold VSTART, VDD low-to-high",
        )
    ],
    [ev("mcp73831.pdf", 3, "UVLO Start Threshold VSTART 3.3 3.45 3.6 V VDD Low-to-High")],
    "VSTART 3.3 / 3.45 / 3.6 V; 3.5 V is below the 3.6 V maximum, so not guaranteed. Look-alikes: VSTOP 3.2 / 3.38 / "
    "3.5 V (asked before), hysteresis 70 mV, operating VDD 3.75..6 V. VSTART was not asked before.",
    wording="formal",
)
add(
    "rq71-f03",
    "medium",
    "simple",
    "si7021 set to the 11-bit RH / 11-bit temp resolution (faster conversions). what rms noise does the sheet list for "
    "humidity and for temperature at those 11-bit settings?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "resolution",
            "%RH",
            typ=0.05,
            q="relative_humidity",
            cond="RH repeatability/noise, 11-bit, RMS",
        ),
        it(
            "Si7021",
            "resolution",
            "°C",
            typ=0.08,
            q="temperature",
            cond="temperature repeatability/noise, 11-bit, RMS",
        ),
    ],
    [
        ev("si7021.pdf", 7, "11-bit resolution — 0.05 —"),
        ev("si7021.pdf", 9, "11-bit resolution — 0.08 —"),
    ],
    "0.05 %RH RMS and 0.08 C RMS. Look-alikes: RH 12/10/8-bit 0.025/0.1/0.2, temperature 14/13/12-bit 0.01/0.02/0.04 "
    "(all asked before); the 11-bit rows were not.",
)
add(
    "rq71-f04",
    "hard",
    "simple",
    "mpu-6000 vs mpu-6050: over SPI, what's the max clock for accessing all registers, and what's the faster clock "
    "allowed only for reading the sensor/interrupt registers? and can the 6050 do spi at all?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "spi_clock_frequency",
            "MHz",
            mx=1,
            cond="SPI, all registers (MPU-6000 only)",
        ),
        it(
            "MPU-6050",
            "spi_clock_frequency",
            "MHz",
            mx=20,
            cond="SPI, reading sensor and interrupt registers (MPU-6000 only)",
        ),
    ],
    [
        ev("mpu-6050.pdf", 33, "or SPI at 1MHz (MPU-6000 only). SPI operates in four-wire mode."),
        ev(
            "mpu-6050.pdf",
            10,
            "20MHz SPI serial interface for reading sensor and interrupt registers (MPU-6000 only)",
        ),
    ],
    "1 MHz for all register accesses, 20 MHz for reading sensor and interrupt registers; SPI exists on the MPU-6000 "
    "only, the MPU-6050 is I2C (400 kHz). Both numbers were asked before separately (rq68-f08, rq54-f04) from the "
    "timing table; here from the feature-list / interface text.",
)
add(
    "rq71-f05",
    "hard",
    "comparison",
    "LM35 vs the cheaper LM35D grade: is the nonlinearity spec any looser on the D? give the max nonlinearity for the "
    "plain LM35 and for the LM35C/LM35D column.",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-0.5,
            mx=0.5,
            q="temperature",
            cond="nonlinearity, LM35 grade, TMIN..TMAX, design limit (typ +-0.3)",
        ),
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-0.5,
            mx=0.5,
            q="temperature",
            cond="nonlinearity, LM35C / LM35D, TMIN..TMAX, design limit (typ +-0.2)",
        ),
    ],
    [ev("lm35.pdf", 4, "Nonlinearity (6) TMIN ≤ TA ≤ TMAX ±0.3 ±0.5 ±0.2 ±0.5 °C")],
    "Both +-0.5 C maximum (typ +-0.3 C LM35, +-0.2 C LM35C/D), i.e. not looser. Look-alikes: LM35A +-0.35 C, LM35CA "
    "+-0.3 C (p3, asked before for the CA); accuracy rows differ a lot more (LM35D +-1.5 / +-2 C).",
)
add(
    "rq71-f06",
    "medium",
    "simple",
    "What total power dissipation (Ptot) does the 74HC595 limiting-values table allow for the TSSOP16 and the "
    "DHVQFN16 packages, and is it as high as for the DIP16 package?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "power_consumption",
            "mW",
            mx=500,
            cond="Ptot, TSSOP16 package, limiting value",
        ),
        it(
            "74HC595",
            "power_consumption",
            "mW",
            mx=500,
            cond="Ptot, DHVQFN16 package, limiting value",
        ),
    ],
    [
        ev("74hc595.pdf", 6, "TSSOP16 package [3] - 500 mW"),
        ev("74hc595.pdf", 6, "DHVQFN16 package [4] - 500 mW"),
    ],
    "500 mW each (derating 5.5 mW/K above 60 C for TSSOP16, 4.5 mW/K above 60 C for DHVQFN16); not as high as DIP16 "
    "(750 mW). The SO16 row (also 500 mW) and DIP16 were asked before (rq35-s01); these package rows were not.",
    wording="formal",
)
add(
    "rq71-f07",
    "medium",
    "simple",
    "nrf24l01+ feature list: what rx sensitivity does it claim at 2 Mbps and at 1 Mbps? trying to decide if dropping "
    "to 1 Mbps is worth it.",
    ["nRF24L01+"],
    None,
    [
        it("nRF24L01+", "rx_sensitivity", "dBm", typ=-82, cond="2 Mbps (feature list)"),
        it("nRF24L01+", "rx_sensitivity", "dBm", typ=-85, cond="1 Mbps (feature list)"),
    ],
    [
        ev("nrf24l01p.pdf", 8, "X -82dBm sensitivity at 2Mbps"),
        ev("nrf24l01p.pdf", 8, "X -85dBm sensitivity at 1Mbps"),
    ],
    "-82 dBm at 2 Mbps, -85 dBm at 1 Mbps (3 dB better). Look-alike: -94 dBm at 250 kbps. -82 dBm was asked before "
    "(nrf24l01p-e4) from the RF table; the 1 Mbps figure from the feature list was not asked as such.",
)
add(
    "rq71-f08",
    "medium",
    "structured",
    "What package does the DS18B20Z ordering code denote, and what temperature range does the ordering table give "
    "for it?",
    ["DS18B20"],
    None,
    [
        it("DS18B20", "package", values=["SO-8"], cond="DS18B20Z, 8 SO"),
        it(
            "DS18B20",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=125,
            cond="ordering information, DS18B20Z",
        ),
    ],
    [ev("ds18b20.pdf", 19, "DS18B20Z -55°C to +125°C 8 SO DS18B20")],
    "8-pin SO (150 mil), -55..+125 C, the same range as the TO-92 DS18B20. Look-alikes: DS18B20 / DS18B20+ (3 TO-92), "
    "T&R variants (2000 / 2500 pieces). The package list (rq48-f07) and the range were asked before from other "
    "lines; the Z ordering-code row was not quoted.",
    wording="formal",
)
add(
    "rq71-f09",
    "medium",
    "simple",
    "Welchen Eingangsspannungsbereich nennt die Tabelle der elektrischen Kennwerte für den TPS63021, und kann er "
    "direkt an einer einzelligen LiPo-Zelle (4,2 V voll bis 3,0 V leer) betrieben werden?",
    ["TPS63021"],
    None,
    [
        it(
            "TPS63021",
            "supply_voltage",
            "V",
            mn=1.8,
            mx=5.5,
            cond="input voltage, electrical characteristics",
        )
    ],
    [ev("tps63020.pdf", 6, "Input voltage 1.8 5.5 V")],
    "1.8..5.5 V, so yes, 3.0..4.2 V is inside. Look-alikes: minimum input for start-up 1.8 / 1.9 / 2.0 V, UVLO 1.5 V "
    "falling. The range was asked before from the feature list; this table row was not quoted.",
    wording="formal",
    lang="de",
)
add(
    "rq71-f10",
    "hard",
    "structured",
    "ina3221 powered from the 3.3 V of my mcu: what supply range does it take, what bus voltages can its inputs "
    "monitor, and can it watch a 24 V rail while running on 3.3 V?",
    ["INA3221"],
    None,
    [
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="separate power supply"),
        it("INA3221", "analog_input_range", "V", mn=0, mx=26, cond="monitored supply buses"),
    ],
    [
        ev(
            "ina3221.pdf",
            11,
            "powered by a separate power supply that ranges from 2.7V to 5.5V. The monitored",
        ),
        ev("ina3221.pdf", 11, "supply buses range from 0V to 26V."),
    ],
    "Supply 2.7..5.5 V, buses 0..26 V independent of the supply, so yes. Look-alike: bus register full scale 32.76 V. "
    "Both ranges were asked before from the tables; this text was not quoted.",
)
add(
    "rq71-f11",
    "hard",
    "structured",
    "bare mpu6050 chip (not the gy-521 board): what range is VDD allowed, what range for VLOGIC, and can I feed VDD "
    "straight from a 1S lipo?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "supply_voltage",
            "V",
            mn=2.375,
            mx=3.46,
            cond="VDD (unregulated input of the LDO)",
        ),
        it(
            "MPU-6050",
            "io_supply_voltage",
            "V",
            mn=1.71,
            cond="VLOGIC, 1.71 V to VDD (MPU-6050 only)",
        ),
    ],
    [
        ev(
            "mpu-6050.pdf",
            31,
            "the MPU-60X0. Its two inputs are an unregulated VDD of 2.375 to 3.46V and a VLOGIC logic reference",
        ),
        ev(
            "mpu-6050.pdf",
            31,
            "supply voltage of 1.71V to VDD (MPU-6050 only). The LDO output is bypassed",
        ),
    ],
    "VDD 2.375..3.46 V, VLOGIC 1.71 V..VDD; a 1S LiPo (up to 4.2 V) is above 3.46 V, so no. Both were asked before from "
    "the tables; this power-scheme text was not quoted.",
)
add(
    "rq71-f12",
    "medium",
    "structured",
    "Si7021-A20-YM1 from the ordering guide: operating temperature range, and does that part come with the "
    "protective cover?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="Si7021-A20-YM1 (automotive), ordering guide",
        )
    ],
    [
        ev(
            "si7021.pdf",
            29,
            "Si7021-A20-YM1 Digital temperature/ humidity sensor – ±0.4 °C ± 3% DFN 6 –40 to +125 °C Y",
        )
    ],
    "-40..+125 C, and 'Y' in the protective-cover column, so yes. Look-alikes: YM0 (no cover), GM1 (-40..+85 C, "
    "cover). The range was asked before for the I/Y grade from p4 / p9; the YM1 row was not quoted.",
)
add(
    "rq71-f13",
    "hard",
    "simple",
    "ina219: which two bus-voltage full-scale ranges can BRNG select? I want to log a 24 V battery, so which one do I "
    "need?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "measurement_range",
            "V",
            mx=16,
            q="voltage",
            cond="bus voltage full-scale range, BRNG = 0",
        ),
        it(
            "INA219",
            "measurement_range",
            "V",
            mx=32,
            q="voltage",
            cond="bus voltage full-scale range, BRNG = 1",
        ),
    ],
    [
        ev(
            "ina219.pdf",
            10,
            "Additionally, the bus voltage measurement has two full-scale ranges: 16 or",
        ),
        ev("ina219.pdf", 10, "32 V."),
    ],
    "16 V or 32 V; a 24 V battery needs the 32 V range (BRNG = 1, the default), while the pins themselves are limited "
    "to 26 V. Look-alikes: shunt PGA ranges 40/80/160/320 mV, 0..26 V bus input range. Both ranges were asked before "
    "(rq16-f06, rq16-c10); this overview text was not quoted.",
)
add(
    "rq71-f14",
    "medium",
    "simple",
    "mcp4725 dac: supply range per the feature list, and will it keep running straight off 2xAA (3.2 V new, 2.0 V "
    "flat)?",
    ["MCP4725"],
    None,
    [it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="single-supply operation")],
    [ev("mcp4725.pdf", 1, "Single-Supply Operation: 2.7V to 5.5V")],
    "2.7..5.5 V; 2xAA below 2.7 V is outside, so not to 2.0 V. Look-alike: power-on-reset 2 V. The range was asked "
    "before from the table; this feature line was not quoted.",
)
add(
    "rq71-f15",
    "medium",
    "simple",
    "l298n headline specs: max operating supply voltage and total dc current? want to run two 2.5 A motors at 24 V.",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "load_supply_voltage",
            "V",
            mx=46,
            cond="operating supply voltage (feature list)",
        ),
        it("L298N", "output_current", "A", mx=4, cond="total DC current (feature list)"),
    ],
    [
        ev("l298n.pdf", 1, "OPERATING SUPPLY VOLTAGE UP TO 46 V"),
        ev("l298n.pdf", 1, "TOTAL DC CURRENT UP TO 4 A"),
    ],
    "46 V and 4 A total; 24 V is fine but 2 x 2.5 A = 5 A exceeds 4 A. Look-alikes: VS absolute 50 V, repetitive peak "
    "3 A per channel, DC 2 A per channel. 46 V was asked before from the table; the 4 A total DC current was not.",
)
add(
    "rq71-f16",
    "medium",
    "simple",
    "According to the MAX44009 detailed description, what illuminance range does the sensor cover and what is its "
    "typical current consumption? Would direct summer sunlight of about 100,000 lux still be inside that range?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "measurement_range",
            "lx",
            mn=0.045,
            q="illuminance",
            cond="dynamic light range, lower end (the two ends sit on two text lines)",
        ),
        it(
            "MAX44009",
            "measurement_range",
            "lx",
            mx=188000,
            q="illuminance",
            cond="dynamic light range, upper end",
        ),
        it("MAX44009", "supply_current", "uA", typ=0.65, cond="current consumption, typical"),
    ],
    [
        ev("max44009.pdf", 6, "current consumption (typically 0.65µA) and an extremely"),
        ev("max44009.pdf", 6, "wide dynamic light range that extends from 0.045 lux to"),
        ev("max44009.pdf", 6, "188,000 lux—more than a 4,000,000 to 1 range."),
    ],
    "0.045..188,000 lux, 0.65 uA typical; 100k lux is inside. Look-alikes: ICC max 1.2 uA at 1.8 V / 1.6 uA over "
    "temperature. Asked before from the front page / table; this description text was not quoted.",
    wording="formal",
)

# ---------- factual, insufficient evidence (rq71-uNN)
add(
    "rq71-u01",
    "medium",
    "simple",
    "LM35DZ (D grade) sensor: what accuracy does the datasheet guarantee at -10 C?",
    ["LM35"],
    "insufficient_evidence",
    [],
    [],
    "The LM35D accuracy rows are TA = 25 C, TMAX and TMIN of its 0..+100 C range; there is no -10 C row for the D "
    "grade (the -10 C rows belong to LM35/LM35C and LM35A/LM35CA), and -10 C is outside its specified range.",
)
add(
    "rq71-u02",
    "hard",
    "simple",
    "What RMS output current per H-bridge does the DRV8833 data sheet give for the PW (TSSOP) package at VM = 9 V?",
    ["DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "The per-package current ratings (PW 500 mA RMS / 2 A peak) are stated only at VM = 5 V, 25 C; no figure at 9 V. "
    "Near miss: the VM = 5 V feature-list row.",
    wording="formal",
)
add(
    "rq71-u03",
    "medium",
    "simple",
    "si7021: humidity has a 10-bit option, so what temperature rms noise do I get with the temperature at 10-bit?",
    ["Si7021"],
    "insufficient_evidence",
    [],
    [ev("si7021.pdf", 9, "11-bit resolution — 0.08 —")],
    "Temperature resolution options are 14, 13, 12 and 11 bit only (paired with RH 12/8/10/11 bit); there is no 10-bit "
    "temperature setting and no noise figure for it. Near misses: RH 10-bit 0.1 %RH, temperature 11-bit 0.08 C.",
)
add(
    "rq71-u04",
    "hard",
    "simple",
    "I have old MPU-6050 stock from 2011. what VDD range did the datasheet give before the revision that changed it "
    "to 2.375-3.46 V?",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [ev("mpu-6050.pdf", 5, "Changed operating voltage range to 2.375V-3.46V")],
    "The revision history records the change to 2.375..3.46 V but not the earlier range. Near miss: the current "
    "2.375..3.46 V.",
)
add(
    "rq71-u05",
    "hard",
    "simple",
    "What UVLO start threshold does the MCP73831 data sheet guarantee at an ambient temperature of +125 °C?",
    ["MCP73831"],
    "insufficient_evidence",
    [],
    [],
    "The DC characteristics (VSTART 3.3 / 3.45 / 3.6 V) apply for TA = -40..+85 C; nothing is specified at +125 C "
    "ambient (125 C is the junction limit). Near miss: rq71-f02.",
    wording="formal",
)
add(
    "rq71-u06",
    "medium",
    "simple",
    "Which ordering code does the DS18B20 data sheet give for the 8-pin µSOP package version?",
    ["DS18B20"],
    "insufficient_evidence",
    [],
    [],
    "The front page lists an 8-pin uSOP package, but the ordering information table only has TO-92 (DS18B20, "
    "DS18B20+, T&R) and 8 SO (DS18B20Z...) codes. Near miss: DS18B20Z (SO).",
    wording="formal",
)
add(
    "rq71-u07",
    "hard",
    "simple",
    "ACS712 at -40 °C: which sensitivity limits does the data sheet guarantee at that temperature?",
    ["ACS712"],
    "insufficient_evidence",
    [],
    [
        ev(
            "acs712.pdf",
            5,
            "At –40°C Sensitivity may shift as much 9% outside of the datasheet limits.",
        )
    ],
    "A footnote says the sensitivity may shift as much as 9 % outside the datasheet limits at -40 C, so no guaranteed "
    "limits exist there. Near miss: SensTOP over the full range 178..193 mV/A (5 A part, 185 mV/A at "
    "25 C).",
    wording="formal",
)
add(
    "rq71-u08",
    "hard",
    "simple",
    "ina3221 on a 5 V supply instead of 3.3 V: what's the quiescent current at VS = 5 V?",
    ["INA3221"],
    "insufficient_evidence",
    [],
    [],
    "IQ 350 / 450 uA is given only under the table condition VS = 3.3 V, TA = 25 C; the typical curves show IQ vs "
    "temperature and vs I2C clock, not vs supply. Near miss: the 3.3 V row.",
)
add(
    "rq71-u09",
    "medium",
    "simple",
    "nrf24l01+ at 1 Mbps: what's the guaranteed worst-case rx sensitivity, not the typical one?",
    ["nRF24L01+"],
    "insufficient_evidence",
    [],
    [ev("nrf24l01p.pdf", 8, "X -85dBm sensitivity at 1Mbps")],
    "Sensitivity is given as a typical value only (-85 dBm at 1 Mbps); no minimum/maximum. Near miss: rq71-f07.",
)


def main():
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")


if __name__ == "__main__":
    main()
