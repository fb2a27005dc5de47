"""realq84: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: what a part does or allows in a given mode or configuration. Which pins or register bits
select a mode, what changes between modes (current, speed, range, resolution), the settings a part
wakes up with after power-up or reset, and builds whose verdict depends on the mode the user says
they run. About two thirds casual, one third formal; one question in French, one in German.

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


# ---------------------------------------------------------------- evidence used by several questions
# (compatibility evidence may repeat lines earlier sets quote; factual evidence is on unmarked lines)
ADS_DR_DEF = ev("ads1115.pdf", 19, "000 : 8SPS 100 : 128SPS (default)")
ADS_DR_110 = ev("ads1115.pdf", 19, "010 : 32SPS 110 : 475SPS")
ADS_DR_VAR = ev("ads1115.pdf", 3, "Data rate variation All data rates –10 10 %")
ADS_MODE_DEF = ev("ads1115.pdf", 19, "1 : Power-down single-shot mode (default)")
ADS_CONV0 = ev("ads1115.pdf", 18, "Following reset or power-up, the Conversion register")
ADS_CONV0B = ev("ads1115.pdf", 18, "is cleared to '0', and remains '0' until the first")
HMC_DO_DEF = ev("hmc5883l.pdf", 12, "1 0 0 15 (Default)")
HMC_DO_101 = ev("hmc5883l.pdf", 12, "1 0 1 30")
HMC_DO_110 = ev("hmc5883l.pdf", 12, "1 1 0 75")
HMC_MA_DEF = ev("hmc5883l.pdf", 12, "00 = 1(Default); 01 = 2; 10 = 4; 11 = 8")
HMC_I75 = ev("hmc5883l.pdf", 2, "Measurement Mode (7.5 Hz ODR; - 100 - μA")
HMC_SINGLE = ev("hmc5883l.pdf", 14, "Single-Measurement Mode (Default). When single-measurement")
HMC_SINGLE2 = ev(
    "hmc5883l.pdf", 14, "high and returned to idle mode. Mode register returns to idle mode"
)
HMC_CONT = ev(
    "hmc5883l.pdf", 14, "measurements are available at a frequency of fDO, where fDO is the"
)
DS_RS_POR = ev("ds3231.pdf", 13, "(8.192kHz) when power is first applied.")
DS_INTCN0 = ev("ds3231.pdf", 13, "INT/SQW signal. When the INTCN bit is set to logic 0,")
DS_INTCN1 = ev("ds3231.pdf", 13, "the state of the INTCN bit. The INTCN bit is set to logic 1")
DS_1HZ = ev("ds3231.pdf", 13, "0 0 1Hz")
DS_BBSQW = ev("ds3231.pdf", 13, "When set to logic 1 with INTCN = 0 and VCC < VPF, this")
DS_IBATT = ev("ds3231.pdf", 3, "EOSC = 0, BBSQW = 0, VBAT = 3.63V 0.84 3.0")
SI_RES10 = ev("si7021.pdf", 26, "10: 10 bit 13 bit")
SI_HTRE = ev("si7021.pdf", 26, "D2 HTRE 1 = On-chip Heater Enable")
SI_COND = ev(
    "si7021.pdf",
    7,
    "1.9 ≤ VDD ≤ 3.6 V; TA = 30 °C; default conversion time unless otherwise noted.",
)
SI_ACC = ev("si7021.pdf", 7, "Accuracy 0 – 80% RH — ±2 ±3 %RH")
SI_N8 = ev("si7021.pdf", 7, "8-bit resolution — 0.2 —")
SI_H0010 = ev("si7021.pdf", 27, "0 0 1 0 15.24 mA")
SI_H0100 = ev("si7021.pdf", 27, "0 1 0 0 27.39 mA")
MPU_FEAT = ev(
    "mpu-6050.pdf",
    10,
    "Low power accelerometer mode current: 10µA at 1.25Hz, 20µA at 5Hz, 60µA at 20Hz, 110µA at",
)
MPU_LP1 = ev("mpu-6050.pdf", 14, "Accelerometer Low Power Mode 1.25 Hz update rate 10 µA")
MPU_LP5 = ev("mpu-6050.pdf", 14, "5 Hz update rate 20 µA")
MPU_LP20 = ev("mpu-6050.pdf", 14, "20 Hz update rate 70 µA")
MPU_VDD = ev("mpu-6050.pdf", 14, "Operating Voltages 2.375 3.46 V")
DSB_LSB = ev("ds18b20.pdf", 5, "and 0.0625°C, respectively. The default resolution at")
NRF_ARD = ev("nrf24l01p.pdf", 58, "ARDa 7:4 0000 R/W Auto Retransmit Delay")
NRF_ARD0 = ev("nrf24l01p.pdf", 58, "‘0000’ – Wait 250µS")
NRF_DRH = ev(
    "nrf24l01p.pdf", 58, "RF_DR_HIGH 3 1 R/W Select between the high speed data rates. This bit"
)
NRF_2M = ev("nrf24l01p.pdf", 58, "‘01’ – 2Mbps")
NRF_RES = ev("nrf24l01p.pdf", 58, "‘11’ – Reserved")
NRF_PWR = ev("nrf24l01p.pdf", 59, "RF_PWR 2:1 11 R/W Set RF output power in TX mode")
NRF_0DBM = ev("nrf24l01p.pdf", 59, "'11' – 0dBm")
NRF_SPACE = ev(
    "nrf24l01p.pdf",
    25,
    "To ensure non-overlapping channels in 2Mbps mode, the channel spacing must be 2MHz or more.",
)
INA_DEF = ev(
    "ina219.pdf",
    13,
    "voltage with the default 12-bit resolution, 320-mV shunt full-scale range (PGA = /8), 32-V bus full-scale range,",
)
INA_NOCAL = ev(
    "ina219.pdf", 13, "are only available if the Calibration register contains a programmed value."
)
INA_CUR0 = ev(
    "ina219.pdf",
    18,
    "The Power register and Current register default to 0 because the Calibration register defaults to 0",
)
MAX_CONT = ev(
    "max44009.pdf",
    8,
    "new one begins. If integration time is 6.25ms, readings are taken every 6.25ms. If integration time is 800ms,",
)
MAX_SLIGHT = ev(
    "max44009.pdf",
    8,
    "readings are taken every 800ms. In this mode, the part consumes slightly higher power than in the default",
)
MAX_DEF800 = ev(
    "max44009.pdf",
    8,
    "Default mode. The IC measures lux intensity only once every 800ms regardless of integration time.",
)
MAX_AUTO60K = ev("max44009.pdf", 12, "47,185.9 94,371.8 368.64 1,048,576 2,097,152")
PCF_FREQS = ev(
    "pcf8563.pdf",
    15,
    "Frequencies of 32.768 kHz (default), 1.024 kHz, 32 Hz, and 1 Hz can be generated for",
)
PCF_FD11 = ev("pcf8563.pdf", 15, "11 1 Hz")
PCF_I32K = ev("pcf8563.pdf", 28, "enabled at 32 kHz; Tamb = 25")
CCS_M2 = ev("ccs811.pdf", 16, "010: Mode 2 – Pulse heating mode IAQ measurement every 10 seconds")
CCS_P2 = ev("ccs811.pdf", 6, "Mode 2 at VDD= 1.8V 7 mW")
CCS_T3 = ev("ccs811.pdf", 6, "3. Typical values for 1.8V supply voltage (V DD)")
TPS_PSF = ev(
    "tps63020.pdf",
    12,
    "converter operates with reduced switching frequency and with a minimum quiescent current to maintain high",
)
TPS_LOW = ev(
    "tps63020.pdf", 12, "voltage falls below the comp low threshold set to 2.5% typical above VOUT"
)
TPS_HIGH = ev("tps63020.pdf", 12, "comp high threshold, set to typically 3.5% above VOUT nominal")
TPS_PSOFF = ev(
    "tps63020.pdf", 12, "The power save mode can be disabled by programming high at the PS/SYNC."
)
TPS_V21 = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
TPS_PWM = ev("tps63020.pdf", 6, "VFB_PWM PS/SYNC = VIN")
TM_1_16 = ev("tm1637.pdf", 5, "Pulse width is set as 1/16.")
TM_14_16 = ev("tm1637.pdf", 5, "Pulse width is set as 14/16")
HX_T26 = ev("hx711.pdf", 4, "26 B 32")
HX_T27 = ev("hx711.pdf", 4, "27 A 64")
HX_TSEL = ev("hx711.pdf", 4, "number of the input PD_SCK pulses (Table 3).")
HX_B80 = ev("hx711.pdf", 4, "32. The full-scale input voltage range is ±80mV,")
HX_DEF = ev("hx711.pdf", 5, "selection is default to Channel A with a gain of")
M65_50 = ev("max31865.pdf", 13, "1 = Auto 0 = 2-wire or 1 = Clear 1 = 50Hz")
M65_60 = ev("max31865.pdf", 13, "0 = Normally off 4-wire (auto-clear) 0 = 60Hz")
M65_POR = ev("max31865.pdf", 13, "Configuration 00h 80h 00h R/W")
M65_T50 = ev("max31865.pdf", 3, "Single conversion (50Hz notch) 62.5 66")
MCP4725_MID = ev(
    "mcp4725.pdf", 21, "enables the device to output 0.5 * VDD (= middle scale output)."
)
MCP4725_DEF = ev("mcp4725.pdf", 21, "Default 0 0 (1) 1 (2) 0 0 0 0 0 0 0 0 0 0 0")
MCP4725_PD1K = ev("mcp4725.pdf", 20, "0 1 1 kΩ resistor to ground (1)")
IRLZ_VTH = ev("irlz44n.pdf", 2, "Gate Threshold Voltage 1.0 ––– 2.0 V")
MAX7219_PU = ev("max7219.pdf", 7, "display use. Otherwise, it will initially be set to scan one")
MAX7219_PU2 = ev("max7219.pdf", 7, "digit, it will not decode data in the data registers, and the")
MAX7219_PU3 = ev("max7219.pdf", 7, "intensity register will be set to its minimum value.")
MAX7219_132 = ev("max7219.pdf", 9, "1/32 1/16")
MCP2515_POR = ev("mcp2515.pdf", 60, "On power-up, REQOP[2:0] = b’100’.")
MCP2515_CFG = ev("mcp2515.pdf", 60, "100 = Sets Configuration mode")
MCP2515_TX = ev("mcp2515.pdf", 60, "MCP2515 will transmit messages over the CAN bus.")
BH_ONE = ev(
    "bh1750.pdf", 5, "One Time H-Resolution Mode 0010_0000 Measurement Time is typically 120ms."
)
BH_PD = ev("bh1750.pdf", 5, "It is automatically set to Power Down mode after measurement.")
BH_ONE2 = ev(
    "bh1750.pdf", 5, "One Time H-Resolution Mode2 0010_0001 Measurement Time is typically 120ms."
)
BH_THR = ev("bh1750.pdf", 2, "tHR － 120 180 ms")
TP_CC = ev("tp4056.pdf", 5, "RPROG=1.1K, Current Mode ● 850 1000 1150 mA")
TP_TRK = ev(
    "tp4056.pdf", 5, "ITRIKL Trickle Charge Current VBAT<VTRIKL, RPROG=1.1K ● 120 130 140 mA"
)
TP_VTRK = ev("tp4056.pdf", 5, "VTRIKL RPROG=1.1K, VBAT Rising 2.8 2.9 3.0 V")
DRV_PU = ev(
    "drv8833.pdf",
    11,
    "cause damage to the input structure. Hence the recommended pullup resistor would be between 20 kΩ and",
)
DRV_CLAMP = ev(
    "drv8833.pdf",
    11,
    "also has a clamping Zener diode that clamps the voltage at the pin at 6.5 V. Currents greater than 250 µA can",
)
DRV_VM = ev("drv8833.pdf", 5, "Motor power supply voltage range (1) 2.7 10.8 V")
INMP_LR = ev(
    "inmp441.pdf",
    8,
    "Left/Right Channel Select. When set low, the microphone outputs its signal in the left channel",
)
INMP_LR2 = ev(
    "inmp441.pdf",
    8,
    "of the I²S frame. When set high, the microphone outputs its signal in the right channel.",
)
INMP_PD = ev("inmp441.pdf", 10, "Power-Down Mode")
MCP738_FLOAT = ev("mcp73831.pdf", 11, "allowing the PROG input to float.")
MCP738_DIS = ev("mcp73831.pdf", 11, "The charge management controller can be disabled by")
MCP738_P20 = ev("mcp73831.pdf", 4, "Ratio 15 20 25 % PROG = 2.0 kto 10 k")
MCP738_TA = ev("mcp73831.pdf", 4, "TA = -5°C to +55°C")
INA3_EN = ev("ina3221.pdf", 26, "12 CH3en 1 = Channel enable (default)")
INA3_MODE = ev("ina3221.pdf", 27, "111 = Shunt and bus, continuous (default)")
INA3_CT = ev("ina3221.pdf", 26, "100 = 1.1ms (default)")
W25_QE = ev(
    "w25q64.pdf",
    17,
    "and QPI operation. When the QE bit is set to a 0 state (factory default for part number with ordering",
)
W25_QE2 = ev("w25q64.pdf", 17, "options “IG” and “IF”), the /WP pin and /HOLD are enabled.")
W25_QIO = ev(
    "w25q64.pdf",
    37,
    "Enable bit (QE) of Status Register-2 must be set to enable the Fast Read Quad I/O Instruction.",
)
ESP_PM = ev(
    "esp32-wroom-32.pdf",
    13,
    "For details on ESP32’s power consumption in different power modes, please refer to section ”RTC and",
)
MQ2_VH = ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC")
VL_T11 = ev("vl53l0x.pdf", 26, "Table 11. Max ranging capabilities with 33ms timing budget")
VL_HS = ev("vl53l0x.pdf", 28, "High speed 20 ms 1.2 m, accuracy +/- 5 %")

# ================================================================ answerable factual (12)
fact(
    "rq84-f01",
    "medium",
    "ads1115 on a breakout, my sketch never writes the config register after power-up, it just "
    "starts single-shot conversions. what data rate is it sitting at by default? and what do i get "
    "if i set DR[2:0] = 110 instead?",
    ["ADS1115"],
    [
        it("ADS1115", "data_rate", "SPS", value=128, cond="default, DR[2:0] = 100"),
        it("ADS1115", "data_rate", "SPS", value=475, cond="DR[2:0] = 110"),
    ],
    [ADS_DR_DEF, ADS_DR_110],
    "Config register bit descriptions (p19). Look-alikes: DR = 101 is 250 SPS (rq62-f09), 111 is the "
    "860 SPS maximum, 000 is 8 SPS; the p3 list gives all eight rates without saying which is the default.",
    typ="structured",
)
fact(
    "rq84-f02",
    "medium",
    "gy-271 (hmc5883l) switched into continuous-measurement mode, but i never wrote config register "
    "A. what output rate does it run at like that? and what rate do i get with DO2..DO0 = 101?",
    ["HMC5883L"],
    [
        it("HMC5883L", "data_rate", "Hz", value=15, cond="continuous mode, default DO = 100"),
        it("HMC5883L", "data_rate", "Hz", value=30, cond="continuous mode, DO = 101"),
    ],
    [HMC_DO_DEF, HMC_DO_101],
    "Table 5 (p12). Look-alikes: DO = 011 is 7.5 Hz (rq54-f16), 110 is 75 Hz (top of the 0.75..75 Hz "
    "ODR row), 111 reserved (rq54-u02); single-measurement mode allows up to 160 Hz.",
    typ="structured",
)
fact(
    "rq84-f03",
    "hard",
    "At power-up, which square-wave frequency do the DS3231 rate-select bits RS2 and RS1 select, "
    "i.e. the frequency that appears on INT/SQW once INTCN is cleared without rewriting RS2/RS1?",
    ["DS3231"],
    [it("DS3231", "data_rate", "kHz", value=8.192, cond="RS2 = RS1 = 1 at power-up")],
    [DS_RS_POR, DS_INTCN0],
    "Control register (p13). Look-alikes: RS = 00 1 Hz, 01 1.024 kHz (rq75-f04), 10 4.096 kHz "
    "(rq57-f15), the 32.768 kHz of the separate 32kHz pin (rq46-f16). INTCN itself is 1 at power-up, so "
    "no square wave appears until it is cleared.",
    wording="formal",
)
fact(
    "rq84-f04",
    "medium",
    "si7021 on my weather station, to save power I wrote RES1 = 1 and RES0 = 0 in user register 1. "
    "what resolution do I get now for humidity and for temperature, in bits?",
    ["Si7021"],
    [
        it(
            "Si7021", "resolution", "bit", value=10, q="relative_humidity", cond="RES[1:0] = 10, RH"
        ),
        it(
            "Si7021",
            "resolution",
            "bit",
            value=13,
            q="temperature",
            cond="RES[1:0] = 10, temperature",
        ),
    ],
    [SI_RES10],
    "User Register 1 (p26). Look-alikes: RES = 00 12/14 bit (default), 01 8/12 bit (rq75-f02), 11 "
    "11/11 bit (rq55-f06). RES1 is bit D7 and RES0 bit D0, so RES1 = 1, RES0 = 0 is the '10' row.",
    typ="structured",
)
fact(
    "rq84-f05",
    "hard",
    "tps63021 with PS/SYNC tied low so it drops into power save at light load. in that mode the "
    "output is held between two comparator thresholds, comp low and comp high. where do they sit, "
    "in percent above the nominal VOUT?",
    ["TPS63020"],
    [
        it(
            "TPS63020",
            "accuracy",
            "%",
            typ=2.5,
            cond="power save mode, comp low threshold above VOUT",
        ),
        it(
            "TPS63020",
            "accuracy",
            "%",
            typ=3.5,
            cond="power save mode, comp high threshold above VOUT",
        ),
    ],
    [TPS_LOW, TPS_HIGH],
    "Section 7.4.4 (p12), typical values. Look-alike: the VFB_PS regulation row of the electrical table "
    "(0.6 % .. 5 % referenced to VFB_PWM) and the 100 mA load below which power save is entered "
    "(rq81-f07); rq81-i01 used the positioning in a compatibility question.",
    typ="structured",
)
fact(
    "rq84-f06",
    "medium",
    "ds18b20 straight out of the bag, my code never touches the config register. how big is one "
    "temperature step (1 lsb) in degrees C with the power-up setting?",
    ["DS18B20"],
    [
        it(
            "DS18B20",
            "resolution",
            "°C",
            value=0.0625,
            q="temperature",
            cond="12-bit power-up default",
        )
    ],
    [DSB_LSB],
    "Operation section p5: 9/10/11/12 bits give 0.5/0.25/0.125/0.0625 C and 12 bit is the power-up "
    "default. Look-alikes: the 12-bit answer in bits (rq80-f11), 0.25 C at 10 bit (rq75-f01).",
)
fact(
    "rq84-f07",
    "hard",
    "Immediately after a power-on reset, before any register is written, which auto-retransmit "
    "delay, which air data rate and which RF output power does an nRF24L01+ use?",
    ["nRF24L01+"],
    [
        it("nRF24L01+", "response_time", "us", value=250, cond="ARD reset value 0000"),
        it(
            "nRF24L01+",
            "baud_rate",
            "Mbps",
            value=2,
            cond="air data rate, RF_DR_LOW = 0, RF_DR_HIGH = 1 at reset",
        ),
        it("nRF24L01+", "tx_power", "dBm", value=0, cond="RF_PWR reset value 11"),
    ],
    [NRF_ARD, NRF_ARD0, NRF_DRH, NRF_2M, NRF_PWR, NRF_0DBM],
    "Register map reset values (p58, p59). Look-alikes: ARD 4000 us maximum (rq69-f02), the 500 us "
    "minimum at 250 kbps (rq61-f02), RF_PWR = 01 -12 dBm (rq61-f01), 0 dBm typ / +4 dBm max output power "
    "(rq35-f01), the 250 kbps .. 2 Mbps air-rate range (rq74-f09); ARC resets to 0011 (3 retransmits).",
    typ="structured",
    wording="formal",
)
fact(
    "rq84-f08",
    "medium",
    "If the INA219 is used without any register programming, which shunt-voltage full-scale range, "
    "which bus-voltage full-scale range and which ADC resolution does it use?",
    ["INA219"],
    [
        it(
            "INA219",
            "measurement_range",
            "mV",
            mn=-320,
            mx=320,
            q="voltage",
            cond="shunt, default PGA = /8",
        ),
        it("INA219", "measurement_range", "V", mx=32, q="voltage", cond="bus, default BRNG = 1"),
        it("INA219", "resolution", "bit", value=12, q="voltage", cond="default ADC setting"),
    ],
    [INA_DEF],
    "Section 8.5.3 (p13). The ranges themselves were asked as options (BRNG 16/32 V rq71-f13, PGA /2 "
    "and /4 rq41-f18, rq59-f03) and the 12-bit ADC resolution (rq53-f08); here the question is which "
    "ones are the defaults.",
    typ="structured",
    wording="formal",
)
fact(
    "rq84-f09",
    "hard",
    "gy-49 (max44009) as a fast light sensor: I set CONT = 1 and manual mode with TIM = 111 "
    "(6.25 ms integration). how often does it actually produce a new reading in that mode? (in the "
    "default mode it only measures every 800 ms, I know)",
    ["MAX44009"],
    [
        it(
            "MAX44009",
            "response_time",
            "ms",
            value=6.25,
            cond="continuous mode (CONT = 1), 6.25 ms integration",
        )
    ],
    [MAX_CONT],
    "Table 4 (p8). Look-alike: CONT = 0 gives one measurement every 800 ms regardless of integration time "
    "(rq65-f08); 6.25 ms was asked before as the shortest manual integration time (max44009-m3, "
    "rq75-f11), TIM = 110 is 12.5 ms (rq68-f11); here it is the reading interval in continuous mode.",
)
fact(
    "rq84-f10",
    "medium",
    "max44009 left in automatic mode, looking at a shaded patio at around 60,000 lux. how many lux "
    "is one count worth at that light level?",
    ["MAX44009"],
    [
        it(
            "MAX44009",
            "resolution",
            "lx",
            typ=368.64,
            q="illuminance",
            cond="automatic mode, 47,185.9..94,371.8 lux",
        )
    ],
    [MAX_AUTO60K],
    "Table 8 (p12). Neighbouring rows 184.32 (23,593..47,185.9 lux) and 737.28 (above 94,371.8 lux); "
    "earlier sets asked 1.44 (rq66-f14) and 5.76 (rq83-f06), and 0.045 as the finest step.",
)
fact(
    "rq84-f11",
    "medium",
    "Sur le PCF8563, quelle fréquence sort sur la broche CLKOUT avec les réglages par défaut après "
    "la mise sous tension, et quelle fréquence obtient-on si l'on écrit FD[1:0] = 11 dans le "
    "registre CLKOUT_control ?",
    ["PCF8563"],
    [
        it("PCF8563", "data_rate", "kHz", value=32.768, cond="CLKOUT default (FE = 1, FD = 00)"),
        it("PCF8563", "data_rate", "Hz", value=1, cond="CLKOUT, FD[1:0] = 11"),
    ],
    [PCF_FREQS, PCF_FD11],
    "Section 8.7 and Table 22 (p15). Look-alikes: FD = 01 1.024 kHz (rq66-f15), FD = 10 32 Hz (rq57-f14), "
    "timer source frequencies (TD). The 32.768 kHz default was an item of the compatibility question "
    "rq66-c07.",
    typ="structured",
    wording="formal",
    lang="fr",
)
fact(
    "rq84-f12",
    "medium",
    "ccs811 on my desk, I wrote DRIVE_MODE = 010 into MEAS_MODE. how often does it do an IAQ "
    "measurement in that mode?",
    ["CCS811"],
    [it("CCS811", "response_time", "s", value=10, cond="Mode 2 (DRIVE_MODE = 010), pulse heating")],
    [CCS_M2],
    "MEAS_MODE register (p16). Look-alikes: Mode 1 every second (rq65-i08), Mode 3 every 60 s (rq57-f06), "
    "Mode 4 raw data every 250 ms (rq65-f05), the 10 min idle before a lower rate (rq57-f07).",
)

# ================================================================ factual insufficient_evidence (10)
trap(
    "rq84-u01",
    "medium",
    "Which air data rate does the nRF24L01+ use when both RF_DR_LOW and RF_DR_HIGH are set to 1 in "
    "the RF_SETUP register?",
    ["nRF24L01+"],
    [NRF_RES],
    "RF_SETUP encoding (p58): 00 1 Mbps, 01 2 Mbps, 10 250 kbps, 11 reserved; no rate is given for 11.",
    wording="formal",
)
trap(
    "rq84-u02",
    "hard",
    "max44009 with CONT = 1 (continuous mode) on a coin cell. how much extra supply current does "
    "continuous mode cost compared with the default mode? I need a number for the battery budget",
    ["MAX44009"],
    [MAX_SLIGHT],
    "Table 4 (p8) only says the part 'consumes slightly higher power' in continuous mode; the supply "
    "current rows (0.65 uA typ) are for the default power-up setting.",
)
trap(
    "rq84-u03",
    "hard",
    "What switching frequency does the TPS63021 run at while it operates in power-save mode at "
    "light load?",
    ["TPS63020"],
    [TPS_PSF],
    "Section 7.4.4 (p12) says only 'reduced switching frequency' in power-save mode; the 2.2..2.4..2.6 MHz "
    "oscillator frequency and synchronization range of the electrical table apply to PWM operation.",
    wording="formal",
)
trap(
    "rq84-u04",
    "medium",
    "What current-register LSB (amperes per bit) does the INA219 use when the Calibration register "
    "has never been programmed?",
    ["INA219"],
    [INA_NOCAL],
    "Without programming the Current and Power registers are not available (p13) and read 0 (p18); the "
    "LSB only exists once a calibration value is written, so no LSB can be given. Look-alike: the 10 uV "
    "shunt-voltage LSB, and the 457.78 uA/bit of the worked example.",
    wording="formal",
)
trap(
    "rq84-u05",
    "medium",
    "tm1637 4 digit clock dimmed to the lowest brightness (pulse width 1/16), all segments lit at "
    "night. what total supply current does the tm1637 + display pull at that setting?",
    ["TM1637"],
    [TM_1_16],
    "Display control command (p5) lists the pulse-width steps; the sheet gives only the dynamic current "
    "with the display off and the per-pin SEG/GRID drive currents (tm1637-e5, tm1637-m2), no supply "
    "current per brightness step.",
)
trap(
    "rq84-u06",
    "medium",
    "hmc5883l in continuous mode at the default 15 Hz output rate, no averaging (MA = 00). what "
    "average current does it draw?",
    ["HMC5883L"],
    [HMC_MA_DEF],
    "The average-current row on p2 is for 7.5 Hz ODR (100 uA, hmc5883l-m1) and idle (2 uA); 15 Hz is "
    "the default rate but has no current figure.",
)
trap(
    "rq84-u07",
    "hard",
    "si7021 in a bathroom: to keep condensation off I run it with HTRE = 1 (heater on at the lowest "
    "setting). what temperature accuracy does the sheet guarantee while the heater is running?",
    ["Si7021"],
    [SI_HTRE],
    "The +-0.4 C temperature accuracy (Table 5) is specified without reference to the heater; the heater "
    "register gives only currents (p27). Self-heating with HTRE = 1 is not quantified (cf. rq73-u03).",
)
trap(
    "rq84-u08",
    "medium",
    "inmp441 with CHIPEN pulled low (power-down) between recordings, but my rail is 2.5 V. what is the "
    "max power-down current at 2.5 V?",
    ["INMP441"],
    [INMP_PD],
    "Power-down current is tabulated at VDD = 1.8 V (2 uA) and 3.3 V (4.5 uA) only; 2.5 V lies between "
    "the two rows and has no figure.",
)
trap(
    "rq84-u09",
    "medium",
    "Wie hoch ist die Versorgungsstromaufnahme des MAX7219, wenn die Intensität auf das Minimum "
    "(Tastverhältnis 1/32) gestellt ist und alle Segmente leuchten?",
    ["MAX7219"],
    [MAX7219_132],
    "Table 7 (p9) gives the duty cycles; the operating supply current row (p2) gives 8 mA with RSET open "
    "and 330 mA with all segments on at ISEG = -40 mA, without an intensity setting; shutdown current "
    "150 uA is another mode. No figure for the 1/32 setting.",
    wording="formal",
    lang="de",
)
trap(
    "rq84-u10",
    "hard",
    "mcp73831 (one of the 20 % preconditioning options) charging a flat cell in a garage at -15 C. "
    "what precondition current ratio is guaranteed at that temperature?",
    ["MCP73831"],
    [MCP738_P20, MCP738_TA],
    "Precondition current ratio rows (p4, 15/20/25 % for the 20 % option) carry the condition "
    "TA = -5 C to +55 C; -15 C is outside it.",
)

# ================================================================ compatibility: compatible (13)
compat(
    "rq84-c01",
    "hard",
    "beehive scale on 5 V: hx711 channel A (gain 128) reads the load cell, and the battery goes "
    "through a divider to channel B, about 50 mV at the input. after reading each load-cell sample "
    "my code gives 26 PD_SCK pulses so the next conversion is the battery on channel B. a dht11 "
    "logs the hive climate and a 74hc595 drives the status leds. will that give me channel B readings?",
    ["HX711", "DHT11", "74HC595"],
    "compatible",
    [it("HX711", "analog_input_range", "mV", mn=-80, mx=80, cond="channel B, gain 32, AVDD = 5 V")],
    [HX_T26, HX_TSEL, HX_B80],
    "Table 3 (p4): 26 pulses select channel B, gain 32 for the next conversion; 50 mV is inside the "
    "+-80 mV range at AVDD = 5 V. Bystanders: DHT11, 74HC595.",
)
compat(
    "rq84-c02",
    "medium",
    "ads1115 left at its power-up data rate, I start a single-shot conversion of a tmp36 and read "
    "the result 10 ms later. W25Q64 logs it. is the conversion always done by then?",
    ["ADS1115", "TMP36", "W25Q64FV"],
    "compatible",
    [
        it("ADS1115", "data_rate", "SPS", value=128, cond="default DR = 100"),
        it("ADS1115", "accuracy", "%", mn=-10, mx=10, cond="data rate variation"),
    ],
    [ADS_DR_DEF, ADS_DR_VAR],
    "128 SPS -10 % = 115.2 SPS -> 8.7 ms per conversion, under 10 ms. Look-alike rq65-c07 (860 SPS).",
)
compat(
    "rq84-c03",
    "medium",
    "Pump monitor: an INA219 is used without any register programming, high side in the 12 V "
    "supply of an L298N with a 0.1 Ohm shunt; the pump draws at most 2 A. The firmware reads only "
    "the shunt-voltage and bus-voltage registers; a DHT22 sits on the same board. Are the default "
    "ranges adequate?",
    ["INA219", "L298N", "DHT22"],
    "compatible",
    [
        it(
            "INA219",
            "measurement_range",
            "mV",
            mn=-320,
            mx=320,
            q="voltage",
            cond="default PGA = /8",
        ),
        it("INA219", "measurement_range", "V", mx=32, q="voltage", cond="default BRNG"),
    ],
    [INA_DEF],
    "2 A x 0.1 Ohm = 200 mV < 320 mV; 12 V < 32 V; the shunt and bus registers work without calibration.",
    wording="formal",
)
compat(
    "rq84-c04",
    "hard",
    "DS3231 on a CR2032 backup: I set INTCN = 0, RS2 = RS1 = 0 and BBSQW = 1 because a low-power "
    "logger (own battery, DHT11 and an MCP73831-charged LiPo) must keep getting its 1 Hz tick from "
    "INT/SQW even when the DS3231's VCC is gone. does the DS3231 keep the square wave going on VBAT "
    "like that?",
    ["DS3231", "DHT11", "MCP73831"],
    "compatible",
    [it("DS3231", "data_rate", "Hz", value=1, cond="RS2 = RS1 = 0")],
    [DS_BBSQW, DS_1HZ],
    "BBSQW = 1 with INTCN = 0 enables the square wave when VCC < VPF (p13). Battery life with it running "
    "is a different question (see rq84-e02).",
)
compat(
    "rq84-c05",
    "medium",
    "A solar logger reads an INA3221 (VS = 3.3 V from an XC6206) that monitors three rails on "
    "channels 1 to 3; an MQ-3 is also on the board. The firmware never writes the INA3221 "
    "Configuration register and reads the shunt- and bus-voltage registers of all three channels "
    "once per second. Are all three channels measured and updated in that state?",
    ["INA3221", "XC6206", "MQ-3"],
    "compatible",
    [it("INA3221", "response_time", "ms", typ=1.1, cond="default conversion time, shunt and bus")],
    [INA3_EN, INA3_MODE, INA3_CT],
    "Reset value 7127h: all channels enabled, continuous shunt and bus, 1.1 ms per conversion, so six "
    "conversions take about 6.6 ms, well inside one second.",
    wording="formal",
)
compat(
    "rq84-c06",
    "medium",
    "robot: hmc5883l in continuous mode, config register A left at its default. my heading filter "
    "runs at 10 Hz and wants a fresh mag sample every loop. a vl53l0x and an l298n are on the same "
    "robot. is the default output rate fast enough?",
    ["HMC5883L", "VL53L0X", "L298N"],
    "compatible",
    [it("HMC5883L", "data_rate", "Hz", value=15, cond="continuous mode, default DO")],
    [HMC_DO_DEF],
    "15 Hz default > 10 Hz loop. Look-alike rq65-c10 (50 Hz loop).",
)
compat(
    "rq84-c07",
    "hard",
    "Bike alarm: an MPU-6050 with gyro and DMP disabled runs its accelerometer in low power mode "
    "at a 20 Hz wake-up rate. The motion sensor's share of the sleep budget is 100 uA; an HC-SR04 "
    "(switched off while parked) and an XC6206 are also on the board. Does the MPU-6050 stay within "
    "its share?",
    ["MPU-6050", "HC-SR04", "XC6206"],
    "compatible",
    [it("MPU-6050", "supply_current", "uA", typ=70, cond="accel low power mode, 20 Hz")],
    [MPU_LP20, MPU_FEAT],
    "70 uA in the table (p14), 60 uA in the features list (p10); both under 100 uA (typical values).",
    wording="formal",
)
compat(
    "rq84-c08",
    "hard",
    "A TPS63021 with PS/SYNC tied to VIN (forced PWM, power save disabled) supplies an MPU-6050 "
    "(VDD and VLOGIC) and an Si7021. Is the converter output inside the MPU-6050 supply range at all "
    "loads?",
    ["TPS63020", "MPU-6050", "Si7021"],
    "compatible",
    [
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021, PS/SYNC = VIN",
        ),
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46),
    ],
    [TPS_V21, TPS_PWM, TPS_PSOFF, MPU_VDD],
    "With power save disabled there is no 2.5..3.5 % positioning above VOUT (contrast rq81-i01, PS/SYNC "
    "to GND); 3.333 V < 3.46 V.",
    wording="formal",
)
compat(
    "rq84-c09",
    "hard",
    "drv8833 on a 9 V pack (VM = 9 V), i pulled nSLEEP up to VM through 47k so it's always awake. "
    "an hc-sr04 and a w25q64 run logger on the same board. is that ok for the nSLEEP pin?",
    ["DRV8833", "HC-SR04", "W25Q64FV"],
    "compatible",
    [it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8)],
    [DRV_PU, DRV_CLAMP, DRV_VM],
    "Recommended pull-up 20..75 kOhm when nSLEEP goes to VM; (9 - 6.5) V / 47 kOhm = 53 uA < 250 uA.",
)
compat(
    "rq84-c10",
    "medium",
    "tp4056 with RPROG = 1.1k, charging an 18650 that sits at 3.6 V when I plug in. I want it to "
    "skip the trickle phase and start straight in the full programmed-current (constant-current) "
    "phase. an mq-2 and a pc817 are on the same board. ok?",
    ["TP4056", "MQ-2", "PC817"],
    "compatible",
    [
        it(
            "TP4056",
            "output_current",
            "mA",
            mn=850,
            typ=1000,
            mx=1150,
            cond="current mode, RPROG = 1.1k",
        )
    ],
    [TP_CC, TP_VTRK],
    "3.6 V is above the 2.8..3.0 V trickle threshold, so the charger starts in constant-current mode "
    "(850..1150 mA at RPROG = 1.1k, before any thermal regulation). Contrast rq84-i09 (flat cell).",
)
compat(
    "rq84-c11",
    "medium",
    "Kiln controller in Germany (50 Hz mains): a MAX31865 is configured with the 50 Hz filter "
    "(D0 = 1) with VBIAS left on, triggers a 1-shot conversion and the host reads the RTD registers "
    "70 ms later. An SRD "
    "relay and an MCP2515 are on the same board. Is the conversion complete when it is read?",
    ["MAX31865", "SRD-05VDC-SL-C", "MCP2515"],
    "compatible",
    [it("MAX31865", "response_time", "ms", typ=62.5, mx=66, cond="single conversion, 50 Hz notch")],
    [M65_50, M65_T50],
    "66 ms max < 70 ms. Look-alike rq66-i04 (read after 60 ms, incompatible).",
    wording="formal",
)
compat(
    "rq84-c12",
    "medium",
    "lipo gadget: mcp73831 charges, vl53l0x and a 74hc595 run off the cell. while the laser ranges I "
    "want charging paused, so the mcu switches its pin on PROG to high-impedance (floating) and back "
    "to the 2k to resume. does floating PROG disable the charger?",
    ["MCP73831", "VL53L0X", "74HC595"],
    "compatible",
    [],
    [MCP738_DIS, MCP738_FLOAT],
    "PROG floating (or a logic high) disables the MCP73831 (p11, section 5.2.2). No items.",
)
compat(
    "rq84-c13",
    "medium",
    "stereo recorder: two inmp441 on one esp32 i2s bus, SD lines tied together, one mic with L/R "
    "to GND and the other with L/R to VDD. a tmp36 logs the case temperature. will I get left and "
    "right channels separately?",
    ["INMP441", "ESP32-WROOM-32", "TMP36"],
    "compatible",
    [],
    [INMP_LR, INMP_LR2],
    "L/R low -> left channel, high -> right channel; the stereo figure ties the SD pins together.",
)

# ================================================================ compatibility: incompatible (13)
compat(
    "rq84-i01",
    "hard",
    "desk clock on usb: ds3231 module + tm1637 display, an ina3221 shows the usb current. I don't write any "
    "ds3231 register at boot, I just expect the 1 Hz square wave on INT/SQW to blink the colon. ok?",
    ["DS3231", "TM1637", "INA3221"],
    "incompatible",
    [it("DS3231", "data_rate", "kHz", value=8.192, cond="RS bits at power-up")],
    [DS_INTCN1, DS_RS_POR],
    "INTCN = 1 at power-up, so INT/SQW is the alarm interrupt, not a square wave; even with INTCN "
    "cleared the power-up RS setting is 8.192 kHz, not 1 Hz.",
)
compat(
    "rq84-i02",
    "hard",
    "fan controller: a brand-new mcp4725 on 5 V drives the gate of an irlz44n (through a small "
    "resistor) that switches a 12 V fan; a dht22 decides the speed. the fan must stay OFF from "
    "power-up until my mcu has booted and written the dac. I never programmed the mcp4725 eeprom. ok?",
    ["MCP4725", "IRLZ44N", "DHT22"],
    "incompatible",
    [it("IRLZ44N", "gate_threshold_voltage", "V", mn=1.0, mx=2.0)],
    [MCP4725_DEF, MCP4725_MID, IRLZ_VTH],
    "Factory EEPROM default D11 = 1: the DAC comes up at 0.5 x VDD = 2.5 V, above the 1..2 V gate "
    "threshold, so the fan runs before the MCU writes the DAC.",
)
compat(
    "rq84-i03",
    "medium",
    "8 digit max7219 display showing a ds18b20 temperature, a pc817 for the door input. my code only writes the 8 "
    "digit registers (raw segment patterns) and then shutdown = 1 to turn it on, nothing else. will "
    "all 8 digits light up?",
    ["MAX7219", "DS18B20", "PC817"],
    "incompatible",
    [],
    [MAX7219_PU, MAX7219_PU2, MAX7219_PU3],
    "Initial power-up: scan limit one digit, no decode, minimum intensity (p7); only digit 0 shows "
    "until the scan-limit register is written.",
)
compat(
    "rq84-i04",
    "hard",
    "A CAN node resets its MCP2515 at start-up, loads TXB0 and sets TXREQ without ever writing "
    "REQOP in CANCTRL. A DS18B20 supplies the data and an XC6206 powers the node. Will the frame be "
    "sent on the bus?",
    ["MCP2515", "DS18B20", "XC6206"],
    "incompatible",
    [],
    [MCP2515_POR, MCP2515_CFG, MCP2515_TX],
    "REQOP = 100 (Configuration mode) at power-up and after reset; Normal mode is the only mode in "
    "which the MCP2515 transmits.",
    wording="formal",
)
compat(
    "rq84-i05",
    "hard",
    "hx711 library I found gives 26 PD_SCK pulses per reading and the comment says 'channel A, "
    "gain 64'. my load cell is on channel A. logging to a w25q64, ds18b20 for temperature "
    "compensation. will I get channel A at gain 64?",
    ["HX711", "W25Q64FV", "DS18B20"],
    "incompatible",
    [],
    [HX_T26, HX_T27, HX_TSEL],
    "Table 3: 26 pulses = channel B gain 32; channel A gain 64 needs 27 pulses.",
)
compat(
    "rq84-i06",
    "hard",
    "two nrf24l01+ links in one greenhouse, both left at the default air data rate; my link uses "
    "RF_CH = 2, the neighbour's RF_CH = 3. my nodes carry dht22s, the neighbour's carry mq-3 "
    "sensors. will the two links stay on non-overlapping channels?",
    ["nRF24L01+", "DHT22", "MQ-3"],
    "incompatible",
    [it("nRF24L01+", "baud_rate", "Mbps", value=2, cond="default air data rate")],
    [NRF_DRH, NRF_2M, NRF_SPACE],
    "Default 2 Mbps needs >= 2 MHz channel spacing; channels 2 and 3 are 1 MHz apart. DHT22 and MQ-3 "
    "are bystanders.",
)
compat(
    "rq84-i07",
    "medium",
    "ads1115 reading an acs712 (and an lm35 on another input later). my code does nothing after "
    "power-up except read the conversion register (pointer 00) every 100 ms. will I get readings?",
    ["ADS1115", "ACS712", "LM35"],
    "incompatible",
    [],
    [ADS_MODE_DEF, ADS_CONV0, ADS_CONV0B],
    "Default MODE = 1 (power-down single-shot): no conversion starts until OS is written, and the "
    "conversion register stays 0 after power-up.",
)
compat(
    "rq84-i08",
    "medium",
    "An INA219 is used without register programming to measure the current of a 12 V LED strip "
    "switched by an IRLZ44N; the firmware reads the Current register (04h) and scales it; an "
    "MCP3008 reads other sensors. Will the Current register report the load current?",
    ["INA219", "IRLZ44N", "MCP3008"],
    "incompatible",
    [],
    [INA_NOCAL, INA_CUR0],
    "Current and Power registers read 0 until the Calibration register is programmed (p13, p18).",
    wording="formal",
)
compat(
    "rq84-i09",
    "hard",
    "tp4056 (RPROG = 1.1k) for an 18650 that got run down to 2.5 V. I need it to take at least "
    "500 mA from the moment I plug in, a vl53l0x and a max7219 display wait on the same cell. will it?",
    ["TP4056", "VL53L0X", "MAX7219"],
    "incompatible",
    [
        it(
            "TP4056",
            "output_current",
            "mA",
            mn=120,
            typ=130,
            mx=140,
            cond="trickle, VBAT < VTRIKL, RPROG = 1.1k",
        )
    ],
    [TP_TRK, TP_VTRK],
    "2.5 V < VTRIKL (2.8..3.0 V): trickle charge at 120..140 mA until the cell rises above the threshold.",
)
compat(
    "rq84-i10",
    "medium",
    "A lamp controller sends the BH1750 One Time H-Resolution Mode command once at start-up and "
    "then reads the data register every second, expecting a fresh lux value each time; an SRD relay "
    "switches the lamp and a PCF8563 keeps time. Does the BH1750 keep measuring in this scheme?",
    ["BH1750", "SRD-05VDC-SL-C", "PCF8563"],
    "incompatible",
    [],
    [BH_ONE, BH_PD],
    "One-time mode powers down after the measurement; each new value needs a new command (or a "
    "continuous mode).",
    wording="formal",
)
compat(
    "rq84-i11",
    "medium",
    "gy-49 (max44009) left in its power-up default configuration detects a car's headlights for a "
    "gate; I need a new lux value at least every 100 ms. ESP32 and an SRD relay on the board. ok?",
    ["MAX44009", "ESP32-WROOM-32", "SRD-05VDC-SL-C"],
    "incompatible",
    [it("MAX44009", "response_time", "ms", value=800, cond="default mode, CONT = 0")],
    [MAX_DEF800],
    "Default CONT = 0: one measurement every 800 ms regardless of integration time.",
)
compat(
    "rq84-i12",
    "medium",
    "tm1637 clock outdoors, I want the segments driven at full 16/16 duty for sunlight, so I send "
    "display control with the brightest setting. lm35 and a pc817 on the board. can the tm1637 do a "
    "100 % pulse width?",
    ["TM1637", "LM35", "PC817"],
    "incompatible",
    [],
    [TM_14_16],
    "Display control (p5): the brightest setting is pulse width 14/16.",
)
compat(
    "rq84-i13",
    "hard",
    "ESP32 data logger with a W25Q64FVSSIG (ordering option IG) flash and a MAX31855: straight after "
    "power-up the firmware reads the flash with Fast Read Quad I/O (EBh) and never writes the status "
    "register. Will the quad read work?",
    ["W25Q64FV", "ESP32-WROOM-32", "MAX31855"],
    "incompatible",
    [],
    [W25_QE, W25_QE2, W25_QIO],
    "QE = 0 is the factory default for IG/IF parts; QE must be set for Fast Read Quad I/O.",
    wording="formal",
)

# ================================================================ compatibility: insufficient_evidence (12)
compat(
    "rq84-e01",
    "hard",
    "2xAA -> tps63021 (3.3 V) with PS/SYNC to GND so it goes into power save at light load. the "
    "3.3 V is also the reference of an mcp3008 reading an lm35, and I can live with at most 20 mV "
    "peak-to-peak ripple in power save. does the sheet guarantee that?",
    ["TPS63020", "MCP3008", "LM35"],
    "insufficient_evidence",
    [],
    [TPS_LOW, TPS_HIGH, TPS_PSF],
    "Power-save thresholds are given as 2.5 % / 3.5 % above VOUT (typical) and the ripple depends on "
    "load and output capacitance; no mV ripple figure.",
)
compat(
    "rq84-e02",
    "hard",
    "ds3231 with BBSQW = 1 putting out 1 Hz on INT/SQW while it runs from its CR2032 (VCC off), "
    "next to a max31855 and an acs712 on the main board. I need the coin cell to last 3 years, so "
    "the DS3231 may draw at most 5 uA from VBAT in that state. does it?",
    ["DS3231", "MAX31855", "ACS712"],
    "insufficient_evidence",
    [],
    [DS_IBATT, DS_BBSQW],
    "IBATT (0.84 / 3.0 uA) is specified with BBSQW = 0; no battery current for a running square wave.",
)
compat(
    "rq84-e03",
    "hard",
    "A CCS811 runs in Mode 2 from a 3.3 V XC6206 rail that a TMP36 also uses; the sensor's "
    "average power budget is 10 mW at 3.3 V. Does the CCS811 stay within it in Mode 2?",
    ["CCS811", "XC6206", "TMP36"],
    "insufficient_evidence",
    [],
    [CCS_P2, CCS_T3],
    "Mode powers (7 mW in Mode 2) are given at VDD = 1.8 V only; nothing at 3.3 V.",
    wording="formal",
)
compat(
    "rq84-e04",
    "hard",
    "door sensor: mpu6050 accel in low power mode waking at 10 Hz, a tp4056 charges the cell, a "
    "74hc595 drives leds. the mpu may take at most 30 uA. ok at 10 Hz?",
    ["MPU-6050", "TP4056", "74HC595"],
    "insufficient_evidence",
    [],
    [MPU_LP5, MPU_LP20],
    "Low-power currents are given for 1.25, 5, 20 and 40 Hz only (20 uA at 5 Hz, 70 uA / 60 uA at "
    "20 Hz); 10 Hz lies between rows and the limit is between them.",
)
compat(
    "rq84-e05",
    "hard",
    "test jig: mcp4725 in power-down with PD1:PD0 = 01, I want to use its internal 1k pull-down as a "
    "calibrated 1.00 kOhm +-1 % load for an ads1115 measurement (an srd relay switches the jig). is the 1k "
    "accurate enough?",
    ["MCP4725", "ADS1115", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [MCP4725_PD1K],
    "Table 5-2 gives the nominal 1 kOhm / 100 kOhm / 500 kOhm only, no tolerance.",
)
compat(
    "rq84-e06",
    "hard",
    "greenhouse node: si7021 switched to RES = 01 (8-bit RH) for the fastest conversions, on an "
    "ams1117-3.3; an mq-3 sits on the 5 V side of the board. the climate controller needs +-3 %RH "
    "between 20 and 80 %RH. is that accuracy guaranteed at 8-bit resolution?",
    ["Si7021", "AMS1117", "MQ-3"],
    "insufficient_evidence",
    [],
    [SI_COND, SI_ACC, SI_N8],
    "Table 4 gives +-3 %RH max for 0..80 %RH under 'default conversion time' (12-bit RH); for the 8-bit "
    "setting only the 0.2 %RH rms repeatability is listed, no accuracy.",
)
compat(
    "rq84-e07",
    "hard",
    "A PCF8563 on a coin cell outputs 1 Hz on CLKOUT (FD = 11) to clock a sleeping MCU; I2C is idle, "
    "VDD = 3.0 V, 25 C. A DHT11 and a BH1750 are on the board but unpowered. The PCF8563 budget is "
    "600 nA. Is it met?",
    ["PCF8563", "DHT11", "BH1750"],
    "insufficient_evidence",
    [],
    [PCF_I32K, PCF_FD11],
    "Supply current is given with CLKOUT disabled (250 / 500 nA at 3.0 V) and enabled at 32 kHz "
    "(550 / 1000 nA); no figure for CLKOUT at 1 Hz (cf. rq57-u08).",
    wording="formal",
)
compat(
    "rq84-e08",
    "medium",
    "A gimbal runs an HMC5883L in continuous-measurement mode at 75 Hz (DO = 110); an INMP441 and an "
    "MCP73831 share the battery. The magnetometer may average at most 500 uA. Does it stay within "
    "that at 75 Hz?",
    ["HMC5883L", "INMP441", "MCP73831"],
    "insufficient_evidence",
    [],
    [HMC_DO_110, HMC_I75],
    "Average current is specified at 7.5 Hz (100 uA) only; scaling to 75 Hz is not given.",
    wording="formal",
)
compat(
    "rq84-e09",
    "hard",
    "bh1750 one time H-resolution mode2 (0010_0001), my mcu reads the result 150 ms after the "
    "command; an l298n drives the blinds and an mcp3008 reads the end-stop pots. is the measurement "
    "guaranteed finished by then?",
    ["BH1750", "L298N", "MCP3008"],
    "insufficient_evidence",
    [],
    [BH_ONE2, BH_THR],
    "Mode2 has only 'typically 120 ms'; the 180 ms max is given for H-resolution mode (tHR), not for "
    "mode2. (For H-resolution mode the verdict would be incompatible, 150 < 180.)",
)
compat(
    "rq84-e10",
    "medium",
    "esp32-wroom-32 in light-sleep between readings of an mq-2 heater cycle, a pc817 isolates the "
    "alarm output. the module may take at most 1 mA in light sleep. does the wroom-32 sheet show it "
    "stays under that?",
    ["ESP32-WROOM-32", "MQ-2", "PC817"],
    "insufficient_evidence",
    [],
    [ESP_PM],
    "The module sheet refers to the ESP32 chip datasheet for power-mode currents; only 'less than "
    "5 uA' chip sleep current in the overview (rq43-f21), not light sleep.",
)
compat(
    "rq84-e11",
    "hard",
    "mq-2 heater PWM'd at 50 % duty to halve the heater power (battery gas alarm), an irlz44n does "
    "the switching and an lm35 reads the box temp. will the mq-2 still give valid readings in that "
    "heating mode?",
    ["MQ-2", "IRLZ44N", "LM35"],
    "insufficient_evidence",
    [],
    [MQ2_VH],
    "The MQ-2 sheet specifies only VH = 5.0 V +-0.1 V AC or DC; no reduced or pulsed heating mode.",
)
compat(
    "rq84-e12",
    "hard",
    "robot with a vl53l0x on the 'high speed' api profile (20 ms budget), driving outdoors on an "
    "overcast day; it must see a grey (17 %) obstacle at 50 cm every time. a drv8833 drives the "
    "wheels, an ina3221 watches the battery. guaranteed?",
    ["VL53L0X", "DRV8833", "INA3221"],
    "insufficient_evidence",
    [],
    [VL_T11, VL_HS],
    "Max ranging (Table 11) is given for a 33 ms budget only (grey outdoor min 40 cm); the high-speed "
    "profile has typical indoor performance only (Table 13).",
)


def main():
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")


if __name__ == "__main__":
    main()
