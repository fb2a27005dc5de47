"""Compatibility questions of the hundred-and-second hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AT, AX, DK, EK, JM, LS, TR, ZM, Fact, join, q

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
    "can i power the etk-hc712 from my 5v arduino uno and read OUT on A0?",
    [EK],
    F.EK_VCC,
    F.EK_SWING,
    note="4.5 - 5.5 V supply; output 0.5 - 4.5 V fits a 0 - 5 V ADC",
)
cq(
    E,
    OK,
    "Can the AMX3316 run from an ESP32's 3.3 V rail with VDD and VDDIO both at 3.3 V?",
    [AX],
    F.AX_VDD,
    F.AX_VDDIO,
    note="VDDIO max is VDD + 0.1 V, so equal rails are fine",
)
cq(
    M,
    OK,
    "amx3316 (sa0 to gnd) and a trv6512a on the same 3v3 i2c bus at 400 khz - any clash?",
    [AX, TR],
    F.AX_ADDR18,
    F.TR_ADDR_A,
    F.AX_VDD,
    F.TR_VDD,
    F.AX_SCL,
    F.TR_SCL400,
    note="0x18 vs 0x60 - 0x63; both take 3.3 V and 400 kHz",
)
cq(
    E,
    OK,
    "can i charge a cell with the ate-lc1a off a 5v usb power bank?",
    [AT],
    F.AT_VIN,
    F.AT_PB,
)
cq(
    E,
    OK,
    "ate-lc1a on a single 18650, my load pulls 2 a from OUT - ok?",
    [AT],
    F.AT_OUT,
    note="2.5 A continuous; protection trips at 3 A",
)
cq(
    M,
    OK,
    "bare zmk-mos15 (no heatsink) switching a 12v 6a led strip - ok?",
    [ZM],
    F.ZM_VLOAD,
    F.ZM_IBARE,
)
cq(
    E,
    OK,
    "dks-us40l on a 3v3 esp32, echo straight into a gpio - fine?",
    [DK],
    F.DK_VCC_L,
    F.DK_ECHO_L,
)
cq(
    E,
    OK,
    "Can an MLS-LS4 link a 3.3 V Raspberry Pi UART to a 5 V Arduino at 115200 baud?",
    [LS],
    F.LS_LV,
    F.LS_HV,
    F.LS_PP,
    note="push-pull up to 2 MHz at LV = 3.3 V",
)
cq(
    E,
    OK,
    "jmd029 off a raspberry pi 3v3 pin with spi at 10 mhz?",
    [JM],
    F.JM_VCC,
    F.JM_SPIW,
)
cq(
    M,
    OK,
    "Can an ETK-HC712-30 on a 5 V supply measure a 25 A DC load?",
    [EK],
    F.EK_RANGE30,
    F.EK_VCC,
    note="±30 A range; the -05 and -20 columns are the look-alikes",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i run the etk-hc712 off 3.3v?",
    [EK],
    F.EK_VCC,
    F.EK_3V3,
)
cq(
    M,
    NO,
    "Can the ATE-LC1A charge a 2S (7.4 V) LiPo pack?",
    [AT],
    F.AT_VFULL,
    F.AT_2S,
)
cq(
    E,
    NO,
    "amx3316 straight on the 5v pin of an arduino?",
    [AX],
    F.AX_VDD,
    F.AX_ABS,
    note="5 V is above the 4.2 V absolute maximum",
)
cq(
    M,
    NO,
    "Can I wire the DKS-US40's ECHO pin directly to an ESP32 GPIO?",
    [DK],
    F.DK_ECHO,
    F.DK_ECHO_DIV,
    note="5 V echo; the DKS-US40L would be the fit",
)
cq(
    M,
    NO,
    "mls-ls4 to shift 12v signals down to 3v3?",
    [LS],
    F.LS_HV,
    F.LS_12V,
)
cq(
    H,
    NO,
    "can the zmk-mos15 switch a pump off a 36v e-bike battery?",
    [ZM],
    F.ZM_VLOAD,
    F.ZM_BOARD,
    note="board rated 30 V; 40 V is the MOSFET's own VDS",
)
cq(
    E,
    NO,
    "jmd029 spi lines straight from a 5v arduino uno?",
    [JM],
    F.JM_VCC,
    F.JM_5V,
)
cq(
    E,
    NO,
    "will the etk-hc712-05 handle a 10a motor current?",
    [EK],
    F.EK_RANGE05,
)
cq(
    M,
    NO,
    "can a jmd029 shelf label refresh in an unheated shed at -10c?",
    [JM],
    F.JM_TOP,
    F.JM_COLD,
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Is the ETK-HC712 (on 5 V) UL-listed for use inside a mains distribution panel?",
    [EK],
    F.EK_VCC,
    F.EK_MAINS,
    note="no certification or listing in the sheet",
)
cq(
    M,
    IE,
    "Can the AMX3316 on a 3.3 V board go through three 260 °C lead-free reflow passes?",
    [AX],
    F.AX_VDD,
    note="no reflow profile / moisture sensitivity level in the sheet",
)
cq(
    M,
    IE,
    "can the ate-lc1a charge the cell and run my load from OUT at the same time (power path)?",
    [AT],
    F.AT_VIN,
    note="load sharing / power path is not described",
)
cq(
    H,
    IE,
    "Will a TRV6512 on 3.3 V hold its output within 1 mV from -40 to 125 °C?",
    [TR],
    F.TR_VDD,
    F.TR_TOP,
    note="no gain or offset drift over temperature",
)
cq(
    E,
    IE,
    "can a dks-us40 on a 5v arduino spot a 1 cm thick pole at 3 m?",
    [DK],
    F.DK_VCC,
    F.DK_RANGE,
    F.DK_SOFT,
    note="no minimum target size",
)
cq(
    E,
    IE,
    "Is the MLS-LS4 rated for ±8 kV ESD on the HV pins of a connector that leaves the box?",
    [LS],
    note="no ESD rating",
)
cq(
    M,
    IE,
    "Can the ZMK-MOS15 PWM a 12 V heater from an ESP32 with switching edges under 1 µs?",
    [ZM],
    F.ZM_VLOAD,
    F.ZM_33,
    note="no switching times",
)
cq(
    E,
    IE,
    "will a jmd029-bw on 3.3v last 10 million partial refreshes?",
    [JM],
    F.JM_VCC,
    note="no refresh endurance / lifetime",
)
cq(
    H,
    IE,
    "Can a DKS-US40L and an AMX3316 on one 3.3 V LDO run a year from a 2000 mAh LiPo?",
    [DK, AX],
    F.DK_VCC_L,
    F.AX_VDD,
    note="battery life depends on duty cycle and cell capacity, neither given",
)
