"""realq69: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: start-up, wake-up, conversion and settling times, sleep and standby currents, duty-cycled builds (a sensor
read once a minute, a radio sending every hour), and builds where one part sleeps or is switched off while the
others keep using its bus or rail.

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
XC_IDD = ev("xc6206.pdf", 4, "Supply Current IDD - 1.0 3.0 μA")
SI_STBY = ev("si7021.pdf", 4, "Standby, –40 to +85 °C2 — 0.06 0.62 μA")
SI_VDD = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")
SI_TPU = ev("si7021.pdf", 5, "From VDD ≥ 1.9 V to ready for a — — 80")
SI_RH = ev("si7021.pdf", 5, "Conversion Time1 tCONV 12-bit RH — 10 12")
SI_T14 = ev("si7021.pdf", 5, "14-bit temperature — 7 10.8")
SI_SUM = ev("si7021.pdf", 5, "be tCONV(RH) + tCONV(T).")
SI_VIN = ev(
    "si7021.pdf", 4, "Input Voltage Range VIN SCL, SDA pins with respect to GND 0.0 — VDD V"
)
SI_ABS = ev("si7021.pdf", 10, "Voltage on I/O pins –0.3 — VDD+0.3 V V")
PCF_3V = ev("pcf8563.pdf", 28, "VDD = 3.0 V - 250 500 nA")
PCF_INACT = ev("pcf8563.pdf", 28, "interface inactive (fSCL = 0 Hz); CLKOUT")
PCF_VDD = ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5")
PCF_VIH = ev("pcf8563.pdf", 28, "VIH HIGH-level 0.7VDD - 5.5 V")
PCF_ABS = ev("pcf8563.pdf", 27, "input voltage on pins SCL, SDA, 0.5 +6.5 V")
BH_TLR = ev("bh1750.pdf", 2, "tLR － 16 24 ms")
BH_VCC = ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")
BH_CR = ev(
    "bh1750.pdf",
    9,
    "Example of designing set when CR ( C = 1µF, R = 1kΩ ) is inserted between VCC and DVI with VCC=2.8V",
)
BH_RECLOSE = ev(
    "bh1750.pdf",
    9,
    "②Please wait 25ms or more after VCC turn off ( VCC <= 0.05V ), because it is necessary",
)
TPS21_VOUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
TPS_IQ_IN = ev("tps63020.pdf", 6, "VIN and VINA IOUT = 0 mA, VEN = VIN = VINA = 3.6 25 50 μA")
TPS_IQ_OUT = ev("tps63020.pdf", 6, "current VOUT 5 10 μA")
DS18_750 = ev("ds18b20.pdf", 9, "1 1 12 750ms (tCONV)")
DS18_VDD = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
M55_PU = ev("max31855.pdf", 4, "tCONV_PU (Note 6) 200 ms")
M55_CONV = ev("max31855.pdf", 4, "tCONV (Note 5) 70 100 ms")
M55_NOTE6 = ev(
    "max31855.pdf",
    4,
    "greater than VCCMIN to guarantee a valid thermocouple temperature conversion result.",
)
M55_VCC = ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V")
W25_TPP = ev("w25q64.pdf", 77, "Page Program Time tPP(6) 0.45 3 ms")
W25_VCC = ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply")
NRF_PD2SB = ev("nrf24l01p.pdf", 24, "1.5ms External crystal, Ls < 30mH")
NRF_SB2A = ev("nrf24l01p.pdf", 24, "Tstby2a Standby modes Î TX/RX mode 130µs")
NRF_VDD = ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")
NRF_PD = ev("nrf24l01p.pdf", 14, "IVDD_PD Supply current in power down 900 nA")
NRF_COND = ev("nrf24l01p.pdf", 14, "Conditions: VDD = +3V, VSS = 0V, TA = - 40ºC to + 85ºC")
TMP_TON = ev("tmp36.pdf", 2, "Device Turn-On Time Output within ± 1°C 0.5 1 ms")
TMP_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
TMP_OFF = ev("tmp36.pdf", 2, "Supply Current (Shutdown) ISY (OFF) Unloaded 0.01 0.5 µA")
INA3221_VS = ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V")
INA3221_PD = ev("ina3221.pdf", 6, "Power-down mode 0.5 2")
INA3221_PDRW = ev(
    "ina3221.pdf",
    11,
    "The INA3221 registers can be written to and read from while the device is in power-down mode.",
)
INA3221_CT = ev("ina3221.pdf", 5, "CT bit = 100 1.1 1.21")
ADS_PD = ev("ads1115.pdf", 4, "Power-down current at 25°C 0.5 2 μA")
ADS_ABS = ev("ads1115.pdf", 2, "SDA, SCL, ADDR, ALERT/RDY voltage to GND –0.5 to +5.5 V")
ADS_OS = ev("ads1115.pdf", 18, "1 : Begin a single conversion (when in power-down mode)")
MCP2515_IDDS = ev("mcp2515.pdf", 74, "IDDS Standby Current — 5 μA CS, TXnRTS = VDD, inputs tied")
INA219_CONV = ev("ina219.pdf", 5, "12 bit 532 586 532 586 μs")
INA219_REC = ev("ina219.pdf", 9, "Full recovery from Power-Down requires 40 μs.")
MCP4725_PDSET = ev("mcp4725.pdf", 20, "takes less than 10 µs, but greater than the standard")
MCP4725_IDDP = ev("mcp4725.pdf", 3, "Power-Down Current IDDP — 0.06 2.0 µA VDD = 5.5V")
DRV_SLEEP = ev("drv8833.pdf", 6, "IVMQ VM sleep mode supply current VM = 5 V 1.6 2.5 μA")
TP_SLEEP = ev("tp4056.pdf", 5, "Sleep Mode, VCC =0V -1 -2 μA")
M7219_SHDN = ev(
    "max7219.pdf",
    2,
    "Shutdown Supply Current I+ All digital inputs at V+ or GND, TA = +25°C 150 µA",
)
HC595_ICC = ev("74hc595.pdf", 8, "ICC supply current VI = VCC or GND; IO = 0 A; - - 80 - 160")
VL_HWSTBY = ev("vl53l0x.pdf", 23, "HW STANDBY 3 5 7 uA")
VL_BOOT = ev("vl53l0x.pdf", 16, "tBOOT is 1.2ms max.")
VL_AVDD = ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V")
MCP73831_DIS = ev("mcp73831.pdf", 4, "— 0.25 2 µA VDD Floating")
INMP_PD33 = ev("inmp441.pdf", 4, "VDD = 3.3 V Standby 0.8 mA Power Down 4.5 µA")
INMP_STBY = ev("inmp441.pdf", 10, "cycles (5 ms with SCK at 3.072 MHz) after SCK restarts.")
INMP_PD = ev(
    "inmp441.pdf",
    10,
    "2 SCK clock cycles (43 ms with SCK at 3.072 MHz) after CHIPEN returns high while SCK is active.",
)
ESP_CHIP = ev("esp32-wroom-32.pdf", 6, "The sleep current of the ESP32 chip is less than 5 µA")
MPU_VLOGIC = ev("mpu-6050.pdf", 14, "Voltage Range VLOGIC must be ≤VDD at all times 1.71 VDD V")
MAX44_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
AMS33 = ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V")
AMS_IQ = ev("ams1117.pdf", 3, "Quiescent Current AMS1117-1.5/-1.8/-2.5/- VIN ≤ 12V mA 5 10")
LM2596_STBY = ev(
    "lm2596.pdf", 4, "Standby Quiescent Current (ON/OFF Pin = 5.0 V (“OFF”)) Istby 80 200 mA"
)
M65_SHDN = ev("max31865.pdf", 3, "Bias off, ADC off 1.5 3 mA")
HX_SETTLE = ev("hx711.pdf", 3, "RATE = DVDD 50")
DHT22_2S = ev(
    "dht22.pdf",
    7,
    "AM2302 have to wait for the power (on AM2302 power 2S crossed the unstable state, the device can not",
)
CCS_LOWER = ev("ccs811.pdf", 8, "a lower sample rate (e.g. from Mode 1 to Mode 3), it should be")
CCS_IDLE10 = ev("ccs811.pdf", 8, "placed in Mode 0 (Idle) for at least 10 minutes before enabling")
HMC_TURNON = ev("hmc5883l.pdf", 2, "Analog Circuit Ready for Measurements 50 ms")
ACS_TPO = ev("acs712.pdf", 4, "Power-On Time tPO – 35 – µs")
HCSR04_I = ev("hc-sr04.pdf", 1, "Working Current 15mA")
MAX44_ICC = ev("max44009.pdf", 2, "TA = +25NC, 90 lux, I2C inputs inactive 0.65 1.2")
PC817_ICEO = ev("pc817.pdf", 4, "Collector dark current ICEO VCE=50V, IF=0 − − 100 nA")

# ---------- compatibility: compatible (rq69-cNN)
add(
    "rq69-c01",
    "hard",
    "compatibility",
    "shelf logger on one 18650, an xc6206 (3.0 V version) makes the rail. between readings the si7021 sits in "
    "standby and the pcf8563 just keeps time (clkout off, no i2c traffic). room temp. can those three together stay "
    "under 5 uA, going by the datasheet max values?",
    ["XC6206", "Si7021", "PCF8563"],
    "compatible",
    [
        it(
            "XC6206",
            "quiescent_current",
            "uA",
            typ=1.0,
            mx=3.0,
            cond="IDD supply current, Ta = 25 C",
        ),
        it("Si7021", "standby_current", "uA", typ=0.06, mx=0.62, cond="standby, -40 to +85 C"),
        it(
            "PCF8563",
            "standby_current",
            "nA",
            typ=250,
            mx=500,
            cond="interface inactive, CLKOUT disabled, 25 C, VDD = 3.0 V",
        ),
    ],
    [XC_IDD, SI_STBY, PCF_3V, PCF_INACT],
    "Worst case 3.0 + 0.62 + 0.5 = 4.12 uA < 5 uA. The PCF8563 row at VDD = 3.0 V, 25 C fits the 3.0 V rail "
    "(-40..+85 C: 650 nA, still 4.27 uA). Look-alikes: Si7021 standby to +125 C 3.8 uA, PCF8563 with CLKOUT at 32 kHz "
    "1000 nA.",
)
add(
    "rq69-c02",
    "hard",
    "compatibility",
    "A TPS63021 rail (3.3 V) is switched on once every five minutes to power an Si7021 and a BH1750. After switch-on "
    "the firmware waits for the Si7021 to power up, takes one 12-bit RH measurement (with its automatic 14-bit "
    "temperature reading) and then one BH1750 one-time L-resolution measurement, strictly one after the other. The rail "
    "must be switched off again 150 ms after switch-on. Do the worst-case datasheet timings fit, at any operating "
    "temperature?",
    ["Si7021", "BH1750", "TPS63021"],
    "compatible",
    [
        it(
            "Si7021",
            "warm_up_time",
            "ms",
            mx=80,
            cond="tPU from VDD >= 1.9 V to ready, full temperature range",
        ),
        it("Si7021", "response_time", "ms", typ=10, mx=12, cond="tCONV 12-bit RH"),
        it("Si7021", "response_time", "ms", typ=7, mx=10.8, cond="tCONV 14-bit temperature"),
        it(
            "BH1750",
            "response_time",
            "ms",
            typ=16,
            mx=24,
            cond="L-resolution mode measurement time tLR",
        ),
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="fixed 3.3 V output",
        ),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [SI_TPU, SI_RH, SI_T14, SI_SUM, BH_TLR, TPS21_VOUT, SI_VDD, BH_VCC],
    "80 + 12 + 10.8 + 24 = 126.8 ms < 150 ms (note 1: an RH measurement also runs a temperature conversion, total "
    "tCONV(RH) + tCONV(T)). Look-alikes: tPU 25 ms max at 25 C, BH1750 H-resolution 120 / 180 ms (would not fit).",
    wording="formal",
)
add(
    "rq69-c03",
    "hard",
    "compatibility",
    "kiln logger on 3.3V: every minute i switch on the max31855 board, start a 12-bit ds18b20 conversion (board temp), "
    "then read the thermocouple once and write both values to a w25q64 page. all strictly in sequence, no overlap. "
    "the wake window is 1.2 s. enough time if I respect every max/min timing in the sheets?",
    ["DS18B20", "MAX31855", "W25Q64FV"],
    "compatible",
    [
        it("DS18B20", "response_time", "ms", mx=750, cond="tCONV, 12-bit resolution"),
        it(
            "MAX31855",
            "warm_up_time",
            "ms",
            mn=200,
            cond="tCONV_PU thermocouple conversion power-up time",
        ),
        it(
            "MAX31855",
            "response_time",
            "ms",
            typ=70,
            mx=100,
            cond="tCONV (thermocouple, cold junction, fault detection)",
        ),
        it("W25Q64FV", "response_time", "ms", typ=0.45, mx=3, cond="tPP page program time"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="VCC"),
    ],
    [DS18_750, M55_PU, M55_CONV, M55_NOTE6, W25_TPP, DS18_VDD, M55_VCC, W25_VCC],
    "750 + 200 + 100 + 3 = 1053 ms < 1200 ms. The MAX31855 needs tCONV_PU >= 200 ms after power-up before a valid "
    "thermocouple result, then at most one 100 ms conversion. Look-alikes: W25Q64 sector erase 400 ms max (not needed for "
    "a page write), DS18B20 9-bit 93.75 ms.",
)
add(
    "rq69-c04",
    "medium",
    "compatibility",
    "Nœud radio sur pile : un TPS63021 fournit le 3,3 V. Toutes les heures le MCU sort le TMP36 de son mode shutdown, "
    "lit la tension, puis réveille le nRF24L01+ (quartz avec Ls < 30 mH) du mode power down et met CE à 1. Je veux que "
    "tout cela (TMP36 prêt + nRF24 en mode TX) tienne en 5 ms. Est-ce compatible avec les fiches techniques ?",
    ["nRF24L01+", "TMP36", "TPS63021"],
    "compatible",
    [
        it(
            "TMP36",
            "warm_up_time",
            "ms",
            typ=0.5,
            mx=1,
            cond="device turn-on time, output within +-1 C",
        ),
        it(
            "nRF24L01+",
            "warm_up_time",
            "ms",
            mx=1.5,
            cond="Tpd2stby power down -> standby, external crystal Ls < 30 mH",
        ),
        it("nRF24L01+", "response_time", "us", mx=130, cond="Tstby2a standby -> TX/RX mode"),
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="fixed 3.3 V output",
        ),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
    ],
    [TMP_TON, NRF_PD2SB, NRF_SB2A, TPS21_VOUT, TMP_VS, NRF_VDD],
    "1 + 1.5 + 0.13 = 2.63 ms < 5 ms; 3.3 V is inside both supply ranges. Look-alikes: Tpd2stby 3 ms / 4.5 ms for "
    "Ls = 60 / 90 mH crystals, TPOR up to 100 ms (only after VDD is applied, not from power down).",
    lang="fr",
)
add(
    "rq69-c05",
    "hard",
    "compatibility",
    "pcf8563 runs off its own cr2032 (3.0 V new, I swap it at 2.0 V) and shares sda/scl with an ina3221 and an "
    "ads1115 on the mcu's 3.3 V rail, pull-ups to 3.3 V. between readings the ina3221 and the ads1115 are put in "
    "power-down. 1) is it ok for the pcf8563 pins to see 3.3 V on the bus while its own VDD is 2-3 V? 2) can i still "
    "talk to the two sleeping chips without waking them first?",
    ["PCF8563", "INA3221", "ADS1115"],
    "compatible",
    [
        it(
            "PCF8563",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=6.5,
            cond="limiting values, pins SCL, SDA, OSCI",
        ),
        it("PCF8563", "input_high_voltage", "V", mx=5.5, cond="VIH, 0.7 VDD to 5.5 V"),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD, interface active"),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VS"),
        it(
            "ADS1115",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=5.5,
            cond="SDA, SCL, ADDR, ALERT/RDY to GND",
        ),
    ],
    [PCF_ABS, PCF_VIH, PCF_VDD, INA3221_VS, INA3221_PDRW, ADS_ABS, ADS_OS],
    "The PCF8563 SDA/SCL limits are absolute (VIH up to 5.5 V, limiting 6.5 V), not tied to VDD, and the interface "
    "works down to VDD = 1.8 V. The INA3221 registers can be read/written in power-down; the ADS1115 in power-down "
    "accepts the OS bit write that starts a single conversion. Look-alikes: parts whose pins are limited to VDD + 0.3 V.",
)
add(
    "rq69-c06",
    "hard",
    "compatibility",
    "A CAN-connected noise monitor runs from a 3.6 V lithium-thionyl-chloride cell through a TPS63021 (3.3 V out, "
    "enabled all the time, no load current besides the sleeping parts). Between measurement windows the MCP2515 is in "
    "Sleep mode and the INMP441 microphone in power-down (CHIPEN low). Excluding the microcontroller, is the worst-case "
    "datasheet current of these three parts below a 150 uA sleep budget?",
    ["TPS63021", "MCP2515", "INMP441"],
    "compatible",
    [
        it(
            "TPS63021",
            "quiescent_current",
            "uA",
            typ=25,
            mx=50,
            cond="Iq into VIN and VINA, IOUT = 0, VIN = 3.6 V, VOUT = 3.3 V",
        ),
        it("TPS63021", "quiescent_current", "uA", typ=5, mx=10, cond="Iq into VOUT"),
        it("MCP2515", "standby_current", "uA", mx=5, cond="IDDS sleep mode, -40..+85 C"),
        it("INMP441", "standby_current", "uA", mx=4.5, cond="power down, VDD = 3.3 V"),
    ],
    [TPS_IQ_IN, TPS_IQ_OUT, MCP2515_IDDS, INMP_PD33],
    "50 + 10 + 5 + 4.5 = 69.5 uA < 150 uA (the Iq row is specified at VIN = 3.6 V, the cell's nominal voltage). "
    "Look-alikes: INMP441 standby (SCK stopped) 0.8 mA would not fit, MCP2515 sleep to +125 C 8 uA, TPS63021 shutdown "
    "1 uA (not used: EN stays high).",
    wording="formal",
)
add(
    "rq69-c07",
    "hard",
    "compatibility",
    "diy solar IV tracer: an mcp4725 sets the gate of an irlz44n load (via an op-amp), an ina219 measures. both chips "
    "sleep between sweeps. at each step I take the dac out of power-down with the new code, wake the ina219 (triggered "
    "shunt+bus, 12-bit, no averaging) and read it. budget per step: 2 ms from the dac write to data ready. ok on paper?",
    ["INA219", "MCP4725", "IRLZ44N"],
    "compatible",
    [
        it("MCP4725", "response_time", "us", mx=10, cond="output settling when leaving power-down"),
        it("INA219", "warm_up_time", "us", value=40, cond="full recovery from power-down"),
        it("INA219", "response_time", "us", typ=532, mx=586, cond="ADC conversion time, 12 bit"),
    ],
    [MCP4725_PDSET, INA219_REC, INA219_CONV],
    "10 us + 40 us + 2 x 586 us (shunt then bus) = 1.22 ms < 2 ms. Look-alikes: INA219 128-sample averaging 68.1 ms, "
    "MCP4725 EEPROM write 25..50 ms (not needed for a DAC-register write).",
)
add(
    "rq69-c08",
    "medium",
    "compatibility",
    "A small robot runs from one Li-ion cell charged by a TP4056 (USB input disconnected while parked). While parked, "
    "the DRV8833 is held in sleep (nSLEEP low) and an XC6206 keeps the 3.3 V logic rail alive. Using the data-sheet "
    "maximum values, do these three parts stay within a 10 uA parked budget?",
    ["DRV8833", "TP4056", "XC6206"],
    "compatible",
    [
        it(
            "DRV8833",
            "standby_current",
            "uA",
            typ=1.6,
            mx=2.5,
            cond="IVMQ, VM sleep mode, VM = 5 V, 25 C",
        ),
        it(
            "TP4056",
            "standby_current",
            "uA",
            typ=1,
            mx=2,
            cond="BAT pin current, sleep mode, VCC = 0 V",
        ),
        it(
            "XC6206",
            "quiescent_current",
            "uA",
            typ=1.0,
            mx=3.0,
            cond="IDD supply current, Ta = 25 C",
        ),
    ],
    [DRV_SLEEP, TP_SLEEP, XC_IDD],
    "2.5 + 2 + 3 = 7.5 uA < 10 uA. The DRV8833 sleep row is stated at VM = 5 V, above the cell voltage. Look-alikes: "
    "DRV8833 IVM operating 1.7 / 3 mA, TP4056 standby (charge terminated) 55 / 100 uA from VCC.",
    wording="formal",
)
add(
    "rq69-c09",
    "medium",
    "compatibility",
    "5V board that idles overnight: max7219 matrix put in shutdown, mcp2515 in sleep mode, and a 74hc595 with static "
    "inputs (no clocking, outputs unloaded). room temperature. will the three chips together stay under 250 uA on the "
    "5V rail, worst case?",
    ["MAX7219", "MCP2515", "74HC595"],
    "compatible",
    [
        it("MAX7219", "standby_current", "uA", mx=150, cond="shutdown supply current, TA = +25 C"),
        it("MCP2515", "standby_current", "uA", mx=5, cond="IDDS sleep mode"),
        it("74HC595", "supply_current", "uA", mx=80, cond="ICC, VCC = 6.0 V, IO = 0, -40..+85 C"),
    ],
    [M7219_SHDN, MCP2515_IDDS, HC595_ICC],
    "150 + 5 + 80 = 235 uA < 250 uA (74HC595 ICC given at 6.0 V, a conservative bound at 5 V; 160 uA only up to "
    "+125 C). Look-alikes: MAX7219 operating 8 mA with RSET open, 330 mA all segments on.",
)
add(
    "rq69-c10",
    "hard",
    "compatibility",
    "Everything on a 2.8 V rail: a VL53L0X held in hardware standby (XSHUT low), an INA3221 and an ADS1115 in "
    "power-down between measurements. Once a minute the firmware releases XSHUT and starts I2C traffic to the VL53L0X "
    "2 ms later. Is that wait long enough, and do the three parts stay below 15 uA in the idle state (25 C, datasheet "
    "maxima)?",
    ["VL53L0X", "INA3221", "ADS1115"],
    "compatible",
    [
        it("VL53L0X", "warm_up_time", "ms", mx=1.2, cond="tBOOT after XSHUT release"),
        it(
            "VL53L0X", "standby_current", "uA", mn=3, typ=5, mx=7, cond="HW standby, 2.8 V, ambient"
        ),
        it("INA3221", "standby_current", "uA", typ=0.5, mx=2, cond="power-down mode"),
        it("ADS1115", "standby_current", "uA", typ=0.5, mx=2, cond="power-down, 25 C"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VS"),
    ],
    [VL_BOOT, VL_HWSTBY, INA3221_PD, ADS_PD, VL_AVDD, INA3221_VS],
    "tBOOT 1.2 ms max < 2 ms; 7 + 2 + 2 = 11 uA < 15 uA; 2.8 V is inside every supply range (INA3221 from 2.7 V). "
    "Look-alikes: VL53L0X SW standby 9 uA max, ADS1115 power-down up to 125 C 5 uA.",
    wording="formal",
)
add(
    "rq69-c11",
    "medium",
    "compatibility",
    "lipo sensor stick, usb only plugged in for charging (mcp73831). when unplugged and idle: tmp36 in shutdown, mcp4725 "
    "dac in power-down. can the battery drain from these three stay below 6 uA?",
    ["MCP73831", "TMP36", "MCP4725"],
    "compatible",
    [
        it(
            "MCP73831",
            "standby_current",
            "uA",
            typ=0.25,
            mx=2,
            cond="IDISCHARGE output reverse leakage, VDD floating",
        ),
        it("TMP36", "standby_current", "uA", typ=0.01, mx=0.5, cond="ISY(OFF), shutdown, unloaded"),
        it(
            "MCP4725",
            "standby_current",
            "uA",
            typ=0.06,
            mx=2.0,
            cond="IDDP power-down current, VDD = 5.5 V",
        ),
    ],
    [MCP73831_DIS, TMP_OFF, MCP4725_IDDP],
    "2 + 0.5 + 2 = 4.5 uA < 6 uA (MCP4725 IDDP is stated at the 5.5 V maximum supply). Look-alikes: MCP73831 ISS with "
    "PROG floating 25 / 50 uA (VDD present), TMP36 ISY(ON) 50 uA.",
)
add(
    "rq69-c12",
    "medium",
    "compatibility",
    "esp32 voice logger: the inmp441 is left in standby between recordings (CHIPEN high, SCK stopped; SCK runs at "
    "3.072 MHz when on). a ds3231 alarm or a button wakes the esp32, which restarts SCK and needs valid audio samples "
    "within 10 ms. does the mic wake up fast enough?",
    ["INMP441", "ESP32-WROOM-32", "DS3231"],
    "compatible",
    [
        it(
            "INMP441",
            "warm_up_time",
            "ms",
            mx=5,
            cond="from standby after SCK restarts (2^14 SCK cycles), SCK = 3.072 MHz",
        )
    ],
    [INMP_STBY],
    "Normal operation resumes 2^14 SCK cycles = 5 ms after SCK restarts, < 10 ms. Look-alikes: from power-down "
    "(CHIPEN low) 43 ms, after initial power-up 85 ms; standby current 0.8 mA (the price of the fast wake).",
)


# ---------- compatibility: incompatible (rq69-iNN)
add(
    "rq69-i01",
    "hard",
    "compatibility",
    "weather box: si7021, ds3231 and a gy-271 (hmc5883l) share one i2c bus pulled up to 3.3V. to save power I cut the "
    "si7021's VDD with a gpio between readings, but the bus keeps running because the ds3231 and the compass are read "
    "every second. is that allowed for the si7021?",
    ["Si7021", "DS3231", "HMC5883L"],
    "incompatible",
    [
        it(
            "Si7021",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            cond="voltage on I/O pins, max VDD + 0.3 V (0.3 V with VDD off)",
        ),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
    ],
    [SI_ABS, SI_VIN, SI_VDD],
    "With VDD = 0 V the SCL/SDA pins see 3.3 V, above VDD + 0.3 V (absolute maximum) and outside the 0..VDD input "
    "range. Fix: keep VDD on (standby 0.62 uA max) or isolate the bus. Look-alikes: DS3231 and PCF8563 pins rated to "
    "absolute limits independent of VCC.",
)
add(
    "rq69-i02",
    "hard",
    "compatibility",
    "Custom board with a bare MPU-6050: VLOGIC and a MAX44009 sit on an always-on 3.3 V rail from an AMS1117-3.3, "
    "while the MPU-6050's VDD is switched off by a load switch between motion checks to save current. Is this power "
    "arrangement within the MPU-6050 data sheet's requirements?",
    ["MPU-6050", "MAX44009", "AMS1117"],
    "incompatible",
    [
        it(
            "MPU-6050",
            "io_supply_voltage",
            "V",
            mn=1.71,
            cond="VLOGIC, must be <= VDD at all times",
        ),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it("AMS1117", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="AMS1117-3.3"),
    ],
    [MPU_VLOGIC, MAX44_VCC, AMS33],
    "VLOGIC must be <= VDD at all times; with VDD switched off and VLOGIC at 3.3 V that is violated. The MAX44009 on "
    "3.3 V is fine. Use the MPU-6050's sleep / cycle modes instead. Look-alike: full-chip idle 5 uA.",
    wording="formal",
)
add(
    "rq69-i03",
    "medium",
    "compatibility",
    "12V lead-acid pump box: lm2596 makes 5V, its ON/OFF pin is pulled high (regulator off) between the hourly pump "
    "runs, irlz44n switches the pump, a pc817 isolates the float switch. overnight drain budget from the battery is 50 "
    "uA for the lm2596 in its off state. does it make it?",
    ["LM2596", "IRLZ44N", "PC817"],
    "incompatible",
    [],
    [LM2596_STBY],
    "Standby quiescent current Istby 80 typ / 200 max, printed 'mA' in the text layer (the micro sign rendered as 'm'; "
    "earlier sets read 80 / 200 uA). Either way it is above 50 uA; no item is scored so that the unit artefact does "
    "not decide the answer. Look-alikes: operating IQ 5 / 10 mA, ON/OFF pin current IIH 15 / 30 uA.",
)
add(
    "rq69-i04",
    "medium",
    "compatibility",
    "A 9 V battery feeds an always-on AMS1117-3.3, which powers a DS18B20 and a BH1750 read once every 10 minutes; "
    "between readings the DS18B20 is in standby and the BH1750 in power-down. Can the idle current of these three parts "
    "stay below 50 uA?",
    ["AMS1117", "DS18B20", "BH1750"],
    "incompatible",
    [
        it("AMS1117", "quiescent_current", "mA", typ=5, mx=10, cond="fixed versions, VIN <= 12 V"),
        it("DS18B20", "standby_current", "nA", typ=750, mx=1000, cond="IDDS"),
        it("BH1750", "standby_current", "uA", typ=0.01, mx=1.0, cond="Icc2 power down"),
    ],
    [
        AMS_IQ,
        ev("ds18b20.pdf", 2, "Standby Current IDDS (Notes 7, 8) 750 1000 nA"),
        ev("bh1750.pdf", 2, "Powerdown Current Icc2 － 0.01 1.0 µA"),
    ],
    "The sensors are fine (1 + 1 uA), but the AMS1117 alone draws 5 mA typ / 10 mA max quiescent, 100x the budget. "
    "Look-alike: AMS1117 minimum load current 5 / 10 mA (a different row with the same numbers).",
    wording="formal",
)
add(
    "rq69-i05",
    "hard",
    "compatibility",
    "pt100 logger: max31865 board + li-ion with a tp4056 + xc6206 3.3 V. between the once-a-minute readings I turn the "
    "max31865 bias off and stop conversions but leave it powered. target for the whole idle node is 100 uA. does the "
    "max31865 allow that?",
    ["MAX31865", "TP4056", "XC6206"],
    "incompatible",
    [
        it(
            "MAX31865",
            "standby_current",
            "mA",
            typ=1.5,
            mx=3,
            cond="IDD shutdown, bias off, ADC off",
        )
    ],
    [M65_SHDN],
    "IDD with bias and ADC off is 1.5 mA typ / 3 mA max, 15x the budget; the part would have to be power-gated. "
    "Look-alikes: IDD bias on, converting 2 / 3.5 mA; XC6206 IDD 3 uA, TP4056 sleep 2 uA.",
)
add(
    "rq69-i06",
    "medium",
    "compatibility",
    "smoker controller: to save the battery I switch the max31855 breakout's VCC from a gpio and read the "
    "thermocouple 120 ms after switching it on, then cut it again. the srd relay and the tm1637 display stay on. is a "
    "valid reading guaranteed that way?",
    ["MAX31855", "SRD-05VDC-SL-C", "TM1637"],
    "incompatible",
    [
        it(
            "MAX31855",
            "warm_up_time",
            "ms",
            mn=200,
            cond="tCONV_PU thermocouple conversion power-up time",
        )
    ],
    [M55_PU, M55_NOTE6],
    "tCONV_PU >= 200 ms after VCC > VCCMIN is required for a valid thermocouple conversion; 120 ms is too early. "
    "Look-alike: tCONV 70 / 100 ms (a single conversion when already powered).",
)
add(
    "rq69-i07",
    "medium",
    "compatibility",
    "beehive scale, wakes every minute: starts a ds18b20 conversion at the default 12-bit, waits 400 ms, reads it; hx711 "
    "(RATE high, 80 SPS) read 60 ms after leaving power-down; then the nrf24 sends. is the ds18b20 wait long enough?",
    ["DS18B20", "HX711", "nRF24L01+"],
    "incompatible",
    [
        it("DS18B20", "response_time", "ms", mx=750, cond="tCONV, 12-bit resolution"),
        it("HX711", "warm_up_time", "ms", typ=50, cond="output settling time, RATE = DVDD"),
    ],
    [DS18_750, HX_SETTLE],
    "12-bit conversion takes up to 750 ms; 400 ms is only enough at 10-bit (187.5 ms) or 11-bit (375 ms). The HX711 "
    "part (50 ms typical settling at 80 SPS) is fine.",
)
add(
    "rq69-i08",
    "medium",
    "compatibility",
    "dht22 on a power-switched rail (mcp73831-charged lipo, tmp36 on the same rail): I switch the rail on, wait 500 ms, "
    "read the dht22 once, switch off. once a minute. will the dht22 answer properly?",
    ["DHT22", "MCP73831", "TMP36"],
    "incompatible",
    [it("DHT22", "warm_up_time", "s", mn=2, cond="after power-on (unstable state, no commands)")],
    [DHT22_2S],
    "The AM2302 must be left 2 s after power-on before it accepts a start signal; 500 ms is too short. Look-alikes: "
    "minimum 2 s between reads, TMP36 turn-on 1 ms max.",
)
add(
    "rq69-i09",
    "hard",
    "compatibility",
    "sound/light event logger: the inmp441 is put in power-down (CHIPEN low) between events while SCK keeps running at "
    "3.072 MHz. a max44009 interrupt raises CHIPEN and I need the first valid audio within 20 ms. a pcf8563 timestamps "
    "the event. does the mic wake fast enough?",
    ["INMP441", "MAX44009", "PCF8563"],
    "incompatible",
    [
        it(
            "INMP441",
            "warm_up_time",
            "ms",
            mx=43,
            cond="from power-down after CHIPEN returns high (2^17 SCK cycles), SCK = 3.072 MHz",
        )
    ],
    [INMP_PD],
    "Normal operation resumes 2^17 SCK cycles = 43 ms after CHIPEN returns high, more than 20 ms. Standby (SCK "
    "stopped, CHIPEN high) would resume in 5 ms. Look-alike: 85 ms after initial power-up.",
)
add(
    "rq69-i10",
    "medium",
    "compatibility",
    "air box: ccs811 + dht11 + max7219 display. during the day the ccs811 runs mode 1 (every second); at night my code "
    "writes MEAS_MODE straight to mode 3 (every 60 s) to save power, then back to mode 1 in the morning. anything "
    "wrong with that sequence?",
    ["CCS811", "DHT11", "MAX7219"],
    "incompatible",
    [
        it(
            "CCS811",
            "warm_up_time",
            "min",
            mn=10,
            cond="Mode 0 (idle) before changing to a mode with a lower sample rate",
        )
    ],
    [CCS_LOWER, CCS_IDLE10],
    "Going to a lower sample rate (Mode 1 -> Mode 3) requires at least 10 minutes in Mode 0 first; the direct switch "
    "is not allowed. Going back up (3 -> 1) needs no wait. Look-alike: 20-minute conditioning after a mode change.",
)
add(
    "rq69-i11",
    "hard",
    "compatibility",
    "A rover's power monitor uses an INA3221 in continuous shunt-and-bus mode on all three channels (battery, TP4056 "
    "charge input, DRV8833 motor rail), conversion-time setting CT = 100 for both shunt and bus, no averaging. The "
    "controller needs a complete fresh set of all six measurements at least every 5 ms. Is that achievable with this "
    "setting?",
    ["INA3221", "TP4056", "DRV8833"],
    "incompatible",
    [it("INA3221", "response_time", "ms", typ=1.1, mx=1.21, cond="tCONVERT, CT bit = 100")],
    [INA3221_CT],
    "Six conversions of 1.1 ms typ (1.21 ms max) take 6.6..7.3 ms > 5 ms. The sheet's own example uses 332 us for a "
    "2 ms update of all three channels.",
    wording="formal",
)
add(
    "rq69-i12",
    "hard",
    "compatibility",
    "The BH1750 in a battery node is wired as in the data sheet's reset example (C = 1 uF, R = 1 kOhm between VCC and "
    "DVI, VCC = 2.8 V). Between readings the firmware removes VCC and re-applies it after only 10 ms; a VL53L0X and an "
    "MCP73831 charger share the board. Does this power cycling respect the BH1750 requirements?",
    ["BH1750", "VL53L0X", "MCP73831"],
    "incompatible",
    [
        it(
            "BH1750",
            "warm_up_time",
            "ms",
            mn=25,
            cond="wait after VCC turn-off (VCC <= 0.05 V) before reclosing, CR on DVI",
        )
    ],
    [BH_CR, BH_RECLOSE],
    "With the CR network the sheet requires at least 25 ms after VCC turn-off before reclosing, to secure the DVI reset "
    "section; 10 ms is too short. Look-alikes: VCC rise time 100 us max, DVI reset 1 us min.",
    wording="formal",
)

# ---------- compatibility: insufficient evidence (rq69-eNN)
add(
    "rq69-e01",
    "hard",
    "compatibility",
    "18650 + tp4056, esp32-wroom-32 in deep sleep between dht22 readings every 10 min (dht22 power is switched off). "
    "for my battery math I need the whole wroom module below 20 uA in deep sleep. do the sheets confirm that?",
    ["ESP32-WROOM-32", "DHT22", "TP4056"],
    "insufficient_evidence",
    [],
    [ESP_CHIP],
    "The module sheet only says the ESP32 chip sleeps below 5 uA and refers to the ESP32 datasheet for power modes; no "
    "deep-sleep current is given for the module (flash, crystal, regulator path). Near miss: chip < 5 uA.",
)
add(
    "rq69-e02",
    "hard",
    "compatibility",
    "Sensor rail from a TPS63021, enabled by the MCU only for measurements. The firmware raises EN and talks to a "
    "VL53L0X and an HMC5883L 1 ms later. Do the data sheets establish that the TPS63021 output is in regulation within "
    "1 ms of EN going high (load about 25 mA, input 2 x AA)?",
    ["TPS63021", "VL53L0X", "HMC5883L"],
    "insufficient_evidence",
    [],
    [ev("tps63020.pdf", 10, "There is no timer implemented.")],
    "The TPS63020/21 sheet describes soft-start qualitatively and shows start-up scope plots (Figures 24-27, other "
    "loads and inputs) but gives no start-up or soft-start time in its tables. Near misses: minimum input voltage for "
    "start-up 1.8 / 2.0 V, VL53L0X tBOOT 1.2 ms, HMC5883L 200 us to I2C-ready.",
    wording="formal",
)
add(
    "rq69-e03",
    "medium",
    "compatibility",
    "12V shed controller: lm2596 is off (ON/OFF high) most of the time, every hour the mcu pulls ON/OFF low, the 5V "
    "comes up and 5 ms later it energises the srd relay and the l298n. is the lm2596 output guaranteed to be up to 5 V "
    "within those 5 ms?",
    ["LM2596", "SRD-05VDC-SL-C", "L298N"],
    "insufficient_evidence",
    [],
    [],
    "The LM2596 sheet gives no soft-start or output rise time after ON/OFF goes low (only delayed-startup application "
    "circuits); it depends on the output capacitor and load. Near misses: standby current 80 / 200 uA, ON/OFF "
    "threshold.",
)
add(
    "rq69-e04",
    "medium",
    "compatibility",
    "parked robot: drv8833 nSLEEP low, irlz44n off, but the hc-sr04 stays on the 5V rail. the drv8833 sleep current is "
    "tiny, fine. what about the hc-sr04 sitting idle, is it under 2 mA when not ranging?",
    ["HC-SR04", "DRV8833", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [HCSR04_I],
    "The HC-SR04 sheet states only the working current (15 mA); no idle / quiescent current. Near miss: working "
    "current 15 mA, DRV8833 sleep 2.5 uA max.",
)
add(
    "rq69-e05",
    "hard",
    "compatibility",
    "An LM35 is powered from a 5 V GPIO-switched rail only while an MCP3008 samples it; a 74HC595 drives status LEDs. "
    "The MCP3008 samples the LM35 output 100 us after the rail is switched on. Do the data sheets guarantee that the "
    "LM35 output has settled to its specified accuracy by then?",
    ["LM35", "MCP3008", "74HC595"],
    "insufficient_evidence",
    [],
    [],
    "The LM35 sheet shows only a typical 'start-up response' curve (and thermal time constants); no turn-on or "
    "settling time is specified. Near miss: TMP36 device turn-on time 1 ms max (another sensor), LM35 quiescent "
    "current 56 / 80 uA.",
    wording="formal",
)
add(
    "rq69-e06",
    "hard",
    "compatibility",
    "gy-87-ish stack (mpu6050 + hmc5883l) plus a ds3231 on one board. I power the hmc5883l only when I need a heading "
    "and start a single measurement 60 ms after power-up. is it guaranteed that its analog part is ready by then?",
    ["HMC5883L", "MPU-6050", "DS3231"],
    "insufficient_evidence",
    [],
    [HMC_TURNON],
    "The turn-on time 'analog circuit ready for measurements' is given only as a typical 50 ms (no maximum), so a 60 "
    "ms wait is plausible but not guaranteed. Near misses: 200 us to I2C-ready, nominal 56 ms to first measurement.",
)
add(
    "rq69-e07",
    "hard",
    "compatibility",
    "hourly sender in a greenhouse (up to 60 C): nrf24l01+ in power down, mcp2515 in sleep, tmp36 shut down. i need a "
    "guaranteed maximum for the nrf24's power-down current to prove it stays under 2 uA at 60 C. is there one?",
    ["nRF24L01+", "MCP2515", "TMP36"],
    "insufficient_evidence",
    [],
    [NRF_PD, NRF_COND],
    "IVDD_PD is given as 900 nA typical only; the table has no maximum for power down, so a guaranteed value at 60 C "
    "cannot be derived. Near misses: standby-I 26 uA, MCP2515 IDDS 5 uA max.",
)
add(
    "rq69-e08",
    "hard",
    "compatibility",
    "A 5 V ACS712 is power-gated together with an ADS1115 (the 5 V comes from an LM2596). The ADS1115 starts a "
    "conversion 50 us after the rail is switched on. Do the data sheets guarantee that the ACS712 output is valid by "
    "then?",
    ["ACS712", "ADS1115", "LM2596"],
    "insufficient_evidence",
    [],
    [ACS_TPO],
    "tPO power-on time is typical 35 us only (TJ = 25 C, 20 A on the leadframe), no maximum; and the rail's own "
    "rise time is not given. Near misses: response time 7 us, rise time 5 us.",
    wording="formal",
)
add(
    "rq69-e09",
    "medium",
    "compatibility",
    "i switch the input of an ams1117-3.3 with a p-fet to power a max31855 and an ina219 only during readings. how long "
    "does the ams1117 take to bring its output up to 3.3 V after the input is switched on? I budget 1 ms.",
    ["AMS1117", "MAX31855", "INA219"],
    "insufficient_evidence",
    [],
    [],
    "The AMS1117 sheet gives no turn-on / start-up time; only line/load regulation and transient-response figures. "
    "Near misses: MAX31855 tCONV_PU 200 ms, INA219 power-down recovery 40 us.",
)
add(
    "rq69-e10",
    "hard",
    "compatibility",
    "coin-cell light logger on 3.3 V: max44009 awake all the time, ina219 and mcp73831 only matter when usb is in. I "
    "want the max44009 alone under 2 uA at 3.3 V, 25 C. does its sheet back that?",
    ["MAX44009", "INA219", "MCP73831"],
    "insufficient_evidence",
    [],
    [MAX44_ICC],
    "ICC 0.65 typ / 1.2 uA max is specified at VCC = 1.8 V (the table's default condition); no figure at 3.3 V. Near "
    "misses: the same row over -40..+85 C (1.6 uA), supply range 1.7..3.6 V.",
)
add(
    "rq69-e11",
    "hard",
    "compatibility",
    "gate opener in a metal box that gets to 70 C in the sun: the mcu sleeps, a pc817's transistor pulls the wake pin "
    "low through a 1 Mohm pull-up, the l298n and tm1637 are off. will the pc817's dark current stay under 1 uA at 70 C "
    "so it doesn't fake a wake-up?",
    ["PC817", "L298N", "TM1637"],
    "insufficient_evidence",
    [],
    [PC817_ICEO],
    "ICEO is specified only at Ta = 25 C (100 nA max, VCE = 50 V); Fig. 11 shows a typical curve vs temperature but "
    "no guaranteed value at 70 C. Near miss: 100 nA max at 25 C.",
)

# ---------- factual, answerable (rq69-fNN)
add(
    "rq69-f01",
    "medium",
    "simple",
    "ads1115 duty cycling: TI's own example in the datasheet runs it at 860 SPS but only asks for a single-shot "
    "conversion every 125 ms. what effective data rate does that give, and how long does the chip sit in power-down "
    "in each cycle?",
    ["ADS1115"],
    None,
    [
        it(
            "ADS1115",
            "data_rate",
            "SPS",
            value=8,
            cond="effective rate of the duty-cycling example (one single-shot every 125 ms)",
        ),
        it(
            "ADS1115",
            "response_time",
            "ms",
            value=123.8,
            cond="time in power-down per 125 ms cycle in the example",
        ),
    ],
    [
        ev("ads1115.pdf", 14, "that instructs a single-shot conversion every 125ms"),
        ev("ads1115.pdf", 14, "(8SPS). Because a conversion at 860SPS only"),
        ev("ads1115.pdf", 14, "power-down mode for the remaining 123.8ms. In this"),
    ],
    "8 SPS effective, 123.8 ms in power-down (the conversion itself takes about 1.2 ms, asked in rq48-f25). "
    "Look-alikes: lowest programmable rate also 8 SPS (a different row), 1/100th of the continuous-mode power.",
)
add(
    "rq69-f02",
    "medium",
    "simple",
    "nrf24l01+ sending once an hour with auto-ack; if the ack doesn't come I want the retries spread out as much as "
    "possible. what's the longest auto retransmit delay the SETUP_RETR register can be set to?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "response_time",
            "us",
            mx=4000,
            cond="ARD = '1111', delay from end of transmission to start of next",
        )
    ],
    [
        ev("nrf24l01p.pdf", 58, "‘1111’ – Wait 4000µS"),
        ev("nrf24l01p.pdf", 58, "(Delay defined from end of transmission to start of"),
    ],
    "4000 us (ARD = 1111). Look-alikes: ARD reset value 250 us, 500 us minimum for ACK payloads / 250 kbps, ARC up to "
    "15 retransmits, 4 ms maximum time in TX mode.",
)
add(
    "rq69-f03",
    "hard",
    "simple",
    "When the seconds register of a DS3231 is written (oscillator already running), how long after that data "
    "transfer does the 1 Hz square-wave output go high?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "response_time",
            "ms",
            value=500,
            cond="1 Hz SQW rising edge after the seconds write, oscillator running",
        )
    ],
    [
        ev("ds3231.pdf", 12, "square-wave output, if enabled, transitions high 500ms"),
        ev("ds3231.pdf", 12, "after the seconds data transfer, provided the oscillator is"),
    ],
    "500 ms. Look-alikes: the remaining time/date registers must be written within 1 s of the seconds write; tREC "
    "250 / 300 ms; tRST 250 ms; temperature conversion 125 / 200 ms.",
    wording="formal",
)
add(
    "rq69-f04",
    "medium",
    "simple",
    "brand new ccs811 boards: over how many hours of early operation does the sensor's resistance change the most "
    "(the burn-in the chip handles itself)?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "warm_up_time",
            "h",
            value=48,
            cond="early-life period with the greatest resistance change (burn-in)",
        )
    ],
    [ev("ccs811.pdf", 8, "resistance is greatest over the first 48 hours of operation.")],
    "The first 48 hours. Look-alikes: 20-minute conditioning after a mode change, 10 minutes in Mode 0 before a "
    "lower sample rate, 24 h minimum baseline-correction window.",
)
add(
    "rq69-f05",
    "medium",
    "simple",
    "Wir löten Si7021-Sensoren per Reflow auf. Wie lange sollen sie danach laut Datenblatt mindestens bei "
    "Raumtemperatur und 45–55 %RH ruhen, damit die Feuchte-Abweichung vom Löten verschwindet?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "warm_up_time",
            "h",
            mn=48,
            cond="rehydration after solder reflow, room temperature, 45-55 %RH",
        )
    ],
    [
        ev(
            "si7021.pdf",
            16,
            "equilibrate under controlled RH conditions (room temperature, 45–55%RH) for at least 48 hours to eliminate the",
        )
    ],
    "At least 48 hours. Look-alikes: bake 125 C for >= 12 h and hydrate 30 C / 75 %RH for >= 10 h (recovery from a "
    "wet condition), tPU 80 ms.",
    wording="formal",
    lang="de",
)
add(
    "rq69-f06",
    "hard",
    "simple",
    "mpu6050 features list, gyroscope section: it gives an operating current and a separate standby current for the "
    "gyro. what's that gyro standby current?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "standby_current",
            "uA",
            typ=5,
            cond="gyroscope standby current (features list)",
        )
    ],
    [ev("mpu-6050.pdf", 10, "Standby current: 5µA")],
    "5 uA. Same number as the full-chip idle current of the spec table (another row); look-alikes: gyroscope operating "
    "current 3.6 mA, accelerometer low-power 10 uA at 1.25 Hz.",
)
add(
    "rq69-f07",
    "medium",
    "simple",
    "gy-49 (max44009) interrupt: I only want INT when the light stays past a threshold for a while. what time step "
    "does one LSB of the threshold timer register stand for?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "response_time",
            "ms",
            value=100,
            cond="threshold timer: delay = register value x 100 ms",
        )
    ],
    [
        ev(
            "max44009.pdf",
            11,
            "Time delay = (128xT7 + 64xT6 + 32xT5 + 16xT4 + 8xT3 + 4xT2 + 2xT1 + T0) x 100ms.",
        )
    ],
    "100 ms per LSB (0x00 = interrupt at once). Look-alikes: default integration time 100 ms, integration 6.25..800 "
    "ms, 800 ms measurement cycle in the default mode.",
)
add(
    "rq69-f08",
    "hard",
    "simple",
    "The INA3221 data sheet gives an example of a system that reads all three channels every 2 ms. Which "
    "shunt- and bus-voltage conversion time does it configure for that case?",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "response_time",
            "us",
            value=332,
            cond="shunt and bus conversion time in the 2 ms, three-channel example",
        )
    ],
    [
        ev(
            "ina3221.pdf",
            18,
            "requirements in a given application. For example, if a system requires data to be read every 2ms with all",
        ),
        ev("ina3221.pdf", 18, "measurements set to 332μs."),
    ],
    "332 us. Same number as the CT = 010 row (asked in rq21-f14 as 332 / 365 us); look-alikes: the 5 ms example "
    "(4.156 ms shunt + 588 us bus), default 1.1 ms.",
    wording="formal",
)
add(
    "rq69-f09",
    "hard",
    "simple",
    "In the parallel-mode brushed-DC design example of the DRV8833 data sheet (motor supply VM = 10 V), which motor "
    "start-up current is the design sized for?",
    ["DRV8833"],
    None,
    [
        it(
            "DRV8833",
            "peak_output_current",
            "A",
            value=2,
            cond="design example: motor start-up current ISTART, VM = 10 V",
        )
    ],
    [ev("drv8833.pdf", 12, "Motor start-up current ISTART 2A")],
    "2 A. Look-alikes in the same table: RMS current 0.8 A, trip point 2.5 A; 2 A peak per H-bridge in the "
    "feature list (another row with the same number).",
    wording="formal",
)
add(
    "rq69-f10",
    "hard",
    "simple",
    "pcf8563: I set the time with the STOP bit and release it exactly on a gps pps edge. how far off can the restart "
    "of the time circuits be, according to the sheet?",
    ["PCF8563"],
    None,
    [
        it(
            "PCF8563",
            "response_time",
            "us",
            mn=0,
            mx=122,
            cond="STOP bit release to restart of the time circuits (one 8.192 kHz cycle)",
        )
    ],
    [
        ev("pcf8563.pdf", 18, "between zero and one 8.192 kHz cycle (see Figure 11)."),
        ev("pcf8563.pdf", 18, "0 μs to 122 μs"),
    ],
    "0..122 us (one 8.192 kHz cycle). Look-alike: first 1 s increment after release 0.507813..0.507935 s (Table 26, "
    "asked earlier).",
)
add(
    "rq69-f11",
    "medium",
    "simple",
    "A CCS811 is powered only during working hours and switched off every evening. Over what minimum time span does "
    "the sensor apply its automatic baseline correction?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "response_time",
            "h",
            mn=24,
            cond="minimum time over which automatic baseline correction is applied",
        )
    ],
    [
        ev("ccs811.pdf", 10, "typical environment so the minimum time over which a"),
        ev("ccs811.pdf", 10, "baseline correction is applied is 24 hours. Automatic baseline"),
    ],
    "24 hours (so a board powered only a few hours a day never completes it; save / restore BASELINE manually). "
    "Look-alikes: 48 h burn-in, 20 min conditioning.",
    wording="formal",
)
add(
    "rq69-f12",
    "medium",
    "simple",
    "esp32-wroom-32 strapping pins: what setup time do they need before CHIP_PU goes from low to high?",
    ["ESP32-WROOM-32"],
    None,
    [
        it(
            "ESP32-WROOM-32",
            "response_time",
            "ms",
            mn=0,
            cond="t0 setup time of strapping pins before CHIP_PU rises",
        )
    ],
    [ev("esp32-wroom-32.pdf", 11, "t0 Setup time before CHIP_PU goes from low to high 0 ms")],
    "0 ms minimum (t0). Look-alike: t1 hold time after CHIP_PU goes high 1 ms (asked earlier); EN RC delay "
    "10 kOhm / 1 uF.",
)
add(
    "rq69-f13",
    "medium",
    "simple",
    "mcp3008 front page: typical and maximum standby current?",
    ["MCP3008"],
    None,
    [it("MCP3008", "standby_current", "uA", typ=0.005, mx=2, cond="standby (features list)")],
    [ev("mcp3008.pdf", 1, "5 nA typical standby current, 2 µA max.")],
    "5 nA typ / 2 uA max. Same numbers as the IDDS row (CS = VDD = 5 V, asked earlier from p5); "
    "look-alikes: VREF current drain 0.001 / 3 uA, operating 425 / 550 uA.",
)
add(
    "rq69-f14",
    "medium",
    "simple",
    "mcp4725 dac: what settling time does the feature list quote?",
    ["MCP4725"],
    None,
    [it("MCP4725", "response_time", "us", typ=6, cond="output settling time (features list)")],
    [ev("mcp4725.pdf", 1, "Fast Settling Time: 6 µs (typical)")],
    "6 us typical (same number as TS in the AC table). Look-alikes: < 10 us when leaving power-down, TPU 2.5 / 5 us, "
    "EEPROM write 25 / 50 ms.",
)
add(
    "rq69-f15",
    "medium",
    "simple",
    "According to the ACS712 feature list, what output rise time does the sensor have in response to a step input "
    "current?",
    ["ACS712"],
    None,
    [
        it(
            "ACS712",
            "response_time",
            "us",
            typ=5,
            cond="output rise time for a step input current (features list)",
        )
    ],
    [ev("acs712.pdf", 1, "5 µs output rise time in response to step input current")],
    "5 us (same as tr in the characteristics table). Look-alikes: power-on time 35 us, response time 7 us, "
    "propagation 3 us, bandwidth 50 kHz.",
    wording="formal",
)
add(
    "rq69-f16",
    "medium",
    "simple",
    "max31865 in 1-shot mode with the 50 Hz filter (europe): roughly how long does one conversion take, as the text "
    "describing the 1-shot bit puts it?",
    ["MAX31865"],
    None,
    [
        it(
            "MAX31865",
            "response_time",
            "ms",
            value=62.5,
            cond="1-shot conversion, 50 Hz filter mode (approximate, text)",
        )
    ],
    [ev("max31865.pdf", 13, "mode or 62.5ms in 50Hz filter mode to complete. 1-Shot")],
    "About 62.5 ms (same number as the tCONV typ of the table, 62.5 / 66 ms). Look-alikes: about 52 ms with the 60 Hz "
    "filter, continuous 16.7 / 20 ms, bias start-up 10.5 time constants + 1 ms.",
)

# ---------- factual, insufficient evidence (rq69-uNN)
add(
    "rq69-u01",
    "hard",
    "simple",
    "ds18b20 probe in a hot-water tank at about 100 C, externally powered, idle most of the time. what maximum standby "
    "current does the datasheet guarantee at that temperature?",
    ["DS18B20"],
    "insufficient_evidence",
    [],
    [],
    "IDDS 750 / 1000 nA is specified only up to +70 C (note 7); at +125 C only a typical 3 uA is mentioned. No "
    "guaranteed value at 100 C. Near misses: the +70 C limit, the 125 C typical.",
)
add(
    "rq69-u02",
    "medium",
    "simple",
    "ccs811 breakout run at 3.3 V: how much current does it draw in sleep mode at 3.3 V?",
    ["CCS811"],
    "insufficient_evidence",
    [],
    [],
    "Sleep current is given only at VDD = 1.8 V (19 uA, typical values for 1.8 V per note 3). Near miss: the 1.8 V "
    "figure; supply range 1.8..3.6 V.",
)
add(
    "rq69-u03",
    "hard",
    "simple",
    "we're moving to the 1.8 V flash, the W25Q64FW. what's its power-down current?",
    ["W25Q64FV"],
    "insufficient_evidence",
    [],
    [],
    "The sheet covers the W25Q64FV (2.7..3.6 V) only; the 1.8 V W25Q64FW is another part. Near miss: W25Q64FV ICC2 "
    "power-down 1 / 25 uA.",
)
add(
    "rq69-u04",
    "medium",
    "simple",
    "What is the MCP4725's power-up time when exiting power-down mode at VDD = 2.7 V?",
    ["MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "TPU is given only for VDD = 5 V (2.5 us typ) and VDD = 3 V (5 us typ); nothing at 2.7 V. Near misses: the 3 V "
    "row, the < 10 us power-down-to-normal settling text.",
    wording="formal",
)
add(
    "rq69-u05",
    "hard",
    "simple",
    "mpu6050 full-chip idle: what's the guaranteed MAXIMUM idle supply current? I need a worst-case number, not typical.",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [],
    "The electrical table lists full-chip idle mode supply current only as a typical 5 uA (TA = 25 C); there is no "
    "maximum. Near misses: the typical 5 uA, gyro standby 5 uA (features list).",
)
add(
    "rq69-u06",
    "medium",
    "simple",
    "VL53L0X powered from 3.3 V (AVDD = 3.3 V): what is its HW standby current at that supply voltage?",
    ["VL53L0X"],
    "insufficient_evidence",
    [],
    [
        ev(
            "vl53l0x.pdf",
            23,
            "1. All current consumption values include silicon process variations. Temperature and Voltage are at nominal",
        ),
        ev("vl53l0x.pdf", 23, "conditions (23degC and 2.8V)."),
    ],
    "Table 9 is given at nominal 23 C and 2.8 V only (HW standby 3 / 5 / 7 uA); no value at 3.3 V. Near miss: the "
    "2.8 V row.",
    wording="formal",
)
add(
    "rq69-u07",
    "hard",
    "simple",
    "What is the BH1750's power-down current at an ambient temperature of 85 C?",
    ["BH1750"],
    "insufficient_evidence",
    [],
    [
        ev(
            "bh1750.pdf",
            2,
            "●Electrical Characteristics ( VCC = 3.0V, DVI = 3.0V, Ta = 25℃, unless otherwise noted )",
        )
    ],
    "Icc2 (0.01 / 1.0 uA) is specified at Ta = 25 C and VCC = 3.0 V only; Fig. 10 is VCC vs ICC, not temperature. "
    "Near miss: the 25 C row.",
    wording="formal",
)
add(
    "rq69-u08",
    "hard",
    "simple",
    "ina219 in power-down inside a hot enclosure (85 C): what's the max quiescent current in power-down mode at 85 C?",
    ["INA219"],
    "insufficient_evidence",
    [],
    [
        ev(
            "ina219.pdf",
            6,
            "At TA = 25°C, VS = 3.3 V, VIN+ = 12V, VSHUNT = (VIN+ – VIN–) = 32 mV, PGA = /1, and BRNG(1) = 1, unless otherwise noted.",
        )
    ],
    "Power-down quiescent current 6 / 15 uA is given at TA = 25 C only (no over-temperature limit for this row). Near "
    "miss: the 25 C row, active quiescent 0.7 / 1 mA.",
)
add(
    "rq69-u09",
    "medium",
    "simple",
    "max7219 in a car dashboard gadget, ambient up to 70 C: shutdown supply current at 70 C?",
    ["MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "Shutdown supply current (150 uA max) is specified at TA = +25 C only. Near misses: the +25 C row, MAX7219C "
    "operating range 0..+70 C.",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")
