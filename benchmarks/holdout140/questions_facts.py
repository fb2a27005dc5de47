"""Factual questions of the hundred-and-fortieth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AR, HQ, IE, KP, KQ, KS, NB, SF, VR, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- KQR-420
fq(
    E,
    "What supply voltage does the KQR-420-50 need on VCC?",
    ["KQR-420-50"],
    F.KQ_VCC50,
    note="the -33 column (3.6-5.5 V), the abs max -24 ... 30 V and the 30 V external loop "
    "supply are look-alikes",
)
fq(
    E,
    "kqr-420-33 output voltage range?",
    ["KQR-420-33"],
    F.KQ_OUT33,
    note="the -50 output 0-5 V, the 3.25-3.35 V tolerance at 20 mA and the 3.45 V clamp are "
    "look-alikes",
)
fq(
    E,
    "What loop current range does the KQR-420 measure?",
    [KQ],
    F.KQ_RANGE,
    note="the linear range 3.8-22 mA, the 50 mA abs max and the 22 mA conversion-table row "
    "are look-alikes",
)
fq(
    M,
    "how much current does the kqr-420-33 itself draw from vcc?",
    ["KQR-420-33"],
    F.KQ_ICC33,
    note="the -50 column (3.5 / 5.0 mA) and the 4-20 mA loop current are look-alikes",
)
ie(
    E,
    "What isolation voltage does the KQR-420 provide between the loop input and VOUT?",
    [KQ],
    "the sheet says the module is not isolated (LOOP- = GND); no isolation voltage exists",
    F.KQ_NOTISO,
)
# ---------------------------------------------------------------- SFX9320
fq(
    E,
    "What core supply voltage (VDD) does the SFX9320 need?",
    [SF],
    F.SF_VDD,
    note="VDDIO 1.62-3.6 V and the abs max 2.4 V are look-alikes",
)
fq(
    E,
    "sfx9320 startup time after power on?",
    [SF],
    F.SF_START,
    note="the 7 ms mode switch time and the 0.05-5 ms supply rise time are look-alikes",
)
fq(
    M,
    "sfx9320 i2c address?",
    [SF],
    F.SF_ADDR,
    note="0x50 / 0x52 are 8-bit write bytes; CHIP_ID 0xA0 and register addresses are decoys",
)
fq(
    M,
    "What is the SFX9320's supply current in 9-axis (NDOF) fusion mode?",
    [SF],
    F.SF_NDOF,
    note="stacked per fusion mode; IMU 6.9 / 8.2 mA, COMPASS 7.6 / 9.0 mA, low-power 0.42 mA and "
    "suspend 40 uA are look-alikes",
)
fq(
    H,
    "What is the magnetometer measurement range of the SFX9320 on the z axis?",
    [SF],
    F.SF_MAGZ,
    note="+/-1300 uT is the x / y range; the 0.3 uT resolution and the +/-40 uT offset are "
    "look-alikes",
)
ie(
    M,
    "what's the sfx9320 gyro bias instability in deg/h?",
    [SF],
    "only the zero-rate offset (+/-1 deg/s) and the noise density are given; no bias instability",
    F.SF_OFFSET,
)
# ---------------------------------------------------------------- NRB1-0505S
fq(
    E,
    "What input voltage range does the NRB1-0505S accept?",
    [NB],
    F.NB_VIN,
    note="stacked per input class (3.3 / 5 / 12 / 24 V types); the 5 V output is a look-alike",
)
fq(
    E,
    "nrb1-0505s max output current?",
    [NB],
    F.NB_IOUT,
    note="20 mA is the minimum load; 303 mA and 84 mA belong to other models; 267 mA is the "
    "input current",
)
fq(
    M,
    "What is the no-load input current of the NRB1-0505S?",
    [NB],
    F.NB_NOLOAD,
    note="stacked per input class (30 / 45 mA for 3.3 V, 10 / 18 mA for 12 / 24 V types); the "
    "267 mA full-load input current is a look-alike",
)
fq(
    H,
    "what voltage does the nrb1-0505s put out at 10% load?",
    [NB],
    F.NB_LIGHT10,
    note="stacked per load: 4.85-5.15 V at full load and 5.90 / 6.40 V at no load are look-alikes",
)
ie(
    M,
    "What continuous working voltage is the isolation of the NRB1-0505SH rated for?",
    ["NRB1-0505SH"],
    "3000 VDC is a 1 s production test voltage; the sheet says it is not a continuous "
    "working voltage and gives none",
    F.NB_ISO,
)
# ---------------------------------------------------------------- VRL2616
fq(
    E,
    "What supply voltage range does the VRL2616 accept?",
    [VR],
    F.VR_VDD,
    note="abs max 6.0 V, the 5.5 V input tolerance and the POR 1.7 / 2.0 V are look-alikes",
)
fq(E, "vrl2616 pwm resolution?", [VR], F.VR_RES)
fq(
    M,
    "What is the maximum I\u00b2C clock frequency of the VRL2616?",
    [VR],
    F.VR_FSCL,
    note="the 27 MHz oscillator, 50 MHz EXTCLK and the 1650 Hz PWM frequency are look-alikes",
)
fq(
    M,
    "vrl2616 sleep current at 3.3v?",
    [VR],
    F.VR_STB33,
    note="stacked per VDD (2.2 / 15 uA at 5.5 V); the 6 / 10 mA operating current is a look-alike",
)
fq(
    H,
    "How much current can one VRL2616 LED output sink at VDD = 3.3 V with VOL = 0.5 V?",
    [VR],
    F.VR_IOL33,
    note="stacked per VDD (12 / 17 mA at 2.3 V, 25 / 31 mA at 5.0 V); the 25 mA recommended "
    "limit (VDD >= 4.5 V) and the 30 mA abs max are look-alikes",
)
ie(
    E,
    "what constant current does the vrl2616 regulate on each led output?",
    [VR],
    "the outputs are not current-regulated; 25 mA is a sink limit, not a regulated current",
    F.VR_NOTREG,
)
# ---------------------------------------------------------------- HQL6220
fq(
    E,
    "What is the sensitivity of the HQL6220-20B at VCC = 3.3 V?",
    ["HQL6220-20B"],
    F.HQ_SENS20,
    note="132 / 44 mV/A belong to the -10B / -30B",
)
fq(
    E,
    "hql6220-20b current range?",
    ["HQL6220-20B"],
    F.HQ_RANGE20,
    note="+/-10 A and +/-30 A belong to the other versions; 100 A is the overcurrent "
    "transient tolerance",
)
fq(
    E,
    "How much supply current does the HQL6220 draw?",
    [HQ],
    F.HQ_ICC,
    note="the 3 mA output current rating is a look-alike",
)
fq(
    H,
    "what's the hql6220 response time?",
    [HQ],
    F.HQ_RESP,
    note="rise time 3 us, propagation delay 1 us and power-on time 80 us are look-alikes",
)
ie(
    H,
    "What is the sensitivity of the HQL6220-20B when it is powered at VCC = 5 V?",
    ["HQL6220-20B"],
    "ratiometric scaling is specified for 3.0-3.6 V only and the part is not characterised "
    "at 5 V; 100 mV/A from the formula is not a specified value",
    F.HQ_NOT5V,
)
# ---------------------------------------------------------------- KPD-12
fq(
    E,
    "kpd-12 supply voltage range?",
    [KP],
    F.KP_VM,
    note="the 14.1-14.6 V lockout, 18 V abs max and the 5 V output are look-alikes",
)
fq(
    M,
    "How much continuous current can each KPD-12 output channel deliver to a pump?",
    [KP],
    F.KP_IOUT,
    note="the 3.0 A start-up peak, the KPD-12D 2.5 A total, the 100 mA 5V OUT and the pump "
    "currents are look-alikes",
)
fq(
    H,
    "What does the KPD-12 draw from its 12 V supply when EN is pulled low?",
    [KP],
    F.KP_SLEEP,
    note="stacked: 6.5 / 9 mA with EN high and pumps off is a look-alike",
)
ie(
    M,
    "what value is the pull-down resistor on the kpd-12 pwm input?",
    [KP],
    "an internal pull-down is mentioned without a value; the 47 kOhm belongs to the EN pull-up",
    F.KP_PULLDOWN,
)
# ---------------------------------------------------------------- ARZ-31
fq(
    E,
    "What supply voltage range does the ARZ-31PA need?",
    ["ARZ-31PA"],
    F.AR_VCCPA,
    note="the ARZ-31P / U column (2.0-3.6 V) and the 3.9 V abs max are look-alikes",
)
fq(
    E,
    "arz-31 default uart baud rate?",
    [AR],
    F.AR_BAUD,
    note="9600 ... 460800 bps is the settable range; 250 kbps is the over-the-air rate",
)
fq(
    E,
    "What is the maximum TX output power of the ARZ-31PA?",
    ["ARZ-31PA"],
    F.AR_TXPA,
    note="+10 dBm belongs to the ARZ-31P / U; the +10 dBm RF input abs max is a look-alike",
)
fq(
    M,
    "arz-31p sleep current with ram retained?",
    ["ARZ-31P"],
    F.AR_SLEEPP,
    note="2.1 uA is the PA column; deep sleep 0.4 uA and RX 9.8 mA are look-alikes",
)
fq(
    H,
    "What is the receiver sensitivity of the ARZ-31P?",
    ["ARZ-31P"],
    F.AR_RXSP,
    note="-105 dBm belongs to the ARZ-31PA",
)
ie(
    E,
    "What is the antenna gain of the ARZ-31U?",
    ["ARZ-31U"],
    "the ARZ-31U has no antenna; 1.8 dBi is the PCB antenna of the P and PA versions",
    F.AR_ANTU,
)
# ---------------------------------------------------------------- KPS1208
fq(
    E,
    "What supply voltage range does the KPS1208 support?",
    [KS],
    F.KS_VDD,
    note="the 6.0 V abs max and the 5.5 V CHANGE pull-up limit are look-alikes",
)
fq(
    E,
    "kps1208 deep sleep current?",
    [KS],
    F.KS_DEEP,
    note="wake-on-touch 8 / 14 uA, low power 31 / 48 uA and active 145 / 220 uA are look-alikes",
)
fq(
    M,
    "What I\u00b2C addresses can the KPS1208 use?",
    [KS],
    F.KS_ADDR,
    note="0x90-0x93 are 8-bit bytes; CHIP_ID 0x5A is a decoy",
)
fq(
    E,
    "how long does the kps1208 take to calibrate after power-up?",
    [KS],
    F.KS_CAL,
    note="the 20 / 36 ms touch response time and the 16 ms scan interval are look-alikes",
)
ie(
    M,
    "What is the maximum glass overlay thickness the KPS1208 can sense through?",
    [KS],
    "only acrylic or polycarbonate up to 3 mm is given; nothing for glass",
    F.KS_OVERLAY,
)
