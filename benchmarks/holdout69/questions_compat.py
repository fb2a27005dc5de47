"""Compatibility questions of the sixty-ninth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import CR, FR, HX, JY, NK, OR, PB, VR, Fact, join, q

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
    "will my 5v arduino uno run the jy-091 oled straight off its 5v pin?",
    [JY],
    F.JY_VCC,
)
cq(
    E,
    OK,
    "Can I power the HX-801 from an ESP32's 3.3 V pin and read DO on a GPIO?",
    [HX],
    F.HX_VCC,
    F.HX_3V3,
)
cq(
    M,
    OK,
    "fr4-5v-h board on 5v, inputs driven by a 3v3 esp32 - will the relays click?",
    [FR],
    F.FR_VCC,
    F.FR_H_ON,
    F.FR_3V3,
)
cq(
    M,
    OK,
    "Can one FR4-5V relay switch a 230 V AC, 8 A resistive heater?",
    [FR],
    F.FR_CONT,
)
cq(
    M,
    OK,
    "Can the PMK-BST12 run from a 5 V USB power bank and supply a 12 V load drawing 300 mA?",
    [PB],
    F.PB_VIN,
    F.PB_VOUT,
    F.PB_I50,
)
cq(E, OK, "can i run the nkd3208 at 5v with a 2 mhz sclk?", [NK], F.NK_VDD, F.NK_CLK5)
cq(
    M,
    OK,
    "ORB6620 (SA0 to GND) and a JY-091 on one I2C bus, both powered from 3.3 V: any clash?",
    [OR, JY],
    F.OR_ADDR,
    F.JY_ADDR,
    F.OR_VDD,
    F.JY_VCC,
    note="0x6A vs 0x3C; run the bus at the JY-091's 400 kHz",
)
cq(
    M,
    OK,
    "Can a VRF-LW and an ORB6620 (VDD and VDDIO) share one 3.3 V LDO rail?",
    [VR, OR],
    F.VR_VDD,
    F.OR_VDD,
    F.OR_VDDIO,
)
cq(
    H,
    OK,
    "Can a CRS3410B run a string of 9 white LEDs (3.2 V each) from a 1S Li-ion cell (3.0-4.2 V)?",
    [CR],
    F.CR_VIN,
    F.CR_OVP_B,
    F.CR_NLED,
    note="9 x 3.2 V = 28.8 V, below the 36 V minimum OVP of the B grade",
)
cq(
    E,
    OK,
    "will the orb6620 and the vrf-lw both keep working at -30c outdoors?",
    [OR, VR],
    F.OR_TOP,
    F.VR_TOP,
)

# ---------------------------------------------------------------- incompatible (9)
cq(E, NO, "can i power the hx-801 from 12v?", [HX], F.HX_VCC, F.HX_MAX)
cq(E, NO, "Can I connect the VRF-LW's VDD straight to a 5 V supply?", [VR], F.VR_VDD, F.VR_ABS)
cq(E, NO, "pmk-bst12 on a 2s lipo, ok?", [PB], F.PB_VIN, F.PB_ABS, F.PB_2S)
cq(
    M,
    NO,
    "fr4-5v-l inputs straight from esp32 3v3 gpios, board on 5v - will it work?",
    [FR],
    F.FR_VCC,
    F.FR_L_OFF,
    F.FR_3V3,
    note="the -L version releases only at ≥ VCC - 0.5 V; a 3.3 V high cannot turn it off",
)
cq(
    M,
    NO,
    "Can a CRS3410A drive a string of 9 white LEDs (3.2 V each)?",
    [CR],
    F.CR_OVP_A,
    F.CR_NLED,
)
cq(
    H,
    NO,
    "orb6620 powered at 3v3, can i hook its sda/scl straight to a 5v uno without a level shifter?",
    [OR],
    F.OR_VDDIO,
    F.OR_VIN,
    note="inputs limited to VDDIO + 0.3 V, VDDIO at most 3.6 V",
)
cq(
    H,
    NO,
    "JY-091 powered from 5 V with an ESP32 (3.3 V I/O) driving SCL/SDA: will the levels work?",
    [JY],
    F.JY_VCC,
    F.JY_VIH,
    F.JY_PULL,
    note="VIH = 0.8 VCC = 4.0 V at 5 V, above a 3.3 V high; pull-ups also go to 5 V",
)
cq(
    M,
    NO,
    "NKD3208 running at 3.3 V with its SPI lines driven by a 5 V Arduino: OK?",
    [NK],
    F.NK_VDD,
    F.NK_5VLOGIC,
)
cq(E, NO, "can the pmk-bst12 give me 9v for a guitar pedal?", [PB], F.PB_VOUT, F.PB_FIXED)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "will the hx-801 notice my washing machine's spin cycle, about 0.05 g of shaking?",
    [HX],
    F.HX_NOG,
    note="no trigger threshold in g is specified",
)
cq(
    M,
    IE,
    "Will the FR4-5V relays last 1 million switching cycles in my sprinkler controller?",
    [FR],
    F.FR_CONT,
    note="no mechanical or electrical life in the sheet",
)
cq(
    M,
    IE,
    "can a vrf-lw915 reach my gateway 10 km away line of sight?",
    [VR],
    F.VR_RANGE,
    note="no range is specified",
)
cq(
    H,
    IE,
    "Is the ORB6620 accelerometer quiet enough (< 100 µg/√Hz) for my seismograph at ±2 g?",
    [OR],
    F.OR_FS_XL,
    note="accelerometer noise density is not given (only gyro 4.5 mdps/√Hz)",
)
cq(
    H,
    IE,
    "is the pmk-bst12 output clean enough (<20 mv ripple) for an audio preamp drawing 100 ma from a 5v usb port?",
    [PB],
    F.PB_VIN,
    F.PB_I50,
    F.PB_RIPPLE,
    note="ripple stated only at full load (60 mV); not at 100 mA",
)
cq(
    E,
    IE,
    "can i read the jy-091 in direct sunlight?",
    [JY],
    note="brightness is given but no sunlight readability statement",
)
cq(
    M,
    IE,
    "Is the CRS3410B at least 85 % efficient driving 6 LEDs at 20 mA from a 3.7 V cell?",
    [CR],
    F.CR_VIN,
    F.CR_NLED,
    note="input and LED count are fine; no efficiency figure or curve in the sheet",
)
cq(
    E,
    IE,
    "Is the NKD3208 AEC-Q100 qualified for my car project?",
    [NK],
    note="no automotive qualification statement",
)
cq(
    M,
    IE,
    "will a vrf-lw868 last 2 years on 2 aa cells sending one packet an hour?",
    [VR],
    F.VR_SLEEP,
    note="airtime / energy per uplink not given; 2 x AA (3.0 V) is inside the supply range",
)
