"""Compatibility questions of the hundred-and-thirty-ninth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import FR, HK, HM, KR, MB, PD, PX, QE, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q("c", next(N), diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    H,
    OK,
    "A PAX-CT31-20 and an HKD3162 both run from the same 3.3 V rail. AO goes to AIN0+ and VREF "
    "to AIN0-, with the HKD3162's PGA at 1. Can the ADC read the whole measuring range of the "
    "CT module without clipping?",
    ["PAX-CT31-20", HK],
    F.PX_VCC,
    F.PX_RANGE20_33,
    F.PX_DIFF,
    F.HK_VDD,
    F.HK_FS1,
    F.HK_AIN,
    note="differential signal at most +/-(1.65 - 0.1) = +/-1.55 V inside +/-2.048 V; AO stays "
    "between 0.1 V and 3.2 V, inside GND - 0.1 ... VDD + 0.1",
)
cq(
    M,
    OK,
    "Can an MBX-530H, set to 12 V and fed from a 24 V truck battery (up to 28.8 V while "
    "charging), power a KRM-4R12 with all four relays on?",
    ["MBX-530H", "KRM-4R12"],
    F.MB_VINH,
    F.MB_DIFFH,
    F.MB_VOUTH,
    F.MB_IOUTH,
    F.KR_SUP,
    F.KR_I4ON,
    note="28.8 V < 36 V and >= 12 + 1.5 V; 153 mA << 3 A; 12 V inside 11.0-13.2 V",
)
cq(
    E,
    OK,
    "usb power bank (5v) into an mbx-530 turned down to 3.3v to run a frm-b52 - will that work?",
    [MB, FR],
    F.MB_VIN,
    F.MB_DIFF,
    F.MB_VOUT,
    F.FR_VDD,
    F.FR_TX8I,
    note="5 V >= 4.5 V and >= 3.3 + 1.0 V; 3.3 V inside 1.8-3.6 V; 15.8 mA peak radio current",
)
cq(
    E,
    OK,
    "Can a Raspberry Pi control a KRM-1R12 with VCC on the Pi's 3.3 V pin, IN on a GPIO and DC+ "
    "from a 12 V adapter?",
    [KR],
    F.KR_VCC,
    F.KR_INH33,
    F.KR_SUP,
    F.KR_PI,
)
cq(
    E,
    OK,
    "frm-b52 powered from the esp32's 3v3 pin with tx/rx wired straight to the esp32 uart - fine?",
    [FR],
    F.FR_VDD,
    F.FR_FOLLOW,
    note="on the FRM-B52 (not the L) the I/O level follows VDD = 3.3 V",
)
cq(
    E,
    OK,
    "2 x aa cells straight into the vdd of a frm-b52, no regulator?",
    [FR],
    F.FR_VDD,
    note="about 3.2 V fresh down to 1.8 V, inside 1.8-3.6 V",
)
cq(
    M,
    OK,
    "Can an FRM-B52 run from a CR2032 coin cell as an advertising-only beacon at 0 dBm?",
    [FR],
    F.FR_VDD,
    F.FR_CR2032,
)
cq(
    E,
    OK,
    "Can I power a PDU-48 from the 5 V pin of an Arduino Uno and read its output on A0?",
    [PD],
    F.PD_VS,
    F.PD_OUT,
    F.PD_ARD,
)
cq(
    M,
    OK,
    "qeb-360 on an esp32: vcc from the usb 5v pin, j1 on 2-3 and vl from the esp32's 3v3 - ok?",
    ["QEB-360"],
    F.QE_VCC,
    F.QE_VL,
    F.QE_ESP,
)
cq(
    E,
    OK,
    "hmw-2811 on an esp32 at 3v3 with a 4.7k pull-up, mounted outdoors where it gets down to -20c "
    "- will it work?",
    [HM],
    F.HM_VDD,
    F.HM_VIH,
    F.HM_TOPR,
    F.HM_PU,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    H,
    NO,
    "A PDU-48 (5 V supply) drives AIN0+ of an HKD3162 powered at 5 V, AIN0- tied to GND, PGA = 1. "
    "Can the ADC read the transducer's full output range?",
    [PD, HK],
    F.PD_VS,
    F.PD_OUT,
    F.HK_VDD,
    F.HK_FS1,
    note="above +2.048 V the code saturates at 0x7FFF, so a PDU-48-100 reads nothing above "
    "about 3.9 bar; the absolute input limit VDD + 0.1 V is not the issue",
)
cq(
    E,
    NO,
    "mbx-530 left at its 5v factory setting powering the dc+ of a krm-4r12 - will the relays "
    "click?",
    [MB, "KRM-4R12"],
    F.MB_PRESET,
    F.KR_SUP,
    F.KR_5VDC,
    note="5 V is below 11.0 V and below the 9.0 V pull-in voltage",
)
cq(
    M,
    NO,
    "A KRM-1R12 has VCC on 5 V and its IN pin driven by an ESP32 GPIO (3.3 V logic). Will the "
    "relay switch on and off reliably?",
    [KR],
    F.KR_VCC,
    F.KR_INH5,
    F.KR_33NOTE,
    note="OFF needs IN >= 4.5 V at VCC = 5 V; a 3.3 V HIGH leaves the relay on",
)
cq(
    M,
    NO,
    "frm-b52l uart wired straight to a raspberry pi's 3v3 gpio, ok?",
    ["FRM-B52L"],
    F.FR_VDDIO_L,
    F.FR_LSHIFT,
)
cq(
    M,
    NO,
    "Can a PDU-48 powered from 5 V have its output wired directly to an ESP32 ADC pin?",
    [PD],
    F.PD_VS,
    F.PD_OUT,
    F.PD_33,
)
cq(
    E,
    NO,
    "pax-ct31-20 on my ev charger cable, 32 a continuous, module on 5v - will it measure that?",
    ["PAX-CT31-20"],
    F.PX_RANGE20_5V,
    F.PX_PRIMARY,
    note="measuring range 0 ... 30 A at VCC = 5.0 V; 1.5 x IPN = 30 A continuous is also exceeded",
)
cq(
    E,
    NO,
    "Can an MBX-530 make 5 V from a single 1S Li-ion cell (3.0-4.2 V)?",
    [MB],
    F.MB_VIN,
    F.MB_FAQ_LI,
)
cq(
    M,
    NO,
    "A QEB-600 is mounted on a spindle that turns at 4000 rpm. Will its A and B outputs keep up?",
    [QE],
    F.QE_SPEED,
    F.QE_FREQ,
    note="600 PPR x 4000 rpm / 60 = 40 kHz > 30 kHz; max electrical speed 3000 rpm",
)
cq(
    E,
    NO,
    "hmw-2811 parasite powered, only dq and gnd on a 2-wire cable - will that work?",
    [HM],
    F.HM_PARA,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Will the split core of a PAX-CT31-20 close around a single 16 mm² conductor (about 8 mm "
    "outer diameter)?",
    ["PAX-CT31-20"],
    F.PX_ONE,
    F.PX_INSULATED,
    note="no window / aperture size is given",
)
cq(
    H,
    IE,
    "hkd3162 reading the middle of a 100k/100k divider directly at 240 sps - will the adc input "
    "load the divider enough to spoil the reading?",
    [HK],
    note="no input impedance or input current is given",
)
cq(
    M,
    IE,
    "Can the KRM-4R12 switch a 230 V AC pump motor drawing 4 A (inductive load)?",
    ["KRM-4R12"],
    F.KR_CONTACT,
    F.KR_RESISTIVE,
    note="only resistive ratings are given; no inductive / motor rating",
)
cq(
    E,
    IE,
    "two mbx-530 in parallel to get 6a - does that work?",
    [MB],
    F.MB_FAQ_PAR,
    note="the FAQ says it has not been tested",
)
cq(
    M,
    IE,
    "Will an FRM-B52-P reach a phone 50 m away in open field?",
    [FR],
    note="no range is given; TX power and sensitivity alone do not fix it",
)
cq(
    E,
    IE,
    "is the pdu-48-100 approved for drinking water lines?",
    ["PDU-48-100"],
    F.PD_WETTED,
    note="wetted materials are listed, but no drinking-water approval",
)
cq(
    E,
    IE,
    "qeb-600 outdoors on a weather vane, in the rain - ok?",
    [QE],
    note="no IP rating or sealing is given",
)
cq(
    M,
    IE,
    "hmw-2811 at the end of a 30 m cable run from an esp32, one sensor, 4.7k pull-up - will "
    "the 1-wire link work?",
    [HM],
    F.HM_PU,
    note="no cable length or bus capacitance limit is given",
)
cq(
    H,
    IE,
    "An FRM-B52 is powered from an MBX-530 set to 3.3 V. Will the buck's output ripple degrade "
    "the module's RX sensitivity?",
    [MB, FR],
    F.MB_RIPPLE,
    note="the 30 mVpp ripple is given, but the module's supply-ripple tolerance is not",
)
