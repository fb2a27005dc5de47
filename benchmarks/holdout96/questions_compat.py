"""Compatibility questions of the ninety-sixth hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AD, AL, LR, OL, PB, PH, SR, ST, Fact, join, q

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
    "will my 5v arduino uno power the aq-ph42 from its 5v pin and read po on a0?",
    [PH],
    F.PH_VCC,
    F.PH_OUT,
)
cq(
    M,
    OK,
    "Can an ESP32 read the AQ-PH42's Po output on a 3.3 V ADC pin if the module itself is "
    "powered from 5 V?",
    [PH],
    F.PH_VCC,
    F.PH_OUT,
    F.PH_ADC,
)
cq(
    E,
    OK,
    "qadc16 on the 3v3 pin of a raspberry pi, ok?",
    [AD],
    F.AD_VDD,
    F.AD_PULL,
)
cq(
    E,
    OK,
    "Can one MSR-2G5 channel switch a 230 V AC, 1 A heater at 25 °C room temperature?",
    [SR],
    F.SR_LOAD,
    F.SR_I25,
)
cq(
    M,
    OK,
    "msr-2g5-h with dc+ on 5v and the inputs straight from esp32 gpios (3v3) - will the "
    "channels switch on and off?",
    [SR],
    F.SR_VCC,
    F.SR_H_ON,
    F.SR_H_OFF,
    F.SR_3V3,
)
cq(
    E,
    OK,
    "sxr-lr1 on the 3.3v regulator of an esp32 board, ok?",
    [LR],
    F.LR_VDD,
)
cq(
    E,
    OK,
    "swe-pb5-2a powering an esp32 dev board that pulls ~250 ma, fine?",
    [PB],
    F.PB_VOUT,
    F.PB_IOUT_2A,
    note="250 mA is above the 60 mA auto-off threshold",
)
cq(
    E,
    OK,
    "brs-drv35 with a 24v supply on vmot and logic from a 5v arduino?",
    [ST],
    F.ST_VMOT,
    F.ST_VDD,
    F.ST_LOGIC,
)
cq(
    M,
    OK,
    "Can an HPL-2130A and a DHY-13P-I (powered from 3.3 V) share one 3.3 V I2C bus?",
    [AL, OL],
    F.AL_VDD,
    F.AL_ADDR_A,
    F.OL_VCC,
    F.OL_ADDR,
)
cq(
    H,
    OK,
    "two qadc16 boards and one hpl-2130b on the same 3v3 i2c bus - any address clash?",
    [AD, AL],
    F.AD_VDD,
    F.AD_ADDR,
    F.AL_VDD,
    F.AL_ADDR_B,
    note="0x48-0x4B vs 0x39",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the aq-ph42 from the esp32's 3.3v pin?",
    [PH],
    F.PH_VCC,
    F.PH_3V3,
)
cq(
    E,
    NO,
    "can the msr-2g5 switch a 12v dc water pump?",
    [SR],
    F.SR_LOAD,
    F.SR_DC,
)
cq(
    M,
    NO,
    "msr-2g5-l driven from esp32 3v3 gpios - can the esp32 turn the channels off again?",
    [SR],
    F.SR_L_OFF,
    F.SR_3V3,
)
cq(
    E,
    NO,
    "Can I wire the SXR-LR1 straight to the SPI pins of a 5 V Arduino Uno and power it "
    "from the Uno's 5 V pin?",
    [LR],
    F.LR_VDD,
    F.LR_ABS,
    F.LR_5V,
)
cq(
    M,
    NO,
    "Can I run the BRS-DRV35's motor supply from the SWE-PB5's 5 V USB output?",
    [ST, PB],
    F.ST_VMOT,
    F.PB_VOUT,
    F.ST_UVLO,
)
cq(
    E,
    NO,
    "swe-pb5 with a 2s lipo pack instead of a single cell?",
    [PB],
    F.PB_2S,
)
cq(
    M,
    NO,
    "Can the SWE-PB5-2A power a Raspberry Pi 4 that needs 5.1 V at 3 A?",
    [PB],
    F.PB_IOUT_2A,
    F.PB_PI4,
)
cq(
    M,
    NO,
    "Two HPL-2130A sensors on one I2C bus (indoor and outdoor light), no multiplexer - "
    "will that work?",
    [AL],
    F.AL_ADDR_A,
    F.AL_FIXED,
)
cq(
    H,
    NO,
    "dhy-13p-i powered from 5v, sda/scl wired straight to an esp32 whose pins only take "
    "3.3v - ok without a level shifter?",
    [OL],
    F.OL_VCC,
    F.OL_PULL,
    note="the on-board pull-ups take the bus to VCC = 5 V",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "Can the AQ-PH42K electrode sit permanently in a pressurised 2 bar irrigation pipe?",
    [PH],
    F.PH_SOL,
    note="no pressure rating for the electrode",
)
cq(
    M,
    IE,
    "is the qadc16 quiet enough to read a thermocouple directly to 0.1 c?",
    [AD],
    note="no noise figure",
)
cq(
    E,
    IE,
    "Is the MSR-2G5 board UL listed for use inside a US appliance?",
    [SR],
    note="no approvals stated",
)
cq(
    M,
    IE,
    "will two sxr-lr1-915 modules with whip antennas link reliably 15 km apart?",
    [LR],
    F.LR_RANGE,
    note="range not specified; 10 km line of sight is an informal test result",
)
cq(
    E,
    IE,
    "Can the SWE-PB5-2A fully charge a 5000 mAh cell within 3 hours?",
    [PB],
    note="no charge time or charge profile beyond the 2.0 A maximum",
)
cq(
    E,
    IE,
    "Is the HPL-2130 AEC-Q100 qualified for a car dashboard?",
    [AL],
    note="no automotive qualification stated",
)
cq(
    E,
    IE,
    "is the brs-drv35 quiet enough for a silent 3d printer (under 30 db)?",
    [ST],
    note="no acoustic or decay-mode information",
)
cq(
    M,
    IE,
    "Can the DHY-13P-I refresh at 60 frames per second over I2C for a small game?",
    [OL],
    F.OL_SCL,
    note="400 kHz is stated, but no frame rate or refresh timing",
)
cq(
    H,
    IE,
    "can i ship the sxr-lr1-915 inside a us product without doing my own fcc testing?",
    [LR],
    F.LR_FCC,
    note="FCC modular approval is only 'pending'",
)
