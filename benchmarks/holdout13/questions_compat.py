"""Hold-out 13 compatibility questions between the eight parts, phrased the way makers ask."""

from __future__ import annotations

from facts import (
    FQ_FORMULA,
    FQ_VOCU_ROW,
    FQ_VODL_ROW,
    FQ_VOI_ROW,
    HT_VDD,
    HT_WORK,
    KCR2032_CAP,
    KCR2032_CONT,
    KCR_END,
    KCR_VNOM,
    KF05_I,
    KF05_V,
    KF12_I,
    KF12_V,
    KIS_CHANNELS,
    KIS_RATE_ROW,
    KIS_VDD,
    KIS_VIH,
    KSX33_V,
    KSX_OUT,
    KXE_ADDR_LLL,
    KXE_CLK,
    KXE_PIN_ABS,
    KXE_STB,
    KXE_VDD,
    KXEA_ADDR_LLL,
    PD_DEFAULT,
    PD_FALLBACK,
    PD_IOUT,
    PD_MIN5,
    PD_SET9,
    PD_SET12,
)
from qkit import HT, KF, KIS, KSX, KXE, ev, join, q, unanswerable

C, E, M, H = "compatibility", "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"

# ------------------------------------------------------------- compatible
q(
    "c-01",
    E,
    C,
    "can i run the kf2510-12 fan off the qy-pd20 set to 12v (charger does 12v 3a)?",
    ["QY-PD20", "KF2510-12"],
    *join(PD_SET12, PD_IOUT, KF12_V, KF12_I),
    verdict=OK,
    note="12 V inside 10.8-13.2 V; 0.05 A far below 3 A.",
)
q(
    "c-03",
    M,
    C,
    "a kxe9535 and a kxe9535a, both strapped A2A1A0=LLL, on one 400khz i2c bus. address conflict?",
    ["KXE9535", "KXE9535A"],
    *join(KXE_ADDR_LLL, KXEA_ADDR_LLL, KXE_CLK),
    verdict=OK,
    note="0x20 vs 0x38; both parts run 400 kHz (same sheet).",
)
q(
    "c-04",
    M,
    C,
    "Can a KIS8621 B grade at 3.3 V on both sides pass the 25 MHz clock of a 3.3 V KSX1010?",
    ["KIS8621", "KSX1010"],
    *join(KSX33_V, KSX_OUT, KIS_VDD, KIS_VIH, ([], [KIS_RATE_ROW])),
    verdict=OK,
    note="25 MHz clock = 50 Mbps of edges, below 150 Mbps; VOH >= 90 % of 3.3 V (2.97 V) > VIH 2.0 V; "
    "VOL <= 0.33 V < VIL 0.8 V; both supplies within range.",
)
q(
    "c-05",
    H,
    C,
    "will a KCR2032 keep a KXE9535 alive in standby (no bus traffic) for 5 years?",
    ["KCR2032", "KXE9535"],
    *join(KCR_VNOM, KXE_VDD, KXE_STB, KCR2032_CAP, KCR_END),
    verdict=OK,
    note="1 µA max x 5 years = about 44 mAh of 220 mAh; 3 V down to the 2.0 V end voltage stays inside "
    "1.65-5.5 V. Self-discharge about 1 %/year.",
)
q(
    "c-07",
    E,
    C,
    "is the FQ312-B ok for a normal 4.2 V li-ion cell charged by a 4.20 V charger?",
    ["FQ312-B"],
    [],
    [FQ_VOCU_ROW],
    verdict=OK,
    note="4.300 V ±25 mV detection (>= 4.275 V) is above the 4.20 V charge voltage.",
)
q(
    "c-08",
    H,
    C,
    "FQ312-B with two 25 mΩ MOSFETs, pack load 2.5 A continuous - will it trip on overcurrent?",
    ["FQ312-B"],
    [],
    [FQ_VOI_ROW, FQ_FORMULA],
    verdict=OK,
    note="2.5 A x 50 mΩ = 125 mV < 150 - 15 = 135 mV: no trip, so the pairing works.",
)

# ------------------------------------------------------------- incompatible
q(
    "c-09",
    E,
    C,
    "i soldered nothing on the qy-pd20 and plugged the kf2510-05 straight on it, fine?",
    ["QY-PD20", "KF2510-05"],
    *join(PD_DEFAULT, KF05_V),
    verdict=NO,
    note="Default 20 V vs 4.5-5.5 V.",
)
q(
    "c-10",
    E,
    C,
    "can the ht-rc522m be powered from the qy-pd20?",
    ["QY-PD20", HT],
    *join(PD_MIN5, HT_VDD),
    verdict=NO,
    note="Lowest output 5 V; module needs 3.0-3.6 V and must not see 5 V.",
)
q(
    "c-11",
    M,
    C,
    "Can I run the HT-RC522M reader from a single KCR2032 coin cell?",
    ["KCR2032", HT],
    *join(KCR2032_CONT, HT_WORK),
    verdict=NO,
    note="13-26 mA working current vs 3.0 mA continuous.",
)
q(
    "c-13",
    E,
    C,
    "Can I drive the KF2510-05 fan directly from a KXE9535 P-port pin (VDD = 5 V)?",
    [KXE, "KF2510-05"],
    *join(KF05_I, KXE_PIN_ABS),
    verdict=NO,
    note="80 mA rated vs 50 mA absolute maximum per pin.",
)
q(
    "c-16",
    M,
    C,
    "KF2510-12 on the QY-PD20 set to 12 V, but my charger is a plain 5 V USB brick (no PD). will the fan run in spec?",
    ["QY-PD20", "KF2510-12"],
    *join(PD_FALLBACK, KF12_V),
    verdict=NO,
    note="Board falls back to 5 V; fan needs 10.8-13.2 V (and 7 V to start).",
)
q(
    "c-17",
    E,
    C,
    "Is the FQ312-A usable on a 4.35 V LiHV cell charged to 4.35 V?",
    ["FQ312-A"],
    [],
    [FQ_VOCU_ROW],
    verdict=NO,
    note="Overcharge detection at 4.250 V trips before the 4.35 V charge end.",
)
q(
    "c-18",
    H,
    C,
    "FQ312-C, 2x 25 mOhm fets, 2.5 A load. ok or nuisance trips?",
    ["FQ312-C"],
    [],
    [FQ_VOI_ROW, FQ_FORMULA],
    verdict=NO,
    note="125 mV > 100 + 15 mV: it trips; the sibling -B would not.",
)
q(
    "c-20",
    H,
    C,
    "Peut-on faire passer le SPI complet du HT-RC522M (SCK, MOSI, SDA, MISO) par un seul KIS8622 ?",
    [KIS, HT],
    [],
    [KIS_CHANNELS, ev(HT, 1, "4 MISO SPI data out")],
    verdict=NO,
    note="French: four SPI lines, the KIS8622 has two channels.",
)
q(
    "c-22",
    M,
    C,
    "¿Puedo alimentar el ventilador KF2510-12 con el QY-PD20 configurado a 9 V?",
    ["QY-PD20", "KF2510-12"],
    *join(PD_SET9, KF12_V),
    verdict=NO,
    note="Spanish: 9 V is below 10.8 V.",
)

# ------------------------------------------------------------- insufficient evidence
unanswerable(
    "c-23",
    M,
    C,
    "can the kxe9535 (3.3v) read the kf2510-05-F tach output with a 10k pullup to 3.3v?",
    [KXE, "KF2510-05"],
    "Low level of the FG output (saturation voltage) is not specified, so VIL 0.3 x VDD cannot be checked.",
)
unanswerable(
    "c-24",
    E,
    C,
    "will the kf2510 fan running next to the ht-rc522m antenna cut the read range?",
    [KF, HT],
    "No sheet gives EMI of the fan or the module's immunity.",
)
unanswerable(
    "c-25",
    M,
    C,
    "Is the KIS8621 in SOIC-8 good enough for reinforced isolation on 230 V mains?",
    [KIS],
    "Only a 1-minute 2500 VRMS test rating; working voltage and certification are not published.",
)
unanswerable(
    "c-27",
    E,
    C,
    "Can the KXE9535 switch the KF2510-12 through a logic-level MOSFET?",
    [KXE, "KF2510-12"],
    "No MOSFET datasheet in the set; its threshold and RDS(on) are unknown.",
)
unanswerable(
    "c-28",
    M,
    C,
    "KSX1010 as the 25 MHz reference for a 100 Mbit Ethernet PHY through the KIS8621B - jitter ok?",
    [KSX, KIS],
    "Jitter is not given for the oscillator nor jitter added by the isolator.",
)
unanswerable(
    "c-29",
    M,
    C,
    "how many read cycles per day can a kcr2032 handle if the ht-rc522m wakes from sleep for 100 ms?",
    ["KCR2032", HT],
    "Even if pulse limits were ignored, the module's wake-up current profile and the cell's pulse "
    "behaviour at 26 mA are not given.",
)
unanswerable(
    "c-31",
    E,
    C,
    "will the kf2510-12 still be spinning after 40000 h at 60 °C?",
    ["KF2510-12"],
    "Life expectancy is given only at 40 °C.",
)
unanswerable(
    "c-32",
    H,
    C,
    "KCR2032 als Backup für den KSX1010 (3,3-V-Version) im Standby über 3 Jahre?",
    ["KCR2032", KSX],
    "German: the 3.3 V version needs >= 2.97 V, the cell is 3 V nominal and falls to 2.0 V; "
    "the voltage over the discharge is only a typical curve, so whether it stays above 2.97 V is not settled.",
)
q(
    "c-06",
    M,
    C,
    "Kann ich den KSX1010 (3,3-V-Version) und das HT-RC522M an derselben 3,3-V-Schiene betreiben?",
    [KSX, HT],
    *join(KSX33_V, HT_VDD),
    verdict=OK,
    note="German: 3.3 V is inside 2.97-3.63 V and 3.0-3.6 V.",
)
q(
    "c-30",
    H,
    C,
    "1S pack protected by an FQ312-C, can the KIS8621 run straight off the pack (both sides)?",
    ["FQ312-C", KIS],
    *join(KIS_VDD, ([], [FQ_VOCU_ROW, FQ_VODL_ROW])),
    verdict=OK,
    note="The pack stays between the 2.90 V overdischarge and 4.350 V overcharge detection of the -C "
    "version, inside 2.5-5.5 V. With the -A (2.40 V) it would not.",
)
q(
    "c-12",
    H,
    C,
    "FQ312-A protected 1S pack: can the KIS8621 run straight off the cell down to the cutoff?",
    ["FQ312-A", KIS],
    *join(KIS_VDD, ([], [FQ_VODL_ROW])),
    verdict=NO,
    note="Overdischarge detection 2.40 V is below the isolator's 2.5 V minimum.",
)
unanswerable(
    "c-26",
    M,
    C,
    "will the qy-pd20's ripple at 12 v make the kf2510-12 noisy?",
    ["QY-PD20", "KF2510-12"],
    "Ripple is not specified and the fan's noise is given only at rated voltage.",
)
unanswerable(
    "c-33",
    H,
    C,
    "KIS8621 (default high) output driving the HT-RC522M RST pin at 3.3 V, will RST see a valid high?",
    [KIS, HT],
    "The module's RST input thresholds are not given.",
)
