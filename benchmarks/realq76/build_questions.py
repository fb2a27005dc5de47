"""realq76: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: sleep, standby and power-down currents against active currents, battery-budget style
comparisons, wake-up sources and what stays alive in each low-power mode; some questions ask for
a figure the sheet states only at another supply voltage or temperature. About two thirds casual
(forum / chat style), one third formal; two questions in another language (es, fr).

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
MCP2515_IDDS = ev("mcp2515.pdf", 74, "Standby Current — 5 μA CS, TXnRTS = VDD, inputs tied")
MCP2515_IDDS_T = ev("mcp2515.pdf", 74, "to VDD or VSS, -40°C TO +85°C")
MCP2515_WAKE1 = ev("mcp2515.pdf", 59, "The device will monitor the RXCAN pin for activity while")
MCP2515_WAKE2 = ev("mcp2515.pdf", 59, "it is in Sleep mode. If the WAKIE bit is set, the device")
MCP2515_WAKE3 = ev("mcp2515.pdf", 59, "will wake-up and generate an interrupt.")
MCP2515_WAKE4 = ev("mcp2515.pdf", 59, "When in internal Sleep mode, the wake-up interrupt is")
MCP2515_IGN1 = ev("mcp2515.pdf", 59, "The device will ignore the message that caused the")
MCP2515_IGN2 = ev("mcp2515.pdf", 59, "wake-up from Sleep mode, as well as any messages")
MCP2515_IGN3 = ev("mcp2515.pdf", 59, "will wake-up in Listen-Only mode. The MCU must set")
MCP2515_OST1 = ev("mcp2515.pdf", 59, "take some amount of time for the oscillator to start-up")
MCP2515_OST2 = ev("mcp2515.pdf", 59, "This Oscillator Start-up Timer (OST) is defined as")
MCP2515_OST3 = ev("mcp2515.pdf", 59, "128 TOSC.")
MCP2515_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
DS18_IDDS = ev("ds18b20.pdf", 2, "Standby Current IDDS (Notes 7, 8) 750 1000 nA")
DS18_N7 = ev("ds18b20.pdf", 2, "Note 7: Standby current specified up to +70°C.")
DS18_VDD = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
TMP36_OFF = ev("tmp36.pdf", 2, "Supply Current (Shutdown) ISY (OFF) Unloaded 0.01 0.5 µA")
TMP36_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
W25_PD = ev("w25q64.pdf", 74, "Power-down Current ICC2 1 25 µA")
W25_IGN1 = ev(
    "w25q64.pdf",
    55,
    "down / Device ID instruction, which restores the device to normal operation, will be recognized. All other",
)
W25_IGN2 = ev(
    "w25q64.pdf",
    55,
    "instructions are ignored. This includes the Read Status Register instruction, which is always available",
)
ADS_PD = ev("ads1115.pdf", 4, "Power-down current at 25°C 0.5 2 μA")
SI_STBY = ev("si7021.pdf", 4, "Standby, –40 to +85 °C2 — 0.06 0.62 μA")
BH_PD = ev("bh1750.pdf", 2, "Powerdown Current Icc2 － 0.01 1.0 µA No input Light")
BH_COND = ev(
    "bh1750.pdf",
    2,
    "Electrical Characteristics ( VCC = 3.0V, DVI = 3.0V, Ta = 25℃, unless otherwise noted )",
)
BH_ON = ev("bh1750.pdf", 5, "Power On 0000_0001 Waiting for measurement command.")
BH_PINS1 = ev("bh1750.pdf", 13, "1 VCC Power Supply Terminal")
BH_PINS2 = ev("bh1750.pdf", 13, "4 SDA I2C bus Interface SDA Terminal")
BH_PINS3 = ev("bh1750.pdf", 13, "6 SCL I2C bus Interface SCL Terminal")
PCF_IDD3 = ev("pcf8563.pdf", 28, "VDD = 3.0 V - 250 500 nA")
PCF_COND = ev("pcf8563.pdf", 28, "interface inactive (fSCL = 0 Hz); CLKOUT")
PCF_INT = ev("pcf8563.pdf", 5, "interrupt output (open-drain; active LOW)")
PCF_TI = ev("pcf8563.pdf", 7, "INT is active when TF is active (subject to the status of TIE)")
XC_IDD = ev("xc6206.pdf", 4, "Supply Current IDD - 1.0 3.0 μA")
XC_VIN = ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V")
HX_PD = ev("hx711.pdf", 1, "normal operation < 1.5mA, power down < 1uA")
HX_PD60 = ev("hx711.pdf", 5, "and stays at high for longer than 60µs, HX711")
HX_REG1 = ev("hx711.pdf", 5, "regulator is used for HX711 and the external")
HX_REG2 = ev("hx711.pdf", 5, "transducer, both HX711 and the transducer will be")
HX_DEF1 = ev("hx711.pdf", 5, "After a reset or power-down event, input")
HX_DEF2 = ev("hx711.pdf", 5, "selection is default to Channel A with a gain of")
DRV_SLP = ev("drv8833.pdf", 6, "IVMQ VM sleep mode supply current VM = 5 V 1.6 2.5 μA")
DRV_HIZ1 = ev(
    "drv8833.pdf",
    11,
    "The DRV8833 is active unless the nSLEEP pin is brought logic low. In sleep mode, the H-bridge FETs are",
)
DRV_HIZ2 = ev("drv8833.pdf", 11, "disabled (Hi-Z).")
M65_SHDN = ev("max31865.pdf", 3, "Bias off, ADC off 1.5 3 mA")
M65_SHDN2 = ev("max31865.pdf", 3, "Power-Supply Current (Note 6) Shutdown")
M55_ICC = ev("max31855.pdf", 2, "Power-Supply Current ICC 900 1500")
AMS_IQ1 = ev("ams1117.pdf", 3, "Quiescent Current AMS1117-1.5/-1.8/-2.5/- VIN ≤ 12V")
AMS_IQ2 = ev("ams1117.pdf", 3, "5 10")
INMP_STBY = ev("inmp441.pdf", 4, "VDD = 3.3 V Standby 0.8 mA")
INMP_PD = ev("inmp441.pdf", 4, "Power Down 4.5 µA")
INMP_SCK = ev(
    "inmp441.pdf",
    10,
    "The microphone enters standby mode when the serial-data clock SCK stops and CHIPEN is high.",
)
DS3231_ICCS = ev("ds3231.pdf", 2, "I2C bus inactive, 32kHz VCC = 3.63V 110")
DS3231_ICCS2 = ev("ds3231.pdf", 2, "Standby Supply Current ICCS output on, SQW output off")
M4725_PD1 = ev("mcp4725.pdf", 20, "shutdown, the serial interface remains active in order")
M4725_PD2 = ev("mcp4725.pdf", 20, "when (a) it receives a new write command for normal")
M4725_PD3 = ev("mcp4725.pdf", 20, "mode or (b) it receives an I2C General Call Wake-Up")
M4725_VOUT1 = ev("mcp4725.pdf", 20, "Note 1: In the power-down mode: VOUT is off and")
M4725_VOUT2 = ev("mcp4725.pdf", 20, "0 1 1 kΩ resistor to ground (1)")
INA3221_PD = ev(
    "ina3221.pdf",
    11,
    "INA3221 registers can be read at any time, even while in power-down. The data present in these registers are",
)
INA3221_PD2 = ev(
    "ina3221.pdf", 11, "from the last completed conversion results for the corresponding register."
)
M7219_SD1 = ev("max7219.pdf", 6, "remains unaltered. Shutdown can be used to save power")
M7219_SD2 = ev("max7219.pdf", 6, "be programmed while in shutdown mode, and shutdown")
M7219_SD0 = ev("max7219.pdf", 6, "display. The MAX7221 is identical, except the drivers are")
M7219_ISD = ev(
    "max7219.pdf",
    2,
    "Shutdown Supply Current I+ All digital inputs at V+ or GND, TA = +25°C 150 µA",
)
TPS_DISC1 = ev(
    "tps63020.pdf",
    9,
    "shutdown mode, the regulator stops switching, all internal control circuitry is switched off, and the load is",
)
TPS_DISC2 = ev("tps63020.pdf", 9, "disconnected from the input.")
TPS_PS1 = ev(
    "tps63020.pdf",
    12,
    "efficiency at light load. To enable power save mode, PS/SYNC must be set low.",
)
TPS_PS2 = ev(
    "tps63020.pdf", 12, "The power save mode can be disabled by programming high at the PS/SYNC."
)
TPS_IS = ev("tps63020.pdf", 6, "Shutdown current VEN = 0 V, VIN = VINA = 3.6 V 0.1 1 μA")
NRF_PD1 = ev(
    "nrf24l01p.pdf",
    22,
    "In power down mode nRF24L01+ is disabled using minimal current consumption. All register values avail-",
)
NRF_PD2 = ev(
    "nrf24l01p.pdf",
    22,
    "able are maintained and the SPI is kept active, enabling change of configuration and the uploading/down-",
)
NRF_IPD = ev("nrf24l01p.pdf", 14, "IVDD_PD Supply current in power down 900 nA")
HMC_IDLE = ev("hmc5883l.pdf", 2, "Average Current Draw Idle Mode - 2 - μA")
MPU_IDLE = ev("mpu-6050.pdf", 14, "Full-Chip Idle Mode Supply Current 5 µA")
M44_INT1 = ev("max44009.pdf", 13, "To utilize the ultra-low power consumption of the IC in")
M44_INT2 = ev("max44009.pdf", 13, "end applications, an interrupt pin is provided to eliminate")
M44_INT3 = ev("max44009.pdf", 13, "4) Master works on other tasks until alerted by the INT")
M44_ICC = ev("max44009.pdf", 2, "TA = +25NC, 90 lux, I2C inputs inactive 0.65 1.2")
M44_COND = ev(
    "max44009.pdf",
    2,
    "(VCC = 1.8V, TMIN to TMAX = -40NC to +85NC, unless otherwise noted.) (Note 1)",
)
CCS_SLEEP = ev("ccs811.pdf", 6, "Sleep Mode at 1.8V 19 μA")
INA219_PD = ev("ina219.pdf", 6, "Quiescent current, power-down mode 6 15 6 15 μA")
INA219_COND = ev(
    "ina219.pdf",
    5,
    "At TA = 25°C, VS = 3.3 V, VIN+ = 12V, VSHUNT = (VIN+ – VIN–) = 32 mV, PGA = /1, and BRNG (1) = 1, unless otherwise noted.",
)
LM2596_STBY = ev(
    "lm2596.pdf", 4, "Standby Quiescent Current (ON/OFF Pin = 5.0 V (“OFF”)) Istby 80 200"
)
LM2596_ON = ev(
    "lm2596.pdf",
    3,
    "current to approximately 80 mA. The threshold voltage is typically 1.6 V. Applying a voltage above this value (up to",
)
ESP_PM1 = ev(
    "esp32-wroom-32.pdf",
    13,
    "For details on ESP32’s power consumption in different power modes, please refer to section ”RTC and",
)
ESP_PM2 = ev("esp32-wroom-32.pdf", 13, "Low-Power Management” in ESP32 Datasheet.")
ESP_VDD = ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V")
MCP3008_IDDS = ev("mcp3008.pdf", 5, "Standby Current IDDS — 0.005 2 µA CS = VDD = 5.0V")
VL_HW = ev("vl53l0x.pdf", 23, "HW STANDBY 3 5 7 uA")
VL_NOM = ev("vl53l0x.pdf", 23, "conditions (23degC and 2.8V).")
VL_AVDD = ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V")
HC_I = ev("hc-sr04.pdf", 1, "Working Current 15mA")
HC_V = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
TM_DYN1 = ev("tm1637.pdf", 10, "dynamic current loss IDDdyn - - 5 mA")
TM_DYN2 = ev("tm1637.pdf", 10, "Non-loaded, display")
TP_SLEEP = ev("tp4056.pdf", 5, "Sleep Mode, VCC =0V -1 -2 μA")
M73831_STBY = ev("mcp73831.pdf", 3, "25 50 µA PROG Floating")
L298_VENL = ev("l298n.pdf", 3, "Ven = L Vi = X 4 mA")
L298_ISSL = ev("l298n.pdf", 3, "Ven = L Vi = X 6 mA")
DHT11_I = ev("dht11.pdf", 3, "Supply Current: measurement 0.3mA standby 60μ A")
IRLZ_IDSS = ev("irlz44n.pdf", 2, "––– ––– 25 VDS = 55V, VGS = 0V")

# ================================================================ answerable factual (15)
fact(
    "rq76-f01",
    "medium",
    "choosing a humidity sensor for a coin cell thermostat. for the si7021, roughly what does it pull "
    "while a humidity measurement is running vs when its just sitting in standby? typical numbers are fine",
    ["Si7021"],
    [
        it(
            "Si7021",
            "supply_current",
            "uA",
            typ=150,
            cond="active (humidity conversion), feature list",
        ),
        it("Si7021", "standby_current", "nA", typ=60, cond="standby, feature list"),
    ],
    [ev("si7021.pdf", 1, "150 µA active current"), ev("si7021.pdf", 1, "60 nA standby current")],
    "Front-page feature list (p1, unmarked): 150 uA active, 60 nA standby. The same typicals are in Table 2 on p4 "
    "(RH conversion 150/180 uA, standby 0.06/0.62 uA, asked before from marked lines). Look-alikes: temperature "
    "conversion 90 uA, standby max 0.62 uA (-40..85 C) / 3.8 uA (to 125 C), peak 3.5 mA at power-up, heater current.",
    typ="structured",
)
fact(
    "rq76-f02",
    "hard",
    "nrf24l01+ as the receiver of a battery weather station. how much does it eat listening in RX at 2mbps, "
    "and how much when i park it in standby-I between listening windows?",
    ["nRF24L01+"],
    [
        it("nRF24L01+", "supply_current", "mA", typ=13.5, cond="RX at 2 Mbps air data rate"),
        it("nRF24L01+", "standby_current", "uA", typ=26, cond="standby-I mode"),
    ],
    [
        ev("nrf24l01p.pdf", 1, "13.5mA RX at 2Mbps air data rate"),
        ev("nrf24l01p.pdf", 1, "26µA in standby-I"),
    ],
    "Key-features list on p1 (both lines unmarked). Same typicals as Table 4 on p14 (asked from there). "
    "Look-alikes: 900 nA power down, 320 uA standby-II, 13.1 / 12.6 mA RX at 1 Mbps / 250 kbps, 11.3 mA TX at 0 dBm, "
    "400 uA during crystal start-up.",
    typ="structured",
)
fact(
    "rq76-f03",
    "medium",
    "In its general description, which active current and which power-down current does Winbond quote for "
    "the W25Q64FV serial flash?",
    ["W25Q64FV"],
    [
        it(
            "W25Q64FV",
            "supply_current",
            "mA",
            typ=4,
            cond="active, 'as low as' (general description)",
        ),
        it("W25Q64FV", "standby_current", "uA", typ=1, cond="power-down (general description)"),
    ],
    [ev("w25q64.pdf", 5, "consumption as low as 4mA active and 1µA for power-down.")],
    "General description on p5 (unmarked line). The DC table (p74) has ICC2 power-down 1 typ / 25 max uA and ICC1 standby "
    "10/50 uA, read currents 15-20 mA max; the 4 mA figure appears only in the description/feature text (an earlier set "
    "asked the 4 mA from the feature list). Look-alikes: standby 10 uA, program/erase 20 mA.",
    typ="structured",
    wording="formal",
)
fact(
    "rq76-f04",
    "hard",
    "mcp4725 dac in a battery gadget, i put it into power-down between updates. about how much current does it "
    "still take in power-down, and does it still listen on i2c so i can wake it again?",
    ["MCP4725"],
    [it("MCP4725", "standby_current", "nA", typ=60, cond="power-down mode (text, section 5.5)")],
    [
        ev("mcp4725.pdf", 20, "60 nA (typical). Although most of internal circuits are"),
        ev("mcp4725.pdf", 20, "shutdown, the serial interface remains active in order"),
    ],
    "Section 5.5 on p20 (page unmarked except one line): about 60 nA typical, serial interface stays active; wake-up by a "
    "write for normal mode or a General Call Wake-Up. Table p3 gives IDDP 0.06 typ / 2.0 max uA at VDD = 5.5 V (asked "
    "before). Look-alikes: 210/400 uA normal IDD, 1 k / 100 k / 500 k output load in power-down, 6 us settling.",
)
fact(
    "rq76-f05",
    "medium",
    "looking at xc6206 3.3v ldos for a coin-cell-ish project. what's the ldo's own consumption according to "
    "the feature list? typ is fine",
    ["XC6206"],
    [it("XC6206", "quiescent_current", "uA", typ=1.0, cond="low power consumption, feature list")],
    [ev("xc6206.pdf", 1, "Low Power Consumption : 1.0μA (TYP.)")],
    "Feature list p1 (unmarked line): 1.0 uA typ. Electrical table p4 gives IDD 1.0 typ / 3.0 max uA (asked before; "
    "earlier sets file it as quiescent_current). Look-alikes: 200 mA max output (3.0 V type), 250 mV dropout at 100 mA, "
    "6.0 V max input.",
)
fact(
    "rq76-f06",
    "medium",
    "What power consumption figure does the HMC5883L feature list give for the magnetometer?",
    ["HMC5883L"],
    [it("HMC5883L", "supply_current", "uA", typ=100, cond="low power consumption, feature list")],
    [ev("hmc5883l.pdf", 1, "and Low Power Consumption (100 μA)")],
    "Feature list p1 (the '100 uA' line is unmarked; the preceding 2.16-3.6 V line is marked). The spec table on p2 "
    "ties 100 uA to measurement mode at 7.5 Hz ODR and gives idle 2 uA (both asked). Look-alikes: 2 uA idle, 10 mA "
    "strap current during self test.",
    wording="formal",
)
fact(
    "rq76-f07",
    "medium",
    "gy-49 (max44009) has no sleep command as far as i can see. how much does the chip draw while it's just "
    "running and measuring all the time?",
    ["MAX44009"],
    [it("MAX44009", "supply_current", "uA", typ=0.65, cond="full operation (general description)")],
    [ev("max44009.pdf", 1, "ply voltage range and consumes only 0.65µA in full")],
    "General description p1 (unmarked line; the feature-list 'ICC = 0.65uA' line is marked). Table p2: 0.65 typ / 1.2 max "
    "at 25 C, 1.6 max over temperature, all at VCC = 1.8 V (asked). Look-alikes: 'less than 1 uA' in the first paragraph, "
    "1 mA per I2C bit with a 1.8 k pull-up (p13).",
)
fact(
    "rq76-f08",
    "medium",
    "tmp36 in the 5 pin sot-23 / soic version has a shutdown pin. if i pull it low between readings, how low "
    "does the supply current get?",
    ["TMP36"],
    [it("TMP36", "standby_current", "uA", mx=0.5, cond="shutdown")],
    [
        ev("tmp36.pdf", 1, "shutdown function is provided to cut supply current to less"),
        ev("tmp36.pdf", 1, "than 0.5 µA."),
    ],
    "General description p1 (unmarked lines): less than 0.5 uA in shutdown. The table on p2 gives ISY(OFF) 0.01 typ / 0.5 max "
    "(asked before). Look-alikes: ISY(ON) 50 uA max, output load 50 uA, turn-on time 0.5/1 ms.",
)
fact(
    "rq76-f09",
    "hard",
    "tp4056 board stays plugged into usb after the cell is full. once charging has terminated, what does the "
    "tp4056 itself draw from the 5v input in that state?",
    ["TP4056"],
    [
        it(
            "TP4056",
            "standby_current",
            "uA",
            typ=55,
            cond="standby mode after charge termination, input supply current",
        )
    ],
    [
        ev("tp4056.pdf", 9, "standby mode, where the input supply"),
        ev("tp4056.pdf", 9, "current drops to 55 μA."),
    ],
    "Charge-termination text on p9 (unmarked lines): the TP4056 enters standby mode and the input supply current drops to "
    "55 uA. The table on p5 gives ICC standby 55 typ / 100 max (asked before). Look-alikes: 150/500 uA charge mode, BAT-pin "
    "standby current -2.5/-6 uA, 2 uA sleep drain, C/10 termination.",
)
fact(
    "rq76-f10",
    "medium",
    "An MCP73831 stays connected to its Li-ion cell while the USB input is only occasionally present. While the "
    "charger is held in undervoltage lockout (input absent), what battery reverse discharge current does the data "
    "sheet state at most?",
    ["MCP73831"],
    [
        it(
            "MCP73831",
            "standby_current",
            "uA",
            mx=2,
            cond="battery reverse discharge current during UVLO",
        )
    ],
    [
        ev("mcp73831.pdf", 13, "placed in Shutdown mode."),
        ev("mcp73831.pdf", 13, "discharge current is less than 2 µA."),
    ],
    "Device overview p13 (unmarked lines): during any UVLO condition the battery reverse discharge current is less than "
    "2 uA. The DC table p4 gives IDISCHARGE 0.15/0.25 typ, 2 max (asked). Look-alikes: 6 uA battery-detection source current, "
    "-5.5/-15 uA at charge complete, ISS rows.",
    wording="formal",
)
fact(
    "rq76-f11",
    "medium",
    "mpu6050 used only as a tilt/motion sensor: gyro off, dmp off, just the accelerometer in normal mode. how much "
    "current is that according to the feature list?",
    ["MPU-6050"],
    [
        it(
            "MPU-6050",
            "supply_current",
            "uA",
            typ=500,
            cond="accelerometer normal operating current",
        )
    ],
    [ev("mpu-6050.pdf", 10, "Accelerometer normal operating current: 500µA")],
    "Accelerometer features p10 (unmarked line). Table p14 gives the same 500 uA (accelerometer only, asked before). "
    "Look-alikes: 10/20/60/110 uA low-power accelerometer modes in the feature list (70/140 uA at 20/40 Hz in the table), "
    "3.6 mA gyro, 5 uA standby/idle.",
)
fact(
    "rq76-f12",
    "medium",
    "inmp441 i2s mic, the features list brags about low current consumption. which number do they give there?",
    ["INMP441"],
    [
        it(
            "INMP441",
            "supply_current",
            "mA",
            typ=1.4,
            cond="feature list (normal mode; table: VDD = 1.8 V)",
        )
    ],
    [ev("inmp441.pdf", 1, "Low Current Consumption of 1.4 mA")],
    "Feature list p1 (unmarked). In the table (p4) 1.4 mA typ is the 1.8 V normal-mode figure; at 3.3 V it is 2.2/2.5 mA. "
    "Look-alikes: standby 0.8 mA, power-down 2 / 4.5 uA.",
)
fact(
    "rq76-f13",
    "hard",
    "nRF24L01+ feature summary: what is the maximum start-up time from power down mode?",
    ["nRF24L01+"],
    [it("nRF24L01+", "warm_up_time", "ms", mx=1.5, cond="start-up from power down (feature list)")],
    [ev("nrf24l01p.pdf", 8, "Max 1.5ms start-up from power down mode")],
    "Features p8 (unmarked line). Tpd2stby in Table 16 (1.5 ms for Ls < 30 mH, 4.5 ms for Ls = 60 mH / 90 mH, 150 us "
    "with external clock) was asked before. Look-alikes: max 130 us from standby-I (marked line), 400 uA during crystal "
    "start-up.",
    wording="formal",
)
fact(
    "rq76-f14",
    "hard",
    "Con el pin CE del TP4056 a nivel bajo (cargador deshabilitado), ¿cuánta corriente toma como máximo el pin BAT "
    "de la batería?",
    ["TP4056"],
    [
        it(
            "TP4056",
            "standby_current",
            "uA",
            mx=2,
            cond="BAT pin, chip disable (CE low) or sleep mode",
        )
    ],
    [ev("tp4056.pdf", 7, "2uA current in chip disable mode or in sleep")],
    "Pin functions p7 (unmarked line): BAT pin draws less than 2 uA in chip disable mode or in sleep mode. Table p5: "
    "shutdown +-1/+-2 uA, sleep -1/-2 uA (asked). Look-alikes: 55 uA input current in shutdown, 'less than 3 uA' in the "
    "p9 sleep-mode text (input absent), -2.5/-6 uA standby.",
    wording="formal",
    lang="es",
)
fact(
    "rq76-f15",
    "hard",
    "if i leave the PROG pin of the mcp73831 floating to disable charging (usb still connected), what supply "
    "current does the chip drop to?",
    ["MCP73831"],
    [
        it(
            "MCP73831",
            "standby_current",
            "uA",
            typ=25,
            cond="disabled via PROG (floating / logic high)",
        )
    ],
    [
        ev("mcp73831.pdf", 15, "disabled, the device’s supply current is reduced to"),
        ev("mcp73831.pdf", 15, "25 µA, typically."),
    ],
    "Device-disable text on p15 (page unmarked). Table p3: ISS 25 typ / 50 max uA with PROG floating (asked). "
    "Look-alikes: 510 uA charging, 53 uA charge complete no battery, 2 uA reverse discharge.",
)

# ================================================================ factual insufficient_evidence (10)
trap(
    "rq76-u01",
    "hard",
    "pcf8563 as a wake-up timer: countdown timer clocked at 64 Hz (TD = 01), CLKOUT off, i2c idle, 3v. "
    "what supply current does it take like that?",
    ["PCF8563"],
    [
        ev(
            "pcf8563.pdf",
            29,
            "[2] Timer source clock = 1⁄60 Hz, level of pins SCL and SDA is VDD or VSS.",
        )
    ],
    "All IDD rows (p28) are measured with the timer source clock at 1/60 Hz (note [2], p29); no figure for a 64 Hz (or "
    "4.096 kHz) timer source. Near miss: 250/500 nA at 3.0 V with CLKOUT disabled.",
)
trap(
    "rq76-u02",
    "medium",
    "vl53l0x inside a car dashboard box at 60C. what's the HW standby current (XSHUT low) at that temperature?",
    ["VL53L0X"],
    [ev("vl53l0x.pdf", 23, "Table 9. Consumption at ambient temperature(1)")],
    "Table 9 gives the consumption at ambient temperature only (note: 23 C and 2.8 V). Near miss: HW standby 3/5/7 uA, "
    "SW standby 4/6/9 uA at 23 C.",
)
trap(
    "rq76-u03",
    "medium",
    "ccs811 in an unheated garage, around 5 C in winter. how much does it take in sleep mode at that temperature?",
    ["CCS811"],
    [ev("ccs811.pdf", 6, "6. Typical values at 25 oC and 50% RH")],
    "The sleep-mode figure (19 uA at 1.8 V, p6) is a typical value at 25 C / 50 %RH; no figure at 5 C and no maximum.",
)
trap(
    "rq76-u04",
    "medium",
    "For an XC6206 that is switched off through its chip-enable (CE) input, what standby current does the data "
    "sheet specify?",
    ["XC6206"],
    [
        ev(
            "xc6206.pdf",
            1,
            "The XC6206 series are highly precise, low power consumption, 3 terminal, positive voltage regulators manufactured using",
        )
    ],
    "The XC6206 is a 3-terminal regulator with no CE pin, so no standby/shutdown current exists; only IDD 1.0/3.0 uA in "
    "operation. Near miss: the 'Low Power Consumption 1.0 uA' feature line.",
    wording="formal",
)
trap(
    "rq76-u05",
    "medium",
    "esp32-wroom-32 module: how much current in light sleep? want to compare with deep sleep for my logger",
    ["ESP32-WROOM-32"],
    [
        ev(
            "esp32-wroom-32.pdf",
            13,
            "For details on ESP32’s power consumption in different power modes, please refer to section ”RTC and",
        )
    ],
    "The module sheet refers the power-mode currents to the ESP32 (chip) datasheet; it only says the chip sleep current is "
    "< 5 uA (p6) and 80 mA average operating current. No light-sleep figure.",
)
trap(
    "rq76-u06",
    "hard",
    "max7219 in shutdown while my mcu sleeps with its pins as inputs, so DIN/CLK/LOAD just float. what's the shutdown "
    "current in that case?",
    ["MAX7219"],
    [
        ev("max7219.pdf", 6, "in shutdown mode, logic inputs should be at ground or V+"),
    ],
    "The 150 uA shutdown figure (p2) is specified with all digital inputs at V+ or GND, and p6 says inputs should be at "
    "ground or V+ for minimum shutdown current; nothing is given for floating inputs.",
)
trap(
    "rq76-u07",
    "hard",
    "What maximum VM sleep-mode supply current does the DRV8833 guarantee at an ambient temperature of 85 °C?",
    ["DRV8833"],
    [
        ev("drv8833.pdf", 7, "Figure 1. Operating Current"),
        ev("drv8833.pdf", 7, "Figure 2. Sleep Current"),
    ],
    "IVMQ 1.6 typ / 2.5 max uA is specified at VM = 5 V and TA = 25 C (p6); Figure 2 shows typical sleep current vs VM at "
    "-40/25/85 C only, no guaranteed maximum at 85 C.",
    wording="formal",
)
trap(
    "rq76-u08",
    "medium",
    "hmc5883l compass on a drone that sits outside at -20C. idle mode current at -20?",
    ["HMC5883L"],
    [ev("hmc5883l.pdf", 2, "SPECIFICATIONS (* Tested at 25°C except stated otherwise.)")],
    "Idle 2 uA (and 100 uA measurement) are given at 25 C only (with VDD = 2.5 V); no figure at -20 C.",
)
trap(
    "rq76-u09",
    "hard",
    "inmp441 running from a 2.5 V rail. what's its power-down current (CHIPEN low) at 2.5 V?",
    ["INMP441"],
    [ev("inmp441.pdf", 4, "Supply Current (IS)")],
    "The supply-current table gives power-down 2 uA at VDD = 1.8 V and 4.5 uA at 3.3 V only; nothing at 2.5 V "
    "(interpolation is not a specification).",
)
trap(
    "rq76-u10",
    "hard",
    "Does the BH1750 data sheet guarantee a maximum power-down current at VCC = 3.6 V?",
    ["BH1750"],
    [ev("bh1750.pdf", 3, "ICC @ POWER DOWN [ uA ]")],
    "Icc2 0.01 typ / 1.0 max uA is specified at VCC = 3.0 V, 25 C (p2); p3 only shows typical curves of the power-down "
    "current vs VCC / temperature, no maximum at 3.6 V.",
    wording="formal",
)

# ================================================================ compatibility: compatible (12)
compat(
    "rq76-c01",
    "hard",
    "A 5 V CAN sensor node sleeps at 25 °C with an MCP2515 in Sleep mode (CS and TXnRTS high, other inputs at "
    "the rails), a DS18B20 on local power in standby (DQ idle high) and a TMP36 held in shutdown. Using the data "
    "sheet maximum figures, does the sum of their sleep currents stay within a 10 µA budget?",
    ["MCP2515", "DS18B20", "TMP36"],
    "compatible",
    [
        it("MCP2515", "standby_current", "uA", mx=5, cond="IDDS sleep mode, -40..+85 C"),
        it("DS18B20", "standby_current", "nA", typ=750, mx=1000, cond="IDDS, up to +70 C"),
        it("TMP36", "standby_current", "uA", typ=0.01, mx=0.5, cond="ISY(OFF), shutdown"),
    ],
    [MCP2515_IDDS, MCP2515_IDDS_T, DS18_IDDS, DS18_N7, TMP36_OFF],
    "5 + 1 + 0.5 = 6.5 uA max <= 10 uA. All three run from 5 V (MCP2515 2.7-5.5, DS18B20 3.0-5.5, TMP36 2.7-5.5).",
    wording="formal",
)
compat(
    "rq76-c02",
    "hard",
    "3.3v data logger that sleeps at room temp: w25q64fv in power-down, ads1115 in power-down, si7021 in standby. "
    "worst case (datasheet max) together under 30 uA?",
    ["W25Q64FV", "ADS1115", "Si7021"],
    "compatible",
    [
        it("W25Q64FV", "standby_current", "uA", typ=1, mx=25, cond="ICC2 power-down"),
        it("ADS1115", "standby_current", "uA", typ=0.5, mx=2, cond="power-down at 25 C"),
        it("Si7021", "standby_current", "uA", typ=0.06, mx=0.62, cond="standby, -40..+85 C"),
    ],
    [W25_PD, ADS_PD, SI_STBY],
    "25 + 2 + 0.62 = 27.62 uA max < 30 uA.",
)
compat(
    "rq76-c03",
    "hard",
    "esp32 in deep sleep, mcp2515 (on a 3.3 V xc6206 rail) put into its sleep mode with WAKIE set and its INT pin "
    "wired to an RTC-capable gpio. when somebody starts talking on the CAN bus, will the mcp2515 raise INT so it "
    "can wake the esp32?",
    ["MCP2515", "ESP32-WROOM-32", "XC6206"],
    "compatible",
    [],
    [MCP2515_WAKE1, MCP2515_WAKE2, MCP2515_WAKE3, MCP2515_WAKE4, MCP2515_VDD],
    "p59: in Sleep the device monitors RXCAN; with WAKIE set it wakes and generates an interrupt; the wake-up interrupt "
    "stays active in Sleep so the MCU can sleep too. 3.3 V is inside 2.7-5.5 V. (The frame that caused the wake-up is "
    "ignored - see i04 - but the question only asks for the wake-up.)",
)
compat(
    "rq76-c04",
    "medium",
    "one i2c bus with an mcp4725, a bh1750 and an ina3221, all three put in power-down to save the battery. later "
    "i want to bring each back by just sending it i2c commands (no power cycling). do all three still listen on "
    "i2c while powered down?",
    ["MCP4725", "BH1750", "INA3221"],
    "compatible",
    [],
    [M4725_PD1, M4725_PD2, M4725_PD3, BH_ON, INA3221_PD],
    "MCP4725: serial interface remains active, exits on a write or General Call Wake-Up. BH1750: 'Power On' opcode "
    "0000_0001 is an instruction sent in power down. INA3221: registers can be read/written in power-down; a MODE write "
    "ends it.",
)
compat(
    "rq76-c05",
    "medium",
    "A DS3231-based clock shows the time and a DHT22 reading on a MAX7219-driven display. At night the MAX7219 is put "
    "into shutdown; just before leaving shutdown the MCU writes the new digit values into the MAX7219. Are the "
    "written digits kept, so that they appear when the display leaves shutdown?",
    ["MAX7219", "DS3231", "DHT22"],
    "compatible",
    [],
    [M7219_SD0, M7219_SD1, M7219_SD2],
    "p6: in shutdown the data in the digit and control registers remains unaltered and the driver can be programmed while "
    "in shutdown.",
    wording="formal",
)
compat(
    "rq76-c06",
    "medium",
    "2x aa -> tps63021 -> 3.3v for a vl53l0x and a ds18b20. between readings i pull EN of the tps63021 low. will "
    "the two sensors then be really cut off from the batteries (no path through the converter)?",
    ["TPS63020", "VL53L0X", "DS18B20"],
    "compatible",
    [],
    [TPS_DISC1, TPS_DISC2],
    "p9: in shutdown the regulator stops switching, internal control is off and the load is disconnected from the input "
    "(also 'load disconnect during shutdown' on p1).",
)
compat(
    "rq76-c07",
    "hard",
    "solar light/temp node: nrf24l01+ kept in power down most of the time, max44009 and lm35 read by the mcu. can "
    "i rewrite the nrf's config registers and load the tx payload over spi while it is still in power down, and "
    "only then set PWR_UP?",
    ["nRF24L01+", "MAX44009", "LM35"],
    "compatible",
    [],
    [NRF_PD1, NRF_PD2],
    "p22: in power down all register values are maintained and SPI is kept active, enabling configuration changes and "
    "uploading/downloading of data registers.",
)
compat(
    "rq76-c08",
    "hard",
    "A node runs from a 1000 mAh LiPo through an XC6206P332 (3.3 V) that supplies an Si7021 (standby between "
    "readings) and an ADS1115 (power-down between conversions). At 25 °C, using the data sheet maximum figures for "
    "the regulator's own supply current, the Si7021 standby current and the ADS1115 power-down current, does the "
    "sleep state consume less than 50 mAh per year (8760 h)?",
    ["XC6206", "Si7021", "ADS1115"],
    "compatible",
    [
        it("XC6206", "quiescent_current", "uA", typ=1.0, mx=3.0, cond="IDD, Ta = 25 C"),
        it("Si7021", "standby_current", "uA", typ=0.06, mx=0.62, cond="standby, -40..+85 C"),
        it("ADS1115", "standby_current", "uA", typ=0.5, mx=2, cond="power-down at 25 C"),
    ],
    [XC_IDD, SI_STBY, ADS_PD, XC_VIN],
    "3.0 + 0.62 + 2 = 5.62 uA max; x 8760 h = 49.2 mAh < 50 mAh (tight on purpose). LiPo 3.0-4.2 V is within XC6206 "
    "VIN 1.8-6.0 V; 3.3 V is within both parts' supply ranges (Si7021 1.9-3.6 V, ADS1115 2-5.5 V).",
    wording="formal",
)
compat(
    "rq76-c09",
    "hard",
    "A parcel box at room temperature contains an HX711 (its load cell supplied from the HX711's on-chip regulator) "
    "powered down with PD_SCK held high, a DRV8833 for the lock motor with nSLEEP low at VM = 5 V, and a TMP36 in "
    "shutdown. Using the data sheet maximum figures, do the three together stay below 5 µA?",
    ["HX711", "DRV8833", "TMP36"],
    "compatible",
    [
        it("HX711", "standby_current", "uA", mx=1, cond="power down, including on-chip regulator"),
        it("DRV8833", "standby_current", "uA", typ=1.6, mx=2.5, cond="IVMQ, VM = 5 V"),
        it("TMP36", "standby_current", "uA", typ=0.01, mx=0.5, cond="ISY(OFF)"),
    ],
    [HX_PD, HX_REG1, HX_REG2, HX_PD60, DRV_SLP, TMP36_OFF],
    "< 1 + 2.5 + 0.5 = 4 uA < 5 uA. With the internal regulator the transducer is powered down too (p5).",
    wording="formal",
)
compat(
    "rq76-c10",
    "medium",
    "battery monitor: ina3221 set to single-shot, it measures once and drops into power-down. the esp32 reads the "
    "bus/shunt registers a bit later, mcp73831 charges the cell. can the esp32 still read the last results while the "
    "ina3221 is in power-down, or do i have to wake it first?",
    ["INA3221", "ESP32-WROOM-32", "MCP73831"],
    "compatible",
    [],
    [INA3221_PD, INA3221_PD2],
    "p11: registers can be read at any time, even while in power-down; they hold the last completed conversion.",
)
compat(
    "rq76-c11",
    "medium",
    "A solar garden lamp uses a MAX44009 to decide when it is dark; the MCU should sleep until the MAX44009 signals "
    "that the lux value has left a programmed window. A DS18B20 watches the battery temperature and an IRLZ44N "
    "switches the LED. "
    "Does the MAX44009 provide a way to wake the MCU without polling?",
    ["MAX44009", "DS18B20", "IRLZ44N"],
    "compatible",
    [],
    [M44_INT1, M44_INT2, M44_INT3],
    "p13: an interrupt pin with upper/lower thresholds is provided so the master does not poll; the master works on other "
    "tasks until alerted by INT going low.",
    wording="formal",
)
compat(
    "rq76-c12",
    "medium",
    "Station météo sur piles : le PCF8563 doit réveiller le microcontrôleur toutes les 10 minutes avec son "
    "minuteur (timer) via la broche INT ; ensuite le micro lit un DHT22 et un MCP3008. Le PCF8563 peut-il servir "
    "de source de réveil de cette façon ?",
    ["PCF8563", "DHT22", "MCP3008"],
    "compatible",
    [],
    [PCF_INT, PCF_TI],
    "INT is an open-drain active-low interrupt output (p5); INT is active when the timer flag TF is active, subject to TIE (p7).",
    lang="fr",
)

# ================================================================ compatibility: incompatible (12)
compat(
    "rq76-i01",
    "hard",
    "A coin-cell node at VDD = 3.0 V and 25 °C keeps an Si7021 in standby, a BH1750 in power-down and a PCF8563 "
    "running (interface inactive, CLKOUT disabled). Using the data sheet maximum figures, does the total stay "
    "within a 2.0 µA sleep budget?",
    ["Si7021", "BH1750", "PCF8563"],
    "incompatible",
    [
        it("Si7021", "standby_current", "uA", typ=0.06, mx=0.62, cond="standby, -40..+85 C"),
        it(
            "BH1750",
            "standby_current",
            "uA",
            typ=0.01,
            mx=1.0,
            cond="power down, VCC = 3.0 V, 25 C",
        ),
        it(
            "PCF8563",
            "standby_current",
            "nA",
            typ=250,
            mx=500,
            cond="VDD = 3.0 V, 25 C, CLKOUT disabled",
        ),
    ],
    [SI_STBY, BH_PD, BH_COND, PCF_IDD3, PCF_COND],
    "0.62 + 1.0 + 0.5 = 2.12 uA max > 2.0 uA (typicals 0.32 uA would fit; the question asks for the maxima). The PCF8563 "
    "IDD is filed as standby_current (timekeeping with interface inactive).",
    wording="formal",
)
compat(
    "rq76-i02",
    "medium",
    "kiln/fridge logger: max31865 (pt100) and max31855 (thermocouple) on an ams1117-3.3 from a 5 V power bank. "
    "between readings i put the max31865 in shutdown (bias off, adc off) and just leave the max31855. can the "
    "idle draw of these three get under 500 uA?",
    ["MAX31865", "MAX31855", "AMS1117"],
    "incompatible",
    [
        it("MAX31865", "standby_current", "mA", typ=1.5, mx=3, cond="shutdown: bias off, ADC off"),
        it("MAX31855", "supply_current", "uA", typ=900, mx=1500, cond="ICC"),
        it("AMS1117", "quiescent_current", "mA", typ=5, mx=10, cond="VIN <= 12 V"),
    ],
    [M65_SHDN, M65_SHDN2, M55_ICC, AMS_IQ1, AMS_IQ2],
    "Even the typicals exceed 500 uA: MAX31865 shutdown 1.5 mA, MAX31855 900 uA (no shutdown), AMS1117 5 mA quiescent.",
)
compat(
    "rq76-i03",
    "hard",
    "baby monitor: inmp441 on 3.3 V, i stop SCK between recordings (CHIPEN stays high) to save power, ds3231 for "
    "timestamps, tp4056 charging the cell. going by the datasheet max, is the mic's current in that state "
    "guaranteed to be below 500 uA?",
    ["INMP441", "DS3231", "TP4056"],
    "incompatible",
    [
        it(
            "INMP441",
            "standby_current",
            "mA",
            mx=0.8,
            cond="standby (SCK stopped, CHIPEN high), VDD = 3.3 V",
        ),
        it("INMP441", "standby_current", "uA", mx=4.5, cond="power down (CHIPEN low), VDD = 3.3 V"),
    ],
    [INMP_STBY, INMP_PD, INMP_SCK],
    "Stopping SCK with CHIPEN high is standby mode: 0.8 mA max at 3.3 V > 0.5 mA, so the worst case is not within the "
    "budget. Power-down (CHIPEN low) would be 4.5 uA max.",
)
compat(
    "rq76-i04",
    "hard",
    "can bus gadget: mcp2515 sleeps (WAKIE on) and wakes on bus activity. the very first frame the master sends is "
    "the command itself (sets an mcp4725 output, lm35 readback). will the mcp2515 receive that first frame that "
    "woke it up?",
    ["MCP2515", "MCP4725", "LM35"],
    "incompatible",
    [],
    [MCP2515_IGN1, MCP2515_IGN2, MCP2515_IGN3],
    "p59: the device ignores the message that caused the wake-up (and any during wake-up) and wakes into Listen-Only mode; "
    "the MCU must set Normal mode. The first frame is lost.",
)
compat(
    "rq76-i05",
    "medium",
    "w25q64fv sits in power-down (B9h) between logging bursts, mpu-6050 and a tm1637 on the same board. before "
    "waking it i poll its status register (05h) to see if its busy. does that work while its powered down?",
    ["W25Q64FV", "MPU-6050", "TM1637"],
    "incompatible",
    [],
    [W25_IGN1, W25_IGN2],
    "p55: in power-down only Release Power-down / Device ID (ABh) is recognised; all others, including Read Status "
    "Register, are ignored.",
)
compat(
    "rq76-i06",
    "hard",
    "An MCP4725 supplies a 1.25 V bias to an ADS1115 input next to a MAX31855. To save power, the firmware writes "
    "the power-down bits PD1:PD0 = 01 between measurements and expects the MCP4725 to keep holding 1.25 V on VOUT "
    "meanwhile. Is that how the power-down mode behaves?",
    ["MCP4725", "ADS1115", "MAX31855"],
    "incompatible",
    [],
    [M4725_VOUT1, M4725_VOUT2],
    "p20: in power-down VOUT is off and the output is switched to a resistor to ground (1 k for PD = 01, 100 k / 500 k for "
    "10 / 11).",
    wording="formal",
)
compat(
    "rq76-i07",
    "medium",
    "18650 (2000 mAh) -> ams1117-3.3 -> hx711 + dht11, the mcu deep-sleeps. i want the sleep draw under 1 mA so the "
    "cell lasts months. does the ams1117 fit that?",
    ["AMS1117", "HX711", "DHT11"],
    "incompatible",
    [it("AMS1117", "quiescent_current", "mA", typ=5, mx=10, cond="VIN <= 12 V")],
    [AMS_IQ1, AMS_IQ2],
    "The AMS1117's own quiescent current is 5 mA typ / 10 mA max, far above 1 mA (2000 mAh / 5 mA ~ 17 days).",
)
compat(
    "rq76-i08",
    "medium",
    "12V lead acid in the shed. at night the lm2596 is switched off via ON/OFF, the ina219 goes into power-down "
    "and the srd relay coil is off. total night drain budget is 50 uA. ok?",
    ["LM2596", "INA219", "SRD-05VDC-SL-C"],
    "incompatible",
    [
        it(
            "INA219",
            "standby_current",
            "uA",
            typ=6,
            mx=15,
            cond="quiescent current, power-down mode",
        )
    ],
    [LM2596_STBY, LM2596_ON, INA219_PD],
    "LM2596 standby quiescent current 80 typ / 200 max (printed 'mA' in the text layer, uA in the real part) already "
    "exceeds 50 uA in either reading; INA219 power-down 6/15 uA. No LM2596 item is scored because of the unit glitch.",
)
compat(
    "rq76-i09",
    "hard",
    "hx711 on a scale where i read a battery on channel B (gain 32), mcp3008 for other stuff, ds3231 wakes the mcu. "
    "between readings i power the hx711 down via PD_SCK. when it wakes up, is it still set to channel B / gain 32 "
    "so i can read straight away?",
    ["HX711", "MCP3008", "DS3231"],
    "incompatible",
    [],
    [HX_DEF1, HX_DEF2],
    "p5: after a reset or power-down event the input selection defaults to channel A with gain 128.",
)
compat(
    "rq76-i10",
    "medium",
    "A small vehicle uses a DRV8833 (motors), a VL53L0X and a 74HC595 for LEDs. When parked, nSLEEP is pulled low "
    "to save power; the motors should then stay braked (windings shorted by the bridge) so the vehicle does not "
    "roll. Does the DRV8833 sleep mode provide that?",
    ["DRV8833", "VL53L0X", "74HC595"],
    "incompatible",
    [],
    [DRV_HIZ1, DRV_HIZ2],
    "p11: in sleep the H-bridge FETs are disabled (Hi-Z), so the windings float; no brake.",
    wording="formal",
)
compat(
    "rq76-i11",
    "medium",
    "greenhouse node: dht11, mq-2 and a bh1750. i want the bh1750 to fire an interrupt when it gets dark so it "
    "wakes my mcu, like other light sensors do. which pin do i use on the bh1750 for that?",
    ["BH1750", "DHT11", "MQ-2"],
    "incompatible",
    [],
    [BH_PINS1, BH_PINS2, BH_PINS3],
    "Terminal description p13: VCC, ADDR, GND, SDA, DVI, SCL - no interrupt output, so it cannot act as a wake-up source.",
)
compat(
    "rq76-i12",
    "hard",
    "2xAA -> tps63021 feeding an hmc5883l and an mcp3008. PS/SYNC is tied to VIN on my board. the node sleeps "
    "at a few tens of uA load - will the converter drop into its power save mode at that light load?",
    ["TPS63020", "HMC5883L", "MCP3008"],
    "incompatible",
    [],
    [TPS_PS1, TPS_PS2],
    "p12: power save mode needs PS/SYNC low; a high level on PS/SYNC disables it (forced PWM).",
)

# ================================================================ compatibility: insufficient_evidence (11)
compat(
    "rq76-e01",
    "hard",
    "sensor tag: nrf24l01+ in power down, hmc5883l in idle, mpu-6050 in its idle/sleep mode, all on 3.0 V. i need a "
    "GUARANTEED worst-case sleep current under 10 uA total, from datasheet max values. can i claim that?",
    ["nRF24L01+", "HMC5883L", "MPU-6050"],
    "insufficient_evidence",
    [],
    [NRF_IPD, HMC_IDLE, MPU_IDLE],
    "Only typicals are given: nRF 900 nA, HMC5883L idle 2 uA, MPU-6050 idle 5 uA (sum 7.9 uA typ); no maxima, so no "
    "guaranteed worst case.",
)
compat(
    "rq76-e02",
    "hard",
    "An indoor monitor runs a CCS811 (sleep mode), a MAX44009 and an ADS1115 (power-down) all at VDD = 3.3 V. Does the "
    "data sheet information guarantee that the three together stay below 30 µA while the CCS811 sleeps?",
    ["CCS811", "MAX44009", "ADS1115"],
    "insufficient_evidence",
    [],
    [CCS_SLEEP, M44_ICC, M44_COND, ADS_PD],
    "CCS811 sleep current is a typical value at 1.8 V only; MAX44009 ICC is specified at VCC = 1.8 V. No figures at 3.3 V.",
    wording="formal",
)
compat(
    "rq76-e03",
    "medium",
    "desk clock: ds3231 + tm1637 running from an 18650 through a tp4056 board when usb is unplugged. how many months "
    "will the clock keep running off the cell?",
    ["TP4056", "TM1637", "DS3231"],
    "insufficient_evidence",
    [],
    [TM_DYN1, TM_DYN2, DS3231_ICCS, TP_SLEEP],
    "No cell capacity is given and the TM1637 only has a 5 mA maximum (display off, no load); the runtime cannot be worked "
    "out from the sheets.",
)
compat(
    "rq76-e04",
    "hard",
    "solar battery monitor in a box that gets to 70 C: ina219 in power-down between readings, acs712 and its load "
    "switched off by an irlz44n. is the ina219 power-down current still under 20 uA at 70 C?",
    ["INA219", "ACS712", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [INA219_PD, INA219_COND],
    "15 uA max is specified at TA = 25 C (VS = 3.3 V); only a typical curve over temperature, no limit at 70 C.",
)
compat(
    "rq76-e05",
    "hard",
    "can-bus display: mcp2515 (16 MHz crystal) sleeping, max7219 and an l298n on the node. after bus activity wakes "
    "the mcp2515, will it be ready to receive within 1 ms?",
    ["MCP2515", "MAX7219", "L298N"],
    "insufficient_evidence",
    [],
    [MCP2515_OST1, MCP2515_OST2, MCP2515_OST3],
    "The OST is 128 TOSC (8 us at 16 MHz), but the crystal's own start-up time is not specified, so the total wake-up "
    "latency cannot be bounded from the sheet.",
)
compat(
    "rq76-e06",
    "medium",
    "In a battery-powered parking sensor (the pack is charged by an MCP73831) an HC-SR04 remains powered from the "
    "5 V rail between measurements while a MAX7219 display driver is in shutdown. Can the data sheets confirm that "
    "the idle current of these two parts stays below 1 mA?",
    ["HC-SR04", "MAX7219", "MCP73831"],
    "insufficient_evidence",
    [],
    [HC_I, HC_V, M7219_ISD],
    "MAX7219 shutdown <= 150 uA, but the HC-SR04 sheet gives only a 15 mA working current, no idle/quiescent figure.",
    wording="formal",
)
compat(
    "rq76-e07",
    "hard",
    "A robot's TPS63021 rail (3.3 V) feeds a VL53L0X held in HW standby (XSHUT low, AVDD = 3.3 V) and an MPU-6050 in "
    "idle. Is the combined standby current guaranteed to stay below 15 µA?",
    ["TPS63020", "VL53L0X", "MPU-6050"],
    "insufficient_evidence",
    [],
    [VL_HW, VL_NOM, VL_AVDD, MPU_IDLE],
    "VL53L0X HW standby 3/5/7 uA is at nominal 2.8 V / 23 C, not 3.3 V; the MPU-6050 idle current is typical only.",
    wording="formal",
)
compat(
    "rq76-e08",
    "medium",
    "esp32-wroom-32 in light sleep keeping its wifi association, ina219 logging, srd relay idle. will the esp32 "
    "module stay under 1 mA average in that light sleep?",
    ["ESP32-WROOM-32", "INA219", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [ESP_PM1, ESP_PM2],
    "The module sheet defers power-mode currents to the ESP32 chip datasheet; no light-sleep figure here.",
)
compat(
    "rq76-e09",
    "hard",
    "Two AA cells (down to 2.7 V) power an MCP3008 held in standby (CS high), a TMP36 in shutdown and an IRLZ44N "
    "load switch. Is the MCP3008 standby current guaranteed to stay at or below 2 µA at VDD = 2.7 V?",
    ["MCP3008", "TMP36", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [MCP3008_IDDS],
    "IDDS 0.005 typ / 2 max uA is specified at CS = VDD = 5.0 V only; no figure at 2.7 V.",
    wording="formal",
)
compat(
    "rq76-e10",
    "hard",
    "kitchen scale: hx711 with the load cell excited straight from the 3.3 v rail (not from the hx711 regulator), "
    "PD_SCK held high in sleep, tm1637 off, ina3221 watching the rail. will the scale's sleep draw stay under 10 uA?",
    ["HX711", "TM1637", "INA3221"],
    "insufficient_evidence",
    [],
    [HX_PD, HX_REG1, HX_REG2],
    "The HX711 < 1 uA covers the chip (and the transducer only when fed from its regulator); with the bridge on the rail "
    "its current depends on the load cell resistance, which no sheet gives.",
)
compat(
    "rq76-e11",
    "medium",
    "parked robot: dht11 and hc-sr04 left powered on 5 v, l298n (VS from the 7.4 v pack) with both enables low. "
    "total idle current under 20 mA?",
    ["DHT11", "HC-SR04", "L298N"],
    "insufficient_evidence",
    [],
    [DHT11_I, HC_I, L298_VENL, L298_ISSL],
    "L298 with Ven = L: 4 mA (VS) + 6 mA (VSS) max (at VS = 42 V), DHT11 standby 60 uA; the HC-SR04 idle current is "
    "not given, so the total cannot be bounded.",
)


def main():
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")


if __name__ == "__main__":
    main()
