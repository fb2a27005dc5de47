"""Compatibility questions of the seventieth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import CS, HS, KB, KM, PT, SB, SM, TS, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "will the msh-cs12 run off the 5v pin of an arduino uno?", [CS], F.CS_VCC)
cq(
    M,
    OK,
    "Can an ESP32's 3.3 V ADC read the MSH-CS12's output when the sensor is powered from 5 V?",
    [CS],
    F.CS_VCC,
    F.CS_OUTMAX,
)
cq(
    E,
    OK,
    "Can I power the KMS2191 from a Raspberry Pi's 3.3 V rail and measure a 24 V bus with it?",
    [KM],
    F.KM_VS,
    F.KM_BUS,
)
cq(
    M,
    OK,
    "kms2191 on a 3v3 supply but the i2c bus pulled up to 5v by an arduino - is that ok?",
    [KM],
    F.KM_VS,
    F.KM_SDA,
    F.KM_5VBUS,
)
cq(
    H,
    OK,
    "Can an SMB-ADJ3 fed from a 12 V adapter and set to 3.3 V power a KBW-24PA?",
    [SB, KB],
    F.SB_VIN,
    F.SB_VOUT,
    F.SB_BARE_12_33,
    F.KB_V_PA,
    F.KB_ITX_PA,
    note="115 mA TX peak against 2.0 A bare-board at 12 V -> 3.3 V",
)
cq(
    H,
    OK,
    "smb-adj3 on a car battery (12-14.4v) making 5v for a pi that pulls 1.5a, no heatsink - ok?",
    [SB],
    F.SB_VIN,
    F.SB_VOUT,
    F.SB_CAR,
    F.SB_BARE_12_5,
    note="2.5 A at 12 V and 2.0 A at 24 V in, bare board; the FAQ advises a TVS for load dump",
)
cq(
    M,
    OK,
    "Can a 5 V Arduino drive DI, DE and RE of a TSZ485E-L that runs from 3.3 V?",
    [TS],
    F.TS_VCC_L,
    F.TS_ABSLOG_L,
    F.TS_VIH,
    F.TS_5VTOL,
)
cq(
    E,
    OK,
    "can the pts-18b and the msh-cs12 both run from an esp32's 3v3 pin?",
    [PT, CS],
    F.PT_VDD,
    F.CS_VCC,
)
cq(
    M,
    OK,
    "kbw-24 on its own 3.3v regulator with spi from a 5v arduino nano - will the spi pins survive?",
    [KB],
    F.KB_V,
    F.KB_IN5,
    F.KB_5VTOL,
)
cq(
    M,
    OK,
    "Can an HSR-25DA-240 on an HS-60 heat sink switch a 230 V AC, 10 A heater from a 3.3 V "
    "ESP32 pin?",
    [HS],
    F.HS_LV240,
    F.HS_HS60,
    F.HS_CTRL,
    F.HS_3V3,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the kbw-24 from the 5v pin of an arduino uno?",
    [KB],
    F.KB_V,
    F.KB_ABS,
    F.KB_NOT5,
)
cq(
    M,
    NO,
    "Can the 3.3 V pin of an Arduino board that supplies 50 mA power a KBW-24PA?",
    [KB],
    F.KB_ITX_PA,
    F.KB_50MA,
)
cq(
    E,
    NO,
    "Can the HSR-25DA switch a 12 V DC water pump?",
    [HS],
    F.HS_LV240,
    F.HS_LV480,
    F.HS_AC,
)
cq(M, NO, "hsr-25da-480 to switch a 24vac sprinkler valve?", [HS], F.HS_LV480)
cq(
    M,
    NO,
    "can the smb-adj3 make 12v from a 2s lipo (8.4v when full)?",
    [SB],
    F.SB_VOUT,
    F.SB_DROP,
    note="a buck cannot raise the voltage; VOUT <= VIN - 1.5 V",
)
cq(E, NO, "msh-cs12-n off a 5v arduino pin?", [CS], F.CSN_VCC, F.CSN_LIM)
cq(
    H,
    NO,
    "Can 3.3 V ESP32 GPIOs drive CLK and DIO of an SMH-4D7 powered from 5 V?",
    [SM],
    F.SM_VCC,
    F.SM_VIH,
    F.SM_33,
)
cq(
    E,
    NO,
    "Can a TSZ485E-H and a KBW-24 share one 3.3 V supply rail?",
    [TS, KB],
    F.TS_VCC_H,
    F.KB_V,
)
cq(
    H,
    NO,
    "Can the KMS2191 monitor current and voltage on a 48 V e-bike battery bus?",
    [KM],
    F.KM_BUS,
    F.KM_CMABS,
    F.KM_SURV,
    note="54.6 V full charge is above both 36 V (measured) and 40 V (absolute maximum)",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "Will an MSH-CS12 last a whole season outdoors in a garden bed, pushed in to the white "
    "line with its top sealed in heat-shrink?",
    [CS],
    F.CS_NOIP,
    F.CS_NOTWP,
    note="no IP rating or outdoor life stated; sealing the top is the FAQ's own advice",
)
cq(
    E,
    IE,
    "is the msh-cs12 accurate to 2% vwc for my greenhouse logger?",
    [CS],
    F.CS_NOACC,
    note="no accuracy in % VWC",
)
cq(
    E,
    IE,
    "Is the KMS2191 AEC-Q100 qualified for use in a car?",
    [KM],
    note="no automotive qualification stated",
)
cq(
    M,
    IE,
    "smb-adj3 from 24v giving 12v 2a to a led strip inside a sealed box at 60c - will it hold "
    "2a without a heatsink?",
    [SB],
    F.SB_BARE_NOTE,
    F.SB_TOP,
    note="bare-board currents are for 25 °C only; no derating to 60 °C",
)
cq(
    M,
    IE,
    "Can a TSZ485E-L drive a 1200 m cable at 12 Mbps?",
    [TS],
    note="no cable length versus data rate in the sheet",
)
cq(
    M,
    IE,
    "pts-18b on a 100 m cable with a 4.7k pull-up - will it work?",
    [PT],
    F.PT_CABLE,
    note="the pull-up advice covers cables up to 20 m only",
)
cq(
    E,
    IE,
    "will the kbw-24pa reach 500 m through a forest?",
    [KB],
    F.KB_RANGE,
    note="range is an open-air reference value only",
)
cq(
    E,
    IE,
    "Is the HSR-25DA rated for at least one million switching operations?",
    [HS],
    note="no electrical life stated",
)
cq(
    E,
    IE,
    "is the smh-4d7 readable in direct sunlight?",
    [SM],
    F.SM_NOLUM,
    note="luminous intensity not measured",
)
