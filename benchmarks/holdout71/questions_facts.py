"""Factual questions of the seventy-first hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import CL, DV, KK, KR, LM, PI, PR, SB, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- SMB-52
fq(E, "What supply voltage range does the SMB-52 Bluetooth module accept on VCC?", [SB], F.SB_VCC)
fq(
    E,
    "default baud rate of the smb-52 out of the box?",
    [SB],
    F.SB_BAUD,
    note="the AT+BAUD table lists 1200 ... 115200 as settable codes, not the default",
)
fq(
    M,
    "whats the max tx power of the smb-52u version?",
    ["SMB-52U"],
    F.SB_TX_U,
    note="+4 dBm is the SMB-52A column",
)
fq(
    M,
    "How much current does the SMB-52U draw while transmitting at maximum power?",
    ["SMB-52U"],
    F.SB_ITX_U,
    note="7.8 mA is the SMB-52A column of the same wrapped row",
)
fq(E, "smb-52 deep sleep current in ua?", [SB], F.SB_SLEEP)
# ---------------------------------------------------------------- PRV-2110
fq(E, "What pressure range does the PRV-2110 measure?", [PR], F.PR_RANGE)
fq(
    M,
    "prv-2110 i2c address? sdo to gnd or to 3v3",
    [PR],
    F.PR_ADDR,
    note="0x5A is the CHIP_ID register value, 0xD0 its register address",
)
fq(
    H,
    "How accurate is the PRV-2110's absolute pressure reading between -40 °C and 0 °C?",
    [PR],
    F.PR_ACC_COLD,
    note="the named row (±0.5 hPa) is the 0 ... +65 °C band; the cold band is an unnamed row",
)
fq(
    E,
    "What is the recommended VDD range of the PRV-2110?",
    [PR],
    F.PR_VDD,
    note="Italian-only row name in the electrical table; 4.25 V is the absolute maximum",
)
fq(
    M,
    "how much current does the prv-2110 pull in high resolution mode at one reading per second?",
    [PR],
    F.PR_I_HR,
    note="typ.-only table; 620 µA is the peak during a conversion",
)
# ---------------------------------------------------------------- DVK2230
fq(
    E,
    "What motor supply voltage (VM) range is recommended for the DVK2230?",
    [DV],
    F.DV_VM,
    note="15 V is the absolute maximum",
)
fq(
    M,
    "continuous current per channel of the dvk2230s (ssop)?",
    ["DVK2230S"],
    F.DV_IOUT_S,
    note="1.5 A is the DVK2230H column; 3.2 A is the 10 ms peak",
)
fq(
    H,
    "What is the DVK2230's output on-resistance (high + low side) at VM = 12 V?",
    [DV],
    F.DV_RON12,
    note="the same-named row under the VM = 5 V section row reads 0.62 / 0.85 Ohm",
)
fq(E, "dvk2230 logic supply voltage range?", [DV], F.DV_VCC)
# ---------------------------------------------------------------- KK-SDM2
fq(E, "What supply voltage does the 5 V KK-SDM2 microSD board need?", [KK], F.KK_VCC)
fq(
    M,
    "max spi clock i can run through the kk-sdm2's buffer?",
    [KK],
    F.KK_SPI,
    note="25 MHz is the card's own limit",
)
fq(
    E,
    "How much current does the KK-SDM2 board draw idle with no card inserted?",
    [KK],
    F.KK_IDLE,
)
# ---------------------------------------------------------------- SDN-PIR5
fq(E, "sdn-pir5m supply range?", ["SDN-PIR5M"], F.PI_VCC_M)
fq(
    M,
    "how far does the sdn-pir5m detect?",
    ["SDN-PIR5M"],
    F.PI_RANGE_M,
    note="7 m is the full-size SDN-PIR5 with its trimmer",
)
fq(E, "idle current of the sdn-pir5?", [PI], F.PI_IQ)
fq(
    M,
    "How long does the SDN-PIR5 need to settle after power-up?",
    [PI],
    F.PI_WARM,
    note="only in the notes; 2.5 s is the block time",
)
# ---------------------------------------------------------------- KRT-1S1A
fq(E, "What charge voltage does the KRT-1S1A regulate the cell to?", [KR], F.KR_VFLOAT)
fq(
    E,
    "what's the absolute max input voltage on the krt-1s1a?",
    [KR],
    F.KR_ABS,
    note="dot-leader line; 5.5 V is the recommended maximum",
)
fq(
    E,
    "How much current does the KRT-1S1A-P drain from the cell when nothing is plugged into its input?",
    ["KRT-1S1A-P"],
    F.KR_DRAIN_P,
    note="1 / 2 µA is the plain KRT-1S1A in the unnamed-row pair",
)
fq(E, "default charge current of the krt-1s1a?", [KR], F.KR_ICHG)
fq(
    M,
    "what charge current do i get on the krt-1s1a if i swap rprog for 2k?",
    [KR],
    F.KR_I_2K,
)
fq(
    H,
    "Over what ambient temperature range may the KRT-1S1A module itself be operated?",
    [KR],
    F.KR_TOP,
    note="0 ... 45 °C is the range in which a Li-ion cell may be charged, not the module's",
)
# ---------------------------------------------------------------- LMA4350
fq(E, "What supply voltage range does the LMA4350 microphone accept?", [LM], F.LM_VDD)
fq(
    M,
    "lma4350 current draw at 3.3v?",
    [LM],
    F.LM_I33,
    note="the max. row is unnamed; 600 / 750 µA is the VDD = 1.8 V column",
)
fq(E, "what sample rates can the lma4350 do (ws freq)?", [LM], F.LM_WS)
fq(
    H,
    "What start-up time does the LMA4350 need before its output is valid?",
    [LM],
    F.LM_START,
    note="the feature list gives 262 144 SCK cycles; the table gives 85 ms max.",
)
# ---------------------------------------------------------------- CC-LLS
fq(
    E,
    "What voltage range is allowed on the LV side of the CC-LLS level shifter?",
    [CL],
    F.CL_LV,
)
fq(
    M,
    "max i2c speed through the cc-lls using only its own pull-ups?",
    [CL],
    F.CL_I2C,
    note="1 MHz needs extra 2.2 k pull-ups on HV",
)
fq(
    H,
    "How fast a push-pull SPI signal can the CC-LLS pass from the low-voltage side to the "
    "high-voltage side?",
    [CL],
    F.CL_SPI_UP,
    note="4 MHz is the HV-to-LV direction",
)
# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "ip rating of the prv-2110?",
    [PR],
    "no IP rating; the sheet only says the port is not waterproof",
    F.PR_WATER,
)
ie(E, "What is the thermal shutdown hysteresis of the DVK2230?", [DV], "only the 160 °C threshold")
ie(E, "storage temp of the sdn-pir5?", [PI], "no storage temperature is given")
ie(E, "How long is the KRT-1S1A's charge safety timer?", [KR], "no timer is mentioned")
ie(
    M,
    "What frequency response (lower and upper -3 dB points) does the LMA4350 have?",
    [LM],
    "the sheet refers to an application note",
    F.LM_FR,
)
ie(
    M,
    "what range do i get with the smb-52u?",
    ["SMB-52U"],
    "40 m is the SMB-52A office test; the -U range is explicitly not stated",
    F.SB_RANGE_U,
)
ie(E, "What operating humidity range is the KK-SDM2 rated for?", [KK], "no humidity given")
ie(
    E,
    "esd rating of the cc-lls in kv?",
    [CL],
    "no ESD rating; the FAQ says there are no extra protection parts",
    F.CL_ESD,
)
