"""realq65: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: figures quoted back wrongly (wrong number, unit or condition) for the tool to confirm, timing and
speed limits (bus clocks, conversion and measurement intervals, start-up and ramp times, write cycles) and
answers that depend on the temperature range.

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


# ---------- factual, answerable (rq65-fNN)
add(
    "rq65-f01",
    "hard",
    "simple",
    "w25q64 in QPI mode, I used Set Read Parameters (C0h) to go to 4 dummy clocks. the flash sits on a 2.8V rail. "
    "the table says 80 MHz for Fast Read (0Bh) with 4 dummies, right? just confirming before I crank the clock up",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "spi_clock_frequency",
            "MHz",
            mx=60,
            cond="QPI, P5-P4 = 01 (4 dummy clocks), VCC 2.7..3.0 V, Fast Read 0Bh / Fast Read Quad I/O EBh",
        )
    ],
    [ev("w25q64.pdf", 67, "2.7V ~ 3.0V 60MHz 80MHz")],
    "60 MHz for 0Bh/EBh; the quoted 80 MHz is the 0Ch (Burst Read with Wrap) column of the same row, or 0Bh at "
    "3.0..3.6 V (asked in rq57-f10). Look-alikes: 2 dummies 40 / 50 MHz (rq53-f09, rq62-f01), 6 dummies 80 / 104 MHz.",
)
add(
    "rq65-f02",
    "medium",
    "simple",
    "ds3231 on a coin cell: I see small current pulses on VBAT. the temperature compensation reruns every 64 ms, "
    "is that right?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "response_time",
            "s",
            value=64,
            cond="TCXO temperature conversion interval (first conversion on application of VCC)",
        )
    ],
    [ev("ds3231.pdf", 10, "application of VCC and once every 64 seconds afterwards.")],
    "Every 64 s (not ms). Look-alikes: tCONV 125 / 200 ms (one conversion), BSY not affected for ~2 ms after CONV "
    "(rq48-f26), first measurement about 2 s after VCC, tREC 250 ms.",
)
add(
    "rq65-f03",
    "medium",
    "simple",
    "pcf8563 rtc: if my mcu resets in the middle of an i2c read, the rtc's interface watchdog frees the bus after "
    "100 ms, someone told me. what does the datasheet actually say about when it trips?",
    ["PCF8563"],
    None,
    [
        it(
            "PCF8563",
            "response_time",
            "s",
            mn=1,
            mx=2,
            cond="interface watchdog trips between 1 s and 2 s after a valid slave address (1 s lost per trip)",
        )
    ],
    [
        ev(
            "pcf8563.pdf",
            25,
            "will trigger between 1 s and 2 s after receiving a valid slave address.",
        )
    ],
    "Between 1 s and 2 s after the slave address; each trip loses 1 s from the time counters. Look-alikes: "
    "accesses must be completed within 1 second (registers frozen), 0.507813..0.507935 s first increment after "
    "STOP (rq61-f06), I2C timing rows.",
)
add(
    "rq65-f04",
    "hard",
    "simple",
    "The TMP35/TMP36/TMP37 data sheet gives an example thermal time constant for an SOIC ('S' package) sensor "
    "mounted on a 0.5 in x 0.3 in PCB. What upper bounds does it state in air and in a stirred oil bath?",
    ["TMP36"],
    None,
    [
        it(
            "TMP36",
            "response_time",
            "s",
            mx=50,
            cond="thermal time constant, TMP35 S package on 0.5 x 0.3 in PCB, air",
        ),
        it(
            "TMP36",
            "response_time",
            "s",
            mx=3,
            cond="thermal time constant, same sensor, stirred oil bath",
        ),
    ],
    [
        ev("tmp36.pdf", 7, 'by 0.3" PCB is less than 50 sec in air, whereas in a stirred oil'),
        ev("tmp36.pdf", 7, "bath, the time constant is less than 3 seconds."),
    ],
    "< 50 s in air, < 3 s in stirred oil (text example for a TMP35 S package; the family sheet). Look-alikes: "
    "turn-on time 0.5 / 1 ms (tmp36-m3), self-heating < 0.1 C, the TPC curves. rq60-e08 treated an epoxied TO-92 "
    "step response as not characterised.",
    wording="formal",
)
add(
    "rq65-f05",
    "medium",
    "simple",
    "ccs811 in mode 4 so I can run my own algorithm on the raw data. a new raw sample every 250 us?? that seems "
    "insanely fast for a gas sensor, did I misread?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "response_time",
            "ms",
            value=250,
            cond="Mode 4, constant power, raw-data measurement interval",
        )
    ],
    [ev("ccs811.pdf", 16, "100: Mode 4 – Constant power mode, sensor measurement every 250ms")],
    "Every 250 ms (not us). Look-alikes: Mode 1 every 1 s, Mode 2 every 10 s, Mode 3 every 60 s (rq57-f06), "
    "tWAKE 50 us, 2 % typical timing tolerance.",
)
add(
    "rq65-f06",
    "hard",
    "simple",
    "am2302 on a switched rail, I only power it up for each reading to save battery. how long do I have to wait "
    "after power-on before I can ask it for data? I read 1 s somewhere",
    ["DHT22"],
    None,
    [
        it(
            "DHT22",
            "warm_up_time",
            "s",
            mn=2,
            cond="after power-on (unstable state, no commands accepted)",
        )
    ],
    [
        ev(
            "dht22.pdf",
            7,
            "AM2302 have to wait for the power (on AM2302 power 2S crossed the unstable state, the device can not",
        )
    ],
    "2 s after power-on (the 1 s figure is the DHT11's). Look-alikes: sampling period 2 s (rq18-f15, another row "
    "with the same number), start signal >= 800 us, response 1/e 5 s / 10 s.",
)
add(
    "rq65-f07",
    "medium",
    "simple",
    "drv8833 with a sense resistor on AISEN so it current-limits my stalled motor. the internal current-control pwm "
    "chops at 5 kHz according to the datasheet, so I'll hear it, right?",
    ["DRV8833"],
    None,
    [
        it(
            "DRV8833",
            "data_rate",
            "kHz",
            typ=50,
            cond="fPWM, internal current-control (chopping) PWM frequency",
        )
    ],
    [ev("drv8833.pdf", 6, "Current control PWM frequency Internal PWM frequency 50 kHz")],
    "50 kHz typical (not 5 kHz), filed as data_rate like other internal oscillators. Look-alikes: tBLANK 3.75 us, "
    "tOCP 1.35 ms, tDEG 450 ns, tTSD 150 / 160 / 180 C.",
)
add(
    "rq65-f08",
    "hard",
    "simple",
    "gy-49 (max44009) left in its default mode, the auto-ranging picked 100 ms integration. so I get a fresh lux "
    "value every 100 ms, right?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "response_time",
            "ms",
            value=800,
            cond="default mode (CONT = 0): one measurement every 800 ms regardless of integration time",
        )
    ],
    [
        ev(
            "max44009.pdf",
            8,
            "Default mode. The IC measures lux intensity only once every 800ms regardless of integration time.",
        )
    ],
    "Once every 800 ms in default mode; back-to-back readings at the integration time only in continuous mode. "
    "Same number as the longest integration time 800 ms (rq30-f20), another row. Look-alikes: 100 ms default "
    "integration, 6.25 ms minimum in manual mode.",
)
add(
    "rq65-f09",
    "hard",
    "simple",
    "For the MPU-6050 power-up sequence, what is the maximum permitted VDD rise time (10 % to 90 % of the final "
    "value), and the maximum permitted VLOGIC rise time?",
    ["MPU-6050"],
    None,
    [
        it("MPU-6050", "response_time", "ms", mx=100, cond="TVDDR, VDD rise time 10 % to 90 %"),
        it("MPU-6050", "response_time", "ms", mx=3, cond="TVLGR, VLOGIC rise time 10 % to 90 %"),
    ],
    [ev("mpu-6050.pdf", 23, "3. TVDDR is ≤100ms"), ev("mpu-6050.pdf", 23, "5. TVLGR is ≤3ms")],
    "TVDDR <= 100 ms, TVLGR <= 3 ms (recommended power-on procedure; VLOGIC <= VDD, TVLG-VDD >= 0). Filed as "
    "response_time like the CCS811 VDD ramp (rq58-f10). Look-alikes: gyro start-up 30 ms, PLL settling 1 / 10 ms.",
    wording="formal",
)
add(
    "rq65-f10",
    "hard",
    "simple",
    "hmc5883l, polling the status register RDY bit instead of wiring DRDY. once RDY clears, how long does it stay "
    "cleared? my code assumes 250 ms",
    ["HMC5883L"],
    None,
    [
        it(
            "HMC5883L",
            "response_time",
            "us",
            value=250,
            cond="RDY bit stays cleared after the data output registers are written",
        )
    ],
    [ev("hmc5883l.pdf", 16, "for a 250 μs. DRDY pin can be used as an alternative to")],
    "250 us, not ms. Look-alikes: measurement period 6 ms (hmc5883l-c2), 67 ms at 15 Hz (rq48-f19), turn-on 200 us "
    "/ 50 ms.",
)
add(
    "rq65-f11",
    "hard",
    "simple",
    "two nrf24l01+ at 250kbps with auto-ack and 20-byte ack payloads, 5-byte addresses. I set ARD to 750us like "
    "someone did for 8-byte payloads and I get retransmits. what's the shortest ARD the datasheet allows for my "
    "20 bytes?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "response_time",
            "us",
            mn=1250,
            cond="ARD at 250 kbps, 5-byte address, ACK payload < 24 bytes (Table 18)",
        )
    ],
    [ev("nrf24l01p.pdf", 34, "1250µs < 24")],
    "1250 us (ACK payload < 24 bytes); 750 us is the < 8 byte row, 1000 us < 16, 1500 us any size, 500 us empty "
    "ACK (asked in rq61-f02 from another page).",
)
add(
    "rq65-f12",
    "hard",
    "simple",
    "74hc595 at vcc 4.5v in a box that can reach 120C. worst-case OE -> Qn disable time (tdis) over the whole "
    "-40..125C range? I took 30 ns from the table, good enough?",
    ["74HC595"],
    None,
    [it("74HC595", "response_time", "ns", mx=45, cond="tdis OE to Qn, VCC = 4.5 V, -40 to +125 C")],
    [ev("74hc595.pdf", 10, "VCC = 4.5 V 15 30 - 38 - 45 ns")],
    "45 ns over -40..+125 C; 30 ns is the 25 C max, 38 ns -40..+85 C. Look-alikes: ten 17 / 30 / 38 / 45 at 4.5 V "
    "(rq40-f20), tdis at 2 V / 6 V (rq49-f13, rq52-f11).",
)
add(
    "rq65-f13",
    "medium",
    "simple",
    "After an Erase/Program Resume (7Ah) instruction is issued to the W25Q64FV, within what time is the BUSY bit "
    "set back to 1?",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "response_time",
            "ns",
            mx=200,
            cond="BUSY set from 0 to 1 after Erase/Program Resume (7Ah)",
        )
    ],
    [
        ev(
            "w25q64.pdf",
            54,
            "0 to 1 within 200ns and the Sector or Block will complete the erase operation or the page will complete the",
        )
    ],
    "Within 200 ns (SUS cleared immediately). Look-alikes: tSUS 20 us (rq47-f11), tRST 30 us, tSHSL2 50 ns.",
    wording="formal",
)
add(
    "rq65-f14",
    "hard",
    "simple",
    "What maximum frequency does the MCP2515 data sheet specify for the CLKOUT pin?",
    ["MCP2515"],
    None,
    [
        it(
            "MCP2515",
            "data_rate",
            "MHz",
            mx=25,
            cond="maximum frequency on CLKOUT (prescaler /1, /2, /4, /8)",
        )
    ],
    [ev("mcp2515.pdf", 55, "specified as 25 MHz (See Table 13-5).")],
    "25 MHz (oscillator section note). The same number is the FOSC limit at VDD 2.7..5.5 V (40 MHz at 4.5..5.5 V), "
    "another row, so row choice is tested weakly; CLKOUT timings 15 ns / 5 ns / 100 ns were asked before.",
    wording="formal",
)
add(
    "rq65-f15",
    "medium",
    "simple",
    "Module ESP32-WROOM-32 : le quartz intégré est à 26 MHz comme sur certaines cartes ESP8266, c'est bien ça ? "
    "J'en ai besoin pour un calcul d'horloge.",
    ["ESP32-WROOM-32"],
    None,
    [it("ESP32-WROOM-32", "data_rate", "MHz", value=40, cond="integrated crystal")],
    [ev("esp32-wroom-32.pdf", 7, "Integrated crystal 40 MHz crystal")],
    "40 MHz (the question's 26 MHz is wrong). Look-alikes: CPU 80..240 MHz, 32.768 kHz RTC crystal pins, "
    "2412..2484 MHz RF.",
    lang="fr",
)
add(
    "rq65-f16",
    "medium",
    "simple",
    "si7021 on a coin cell: at power-up it pulls about 4 mA peak. how long does that peak last? sizing a cap and "
    "guessing 50 ms",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "response_time",
            "ms",
            mx=5,
            cond="duration of the peak IDD during power-up (note 3)",
        )
    ],
    [ev("si7021.pdf", 4, "3. Occurs once during powerup. Duration is <5 msec.")],
    "< 5 ms. Look-alikes: peak IDD 3.5 / 4.0 mA, I2C-command peak < 100 us above 100 kHz (rq57-f16), tPU 18 / 25 / "
    "80 ms.",
)

# ---------- factual, insufficient evidence (rq65-uNN)
add(
    "rq65-u01",
    "medium",
    "simple",
    "What minimum EEPROM write endurance does the MCP4725 data sheet guarantee at an ambient temperature of +85 °C?",
    ["MCP4725"],
    "insufficient_evidence",
    [],
    [ev("mcp4725.pdf", 4, "Endurance 1 — — Million At +25°C, (Note 2)")],
    "Endurance (1 million cycles) and data retention (200 years) are given at +25 C only.",
    wording="formal",
)
add(
    "rq65-u02",
    "hard",
    "simple",
    "ds18b20 sits at ~85C in my smoker and the firmware rewrites the TH/TL alarm bytes to its eeprom now and then. "
    "how many eeprom writes are guaranteed at that temperature?",
    ["DS18B20"],
    "insufficient_evidence",
    [],
    [ev("ds18b20.pdf", 3, "EEPROM Writes NEEWR -55°C to +55°C 50k")],
    "NEEWR 50k and retention 10 years are specified for -55..+55 C only; nothing at +85 C.",
)
add(
    "rq65-u03",
    "hard",
    "simple",
    "nrf24l01+ at 250kbps but with 3-byte addresses (SETUP_AW) and 20-byte ack payloads. which minimum ARD does "
    "the datasheet's table give for 3-byte addresses?",
    ["nRF24L01+"],
    "insufficient_evidence",
    [],
    [
        ev(
            "nrf24l01p.pdf",
            34,
            "For 250kbps data rate and 5byte address the following values apply:",
        )
    ],
    "Table 18 is for 5-byte addresses only (and the 1 / 2 Mbps bullets too); no 3-byte figures.",
)
add(
    "rq65-u04",
    "hard",
    "simple",
    "What duty cycle does the PCF8563 data sheet specify for the CLKOUT output at the default 32.768 kHz setting?",
    ["PCF8563"],
    "insufficient_evidence",
    [],
    [
        ev("pcf8563.pdf", 30, "duty cycle on pin CLKOUT [2] - 50 - %"),
        ev("pcf8563.pdf", 31, "[2] Unspecified for fCLKOUT = 32.768 kHz."),
    ],
    "Typical 50 % duty cycle, but note 2 says it is unspecified for 32.768 kHz.",
    wording="formal",
)
add(
    "rq65-u05",
    "medium",
    "simple",
    "What is the guaranteed maximum oscillator start-up time of the DS3231 at -40 °C when it is first powered from "
    "VBAT?",
    ["DS3231"],
    "insufficient_evidence",
    [],
    [ev("ds3231.pdf", 10, "the part. Typical oscillator startup time is less than one")],
    "Only a typical start-up (< 1 s) is stated, no guaranteed maximum and no temperature condition.",
    wording="formal",
)
add(
    "rq65-u06",
    "hard",
    "simple",
    "ina219 shunt ADC set to 9-bit but with 4-sample averaging to cut noise - what conversion time does table 5 "
    "give for that combination?",
    ["INA219"],
    "insufficient_evidence",
    [],
    [ev("ina219.pdf", 20, "0 X (2) 0 0 9 bit 84 μs")],
    "Table 5 lists 9..12-bit single conversions and averaging of 12-bit samples only; no 9-bit averaging setting.",
)
add(
    "rq65-u07",
    "medium",
    "simple",
    "tp4056 charger: how long does its safety charge timer run before it gives up on a cell that never reaches "
    "4.2V?",
    ["TP4056"],
    "insufficient_evidence",
    [],
    [ev("tp4056.pdf", 9, "programmed value. The 1.8ms filter time")],
    "The TP4056 sheet has no charge safety timer; only comparator filter times (1.8 ms tTERM / tRECHARGE) and "
    "the 20 us soft start.",
)
add(
    "rq65-u08",
    "medium",
    "simple",
    "74HC595 mit VCC = 3,3 V: Wie groß ist die maximale Ausschaltzeit tdis (OE nach Qn) im Bereich -40 bis +85 °C?",
    ["74HC595"],
    "insufficient_evidence",
    [],
    [ev("74hc595.pdf", 10, "VCC = 4.5 V 15 30 - 38 - 45 ns")],
    "Dynamic characteristics are given at VCC = 2 V, 4.5 V and 6 V only; nothing at 3.3 V.",
    wording="formal",
    lang="de",
)
add(
    "rq65-u09",
    "hard",
    "simple",
    "ccs811 in mode 1: what's the guaranteed worst-case deviation of the 1 s measurement interval over "
    "temperature? need it for my averaging",
    ["CCS811"],
    "insufficient_evidence",
    [],
    [ev("ccs811.pdf", 8, "Note(s): Mode timings are subject to typical 2% tolerance due")],
    "Only a typical 2 % tolerance (internal clock) is given; no worst case and no temperature dependence.",
)

# Specifications the compatibility questions rest on.
INA219_SCL = ev("ina219.pdf", 6, "SCL operating frequency 0.001 0.4 0.001 2.56 MHz")
ADS_SCL = ev("ads1115.pdf", 5, "SCL operating frequency fSCL 0.01 0.4 0.01 3.4 MHz")
MCP4725_HS = ev("mcp4725.pdf", 31, "Clock frequency fSCL 0 — 3.4 MHz Cb = 100 pF")
MAX31855_SCK = ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz")
MAX31865_SCK = ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz")
MCP2515_SCK = ev("mcp2515.pdf", 77, "FCLK Clock Frequency — 10 MHz")
MAX31855_VCC = ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V")
MAX31865_VDD = ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")
MCP2515_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
MAX7219_CLK = ev("max7219.pdf", 5, "Serial-Clock Input. 10MHz maximum rate.")
MAX7219_VP = ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")
HC595_FMAX = ev("74hc595.pdf", 11, "VCC = 4.5 V 30 91 - 24 - 20 - MHz")
DS18_VDD = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
DS18_T = ev(
    "ds18b20.pdf", 2, "Operating Temperature Range.......................... -55°C to +125°C"
)
HX711_T = ev("hx711.pdf", 1, "Operation temperature range: -40 ~ +85℃")
TPS_TA = ev("tps63020.pdf", 5, "Operating free air temperature, TA –40 85 °C")
ADS_T = ev("ads1115.pdf", 4, "Specified temperature –40 +125 °C")
MCP4725_T = ev("mcp4725.pdf", 5, "Operating Temperature Range TA -40 — +125 °C")
INA3221_T = ev("ina3221.pdf", 4, "Operating temperature, TA –40 125 °C")
PCF_T = ev("pcf8563.pdf", 27, "ambient temperature operating device 40 +85")
MAX44_T = ev("max44009.pdf", 1, "MAX44009EDT+ 6 UTDFN-Opto-EP* -40NC to +85NC")
XC_T = ev("xc6206.pdf", 3, "Operating Ambient Temperature Topr - 40 ~ + 85")
ADS_DR = ev("ads1115.pdf", 1, "8SPS to 860SPS")
ADS_CONV = ev("ads1115.pdf", 14, "requires about 1.2ms, the ADS1113/4/5 enter")
SI_TPU = ev("si7021.pdf", 5, "From VDD ≥ 1.9 V to ready for a — — 80")
VL53_BOOT = ev("vl53l0x.pdf", 16, "tBOOT is 1.2ms max.")
MCP3008_FS = ev("mcp3008.pdf", 3, "Throughput Rate fSAMPLE — — 200 ksps VDD = VREF = 5V")
MCP3008_CLK = ev("mcp3008.pdf", 4, "Clock Frequency fCLK — — 3.6 MHz VDD = 5V (Note 3)")
MCP3008_VDD = ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V")
LM35_VS = ev("lm35.pdf", 1, "Operates from 4 to 30 V")
HMC_ODR = ev("hmc5883l.pdf", 2, "Output Rate (ODR) Continuous Measurment Mode 0.75 75 Hz")
HMC_I2C = ev("hmc5883l.pdf", 2, "C Rate Controlled by I C Master 400 kHz")
MPU_ODR = ev("mpu-6050.pdf", 13, "OUTPUT DATA RATE Programmable Range 4 1,000 Hz")
MPU_I2C = ev("mpu-6050.pdf", 15, "I2C Operating Frequency All registers, Fast-mode 400 kHz")
BH_SCL = ev("bh1750.pdf", 2, "I2C SCL Clock Frequency fSCL － － 400 kHz")
INA3221_CT = ev("ina3221.pdf", 5, "CT bit = 100 1.1 1.21")
INA3221_HS = ev("ina3221.pdf", 23, "f(SCL) SCL operating frequency 0.001 0.4 0.001 2.44 MHz")
MQ2_VH = ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC")
MQ2_PRE = ev("mq-2.pdf", 3, "Preheat time Not less than 48 hours")
MAX44_SCL = ev("max44009.pdf", 3, "Serial-Clock Frequency fSCL 400 kHz")
CCS_I2C = ev("ccs811.pdf", 7, "fI²C Frequency of I²C bus supported 10 100 400 kHz")
HCSR04_CYCLE = ev("hc-sr04.pdf", 2, "we suggest to use over 60ms measurement cycle")
VL53_T = ev("vl53l0x.pdf", 22, "Temperature (normal operating) -20 +70 °C")
ESP_T = ev("esp32-wroom-32.pdf", 15, "T Operating ambient temperature –40 - 85 °C")
TP_T = ev("tp4056.pdf", 2, "40℃~85℃")
MQ3_T = ev("mq-3.pdf", 1, "Tao Using Tem -10℃-50℃")
INMP_T = ev("inmp441.pdf", 20, "INMP441ACEZ-R7† −40°C to +85°C")
INA219_TA = ev("ina219.pdf", 4, "TA –25 85 ºC")
LM2596_TJ = ev("lm2596.pdf", 3, "Operating Junction Temperature Range TJ −40 to +125 °C")
DHT22_SP = ev("dht22.pdf", 4, "Sampling period 2 S")
CCS_MODES = ev(
    "ccs811.pdf",
    16,
    "At the end of each measurement cycle (250ms, 1s, 10s, 60s) a flag is set in the",
)
CCS_MODE1 = ev("ccs811.pdf", 16, "001: Mode 1 – Constant power mode, IAQ measurement every second")
MAX31865_CONT = ev("max31865.pdf", 3, "Continuous conversion (60Hz notch) 16.7 17.6")
SRD_RATE = ev("srd-05vdc-sl-c.pdf", 2, "Electrically 30 operation/min")
MAX31855_CONV = ev("max31855.pdf", 4, "(Thermocouple, Cold Junction, tCONV (Note 5) 70 100 ms")
W25_03H = ev(
    "w25q64.pdf",
    76,
    "Clock frequency for SPI Read data instructions (03h) fR fC2 D.C. 33 MHz 2.7-3.0V",
)
DRV_VM = ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")
PC817_TR = ev("pc817.pdf", 4, "Rise time tr − 4 18 µs")
PC817_TF = ev("pc817.pdf", 4, "Fall time tf − 3 18 µs")
DHT11_SP = ev("dht11.pdf", 3, "Sampling period: more than 2 seconds")

# ---------- compatibility: compatible (rq65-cNN)
add(
    "rq65-c01",
    "hard",
    "compatibility",
    "An INA219, an ADS1115 and an MCP4725 share one I2C bus that is switched to high-speed mode at 2 MHz; the bus "
    "capacitance is about 100 pF. Do all three devices support that SCL frequency?",
    ["INA219", "ADS1115", "MCP4725"],
    "compatible",
    [
        it("INA219", "i2c_clock_frequency", "MHz", mn=0.001, mx=2.56, cond="high-speed mode"),
        it("ADS1115", "i2c_clock_frequency", "MHz", mn=0.01, mx=3.4, cond="high-speed mode"),
        it("MCP4725", "i2c_clock_frequency", "MHz", mn=0, mx=3.4, cond="HS mode, Cb = 100 pF"),
    ],
    [INA219_SCL, ADS_SCL, MCP4725_HS],
    "2 MHz is below 2.56 MHz (INA219 HS), 3.4 MHz (ADS1115 HS) and 3.4 MHz (MCP4725 HS at Cb = 100 pF; 1.7 MHz at "
    "400 pF). Looks risky because it is above 400 kHz.",
    wording="formal",
)
add(
    "rq65-c02",
    "medium",
    "compatibility",
    "A MAX31855, a MAX31865 and an MCP2515 share one SPI bus clocked at 4 MHz, all supplied from 3.3 V. Are the "
    "clock rate and the supply within the ratings of all three?",
    ["MAX31855", "MAX31865", "MCP2515"],
    "compatible",
    [
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="fSCL"),
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0, cond="SCLK frequency, DC to 5.0 MHz"),
        it("MCP2515", "spi_clock_frequency", "MHz", mx=10, cond="FCLK"),
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [MAX31855_SCK, MAX31865_SCK, MCP2515_SCK, MAX31855_VCC, MAX31865_VDD, MCP2515_VDD],
    "4 MHz <= 5 / 5.0 / 10 MHz; 3.3 V inside 3.0..3.6 V (both thermocouple / RTD chips) and 2.7..5.5 V.",
    wording="formal",
)
add(
    "rq65-c03",
    "medium",
    "compatibility",
    "5v arduino-ish board: a max7219 and a 74hc595 hang off the same SCK/DIN lines, I bit-bang at 8 MHz (separate "
    "load/latch pins). a ds18b20 on the same 5v does the temperature. speed and supply ok?",
    ["MAX7219", "74HC595", "DS18B20"],
    "compatible",
    [
        it("MAX7219", "spi_clock_frequency", "MHz", mx=10, cond="CLK maximum rate"),
        it(
            "74HC595",
            "spi_clock_frequency",
            "MHz",
            mn=24,
            cond="fmax SHCP/STCP, VCC = 4.5 V, -40..+85 C",
        ),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
    ],
    [MAX7219_CLK, HC595_FMAX, MAX7219_VP, DS18_VDD],
    "8 MHz < 10 MHz (MAX7219) and < 24 MHz guaranteed fmax of the 74HC595 at 4.5 V over -40..+85 C (30 MHz at 25 C); "
    "5 V inside 4.0..5.5 V and 3.0..5.5 V.",
)
add(
    "rq65-c04",
    "medium",
    "compatibility",
    "beehive scale outside, winter nights down to -30C: hx711 for the load cells, a ds18b20 in the hive, and a "
    "tps63021 making 3.3v from the battery. all rated for -30C?",
    ["HX711", "DS18B20", "TPS63021"],
    "compatible",
    [
        it("HX711", "operating_temperature", "°C", mn=-40, mx=85),
        it("DS18B20", "operating_temperature", "°C", mn=-55, mx=125),
        it(
            "TPS63021",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="operating free-air temperature TA",
        ),
    ],
    [HX711_T, DS18_T, TPS_TA],
    "-30 C is inside -40..+85 C (HX711), -55..+125 C (DS18B20) and -40..+85 C TA (TPS63021).",
)
add(
    "rq65-c05",
    "hard",
    "compatibility",
    "A sensor box in an engine bay reaches +110 °C ambient. It holds an ADS1115, an MCP4725 and an INA3221. Are "
    "all three rated for operation at that temperature?",
    ["ADS1115", "MCP4725", "INA3221"],
    "compatible",
    [
        it("ADS1115", "operating_temperature", "°C", mn=-40, mx=125, cond="specified temperature"),
        it("MCP4725", "operating_temperature", "°C", mn=-40, mx=125, cond="TA"),
        it("INA3221", "operating_temperature", "°C", mn=-40, mx=125, cond="TA"),
    ],
    [ADS_T, MCP4725_T, INA3221_T],
    "All three are rated -40..+125 C; 110 C is inside. (An INA219 in the same spot would be outside its -25..+85 C "
    "recommended range.)",
    wording="formal",
)
add(
    "rq65-c06",
    "medium",
    "compatibility",
    "freezer door logger at -20C: pcf8563 keeps time, a max44009 sees when the light comes on, and an xc6206 ldo "
    "makes the 3.3v. temperature ok for all three?",
    ["PCF8563", "MAX44009", "XC6206"],
    "compatible",
    [
        it("PCF8563", "operating_temperature", "°C", mn=-40, mx=85, cond="Tamb, operating device"),
        it("MAX44009", "operating_temperature", "°C", mn=-40, mx=85),
        it("XC6206", "operating_temperature", "°C", mn=-40, mx=85, cond="Topr"),
    ],
    [PCF_T, MAX44_T, XC_T],
    "-20 C inside -40..+85 C for all three.",
)
add(
    "rq65-c07",
    "hard",
    "compatibility",
    "esp32 runs a 500 Hz current loop for a motor on a drv8833: every 2 ms it triggers one single-shot conversion on "
    "an ads1115 (860 SPS) reading the sense resistor. does one ads conversion fit in the 2 ms slot?",
    ["ESP32-WROOM-32", "DRV8833", "ADS1115"],
    "compatible",
    [
        it("ADS1115", "data_rate", "SPS", mn=8, mx=860, cond="programmable data rate"),
        it("ADS1115", "response_time", "ms", typ=1.2, cond="one conversion at 860 SPS"),
    ],
    [ADS_DR, ADS_CONV],
    "At 860 SPS one conversion takes about 1.2 ms (1/860 s = 1.16 ms) < 2 ms. The ADS1115 alone sets the timing.",
)
add(
    "rq65-c08",
    "hard",
    "compatibility",
    "A TPS63021 supplies 3.3 V to an Si7021 and a VL53L0X. From the moment the 3.3 V rail is valid, both sensors must "
    "be ready for their first command within 100 ms, over the full temperature range. Do the start-up times allow "
    "that?",
    ["TPS63021", "Si7021", "VL53L0X"],
    "compatible",
    [
        it(
            "Si7021",
            "warm_up_time",
            "ms",
            mx=80,
            cond="tPU from VDD >= 1.9 V, full temperature range",
        ),
        it("VL53L0X", "warm_up_time", "ms", mx=1.2, cond="tBOOT"),
    ],
    [SI_TPU, VL53_BOOT],
    "Si7021 tPU <= 80 ms over temperature (18 / 25 ms at 25 C), VL53L0X tBOOT <= 1.2 ms; both < 100 ms. The "
    "converter's own start-up is outside the budget by construction.",
    wording="formal",
)
add(
    "rq65-c09",
    "medium",
    "compatibility",
    "all on 5v: lm35 into an mcp3008, I want 100 ksps bursts so fCLK = 18 x 100k = 1.8 MHz, and a max7219 shows the "
    "value. can the mcp3008 do that at 5v?",
    ["LM35", "MCP3008", "MAX7219"],
    "compatible",
    [
        it("MCP3008", "data_rate", "ksps", mx=200, cond="VDD = VREF = 5 V"),
        it("MCP3008", "spi_clock_frequency", "MHz", mx=3.6, cond="VDD = 5 V"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5),
        it("LM35", "supply_voltage", "V", mn=4, mx=30),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
    ],
    [MCP3008_FS, MCP3008_CLK, MCP3008_VDD, LM35_VS, MAX7219_VP],
    "100 ksps < 200 ksps and 1.8 MHz < 3.6 MHz at 5 V; 5 V fits all three supplies.",
)
add(
    "rq65-c10",
    "hard",
    "compatibility",
    "imu board: mpu6050 + hmc5883l + bh1750 on one i2c bus at 400 kHz, fusion loop at 50 Hz so I need fresh mag and "
    "accel data at least 50x per second (hmc in continuous mode). doable?",
    ["MPU-6050", "HMC5883L", "BH1750"],
    "compatible",
    [
        it("HMC5883L", "data_rate", "Hz", mn=0.75, mx=75, cond="continuous measurement mode"),
        it("MPU-6050", "data_rate", "Hz", mn=4, mx=1000, cond="accelerometer output data rate"),
        it("HMC5883L", "i2c_clock_frequency", "kHz", mx=400),
        it("MPU-6050", "i2c_clock_frequency", "kHz", mx=400, cond="fast mode"),
        it("BH1750", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
    ],
    [HMC_ODR, MPU_ODR, HMC_I2C, MPU_I2C, BH_SCL],
    "HMC5883L continuous mode up to 75 Hz and MPU-6050 accel up to 1 kHz both exceed 50 Hz; all three allow 400 kHz.",
)
add(
    "rq65-c11",
    "hard",
    "compatibility",
    "An INA3221 monitors three rails (a TP4056 charger input, an LM2596 output and a battery) in continuous "
    "shunt-and-bus mode with every conversion time set to 1.1 ms (CT = 100). Will a complete set of six new readings "
    "be available at least every 10 ms?",
    ["INA3221", "TP4056", "LM2596"],
    "compatible",
    [it("INA3221", "response_time", "ms", typ=1.1, mx=1.21, cond="tCONVERT, CT bit = 100")],
    [INA3221_CT],
    "6 conversions x 1.21 ms max = 7.26 ms (6.6 ms typ) < 10 ms.",
    wording="formal",
)
add(
    "rq65-c12",
    "medium",
    "compatibility",
    "gas alarm with an mq-2 and a max7219 8-digit display, both on a bench supply set to 5.00 V +-1%. heater and "
    "display chip fine on that?",
    ["MQ-2", "MAX7219"],
    "compatible",
    [
        it("MQ-2", "supply_voltage", "V", value=5.0, cond="heater voltage VH 5.0 V +-0.1 V"),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
    ],
    [MQ2_VH, MAX7219_VP],
    "4.95..5.05 V is inside VH 5.0 +- 0.1 V and V+ 4.0..5.5 V.",
)

# ---------- compatibility: incompatible (rq65-iNN)
add(
    "rq65-i01",
    "medium",
    "compatibility",
    "solar logger: ina3221 + max44009 + hmc5883l on one i2c bus, I want to push the bus to 1 MHz to shorten the "
    "wake time. ok for all?",
    ["INA3221", "MAX44009", "HMC5883L"],
    "incompatible",
    [
        it("INA3221", "i2c_clock_frequency", "MHz", mn=0.001, mx=2.44, cond="high-speed mode"),
        it("MAX44009", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
        it("HMC5883L", "i2c_clock_frequency", "kHz", mx=400),
    ],
    [INA3221_HS, MAX44_SCL, HMC_I2C],
    "MAX44009 and HMC5883L stop at 400 kHz (HMC5883L has no HS mode); only the INA3221 would run at 1 MHz.",
)
add(
    "rq65-i02",
    "medium",
    "compatibility",
    "A BH1750, a CCS811 and an ADS1115 share one I2C bus. Can the bus be run in high-speed mode at 1 MHz?",
    ["BH1750", "CCS811", "ADS1115"],
    "incompatible",
    [
        it("BH1750", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
        it("CCS811", "i2c_clock_frequency", "kHz", mn=10, typ=100, mx=400),
        it("ADS1115", "i2c_clock_frequency", "MHz", mn=0.01, mx=3.4, cond="high-speed mode"),
    ],
    [BH_SCL, CCS_I2C, ADS_SCL],
    "BH1750 and CCS811 allow at most 400 kHz; the ADS1115 alone supports 1 MHz (HS mode).",
    wording="formal",
)
add(
    "rq65-i03",
    "hard",
    "compatibility",
    "parking distance thing: hc-sr04 pinged every 40 ms (25 Hz) so the tm1637 display updates smoothly, dht11 read "
    "every 5 s for speed-of-sound correction. timing ok?",
    ["HC-SR04", "TM1637", "DHT11"],
    "incompatible",
    [
        it("HC-SR04", "response_time", "ms", mn=60, cond="recommended measurement cycle"),
        it("DHT11", "response_time", "s", mn=2, cond="sampling period"),
    ],
    [HCSR04_CYCLE, DHT11_SP],
    "The HC-SR04 sheet asks for a measurement cycle over 60 ms; 40 ms is shorter. The DHT11 at 5 s is fine (> 2 s).",
)
add(
    "rq65-i04",
    "medium",
    "compatibility",
    "winter parking sensor, outside down to -30C: vl53l0x for distance, esp32-wroom-32, tp4056 charging the cell. "
    "all ok at -30?",
    ["VL53L0X", "ESP32-WROOM-32", "TP4056"],
    "incompatible",
    [
        it("VL53L0X", "operating_temperature", "°C", mn=-20, mx=70, cond="normal operating"),
        it("ESP32-WROOM-32", "operating_temperature", "°C", mn=-40, mx=85),
        it("TP4056", "operating_temperature", "°C", mn=-40, mx=85),
    ],
    [VL53_T, ESP_T, TP_T],
    "VL53L0X normal operating range is -20..+70 C, so -30 C is outside; ESP32 module and TP4056 (-40..+85 C) are fine.",
)
add(
    "rq65-i05",
    "medium",
    "compatibility",
    "sauna breathalyzer joke project: mq-3 plus an inmp441 mic to detect the blow, the box gets to 55C. rated for "
    "that?",
    ["MQ-3", "INMP441"],
    "incompatible",
    [
        it("MQ-3", "operating_temperature", "°C", mn=-10, mx=50, cond="using temperature Tao"),
        it("INMP441", "operating_temperature", "°C", mn=-40, mx=85),
    ],
    [MQ3_T, INMP_T],
    "MQ-3 using temperature -10..50 C; 55 C is above. INMP441 -40..+85 C would be fine.",
)
add(
    "rq65-i06",
    "hard",
    "compatibility",
    "In a cold store at -30 °C, an INA219 measures the current of a heater rail, a PCF8563 timestamps the data and an "
    "LM2596 supplies the electronics. Are all three within their recommended operating temperature ranges?",
    ["INA219", "PCF8563", "LM2596"],
    "incompatible",
    [
        it(
            "INA219",
            "operating_temperature",
            "°C",
            mn=-25,
            mx=85,
            cond="TA, recommended operating conditions",
        ),
        it("PCF8563", "operating_temperature", "°C", mn=-40, mx=85, cond="Tamb, operating device"),
        it("LM2596", "operating_temperature", "°C", mn=-40, mx=125, cond="TJ"),
    ],
    [INA219_TA, PCF_T, LM2596_TJ],
    "INA219 recommended TA is -25..+85 C (its -40..+125 C is in the absolute-maximum table); -30 C is outside.",
    wording="formal",
)
add(
    "rq65-i07",
    "medium",
    "compatibility",
    "am2302 (dht22) polled every 1 s by a nano that also drives a tm1637 clock display, all on 5v from an ams1117 "
    "board. is reading the am2302 once a second ok?",
    ["DHT22", "TM1637", "AMS1117"],
    "incompatible",
    [it("DHT22", "response_time", "s", mn=2, cond="sampling period")],
    [DHT22_SP],
    "The DHT22 sampling period is 2 s; reading every second is too often (the sheet warns reads < 2 s may fail).",
)
add(
    "rq65-i08",
    "hard",
    "compatibility",
    "co2 + temperature controller: ccs811 in mode 1 and a max31865 (pt100) in continuous mode with the 60 Hz "
    "filter. the control loop wants a fresh eCO2 AND a fresh temperature every 500 ms. can both deliver?",
    ["CCS811", "MAX31865"],
    "incompatible",
    [
        it(
            "CCS811",
            "response_time",
            "s",
            value=1,
            cond="Mode 1 measurement interval (fastest eCO2 mode)",
        ),
        it(
            "MAX31865",
            "response_time",
            "ms",
            typ=16.7,
            mx=17.6,
            cond="continuous conversion, 60 Hz notch",
        ),
    ],
    [CCS_MODE1, CCS_MODES, MAX31865_CONT],
    "The MAX31865 converts every ~17 ms, but the CCS811's fastest eCO2 mode (Mode 1) updates every second; Mode 4 "
    "(250 ms) gives raw data only, without eCO2.",
)
add(
    "rq65-i09",
    "hard",
    "compatibility",
    "reflow-ish hot plate: max31855 read every 100 ms, the heater is switched by a songle srd-05vdc relay (coil driven "
    "through a pc817 so the mcu side is isolated) in bang-bang mode, which ends up clicking about once a second (60 "
    "switchings a minute) at full load. ok for the relay?",
    ["MAX31855", "SRD-05VDC-SL-C", "PC817"],
    "incompatible",
    [it("MAX31855", "response_time", "ms", typ=70, mx=100, cond="tCONV")],
    [MAX31855_CONV, SRD_RATE],
    "The SRD's maximum electrical switching rate is 30 operations/min; 60/min is twice that. The MAX31855 "
    "(tCONV <= 100 ms) keeps up with 100 ms reads; the PC817 is only the coil driver's isolation.",
)
add(
    "rq65-i10",
    "hard",
    "compatibility",
    "A small robot runs its logic from a 2.8 V LDO fed by the same Li-ion cell that powers a DRV8833 (VM). A "
    "W25Q64FV on the 2.8 V rail is read with the standard Read Data (03h) instruction at 40 MHz. Is that within the "
    "flash's rating?",
    ["DRV8833", "W25Q64FV"],
    "incompatible",
    [
        it("W25Q64FV", "spi_clock_frequency", "MHz", mx=33, cond="Read Data 03h, VCC 2.7..3.0 V"),
        it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM"),
    ],
    [W25_03H, DRV_VM],
    "At 2.7..3.0 V the 03h read is limited to 33 MHz (50 MHz at 3.0..3.6 V; Fast Read 80 MHz). The DRV8833 VM from "
    "one cell is fine.",
    wording="formal",
)
add(
    "rq65-i11",
    "medium",
    "compatibility",
    "brand new mq-2 in a gas logger that writes to a w25q64 flash. I let it burn in for 24 hours and then take that "
    "as my clean-air baseline. is 24 h of preheat enough?",
    ["MQ-2", "W25Q64FV"],
    "incompatible",
    [it("MQ-2", "warm_up_time", "h", mn=48, cond="preheat time, standard test conditions")],
    [MQ2_PRE],
    "MQ-2 preheat time is not less than 48 hours; 24 h is half.",
)
add(
    "rq65-i12",
    "medium",
    "compatibility",
    "want to galvanically isolate the i2c of a bh1750 with pc817 optos (one per direction), bus at 400 kHz. will "
    "the pc817 keep up?",
    ["BH1750", "PC817"],
    "incompatible",
    [
        it(
            "PC817",
            "response_time",
            "us",
            typ=4,
            mx=18,
            cond="rise time tr, VCE = 2 V, IC = 2 mA, RL = 100 Ohm",
        ),
        it("PC817", "response_time", "us", typ=3, mx=18, cond="fall time tf, same conditions"),
        it("BH1750", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
    ],
    [PC817_TR, PC817_TF, BH_SCL],
    "At 400 kHz a clock period is 2.5 us, shorter than the PC817's typical 4 us rise / 3 us fall time (18 us max) "
    "even under its fast test load.",
)

# ---------- compatibility: insufficient evidence (rq65-eNN)
add(
    "rq65-e01",
    "medium",
    "compatibility",
    "An MCP4725 stores a new power-up output value to its EEPROM every 10 minutes, timestamped by a DS3231, for 5 "
    "years (about 263,000 writes) inside an enclosure that an LM35 shows to sit at +70 °C. Is the EEPROM endurance "
    "sufficient at that temperature?",
    ["MCP4725", "DS3231", "LM35"],
    "insufficient_evidence",
    [],
    [ev("mcp4725.pdf", 4, "Endurance 1 — — Million At +25°C, (Note 2)")],
    "Endurance 1 million cycles is given at +25 C only; nothing at +70 C.",
    wording="formal",
)
add(
    "rq65-e02",
    "hard",
    "compatibility",
    "cold room at -20C: mq-2 watching for refrigerant / gas leaks next to a max31865 pt100 thermometer. is the mq-2 "
    "rated for -20C?",
    ["MQ-2", "MAX31865"],
    "insufficient_evidence",
    [],
    [ev("mq-2.pdf", 3, "Tem. Humidity 20℃±2℃；55%±5%RH")],
    "The MQ-2 sheet gives only standard test conditions (20 C) and a temperature/humidity curve, no operating "
    "temperature range (the MAX31865 would be fine).",
)
add(
    "rq65-e03",
    "hard",
    "compatibility",
    "mq-2 smoke node on a CAN bus (mcp2515). the spec for the building says the alarm frame must go out within 5 s "
    "of smoke reaching the sensor. does the mq-2 respond that fast?",
    ["MQ-2", "MCP2515"],
    "insufficient_evidence",
    [],
    [],
    "The MQ-2 sheet gives no response or recovery time; the CAN side is not the limit.",
)
add(
    "rq65-e04",
    "hard",
    "compatibility",
    "An ESP32-WROOM-32 wakes from deep sleep, switches on an Si7021 fed by its own AMS1117-3.3 and must have a "
    "humidity reading within 150 ms of the wake-up event. Do the data sheets establish that this timing is met?",
    ["ESP32-WROOM-32", "Si7021", "AMS1117"],
    "insufficient_evidence",
    [],
    [SI_TPU],
    "Si7021 tPU (<= 80 ms) and conversion times are given, but neither the ESP32 module's wake-up/boot time nor the "
    "AMS1117 turn-on time is in the sheets.",
    wording="formal",
)
add(
    "rq65-e05",
    "medium",
    "compatibility",
    "robot car: l298n driving the dc motors with 25 kHz pwm on the enable pins (to get it out of the audible range), "
    "acs712 in series for current, hc-sr04 up front. can the l298n switch at 25 kHz?",
    ["L298N", "ACS712", "HC-SR04"],
    "insufficient_evidence",
    [],
    [ev("l298n.pdf", 4, "Commutation Frequency IL = 2A 25 40 KHz")],
    "The only commutation frequency is fc(Vi), switching through the inputs at IL = 2 A (25 typ / 40 kHz); nothing "
    "for PWM on the enable pins (rq42-u02 asked that as a factual trap) and the motor current is not stated.",
)
add(
    "rq65-e06",
    "hard",
    "compatibility",
    "quad telemetry board: mpu6050 and an nrf24l01+ both on an ams1117-3.3 from 5v. the mpu wants VDD to rise within "
    "100 ms. does the ams1117 ramp fast enough?",
    ["MPU-6050", "AMS1117", "nRF24L01+"],
    "insufficient_evidence",
    [],
    [ev("mpu-6050.pdf", 23, "3. TVDDR is ≤100ms")],
    "The MPU-6050 limit is given (TVDDR <= 100 ms), but the AMS1117 sheet has no start-up or output rise time.",
)
add(
    "rq65-e07",
    "medium",
    "compatibility",
    "sous-vide: irlz44n pwm-ing a 12 V heater at 20 kHz straight from a 3.3 V gpio, ds18b20 in the water, lm2596 "
    "making 5 V. will the fet switch fast enough at that gate drive to stay cool?",
    ["IRLZ44N", "DS18B20", "LM2596"],
    "insufficient_evidence",
    [],
    [],
    "IRLZ44N switching times are given at VGS = 5 V and RG = 3.4 Ohm only; nothing at 3.3 V GPIO drive, and "
    "switching loss depends on the driver.",
)
add(
    "rq65-e08",
    "medium",
    "compatibility",
    "An MCP73831 charges a 1200 mAh LiPo at 500 mA while an INA219 logs the charge current and a TM1637 shows the "
    "elapsed time. How many hours does a full charge from 3.0 V take?",
    ["MCP73831", "INA219", "TM1637"],
    "insufficient_evidence",
    [],
    [],
    "The MCP73831 sheet has no charge-time figure (preconditioning, constant-current and constant-voltage phases "
    "depend on the cell).",
    wording="formal",
)
add(
    "rq65-e09",
    "hard",
    "compatibility",
    "An HX711 (RATE low, internal oscillator) is sampled and every sample is counted as exactly 100 ms, while a DS3231 "
    "provides the wall clock and a 74HC595 drives the status LEDs. Will the HX711's sample period stay within ±1 % of "
    "100 ms over -20 to +50 °C?",
    ["HX711", "DS3231", "74HC595"],
    "insufficient_evidence",
    [],
    [ev("hx711.pdf", 3, "Internal Oscillator, RATE = 0 10 Hz")],
    "The HX711 gives 10 Hz typical with the internal oscillator, no tolerance and no temperature drift of the rate.",
    wording="formal",
)
add(
    "rq65-e10",
    "medium",
    "compatibility",
    "vl53l0x and a bh1750 powered by an xc6206 that I switch on only for each measurement. how long after switching "
    "on the xc6206 is its 3.3V stable so I can release XSHUT?",
    ["XC6206", "VL53L0X", "BH1750"],
    "insufficient_evidence",
    [],
    [VL53_BOOT],
    "The VL53L0X boot time is given (tBOOT 1.2 ms), but the XC6206 sheet has no turn-on / rise time, only transient "
    "response curves.",
)
add(
    "rq65-e11",
    "medium",
    "compatibility",
    "robot with an hc-sr04 bumper: when it gets stuck the drv8833 holds a stalled motor at about 1.5 A, a tmp36 on "
    "the board is supposed to warn me. how many seconds before the drv8833 goes into thermal shutdown?",
    ["DRV8833", "TMP36", "HC-SR04"],
    "insufficient_evidence",
    [],
    [],
    "Thermal shutdown temperature (150 / 160 / 180 C) is given, but time-to-shutdown depends on the board's "
    "thermal resistance and is not stated.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
