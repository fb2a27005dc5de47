"""Factual questions of the ninety-sixth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AD, AL, LR, OL, PB, PH, SR, ST, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- AQ-PH42
fq(E, "How much current does the AQ-PH42 pH module draw?", [PH], F.PH_ICC)
fq(E, "aq-ph42 output voltage range on the po pin?", [PH], F.PH_OUT)
fq(
    M,
    "What working temperature range is the AQ-PH42 signal board itself rated for?",
    [PH],
    F.PH_TOP,
    note="'Measuring temperature 0~60 °C (solution)' in the same grid is the liquid's range",
)
fq(E, "how long does the aq-ph42 need to warm up after power on?", [PH], F.PH_WARM)
ie(
    E,
    "What IP rating does the AQ-E201C electrode of the AQ-PH42K kit have?",
    [PH],
    "no IP rating; the sheet only says the board and BNC connector are not waterproof",
    F.PH_WET,
)
# ---------------------------------------------------------------- CCW-QADC16
fq(E, "what supply voltage can the ccw-qadc16 run on?", [AD], F.AD_VDD)
fq(
    M,
    "ccw-qadc16 power-down current worst case over the full temperature range?",
    [AD],
    F.AD_PD_HOT,
    note="the unnamed second row; the 25 °C row (0.5 / 2 µA) is the look-alike",
)
fq(
    M,
    "What is the LSB size of the QADC16 at its default full-scale range?",
    [AD],
    F.AD_LSB,
)
fq(E, "which i2c addresses can the qadc16 be set to?", [AD], F.AD_ADDR)
fq(
    H,
    "What is the highest I2C clock frequency the CCW-QADC16 supports?",
    [AD],
    F.AD_HS,
    note="3.4 MHz in the unnamed high-speed row; 0.4 MHz is the fast-mode limit",
)
ie(
    M,
    "What is the input-referred noise of the CCW-QADC16 at 860 SPS?",
    [AD],
    "no noise figure in the board brief",
)
# ---------------------------------------------------------------- MSR-2G5
fq(E, "What supply voltage does the MSR-2G5 relay board need on DC+?", [SR], F.SR_VCC)
fq(
    M,
    "max load current per channel on the msr-2g5 at 40c ambient?",
    [SR],
    F.SR_I40,
    note="ambient columns 25 / 40 / 55 °C: 2.0 / 1.5 / 1.0 A; the T2A fuse is not a rating",
)
fq(
    M,
    "What input voltage turns a channel ON on the MSR-2G5-L?",
    [SR],
    F.SR_L_ON,
    note="-L column 0 ... 1.5 V; the -H column (2.5 ... 5.25 V) is the look-alike",
)
fq(
    H,
    "How much current does the MSR-2G5-H draw from its 5 V supply with both channels off?",
    [SR],
    F.SR_IDLE_H,
    note="version columns: -L 3.5 mA, -H 1.2 mA; 12 mA is per active channel",
)
ie(
    E,
    "What is the dv/dt rating of the MSR-2G5's triac outputs?",
    [SR],
    "no dv/dt figure in the sheet",
)
# ---------------------------------------------------------------- SXR-LR1
fq(E, "What frequency band does the SXR-LR1-915 cover?", [LR], F.LR_BAND915)
fq(
    M,
    "How much current does the SXR-LR1-868 draw while transmitting at +20 dBm?",
    [LR],
    F.LR_TXI868,
    note="-868 column 120 mA; -915 is 125 mA",
)
fq(
    M,
    "what's the max rfo output power of the sxr-lr1-915?",
    [LR],
    F.LR_RFO915,
    note="-915 RFO +13 dBm; the -868 and the feature list say +14 dBm, PA_BOOST +20 dBm",
)
fq(
    H,
    "What receiver sensitivity does the SXR-LR1-868 reach at SF12 with a 125 kHz bandwidth?",
    [LR],
    F.LR_SENS868,
    note="-137 dBm; -148 dBm in the feature list is at 7.8 kHz bandwidth",
)
fq(
    E,
    "sxr-lr1 sleep current?",
    [LR],
    F.LR_SLEEP,
    note="sleep 0.2 µA; 'Standby current' 1.6 mA is the look-alike row",
)
ie(
    M,
    "What line-of-sight range in km is the SXR-LR1 specified for?",
    [LR],
    "range is explicitly not specified; the km figures are the maker's own test results",
    F.LR_RANGE,
)
# ---------------------------------------------------------------- SWE-PB5
fq(E, "What output voltage does the SWE-PB5 give on its USB-A socket?", [PB], F.PB_VOUT)
fq(E, "swe-pb5-2a max output current?", [PB], F.PB_IOUT_2A)
fq(
    H,
    "How much output current can the SWE-PB5-2A still deliver when the cell has sagged to 3.3 V?",
    [PB],
    F.PB_2A_33,
    note="cell-voltage columns 3.3 / 3.7 / 4.1 V",
)
fq(
    M,
    "in what temperature range can i charge the swe-pb5?",
    [PB],
    F.PB_TCHG,
    note="charging 0-45 °C; -10 to 60 °C is the discharge range",
)
ie(
    E,
    "At what temperature does the SWE-PB5's over-temperature protection trip?",
    [PB],
    "the board has no temperature sensing at all",
    F.PB_NOTEMP,
)
# ---------------------------------------------------------------- HPL-2130
fq(E, "What is the recommended supply voltage range of the HPL-2130?", [AL], F.AL_VDD)
fq(
    M,
    "hpl-2130b i2c address?",
    [AL],
    F.AL_ADDR_B,
    note="HPL-2130A is 0x29; PART_ID 0xA0 and register addresses 0x80-0x8C are decoys",
)
fq(E, "What illuminance range can the HPL-2130 measure?", [AL], F.AL_RANGE)
fq(
    H,
    "What minimum high level do the HPL-2130's SCL and SDA inputs need?",
    [AL],
    F.AL_VIH,
    note="symbol-only row VIH",
)
ie(
    E,
    "What is the field of view (half-angle) of the HPL-2130?",
    [AL],
    "no angular response in the sheet",
)
# ---------------------------------------------------------------- BRS-DRV35
fq(E, "What motor supply voltage range does the BRS-DRV35 accept?", [ST], F.ST_VMOT)
fq(
    M,
    "how much continuous current per phase can the brs-drv35-s do without heatsink or fan?",
    [ST],
    F.ST_I_S,
    note="-S still air 1.2 A; -HS 2.0 A, fan 1.6 / 2.2 A and 2.5 A peak are look-alikes",
)
fq(
    H,
    "What logic high and low levels do the BRS-DRV35's STEP and DIR inputs need?",
    [ST],
    F.ST_LEVELS,
    note="two nameless rows, named only in the note below the table",
)
fq(
    E,
    "What is the absolute maximum VMOT of the BRS-DRV35?",
    [ST],
    F.ST_ABS,
    note="dot-leader list; 35 V is the operating maximum",
)
ie(
    M,
    "What is the on-resistance of the BRS-DRV35's output bridge?",
    [ST],
    "no RDS(on) in the sheet",
)
# ---------------------------------------------------------------- DHY-13P
fq(
    E,
    "What supply voltage range does the DHY-13P OLED module accept?",
    [OL],
    F.OL_VCC,
    note="controller VDD 1.65-3.5 V (on-board LDO) is a decoy",
)
fq(
    H,
    "How much current does the DHY-13P draw at 5 V with every pixel lit?",
    [OL],
    F.OL_ICC5_100,
    note="stacked condition rows in one cell; 16 / 22 and 18 / 25 mA are at 50 % on",
)
fq(E, "dhy-13p i2c address?", [OL], F.OL_ADDR)
fq(M, "What is the maximum SPI clock of the DHY-13P-S?", [OL], F.OL_SPI)
ie(
    M,
    "what frame rate can the dhy-13p refresh at?",
    [OL],
    "no frame rate in the specification",
)
