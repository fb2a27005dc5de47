"""Factual questions of the hundred-and-forty-third hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AV, IE, KP, LV, NK, OT, RT, RZ, TA, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- OTB-1602
fq(
    E,
    "What supply voltage does the OTB-1602 16x2 LCD module need?",
    [OT],
    F.OT_VDD,
    note="the absolute maximum 7.0 V and the LCD drive voltage VDD-V0 (4.8 / 4.5 / 4.2 V per "
    "temperature) are look-alikes",
)
fq(
    E,
    "otb-1602-yg-i2ca default i2c address out of the box?",
    ["OTB-1602-YG-I2CA"],
    F.OT_ADDR_A,
    note="0x27 belongs to the -I2C models; 4Eh / 7Eh are 8-bit write bytes; the address table "
    "lists all pad settings",
)
fq(
    M,
    "How much current does an OTB-1602-YG draw in total from its 5 V pin with the backlight on?",
    ["OTB-1602-YG"],
    F.OT_TOTAL_YG,
    note="value only in the note under the backlight table; the YG backlight forward current "
    "85 / 120 mA, the BW total 22 mA and the logic current 1.6 / 2.5 mA are look-alikes",
)
fq(
    M,
    "what's the max i2c clock the otb-1602 backpack supports?",
    [OT],
    F.OT_FSCL,
    note="the controller oscillator 190 / 270 / 350 kHz is a look-alike",
)
ie(
    E,
    "What is the response time (rise plus fall) of the OTB-1602's liquid crystal?",
    [OT],
    "no response time is given; the note only says the liquid crystal becomes slow below 0 °C, "
    "and the instruction execution times (37 us, 1.52 ms) are not optical response times",
)
# ---------------------------------------------------------------- LVR4125
fq(
    E,
    "What is the quiescent current of the LVR4125 at 25 °C?",
    [LV],
    F.LV_IQ,
    note="stacked per temperature: 160 uA max over -40 to +125 °C is a look-alike, as is the "
    "short-circuit current 25 mA",
)
fq(
    M,
    "What output voltage range (min to max) is guaranteed for the LVR4125B?",
    ["LVR4125B"],
    F.LV_VOUT_B,
    note="column groups per grade: the A-grade limits 2.49875 / 2.50125 V are look-alikes",
)
fq(
    H,
    "lvr4125 dropout voltage when it's sourcing 10 ma?",
    [LV],
    F.LV_DO10,
    note="two-line name with stacked conditions; 50 / 100 mV at IL = 0 and the feature line "
    "'VOUT + 0.2 V' are look-alikes",
)
fq(
    M,
    "how much current can the lvr4125 sink?",
    [LV],
    F.LV_SINK,
    note="sourcing 10 mA and the short-circuit current 25 mA are look-alikes",
)
fq(
    E,
    "How long does the LVR4125 take to settle after power is applied?",
    [LV],
    F.LV_TON,
    note="turn-on settling time to 0.01 %; long-term stability (1000 h) is a look-alike",
)
ie(
    M,
    "What is the shutdown current of the LVR4125?",
    [LV],
    "the sheet says there is no enable or shutdown pin; the quiescent current is not a shutdown "
    "current",
    F.LV_NOSHDN,
)
# ---------------------------------------------------------------- KPM7034
fq(
    E,
    "What SMBus address does the KPM7034 respond to?",
    [KP],
    F.KP_ADDR,
    note="0x16 / 0x17 are the write / read bytes; SBS command codes 0x08-0x3F are look-alikes",
)
fq(
    M,
    "kpm7034 current draw in sleep mode?",
    [KP],
    F.KP_SLEEP,
    note="NORMAL 150 / 200 uA and SHUTDOWN 0.4 / 1.0 uA are look-alikes",
)
fq(
    H,
    "How accurate is the KPM7034's cell voltage measurement over the -20 °C to 60 °C range?",
    [KP],
    F.KP_ACC,
    note="stacked per temperature under a two-line name: +/-5 mV at 25 °C (also in the feature "
    "list) is a look-alike",
)
fq(
    M,
    "What SMBus clock frequency range does the KPM7034 support?",
    [KP],
    F.KP_FSMB,
    note="the lower limit 10 kHz is required; the 25-35 ms timeout is a look-alike",
)
ie(
    E,
    "What is the state-of-charge accuracy of the KPM7034 gas gauge?",
    [KP],
    "no SOC accuracy is given; the current gain error (%) and the cell voltage accuracy are not "
    "SOC accuracy",
)
# ---------------------------------------------------------------- RZV-2410
fq(
    E,
    "In which frequency band does the RZV-2410 radar module operate?",
    [RZ],
    F.RZ_BAND,
    note="the 250 MHz sweep bandwidth is a look-alike",
)
fq(
    E,
    "rzv-2410 default uart baud rate?",
    [RZ],
    F.RZ_BAUD,
    note="value only in prose; the other selectable rates and index 7 of command 0x00A1 are "
    "look-alikes",
)
fq(
    M,
    "How far away can the RZV-2410W detect a person who is sitting still?",
    ["RZV-2410W"],
    F.RZ_STATIC_W,
    note="column groups per version: 5 m (RZV-2410) and the moving ranges 8 / 6 m are look-alikes",
)
fq(
    M,
    "how much current does the rzv-2410 pull on average in continuous mode?",
    [RZ],
    F.RZ_ICC,
    note="two-line name with stacked modes: low-power 12 / 18 mA and peak 110 / 140 mA are "
    "look-alikes, as is the 150 mA supply advice",
)
fq(
    H,
    "What distance resolution does the RZV-2410 give in its high-resolution mode?",
    [RZ],
    F.RZ_RES_HI,
    note="stacked: the standard gate 0.75 m is a look-alike; the minimum detection distance "
    "0.75 m too",
)
ie(
    E,
    "What is the receiver sensitivity of the RZV-2410?",
    [RZ],
    "no receiver sensitivity is given; the EIRP 11 / 13 dBm is a transmit figure",
)
# ---------------------------------------------------------------- RTB-485I
fq(
    E,
    "What supply voltage does the RTB-485I-3 need?",
    ["RTB-485I-3"],
    F.RT_VCC3,
    note="column groups per version: 4.5 / 5.0 / 5.5 V belong to the RTB-485I-5; the limit "
    "4.0 V is a look-alike",
)
fq(
    E,
    "max data rate of the rtb-485i module?",
    [RT],
    F.RT_RATE,
    note="the FAQ's Modbus figure 115200 bit/s is a look-alike",
)
fq(
    M,
    "What is the supply current of the RTB-485I-5 at full load (500 kbit/s into 54 Ω)?",
    ["RTB-485I-5"],
    F.RT_IFULL5,
    note="column groups per version under a two-line name: 95 / 120 mA belong to the RTB-485I-3; "
    "idle 16 / 24 mA is a look-alike",
)
fq(
    H,
    "What is the absolute maximum voltage allowed on the RTB-485I's bus pins A and B?",
    [RT],
    F.RT_ABSAB,
    note="the common-mode range -7 ... +12 V is the operating range, a look-alike",
)
ie(
    M,
    "max cable length for the rtb-485i at 9600 baud?",
    [RT],
    "no cable length is given anywhere on the sheet",
)
# ---------------------------------------------------------------- NKH8L16
fq(
    E,
    "What is the resolution of the NKH8L16's ADC?",
    [NK],
    F.NK_RES,
    note="integral / differential errors in LSb and the 8 / 12 channel counts are look-alikes",
)
fq(
    H,
    "nkh8l16 gpio output high voltage at 3.3v vdd?",
    [NK],
    F.NK_VOH33,
    note="stacked in unnamed follow-on rows: 4.3 V (VDD = 5.0 V) and 1.2 V (VDD = 1.8 V) are "
    "look-alikes",
)
fq(
    M,
    "How much current can a single NKH8L16 I/O pin source or sink?",
    [NK],
    F.NK_IOPIN,
    note="only as an absolute maximum rating; 100 mA into VDD, 120 mA out of VSS and the "
    "+/-20 mA clamp current are look-alikes",
)
fq(
    M,
    "nkh8l16 sleep current with the watchdog off, 3v supply, room temperature?",
    [NK],
    F.NK_SLEEP,
    note="the 85 °C row 2.0 uA, the WDT-on row 0.5 / 1.5 uA and the extended-grade 9.0 uA are "
    "look-alikes",
)
ie(
    E,
    "What is the resistance of the NKH8L16's weak pull-ups?",
    [NK],
    "only the weak pull-up current (25 / 100 / 200 uA) is given, no resistance",
)
# ---------------------------------------------------------------- AVL3362
fq(
    E,
    "What input voltage range does the AVL3362 LED driver accept?",
    [AV],
    F.AV_VIN,
    note="the absolute maximum 45 V and the UVLO 5.1 / 4.7 V are look-alikes",
)
fq(
    M,
    "What is the maximum output current of the AVL3362S (SOT-89-5)?",
    ["AVL3362S"],
    F.AV_IOUT_S,
    note="1.5 A of the ESOP-8 version and the SOT-89-5 switch current limit 1.5 A are look-alikes",
)
fq(
    E,
    "avl3362 shutdown current?",
    [AV],
    F.AV_SD,
    note="the quiescent current 0.35 / 0.50 mA is a look-alike",
)
fq(
    H,
    "What is the AVL3362's switch on-resistance at VIN = 12 V?",
    [AV],
    F.AV_RDS12,
    note="stacked per VIN: 0.45 / 0.60 ohm at 24 V and the feature line '0.45 ohm' are look-alikes",
)
ie(
    E,
    "What is the soft-start time of the AVL3362?",
    [AV],
    "no soft-start time is given; the 20 ms DIM-low time to shutdown is a look-alike",
)
# ---------------------------------------------------------------- TAK-SM3
fq(
    E,
    "What supply voltage does the TAK-SM3 soil moisture sensor accept?",
    [TA],
    F.TA_VCC,
)
fq(
    M,
    "What output voltage range does the TAK-SM3 produce at a 5 V supply, from wet to dry?",
    [TA],
    F.TA_OUT5,
    note="stacked per supply and medium under two-line names: 1.05 / 2.30 V belong to VCC = 3.3 V; "
    "the Arduino counts 290 / 600 are look-alikes",
)
fq(
    E,
    "tak-sm3c ip rating?",
    ["TAK-SM3C"],
    F.TA_IP,
    note="version columns: the TAK-SM3 has no IP rating",
)
fq(
    E,
    "how long after power-on before the tak-sm3 reading is valid?",
    [TA],
    F.TA_SETTLE,
)
ie(
    E,
    "tak-sm3 accuracy in % volumetric water content?",
    [TA],
    "the sheet says it gives a relative value only and is not calibrated in % volumetric water "
    "content",
    F.TA_NOTCAL,
)
