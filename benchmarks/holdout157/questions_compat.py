"""Compatibility questions of the hundred-and-fifty-seventh hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import FX, GW, UP, VM, Fact, join, q

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
    "nku-csm4-50 powered from the 5v pin of an esp32 devkit, aout straight into gpio34 (adc input, "
    "max 3.3v) - safe?",
    ["NKU-CSM4-50"],
    F.NK_VCC50,
    F.NK_AOUTMAX50,
    F.NK_ESP,
    note="5 V within 4.0-5.5 V; AOUT never above 3.0 V, under the 3.3 V the question states; the "
    "sheet names exactly this wiring",
)
cq(
    M,
    OK,
    "Can I power an NKU-CSM4-33 from an ESP32 GPIO pin (3.3 V; my board's GPIO can source "
    "20 mA) so that the probe is only on while I take a reading?",
    ["NKU-CSM4-33"],
    F.NK_VCC33,
    F.NK_I33,
    F.NK_GPIO,
    note="3.3 V within 3.0-3.6 V; 6.5 mA max is below the stated 20 mA; the sheet suggests it",
)
cq(
    M,
    OK,
    "I want to log the current of a small 12 V pump that draws between -4 A and +4 A (it reverses) "
    "with a ZRQ5712-05B. VCC comes from the 5 V pin of an Arduino Uno and the output goes to A0, "
    "whose ADC reads 0 to 5 V. Does that fit?",
    ["ZRQ5712-05B"],
    F.ZR_VCC,
    F.ZR_RANGE05,
    F.ZR_SWING05,
    note="5 V within 4.5-5.5 V; +/-4 A within the +/-5 A range; the output stays within 1.60-3.40 V, "
    "inside 0-5 V; the primary is isolated, so 12 V on the pump side is not a concern",
)
cq(
    E,
    OK,
    "fxd4816 running 12 hobby servos at 50 hz, vdd 3.3v from an esp32, servos on their own 6v "
    "supply - will that work?",
    [FX],
    F.FX_VDD,
    F.FX_PWM,
    F.FX_SERVO,
    F.FX_SERVO_SUPPLY,
    note="3.3 V within 2.3-5.5 V; 50 Hz within 24-1526 Hz and named by the sheet; servo power from "
    "its own source as the sheet says",
)
cq(
    E,
    OK,
    "bqk-lt2-915 on an esp32 (3.3v supply and 3.3v spi) for a 915 mhz link in the us?",
    ["BQK-LT2-915"],
    F.BQ_VDD,
    F.BQ_BAND915,
    F.BQ_ABSPIN,
    note="3.3 V within 1.8-3.7 V; 3.3 V logic below the 3.9 V pin limit; 902-928 MHz covers US915",
)
cq(
    M,
    OK,
    "Can a GWP1748 (powered from a 1S LiPo, 3.0 to 4.2 V) and a QIR9614-B3 (powered from 3.3 V) "
    "share one ESP32 I²C bus running at 100 kHz with pull-ups to 3.3 V?",
    [GW, "QIR9614-B3"],
    F.GW_VDD,
    F.GW_ADDR,
    F.GW_FSCL,
    F.QI_VDD_B3,
    F.QI_ADDR,
    F.QI_FSMB,
    note="0x36 vs 0x5A; 100 kHz within 0-400 kHz and within 10-100 kHz; 3.0-4.2 V within "
    "2.5-4.5 V; 3.3 V within 2.6-3.6 V",
)
cq(
    E,
    OK,
    "My LiPo cell is a high-voltage type charged to 4.35 V. Is the GWP1748H the right gauge for it?",
    ["GWP1748H"],
    F.GW_VDD_H,
    F.GW_HV_TABLE,
    F.GW_HV,
    note="4.35 V within 2.5-4.6 V; the H version is the one for 4.35 V and 4.40 V cells",
)
cq(
    E,
    OK,
    "vmx-302 wired to my car's 12v battery to show the voltage on the dash - ok?",
    [VM],
    F.VM_SUP302,
    F.VM_RANGE302,
    note="12 V (and about 14.4 V while charging, common knowledge) within 4.5-30.0 V",
)
cq(
    H,
    OK,
    "So my e-bike runs a 48 V pack (13 cells, 54.6 V when full, about 39 V when empty) and I want a "
    "small voltage display on the handlebar. I was going to use a VMX-303 and power it from the "
    "5 V USB port of the bike's controller, whose ground is the pack's negative. The yellow wire "
    "would go to the pack's plus. Will the meter work across the whole range of the pack?",
    ["VMX-303"],
    F.VM_RANGE303,
    F.VM_SUP303,
    F.VM_USB,
    F.VM_GND,
    note="39-54.6 V within 0-100 V; 5 V within 4.0-30.0 V and the sheet names USB power; supply and "
    "measured voltage share the negative",
)
cq(
    M,
    OK,
    "A UPB-52C with an 18650 cell (kept between 3.7 and 4.2 V) powers an ESP32 board plus an "
    "NKU-CSM4-50 from its USB-A output. Together they draw about 80 mA all the time (Wi-Fi always "
    "on). Is that fine?",
    [UP, "NKU-CSM4-50"],
    F.UP_VOUT_C,
    F.UP_IOUT37,
    F.UP_LL,
    F.NK_VCC50,
    note="4.95-5.25 V within 4.0-5.5 V; 80 mA is far below 2.0 A and above the 45 mA light-load "
    "switch-off threshold",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i plug an nku-csm4-33 into the 5v pin of my arduino uno?",
    ["NKU-CSM4-33"],
    F.NK_VCC33,
    F.NK_ABS33,
    F.NK_5V,
    note="5 V exceeds 3.6 V and the 4.0 V absolute maximum; the sheet forbids it",
)
cq(
    M,
    NO,
    "Can a ZRQ5712-05B measure the current of a 12 V wiper motor that draws up to 15 A?",
    ["ZRQ5712-05B"],
    F.ZR_RANGE05,
    F.ZR_ABOVE,
    note="15 A is far outside the +/-5 A range; the output saturates above it; the 100 A transient "
    "tolerance is a survival figure, not a range",
)
cq(
    H,
    NO,
    "An FXD4816 with only A0 tied high (the rest to ground) shares an I²C bus with a TCA9548A "
    "multiplexer left at its default address 0x70. The firmware never touches the FXD4816's MODE1 "
    "register. Any address conflict?",
    [FX],
    F.FX_ADDR41,
    F.FX_ALLCALL,
    F.FX_ALLCALL_WARN,
    note="the hardware address 0x41 is free, but the LED All Call address 0x70 is enabled at "
    "power-up and only cleared through MODE1, so both answer at 0x70",
)
cq(
    E,
    NO,
    "can i wire a bqk-lt2-868 straight to the spi pins of a 5v arduino uno (no level shifter)?",
    ["BQK-LT2-868"],
    F.BQ_ABSPIN,
    F.BQ_5V,
    note="5 V exceeds the 3.9 V pin limit; the sheet forbids it",
)
cq(
    E,
    NO,
    "gwp1748 to monitor my 2s lipo pack (7.4 v nominal)?",
    [GW],
    F.GW_VDD,
    F.GW_ABS,
    F.GW_2S,
    note="up to 8.4 V exceeds 4.5 V and the 6.0 V absolute maximum; the sheet says one cell only",
)
cq(
    M,
    NO,
    "Can a QIR9614-B3 sit on my ESP32's I²C bus, which runs at 400 kHz for the other sensors?",
    ["QIR9614-B3"],
    F.QI_FSMB,
    F.QI_400,
    note="400 kHz is above the 100 kHz SMBus maximum; the sheet says Fast-mode is not supported",
)
cq(
    E,
    NO,
    "vmx-302 to show the voltage of a single 18650 cell (3.0-4.2 v)?",
    [VM],
    F.VM_SUP302,
    F.VM_RANGE302,
    F.VM_LIION,
    note="3.0-4.2 V is below the 4.5 V minimum; the sheet says so",
)
cq(
    H,
    NO,
    "Here's my plan for a weather node: an ESP32 that sleeps in deep sleep (about 10 µA) and wakes "
    "every ten minutes for two seconds to send a reading, all powered from the USB-A output of a "
    "UPB-52C with a big 18650 cell. I'd like it to run for weeks without me touching it. Will the "
    "power bank module keep the ESP32 powered?",
    [UP],
    F.UP_LL_T,
    F.UP_LL,
    note="the load stays below 45 mA for more than 32 s, so the output switches off and only KEY "
    "restarts it; no always-on setting",
)
cq(
    H,
    NO,
    "i've got a vmx-302 (red digits) and want to plug it into the usb-a output of a upb-52c just to "
    "show the power bank's output voltage, nothing else connected. will it stay lit?",
    [VM, UP],
    F.VM_SUP302,
    F.VM_I302R,
    F.UP_VOUT_C,
    F.UP_LL,
    note="5.10 V is within 4.5-30.0 V, but the meter draws about 10 mA, below the 45 mA light-load "
    "threshold, so the power bank switches off after 32 s",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "Will an NKU-CSM4-50 still read correctly at the end of a 10 m extension cable?",
    ["NKU-CSM4-50"],
    F.NK_EXT,
    note="only extensions up to 3 m were tested; nothing is said about 10 m",
)
cq(
    M,
    IE,
    "nku-csm4-33 in a greenhouse bed with heavy fertiliser (ec around 3 ms/cm) - will the moisture "
    "reading stay within 5 % of what it is in plain soil?",
    ["NKU-CSM4-33"],
    F.NK_SALT,
    note="the sheet says salty soil shifts the reading but does not specify by how much",
)
cq(
    H,
    IE,
    "The ZRQ5712-20A would sit 15 mm from a brushless motor with strong neodymium magnets. Will its "
    "reading stay within the datasheet accuracy?",
    ["ZRQ5712-20A"],
    note="no external-field or stray-field immunity figure is given",
)
cq(
    M,
    IE,
    "My product must pass IEC 61000-4-2 with 8 kV contact discharge on the LED lines that leave the "
    "board. Can the FXD4816 outputs take that directly?",
    [FX],
    note="the sheet gives no ESD rating at all",
)
cq(
    E,
    IE,
    "will a bqk-lt2-868 reach 10 km at sf12 with a simple whip antenna?",
    ["BQK-LT2-868"],
    F.BQ_RANGE,
    note="the sheet explicitly states no range figure",
)
cq(
    M,
    IE,
    "Can I use the GWP1748 to track the state of charge of a single LiFePO4 cell (3.2 V nominal, "
    "3.65 V full)?",
    [GW],
    note="the voltage is inside 2.5-4.5 V, but the sheet names only LiCoO2 / LiPo models and says "
    "nothing about LiFePO4",
)
cq(
    M,
    IE,
    "qir9614-a5 mounted inside a sauna to watch the bench temperature - 90 °c air and lots of "
    "steam and condensation. will it cope?",
    ["QIR9614-A5"],
    note="90 degC is inside -40 ... +125 degC, but no humidity or condensation rating is given",
)
cq(
    E,
    IE,
    "Can I mount a VMX-303 in an outdoor enclosure cut-out where rain hits the front of the display?",
    ["VMX-303"],
    note="no IP rating or water resistance is stated",
)
cq(
    M,
    IE,
    "upb-52c feeding a little usb audio dac + headphone amp - is the 5 v output clean enough, "
    "i need less than 50 mv of ripple?",
    [UP],
    F.UP_VOUT_C,
    note="output voltage and efficiency are given, but no ripple or noise figure",
)
