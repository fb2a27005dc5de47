"""Factual questions of the thirty-third hold-out set (34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

from facts import (
    FM_BAUD,
    FM_RANGE,
    FM_RH,
    FM_V,
    FM_XS,
    HA_I,
    HAM_V,
    HB_OUT,
    K1_RANGE,
    K5_ACC,
    KAF_ABS,
    KAF_V,
    KC_I,
    KLD_ABS,
    KLD_DLY,
    KLD_ESD,
    KLD_I5,
    KLD_IALM,
    KLD_V,
    KLD_VOL10,
    KR_BAUD,
    KR_V,
    KWV_SURGE,
    LK_CABLE,
    LK_IP,
    LK_SB,
    LK_V,
    LKR_CONTACT,
    LKR_I,
    LKR_V,
    SF_ACC_HI,
    SF_ADDR,
    SF_FSCL,
    SF_I5,
    SF_TREC,
    WH_HEAT,
    WH_HSUP,
    WH_T,
    WI_V,
    WR_SC,
)
from qkit import FM, HAM, KAF, KLD, KWV, LK, SFH, WR, Fact, join, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


# ---------------------------------------------------------------- LK-20
ask(
    "f-01",
    E,
    "What supply voltage range does the LK-20 (the DO/AO version, not the relay LK-20R) accept?",
    [LK],
    LK_V,
)
ask(
    "f-02",
    E,
    "what voltage does the lk-20r relay board want?",
    [LK],
    LKR_V,
    "DC12V ±10% (10.8-13.2 V derived); only the stated 12 V is a reference atom.",
)
ask(
    "f-03",
    M,
    "How much current does the LK-20R draw when water is detected and the relay is on?",
    [LK],
    LKR_I,
)
ask("f-04", E, "standby current of the plain lk-20 (not the R) in ma?", [LK], LK_SB)
ask("f-05", E, "What are the relay contact ratings of the LK-20R for DC loads?", [LK], LKR_CONTACT)
# ---------------------------------------------------------------- KLD3102
ask("f-06", E, "What is the recommended supply voltage range of the KLD3102?", [KLD], KLD_V)
ask(
    "f-07",
    M,
    "What is the absolute maximum rating of the KLD3102 supply pin VDD?",
    [KLD],
    KLD_ABS,
    "The ALARM pin row has the same -0.3 V to 6.5 V; the question asks for VDD.",
)
ask("f-08", M, "kld3102 supply current at 5v with the electrodes dry?", [KLD], KLD_I5)
ask(
    "f-09",
    H,
    "What is the KLD3102 ALARM output low voltage when it sinks 10 mA?",
    [KLD],
    KLD_VOL10,
    "Unnamed second VOL row on page 2; the 4 mA row (0.3 V max) is the look-alike.",
)
ask("f-10", E, "How long is the KLD3102 alarm delay (min / typ / max)?", [KLD], KLD_DLY)
ask("f-11", E, "kld3102 current draw while the alarm is active?", [KLD], KLD_IALM)
# ---------------------------------------------------------------- FM-30
ask("f-12", E, "What is the measuring range of the FM-30 formaldehyde module?", [FM], FM_RANGE)
ask(
    "f-13",
    E,
    "fm-30 baud rate?",
    [FM],
    FM_BAUD,
    "The protocol table bytes (0xFF 0x17 ...) are decoys.",
)
ask("f-15", E, "fm30 operating voltage range", [FM], FM_V)
ask("f-16", E, "What relative humidity range can the FM-30 operate in?", [FM], FM_RH)
# ---------------------------------------------------------------- SFH41
ask("f-17", E, "What is the I2C address of the SFH41?", [SFH], SF_ADDR, "Only in the highlights.")
ask(
    "f-18",
    M,
    "What is the SFH41 supply current in measurement mode at VDD = 5.0 V?",
    [SFH],
    SF_I5,
    "Unnamed second IDD row; the 3.3 V row (4.2 / 5.5 mA) is the look-alike.",
)
ask(
    "f-19",
    H,
    "What accuracy does the SFH41 give for HCHO readings between 200 and 1000 ppb?",
    [SFH],
    SF_ACC_HI,
    "Unnamed second accuracy row in % of measured value; the 0-200 ppb row is +-20 ppb.",
)
ask("f-20", E, "sfh41 max i2c clock?", [SFH], SF_FSCL, "Table 2 continued on page 2.")
ask(
    "f-21",
    M,
    "What is the recommended operating temperature range of the SFH41 (not the absolute "
    "maximum rating)?",
    [SFH],
    SF_TREC,
    "Abs max table has an 'Operating temperature' row of -10 to +50 C.",
)
# ---------------------------------------------------------------- KWV-300
ask("f-22", E, "What supply voltage does the KWV-300R (RS-485 version) need?", [KWV], KR_V)
ask("f-23", E, "kwv-300c current draw incl. the loop?", [KWV], KC_I)
ask(
    "f-24",
    E,
    "default baud rate of the kwv-300r?",
    [KWV],
    KR_BAUD,
    "Modbus baud-rate code table (0 = 2400 ...) is a decoy.",
)
# ---------------------------------------------------------------- WR 20
ask("f-25", E, "What supply voltage range does the WR 20-I (4-20 mA version) need?", [WR], WI_V)
ask(
    "f-26",
    M,
    "How much heating power does the WR 20-H need, and at what heating supply voltage?",
    [WR],
    join(WH_HEAT, WH_HSUP),
    "Values on page 2 (technical data continued).",
)
ask("f-27", M, "wr 20-h operating temp range (heated version)?", [WR], WH_T)
# ---------------------------------------------------------------- KAF3100
ask("f-28", E, "What is the flow range of the KAF3100-1LP?", [KAF], K1_RANGE)
ask("f-29", E, "kaf3100 supply voltage range?", [KAF], KAF_V)
ask(
    "f-30",
    M,
    "What is the accuracy of the KAF3100-5LP?",
    [KAF],
    K5_ACC,
    "The -200S and -1LP columns say +-3 %.",
)
ask("f-31", E, "whats the abs max supply on the kaf3100?", [KAF], KAF_ABS)
# ---------------------------------------------------------------- HAM-70
ask("f-32", E, "What is the recommended power supply voltage range of the HAM-70?", [HAM], HAM_V)
ask("f-33", E, "HAM-70B output voltage range?", [HAM], HB_OUT)
ask(
    "f-34",
    H,
    "What is the current consumption of the HAM-70A (frequency-output version) at VB = 14 V?",
    [HAM],
    HA_I,
    "One column per version; HAM-70B is 30 mA.",
)

# ---------------------------------------------------------------- not in the sheets (8)
unanswerable(
    "f-36",
    E,
    S,
    "What is the IP rating of the LK-20 control board?",
    [LK],
    "The FAQ says the board protection rating is not specified.",
    LK_IP,
)
unanswerable(
    "f-37",
    M,
    S,
    "kld3102 esd rating (hbm)?",
    [KLD],
    "The application section says the ESD rating is not specified.",
    KLD_ESD,
)
unanswerable(
    "f-38",
    M,
    S,
    "How large is the FM-30's cross-sensitivity to alcohol (ethanol)?",
    [FM],
    "FAQ: alcohol affects the reading, cross-sensitivity data not specified.",
    FM_XS,
)
unanswerable(
    "f-39",
    E,
    S,
    "max probe cable length for the lk-20?",
    [LK],
    "FAQ: not specified.",
    LK_CABLE,
)
unanswerable(
    "f-40",
    H,
    S,
    "What lightning surge voltage (kV) does the KWV-300 withstand?",
    [KWV],
    "Precautions: lightning surge immunity is not specified.",
    KWV_SURGE,
)
unanswerable(
    "f-41",
    M,
    S,
    "Is the WR 20 analog output short-circuit protected, and up to what current?",
    [WR],
    "Notes: output short-circuit protection not specified.",
    WR_SC,
)
unanswerable(
    "f-42",
    M,
    S,
    "What is the I2C address of the FM-30?",
    [FM],
    "The FM-30 has a UART only; no I2C address exists in the sheet.",
)
unanswerable(
    "f-43",
    E,
    S,
    "What IP rating does the KAF3100 have?",
    [KAF],
    "No protection rating anywhere in the sheet.",
)
