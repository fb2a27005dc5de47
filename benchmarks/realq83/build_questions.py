"""realq83: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: analog signal chains. Input and output impedance, reference voltages and their accuracy, gain
and offset errors, noise and resolution, whether a sensor's output swing fits a converter's input range
at a given reference, and what happens at the very edge of a stated range. About two thirds casual,
one third formal; one question in French, one in German.

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
LM35_GAIN = ev("lm35.pdf", 4, "Sensor gain TMIN ≤ TA ≤ TMAX +10 +9.8, +10 +9.8,")
LM35_SUPPLY = ev("lm35.pdf", 1, "Operates from 4 to 30 V")
LM35_FIG1 = ev("lm35.pdf", 3, "apply from +2°C to TMAX in the circuit of Figure 1.")
LM35_BASIC = ev("lm35.pdf", 1, "Figure 1. Basic Centigrade Temperature Sensor")
LM35_FULL = ev("lm35.pdf", 1, "Figure 2. Full-Range Centigrade Temperature")
LM35_MINT = ev("lm35.pdf", 5, "Minimum temperature In circuit of Figure 1, IL = 0 +1.5 +2 +1.5 +2")
ADS_FS = ev("ads1115.pdf", 3, "Full-scale input voltage (1) VIN = (AINP) – (AINN) ±4.096/PGA V")
ADS_AIN = ev("ads1115.pdf", 3, "Analog input voltage AINP or AINN to GND GND VDD V")
ADS_PGA2 = ev("ads1115.pdf", 13, "2 ±2.048V")
ADS_T3 = ev("ads1115.pdf", 13, "Table 3. PGA Gain Full-Scale Range")
ADS_CLIP = ev("ads1115.pdf", 14, "The output clips at these codes for signals that")
ADS_VDD = ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V")
AMS33 = ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V")
AMS33_T = ev("ams1117.pdf", 2, "3.235 3.300 3.365 V")
TMP36_RANGE = ev("tmp36.pdf", 2, "Output Voltage Range 100 2000 mV")
TMP36_SF = ev("tmp36.pdf", 2, "Scale Factor, TMP36 –40°C ≤ TA ≤ +125°C 10 9.8/10.2 mV/°C")
TMP36_750 = ev("tmp36.pdf", 2, "TMP36 Output Voltage TA = 25°C 750 mV")
TMP36_IL = ev("tmp36.pdf", 2, "Output Load Current IL 0 50 µA")
TMP36_VS = ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V")
MCP_VREF = ev("mcp3008.pdf", 3, "Voltage Range 0.25 — VDD V Note 2")
MCP_IN = ev("mcp3008.pdf", 3, "Input Voltage Range for CH0 or VSS — VREF V")
MCP_ABS = ev("mcp3008.pdf", 3, "All Inputs and Outputs w.r.t. VSS ............– 0.6V to VDD + 0.6V")
XC_HA = ev("xc6206.pdf", 2, "1 +1% (VOUT≧2.0V)")
XC_STD = ev("xc6206.pdf", 2, "2 + 2% (VOUT≧1.5V), +30mV (VOUT<1.5V)")
XC_ACC = ev("xc6206.pdf", 2, "③ Accuracy")
ACS_SUP = ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V")
ACS_RL = ev("acs712.pdf", 4, "Output Resistive Load RLOAD VIOUT to GND 4.7 – – kΩ")
ACS_Q = ev(
    "acs712.pdf", 4, "Zero Current Output Voltage VIOUT(Q) Bidirectional; IP = 0 A, TA = 25°C"
)
ACS_VCH = ev("acs712.pdf", 4, "VCH Typ. –110 Typ. +110 mV")
ACS_CLAMP = ev("acs712.pdf", 4, "0.9375 Clamping Voltage")
ACS_05R = ev("acs712.pdf", 5, "Optimized Accuracy Range IP –5 – 5 A")
ACS_05S = ev("acs712.pdf", 5, "SensTOP Over full range of IP 178 – 193 mV/A")
ACS_20R = ev("acs712.pdf", 5, "Optimized Accuracy Range IP –20 – 20 A")
ACS_N47 = ev("acs712.pdf", 5, "Noise VNOISE(PP) – 20 – mV")
ACS_N47C = ev("acs712.pdf", 5, "CF = 47 nF, COUT = open, 2 kHz bandwidth")
ACS_20S = ev("acs712.pdf", 5, "SensTA Over full range of IP, TA = 25°C – 100 – mV/A")
HX_A = ev("hx711.pdf", 4, "input voltage of ±20mV or ±40mV respectively.")
HX_A5 = ev("hx711.pdf", 4, "sensor. When 5V supply is used at the AVDD pin,")
HX_CM = ev("hx711.pdf", 3, "Common mode input AGND+1.2 AVDD-1.3 V")
HX_N1 = ev("hx711.pdf", 3, "Gain = 128，RATE = 0 50 nV(rms)")
HX_N2 = ev("hx711.pdf", 3, "Gain = 128，RATE = DVDD 90")
HX_VBG = ev("hx711.pdf", 3, "（VBG） 1.25 V")
HX_VAVDD = ev("hx711.pdf", 4, "equal to VAVDD=VBG*(R1+R2)/ R1 (Fig. 1). This")
INA3_SH = ev("ina3221.pdf", 5, "VSHUNT Shunt voltage input –163.84 163.8 mV")
INA3_BUS = ev("ina3221.pdf", 5, "VBUS Bus voltage input 0 26 V")
INA2_PGA8 = ev("ina219.pdf", 5, "PGA = /8 0 ±320 0 ±320 mV")
INA2_BRNG = ev("ina219.pdf", 5, "BRNG = 0 0 16 0 16 V")
INA2_VOS1 = ev("ina219.pdf", 5, "PGA = /1 ±10 ±100 ±10 ±50 (4) μV")
INA2_PGA1 = ev("ina219.pdf", 5, "PGA = /1 0 ±40 0 ±40 mV")
M65_RREF = ev("max31865.pdf", 2, "Reference Resistor RREF 350 10k")
M65_CABLE = ev("max31865.pdf", 2, "Cable Resistance RCABLE Per lead 0 50")
M65_VDD = ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")
M65_400 = ev("max31865.pdf", 10, "a 400I reference resistor, and a PT1000 uses a 4kI")
M65_4X = ev("max31865.pdf", 10, "resistor equal to four times the RTD’s 0NC resistance is")
M65_FSOUT = ev("max31865.pdf", 11, "of 0. An input voltage greater than the reference voltage")
M65_FSOUT2 = ev("max31865.pdf", 11, "produces a full-scale output.")
TPS21_OUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
M55_K1 = ev("max31855.pdf", 3, "Temperature Gain and Offset TTHERMOCOUPLE = +700NC to +1350NC,")
M55_K2 = ev("max31855.pdf", 3, "-4 +4 NC")
M55_K3 = ev("max31855.pdf", 3, "Error (41.276FV/NC nominal TA = -20NC to +85NC (Note 3)")
MPU_16 = ev("mpu-6050.pdf", 13, "AFS_SEL=3 ±16 g")
MPU_PSD = ev("mpu-6050.pdf", 13, "Power Spectral Density @10Hz, AFS_SEL=0 & ODR=1kHz 400 g/√Hz")
HMC_FS = ev("hmc5883l.pdf", 2, "Field Range Full scale (FS) -8 +8 gauss")
HMC_GN7 = ev("hmc5883l.pdf", 13, "1 1 1 ± 8.1 Ga 230 4.35")
MAX44_SAT = ev("max44009.pdf", 2, "Saturation Ambient Lux Level Sunlight 188,000 Lux")
MAX44_TE = ev("max44009.pdf", 2, "Total Error TE 15 %")
MAX44_TE2 = ev("max44009.pdf", 2, "TA = +25NC (Note 2)")
DRV_REF = ev(
    "drv8833.pdf",
    10,
    "connected to the xISEN pins with a reference voltage. The reference voltage is fixed at 200 mV.",
)
DRV_EX = ev(
    "drv8833.pdf",
    10,
    "Example: If a 1-Ω sense resistor is used, the chopping current will be 200 mV/1 Ω = 200 mA.",
)
MCP47_RR = ev("mcp4725.pdf", 1, "Rail-to-Rail Output")
MCP47_REF = ev("mcp4725.pdf", 1, "External Voltage Reference (VDD)")
MCP47_GE = ev("mcp4725.pdf", 3, "Gain Error GE -2 -0.1 2 % of FSR Code = FFFh,")
MCP47_RL = ev("mcp4725.pdf", 3, "RL = 5 kΩ from VOUT to VSS, CL = 100 pF, TA = -40°C to +125°C.")
MCP47_ISC = ev("mcp4725.pdf", 3, "Short Circuit Current ISC — 15 24 mA VDD = 5V, VOUT = Grounded")
MQ2_VS = ev("mq-2.pdf", 3, "Output Voltage Vs 2.5V～4.0V（in 2000ppmC3H8）")
MQ2_VC = ev("mq-2.pdf", 3, "Loop Voltage Vc 5.0V±0.1V DC")
MQ3_RL = ev("mq-3.pdf", 1, "RL Load resistance 200KΩ")
ESP_ADC1 = ev("esp32-wroom-32.pdf", 9, "IO34 6 I GPIO34, ADC1_CH6, RTC_GPIO4")
ESP_DAC1 = ev("esp32-wroom-32.pdf", 9, "IO25 10 I/O GPIO25, DAC_1, ADC2_CH8, RTC_GPIO6, EMAC_RXD0")
INMP_EIN = ev(
    "inmp441.pdf", 4, "Equivalent Input Noise (EIN) 20 Hz to 20 kHz, A-weighted 33 dBA SPL"
)
INMP_TYP = ev("inmp441.pdf", 4, "Typical specifications are not guaranteed.)")
PC817_IC = ev("pc817.pdf", 4, "Collector current IC IF=5mA, VCE=5V 2.5 − 30.0 mA")
PC817_RANK = ev("pc817.pdf", 1, "5. Several CTR ranks available")
IRLZ_VTH = ev("irlz44n.pdf", 2, "VGS(th) Gate Threshold Voltage 1.0 ––– 2.0 V")

# ================================================================ answerable factual (14)
fact(
    "rq83-f01",
    "hard",
    "using an ads1115 in differential mode (AIN0-AIN1) at the default +-2.048 V range for a strain "
    "bridge. worst case offset error in LSB (not the single-ended number please), and what INL does "
    "the table give at that range?",
    ["ADS1115"],
    [
        it(
            "ADS1115",
            "accuracy",
            "LSB",
            mn=-3,
            mx=3,
            q="voltage",
            cond="offset error, FS = +-2.048 V, differential inputs: typ +-1, max +-3 LSB",
        ),
        it(
            "ADS1115",
            "accuracy",
            "LSB",
            mx=1,
            q="voltage",
            cond="integral nonlinearity, DR = 8 SPS, FS = +-2.048 V, best fit, 99 % of full scale (max column)",
        ),
    ],
    [
        ev("ads1115.pdf", 3, "FS = ±2.048V, differential inputs ±1 ±3 LSB"),
        ev("ads1115.pdf", 3, "Integral nonlinearity DR = 8SPS, FS = ±2.048V, best fit (2) 1 LSB"),
    ],
    "Offset error, differential inputs: +-1 LSB under TYP, +-3 LSB under MAX; INL 1 LSB under MAX (DR = "
    "8 SPS, best fit, note 2: 99 % of full scale). Look-alike: the single-ended offset row '+-3 LSB' sits "
    "in the TYP column (no max) and was asked before (rq41-f11) with the same number, so the offset item "
    "tests row choice only weakly; offset drift 0.005 LSB/C, offset match 3 LSB.",
    typ="structured",
)
fact(
    "rq83-f02",
    "medium",
    "What is the maximum differential nonlinearity of the MCP3008 at VDD = VREF = 5 V, and does "
    "the data sheet guarantee no missing codes?",
    ["MCP3008"],
    [
        it(
            "MCP3008",
            "accuracy",
            "LSB",
            mn=-1,
            mx=1,
            q="voltage",
            cond="differential nonlinearity DNL, max +-1 LSB (typ +-0.25 LSB), no missing codes over "
            "temperature; VDD = VREF = 5 V",
        )
    ],
    [ev("mcp3008.pdf", 3, "Differential Nonlinearity DNL — ±0.25 ±1 LSB No missing codes over")],
    "DNL typ +-0.25, max +-1 LSB, no missing codes over temperature (p3). Look-alikes: INL +-0.5 / +-1 "
    "(rq81-f02, same max), gain error +-1.0 LSB, offset error +-1.5 LSB; so the number alone tests row "
    "choice only weakly.",
    wording="formal",
)
fact(
    "rq83-f03",
    "hard",
    "max31865 + pt100, I'm lazy and just use temp = code/32 - 256 instead of Callendar-Van Dusen. how "
    "far off is that approximation at -100 C and at +100 C according to the datasheet?",
    ["MAX31865"],
    [
        it(
            "MAX31865",
            "accuracy",
            "°C",
            value=-1.75,
            q="temperature",
            cond="error of the linear approximation (ADC code/32) - 256 at -100 C (IEC751 RTD, RREF = 4 x R0)",
        ),
        it(
            "MAX31865",
            "accuracy",
            "°C",
            value=-1.4,
            q="temperature",
            cond="error of the linear approximation (ADC code/32) - 256 at +100 C",
        ),
    ],
    [
        ev("max31865.pdf", 11, "This equation gives 0NC error at 0NC, -1.75NC error"),
        ev("max31865.pdf", 11, "at -100NC, and -1.4NC error at +100NC (assuming an"),
    ],
    "Linearizing Temperature Data (p11): 0 C error at 0 C, -1.75 C at -100 C, -1.4 C at +100 C, "
    "assuming an IEC751 RTD and RREF = 4 x R0. Look-alikes: 0.4 Ohm series resistance causes about 1 C "
    "(p10), ADC offset -3..+3 LSB, 50/60 Hz rejection 82 dB.",
    typ="structured",
)
fact(
    "rq83-f04",
    "medium",
    "INA3221: the bus-voltage register scales to 32.76 V full scale. What is the highest bus voltage "
    "that may actually be applied to an IN- pin?",
    ["INA3221"],
    [
        it(
            "INA3221",
            "analog_input_range",
            "V",
            mx=26,
            cond="bus voltage input range (ADC scaling full scale 32.76 V, do not apply more than 26 V)",
        )
    ],
    [
        ev(
            "ina3221.pdf",
            30,
            "LSB (BD0) = 8mV. Although the input range is 26V, the full-scale range of the ADC scaling is 32.76V.",
        )
    ],
    "Channel-3 bus-voltage register description (p30): full-scale 32.76 V is only the ADC scaling; the "
    "input range is 26 V. Look-alikes: 32.76 V, 8 mV LSB, shunt full scale 163.8 mV.",
    wording="formal",
)
fact(
    "rq83-f05",
    "hard",
    "hmc5883l near a motor, I'll switch config reg B to GN = 110. what field range, gain (LSb/gauss) "
    "and digital resolution (mG/LSb) do I get with that setting?",
    ["HMC5883L"],
    [
        it(
            "HMC5883L",
            "measurement_range",
            "gauss",
            mn=-5.6,
            mx=5.6,
            q="magnetic_field",
            cond="recommended sensor field range, GN = 110",
        ),
        it(
            "HMC5883L",
            "sensitivity",
            "LSB/gauss",
            typ=330,
            q="magnetic_field",
            cond="gain, GN = 110",
        ),
        it(
            "HMC5883L",
            "resolution",
            "gauss",
            typ=0.00303,
            q="magnetic_field",
            cond="digital resolution 3.03 mG/LSb, GN = 110",
        ),
    ],
    [ev("hmc5883l.pdf", 13, "1 1 0 ± 5.6 Ga 330 3.03")],
    "Table 9 (p13), row GN = 1 1 0: +-5.6 Ga, 330 LSb/Gauss, 3.03 mG/LSb. Neighbours: GN = 101 +-4.7 Ga "
    "390 / 2.56, GN = 111 +-8.1 Ga 230 / 4.35, default GN = 001 1090.",
    typ="structured",
)
fact(
    "rq83-f06",
    "medium",
    "max44009 (gy-49) in auto mode under office light around 1000 lux. how coarse is one count at that "
    "level? i.e. lux per LSB",
    ["MAX44009"],
    [
        it(
            "MAX44009",
            "resolution",
            "lx",
            typ=5.76,
            q="illuminance",
            cond="lux per LSB in automatic mode for 737.3 .. 1474.6 lux (Table 8)",
        )
    ],
    [ev("max44009.pdf", 12, "737.3 1474.6 5.76 16,384 32,768")],
    "Table 8 (p12): 737.3 .. 1474.6 lux -> 5.76 lux per LSB. Look-alikes: 0.045 lux/LSB (highest "
    "sensitivity, the headline figure), 2.88 for 368.6 .. 737.3 lux, 11.52 above 1474.6 lux.",
)
fact(
    "rq83-f07",
    "medium",
    "bh1750 behind a dark window, I want more range not more sensitivity so MTreg goes to the minimum "
    "(31). what resolution in lx per count do I end up with in plain H-resolution mode?",
    ["BH1750"],
    [
        it(
            "BH1750",
            "resolution",
            "lx",
            typ=1.85,
            q="illuminance",
            cond="lx per count, H-resolution mode, MTreg = 0001_1111 (31)",
        )
    ],
    [ev("bh1750.pdf", 11, "0001_1111 1.85 0.93")],
    "Resolution table (p11): MTreg 0001_1111 -> 1.85 lx/count (H-resolution mode), 0.93 (mode2). "
    "Look-alikes: default MTreg 69 -> 0.83 / 0.42; MTreg 254 -> 0.23 / 0.11; nominal 1 lx / 0.5 lx / 4 lx "
    "mode resolutions.",
)
fact(
    "rq83-f08",
    "medium",
    "mpu6050 for a crash logger: what's the widest accelerometer full-scale setting and how many bits "
    "does the accel ADC word have?",
    ["MPU-6050"],
    [
        it(
            "MPU-6050",
            "measurement_range",
            "g",
            mn=-16,
            mx=16,
            q="acceleration",
            cond="accelerometer full-scale range, AFS_SEL = 3",
        ),
        it("MPU-6050", "resolution", "bit", value=16, cond="accelerometer ADC word length"),
    ],
    [
        ev("mpu-6050.pdf", 13, "AFS_SEL=3 ±16 g"),
        ev("mpu-6050.pdf", 13, "ADC Word Length Output in two’s complement format 16 bits"),
    ],
    "Accelerometer table (p13): AFS_SEL=3 +-16 g; ADC word length 16 bits. Look-alikes: AFS_SEL=0..2 "
    "+-2/4/8 g, sensitivity 2,048 LSB/g at AFS_SEL=3, gyro word length 16 bits (p12), gyro +-2000 dps.",
    typ="structured",
)
fact(
    "rq83-f09",
    "hard",
    "Which nominal thermocouple sensitivity does the MAX31855J assume, and which cold-junction "
    "sensitivity applies for 0 to +70 °C?",
    ["MAX31855"],
    [
        it(
            "MAX31855",
            "sensitivity",
            "uV/°C",
            typ=57.953,
            q="temperature",
            cond="J type thermocouple nominal sensitivity, 0 .. +750 C",
        ),
        it(
            "MAX31855",
            "sensitivity",
            "uV/°C",
            typ=52.136,
            q="temperature",
            cond="J type cold-junction sensitivity, 0 .. +70 C",
        ),
    ],
    [
        ev("max31855.pdf", 8, "57.953"),
        ev("max31855.pdf", 8, "J Constantan Iron -210 to +1200 52.136"),
        ev("max31855.pdf", 8, "(0NC to +750NC)"),
    ],
    "Table 1 (p8), row J: sensitivity 57.953 uV/C (0 .. +750 C), cold-junction sensitivity 52.136 uV/C "
    "(0 .. +70 C), range -210 .. +1200 C. Look-alikes: K 41.276 / 40.73, T 52.18 (close to J's cold-junction "
    "figure) / 41.56; earlier sets asked the K, E, N and R thermocouple sensitivities, never a cold-junction one.",
    typ="structured",
    wording="formal",
)
fact(
    "rq83-f10",
    "medium",
    "Which temperature range does the Si7021-A20 temperature sensor cover for the I- and Y-grade "
    "parts, as opposed to the G grade?",
    ["Si7021"],
    [
        it(
            "Si7021",
            "measurement_range",
            "°C",
            mn=-40,
            mx=125,
            q="temperature",
            cond="temperature sensor operating range, I and Y grade (G grade -40 .. +85 C)",
        )
    ],
    [ev("si7021.pdf", 9, "Operating Range I and Y Grade –40 — +125 °C")],
    "Table 5 (p9): operating range I and Y grade -40 .. +125 C; G grade -40 .. +85 C on the next line.",
    wording="formal",
)
fact(
    "rq83-f11",
    "medium",
    "Pour un MQ-2 lu par un CAN : quelle sensibilité minimale (rapport Rs dans l'air / Rs sous 2000 ppm "
    "de propane) la fiche technique exige-t-elle dans les conditions d'essai standard ?",
    ["MQ-2"],
    [
        it(
            "MQ-2",
            "sensitivity",
            "",
            mn=5,
            q="gas_concentration",
            cond="S = Rs(in air) / Rs(2000 ppm C3H8) >= 5, standard test conditions",
        )
    ],
    [ev("mq-2.pdf", 3, "Sensitivity S Rs(in air)/Rs(2000ppm C3H8)≥5")],
    "Technical parameters (p3): sensitivity S = Rs(air)/Rs(2000 ppm C3H8) >= 5. Look-alikes: concentration "
    "slope alpha <= 0.6 (R3000ppm/R1000ppm), output voltage 2.5 .. 4.0 V in 2000 ppm C3H8, detection range "
    "300 .. 10000 ppm.",
    wording="formal",
    lang="fr",
)
fact(
    "rq83-f12",
    "hard",
    "tmp36 fahrenheit circuit from the datasheet (figure 5b, 1 mV/F with the 58 F offset): what does "
    "the output read at -40 F and at 257 F?",
    ["TMP36"],
    [
        it(
            "TMP36",
            "analog_output_voltage",
            "mV",
            mn=18,
            cond="Figure 5b Fahrenheit thermometer: 18 mV at -40 F",
        ),
        it(
            "TMP36",
            "analog_output_voltage",
            "mV",
            mx=315,
            cond="Figure 5b Fahrenheit thermometer: 315 mV at 257 F",
        ),
    ],
    [
        ev("tmp36.pdf", 8, "circuit would read 18 mV were the TMP36 placed in –40°F"),
        ev("tmp36.pdf", 8, "ambient environment and 315 mV at 257°F."),
    ],
    "Text beside Figure 5b (p8): 18 mV at -40 F and 315 mV at 257 F (58 mV offset). Look-alikes: plain "
    "TMP36 output 100 .. 2000 mV, 750 mV at 25 C; Figure 5c reads -40 .. +257 mV without offset.",
)
fact(
    "rq83-f13",
    "hard",
    "ina219 current sense gain error - the table lists it in a weird unit (m%). what is the number for "
    "the A and B grade, and is it a typical or a max? want it in plain percent",
    ["INA219"],
    [
        it(
            "INA219",
            "accuracy",
            "%",
            mn=-0.04,
            mx=0.04,
            q="current",
            cond="current sense gain error +-40 m% (= +-0.04 %), typical column, both grades",
        )
    ],
    [ev("ina219.pdf", 5, "Current sense gain error ±40 ±40 m%")],
    "Current sense gain error +-40 m% in the TYP columns of INA219A and INA219B, no max (p5); asked in "
    "percent (+-0.04 %). Look-alikes: current measurement error +-0.2 % typ / +-0.5 % max (+-0.3 % B), "
    "over temperature +-1 %, gain error drift 1 m%/C.",
)
fact(
    "rq83-f14",
    "medium",
    "inmp441 on an esp32 i2s: if I play a 1 kHz tone at 94 dB SPL (1 Pa rms), what peak sample value "
    "should I see in the 24-bit word according to the datasheet?",
    ["INMP441"],
    [
        it(
            "INMP441",
            "sensitivity",
            "counts",
            typ=420426,
            q="pressure",
            cond="peak output word for a 1 kHz, 1 Pa RMS (94 dB SPL) tone; -26 dBFS of 2^23 - 1",
        )
    ],
    [ev("inmp441.pdf", 10, "peak amplitude is 420,426.")],
    "Understanding Sensitivity (p10): -26 dBFS of the full-scale word 2^23 - 1 = 420,426 counts peak for "
    "1 Pa RMS at 1 kHz. Look-alikes: -26 dBFS nominal sensitivity (-29 / -23 limits), full scale 2^23 - 1, "
    "the 104 dB SPL test signal, 120 dB SPL maximum acoustic input.",
)

# ================================================================ factual insufficient_evidence (10)
trap(
    "rq83-u01",
    "hard",
    "For an ADS1115 at FS = +-2.048 V fed from a 100 kOhm source: what minimum differential input "
    "impedance does the data sheet guarantee at that range?",
    ["ADS1115"],
    [
        ev("ads1115.pdf", 13, "Table 2. Differential Input Impedance"),
        ev("ads1115.pdf", 13, "±2.048V 4.9MΩ"),
    ],
    "Table 2 gives typical values only (4.9 MOhm at +-2.048 V, 'describes the typical differential input "
    "impedance'); the electrical table says 'See Table 2'. No guaranteed minimum.",
    wording="formal",
)
trap(
    "rq83-u02",
    "hard",
    "ina219 on a battery bus, chip in power-down most of the time. what's the input impedance of the "
    "IN- pin while it's powered down? (trying to work out the drain on the battery)",
    ["INA219"],
    [ev("ina219.pdf", 5, "Active mode 20 || 320 20 || 320")],
    "The IN- pin bias current / input impedance row (20 uA || 320 kOhm) is for active mode only; for "
    "power-down the sheet gives input leakage 0.1 / +-0.5 uA, not an impedance.",
)
trap(
    "rq83-u03",
    "medium",
    "What line regulation (mV/V) does the LM35A data sheet specify for a supply voltage of 35 V?",
    ["LM35"],
    [ev("lm35.pdf", 3, "4 V ≤ VS ≤ 30 V ±0.02 ±0.1 ±0.02 ±0.1")],
    "Line regulation is specified for 4 V <= VS <= 30 V (and at 25 C); 35 V is only the absolute "
    "maximum supply rating.",
    wording="formal",
)
trap(
    "rq83-u04",
    "medium",
    "tmp36 driving a 100 uA load (long cable + led indicator, don't ask). what's the load regulation "
    "in m°C/uA at that current?",
    ["TMP36"],
    [
        ev("tmp36.pdf", 2, "Load Regulation 0 µA ≤ IL ≤ 50 µA"),
        ev("tmp36.pdf", 2, "–40°C ≤ TA ≤ +105°C 6 20 m°C/µA"),
    ],
    "Load regulation is specified for 0 <= IL <= 50 uA only (6 / 20 and 25 / 60 m C/uA); 100 uA is "
    "outside the stated output load current.",
)
trap(
    "rq83-u05",
    "hard",
    "mcp4725 inside an enclosure that runs 100-120 C. what offset error drift (ppm/°C) applies above "
    "+85 C?",
    ["MCP4725"],
    [ev("mcp4725.pdf", 3, "Offset Error Drift ΔVOS/°C — ±1 — ppm/°C -45°C to +25°C")],
    "Offset error drift is given for -45 .. +25 C (+-1 ppm/C) and +25 .. +85 C (+-2 ppm/C) only, though "
    "the part is specified to +125 C.",
)
trap(
    "rq83-u06",
    "medium",
    "Which hysteresis (in ppm) does the HMC5883L data sheet specify when the sensor is operated "
    "in its ±8 gauss range?",
    ["HMC5883L"],
    [ev("hmc5883l.pdf", 2, "Hysteresis ±2.0 gauss input range ±25 ppm")],
    "Hysteresis +-25 ppm is stated for a +-2.0 gauss input range only.",
    wording="formal",
)
trap(
    "rq83-u07",
    "hard",
    "What maximum ADC integral nonlinearity does the MAX31865 data sheet guarantee (in LSB)?",
    ["MAX31865"],
    [ev("max31865.pdf", 3, "ADC Integral Nonlinearity ±1 LSB")],
    "ADC INL +-1 LSB and ADC full-scale error +-1 LSB sit in the TYP column (note 3: typical values are "
    "not guaranteed); only the offset error -3 .. +3 LSB has limits.",
    wording="formal",
)
trap(
    "rq83-u08",
    "hard",
    "ams1117 used as a poor man's reference. what is the guaranteed (max) temperature stability of "
    "the output in %?",
    ["AMS1117"],
    [ev("ams1117.pdf", 3, "Temperature Stability 0.5 %")],
    "Temperature stability 0.5 % is in the Typ column only; the neighbouring long-term stability row has "
    "0.3 % typ / 1 % max (at 125 C, 1000 h).",
)
trap(
    "rq83-u09",
    "hard",
    "tps63020 (the adjustable one) with a high-value feedback divider, 10M + 2M. what's the FB pin "
    "input impedance of the TPS63020?",
    ["TPS63020"],
    [ev("tps63020.pdf", 6, "TPS63021 FB input impedance VEN = HIGH 1 MΩ")],
    "The only FB input impedance row (1 MOhm, VEN = HIGH) is for the fixed TPS63021, whose FB pin senses "
    "the output directly; nothing is stated for the adjustable TPS63020's FB pin.",
)
trap(
    "rq83-u10",
    "medium",
    "What maximum temperature coefficient of the output voltage (ppm/°C) does the XC6206 data sheet "
    "guarantee over -40 to +85 °C?",
    ["XC6206"],
    [ev("xc6206.pdf", 4, "Temperature - ±100 - ppm/℃ ②")],
    "Output voltage temperature characteristic +-100 ppm/C is in the TYP column only (IOUT = 30 mA, -40 <= "
    "Topr <= 85 C); no maximum. Look-alikes: +-2 % / +-1 % output accuracy at Ta = 25 C, line regulation "
    "0.05 / 0.25 %/V.",
    wording="formal",
)

# ================================================================ compatibility: compatible (12)
compat(
    "rq83-c01",
    "medium",
    "greenhouse logger: lm35 on the 5V usb rail, output straight into an ads1115 (A0 single-ended, "
    "PGA left at +-2.048 V). the ads1115 itself runs on 3.3 V, samples get logged to a w25q64. temps 5 to 100 C. "
    "does the lm35 signal fit the adc range?",
    ["LM35", "ADS1115", "W25Q64FV"],
    "compatible",
    [
        it(
            "LM35",
            "sensitivity",
            "mV/°C",
            typ=10,
            q="temperature",
            cond="sensor gain, LM35 / LM35C / LM35D",
        ),
        it("LM35", "supply_voltage", "V", mn=4, mx=30),
        it(
            "ADS1115",
            "analog_input_range",
            "V",
            mn=-2.048,
            mx=2.048,
            cond="PGA = 2 full-scale range",
        ),
    ],
    [LM35_GAIN, LM35_SUPPLY, ADS_FS, ADS_PGA2, ADS_AIN],
    "10 mV/C x 5..100 C = 50 mV .. 1.0 V, inside FS +-2.048 V and inside GND .. VDD (3.3 V); LM35 on 5 V "
    "is within 4 .. 30 V; the range starts above the +2 C limit of the basic circuit.",
)
compat(
    "rq83-c02",
    "hard",
    "tmp36 on a cable outdoors (-40 to +125 C); the adc board stays indoors at about 25 C: "
    "mcp3008 with VDD = VREF = 3.3 V from an XC6206P331 (the 1% one), a dht11 adds humidity. I "
    "need the reference within +-1.5 % and the sensor must never push the input past VREF. ok?",
    ["TMP36", "MCP3008", "XC6206", "DHT11"],
    "compatible",
    [
        it("TMP36", "analog_output_voltage", "mV", mn=100, mx=2000, cond="output voltage range"),
        it(
            "XC6206",
            "accuracy",
            "%",
            mn=-1,
            mx=1,
            q="voltage",
            cond="accuracy digit 1, VOUT >= 2.0 V",
        ),
    ],
    [TMP36_RANGE, TMP36_SF, TMP36_VS, MCP_IN, MCP_VREF, XC_ACC, XC_HA],
    "TMP36 swings 0.1 .. 1.75 V over -40 .. +125 C (output range 100 .. 2000 mV), below VREF = 3.3 V; "
    "XC6206P331: accuracy digit 1 = +-1 % (VOUT >= 2.0 V), within +-1.5 %; VREF = VDD is within 0.25 V .. VDD.",
)
compat(
    "rq83-c03",
    "hard",
    "An ACS712ELCTR-05B-T powered from 5 V senses the current of one DRV8833 motor channel (at "
    "most ±5 A). Its output is digitised by an MCP3008 operated at VDD = VREF = 5 V. Does the "
    "ACS712 output remain within the MCP3008 input range over ±5 A, including the sensitivity "
    "tolerance?",
    ["ACS712", "MCP3008", "DRV8833"],
    "compatible",
    [
        it(
            "ACS712",
            "sensitivity",
            "mV/A",
            mn=178,
            mx=193,
            q="current",
            cond="x05B SensTOP, over full range of IP",
        ),
        it(
            "ACS712",
            "measurement_range",
            "A",
            mn=-5,
            mx=5,
            q="current",
            cond="x05B optimized accuracy range",
        ),
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5),
    ],
    [ACS_05R, ACS_05S, ACS_Q, ACS_SUP, MCP_IN],
    "VCC/2 = 2.5 V +- 5 A x 193 mV/A = 1.535 .. 3.465 V (1.495 .. 3.505 V with the +-40 mV electrical "
    "offset), inside VSS .. VREF (0 .. 5 V).",
    wording="formal",
)
compat(
    "rq83-c04",
    "medium",
    "kitchen scale: 5 kg load cell, 2 mV/V. hx711 AVDD tied straight to the 5 V rail (internal "
    "regulator unused) and the bridge excited from that same 5 V, channel A gain 128. tm1637 "
    "display, 18650 charged by an mcp73831. does the full-load bridge signal fit the hx711 input "
    "range, common mode included?",
    ["HX711", "TM1637", "MCP73831"],
    "compatible",
    [
        it(
            "HX711",
            "analog_input_range",
            "mV",
            mn=-20,
            mx=20,
            cond="channel A, gain 128, AVDD = 5 V",
        ),
    ],
    [HX_A5, HX_A, HX_CM],
    "2 mV/V x 5 V = 10 mV full load < +-20 mV (gain 128 at AVDD = 5 V); the bridge midpoint 2.5 V is inside "
    "AGND + 1.2 .. AVDD - 1.3 = 1.2 .. 3.7 V.",
)
compat(
    "rq83-c05",
    "hard",
    "Channel 1 of an INA3221 monitors the 12 V supply of an L298N motor driver through a 0.1 Ω "
    "shunt; a fuse limits the motor current to 1.6 A. A DS3231 timestamps the log. Does 1.6 A "
    "remain within the shunt-voltage input range, and is the 12 V bus voltage permissible?",
    ["INA3221", "L298N", "DS3231"],
    "compatible",
    [
        it("INA3221", "analog_input_range", "mV", mn=-163.84, mx=163.8, cond="shunt voltage input"),
        it("INA3221", "analog_input_range", "V", mn=0, mx=26, cond="bus voltage input"),
    ],
    [INA3_SH, INA3_BUS],
    "1.6 A x 0.1 Ohm = 160 mV <= 163.8 mV (right at the edge); 12 V <= 26 V.",
    wording="formal",
)
compat(
    "rq83-c06",
    "medium",
    "lm2596 module set to 12 V feeding an led strip up to 3 A; ina219 high side with the usual 0.1 R "
    "shunt, PGA /8, BRNG = 0 (16 V range). a 74hc595 drives the status leds. will the ina219 read 3 A "
    "without saturating, and is the bus in range?",
    ["INA219", "LM2596", "74HC595"],
    "compatible",
    [
        it(
            "INA219", "analog_input_range", "mV", mn=-320, mx=320, cond="shunt full scale, PGA = /8"
        ),
        it("INA219", "analog_input_range", "V", mn=0, mx=16, cond="bus range, BRNG = 0"),
    ],
    [INA2_PGA8, INA2_BRNG],
    "3 A x 0.1 Ohm = 300 mV <= 320 mV at PGA /8; 12 V <= 16 V (BRNG = 0).",
)
compat(
    "rq83-c07",
    "hard",
    "max31865 board with the 430 ohm reference resistor, 3-wire pt100, about 10 m of cable at roughly "
    "1.5 ohm per lead. powered from a tps63021 (3.3 V fixed), results go out over an mcp2515. is the "
    "reference resistor / cable / supply combination within what the max31865 sheet allows?",
    ["MAX31865", "TPS63020", "MCP2515"],
    "compatible",
    [
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6),
        it("TPS63020", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021"),
    ],
    [M65_RREF, M65_CABLE, M65_4X, M65_400, M65_VDD, TPS21_OUT],
    "RREF 430 Ohm is within 350 .. 10 k Ohm and about 4 x R0 of a PT100 (400 Ohm recommended); cable 1.5 "
    "Ohm per lead <= 50 Ohm; TPS63021 3.267 .. 3.333 V within VDD 3.0 .. 3.6 V.",
)
compat(
    "rq83-c08",
    "hard",
    "Pottery kiln controller: MAX31855K with a type-K probe, peak 1200 °C. The controller box stays "
    "between 20 and 40 °C; an SRD relay switches the contactor and an LM2596 module supplies the electronics. "
    "The requirement is a thermocouple temperature error within ±5 °C at the peak. Does the MAX31855K "
    "meet it?",
    ["MAX31855", "SRD-05VDC-SL-C", "LM2596"],
    "compatible",
    [
        it(
            "MAX31855",
            "accuracy",
            "°C",
            mn=-4,
            mx=4,
            q="temperature",
            cond="K type, thermocouple +700 .. +1350 C, TA = -20 .. +85 C",
        ),
    ],
    [M55_K1, M55_K2, M55_K3],
    "For +700 .. +1350 C at TA = -20 .. +85 C the MAX31855K gain and offset error is -4 .. +4 C, within "
    "+-5 C.",
    wording="formal",
)
compat(
    "rq83-c09",
    "medium",
    "skateboard trick logger: mpu6050 set to AFS_SEL=3, landings peak around 12 g. data goes to a "
    "w25q64, lipo charged by a tp4056. will 12 g peaks fit without clipping?",
    ["MPU-6050", "W25Q64FV", "TP4056"],
    "compatible",
    [it("MPU-6050", "measurement_range", "g", mn=-16, mx=16, q="acceleration", cond="AFS_SEL = 3")],
    [MPU_16],
    "+-16 g full scale at AFS_SEL = 3 covers 12 g.",
)
compat(
    "rq83-c10",
    "medium",
    "hmc5883l next to a small magnet, field up to about 7 gauss on one axis. I set GN to 111. nrf24l01 "
    "sends data, mcp73831 charges the cell. in range or will the register overflow?",
    ["HMC5883L", "nRF24L01+", "MCP73831"],
    "compatible",
    [
        it(
            "HMC5883L",
            "measurement_range",
            "gauss",
            mn=-8,
            mx=8,
            q="magnetic_field",
            cond="field range, full scale",
        )
    ],
    [HMC_FS, HMC_GN7],
    "GN = 111 is the +-8.1 Ga setting (230 LSb/Ga, output range -2048 .. 2047); 7 gauss x 230 = 1610 "
    "counts; field range -8 .. +8 gauss.",
)
compat(
    "rq83-c11",
    "medium",
    "Rooftop light logger: MAX44009 in direct summer sun (about 120,000 lux), PCF8563 for time stamps, "
    "VL53L0X for snow depth. Can the MAX44009 report 120,000 lux without saturating?",
    ["MAX44009", "PCF8563", "VL53L0X"],
    "compatible",
    [
        it(
            "MAX44009",
            "measurement_range",
            "lx",
            mx=188000,
            q="illuminance",
            cond="saturation ambient lux level, sunlight",
        )
    ],
    [MAX44_SAT],
    "Saturation ambient lux level 188,000 lux (also 'maximum lux reading is 188,000 lux', p11).",
    wording="formal",
)
compat(
    "rq83-c12",
    "hard",
    "drv8833 with 0.2 ohm sense resistors on AISEN/BISEN driving a small gear motor: 0.7 A running, "
    "0.9 A stall. hc-sr04 for obstacles, 74hc595 for leds. will the built-in current chopping leave "
    "the motor its running and stall current?",
    ["DRV8833", "HC-SR04", "74HC595"],
    "compatible",
    [],
    [DRV_REF, DRV_EX],
    "Chopping current = 200 mV / 0.2 Ohm = 1.0 A, above 0.9 A stall; chopping only limits above 1 A.",
)

# ================================================================ compatibility: incompatible (13)
compat(
    "rq83-i01",
    "medium",
    "all-3.3V build: tps63021 buck-boost makes 3.3 V from a li-ion, lm35 powered from that 3.3 V, "
    "max7219 display. does the lm35 work on this rail?",
    ["LM35", "TPS63020", "MAX7219"],
    "incompatible",
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30),
        it("TPS63020", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021"),
    ],
    [LM35_SUPPLY, TPS21_OUT],
    "LM35 operates from 4 to 30 V; the TPS63021 gives 3.267 .. 3.333 V.",
)
compat(
    "rq83-i02",
    "hard",
    "my tmp36 breakout has a 10k resistor from VOUT to GND 'for stability'. sensor on 5 V, reading up "
    "to 125 C, dht11 and ccs811 on the same board. is that 10k load ok for the tmp36 output?",
    ["TMP36", "DHT11", "CCS811"],
    "incompatible",
    [it("TMP36", "output_current", "uA", mn=0, mx=50, cond="output load current IL")],
    [TMP36_IL, TMP36_750, TMP36_SF],
    "0.75 V / 10 kOhm = 75 uA at 25 C and 1.75 V / 10 kOhm = 175 uA at 125 C, above the 50 uA output load "
    "current.",
)
compat(
    "rq83-i03",
    "medium",
    "ACS712-20A on 5 V watching a winch motor switched by an IRLZ44N (L298N on the other channel). "
    "stall spikes reach 25 A. will the ACS712 output still track at 25 A or does it hit the rail/clamp?",
    ["ACS712", "IRLZ44N", "L298N"],
    "incompatible",
    [
        it(
            "ACS712",
            "measurement_range",
            "A",
            mn=-20,
            mx=20,
            q="current",
            cond="x20A optimized accuracy range",
        ),
        it("ACS712", "sensitivity", "mV/A", typ=100, q="current", cond="x20A, TA = 25 C"),
    ],
    [ACS_20R, ACS_20S, ACS_Q, ACS_VCH, ACS_CLAMP],
    "2.5 V + 25 A x 100 mV/A = 5.0 V, above the clamping voltage VCH = VCC x 0.9375 (about 4.69 V, typ "
    "+-110 mV) and outside the +-20 A optimized range.",
)
compat(
    "rq83-i04",
    "medium",
    "acs712 (5V) into an esp32 adc pin through a 1k / 2k divider to bring 5 V down to 3.3 V. mcp73831 "
    "charges the backup cell. is that divider an acceptible load on the acs712 output?",
    ["ACS712", "ESP32-WROOM-32", "MCP73831"],
    "incompatible",
    [],
    [ACS_RL, ACS_SUP],
    "The divider is 3 kOhm from VIOUT to GND, below the 4.7 kOhm minimum output resistive load.",
)
compat(
    "rq83-i05",
    "medium",
    "Solar charger monitor: a TP4056 charges the cell, an nRF24L01+ sends telemetry, and channel "
    "2 of an INA3221 measures the panel current through a 0.1 Ω shunt. The panel can deliver 2 A. "
    "Is 2 A within the INA3221 shunt-voltage input range?",
    ["INA3221", "TP4056", "nRF24L01+"],
    "incompatible",
    [it("INA3221", "analog_input_range", "mV", mn=-163.84, mx=163.8, cond="shunt voltage input")],
    [INA3_SH],
    "2 A x 0.1 Ohm = 200 mV > 163.8 mV shunt full scale.",
    wording="formal",
)
compat(
    "rq83-i06",
    "hard",
    "hx711 running AVDD from an ams1117-3.3, but the load cell is excited from a separate 5 V supply "
    "(its own), a ds3231 timestamps the weighings. does the bridge output sit inside the hx711 common-mode range?",
    ["HX711", "AMS1117", "DS3231"],
    "incompatible",
    [it("AMS1117", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="AMS1117-3.3")],
    [HX_CM, AMS33],
    "Bridge midpoint 2.5 V > AVDD - 1.3 V = 2.0 V (AVDD = 3.3 V), outside the common-mode input range.",
)
compat(
    "rq83-i07",
    "medium",
    "Replaced the PT100 on a MAX31865 board (400 ohm reference resistor) with a PT1000, nothing else "
    "changed; W25Q64 logs, DS3231 clock. Will the readings cover room temperature?",
    ["MAX31865", "W25Q64FV", "DS3231"],
    "incompatible",
    [],
    [M65_400, M65_4X, M65_FSOUT, M65_FSOUT2],
    "A PT1000 (about 1 kOhm at 0 C) exceeds the 400 Ohm RREF: the RTD voltage exceeds the reference "
    "voltage and the ADC produces full scale; the sheet says a PT1000 needs a 4 kOhm RREF.",
    wording="formal",
)
compat(
    "rq83-i08",
    "medium",
    "esp32 (3.3 V) talks to an mcp3008 powered at 3.3 V. to read an mq-2 module's 0-5 V analog out "
    "I want to tie the mcp3008 VREF to 5 V. allowed?",
    ["MCP3008", "ESP32-WROOM-32", "MQ-2"],
    "incompatible",
    [],
    [MCP_VREF, MCP_ABS, MQ2_VC],
    "VREF range is 0.25 V .. VDD; 5 V on VREF with VDD = 3.3 V is outside it (and above VDD + 0.6 V "
    "absolute maximum).",
)
compat(
    "rq83-i09",
    "medium",
    "mcp4725 on the 3.3 V rail of my board, needs to give a 0-5 V control voltage to a valve driver "
    "(pc817 isolates the enable, irlz44n switches the solenoid). can it reach 5 V?",
    ["MCP4725", "PC817", "IRLZ44N"],
    "incompatible",
    [],
    [MCP47_RR, MCP47_REF],
    "The DAC reference is VDD and the output is rail-to-rail: full scale is 3.3 V at VDD = 3.3 V.",
)
compat(
    "rq83-i10",
    "hard",
    "Setpoint generator: MCP4725 powered (and therefore referenced) by an XC6206P332 3.3 V LDO; a "
    "BH1750 reads ambient light. The specification requires the full-scale DAC output within ±1.5 % "
    "of 3.3 V. Is this guaranteed by the data sheets?",
    ["MCP4725", "XC6206", "BH1750"],
    "incompatible",
    [
        it(
            "XC6206",
            "accuracy",
            "%",
            mn=-2,
            mx=2,
            q="voltage",
            cond="accuracy digit 2, VOUT >= 1.5 V",
        ),
        it(
            "MCP4725",
            "accuracy",
            "%",
            mn=-2,
            mx=2,
            q="voltage",
            cond="gain error, % of FSR, code FFFh",
        ),
    ],
    [XC_ACC, XC_STD, MCP47_REF, MCP47_GE],
    "XC6206P332 = accuracy digit 2, +-2 % alone exceeds +-1.5 %; the MCP4725 gain error adds up to +-2 % "
    "of FSR.",
    wording="formal",
)
compat(
    "rq83-i11",
    "medium",
    "mq-2 module (5V) analog out straight into an ads1115 at the default PGA (+-2.048 V), ads on 5 V. "
    "max7219 shows the ppm. at the 2000 ppm propane calibration point, does the signal fit?",
    ["MQ-2", "ADS1115", "MAX7219"],
    "incompatible",
    [
        it(
            "MQ-2",
            "analog_output_voltage",
            "V",
            mn=2.5,
            mx=4.0,
            cond="output voltage in 2000 ppm C3H8",
        ),
        it(
            "ADS1115",
            "analog_input_range",
            "V",
            mn=-2.048,
            mx=2.048,
            cond="PGA = 2 full-scale range",
        ),
    ],
    [MQ2_VS, ADS_PGA2, ADS_FS, ADS_CLIP],
    "Vs = 2.5 .. 4.0 V at 2000 ppm exceeds the +-2.048 V full scale; the ADS1115 output clips at 7FFFh.",
)
compat(
    "rq83-i12",
    "hard",
    "fridge monitor: lm35dz on 5 V, basic circuit (just +Vs, gnd, out to the adc, no negative "
    "supply). dht22 sits outside for comparison, 74hc595 drives leds. the fridge runs 0-4 C. will the "
    "lm35 read that properly?",
    ["LM35", "DHT22", "74HC595"],
    "incompatible",
    [],
    [LM35_FIG1, LM35_BASIC, LM35_FULL, LM35_MINT],
    "In the basic circuit of Figure 1 the specifications apply from +2 C (minimum temperature for rate "
    "accuracy +2 C max); 0 .. 2 C needs the full-range circuit of Figure 2 with a negative supply.",
)
compat(
    "rq83-i13",
    "hard",
    "INA219A with a 10 mOhm shunt at PGA /1; I need ±1 % accuracy at 0.5 A (5 mV across the shunt). "
    "MCP2515 reports over CAN, DS18B20 watches the shunt temperature. Can the offset alone stay "
    "within that budget?",
    ["INA219", "MCP2515", "DS18B20"],
    "incompatible",
    [
        it(
            "INA219",
            "accuracy",
            "uV",
            mn=-100,
            mx=100,
            q="voltage",
            cond="offset voltage RTI, PGA = /1, INA219A max",
        )
    ],
    [INA2_VOS1, INA2_PGA1],
    "INA219A offset at PGA /1 is +-100 uV max = 2 % of 5 mV (the B grade's +-50 uV would be 1 %).",
    wording="formal",
)

# ================================================================ compatibility: insufficient_evidence (11)
compat(
    "rq83-e01",
    "hard",
    "mq-3 breath sensor (200k load resistor) analog out into an esp32-wroom-32 ADC1 pin (GPIO34), "
    "dht11 for ambient. what attenuation / input range do I need so the signal isn't clipped, and is "
    "the esp32 adc input ok with a 200k source?",
    ["ESP32-WROOM-32", "MQ-3", "DHT11"],
    "insufficient_evidence",
    [],
    [ESP_ADC1, MQ3_RL],
    "The WROOM-32 sheet only lists ADC channels on the pins (ADC1_CH6 on IO34); no input range, "
    "attenuation, resolution or input impedance.",
)
compat(
    "rq83-e02",
    "hard",
    "low-noise scale: hx711 channel A at gain 64 (the bridge is too hot for 128), 10 SPS. max7219 "
    "display, tp4056 charger. I need input-referred noise under 100 nV rms at gain 64. does the "
    "hx711 sheet back that up?",
    ["HX711", "MAX7219", "TP4056"],
    "insufficient_evidence",
    [],
    [HX_N1, HX_N2],
    "Input noise is given for gain 128 only (50 nV rms at 10 SPS, 90 at 80 SPS); nothing for gain 64.",
)
compat(
    "rq83-e03",
    "hard",
    "mcp4725 at 5 V driving a 1k resistor to gnd directly, no buffer (a pc817 isolates the alarm "
    "line, hc-sr04 in the same box). will the dac still swing its full 5 V into 1k?",
    ["MCP4725", "PC817", "HC-SR04"],
    "insufficient_evidence",
    [],
    [MCP47_RL, MCP47_ISC],
    "The electrical table applies at RL = 5 kOhm; no output swing vs load (or output current) for 1 kOhm; "
    "only the short-circuit current 15 / 24 mA is given.",
)
compat(
    "rq83-e04",
    "medium",
    "acs712-05b with CF = 47 nF on the FILTER pin (2 kHz bandwidth), w25q64 logging, tm1637 showing "
    "amps. I need the peak-to-peak output noise guaranteed below 25 mV so single samples resolve "
    "about 0.15 A. does the sheet guarantee that?",
    ["ACS712", "W25Q64FV", "TM1637"],
    "insufficient_evidence",
    [],
    [ACS_N47, ACS_N47C],
    "VNOISE(PP) 20 mV at CF = 47 nF (2 kHz bandwidth) is a typical value only; no maximum is given.",
)
compat(
    "rq83-e05",
    "medium",
    "using a pc817 as an isolated *analog* link (4-20 mA loop side drives the led, collector current "
    "read by an adc). ccs811 and hc-sr04 on the same node. is the pc817 transfer linear enough for 1% "
    "accuracy across the range?",
    ["PC817", "CCS811", "HC-SR04"],
    "insufficient_evidence",
    [],
    [PC817_IC, PC817_RANK],
    "Collector current at IF = 5 mA is 2.5 .. 30 mA (CTR ranks); CTR vs forward current is only a curve, "
    "no linearity figure.",
)
compat(
    "rq83-e06",
    "medium",
    "Does the INMP441 data sheet guarantee an equivalent input noise of 35 dBA SPL or better for a "
    "quiet-room recorder (PCF8563 time stamps, nRF24L01+ uplink)?",
    ["INMP441", "PCF8563", "nRF24L01+"],
    "insufficient_evidence",
    [],
    [INMP_EIN, INMP_TYP],
    "EIN 33 dBA SPL is typical only; typical specifications are not guaranteed.",
    wording="formal",
)
compat(
    "rq83-e07",
    "hard",
    "vibration logger: mpu6050 at AFS_SEL=3 (+-16 g), vl53l0x for distance, tp4056 charging. I need "
    "accel noise density below 500 ug/sqrtHz in that range. ok per the sheet?",
    ["MPU-6050", "VL53L0X", "TP4056"],
    "insufficient_evidence",
    [],
    [MPU_PSD],
    "Power spectral density 400 ug/sqrt(Hz) is given at AFS_SEL = 0 only.",
)
compat(
    "rq83-e08",
    "hard",
    "Gewächshaus-Logger: Der MAX44009 sitzt bei bis zu 60 °C unter Glas, daneben ein Si7021 und ein "
    "DHT22. Garantiert das Datenblatt bei 60 °C einen Gesamtfehler der Lux-Messung von höchstens 15 %?",
    ["MAX44009", "Si7021", "DHT22"],
    "insufficient_evidence",
    [],
    [MAX44_TE, MAX44_TE2],
    "Total error 15 % max is specified with a green LED at TA = +25 C only (note 1: temperature limits "
    "guaranteed by design, but the TE row has its own 25 C condition); nothing at 60 C.",
    wording="formal",
    lang="de",
)
compat(
    "rq83-e09",
    "medium",
    "esp32-wroom-32 DAC_1 (GPIO25) to drive an irlz44n gate linearly for a fan, speed from a ds18b20. "
    "what output range does the esp32 DAC have, does it reach 3 V?",
    ["ESP32-WROOM-32", "IRLZ44N", "DS18B20"],
    "insufficient_evidence",
    [],
    [ESP_DAC1, IRLZ_VTH],
    "The WROOM-32 sheet names DAC_1 on IO25 but gives no DAC range or resolution.",
)
compat(
    "rq83-e10",
    "hard",
    "drv8833 current chopping with 0.5 ohm sense resistors, I need the limit within +-5 % of 400 mA "
    "(it protects a small motor). l298n on the other axis, no sensing there. what tolerance does the "
    "200 mV reference have?",
    ["DRV8833", "L298N", "VL53L0X"],
    "insufficient_evidence",
    [],
    [DRV_REF, DRV_EX],
    "The 200 mV chopping reference is stated as a fixed value in the description; no tolerance row in the "
    "electrical characteristics.",
)
compat(
    "rq83-e11",
    "hard",
    "hx711 with the internal regulator: AVDD = VBG*(R1+R2)/R1 with 0.1 % resistors. i want AVDD "
    "within +-1 % so the load cell excitation is known. pcf8563 clock, ds18b20 for temperature "
    "compensation. is the VBG tolerance in the sheet?",
    ["HX711", "PCF8563", "DS18B20"],
    "insufficient_evidence",
    [],
    [HX_VBG, HX_VAVDD],
    "Reference bypass VBG is given as 1.25 V (a single typical figure) with no tolerance.",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(f"{len(Q)} questions -> {out}")
