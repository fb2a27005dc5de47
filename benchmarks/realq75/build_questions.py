"""realq75: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: questions typed the way hurried beginners type them: typos, missing or lower-case units
(5v, 3v3, 20ma, 100khz), chatty project context, several parts named loosely in one sentence, and
questions that mix a fact request with a build. Topics: supply, current, logic levels, temperature,
timing. About two thirds casual, one third formal; two questions in another language (es, de).

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
ESP_VOH = ev("esp32-wroom-32.pdf", 15, "VDD = 3.3 V, VOH >= 2.64 V")
ESP_IVDD = ev(
    "esp32-wroom-32.pdf", 15, "IV DD Current delivered by external power supply 0.5 - - A"
)
BH_VCC = ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")
BH_VMAX = ev("bh1750.pdf", 1, "Supply Voltage Vmax 4.5 V")
SI_VDD = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")
SI_VMAX = ev("si7021.pdf", 10, "Voltage on VDD with –0.3 — 4.2 V")
CCS_VMAX = ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V")
CCS_IDD = ev("ccs811.pdf", 5, "IDD Average Supply Current 30 mA In mode 1")
CCS_PEAK = ev("ccs811.pdf", 5, "IDDPeak Peak Supply Current 54 mA In modes 2 and 3")
HX_VDD = ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V")
DS18_VDD = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
TM_VDD = ev("tm1637.pdf", 9, "Logic power supply voltage VDD 5 V")
TM_RANGE = ev(
    "tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"
)
TPS_VIN = ev("tps63020.pdf", 5, "Supply voltage at VIN, VINA 1.8 5.5 V")
TPS21_OUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
TPS_IOUT = ev("tps63020.pdf", 1, "Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A")
MAX44_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
HMC_VDD = ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts")
L298_VS = ev("l298n.pdf", 3, "VS Supply Voltage (pin 4) Operative Condition VIH +2.5 46 V")
L298_VSS = ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V")
L298_DC = ev("l298n.pdf", 2, "–DC Operation 2 A")
LM2596_VIN = ev("lm2596.pdf", 3, "Supply Voltage Vin 4.5 to 40 V")
LM2596_3A = ev("lm2596.pdf", 1, "Guaranteed 3.0 A Output Load Current")
HC_V = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
HC_I = ev("hc-sr04.pdf", 1, "Working Current 15mA")
AMS33 = ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V")
AMS_DROP = ev("ams1117.pdf", 3, "∆VOUT , ∆VREF = 1%, IOUT = 1A (Note 4) 1.1 1.3 V")
AMS_1A = ev("ams1117.pdf", 1, "Output Current of 1A")
INMP_VDD = ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V")
IRLZ_RDS5 = ev(
    "irlz44n.pdf",
    2,
    "RDS(on) Static Drain-to-Source On-Resistance ––– ––– 0.025 Ω VGS = 5.0V, I D = 25A",
)
IRLZ_RDS4 = ev("irlz44n.pdf", 2, "––– ––– 0.035 VGS = 4.0V, I D = 21A")
IRLZ_VTH = ev(
    "irlz44n.pdf", 2, "VGS(th) Gate Threshold Voltage 1.0 ––– 2.0 V VDS = VGS , ID = 250µA"
)
IRLZ_VDSS = ev("irlz44n.pdf", 1, "VDSS = 55V")
ACS_VCC = ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V")
ACS_20A = ev("acs712.pdf", 2, "ACS712ELCTR-20A-T Tape and reel, 3000 pieces/reel –40 to 85 ±20 100")
MQ2_VH = ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC")
MQ2_PH = ev("mq-2.pdf", 3, "Heater consumption PH ≤950mW")
MQ3_VH = ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1")
MQ3_PH = ev("mq-3.pdf", 1, "PH Heating consumption less than 750mw")
ADS_VDD = ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V")
ADS_AIN = ev("ads1115.pdf", 3, "Analog input voltage AINP or AINN to GND GND VDD V")
TMP36_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
LM35_VS = ev("lm35.pdf", 1, "Operates from 4 to 30 V")
MCP3008_VDD = ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V")
MCP3008_CLK27 = ev("mcp3008.pdf", 4, "1.35 MHz VDD = 2.7V (Note 3)")
MCP3008_75K = ev("mcp3008.pdf", 3, "75 ksps VDD = VREF = 2.7V")
MCP3008_200K = ev("mcp3008.pdf", 3, "Throughput Rate fSAMPLE — — 200 ksps VDD = VREF = 5V")
MCP2515_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
MCP4725_VDD = ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V")
PCF_VDD = ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V")
M55_VCC = ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V")
M55_ABS = ev(
    "max31855.pdf", 2, "Supply Voltage Range (VCC to GND)...................-0.3V to +4.0V"
)
M55_SCK = ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz")
M65_VDD = ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")
M65_SCK = ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz")
XC_VIN = ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V")
XC_IOUT = ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)")
DS3231_VCC = ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")
SRD_COIL = ev("srd-05vdc-sl-c.pdf", 2, "05 05 71.4 70")
SRD_L = ev("srd-05vdc-sl-c.pdf", 1, "L:0.36W")
PC817_IF = ev("pc817.pdf", 4, "Forward current IF 50 mA")
PC817_VF = ev("pc817.pdf", 4, "Forward voltage VF IF=20mA − 1.2 1.4 V")
DHT11_V = ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V")
DHT22_V = ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V")
M7219_VIH = ev("max7219.pdf", 3, "Logic High Input Voltage VIH 3.5 V")
M7219_V = ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")
W25_VCC = ev("w25q64.pdf", 72, "FR = 104MHz, fR = 50MHz 3.0 3.6")
W25_ABS = ev("w25q64.pdf", 72, "Supply Voltage VCC –0.6 to 4.6V V")
HC595_VCC = ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V")
HC595_IO = ev("74hc595.pdf", 6, "pins Qn - 35 mA")
HC595_ICC = ev("74hc595.pdf", 6, "ICC supply current - 70 mA")
TP_VCC = ev("tp4056.pdf", 5, "VCC Input Supply Voltage ● 4.0 5 8.0 V")
MCP73831_I = ev("mcp73831.pdf", 1, "Programmable Charge Current: 15 mA to 500 mA")
MCP73831_VDD = ev("mcp73831.pdf", 3, "Supply Voltage VDD 3.75 — 6 V")
DRV_VM = ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")
DRV_ABS = ev("drv8833.pdf", 5, "VM Power supply voltage –0.3 11.8 V")
VL_AVDD = ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V")
INA219_BUS = ev("ina219.pdf", 1, "Senses Bus Voltages from 0 to 26 V")
INA219_VS = ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V")
INA3221_BUS = ev("ina3221.pdf", 5, "VBUS Bus voltage input 0 26 V")
INA3221_VS = ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V")
NRF_VDD = ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")
MPU_VDD = ev("mpu-6050.pdf", 14, "VDD POWER SUPPLY Operating Voltages 2.375 3.46 V")

# ================================================================ answerable factual (16)
fact(
    "rq75-f01",
    "medium",
    "ds18b20 question, i set it to 10 bit so the conversion is quicker (aquarium logger, dont need "
    "12 bit). what temperature step do i get per count at 10 bit?? 0.1c?",
    ["DS18B20"],
    [it("DS18B20", "resolution", "°C", value=0.25, q="temperature", cond="10-bit resolution")],
    [
        ev("ds18b20.pdf", 5, "ture sensor is user-configurable to 9, 10, 11, or 12 bits,"),
        ev("ds18b20.pdf", 5, "corresponding to increments of 0.5°C, 0.25°C, 0.125°C,"),
    ],
    "Text on p5: 9/10/11/12 bits correspond to 0.5/0.25/0.125/0.0625 C; 10 bit -> 0.25 C. Look-alikes: 0.5 C "
    "(9 bit), 0.0625 C (default 12 bit), the +-0.5 C accuracy, conversion times (187.5 ms at 10 bit, asked "
    "before). No earlier item gives 0.25 C for the DS18B20.",
)
fact(
    "rq75-f02",
    "hard",
    "si7021 on my weather station, i wrote RES1=0 RES0=1 in the user register to save power. what "
    "resolution do i now get for humidity and for temp? bits pls",
    ["Si7021"],
    [
        it("Si7021", "resolution", "bit", value=8, q="relative_humidity", cond="RES[1:0] = 01, RH"),
        it(
            "Si7021",
            "resolution",
            "bit",
            value=12,
            q="temperature",
            cond="RES[1:0] = 01, temperature",
        ),
    ],
    [ev("si7021.pdf", 26, "01: 8 bit 12 bit")],
    "User Register 1, RES[1:0] = 01: RH 8 bit, temperature 12 bit. Look-alikes: 00 (12/14 bit, default), 10 "
    "(10/13 bit), 11 (11/11 bit, asked in rq55-f06 from a marked line); the RH noise figures per resolution.",
    typ="structured",
)
fact(
    "rq75-f03",
    "medium",
    "Uso el temporizador de cuenta atrás del PCF8563 para despertar un ESP8266. Si pongo TD[1:0] = 00 "
    "en el registro Timer_control, ¿a qué frecuencia va el reloj fuente del temporizador?",
    ["PCF8563"],
    [
        it(
            "PCF8563",
            "data_rate",
            "kHz",
            value=4.096,
            cond="timer source clock, TD[1:0] = 00",
        )
    ],
    [
        ev("pcf8563.pdf", 16, "00 4.096 kHz"),
        ev(
            "pcf8563.pdf",
            16,
            "the timer (4096 Hz, 64 Hz, 1 Hz, or 1⁄60 Hz), and enables or disables the timer.",
        ),
    ],
    "Table 23: TD = 00 -> 4.096 kHz. Look-alikes: 64 Hz (TD = 01, asked in rq57-f14), 1 Hz, 1/60 Hz "
    "(recommended when unused), CLKOUT 32.768 kHz default / 1.024 kHz / 32 Hz (other register).",
    lang="es",
)
fact(
    "rq75-f04",
    "medium",
    "Which RS2/RS1 setting of the DS3231 gives a square-wave output of about 1 kHz on INT/SQW, "
    "and what exact frequency is then output?",
    ["DS3231"],
    [it("DS3231", "data_rate", "kHz", value=1.024, cond="square-wave output, RS2 = 0, RS1 = 1")],
    [ev("ds3231.pdf", 13, "0 1 1.024kHz")],
    "Square-wave table: RS2 = 0, RS1 = 1 -> 1.024 kHz. Look-alikes: 1 Hz (00), 4.096 kHz (10, asked in "
    "rq57-f15), 8.192 kHz (11, power-up default), the 32 kHz pin (32.768 kHz).",
    wording="formal",
)
fact(
    "rq75-f05",
    "hard",
    "W25Q64FV in standard SPI mode: what minimum /HOLD active setup time and /HOLD active hold time, "
    "both relative to CLK, must the host controller respect?",
    ["W25Q64FV"],
    [
        it(
            "W25Q64FV",
            "response_time",
            "ns",
            mn=5,
            cond="tHLCH, /HOLD active setup time relative to CLK",
        ),
        it(
            "W25Q64FV",
            "response_time",
            "ns",
            mn=5,
            cond="tCHHH, /HOLD active hold time relative to CLK",
        ),
    ],
    [
        ev("w25q64.pdf", 76, "/HOLD Active Setup Time relative to CLK tHLCH 5 ns"),
        ev("w25q64.pdf", 76, "/HOLD Active Hold Time relative to CLK tCHHH 5 ns"),
    ],
    "AC table rows tHLCH and tCHHH, 5 ns min each; no earlier set asked the /HOLD rows. Look-alikes: /CS "
    "setup/hold tSLCH/tCHSH (5 ns, asked), tHLQZ 12 ns and tHHQX 7 ns (/HOLD to output High-Z / Low-Z), "
    "data setup 2 ns / hold 3 ns.",
    wording="formal",
    typ="structured",
)
fact(
    "rq75-f06",
    "hard",
    "bitbanging spi to an nrf24l01+ from a slow attiny (no hw spi). whats the minimum SCK high time and "
    "SCK low time the nrf needs? in ns",
    ["nRF24L01+"],
    [
        it("nRF24L01+", "response_time", "ns", mn=40, cond="Tch SCK high time (all load tables)"),
        it("nRF24L01+", "response_time", "ns", mn=40, cond="Tcl SCK low time (all load tables)"),
    ],
    [
        ev("nrf24l01p.pdf", 53, "Tcl SCK Low Time 40 ns"),
        ev("nrf24l01p.pdf", 53, "Tch SCK High Time 40 ns"),
    ],
    "Tables 22-27 all give Tcl = Tch = 40 ns min (the Fsck limit and data-valid times change with the load). "
    "Not asked before. Look-alikes: Fsck 10/8/5/4 MHz, Tdc/Tdh 2 ns, Tcwh 50 ns, Tr/Tf 100 ns max.",
    typ="structured",
)
fact(
    "rq75-f07",
    "hard",
    "nrf24 at 250kbps, 5 byte address, and the receiver sends back a 12 byte ack payload. what's the "
    "shortest auto retransmit delay (ARD) i can set that still works with that payload size? (the "
    "default 250us obviously isnt enough)",
    ["nRF24L01+"],
    [
        it(
            "nRF24L01+",
            "response_time",
            "us",
            mn=1000,
            cond="ARD at 250 kbps, 5-byte address, ACK payload < 16 bytes",
        )
    ],
    [ev("nrf24l01p.pdf", 34, "1000µs < 16"), ev("nrf24l01p.pdf", 34, "750µs <8")],
    "Table 18: 750 us covers ACK payloads < 8 bytes, 1000 us < 16 bytes, 1250 us < 24 bytes (asked in an "
    "earlier set), 1500 us all sizes; a 12-byte payload needs 1000 us. Look-alikes: 250 us reset value, 500 us "
    "for 1/2 Mbps, the 250 us / 500 us address-match windows.",
)
fact(
    "rq75-f08",
    "medium",
    "powering an ina219 breakout to watch my 12v solar battery. the 12v goes on the shunt, but what "
    "voltage does the ina219 chip itself want on VS? can i just use 3v3 from the pico?",
    ["INA219"],
    [it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS, separate supply of the device")],
    [
        ev(
            "ina219.pdf",
            9,
            "is typically powered by a separate supply from 3 to 5.5 V. The bus being sensed can vary from 0 to",
        )
    ],
    "Quote from the functional description (p9, unmarked); the same 3..5.5 V is in the spec table (asked many "
    "times from p6). Look-alikes: bus 0..26 V, abs max VS 6 V.",
)
fact(
    "rq75-f09",
    "medium",
    "What output data rates does the HX711 provide with its RATE pin tied low and tied high, "
    "respectively, when the internal oscillator is used?",
    ["HX711"],
    [
        it("HX711", "data_rate", "Hz", value=10, cond="RATE = 0 (low), internal oscillator"),
        it("HX711", "data_rate", "Hz", value=80, cond="RATE = 1 (high), internal oscillator"),
    ],
    [ev("hx711.pdf", 2, "RATE Digital Input Output data rate control, 0: 10Hz; 1: 80Hz")],
    "Pin table (p2, unmarked): RATE 0 -> 10 Hz, 1 -> 80 Hz; same numbers as the key characteristics table "
    "and the feature list (asked before from p1/p3). Look-alikes: output settling time 400 ms / 50 ms, crystal "
    "11.0592 MHz.",
    typ="structured",
    wording="formal",
)
fact(
    "rq75-f10",
    "medium",
    "ads1115 running continuously on a battery logger, roughly how much current does it pull in "
    "continuous mode? like 1ma?",
    ["ADS1115"],
    [
        it(
            "ADS1115",
            "supply_current",
            "uA",
            typ=150,
            cond="continuous conversion mode (front-page figure)",
        )
    ],
    [ev("ads1115.pdf", 1, "Continuous Mode: Only 150μA")],
    "Front-page feature line (unmarked). The spec table gives 150 typ / 200 max at 25 C (asked before); "
    "only the typical 150 uA is referenced here. Look-alikes: power-down 0.5/2 uA, 300 uA max over temperature.",
)
fact(
    "rq75-f11",
    "hard",
    "In manual mode, what range of integration times (shortest and longest) can be selected on "
    "the MAX44009?",
    ["MAX44009"],
    [it("MAX44009", "response_time", "ms", mn=6.25, mx=800, cond="integration time, manual mode")],
    [
        ev(
            "max44009.pdf",
            9,
            "In manual mode, integration time can be varied by the user all the way from 6.25ms to 800ms.",
        ),
    ],
    "Text on p9 (unmarked): manual mode 6.25 ms .. 800 ms; both ends asked before from Table 7 / the "
    "electrical table. Look-alikes: automatic mode 100/200/400/800 ms, 12.5 ms (TIM = 110).",
    wording="formal",
)
fact(
    "rq75-f12",
    "medium",
    "ina3221 3-channel monitor: what supply range does it run on and whats the typical current it draws? "
    "want to feed it from the same 3.3v as my sensors",
    ["INA3221"],
    [
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="single supply"),
        it("INA3221", "supply_current", "uA", typ=350, cond="typical"),
    ],
    [ev("ina3221.pdf", 1, "single 2.7V to 5.5V supply, and draws 350μA (typ)")],
    "Front-page description line (unmarked); the same numbers are in the recommended operating conditions and "
    "the electrical table (350 typ / 450 max, asked). Look-alikes: bus 0..26 V, power-down 0.5 uA.",
    typ="structured",
)
fact(
    "rq75-f13",
    "medium",
    "What is the typical measurement time of the BH1750 in One Time L-Resolution Mode (opcode "
    "0010_0011)?",
    ["BH1750"],
    [
        it(
            "BH1750",
            "response_time",
            "ms",
            typ=16,
            cond="One Time L-Resolution Mode measurement time, typical",
        )
    ],
    [
        ev(
            "bh1750.pdf",
            5,
            "One Time L-Resolution Mode 0010_0011 Measurement Time is typically 16ms.",
        )
    ],
    "Instruction table (p5, unmarked row): typically 16 ms; the electrical table gives 16 typ / 24 max "
    "(asked). Look-alikes: H-resolution modes 120 ms, the 0.5 lx / 1 lx / 4 lx resolutions.",
    wording="formal",
)
fact(
    "rq75-f14",
    "medium",
    "Approximately how much supply current does the TMP36 draw, according to the general description "
    "of the data sheet?",
    ["TMP36"],
    [
        it(
            "TMP36",
            "supply_current",
            "uA",
            mx=50,
            cond="supply current, general description ('well below 50 uA')",
        )
    ],
    [ev("tmp36.pdf", 1, "5.5 V maximum. Supply current runs well below 50 µA, providing")],
    "General description (p1, unmarked): 'well below 50 uA'; the table gives 50 uA max (asked). Look-alikes: "
    "shutdown 0.5 uA max, 2.7 V minimum supply.",
    wording="formal",
)
fact(
    "rq75-f15",
    "medium",
    "lm35 on an analog pin, how much current does the lm35 draw from the supply (ballpark from the "
    "description, not the table)? trying to figure out if i can power it from a gpio",
    ["LM35"],
    [
        it(
            "LM35",
            "supply_current",
            "uA",
            value=60,
            cond="current drawn from the supply, general description",
        )
    ],
    [ev("lm35.pdf", 1, "As the LM35 draws only 60 μA from the")],
    "Description (p1, unmarked): draws only 60 uA. Look-alikes: 56 uA typ / 80 uA max at 5 V (table), the "
    "feature line 'less than 60 uA' (asked), 10 mA output current.",
)
fact(
    "rq75-f16",
    "hard",
    "What operating current does the MPU-6050 overview give for the case where all six motion-sensing "
    "axes and the Digital Motion Processor are enabled?",
    ["MPU-6050"],
    [it("MPU-6050", "supply_current", "mA", typ=3.9, cond="gyro + accel + DMP enabled")],
    [
        ev(
            "mpu-6050.pdf",
            10,
            "3.9mA operating current when all 6 motion sensing axes and the DMP are enabled",
        )
    ],
    "Feature list (p10, unmarked); the same 3.9 mA is in the electrical table (asked, rq17-c03). Look-alikes: "
    "3.6 mA gyro only, 3.7 mA gyro + DMP, 3.8 mA gyro + accel, 500 uA accel only.",
    wording="formal",
)

# ================================================================ factual insufficient_evidence (9)
trap(
    "rq75-u01",
    "hard",
    "my ina219 sits on a 3v rail that sags when the motor starts. whats the guaranteed MAX power-on "
    "reset threshold, so i know it wont reset below that?",
    ["INA219"],
    [ev("ina219.pdf", 6, "Power-on reset threshold 2 2 V")],
    "Only a typical power-on reset threshold (2 V) is given, no min/max. Near miss: that row, the 3 V minimum "
    "supply.",
)
trap(
    "rq75-u02",
    "hard",
    "What -3 dB bandwidth does the ACS712 data sheet specify at an ambient temperature of 85 °C?",
    ["ACS712"],
    [
        ev(
            "acs712.pdf",
            4,
            "Frequency Bandwidth f –3 dB, TA = 25°C; IP is 10 A peak-to-peak 50 kHz",
        )
    ],
    "Bandwidth (50 kHz min) is specified only at TA = 25 C with 10 A peak-to-peak. Near miss: that row.",
    wording="formal",
)
trap(
    "rq75-u03",
    "medium",
    "lm2596 module, i want to switch it off from a 3.3v esp pin on the ON/OFF pin. how much current "
    "flows into ON/OFF when i drive it to 3.3v?",
    ["LM2596"],
    [ev("lm2596.pdf", 4, "ON/OFF Pin = 5.0 V (Regulator OFF)")],
    "ON/OFF input current is given only at 5.0 V (regulator off, 15 typ / 30 max, printed as 'mA') and 0 V. "
    "Near miss: the 5.0 V row, the 2.2 / 2.4 V threshold rows.",
)
trap(
    "rq75-u04",
    "medium",
    "What input-high current does a DRV8833 AIN/BIN logic input draw when it is driven to 5 V?",
    ["DRV8833"],
    [ev("drv8833.pdf", 6, "VIN = 3.3 V, all except nSLEEP 16.5 33")],
    "IIH is given only at VIN = 3.3 V (16.5 typ / 33 max uA); nothing at 5 V (a reader could estimate from the "
    "150 k pulldown). Near miss: the 3.3 V row.",
    wording="formal",
)
trap(
    "rq75-u05",
    "hard",
    "For a VL53L0X with AVDD = 2.8 V and the I2C lines pulled up to 2.8 V, what maximum SDA/SCL leakage "
    "current is specified?",
    ["VL53L0X"],
    [
        ev("vl53l0x.pdf", 24, "Leakage current(2) - - 0.15 µA"),
        ev("vl53l0x.pdf", 24, "2. AVDD = 2.85 V; I/O voltage = 1.8 V"),
    ],
    "Leakage is given for AVDD = 0 V (10 uA) and for AVDD = 2.85 V with 1.8 V I/O (0.15 uA); not for 2.8 V I/O. "
    "Near miss: both rows.",
    wording="formal",
)
trap(
    "rq75-u06",
    "medium",
    "esp32-wroom-32 wifi question, whats the adjacent channel rejection in 802.11b at 1 mbps?",
    ["ESP32-WROOM-32"],
    [ev("esp32-wroom-32.pdf", 16, "Adjacent channel rejection 11g, 6 Mbps - 31 - dB")],
    "Adjacent channel rejection is listed for 11g 6/54 Mbps and 11n HT20 MCS0/MCS7 only. Near miss: the 11g "
    "6 Mbps row (31 dB), the 11b 1 Mbps sensitivity row (-98 dBm).",
)
trap(
    "rq75-u07",
    "hard",
    "pc817 input wired backwards by mistake on a 6v supply. whats the LED reverse current at VR = 6v?",
    ["PC817"],
    [ev("pc817.pdf", 4, "Reverse current IR VR=4V − − 10 µA")],
    "Reverse current is specified only at VR = 4 V (10 uA max); 6 V is the absolute maximum reverse voltage. "
    "Near miss: the 4 V row.",
)
trap(
    "rq75-u08",
    "medium",
    "inmp441 mic for recording a drum kit, peaks around 110 dB SPL. what THD does the datasheet give at "
    "110 dB?",
    ["INMP441"],
    [ev("inmp441.pdf", 4, "Total Harmonic Distortion (THD) 105 dB SPL 3 %")],
    "THD is given only at 105 dB SPL (3 % max); acoustic overload 120 dB SPL is a separate row. Near miss: the "
    "105 dB row.",
)
trap(
    "rq75-u09",
    "hard",
    "tm1637 4 digit display run off 3v3 (no 5v on my board). whats the input hysteresis on CLK/DIO at "
    "3.3v?",
    ["TM1637"],
    [ev("tm1637.pdf", 10, "Lagging voltage VH - 0.35 - V CLK，DIN")],
    "The 0.35 V 'lagging voltage' is in the electrical table specified for VDD = 4.5..5.5 V; nothing at 3.3 V. "
    "Near miss: that row.",
)

# ================================================================ compatibility: compatible (12)
compat(
    "rq75-c01",
    "medium",
    "esp32 devkit + bh1750 light sensor + si7021 temp/humidity, all three on the esp's 3v3 pin and the "
    "same i2c bus. voltage wise thats ok right?",
    ["ESP32-WROOM-32", "BH1750", "Si7021"],
    "compatible",
    [
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
    ],
    [ESP_VDD, BH_VCC, SI_VDD],
    "3.3 V lies in 3.0..3.6, 2.4..3.6 and 1.9..3.6 V. Addresses differ (0x23/0x5C vs 0x40), not scored.",
)
compat(
    "rq75-c02",
    "medium",
    "A kitchen scale on a 5 V Arduino Uno uses an HX711, a DS18B20 and a TM1637 display, all "
    "supplied from the 5 V pin. Is 5 V within the supply specification of each device?",
    ["HX711", "DS18B20", "TM1637"],
    "compatible",
    [
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
        it("TM1637", "supply_voltage", "V", typ=5, cond="logic supply, table for VDD 4.5..5.5 V"),
    ],
    [HX_VDD, DS18_VDD, TM_VDD, TM_RANGE],
    "5 V is inside 2.6..5.5, 3.0..5.5 and the TM1637 4.5..5.5 V characterisation range.",
    wording="formal",
)
compat(
    "rq75-c03",
    "hard",
    "handheld compass/light logger: 1 cell lipo (3.0 - 4.2v) -> tps63021 (fixed 3.3v) -> max44009 and "
    "hmc5883l. does the whole chain fit the supply specs?",
    ["TPS63020", "MAX44009", "HMC5883L"],
    "compatible",
    [
        it("TPS63020", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VIN, VINA"),
        it(
            "TPS63020",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
    ],
    [TPS_VIN, TPS21_OUT, MAX44_VCC, HMC_VDD],
    "3.0..4.2 V is inside the 1.8..5.5 V input range; 3.267..3.333 V output fits 1.7..3.6 and 2.16..3.6 V.",
)
compat(
    "rq75-c04",
    "hard",
    "robot car: 12v battery, l298n for two 1.5a gear motors, lm2596 module set to 5v feeding the l298 "
    "logic (VSS) and an hc-sr04. is everything inside spec?",
    ["L298N", "LM2596", "HC-SR04"],
    "compatible",
    [
        it("L298N", "load_supply_voltage", "V", mx=46, cond="VS operative (min VIH + 2.5 V)"),
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS"),
        it("L298N", "output_current", "A", mx=2, cond="DC operation per bridge"),
        it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="Vin operating rating"),
        it("LM2596", "output_current", "A", mx=3.0, cond="guaranteed output load current"),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC 5 V"),
    ],
    [L298_VS, L298_VSS, L298_DC, LM2596_VIN, LM2596_3A, HC_V, HC_I],
    "12 V < 46 V; 1.5 A < 2 A DC per bridge; 5 V logic in 4.5..7 V; 12 V in 4.5..40 V; the 5 V rail load "
    "(L298 logic < 40 mA, HC-SR04 15 mA) is far below 3 A.",
)
compat(
    "rq75-c05",
    "medium",
    "usb 5v -> ams1117-3.3 -> esp32-wroom-32 + inmp441 i2s mic. will the ams1117 hold 3.3v and give "
    "the current the esp32 module asks for?",
    ["AMS1117", "ESP32-WROOM-32", "INMP441"],
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
        it("AMS1117", "dropout_voltage", "V", typ=1.1, mx=1.3, cond="IOUT = 1 A"),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
        it(
            "ESP32-WROOM-32",
            "supply_current",
            "A",
            mn=0.5,
            cond="current delivered by external supply",
        ),
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
    ],
    [AMS33, AMS_1A, AMS_DROP, ESP_VDD, ESP_IVDD, INMP_VDD],
    "5 V is inside 4.75..12 V (1.7 V headroom > 1.3 V dropout); 1 A >= the 0.5 A the module requires; 3.3 V "
    "fits both parts.",
)
compat(
    "rq75-c06",
    "hard",
    "12v led strip pulling 4a. plan: irlz44n low side switched straight from an arduino pin (5v gate), "
    "acs712-20a in series to measure it, lm2596 stepping the same 12v down to 5v for the arduino and the "
    "acs712. ok?",
    ["IRLZ44N", "ACS712", "LM2596"],
    "compatible",
    [
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.025, cond="VGS = 5.0 V, ID = 25 A"),
        it("IRLZ44N", "drain_source_voltage", "V", value=55, cond="VDSS"),
        it("ACS712", "measurement_range", "A", mn=-20, mx=20, q="current", cond="ACS712ELCTR-20A"),
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="Vin operating rating"),
    ],
    [IRLZ_RDS5, IRLZ_VDSS, ACS_20A, ACS_VCC, LM2596_VIN, LM2596_3A],
    "RDS(on) is specified at VGS = 5 V (25 mOhm max -> 0.4 W at 4 A); 12 V << 55 V; 4 A within +-20 A; "
    "ACS712 on 5 V; 12 V in 4.5..40 V.",
)
compat(
    "rq75-c07",
    "medium",
    "gas sniffer: mq-2 and mq-3 both on a 5v 1a wall adapter (heaters too), their analog outs into an "
    "ads1115 also on 5v. will the adapter and the adc be fine?",
    ["MQ-2", "MQ-3", "ADS1115"],
    "compatible",
    [
        it("MQ-2", "supply_voltage", "V", value=5.0, cond="heater voltage VH, +-0.1 V"),
        it("MQ-2", "power_consumption", "mW", mx=950, cond="heater consumption"),
        it("MQ-3", "supply_voltage", "V", value=5, cond="heating voltage VH, +-0.1 V"),
        it("MQ-3", "power_consumption", "mW", mx=750, cond="heating consumption"),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="power-supply voltage"),
    ],
    [MQ2_VH, MQ2_PH, MQ3_VH, MQ3_PH, ADS_VDD, ADS_AIN],
    "Heaters at 5 V draw at most 0.95 W + 0.75 W = 1.7 W (340 mA) < 5 W; ADS1115 at 5 V takes inputs GND..VDD.",
)
compat(
    "rq75-c08",
    "medium",
    "A TMP36 and an LM35 are read through an MCP3008, and all three are supplied from 5 V. Is "
    "this within their supply specifications?",
    ["TMP36", "LM35", "MCP3008"],
    "compatible",
    [
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operates from"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [TMP36_VS, LM35_VS, MCP3008_VDD],
    "5 V is inside 2.7..5.5, 4..30 and 2.7..5.5 V.",
    wording="formal",
)
compat(
    "rq75-c09",
    "hard",
    "An MCP2515 CAN controller, an MCP4725 DAC and a PCF8563 RTC are all supplied from one 5.0 V rail. "
    "Is 5.0 V within the operating supply range of each device?",
    ["MCP2515", "MCP4725", "PCF8563"],
    "compatible",
    [
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD, interface active"),
    ],
    [MCP2515_VDD, MCP4725_VDD, PCF_VDD],
    "5.0 V lies inside 2.7..5.5, 2.7..5.5 and 1.8..5.5 V.",
    wording="formal",
)
compat(
    "rq75-c10",
    "hard",
    "kiln + rtd logger on a 3v3 board: max31855 (thermocouple), max31865 (pt100) and an mcp3008 for two "
    "pots, all on one spi bus at 1mhz, all powered from 3.3v. ok for voltage and clock?",
    ["MAX31855", "MAX31865", "MCP3008"],
    "compatible",
    [
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="fSCL"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0, cond="SCLK frequency"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("MCP3008", "spi_clock_frequency", "MHz", mx=1.35, cond="fCLK at VDD = 2.7 V"),
    ],
    [M55_VCC, M55_SCK, M65_VDD, M65_SCK, MCP3008_VDD, MCP3008_CLK27],
    "3.3 V fits all three; 1 MHz is below 5 MHz, 5 MHz and even the 1.35 MHz MCP3008 limit at 2.7 V (3.6 MHz "
    "at 5 V).",
)
compat(
    "rq75-c11",
    "hard",
    "usb 5v -> xc6206p332 (3.3v ldo) feeding a ccs811 and a ds3231. ccs811 in mode 1. is the little "
    "sot-23 ldo ok for input voltage and current?",
    ["XC6206", "CCS811", "DS3231"],
    "compatible",
    [
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN"),
        it("XC6206", "output_current", "mA", mx=200, cond="maximum output current (3.0 V type)"),
        it("CCS811", "supply_current", "mA", mx=30, cond="average, mode 1"),
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.6, cond="VDD"),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
    ],
    [XC_VIN, XC_IOUT, CCS_VMAX, CCS_IDD, CCS_PEAK, DS3231_VCC],
    "5 V < 6.0 V input max; CCS811 30 mA average (54 mA peak) + DS3231 well below 200 mA; 3.3 V fits both loads.",
)
compat(
    "rq75-c12",
    "medium",
    "greenhouse box on 5v: dht11 for humidity, a 5v srd relay (SRD-05VDC-SL-C) for the fan, and a pc817 "
    "opto fed from 5v thru 330 ohm (~11ma) as a door input. all fine on 5v?",
    ["SRD-05VDC-SL-C", "PC817", "DHT11"],
    "compatible",
    [
        it("SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="nominal coil voltage, code 05"),
        it(
            "SRD-05VDC-SL-C",
            "coil_resistance",
            "Ohm",
            value=70,
            cond="high sensitivity (L, 0.36 W)",
        ),
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC"),
    ],
    [SRD_COIL, SRD_L, PC817_IF, PC817_VF, DHT11_V],
    "5 V coil on 5 V; (5 - 1.2) V / 330 Ohm = 11.5 mA < 50 mA IF (absolute maximum; evidence only, no "
    "input-current field); 5 V within 3.5..5.5 V.",
)

# ================================================================ compatibility: incompatible (12)
compat(
    "rq75-i01",
    "hard",
    "esp32 clock: ds3231 for time, max7219 8-digit display powered from 5v, data/clk/load driven straight "
    "from esp32 gpios (3.3v). no level shifter. will the max7219 read the esp's highs?",
    ["ESP32-WROOM-32", "MAX7219", "DS3231"],
    "incompatible",
    [
        it("MAX7219", "input_high_voltage", "V", mn=3.5, cond="VIH, V+ = 5 V +-10 %"),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
    ],
    [M7219_VIH, M7219_V, ESP_VDD, ESP_VOH, DS3231_VCC],
    "MAX7219 VIH min 3.5 V; an ESP32 output cannot exceed its 3.3 V (max 3.6 V) supply, typically >= 2.64 V. "
    "The DS3231 is fine.",
)
compat(
    "rq75-i02",
    "medium",
    "I have bare BH1750, CCS811 and Si7021 chips (no modules, no regulators) on a board whose only rail is "
    "5 V. May they be supplied directly from that 5 V rail?",
    ["BH1750", "CCS811", "Si7021"],
    "incompatible",
    [
        it("BH1750", "abs_max_supply_voltage", "V", mx=4.5, cond="Vmax"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.6, cond="VDD, absolute maximum table"),
        it("Si7021", "abs_max_supply_voltage", "V", mn=-0.3, mx=4.2, cond="VDD to GND"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
    ],
    [BH_VMAX, BH_VCC, CCS_VMAX, SI_VMAX, SI_VDD],
    "5 V exceeds every limit: BH1750 4.5 V abs max, CCS811 3.6 V, Si7021 4.2 V abs max.",
    wording="formal",
)
compat(
    "rq75-i03",
    "medium",
    "A data logger supplies a W25Q64FV flash, a 74HC595 and an MCP2515 from the same 5 V rail. "
    "Are all three rated for 5 V?",
    ["W25Q64FV", "74HC595", "MCP2515"],
    "incompatible",
    [
        it("W25Q64FV", "supply_voltage", "V", mn=3.0, mx=3.6, cond="VCC, FR = 104 MHz"),
        it("W25Q64FV", "abs_max_supply_voltage", "V", mn=-0.6, mx=4.6, cond="VCC"),
        it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="74HC595 VCC"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [W25_VCC, W25_ABS, HC595_VCC, MCP2515_VDD],
    "W25Q64FV: 2.7/3.0..3.6 V, abs max 4.6 V; 5 V destroys it. 74HC595 and MCP2515 are fine at 5 V.",
    wording="formal",
)
compat(
    "rq75-i04",
    "hard",
    "8 relay board idea: 74hc595 outputs driving eight srd-05vdc-sl-c coils DIRECTLY (no transistors), "
    "display on a tm1637, all at 5v. coils are 5v so it should be fine?",
    ["SRD-05VDC-SL-C", "74HC595", "TM1637"],
    "incompatible",
    [
        it("74HC595", "output_current", "mA", mx=35, cond="IO, pins Qn, limiting value"),
        it("74HC595", "supply_current", "mA", mx=70, cond="ICC, limiting value"),
        it("SRD-05VDC-SL-C", "coil_resistance", "Ohm", value=70, cond="05 VDC, high sensitivity"),
        it("SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="nominal"),
        it("TM1637", "supply_voltage", "V", typ=5, cond="logic supply"),
    ],
    [HC595_IO, HC595_ICC, SRD_COIL, SRD_L, TM_VDD],
    "Each coil needs 71.4 mA at 5 V (70 Ohm); a 74HC595 output is limited to 35 mA and the whole chip to "
    "70 mA. The voltages are fine; the current is not.",
)
compat(
    "rq75-i05",
    "medium",
    "car project: tp4056 charging an 18650 straight from the 12v cig lighter, then xc6206 3.3v from the "
    "cell for a max44009. can the tp4056 take the 12v input?",
    ["TP4056", "XC6206", "MAX44009"],
    "incompatible",
    [
        it("TP4056", "supply_voltage", "V", mn=4.0, typ=5, mx=8.0, cond="VCC input supply voltage"),
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [TP_VCC, XC_VIN, MAX44_VCC],
    "12 V (more when the engine runs) exceeds the TP4056 8 V maximum. The XC6206 (cell 3.0..4.2 V <= 6 V) and "
    "MAX44009 would be fine.",
)
compat(
    "rq75-i06",
    "hard",
    "Planned design: an MCP73831 charges a 2000 mAh Li-ion cell at 1 A from USB; the cell feeds a "
    "TPS63020 buck-boost that powers an INMP441 microphone. Can the MCP73831 deliver the planned 1 A "
    "charge current?",
    ["MCP73831", "TPS63020", "INMP441"],
    "incompatible",
    [
        it("MCP73831", "output_current", "mA", mn=15, mx=500, cond="programmable charge current"),
        it("MCP73831", "supply_voltage", "V", mn=3.75, mx=6, cond="VDD"),
        it("TPS63020", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VIN"),
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
    ],
    [MCP73831_I, MCP73831_VDD, TPS_VIN, INMP_VDD],
    "The MCP73831 charge current is programmable 15..500 mA; 1 A is outside. The rest of the chain is fine.",
    wording="formal",
)
compat(
    "rq75-i07",
    "medium",
    "A DRV8833 is to drive two motors from a 3S LiPo pack (11.1 V nominal, 12.6 V fully "
    "charged); an HC-SR04 and a DS18B20 run from a separate 5 V rail. Is the pack voltage "
    "acceptable as the DRV8833 motor supply?",
    ["DRV8833", "HC-SR04", "DS18B20"],
    "incompatible",
    [
        it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM, recommended"),
        it("DRV8833", "abs_max_supply_voltage", "V", mn=-0.3, mx=11.8, cond="VM"),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD"),
    ],
    [DRV_VM, DRV_ABS, HC_V, DS18_VDD],
    "11.1..12.6 V exceeds VM 10.8 V recommended and 11.8 V absolute maximum.",
    wording="formal",
)
compat(
    "rq75-i08",
    "medium",
    "wearable: single lipo (3.7v, 4.2 full) -> ams1117-3.3 -> vl53l0x + mcp4725. will the ams1117 give "
    "a regulated 3.3v from that cell?",
    ["AMS1117", "VL53L0X", "MCP4725"],
    "incompatible",
    [
        it("AMS1117", "dropout_voltage", "V", typ=1.1, mx=1.3, cond="IOUT = 1 A"),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="AMS1117-3.3, 4.75 V <= VIN <= 12 V",
        ),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [AMS_DROP, AMS33, VL_AVDD, MCP4725_VDD],
    "Regulation is specified from VIN = 4.75 V; a 3.7..4.2 V cell is below that (dropout 1.1..1.3 V). The "
    "loads themselves would accept 3.3 V.",
)
compat(
    "rq75-i09",
    "hard",
    "e-bike: 10s pack, 36v nominal (42v charged). want to log pack voltage+current with an ina219, the "
    "motor side with an ina3221, and send it over can with an mcp2515. can the ina's sit on the 36v bus?",
    ["INA219", "INA3221", "MCP2515"],
    "incompatible",
    [
        it("INA219", "analog_input_range", "V", mn=0, mx=26, cond="bus voltage sensed"),
        it("INA3221", "analog_input_range", "V", mn=0, mx=26, cond="VBUS bus voltage input"),
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [INA219_BUS, INA219_VS, INA3221_BUS, INA3221_VS, MCP2515_VDD],
    "36..42 V is above the 26 V bus / common-mode range of both monitors.",
)
compat(
    "rq75-i10",
    "medium",
    "3v3 only board (no 5v): mq-2 smoke sensor, dht11 and a pcf8563 all on the 3.3v rail. will that work?",
    ["MQ-2", "DHT11", "PCF8563"],
    "incompatible",
    [
        it("MQ-2", "supply_voltage", "V", value=5.0, cond="heater voltage VH, +-0.1 V"),
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC"),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD, interface active"),
    ],
    [MQ2_VH, DHT11_V, PCF_VDD],
    "The MQ-2 heater needs 5.0 +- 0.1 V and the DHT11 needs at least 3.5 V; only the PCF8563 is fine at 3.3 V.",
)
compat(
    "rq75-i11",
    "hard",
    "smoker controller on a 5v uno: max31855 for the k probe, 74hc595 for leds, dht22 for the room. "
    "i'll power the max31855 breakout... well the bare chip actually... from 5v too. fine?",
    ["MAX31855", "74HC595", "DHT22"],
    "incompatible",
    [
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("MAX31855", "abs_max_supply_voltage", "V", mn=-0.3, mx=4.0, cond="VCC to GND"),
        it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="74HC595 VCC"),
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="supply voltage"),
    ],
    [M55_VCC, M55_ABS, HC595_VCC, DHT22_V],
    "MAX31855 VCC 3.0..3.6 V, abs max 4.0 V: 5 V is out. 74HC595 and DHT22 are fine at 5 V.",
)
compat(
    "rq75-i12",
    "hard",
    "2xAA node (call it 2.7v at the end of life): mcp3008 sampling one channel at 200 ksps, hmc5883l "
    "compass and an nrf24l01+ all straight off the cells. can the mcp3008 do 200ksps at that voltage?",
    ["MCP3008", "HMC5883L", "nRF24L01+"],
    "incompatible",
    [
        it("MCP3008", "data_rate", "ksps", mx=75, cond="throughput, VDD = VREF = 2.7 V"),
        it("MCP3008", "spi_clock_frequency", "MHz", mx=1.35, cond="fCLK, VDD = 2.7 V"),
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
    ],
    [MCP3008_75K, MCP3008_200K, MCP3008_CLK27, HMC_VDD, NRF_VDD],
    "200 ksps is specified only at VDD = 5 V; at 2.7 V the limit is 75 ksps (fCLK 1.35 MHz). The HMC5883L "
    "and nRF24L01+ are fine at 2.7 V.",
)

# ================================================================ compatibility: insufficient_evidence (11)
compat(
    "rq75-e01",
    "medium",
    "3.3v only board again: hc-sr04 for distance, 74hc595 for leds, mpu-6050 for tilt. all on 3v3. does "
    "the hc-sr04 work at 3.3v per its sheet?",
    ["HC-SR04", "74HC595", "MPU-6050"],
    "insufficient_evidence",
    [],
    [HC_V, HC595_VCC, MPU_VDD],
    "74HC595 (2..6 V) and MPU-6050 (2.375..3.46 V) are fine; the HC-SR04 sheet only says 'DC 5 V' with no "
    "range, so 3.3 V is neither allowed nor excluded.",
)
compat(
    "rq75-e02",
    "hard",
    "A 3.3 V microcontroller pin drives the gate of an IRLZ44N directly (VGS = 3.3 V) to switch a 10 A heater; "
    "an INA3221 and a DS3231 on the same board log it. Does the IRLZ44N data sheet guarantee a low enough "
    "on-resistance at VGS = 3.3 V?",
    ["IRLZ44N", "INA3221", "DS3231"],
    "insufficient_evidence",
    [],
    [IRLZ_RDS5, IRLZ_RDS4, IRLZ_VTH, INA3221_VS, DS3231_VCC],
    "RDS(on) is specified at VGS = 10, 5 and 4 V only; VGS(th) is 1..2 V; nothing guarantees RDS(on) at "
    "3.3 V (only typical curves). INA3221 and DS3231 are fine at 3.3 V.",
    wording="formal",
)
compat(
    "rq75-e03",
    "medium",
    "Raumluftmonitor fürs Büro: CCS811, MAX44009 und PCF8563 an einem Mikrocontroller. Ich brauche eCO2 auf "
    "±50 ppm genau, um das Fenster-Öffnen zu steuern. Schafft der CCS811 laut Datenblatt diese "
    "Genauigkeit?",
    ["CCS811", "MAX44009", "PCF8563"],
    "insufficient_evidence",
    [],
    [CCS_VMAX, MAX44_VCC, PCF_VDD],
    "The CCS811 sheet gives eCO2 ranges and modes but no eCO2 accuracy figure; the other parts are irrelevant "
    "to the verdict.",
    lang="de",
)
compat(
    "rq75-e04",
    "hard",
    "Two AA cells feed a TPS63021 (3.3 V), which supplies a MAX31865 with a PT100 and a "
    "DS18B20; one reading is taken every 10 minutes. Will the system run for six months on one "
    "set of cells?",
    ["TPS63020", "MAX31865", "DS18B20"],
    "insufficient_evidence",
    [],
    [TPS_VIN, TPS21_OUT, M65_VDD, DS18_VDD],
    "Voltages fit (2 x AA within 1.8..5.5 V, 3.3 V for both sensors), but runtime needs the AA capacity and the "
    "converter efficiency at these tiny loads, which the sheets do not give.",
    wording="formal",
)
compat(
    "rq75-e05",
    "medium",
    "breathalyzer for a party: mq-3 into an ads1115, result on a tm1637. can i trust it to tell if "
    "someone is over the 0.5 promille legal limit?",
    ["MQ-3", "TM1637", "ADS1115"],
    "insufficient_evidence",
    [],
    [MQ3_VH, ADS_VDD, TM_VDD],
    "The MQ-3 sheet gives sensitivity curves vs alcohol in mg/L and preheat/conditions, but no calibrated "
    "accuracy against a legal blood/breath limit.",
)
compat(
    "rq75-e06",
    "hard",
    "rover: hmc5883l compass 5cm from the l298n and its motors, mpu-6050 for tilt comp. will my heading "
    "still be accurate to 2 degrees with the motors running?",
    ["HMC5883L", "L298N", "MPU-6050"],
    "insufficient_evidence",
    [],
    [HMC_VDD, L298_VSS, MPU_VDD],
    "The HMC5883L sheet quotes 1..2 degree heading accuracy in general, but nothing about stray fields from "
    "motors / drivers at 5 cm; the verdict depends on the magnetic environment.",
)
compat(
    "rq75-e07",
    "hard",
    "pc817 as a cheap level shifter: 3.3v gpio -> 1k -> pc817 led, so only ~2ma in. the transistor side "
    "has to pull a max7219 DIN line low against a 10k pullup to 5v (~0.5ma). an srd relay sits on the same "
    "board. is ~2ma led current guaranteed to give me that 0.5ma on the collector?",
    ["PC817", "SRD-05VDC-SL-C", "MAX7219"],
    "insufficient_evidence",
    [],
    [
        ev("pc817.pdf", 4, "Collector current IC IF=5mA, VCE=5V 2.5 − 30.0 mA"),
        ev("pc817.pdf", 1, "4. Current transfer ratio (CTR : MIN. 50% at IF=5 mA,"),
        M7219_VIH,
        SRD_COIL,
    ],
    "CTR (IC 2.5..30 mA) is guaranteed only at IF = 5 mA, VCE = 5 V; at 2 mA there is only a typical CTR vs IF "
    "curve, no minimum. 2 mA x 50 % would suffice, but the 50 % minimum is not stated for 2 mA.",
)
compat(
    "rq75-e08",
    "medium",
    "A sensor node uses an XC6206 3.3 V regulator to supply an nRF24L01+ module with PCB "
    "antenna and a BH1750. Will the nRF24L01+ link reach 800 m line of sight?",
    ["nRF24L01+", "XC6206", "BH1750"],
    "insufficient_evidence",
    [],
    [NRF_VDD, XC_VIN, BH_VCC],
    "Supplies fit (3.3 V), but range depends on antenna and environment; the nRF24L01+ sheet gives output power "
    "and sensitivity, not a link distance.",
    wording="formal",
)
compat(
    "rq75-e09",
    "hard",
    "battery bee-hive scale: mcp73831 charges the lipo, hx711 + 50kg load cell, w25q64 logs. will the "
    "hx711 reliably resolve 10 g on the 50 kg cell?",
    ["HX711", "W25Q64FV", "MCP73831"],
    "insufficient_evidence",
    [],
    [HX_VDD, W25_VCC, MCP73831_VDD],
    "Depends on the load-cell sensitivity (mV/V), excitation and noise; the HX711 sheet gives its own noise and "
    "gains, not the load cell's. Not decidable from the sheets.",
)
compat(
    "rq75-e10",
    "hard",
    "can bus in a barn: mcp2515 nodes with an acs712 and an mcp4725 each, 100 m of cable at 1 mbit/s. "
    "will the mcp2515 handle that bus length?",
    ["MCP2515", "ACS712", "MCP4725"],
    "insufficient_evidence",
    [],
    [MCP2515_VDD, ACS_VCC, MCP4725_VDD],
    "The MCP2515 is a protocol controller; bus length vs bit rate depends on the transceiver, cable and bit "
    "timing, which its sheet does not specify.",
)
compat(
    "rq75-e11",
    "hard",
    "driveway parking sensor in full summer sun (like 100k lux): vl53l0x aimed at a white car 1.5m away, "
    "inmp441 for a beep detector, ams1117 from 5v. will the vl53l0x range 1.5m in direct sunlight?",
    ["VL53L0X", "INMP441", "AMS1117"],
    "insufficient_evidence",
    [],
    [
        ev("vl53l0x.pdf", 26, "Target reflectance level Indoor Outdoor overcast"),
        ev("vl53l0x.pdf", 27, "to 5kLux daylight, while ranging on a grey 17% chart at 40cm"),
        VL_AVDD,
        INMP_VDD,
        AMS33,
    ],
    "Ranging is specified indoors and 'outdoor overcast' (about 5 klux: white 80 cm typ / 60 cm min); nothing "
    "for direct sunlight. Supplies are fine.",
)


def main():
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")


if __name__ == "__main__":
    main()
