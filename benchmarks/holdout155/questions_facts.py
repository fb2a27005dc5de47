"""Factual questions of the hundred-and-fifty-fifth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AF, DL, GB, GT, IE, LW, RT, TT, VQ, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(
    diff: str, text: str, devs: list[str], *facts: Fact, note: str = "", qtype: str = "simple"
) -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, qtype, text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- LWG2411
fq(
    E,
    "What supply voltage range does the LWG2411 accept on DVDD and VSUP?",
    [LW],
    F.LW_VDD,
    note="the absolute maximum 6.0 V and the band-gap voltage 1.20 / 1.25 / 1.30 V are look-alikes",
)
fq(
    M,
    "lwg2411 running at 80 sps - how long does it take to settle after i switch channel or wake it up?",
    [LW],
    F.LW_SETTLE80,
    note="stacked per RATE: 400 ms at RATE = 0 (10 SPS) is the look-alike; the 50 us PD_SCK high-time limit "
    "and the 60 us power-down time are timing look-alikes",
)
fq(
    H,
    "What analog supply current does the LWG2411E draw in power-down?",
    ["LWG2411E"],
    F.LW_PD_E,
    note="LWG2411E column; the LWG2411 column (0.3 / 1.0 uA), the digital power-down current 0.3 uA and the "
    "normal-operation 1.5 / 2.0 mA are look-alikes",
)
fq(
    M,
    "What full-scale differential input range does channel B of the LWG2411 have with AVDD = 5 V?",
    [LW],
    F.LW_RANGE_B,
    note="stacked per channel and gain: +/-20 mV (A, 128) and +/-40 mV (A, 64) are look-alikes",
)
fq(
    E,
    "How do the operating temperature ranges of the LWG2411 and the LWG2411E differ?",
    [LW, "LWG2411E"],
    F.LW_TEMP,
    note="version columns; the storage range -55 ... +150 degC is a look-alike",
    qtype="comparison",
)
ie(
    M,
    "What is the gain drift of the LWG2411 in ppm/°C?",
    [LW],
    "no gain or offset drift is given; input noise, band-gap voltage and settling time are not drift figures",
)

# ---------------------------------------------------------------- VQT36 / VQT37
fq(
    E,
    "What is the scale factor of the VQT37 temperature sensor?",
    ["VQT37"],
    F.VQ_SCALE37,
    note="version columns: 10 mV/degC (VQT36) is the look-alike",
)
fq(
    E,
    "What output voltage does the VQT36 give at 25 °C?",
    [VQ],
    F.VQ_VOUT25,
    note="the VQT37 column (500 mV) and the VQT36 offset at 0 degC (500 mV) are look-alikes",
)
fq(
    H,
    "Over what temperature range is the VQT37 rated when it runs from a 2.7 V supply?",
    ["VQT37"],
    F.VQ_RANGE37,
    note="stacked per supply: +5 ... +100 degC needs VS >= 3.0 V; the VQT36 column, the operating range "
    "-55 ... +150 and the storage range are look-alikes",
)
fq(
    M,
    "vqt36 current draw when powered from 5v?",
    [VQ],
    F.VQ_IQ5,
    note="stacked per supply: 38 / 50 uA at 2.7 V and the shutdown current 0.01 / 0.5 uA are look-alikes; "
    "the feature line 'less than 50 uA' is for the low supply",
)
ie(
    M,
    "What is the thermal response time of the VQT36 in moving air?",
    [VQ],
    "no thermal time constant is given; the turn-on settling time 0.5 / 1 ms is electrical, and the thermal "
    "resistance 160 degC/W is not a response time",
)

# ---------------------------------------------------------------- GTP-1820 / GTP-1820S
fq(
    E,
    "How accurate is the GTP-1820 probe between -10 and +85 °C?",
    [GT],
    F.GT_ACC,
    note="stacked per range: +/-2.0 degC over -55 ... +125 degC is the look-alike; the 12-bit resolution 0.0625 "
    "degC is not accuracy",
)
fq(
    E,
    "how long does a 12 bit temperature conversion take on the gtp1820?",
    [GT],
    F.GT_CONV12,
    note="stacked per resolution (93.75 / 187.5 / 375 ms); the thermal time constant 2.5 s and the 480 us reset "
    "pulse are look-alikes",
)
fq(
    H,
    "running a gtp1820 on parasite power (red + black both to gnd) - what's the minimum high level the dq "
    "line has to reach?",
    [GT],
    F.GT_VIH_PAR,
    note="stacked per power mode: 2.2 V is the external-power minimum; the pull-up supply VPU 3.0 ... 5.5 V "
    "agrees with the answer",
)
fq(
    E,
    "What IP rating does the GTP-1820S (silicone cable) have?",
    ["GTP-1820S"],
    F.GT_IP_S,
    note="version columns: IP67 is the GTP-1820 (PVC) figure",
)
fq(
    M,
    "Over what temperature range may the GTP-1820 probe with the PVC cable be used?",
    [GT],
    F.GT_TEMP_PVC,
    note="the IC range -55 ... +125 degC, the GTP-1820S column and the storage range -20 ... +60 degC are "
    "look-alikes",
)
ie(
    M,
    "What is the thermal time constant of the GTP-1820 probe in still air?",
    [GT],
    "only the time constant in stirred water (2.5 s) is given; still air is much slower and not stated",
    F.GT_TAU,
)

# ---------------------------------------------------------------- AFX-6061 / AFX-6061S
fq(
    M,
    "What VDD range does the AFX-6061 need, and which I²C addresses can it use?",
    [AF],
    F.AF_VDD,
    F.AF_ADDR,
    note="two parts; VLOGIC 1.71 V, the absolute maximum 6 V and the WHO_AM_I value 0x68 (not an address "
    "option by itself) are look-alikes",
    qtype="structured",
)
fq(
    E,
    "afx-6061 gyro sensitivity in lsb per dps when set to ±500 dps?",
    [AF],
    F.AF_GSENS500,
    note="stacked per FS_SEL (131 / 65.5 / 32.8 / 16.4); the accelerometer 8192 LSB/g at +/-4 g is a look-alike",
)
fq(
    H,
    "What current does the AFX-6061S draw in sleep mode?",
    ["AFX-6061S"],
    F.AF_SLEEP_S,
    note="AFX-6061S column; the AFX-6061 sleep current 5 uA, the low-power accel 10 uA at 1.25 Hz and the "
    "accel-only 500 uA are look-alikes",
)
fq(
    M,
    "max spi clock on the afx-6061s when i'm only reading the sensor data registers?",
    ["AFX-6061S"],
    F.AF_SPI_S,
    note="stacked per register group: 1 MHz for all registers is the look-alike; the AFX-6061 has no SPI; "
    "the I2C 400 kHz is another interface",
)
ie(
    E,
    "What is the cross-axis sensitivity of the AFX-6061 gyroscope?",
    [AF],
    "no cross-axis sensitivity is given; the sensitivity tolerance +/-3 % is a different figure",
)

# ---------------------------------------------------------------- RTA1012 / RTA1016
fq(
    E,
    "Which I²C addresses can the RTA1016 be set to?",
    ["RTA1016"],
    F.RT_ADDR,
    note="the 8-bit write / read bytes 0x90 ... 0x97 and the register pointers are look-alikes",
)
fq(
    M,
    "What are the lowest and the highest data rates of the RTA1016?",
    ["RTA1016"],
    F.RT_RATES16,
    note="version overview: the RTA1012 column (128 ... 3300 SPS) and the default 128 SPS are look-alikes",
)
fq(
    H,
    "What is the maximum supply current of the RTA1012 while converting, over the full -40 to +125 °C range?",
    [RT],
    F.RT_IDD_HOT,
    note="stacked per mode and temperature: 150 / 200 uA at 25 degC and the power-down 0.5 / 2 / 5 uA are "
    "look-alikes",
)
fq(
    M,
    "rta1016 power-down current at room temp?",
    ["RTA1016"],
    F.RT_IPD,
    note="stacked: 5 uA max over -40 ... +125 degC and the converting 150 / 200 uA are look-alikes",
)
fq(
    H,
    "I run an RTA1016 from 3.3 V and set the PGA to the ±4.096 V range. What is the highest input voltage I "
    "can actually measure on a channel?",
    ["RTA1016"],
    F.RT_MAXIN33,
    note="value only in prose: the FSR +/-4.096 V is the ADC scaling, the input may not exceed VDD (+0.3 V abs "
    "max)",
)
ie(
    E,
    "What is the input-referred noise of the RTA1012 at 3300 SPS?",
    [RT],
    "no noise or ENOB figure is given; LSB size and INL are not noise figures",
)

# ---------------------------------------------------------------- GBY-SD35 / GBY-SD35L
fq(
    E,
    "gby-sd35: what voltage does it want on vcc, and how much current can i pull off its 3v3 pin for other "
    "stuff?",
    [GB],
    F.GB_VCC,
    F.GB_3V3,
    note="two parts; the GBY-SD35L column (3.0 ... 3.6 V), the absolute maximum 12 V and the card supply "
    "3.20 / 3.30 / 3.40 V are look-alikes; the 3V3 pin is not connected on the L",
    qtype="structured",
)
fq(
    E,
    "max sck clock on the gby-sd35, the 5v one?",
    [GB],
    F.GB_SPI,
    note="version columns: 25 MHz is the GBY-SD35L figure",
)
fq(
    M,
    "How much supply current does the GBY-SD35 draw while it is writing to the card?",
    [GB],
    F.GB_WRITE,
    note="stacked per mode: reading 30 mA, idle 6.5 mA, the GBY-SD35L column 50 / 100 mA and the start-up "
    "peaks of 200 mA in the FAQ are look-alikes",
)
ie(
    E,
    "What write speed in MB/s does the GBY-SD35 reach?",
    [GB],
    "no throughput is given; the SPI clock 12 MHz is not a write speed and the card decides the rest",
)

# ---------------------------------------------------------------- DLW-01 / DLW-01U
fq(
    E,
    "default baud rate of the dlw-01 at firmware?",
    [DL],
    F.DL_BAUD,
    note="value only in prose: the boot-ROM 74880 bps and the 9600 ... 921600 bps range of AT+UART_DEF are "
    "look-alikes",
)
fq(
    M,
    "dlw01 tx power in 11n mcs7?",
    [DL],
    F.DL_TXN,
    note="stacked per rate: 19.5 / 18.5 / 15.5 dBm and the RX sensitivity -72 dBm at MCS7 are look-alikes",
)
fq(
    E,
    "What is the deep-sleep current of the DLW-01?",
    [DL],
    F.DL_DEEP,
    note="stacked per mode with a unit per line: light-sleep 0.9 mA and modem-sleep 15 mA are look-alikes",
)
fq(
    M,
    "How do the operating temperature ranges of the DLW-01 and the DLW-01U differ?",
    [DL, "DLW-01U"],
    F.DL_TEMP,
    F.DL_TEMP_U,
    note="version table; the storage range -40 ... +125 degC is a look-alike",
    qtype="comparison",
)
ie(
    E,
    "How far can the DLW-01 reach outdoors, in metres, with its PCB antenna?",
    [DL],
    "no range is given; TX power, RX sensitivity and antenna gain are given but no distance",
)

# ---------------------------------------------------------------- TTB-28 / TTB-28F
fq(
    E,
    "What input voltage range does the TTB-28 boost module accept?",
    [TT],
    F.TT_VIN,
    note="the TTB-28F column (2.5 ... 5.0 V) and the 26 V limit are look-alikes",
)
fq(
    E,
    "What output voltage is the TTB-28 set to when it ships?",
    [TT],
    F.TT_VOUT_AS,
    note="the trimmer range 5.0 ... 28 V and the TTB-28F 4.90 / 5.05 / 5.20 V are look-alikes",
)
fq(
    H,
    "ttb-28f - max current at 5v out once my li-ion has sagged to 3.0v?",
    ["TTB-28F"],
    F.TT_IOUT_F30,
    note="stacked per VIN in version columns: the TTB-28 0.6 A, 1.0 A at 3.7 V and the 4.0 A switch limit are "
    "look-alikes",
)
fq(
    M,
    "What is the no-load input current of the TTB-28F?",
    ["TTB-28F"],
    F.TT_IQ_F,
    note="the TTB-28 column (2.0 / 3.0 mA) and the shutdown current 8 / 15 uA are look-alikes",
)
ie(
    M,
    "At what output voltage does the over-voltage protection of the TTB-28 trip?",
    [TT],
    "no over-voltage protection is described; 30 V is the trimmer end stop, not a protection threshold",
    F.TT_OVP,
)
