"""Compatibility questions of the ninety-third hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AC, ER, HF, HZ, KV, MM, SW, TK, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "will the kvr-uv1 run off the 5v pin of my arduino uno?",
    [KV],
    F.KV_VIN,
    F.KV_5V,
)
cq(
    E,
    OK,
    "Can I power the ERL-RTC3 from a Raspberry Pi's 3.3 V pin?",
    [ER],
    F.ER_VCC,
    F.ER_PI,
)
cq(
    M,
    OK,
    "esp32 (3v3 uart) talking to an old pc com port through an ac-232s powered from 3.3v - ok?",
    [AC],
    F.AC_S_VCC,
    F.AC_33,
)
cq(
    M,
    OK,
    "MM-MOS30 bare board dimming a 12 V LED strip that draws 4.2 A, PWM from an ESP32 GPIO "
    "(3.3 V) at 1 kHz: will it work?",
    [MM],
    F.MM_VLOAD,
    F.MM_I,
    F.MM_SIG,
)
cq(
    M,
    OK,
    "two br-tk12 keypads on one i2c bus, one left as shipped and one with addr bridged to vcc - "
    "any clash?",
    [TK],
    F.TK_ADDR,
    note="0x5A and 0x5B",
)
cq(E, OK, "Can the HZD1-05D12 run from a 5 V USB power bank?", [HZ], F.HZ_VIN)
cq(
    M,
    OK,
    "hzd1-05d12 to make +-12v for an op-amp preamp that draws about 15 ma per rail?",
    [HZ],
    F.HZ_VIN,
    F.HZ_VOUT,
    F.HZ_IOUT,
    note="15 mA lies between the 4 mA minimum and 42 mA maximum load",
)
cq(
    H,
    OK,
    "KVR-UV1 and ERL-RTC3 sharing one I2C bus on a 3.3 V ESP32, both powered from 3.3 V: any "
    "address conflict or supply problem?",
    [KV, ER],
    F.KV_ADDR,
    F.ER_ADDR,
    F.ER_EEPROM,
    F.KV_VIN,
    F.ER_VCC,
    note="0x53 vs 0x68 and the EEPROM at 0x57",
)
cq(
    E,
    OK,
    "will the svn-w24s run off a 3.3v ldo that can give 500 ma?",
    [SW],
    F.SW_VBAT,
    F.SW_ITX,
)
cq(
    H,
    OK,
    "can the mm-mos30-hs run a 24v 775 motor pulling 8.5 a if i put a flyback diode across it?",
    [MM],
    F.MM_VLOAD,
    F.MM_I_HS,
    F.MM_DIODE,
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the br-tk12 keypad from the 5v pin of an arduino uno?",
    [TK],
    F.TK_VCC,
    F.TK_ABS,
    F.TK_UNO,
)
cq(E, NO, "mm-mos30 to switch a 36v e-bike light?", [MM], F.MM_VLOAD, F.MM_36)
cq(
    M,
    NO,
    "Will an AC-232L powered from 3.3 V work as the serial interface for an ESP32?",
    [AC],
    F.AC_L_VCC,
    F.AC_33,
)
cq(
    M,
    NO,
    "can i feed the hfl-g12 from the 3.3v pin of my esp32?",
    [HF],
    F.HF_VCC12,
    F.HF_33,
)
cq(E, NO, "hzd1-05d12 straight off a 12 v wall adapter?", [HZ], F.HZ_VIN, F.HZ_SURGE)
cq(
    H,
    NO,
    "HZD1-05D12 feeding a ±12 V sensor that draws only 2 mA per rail: is that fine?",
    [HZ],
    F.HZ_IOUT,
    F.HZ_MINLOAD,
    note="below the 4 mA (10 %) minimum load the output rises to about ±15.5 V",
)
cq(E, NO, "Can the MM-MOS30 switch a 230 V AC lamp?", [MM], F.MM_VLOAD, F.MM_DC)
cq(
    H,
    NO,
    "i bought an erl-rtc3-l, can i just drop in the cr2032 i have lying around?",
    [ER],
    F.ER_CR,
    note="the -L version charges its cell through 200 Ω + diode; CR2032 is a primary cell",
)
cq(
    M,
    NO,
    "Can I wire the SVN-W24S's SPI pins straight to a 5 V Arduino Uno?",
    [SW],
    F.SW_VDDIO,
    F.SW_5V,
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "Is the KVR-UV1 accurate to within ±0.5 UV index for a weather station?",
    [KV],
    F.KV_ACC,
    note="no UV index accuracy is given",
)
cq(
    E,
    IE,
    "will the br-tk12 survive rain on an outdoor gate keypad?",
    [TK],
    F.TK_WET,
    note="no IP rating",
)
cq(
    E,
    IE,
    "Will the coin cell keep an ERL-RTC3-C running for 5 years with no VCC?",
    [ER],
    F.ER_CELL,
    note="battery life not published",
)
cq(
    E,
    IE,
    "is the mm-mos30 ok in a car's 12v system with load-dump spikes?",
    [MM],
    note="no transient / load-dump rating; only the 30 V load limit",
)
cq(
    M,
    IE,
    "is the hfl-g12 good for 10 years of continuous use on my garden irrigation line?",
    [HF],
    F.HF_LIFE,
    note="no lifetime given",
)
cq(
    M,
    IE,
    "Can the SVN-W24S reach a router 100 m away outdoors?",
    [SW],
    note="no range stated",
)
cq(
    M,
    IE,
    "ac-232s on a 30 m cable at 115200 baud to a cnc machine - will it work?",
    [AC],
    F.AC_CABLE,
    note="cable length not specified; 15 m at 9600 baud is an anecdote",
)
cq(
    M,
    IE,
    "Will the HZD1-05D12 pass CISPR 32 class B conducted emissions without an external filter?",
    [HZ],
    note="no EMC data",
)
cq(
    H,
    IE,
    "KVR-UV1 mounted indoors behind an ordinary window pane: will its UV index readings still "
    "be correct?",
    [KV],
    F.KV_ACC,
    note="depends on the window material; no figure for glass",
)
