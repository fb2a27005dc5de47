"""realq64: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: one pin or one signal at a time (logic levels, drive, pull-ups, open-drain vs push-pull / tri-state,
5 V tolerance, absolute maximum on a pin) and builds that join a dev part to a dev2 part through that
signal. Terse engineer wording mixed with forum chat.

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


OD = ["open-drain"]

# ---------------------------------------------------------------- evidence used by several questions
DS3231_INT = ev(
    "ds3231.pdf",
    9,
    "Active-Low Interrupt or Square-Wave Output. This open-drain pin requires an external pullup resistor connected",
)
DS3231_32K = ev(
    "ds3231.pdf", 9, "32kHz Output. This open-drain pin requires an external pullup resistor."
)
MAX31865_DRDY = ev("max31865.pdf", 8, "Active-Low, Push-Pull, Data-Ready Output.")
MAX31865_VDD = ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")
MAX31865_VOL = ev("max31865.pdf", 3, "Output Low Voltage VOL IOUT = 1.6mA 0.4 V")
TPS21_VOUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
ESP_VDD = ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V")
ESP_VIH = ev("esp32-wroom-32.pdf", 15, "VIH High-level input voltage 0.75×VDD - VDD +0.3 V")
PC817_VCESAT = ev(
    "pc817.pdf", 4, "Collector-emitter saturation voltage VCE (sat) IF=20mA, IC=1mA − 0.1 0.2 V"
)
MCP2515_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
W25_VCC = ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply")
W25_DO_HIZ = ev(
    "w25q64.pdf",
    11,
    "When /CS is high, the device is deselected and the Serial Data Output (DO, or IO0, IO1, IO2, IO3) pins are at "
    "high impedance.",
)
BH_VCC = ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")
MAX44_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
MAX44_VOL = ev("max44009.pdf", 2, "Output Low Voltage SDA, INT VOL ISINK = 6mA 0.06 0.4")
SI_VDD = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")
PCF_VDD = ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V")
MCP4725_VDD = ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V")
ACS_VCC = ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V")
ADS_VDD = ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V")
INA3221_CRIT = ev(
    "ina3221.pdf",
    3,
    "Critical 9 Digital output Conversion-triggered critical alert; open-drain output.",
)
TMP36_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
DRV_VM = ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")

# ================================================================ factual, answerable (rq64-fNN)
add(
    "rq64-f01",
    "medium",
    "simple",
    "ds3231 INT/SQW going to the interrupt pin of my uno. does that pin drive high by itself or is it open drain "
    "(so i need a pull-up)?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "output_signal_type",
            values=OD,
            cond="INT/SQW, active-low interrupt or square-wave output",
        )
    ],
    [DS3231_INT],
    "Open-drain, external pull-up to a supply at 5.5 V or less. Look-alikes on the same page: the 32kHz pin (also "
    "open-drain), RST (open-drain with an internal 50 kOhm pull-up, no external pull-up allowed), SDA.",
)
add(
    "rq64-f02",
    "medium",
    "simple",
    "ads1115 on an i2c bus with some ringing below ground. per the electrical table, how far below GND may a logic low "
    "on SDA/SCL/ADDR go (VIL minimum)?",
    ["ADS1115"],
    None,
    [
        it(
            "ADS1115",
            "input_low_voltage",
            "V",
            mn=-0.5,
            cond="VIL lower limit GND - 0.5 V (upper limit 0.3 VDD)",
        )
    ],
    [ev("ads1115.pdf", 3, "VIL GND – 0.5 0.3VDD V")],
    "VIL runs from GND - 0.5 V to 0.3 VDD (only the absolute lower bound is scored). Look-alikes: the absolute maximum "
    "for SDA/SCL/ADDR/ALERT is -0.5 V to 5.5 V (same -0.5, other row, asked in ads1115-m1), VIH 0.7 VDD to 5.5 V, "
    "analog inputs -0.3 V to VDD + 0.3 V.",
)

add(
    "rq64-f03",
    "hard",
    "comparison",
    "Which of these two outputs needs an external pull-up resistor: the DRDY pin of the MAX31865 or the 32kHz pin of "
    "the DS3231? State the output type of each pin.",
    ["MAX31865", "DS3231"],
    None,
    [
        it(
            "MAX31865",
            "output_signal_type",
            values=["push-pull"],
            cond="DRDY, active-low data-ready output",
        ),
        it("DS3231", "output_signal_type", values=OD, cond="32kHz output"),
    ],
    [MAX31865_DRDY, DS3231_32K],
    "DRDY is push-pull (no pull-up needed); the DS3231 32kHz pin is open-drain and needs a pull-up. Look-alikes: "
    "the DS3231 INT/SQW and RST pins are open-drain too; MAX31865 SDO is a serial output with a high-Z state.",
    wording="formal",
)
add(
    "rq64-f04",
    "hard",
    "comparison",
    "Which of the two current monitors specifies the more negative minimum low-level input voltage on its digital "
    "inputs, the INA219 or the INA3221? Give the minimum VIL of each.",
    ["INA219", "INA3221"],
    None,
    [
        it(
            "INA219",
            "input_low_voltage",
            "V",
            mn=-0.3,
            cond="VIL input logic level, lower limit (upper 0.3 VS)",
        ),
        it(
            "INA3221",
            "input_low_voltage",
            "V",
            mn=-0.5,
            cond="VIL low-level input voltage, lower limit (upper 0.3 VS)",
        ),
    ],
    [
        ev("ina219.pdf", 5, "VIL input logic level –0.3 0.3 (VS) –0.3 0.3 (VS) V"),
        ev("ina3221.pdf", 5, "VIL Low-level input voltage –0.5 0.3 (VS) V"),
    ],
    "INA3221 -0.5 V vs INA219 -0.3 V (both with 0.3 x VS as the upper limit). Look-alikes: VIH 0.7 x VS to 6 V for "
    "both, the absolute maximum SDA rating (GND - 0.3) V, the 500 mV input hysteresis.",
    wording="formal",
)

add(
    "rq64-f05",
    "medium",
    "simple",
    "Is the power-good (PG) output of the TPS63021 a push-pull output or an open-drain output?",
    ["TPS63021"],
    None,
    [it("TPS63021", "output_signal_type", values=OD, cond="PG power-good output")],
    [
        ev(
            "tps63020.pdf",
            4,
            "PG 14 O Output power good (1 good, 0 failure; open-drain), can be left open",
        )
    ],
    "Open-drain (pin table; also section 7.3.4). Look-alikes: EN and PS/SYNC are inputs that must not be left open; "
    "PG output low voltage 0.04 / 0.4 V at 10 uA (asked in tps63020-c2).",
    wording="formal",
)
add(
    "rq64-f06",
    "medium",
    "simple",
    "¿La salida INT del MAX44009 es de drenador abierto o push-pull? La quiero llevar directo a un GPIO de 3,3 V.",
    ["MAX44009"],
    None,
    [it("MAX44009", "output_signal_type", values=OD, cond="INT interrupt output")],
    [ev("max44009.pdf", 12, "INT, an open-drain output, pulls low")],
    "Open-drain (Interrupt Settings text; the pin table says to use an external pull-up). Look-alikes: INT VOL 0.4 V "
    "at 6 mA, INT absolute maximum -0.3 V to VCC + 0.3 V.",
    lang="es",
)
add(
    "rq64-f07",
    "hard",
    "simple",
    "tm1637 4 digit display: the GRID (digit) outputs - push-pull or open drain? thinking of tapping a grid line for "
    "something else",
    ["TM1637"],
    None,
    [
        it(
            "TM1637",
            "output_signal_type",
            values=OD,
            cond="GRID1..GRID6 bit outputs, P-channel open drain",
        )
    ],
    [
        ev(
            "tm1637.pdf",
            2,
            "GRID6~GRID1 Output (bit) 10-15 Bit output and P-channel open drain output",
        )
    ],
    "GRID outputs are P-channel open drain; look-alike: SEG1..SEG8 are N-channel open drain (segment / key scan); DIO "
    "is the data input/output, CLK an input.",
)
add(
    "rq64-f08",
    "medium",
    "simple",
    "What kind of output stage does the DQ pin of the DS18B20 have?",
    ["DS18B20"],
    None,
    [it("DS18B20", "output_signal_type", values=OD, cond="DQ data input/output, 1-Wire")],
    [ev("ds18b20.pdf", 4, "Data Input/Output. Open-drain 1-Wire interface pin.")],
    "Open-drain 1-Wire pin (pin description); look-alikes: DQ sink current 4 mA at 0.4 V, DQ input current 5 uA, "
    "parasite power through DQ.",
    wording="formal",
)
add(
    "rq64-f09",
    "hard",
    "simple",
    "two inmp441s on one I2S data wire (L/R strapped differently). when it's not a mic's turn, what does its SD pin "
    "do - drive low, or let go (tri-state)?",
    ["INMP441"],
    None,
    [it("INMP441", "output_signal_type", values=["tri-state"], cond="SD serial-data output")],
    [
        ev(
            "inmp441.pdf",
            8,
            "Serial-Data Output for I²S Interface. This pin tri-states when not actively driving the",
        )
    ],
    "SD tri-states outside its channel slot; the sheet adds a 100 kOhm pull-down on the SD trace. Look-alikes: "
    "L/R selects the channel, CHIPEN low = power-down.",
)
add(
    "rq64-f10",
    "medium",
    "simple",
    "ina3221: I want to pull the TC (timing control) pin up to my 12v rail. whats the abs max voltage on that pin?",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "abs_max_input_voltage",
            "V",
            mx=26,
            cond="timing control (TC) digital output, abs max",
        )
    ],
    [ev("ina3221.pdf", 4, "Timing control 26")],
    "26 V for TC (same as VPU); look-alikes: Critical / Warning / PV 6 V, SDA (GND - 0.3) to 6 V, SCL to VS + 0.3 V, "
    "supply VS 6 V.",
)
add(
    "rq64-f11",
    "hard",
    "structured",
    "What absolute maximum ratings does the ACS712 datasheet give for the voltage on its VIOUT output pin, forward "
    "and reverse?",
    ["ACS712"],
    None,
    [
        it(
            "ACS712",
            "abs_max_input_voltage",
            "V",
            mn=-0.1,
            mx=8,
            cond="VIOUT output voltage / reverse output voltage",
        )
    ],
    [ev("acs712.pdf", 2, "Output Voltage VIOUT 8 V Reverse Output Voltage VRIOUT –0.1 V")],
    "VIOUT 8 V, VRIOUT -0.1 V (filed as the absolute maximum of a signal pin). Look-alike rows with the same numbers: "
    "VCC 8 V and VRCC -0.1 V (supply, asked in rq18-f04 / rq37-f15); output source 3 mA / sink 10 mA (rq23-f12).",
    wording="formal",
)
add(
    "rq64-f12",
    "hard",
    "simple",
    "MAX31865: Bis zu welcher Spannung sind die RTD-Eingänge (FORCE+, FORCE2, RTDIN+, RTDIN-, FORCE-) laut "
    "Pinbeschreibung geschützt?",
    ["MAX31865"],
    None,
    [
        it(
            "MAX31865",
            "abs_max_input_voltage",
            "V",
            mn=-45,
            mx=45,
            cond="FORCE+, FORCE2, RTDIN+, RTDIN-, FORCE- protected to +-45 V (pin description)",
        )
    ],
    [ev("max31865.pdf", 8, "Positive RTD Input. Protected to ±45V.")],
    "Pin description: protected to +-45 V. Look-alike: the absolute maximum table gives -50 V to +50 V for the same "
    "pins relative to GND1 (asked in max31865-m3); the question asks for the pin-description protection level.",
    lang="de",
)
add(
    "rq64-f13",
    "hard",
    "simple",
    "What low-level output current can the MPU-6050's auxiliary I2C pins (AUX_DA, AUX_CL) sink at VOL = 0.6 V?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "output_current",
            "mA",
            typ=1,
            cond="IOL, auxiliary I2C (AUX_CL, AUX_DA), VOL = 0.6 V",
        )
    ],
    [ev("mpu-6050.pdf", 16, "VOL = 0.6V 1 mA")],
    "1 mA (typical column, auxiliary I2C block). Look-alikes: primary I2C 5 mA at 0.6 V (rq35-f18) and 3 mA at 0.4 V "
    "(rq46-f04); auxiliary 1 mA at 0.4 V too.",
    wording="formal",
)
add(
    "rq64-f14",
    "hard",
    "simple",
    "lm2596 ON/OFF pin: not the guaranteed VIH/VIL limits, just the typical switching threshold - what voltage is it?",
    ["LM2596"],
    None,
    [
        it(
            "LM2596",
            "input_high_voltage",
            "V",
            typ=1.6,
            cond="ON/OFF pin threshold voltage, typical (above = OFF)",
        )
    ],
    [ev("lm2596.pdf", 4, "Threshold Voltage 1.6 V")],
    "Typical threshold 1.6 V (also in the pin description). Look-alikes: VIH 2.2 V (25 C) / 2.4 V (full range) to turn "
    "off and VIL 1.0 / 0.8 V to stay on (asked in lm2596-m1, rq17-f04); the UVLO application circuit quotes about 1.3 V. "
    "Filed as input_high_voltage typ (a single threshold, not a guaranteed limit).",
)

add(
    "rq64-f15",
    "medium",
    "simple",
    "nrf24l01+ sharing the spi bus with an sd card. is the MISO pin always driven, or can it go tri-state?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "output_signal_type",
            values=["tri-state"],
            cond="MISO SPI slave data output",
        )
    ],
    [ev("nrf24l01p.pdf", 11, "MISO Digital Output SPI Slave Data Output, with tri-state option")],
    "MISO is a digital output with a tri-state option (pin table). Look-alikes: IRQ (digital output, active low), "
    "CE/CSN/SCK/MOSI digital inputs (5 V tolerant).",
)
add(
    "rq64-f16",
    "medium",
    "simple",
    "mcp4725 dac board: is its SDA pin an open-drain driver or push-pull? (mixing it with a 3.3 V bus)",
    ["MCP4725"],
    None,
    [it("MCP4725", "output_signal_type", values=OD, cond="SDA, N-channel driver")],
    [ev("mcp4725.pdf", 13, "EEPROM data. The SDA pin is an open-drain N-chan")],
    "Open-drain N-channel driver, needs a pull-up from VDD (section 3). Look-alikes: SCL (input, also described as "
    "open-drain N-channel), A0 (address select input), VOUT (analog output).",
)

# ================================================================ factual, insufficient (rq64-uNN)
add(
    "rq64-u01",
    "medium",
    "simple",
    "hmc5883l DRDY pin, sheet says it's internally pulled high. how many kOhm is that internal pull-up?",
    ["HMC5883L"],
    "insufficient_evidence",
    [],
    [],
    "The pin table only says DRDY is internally pulled high and goes low for 250 us; no resistor value (or drive "
    "type) is given.",
)
add(
    "rq64-u02",
    "hard",
    "simple",
    "How much pull-up current does the TMP36 source out of its SHUTDOWN pin when that pin is held low?",
    ["TMP36"],
    "insufficient_evidence",
    [],
    [],
    "The text mentions a pull-up current source to VIN at SHUTDOWN without a value; the table gives only VIH 1.8 V "
    "(VS = 2.7 V), VIL 400 mV (VS = 5.5 V) and the shutdown supply current 0.01 / 0.5 uA.",
    wording="formal",
)
add(
    "rq64-u03",
    "hard",
    "simple",
    "pcf8563 running at 3.3 V: how much current can CLKOUT sink while staying at 0.4 V?",
    ["PCF8563"],
    "insufficient_evidence",
    [],
    [],
    "IOL rows (SDA 3 mA, INT 1 mA, CLKOUT 1 mA at VOL = 0.4 V) are given for VDD = 5 V only.",
)
add(
    "rq64-u04",
    "hard",
    "simple",
    "mcp73831 STAT pin sinking a bright led at about 20 mA. what's the STAT low voltage at that current?",
    ["MCP73831"],
    "insufficient_evidence",
    [],
    [],
    "STAT VOL is given only at ISINK = 4 mA (0.4 / 1 V); the 25 mA figure is the maximum sink current, with no VOL.",
)
add(
    "rq64-u05",
    "medium",
    "simple",
    "What is the maximum PG output low voltage of the TPS63021 when the PG pin sinks 1 mA?",
    ["TPS63021"],
    "insufficient_evidence",
    [],
    [],
    "PG output low voltage is specified only at IPGL = 10 uA (0.04 / 0.4 V); no row at 1 mA.",
    wording="formal",
)
add(
    "rq64-u06",
    "hard",
    "simple",
    "drv8833 nFAULT with a led + resistor straight on it, about 10 mA when it faults. how low is nFAULT at 10 mA?",
    ["DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "nFAULT VOL is given at IO = 5 mA only (0.5 V max); nothing at 10 mA.",
)
add(
    "rq64-u07",
    "hard",
    "simple",
    "With the MAX7219 running from V+ = 4.0 V (the bottom of its operating supply range), what minimum logic-high "
    "input voltage is guaranteed on DIN, CLK and LOAD?",
    ["MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "VIH 3.5 V belongs to the electrical characteristics at V+ = 5 V +-10 % (4.5 to 5.5 V); the operating range "
    "starts at 4.0 V, but no logic levels are given there.",
    wording="formal",
)
add(
    "rq64-u08",
    "medium",
    "simple",
    "w25q64 DO pin driving a longer trace, about 2 mA load. what's the guaranteed VOL at 2 mA?",
    ["W25Q64FV"],
    "insufficient_evidence",
    [],
    [],
    "VOL is specified at IOL = 100 uA (0.2 V) and VOH at IOH = -100 uA; no 2 mA condition.",
)
add(
    "rq64-u09",
    "medium",
    "simple",
    "vl53l0x GPIO1 sinking 8 mA (led on the interrupt line). what's the low level voltage then?",
    ["VL53L0X"],
    "insufficient_evidence",
    [],
    [],
    "GPIO1 VOL 0.4 V is given at IOUT = 4 mA only (VOH IOVDD - 0.4 V also at 4 mA).",
)

# ================================================================ compatibility: compatible (rq64-cNN)
add(
    "rq64-c01",
    "hard",
    "compatibility",
    "esp32 on a tps63021 (3.3 V fixed). to log brown-outs I run the tps PG pin to an esp32 gpio with a 470k pull-up "
    "to the 3.3 V rail (high = power good). a ds18b20 also runs off that 3.3 V with its 4.7k DQ pull-up to the same "
    "rail. are PG's levels valid esp32 logic levels with that pull-up, and is the ds18b20 fine on that rail?",
    ["ESP32-WROOM-32", "TPS63021", "DS18B20"],
    "compatible",
    [
        it(
            "TPS63021",
            "output_low_voltage",
            "V",
            typ=0.04,
            mx=0.4,
            cond="PG output low voltage, IPGL = 10 uA",
        ),
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
    ],
    [
        ev("tps63020.pdf", 4, "Output power good (1 good, 0 failure; open-drain)"),
        ev("tps63020.pdf", 6, "PG output low voltage VOUT = 3.3 V, IPGL = 10 μA 0.04 0.4 V"),
        TPS21_VOUT,
        ev("esp32-wroom-32.pdf", 15, "VIL Low-level input voltage –0.3 - 0.25×VDD V"),
        ESP_VIH,
        ev("esp32-wroom-32.pdf", 15, "IIH High-level input current - - 50 nA"),
        ESP_VDD,
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5"),
    ],
    "3.3 V / 470 kOhm is about 7 uA, inside the 10 uA test condition, so PG low <= 0.4 V < 0.25 x VDD (0.825 V); "
    "released, PG rises to 3.3 V minus 50 nA x 470 kOhm (0.02 V), above 0.75 x VDD (2.475 V). 3.267..3.333 V fits the "
    "DS18B20 (3.0..5.5 V, VPU 3.0 V..VDD) and the ESP32 (3.0..3.6 V).",
)
add(
    "rq64-c02",
    "medium",
    "compatibility",
    "led sign: a max7219 and a 74hct595 (8 extra status leds) both on an lm2596 set to 5.0 V (measured 4.95-5.05). "
    "max7219 DOUT goes into DS of the hct595, same clock. are the DOUT levels ok for the hct595 input?",
    ["MAX7219", "74HCT595", "LM2596"],
    "compatible",
    [
        it("74HCT595", "input_high_voltage", "V", mn=2.0, cond="74HCT595 VIH, VCC = 4.5 to 5.5 V"),
        it("74HCT595", "input_low_voltage", "V", mx=0.8, cond="74HCT595 VIL, VCC = 4.5 to 5.5 V"),
        it("74HCT595", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="74HCT595 VCC"),
        it("MAX7219", "output_low_voltage", "V", mx=0.4, cond="DOUT, ISINK = 1.6 mA"),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating"),
    ],
    [
        ev("74hc595.pdf", 8, "VIH HIGH-level VCC = 4.5 V to 5.5 V 2.0 1.6 - 2.0 - V"),
        ev("74hc595.pdf", 8, "VIL LOW-level VCC = 4.5 V to 5.5 V - 1.2 0.8 - 0.8 V"),
        ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V"),
        ev("max7219.pdf", 3, "Output High Voltage VOH DOUT, ISOURCE = -1mA V+ - 1 V"),
        ev("max7219.pdf", 3, "Output Low Voltage VOL DOUT, ISINK = 1.6mA 0.4 V"),
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
    ],
    "DOUT high >= V+ - 1 V (about 3.95 V) >= 2.0 V; DOUT low <= 0.4 V <= 0.8 V; 4.95..5.05 V fits both supplies. "
    "(The LM2596 is the adjustable version; the rail value is given in the question.)",
)
add(
    "rq64-c03",
    "hard",
    "compatibility",
    "One 3.3 V SPI bus (SCK 4 MHz) is shared by a MAX31855, an MCP2515 and a W25Q64FV, each with its own chip "
    "select; their data outputs (SO, SO and DO) are tied together on a single MISO line. Does each device release the "
    "shared MISO line when it is deselected, and are the supply voltage and clock rate within each part's limits?",
    ["MAX31855", "MCP2515", "W25Q64FV"],
    "compatible",
    [
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="fSCL"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"),
    ],
    [
        ev("max31855.pdf", 4, "CS Rise to Output Disable tTR 40 ns"),
        ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz"),
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("mcp2515.pdf", 77, "TDIS Output Disable Time — 100 ns"),
        MCP2515_VDD,
        W25_DO_HIZ,
        W25_VCC,
    ],
    "All three outputs are disabled / high impedance when deselected (MAX31855 tTR 40 ns, MCP2515 TDIS 100 ns, "
    "W25Q64FV DO high-Z with /CS high). 3.3 V is inside 3.0..3.6 / 2.7..5.5 / 2.7..3.6 V; 4 MHz <= 5 MHz (the slowest "
    "part).",
    wording="formal",
)
add(
    "rq64-c04",
    "medium",
    "compatibility",
    "one 3.3v i2c bus at 400khz: bh1750 (ADDR to gnd), max44009 (A0 to gnd) and an si7021, all powered from the same "
    "3.3v. any address clash, and is 400k fine for all three?",
    ["BH1750", "MAX44009", "Si7021"],
    "compatible",
    [
        it("BH1750", "i2c_address", values=["0x23"], cond="ADDR = L, 0100011"),
        it("MAX44009", "i2c_address", values=["0x4A"], cond="A0 = GND, 1001 010x"),
        it("Si7021", "i2c_address", values=["0x40"], cond="7-bit base address"),
        it("BH1750", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
        it("MAX44009", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
        it("Si7021", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
    ],
    [
        ev("bh1750.pdf", 10, "ADDR = 'L' ( ADDR ≦ 0.3VCC ) → “0100011“"),
        ev(
            "max44009.pdf",
            5,
            "Pull high to select address 1001 011x or low to select address 1001 010x.",
        ),
        ev("si7021.pdf", 18, "The 7-bit base slave address is 0x40."),
        ev("bh1750.pdf", 2, "I2C SCL Clock Frequency fSCL － － 400 kHz"),
        ev("max44009.pdf", 3, "Serial-Clock Frequency fSCL 400 kHz"),
        ev("si7021.pdf", 5, "SCLK Frequency2 fSCL — — 400 kHz"),
        BH_VCC,
        MAX44_VCC,
        SI_VDD,
    ],
    "0x23, 0x4A and 0x40 are distinct; 400 kHz is every part's maximum; 3.3 V fits 2.4..3.6 / 1.7..3.6 / 1.9..3.6 V.",
)
add(
    "rq64-c05",
    "hard",
    "compatibility",
    "pt100 can node, everything on one 3.3 v rail: max31865, mcp2515 and an mcp3008 for two extra analog inputs. to "
    "fire a CAN frame automatically when a conversion is done I wired the max31865 DRDY straight into TX0RTS of the mcp2515 (pin set up as request-to-send). "
    "are the DRDY levels ok for TX0RTS?",
    ["MAX31865", "MCP2515", "MCP3008"],
    "compatible",
    [
        it("MAX31865", "output_signal_type", values=["push-pull"], cond="DRDY"),
        it("MAX31865", "output_low_voltage", "V", mx=0.4, cond="VOL, IOUT = 1.6 mA"),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        MAX31865_DRDY,
        MAX31865_VOL,
        ev("max31865.pdf", 3, "Output High Voltage VOH IOUT = -1.6mA"),
        MAX31865_VDD,
        ev("mcp2515.pdf", 74, "RXCAN, TXnRTS Pins -0.3 0.15 * VDD V"),
        ev("mcp2515.pdf", 74, "SCK, CS, SI, TXnRTS Pins 0.7 VDD VDD + 1 V"),
        MCP2515_VDD,
    ],
    "DRDY is push-pull: low <= 0.4 V (at 1.6 mA) is below 0.15 x VDD (about 0.49 V at VDD = 3.3 V); high >= VDVDD - 0.4 V (about 2.9 V) is above 0.7 x VDD (2.31 V). The 100 kOhm TXnRTS pull-up loads "
    "DRDY with only tens of uA.",
)
add(
    "rq64-c06",
    "hard",
    "compatibility",
    "A MAX44009 (VCC = 3.3 V from an AMS1117-3.3) signals darkness on its INT pin, which has a 4.7 kOhm pull-up to "
    "the same 3.3 V rail and drives ENABLE A of an L298N whose logic supply VSS is 5 V. Are the INT low level and the "
    "pulled-up high level valid L298N enable levels, and does the INT pin stay within its absolute maximum rating?",
    ["MAX44009", "L298N", "AMS1117"],
    "compatible",
    [
        it("MAX44009", "output_low_voltage", "V", typ=0.06, mx=0.4, cond="INT, ISINK = 6 mA"),
        it("L298N", "input_high_voltage", "V", mn=2.3, cond="Ven = H, enable high voltage"),
        it("L298N", "input_low_voltage", "V", mn=-0.3, mx=1.5, cond="Ven = L, enable low voltage"),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.235,
            typ=3.3,
            mx=3.365,
            cond="AMS1117-3.3, full range",
        ),
    ],
    [
        MAX44_VOL,
        ev("max44009.pdf", 2, "-0.3V to (VCC + 0.3V)"),
        ev("l298n.pdf", 3, "Ven = L Enable Low Voltage (pins 6, 11) –0.3 1.5 V"),
        ev("l298n.pdf", 3, "Ven = H Enable High Voltage (pins 6, 11) 2.3 VSS V"),
        ev("l298n.pdf", 3, "Ien = H High Voltage Enable Current Ven = H ≤ VSS –0.6V 30 100 µA"),
        ev("ams1117.pdf", 2, "3.235 3.300 3.365 V"),
    ],
    "Low: <= 0.4 V < 1.5 V. High: at most 100 uA through 4.7 kOhm drops 0.47 V, so >= 3.235 - 0.47 = 2.77 V > 2.3 V "
    "and < VSS - 0.6 V. INT is pulled only to its own VCC, inside -0.3 V..VCC + 0.3 V.",
    wording="formal",
)
add(
    "rq64-c07",
    "medium",
    "compatibility",
    "bh1750 on 3.0 V and I want to reset it through DVI from an isolated side: 10k pull-up from DVI to VCC, a pc817 "
    "transistor (emitter to gnd) pulls DVI down, its LED gets 20 mA. does the opto get DVI below the DVI low "
    "threshold?",
    ["PC817", "BH1750"],
    "compatible",
    [
        it(
            "PC817",
            "output_low_voltage",
            "V",
            typ=0.1,
            mx=0.2,
            cond="VCE(sat), IF = 20 mA, IC = 1 mA",
        ),
        it("BH1750", "input_low_voltage", "V", mx=0.4, cond="VDVL, DVI input L voltage"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [PC817_VCESAT, ev("bh1750.pdf", 2, "DVI Input ‘L’ Voltage VDVL － － 0.4 V"), BH_VCC],
    "Collector current 3.0 V / 10 kOhm = 0.3 mA (below the 1 mA test current), VCE(sat) <= 0.2 V < 0.4 V; released, "
    "DVI returns to VCC.",
)
add(
    "rq64-c08",
    "medium",
    "compatibility",
    "pcf8563 on a 3.3 V rail shares the i2c bus with an mcp4725 and an ads1115 that both run at 5 V, and the bus "
    "pull-ups go to 5 V. is the pcf8563 ok with 5 V on SDA/SCL while it sits on 3.3 V, and does the mcp4725 still see a valid "
    "high?",
    ["PCF8563", "MCP4725", "ADS1115"],
    "compatible",
    [
        it("PCF8563", "input_high_voltage", "V", mx=5.5, cond="VIH upper limit (min 0.7 VDD)"),
        it(
            "PCF8563",
            "abs_max_input_voltage",
            "V",
            mx=6.5,
            cond="VI on pins SCL, SDA, OSCI, limiting value",
        ),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD, interface active"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("pcf8563.pdf", 28, "VIH HIGH-level 0.7VDD - 5.5"),
        ev("pcf8563.pdf", 27, "input voltage on pins SCL, SDA, 0.5 +6.5"),
        PCF_VDD,
        ev("mcp4725.pdf", 4, "Input High Voltage VIH 0.7VDD — — V"),
        MCP4725_VDD,
    ],
    "The PCF8563 VIH range runs up to 5.5 V independent of VDD (limiting value 6.5 V), so a 5 V bus is allowed at "
    "VDD = 3.3 V; the MCP4725 needs 0.7 x 5 V = 3.5 V and the pull-ups give 5 V.",
)
add(
    "rq64-c09",
    "medium",
    "compatibility",
    "A 74HC595 output (VCC = 5 V) drives the SHUTDOWN pin of a TMP36 in SOIC-8 that is also supplied from 5 V; an "
    "MCP3008 on the same 5 V rail samples the TMP36 output. Are the 74HC595 output levels valid for the TMP36 SHUTDOWN "
    "input?",
    ["74HC595", "TMP36", "MCP3008"],
    "compatible",
    [
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=4.4,
            typ=4.5,
            cond="all outputs, IO = 20 uA, VCC = 4.5 V",
        ),
        it(
            "74HC595",
            "output_low_voltage",
            "V",
            typ=0,
            mx=0.1,
            cond="all outputs, IO = 20 uA, VCC = 4.5 V",
        ),
        it("TMP36", "input_low_voltage", "mV", mx=400, cond="SHUTDOWN VIL, VS = 5.5 V"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
    ],
    [
        ev("74hc595.pdf", 7, "IO = 20 A; VCC = 4.5 V 4.4 4.5 - 4.4 - V"),
        ev("74hc595.pdf", 8, "IO = 20 A; VCC = 4.5 V - 0 0.1 - 0.1 V"),
        ev("tmp36.pdf", 2, "Logic Low Input Voltage VIL VS = 5.5 V 400 mV"),
        ev("tmp36.pdf", 7, "CMOS level compatible, provided that the temperature sensor"),
        ev("tmp36.pdf", 7, "supply voltage is equal in magnitude to the logic supply voltage."),
        TMP36_VS,
    ],
    "SHUTDOWN is TTL/CMOS compatible when the sensor supply equals the logic supply (both 5 V here); 74HC595 low "
    "<= 0.1 V < 400 mV, high close to VCC (SHUTDOWN draws only its internal pull-up current).",
    wording="formal",
)
add(
    "rq64-c10",
    "hard",
    "compatibility",
    "robot: isolated kill switch on the drv8833 nSLEEP via a pc817. opto transistor from nSLEEP to gnd, 10k pull-up "
    "from nSLEEP to the 3.3 V of a tps63021, LED side at 20 mA. is the low low enough and the high high enough for "
    "nSLEEP?",
    ["PC817", "DRV8833", "TPS63021"],
    "compatible",
    [
        it("DRV8833", "input_low_voltage", "V", mx=0.5, cond="nSLEEP VIL"),
        it("DRV8833", "input_high_voltage", "V", mn=2.5, cond="nSLEEP VIH"),
        it(
            "PC817",
            "output_low_voltage",
            "V",
            typ=0.1,
            mx=0.2,
            cond="VCE(sat), IF = 20 mA, IC = 1 mA",
        ),
        it("TPS63021", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="fixed output"),
    ],
    [
        ev("drv8833.pdf", 6, "nSLEEP 0.5 VIL Input low voltage"),
        ev("drv8833.pdf", 6, "nSLEEP 2.5 VIH Input high voltage"),
        ev("drv8833.pdf", 6, "VIN = 3.3 V, nSLEEP 6.6 13"),
        PC817_VCESAT,
        TPS21_VOUT,
    ],
    "Low: VCE(sat) <= 0.2 V (IC here 0.33 mA) < 0.5 V. High: nSLEEP draws <= 13 uA at 3.3 V, 0.13 V across 10 kOhm, "
    "so >= 3.267 - 0.13 = 3.1 V > 2.5 V (the 500 kOhm internal pull-down changes little).",
)
add(
    "rq64-c11",
    "medium",
    "compatibility",
    "mpu6050 (VDD = VLOGIC = 3.3 V from an xc6206) and a max44009 share one interrupt wire to my mcu: mpu INT set to "
    "open-drain mode, both INTs on one line with a single 10k pull-up to 3.3 V. electrically fine?",
    ["MPU-6050", "MAX44009", "XC6206"],
    "compatible",
    [
        it("MAX44009", "output_low_voltage", "V", typ=0.06, mx=0.4, cond="INT, ISINK = 6 mA"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [
        ev("mpu-6050.pdf", 21, "Interrupt digital output (totem pole or open-drain)"),
        ev("max44009.pdf", 5, "INT Interrupt Output. Use an external pullup resistor."),
        MAX44_VOL,
        MAX44_VCC,
        ev("mpu-6050.pdf", 15, "VDD = 2.375V-3.46V"),
    ],
    "Both outputs are open-drain in this configuration, so a wired-OR with one pull-up is fine; 3.3 V suits both "
    "(MAX44009 1.7..3.6 V, MPU-6050 2.375..3.46 V) and 0.33 mA is far below the 6 mA VOL condition.",
)
add(
    "rq64-c12",
    "hard",
    "compatibility",
    "An ACS712ELCTR-05B (VCC = 5 V) feeds VIOUT through a 10 kOhm / 20 kOhm divider (30 kOhm to GND in total) into "
    "AIN0 of an ADS1115 powered at 3.3 V from an XC6206. Is the divider an acceptable load for VIOUT, and does the "
    "divided signal stay within the ADS1115 analog input rating for currents up to +-5 A?",
    ["ACS712", "ADS1115", "XC6206"],
    "compatible",
    [
        it("ACS712", "sensitivity", "mV/A", typ=185, q="current", cond="ACS712ELCTR-05B"),
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="VDD"),
    ],
    [
        ev("acs712.pdf", 4, "Output Resistive Load RLOAD VIOUT to GND 4.7 – – kΩ"),
        ev("acs712.pdf", 2, "ACS712ELCTR-05B-T Tape and reel, 3000 pieces/reel –40 to 85 ±5 185"),
        ev(
            "acs712.pdf",
            4,
            "Zero Current Output Voltage VIOUT(Q) Bidirectional; IP = 0 A, TA = 25°C",
        ),
        ACS_VCC,
        ev("ads1115.pdf", 2, "Analog input voltage to GND –0.3 to VDD + 0.3"),
        ADS_VDD,
    ],
    "30 kOhm >= RLOAD min 4.7 kOhm. VIOUT = 2.5 V +- 5 A x 185 mV/A = 1.575..3.425 V; x 2/3 = 1.05..2.28 V, inside "
    "-0.3 V..VDD + 0.3 V.",
    wording="formal",
)

# ================================================================ compatibility: incompatible (rq64-iNN)
add(
    "rq64-i01",
    "hard",
    "compatibility",
    "mpu6050 breakout: VLOGIC from an xc6206 1.8 V version (VDD 3.3 V), INT left at its default push-pull, straight into an "
    "esp32 gpio (esp32 at 3.3 V). will the esp32 see INT high?",
    ["MPU-6050", "ESP32-WROOM-32", "XC6206"],
    "incompatible",
    [
        it(
            "XC6206",
            "output_voltage",
            "V",
            mn=1.2,
            mx=5.0,
            cond="selectable output range, 0.1 V steps (1.8 V type used)",
        ),
        it("MPU-6050", "io_supply_voltage", "V", mn=1.71, cond="VLOGIC, <= VDD"),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
    ],
    [
        ev("xc6206.pdf", 1, "Output Voltage Range : 1.2V ~ 5.0V (0.1V increments)"),
        ev("xc6206.pdf", 4, "VOUT(T)≧1.5V ×0.98 ×1.02"),
        ev("mpu-6050.pdf", 14, "Voltage Range VLOGIC must be ≤VDD at all times 1.71 VDD V"),
        ev("mpu-6050.pdf", 39, "2. All other MPU-6050 logic IOs are referenced to VLOGIC."),
        ESP_VIH,
        ESP_VDD,
    ],
    "INT swings to VLOGIC (1.8 V +- 2 %, at most about 1.84 V) but the ESP32 needs VIH >= 0.75 x 3.3 V = 2.475 V.",
)
add(
    "rq64-i02",
    "hard",
    "compatibility",
    "esp32 + ds3231 (3.3 V) + bh1750 on i2c. the ds3231 INT/SQW with its 10k pull-up to 3.3 V went on GPIO12 because "
    "it was free. anything wrong with that pin choice?",
    ["ESP32-WROOM-32", "DS3231", "BH1750"],
    "incompatible",
    [
        it("DS3231", "output_signal_type", values=OD, cond="INT/SQW"),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
    ],
    [
        ev(
            "esp32-wroom-32.pdf", 9, "GPIO12, ADC2_CH5, TOUCH5, RTC_GPIO15, MTDI, HSPIQ, HS2_DATA2,"
        ),
        ev("esp32-wroom-32.pdf", 10, "MTDI Pull-down 0 1"),
        ev(
            "esp32-wroom-32.pdf",
            11,
            "The module integrates a 3.3 V SPI flash, so the pin MTDI cannot be set to 1 when the module is powered up.",
        ),
        DS3231_INT,
        ev("ds3231.pdf", 9, "Because the INTCN bit is set to logic 1"),
        ESP_VDD,
    ],
    "GPIO12 is the MTDI strapping pin. INTCN = 1 at power-up, so INT/SQW is released and the 10 kOhm pulls MTDI high "
    "during reset, selecting the 1.8 V VDD_SDIO setting that the module's 3.3 V flash forbids.",
)
add(
    "rq64-i03",
    "medium",
    "compatibility",
    "A 74HC595 supplied from an AMS1117-3.3 drives the DIN, CLK and LOAD inputs of a MAX7219 that runs from 5 V. Are "
    "the 74HC595 output-high levels sufficient for the MAX7219 logic inputs?",
    ["74HC595", "MAX7219", "AMS1117"],
    "incompatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.235,
            typ=3.3,
            mx=3.365,
            cond="AMS1117-3.3, full range",
        ),
        it("MAX7219", "input_high_voltage", "V", mn=3.5, cond="VIH, DIN, CLK, LOAD"),
    ],
    [
        ev("ams1117.pdf", 2, "3.235 3.300 3.365 V"),
        ev("74hc595.pdf", 7, "VO output voltage 0 - VCC 0 - VCC V"),
        ev("max7219.pdf", 3, "Logic High Input Voltage VIH 3.5 V"),
    ],
    "The 74HC595 outputs cannot exceed its VCC (at most 3.365 V), below the MAX7219 VIH of 3.5 V.",
    wording="formal",
)
add(
    "rq64-i04",
    "medium",
    "compatibility",
    "i2c bus with an si7021, an ina219 with A0 and A1 both to GND, and a hmc5883l. all addresses different?",
    ["Si7021", "INA219", "HMC5883L"],
    "incompatible",
    [
        it("Si7021", "i2c_address", values=["0x40"], cond="7-bit base address"),
        it("INA219", "i2c_address", values=["0x40"], cond="A1 = GND, A0 = GND, 1000000"),
        it("HMC5883L", "i2c_address", values=["0x1E"], cond="7-bit address"),
    ],
    [
        ev("si7021.pdf", 18, "The 7-bit base slave address is 0x40."),
        ev("ina219.pdf", 14, "GND GND 1000000"),
        ev("hmc5883l.pdf", 11, "7-bit address (0x1E)"),
    ],
    "Si7021 and INA219 (A1 = A0 = GND -> 1000000) both answer at 0x40; the HMC5883L at 0x1E is fine.",
)
add(
    "rq64-i05",
    "hard",
    "compatibility",
    "can node: mcp2515 on 5 V (ams1117-5.0 from 12 V, needed for my 5 V can transceiver) and a w25q64 on 3.3 V share "
    "SCK/MOSI/MISO with separate CS. SCK/MOSI/CS to the flash go through a 5->3.3 V shifter, but MISO is one shared "
    "wire straight to both chips. any problem?",
    ["MCP2515", "W25Q64FV", "AMS1117"],
    "incompatible",
    [
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"),
    ],
    [
        ev("mcp2515.pdf", 74, "SO, CLKOUT Pins VDD – 0.5 — V IOH = -400 μA, VDD = 4.5V"),
        ev("w25q64.pdf", 72, "Voltage Applied to Any Pin VIO Relative to Ground –0.6 to VCC+0.4"),
        W25_DO_HIZ,
        MCP2515_VDD,
        W25_VCC,
    ],
    "When the MCP2515 drives SO high (>= VDD - 0.5 V, about 4.5 V at 5 V) the deselected flash's DO pin sits on that "
    "line, above its VCC + 0.4 V (3.7 V) absolute maximum.",
)
add(
    "rq64-i06",
    "medium",
    "compatibility",
    "The open-drain Critical alert of an INA3221 (VS = 3.3 V) is pulled up through 10 kOhm to a 12 V battery so that "
    "it can drive the gate of an IRLZ44N low-side load switch; an LM2596 derives the 5 V system rail from the same "
    "battery. Is the Critical pin allowed to be pulled up to 12 V?",
    ["INA3221", "IRLZ44N", "LM2596"],
    "incompatible",
    [
        it(
            "INA3221",
            "abs_max_input_voltage",
            "V",
            mx=6,
            cond="Critical, Warning, PV digital outputs, abs max",
        )
    ],
    [INA3221_CRIT, ev("ina3221.pdf", 4, "Critical, warning, power valid 6")],
    "Critical / Warning / PV are rated 6 V absolute maximum (only TC and VPU go to 26 V).",
    wording="formal",
)
add(
    "rq64-i07",
    "hard",
    "compatibility",
    "A DRV8833 runs its motors from VM = 10 V. Its nSLEEP pin is pulled up directly to VM through a 4.7 kOhm "
    "resistor, and a PC817 phototransistor pulls nSLEEP to GND for a remote stop; an LM2596 makes the controller's "
    "5 V from the same 10 V. Is this nSLEEP pull-up acceptable for the DRV8833?",
    ["DRV8833", "PC817", "LM2596"],
    "incompatible",
    [
        it(
            "DRV8833",
            "load_supply_voltage",
            "V",
            mn=2.7,
            mx=10.8,
            cond="VM motor power supply voltage range",
        )
    ],
    [
        ev(
            "drv8833.pdf",
            11,
            "also has a clamping Zener diode that clamps the voltage at the pin at 6.5 V. Currents greater than 250 µA can",
        ),
        ev(
            "drv8833.pdf",
            11,
            "cause damage to the input structure. Hence the recommended pullup resistor would be between 20 kΩ and",
        ),
        DRV_VM,
    ],
    "With nSLEEP clamped at 6.5 V, (10 - 6.5) V / 4.7 kOhm = 0.74 mA flows into the pin, above the 250 uA damage "
    "limit; the sheet recommends 20..75 kOhm. VM = 10 V itself is in range.",
    wording="formal",
)
add(
    "rq64-i08",
    "hard",
    "compatibility",
    "ccs811 nINT and max31865 DRDY are both active low, so I tied them together onto one mcu input with a 10k "
    "pull-up to 3.3 V (both chips on 3.3 V). works as a shared interrupt line?",
    ["CCS811", "MAX31865"],
    "incompatible",
    [
        it("MAX31865", "output_signal_type", values=["push-pull"], cond="DRDY"),
        it("CCS811", "output_low_voltage", "V", mx=0.6, cond="nINT logic low output"),
    ],
    [
        MAX31865_DRDY,
        ev("ccs811.pdf", 6, "Logic High Output nINT"),
        ev("ccs811.pdf", 6, "Logic Low Output nINT 0.6 V"),
    ],
    "DRDY is push-pull and the CCS811 nINT has a specified logic-high output (VDD - 0.7 V), i.e. it drives high too; "
    "when one pulls low while the other drives high the outputs fight. A wired-OR needs open-drain outputs.",
)
add(
    "rq64-i09",
    "medium",
    "compatibility",
    "acs712 (5 V) measures the current of a 12 V pump switched by an irlz44n, VIOUT goes to an mcp3008 channel. to kill noise I put a 100 nF "
    "cap from VIOUT to GND right at the acs712. ok for the acs712 output?",
    ["ACS712", "MCP3008", "IRLZ44N"],
    "incompatible",
    [it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC")],
    [ev("acs712.pdf", 4, "Output Capacitance Load CLOAD VIOUT to GND – – 10 nF"), ACS_VCC],
    "VIOUT is specified for at most 10 nF capacitive load; 100 nF is ten times that (filtering belongs on the "
    "FILTER pin).",
)
add(
    "rq64-i10",
    "medium",
    "compatibility",
    "An INA219 and an MCP4725, both at 5 V, share an I2C bus whose pull-up resistors go to 5 V. An Si7021 powered at "
    "3.3 V is connected to the same SDA and SCL lines. Is the Si7021 within its ratings?",
    ["INA219", "MCP4725", "Si7021"],
    "incompatible",
    [it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD")],
    [ev("si7021.pdf", 10, "Voltage on I/O pins –0.3 — VDD+0.3 V"), SI_VDD],
    "Si7021 I/O pins are limited to VDD + 0.3 V = 3.6 V; the bus idles at 5 V.",
    wording="formal",
)
add(
    "rq64-i11",
    "hard",
    "compatibility",
    "tmp36 (soic, VS = 3.3 V) read by an ads1115. I switch its SHUTDOWN pin through a pc817: transistor to gnd, 10k "
    "pull-up to the 5 V rail, so 'on' = 5 V on SHUTDOWN. fine for the tmp36?",
    ["TMP36", "PC817", "ADS1115"],
    "incompatible",
    [it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS")],
    [ev("tmp36.pdf", 3, "GND ≤ SHUTDOWN ≤ +VS"), TMP36_VS],
    "The absolute maximum rating limits SHUTDOWN to +VS (3.3 V here); the pull-up puts 5 V on it.",
)
add(
    "rq64-i12",
    "medium",
    "compatibility",
    "robot: hc-sr04 up front, vl53l0x (AVDD 2.8 V) on the side, battery charged by a tp4056. to keep the vl53l0x off "
    "while charging, the tp4056 CHRG pin with a 10k pull-up to the 5 V usb input goes straight to the vl53l0x XSHUT. "
    "ok?",
    ["VL53L0X", "TP4056", "HC-SR04"],
    "incompatible",
    [it("VL53L0X", "abs_max_input_voltage", "V", mn=-0.5, mx=3.6, cond="SCL, SDA, XSHUT, GPIO1")],
    [
        ev("vl53l0x.pdf", 22, "SCL, SDA, XSHUT and GPIO1 -0.5 - 3.6 V"),
        ev("tp4056.pdf", 7, "CHRG (Pin7): Charge Status Open Drain"),
    ],
    "When charging ends CHRG releases and the pull-up puts 5 V on XSHUT, above its 3.6 V absolute maximum (and the "
    "sheet wants XSHUT high only at the AVDD level).",
)

# ================================================================ compatibility: insufficient (rq64-eNN)
add(
    "rq64-e01",
    "medium",
    "compatibility",
    "mq-2 module (the one with the lm393 comparator and a DO pin) on 5 V. can DO go straight into TX0RTS of my "
    "mcp2515 (also 5 V) to fire a CAN message on gas? what levels does DO give?",
    ["MQ-2", "MCP2515"],
    "insufficient_evidence",
    [],
    [],
    "The MQ-2 sheet covers the bare sensor (heater, sensing resistance, load resistor); it has no digital output or "
    "comparator stage, so DO levels are not specified.",
)
add(
    "rq64-e02",
    "hard",
    "compatibility",
    "An HMC5883L runs with VDD = 3.3 V and VDDIO = 1.8 V, but its SDA and SCL share an I2C bus with an MPU-6050 and a "
    "BH1750 whose pull-up resistors go to 3.3 V. Does the HMC5883L datasheet allow its SDA/SCL pins to be pulled to "
    "3.3 V while VDDIO is 1.8 V?",
    ["HMC5883L", "MPU-6050", "BH1750"],
    "insufficient_evidence",
    [],
    [],
    "The HMC5883L absolute maximum table covers only VDD and VDDIO (4.8 V); no I/O pin rating relative to VDDIO and "
    "no VIH maximum is given.",
    wording="formal",
)
add(
    "rq64-e03",
    "hard",
    "compatibility",
    "hx711 with DVDD on the esp32 3.3 V rail (VSUP/AVDD 5 V for the load cell). DOUT into an esp32 gpio and PD_SCK "
    "from an esp32 gpio, a tm1637 display on two other pins. are the hx711 logic levels specified to work with the esp32?",
    ["HX711", "ESP32-WROOM-32", "TM1637"],
    "insufficient_evidence",
    [],
    [],
    "The HX711 sheet gives DVDD 2.6..5.5 V but no VIH / VIL for PD_SCK and no VOH / VOL for DOUT.",
)
add(
    "rq64-e04",
    "medium",
    "compatibility",
    "greenhouse: dht11 at the end of a 25 m cable on 5 V (mq-2 and an lm35 sit next to the mcu). will a 4.7k "
    "pull-up on DATA work reliably at 25 m?",
    ["DHT11", "MQ-2", "LM35"],
    "insufficient_evidence",
    [],
    [],
    "The DHT11 sheet recommends 5.1 kOhm for cables up to 20 m and only says to lower the pull-up 'according to the "
    "actual situation' beyond 20 m; no value or guarantee for 25 m.",
)
add(
    "rq64-e05",
    "hard",
    "compatibility",
    "breath-alcohol node: mq-3 read by an mcp3008, an nrf24l01+ sends the data. I want a status led straight on the nrf24 IRQ "
    "pin (led + resistor from 3.3 V into IRQ, about 5 mA when IRQ is low). can IRQ sink that and still give my mcu a "
    "clean low?",
    ["nRF24L01+", "MQ-3", "MCP3008"],
    "insufficient_evidence",
    [],
    [],
    "nRF24L01+ digital outputs are specified only at IOL = 0.25 mA (VOL 0.3 V) and IOH = -0.25 mA; no figure at 5 mA.",
)
add(
    "rq64-e06",
    "medium",
    "compatibility",
    "In a greenhouse controller, one contact of an SRD-05VDC-SL-C relay switches the ENABLE A input of an L298N "
    "(5 V logic, about 100 uA) directly, and an Si7021 measures the climate. Does the relay datasheet guarantee "
    "reliable switching of such a low-level logic signal?",
    ["SRD-05VDC-SL-C", "L298N", "Si7021"],
    "insufficient_evidence",
    [],
    [],
    "The SRD sheet gives maximum contact ratings (10 A), contact resistance 100 mOhm and AgCdO contacts, but no "
    "minimum switching load for dry / logic-level circuits.",
    wording="formal",
)
add(
    "rq64-e07",
    "medium",
    "compatibility",
    "audio logger: w25q64 + inmp441 + a ds18b20 for temperature. to save wires I left the w25q64 /WP and /HOLD pins floating (plain spi "
    "only). does the flash have internal pull-ups there, or must I tie them high?",
    ["W25Q64FV", "INMP441", "DS18B20"],
    "insufficient_evidence",
    [],
    [],
    "The pin descriptions explain /WP and /HOLD as active-low inputs (IO2 / IO3 in quad mode) but say nothing about "
    "internal pull-ups or a floating state.",
)
add(
    "rq64-e08",
    "hard",
    "compatibility",
    "battery scale: tp4056 charges, hx711 weighs, an ina3221 watches the cell. I want the ina3221 Critical alert "
    "(open drain, 10k pull-up to 5 V) to pull the tp4056 CE pin low to stop charging. are the CE thresholds met?",
    ["TP4056", "HX711", "INA3221"],
    "insufficient_evidence",
    [],
    [],
    "The TP4056 sheet says CE can be driven by TTL or CMOS logic levels but gives no VIH / VIL numbers (INA3221 "
    "Critical VOL 0.4 V and its 6 V rating are fine, the CE side is unspecified).",
)
add(
    "rq64-e09",
    "medium",
    "compatibility",
    "dht11 data line picks up noise from the srd relay and irlz44n sitting next to it, so I dropped the pull-up to "
    "1k. can the dht11 still pull DATA low enough with a 1k pull-up?",
    ["DHT11", "SRD-05VDC-SL-C", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "The DHT11 sheet gives no output low voltage or sink current for DATA (only the typical 5.1 kOhm pull-up).",
)
add(
    "rq64-e10",
    "hard",
    "compatibility",
    "A CCS811 (VDD = 3.3 V) drives an indicator LED directly from its nINT pin (LED and resistor from 3.3 V into "
    "nINT, about 8 mA when nINT is low); an MQ-3 and an MCP73831 charger share the board. Does the CCS811 datasheet "
    "guarantee a valid nINT low level while it sinks 8 mA?",
    ["CCS811", "MQ-3", "MCP73831"],
    "insufficient_evidence",
    [],
    [],
    "nINT logic low output is given as 0.6 V max without any current condition; no sink current rating.",
    wording="formal",
)
add(
    "rq64-e11",
    "medium",
    "compatibility",
    "mcp4725 module for a fan speed voltage, dht22 and a tm1637 display on other pins. the module's A0 pin is left "
    "unconnected. which i2c address does the mcp4725 answer on with A0 floating?",
    ["MCP4725", "DHT22", "TM1637"],
    "insufficient_evidence",
    [],
    [],
    "The address LSB follows the logic state of A0, which the sheet says to tie to VSS or VDD or drive; a floating A0 "
    "(and any internal pull) is not described.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
