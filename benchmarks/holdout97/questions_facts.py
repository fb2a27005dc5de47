"""Factual questions of the ninety-seventh hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BH, DL, HT, LV, MT, NI, PG, TW, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- PGS-7700
fq(
    E,
    "What supply voltage range does the PGS-7700-5V accept on VIN?",
    [PG],
    F.PG_V5,
    note="the PGS-7700-3V column (2.4 to 3.6 V) is the look-alike",
)
fq(
    M,
    "what i2c address does the pgs-7700 sit on? can i change it?",
    [PG],
    F.PG_ADDR,
    note="register 0x92 returns the ID 0xAB, not an address",
)
fq(E, "pgs-7700 sleep current?", [PG], F.PG_SLEEP)
fq(
    H,
    "How far away can the PGS-7700 detect an object with its proximity function?",
    [PG],
    F.PG_PROX,
    note="the gesture recognition distance 30 to 150 mm is the look-alike row",
)
fq(
    M,
    "What is the absolute maximum supply voltage of the PGS-7700-3V?",
    [PG],
    F.PG_ABS3,
    note="recommended maximum 3.6 V; the -5V's VIN rating 6.0 V is the look-alike",
)
# ---------------------------------------------------------------- LVX-2B
fq(E, "what voltage can i put on the lv side of the lvx-2b?", [LV], F.LV_LV)
fq(
    M,
    "What is the maximum I2C clock the LVX-2B-F is rated for?",
    [LV],
    F.LV_I2C_F,
    note="the plain LVX-2B column says 100 kHz",
)
fq(
    M,
    "max uart / spi speed through the plain lvx-2b (not the -f)?",
    [LV],
    F.LV_PP_B,
    note="push-pull row; the LVX-2B-F column says 1 Mbit/s",
)
fq(
    H,
    "Over what temperature range may the LVX-2B be used?",
    [LV],
    F.LV_TOP,
    note="stated only in the bilingual description paragraph",
)
# ---------------------------------------------------------------- DLS-12K
fq(
    E,
    "What supply voltage range does the DLS-12K driver board need on V+?",
    [DL],
    F.DL_VPLUS,
    note="absolute maximum 16 V is the look-alike",
)
fq(
    E,
    "how much current does the dls-12k-l lock draw at 12v?",
    [DL],
    F.DL_IL,
    note="DLS-12K-S 0.35 A and the board's 3.0 A output current are look-alikes",
)
fq(E, "What logic level on IN opens the DLS-12K lock?", [DL], F.DL_VIH)
fq(
    M,
    "What operating temperature range is the DLS-12K lock itself rated for?",
    [DL],
    F.DL_TLOCK,
    note="the DRV-1 board is rated -40 to +85 °C",
)
# ---------------------------------------------------------------- MTC-CAN33
fq(E, "What supply voltage does the MTC-CAN33 module need?", [MT], F.MT_VCC, note="abs max 4.0 V")
fq(
    M,
    "max can bitrate of the mtc-can33-8?",
    [MT],
    F.MT_RATE8,
    note="the -16 option reaches 1 Mbit/s; SPI clock 10 MHz is another look-alike",
)
fq(
    E,
    "How much current does the MTC-CAN33 draw while transmitting (dominant)?",
    [MT],
    F.MT_IDOM,
    note="recessive 6 / 10 mA and sleep 12 / 25 µA are the look-alikes",
)
fq(
    H,
    "operating temp range of the mtc-can33-8 version?",
    [MT],
    F.MT_TOP8,
    note="the -16 column says -40 to +85 °C; storage -55 to +125 °C",
)
# ---------------------------------------------------------------- HT096F
fq(
    E,
    "What is the absolute maximum voltage allowed on the HT096F logic inputs?",
    [HT],
    F.HT_VINABS,
    note="module supply abs max 6.0 V is the look-alike",
)
fq(
    E,
    "max spi clock for the ht096f tft?",
    [HT],
    F.HT_SPI,
    note="stated in the feature list; the 66 ns / 150 ns clock cycles are timing rows",
)
fq(
    M,
    "How much current does the HT096F-IPS draw at 5 V with the backlight on?",
    [HT],
    F.HT_I_IPS5,
    note="41 mA is the 3.3 V column; HT096F-TN 24 / 26 mA",
)
fq(
    H,
    "According to its DC characteristics, what module supply voltage range is the HT096F "
    "specified for?",
    [HT],
    F.HT_VCC,
    note="the feature list's '3.3 V to 5.0 V' is a summary; abs max 6.0 V",
)
# ---------------------------------------------------------------- TWS-40
fq(E, "What supply voltage does the TWS-40 anemometer need?", [TW], F.TW_VS)
fq(E, "tws-40 ip rating?", [TW], F.TW_IP)
fq(
    M,
    "how much current does the tws-40v pull from a 24v supply?",
    [TW],
    F.TW_IV24,
    note="11 mA is the 12 V column; TWS-40N 9 / 6 mA",
)
fq(
    E,
    "How much current can the TWS-40N output sink?",
    [TW],
    F.TW_SINK,
)
# ---------------------------------------------------------------- BH3S-18
fq(
    E,
    "max continuous discharge current of the bh3s-18-20?",
    [BH],
    F.BH_IDIS20,
    note="charge current 8 A and over-current protection 30 A are look-alikes",
)
fq(
    M,
    "What is the self-consumption (quiescent current) of the BH3S-18-10?",
    [BH],
    F.BH_IQ10,
    note="the -20 column says 25 µA",
)
fq(
    H,
    "at what temperatures am i allowed to charge the bh3s-18 pack?",
    [BH],
    F.BH_TCH,
    note="discharging -20 to +60 °C and storage -20 to +35 °C are look-alikes",
)
fq(E, "What output voltage range does a BH3S-18 pack deliver?", [BH], F.BH_VOUT)
# ---------------------------------------------------------------- NIR6614
fq(
    E,
    "What is the default SMBus address of the NIR6614?",
    [NI],
    F.NI_ADDR,
    note="EEPROM cell 0x2E and the catch-all address 0x00 are decoys",
)
fq(E, "nir6614b supply voltage range?", [NI], F.NI_VB, note="the A grade is 4.5 / 5.0 / 5.5 V")
fq(
    M,
    "What object temperature range can the NIR6614 measure?",
    [NI],
    F.NI_OBJ,
    note="the sensor (ambient) range -40 to +125 °C is the look-alike",
)
fq(
    H,
    "how accurate is the nir6614 on a 37 c object with the sensor itself at room temperature?",
    [NI],
    F.NI_ACC,
    F.NI_ACC_HEAD,
)
fq(
    M,
    "What SMBus clock range does the NIR6614 support?",
    [NI],
    F.NI_CLK,
    note="minimum 10 kHz is stated; not an I2C fast-mode device",
)
# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "What is the gesture recognition latency of the PGS-7700?",
    [PG],
    "no latency or update rate is given",
)
ie(E, "lvx-2b propagation delay?", [LV], "no delay or timing figure is given")
ie(
    E,
    "How many unlock cycles is the DLS-12K lock rated for?",
    [DL],
    "no mechanical or electrical life is given",
)
ie(
    E,
    "What ESD rating do the CANH / CANL pins of the MTC-CAN33 have?",
    [MT],
    "no ESD rating is given (only the ±14 V bus limit)",
)
ie(E, "ht096f backlight lifetime in hours?", [HT], "no backlight life is given")
ie(
    E,
    "What service life do the TWS-40 bearings have?",
    [TW],
    "the FAQ says service life depends on site conditions",
    F.TW_BEARING,
)
ie(
    E,
    "what temperature does the bh3s-18 over-temperature protection trip at?",
    [BH],
    "there is no temperature protection; the NTC pad is not fitted",
)
ie(
    E,
    "What is the temperature noise (NETD) of the NIR6614?",
    [NI],
    "no noise figure is given; only resolution and accuracy",
)
