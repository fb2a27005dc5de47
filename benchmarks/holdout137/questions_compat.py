"""Compatibility questions of the hundred-and-thirty-seventh hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import GR, IV, LM, MP, TA, TF, VT, Fact, join, q

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
    "Can a TFB-36 and an LMQ-64R share one Arduino Uno's SPI bus (SCK on D13, MOSI on D11, "
    "separate chip selects on D10 and D9), both powered from the Uno's 5 V?",
    [TF, "LMQ-64R"],
    F.TF_VCC,
    F.TF_VIH,
    F.TF_SHARE,
    F.LM_VCC,
    F.LM_VIH,
    F.LM_SHARE,
    note="5 V logic meets both VIH (2.0 V / 3.5 V); the TFB-36 releases MISO when its CS is "
    "high; the LMQ-64 only latches on its own CS and DOUT is left off MISO",
)
cq(
    E,
    OK,
    "tfb-36 on a 5v arduino uno, vcc to the 5v pin and the spi pins wired straight?",
    [TF],
    F.TF_VCC,
    F.TF_VIH,
    F.TF_5VBOARD,
)
cq(
    E,
    OK,
    "Can a TFB-36N be powered from an ESP32 DevKit's 3.3 V pin and wired straight to its SPI pins?",
    ["TFB-36N"],
    F.TF_VCC_N,
    F.TF_ESP32ROW,
    note="3.3 V within 3.0-3.6 V; the wiring table names exactly this set-up",
)
cq(
    M,
    OK,
    "chain of 4 lmq-64r modules at full brightness on a 5v 2a supply, driven by an arduino "
    "uno - enough power?",
    ["LMQ-64R"],
    F.LM_VCC,
    F.LM_I15,
    F.LM_CHAIN4,
    note="4 x 320 mA = 1.28 A, under 2 A; the sheet recommends exactly this supply",
)
cq(
    H,
    OK,
    "A 2S 18650 pack behind an MPP-2S10B feeds an IVD2710 that drives two small gear motors "
    "running at 1.2 A each, one per bridge, at room temperature. Can the protection board "
    "and the driver handle that?",
    ["MPP-2S10B", IV],
    F.MP_CONT10,
    F.MP_PACK,
    F.IV_VM,
    F.IV_IRMS,
    note="pack 6.0-8.4 V within VM 2.7-10.8 V; 2.4 A total under 10 A continuous; 1.2 A "
    "under 1.5 A RMS per bridge",
)
cq(
    E,
    OK,
    "ivd2710 with esp32 3v3 logic on the inputs and a 1s lipo (3.0-4.2v) on vm?",
    [IV],
    F.IV_VM,
    F.IV_VIH,
    F.IV_LOGIC,
)
cq(
    M,
    OK,
    "A VTP-100-5, powered from a 24 V PLC supply, converts the PLC's 0-10 V analog output into "
    "PWM for an input pin of a 5 V Arduino Uno. Does that work?",
    ["VTP-100-5"],
    F.VT_VS,
    F.VT_AIN10,
    F.VT_VOH5,
    F.VT_5VMCU,
)
cq(
    H,
    OK,
    "Can a TAX3116 powered at 3.3 V and a TFB-36 with VCC from the ESP32 DevKit's 5 V pin "
    "share the ESP32's SPI bus (separate CS pins) at an 8 MHz clock?",
    [TA, TF],
    F.TA_VDD,
    F.TA_SPI,
    F.TF_VCC,
    F.TF_SCK,
    F.TF_ON33,
    F.TF_SHARE,
    note="8 MHz is under 10 MHz (TAX3116) and 25 MHz (TFB-36); the TFB-36 takes 3.3 V "
    "signals, returns MISO at 3.3 V and releases MISO when its CS is high",
)
cq(
    E,
    OK,
    "grf-940-3 on an esp32 with vcc from the 3v3 pin and do into a gpio - safe?",
    ["GRF-940-3"],
    F.GR_VCC,
    F.GR_33,
)
cq(
    E,
    OK,
    "Can the NWM-210Q run straight from one 18650 Li-ion cell (4.2 V full, used down to 3.6 V)?",
    ["NWM-210Q"],
    F.NW_VBAT,
    F.NW_PEAK,
    F.NW_LIION,
    note="3.6-4.2 V within 3.4-4.4 V; the sheet calls a single Li-ion cell the ideal supply "
    "(it has to deliver the 2 A bursts)",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "tfb-36n on a 5v arduino uno?",
    ["TFB-36N"],
    F.TF_VCC_N,
    F.TF_N_NO5V,
)
cq(
    E,
    NO,
    "Can I power a TFB-36 from the 3.3 V pin of an ESP32 board?",
    [TF],
    F.TF_VCC,
    F.TF_ON33,
    note="3.3 V is below the 4.5 V minimum; the TFB-36N or VCC from 5 V is the fix",
)
cq(
    M,
    NO,
    "lmq-64 on 5v with din, clk and cs straight from esp32 gpios (3v3 logic) - within spec?",
    [LM],
    F.LM_VCC,
    F.LM_VIH,
    F.LM_33,
    note="3.3 V is below VIH 3.5 V; the FAQ says it may seem to work but is outside the "
    "specification",
)
cq(
    E,
    NO,
    "Can an LMQ-64R score display work outdoors at -20 °C in winter?",
    ["LMQ-64R"],
    F.LM_TOPR,
    F.LM_COLD,
)
cq(
    E,
    NO,
    "mpp-2s05 for a 2s robot with two motors pulling 3.5 a each, continuously?",
    [MP],
    F.MP_CONT05,
    F.MP_MOTORS,
    note="7 A continuous is above 5 A (it is under the 8 A peak, but only for 3 s)",
)
cq(
    M,
    NO,
    "Can the MPP-2S10B protect a 2S LiFePO4 pack (3.65 V per cell when full)?",
    ["MPP-2S10B"],
    F.MP_LFP,
    note="the answer is only in the FAQ; the thresholds are set for Li-ion",
)
cq(
    E,
    NO,
    "ivd2710 motor supply straight from a 12v adapter?",
    [IV],
    F.IV_VM,
    F.IV_VMABS,
    note="12 V is above the 10.8 V recommended maximum and the 11.8 V absolute maximum",
)
cq(
    E,
    NO,
    "vtp-100-5 pwm output straight into an esp32 gpio?",
    ["VTP-100-5"],
    F.VT_VOH5,
    F.VT_33MCU,
)
cq(
    H,
    NO,
    "The NWM-210Q's RXD is wired straight to an ESP32 TX pin (3.3 V logic) and its TXD to the "
    "ESP32's RX. Is that within the module's ratings?",
    ["NWM-210Q"],
    F.NW_VIH,
    F.NW_ABSDIG,
    F.NW_33HOST,
    note="3.3 V on RXD exceeds VIH max and the 3.1 V absolute maximum; TXD to the ESP32 RX "
    "alone would be fine",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "tfb-36 at the end of a 2 m ribbon cable from a 5v arduino at 4 mhz spi - will it work "
    "reliably?",
    [TF],
    note="levels and clock fit, but no cable length or capacitive-load limit is given",
)
cq(
    E,
    IE,
    "Can an LMQ-64R be read from 30 m away across a sports hall?",
    ["LMQ-64R"],
    note="no luminous intensity or viewing angle is given",
)
cq(
    E,
    IE,
    "mpp-2s10b in a kayak where it gets splashed - ok?",
    ["MPP-2S10B"],
    note="no IP rating, coating or humidity statement",
)
cq(
    M,
    IE,
    "Will a VTP-100's AIN input work reliably over a 50 m cable laid next to 400 V motor cables "
    "in a factory?",
    [VT],
    note="no EMC, surge or cable-length data; 'not galvanically separated' alone does not "
    "settle it",
)
cq(
    M,
    IE,
    "Will a TAX3116 survive a 2 m drop onto a concrete floor while unpowered?",
    [TA],
    F.TA_SHOCK,
    note="the shock rating (10 000 g, 0.2 ms) is given, but not what a 2 m drop produces",
)
cq(
    M,
    IE,
    "the esp32 sets the ivd2710's nsleep high and starts pwm 50 µs later - will the bridges "
    "already follow the inputs?",
    [IV],
    note="no wake-up time from sleep is given",
)
cq(
    E,
    IE,
    "will the grf-940 pick up a hydrogen flame?",
    [GR],
    F.GR_SPECTRAL,
    note="the sensor's spectral range is given, not what a hydrogen flame emits there",
)
cq(
    M,
    IE,
    "can the nwm-210q's ri pin wake an esp32 from deep sleep when an sms comes in?",
    ["NWM-210Q"],
    F.NW_RI,
    note="RI is only named; its behaviour on an incoming SMS is not described",
)
cq(
    M,
    IE,
    "An MPP-2S10B balances two 2500 mAh cells that are 300 mV apart. Will they be balanced "
    "after one overnight charge?",
    ["MPP-2S10B"],
    F.MP_BLEED,
    note="the 42 mA bleed current is given; how many mAh 300 mV means is not",
)
