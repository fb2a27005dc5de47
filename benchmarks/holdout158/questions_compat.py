"""Compatibility questions of the hundred-and-fifty-eighth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import DH, EM, GT, KB, MZ, RC, UV, VK, Fact, join, q

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
    E,
    OK,
    "Can a KBP-612 with SDO tied to GND and a GTA1614 with ADDR tied to GND share one I²C bus on "
    "an ESP32 running at 3.3 V?",
    [KB, GT],
    F.KB_VDD,
    F.KB_ADDR_ALL,
    F.GT_VDD,
    F.GT_ADDR,
    note="0x76 vs 0x48; 3.3 V within 1.65-3.60 V and 2.0-5.5 V",
)
cq(
    E,
    OK,
    "esp32 gpio (3.3v when high) straight into the in1-in4 pins of a dhm-2980, will it switch?",
    [DH],
    F.DH_VIH,
    F.DH_33,
    note="3.3 V above the 2.3 V minimum input high level; the sheet names the ESP32 explicitly",
)
cq(
    M,
    OK,
    "I power an EMR-270 from a 12 V supply and wire its OUT pin straight to an ESP32 GPIO that "
    "tolerates at most 3.6 V. Is that safe?",
    [EM],
    F.EM_VCC,
    F.EM_VOH_12,
    F.EM_REG,
    note="12 V within 4.5-20 V; OUT comes from the 3.3 V regulator, 3.4 V max at VCC = 12 V",
)
cq(
    H,
    OK,
    "My rover has a 24 V battery pack (25.5 V when fully charged). I want an RCB-2405 to make "
    "the 5 V logic supply for a DHM-2980 with its 5V-EN jumper removed, while the motors run "
    "straight from the pack on VS. Does that combination work?",
    [RC, DH],
    F.RC_VIN,
    F.RC_VOUT,
    F.RC_IOUT24,
    F.DH_VS,
    F.DH_LOGIC_V,
    F.DH_LOGIC_I,
    note="25.5 V within 8-32 V and 5-35 V; 4.90-5.10 V within 4.5-5.5 V; 70 mA logic current "
    "against 3.0 A",
)
cq(
    E,
    OK,
    "Will a UVD-9612R run from an Arduino Uno's 5 V pin with its I²C lines driven at 5 V logic?",
    ["UVD-9612R"],
    F.UV_VCC_R,
    F.UV_VIH_R,
    note="5 V within 3.3-5.5 V; logic inputs accept up to 5.5 V",
)
cq(
    M,
    OK,
    "Can a VKG-260P be powered from a Raspberry Pi's 5 V pin, with its TXD and RXD wired to the "
    "Pi's 3.3 V UART (the Pi's TX drives 3.3 V)?",
    ["VKG-260P"],
    F.VK_VCC_P,
    F.VK_RXD_VIH,
    note="5 V within 2.7-5.5 V; 3.3 V on RXD within 2.0-3.6 V",
)
cq(
    M,
    OK,
    "mzt3485 on 3.3v, but di / de / re come from a 5v arduino nano. ro is not connected, it only "
    "transmits. ok?",
    ["MZT3485"],
    F.MZ_VCC3,
    F.MZ_VIH3,
    note="3.3 V within 3.0-3.6 V; the logic inputs tolerate up to 5.5 V; RO is not used",
)
cq(
    E,
    OK,
    "rcb-2405 in a 24 v truck that goes up to 28.8 v while the alternator is charging - fine?",
    [RC],
    F.RC_VIN,
    F.RC_TRUCK,
    note="28.8 V within 8-32 V; the FAQ answers it (load-dump spikes are not asked)",
)
cq(
    M,
    OK,
    "On one 3.3 V I²C bus at 400 kHz I want a UVD-9612 with DC tied to GND, a GTA1614 with ADDR "
    "tied to VDD and a KBP-612 with SDO tied to VDDIO. Is there an address clash or a supply "
    "problem?",
    [UV, GT, KB],
    F.UV_VCC,
    F.UV_ADDR_ALL,
    F.UV_FSCL,
    F.GT_VDD,
    F.GT_ADDR,
    F.KB_VDD,
    F.KB_ADDR_ALL,
    note="0x3C, 0x49 and 0x77 differ; 3.3 V within 3.0-3.6, 2.0-5.5 and 1.65-3.60 V; the "
    "UVD-9612 is limited to 400 kHz (the others go faster and are not listed)",
)
cq(
    H,
    OK,
    "building a gps tracker for my boat. the 12 v battery swings between 11.8 and 14.4 v, that "
    "goes into an rcb-2405u, and one usb port powers a vkg-260u with the active antenna on its "
    "u.fl port (the antenna takes 20 ma). can the rcb-2405u run the whole thing?",
    ["RCB-2405U", "VKG-260U"],
    F.RC_VIN_U,
    F.RC_VOUT_U,
    F.RC_IOUT12_U,
    F.VK_VCC_U,
    F.VK_ACQ_U,
    F.VK_ANT,
    note="11.8-14.4 V within 9.0-32 V; 5.00-5.30 V within 3.3-5.5 V; 75 mA + 20 mA (antenna "
    "limit 35 mA) against 3.0 A",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "Can I power a KBP-612 straight from the 5 V pin of an Arduino Uno?",
    [KB],
    F.KB_VDD,
    F.KB_ABS,
    note="5 V above the 3.60 V maximum and the 4.25 V absolute maximum",
)
cq(
    E,
    NO,
    "Can a DHM-2980 (not the F version) drive a 12 V gear motor that draws 2.5 A continuously, at "
    "25 °C room temperature?",
    [DH],
    F.DH_I25,
    note="2.5 A above 2.0 A per channel at 25 degC; the DHM-2980F (3.0 A) would do",
)
cq(
    E,
    NO,
    "can i run an emr-270 off the esp32's 3v3 pin?",
    [EM],
    F.EM_VCC,
    F.EM_NO33,
    note="3.3 V below the 4.5 V minimum; the EMR-270L would run",
)
cq(
    M,
    NO,
    "I run a GTA1614 from 3.3 V and want to read a 0-5 V pressure transducer directly on AIN0, "
    "with the ±6.0 V range selected so that the full 5 V fits. Is that OK?",
    [GT],
    F.GT_AIN33,
    note="5 V above the 3.6 V input limit at VDD = 3.3 V whatever the FSR",
)
cq(
    M,
    NO,
    "A UVD-9612R is powered from 5 V next to an ESP32 whose I²C pins accept at most 3.6 V. Can I "
    "connect SDA and SCL straight to the ESP32?",
    ["UVD-9612R"],
    F.UV_VCC_R,
    F.UV_PULLUP,
    note="the host-side pull-ups go to VCC = 5 V",
)
cq(
    M,
    NO,
    "arduino uno tx (5v) straight into the rxd of a vkg-260, no divider. ok?",
    [VK],
    F.VK_RXD_ABS,
    F.VK_RXD_VIH,
    F.VK_5V,
    note="5 V above the 3.6 V absolute maximum on RXD; the sheet asks for a divider",
)
cq(
    E,
    NO,
    "so my rc car runs on a 2s lipo, 8.4 v full and about 6.0 v flat. i want an rcb-2405 to make "
    "5 v for the receiver and a camera, around 2 a together. will it hold 5 v the whole run?",
    [RC],
    F.RC_VIN,
    note="6.0-8.0 V of the discharge is below the 8.0 V minimum input; the dropout in prose is "
    "not needed for the verdict",
)
cq(
    H,
    NO,
    "We fly a KBP-612 on a weather balloon up to 30 km, where the pressure falls to about "
    "12 hPa. Will it measure pressure over the whole flight?",
    [KB],
    F.KB_RANGE,
    F.KB_ALT,
    note="12 hPa below the 300 hPa range limit (about 9 000 m)",
)
cq(
    E,
    NO,
    "emr-270l on a 9v battery, out pin going to an esp32 gpio (3.3v logic) - safe?",
    ["EMR-270L"],
    F.EM_VCC_L,
    F.EM_9V,
    note="9 V within 2.7-12 V but OUT follows VCC; the FAQ says not to connect it to a 3.3 V input",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Will a KBP-612X still meet its ±0.40 hPa absolute accuracy after five years in a weather "
    "station?",
    ["KBP-612X"],
    F.KB_STAB,
    note="long-term stability is given for 12 months only",
)
cq(
    E,
    IE,
    "dhm-2980f on a robot lawnmower that runs in the rain - is the board rated for that?",
    ["DHM-2980F"],
    note="no IP rating, coating or moisture statement on the sheet",
)
cq(
    M,
    IE,
    "Can the GTA1614 reject 50 Hz mains hum by at least 80 dB when it measures a thermocouple at "
    "10 SPS?",
    [GT],
    note="no mains rejection or filter response is given",
)
cq(
    M,
    IE,
    "mzt485 at 115200 baud over 1200 m of cat5, both ends terminated with 120 ohm - will it work?",
    [MZ],
    F.MZ_RATE5,
    F.MZ_BUS,
    note="data rate and termination fit; no cable length is given",
)
cq(
    M,
    IE,
    "The VKG-260P will sit on the dashboard behind a car windscreen with a metallised "
    "heat-reflective coating. Will it still get a fix?",
    ["VKG-260P"],
    F.VK_METAL,
    note="the sheet only warns against mounting under metal or carbon fibre; nothing on coated "
    "glass",
)
cq(
    E,
    IE,
    "Will an EMR-270 detect my cat walking past at 5 m?",
    [EM],
    F.EM_PEOPLE,
    note="the range is given for people; nothing on small animals",
)
cq(
    M,
    IE,
    "A UVD-9612 will show a static dashboard 24/7 for three years. Will it stay free of burn-in?",
    [UV],
    F.UV_LIFE,
    note="burn-in is described but no hour rating is published",
)
cq(
    E,
    IE,
    "does the rcb-2405u tell an ipad it may pull 2.4 a (apple charger id) so it charges at full "
    "speed?",
    ["RCB-2405U"],
    F.RC_USB,
    note="2.4 A per port is rated, but no USB identification (Apple divider, BC1.2) is stated",
)
cq(
    H,
    IE,
    "Can the RCB-2405 deliver 2.2 A continuously at an ambient temperature of 60 °C?",
    [RC],
    F.RC_DERATE,
    note="derating is given at 50 degC (2.5 A) and 70 degC (1.5 A) only; 60 degC is not stated",
)
