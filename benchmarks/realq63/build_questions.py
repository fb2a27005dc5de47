"""realq63: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: beginner questions about powering and connecting parts: battery packs (AA, 18650, coin cells, USB power
banks) feeding boards and sensors, current draw in sleep vs active, run-time figures the sheets may or may not
state, 5 V vs 3.3 V parts.

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


# Supply ranges quoted by the compatibility questions (evidence only; the items repeat the numbers).
NRF_VDD = ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")
SI_VDD = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")
PCF_VDD = ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V")
MAX44_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
W25_VCC = ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply")
MCP4725_VDD = ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V")
MCP2515_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
MCP3008_VDD = ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V")
MAX7219_VP = ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")
MQ3_VH = ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1")
MQ2_VH = ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC")
MQ2_PH = ev("mq-2.pdf", 3, "Heater consumption PH ≤950mW")
ACS_VCC = ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V")
DHT11_VDD = ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V")
DHT22_VDD = ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V")
MAX31865_VDD = ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")
VL53_AVDD = ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V")
TPS_VIN = ev("tps63020.pdf", 5, "Supply voltage at VIN, VINA 1.8 5.5 V")
TPS21_VOUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
DRV_VM = ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")
INMP_VDD = ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V")
ADS_VDD = ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V")
TMP36_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
INA3221_VS = ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V")
INA219_VS = ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V")
LM35_VS = ev("lm35.pdf", 1, "Operates from 4 to 30 V")
BH_VCC = ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")
BH_VMAX = ev("bh1750.pdf", 1, "Supply Voltage Vmax 4.5 V")

# ---------- factual, answerable (rq63-fNN)
add(
    "rq63-f01",
    "medium",
    "simple",
    "ina219 on the + lead of my 12 V battery pack. besides the chip's own supply, how much current does the IN+ pin "
    "itself pull from the battery while it's measuring (active mode)?",
    ["INA219"],
    None,
    [it("INA219", "supply_current", "uA", typ=20, cond="IN+ pin input bias current, active mode")],
    [ev("ina219.pdf", 5, "IN+ pin input bias current Active mode 20 20 μA")],
    "20 uA typ (INA219A and B columns); look-alikes: IN- pin 20 || 320 kOhm, IN+ leakage in power-down 0.1 / 0.5 uA "
    "(asked in rq44), quiescent current 0.7 / 1 mA, power-down 6 / 15 uA. Filed as supply_current (no field for a "
    "pin bias current; the power-down leakage was filed as standby_current before).",
)
add(
    "rq63-f02",
    "medium",
    "simple",
    "logging to a w25q64 flash from a coin cell. the front page brags about low active current - what typical active "
    "current does it give?",
    ["W25Q64FV"],
    None,
    [it("W25Q64FV", "supply_current", "mA", typ=4, cond="active current, typical (features list)")],
    [ev("w25q64.pdf", 5, "4mA active current, <1µA Power-down (typ.)")],
    "4 mA typ from the features list; look-alikes: ICC3 read 15 / 18 / 20 mA max at 50 / 80 / 104 MHz, ICC5 page "
    "program 20 / 25 mA, ICC1 standby 10 / 50 uA, ICC2 power-down 1 / 25 uA (the same line's <1 uA).",
)
add(
    "rq63-f03",
    "hard",
    "simple",
    "max31855 on a lipo through a small ldo. when the rail ramps up (or sags), at what VCC does its power-on reset "
    "threshold sit?",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "supply_voltage",
            "V",
            typ=2,
            mx=2.5,
            cond="VPOR power-on reset voltage threshold (note 3)",
        )
    ],
    [ev("max31855.pdf", 2, "VPOR (Note 3) 2 2.5 V")],
    "VPOR 2 V typ, 2.5 V max; look-alikes: power-on reset hysteresis 0.2 V, VCC 3.0 / 3.3 / 3.6 V, absolute maximum "
    "4.0 V, ICC 900 / 1500 uA.",
)
add(
    "rq63-f04",
    "hard",
    "simple",
    "In the MAX7219 power-dissipation example (V+ = 5.25 V, ISEG = 40 mA, 8 digits, duty cycle 31/32, LED forward "
    "voltage 1.8 V), what package power dissipation does the datasheet calculate?",
    ["MAX7219"],
    None,
    [
        it(
            "MAX7219",
            "power_consumption",
            "W",
            value=1.11,
            cond="worked example PD = (5.25 V x 8 mA) + (5.25 V - 1.8 V)(31/32 x 40 mA x 8)",
        )
    ],
    [ev("max7219.pdf", 11, "40mA x 8) = 1.11W")],
    "1.11 W (worked example); look-alikes: continuous power dissipation ratings of the packages (e.g. 941 mW wide SO, "
    "asked before), 8 mA V+ current term, 330 mA operating current.",
    wording="formal",
)
add(
    "rq63-f05",
    "hard",
    "simple",
    "want -12V from a 5V usb power bank using the lm2596-adj inverting buck-boost circuit from the datasheet, only a "
    "light load. roughly what minimum input voltage does that circuit need at light loads?",
    ["LM2596"],
    None,
    [
        it(
            "LM2596",
            "supply_voltage",
            "V",
            mn=4.7,
            cond="inverting buck-boost application (Figure 23), lighter loads, 'approximately'",
        )
    ],
    [ev("lm2596.pdf", 18, "to approximately 4.7 V")],
    "About 4.7 V at lighter loads; look-alikes: 0.7 A output at 12 V input or higher, +28 V maximum input in this "
    "topology, 40 V regulator limit, 4.5..40 V buck input. rq55-u08 asked the output current from 5 V (not stated).",
)
add(
    "rq63-f06",
    "hard",
    "simple",
    "si7021 on a cr2032 that is getting flat, the VDDS bit now reads 'VDD low'. below what supply voltage does the "
    "chip actually stop working correctly?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "supply_voltage",
            "V",
            mn=1.8,
            cond="below 1.8 V the device no longer operates correctly (VDDS flags 1.8..1.9 V)",
        )
    ],
    [ev("si7021.pdf", 26, "between 1.8 V and 1.9 V. If the VDD drops below 1.8 V, the")],
    "1.8 V (User Register 1, VDDS); look-alike: minimum recommended operating voltage 1.9 V (the VDD row, asked many "
    "times), 3.6 V maximum.",
)
add(
    "rq63-f07",
    "medium",
    "simple",
    "Mon BH1750 est alimenté par des piles à travers un transistor de coupure. En combien de temps au maximum la "
    "tension VCC doit-elle monter de 0 à 2,4 V à la mise sous tension ?",
    ["BH1750"],
    None,
    [it("BH1750", "response_time", "us", mx=100, cond="VCC rise time 0 -> 2.4 V at power-up")],
    [
        ev(
            "bh1750.pdf",
            9,
            "The rise time to 0→2.4V of VCC must use the power supply of 100µs or less.",
        )
    ],
    "100 us or less; look-alikes: 25 ms or more before power-supply reclosing (asked in rq61), 1 us DVI reset "
    "period, 180 ms / 24 ms measurement times.",
    wording="formal",
    lang="fr",
)
add(
    "rq63-f08",
    "hard",
    "simple",
    "According to the MCP2515 revision history, to what value was the typical Sleep-mode standby current on the front "
    "page changed?",
    ["MCP2515"],
    None,
    [
        it(
            "MCP2515",
            "standby_current",
            "uA",
            typ=1,
            cond="standby current (typical), Sleep mode, front page bullet",
        )
    ],
    [ev("mcp2515.pdf", 89, "mode) changed from 10 μA to 1 μA.")],
    "1 uA typ (Revision B changed it from 10 uA); look-alikes: IDDS 5 uA max (-40..+85 C) and 8 uA max (-40..+125 C), "
    "5 mA active current, IDD 10 mA max.",
    wording="formal",
)
add(
    "rq63-f09",
    "hard",
    "simple",
    "vl53l0x on a 1.8v i2c bus (1V8 mode, pull-ups changed). how much extra SW standby current does that cost "
    "compared with the 2V8 figure?",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "standby_current",
            "uA",
            value=0.6,
            cond="increase of SW STANDBY consumption in standard (1V8) mode, note 2 of Table 9",
        )
    ],
    [ev("vl53l0x.pdf", 23, "SW STANDBY consumption is increased by +0.6uA")],
    "+0.6 uA (note 2); look-alikes: SW standby 4 / 6 / 9 uA (2V8 mode), HW standby 3 / 5 / 7 uA, 16 uA between timed "
    "measurements, 19 mA active ranging.",
)
add(
    "rq63-f10",
    "medium",
    "simple",
    "several ds18b20 on a long 1-wire line, each with its own VDD from the AA pack. when DQ idles high, how much "
    "current flows into each sensor's DQ pin?",
    ["DS18B20"],
    None,
    [
        it(
            "DS18B20",
            "standby_current",
            "uA",
            typ=5,
            cond="IDQ DQ input current, DQ line high (high-Z), note 10",
        )
    ],
    [ev("ds18b20.pdf", 2, "DQ Input Current IDQ (Note 10) 5 µA")],
    "IDQ 5 uA typ; look-alikes: IDDS standby 750 / 1000 nA (3 uA at +125 C), IDD active 1 / 1.5 mA, 1.5 mA during "
    "conversions in parasite mode. Filed as standby_current (no field for a pin input current).",
)
add(
    "rq63-f11",
    "hard",
    "simple",
    "To save power, the MAX31865 bias is switched off between one-shot conversions. After VBIAS is enabled, how long "
    "must the host wait before starting the conversion, in addition to 10.5 time constants of the input RC network?",
    ["MAX31865"],
    None,
    [
        it(
            "MAX31865",
            "warm_up_time",
            "ms",
            mn=1,
            cond="additional wait after enabling VBIAS before a 1-shot conversion (besides 10.5 input RC time constants)",
        )
    ],
    [ev("max31865.pdf", 13, "1ms before initiating the conversion")],
    "An additional 1 ms; look-alikes: bias voltage startup time 10 ms max (table), one-shot conversion 52 ms (60 Hz) / "
    "62.5 ms (50 Hz), fault detection cycle 550 / 600 us.",
    wording="formal",
)
add(
    "rq63-f12",
    "medium",
    "simple",
    "battery nrf24l01+ streamer: i keep CE high so it stays in TX mode and sends continuously. how long at most may it "
    "stay in TX mode in one go?",
    ["nRF24L01+"],
    None,
    [it("nRF24L01+", "response_time", "ms", mx=4, cond="maximum time in TX mode at a time")],
    [ev("nrf24l01p.pdf", 23, "never to keep the nRF24L01+ in TX mode for more than 4ms at a time")],
    "4 ms; look-alikes: 130 us PLL settling, 10 us minimum CE pulse, 1.5 ms power-down to standby, Tpece2csn 4 us.",
)
add(
    "rq63-f13",
    "hard",
    "simple",
    "2xAA -> tps63021 -> sensor board. as the cells die, at what voltage on VINA does the undervoltage lockout shut "
    "the converter off?",
    ["TPS63021"],
    None,
    [
        it(
            "TPS63021",
            "supply_voltage",
            "V",
            mn=1.4,
            typ=1.5,
            mx=1.6,
            cond="under voltage lockout threshold, VINA voltage decreasing",
        )
    ],
    [
        ev(
            "tps63020.pdf",
            6,
            "Under voltage lockout threshold VINA voltage decreasing 1.4 1.5 1.6 V",
        )
    ],
    "UVLO 1.4 / 1.5 / 1.6 V (falling); look-alikes: minimum input voltage for start-up 1.5 / 1.8 / 1.9 V (0..85 C) "
    "and 2.0 V max over temperature, recommended input 1.8..5.5 V, UVLO hysteresis 200 mV.",
)
add(
    "rq63-f14",
    "hard",
    "simple",
    "A USB power bank feeding an MCP73831 sags under load. Below which VDD does the MCP73831 undervoltage lockout "
    "stop charging (stop threshold, VDD falling)?",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "supply_voltage",
            "V",
            mn=3.2,
            typ=3.38,
            mx=3.5,
            cond="UVLO stop threshold VSTOP, VDD high-to-low",
        )
    ],
    [ev("mcp73831.pdf", 3, "UVLO Stop Threshold VSTOP 3.2 3.38 3.5 V VDD High-to-Low")],
    "VSTOP 3.2 / 3.38 / 3.5 V; look-alikes: VSTART 3.3 / 3.45 / 3.6 V (rising), supply range 3.75..6 V, automatic "
    "power-down entry VBAT + 20 / 50 mV.",
    wording="formal",
)
add(
    "rq63-f15",
    "medium",
    "simple",
    "ds3231 with a cr2032 backup: at what VCC does it decide main power has failed (power-fail voltage), so it can "
    "move over to the coin cell?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "supply_voltage",
            "V",
            mn=2.45,
            typ=2.575,
            mx=2.70,
            cond="VPF power-fail voltage (switch to VBAT also needs VCC < VBAT)",
        )
    ],
    [ev("ds3231.pdf", 2, "Power-Fail Voltage VPF 2.45 2.575 2.70 V")],
    "VPF 2.45 / 2.575 / 2.70 V; look-alikes: VCC 2.3 / 3.3 / 5.5 V, VBAT 2.3 / 3.0 / 5.5 V, the revision note "
    "(VPF min changed from 2.35 V to 2.45 V).",
)
add(
    "rq63-f16",
    "medium",
    "simple",
    "tp4056 fed from a cheap power bank that sags. above what VCC does the charger come out of undervoltage lockout "
    "(VCC rising)?",
    ["TP4056"],
    None,
    [
        it(
            "TP4056",
            "supply_voltage",
            "V",
            mn=3.5,
            typ=3.7,
            mx=3.9,
            cond="VUV VCC UVLO voltage, VCC from low to high",
        )
    ],
    [ev("tp4056.pdf", 5, "VCC UVLO Voltage VCC from low to high 3.5 3.7 3.9 V")],
    "VUV 3.5 / 3.7 / 3.9 V; look-alikes: UVLO hysteresis 150 / 200 / 300 mV, VCC 4.0 / 5 / 8.0 V, the state diagram's "
    "'VUVLO(3.6V)', trickle threshold 2.8 / 2.9 / 3.0 V, VCC - VBAT lockout 60 / 100 / 140 mV.",
)

# ---------- factual, insufficient evidence (rq63-uNN)
add(
    "rq63-u01",
    "medium",
    "simple",
    "nrf24l01+ straight on 2xAA that are down to about 1.9 V. what's the standby-II current at that voltage?",
    ["nRF24L01+"],
    "insufficient_evidence",
    [],
    [],
    "Table 4 gives IVDD_ST2 320 uA only under VDD = +3 V; no value at 1.9 V.",
)
add(
    "rq63-u02",
    "hard",
    "simple",
    "What timekeeping battery current (IBATT) does the DS3231 draw from a VBAT of exactly 3.0 V, i.e. a fresh CR2032?",
    ["DS3231"],
    "insufficient_evidence",
    [],
    [],
    "IBATT is given for VBAT = 3.63 V (0.84 / 3.0 uA) and 5.5 V (1.0 / 3.5 uA) only; the 'VBAT = 3.0 V' typical "
    "condition belongs to the VCC-active table. The IBAT-vs-VBAT curve has no numbers in the text.",
    wording="formal",
)
add(
    "rq63-u03",
    "hard",
    "simple",
    "lm2596 module switched off with the ON/OFF pin, running from a 12 V lead-acid battery. how much standby current "
    "does it pull at 12 V in?",
    ["LM2596"],
    "insufficient_evidence",
    [],
    [],
    "Istby 80 / 200 (250) uA is specified with Vin = 40 V (note 6); no figure for 12 V.",
)
add(
    "rq63-u04",
    "medium",
    "simple",
    "inmp441 in power-down mode at 3.3 V: what's the TYPICAL current? (not the max)",
    ["INMP441"],
    "insufficient_evidence",
    [],
    [],
    "Power Down is given only as a maximum (4.5 uA at 3.3 V, 2 uA at 1.8 V); no typical value.",
)
add(
    "rq63-u05",
    "medium",
    "simple",
    "What power-down current does the BH1750 draw when VCC is 2.4 V?",
    ["BH1750"],
    "insufficient_evidence",
    [],
    [],
    "Icc2 0.01 / 1.0 uA is specified at VCC = 3.0 V only; 2.4 V is just the bottom of the operating range.",
    wording="formal",
)
add(
    "rq63-u06",
    "medium",
    "simple",
    "whats the power-down current of the W25Q64FW, the 1.8 V version? want to run it straight off my 1.8 V rail",
    ["W25Q64FV"],
    "insufficient_evidence",
    [],
    [],
    "The sheet covers the W25Q64FV (2.7..3.6 V); ICC2 1 / 25 uA is for that version, the FW is not described.",
)
add(
    "rq63-u07",
    "hard",
    "simple",
    "What average switch current limit does the TPS63021 guarantee when its input has sagged to VIN = 2.0 V?",
    ["TPS63021"],
    "insufficient_evidence",
    [],
    [],
    "ISW 3500 / 4000 / 4500 mA is specified at VIN = VINA = 3.6 V; the text only says the limit is reduced below "
    "2.3 V, without a number.",
    wording="formal",
)
add(
    "rq63-u08",
    "medium",
    "simple",
    "What HW standby current does the VL53L0X draw when AVDD is 3.3 V rather than the nominal 2.8 V?",
    ["VL53L0X"],
    "insufficient_evidence",
    [],
    [],
    "Table 9 values (HW standby 3 / 5 / 7 uA) are at nominal 2.8 V and 23 C; nothing at 3.3 V.",
    wording="formal",
)
add(
    "rq63-u09",
    "hard",
    "simple",
    "Wie hoch ist der Shutdown-Versorgungsstrom des MAX7219 bei +85 °C?",
    ["MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "Shutdown supply current 150 uA is specified at TA = +25 C only.",
    wording="formal",
    lang="de",
)

# ---------- compatibility: compatible (rq63-cNN)
add(
    "rq63-c01",
    "medium",
    "compatibility",
    "clock project running off a usb power bank (meter says 4.95-5.05 V): max7219 8x8 matrix plus an mcp4725 dac for "
    "a little analog gauge, both straight on the bank's 5 V. ok for both chips?",
    ["MAX7219", "MCP4725"],
    "compatible",
    [
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating"),
    ],
    [MAX7219_VP, MCP4725_VDD],
    "4.95..5.05 V lies inside 4.0..5.5 V and 2.7..5.5 V. Bank current capacity is not part of the question.",
)
add(
    "rq63-c02",
    "medium",
    "compatibility",
    "breathalyser gadget on a power bank, measured 5.02-5.06 V under load. mq-3 heater and an mcp2515 can module "
    "both on that 5 V - fine?",
    ["MQ-3", "MCP2515"],
    "compatible",
    [
        it("MQ-3", "supply_voltage", "V", value=5, cond="VH heating voltage 5 V +-0.1 V"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [MQ3_VH, MCP2515_VDD],
    "5.02..5.06 V is within 5 V +-0.1 V and within 2.7..5.5 V.",
)
add(
    "rq63-c03",
    "hard",
    "compatibility",
    "gas + distance alarm on a 5V 1A power bank (reads 5.00 V). hc-sr04 and an mq-2 module with its heater on all the "
    "time. can the bank's 1 A cover both, voltage ok?",
    ["HC-SR04", "MQ-2"],
    "compatible",
    [
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC 5 V"),
        it("HC-SR04", "supply_current", "mA", typ=15, cond="working current"),
        it("MQ-2", "supply_voltage", "V", value=5.0, cond="VH heater voltage 5.0 V +-0.1 V"),
        it("MQ-2", "power_consumption", "mW", mx=950, cond="PH heater consumption"),
    ],
    [
        ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
        ev("hc-sr04.pdf", 1, "Working Current 15mA"),
        MQ2_VH,
        MQ2_PH,
    ],
    "Heater <= 950 mW is <= 190 mA at 5 V; with 15 mA for the HC-SR04 the total stays far below 1 A; 5.00 V fits both.",
)
add(
    "rq63-c04",
    "medium",
    "compatibility",
    "A current logger is supplied from a USB power bank whose output stays between 4.9 V and 5.1 V. The ACS712 and a "
    "PCF8563 RTC (I2C active) are both connected directly to this supply. Are both devices within their operating "
    "supply ranges?",
    ["ACS712", "PCF8563"],
    "compatible",
    [
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD, interface active"),
    ],
    [ACS_VCC, PCF_VDD],
    "4.9..5.1 V is inside 4.5..5.5 V (ACS712) and 1.8..5.5 V (PCF8563 with the interface active).",
    wording="formal",
)
add(
    "rq63-c05",
    "hard",
    "compatibility",
    "weather box on 3 AA alkalines, fresh they measure 4.6 V and i swap them when they hit 3.6 V. dht11 and an "
    "mcp3008 both run straight off the pack. any problem over that range?",
    ["DHT11", "MCP3008"],
    "compatible",
    [
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating"),
    ],
    [DHT11_VDD, MCP3008_VDD],
    "3.6..4.6 V is inside 3.5..5.5 V (DHT11) and 2.7..5.5 V (MCP3008); the swap point keeps the DHT11 above 3.5 V.",
)
add(
    "rq63-c06",
    "hard",
    "compatibility",
    "A probe is powered by two AA cells (3.2 V fresh, 2.0 V at end of life) through a TPS63021 fixed 3.3 V "
    "buck-boost converter, which supplies a MAX31865 RTD converter and a VL53L0X distance sensor. Are the converter "
    "input and both sensor supplies within their specified ranges over the whole battery life?",
    ["TPS63021", "MAX31865", "VL53L0X"],
    "compatible",
    [
        it("TPS63021", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VIN, VINA"),
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
    ],
    [TPS_VIN, TPS21_VOUT, MAX31865_VDD, VL53_AVDD],
    "2.0..3.2 V is inside 1.8..5.5 V; 3.267..3.333 V fits 3.0..3.6 V and 2.6..3.5 V.",
    wording="formal",
)
add(
    "rq63-c07",
    "hard",
    "compatibility",
    "little rover on one 18650 (4.2 V full, cut-off 3.0 V). drv8833 VM straight on the cell, and a w25q64 flash for "
    "logs on a tps63021 3.3 V buck-boost from the same cell. all within spec?",
    ["DRV8833", "W25Q64FV", "TPS63021"],
    "compatible",
    [
        it(
            "DRV8833",
            "load_supply_voltage",
            "V",
            mn=2.7,
            mx=10.8,
            cond="VM motor power supply voltage range",
        ),
        it("TPS63021", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VIN, VINA"),
        it("TPS63021", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="fixed output"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"),
    ],
    [DRV_VM, TPS_VIN, TPS21_VOUT, W25_VCC],
    "3.0..4.2 V fits VM 2.7..10.8 V and VIN 1.8..5.5 V; 3.267..3.333 V fits the flash's 2.7..3.6 V. (RDS(on) rises "
    "below VM = 5 V, which does not make it out of spec.)",
)
add(
    "rq63-c08",
    "hard",
    "compatibility",
    "2xAA node, no regulator (3.2 V fresh down to 2.0 V). si7021 on the battery, and a pc817 whose LED i drive from "
    "the mcu pin at ~10 mA with a resistor. does the si7021 stay in range, and is there still headroom for the pc817 "
    "LED at 2.0 V?",
    ["Si7021", "PC817"],
    "compatible",
    [it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD")],
    [SI_VDD, ev("pc817.pdf", 4, "Forward voltage VF IF=20mA − 1.2 1.4 V")],
    "2.0..3.2 V fits 1.9..3.6 V; the PC817 LED needs at most 1.4 V even at 20 mA, so 2.0 V leaves room for the "
    "series resistor at 10 mA (forward voltage has no field, evidence only).",
)
add(
    "rq63-c09",
    "medium",
    "compatibility",
    "A sensor node runs directly from two AA cells (3.2 V fresh, 2.0 V depleted) with no regulator: an nRF24L01+ "
    "radio, an Si7021 humidity sensor and a PCF8563 RTC with its I2C interface in use. Do all three stay within their "
    "supply ranges over the battery life?",
    ["nRF24L01+", "Si7021", "PCF8563"],
    "compatible",
    [
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD, interface active"),
    ],
    [NRF_VDD, SI_VDD, PCF_VDD],
    "2.0..3.2 V is inside 1.9..3.6 V, 1.9..3.6 V and 1.8..5.5 V.",
    wording="formal",
)
add(
    "rq63-c10",
    "hard",
    "compatibility",
    "coin cell build: cr2032 (3.0 V new, i call it dead at 2.0 V) straight into a max44009 light sensor, an si7021 "
    "and a pcf8563 that i talk to over i2c. voltage-wise ok for all three the whole way down?",
    ["MAX44009", "Si7021", "PCF8563"],
    "compatible",
    [
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD, interface active"),
    ],
    [MAX44_VCC, SI_VDD, PCF_VDD],
    "2.0..3.0 V fits 1.7..3.6 V, 1.9..3.6 V and 1.8..5.5 V. Coin-cell pulse capability is not asked.",
)
add(
    "rq63-c11",
    "medium",
    "compatibility",
    "one bare 18650 (4.2 V charged, 3.0 V cut-off) powering an ads1115, an mcp3008 and a tmp36 directly. any of them "
    "out of range?",
    ["ADS1115", "MCP3008", "TMP36"],
    "compatible",
    [
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="power-supply voltage"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS supply range"),
    ],
    [ADS_VDD, MCP3008_VDD, TMP36_VS],
    "3.0..4.2 V is inside 2.0..5.5 V, 2.7..5.5 V and 2.7..5.5 V.",
)
add(
    "rq63-c12",
    "medium",
    "compatibility",
    "A CAN node is powered from three AA cells (4.8 V fresh, 3.0 V at end of life) without a regulator; the pack "
    "feeds an MCP2515 CAN controller and an MCP4725 DAC. Are both within their supply ranges over the battery life?",
    ["MCP2515", "MCP4725"],
    "compatible",
    [
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating"),
    ],
    [MCP2515_VDD, MCP4725_VDD],
    "3.0..4.8 V is inside 2.7..5.5 V for both.",
    wording="formal",
)

# ---------- compatibility: incompatible (rq63-iNN)
add(
    "rq63-i01",
    "hard",
    "compatibility",
    "light logger on a cr2032 (3.0 V new, runs till 2.0 V): max44009 plus a w25q64 flash to store the readings, both "
    "on the coin cell directly. works till the end?",
    ["MAX44009", "W25Q64FV"],
    "incompatible",
    [
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"),
    ],
    [MAX44_VCC, W25_VCC],
    "The MAX44009 is fine, but the W25Q64FV needs at least 2.7 V; below 2.7 V of the cell it is out of spec.",
)
add(
    "rq63-i02",
    "medium",
    "compatibility",
    "i2s mic + dac toy on 2xAA with no regulator (3.2 V down to 2.0 V): inmp441 and an mcp4725. both ok the whole way?",
    ["INMP441", "MCP4725"],
    "incompatible",
    [
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating"),
    ],
    [INMP_VDD, MCP4725_VDD],
    "INMP441 fine (1.62..3.63 V); the MCP4725 needs 2.7 V and drops out of spec in the lower part of the range.",
)
add(
    "rq63-i03",
    "hard",
    "compatibility",
    "greenhouse logger on a bare 18650 with a 3.0 V cut-off board: dht22 and an ina3221 both straight on the cell. "
    "fine till cut-off?",
    ["DHT22", "INA3221"],
    "incompatible",
    [
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="supply voltage"),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VS"),
    ],
    [DHT22_VDD, INA3221_VS],
    "INA3221 is fine down to 2.7 V, but the DHT22 needs 3.3 V; 3.0..3.3 V of the cell is below its range.",
)
add(
    "rq63-i04",
    "medium",
    "compatibility",
    "A 1S LiPo (3.0 V to 4.2 V) directly supplies an LM35 temperature sensor and a MAX31865 RTD converter, without any "
    "regulator. Is this supply suitable for both parts?",
    ["LM35", "MAX31865"],
    "incompatible",
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
    ],
    [LM35_VS, MAX31865_VDD],
    "The LM35 needs at least 4 V (fails below 4 V of the cell) and the MAX31865 allows at most 3.6 V (fails above).",
    wording="formal",
)
add(
    "rq63-i05",
    "hard",
    "compatibility",
    "3xAA pack (4.8 V fresh, 3.0 V flat) powering a max31865 board and a tmp36 directly, no regulator. ok?",
    ["MAX31865", "TMP36"],
    "incompatible",
    [
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
    ],
    [MAX31865_VDD, TMP36_VS],
    "TMP36 fine; the MAX31865 VDD is 3.0..3.6 V, a fresh pack (up to 4.8 V) exceeds it (absolute maximum 4.0 V).",
)
add(
    "rq63-i06",
    "medium",
    "compatibility",
    "2 AA cells, no regulator (3.2 V down to 2.0 V), running a dht11 and an ina219 current monitor. good idea?",
    ["DHT11", "INA219"],
    "incompatible",
    [
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC"),
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="operating supply range"),
    ],
    [DHT11_VDD, INA219_VS],
    "The DHT11 needs 3.5 V (never reached) and the INA219 3.0 V (lost after the first part of the discharge).",
)
add(
    "rq63-i07",
    "hard",
    "compatibility",
    "toy car on 4 AA alkalines (6.4 V fresh, 4.0 V flat). drv8833 VM on the pack is fine i think, and i put the dht11 "
    "on the same pack too. both ok?",
    ["DRV8833", "DHT11"],
    "incompatible",
    [
        it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM"),
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply DC"),
    ],
    [DRV_VM, DHT11_VDD],
    "DRV8833 VM 2.7..10.8 V is fine, but the DHT11 allows at most 5.5 V and a fresh pack gives 6.4 V.",
)
add(
    "rq63-i08",
    "medium",
    "compatibility",
    "portable gas sniffer: one 18650 (3.0-4.2 V) powering everything directly - mq-2 heater and an nrf24l01+ to send "
    "the alarm. will that work?",
    ["MQ-2", "nRF24L01+"],
    "incompatible",
    [
        it("MQ-2", "supply_voltage", "V", value=5.0, cond="VH heater voltage 5.0 V +-0.1 V"),
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
    ],
    [MQ2_VH, NRF_VDD],
    "The MQ-2 heater wants 5.0 V +-0.1 V (never reached) and the nRF24L01+ allows at most 3.6 V (exceeded above 3.6 V).",
)
add(
    "rq63-i09",
    "medium",
    "compatibility",
    "A 1S LiPo cell (3.0 V to 4.2 V) is connected directly to the VCC of an ACS712 current sensor and to an MCP2515 CAN "
    "controller. Are both devices within their supply specifications?",
    ["ACS712", "MCP2515"],
    "incompatible",
    [
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [ACS_VCC, MCP2515_VDD],
    "MCP2515 fine; the ACS712 needs 4.5..5.5 V, the cell never reaches 4.5 V.",
    wording="formal",
)
add(
    "rq63-i10",
    "medium",
    "compatibility",
    "breathalyser on a usb power bank: mq-3 heater on the 5 V, and i also hooked the bh1750 module's VCC to the same "
    "5 V line (bare chip board, no regulator). ok?",
    ["MQ-3", "BH1750"],
    "incompatible",
    [
        it("MQ-3", "supply_voltage", "V", value=5, cond="VH heating voltage 5 V +-0.1 V"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it("BH1750", "abs_max_supply_voltage", "V", mx=4.5, cond="Vmax"),
    ],
    [MQ3_VH, BH_VCC, BH_VMAX],
    "5 V suits the MQ-3 heater but exceeds the BH1750's 3.6 V operating maximum and even its 4.5 V absolute maximum.",
)
add(
    "rq63-i11",
    "hard",
    "compatibility",
    "alcohol alarm on 4 fresh AA cells (6.4 V, about 4.4 V near the end). mq-3 heater straight on the pack, alarm "
    "signal out through a pc817. is the heater supply ok?",
    ["MQ-3", "PC817"],
    "incompatible",
    [it("MQ-3", "supply_voltage", "V", value=5, cond="VH heating voltage 5 V +-0.1 V")],
    [MQ3_VH],
    "The heater needs 5 V +-0.1 V; 6.4..4.4 V only passes through that window. The PC817 plays no part in the verdict.",
)
add(
    "rq63-i12",
    "medium",
    "compatibility",
    "An INA219 is supplied directly from a CR2032 cell (3.0 V new, 2.0 V at end of life); its alert output is isolated "
    "by a PC817. Is the INA219 supply within specification over the cell's life?",
    ["INA219", "PC817"],
    "incompatible",
    [it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="operating supply range")],
    [INA219_VS],
    "The INA219 needs 3.0..5.5 V; the cell is at most 3.0 V and falls to 2.0 V. The PC817 is context.",
    wording="formal",
)

# ---------- compatibility: insufficient evidence (rq63-eNN)
add(
    "rq63-e01",
    "medium",
    "compatibility",
    "max44009 + mcp3008 on my board's 3.3 V LDO, fed by 3xAA. reading once a minute, how many months will the AAs "
    "last?",
    ["MAX44009", "MCP3008"],
    "insufficient_evidence",
    [],
    [],
    "Needs the cells' capacity, the LDO's quiescent current and the MCU's draw; none is in these sheets.",
)
add(
    "rq63-e02",
    "hard",
    "compatibility",
    "gas alarm: mq-2 module on a power bank, its alarm goes through a pc817 to a 3.3 V mcu. to save current i drive "
    "the pc817 LED with only 0.5 mA; the output has a 10k pull-up to 3.3 V. will the output reliably pull low?",
    ["PC817", "MQ-2"],
    "insufficient_evidence",
    [],
    [],
    "CTR is guaranteed only at IF = 5 mA (50..600 %); the sheet warns that below IF = 1.0 mA CTR variation may "
    "increase, and gives no guaranteed value there.",
)
add(
    "rq63-e03",
    "medium",
    "compatibility",
    "robot with an l298n on 2x18650 (2600 mAh each) and a dht11 on the module's 5 V. how long will it drive before "
    "the cells are flat?",
    ["L298N", "DHT11"],
    "insufficient_evidence",
    [],
    [],
    "Run time depends on the motors' current and the cells; neither sheet gives it (the module's regulator is not in "
    "the L298 sheet either).",
)
add(
    "rq63-e04",
    "medium",
    "compatibility",
    "noise + smoke logger: esp32 board with an inmp441, plus an mq-2 on 5 V, all from a 10000 mAh power bank. how many "
    "hours will it run?",
    ["INMP441", "MQ-2"],
    "insufficient_evidence",
    [],
    [],
    "Heater <= 950 mW and INMP441 currents are given, but bank capacity at 5 V, conversion losses and the board's draw "
    "are not.",
)
add(
    "rq63-e05",
    "hard",
    "compatibility",
    "esp32-wroom-32 in deep sleep, waking every 10 min to read a bh1750, on one 3000 mAh 18650 recharged by a tp4056. "
    "how many weeks between charges?",
    ["ESP32-WROOM-32", "BH1750", "TP4056"],
    "insufficient_evidence",
    [],
    [],
    "The module sheet gives no deep-sleep current (it refers to the ESP32 Datasheet for low-power management) and no "
    "wake-up energy; battery data are absent.",
)
add(
    "rq63-e06",
    "hard",
    "compatibility",
    "kitchen scale: hx711 (power-down between readings) + ds18b20 on a 1000 mAh lipo charged by an mcp73831. how long "
    "between charges if it weighs once a minute?",
    ["HX711", "DS18B20", "MCP73831"],
    "insufficient_evidence",
    [],
    [],
    "HX711 < 1.5 mA / < 1 uA and DS18B20 currents are given, but the load cell, the MCU, the regulator and the "
    "duty cycle are not.",
)
add(
    "rq63-e07",
    "hard",
    "compatibility",
    "esp32 + dht22 + tmp36 on a usb power bank, esp32 deep-sleeps 10 min between readings. will the power bank switch "
    "itself off while it sleeps?",
    ["ESP32-WROOM-32", "DHT22", "TMP36"],
    "insufficient_evidence",
    [],
    [],
    "A power bank's low-load shut-off threshold is not in any of these sheets.",
)
add(
    "rq63-e08",
    "medium",
    "compatibility",
    "A DRV8833 drives two small N20 gear motors from four 2000 mAh NiMH AA cells, and an MCP4725 sets the speed "
    "reference. For how many minutes can the vehicle drive on one charge?",
    ["DRV8833", "MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "Motor current is not given; the DRV8833 sheet has no run-time data.",
    wording="formal",
)
add(
    "rq63-e09",
    "medium",
    "compatibility",
    "An LM35 runs from a 9 V PP3 battery and a CCS811 from a separate 3.3 V LDO on the same battery. Will the 9 V "
    "battery last a week of continuous operation?",
    ["LM35", "CCS811"],
    "insufficient_evidence",
    [],
    [],
    "Battery capacity and the LDO are not in the sheets (CCS811 mode currents are given at 1.8 V only).",
    wording="formal",
)
add(
    "rq63-e10",
    "hard",
    "compatibility",
    "An IRLZ44N switches a 2 A LED strip from a 12 V battery; its gate is driven directly by a 3.3 V ESP32 GPIO, and an "
    "INA219 monitors the strip current. Will the MOSFET's on-resistance at 3.3 V gate drive keep its dissipation "
    "acceptable?",
    ["IRLZ44N", "ESP32-WROOM-32", "INA219"],
    "insufficient_evidence",
    [],
    [],
    "RDS(on) is specified at VGS = 10 V, 5 V and 4 V only; VGS(th) is 1..2 V, so the 3.3 V value is not given.",
    wording="formal",
)
add(
    "rq63-e11",
    "hard",
    "compatibility",
    "drone-ish thing: mpu-6050 and hmc5883l behind an xc6206 3.3 V ldo, on a 300 mAh 1S lipo. how many minutes of "
    "flight do the sensors leave me, battery-wise?",
    ["MPU-6050", "HMC5883L", "XC6206"],
    "insufficient_evidence",
    [],
    [],
    "Sensor and LDO currents are given, but flight time depends on the motors and the cell; nothing in the sheets.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
