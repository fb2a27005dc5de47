"""Compatibility questions of the hundred-and-thirty-second hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BJ, DL, HU, KB, KV, SP, Fact, join, q

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
    "sve24b64-i on a cr2032 coin cell (3.0 v new, about 2.0 v at end of life), i2c at 100 khz "
    "- ok?",
    ["SVE24B64-I"],
    F.SV_VCC_I,
    F.SV_FSCL_LOW,
    note="1.7-5.5 V covers 2.0-3.0 V; below 2.5 V the SCL limit is 400 kHz, above 100 kHz",
)
cq(
    M,
    OK,
    "Can a DOL-40 and an SVE24B64-I with A2, A1 and A0 tied to GND share one ESP32 I²C bus "
    "at 3.3 V?",
    [DL, "SVE24B64-I"],
    F.DL_VIN,
    F.DL_ADDR,
    F.SV_VCC_I,
    F.SV_ADDR_LLL,
    note="0x29 vs 0x50; 3.3 V within 3.0-5.5 V and 1.7-5.5 V",
)
cq(
    E,
    OK,
    "dol-40 on a 5v arduino uno, vin to 5v and sda/scl straight to a4/a5 - ok?",
    [DL],
    F.DL_VIN,
    F.DL_ARDUINO,
)
cq(
    M,
    OK,
    "A KBS3102 (VDD from a 1.8 V LDO, VLED+ from the 3.3 V rail) and a DOL-40 (VIN = 3.3 V) "
    "share an ESP32 I²C bus pulled up to 3.3 V. Will both work?",
    [KB, DL],
    F.KB_VDD,
    F.KB_VLED,
    F.KB_ADDR,
    F.KB_PULL,
    F.DL_VIN,
    F.DL_ADDR,
    note="0x57 vs 0x29; the KBS3102 bus pins may be pulled up to 5.5 V independent of VDD",
)
cq(
    E,
    OK,
    "bjx-lv4 between an esp32 (3v3) and a 5v i2c sensor running at 100 khz?",
    [BJ],
    F.BJ_LV,
    F.BJ_HV,
    F.BJ_I2C,
    F.BJ_FAQ_ESP,
    note="LV 3.3 V within 1.8-5.0 V, HV 5 V within 2.5-5.5 V, 100 kHz under 400 kHz",
)
cq(
    H,
    OK,
    "A 5 V Arduino Uno talks to an SHQ25F32V at 8 MHz SPI through a BJX-LV4T with VCCA = 3.3 V "
    "and VCCB = 5 V; the flash runs from 3.3 V. Will that work?",
    ["SHQ25F32V", "BJX-LV4T"],
    F.SQ_VCC_V,
    F.SQ_FR_V,
    F.SQ_5V,
    F.BJ_LVT_A,
    F.BJ_LVT_B,
    F.BJ_PUSH,
    note="the flash needs a translator from 5 V; the BJX-LV4T takes 3.3 V / 5 V and 24 Mbit/s "
    "push-pull; 8 MHz is far below 133 MHz",
)
cq(
    E,
    OK,
    "shq25f32v on an esp32 3v3 spi bus at 40 mhz?",
    ["SHQ25F32V"],
    F.SQ_VCC_V,
    F.SQ_FR_V,
    note="3.3 V within 2.7-3.6 V; 40 MHz under 133 MHz (Read Data 03h only to 50 MHz)",
)
cq(
    E,
    OK,
    "hum-232d powered from a 5v arduino, talking to a plc's rs-232 port at 115200 baud?",
    ["HUM-232D"],
    F.HU_VCC,
    F.HU_RATE,
    F.HU_BAUDS,
    F.HU_DTE,
    note="115.2 kbit/s under 250 kbit/s (1000 pF); the PLC port needs a null-modem cable",
)
cq(
    E,
    OK,
    "kvf-136-10 fed from a 5v 2.1a usb power bank, charging a 1s lifepo4 cell at 1a?",
    ["KVF-136-10"],
    F.KV_VIN,
    F.KV_ICHG10,
    F.KV_USB,
)
cq(
    M,
    OK,
    "spk-ir03 powered from an esp32's 3v3 pin, needs to spot a white wall at 15 cm - will it?",
    [SP],
    F.SP_VCC,
    F.SP_RANGE33,
    note="2-20 cm at 3.3 V (white paper); OUT then swings to 3.3 V",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    M,
    NO,
    "Can an SVE24B64-I powered from 3.3 V sit on an I²C bus whose pull-ups go to 5 V?",
    ["SVE24B64-I"],
    F.SV_VCC_I,
    F.SV_INMAX,
    note="inputs must stay below VCC + 1.0 V = 4.3 V; the sheet says to supply it from 5 V",
)
cq(
    H,
    NO,
    "An SVE24B64-I with A2, A1 and A0 all tied to VCC shares an I²C bus with a KBS3102. Will "
    "the host be able to talk to both?",
    ["SVE24B64-I", KB],
    F.SV_ADDR_HHH,
    F.KB_ADDR,
    F.KB_FIXED,
    note="both answer at 0x57 and the KBS3102 address is fixed; other A2..A0 settings fix it",
)
cq(
    M,
    NO,
    "Two DOL-40 modules are wired to the same I²C bus with their XSHUT pins left unconnected. "
    "Can the host read both sensors?",
    [DL],
    F.DL_ADDR,
    F.DL_XSHUT,
    F.DL_MULTI,
    note="both wake at 0x29; re-addressing needs one held in shutdown through XSHUT",
)
cq(
    E,
    NO,
    "can i use the bjx-lv4t on the i2c bus between my raspberry pi and a 5v sensor?",
    ["BJX-LV4T"],
    F.BJ_LVT_A,
    F.BJ_LVT_B,
    F.BJ_T_I2C,
    note="the supplies fit, but the sheet forbids the BJX-LV4T on I2C",
)
cq(
    E,
    NO,
    "hum-232 in an outdoor cabinet that gets down to -20c in winter?",
    [HU],
    F.HU_TOPR,
)
cq(
    E,
    NO,
    "Can the KVF-136 charge a LiFePO4 cell straight from a 12 V car battery?",
    [KV],
    F.KV_VIN,
    F.KV_ABS,
    F.KV_12V,
    note="12-14.4 V is above the 6.0 V operating and 8.0 V absolute maximum input",
)
cq(
    E,
    NO,
    "Can I power the KBS3102's VDD pin from an ESP32's 3.3 V pin?",
    [KB],
    F.KB_VDD,
    F.KB_ABS_VDD,
    F.KB_3V3,
)
cq(
    M,
    NO,
    "spk-ir03 powered from the raspberry pi's 5v pin with out wired to a gpio - fine?",
    [SP],
    F.SP_VCC,
    F.SP_PI,
    note="OUT is pulled up to VCC = 5 V; the Pi's GPIOs are 3.3 V only",
)
cq(
    E,
    NO,
    "can the kvf-136 charge a 1s li-ion 18650 to 4.2v?",
    [KV],
    F.KV_VCHG,
    F.KV_LIION,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "An SVE24B64-E sits in an engine-bay logger at 125 °C. Will it keep its data for 20 years "
    "there?",
    ["SVE24B64-E"],
    F.SV_TEMP,
    F.SV_RETENTION,
    note="125 C is within grade E; retention is only given at 55 C (100 years)",
)
cq(
    E,
    IE,
    "can a dol-40 range a matte black (about 5 % reflectance) target at 1.5 m?",
    [DL],
    F.DL_GREY_W,
    F.DL_DARK,
    note="only 88 % white and 17 % grey targets are specified",
)
cq(
    E,
    IE,
    "Will the BJX-LV4 survive an 8 kV ESD contact discharge on its high-side pins?",
    [BJ],
    note="no ESD rating is given for either board",
)
cq(
    M,
    IE,
    "If we program the SHQ25F32V before it is reflow-soldered (260 °C peak), will the data "
    "survive the reflow?",
    ["SHQ25F32V"],
    F.SQ_REFLOW,
    note="only the 260 C lead-temperature rating and 20-year retention are given; nothing on "
    "data retention through reflow",
)
cq(
    E,
    IE,
    "hum-232 with a 30 m cable to a weighing scale at 115200 baud - will it work?",
    [HU],
    F.HU_RATE,
    F.HU_CABLE,
    note="the data-rate rows are per load capacitance; cable length and pF per metre are not given",
)
cq(
    E,
    IE,
    "Will the KVF-136 survive if the LiFePO4 cell is connected the wrong way round?",
    [KV],
    note="no reverse-polarity statement; BAT absolute maximum -0.3 V only",
)
cq(
    M,
    IE,
    "Is the KBS3102 good enough for a finger-clip pulse oximeter that must meet ±2 % SpO2 "
    "accuracy?",
    [KB],
    F.KB_SPO2,
    note="the sheet says SpO2 accuracy is not specified for the part",
)
cq(
    E,
    IE,
    "two spk-ir03 modules facing each other across a corridor - will they interfere?",
    [SP],
    note="nothing on crosstalk between modules",
)
cq(
    H,
    IE,
    "A KVF-136-10 charges a cell at 1 A from 5 V inside a sealed box at 50 °C ambient. Will it "
    "keep the full 1 A?",
    ["KVF-136-10"],
    F.KV_TAMB,
    F.KV_HEAT,
    note="50 C is within -20..+70 C, but whether the die stays below 115 C at 2 W in that "
    "ambient depends on a thermal resistance the sheet does not give",
)
