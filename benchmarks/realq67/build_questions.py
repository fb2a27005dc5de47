"""realq67: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: people who name parts loosely (module or breakout names, nicknames, lower-case part numbers, a family
name with no suffix) and ask about limits, ratings and whether parts can share a supply or a bus; casual,
sometimes misspelt wording.

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


# ---------- evidence used by the compatibility questions (quotes already checked on their pages)
CCS_VDD = ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V")
CCS_ADDR_L = ev("ccs811.pdf", 4, "When ADDR is low the 7 bit I²C address is decimal 90 / hex 0x5A")
CCS_ADDR_H = ev("ccs811.pdf", 4, "When ADDR is high the 7 bit I²C address is decimal 91 / hex 0x5B")
CCS_STRETCH = ev("ccs811.pdf", 12, "CCS811 requires the host processor supports clock stretching.")
MAX44_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
MAX44_ADDR = ev(
    "max44009.pdf", 5, "Pull high to select address 1001 011x or low to select address 1001 010x"
)
HMC_VDD = ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts")
HMC_ADDR = ev("hmc5883l.pdf", 11, "slave device and succeed the 7-bit address (0x1E)")
NRF_VIH = ev("nrf24l01p.pdf", 20, "VIH HIGH level input voltage 0.7VDD 5.25a V")
NRF_VDD5 = ev("nrf24l01p.pdf", 13, "VDD Supply voltage if input signals >3.6V 2.7 3.0 3.3 V")
NRF_VDD = ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")
NRF_SCK = ev("nrf24l01p.pdf", 53, "Fsck SCK Frequency 0 10 MHz")
MAX7219_VP = ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")
MAX7219_CLK = ev("max7219.pdf", 5, "Serial-Clock Input. 10MHz maximum rate.")
AMS33 = ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V")
AMS50 = ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V")
AMS_1A = ev("ams1117.pdf", 1, "Output Current of 1A")
MCP3008_VDD = ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V")
MCP3008_CLK = ev("mcp3008.pdf", 4, "Clock Frequency fCLK — — 3.6 MHz VDD = 5V (Note 3)")
MCP2515_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
MCP2515_CLK = ev("mcp2515.pdf", 77, "FCLK Clock Frequency — 10 MHz")
HC595_VCC = ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V")
HC595_FMAX = ev("74hc595.pdf", 11, "VCC = 4.5 V 30 91 - 24 - 20 - MHz")
TP4056_VCC = ev("tp4056.pdf", 5, "VCC Input Supply Voltage ● 4.0 5 8.0 V")
TP4056_ABS = ev("tp4056.pdf", 2, "Input Supply Voltage(VCC)：-0.3V～8V")
MCP73831_VDD = ev("mcp73831.pdf", 3, "Supply Voltage VDD 3.75 — 6 V")
MCP73831_ABS = ev(
    "mcp73831.pdf",
    3,
    "VDD...................................................................................7.0V",
)
INA219_VS = ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V")
DS18_VDD = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
DHT22_VDD = ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V")
DHT11_VDD = ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V")
PCF_VDD = ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5")
LM2596_IOUT = ev("lm2596.pdf", 1, "Guaranteed 3.0 A Output Load Current")
LM2596_VIN = ev("lm2596.pdf", 3, "Supply Voltage Vin 4.5 to 40 V")
SRD_COIL = ev("srd-05vdc-sl-c.pdf", 2, "(High 05 05 71.4 70")
SRD_PULLIN = ev("srd-05vdc-sl-c.pdf", 2, "abt. 0.36W 75%Max. 10% Min. 120%")
HCSR04_V = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
HCSR04_I = ev("hc-sr04.pdf", 1, "Working Current 15mA")
TPS21_VOUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
TPS_IOUT = ev("tps63020.pdf", 1, "Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A")
ESP_VDD = ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V")
ESP_IEXT = ev("esp32-wroom-32.pdf", 15, "Current delivered by external power supply 0.5 - - A")
VL53_AVDD = ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V")
ADS_VDD = ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V")
ADS_GND = ev("ads1115.pdf", 17, "Ground 1001000")
ADS_SDA = ev("ads1115.pdf", 17, "SDA 1001010 byte sent. Register bytes are sent with the most")
ADS_FS2 = ev("ads1115.pdf", 3, "Full-Scale (FS) = ±2.048V")
INA3221_VS = ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V")
INA3221_GND = ev("ina3221.pdf", 20, "GND 1000000")
DS3231_VCC = ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")
DS3231_ADDR = ev("ds3231.pdf", 17, "which is 1101000, followed by the direction bit")
W25_VCC = ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply")
W25_CLK = ev("w25q64.pdf", 5, "SPI clock frequencies of up to 104MHz are supported")
W25_ABS = ev("w25q64.pdf", 72, "Supply Voltage VCC –0.6 to 4.6V V")
MAX31865_VDD = ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")
MAX31865_CLK = ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz")
IRLZ_RDS5 = ev(
    "irlz44n.pdf",
    2,
    "RDS(on) Static Drain-to-Source On-Resistance ––– ––– 0.025 Ω VGS = 5.0V, I D = 25A",
)
IRLZ_VDSS = ev("irlz44n.pdf", 1, "VDSS = 55V")
TM1637_VDD = ev(
    "tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)"
)
TMP36_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
TMP36_VOUT = ev("tmp36.pdf", 2, "Output Voltage Range 100 2000 mV")
XC_VIN = ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V")
XC_IOUT = ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)")
XC_33 = ev("xc6206.pdf", 19, "3 3 3.3 XC6206P33***")
DRV_VM = ev("drv8833.pdf", 5, "Motor power supply voltage range (1) 2.7 10.8 V")
DRV_ABS = ev("drv8833.pdf", 5, "VM Power supply voltage –0.3 11.8 V")
MPU_ADDR = ev("mpu-6050.pdf", 15, "I2C ADDRESS AD0 = 0 1101000 AD0 = 1 1101001")
MPU_VDD = ev("mpu-6050.pdf", 14, "VDD POWER SUPPLY Operating Voltages 2.375 3.46 V")
BH_ADDR = ev(
    "bh1750.pdf",
    10,
    "ADDR = ‘H’ ( ADDR ≧ 0.7VCC ) → “1011100“ ADDR = 'L' ( ADDR ≦ 0.3VCC ) → “0100011“",
)
BH_VCC = ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")
SI_VDD = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")
SI_ADDR = ev("si7021.pdf", 18, "The 7-bit base slave address is 0x40")
VL53_ADDR = ev("vl53l0x.pdf", 18, "VL53L0X I2C device address: 0x52")
MAX31855_VCC = ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V")
L298_VSS = ev("l298n.pdf", 3, "Logic Supply Voltage (pin 9) 4.5 5 7 V")
ACS_VCC = ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V")

# ---------- factual, answerable (rq67-fNN)
add(
    "rq67-f01",
    "hard",
    "simple",
    "my nrf24 modules run off a supercap behind a slow soft-start load switch, so VDD creeps up over roughly 150 ms. "
    "does the nrf24l01+ sheet put a limit on how slowly the supply may ramp up at power-on?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "response_time",
            "ms",
            mx=100,
            cond="TPUP power ramp-up time, VDD from 0 V to 1.9 V",
        )
    ],
    [
        ev("nrf24l01p.pdf", 20, "TPUP Power ramp up time a 100 ms"),
        ev("nrf24l01p.pdf", 20, "a. From 0V to 1.9V."),
    ],
    "TPUP <= 100 ms (0 V -> 1.9 V), so a 150 ms ramp is too slow. Look-alikes: TPOR 1..100 ms power-on reset from "
    "1.9 V (rq38-f07), Tpd2stby 1.5 ms, IVDD_SU 400 uA during the 1.5 ms crystal start-up.",
)
add(
    "rq67-f02",
    "medium",
    "simple",
    "those cheap 595 shift-register boards: whats the absolut max VCC of the hc595 chip itself? not the recomended "
    "range, the number where it gets damaged",
    ["74HC595"],
    None,
    [it("74HC595", "abs_max_supply_voltage", "V", mn=-0.5, mx=7, cond="VCC, limiting values")],
    [ev("74hc595.pdf", 6, "VCC supply voltage 0.5 +7 V")],
    "-0.5..+7 V (the minus sign is lost in the text layer). Look-alikes: recommended VCC 2.0..6.0 V (74HCT595 4.5..5.5 V), "
    "ICC 70 mA, IO 35 mA per Qn.",
)
add(
    "rq67-f03",
    "hard",
    "simple",
    "three ds18b20 waterproof probes on 2 wires (parasite power, VDD tied to GND) inside my smoker, it gets to about "
    "110C in there. up to what temperature does the datasheet say parasite power is ok?",
    ["DS18B20"],
    None,
    [
        it(
            "DS18B20",
            "operating_temperature",
            "°C",
            mx=100,
            cond="parasite power not recommended above +100 C (use an external VDD supply)",
        )
    ],
    [
        ev("ds18b20.pdf", 7, "peratures above +100°C since the DS18B20 may not be"),
        ev("ds18b20.pdf", 7, "The use of parasite power is not recommended for tem-"),
    ],
    "Parasite power is not recommended above +100 C (leakage); the -55..+125 C range applies to an external VDD. "
    "Look-alikes: operating range -55..+125 C, +-0.5 C from -10..+85 C, strong pull-up within 10 us.",
)
add(
    "rq67-f04",
    "hard",
    "simple",
    "acs712 20A module in series with a motor that pulls a big inrush at start-up, maybe 45 A for a split second. "
    "what overcurrent pulse is the acs712 itself rated to survive (amps, pulse length)?",
    ["ACS712"],
    None,
    [
        it(
            "ACS712",
            "peak_output_current",
            "A",
            mx=60,
            cond="overcurrent transient tolerance IP: 100 pulses of 250 ms, 1 pulse every 100 s",
        )
    ],
    [
        ev("acs712.pdf", 2, "Overcurrent Transient Tolerance IP 60 A"),
        ev("acs712.pdf", 2, "100 total pulses, 250 ms duration each, applied"),
    ],
    "60 A, 250 ms pulses (100 pulses, one per 100 s). Look-alikes: IR(max) maximum transient sensed current also 60 A, "
    "optimized range +-20 A for the x20A part, 5x overcurrent survival in the description, output source/sink 3 / 10 mA. "
    "Filed as peak_output_current (current through the primary conductor).",
)
add(
    "rq67-f05",
    "medium",
    "simple",
    "tp4056 charger board, I want to use the TEMP pin with an NTC divider that hangs off a 9 V rail. what's the absolute "
    "max voltage allowed on TEMP?",
    ["TP4056"],
    None,
    [it("TP4056", "abs_max_input_voltage", "V", mn=-0.3, mx=10, cond="TEMP pin, absolute maximum")],
    [ev("tp4056.pdf", 2, "·TEMP：-0.3V～10V")],
    "-0.3..10 V on TEMP. Look-alikes: VCC -0.3..8 V, PROG -0.3..VCC+0.3 V, CE -0.3..10 V (same range, other pin), "
    "TEMP window 45 % / 80 % of VCC.",
)
add(
    "rq67-f06",
    "medium",
    "simple",
    "What minimum data input set-up time (TSU:DAT) does the MCP4725 DAC breakout require on an I2C bus running in fast "
    "mode (400 kHz)?",
    ["MCP4725"],
    None,
    [it("MCP4725", "response_time", "ns", mn=100, cond="TSU:DAT data input setup time, fast mode")],
    [ev("mcp4725.pdf", 30, "Data input setup time TSU:DAT 100")],
    "100 ns in fast mode. Look-alikes: 250 ns in standard mode (same table, same row name), THD:DAT 0..900 ns "
    "(rq45-f03), TSU:STA / TSU:STO 600 ns, TBUF 1300 ns.",
    wording="formal",
)
add(
    "rq67-f07",
    "hard",
    "simple",
    "l298n board: pulled the sense jumpers and put 0.5 ohm resistors from SENSE A/B to ground so I can read the motor "
    "current. at 3 A stall that's 1.5 V on the pin. whats the absolute max the sense pins can take?",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "abs_max_input_voltage",
            "V",
            mn=-1,
            mx=2.3,
            cond="Vsens sensing voltage, absolute maximum",
        )
    ],
    [ev("l298n.pdf", 2, "Vsens Sensing Voltage –1 to 2.3 V")],
    "-1..2.3 V absolute maximum. Look-alikes: operating Vsens -1 (t <= 50 us) / -0.5..2 V (rq28-f06, rq62-f15), "
    "VI / Ven -0.3..7 V, VS 50 V.",
)
add(
    "rq67-f08",
    "hard",
    "simple",
    'A batch of PC817 optocouplers carries a 2001 date code, i.e. earlier than date code "P7". Which '
    "collector-emitter voltage rating does the Sharp data sheet give for parts of that age?",
    ["PC817"],
    None,
    [
        it(
            "PC817",
            "drain_source_voltage",
            "V",
            mx=35,
            cond='VCEO for date codes up to "P7" (July 2002)',
        )
    ],
    [ev("pc817.pdf", 4, '*4 Up to Date code "P7" (July 2002) VCEO : 35V.')],
    "35 V for parts up to date code P7 (they were screened to BVCEO >= 70 V from J5 to P7). Look-alike: VCEO 80 V for "
    "current parts (rq13-f33), VECO 6 V.",
    wording="formal",
)
add(
    "rq67-f09",
    "medium",
    "simple",
    "The DS3231 RTC module sits on a shared I2C bus. The data sheet's timing notes state an SDA hold time that a device "
    "must provide internally, referred to VIH(MIN) of SCL. What is that minimum hold time?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "response_time",
            "ns",
            mn=300,
            cond="internal SDA hold time (note 8), referred to VIH(MIN) of SCL",
        )
    ],
    [
        ev(
            "ds3231.pdf",
            6,
            "Note 8: A device must internally provide a hold time of at least 300ns for the SDA signal",
        )
    ],
    "At least 300 ns. Look-alikes: tHD:DAT 0..0.9 us (fast mode), tSU:DAT >= 250 ns in a standard-mode system (note 10), "
    "tR(MAX) + tSU:DAT = 1250 ns.",
    wording="formal",
)
add(
    "rq67-f10",
    "medium",
    "simple",
    "tmp36 glued on a motor housing that can hit ~140 C, sensor runs off 3.3 V right now. does the datasheet allow "
    "operating it that hot at all, and under what condition?",
    ["TMP36"],
    None,
    [
        it(
            "TMP36",
            "operating_temperature",
            "°C",
            mx=150,
            cond="operation extends to 150 C with reduced accuracy, when operating from a 5 V supply",
        )
    ],
    [
        ev("tmp36.pdf", 1, "at 25°C. Operation extends to 150°C with reduced accuracy for all"),
        ev("tmp36.pdf", 1, "devices when operating from a 5 V supply."),
    ],
    "Up to 150 C with reduced accuracy, but only from a 5 V supply; specified range -40..+125 C. Look-alikes: abs max "
    "operating range -55..+150 C, storage -65..+160 C, 2.7 V operation to +125 C.",
)
add(
    "rq67-f11",
    "medium",
    "simple",
    "gy-271 compass board with the honeywell hmc5883l on it. the board has its own regulator but I'm asking about the "
    "chip: what VDD range is the hmc5883l rated for?",
    ["HMC5883L"],
    None,
    [it("HMC5883L", "supply_voltage", "V", mn=2.16, mx=3.6, cond="low voltage operation, VDD")],
    [ev("hmc5883l.pdf", 1, " Low Voltage Operations (2.16 to 3.6V)")],
    "2.16..3.6 V (same numbers as the VDD row of the spec table, quoted here from the feature list). Look-alikes: VDDIO "
    "1.71 V..VDD+0.1, abs max 4.8 V.",
)
add(
    "rq67-f12",
    "medium",
    "simple",
    "GY-49 light sensor board (max44009): what supply voltage range is the IC itself designed to run from? thinking of "
    "feeding it straight from a 1.8 V rail",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "supply_voltage",
            "V",
            mn=1.7,
            mx=3.6,
            cond="operating supply range (description)",
        )
    ],
    [ev("max44009.pdf", 1, "The IC is designed to operate from a 1.7V to 3.6V sup-")],
    "1.7..3.6 V (same as the VCC row, quoted from the description). Look-alikes: 0.65 uA supply current, abs max VCC.",
)
add(
    "rq67-f13",
    "hard",
    "simple",
    "Compré sensores LM35CZ (grado C) en vez del LM35 normal. ¿Para qué rango de temperatura está especificado el "
    "LM35C?",
    ["LM35"],
    None,
    [it("LM35", "operating_temperature", "°C", mn=-40, mx=110, cond="LM35C grade")],
    [ev("lm35.pdf", 1, "rated for a −40°C to +110°C range (−10° with")],
    "LM35C: -40..+110 C. Look-alikes: LM35 / LM35A -55..+150 C, LM35D 0..+100 C, LM35C improved accuracy from -10 C.",
    lang="es",
)
add(
    "rq67-f14",
    "hard",
    "simple",
    "w25q64 flash, the shop listing says '416MHz quad SPI'. so can I actually run SCK at 416 MHz?? what's the real max "
    "clock the chip takes",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "spi_clock_frequency",
            "MHz",
            mx=104,
            cond="SPI clock; 208 / 416 MHz are equivalent Dual / Quad rates",
        )
    ],
    [
        ev(
            "w25q64.pdf",
            5,
            "equivalent clock rates of 208MHz (104MHz x 2) for Dual I/O and 416MHz (104MHz x 4) for Quad I/O when",
        )
    ],
    "416 MHz is an equivalent data rate (104 MHz x 4); the clock itself is 104 MHz. Look-alikes: Read Data 03h 50 MHz, "
    "33 MHz at 2.7..3.0 V, QPI dummy-clock columns.",
)
add(
    "rq67-f15",
    "medium",
    "simple",
    "Over what supply voltage range does the MCP3008 8-channel ADC operate, i.e. can the same part be run from 3.3 V "
    "and from 5 V?",
    ["MCP3008"],
    None,
    [
        it(
            "MCP3008",
            "supply_voltage",
            "V",
            mn=2.7,
            mx=5.5,
            cond="broad voltage range (description)",
        )
    ],
    [ev("mcp3008.pdf", 1, "over a broad voltage range (2.7V - 5.5V). Low-current")],
    "2.7..5.5 V (same as the VDD row, quoted from the description). Look-alikes: fCLK 3.6 MHz at 5 V / 1.35 MHz at "
    "2.7 V, 200 ksps at 5 V, abs max VDD 7.0 V.",
    wording="formal",
)

# ---------- factual, insufficient evidence (rq67-uNN)
add(
    "rq67-u01",
    "hard",
    "simple",
    "gy-521 breakout (mpu6050) - the board has its own little regulator on it. what input voltage range does the "
    "GY-521 board accept on its VCC pin? is 5V ok?",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [
        ev(
            "mpu-6050.pdf",
            7,
            "For power supply flexibility, the MPU-60X0 operates from VDD power supply voltage range of 2.375V-3.46V.",
        )
    ],
    "The InvenSense sheet covers the chip only (VDD 2.375..3.46 V, VLOGIC 1.71 V..VDD); the GY-521 board and its "
    "regulator are not described.",
)
add(
    "rq67-u02",
    "medium",
    "simple",
    "the red l298n motor driver module has a 78M05 regulator and a '5V-EN' jumper. up to what motor supply voltage can "
    "I leave that jumper fitted?",
    ["L298N"],
    "insufficient_evidence",
    [],
    [],
    "The ST sheet covers the L298 IC (VS up to 46 V operating / 50 V abs max, VSS 4.5..7 V); the module's 78M05 "
    "regulator and jumper are not in it.",
)
add(
    "rq67-u03",
    "hard",
    "simple",
    "tp4056 module with protection (the version with DW01A + 8205A on the back). at what cell voltage does it cut off "
    "an over-discharged battery?",
    ["TP4056"],
    "insufficient_evidence",
    [],
    [ev("tp4056.pdf", 5, "VTRIKL RPROG=1.1K, VBAT Rising 2.8 2.9 3.0 V")],
    "The over-discharge cut-off belongs to the DW01A, which the TP4056 sheet does not cover. Near miss: the TP4056 "
    "trickle-charge threshold 2.9 V, recharge threshold 4.05 V.",
)
add(
    "rq67-u04",
    "medium",
    "simple",
    "ina219 breakout (the purple one): what value is the shunt resistor on that board, and so what's the max current "
    "it can measure out of the box?",
    ["INA219"],
    "insufficient_evidence",
    [],
    [],
    "The board's shunt is not in the TI sheet; it gives only the shunt-voltage ranges (+-40..+-320 mV) and example "
    "shunts (e.g. 2 mOhm for 10 A), so the board's current range cannot be read off it.",
)
add(
    "rq67-u05",
    "medium",
    "simple",
    "hc-sr04p (the newer 'P' version that's supposed to work at 3.3 V) - what supply range does it accept?",
    ["HC-SR04"],
    "insufficient_evidence",
    [],
    [],
    "The sheet is for the HC-SR04 only (working voltage DC 5 V); the HC-SR04P version is not covered.",
)
add(
    "rq67-u06",
    "hard",
    "simple",
    "Je remplace ma W25Q64FV par une W25Q64JV (la version plus récente). Quelle fréquence SPI maximale la W25Q64JV "
    "accepte-t-elle en Fast Read ?",
    ["W25Q64FV"],
    "insufficient_evidence",
    [],
    [],
    "The Winbond sheet covers the W25Q64FV only (104 MHz Fast Read); the JV version is not in it.",
    wording="formal",
    lang="fr",
)
add(
    "rq67-u07",
    "hard",
    "simple",
    "nrf24l01+pa+lna module (the one with the SMA antenna and the external amp). how much current does the module draw "
    "in TX at full power?",
    ["nRF24L01+"],
    "insufficient_evidence",
    [],
    [ev("nrf24l01p.pdf", 26, "11 0dBm 11.3mA")],
    "The Nordic sheet gives the chip's own TX current (11.3 mA at 0 dBm); the PA/LNA module's external amplifier is "
    "not covered.",
)
add(
    "rq67-u08",
    "hard",
    "simple",
    "acs712 5A module powered from 3.3 V instead of 5 V (esp32 project). what sensitivity in mV/A does it have then?",
    ["ACS712"],
    "insufficient_evidence",
    [],
    [],
    "Sensitivity (185 mV/A for x05B) is specified at VCC = 5 V; the supply range is 4.5..5.5 V and the ratiometric "
    "change is characterised only inside it (VCC 4.5 / 5.5 V). Scaling 185 mV/A by 3.3/5 is an extrapolation below "
    "the minimum supply, not a datasheet figure.",
)
add(
    "rq67-u09",
    "medium",
    "simple",
    "mq-2 module (blue board with the LM393 comparator and the trim pot): with the pot in the middle, at what gas "
    "concentraton does the DO pin switch?",
    ["MQ-2"],
    "insufficient_evidence",
    [],
    [],
    "The Winsen sheet covers the sensor element only (300..10000 ppm range, Rs ratios); the module's comparator and pot "
    "setting are not described.",
)
add(
    "rq67-u10",
    "hard",
    "simple",
    "What maximum supply voltage does the GY-30 breakout board (a BH1750 with an on-board regulator) accept on its "
    "VCC pin?",
    ["BH1750"],
    "insufficient_evidence",
    [],
    [],
    "The ROHM sheet covers the BH1750FVI chip (VCC 2.4..3.6 V, abs max 4.5 V); the GY-30 board's regulator is not in it.",
    wording="formal",
)

# ---------- compatibility: compatible (rq67-cNN)
add(
    "rq67-c01",
    "hard",
    "compatibility",
    "air-quality box on a 3.3V esp: CJMCU-811 (ccs811, ADDR low), GY-49 (max44009, A0 low) and a GY-271 compass "
    "(hmc5883l) all on the same i2c bus and the same 3.3V. any address clash or supply problem?",
    ["CCS811", "MAX44009", "HMC5883L"],
    "compatible",
    [
        it("CCS811", "i2c_address", values=["0x5A"], cond="ADDR low"),
        it("MAX44009", "i2c_address", values=["0x4A"], cond="A0 low: 1001 010x"),
        it("HMC5883L", "i2c_address", values=["0x1E"]),
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.6, cond="VDD"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
    ],
    [CCS_ADDR_L, MAX44_ADDR, HMC_ADDR, CCS_VDD, MAX44_VCC, HMC_VDD],
    "0x5A, 0x4A and 0x1E are distinct; 3.3 V is inside 1.8..3.6, 1.7..3.6 and 2.16..3.6 V. (The CCS811 EC table "
    "lists 1.8..3.3 V; 3.3 V is still inside.)",
)
add(
    "rq67-c02",
    "hard",
    "compatibility",
    "5V nano: an nrf24 module (powered from an ams1117-3.3 fed by the nano's 5V) and a max7219 8x8 matrix share "
    "SCK/MOSI, driven straight from the nano's 5V pins at 4 MHz, separate CS lines. no level shifter. ok?",
    ["nRF24L01+", "MAX7219", "AMS1117"],
    "compatible",
    [
        it("nRF24L01+", "input_high_voltage", "V", mx=5.25, cond="digital inputs 5 V tolerant"),
        it(
            "nRF24L01+",
            "supply_voltage",
            "V",
            mn=2.7,
            typ=3.0,
            mx=3.3,
            cond="VDD when input signals > 3.6 V",
        ),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="AMS1117-3.3, 4.75 V <= VIN <= 12 V",
        ),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
        it("nRF24L01+", "spi_clock_frequency", "MHz", mn=0, mx=10, cond="Fsck"),
        it("MAX7219", "spi_clock_frequency", "MHz", mx=10, cond="CLK maximum rate"),
    ],
    [NRF_VIH, NRF_VDD5, AMS33, MAX7219_VP, NRF_SCK, MAX7219_CLK],
    "nRF24 inputs take up to 5.25 V if VDD is 2.7..3.3 V; the AMS1117-3.3 gives 3.267..3.333 V (5 V input >= 4.75 V). "
    "MAX7219 at 5 V inside 4.0..5.5 V; 4 MHz below both 10 MHz limits. Looks risky because of the 5 V logic.",
)
add(
    "rq67-c03",
    "medium",
    "compatibility",
    "An MCP3008, an MCP2515 and a 74HC595 share one SPI bus clocked at 1 MHz, all supplied from 5.0 V. Are the supply "
    "and the clock rate within the ratings of all three?",
    ["MCP3008", "MCP2515", "74HC595"],
    "compatible",
    [
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="VCC, 74HC595"),
        it("MCP3008", "spi_clock_frequency", "MHz", mx=3.6, cond="fCLK at VDD = 5 V"),
        it("MCP2515", "spi_clock_frequency", "MHz", mx=10, cond="FCLK"),
        it(
            "74HC595",
            "spi_clock_frequency",
            "MHz",
            mn=24,
            cond="fmax SHCP/STCP, VCC = 4.5 V, -40..+85 C",
        ),
    ],
    [MCP3008_VDD, MCP2515_VDD, HC595_VCC, MCP3008_CLK, MCP2515_CLK, HC595_FMAX],
    "5 V inside 2.7..5.5 / 2.7..5.5 / 2.0..6.0 V; 1 MHz below 3.6 MHz (MCP3008 at 5 V), 10 MHz and the 74HC595's "
    "guaranteed 24 MHz.",
    wording="formal",
)
add(
    "rq67-c04",
    "medium",
    "compatibility",
    "usb-powerd test jig: a tp4056 board and an mcp73831 charger both hang on the same 5V USB line, plus an ina219 "
    "breakout (VS also from that 5V) logging the charge current. can all three live on 5V?",
    ["TP4056", "MCP73831", "INA219"],
    "compatible",
    [
        it("TP4056", "supply_voltage", "V", mn=4.0, typ=5, mx=8.0, cond="VCC input supply"),
        it("MCP73831", "supply_voltage", "V", mn=3.75, mx=6, cond="VDD"),
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS operating supply range"),
    ],
    [TP4056_VCC, MCP73831_VDD, INA219_VS],
    "5 V inside 4.0..8.0 V (TP4056), 3.75..6 V (MCP73831) and 3..5.5 V (INA219).",
)
add(
    "rq67-c05",
    "medium",
    "compatibility",
    "greenhouse logger on a 5V arduino: ds18b20 probe in the soil, an am2302 for the air and a pcf8563 rtc board, "
    "all powered from the same 5V pin. is 5V fine for all of them?",
    ["DS18B20", "DHT22", "PCF8563"],
    "compatible",
    [
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD"),
        it(
            "PCF8563",
            "supply_voltage",
            "V",
            mn=1.8,
            mx=5.5,
            cond="VDD, interface active, fSCL = 400 kHz",
        ),
    ],
    [DS18_VDD, DHT22_VDD, PCF_VDD],
    "5 V inside 3.0..5.5 V, 3.3..5.5 V and 1.8..5.5 V (interface active). AM2302 is the DHT22.",
)
add(
    "rq67-c06",
    "medium",
    "compatibility",
    "An LM2596 buck module set to 5.0 V supplies two Songle SRD-05VDC relays (high-sensitivity coil) and an HC-SR04. "
    "Is the LM2596's output current sufficient, and is 5 V the right supply for the relays and the sensor?",
    ["LM2596", "SRD-05VDC-SL-C", "HC-SR04"],
    "compatible",
    [
        it("LM2596", "output_current", "A", mx=3.0, cond="guaranteed output load current"),
        it("SRD-05VDC-SL-C", "coil_voltage", "VDC", value=5, cond="05 coil"),
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=71.4,
            cond="coil current, high sensitivity 05 coil",
        ),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC"),
        it("HC-SR04", "supply_current", "mA", value=15, cond="working current"),
    ],
    [LM2596_IOUT, SRD_COIL, HCSR04_V, HCSR04_I],
    "2 x 71.4 mA + 15 mA = about 158 mA, far below 3 A; relays and HC-SR04 are 5 V parts.",
    wording="formal",
)
add(
    "rq67-c07",
    "hard",
    "compatibility",
    "handheld range finder: one li-ion cell (3.0-4.2V) into a tps63021, its 3.3V runs an esp32-wroom-32 and a "
    "vl53l0x (GY-530). can the tps63021 rail supply both, including the esp32's current requirement?",
    ["TPS63021", "ESP32-WROOM-32", "VL53L0X"],
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
        it("TPS63021", "output_current", "A", value=2, cond="VIN > 2.5 V, VOUT = 3.3 V"),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
        it(
            "ESP32-WROOM-32",
            "supply_current",
            "A",
            mn=0.5,
            cond="current delivered by external power supply",
        ),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
    ],
    [TPS21_VOUT, TPS_IOUT, ESP_VDD, ESP_IEXT, VL53_AVDD],
    "3.267..3.333 V sits in 3.0..3.6 V and 2.6..3.5 V; 2 A available for VIN > 2.5 V covers the ESP32's >= 0.5 A "
    "supply requirement.",
    wording="casual",
)
add(
    "rq67-c08",
    "medium",
    "compatibility",
    "An ADS1115 (ADDR tied to GND), an INA3221 (A0 tied to GND) and a DS3231 share one I2C bus and a 3.3 V supply. Do "
    "any addresses collide, and is 3.3 V within all three supply ranges?",
    ["ADS1115", "INA3221", "DS3231"],
    "compatible",
    [
        it("ADS1115", "i2c_address", values=["0x48"], cond="ADDR = GND"),
        it("INA3221", "i2c_address", values=["0x40"], cond="A0 = GND"),
        it("DS3231", "i2c_address", values=["0x68"]),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
    ],
    [ADS_GND, INA3221_GND, DS3231_ADDR, ADS_VDD, INA3221_VS, DS3231_VCC],
    "0x48, 0x40 and 0x68 are distinct; 3.3 V inside all three ranges.",
    wording="formal",
)
add(
    "rq67-c09",
    "medium",
    "compatibility",
    "A W25Q64 flash, a MAX31865 RTD converter and an nRF24L01+ share one SPI bus at 4 MHz, all on a 3.3 V rail (separate "
    "chip selects). Are the clock and the supply within each part's limits?",
    ["W25Q64FV", "MAX31865", "nRF24L01+"],
    "compatible",
    [
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
        it("W25Q64FV", "spi_clock_frequency", "MHz", mx=104),
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0, cond="SCLK, DC to 5.0 MHz"),
        it("nRF24L01+", "spi_clock_frequency", "MHz", mn=0, mx=10, cond="Fsck"),
    ],
    [W25_VCC, MAX31865_VDD, NRF_VDD, W25_CLK, MAX31865_CLK, NRF_SCK],
    "3.3 V inside 2.7..3.6 / 3.0..3.6 / 1.9..3.6 V; 4 MHz below 104, 5.0 and 10 MHz (the MAX31865 is the tight one).",
    wording="formal",
)
add(
    "rq67-c10",
    "hard",
    "compatibility",
    "attic fan controller on a 5V uno: irlz44n gate straight from a 5V pin switching a 12V 4A fan, dht11 on the same "
    "5V, tm1637 4-digit display on 5V too. is the fet fully on at 5V gate and are the 5V parts happy?",
    ["IRLZ44N", "DHT11", "TM1637"],
    "compatible",
    [
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.025, cond="VGS = 5.0 V, ID = 25 A"),
        it("IRLZ44N", "drain_source_voltage", "V", value=55, cond="VDSS"),
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="DC supply"),
        it(
            "TM1637",
            "supply_voltage",
            "V",
            mn=4.5,
            mx=5.5,
            cond="VDD of the electrical characteristics",
        ),
    ],
    [IRLZ_RDS5, IRLZ_VDSS, DHT11_VDD, TM1637_VDD],
    "RDS(on) is guaranteed <= 0.025 Ohm at VGS = 5 V (25 A), so 4 A is easy (0.4 W); 12 V << 55 V. 5 V inside 3.5..5.5 V "
    "and 4.5..5.5 V.",
)
add(
    "rq67-c11",
    "hard",
    "compatibility",
    "tmp36 read by an ads1115 set to the ±2.048V range, both powered by an xc6206 3.3V ldo from a li-ion cell. over the "
    "tmp36's whole output range, will the signal stay inside the ads1115 full scale, and are supplies ok?",
    ["TMP36", "ADS1115", "XC6206"],
    "compatible",
    [
        it("TMP36", "analog_output_voltage", "mV", mn=100, mx=2000, cond="output voltage range"),
        it("ADS1115", "analog_input_range", "V", mn=-2.048, mx=2.048, cond="FS = +-2.048 V"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5),
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN"),
    ],
    [TMP36_VOUT, ADS_FS2, TMP36_VS, ADS_VDD, XC_VIN, XC_33],
    "TMP36 output 0.1..2.0 V stays under 2.048 V; 3.3 V inside 2.7..5.5 and 2.0..5.5 V; the cell's 3.0..4.2 V is inside "
    "the XC6206 VIN range (near-empty cells drop the LDO out, but the question is about the ranges).",
)
add(
    "rq67-c12",
    "hard",
    "compatibility",
    "small robot on a 2S lipo that I run between 7.0 and 8.4V: drv8833 motor driver straight on the pack, an "
    "ams1117-5.0 off the pack for an hc-sr04. ok voltages?",
    ["DRV8833", "HC-SR04", "AMS1117"],
    "compatible",
    [
        it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM"),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=4.95,
            typ=5.0,
            mx=5.05,
            cond="AMS1117-5.0, 6.5 V <= VIN <= 12 V",
        ),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC"),
    ],
    [DRV_VM, AMS50, HCSR04_V],
    "7.0..8.4 V inside VM 2.7..10.8 V and inside the AMS1117-5.0 regulation window 6.5..12 V; the HC-SR04 gets 5 V.",
)

# ---------- compatibility: incompatible (rq67-iNN)
add(
    "rq67-i01",
    "medium",
    "compatibility",
    "gy-521 (mpu6050, AD0 left low), a ds3231 rtc module and a gy-30 (bh1750, ADDR low) on one i2c bus. any address "
    "conflict?",
    ["MPU-6050", "DS3231", "BH1750"],
    "incompatible",
    [
        it("MPU-6050", "i2c_address", values=["0x68"], cond="AD0 = 0"),
        it("DS3231", "i2c_address", values=["0x68"], cond="fixed 1101000"),
        it("BH1750", "i2c_address", values=["0x23"], cond="ADDR = L"),
    ],
    [MPU_ADDR, DS3231_ADDR, BH_ADDR],
    "MPU-6050 with AD0 low and DS3231 are both 0x68 (fix: AD0 high -> 0x69). BH1750 0x23 is free.",
)
add(
    "rq67-i02",
    "medium",
    "compatibility",
    "An ADS1115 with ADDR tied to SDA, a MAX44009 (GY-49) with A0 tied to GND and an Si7021 share one I2C bus. Are "
    "all three addresses unique?",
    ["ADS1115", "MAX44009", "Si7021"],
    "incompatible",
    [
        it("ADS1115", "i2c_address", values=["0x4A"], cond="ADDR = SDA"),
        it("MAX44009", "i2c_address", values=["0x4A"], cond="A0 low: 1001 010x"),
        it("Si7021", "i2c_address", values=["0x40"]),
    ],
    [ADS_SDA, MAX44_ADDR, SI_ADDR],
    "ADS1115 (ADDR = SDA) and MAX44009 (A0 = GND) are both 0x4A. Si7021 0x40 is free.",
    wording="formal",
)
add(
    "rq67-i03",
    "medium",
    "compatibility",
    "An INA3221 with A0 tied to GND, an Si7021 humidity sensor and a VL53L0X (default address) are wired to one I2C "
    "bus. Can they coexist without re-addressing anything?",
    ["INA3221", "Si7021", "VL53L0X"],
    "incompatible",
    [
        it("INA3221", "i2c_address", values=["0x40"], cond="A0 = GND"),
        it("Si7021", "i2c_address", values=["0x40"], cond="fixed"),
        it("VL53L0X", "i2c_address", values=["0x29"], cond="default, 0x52 as 8-bit"),
    ],
    [INA3221_GND, SI_ADDR, VL53_ADDR],
    "INA3221 (A0 = GND) and Si7021 both answer at 0x40; the Si7021 address is fixed, so the INA3221 must move (A0 to VS "
    "-> 0x41). VL53L0X 0x29 is free.",
    wording="formal",
)
add(
    "rq67-i04",
    "hard",
    "compatibility",
    "coin-cell-ish board with a 1.8V rail: ccs811, si7021 and a max44009 all on that 1.8V. will all three run at "
    "1.8V?",
    ["CCS811", "Si7021", "MAX44009"],
    "incompatible",
    [
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.6, cond="VDD"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [CCS_VDD, SI_VDD, MAX44_VCC],
    "The Si7021 needs at least 1.9 V; CCS811 (1.8 V min, on the edge) and MAX44009 (1.7 V) are fine.",
)
add(
    "rq67-i05",
    "hard",
    "compatibility",
    "wether station on 2 AA cells (3.0V fresh, sagging to ~2.6V): a dht11, an am2302 and a ds18b20 all straight "
    "on the batteries. will they work over that range?",
    ["DHT11", "DHT22", "DS18B20"],
    "incompatible",
    [
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="DC supply"),
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
    ],
    [DHT11_VDD, DHT22_VDD, DS18_VDD],
    "3.0..2.6 V is below the DHT11 (3.5 V) and DHT22 (3.3 V) minimum; the DS18B20 is only at its 3.0 V minimum when "
    "fresh.",
)
add(
    "rq67-i06",
    "hard",
    "compatibility",
    "3.3V sensor node: xc6206 3.3V ldo feeds a pcf8563 rtc and the coil of a songle 5V relay (srd-05vdc, through a "
    "transistor). does the relay pull in reliably on 3.3V?",
    ["SRD-05VDC-SL-C", "XC6206", "PCF8563"],
    "incompatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "coil_voltage",
            "VDC",
            value=5,
            cond="05 coil; pull-in voltage 75 % max of nominal",
        ),
        it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33x"),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="interface active"),
    ],
    [SRD_COIL, SRD_PULLIN, XC_33, PCF_VDD],
    "The 5 V coil needs up to 75 % of 5 V = 3.75 V to pull in; 3.3 V is below. (PCF8563 itself is fine at 3.3 V; the "
    "71.4 mA coil current would fit the XC6206's 200 mA.)",
)
add(
    "rq67-i07",
    "medium",
    "compatibility",
    "A MAX31855 thermocouple board, a MAX7219 and a 74HC595 share one SPI bus and are all powered from the 5 V rail "
    "of an Arduino Uno. Is 5 V acceptable for every device?",
    ["MAX31855", "MAX7219", "74HC595"],
    "incompatible",
    [
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
        it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="VCC, 74HC595"),
    ],
    [MAX31855_VCC, MAX7219_VP, HC595_VCC],
    "MAX31855 is a 3.0..3.6 V part (abs max 4.0 V); MAX7219 and 74HC595 are fine at 5 V.",
    wording="formal",
)
add(
    "rq67-i08",
    "medium",
    "compatibility",
    "A W25Q64 flash, an MCP2515 CAN controller and an MCP3008 ADC are placed on an Arduino Uno's SPI bus, each powered "
    "from the board's 5 V. Do all three accept a 5 V supply?",
    ["W25Q64FV", "MCP2515", "MCP3008"],
    "incompatible",
    [
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6),
        it("W25Q64FV", "abs_max_supply_voltage", "V", mn=-0.6, mx=4.6, cond="VCC"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [W25_VCC, W25_ABS, MCP2515_VDD, MCP3008_VDD],
    "W25Q64FV: 2.7..3.6 V, abs max 4.6 V, so 5 V damages it; MCP2515 and MCP3008 run at 5 V.",
    wording="formal",
)
add(
    "rq67-i09",
    "medium",
    "compatibility",
    "upgrading my robot to a 3S lipo (12.6V full): drv8833 straight on the pack, lm2596 making 5V for a tmp36. ok?",
    ["DRV8833", "TMP36", "LM2596"],
    "incompatible",
    [
        it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM"),
        it("DRV8833", "abs_max_supply_voltage", "V", mn=-0.3, mx=11.8, cond="VM"),
        it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="Vin"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5),
    ],
    [DRV_VM, DRV_ABS, LM2596_VIN, TMP36_VS],
    "12.6 V exceeds the DRV8833 VM range (10.8 V) and even its 11.8 V absolute maximum; LM2596 and TMP36 are fine.",
)
add(
    "rq67-i10",
    "medium",
    "compatibility",
    "esp32 devkit: I power the l298n's logic (VSS / +5V pin) and an acs712 current sensor board from the esp32's 3.3V "
    "pin so everything is 3.3V logic. will that work?",
    ["L298N", "ESP32-WROOM-32", "ACS712"],
    "incompatible",
    [
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS"),
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
    ],
    [L298_VSS, ACS_VCC, ESP_VDD],
    "Both the L298 logic supply and the ACS712 need at least 4.5 V; 3.3 V is too low.",
)
add(
    "rq67-i11",
    "hard",
    "compatibility",
    "Charging station: a TP4056 board, an MCP73831 charger and an INA3221 monitor are all supplied from one 9 V wall "
    "adapter (the INA3221 via its own 3.3 V regulator). Can both chargers be connected directly to the 9 V?",
    ["TP4056", "MCP73831", "INA3221"],
    "incompatible",
    [
        it("TP4056", "supply_voltage", "V", mn=4.0, typ=5, mx=8.0, cond="VCC"),
        it("TP4056", "abs_max_supply_voltage", "V", mn=-0.3, mx=8, cond="VCC"),
        it("MCP73831", "supply_voltage", "V", mn=3.75, mx=6, cond="VDD"),
        it("MCP73831", "abs_max_supply_voltage", "V", mx=7.0, cond="VDD"),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5),
    ],
    [TP4056_VCC, TP4056_ABS, MCP73831_VDD, MCP73831_ABS, INA3221_VS],
    "9 V exceeds both chargers' absolute maximum (8 V and 7 V). The INA3221 on 3.3 V is fine.",
    wording="formal",
)
add(
    "rq67-i12",
    "medium",
    "compatibility",
    "An ESP32 DevKit's 3V3 pin is used to power an HC-SR04 ultrasonic sensor and a TM1637 4-digit display, to avoid a "
    "second rail. Will both operate from 3.3 V?",
    ["HC-SR04", "ESP32-WROOM-32", "TM1637"],
    "incompatible",
    [
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC"),
        it(
            "TM1637",
            "supply_voltage",
            "V",
            mn=4.5,
            mx=5.5,
            cond="VDD of the electrical characteristics",
        ),
    ],
    [HCSR04_V, TM1637_VDD],
    "HC-SR04 is a DC 5 V part and the TM1637 is characterised for 4.5..5.5 V; 3.3 V is outside both.",
    wording="formal",
)

# ---------- compatibility: insufficient evidence (rq67-eNN)
add(
    "rq67-e01",
    "hard",
    "compatibility",
    "gy-521, gy-271 and a pcf8563 board all on one i2c bus, each breakout has its own pull-up resistors fitted. with "
    "all of them in parallel, is the total pull-up still weak enough for every chip to pull the line low at 400 kHz?",
    ["MPU-6050", "HMC5883L", "PCF8563"],
    "insufficient_evidence",
    [],
    [],
    "The pull-up values sit on the breakout boards, not in any of the chip sheets; without them the parallel "
    "resistance and sink current cannot be checked against VOL / IOL.",
)
add(
    "rq67-e02",
    "hard",
    "compatibility",
    "A 12 V pump controller uses an LM2596 buck module for the 5 V logic rail, an INA3221 to monitor the pump current "
    "and a PC817 to isolate the pump's tachometer signal. Will the LM2596 module's 5 V output ripple stay below "
    "100 mV peak-to-peak with the capacitors fitted on the module?",
    ["PC817", "LM2596", "INA3221"],
    "insufficient_evidence",
    [],
    [ev("lm2596.pdf", 16, "output ripple voltage value ranges from 0.5% to 3% of the")],
    "The sheet only says the ripple ranges from 0.5 % to 3 % of VOUT (25..150 mV at 5 V, straddling 100 mV) and depends "
    "on the inductor ripple current and the output capacitor's ESR; the module's parts are not in the sheet. (A first draft asked for the PC817's edge rates with a 10 kOhm "
    "pull-up, but the typical curves of Fig. 13 / 15 cover RL up to 50 kOhm, so it was replaced.)",
    wording="formal",
)
add(
    "rq67-e03",
    "hard",
    "compatibility",
    "cjmcu-811 (ccs811) on an esp32-wroom-32 devkit, 3.3V from the devkit's ams1117. the ccs811 needs clock "
    "stretching - does the esp32 module support it?",
    ["CCS811", "ESP32-WROOM-32", "AMS1117"],
    "insufficient_evidence",
    [],
    [CCS_STRETCH],
    "The CCS811 requires clock stretching, but the ESP32-WROOM-32 module sheet says nothing about the I2C controller's "
    "clock-stretching support.",
)
add(
    "rq67-e04",
    "medium",
    "compatibility",
    "An Si7021 and a DS18B20 are powered through an XC6206 LDO from a single CR2032 coin cell and read once a minute. "
    "Will the coin cell last at least a year?",
    ["Si7021", "XC6206", "DS18B20"],
    "insufficient_evidence",
    [],
    [],
    "No sheet gives the CR2032 capacity or its behaviour under the sensors' pulses; the XC6206 also needs VIN >= 1.8 V "
    "only. Battery life cannot be derived.",
    wording="formal",
)
add(
    "rq67-e05",
    "medium",
    "compatibility",
    "mini robot: drv8833 drives two n20 gear motors, mcp73831 charges the 1S cell, a vl53l0x for obstacles. can the "
    "drv8833 handle both motors if they stal?",
    ["DRV8833", "MCP73831", "VL53L0X"],
    "insufficient_evidence",
    [],
    [],
    "The DRV8833 limits are given (1.5 A RMS / 2 A peak per H-bridge), but the N20 motors' stall current is not in any "
    "sheet.",
)
add(
    "rq67-e06",
    "hard",
    "compatibility",
    "truck breathalyzer: lm2596 module from the 24V truck battery makes 5V for an mq-3 heater and a tm1637 display, "
    "no heatsink on the lm2596. how hot will the lm2596 run?",
    ["LM2596", "MQ-3", "TM1637"],
    "insufficient_evidence",
    [],
    [],
    "The LM2596 sheet gives efficiency only at 12 V in / 5 V / 3 A (73 %); at 24 V in and a few hundred mA the losses "
    "and the module's copper area are unknown, so the temperature cannot be worked out.",
)
add(
    "rq67-e07",
    "hard",
    "compatibility",
    "A batch dispenser uses an HX711 with four 350 Ω load cells in parallel on its excitation, an IRLZ44N for the "
    "valve, and a TPS63021 3.3 V rail. Can the HX711's on-chip AVDD regulator supply the excitation current for the "
    "four load cells?",
    ["HX711", "IRLZ44N", "TPS63021"],
    "insufficient_evidence",
    [],
    [],
    "The HX711 regulator drives an external PNP transistor; its current capability depends on that transistor and is "
    "not specified in the sheet.",
    wording="formal",
)
add(
    "rq67-e08",
    "hard",
    "compatibility",
    "A MAX31865 reads a 2-wire PT100 on a 15 m cable, an MCP4725 outputs the result as 0-3.3 V and an AMS1117-3.3 "
    "powers both. Will the measured temperature be accurate to within ±0.5 °C?",
    ["MAX31865", "MCP4725", "AMS1117"],
    "insufficient_evidence",
    [],
    [],
    "The cable resistance (gauge, temperature) is not given and the 2-wire error depends on it; the sheets give converter "
    "accuracy, not the system error.",
    wording="formal",
)
add(
    "rq67-e09",
    "medium",
    "compatibility",
    "portable breathalyzer: 18650 cell -> tps63020 set to 5V -> mq-3 heater + a max7219 display. how many hours will "
    "it run on one charge?",
    ["MQ-3", "TPS63020", "MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "The 18650 capacity, the converter efficiency at this load and the display's segment current are not given; runtime "
    "cannot be worked out from the sheets.",
)
add(
    "rq67-e10",
    "hard",
    "compatibility",
    "plant cart: l298n module drives two 12V motors at ~1.5A each, an ina219 logs the current and a dht11 sits in the "
    "box. at 40C in the box, does the l298n module's stock heatsink keep the chip below its max junction temp?",
    ["L298N", "INA219", "DHT11"],
    "insufficient_evidence",
    [],
    [],
    "The L298 gives Rth j-case 3 C/W and Tj max, but the module heatsink's thermal resistance is not in the sheet, so the "
    "junction temperature cannot be computed.",
)
add(
    "rq67-e11",
    "medium",
    "compatibility",
    "inmp441 mic + mcp4725 dac, both on an xc6206 3.3V ldo. will the xc6206's output noise spoil the mic's SNR?",
    ["INMP441", "MCP4725", "XC6206"],
    "insufficient_evidence",
    [],
    [],
    "The XC6206 sheet gives no output-noise figure, so its effect on the INMP441 cannot be judged even though the "
    "mic's PSR (-75 dBFS, 217 Hz square wave) and SNR (61 dBA) are given.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
