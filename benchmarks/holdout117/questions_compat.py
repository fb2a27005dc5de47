"""Compatibility questions of the hundred-and-seventeenth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AP, HG, MA, OP, RB, SC, VK, Fact, join, q

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
    "can i run the opl1752 off an esp32's 3v3 pin with the i2c bus at 3.3v?",
    [OP],
    F.OP_VCC,
    F.OP_DVI,
)
cq(
    E,
    OK,
    "Will a 12 V wall adapter work as the input of an RS7805 making 5 V for an Arduino?",
    ["RS7805"],
    F.RS_VI5,
)
cq(
    E,
    OK,
    "scb-4988 with a 12v adapter on vmot and vdd from a 5v arduino uno - ok?",
    [SC],
    F.SC_VMOT,
    F.SC_VDD,
)
cq(
    M,
    OK,
    "Can a Raspberry Pi's 3.3 V I2S pins drive a MAS3570 that runs from the Pi's 5 V rail?",
    [MA],
    F.MA_VDD,
    F.MA_VIH,
    F.MA_HOSTS,
)
cq(
    E,
    OK,
    "hg-z16 on an esp32 devkit: powered from the 5v (usb) pin, uart to 3v3 gpios. fine?",
    [HG],
    F.HG_VIN,
    F.HG_LEVEL,
    F.HG_RX5V,
)
cq(
    E,
    OK,
    "Can I use a CR2032 coin cell as the backup battery of the VK3231?",
    [VK],
    F.VK_VBAT,
    F.VK_COIN,
)
cq(
    M,
    OK,
    "ap74hc595 powered at 4.5v from 3 aa cells, data/clock driven by esp32 3.3v pins - will it see the highs?",
    [AP],
    F.AP_VCC,
    F.AP_VIH45,
)
cq(
    M,
    OK,
    "Can the VK3231 and the OPL1752 share one 3.3 V I2C bus without address clashes?",
    [VK, OP],
    F.VK_VCC,
    F.OP_VCC,
    F.VK_ADDR,
    F.OP_ADDR,
)
cq(
    E,
    OK,
    "is a 24v industrial supply ok as input for an rs7812?",
    ["RS7812"],
    F.RS_VI12,
    F.RS_24,
    note="24 V is above the RS7805's 20 V but inside the RS7812's 14.5-27 V",
)
cq(
    H,
    OK,
    "vk3231n in an outdoor logger at -30c, rtc on 3.3v but the i2c pull-ups go to 5v - ok?",
    ["VK3231N"],
    F.VK_TOP_N,
    F.VK_VCC,
    F.VK_PU,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the opl1752 from the 5v pin of an arduino uno?",
    [OP],
    F.OP_VCC,
    F.OP_ABS,
)
cq(
    E,
    NO,
    "Can the RBC5220's SPI pins be wired straight to a 5 V Arduino Uno?",
    [RB],
    F.RB_PVDD,
    F.RB_ABS,
    F.RB_5V,
)
cq(E, NO, "2s lipo for the scb-4988 motor supply?", [SC], F.SC_VMOT, F.SC_2S)
cq(
    M,
    NO,
    "Can an RS7805 give me a clean regulated 5 V from a 5 V USB power bank?",
    ["RS7805"],
    F.RS_VI5,
    F.RS_DROP,
)
cq(E, NO, "hg-z16 powered from an arduino's 3.3v pin?", [HG], F.HG_VIN)
cq(
    M,
    NO,
    "Can I connect the HG-Z16's RXD directly to the TX pin of a 5 V Arduino Uno?",
    [HG],
    F.HG_VIN,
    F.HG_RX5V,
    note="supply is fine; RXD must not see 5 V",
)
cq(
    H,
    NO,
    "ap74hc595 running at vcc = 6 v with ser / srclk / rclk driven from 3.3 v logic - reliable?",
    [AP],
    F.AP_VCC,
    F.AP_VIH6,
)
cq(
    H,
    NO,
    "Can an RS7812 make a regulated 12 V from a car battery at 14.4 V while the engine runs?",
    ["RS7812"],
    F.RS_VI12,
    F.RS_DROP,
    note="14.4 V is below the 14.5 V minimum input for regulation",
)
cq(
    E,
    NO,
    "vk3231c in an unheated garden shed that drops to -20c in winter?",
    ["VK3231C"],
    F.VK_TOP_C,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "Is the OPL1752 suitable for an outdoor station that needs an IP67-rated light sensor?",
    [OP],
    note="no ingress protection is stated (bare IC)",
)
cq(
    H,
    IE,
    "mas3570 on a 1s li-ion (3.7v) into a 4 ohm speaker - can it do 1.5 w at 1 % thd?",
    [MA],
    F.MA_P_37,
    F.MA_P_1PCT,
    note="at 3.7 V only the 10 % THD+N figure (1.6 W) is given; 1 % only at 5 V",
)
cq(
    E,
    IE,
    "can the scb-4988 run my stepper inside a -20c freezer?",
    [SC],
    F.SC_TEMP,
    note="no operating temperature range is published",
)
cq(
    E,
    IE,
    "Is the RS7809 AEC-Q100 qualified for a car dashboard design?",
    ["RS7809"],
    note="no qualification is stated",
)
cq(
    M,
    IE,
    "is the ap74hc595 latch-up tested to 100 ma per jesd78 for my industrial board?",
    [AP],
    note="only ESD HBM is stated",
)
cq(
    M,
    IE,
    "Will the RBC5220 read a card 40 mm away with my 25 mm x 25 mm PCB antenna at 3.3 V?",
    [RB],
    F.RB_VDD,
    F.RB_RANGE,
    note="range is only 'up to 50 mm, depending on the antenna size and tuning'",
)
cq(
    M,
    IE,
    "does the hg-z16 need pressure compensation to stay in spec at 3000 m altitude?",
    [HG],
    note="no pressure dependence is stated",
)
cq(
    H,
    IE,
    "Will a VK3231 keep time for 10 years on a single CR2032 with the main power off?",
    [VK],
    F.VK_IBAT,
    F.VK_COIN,
    note="battery current is given but no cell capacity is in any sheet",
)
cq(
    M,
    IE,
    "mas3570 with 30 cm unshielded speaker wires - does it pass fcc class b emi without a filter?",
    [MA],
    note="no EMI compliance statement",
)
