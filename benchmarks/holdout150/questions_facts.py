"""Factual questions of the hundred-and-fiftieth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import CY, IE, JC, LP, RK, UZ, ZM, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- QBM-2S
fq(
    E,
    "What continuous discharge current is the QBM-2S20 rated for at 25 °C?",
    ["QBM-2S20"],
    F.QB_I20_25,
    note="stacked per ambient (20 / 15 A); the QBM-2S8 column (8 A), the overcurrent trip "
    "30 / 35 / 40 A and the charging current 10 A are look-alikes",
)
fq(
    E,
    "how much does the qbm 2s8 board itself eat from the pack in normal mode (not locked out "
    "after a cut-off)?",
    ["QBM-2S8"],
    F.QB_IQ8,
    note="self-consumption stacked per state; the locked state 1.2 / 2 uA and the QBM-2S20 column "
    "10 / 15 uA are look-alikes",
)
fq(
    H,
    "What is the resistance of the charge and discharge MOSFET path of the QBM-2S8?",
    ["QBM-2S8"],
    F.QB_RON8,
    note="under a two-line name; the QBM-2S20 column (4.5 / 6.0 mOhm) and the short-circuit "
    "condition '< 10 mOhm' are look-alikes",
)
fq(
    M,
    "My QBM-2S20 sits inside a closed battery box that gets to about 50 °C. What continuous "
    "discharge current can I plan for?",
    ["QBM-2S20"],
    F.QB_I20_50,
    note="the sheet says to use the 50 degC row inside a closed box; 20 A (25 degC) and the trip "
    "current are look-alikes",
)
ie(
    M,
    "At what cell temperature does the QBM-2S8 stop a charge?",
    ["QBM-2S8"],
    "the board has no NTC or temperature input and does not stop a charge on temperature; the "
    "operating range -20 ... +60 degC is not a cut-off",
    F.QB_NTC,
)
# ---------------------------------------------------------------- UZT3120
fq(
    E,
    "What supply voltage can the UZT3120 run from?",
    [UZ],
    F.UZ_VCC,
    note="two rows stacked per supply mode (4.5-5.5 V and 3.0-3.6 V with V3 tied to VCC); the "
    "V3 regulator output 3.2-3.4 V and the absolute maximum 6.0 V are look-alikes",
)
fq(
    E,
    "uzt3120 current draw at 5v while it's passing data?",
    [UZ],
    F.UZ_ICC5,
    note="stacked per VCC (12 / 20 mA at 5 V, 8 / 14 mA at 3.3 V); the suspend current, the "
    "descriptor's bMaxPower 100 mA and the 2.5 mA USB suspend budget are look-alikes",
)
fq(
    H,
    "How much current does the UZT3120 draw in USB suspend when it runs from 3.3 V?",
    [UZ],
    F.UZ_SUSP33,
    note="stacked per VCC (150 / 250 uA at 5 V); the 2.5 mA in the prose is what USB allows, not "
    "what the chip draws",
)
fq(
    E,
    "fastest baud the uzt 3120n can do?",
    ["UZT3120N"],
    F.UZ_BAUD_N,
    note="the UZT3120 column (2 000 000 bps) and the USB 12 Mbit/s are look-alikes",
)
ie(
    M,
    "What ESD level does the UZT3120 withstand at the USB pins under IEC 61000-4-2 contact "
    "discharge?",
    [UZ],
    "only a human-body-model rating (+/-4 kV, all pins) is given, no IEC 61000-4-2 level",
    F.UZ_ESD,
)
# ---------------------------------------------------------------- JCX6205
fq(
    E,
    "What is the sensitivity of the JCX6205-10B?",
    ["JCX6205-10B"],
    F.JC_SENS10,
    note="column groups per version (400 / 200 / 100 mV/A); the ordering table repeats the typical "
    "values",
)
fq(
    E,
    "jcx6205 20b - what current range is it good for?",
    ["JCX6205-20B"],
    F.JC_RANGE20,
    note="the 100 A overcurrent pulse and the other versions' ranges are look-alikes",
)
fq(
    H,
    "What is the total output error of the JCX6205-05B over the full -40 to +125 °C range?",
    ["JCX6205-05B"],
    F.JC_ERR05T,
    note="three column groups with the error stacked per temperature (+/-1.5 % at 25 degC); the "
    "-20B feature line +/-1.0 % and the nonlinearity +/-0.8 % are look-alikes",
)
fq(
    M,
    "What supply voltage does the JCX6205 need, and how much supply current does it draw?",
    [JC],
    F.JC_VCC,
    F.JC_ICC,
    note="the absolute maximum 6.0 V, the output range 0.5-4.5 V and the noise in mA are "
    "look-alikes",
)
ie(
    M,
    "how much does the jcx6205 zero point drift per degree c?",
    [JC],
    "only the zero-current offset at 25 degC and the total error over temperature are given; no "
    "drift per degC",
    F.JC_OFFSET,
)
# ---------------------------------------------------------------- LPV4046
fq(
    E,
    "what i2c address does the lpv4046b use?",
    ["LPV4046B"],
    F.LP_ADDR_B,
    note="0x60 is the LPV4046; 0xA2 / 0xA3 are the write / read bytes; 0x0186 is the ID register",
)
fq(
    M,
    "What is the LPV4046's ambient-light resolution with the 640 ms integration time?",
    [LP],
    F.LP_RES640,
    note="one row per integration time (0.1 / 0.05 / 0.025 / 0.0125 lx/step); the full scale 819 lx "
    "is a look-alike",
)
fq(
    M,
    "What is the highest illuminance the LPV4046 can measure, using its shortest integration time?",
    [LP],
    F.LP_FS80,
    note="6553 lx at 80 ms; the longer integration times give 3276 / 1638 / 819 lx",
)
fq(
    M,
    "How much supply current does the LPV4046 draw with both the ALS and the proximity sensor "
    "shut down?",
    [LP],
    F.LP_SHDN,
    note="stacked per mode with a unit per line (120 / 210 uA, 0.33 mA); the emitter pulse current "
    "50-200 mA is a look-alike",
)
fq(
    E,
    "how far away can the lpv4046 pick something up?",
    [LP],
    F.LP_PROX,
    note="for an 18 % grey card at 200 mA; the 940 nm wavelength and the emitter currents are "
    "look-alikes",
)
ie(
    E,
    "How accurate is the LPV4046's distance reading, in millimetres?",
    [LP],
    "the sheet gives a detection range but no distance accuracy; it says the count for a given "
    "distance depends on the target and the cover glass",
    F.LP_DARK,
)
# ---------------------------------------------------------------- RKT-154
fq(
    E,
    "What supply voltage range does the RKT-154V accept?",
    ["RKT-154V"],
    F.RK_VCC_V,
    note="column groups per version; the RKT-154 column 3.0-3.6 V and the logic-high limit 5.5 V "
    "are look-alikes",
)
fq(
    M,
    "rkt-154 on 3v3 with the backlight at full brightness, how many ma?",
    [RK],
    F.RK_I33,
    note="stacked per supply and backlight state; the RKT-154V column 40 mA, the backlight LEDs "
    "alone (about 32 mA) and backlight off 6 mA are look-alikes",
)
fq(
    M,
    "What is the maximum SPI write clock of the RKT-154V?",
    ["RKT-154V"],
    F.RK_SPI_V,
    note="the RKT-154 column (62.5 MHz) and the read clock 6.6 MHz are look-alikes",
)
fq(
    H,
    "What logic-high input level does the RKT-154 (the 7-pin version) accept, minimum and maximum?",
    [RK],
    F.RK_VIH,
    note="under a two-line name; the RKT-154V column (up to 5.5 V) and the supply 3.6 V are "
    "look-alikes",
)
ie(
    E,
    "how bright is the rkt-154 screen, in nits?",
    [RK],
    "no luminance is given; the backlight current and PWM frequency are not a brightness",
)
# ---------------------------------------------------------------- RGK-433
fq(
    E,
    "what voltage does the rgk-433r receiver need, and how much current does it pull?",
    ["RGK-433R"],
    F.RG_RX_V,
    F.RG_RX_I,
    note="the transmitter's 3.0-12 V and its 9 / 14 / 28 mA are look-alikes",
)
fq(
    M,
    "What output power does the RGK-433T transmitter deliver when it runs from 5 V?",
    ["RGK-433T"],
    F.RG_TXP5,
    note="stacked per supply (+2 / +8 / +14 dBm); the '+14 dBm' feature line is the 12 V value",
)
fq(
    E,
    "building a garage door remote: the rgk-433t gets its power from the 12v rail of the door "
    "opener board, and the board can only spare a bit of current. how much does the transmitter "
    "pull while it's actually sending?",
    ["RGK-433T"],
    F.RG_TXI12,
    note="stacked per supply with a unit per line (9 / 14 / 28 mA, 1 uA with DATA low)",
)
fq(
    H,
    "What is the RGK-433R's sensitivity at 4.8 kbps?",
    ["RGK-433R"],
    F.RG_SENS48,
    note="stacked per data rate (-108 dBm at 1 kbps, the feature-line value)",
)
ie(
    M,
    "What image rejection does the RGK-433R superheterodyne receiver achieve?",
    ["RGK-433R"],
    "no image or adjacent-channel rejection is given; the IF bandwidth 300 kHz is not a rejection",
)
# ---------------------------------------------------------------- ZMV2427
fq(
    E,
    "What VDD range is the ZMV2427 specified for, and what is the absolute maximum VDD?",
    [ZM],
    F.ZM_VDD,
    F.ZM_ABS,
    note="the input limit 'VDD + 0.3' and the -5 V input rating are look-alikes",
)
fq(
    E,
    "zmv 2427h peak output current?",
    ["ZMV2427H"],
    F.ZM_PK_H,
    note="the ZMV2427 column (1.5 A) and the 0.5 A latch-up current are look-alikes",
)
fq(
    H,
    "What is the high-state output resistance of the ZMV2427 (the 1.5 A version)?",
    [ZM],
    F.ZM_ROH,
    note="under a two-line name in column groups; the low-state 6 / 9 Ohm and the ZMV2427H column "
    "2.8 / 4.0 Ohm are look-alikes",
)
fq(
    E,
    "zmv2427 supply current with both inputs held low?",
    [ZM],
    F.ZM_IQ,
    note="stacked per input state (1.0 / 2.0 mA with inputs high); the ZMV2427H column 0.15 / "
    "0.30 mA is a look-alike",
)
fq(
    M,
    "What operating ambient temperature range does the V grade of the ZMV2427 cover?",
    ["ZMV2427V"],
    F.ZM_TV,
    note="grade table; grade E (-40 ... +85 degC), the junction 150 degC and storage -65 ... +150 "
    "degC are look-alikes",
)
ie(
    H,
    "What rise time does the ZMV2427H reach into a 10 nF load at VDD = 18 V?",
    ["ZMV2427H"],
    "rise times are given for 1000 pF and 4700 pF only; the 10 nF example in the notes is about "
    "power, not timing",
    F.ZM_RISE,
)
# ---------------------------------------------------------------- CYM-10D
fq(
    E,
    "which i2c addresses can the cym-10d show up at?",
    [CY],
    F.CY_ADDR,
    note="three chips, two with a jumper-selectable alternative",
)
fq(
    M,
    "What is the CYM-10D accelerometer sensitivity in the ±4 g range?",
    [CY],
    F.CY_ACC4,
    note="stacked per full-scale setting (16384 / 8192 / 4096 / 2048 LSB/g); the gyro 65.5 "
    "LSB/(deg/s) in the same column is a look-alike",
)
fq(
    E,
    "cym-10d baro pressure range?",
    [CY],
    F.CY_BARO,
    note="the magnetometer +/-800 uT in the same row and the barometer accuracy are look-alikes",
)
fq(
    H,
    "How much current does the CYM-10D5 draw with all sensors asleep?",
    ["CYM-10D5"],
    F.CY_SLEEP5,
    note="stacked per mode with a unit per line in version columns; the CYM-10D column (18 uA) "
    "and the power LED 1.0 mA are look-alikes",
)
ie(
    M,
    "What is the gyro zero-rate offset drift of the CYM-10D over temperature?",
    [CY],
    "only sensitivity, noise density and data rates are given for the gyro; no offset or drift",
)
