"""Compatibility questions of the hundred-and-eleventh hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AE, AH, BW, LR, RE, SQ, SR, TM, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "will my 5v arduino uno power the bwx712 off its 5v pin?", [BW], F.BW_VCC)
cq(E, OK, "can i run the lrs-298d motors off a 12v dc adapter?", [LR], F.LR_VM)
cq(
    M,
    OK,
    "lrs-298d on a 9v supply with the 5v jumper on, in1-in4 driven from esp32 3v3 gpios - ok?",
    [LR],
    F.LR_VM,
    F.LR_VIH,
    F.LR_3V3,
    F.LR_JUMPER,
)
cq(E, OK, "Can the SQD1625 run from a Raspberry Pi's 3.3 V rail?", [SQ], F.SQ_VDD)
cq(
    M,
    OK,
    "sqd1625 on an esp32 i2c bus at 400 khz, powered from 3v3 - fine?",
    [SQ],
    F.SQ_VDD,
    F.SQ_FAST,
)
cq(
    E,
    OK,
    "Can I power the SRF-LM78 from an ESP32 board's 3.3 V pin and run its SPI at 8 MHz?",
    [SR],
    F.SR_VDD,
    F.SR_SPI,
)
cq(
    E,
    OK,
    "Can the AEL-CH1P charge a single 18650 Li-ion cell from a 5 V USB power bank?",
    [AE],
    F.AE_VIN,
    F.AE_FLOAT,
)
cq(
    M,
    OK,
    "two ahl4508 and two ahl4508a on one arduino i2c bus at 100 khz - any address clash?",
    [AH],
    F.AH_ADDR_BASE,
    F.AH_ADDR_A,
    F.AH_SCL,
)
cq(E, OK, "Can the REK-OL96 run off a 5 V Arduino Uno's 5 V pin?", [RE], F.RE_VCC, F.RE_UNO)
cq(
    H,
    OK,
    "tmq1830 on a 5v arduino at 10-bit resolution, i want a reading every 250 ms - doable?",
    [TM],
    F.TM_VDD,
    F.TM_T10,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "Can I power the SRF-LM78 from a 5 V Arduino Uno and wire its SPI pins straight to the Uno?",
    [SR],
    F.SR_VDD,
    F.SR_ABS,
    F.SR_5V,
)
cq(
    E,
    NO,
    "bwx712 running off the 3.3v rail of an esp32 - will it work?",
    [BW],
    F.BW_VCC,
    F.BW_33,
)
cq(
    E,
    NO,
    "Can the AEL-CH1 be fed from a 12 V car adapter?",
    [AE],
    F.AE_VIN,
    F.AE_ABS,
    F.AE_12V,
)
cq(M, NO, "can the ael-ch1 charge a lifepo4 cell?", [AE], F.AE_FLOAT, F.AE_LFP)
cq(
    E,
    NO,
    "Can the SQD1625's output drive a 20 mA indicator LED directly?",
    [SQ],
    F.SQ_IOUT,
    F.SQ_LED,
)
cq(
    H,
    NO,
    "24v motor supply on the lrs-298d with the 5v jumper left on so it also powers my arduino - ok?",
    [LR],
    F.LR_VM,
    F.LR_JUMPER,
    note="24 V is inside the 5-35 V motor range; the jumper rule (12 V or less) fails",
)
cq(M, NO, "ahl4508 on an esp32 i2c bus running at 400 khz?", [AH], F.AH_SCL, F.AH_400)
cq(
    H,
    NO,
    "An AHL4508A strapped A2 = 1, A1 = 0, A0 = 0 and a REK-OL96 at its default address on one "
    "I2C bus: will both answer?",
    [AH, RE],
    F.AH_ADDR_A,
    F.AH_ROW100,
    F.RE_ADDR,
    note="row 100 of the AHL4508A is 3Ch, the OLED default",
)
cq(
    H,
    NO,
    "Can a parasite-powered TMQ1830 log the inside of a 120 \u00b0C drying oven?",
    [TM],
    F.TM_RANGE,
    F.TM_PAR100,
    note="120 C is inside -55 ... +125 C, but parasite power is not recommended above +100 C",
)
# ------------------------------------- insufficient evidence (9): one check unsupported
cq(
    E,
    IE,
    "Can the LRS-298D drive two 12 V motors outdoors in the rain without a box?",
    [LR],
    F.LR_VM,
    note="no ingress protection or humidity rating",
)
cq(
    M,
    IE,
    "will a pair of srf-lm78-433 at +20 dbm reach 5 km between two farms?",
    [SR],
    F.SR_RANGE,
    note="the sheet publishes no range figure",
)
cq(
    M,
    IE,
    "Will the AEL-CH1P fully charge a 3000 mAh 18650 in under 4 hours at its default current?",
    [AE],
    F.AE_TIME,
    note="no charge time; 1 A and the CV phase give no time from the sheet",
)
cq(
    E,
    IE,
    "is the rek-ol96yb readable in direct sunlight on a bike computer?",
    [RE],
    note="luminance is given, sunlight readability is not",
)
cq(
    E,
    IE,
    "Can the BWX712-20A sit next to a motor's magnet without its reading being disturbed?",
    [BW],
    note="no stray-field immunity figure",
)
cq(
    E,
    IE,
    "is the sqd1625 aec-q100 qualified for a car project?",
    [SQ],
    note="no automotive qualification stated",
)
cq(
    M,
    IE,
    "Can an AHL4508 sit at the end of a 5 m I2C cable run to a remote button panel?",
    [AH],
    F.AH_SCL,
    note="no bus capacitance limit or cable guidance in the sheet",
)
cq(
    H,
    IE,
    "can a bare tmq1830z sit in a saltwater aquarium for years?",
    [TM],
    note="no moisture or immersion rating for the TO-92 part",
)
cq(
    E,
    IE,
    "Does the SRF-LM78 join The Things Network (LoRaWAN) out of the box?",
    [SR],
    note="the sheet describes a LoRa / FSK transceiver; no LoRaWAN stack is mentioned",
)
