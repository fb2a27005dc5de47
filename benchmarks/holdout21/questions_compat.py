"""Hold-out 21 compatibility questions (between these parts, or a part and a stated setup).

Rules the field vocabulary has no field for (5 V tolerance, "do not power from
3.3V", inductive loads) are given as evidence; the insufficient_evidence
references cite the sheet's own "not specified" line for reviewers.
"""

from __future__ import annotations

import facts as F
from qkit import CS, GS, HM, HR, LS, SD, TB, TS, join, q, unanswerable

C, E, M, H = "compatibility", "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def qc(qid, diff, text, devices, fact, verdict, note="", extra=()):
    items, evidence = fact
    q(qid, diff, C, text, devices, items, evidence + list(extra), verdict, note)


# compatible
qc(
    "c-1",
    E,
    "can i run the gsx7620u gesture sensor straight off the 3v3 rail of an esp32?",
    [GS],
    join(F.GS_VDD, F.GS_VBUS),
    OK,
    "3.3 V within 2.8-3.6 V; VBUS up to 3.3 V.",
)
qc(
    "c-2",
    M,
    "Can a KCS3472-A and a GSX7620U share one 3.3 V supply and one I2C bus?",
    [CS, GS],
    join(F.CS_VDD, F.CS_ADDR["KCS3472-A"], F.GS_VDD, F.GS_ADDR),
    OK,
    "Both accept 3.3 V; addresses 0x29 and 0x73 differ.",
)
qc("c-3", E, "will the ksd-mc5 sd module work on a 5v arduino uno?", [SD], F.SD_V["KSD-MC5"], OK)
qc(
    "c-4",
    E,
    "Can a KTB-2 tilt switch switch a 24 V DC, 40 mA resistive load?",
    [TB],
    F.TB_RATING["KTB-2"],
    OK,
)
qc(
    "c-5",
    M,
    "I want to hold a door with a KHM 25-24 from a 24 V / 1 A DC supply. OK?",
    [HM],
    join(F.HM_VOLT["KHM 25-24"], F.HM_P["KHM 25"]),
    OK,
    "5 W / 24 V = 0.21 A < 1 A.",
)
qc(
    "c-6",
    M,
    "can the kls3935 and a kcs3472-a sit on the same i2c bus at 3.3v?",
    [LS, CS],
    join(F.LS_VDD, F.LS_ADDR, F.CS_VDD, F.CS_ADDR["KCS3472-A"]),
    OK,
    "3.3 V in both ranges; 0x01-0x03 vs 0x29.",
)
qc(
    "c-7",
    E,
    "Is the KTB-3H tilt switch OK inside a dishwasher at 90 \u00b0C?",
    [TB],
    F.TB_TEMP["KTB-3H"],
    OK,
)
qc(
    "c-8",
    H,
    "Can an HRO3010 and a KCS3472-B share a 1.8 V I2C bus?",
    [HR, CS],
    join(F.HR_VIH, F.HR_ADDR, F.CS_VIHB, F.CS_ADDR["KCS3472-B"]),
    OK,
    "VIH 1.4 V and 1.26 V below 1.8 V; addresses 0x57 and 0x39 differ.",
)
qc(
    "c-9",
    E,
    "tsw-10 turbidity sensor on a 5v uno, analog pin A0 - will that work?",
    [TS],
    join(F.TS_V, F.TS_AO),
    OK,
    "5 V supply; 0-4.5 V output inside a 5 V ADC range.",
)
qc(
    "c-10",
    H,
    "HRO3010 with VDD from a 1.8 V LDO, VLED+ from a 5 V rail, LED current set to "
    "25 mA: within spec?",
    [HR],
    join(F.HR_VDD, F.HR_VLED, F.HR_LED),
    OK,
)
# incompatible
qc(
    "c-11",
    E,
    "can i plug the ksd-mc3 straight into my 5v arduino uno?",
    [SD],
    F.SD_V["KSD-MC3"],
    NO,
    "3.0-3.6 V supply, pins not 5 V tolerant.",
    F.SD_NO5V,
)
qc(
    "c-12",
    E,
    "will the tsw-10 run from 3v3?",
    [TS],
    F.TS_V,
    NO,
    "DC 5V; note: do not power from 3.3 V.",
    F.TS_NO3V3,
)
qc(
    "c-13",
    M,
    "will 5v fry the gsx7620u if i power it from the arduino 5v pin?",
    [GS],
    join(F.GS_VDD, F.GS_ABS),
    NO,
    "Abs max 4.0 V.",
)
qc(
    "c-14",
    M,
    "Can the KCS3472 be used in a freezer at -35 \u00b0C?",
    [CS],
    F.CS_TEMP,
    NO,
    "Recommended -30 C; the abs max -40 C is not an operating condition.",
)
qc(
    "c-15",
    E,
    "can a ktb-1 switch 24v dc at 20ma?",
    [TB],
    F.TB_RATING["KTB-1"],
    NO,
    "Rated 12 V DC.",
)
qc(
    "c-16",
    M,
    "Is the standard KTB-3 (not -3H) suitable at 90 \u00b0C?",
    [TB],
    F.TB_TEMP["KTB-3"],
    NO,
    "-25 to +70 C (page 2).",
)
qc(
    "c-17",
    H,
    "Can I run a KHM 30-12 from a 12 V / 0.5 A wall adapter?",
    [HM],
    join(F.HM_VOLT["KHM 30-12"], F.HM_P["KHM 30"]),
    NO,
    "8 W / 12 V = 0.67 A > 0.5 A.",
)
qc(
    "c-18",
    M,
    "can i power the hro3010 VDD straight from 3.3v?",
    [HR],
    join(F.HR_VDD, F.HR_ABS),
    NO,
    "VDD 1.7-2.0 V, abs max 2.2 V.",
)
qc("c-19", E, "KHM holding magnet on an outdoor gate at -20 \u00b0C - OK?", [HM], F.HM_TEMP, NO)
qc(
    "c-20",
    H,
    "Can a KTB-2 tilt switch switch a KHM 20-24 magnet directly at 24 V?",
    [TB, HM],
    join(F.TB_RATING["KTB-2"], F.HM_P["KHM 20"]),
    NO,
    "3 W / 24 V = 125 mA > 50 mA; inductive loads not rated either.",
    F.TB_NOIND,
)
# insufficient evidence (a required check has no evidence)
unanswerable(
    "c-21",
    E,
    C,
    "Can I clock the KSD-MC5 SPI bus at 20 MHz?",
    [SD],
    "Max SPI clock of KSD-MC5 not specified.",
    F.SD_NOSPI,
)
unanswerable(
    "c-22",
    M,
    C,
    "is the kls3935 good enough to tell a storm 3 km away from one 5 km away?",
    [LS],
    "Distance accuracy not specified.",
    F.LS_NOACC,
)
unanswerable(
    "c-23",
    M,
    C,
    "can the tsw-10 tell me if my aquarium is under 5 ntu?",
    [TS],
    "NTU accuracy not specified.",
    F.TS_NONTU,
)
unanswerable(
    "c-24",
    H,
    C,
    "Is the HRO3010 good enough for a medical SpO2 meter within \u00b12 %?",
    [HR],
    "SpO2 accuracy not specified.",
    F.HR_NOSPO2,
)
unanswerable(
    "c-25",
    M,
    C,
    "Will a KHM 25 drop the part within 10 ms of switch-off?",
    [HM],
    "Residual magnetism not specified.",
    F.HM_NORES,
)
unanswerable(
    "c-26",
    E,
    C,
    "is 5 ms software debounce enough for a ktb-2?",
    [TB],
    "Contact bounce not specified.",
    F.TB_NOBOUNCE,
)
unanswerable(
    "c-27",
    E,
    C,
    "will the gsx7620u work with gloves on behind 2 mm glass?",
    [GS],
    "Not specified for gloved hands or glass > 1 mm.",
    F.GS_NOGLOVE,
)
unanswerable(
    "c-28",
    H,
    C,
    "Can the KCS3472 measure colour temperature within \u00b1100 K for a lamp tester?",
    [CS],
    "CCT accuracy not specified.",
    F.CS_NOCCT,
)
