"""Compatibility questions of the thirty-fifth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line, so one required check has no evidence)."""

from __future__ import annotations

from facts import (
    DM,
    DPT_HUM,
    DPTM_BAUD,
    DPTM_V,
    KCL_ACC,
    KCL_H,
    KCL_T,
    KCL_TS,
    KCO_ADDR,
    KCO_H2,
    KCO_PU,
    KCO_T,
    KCO_V,
    KDR3_5V,
    KDR3_BAUD,
    KDR3_I,
    KDR3_V,
    KDR_HUM,
    KDR_IP,
    KDR_OUT_I,
    KDR_V,
    KDR_VOH,
    KSM_BAUD,
    KSM_HUM,
    KSM_RX5,
    KSM_V,
    KSM_V22,
    KSM_VIN,
    KTV_POL,
    KTV_SBS,
    KTV_V,
    KTVI_OUT,
    M3,
    R1,
    R2,
    R4,
    RNM_5VT,
    RNM_ADDR,
    RNM_CLK,
    RNM_DRIFT,
    RNM_V,
    RNM_VIH,
    TI,
    TU,
    U20,
    U20_Q,
    UFM_ISO,
    UFM_V,
)
from qkit import IE, KCL, KCO, KDR, RNM, join, q

C = "compatibility"
OK, NO = "compatible", "incompatible"


def c(qid: str, difficulty: str, question: str, devices: list[str], fact, verdict: str, note=""):
    q(qid, difficulty, C, question, devices, fact[0], fact[1], verdict, note)


def ie(qid: str, difficulty: str, question: str, devices: list[str], evidence, note: str):
    """insufficient_evidence: no items; evidence is the sheet's 'not specified' line."""
    q(qid, difficulty, C, question, devices, [], evidence, IE, note)


# ---------------------------------------------------------------- compatible
c(
    "c-01",
    "easy",
    "can i run the kdr-24m off a 12v supply and read OUT with an esp32 (3.3v gpio)?",
    [KDR],
    join(KDR_V, KDR_VOH),
    OK,
    "5 ... 12 V input; OUT high is 3.3 V",
)
c(
    "c-02",
    "medium",
    "Can a KCO5120 be powered from the 5 V pin of an Arduino Uno, with the I2C "
    "pull-ups to that same 5 V?",
    [KCO],
    join(KCO_V, KCO_PU),
    OK,
    "VDD 2.7 ... 5.5 V; pull-ups to VDD are what the sheet asks for",
)
c(
    "c-03",
    "medium",
    "rnm-200 on an esp32: power from a separate 5v supply, uart straight to the esp32 "
    "3v3 gpio. ok?",
    [RNM],
    join(RNM_V, RNM_VIH, RNM_5VT),
    OK,
    "VDD 4.5 ... 5.5 V; VIH 2.3 V so 3.3 V drives it; outputs are 3.3 V",
)
c(
    "c-04",
    "easy",
    "Will a DPT60M run from a 24 V DC PLC supply and talk to the PLC's Modbus "
    "master at 19200 bit/s?",
    [DM],
    join(DPTM_V, DPTM_BAUD),
    OK,
)
c(
    "c-05",
    "easy",
    "Can the KTV 12-UI/I be powered from the 24 V DC cabinet supply to feed a 4-20 mA PLC input?",
    [TI],
    join(KTV_V, KTVI_OUT),
    OK,
)
c(
    "c-06",
    "easy",
    "ksm-s2r1 powered from the 3v3 pin of an esp32 and AT commands at 9600 baud - fine?",
    [R1],
    join(KSM_V, KSM_BAUD),
    OK,
)
c(
    "c-07",
    "medium",
    "Is the UFM-220 suitable for an irrigation line that runs at up to 4 m³/h, "
    "powered from 24 V DC?",
    [U20],
    join(U20_Q, UFM_V),
    OK,
    "Qmax 5.0 m³/h",
)
c(
    "c-08",
    "easy",
    "can the kcl2-10 live in a pool plant room at 35 C and 70 %rh?",
    [KCL],
    join(KCL_T, KCL_H),
    OK,
)
c(
    "c-09",
    "medium",
    "KDR-24M3 powered from an ESP32 DevKit 3V3 pin, UART to the ESP32 at 115200 - does that work?",
    [M3],
    join(KDR3_V, KDR3_I, KDR3_BAUD),
    OK,
    "3.0 ... 3.6 V, ≤ 38 mA, 115200 bps",
)
c(
    "c-10",
    "hard",
    "Can a KCO5120 and an RNM-200 share one I2C bus on a 5 V host, and at what bus clock?",
    [KCO, RNM],
    join(KCO_ADDR, RNM_ADDR, RNM_CLK, KCO_V, RNM_V),
    OK,
    "0x52 vs 0x2E, no clash; the bus must run at ≤ 100 kHz for the RNM-200; both take 5 V",
)

# -------------------------------------------------------------- incompatible
c(
    "c-11",
    "easy",
    "will the 5v pin of my arduino fry the kdr-24m3?",
    [M3],
    join(KDR3_V, KDR3_5V),
    NO,
    "3.0 ... 3.6 V only; FAQ: above 3.6 V the RF chip is damaged",
)
c(
    "c-12",
    "hard",
    "KSM-S2R2 on two AA cells that have sagged to 2.4 V - can it still send at +22 dBm?",
    [R2],
    join(KSM_V22, KSM_V),
    NO,
    "the +22 dBm row needs VDD ≥ 3.0 V; the 1.8 V row is the look-alike",
)
c(
    "c-13",
    "medium",
    "can i wire an uno's TX (5v) straight into the ksm-s2r1 UART_RX?",
    [R1],
    join(KSM_V, KSM_VIN, KSM_RX5),
    NO,
    "RX is not 5 V tolerant, abs max VDD + 0.3 V",
)
c("c-14", "easy", "rnm-200 from the 3.3v pin of an esp32?", [RNM], RNM_V, NO)
c(
    "c-15",
    "medium",
    "Can I power a DPT60M from a 12 V battery?",
    [DM],
    DPTM_V,
    NO,
    "18 ... 30 VDC; the DPT60A 10 ... 28 V loop row is the look-alike",
)
c(
    "c-17",
    "hard",
    "Three KTV 12-UI/U mounted side by side without gaps in a cabinet that reaches "
    "55 °C: within spec?",
    [TU],
    KTV_SBS,
    NO,
    "footnote *2: max +50 °C side by side",
)
c(
    "c-18",
    "easy",
    "kco5120 co alarm in an unheated garage that gets to -25c in winter, ok?",
    [KCO],
    KCO_T,
    NO,
)
c(
    "c-19",
    "medium",
    "can the kdr-24m OUT pin drive a bare 5v relay coil that pulls ~70 ma?",
    [KDR],
    KDR_OUT_I,
    NO,
    "OUT sources 8 mA max.",
)
c(
    "c-20",
    "hard",
    "I will keep KCL2-10 spares in a warehouse at 30 °C for six months before "
    "installation. Is that within the datasheet's conditions?",
    [KCL],
    KCL_TS,
    NO,
    "storage 0 ... +20 °C; the -20 ... +50 °C operating column is the look-alike",
)

# ------------------------------------------------------ insufficient_evidence
ie(
    "c-21",
    "medium",
    "kdr-24m in a basement at 85 %rh (no condensation) - will it cope?",
    [KDR],
    KDR_HUM,
    "working humidity not specified (temperature is within -20 ... 70 °C)",
)
ie(
    "c-22",
    "easy",
    "is the kdr-24m dust-tight enough for a sawmill (need ip5x)?",
    [KDR],
    KDR_IP,
    "IP rating not specified (the FAQ only says it is not waterproof)",
)
ie(
    "c-23",
    "medium",
    "Can the RNM-200 log radon for five years without recalibration and stay within its accuracy?",
    [RNM],
    RNM_DRIFT,
    "long-term drift not specified",
)
ie(
    "c-24",
    "medium",
    "DPT60M in a compressor room at 40 °C and 80 %RH (non-condensing): is that within its ratings?",
    [DM],
    DPT_HUM,
    "40 °C is inside -40 ... +60 °C; ambient humidity of the electronics is not specified",
)
ie(
    "c-25",
    "medium",
    "ksm-s2r4 node in a greenhouse at 30c and 95% humidity, ok?",
    [R4],
    KSM_HUM,
    "temperature inside -30 ... +85 °C; humidity not specified",
)
ie(
    "c-26",
    "hard",
    "If an electrician swaps the input wires of a KTV 12-UI/I (4-20 mA input "
    "reversed), will the conditioner survive?",
    [TI],
    KTV_POL,
    "input reverse polarity protection not specified",
)
ie(
    "c-27",
    "medium",
    "Can the UFM-220's 4-20 mA output go into a PLC card whose inputs share a "
    "common ground with another loop (needs an isolated source)?",
    [U20],
    UFM_ISO,
    "output isolation not specified",
)
ie(
    "c-28",
    "easy",
    "is the kcl2-10 good enough for a +-0.1 ppm chlorine spec?",
    [KCL],
    KCL_ACC,
    "accuracy not specified",
)
ie(
    "c-29",
    "hard",
    "KCO5120 in a forklift battery charging room with hydrogen in the air - will "
    "the CO reading stay valid?",
    [KCO],
    KCO_H2,
    "cross-sensitivity to hydrogen not specified",
)
