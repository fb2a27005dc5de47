"""Compatibility questions of the eighty-first hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BL, BS, ID, LC, LL, RK, TH, WP, Fact, join, q

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
    "will the wps-a20 run off the 5v pin of an arduino uno?",
    [WP],
    F.WP_VCC,
    F.WP_I5,
)
cq(
    M,
    OK,
    "Can I power the THS-22M from an ESP32's 3.3 V pin with about 30 cm of wire to the sensor?",
    [TH],
    F.TH_VDD,
    F.TH_CABLE,
    note="3.3 V is the minimum supply; at 3.3 V the cable must stay below 1 m",
)
cq(
    E,
    OK,
    "lls-8b between a 3v3 esp32 on side a and a 5v arduino on side b - ok?",
    [LL],
    F.LL_VA,
    F.LL_VB,
)
cq(
    M,
    OK,
    "Can the BST5-2A run an ESP32 dev board that peaks at 500 mA from a single 18650 cell "
    "at 3.7 V?",
    [BS],
    F.BS_VIN,
    F.BS_IOUT37,
)
cq(
    E,
    OK,
    "Can I power the BLM-24T-B breakout from a 5 V Arduino and wire the Arduino's TX straight "
    "to its RXD?",
    [BL],
    F.BL_VIN_B,
    F.BL_5V,
)
cq(E, OK, "idv-215-12dc valve off a 12v 1a wall adapter ok?", [ID], F.ID_COILV, F.ID_CURR)
cq(
    M,
    OK,
    "esp32 project: lca-24 powered from the 3v3 pin, sck and dout on two gpios - do the logic "
    "levels work?",
    [LC],
    F.LC_VCC,
    F.LC_VIH33,
    F.LC_33NOTE,
)
cq(E, OK, "can i run the rke-11s-m module from a raspberry pi pico's 3.3v?", [RK], F.RK_MOD_V)
cq(
    M,
    OK,
    "Can the WPS-A20 transducer head be mounted inside a water tank where it gets splashed?",
    [WP],
    F.WP_IP,
    note="IP67 covers the head and cable; the control board must stay outside and dry",
)
cq(
    H,
    OK,
    "I budget 20 mA on one ESP32 3.3 V pin. Can it power both a WPS-A20U and a THS-22 "
    "(worst case, both measuring)?",
    [WP, TH],
    F.WP_VCC,
    F.WP_I33,
    F.TH_VDD,
    F.TH_IMEAS,
    note="12 mA max (WPS-A20 at 3.3 V) + 2.5 mA max (THS-22 measuring) = 14.5 mA",
)

# ---------------------------------------------------------------- incompatible (9)
cq(E, NO, "can i feed the bst5-2a from a 2s lipo?", [BS], F.BS_VIN, F.BS_ABS)
cq(
    M,
    NO,
    "will the bst5-2a run a raspberry pi 4?",
    [BS],
    F.BS_IOUT_MAX,
    F.BS_PI4,
)
cq(
    E,
    NO,
    "can i power the blm-24t-b breakout from a 3v3 rail?",
    [BL],
    F.BL_VIN_B,
    F.BL_LDO,
)
cq(
    H,
    NO,
    "lca-24 powered from 5v, esp32 3v3 gpio driving pd_sck - will it clock reliably?",
    [LC],
    F.LC_VCC,
    F.LC_VIH5,
    F.LC_33NOTE,
    note="VIH 3.5 V at VCC = 5.0 V, above a 3.3 V output high",
)
cq(
    H,
    NO,
    "WPS-A20U powered from 5 V with its TX wired straight to an ESP32 RX pin (no divider): "
    "is that safe for the ESP32?",
    [WP],
    F.WP_VCC,
    F.WP_TX,
    note="TX high follows VCC (5 V) into a 3.3 V input; the sheet asks for a divider",
)
cq(
    M,
    NO,
    "ths-22 on a 3.3v esp32 with 5 m of cable to the sensor?",
    [TH],
    F.TH_VDD,
    F.TH_CABLE,
)
cq(
    H,
    NO,
    "Can the IDV-215-12DC go in a greenhouse where the air reaches 55 °C (the water stays "
    "around 20 °C)?",
    [ID],
    F.ID_TAMB,
    F.ID_TFLUID,
    note="ambient limit +50 °C; the +80 °C fluid limit is the look-alike",
)
cq(
    E,
    NO,
    "bst5-2a on one li-ion cell driving the idv-215-12dc valve coil?",
    [BS, ID],
    F.BS_VOUT,
    F.ID_COILV,
)
cq(
    M,
    NO,
    "Can I drive the IDV-215-12DC valve coil directly from one LLS-8B output channel?",
    [LL, ID],
    F.LL_LOAD,
    F.ID_CURR,
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "can i put two wps-a20 sensors side by side in the same tank without them interfering?",
    [WP],
    F.WP_BEAM,
    note="no crosstalk or multi-sensor guidance in the sheet",
)
cq(
    M,
    IE,
    "Can I hot-plug side B of the LLS-8B while side A is already powered?",
    [LL],
    F.LL_VAVB,
    note="no power-sequencing or hot-plug statement",
)
cq(
    M,
    IE,
    "Will the BST5-2A start up into a 2 A load with a 2200 µF capacitor on its output, "
    "running from a 4.2 V cell?",
    [BS],
    F.BS_VIN,
    F.BS_IOUT_MAX,
    note="2 A at 4.2 V is fine, but no start-up or capacitive-load limit is given",
)
cq(
    M,
    IE,
    "is the ths-22 good to +-0.5c at -30c in my freezer logger?",
    [TH],
    F.TH_T_RANGE,
    F.TH_T_ACC,
    note="measures down to -40 °C, but the ±0.5 °C accuracy is stated only for -20 ... +60 °C",
)
cq(
    E,
    IE,
    "is the blm-24t fcc / ce certified so i can sell my gadget without retesting?",
    [BL],
    F.BL_QDID,
    note="only the Bluetooth SIG listing (pending) is mentioned; no FCC / CE statement",
)
cq(
    E,
    IE,
    "lca-24 with a 5 kg load cell - can i weigh to +-1 g?",
    [LC],
    F.LC_ACC,
    note="the shop explicitly gives no weighing accuracy",
)
cq(
    E,
    IE,
    "Is the IDV-215 approved for drinking water lines (WRAS / NSF)?",
    [ID],
    note="materials are listed, but no drinking-water approval",
)
cq(
    M,
    IE,
    "Is the threaded bushing of the RKE-11S long enough to mount it through a 4 mm thick front "
    "panel?",
    [RK],
    note="no bushing length or panel-mount dimensions in the sheet",
)
cq(
    H,
    IE,
    "can i drive the idv-215-12dc coil with 50% pwm after it opens to cut the holding power?",
    [ID],
    F.ID_POWER,
    F.ID_DUTY,
    note="100 % duty at rated voltage is allowed; reduced holding voltage or PWM is not covered",
)
