"""Factual questions of the thirty-eighth hold-out set (34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

from facts import (
    D800_I,
    D800_IA,
    D1500_IA,
    DP_TLIQ,
    DP_TSTG,
    HL_AC,
    HZ_DELAY,
    HZ_T264,
    HZ_VCC,
    KRF_BAND,
    KRF_HUM,
    KRF_IRX250,
    KRF_RANGE,
    KRF_S1M,
    KRF_SPI,
    KRF_V,
    NPA_ITX,
    NPA_TXP,
    NRX_HUM,
    NRX_SPI,
    NRX_V,
    QCB_ABS,
    QCB_IDYN,
    QCB_T,
    QCB_V18,
    QCB_V33,
    QS_IP,
    QSH_I,
    TKA_V,
    TKB_IDD,
    TKB_STB,
    TKC_ESD,
    TKC_PKG,
    TKC_T,
    TKC_T105,
    ZXD_D33,
    ZXD_T,
    ZXD_VCC,
)
from qkit import DP, HZ, KRF, NRX, QCB, QS, TKC, ZXD, Fact, ev, join, q, unanswerable

S = "simple"
E, M, H = "easy", "medium", "hard"


def ask(qid: str, diff: str, question: str, devices: list[str], fact: Fact, note: str = "") -> None:
    items, evidence = fact
    q(qid, diff, S, question, devices, items, evidence, None, note)


def unknown(
    qid: str, diff: str, question: str, devices: list[str], note: str, evidence=None
) -> None:
    unanswerable(qid, diff, S, question, devices, note, evidence)


# ---------------------------------------------------------------- easy (20 + 2)
ask(
    "f-01",
    E,
    "What is the recommended VDD range of the QCB4108 clock buffer for 3.3-V operation?",
    [QCB],
    QCB_V33,
)
ask("f-02", E, "whats the abs max vdd on the qcb4108?", [QCB], QCB_ABS)
ask(
    "f-03",
    E,
    "What operating free-air temperature range is recommended for the QCB4108?",
    [QCB],
    QCB_T,
)
ask(
    "f-04",
    E,
    "What is the recommended supply voltage range of the TKC9304A (3.3 V version)?",
    ["TKC9304A"],
    TKA_V,
)
ask("f-05", E, "what package does the tkc9304 come in?", [TKC], TKC_PKG)
ask(
    "f-06",
    E,
    "What supply voltage range does the NRX-24L (PCB antenna version, not the PA) accept?",
    [NRX],
    NRX_V,
)
ask("f-07", E, "max tx power of the nrx-24lpa in dbm?", ["NRX-24LPA"], NPA_TXP)
ask("f-08", E, "What is the maximum SPI clock frequency of the NRX-24L?", [NRX], NRX_SPI)
ask(
    "f-09",
    E,
    "What is the recommended operating supply voltage (min/typ/max) of the KRF-2400 module?",
    [KRF],
    KRF_V,
)
ask("f-10", E, "What operating humidity range does the KRF-2400 allow?", [KRF], KRF_HUM)
ask("f-11", E, "krf-2400 max spi speed?", [KRF], KRF_SPI)
ask(
    "f-12",
    E,
    "What logic supply voltage range does the ZXD-2 zero-cross module accept?",
    [ZXD],
    ZXD_VCC,
)
ask("f-13", E, "zxd-2 operating temp range?", [ZXD], ZXD_T)
ask("f-14", E, "what vcc does the hz-0102 zero cross board need? strictly 5v?", [HZ], HZ_VCC)
ask(
    "f-15",
    E,
    "What AC input voltage range (min/typ/max) is specified for the HZ-0102L?",
    ["HZ-0102L"],
    HL_AC,
)
ask("f-16", E, "ip rating of the qs-1250 pump?", [QS], QS_IP)
ask("f-17", E, "how many amps does the qs-1250h pull at 12v?", ["QS-1250H"], QSH_I)
ask("f-18", E, "What is the rated current of the Aquatec DP12-800 pump?", ["DP12-800"], D800_I)
ask("f-19", E, "What storage temperature range is given for the DP12 pumps?", [DP], DP_TSTG)
ask("f-20", E, "What frequency range does the KRF-2400 operate in?", [KRF], KRF_BAND)
unknown(
    "f-21",
    E,
    "What ESD withstand voltage (HBM) does the TKC9304 datasheet give?",
    [TKC],
    "the sheet says ESD withstand voltage is not specified",
    TKC_ESD,
)
unknown(
    "f-22",
    E,
    "nrx-24l humidity rating?",
    [NRX],
    "FAQ: humidity rating is not specified",
    NRX_HUM,
)

# ---------------------------------------------------------------- medium (10 + 4)
ask(
    "f-23",
    M,
    "What VDD range does the QCB4108 allow in 1.8-V operation?",
    [QCB],
    QCB_V18,
    "three look-alike rows (1.8 / 2.5 / 3.3-V operation) under one row name",
)
ask(
    "f-24",
    M,
    "What is the QCB4108 supply current with all eight outputs switching at 100 MHz?",
    [QCB],
    QCB_IDYN,
    "wrapped parameter name; not the 1.5 / 4 mA static row",
)
ask(
    "f-25",
    M,
    "What is the maximum supply current of the TKC9304B at 50 MHz?",
    ["TKC9304B"],
    TKB_IDD,
    "one column per version; 12 mA is the TKC9304A",
)
ask("f-26", M, "tkc9304b standby current typ?", ["TKC9304B"], TKB_STB, "typ.-only table")
ask(
    "f-27",
    M,
    "how much current does the nrx-24lpa draw when transmitting at full power?",
    ["NRX-24LPA"],
    NPA_ITX,
)
ask(
    "f-28",
    M,
    "What RX supply current does the KRF-2400 draw at 250 kbps?",
    [KRF],
    KRF_IRX250,
    "unnamed rows under IDD; 12.5 mA is RX at 2 Mbps",
)
ask("f-29", M, "krf-2400 rx sensitivity at 1mbps?", [KRF], KRF_S1M)
ask(
    "f-30",
    M,
    "With the ZXD-2 powered from VCC = 3.3 V, what is the typical delay from the zero "
    "crossing to the pulse centre?",
    [ZXD],
    ZXD_D33,
    "typ.-only table with one column per VCC; 35 us is at 5 V",
)
ask(
    "f-31",
    M,
    "What output delay after the zero crossing does the HZ-0102 specify?",
    [HZ],
    HZ_DELAY,
    "row 2-7 is in the table continued on page 2",
)
ask(
    "f-32",
    M,
    "dp12-1500 startup current? need to size my psu",
    ["DP12-1500"],
    D1500_IA,
    "IA column; units line above the symbol line",
)
unknown(
    "f-33",
    M,
    "What communication range does the KRF-2400 reach in open air?",
    [KRF],
    "range depends on environment and is not specified (the NRX-24L gives 100 m / 1000 m)",
    KRF_RANGE,
)
unknown(
    "f-34",
    M,
    "how loud is the dp12 pump (noise in dB)?",
    [DP],
    "no noise figure on the DP12 sheet (the QS-1250 has <=35 dB)",
)
unknown(
    "f-35",
    M,
    "What maximum transmit output power does the KRF-2400 reach at VDD = 2.2 V?",
    [KRF],
    "RF characteristics are given only at VDD = 3.0 V",
    [ev(KRF, 2, "Conditions: VDD = 3.0 V, TA = 25 °C.")],
)
unknown(
    "f-36",
    M,
    "What is the rated life time (hours) of the DP12 pumps?",
    [DP],
    "not given for the DP12 (the QS-1250 sheet has >=20000 h)",
)

# ---------------------------------------------------------------- hard (4 + 2)
ask(
    "f-37",
    H,
    "What operating temperature range does the TKC9304 allow without derating the output "
    "frequency?",
    [TKC],
    join(TKC_T, TKC_T105),
    "recommended -40..+85; the abs max table and features say +105 only with derating",
)
ask(
    "f-38",
    H,
    "hz-0102h on 264 vac input - whats the max ambient temp then?",
    ["HZ-0102H"],
    HZ_T264,
    "footnote *2 on the 60 °C value",
)
ask(
    "f-39",
    H,
    "What is the maximum water (liquid) temperature for the Aquatec DP12 pumps?",
    [DP],
    DP_TLIQ,
    "look-alike ambient row (0 ... +40 °C) below it",
)
ask(
    "f-40",
    H,
    "What is the maximum start-up current of the DP12-800?",
    ["DP12-800"],
    D800_IA,
    "one row per order code; symbol / unit lines in the head; 1.1 A is the rated current",
)
unknown(
    "f-41",
    H,
    "What is the CLKIN-to-output propagation delay of the QCB4108 at VDD = 1.8 V?",
    [QCB],
    "the EC table is for VDD = 3.3 V +-10 % only; no 1.8 V delay",
    [ev(QCB, 1, "VDD = 3.3 V ± 10%, TA = -40 °C to 85 °C (unless otherwise noted)")],
)
unknown(
    "f-42",
    H,
    "What is the maximum immersion depth of the QS-1250 pump?",
    [QS],
    "the QS-1250 gives only IP68 (the 1 m depth is on the DP12 sheet)",
)
