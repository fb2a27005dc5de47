"""realq81: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: is a figure typical or guaranteed, and which condition (supply, temperature, load, mode, grade or
package mounting) does a quoted number hold under; figures from graphs, notes and feature lists included.
About two thirds casual, one third formal; one question in French, one in German.

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
TPS21_OUT = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
TPS_PS = ev("tps63020.pdf", 6, "PS/SYNC = GND; referenced to VFB_PS 0.6% 5%")
TPS_PS2 = ev("tps63020.pdf", 6, "voltage regulation in PS mode")
M65_VDD = ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")
MPU_VDD = ev("mpu-6050.pdf", 14, "Operating Voltages 2.375 3.46 V")
INA219_ERR = ev("ina219.pdf", 5, "Current measurement error ±0.2% ±0.5% ±0.2%")
INA219_ERR_T = ev("ina219.pdf", 5, "±0.5% ( over Temperature TA = –25°C to 85°C ±1%")
INA219_B = ev("ina219.pdf", 5, "(4) Indicates improved specifications of the INA219B.")
DS18_05 = ev("ds18b20.pdf", 2, "-10°C to +85°C ±0.5")
DS18_2 = ev("ds18b20.pdf", 2, "-55°C to +125°C ±2")
ACS_05 = ev("acs712.pdf", 5, "SensTOP Over full range of IP 178 – 193 mV/A")
ACS_20 = ev("acs712.pdf", 5, "SensTOP Over full range of IP 97 – 103 mV/A")
ACS_HDR05 = ev("acs712.pdf", 5, "x05A PERFORMANCE CHARACTERISTICS TOP = –40°C to 85°C")
ACS_HDR20 = ev("acs712.pdf", 5, "x20A PERFORMANCE CHARACTERISTICS TOP = –40°C to 85°C")
LM35C_25 = ev("lm35.pdf", 4, "TA = 25°C ±0.4 ±1 ±0.4 ±1")
LM35D_25 = ev("lm35.pdf", 4, "TA = 25°C ±0.6 ±1.5")
LM35_TESTED = ev("lm35.pdf", 4, "(3) Tested Limits are ensured and 100% tested in production.")
W25_TSE = ev("w25q64.pdf", 77, "Sector Erase Time (4KB) tSE(6) 400 ms")
W25_TPP = ev("w25q64.pdf", 77, "Page Program Time tPP(6) 0.45 3 ms")
M55_2 = ev("max31855.pdf", 3, "TTHERMOCOUPLE = -200NC to +700NC, -2 +2 MAX31855K Thermocouple")
M55_4 = ev("max31855.pdf", 3, "TTHERMOCOUPLE = +700NC to +1350NC, -4 +4 NC")
SI_T = ev("si7021.pdf", 9, "Accuracy1 –10 °C< tA < 85 °C — ±0.3 ±0.4 °C")
MCP738_VREG = ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2")
MCP738_TA = ev("mcp73831.pdf", 3, "IOUT = 10 mA TA = -5°C to +55°C")
AMS_DROP = ev("ams1117.pdf", 3, "∆VOUT , ∆VREF = 1%, IOUT = 1A (Note 4) 1.1 1.3 V")
AMS_NOTE4 = ev(
    "ams1117.pdf", 3, "Note 4: Dropout voltage is specified over the full output current range"
)
AMS_ILIM = ev("ams1117.pdf", 3, "(VIN - VOUT) = 5V 900 1,100 1,500 mA")
MCP3008_FS = ev("mcp3008.pdf", 3, "75 ksps VDD = VREF = 2.7V")
TMP36_G = ev("tmp36.pdf", 2, "TMP35/TMP36/TMP37G TA = 25°C ±1 ±3 °C")
TMP36_GT9 = ev("tmp36.pdf", 3, "TMP36GT9 ± 3.0 –40°C to +125°C TO-92")
BH_ACC = ev("bh1750.pdf", 2, "Measurement Accuracy S/A 0.96 1.2 1.44 times")
ESP_11B = ev("esp32-wroom-32.pdf", 16, "11b mode 17.5 18.5 20 dBm")
ESP_11N = ev("esp32-wroom-32.pdf", 16, "TX power 11n, MCS7 12 13 14 dBm")
DRV_HS5 = ev("drv8833.pdf", 6, "VM = 5 V, IO = 500 mA, TJ = 85°C 325")
DRV_LS5 = ev("drv8833.pdf", 6, "VM = 5 V, IO = 500 mA, TJ = 85°C 275")
DRV_HS27 = ev("drv8833.pdf", 6, "VM = 2.7 V, IO = 500 mA, TJ = 85°C 350")
DRV_LS27 = ev("drv8833.pdf", 6, "VM = 2.7 V, IO = 500 mA, TJ = 85°C 300")
INMP_SENS = ev("inmp441.pdf", 4, "Sensitivity 1 kHz, 94 dB SPL −29 −26 −23 dBFS")
INMP_GUAR = ev(
    "inmp441.pdf",
    4,
    "maximum specifications are guaranteed across temperature, voltage, and clock frequency",
)
NRF_250 = ev("nrf24l01p.pdf", 16, "Sensitivity (0.1%BER) @250kbps -94 dBm")
NRF_HDR = ev(
    "nrf24l01p.pdf", 16, "Datarate Symbol Parameter (condition) Notes Min. Typ. Max. Units"
)
CCS_IDD = ev("ccs811.pdf", 6, "During measuring at 1.8V 26 mA")
CCS_N3 = ev("ccs811.pdf", 6, "3. Typical values for 1.8V supply voltage (V DD)")
HMC_MEAS = ev("hmc5883l.pdf", 2, "Measurement Mode (7.5 Hz ODR; - 100 - μA")
LM2596_EFF = ev("lm2596.pdf", 4, "Efficiency (Vin = 12 V, ILoad = 3.0 A, Vout = 5.0 V) η − 73 − %")
VL_COND = ev("vl53l0x.pdf", 27, "Nominal Voltage (2.8V) and Temperature (23degreesC)")
VL_T11 = ev(
    "vl53l0x.pdf", 26, "at room temperature (23degreesC) and with nominal voltage (2.8Volts)."
)
VL_MIN = ev("vl53l0x.pdf", 26, "Minimum 120cm 60cm")
VL_GUAR = ev(
    "vl53l0x.pdf",
    27,
    "All distances mentioned in this table are guaranteed for a minimum detection rate of 94%",
)
MCP4725_SR = ev("mcp4725.pdf", 3, "Slew Rate SR — 0.55 — V/µs")
PCF_FIG26 = ev("pcf8563.pdf", 30, "Tamb = 25 C; normalized to VDD = 3 V.")
PCF_FIG26T = ev("pcf8563.pdf", 30, "Fig 26. Frequency deviation as a function of supply")
PCF_DF = ev("pcf8563.pdf", 30, "relative oscillator frequency variation VDD = 200 mV; - 0.2")
SI_LTS = ev("si7021.pdf", 7, "Long Term Stability3 — < 0.25 — %RH/yr")
DS3231_AGE1 = ev("ds3231.pdf", 3, "After reflow, First year ±1.0")
DS3231_AGE2 = ev("ds3231.pdf", 3, "not production tested 0–10 years ±5.0")
MQ3_STD = ev("mq-3.pdf", 1, "Standard Temp: 20℃±2℃ Vc:5V±0.1")
MQ3_STD2 = ev("mq-3.pdf", 1, "detecting Humidity: 65%±5% Vh: 5V±0.1")
MQ3_RS = ev("mq-3.pdf", 1, "Rs Sensing Resistance 1MΩ- 8 MΩ")
MQ3_FIG4 = ev("mq-3.pdf", 2, "Fig.4 is shows the typical")

# ================================================================ answerable factual (12)
fact(
    "rq81-f01",
    "hard",
    "max31865 rtd board on a 3.3 V rail that sags when the heater relay kicks in. the table lists the "
    "power-on reset threshold as 2 and 2.27 V. is 2.27 V the worst case (max) or the typical value, and "
    "what is actually guaranteed?",
    ["MAX31865"],
    [
        it(
            "MAX31865",
            "supply_voltage",
            "V",
            mn=2,
            typ=2.27,
            cond="power-on reset voltage threshold (2 in the MIN column, 2.27 in the TYP column; no maximum)",
        )
    ],
    [ev("max31865.pdf", 3, "Power-On Reset Voltage 2 2.27 V Threshold")],
    "The POR threshold row has 2 V under MIN and 2.27 V under TYP and no maximum (p3 layout); so 2.27 V "
    "is typical and only the 2 V minimum is a limit. Look-alikes: POR hysteresis 120 mV (typ), VBIAS "
    "1.95 / 2.00 / 2.06 V, VDD 3.0 .. 3.6 V; MAX31855 POR 2 / 2.5 V (rq63-f03).",
)
fact(
    "rq81-f02",
    "medium",
    "mcp3008 at 5v: a tutorial says its integral nonlinearity is +-0.5 lsb. is that the typical figure "
    "or the guaranteed one? what's the worst case INL in the datasheet?",
    ["MCP3008"],
    [
        it(
            "MCP3008",
            "accuracy",
            "LSB",
            mn=-1,
            mx=1,
            q="voltage",
            cond="integral nonlinearity INL, max +-1 LSB (typ +-0.5 LSB); VDD = VREF = 5 V, 200 ksps",
        )
    ],
    [ev("mcp3008.pdf", 3, "Integral Nonlinearity INL — ±0.5 ±1 LSB")],
    "INL typ +-0.5, max +-1 LSB (p3). Look-alikes with the same or similar numbers: DNL +-0.25 / +-1 LSB, "
    "gain error +-1.0 LSB (rq39-f14), offset +-1.5 LSB (rq60-f02); so the number alone tests row choice "
    "only weakly, the typ/max distinction is the point.",
)
fact(
    "rq81-f03",
    "medium",
    "PCF8563 sur une pile bouton : à partir de quelle tension VDD le bit VL (voltage low) est-il "
    "positionné ? La valeur de 0,9 V est-elle typique ou garantie ?",
    ["PCF8563"],
    [
        it(
            "PCF8563",
            "supply_voltage",
            "V",
            typ=0.9,
            mx=1.0,
            cond="Vlow, low-voltage detection that sets bit VL, Tamb = 25 C",
        )
    ],
    [ev("pcf8563.pdf", 29, "Vlow low voltage Tamb = 25 C; sets bit VL; see Figure 6 - 0.9 1.0 V")],
    "Vlow typ 0.9 V, max 1.0 V at 25 C (p29). Look-alikes: VDD 1.0 .. 5.5 V with the interface "
    "inactive (pcf8563-m3), 1.8 V with I2C active, 1.3 V for a speedy oscillator start (rq48-f04).",
    lang="fr",
    wording="formal",
)
fact(
    "rq81-f04",
    "medium",
    "What write inhibit threshold voltage (VWI) does the W25Q64FV data sheet give, and is that range "
    "production tested?",
    ["W25Q64FV"],
    [
        it(
            "W25Q64FV",
            "supply_voltage",
            "V",
            mn=1.0,
            mx=2.0,
            cond="VWI write inhibit threshold voltage (power-up/power-down); characterized only",
        )
    ],
    [
        ev("w25q64.pdf", 73, "Write Inhibit Threshold Voltage VWI 1.0 2.0 V"),
        ev("w25q64.pdf", 73, "1. These parameters are characterized only."),
    ],
    "VWI min 1.0 V, max 2.0 V; note 1 of the power-up table: 'characterized only' (p73). Look-alikes: "
    "VCC 2.7 .. 3.6 V, tVSL / tPUW power-up times (rq35-f15).",
    wording="formal",
)
fact(
    "rq81-f05",
    "hard",
    "The MCP73831 DC characteristics give 'typical' values. For the MCP73831-2 (4.20 V regulation "
    "option), at which supply voltage VDD are these typical values stated?",
    ["MCP73831"],
    [
        it(
            "MCP73831",
            "supply_voltage",
            "V",
            value=5.2,
            cond="VDD for typical values = VREG(typical) + 1.0 V = 4.2 + 1.0 V (also the VDD of the "
            "MCP73831-2 charge-cycle curves)",
        )
    ],
    [
        ev("mcp73831.pdf", 3, "Typical values are at +25°C, VDD = [VREG (typical) + 1.0V]"),
        ev("mcp73831.pdf", 9, "VDD = 5.2V"),
    ],
    "Typical values at +25 C and VDD = VREG(typical) + 1.0 V (table header, p3), i.e. 5.2 V for the 4.20 V "
    "option, the VDD written in the MCP73831-2 charge-cycle figures (p9). Look-alikes: limits apply from "
    "VREG + 0.3 V (4.5 V) to 6 V; UVLO 3.45 V; absolute maximum 7 V.",
    wording="formal",
)
fact(
    "rq81-f06",
    "hard",
    "74hc595 run from 2 V (two nearly flat cells). the dynamic table shows 6 ns next to the DS-to-SHCP hold "
    "time at VCC = 2 V, 25 C. is 6 ns what i have to give it, or is that just typical? what's the "
    "guaranteed minimum hold?",
    ["74HC595"],
    [
        it(
            "74HC595",
            "response_time",
            "ns",
            mn=3,
            typ=6,
            cond="th hold time DS to SHCP, 74HC595, VCC = 2 V, 25 C (3 ns also over -40..+85 and -40..+125 C)",
        )
    ],
    [ev("74hc595.pdf", 11, "th hold time DS to SHCP; see Figure 11 VCC = 2 V 3 6 - 3 - 3 - ns")],
    "At 2 V the typical hold time (6 ns) is larger than the guaranteed minimum (3 ns, all temperature "
    "columns), p11. Look-alikes: tsu DS to SHCP 50 / 11 ns, trec 50 / 19 ns at 2 V; th at 4.5 V and 6 V "
    "3 / 2 ns.",
)
fact(
    "rq81-f07",
    "medium",
    "tps63021 with PS/SYNC pulled low. below roughly what load current does it actually drop into power "
    "save mode?",
    ["TPS63021"],
    [
        it(
            "TPS63021",
            "output_current",
            "mA",
            value=100,
            cond="power save mode entered when the average inductor current falls below about 100 mA "
            "(PS/SYNC low); approximate",
        )
    ],
    [
        ev(
            "tps63020.pdf",
            12,
            "power save mode is entered when the average inductor current gets lower than about 100 mA.",
        )
    ],
    "Section 7.4.4 (p12): about 100 mA average inductor current, approximate. Look-alikes: output current "
    "2 A for VIN > 2.5 V, switch current limit 4 A, comparator thresholds 2.5 % / 3.5 % above VOUT, "
    "light-load output typically 3 % high.",
)
fact(
    "rq81-f08",
    "medium",
    "fresh ds3231 board: coin cell goes in first, then main VCC is applied. about how long after VCC comes "
    "up does it do its first temperature measurement and apply the correction to the oscillator?",
    ["DS3231"],
    [
        it(
            "DS3231",
            "response_time",
            "s",
            value=2,
            cond="approximately 2 s after VCC is applied (or a valid I2C address is written): first "
            "temperature measurement and oscillator correction",
        )
    ],
    [
        ev("ds3231.pdf", 10, "Approximately 2 seconds after VCC is applied,"),
        ev("ds3231.pdf", 10, "temperature measurement and applies the calculated"),
    ],
    "Power control section (p10): approximately 2 s after VCC. Look-alikes: then every 64 s (rq65-f02), "
    "tCONV 125 / 200 ms, tREC ~250 ms, oscillator start-up typically < 1 s.",
)
fact(
    "rq81-f09",
    "hard",
    "tp4056 charging from a usb source that is only a bit above the cell voltage. how far does VCC have to "
    "be above VBAT before the charger leaves its VCC-VBAT lockout (VCC rising)? min/typ/max please.",
    ["TP4056"],
    [
        it(
            "TP4056",
            "supply_voltage",
            "mV",
            mn=60,
            typ=100,
            mx=140,
            cond="VASD, VCC - VBAT lockout threshold, VCC from low to high (relative to VBAT)",
        )
    ],
    [ev("tp4056.pdf", 5, "VCC-VBAT lockout VCC from low to high 60 100 140 mV")],
    "VASD VCC rising 60 / 100 / 140 mV (p5). Look-alikes: VCC falling 5 / 30 / 50 mV, UVLO 3.5 / 3.7 / "
    "3.9 V and its hysteresis 150 / 200 / 300 mV, recharge threshold 100 / 150 / 200 mV, trickle "
    "hysteresis 60 / 80 / 100 mV.",
)
fact(
    "rq81-f10",
    "hard",
    "In the XC6206 absolute maximum ratings, the SOT-89 package has two power-dissipation figures. Which "
    "value applies when the 'PCB mounted' reference figure is not used?",
    ["XC6206"],
    [
        it(
            "XC6206",
            "power_consumption",
            "mW",
            mx=500,
            cond="Pd, SOT-89, absolute maximum, Ta = 25 C, not the PCB-mounted reference figure (1000 mW)",
        )
    ],
    [
        ev("xc6206.pdf", 3, "500 SOT-89"),
        ev(
            "xc6206.pdf",
            3,
            "(*2) This power dissipation figure shown is PCB mounted and is for reference only.",
        ),
    ],
    "SOT-89: 500 mW, and 1000 mW 'PCB mounted' (reference only, note *2), p3. Look-alikes: SOT-23 250 mW / "
    "500 mW PCB mounted (same 500), USP-6B 120 / 1000 mW, TO-92 300 mW (rq35-k02), board curves 200 / 400 mW "
    "at 85 C (rq35-f10, rq73-f07).",
    wording="formal",
)
fact(
    "rq81-f11",
    "medium",
    "lm35 electrical characteristics table: unless noted otherwise, at what supply voltage and what load "
    "current on the output are the specs measured?",
    ["LM35"],
    [
        it("LM35", "supply_voltage", "V", value=5, cond="VS = 5 Vdc, test condition of the table"),
        it(
            "LM35",
            "output_current",
            "uA",
            value=50,
            cond="ILOAD = 50 uA, test condition of the table",
        ),
    ],
    [ev("lm35.pdf", 3, "VS = 5 Vdc and ILOAD = 50 μA, in the circuit of Figure 2.")],
    "Note 1 of the electrical characteristics (p3): VS = 5 Vdc and ILOAD = 50 uA in the circuit of "
    "Figure 2. Look-alikes: supply 4 .. 30 V, output current 10 mA absolute maximum, IL 0 .. 1 mA load "
    "regulation rows.",
    typ="structured",
)
fact(
    "rq81-f12",
    "medium",
    "The MCP4725 front page advertises '+-0.2 LSB DNL'. Is that a guaranteed figure? What DNL limit does "
    "the electrical specification table give?",
    ["MCP4725"],
    [
        it(
            "MCP4725",
            "accuracy",
            "LSB",
            mn=-0.75,
            mx=0.75,
            q="voltage",
            cond="DNL, limits -0.75 / +0.75 LSB, typ +-0.2 LSB; test code range 100 to 4000",
        )
    ],
    [
        ev("mcp4725.pdf", 3, "DNL DNL -0.75 ±0.2 ±0.75 LSB Note 1"),
        ev("mcp4725.pdf", 1, "±0.2 LSB DNL (typical)"),
    ],
    "Feature list: +-0.2 LSB DNL (typical), p1; table (p3): -0.75 / +-0.2 / +-0.75 LSB, note 1 test code "
    "range 100 to 4000. Look-alike: INL typ +-2, max +-14.5 LSB (rq40-f09).",
    wording="formal",
)
# ================================================================ factual insufficient_evidence (10)
trap(
    "rq81-u01",
    "hard",
    "acs712 in a dc battery-pack tester, high side of a 400 V dc bus. the 2.1 kV figure is an rms ac "
    "test. what DC isolation voltage does the acs712 actually guarantee (minimum) between pins 1-4 and "
    "pins 5-8?",
    ["ACS712"],
    [
        ev(
            "acs712.pdf",
            4,
            "DC Isolation Voltage VISODC Pins 1-4 and 5-8; 1 minute, TA=25°C – 5000 – V",
        )
    ],
    "The DC isolation voltage is given only as a typical 5000 V (no minimum); the guaranteed minimum "
    "2100 V is the RMS (60 Hz, 1 minute) rating. Near miss: the RMS row, the feature list '2.1 kVRMS "
    "minimum'.",
)
trap(
    "rq81-u02",
    "medium",
    "What minimum signal-to-noise and distortion ratio (SINAD) does the MCP3008 data sheet guarantee for a "
    "1 kHz input at VDD = 5 V?",
    ["MCP3008"],
    [ev("mcp3008.pdf", 3, "Signal-to-Noise and Distortion — 61 dB VIN = 0.1V to 4.9V@1 kHz")],
    "SINAD, THD (-76 dB) and SFDR (78 dB) have typical values only (p3); no minimum is stated. Near miss: "
    "the typical 61 dB.",
    wording="formal",
)
trap(
    "rq81-u03",
    "medium",
    "ina3221 on a 3.3 V rail that dips during motor starts. what's the guaranteed worst-case (max) "
    "power-on reset threshold? want to know how low the rail may go before it resets",
    ["INA3221"],
    [ev("ina3221.pdf", 6, "Power-on reset threshold 2 V")],
    "The INA3221 POR threshold is given as a single typical 2 V (p6), no min or max. Near miss: VS 2.7 .. "
    "5.5 V; the INA219 has the same gap (rq75-u01).",
)
trap(
    "rq81-u04",
    "hard",
    "irlz44n switching a 48 V solar string (so up to ~55 V across it when off), the fet runs hot, junction "
    "near 150 C. what max drain leakage does the datasheet give at VDS = 55 V and TJ = 150 C?",
    ["IRLZ44N"],
    [
        ev("irlz44n.pdf", 2, "––– ––– 25 VDS = 55V, VGS = 0V"),
        ev("irlz44n.pdf", 2, "––– ––– 250 VDS = 44V, VGS = 0V, TJ = 150°C"),
    ],
    "IDSS is given as 25 uA at VDS = 55 V (25 C) and 250 uA at VDS = 44 V, TJ = 150 C (p2); no figure for "
    "55 V at 150 C. Near miss: both rows.",
)
trap(
    "rq81-u05",
    "medium",
    "A DRV8833 is held in sleep inside a hot enclosure (die temperature about 85 °C) with VM supplied from a "
    "two-cell LiPo pack. What maximum off-state leakage current per output does the data sheet specify at "
    "85 °C?",
    ["DRV8833"],
    [
        ev(
            "drv8833.pdf",
            6,
            "IOFF Off-state leakage current VM = 5 V, TJ = 25°C, VOUT = 0 V –1 1 μA",
        )
    ],
    "IOFF -1 .. 1 uA is specified at VM = 5 V and TJ = 25 C only (p6). Near miss: that row; the RDS(on) "
    "rows have TJ = 85 C maxima.",
    wording="formal",
)
trap(
    "rq81-u06",
    "medium",
    "What minimum die temperature does the TP4056 data sheet guarantee for the start of its "
    "constant-temperature (thermal regulation) mode, i.e. the lowest junction temperature at which it may "
    "begin to reduce the charge current?",
    ["TP4056"],
    [ev("tp4056.pdf", 5, "TLIM Constant Temperature 145 ℃")],
    "TLIM is a single typical 145 C (p5; the application text says approximately 140 C); no minimum. "
    "Near miss: the typical value.",
    wording="formal",
)
trap(
    "rq81-u07",
    "medium",
    "mcp73831 charging from a noisy usb supply. what's the GUARANTEED minimum supply ripple attenuation "
    "(psrr) from 10 hz to 1 khz?",
    ["MCP73831"],
    [ev("mcp73831.pdf", 3, "Supply Ripple Attenuation PSRR — 52 —- dB IOUT=10 mA, 10Hz to 1 kHz")],
    "PSRR 52 / 47 / 22 dB (to 1 kHz / 10 kHz / 1 MHz) are typical only, no min (p3); the PSRR curves are "
    "'not tested or guaranteed'. Near miss: the typical 52 dB.",
)
trap(
    "rq81-u08",
    "medium",
    "inmp441 for a speech recorder, the spec sheet I have to fill in wants a guaranteed minimum SNR. what "
    "minimum SNR (20 Hz - 20 kHz, A-weighted) does the inmp441 datasheet guarantee?",
    ["INMP441"],
    [
        ev("inmp441.pdf", 4, "Signal-to-Noise Ratio (SNR) 20 Hz to 20 kHz, A-weighted 61 dBA"),
        ev("inmp441.pdf", 4, "Typical specifications are not guaranteed."),
    ],
    "SNR is a typical 61 dBA and the table header says typical specifications are not guaranteed (p4). "
    "Near miss: sensitivity -29 / -26 / -23 dBFS, which does have limits.",
)
trap(
    "rq81-u09",
    "hard",
    "dht22 (am2302) powered from 3.3 V instead of 5 V. how much current does it draw while measuring at "
    "3.3 V?",
    ["DHT22"],
    [
        ev("dht22.pdf", 4, "[4] this value at VDD = 5.0V when the temperature"),
        ev("dht22.pdf", 4, "is 25℃, 2S / time, under the conditions of the"),
    ],
    "The power-consumption figures (dormancy, measuring 500 uA, average) carry note [4]: measured at VDD = "
    "5.0 V, 25 C, one reading per 2 s (p4). Nothing is given at 3.3 V. Near miss: the 5 V values.",
)
trap(
    "rq81-u10",
    "hard",
    "The MCP4725 resets at its power-on-reset threshold. What is the guaranteed maximum VPOR, i.e. the "
    "supply voltage above which the device is certain to leave reset?",
    ["MCP4725"],
    [ev("mcp4725.pdf", 3, "Power-On-Reset VPOR — 2 — V")],
    "VPOR is a single typical 2 V (p3; 'VPOR = 2V, typical' in the POR section); no min or max. Near miss: "
    "the typical value, VDD 2.7 .. 5.5 V.",
    wording="formal",
)

# ================================================================ compatibility (38)
# ---- compatible (13)
compat(
    "rq81-c01",
    "hard",
    "temperature controller: a tps63021 (fixed 3.3 V) with PS/SYNC tied to GND so power save is on at "
    "light load, supplies a max31865 and the led of a pc817 that isolates the heater signal. in power "
    "save the output sits a few % high. is the max31865 supply still guaranteed inside its range?",
    ["TPS63021", "MAX31865", "PC817"],
    "compatible",
    [
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021, PS/SYNC = VIN (PWM)",
        ),
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD, recommended"),
    ],
    [TPS21_OUT, TPS_PS, TPS_PS2, M65_VDD],
    "PWM output 3.267 .. 3.333 V; in PS mode the regulation is +0.6 % .. +5 % referred to VFB_PWM, so at "
    "worst 3.333 x 1.05 = 3.50 V (and at least 3.29 V): inside 3.0 .. 3.6 V. The PC817 LED is a bystander.",
)
compat(
    "rq81-c02",
    "medium",
    "greenhouse shed, up to 45 C inside: an INA219B measures the pump current, an MQ-3 and an SRD relay "
    "are on the same board. I need the current reading guaranteed within +-0.5 % over the whole "
    "-25..85 C range. does the B grade do that?",
    ["INA219", "MQ-3", "SRD-05VDC-SL-C"],
    "compatible",
    [
        it(
            "INA219",
            "accuracy",
            "%",
            mn=-0.5,
            mx=0.5,
            q="current",
            cond="INA219B current measurement error over TA = -25 .. 85 C (INA219A: +-1 %)",
        )
    ],
    [INA219_ERR_T, INA219_B],
    "INA219B: +-0.3 % at 25 C, +-0.5 % over -25 .. 85 C (improved specification, note 4); meets +-0.5 %. "
    "The A grade would only give +-1 % over temperature (i02).",
)
compat(
    "rq81-c03",
    "medium",
    "aquarium controller: ds18b20 in the tank (24-28 C), tm1637 shows the temp, irlz44n switches the "
    "heater. i want the reading guaranteed within +-0.5 C in that range, not just typically. ok?",
    ["DS18B20", "TM1637", "IRLZ44N"],
    "compatible",
    [
        it(
            "DS18B20",
            "accuracy",
            "°C",
            mn=-0.5,
            mx=0.5,
            q="temperature",
            cond="thermometer error, -10 .. +85 C",
        ),
    ],
    [DS18_05],
    "tERR +-0.5 C (MAX column) from -10 to +85 C; 24-28 C is inside.",
)
compat(
    "rq81-c04",
    "hard",
    "acs712elctr-05b measuring a 3 A motor in a box that stays between 0 and 70 C. the code uses the "
    "nominal 185 mV/A with no calibration and I can accept a +-5 % gain error from the sensor. covered "
    "by the datasheet limits? an l298n drives the motor, an mcp2515 reports over can.",
    ["ACS712", "L298N", "MCP2515"],
    "compatible",
    [
        it(
            "ACS712",
            "sensitivity",
            "mV/A",
            mn=178,
            mx=193,
            q="current",
            cond="x05A, SensTOP over full range of IP and TOP",
        ),
    ],
    [ACS_HDR05, ACS_05],
    "SensTOP 178 .. 193 mV/A over TOP = -40 .. 85 C, i.e. -3.8 % .. +4.3 % of 185 mV/A; within +-5 %. "
    "(At -40 C the sensitivity may shift up to 9 % outside the limits, not relevant for 0 .. 70 C.)",
)
compat(
    "rq81-c05",
    "medium",
    "An LM35CZ is read by an ADS1115 in a laboratory held at 25 °C; a MAX7219 display shows the value. "
    "The application requires a guaranteed (production-tested) sensor accuracy of ±1 °C at 25 °C. Does "
    "the LM35C meet this?",
    ["LM35", "ADS1115", "MAX7219"],
    "compatible",
    [
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-1,
            mx=1,
            q="temperature",
            cond="LM35 / LM35C, TA = 25 C, tested limit (typ +-0.4 C)",
        ),
    ],
    [LM35C_25, LM35_TESTED],
    "LM35 and LM35C: typ +-0.4 C, tested limit +-1 C at 25 C (tested limits are 100 % production tested). "
    "The LM35D would give +-1.5 C (i05).",
    wording="formal",
)
compat(
    "rq81-c06",
    "medium",
    "An ESP32-WROOM-32 data logger stores its records in a W25Q64FV and reads a BH1750 light sensor. The "
    "firmware aborts a 4 KB sector erase after 500 ms and then flags the flash as defective. Will every "
    "W25Q64FV that meets its specification finish the erase within that time?",
    ["W25Q64FV", "ESP32-WROOM-32", "BH1750"],
    "compatible",
    [it("W25Q64FV", "response_time", "ms", mx=400, cond="tSE sector erase (4 KB), max")],
    [W25_TSE],
    "tSE max 400 ms (typical 45 or 60 ms depending on the part number); a 500 ms timeout is never hit by "
    "a part within specification.",
    wording="formal",
)
compat(
    "rq81-c07",
    "medium",
    "smoker controller: max31855k with a type k probe in the 100-300 C range, the electronics box stays "
    "at 10-40 C. dht11 for the outside air, srd relay for the fan. need the thermocouple reading within "
    "+-3 C (converter error only). ok?",
    ["MAX31855", "DHT11", "SRD-05VDC-SL-C"],
    "compatible",
    [
        it(
            "MAX31855",
            "accuracy",
            "°C",
            mn=-2,
            mx=2,
            q="temperature",
            cond="MAX31855K gain and offset error, TC -200 .. +700 C, TA = -20 .. +85 C (guaranteed by design)",
        )
    ],
    [M55_2],
    "MAX31855K: +-2 C for thermocouple -200 .. +700 C with TA -20 .. +85 C (note 3: guaranteed by design, "
    "not production tested). Within +-3 C.",
)
compat(
    "rq81-c08",
    "medium",
    "A greenhouse between 15 °C and 40 °C is monitored by an Si7021; an MCP4725 sets the vent motor "
    "speed and an INA3221 logs the supply rails. The temperature reading must be guaranteed within "
    "±0.5 °C. Does the Si7021 specification cover this?",
    ["Si7021", "MCP4725", "INA3221"],
    "compatible",
    [
        it(
            "Si7021",
            "accuracy",
            "°C",
            mn=-0.4,
            mx=0.4,
            q="temperature",
            cond="-10 C < tA < 85 C, max (typ +-0.3)",
        )
    ],
    [SI_T],
    "Temperature accuracy +-0.3 typ, +-0.4 C max for -10 .. 85 C (p9).",
    wording="formal",
)
compat(
    "rq81-c09",
    "medium",
    "MCP73831-2ACI charging a LiPo whose maker allows at most 4.25 V, board indoors at 20-30 C; a MAX44009 "
    "and an HMC5883L run from the cell through an LDO. is the charger's float voltage guaranteed to stay "
    "under 4.25 V?",
    ["MCP73831", "MAX44009", "HMC5883L"],
    "compatible",
    [
        it(
            "MCP73831",
            "output_voltage",
            "V",
            mn=4.168,
            typ=4.2,
            mx=4.232,
            cond="VREG, MCP7383X-2, TA = -5 .. +55 C",
        )
    ],
    [MCP738_VREG, MCP738_TA],
    "VREG 4.168 .. 4.232 V for the -2 option, specified for TA = -5 .. +55 C; 20 .. 30 C is inside, "
    "4.232 V < 4.25 V.",
)
compat(
    "rq81-c10",
    "medium",
    "ams1117-3.3 fed from a solid 5.0 V usb rail, load about 300 mA (an nrf24l01+ and a ccs811 plus the "
    "mcu). is there enough headroom for the worst-case dropout?",
    ["AMS1117", "nRF24L01+", "CCS811"],
    "compatible",
    [
        it(
            "AMS1117",
            "dropout_voltage",
            "V",
            typ=1.1,
            mx=1.3,
            cond="IOUT = 1 A, specified over the full output current range",
        )
    ],
    [AMS_DROP, AMS_NOTE4],
    "Dropout max 1.3 V (note 4: over the full output current range); 5.0 - 3.3 = 1.7 V. Current limit min "
    "900 mA.",
)
compat(
    "rq81-c11",
    "hard",
    "esp32-wroom-32 node in a barn, 802.11b only. the link budget needs at least 17 dBm of tx power, "
    "guaranteed, not typical. a ds3231 timestamps and an mq-2 sniffs for smoke. does the module give "
    "that?",
    ["ESP32-WROOM-32", "DS3231", "MQ-2"],
    "compatible",
    [it("ESP32-WROOM-32", "tx_power", "dBm", mn=17.5, typ=18.5, mx=20, cond="11b mode")],
    [ESP_11B],
    "TX power in 11b mode: min 17.5, typ 18.5, max 20 dBm. (In 11n MCS7 only 12 dBm min, i12.)",
)
compat(
    "rq81-c12",
    "hard",
    "drv8833 at VM = 5 V driving a 1 A motor, die at 85 C in the worst case. the motor needs at least "
    "4.3 V across it, so the bridge (high side + low side fet) may drop at most 0.7 V. guaranteed? a "
    "vl53l0x and an hx711 load cell amp are on the same robot.",
    ["DRV8833", "VL53L0X", "HX711"],
    "compatible",
    [
        it(
            "DRV8833",
            "on_resistance",
            "mΩ",
            mx=325,
            cond="HS FET, VM = 5 V, IO = 500 mA, TJ = 85 C",
        ),
        it(
            "DRV8833",
            "on_resistance",
            "mΩ",
            mx=275,
            cond="LS FET, VM = 5 V, IO = 500 mA, TJ = 85 C",
        ),
    ],
    [DRV_HS5, DRV_LS5],
    "At VM = 5 V, TJ = 85 C: HS max 325 + LS max 275 = 600 mOhm -> 0.6 V at 1 A (typical at 25 C: "
    "200 + 160 mOhm). The maxima are stated at 500 mA; RDS(on) is taken as current-independent.",
)
compat(
    "rq81-c13",
    "hard",
    "Ein INMP441 soll bei 94 dB SPL (1 kHz) mindestens -30 dBFS liefern, und zwar garantiert über "
    "Temperatur und Versorgung, nicht nur typisch. Ein PCF8563 liefert Zeitstempel, ein XC6206 die 3,3 V. "
    "Erfüllt das INMP441-Datenblatt diese Anforderung?",
    ["INMP441", "PCF8563", "XC6206"],
    "compatible",
    [],
    [INMP_SENS, INMP_GUAR],
    "Sensitivity -29 / -26 / -23 dBFS at 1 kHz, 94 dB SPL; min/max are guaranteed across temperature, "
    "voltage and clock (table 1 header). -29 dBFS >= -30 dBFS. No item: dBFS is not a unit score.py "
    "converts.",
    wording="formal",
    lang="de",
)
# ---- incompatible (13)
compat(
    "rq81-i01",
    "hard",
    "2xAA -> tps63021 (3.3 V) with PS/SYNC to GND to save battery at light load. it feeds an mpu-6050 "
    "and an hx711. typical output in power save is only ~3 % high, so ~3.4 V. but is the mpu-6050 VDD "
    "guaranteed to stay in its range?",
    ["TPS63021", "MPU-6050", "HX711"],
    "incompatible",
    [
        it(
            "TPS63021",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="TPS63021, PS/SYNC = VIN (PWM)",
        ),
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating voltages"),
    ],
    [TPS21_OUT, TPS_PS, TPS_PS2, MPU_VDD],
    "In PS mode the output regulation is +0.6 % .. +5 % referred to VFB_PWM: up to 3.333 x 1.05 = 3.50 V "
    "(3.465 V even from the nominal 3.3 V), above the MPU-6050's 3.46 V maximum; typically (+3 %) it "
    "would be about 3.40 V. With PS/SYNC high (PWM) it would fit.",
)
compat(
    "rq81-i02",
    "medium",
    "Solar charge logger in a shed that reaches 70 °C: an INA219A (A grade) measures the charge current, "
    "an LM2596 makes the 5 V and a DS18B20 measures the shed. The current reading must be guaranteed "
    "within ±0.5 % at 70 °C. Is the INA219A adequate?",
    ["INA219", "LM2596", "DS18B20"],
    "incompatible",
    [
        it(
            "INA219",
            "accuracy",
            "%",
            mn=-1,
            mx=1,
            q="current",
            cond="INA219A current measurement error over TA = -25 .. 85 C (+-0.5 % only at 25 C)",
        )
    ],
    [INA219_ERR, INA219_ERR_T],
    "INA219A: +-0.5 % max at 25 C but +-1 % over -25 .. 85 C; 70 C is only covered by the +-1 % limit.",
    wording="formal",
)
compat(
    "rq81-i03",
    "medium",
    "kettle project: ds18b20 glued to the pot, i want to hold 95 C within +-0.5 C guaranteed. srd relay "
    "switches the heater, an si7021 logs the kitchen humidity. is the ds18b20 spec good enough up there?",
    ["DS18B20", "SRD-05VDC-SL-C", "Si7021"],
    "incompatible",
    [
        it("DS18B20", "accuracy", "°C", mn=-0.5, mx=0.5, q="temperature", cond="-10 .. +85 C"),
        it("DS18B20", "accuracy", "°C", mn=-2, mx=2, q="temperature", cond="-55 .. +125 C"),
    ],
    [DS18_05, DS18_2],
    "+-0.5 C only from -10 to +85 C; at 95 C the guaranteed error is +-2 C.",
)
compat(
    "rq81-i04",
    "hard",
    "acs712elctr-20a, box between 0 and 70 c, no per-unit calibration; i need the gain within +-2 % of "
    "the nominal 100 mV/A. an ina3221 watches the rails and a pc817 isolates the alarm. does the acs712 "
    "guarantee that?",
    ["ACS712", "INA3221", "PC817"],
    "incompatible",
    [
        it(
            "ACS712",
            "sensitivity",
            "mV/A",
            mn=97,
            mx=103,
            q="current",
            cond="x20A, SensTOP over full range of IP and TOP",
        )
    ],
    [ACS_HDR20, ACS_20],
    "x20A SensTOP 97 .. 103 mV/A = +-3 % of 100 mV/A over TOP; +-2 % is not guaranteed (typical is "
    "100 mV/A at 25 C).",
)
compat(
    "rq81-i05",
    "hard",
    "lm35dz on a breadboard, room is a steady 25 c. hx711 and a 74hc595 are on the same arduino. the "
    "brief says +-1 c guaranteed at 25 c. typical for the D is +-0.6 so fine, right?",
    ["LM35", "HX711", "74HC595"],
    "incompatible",
    [
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-1.5,
            mx=1.5,
            q="temperature",
            cond="LM35D, TA = 25 C, tested limit (typ +-0.6)",
        )
    ],
    [LM35D_25, LM35_TESTED],
    "LM35D at 25 C: typ +-0.6 C, tested limit +-1.5 C; the guarantee is +-1.5, not +-1 C.",
)
compat(
    "rq81-i06",
    "hard",
    "mcp3008 running from 2.7 V (VDD = VREF) on a coin-cell-ish supply, sampling a tmp36; an ina219 logs "
    "the current. i want 100 ksps. will it keep up at that voltage?",
    ["MCP3008", "TMP36", "INA219"],
    "incompatible",
    [
        it(
            "MCP3008",
            "data_rate",
            "ksps",
            mx=75,
            cond="throughput rate, VDD = VREF = 2.7 V (200 ksps at 5 V)",
        )
    ],
    [MCP3008_FS],
    "fSAMPLE max 200 ksps at VDD = VREF = 5 V but 75 ksps at 2.7 V.",
)
compat(
    "rq81-i07",
    "hard",
    "audio event logger: inmp441 samples, w25q64 stores, mcp2515 sends alerts on can. the firmware gives "
    "each 256-byte page program 1 ms before it flags an error. typical is 0.45 ms so fine?",
    ["W25Q64FV", "INMP441", "MCP2515"],
    "incompatible",
    [it("W25Q64FV", "response_time", "ms", typ=0.45, mx=3, cond="tPP page program time")],
    [W25_TPP],
    "tPP typ 0.45 ms, max 3 ms; a 1 ms timeout can flag healthy parts.",
)
compat(
    "rq81-i08",
    "medium",
    "pottery kiln: max31855k + type k thermocouple, firing to 1000 C, electronics at room temp. need "
    "+-3 C from the converter at the top temperature. an srd relay switches the contactor and a dht22 "
    "logs the studio. ok?",
    ["MAX31855", "SRD-05VDC-SL-C", "DHT22"],
    "incompatible",
    [
        it(
            "MAX31855",
            "accuracy",
            "°C",
            mn=-4,
            mx=4,
            q="temperature",
            cond="MAX31855K, TC +700 .. +1350 C, TA -20 .. +85 C",
        )
    ],
    [M55_4],
    "Above +700 C the MAX31855K error is +-4 C (TA -20 .. +85 C); +-3 C is not guaranteed at 1000 C.",
)
compat(
    "rq81-i09",
    "hard",
    "An AMS1117-3.3 is fed from a 4.5 V rail (three alkaline cells, fresh) and must deliver 1 A for an "
    "ESP32-WROOM-32 Wi-Fi burst plus LEDs; a DHT22 is also on the rail. The typical dropout is 1.1 V. Is "
    "regulation guaranteed at 1 A?",
    ["AMS1117", "ESP32-WROOM-32", "DHT22"],
    "incompatible",
    [it("AMS1117", "dropout_voltage", "V", typ=1.1, mx=1.3, cond="IOUT = 1 A")],
    [AMS_DROP, AMS_ILIM],
    "Dropout typ 1.1, max 1.3 V at 1 A; 4.5 - 3.3 = 1.2 V is below the guaranteed 1.3 V (the current "
    "limit, min 900 mA, does not guarantee 1 A either).",
    wording="formal",
)
compat(
    "rq81-i10",
    "hard",
    "tmp36gt9 read by an ads1115, hc-sr04 on the same robot. i need +-2 C at 25 C "
    "guaranteed, the typical is +-1 C. good?",
    ["TMP36", "ADS1115", "HC-SR04"],
    "incompatible",
    [
        it(
            "TMP36",
            "accuracy",
            "°C",
            mn=-3,
            mx=3,
            q="temperature",
            cond="G grade (TMP36GT9), TA = 25 C (typ +-1)",
        )
    ],
    [TMP36_G, TMP36_GT9],
    "TMP36GT9 is the G grade (ordering guide +-3.0 C max at 25 C); G grade: typ +-1, max +-3 C at 25 C. "
    "Only the F grade gives +-2 C.",
)
compat(
    "rq81-i11",
    "medium",
    "A light meter uses an uncalibrated BH1750 and shows the result on a MAX7219 display; an MQ-2 shares "
    "the board. Every unit must read within ±20 % of the true illuminance without calibration. Is this "
    "guaranteed by the BH1750 specification?",
    ["BH1750", "MAX7219", "MQ-2"],
    "incompatible",
    [],
    [BH_ACC],
    "Measurement accuracy (sensor out / actual) 0.96 / 1.2 / 1.44 times; up to +44 % is within spec. No "
    "item: 'times' is not a unit score.py converts.",
    wording="formal",
)
compat(
    "rq81-i12",
    "hard",
    "esp32-wroom-32 in 802.11n at MCS7, link budget needs 13 dBm minimum from the module. an hmc5883l and "
    "a ccs811 are on the board. the typical is 13 dBm, so it's guaranteed, right?",
    ["ESP32-WROOM-32", "HMC5883L", "CCS811"],
    "incompatible",
    [it("ESP32-WROOM-32", "tx_power", "dBm", mn=12, typ=13, mx=14, cond="11n, MCS7")],
    [ESP_11N],
    "11n MCS7 TX power: min 12, typ 13, max 14 dBm; 13 dBm is only typical.",
)
compat(
    "rq81-i13",
    "hard",
    "A DRV8833 is run with VM = 2.7 V and drives a 1 A load with the die at 85 °C; an MPU-6050 and a DHT11 "
    "share the board. The design allows at most 0.6 V total drop across the conducting high-side and "
    "low-side FETs. Is this guaranteed?",
    ["DRV8833", "MPU-6050", "DHT11"],
    "incompatible",
    [
        it(
            "DRV8833",
            "on_resistance",
            "mΩ",
            mx=350,
            cond="HS FET, VM = 2.7 V, IO = 500 mA, TJ = 85 C",
        ),
        it(
            "DRV8833",
            "on_resistance",
            "mΩ",
            mx=300,
            cond="LS FET, VM = 2.7 V, IO = 500 mA, TJ = 85 C",
        ),
    ],
    [DRV_HS27, DRV_LS27],
    "At VM = 2.7 V, TJ = 85 C: 350 + 300 = 650 mOhm -> 0.65 V at 1 A, above 0.6 V (at VM = 5 V it would be "
    "0.6 V, c12). Maxima are stated at 500 mA; RDS(on) taken as current-independent.",
    wording="formal",
)
# ---- insufficient_evidence (12)
compat(
    "rq81-e01",
    "hard",
    "mcp73831-2 charger in a car dashboard gadget, cabin hits 70 c in summer while it charges. nrf24l01+ "
    "and an l298n are on the same board. is the 4.2 v float still guaranteed below 4.25 v at 70 c?",
    ["MCP73831", "nRF24L01+", "L298N"],
    "insufficient_evidence",
    [],
    [MCP738_VREG, MCP738_TA],
    "VREG limits 4.168 .. 4.232 V are stated for TA = -5 .. +55 C only; nothing is guaranteed at 70 C.",
)
compat(
    "rq81-e02",
    "medium",
    "nrf24l01+ link at 250 kbps, my budget needs a guaranteed -90 dBm receiver sensitivity (worst part, "
    "not typical). the node also has a ds3231 and a max44009. does the datasheet guarantee it?",
    ["nRF24L01+", "DS3231", "MAX44009"],
    "insufficient_evidence",
    [],
    [NRF_HDR, NRF_250],
    "RX sensitivity -94 dBm at 250 kbps is in the typical column only; no minimum is given.",
)
compat(
    "rq81-e03",
    "hard",
    "ccs811 air sensor, bh1750 and a w25q64 all on 3.3 V from one ldo. i want the ccs811 measuring "
    "current at 3.3 V for the ldo budget, is it in the sheet?",
    ["CCS811", "BH1750", "W25Q64FV"],
    "insufficient_evidence",
    [],
    [CCS_IDD, CCS_N3],
    "The supply current values (26 mA measuring, 0.7 mA average, 19 uA sleep) are stated at 1.8 V; note 3: "
    "typical values for a 1.8 V supply. No figure at 3.3 V.",
)
compat(
    "rq81-e04",
    "medium",
    "A battery-powered compass runs an HMC5883L in continuous-measurement mode at 7.5 Hz; a PCF8563 wakes "
    "the microcontroller and a TP4056 charges the cell. The power budget requires a guaranteed maximum "
    "average current for the HMC5883L in that mode. Does the data sheet provide one?",
    ["HMC5883L", "PCF8563", "TP4056"],
    "insufficient_evidence",
    [],
    [HMC_MEAS],
    "Average current draw in measurement mode (7.5 Hz ODR) is 100 uA typical only; min and max are '-'.",
    wording="formal",
)
compat(
    "rq81-e05",
    "hard",
    "Solar battery box: an LM2596 converts 12 V to 5 V at up to 3 A for an L298N motor driver; an "
    "INA3221 logs the rails. The thermal budget assumes a converter efficiency of at least 70 % at that "
    "operating point, guaranteed. Does the LM2596 data sheet support this?",
    ["LM2596", "L298N", "INA3221"],
    "insufficient_evidence",
    [],
    [LM2596_EFF],
    "Efficiency at Vin = 12 V, ILoad = 3 A, Vout = 5 V is 73 % typical with no minimum; no guarantee of "
    "70 %.",
    wording="formal",
)
compat(
    "rq81-e06",
    "hard",
    "mcp3008 with VDD = VREF = 2.7 V reading a tmp36 (also on 2.7 V), an hx711 weighs the sample. i need "
    "+-1 lsb INL guaranteed at that supply. the table says +-1 lsb max, does that hold at 2.7 V?",
    ["MCP3008", "TMP36", "HX711"],
    "insufficient_evidence",
    [],
    [
        ev("mcp3008.pdf", 3, "Integral Nonlinearity INL — ±0.5 ±1 LSB"),
        ev("mcp3008.pdf", 3, "2: See graphs that relate linearity performance to VREF levels."),
    ],
    "Unless otherwise noted the table applies at VDD = VREF = 5 V; only the throughput has a 2.7 V row. "
    "Linearity versus VREF is shown in typical performance graphs only (note 2).",
)
compat(
    "rq81-e07",
    "hard",
    "vl53l0x on a 3.3 V AVDD (from a tps63021), robot working in a 50 C greenhouse; a max44009 too. the "
    "spec table promises ranging out to 1.2 m on white in the dark at 33 ms. is that guaranteed at 3.3 V "
    "and 50 C?",
    ["VL53L0X", "TPS63021", "MAX44009"],
    "insufficient_evidence",
    [],
    [VL_T11, VL_MIN, VL_COND, VL_GUAR],
    "Table 11 (minimum 120 cm, white, indoor, 33 ms) is for the bare module at 23 C and nominal 2.8 V; the "
    "distances are guaranteed for a 94 % detection rate under those conditions. Nothing is stated for "
    "AVDD = 3.3 V or 50 C.",
)
compat(
    "rq81-e08",
    "medium",
    "mcp4725 generating a ramp for a test jig, an ads1115 reads it back and an lm2596 makes the 5 V rail. i "
    "need at least 0.5 V/us slew, guaranteed. the sheet says 0.55 typ - is there a min?",
    ["MCP4725", "ADS1115", "LM2596"],
    "insufficient_evidence",
    [],
    [MCP4725_SR],
    "Slew rate 0.55 V/us typical only, no minimum (p3).",
)
compat(
    "rq81-e09",
    "medium",
    "A battery clock uses a PCF8563; its VDD drifts from 3.0 V to 2.2 V over the battery life. A MAX31865 "
    "and a DHT11 share the board. The clock must be guaranteed to stay within ±2 ppm of its 3 V frequency "
    "over that VDD range. Does the PCF8563 data sheet guarantee this?",
    ["PCF8563", "MAX31865", "DHT11"],
    "insufficient_evidence",
    [],
    [PCF_FIG26T, PCF_FIG26, PCF_DF],
    "Frequency deviation versus VDD is only a characteristic curve (Fig. 26, Tamb = 25 C, normalized to "
    "VDD = 3 V) and a typical 0.2 ppm for a 200 mV VDD step (table 30, no min / max); no guaranteed limit.",
    wording="formal",
)
compat(
    "rq81-e10",
    "medium",
    "An Si7021 monitors a museum display case and is calibrated once at installation; an HC-SR04 counts "
    "visitors and an MQ-2 detects smoke. The conservator requires a guaranteed RH drift below 0.5 %RH per "
    "year. Does the Si7021 data sheet guarantee this?",
    ["Si7021", "HC-SR04", "MQ-2"],
    "insufficient_evidence",
    [],
    [SI_LTS],
    "RH long-term stability < 0.25 %RH/yr is in the typical column (note 3: at typical room conditions); "
    "no guaranteed maximum.",
    wording="formal",
)
compat(
    "rq81-e11",
    "hard",
    "ds3231 clock for a data logger that must stay within 2 ppm aging per year, guaranteed by the maker. "
    "74hc595 drives leds, an mcp2515 sends the logs over can. does the ds3231 sheet guarantee the aging?",
    ["DS3231", "74HC595", "MCP2515"],
    "insufficient_evidence",
    [],
    [DS3231_AGE1, DS3231_AGE2],
    "Crystal aging +-1.0 ppm (first year) and +-5.0 ppm (0-10 years) after reflow are typical values and "
    "'not production tested'; no guaranteed limit.",
)
compat(
    "rq81-e12",
    "hard",
    "breathalyser prototype: mq-3 used at about 35 C and 85 %RH inside the mouthpiece housing, an irlz44n "
    "switches the heater, a pc817 isolates the output. is the sensing resistance at 0.4 mg/L still "
    "guaranteed within the 1-8 MOhm of the table there?",
    ["MQ-3", "IRLZ44N", "PC817"],
    "insufficient_evidence",
    [],
    [MQ3_RS, MQ3_STD, MQ3_STD2, MQ3_FIG4],
    "Rs 1 .. 8 MOhm at 0.4 mg/L is for the standard detecting condition (20 +- 2 C, 65 +- 5 %RH, Vc = Vh = "
    "5 V); Fig. 4 shows only the typical temperature / humidity dependence.",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    out.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in Q), encoding="utf-8")
    print(f"{len(Q)} questions -> {out}")
