"""realq88: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: power budgets and batteries. Sleep, standby and average currents, battery-life estimates from the
currents the sheets state, regulator quiescent current and dropout at a load, charge current, termination and
float voltage; makers asking whether a battery, charger or regulator choice covers their build. About two thirds
casual (forum style), one third formal; one question in French, one in German.

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


# ================================================================ answerable factual (13)
fact(
    "rq88-f01",
    "medium",
    "si7021 in the bathroom fan box, whole thing runs off one 18650. now and then i want to run the "
    "heater to dry the sensor, but only on the weakest setting so the cell doesnt suffer: HTRE = 1 and "
    "HEATER[3:0] = 0000. how much extra current does the heater pull at that setting?",
    ["Si7021"],
    [
        it(
            "Si7021",
            "supply_current",
            "mA",
            typ=3.09,
            cond="heater current, HEATER[3:0] = 0000 (typical, table assumes VDD = 3.3 V)",
        )
    ],
    [ev("si7021.pdf", 27, "0 0 0 0 3.09 mA"), ev("si7021.pdf", 25, "0000 3.09")],
    "Heater Control Register / Table 13: HEATER = 0000 -> 3.09 mA typical. Look-alikes: 0001 = 9.18 mA (rq49), "
    "0010 = 15.24 mA (rq47-f10), 0100 = 27.39 mA (rq49-f15), 1111 = 94.20 mA (rq68-f07); the IHEAT row 3.1 .. "
    "94.2 mA (rq28-f18); 0011 is not listed (rq47-u03). New number for a single heater code.",
)
fact(
    "rq88-f02",
    "hard",
    "camera module on my board wants 2.8 v, so i fitted an xc6206p282 (the 2.8 v version) running off a 1s "
    "lipo. camera plus a small sensor pull about 30 ma. what dropout does the torex electrical "
    "characteristics chart give for the 2.8 v type at 30 ma, typ and max? trying to work out how low the "
    "cell can sag before the rail drops.",
    ["XC6206"],
    [
        it(
            "XC6206",
            "dropout_voltage",
            "mV",
            typ=100,
            mx=370,
            cond="Vdif1, IOUT = 30 mA, VOUT(T) 1.9 .. 2.9 V group of the chart (E-2), Ta = 25 C",
        )
    ],
    [ev("xc6206.pdf", 5, "2.4 100 370")],
    "Electrical Characteristics Chart, E-2 (Vdif1 at IOUT = 30 mA): the 100 / 370 mV cell is printed on the 2.4 "
    "line, the middle of the 1.9 .. 2.9 V rows (2.8 V inside either reading of the merged cells). Look-alikes: "
    "3.0 .. 3.9 V group 75 / 350 (rq77-c04), 1.8 V 150 / 390 (rq40-f13), 5.0 V 50 / 290 (rq24-f13), 1.5 V "
    "300 / 510, 1.2 V 460 / 760; Vdif2 at 100 mA (250 / 680 for 3.x). New number for this field.",
)
fact(
    "rq88-f03",
    "medium",
    "tp4056 board: swapped the 1.2k prog resistor for a 4k one because my cell is only 600mah and 1 a felt "
    "like a lot. what charge current does the tp4056 sheet's RPROG vs IBAT chart list for 4k?",
    ["TP4056"],
    [
        it(
            "TP4056",
            "output_current",
            "mA",
            value=300,
            cond="IBAT for RPROG = 4 kOhm, RPROG / IBAT chart",
        )
    ],
    [ev("tp4056.pdf", 9, "4 300")],
    "Chart on page 9: RPROG 4 k -> 300 mA. Look-alikes: the formula RPROG = 1100 / IBAT gives 275 mA; 3 k -> "
    "400 mA (rq43-f16), 5 k -> 250 mA, 10 k -> 130 mA (rq11-f22), 2.2 k -> 425 / 500 / 575 mA in the table "
    "(guaranteed), 1.2 k -> 900 mA, 1.1 k -> 1000 mA. New number.",
)
fact(
    "rq88-f04",
    "medium",
    "Je veux charger une toute petite cellule LiPo de 50 mAh avec un module TP4056. Dans le tableau RPROG / "
    "IBAT de la fiche technique, quel courant de charge correspond à la plus grande résistance listée, 30 kΩ ?",
    ["TP4056"],
    [
        it(
            "TP4056",
            "output_current",
            "mA",
            value=50,
            cond="IBAT for RPROG = 30 kOhm, RPROG / IBAT chart",
        )
    ],
    [ev("tp4056.pdf", 9, "30 50")],
    "Chart on page 9, first row: 30 k -> 50 mA (20 k -> 70 mA, 10 k -> 130 mA). The formula 1100 / 30 k gives "
    "36.7 mA, a look-alike. New number.",
    wording="formal",
    lang="fr",
)
fact(
    "rq88-f05",
    "hard",
    "max7219 8x8 matrix running off a usb power bank, red leds around 2.0 v forward. to cut the current i "
    "replaced the usual 10k on ISET with a 28k. according to the rset vs segment current table, what segment "
    "current is that?",
    ["MAX7219"],
    [
        it(
            "MAX7219",
            "output_current",
            "mA",
            value=20,
            cond="ISEG for RSET = 28.0 kOhm at VLED = 2.0 V (Table 11)",
        )
    ],
    [ev("max7219.pdf", 11, "20 29.8 28.0 25.9 24.5 22.6")],
    "Table 11 row ISEG = 20 mA: RSET 29.8 / 28.0 / 25.9 / 24.5 / 22.6 kOhm for VLED 1.5 / 2.0 / 2.5 / 3.0 / "
    "3.5 V. Look-alikes: 40 mA at 11.8 k, 30 mA at 17.1 k, 10 mA at 63.7 k; 20 mA is also the Table 9 two-digit "
    "limit (rq59-f05). The table rows themselves were not asked before.",
)
fact(
    "rq88-f06",
    "medium",
    "For a 500 mAh Li-polymer pouch cell charged by an MCP73831, which fast charge current does the data "
    "sheet give as the preferred value?",
    ["MCP73831"],
    [
        it(
            "MCP73831",
            "output_current",
            "mA",
            value=500,
            cond="preferred fast charge current for a 500 mAh pack (1C rate; 2C is the absolute maximum)",
        )
    ],
    [
        ev("mcp73831.pdf", 17, "the 2C rate. For example, a 500 mAh battery pack has"),
        ev("mcp73831.pdf", 17, "a preferred fast charge current of 500 mA"),
    ],
    "Section 6.1.1.1: preferred fast charge at the 1C rate, absolute maximum at 2C; a 500 mAh pack -> 500 mA. "
    "Look-alikes: 500 mA is also the maximum programmable charge current (feature list), PROG = 2.0 k -> 450 / "
    "505 / 550 mA.",
    wording="formal",
)
fact(
    "rq88-f07",
    "hard",
    "salvaged a tiny sot-23-5 charger chip off a dead bluetooth speaker, top marking KG plus two more "
    "characters. pinout matches the mcp73831. if it really is one, what charge (regulation) voltage does that "
    "marking code mean? i want to know if it's safe for a plain 4.2 v cell.",
    ["MCP73831"],
    [
        it(
            "MCP73831",
            "output_voltage",
            "V",
            value=4.35,
            cond="VREG of MCP73831T-3ACI/OT (SOT-23 marking KGNN)",
        )
    ],
    [
        ev("mcp73831.pdf", 19, "MCP73831T-3ACI/OT KGNN"),
        ev("mcp73831.pdf", 25, "MCP73831-3ACI/OT: 4.35V VREG"),
    ],
    "Marking table: KGNN = MCP73831T-3ACI/OT; product identification: option 3 = 4.35 V VREG (too high for a "
    "4.2 V cell). Look-alikes: KDNN / KENN / KFNN are 4.20 V options (-2AC / -2AT / -2DC), KHNN = 4.40 V, KJNN = "
    "4.50 V. 4.35 V was asked before from other lines (rq8-021, rq53-f12); the marking lines are new.",
)
fact(
    "rq88-f08",
    "hard",
    "A plain LM35 (not the A or C grade) is powered directly from a 9 V battery that sags towards 4 V over its "
    "life. Over the full rated temperature range, by how much may its quiescent current change between VS = 4 V "
    "and VS = 30 V? Give the typical value and the design limit.",
    ["LM35"],
    [
        it(
            "LM35",
            "quiescent_current",
            "uA",
            typ=0.5,
            mx=3,
            cond="change of quiescent current, 4 V <= VS <= 30 V, full temperature range, LM35 column (design "
            "limit)",
        )
    ],
    [ev("lm35.pdf", 5, "current (9) 4 V ≤ VS ≤ 30 V 0.5 3 0.5 3")],
    "Page 5 (LM35 / LM35C / LM35D), row 'Change of quiescent current', full range: 0.5 typ, 3 uA design limit. "
    "Look-alikes: the 25 C row 0.2 / 2 (rq59-f08); LM35A / LM35CA on page 4 (0.5 / 2); temperature coefficient "
    "+0.39 / +0.7 uA/C; quiescent current 56 / 80 uA. New number.",
    wording="formal",
)
fact(
    "rq88-f09",
    "medium",
    "drv8833 on a 2s lipo with two n20 gearmotors. i want to cap stall current so the pack doesnt sag and "
    "reset my mcu. the sheet works an example for the sense resistor: with 0.2 ohm on xISEN, what chopping "
    "current does that give?",
    ["DRV8833"],
    [
        it(
            "DRV8833",
            "peak_output_current",
            "A",
            value=1,
            cond="ICHOP with RSENSE = 0.2 Ohm (ICHOP = 0.2 V / RSENSE), application example",
        )
    ],
    [ev("drv8833.pdf", 13, "To set ICHOP to 1 A, RSENSE = 0.2 V / 1 A = 0.2 Ω.")],
    "Section 8.2.2.2: RISENSE = 0.2 V / ICHOP; ICHOP = 1 A with 0.2 Ohm. Look-alikes: sense-resistor example "
    "3 A peak / 2 A RMS with 0.05 Ohm dissipating 0.2 W; OCP trip 2 / 3.3 A; Table 5 ITRIP 2.5 A; VTRIP 160 / "
    "200 / 240 mV (rq42-c02).",
)
fact(
    "rq88-f10",
    "medium",
    "pcf8563 backed by a supercap on my logger. the static characteristics footnote says something about "
    "sizing the battery or capacitor. what minimum VDD does it tell me to use for that calculation?",
    ["PCF8563"],
    [
        it(
            "PCF8563",
            "supply_voltage",
            "V",
            mn=1.0,
            cond="VDD min for sizing a battery or capacitor (table note 1; clock keeps running, interface "
            "inactive)",
        )
    ],
    [
        ev(
            "pcf8563.pdf",
            29,
            "VDD min of 1.0 V is specified so that the customer can calculate how large a battery or capacitor "
            "they need for their application.",
        )
    ],
    "Note 1 of Table 29: VDD min 1.0 V is given for sizing a battery / capacitor; 1.3 V or more for a fast "
    "oscillator start (rq48-f04). 1.0 V was asked before from the table row (rq13-f12, pcf8563-m3); the note "
    "lines are new.",
)
fact(
    "rq88-f11",
    "hard",
    "3-pin sot-23 ldo on a cheap sensor board, marked 65Z followed by a lot character. board silk says "
    "xc6206. going by the torex marking rule, what output voltage is that part?",
    ["XC6206"],
    [
        it(
            "XC6206",
            "output_voltage",
            "V",
            value=3.0,
            cond="marking 6 / 5 / Z: 0.1 .. 3.0 V range, code Z",
        )
    ],
    [ev("xc6206.pdf", 18, "Z 3.0")],
    "Marking rule: mark 1 '6' = XC6206P series, mark 2 '5' = 0.1 .. 3.0 V range (6 = 3.1 .. 6.0 V), mark 3 "
    "'Z' = 3.0 V. Look-alikes: with mark 2 = 6, Z would be past 5.0 V (not listed); '662' is the 3.3 V part "
    "(rq77-i01), X = 2.8 V. New number for output_voltage.",
)
fact(
    "rq88-f12",
    "medium",
    "The INA219 data sheet works through a calibration example for a maximum expected current of 15 A (2 mOhm "
    "shunt). Which current LSB is finally chosen in that example after rounding?",
    ["INA219"],
    [
        it(
            "INA219",
            "resolution",
            "mA",
            value=1,
            q="current",
            cond="current LSB chosen in the 15 A / 2 mOhm calibration example (rounded up from 457.78 uA/bit)",
        )
    ],
    [
        ev(
            "ina219.pdf",
            26,
            "current of 15 A using Equation 2. This value is rounded up to 1 mA/bit and is chosen for the current "
            "LSB.",
        )
    ],
    "Section 9.2.2 example: minimum current LSB 457.78 uA/bit for 15 A, rounded up to 1 mA/bit (calibration "
    "20480); power LSB 20 mW/bit; 10 A load -> 119.8 W. Look-alikes: shunt LSB 10 uV, bus LSB 4 mV (rq16, rq40). "
    "Page 26 had no earlier quote.",
    wording="formal",
)
fact(
    "rq88-f13",
    "hard",
    "second max7219 display, this one with blue leds around 3.0 v forward. i fitted a 15k on ISET. per the "
    "rset table what segment current does that set?",
    ["MAX7219"],
    [
        it(
            "MAX7219",
            "output_current",
            "mA",
            value=30,
            cond="ISEG for RSET = 15.0 kOhm at VLED = 3.0 V (Table 11)",
        )
    ],
    [ev("max7219.pdf", 11, "30 17.8 17.1 15.8 15.0 14.0")],
    "Table 11 row ISEG = 30 mA: 17.8 / 17.1 / 15.8 / 15.0 / 14.0 kOhm for VLED 1.5 .. 3.5 V; 15.0 k sits in the "
    "3.0 V column. Look-alikes: 40 mA row 12.2 .. 9.69 k, 20 mA row (f05), 30 mA is also the Table 9 three-digit "
    "limit (rq59-f05).",
)

# ================================================================ factual insufficient_evidence (10)
trap(
    "rq88-u01",
    "hard",
    "pcf8563 on a supercap that i let sag to about 1.5 v before main power comes back (clock only, i2c idle, "
    "clkout off, room temp). how much supply current does the pcf8563 draw at 1.5 v? need it to size the cap.",
    ["PCF8563"],
    [
        ev(
            "pcf8563.pdf",
            29,
            "VDD min of 1.0 V is specified so that the customer can calculate how large a battery or capacitor "
            "they need for their application.",
        )
    ],
    "IDD rows exist only at VDD = 5.0 / 3.0 / 2.0 V (225 / 450 nA at 2.0 V, 25 C) and Figures 23 / 24 are typical "
    "curves; no figure at 1.5 V. The note only gives the 1.0 V minimum for sizing (f10). A reader who takes the "
    "2.0 V row at face value answers 450 nA.",
)
trap(
    "rq88-u02",
    "medium",
    "A DS3231 on a battery-powered logger is polled over I2C with SCL at 100 kHz. What active supply current "
    "(ICCA) does the data sheet specify at that clock rate?",
    ["DS3231"],
    [ev("ds3231.pdf", 6, "Note 4: ICCA—SCL clocking at max frequency = 400kHz.")],
    "ICCA 200 uA (3.63 V) / 300 uA (5.5 V) is specified with SCL at 400 kHz (Note 4); nothing is given at 100 "
    "kHz. Look-alikes: ICCS standby 110 / 170 uA, IBATA 70 / 150 uA with SCL = 400 kHz.",
    wording="formal",
)
trap(
    "rq88-u03",
    "hard",
    "An AMS1117-3.3 delivers 500 mA from a 5 V rail. For the power budget the ground-pin (quiescent) current at "
    "that load is needed. What ground current does the AMS1117 data sheet specify at IOUT = 500 mA?",
    ["AMS1117"],
    [
        ev(
            "ams1117.pdf",
            3,
            "Electrical Characteristics at IOUT = 0 mA, and TJ = +25°C unless otherwise specified.",
        )
    ],
    "The quiescent current row (5 / 10 mA, VIN <= 12 V) is given with the table condition IOUT = 0 mA; no ground "
    "current versus load is stated (the adjust-pin current 55 / 120 uA of the ADJ version is a look-alike).",
    wording="formal",
)
trap(
    "rq88-u04",
    "medium",
    "max7219 with red leds (~2.0 v), i want about 15 ma per segment to stretch the battery. i have a 40k "
    "resistor for ISET. what segment current does the sheet give for 40k at 2.0 v?",
    ["MAX7219"],
    [
        ev("max7219.pdf", 11, "20 29.8 28.0 25.9 24.5 22.6"),
        ev("max7219.pdf", 11, "10 66.7 63.7 59.3 55.4 51.2"),
    ],
    "Table 11 lists only the 40 / 30 / 20 / 10 mA rows; at VLED = 2.0 V they are 11.8 / 17.1 / 28.0 / 63.7 k. "
    "40 k falls between the 20 mA and 10 mA rows and no value or formula for it is given (interpolation is not "
    "stated by the sheet).",
)
trap(
    "rq88-u05",
    "medium",
    "i pulled the ams1117 off my esp32 board and put an ht7333 in its place for lower sleep current. what "
    "quiescent current does the ht7333 have?",
    ["AMS1117"],
    [],
    "The HT7333 (Holtek) is not covered by any sheet; the AMS1117 sheet (5 / 10 mA quiescent) is about the part "
    "that was removed. A system that answers from the AMS1117 or XC6206 sheet is wrong.",
)
trap(
    "rq88-u06",
    "hard",
    "vl53l0x set to the high accuracy profile (200 ms timing budget) on a battery node. what average current "
    "does it draw while ranging continuously with that budget?",
    ["VL53L0X"],
    [],
    "Table 9 gives active ranging 19 mA and 20 mW at 10 Hz only for the default 33 ms timing budget (notes 3 / "
    "4), peaks up to 40 mA; nothing for the 200 ms budget. All those lines are quoted by earlier sets, so no "
    "evidence quote is given.",
)
trap(
    "rq88-u07",
    "medium",
    "An ESP32-WROOM-32 is used only as a Bluetooth LE beacon (Wi-Fi off), advertising once per second. What "
    "supply current does the module data sheet give for Bluetooth LE advertising?",
    ["ESP32-WROOM-32"],
    [],
    "The module sheet (v3.4) has no power-mode table: only 'Average: 80 mA' operating current, 0.5 A minimum "
    "supply and the chip sleep current below 5 uA; no BLE advertising current.",
    wording="formal",
)
trap(
    "rq88-u08",
    "medium",
    "my esp32 dev board (a lolin-style one) uses an ME6211 3.3 v ldo instead of the usual ams1117. what "
    "dropout does the ME6211 have at 500 mA?",
    ["ESP32-WROOM-32"],
    [],
    "The ME6211 (Microne) is not covered; the ESP32-WROOM-32 sheet only asks for a supply that delivers at least "
    "0.5 A. The XC6206 / AMS1117 dropout rows are look-alikes for other parts.",
)
trap(
    "rq88-u09",
    "hard",
    "What quiescent current does an LM35 draw when it is powered from a 3.3 V rail (a single Li-ion cell "
    "through an LDO)?",
    ["LM35"],
    [ev("lm35.pdf", 4, "(8) Quiescent current is defined in the circuit of Figure 1.")],
    "All quiescent-current rows are at VS = 5 V or 30 V (or 4 V .. 30 V for the change), inside the 4 .. 30 V "
    "supply range; nothing is specified at 3.3 V, below the range.",
    wording="formal",
)
trap(
    "rq88-u10",
    "medium",
    "dht22 (am2302) on a battery logger. whats the worst case (max) current in its dormancy / sleep state? "
    "budgeting with guaranteed numbers",
    ["DHT22"],
    [],
    "Table 4 gives dormancy as min 10 / typ 15 uA and measuring / average as typical only (500 / 300 uA at 5 V); "
    "no maximum. Those lines are quoted by earlier sets, so no evidence quote is given.",
)

# ================================================================ compatibility (37): 13 / 13 / 11
# ---------------------------------------------------------------- compatible
compat(
    "rq88-c01",
    "hard",
    "tiny clock board: pcf8563 on its own CR1220 (35 mah, 3.0 v), the bh1750 and an mq-2 gas sensor run off "
    "the mains adapter and are dead when it's unplugged. on the coin cell the pcf8563 just keeps time: i2c "
    "idle, CLKOUT disabled (FE = 0), indoors at about 25 c. by the sheet's max current, does the cr1220 last "
    "at least 5 years of backup?",
    ["PCF8563", "BH1750", "MQ-2"],
    "compatible",
    [
        it(
            "PCF8563",
            "standby_current",
            "nA",
            typ=250,
            mx=500,
            cond="IDD, interface inactive (fSCL = 0 Hz), CLKOUT disabled, Tamb = 25 C, VDD = 3.0 V",
        )
    ],
    [
        ev("pcf8563.pdf", 28, "disabled; Tamb = 25 C"),
        ev("pcf8563.pdf", 28, "VDD = 3.0 V - 250 500 nA"),
    ],
    "35 mAh / 0.5 uA = 70,000 h = 8.0 years > 5 years. Look-alike: i01 (CLKOUT left at 32 kHz, 1000 nA max -> "
    "4.0 years). The cell's self-discharge is ignored; the user gives the capacity.",
)
compat(
    "rq88-c02",
    "medium",
    "tp4056 board with RPROG = 2.2k charging a 2000 mah 18650. the cell sheet says max charge current 0.5c "
    "(1 a) and charge voltage 4.20 v +-0.05 v. an ina3221 watches the charge current and a 74hc595 drives "
    "status leds. are the tp4056's guaranteed charge current and float voltage inside what the cell allows?",
    ["TP4056", "INA3221", "74HC595"],
    "compatible",
    [
        it(
            "TP4056",
            "output_current",
            "mA",
            mn=425,
            typ=500,
            mx=575,
            cond="IBAT, RPROG = 2.2 kOhm, current mode, full temperature range",
        ),
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="VFLOAT, 0 .. 85 C, IBAT = 40 mA",
        ),
    ],
    [
        ev("tp4056.pdf", 5, "RPROG=2.2K, Current Mode ● 425 500 575 mA"),
        ev("tp4056.pdf", 5, "4.158 4.2 4.242 V"),
    ],
    "575 mA max < 1 A; 4.158 .. 4.242 V inside 4.15 .. 4.25 V. Look-alikes: RPROG = 1.1 k -> 850 .. 1150 mA "
    "(would exceed 1 A); chart value 580 mA at 2 k.",
)
compat(
    "rq88-c03",
    "medium",
    "A key-fob air monitor with a CCS811 and a MAX44009 runs from a 150 mAh LiPo cell whose maximum charge "
    "current is 1C (150 mA). The cell is charged by an MCP73831-2 with a 10 kOhm PROG resistor. Is the "
    "guaranteed fast charge current below the cell limit?",
    ["MCP73831", "MAX44009", "CCS811"],
    "compatible",
    [
        it(
            "MCP73831",
            "output_current",
            "mA",
            mn=90,
            typ=100,
            mx=110,
            cond="IREG, PROG = 10 kOhm, TA = -5 .. +55 C",
        )
    ],
    [ev("mcp73831.pdf", 3, "90 100 110 mA PROG = 10 k")],
    "IREG 90 .. 110 mA at 10 k <= 150 mA. Look-alikes: PROG = 2.0 k -> 450 .. 550 mA (i02), 67 k -> 12.5 .. 16.5 "
    "mA; the sheet's 1C guidance (f06).",
    wording="formal",
)
compat(
    "rq88-c04",
    "hard",
    "An XC6206P332 (3.3 V, SOT-23) is fed from a 1S LiPo that the firmware stops using at 3.7 V. It supplies "
    "an nRF24L01+ and an Si7021; the total load never exceeds 30 mA (TX at 0 dBm included). Using the data sheet "
    "maximum dropout at 30 mA, does the regulator stay out of dropout down to the 3.7 V cut-off?",
    ["XC6206", "nRF24L01+", "Si7021"],
    "compatible",
    [
        it(
            "XC6206",
            "dropout_voltage",
            "mV",
            typ=75,
            mx=350,
            cond="Vdif1, IOUT = 30 mA, VOUT(T) 3.0 .. 3.9 V group, Ta = 25 C",
        )
    ],
    [
        ev("xc6206.pdf", 5, "75 350 250 680 200"),
        ev("xc6206.pdf", 4, "Dropout Voltage 1 Vdif1(*6) IOUT=30mA"),
    ],
    "Vdif1 <= 350 mV at 30 mA: 3.3 V x 0.98 + 0.35 V = 3.58 V (or 3.65 V from the nominal) < 3.7 V. "
    "Look-alike: i08 at 100 mA (Vdif2 680 mV max).",
    wording="formal",
)
compat(
    "rq88-c05",
    "medium",
    "A parked robot runs from four NiMH AA cells. The DRV8833's VM comes from a regulated 5.0 V rail that "
    "stays on and nSLEEP is held low; the HC-SR04 is switched off and a PC817 isolates the bumper switch. The "
    "DRV8833 may consume at most 50 mAh per year of parking. Is that met with the maximum sleep current?",
    ["DRV8833", "HC-SR04", "PC817"],
    "compatible",
    [
        it(
            "DRV8833",
            "standby_current",
            "uA",
            typ=1.6,
            mx=2.5,
            cond="IVMQ, VM sleep mode supply current, VM = 5 V",
        )
    ],
    [ev("drv8833.pdf", 6, "IVMQ VM sleep mode supply current VM = 5 V 1.6 2.5 μA")],
    "2.5 uA x 8760 h = 21.9 mAh < 50 mAh. Look-alike: IVM 1.7 / 3 mA operating with the inputs low.",
    wording="formal",
)
compat(
    "rq88-c06",
    "medium",
    "bbq logger: max31855 reads the probe, a 74hc595 drives a led bar, and a w25q64fv stores the log. between "
    "writes i send the flash the Power-down instruction. my budget for the flash while idle is 30 ua (at 25 c). "
    "does it fit by the max figure?",
    ["W25Q64FV", "MAX31855", "74HC595"],
    "compatible",
    [
        it(
            "W25Q64FV",
            "standby_current",
            "uA",
            typ=1,
            mx=25,
            cond="ICC2 power-down current, /CS = VCC",
        )
    ],
    [ev("w25q64.pdf", 74, "Power-down Current ICC2 1 25 µA")],
    "ICC2 25 uA max <= 30 uA. Look-alike: left in standby (no power-down instruction) ICC1 is 10 / 50 uA, which "
    "would not fit.",
)
compat(
    "rq88-c07",
    "hard",
    "kitchen scale on a lipo through a 3.0 v ldo, room temp. while asleep: hx711 powered down (PD_SCK high), "
    "bh1750 in power down, si7021 idle in standby. sleep budget for these three is 3 ua total. do the sheets' "
    "max numbers add up under that?",
    ["HX711", "BH1750", "Si7021"],
    "compatible",
    [
        it(
            "HX711",
            "standby_current",
            "uA",
            mx=1,
            cond="power down, including the on-chip regulator",
        ),
        it(
            "BH1750",
            "standby_current",
            "uA",
            typ=0.01,
            mx=1.0,
            cond="Icc2 powerdown current, VCC = 3.0 V, Ta = 25 C, no input light",
        ),
        it(
            "Si7021",
            "standby_current",
            "uA",
            typ=0.06,
            mx=0.62,
            cond="IDD standby, -40 .. +85 C, no conversion or I2C transaction",
        ),
    ],
    [
        ev("hx711.pdf", 1, "normal operation < 1.5mA, power down < 1uA"),
        ev("bh1750.pdf", 2, "Powerdown Current Icc2 － 0.01 1.0 µA"),
        ev("si7021.pdf", 4, "0.06 0.62"),
    ],
    "1 + 1.0 + 0.62 = 2.62 uA < 3 uA at 3.0 V, 25 C. Look-alikes: HX711 table 0.3 + 0.2 uA typical; Si7021 "
    "3.8 uA max to +125 C.",
)
compat(
    "rq88-c08",
    "hard",
    "An ADS1115 on a 3.3 V battery node makes one single-shot conversion per minute at 8 SPS and returns to "
    "power-down by itself in between; a TMP36 and an MCP4725 are on the same board. At 25 °C, using the data "
    "sheet maximum operating and power-down currents, does the ADS1115 average stay below 5 µA?",
    ["ADS1115", "TMP36", "MCP4725"],
    "compatible",
    [
        it(
            "ADS1115",
            "supply_current",
            "uA",
            typ=150,
            mx=200,
            cond="operating current at 25 C, VDD = 3.3 V",
        ),
        it(
            "ADS1115",
            "standby_current",
            "uA",
            typ=0.5,
            mx=2,
            cond="power-down current at 25 C, VDD = 3.3 V",
        ),
    ],
    [
        ev("ads1115.pdf", 4, "Operating current at 25°C 150 200"),
        ev("ads1115.pdf", 4, "Power-down current at 25°C 0.5 2"),
    ],
    "One conversion at 8 SPS lasts 125 ms: (200 uA x 0.125 s + 2 uA x 59.875 s) / 60 s = 2.4 uA < 5 uA.",
    wording="formal",
)
compat(
    "rq88-c09",
    "medium",
    "lamp timer: ds3231 + tm1637 run from usb, but the srd-05vdc-sl-c relay coil gets its own 5 v pack rated "
    "2000 mah at 5 v. the coil stays energised for 24 h in a row once a week, then the pack gets recharged. "
    "is 2000 mah enough for one 24 h on-time?",
    ["SRD-05VDC-SL-C", "DS3231", "TM1637"],
    "compatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "coil_power",
            "W",
            value=0.36,
            cond="L (high sensitivity) coil, about 0.36 W",
        ),
        it(
            "SRD-05VDC-SL-C",
            "coil_resistance",
            "Ohm",
            value=70,
            cond="05 VDC high-sensitivity coil, +-10 %, nominal current 71.4 mA",
        ),
    ],
    [ev("srd-05vdc-sl-c.pdf", 2, "05 05 71.4 70"), ev("srd-05vdc-sl-c.pdf", 2, "abt. 0.36W")],
    "SRD-05VDC-SL-C: S = sealed, L = 0.36 W coil, C = form C -> 71.4 mA at 5 V (79 mA at -10 % resistance); 24 h "
    "-> 1.71 (1.9) Ah < 2.0 Ah. Look-alike: the standard D coil (0.45 W, 89.3 mA) would need 2.14 Ah.",
)
compat(
    "rq88-c10",
    "medium",
    "A MAX7219 clock display is put into shutdown from 23:00 to 11:00 every night (digital inputs held at the "
    "rails, 25 °C); a DHT11 and an LM2596 share the board. The MAX7219 may use 5 mAh per night. Is that met "
    "with the maximum shutdown current?",
    ["MAX7219", "DHT11", "LM2596"],
    "compatible",
    [
        it(
            "MAX7219",
            "standby_current",
            "uA",
            mx=150,
            cond="shutdown supply current, all digital inputs at V+ or GND, TA = +25 C",
        )
    ],
    [ev("max7219.pdf", 2, "All digital inputs at V+ or GND, TA = +25°C 150 µA")],
    "150 uA x 12 h = 1.8 mAh < 5 mAh. Condition: digital inputs held at V+ or GND.",
    wording="formal",
)
compat(
    "rq88-c11",
    "medium",
    "smoke detector test rig: an mq-2 heater on its own supply, an irlz44n switching it, and an ina219 on "
    "3.3 v that i put in power-down between readings. the ina219 may take 20 ua from the 3.3 v rail while "
    "powered down (25 c). ok by the sheet?",
    ["INA219", "IRLZ44N", "MQ-2"],
    "compatible",
    [
        it(
            "INA219",
            "standby_current",
            "uA",
            typ=6,
            mx=15,
            cond="quiescent current, power-down mode, TA = 25 C, VS = 3.3 V",
        )
    ],
    [ev("ina219.pdf", 6, "Quiescent current, power-down mode 6 15 6 15 μA")],
    "15 uA max <= 20 uA (INA219A and INA219B columns alike). Look-alike: 0.7 / 1 mA when converting.",
)
compat(
    "rq88-c12",
    "hard",
    "Battery-powered gadget, long storage: a 1S Li-ion cell (about 3.6 V while stored) feeds a TPS63021 whose "
    "EN pin is pulled low during storage; a VL53L0X and a MAX31855 sit on its output. The converter may take "
    "at most 5 mAh from the cell over 6 months of storage. Using the maximum shutdown current, is that met?",
    ["TPS63020", "VL53L0X", "MAX31855"],
    "compatible",
    [
        it(
            "TPS63020",
            "standby_current",
            "uA",
            typ=0.1,
            mx=1,
            cond="IS shutdown current, VEN = 0 V, VIN = VINA = 3.6 V",
        )
    ],
    [ev("tps63020.pdf", 6, "Shutdown current VEN = 0 V, VIN = VINA = 3.6 V 0.1 1")],
    "1 uA x 4380 h = 4.4 mAh < 5 mAh; with EN low the load is disconnected, so the sensors draw nothing.",
    wording="formal",
)
compat(
    "rq88-c13",
    "hard",
    "inmp441 on an esp32 for a battery voice recorder, 3.3 v supply, i run it at 16 khz with SCK = 1.024 mhz "
    "(lower than the 2.4 mhz the table header mentions). mic budget is 3 ma max. is the max normal-mode current "
    "still guaranteed at my clock? an ads1115 reads the battery.",
    ["INMP441", "ESP32-WROOM-32", "ADS1115"],
    "compatible",
    [it("INMP441", "supply_current", "mA", typ=2.2, mx=2.5, cond="normal mode, VDD = 3.3 V")],
    [
        ev("inmp441.pdf", 4, "Normal Mode 2.2 2.5 mA"),
        ev(
            "inmp441.pdf",
            4,
            "maximum specifications are guaranteed across temperature, voltage, and clock frequency",
        ),
    ],
    "Table 1: min / max guaranteed across temperature, voltage and clock frequency (CLK = 2.4 MHz only for "
    "typicals); 2.5 mA max at 3.3 V <= 3 mA. Look-alikes: 1.4 / 1.6 mA at 1.8 V; standby 0.8 mA.",
)

# ---------------------------------------------------------------- incompatible
compat(
    "rq88-i01",
    "hard",
    "same kind of clock board as before: pcf8563 on a 35 mah CR1220 (3.0 v), gy-49 (max44009) and an mq-3 on "
    "the mains side. this time i never touched the CLKOUT register, so CLKOUT is running at 32.768 khz the whole "
    "time on battery. i2c idle, 25 c. does the cr1220 still give 5 years of backup by the max current?",
    ["PCF8563", "MAX44009", "MQ-3"],
    "incompatible",
    [
        it(
            "PCF8563",
            "standby_current",
            "nA",
            typ=550,
            mx=1000,
            cond="IDD, interface inactive, CLKOUT enabled at 32 kHz, Tamb = 25 C, VDD = 3.0 V",
        )
    ],
    [
        ev("pcf8563.pdf", 28, "enabled at 32 kHz; Tamb = 25 C"),
        ev("pcf8563.pdf", 28, "VDD = 3.0 V - 550 1000 nA"),
    ],
    "35 mAh / 1.0 uA = 35,000 h = 4.0 years < 5 years (typical 550 nA would give 7.3 years, not guaranteed). "
    "Look-alike: c01 with CLKOUT disabled (500 nA max, 8.0 years).",
)
compat(
    "rq88-i02",
    "medium",
    "wearable compass: hmc5883l, a 74hc595 for leds, and a 150 mah lipo charged by an mcp73831 with the "
    "common 2k PROG resistor. is that charge current ok for such a small cell? (its label says 1c max, the "
    "mcp73831 sheet itself talks about 1c preferred / 2c absolute max)",
    ["MCP73831", "HMC5883L", "74HC595"],
    "incompatible",
    [
        it(
            "MCP73831",
            "output_current",
            "mA",
            mn=450,
            typ=505,
            mx=550,
            cond="IREG, PROG = 2.0 kOhm (not production tested), TA = -5 .. +55 C",
        )
    ],
    [
        ev("mcp73831.pdf", 3, "450 505 550 mA PROG = 2.0 k"),
        ev("mcp73831.pdf", 17, "is at the 1C rate, with an absolute maximum current at"),
    ],
    "IREG 450 .. 550 mA at PROG = 2 k is 3C .. 3.7C for 150 mAh, above even the 2C absolute maximum (300 mA). "
    "Look-alike: c03 with PROG = 10 k (90 .. 110 mA).",
)
compat(
    "rq88-i03",
    "hard",
    "An AMS1117-3.3 fed from a 5 V rail supplies only a BH1750 in power-down and an opto-coupler LED (PC817) "
    "that is off most of the time, so the load is about 30 µA between readings. Is the regulator guaranteed "
    "to stay in regulation at this load?",
    ["AMS1117", "BH1750", "PC817"],
    "incompatible",
    [
        it(
            "AMS1117",
            "output_current",
            "mA",
            typ=5,
            mx=10,
            cond="minimum load current to maintain regulation ((VIN - VOUT) = 12 V, Note 5)",
        )
    ],
    [
        ev("ams1117.pdf", 3, "Minimum Load AMS1117 (VIN - VOUT) = 12V (Note 5) 5 10 mA"),
        ev("ams1117.pdf", 3, "guaranteed to regulate if the output current is greater than 10mA."),
    ],
    "Note 5: regulation is guaranteed for 1.5 V <= VIN - VOUT <= 12 V only with more than 10 mA of load; 30 uA "
    "is far below. rq28-c11 (compatible) had the Si7021 heater as load; this is the sleeping case.",
    wording="formal",
)
compat(
    "rq88-i04",
    "hard",
    "1s lipo sitting around 3.6 v -> tps63021 (3.3 v) -> a w25q64fv and a dht11 that are both off "
    "most of the time. sleep budget for the converter itself, no load, is 20 ua. is the tps63021's own "
    "quiescent current inside that, by the max figures?",
    ["TPS63020", "W25Q64FV", "DHT11"],
    "incompatible",
    [
        it(
            "TPS63020",
            "quiescent_current",
            "uA",
            typ=25,
            mx=50,
            cond="Iq into VIN and VINA, IOUT = 0 mA, VEN = VIN = VINA = 3.6 V, VOUT = 3.3 V",
        ),
        it("TPS63020", "quiescent_current", "uA", typ=5, mx=10, cond="Iq into VOUT, VOUT = 3.3 V"),
    ],
    [
        ev("tps63020.pdf", 6, "IOUT = 0 mA, VEN = VIN = VINA = 3.6 25 50 μA"),
        ev("tps63020.pdf", 6, "current VOUT 5 10 μA"),
    ],
    "50 + 10 = 60 uA max (even 25 + 5 = 30 uA typical) > 20 uA. Shutdown (EN low, 1 uA) would fit but "
    "switches the rail off.",
)
compat(
    "rq88-i05",
    "hard",
    "portable breathalyzer: mq-3 heater powered at 5 v from a 1s 2000 mah lipo (7.4 wh) through a boost "
    "module i measured at 90 % efficient; a tm1637 and a pc817 are on the board too. before first use the mq-3 "
    "sheet wants a long preheat. can i do that preheat in one go from a full cell?",
    ["MQ-3", "TM1637", "PC817"],
    "incompatible",
    [
        it("MQ-3", "warm_up_time", "h", mn=24, cond="preheat time, over 24 hours"),
        it("MQ-3", "power_consumption", "mW", mx=750, cond="heating consumption, less than 750 mW"),
    ],
    [
        ev("mq-3.pdf", 1, "Preheat time Over 24 hour"),
        ev("mq-3.pdf", 1, "RH Heater resistance 33Ω±5%"),
        ev("mq-3.pdf", 1, "less than 750mw"),
    ],
    "Heater 33 Ohm +-5 % at 5 V draws 0.72 .. 0.80 W; 24 h needs at least 17.3 Wh at the heater, 19.2 Wh from "
    "the cell at 90 %, far above 7.4 Wh. The 750 mW figure is only a ceiling; the heater resistance fixes the "
    "minimum.",
)
compat(
    "rq88-i06",
    "medium",
    "robot sensor mast: vl53l0x (xshut low = hw standby between scans), gy-271 hmc5883l and an acs712 on the "
    "motor line. vl53l0x on 2.8 v at room temp. i need it to stay at or below 5 ua in hw standby, "
    "guaranteed. does it?",
    ["VL53L0X", "HMC5883L", "ACS712"],
    "incompatible",
    [
        it(
            "VL53L0X",
            "standby_current",
            "uA",
            mn=3,
            typ=5,
            mx=7,
            cond="HW STANDBY, 23 C, 2.8 V (Table 9)",
        )
    ],
    [ev("vl53l0x.pdf", 23, "HW STANDBY 3 5 7 uA")],
    "HW standby 3 / 5 / 7 uA: the typical equals the budget, the maximum (7 uA) exceeds it. Look-alike: SW "
    "standby 4 / 6 / 9 uA.",
)
compat(
    "rq88-i07",
    "medium",
    "Räucherofen-Logger mit Akku: ein MAX31855-Modul misst das Thermoelement, ein SRD-05VDC-SL-C schaltet die "
    "Heizung, ein DS3231 liefert die Uhrzeit. Der MAX31855 bleibt dauernd versorgt. Darf er laut Datenblatt "
    "höchstens 1 mA aufnehmen, damit mein Strombudget aufgeht?",
    ["MAX31855", "SRD-05VDC-SL-C", "DS3231"],
    "incompatible",
    [
        it(
            "MAX31855",
            "supply_current",
            "uA",
            typ=900,
            mx=1500,
            cond="ICC power-supply current, 3.0 .. 3.6 V",
        )
    ],
    [ev("max31855.pdf", 2, "900 1500")],
    "ICC 900 uA typical, 1500 uA maximum; the part has no shutdown mode, so 1 mA is not guaranteed.",
    wording="formal",
    lang="de",
)
compat(
    "rq88-i08",
    "hard",
    "xc6206p332 on a 1s lipo feeding an mpu-6050, a ccs811 and a few status leds; when the ccs811 measures "
    "and the leds are on the load is about 100 ma. i keep running the cell down to 3.6 v. does the sheet's max dropout at 100 ma let "
    "the ldo stay in regulation down there?",
    ["XC6206", "MPU-6050", "CCS811"],
    "incompatible",
    [
        it(
            "XC6206",
            "dropout_voltage",
            "mV",
            typ=250,
            mx=680,
            cond="Vdif2, IOUT = 100 mA, VOUT(T) 3.0 .. 3.9 V group, Ta = 25 C",
        )
    ],
    [
        ev("xc6206.pdf", 5, "75 350 250 680 200"),
        ev("xc6206.pdf", 4, "VOUT(T)>1.8V, IOUT=100mA"),
    ],
    "Vdif2 up to 680 mV at 100 mA: the input must be about 3.23 + 0.68 = 3.91 V for 98 % of 3.3 V; at 3.6 V the "
    "regulator can be in dropout (typical 250 mV would be fine, not guaranteed). Look-alike: c04 at 30 mA.",
)
compat(
    "rq88-i09",
    "medium",
    "In a battery rover an ACS712 in the motor line is read by the MCU's ADC, an L298N drives the motors and "
    "a TM1637 shows the current. The ACS712 is powered continuously at 5 V and is budgeted at 5 mA average. "
    "Does the data sheet supply current fit that budget?",
    ["ACS712", "L298N", "TM1637"],
    "incompatible",
    [
        it(
            "ACS712",
            "supply_current",
            "mA",
            mn=6,
            typ=8,
            mx=11,
            cond="ICC, VCC = 5.0 V, output open",
        )
    ],
    [ev("acs712.pdf", 4, "Supply Current ICC VCC = 5.0 V, output open 6 8 11 mA")],
    "ICC is at least 6 mA (8 typical, 11 max) > 5 mA; the ACS712 has no low-power mode.",
    wording="formal",
)
compat(
    "rq88-i10",
    "hard",
    "A DS18B20 with its own 5 V supply (from an LM2596 via a battery) performs a 12-bit conversion every 10 s "
    "and stays in standby otherwise (room temperature); an MCP3008 shares the rail. The DS18B20 average must "
    "stay at or below "
    "100 µA. Using the maximum active current and the maximum conversion time, is that guaranteed?",
    ["DS18B20", "MCP3008", "LM2596"],
    "incompatible",
    [
        it("DS18B20", "supply_current", "mA", typ=1, mx=1.5, cond="IDD active current, VDD = 5 V"),
        it("DS18B20", "response_time", "ms", mx=750, cond="tCONV, 12-bit resolution"),
        it(
            "DS18B20",
            "standby_current",
            "nA",
            typ=750,
            mx=1000,
            cond="IDDS standby current, up to +70 C",
        ),
    ],
    [
        ev("ds18b20.pdf", 2, "Active Current IDD VDD = 5V (Note 9) 1 1.5 mA"),
        ev("ds18b20.pdf", 3, "12-bit resolution 750"),
        ev("ds18b20.pdf", 2, "Standby Current IDDS (Notes 7, 8) 750 1000 nA"),
    ],
    "1.5 mA x 0.75 s / 10 s = 112.5 uA, plus up to 1 uA standby -> about 113 uA > 100 uA (typical 1 mA would "
    "give about 76 uA; not guaranteed).",
    wording="formal",
)
compat(
    "rq88-i11",
    "medium",
    "sleep budget check: am2302 / dht22 stays powered between readings, an mcp4725 is in power-down and an "
    "inmp441 is unpowered, everything on 5 v. i need the dht22 under 5 ua while dormant. possible per its "
    "sheet?",
    ["DHT22", "MCP4725", "INMP441"],
    "incompatible",
    [
        it(
            "DHT22",
            "standby_current",
            "uA",
            mn=10,
            typ=15,
            cond="power consumption, dormancy, VDD = 5 V",
        )
    ],
    [ev("dht22.pdf", 4, "Dormancy 10 15 µA")],
    "Dormancy is given as min 10 / typ 15 uA: even the minimum exceeds 5 uA. (u10: no maximum is given.)",
)
compat(
    "rq88-i12",
    "hard",
    "garden robot parked for 4 weeks on a 12 v 7 ah lead acid, l298n enables (ENA/ENB) low the whole time, "
    "VS straight from the battery, VSS from a linear 5 v reg on the same battery (so its current also comes "
    "out of the battery). hc-sr04 and tmp36 are switched off. i dont want the l298n to use more than half the "
    "battery in those 4 weeks. ok with the sheet's max quiescent currents?",
    ["L298N", "HC-SR04", "TMP36"],
    "incompatible",
    [
        it(
            "L298N",
            "quiescent_current",
            "mA",
            mx=4,
            cond="IS quiescent supply current (pin 4), Ven = L",
        ),
        it(
            "L298N",
            "quiescent_current",
            "mA",
            mx=6,
            cond="ISS quiescent current from VSS (pin 9), Ven = L",
        ),
    ],
    [ev("l298n.pdf", 3, "Ven = L Vi = X 4 mA"), ev("l298n.pdf", 3, "Ven = L Vi = X 6 mA")],
    "ISS alone (VSS = 5 V, the table condition) is up to 6 mA x 672 h = 4.0 Ah > 3.5 Ah; IS (up to 4 mA, "
    "specified at VS = 42 V) only adds, about 6.7 Ah in all.",
)
compat(
    "rq88-i13",
    "hard",
    "single unprotected 18650 -> tps63021 -> hx711 scale and a max44009. i was hoping the tps63021's undervoltage "
    "lockout would cut off before the cell goes below 2.8 v so i dont kill the cell. will it?",
    ["TPS63020", "MAX44009", "HX711"],
    "incompatible",
    [
        it(
            "TPS63020",
            "supply_voltage",
            "V",
            mn=1.4,
            typ=1.5,
            mx=1.6,
            cond="under voltage lockout threshold, VINA voltage decreasing",
        )
    ],
    [ev("tps63020.pdf", 6, "Under voltage lockout threshold VINA voltage decreasing 1.4 1.5 1.6")],
    "UVLO trips at 1.4 .. 1.6 V (falling), far below 2.8 V; the converter keeps draining the cell (input range "
    "1.8 .. 5.5 V).",
)

# ---------------------------------------------------------------- insufficient_evidence
compat(
    "rq88-e01",
    "hard",
    "tp4056 board charging an 18650 while my esp32 (plus a 74hc595 with leds) stays connected to the cell and keeps "
    "running, maybe 80 ma average. will the tp4056 still see the current drop to C/10 and terminate properly, "
    "or does the load mess that up?",
    ["TP4056", "ESP32-WROOM-32", "74HC595"],
    "insufficient_evidence",
    [],
    [
        ev("tp4056.pdf", 9, "current falls to 1/10th the programmed value"),
        ev("tp4056.pdf", 9, "on the BAT pin must be supplied by the"),
    ],
    "The sheet describes termination when the charge current falls to 1/10 of the programmed value, and says "
    "that after termination all loads on BAT are supplied by the battery; it does not cover a load connected "
    "during charge (load sharing).",
)
compat(
    "rq88-e02",
    "medium",
    "swapped my nrf24l01+ for the long range version with the PA+LNA and the sma antenna, still fed from the "
    "ams1117 3.3 v on my nano clone, a dht11 on the same rail. can the ams1117 handle that module's tx current?",
    ["nRF24L01+", "AMS1117", "DHT11"],
    "insufficient_evidence",
    [],
    [],
    "The PA+LNA module adds an external power amplifier and LNA whose current no sheet covers; the nRF24L01+ "
    "rows (11.3 mA at 0 dBm) are for the bare chip. The AMS1117 side alone (1 A class) is not the question.",
)
compat(
    "rq88-e03",
    "hard",
    "sensor puck on a 1s lipo: an MCP1700-3302 ldo feeds a bh1750 (power down), a gy-271 hmc5883l (idle mode) "
    "and a ds18b20 (standby). i need the whole puck, ldo included, under 5 ua asleep. do the datasheets show "
    "that?",
    ["BH1750", "HMC5883L", "DS18B20"],
    "insufficient_evidence",
    [],
    [],
    "The MCP1700 is not covered, and the HMC5883L idle current is a typical 2 uA only (no maximum); BH1750 "
    "1.0 uA and DS18B20 1000 nA maximum alone already use 2 uA.",
)
compat(
    "rq88-e04",
    "medium",
    "step counter: mpu-6050 in low power accelerometer mode at 5 hz, an inmp441 (off) and a pc817. i need a "
    "guaranteed max of 30 ua from the mpu-6050 in that mode. does the sheet guarantee it?",
    ["MPU-6050", "INMP441", "PC817"],
    "insufficient_evidence",
    [],
    [ev("mpu-6050.pdf", 14, "5 Hz update rate 20 µA")],
    "Accelerometer low power mode: 10 / 20 / 70 / 140 uA at 1.25 / 5 / 20 / 40 Hz are typical values only; no "
    "maximum is given. (rq76-e01 asked the idle figures; this is the cycle mode.)",
)
compat(
    "rq88-e05",
    "hard",
    "can node on a 12 v battery: mcp2515 in sleep, a TJA1050 transceiver next to it, a ds18b20 and an srd "
    "relay (off) on the board. "
    "sleep budget for the can side (mcp2515 + tja1050) is 50 ua. ok?",
    ["MCP2515", "DS18B20", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [],
    "MCP2515 sleep current is 5 uA max (-40 .. +85 C), but the TJA1050 transceiver is not covered by any sheet, "
    "so the sum cannot be checked. The SRD relay is a bystander that stays off.",
)
compat(
    "rq88-e06",
    "medium",
    "dht22 on a lipo logger, read once per minute instead of every 2 s; a ccs811 and a max31865 are on the board "
    "too. i want the dht22's average below 100 ua. will it be?",
    ["DHT22", "CCS811", "MAX31865"],
    "insufficient_evidence",
    [],
    [],
    "Table 4: average 300 uA is stated for a reading every 2 s at 5 V (typical), measuring 500 uA typical and "
    "dormancy min 10 / typ 15 uA; no measuring time or maximum values, so the average at one reading per minute "
    "cannot be bounded.",
)
compat(
    "rq88-e07",
    "medium",
    "cold store monitor at -20 c: nrf24l01+ sends every 5 min, a tmp36 and a max31865 with a pt100, all from one "
    "2000 mah 18650. my math at room temp says 7 months. will it still make 6 months at -20 c?",
    ["nRF24L01+", "TMP36", "MAX31865"],
    "insufficient_evidence",
    [],
    [],
    "The answer depends on the 18650's capacity and behaviour at -20 C, which no sheet covers; the parts are "
    "rated for -20 C but the battery is not described.",
)
compat(
    "rq88-e08",
    "medium",
    "An INA3221 supplied from a 5 V USB rail monitors three battery packs in continuous mode; an LM2596 and "
    "an HC-SR04 are on the same board. Is the INA3221's own supply current guaranteed to stay below 500 µA at "
    "VS = 5 V?",
    ["INA3221", "LM2596", "HC-SR04"],
    "insufficient_evidence",
    [],
    [],
    "The INA3221 quiescent current 350 / 450 uA is specified at VS = 3.3 V (table header); no value at 5 V.",
    wording="formal",
)
compat(
    "rq88-e09",
    "medium",
    "ccs811 in mode 3 (one reading per minute) at 1.8 v on a coin-cell-ish supply. i need the average supply "
    "current guaranteed under 1 ma. a max44009 and an mcp4725 share the i2c bus. does the sheet guarantee "
    "that?",
    ["CCS811", "MAX44009", "MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "Mode 3 at 1.8 V: 1.2 mW typical (about 0.67 mA); the average-current row (0.7 mA) is typical too; no "
    "maximum is given.",
)
compat(
    "rq88-e10",
    "hard",
    "acs712 run from 4 AA alkalines through nothing but a diode, so VCC sits around 4.5 v; an l298n and an "
    "hx711 on the same bot. what matters to me: is the acs712 supply current still at most 11 ma at 4.5 v?",
    ["ACS712", "L298N", "HX711"],
    "insufficient_evidence",
    [],
    [],
    "ICC 6 / 8 / 11 mA is specified at VCC = 5.0 V only; the supply range is 4.5 .. 5.5 V but no current is "
    "given at 4.5 V.",
)
compat(
    "rq88-e11",
    "medium",
    "An ADS1115 runs in continuous conversion mode at 860 SPS from a 5.0 V supply; an SRD relay and a DHT11 are "
    "also on the board. Is the ADS1115 operating current guaranteed to stay at or below 250 µA at 5.0 V?",
    ["ADS1115", "SRD-05VDC-SL-C", "DHT11"],
    "insufficient_evidence",
    [],
    [
        ev(
            "ads1115.pdf",
            4,
            "All specifications at –40°C to +125°C, VDD = 3.3V, and Full-Scale (FS) = ±2.048V",
        )
    ],
    "The operating current rows (150 / 200 uA at 25 C, 300 uA to 125 C) are at VDD = 3.3 V; at 5 V only the "
    "typical power dissipation (0.9 mW) is given, no maximum current.",
    wording="formal",
)


# ================================================================ write
if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")
