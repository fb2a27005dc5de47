"""Compatibility questions of the hundred-and-fifty-third hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of those with one required check the sheets
do not support)."""

from __future__ import annotations

import facts as F
from qkit import FN, FX, JH, KB, NG, RO, SK, Fact, join, q

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
    "jhs-415 and an flx2317-i (a0, a1, a2 all grounded) on the same esp32 i2c bus, 3v3 supply "
    "for both, 400 khz clock - any clash?",
    ["JHS-415", "FLX2317-I"],
    F.JH_VDD15,
    F.JH_ADDR15,
    F.JH_FSCL,
    F.FX_VDD_I,
    F.FX_ADDR,
    F.FX_FSCL,
    note="0x4A or 0x4B vs 0x20; 3.3 V within 2.4 ... 5.5 V and 1.8 ... 5.5 V; 400 kHz within 1000 "
    "kHz and the 400 kHz fast-mode row for 2.7 ... 5.5 V",
)
cq(
    M,
    OK,
    "A VRB4130-33 (SOT-23-5) is fed from a 5 V USB rail and supplies an SKN-522 reader that is "
    "polling for cards with the RF field on. Does the regulator fit the reader?",
    ["VRB4130-33", SK],
    F.VR_VIN,
    F.VR_VOUT33,
    F.VR_IOUT,
    F.SK_VCC,
    F.SK_IREAD,
    note="5 V within 2.5 ... 16 V and above 3.3 V + 0.65 V; 3.234 ... 3.366 V within 3.0 ... 3.6 V; "
    "30 mA max. against 250 mA; (5 - 3.3) V x 30 mA = 51 mW, far below 400 mW",
)
cq(
    E,
    OK,
    "can i drive a kbm3620 straight from esp32 gpios (3.3v logic) with the motor on a 12v supply?",
    [KB],
    F.KB_VM,
    F.KB_VIH,
    F.KB_LOGIC,
    note="12 V within 6.5 ... 45 V; 3.3 V above VIH 1.5 V and the sheet says 3.3 V logic works "
    "directly",
)
cq(
    E,
    OK,
    "ngc4057 charging a normal 1s lipo (3.7v nominal, 4.2v full) from a 5v usb phone charger - ok?",
    [NG],
    F.NG_VCC,
    F.NG_VF,
    note="5 V within 4.25 ... 6.5 V; float voltage 4.158 ... 4.242 V matches a 4.2 V cell",
)
cq(
    M,
    OK,
    "I want to read a 24 V PLC output with an ESP32 through a ROC-8171 (no rank). The PLC drives "
    "the LED through 4.7 kΩ (about 5 mA), and the phototransistor pulls an ESP32 input low "
    "against a 10 kΩ pull-up to 3.3 V, which needs about 0.33 mA. Will it work?",
    [RO],
    F.RO_IF,
    F.RO_VF,
    F.RO_CTR,
    F.RO_IC,
    F.RO_VCEO,
    note="IF about 5 mA, well under 50 mA; CTR of at least 50 % at IF = 5 mA gives at least about "
    "2.5 mA of collector current against 0.33 mA needed; 3.3 V far below VCEO 80 V",
)
cq(
    E,
    OK,
    "fns-09 powered from 4 x aa nimh (4.8v), pulses straight from a raspberry pi pico gpio at "
    "3.3v - will that work?",
    [FN],
    F.FN_V,
    F.FN_SIG,
    note="4.8 V within 4.0 ... 6.0 V; 3.3 V pulses within the 2.7 ... 5.0 V signal level",
)
cq(
    M,
    OK,
    "Can a VRB4130-33 in SOT-89-3 run from a 12 V supply at 25 °C ambient to feed a sensor node "
    "that draws a steady 60 mA?",
    ["VRB4130-33P3"],
    F.VR_VIN,
    F.VR_VOUT33,
    F.VR_PDFORM,
    F.VR_PD89,
    note="12 V within 2.5 ... 16 V; (12 - 3.3) V x 60 mA = 0.52 W, under the 900 mW of SOT-89-3 "
    "at 25 degC; the same load in SOT-23-5 would exceed 400 mW (the sheet's example stops at 46 mA)",
)
cq(
    H,
    OK,
    "Building a small gate opener: 12 V lead-acid battery (10.5 V flat, 14.4 V while charging), a "
    "12 V gear motor that pulls 1.2 A running and 2.8 A when it stalls at the end stop, ESP32 "
    "GPIOs giving 3.3 V PWM at 20 kHz into IN1/IN2. I'd use a KBM3620 on a 4-layer board with "
    "thermal vias, room temperature, with RILIM = 22 kΩ (trip about 2.9 A). Does the KBM3620 "
    "cover all of that?",
    [KB],
    F.KB_VM,
    F.KB_IRMS4,
    F.KB_PEAK,
    F.KB_VIH,
    F.KB_RILIM,
    F.KB_TRIP,
    note="10.5 ... 14.4 V within 6.5 ... 45 V; 1.2 A under 2.4 A (4-layer, 25 degC); 2.8 A stall "
    "under the 3.6 A peak and chopped at 64 kV / 22 kOhm = 2.9 A; 22 kOhm above the 18 kOhm "
    "minimum; 3.3 V above VIH 1.5 V; 20 kHz under 100 kHz",
)
cq(
    E,
    OK,
    "Can a JHS-410 run on a 5 V Arduino Uno with VDD from the Uno's 5 V pin and the I²C pull-ups "
    "to 5 V?",
    [JH],
    F.JH_VDD,
    F.JH_5V,
    note="5 V within 2.4 ... 5.5 V; with VDD = 5 V the 5 V pull-ups stay under VDD + 0.3 V, and "
    "the sheet recommends exactly this",
)
cq(
    E,
    OK,
    "skn-522 powered from the uno's 3.3v pin (50 ma available) with a level shifter on sck, "
    "mosi, sda and rst - fine?",
    [SK],
    F.SK_VCC,
    F.SK_IREAD,
    F.SK_UNO33,
    F.SK_LOGIC,
    note="3.3 V within 3.0 ... 3.6 V; 30 mA max. under 50 mA (the sheet's own wiring note); the "
    "level shifter keeps the inputs below 3.6 V",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the skn-522 from the 5v pin of my uno? it's just a 3.3v board right, should be "
    "tolerant",
    [SK],
    F.SK_VCC,
    F.SK_5V,
    note="5 V above 3.6 V; no regulator on the board",
)
cq(
    E,
    NO,
    "Can a KBM3620 run a small 5 V motor with VM taken from a 5 V USB supply?",
    [KB],
    F.KB_VM,
    F.KB_5V,
    note="5 V below the 6.5 V minimum; the sheet names this case",
)
cq(
    M,
    NO,
    "An FLX2317-I runs from 3.3 V. Can its inputs read the 5 V push-pull outputs of a 5 V logic "
    "board directly, without level shifting?",
    ["FLX2317-I"],
    F.FX_VDD_I,
    F.FX_5V,
    note="pins may see at most VDD + 0.6 V = 3.9 V; the sheet says it cannot read 5 V signals",
)
cq(
    H,
    NO,
    "my sensor logger runs off a 1s lipo through a vrb4130-33. the logger pulls 100 ma while it "
    "writes to the sd card, and i let the cell run down to 3.4 v before it shuts off. will i get "
    "a properly regulated 3.3 v the whole way down?",
    ["VRB4130-33"],
    F.VR_VOUT33,
    F.VR_DO33,
    note="at 100 mA the dropout is up to 260 mV (180 typ.), so at 3.4 V in the output is at most "
    "3.22 V typ. and 3.14 V worst case, below the 3.234 V minimum",
)
cq(
    E,
    NO,
    "fns-09 straight onto a 2s lipo, no bec - fine?",
    [FN],
    F.FN_V,
    F.FN_2S,
    note="7.4 V nominal, 8.4 V charged, above the 6.0 V maximum; the sheet names this case",
)
cq(
    E,
    NO,
    "Can the NGC4057 charge a single LiFePO4 cell (3.2 V nominal, 3.6 V full)?",
    [NG],
    F.NG_VF,
    F.NG_LFP,
    note="the float voltage is 4.2 V; the sheet says neither version is for LiFePO4",
)
cq(
    M,
    NO,
    "three jhs-410s on one i2c bus, no mux - will that work?",
    [JH],
    F.JH_ADDR,
    F.JH_TWO,
    note="only two addresses, 0x4A and 0x4B",
)
cq(
    H,
    NO,
    "I want an FLX2317 at 5 V to sink 16 LEDs directly, about 10 mA each, and they can all be on "
    "at once. Is that within its ratings?",
    [FX],
    F.FX_SINK,
    F.FX_TOTAL,
    note="10 mA above the 8 mA per pin, and 16 x 10 mA = 160 mA above the 150 mA out of VSS; the "
    "25 mA absolute maximum is a stress rating",
)
cq(
    M,
    NO,
    "Can a ROC-8171 pass a 100 kHz PWM signal with a 100 Ω load at VCE = 2 V, IC = 2 mA?",
    [RO],
    F.RO_TR,
    F.RO_FC,
    note="a 10 us period against rise and fall times up to 18 us each and an 80 kHz cut-off",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can a KBM3620 on a 4-layer board with thermal vias deliver 2 A continuous at 100 °C ambient?",
    [KB],
    F.KB_IRMS4,
    F.KB_CONT,
    note="2.4 A is given at TA = 25 degC; no derating with ambient temperature is given (operation "
    "to 125 degC is allowed but not at which current)",
)
cq(
    E,
    IE,
    "will the skn-522 read cards through a 25 mm thick wooden door?",
    [SK],
    F.SK_WOOD,
    note="the shop tested 10 mm of wood or plastic only",
)
cq(
    E,
    IE,
    "Can a JHS-415 work long-term in an indoor pool room with chlorine vapour in the air?",
    ["JHS-415"],
    F.JH_NORMAL,
    note="no chemical resistance is stated; temperature and humidity are within range",
)
cq(
    E,
    IE,
    "fns-09 on a model boat rudder that gets salt spray all the time - ok?",
    [FN],
    note="no sealing, IP rating or corrosion statement is given",
)
cq(
    H,
    IE,
    "so my esp32 project runs off a 1s lipo and i want to charge it with an ngc4057 while the esp32 "
    "keeps running off the same cell (about 80 ma average). will the charger still finish and "
    "terminate properly with that load hanging on the battery?",
    [NG],
    note="charge current and termination at C/10 are given, but nothing about a load on BAT during "
    "charging or load sharing",
)
cq(
    M,
    IE,
    "An ESP32 fed by a VRB4130-33 jumps from 20 mA to 250 mA when Wi-Fi transmits. Will the 3.3 V "
    "output stay within 100 mV during that step?",
    ["VRB4130-33"],
    note="no load-transient response is given; 250 mA is within the rating but the dip is not "
    "specified",
)
cq(
    E,
    IE,
    "Is the ROC-8171 UL 1577 or VDE approved for my mains-powered product?",
    [RO],
    note="5000 Vrms isolation is given, but no safety approval or certificate",
)
cq(
    M,
    IE,
    "flx2317 at the end of a 10 m i2c cable at 100 khz - will it work?",
    [FX],
    note="no bus capacitance limit, drive strength for long lines or cable guidance is given",
)
cq(
    E,
    IE,
    "Can the SKN-522 read MIFARE DESFire EV2 cards?",
    [SK],
    F.SK_CARDS,
    note="the sheet lists MIFARE Classic, Ultralight and NTAG only; DESFire is neither listed nor "
    "excluded",
)
