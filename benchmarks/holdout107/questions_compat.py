"""Compatibility questions of the hundred-and-seventh hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the sheets
do not support)."""

from __future__ import annotations

import facts as F
from qkit import BK, KQ, OL, PI, QL, VM, Fact, join, q

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
    "will the chp-oled96-i run straight off a 5v arduino uno's 5v pin?",
    ["CHP-OLED96-I"],
    F.OL_VCC,
)
cq(
    E,
    OK,
    "Can I power the QLA7702 from a Raspberry Pi's 3.3 V pin?",
    [QL],
    F.QL_VDD,
)
cq(
    M,
    OK,
    "kq341 for a 3v3 ttl cable: vcc from a 3.3v ldo with v3 tied to vcc - ok?",
    [KQ],
    F.KQ_V33,
    F.KQ_V3PIN,
)
cq(
    M,
    OK,
    "Can the CJR-BK3 make 5 V at 1.5 A for a Raspberry Pi from a car battery with the engine "
    "running (14.4 V)?",
    [BK],
    F.BK_VIN,
    F.BK_VOUT,
    F.BK_IOUT,
    F.BK_CAR,
)
cq(
    E,
    OK,
    "rhs-712-20a powered from the 5v pin of an arduino uno - fine?",
    ["RHS-712-20A"],
    F.HS_VCC,
)
cq(
    M,
    OK,
    "Can a VIM3219 powered from an ESP32's 3.3 V rail monitor a 12 V LED strip supply?",
    [VM],
    F.VM_VS,
    F.VM_BUS,
    F.VM_IND,
)
cq(
    E,
    OK,
    "tqb-1295a-05 on a 5v usb power bank, switched with an npn from a gpio - will it beep?",
    ["TQB-1295A-05"],
    F.BZ_V05,
    F.BZ_NPN,
)
cq(
    E,
    OK,
    "WDK-PIR05 fed from a 5 V USB supply, OUT straight into an ESP32 GPIO - is that OK?",
    [PI],
    F.PI_VIN,
    F.PI_OUT,
)
cq(
    H,
    OK,
    "can the qla7702 and the chp-oled96-i share one i2c bus on a 3.3v esp32?",
    [QL, "CHP-OLED96-I"],
    F.QL_ADDR,
    F.OL_ADDR,
    F.QL_VDD,
    F.OL_VCC,
    note="0x10 vs 0x3C / 0x3D; both take 3.3 V",
)
cq(
    M,
    OK,
    "Will the CHP-OLED96 run directly from a fully charged 1S Li-ion cell (4.2 V)?",
    [OL],
    F.OL_VCC,
    F.OL_LIION,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "Can I run the QLA7702 on 5 V from an Arduino Uno?",
    [QL],
    F.QL_VDD,
    F.QL_ABS,
    F.QL_NO5V,
)
cq(E, NO, "cjr-bk3 from a 36v e-bike battery?", [BK], F.BK_VIN, F.BK_ABS)
cq(
    M,
    NO,
    "standard wdk-pir05 on a single 3.7v li-ion cell, no boost - ok?",
    [PI],
    F.PI_VIN,
    F.PI_LIION,
)
cq(
    E,
    NO,
    "Can the WDK-PIR05L run from a 5 V USB supply?",
    ["WDK-PIR05L"],
    F.PI_VINL,
    F.PI_L5V,
)
cq(
    M,
    NO,
    "Can I power the RHS-712-05B from an ESP32's 3.3 V pin?",
    ["RHS-712-05B"],
    F.HS_VCC,
    F.HS_5V,
)
cq(
    H,
    NO,
    "my 24v lead-acid bank reaches 28.8v when charging - ok on the vim3219 bus input with brng "
    "set to 32v?",
    [VM],
    F.VM_BUS,
    F.VM_BUS26,
    note="BRNG = 32 V is only the register full scale",
)
cq(
    H,
    NO,
    "kq341 running on 3.3v inside a box that reaches 80c in summer - within spec?",
    [KQ],
    F.KQ_TA33,
    note="the 5 V row (-40 to 85 °C) would allow it",
)
cq(
    M,
    NO,
    "Can one CJR-BK3 supply a 3 A continuous LED strip load?",
    [BK],
    F.BK_IOUT,
    F.BK_IPK,
)
cq(
    M,
    NO,
    "can i get 5v out of a cjr-bk3-5 fed from a 5v usb power bank?",
    ["CJR-BK3-5"],
    F.BK_VIN5,
    F.BK_HEAD,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "can the wdk-pir05 out pin drive a 20 ma led directly?",
    [PI],
    F.PI_OUT,
    F.PI_RELAY,
    note="no output current is stated",
)
cq(
    E,
    IE,
    "Is the CHP-OLED96 readable in direct sunlight on a bike computer?",
    [OL],
    F.OL_SUN,
)
cq(
    M,
    IE,
    "Is the QLA7702 AEC-Q100 qualified for a car dashboard dimmer?",
    [QL],
    F.QL_TOP,
    note="no qualification statement",
)
cq(
    E,
    IE,
    "will a kq341 usb-serial adapter work with an ipad (ios)?",
    [KQ],
    F.KQ_OS,
    note="drivers listed for Windows, Linux, macOS and Android only",
)
cq(
    M,
    IE,
    "Is the CJR-BK3's output ripple below 50 mV at a 2 A load for an audio DAC?",
    [BK],
    F.BK_RIPPLE,
    note="ripple stated only at 1 A",
)
cq(
    E,
    IE,
    "vim3219 in a car for a 12v battery monitor - is it aec-q100 qualified?",
    [VM],
    note="no qualification statement",
)
cq(
    M,
    IE,
    "Is the TQB-1295A-05 loud enough for 90 dB at 1 m as a smoke alarm sounder?",
    ["TQB-1295A-05"],
    F.BZ_SPL,
    note="SPL is stated at 10 cm only",
)
cq(
    H,
    IE,
    "Is the RHS-712-30A certified (UL / IEC reinforced insulation) for measuring a 230 V mains "
    "appliance?",
    ["RHS-712-30A"],
    F.HS_RANGE30,
    note="isolation voltage given, no safety certification",
)
cq(
    M,
    IE,
    "wdk-pir05 for a hallway with a 20 kg dog - will it ignore the pet?",
    [PI],
    note="no pet-immunity specification",
)
