"""realq58: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: builds that wire two or three parts to a microcontroller host (Arduino Uno 5 V, ESP32 3.3 V,
Raspberry Pi 3.3 V, STM32 3.3 V). The host's own figures are stated in the question where a check needs them.

python build_questions.py rewrites questions.jsonl next to this file.
"""

import json

Q = []

# host figures, stated in the questions that need them
UNO = (
    "(Uno = ATmega328P at 5 V: outputs give at least 4.2 V high, inputs read high above 3.0 V, "
    "40 mA absolute max per pin)"
)
ESP = (
    "(ESP32 GPIO: 3.3 V logic, output high at least 2.64 V, output low at most 0.33 V, inputs must stay "
    "below 3.6 V, i.e. not 5 V tolerant)"
)
PI = (
    "(Pi GPIO: 3.3 V logic, not 5 V tolerant; SDA/SCL have 1.8 kOhm pull-ups to 3.3 V on the board)"
)
STM = "(STM32: 3.3 V push-pull outputs, output high about 3.3 V)"


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


# ---------- factual, answerable (rq58-fNN)
add(
    "rq58-f01",
    "medium",
    "simple",
    "What absolute maximum rating does the ADS1115 datasheet give for VDD to GND?",
    ["ADS1115"],
    None,
    [
        it(
            "ADS1115",
            "abs_max_supply_voltage",
            "V",
            mn=-0.3,
            mx=5.5,
            cond="VDD to GND, absolute maximum",
        )
    ],
    [ev("ads1115.pdf", 2, "VDD to GND –0.3 to +5.5 V")],
    "-0.3..+5.5 V; look-alikes: SDA/SCL/ADDR/ALERT -0.5..+5.5 V, analog inputs -0.3..VDD+0.3 V, operating "
    "supply 2.0..5.5 V.",
    wording="formal",
)
add(
    "rq58-f02",
    "hard",
    "simple",
    "solar charger on an esp32: I want to watch the charge current by reading the tp4056 PROG pin with the "
    "esp32 adc. with RPROG = 1.2k, what voltage does the PROG pin sit at in constant current mode?",
    ["TP4056"],
    None,
    [
        it(
            "TP4056",
            "analog_output_voltage",
            "V",
            mn=0.9,
            typ=1.0,
            mx=1.1,
            cond="VPROG, PROG pin voltage, RPROG = 1.2 k, current mode",
        )
    ],
    [ev("tp4056.pdf", 5, "VPROG PROG pin voltage RPROG=1.2K，current mode ● 0.9 1.0 1.1 V")],
    "0.9 / 1.0 / 1.1 V; look-alikes: VCC UVLO 3.5/3.7/3.9 V, trickle threshold 2.8/2.9/3.0 V, float 4.2 V.",
)
add(
    "rq58-f03",
    "medium",
    "simple",
    "stm32 talking to an mpu6050 but I left the i2c peripheral in standard mode (not fast mode). "
    "whats the max scl the mpu-6050 lists for standard-mode?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "i2c_clock_frequency",
            "kHz",
            mx=100,
            cond="I2C operating frequency, all registers, Standard-mode",
        )
    ],
    [ev("mpu-6050.pdf", 15, "All registers, Standard-mode 100 kHz")],
    "100 kHz; look-alike: Fast-mode 400 kHz (the number earlier sets asked), SPI 1 MHz / 20 MHz (MPU-6000).",
)
add(
    "rq58-f04",
    "hard",
    "simple",
    "An STM32 bit-bangs SPI to two nRF24L01+ transceivers over short wires. What minimum time must CSN "
    "remain high (inactive) between two SPI transactions?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "response_time",
            "ns",
            mn=50,
            cond="Tcwh CSN inactive time, Table 22 (Cload = 5 pF)",
        )
    ],
    [ev("nrf24l01p.pdf", 53, "Tcwh CSN Inactive time 50 ns")],
    "50 ns; look-alikes: Tcc CSN to SCK setup 2 ns, Tcch 2 ns, Tcdz 38 ns, Tcl/Tch 40 ns, Fsck 10 MHz.",
    wording="formal",
)
add(
    "rq58-f05",
    "hard",
    "simple",
    "What maximum SDA and SCL fall time does the MCP4725 specify for Standard Mode I2C operation?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "response_time",
            "ns",
            mx=300,
            cond="TF SDA and SCL fall time, standard mode, VIH to VIL",
        )
    ],
    [ev("mcp4725.pdf", 30, "SDA and SCL fall time TF — — 300 ns From VIH to VIL (Note 1)")],
    "300 ns max; look-alikes: standard-mode rise time TR 1000 ns, fast-mode TF 20 + 0.1Cb .. 300 ns, HS-mode "
    "fall times 40/80/160 ns.",
    wording="formal",
)
add(
    "rq58-f06",
    "medium",
    "simple",
    "Mein Arduino Uno betreibt die DS3231 im I2C-Standard-Mode. Welche maximale Taktrate nennt das "
    "Datenblatt für den Standard-Mode?",
    ["DS3231"],
    None,
    [it("DS3231", "i2c_clock_frequency", "kHz", mx=100, cond="standard mode maximum clock rate")],
    [ev("ds3231.pdf", 15, "a standard mode (100kHz maximum clock")],
    "100 kHz; look-alikes: fast mode 400 kHz (and its 100 kHz lower limit in the AC table), ICCA measured at "
    "400 kHz.",
    lang="de",
)
add(
    "rq58-f07",
    "medium",
    "simple",
    "slow bit-banged i2c on an attiny to a max44009 (gy-49). whats the minimum SCL HIGH period it needs?",
    ["MAX44009"],
    None,
    [it("MAX44009", "response_time", "us", mn=0.6, cond="tHIGH high period of the SCL clock")],
    [ev("max44009.pdf", 3, "High Period of the SCL Clock tHIGH 0.6")],
    "0.6 us; look-alikes: tLOW 1.3 us, fSCL 400 kHz, hold time 300 ns note; tHD,STA is also 0.6 us "
    "(asked in rq34-k01), so the number alone does not test the row.",
)
add(
    "rq58-f08",
    "medium",
    "simple",
    "pcf8563 rtc on a raspberry pi pico running software i2c. min LOW time of the SCL clock for the pcf8563?",
    ["PCF8563"],
    None,
    [it("PCF8563", "response_time", "us", mn=1.3, cond="tLOW LOW period of the SCL clock")],
    [ev("pcf8563.pdf", 30, "tLOW LOW period of the SCL clock 1.3")],
    "1.3 us; look-alikes: tHIGH 0.6 us, tBUF 1.3 us (asked before), fSCL 400 kHz.",
)
add(
    "rq58-f09",
    "hard",
    "simple",
    "two ina219 boards plus other stuff on my esp32 bus. on the second ina219 I strapped A1 to SCL and A0 to "
    "SDA. what 7-bit address does it answer on?",
    ["INA219"],
    None,
    [it("INA219", "i2c_address", values=["0x4E"], cond="A1 = SCL, A0 = SDA -> 1001110")],
    [ev("ina219.pdf", 14, "SCL SDA 1001110")],
    "1001110 = 0x4E; look-alikes: A1 = SDA, A0 = SCL -> 1001011 (0x4B); A1 = SCL, A0 = SCL -> 0x4F; default 0x40.",
)
add(
    "rq58-f10",
    "hard",
    "simple",
    "A CCS811 shares a soft-started 3.3 V rail with an ESP32. What is the maximum VDD ramp time the CCS811 "
    "allows at power-on?",
    ["CCS811"],
    None,
    [it("CCS811", "response_time", "ms", mx=3, cond="maximum VDD ramp time for power on")],
    [ev("ccs811.pdf", 6, "The maximum VDD ramp time for Power On is 3ms")],
    "3 ms max; look-alikes: tSTART 18/20 ms after power on, 1.8 V minimum VDD, VDD sampled during boot.",
    wording="formal",
)
add(
    "rq58-f11",
    "hard",
    "simple",
    "What address does the INA3221 respond to as the SMBus alert response address?",
    ["INA3221"],
    None,
    [it("INA3221", "i2c_address", values=["0x0C"], cond="SMBus alert response address 0001 100")],
    [ev("ina3221.pdf", 23, "address (0001 100) with the R/ W bit set high")],
    "0001100 = 0x0C; look-alikes: target addresses 0x40..0x43 set by A0.",
    wording="formal",
)
add(
    "rq58-f12",
    "medium",
    "simple",
    "drv8833 on an esp32 robot, I want to read nFAULT on a gpio. does nFAULT drive high itself or is it an "
    "open-drain output that needs a pull-up?",
    ["DRV8833"],
    None,
    [it("DRV8833", "output_signal_type", values=["open-drain"], cond="nFAULT output")],
    [ev("drv8833.pdf", 6, "nFAULT OUTPUT (OPEN-DRAIN OUTPUT)")],
    "open-drain; look-alike: nSLEEP input with internal 500 kOhm pull-down; VOL 0.5 V at 5 mA.",
)
add(
    "rq58-f13",
    "medium",
    "simple",
    "¿El pin CHRG del TP4056 es una salida push-pull o de drenador abierto? Lo quiero leer con un GPIO del ESP32.",
    ["TP4056"],
    None,
    [
        it(
            "TP4056",
            "output_signal_type",
            values=["open-drain"],
            cond="CHRG (pin 7) charge status output",
        )
    ],
    [ev("tp4056.pdf", 7, "CHRG (Pin7): Charge Status Open Drain")],
    "open drain (STDBY too); look-alike: the LEDs in the typical circuit suggest a driven output.",
    lang="es",
)
add(
    "rq58-f14",
    "medium",
    "simple",
    "vl53l0x GPIO1 interrupt into a pi gpio. what kind of output is GPIO1 on the vl53l0x - push-pull or open drain?",
    ["VL53L0X"],
    None,
    [it("VL53L0X", "output_signal_type", values=["open-drain"], cond="GPIO1 interrupt output")],
    [ev("vl53l0x.pdf", 7, "Interrupt output. Open drain output.")],
    "open drain; look-alike: XSHUT is an input; GPIO1 VOL 0.4 V at 4 mA.",
)
add(
    "rq58-f15",
    "hard",
    "simple",
    "What type of output is the STAT pin of the MCP73831 (not the MCP73832)?",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "output_signal_type",
            values=["tri-state"],
            cond="STAT charge status output, MCP73831",
        )
    ],
    [ev("mcp73831.pdf", 11, "STAT is a tri-state logic output on the MCP73831 and")],
    "tri-state; near miss: the MCP73832 STAT is open-drain (same sheet).",
    wording="formal",
)
add(
    "rq58-f16",
    "medium",
    "simple",
    "pcf8563 INT into an esp32 for the alarm wakeup. is INT open-drain (needs a pull-up) or push-pull?",
    ["PCF8563"],
    None,
    [it("PCF8563", "output_signal_type", values=["open-drain"], cond="INT interrupt output")],
    [ev("pcf8563.pdf", 1, "Open-drain interrupt pin")],
    "open-drain; look-alike: CLKOUT is open-drain too; SDA open-drain I/O.",
)

# ---------- factual, insufficient evidence (rq58-uNN)
add(
    "rq58-u01",
    "hard",
    "simple",
    "ina219 breakout, A1 tied to GND but I left A0 floating (no solder bridge). what address does it come up on?",
    ["INA219"],
    "insufficient_evidence",
    [],
    [],
    "Table 1 lists A0/A1 only tied to GND, VS+, SDA or SCL; a floating pin has no address.",
)
add(
    "rq58-u02",
    "medium",
    "simple",
    "What absolute maximum VDD rating does the datasheet give for the 12-bit ADS1015?",
    ["ADS1115"],
    "insufficient_evidence",
    [],
    [],
    "Other version: the absolute maximum table is headed ADS1113, ADS1114, ADS1115; the ADS1015 appears only in the "
    "product-family table (12 bit, 3300 SPS), with no ratings.",
    wording="formal",
)
add(
    "rq58-u03",
    "hard",
    "simple",
    "ccs811 on a shared 3.3 V rail that I switch off with a mosfet between readings. is there a max/min fall "
    "time for VDD when powering DOWN?",
    ["CCS811"],
    "insufficient_evidence",
    [],
    [],
    "Only the power-on VDD ramp time (3 ms max) is given; nothing for power-down.",
)
add(
    "rq58-u04",
    "medium",
    "simple",
    "drv8833 nFAULT driving a small indicator led directly, about 10 mA sink. what VOL does nFAULT have at 10 mA?",
    ["DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "nFAULT VOL is given only at IO = 5 mA (0.5 V max).",
)
add(
    "rq58-u05",
    "hard",
    "simple",
    "What maximum SDA/SCL fall time does the MCP4725 guarantee in Standard Mode when VDD is 5.5 V?",
    ["MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "Other condition: the I2C timing tables are specified for VDD = 2.7..5.0 V only (TF 300 ns there).",
    wording="formal",
)

add(
    "rq58-u06",
    "hard",
    "simple",
    "mcp2515 running at 3.3 V next to an esp32: what's the guaranteed SO output-high voltage at 3.3 V (400 uA load)?",
    ["MCP2515"],
    "insufficient_evidence",
    [],
    [],
    "Other condition: SO VOH (VDD - 0.5 V) is specified at IOH = -400 uA with VDD = 4.5 V only.",
)

add(
    "rq58-u07",
    "hard",
    "simple",
    "What logic-high input voltage (VIH) does the MAX7219 require when V+ is 3.3 V?",
    ["MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "VIH 3.5 V is specified at V+ = 5 V +-10 % only; no 3.3 V condition.",
    wording="formal",
)
add(
    "rq58-u08",
    "hard",
    "simple",
    "74hct595 powered from the esp32 3.3v rail. whats the VIH of the HCT version at VCC = 3.3 V?",
    ["74HC595"],
    "insufficient_evidence",
    [],
    [],
    "74HCT595 static characteristics are given for VCC = 4.5..5.5 V only (VIH 2.0 V); the 74HC rows are for 2/4.5/6 V.",
)
add(
    "rq58-u09",
    "medium",
    "simple",
    "lm2596 ON/OFF pin driven by an esp32 gpio at 3.3 V. how much current flows into the pin at 3.3 V?",
    ["LM2596"],
    "insufficient_evidence",
    [],
    [],
    "ON/OFF pin input current is given only at 5.0 V (IIH 15/30) and 0 V (IIL 0.01/5.0).",
)

# ---------- compatibility, compatible (rq58-cNN)
add(
    "rq58-c01",
    "medium",
    "compatibility",
    "desk clock: uno + ds3231 rtc + max7219 8x8 matrix, everything on the uno 5v rail, max7219 DIN/CLK/LOAD "
    "straight from uno pins, ds3231 i2c with pull-ups to 5v. "
    + UNO
    + " any level or supply problem?",
    ["DS3231", "MAX7219"],
    "compatible",
    [
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating supply voltage"),
        it(
            "MAX7219",
            "input_high_voltage",
            "V",
            mn=3.5,
            cond="logic high input voltage, V+ = 5 V +-10 %",
        ),
        it("DS3231", "supply_voltage", "V", mn=2.3, mx=5.5, cond="VCC recommended"),
    ],
    [
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
        ev("max7219.pdf", 3, "Logic High Input Voltage VIH 3.5 V"),
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"),
    ],
    "5 V within 4.0..5.5 V and 2.3..5.5 V; Uno VOH >= 4.2 V > VIH 3.5 V; DS3231 SDA/SCL VIH 0.7 x VCC up to "
    "VCC + 0.3 with 5 V pull-ups.",
)
add(
    "rq58-c02",
    "medium",
    "compatibility",
    "Raspberry Pi greenhouse: MCP3008 powered at 3.3 V (VDD = VREF = 3.3 V) on SPI0 clocked at 1 MHz, plus a "
    "DS18B20 on GPIO4, local power 3.3 V, 4.7k pull-up to 3.3 V. "
    + PI
    + " Is this within both datasheets?",
    ["MCP3008", "DS18B20"],
    "compatible",
    [
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating voltage"),
        it("MCP3008", "spi_clock_frequency", "MHz", mx=1.35, cond="fCLK at VDD = 2.7 V"),
        it("MCP3008", "spi_clock_frequency", "MHz", mx=3.6, cond="fCLK at VDD = 5 V"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD local power"),
    ],
    [
        ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V"),
        ev("mcp3008.pdf", 4, "Clock Frequency fCLK — — 3.6 MHz VDD = 5V (Note 3)"),
        ev("mcp3008.pdf", 4, "1.35 MHz VDD = 2.7V (Note 3)"),
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
    ],
    "1 MHz is below even the 2.7 V limit of 1.35 MHz; 3.3 V within 2.7..5.5 V and 3.0..5.5 V.",
    wording="formal",
)
add(
    "rq58-c03",
    "medium",
    "compatibility",
    "stm32 can-bus node: mcp2515 at 3.3v on spi1 at 8 mhz and an ina219 on i2c at 400 khz, both fed from the "
    "stm32 board 3.3v. " + STM + " ok for both chips?",
    ["MCP2515", "INA219"],
    "compatible",
    [
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it(
            "MCP2515",
            "spi_clock_frequency",
            "MHz",
            mx=10,
            cond="FCLK clock frequency, VDD 2.7..5.5 V",
        ),
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="operating supply range"),
        it(
            "INA219",
            "i2c_clock_frequency",
            "MHz",
            mn=0.001,
            mx=0.4,
            cond="SCL operating frequency, fast mode",
        ),
        it(
            "INA219",
            "i2c_clock_frequency",
            "MHz",
            mn=0.001,
            mx=2.56,
            cond="SCL operating frequency, high-speed mode",
        ),
    ],
    [
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
        ev("mcp2515.pdf", 77, "FCLK Clock Frequency — 10 MHz"),
        ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5"),
        ev("ina219.pdf", 6, "SCL operating frequency 0.001 0.4 0.001 2.56 MHz"),
    ],
    "8 MHz <= 10 MHz; 400 kHz <= 0.4 MHz (fast mode); 3.3 V within both ranges; MCP2515 VIH 0.7 VDD = 2.31 V.",
)
add(
    "rq58-c04",
    "medium",
    "compatibility",
    "A kitchen scale uses an Arduino Uno with an HX711 and a TM1637 4-digit display, both supplied from the "
    "Uno's 5 V pin; the TM1637 interface is bit-banged at about 100 kHz. "
    + UNO
    + " Are supply, logic levels "
    "and clock rate within the HX711 and TM1637 specifications?",
    ["HX711", "TM1637"],
    "compatible",
    [
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD power supply voltage"),
        it("TM1637", "supply_voltage", "V", typ=5, cond="logic power supply voltage VDD"),
        it(
            "TM1637",
            "supply_voltage",
            "V",
            mn=4.5,
            mx=5.5,
            cond="VDD of the electrical characteristics",
        ),
        it(
            "TM1637",
            "spi_clock_frequency",
            "kHz",
            mx=250,
            cond="serial clock should be less than 250 kHz",
        ),
        it(
            "TM1637",
            "spi_clock_frequency",
            "kHz",
            mx=500,
            cond="Fmax maximum clock frequency, 50 % duty",
        ),
    ],
    [
        ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
        ev("tm1637.pdf", 9, "Logic power supply voltage VDD 5 V"),
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
        ev("tm1637.pdf", 3, "and the clock frequency should be less than 250K."),
        ev("tm1637.pdf", 10, "Fmax - - 500 KHz"),
    ],
    "5 V within 2.6..5.5 V and the TM1637's 5 V; 100 kHz < 250 kHz; Uno VOH 4.2 V > TM1637 VIH 0.7 VDD = 3.5 V.",
    wording="formal",
)
add(
    "rq58-c05",
    "hard",
    "compatibility",
    "esp32 sound + climate logger: inmp441 i2s mic and si7021 on i2c, both on the esp32 3.3v. i2s at 16 khz "
    "sample rate with 64 bit clocks per frame (sck = 1.024 mhz), si7021 at 400 khz. does that fit both parts?",
    ["INMP441", "Si7021"],
    "compatible",
    [
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
        it("INMP441", "data_rate", "kHz", mn=7.8, mx=50, cond="fWS word select frequency"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
        it("Si7021", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
    ],
    [
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
        ev("inmp441.pdf", 5, "fSCK SCK frequency 0.5 3.2 MHz"),
        ev("inmp441.pdf", 5, "fWS WS frequency 7.8 50 kHz"),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
        ev("si7021.pdf", 5, "SCLK Frequency2 fSCL — — 400 kHz"),
    ],
    "SCK 1.024 MHz within 0.5..3.2 MHz, WS 16 kHz within 7.8..50 kHz, 3.3 V within both supply ranges, 400 kHz OK.",
)
add(
    "rq58-c06",
    "medium",
    "compatibility",
    "A Raspberry Pi reads a PT100 through a MAX31865 (DVDD = VDD = 3.3 V, SPI clock 1 MHz) and monitors three "
    "rails with an INA3221 (VS = 3.3 V, I2C at 100 kHz). "
    + PI
    + " Are supply and bus clocks within the "
    "datasheet limits of both devices?",
    ["MAX31865", "INA3221"],
    "compatible",
    [
        it("MAX31865", "supply_voltage", "V", mn=3.0, mx=3.6, cond="DVDD"),
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0, cond="SCLK frequency"),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="operating supply voltage VS"),
        it(
            "INA3221",
            "i2c_clock_frequency",
            "MHz",
            mn=0.001,
            mx=0.4,
            cond="SCL frequency, fast mode",
        ),
        it(
            "INA3221",
            "i2c_clock_frequency",
            "MHz",
            mn=0.001,
            mx=2.44,
            cond="SCL frequency, high-speed mode",
        ),
    ],
    [
        ev("max31865.pdf", 2, "DVDD VDVDD 3.0 3.3 3.6 V"),
        ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz"),
        ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V"),
        ev("ina3221.pdf", 23, "SCL operating frequency 0.001 0.4 0.001 2.44 MHz"),
    ],
    "1 MHz <= 5 MHz; 100 kHz <= 400 kHz; 3.3 V within 3.0..3.6 V and 2.7..5.5 V.",
    wording="formal",
)
add(
    "rq58-c07",
    "hard",
    "compatibility",
    "stm32 flight logger: w25q64 flash on spi at 18 mhz using only the plain 03h read command, and a vl53l0x "
    "on i2c at 400 khz, both on the 3.3v rail. ok for the flash and the tof sensor?",
    ["W25Q64FV", "VL53L0X"],
    "compatible",
    [
        it(
            "W25Q64FV",
            "supply_voltage",
            "V",
            mn=3.0,
            mx=3.6,
            cond="VCC for FR = 104 MHz, fR = 50 MHz",
        ),
        it(
            "W25Q64FV",
            "supply_voltage",
            "V",
            mn=2.7,
            mx=3.0,
            cond="VCC for FR = 80 MHz, fR = 33 MHz",
        ),
        it("W25Q64FV", "spi_clock_frequency", "MHz", mx=50, cond="fR read data (03h), 3.0..3.6 V"),
        it(
            "W25Q64FV",
            "spi_clock_frequency",
            "MHz",
            mx=104,
            cond="FR all other instructions, 3.0..3.6 V",
        ),
        it("W25Q64FV", "spi_clock_frequency", "MHz", mx=33, cond="fR read data (03h), 2.7..3.0 V"),
        it(
            "W25Q64FV",
            "spi_clock_frequency",
            "MHz",
            mx=80,
            cond="FR all other instructions, 2.7..3.0 V",
        ),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, mx=3.5, cond="AVDD"),
        it("VL53L0X", "i2c_clock_frequency", "kHz", mn=0, mx=400, cond="FI2C operating frequency"),
    ],
    [
        ev("w25q64.pdf", 72, "FR = 104MHz, fR = 50MHz 3.0 3.6"),
        ev("w25q64.pdf", 72, "FR = 80MHz, fR = 33MHz 2.7 3.0"),
        ev("w25q64.pdf", 76, "fR fC2 D.C. 50 MHz"),
        ev("w25q64.pdf", 76, "FR fC1 D.C. 104 MHz"),
        ev("w25q64.pdf", 76, "FR fC1 D.C. 80 MHz"),
        ev("w25q64.pdf", 76, "fR fC2 D.C. 33 MHz"),
        ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
        ev("vl53l0x.pdf", 20, "FI2C 0 - 400(1) kHz"),
    ],
    "18 MHz <= 50 MHz for 03h at 3.0..3.6 V; 3.3 V within 2.6..3.5 V; 400 kHz OK.",
)
add(
    "rq58-c08",
    "hard",
    "compatibility",
    "An ESP32 bicycle light has a MAX44009 (A0 to GND) and an MPU-6050 (AD0 to GND, VLOGIC tied to VDD) on one "
    "I2C bus at 400 kHz, both powered from 3.3 V. Can they share the bus without an address conflict, and are "
    "their supplies within range?",
    ["MAX44009", "MPU-6050"],
    "compatible",
    [
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it("MAX44009", "i2c_address", values=["0x4A"], cond="A0 = GND -> 1001 010x"),
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating voltages"),
        it("MPU-6050", "i2c_address", values=["0x68"], cond="AD0 = 0 -> 1101000"),
    ],
    [
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
        ev("max44009.pdf", 18, "DEVICE ADDRESS IS 1001 010x"),
        ev("mpu-6050.pdf", 14, "Operating Voltages 2.375 3.46 V"),
        ev("mpu-6050.pdf", 15, "I2C ADDRESS AD0 = 0 1101000"),
    ],
    "0x4A and 0x68 differ; 3.3 V within 1.7..3.6 V and 2.375..3.46 V; both 400 kHz.",
    wording="formal",
)
add(
    "rq58-c09",
    "hard",
    "compatibility",
    "esp32 pump controller: an lm2596 makes 5 v for the pump and I switch it off with an esp32 gpio on the "
    "lm2596 ON/OFF pin (high = off). also a tmp36 on an adc pin and a ds18b20 (local power), both on the esp32 "
    "3.3 V. " + ESP + " will the on/off pin switch reliably and are the sensors ok?",
    ["LM2596", "TMP36", "DS18B20"],
    "compatible",
    [
        it(
            "LM2596",
            "input_high_voltage",
            "V",
            mn=2.2,
            cond="ON/OFF pin, Vout = 0 V (regulator OFF), TJ = 25 C",
        ),
        it(
            "LM2596",
            "input_high_voltage",
            "V",
            mn=2.4,
            cond="ON/OFF pin, regulator OFF, full temperature range",
        ),
        it("LM2596", "input_low_voltage", "V", mx=1.0, cond="ON/OFF pin, regulator ON, TJ = 25 C"),
        it(
            "LM2596",
            "input_low_voltage",
            "V",
            mx=0.8,
            cond="ON/OFF pin, regulator ON, full temperature range",
        ),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS supply range"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD local power"),
    ],
    [
        ev("lm2596.pdf", 4, "Vout = 0 V (Regulator OFF) VIH 2.2 V 2.4"),
        ev("lm2596.pdf", 4, "Vout = Nominal Output Voltage (Regulator ON) VIL 1.0 V 0.8"),
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
    ],
    "ESP32 VOH >= 2.64 V > VIH 2.2 V (2.4 V over full temperature); VOL <= 0.33 V < VIL 1.0 / 0.8 V; sensors in range.",
)
add(
    "rq58-c10",
    "medium",
    "compatibility",
    "An Arduino Uno reads an LM35 on A0 (LM35 powered from the Uno's 5 V) and drives the LED of a PC817 "
    "optocoupler from pin D8 through a 330 ohm resistor (about 11 mA with VF = 1.2 V). "
    + UNO
    + " Are the LM35 "
    "supply and the PC817 input current within their datasheet limits?",
    ["LM35", "PC817"],
    "compatible",
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operates from 4 to 30 V"),
        it("LM35", "supply_voltage", "V", mn=4, mx=20, cond="+VS of the basic sensor figure"),
    ],
    [
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev("lm35.pdf", 1, "(4 V to 20 V)"),
        ev("pc817.pdf", 4, "Forward current IF 50 mA"),
        ev("pc817.pdf", 4, "Forward voltage VF IF=20mA − 1.2 1.4 V"),
    ],
    "5 V within 4..30 V; ~11.5 mA far below the PC817 IF absolute maximum 50 mA and below the Uno's 40 mA pin limit.",
    wording="formal",
)
add(
    "rq58-c11",
    "hard",
    "compatibility",
    "gas alarm: uno + mq-2 + nrf24l01+. the nrf24 gets its own XC6206 3.0 V LDO fed from the uno 5v, and the "
    "nrf24 spi/ce/csn lines come straight from uno pins at 5 v (no level shifter). the mq-2 heater sits on the "
    "same regulated 5.00 V. nrf24 pulls ~13.5 mA in rx. " + UNO + " does that combination work?",
    ["nRF24L01+", "XC6206", "MQ-2"],
    "compatible",
    [
        it("nRF24L01+", "supply_voltage", "V", mn=2.7, mx=3.3, cond="VDD if input signals > 3.6 V"),
        it(
            "nRF24L01+",
            "supply_voltage",
            "V",
            mn=1.9,
            mx=3.6,
            cond="VDD supply voltage (inputs <= 3.6 V)",
        ),
        it("nRF24L01+", "abs_max_input_voltage", "V", mn=-0.3, mx=5.25, cond="VI input voltage"),
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN"),
        it("XC6206", "output_current", "mA", mx=200, cond="maximum output current (3.0 V type)"),
        it("MQ-2", "supply_voltage", "V", value=5.0, cond="VH heater voltage 5.0 V +-0.1 V"),
    ],
    [
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage if input signals >3.6V 2.7 3.0 3.3 V"),
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
        ev("nrf24l01p.pdf", 12, "VI -0.3 5.25 V"),
        ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V"),
        ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)"),
        ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC"),
    ],
    "3.0 V is inside 2.7..3.3 V (required when inputs exceed 3.6 V); 5 V inputs <= 5.25 V; 5 V in within VIN "
    "1.8..6.0 V; 13.5 mA << 200 mA; heater 5.00 V within 5.0 +-0.1 V.",
)
add(
    "rq58-c12",
    "medium",
    "compatibility",
    "air quality box: uno on usb (500 ma available at the 5v pin, uno itself ~50 ma) powering both an mq-2 and an "
    "mq-3 heater from its 5v pin. enough current for both heaters?",
    ["MQ-2", "MQ-3"],
    "compatible",
    [
        it("MQ-2", "power_consumption", "mW", mx=950, cond="PH heater consumption"),
        it("MQ-3", "power_consumption", "mW", mx=750, cond="PH heating consumption"),
    ],
    [
        ev("mq-2.pdf", 3, "Heater consumption PH ≤950mW"),
        ev("mq-3.pdf", 1, "PH Heating consumption less than 750mw"),
    ],
    "<= 950 mW / 5 V = 190 mA plus < 750 mW / 5 V = 150 mA: about 340 mA + 50 mA < 500 mA.",
)

# ---------- compatibility, incompatible (rq58-iNN)
add(
    "rq58-i01",
    "medium",
    "compatibility",
    "esp32 weather display: max7219 led matrix on 5v (V+ = 5 V), DIN/CLK/CS straight from esp32 gpios, and a "
    "si7021 on the 3.3 V i2c. " + ESP + " will the max7219 read the esp32 levels?",
    ["MAX7219", "Si7021"],
    "incompatible",
    [
        it(
            "MAX7219",
            "input_high_voltage",
            "V",
            mn=3.5,
            cond="logic high input voltage, V+ = 5 V +-10 %",
        ),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
    ],
    [
        ev("max7219.pdf", 3, "Logic High Input Voltage VIH 3.5 V"),
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
    ],
    "VIH 3.5 V min; an ESP32 high of 2.64..3.3 V is below it. Si7021 is fine.",
)
add(
    "rq58-i02",
    "hard",
    "compatibility",
    "esp32 datalogger: mcp3008 powered from 5 V (so VREF can be 5 V for my 0-5 V sensors), its DOUT wired "
    "straight to the esp32 MISO; an ina3221 on i2c at 3.3 V. "
    + ESP
    + " is the mcp3008 hookup safe for the esp32?",
    ["MCP3008", "INA3221"],
    "incompatible",
    [
        it("MCP3008", "output_high_voltage", "V", mn=4.1, cond="VOH, IOH = -1 mA, VDD = 4.5 V"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VS"),
    ],
    [
        ev("mcp3008.pdf", 4, "High Level Output Voltage VOH 4.1 — — V IOH = -1 mA, VDD = 4.5V"),
        ev("mcp3008.pdf", 4, "High Level Input Voltage VIH 0.7 VDD — — V"),
        ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V"),
        ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V"),
    ],
    "DOUT VOH >= 4.1 V (already at 4.5 V) exceeds the ESP32's 3.6 V input limit; also VIH 0.7 x 5 V = 3.5 V > 3.3 V.",
)
add(
    "rq58-i03",
    "hard",
    "compatibility",
    "An Arduino Uno data logger powers a W25Q64FV flash from the Uno's 3.3 V pin but drives its MOSI, SCK and "
    "/CS directly from 5 V Uno pins; an LM35 on A0 is powered from 5 V. "
    + UNO
    + " Is the flash connection "
    "within the W25Q64FV ratings?",
    ["W25Q64FV", "LM35"],
    "incompatible",
    [
        it(
            "W25Q64FV",
            "supply_voltage",
            "V",
            mn=2.7,
            mx=3.0,
            cond="VCC for FR = 80 MHz, fR = 33 MHz",
        ),
        it(
            "W25Q64FV",
            "supply_voltage",
            "V",
            mn=3.0,
            mx=3.6,
            cond="VCC for FR = 104 MHz, fR = 50 MHz",
        ),
        it("W25Q64FV", "abs_max_supply_voltage", "V", mn=-0.6, mx=4.6, cond="VCC absolute maximum"),
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operates from 4 to 30 V"),
        it("LM35", "supply_voltage", "V", mn=4, mx=20, cond="+VS of the basic sensor figure"),
    ],
    [
        ev("w25q64.pdf", 72, "FR = 80MHz, fR = 33MHz 2.7 3.0"),
        ev("w25q64.pdf", 72, "FR = 104MHz, fR = 50MHz 3.0 3.6"),
        ev("w25q64.pdf", 72, "Supply Voltage VCC –0.6 to 4.6V V"),
        ev("w25q64.pdf", 72, "Voltage Applied to Any Pin VIO Relative to Ground –0.6 to VCC+0.4 V"),
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev("lm35.pdf", 1, "(4 V to 20 V)"),
    ],
    "Any pin max VCC + 0.4 V = 3.7 V at 3.3 V; 5 V signals exceed it. LM35 is fine.",
    wording="formal",
)
add(
    "rq58-i04",
    "medium",
    "compatibility",
    "line follower robot: uno + l298n (logic pin on the uno 5v) + a bare max44009 light sensor chip board with no "
    "regulator, which I also put on the uno 5v. ok?",
    ["L298N", "MAX44009"],
    "incompatible",
    [
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it("L298N", "logic_supply_voltage", "V", mn=4.5, mx=7, cond="VSS (pin 9)"),
    ],
    [
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
        ev("l298n.pdf", 3, "Logic Supply Voltage (pin 9) 4.5 5 7 V"),
    ],
    "MAX44009 VCC max 3.6 V (5 V also above the 4 V pin rating); the L298N logic supply at 5 V is fine.",
)
add(
    "rq58-i05",
    "hard",
    "compatibility",
    "An STM32 drives the CLK and DIO lines of a TM1637 display module (TM1637 VDD = 5 V) with push-pull "
    "outputs, and reads a TMP36 powered from 3.3 V on an ADC input. "
    + STM
    + " Are the TM1637 input levels met?",
    ["TM1637", "TMP36"],
    "incompatible",
    [
        it("TM1637", "supply_voltage", "V", typ=5, cond="logic power supply voltage VDD"),
        it(
            "TM1637",
            "supply_voltage",
            "V",
            mn=4.5,
            mx=5.5,
            cond="VDD of the electrical characteristics",
        ),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
    ],
    [
        ev("tm1637.pdf", 9, "Logic power supply voltage VDD 5 V"),
        ev("tm1637.pdf", 9, "High-level input voltage VIH 0.7 VDD - VDD V"),
        ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"),
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
    ],
    "VIH = 0.7 x VDD = 3.5 V at 5 V; a 3.3 V push-pull high does not reach it. TMP36 at 3.3 V is fine.",
    wording="formal",
)
add(
    "rq58-i06",
    "hard",
    "compatibility",
    "esp32 can sniffer: mcp2515 board run at 5 V (because the can transceiver wants 5 V), SCK/SI/CS from the "
    "esp32 and SO straight back to the esp32; a dht22 on 3.3 V on another pin. "
    + ESP
    + " will the mcp2515 "
    "link work safely?",
    ["MCP2515", "DHT22"],
    "incompatible",
    [
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("DHT22", "supply_voltage", "V", mn=3.3, mx=5.5, cond="VDD"),
    ],
    [
        ev("mcp2515.pdf", 74, "SCK, CS, SI, TXnRTS Pins 0.7 VDD VDD + 1 V"),
        ev("mcp2515.pdf", 74, "SO, CLKOUT Pins VDD – 0.5 — V IOH = -400 μA, VDD = 4.5V"),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
    ],
    "At 5 V the SCK/CS/SI VIH is 0.7 x 5 = 3.5 V (> 3.3 V) and SO drives about VDD - 0.5 = 4.5 V into a 3.6 V-max "
    "ESP32 input. DHT22 at 3.3 V is within range.",
)
add(
    "rq58-i07",
    "hard",
    "compatibility",
    "esp32 solar node: an ina219 with A1 and A0 both strapped to SDA, a max44009 with A0 to GND and a vl53l0x "
    "(default address), all on one 3.3 V i2c bus. can they share the bus as wired?",
    ["INA219", "MAX44009", "VL53L0X"],
    "incompatible",
    [
        it("INA219", "i2c_address", values=["0x4A"], cond="A1 = SDA, A0 = SDA -> 1001010"),
        it("MAX44009", "i2c_address", values=["0x4A"], cond="A0 = GND -> 1001 010x"),
    ],
    [
        ev("ina219.pdf", 14, "SDA SDA 1001010"),
        ev("max44009.pdf", 18, "DEVICE ADDRESS IS 1001 010x"),
        ev("vl53l0x.pdf", 18, "VL53L0X I2C device address: 0x52"),
    ],
    "INA219 (A1 = A0 = SDA) and MAX44009 (A0 = GND) both answer at 1001010 = 0x4A; the VL53L0X (0x29) is not the problem.",
)

add(
    "rq58-i08",
    "medium",
    "compatibility",
    "An STM32 (3.3 V) reads a MAX31855 thermocouple converter on SPI clocked at 9 MHz, and an ACS712 (VCC = 5 V, "
    "currents up to +-2 A) on an ADC input. Is the SPI clock within the MAX31855 specification?",
    ["MAX31855", "ACS712"],
    "incompatible",
    [
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="fSCL serial-clock frequency"),
        it("MAX31855", "supply_voltage", "V", mn=3.0, mx=3.6, cond="VCC"),
        it("ACS712", "supply_voltage", "V", mn=4.5, mx=5.5, cond="VCC"),
    ],
    [
        ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz"),
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
    ],
    "9 MHz exceeds the MAX31855's 5 MHz maximum; supplies are fine.",
    wording="formal",
)
add(
    "rq58-i09",
    "medium",
    "compatibility",
    "breathalyzer door lock: uno with an mq-3 on its 5v, and the srd-05vdc-sl-c relay coil wired straight "
    "between pin D7 and GND (no transistor). " + UNO + " can the pin drive the coil?",
    ["MQ-3", "SRD-05VDC-SL-C"],
    "incompatible",
    [
        it("SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="coil code 05, nominal 5 VDC"),
        it(
            "SRD-05VDC-SL-C",
            "coil_resistance",
            "Ohm",
            value=70,
            cond="L = 0.36 W high-sensitivity coil, code 05",
        ),
        it("MQ-3", "supply_voltage", "V", value=5, cond="VH heating voltage 5 V +-0.1 V"),
    ],
    [
        ev("srd-05vdc-sl-c.pdf", 1, "L:0.36W"),
        ev("srd-05vdc-sl-c.pdf", 2, "05 05 71.4 70"),
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1"),
    ],
    "SL = sealed, L = 0.36 W (high-sensitivity) coil: 71.4 mA at 5 V (70 Ohm); the standard 0.45 W coil would "
    "draw 89.3 mA (55 Ohm). Either exceeds the Uno's 40 mA pin maximum.",
)
add(
    "rq58-i10",
    "hard",
    "compatibility",
    "An ESP32 measures a DC load of up to +-12 A with an ACS712ELCTR-20A powered at 5 V, its output wired directly "
    "to an ADC pin (usable input range 0..3.1 V, absolute limit 3.6 V), and records sound with an INMP441 at "
    "3.3 V. Does the ACS712 output stay within the ESP32 input range over the whole current range?",
    ["ACS712", "INMP441"],
    "incompatible",
    [
        it("ACS712", "sensitivity", "mV/A", typ=100, q="current", cond="x20A, SensTA, TA = 25 C"),
        it("ACS712", "sensitivity", "mV/A", mn=97, mx=103, q="current", cond="x20A, SensTOP"),
        it("ACS712", "supply_voltage", "V", mn=4.5, mx=5.5, cond="VCC"),
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
    ],
    [
        ev("acs712.pdf", 5, "SensTA Over full range of IP, TA = 25°C – 100 – mV/A"),
        ev("acs712.pdf", 5, "SensTOP Over full range of IP 97 – 103 mV/A"),
        ev(
            "acs712.pdf",
            4,
            "Zero Current Output Voltage VIOUT(Q) Bidirectional; IP = 0 A, TA = 25°C – – V",
        ),
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
    ],
    "VIOUT(Q) = 0.5 x VCC = 2.5 V; +12 A gives about 2.5 + 12 x 0.1 = 3.7 V (3.66..3.74 V), above both 3.1 V and "
    "3.6 V. INMP441 at 3.3 V is fine.",
    wording="formal",
)

add(
    "rq58-i11",
    "hard",
    "compatibility",
    "pi solar monitor: ads1115 powered from 5 V (so it can read my 0-5 V divider) on the pi's i2c bus, bus "
    "pulled up only by the pi's 1.8k resistors to 3.3 V; bh1750 on 3.3 V on the same bus. "
    + PI
    + " will the "
    "ads1115 see valid highs?",
    ["ADS1115", "BH1750"],
    "incompatible",
    [
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="power-supply voltage"),
        it("BH1750", "supply_voltage", "V", mn=2.4, mx=3.6, cond="VCC"),
    ],
    [
        ev("ads1115.pdf", 3, "VIH 0.7VDD 5.5 V"),
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
    ],
    "ADS1115 VIH = 0.7 x 5 V = 3.5 V; a bus pulled to 3.3 V never reaches it. BH1750 is fine.",
)
add(
    "rq58-i12",
    "medium",
    "compatibility",
    "raspberry pi air monitor: ccs811 on the pi's hardware i2c (which can't do clock stretching properly) and a "
    "w25q64 on spi, both 3.3v. any problem?",
    ["CCS811", "W25Q64FV"],
    "incompatible",
    [
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.6, cond="VDD"),
        it("W25Q64FV", "supply_voltage", "V", mn=3.0, mx=3.6, cond="VCC, FR = 104 MHz"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.0, cond="VCC, FR = 80 MHz"),
    ],
    [
        ev("ccs811.pdf", 12, "CCS811 requires the host processor supports clock stretching."),
        ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V"),
        ev("w25q64.pdf", 72, "FR = 104MHz, fR = 50MHz 3.0 3.6"),
        ev("w25q64.pdf", 72, "FR = 80MHz, fR = 33MHz 2.7 3.0"),
    ],
    "The CCS811 requires clock stretching from the host; a host without it fails. Supplies are fine.",
)

# ---------- compatibility, insufficient evidence (rq58-eNN)
add(
    "rq58-e01",
    "medium",
    "compatibility",
    "battery esp32 parking sensor (tp4056 charges the cell): hc-sr04 on a 5 V boost with ECHO through a 1k/2k "
    "divider, TRIG driven straight from a 3.3 V esp32 gpio. "
    + ESP
    + " will the hc-sr04 see the 3.3 V trigger "
    "pulse as high?",
    ["HC-SR04", "TP4056"],
    "insufficient_evidence",
    [],
    [],
    "The HC-SR04 sheet only says '10uS TTL pulse' for TRIG; no input-high threshold to compare 2.64..3.3 V with.",
)
add(
    "rq58-e02",
    "hard",
    "compatibility",
    "esp32 led strip dimmer: irlz44n gate driven straight from a 3.3 V gpio (no driver) switching 6 A, mcp3008 on "
    "3.3 V for the pots. " + ESP + " will the irlz44n be fully on with only 3.3 V on the gate?",
    ["IRLZ44N", "MCP3008"],
    "insufficient_evidence",
    [],
    [],
    "RDS(on) is specified only at VGS = 10, 5 and 4 V; VGS(th) 1..2 V; nothing at 3.3 V.",
)
add(
    "rq58-e03",
    "medium",
    "compatibility",
    "uno desk clock: ds3231 with a CR2032 backup, tm1637 display and dht11 on the uno 5v. the clock sits "
    "unplugged about half of the year. will the coin cell keep the ds3231 running for 8 years?",
    ["TM1637", "DS3231", "DHT11"],
    "insufficient_evidence",
    [],
    [],
    "DS3231 gives battery currents (IBATT) but no sheet gives the CR2032's capacity or self-discharge; lifetime "
    "cannot be derived. TM1637 and DHT11 at 5 V are fine.",
)
add(
    "rq58-e04",
    "hard",
    "compatibility",
    "An ESP32 sensor node has a BH1750 and a DS18B20 on 3.3 V and counts the 32.768 kHz open-drain CLKOUT of a "
    "PCF8563 on a GPIO, using only the ESP32's internal pull-up of about 45 kOhm. Will the CLKOUT edges be clean "
    "enough at that frequency?",
    ["PCF8563", "BH1750", "DS18B20"],
    "insufficient_evidence",
    [],
    [],
    "The PCF8563 sheet gives no CLKOUT rise time or pull-up value for an open-drain load; cannot be judged.",
    wording="formal",
)
add(
    "rq58-e05",
    "hard",
    "compatibility",
    "esp32 drives a pc817 led through 1 kOhm from 3.3 V (about 2 mA), transistor side pulls a 10 k pull-up to "
    "5 V low; a max31855 sits on spi at 3.3 V. will the pc817 output pull low hard enough at 2 mA led current?",
    ["PC817", "MAX31855"],
    "insufficient_evidence",
    [],
    [],
    "CTR / collector current is tabled only at IF = 5 mA (IC 2.5..30 mA); no guaranteed value at 2 mA.",
)
add(
    "rq58-e06",
    "medium",
    "compatibility",
    "robot: I power the esp32 devkit and an mcp4725 dac from the 5 V pin of my l298n motor board (the onboard "
    "regulator, 12 V battery on the motor input). can that regulator supply them?",
    ["L298N", "MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "The L298 sheet covers the driver IC only; the module's onboard 5 V regulator is not described.",
)
add(
    "rq58-e07",
    "medium",
    "compatibility",
    "greenhouse: tp4056 charges the battery, esp32 reads a dht11, and a 'srd-05vdc-sl-c relay module' IN pin is "
    "driven from a 3.3 V gpio. will the relay module trigger from 3.3 V?",
    ["SRD-05VDC-SL-C", "DHT11", "TP4056"],
    "insufficient_evidence",
    [],
    [],
    "The SRD sheet is for the bare relay (5 V coil); the module's input stage (transistor/opto) is not described.",
)
add(
    "rq58-e08",
    "medium",
    "compatibility",
    "uno tank monitor: two hc-sr04s on 5 V, both triggered at the same moment, side by side looking down into the "
    "same water tank, plus a dht11 for temperature compensation. will the two sensors disturb each other's echoes?",
    ["DHT11", "HC-SR04"],
    "insufficient_evidence",
    [],
    [],
    "The HC-SR04 sheet covers one sensor (40 kHz burst, 60 ms cycle advice); nothing on cross-talk between sensors "
    "firing together. DHT11 at 5 V is fine.",
)
add(
    "rq58-e09",
    "hard",
    "compatibility",
    "A Raspberry Pi connects an HMC5883L, a PCF8563 and an Si7021 (all at 3.3 V) through a 2 m ribbon cable, "
    "I2C at 100 kHz with only the Pi's 1.8 kOhm pull-ups. "
    + PI
    + " Is the bus within the devices' "
    "capacitive-load limits?",
    ["HMC5883L", "PCF8563", "Si7021"],
    "insufficient_evidence",
    [],
    [],
    "The sheets limit bus capacitance (e.g. 400 pF per line) but the cable's capacitance is not given anywhere.",
    wording="formal",
)
add(
    "rq58-e10",
    "hard",
    "compatibility",
    "esp32 board: an ams1117-3.3 makes the 3.3 V rail for a ccs811 and a max31865. the ccs811 needs VDD to ramp "
    "within 3 ms at power on. does the ams1117 rail come up fast enough?",
    ["AMS1117", "CCS811", "MAX31865"],
    "insufficient_evidence",
    [],
    [],
    "The AMS1117 sheet gives no start-up / output rise time; the CCS811 3 ms limit cannot be checked.",
)
add(
    "rq58-e11",
    "medium",
    "compatibility",
    "esp32 logger: w25q64 on 20 cm dupont jumper wires at 80 MHz fast read, ina3221 on i2c. the chip says it "
    "can do it, but will the flash read reliably over those wires?",
    ["W25Q64FV", "INA3221"],
    "insufficient_evidence",
    [],
    [],
    "The W25Q64FV allows 80/104 MHz at the pins; wiring length / signal integrity is not covered by either sheet.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
