"""realq96: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: chains of three or more parts in one question. A regulator or converter feeds several
parts at once, a host talks to a part through a driver, shift register, optocoupler or module,
a battery or adapter supplies everything; the question asks whether the whole chain works or
what limits it, or asks one figure that one link of the chain needs. About two thirds casual,
one third formal; one question in German, one in French.

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


# Frequently used evidence lines of the compatibility questions (marked lines are allowed there).
ESP32_VDD = ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V")
TPS_VIN = ev("tps63020.pdf", 5, "Supply voltage at VIN, VINA 1.8 5.5 V")
TPS21_VOUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
XC_VIN = ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V")
XC_ACC = ev("xc6206.pdf", 4, "*2: (Standard):±2% (1.5V≦VOUT(T))")
AMS33 = ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V")
AMS50 = ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V")
MAX7219_VDD = ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")
DHT22_VDD = ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V")
MQ2_VH = ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC")
HMC_VDD = ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts")
SI_VDD = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")
MAX44009_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
INA219_IN = ev("ina219.pdf", 4, "IN+, IN– Common-mode(VIN+ + VIN–) / 2 -0.3 26 V")

# ---------------------------------------------------------------------------------------------
# Answerable factual questions (evidence on page lines no earlier set quoted)
# ---------------------------------------------------------------------------------------------

fact(
    "rq96-f01",
    "hard",
    "pool heater controller chain: 3-wire pt100 -> max31865 breakout -> esp32 over spi, the "
    "whole thing on an ams1117 3v3. before i blame the probe: what total accuracy does the "
    "max31865 itself promise over all operating conditions, and what's its nominal temperature "
    "resolution?",
    ["MAX31865"],
    [
        it(
            "MAX31865",
            "accuracy",
            unit="°C",
            mn=-0.5,
            mx=0.5,
            q="temperature",
            cond="total accuracy over all operating conditions, 0.05 % of full scale (converter)",
        ),
        it(
            "MAX31865",
            "resolution",
            unit="°C",
            value=0.03125,
            q="temperature",
            cond="nominal temperature resolution of the 15-bit ADC (varies with RTD nonlinearity)",
        ),
    ],
    [
        ev("max31865.pdf", 1, "0.5NC (0.05% of Full Scale) max"),
        ev("max31865.pdf", 1, "Resolution 0.03125NC (Varies Due to RTD Nonlin-"),
    ],
    "Feature list, page 1 ('NC' is the PDF's rendering of degrees C). Look-alikes: 15-bit ADC "
    "resolution (max31865-e4), ADC offset error +-3 LSB (rq40-f15), the -1.75 / -1.4 C errors of "
    "the linear approximation (rq83-f03), 21 ms conversion time, +-45 V input protection. The "
    "0.5 C is the converter's figure; RTD tolerance and cable are not included.",
    typ="structured",
)

fact(
    "rq96-f02",
    "medium",
    "24 v ebike pack -> lm2596 adjustable buck set to 5 v -> an esp32 devkit, a max7219 matrix "
    "and a servo hang on the 5 v. the onsemi sheet has a 'typical test circuit' for the "
    "adjustable part (33 uH, 100 uF in, 220 uF out, 1N5822, R1 between 1k and 5k). what "
    "unregulated dc input range is written on that test circuit?",
    ["LM2596"],
    [
        it(
            "LM2596",
            "supply_voltage",
            unit="V",
            mn=8.5,
            mx=40,
            cond="unregulated DC input of the Figure 15 typical test circuit (adjustable, 5 V out)",
        )
    ],
    [ev("lm2596.pdf", 7, "8.5 V - 40 V")],
    "Figure 15 (page 7). Look-alikes: operating rating Vin 4.5..40 V, maximum supply 45 V, "
    "Figure 31 board 10..40 V (rq93-f06), Figure 30 'roughly 3.0 V to 40 V', the 8.5..40 V "
    "condition of the feedback-voltage row (rq59-i01 condition text).",
)

fact(
    "rq96-f03",
    "hard",
    "A VL53L0X measures the fill level of a waste bin; it shares a 2.8 V LDO with the MCU and an "
    "SPI flash logs the readings. The offset was calibrated at 10 cm. According to the "
    "ranging-offset table of the data sheet, what maximum offset from nominal must be expected "
    "over the ranging distance (measure points up to 120 cm indoor)?",
    ["VL53L0X"],
    [
        it(
            "VL53L0X",
            "accuracy",
            unit="%",
            mx=3,
            q="distance",
            cond="ranging offset drift over distance, maximum offset from nominal, offset "
            "calibrated at 10 cm (Table 14: white 120 / grey 70 cm indoor, white 60 / grey 40 cm "
            "outdoor)",
        )
    ],
    [ev("vl53l0x.pdf", 28, "Grey 70 cm (indoor) <3%")],
    "Table 14 'Ranging offset', distance row. Look-alikes in the same table: voltage drift "
    "+-10 / +-15 mm (rq40-f02), temperature drift +-10 / +-30 mm (rq30-f13); Table 12 standard "
    "deviation 4 % / 3 % at 120 cm (rq51-f16); Table 13 high-accuracy profile < +-3 %.",
    wording="formal",
)

fact(
    "rq96-f04",
    "medium",
    "gy-521 (mpu-6050) on an esp32, the board has its own 3v3 ldo and ties VLOGIC to VDD. the "
    "spec tables in the invensense sheet all have a conditions line on top - for what VDD range "
    "and what VLOGIC setting are those tables specified?",
    ["MPU-6050"],
    [
        it(
            "MPU-6050",
            "supply_voltage",
            unit="V",
            mn=2.375,
            mx=3.46,
            cond="VDD condition of the electrical characteristics tables",
        ),
        it(
            "MPU-6050",
            "io_supply_voltage",
            unit="V",
            value=1.8,
            cond="VLOGIC = 1.8 V +-5 % or VDD (MPU-6050 only), TA = 25 C, table conditions",
        ),
    ],
    [ev("mpu-6050.pdf", 13, "VDD = 2.375V-3.46V, VLOGIC (MPU-6050 only) = 1.8V±5% or VDD")],
    "Conditions line of the sensor tables (pages 12-19). Look-alike: the VLOGIC operating range "
    "1.71 V .. VDD (rq17-f27, rq71-f11); the tables are given at 1.8 V +-5 % or VLOGIC = VDD.",
    typ="structured",
)

fact(
    "rq96-f05",
    "medium",
    "want one bench supply for my chain of test boards (an l298n motor stage, some 5 v and 3.3 v "
    "logic): the lm2596 'adjustable output, low-ripple power supply' from the onsemi sheet, the "
    "one with the extra 20 uH + 100 uF filter after the main inductor. what output voltage range "
    "and what output current is that circuit drawn for?",
    ["LM2596"],
    [
        it(
            "LM2596",
            "output_voltage",
            unit="V",
            mn=1.2,
            mx=35,
            cond="Figure 30 adjustable low-ripple power supply",
        ),
        it("LM2596", "output_current", unit="A", value=3.0, cond="Figure 30, output capability"),
    ],
    [ev("lm2596.pdf", 21, "1.2 to 35 V @ 3.0 A")],
    "Figure 30 (page 21). Look-alikes: adjustable output range 1.23..37 V (lm2596-e3), Figure 31 "
    "5.0 V @ 3.0 A, '40 V Max' input of the same figure, the 3.0 V..40 V input sentence.",
    typ="structured",
)

fact(
    "rq96-f06",
    "hard",
    "one big gear motor, so i'm paralleling both h-bridges of a drv8833 (AIN1=BIN1, AIN2=BIN2, "
    "outputs tied), fed from a 2s pack through a fuse, esp32 gives the pwm. the ti sheet has a "
    "design example for exactly this parallel mode - what motor voltage and what current trip "
    "point does that example use?",
    ["DRV8833"],
    [
        it(
            "DRV8833",
            "load_supply_voltage",
            unit="V",
            value=10,
            cond="motor voltage VM, design parameters of the parallel-mode example (Table 5)",
        ),
        it(
            "DRV8833",
            "peak_output_current",
            unit="A",
            value=2.5,
            cond="motor current trip point ITRIP, parallel-mode design example",
        ),
    ],
    [
        ev("drv8833.pdf", 12, "Motor voltage VM 10 V"),
        ev("drv8833.pdf", 12, "Motor current trip point ITRIP 2.5 A"),
    ],
    "Table 5 'Design Parameters' under Figure 7 (parallel mode). Look-alikes: VM range 2.7..10.8 V, "
    "ISTART 2 A (rq69-f09), IRMS 0.8 A (rq85-f13), VTRIP 0.2 V, overcurrent trip IOCP 2 / 3.3 A "
    "(rq32-f19), 4 A peak in parallel.",
    typ="structured",
)

fact(
    "rq96-f07",
    "hard",
    "In the low-side current measurement example of the ADS1115 data sheet (shunt, OPA335 gain "
    "stage, ADS1114/5 converter, Figure 38), which full-scale input voltage reaches the "
    "converter when the shunt drops 50 mV at full-scale current, and which PGA full-scale range "
    "is the converter set to?",
    ["ADS1115"],
    [
        it(
            "ADS1115",
            "analog_input_range",
            unit="V",
            value=0.2,
            cond="full-scale input to the ADS1114/5 in Figure 38 (50 mV shunt drop, gain 4)",
        ),
        it(
            "ADS1115",
            "analog_input_range",
            unit="mV",
            mn=-256,
            mx=256,
            cond="PGA full-scale range used in Figure 38 (PGA gain = 16)",
        ),
    ],
    [
        ev("ads1115.pdf", 27, "the full-scale input to the ADS1114/5 is 0.2V."),
        ev("ads1115.pdf", 27, "256mV FS"),
        ev("ads1115.pdf", 27, "(PGA Gain = 16)"),
    ],
    "Figure 38 and its text (page 27). rq93-f13 asked the supply range drawn in the same figure. "
    "Look-alikes: the other PGA ranges +-6.144 .. +-0.512 V, the 50 mV shunt drop, the 100 mA "
    "momentary input current on the same page.",
    typ="structured",
    wording="formal",
)

fact(
    "rq96-f08",
    "hard",
    "cost-down idea: instead of a crystal on each nrf24l01+ i want to clock XC1 from a clock "
    "output of my mcu (same 16 mhz). the mcu also drives a tm1637 and reads a dht22. what "
    "frequency accuracy does the nrf sheet require for that external clock, and what minimum "
    "amplitude do they recommend?",
    ["nRF24L01+"],
    [
        it(
            "nRF24L01+",
            "accuracy",
            unit="ppm",
            mn=-60,
            mx=60,
            cond="frequency accuracy required when an MCU drives XC1",
        ),
        it(
            "nRF24L01+",
            "analog_input_range",
            unit="V",
            mn=0.4,
            cond="recommended amplitude of the external clock on XC1 (> 0.4 V peak, not above "
            "the rails)",
        ),
    ],
    [
        ev(
            "nrf24l01p.pdf",
            64,
            "quency accuracy of ±60ppm is required to get a functional radio link.",
        ),
        ev(
            "nrf24l01p.pdf",
            65,
            "than 0.4V-peak to achieve low current consumption and good signal-to-noise ratio",
        ),
    ],
    "Section 10.3 (driving XC1 from an MCU). Look-alikes: the +-60 ppm crystal tolerance of the "
    "crystal specification (rq44-f03), 16 MHz, the Ls-dependent start-up times (rq40-f21, "
    "rq45-f12); the amplitude must also not exceed any rail voltage.",
    typ="structured",
)

fact(
    "rq96-f09",
    "medium",
    "Eine Akku-Kette: Li-Ion-Zelle, TPS63020 (auf 3,3 V eingestellt), dahinter ein ESP32 und ein "
    "W25Q64-Flash. Für die Berechnung des Spulenstroms nach Gleichung 2 im TPS6302x-Datenblatt: "
    "Welche Schaltfrequenz des Wandlers soll man laut Datenblatt einsetzen?",
    ["TPS63020"],
    [
        it(
            "TPS63020",
            "data_rate",
            unit="MHz",
            typ=2.5,
            cond="converter switching frequency to use in the inductor-current equation "
            "(Equation 2), typical",
        )
    ],
    [ev("tps63020.pdf", 14, "f = converter switching frequency (typical 2.5 MHz)")],
    "Inductor selection, page 14. Look-alike: the oscillator frequency row of the electrical "
    "characteristics, 2.2 / 2.4 / 2.6 MHz (rq46-f14, rq92-i10); efficiency assumption 0.9 in the "
    "same list.",
    wording="formal",
    lang="de",
)

fact(
    "rq96-f10",
    "medium",
    "gy-49 with the board regulator bypassed so the max44009 runs straight off my 1.8 v rail, "
    "and the i2c bus is shared with other parts that want 3.3 v. in the typical application "
    "circuit of the max44009 sheet, what VCC range is shown, and what voltage range is shown for "
    "the rail the SDA/SCL pull-ups go to?",
    ["MAX44009"],
    [
        it(
            "MAX44009",
            "supply_voltage",
            unit="V",
            mn=1.7,
            mx=3.6,
            cond="VCC, typical application circuit",
        ),
        it(
            "MAX44009",
            "io_supply_voltage",
            unit="V",
            mx=3.6,
            cond="SDA/SCL pull-up rail 'VCC TO 3.6V' (lower end = VCC), typical application circuit",
        ),
    ],
    [ev("max44009.pdf", 18, "1.7V TO 3.6V VCC TO 3.6V")],
    "Typical Application Circuit, page 18; the third pull-up (INT) is drawn to '0V TO VCC'. "
    "Look-alikes: the 1.7..3.6 V power-supply row of the electrical table; SDA/SCL absolute "
    "maximum.",
    typ="structured",
)

fact(
    "rq96-f11",
    "medium",
    "stepper chain: arduino -> L297 -> l298n -> 2-phase bipolar stepper, copied from the two "
    "phase bipolar stepper motor circuit (fig. 8) of the st l298 sheet, RS1 = RS2 = 0.5 ohm. "
    "what winding current is that circuit good for?",
    ["L298N"],
    [
        it(
            "L298N",
            "output_current",
            unit="A",
            mx=2,
            cond="winding current of the Figure 8 two-phase bipolar stepper circuit (L297 + L298)",
        )
    ],
    [
        ev(
            "l298n.pdf",
            8,
            "This circuit drives bipolar stepper motors with winding currents up to 2 A. The "
            "diodes are fast 2 A types.",
        ),
        ev("l298n.pdf", 8, "RS1 = RS2 = 0.5 Ω"),
    ],
    "Figure 8 caption text (page 8). Look-alikes on the same page: 3 A DC / 3.5 A repetitive "
    "peak with paralleled bridges; the diodes' 2 A, VF 1.2 V, trr 200 ns; the 2 A DC per bridge "
    "of the ratings.",
)

fact(
    "rq96-f12",
    "medium",
    "solar fence node: panel -> tp4056 -> 18650 -> xc6206 -> nrf24. while it's dark i pull CE "
    "of the tp4056 low. what supply current does the tp4056 sheet give for that shut-down mode "
    "with the supply still present (the description text), and what float voltage does BAT "
    "regulate to per the pin description?",
    ["TP4056"],
    [
        it(
            "TP4056",
            "standby_current",
            unit="uA",
            mx=55,
            cond="shut-down mode with power supply present, description text",
        ),
        it(
            "TP4056",
            "output_voltage",
            unit="V",
            value=4.2,
            cond="final float voltage regulated at the BAT pin (pin description)",
        ),
    ],
    [
        ev("tp4056.pdf", 2, "lowering supply current to less than 55uA."),
        ev("tp4056.pdf", 7, "voltage to 4.2V. BAT pin draws less than"),
    ],
    "Description (page 2) and BAT pin description (page 7). Look-alikes: battery drain < 2 uA "
    "when input power is removed, ICC standby / shutdown rows 55 / 100 uA, IBAT -2.5 / -6 uA, "
    "VFLOAT 4.158..4.242 V.",
    typ="structured",
)

fact(
    "rq96-f13",
    "hard",
    "wildlife logger straight off 2 aa cells, no regulator: si7021 + inmp441, plus a pcf8563 "
    "for the time. what's the minimum operating voltage the si7021 sheet recommends in its "
    "notes, and what VDD range does the inmp441 pin table give?",
    ["Si7021", "INMP441"],
    [
        it(
            "Si7021",
            "supply_voltage",
            unit="V",
            mn=1.9,
            cond="minimum recommended operating voltage (application notes)",
        ),
        it("INMP441", "supply_voltage", unit="V", mn=1.8, mx=3.3, cond="VDD, pin function table"),
    ],
    [
        ev("si7021.pdf", 26, "The minimum recommended operating voltage is 1.9 V."),
        ev(
            "inmp441.pdf",
            8,
            "Power, 1.8 V to 3.3 V. This pin should be decoupled to Pin 6 with a 0.1 μF capacitor.",
        ),
    ],
    "Si7021 note on page 26 and INMP441 pin table on page 8. Look-alike: the INMP441 electrical "
    "table gives VDD 1.62..3.63 V; the Si7021 table 1.9..3.6 V (repeats of earlier answers from "
    "other lines). The PCF8563 is a bystander.",
    typ="structured",
)

fact(
    "rq96-f14",
    "medium",
    "hub build: nrf24 sensor nodes -> esp32-wroom-32 gateway, which also talks ble to my phone "
    "and drives a relay board. what rx sensitivity does the module sheet's overview give for "
    "its bluetooth (nzif) receiver?",
    ["ESP32-WROOM-32"],
    [
        it(
            "ESP32-WROOM-32",
            "rx_sensitivity",
            unit="dBm",
            typ=-97,
            cond="Bluetooth NZIF receiver, overview",
        )
    ],
    [ev("esp32-wroom-32.pdf", 6, "NZIF receiver with –97 dBm sensitivity")],
    "Overview feature list (page 6); the same -97 dBm was asked from another page (esp32-e6). "
    "Look-alikes: Wi-Fi sensitivities -98 (11b 1 Mbps) .. -69 dBm (HT40 MCS7).",
)

fact(
    "rq96-f15",
    "medium",
    "An INA3221 monitors the three rails of a 24 V chain (24 V input, 12 V and 5 V buck "
    "outputs). What full-scale value can the bus-voltage register report, and what voltage must "
    "the input pins never exceed?",
    ["INA3221"],
    [
        it(
            "INA3221",
            "measurement_range",
            unit="V",
            mx=32.76,
            q="voltage",
            cond="bus-voltage register full scale (8 mV LSB)",
        ),
        it(
            "INA3221",
            "measurement_range",
            unit="V",
            mx=26,
            q="voltage",
            cond="voltage actually applied to the input pins",
        ),
    ],
    [
        ev(
            "ina3221.pdf",
            11,
            "in 32.76V. However, the actual voltage applied to the INA3221 input pins must not "
            "exceed 26V.",
        )
    ],
    "Bus-voltage description, page 11; both numbers were asked before from other pages "
    "(rq55-f05, ina3221-m3). Look-alike: shunt full scale 163.84 mV.",
    typ="structured",
    wording="formal",
)

# ---------------------------------------------------------------------------------------------
# Factual insufficient_evidence (near misses on unmarked lines, parts not covered)
# ---------------------------------------------------------------------------------------------

trap(
    "rq96-u01",
    "hard",
    "A VL53L0X runs the long-range profile (33 ms, dark conditions) and is used up to 2 m in a "
    "warehouse shelf monitor fed from the same 2.8 V regulator as its MCU. The offset was "
    "calibrated at 10 cm. What maximum offset drift from nominal does the data sheet give at a "
    "ranging distance of 200 cm?",
    ["VL53L0X"],
    [
        ev("vl53l0x.pdf", 28, "White 120 cm (indoor)"),
        ev("vl53l0x.pdf", 28, "Grey 70 cm (indoor) <3%"),
    ],
    "Table 14 gives the distance-dependent offset (< 3 %) only at the measure points white "
    "120 cm / grey 70 cm indoor and white 60 / grey 40 cm outdoor; Table 13 only says '2 m, "
    "accuracy as per Table 12' for the long-range profile. Nothing at 200 cm.",
    wording="formal",
)

trap(
    "rq96-u02",
    "medium",
    "long ds18b20 bus (15 sensors on 30 m of cat5) so i dropped the pullup to 470 ohm on 5 v, "
    "which means DQ sinks about 10 ma when a sensor pulls it low. what low level does the "
    "ds18b20 guarantee at that sink current?",
    ["DS18B20"],
    [ev("ds18b20.pdf", 2, "Note 4: Logic-low voltages are specified at a sink current of 4mA.")],
    "The DQ low-level output is specified only at a 4 mA sink current (Note 4). rq16-f35 asked "
    "the sink current at 0.4 V, a different question.",
)

trap(
    "rq96-u03",
    "medium",
    "A PCF8563 keeps time in a chain where an ESP32 wakes every hour, reads two sensors and logs "
    "to a W25Q64 flash. With a fixed OSCI capacitor, what maximum timekeeping deviation per year "
    "does the PCF8563 data sheet guarantee?",
    ["PCF8563"],
    [
        ev(
            "pcf8563.pdf",
            32,
            "5 ppm). Average deviations of 5 minutes per year can be easily achieved.",
        )
    ],
    "The application note only says average deviations of 5 minutes per year 'can be easily "
    "achieved' and that the device-to-device tolerance is 5 ppm on average; the tolerance depends "
    "on the crystal and capacitor. No guaranteed yearly deviation.",
    wording="formal",
)

trap(
    "rq96-u04",
    "medium",
    "old heating system, all the sensors are Ni1000 nickel rtds. if i hang one on a max31865 "
    "board (4.3k reference) feeding an esp32 and a tm1637 display, what temperature accuracy "
    "does the max31865 give me for a Ni1000?",
    ["MAX31865"],
    [ev("max31865.pdf", 1, "Handles 100Ω to 1kΩ (at 0°C) Platinum RTDs")],
    "The MAX31865 sheet covers platinum RTDs (PT100..PT1000); its accuracy figure and its "
    "resistance-to-temperature notes assume platinum (IEC 751). Nothing for nickel RTDs.",
)

trap(
    "rq96-u05",
    "hard",
    "tp4056 set to 1 a (1.2k prog) charging an 18650, the board sits in a 50 c enclosure next "
    "to an lm2596 and an esp32. how many mA will it actually push into the cell once its "
    "thermal regulation kicks in at that ambient?",
    ["TP4056"],
    [ev("tp4056.pdf", 8, "approximately 145 ℃. This feature protects")],
    "The TP4056 only states that thermal regulation reduces the programmed current when the die "
    "tries to exceed about 145 C; the 'charge current vs ambient temperature' curve has no "
    "numbers in the text and the reduction depends on board and dissipation.",
)

trap(
    "rq96-u06",
    "hard",
    "If an MCU clock output drives the XC1 input of an nRF24L01+ with a 0.4 V peak signal "
    "instead of a crystal (the MCU also runs a DHT22 and a display), how much lower is the "
    "nRF24L01+ supply current in RX mode than with its own crystal oscillator?",
    ["nRF24L01+"],
    [
        ev(
            "nrf24l01p.pdf",
            65,
            "than 0.4V-peak to achieve low current consumption and good signal-to-noise ratio",
        )
    ],
    "Section 10.3.2 only recommends more than 0.4 V peak 'to achieve low current consumption'; "
    "no current figure compares an external clock with the crystal oscillator.",
    wording="formal",
)

trap(
    "rq96-u07",
    "medium",
    "copying fig. 8 of the st l298 sheet (L297 + L298 bipolar stepper driver, 0.5 ohm sense "
    "resistors) for my cnc axis. what chopping frequency does the L297 run at with the parts "
    "shown, and how much supply current does the L297 itself take?",
    ["L298N"],
    [ev("l298n.pdf", 8, "from the IC L297.")],
    "The L297 is only named as the signal generator of the example; its chopper frequency and "
    "supply current are in its own data sheet, which the corpus does not contain.",
)

trap(
    "rq96-u08",
    "hard",
    "The Type K thermocouple conditioning circuit of the TMP35/TMP36/TMP37 data sheet (Figure 8, "
    "TMP35 plus OP193) sits in an unheated box next to its 3.3 V regulator and an ADC; in winter "
    "the box reaches 0 °C. What cold-junction compensation error does the data sheet specify at "
    "0 °C circuit ambient?",
    ["TMP36"],
    [ev("tmp36.pdf", 10, "well for circuit ambient temperatures in the range of 20°C to")],
    "The text only says the compensation 'works extremely well' for circuit ambient temperatures "
    "of 20 C to 50 C; no error figure at all, and nothing below 20 C.",
    wording="formal",
)

trap(
    "rq96-u09",
    "medium",
    "outdoor node: dht11 -> arduino pro mini -> nrf24, running for years on a solar cell. how "
    "much does the dht11 temperature reading drift per year?",
    ["DHT11"],
    [ev("dht11.pdf", 3, "Long-term stability: <± 0.5% RH / yr in")],
    "The DHT11 sheet gives long-term stability only for relative humidity (< +-0.5 %RH per year); "
    "no temperature drift. The DHT22 sheet has +-0.3 C/yr, a look-alike from another sheet.",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: compatible
# ---------------------------------------------------------------------------------------------

compat(
    "rq96-c01",
    "hard",
    "usb powered logger with a battery: usb 5 v -> mcp73831-2 charging a 1s lipo (i let it run "
    "between 3.0 and 4.2 v) -> tps63021 fixed 3.3 v -> esp32-wroom-32 with wifi on. does every "
    "link of that chain stay inside its recommended range, including enough current for the "
    "esp32?",
    ["MCP73831", "TPS63020", "ESP32-WROOM-32"],
    "compatible",
    [
        it("MCP73831", "supply_voltage", unit="V", mn=3.75, mx=6, cond="VDD"),
        it(
            "MCP73831",
            "output_voltage",
            unit="V",
            mn=4.168,
            typ=4.20,
            mx=4.232,
            cond="VREG, MCP7383X-2",
        ),
        it("TPS63020", "supply_voltage", unit="V", mn=1.8, mx=5.5, cond="VIN, VINA"),
        it(
            "TPS63020",
            "output_voltage",
            unit="V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021 fixed output",
        ),
        it("TPS63020", "output_current", unit="A", value=2, cond="VIN > 2.5 V, VOUT = 3.3 V"),
        it("ESP32-WROOM-32", "supply_voltage", unit="V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
        it(
            "ESP32-WROOM-32",
            "supply_current",
            unit="A",
            mn=0.5,
            cond="current delivered by the external power supply",
        ),
    ],
    [
        ev("mcp73831.pdf", 3, "Supply Voltage VDD 3.75 — 6 V"),
        ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V"),
        TPS_VIN,
        TPS21_VOUT,
        ev("tps63020.pdf", 1, "Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A"),
        ESP32_VDD,
        ev("esp32-wroom-32.pdf", 15, "IV DD Current delivered by external power supply 0.5 - - A"),
    ],
    "USB 5 V is inside 3.75..6 V; the cell (3.0..4.232 V) is inside the TPS63021 input 1.8..5.5 V "
    "and above 2.5 V, where 2 A at 3.3 V is given (>= 0.5 A the ESP32 wants); 3.267..3.333 V is "
    "inside 3.0..3.6 V. Every link holds.",
)

compat(
    "rq96-c02",
    "medium",
    "12 v wall adapter -> lm2596 adjustable set to 5.0 v -> that 5 v feeds the logic supply "
    "(VSS) of an l298n and a chain of max7219 matrices. the l298n motor supply VS takes the 12 v "
    "directly, inputs from a 5 v arduino. all within spec?",
    ["LM2596", "L298N", "MAX7219"],
    "compatible",
    [
        it("LM2596", "supply_voltage", unit="V", mn=4.5, mx=40, cond="Vin operating rating"),
        it("L298N", "logic_supply_voltage", unit="V", mn=4.5, typ=5, mx=7, cond="VSS"),
        it("L298N", "load_supply_voltage", unit="V", mx=46, cond="VS, min = VIH + 2.5 V"),
        it("MAX7219", "supply_voltage", unit="V", mn=4.0, mx=5.5, cond="V+"),
    ],
    [
        ev("lm2596.pdf", 3, "Supply Voltage Vin 4.5 to 40 V"),
        ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V"),
        ev("l298n.pdf", 3, "VS Supply Voltage (pin 4) Operative Condition VIH +2.5 46 V"),
        MAX7219_VDD,
    ],
    "12 V is inside the LM2596 input range (and above the 8.5 V of the 5 V feedback-voltage "
    "conditions); 5 V is inside L298N VSS 4.5..7 V and MAX7219 4.0..5.5 V; VS = 12 V is between "
    "VIH + 2.5 V and 46 V.",
)

compat(
    "rq96-c03",
    "medium",
    "A data logger takes 4.75 V to 5.25 V from a USB port into an AMS1117-3.3; the 3.3 V rail "
    "supplies a MAX31865 RTD converter (VDD and DVDD) and a W25Q64FV flash that stores the "
    "readings. Are the regulator's input and the supply ranges of both loads satisfied?",
    ["AMS1117", "MAX31865", "W25Q64FV"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            unit="V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="AMS1117-3.3, 4.75 V <= VIN <= 12 V, 0..1 A",
        ),
        it("MAX31865", "supply_voltage", unit="V", mn=3.0, typ=3.3, mx=3.6, cond="VDD, DVDD"),
        it("W25Q64FV", "supply_voltage", unit="V", mn=2.7, mx=3.6, cond="VCC"),
    ],
    [
        AMS33,
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
        ev("w25q64.pdf", 5, "Single 2.7 to 3.6V supply"),
    ],
    "USB 4.75..5.25 V is inside the 4.75..12 V window of the AMS1117-3.3 output specification; "
    "3.267..3.333 V is inside MAX31865 3.0..3.6 V and W25Q64FV 2.7..3.6 V.",
    wording="formal",
)

compat(
    "rq96-c04",
    "hard",
    "compass + weather logger straight off 2 aa alkalines, no regulator: hmc5883l, si7021 and "
    "max44009 all on the battery. fresh the pack is 3.2 v and my firmware shuts down at 2.4 v "
    "(1.2 v per cell). do all three stay inside their supply ranges over that whole window?",
    ["HMC5883L", "Si7021", "MAX44009"],
    "compatible",
    [
        it("HMC5883L", "supply_voltage", unit="V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
        it("Si7021", "supply_voltage", unit="V", mn=1.9, mx=3.6, cond="VDD"),
        it("MAX44009", "supply_voltage", unit="V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [HMC_VDD, SI_VDD, MAX44009_VCC],
    "2.4..3.2 V is inside HMC5883L 2.16..3.6 V, Si7021 1.9..3.6 V and MAX44009 1.7..3.6 V. "
    "Flip of rq78-i01 (CR2032 down to 2.0 V with an HMC5883L, incompatible) and of rq96-i09.",
)

compat(
    "rq96-c05",
    "medium",
    "remote sensor: tp4056 charges an 18650, the cell feeds an xc6206p332 (3.3 v ldo) which "
    "runs an nrf24l01+ and nothing else big (~15 ma). firmware sleeps the node below 3.7 v "
    "battery. is the ldo input ok at full charge and is the nrf supply ok?",
    ["TP4056", "XC6206", "nRF24L01+"],
    "compatible",
    [
        it(
            "TP4056",
            "output_voltage",
            unit="V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="VFLOAT, 0..85 C",
        ),
        it("XC6206", "supply_voltage", unit="V", mn=1.8, mx=6.0, cond="VIN"),
        it(
            "XC6206", "accuracy", unit="%", mn=-2, mx=2, q="voltage", cond="VOUT >= 1.5 V, standard"
        ),
        it("nRF24L01+", "supply_voltage", unit="V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
    ],
    [
        ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
        XC_VIN,
        XC_ACC,
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
    ],
    "Full charge 4.242 V max is below the XC6206 6.0 V input limit; 3.3 V +-2 % (3.234..3.366 V) "
    "is inside 1.9..3.6 V. At 3.7 V input the 3.3 V part keeps 0.4 V headroom; the dropout chart "
    "gives about 350 mV maximum at 30 mA for this output range, and the load is ~15 mA.",
)

compat(
    "rq96-c06",
    "hard",
    "led strip controller: esp32 gpio (3.3 v) -> 74hct595 running on 5 v -> the 595 outputs "
    "drive the gates of irlz44n mosfets directly (no resistors worth mentioning), each fet "
    "switching a 12 v strip at about 3 a. is the esp32 high enough for the hct595, and is the "
    "gate drive from the 595 a specified operating point for the irlz44n?",
    ["ESP32-WROOM-32", "74HC595", "IRLZ44N"],
    "compatible",
    [
        it(
            "ESP32-WROOM-32",
            "output_high_voltage",
            unit="V",
            mn=2.64,
            cond="VDD = 3.3 V, VOH >= 2.64 V at full drive",
        ),
        it("74HC595", "input_high_voltage", unit="V", mn=2.0, cond="74HCT595, VCC 4.5..5.5 V"),
        it(
            "74HC595",
            "output_high_voltage",
            unit="V",
            mn=4.4,
            cond="74HCT595, VCC = 4.5 V, IO = -20 uA (gate load)",
        ),
        it("IRLZ44N", "on_resistance", unit="Ohm", mx=0.035, cond="VGS = 4.0 V, ID = 21 A"),
    ],
    [
        ev("esp32-wroom-32.pdf", 15, "(VDD = 3.3 V, VOH >= 2.64 V,"),
        ev("74hc595.pdf", 8, "VIH HIGH-level VCC = 4.5 V to 5.5 V 2.0 1.6 - 2.0 - V"),
        ev("74hc595.pdf", 8, "IO = 20 A 4.4 4.5 - 4.4 - V"),
        ev("irlz44n.pdf", 2, "0.035 VGS = 4.0V, I D = 21A"),
    ],
    "HCT input VIH 2.0 V < 2.64 V; the gate is a static CMOS-like load, so VOH >= 4.4 V (4.5 V "
    "supply, 20 uA row) and more at 5 V; RDS(on) is specified down to VGS = 4.0 V (0.035 Ohm at "
    "21 A), so 3 A is a specified point. rq12-c06 asked only the ESP32 -> 74HCT595 link.",
)

compat(
    "rq96-c07",
    "hard",
    "A 24 V PLC output drives the LED of a PC817 through 1.2 kOhm (about 19 mA). The PC817 "
    "collector has a 10 kOhm pull-up to 3.3 V and goes to an ESP32-WROOM-32 input; the ESP32 "
    "passes the state on over CAN through an MCP2515 at 3.3 V. Is the LED current allowed, does "
    "the optocoupler pull the input below the ESP32's low threshold, and is the MCP2515 supply "
    "fine?",
    ["PC817", "ESP32-WROOM-32", "MCP2515"],
    "compatible",
    [
        it("PC817", "supply_current", unit="mA", mx=50, cond="forward current IF, absolute max"),
        it(
            "PC817",
            "output_low_voltage",
            unit="V",
            typ=0.1,
            mx=0.2,
            cond="VCE(sat), IF = 20 mA, IC = 1 mA",
        ),
        it("MCP2515", "supply_voltage", unit="V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("pc817.pdf", 4, "Forward current IF 50 mA"),
        ev(
            "pc817.pdf",
            4,
            "Collector-emitter saturation voltage VCE (sat) IF=20mA, IC=1mA − 0.1 0.2 V",
        ),
        ev("esp32-wroom-32.pdf", 15, "VIL Low-level input voltage –0.3 - 0.25×VDD V"),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
    ],
    "IF ~19 mA < 50 mA; with 0.33 mA collector current (< 1 mA) the saturation row applies, "
    "0.2 V max, well below the ESP32 VIL of 0.25 x 3.3 = 0.825 V; 3.3 V is inside MCP2515 "
    "2.7..5.5 V.",
    wording="formal",
)

compat(
    "rq96-c08",
    "medium",
    "power board: 12 v in -> lm2596 makes 5 v -> ams1117-3.3 makes 3.3 v from that. an ina3221 "
    "(powered from the 3.3 v) watches all three rails, one per channel, high side. can the "
    "ina3221 sit on those rails and run from 3.3 v?",
    ["INA3221", "LM2596", "AMS1117"],
    "compatible",
    [
        it("INA3221", "supply_voltage", unit="V", mn=2.7, mx=5.5, cond="VS operating"),
        it(
            "INA3221",
            "measurement_range",
            unit="V",
            mn=0,
            mx=26,
            q="voltage",
            cond="bus voltage sensing",
        ),
        it("AMS1117", "output_voltage", unit="V", mn=3.267, typ=3.3, mx=3.333, cond="AMS1117-3.3"),
    ],
    [
        ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V"),
        ev("ina3221.pdf", 1, "Senses bus voltages from 0V to 26V"),
        AMS33,
    ],
    "All three rails (12 / 5 / 3.3 V) are inside 0..26 V; 3.3 V is inside VS 2.7..5.5 V. The "
    "AMS1117 gets 5 V from the LM2596, above its 4.75 V.",
)

compat(
    "rq96-c09",
    "medium",
    "kiln + oven monitor: an xc6206p332 (3.3 v, from the 5 v usb) powers a max31855 (type k) "
    "and a max31865 (pt100) that share one spi bus at 4 mhz with separate chip selects, plus a "
    "ds18b20 on the same 3.3 v as a room reference. supply and clock ok for all of them?",
    ["XC6206", "MAX31855", "MAX31865", "DS18B20"],
    "compatible",
    [
        it(
            "XC6206", "accuracy", unit="%", mn=-2, mx=2, q="voltage", cond="standard, VOUT >= 1.5 V"
        ),
        it("MAX31855", "supply_voltage", unit="V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("MAX31855", "spi_clock_frequency", unit="MHz", mx=5, cond="fSCL"),
        it("MAX31865", "supply_voltage", unit="V", mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
        it("MAX31865", "spi_clock_frequency", unit="MHz", mx=5.0, cond="SCLK frequency"),
        it("DS18B20", "supply_voltage", unit="V", mn=3.0, mx=5.5, cond="VDD, local power"),
    ],
    [
        XC_ACC,
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz"),
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
        ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz"),
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
    ],
    "3.3 V x 0.98..1.02 = 3.234..3.366 V is inside both 3.0..3.6 V ranges and the DS18B20's "
    "3.0..5.5 V; 4 MHz is below both 5 MHz limits; 5 V is inside the XC6206 input range. "
    "rq77-c09 used the three converters without the DS18B20.",
)

compat(
    "rq96-c10",
    "medium",
    "Horloge de bureau : un bloc secteur 9 V alimente un AMS1117-5.0 ; le 5 V obtenu alimente "
    "un afficheur TM1637 et une horloge PCF8563 (VDD sur le 5 V, bus I2C à 400 kHz). La tension "
    "d'entrée du régulateur et les tensions d'alimentation du TM1637 et du PCF8563 sont-elles "
    "conformes aux fiches techniques ?",
    ["AMS1117", "TM1637", "PCF8563"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            unit="V",
            mn=4.950,
            typ=5.000,
            mx=5.050,
            cond="AMS1117-5.0, 6.5 V <= VIN <= 12 V",
        ),
        it(
            "TM1637",
            "supply_voltage",
            unit="V",
            mn=4.5,
            mx=5.5,
            cond="VDD of the electrical tables",
        ),
        it(
            "PCF8563",
            "supply_voltage",
            unit="V",
            mn=1.8,
            mx=5.5,
            cond="VDD, interface active, fSCL = 400 kHz",
        ),
    ],
    [
        AMS50,
        ev(
            "tm1637.pdf",
            9,
            "3、Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)",
        ),
        ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V fSCL = 400 kHz"),
    ],
    "9 V is inside the 6.5..12 V window of the AMS1117-5.0 specification; 4.95..5.05 V is inside "
    "TM1637 4.5..5.5 V and PCF8563 1.8..5.5 V (interface active at 400 kHz). rq79-c03 used the "
    "same chain with a DS3231.",
    wording="formal",
    lang="fr",
)

compat(
    "rq96-c11",
    "hard",
    "robot head board: one xc6206p302 (the 3.0 v version) fed from a 1s lipo makes the sensor "
    "rail for a vl53l0x (gy-530 without its own reg), a bare mpu-6050 (VLOGIC tied to VDD) and a "
    "bh1750. total draw maybe 30 ma. is 3.0 v inside all three supply ranges with the ldo's "
    "tolerance?",
    ["XC6206", "VL53L0X", "MPU-6050", "BH1750"],
    "compatible",
    [
        it(
            "XC6206", "accuracy", unit="%", mn=-2, mx=2, q="voltage", cond="standard, VOUT >= 1.5 V"
        ),
        it("VL53L0X", "supply_voltage", unit="V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD"),
        it("MPU-6050", "supply_voltage", unit="V", mn=2.375, mx=3.46, cond="VDD"),
        it("BH1750", "supply_voltage", unit="V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [
        XC_ACC,
        ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
        ev("mpu-6050.pdf", 7, "operates from VDD power supply voltage range of 2.375V-3.46V."),
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
    ],
    "3.0 V +-2 % = 2.94..3.06 V is inside VL53L0X 2.6..3.5 V, MPU-6050 2.375..3.46 V and BH1750 "
    "2.4..3.6 V; 30 mA is far below the 200 mA output current of the 3.0 V type.",
)

compat(
    "rq96-c12",
    "hard",
    "current logger on a 5 v arduino: acs712-05b (on the 5 v) -> its output into AIN0 of an "
    "ads1115 that also runs on 5 v, PGA +-4.096 v, single ended. an ina219 on the same i2c "
    "watches the 12 v motor supply. for +-5 a through the acs712, does its output stay inside "
    "what the ads1115 can convert, and are the supplies right?",
    ["ACS712", "ADS1115", "INA219"],
    "compatible",
    [
        it("ACS712", "supply_voltage", unit="V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it(
            "ACS712",
            "sensitivity",
            unit="mV/A",
            mn=178,
            mx=193,
            q="current",
            cond="05B, over full range of IP and temperature",
        ),
        it("ADS1115", "analog_input_range", unit="V", mn=-4.096, mx=4.096, cond="PGA FS +-4.096 V"),
        it("ADS1115", "supply_voltage", unit="V", mn=2, mx=5.5, cond="VDD"),
        it(
            "INA219",
            "measurement_range",
            unit="V",
            mn=0,
            mx=26,
            q="voltage",
            cond="bus voltage",
        ),
    ],
    [
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("acs712.pdf", 5, "SensTOP Over full range of IP 178 – 193 mV/A"),
        ev("ads1115.pdf", 3, "Full-scale input voltage (1) VIN = (AINP) – (AINN) ±4.096/PGA V"),
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
        ev("ina219.pdf", 1, "Senses Bus Voltages from 0 to 26 V"),
    ],
    "Output = VCC/2 +- 5 A x 193 mV/A at most = 1.535..3.465 V, inside 0..4.096 V and inside the "
    "ADS1115 supply rails; all parts on 5 V are inside their ranges; 12 V is inside INA219 0..26 V.",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: incompatible
# ---------------------------------------------------------------------------------------------

compat(
    "rq96-i01",
    "hard",
    "process monitor: an acs712 output, two tmp36 sensors and a 4th analog signal all go into "
    "the 4 single-ended inputs of one ads1115 (5 v). the mcu switches the mux and i need at "
    "least 300 samples per second on EACH of the four channels. can the ads1115 deliver that?",
    ["ADS1115", "ACS712", "TMP36"],
    "incompatible",
    [it("ADS1115", "data_rate", unit="SPS", mn=8, mx=860, cond="programmable data rate")],
    [ev("ads1115.pdf", 1, "8SPS to 860SPS")],
    "4 x 300 = 1200 conversions per second are needed; one converter with a multiplexer gives at "
    "most 860 SPS in total (less with the mux switching), so at most ~215 per channel.",
)

compat(
    "rq96-i02",
    "medium",
    "handheld: 1s lipo -> tps63021 (3.3 v fixed) is my only rail. on it: a 4-in-1 max7219 dot "
    "matrix and a dht22. both ok on that 3.3 v?",
    ["TPS63020", "MAX7219", "DHT22"],
    "incompatible",
    [
        it("TPS63020", "output_voltage", unit="V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021"),
        it("MAX7219", "supply_voltage", unit="V", mn=4.0, mx=5.5, cond="V+"),
        it("DHT22", "supply_voltage", unit="V", mn=3.3, typ=5, mx=5.5, cond="VDD"),
    ],
    [TPS21_VOUT, MAX7219_VDD, DHT22_VDD],
    "The MAX7219 needs 4.0..5.5 V; 3.267..3.333 V is below. (The DHT22 is at its 3.3 V lower "
    "edge, and the TPS63021 output can be 33 mV below it.)",
)

compat(
    "rq96-i03",
    "hard",
    "bat detector-ish recorder: two inmp441 (L/R on one i2s bus) clocked by a pico at 96 khz "
    "word select, a pcf8563 timestamps the files, a w25q64 buffers. is 96 khz sample rate ok for "
    "the mics?",
    ["INMP441", "PCF8563", "W25Q64FV"],
    "incompatible",
    [it("INMP441", "data_rate", unit="kHz", mn=7.8, mx=50, cond="fWS, WS frequency")],
    [ev("inmp441.pdf", 5, "fWS WS frequency 7.8 50 kHz")],
    "The word-select (sample) frequency is limited to 7.8..50 kHz; 96 kHz is above. rq85-c12 "
    "(44.1 kHz) is the compatible neighbour.",
)

compat(
    "rq96-i04",
    "medium",
    "little rover: 4 aa alkalines (6.0 v fresh, about 4.4 v at the end) -> ams1117-5.0 -> the "
    "5 v runs an hc-sr04 and the heater of an mq-2. can the regulator hold the 5 v those two "
    "need?",
    ["AMS1117", "HC-SR04", "MQ-2"],
    "incompatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            unit="V",
            mn=4.950,
            typ=5.000,
            mx=5.050,
            cond="AMS1117-5.0, specified for 6.5 V <= VIN <= 12 V",
        ),
        it("AMS1117", "dropout_voltage", unit="V", typ=1.1, mx=1.3, cond="IOUT = 1 A"),
        it("MQ-2", "supply_voltage", unit="V", value=5.0, cond="heater voltage VH, +-0.1 V"),
        it("HC-SR04", "supply_voltage", unit="V", value=5, cond="working voltage, DC"),
    ],
    [
        AMS50,
        ev("ams1117.pdf", 3, "∆VOUT , ∆VREF = 1%, IOUT = 1A (Note 4) 1.1 1.3 V"),
        MQ2_VH,
        ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
    ],
    "Even fresh (6.0 V) the pack is below the 6.5 V minimum of the AMS1117-5.0 output window; "
    "with up to 1.3 V dropout the output falls well under 5 V as the cells drain, outside "
    "the MQ-2 heater's 5.0 +- 0.1 V.",
)

compat(
    "rq96-i05",
    "medium",
    "A handheld gas sniffer charges its 1S Li-ion cell with an MCP73831-2 (4.20 V regulation); "
    "the cell then feeds an XC6206P502 (5.0 V LDO) that is meant to supply the heater of an "
    "MQ-2. Can this chain give the MQ-2 heater its rated voltage?",
    ["XC6206", "MQ-2", "MCP73831"],
    "incompatible",
    [
        it("MCP73831", "output_voltage", unit="V", mn=4.168, typ=4.20, mx=4.232, cond="VREG"),
        it("MQ-2", "supply_voltage", unit="V", value=5.0, cond="heater voltage VH, +-0.1 V"),
    ],
    [
        ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V"),
        MQ2_VH,
    ],
    "The cell never exceeds 4.232 V; a linear LDO cannot output more than its input, so the "
    "heater sees below 4.2 V, not 5.0 +- 0.1 V (and the XC6206 line regulation is only specified "
    "for 5.5 V <= VIN <= 6.0 V at VOUT >= 4.5 V).",
    wording="formal",
)

compat(
    "rq96-i06",
    "hard",
    "A CAN data logger shares one SPI bus between an MCP2515 CAN controller and a W25Q64FV "
    "flash; a DS3231 on I2C provides timestamps. Everything runs on 3.3 V and the SPI clock is "
    "set to 16 MHz to keep up with the flash writes. Is that clock acceptable for both SPI "
    "devices?",
    ["MCP2515", "W25Q64FV", "DS3231"],
    "incompatible",
    [it("MCP2515", "spi_clock_frequency", unit="MHz", mx=10, cond="FCLK clock frequency")],
    [ev("mcp2515.pdf", 77, "FCLK Clock Frequency — 10 MHz")],
    "The MCP2515 SPI clock is limited to 10 MHz; 16 MHz is fine for the W25Q64FV but not for "
    "the MCP2515. gD-h6 (10 MHz, compatible) is the neighbour.",
    wording="formal",
)

compat(
    "rq96-i07",
    "medium",
    "12 v garden controller: the 12 v rail (an ina219 logs it) switches an srd-05vdc-sl-c relay "
    "coil through an irlz44n low side, so the coil sees the full 12 v when the fet is on. the "
    "coil is the standard 0.45 w one. ok for the relay?",
    ["IRLZ44N", "SRD-05VDC-SL-C", "INA219"],
    "incompatible",
    [
        it("SRD-05VDC-SL-C", "coil_voltage", unit="V", value=5, cond="nominal, standard 05 type"),
        it("SRD-05VDC-SL-C", "coil_resistance", unit="Ohm", value=55, cond="standard 05 type"),
    ],
    [
        ev("srd-05vdc-sl-c.pdf", 2, "(Standard) 05 05 89.3 55"),
        ev("srd-05vdc-sl-c.pdf", 2, "SRD 03 03 150 20 abt. 0.45W 75% Max. 10% Min. 110%"),
    ],
    "The 05 coil is rated 5 V nominal with a maximum allowable 110 % (5.5 V) for the standard "
    "types; 12 V is more than twice that (about 218 mA into 55 Ohm). The IRLZ44N and INA219 are "
    "fine; the relay coil is not.",
)

compat(
    "rq96-i08",
    "hard",
    "solar shed: 24 v lead-acid bank, the charge controller pushes it to 28.8 v in absorption. "
    "an ina219 sits high side on the battery line (bus = battery), an irlz44n switches the "
    "inverter fan, a ds18b20 reads the battery temperature. can the ina219 stay on that bus?",
    ["INA219", "IRLZ44N", "DS18B20"],
    "incompatible",
    [it("INA219", "abs_max_input_voltage", unit="V", mn=-0.3, mx=26, cond="IN+, IN- pins")],
    [INA219_IN],
    "The IN+ / IN- pins must not exceed 26 V (absolute maximum, also the bus range); 28.8 V in "
    "absorption is above. Flip of rq16-c10 (INA219 on a 24 V supply, compatible).",
)

compat(
    "rq96-i09",
    "medium",
    "luggage scale + compass gadget on 2 aa alkalines with no regulator: hx711 (load cell), "
    "hmc5883l and bh1750 all straight on the cells. i want to run the aas down to 1.0 v per cell "
    "(2.0 v pack). does the chain keep working that far down?",
    ["HX711", "HMC5883L", "BH1750"],
    "incompatible",
    [
        it("HX711", "supply_voltage", unit="V", mn=2.6, mx=5.5, cond="DVDD"),
        it("HMC5883L", "supply_voltage", unit="V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
        it("BH1750", "supply_voltage", unit="V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [
        ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
        HMC_VDD,
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
    ],
    "At 2.0 V all three are below their minimum (HX711 2.6 V, BH1750 2.4 V, HMC5883L 2.16 V).",
)

compat(
    "rq96-i10",
    "hard",
    "A sensor node runs directly from three NiMH cells (3.6 V nominal, about 4.2 V right after "
    "charging) without a regulator; the pack supplies an nRF24L01+, an Si7021 and an INMP441. "
    "Are the three parts within their supply ranges over the whole discharge?",
    ["nRF24L01+", "Si7021", "INMP441"],
    "incompatible",
    [
        it("nRF24L01+", "supply_voltage", unit="V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
        it("Si7021", "supply_voltage", unit="V", mn=1.9, mx=3.6, cond="VDD"),
        it("INMP441", "supply_voltage", unit="V", mn=1.62, mx=3.63, cond="VDD"),
    ],
    [
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
        SI_VDD,
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
    ],
    "Freshly charged, about 4.2 V exceeds the maxima: nRF24L01+ 3.6 V, Si7021 3.6 V, INMP441 "
    "3.63 V (its pin table even says 1.8..3.3 V); at the 3.6 V nominal the INMP441 is outside "
    "its 1.8..3.3 V pin-table range too.",
    wording="formal",
)

compat(
    "rq96-i11",
    "medium",
    "air quality box on an arduino uno, everything on the 5v pin: ccs811 breakout without "
    "regulator (bare chip board), a dht22 and a max7219 8x8 for the display. any of them not "
    "happy on 5 v?",
    ["CCS811", "DHT22", "MAX7219"],
    "incompatible",
    [
        it("CCS811", "supply_voltage", unit="V", mn=1.8, mx=3.6, cond="VDD"),
        it("DHT22", "supply_voltage", unit="V", mn=3.3, typ=5, mx=5.5, cond="VDD"),
        it("MAX7219", "supply_voltage", unit="V", mn=4.0, mx=5.5, cond="V+"),
    ],
    [
        ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V"),
        DHT22_VDD,
        MAX7219_VDD,
    ],
    "The CCS811 is limited to 1.8..3.6 V; 5 V is above. The DHT22 and MAX7219 are fine.",
)

compat(
    "rq96-i12",
    "medium",
    "In a battery instrument, a TPS63021 supplies a 3.3 V rail that powers an ADS1115 and an "
    "LM35 whose output goes to AIN0. Is the LM35 within its operating supply range on that "
    "rail?",
    ["LM35", "TPS63020", "ADS1115"],
    "incompatible",
    [
        it("LM35", "supply_voltage", unit="V", mn=4, mx=30, cond="operating supply"),
        it("TPS63020", "output_voltage", unit="V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021"),
    ],
    [ev("lm35.pdf", 1, "Operates from 4 to 30 V"), TPS21_VOUT],
    "The LM35 operates from 4 V to 30 V; 3.3 V is below.",
    wording="formal",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: insufficient_evidence (parts the sheets do not cover, conditions not covered)
# ---------------------------------------------------------------------------------------------

compat(
    "rq96-e01",
    "hard",
    "balancing robot: 3s pack -> motor driver -> two 12 v gear motors (stall ~1.2 a each), an "
    "mpu-6050 for tilt and an ina3221 watching the pack and the motor rails. i swapped the big "
    "l298n module for an L293D to save space. does the L293D handle 1.2 a per motor at 12 v?",
    ["L298N", "INA3221", "MPU-6050"],
    "insufficient_evidence",
    [],
    [ev("l298n.pdf", 3, "VS Supply Voltage (pin 4) Operative Condition VIH +2.5 46 V")],
    "The L293D is not in the corpus; the L298N sheet says nothing about it.",
)

compat(
    "rq96-e02",
    "medium",
    "desk clock: my rtc module turned out to be a DS3232 (the one with sram), not a ds3231. it "
    "runs from a lipo charged by an mcp73831, a tm1637 shows the time. does the ds3232 keep the "
    "same +-2 ppm from 0 to 40 c on the battery?",
    ["DS3231", "TM1637", "MCP73831"],
    "insufficient_evidence",
    [],
    [ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")],
    "The DS3232 is a different part; the DS3231 sheet's +-2 ppm does not cover it.",
)

compat(
    "rq96-e03",
    "medium",
    "panel board: a 74HC165 reads 8 pc817 opto inputs and a 74hc595 drives the leds, both "
    "daisy-chained on the same spi at 4 mhz on 5 v, plus a max7219 display on its own cs. can "
    "the 74HC165 shift at 4 mhz?",
    ["74HC595", "PC817", "MAX7219"],
    "insufficient_evidence",
    [],
    [ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V")],
    "The 74HC165 is not covered; the 74HC595 sheet gives only the 595's timing.",
)

compat(
    "rq96-e04",
    "hard",
    "greenhouse i2c chain at 400 khz: bh1750 for light, mcp4725 for the valve setpoint, and an "
    "AM2320 for temp/humidity because it looks like a dht22 but talks i2c. does the AM2320 "
    "support the 400 khz bus like the other two?",
    ["DHT22", "BH1750", "MCP4725"],
    "insufficient_evidence",
    [],
    [ev("bh1750.pdf", 2, "I2C SCL Clock Frequency fSCL － － 400 kHz")],
    "The AM2320 is not in the corpus; the AM2302/DHT22 sheet covers only the single-bus part. "
    "rq91-u05 asked the AM2320 address.",
)

compat(
    "rq96-e05",
    "medium",
    "A thermostat board reads a DS18B20; a TPIC6B595 (the power version of the 595) sinks the "
    "coils of four SRD-12VDC-SL-C relays directly from a 12 V rail. Can each TPIC6B595 output "
    "sink one 12 V relay coil continuously with all four on?",
    ["74HC595", "SRD-05VDC-SL-C", "DS18B20"],
    "insufficient_evidence",
    [],
    [ev("srd-05vdc-sl-c.pdf", 2, "12 12 37.5 320")],
    "The TPIC6B595 is not covered (the 74HC595 sheet is a different part); the relay coil "
    "current is known (37.5 mA at 12 V) but not the driver's sink rating.",
    wording="formal",
)

compat(
    "rq96-e06",
    "medium",
    "tiny line follower on 2 aa (2.0-3.2 v): pololu DRV8835 carrier instead of a drv8833 because "
    "it's said to work lower, hc-sr04 on a boost to 5 v, mcp3008 reading the line sensors. does "
    "the DRV8835 drive the motors down to 2.0 v?",
    ["DRV8833", "HC-SR04", "MCP3008"],
    "insufficient_evidence",
    [],
    [ev("drv8833.pdf", 1, "2.7 to 10.8 V")],
    "The DRV8835 is not in the corpus; the DRV8833 sheet (VM 2.7..10.8 V) is a different part.",
)

compat(
    "rq96-e07",
    "hard",
    "An indoor air monitor replaces its CCS811 by an ENS160 on the same board; an Si7021 "
    "supplies temperature and humidity for compensation and a PCF8563 timestamps the data. "
    "Does the ENS160 accept the same ENV_DATA compensation format as the CCS811?",
    ["CCS811", "Si7021", "PCF8563"],
    "insufficient_evidence",
    [],
    [ev("ccs811.pdf", 18, "Humidity is stored as an unsigned 16 bits in 1/512%RH. The")],
    "The ENS160 is not covered; the CCS811 sheet describes only its own ENV_DATA format.",
    wording="formal",
)

compat(
    "rq96-e08",
    "hard",
    "vfd speed reference: mcp4725 (on 5 v) -> an LM358 with gain 2 on a 12 v supply to make "
    "0-10 v for the drive input, mcp3008 reads the 10 v back through a divider, tm1637 shows the "
    "setpoint. can the LM358 swing its output up to 10 v on 12 v?",
    ["MCP4725", "MCP3008", "TM1637"],
    "insufficient_evidence",
    [],
    [ev("mcp4725.pdf", 34, "operate with a VDD range of 2.7V to 5.5V. Its output")],
    "The LM358 is not covered; the MCP4725 sheet only covers the DAC output (0..VDD).",
)

compat(
    "rq96-e09",
    "hard",
    "still-room alarm: mq-3 -> comparator -> pc817 -> transistor -> srd-05vdc-sl-c, whose "
    "contact switches a 230 v exhaust fan (motor, inrush about 12 a for ~100 ms, 1.5 a running). "
    "is the srd contact rated for that inductive 230 v load with that inrush?",
    ["SRD-05VDC-SL-C", "PC817", "MQ-3"],
    "insufficient_evidence",
    [],
    [ev("srd-05vdc-sl-c.pdf", 2, "Inductive Load 3A 120VAC 5A 120VAC")],
    "The SRD contact rating gives inductive loads only at 120 VAC and 28 VDC (cos phi 0.4) and "
    "resistive 7/10 A at 240 VAC; no inductive rating at 230 V and no inrush rating.",
)

compat(
    "rq96-e10",
    "medium",
    "sound logger: i got SPH0645 mics instead of inmp441 (same breakout shape), clocked by an "
    "esp-like i2s master, a ds3231 timestamps and a w25q64 buffers. does the SPH0645 put out the "
    "same 24-bit i2s frame timing as the inmp441 so my inmp441 code works unchanged?",
    ["INMP441", "DS3231", "W25Q64FV"],
    "insufficient_evidence",
    [],
    [ev("inmp441.pdf", 5, "fWS WS frequency 7.8 50 kHz")],
    "The SPH0645 is not covered; only the INMP441 timing is in the corpus.",
)

compat(
    "rq96-e11",
    "medium",
    "parking sensor on a 5 v nano: hc-sr04 for distance, lm35 for temperature compensation of "
    'the sound speed, tm1637 display, and now a 0.96" SSD1306 oled added on i2c with the '
    "nano's 5 v pull-ups. are the SSD1306's SDA/SCL ok with 5 v?",
    ["HC-SR04", "TM1637", "LM35"],
    "insufficient_evidence",
    [],
    [ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")],
    "The SSD1306 controller / OLED module is not in the corpus.",
)

compat(
    "rq96-e12",
    "hard",
    "An end-effector board carries a VL53L0X and an MPU-6050 on I2C and an HX711 for the "
    "gripper load cell. The I2C runs over 8 m of cable to the controller through a pair of "
    "P82B715 bus extenders. Will the bus still meet the 400 kHz timing of the two sensors with "
    "the P82B715 in the path?",
    ["VL53L0X", "MPU-6050", "HX711"],
    "insufficient_evidence",
    [],
    [ev("mpu-6050.pdf", 33, "The internal registers and memory of the MPU-6000/MPU-6050 can be")],
    "The P82B715 extender is not covered; cable capacitance and extender delays are not in the "
    "sensor sheets.",
    wording="formal",
)


def main():
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")


if __name__ == "__main__":
    main()
