"""Compatibility questions of the sixtieth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import HP, KP, PS, PT, SO, VP, XR, ZK, Fact, join, q

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
    M,
    OK,
    "can i feed the xr-phc8 panel (no wifi) from the hpc 310's 12v panel terminal?",
    [XR, HP],
    F.XR_VCC,
    F.XR_ICC_ON,
    F.HP_PANEL,
    note="12 V; 60 mA backlight on <= 150 mA",
)
cq(
    M,
    OK,
    "Can the HPC 310's filter pump relay K4 run a 230 V filter pump that draws 6.5 A running "
    "and 20 A at start-up?",
    [HP],
    F.HP_K4,
    F.HP_K4_NOTE,
)
cq(
    E,
    OK,
    "will the psc-1100 run my 800w 230v pond pump (plain synchronous one, start-up about 12 a)?",
    [PS],
    F.PS_VS,
    F.PS_I,
    F.PS_PWR,
    note="800 W / 230 V = 3.5 A <= 5 A; 800 <= 1100 W; inrush below 20 A",
)
cq(
    E,
    OK,
    "zk-pw10 on a 12v car battery driving a 40w 12v brushless dc pond pump, ok?",
    [ZK],
    F.ZK_VIN,
    F.ZK_IOUT,
)
cq(
    M,
    OK,
    "Can the SOL-P24 run a 24 V brushless DC pump drawing 6 A with a 24 V LiFePO4 buffer battery?",
    [SO],
    F.SO_VOUT24,
    F.SO_IOUT,
    F.SO_BATT,
)
cq(
    H,
    OK,
    "two 100w 12v panels in series (voc 22.5v each, vmp 18v each) on the sol-p24 - ok?",
    [SO],
    F.SO_PV,
    F.SO_VOC,
    F.SO_PPV,
    note="Voc 45 V <= 55 V; Vmp 36 V within 15 ... 50 V; 200 W <= 240 W",
)
cq(
    M,
    OK,
    "VPR-2 with two 4.5 A pumps running at the same time: within its ratings?",
    [VP],
    F.VP_SW2,
    F.VP_TOT2,
    note="4.5 A <= 6 A per output; 9 A <= 10 A total",
)
cq(
    M,
    OK,
    "Can a VPR-2F be installed outdoors where it gets down to -20 °C in winter?",
    [VP],
    F.VP_TOP2F,
    note="VPR-1 / VPR-2 stop at -10 °C",
)
cq(
    E,
    OK,
    "pht-24 on a 24vac 40va class 2 transformer, fine?",
    [PT],
    F.PT_VS_FULL,
    F.PT_TRAFO,
)
cq(
    H,
    OK,
    "Can I put a ZK-PW10 on the SOL-P24's pump output (set to 24 V, no buffer battery) to get "
    "speed control for a 24 V 6 A brushless pump?",
    [SO, ZK],
    F.SO_VOUT24,
    F.SO_IOUT,
    F.ZK_VIN,
    F.ZK_IOUT,
    note="24 V within 9 ... 28 V; 6 A <= 8 A and <= 10 A",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    M,
    NO,
    "can the hpc 310 panel terminal power the xr-phc8-wf (wifi panel)?",
    [XR, HP],
    F.XR_VCC,
    F.XR_ICC_WF,
    F.HP_PANEL,
    note="180 mA (peak 350 mA) > 150 mA",
)
cq(
    H,
    NO,
    "would an xr-phc8 panel work on the kph-20's cn-com port?",
    [XR, KP],
    F.KP_BAUD,
    F.XR_BAUD,
    F.XR_BRAND,
    note="KPH-20 4800 bps fixed; XR-PHC8 9600 (default) / 19200 bps only",
)
cq(
    M,
    NO,
    "Can the PSC-1100 control a 900 W pump whose start-up current is 30 A?",
    [PS],
    F.PS_INRUSH,
    F.PS_PWR,
    note="above 20 A inrush the pump must stay at or below 700 W",
)
cq(
    E,
    NO,
    "will the zk-pw10 survive a 36v e-bike battery?",
    [ZK],
    F.ZK_VIN,
    F.ZK_30V,
)
cq(
    H,
    NO,
    "sol-p24 with a panel that has 58v open circuit voltage and 46v vmp?",
    [SO],
    F.SO_VOC,
    F.SO_AMAX,
    note="Voc 58 V > 55 V (below the 60 V abs max, but above the rated open-circuit limit)",
)
cq(
    M,
    NO,
    "Can each output of a VPR-2F switch a 5 A pump directly, without a contactor?",
    [VP],
    F.VP_SW2F,
    F.VP_CONT,
)
cq(
    E,
    NO,
    "vpr-1 in an unheated shed that gets down to -20c, ok?",
    [VP],
    F.VP_TOP1,
)
cq(
    E,
    NO,
    "can i power the xr-phc8 from a 5v usb power bank?",
    [XR],
    F.XR_VCC,
    F.XR_USB,
)
cq(
    M,
    NO,
    "The HPC 310-W sits in a heat pump cabinet that reaches 58 °C in summer. Is that within its rating?",
    [HP],
    F.HP_TOP_W,
    note="-W: -20 ... +55 °C; the -S version (+60 °C) would be fine",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "can i use the psc-1100 on a 230v 60hz supply with a 500w pump?",
    [PS],
    F.PS_VS,
    F.PS_I,
    note="only 50 Hz is stated; 60 Hz operation not covered",
)
cq(
    M,
    IE,
    "can my 5v arduino pwm pin set the speed of the zk-pw10?",
    [ZK],
    note="no control / PWM input is specified (speed is set by the knob)",
)
cq(
    H,
    IE,
    "Will an XR-PHC8 work as the wired panel of an HPC 310 (both RS-485 Modbus RTU 9600)?",
    [XR, HP],
    F.XR_VCC,
    F.HP_PANEL,
    F.XR_BAUD,
    F.HP_BAUD,
    F.XR_BRAND,
    note="power and baud rate match; protocol / register compatibility not stated",
)
cq(
    M,
    IE,
    "Can the SOL-P24 start a 24 V pump that runs at 5 A but pulls 25 A for a moment at start-up?",
    [SO],
    F.SO_IOUT,
    note="running current fine; no peak / start-up output current is specified",
)
cq(
    E,
    IE,
    "is the kph-20 ok for a heat pump installed at 2500 m altitude?",
    [KP],
    note="no altitude rating",
)
cq(
    H,
    IE,
    "Can the PHT-24's Y output drive a 24 VAC contactor coil that holds at 0.6 A and pulls 2.5 A "
    "inrush?",
    [PT],
    F.PT_Y,
    note="holding current within 1.0 A; no inrush rating for Y",
)
cq(
    M,
    IE,
    "can i use the vpr-1 level probe in a salt-water (brackish) koi pond?",
    [VP],
    F.VP_PROBE,
    note="probe material stated; salt / conductivity limits not stated",
)
cq(
    H,
    IE,
    "Can the HPC 310 switch a compressor with 14 A running current and 60 A locked-rotor current "
    "directly on K1?",
    [HP],
    F.HP_K1,
    note="K1 rated 16 A resistive only; no motor / locked-rotor rating",
)
cq(
    E,
    IE,
    "does the xr-phc8-wf work with google home?",
    [XR],
    F.XR_WIFI,
    note="only its own app is named",
)
