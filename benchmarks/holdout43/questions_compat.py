"""Compatibility questions of the forty-third hold-out set (29: 10 compatible,
10 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line or lacking the one spec the judgment needs)."""

from __future__ import annotations

from facts import (
    CP_INMAX,
    CP_SF12,
    EV_ABS,
    EV_BAUD,
    EV_ION,
    EV_K,
    EV_NOTRIP,
    EV_V,
    JB_OUT,
    JBA_I,
    JBA_V,
    JBB_V,
    KL_EXCI,
    KL_T,
    KL_VS,
    M400_C,
    M400_R,
    M480_C,
    MT_VFD,
    N24_V,
    N230_V,
    NS_AC15,
    NS_CAC,
    NS_LIFE,
    NS_OSSD,
    RT_FOUT,
    RT_SPEED,
    RT_V,
    ZJ_BAUD,
    ZJ_NPN,
    ZJ_T,
    ZJ_V,
    ZJ_VIH,
)
from qkit import Fact, join, q, unanswerable

C = "compatibility"
E, M, H = "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def judge(
    qid: str, diff: str, question: str, devices: list[str], verdict: str, fact: Fact, note: str = ""
) -> None:
    items, evidence = fact
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


def unknown(qid: str, diff: str, question: str, devices: list[str], note: str, evidence) -> None:
    unanswerable(qid, diff, C, question, devices, note, evidence)


# ---------------------------------------------------------------- compatible (10)
judge(
    "c-01",
    E,
    "can i run the jb-620b and the zj-pc4 off the same 24v din rail psu?",
    ["JB-620B", "ZJ-PC4"],
    OK,
    join(JBB_V, ZJ_V),
    "JB-620B DC24V ±10%; ZJ-PC4 9～30 V DC",
)
judge(
    "c-02",
    E,
    "Can the RTQ-310 and the NSR 3.2-24 share one 24 V DC power supply?",
    ["RTQ-310", "NSR 3.2-24"],
    OK,
    join(RT_V, N24_V),
    "both rated 24 V DC (±10 % / -15 %..+10 %)",
)
judge(
    "c-03",
    E,
    "evc-32 contactor output driving a 12v dc contactor coil that pulls 200ma - ok?",
    ["EVC-32"],
    OK,
    EV_K,
    "driver max 500 mA, 12 V low side; the notes ask for a 12 V DC coil",
)
judge(
    "c-04",
    M,
    "I want to power the KLV5210 from a single 24 V rail (the same one that feeds an RTQ-310). "
    "Is 24 V within its supply range?",
    ["KLV5210", "RTQ-310"],
    OK,
    join(KL_VS, RT_V),
    "single supply 12..30 V covers 24 V",
)
judge(
    "c-05",
    M,
    "can the mtr-3f-400 relay contact switch the supply of an nsr 3.2-230 (A1/A2 at 230v ac)?",
    ["MTR-3F-400", "NSR 3.2-230"],
    OK,
    join(M400_C, N230_V),
    "8 A / 250 V AC contact; the NSR 3.2-230 takes 4.5 VA at 230 V AC (about 20 mA)",
)
judge(
    "c-06",
    E,
    "Is the MTR-3F-400 suitable for monitoring a 3 x 400 V mains?",
    ["MTR-3F-400"],
    OK,
    M400_R,
    "measuring range 300 … 500 V L-L",
)
judge(
    "c-07",
    M,
    "zj-pc4 in a pump house cabinet that gets to 50°C, powered from 24v - fine?",
    ["ZJ-PC4"],
    OK,
    join(ZJ_V, ZJ_T),
    "-20～+60 ℃, 9～30 V",
)
judge(
    "c-08",
    M,
    "Can the EVC-32 and the ZJ-PC4 sit on the same Modbus RTU bus at 19200 baud?",
    ["EVC-32", "ZJ-PC4"],
    OK,
    join(EV_BAUD, ZJ_BAUD),
    "EVC-32 9600..115200 bd (Table 1 continued, page 2); ZJ-PC4 1200～115200 bps",
)
judge(
    "c-09",
    H,
    "coin-op ev charger: one regulated 12.0 v 2 a supply for both the evc-32 and a jb-620a, "
    "enough current with the contactor on and a coin going through?",
    ["EVC-32", "JB-620A"],
    OK,
    join(EV_V, EV_ION, JBA_V, JBA_I),
    "12.0 V is inside 11.4..12.6 V and JB-620A DC12V; 560 mA + 300 mA = 860 mA < 2 A (the JB note asks for ≥12V 1A alone)",
)
judge(
    "c-10",
    H,
    "Can the COIN line of a JB-620B be wired to an NPN input of the ZJ-PC4?",
    ["JB-620B", "ZJ-PC4"],
    OK,
    join(JB_OUT, ZJ_NPN),
    "open collector rated 30 V / 50 mA; the ZJ-PC4 NPN inputs are fed from its internal 12 V",
)

# ---------------------------------------------------------------- incompatible (10)
judge(
    "c-11",
    E,
    "will my 24v psu run the jb-620a?",
    ["JB-620A"],
    NO,
    JBA_V,
    "JB-620A is the DC12V ±10% version (FAQ: 24V will burn it)",
)
judge(
    "c-12",
    E,
    "Can I power the EVC-32 from a 24 V DC rail?",
    ["EVC-32"],
    NO,
    join(EV_V, EV_ABS),
    "11.4..12.6 V operating, 16 V absolute maximum",
)
judge(
    "c-13",
    M,
    "esp32 (3v3 gpio) driving a zj-pc4 input in pnp mode, will it count?",
    ["ZJ-PC4"],
    NO,
    ZJ_VIH,
    "high level needs 5～30 V in PNP mode",
)
judge(
    "c-14",
    H,
    "Can the TTL frequency output of an RTQ-310F go straight into a CPL-2 pulse input?",
    ["RTQ-310", "CPL-2"],
    NO,
    join(RT_FOUT, CP_INMAX),
    "5 V TTL square wave; the CPL-2 allows no active voltage above 3.6 V on its inputs "
    "(and 10 kHz is far beyond the 200 Hz counting limit)",
)
judge(
    "c-15",
    M,
    "can the evc-32 contactor driver energise an nsr 3.2-230?",
    ["EVC-32", "NSR 3.2-230"],
    NO,
    join(EV_K, N230_V),
    "12 V DC low-side driver vs 230 V AC supply",
)
judge(
    "c-16",
    E,
    "nsr 3.2 safety contacts switching a 10a 230v heater?",
    ["NSR 3.2"],
    NO,
    NS_CAC,
    "6 A / 250 V AC max",
)
judge(
    "c-17",
    M,
    "Can the output contact of an MTR-3F-480 switch an 8 A, 230 V AC load?",
    ["MTR-3F-480"],
    NO,
    M480_C,
    "the -480 column is 5 A / 250 V AC (8 A is the -230 / -400)",
)
judge(
    "c-18",
    H,
    "Can the NSR 3.2 safety contacts directly switch a 230 V AC contactor coil, AC-15, 4 A?",
    ["NSR 3.2"],
    NO,
    NS_AC15,
    "footnote (2): AC-15 3 A / 230 V; the 6 A row is resistive",
)
judge(
    "c-19",
    H,
    "klv5210 in a hydraulic actuator where it gets to 100 °C, is it rated for that?",
    ["KLV5210"],
    NO,
    KL_T,
    "recommended operating -40..+85 °C; +105 °C is absolute maximum",
)
judge(
    "c-20",
    M,
    "Can the KLV5210 excitation drive an LVDT primary that needs 50 mA rms?",
    ["KLV5210"],
    NO,
    KL_EXCI,
    "excitation output current max 30 mA rms",
)

# ---------------------------------------------------------------- insufficient evidence (9)
unknown(
    "c-23",
    M,
    "Can the NSR 3.2 inputs take the OSSD outputs of a type 4 light curtain?",
    ["NSR 3.2"],
    "OSSD outputs are not specified for the NSR 3.2",
    NS_OSSD,
)
unknown(
    "c-24",
    H,
    "does the evc-32's 6ma dc detection trip within 10 s like iec 62955 wants?",
    ["EVC-32"],
    "tripping time of the RDC-DD input is not specified",
    EV_NOTRIP,
)
unknown(
    "c-25",
    M,
    "Can I use the MTR-3F-400 to monitor the output of a variable frequency drive?",
    ["MTR-3F-400"],
    "use on VFD outputs is not specified",
    MT_VFD,
)
unknown(
    "c-26",
    M,
    "cpl-2 on sf12 with hourly uplinks, will the battery do 5 years?",
    ["CPL-2"],
    "battery life at SF12 is not specified",
    CP_SF12,
)
unknown(
    "c-27",
    E,
    "ZJ-PC4 in a cellar where humidity sits at 95 %RH - is that allowed?",
    ["ZJ-PC4"],
    "supply and temperature are given, humidity is not",
    [],
)
unknown(
    "c-28",
    H,
    "Can the RTQ-310 speed pickup output be wired to an NPN input of the ZJ-PC4?",
    ["RTQ-310", "ZJ-PC4"],
    "the speed pickup is open collector but its voltage / current rating is not given, "
    "and the ZJ-PC4 feeds NPN inputs from 12 V",
    [RT_SPEED] + ZJ_NPN[1],
)
unknown(
    "c-29",
    M,
    "can the mtr-3f-400 contact switch 2a at 24v dc for a plc input circuit?",
    ["MTR-3F-400"],
    "only an AC rating (8 A / 250 V AC) is given; no DC rating",
    M400_C[1],
)
unknown(
    "c-30",
    M,
    "Will the NSR 3.2-24 safety contacts last 1 million switching cycles at 6 A?",
    ["NSR 3.2-24"],
    "only mechanical life is given; electrical life not specified",
    NS_LIFE,
)
unknown(
    "c-31",
    E,
    "rtq-350 in a room that sits at 90% rh (non-condensing), ok?",
    ["RTQ-350"],
    "no humidity rating; IP54 alone does not answer it",
    [],
)
