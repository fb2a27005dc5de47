"""Compatibility questions of the sixty-seventh hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BL, DM, EC, LM, NP, PD, SM, TS, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "will a 2s lipo run the zs-bl12?", [BL], F.BL_VIN, F.BL_2S)
cq(
    E,
    OK,
    "can i power the ec12r-m from my esp32's 3v3 pin and wire clk/dt straight to the gpios?",
    [EC],
    F.EC_VCC,
    F.EC_33,
)
cq(E, OK, "Can the DM4-56 run from the 5 V pin of a 5 V Arduino Uno?", [DM], F.DM_VCC)
cq(E, OK, "tsn-10k-s3 inside a 180c oven, ok?", ["TSN-10K-S3"], F.TS_RANGE_S3)
cq(
    E,
    OK,
    "np-31 on an esp32 with vdd and vddio both on 3v3, fine?",
    [NP],
    F.NP_VDD,
    F.NP_VDDIO,
)
cq(
    M,
    OK,
    "Can a PDT-20 set to 12 V power the ZS-BL12 driving a fan motor that draws about 2 A?",
    [PD, BL],
    F.pd_vout(12),
    F.PD_I_20,
    F.BL_VIN,
)
cq(
    M,
    OK,
    "Is the SMC4120-20B a good fit to measure the ZS-BL12's supply current at its full rated "
    "current with the heatsink fitted?",
    ["SMC4120-20B", BL],
    F.SM_RANGE_20,
    F.BL_I_HS,
)
cq(
    M,
    OK,
    "is a 10k divider off 3v3 ok for reading the tsn-10k, or will it self heat?",
    [TS],
    F.TS_IMEAS,
    F.TS_DIV33,
)
cq(
    H,
    OK,
    "Can I run an NP-31 with VDD and VDDIO both fed from the HW-LM200's VDD_EXT pin, so its "
    "bus levels match the module's 1.8 V I/O?",
    [NP, LM],
    F.LM_IO,
    F.LM_EXT_PIN,
    F.NP_VDD,
    F.NP_VDDIO,
    note="1.8 V is inside VDD 1.65-3.6 V and VDDIO 1.2-3.6 V; µA-level current vs 50 mA",
)
cq(
    H,
    OK,
    "With a 100 W charger and an e-marked 5 A cable, can a PDT-20X on the 20 V setting run the "
    "ZS-BL12 (no heatsink) with a motor drawing 4.5 A?",
    ["PDT-20X", BL],
    F.pd_vout(20, "PDT-20X"),
    F.PD_I_X,
    F.PD_X_CABLE,
    F.BL_VIN,
    F.BL_I_NOHS,
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "will my 5v arduino fry the hw-lm200 if i wire its tx straight to the modem rxd?",
    [LM],
    F.LM_IO_ABS,
    F.LM_NOT33,
)
cq(
    E,
    NO,
    "Can the ZS-BL12 be powered from a 7S Li-ion pack (29.4 V fully charged)?",
    [BL],
    F.BL_VIN,
    F.BL_7S,
)
cq(
    E,
    NO,
    "can the np-31 sit on my 5v arduino i2c bus with vddio at 5v?",
    [NP],
    F.NP_VDDIO,
    F.NP_ABS,
    F.NP_5V,
)
cq(
    E,
    NO,
    "tsn-10k-p1 in my smoker at 150c?",
    ["TSN-10K-P1"],
    F.TS_RANGE_P1,
    F.TS_P1_105,
)
cq(M, NO, "can i power the smc4120 off 3v3?", [SM], F.SM_VCC, F.SM_NOT33)
cq(
    M,
    NO,
    "Can an SMC4120-05B monitor the ZS-BL12 supply current at the board's full rated current "
    "with heatsink?",
    ["SMC4120-05B", BL],
    F.SM_RANGE_05,
    F.BL_I_HS,
)
cq(
    M,
    NO,
    "pdt-20 on the 20v setting, can i pull 4a for my heater?",
    [PD],
    F.PD_I_20,
)
cq(
    H,
    NO,
    "Is the HW-LM200G suitable for a GNSS tracker that must keep its position fix at -35 °C?",
    ["HW-LM200G"],
    F.LM_TEMP_G,
    F.LM_EXT_G,
    note="-35 °C only inside the 'extended' range where GNSS is not guaranteed",
)
cq(
    H,
    NO,
    "bought the plain zs-bl12 (not the h), motor pulls 10a continuous, ok?",
    [BL],
    F.BL_I_NOHS,
    F.BL_HS_ONLY_H,
    note="heatsink only with ZS-BL12H; 5 A without heatsink",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "can the ec12r-m push button switch a 12v relay coil directly (about 40 ma)?",
    [EC],
    F.EC_SW,
    note="rating is for a resistive load only; no inductive rating",
)
cq(
    E,
    IE,
    "np-31 in a model rocket on 3v3, will it survive the launch shock?",
    [NP],
    F.NP_VDD,
    note="no shock / acceleration rating",
)
cq(
    E,
    IE,
    "tsn-10k-s1 in a salt water aquarium for years, will the sleeve corrode?",
    ["TSN-10K-S1"],
    F.TS_IP_S1,
    note="IP68 but no salt water / corrosion statement",
)
cq(
    M,
    IE,
    "Is the HW-LM200 certified for use on a US carrier's LTE-M network?",
    [LM],
    note="bands listed, no carrier certification",
)
cq(
    M,
    IE,
    "Will the ZS-BL12 last 50,000 hours driving a 5 A pump motor at 24 V in a 50 °C cabinet?",
    [BL],
    F.BL_VIN,
    F.BL_I_NOHS,
    F.BL_TEMP,
    note="supply, current and temperature fit; no lifetime data",
)
cq(
    M,
    IE,
    "Can the SMC4120-20B measure a 15 A phase current on a 400 V DC motor bus continuously?",
    ["SMC4120-20B"],
    F.SM_RANGE_20,
    F.SM_ISO,
    note="range fits; no working isolation voltage (only 2.1 kVRMS rating)",
)
cq(
    M,
    IE,
    "is the dm4-56r readable in direct sunlight at full brightness (level 8)?",
    ["DM4-56R"],
    F.DM_SUN,
    note="only level 1 is stated as not sunlight readable",
)
cq(
    H,
    IE,
    "Can the HW-LM200 read the NP-31 over I2C at 400 kHz with the sensor on the 1.8 V VDD_EXT "
    "rail?",
    [LM, NP],
    F.LM_IO,
    F.NP_VDDIO,
    note="levels match, but the HW-LM200 sheet does not specify an I2C host or its clock",
)
cq(
    H,
    IE,
    "Can a HW-LM200 GPIO drive the ZS-BL12 speed input directly with a 5 kHz PWM?",
    [LM, BL],
    F.LM_IO,
    F.BL_PWM_RANGE,
    F.BL_PWM33,
    note="5 kHz fits; 1.8 V high level is neither allowed nor excluded (only 3.3 / 5 V and "
    "VIL 0.8 V stated)",
)
