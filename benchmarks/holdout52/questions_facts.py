"""Factual questions of the fifty-second hold-out set (42: 34 with items, 8 unanswerable)."""

from __future__ import annotations

from facts import (
    AC_ABS,
    AC_PLAY33,
    AC_RADIO,
    AC_STBY5,
    AC_TEMP,
    AC_TEMP_I,
    AC_VDD,
    AC_VIH,
    GK_AOUT,
    GK_AUX,
    GK_BAUD,
    GK_HUM,
    GK_RELAY_IND,
    GK_SUP_DC,
    GR_IP,
    GR_RELAY,
    GR_SENS_R,
    GR_SUP,
    HD_ABS_D,
    HD_ICHIME_A,
    HD_IP,
    HD_ISTBY15,
    HD_SUP_D,
    HD_TOPR,
    HD_VIH,
    IV_CABLE,
    IV_IOUT,
    IV_IP_4,
    IV_ITOT_8,
    IV_TOPR_8,
    PS_I8,
    PS_RANGE_FRONT,
    RX_CONTACT_I,
    RX_RANGE,
    RX_SENS,
    RX_SUP,
    SV_AUX,
    SV_CABLE,
    SV_FAULT,
    SV_ITOT_8,
    SV_VOUT,
)
from qkit import AC, GK, GR, HD, IV, PS, RX, SV, Fact, q, unanswerable

E, M, H = "easy", "medium", "hard"


def fq(n: int, diff: str, text: str, devs: list[str], fact: Fact, qtype: str = "simple") -> None:
    items, evidence = fact
    q(f"f-{n:02d}", diff, qtype, text, devs, items, evidence)


# ---------------------------------------------------------------- HDC-21
fq(1, E, "what supply voltage does the hdc-21d chime need?", [HD], HD_SUP_D)
fq(
    2,
    M,
    "What is the absolute maximum supply voltage of the HDC-21D (the DC version)?",
    [HD],
    HD_ABS_D,
)
fq(
    3,
    M,
    "What ambient temperature range is recommended for operating the HDC-21 chime modules?",
    [HD],
    HD_TOPR,
)
fq(4, E, "min high level voltage on the trg input of the hdc-21d?", [HD], HD_VIH)
fq(
    5,
    H,
    "How much standby current does the HDC-21D draw when it is supplied with 15 V DC?",
    [HD],
    HD_ISTBY15,
)
fq(6, E, "how many ma does the hdc-21a pull while it's chiming", [HD], HD_ICHIME_A)
# ---------------------------------------------------------------- ACM300
fq(7, E, "What is the supply voltage range of the ACM300 chime module?", [AC], AC_VDD)
fq(8, M, "acm300 standby current at 5v vdd?", [AC], AC_STBY5)
fq(
    9,
    M,
    "How much supply current does the ACM300 draw while playing a melody at VDD = 3.3 V?",
    [AC],
    AC_PLAY33,
)
fq(10, E, "abs max vdd of the acm300?", [AC], AC_ABS)
fq(11, M, "What is the operating temperature range of the ACM300I?", [AC], AC_TEMP_I)
fq(
    12,
    H,
    "What operating temperature range is the standard ACM300 (not the I version) rated for?",
    [AC],
    AC_TEMP,
)
fq(13, E, "What is the minimum input high voltage (VIH) of the ACM300 TRIG pin?", [AC], AC_VIH)
# ---------------------------------------------------------------- IVC
fq(14, E, "ivc-8 max current per station output?", [IV], IV_IOUT)
fq(
    15,
    M,
    "What is the maximum total output current of the IVC-8, all stations and the master "
    "valve output together?",
    [IV],
    IV_ITOT_8,
)
fq(16, M, "operating temp range of the ivc-8 (the 8 station one)?", [IV], IV_TOPR_8)
fq(17, E, "What IP rating does the IVC-4 irrigation controller have?", [IV], IV_IP_4)
# ---------------------------------------------------------------- GKR 310
fq(18, E, "What DC supply voltage range does the GKR 310 accept?", [GK], GK_SUP_DC)
fq(
    19,
    M,
    "What current may the GKR 310 relay outputs switch with an inductive load?",
    [GK],
    GK_RELAY_IND,
)
fq(20, E, "gkr 310 analog output voltage range?", [GK], GK_AOUT)
fq(21, E, "how much current can i pull from the gkr310 24v aux output", [GK], GK_AUX)
fq(22, E, "Which baud rates does the GKR 310 Modbus interface support?", [GK], GK_BAUD)
# ---------------------------------------------------------------- GR-433
fq(23, E, "gr-433 receiver working voltage?", [GR], GR_SUP)
fq(24, M, "What is the receiver sensitivity of the GR-433R rolling-code version?", [GR], GR_SENS_R)
fq(25, E, "relay contact rating of the gr-433 gate receiver?", [GR], GR_RELAY)
# ---------------------------------------------------------------- RXP-2
fq(26, E, "What supply voltage range does the RXP-2 receiver operate from?", [RX], RX_SUP)
fq(
    27,
    H,
    "max current the rxp-2 relay contacts can switch in normal operation (not the abs max)?",
    [RX],
    RX_CONTACT_I,
)
fq(28, E, "rxp-2 rx sensitivity in dbm?", [RX], RX_SENS)
# ---------------------------------------------------------------- PS-4 / PS-8
fq(29, E, "What is the maximum operating current of the PS-8 parking sensor kit?", [PS], PS_I8)
fq(30, M, "detection range of the ps-8 front sensors?", [PS], PS_RANGE_FRONT)
# ---------------------------------------------------------------- SVC24
fq(31, E, "total motor current of the svc24-8?", [SV], SV_ITOT_8)
fq(
    32,
    H,
    "What are the contact ratings of the fault relay of the SVC24-16?",
    [SV],
    SV_FAULT,
)
fq(
    33,
    M,
    "What voltage range can the SVC24 motor line output have, over mains and battery operation?",
    [SV],
    SV_VOUT,
)
fq(34, M, "How much current can the 24 V DC auxiliary output of the SVC24-4 supply?", [SV], SV_AUX)

# ---------------------------------------------------------------- not in the sheets
unanswerable(
    "f-35",
    E,
    "simple",
    "whats the ip rating of the hdc-21 chime module?",
    [HD],
    "The precautions say the protection class (IP) is not specified.",
    HD_IP[1],
)
unanswerable(
    "f-36",
    M,
    "simple",
    "What radio frequency and range does the ACM300 wireless doorbell chime use?",
    [AC],
    "The ACM300 has no radio; the sheet says the radio link is not part of the module.",
    AC_RADIO[1],
)
unanswerable(
    "f-37",
    M,
    "simple",
    "What is the maximum cable length between the IVC-4 and a valve?",
    [IV],
    "Only 'depends on wire gauge; see the installation manual'.",
    IV_CABLE[1],
)
unanswerable(
    "f-38",
    H,
    "simple",
    "What is the accuracy of the GKR 310 B2 humidity input itself (not of the sensor)?",
    [GK],
    "The ±3 %RH in the inputs table is the recommended sensor's accuracy, not the input's "
    "(footnote 2); the input's own accuracy is not given.",
    GK_HUM[1],
)
unanswerable(
    "f-39",
    E,
    "simple",
    "is the gr-433 board waterproof, what ip?",
    [GR],
    "The FAQ says the IP rating is not specified.",
    GR_IP[1],
)
unanswerable(
    "f-40",
    E,
    "simple",
    "What is the remote-control range of the RXP-2 receiver?",
    [RX],
    "The notes say range depends on antenna and site and is not specified.",
    RX_RANGE[1],
)
unanswerable(
    "f-41",
    M,
    "simple",
    "what's the beam angle of the ps-4 ultrasonic sensors?",
    [PS],
    "No beam angle (horizontal or vertical) is stated anywhere in the sheet.",
)
unanswerable(
    "f-42",
    M,
    "simple",
    "Which cable cross-section does the SVC24-8 need for its motor lines?",
    [SV],
    "Cable sizing for motor lines is not covered in the data sheet.",
    SV_CABLE[1],
)
