"""Factual questions of the hundred-and-nineteenth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import IE, LC, MK, NB, RD, SD, SR, TP, TU, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- NBP3810
fq(
    E,
    "What is the recommended VDD supply range of the NBP3810?",
    [NB],
    F.NB_VDD,
    note="VDDIO 1.2-3.6 V and the absolute maximum 4.25 V are the look-alikes",
)
fq(
    E,
    "nbp3810 sleep current?",
    [NB],
    F.NB_SLEEP,
    note="standby current 0.2 / 0.5 uA (normal mode, between conversions) and peak 650 uA "
    "are look-alikes",
)
fq(
    E,
    "Which I²C addresses can the NBP3810 be strapped to?",
    [NB],
    F.NB_ADDR,
    note="chip_id 0x61 and register addresses 0xD0 ... 0xFC are not bus addresses",
)
fq(
    H,
    "How accurate is the NBP3810's absolute pressure reading between 0 and 65 °C at around 1 bar?",
    [NB],
    F.NB_ACC,
    note="the -20 ... 0 C row (+/-1.7 hPa), the typical +/-0.5 hPa and the relative accuracy "
    "+/-0.06 hPa are look-alikes",
)
ie(
    E,
    "What relative humidity range can the NBP3810 measure?",
    [NB],
    "pressure and temperature only; '<= 65 %RH' is a storage condition in the absolute "
    "maximum table",
)
# ---------------------------------------------------------------- TPW4104
fq(
    E,
    "What supply voltage range does the TPW4104 accept?",
    [TP],
    F.TP_VDD,
    note="limiting value 6.0 V and power-on reset 1.70 / 2.0 V are look-alikes",
)
fq(
    M,
    "tpw4104 standby current at 3.3v?",
    [TP],
    F.TP_STB33,
    note="the VDD = 5.5 V line (2.9 / 15.5 uA) is stacked in the same row; IDD 6 / 10 mA is "
    "the operating current",
)
fq(
    M,
    "Which 7-bit I²C addresses can a TPW4104 be set to?",
    [TP],
    F.TP_ADDR,
    note="LED All Call 0x70 and the 8-bit register defaults E2h / E0h are not hardware addresses",
)
fq(
    H,
    "How much current can one TPW4104 LED output sink when the chip runs at VDD = 3.0 V?",
    [TP],
    F.TP_IOL30,
    note="25 mA is the 4.5 V row and the limiting value; 12 mA is the 2.3 V row; SDA IOL "
    "20 / 30 mA is the bus pin",
)
fq(
    E,
    "What is the maximum I²C clock frequency of the TPW4104?",
    [TP],
    F.TP_FSCL,
    note="the 26 MHz oscillator and 50 MHz EXTCLK are look-alikes",
)
ie(
    M,
    "What is the junction-to-ambient thermal resistance of the TPW4104 in the HVQFN16 package?",
    [TP],
    "only a total power dissipation of 400 mW is given",
)
# ---------------------------------------------------------------- MKC-1S10
fq(
    E,
    "What input voltage range does the MKC-1S10 charger board accept?",
    [MK],
    F.MK_VIN,
    note="6.3 V over-voltage lockout and 8 V absolute maximum are look-alikes",
)
fq(
    E,
    "what voltage does the mkc-1s10 charge a cell to?",
    [MK],
    F.MK_VCHG,
    note="recharge 4.05 V and the -P over-charge cut-off 4.30 V are look-alikes",
)
fq(
    E,
    "How much continuous load current can the MKC-1S10P supply from its OUT+ / OUT- pads?",
    ["MKC-1S10P"],
    F.MK_IOUT,
    note="the 3.0 A over-current trip and the 1000 mA charge current are look-alikes",
)
fq(
    H,
    "how much does the mkc-1s10p draw from the battery when usb is unplugged?",
    ["MKC-1S10P"],
    F.MK_DRAIN,
    note="< 1 uA is the MKC-1S10 without protection in the same line; 55 uA is drawn from "
    "the input after the charge",
)
ie(
    E,
    "storage temperature of the mkc-1s10 board?",
    [MK],
    "only the board's operating range (-10 to +85 C) is given",
)
# ---------------------------------------------------------------- RDH8830
fq(
    E,
    "What is the recommended motor supply (VM) range of the RDH8830?",
    [RD],
    F.RD_VM,
    note="absolute maximum 45 V and UVLO 5.8 ... 6.5 V are look-alikes",
)
fq(
    E,
    "rdh8830 sleep current?",
    [RD],
    F.RD_SLEEP,
    note="VM active current 3 / 5 mA is the look-alike",
)
fq(
    E,
    "What input voltage does the RDH8830 need to see a logic high on IN1 / IN2?",
    [RD],
    F.RD_VIH,
    note="VIL 0.5 V, hysteresis 0.5 V and the 7 V absolute maximum are look-alikes",
)
fq(
    H,
    "What is the typical high-side plus low-side on-resistance of the RDH8830 at a junction "
    "temperature of 85 °C?",
    [RD],
    F.RD_RDS85,
    note="565 / 630 mOhm at 25 C and 880 / 1010 mOhm at 150 C are stacked in the same row",
)
fq(
    H,
    "max rms output current of the rdh8830q?",
    ["RDH8830Q"],
    F.RD_IRMSQ,
    note="2.0 A is the RDH8830 column; 3.6 A peak and 3.7 A OCP are look-alikes",
)
ie(
    M,
    "What output rise and fall time (slew rate) does the RDH8830 have?",
    [RD],
    "no output switching times are given; only sleep entry and wake-up times",
)
# ---------------------------------------------------------------- LCM5983
fq(
    E,
    "What supply voltage range does the LCM5983 run from?",
    [LC],
    F.LC_VDD,
    note="VDDIO 1.65-3.6 V and absolute maximum 4.0 V are look-alikes",
)
fq(E, "lcm5983 i2c address?", [LC], F.LC_ADDR, note="chip ID FFH and register 0DH are decoys")
fq(
    M,
    "What is the sensitivity of the LCM5983 in its ±8 gauss range?",
    [LC],
    F.LC_SENS8,
    note="12000 LSB/Gauss is the +/-2 G line stacked in the same row",
)
fq(
    E,
    "lcm5983 standby current?",
    [LC],
    F.LC_STBY,
    note="75 uA low power mode and 2.6 mA peak are look-alikes",
)
ie(
    M,
    "lcm5983 zero gauss offset?",
    [LC],
    "offset cancellation is mentioned but no offset figure is given",
)
# ---------------------------------------------------------------- ALT-SDA1
fq(
    E,
    "What supply voltage does the ALT-SDA1 module need on its VCC pin?",
    [SD],
    F.SD_VCC,
    note="the 3V3 pin's 3.2-3.45 V input range is a look-alike",
)
fq(
    E,
    "max spi clock for the alt-sda1m?",
    ["ALT-SDA1M"],
    F.SD_SPI,
    note="400 kHz at card initialisation is the look-alike",
)
fq(
    M,
    "How much current can the ALT-SDA1 draw while writing to the card?",
    [SD],
    F.SD_IWR,
    note="idle 0.6 mA, reading about 25 mA and the 800 mA regulator rating are look-alikes",
)
ie(
    E,
    "What is the operating temperature range of the ALT-SDA1 module?",
    [SD],
    "the FAQ only says the module was not tested below 0 C or above 50 C and that the card "
    "sets the limit; no rated range",
    F.SD_TEMP,
)
# ---------------------------------------------------------------- TUV2631
fq(
    E,
    "What is the supply voltage range of the TUV2631?",
    [TU],
    F.TU_VDD,
    note="absolute maximum 4.0 V is the look-alike",
)
fq(
    E,
    "i2c address of the tuv2631b?",
    ["TUV2631B"],
    F.TU_ADDR_B,
    note="0x38 is the TUV2631A; 0x13 is the UVI register",
)
fq(
    E,
    "What is the TUV2631's shutdown current?",
    [TU],
    F.TU_SD,
    note="idle 25 uA and active 110 / 160 uA are look-alikes",
)
fq(
    M,
    "tuv2631 adc resolution at the default 100 ms integration time?",
    [TU],
    F.TU_RES,
    note="20 bit (400 ms) is the maximum in the feature list",
)
ie(
    M,
    "How accurate is the TUV2631's UV index output?",
    [TU],
    "no UV index accuracy is given",
)
# ---------------------------------------------------------------- SRS series
fq(
    E,
    "What control voltage range does the SRS-25DA accept?",
    [SR],
    F.SR_CTRL,
    note="must-operate 3.0 V, must-release 1.0 V and the SRS-25AA's 90-280 VAC are look-alikes",
)
fq(
    E,
    "srs-25da load voltage range?",
    [SR],
    F.SR_LOADV,
    note="600 V repetitive peak off-state voltage and 2500 VAC isolation are look-alikes",
)
fq(
    M,
    "What is the one-cycle surge current rating of the SRS-40DA?",
    ["SRS-40DA"],
    F.SR_SURGE40,
    note="120 / 250 A are the other columns; 40 A is the rated current",
)
fq(
    M,
    "how much current can the srs-25da switch without a heat sink?",
    [SR],
    F.SR_NOHS,
    note="25 A needs the heat sink (note 2)",
)
fq(
    H,
    "What control voltage does the SRS-25AA need?",
    ["SRS-25AA"],
    F.SR_CTRL_AA,
    note="3 ~ 32 VDC is the DA types in the same row",
)
ie(
    H,
    "srs-25da junction-to-case thermal resistance?",
    [SR],
    "only heat-sink ratings (1.0 C/W recommended, HS-80 0.9 C/W) are given, not the relay's "
    "own thermal resistance",
)
