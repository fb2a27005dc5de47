"""Compatibility questions of the hundred-and-forty-first hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BV, EM, HB, KV, RA, SV, TK, UD, Fact, join, q

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
    "kvj-230 on a 5v arduino uno, powered from the 5v pin with vrx/vry into a0/a1 - ok?",
    [KV],
    F.KV_VCC,
    F.KV_SWING5,
    F.KV_ARDUINO,
    note="5 V within 3.0-5.5 V; outputs 0.50-4.50 V stay inside the Uno's 0-5 V ADC range",
)
cq(
    M,
    OK,
    "Can a KVJ-230F powered from a 12 V adapter feed its X and Y outputs straight into ESP32 "
    "ADC pins?",
    ["KVJ-230F"],
    F.KVF_VCC,
    F.KVF_SWING,
    F.KV_ESP_OK,
    note="12 V is the typical supply of the 4.5-16 V range; the outputs stay at 0.25-3.05 V",
)
cq(
    H,
    OK,
    "A KVJ-230 and a BVA2812 both run from a Raspberry Pi's 3.3 V rail, with the BVA2812's VREF "
    "tied to 3.3 V. Can the BVA2812 read the joystick's full travel on CH0 and CH1?",
    [KV, BV],
    F.KV_VCC,
    F.KV_SWING33,
    F.BV_VDD,
    F.BV_INRANGE,
    F.BV_VREF,
    note="0.33-2.97 V lies inside the 0 ... VREF = 3.3 V input range; 3.3 V is within both "
    "supply ranges",
)
cq(
    E,
    OK,
    "bva2812-i on a raspberry pi at 3.3v with the spi clock at 1 mhz - within spec?",
    ["BVA2812-I"],
    F.BV_VDD,
    F.BV_SCLK_27,
    note="3.3 V within 2.7-5.5 V; 1 MHz is under the 1.1 MHz allowed already at 2.7 V "
    "for the I-grade",
)
cq(
    E,
    OK,
    "Can a UDB-2405 wired to a car battery (up to 14.4 V with the engine running) power a 5 V "
    "dash camera that draws 1.5 A?",
    [UD],
    F.UD_VIN,
    F.UD_VOUT,
    F.UD_IOUT60,
    note="14.4 V within 8-36 V; 1.5 A under 2.0 A (and equal to the 1.5 A allowed at +85 °C)",
)
cq(
    M,
    OK,
    "two emq-4731 on one esp32 pdm data line as a stereo pair, all at 3v3 - does that work?",
    [EM],
    F.EM_VDD,
    F.EM_STEREO,
    F.EM_HOST,
    note="3.3 V is the typical VDD; SELECT to GND / VDD splits the two channels; the sheet "
    "names the ESP32 PDM RX mode",
)
cq(
    E,
    OK,
    "Can an ESP32 GPIO (3.3 V) drive a RAS-202 channel that switches a 230 V, 100 W lamp?",
    [RA],
    F.RA_VON,
    F.RA_VLOAD,
    F.RA_ILOAD,
    F.RA_GPIO,
    note="3.3 V is above the 3.0 V turn-on level; 230 V AC within 24-280 V; 100 W / 230 V is "
    "about 0.43 A, under 2.0 A",
)
cq(
    E,
    OK,
    "hbx3232 at 3.3v between an esp32 uart and a pc com port at 115200 baud - ok?",
    [HB],
    F.HB_VCC,
    F.HB_RATE,
    note="3.3 V within 3.0-5.5 V; 115.2 kbps under the guaranteed 250 kbps",
)
cq(
    E,
    OK,
    "Can a TKN-N27 run directly from a single Li-ion cell (3.0-4.2 V)?",
    [TK],
    F.TK_VBAT,
    F.TK_LIION,
    note="3.0-4.2 V lies inside VBAT 2.6-4.2 V; the sheet names Li-ion cells",
)
cq(
    E,
    OK,
    "svt-18p-p3 on an esp32: vdd from 3v3 and a 4.7k pull-up to 3v3 on the 3 m cable?",
    ["SVT-18P-P3"],
    F.SV_VDD,
    F.SV_ESP,
    F.SV_PULLUP,
    note="3.3 V within 3.0-5.5 V; 4.7 kOhm is the pull-up for up to 10 m",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power a kvj-230f from the esp32 3v3 pin?",
    ["KVJ-230F"],
    F.KVF_VCC,
    F.KV_F33,
    note="3.3 V is below the 4.5 V minimum of the KVJ-230F",
)
cq(
    M,
    NO,
    "kvj-230 powered from 5v with vrx and vry wired straight to esp32 adc pins?",
    [KV],
    F.KV_SWING5,
    F.KV_ESP_NO,
    note="the outputs reach 4.50 V, above the ESP32's 3.3 V pin limit (stated by the sheet)",
)
cq(
    M,
    NO,
    "A BVA2812 runs from 5 V and its DOUT goes straight to an ESP32 GPIO. Is that OK?",
    [BV],
    F.BV_VDD,
    F.BV_DOUT,
    note="DOUT swings to VDD = 5 V, which the sheet says a 3.3 V-only input must not receive",
)
cq(
    E,
    NO,
    "can the udb-2405u run off a 48v e-bike battery (54.6v when full)?",
    ["UDB-2405U"],
    F.UD_VIN,
    F.UD_ABS,
    F.UD_48,
    note="48-54.6 V is above the 36 V operating maximum and the 40 V continuous abs max",
)
cq(
    H,
    NO,
    "Can the UDB-2405's 5 V output feed the TKN-N27's VBAT pin directly?",
    [UD, TK],
    F.UD_VOUT,
    F.TK_VBAT,
    F.TK_ABS,
    F.TK_5V,
    note="4.90-5.10 V is above VBAT 4.2 V max and the 4.5 V abs max; the TKN sheet asks for an "
    "LDO or buck on a 5 V rail",
)
cq(
    E,
    NO,
    "emq-4731 on a 5v arduino nano with the clock driven at 5v - will it work?",
    [EM],
    F.EM_VDD,
    F.EM_ABS,
    F.EM_5V,
    note="CLK is limited to VDD + 0.3 V with VDD at most 3.6 V (abs max 4.0 V); not 5 V tolerant",
)
cq(
    E,
    NO,
    "Can the RAS-202 switch a 12 V DC pump?",
    [RA],
    F.RA_VLOAD,
    F.RA_DC,
    note="AC loads only (24-280 V AC); a DC load never turns off",
)
cq(
    H,
    NO,
    "A TKN-N27's main UART is wired straight to an HBX3232 running from 3.3 V. Will the logic "
    "levels work in both directions?",
    [TK, HB],
    F.TK_VOH,
    F.TK_VIH,
    F.TK_IO,
    F.HB_VCC,
    F.HB_VIH33,
    F.HB_ROUT,
    note="the module's VOH of 1.35 V min is below the HBX3232's 2.0 V VIH at 3.3 V, and the "
    "HBX3232's receiver outputs swing to VCC = 3.3 V, above the module's 2.0 V VIH max; the "
    "module's I/O is not 3.3 V tolerant",
)
cq(
    M,
    NO,
    "svt-18p powered from 2 x aa batteries (3.0v fresh, down to about 2.0v) - ok?",
    [SV],
    F.SV_VDD,
    note="VDD minimum 3.0 V: the pack is at the limit only when fresh and below it for most of "
    "its life",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "is the kvj-230 ok in an outdoor boat console that gets salt spray?",
    [KV],
    F.KV_TOP,
    note="no IP rating or sealing statement anywhere on the sheet",
)
cq(
    M,
    IE,
    "An 8-channel vibration logger needs channel-to-channel crosstalk below -80 dB at 10 kHz. "
    "Does the BVA2812 meet that?",
    [BV],
    F.BV_RATE_E27,
    note="no crosstalk or channel isolation figure",
)
cq(
    E,
    IE,
    "udb-2405 on a motorbike with heavy engine vibration - is it rated for that?",
    [UD],
    F.UD_VIN,
    note="no vibration or shock rating for the module",
)
cq(
    E,
    IE,
    "Can the EMQ-4731 work in a bathroom-fan controller where the humidity reaches 95 %RH?",
    [EM],
    F.EM_VDD,
    note="no operating-humidity rating; only temperature ranges are given",
)
cq(
    M,
    IE,
    "Can the RAS-202 switch a 230 V pump motor whose inrush is 6 A for 200 ms?",
    [RA],
    F.RA_VLOAD,
    F.RA_SURGE,
    note="the surge rating covers one cycle (20 A, 50 Hz) only; nothing covers a 200 ms inrush",
)
cq(
    M,
    IE,
    "hbx3232 driving a 100 m rs-232 cable at 115200 baud - will it work?",
    [HB],
    F.HB_RATE_COND,
    note="the data rate is specified into 1000 pF; no cable length or cable capacitance is "
    "given in any sheet",
)
cq(
    H,
    IE,
    "Will a TKN-N27 last 10 years on 2 x AA lithium cells if it sends one report per hour and "
    "sleeps in PSM in between?",
    [TK],
    F.TK_VBAT,
    F.TK_PSM,
    note="no charge per report (attach, TX time) and no battery capacity in the sheets; the "
    "supply range alone cannot decide a lifetime",
)
cq(
    E,
    IE,
    "svt-18p buried for years in salty, heavily fertilised soil - will the probe corrode?",
    [SV],
    F.SV_IP,
    note="IP68 is about water ingress; no corrosion or chemical-resistance statement",
)
cq(
    H,
    IE,
    "Can a TKN-N27 upload an EMQ-4731's audio live as a 16 kHz, 16-bit stream (256 kbit/s)?",
    [TK, EM],
    F.TK_BAUD,
    note="no over-the-air uplink throughput for the TKN-N27; the UART baud rate is not the "
    "radio data rate",
)
