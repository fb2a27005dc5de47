"""Factual questions of the hundred-and-fifty-sixth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AQ, AV, EF, HM, IE, MF, OQ, PL, TR, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- EFP3016
fq(
    E,
    "What core supply voltage (VDD) does the EFP3016 pulse-oximetry sensor need?",
    [EF],
    F.EF_VDD,
    note="the LED supply VLED (3.1-5.0 V), the pull-up limit 5.5 V and the absolute maximum 2.2 V "
    "are look-alikes",
)
fq(
    M,
    "efp3016g - what led supply voltage do i need if i actually want to use the green led?",
    ["EFP3016G"],
    F.EF_VLED_G,
    note="two-line row, stacked per LED set: red / IR only 3.1 / 3.3 / 5.0 V (both versions), green "
    "in use 4.0 / 4.5 / 5.0 V (EFP3016G only); VDD 1.7-2.0 V is a look-alike",
)
fq(
    M,
    "What is the core shutdown current of the EFP3016G, typical and maximum?",
    ["EFP3016G"],
    F.EF_SHDN_G,
    note="the EFP3016 column (0.7 / 10 uA, also in the highlights), the LED-supply shutdown current "
    "0.01 / 1.0 uA and the active currents are look-alikes",
)
fq(
    H,
    "If I run the EFP3016 with the longest LED pulse (411 µs) to get the full 18-bit resolution, "
    "what is the highest sample rate I can set in SpO2 mode?",
    [EF],
    F.EF_SPS411,
    F.EF_SPS_HEAD,
    note="pulse-width table: 400 sps in SpO2 mode, 1000 sps in HR mode; the general 50 ... 3200 sps "
    "range is a look-alike",
)
fq(
    M,
    "how much core current does the efp3016g pull in multi-led mode at 100 sps? and whats the max "
    "i2c clock it takes?",
    ["EFP3016G"],
    F.EF_IDD_MULTI_G,
    F.EF_FSCL,
    note="two-part; current stacked per mode in version columns (EFP3016 has no multi-LED row; "
    "SpO2 650 / 1300 and HR 630 / 1250 uA are look-alikes)",
)
ie(
    M,
    "What SpO2 accuracy (in % saturation) does the EFP3016 achieve?",
    [EF],
    "the sheet says SpO2 accuracy depends on the host algorithm and is not specified; the "
    "temperature sensor accuracy +/-1 degC is not it",
    F.EF_SPO2,
)
# ---------------------------------------------------------------- MAF-24
fq(
    E,
    "What supply voltage range does the MAF-24 (the PCB-antenna version) accept?",
    [MF],
    F.MF_VCC,
    note="the MAF-24PL column (2.7-3.6 V), the absolute maximum 3.6 V and the 5.25 V input limit "
    "are look-alikes",
)
fq(
    M,
    "maf-24pl current draw when its transmitting at full power?",
    ["MAF-24PL"],
    F.MF_ITX_PL,
    note="stacked per RF_PWR setting (115 / 78 / 52 / 38 mA); the MAF-24 column 11.3 / 14 mA and "
    "the receive currents 24-31 mA are look-alikes",
)
fq(
    M,
    "What receiver sensitivity does the MAF-24PL reach at 250 kbit/s?",
    ["MAF-24PL"],
    F.MF_SENS_PL,
    note="stacked per data rate; the MAF-24 column (-94 dBm at 250 kbit/s) and -92 / -95 dBm at "
    "2 / 1 Mbit/s are look-alikes",
)
fq(
    E,
    "Which frequency band does the MAF-24 transceiver module operate in?",
    [MF],
    F.MF_BAND,
    note="2400 ... 2525 MHz; the '2.4 GHz' title is a rounded form",
)
fq(
    M,
    "What is the maximum output power of the MAF-24, and of the MAF-24PL?",
    [MF, "MAF-24PL"],
    F.MF_PTX,
    note="two versions in one answer; stacked per RF_PWR setting (0 / -6 / -12 / -18 and +20 / "
    "+14 / +8 / +2 dBm); the RF input limits +10 / 0 dBm are look-alikes",
)
ie(
    H,
    "What is the gain of the MAF-24's PCB antenna in dBi?",
    [MF],
    "only the MAF-24PL whip antenna is rated (2 dBi); the PCB meander antenna of the MAF-24 has "
    "no gain figure",
    F.MF_PCB_ANT,
)
# ---------------------------------------------------------------- AVM2213
fq(
    E,
    "What motor supply voltage range does the AVM2213 stepper driver support?",
    [AV],
    F.AV_VM,
    note="the absolute maximum 30 V, the VIO range 3.0-5.25 V and the test condition VM = 24 V "
    "are look-alikes",
)
fq(
    M,
    "avm2213t (the tssop one) - how much rms and how much peak coil current can it do?",
    ["AVM2213T"],
    F.AV_T,
    note="version overview; the AVM2213 column (2.0 / 2.8 A, also in the title line) and the "
    "two-layer figure 0.9 A are look-alikes",
)
fq(
    H,
    "What is the typical and maximum low-side on-resistance of the AVM2213T at a junction "
    "temperature of 25 °C?",
    ["AVM2213T"],
    F.AV_RDS_T,
    note="two-line row name, stacked per temperature, in version column groups; the AVM2213 column "
    "(0.17 / 0.20 Ohm), the high side (0.27 / 0.32) and the 150 degC value 0.38 are look-alikes",
)
fq(
    M,
    "Which UART baud rates does the AVM2213 accept on its PDN_UART pin?",
    [AV],
    F.AV_BAUD,
    note="only in prose (automatic baud detection); the 12 MHz internal clock is a look-alike",
)
fq(
    H,
    "so i'm doing a cheap 2-layer pcb for a little camera slider with the qfn avm2213, no fancy "
    "4-layer stuff. how much continuous rms current can i actually count on with that board?",
    [AV],
    F.AV_2LAYER,
    F.AV_4LAYER,
    note="only in the thermal-notes prose: 1.2 A RMS on two layers; the 2.0 A of the version "
    "table assumes a four-layer board; 0.9 A (two layers) and 1.4 A (four layers) belong to the "
    "AVM2213T",
)
ie(
    M,
    "What is the maximum STEP input frequency of the AVM2213?",
    [AV],
    "no STEP frequency or STEP pulse timing is given; the 12 MHz internal clock and the UART baud "
    "rate are not it",
)
# ---------------------------------------------------------------- OQC-1201
fq(
    E,
    "What is the maximum collector current of the OQC-1201 optocoupler?",
    [OQ],
    F.OQ_IC,
    note="the LED forward current 50 mA (same number, input side), the peak forward current 1 A "
    "and the 2 mA test conditions are look-alikes",
)
fq(
    E,
    "oqc-1201 operating temp range?",
    [OQ],
    F.OQ_TOPR,
    note="the storage range -55 ~ +125 degC and the soldering 260 degC are look-alikes",
)
fq(
    E,
    "How fast does the OQC-1201 switch? I need the rise and fall times.",
    [OQ],
    F.OQ_TRTF,
    note="one cell with two lines (4 / 3 us typ, 18 / 18 us max); the cut-off frequency 80 kHz is "
    "related but not asked",
)
fq(
    M,
    "whats the order code for the smd version of the oqc-1201 in ctr rank c?",
    [OQ],
    F.OQ_SC,
    note="rank table; OQC-1201C is the DIP-4 code, OQC-1201S the unranked SMD code",
)
ie(
    M,
    "what's the ctr of the oqc-1201 at 70 °c ambient?",
    [OQ],
    "CTR is only given at Ta = 25 degC; the sheet says it falls at high temperature but gives no "
    "figure",
    F.OQ_CTRTEMP,
)
# ---------------------------------------------------------------- TOR5530L
fq(
    E,
    "What is the drain-source voltage rating of the TOR5530L MOSFET?",
    [TR],
    F.TR_VDS,
    note="the gate-source limit +/-16 V and the 28 / 44 V test conditions are look-alikes",
)
fq(
    M,
    "tor5530l rds(on) with only 4v on the gate?",
    [TR],
    F.TR_RDS4,
    note="stacked per VGS (22 / 25 / 35 mOhm max at 10 / 5 / 4 V); the summary table repeats the "
    "maximum values",
)
fq(
    E,
    "What is the gate threshold voltage range of the TOR5530LS?",
    ["TOR5530LS"],
    F.TR_VTH,
    note="static table for both packages; the 4.0 V drive level is a look-alike",
)
fq(
    H,
    "What continuous drain current is the TOR5530L rated for at a case temperature of 100 °C?",
    [TR],
    F.TR_ID100,
    note="stacked per case temperature under a two-line name (47 A at 25 degC, 33 A at 100 degC); "
    "the pulsed 160 A is a look-alike",
)
ie(
    H,
    "What RDS(on) does the TOR5530L have with only 3.3 V on the gate?",
    [TR],
    "the sheet specifies RDS(on) from VGS = 4.0 V only and says none is specified at 3.3 V",
    F.TR_33V,
)
# ---------------------------------------------------------------- AQT5310
fq(
    E,
    "What is the default I²C address of the AQT5310?",
    [AQ],
    F.AQ_ADDR,
    note="7-bit 0x29 in prose; the write / read bytes 0x52 / 0x53, the register 0x8A and the model "
    "ID 0xEE are look-alikes",
)
fq(
    H,
    "How far can the AQT5310 (not the L version) measure on a white target indoors in long-range "
    "mode?",
    [AQ],
    F.AQ_RANGE_LR,
    note="stacked per mode, target and light in version columns: 200 cm; default mode 120 cm and "
    "the AQT5310L 400 cm are look-alikes",
)
fq(
    M,
    "aqt5310l current in hw standby with xshut pulled low?",
    ["AQT5310L"],
    F.AQ_HWSB_L,
    note="stacked per state with a unit per line; the AQT5310 column 3 / 7 uA and SW standby "
    "6 / 10 uA are look-alikes",
)
fq(
    E,
    "What operating temperature range does the AQT5310L cover?",
    ["AQT5310L"],
    F.AQ_TEMP_L,
    note="the AQT5310 column (-20 ... +70 degC) and the storage range -40 ... +85 degC are "
    "look-alikes",
)
ie(
    H,
    "How far can the AQT5310 measure outdoors in direct sunlight?",
    [AQ],
    "only an overcast outdoor row is given (60 / 110 cm); direct sunlight is not specified",
    F.AQ_OVERCAST,
)
# ---------------------------------------------------------------- HM2004
fq(
    E,
    "What is the default I²C address of the HM2004-I3 display?",
    ["HM2004-I3"],
    F.HM_ADDR3,
    note="0x27 belongs to the HM2004-I5; the 8-bit write byte 0x7E is a look-alike",
)
fq(
    M,
    "how much current does the hm2004-i5 pull with the backlight on?",
    ["HM2004-I5"],
    F.HM_I5,
    note="stacked per backlight state in version columns; the backlight share 24 mA and the I3 "
    "22 / 30 mA are look-alikes",
)
fq(
    M,
    "Which I²C addresses can the HM2004-I5 be set to with its A0-A2 solder pads?",
    ["HM2004-I5"],
    F.HM_ADDR5_ALL,
    note="address table: 0x20 ... 0x27; the HM2004-I3 range 0x38 ... 0x3F and the 8-bit write "
    "bytes in brackets are look-alikes",
)
ie(
    E,
    "how many hours does the hm2004 backlight last?",
    [HM],
    "the customer-questions section says there is no lifetime figure",
    F.HM_LIFE,
)
# ---------------------------------------------------------------- PLA-1210
fq(
    H,
    "What is the no-load power consumption of the PLA-1210V at 230 VAC?",
    ["PLA-1210V"],
    F.PL_NOLOAD_V,
    note="units inside the cells, stacked per input voltage (65 / 75 mW); the PLA-1210 column "
    "0.20 / 0.25 W is a look-alike",
)
fq(
    M,
    "What output voltage range (minimum, typical, maximum) does the PLA-1210 guarantee?",
    [PL],
    F.PL_VOUT,
    note="bilingual two-line row name in version columns; the PLA-1210V column 11.64 / 12.36 V and "
    "the overvoltage clamp 13.8 ... 16.2 V are look-alikes",
)
fq(
    E,
    "what ip rating does the pla-1210 have?",
    [PL],
    F.PL_IP,
)
fq(
    M,
    "What are the operating temperature range and the operating humidity range of the PLA-1210?",
    [PL],
    F.PL_TOP,
    F.PL_HUM,
    note="two-part; storage -20 ... +80 degC and storage humidity 10 ... 95 %RH are look-alikes",
)
ie(
    M,
    "What is the MTBF of the PLA-1210 at 40 °C ambient?",
    [PL],
    "MTBF is given only at 25 degC (50 000 / 80 000 h)",
    F.PL_MTBF,
)
