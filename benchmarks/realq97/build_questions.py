"""realq97: 60 blind questions on the real dev and dev2 datasheets (see README.md).

Theme: drive strength and loads. How much current a pin, driver output, regulator or reference
can source or sink, what it can drive (LEDs, relay coils and contacts, solenoids, motors,
buzzers, long cables and capacitive loads, a FET gate, another chip's supply pin), and what
happens above the limit (current limit, short-circuit current, avalanche, overcurrent trip,
saturation drop). Some questions read text and application sections instead of the electrical
tables, which earlier sets have nearly used up. About two thirds casual, one third formal; one
question in German, one in French.

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


# ---------------------------------------------------------------------------------------------
# Evidence used by several compatibility questions (any line of the page may be quoted here)
# ---------------------------------------------------------------------------------------------

L298_PAR_DC = ev("l298n.pdf", 8, "This solution can drive until 3 Amps In DC operation")
L298_PAR_PK = ev("l298n.pdf", 8, "and until 3.5 Amps of a repetitive peak current.")
L298_FIG7 = ev(
    "l298n.pdf",
    7,
    "Figure 7 : For higher currents, outputs can be paralleled. Take care to parallel channel 1 "
    "with channel 4",
)
MCP4725_25MA = ev("mcp4725.pdf", 19, "provide maximum load current as high as 25 mA which")
MCP4725_ABS = ev(
    "mcp4725.pdf", 3, "Current at Output Pins ...............................................±25 mA"
)
TM1637_ABS_SEG = ev("tm1637.pdf", 9, "LED and SEG drive sink current IO1 50 mA")
TM1637_SEG = ev("tm1637.pdf", 9, "SEG drive sink current IOL1 20 30 50 mA")
TM1637_GRID = ev("tm1637.pdf", 9, "Ioh1 80 120 180 mA")
LM35_LOADREG = ev("lm35.pdf", 4, "0 ≤ IL ≤ 1 mA TMIN ≤ TA ≤ TMAX ±0.5 ±5 ±0.5 ±5")
LM35_50PF = ev(
    "lm35.pdf",
    9,
    "able to drive 50 pf without special precautions. If heavier loads are anticipated, isolating "
    "or decoupling the load",
)
ESP32_IOH = ev(
    "esp32-wroom-32.pdf", 15, "High-level source current VDD3P3_CPU power domain 1, 2 - 40 - mA"
)
ESP32_VOH = ev("esp32-wroom-32.pdf", 15, "VOH High-level output voltage 0.8×VDD1 - - V")
PC817_IF = ev("pc817.pdf", 4, "Forward current IF 50 mA")
IRLZ_RDS5 = ev(
    "irlz44n.pdf",
    2,
    "RDS(on) Static Drain-to-Source On-Resistance ––– ––– 0.025 Ω VGS = 5.0V, I D = 25A",
)
IRLZ_RJA = ev("irlz44n.pdf", 1, "RθJA Junction-to-Ambient –––– –––– 62")
IRLZ_TJ = ev("irlz44n.pdf", 1, "TJ Operating Junction and -55 to + 175")
IRLZ_EAR = ev("irlz44n.pdf", 1, "EAR Repetitive Avalanche Energy 11 mJ")
IRLZ_IAR = ev("irlz44n.pdf", 1, "IAR Avalanche Current 25 A")
SRD_10A125 = ev("srd-05vdc-sl-c.pdf", 2, "10A 125VAC")
SRD_RES = ev("srd-05vdc-sl-c.pdf", 2, "Resistive Load (cosΦ=1) 10A 240VAC")
SRD_IND = ev("srd-05vdc-sl-c.pdf", 2, "(cosΦ=0.4 L/R=7msec) 3A 28VDC 5A 28VDC")
SRD_FORMS = ev("srd-05vdc-sl-c.pdf", 2, "Item FORM C FORM A")
SRD_7A28 = ev("srd-05vdc-sl-c.pdf", 2, "7A 28VDC")
DRV_PWP = ev("drv8833.pdf", 1, "1.5-A RMS, 2-A Peak per H-Bridge in PWP")
DRV_OCP = ev("drv8833.pdf", 6, "IOCP Overcurrent protection trip level 2 3.3 A")
TPS_2A = ev("tps63020.pdf", 1, "Output current for VIN > 2.5 V, VOUT = 3.3 V: 2 A")
TPS_VIN = ev("tps63020.pdf", 1, "Input voltage range: 1.8 V to 5.5 V")
LM2596_3A = ev("lm2596.pdf", 1, "Guaranteed 3.0 A Output Load Current")
HC595_QN = ev("74hc595.pdf", 6, "pins Qn - 35 mA")
HC595_Q7S = ev("74hc595.pdf", 6, "pin Q7S - 25 mA")
HC595_VOL6 = ev("74hc595.pdf", 8, "IO = 6 mA; VCC = 4.5 V - 0.15 0.33 - 0.4 V")
HC595_VOH6 = ev("74hc595.pdf", 7, "IO = 6 mA; VCC = 4.5 V 3.84 4.32 - 3.7 - V")
MAX7219_40 = ev("max7219.pdf", 10, "current is 40mA. For segment current levels above")
MAX7219_T11 = ev("max7219.pdf", 11, "30 17.8 17.1 15.8 15.0 14.0")
MAX31865_IOUT = ev("max31865.pdf", 3, "Bias Voltage Output Current IOUT 0.2 5.75 mA")
AMS_1A = ev("ams1117.pdf", 1, "1A LOW DROPOUT VOLTAGE REGULATOR")
AMS_ILIM = ev(
    "ams1117.pdf", 3, "Current Limit AMS1117-1.5/-1.8/-2.5/- (VIN - VOUT) = 5V 900 1,100 1,500 mA"
)

# ---------------------------------------------------------------------------------------------
# Answerable factual questions (evidence on page lines no earlier set quoted)
# ---------------------------------------------------------------------------------------------

fact(
    "rq97-f01",
    "hard",
    "tmp36 out in the shed about 25 m from the arduino, so i'm building the remote 2-wire thing "
    "from the adi sheet (figure 9, a 2n2907 pnp boosts the sensor output into a current down a "
    "twisted pair to a grounded receiver). what full-scale current is that circuit designed to "
    "push down the cable? and can i make it smaller to save power?",
    ["TMP36"],
    [
        it(
            "TMP36",
            "output_current",
            unit="mA",
            value=2,
            cond="Figure 9 boosted 2-wire circuit, full-scale output current set by R2/R3; lower "
            "full-scale values not recommended",
        )
    ],
    [
        ev("tmp36.pdf", 11, "trary full-scale output current of 2 mA. Lower values for the"),
        ev("tmp36.pdf", 11, "full-scale current are not recommended."),
        ev("tmp36.pdf", 11, "Figure 9. A Remote, 2-Wire Boosted Output Current Tem-"),
    ],
    "Application text under Figure 9 (page 11, left column). Look-alikes: the 5 V minimum supply of "
    "the same circuit (rq85-f10), the 4-20 mA loop transmitter of Figure 10 (4 / 20 mA, 3 mA "
    "budget), the 50 uA output load current and 250 uA short-circuit limit of the bare sensor "
    "(rq37-f23, rq31-f25). Second half of the question: no, lower full-scale currents are not "
    "recommended (no item).",
)

fact(
    "rq97-f02",
    "hard",
    "using an xc6206p202 (the 2.0 v version) to feed a little 2 v led bar graph. how much output "
    "current does torex guarantee for that voltage, and roughly how much current flows if the "
    "output gets shorted to ground?",
    ["XC6206"],
    [
        it(
            "XC6206",
            "output_current",
            unit="mA",
            mn=120,
            cond="IOUTMAX (E-4), VOUT >= VOUT(E) x 0.9, VOUT(T) 2.0 .. 2.4 V group, Ta = 25 C",
        ),
        it(
            "XC6206",
            "peak_output_current",
            unit="mA",
            typ=130,
            cond="ISHORT (E-5), VOUT = VSS, VOUT(T) 1.8 .. 2.2 V group, typical only",
        ),
    ],
    [
        ev("xc6206.pdf", 4, "IOUTMAX VOUT≧VOUT(E)× 0.9 E-4(*5) - - mA"),
        ev("xc6206.pdf", 4, "ISHORT VOUT=VSS - E-5(*5) - mA"),
        ev("xc6206.pdf", 5, "2.2 50 120"),
        ev("xc6206.pdf", 5, "2.0 130"),
    ],
    "The E-4 / E-5 columns of the Electrical Characteristics Chart are merged cells: IOUTMAX 60 / 80 "
    "/ 120 / 150 / 200 / 250 mA for the 1.2-1.5 / 1.6-1.9 / 2.0-2.4 / 2.5-2.9 / 3.0-3.9 / 4.0-5.0 V "
    "groups; ISHORT 180 / 155 / 130 / 100 mA for 1.2-1.4 / 1.5-1.7 / 1.8-2.2 / 2.3-5.0 V. The "
    "text layer prints 120 on the 2.2 V row and 130 on the 2.0 V row (cell centres). Look-alikes: "
    "200 mA of the 3.0 V type (asked many times), 80 mA (rq91-i01), 150 mA (rq91-f01).",
    typ="structured",
)

fact(
    "rq97-f03",
    "hard",
    "What maximum Dropout Voltage 2 (Vdif2) does the XC6206 datasheet specify for the 1.8 V "
    "output version? Note that the Vdif2 test current is not the same for every output voltage.",
    ["XC6206"],
    [
        it(
            "XC6206",
            "dropout_voltage",
            unit="mV",
            mx=780,
            cond="Vdif2, IOUT = 60 mA (VOUT(T) <= 1.8 V), VOUT(T) 1.8 .. 2.0 V group of E-3, Ta = 25 C",
        )
    ],
    [
        ev("xc6206.pdf", 4, "VOUT(T)≦1.8V, IOUT=60mA"),
        ev("xc6206.pdf", 5, "1.9 780"),
    ],
    "Vdif2 is specified at IOUT = 60 mA for VOUT(T) <= 1.8 V and at 100 mA above 1.8 V (marked "
    "line). E-3 MAX 780 mV covers 1.8 .. 2.0 V (merged cell printed on the 1.9 V row), typ 350 mV "
    "(merged over 1.8 .. 2.9 V, optional). Look-alikes: Vdif1 at 30 mA for 1.8 V, 150 / 390 mV "
    "(rq40-f13); 810 mV of the 1.6-1.7 V group; 710 mV of 2.1-2.9 V.",
    wording="formal",
)

fact(
    "rq97-f04",
    "hard",
    "xc6206p402 (the 4.0 v one) running off a usb 5 v rail that sags under load. what dropout does "
    "the sheet give at 30 mA and at 100 mA for that voltage, typ and max?",
    ["XC6206"],
    [
        it(
            "XC6206",
            "dropout_voltage",
            unit="mV",
            typ=60,
            mx=320,
            cond="Vdif1, IOUT = 30 mA, VOUT(T) 4.0 .. 4.9 V group, Ta = 25 C",
        ),
        it(
            "XC6206",
            "dropout_voltage",
            unit="mV",
            typ=200,
            mx=630,
            cond="Vdif2, IOUT = 100 mA, VOUT(T) 4.0 .. 4.9 V group, Ta = 25 C",
        ),
    ],
    [
        ev("xc6206.pdf", 5, "60 320 200 630"),
        ev("xc6206.pdf", 5, "NOMINAL LOAD DROPOUT DROPOUT MAX. OUTPUT"),
    ],
    "One text line carries the four merged cells of the 4.0 .. 4.9 V group (E-2 typ/max, E-3 "
    "typ/max). Look-alikes: the 5.0 V row 50/290 and 175/600 mV (rq24-f13), the 3.0 .. 3.9 V group "
    "75/350 and 250/680 mV (asked many times). The two items share field and unit; the question "
    "asks both currents.",
    typ="structured",
)

fact(
    "rq97-f05",
    "hard",
    "irlz44n low-side on a 12 v door solenoid and i 'forgot' the flyback diode, so at every "
    "turn-off the fet avalanches (scope shows the drain clamping around 60-65 v). what avalanche "
    "current is the irlz44n rated for as a repetitive rating?",
    ["IRLZ44N"],
    [
        it(
            "IRLZ44N",
            "peak_output_current",
            unit="A",
            mx=25,
            cond="IAR avalanche current, absolute maximum (repetitive rating, pulse width limited by "
            "max. junction temperature)",
        )
    ],
    [
        ev("irlz44n.pdf", 1, "IAR Avalanche Current 25 A"),
        ev("irlz44n.pdf", 1, "EAR Repetitive Avalanche Energy 11 mJ"),
    ],
    "Absolute maximum ratings, page 1. Look-alikes on the same table: ID 47 / 33 A, IDM 160 A "
    "(asked before), EAS 210 mJ single pulse, EAR 11 mJ repetitive. IAR carries the repetitive "
    "rating note (page 2). Filed as peak_output_current (a pulsed drain current) for want of an "
    "avalanche field.",
)

fact(
    "rq97-f06",
    "medium",
    "The rating section of the SRD-05VDC-SL-C datasheet lists two CCC file numbers. Which contact "
    "current and contact voltage does each CCC entry state?",
    ["SRD-05VDC-SL-C"],
    [
        it(
            "SRD-05VDC-SL-C",
            "contact_current",
            unit="A",
            mx=7,
            cond="CCC file CH0052885-2000: 7A/240VDC",
        ),
        it(
            "SRD-05VDC-SL-C",
            "contact_voltage",
            unit="VDC",
            mx=240,
            cond="CCC file CH0052885-2000: 7A/240VDC",
        ),
        it(
            "SRD-05VDC-SL-C",
            "contact_current",
            unit="A",
            mx=10,
            cond="CCC file CH0036746-99: 10A/250VDC",
        ),
        it(
            "SRD-05VDC-SL-C",
            "contact_voltage",
            unit="VDC",
            mx=250,
            cond="CCC file CH0036746-99: 10A/250VDC",
        ),
    ],
    [
        ev("srd-05vdc-sl-c.pdf", 1, "CCC FILE NUMBER:CH0052885-2000 7A/240VDC"),
        ev("srd-05vdc-sl-c.pdf", 1, "CCC FILE NUMBER:CH0036746-99 10A/250VDC"),
    ],
    "Page 1, '4. RATING'. The CCC lines print VDC, which contradicts the contact table's maximum "
    "allowable 110 VDC (page 2); the question asks what the lines state. Look-alikes: UL/CUL "
    "10A/125VAC 28VDC and TUV 10A/240VAC 28VDC (marked lines, asked before), form C table 7 A "
    "240 VAC / 28 VDC.",
    typ="structured",
    wording="formal",
)

fact(
    "rq97-f07",
    "medium",
    "Over what output (load) current range is the load regulation of the LM35 specified across the "
    "full temperature range, in the table for the LM35, LM35C and LM35D?",
    ["LM35"],
    [
        it(
            "LM35",
            "output_current",
            unit="mA",
            mn=0,
            mx=1,
            cond="IL range of the load regulation spec, TMIN <= TA <= TMAX (LM35/LM35C/LM35D table; "
            "+-0.5 typ, +-5 mV/mA design limit)",
        )
    ],
    [ev("lm35.pdf", 4, "0 ≤ IL ≤ 1 mA TMIN ≤ TA ≤ TMAX ±0.5 ±5 ±0.5 ±5")],
    "Page 4, second table (LM35 / LM35C, LM35D). The LM35A/LM35CA row on page 3 has the same range "
    "with +-3 mV/mA (marked line). Look-alikes: 10 mA absolute maximum output current (rq23-f08), "
    "ILOAD = 50 uA test condition (rq81-f11), 0.1 Ohm output impedance at 1 mA (rq72-f09).",
    wording="formal",
)

fact(
    "rq97-f08",
    "medium",
    "tps63020 board, my motor load steps go way past 2 a for a moment. where does the chip's own "
    "switch current limit sit, typically? want to know when it starts to limit",
    ["TPS63020"],
    [
        it(
            "TPS63020",
            "peak_output_current",
            unit="A",
            typ=4,
            cond="average current in the switches limited to a typical 4 A (detailed description)",
        )
    ],
    [
        ev(
            "tps63020.pdf",
            13,
            "average current in the switches is limited to a typical value of 4 A.",
        )
    ],
    "Text of the detailed description (page 13). The same number is in the electrical table "
    "(3.5 / 4 / 4.5 A at VIN = 3.6 V, rq10-f37) on marked lines; the question is a repeat of the "
    "number from an unquoted line. Look-alikes: 2 A output in boost, 4 A output in buck, 400 mA "
    "start-up current limit (rq48-f02).",
)

fact(
    "rq97-f09",
    "medium",
    "l298n driving a fat dc motor that pulls repetitive current peaks. above what repetitive peak "
    "current does st say you should go to the paralleled-bridge configuration?",
    ["L298N"],
    [
        it(
            "L298N",
            "peak_output_current",
            unit="A",
            mx=2,
            cond="repetitive peak load current per bridge above which a paralleled configuration "
            "(Fig. 7) can be chosen",
        )
    ],
    [
        ev("l298n.pdf", 7, "When the repetitive peak current needed from the"),
        ev("l298n.pdf", 7, "load is higher than 2 Amps, a paralleled configura-"),
        ev(
            "l298n.pdf",
            7,
            "Figure 7 : For higher currents, outputs can be paralleled. Take care to parallel "
            "channel 1 with channel 4",
        ),
    ],
    "Application information, page 7 (right column). 2 A is also the DC-operation absolute maximum "
    "(asked before); the 2.5 A repetitive and 3 A non-repetitive ratings and the 3 / 3.5 A of the "
    "paralleled solution (rq35-s02) are look-alikes.",
)

fact(
    "rq97-f10",
    "hard",
    "ams1117-adj on a board that sleeps most of the time, and with nothing connected the output "
    "creeps up. what minimum load current does the sheet want the adjust divider (R1/R2) to draw?",
    ["AMS1117"],
    [
        it(
            "AMS1117",
            "output_current",
            unit="mA",
            mn=10,
            cond="specified minimum load current, drawn by the R1/R2 divider of the adjustable "
            "version (application hints)",
        )
    ],
    [
        ev("ams1117.pdf", 4, "voltage. This current is normally the specified minimum load"),
        ev("ams1117.pdf", 4, "current of 10mA. Because IADJ is very small and constant it"),
    ],
    "Application hints, page 4. The table row 'Minimum Load Current' typ 5 / max 10 mA (marked) "
    "is the same figure, filed by earlier sets as max 10 (rq14-i11, rq88-i03); here it is the load "
    "the divider must draw, filed as min 10 mA. Look-alikes: IADJ 50 uA in the figure, 55 / 120 uA "
    "adjust pin current.",
)

fact(
    "rq97-f11",
    "medium",
    "Welchen Segmentstrom stellt der MAX7219 typischerweise ein, wenn der Widerstand RSET zwischen "
    "V+ und ISET auf den kleinsten zulässigen Wert gesetzt wird?",
    ["MAX7219"],
    [
        it(
            "MAX7219",
            "output_current",
            unit="mA",
            typ=40,
            cond="segment current with RSET at its minimum 9.53 kOhm, typical (peak segment current "
            "is nominally 100 x the current into ISET)",
        )
    ],
    [
        ev("max7219.pdf", 8, "between V+ and ISET. The peak current sourced from"),
        ev("max7219.pdf", 8, "the segment drivers is nominally 100 times the current"),
        ev("max7219.pdf", 8, "segment current at 40mA. Display brightness can also be"),
    ],
    "Intensity control text, page 8 ('minimum value should be 9.53kOhm, which typically sets the "
    "segment current at 40mA'; the 9.53 line is marked). 40 mA is also the maximum recommended "
    "segment current (page 10, asked before); here it is the typical value at minimum RSET. "
    "Look-alikes: Table 11 (9.69 .. 12.2 kOhm for 40 mA by LED voltage), Table 9 (10/20/30 mA for "
    "1-3 digits).",
    wording="formal",
    lang="de",
)

fact(
    "rq97-f12",
    "medium",
    "max31865 breakout, and i'm thinking of hanging a small extra divider off the BIAS pin. up to "
    "what bias output current is its load regulation specified (and how much does vbias sag per "
    "mA)?",
    ["MAX31865"],
    [
        it(
            "MAX31865",
            "output_current",
            unit="mA",
            mx=5.75,
            cond="IOUT range of the bias voltage load regulation spec (30 mV/mA typ)",
        )
    ],
    [ev("max31865.pdf", 3, "Bias Voltage Load Regulation IOUT P 5.75mA 30 mV/mA")],
    "Page 3, load regulation row ('P' is the PDF's rendering of <=). The 0.2 .. 5.75 mA output "
    "current row (marked, rq28-f03) carries the same upper bound; repeat of the number from an "
    "unquoted line. The 30 mV/mA has no field. Look-alikes: VBIAS 1.95/2.00/2.06 V, 10 ms bias "
    "start-up.",
)

fact(
    "rq97-f13",
    "medium",
    "tps63020 design for a load around 1.8 a. i have a 2.2 uH inductor in the drawer but ti "
    "recommends 1 uH or 1.5 uH for a certain output current range. which range is that?",
    ["TPS63020"],
    [
        it(
            "TPS63020",
            "output_current",
            unit="A",
            mn=1.5,
            mx=2,
            cond="output current range for which 1 uH or 1.5 uH is recommended (2.2 uH possible at "
            "lower load current)",
        )
    ],
    [
        ev(
            "tps63020.pdf",
            14,
            "In particular, either 1 µH or 1.5 µH is recommended working at an output current "
            "between 1.5 A and 2 A. If",
        ),
        ev(
            "tps63020.pdf",
            14,
            "operating with a lower load current, it is also possible to use 2.2 µH.",
        ),
    ],
    "Inductor selection text, page 14. 1.5 A is also the Figure 7 typical application (rq48-k02) "
    "and 2 A the boost-mode output current; the range as a pair is new. Look-alikes: Equation 2 "
    "(2.5 MHz), 3.3 V at 1.5 A in the typical application.",
)

fact(
    "rq97-f14",
    "hard",
    "lm2596 module set to 5 v but only feeding ~150 mA, and on the scope the inductor current "
    "drops to zero every cycle (discontinuous). onsemi says that's fine for 'light loads'. below "
    "roughly what load current do they mean?",
    ["LM2596"],
    [
        it(
            "LM2596",
            "output_current",
            unit="mA",
            mx=300,
            cond="'light loads (less than approximately 300 mA)' for which discontinuous mode may be "
            "desirable (inductor section)",
        )
    ],
    [
        ev("lm2596.pdf", 15, "currents are selected. For light loads (less than"),
        ev("lm2596.pdf", 15, "approximately 300 mA) it may be desirable to operate the"),
        ev("lm2596.pdf", 15, "discontinuous mode of operation is perfectly acceptable for"),
    ],
    "Inductor section, page 15 (no earlier quote on the page). Approximate figure. Look-alikes: 3 A "
    "guaranteed load current, 0.7 A of the inverting circuit (rq55-f10), the 4.2 .. 6.9 A current "
    "limit.",
)

# ---------------------------------------------------------------------------------------------
# Factual questions the sheets do not answer (near misses; evidence on unquoted lines)
# ---------------------------------------------------------------------------------------------

trap(
    "rq97-u01",
    "medium",
    "What maximum (guaranteed) short-circuit current does the XC6206 datasheet give for the 3.3 V "
    "output version with the output shorted to VSS?",
    ["XC6206"],
    [
        ev("xc6206.pdf", 4, "ISHORT VOUT=VSS - E-5(*5) - mA"),
        ev("xc6206.pdf", 5, "SHORT CURRENT"),
    ],
    "ISHORT (E-5) is given only as a typical value (100 mA for the 2.3 .. 5.0 V group); min and max "
    "are dashes. A guaranteed maximum is not stated.",
    wording="formal",
)

trap(
    "rq97-u02",
    "hard",
    "the tmp36 2-wire boosted current circuit (figure 9: pnp transistor, twisted pair down to a "
    "ground referenced receiver). how long can that cable be, or how much loop resistance does the "
    "sheet allow for it?",
    ["TMP36"],
    [
        ev("tmp36.pdf", 11, "TMP3x sensor into a current to be transmitted down a long"),
        ev("tmp36.pdf", 11, "twisted-pair shielded cable to a ground referenced receiver. The"),
    ],
    "Figure 9 gives the resistor values, the 2 mA full scale and a 5 V minimum supply, but no "
    "cable length or loop resistance limit.",
)

trap(
    "rq97-u03",
    "hard",
    "For a TPS63021 operated from VIN = 2.0 V, what minimum (guaranteed) average switch current "
    "limit does the datasheet specify?",
    ["TPS63020"],
    [
        ev(
            "tps63020.pdf",
            13,
            "average current in the switches is limited to a typical value of 4 A.",
        )
    ],
    "The current limit is guaranteed only at VIN = VINA = 3.6 V (electrical table, 3.5 .. 4.5 A); "
    "the text gives a typical 4 A. No figure for VIN = 2.0 V.",
    wording="formal",
)

trap(
    "rq97-u04",
    "hard",
    "using the lm2596 as the inverting buck-boost for -12 v like in the app section, but my input "
    "is only 5 v. how much current can i pull from the -12 v output at 5 v in?",
    ["LM2596"],
    [
        ev("lm2596.pdf", 18, "At lighter loads the minimum input voltage required drops"),
        ev("lm2596.pdf", 18, "D1 Cout −12 V @ 0.7 A"),
    ],
    "The sheet gives 0.7 A for an input of 12 V or higher (marked text) and says lighter loads "
    "allow a lower minimum input (about 4.7 V); no current is given for a 5 V input.",
)

trap(
    "rq97-u05",
    "medium",
    "A DRV8833 in the HTSSOP (PWP) package sits on a two-layer board in an enclosure that reaches "
    "70 °C. What continuous RMS output current per H-bridge does the datasheet guarantee at 70 °C "
    "ambient?",
    ["DRV8833"],
    [
        ev(
            "drv8833.pdf",
            16,
            "In actual operation, the maximum output current achievable with a motor driver is a "
            "function of die temperature.",
        ),
        ev(
            "drv8833.pdf",
            16,
            "This, in turn, is greatly affected by ambient temperature and PCB design.",
        ),
    ],
    "The 1.5 A RMS rating is at 25 C; the sheet says the achievable current depends on die "
    "temperature, ambient and PCB and gives no derating for 70 C.",
    wording="formal",
)

trap(
    "rq97-u06",
    "hard",
    "esp32-wroom-32 with 12 leds straight on gpios of the vdd3p3_cpu domain, ~20 mA each, all on at "
    "once. what guaranteed total source current does the sheet give for that domain?",
    ["ESP32-WROOM-32"],
    [
        ev(
            "esp32-wroom-32.pdf",
            16,
            "2. For VDD3P3_CPU and VDD3P3_RTC power domain, per-pin current sourced in the same "
            "domain is gradually reduced",
        )
    ],
    "Note 2 only says the per-pin source current falls from 'around 40 mA to around 29 mA' as more "
    "pins source current (typical IOH); no guaranteed total per domain.",
)

trap(
    "rq97-u07",
    "medium",
    "In constant-voltage mode, what load regulation does the MCP73831 datasheet specify when the "
    "battery node also supplies a 200 mA system load?",
    ["MCP73831"],
    [ev("mcp73831.pdf", 3, "Load Regulation VBAT/VBAT| — 0.05 0.30 % IOUT = 10 mA to 50 mA")],
    "Load regulation is specified only for IOUT = 10 mA to 50 mA.",
    wording="formal",
)

trap(
    "rq97-u08",
    "hard",
    "ams1117-3.3 where the output is held up by a battery backup and the input can sit at 0 v for "
    "hours. how much continuous reverse current can the internal diode from output to input take?",
    ["AMS1117"],
    [
        ev("ams1117.pdf", 4, "Microsecond surge currents of 50A to 100A can be handled by the"),
        ev("ams1117.pdf", 4, "internal diode between the input and output pins of the device. In"),
    ],
    "Only microsecond surge currents (50 .. 100 A) are stated for the internal diode; no continuous "
    "reverse current.",
)

trap(
    "rq97-u09",
    "hard",
    "LM35 avec la résistance de découplage de 2 kΩ de la figure 14 : quelle capacité de câble "
    "maximale peut-il alors piloter selon la fiche technique ?",
    ["LM35"],
    [
        ev("lm35.pdf", 9, "Figure 14. LM35 with Decoupling from Capacitive Load"),
        ev(
            "lm35.pdf",
            9,
            "with a resistor is easy (see Figure 14). Or you can improve the tolerance of capacitance",
        ),
    ],
    "The sheet gives 50 pF without precautions and shows the 2 kOhm isolation (Figure 14) and the "
    "75 Ohm + 1 uF damper (Figure 15) for 'heavy capacitive load', but no capacitance limit with "
    "them.",
    wording="formal",
    lang="fr",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: compatible
# ---------------------------------------------------------------------------------------------

compat(
    "rq97-c01",
    "hard",
    "winch on a 12 v gearmotor that pulls 2.6 a continuous. i use a bare l298n (multiwatt, on a "
    "heatsink) with the two bridges paralleled like st's figure 7 (ch1 with ch4, ch2 with ch3). an "
    "acs712-05b sits on the motor lead and a ds3231 runs the schedule. is the paralleled l298n good "
    "for 2.6 a dc?",
    ["L298N", "ACS712", "DS3231"],
    "compatible",
    [
        it(
            "L298N",
            "output_current",
            unit="A",
            mx=3,
            cond="paralleled bridges (Fig. 7), DC operation",
        )
    ],
    [L298_FIG7, L298_PAR_DC],
    "Paralleled: 3 A DC, 3.5 A repetitive peak (page 8); a single bridge is 2 A DC. The ACS712-05B "
    "(+-5 A) and the DS3231 are the rest of the build.",
)

compat(
    "rq97-c02",
    "medium",
    "An MCP4725 (VDD = 5 V) sets the speed of a pump controller through a 0-5 V control input with "
    "10 kΩ input resistance, over a cable of about 470 pF. An INA219 monitors the pump supply and an "
    "HC-SR04 measures the tank level. Is this load within what the MCP4725 output is stated to "
    "drive?",
    ["MCP4725", "INA219", "HC-SR04"],
    "compatible",
    [
        it(
            "MCP4725",
            "output_current",
            unit="mA",
            mx=25,
            cond="maximum load current of the output amplifier",
        )
    ],
    [
        ev("mcp4725.pdf", 19, "The MCP4725 output stage is capable of driving loads"),
        ev("mcp4725.pdf", 19, "up to 1000 pF in parallel with 5 kΩ load resistance."),
        MCP4725_25MA,
    ],
    "10 kOhm (>= 5 kOhm) and 470 pF (<= 1000 pF); 0.5 mA at full scale, far below 25 mA.",
    wording="formal",
)

compat(
    "rq97-c03",
    "medium",
    "tm1637 4-digit board where i swapped the display for one with resistors: each segment now "
    "draws ~8 mA, worst case 8 segments lit per digit (64 mA out of one grid pin). dht22 and a "
    "pcf8563 on the same 5 v. within the tm1637 seg sink and grid source specs?",
    ["TM1637", "DHT22", "PCF8563"],
    "compatible",
    [
        it(
            "TM1637",
            "output_current",
            unit="mA",
            mn=20,
            cond="SEG drive sink current IOL1, Vo = 0.3 V, min",
        ),
        it(
            "TM1637",
            "output_current",
            unit="mA",
            mn=80,
            cond="GRID drive source current Ioh1, Vo = VDD - 2 V, min",
        ),
    ],
    [TM1637_SEG, TM1637_GRID, TM1637_ABS_SEG],
    "8 mA per SEG pin (>= 20 mA capability) and 64 mA per GRID pin (>= 80 mA at VDD - 2 V); "
    "absolute maxima 50 / 200 mA.",
)

compat(
    "rq97-c04",
    "medium",
    "lm35 (the full-range -55..150 c grade) into a cheap adc board whose input has a 4.7k resistor "
    "to ground that i can't remove. the oven side reads up to 150 c, so 1.5 v out -> ~0.32 mA. an "
    "mcp3008 reads it, a w25q64 logs. is that load inside the lm35's output spec?",
    ["LM35", "MCP3008", "W25Q64FV"],
    "compatible",
    [
        it(
            "LM35",
            "output_current",
            unit="mA",
            mn=0,
            mx=1,
            cond="load regulation specified for 0 <= IL <= 1 mA",
        )
    ],
    [LM35_LOADREG, ev("lm35.pdf", 3, "Output current 10 mA")],
    "0.32 mA is inside the 0 .. 1 mA load regulation range (and far below the 10 mA absolute "
    "maximum).",
)

compat(
    "rq97-c05",
    "medium",
    "8-digit max7219 module, red leds about 1.5 v forward. i swapped RSET to 17.8k for roughly 30 mA "
    "segments, all 8 digits scanned. an mq-2 board and a ds18b20 share the 5 v. is 30 mA allowed for "
    "the max7219?",
    ["MAX7219", "MQ-2", "DS18B20"],
    "compatible",
    [it("MAX7219", "output_current", unit="mA", mx=40, cond="maximum recommended segment current")],
    [MAX7219_T11, MAX7219_40],
    "Table 11: 17.8 kOhm gives 30 mA at VLED = 1.5 V; maximum recommended 40 mA; Table 9 limits "
    "apply only to 1-3 digit displays.",
)

compat(
    "rq97-c06",
    "medium",
    "esp32-wroom-32 gpio drives the led of a pc817 through 180 ohm (about 10 mA) to read a 24 v plc "
    "output isolated; a w25q64 is on the same board. ok for the gpio and for the opto led?",
    ["ESP32-WROOM-32", "PC817", "W25Q64FV"],
    "compatible",
    [
        it(
            "ESP32-WROOM-32",
            "output_current",
            unit="mA",
            typ=40,
            cond="IOH high-level source current, VDD = 3.3 V, VOH >= 2.64 V, VDD3P3_CPU domain",
        )
    ],
    [ESP32_IOH, PC817_IF, ev("pc817.pdf", 4, "Forward voltage VF IF=20mA − 1.2 1.4 V")],
    "(3.3 - 1.2) / 180 = 11.7 mA, below the typical 40 mA source capability and the 50 mA absolute "
    "maximum IF. The ESP32 figure is typical only (as in earlier sets).",
)

compat(
    "rq97-c07",
    "hard",
    "An IRLZ44N (TO-220, no heatsink, 25 °C ambient) switches a 5 A, 12 V LED load with "
    "VGS = 5.0 V; an INA3221 monitors the rail and a TM1637 shows the current. Based on RDS(on) at "
    "VGS = 5 V and the junction-to-ambient thermal resistance, is the MOSFET within its ratings?",
    ["IRLZ44N", "INA3221", "TM1637"],
    "compatible",
    [
        it(
            "IRLZ44N", "on_resistance", unit="Ohm", mx=0.025, cond="RDS(on), VGS = 5.0 V, ID = 25 A"
        ),
        it(
            "IRLZ44N",
            "operating_temperature",
            unit="°C",
            mn=-55,
            mx=175,
            cond="TJ operating junction",
        ),
    ],
    [IRLZ_RDS5, IRLZ_RJA, IRLZ_TJ],
    "P = 5^2 x 0.025 = 0.63 W; 0.63 x 62 = 39 C rise, TJ about 64 C; even with RDS(on) doubled "
    "by temperature (1.25 W, TJ about 103 C) it stays below 175 C. (At 8 A the same estimate "
    "runs away, so the load was kept at 5 A.)",
    wording="formal",
)

compat(
    "rq97-c08",
    "medium",
    "us kitchen build: the usual blue songle srd-05vdc-sl-c module (form c) switches a 120 vac "
    "resistive heater that pulls 8 a. a max31865 reads the pt100, an nrf24l01+ reports to the house. "
    "is the relay contact ok for that?",
    ["SRD-05VDC-SL-C", "MAX31865", "nRF24L01+"],
    "compatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "contact_current",
            unit="A",
            mx=10,
            cond="form C, resistive load, 125 VAC",
        ),
        it("SRD-05VDC-SL-C", "contact_voltage", unit="VAC", mx=125, cond="form C, resistive load"),
    ],
    [SRD_FORMS, SRD_10A125, SRD_RES],
    "Form C resistive rating 10 A 125 VAC (7 A at 240 VAC); 8 A at 120 VAC is inside.",
)

compat(
    "rq97-c09",
    "hard",
    "A balancing robot uses a DRV8833 in the HTSSOP (PWP) package with one gear motor per H-bridge; "
    "each motor draws 0.9 A running and 1.8 A at stall, and VM comes from a 2S LiPo (6.0 to 8.4 V). "
    "An MPU-6050 and an HMC5883L provide attitude. Is the DRV8833 rated for these motors, "
    "including stall, without its overcurrent protection tripping?",
    ["DRV8833", "MPU-6050", "HMC5883L"],
    "compatible",
    [
        it("DRV8833", "output_current", unit="A", mx=1.5, cond="RMS per H-bridge, PWP package"),
        it("DRV8833", "peak_output_current", unit="A", mx=2, cond="peak per H-bridge, PWP package"),
    ],
    [DRV_PWP, DRV_OCP, ev("drv8833.pdf", 5, "VM Motor power supply voltage range (1) 2.7 10.8 V")],
    "0.9 A RMS < 1.5 A; 1.8 A stall < 2 A peak and below the 2 A minimum OCP trip; 2S LiPo "
    "6 .. 8.4 V inside 2.7 .. 10.8 V.",
    wording="formal",
)

compat(
    "rq97-c10",
    "medium",
    "A TPS63021 (fixed 3.3 V) runs from one Li-ion cell (4.2 V down to 3.0 V) and supplies a 1.5 A "
    "peak load that includes an nRF24L01+ and a CCS811. Is the output current within the TPS63021 "
    "specification over the whole discharge?",
    ["TPS63020", "nRF24L01+", "CCS811"],
    "compatible",
    [
        it("TPS63020", "output_current", unit="A", value=2, cond="VIN > 2.5 V, VOUT = 3.3 V"),
        it("TPS63020", "supply_voltage", unit="V", mn=1.8, mx=5.5, cond="input voltage range"),
    ],
    [TPS_2A, TPS_VIN],
    "3.0 .. 4.2 V is above 2.5 V, so 2 A applies; 1.5 A is inside.",
    wording="formal",
)

compat(
    "rq97-c11",
    "medium",
    "An LM2596 adjustable converter set to 5.0 V from a 12 V adapter feeds six hobby servos "
    "(2.4 A worst case together), an MPU-6050 board and an INMP441. Is the load current within "
    "the LM2596 rating?",
    ["LM2596", "MPU-6050", "INMP441"],
    "compatible",
    [it("LM2596", "output_current", unit="A", mx=3.0, cond="guaranteed output load current")],
    [LM2596_3A],
    "2.4 A < 3.0 A guaranteed.",
    wording="formal",
)

compat(
    "rq97-c12",
    "medium",
    "74hc595 at 5 v sinking 8 leds (led + resistor from 5 v into each Q pin), ~6 mA each, all on = "
    "48 mA. a si7021 and an ina219 are on the same board. within the 595's per-pin limit, and is the "
    "low level still specified at 6 mA?",
    ["74HC595", "Si7021", "INA219"],
    "compatible",
    [
        it(
            "74HC595",
            "output_current",
            unit="mA",
            mx=35,
            cond="IO per pin, pins Qn, limiting value",
        ),
        it(
            "74HC595",
            "output_low_voltage",
            unit="V",
            mx=0.33,
            cond="VOL, Qn bus driver outputs, IO = 6 mA, VCC = 4.5 V, -40 .. +85 C",
        ),
    ],
    [HC595_QN, HC595_VOL6, ev("74hc595.pdf", 6, "IGND ground current 70 - mA")],
    "6 mA per pin < 35 mA; 48 mA total < 70 mA ground current; VOL <= 0.33 V at 6 mA (0.4 V to "
    "125 C).",
)

compat(
    "rq97-c13",
    "medium",
    "gy-49 (max44009) at 3.3 v and i let its INT pin sink a little indicator led directly: led + "
    "330 ohm from 3.3 v, about 4 mA when INT goes low. an mq-3 board and an inmp441 are on the same "
    "node. is INT fine with that?",
    ["MAX44009", "MQ-3", "INMP441"],
    "compatible",
    [it("MAX44009", "output_low_voltage", unit="V", mx=0.4, cond="VOL, SDA and INT, ISINK = 6 mA")],
    [
        ev("max44009.pdf", 2, "Output Low Voltage SDA, INT VOL ISINK = 6mA 0.06 0.4 V"),
        ev(
            "max44009.pdf",
            2,
            "Continuous Input Current into Any Terminal.................... Q20mA",
        ),
    ],
    "4 mA is below the 6 mA test current of the VOL spec and the +-20 mA absolute maximum ('Q' is "
    "the PDF's rendering of +-).",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: incompatible
# ---------------------------------------------------------------------------------------------

compat(
    "rq97-i01",
    "hard",
    "same winch idea but the new motor needs 3.5 a continuous. l298n with the bridges paralleled "
    "per figure 7, since st says the paralleled version does 3.5 a. an ina3221 logs it and an mq-2 "
    "watches for smoke. ok?",
    ["L298N", "INA3221", "MQ-2"],
    "incompatible",
    [
        it("L298N", "output_current", unit="A", mx=3, cond="paralleled bridges, DC operation"),
        it(
            "L298N",
            "peak_output_current",
            unit="A",
            mx=3.5,
            cond="paralleled bridges, repetitive peak",
        ),
    ],
    [L298_PAR_DC, L298_PAR_PK],
    "3.5 A is the repetitive peak of the paralleled solution; continuous (DC) is 3 A.",
)

compat(
    "rq97-i02",
    "medium",
    "want beeps: a 5 v active buzzer (30 mA) straight on the mcp4725 vout (vdd 5 v, code 4095), no "
    "transistor. a tp4056 charges the cell and a dht22 sits on the board. will the dac drive it?",
    ["MCP4725", "TP4056", "DHT22"],
    "incompatible",
    [
        it(
            "MCP4725",
            "output_current",
            unit="mA",
            mx=25,
            cond="maximum load current of the output amplifier",
        )
    ],
    [
        MCP4725_25MA,
        MCP4725_ABS,
        ev("mcp4725.pdf", 3, "Short Circuit Current ISC — 15 24 mA VDD = 5V, VOUT = Grounded"),
    ],
    "30 mA exceeds the 25 mA maximum load current and the +-25 mA absolute maximum; the short-circuit "
    "current is only 15 .. 24 mA.",
)

compat(
    "rq97-i03",
    "medium",
    "A TM1637 is to drive a large 2.3-inch common-anode display whose segments need 60 mA each, "
    "sunk directly by the SEG pins. An MCP3008 and a W25Q64FV share the board. Is that within the "
    "TM1637 ratings?",
    ["TM1637", "MCP3008", "W25Q64FV"],
    "incompatible",
    [
        it(
            "TM1637",
            "output_current",
            unit="mA",
            mx=50,
            cond="LED and SEG drive sink current IO1, limit parameter",
        )
    ],
    [TM1637_ABS_SEG, TM1637_SEG],
    "60 mA per SEG pin exceeds the 50 mA limit parameter (and the 20 .. 50 mA SEG sink range).",
    wording="formal",
)

compat(
    "rq97-i04",
    "medium",
    "max31865: i want to use its 2 v BIAS pin to also power a thermistor divider plus a tiny led, "
    "about 10 mA together. a ds3231 and an nrf24l01+ are on the board. can BIAS supply that?",
    ["MAX31865", "DS3231", "nRF24L01+"],
    "incompatible",
    [
        it(
            "MAX31865",
            "output_current",
            unit="mA",
            mn=0.2,
            mx=5.75,
            cond="bias voltage output current IOUT",
        )
    ],
    [MAX31865_IOUT],
    "10 mA is above the 5.75 mA bias output current range (and the RTD itself also loads BIAS).",
)

compat(
    "rq97-i05",
    "medium",
    "A DRV8833 (PWP package) runs a pump from one H-bridge at 2.0 A RMS continuous; the other "
    "bridge is unused. An ACS712 monitors the pump current and a DS3231 schedules the runs. Is "
    "that within the DRV8833 rating?",
    ["DRV8833", "ACS712", "DS3231"],
    "incompatible",
    [it("DRV8833", "output_current", unit="A", mx=1.5, cond="RMS per H-bridge, PWP package")],
    [DRV_PWP],
    "2.0 A RMS exceeds 1.5 A RMS per bridge (2 A is the peak rating); paralleling both bridges "
    "(3 A RMS) would be the fix.",
    wording="formal",
)

compat(
    "rq97-i06",
    "medium",
    "An AMS1117-3.3 is to supply a 1.3 A continuous load (an LED panel plus a Si7021 and a "
    "VL53L0X). Is the regulator specified for that output current?",
    ["AMS1117", "Si7021", "VL53L0X"],
    "incompatible",
    [
        it("AMS1117", "output_current", unit="A", value=1, cond="rated output current"),
        it(
            "AMS1117",
            "peak_output_current",
            unit="mA",
            mn=900,
            typ=1100,
            mx=1500,
            cond="current limit, (VIN - VOUT) = 5 V",
        ),
    ],
    [AMS_1A, AMS_ILIM],
    "1.3 A exceeds the 1 A rating and may exceed the current limit (900 mA minimum).",
    wording="formal",
)

compat(
    "rq97-i07",
    "hard",
    "srd-05vdc-sl-c form c module switching a 24 vdc door solenoid that pulls 5 a (inductive). an "
    "mcp2515 talks to the bus and a dht22 sits in the box. is the contact rated for that?",
    ["SRD-05VDC-SL-C", "MCP2515", "DHT22"],
    "incompatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "contact_current",
            unit="A",
            mx=3,
            cond="form C, inductive load (cos phi = 0.4, L/R = 7 ms), 28 VDC",
        )
    ],
    [SRD_FORMS, SRD_IND],
    "Form C inductive rating is 3 A at 28 VDC; 5 A is the form A rating, not this part.",
)

compat(
    "rq97-i08",
    "hard",
    "last 74hc595 in my chain, nothing after it, so i hung a high-brightness led on Q7S at 30 mA "
    "(595 on 5 v). an hx711 and a ds18b20 on the board. ok for Q7S?",
    ["74HC595", "HX711", "DS18B20"],
    "incompatible",
    [it("74HC595", "output_current", unit="mA", mx=25, cond="IO limiting value, pin Q7S")],
    [HC595_Q7S, HC595_QN],
    "Q7S is limited to 25 mA (the Qn pins to 35 mA).",
)

compat(
    "rq97-i09",
    "hard",
    "12 v solenoid, about 100 mH and 1 a, switched once a second by an irlz44n with no flyback "
    "diode, so the fet avalanches at every turn-off: 1/2 x 0.1 x 1^2 = 50 mJ each time. a dht11 "
    "and an mpu-6050 are on the board. ok for the fet?",
    ["IRLZ44N", "DHT11", "MPU-6050"],
    "incompatible",
    [],
    [IRLZ_EAR, IRLZ_IAR, ev("irlz44n.pdf", 1, "EAS Single Pulse Avalanche Energy 210 mJ")],
    "Repetitive avalanche energy EAR is 11 mJ; 50 mJ every second exceeds it (the 210 mJ is a single "
    "pulse). The current (1 A) is below IAR 25 A; energy has no field, so no item.",
)

compat(
    "rq97-i10",
    "hard",
    "An LM35 is wired straight to 10 m of cable (about 1 nF) with no series resistor and no R-C "
    "damper; the far end goes to an ADS1115 and a MAX31855 sits on the same board. Is that "
    "capacitive load acceptable per the LM35 datasheet?",
    ["LM35", "ADS1115", "MAX31855"],
    "incompatible",
    [],
    [LM35_50PF, ev("lm35.pdf", 9, "Figure 14. LM35 with Decoupling from Capacitive Load")],
    "The LM35 alone drives 50 pF without precautions; heavier loads need the isolating resistor or "
    "damper of Figures 14/15. 1 nF as wired is not covered. Capacitance has no field.",
    wording="formal",
)

compat(
    "rq97-i11",
    "hard",
    "l298n on a 2s lipo (7.4 v) driving a 6 v motor that pulls 2 a under load, and it needs at "
    "least 5.5 v across it to make torque. a vl53l0x and a si7021 ride along. will the motor get "
    "its 5.5 v worst case?",
    ["L298N", "VL53L0X", "Si7021"],
    "incompatible",
    [
        it(
            "L298N",
            "dropout_voltage",
            unit="V",
            mx=4.9,
            cond="VCEsat total drop (source + sink), IL = 2 A",
        )
    ],
    [
        ev("l298n.pdf", 3, "VCEsat Total Drop IL = 1A (5) 1.80 3.2 V"),
        ev("l298n.pdf", 3, "IL = 2A (5) 4.9 V"),
    ],
    "Worst case 7.4 - 4.9 = 2.5 V across the motor at 2 A (typical 2 + 1.7 = 3.7 V drop, 3.7 V "
    "left). Filed as dropout_voltage for want of a saturation field.",
)

compat(
    "rq97-i12",
    "hard",
    "An MCP2515 (VDD = 5 V) is to drive a 20 m CAN cable terminated with 120 Ω at each end directly "
    "from its TXCAN pin, without a CAN transceiver; a DS3231 and an MQ-2 sit on the same node. Can "
    "TXCAN drive that load?",
    ["MCP2515", "DS3231", "MQ-2"],
    "incompatible",
    [
        it(
            "MCP2515",
            "output_low_voltage",
            unit="V",
            mx=0.6,
            cond="VOL, TXCAN pin, IOL = +6.0 mA, VDD = 4.5 V",
        )
    ],
    [
        ev("mcp2515.pdf", 74, "VOL TXCAN Pin — 0.6 V IOL = +6.0 mA, VDD = 4.5V"),
        ev("mcp2515.pdf", 74, "VOH TXCAN, RXnBF Pins VDD – 0.7 — V IOH = -3.0 mA, VDD = 4.5V"),
    ],
    "TXCAN is a logic output specified at 6 mA sink / 3 mA source; a 60 Ohm terminated bus needs "
    "tens of mA (about 40 mA for 2.5 V). A CAN transceiver is required.",
    wording="formal",
)

# ---------------------------------------------------------------------------------------------
# Compatibility: insufficient evidence
# ---------------------------------------------------------------------------------------------

compat(
    "rq97-e01",
    "medium",
    "12 v 50 w halogen lamp (4.2 a hot, cold filament inrush maybe 10x) on the no contact of the "
    "srd-05vdc-sl-c module (form c). an ina219 measures it and a max44009 decides when. can the "
    "contacts take the lamp including the inrush?",
    ["SRD-05VDC-SL-C", "INA219", "MAX44009"],
    "insufficient_evidence",
    [],
    [SRD_7A28, SRD_RES, SRD_IND],
    "Resistive (7 A 28 VDC form C) and inductive ratings only; no lamp load or inrush rating.",
)

compat(
    "rq97-e02",
    "medium",
    "ads1115 ALERT/RDY set up as a threshold comparator, and it sinks an indicator led straight "
    "from 5 v through 680 ohm (~5 mA). an hmc5883l and a tp4056 are on the board. is ALERT/RDY "
    "specified for that?",
    ["ADS1115", "HMC5883L", "TP4056"],
    "insufficient_evidence",
    [],
    [ev("ads1115.pdf", 3, "VOL IOL = 3mA GND 0.15 0.4 V")],
    "VOL is specified only at IOL = 3 mA; nothing at 5 mA.",
)

compat(
    "rq97-e03",
    "hard",
    "to cut the hc-sr04's power between pings i feed its VCC from a 74hc595 output (595 on 5 v). "
    "the sensor says 15 mA working current. an mcp73831 charges the cell. will the 595 output keep "
    "the hc-sr04 at a proper 5 v?",
    ["HC-SR04", "74HC595", "MCP73831"],
    "insufficient_evidence",
    [],
    [
        ev("hc-sr04.pdf", 1, "Working Current 15mA"),
        ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
        HC595_VOH6,
    ],
    "The 595's VOH is specified up to 6 mA (7.8 mA at 6 V); nothing at 15 mA, and the HC-SR04 gives "
    "only 'DC 5 V' without a range.",
)

compat(
    "rq97-e04",
    "hard",
    "ds18b20 vdd fed from an esp32-wroom-32 gpio set high, so i can power-cycle it; it draws ~1.5 "
    "mA while converting. an ina3221 watches the battery. does the gpio give "
    "the ds18b20 a guaranteed supply voltage?",
    ["DS18B20", "ESP32-WROOM-32", "INA3221"],
    "insufficient_evidence",
    [],
    [
        ESP32_VOH,
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
        ev("ds18b20.pdf", 2, "Active Current IDD VDD = 5V (Note 9) 1 1.5 mA"),
    ],
    "The ESP32 guarantees only VOH >= 0.8 x VDD (2.64 V at 3.3 V), below the DS18B20's 3.0 V; the "
    "real VOH at 1.5 mA is not specified.",
)

compat(
    "rq97-e05",
    "medium",
    "esp32-wroom-32 gpio25 (dac_1) straight into a small 8 ohm speaker, no amplifier, to play "
    "beeps. an hx711 and a bh1750 share the board. can the dac pin drive the speaker?",
    ["ESP32-WROOM-32", "HX711", "BH1750"],
    "insufficient_evidence",
    [],
    [ev("esp32-wroom-32.pdf", 9, "IO25 10 I/O GPIO25, DAC_1, ADC2_CH8, RTC_GPIO6, EMAC_RXD0")],
    "The module sheet lists the DAC function but gives no DAC output current, impedance or load "
    "rating.",
)

compat(
    "rq97-e06",
    "hard",
    "two irlz44n in parallel (gates tied through 10 ohm each) for a 60 a load, so 30 a each, on a "
    "big heatsink with 10 v gate drive. an ina219 and a ccs811 are on the controller. will the two "
    "share the current so neither goes over its rating?",
    ["IRLZ44N", "INA219", "CCS811"],
    "insufficient_evidence",
    [],
    [ev("irlz44n.pdf", 1, "ID @ TC = 25°C Continuous Drain Current, VGS @ 10V 47")],
    "The sheet has no paralleling or current-sharing information; 30 A each is below 47 A only if "
    "sharing is even.",
)

compat(
    "rq97-e07",
    "medium",
    "In a chain of MAX7219 matrix modules, the DOUT of the first module reaches the DIN of the "
    "second over 1 m of ribbon cable at a 10 MHz clock; a DHT22 and an MCP2515 are on the host "
    "board. Does the datasheet support DOUT driving that cable reliably?",
    ["MAX7219", "DHT22", "MCP2515"],
    "insufficient_evidence",
    [],
    [ev("max7219.pdf", 10, "DOUT is a CMOS logic-level output that easily drives")],
    "The sheet says DOUT drives the DIN of the next part; no drive current or capacitive load for "
    "a cable.",
    wording="formal",
)

compat(
    "rq97-e08",
    "medium",
    "three max31855 boards share MISO with a w25q64 over about 50 cm of wire, sck 5 mhz, and an "
    "inmp441 on other pins. will the max31855 SO outputs drive that line cleanly at 5 mhz?",
    ["MAX31855", "W25Q64FV", "INMP441"],
    "insufficient_evidence",
    [],
    [
        ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz"),
        ev("max31855.pdf", 4, "SCK Fall to Output Data Valid tDO 40 ns"),
    ],
    "5 MHz is the maximum clock, but the timing has no stated load capacitance and no output drive "
    "for 50 cm of wire and four loads.",
)

compat(
    "rq97-e09",
    "hard",
    "74hc595 running at 3.3 v, and one Q output powers a bare nrf24l01+ module so i can "
    "power-cycle the radio; it draws about 13.5 mA in rx. an mq-3 board sits next to it. does the "
    "595 output keep the nrf24l01+ supply inside its range?",
    ["74HC595", "nRF24L01+", "MQ-3"],
    "insufficient_evidence",
    [],
    [
        ev("nrf24l01p.pdf", 14, "IVDD_2M Supply current 2Mbps 13.5 mA"),
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
        ev("74hc595.pdf", 7, "IO = 20 A; VCC = 2.0 V 1.9 2.0 - 1.9 - V"),
        HC595_VOH6,
    ],
    "The 595's VOH is specified at VCC = 2.0 / 4.5 / 6.0 V only, with mA loads only at 4.5 / 6.0 V; "
    "nothing at VCC = 3.3 V and 13.5 mA, so the supply the nRF24L01+ gets (1.9 .. 3.6 V needed) is "
    "not specified. 13.5 mA is inside the 35 mA pin limit.",
)

compat(
    "rq97-e10",
    "hard",
    "drv8833 with a motor that stalls at 2.8 a. i want the chip's own overcurrent protection to "
    "catch every stall and pull nFAULT low so i can detect it. an inmp441 and a pcf8563 are on the "
    "board. will the ocp trip at 2.8 a for sure?",
    ["DRV8833", "INMP441", "PCF8563"],
    "insufficient_evidence",
    [],
    [DRV_OCP],
    "IOCP is min 2 A, typ 3.3 A, no maximum: 2.8 A may or may not trip.",
)

compat(
    "rq97-e11",
    "hard",
    "acs712-20a vout -> 1k series resistor -> 100 nF to ground right at an mcp3008 input, as an rc "
    "filter. an hx711 is also on the board. ok for the acs712 output, given its load capacitance "
    "spec?",
    ["ACS712", "MCP3008", "HX711"],
    "insufficient_evidence",
    [],
    [
        ev("acs712.pdf", 4, "Output Capacitance Load CLOAD VIOUT to GND – – 10 nF"),
        ev("acs712.pdf", 4, "Output Resistive Load RLOAD VIOUT to GND 4.7 – – kΩ"),
    ],
    "CLOAD max 10 nF is specified from VIOUT to GND; the sheet does not say whether a 1 kOhm series "
    "resistor isolates a larger capacitor (rq64-i09 was the direct 100 nF case).",
)

compat(
    "rq97-e12",
    "hard",
    "bag of pc817s pulled from old boards, date codes unreadable. the transistor sits across 40 v "
    "when off (isolating a 48 v battery monitor signal through a divider). a bh1750 and a ccs811 "
    "are on the same board. are these pc817s rated for 40 v?",
    ["PC817", "BH1750", "CCS811"],
    "insufficient_evidence",
    [],
    [
        ev("pc817.pdf", 4, "Collector-emitter voltage VCEO 80 V"),
        ev("pc817.pdf", 4, '*4 Up to Date code "P7" (July 2002) VCEO : 35V.'),
    ],
    "VCEO is 80 V for current parts but 35 V up to date code P7 (July 2002); with unknown date codes "
    "the rating cannot be decided.",
)


def main():
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as fh:
        for q in Q:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"{len(Q)} questions -> {out}")


if __name__ == "__main__":
    main()
