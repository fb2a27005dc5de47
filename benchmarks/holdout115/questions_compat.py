"""Compatibility questions of the 115th hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AP, CC, CW, EM, JM, KT, VD, VM, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(E, OK, "will the vdc1041 run off an esp32's 3v3 pin?", [VD], F.VD_VDD)
cq(
    E,
    OK,
    "Can I power the KTD-18B20 from a 5 V Arduino's 5 V pin (normal, non-parasite wiring)?",
    [KT],
    F.KT_VDD,
)
cq(
    M,
    OK,
    "esp32 3.3v gpio into the aps2980 inputs (vss at 5v) - will it register as high?",
    [AP],
    F.AP_VIH,
    F.AP_VSS,
    F.AP_3V3,
    note="ViH min 2.3 V",
)
cq(
    M,
    OK,
    "Can one bridge of the APS2980 drive a 24 V DC motor that draws 1.5 A continuously?",
    [AP],
    F.AP_VS,
    F.AP_IO_DC,
)
cq(
    M,
    OK,
    "vm-bk3-5v off a 12v car battery to run a pi zero (~1a)?",
    [VM],
    F.VM_5V,
    F.VM_IOUT_NOHS,
    F.VM_CAR_OK,
)
cq(
    E,
    OK,
    "ccl-od96-i2c straight onto a 5v arduino uno, vcc to 5v and sda/scl direct?",
    [CC],
    F.CC_VIN,
    F.CC_I2C5V,
)
cq(
    M,
    OK,
    "Can the JMU-6520 and the VDC1041 share one I2C bus without an address clash?",
    [JM, VD],
    F.JM_ADDR,
    F.VD_ADDR,
)
cq(
    H,
    OK,
    "I run the CWR2401P from a 3.0 V regulator and drive CE, CSN, SCK and MOSI from a 5 V "
    "microcontroller. Is that within spec?",
    [CW],
    F.CW_VDD5,
    F.CW_VI_ABS,
    note="5 V inputs need VDD 2.7-3.3 V; inputs rated to 5.25 V",
)
cq(
    M,
    OK,
    "ems7120-20 on a 5v supply to measure a 15a dc motor?",
    [EM],
    F.EM_VCC,
    F.EM_RANGE20,
)
cq(E, OK, "ktd-18b20-w probe in a 90c hot water tank - ok?", [KT], F.KT_W)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "Can I power the JMU-6520 directly from a 5 V Arduino pin (VDD = 5 V)?",
    [JM],
    F.JM_VDD,
    note="6 V is only the absolute maximum",
)
cq(E, NO, "cwr2401p vdd straight on the uno's 5v pin?", [CW], F.CW_VDD, F.CW_NO5V)
cq(M, NO, "ems7120 powered from the esp32 3v3 rail?", [EM], F.EM_VCC, F.EM_NO3V3)
cq(
    M,
    NO,
    "Will the VM-BK3-12V give me 12 V from a 12 V car battery?",
    [VM],
    F.VM_12V,
    F.VM_CAR,
)
cq(E, NO, "aps2980 for a 48v e-bike hub motor?", [AP], F.AP_VS, note="46 V operative")
cq(
    H,
    NO,
    "With the VDC1041 on 3.3 V and the PGA at gain 2/3 (±6.144 V), can I connect a 0-5 V "
    "sensor output straight to AIN0?",
    [VD],
    F.VD_FSR_23,
    F.VD_AIN_LIMIT,
    note="the FSR is a scale, inputs are limited to VDD + 0.3 V",
)
cq(
    M,
    NO,
    "Can I drive the CCL-OD96-SPI from a 5 V Arduino Uno's pins without a level shifter?",
    [CC],
    F.CC_SPI36,
)
cq(
    H,
    NO,
    "one aps2980 bridge for a 12v motor pulling 2.5a continuous?",
    [AP],
    F.AP_IO_DC,
    F.AP_IO_REP,
    note="2.5 A is the repetitive (80 % on, 10 ms) peak rating, DC is 2 A",
)
cq(E, NO, "ktd-18b20-w probe inside a 120c smoker?", [KT], F.KT_W)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "will the ktd-18b20 work at the end of a 30 m cable from an arduino?",
    [KT],
    note="no cable length or bus capacitance limit in the sheet",
)
cq(
    M,
    IE,
    "Will two CWR2401P chips with PCB antennas link over 100 m line-of-sight?",
    [CW],
    note="no range figure",
)
cq(
    M,
    IE,
    "I need an ADC with integral nonlinearity below 1 LSB. Does the VDC1041 qualify?",
    [VD],
    note="INL not specified",
)
cq(
    H,
    IE,
    "is the jmu-6520 gyro good enough for 10 deg/h bias instability in a dead-reckoning project?",
    [JM],
    note="only the initial ZRO tolerance and rate noise are given",
)
cq(
    M,
    IE,
    "vm-bk3-adj at 36v in, 5v 2a out - will it be at least 85% efficient?",
    [VM],
    note="the efficiency table has 12 V and 24 V inputs only",
)
cq(
    E,
    IE,
    "Is the EMS7120 UL-recognised for use in a 230 V mains appliance?",
    [EM],
    note="no certification stated",
)
cq(
    M,
    IE,
    "ccl-od96 on 24/7 in a kiosk for 5 years - will the panel last?",
    [CC],
    F.CC_LIFE,
    note="the sheet gives no lifetime figure",
)
cq(
    H,
    IE,
    "I want the APS2980 to shut itself down before its junction reaches 140 °C. Does its "
    "overtemperature protection guarantee that?",
    [AP],
    F.AP_OT,
    note="no trip threshold given",
)
cq(
    E,
    IE,
    "can the ccl-od96 be read in direct sunlight on a bike?",
    [CC],
    note="no luminance or sunlight readability figure",
)
