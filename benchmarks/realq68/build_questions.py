"""realq68: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: the user gives a number (a current, voltage, clock, temperature, time) and compares it with a datasheet
limit, often in another unit or prefix (mA vs A, kHz vs MHz, mV vs V, us vs ms, degrees F), in builds where the
margin is thin or the figure exists only as a typical value.

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


# ---------- evidence used by the compatibility questions
TPS21_VOUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
TPS_IOUT = ev("tps63020.pdf", 1, "Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A")
NRF_VDD = ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")
SI_VDD = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")
MCP2515_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
MCP2515_CLK = ev("mcp2515.pdf", 77, "FCLK Clock Frequency — 10 MHz")
MCP2515_TI = ev("mcp2515.pdf", 74, "Industrial (I): TAMB = -40°C to +85°C")
MAX31865_VDD = ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")
MAX31865_CLK = ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz")
MAX31855_CLK = ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz")
MAX31855_K = ev("max31855.pdf", 3, "TTHERMOCOUPLE = +700NC to +1350NC, -4 +4 NC")
W25_VCC = ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply")
W25_FR = ev(
    "w25q64.pdf",
    76,
    "Clock frequency for SPI Read data instructions(03h) fR fC2 D.C. 50 MHz 3.0-3.6V",
)
W25_RET = ev("w25q64.pdf", 5, "More than 20-year data retention")
INA219_PGA4 = ev("ina219.pdf", 5, "PGA = /4 0 ±160 0 ±160 mV")
INA219_PGA1 = ev("ina219.pdf", 5, "PGA = /1 0 ±40 0 ±40 mV")
DRV_IOUT = ev("drv8833.pdf", 5, "continuous RMS or DC output current per bridge (2) 1.5 A")
DRV_PEAK = ev("drv8833.pdf", 1, "1.5-A RMS, 2-A Peak per H-Bridge in PWP")
DRV_VM = ev("drv8833.pdf", 5, "Motor power supply voltage range (1) 2.7 10.8 V")
LM2596_IOUT = ev("lm2596.pdf", 1, "Guaranteed 3.0 A Output Load Current")
DS18_12 = ev("ds18b20.pdf", 3, "12-bit resolution 750")
DS18_9 = ev("ds18b20.pdf", 3, "9-bit resolution 93.75")
DS18_VDD = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
TM1637_VDD = ev(
    "tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"
)
DS3231_VCC = ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")
DS3231_SN = ev(
    "ds3231.pdf",
    2,
    "DS3231SN....................................................... -40°C to +85°C",
)
TMP36_SPEC = ev("tmp36.pdf", 1, "Specified –40ⴗC to +125ⴗC, Operation to +150ⴗC")
TMP36_VOUT = ev("tmp36.pdf", 2, "Output Voltage Range 100 2000 mV")
ADS_FS2 = ev("ads1115.pdf", 3, "Full-Scale (FS) = ±2.048V")
ADS_VDD = ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V")
SRD_240 = ev("srd-05vdc-sl-c.pdf", 2, "7A 240VAC")
SRD_IND = ev("srd-05vdc-sl-c.pdf", 2, "(cosΦ=0.4 L/R=7msec) 3A 28VDC 5A 28VDC")
AMS50 = ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V")
HCSR04_V = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
HCSR04_I = ev("hc-sr04.pdf", 1, "Working Current 15mA")
DHT11_VDD = ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V")
DHT22_VDD = ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V")
INMP_WS = ev("inmp441.pdf", 5, "fWS WS frequency 7.8 50 kHz")
INMP_SCK = ev("inmp441.pdf", 5, "fSCK SCK frequency 0.5 3.2 MHz")
INMP_VDD = ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V")
XC_33 = ev("xc6206.pdf", 19, "3 3 3.3 XC6206P33***")
XC_ACC = ev("xc6206.pdf", 2, "+ 2% (VOUT≧1.5V), +30mV (VOUT<1.5V)")
XC_TOPR = ev("xc6206.pdf", 3, "Operating Ambient Temperature Topr - 40 ~ + 85")
XC_DROP = ev("xc6206.pdf", 4, "VOUT(T)>1.8V, IOUT=100mA")
VL53_AVDD = ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V")
MAX44_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
MPU_VDD = ev("mpu-6050.pdf", 14, "VDD POWER SUPPLY Operating Voltages 2.375 3.46 V")
ACS_20 = ev("acs712.pdf", 5, "Optimized Accuracy Range IP –20 – 20 A")
L298_DC = ev("l298n.pdf", 2, "–DC Operation 2 A")
BH_TLR = ev("bh1750.pdf", 2, "L-Resolution Mode tLR － 16 24 ms")
HMC_VDD = ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts")
HMC_TOP = ev("hmc5883l.pdf", 2, "Operating Temperature Ambient -30 85 °C")
HMC_IDD = ev("hmc5883l.pdf", 2, "Measurement Mode (7.5 Hz ODR;")
HMC_MA = ev("hmc5883l.pdf", 2, "No measurement average, MA1:MA0 = 00)")
INA3221_VS = ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V")
INA3221_TOP = ev("ina3221.pdf", 4, "Operating temperature, TA –40 125 °C")
CCS_VDD = ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V")
MCP3008_CLK = ev("mcp3008.pdf", 4, "Clock Frequency fCLK — — 3.6 MHz VDD = 5V (Note 3)")
ACS_TOP = ev("acs712.pdf", 2, "Nominal Operating Ambient Temperature TA Range E –40 to 85 ºC")
HX_T3 = ev("hx711.pdf", 5, "T3 PD_SCK high time 0.2 1 50 µs")
HX_PD = ev("hx711.pdf", 5, "stays at high for longer than 60µs, HX711")
LM35_BASIC = ev("lm35.pdf", 1, "(+2°C to +150°C)")
IRLZ_RDS4 = ev("irlz44n.pdf", 2, "0.035 VGS = 4.0V, I D = 21A")
IRLZ_QG = ev("irlz44n.pdf", 2, "Qg Total Gate Charge ––– ––– 48 ID = 25A")
ESP_VOH = ev("esp32-wroom-32.pdf", 15, "VOH High-level output voltage 0.8×VDD1")
SRD_COIL = ev("srd-05vdc-sl-c.pdf", 2, "05 05 71.4 70")
MCP4725_TS = ev("mcp4725.pdf", 3, "Output Voltage Settling TS — 6 — µs Note 3")
MQ3_TEMP = ev("mq-3.pdf", 1, "Tao Using Tem -10℃-50℃")
MAX7219_CNG = ev("max7219.pdf", 1, "MAX7219CNG 0°C to +70°C 24 Narrow Plastic DIP")
TP4056_CHART = ev("tp4056.pdf", 9, "1.2 900")
TP4056_22K = ev("tp4056.pdf", 5, "RPROG=2.2K, Current Mode ● 425 500 575 mA")
TP4056_11K = ev("tp4056.pdf", 5, "RPROG=1.1K, Current Mode ● 850 1000 1150 mA")

# ---------- answerable factual (rq68-fNN)
add(
    "rq68-f01",
    "medium",
    "simple",
    "nrf24l01+ on a tiny ldo, I set RF_PWR to -6 dBm (RF_SETUP bits 10) to save power. I budgeted 0.008 A for the "
    "radio while it transmits. what DC current does the sheet give for the chip at that PA setting?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "supply_current",
            "mA",
            typ=9.0,
            cond="TX, RF_PWR = 10 (-6 dBm), VDD = 3.0 V, 27 C, Table 17",
        )
    ],
    [ev("nrf24l01p.pdf", 26, "10 -6dBm 9.0mA")],
    "9.0 mA (Table 17, PA control), so 8 mA is short. Look-alikes: 11.3 mA at 0 dBm, 7.5 mA at -12 dBm, 7.0 mA at "
    "-18 dBm, 0.12 mA average ShockBurst at -6 dBm, 8.0 mA TX settling. The same 9.0 mA is the IVDD_TX6 row on p14 "
    "(asked before from that row).",
)
add(
    "rq68-f02",
    "hard",
    "simple",
    "gy-30 (bh1750) in continuous H-resolution mode. my sketch sends power on + the mode command and reads the first "
    "value 0.15 s later. how long can that first H-res measurement take at most?",
    ["BH1750"],
    None,
    [
        it(
            "BH1750",
            "response_time",
            "ms",
            mx=180,
            cond="first H-resolution mode measurement after the measurement command",
        )
    ],
    [ev("bh1750.pdf", 7, "Wait to complete 1st H-resolution mode measurement.( max. 180ms. )")],
    "Max 180 ms, so 150 ms can be too early. Look-alikes: typ 120 ms (p5), L-resolution max 24 ms / typ 16 ms, "
    "25 ms off-time before re-powering. Same number as the tHR row of p2 (rq18-f10); here from the measurement "
    "sequence example on p7.",
)
add(
    "rq68-f03",
    "medium",
    "simple",
    "gy-271 compass on a quadcopter, the flight loop would like fresh heading data at 0.2 kHz. what's the maximum "
    "output rate the hmc5883l sheet advertises?",
    ["HMC5883L"],
    None,
    [
        it(
            "HMC5883L",
            "data_rate",
            "Hz",
            mx=160,
            cond="maximum output rate (single-measurement mode)",
        )
    ],
    [ev("hmc5883l.pdf", 1, "Fast 160 Hz Maximum Output Rate")],
    "160 Hz, below the 200 Hz asked. Look-alikes: 75 Hz highest continuous-mode DO setting, 15 Hz default, 6 ms "
    "measurement period. Same number as the p2 single-measurement row (hmc5883l-m2); here from the feature list.",
)
add(
    "rq68-f04",
    "medium",
    "simple",
    "The I2C bus master in a design runs Fast-mode Plus at 1 MHz. What maximum bus speed does the PCF8563 real-time "
    "clock data sheet state in its general description?",
    ["PCF8563"],
    None,
    [it("PCF8563", "i2c_clock_frequency", "kHz", mx=400, cond="maximum I2C-bus speed, 400 kbit/s")],
    [ev("pcf8563.pdf", 1, "Maximum bus speed is 400 kbit/s.")],
    "400 kbit/s, i.e. a 400 kHz SCL (filed in kHz). Look-alikes: 1.8..5.5 V interface range, 32.768 kHz crystal and "
    "CLKOUT, 1 s interface watchdog. The 400 kHz feature line on the same page was asked before (pcf8563-e2); this "
    "is the general-description sentence in kbit/s.",
    wording="formal",
)
add(
    "rq68-f05",
    "hard",
    "simple",
    "can-bus logger under the hood of my car, the mcp2515 is the E-grade part (MCP2515-E/SO). worst case near the "
    "engine I measured about 250 °F. what ambient range is the E version specified for?",
    ["MCP2515"],
    None,
    [
        it(
            "MCP2515",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="Extended (E) temperature grade",
        )
    ],
    [ev("mcp2515.pdf", 75, "Extended (E): TAMB = -40°C to +125°C")],
    "-40..+125 C; 250 F is about 121 C, inside by 4 C. Look-alikes: Industrial (I) -40..+85 C, storage -65..+150 C. "
    "Quoted from the p75 CLKOUT/AC table header (p1 / p74 asked before).",
)
add(
    "rq68-f06",
    "hard",
    "simple",
    "ds3231sn rtc in an attic datalogger, the attic peaks around 185 °F in summer. what operating temperature range "
    "does maxim give for the SN part?",
    ["DS3231"],
    None,
    [it("DS3231", "operating_temperature", "°C", mn=-40, mx=85, cond="DS3231SN (industrial)")],
    [ev("ds3231.pdf", 18, "DS3231SN# -40°C to +85°C 16 SO")],
    "-40..+85 C; 185 F is exactly 85 C, the edge. Look-alikes: DS3231S 0..+70 C, storage -40..+85 C, frequency "
    "stability +-3.5 ppm above +40 C. Quoted from the ordering information on p18 (the p2 rating was asked before).",
)
add(
    "rq68-f07",
    "medium",
    "simple",
    "si7021 in a bathroom fan box, I want to run the heater at its strongest setting (HEATER[3:0] = 1111) to dry it "
    "out. the 3.3 V ldo has 0.1 A spare. how much does the heater take at that setting?",
    ["Si7021"],
    None,
    [it("Si7021", "supply_current", "mA", typ=94.20, cond="heater current, HEATER[3:0] = 1111")],
    [ev("si7021.pdf", 27, "1 1 1 1 94.20 mA")],
    "94.20 mA (fits 100 mA with little room). Look-alikes: 3.09 mA at 0000, 9.18 / 15.24 / 27.39 / 51.69 mA at "
    "0001 / 0010 / 0100 / 1000 (asked before), 3.1 to 94.2 mA in the p4 table (rq28-f18).",
)
add(
    "rq68-f08",
    "hard",
    "simple",
    "mpu-6000 (the spi one) and I'd like to write the config registers at 8000 kHz like my other spi parts. what max "
    "SCLK does the spi interface section allow?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "spi_clock_frequency",
            "MHz",
            mx=1,
            cond="MPU-6000 SPI, all register accesses",
        )
    ],
    [ev("mpu-6050.pdf", 37, "The maximum frequency of SCLK is 1MHz")],
    "1 MHz (SPI operational feature 4 in section 9.5). Look-alike: 20 MHz only for reading sensor and interrupt "
    "registers (rq54-f04); the p19 fSCLK 1 MHz row was asked before (rq53-f05).",
)
add(
    "rq68-f09",
    "medium",
    "simple",
    "A battery monitor allots 800 µA to an INA219. What maximum supply current does the INA219 data sheet state in its "
    "description?",
    ["INA219"],
    None,
    [it("INA219", "supply_current", "mA", mx=1, cond="maximum supply current, 3..5.5 V supply")],
    [ev("ina219.pdf", 1, "5.5-V supply, drawing a maximum of 1 mA of supply")],
    "Max 1 mA, above the 800 uA budget. Look-alikes: IQ 0.7 / 1 mA active and 6 / 15 uA power-down in the table, "
    "20 uA IN+ bias current (rq63-f01).",
    wording="formal",
)
add(
    "rq68-f10",
    "medium",
    "simple",
    "tps63021 buck-boost for a sensor that sleeps most of the time. the battery budget wants the converter under "
    "0.02 mA. what operating quiescent current does the front page of the tps6302x sheet give?",
    ["TPS63020"],
    None,
    [
        it(
            "TPS63020",
            "quiescent_current",
            "uA",
            typ=25,
            cond="operating quiescent current, feature list",
        )
    ],
    [ev("tps63020.pdf", 1, "Operating quiescent current: 25 µA")],
    "25 uA (feature list, no limit there); the table adds max 50 uA into VIN/VINA (asked before, tps63020-e3). Look-"
    "alikes: 5 / 10 uA into VOUT, 0.1 uA shutdown.",
)
add(
    "rq68-f11",
    "hard",
    "simple",
    "gy-49 (max44009) in manual mode for a fast light sensor. I want roughly one reading every 0.01 s. what "
    "integration time does TIM[2:0] = 110 give?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "response_time",
            "ms",
            value=12.5,
            cond="integration time, TIM[2:0] = 110, manual mode only",
        )
    ],
    [ev("max44009.pdf", 9, "110 12.5 Manual mode only.")],
    "12.5 ms (Table 7). Look-alikes: 111 = 6.25 ms (the manual-mode minimum, max44009-m3), 101 = 25 ms, 100 = 50 ms, "
    "011 = 100 ms, 000 = 800 ms; automatic mode 100..800 ms.",
)
add(
    "rq68-f12",
    "medium",
    "simple",
    "ina3221 on a bus that the master wants to run in hs-mode at 3400 kHz. whats the highest hs clock the ina3221 "
    "allows?",
    ["INA3221"],
    None,
    [it("INA3221", "i2c_clock_frequency", "MHz", mx=2.44, cond="high-speed mode")],
    [ev("ina3221.pdf", 22, "transmission speeds up to 2.44MHz are allowed.")],
    "2.44 MHz in Hs mode (3.4 MHz is the generic Hs limit). Look-alikes: 400 kHz fast mode, 1 kHz minimum. Same "
    "number as the p20 / p23 rows asked before; here from the High-Speed I2C Mode section on p22.",
)
add(
    "rq68-f13",
    "medium",
    "simple",
    "Tengo un DRV8833 para dos motores de un robot; cada motor consume unos 1800 mA en marcha continua. ¿Qué corriente "
    "RMS continua por puente H indica la hoja de datos?",
    ["DRV8833"],
    None,
    [
        it(
            "DRV8833",
            "output_current",
            "A",
            mx=1.5,
            cond="RMS output current per H-bridge (PWP package)",
        )
    ],
    [ev("drv8833.pdf", 8, "can provide an output current up to 1.5-A RMS.")],
    "1.5 A RMS per bridge, below 1.8 A. Look-alikes: 2 A peak, 500 mA RMS in the PW package, 2.7..10.8 V VM. Asked "
    "before as an item of compatibility questions; here from the description on p8.",
    lang="es",
)
add(
    "rq68-f14",
    "medium",
    "simple",
    "mcp3008 at VDD = 5 V, I'd like 0.25 MSPS on one channel for a vibration test. what max sampling rate does the "
    "sheet give at 5 V?",
    ["MCP3008"],
    None,
    [it("MCP3008", "data_rate", "ksps", mx=200, cond="max. sampling rate at VDD = 5 V")],
    [ev("mcp3008.pdf", 1, "200 ksps max. sampling rate at VDD = 5V")],
    "200 ksps, below 250 ksps. Look-alikes: 75 ksps at 2.7 V (neighbouring feature line, asked before), 3.6 MHz / "
    "1.35 MHz fCLK.",
)
add(
    "rq68-f15",
    "hard",
    "simple",
    "ds18b20 set to 10-bit (R1 R0 = 01), I poll it every 0.2 s after a Convert T. what's the maximum conversion time "
    "at that resolution?",
    ["DS18B20"],
    None,
    [it("DS18B20", "response_time", "ms", mx=187.5, cond="max conversion time, 10-bit (tCONV/4)")],
    [ev("ds18b20.pdf", 9, "0 1 10 187.5ms (tCONV/4)")],
    "187.5 ms, under 200 ms by 12.5 ms. Look-alikes: 93.75 ms 9-bit, 375 ms 11-bit, 750 ms 12-bit. The 10-bit row "
    "of the p3 table was asked before; here from Table 2 on p9.",
)
add(
    "rq68-f16",
    "hard",
    "simple",
    "A TMP36 in SOIC with the SHUTDOWN pin is part of a sleep budget of 500 nA. What maximum supply current does the "
    "data sheet state for shutdown mode in its shutdown-operation section?",
    ["TMP36"],
    None,
    [it("TMP36", "standby_current", "uA", mx=0.5, cond="shutdown mode")],
    [ev("tmp36.pdf", 7, "power supply drain to less than 0.5 µA maximum.")],
    "0.5 uA max, exactly the 500 nA budget. Look-alikes: 0.01 uA typ shutdown, 50 uA operating. The table row was "
    "asked before; here from the Shutdown Operation text on p7.",
    wording="formal",
)

# ---------- factual insufficient_evidence (rq68-uNN)
add(
    "rq68-u01",
    "hard",
    "simple",
    "nrf24l01+ running straight off a LiFePO4 cell that sits at about 3.6 V. tx at -6 dBm: how much current at 3.6 V?",
    ["nRF24L01+"],
    "insufficient_evidence",
    [],
    [
        ev(
            "nrf24l01p.pdf",
            26,
            "Conditions: VDD = 3.0V, VSS = 0V, TA = 27ºC, Load impedance = 15Ω+j88Ω.",
        )
    ],
    "Near miss: the 9.0 mA at -6 dBm is given for VDD = 3.0 V (Table 17 and Table 4); no figure at 3.6 V.",
)
add(
    "rq68-u02",
    "hard",
    "simple",
    "mcp3008 powered from a li-ion cell, about 4.1 V on VDD = VREF. whats the max sample rate at 4.1 V?",
    ["MCP3008"],
    "insufficient_evidence",
    [],
    [ev("mcp3008.pdf", 1, "200 ksps max. sampling rate at VDD = 5V")],
    "Near miss: 200 ksps at 5 V and 75 ksps at 2.7 V only; nothing at 4.1 V (interpolation is not a spec).",
)
add(
    "rq68-u03",
    "hard",
    "simple",
    "Mon TMP36 doit mesurer dans un congélateur de laboratoire qui descend à -58 °F. Quelle précision la fiche "
    "technique garantit-elle à cette température ?",
    ["TMP36"],
    "insufficient_evidence",
    [],
    [ev("tmp36.pdf", 1, "+25°C and ± 2°C over the –40°C to +125°C temperature range.")],
    "-58 F is -50 C, below the -40..+125 C range in which accuracy is given (+-1 C at 25 C, +-2 C over the range); "
    "the -55 C operating limit has no accuracy figure.",
    lang="fr",
)
add(
    "rq68-u04",
    "hard",
    "simple",
    "What segment drive source current does the MAX7219 deliver (RSET = 9.53 kOhm) when V+ is only 4.0 V?",
    ["MAX7219"],
    "insufficient_evidence",
    [],
    [
        ev(
            "max7219.pdf",
            2,
            "(V+ = 5V ±10%, RSET = 9.53kΩ ±1%, TA = TMIN to TMAX, unless otherwise noted.)",
        )
    ],
    "Near miss: ISEG -30 / -40 / -45 mA is specified at V+ = 5 V (table conditions 5 V +-10 %); 4.0 V is in the "
    "operating range but has no segment-current figure.",
    wording="formal",
)
add(
    "rq68-u05",
    "medium",
    "simple",
    "An Si7021 is used in a greenhouse that stays near 90 %RH overnight. What maximum relative-humidity error does "
    "the data sheet guarantee at that humidity?",
    ["Si7021"],
    "insufficient_evidence",
    [],
    [ev("si7021.pdf", 7, "80 – 100% RH See Figure 2.")],
    "Near miss: +-3 %RH max is for 0..80 %RH; 80..100 %RH refers to Figure 2, a plot with no text values.",
    wording="formal",
)
add(
    "rq68-u06",
    "medium",
    "simple",
    "What is the guaranteed maximum output rise time of the ACS712 for a step in primary current?",
    ["ACS712"],
    "insufficient_evidence",
    [],
    [ev("acs712.pdf", 1, "5 µs output rise time in response to step input current")],
    "Only typical figures: 5 us rise time, 7 us response, 3 us propagation (COUT open); no maximum is given.",
    wording="formal",
)
add(
    "rq68-u07",
    "medium",
    "simple",
    "ds18b20 at 12 bit: I know 750 ms is the max, but how long does a conversion typically take? want to poll a bit "
    "faster",
    ["DS18B20"],
    "insufficient_evidence",
    [],
    [ev("ds18b20.pdf", 9, "1 1 12 750ms (tCONV)")],
    "Only the maximum conversion time is given (750 ms at 12 bit); there is no typical value.",
)
add(
    "rq68-u08",
    "hard",
    "simple",
    "What is the worst-case (maximum) gyroscope operating current of the MPU-6050?",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [ev("mpu-6050.pdf", 10, "Gyroscope operating current: 3.6mA")],
    "Only typical currents are given (3.6 mA gyro only, 3.9 mA all axes + DMP); no maximum.",
    wording="formal",
)
add(
    "rq68-u09",
    "medium",
    "simple",
    "ams1117-3.3 feeding an adc reference, I can live with 100 uV rms of noise. whats the guaranteed max rms output "
    "noise (10 Hz - 10 kHz)?",
    ["AMS1117"],
    "insufficient_evidence",
    [],
    [ev("ams1117.pdf", 3, "RMS Output Noise TA = 25°C , 10Hz ≤ f ≤ 10kHz 0.003 %")],
    "Only a typical 0.003 % of VOUT (about 100 uV at 3.3 V) is given, no maximum; ripple rejection has a 60 dB "
    "minimum but that is another row.",
)

# ---------- compatibility: compatible (rq68-cNN)
add(
    "rq68-c01",
    "hard",
    "compatibility",
    "tps63021 (fixed 3.3 V) feeding an nrf24l01+ and a si7021. worst case the output is 1% high, so 3333 mV, and "
    "both parts say 3600 mV max right? is that in spec for both?",
    ["TPS63020", "nRF24L01+", "Si7021"],
    "compatible",
    [
        it("TPS63020", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021"),
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6),
    ],
    [TPS21_VOUT, NRF_VDD, SI_VDD],
    "3.267..3.333 V sits inside 1.9..3.6 V for both; 267 mV margin at the top.",
)
add(
    "rq68-c02",
    "medium",
    "compatibility",
    "One 3.3 V SPI bus, clocked at 4000 kHz, carries an MCP2515, a MAX31865 and a W25Q64FV (plain Read Data, 03h). "
    "Are the clock and supply within all three data sheets?",
    ["MCP2515", "MAX31865", "W25Q64FV"],
    "compatible",
    [
        it("MCP2515", "spi_clock_frequency", "MHz", mx=10),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5),
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6),
        it("W25Q64FV", "spi_clock_frequency", "MHz", mx=50, cond="Read Data 03h, 3.0..3.6 V"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6),
    ],
    [MCP2515_CLK, MCP2515_VDD, MAX31865_CLK, MAX31865_VDD, W25_FR, W25_VCC],
    "4 MHz is under 10 / 5 / 50 MHz; 3.3 V inside all three supply ranges. The MAX31865 (5 MHz) is the tightest.",
    wording="formal",
)
add(
    "rq68-c03",
    "hard",
    "compatibility",
    "ina219 on PGA /4 measuring the VM current of a drv8833 (pwp package) that drives one motor on bridge A only, "
    "0.075 ohm shunt. the drv8833 tops out at 2 A peak per bridge, so worst case 150 mV across the shunt. VM is 9 V "
    "from an lm2596. does the shunt voltage stay inside the ina219 range?",
    ["INA219", "DRV8833", "LM2596"],
    "compatible",
    [
        it("INA219", "analog_input_range", "mV", mn=-160, mx=160, cond="shunt voltage, PGA = /4"),
        it("DRV8833", "peak_output_current", "A", mx=2, cond="per H-bridge, PWP package"),
        it("DRV8833", "output_current", "A", mx=1.5, cond="RMS per H-bridge, PWP package"),
        it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8),
        it("LM2596", "output_current", "A", mx=3.0),
    ],
    [INA219_PGA4, DRV_PEAK, DRV_VM, LM2596_IOUT],
    "2 A x 0.075 Ohm = 150 mV < 160 mV (PGA /4); 9 V is inside VM 2.7..10.8 V; the LM2596 gives 3 A.",
)
add(
    "rq68-c04",
    "medium",
    "compatibility",
    "A desk thermometer runs from 5 V: a DS18B20 at 12-bit resolution, a TM1637 display and a DS3231 clock. The "
    "firmware reads the DS18B20 0.8 s after each Convert T. Is that long enough, and is 5 V within all three supply "
    "ranges?",
    ["DS18B20", "TM1637", "DS3231"],
    "compatible",
    [
        it("DS18B20", "response_time", "ms", mx=750, cond="12-bit conversion"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5),
        it("TM1637", "supply_voltage", "V", mn=4.5, mx=5.5),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5),
    ],
    [DS18_12, DS18_VDD, TM1637_VDD, DS3231_VCC],
    "800 ms >= 750 ms max at 12 bit; 5 V is inside 3.0..5.5, 4.5..5.5 and 2.3..5.5 V.",
    wording="formal",
)
add(
    "rq68-c05",
    "medium",
    "compatibility",
    "smoker/oven logger: tmp36 up to 257 °F read by an ads1115 on the ±2.048 V range, pcf8563 for timestamps. is the "
    "tmp36 specified up there and does its output fit the adc range?",
    ["TMP36", "ADS1115", "PCF8563"],
    "compatible",
    [
        it("TMP36", "operating_temperature", "°C", mn=-40, mx=125, cond="specified range"),
        it("TMP36", "analog_output_voltage", "mV", mn=100, mx=2000),
        it("ADS1115", "analog_input_range", "V", mn=-2.048, mx=2.048, cond="PGA FS = +-2.048 V"),
    ],
    [TMP36_SPEC, TMP36_VOUT, ADS_FS2],
    "257 F = 125 C, the top of the specified range; the TMP36 gives 1.75 V there (750 mV + 100 x 10 mV) and at most "
    "2.0 V, inside +-2.048 V.",
)
add(
    "rq68-c06",
    "hard",
    "compatibility",
    "small test kiln controller: max31855 (K type) reading up to 2350 °F, I need to be within ±10 °F up there. the "
    "element is 1500 W on 240 VAC (resistive) switched by an srd-05vdc-sl-c relay, a tm1637 on 5 V shows the temp. "
    "ok on all counts?",
    ["MAX31855", "SRD-05VDC-SL-C", "TM1637"],
    "compatible",
    [
        it(
            "MAX31855",
            "accuracy",
            "°C",
            mn=-4,
            mx=4,
            q="temperature",
            cond="MAX31855K, thermocouple +700..+1350 C, TA -20..+85 C",
        ),
        it("SRD-05VDC-SL-C", "contact_current", "A", mx=7, cond="form C, resistive, 240 VAC"),
        it("TM1637", "supply_voltage", "V", mn=4.5, mx=5.5),
    ],
    [MAX31855_K, SRD_240, TM1637_VDD],
    "2350 F = 1288 C, inside the +700..+1350 C row: +-4 C = +-7.2 F < +-10 F. 1500 W / 240 V = 6.25 A < 7 A "
    "(form C resistive at 240 VAC; the 10 A figure is the form A column). 5 V inside 4.5..5.5 V.",
)
add(
    "rq68-c07",
    "hard",
    "compatibility",
    "rc car: 2S lipo into an ams1117-5.0 that feeds an hc-sr04 and a dht11. my low-voltage cutoff is at 6600 mV. is "
    "that still enough input for the 5 V version to regulate?",
    ["AMS1117", "HC-SR04", "DHT11"],
    "compatible",
    [
        it("AMS1117", "supply_voltage", "V", mn=6.5, mx=12, cond="AMS1117-5.0 regulation window"),
        it("AMS1117", "output_voltage", "V", mn=4.95, typ=5.0, mx=5.05, cond="AMS1117-5.0"),
        it("HC-SR04", "supply_voltage", "V", value=5),
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5),
    ],
    [AMS50, HCSR04_V, DHT11_VDD],
    "6.6 V >= 6.5 V (100 mV margin); 4.95..5.05 V suits the HC-SR04 (DC 5 V) and the DHT11 (3.5..5.5 V).",
)
add(
    "rq68-c08",
    "medium",
    "compatibility",
    "audio logger: inmp441 at 0.048 MHz sample rate (ws), sck = 64 x fs = 3.072 MHz, recordings go to a w25q64, "
    "both on an xc6206 3.3 V ldo. are the mic clocks and the supply in range?",
    ["INMP441", "W25Q64FV", "XC6206"],
    "compatible",
    [
        it("INMP441", "data_rate", "kHz", mn=7.8, mx=50, cond="WS frequency"),
        it("INMP441", "spi_clock_frequency", "MHz", mn=0.5, mx=3.2, cond="SCK frequency"),
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6),
        it("XC6206", "accuracy", "%", mn=-2, mx=2, q="voltage", cond="VOUT >= 1.5 V"),
    ],
    [INMP_WS, INMP_SCK, INMP_VDD, W25_VCC, XC_ACC],
    "48 kHz inside 7.8..50 kHz; 3.072 MHz inside 0.5..3.2 MHz (thin); 3.3 V +-2 % (3.234..3.366 V) inside both "
    "supply ranges.",
)
add(
    "rq68-c09",
    "medium",
    "compatibility",
    "An XC6206P332 (3.3 V) powers a VL53L0X and a MAX44009. With the regulator's output tolerance at its high end, "
    "is the rail still within both sensors' supply ranges?",
    ["XC6206", "VL53L0X", "MAX44009"],
    "compatible",
    [
        it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33"),
        it("XC6206", "accuracy", "%", mn=-2, mx=2, q="voltage", cond="VOUT >= 1.5 V"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6),
    ],
    [XC_33, XC_ACC, VL53_AVDD, MAX44_VCC],
    "3.3 V +2 % = 3.366 V < 3.5 V (VL53L0X AVDD) and < 3.6 V; the low end 3.234 V is above both minimums.",
    wording="formal",
)
add(
    "rq68-c10",
    "hard",
    "compatibility",
    "breathalyzer in a car glovebox: mq-3 sensor, max7219CNG display, tp4056 charging the cell. inside the car I "
    "logged up to 113 °F on sunny days. is the mq-3 rated for that, and the commercial max7219?",
    ["MQ-3", "MAX7219", "TP4056"],
    "compatible",
    [
        it("MQ-3", "operating_temperature", "°C", mn=-10, mx=50, cond="using temperature"),
        it("MAX7219", "operating_temperature", "°C", mn=0, mx=70, cond="MAX7219CNG"),
    ],
    [MQ3_TEMP, MAX7219_CNG],
    "113 F = 45 C, inside the MQ-3 using temperature -10..50 C (5 C margin) and the MAX7219CNG 0..+70 C.",
)
add(
    "rq68-c11",
    "medium",
    "compatibility",
    "In a greenhouse vent controller an L298N drives two window motors of about 1800 mA each, continuously; an "
    "ACS712ELCTR-20A measures the common motor supply and a DHT22 runs on 5 V. Is each L298 channel rated for 1.8 A "
    "DC, and does the ACS712 range cover both motors together?",
    ["ACS712", "L298N", "DHT22"],
    "compatible",
    [
        it("L298N", "output_current", "A", mx=2, cond="DC operation, per channel"),
        it("ACS712", "measurement_range", "A", mn=-20, mx=20, q="current", cond="x20A"),
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5),
    ],
    [L298_DC, ACS_20, DHT22_VDD],
    "1.8 A < 2 A DC per channel; 3.6 A total inside +-20 A; 5 V inside 3.3..5.5 V.",
    wording="formal",
)
add(
    "rq68-c12",
    "medium",
    "compatibility",
    "solar tracker: bh1750 in one-time L-resolution mode, hmc5883l for heading, ina3221 for the panel. I trigger the "
    "bh1750 and read the result 0.03 s later. always finished by then?",
    ["BH1750", "HMC5883L", "INA3221"],
    "compatible",
    [it("BH1750", "response_time", "ms", typ=16, mx=24, cond="L-resolution measurement time")],
    [BH_TLR],
    "30 ms >= 24 ms max (16 ms typ).",
)

# ---------- compatibility: incompatible (rq68-iNN)
add(
    "rq68-i01",
    "hard",
    "compatibility",
    "no-regulator build: an mpu-6050, a max44009 and a ccs811 straight on a LiFePO4 cell. fully charged it sits at "
    "3650 mV, nominal 3.2 V. ok for all three at full charge?",
    ["MPU-6050", "MAX44009", "CCS811"],
    "incompatible",
    [
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6),
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.6),
    ],
    [MPU_VDD, MAX44_VCC, CCS_VDD],
    "3.65 V is above the MPU-6050's 3.46 V and the 3.6 V maximum of the MAX44009 and CCS811 (50 mV over); at the "
    "3.2 V nominal all three would be fine.",
)
add(
    "rq68-i02",
    "medium",
    "compatibility",
    "esp32 reads a max31865 (pt100) and a max31855 (thermocouple) on the same spi bus. I set the spi clock to "
    "5500 kHz. ok for both?",
    ["MAX31865", "MAX31855", "ESP32-WROOM-32"],
    "incompatible",
    [
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0),
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5),
    ],
    [MAX31865_CLK, MAX31855_CLK],
    "5.5 MHz exceeds the 5 MHz maximum of both converters.",
)
add(
    "rq68-i03",
    "medium",
    "compatibility",
    "An MCP3008 and an MCP2515 share a 5 V SPI bus (5 V from an LM2596 module) clocked at 4000 kHz. Is that clock "
    "within both devices' specifications?",
    ["MCP3008", "MCP2515", "LM2596"],
    "incompatible",
    [
        it("MCP3008", "spi_clock_frequency", "MHz", mx=3.6, cond="VDD = 5 V"),
        it("MCP2515", "spi_clock_frequency", "MHz", mx=10),
    ],
    [MCP3008_CLK, MCP2515_CLK],
    "4 MHz is above the MCP3008's 3.6 MHz at 5 V (the MCP2515 allows 10 MHz).",
    wording="formal",
)
add(
    "rq68-i04",
    "hard",
    "compatibility",
    "esp32 + ds18b20 set to 9-bit + tm1637. to make the display snappy I read the ds18b20 90 ms after Convert T. is "
    "the conversion always done by then?",
    ["DS18B20", "ESP32-WROOM-32", "TM1637"],
    "incompatible",
    [it("DS18B20", "response_time", "ms", mx=93.75, cond="9-bit conversion")],
    [DS18_9],
    "90 ms < 93.75 ms max at 9 bit: the read can come 3.75 ms too early.",
)
add(
    "rq68-i05",
    "hard",
    "compatibility",
    "A PCF8563 alarm wakes a sensor node every minute; the node takes a VL53L0X reading and starts a BH1750 "
    "one-time L-resolution measurement, then reads the BH1750 result 0.02 s after the command. Is the result always "
    "ready by then?",
    ["BH1750", "VL53L0X", "PCF8563"],
    "incompatible",
    [it("BH1750", "response_time", "ms", typ=16, mx=24, cond="L-resolution measurement time")],
    [BH_TLR],
    "20 ms is past the 16 ms typical but before the 24 ms maximum, so not guaranteed.",
    wording="formal",
)
add(
    "rq68-i06",
    "hard",
    "compatibility",
    "robot car: l298n on 12 V, one motor pulls up to 1.7 A, ina219 with a 0.1 ohm shunt on PGA /4 in that line, an "
    "hc-sr04 as bumper. does the shunt voltage fit the ina219 range?",
    ["INA219", "L298N", "HC-SR04"],
    "incompatible",
    [
        it("INA219", "analog_input_range", "mV", mn=-160, mx=160, cond="shunt voltage, PGA = /4"),
        it("L298N", "output_current", "A", mx=2, cond="DC operation"),
    ],
    [INA219_PGA4, L298_DC],
    "1.7 A x 0.1 Ohm = 170 mV > 160 mV on PGA /4 (PGA /8 would fit); the L298 channel itself is fine (2 A DC).",
)
add(
    "rq68-i07",
    "hard",
    "compatibility",
    "engine bay can node: MCP2515-I/SO (the I grade), an acs712 and an ina3221, all in a box that reaches 203 °F. "
    "all rated for that?",
    ["MCP2515", "ACS712", "INA3221"],
    "incompatible",
    [
        it("MCP2515", "operating_temperature", "°C", mn=-40, mx=85, cond="Industrial (I)"),
        it("ACS712", "operating_temperature", "°C", mn=-40, mx=85),
        it("INA3221", "operating_temperature", "°C", mn=-40, mx=125),
    ],
    [MCP2515_TI, ACS_TOP, INA3221_TOP],
    "203 F = 95 C: above the I-grade MCP2515 and the ACS712 (85 C); only the INA3221 (125 C) is rated.",
)
add(
    "rq68-i08",
    "hard",
    "compatibility",
    "A dashboard unit behind the windshield contains a DS3231SN, an HMC5883L and an XC6206 regulator; the summer "
    "peak inside is about 194 °F. Are all three within their operating temperature ratings?",
    ["DS3231", "HMC5883L", "XC6206"],
    "incompatible",
    [
        it("DS3231", "operating_temperature", "°C", mn=-40, mx=85, cond="DS3231SN"),
        it("HMC5883L", "operating_temperature", "°C", mn=-30, mx=85),
        it("XC6206", "operating_temperature", "°C", mn=-40, mx=85),
    ],
    [DS3231_SN, HMC_TOP, XC_TOPR],
    "194 F = 90 C, above the 85 C maximum of all three.",
    wording="formal",
)
add(
    "rq68-i09",
    "medium",
    "compatibility",
    "bat detector-ish recorder: inmp441 at a 0.064 MHz sample rate (ws), tps63021 3.3 V, w25q64 stores the audio. "
    "will the inmp441 run at that rate?",
    ["INMP441", "W25Q64FV", "TPS63020"],
    "incompatible",
    [it("INMP441", "data_rate", "kHz", mn=7.8, mx=50, cond="WS frequency")],
    [INMP_WS],
    "64 kHz exceeds the 50 kHz maximum WS frequency (SCK would also be 4.1 MHz > 3.2 MHz at 64 x fs).",
)
add(
    "rq68-i10",
    "hard",
    "compatibility",
    "kitchen scale: hx711 + ds3231 + tm1637 on an arduino. the tm1637 and i2c interrupts sometimes stretch one "
    "PD_SCK high pulse to about 0.07 ms. does the hx711 tolerate that?",
    ["HX711", "DS3231", "TM1637"],
    "incompatible",
    [it("HX711", "response_time", "us", mn=0.2, typ=1, mx=50, cond="T3 PD_SCK high time")],
    [HX_T3, HX_PD],
    "70 us exceeds the 50 us maximum PD_SCK high time and the 60 us power-down threshold.",
)
add(
    "rq68-i11",
    "medium",
    "compatibility",
    "Can the SRD-05VDC-SL-C (form C contacts) switch a 12 V DC wiper motor that draws 4 A, with a DRV8833 and a PC817 "
    "elsewhere on the board? The motor is an inductive load.",
    ["SRD-05VDC-SL-C", "DRV8833", "PC817"],
    "incompatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "contact_current",
            "A",
            mx=3,
            cond="form C, inductive, 28 VDC (cos 0.4, L/R 7 ms)",
        )
    ],
    [SRD_IND],
    "The form C inductive DC rating is 3 A at 28 VDC (5 A is the form A column); 4 A exceeds it.",
    wording="formal",
)
add(
    "rq68-i12",
    "medium",
    "compatibility",
    "An LM35 wired in the basic circuit (VS, GND and VOUT only) feeds an MCP3008; both run from an AMS1117-5.0. The "
    "probe goes into a freezer that runs at -4 °F. Can the circuit measure that temperature?",
    ["LM35", "MCP3008", "AMS1117"],
    "incompatible",
    [
        it(
            "LM35",
            "operating_temperature",
            "°C",
            mn=2,
            mx=150,
            cond="basic centigrade sensor circuit (Figure 1)",
        )
    ],
    [LM35_BASIC],
    "-4 F = -20 C; the basic single-supply circuit covers +2..+150 C only (full range needs the negative-supply "
    "circuit).",
    wording="formal",
)

# ---------- compatibility: insufficient_evidence (rq68-eNN)
add(
    "rq68-e01",
    "hard",
    "compatibility",
    "esp32 gpio (3.3 V) straight on the gate of an irlz44n that switches the 71.4 mA coil of an srd-05vdc relay. the "
    "sheet only lists RDS(on) down to VGS = 4 V. is the fet guaranteed to be fully on at 3.3 V?",
    ["IRLZ44N", "ESP32-WROOM-32", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [IRLZ_RDS4, ESP_VOH, SRD_COIL],
    "RDS(on) is given at VGS = 10 / 5 / 4 V only; at 3.3 V (ESP32 VOH min 0.8 x VDD) there is no guaranteed figure.",
)
add(
    "rq68-e02",
    "hard",
    "compatibility",
    "An MCP4725 drives an ADS1115 input; both run from an AMS1117-3.3. The firmware samples 10 µs after each DAC "
    "write. Is the MCP4725 output guaranteed to have settled by then?",
    ["MCP4725", "ADS1115", "AMS1117"],
    "insufficient_evidence",
    [],
    [MCP4725_TS],
    "Settling time is only typical (6 us); no maximum is given.",
    wording="formal",
)
add(
    "rq68-e03",
    "hard",
    "compatibility",
    "a tps63020 set to 5.0 V out (from one li-ion cell) runs a drv8833 at about 1.5 A plus an hc-sr04. can the "
    "tps63020 deliver 1.5 A at 5 V?",
    ["DRV8833", "TPS63020", "HC-SR04"],
    "insufficient_evidence",
    [],
    [TPS_IOUT],
    "The output-current figure (2 A for VIN > 2.5 V) is stated for VOUT = 3.3 V; no figure for 5 V out.",
)
add(
    "rq68-e04",
    "hard",
    "compatibility",
    "An XC6206P332 (3.3 V) is fed from a 1S LiPo that can sag to 4.1 V, with a load of about 150 mA (an nRF24L01+, a "
    "MAX31865 and LEDs). Does the data sheet guarantee that the dropout stays below the 800 mV of headroom at that "
    "load?",
    ["XC6206", "nRF24L01+", "MAX31865"],
    "insufficient_evidence",
    [],
    [XC_DROP, ev("xc6206.pdf", 5, "75 350 250 680 200")],
    "For 3.3 V, Vdif2 is 250 mV typ / 680 mV max at 100 mA (inside 800 mV); dropout at 150 mA is not specified, and "
    "the output current minimum is 200 mA.",
    wording="formal",
)
add(
    "rq68-e05",
    "medium",
    "compatibility",
    "ina219 with a 2 ohm shunt on PGA /1 (40 mV = 20 mA full scale) to log an hc-sr04's current, a dht11 on the same "
    "5 V. will the hc-sr04 current always stay under 20 mA?",
    ["HC-SR04", "INA219", "DHT11"],
    "insufficient_evidence",
    [],
    [HCSR04_I, INA219_PGA1],
    "The HC-SR04 sheet gives only 'Working Current 15mA' (no maximum, no peak).",
)
add(
    "rq68-e06",
    "medium",
    "compatibility",
    "bike computer: hmc5883l in continuous mode at 15 Hz with 8-sample averaging, a vl53l0x and an mcp73831 charger. "
    "what does the hmc5883l draw in that mode? my budget for it is 0.15 mA",
    ["HMC5883L", "VL53L0X", "MCP73831"],
    "insufficient_evidence",
    [],
    [HMC_IDD, HMC_MA],
    "The 100 uA measurement-mode current is given for 7.5 Hz with no averaging (MA = 00); no figure at 15 Hz / 8 "
    "samples.",
)
add(
    "rq68-e07",
    "hard",
    "compatibility",
    "74hc595 outputs driving irlz44n gates directly for 20 kHz pwm on 12 V led strips (12 V from an lm2596). will "
    "the gate edges be faster than 1 µs?",
    ["74HC595", "IRLZ44N", "LM2596"],
    "insufficient_evidence",
    [],
    [IRLZ_QG],
    "The 74HC595 is characterised into 50 pF; no drive figures for a 48 nC gate charge, so edge times cannot be "
    "derived.",
)
add(
    "rq68-e08",
    "medium",
    "compatibility",
    "A car event recorder powered by an LM2596 from the 12 V system stores data in a W25Q64FV next to an MPU-6050; "
    "parked in the sun the cabin reaches 185 °F. Does the flash's 20-year data retention apply at that temperature?",
    ["W25Q64FV", "MPU-6050", "LM2596"],
    "insufficient_evidence",
    [],
    [W25_RET],
    "Data retention is given as '>20 years' without a temperature condition; no retention figure at 85 C.",
    wording="formal",
)
add(
    "rq68-e09",
    "medium",
    "compatibility",
    "My TP4056 module has RPROG = 1.2 kOhm, an INA3221 logs the charge and a DHT11 watches the box. Is a charge "
    "current of at least 900 mA guaranteed with that resistor?",
    ["TP4056", "INA3221", "DHT11"],
    "insufficient_evidence",
    [],
    [TP4056_CHART, TP4056_11K, TP4056_22K],
    "1.2 k -> 900 mA is a typical chart value; limits are only given at RPROG = 1.1 k (850..1150 mA) and 2.2 k.",
    wording="formal",
)
add(
    "rq68-e10",
    "hard",
    "compatibility",
    "shed gas alarm: mq-2, a pc817 isolates the alarm line, srd relay for the fan. in winter the shed hits 14 °F. "
    "with IF = 5 mA, is the pc817's minimum 50 % CTR still guaranteed that cold?",
    ["MQ-2", "PC817", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [ev("pc817.pdf", 1, "to 600% at input current of 5mA.")],
    "CTR 50..600 % is guaranteed at Ta = 25 C only; the temperature curve is typical.",
)
add(
    "rq68-e11",
    "medium",
    "compatibility",
    "diy breathalyzer: mq-3 with RL = 200k, read by an ads1115 (±2.048 V range, 62.5 uV per bit), the cell is "
    "charged by an mcp73831. will the output change enough between 0 and 0.05 mg/L alcohol for the ads1115 to see it?",
    ["MQ-3", "ADS1115", "MCP73831"],
    "insufficient_evidence",
    [],
    [ev("mq-3.pdf", 1, "Rs Sensing Resistance 1MΩ- 8 MΩ")],
    "The MQ-3 sheet gives Rs only as 1..8 MOhm at 0.4 mg/L and a slope of <= 0.6 (0.4 / 1 mg/L); the response at "
    "0.05 mg/L (the bottom of the detecting scope) is not given as a number.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
