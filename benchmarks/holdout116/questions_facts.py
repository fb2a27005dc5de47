"""Factual questions of the hundred-and-sixteenth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BM, CC, GD, GM, KS, PV, SP, TH, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- THR-4108
fq(E, "What supply voltage range does the THR-4108 operate from?", [TH], F.TH_VDD)
fq(
    M,
    "how accurate is the thr-4108 humidity reading between 20 and 80 %rh, typically?",
    [TH],
    F.TH_RH_TYP,
    note="typ. ±1.8 %RH; the ±3.0 max and the ±2.5 / ±4.5 %RH edge-band row are look-alikes",
)
fq(
    H,
    "What is the worst-case temperature accuracy of the THR-4108 between 65 °C and 125 °C?",
    [TH],
    F.TH_T_HOT,
    note="third row of the temperature accuracy block, parameter name only on the first row; "
    "typ. ±0.5 and the 0-65 °C ±0.2 / ±0.4 rows are look-alikes",
)
fq(
    E,
    "thr-4108 idle current?",
    [TH],
    F.TH_IDLE,
    note="not the 320 / 500 µA measuring current nor the 2.2 µA average at 1 meas./s",
)
fq(
    M,
    "Which I2C addresses are available for the THR-4108?",
    [TH],
    F.TH_ADDR,
    note="one address per order code (-A / -B), only in the ordering table; the command "
    "codes 0xFD ... 0x94 are not addresses",
)
ie(
    E,
    "What is the THR-4108's long-term temperature drift per year?",
    [TH],
    "only the humidity drift (< 0.2 %RH/y) is given; no temperature drift",
    F.TH_NO_TDRIFT,
)
# ---------------------------------------------------------------- PVX2031
fq(E, "What is the operating supply voltage range of the PVX2031?", [PV], F.PV_VCC)
fq(
    E,
    "max sck frequency for reading the pvx2031?",
    [PV],
    F.PV_SPI,
    note="the row is named Serial-Clock Frequency, symbol fSCL, but the port is SPI",
)
fq(
    M,
    "how far off can a k type reading be on the pvx2031 above 700c?",
    [PV],
    F.PV_K_HIGH,
    note="±2 °C is the -200 to +700 °C row",
)
fq(
    H,
    "What temperature error does the PVX2031N guarantee between +700 °C and +1300 °C?",
    ["PVX2031N"],
    F.PV_N_HIGH,
    note="N-type row of the per-type table, second line; the K-type ±4 °C is a look-alike",
)
fq(
    M,
    "Over what ambient temperature range can the PVX2031 be used?",
    [PV],
    F.PV_TOP,
    note="-40 to +125 °C in the ordering table (and the electrical condition sentence); "
    "-65 to +150 °C storage and the -270 ... +1372 °C thermocouple full scale are look-alikes",
)
ie(
    M,
    "what's the accuracy of the pvx2031 with an s-type thermocouple?",
    [PV],
    "the family covers K, J, N, T and E types only; no S-type part or error figure",
    F.PV_TYPES,
)
# ---------------------------------------------------------------- GDM6612
fq(
    E,
    "What logic supply voltage (VCC) range is recommended for the GDM6612?",
    [GD],
    F.GD_VCC,
    note="the 6 V in the absolute maximum table is a look-alike",
)
fq(
    E,
    "what motor voltage range can the gdm6612 take on vm?",
    [GD],
    F.GD_VM,
    note="recommended 4.5-13.5 V; 15 V is the absolute maximum",
)
fq(
    M,
    "What peak output current per channel is the GDM6612 rated for?",
    [GD],
    F.GD_IPK,
    note="single pulse, tw <= 10 ms; 1.2 A is the average rating",
)
fq(
    M,
    "What output current per channel should the GDM6612 be operated at, at most, under "
    "its recommended operating conditions?",
    [GD],
    F.GD_IREC,
    note="1.0 A in the recommended table; 1.2 A average is the absolute maximum row, 3.2 A the peak",
)
fq(
    E,
    "gdm6612 standby current on the logic supply?",
    [GD],
    F.GD_STB,
    note="1 µA max with STBY low; not the 1.1 / 1.8 mA operating current",
)
ie(
    M,
    "What is the junction-to-ambient thermal resistance of the GDM6612 in SSOP-24?",
    [GD],
    "no thermal resistance is stated",
)
# ---------------------------------------------------------------- KSZ-B328
fq(
    E,
    "what input voltage does the ksz-b328 buck module accept?",
    [KS],
    F.KS_VIN,
    note="30 V is the never-exceed row",
)
fq(
    M,
    "How much current can the KSZ-B328 deliver continuously?",
    [KS],
    F.KS_IOUT,
    note="2 A continuous without heatsink; 3 A is the < 10 s peak row and the 3 A in the title",
)
fq(E, "What is the no-load input current of the KSZ-B328?", [KS], F.KS_IQ)
fq(E, "What output voltage range can the KSZ-B328 be set to?", [KS], F.KS_VOUT)
ie(
    E,
    "what efficiency does the ksz-b328 reach going from 24v down to 12v?",
    [KS],
    "the efficiency table is for a 5 V output only; the FAQ says 24 V to 12 V is not measured",
    F.KS_NO_EFF,
)
# ---------------------------------------------------------------- SPX1685
fq(
    E,
    "spx1685 supply voltage range?",
    [SP],
    F.SP_VDD,
    note="-0.5 ... +6.0 V limiting values are a look-alike",
)
fq(
    H,
    "How much current is each SPX1685 LED output guaranteed to sink at VDD = 2.3 V?",
    [SP],
    F.SP_IOL23,
    note="12 mA min at 2.3 V in the static table; 25 mA is the 5.0 V row (unnamed second row) "
    "and the ±25 mA limiting value",
)
fq(
    M,
    "what i2c address does the spx1685 answer on with all the address pins grounded?",
    [SP],
    F.SP_ADDR,
    note="0x70 (LED All Call) and 0x00 (Software Reset) are shared addresses, not the device address",
)
fq(E, "max i2c clock for the spx1685?", [SP], F.SP_SCL)
ie(
    H,
    "How much pulse jitter does the SPX1685 have when used to drive servos?",
    [SP],
    "the sheet says servo pulse jitter is not characterised",
    F.SP_NO_JITTER,
)
# ---------------------------------------------------------------- BMM-US04
fq(
    E,
    "how much current does the bmm-us04 draw while working?",
    [BM],
    F.BM_I,
    note="not the < 2 mA idle figure",
)
fq(E, "bmm-us04 min and max distance it can measure?", [BM], F.BM_RANGE)
fq(E, "What is the distance resolution of the BMM-US04?", [BM], F.BM_RES)
fq(
    M,
    "what temp range is the bmm-us04 good for?",
    [BM],
    F.BM_TOP,
    note="only in the FAQ",
)
ie(
    E,
    "how accurate is the bmm-us04 in mm?",
    [BM],
    "the FAQ says no accuracy figure is published",
    F.BM_NO_ACC,
)
# ---------------------------------------------------------------- GMD4625
fq(E, "What supply voltage range does the GMD4625 DAC accept?", [GM], F.GM_VDD)
fq(
    E,
    "gmd4625 settling time?",
    [GM],
    F.GM_SETTLE,
    note="not the 25 / 50 ms EEPROM write time",
)
fq(
    M,
    "Which I2C addresses can a GMD4625-A2T use?",
    ["GMD4625-A2T"],
    F.GM_A2,
    note="A2 A1 fixed by the ordering code, A0 by the pin",
)
fq(
    H,
    "Over what ambient temperature range are the GMD4625's electrical limits specified?",
    [GM],
    F.GM_TOP,
    note="only in the condition sentence above the table; -55 to +125 °C 'with power applied' "
    "and -65 to +150 °C storage in the absolute maximum list are look-alikes",
)
ie(
    H,
    "What is the output noise voltage density of the GMD4625?",
    [GM],
    "no noise figure is stated",
)
# ---------------------------------------------------------------- CCH-LC1A
fq(
    E,
    "what voltage does the cch-lc1a charge the battery up to?",
    [CC],
    F.CC_FLOAT,
    note="not the 4.3 V over-charge cut-off of the -P version nor the 4.05 V recharge threshold",
)
fq(E, "What input voltage range does the CCH-LC1A accept?", [CC], F.CC_VIN)
fq(
    M,
    "what charge current do i get on the cch-lc1a if i swap rprog for 2k?",
    [CC],
    F.CC_R2K,
)
ie(
    M,
    "how long does the cch-lc1a take to fully charge a 2600 mah 18650?",
    [CC],
    "the customer questions say no charge time is given",
    F.CC_NO_TIME,
)
