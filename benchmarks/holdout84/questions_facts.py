"""Factual questions of the eighty-fourth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import MD, NV, QC, TP, TW, UV, VA, VM, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- VAM4231
fq(
    E,
    "what's the highest bus voltage the vam4231 can measure?",
    [VA],
    F.VA_BUS,
    note="28 V is the absolute maximum of IN+/IN-, 5.5 V the device supply",
)
fq(
    E,
    "Which I2C address does the VAM4231 use with A0 and A1 both tied to GND?",
    [VA],
    F.VA_ADDR_GG,
    note="FEh reads 5750h (manufacturer ID), not an address",
)
fq(
    M,
    "max i2c clock for the vam4231 in fast mode?",
    [VA],
    F.VA_SCL_FAST,
    note="2.94 MHz is the high-speed-mode row below it",
)
fq(
    M,
    "With the 0.1 ohm shunt of the evaluation board, what current range can the VAM4231 measure?",
    [VA],
    F.VA_FS01,
    note="stated only in Application Information; the table gives the shunt voltage range",
)
fq(
    H,
    "Over what free-air temperature range may the VAM4231 be operated?",
    [VA],
    F.VA_TOP,
    note="-40 to +85 degC in the condition sentence is the range over which limits are guaranteed",
)
# ---------------------------------------------------------------- MDP-29
fq(
    E,
    "What supply voltage does the MDP-29 e-paper module accept on VCC?",
    [MD],
    F.MD_VCC,
    note="VCI 2.2-3.7 V is the internal panel supply",
)
fq(
    M,
    "how much current does the mdp-29r pull while it refreshes?",
    [MD],
    F.MD_IREF_R,
    note="the R row has no name of its own; 8 / 12 mA is the K version",
)
fq(
    M,
    "What is the maximum SPI clock when writing image data to the MDP-29?",
    [MD],
    F.MD_SPIW,
    note="2.5 MHz is the read clock",
)
fq(E, "mdp-29 deep sleep current?", [MD], F.MD_SLP)
# ---------------------------------------------------------------- NVR2533
fq(
    E,
    "What input voltage range does the NVR2533 regulator accept?",
    [NV],
    F.NV_VIN,
    note="7.0 V is the absolute maximum",
)
fq(
    M,
    "dropout of the nvr2533-33 at 500 ma?",
    [NV],
    F.NV_DO33,
    note="the -25 / -50 rows and the 100 mA row are look-alikes without a parameter name",
)
fq(E, "What is the no-load ground current of the NVR2533?", [NV], F.NV_IQ)
fq(
    H,
    "How accurate is the NVR2533 output voltage over the full temperature and load range?",
    [NV],
    F.NV_ACCT,
    note="+-1 % is the 25 degC, 1 mA row; the starred row applies over -40 to +125 degC",
)
fq(E, "which packages does the nvr2533 come in?", [NV], F.NV_PKG)
# ---------------------------------------------------------------- TPR-18W
fq(E, "What supply voltage does the TPR-18W probe need?", [TP], F.TP_VDD)
fq(
    H,
    "what temperature range is the tpr-18w-p (pvc cable) probe rated for?",
    [TP],
    F.TP_PROBE_P,
    note="-55 to +125 degC is the sensor IC range and the -S version's rating",
)
fq(E, "How accurate is the TPR-18W between -10 and +85 °C?", [TP], F.TP_ACC)
fq(
    M,
    "What temperature step does the TPR-18W resolve at its default 12-bit setting?",
    [TP],
    F.TP_STEP,
)
# ---------------------------------------------------------------- TWR-4R12
fq(E, "What voltage does the TWR-4R12 need on JD-VCC?", [TW], F.TW_JD)
fq(
    E,
    "how much current does each energised relay on the twr-4r12 draw?",
    [TW],
    F.TW_IREL,
    note="125 mA is all four relays on",
)
fq(M, "What input level switches a TWR-4R12 relay on?", [TW], F.TW_ON)
fq(
    H,
    "what's the most i can put on the twr-4r12 jd-vcc terminal before it gets damaged?",
    [TW],
    F.TW_ABS,
    note="13.2 V is the recommended maximum; 15.6 V is the relay's own max coil voltage",
)
fq(E, "What is the TWR-4R12's contact rating at 250 V AC resistive?", [TW], F.TW_C250)
# ---------------------------------------------------------------- QCAN-M
fq(
    M,
    "max can bit rate of the qcan-m8?",
    [QC],
    F.QC_BR8,
    note="1000 kbps is the QCAN-M16 column",
)
fq(
    E,
    "What is the maximum SPI clock of the QCAN-M?",
    [QC],
    F.QC_SPI,
    note="8 / 16 MHz is the crystal; 5 MHz applies to the bare chip at 2.7 V",
)
fq(
    M,
    "What input-high voltage do the QCAN-M's CS, SCK and SI pins need?",
    [QC],
    F.QC_VIH,
)
fq(E, "qcan-m operating temperature range?", [QC], F.QC_TOP)
# ---------------------------------------------------------------- HB-VM1
fq(
    E,
    "What supply voltage range does the Haptic Bit VM1 accept?",
    [VM],
    F.VM_VCC,
    note="3.0 V rated and 2.5-3.8 V are the motor's own data",
)
fq(
    M,
    "how much current does the hb-vm1 draw while buzzing on 5v?",
    [VM],
    F.VM_I50,
    note="130 mA is the start-up current at 5 V; 80 mA the motor's rated current",
)
fq(E, "hb-vm1 idle current with in low?", [VM], F.VM_IDLE)
# ---------------------------------------------------------------- MW-UV12
fq(
    E,
    "What supply voltage range does the MW-UV12 need?",
    [UV],
    F.UV_VCC,
    note="the unnamed UV12G row (3.3-5.5 V) is the look-alike",
)
fq(
    M,
    "what output voltage range does the mw-uv12g give?",
    [UV],
    F.UV_OUT_G,
    note="0-1.2 V is the plain MW-UV12",
)
fq(
    H,
    "What operating temperature range is the MW-UV12 module rated for?",
    [UV],
    F.UV_TOP,
    note="-30 to +85 degC is the photodiode column",
)
fq(E, "mw-uv12 response time?", [UV], F.UV_RESP)
# ---------------------------------------------------------------- not in the sheets (8)
ie(
    E,
    "How many hours does the MDP-29K last on a 2000 mAh battery?",
    [MD],
    "the FAQ says it depends on refresh rate and gives no figure",
    F.MD_BATT,
)
ie(M, "What is the NVR2533's PSRR at 100 kHz?", [NV], "PSRR is given only at 1 kHz")
ie(E, "thermal time constant of the tpr-18w probe in water?", [TP], "no time constant stated")
ie(E, "What is the contact resistance of the TWR-4R12 relays?", [TW], "not stated")
ie(
    M,
    "What isolation voltage does the QCAN-M have between the host side and the CAN bus?",
    [QC],
    "the sheet says the board is not isolated; no isolation voltage",
    F.QC_OBD,
)
ie(
    E,
    "how many hours is the hb-vm1 motor rated for?",
    [VM],
    "no life test, no hours figure",
    F.VM_LIFE,
)
ie(M, "How accurate is the MW-UV12's UV index reading?", [UV], "no accuracy figure", F.UV_ACC)
ie(E, "ip rating of the mw-uv12?", [UV], "the FAQ says there is no IP rating", F.UV_IP)
