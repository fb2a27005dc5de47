"""realq93: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: power wiring stories. A board carries several parts on more than one rail (a 5 V Arduino
pin, a 12 V battery, a 3.3 V regulator, a USB port, a LiPo, a 1.8 V LDO, a coin cell), each part
sits on its own rail, and the question asks about ONE named part on the rail it is really on. The
supplies stated for the neighbouring parts must not decide; in many stories the neighbour's rail
would give the opposite verdict. The factual questions ask one figure of the named part in such a
story (an application figure, a selection table, a marking code); the near misses ask for a row the
sheet does not have, a part the sheets do not cover, or a guarantee where only a typical figure
exists. About two thirds casual, one third formal; one question in French, one in German.

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


# Evidence used by several compatibility questions (any line of the sheet may be quoted there).
DHT22_VDD = ev(
    "dht22.pdf",
    3,
    "AM2302 supply voltage range 3.3V - 5.5V, recommended supply voltage is 5V.",
)
DHT22_CABLE = ev(
    "dht22.pdf",
    4,
    "With 3.3V supply voltage, cable length shall not be greater than 100cm.",
)
L298_VS = ev("l298n.pdf", 3, "Supply Voltage (pin 4) Operative Condition VIH +2.5 46 V")
L298_VSS = ev("l298n.pdf", 3, "Logic Supply Voltage (pin 9) 4.5 5 7 V")
L298_VIH = ev("l298n.pdf", 3, "ViH Input High Voltage 2.3 VSS V")
MAX31865_VDD = ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")
MPU_VDD = ev("mpu-6050.pdf", 14, "Operating Voltages 2.375 3.46 V")
W25_VCC = ev("w25q64.pdf", 5, "The device operates on a single 2.7V to 3.6V power supply")
ADS_VDD = ev("ads1115.pdf", 4, "Power supply: 2.0V to 5.5V")
ADS_AIN = ev("ads1115.pdf", 12, "GND – 0.3V < AINx < VDD + 0.3V")
INMP_VDD = ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V")
TP4056_VCC = ev("tp4056.pdf", 5, "VCC Input Supply Voltage ● 4.0 5 8.0 V")
DS18_VDD = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
CCS_VDD = ev("ccs811.pdf", 5, "Supply Voltage 1.8(2) 3.6 V")
CCS_BOOT = ev(
    "ccs811.pdf",
    5,
    "The supply voltage V DD is sampled during boot and should not vary during operation.",
)
MCP3008_VDD = ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V")
LM35_VS = ev("lm35.pdf", 1, "Operates from 4 to 30 V")
SRD_L = ev("srd-05vdc-sl-c.pdf", 2, "abt. 0.36W 75%Max. 10% Min. 120%")
SRD_05 = ev("srd-05vdc-sl-c.pdf", 2, "05 05 71.4 70")
SRD_CODE = ev("srd-05vdc-sl-c.pdf", 1, "L:0.36W")
SI7021_VDD = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")
TMP36_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
DS3231_VCC = ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")
DRV_VM = ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")
MCP2515_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
HX_AVDD = ev(
    "hx711.pdf",
    4,
    "voltage should be designed with a minimum of 100mV below VSUP voltage.",
)
HX_FORMULA = ev("hx711.pdf", 4, "equal to VAVDD=VBG*(R1+R2)/ R1 (Fig. 1).")
VL_2V8 = ev(
    "vl53l0x.pdf",
    22,
    "SDA, SCL, XSHUT and GPIO1 high levels have to be equal to AVDD in 2V8 mode.",
)
PCF_VDD = ev("pcf8563.pdf", 28, "supply voltage interface inactive; [1] 1.0 - 5.5 V")
MQ2_VH = ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC")
HCSR_V = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
NRF_VDD = ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")
HMC_ABS = ev("hmc5883l.pdf", 3, "Supply Voltage VDD -0.3 4.8 Volts")
HMC_PIN = ev("hmc5883l.pdf", 3, "VDD Power Supply (2.16V to 3.6V)")
DHT11_VDD = ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V")

# ================================================================ answerable factual (15)
fact(
    "rq93-f01",
    "hard",
    "solar logger: 1s lipo -> tps63020 (the adjustable one, not the 21) -> mcu rail, the radio hangs "
    "off a separate xc6206 at 3.0 v and a tp4056 charges the cell from usb. i copied the feedback "
    "divider off an old board: R1 (VOUT to FB) = 1.1 M, R2 (FB to GND) = 180 k. which output voltage "
    "does TI's resistor table list for exactly that pair?",
    ["TPS63020"],
    [
        it(
            "TPS63020",
            "output_voltage",
            "V",
            value=3.6,
            cond="Table 3, R1 = 1.1 MOhm, R2 = 180 kOhm",
        )
    ],
    [ev("tps63020.pdf", 15, "3.6 V 1.1 MΩ 180 kΩ")],
    "Table 3 (Resistor Selection For Typical Output Voltages): 3.6 V = 1.1 MOhm / 180 kOhm (Equation 3 "
    "with VFB = 500 mV gives 3.56 V). Look-alikes: 3.3 V = 1 MOhm, 2.5 V = 750 kOhm, 4.5 V = 1.43 MOhm, "
    "5 V = 1.6 MOhm (p16); the TPS63021 is the fixed 3.3 V version; the neighbours' 3.0 V and USB rails "
    "are not the converter output.",
)
fact(
    "rq93-f02",
    "medium",
    "copying a cheap vl53l0x carrier: its 2.8 v rail comes from a sot-23 ldo marked '65X' plus a lot "
    "code, the arduino side is on 5 v and the servo on a 6 v pack. by the footprint and the 65 it's an "
    "xc6206. what output voltage does the torex marking table give for that mark?",
    ["XC6206"],
    [
        it(
            "XC6206",
            "output_voltage",
            "V",
            value=2.8,
            cond="marking: 6 = XC6206P, 5 = 0.1 .. 3.0 V range, X",
        )
    ],
    [ev("xc6206.pdf", 18, "C 1.3 4.3 - X 2.8"), ev("xc6206.pdf", 18, "5 6 XC6206P")],
    "Marking rule (p18): mark 1 = 6 (XC6206P), mark 2 = 5 for 0.1 .. 3.0 V or 6 for 3.1 .. 6.0 V, mark 3 = "
    "voltage code; X = 2.8 V in the 0.1 .. 3.0 V column ('-' in the 3.1 .. 6.0 V column, see u01). "
    "Look-alikes on the same table: V = 2.7, Y = 2.9, Z = 3.0; '662K' boards are 3.3 V.",
)
fact(
    "rq93-f03",
    "hard",
    "A freezer alarm uses the TMP36 Fahrenheit thermometer of Figure 5c (OP193 op amp, ADM660 supply "
    "inverter) on its own battery supply, while the display board runs from 5 V USB. Which supply "
    "voltage does the data sheet state for this circuit, and which output voltage range does the "
    "circuit produce between –40 °F and +257 °F?",
    ["TMP36"],
    [
        it("TMP36", "supply_voltage", "V", value=3, cond="Figure 5c circuit, single supply"),
        it(
            "TMP36",
            "analog_output_voltage",
            "mV",
            mn=-40,
            mx=257,
            cond="Figure 5c circuit output, -40 F .. +257 F, 1 mV/F",
        ),
    ],
    [
        ev("tmp36.pdf", 8, "circuit operates from a single 3 V supply"),
        ev("tmp36.pdf", 8, "output of the circuit reads –40 mV to +257 mV"),
    ],
    "Figure 5c text: single 3 V supply (inverted by the ADM660 for the OP193 V- pin), output -40 mV .. "
    "+257 mV for -40 F .. +257 F. Look-alikes: Figure 5b (18 mV at -40 F, 315 mV at 257 F, 58 mV "
    "offset; rq83-f12), the TMP36 output range 100 .. 2000 mV and its 2.7 .. 5.5 V supply; the 5 V "
    "display rail is a neighbour.",
    typ="structured",
    wording="formal",
)
fact(
    "rq93-f04",
    "medium",
    "8x8 matrix on the 5 v usb rail (the esp32 sits on 3.3 v behind a level shifter, the buzzer on the "
    "9 v battery). i fitted RSET = 11.0k and my red modules drop about 2.5 v at full current. by the "
    "max7219 RSET table, what segment current is that?",
    ["MAX7219"],
    [
        it(
            "MAX7219",
            "output_current",
            "mA",
            value=40,
            cond="ISEG, Table 11, RSET = 11.0 kOhm at VLED = 2.5 V",
        )
    ],
    [
        ev("max7219.pdf", 11, "40 12.2 11.8 11.0 10.6 9.69"),
        ev("max7219.pdf", 11, "1.5 2.0 2.5 3.0 3.5"),
    ],
    "Table 11 (RSET vs segment current and LED forward voltage): the 40 mA row has 11.0 kOhm in the "
    "2.5 V column. Look-alikes: 11.8 kOhm at 2.0 V (same row), the 30 mA row 15.8 kOhm at 2.5 V, the "
    "9.53 kOhm of the typical application circuit. 40 mA is an earlier number (other rows).",
)
fact(
    "rq93-f05",
    "medium",
    "compass on a 3.0 v rail from a coin cell backed ldo (the gps module has its own 3.3 v ldo and "
    "the mcu sits on 1.8 v). i only need a slow heading, so continuous mode with DO2..DO0 = 001 on "
    "the hmc5883l. what output rate is that?",
    ["HMC5883L"],
    [it("HMC5883L", "data_rate", "Hz", value=1.5, cond="continuous mode, DO2..DO0 = 001, typical")],
    [ev("hmc5883l.pdf", 12, "0 0 1 1.5")],
    "Table 5 (Data Output Rates): 001 = 1.5 Hz. Look-alikes: 000 = 0.75 Hz, 010 = 3 Hz, 011 = 7.5 Hz, "
    "100 = 15 Hz default, 110 = 75 Hz, 160 Hz single-measurement.",
)
fact(
    "rq93-f06",
    "medium",
    "A 5 V / 3 A rail for a single-board computer is built exactly as the onsemi LM2596 Figure 31 "
    "layout (LM2596-ADJ, R1 = 1.0 kΩ, R2 = 3.0 kΩ, 33 µH, 1N5822); the motor driver keeps its own 24 V "
    "battery. For which input voltage range is that typical application drawn?",
    ["LM2596"],
    [
        it(
            "LM2596",
            "supply_voltage",
            "V",
            mn=10,
            mx=40,
            cond="Figure 31, 5.0 V @ 3.0 A step-down converter",
        )
    ],
    [
        ev("lm2596.pdf", 22, "+Vin = 10 V to 40 V"),
        ev("lm2596.pdf", 22, "Vout2 = 5.0 V @ 3.0 A"),
    ],
    "Figure 31 (through-hole typical application): +Vin = 10 V to 40 V, Vout2 = 5.0 V @ 3.0 A. "
    "Look-alikes: 4.5 .. 40 V operating range, 45 V maximum rating, Figure 15 test circuit 8.5 .. 40 V, "
    "inverting circuit 12 .. 40 V (max +28 V in the text).",
    wording="formal",
)
fact(
    "rq93-f07",
    "medium",
    "gy-302 on the 3.3 v rail (the relay board is on 5 v and doesn't touch it). MTreg left at the "
    "default 0100_0101 and i run H-resolution mode2. how many lux is one count worth according to "
    "rohm's resolution table?",
    ["BH1750"],
    [
        it(
            "BH1750",
            "resolution",
            "lx",
            value=0.42,
            q="illuminance",
            cond="lx per count, H-resolution mode2, MTreg = 0100_0101 (default)",
        )
    ],
    [ev("bh1750.pdf", 11, "0100_0101 0.83 0.42")],
    "Resolution table (p11): MTreg 0100_0101 -> 0.83 lx/count (H-resolution) and 0.42 lx/count "
    "(H-resolution mode2). Look-alikes: 0.83 on the same line, the nominal 0.5 lx / 1 lx / 4 lx mode "
    "resolutions, 1.85 / 0.93 at MTreg 31 and 0.23 / 0.11 at MTreg 254.",
)
fact(
    "rq93-f08",
    "hard",
    "acs712 board on the 5 v rail, the mcu is a 3.3 v one and reads VIOUT through a divider. to calm "
    "the noise i replaced the filter cap on FILTER with 4.7 nF. what rise time does allegro's table "
    "give for CF = 4.7 nF?",
    ["ACS712"],
    [it("ACS712", "response_time", "us", value=17.38, cond="rise time tr, CF = 4.7 nF (table p9)")],
    [ev("acs712.pdf", 9, "4.7 17.38")],
    "Rise Time versus External Filter Capacitance table (p9): 4.7 nF -> 17.38 us. Look-alikes: 0 nF "
    "6.647, 1 nF 7.74, 10 nF 32.09, 22 nF 68.15, 47 nF 88.18 us; tr 5 us / tRESPONSE 7 us of the "
    "electrical table (COUT open).",
)
fact(
    "rq93-f09",
    "medium",
    "Chargeur de mon robot : module TP4056 alimenté par l'USB 5 V, l'accu 1S alimente ensuite un "
    "XC6206 3,3 V pour la carte, et les moteurs ont leur propre pack 2S. J'ai remplacé la résistance "
    "RPROG par 1,6 kΩ. Quel courant de charge donne le tableau RPROG / IBAT de la fiche ?",
    ["TP4056"],
    [it("TP4056", "output_current", "mA", value=690, cond="IBAT for RPROG = 1.6 kOhm (table p9)")],
    [ev("tp4056.pdf", 9, "1.6 690"), ev("tp4056.pdf", 9, "RPROG (k) IBAT (mA)")],
    "RPROG / IBAT chart (p9): 1.6 k -> 690 mA. Look-alikes: 1.4 k 780 mA, 2 k 580 mA, 1.2 k 900 mA, "
    "1.1 k 1000 mA, 1100/RPROG gives 688 mA; the 2S motor pack is a neighbour.",
    lang="fr",
)
fact(
    "rq93-f10",
    "hard",
    "A MAX44009 on a 1.8 V rail watches a greenhouse; the pump controller runs from 12 V and the "
    "microcontroller from 3.3 V. The firmware selects manual mode with TIM = 001 and CDR = 0. According "
    "to the recommended manual-mode settings table, what is the highest lux value before an overload "
    "reading, and what is the lux per LSB at the lowest exponent for that setting?",
    ["MAX44009"],
    [
        it(
            "MAX44009",
            "measurement_range",
            "lx",
            mx=5875,
            q="illuminance",
            cond="manual mode, TIM = 001, CDR = 0 (Table 9, LUX MAX)",
        ),
        it(
            "MAX44009",
            "resolution",
            "lx",
            value=0.09,
            q="illuminance",
            cond="manual mode, TIM = 001, CDR = 0 (Table 9, LUX LSB MIN)",
        ),
    ],
    [ev("max44009.pdf", 13, "0.09 5875 23.04 400 001 0")],
    "Table 9 row TIM = 001, CDR = 0: LUX LSB (min) 0.09, LUX (max) 5875, LUX LSB (max) 23.04, 400 ms. "
    "Look-alikes: 23.04 on the same row, TIM = 000 2938 / 0.045 and TIM = 010 11,750 / 0.18 (earlier), "
    "188,000 lux automatic-mode range.",
    typ="structured",
    wording="formal",
)
fact(
    "rq93-f11",
    "hard",
    "need a bipolar +-2 v control voltage for a piezo driver board that runs on +-12 v, so i'm "
    "following microchip's bipolar dac example (mcp4725 + op amp + 4 resistors). the rest of my board "
    "is on 3.3 v. what VDD does the example pick for the mcp4725, and what output range is the example "
    "designed for?",
    ["MCP4725"],
    [
        it("MCP4725", "supply_voltage", "V", value=4.1, cond="Example 8-3 design, VDD chosen"),
        it(
            "MCP4725",
            "analog_output_voltage",
            "V",
            mn=-2.05,
            mx=2.05,
            cond="Example 8-3 bipolar output range (after the op amp), 1 mV steps",
        ),
    ],
    [
        ev("mcp4725.pdf", 38, "If a VDD of 4.1V is used"),
        ev("mcp4725.pdf", 38, "1 mV with an output range of ±2.05V."),
    ],
    "Section 8.5.4.1 (Design a Bipolar DAC using Example 8-3): +-2.05 V range, 1 mV steps, VDD = 4.1 V, "
    "R1 = 20 k, R2 = 10 k (gain 0.5), R3 = 10 k, R4 = 20 k. Look-alikes: 2.7 .. 5.5 V supply range, "
    "0 .. VDD single-ended output, the +-12 V and 3.3 V neighbour rails.",
    typ="structured",
)
fact(
    "rq93-f12",
    "medium",
    "A TMP36 4–20 mA loop transmitter built as in Figure 10 of the data sheet (OP193, REF193) is "
    "powered by the current loop, while the receiving PLC input has its own 24 V supply. What maximum "
    "current does the data sheet say the whole transmitter circuit consumes?",
    ["TMP36"],
    [it("TMP36", "supply_current", "mA", mx=3, cond="entire Figure 10 transmitter circuit")],
    [
        ev("tmp36.pdf", 11, "The entire circuit consumes less than"),
        ev("tmp36.pdf", 11, "3 mA from a total budget of 4 mA"),
    ],
    "Figure 10 text: the entire circuit (TMP3x, OP193, REF193) consumes less than 3 mA of the 4 mA "
    "budget. Look-alikes: TMP36 supply current 50 uA, 4 mA zero-scale and 20 mA full-scale loop "
    "currents, loop compliance 9 .. 18 V (rq85-i01).",
    wording="formal",
)
fact(
    "rq93-f13",
    "medium",
    "low-side current monitor copied from TI's figure 38 (opa335 gain stage into an ads1114, PGA 16). "
    "the op amp sits on its own +5/-5 v rails and the logger mcu on 3.3 v. what supply range is drawn "
    "for the ads1114 in that figure?",
    ["ADS1115"],
    [it("ADS1115", "supply_voltage", "V", mn=2.0, mx=5, cond="ADS1114 VDD in Figure 38")],
    [ev("ads1115.pdf", 27, "2.0V to 5V")],
    "Figure 38 (Low-Side Current Measurement): the ADS1114 VDD is labelled 2.0 V to 5 V with 0.1 uF; "
    "the OPA335 runs from 5 V and -5 V. Look-alikes: the 2.0 .. 5.5 V supply range of the electrical "
    "table, 0.2 V full scale, 256 mV FS (PGA 16).",
)
fact(
    "rq93-f14",
    "medium",
    "An INA219 (VS = 3.3 V from the controller's LDO) shares the 50 mV sense resistor of a TPS2490 "
    "hot-swap controller on a 12 V backplane. According to the INA219 data sheet, which PGA setting "
    "covers the 50 mV sense point, and what full-scale range does it give?",
    ["INA219"],
    [
        it(
            "INA219",
            "measurement_range",
            "mV",
            mn=-80,
            mx=80,
            q="voltage",
            cond="shunt voltage full scale, PGA = /2 (TPS2490 application)",
        )
    ],
    [
        ev(
            "ina219.pdf",
            10,
            "the PGA of the INA219 can be set to /2 to provide an 80-mV full-scale range.",
        )
    ],
    "TPS2490 paragraph (p10): 40 mV full scale at /1 is below the 50 mV limit; PGA /2 gives 80 mV. "
    "Look-alikes: +-40 / +-160 / +-320 mV at /1, /4, /8; 0 .. 26 V bus range. The +-80 mV number is "
    "earlier (PGA table); this line is new.",
    wording="formal",
)
fact(
    "rq93-f15",
    "hard",
    "12 v battery monitor copied from the ina219 typical application (2 mohm shunt, ina219 on the 3.3 v "
    "ldo, the esp has its own regulator). for 15 a maximum expected current, what minimum current lsb "
    "does the sheet compute before they round it?",
    ["INA219"],
    [
        it(
            "INA219",
            "resolution",
            "uA",
            value=457.78,
            q="current",
            cond="minimum current LSB, 15 A maximum expected current (Equation 2)",
        )
    ],
    [ev("ina219.pdf", 26, "the minimum-current LSB is calculated to be 457.78 µA/bit")],
    "Typical application (p26): minimum current LSB 457.78 uA/bit for 15 A, rounded up to 1 mA/bit "
    "(rq88-f12 asked the 1 mA), calibration 20480. Look-alikes: 10 uV shunt LSB, 4 mV bus LSB.",
)

# ================================================================ factual insufficient_evidence (10)
trap(
    "rq93-u01",
    "hard",
    "same vl53l0x carrier batch, but one board has the sot-23 ldo marked '66X' instead of '65X'. by the "
    "xc6206 marking table, what output voltage is the 66X one?",
    ["XC6206"],
    [ev("xc6206.pdf", 18, "C 1.3 4.3 - X 2.8"), ev("xc6206.pdf", 18, "5 6 XC6206P")],
    "Mark 2 = 6 selects the 3.1 .. 6.0 V column; in the X row that column is '-' (no product). Near "
    "miss: 65X = 2.8 V (f02).",
)
trap(
    "rq93-u02",
    "medium",
    "same acs712 board on the 5 v rail: if i go up to a 33 nF filter cap, what rise time exactly does "
    "the sheet give?",
    ["ACS712"],
    [ev("acs712.pdf", 9, "22 68.15"), ev("acs712.pdf", 9, "47 88.18")],
    "The table lists 22 nF (68.15 us) and 47 nF (88.18 us), nothing at 33 nF; only the curve passes "
    "there. Near miss: rows at other capacitances.",
)
trap(
    "rq93-u03",
    "hard",
    "A MAX7219 on the 5 V rail is to drive white LED segments (forward voltage 3.8 V at 40 mA); the "
    "host microcontroller is on 3.3 V. Which RSET value does the data sheet table specify for 40 mA at "
    "a 3.8 V LED forward voltage?",
    ["MAX7219"],
    [
        ev("max7219.pdf", 11, "1.5 2.0 2.5 3.0 3.5"),
        ev("max7219.pdf", 11, "40 12.2 11.8 11.0 10.6 9.69"),
    ],
    "Table 11 stops at VLED = 3.5 V (9.69 kOhm for 40 mA); 3.8 V is not covered. Near miss: the 3.5 V "
    "column.",
    wording="formal",
)
trap(
    "rq93-u04",
    "medium",
    "that hmc5883l at DO = 001 (1.5 hz continuous) on the 3.0 v rail: what average current does it "
    "draw at that rate?",
    ["HMC5883L"],
    [ev("hmc5883l.pdf", 12, "0 0 1 1.5")],
    "The average current is given only for idle (2 uA) and for measurement mode at 7.5 Hz ODR (100 uA); "
    "nothing at 1.5 Hz. Near miss: a row at another condition.",
)
trap(
    "rq93-u05",
    "medium",
    "the tmp36 fahrenheit circuit of figure 5c (op193 + adm660 inverter) on its own 3 v coin cell: how "
    "much current does the whole circuit pull from the cell?",
    ["TMP36"],
    [ev("tmp36.pdf", 8, "circuit operates from a single 3 V supply")],
    "Figure 5c gives the supply (3 V) and the transfer function, no circuit current; the 50 uA of the "
    "TMP36 alone is not the circuit total (OP193, ADM660 are not covered).",
)
trap(
    "rq93-u06",
    "medium",
    "In the ADS1114 low-side current monitor of Figure 38, the OPA335 runs from the +5 V and -5 V rails. "
    "What quiescent current does the OPA335 draw from those rails?",
    ["ADS1115"],
    [ev("ads1115.pdf", 27, "This voltage is amplified by an OPA335 low-drift op")],
    "Part not covered: the OPA335 appears only in the application figure; its supply current is in no "
    "sheet of the corpus.",
    wording="formal",
)
trap(
    "rq93-u07",
    "hard",
    "A TP4056 charger (VCC = 5 V from USB) uses RPROG = 1.6 kΩ. What minimum charge current does the "
    "data sheet guarantee at this RPROG value?",
    ["TP4056"],
    [ev("tp4056.pdf", 9, "1.6 690")],
    "The RPROG / IBAT chart gives one value per resistor (690 mA at 1.6 k), no limits; min/max limits "
    "exist only for RPROG = 2.2 k and 1.1 k. Near miss: a figure only typical when a guarantee is "
    "asked.",
    wording="formal",
)
trap(
    "rq93-u08",
    "medium",
    "my 'ds3231' rtc board turns out to carry a DS3231M (the mems one) on the cr2032, vcc from the 3.3 "
    "v rail of my esp. how much current does the ds3231m pull from the coin cell when vcc is off?",
    ["DS3231"],
    [ev("ds3231.pdf", 10, "VCC < VPF, VCC < VBAT VBAT")],
    "Part not covered: the corpus sheet is the DS3231 (TCXO with crystal); the DS3231M (MEMS resonator) "
    "has its own data sheet. Power control table p10 shows only when VBAT takes over.",
)
trap(
    "rq93-u09",
    "medium",
    "that mcp4725 bipolar example again: which supply voltages does microchip use for the op amp "
    "(VCC+ / VCC-)?",
    ["MCP4725"],
    [ev("mcp4725.pdf", 38, "If a VDD of 4.1V is used")],
    "Example 8-3 labels the op amp rails only VCC+ and VCC- and chooses VDD = 4.1 V for the DAC; no op "
    "amp supply value is stated.",
)
trap(
    "rq93-u10",
    "medium",
    "What output ripple voltage does the LM2596 data sheet specify for the Figure 31 5.0 V / 3.0 A "
    "board (12 V input, full load)?",
    ["LM2596"],
    [ev("lm2596.pdf", 22, "Vout2 = 5.0 V @ 3.0 A")],
    "Figure 31 gives components and layout only; the ripple scope traces (Figures 13/14) belong to the "
    "Figure 15 test circuit and carry no specified ripple figure.",
    wording="formal",
)

# ================================================================ compatibility (35)
# ---------------------------------------------------------------- compatible (12)
compat(
    "rq93-c01",
    "medium",
    "garage node: wemos d1 mini, the hc-sr04 and the relay module (srd-05vdc-sl-c coil) both hang on "
    "the 5 v usb pin, and the am2302 runs from the 3v3 pin because its data line goes straight to the "
    "wemos. the am2302 lead is 60 cm. a friend says it wants 5 v like the others. is the dht22 fine on "
    "3.3 v like that?",
    ["DHT22", "HC-SR04", "SRD-05VDC-SL-C"],
    "compatible",
    [
        it(
            "DHT22",
            "supply_voltage",
            "V",
            mn=3.3,
            typ=5,
            mx=5.5,
            cond="AM2302 supply range, 5 V recommended",
        )
    ],
    [DHT22_VDD, DHT22_CABLE],
    "3.3 V is inside 3.3 .. 5.5 V and the 60 cm lead is within the 100 cm allowed at 3.3 V. The HC-SR04 "
    "(DC 5 V) would be wrong on the 3V3 pin; the 5 V recommendation is not a limit.",
)
compat(
    "rq93-c02",
    "hard",
    "robot: l298n VS straight from a 2s lipo (8.4 v full, i stop at 6.6 v), an ams1117-5.0 makes 5 v "
    "for the l298n logic VSS (5v jumper removed), and IN1..IN4 / ENA / ENB come from a 3.3 v stm32 that "
    "also runs a vl53l0x on 3.3 v. my old nano drove those inputs with 5 v. is VS ok with these 3.3 v "
    "input levels over the whole pack range?",
    ["L298N", "AMS1117", "VL53L0X"],
    "compatible",
    [
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS pin 9"),
        it("L298N", "input_high_voltage", "V", mn=2.3, cond="inputs pins 5, 7, 10, 12"),
    ],
    [L298_VS, L298_VSS, L298_VIH],
    "VS must be at least VIH + 2.5 V: 3.3 + 2.5 = 5.8 V <= 6.6 V, and <= 46 V; VSS = 5 V in 4.5 .. 7 V; "
    "3.3 V >= VIH 2.3 V. With the neighbour's 5 V logic (the old nano) VS would need 7.5 V and the low "
    "end of the pack would fail.",
)
compat(
    "rq93-c03",
    "medium",
    "In einer Ofensteuerung versorgt ein AMS1117-3.3 den MAX31865 (VDD und DVDD) mit 3,3 V, während "
    "die MAX7219-Anzeige direkt an der 5-V-Schiene des Netzteils hängt. Liegt der MAX31865 an seiner "
    "3,3-V-Schiene innerhalb seines spezifizierten Versorgungsbereichs, obwohl der MAX7219 mit 5 V "
    "läuft?",
    ["MAX31865", "MAX7219", "AMS1117"],
    "compatible",
    [it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD (and DVDD)")],
    [MAX31865_VDD],
    "3.3 V is inside 3.0 .. 3.6 V. The 5 V of the MAX7219 (4.0 .. 5.5 V) would be out of range for the "
    "MAX31865, but it is not its rail.",
    wording="formal",
    lang="de",
)
compat(
    "rq93-c04",
    "medium",
    "rc plane logger: 1s lipo -> xc6206p332 -> bare mpu-6050 (VDD and VLOGIC together) on 3.3 v; the "
    "74hc595 led bar gets 5 v from a little boost. the boost's 5 v would kill the mpu, i know, but it "
    "isn't on that one. is the mpu-6050 fine on the 3.3 v ldo rail?",
    ["MPU-6050", "XC6206", "74HC595"],
    "compatible",
    [it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating range")],
    [MPU_VDD],
    "3.3 V is inside 2.375 .. 3.46 V; the boost's 5 V rail belongs to the 74HC595.",
)
compat(
    "rq93-c05",
    "medium",
    "A truck data logger uses an LM2596 to make 5 V from the 24 V system for an MCP2515 CAN "
    "controller; a W25Q64FV flash sits on the 3.3 V rail of the microcontroller and is never connected "
    "to the 5 V rail (the MCP2515 lines are level-shifted). Is the W25Q64FV within its supply "
    "specification on that 3.3 V rail?",
    ["W25Q64FV", "MCP2515", "LM2596"],
    "compatible",
    [it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply")],
    [W25_VCC],
    "3.3 V is inside 2.7 .. 3.6 V; the 5 V rail of the MCP2515 and the 24 V input of the LM2596 are "
    "neighbours.",
    wording="formal",
)
compat(
    "rq93-c06",
    "hard",
    "solar charge monitor: acs712-20a and the ads1115 both on the 5 v rail of the nano (nano is the i2c "
    "master, pull-ups to 5 v), acs712 VIOUT into AIN0 single ended, PGA at +-6.144 v. the si7021 for "
    "box humidity has its own 3.3 v ldo and bus. the acs712 output can swing up to about 4.5 v. is "
    "that ok for the ads1115 input at its 5 v supply? (on my old build the ads sat on 3.3 v)",
    ["ADS1115", "ACS712", "Si7021"],
    "compatible",
    [it("ADS1115", "supply_voltage", "V", mn=2.0, mx=5.5, cond="VDD")],
    [ADS_VDD, ADS_AIN],
    "With VDD = 5 V the analog input may go from GND - 0.3 V to VDD + 0.3 V = 5.3 V, so 4.5 V is fine. "
    "On the 3.3 V rail of the old build the same signal would exceed VDD + 0.3 V.",
)
compat(
    "rq93-c07",
    "medium",
    "smoke + noise logger: the mq-2 module heater on the 5 v usb, an ams1117-3.3 for the mcu and the "
    "inmp441 mic on that 3.3 v. is the inmp441 ok on the 3.3 v rail?",
    ["INMP441", "MQ-2", "AMS1117"],
    "compatible",
    [it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD")],
    [INMP_VDD],
    "3.3 V is inside 1.62 .. 3.63 V; the 5 V heater rail would be above the 3.63 V maximum.",
)
compat(
    "rq93-c08",
    "medium",
    "balance bot: drv8833 VM from a 2s pack (8.4 v full), hmc5883l on 3.3 v, and a tp4056 board "
    "charges the separate 1s cell for the logic from a usb charger (5.1 v). my mate wants to feed the "
    "tp4056 from the 2s pack so it charges while driving, but for now it is on usb. is the tp4056 fine "
    "on the usb input?",
    ["TP4056", "DRV8833", "HMC5883L"],
    "compatible",
    [it("TP4056", "supply_voltage", "V", mn=4.0, typ=5, mx=8.0, cond="VCC input supply")],
    [TP4056_VCC],
    "5.1 V is inside 4.0 .. 8.0 V. The 2S pack (8.4 V full) would be above the 8.0 V maximum.",
)
compat(
    "rq93-c09",
    "medium",
    "weather box: dht11 on the 5 v pin (it wants 3.5 v minimum), and a pcf8563 plus a ds18b20 (normal "
    "3-wire, 4.7k pull-up to 3.3 v) on the 3.3 v ldo. is the ds18b20 ok on 3.3 v with local power?",
    ["DS18B20", "DHT11", "PCF8563"],
    "compatible",
    [it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power")],
    [DS18_VDD],
    "3.3 V is inside 3.0 .. 5.5 V for local power. The DHT11 (3.5 .. 5.5 V) is the part that needs the "
    "5 V pin.",
)
compat(
    "rq93-c10",
    "medium",
    "An air-quality board supplies its CCS811 from a dedicated 2.5 V LDO (the host microcontroller "
    "also runs at 2.5 V), while the MQ-3 heater and the MCP3008 that reads it are on the 5 V rail. Is "
    "the CCS811 within its supply range on the 2.5 V rail?",
    ["CCS811", "MQ-3", "MCP3008"],
    "compatible",
    [it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.6, cond="VDD")],
    [CCS_VDD],
    "2.5 V is inside 1.8 .. 3.6 V; the 5 V rail of the MQ-3 and MCP3008 would exceed 3.6 V.",
    wording="formal",
)
compat(
    "rq93-c11",
    "hard",
    "tank heater: the l298n and an lm35 both hang on the 12 v lead-acid (lm35 +Vs = 12 v), the mcp3008 "
    "sits on the nano's 5 v with VREF = VDD = 5 v and CH0 = lm35 out. the water never goes above 100 c. "
    "is the mcp3008 fine on its 5 v with that input?",
    ["MCP3008", "LM35", "L298N"],
    "compatible",
    [
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="+VS"),
    ],
    [MCP3008_VDD, LM35_VS],
    "MCP3008 at 5 V is in 2.7 .. 5.5 V; the LM35 on 12 V is in 4 .. 30 V and its output is 10 mV/C, "
    "at most 1.0 V at 100 C, well inside 0 .. VREF. The 12 V battery is not the MCP3008's rail.",
)
compat(
    "rq93-c12",
    "hard",
    "pump switch: esp32 devkit on its 3.3 v, a ds18b20 on that 3.3 v too, and the srd-05vdc-sl-c coil "
    "(the L, 0.36 w type) runs from usb 5 v after a schottky, so about 4.6 v at the coil, switched by a "
    "transistor. i know it would not pull in on the 3.3 v rail. at 4.6 v, will the coil pull in and is "
    "it within its limits?",
    ["SRD-05VDC-SL-C", "ESP32-WROOM-32", "DS18B20"],
    "compatible",
    [it("SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="nominal coil voltage, code 05")],
    [SRD_CODE, SRD_L, SRD_05],
    "High-sensitivity (L) coil: pull-in at most 75 % of 5 V = 3.75 V, maximum allowable 120 % = 6.0 V; "
    "4.6 V is between. On the 3.3 V rail of the ESP32 it would stay below 3.75 V.",
)

# ---------------------------------------------------------------- incompatible (12)
compat(
    "rq93-i01",
    "medium",
    "plant logger: tm1637 display on usb 5 v, a bh1750 and the mcp3008 on the esp32's 3.3 v (mcp3008 "
    "VDD = 3.3 v). the soil probes give 0 to 5 v, so i wired the mcp3008 VREF to the 5 v rail to get "
    "the full span (the tm1637 lives there anyway). is that VREF ok while the chip itself runs on "
    "3.3 v?",
    ["MCP3008", "BH1750", "TM1637"],
    "incompatible",
    [],
    [ev("mcp3008.pdf", 3, "Voltage Range 0.25 — VDD V"), MCP3008_VDD],
    "The reference input range is 0.25 V .. VDD; 5 V on VREF with VDD = 3.3 V is outside. On the "
    "neighbour's 5 V rail as VDD the same VREF would have been fine.",
)
compat(
    "rq93-i02",
    "hard",
    "A voice recorder runs its INMP441 and the microcontroller I/O from a 1.8 V rail; a W25Q64FV flash "
    "has its own 3.3 V rail. A TMP36 for the enclosure temperature was placed on the 1.8 V rail. Is "
    "the TMP36 within its supply specification there?",
    ["TMP36", "INMP441", "W25Q64FV"],
    "incompatible",
    [it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS supply range")],
    [TMP36_VS],
    "1.8 V is below the 2.7 V minimum; the flash's 3.3 V rail would have been inside the range.",
    wording="formal",
)
compat(
    "rq93-i03",
    "medium",
    "handheld level: an mcp73831 charges a 1s lipo, the tm1637 display gets 5 v from a little boost, "
    "and to save parts the bare mpu-6050 sits straight on the cell (3.5 to 4.2 v). fine for the mpu?",
    ["MPU-6050", "TM1637", "MCP73831"],
    "incompatible",
    [it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating range")],
    [MPU_VDD],
    "3.5 .. 4.2 V is above 3.46 V; a 3.3 V regulator would have been needed (the 5 V boost of the "
    "display would be worse).",
)
compat(
    "rq93-i04",
    "hard",
    "A low-power node runs its microcontroller, a MAX44009 and a CCS811 from a 1.8 V rail. The DS3231 "
    "RTC was connected to the same 1.8 V rail (VCC), with a CR2032 on VBAT. Is VCC = 1.8 V within the "
    "DS3231 operating supply range?",
    ["DS3231", "MAX44009", "CCS811"],
    "incompatible",
    [it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC")],
    [DS3231_VCC],
    "VCC must be 2.3 .. 5.5 V; at 1.8 V the part would only run from VBAT. The MAX44009 and CCS811 are "
    "fine at 1.8 V.",
    wording="formal",
)
compat(
    "rq93-i05",
    "hard",
    "mini rover: the l298n VS comes from a single 18650 (3.0 to 4.2 v, an mcp73831 charges it), VSS "
    "from a 5 v boost that also feeds the nano and a dht11, and the nano drives IN1..IN4 with 5 v. the "
    "motors are 3 v ones. is the cell ok as the l298n motor supply?",
    ["L298N", "MCP73831", "DHT11"],
    "incompatible",
    [it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS pin 9")],
    [L298_VS, L298_VSS, L298_VIH],
    "VS must be at least VIH + 2.5 V: with 5 V inputs 7.5 V (even the 2.3 V minimum VIH gives 4.8 V); "
    "the cell gives 3.0 .. 4.2 V. VSS on the 5 V boost is fine; the motor rating does not decide.",
)
compat(
    "rq93-i06",
    "hard",
    "Two NiMH AA cells (2.8 V fresh, about 2.4 V most of the time, 2.0 V flat) feed a toy car. A "
    "TPS63021 boosts them to 3.3 V for an ESP32-WROOM-32, and the DRV8833 motor supply VM is wired "
    "straight to the two cells. Is that VM supply within the DRV8833 specification?",
    ["DRV8833", "ESP32-WROOM-32", "TPS63020"],
    "incompatible",
    [it("DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM")],
    [DRV_VM],
    "2.0 .. 2.8 V is mostly below the 2.7 V minimum of VM; the 3.3 V rail of the ESP32 would be inside "
    "the range but is not the motor supply.",
    wording="formal",
)
compat(
    "rq93-i07",
    "medium",
    "A battery-powered CAN sniffer runs its microcontroller, a MAX44009 and a PCF8563 from a 1.8 V rail, "
    "and the MCP2515 was placed on the same 1.8 V rail to avoid level shifting. Is that within the "
    "MCP2515 supply range?",
    ["MCP2515", "MAX44009", "PCF8563"],
    "incompatible",
    [it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD")],
    [MCP2515_VDD],
    "1.8 V is below 2.7 V; the MAX44009 (1.7 .. 3.6 V) and the PCF8563 (1.8 V with the interface "
    "active) are the parts that fit the rail.",
    wording="formal",
)
compat(
    "rq93-i08",
    "hard",
    "kiln scale board: the bare mpu-6050 gets its VDD from a quiet 2.5 v ldo (low noise, they said), "
    "but VLOGIC goes to the 3.3 v rail of the mcu so the i2c levels match; the hx711 is on 5 v and a "
    "max31855 on the 3.3 v. is that VLOGIC wiring ok for the mpu-6050?",
    ["MPU-6050", "HX711", "MAX31855"],
    "incompatible",
    [it("MPU-6050", "io_supply_voltage", "V", mn=1.71, cond="VLOGIC, must be <= VDD at all times")],
    [ev("mpu-6050.pdf", 14, "VLOGIC must be ≤VDD at all times 1.71 VDD V"), MPU_VDD],
    "VLOGIC may range from 1.71 V to VDD and must never exceed VDD; 3.3 V on VLOGIC with VDD = 2.5 V "
    "breaks that (VDD itself is fine). Tying VLOGIC to the 2.5 V VDD rail would have been correct.",
)
compat(
    "rq93-i09",
    "hard",
    "A VL53L0X (AVDD = 2.8 V from its own regulator) is switched to the 2V8 I/O mode; its SDA/SCL "
    "pull-ups and the XSHUT drive come from the 3.3 V rail of the host, which also supplies a CCS811 "
    "and an MPU-6050. Are the VL53L0X interface high levels within its specification?",
    ["VL53L0X", "CCS811", "MPU-6050"],
    "incompatible",
    [],
    [VL_2V8],
    "In 2V8 mode the SDA, SCL, XSHUT and GPIO1 high levels have to equal AVDD (2.8 V); 3.3 V from the "
    "host rail violates that although it is below the 3.6 V absolute maximum.",
    wording="formal",
)
compat(
    "rq93-i10",
    "medium",
    "boat: l298n pump driver on the 12 v lead-acid, a ds18b20 for water temp on 5 v, and the ina219 "
    "that logs the pump current takes its VS from the 1.8 v rail of my nrf52 board (same rail as the "
    "i2c pull-ups). the 12 v bus on IN+/IN- is fine for it, i know. is VS = 1.8 v ok for the ina219?",
    ["INA219", "L298N", "DS18B20"],
    "incompatible",
    [it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS")],
    [ev("ina219.pdf", 3, "Power supply, 3 to 5.5 V")],
    "VS must be 3 .. 5.5 V; 1.8 V is below. The 12 V bus is inside the 0 .. 26 V input range, and the "
    "5 V rail of the DS18B20 would have suited VS.",
)
compat(
    "rq93-i11",
    "medium",
    "cat feeder: a 74hc595 led bar + dht22 on 5 v from a buck, and the srd-05vdc-sl-c (L type) coil straight on "
    "4 fresh alkaline AA (6.4 v) through a transistor so the buck isn't loaded. coil ok on the aa pack?",
    ["SRD-05VDC-SL-C", "74HC595", "DHT22"],
    "incompatible",
    [it("SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="nominal coil voltage, code 05")],
    [SRD_CODE, SRD_L, SRD_05],
    "The high-sensitivity 05 coil allows at most 120 % = 6.0 V; 6.4 V is above. The 5 V buck rail of "
    "the neighbours would have been right.",
)
compat(
    "rq93-i12",
    "hard",
    "bench scale: green hx711 board with VCC (VSUP and DVDD) on the esp32's 3.3 v pin, the max7219 "
    "display on 5 v usb. the board uses the hx711's own regulator with the divider that gives about "
    "4.3 v AVDD (that's what it measures when i feed it 5 v). is that ok with VSUP at 3.3 v?",
    ["HX711", "ESP32-WROOM-32", "MAX7219"],
    "incompatible",
    [],
    [HX_AVDD, HX_FORMULA],
    "With the on-chip regulator AVDD must be designed at least 100 mV below VSUP; 4.3 V cannot be "
    "reached from 3.3 V. On the neighbour's 5 V rail the same divider would have been fine.",
)

# ---------------------------------------------------------------- insufficient_evidence (11)
compat(
    "rq93-e01",
    "medium",
    "the purple max31865 breakout (it has its own 3.3 v regulator and level shifting on the board) fed "
    "from the 5 v rail of my can node, where the mcp2515 and a ds3231 also live. fine?",
    ["MAX31865", "DS3231", "MCP2515"],
    "insufficient_evidence",
    [],
    [MAX31865_VDD],
    "Part not covered: the sheet covers the bare IC (3.0 .. 3.6 V); the breakout's regulator and level "
    "shifter are in no sheet.",
)
compat(
    "rq93-e02",
    "hard",
    "A CCS811 has its own 3.3 V LDO rail. Whenever an IRLZ44N switches the MQ-2 heater on the 5 V rail, "
    "the CCS811 supply shows about 30 mV of ripple and drifts by about 50 mV with temperature after the "
    "CCS811 has booted. Does the CCS811 data sheet state how much VDD may vary during operation?",
    ["CCS811", "MQ-2", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [CCS_BOOT, CCS_VDD],
    "VDD is sampled during boot and 'should not vary during operation'; no tolerance for the variation "
    "is given.",
    wording="formal",
)
compat(
    "rq93-e03",
    "hard",
    "A shed logger has a TPS63021 3.3 V rail for the microcontroller and a BH1750; the PCF8563 is "
    "diode-ORed onto a supercapacitor that sags to 1.2 V overnight (I2C idle, CLKOUT off). Winter nights "
    "in the shed reach -10 °C. Is timekeeping at 1.2 V and -10 °C within the PCF8563 specification?",
    ["PCF8563", "BH1750", "TPS63020"],
    "insufficient_evidence",
    [],
    [PCF_VDD],
    "VDD down to 1.0 V with the interface inactive is specified at Tamb = 25 C only (and Vlow at 25 C); "
    "nothing covers 1.2 V at -10 C.",
    wording="formal",
)
compat(
    "rq93-e04",
    "medium",
    "nano clone: the dht11 and the mq-3 module on its 5 v, and the nrf24l01+ on the nano's 3v3 pin "
    "(on these clones that pin comes out of the usb chip). enough for the nrf while it transmits?",
    ["nRF24L01+", "DHT11", "MQ-3"],
    "insufficient_evidence",
    [],
    [NRF_VDD],
    "Part not covered: the 3V3 pin of the Nano clone (USB-serial chip regulator) and its current "
    "capability are in no sheet; 3.3 V itself is inside 1.9 .. 3.6 V.",
)
compat(
    "rq93-e05",
    "hard",
    "relay module (srd-05vdc-sl-c + pc817 opto, JD-VCC jumper pulled): JD-VCC gets 5 v for the coil, "
    "the module VCC and IN come from the 3.3 v of my pico, an ina3221 on that 3.3 v watches both rails. the LED resistor "
    "is whatever the chinese board has. will the pc817 get enough LED current from 3.3 v to switch the relay driver?",
    ["PC817", "SRD-05VDC-SL-C", "INA3221"],
    "insufficient_evidence",
    [],
    [ev("pc817.pdf", 4, "Forward current IF 50 mA")],
    "Part not covered: the relay module's LED resistor and driver transistor are unknown; the PC817 "
    "sheet alone cannot give the LED current or the switching margin.",
)
compat(
    "rq93-e06",
    "hard",
    "to spare the lm2596 (it makes 5 v for the logic) i run the mq-2 heater straight off the 12 v "
    "battery through an irlz44n, pwm with the duty set so the rms is 5.0 v (about 17 %). is that ok "
    "for the heater?",
    ["MQ-2", "IRLZ44N", "LM2596"],
    "insufficient_evidence",
    [],
    [MQ2_VH],
    "The heater is specified at VH = 5.0 V +- 0.1 V AC or DC; a 12 V PWM drive with 5 V RMS is not "
    "covered.",
)
compat(
    "rq93-e07",
    "medium",
    "parking sensor: the hc-sr04 is on a usb 5 v rail that sits at 4.6 v after the long cable and the "
    "polyfuse; an ina3221 on the 3.3 v rail watches it and a w25q64 logs. is 4.6 v ok for the hc-sr04?",
    ["HC-SR04", "INA3221", "W25Q64FV"],
    "insufficient_evidence",
    [],
    [HCSR_V],
    "The HC-SR04 sheet states only 'DC 5 V', no tolerance or range.",
)
compat(
    "rq93-e08",
    "medium",
    "coin cell node: cr2032 straight into the nrf24l01+ (no regulator), a max44009 and the pcf8563 on a "
    "1.8 v ldo off the same cell. the voltage is fine for the nrf (1.9-3.6), but can the coin cell "
    "deliver its tx current?",
    ["nRF24L01+", "MAX44009", "PCF8563"],
    "insufficient_evidence",
    [],
    [NRF_VDD],
    "Part not covered: the CR2032 cell's pulse-current capability is in no sheet.",
)
compat(
    "rq93-e09",
    "hard",
    "An MCP73831 charges a LiPo cell while the same cell supplies an XC6206 3.3 V regulator for an "
    "nRF24L01+ node (load sharing, about 15 mA average with transmit bursts). Does the MCP73831 data "
    "sheet confirm that charge termination still works correctly with the system load connected to "
    "VBAT?",
    ["MCP73831", "XC6206", "nRF24L01+"],
    "insufficient_evidence",
    [],
    [],
    "The MCP73831 sheet describes termination for the battery current only; a system load on VBAT "
    "(load sharing) is not covered.",
    wording="formal",
)
compat(
    "rq93-e10",
    "hard",
    "dht11 on the 5 v rail (it needs 3.5 v minimum) but its data pull-up goes to 3.3 v because my pico "
    "is 3.3 v only; the vl53l0x and an ina219 are on 3.3 v. will the dht11 recognise the pico's start "
    "signal and send data the pico reads?",
    ["DHT11", "VL53L0X", "INA219"],
    "insufficient_evidence",
    [],
    [DHT11_VDD],
    "The DHT11 sheet gives no input or output voltage thresholds for DATA; the supply range alone "
    "does not settle a 3.3 V pull-up.",
)
compat(
    "rq93-e11",
    "medium",
    "gy-271 board (hmc5883l plus its own little 3.3 v ldo on the board) fed from the 5 v rail together "
    "with the ds3231 and the mcp4725. ok?",
    ["HMC5883L", "DS3231", "MCP4725"],
    "insufficient_evidence",
    [],
    [HMC_PIN, HMC_ABS],
    "Part not covered: the bare HMC5883L is 2.16 .. 3.6 V (4.8 V absolute maximum) and would be wrong "
    "on 5 V, but the GY-271 board regulator is in no sheet.",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(f"{len(Q)} questions -> {out}")
