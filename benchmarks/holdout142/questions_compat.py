"""Compatibility questions of the hundred-and-forty-second hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import GK, HJ, KV, MT, PX, SL, VL, Fact, join, q

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
    "hj7s04 (a2..a0 tied low) and a gkb-388 on one esp32 i2c bus, both powered from 3v3 - "
    "any problem?",
    [HJ, GK],
    F.HJ_VDD,
    F.HJ_VIH33,
    F.HJ_ADDR_000,
    F.GK_VIN,
    F.GK_ADDR,
    note="0x70 vs 0x77; 3.3 V is within 3.0-5.5 V and 3.3-5.5 V; VIH 2.3 V at VDD = 3.3 V",
)
cq(
    E,
    OK,
    "Can a KVA-0510 powered from a 24 V supply turn the RC-filtered PWM output of a 5 V "
    "Arduino Uno into a 0–10 V signal for a frequency inverter?",
    [KV],
    F.KV_VS,
    F.KV_IN0510,
    F.KV_OUTRANGE,
    F.KV_ARDUINO,
)
cq(
    E,
    OK,
    "kva-0510 on a 12v car battery (14.4v with the engine running)?",
    [KV],
    F.KV_VS,
    F.KV_SUPPLY,
    note="10.8-26.4 V covers 12-14.4 V; note F.4 says so in words",
)
cq(
    E,
    OK,
    "Can an ESP32 drive a KSR-35E over SPI, with the module powered from the ESP32 board's "
    "3.3 V pin?",
    ["KSR-35E"],
    F.KS_VCC,
    F.KS_SPI,
    F.KS_HOST,
)
cq(
    M,
    OK,
    "ksr-35e running straight off 2 x aa cells (about 3.2v fresh, 2.0v when flat)?",
    ["KSR-35E"],
    F.KS_VCC,
    F.KS_LOWV,
    note="the whole discharge stays within 1.8-3.6 V; below 2.4 V the maximum output power is "
    "about 2 dB lower, which does not stop operation",
)
cq(
    E,
    OK,
    "slh2272 enable pins driven straight from a 1.8v gpio?",
    [SL],
    F.SL_VIH,
    F.SL_LOGIC,
)
cq(
    M,
    OK,
    "Can one channel of an SLH2272C switch a 1.5 A USB load on a 5 V rail?",
    ["SLH2272C"],
    F.SL_VIN,
    F.SL_IOUT_C,
    note="1.5 A is below the 2.0 A continuous rating; the current-limit minimum is 2.25 A",
)
cq(
    E,
    OK,
    "mtf-12 on a 5v arduino uno: powered from the 5v pin, yellow wire straight into d2?",
    [MT],
    F.MT_VCC,
    F.MT_ARDUINO,
)
cq(
    M,
    OK,
    "Can a 5 V Arduino Uno read the GKB-388 over I²C with the module's VIN on the Uno's 5 V "
    "pin?",
    [GK],
    F.GK_VIN,
    F.GK_5V,
    note="SDA / SCL are level-shifted to VIN; only SPI is limited to 3.3 V logic",
)
cq(
    E,
    OK,
    "vlc-51 with a 2000mah lipo powering a raspberry pi zero 2 w (about 0.35a, peaks 0.6a)?",
    [VL],
    F.VL_VOUT,
    F.VL_IOUT_ALL,
    F.VL_PI,
    note="the FAQ names the Pi Zero 2 W as fine while the cell is above 3.3 V; 0.35 A is far "
    "above the 40 mA auto-off threshold",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "pxu4710 sda/scl wired straight to an esp32 (3.3v i/o), no level shifter?",
    [PX],
    F.PX_VDDIO,
    F.PX_ABS_IO,
    F.PX_33,
)
cq(
    H,
    NO,
    "A PXU4710A (VDD from the Raspberry Pi's 3.3 V pin, VDDIO from a 1.8 V LDO) and a "
    "GKB-388 share the Pi's 3.3 V I²C bus without any level translator. Will that work?",
    ["PXU4710A", GK],
    F.PX_VDD,
    F.PX_VDDIO,
    F.PX_ABS_IO,
    F.PX_33,
    F.PX_ADDR_A,
    F.GK_ADDR,
    note="supplies and addresses (0x29 vs 0x77) are fine, but the bus idles at 3.3 V while the "
    "PXU4710 pins are limited to VDDIO + 0.3 V (2.2 V)",
)
cq(
    M,
    NO,
    "Can an HJ7S04 with A2, A1 and A0 tied high share an I²C bus with a GKB-388 as shipped?",
    [HJ, GK],
    F.HJ_ADDR_111,
    F.GK_ADDR,
    note="both answer at 0x77; bridging the GKB-388 ADR pad (0x76) or any other A2..A0 setting "
    "fixes it",
)
cq(
    E,
    NO,
    "kva-0510 powered from a 5v usb power bank?",
    [KV],
    F.KV_VS,
    F.KV_SUPPLY,
)
cq(
    M,
    NO,
    "Will an ESP32's DAC output (0–3.3 V) into a KVA-0510 give the full 0–10 V output range?",
    [KV],
    F.KV_IN0510,
    F.KV_33SRC,
    note="gain 2.000 gives about 6.6 V; the KVA-0310 is the version for 3.3 V sources",
)
cq(
    E,
    NO,
    "slh2272 to switch a 12v led strip?",
    [SL],
    F.SL_VIN,
    F.SL_ABS,
    F.SL_RANGE,
)
cq(
    M,
    NO,
    "gkb-388 over spi from a 5v arduino mega?",
    [GK],
    F.GK_SPI,
    F.GK_5V,
    note="I2C would work; the SPI lines are not level-shifted",
)
cq(
    H,
    NO,
    "Can an HJ7S04 running from 3.3 V drive a blue 4-digit display (VF about 3.1 V) at the "
    "20 mA current setting?",
    [HJ],
    F.HJ_VDD,
    F.HJ_ISEG111,
    F.HJ_HEADROOM,
    F.HJ_VDDNOTE,
    note="VDD - VF = 0.2 V, below the 0.8 V the segment sources need; blue displays need "
    "VDD = 5 V",
)
cq(
    M,
    NO,
    "vlc-51 powering an esp32 logger that deep-sleeps most of the time (about 5 ma average) - "
    "will it stay on?",
    [VL],
    F.VL_AUTOOFF,
    F.VL_SLEEPY,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "ksr-35e with a quarter-wave wire antenna - will it reach 2 km line of sight?",
    ["KSR-35E"],
    note="no range figure or link budget is given; output power and sensitivity alone do not "
    "settle it",
)
cq(
    H,
    IE,
    "Can an SLH2272A channel sit in a backup power path where OUT is held at 5 V by a backup "
    "supply while IN drops to 0 V, without current flowing back into IN?",
    ["SLH2272A"],
    note="the sheet says nothing about reverse-current blocking or OUT > IN; only the OUT "
    "leakage with VOUT = 0 V is given",
)
cq(
    M,
    IE,
    "Will the KVA-0510 stay within ±0.5 % of full scale over its whole −20 to +60 °C "
    "operating range?",
    [KV],
    F.KV_GAINERR,
    F.KV_TOPR,
    note="the gain error (+/-0.25 % FS after trim) is given at 25 C only; no temperature "
    "coefficient or drift is stated",
)
cq(
    E,
    IE,
    "is the mtf-12 ok for drinking water lines (food safe)?",
    [MT],
    note="the sheet says water only and names the body material, but gives no drinking-water / "
    "food-contact approval",
)
cq(
    E,
    IE,
    "gkb-388 at the end of a 5 m i2c cable from an esp32?",
    [GK],
    note="no cable length, bus capacitance or level-shifter drive strength is stated",
)
cq(
    M,
    IE,
    "Will the PXU4710 still report a correct UV index when mounted behind a clear "
    "polycarbonate window?",
    [PX],
    note="the sheet gives the spectral response and field of view but says nothing about cover "
    "materials or their UV transmission",
)
cq(
    E,
    IE,
    "can i tie two hj7s04 segment outputs together to get 40 ma into one big segment?",
    [HJ],
    note="paralleling segment sources is neither allowed nor forbidden in the sheet",
)
cq(
    M,
    IE,
    "Is the VLC-51's 5 V output clean enough (below 50 mV ripple) for a small audio "
    "amplifier?",
    [VL],
    note="no output ripple or noise figure is given",
)
cq(
    H,
    IE,
    "Can a KSR-35U transmit continuously (100 % duty cycle) at +20 dBm?",
    ["KSR-35U"],
    note="the TX current at +20 dBm is given, but no duty-cycle, thermal or continuous-transmit "
    "limit for the KSR-35U; the duty-cycle note concerns the KSR-35E firmware and ETSI",
)
