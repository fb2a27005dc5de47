"""Factual questions of the seventy-fifth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AW, ES, HD, KC, KL, LC, NE, SM, Fact, join, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- KLR-62
fq(
    E,
    "What supply voltage range does the KLR-62 LoRa module accept?",
    [KL],
    F.KL_VCC,
    note="the 2.4 V row below is the +20 dBm condition; 3.9 V is the absolute maximum",
)
fq(
    H,
    "klr-62 at the full +20 dbm - whats the lowest vcc i can run it at?",
    [KL],
    F.KL_VCC20,
    note="second, unnamed supply row (condition column); 1.8 V is for +17 dBm and below",
)
fq(
    M,
    "How much current does the KLR-62 draw while transmitting at +17 dBm?",
    [KL],
    F.KL_TX17,
    note="unnamed row under 'Transmit current' (120 / 130 mA is +20 dBm)",
)
fq(
    M,
    "What frequency range does the KLR-62-868 cover, and what is its maximum output power?",
    [KL],
    F.KL_BAND_868,
    F.KL_PWR_868,
    F.KL_PWR_NOTE,
    note="+14 dBm as shipped; the chip's +20 dBm is in the footnote and the other columns",
)
ie(
    E,
    "what range in km can i expect from the klr-62-433 line of sight?",
    [KL],
    "range explicitly not specified",
    F.KL_RANGE,
)
# ---------------------------------------------------------------- AWM-310
fq(E, "What is the recommended supply voltage of the AWM-310 Wi-Fi module?", [AW], F.AW_VDD)
fq(
    E,
    "default baud rate of the awm-310 at firmware?",
    [AW],
    F.AW_BAUD,
    note="9600 appears only as an AT+UART_DEF example",
)
fq(
    E,
    "awm-310 deep sleep current?",
    [AW],
    F.AW_DEEP,
    note="power-off (CHIP_EN low) 1 uA is the look-alike row",
)
fq(
    H,
    "What is the operating temperature range of the AWM-310U?",
    [AW],
    F.AW_TOP_SEE,
    F.AW_TOP_U,
    note="only in the ordering table; the -310P row says -40 to +85 and storage is -40 to 125",
)
fq(
    M,
    "What input high voltage does the AWM-310 need on its I/O pins, and what is the absolute "
    "maximum voltage allowed on them?",
    [AW],
    F.AW_VIH,
    F.AW_VIO_ABS,
    note="symbol-only VIH row",
)
ie(
    E,
    "What is the Bluetooth LE transmit power of the AWM-310?",
    [AW],
    "Wi-Fi only module; no Bluetooth in the sheet",
)
# ---------------------------------------------------------------- SMT-TX20
fq(E, "What loop supply voltage does the SMT-TX20 need?", [SM], F.SM_LOOP)
fq(
    E,
    "whats the absolute max loop voltage on the smt-tx20?",
    [SM],
    F.SM_ABS,
    note="dot-leader limit values list (1 min); 30 V is the operating maximum",
)
fq(
    H,
    "What is the response time of the SMT-TX20-PT?",
    [SM],
    F.SM_RESP_PT,
    note="version column: 10 ms is the -U10 / -U5 value",
)
fq(
    M,
    "input range of the smt-tx20-u5?",
    [SM],
    F.SM_IN_U5,
    note="-U10 is 0 ... 10 V; the loop voltage 10-30 V is the supply",
)
ie(
    M,
    "What isolation test voltage does the SMT-TX20 have between input and loop?",
    [SM],
    "not isolated at all: no isolation voltage",
    F.SM_ISO,
)
# ---------------------------------------------------------------- HD-50
fq(
    E,
    "What supply voltage range does the HD-50 amplifier board take?",
    [HD],
    F.HD_VIN,
    note="19-24 V is only the recommendation; 28 V is the never-exceed limit",
)
fq(E, "hd-50 max voltage before it dies?", [HD], F.HD_ABS)
fq(E, "hd-50 standby current with sdz pulled low?", [HD], F.HD_SBY)
fq(
    M,
    "What is the idle current of the HD-50M at 24 V with no signal?",
    [HD],
    F.HD_IDLE_M,
    note="32 mA is the HD-50S; both in one cell",
)
fq(M, "what logic levels does the hd-50 sdz pin need?", [HD], F.HD_SDZ)
ie(E, "What is the damping factor of the HD-50?", [HD], "not stated")
# ---------------------------------------------------------------- ESU-50W
fq(
    E,
    "What is the measuring range of the ESU-50W-U?",
    [ES],
    F.ES_RANGE_U,
    note="20 ... 600 cm is the -T column",
)
fq(
    E,
    "how much current does the esu-50w-u pull in automatic serial mode?",
    [ES],
    F.ES_I_AUTO,
)
fq(
    H,
    "What IP rating does the ESU-50W's electronics board have?",
    [ES],
    F.ES_IP_BOARD,
    F.ES_IP_PROBE,
    note="IP67 is only the transducer and cable, although the title says waterproof",
)
fq(
    E,
    "operating temperature of the esu-50w?",
    [ES],
    F.ES_TOP,
    note="storage -25 ... +80 is the next row",
)
# ---------------------------------------------------------------- LC-TK01
fq(E, "What supply voltage does the LC-TK01 touch module work from?", [LC], F.LC_VDD)
fq(
    M,
    "lc-tk01 current draw at 3v in low power mode?",
    [LC],
    F.LC_IDD_LP,
    note="stacked conditions in one row: 3.5 / 7.0 fast mode at 3 V, 6.5 / 13 at 5 V",
)
fq(
    E,
    "What is the LC-TK01's response time in fast mode?",
    [LC],
    F.LC_RESP,
    note="220 ms is low power mode",
)
fq(M, "how long after power on before the lc-tk01 is ready?", [LC], F.LC_WARM)
fq(E, "What is the operating temperature range of the LC-TK01?", [LC], F.LC_TOP)
ie(E, "What ESD rating does the LC-TK01 have?", [LC], "not stated")
# ---------------------------------------------------------------- KC-SRV16
fq(E, "default i2c address of the kc-srv16?", [KC], F.KC_ADDR, note="0x70 is ALL CALL")
fq(M, "What voltage can I feed the KC-SRV16's V+ servo terminal?", [KC], F.KC_VPLUS)
fq(
    H,
    "What logic supply voltage range does the KC-SRV16 board support?",
    [KC],
    F.KC_VCC,
    note="the chip's own 2.3-5.5 V operating and 6.0 V absolute rows are the look-alikes",
)
fq(
    M,
    "max i2c clock on the kc-srv16 board?",
    [KC],
    F.KC_I2C,
    note="1000 kHz (Fm+) is the chip's limit in 'About the chip'",
)
ie(
    M,
    "How accurate is the KC-SRV16's internal 25 MHz oscillator?",
    [KC],
    "frequency only, no tolerance",
    F.KC_OSC,
)
# ---------------------------------------------------------------- NE-WL
fq(E, "ne-wl100 sensing length?", [NE], F.NE_LEN100, note="0 - 40 mm is the NE-WL40")
fq(E, "How much current does the NE-WL water level sensor draw?", [NE], F.NE_I)
fq(
    H,
    "What voltage does the NE-WL40 put out at 20 mm depth on a 5 V supply?",
    [NE],
    F.NE_DEPTH,
    F.NE_20MM,
    note="second (unnamed-by-kind) row of the typical-readings table, volts; first row is ADC "
    "counts (560); for orientation only",
)
ie(
    M,
    "what accuracy in mm does the ne-wl100 have?",
    [NE],
    "sheet says no accuracy is specified",
    F.NE_ACC,
)
ie(
    E,
    "What IP rating does the NE-WL40 have?",
    [NE],
    "no IP rating; only the trace area may be immersed",
    F.NE_WP,
)
