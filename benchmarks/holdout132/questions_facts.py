"""Factual questions of the hundred-and-thirty-second hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BJ, DL, HU, IE, KB, KV, SP, SQ, SV, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- SVE24B64
fq(
    E,
    "What supply voltage range does the SVE24B64 accept in temperature grade I?",
    ["SVE24B64-I"],
    F.SV_VCC_I,
    note="the grade E column (2.5-5.5 V) and the absolute maximum 6.25 V are look-alikes",
)
fq(
    E,
    "sve24b64 i2c address range?",
    [SV],
    F.SV_ADDR,
    note="A0h-AFh are 8-bit control bytes; 1010 is the device-type code",
)
fq(
    H,
    "What is the maximum SCL clock frequency of the SVE24B64 when it runs from 1.8 V?",
    [SV],
    F.SV_FSCL_LOW,
    note="stacked per VCC band; 1000 kHz holds from 2.5 V; the 1 MHz feature line is a look-alike",
)
fq(
    M,
    "standby current of the sve24b64 e-grade at 5.5v?",
    ["SVE24B64-E"],
    F.SV_STBY_E,
    note="column group per grade: grade I is 0.1 / 1 uA; the input leakage +/-1 uA and the "
    "read current 0.3 / 1 mA are look-alikes",
)
ie(
    M,
    "What is the SVE24B64's write current at VCC = 1.8 V?",
    [SV],
    "the write current is only given at VCC = 5.5 V (1.5 / 3 mA); standby is the only current "
    "given at 1.8 V",
    F.SV_WRITE,
)
# ---------------------------------------------------------------- DOL-40
fq(
    E,
    "dol-40 default i2c address?",
    [DL],
    F.DL_ADDR,
    note="0x52 / 0x53 are 8-bit views; 0x8A is the address register, 0xC0 / 0xEE the model ID",
)
fq(
    E,
    "What supply voltage does the DOL-40 module accept on VIN?",
    [DL],
    F.DL_VIN,
    note="the 2.8 V sensor core supply and the absolute maximum 6.0 V are look-alikes",
)
fq(
    M,
    "What is the maximum ranging rate of the DOL-40?",
    [DL],
    F.DL_RATE,
    note="timing budget 20-1000 ms (default 33 ms) and the 1.2 ms boot time are look-alikes",
)
fq(
    H,
    "how far can the dol-40w see a grey (17 %) target indoors?",
    ["DOL-40W"],
    F.DL_GREY_W,
    note="maximum distance stacked per target and light, column group per version: 1800 mm is "
    "the DOL-40 column; 2500 mm (white) and 800 mm (outdoor) are look-alikes",
)
fq(
    M,
    "What current does the DOL-40 draw with XSHUT held low?",
    [DL],
    F.DL_SD,
    note="software standby 7 / 12 uA, ranging 19 / 26 mA and peak 40 mA are look-alikes",
)
ie(
    E,
    "What is the optical output power of the DOL-40's laser?",
    [DL],
    "only the wavelength (940 nm) and Class 1 are given; no power figure",
    F.DL_CLASS,
)
# ---------------------------------------------------------------- BJX-LV4 / BJX-LV4T
fq(
    E,
    "bjx-lv4 low side voltage range?",
    [BJ],
    F.BJ_LV,
    note="the BJX-LV4T column (1.65-3.6 V) and the high side 2.5-5.5 V are look-alikes",
)
fq(
    M,
    "What high-side supply voltage (VCCB) does the BJX-LV4T accept?",
    ["BJX-LV4T"],
    F.BJ_LVT_B,
    note="column group per version: 2.5-5.5 V is the BJX-LV4 HV; VCCA 1.65-3.6 V is a look-alike",
)
fq(
    M,
    "Up to what I²C clock frequency can the BJX-LV4 be used with its on-board pull-ups?",
    [BJ],
    F.BJ_I2C,
    note="2 Mbit/s push-pull (with extra 2.2 kOhm) and 24 Mbit/s (BJX-LV4T) are look-alikes",
)
ie(
    M,
    "What is the propagation delay of the BJX-LV4 (the MOSFET version)?",
    [BJ],
    "the BJX-LV4 column shows a dash; 5 ns is the BJX-LV4T; the 1 us rise time in prose is not a "
    "propagation delay",
    F.BJ_TPD,
)
# ---------------------------------------------------------------- SHQ25F32
fq(
    E,
    "What supply voltage range is specified for the SHQ25F32V?",
    ["SHQ25F32V"],
    F.SQ_VCC_V,
    note="the SHQ25F32W column (1.65-1.95 V) and the absolute maximum 4.0 V are look-alikes",
)
fq(
    E,
    "shq25f32w vcc range?",
    ["SHQ25F32W"],
    F.SQ_VCC_W,
    note="the SHQ25F32V column (2.7-3.6 V) and the absolute maximum 2.5 V are look-alikes",
)
fq(
    H,
    "What is the highest SCK frequency allowed for the SHQ25F32's Read Data (03h) instruction?",
    [SQ],
    F.SQ_03,
    note="the name of the row above wraps over two lines; 133 / 104 MHz apply to all other "
    "instructions",
)
fq(
    M,
    "deep power down current of the shq25f32?",
    [SQ],
    F.SQ_DPD,
    note="standby current 10 / 50 uA and the input leakage +/-2 uA are look-alikes",
)
ie(
    M,
    "What read current does the SHQ25F32V draw at 133 MHz in Quad I/O mode?",
    ["SHQ25F32V"],
    "read current is only given at 50 MHz single and 104 MHz Quad I/O",
    F.SQ_READ,
)
# ---------------------------------------------------------------- HUM-232
fq(
    E,
    "hum-232 supply voltage?",
    [HU],
    F.HU_VCC,
    note="the absolute maximum 6.0 V is a look-alike",
)
fq(
    M,
    "What is the maximum data rate of the HUM-232 with a 1000 pF load?",
    [HU],
    F.HU_RATE,
    note="stacked per load capacitance: 120 kbit/s at 2500 pF; 230400 and 115200 baud are "
    "examples in prose",
)
fq(
    H,
    "what ttl high level does the hum-232 need on its txd pin when it runs at 5v?",
    [HU],
    F.HU_VIH5,
    note="stacked per VCC: 2.0 V at 3.3 V; the RS-232 input thresholds 0.6-2.4 V are look-alikes",
)
fq(
    M,
    "What voltage can the RS-232 receiver input of the HUM-232 withstand?",
    [HU],
    F.HU_RIN,
    note="the RS-232 output swing +/-5.0 / +/-5.4 V and the TTL input limit 6.0 V are look-alikes",
)
ie(
    E,
    "What isolation voltage does the HUM-232 provide between the RS-232 side and the TTL side?",
    [HU],
    "the module is not isolated; no isolation voltage exists",
    F.HU_ISO,
)
# ---------------------------------------------------------------- KVF-136
fq(
    E,
    "kvf-136 input voltage range?",
    [KV],
    F.KV_VIN,
    note="the absolute maximum 8.0 V and the 7.5 V solar-panel figure are look-alikes",
)
fq(
    E,
    "What charge voltage does the KVF-136 apply to the cell?",
    [KV],
    F.KV_VCHG,
    note="the recharge threshold 3.40 V and the precharge threshold 2.2 V are look-alikes",
)
fq(
    M,
    "charge current of the kvf-136-10?",
    ["KVF-136-10"],
    F.KV_ICHG10,
    note="two-line bilingual row name with the values between the lines; 450/500/550 mA is the "
    "-05 column; precharge 100 mA and termination 50 mA are look-alikes",
)
fq(
    H,
    "What precharge current does the KVF-136-05 use for a deeply discharged cell?",
    ["KVF-136-05"],
    F.KV_PRE05,
    note="100 mA is the -10 column; termination 25 mA and charge current 500 mA are look-alikes",
)
fq(
    M,
    "how much current does the kvf-136 pull from the cell when the input is unplugged?",
    [KV],
    F.KV_DRAIN,
    note="the input supply current 0.4 / 0.8 mA is a look-alike",
)
ie(
    E,
    "How long is the KVF-136's charge safety timer?",
    [KV],
    "no safety timer is mentioned; charging ends on the termination current",
)
# ---------------------------------------------------------------- KBS3102
fq(
    E,
    "What is the KBS3102's VDD supply voltage range?",
    [KB],
    F.KB_VDD,
    note="the LED supply 3.1-5.0 V and the absolute maximum 2.2 V are look-alikes",
)
fq(
    M,
    "kbs3102 led supply (vled) voltage range?",
    [KB],
    F.KB_VLED,
    note="the VDD range 1.7-2.0 V and the VLED+ absolute maximum 6.0 V are look-alikes",
)
fq(
    E,
    "i2c address of the kbs3102?",
    [KB],
    F.KB_ADDR,
    note="0xAE / 0xAF are 8-bit bytes; 0xFF / 0x15 are the part-ID register and value",
)
fq(
    E,
    "Which sample rates can the KBS3102 be programmed to?",
    [KB],
    F.KB_RATE,
    note="the 18-bit resolution and the 400 kHz I2C clock are look-alikes",
)
fq(
    H,
    "How accurate is the KBS3102's on-die temperature sensor?",
    [KB],
    F.KB_TACC,
    note="the row name wraps over two lines with the values between them; the -40 to +85 C "
    "operating range is a look-alike",
)
ie(
    M,
    "What ambient-light rejection (in dB) does the KBS3102 achieve?",
    [KB],
    "ambient-light cancellation is described in words only; no rejection figure is given",
    F.KB_ALC,
)
# ---------------------------------------------------------------- SPK-IR03
fq(
    E,
    "What supply voltage does the SPK-IR03 work from?",
    [SP],
    F.SP_VCC,
)
fq(
    M,
    "spk-ir03 detection range when powered at 3.3v?",
    [SP],
    F.SP_RANGE33,
    note="stacked per VCC: 2-30 cm at 5 V (also in the quick-spec card)",
)
fq(
    E,
    "what kind of output does the spk-ir03 have, analog or digital?",
    [SP],
    F.SP_OUT,
)
fq(
    H,
    "How much current does the SPK-IR03E draw at 5 V with its EN pin pulled low?",
    ["SPK-IR03E"],
    F.SP_EN5,
    note="two-line row names; 24 mA is the IR-on current of the SPK-IR03E, 23 mA the SPK-IR03, "
    "0.8 mA the 3.3 V row, 15 mA the output sink current",
)
ie(
    E,
    "how close does a black object need to be before the spk-ir03 sees it?",
    [SP],
    "black surfaces are only described as detected much closer than white paper; no distance",
    F.SP_BLACK,
)
