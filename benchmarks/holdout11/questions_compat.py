"""Compatibility questions between the hold-out 11 parts (added on import).

Written the way makers ask on forums. References list the facts a correct
judgement rests on; where a family sheet has sibling versions only the named
version's rows are listed. "compatible" only where every check the question
raises (voltage and current for power; levels both ways and every party's rate
for a link) is settled by stated values. Insufficient-evidence cases either
lack a required fact in every sheet or raise a concern no datasheet value
settles.
"""

from __future__ import annotations

import facts as F
from qkit import EPD, HQ, KSIM, KSM, KTD, KTX, join, q, unanswerable

C = "compatible"
X = "incompatible"
K = "compatibility"

# ------------------------------------------------------------------ compatible
q(
    "c-e-01",
    "easy",
    K,
    "can i power the ksm4322 mic from the ktd232rq's 3v3out pin?",
    [KSM, KTD],
    *join(F.KTD_3V3, F.KTD_3V3_I, F.KSM_VDD, F.KSM_I_HP_36),
    verdict=C,
    note="3V3OUT 3.0-3.6 V inside 1.62-3.6 V; the microphone's worst case 1.05 mA (high-performance "
    "mode at 3.6 V) is far below 50 mA.",
)
q(
    "c-m-02",
    "medium",
    K,
    "Can I supply the HQ7711's DVDD from the KSIM820's VDD_EXT pin?",
    [HQ, KSIM],
    *join(F.KSIM_VDD_EXT, F.HQ_VDD, F.HQ_ID),
    verdict=C,
    note="VDD_EXT 2.7-2.9 V inside DVDD 2.6-5.5 V; 100 uA digital current vs 50 mA IOmax.",
)
q(
    "c-h-03",
    "hard",
    K,
    "I want to put a KTX0104 between the KSIM820 UART (A side powered from VDD_EXT, 2.8 V) and a "
    "KTD232RQ running VCCIO = 3.3 V (B side at 3.3 V), at 115200 baud. Will the levels and speed work?",
    [KTX, KSIM, KTD],
    *join(
        F.KTX_VCCA,
        F.KTX_VCCB,
        F.KTX_ORDER,
        F.KTX_LEVELS,
        F.KTX_VOL,
        F.KTX_RATE_27,
        F.KSIM_VDD_EXT,
        F.KSIM_IO,
        F.KSIM_BAUD,
        F.KTD_VCCIO,
        F.KTD_IO_33,
        F.KTD_BAUD,
    ),
    verdict=C,
    note="A side: module VOH >= 2.4 V > 0.65 x 2.8 V, VOL 0.4 V < 0.35 x 2.8 V; translator VOH = "
    "VCC(A) - 0.4 >= 2.3 V > VIH 2.1 V and <= 2.9 V < 3.1 V. B side: KTD VOH >= 2.2 V > 0.65 x "
    "3.3 V = 2.15 V, VOL <= 0.5 V; translator VOH 2.9 V > threshold 1.5 V, VOL 0.4 V < 1.0 V. "
    "100 Mbit/s row (VCC(A) 2.7-3.6 V, VCC(B) 3.3 V) >> 115200; baud inside both UART ranges.",
)
q(
    "c-m-04",
    "medium",
    K,
    "Can a KSP3232E powered at 3.3 V talk to a KTD232RQ with VCCIO = 3.3 V at 115200 baud?",
    ["KSP3232E", KTD],
    *join(
        F.KSP_VCC,
        F.KSP_VIH_33,
        F.KSP_VIL,
        F.KSP_VOL,
        F.KSP_VOH,
        F.KSP_RATE_E,
        F.KTD_VCCIO,
        F.KTD_IO_33,
        F.KTD_BAUD,
    ),
    verdict=C,
    note="KTD VOH >= 2.2 V > TxIN 2.0 V, VOL <= 0.5 V < 0.8 V; receiver output VCC - 0.6 = 2.7 V > "
    "1.5 V threshold, 0.4 V < 1.0 V; 115.2 kbps < 235 kbps and inside 300 baud - 3 Mbaud.",
)
q(
    "c-e-05",
    "easy",
    K,
    "is the ksp3232eh fast enough for 921600 baud?",
    ["KSP3232EH"],
    *F.KSP_RATE_EH,
    verdict=C,
    note="921.6 kbps < 1000 kbps guaranteed for the EH.",
)
q(
    "c-e-06",
    "easy",
    K,
    "KSIM820 用一个 4.0 V、能输出 3 A 的稳压电源供电可以吗？",
    [KSIM],
    *join(F.KSIM_VBAT, F.KSIM_PEAK),
    verdict=C,
    note="4.0 V is the recommended VBAT; 3 A covers the 2 A transmit peak.",
)
q(
    "c-m-07",
    "medium",
    K,
    "can i run the vd-epd29 (black/white) off my esp32 board's 3.3v pin (good for 500 ma) with spi "
    "at 10 mhz?",
    ["VD-EPD29"],
    *join(F.EPD_V, F.EPD_TRANSLATOR, F.EPD_POWER_BW, F.EPD_SPI),
    verdict=C,
    note="3.3 V is a stated supply; 26.4 mW / 3.3 V = 8 mA << 500 mA; 10 MHz < 20 MHz write clock.",
)
q(
    "c-h-08",
    "hard",
    K,
    "KSM4322 at VDD = 1.8 V in standard mode (2.4 MHz clock), with a KTX0104 (A side 1.8 V at the "
    "mic, B side 3.3 V) to my MCU whose pins need 2.0 V for a high and output 3.1 V. OK?",
    [KSM, KTX],
    *join(
        F.KSM_VDD,
        F.KSM_CLOCKS,
        F.KSM_LEVELS,
        F.KTX_VCCA,
        F.KTX_VCCB,
        F.KTX_LEVELS,
        F.KTX_VOL,
        F.KTX_RATE_18,
    ),
    verdict=C,
    note="2.4 MHz inside the 1.024-2.475 MHz standard range (duty 40-60 %); 60 Mbit/s row for "
    "VCC(A) 1.8 V; translator A VOH 1.4 V >= 0.65 x 1.8 = 1.17 V, VOL 0.4 V <= 0.63 V; mic VOH "
    "1.35 V >= 1.17 V, VOL 0.45 V <= 0.63 V; B VOH 2.9 V >= 2.0 V, MCU 3.1 V >= 2.15 V.",
)

# ---------------------------------------------------------------- incompatible
q(
    "c-e-09",
    "easy",
    K,
    "can the ksim820 run straight off the ktd232rq's 3v3out?",
    [KSIM, KTD],
    *join(F.KSIM_VBAT, F.KSIM_PEAK, F.KTD_3V3, F.KTD_3V3_I),
    verdict=X,
    note="3.0-3.6 V is below or at the 3.4 V minimum and 50 mA is far below the 2 A peak.",
)
q(
    "c-m-10",
    "medium",
    K,
    "ktd232rq with vccio at 3.3v wired straight to the ksim820 txd/rxd - ok?",
    [KTD, KSIM],
    *join(F.KTD_IO_33, F.KSIM_IO, F.KSIM_DIG_ABS, F.KSIM_LEVEL_NOTE),
    verdict=X,
    note="KTD VOH up to 3.2 V exceeds the module's VIH max / absolute maximum of 3.1 V; the module "
    "sheet requires a level translator for 3.3 V hosts.",
)
q(
    "c-e-11",
    "easy",
    K,
    "Can I put 5 V on the A side of the KTX0104 and 3.3 V on the B side?",
    [KTX],
    *join(F.KTX_VCCA, F.KTX_VCCB, F.KTX_ORDER),
    verdict=X,
    note="VCC(A) max 3.6 V and VCC(A) must not exceed VCC(B).",
)
q(
    "c-m-12",
    "medium",
    K,
    "can i use the ktx0104 to level shift i2c between my 3.3v esp32 and a 5v sensor?",
    [KTX],
    *join(F.KTX_VCCA, F.KTX_VCCB, F.KTX_OPEN_DRAIN),
    verdict=X,
    note="Supplies fit, but the sheet says it is not suited for open-drain buses such as I2C.",
)
q(
    "c-e-13",
    "easy",
    K,
    "Kann ich das KSIM820 direkt an einer 5-V-Powerbank betreiben?",
    [KSIM],
    *join(F.KSIM_VBAT, F.KSIM_ABS, F.KSIM_NO_5V),
    verdict=X,
    note="5 V exceeds VBAT max 4.4 V and the 4.5 V absolute maximum.",
)
q(
    "c-m-14",
    "medium",
    K,
    "can i drive a kmb-1205 buzzer straight from a ktd232rq cbus pin (vccio 5v)?",
    ["KMB-1205", KTD],
    *join(F.KMB_1205, F.KMB_DIRECT, F.KTD_IOUT_ABS, F.KTD_CBUS_NOTE),
    verdict=X,
    note="30 mA buzzer current exceeds the 24 mA output limit; both sheets say use a transistor.",
)
q(
    "c-e-15",
    "easy",
    K,
    "will a kmb-1212 beep on a 5v rail?",
    ["KMB-1212"],
    [F.KMB_1212[0][0]],
    F.KMB_1212[1],
    verdict=X,
    note="Operating voltage 8-16 V for the 12 V version (the KMB-1205 would fit 5 V).",
)
q(
    "c-m-16",
    "medium",
    K,
    "I want a VD-EPD29B to show a clock that updates every minute using partial refresh. Will that work?",
    ["VD-EPD29B"],
    *join(F.EPD_PARTIAL_B, F.EPD_FULL_B, F.EPD_INTERVAL),
    verdict=X,
    note="Partial refresh is not supported on the B version; the refresh interval should be >= 180 s.",
)
q(
    "c-h-17",
    "hard",
    K,
    "KSP3232E running at 5 V: can its receiver output (R1OUT) feed the KSIM820's RXD directly?",
    ["KSP3232E", KSIM],
    *join(F.KSP_VOH, F.KSIM_IO, F.KSIM_DIG_ABS),
    verdict=X,
    note="Receiver outputs swing to VCC (about 4.4-5 V), above the module's 3.1 V input limit.",
)
q(
    "c-m-19",
    "medium",
    K,
    "hq7711 with dvdd on 5v - can its dout go straight into an esp32 gpio (3.3v max)?",
    [HQ],
    *join(F.HQ_VDD, F.HQ_DOUT),
    verdict=X,
    note="DOUT swings to DVDD = 5 V; DVDD should be the MCU's supply.",
)

# ---------------------------------------------------------- insufficient evidence
unanswerable(
    "c-m-21",
    "medium",
    K,
    "can the hq7711's on-chip regulator power my 350 ohm load cell?",
    [HQ],
    "The regulator's output current depends on the external transistor and is not specified.",
)
unanswerable(
    "c-m-22",
    "medium",
    K,
    "can i run the ksim820 straight off an 18650 cell that i keep between 3.7 and 4.2 v?",
    [KSIM],
    "3.7-4.2 V is inside 3.4-4.4 V, but whether the cell delivers the 2 A bursts is not in any "
    "sheet.",
)
unanswerable(
    "c-e-23",
    "easy",
    K,
    "will a cr2032 keep the ksm4322 listening for a year?",
    [KSM],
    "Coin-cell capacity and behaviour are not in any sheet.",
)
unanswerable(
    "c-m-24",
    "medium",
    K,
    "will the kmb-1205 beeping ruin recordings from a ksm4322 on the same board?",
    ["KMB-1205", KSM],
    "No sheet gives a value that settles acoustic or supply interference.",
)
unanswerable(
    "c-e-25",
    "easy",
    K,
    "Puis-je utiliser le module KSIM820 dans un produit vendu dans l'UE (marquage CE) ?",
    [KSIM],
    "The sheet states no type approval (approvals are project specific).",
)
unanswerable(
    "c-m-26",
    "medium",
    K,
    "can the e-paper module and the ksim820 share one 4.0 v rail?",
    [EPD, KSIM],
    "4.0 V suits the module, but the e-paper module is only specified at 3.3 V or 5 V.",
)
unanswerable(
    "c-h-27",
    "hard",
    K,
    "Can the KTD232RQ's 3V3OUT power a KMB-1203 buzzer (switched by a transistor)?",
    ["KMB-1203", KTD],
    "3V3OUT may be 3.0-3.6 V, above the 3 V rated voltage where the 30 mA maximum applies; the "
    "buzzer's current rises with voltage and is not given at 3.3-3.6 V, so the 50 mA budget is "
    "not settled.",
)
unanswerable(
    "c-e-28",
    "easy",
    K,
    "ksp3232e driving a 30 m rs-232 cable to a plc at 115200 - will it work?",
    ["KSP3232E"],
    "Cable capacitance of 30 m is unknown and the sheet does not specify cable length.",
)
unanswerable(
    "c-e-29",
    "easy",
    K,
    "will the vd-epd29 be readable outdoors in direct sunlight all day?",
    ["VD-EPD29"],
    "The sheet gives no rating for outdoor use or sunlight.",
)
unanswerable(
    "c-h-31",
    "hard",
    K,
    "Can a KTX0104 drive a 1 m ribbon cable at 20 Mbit/s?",
    [KTX],
    "Loads above 70 pF reduce the data rate; the cable's capacitance is not stated anywhere.",
)
