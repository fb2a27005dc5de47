"""Compatibility questions of the sixty-sixth hold-out set (28: 9 compatible, 10
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AQ, JS, LC, MA, RT, SC, SV, TX, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (9)
cq(
    E,
    OK,
    "will my 5v arduino power the vgs-aq3 straight from its 5v pin?",
    [AQ],
    F.AQ_VIN,
    F.AQ_HOSTS,
)
cq(
    M,
    OK,
    "Can the QY-SC3-1S charge a single Li-ion cell from a common '12 V' solar panel "
    "(Vmp 18 V, Voc 21 V)?",
    [SC],
    F.SC_VIN_1S,
    F.SC_12V,
    F.SC_ABS,
)
cq(
    E,
    OK,
    "can the wrm-tx4-l run off the 3v3 pin of an esp32 with DATA on a 3.3v gpio?",
    [TX],
    F.TX_VS_L,
    F.TX_VIH,
    F.TX_LOGIC,
)
cq(
    H,
    OK,
    "TFD-RT47 (VDD = 3.3 V) and VGS-AQ3 (VIN = 3.3 V) on one I2C bus at 400 kHz: do the "
    "addresses, supplies and bus clock allow it?",
    [RT, AQ],
    F.RT_ADDR,
    F.AQ_ADDR,
    F.RT_VACC,
    F.AQ_VIN,
    F.RT_SCL,
    F.AQ_SCL,
    note="0x32 vs 0x5A/0x5B; 3.3 V inside 2.5-5.5 V and 3.0-5.5 V; both 400 kHz max.",
)
cq(
    M,
    OK,
    "dj-lc24 powered from the esp32's 3v3 pin, dout and pd_sck straight to esp32 gpios - ok?",
    [LC],
    F.LC_VCC,
    F.LC_LEVEL,
    F.LC_3V3,
)
cq(
    E,
    OK,
    "can i run the agm1-evb off 3.3v and feed OUT into a 3.3v adc?",
    [MA],
    F.MA_VDD,
    F.MA_SWING,
)
cq(
    M,
    OK,
    "nhr-js2 on 3v3 from an esp32, vrx/vry into the esp32 adc (3.3v max) - fine?",
    [JS],
    F.JS_V,
    F.JS_OUT33,
)
cq(
    M,
    OK,
    "Can a WRM-TX4-H run from a 9 V battery with its DATA pin driven by a 3.3 V microcontroller?",
    [TX],
    F.TX_VS_H,
    F.TX_VIH,
    F.TX_LOGIC,
)
cq(
    H,
    OK,
    "QY-SC3-LF charging a LiFePO4 cell at 2 A from a panel with Vmp 18 V / Voc 22 V, in a shed "
    "that ranges from -10 °C to +40 °C: within spec?",
    [SC],
    F.SC_VIN_LF,
    F.SC_I_LF,
    F.SC_TOP,
    F.SC_ABS,
)
# ---------------------------------------------------------------- incompatible (10)
cq(E, NO, "can i power the th-s17 directly from a 2s lipo?", [SV], F.SV_V, F.SV_2S)
cq(
    M,
    NO,
    "if i power the nhr-js2 from 5v can i read vrx with the esp32 adc?",
    [JS],
    F.JS_OUT5,
    F.JS_5V,
)
cq(
    M,
    NO,
    "Can the QY-SC3-2S be used with a '24 V' solar panel whose Voc is 43 V?",
    [SC],
    F.SC_VIN_2S,
    F.SC_ABS,
)
cq(E, NO, "can the qy-sc3 charge my 12v lead acid battery?", [SC], F.SC_NOLEAD)
cq(
    H,
    NO,
    "Can a 1.8 V microcontroller (I2C pull-ups to 1.8 V, TFD-RT47 VDD = 1.8 V) read the time "
    "from the TFD-RT47?",
    [RT],
    F.RT_VACC,
    F.RT_I2C_NOTE,
    note="Timekeeping works from 1.6 V, but I2C access needs VDD >= 2.5 V.",
)
cq(E, NO, "can i run the wrm-tx4-l off a 9v battery?", [TX], F.TX_VS_L, F.TX_ABS_L)
cq(
    M,
    NO,
    "Can a laptop USB port (0.5 A) power two TH-S17M servos that may both stall at once?",
    [SV],
    F.SV_STALL48_M,
    F.SV_USB,
)
cq(
    H,
    NO,
    "WRM-TX4-H wired straight to a car's 12 V system (14.4 V with the engine running): in spec?",
    [TX],
    F.TX_VS_H,
    F.TX_ABS_H,
    note="14.4 V is above the 4.5-12.0 V range and above the 14.0 V absolute limit.",
)
cq(
    E,
    NO,
    "vgs-aq3 in a greenhouse that hits 60c in summer, ok?",
    [AQ],
    F.AQ_TOP,
)
cq(
    M,
    NO,
    "dj-lc24 on 5v with dout/pd_sck going straight into a 3.3v esp32, fine?",
    [LC],
    F.LC_LEVEL,
    F.LC_3V3,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Is the VGS-AQ3's CO2-equivalent output accurate to +/-50 ppm for demand-controlled "
    "ventilation?",
    [AQ],
    F.AQ_CO2ACC,
    note="Range covers it, accuracy is not given.",
)
cq(
    M,
    IE,
    "can i put two qy-sc3-1s modules in parallel on one battery to get 6a?",
    [SC],
    note="Paralleling is not addressed.",
)
cq(
    H,
    IE,
    "Is the TFD-RT47 qualified for automotive use (AEC-Q200) in a dashboard clock at up to "
    "+85 °C with VDD = 3.3 V?",
    [RT],
    F.RT_VCLK,
    F.RT_TOP,
    note="Voltage and temperature are in range; no automotive qualification is stated.",
)
cq(
    M,
    IE,
    "is the wrm-tx4-l ok in a greenhouse at 95% humidity?",
    [TX],
    F.TX_TOP_L,
    note="Temperature in range; humidity not specified.",
)
cq(
    M,
    IE,
    "Will a TH-S17 sweeping a sensor back and forth 24/7 at 5 V last a full year?",
    [SV],
    F.SV_V,
    note="Supply in range; no life / duty-cycle rating for the servo.",
)
cq(
    E,
    IE,
    "is the nhr-js2 linear enough for 1% position accuracy?",
    [JS],
    note="No linearity given (only a +/-20 % pot tolerance).",
)
cq(
    M,
    IE,
    "agm1-evb in a bathroom fan controller: 3.3v supply, 30c, 95% rh with steam - in spec?",
    [MA],
    F.MA_VDD,
    F.MA_TOP,
    note="Supply and temperature in range; humidity not specified.",
)
cq(
    H,
    IE,
    "DJ-LC24S with a 350 Ω load cell on a 5 m shielded cable at 80 SPS: will the input noise "
    "stay under 100 nV RMS?",
    [LC],
    note="90 nV is given for the board only; cable effect not specified.",
)
cq(
    H,
    IE,
    "VGS-AQ3 on a 3.3 V supply in low-power mode: will it stay under 3 mA average?",
    [AQ],
    F.AQ_ILP,
    note="2.9 mA is at VIN = 5.0 V; current at 3.3 V is not given.",
)
