"""Factual questions of the hundred-and-fourth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import FG, KT, MV, OX, PW, SR, ST, TX, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- MVR-3232
fq(E, "What supply voltage range does the MVR-3232 accept on VCC?", [MV], F.MV_VCC)
fq(
    M,
    "mvr-3232 (the plain one with the power led) - how many ma does it pull at 5v with nothing "
    "connected?",
    [MV],
    F.MV_I5,
    note="look-alike rows: 1.6 mA at VCC = 3.3 V; MVR-3232F column 0.5 mA",
)
fq(
    E,
    "What is the operating temperature range of the MVR-3232F?",
    [MV],
    F.MV_TOP_F,
    note="version column; the plain MVR-3232 is 0 to +70 °C",
)
fq(
    H,
    "what's the fastest baud rate the mvr-3232 is promised to do over a 10 m cable?",
    [MV],
    F.MV_RATE_LONG,
    note="only in the FAQ; the table's 250 kbps is for a short cable / 1000 pF",
)
ie(
    E,
    "What isolation voltage is the MVR-3232 rated for?",
    [MV],
    "the board is not isolated (FAQ); no isolation voltage is given",
    F.MV_ISO,
)
# ---------------------------------------------------------------- RMT-PWM16
fq(
    E,
    "default i2c address of the rmt-pwm16 with no jumpers bridged?",
    [PW],
    F.PW_ADDR,
    note="0x70 all-call and 0x7F upper end are in the same paragraph; register addresses are decoys",
)
fq(E, "What logic supply voltage (VCC) range does the RMT-PWM16 take?", [PW], F.PW_VCC)
fq(
    M,
    "What servo power input voltage range does the RMT-PWM16C accept?",
    [PW],
    F.PW_VIN_C,
    note="flavour columns: plain RMT-PWM16 V+ is 4.8 V to 6.0 V",
)
fq(
    E,
    "how many amps can the rmt-pwm16c's onboard 5v converter supply continuously to the servos?",
    [PW],
    F.PW_RAIL_C,
    note="4 A only for 1 s; plain board 10 A through the terminal block",
)
fq(E, "What is the maximum I2C clock frequency of the RMT-PWM16?", [PW], F.PW_FSCL)
# ---------------------------------------------------------------- OXP-30
fq(
    E,
    "oxp-30 i2c address?",
    [OX],
    F.OX_ADDR,
    note="write 0xAE / read 0xAF and PART_ID 0x15 are decoys",
)
fq(E, "What core supply voltage (VDD) does the OXP-30 need?", [OX], F.OX_VDD)
fq(
    M,
    "What is the operating temperature range of the OXP-30 module?",
    [OX],
    F.OX_TA,
    note="the IC operating temperature -40 ... +85 °C sits in the absolute maximum table",
)
fq(
    M,
    "how much current does the oxp-30 core (vdd) draw in spo2 mode?",
    [OX],
    F.OX_IDD,
    note="the HR-mode row (550 / 1100 µA) has no name; OXP-30R module current 9 mA",
)
ie(
    E,
    "What is the SpO2 measurement accuracy of the OXP-30?",
    [OX],
    "the sheet says SpO2 accuracy is not specified",
    F.OX_MED,
)
# ---------------------------------------------------------------- SRB-4L05
fq(E, "What supply voltage does the SRB-4L05 relay board need?", [SR], F.SR_VCC)
fq(
    M,
    "how many amps can one srb-4l05 channel switch when the box is at 55c inside?",
    [SR],
    F.SR_I55,
    note="2 A at 25 °C is the row above",
)
fq(
    M,
    "What input voltage turns an SRB-4L05 channel off?",
    [SR],
    F.SR_OFF,
    note="low-level trigger: ON is 0 ... 1.5 V",
)
fq(
    H,
    "What is the smallest load current the SRB-4L05 can switch properly?",
    [SR],
    F.SR_MIN,
    note="only in the Questions section (LED lamps)",
)
ie(
    E,
    "what's the max on/off switching frequency of the srb-4l05 channels?",
    [SR],
    "no switching frequency or operate / release time is given",
)
# ---------------------------------------------------------------- FG3701
fq(
    E,
    "What is the I2C address of the FG3701?",
    [FG],
    F.FG_ADDR,
    note="only in Applications Information; register addresses 0x02 ... 0xFE are decoys",
)
fq(E, "fg3701 supply voltage range?", [FG], F.FG_VDD)
fq(
    H,
    "How accurate is the FG3701's cell-voltage reading over -20 °C to +70 °C?",
    [FG],
    F.FG_VERRT,
    note="second, unnamed VERR row; ±7.5 mV is at +25 °C",
)
fq(
    M,
    "What operating temperature range is the FG3701 rated for?",
    [FG],
    F.FG_TOP,
    note="the electrical table's -20 to +70 °C is the test condition, not the operating range",
)
ie(
    E,
    "what's the state-of-charge accuracy of the fg3701 in %?",
    [FG],
    "Note 2: SOC accuracy is not specified",
    F.FG_SOC,
)
# ---------------------------------------------------------------- WST42-48
fq(E, "What is the rated current per phase of the WST42-48-17A?", [ST], F.ST_I17)
fq(
    M,
    "phase resistance of the wst42-48-04a?",
    [ST],
    F.ST_R04,
    note="winding columns: 17A 1.5 Ω",
)
fq(
    E,
    "What ambient temperature range is the WST42-48 motor specified for?",
    [ST],
    F.ST_TA,
    note="storage -40 ~ +70 °C is two rows below",
)
fq(E, "max ambient humidity for the wst42-48?", [ST], F.ST_HUM)
ie(E, "What IP rating does the WST42-48 motor have?", [ST], "no IP rating in the sheet")
ie(
    H,
    "what top speed in rpm does the wst42-48-04a reach on 12v?",
    [ST],
    "the pull-out torque table is for the 17A winding on a 24 V chopper driver only",
)
# ---------------------------------------------------------------- TXA-433
fq(E, "What supply voltage range does the TXA-433 work from?", [TX], F.TX_VCC)
fq(
    M,
    "txa-433 rf output power at 5v in dbm?",
    [TX],
    F.TX_P5,
    note="supply-voltage columns: +1 / +6 / +10 / +13 dBm at 3 / 5 / 9 / 12 V",
)
fq(
    H,
    "What RF output power does the TXA-315 deliver at 12 V?",
    [TX],
    F.TX_315_12,
    note="only in the note under the TXA-433 table (+13 dBm)",
)
fq(
    M,
    "How much supply current does the TXA-433 draw at 12 V with DATA held high?",
    [TX],
    F.TX_I12,
)
ie(E, "What is the occupied bandwidth of the TXA-433?", [TX], "no bandwidth figure in the sheet")
# ---------------------------------------------------------------- KTM-130S
fq(E, "What supply voltage does the KTM-130S display need?", [KT], F.KT_VCC)
fq(
    M,
    "backlight current of the ktm-130s-b?",
    [KT],
    F.KT_BLB,
    note="unnamed second IBL row; -A 20 / 25 mA; absolute maximum IF 40 mA",
)
fq(
    H,
    "What is the maximum SPI clock frequency for writing to the KTM-130S?",
    [KT],
    F.KT_SPI,
    note="only in the note under the timing table (tSCYCW 16 ns)",
)
fq(E, "ktm-130s operating temp range?", [KT], F.KT_TOP, note="storage -30 ... 80 °C below")
fq(
    H,
    "What does the KTM-130S draw in sleep mode?",
    [KT],
    F.KT_SLEEP,
    note="unnamed ICC row 'sleep in' in µA under the mA row",
)
ie(E, "what frame rate does the ktm-130s run at?", [KT], "no frame rate in the sheet")
