"""Factual questions of the sixty-third hold-out set (42: 34 with items, 8 whose answer
is not in the sheet)."""

from __future__ import annotations

import facts as F
from qkit import BZ, FG, FL, IM, LS, RL, TF, ZB, Fact, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items: list = []
    evidence: list = []
    for fact_items, fact_evidence in facts:
        items += [i for i in fact_items if i not in items]
        evidence += [e for e in fact_evidence if e not in evidence]
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = [e for _, fe in facts for e in fe]
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- SMZ-2410
fq(
    E,
    "What supply voltage range does the SMZ-2410 (standard version, no PA) accept?",
    [ZB],
    F.ZB_VCC_S,
)
fq(
    E,
    "min and max vcc for the smz-2410p (the pa version)?",
    [ZB],
    F.ZB_VCC_P,
    note="SMZ-2410P row of the recommended table, not the SMZ-2410 row (2.0 V) nor abs max 3.9 V",
)
fq(E, "What is the maximum conducted output power of the SMZ-2410P?", [ZB], F.ZB_TX_P)
fq(
    M,
    "how much current does the smz-2410p pull while transmitting at full power?",
    [ZB],
    F.ZB_TXI_P,
)
fq(
    M,
    "What operating temperature range is specified for the SMZ-2410P, as opposed to the "
    "standard SMZ-2410?",
    [ZB],
    F.ZB_TOP_P,
)
fq(
    E,
    "What UART baud rate does the SMZ-2410 use out of the box?",
    [ZB],
    F.ZB_BAUD,
    note="the AT+BAUD default '6' in the command table is an index, not a rate",
)
fq(
    H,
    "What is the maximum output low level (VOL) of the SMZ-2410's I/O pins?",
    [ZB],
    F.ZB_VOL,
    note="symbol-only row on page 2, in the continued recommended table",
)
ie(
    M,
    "What is the over-the-air data rate of the SMZ-2410 in kbps?",
    [ZB],
    "no air data rate is stated; only the UART default 115200 bps",
)

# ---------------------------------------------------------------- WM-IMU9
fq(E, "What input voltage range can the WM-IMU9 take on VIN?", [IM], F.IM_VIN)
fq(
    M,
    "what voltage does the wm-imu9-q (qwiic one) need on its connector?",
    [IM],
    F.IM_Q,
    note="stated in the 'Typical performance' prose",
)
fq(
    E,
    "Which I2C addresses can the WM-IMU9's accel/gyro unit have?",
    [IM],
    F.IM_ADDR,
    note="WHO_AM_I reset value 0x6C and register addresses are decoys",
)
fq(E, "how much current does the wm-imu9 draw with all 9 axes on?", [IM], F.IM_CUR)
fq(
    H,
    "What is the operating temperature range of the WM-IMU9 (while powered)?",
    [IM],
    F.IM_TOP,
    note="-20 ... +70 °C in prose; the -40 ... +105 °C in the limits list is storage",
)
ie(E, "What is the gyroscope noise density of the WM-IMU9?", [IM], "no noise figure stated")

# ---------------------------------------------------------------- TLS-4
fq(E, "What voltage range is allowed on the LV reference rail of the TLS-4?", [LS], F.LS_LV)
fq(
    M,
    "max i2c speed through a tls-4 (10k version) between 1v8 and 5v?",
    [LS],
    F.LS_I2C_18_5,
    note="column '1.8 V <-> 5 V', TLS-4 row, not TLS-4H",
)
fq(
    H,
    "What I2C clock can the TLS-4H pass between a 3.3 V and a 5 V bus?",
    [LS],
    F.LS_H_33_5,
    note="last row 'TLS-4H, I2C', column 3.3 V <-> 5 V",
)
fq(E, "What is the absolute maximum voltage on the TLS-4's HV rail?", [LS], F.LS_HVABS)
ie(
    M,
    "What is the propagation delay of a TLS-4 channel?",
    [LS],
    "no timing figure besides max clocks",
)

# ---------------------------------------------------------------- HBZ-M
fq(E, "What is the operating voltage range of the HBZ-M5 buzzer module?", [BZ], F.BZ_V5)
fq(E, "hbz-m12 what voltage range does it run on", [BZ], F.BZ_V12)
fq(M, "What is the maximum current of the HBZ-M12 at its rated voltage?", [BZ], F.BZ_I12)
fq(
    H,
    "what's the highest i/o voltage that still counts as low (sound on) for the hbz-m5?",
    [BZ],
    F.BZ_VIL5,
    note="parameter name wraps over two lines; HBZ-M5 column 0.8 V, HBZ-M3 0.6 V",
)
ie(
    M,
    "What current does the HBZ-M12 draw at 16 V?",
    [BZ],
    "only the rated-voltage current (18 mA max at 12 V) and a typical table for the HBZ-M5",
)

# ---------------------------------------------------------------- ORP16
fq(E, "What is the coil resistance of the ORP16 with the 12 V coil?", [RL], F.RL_R12)
fq(
    M,
    "How much current can the NO contact of the ORP16-1C-12 (changeover version) carry?",
    [RL],
    F.RL_I_C,
    note="1 form C column: 10 (NO) / 6 (NC) A, not the 16 A of 1 form A",
)
fq(
    E,
    "What ambient temperature range is the ORP16 specified for?",
    [RL],
    F.RL_TOP,
    note="symbol-only row 'Tamb' in 'Other data'",
)
fq(H, "What resistive current may the ORP16 switch at 250 V DC?", [RL], F.RL_DC250)
ie(E, "What is the contact resistance of the ORP16?", [RL], "not stated")

# ---------------------------------------------------------------- QH1720
fq(
    E,
    "What is the I2C address of the QH1720 fuel gauge?",
    [FG],
    F.FG_ADDR,
    note="register addresses 0x02 ... 0xFE are decoys",
)
fq(
    E,
    "qh1720 current draw when active?",
    [FG],
    F.FG_IDD1,
    note="IDD1 row (name on the unnamed continuation row), not hibernate IDD0",
)
fq(
    M,
    "What is the QH1720's cell-voltage measurement error over -20 °C to +70 °C?",
    [FG],
    F.FG_ERRT,
    note="continuation row; ±7.5 mV applies at 25 °C only",
)
fq(H, "What is the absolute maximum voltage on the QH1720's CELL pin?", [FG], F.FG_ABS)
ie(
    M,
    "How accurate is the QH1720's state-of-charge estimate in percent?",
    [FG],
    "no SOC accuracy stated; only voltage measurement error",
)

# ---------------------------------------------------------------- LY-T20S
fq(
    E,
    "What supply voltage does the LY-T20S TFT module accept on VCC?",
    [TF],
    F.TF_VCC,
    note="VDDI 1.65 ... 3.6 V is the logic rail after the LDO",
)
fq(M, "max spi clock for writing to the ly-t20s?", [TF], F.TF_SPIW)
fq(E, "What is the operating temperature range of the LY-T20S-T (touch version)?", [TF], F.TF_TOP_T)
ie(
    H,
    "How much current does the LY-T20S draw with the backlight on when powered from 5 V?",
    [TF],
    "current given only at VCC = 3.3 V; note says higher at 5 V",
    F.TF_BL5,
)

# ---------------------------------------------------------------- QL-F
fq(E, "What is the flow range of the QL-F34 sensor?", [FL], F.FL_R34)
fq(E, "ql-f12 flow range in l/min?", [FL], F.FL_R12)
fq(E, "What supply voltage does the QL-F flow sensor need?", [FL], F.FL_V)
ie(M, "what's the pressure drop across the ql-f34 at 30 l/min?", [FL], "not stated")
