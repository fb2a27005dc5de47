"""Factual questions of the sixty-fifth hold-out set (34 with a reference answer, 8 whose
answer is not in the sheet)."""

from __future__ import annotations

from facts import (
    HM_ABS,
    HM_FSCL,
    HM_IDD5,
    HM_IOL33,
    NB_RATE3,
    NB_VCC5,
    PM_ABSIN,
    PM_ADDR,
    PM_RANGE,
    PM_RES_HC,
    PT_ACC_A20,
    PT_ACC_B85,
    PT_ACC_B125,
    PT_ADDR,
    PT_IDD,
    PT_RES,
    PT_VDD,
    RL_AC,
    RL_IND,
    RL_TOP,
    ST_FAN36,
    ST_I24,
    ST_VIH,
    ST_VIL,
    ST_VMAX,
    ST_VMOT,
    TF_ADDR,
    TF_MED_AMB,
    TF_SUN,
    TF_VIN,
    WB_BAUD,
    WB_DEEP,
    WB_I_RX,
    WB_I_TXB,
    WB_RX_BLE1M,
    WB_RX_CODED,
    WB_TEMP_PH,
    WB_VBAT,
    note,
)
from qkit import HM, NB, PM, PT, RL, ST, TF, WB, Fact, join, q, unanswerable


def fq(
    qid: str, difficulty: str, question: str, devices: list[str], fact: Fact, note_: str = ""
) -> None:
    q(qid, difficulty, "simple", question, devices, fact[0], fact[1], None, note_)


# ------------------------------------------------------------------ easy
fq(
    "f-01",
    "easy",
    "What supply voltage range (min / typ / max) does the FR-WB5 module need on VBAT?",
    [WB],
    WB_VBAT,
)
fq(
    "f-02",
    "easy",
    "whats the max ambient temp for the fr-wb5-ph version?",
    ["FR-WB5-PH"],
    WB_TEMP_PH,
    "Ordering table: -P and -U go to +85 °C, only -PH to +105 °C.",
)
fq("f-03", "easy", "fr-wb5 deep sleep current with the rtc still running?", [WB], WB_DEEP)
fq("f-04", "easy", "default baud rate of the at firmware on the fr-wb5?", [WB], WB_BAUD)
fq(
    "f-05",
    "easy",
    "What is the supply voltage range of the PTS-117 temperature sensor?",
    [PT],
    PT_VDD,
)
fq("f-06", "easy", "pts-117a accuracy between 20 and 42 c?", ["PTS-117A"], PT_ACC_A20)
fq("f-07", "easy", "which i2c addresses can the pts-117 be set to?", [PT], PT_ADDR)
fq("f-08", "easy", "What temperature does one LSB of the PTS-117 result represent?", [PT], PT_RES)
fq("f-09", "easy", "motor voltage range of the mp-stp36?", [ST], ST_VMOT)
fq(
    "f-10",
    "easy",
    "What VMOT must never be exceeded on the MP-STP36, including ringing?",
    [ST],
    ST_VMAX,
    "The operating range is 8-36 V; 40 V is the never-above limit.",
)
fq(
    "f-11",
    "easy",
    "What current range can the VE-PM226 with the standard 0.1 Ohm shunt measure?",
    [PM],
    PM_RANGE,
)
fq("f-12", "easy", "ve-pm226 i2c addresses with the a0/a1 jumpers?", [PM], PM_ADDR)
fq("f-13", "easy", "What is the maximum I2C clock frequency of the HM9616?", [HM], HM_FSCL)
fq("f-14", "easy", "abs max vdd of the hm9616?", [HM], HM_ABS)
fq("f-15", "easy", "What supply voltage range does the TOF-K40 module accept on VIN?", [TF], TF_VIN)
fq("f-16", "easy", "default i2c address of the tof-k40?", [TF], TF_ADDR)
fq("f-17", "easy", "What supply voltage does the NB-485M-5 version need?", ["NB-485M-5"], NB_VCC5)
fq(
    "f-18",
    "easy",
    "What contact rating (voltage and current) does the RLY-2C give for resistive AC loads?",
    [RL],
    RL_AC,
)
fq("f-19", "easy", "rly-2c operating temperature range?", [RL], RL_TOP)

# ---------------------------------------------------------------- medium
fq(
    "f-20",
    "medium",
    "How much current does the FR-WB5 draw while transmitting 802.11b at +20 dBm, and while "
    "listening in Wi-Fi receive?",
    [WB],
    join(WB_I_TXB, WB_I_RX),
)
fq(
    "f-21",
    "medium",
    "What receiver sensitivity does the FR-WB5 reach in BLE coded PHY (125 kbps) and in BLE "
    "1 Mbps?",
    [WB],
    join(WB_RX_CODED, WB_RX_BLE1M),
)
fq(
    "f-22",
    "medium",
    "What accuracy does the PTS-117B (not the A grade) guarantee from -20 °C to +85 °C?",
    ["PTS-117B"],
    PT_ACC_B85,
)
fq(
    "f-23",
    "medium",
    "pts-117 average current at 1 conversion per second, typ and max?",
    [PT],
    PT_IDD,
    "Not the 135 uA drawn during a conversion.",
)
fq(
    "f-24",
    "medium",
    "How much current per coil can the MP-STP36 carry at VMOT = 24 V without a heat sink?",
    [ST],
    ST_I24,
)
fq(
    "f-25",
    "medium",
    "what logic high and low levels does the mp-stp36 need on step / dir / en?",
    [ST],
    join(ST_VIH, ST_VIL),
)
fq(
    "f-26",
    "medium",
    "ve-pm226-hc current resolution?",
    ["VE-PM226-HC"],
    PM_RES_HC,
    "The standard VE-PM226 resolves 0.8 mA; the -HC 8 mA.",
)
fq(
    "f-27",
    "medium",
    "What is the highest voltage that may ever be applied to the IN+ / IN- terminals of the "
    "VE-PM226?",
    [PM],
    PM_ABSIN,
    "Measuring range is 0-26 V; 28 V is the never-exceed value in prose.",
)
fq(
    "f-28",
    "medium",
    "What is the typical operating current of the HM9616 at VDD = 5.0 V with no load?",
    [HM],
    HM_IDD5,
)
fq("f-29", "medium", "max data rate of the nb-485m-3?", ["NB-485M-3"], NB_RATE3)

# ------------------------------------------------------------------ hard
fq(
    "f-30",
    "hard",
    "What accuracy can I expect from a PTS-117B at -30 °C?",
    ["PTS-117B"],
    PT_ACC_B125,
    "-30 °C lies outside -20...+85 °C, so the -40...+125 °C row applies.",
)
fq(
    "f-31",
    "hard",
    "mp-stp36 at 36v with heatsink and a fan, how many amps per phase?",
    [ST],
    ST_FAN36,
)
fq(
    "f-32",
    "hard",
    "hm9616 running at 3v3, how much can each led pin sink (min) at vol 0.5v?",
    [HM],
    HM_IOL33,
    "The 25 mA of the feature list is at VDD = 5 V.",
)
fq(
    "f-33",
    "hard",
    "What maximum distance does the TOF-K40 reach in Medium mode under indoor ambient light "
    "(200 kcps/SPAD)?",
    [TF],
    TF_MED_AMB,
)
fq(
    "f-34",
    "hard",
    "For an inductive AC load (cos phi 0.4), what current per channel can the RLY-2C switch?",
    [RL],
    RL_IND,
)

# ------------------------------------------------- not in the sheet (easy 3, medium 4, hard 1)
unanswerable(
    "f-35",
    "easy",
    "simple",
    "what wifi range in meters does the fr-wb5-p get?",
    ["FR-WB5-P"],
    "Only output power and sensitivity are given; no range.",
)
unanswerable(
    "f-36",
    "easy",
    "simple",
    "What is the long-term drift of the PTS-117 per year?",
    [PT],
    "No drift or stability figure in the sheet.",
)
unanswerable(
    "f-37",
    "easy",
    "simple",
    "at what temp does the mp-stp36 thermal shutdown kick in?",
    [ST],
    "No thermal shutdown figure; only 'too hot to touch' above 1.3 A.",
)
unanswerable(
    "f-38",
    "medium",
    "simple",
    "What is the temperature coefficient of the VE-PM226-HC shunt in ppm/°C?",
    ["VE-PM226-HC"],
    "Shunt given as 0.01 Ohm 1 %, 2 W only.",
)
unanswerable(
    "f-39",
    "medium",
    "simple",
    "What is the channel-to-channel output current matching of the HM9616?",
    [HM],
    "No matching or accuracy of the sink current is specified.",
)
unanswerable(
    "f-40",
    "medium",
    "simple",
    "tof-k40 max range outdoors in full sun?",
    [TF],
    "Ranging under direct sunlight is not guaranteed.",
    TF_SUN[1],
)
unanswerable(
    "f-41",
    "medium",
    "simple",
    "What is the receiver input threshold / hysteresis of the NB-485M?",
    [NB],
    "Not given.",
)
unanswerable(
    "f-42",
    "hard",
    "simple",
    "What is the coil resistance of the relays on the RLY-2C?",
    [RL],
    "Only the coil current (72 mA) is given; the resistance is not stated.",
    note(RL, 1, "Coil current per relay 72 mA 72 mA")[1],
)
