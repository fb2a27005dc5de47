"""Compatibility questions of the hundred-and-nineteenth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import LC, MK, NB, RD, SD, SR, TP, TU, Fact, join, q

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
    "nbp3810 and lcm5983 both on one esp32 i2c bus at 3v3 - can they share it?",
    [NB, LC],
    F.NB_VDD,
    F.NB_ADDR,
    F.LC_VDD,
    F.LC_ADDR,
    note="0x76 / 0x77 vs 0x0D; both run at 3.3 V",
)
cq(
    M,
    OK,
    "Can a TPW4104 running from a 5 V Arduino rail drive the IN1 / IN2 pins of an RDH8830 "
    "whose VM is 12 V?",
    [TP, RD],
    F.TP_VDD,
    F.RD_VIH,
    F.RD_VM,
    note="5 V high level within VIH 1.5-5.5 V; the PWM (<= 1587 Hz) is far below fPWM 200 kHz",
)
cq(E, OK, "mkc-1s10 powered from a usb power bank (5v)?", [MK], F.MK_VIN)
cq(
    M,
    OK,
    "Can an RDH8830 run a 12 V fan motor drawing 1 A from a car battery (up to 14.4 V while "
    "the engine runs)?",
    [RD],
    F.RD_VM,
    F.RD_IRMS,
)
cq(
    E,
    OK,
    "esp32 3.3v gpios straight into rdh8830 in1/in2 with vm at 12v, ok?",
    [RD],
    F.RD_VIH,
    F.RD_VM,
    F.RD_3V3,
)
cq(
    E,
    OK,
    "Does the ALT-SDA1 work with a 5 V Arduino Uno (VCC from the 5 V pin, SPI on D10-D13)?",
    [SD],
    F.SD_VCC,
    F.SD_IN5V,
    F.SD_MISO5,
)
cq(
    M,
    OK,
    "alt-sda1 on an esp32: vcc left open and the esp32's 3v3 fed into the module's 3v3 pin - ok?",
    [SD],
    F.SD_3V3,
    F.SD_VCC,
    F.SD_FAQ33,
)
cq(
    E,
    OK,
    "tuv2631 running off a cr2032 (3.0v new, about 2.2v when flat)?",
    [TU],
    F.TU_VDD,
)
cq(
    M,
    OK,
    "Can an ESP32's 3.3 V GPIO switch an SRS-25DA that controls a 230 VAC, 2 kW heater, with "
    "the relay on an HS-80 heat sink?",
    [SR],
    F.SR_CTRL,
    F.SR_MUSTOP,
    F.SR_LOADV,
    F.SR_I25,
    F.SR_HS,
    F.SR_HS80,
    note="2 kW / 230 V = 8.7 A; must-operate 3.0 VDC max; HS-80 0.9 C/W meets the 1.0 C/W rule",
)
cq(
    H,
    OK,
    "Can a TUV2631B and a TPW4104 with A2, A1 and A0 tied to GND share one 3.3 V I²C bus?",
    ["TUV2631B", TP],
    F.TU_ADDR_B,
    F.TP_ADDR_LOW,
    F.TU_VDD,
    F.TP_VDD,
    note="0x39 vs 0x38: no clash (the TUV2631A would clash)",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "Can the NBP3810 be powered from a 5 V Arduino Uno's 5 V pin with the I²C lines at 5 V?",
    [NB],
    F.NB_VDD,
    F.NB_ABS,
)
cq(E, NO, "mkc-1s10 from a 12v wall adapter?", [MK], F.MK_VIN, F.MK_ABS, F.MK_OVLO)
cq(
    M,
    NO,
    "Can the MKC-1S10 charge a 3.2 V LiFePO4 cell?",
    [MK],
    F.MK_VCHG,
    F.MK_LFP,
)
cq(E, NO, "rdh8830 off 2 x aa batteries (3v) for a small toy motor?", [RD], F.RD_VM)
cq(
    E,
    NO,
    "Can the LCM5983 be wired directly to a 5 V Arduino Uno and powered from its 5 V pin?",
    [LC],
    F.LC_VDD,
    F.LC_ABS,
    F.LC_5V,
)
cq(
    E,
    NO,
    "alt-sda1 vcc wired to the esp32 3v3 pin, will the card work?",
    [SD],
    F.SD_VCC,
    F.SD_3V3,
    F.SD_FAQ33,
)
cq(
    E,
    NO,
    "Can the SRS-25DA switch a 12 V DC LED strip?",
    [SR],
    F.SR_LOADV,
    F.SR_DC,
)
cq(
    H,
    NO,
    "Can a TUV2631A and a TPW4104 with all three address pins tied low share one I²C bus?",
    ["TUV2631A", TP],
    F.TU_ADDR_A,
    F.TP_ADDR_LOW,
    note="both answer at 0x38",
)
cq(
    M,
    NO,
    "alt-sda1m on a pi pico: vcc left open, pico 3v3 into the module's 3v3 pin?",
    ["ALT-SDA1M"],
    F.SD_VCC,
    F.SD_3V3,
    F.SD_PIN7,
    F.SD_FAQ33,
    note="the ALT-SDA1M has no 3V3 pin (the 3.2-3.45 V input is the ALT-SDA1's pin 7); VCC "
    "needs 4.5-5.5 V (the Pico's VBUS would do)",
)
# ------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can the NBP3810 sit unprotected in an outdoor weather station exposed to rain and dust?",
    [NB],
    note="no ingress protection or moisture rating is given",
)
cq(
    M,
    IE,
    "tpw4104 pwm jitter low enough for a digital servo that needs under 1 us of jitter?",
    [TP],
    note="output jitter is not specified (only the oscillator tolerance 24.7-27.3 MHz)",
)
cq(
    M,
    IE,
    "mkc-1s10p powering an esp32 devkit straight from out+/out- - will the esp32 keep "
    "running down to the 2.5v cutoff?",
    ["MKC-1S10P"],
    F.MK_ODC,
    F.MK_OUTV,
    note="the ESP32 board's minimum supply is in no sheet of this set",
)
cq(
    M,
    IE,
    "rdh8830q for a steering motor that needs iso 26262 asil-b?",
    ["RDH8830Q"],
    F.RD_AEC,
    note="AEC-Q100 grade 1 is stated; functional safety is not",
)
cq(
    M,
    IE,
    "Will the LCM5983 survive reflow soldering with a 260 °C peak (J-STD-020 profile)?",
    [LC],
    note="only storage -40 to 125 C and 'lead-free package construction'; no reflow profile",
)
cq(
    H,
    IE,
    "alt-sda1m logging to a card outside at -20c all winter?",
    ["ALT-SDA1M"],
    F.SD_TEMP,
    note="untested below 0 C; the card decides and no card is named",
)
cq(
    M,
    IE,
    "Is the TUV2631 accurate enough to show the UV index to within ±0.5 on a beach display?",
    [TU],
    note="no UV index accuracy is given",
)
cq(
    M,
    IE,
    "srs-25da switching a 230v led bulb - will the bulb stay fully dark when off?",
    [SR],
    F.SR_LEAK,
    note="depends on the lamp; the sheet only warns that 2 mA leakage can make LED lamps glow",
)
cq(
    M,
    IE,
    "Can an RDH8830 run a 24 V gear motor from a 24 V supply? The motor's current is not on "
    "its label.",
    [RD],
    F.RD_VM,
    F.RD_IRMS,
    note="24 V is inside 6.5-40 V but the motor current (vs 2.0 A RMS) is unknown",
)
