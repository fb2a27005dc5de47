"""realq82: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: heat and power. Package thermal resistance and the board / airflow it assumes, maximum junction
temperature, continuous power dissipation and its derating with ambient temperature, dissipation of
regulators, drivers, switches, chargers and sensors under a given load, and builds whose verdict depends on
that dissipation. About two thirds casual, one third formal; one question in French, one in Spanish.

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
AMS_SOT223 = ev("ams1117.pdf", 2, "SOT-223 package ϕ JA= 90°C/W*")
AMS_CTRL = ev("ams1117.pdf", 2, "Control Section -40°C to 125°C")
AMS_N2 = ev(
    "ams1117.pdf",
    3,
    "Note 2: Line and Load regulation are guaranteed up to the maximum power dissipation of 1.2 W.",
)
AMS_PD = ev("ams1117.pdf", 5, "PD = ( VIN - VOUT )( IOUT )")
AMS_TJ = ev("ams1117.pdf", 5, "Maximum junction temperature must not exceed 125°C.")
AMS_T2500 = ev("ams1117.pdf", 5, "2500 Sq. mm 2500 Sq. mm 2500 Sq. mm 45°C/W")
AMS_T1000 = ev("ams1117.pdf", 5, "1000 Sq. mm 2500 Sq. mm 2500 Sq. mm 45°C/W")
ESP_IVDD = ev("esp32-wroom-32.pdf", 15, "Current delivered by external power supply 0.5 - - A")
MQ2_PH = ev("mq-2.pdf", 3, "Heater consumption PH ≤950mW")
MQ2_RH = ev("mq-2.pdf", 3, "Heater Resistance RH 30Ω±3Ω")
LM2596_RJA = ev("lm2596.pdf", 2, "Thermal Resistance, Junction−to−Ambient RqJA 65 °C/W")
LM2596_TJOP = ev("lm2596.pdf", 3, "Operating Junction Temperature Range TJ −40 to +125 °C")
LM2596_VSAT = ev("lm2596.pdf", 4, "Saturation Voltage (Iout = 3.0 A, Notes 3 and 4) Vsat 1.5 1.8 V")
LM2596_IQ = ev("lm2596.pdf", 4, "Quiescent Current (Note 5) IQ 5.0 10 mA")
LM2596_PD = ev("lm2596.pdf", 17, "PD = (Vin x IQ) + d x ILoad x Vsat")
LM2596_FREE = ev("lm2596.pdf", 17, "TJ = (RqJA) (PD) + TA")
L298_IO = ev("l298n.pdf", 2, "–DC Operation 2 A")
L298_PTOT = ev("l298n.pdf", 2, "Total Power Dissipation (Tcase = 75°C) 25 W")
L298_TOP = ev("l298n.pdf", 2, "Top Junction Operating Temperature –25 to 130 °C")
L298_RTH = ev("l298n.pdf", 2, "Rth j-amb Thermal Resistance Junction-ambient Max. 13 (*) 35 °C/W")
L298_RJC = ev("l298n.pdf", 2, "Rth j-case Thermal Resistance Junction-case Max. – 3 °C/W")
L298_ALU = ev("l298n.pdf", 2, "(*) Mounted on aluminum substrate")
L298_DROP = ev("l298n.pdf", 3, "VCEsat Total Drop IL = 1A (5) 1.80 3.2 V")
DRV_RJA = ev("drv8833.pdf", 5, "RθJA Junction-to-ambient thermal resistance 40.5 37.2 103.1 °C/W")
DRV_HS = ev("drv8833.pdf", 6, "VM = 5 V, IO = 500 mA, TJ = 85°C 325")
DRV_LS = ev("drv8833.pdf", 6, "VM = 5 V, IO = 500 mA, TJ = 85°C 275")
DRV_TSD = ev("drv8833.pdf", 6, "tTSD Thermal shutdown temperature Die temperature 150 160 180 °C")
DRV_SW = ev("drv8833.pdf", 16, "These switching losses are typically on the order of 10%")
DRV_PW = ev("drv8833.pdf", 1, "– 500-mA RMS, 2-A Peak per H-Bridge in PW")
DRV_PWP = ev("drv8833.pdf", 1, "– 1.5-A RMS, 2-A Peak per H-Bridge in PWP")
DRV_IOUT = ev("drv8833.pdf", 1, "Output Current (at VM = 5 V, 25°C)")
DRV_PCB = ev(
    "drv8833.pdf",
    16,
    "However, for accurate data, the actual PCB design must be analyzed through measurement",
)
IRL_RDS = ev(
    "irlz44n.pdf", 2, "RDS(on) Static Drain-to-Source On-Resistance ––– ––– 0.025 Ω VGS = 5.0V"
)
IRL_RJA = ev("irlz44n.pdf", 1, "RθJA Junction-to-Ambient –––– –––– 62")
IRL_TJ = ev("irlz44n.pdf", 1, "TJ Operating Junction and -55 to + 175")
IRL_RJC = ev("irlz44n.pdf", 1, "RθJC Junction-to-Case –––– –––– 1.4")
IRL_RCS = ev("irlz44n.pdf", 1, "RθCS Case-to-Sink, Flat, Greased Surface –––– 0.50 –––– °C/W")
XC_PD = ev("xc6206.pdf", 3, "250")
XC_SOT23 = ev("xc6206.pdf", 3, "SOT-23")
XC_IOUT = ev("xc6206.pdf", 3, "OUT≦Pd / (VIN-VOUT)")
XC_B85 = ev("xc6206.pdf", 15, "85 200")
NRF_RX2M = ev("nrf24l01p.pdf", 14, "IVDD_2M Supply current 2Mbps 13.5 mA")
NRF_PD = ev("nrf24l01p.pdf", 12, "PD (TA=85°C) 60 mW")
NRF_TOP = ev("nrf24l01p.pdf", 12, "Operating Temperature -40 +85 °C")
MCP738_TSD = ev("mcp73831.pdf", 14, "ture exceeds 150°C. Charging will resume when the")
MCP738_TJ = ev("mcp73831.pdf", 5, "Operating Temperature Range TJ -40 — +125 °C")
MCP738_DFN = ev(
    "mcp73831.pdf", 5, "8-Lead, 2 mm x 3 mm, DFN JA — 76 — °C/W 4-Layer JC51-7 Standard"
)
MCP738_SOT = ev("mcp73831.pdf", 5, "5-Lead, SOT-23 JA — 230 — °C/W 4-Layer JC51-7 Standard")
MCP738_N2 = ev(
    "mcp73831.pdf",
    5,
    "With large copper area on the PCB, the SOT-23-5 thermal resistance (JA) can reach",
)
MCP738_REG = ev("mcp73831.pdf", 14, "The MCP73831/2 limit the charge current based on the")
MCP738_FIG = ev("mcp73831.pdf", 14, "FIGURE 4-2: Thermal Regulation.")
MCP738_IREG = ev("mcp73831.pdf", 1, "Programmable Charge Current: 15 mA to 500 mA")
MCP738_EX = ev("mcp73831.pdf", 18, "PowerDissipation =  5.5V – 2.7V   550mA = 1.54W")
TP_EX = ev("tp4056.pdf", 12, "with a voltage of 3.75V. Assuming θJA is")
TP_EX2 = ev("tp4056.pdf", 12, "125°C/W, at 25°C the charge current is")
TP_145 = ev("tp4056.pdf", 12, "approximately 145°C.")
TP_PROG = ev("tp4056.pdf", 2, "·Programmable Charge Current Up to")
TP_1000 = ev("tp4056.pdf", 2, "1000mA")
HC595_DIP = ev("74hc595.pdf", 6, "DIP16 package [1] - 750 mW")
HC595_SO = ev("74hc595.pdf", 6, "SO16 package [2] - 500 mW")
HC595_N1 = ev(
    "74hc595.pdf", 6, "[1] For DIP16 package: Ptot derates linearly with 12 mW/K above 70"
)
HC595_N2 = ev("74hc595.pdf", 6, "[2] For SO16 package: Ptot derates linearly with 8 mW/K above 70")
HC595_ICC = ev("74hc595.pdf", 6, "ICC supply current - 70 mA")
MAX7219_PD = ev("max7219.pdf", 11, "PD = (V+ x 8mA) + (V+ - VLED)(DUTY x ISEG x N)")
MAX7219_SO = ev("max7219.pdf", 11, "24 Wide SO +85°C/W")
MAX7219_TJ = ev("max7219.pdf", 11, "Maximum Junction Temperature (TJ) = +150°C")
MAX7219_E = ev("max7219.pdf", 2, "MAX7219E_G/MAX7221E_G.......................... -40°C to +85°C")
MAX7219_TJEQ = ev("max7219.pdf", 11, "TJ(MAX) = TA + PD x θJA")
ACS_RJA = ev("acs712.pdf", 4, "Junction-to-Ambient Thermal Resistance RθJA 23 °C/W")
ACS_BOARD = ev(
    "acs712.pdf", 4, "2The Allegro evaluation board has 1500 mm2 of 2 oz. copper on each side"
)
ACS_RP = ev("acs712.pdf", 4, "Primary Conductor Resistance RPRIMARY TA = 25°C – 1.2 – mΩ")
ACS_TJ = ev("acs712.pdf", 2, "Maximum Junction TJ(max) 165 ºC")
ACS_TA = ev("acs712.pdf", 2, "Nominal Operating Ambient Temperature TA Range E –40 to 85 ºC")
ACS_20A = ev("acs712.pdf", 2, "ACS712ELCTR-20A-T Tape and reel, 3000 pieces/reel –40 to 85 ±20 100")
ACS_N1 = ev(
    "acs712.pdf",
    4,
    "1Device may be operated at higher primary current levels, I , and ambient, T , and internal leadframe temperatures, T",
)
TMP36_ISY = ev("tmp36.pdf", 2, "Supply Current ISY (ON) Unloaded 50 µA")
TMP36_RT = ev("tmp36.pdf", 3, "SOT-23 (RT Suffix) 300 180 °C/W")
TMP36_SOCK = ev("tmp36.pdf", 3, "θJA is specified for device in socket (worst-case conditions).")
LM35_T1 = ev(
    "lm35.pdf", 8, "Table 1. Temperature Rise of LM35 Due To Self-heating (Thermal Resistance, θJA)"
)
LM35_STILL = ev("lm35.pdf", 8, "Still air 400°C/W 100°C/W 180°C/W 140°C/W 220°C/W 110°C/W 90°C/W")
LM35_IQ = ev("lm35.pdf", 5, "VS = 30 V 105.5 161 91.5 141")
PC817_PC = ev("pc817.pdf", 4, "Collector power dissipation PC 150 mW")
PC817_IC = ev("pc817.pdf", 4, "Collector current IC 50 mA")
DS18_PAR = ev("ds18b20.pdf", 7, "peratures above +100°C since the DS18B20 may not be")
DS18_PAR2 = ev("ds18b20.pdf", 7, "The use of parasite power is not recommended for tem-")
TM_PD = ev("tm1637.pdf", 9, "Power loss PD 400 mW")
TM_LIM = ev("tm1637.pdf", 9, "1、 Limit parameter (Ta = 25℃, Vss = 0 V)")
TPS_RJA = ev("tps63020.pdf", 5, "RθJA Junction-to-ambient thermal resistance 41.8 °C/W")
TPS_TJ = ev("tps63020.pdf", 5, "Operating junction temperature, TJ –40 125 °C")
TPS_TA = ev("tps63020.pdf", 5, "Operating free air temperature, TA –40 85 °C")
TPS_AIR = ev(
    "tps63020.pdf",
    24,
    "special attention to power dissipation. Many system-dependent issues such as thermal coupling, airflow, added",
)
HCSR_V = ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V")
HCSR_I = ev("hc-sr04.pdf", 1, "Working Current 15mA")
DHT22_HEAT = ev(
    "dht22.pdf",
    10,
    "the electronic components and mounted below the heat source, while maintaining good ventilation of the enclosure.",
)
MAX31865_VB = ev("max31865.pdf", 13, "be disabled to reduce power dissipation. Write 1 to this")
SRD_TA = ev("srd-05vdc-sl-c.pdf", 2, "Ambient Temperature -25°C to +70°C")

# ================================================================ answerable factual (13, all simple)
fact(
    "rq82-f01",
    "hard",
    "Designing the heatsinking for an lm2596 buck. The absolute max table says junction 150 C and the "
    "operating range goes to 125 C, but the thermal design section also mentions a lower number for a "
    "conservative design. What max junction temp does the sheet say not to exceed if I want to be safe?",
    ["LM2596"],
    [
        it(
            "LM2596",
            "operating_temperature",
            "°C",
            mx=110,
            cond="junction temperature for a conservative design (thermal analysis step 3); maximum "
            "allowed junction temperature is 125 C, absolute maximum 150 C",
        )
    ],
    [
        ev("lm2596.pdf", 17, "should not exceed 110°C to assure safe"),
        ev("lm2596.pdf", 17, "3. TJ(max) maximum allowed junction temperature"),
    ],
    "Thermal Analysis and Design, step 3 (p17): TJ(max) 125 C for the LM2596, for a conservative design "
    "should not exceed 110 C (each +10 C halves the lifetime). Look-alikes: maximum junction temperature "
    "150 C (p2 ratings), operating junction range -40..+125 C (p3, lm2596-e6).",
)
fact(
    "rq82-f02",
    "medium",
    "max31865 in the 20-pin SSOP (not the TQFN). what continuous power dissipation does the abs max table "
    "allow, and up to what ambient before derating starts?",
    ["MAX31865"],
    [
        it(
            "MAX31865",
            "power_consumption",
            "mW",
            mx=952.4,
            cond="continuous power dissipation, SSOP, TA = +70 C; derate 11.9 mW/C above +70 C "
            "(absolute maximum)",
        )
    ],
    [
        ev(
            "max31865.pdf",
            2,
            "SSOP (derate 11.9mW/°C above +70° C)...............952.4mW",
        )
    ],
    "Absolute maximum ratings (p2): SSOP 952.4 mW at TA = +70 C, derate 11.9 mW/C above. Look-alikes: TQFN "
    "2758.6 mW (derate 34.5 mW/C), theta-JA 84 C/W SSOP / 29 C/W TQFN; MAX31855 SO 470.6 mW (rq36-k01).",
)
fact(
    "rq82-f03",
    "medium",
    "ADS1115 : quelle est la température de jonction maximale indiquée dans les valeurs maximales "
    "absolues ?",
    ["ADS1115"],
    [
        it(
            "ADS1115",
            "operating_temperature",
            "°C",
            mx=150,
            cond="maximum junction temperature, absolute maximum ratings",
        )
    ],
    [ev("ads1115.pdf", 2, "Maximum junction temperature +150 °C")],
    "Absolute maximum ratings (p2): junction +150 C. Look-alikes: storage -60..+150 C (same 150), "
    "specified range -40..+125 C (the operating temperature row was deleted from the ratings in rev B, "
    "p28).",
    wording="formal",
    lang="fr",
)
fact(
    "rq82-f04",
    "medium",
    "tmp36 abs max ratings list an operating range up to 150 C and a separate number for the die. how hot "
    "may the dice junction itself get?",
    ["TMP36"],
    [
        it(
            "TMP36",
            "operating_temperature",
            "°C",
            mx=175,
            cond="dice junction temperature, absolute maximum ratings",
        )
    ],
    [
        ev(
            "tmp36.pdf",
            3,
            "Dice Junction Temperature . . . . . . . . . . . . . . . . . . . . . . 175°C",
        )
    ],
    "Absolute maximum ratings (p3): dice junction 175 C. Look-alikes: operating range -55..+150 C, storage "
    "-65..+160 C, lead temperature 300 C; TMP36 specified -40..+125 C.",
)
fact(
    "rq82-f05",
    "medium",
    "tp4056 charger board gets really hot at 1A. whats the max junction temperature the chip is rated for?",
    ["TP4056"],
    [
        it(
            "TP4056",
            "operating_temperature",
            "°C",
            mx=145,
            cond="maximum junction temperature (ratings list on p2); thermal regulation acts near the "
            "same temperature",
        )
    ],
    [ev("tp4056.pdf", 2, "Maximum Junction Temperature：145℃")],
    "Ratings list (p2): maximum junction temperature 145 C. Look-alikes: operating ambient -40..85 C, "
    "storage -65..125 C, lead temperature 260 C; p12: thermal feedback reduces the charge current when the "
    "junction reaches approximately 145 C.",
)
fact(
    "rq82-f06",
    "hard",
    "The MAX7219 'Computing Power Dissipation' section works an example (40 mA segments, 8 segments, duty "
    "31/32, VLED 1.8 V, V+ 5.25 V). For the CERDIP package, what maximum allowed ambient temperature does "
    "that example arrive at?",
    ["MAX7219"],
    [
        it(
            "MAX7219",
            "operating_temperature",
            "°C",
            mx=61.2,
            cond="maximum allowed ambient for the CERDIP package (theta-JA 80 C/W, TJ(max) 150 C, PD 1.11 W) "
            "in the dissipation example",
        ),
    ],
    [
        ev("max7219.pdf", 11, "150°C = TA +1.11W x 80°C/W"),
        ev("max7219.pdf", 11, "where TA = +61.2°C."),
        ev("max7219.pdf", 11, "Thus, for a CERDIP package (θJA = +80°C/W from"),
    ],
    "Dissipation example (p11): PD = 1.11 W (asked in rq63-f04), CERDIP TA = +61.2 C. Look-alikes: PDIP +66.7 C "
    "and SO +55.6 C in the same example (rq59-f06 asked the SO); maximum ambient +85 C and TJ +150 C in "
    "Table 12.",
    wording="formal",
)
fact(
    "rq82-f07",
    "medium",
    "xc6206 in sot-23: the Pd vs Ta curve on the packaging pages is drawn for a board mount. up to what "
    "junction temperature is that curve based on?",
    ["XC6206"],
    [
        it(
            "XC6206",
            "operating_temperature",
            "°C",
            mx=125,
            cond="Tj max of the board-mount power dissipation curve (SOT-23, 40 x 40 mm FR-4 board)",
        )
    ],
    [
        ev("xc6206.pdf", 15, "Board Mount (Tj max = 125℃)"),
        ev("xc6206.pdf", 15, "SOT-23 Power Dissipation"),
    ],
    "Packaging information, SOT-23 power dissipation (p15): 'Board Mount (Tj max = 125 C)'. Look-alikes: "
    "operating ambient -40..+85 C, storage -55..+125 C (same 125), board Pd 500 mW at 25 C / 200 mW at 85 C "
    "(rq35-f10), theta 200 C/W.",
)
fact(
    "rq82-f08",
    "medium",
    "What power dissipation does the XC6206 data sheet give for the SOT-89 package mounted on its 40 x 40 mm "
    "evaluation board at an ambient temperature of 25 °C?",
    ["XC6206"],
    [
        it(
            "XC6206",
            "power_consumption",
            "mW",
            mx=1000,
            cond="SOT-89, board mount (40 x 40 mm FR-4, 50 % copper both faces), natural convection, "
            "Ta = 25 C (reference data)",
        )
    ],
    [
        ev("xc6206.pdf", 16, "SOT-89 Power Dissipation"),
        ev("xc6206.pdf", 16, "25 1000"),
        ev("xc6206.pdf", 16, "Dimensions 40 x 40 mm (1600 mm2 in one side)"),
    ],
    "SOT-89 power dissipation page (p16): 1000 mW at 25 C, 400 mW at 85 C, 100 C/W. Look-alikes: 500 mW "
    "without board (rq81-f10 asked it), 1000 mW 'PCB mounted' in the ratings table (same number, p3), "
    "SOT-23 500 / 200 mW, USP-6B 1000 / 400 mW (rq73-f07).",
    wording="formal",
)
fact(
    "rq82-f09",
    "medium",
    "Besides the operating and storage temperature ranges, what junction temperature limit does the INA3221 "
    "absolute maximum ratings table specify?",
    ["INA3221"],
    [
        it(
            "INA3221",
            "operating_temperature",
            "°C",
            mx=150,
            cond="junction temperature TJ, absolute maximum ratings",
        )
    ],
    [ev("ina3221.pdf", 4, "Temperature Junction, TJ 150 °C")],
    "Absolute maximum ratings (p4): junction 150 C. Look-alikes: operating TA -40..125 C (same block and "
    "recommended conditions), storage -65..150 C (same 150), theta-JA 36.5 C/W.",
    wording="formal",
)
fact(
    "rq82-f10",
    "hard",
    "The TP4056 datasheet shows a way to get more charge current under thermal regulation by putting a "
    "resistor in series with the 5V supply (Fig.3). What charge current does its worked example come out "
    "at?",
    ["TP4056"],
    [
        it(
            "TP4056",
            "output_current",
            "mA",
            value=948,
            cond="IBAT of the Fig. 3 example (resistor in series with the 5 V supply), thermal mode; the "
            "circuit can then supply the 800 mA full-scale current at a higher temperature",
        )
    ],
    [
        ev("tp4056.pdf", 12, "IBAT = 948mA, which shows such a circuit"),
        ev("tp4056.pdf", 12, "can supply 800mA full-scale charge current"),
    ],
    "Increasing charge current with thermal mode (p12): IBAT = 948 mA, so the circuit can supply 800 mA at a "
    "higher temperature. Look-alikes: 800 mA programmed current, 3.75 V battery, theta-JA 125 C/W assumed, "
    "1000 mA maximum programmable, 1200 mA BAT pin rating (rq26-f05).",
)
fact(
    "rq82-f11",
    "medium",
    "mcp4725 dac: operating range is -40 to 125 C and storage goes to 150. what max junction temperature "
    "is listed?",
    ["MCP4725"],
    [
        it(
            "MCP4725",
            "operating_temperature",
            "°C",
            mx=150,
            cond="maximum junction temperature TJ, absolute maximum ratings",
        )
    ],
    [ev("mcp4725.pdf", 3, "Maximum Junction Temperature (TJ) ......................... +150°C")],
    "Absolute maximum ratings (p3): TJ +150 C. Look-alikes: ambient with power applied -55..+125 C, "
    "storage -65..+150 C (same 150), operating -40..+125 C (p5), theta-JA 190.5 C/W.",
)
fact(
    "rq82-f12",
    "medium",
    "What junction temperature does the INA219 absolute maximum ratings table allow?",
    ["INA219"],
    [
        it(
            "INA219",
            "operating_temperature",
            "°C",
            mx=150,
            cond="junction temperature TJ, absolute maximum ratings",
        )
    ],
    [ev("ina219.pdf", 4, "TJ Junction temperature 150 °C")],
    "Absolute maximum ratings (p4): TJ 150 C. Look-alikes: operating temperature -40..125 C in the same "
    "table, recommended TA -25..85 C, storage -65..150 C (same 150), theta-JA 111.3 / 135.4 C/W.",
    wording="formal",
)
fact(
    "rq82-f13",
    "medium",
    "Apart from the 60 A overcurrent transient tolerance, the ACS712 absolute maximum ratings list a maximum "
    "transient sensed current that is conditional on the junction temperature. What is that current?",
    ["ACS712"],
    [
        it(
            "ACS712",
            "peak_output_current",
            "A",
            mx=60,
            cond="maximum transient sensed current IR(max), condition TJ < TJ(max)",
        )
    ],
    [
        ev(
            "acs712.pdf",
            2,
            "Maximum Transient Sensed Current IR(max) Junction Temperature, TJ < TJ(max) 60 A",
        )
    ],
    "Absolute maximum ratings (p2): IR(max) 60 A for TJ < TJ(max). Look-alikes: overcurrent transient "
    "tolerance 60 A, 100 pulses of 250 ms (rq67-f04, same number, another row), TJ(max) 165 C, optimized "
    "ranges +-5 / 20 / 30 A.",
    wording="formal",
)

# ================================================================ factual insufficient_evidence (10)
trap(
    "rq82-u01",
    "hard",
    "max31855 breakout is a cheap 2-layer board. which junction-to-ambient thermal resistance does the "
    "datasheet give for the SO package on a two-layer board?",
    ["MAX31855"],
    [
        ev(
            "max31855.pdf",
            2,
            "Note 1: Package thermal resistances were obtained using the method described in JEDEC specification JESD51-7, using a four-layer",
        ),
        ev("max31855.pdf", 2, "Junction-to-Ambient Thermal Resistance (BJA).........170NC/W"),
    ],
    "Package thermal characteristics (p2): SO theta-JA 170 C/W and theta-JC 40 C/W, obtained on a four-layer "
    "JESD51-7 board (note 1); no two-layer value. Near miss: the four-layer figure; continuous power "
    "dissipation 470.6 mW at +70 C (rq36-k01).",
)
trap(
    "rq82-u02",
    "hard",
    "ams1117 in sot-223, tab soldered to a 500 mm2 top copper pad, nothing on the bottom layer. what "
    "junction-to-ambient thermal resistance does the datasheet give for that?",
    ["AMS1117"],
    [
        ev("ams1117.pdf", 5, "1000 Sq. mm 0 1000 Sq. mm 55°C/W"),
        ev("ams1117.pdf", 5, "225 Sq. mm 2500 Sq. mm 2500 Sq. mm 53°C/W"),
    ],
    "Table 1 (p5) lists six copper layouts (45 .. 59 C/W), all with 1000 or 2500 mm2 of backside copper "
    "except 1000 mm2 top / none back (55 C/W); 500 mm2 top without backside copper is not listed. The "
    "ratings note says 46 to > 90 C/W depending on mounting. Near misses: the 55 / 53 / 59 C/W rows.",
)
trap(
    "rq82-u03",
    "medium",
    "What junction-to-air thermal resistance does the Si7021 data sheet give for the DFN-6 on a JEDEC "
    "four-layer board?",
    ["Si7021"],
    [ev("si7021.pdf", 10, "Junction to Air Thermal Resistance JA JEDEC 2-Layer board, 256 °C/W")],
    "Table 6 (p10) gives theta-JA only on a JEDEC 2-layer board (256 / 224 / 205 C/W at 0 / 1 / 2.5 m/s "
    "airflow), theta-JC 22 and theta-JB 134 C/W; no four-layer figure.",
    wording="formal",
)
trap(
    "rq82-u04",
    "medium",
    "ds3231 on my cheap 2-layer breakout: what theta-JA does maxim give for a two-layer board?",
    ["DS3231"],
    [
        ev(
            "ds3231.pdf",
            2,
            "Note 1: Package thermal resistances were obtained using the method described in JEDEC specification JESD51-7, using a four-layer",
        ),
        ev("ds3231.pdf", 2, "Junction-to-Case Thermal Resistance (θJC) (Note 1).....23°C/W"),
    ],
    "The 73 C/W theta-JA and 23 C/W theta-JC (p2) were obtained on a four-layer JESD51-7 board (note 1); no "
    "two-layer value.",
)
trap(
    "rq82-u05",
    "hard",
    "For a TMP36 in SOT-23 reflow-soldered onto a four-layer PCB (not in a socket), what junction-to-ambient "
    "thermal resistance does the data sheet specify for that mounting?",
    ["TMP36"],
    [
        ev("tmp36.pdf", 3, "θJA is specified for device in socket (worst-case conditions)."),
        ev("tmp36.pdf", 3, "SOT-23 (RT Suffix) 300 180 °C/W"),
    ],
    "The package table (p3) gives SOT-23 theta-JA 300 C/W and theta-JC 180 C/W, specified for a device in a "
    "socket (worst case); no value for a soldered part. Near miss: the socket figure.",
    wording="formal",
)
trap(
    "rq82-u06",
    "medium",
    "lm35dt (the TO-220 one) immersed in still oil, no heat sink: what's the self-heating thermal "
    "resistance from the table?",
    ["LM35"],
    [
        ev("lm35.pdf", 8, "Still oil 100°C/W 40°C/W 90°C/W 70°C/W"),
        ev(
            "lm35.pdf",
            8,
            "Table 1. Temperature Rise of LM35 Due To Self-heating (Thermal Resistance, θJA)",
        ),
    ],
    "Table 1 (p8): the still-oil row has values only for TO and TO-92 (100 / 40 / 90 / 70 C/W); the SOIC-8 "
    "and TO-220 columns are empty (TO-220 still air 90, moving air 26 C/W). Near miss: the neighbouring "
    "cells.",
)
trap(
    "rq82-u07",
    "medium",
    "acs712 on a tiny generic module with thin traces (nothing like allegro's eval board). what junction to "
    "ambient thermal resistance applies there?",
    ["ACS712"],
    [
        ev("acs712.pdf", 4, "Junction-to-Ambient Thermal Resistance RθJA 23 °C/W"),
        ev(
            "acs712.pdf",
            4,
            "2The Allegro evaluation board has 1500 mm2 of 2 oz. copper on each side",
        ),
    ],
    "Thermal characteristics (p4): theta-JA 23 C/W mounted on the Allegro 85-0322 evaluation board (1500 "
    "mm2 of 2 oz copper each side, includes board power), theta-JL 5 C/W on the ASEK 712 board; no value "
    "for other boards.",
)
trap(
    "rq82-u08",
    "hard",
    "At what die temperature does the MCP73831 thermal regulation begin to reduce the charge current (not "
    "the thermal shutdown threshold)?",
    ["MCP73831"],
    [
        ev("mcp73831.pdf", 14, "The MCP73831/2 limit the charge current based on the"),
        ev("mcp73831.pdf", 14, "die temperature. The thermal regulation optimizes the"),
    ],
    "Section 4.9 (p14) describes thermal regulation and shows it only as Figure 4-2 (charge current vs "
    "junction temperature curve); no threshold is stated. Near miss: thermal shutdown TSD 150 C, "
    "hysteresis 10 C (p5, p14).",
    wording="formal",
)
trap(
    "rq82-u09",
    "medium",
    "tm1637 display driver inside an enclosure at 70 C. how much power loss is it allowed at that "
    "temperature (derated)?",
    ["TM1637"],
    [ev("tm1637.pdf", 9, "1、 Limit parameter (Ta = 25℃, Vss = 0 V)")],
    "Limit parameters (p9) are stated at Ta = 25 C: power loss PD 400 mW; no derating factor, curve or "
    "thermal resistance. Near miss: the 25 C figure; work temperature -40..+85 C.",
)
trap(
    "rq82-u10",
    "medium",
    "What junction-to-case thermal resistance does the L298 data sheet give for the PowerSO20 package?",
    ["L298N"],
    [
        ev("l298n.pdf", 2, "Rth j-case Thermal Resistance Junction-case Max. – 3 °C/W"),
        ev("l298n.pdf", 2, "(*) Mounted on aluminum substrate"),
    ],
    "Thermal data (p2): junction-case is '-' for PowerSO20 and 3 C/W for Multiwatt15; junction-ambient 13 "
    "C/W (PowerSO20 on aluminium substrate) and 35 C/W (Multiwatt). Near miss: the Multiwatt column.",
    wording="formal",
)

# ================================================================ compatibility: compatible (13)
compat(
    "rq82-c01",
    "hard",
    "esp32 board with an ams1117-3.3 (sot-223) off 5v usb. i sized it for the 0.5 A the esp32-wroom-32 "
    "sheet wants the supply to deliver; hmc5883l on the same rail draws next to nothing. the ams tab sits on "
    "2500 mm2 top + 2500 mm2 bottom copper on a 2500 mm2 board (like table 1 in the ams sheet), box gets to "
    "50 C. will the regulator stay inside its junction limit at the full 0.5 A?",
    ["AMS1117", "ESP32-WROOM-32", "HMC5883L"],
    "compatible",
    [
        it(
            "AMS1117",
            "power_consumption",
            "W",
            mx=1.2,
            cond="maximum power dissipation for guaranteed line/load regulation (note 2)",
        ),
        it(
            "AMS1117",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="operating junction temperature, control section",
        ),
    ],
    [AMS_PD, AMS_T2500, AMS_TJ, AMS_CTRL, AMS_N2, ESP_IVDD],
    "PD = (5 - 3.3) V x 0.5 A = 0.85 W (< 1.2 W of note 2); theta-JA 45 C/W for 2500/2500/2500 mm2 "
    "(Table 1, p5) -> rise 38 C -> TJ about 88 C at 50 C ambient, below 125 C. The ESP32 module asks for a "
    "supply able to deliver at least 0.5 A (p15).",
)
compat(
    "rq82-c02",
    "hard",
    "gas alarm: mq-2 heater + dht11 run from an ams1117-5.0 fed by a 9 V wall wart. regulator tab on "
    "1000 mm2 top copper with 2500 mm2 underneath (2500 mm2 board), room up to 35 C. ok thermally for the "
    "regulator with the heater on continuously?",
    ["AMS1117", "MQ-2", "DHT11"],
    "compatible",
    [
        it(
            "MQ-2",
            "power_consumption",
            "mW",
            mx=950,
            cond="heater consumption PH, standard conditions",
        ),
        it(
            "AMS1117",
            "power_consumption",
            "W",
            mx=1.2,
            cond="maximum power dissipation for guaranteed regulation (note 2)",
        ),
    ],
    [MQ2_PH, MQ2_RH, AMS_PD, AMS_T1000, AMS_TJ, AMS_N2],
    "MQ-2 heater <= 950 mW at 5 V -> <= 190 mA (RH 30 +- 3 Ohm: 5 V / 27 Ohm = 185 mA); DHT11 adds ~2.5 mA. "
    "PD = (9 - 5) V x 0.19 A = 0.76 W (< 1.2 W); 45 C/W (Table 1 row 1000/2500/2500) -> rise 34 C -> TJ "
    "about 69 C at 35 C, below 125 C. Dropout 4 V > 1.3 V.",
)
compat(
    "rq82-c03",
    "hard",
    "24 V system, lm2596-adj (TO-220, standing free, no heatsink) making 12 V for a 0.5 A led strip that an "
    "irlz44n switches; a vl53l0x triggers it. cabinet is 40 C max. does the lm2596 stay under a "
    "conservative junction temperature without a heatsink?",
    ["LM2596", "IRLZ44N", "VL53L0X"],
    "compatible",
    [
        it("LM2596", "quiescent_current", "mA", typ=5.0, mx=10, cond="IQ"),
        it(
            "LM2596",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="operating junction temperature range",
        ),
    ],
    [LM2596_PD, LM2596_IQ, LM2596_VSAT, LM2596_RJA, LM2596_FREE, LM2596_TJOP],
    "p17 method: PD = Vin x IQ + d x ILoad x Vsat = 24 x 0.010 + (12/24) x 0.5 x 2.0 = 0.74 W (Vsat taken at "
    "its 3 A maximum 2.0 V over temperature, an upper bound at 0.5 A); TJ = 65 C/W x 0.74 + 40 = 88 C, below "
    "the conservative 110 C and the 125 C limit.",
)
compat(
    "rq82-c04",
    "hard",
    "Rover design review: L298N (Multiwatt15) on a heatsink that holds the case at or below 75 °C, two DC "
    "motors at 1 A each continuous from 12 V, ESP32-WROOM-32 and CCS811 on board. Is the L298N within its "
    "dissipation and current ratings?",
    ["L298N", "ESP32-WROOM-32", "CCS811"],
    "compatible",
    [
        it(
            "L298N",
            "output_current",
            "A",
            mx=2,
            cond="peak output current each channel, DC operation",
        ),
        it("L298N", "power_consumption", "W", mx=25, cond="total power dissipation, Tcase = 75 C"),
    ],
    [L298_IO, L298_PTOT, L298_DROP, L298_RJC, L298_TOP],
    "Bridge loss <= 2 x 3.2 V x 1 A = 6.4 W (total drop max at 1 A, p3) plus quiescent (<= 70 mA x 12 V + 36 "
    "mA x 5 V ~ 1 W): about 7.4 W < 25 W at Tcase 75 C; TJ <= 75 + 7.4 x 3 C/W = 97 C < 130 C. 1 A < 2 A DC.",
    wording="formal",
)
compat(
    "rq82-c05",
    "hard",
    "Balancing robot: DRV8833 in the HTSSOP (PWP) package with the PowerPAD soldered to a four-layer board "
    "with thermal vias, VM = 5 V, both H-bridges at 1 A RMS continuous, ambient 40 °C; MPU-6050 and HX711 on "
    "the same board. Does the driver stay clear of thermal shutdown?",
    ["DRV8833", "MPU-6050", "HX711"],
    "compatible",
    [
        it(
            "DRV8833",
            "output_current",
            "A",
            mx=1.5,
            cond="RMS per H-bridge, PWP and RTY packages, VM = 5 V, 25 C",
        )
    ],
    [DRV_RJA, DRV_HS, DRV_LS, DRV_TSD, DRV_SW, DRV_PWP, DRV_IOUT],
    "Per bridge I^2 x (HS + LS) = 1 x (325 + 275 mOhm, maxima at TJ = 85 C, VM = 5 V) = 0.6 W, two bridges "
    "1.2 W, +30 % switching losses 1.56 W; theta-JA PWP 40.5 C/W -> rise 63 C -> TJ about 103 C, below the "
    "150 C minimum TSD. 1 A is below the 1.5 A RMS feature rating (PWP, 25 C) and the 2 A minimum OCP trip.",
    wording="formal",
)
compat(
    "rq82-c06",
    "medium",
    "led strip controller: irlz44n low side, gate driven straight at 5 V, 5 A strip at 12 V, no heatsink, "
    "box at 40 C. max44009 for lux and a ds3231 for schedules. will the fet survive without a heatsink?",
    ["IRLZ44N", "MAX44009", "DS3231"],
    "compatible",
    [
        it(
            "IRLZ44N",
            "on_resistance",
            "Ohm",
            mx=0.025,
            cond="RDS(on), VGS = 5.0 V, ID = 25 A, TJ = 25 C",
        ),
        it(
            "IRLZ44N",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=175,
            cond="operating junction temperature",
        ),
    ],
    [IRL_RDS, IRL_RJA, IRL_TJ],
    "P = 5^2 x 0.025 = 0.63 W at 25 C RDS(on); even with RDS(on) x 1.8 when hot, 1.1 W x 62 C/W = 70 C rise -> "
    "TJ about 110 C at 40 C, below 175 C.",
)
compat(
    "rq82-c07",
    "medium",
    "sensor node on a 1s lipo (4.2 V full): xc6206p332 in sot-23 makes 3.3 V for an nrf24l01+ that "
    "listens at 2 Mbps most of the time plus a dht22, about 40 mA total worst case. any dissipation problem "
    "for the xc6206?",
    ["XC6206", "nRF24L01+", "DHT22"],
    "compatible",
    [
        it(
            "XC6206",
            "power_consumption",
            "mW",
            mx=250,
            cond="Pd, SOT-23, absolute maximum, Ta = 25 C (without PCB figure)",
        )
    ],
    [XC_PD, XC_SOT23, XC_IOUT, XC_B85, NRF_RX2M],
    "PD = (4.2 - 3.3) V x 0.04 A = 36 mW, far below 250 mW (SOT-23 rating) and the 200 mW board figure at "
    "85 C (p15). nRF24 RX at 2 Mbps 13.5 mA.",
)
compat(
    "rq82-c08",
    "hard",
    "wearable: mcp73831 in the 2x3 DFN charging at 250 mA, with a vl53l0x and an inmp441 on the board. worst "
    "case i'd see 5.5 V in and a 2.7 V cell at the start of fast charge, 40 C inside the case. will the "
    "charger stay out of thermal shutdown?",
    ["MCP73831", "VL53L0X", "INMP441"],
    "compatible",
    [
        it(
            "MCP73831",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="operating temperature range TJ",
        )
    ],
    [MCP738_EX, MCP738_DFN, MCP738_TSD, MCP738_TJ],
    "Worst-case formula of section 6.1.1.3: (5.5 - 2.7) V x 0.25 A = 0.7 W; DFN theta-JA 76 C/W (minimum "
    "copper) -> rise 53 C -> TJ about 93 C, below the 150 C shutdown and the 125 C operating TJ.",
)
compat(
    "rq82-c09",
    "medium",
    "oven front panel: 74hc595 (DIP16) driving 8 leds at 8 mA each, a ds18b20 and a w25q64 on the same "
    "board, air inside the panel reaches 85 C. i estimate the 595 package dissipation at 200 mW. ok?",
    ["74HC595", "DS18B20", "W25Q64FV"],
    "compatible",
    [
        it(
            "74HC595",
            "power_consumption",
            "mW",
            mx=750,
            cond="Ptot, DIP16, derates 12 mW/K above 70 C",
        ),
        it("74HC595", "supply_current", "mA", mx=70, cond="ICC, limiting value"),
    ],
    [HC595_DIP, HC595_N1, HC595_ICC],
    "DIP16 Ptot 750 mW derated by 12 mW/K above 70 C: 750 - 15 x 12 = 570 mW at 85 C > 200 mW; total LED "
    "current 64 mA < 70 mA ICC / IGND limit.",
)
compat(
    "rq82-c10",
    "hard",
    "clock display: MAX7219EWG (wide SO), 8 digits, RSET for 20 mA segments, red LEDs at 2.0 V, V+ = 5 V, "
    "intensity 31/32. DS3231 and CCS811 on the board; enclosure up to 60 °C. Within the MAX7219 thermal "
    "limits?",
    ["MAX7219", "DS3231", "CCS811"],
    "compatible",
    [
        it(
            "MAX7219",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="MAX7219E_G operating temperature range",
        )
    ],
    [MAX7219_PD, MAX7219_SO, MAX7219_TJ, MAX7219_TJEQ, MAX7219_E],
    "PD = 5 x 8 mA + (5 - 2.0) x (31/32 x 20 mA x 8) = 0.04 + 0.465 = 0.51 W; wide SO 85 C/W -> rise 43 C -> "
    "maximum TA about 107 C (TJ 150 C) > 60 C, and 60 C is inside the E-grade -40..+85 C range.",
    wording="formal",
)
compat(
    "rq82-c11",
    "hard",
    "acs712-20a on a pcb i laid out like allegro's evaluation board (1500 mm2 of 2 oz copper each side), 20 A "
    "continuous through the primary, 50 C ambient, output into an mcp3008, an srd relay cuts the load. is the "
    "sensor ok thermally?",
    ["ACS712", "SRD-05VDC-SL-C", "MCP3008"],
    "compatible",
    [
        it(
            "ACS712",
            "measurement_range",
            "A",
            mn=-20,
            mx=20,
            q="current",
            cond="ACS712ELCTR-20A optimized range",
        ),
        it(
            "ACS712",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="nominal operating ambient, range E",
        ),
    ],
    [ACS_RP, ACS_RJA, ACS_BOARD, ACS_TJ, ACS_TA, ACS_20A],
    "Primary loss 20^2 x 1.2 mOhm = 0.48 W plus ~0.055 W supply; theta-JA 23 C/W on the evaluation board -> "
    "rise ~12 C -> TJ about 62 C, far below 165 C; ambient 50 C inside -40..85 C.",
)
compat(
    "rq82-c12",
    "medium",
    "kiln logger: box next to the kiln reaches 85 C. nrf24l01+ at 3.6 V max supply, receiving at 2 Mbps "
    "most of the time, max31855 on the thermocouple, pcf8563 rtc. does the nrf24 stay within its "
    "dissipation rating at 85 C?",
    ["nRF24L01+", "MAX31855", "PCF8563"],
    "compatible",
    [
        it(
            "nRF24L01+",
            "power_consumption",
            "mW",
            mx=60,
            cond="total power dissipation PD, TA = 85 C, absolute maximum",
        ),
        it("nRF24L01+", "supply_current", "mA", typ=13.5, cond="RX at 2 Mbps"),
    ],
    [NRF_PD, NRF_RX2M, NRF_TOP],
    "3.6 V x 13.5 mA = 48.6 mW < 60 mW allowed at TA = 85 C; 85 C is the top of the -40..+85 C operating "
    "range. (Supply current is typical only; the margin is ~20 %.)",
)
compat(
    "rq82-c13",
    "medium",
    "TMP36 in SOT-23 at 3.3 V, output read by an ADS1115 (essentially no load), MAX44009 on the same board. "
    "I want the self-heating of the sensor to stay below 0.1 °C. Does it?",
    ["TMP36", "ADS1115", "MAX44009"],
    "compatible",
    [it("TMP36", "supply_current", "uA", mx=50, cond="ISY (ON), unloaded")],
    [TMP36_ISY, TMP36_RT, TMP36_SOCK],
    "PD <= 3.3 V x 50 uA = 0.165 mW; theta-JA SOT-23 300 C/W (socket, worst case) -> rise <= 0.05 C < 0.1 C.",
    wording="formal",
)

# ================================================================ compatibility: incompatible (13)
compat(
    "rq82-i01",
    "hard",
    "can bus node in a car: ams1117-3.3 module (sot-223, plain module so i take the 90 C/W from the "
    "ratings) straight off the 12 V rail, powering mcp2515 + si7021 + mcu, 300 mA total. fine?",
    ["AMS1117", "MCP2515", "Si7021"],
    "incompatible",
    [
        it(
            "AMS1117",
            "power_consumption",
            "W",
            mx=1.2,
            cond="maximum power dissipation for guaranteed regulation (note 2)",
        ),
        it(
            "AMS1117",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="operating junction temperature, control section",
        ),
    ],
    [AMS_PD, AMS_SOT223, AMS_TJ, AMS_N2, AMS_CTRL],
    "PD = (12 - 3.3) V x 0.3 A = 2.61 W > 1.2 W; x 90 C/W = 235 C rise: far beyond 125 C at any ambient.",
)
compat(
    "rq82-i02",
    "hard",
    "An LM2596 (TO-220, free-standing, no heatsink) converts 12 V to 5 V at the full 3 A for a bank of MQ-3 "
    "heaters; a BH1750 shares the 5 V rail. Room temperature is 30 °C. Is operation without a heatsink "
    "acceptable?",
    ["LM2596", "MQ-3", "BH1750"],
    "incompatible",
    [
        it(
            "LM2596",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="operating junction temperature range",
        )
    ],
    [LM2596_PD, LM2596_IQ, LM2596_VSAT, LM2596_RJA, LM2596_FREE, LM2596_TJOP],
    "Even with typical values: PD = 12 x 0.005 + (5/12) x 3 x 1.5 = 1.94 W; x 65 C/W = 126 C rise -> TJ "
    "about 156 C > 125 C (with maxima 2.6 W, ~200 C). A heatsink is needed.",
    wording="formal",
)
compat(
    "rq82-i03",
    "hard",
    "l298n module but i removed the heatsink (multiwatt standing in free air), two motors 1 A each "
    "continuous, 25 C room, hmc5883l + dht11 on the robot. can it run like that?",
    ["L298N", "HMC5883L", "DHT11"],
    "incompatible",
    [
        it(
            "L298N",
            "operating_temperature",
            "°C",
            mn=-25,
            mx=130,
            cond="Top, junction operating temperature",
        )
    ],
    [L298_DROP, L298_RTH, L298_TOP],
    "Even with the minimum total drop 1.80 V at 1 A: 2 x 1.8 W = 3.6 W x 35 C/W = 126 C rise -> TJ 151 C > "
    "130 C (with the 3.2 V maximum: 6.4 W, 224 C rise).",
)
compat(
    "rq82-i04",
    "hard",
    "DRV8833 in the plain TSSOP (PW) package, VM = 5 V, both bridges at 1 A RMS continuous, ambient 40 °C; "
    "VL53L0X and MAX31865 on the same board. Will it run without entering thermal shutdown?",
    ["DRV8833", "VL53L0X", "MAX31865"],
    "incompatible",
    [
        it(
            "DRV8833",
            "output_current",
            "mA",
            mx=500,
            cond="RMS per H-bridge, PW package, VM = 5 V, 25 C",
        )
    ],
    [DRV_RJA, DRV_HS, DRV_LS, DRV_TSD, DRV_PW, DRV_IOUT],
    "The PW option is rated 500 mA RMS per bridge (features, p1; 'not thermally enhanced'); thermally: "
    "2 x 1 A^2 x (325 + 275 mOhm) = 1.2 W (before switching losses), theta-JA PW 103.1 C/W -> rise 124 C -> "
    "TJ about 164 C, above the 150 C minimum TSD. Pair with c05 (PWP, 40.5 C/W).",
    wording="formal",
)
compat(
    "rq82-i05",
    "medium",
    "12 A heater switched by an irlz44n, gate at 5 V from the arduino, no heatsink, 40 C box; ds18b20 for "
    "the water temperature and a max31855 on the element. ok?",
    ["IRLZ44N", "DS18B20", "MAX31855"],
    "incompatible",
    [
        it(
            "IRLZ44N",
            "on_resistance",
            "Ohm",
            mx=0.025,
            cond="RDS(on), VGS = 5.0 V, ID = 25 A, TJ = 25 C",
        ),
        it(
            "IRLZ44N",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=175,
            cond="operating junction temperature",
        ),
    ],
    [IRL_RDS, IRL_RJA, IRL_TJ],
    "P = 12^2 x 0.025 = 3.6 W even at the 25 C RDS(on); x 62 C/W = 223 C rise -> far beyond 175 C. Needs a "
    "heatsink (theta-JC 1.4, CS 0.5 C/W).",
)
compat(
    "rq82-i06",
    "hard",
    "can i power an esp32-wroom-32 from an xc6206p332 (sot-23) fed by 5 V usb? the esp32 sheet says the "
    "supply must be able to deliver 0.5 A. an ina3221 shares the 3.3 V.",
    ["XC6206", "ESP32-WROOM-32", "INA3221"],
    "incompatible",
    [
        it(
            "XC6206",
            "power_consumption",
            "mW",
            mx=250,
            cond="Pd, SOT-23, absolute maximum, Ta = 25 C",
        )
    ],
    [XC_PD, XC_SOT23, XC_IOUT, ESP_IVDD],
    "Note *1: IOUT <= Pd / (VIN - VOUT) = 250 mW / 1.7 V = 147 mA (295 mA even with the 500 mW PCB-mounted "
    "figure); 0.5 A would dissipate 0.85 W.",
)
compat(
    "rq82-i07",
    "hard",
    "mcp73831 in sot-23-5 on a tiny board (min copper), charging at the full 500 mA from 5 V into a "
    "3.0 V cell, 30 C room; max44009 and hx711 share the board. will it hold 500 mA during that phase?",
    ["MCP73831", "MAX44009", "HX711"],
    "incompatible",
    [
        it(
            "MCP73831",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="operating temperature range TJ",
        )
    ],
    [MCP738_SOT, MCP738_N2, MCP738_REG, MCP738_TSD, MCP738_EX, MCP738_IREG, MCP738_TJ],
    "PD = (5 - 3.0) V x 0.5 A = 1.0 W; theta-JA 230 C/W -> 230 C rise (130 C/W with large copper still "
    "gives 160 C): thermal regulation cuts the current long before, as section 6.1.1.3 says for its 1.54 W "
    "example.",
)
compat(
    "rq82-i08",
    "hard",
    "tp4056 set to 1 A, 5 V in, cell at 3.2 V, on a board about as good as the one assumed in the "
    "datasheet's own example (theta-JA 125 C/W), 25 C room. w25q64 + pcf8563 logger on the same pcb. will "
    "it actually push the full 1 A?",
    ["TP4056", "W25Q64FV", "PCF8563"],
    "incompatible",
    [it("TP4056", "output_current", "mA", mx=1000, cond="programmable charge current")],
    [TP_EX, TP_EX2, TP_145, TP_PROG, TP_1000],
    "PD = (5 - 3.2) V x 1 A = 1.8 W; x 125 C/W = 225 C rise -> far above ~145 C where thermal feedback "
    "reduces the charge current (p12).",
)
compat(
    "rq82-i09",
    "medium",
    "oven controller: the 74hc595 (SO16) sits in 120 C air next to the heater with a max31855 and an "
    "mcp4725; its package dissipation is about 150 mW. within the limiting values?",
    ["74HC595", "MAX31855", "MCP4725"],
    "incompatible",
    [
        it(
            "74HC595",
            "power_consumption",
            "mW",
            mx=500,
            cond="Ptot, SO16, derates 8 mW/K above 70 C",
        )
    ],
    [HC595_SO, HC595_N2],
    "SO16 Ptot 500 mW derated 8 mW/K above 70 C: 500 - 50 x 8 = 100 mW at 120 C < 150 mW.",
)
compat(
    "rq82-i10",
    "hard",
    "MAX7219EWG (wide SO), 8 digits, 40 mA segments, red LEDs at 2.0 V, V+ = 5 V, intensity 31/32, in an "
    "enclosure at 75 °C together with a DHT22 and a PCF8563. Is the MAX7219 within its thermal limits?",
    ["MAX7219", "DHT22", "PCF8563"],
    "incompatible",
    [],
    [MAX7219_PD, MAX7219_SO, MAX7219_TJ, MAX7219_TJEQ],
    "PD = 0.04 + 3.0 x (31/32 x 40 mA x 8) = 0.97 W; x 85 C/W = 82.5 C rise -> maximum TA 67.5 C < 75 C "
    "(TJ would reach ~158 C). 75 C is inside the E-grade ambient range, the dissipation is the limit.",
    wording="formal",
)
compat(
    "rq82-i11",
    "hard",
    "lm35dz (to-92, in still air, no heat fin) at 12 V, output drives a 1 mA analog panel meter, mcp3008 "
    "also reads it, ccs811 nearby. i need the self-heating error below 0.5 C. ok?",
    ["LM35", "MCP3008", "CCS811"],
    "incompatible",
    [],
    [LM35_T1, LM35_STILL, LM35_IQ],
    "P ~ 12 V x 0.14 mA (quiescent, design max ~141 uA) + (12 - 0.25) V x 1 mA = ~13.4 mW; TO-92 still air "
    "180 C/W -> ~2.4 C self-heating > 0.5 C.",
)
compat(
    "rq82-i12",
    "medium",
    "el transistor de salida de un pc817 conduce 40 mA con unos 5 V entre colector y emisor (no llega a "
    "saturarse); en la placa también hay un mcp2515 y un vl53l0x. ¿está dentro de los límites del pc817?",
    ["PC817", "MCP2515", "VL53L0X"],
    "incompatible",
    [
        it(
            "PC817",
            "power_consumption",
            "mW",
            mx=150,
            cond="collector power dissipation PC, Ta = 25 C",
        )
    ],
    [PC817_PC, PC817_IC],
    "PC = 40 mA x 5 V = 200 mW > 150 mW collector power dissipation (even at 25 C; it derates above), "
    "although 40 mA < 50 mA IC.",
    lang="es",
)
compat(
    "rq82-i13",
    "medium",
    "steam sterilizer logger: ds18b20 probe on parasite power (2 wires) sitting at 115 C, srd relay switches "
    "the heater, hc-sr04 checks the lid. will the ds18b20 side work reliably?",
    ["DS18B20", "SRD-05VDC-SL-C", "HC-SR04"],
    "incompatible",
    [],
    [DS18_PAR2, DS18_PAR],
    "Parasite power is not recommended above +100 C (leakage currents, p7), although the part measures "
    "to +125 C; powered from VDD it would be fine.",
)

# ================================================================ compatibility: insufficient_evidence (11)
compat(
    "rq82-e01",
    "medium",
    "acs712-30a on one of those cheap blue modules (thin traces, no idea of the copper), 25 A continuous in "
    "a 60 C cabinet, ads1115 reads it, dht22 logs the cabinet. will the acs712 junction stay under its max?",
    ["ACS712", "ADS1115", "DHT22"],
    "insufficient_evidence",
    [],
    [ACS_RJA, ACS_BOARD, ACS_RP, ACS_TJ],
    "Loss ~25^2 x 1.2 mOhm = 0.75 W, but the only theta-JA (23 C/W) is for the Allegro evaluation board with "
    "1500 mm2 of 2 oz copper per side; the module's board is unknown.",
)
compat(
    "rq82-e02",
    "hard",
    "tp4056 module at 1 A from 5 V, cell around 3.7 V, mpu-6050 and nrf24l01+ on the same pcb, 40 C inside "
    "the case. will it keep the full 1 A or fold back?",
    ["TP4056", "MPU-6050", "nRF24L01+"],
    "insufficient_evidence",
    [],
    [TP_EX, TP_EX2, TP_145],
    "PD = 1.3 W; whether TJ stays below ~145 C depends on the board's theta-JA, which the sheet does not "
    "specify (125 C/W is only an assumption in an example; 40 C + 1.3 W x 125 = 203 C, but 40 C/W would be "
    "fine).",
)
compat(
    "rq82-e03",
    "medium",
    "tm1637 4-digit display at full brightness in a box that hits 70 C, ds3231 clock, mcp3008 for inputs. is the "
    "tm1637 within its power rating at that temperature?",
    ["TM1637", "MCP3008", "DS3231"],
    "insufficient_evidence",
    [],
    [TM_PD, TM_LIM],
    "PD 400 mW is a limit at Ta = 25 C only; no derating, no thermal resistance, and the chip's own "
    "dissipation at full brightness is not given.",
)
compat(
    "rq82-e04",
    "hard",
    "Sealed outdoor box at 85 °C: TPS63021 delivering 2 A at 3.3 V from a 3.6 V input, W25Q64FV and "
    "HMC5883L as loads. Does the converter junction stay within its 125 °C operating limit?",
    ["TPS63021", "W25Q64FV", "HMC5883L"],
    "insufficient_evidence",
    [],
    [TPS_RJA, TPS_TJ, TPS_TA, TPS_AIR],
    "theta-JA 41.8 C/W (JEDEC) leaves 40 C of rise at 85 C, i.e. < ~1 W of loss; the loss at 2 A follows "
    "only from typical efficiency curves and depends on board/airflow (section 10.3), so no guaranteed "
    "answer.",
    wording="formal",
)
compat(
    "rq82-e05",
    "hard",
    "An L298 in PowerSO20 is soldered to an ordinary two-layer FR-4 board (no aluminium substrate) and runs "
    "1 A per bridge continuously; an MCP2515 and an MQ-2 share the board. Is it thermally acceptable?",
    ["L298N", "MCP2515", "MQ-2"],
    "insufficient_evidence",
    [],
    [L298_RTH, L298_ALU, L298_DROP],
    "The only PowerSO20 figure, Rth j-amb 13 C/W, is for mounting on an aluminium substrate; no FR-4 value "
    "and no junction-case value for PowerSO20. Loss up to 6.4 W.",
    wording="formal",
)
compat(
    "rq82-e06",
    "hard",
    "irlz44n carrying 20 A (gate at 10 V) on a small aluminium heatsink out of my parts box, greased, no "
    "idea of its C/W; ina219 measures the current, mq-3 is the sensor. will the fet stay below its max "
    "junction temp?",
    ["IRLZ44N", "INA219", "MQ-3"],
    "insufficient_evidence",
    [],
    [IRL_RJC, IRL_RCS, IRL_TJ],
    "P ~ 20^2 x 0.022 = 8.8 W (more when hot); RθJC 1.4 + RθCS 0.5 C/W are given, the heatsink-to-ambient "
    "resistance is unknown.",
)
compat(
    "rq82-e07",
    "hard",
    "MCP73831 (2x3 DFN) charging at 300 mA from 5 V into a 3.7 V cell inside a 60 °C enclosure, next to a "
    "Si7021 and an INMP441. Will it deliver the full 300 mA without thermal regulation reducing it?",
    ["MCP73831", "Si7021", "INMP441"],
    "insufficient_evidence",
    [],
    [MCP738_DFN, MCP738_REG, MCP738_FIG, MCP738_TSD],
    "PD = 1.3 V x 0.3 A = 0.39 W -> ~30 C rise -> TJ about 90 C; the temperature where thermal regulation "
    "starts is only shown as a curve (Figure 4-2), no threshold is stated (TSD 150 C is).",
    wording="formal",
)
compat(
    "rq82-e08",
    "medium",
    "hc-sr04 mounted in a hot attic (up to 60 C), on 5 V from usb; an mpu-6050 runs off a tps63021 3.3 V "
    "rail next to it. does the hc-sr04 datasheet allow that temperature?",
    ["HC-SR04", "MPU-6050", "TPS63021"],
    "insufficient_evidence",
    [],
    [HCSR_V, HCSR_I],
    "The three-page HC-SR04 sheet gives working voltage DC 5 V and working current 15 mA but no operating "
    "temperature range.",
)
compat(
    "rq82-e09",
    "hard",
    "drv8833 in the wqfn (rty) on my 2-layer hobby board, no thermal vias under the pad, both bridges at "
    "1 A, 50 C ambient. hx711 and pcf8563 on the same board. will it stay out of thermal shutdown?",
    ["DRV8833", "HX711", "PCF8563"],
    "insufficient_evidence",
    [],
    [DRV_RJA, DRV_PCB, DRV_HS, DRV_LS, DRV_TSD],
    "1.2 W (+ switching); with the JEDEC theta-JA 37.2 C/W TJ ~95 C, but a 2-layer board without vias is "
    "not the JEDEC board, and the sheet says the actual PCB must be measured or simulated. The 1.5 A RMS "
    "feature rating (RTY) is stated at VM = 5 V, 25 C only.",
)
compat(
    "rq82-e10",
    "medium",
    "Sensor board: a DHT22 placed about 1 cm from an LM2596 that dissipates roughly 1 W, MCP4725 nearby. "
    "Will the DHT22 temperature reading stay within 0.5 °C of the surrounding air temperature?",
    ["DHT22", "LM2596", "MCP4725"],
    "insufficient_evidence",
    [],
    [DHT22_HEAT],
    "The DHT22 sheet only advises keeping the sensor away from heat sources and minimizing copper; it gives "
    "no numbers from which the heating error could be judged.",
    wording="formal",
)
compat(
    "rq82-e11",
    "medium",
    "pt100 probe on a max31865 with vbias left on all the time, srd relay and w25q64 on the board. i need "
    "the rtd self-heating error below 0.05 C, does that hold?",
    ["MAX31865", "SRD-05VDC-SL-C", "W25Q64FV"],
    "insufficient_evidence",
    [],
    [MAX31865_VB],
    "Self-heating depends on the bias current (set by VBIAS and RREF) and on the probe's dissipation "
    "constant, which the MAX31865 sheet does not give; it only says VBIAS may be turned off to reduce "
    "power dissipation.",
)


def main():
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")


if __name__ == "__main__":
    main()
