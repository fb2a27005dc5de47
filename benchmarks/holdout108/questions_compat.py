"""Compatibility questions of the hundred-and-eighth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import GJ, HR, KR, NL, PD, TF, TM, WT, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "can i power the kr-2r5 relay board from a 5v usb power bank?", [KR], F.KR_VCC)
cq(
    E,
    OK,
    "Can the HRT3240 run from an ESP32 board's 3.3 V rail, with a CR2032 (3 V) as backup?",
    [HR],
    F.HR_VCC,
    F.HR_VBAT,
)
cq(
    M,
    OK,
    "wtr-2401 signal pins straight to a 5v arduino nano, vcc from a separate 3.3v regulator - ok?",
    [WT],
    F.WT_VCC,
    F.WT_VI,
    F.WT_SIG5,
)
cq(E, OK, "Can one KR-2R5 relay switch a 230 V AC, 6 A resistive heater?", [KR], F.KR_AC)
cq(
    E,
    OK,
    "pda3570 straight off a single li-ion cell (3.0-4.2v), ok?",
    [PD],
    F.PD_VDD,
)
cq(
    M,
    OK,
    "Can a PDA3570 take I2S audio directly from an ESP32 (3.3 V GPIO levels)?",
    [PD],
    F.PD_VIH,
    F.PD_VIL,
)
cq(
    M,
    OK,
    "tmd6621fng with vm from a 2s lipo (8.4v full) and vcc + inputs from a 3v3 esp32 - fine?",
    [TM],
    F.TM_VM,
    F.TM_VCC,
)
cq(
    E,
    OK,
    "can a 3.3v esp32 gpio drive the signal wire of a tf-9g powered from 5v?",
    [TF],
    F.TF_VCC,
    F.TF_VIH,
)
cq(
    M,
    OK,
    "NLN-HS2 powered from an ESP32's 3.3 V pin, AOUT into an ESP32 ADC pin (11 dB, ~3.1 V "
    "full scale): does the output stay in range?",
    [NL],
    F.NL_VCC,
    F.NL_AOUT33,
    F.NL_ESP,
)
cq(
    H,
    OK,
    "Can a WTR-2401PA and an HRT3240 run together from one 3.3 V regulator rated 150 mA?",
    ["WTR-2401PA", HR],
    F.WT_PA_VCC,
    F.WT_PA_TX,
    F.HR_VCC,
    F.HR_ICCA,
    note="115 mA + 0.2 mA, well under 150 mA",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the wtr-2401 vcc from the 5v pin of my arduino?",
    [WT],
    F.WT_VCC,
    F.WT_ABS,
    F.WT_VCC_NOT5,
)
cq(E, NO, "tf-9g straight on a 2s lipo (8.4v)?", [TF], F.TF_VCC, F.TF_ABS, F.TF_2S)
cq(
    M,
    NO,
    "Can one KR-2R5-M relay switch a 230 V AC, 5 A kettle element?",
    ["KR-2R5-M"],
    F.KR_M_AC,
    note="the 10 A figure is the KR-2R5",
)
cq(
    M,
    NO,
    "Can the TMD6621FNG drive a 12 V motor that draws 2 A continuously?",
    [TM],
    F.TM_VM,
    F.TM_IOUT,
    F.TM_NOTE,
    note="the 3.2 A peak is a single 10 ms pulse",
)
cq(E, NO, "pda3570 run from a 2s lipo (7.4v nominal)?", [PD], F.PD_VDD, F.PD_ABS)
cq(
    H,
    NO,
    "tmd6621fng motors straight off a 12v car battery (up to 14.4v while the engine runs)?",
    [TM],
    F.TM_VM,
    F.TM_VM_ABS,
    note="14.4 V is below the 15 V absolute maximum but above the 13.5 V operating limit",
)
cq(
    H,
    NO,
    "KR-2R5 with the JD-VCC jumper fitted and VCC at 5 V, inputs driven by a 3.3 V ESP32: "
    "will the relays switch off reliably?",
    [KR],
    F.KR_REL,
    F.KR_33,
)
cq(
    M,
    NO,
    "hrt3240 and an mpu6050 imu (fixed at 0x68) on the same i2c bus?",
    [HR],
    F.HR_ADDR,
)
cq(
    H,
    NO,
    "Two TF-9G servos that may stall together at 4.8 V plus a KR-2R5 with both relays on "
    "(jumper fitted), all from one 5 V 1 A supply: enough current?",
    [TF, KR],
    F.TF_STALL48,
    F.KR_BOTH,
    note="2 x 650 mA + 142 mA = 1442 mA",
)

# ------------------------------------------------ insufficient evidence (9)
cq(
    E,
    IE,
    "is the wtr-2401 fcc / ce certified so i can put it in a product i sell?",
    [WT],
    note="no certification stated",
)
cq(
    M,
    IE,
    "Is the HRT3240 AEC-Q100 qualified for a car dashboard clock?",
    [HR],
    note="no automotive qualification stated",
)
cq(
    M,
    IE,
    "Does the KR-2R5 give 4 kV isolation between the controller side and the relay side?",
    [KR],
    note="optocouplers named, no isolation voltage given",
)
cq(
    H,
    IE,
    "Can the GJ7112's on-chip regulator supply 20 mA of excitation for four load cells?",
    [GJ],
    note="regulator output current not specified",
)
cq(
    M,
    IE,
    "pda3570 on 5v into my 4 ohm speaker - will it reach 90 db spl at 1 m?",
    [PD],
    note="SPL depends on the speaker's sensitivity, not given",
)
cq(
    M,
    IE,
    "Is the TMD6621FNG protected against a shorted motor lead (output short-circuit)?",
    [TM],
    note="thermal shutdown and low-voltage detection only; no over-current protection stated",
)
cq(
    E,
    IE,
    "is the nln-hs2 accurate to +-3 % moisture for my greenhouse logger?",
    [NL],
    note="no accuracy given; readings 'a guide only'",
)
cq(
    M,
    IE,
    "Will the TF-9MG's metal gears last 100 000 cycles under load in my robot arm?",
    ["TF-9MG"],
    note="only a 50 000-cycle no-load life test is given",
)
cq(
    H,
    IE,
    "Can a WTR-2401 and a PDA3570 share one 3.3 V rail without the amp's switching noise "
    "hurting the radio's receive sensitivity?",
    [WT, PD],
    F.WT_VCC,
    F.PD_VDD,
    note="voltages fit, but supply-noise tolerance of the radio is not specified",
)
