"""Compatibility questions of the eighty-fourth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import MD, NV, QC, TP, TW, UV, VA, VM, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "will the mdp-29 e-paper work with my 5v arduino uno, vcc on the 5v pin?",
    [MD],
    F.MD_VCC,
    F.MD_5V,
)
cq(
    E,
    OK,
    "Can I power the TPR-18W from an ESP32's 3.3 V pin and read it on a GPIO?",
    [TP],
    F.TP_VDD,
    F.TP_ESP,
)
cq(
    E,
    OK,
    "raspberry pi driving the twr-4r12 inputs from 3v3 gpios, vcc from the pi's 3v3 pin and "
    "jd-vcc from a 12v adapter - ok?",
    [TW],
    F.TW_JD,
    F.TW_VCC,
    F.TW_ON,
    F.TW_PI,
)
cq(
    E,
    OK,
    "can one twr-4r12 relay switch a 230v ac, 8a resistive heater?",
    [TW],
    F.TW_C250,
)
cq(
    E,
    OK,
    "hb-vm1 straight off a 1s lipo?",
    [VM],
    F.VM_VCC,
    note="a 1S LiPo spans 3.0-4.2 V",
)
cq(
    M,
    OK,
    "Can the NVR2533-33 hold 3.3 V at 100 mA from a single Li-ion cell that has sagged to 3.6 V?",
    [NV],
    F.NV_VIN,
    F.NV_DO33_100,
    note="3.3 V + 80 mV max dropout at 100 mA is below 3.6 V",
)
cq(
    M,
    OK,
    "Can a VAM4231 powered from an ESP32's 3.3 V rail monitor current on a 24 V DC power-supply rail?",
    [VA],
    F.VA_VS,
    F.VA_BUS,
    F.VA_INDEP,
)
cq(
    M,
    OK,
    "Can the QCAN-M16 talk 1 Mbit/s CAN with a 5 V Arduino Uno as the SPI host?",
    [QC],
    F.QC_VCC,
    F.QC_BR16,
    F.QC_VIH,
)
cq(
    M,
    OK,
    "mw-uv12g powered from an esp32's 3v3 pin into its adc - will the output stay below 3.3 v?",
    [UV],
    F.UV_VCC_G,
    F.UV_OUT_G,
)
cq(
    H,
    OK,
    "Can one NVR2533-33 running from 5 V USB supply both an MDP-29K (while refreshing) and a "
    "TPR-18W (while converting)?",
    [NV, MD, TP],
    F.NV_VIN,
    F.NV_IOUT,
    F.MD_VCC,
    F.MD_IREF_K,
    F.TP_VDD,
    F.TP_ICONV,
    note="12 + 1.5 mA worst case, far below 500 mA; 5 V within 2.5-6.0 V",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i run the twr-4r12 straight off my car battery?",
    [TW],
    F.TW_JD,
    F.TW_CAR,
)
cq(
    E,
    NO,
    "Can the VAM4231 monitor the current on a 48 V e-bike battery bus?",
    [VA],
    F.VA_BUS,
    F.VA_BUS_ABS,
)
cq(
    E,
    NO,
    "can i feed the nvr2533 from a 12v wall adapter?",
    [NV],
    F.NV_VIN,
    F.NV_ABS,
)
cq(
    M,
    NO,
    "qcan-m spi lines straight to a 3v3 esp32, no level shifter - will it work?",
    [QC],
    F.QC_VIH,
    F.QC_LVL,
)
cq(
    M,
    NO,
    "Can I run the QCAN-M8 on a 1 Mbit/s CAN bus?",
    [QC],
    F.QC_BR8,
    F.QC_1M,
)
cq(
    M,
    NO,
    "Can I leave the TPR-18W-P in a pot of boiling water (100 °C) to log a sterilising cycle?",
    [TP],
    F.TP_PROBE_P,
    note="the sensor IC's +125 degC is not the PVC probe's rating",
)
cq(
    M,
    NO,
    "mdp-29r as a shelf label in a greenhouse that hits 45c in summer?",
    [MD],
    F.MD_TOP_R,
    note="the K version's 0-50 degC is the look-alike",
)
cq(
    H,
    NO,
    "VAM4231 powered from 5 V with SDA / SCL pulled up to 3.3 V by an ESP32 - will the bus work?",
    [VA],
    F.VA_VIH5,
    F.VA_PULLUP,
    note="VIH at VS = 5 V is 3.5 V min, above a 3.3 V high",
)
cq(
    H,
    NO,
    "Can the NVR2533-33S5 (SOT-23-5) deliver 3.3 V at 500 mA continuously from a 5 V USB supply "
    "at room temperature?",
    [NV],
    F.NV_VIN,
    F.NV_IOUT,
    F.NV_HEAT,
    note="0.85 W dissipation vs 0.45 W for SOT-23-5",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "will an mdp-29k refreshing every 10 minutes run a year on two aa cells?",
    [MD],
    F.MD_VCC,
    F.MD_BATT,
    note="no battery-life figure; refresh energy per update not given",
)
cq(
    E,
    IE,
    "Can the TWR-4R12 sit in a damp garden shed at 90 % relative humidity?",
    [TW],
    F.TW_TOP,
    note="no humidity rating",
)
cq(
    E,
    IE,
    "mw-uv12 on a weather station in humid tropical air, 95% rh - ok?",
    [UV],
    F.UV_TOP,
    note="no humidity rating",
)
cq(
    E,
    IE,
    "Will the VAM4231's IN+ pin survive an 8 kV contact ESD hit (IEC 61000-4-2) without extra "
    "protection?",
    [VA],
    note="no ESD rating in the sheet",
)
cq(
    M,
    IE,
    "is the tpr-18w ok sitting 5 m down in a water tank?",
    [TP],
    F.TP_IP,
    F.TP_DEPTH,
    note="only 1 m is tested; deeper is not rated",
)
cq(
    M,
    IE,
    "Is the QCAN-M AEC-Q100 / automotive qualified for permanent installation in my car?",
    [QC],
    note="no qualification stated",
)
cq(
    M,
    IE,
    "Can the HB-VM1 buzz for 8 hours a day for three years in a wearable?",
    [VM],
    F.VM_LIFE,
    note="no motor life figure",
)
cq(
    H,
    IE,
    "Will the MW-UV12 read within ±1 UV index of a reference meter on my weather station?",
    [UV],
    F.UV_ACC,
    note="no accuracy figure",
)
cq(
    H,
    IE,
    "Will the NVR2533-33 keep 100 kHz ripple from a buck converter in front of it below 1 mV at "
    "the output?",
    [NV],
    note="PSRR is given only at 1 kHz",
)
