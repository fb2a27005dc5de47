"""Hold-out 12 factual questions (one part each, or a comparison of two)."""

from __future__ import annotations

from facts import (
    CW_ADDR,
    CW_VDD,
    KAMP_LOGIC,
    KS_VDD,
    TKP_VDD,
    TPQ_CM,
    TPQ_VDD,
)
from qkit import CW, DQC, KAMP, KOL, KS, TKP, TPQ, VMC, ev, it, join, q, unanswerable

S, E, M, H = "simple", "easy", "medium", "hard"

# ---------------------------------------------------------------- KS-1209
q("f-01", E, S, "What is the operating voltage range of the KS-1209 series?", [KS], *KS_VDD)
q(
    "f-02",
    E,
    S,
    "how much current does the ks-1209 draw? need it in nA",
    [KS],
    [it(KS, "supply_current", "uA", typ=0.27, hi=0.90, condition="VDD = 3.5 V")],
    [ev(KS, 2, "Current consumption ISS VDD = 3.5 V — 0.27 0.90 µA")],
    note="0.27 µA typ / 0.90 µA max = 270 / 900 nA.",
)
q(
    "f-03",
    E,
    S,
    "How accurate is the detection voltage of the KS-1209?",
    [KS],
    [it(KS, "accuracy", "%", lo=-1.0, hi=1.0, quantity="voltage", condition="detection voltage")],
    [ev(KS, 1, "Detection voltage accuracy: ±1.0%")],
)
q(
    "f-04",
    E,
    S,
    "Welcher Betriebstemperaturbereich gilt für den KS-1209?",
    [KS],
    [it(KS, "operating_temperature", "°C", lo=-40, hi=85)],
    [ev(KS, 1, "Operation temperature range: Ta = -40°C to +85°C")],
)
q(
    "f-05",
    M,
    "structured",
    "Which output form and which package does the KS-1209B30 come in?",
    ["KS-1209B30"],
    [
        it("KS-1209B30", "output_signal_type", values=["CMOS"]),
        it("KS-1209B30", "package", values=["SOT-23-5"]),
    ],
    [ev(KS, 1, "KS-1209B30-M5T1G 3.0 V CMOS SOT-23-5")],
    note="The KS-1209A30 with the same 3.0 V threshold is Nch open-drain in SC-82AB.",
)
q(
    "f-06",
    H,
    S,
    "What output current can the KS-1209A27's output transistor sink at VDD = 1.2 V (VDS = 0.5 V)?",
    ["KS-1209A27"],
    [
        it(
            "KS-1209A27",
            "output_current",
            "mA",
            lo=1.36,
            typ=2.55,
            condition="Nch, VDS = 0.5 V, VDD = 1.2 V",
        )
    ],
    [ev(KS, 2, "Output current IOUT 1.36 2.55 — mA 3")],
    note="The 1.62 / 2.86 mA row is the Pch (CMOS-only) source current at VDD = 4.8 V.",
)
unanswerable(
    "f-07",
    M,
    S,
    "What is the KS-1209's current consumption while it is detecting (output low)?",
    [KS],
    "Page 3: 'Current consumption during detection (output \"L\") is not specified separately.'",
)

# ---------------------------------------------------------------- TPQ181
q("f-08", E, S, "What supply voltage does the TPQ181 need?", [TPQ], *TPQ_VDD)
q("f-09", E, S, "whats the common mode range of the tpq181?", [TPQ], *TPQ_CM)
q(
    "f-10",
    H,
    S,
    "worst case quiescent current of the tpq181 at 5v over -40 to 125c, in mA?",
    [TPQ],
    [it(TPQ, "quiescent_current", "uA", hi=300, condition="V+ = 5.0 V, TA = -40 to 125 °C")],
    [ev(TPQ, 2, "TA = -40°C to 125°C, V+ = 5.0 V 300 µA")],
    note="0.3 mA; the 260 µA max is at 25 °C.",
)
q(
    "f-12",
    E,
    S,
    "¿En qué encapsulados se ofrece el TPQ181?",
    [TPQ],
    [it(TPQ, "package", values=["SOT23-5", "SC70-5"])],
    [ev(TPQ, 1, "Packages: SOT23-5, SC70-5")],
)
unanswerable(
    "f-13",
    M,
    S,
    "What is the power-supply rejection ratio (PSRR) of the TPQ181?",
    [TPQ],
    "Only CMRR is specified; PSRR is not given.",
)

# ---------------------------------------------------------------- DQC5571
q(
    "f-14",
    E,
    S,
    "What resolution does the DQC5571 DAC have?",
    [DQC],
    [it(DQC, "resolution", "bit", value=12, quantity="voltage")],
    [ev(DQC, 2, "Resolution 12 Bits")],
)
q(
    "f-15",
    M,
    S,
    "Which I2C addresses does the DQC5571A1 respond to?",
    ["DQC5571A1"],
    [it("DQC5571A1", "i2c_address", values=["0x62", "0x63"], condition="A0 = GND / A0 = VDD")],
    [ev(DQC, 1, "DQC5571A1 SOT23-6 1100010 / 1100011"), ev(DQC, 1, "DQC5571A1 0x62 / 0x63")],
    note="0x60 / 0x61 belong to the DQC5571A0; 0x00 is the general call.",
)
q(
    "f-16",
    E,
    S,
    "dqc5571 max i2c clock?",
    [DQC],
    [it(DQC, "i2c_clock_frequency", "kHz", hi=3400, condition="high-speed mode, CB = 100 pF max")],
    [ev(DQC, 3, "High-speed mode, CB = 100 pF max 3400"), ev(DQC, 1, "UP TO 3.4 MHz")],
)
q(
    "f-17",
    M,
    S,
    "How much current does the DQC5571 draw in normal mode at VDD = 3.3 V?",
    [DQC],
    [it(DQC, "supply_current", "uA", typ=140, hi=250, condition="normal mode, VDD = 2.7 to 3.6 V")],
    [ev(DQC, 3, "VDD = +2.7 V to +3.6 V 140 250")],
    note="210 / 400 µA is the 3.6-5.5 V row.",
)
q(
    "f-18",
    E,
    S,
    "Quel est le courant du DQC5571 en mode power-down à 5 V ?",
    [DQC],
    [it(DQC, "standby_current", "uA", typ=0.06, hi=2, condition="power-down, VDD = 3.6 to 5.5 V")],
    [ev(DQC, 3, "VDD = +3.6 V to +5.5 V 0.06 2")],
)
unanswerable(
    "f-19",
    M,
    S,
    "What is the output noise density of the DQC5571?",
    [DQC],
    "No noise figure is given; only supply ripple appearing at the output is mentioned in prose.",
)

# ---------------------------------------------------------------- CWX2217
q("f-20", E, S, "whats the i2c address of the cwx2217 fuel gauge?", [CW], *CW_ADDR)
q(
    "f-21",
    H,
    S,
    "What sleep current does the CWX2217 draw at 70 °C, in nA?",
    [CW],
    [it(CW, "standby_current", "uA", typ=0.8, hi=1.5, condition="sleep mode, TA = 70 °C")],
    [ev(CW, 2, "TA = 25℃ / TA = 70℃ 0.8 1.5")],
    note="800 nA typ / 1500 nA max; the < 1 µA on page 1 is the 25 °C figure.",
)
q(
    "f-22",
    E,
    S,
    "CWX2217 的工作温度范围是多少？",
    [CW],
    [it(CW, "operating_temperature", "°C", lo=-20, hi=70)],
    [ev(CW, 2, "Operating temperature TOPR -20 ~ 70 ℃")],
)
q(
    "f-23",
    M,
    S,
    "How accurate is the CWX2217's battery voltage measurement?",
    [CW],
    [it(CW, "accuracy", "mV", lo=-20, hi=20, quantity="voltage", condition="VDD = 2.5 to 4.5 V")],
    [ev(CW, 2, "Voltage measurement error VERR VDD = 2.5V ~ 4.5V -20 +20 mV")],
)
unanswerable(
    "f-24",
    H,
    S,
    "How accurate is the CWX2217's state-of-charge reading, in percent?",
    [CW],
    "Page 3: 'Accuracy of the SOC (%) depends on the battery profile and is not specified.'",
)
unanswerable(
    "f-25",
    E,
    S,
    "what charge current can the cwx2217 do?",
    [CW],
    "The gauge 'does not charge the battery'; no charge current exists.",
)

# ---------------------------------------------------------------- TKP223
q("f-26", E, S, "What is the operating voltage range of the TKP223?", [TKP], *TKP_VDD)
q(
    "f-27",
    M,
    S,
    "tkp223 current draw at 5v in fast mode?",
    [TKP],
    [it(TKP, "supply_current", "uA", typ=6.5, hi=13.0, condition="VDD = 5 V, fast mode")],
    [ev(TKP, 2, "VDD=5V, Fast mode 6.5 13.0")],
    note="The page-1 figures are for VDD = 3 V.",
)
q(
    "f-28",
    E,
    S,
    "What is the TKP223's response time in low power mode?",
    [TKP],
    [it(TKP, "response_time", "ms", hi=220, condition="low power mode, VDD = 3 V")],
    [ev(TKP, 1, "220mS at low power mode @VDD=3V")],
)
q(
    "f-29",
    E,
    S,
    "Wie lange braucht der TKP223 nach dem Einschalten, bis er Berührungen erkennt?",
    [TKP],
    [it(TKP, "warm_up_time", "s", value=0.5, condition="stable time after power-on (about)")],
    [ev(TKP, 1, "After power-on have about 0.5sec stable-time")],
)
unanswerable(
    "f-30",
    M,
    S,
    "What is the maximum continuous output current of the TKP223's Q pin?",
    [TKP],
    "Page 2 note: the typical sink/drive currents 'are not limits'; 'the maximum continuous output "
    "current is not specified'.",
)

# ---------------------------------------------------------------- KOL-096I
q(
    "f-31",
    E,
    S,
    "what i2c addresses can the kol-096i oled use?",
    [KOL],
    [it(KOL, "i2c_address", values=["0x3C", "0x3D"])],
    [
        ev(KOL, 2, "Slave address (SA0 = 0, default) 0x3C (write byte 0x78)"),
        ev(KOL, 2, "Slave address (SA0 = 1, move R3 to R4) 0x3D (write byte 0x7A)"),
    ],
    note="0x78 / 0x7A are 8-bit write bytes.",
)
q(
    "f-33",
    E,
    S,
    "¿Cuánto consume el módulo OLED KOL-096I en modo sleep?",
    [KOL],
    [it(KOL, "standby_current", "uA", typ=8, hi=20, condition="VCC = 3.3 V, display off")],
    [ev(KOL, 2, "Sleep Mode Current ISLEEP VCC = 3.3V, display OFF (AEh) — 8 20 µA")],
)
unanswerable(
    "f-34",
    E,
    S,
    "What is the rated lifetime of the KOL-096I in hours?",
    [KOL],
    "Page 3: the lifetime figure 'is not guaranteed in this specification'; no hours are given.",
)
q(
    "f-35",
    M,
    "structured",
    "What are the KOL-096I's SCL/SDA input logic thresholds?",
    [KOL],
    [it(KOL, "input_high_voltage", "V", lo=2.0), it(KOL, "input_low_voltage", "V", lo=0, hi=0.8)],
    [
        ev(KOL, 2, "High Level Input VIH SCL, SDA 2.0 — VCC V"),
        ev(KOL, 2, "Low Level Input VIL SCL, SDA 0 — 0.8 V"),
    ],
)

# ---------------------------------------------------------------- KAMP-357
q(
    "f-36",
    E,
    S,
    "what sample rates does the kamp-357 amp accept?",
    [KAMP],
    [it(KAMP, "data_rate", "kHz", lo=8, hi=96, condition="I2S sample rate")],
    [ev(KAMP, 1, "I2S sample rates from 8KHz to 96KHz")],
    note="44100 Hz on page 3 is the test tone's rate.",
)
q(
    "f-37",
    E,
    S,
    "How much current does the KAMP-357 draw when it is shut down?",
    [KAMP],
    [it(KAMP, "standby_current", "uA", typ=0.6, condition="SD < 0.16 V, from Vin")],
    [ev(KAMP, 2, "Shutdown (0.6 µA typical from Vin)")],
)
unanswerable(
    "f-38",
    E,
    S,
    "Quelle est la plage de température de fonctionnement de la carte KAMP-357 ?",
    [KAMP],
    "FAQ: 'We have not characterised the board over temperature, so we cannot give one.'",
)
q(
    "f-39",
    M,
    "structured",
    "What logic levels do the KAMP-357's I2S inputs need?",
    [KAMP],
    *KAMP_LOGIC,
)

# ---------------------------------------------------------------- VMC motors
q(
    "f-40",
    M,
    S,
    "What operating voltage range does the VMC-12 coin motor allow?",
    ["VMC-12"],
    [it("VMC-12", "supply_voltage", "V", lo=2.5, typ=3.0, hi=3.8)],
    [
        ev(VMC, 2, "Operating voltage range 2.5 - 3.5 2.5 - 3.5 2.5 - 3.8 V"),
        ev(VMC, 2, "Rated operating voltage 3.0 3.0 3.0 V"),
    ],
    note="VMC-08 and VMC-10 stop at 3.5 V.",
)
q(
    "f-41",
    E,
    S,
    "start current of the vmc-08 motor?",
    ["VMC-08"],
    [it("VMC-08", "supply_current", "mA", hi=120, condition="start current")],
    [ev(VMC, 2, "Start current (max) 120 130 150 mA")],
)
unanswerable(
    "f-42",
    E,
    S,
    "What IP rating do the VMC coin motors have?",
    [VMC],
    "Page 2: 'Water resistance is not rated.'",
)

# ---------------------------------------------------------------- comparisons
q(
    "f-43",
    M,
    "comparison",
    "Which draws less when asleep: the KOL-096I OLED (display off) or the CWX2217 fuel gauge?",
    [KOL, CW],
    *join(
        (
            [it(KOL, "standby_current", "uA", typ=8, hi=20, condition="VCC = 3.3 V, display off")],
            [ev(KOL, 2, "Sleep Mode Current ISLEEP VCC = 3.3V, display OFF (AEh) — 8 20 µA")],
        ),
        (
            [it(CW, "standby_current", "uA", typ=0.5, hi=1, condition="sleep mode, TA = 25 °C")],
            [ev(CW, 2, "Sleep mode 0.5 1")],
        ),
    ),
    note="The fuel gauge: 0.5 µA typ vs 8 µA.",
)
q(
    "f-44",
    E,
    "comparison",
    "Do the DQC5571 and the CWX2217 have the same supply voltage range?",
    [DQC, CW],
    *join(
        (
            [it(DQC, "supply_voltage", "V", lo=2.7, hi=5.5)],
            [ev(DQC, 1, "+2.7 V TO +5.5 V POWER SUPPLY")],
        ),
        CW_VDD,
    ),
    note="No: 2.7-5.5 V vs 2.5-4.5 V.",
)
