"""Factual questions of the hundred-and-thirty-seventh hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import GR, IE, IV, LM, MP, NW, TA, TF, VT, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- TFB-36 / TFB-36N
fq(
    E,
    "What supply voltage does the TFB-36 microSD breakout need on its VCC pin?",
    [TF],
    F.TF_VCC,
    note="the TFB-36N column (3.0-3.6 V), the regulator output 3.20-3.40 V and the absolute "
    "maximum 6.0 V are look-alikes",
)
fq(
    E,
    "tfb-36n supply voltage?",
    ["TFB-36N"],
    F.TF_VCC_N,
    note="column group per version; 4.5-5.5 V is the TFB-36",
)
fq(
    M,
    "How much current does the TFB-36 draw while it writes to the card?",
    [TF],
    F.TF_IWRITE,
    note="stacked per card state: no card 3.5 / 5, idle 4.8 / 7, read 32 / 60 mA; the "
    "regulator's 150 mA is a look-alike",
)
fq(
    H,
    "what spi clock does the tfb-36 need while the sd card is being initialised?",
    [TF],
    F.TF_INIT,
    note="stacked SPI clock row; 25 000 kHz (25 MHz) is the data-transfer limit",
)
fq(
    H,
    "How much current can I take from the TFB-36's 3V3 pin for my own circuit?",
    [TF],
    F.TF_3V3OUT,
    note="the regulator's 150 mA covers the card and the 3V3 pin together; 50 mA is the "
    "user's share (pin table, absolute maximum table and the note under table B)",
)
ie(
    E,
    "What is the resistance of the TFB-36's card-detect pull-up?",
    [TF],
    "the sheet only says there is an on-board pull-up to 3.3 V; no value",
    F.TF_CD,
)
# ---------------------------------------------------------------- LMQ-64
fq(
    E,
    "What supply voltage range does the LMQ-64 LED matrix module accept?",
    [LM],
    F.LM_VCC,
    note="the minimum supply for full brightness (4.0 / 4.0 / 4.5 V) and the LED forward "
    "voltages are look-alikes",
)
fq(
    M,
    "lmq-64 minimum logic high voltage on din, clk and cs?",
    [LM],
    F.LM_VIH,
    note="name wrapped over two lines; VIL 0.8 V and DOUT VOH VCC - 1 are look-alikes",
)
fq(
    E,
    "lmq-64 shutdown current?",
    [LM],
    F.LM_SHDN,
    note="name wrapped over two lines; the module currents in mA are look-alikes",
)
fq(
    H,
    "How much current does an LMQ-64B draw with all 64 LEDs on at intensity 8/15?",
    ["LMQ-64B"],
    F.LM_I8B,
    note="column group per colour, rows stacked per intensity; 170 / 155 mA (R / G), 260 mA "
    "at 15/15 and 50 mA for typical text are look-alikes",
)
ie(
    E,
    "lmq-64r led viewing angle?",
    ["LMQ-64R"],
    "no viewing angle is given; the wavelength and forward voltage are other things",
)
# ---------------------------------------------------------------- MPP-2S05 / MPP-2S10B
fq(
    E,
    "What continuous discharge current is the MPP-2S10B rated for?",
    ["MPP-2S10B"],
    F.MP_CONT10,
    note="column group per version; 5 A is the MPP-2S05, 15 A the peak, 20 +/- 4 A the "
    "over-current trip",
)
fq(
    M,
    "mpp-2s05 peak discharge current?",
    [MP],
    F.MP_PEAK05,
    note="continuous 5 A, the over-current trip 10 +/- 2 A and the MPP-2S10B's 15 A are "
    "look-alikes",
)
fq(
    M,
    "What is the quiescent current of the MPP-2S10B in its normal state?",
    ["MPP-2S10B"],
    F.MP_IQ10,
    note="8 / 15 uA is the MPP-2S05; 2 uA is the current after an over-discharge trip",
)
fq(
    E,
    "What is the MOSFET on-resistance of the MPP-2S05?",
    [MP],
    F.MP_RON05,
    note="8 mOhm is the MPP-2S10B column",
)
ie(
    M,
    "What balancing current does the MPP-2S05 use?",
    [MP],
    "the MPP-2S05 does not balance; 42 mA belongs to the MPP-2S10B",
    F.MP_BAL,
)
# ---------------------------------------------------------------- VTP-100
fq(
    E,
    "What supply voltage range does the VTP-100 converter accept?",
    [VT],
    F.VT_VS,
    note="the nominal 12 / 24 V in the stacked row and the absolute maximum 35 V are look-alikes",
)
fq(
    M,
    "vtp-100 supply current at 24v with no load?",
    [VT],
    F.VT_IS24,
    note="stacked per supply voltage; 22 / 30 mA at 12 V is the look-alike",
)
fq(
    M,
    "How much current can the VTP-100-24 output sink?",
    ["VTP-100-24"],
    F.VT_IOUT24,
    note="column group per version; 20 mA and the 35 mA limit belong to the VTP-100-5",
)
fq(
    H,
    "What is the absolute maximum voltage the VTP-100's AIN input can take?",
    [VT],
    F.VT_AINMAX,
    note="the input range 0-10 V, the supply 35 V and the OUT 35 V ratings are look-alikes",
)
ie(
    E,
    "vtp-100 temperature coefficient in ppm/°c?",
    [VT],
    "no drift or temperature coefficient is given; the duty-cycle error is at 25 C",
)
# ---------------------------------------------------------------- TAX3116
fq(
    E,
    "What is the supply voltage range of the TAX3116?",
    [TA],
    F.TA_VDD,
    note="the absolute maximum 4.8 V and Vdd_IO 1.71-3.6 V are look-alikes",
)
fq(
    M,
    "tax3116 sensitivity at ±8 g full scale?",
    [TA],
    F.TA_SENS8,
    note="stacked per FS setting; 1 / 2 / 12 mg/LSB belong to the other ranges",
)
fq(
    E,
    "Which I²C addresses can the TAX3116 use?",
    [TA],
    F.TA_ADDR,
    note="register addresses 0x0F ... 0x2E and WHO_AM_I 0x3B are decoys",
)
fq(
    M,
    "What is the TAX3116's current consumption in low-power mode at an ODR of 50 Hz?",
    [TA],
    F.TA_ILP50,
    note="stacked per mode and ODR; 2 uA at 1 Hz, 11 uA normal mode at 100 Hz and 0.5 uA "
    "power-down are look-alikes",
)
fq(
    H,
    "What is the highest output data rate of the TAX3116 in normal mode?",
    [TA],
    F.TA_ODRN,
    note="5376 Hz (and the feature line's 5.376 kHz) is the low-power mode",
)
ie(
    E,
    "What is the cross-axis sensitivity of the TAX3116?",
    [TA],
    "not given; sensitivity per FS and its temperature change are other rows",
)
# ---------------------------------------------------------------- IVD2710
fq(
    E,
    "What motor supply voltage range does the IVD2710 support?",
    [IV],
    F.IV_VM,
    note="the absolute maximum 11.8 V and the UVLO 2.6 / 2.7 V are look-alikes",
)
fq(
    E,
    "ivd2710 sleep current?",
    [IV],
    F.IV_SLEEP,
    note="the operating current 1.7 / 3 mA is a look-alike",
)
fq(
    M,
    "What continuous RMS current can one IVD2710 H-bridge deliver at 85 °C ambient?",
    [IV],
    F.IV_I85,
    note="stacked per ambient; 1.5 A at 25 C, 1.8 A for bridges in parallel and the 2.0 A "
    "peak are look-alikes",
)
fq(
    M,
    "ivd2710 on-resistance (hs + ls) at vm = 2.7 v?",
    [IV],
    F.IV_RON27,
    note="stacked per VM and TJ; 360 / 400 and 480 / 550 mOhm are look-alikes",
)
ie(
    M,
    "What is the junction-to-ambient thermal resistance of the IVD2710 in the HTSSOP-16 package?",
    [IV],
    "no thermal resistance is given; only current per ambient on a JEDEC board",
)
# ---------------------------------------------------------------- GRF-940
fq(
    E,
    "grf-940 flame sensor supply voltage?",
    [GR],
    F.GR_VCC,
)
fq(
    M,
    "how much current does the grf-940 draw when it sees a flame?",
    [GR],
    F.GR_IFLAME,
    note="stacked per output state; 6 mA without flame and the 15 mA DO sink limit are look-alikes",
)
fq(
    E,
    "What is the response time of the GRF-940?",
    [GR],
    F.GR_TRESP,
)
fq(
    M,
    "How far away can the GRF-940 detect a candle flame?",
    [GR],
    F.GR_CANDLE,
    note="80 / 40 cm (lighter) and 100 cm (alcohol burner) are look-alikes",
)
ie(
    E,
    "grf-940 operating humidity range?",
    [GR],
    "only the operating temperature is given",
)
# ---------------------------------------------------------------- NWM-210
fq(
    E,
    "What supply voltage does the NWM-210 need on VBAT?",
    [NW],
    F.NW_VBAT,
    note="absolute maximum 4.5 V, switch-off 3.0 V and the Li-ion 3.5-4.2 V remark are look-alikes",
)
fq(
    M,
    "nwm-210 peak current during a transmit burst?",
    [NW],
    F.NW_PEAK,
    note="the absolute maximum 2.5 A and the averaged GPRS / call currents are look-alikes",
)
fq(
    E,
    "What is the NWM-210's sleep-mode current with BS-PA-MFRMS = 9?",
    [NW],
    F.NW_SLEEP9,
    note="1.2 mA (MFRMS = 5) and power down 60 uA are look-alikes",
)
fq(
    H,
    "What input high voltage range do the NWM-210's serial port pins accept?",
    [NW],
    F.NW_VIH,
    note="VOH 2.7 / 2.8 V and VIL are look-alikes",
)
ie(
    E,
    "nwm-210 sleep current with bs-pa-mfrms = 2?",
    [NW],
    "only MFRMS = 5 and 9 are given",
)
