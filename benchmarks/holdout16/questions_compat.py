"""Hold-out 16 compatibility questions (between these parts, or a part and a stated setup).

A reference lists the facts a correct answer may cite. Values the field
vocabulary has no field for (headphone output power, common-mode range,
5 V tolerance of a UART pin, open-collector output voltage) are given as
evidence without numeric items.
"""

from __future__ import annotations

from facts import (
    KAC_AVDD,
    KAC_DBVDD,
    KAC_PO,
    KAC_SCLK,
    KEN_ABS,
    KEN_I100,
    KEN_NO_ESD,
    KEN_VDD,
    KEN_VIH,
    KEN_VINABS,
    KFP_FAQ_5V,
    KFP_NO_IP,
    KFP_V,
    KFPS_FAQ_5V,
    KFPS_V,
    KOP_ABS,
    KOP_CM,
    KOP_NO_CLOAD,
    KOP_VS,
    KPI_NO_LIGHT,
    KPI_PULLUP,
    KPI_VCC,
    KPI_VO,
    KPI_VOL,
    KSD_ABS,
    KSD_NO_SENS,
    KSD_NO_SPL,
    KSD_VDD,
    KSD_VOH,
    KSM05_I,
    KSM05_V,
    KSM_NO_LIFE,
    KSM_TWO_PHASE,
    KVR_NO_DRIFT,
    KVR_V25,
    KVR_V41,
    KVR_V50,
    KVR_VS_NOTE,
)
from qkit import KAC, KEN, KFP, KOP, KPI, KSD, KSM, KVR, join, q, unanswerable

C = "compatibility"
E, M, H = "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"

# ---------------------------------------------------------------- compatible
q(
    "c-01",
    E,
    C,
    "can i run the ksd4120 off a plain 9v battery?",
    [KSD],
    *join(KSD_VDD, KSD_ABS),
    verdict=OK,
    note="9 V inside 6-12 V; below the 15 V abs max.",
)
q(
    "c-02",
    E,
    C,
    "Can the KOP2332 op amp run from a single 3.3 V rail?",
    [KOP],
    *KOP_VS,
    verdict=OK,
    note="3.3 V inside 1.8-5.5 V.",
)
q(
    "c-03",
    M,
    C,
    "Can a KOP2332 on a single 5 V supply buffer (unity gain) the output of a KVR4050-2.5?",
    [KOP, KVR],
    KOP_VS[0] + KVR_V25[0],
    KOP_VS[1] + KVR_V25[1] + [KOP_CM],
    verdict=OK,
    note="2.5 V inside the 5 V supply range and the rail-to-rail common-mode range (-0.1 to 5.1 V).",
)
q(
    "c-04",
    E,
    C,
    "will the 5v spi signals from my arduino uno (sclk, mosi, cs) damage the ken2860?",
    [KEN],
    *join(KEN_VINABS, KEN_VIH),
    verdict=OK,
    note="5 V I/O tolerant; VIN abs max 6 V; VIH 2.0-5.5 V.",
)
q(
    "c-05",
    E,
    C,
    "can i run the kfp-r307s off 3v3?",
    [KFP],
    *KFPS_V,
    verdict=OK,
    note="KFP-R307S supply DC 3.3 V +/-5 %.",
)
q(
    "c-06",
    M,
    C,
    "kfp-r307 (standard one) on a 5v arduino uno, vcc to 5v and tx/rx straight to the uart "
    "pins, ok?",
    [KFP],
    KFP_V[0],
    KFP_V[1] + KFP_FAQ_5V,
    verdict=OK,
    note="5 V inside 4.2-6.0 V; FAQ: TXD 3.3 V read as high, R307 RXD 5 V tolerant.",
)
q(
    "c-07",
    M,
    C,
    "Is a KAC8731 with DBVDD = 3.3 V fine on a 3.3 V I2C bus clocked at 400 kHz?",
    [KAC],
    *join(KAC_DBVDD, KAC_SCLK),
    verdict=OK,
    note="3.3 V inside DBVDD 1.8-3.6 V; SCLK max 400 kHz.",
)
q(
    "c-08",
    H,
    C,
    "The KPI-2611 runs from 5 V. Can I pull its open-collector output up to 12 V through "
    "4.7 kOhm to feed a PLC input?",
    [KPI],
    KPI_VCC[0] + KPI_VOL[0],
    KPI_VCC[1] + KPI_VOL[1] + [KPI_VO, KPI_PULLUP],
    verdict=OK,
    note="VO abs max 17 V >= 12 V; 12 V / 4.7 kOhm = 2.6 mA, below the 16 mA VOL test current.",
)
q(
    "c-09",
    M,
    C,
    "ksm-28-05 off a usb power bank that gives 5v 500ma, with two phases on at a time - enough "
    "current?",
    [KSM],
    KSM05_V[0] + KSM05_I[0],
    KSM05_V[1] + KSM05_I[1] + [KSM_TWO_PHASE],
    verdict=OK,
    note="Rated 5 V; 2 x 100 mA = 200 mA <= 500 mA.",
)

# ---------------------------------------------------------------- incompatible
q(
    "c-10",
    E,
    C,
    "will a 5v usb supply run the ksd4120?",
    [KSD],
    *KSD_VDD,
    verdict=NO,
    note="5 V below the 6 V minimum.",
)
q(
    "c-11",
    E,
    C,
    "Can the KOP2332 be powered directly from a 9 V battery (single supply)?",
    [KOP],
    *join(KOP_VS, KOP_ABS),
    verdict=NO,
    note="9 V above the 5.5 V recommended maximum and the 6 V abs max.",
)
q(
    "c-12",
    M,
    C,
    "Can a KOP2332 powered from 3.3 V buffer the output of a KVR4050-4.1 as a unity-gain follower?",
    [KOP, KVR],
    KOP_VS[0] + KVR_V41[0],
    KOP_VS[1] + KVR_V41[1] + [KOP_CM],
    verdict=NO,
    note="4.096 V above the (V+) + 0.1 = 3.4 V common-mode limit and the 3.3 V rail.",
)
q(
    "c-13",
    E,
    C,
    "can i power the kfp-r307 (not the S version) from 3v3?",
    [KFP],
    *KFP_V,
    verdict=NO,
    note="Needs 4.2-6.0 V.",
)
q(
    "c-14",
    M,
    C,
    "kfp-r307s rx pin straight to a 5v arduino tx, no divider, ok?",
    [KFP],
    KFPS_V[0],
    KFPS_V[1] + [KFPS_FAQ_5V],
    verdict=NO,
    note="FAQ: the R307S RXD is not 5 V tolerant.",
)
q(
    "c-15",
    E,
    C,
    "ken2860 on a 5v vcc, ok?",
    [KEN],
    *join(KEN_VDD, KEN_ABS),
    verdict=NO,
    note="5 V above 3.63 V and the 4.6 V abs max.",
)
q(
    "c-16",
    M,
    C,
    "My 3.3 V LDO can deliver 100 mA. Is that enough for a KEN2860 running a 100 Mbit link?",
    [KEN],
    *join(KEN_VDD, KEN_I100),
    verdict=NO,
    note="132 mA typical > 100 mA.",
)
q(
    "c-17",
    H,
    C,
    "Can the IO interconnect pin of a KSD4120 (VDD = 9 V) drive an input pin of a KEN2860 "
    "directly, to log alarms over Ethernet?",
    [KSD, KEN],
    KSD_VOH[0] + KEN_VINABS[0],
    KSD_VOH[1] + KEN_VINABS[1],
    verdict=NO,
    note="IO high >= 7.0 V in alarm, above the KEN2860's 6 V input abs max.",
)
q(
    "c-18",
    M,
    C,
    "Can I get a 5 V reference from a KVR4050-5.0 on a 3.3 V supply with a series resistor?",
    [KVR],
    KVR_V50[0],
    KVR_V50[1] + [KVR_VS_NOTE],
    verdict=NO,
    note="The supply must be above the 5.0 V reverse voltage.",
)
q(
    "c-19",
    H,
    C,
    "kac8731 with hpvdd at 1.8v, my 32 ohm earbuds need about 20 mW for decent volume - will it "
    "manage?",
    [KAC],
    KAC_AVDD[0],
    KAC_AVDD[1] + KAC_PO,
    verdict=NO,
    note="8 mW into 32 Ohm at HPVDD = 1.8 V (30 mW only at 3.3 V).",
)

# ---------------------------------------------------------------- insufficient evidence
unanswerable(
    "c-20",
    M,
    C,
    "will the ksd4120 horn be loud enough for 85 dB at 3 m?",
    [KSD],
    "Sound pressure level not specified (page 1).",
    [KSD_NO_SPL],
)
unanswerable(
    "c-21",
    E,
    C,
    "kfp-r307 on an outdoor gate where rain hits it, ok?",
    [KFP],
    "IP rating not specified (page 2 FAQ).",
    [KFP_NO_IP],
)
unanswerable(
    "c-22",
    E,
    C,
    "Will the KPI-2610 work reliably in direct sunlight near a window?",
    [KPI],
    "External light immunity not specified (page 2).",
    [KPI_NO_LIGHT],
)
unanswerable(
    "c-23",
    H,
    C,
    "Can the KAC8731 headphone output drive an 8 ohm speaker directly at HPVDD = 3.3 V?",
    [KAC],
    "Output power given only for 16 and 32 Ohm loads; nothing for 8 Ohm.",
    KAC_PO,
)
unanswerable(
    "c-24",
    M,
    C,
    "Is a KOP2332 unity-gain buffer stable driving 1 nF of cable capacitance?",
    [KOP],
    "Capacitive-load stability not specified (page 2).",
    [KOP_NO_CLOAD],
)
unanswerable(
    "c-25",
    M,
    C,
    "Our product must pass 8 kV contact ESD on the Ethernet port. Does the KEN2860 meet that on "
    "its own?",
    [KEN],
    "ESD ratings not covered (page 3).",
    [KEN_NO_ESD],
)
unanswerable(
    "c-26",
    E,
    C,
    "ksm-28-05 running 24/7 for 3 years on a blind opener, will it last?",
    [KSM],
    "Service life not specified (page 2).",
    [KSM_NO_LIFE],
)
unanswerable(
    "c-27",
    H,
    C,
    "I need a reference that drifts less than 20 ppm per 1000 hours. Does the KVR4050-2.5 qualify?",
    [KVR],
    "Long-term stability not characterized (page 2); the 50 ppm/K TC is a temperature figure.",
    [KVR_NO_DRIFT],
)
unanswerable(
    "c-28",
    M,
    C,
    "Will a detector built on the KSD4120 meet a UL 217 smoke sensitivity window without "
    "calibration?",
    [KSD],
    "No smoke sensitivity limit defined; set during calibration (page 2).",
    [KSD_NO_SENS],
)
