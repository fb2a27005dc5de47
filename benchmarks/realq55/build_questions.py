"""Build realq55/questions.jsonl (blind questions on the real dev + dev2 datasheets)."""

import json
import os

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


# Supply specifications used by the compatibility questions: device -> (field, min, typ, max, doc, page, quote).
SV = {
    "DHT11": ("supply_voltage", 3.5, None, 5.5, "dht11.pdf", 3, "Power supply: DC 3.5～5.5V"),
    "DHT22": ("supply_voltage", 3.3, 5, 5.5, "dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
    "DS18B20": (
        "supply_voltage",
        3.0,
        None,
        5.5,
        "ds18b20.pdf",
        2,
        "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V",
    ),
    "74HC595": (
        "supply_voltage",
        2.0,
        5.0,
        6.0,
        "74hc595.pdf",
        7,
        "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V",
    ),
    "LM35": ("supply_voltage", 4, None, 30, "lm35.pdf", 1, "Operates from 4 to 30 V"),
    "TM1637": (
        "supply_voltage",
        4.5,
        None,
        5.5,
        "tm1637.pdf",
        9,
        "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)",
    ),
    "MCP3008": (
        "supply_voltage",
        2.7,
        None,
        5.5,
        "mcp3008.pdf",
        5,
        "Operating Voltage VDD 2.7 — 5.5 V",
    ),
    "DS3231": ("supply_voltage", 2.3, 3.3, 5.5, "ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"),
    "TMP36": ("supply_voltage", 2.7, None, 5.5, "tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
    "HX711": (
        "supply_voltage",
        2.6,
        None,
        5.5,
        "hx711.pdf",
        3,
        "Power supply voltage DVDD 2.6 5.5 V",
    ),
    "VL53L0X": ("supply_voltage", 2.6, 2.8, 3.5, "vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
    "MCP4725": (
        "supply_voltage",
        2.7,
        None,
        5.5,
        "mcp4725.pdf",
        3,
        "Operating Voltage VDD 2.7 5.5 V",
    ),
    "INA3221": (
        "supply_voltage",
        2.7,
        None,
        5.5,
        "ina3221.pdf",
        4,
        "Operating supply voltage 2.7 5.5 V",
    ),
    "L298N": (
        "logic_supply_voltage",
        4.5,
        5,
        7,
        "l298n.pdf",
        3,
        "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V",
    ),
    "HMC5883L": (
        "supply_voltage",
        2.16,
        2.5,
        3.6,
        "hmc5883l.pdf",
        2,
        "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts",
    ),
    "MAX31865": ("supply_voltage", 3.0, 3.3, 3.6, "max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
    "Si7021": ("supply_voltage", 1.9, None, 3.6, "si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
    "MAX31855": (
        "supply_voltage",
        3.0,
        3.3,
        3.6,
        "max31855.pdf",
        2,
        "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V",
    ),
    "MAX7219": (
        "supply_voltage",
        4.0,
        None,
        5.5,
        "max7219.pdf",
        2,
        "Operating Supply Voltage V+ 4.0 5.5 V",
    ),
    "MAX44009": (
        "supply_voltage",
        1.7,
        None,
        3.6,
        "max44009.pdf",
        2,
        "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V",
    ),
    "BH1750": ("supply_voltage", 2.4, 3.0, 3.6, "bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
    "DRV8833": (
        "load_supply_voltage",
        2.7,
        None,
        10.8,
        "drv8833.pdf",
        5,
        "VM Motor power supply voltage range (1) 2.7 10.8 V",
    ),
    "ACS712": (
        "supply_voltage",
        4.5,
        5.0,
        5.5,
        "acs712.pdf",
        4,
        "Supply Voltage VCC 4.5 5.0 5.5 V",
    ),
    "W25Q64FV": (
        "supply_voltage",
        2.7,
        None,
        3.6,
        "w25q64.pdf",
        5,
        "single 2.7V to 3.6V power supply",
    ),
    "CCS811": (
        "supply_voltage",
        1.8,
        None,
        3.3,
        "ccs811.pdf",
        6,
        "Supply Voltage (VDD) (1), (2) 1.8 3.3 V",
    ),
    "INA219": (
        "supply_voltage",
        3,
        None,
        5.5,
        "ina219.pdf",
        6,
        "Operating supply range 3 5.5 3 5.5 V",
    ),
    "nRF24L01+": (
        "supply_voltage",
        1.9,
        3.0,
        3.6,
        "nrf24l01p.pdf",
        13,
        "VDD Supply voltage 1.9 3.0 3.6 V",
    ),
    "PCF8563": ("supply_voltage", 1.8, None, 5.5, "pcf8563.pdf", 28, "interface active; 1.8 - 5.5"),
}


def sv(dev):
    f, mn, typ, mx, doc, page, quote = SV[dev]
    return it(dev, f, "V", mn=mn, typ=typ, mx=mx, cond=quote), ev(doc, page, quote)


def compat(id, diff, question, devs, verdict, note, wording="casual", lang="en"):
    items, evs = [], []
    if verdict != "insufficient_evidence":
        for d in devs:
            i, e = sv(d)
            items.append(i)
            evs.append(e)
    add(id, diff, "compatibility", question, devs, verdict, items, evs, note, wording, lang)


# ---------------------------------------------------------------- factual, answerable (casual)
add(
    "rq55-f01",
    "medium",
    "simple",
    "74hc595 on 5v-ish (4.5v) only driving cmos inputs, like ~20uA load. how low is a LOW output guaranteed, max? -40 to 85C",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "output_low_voltage",
            "V",
            typ=0,
            mx=0.1,
            cond="VOL all outputs, IO = 20 uA, VCC = 4.5 V, -40..85 C",
        )
    ],
    [ev("74hc595.pdf", 8, "A; VCC = 4.5 V - 0 0.1 - 0.1 V")],
    "0.1 V max (typ 0); look-alikes Q7S at 4 mA / Qn at 6 mA 0.33 V (0.4 V at 125 C), rows at VCC 2.0 and 6.0 V, "
    "VOH rows on p7.",
)
add(
    "rq55-f02",
    "hard",
    "simple",
    "74hc595 at vcc 6v, how fast does OE enable the Qn outputs (ten)? typ and max at 25C, in us pls",
    ["74HC595"],
    None,
    [it("74HC595", "response_time", "ns", typ=14, mx=26, cond="ten OE to Qn, VCC = 6 V, 25 C")],
    [ev("74hc595.pdf", 10, "VCC = 6 V - 14 26 - 33 - 38 ns")],
    "14 ns typ / 26 ns max = 0.014 / 0.026 us; look-alikes tdis 12/27 ns, MR->Q7S 14/30 ns, ten at 2 V / 4.5 V, "
    "-40..85 C 33 ns, -40..125 C 38 ns.",
)
add(
    "rq55-f03",
    "hard",
    "simple",
    "ds3231 aging offset trim: how many ppm does one LSB move the freq at +70C?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "resolution",
            "ppm",
            typ=0.4,
            cond="trim register frequency sensitivity per LSB at +70 C",
        )
    ],
    [ev("ds3231.pdf", 3, "Sensitivity per LSB +70°C 0.4")],
    "0.4 ppm; look-alikes -40 C 0.7, +25 C 0.1 (asked before), +85 C 0.8, stability vs voltage 1 ppm/V.",
)
add(
    "rq55-f04",
    "medium",
    "simple",
    "the temp sensor inside the ds3231, what resolution does its temperature register have? (deg C per step)",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "resolution",
            "°C",
            value=0.25,
            q="temperature",
            cond="temperature register resolution",
        )
    ],
    [ev("ds3231.pdf", 15, "resolution of 0.25°C and is accessible at location 11h and")],
    "0.25 C; look-alikes temperature accuracy +-3 C, aging trim 0.1 ppm/LSB, 10-bit temperature word.",
)
add(
    "rq55-f05",
    "hard",
    "simple",
    "ina3221 bus voltage register: whats the full-scale value of the adc scaling (not the 26v input range)?",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "measurement_range",
            "V",
            mx=32.76,
            q="voltage",
            cond="bus-voltage register full-scale range (ADC scaling), decimal 7FF8",
        )
    ],
    [ev("ina3221.pdf", 28, "Full-scale range = 32.76V (decimal = 7FF8);")],
    "32.76 V; look-alikes common-mode input range 0..26 V, bus LSB 8 mV, shunt full scale 163.8 mV.",
)
add(
    "rq55-f06",
    "hard",
    "structured",
    "si7021 with RES1:RES0 = 11 — what resolution do i get for RH and for temperature?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "resolution",
            "bit",
            value=11,
            q="relative_humidity",
            cond="user register RES = 11, RH",
        ),
        it(
            "Si7021",
            "resolution",
            "bit",
            value=11,
            q="temperature",
            cond="user register RES = 11, temperature",
        ),
    ],
    [ev("si7021.pdf", 26, "11: 11 bit 11 bit")],
    "11 bit RH and 11 bit temperature; look-alikes 00 = 12/14 bit, 01 = 8/12 bit, 10 = 10/13 bit.",
)
add(
    "rq55-f07",
    "hard",
    "simple",
    "bh1750 behind a window, i set MTreg to 2x default (1000_1010) like the sheet's example. about how long until the "
    "result is in the data register?",
    ["BH1750"],
    None,
    [
        it(
            "BH1750",
            "response_time",
            "ms",
            typ=240,
            cond="H-resolution mode with MTreg = 2 x default",
        )
    ],
    [ev("bh1750.pdf", 11, "After about 240ms, measurement result is registered to Data Register.")],
    "about 240 ms; look-alikes default H-res 120 ms typ / 180 ms max, L-res 16 / 24 ms.",
)
add(
    "rq55-f08",
    "hard",
    "simple",
    "mcp4725 in i2c high speed mode (3.4mhz, 100pF bus): max SDA rise time?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "response_time",
            "ns",
            mx=80,
            cond="SDA rise time TR:DAT, Cb = 100 pF, fSCL = 3.4 MHz",
        )
    ],
    [ev("mcp4725.pdf", 31, "SDA rise time TR: DAT — — 80 ns From VIL to VIH,")],
    "80 ns; look-alikes SCL rise 40 ns (100 pF) / 80 ns (400 pF), SDA at 400 pF 160 ns, fall times equal.",
)
add(
    "rq55-f09",
    "medium",
    "simple",
    "mcp73831 with PROG left floating (charger off), how much does it leak out of the battery? typ/max in uA",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "standby_current",
            "µA",
            typ=0.15,
            mx=2,
            cond="IDISCHARGE output reverse leakage, PROG floating",
        )
    ],
    [ev("mcp73831.pdf", 4, "Output Reverse Leakage IDISCHARGE — 0.15 2 µA PROG Floating")],
    "0.15 typ / 2 uA max; look-alikes VDD floating 0.25 uA, VDD < VSTOP 0.15 uA, charge complete -5.5 / -15 uA, "
    "ISS PROG floating 25 / 50 uA (supply side).",
)
add(
    "rq55-f10",
    "hard",
    "structured",
    "lm2596-12 wired as the inverting -12v regulator from the app section: max input voltage, and roughly how much "
    "output current with 12v+ in?",
    ["LM2596"],
    None,
    [
        it("LM2596", "supply_voltage", "V", mx=28, cond="inverting -12 V configuration, max input"),
        it(
            "LM2596",
            "output_current",
            "A",
            typ=0.7,
            cond="inverting -12 V configuration, Vin >= 12 V",
        ),
    ],
    [
        ev("lm2596.pdf", 18, "cannot exceed +28 V because the maximum voltage"),
        ev("lm2596.pdf", 18, "0.7 A to the output when the input voltage is 12 V or higher."),
    ],
    "28 V max in, about 0.7 A out; look-alikes buck input 4.5..40 V, 3 A buck load, 40 V sum limit, light-load min "
    "input 4.7 V.",
)
add(
    "rq55-f11",
    "medium",
    "simple",
    "¿cuál es el rango de escala completa del registro de tensión de bus del INA3221 canal 2?",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "measurement_range",
            "V",
            mx=32.76,
            q="voltage",
            cond="channel-2 bus-voltage register full scale",
        )
    ],
    [ev("ina3221.pdf", 29, "Full-scale range = 32.76V (decimal = 7FF8);")],
    "32.76 V (same scaling as channel 1, p29); look-alikes 26 V input range, 8 mV LSB, shunt registers 163.8 mV.",
    lang="es",
)

# ---------------------------------------------------------------- factual, not in the sheet (formal)
U = [
    (
        "rq55-u01",
        "hard",
        "What frequency change per LSB of the aging-offset register does the DS3231 datasheet specify at 0 °C?",
        ["DS3231"],
        "Trim sensitivity is given only at -40 C (0.7), +25 C (0.1), +70 C (0.4) and +85 C (0.8 ppm); 0 C is not a row.",
    ),
    (
        "rq55-u02",
        "medium",
        "What is the maximum temperature conversion time of the DS18B20 at 8-bit resolution?",
        ["DS18B20"],
        "Resolutions are 9..12 bits (93.75 / 187.5 / 375 / 750 ms); no 8-bit mode exists in the sheet.",
    ),
    (
        "rq55-u03",
        "medium",
        "What maximum LOW-level output voltage does the 74HC595 guarantee at VCC = 3.3 V with a 20 µA load?",
        ["74HC595"],
        "VOL rows only at VCC = 2.0, 4.5 and 6.0 V (0.1 V max); 3.3 V is not specified.",
    ),
    (
        "rq55-u04",
        "medium",
        "What supply current does the PCF8563 draw at VDD = 1.5 V with CLKOUT disabled and the interface inactive?",
        ["PCF8563"],
        "IDD table rows at VDD = 2.0 / 3.0 / 5.0 V only (225 / 250 / 275 nA typ at 25 C); lower VDD only as a graph.",
    ),
    (
        "rq55-u05",
        "medium",
        "What is the quiescent current of the TPS63020 into VIN and VINA when the input is 5 V?",
        ["TPS63020"],
        "Iq is specified at VIN = VINA = 3.6 V only (25 / 50 uA); no 5 V row.",
    ),
    (
        "rq55-u06",
        "hard",
        "What regulated float voltage and tolerance does the TP4056 offer for 4.35 V (LiHV) cells?",
        ["TP4056"],
        "The TP4056 sheet gives a single 4.2 V float (4.158..4.242 V); there is no 4.35 V option (MCP73831 has one).",
    ),
    (
        "rq55-u07",
        "hard",
        "What is the maximum SPI clock frequency of the MCP2515 when powered from 2.5 V?",
        ["MCP2515"],
        "VDD range is 2.7..5.5 V (10 MHz SPI); 2.5 V is below the specified range (register retention 2.4 V only).",
    ),
    (
        "rq55-u08",
        "hard",
        "How much output current can the LM2596 inverting (-12 V) application circuit deliver with a 5 V input?",
        ["LM2596"],
        "Only 'approximately 0.7 A' for inputs of 12 V or higher and a light-load minimum input of about 4.7 V; "
        "no current figure at 5 V.",
    ),
    (
        "rq55-u09",
        "hard",
        "What is the MCP4725 maximum SDA rise time in high-speed I2C mode with a 200 pF bus load?",
        ["MCP4725"],
        "High-speed rows exist only for Cb = 100 pF (80 ns) and 400 pF (160 ns).",
    ),
]
for uid, diff, text, devs, note in U:
    add(uid, diff, "simple", text, devs, "insufficient_evidence", [], [], note, wording="formal")

# ---------------------------------------------------------------- compatibility
C = [
    # compatible
    (
        "rq55-c01",
        "medium",
        "weather station for class, everything runs off a usb power bank (5v). dht11 for humidity plus a ds18b20 probe "
        "outside. both ok on 5v?",
        ["DHT11", "DS18B20"],
        "compatible",
        "5 V inside DHT11 3.5..5.5 V and DS18B20 3.0..5.5 V.",
        "casual",
    ),
    (
        "rq55-c02",
        "medium",
        "plant waterer: 5v from a phone power bank, 74hc595 for the status leds and an lm35 in the soil box. can both "
        "just sit on the 5v rail?",
        ["74HC595", "LM35"],
        "compatible",
        "74HC595 2.0..6.0 V, LM35 4..30 V; 5 V fits both.",
        "casual",
    ),
    (
        "rq55-c03",
        "medium",
        "robot car scoreboard: tm1637 4-digit display + mcp3008 reading the line sensors, both from the 5v usb bank. fine?",
        ["TM1637", "MCP3008"],
        "compatible",
        "TM1637 4.5..5.5 V, MCP3008 2.7..5.5 V.",
        "casual",
    ),
    (
        "rq55-c04",
        "medium",
        "A student data logger has a regulated 3.3 V rail. Can a DS3231 RTC and an MCP3008 ADC both be powered from it?",
        ["DS3231", "MCP3008"],
        "compatible",
        "3.3 V inside DS3231 2.3..5.5 V and MCP3008 2.7..5.5 V.",
        "formal",
    ),
    (
        "rq55-c05",
        "hard",
        "battery pack from one 18650 (4.2v full, i cut off at 3.0v), no regulator. ds3231 + tmp36 straight on the cell, "
        "ok over the whole discharge?",
        ["DS3231", "TMP36"],
        "compatible",
        "3.0..4.2 V inside DS3231 2.3..5.5 V and TMP36 2.7..5.5 V.",
        "casual",
    ),
    (
        "rq55-c06",
        "hard",
        "single 18650 cell direct (3.0-4.2v) powering an mcp4725 dac and an ina3221 monitor on the same i2c. will both "
        "run the whole way down?",
        ["MCP4725", "INA3221"],
        "compatible",
        "3.0..4.2 V inside MCP4725 2.7..5.5 V and INA3221 2.7..5.5 V.",
        "casual",
    ),
    (
        "rq55-c07",
        "medium",
        "robot car: l298n logic side + a tm1637 lap counter, both fed from the 5v of a usb power bank (motors on a "
        "separate pack). does the 5v suit both?",
        ["L298N", "TM1637"],
        "compatible",
        "L298N VSS 4.5..7 V, TM1637 4.5..5.5 V.",
        "casual",
    ),
    (
        "rq55-c08",
        "medium",
        "In a lab project, an HMC5883L compass and a MAX31865 RTD converter share a 3.3 V supply. Are both supply "
        "ranges satisfied?",
        ["HMC5883L", "MAX31865"],
        "compatible",
        "3.3 V inside HMC5883L 2.16..3.6 V and MAX31865 3.0..3.6 V.",
        "formal",
    ),
    (
        "rq55-c09",
        "medium",
        "greenhouse logger on a 3.3v rail: si7021 for humidity and a max31855 thermocouple board. both happy at 3v3?",
        ["Si7021", "MAX31855"],
        "compatible",
        "3.3 V inside Si7021 1.9..3.6 V and MAX31855 3.0..3.6 V.",
        "casual",
    ),
    (
        "rq55-c10",
        "medium",
        "wearable-ish badge but powered from a usb power bank 5v: max7219 led matrix + dht11 showing the humidity. "
        "supply ok for both?",
        ["MAX7219", "DHT11"],
        "compatible",
        "5 V inside MAX7219 4.0..5.5 V and DHT11 3.5..5.5 V.",
        "casual",
    ),
    (
        "rq55-c11",
        "medium",
        "A plant-watering controller runs from a 5 V USB power bank. Can a DS18B20 soil probe and a 74HC595 shift "
        "register both be supplied from that 5 V?",
        ["DS18B20", "74HC595"],
        "compatible",
        "5 V inside DS18B20 3.0..5.5 V and 74HC595 2.0..6.0 V.",
        "formal",
    ),
    (
        "rq55-c12",
        "medium",
        "Will a MAX44009 light sensor and a MAX31865 RTD interface both operate from the same 3.3 V regulator output in "
        "a weather-station build?",
        ["MAX44009", "MAX31865"],
        "compatible",
        "3.3 V inside MAX44009 1.7..3.6 V and MAX31865 3.0..3.6 V.",
        "formal",
    ),
    (
        "rq55-c13",
        "medium",
        "weather station, 5v from power bank. dht22 on the roof + mcp3008 reading a rain sensor. any supply problem?",
        ["DHT22", "MCP3008"],
        "compatible",
        "5 V inside DHT22 3.3..5.5 V and MCP3008 2.7..5.5 V.",
        "casual",
    ),
    (
        "rq55-c14",
        "medium",
        "light logger: bh1750 + a w25q64 flash chip to store the readings, both on 3.3v. works?",
        ["BH1750", "W25Q64FV"],
        "compatible",
        "3.3 V inside BH1750 2.4..3.6 V and W25Q64FV 2.7..3.6 V.",
        "casual",
    ),
    # incompatible
    (
        "rq55-i01",
        "medium",
        "badge runs on 2 AA cells (3.0v fresh, less later). max44009 for light and a dht22 for humidity straight on the "
        "batteries - ok?",
        ["MAX44009", "DHT22"],
        "incompatible",
        "DHT22 needs 3.3 V minimum; 2xAA gives 3.0 V at best. MAX44009 1.7..3.6 V is fine.",
        "casual",
    ),
    (
        "rq55-i02",
        "hard",
        "18650 straight (4.2v full) into an hx711 load cell amp and a vl53l0x tof sensor. both fine on the raw cell?",
        ["HX711", "VL53L0X"],
        "incompatible",
        "VL53L0X AVDD max 3.5 V < 4.2 V; HX711 2.6..5.5 V fine.",
        "casual",
    ),
    (
        "rq55-i03",
        "medium",
        "robot car compass: hmc5883l chip + mcp4725 dac, i'm running everything off the 5v power bank rail. ok?",
        ["HMC5883L", "MCP4725"],
        "incompatible",
        "HMC5883L VDD max 3.6 V < 5 V; MCP4725 2.7..5.5 V fine.",
        "casual",
    ),
    (
        "rq55-i04",
        "medium",
        "class weather station only has a 3.3v rail. lm35 for temp and bh1750 for light both on 3v3?",
        ["LM35", "BH1750"],
        "incompatible",
        "LM35 needs 4 V minimum; BH1750 2.4..3.6 V fine.",
        "casual",
    ),
    (
        "rq55-i05",
        "medium",
        "A student's heated-bed controller uses a 5 V USB supply for a DRV8833 motor driver (VM) and a MAX31865 RTD "
        "converter. Is the 5 V supply acceptable for both?",
        ["DRV8833", "MAX31865"],
        "incompatible",
        "MAX31865 VDD max 3.6 V < 5 V; DRV8833 VM 2.7..10.8 V fine.",
        "formal",
    ),
    (
        "rq55-i06",
        "medium",
        "solar battery monitor: ina3221 + tm1637 display, whole thing on 3.3v. display gonna work?",
        ["INA3221", "TM1637"],
        "incompatible",
        "TM1637 VDD 4.5..5.5 V, 3.3 V too low; INA3221 2.7..5.5 V fine.",
        "casual",
    ),
    (
        "rq55-i07",
        "hard",
        "data logger on a single 18650 without regulator (up to 4.2v): w25q64 flash + mcp4725. both ok on the cell?",
        ["W25Q64FV", "MCP4725"],
        "incompatible",
        "W25Q64FV max 3.6 V < 4.2 V; MCP4725 2.7..5.5 V fine.",
        "casual",
    ),
    (
        "rq55-i08",
        "medium",
        "Can a CCS811 air-quality sensor and an INA219 current monitor both be powered directly from a 5 V USB power "
        "bank in an indoor air monitor?",
        ["CCS811", "INA219"],
        "incompatible",
        "CCS811 VDD max 3.3 V (3.6 V abs) < 5 V; INA219 3..5.5 V fine.",
        "formal",
    ),
    (
        "rq55-i09",
        "medium",
        "3v3 only project: acs712 current sensor for the pump + si7021. will the acs712 run at 3.3?",
        ["ACS712", "Si7021"],
        "incompatible",
        "ACS712 VCC 4.5..5.5 V; 3.3 V too low. Si7021 1.9..3.6 V fine.",
        "casual",
    ),
    (
        "rq55-i10",
        "medium",
        "A student wireless clock puts an nRF24L01+ radio and a PCF8563 RTC on a 5 V USB rail. Are both within their "
        "supply ratings?",
        ["nRF24L01+", "PCF8563"],
        "incompatible",
        "nRF24L01+ VDD max 3.6 V < 5 V; PCF8563 1.8..5.5 V fine.",
        "formal",
    ),
    (
        "rq55-i11",
        "hard",
        "4 fresh AA in series (6.4v fresh, ~6v nominal) no regulator: 74hc595 + ina219. can they take it?",
        ["74HC595", "INA219"],
        "incompatible",
        "INA219 max 5.5 V < 6 V; 74HC595 max 6.0 V also exceeded by 6.4 V fresh.",
        "casual",
    ),
    (
        "rq55-i12",
        "hard",
        "robot car on one 18650 (4.2 -> 3.0v) feeding drv8833 VM and a max7219 eyes display directly. ok for the "
        "whole battery?",
        ["DRV8833", "MAX7219"],
        "incompatible",
        "MAX7219 needs 4.0 V minimum, cell goes down to 3.0 V; DRV8833 VM 2.7..10.8 V fine.",
        "casual",
    ),
    (
        "rq55-i13",
        "medium",
        "Un proyecto de clase alimenta un DHT11 y un DAC MCP4725 desde 3,3 V. ¿Funcionan ambos con esa tensión?",
        ["DHT11", "MCP4725"],
        "incompatible",
        "DHT11 3.5..5.5 V, 3.3 V too low; MCP4725 2.7..5.5 V fine.",
        "formal",
        "es",
    ),
    (
        "rq55-i14",
        "medium",
        "clock + kiln temp: max31855 and pcf8563 on the 5v from a power bank. fine?",
        ["MAX31855", "PCF8563"],
        "incompatible",
        "MAX31855 VCC max 3.6 V < 5 V; PCF8563 1.8..5.5 V fine.",
        "casual",
    ),
    # insufficient evidence
    (
        "rq55-e01",
        "hard",
        "mq-3 heater sits right next to my hc-sr04 in the robot car, warm air in front of it. how many cm of distance "
        "error will the hc-sr04 get from that?",
        ["MQ-3", "HC-SR04"],
        "insufficient_evidence",
        "HC-SR04 sheet gives no temperature dependence or compensation; MQ-3 sheet gives no heater surface temperature.",
        "casual",
    ),
    (
        "rq55-e02",
        "hard",
        "l298n pwm-ing two motors and an mcp3008 on the same 5v bank. will the mcp3008 readings stay within 1 lsb with "
        "that switching noise on the supply?",
        ["L298N", "MCP3008"],
        "insufficient_evidence",
        "MCP3008 gives no power-supply rejection figure; L298N gives no supply noise amplitude.",
        "casual",
    ),
    (
        "rq55-e03",
        "hard",
        "wearable badge: inmp441 mic right next to a tmp36. does the mic's self heating throw off the tmp36 reading?",
        ["INMP441", "TMP36"],
        "insufficient_evidence",
        "INMP441 gives current (1.4 mA) but no thermal data; coupling to the TMP36 is not specified.",
        "casual",
    ),
    (
        "rq55-e04",
        "hard",
        "greenhouse fan on pwm through an irlz44n, dht22 on a 10m cable sharing ground. will the pwm noise corrupt the "
        "dht22 data?",
        ["IRLZ44N", "DHT22"],
        "insufficient_evidence",
        "Neither sheet quantifies switching noise coupling or DHT22 bus noise immunity.",
        "casual",
    ),
    (
        "rq55-e05",
        "hard",
        "Would the magnetic field around an ACS712 carrying 20 A degrade the DS3231 timekeeping accuracy if the two "
        "boards are mounted 2 cm apart?",
        ["ACS712", "DS3231"],
        "insufficient_evidence",
        "DS3231 gives no magnetic-field sensitivity; ACS712 gives no external field figure.",
        "formal",
    ),
    (
        "rq55-e06",
        "hard",
        "robot car: how far must the hmc5883l be from a 74hc595 driving 8 leds at ~15mA each so the heading error stays "
        "under 1 degree?",
        ["HMC5883L", "74HC595"],
        "insufficient_evidence",
        "No sheet gives the stray field of the LED currents or a spacing rule for the HMC5883L.",
        "casual",
    ),
    (
        "rq55-e07",
        "hard",
        "plant heater mat switched by irlz44n at 20khz pwm, pt100 read with max31865 in the same soil. does the 20khz "
        "noise mess up the max31865 readings?",
        ["IRLZ44N", "MAX31865"],
        "insufficient_evidence",
        "MAX31865 specifies 50/60 Hz rejection only; nothing about 20 kHz coupling.",
        "casual",
    ),
    (
        "rq55-e08",
        "hard",
        "Can the coil switching of an SRD-05VDC relay on the same supply corrupt page programs on a W25Q64FV in a "
        "watering controller?",
        ["SRD-05VDC-SL-C", "W25Q64FV"],
        "insufficient_evidence",
        "Relay sheet gives no coil transient; W25Q64FV gives no supply-transient immunity.",
        "formal",
    ),
    (
        "rq55-e09",
        "hard",
        "outdoor station at -10C: dht11 + acs712 for the solar panel current. both rated for that cold?",
        ["DHT11", "ACS712"],
        "insufficient_evidence",
        "ACS712 E range -40..85 C is fine, but the DHT11 sheet states no operating temperature range.",
        "casual",
    ),
    (
        "rq55-e10",
        "hard",
        "mq-2 gas sensor heater sitting 1cm from my max31855 board. will the cold-junction compensation still be right?",
        ["MQ-2", "MAX31855"],
        "insufficient_evidence",
        "Neither sheet gives the heat gradient or its effect on cold-junction error.",
        "casual",
    ),
    (
        "rq55-e11",
        "hard",
        "In a wearable recorder, does VL53L0X ranging current on the shared 3.3 V rail produce audible noise in INMP441 "
        "recordings?",
        ["VL53L0X", "INMP441"],
        "insufficient_evidence",
        "VL53L0X gives no current pulse shape; INMP441 PSR is given for a 217 Hz square wave only.",
        "formal",
    ),
    (
        "rq55-e12",
        "hard",
        "air box: ccs811 (it has a hot plate inside) next to a tmp36 on a tiny pcb. how many degrees will the tmp36 read "
        "high?",
        ["CCS811", "TMP36"],
        "insufficient_evidence",
        "CCS811 gives power per mode but no board heating; no coupling data in either sheet.",
        "casual",
    ),
]
for row in C:
    cid, diff, text, devs, verdict, note, wording = row[:7]
    lang = row[7] if len(row) > 7 else "en"
    compat(cid, diff, text, devs, verdict, note, wording, lang)


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "questions.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q), "questions written")
