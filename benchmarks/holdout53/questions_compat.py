"""Compatibility questions of the fifty-third hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

from facts import (
    DC_IOUT,
    DC_VIN_33,
    DC_VIN_50,
    DC_VOUT_33,
    DC_VOUT_50,
    MD_3V3,
    MD_IOUT_H,
    MD_IOUT_S,
    MD_VIH,
    MD_VM,
    MD_VM_ABS,
    OB_ABS,
    OB_VDD,
    QA_ADDR,
    QA_AIN,
    QA_AIN_ABS,
    QA_DIG_ABS,
    QA_PULL,
    QA_SUP,
    RB_CONTACT,
    RB_ION_4,
    RB_JD,
    SA_5V,
    SA_CERT,
    SA_RANGE_U,
    SA_TXI8,
    SA_VDD,
    TH_ADDR,
    TH_PULLUP,
    TH_SUP,
    WC_NTC,
    WC_USB,
    WC_VIN,
    WC_VIN_ABS,
)
from qkit import DC, MD, OB, QA, RB, SA, TH, WC, Fact, ev, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"


def cq(
    n: int, diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = ""
) -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{n:02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    1,
    E,
    OK,
    "can i power the thm-31 from my 5v arduino uno's 5v pin?",
    [TH],
    TH_SUP,
    note="5 V is inside VIN 2.7 ... 5.5 V.",
)
cq(
    2,
    E,
    OK,
    "will the sab-52 run straight off a 3.3v ldo?",
    [SA],
    SA_VDD,
    note="3.3 V is inside VDD 1.8 ... 3.6 V.",
)
cq(
    3,
    E,
    OK,
    "can the dcb-3a-33 run from a 12v lead acid battery?",
    [DC],
    DC_VIN_33,
    note="12 V (up to about 14.4 V when charging) is inside 4.5 ... 28 V.",
)
cq(
    4,
    M,
    OK,
    "Can a DCB-3A-50 (5 V output) power an RB-5V-4 relay board with all four relays on, VCC "
    "and JD-VCC jumpered together?",
    [DC, RB],
    DC_VOUT_50,
    DC_IOUT,
    RB_JD,
    RB_ION_4,
    note="5.0 V within JD-VCC 4.75 ... 5.25 V; 300 mA is well below 3 A.",
)
cq(
    5,
    E,
    OK,
    "can the dcb-3a-33 power the sab-52 module, even while it transmits at +8 dbm?",
    [DC, SA],
    DC_VOUT_33,
    SA_VDD,
    DC_IOUT,
    SA_TXI8,
    note="3.3 V within 1.8 ... 3.6 V; 14.2 mA typ. is far below 3 A.",
)
cq(
    6,
    E,
    OK,
    "can the wcl4057 charge from a normal 5v usb port?",
    [WC],
    WC_VIN,
    WC_USB,
    note="5 V is inside 4.25 ... 6.5 V; a 500 mA port needs RPROG >= 2 kOhm.",
)
cq(
    7,
    M,
    OK,
    "Can an ESP32's 3.3 V GPIOs drive the IN1, IN2 and PWM inputs of an MDB-2S whose logic "
    "supply VCC is 5 V?",
    [MD],
    MD_VIH,
    MD_3V3,
    note="3.3 V >= VIH 2.0 V at VCC = 5 V, and the notes allow 3.3 V MCUs.",
)
cq(
    8,
    M,
    OK,
    "Can the QAD1615 running at VDD = 3.3 V share an I2C bus that an Arduino Uno pulls up to 5 V?",
    [QA],
    QA_SUP,
    QA_DIG_ABS,
    QA_PULL,
    note="SDA/SCL may be pulled up to 5.5 V independent of VDD (abs max 5.5 V).",
)
cq(
    9,
    H,
    OK,
    "I want a THM-31 (jumper JP1 open) and a QAD1615 with ADDR tied to GND on the same I2C "
    "bus. Do their addresses collide?",
    [TH, QA],
    TH_ADDR,
    QA_ADDR,
    note="'compatible' = no collision: THM-31 0x44 vs QAD1615 0x48.",
)
cq(
    10,
    E,
    OK,
    "can the mdb-2h drive two 12v motors that pull 1.5a each continuously?",
    [MD],
    MD_VM,
    MD_IOUT_H,
    note="12 V within 2.5 ... 13.5 V; 1.5 A <= 2.0 A per channel (MDB-2H).",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    11,
    E,
    NO,
    "can i run the mdb-2 motor supply off a 4s lipo (16.8v fully charged)?",
    [MD],
    MD_VM,
    MD_VM_ABS,
    note="16.8 V exceeds the recommended 13.5 V and the 15 V absolute maximum.",
)
cq(
    12,
    E,
    NO,
    "will 5v logic from an arduino be ok on the sab-52's uart rx pin?",
    [SA],
    SA_VDD,
    SA_5V,
    note="I/O not 5 V tolerant; GPIO abs max VDD + 0.3 V with VDD <= 3.6 V.",
)
cq(
    13,
    E,
    NO,
    "Can the OBA3-12 accelerometer be powered directly from 5 V?",
    [OB],
    OB_VDD,
    OB_ABS,
    note="VDD max 3.6 V, absolute maximum 4.0 V.",
)
cq(
    14,
    M,
    NO,
    "Can the MDB-2S drive two motors that each draw 1.8 A continuously?",
    [MD],
    MD_IOUT_S,
    note="MDB-2S is 1.2 A per channel continuous (1.8 A would need the MDB-2H).",
)
cq(
    15,
    M,
    NO,
    "can the dcb-3a-50 make 5v from a 2s lipo that sags to 6.0v near empty?",
    [DC],
    DC_VIN_50,
    note="DCB-3A-50 input is 6.5 ... 28 V; 6.0 V is below the minimum.",
)
cq(
    16,
    M,
    NO,
    "Can an RB-5V-8 be run entirely (VCC and JD-VCC) from the 3.3 V output of a DCB-3A-33?",
    [RB, DC],
    RB_JD,
    DC_VOUT_33,
    note="JD-VCC needs 4.75 ... 5.25 V.",
)
cq(
    17,
    E,
    NO,
    "can one channel of the rb-5v-2 switch a 10a 230v heater?",
    [RB],
    RB_CONTACT,
    note="The board allows 7 A per channel although the relay says 10 A.",
)
cq(
    18,
    H,
    NO,
    "With the QAD1615 on VDD = 3.3 V and the PGA set to FSR = ±6.144 V, can a 0-5 V sensor "
    "output go straight into AIN0?",
    [QA],
    QA_AIN,
    QA_AIN_ABS,
    note="Inputs must stay below VDD + 0.3 V whatever the FSR; the sheet says so explicitly.",
)
cq(
    19,
    E,
    NO,
    "wcl4057 from a 9v wall adapter, will that work?",
    [WC],
    WC_VIN,
    WC_VIN_ABS,
    note="9 V is above the 6.5 V recommended maximum and the 8 V limiting value.",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    20,
    E,
    IE,
    "is the thm-31 module itself rated ip65 so i can leave it outside?",
    [TH],
    note="No IP rating in the THM-31 sheet.",
)
cq(
    22,
    M,
    IE,
    "Can I sell an EU product with the SAB-52U and a 5 dBi dipole without new radio certification?",
    [SA],
    SA_CERT,
    note="CE with the customer's antenna is the customer's responsibility: not covered.",
)
cq(
    23,
    M,
    IE,
    "will a sab-52p reach a gateway 40 m away through two brick walls?",
    [SA],
    SA_RANGE_U,
    note="Only an 80 m line-of-sight figure; nothing on walls.",
)
cq(
    24,
    M,
    IE,
    "Can one channel of the RB-5V-4 switch a 230 VAC pump motor drawing 5 A (inductive load)?",
    [RB],
    (
        [],
        [
            ev(RB, 1, "Contact rating (relay) 10 A 250 VAC resistive"),
            ev(RB, 1, "Contact current on this board 7A per channel"),
        ],
    ),
    note="Ratings are for resistive loads only; no inductive / motor rating.",
)
cq(
    25,
    E,
    IE,
    "can the wcl4057 charge my li-ion cell in the garage at -5 °C?",
    [WC],
    WC_NTC,
    note="The charger's ambient range covers it, but whether the cell may be charged below 0 "
    "°C is not in these sheets (and the WCL4057 has no NTC input).",
)
cq(
    26,
    M,
    IE,
    "Will the QAD1615 work at the end of a 100 m twisted-pair I2C run?",
    [QA],
    note="No bus capacitance / cable length data in the QAD1615 sheet.",
)
cq(
    27,
    H,
    IE,
    "can the oba3-12 survive my rocket's payload hitting concrete from 2 m?",
    [OB],
    (
        [],
        [ev(OB, 2, "Schock / shock, 0.2 ms 10000 g")],
    ),
    note="10000 g / 0.2 ms is rated, but the impact's acceleration is unknown.",
)
cq(
    28,
    E,
    IE,
    "thm-31 with vin at 5v straight to an esp32's sda/scl pins, is that safe for the esp32?",
    [TH],
    TH_PULLUP,
    note="The THM-31 pulls the bus up to VIN = 5 V; the ESP32's tolerance is not in these sheets.",
)
cq(
    29,
    H,
    IE,
    "Is the DCB-3A-33's output clean enough to supply the QAD1615 for full 16-bit accuracy?",
    [DC, QA],
    (
        [],
        [ev(DC, 1, "Output ripple" + "\uff1a" + "≤30mV (20MHz bandwidth)")],
    ),
    note="The ripple is given, but the QAD1615 sheet has no PSRR.",
)
