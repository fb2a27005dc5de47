"""realq72: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: output drive and loads - how much current a pin or output can source or sink, LEDs, relays, buzzers,
heaters and MOSFET gates hung straight on a GPIO, a driver output or a sensor output, output high/low levels
under a stated load, and builds that need a transistor or driver in between.

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


# ---------- evidence on lines no earlier set quoted (factual questions)
PC817_X0 = ev("pc817.pdf", 5, "PC817X0 PC817XF0 PC817XI0 PC817XP0 − A, B, C or D 4.0 to 30.0")
PC817_IF5 = ev("pc817.pdf", 5, "(IF=5mA, VCE=5V, Ta=25˚C)")
M7219_REC1 = ev("max7219.pdf", 10, "MAX7219/MAX7221’s maximum recommended segment")
M7219_REC2 = ev("max7219.pdf", 10, "current is 40mA. For segment current levels above")
M7219_EXT1 = ev("max7219.pdf", 10, "used to sink current (DIG 0 and DIG 1 are used as logic")
M7219_EXT2 = ev("max7219.pdf", 10, "switches), peak segment currents of 45mA are allowed")
M7219_EXT3 = ev("max7219.pdf", 10, "even though only two digits are displayed")
M7219_SLEW = ev("max7219.pdf", 2, "ΔISEG/Δt TA = +25°C, V+ = 5V, VOUT = (V+ - 1V) 10 20 50 mA/μs")
HC595_IGND = ev("74hc595.pdf", 6, "IGND ground current 70 - mA")
HC595_HCT_Q7S = ev("74hc595.pdf", 8, "IO = 4 mA 3.84 4.32 - 3.7 - V")
HC595_VOL_2V = ev("74hc595.pdf", 8, "IO = 20 A; VCC = 2.0 V - 0 0.1 - 0.1 V")
SRD_UL = ev("srd-05vdc-sl-c.pdf", 1, "UL /CUL FILE NUMBER: E167996 10A/125VAC 28VDC")
DS18_PARA = ev("ds18b20.pdf", 7, "current can be as high as 1.5mA")
DS18_OD = ev("ds18b20.pdf", 5, "open-drain port (the DQ pin in the case of the DS18B20).")
MCP4725_R0 = ev("mcp4725.pdf", 4, "DC Output Impedance ROUT — 1 — Ω Normal mode (VOUT to VSS)")
MCP4725_R1 = ev("mcp4725.pdf", 4, "— 1 — kΩ Power-Down Mode 1")
MCP4725_R2 = ev("mcp4725.pdf", 4, "— 100 — kΩ Power-Down Mode 2")
MCP4725_R3 = ev("mcp4725.pdf", 4, "— 500 — kΩ Power-Down Mode 3")
DRV_RON = ev("drv8833.pdf", 1, "Low MOSFET ON-Resistance: HS + LS 360")
LM35_ZOUT = ev("lm35.pdf", 1, "Low Impedance Output, 0.1 Ω for 1 mA Load")
TM_SEG_OD = ev("tm1637.pdf", 2, "Segment Output (also keyboard scan) and N-channel open")
TP_STDBY1 = ev("tp4056.pdf", 7, "STDBY (Pin6): Charge Status Open-Drain")
TP_STDBY2 = ev("tp4056.pdf", 7, "completes, STDBY pin is pulled low by an")
TMP36_ISC = ev("tmp36.pdf", 3, "current limit of these devices to 250 µA.")
W25_VOH = ev("w25q64.pdf", 74, "Output High Voltage VOH IOH = –100 µA VCC – 0.2 V")
INMP_VOH18 = ev(
    "inmp441.pdf", 5, "Voltage Output High (VOH) VDD = 1.8 V, ISINK = 0.7 mA 0.7 × VDD V"
)
INMP_VOH33 = ev(
    "inmp441.pdf", 5, "Voltage Output High (VOH) VDD = 3.3 V, ISINK = 1.7 mA 0.7 × VDD V"
)
MPU_VOL3 = ev(
    "mpu-6050.pdf",
    16,
    "VOL3, LOW-Level Output Voltage VLOGIC < 2V; 1mA sink current 0 to 0.2*VLOGIC V",
)
HX_DOUT = ev("hx711.pdf", 2, "12 DOUT Digital Output Serial data output")

# ---------- evidence used by the compatibility questions (earlier quotes allowed)
ESP_VOH = ev("esp32-wroom-32.pdf", 15, "(VDD = 3.3 V, VOH >= 2.64 V,")
ESP_IOH = ev(
    "esp32-wroom-32.pdf", 15, "High-level source current VDD3P3_CPU power domain 1, 2 - 40 - mA"
)
ESP_VDD = ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V")
BH_VCC = ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")
BH_ICC = ev("bh1750.pdf", 2, "Supply Current Icc1 － 120 190 µA Ev = 100 lx")
MAX44_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
MCP73_SINK = ev("mcp73831.pdf", 4, "Sink Current ISINK — — 25 mA")
DS3231_VCC = ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")
DS3231_VOL = ev("ds3231.pdf", 2, "VOL IOL = 3mA 0.4 V")
DS3231_OUT = ev("ds3231.pdf", 2, "Logic 0 Output, 32kHz, INT/SQW,")
ADS_VDD = ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V")
ADS_AIN = ev("ads1115.pdf", 3, "Analog input voltage AINP or AINN to GND GND VDD V")
PC817_IFMAX = ev("pc817.pdf", 4, "Forward current IF 50 mA")
PC817_ICMAX = ev("pc817.pdf", 4, "Collector current IC 50 mA")
PC817_VCESAT = ev(
    "pc817.pdf", 4, "Collector-emitter saturation voltage VCE (sat) IF=20mA, IC=1mA − 0.1 0.2 V"
)
L298_VIL = ev("l298n.pdf", 3, "V iL Input Low Voltage –0.3 1.5 V")
L298_VSS = ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V")
L298_DC = ev("l298n.pdf", 2, "–DC Operation 2 A")
L298_REP = ev("l298n.pdf", 2, "–Repetitive (80% on –20% off; ton = 10ms) 2.5 A")
L298_VS = ev("l298n.pdf", 3, "Supply Voltage (pin 4) Operative Condition VIH +2.5 46 V")
SRD_COIL05 = ev("srd-05vdc-sl-c.pdf", 2, "(High 05 05 71.4 70")
SRD_PULLIN = ev("srd-05vdc-sl-c.pdf", 2, "SRD 03 03 120 25 abt. 0.36W 75%Max. 10% Min. 120%")
SRD_7A240 = ev("srd-05vdc-sl-c.pdf", 2, "7A 240VAC")
SRD_FORMC = ev("srd-05vdc-sl-c.pdf", 2, "Item FORM C FORM A")
DRV_PW = ev("drv8833.pdf", 1, "500-mA RMS, 2-A Peak per H-Bridge in PW")
DRV_PW_PAR = ev("drv8833.pdf", 1, "1-A RMS, 4-A Peak (PW)")
DRV_VM = ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")
DRV_VIH = ev("drv8833.pdf", 6, "All other pins 2")
DRV_FAULT = ev("drv8833.pdf", 6, "VOL Output low voltage IO = 5 mA 0.5 V")
AMS50 = ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V")
AMS_1A = ev("ams1117.pdf", 1, "Output Current of 1A")
M7219_VCC = ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V")
M7219_ICC1 = ev(
    "max7219.pdf", 2, "Operating Supply Current I+ All segments and decimal point on, mA"
)
M7219_ICC2 = ev("max7219.pdf", 2, "330")
M7219_T9A = ev("max7219.pdf", 10, "1-, 2-, or 3-Digit Displays")
M7219_T9B = ev("max7219.pdf", 10, "3 30")
M7219_T9C = ev("max7219.pdf", 10, "to sink current and fewer than four digits are displayed,")
LM2596_VIN = ev("lm2596.pdf", 3, "Supply Voltage Vin 4.5 to 40 V")
LM2596_3A = ev("lm2596.pdf", 1, "3.0 A, Step-Down Switching")
DHT22_V = ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V")
ACS_VCC = ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V")
ACS_RLOAD = ev("acs712.pdf", 4, "Output Resistive Load RLOAD VIOUT to GND 4.7 – – kΩ")
INA3221_VOL = ev(
    "ina3221.pdf", 5, "Low-level output SDA, critical, warning, PV VS > +2.7V, IOL = 3mA 0 0.4"
)
INA3221_VS = ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V")
PCF_VDD = ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V")
PCF_IO = ev("pcf8563.pdf", 27, "IO output current at any output 10 +10 mA")
PCF_INT = ev("pcf8563.pdf", 29, "on pin INT 1 - - mA")
XC_33 = ev("xc6206.pdf", 19, "3 3 3.3 XC6206P33***")
XC_ACC = ev("xc6206.pdf", 4, "(Standard):±2% (1.5V≦VOUT(T))")
MCP2515_VOL = ev("mcp2515.pdf", 74, "RXnBF Pin — 0.6 V IOL = +8.5 mA, VDD = 4.5V")
MCP2515_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
DS18_VDD = ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V")
DS18_IDD = ev("ds18b20.pdf", 2, "Active Current IDD VDD = 5V (Note 9) 1 1.5 mA")
DS18_STRONG = ev("ds18b20.pdf", 7, "1-Wire bus must be switched to the strong pullup within")
HX_DVDD = ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V")
TMP36_IL = ev("tmp36.pdf", 2, "Output Load Current IL 0 50 µA")
TMP36_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
TMP36_VRANGE = ev("tmp36.pdf", 2, "Output Voltage Range 100 2000 mV")
TMP36_25 = ev("tmp36.pdf", 2, "TMP36 Output Voltage TA = 25°C 750 mV")
MCP3008_VDD = ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V")
SI_VDD = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")
TPS21_VOUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
TPS_2A = ev("tps63020.pdf", 1, "Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A")
TPS_VIN = ev("tps63020.pdf", 6, "Input voltage 1.8 5.5 V")
TPS_FB = ev("tps63020.pdf", 6, "TPS63020 feedback voltage 495 500 505 mV")
MPU_VDD = ev("mpu-6050.pdf", 14, "Operating Voltages 2.375 3.46 V")
MPU_INT = ev("mpu-6050.pdf", 15, "VOL.INT1, INT Low-Level Output OPEN=1, 0.3mA sink 0.1 V")
MQ2_VH = ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC")
MQ2_PH = ev("mq-2.pdf", 3, "Heater consumption PH ≤950mW")
MQ2_RH = ev("mq-2.pdf", 3, "Heater Resistance RH 30Ω±3Ω（room temp.）")
MQ3_VH = ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1 ACOR DC")
MQ3_PH = ev("mq-3.pdf", 1, "PH Heating consumption less than 750mw")
IRLZ_RDS4 = ev("irlz44n.pdf", 2, "––– ––– 0.035 VGS = 4.0V, I D = 21A")
IRLZ_RDS5 = ev(
    "irlz44n.pdf",
    2,
    "RDS(on) Static Drain-to-Source On-Resistance ––– ––– 0.025 Ω VGS = 5.0V, I D = 25A",
)
IRLZ_VTH = ev(
    "irlz44n.pdf", 2, "VGS(th) Gate Threshold Voltage 1.0 ––– 2.0 V VDS = VGS , ID = 250µA"
)
IRLZ_VDSS = ev("irlz44n.pdf", 1, "VDSS = 55V")
IRLZ_IGSS = ev("irlz44n.pdf", 2, "Gate-to-Source Forward Leakage ––– ––– 100 V GS = 16V")
IRLZ_CISS = ev("irlz44n.pdf", 2, "Ciss Input Capacitance ––– 1700 ––– VGS = 0V")
HC595_VOH20 = ev("74hc595.pdf", 7, "IO = 20 A; VCC = 4.5 V 4.4 4.5 - 4.4 - V")
INA219_CM = ev("ina219.pdf", 4, "IN+, IN– Common-mode(VIN+ + VIN–) / 2 -0.3 26 V")
MCP4725_CL = ev("mcp4725.pdf", 3, "Capacitive Load Stability CL — — 1000 pF RL = 5 kΩ, Note 2")
MCP4725_IOUT = ev(
    "mcp4725.pdf", 3, "Current at Output Pins ...............................................±25 mA"
)
TM_GRID_ABS = ev("tm1637.pdf", 9, "IO2 200 mA")
TM_GRID_ABS2 = ev("tm1637.pdf", 9, "LED and GRID drive source")
TM_SEG_ABS = ev("tm1637.pdf", 9, "LED and SEG drive sink current IO1 50 mA")
VL_ABS = ev("vl53l0x.pdf", 22, "SCL, SDA, XSHUT and GPIO1 -0.5 - 3.6 V")
VL_VOL = ev("vl53l0x.pdf", 24, "(IOUT = 4 mA)")
VL_VOL2 = ev("vl53l0x.pdf", 24, "Low level output voltage")
NRF_VOH = ev("nrf24l01p.pdf", 20, "VOH HIGH level output voltage (IOH=-0.25mA) VDD -0.3 VDD V")
NRF_VOL = ev("nrf24l01p.pdf", 20, "VOL LOW level output voltage (IOL=0.25mA) 0.3 V")
NRF_VDD = ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")
TP_VCHRG = ev("tp4056.pdf", 5, "VCHRG ICHRG =5mA 0.3 0.6 V")
TP_VSTDBY = ev("tp4056.pdf", 5, "VSTDBY ISTDBY =5mA 0.3 0.6 V")
M31865_VOL = ev("max31865.pdf", 3, "Output Low Voltage VOL IOUT = 1.6mA 0.4 V")
CCS_VDD = ev("ccs811.pdf", 5, "Supply Voltage 1.8(2) 3.6 V")
HCSR_ECHO = ev("hc-sr04.pdf", 1, "Echo Output Signal Input TTL lever signal and the range in")
HCSR_V = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
DHT11_V = ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V")
LM35_LOADREG = ev("lm35.pdf", 3, "0 ≤ IL ≤ 1 mA TMIN ≤ TA ≤ TMAX ±0.5 ±3 ±0.5 ±3")
HMC_DRDY = ev(
    "hmc5883l.pdf",
    8,
    "Monitoring of the DRDY Interrupt pin is only required if maximum output rate is desired.",
)
HMC_VDD = ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts")
INMP_VDD = ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V")
W25_VCC = ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply")
M55_VCC = ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V")

# ======================================================================================
# answerable factual (rq72-fNN, rq72-k01)
# ======================================================================================
add(
    "rq72-f01",
    "medium",
    "simple",
    "got a bag of pc817x0 optos (the ones where the CTR rank can be anything A to D). if i push 5 mA "
    "through the led side with VCE = 5 V, what collector current range does the sheet promise me?",
    ["PC817"],
    None,
    [
        it(
            "PC817",
            "output_current",
            "mA",
            mn=4.0,
            mx=30.0,
            cond="IC, PC817X0 (rank A, B, C or D), IF = 5 mA, VCE = 5 V, Ta = 25 C",
        )
    ],
    [PC817_X0, PC817_IF5],
    "Model line-up row PC817X0, rank 'A, B, C or D': IC 4.0 to 30.0 mA at IF = 5 mA, VCE = 5 V. Look-alikes: PC817X "
    "without rank 2.5 to 30.0 mA (the electro-optical table row), PC817X8 (A, B or C) 4.0 to 20.0 mA, PC817X9 (B, C "
    "or D) 6.5 to 30.0 mA. No earlier set asked the X0 row.",
)
add(
    "rq72-f02",
    "hard",
    "structured",
    "What is the maximum recommended segment current of the MAX7219, and what peak segment current does the data "
    "sheet allow in its example where external transistors sink the digit current and only two digits are "
    "displayed?",
    ["MAX7219"],
    None,
    [
        it("MAX7219", "output_current", "mA", mx=40, cond="maximum recommended segment current"),
        it(
            "MAX7219",
            "peak_output_current",
            "mA",
            mx=45,
            cond="peak segment current allowed when external transistors sink the digit current (2 digits)",
        ),
    ],
    [M7219_REC1, M7219_REC2, M7219_EXT1, M7219_EXT2, M7219_EXT3],
    "Applications text (Selecting RSET and Using External Drivers): recommended maximum 40 mA per segment; with external "
    "transistors as digit sinks (DIG 0 / DIG 1 used as logic switches) 45 mA peak is allowed although only two digits "
    "are shown. Look-alikes: Table 9 limits 1/2/3-digit displays to 10/20/30 mA when the MAX7219's own digit drivers "
    "sink; ISEG -30/-40/-45 mA in the EC table (asked before, rq13-f31).",
    wording="formal",
)
add(
    "rq72-f03",
    "medium",
    "simple",
    "74hc595 with leds on all 8 outputs, wired so the chip SINKS the current (led+resistor from 5V to each Q pin). "
    "whats the max total current the datasheet lets through the GND pin?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "output_current",
            "mA",
            mx=70,
            cond="IGND ground current, limiting value (printed -70 mA in the min column)",
        )
    ],
    [HC595_IGND],
    "Limiting values: IGND ground current 70 mA (sign lost in the text layer; it is -70 mA, current out of GND). "
    "Look-alikes: ICC supply current +70 mA for sourcing (asked before as supply_current, rq33-i04 / rq49-i09), IO per "
    "pin 35 mA (Qn) / 25 mA (Q7S), IOK clamping 20 mA. The IGND row itself was not asked before.",
)
add(
    "rq72-f04",
    "hard",
    "structured",
    "74hct595 at VCC = 4.5 V, the serial output Q7S feeds the next board and sources about 4 mA. how high is its "
    "high level guaranteed over -40..+85 C, and what if the box gets to +125 C?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=3.84,
            typ=4.32,
            cond="74HCT595 VOH, Q7S output, IO = -4 mA, VCC = 4.5 V, -40..+85 C",
        ),
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=3.7,
            cond="74HCT595 VOH, Q7S output, IO = -4 mA, VCC = 4.5 V, -40..+125 C",
        ),
    ],
    [HC595_HCT_Q7S],
    "74HCT595 static characteristics, Q7S output, IO = 4 mA: 3.84 min / 4.32 typ (-40..+85 C), 3.7 min (-40..+125 C). "
    "Look-alike: the 74HCT595 Qn row at 6 mA gives 3.7 V already at -40..+85 C; the 74HC595 Q7S row has the same "
    "numbers as this one (asked before, rq20-f02), so this question tests finding the HCT block more than a new number.",
)
add(
    "rq72-f05",
    "medium",
    "structured",
    "songle srd-05vdc-sl-c relay: page 1 lists agency ratings. what contact current and voltages does the UL/CUL "
    "entry give?",
    ["SRD-05VDC-SL-C"],
    None,
    [
        it("SRD-05VDC-SL-C", "contact_current", "A", mx=10, cond="UL/CUL file E167996"),
        it("SRD-05VDC-SL-C", "contact_voltage", "VAC", mx=125, cond="UL/CUL, AC"),
        it("SRD-05VDC-SL-C", "contact_voltage", "VDC", mx=28, cond="UL/CUL, DC"),
    ],
    [SRD_UL],
    "Rating block on page 1: UL/CUL 10A/125VAC 28VDC. Look-alikes on the same block: TUV 10A/240VAC 28VDC, CCC "
    "7A/240VDC and 10A/250VDC; the contact rating table on page 2 gives form C only 7 A at 28 VDC resistive.",
)
add(
    "rq72-f06",
    "medium",
    "simple",
    "In parasite-power mode, how much current can a DS18B20 draw during a temperature conversion, the reason the "
    "data sheet asks for a strong (MOSFET) pull-up instead of the 4.7 kOhm resistor alone?",
    ["DS18B20"],
    None,
    [
        it(
            "DS18B20",
            "supply_current",
            "mA",
            mx=1.5,
            cond="operating current during conversions / scratchpad-to-EEPROM copy, parasite power",
        )
    ],
    [DS18_PARA],
    "Powering the DS18B20 (page 7): in parasite mode the operating current can be as high as 1.5 mA during "
    "conversions or EEPROM copies, too much for the weak pull-up, hence the MOSFET strong pull-up. Same number as the "
    "IDD active current row (asked before, ds18b20-e5, rq14-c06); this line was not quoted before.",
    wording="formal",
)
add(
    "rq72-f07",
    "hard",
    "structured",
    "State the DC output impedance of the MCP4725 in normal mode and in each of its three power-down modes.",
    ["MCP4725"],
    None,
    [
        it("MCP4725", "on_resistance", "Ohm", typ=1, cond="ROUT, normal mode (VOUT to VSS)"),
        it("MCP4725", "on_resistance", "kOhm", typ=1, cond="power-down mode 1 (VOUT to VSS)"),
        it("MCP4725", "on_resistance", "kOhm", typ=100, cond="power-down mode 2"),
        it("MCP4725", "on_resistance", "kOhm", typ=500, cond="power-down mode 3"),
    ],
    [MCP4725_R0, MCP4725_R1, MCP4725_R2, MCP4725_R3],
    "EC table, DC Output Impedance ROUT: 1 Ohm normal mode, 1 kOhm / 100 kOhm / 500 kOhm in power-down modes 1/2/3 "
    "(typical only). Not asked before. Look-alike: output amplifier short-circuit current 15/24 mA.",
    wording="formal",
)
add(
    "rq72-f08",
    "medium",
    "simple",
    "drv8833 boards - whats the combined high side + low side mosfet on-resistance that the front page of the "
    "datasheet advertises?",
    ["DRV8833"],
    None,
    [it("DRV8833", "on_resistance", "mOhm", typ=360, cond="HS + LS combined, feature list")],
    [DRV_RON],
    "Feature list: Low MOSFET ON-Resistance: HS + LS 360 mOhm. Look-alikes: EC table HS 200 / LS 160 mOhm at VM = 5 V, "
    "25 C (which add to 360), 325 / 275 mOhm at 85 C, 250 / 200 mOhm at VM = 2.7 V (all asked before per FET).",
)
add(
    "rq72-f09",
    "medium",
    "simple",
    "What output impedance does the LM35 feature list give for a 1 mA load?",
    ["LM35"],
    None,
    [it("LM35", "on_resistance", "Ohm", typ=0.1, cond="output impedance, 1 mA load")],
    [LM35_ZOUT],
    "Feature list: Low Impedance Output, 0.1 Ohm for 1 mA Load. Not asked before. Look-alikes: load regulation "
    "+-0.4/+-1 mV/mA (0 <= IL <= 1 mA), output current absolute maximum 10 mA.",
    wording="formal",
)
add(
    "rq72-f10",
    "medium",
    "simple",
    "tm1637 display module: are the SEG pins push-pull or open drain? want to know before i hang extra leds on them",
    ["TM1637"],
    None,
    [
        it(
            "TM1637",
            "output_signal_type",
            values=["open-drain"],
            cond="SG1..SG8 segment outputs, N-channel open drain",
        )
    ],
    [TM_SEG_OD],
    "Pin functions: SG1~SG8 segment output (also keyboard scan), N-channel open drain output. Look-alike: GRID1~GRID6 "
    "are P-channel open drain (asked before, rq64-f07).",
)
add(
    "rq72-f11",
    "medium",
    "simple",
    "tp4056 charger: what kind of output is the STDBY pin? could it source current into an led that goes to ground?",
    ["TP4056"],
    None,
    [
        it(
            "TP4056",
            "output_signal_type",
            values=["open-drain"],
            cond="STDBY (pin 6) charge status output, pulled low by an internal switch, otherwise high impedance",
        )
    ],
    [TP_STDBY1, TP_STDBY2],
    "Pin functions: STDBY (Pin6) Charge Status Open-Drain Output, pulled low when charging completes, high impedance "
    "otherwise, so it can only sink (LED from a supply to the pin). Look-alike: CHRG pin 7, also open drain (asked "
    "before, rq58-f13).",
)
add(
    "rq72-f12",
    "medium",
    "simple",
    "If the TMP36 output is shorted to ground, to what current does the output stage limit itself according to the "
    "theory of operation?",
    ["TMP36"],
    None,
    [
        it(
            "TMP36",
            "peak_output_current",
            "uA",
            mx=250,
            cond="short-circuit current limit (theory of operation)",
        )
    ],
    [TMP36_ISC],
    "Theory of operation: Q4's current gain and the available base drive set the short-circuit current limit to 250 "
    "uA. Same number as the ISC table row (asked before, rq31-f25); this text line was not quoted before. Look-alike: "
    "output load current IL 0..50 uA.",
    wording="formal",
)
add(
    "rq72-k01",
    "hard",
    "comparison",
    "Which output has the lower stated output impedance: the LM35 with a 1 mA load, or the MCP4725 DAC in normal "
    "mode? Give both values.",
    ["LM35", "MCP4725"],
    None,
    [
        it("LM35", "on_resistance", "Ohm", typ=0.1, cond="output impedance, 1 mA load"),
        it("MCP4725", "on_resistance", "Ohm", typ=1, cond="ROUT, normal mode"),
    ],
    [LM35_ZOUT, MCP4725_R0],
    "LM35 0.1 Ohm (1 mA load) is lower than MCP4725 1 Ohm (normal mode). Both are typical values. Look-alike: MCP4725 "
    "power-down mode 1 is 1 kOhm (same digit, other unit).",
    wording="formal",
)

# ======================================================================================
# factual insufficient_evidence (rq72-uNN)
# ======================================================================================
add(
    "rq72-u01",
    "hard",
    "simple",
    "whats the segment current slew rate of the max7219? worried about emi from a big matrix",
    ["MAX7219"],
    "insufficient_evidence",
    [],
    [M7219_SLEW],
    "The Segment Current Slew Rate row (10/20/50 mA/us) is marked 'MAX7221 only'; no slew rate is given for the "
    "MAX7219.",
)
add(
    "rq72-u02",
    "hard",
    "simple",
    "What collector current does a PC817X0 guarantee with a forward current of IF = 10 mA at VCE = 5 V?",
    ["PC817"],
    "insufficient_evidence",
    [],
    [PC817_X0, PC817_IF5],
    "Rank ranges are guaranteed only at IF = 5 mA (X0: 4.0..30.0 mA); the CTR-vs-IF curve is typical. Near miss of "
    "f01.",
    wording="formal",
)
add(
    "rq72-u03",
    "hard",
    "simple",
    "mcp4725 output impedance in normal mode - whats the guaranteed MAXIMUM? doing a worst case calc for a 100 ohm "
    "load",
    ["MCP4725"],
    "insufficient_evidence",
    [],
    [MCP4725_R0],
    "ROUT is given as a typical 1 Ohm only (min and max columns are '—'). Near miss of f07.",
)
add(
    "rq72-u04",
    "medium",
    "simple",
    "lm35 output impedance when its driving about 5 mA into a load?",
    ["LM35"],
    "insufficient_evidence",
    [],
    [LM35_ZOUT],
    "Only 0.1 Ohm for a 1 mA load is stated (load regulation is specified for 0..1 mA); nothing at 5 mA. Near miss of "
    "f09.",
)
add(
    "rq72-u05",
    "medium",
    "simple",
    "can the ds18b20 DQ pin source current, like drive an led high for a moment? how many mA?",
    ["DS18B20"],
    "insufficient_evidence",
    [],
    [DS18_OD],
    "DQ is an open-drain port; the sheet gives a sink current (IL 4 mA at 0.4 V) but no source current. Look-alike: "
    "'Logic-high voltages are specified at a source current of 1mA' belongs to the input-high row (note 6).",
)
add(
    "rq72-u06",
    "hard",
    "simple",
    "What output-high voltage does the W25Q64FV guarantee on DO at VCC = 3.3 V when the pin sources 2 mA?",
    ["W25Q64FV"],
    "insufficient_evidence",
    [],
    [W25_VOH],
    "VOH (VCC - 0.2 V min) is specified only at IOH = -100 uA; VOL only at IOL = 100 uA. Nothing at 2 mA.",
    wording="formal",
)
add(
    "rq72-u07",
    "hard",
    "simple",
    "What minimum output-high voltage does the INMP441 guarantee on SD at VDD = 2.5 V with a 1.7 mA load?",
    ["INMP441"],
    "insufficient_evidence",
    [],
    [INMP_VOH18, INMP_VOH33],
    "VOH rows exist only at VDD = 1.8 V (0.25 / 0.7 mA) and VDD = 3.3 V (0.5 / 1.7 mA); VDD = 2.5 V is not "
    "tabulated.",
    wording="formal",
)
add(
    "rq72-u08",
    "hard",
    "simple",
    "mpu6050 with VLOGIC at 1.8 V: the aux i2c pins (AUX_DA/AUX_CL), how low is VOL when they sink 3 mA?",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [MPU_VOL3],
    "Auxiliary I2C I/O: for VLOGIC < 2 V only a 1 mA sink row (0 to 0.2*VLOGIC) is given, and IOL is 1 mA. The 3 mA "
    "row belongs to the primary I2C pins.",
)
add(
    "rq72-u09",
    "hard",
    "simple",
    "What maximum LOW-level output voltage does the 74HC595 guarantee at VCC = 2.0 V when a Qn output sinks 4 mA?",
    ["74HC595"],
    "insufficient_evidence",
    [],
    [HC595_VOL_2V],
    "At VCC = 2.0 V the table gives VOL only for IO = 20 uA (0.1 V max); the mA rows exist only at 4.5 V and 6.0 V.",
    wording="formal",
)
add(
    "rq72-u10",
    "medium",
    "simple",
    "how much current can the hx711 DOUT pin source or sink? thinking of driving an opto led from it directly",
    ["HX711"],
    "insufficient_evidence",
    [],
    [HX_DOUT],
    "DOUT is listed only as a digital serial data output; the sheet has no output voltage or current specification "
    "for it.",
)

# ======================================================================================
# compatibility: compatible (rq72-cNN)
# ======================================================================================
add(
    "rq72-c01",
    "hard",
    "compatibility",
    "12 V led strips (about 3 A each) low-side switched by irlz44n's, gates driven straight from 74hc595 outputs "
    "(595 at 5 V, 220 ohm gate resistors, no driver chip). an ina219 on the high side of the 12 V rail logs the "
    "current. is the 595 high level enough to fully enhance the fet by the datasheet numbers, and is 12 V ok for the "
    "fet and the ina219?",
    ["74HC595", "IRLZ44N", "INA219"],
    "compatible",
    [
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=4.4,
            typ=4.5,
            cond="VOH, IO = -20 uA, VCC = 4.5 V",
        ),
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.035, cond="RDS(on), VGS = 4.0 V, ID = 21 A"),
        it("IRLZ44N", "drain_source_voltage", "V", mx=55, cond="VDSS"),
        it("INA219", "abs_max_input_voltage", "V", mn=-0.3, mx=26, cond="IN+, IN- common mode"),
    ],
    [HC595_VOH20, IRLZ_IGSS, IRLZ_RDS4, IRLZ_VDSS, INA219_CM],
    "A gate draws only leakage at DC (IGSS 100 nA), so the 20 uA VOH row applies: >= 4.4 V at VCC = 4.5 V (more at "
    "5 V); 220 Ohm keeps the charging peak near 20 mA, under the 35 mA per-pin limit. RDS(on) is guaranteed <= 0.035 Ohm already at VGS = 4.0 V (21 A), so 3 A strips are fine; VDSS 55 V and "
    "INA219 inputs to 26 V cover 12 V. Look-alike: the same FET from a 3.3 V GPIO has no RDS(on) guarantee (e01).",
)
add(
    "rq72-c02",
    "medium",
    "compatibility",
    "powering a gy-30 (bh1750) and a gy-49 (max44009), bare chips without the module regulators, straight from two "
    "esp32 gpios so i can kill their power in deep sleep. together they draw way under 1 mA. is the gpio high level "
    "inside both sensors supply ranges?",
    ["ESP32-WROOM-32", "BH1750", "MAX44009"],
    "compatible",
    [
        it(
            "ESP32-WROOM-32",
            "output_high_voltage",
            "V",
            mn=2.64,
            cond="VOH at VDD = 3.3 V (0.8 x VDD)",
        ),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it("BH1750", "supply_current", "uA", typ=120, mx=190, cond="Icc1, Ev = 100 lx"),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC"),
    ],
    [ESP_VOH, ESP_VDD, BH_VCC, BH_ICC, MAX44_VCC],
    "A GPIO high sits between 0.8 x VDD = 2.64 V (guaranteed even at the 40 mA source test) and VDD = 3.3 V, inside "
    "2.4..3.6 V (BH1750) and 1.7..3.6 V (MAX44009); 190 uA + a few uA is trivial for a GPIO. Look-alike: a DS18B20 "
    "(3.0 V minimum) would not be guaranteed from 2.64 V.",
)
add(
    "rq72-c03",
    "medium",
    "compatibility",
    "A data logger charges its single Li-ion cell with an MCP73831; the STAT pin sinks a red charge LED set to 20 mA. "
    "A DS3231 and an ADS1115 run directly from the cell (3.0 to 4.2 V). Is the STAT pin rated for the LED current, "
    "and are both ICs within their supply ranges?",
    ["MCP73831", "DS3231", "ADS1115"],
    "compatible",
    [
        it("MCP73831", "output_current", "mA", mx=25, cond="STAT sink current ISINK"),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="VDD"),
    ],
    [MCP73_SINK, DS3231_VCC, ADS_VDD],
    "STAT sinks up to 25 mA (20 mA fits; VOL is specified at 4 mA, 1 V max, so the LED resistor should allow for a "
    "few hundred mV). 3.0..4.2 V is inside 2.3..5.5 V and 2.0..5.5 V. Look-alike: 30 mA would exceed the 25 mA "
    "(i02).",
    wording="formal",
)
add(
    "rq72-c04",
    "hard",
    "compatibility",
    "isolating an l298n's IN1/IN2 from my esp32 with pc817s. gpio drives the opto led at 20 mA through a resistor, "
    "the pc817 transistor pulls IN1 down against a pullup to the l298n 5 V logic supply, pullup sized for 1 mA "
    "collector current. is the opto's low level guaranteed under the l298 input-low limit, and is 20 mA fine for the "
    "opto led and the gpio?",
    ["ESP32-WROOM-32", "PC817", "L298N"],
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
        it("L298N", "input_low_voltage", "V", mn=-0.3, mx=1.5, cond="ViL, pins 5, 7, 10, 12"),
        it(
            "PC817",
            "supply_current",
            "mA",
            mx=50,
            cond="input forward current IF, absolute maximum",
        ),
        it(
            "ESP32-WROOM-32", "output_current", "mA", typ=40, cond="IOH, VDD = 3.3 V, VOH >= 2.64 V"
        ),
    ],
    [PC817_VCESAT, L298_VIL, PC817_IFMAX, ESP_IOH, ESP_VOH],
    "The PC817 saturation voltage is specified exactly at IF = 20 mA, IC = 1 mA: 0.2 V max, far below ViL 1.5 V. 20 mA "
    "is under IF 50 mA (absolute maximum) and under the 40 mA a GPIO sources at VOH >= 2.64 V. Look-alike: at IF = 5 mA "
    "only the CTR range (IC >= 2.5 mA) is guaranteed, not VCE(sat).",
)
add(
    "rq72-c05",
    "hard",
    "compatibility",
    "Four SRD-05VDC-SL-C relays with the high-sensitivity 0.36 W coil are driven by the four outputs of a DRV8833 in "
    "the TSSOP (PW) package, two coils per H-bridge, each coil connected from VM to one output so that the low-side "
    "FETs switch it. VM is 5 V from an "
    "AMS1117-5.0 fed from 9 V. Is each bridge within its RMS current rating, is VM within range, and can the "
    "AMS1117-5.0 supply all four coils?",
    ["DRV8833", "SRD-05VDC-SL-C", "AMS1117"],
    "compatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=71.4,
            cond="nominal coil current, 05 VDC high sensitivity",
        ),
        it(
            "DRV8833", "output_current", "mA", mx=500, cond="PW package, RMS per H-bridge, VM = 5 V"
        ),
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
        it("AMS1117", "output_current", "A", mx=1, cond="output current"),
    ],
    [SRD_COIL05, DRV_PW, DRV_VM, AMS50, AMS_1A],
    "Two coils per bridge = 2 x 71.4 = 143 mA < 500 mA RMS (PW); with coils to VM, IN1 = IN2 = 1 (brake, both "
    "low-side FETs on) energises both, coast turns them off and the high-side body diodes clamp the kick. VM 5 V is inside 2.7..10.8 V. Four coils = 286 mA, "
    "well under the AMS1117's 1 A, and 9 V is inside its 6.5..12 V regulation window. Look-alike: a 1.2 A solenoid on "
    "one PW bridge would exceed it (i08).",
    wording="formal",
)
add(
    "rq72-c06",
    "medium",
    "compatibility",
    "8x8 matrix thermometer: max7219 with RSET set for 40 mA segments (worst case every led on), a dht22 on the same "
    "5 V, both fed from an lm2596 module set to 5.0 V from a 12 V adapter. is the lm2596 enough for the matrix, and "
    "is 5 V fine for the max7219 and the dht22?",
    ["MAX7219", "LM2596", "DHT22"],
    "compatible",
    [
        it(
            "MAX7219", "supply_current", "mA", typ=330, cond="all segments and DP on, ISEG = -40 mA"
        ),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+"),
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="Voltage"),
        it("LM2596", "output_current", "A", mx=3.0, cond="3.0 A step-down regulator"),
        it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="Vin operating"),
    ],
    [M7219_ICC1, M7219_ICC2, M7219_VCC, DHT22_V, LM2596_3A, LM2596_VIN],
    "The MAX7219 draws 330 mA typical with everything lit at 40 mA segments (only one digit of 8 segments is on at a "
    "time, so about 8 x 40 mA plus 8 mA), far under the LM2596's 3 A; 5 V is inside "
    "4.0..5.5 V (MAX7219) and 3.3..5.5 V (DHT22); 12 V is inside 4.5..40 V. Look-alike: MAX7219 from a 3.3 V rail "
    "(4.0 V minimum).",
)
add(
    "rq72-c07",
    "hard",
    "compatibility",
    "acs712-20a watches a 6 A, 230 VAC heater that an srd-05vdc-sl-c (form C, using the NO contact) switches. the "
    "acs712 output goes through a 10k/10k divider (20k total to gnd) into an ads1115 running at 3.3 V, so max 2.5 V "
    "at the adc. is 20k an ok load for the acs712 output, is 2.5 V inside the ads1115 input range, and can the relay "
    "contact carry 6 A resistive at 230 VAC?",
    ["ACS712", "ADS1115", "SRD-05VDC-SL-C"],
    "compatible",
    [
        it("SRD-05VDC-SL-C", "contact_current", "A", mx=7, cond="form C, resistive load, 240 VAC"),
        it("SRD-05VDC-SL-C", "contact_voltage", "VAC", mx=240, cond="form C, resistive load"),
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="VDD"),
    ],
    [ACS_RLOAD, ADS_AIN, SRD_FORMC, SRD_7A240, ACS_VCC, ADS_VDD],
    "RLOAD must be >= 4.7 kOhm: 20 kOhm is fine. 2.5 V lies inside GND..VDD (3.3 V) for the ADS1115. Form C resistive "
    "rating is 7 A at 240 VAC, above 6 A at 230 VAC. Look-alikes: a 1k/2k divider (3 kOhm) breaks the RLOAD limit (i04); "
    "form A would allow 10 A.",
)
add(
    "rq72-c08",
    "medium",
    "compatibility",
    "Un XC6206P33 alimente en 3,3 V un INA3221 et un PCF8563. La broche d'alerte Warning de l'INA3221 tire vers la masse "
    "une LED témoin alimentée par ce 3,3 V, à 3 mA. Le niveau bas de cette sortie est-il spécifié pour ce courant, et "
    "les deux circuits sont-ils dans leur plage d'alimentation ?",
    ["INA3221", "XC6206", "PCF8563"],
    "compatible",
    [
        it(
            "INA3221",
            "output_low_voltage",
            "V",
            mn=0,
            mx=0.4,
            cond="SDA, critical, warning, PV; VS > 2.7 V, IOL = 3 mA",
        ),
        it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="operating supply"),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="interface active"),
        it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33, +-2 % standard accuracy"),
    ],
    [INA3221_VOL, INA3221_VS, PCF_VDD, XC_33, XC_ACC],
    "The alert outputs are specified 0..0.4 V at IOL = 3 mA for VS > 2.7 V; 3.3 V +-2 % (3.23..3.37 V) satisfies VS > "
    "2.7 V and both supply ranges. Look-alike: the TC pin is specified only at 1.2 mA.",
    wording="formal",
    lang="fr",
)
add(
    "rq72-c09",
    "hard",
    "compatibility",
    "truck CAN node: lm2596 makes 5 V from the 24 V system, mcp2515 at 5 V with two status leds on RX0BF/RX1BF "
    "(each led sinks 8 mA into the pin), plus a ds18b20 on local 5 V power. are the rxbf pins specified for 8 mA, and "
    "are the supplies ok?",
    ["MCP2515", "LM2596", "DS18B20"],
    "compatible",
    [
        it("MCP2515", "output_low_voltage", "V", mx=0.6, cond="RXnBF, IOL = +8.5 mA, VDD = 4.5 V"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
        it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="Vin operating"),
    ],
    [MCP2515_VOL, MCP2515_VDD, DS18_VDD, LM2596_VIN],
    "RXnBF VOL is guaranteed <= 0.6 V at 8.5 mA with VDD = 4.5 V, the weak end of a 5 V rail, so 8 mA is covered. 5 V "
    "fits 2.7..5.5 V and 3.0..5.5 V; 24 V (up to about 28 V charging) is inside 4.5..40 V. Look-alike: the same pins at "
    "VDD = 3.3 V have no 8 mA specification (e11).",
)
add(
    "rq72-c10",
    "hard",
    "compatibility",
    "dosing rig: hx711 + load cell, and an l298n drives two 12 V solenoid valves (1.2 A each, one per bridge, steady "
    "DC, with the usual external diodes, l298n on its heatsink). l298n VS from 12 V; its logic VSS and the hx711 both get 5 V from an "
    "ams1117-5.0 fed by a separate 9 V rail. any rating problem?",
    ["L298N", "AMS1117", "HX711"],
    "compatible",
    [
        it("L298N", "output_current", "A", mx=2, cond="IO per channel, DC operation"),
        it("L298N", "load_supply_voltage", "V", mx=46, cond="VS operative, min VIH + 2.5 V"),
        it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS"),
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD"),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=4.95,
            typ=5.0,
            mx=5.05,
            cond="AMS1117-5.0, 6.5 V <= VIN <= 12 V",
        ),
    ],
    [L298_DC, L298_VS, L298_VSS, HX_DVDD, AMS50],
    "1.2 A per channel is below the 2 A DC rating; VS = 12 V is inside VIH + 2.5 .. 46 V; 4.95..5.05 V suits VSS "
    "4.5..7 V and DVDD 2.6..5.5 V; 9 V is inside the 6.5..12 V regulation window. Look-alike: 2.8 A per channel would "
    "exceed the DC rating (i09).",
)
add(
    "rq72-c11",
    "medium",
    "compatibility",
    "tmp36 into an mcp3008 channel, everything at 3.3 V, and i put a 100k from the tmp36 output to gnd so an unplugged "
    "sensor reads 0. a si7021 shares the 3.3 V for humidity. is the 100k within what the tmp36 output may drive, even "
    "at +125 C, and are both chips ok at 3.3 V?",
    ["TMP36", "MCP3008", "Si7021"],
    "compatible",
    [
        it("TMP36", "output_current", "uA", mn=0, mx=50, cond="output load current IL"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
    ],
    [TMP36_IL, TMP36_VRANGE, TMP36_VS, MCP3008_VDD, SI_VDD],
    "The output range tops out at 2000 mV, i.e. 20 uA into 100 kOhm (1.75 V / 100 kOhm = 17.5 uA at +125 C), inside IL "
    "0..50 uA. 3.3 V suits all three supply ranges. Look-alike: a 10 kOhm pull-down draws 75 uA at 25 C (i05).",
)
add(
    "rq72-c12",
    "medium",
    "compatibility",
    "A small robot's DRV8833 has its nFAULT open-drain output sinking a 5 mA fault LED from the 3.3 V logic rail. The "
    "rail comes from a TPS63021 and also powers an MPU-6050 with VLOGIC tied to VDD. Is nFAULT's low level "
    "specified at 5 mA, and is the TPS63021 output inside the MPU-6050's VDD range?",
    ["DRV8833", "TPS63021", "MPU-6050"],
    "compatible",
    [
        it("DRV8833", "output_low_voltage", "V", mx=0.5, cond="nFAULT, IO = 5 mA"),
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="fixed 3.3 V output",
        ),
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating"),
    ],
    [DRV_FAULT, TPS21_VOUT, MPU_VDD],
    "nFAULT VOL <= 0.5 V is specified exactly at IO = 5 mA. 3.267..3.333 V is inside 2.375..3.46 V. Look-alike: the "
    "MPU-6050's own INT pin is specified only at 0.3 mA (e12).",
    wording="formal",
)

# ======================================================================================
# compatibility: incompatible (rq72-iNN)
# ======================================================================================
add(
    "rq72-i01",
    "medium",
    "compatibility",
    "humidity controlled fan: si7021 on i2c, and i want to drive an srd-05vdc-sl-c relay coil (the 5V high "
    "sensitivity one) straight from an esp32 gpio, no transistor. will that work?",
    ["ESP32-WROOM-32", "SRD-05VDC-SL-C", "Si7021"],
    "incompatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=71.4,
            cond="nominal coil current, 05 VDC high sensitivity",
        ),
        it("SRD-05VDC-SL-C", "coil_voltage", "VDC", value=5, cond="nominal coil voltage, code 05"),
        it(
            "ESP32-WROOM-32", "output_current", "mA", typ=40, cond="IOH, VDD = 3.3 V, VOH >= 2.64 V"
        ),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
    ],
    [SRD_COIL05, SRD_PULLIN, ESP_IOH, ESP_VOH, ESP_VDD],
    "The coil wants 71.4 mA at 5 V and must see at least 75 % of 5 V (3.75 V) to pull in; a GPIO gives at most VDD "
    "(3.6 V max) and about 40 mA typical. Needs a transistor or driver. Look-alike: the 03 VDC coil (120 mA) is "
    "even further off in current.",
)
add(
    "rq72-i02",
    "medium",
    "compatibility",
    "In a portable scale an MCP73831 charges the Li-ion cell and its STAT pin sinks a charge LED set to 30 mA; a "
    "TPS63021 supplies 3.3 V to an HX711. Is the STAT pin rated for that LED current?",
    ["MCP73831", "TPS63021", "HX711"],
    "incompatible",
    [
        it("MCP73831", "output_current", "mA", mx=25, cond="STAT sink current ISINK"),
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD"),
    ],
    [MCP73_SINK, HX_DVDD],
    "STAT sink current is 25 mA max; 30 mA exceeds it (the HX711 on 3.3 V is fine). Look-alike: 20 mA would be inside "
    "(c03).",
    wording="formal",
)
add(
    "rq72-i03",
    "medium",
    "compatibility",
    "mq-2 heater switched by the phototransistor of a pc817 (collector to the heater, emitter to gnd) so my mcu side "
    "stays isolated; heater supply is a 5 V rail from an lm2596. ok?",
    ["MQ-2", "PC817", "LM2596"],
    "incompatible",
    [
        it("PC817", "output_current", "mA", mx=50, cond="collector current IC, absolute maximum"),
        it("MQ-2", "supply_voltage", "V", typ=5.0, cond="heater voltage VH, 5.0 V +-0.1 V"),
        it("MQ-2", "power_consumption", "mW", mx=950, cond="heater consumption PH"),
    ],
    [PC817_ICMAX, MQ2_VH, MQ2_RH, MQ2_PH],
    "5 V across a 30 +-3 Ohm heater is about 150..185 mA (up to 950 mW), several times the PC817's 50 mA collector "
    "current rating. Needs a MOSFET or transistor after the opto.",
)
add(
    "rq72-i04",
    "hard",
    "compatibility",
    "acs712 powered from a 5 V lm2596, its output goes through a 1k/2k divider (3k total to gnd) to get 0..3.3 V into "
    "an mcp3008 running at 3.3 V. anything wrong with that?",
    ["ACS712", "MCP3008", "LM2596"],
    "incompatible",
    [
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [ACS_RLOAD, ACS_VCC, MCP3008_VDD],
    "The ACS712 output needs RLOAD >= 4.7 kOhm to ground; 3 kOhm is below it (the supplies are fine). There is no "
    "resistance field for RLOAD, so the verdict rests on the evidence line. Look-alike: 20 kOhm passes (c07).",
)
add(
    "rq72-i05",
    "medium",
    "compatibility",
    "A 3.3 V wireless temperature node reads a TMP36 with an ADS1115 and transmits with an nRF24L01+. A 10 kOhm "
    "resistor from the TMP36 output to ground serves as a pull-down, drawing 75 uA at 25 C (0.75 V). Is this load "
    "within the TMP36 output rating?",
    ["TMP36", "ADS1115", "nRF24L01+"],
    "incompatible",
    [
        it("TMP36", "output_current", "uA", mn=0, mx=50, cond="output load current IL"),
        it("TMP36", "analog_output_voltage", "mV", value=750, cond="TMP36 at 25 C"),
    ],
    [TMP36_IL, TMP36_25],
    "75 uA (more when warmer) exceeds the 50 uA output load current. Look-alike: 100 kOhm stays inside (c11).",
    wording="formal",
)
add(
    "rq72-i06",
    "hard",
    "compatibility",
    "A constant-current electronic load uses an MCP4725 whose VOUT is wired directly, with no series resistor, to the "
    "gate of an IRLZ44N; an ACS712 measures the load current. Is the MOSFET's input capacitance within the capacitive "
    "load the MCP4725 output is specified to drive stably?",
    ["MCP4725", "IRLZ44N", "ACS712"],
    "incompatible",
    [],
    [MCP4725_CL, IRLZ_CISS],
    "MCP4725 capacitive load stability is 1000 pF max (RL = 5 kOhm); the IRLZ44N's Ciss is 1700 pF typical. No field "
    "covers capacitance, so no item. A series resistor / op-amp buffer is the usual fix.",
    wording="formal",
)
add(
    "rq72-i07",
    "hard",
    "compatibility",
    "greenhouse: ds18b20 in parasite mode (VDD to gnd) with only a 4.7k pullup to 3.3 V from an xc6206p33, no strong "
    "pullup mosfet, 12-bit conversions. a bh1750 for light sits on the same 3.3 V. will the ds18b20 convert "
    "reliably like that?",
    ["DS18B20", "BH1750", "XC6206"],
    "incompatible",
    [
        it(
            "DS18B20",
            "supply_current",
            "mA",
            mx=1.5,
            cond="operating current during conversion, parasite power",
        ),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
    ],
    [DS18_PARA, DS18_STRONG, BH_VCC],
    "During conversions a parasite-powered DS18B20 may draw 1.5 mA, which a 4.7 kOhm pull-up cannot deliver (it would "
    "drop 7 V); the sheet requires a strong pull-up (MOSFET) switched on within 10 us of Convert T. The BH1750 is fine "
    "at 3.3 V.",
)
add(
    "rq72-i08",
    "medium",
    "compatibility",
    "automatic door: vl53l0x sees the hand, a drv8833 (the TSSOP / PW one) holds a 6 V solenoid lock at 1.2 A "
    "continuous on one bridge, ina219 logs the current. is that ok for the drv8833? i could also parallel the two "
    "bridges",
    ["DRV8833", "VL53L0X", "INA219"],
    "incompatible",
    [
        it("DRV8833", "output_current", "mA", mx=500, cond="PW package, RMS per H-bridge"),
        it("DRV8833", "output_current", "A", mx=1, cond="PW package, outputs in parallel, RMS"),
    ],
    [DRV_PW, DRV_PW_PAR],
    "The PW package is rated 500 mA RMS per bridge and 1 A RMS with outputs in parallel; 1.2 A continuous exceeds both. "
    "Look-alike: the PWP/RTY packages (1.5 A per bridge) would carry it.",
)
add(
    "rq72-i09",
    "medium",
    "compatibility",
    "Un robot oruga usa un L298N con un motor de 12 V por puente; cada motor consume 2,8 A de forma continua con carga. "
    "Un INA3221 mide ambas corrientes y un HC-SR04 detecta obstáculos. ¿Está el L298N especificado para esa corriente "
    "continua por canal sin poner canales en paralelo?",
    ["L298N", "INA3221", "HC-SR04"],
    "incompatible",
    [
        it("L298N", "output_current", "A", mx=2, cond="IO per channel, DC operation"),
        it(
            "L298N",
            "peak_output_current",
            "A",
            mx=2.5,
            cond="repetitive, 80 % on / 20 % off, ton = 10 ms",
        ),
    ],
    [L298_DC, L298_REP],
    "DC operation is limited to 2 A per channel (2.5 A repetitive, 3 A non-repetitive 100 us); 2.8 A continuous is "
    "beyond it. Look-alike: the parallel configuration (channel 1 with 4, 2 with 3) is the datasheet's way to more "
    "current.",
    wording="formal",
    lang="es",
)
add(
    "rq72-i10",
    "hard",
    "compatibility",
    "3 digit 7-seg voltmeter: ads1115 measures, max7219 drives the 3 digits with its own digit drivers (scan limit set "
    "to 3), RSET chosen for 40 mA segments, everything on 5 V from an ams1117-5.0. does that follow the max7219 "
    "rules?",
    ["MAX7219", "ADS1115", "AMS1117"],
    "incompatible",
    [
        it(
            "MAX7219",
            "output_current",
            "mA",
            mx=30,
            cond="maximum segment current, 3 digits displayed (Table 9)",
        )
    ],
    [M7219_T9A, M7219_T9B, M7219_T9C],
    "With the digit drivers sinking and fewer than four digits scanned, Table 9 limits the segment current: 3 digits "
    "-> 30 mA. 40 mA exceeds it (the digit drivers would dissipate too much). Look-alike: 8 digits allow 40 mA; with "
    "external digit transistors 45 mA peak is allowed.",
)
add(
    "rq72-i11",
    "hard",
    "compatibility",
    "big wall clock: tm1637 driving 4 digits of large common-anode 7-segs. i took the resistors out and each segment "
    "pulls ~30 mA, so one lit digit (8 segments incl. the colon/dp) is ~240 mA out of the GRID pin. ds3231 keeps "
    "time and a dht22 shows temp, all on 5 V. within tm1637 limits?",
    ["TM1637", "DS3231", "DHT22"],
    "incompatible",
    [
        it(
            "TM1637",
            "output_current",
            "mA",
            mx=200,
            cond="LED and GRID drive source current IO2, limit parameter",
        ),
        it(
            "TM1637",
            "output_current",
            "mA",
            mx=50,
            cond="LED and SEG drive sink current IO1, limit parameter",
        ),
    ],
    [TM_GRID_ABS2, TM_GRID_ABS, TM_SEG_ABS],
    "Limit parameters: GRID source 200 mA, SEG sink 50 mA. 30 mA per segment is inside the SEG limit, but 240 mA from "
    "one GRID pin exceeds 200 mA. (The typical GRID source is only 80..200 mA at VDD - 2 V.)",
)
add(
    "rq72-i12",
    "hard",
    "compatibility",
    "solar path light: mcp73831 charges the cell, vl53l0x (AVDD 2.8 V) detects people, max44009 on the same 2.8 V "
    "reads ambient light. "
    "the vl53l0x GPIO1 interrupt line has its pullup to the 5 V usb rail because thats where my mcu input lives. "
    "ok?",
    ["VL53L0X", "MCP73831", "MAX44009"],
    "incompatible",
    [
        it(
            "VL53L0X",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=3.6,
            cond="SCL, SDA, XSHUT and GPIO1",
        )
    ],
    [VL_ABS],
    "GPIO1 (like SCL, SDA, XSHUT) has an absolute maximum of 3.6 V; pulling it to 5 V exceeds it. Pull up to the "
    "2.8 V IOVDD and level-shift instead.",
)
add(
    "rq72-i13",
    "hard",
    "compatibility",
    "alarm clock on a tps63021 3.3 V rail: the pcf8563 INT pin directly sinks a 15 mA alarm led, an hmc5883l is on "
    "the same i2c. fine for the pcf8563?",
    ["PCF8563", "TPS63021", "HMC5883L"],
    "incompatible",
    [
        it(
            "PCF8563",
            "output_current",
            "mA",
            mn=-10,
            mx=10,
            cond="IO output current at any output, limiting value",
        )
    ],
    [PCF_IO, PCF_INT],
    "Limiting values: output current at any output +-10 mA; 15 mA exceeds it. The INT sink is specified at only 1 mA "
    "(VOL 0.4 V, VDD = 5 V). Look-alike: SDA is specified at 3 mA.",
)

# ======================================================================================
# compatibility: insufficient_evidence (rq72-eNN)
# ======================================================================================
add(
    "rq72-e01",
    "hard",
    "compatibility",
    "esp32 gpio (3.3 V) straight to the gate of an irlz44n that low-side switches an mq-2 heater (5 V, ~170 mA). "
    "the irlz44n is a 'logic level' fet so it should be fully on at 3.3 V, right?",
    ["ESP32-WROOM-32", "IRLZ44N", "MQ-2"],
    "insufficient_evidence",
    [],
    [IRLZ_RDS4, IRLZ_VTH, ESP_VOH],
    "RDS(on) is specified only at VGS = 10, 5.0 and 4.0 V; VGS(th) is 1.0..2.0 V at 250 uA. A 2.64..3.3 V gate has no "
    "guaranteed on-resistance, so whether 170 mA switches cleanly cannot be shown from the sheet.",
)
add(
    "rq72-e02",
    "hard",
    "compatibility",
    "tp4056 board, i swapped the CHRG and STDBY led resistors so each led runs 20 mA (brighter). max44009 and a "
    "pcf8563 sit on the 3.3 V side of the project. can those two tp4056 pins sink 20 mA?",
    ["TP4056", "MAX44009", "PCF8563"],
    "insufficient_evidence",
    [],
    [TP_VCHRG, TP_VSTDBY, TP_STDBY1],
    "CHRG and STDBY are open-drain; only VOL 0.3/0.6 V at 5 mA is given, and the absolute maximum list has no entry for "
    "these pins. 20 mA is neither specified nor excluded.",
)
add(
    "rq72-e03",
    "medium",
    "compatibility",
    "In a kiln logger the DS3231 INT/SQW output, set to 1 Hz, sinks a heartbeat LED current of about 10 mA from 3.3 V; "
    "a MAX31855 and a W25Q64FV share the SPI bus on the same 3.3 V rail. Is the DS3231 output specified for 10 mA?",
    ["DS3231", "MAX31855", "W25Q64FV"],
    "insufficient_evidence",
    [],
    [DS3231_OUT, DS3231_VOL, M55_VCC, W25_VCC],
    "The 32kHz and INT/SQW outputs are specified only at IOL = 3 mA (VOL 0.4 V); there is no maximum output current. "
    "The MAX31855 (3.0..3.6 V) and W25Q64FV (2.7..3.6 V) are fine at 3.3 V.",
    wording="formal",
)
add(
    "rq72-e04",
    "medium",
    "compatibility",
    "nrf24l01+ IRQ pin lighting an led directly (led from 3.3 V into IRQ, ~5 mA) so i can see packets arrive. an "
    "hmc5883l and an inmp441 are on the same 3.3 V board. can IRQ handle that?",
    ["nRF24L01+", "HMC5883L", "INMP441"],
    "insufficient_evidence",
    [],
    [NRF_VOL, NRF_VOH, NRF_VDD, HMC_VDD, INMP_VDD],
    "Digital outputs are specified only at 0.25 mA (VOL 0.3 V, VOH VDD - 0.3 V); no output current limit is given. "
    "The three parts are all fine at 3.3 V.",
)
add(
    "rq72-e05",
    "hard",
    "compatibility",
    "A TPS63020 set to a 5.0 V output runs from two AA cells (3.2 V fresh, 1.8 V at end of life) and supplies an MQ-3 "
    "heater (about 150 mA) and a DHT11. Can the TPS63020 deliver this load current down to a 1.8 V input?",
    ["TPS63020", "MQ-3", "DHT11"],
    "insufficient_evidence",
    [],
    [TPS_2A, TPS_VIN, TPS_FB, MQ3_VH, DHT11_V],
    "The only stated output current is 2 A for VIN > 2.5 V and VOUT = 3.3 V; below 2.5 V in and at 5 V out only a "
    "typical curve (Figure 1, 4.5 V) exists. Input 1.8 V is inside the 1.8..5.5 V range; 5.0 V +-1 % meets the "
    "heater's 5 V +-0.1 V and the DHT11's 3.5..5.5 V.",
    wording="formal",
)
add(
    "rq72-e06",
    "medium",
    "compatibility",
    "vl53l0x GPIO1 interrupt drives a 10 mA indicator led directly (led from the 2.8 V rail into GPIO1). a ccs811 "
    "and an inmp441 share the rail. is GPIO1 good for 10 mA?",
    ["VL53L0X", "CCS811", "INMP441"],
    "insufficient_evidence",
    [],
    [VL_VOL2, VL_VOL, VL_ABS, CCS_VDD, INMP_VDD],
    "GPIO1's VOL (0.4 V) is specified at IOUT = 4 mA only, and the absolute maximum table lists voltages, not "
    "currents. 10 mA is not covered either way. The CCS811 (1.8..3.6 V) and INMP441 (1.62..3.63 V) are fine at "
    "2.8 V.",
)
add(
    "rq72-e07",
    "hard",
    "compatibility",
    "oven probe box: max31865 (pt100) and a max31855 (thermocouple) with an nrf24l01+, all on 3.3 V. the max31865 "
    "DRDY pin drives a 'new reading' led directly, about 8 mA from 3.3 V. can DRDY sink 8 mA?",
    ["MAX31865", "nRF24L01+", "MAX31855"],
    "insufficient_evidence",
    [],
    [M31865_VOL, NRF_VDD, M55_VCC],
    "The MAX31865 digital outputs are specified at IOUT = 1.6 mA (VOL 0.4 V) only, and the absolute maximum ratings "
    "give no pin current. 8 mA is unspecified.",
)
add(
    "rq72-e08",
    "medium",
    "compatibility",
    "handheld compass: hmc5883l DRDY pin lights a 'new data' led directly (5 mA), si7021 next to it, battery charged "
    "by a tp4056, logic on 3.3 V. will DRDY drive that led?",
    ["HMC5883L", "Si7021", "TP4056"],
    "insufficient_evidence",
    [],
    [HMC_DRDY, HMC_VDD, SI_VDD],
    "The HMC5883L sheet names DRDY as the data-ready interrupt pin but gives no output level or current specification "
    "for it. Both sensors are fine at 3.3 V.",
)
add(
    "rq72-e09",
    "medium",
    "compatibility",
    "parking sensor: hc-sr04 ECHO pin directly drives a small piezo buzzer (~10 mA) as a crude proximity beeper, "
    "dht11 and an mq-3 on the same regulated 5.00 V. can the echo output source that?",
    ["HC-SR04", "DHT11", "MQ-3"],
    "insufficient_evidence",
    [],
    [HCSR_ECHO, HCSR_V, DHT11_V, MQ3_VH],
    "The HC-SR04 sheet calls the echo a TTL-level signal and gives no output current or voltage under load. 5.00 V "
    "suits the DHT11 (3.5..5.5 V) and the MQ-3 heater (5 V +-0.1 V).",
)
add(
    "rq72-e10",
    "hard",
    "compatibility",
    "lm35 on a 5 V rail feeds an mcp3008, and the reading is shown on a tm1637. to tame noise on a long lead i put 1k "
    "from the lm35 output to gnd, so at +150 C it drives 1.5 mA. does the lm35 keep its accuracy with that load "
    "over its whole range?",
    ["LM35", "MCP3008", "TM1637"],
    "insufficient_evidence",
    [],
    [LM35_LOADREG, LM35_ZOUT],
    "Load regulation (and the 0.1 Ohm output impedance) is specified for 0..1 mA only; 1.5 mA is outside the "
    "specified range but well below the 10 mA absolute maximum, so the effect on accuracy is not stated.",
)
add(
    "rq72-e11",
    "hard",
    "compatibility",
    "A 3.3 V CAN node uses an XC6206P33 to supply an MCP2515 and a W25Q64FV; two LEDs on RX0BF and RX1BF each sink "
    "8 mA from the 3.3 V rail. Are the RXnBF pins specified for this current at VDD = 3.3 V?",
    ["MCP2515", "XC6206", "W25Q64FV"],
    "insufficient_evidence",
    [],
    [MCP2515_VOL, MCP2515_VDD, XC_33, W25_VCC],
    "RXnBF VOL (0.6 V) is specified at IOL = 8.5 mA only with VDD = 4.5 V; at VDD = 3.3 V the drive is weaker and no "
    "figure is given. Supplies themselves are fine (2.7..5.5 V, 2.7..3.6 V). Look-alike: at 5 V it is covered (c09).",
    wording="formal",
)
add(
    "rq72-e12",
    "medium",
    "compatibility",
    "motion logger on 3.3 V: pcf8563 for timestamps, bh1750 for light, and the mpu-6050 INT pin drives a 10 mA led "
    "directly when motion is detected. ok for the mpu INT pin?",
    ["PCF8563", "BH1750", "MPU-6050"],
    "insufficient_evidence",
    [],
    [MPU_INT, MPU_VDD, PCF_VDD, BH_VCC],
    "The INT output is specified only at a 0.3 mA sink in open-drain mode (VOL 0.1 V) and at RLOAD = 1 MOhm in "
    "push-pull mode; no current rating. The three parts are fine at 3.3 V.",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")
