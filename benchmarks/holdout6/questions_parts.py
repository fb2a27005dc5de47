"""Factual questions on the eight hold-out 6 sheets (added on import): answered ones,
comparisons, structured lists and questions the sheets cannot answer."""

from __future__ import annotations

from qkit import AHS, CLT, IE, KDA, QK, SOR, SRD, TCX, TIR, ev, it, q
from questions_facts import (
    AHS_TEMP,
    AHS_VCC,
    KDA_IC,
    QK_I2C,
    QK_RUN,
    SOR_SLEEP,
    SOR_UART,
    SRD_ICC,
    TCX_OUT,
    TIR_ADDR,
    TIR_VDD,
    join,
)

# ------------------------------------------------------------------ SORBUS-868
q("sor-e-02", "easy", "simple", "sorbus 868 sleep current?", [SOR], *SOR_SLEEP)
q(
    "sor-e-03",
    "easy",
    "simple",
    "How much current does the SORBUS-868 draw while transmitting at +10 dBm?",
    [SOR],
    [it(SOR, "supply_current", "mA", typ=27, condition="TX at +10 dBm")],
    [ev(SOR, 1, "+10 dBm 27 mA")],
    note="The +14 dBm row (38 / 44 mA) is the trap.",
)
q(
    "sor-e-04",
    "easy",
    "simple",
    "¿Cuál es la sensibilidad de recepción del SORBUS-868 a 100 kbit/s?",
    [SOR],
    [it(SOR, "rx_sensitivity", "dBm", typ=-104, condition="100 kbit/s, PER 1 %")],
    [ev(SOR, 2, "100 kbit/s, PER 1 % -104 dBm")],
    note="Spanish. The 38.4 kbit/s row (-108 dBm) is the trap.",
)
q(
    "sor-e-05",
    "easy",
    "simple",
    "what baud rate does the sorbus-868 uart use out of the box",
    [SOR],
    *SOR_UART,
)
q(
    "sor-m-06",
    "medium",
    "structured",
    "List every UART baud rate the SORBUS-868 can be configured to.",
    [SOR],
    [
        it(SOR, "baud_rate", "bps", value=v, condition="UART_BaudrateIndex")
        for v in (9600, 19200, 38400, 115200, 230400, 460800, 1000000)
    ],
    [
        ev(
            SOR,
            3,
            "The baud rate can be changed with the user setting UART_BaudrateIndex to 9600, "
            "19200, 38400, 115200, 230400, 460800 or 1000000 Baud",
        )
    ],
)
q(
    "sor-e-08",
    "easy",
    "simple",
    "whats the ip rating of the sorbus-868 module?",
    [SOR],
    [],
    [],
    IE,
    note="No ingress protection is stated.",
)
q(
    "sor-m-09",
    "medium",
    "simple",
    "What range does the SORBUS-868 reach inside an office building?",
    [SOR],
    [],
    [],
    IE,
    note="Only a free-field line-of-sight figure (1000 m) is given; indoor range is explicitly "
    "left open.",
)

# ------------------------------------------------------------------ QK32F035
q("qk-e-02", "easy", "simple", "qk32f035 run current at 48mhz?", [QK], *QK_RUN)
q(
    "qk-m-03",
    "medium",
    "simple",
    "How much does the QK32F035 draw in Standby mode when it is powered from 5 V?",
    [QK],
    [it(QK, "standby_current", "uA", typ=11, condition="Standby, LSI off, VDD=5V")],
    [ev(QK, 2, "LSI off, VDD=5V 11 µA")],
    note="The 3.3 V rows (9 and 10.5 µA) are traps.",
)
q(
    "qk-e-04",
    "easy",
    "simple",
    "Welche maximale I2C-Taktfrequenz unterstützt der QK32F035?",
    [QK],
    *QK_I2C,
    note="German.",
)
q(
    "qk-m-07",
    "medium",
    "simple",
    "Wie genau ist der ADC des QK32F035 (INL/DNL in LSB)?",
    [QK],
    [],
    [],
    IE,
    note="German. The ADC table gives no linearity or accuracy figures.",
)

# ------------------------------------------------------------------ CLT3671
q(
    "clt-m-02",
    "medium",
    "simple",
    "Over the full temperature range, within what limits is the CLT3671-5 output voltage guaranteed?",
    ["CLT3671-5"],
    [
        it(
            "CLT3671-5",
            "output_voltage",
            "V",
            lo=4.9,
            hi=5.1,
            condition="CLT3671-5, full temperature (●)",
        )
    ],
    [ev(CLT, 2, "● 4.900 5.100 V")],
    note="The ● row under the CLT3671-5 row; the 25 °C row (4.950 / 5.050) and the -3.3 rows are traps.",
)
q(
    "clt-e-03",
    "easy",
    "simple",
    "clt3671 current draw when its shut down (run pin low)?",
    [CLT],
    [it(CLT, "standby_current", "uA", typ=0.7, hi=2, condition="VRUN = 0V")],
    [ev(CLT, 2, "Quiescent Current in Shutdown VRUN = 0V 0.7 2 µA")],
)
q(
    "clt-m-04",
    "medium",
    "simple",
    "What operating junction temperature range is the CLT3671H specified for?",
    ["CLT3671H"],
    [it("CLT3671H", "operating_temperature", "°C", lo=-40, hi=150, condition="H grade, junction")],
    [ev(CLT, 2, "CLT3671H over the full –40°C to 150°C operating junction temperature range")],
    note="E and I grades stop at 125 °C.",
)
q(
    "clt-e-05",
    "easy",
    "simple",
    "Quelle est la tension de chute (dropout) du CLT3671 à 600 mA ?",
    [CLT],
    [it(CLT, "dropout_voltage", "mV", typ=550, hi=800, condition="IOUT = 600mA")],
    [ev(CLT, 2, "IOUT = 600mA ● 550 800 mV")],
    note="French. The 100 mA row (90 mV) is the trap.",
)
q(
    "clt-m-06",
    "medium",
    "comparison",
    "Which draws less quiescent current in sleep, the adjustable CLT3671 or the fixed-output "
    "CLT3671-3.3 / CLT3671-5, and how much?",
    [CLT],
    [
        it(
            CLT,
            "quiescent_current",
            "uA",
            typ=1.7,
            hi=4,
            condition="CLT3671 (adjustable), VFB > 0.8V",
        ),
        it(
            CLT,
            "quiescent_current",
            "uA",
            typ=2.5,
            hi=6,
            condition="CLT3671-3.3, CLT3671-5, no load",
        ),
    ],
    [
        ev(CLT, 2, "Quiescent Current in Sleep CLT3671, VFB > 0.8V 1.7 4 µA"),
        ev(CLT, 2, "CLT3671-3.3, CLT3671-5, no load ● 2.5 6 µA"),
    ],
    note="The adjustable version (1.7 µA typ).",
)
q(
    "clt-m-07",
    "medium",
    "simple",
    "How much output ripple does the CLT3671-3.3 have at 600 mA load?",
    [CLT],
    [],
    [],
    IE,
    note="No ripple specification; the 15 mV in the applications text is a Burst Mode design example "
    "that the sheet says is not tested.",
)

# ------------------------------------------------------------------ KDA2008 / KDA2009
q(
    "kda-e-01",
    "easy",
    "simple",
    "How much current can one KDA2008 channel sink continuously, and what peak?",
    [KDA],
    *KDA_IC,
)
q(
    "kda-e-02",
    "easy",
    "simple",
    "kda2008 saturation voltage at 350mA?",
    [KDA],
    [
        it(
            KDA,
            "output_low_voltage",
            "V",
            typ=1.2,
            hi=1.6,
            condition="VCE(sat), IC = 350mA, II = 500µA",
        )
    ],
    [ev(KDA, 2, "— 1.2 1.6 V IC = 350mA, II = 500µA")],
)
q(
    "kda-e-03",
    "easy",
    "structured",
    "Which packages is the KDA2008 offered in?",
    [KDA],
    [it(KDA, "package", values=["SO-18", "DIP-18"])],
    [ev(KDA, 1, "Packages: SO-18 and DIP-18")],
)
q(
    "kda-m-04",
    "medium",
    "simple",
    "KDA2009 的热关断温度是多少？",
    ["KDA2009"],
    [],
    [],
    IE,
    note="Chinese: thermal shutdown temperature of the KDA2009. Not stated (no thermal shutdown).",
)

# ------------------------------------------------------------------ TCX-3817
q(
    "tcx-e-01",
    "easy",
    "simple",
    "tcx3817 max collector current?",
    [TCX],
    [TCX_OUT[0][0]],
    [TCX_OUT[1][0]],
)
q(
    "tcx-e-03",
    "easy",
    "structured",
    "Which CTR rank part numbers of the TCX-3817 can I order?",
    [TCX],
    [
        it(
            TCX,
            "part_numbers",
            values=["TCX-3817A", "TCX-3817B", "TCX-3817C", "TCX-3817D", "TCX-3817"],
        )
    ],
    [
        ev(TCX, 2, "TCX-3817A A 80 ~ 160"),
        ev(TCX, 2, "TCX-3817B B 130 ~ 260"),
        ev(TCX, 2, "TCX-3817C C 200 ~ 400"),
        ev(TCX, 2, "TCX-3817D D 300 ~ 600"),
        ev(TCX, 2, "TCX-3817 A, B, C, D or no mark 50 ~ 600"),
    ],
)
q(
    "tcx-e-04",
    "easy",
    "simple",
    "tcx-3817 ctr at 85c?",
    [TCX],
    [],
    [],
    IE,
    note="CTR is specified at Ta = 25 °C only; no temperature curve.",
)

# ------------------------------------------------------------------ AHS129x
q(
    "ahs-e-01",
    "easy",
    "simple",
    "What supply voltage range does the AHS1293 need?",
    ["AHS1293"],
    [AHS_VCC[0][1]],
    [AHS_VCC[1][1]],
    note="The AHS1291/AHS1292 row (3.8-24 V) is the trap.",
)
q(
    "ahs-m-03",
    "medium",
    "simple",
    "AHS1292LUA-T 的工作温度范围是多少？",
    ["AHS1292LUA-T"],
    [AHS_TEMP[0][1]],
    [
        AHS_TEMP[1][1],
        ev(AHS, 1, "AHS1292LUA-T Bulk, 500 pieces 3-pin SIP through hole –40°C to 150°C"),
    ],
    note="Chinese: operating temperature range of the AHS1292LUA-T (L range).",
)
q(
    "ahs-h-05",
    "hard",
    "comparison",
    "Which Hall switch draws less supply current, the AHS1291 or the AHS1293?",
    ["AHS1291", "AHS1293"],
    [
        it("AHS1291", "supply_current", "mA", typ=4.1, hi=7.5, condition="ICC(ON)"),
        it("AHS1291", "supply_current", "mA", typ=3.8, hi=7.5, condition="ICC(OFF)"),
        it("AHS1293", "supply_current", "mA", typ=1.6, hi=2.5, condition="VCC = 3 V"),
    ],
    [
        ev(AHS, 2, "Supply Current ICC(ON) AHS1291, AHS1292; B > BOP – 4.1 7.5 mA"),
        ev(AHS, 2, "ICC(OFF) AHS1291, AHS1292; B < BRP – 3.8 7.5 mA"),
        ev(AHS, 2, "ICC AHS1293; VCC = 3 V – 1.6 2.5 mA"),
    ],
    note="The AHS1293. Both variants share one family sheet, so the device of each item is the variant.",
)
q(
    "ahs-e-06",
    "easy",
    "simple",
    "What is the I2C address of the AHS1292?",
    ["AHS1292"],
    [],
    [],
    IE,
    note="A Hall switch with an open-drain output; it has no I2C interface.",
)

# ------------------------------------------------------------------ SRD-80K
q(
    "srd-e-01",
    "easy",
    "simple",
    "Over what distance range does the SRD-80K measure?",
    [SRD],
    [it(SRD, "measurement_range", "cm", lo=10, hi=80, quantity="distance")],
    [ev(SRD, 1, "Measuring distance range ΔL *1 10 − 80 cm")],
)
q("srd-e-02", "easy", "simple", "srd-80k current draw?", [SRD], *SRD_ICC)
q(
    "srd-e-04",
    "easy",
    "simple",
    "Wie lang ist die Messperiode des SRD-80K?",
    [SRD],
    [it(SRD, "response_time", "ms", typ=38.3, condition="measurement period, ±9.6 ms")],
    [ev(SRD, 2, "Measurement period 38.3 ms ± 9.6 ms")],
    note="German: measurement period. The 5.0 ms output update is the trap.",
)
q(
    "srd-m-05",
    "medium",
    "simple",
    "Quelle est la précision de mesure du SRD-80K sur un objet noir mat ?",
    [SRD],
    [],
    [],
    IE,
    note="French: accuracy on a matte black object. Only white paper (90 %) is specified; "
    "a gray-paper curve appears in a figure without a tolerance.",
)

# ------------------------------------------------------------------ TIR7710
q(
    "tir-e-01",
    "easy",
    "simple",
    "What is the default SMBus / I2C address of the TIR7710?",
    [TIR],
    *TIR_ADDR,
)
q(
    "tir-e-02",
    "easy",
    "simple",
    "What supply voltage does the 3 V version TIR7710ESF-BAA need?",
    ["TIR7710ESF-BAA"],
    [TIR_VDD[0][1]],
    [TIR_VDD[1][1]],
    note="The A (5 V) row is the trap.",
)
q(
    "tir-e-03",
    "easy",
    "simple",
    "tir7710 smbus clock range?",
    [TIR],
    [it(TIR, "i2c_clock_frequency", "kHz", lo=10, hi=100, condition="SMBus clock frequency")],
    [ev(TIR, 2, "SMBus clock frequency fSMB 10 100 kHz")],
)
q(
    "tir-h-04",
    "hard",
    "simple",
    "How accurate is the TIR7710ESF-BAC when measuring body temperature?",
    ["TIR7710ESF-BAC"],
    [
        it(
            "TIR7710ESF-BAC",
            "accuracy",
            "°C",
            lo=-0.2,
            hi=0.2,
            quantity="temperature",
            condition="medical accuracy, Ta = +16...+40 °C, To = +35...+40 °C",
        )
    ],
    [
        ev(TIR, 3, "Ta = +16...+40 °C, To = +35...+40 °C ±0.2 °C"),
        ev(TIR, 1, "z = accuracy: A = standard, C = medical"),
    ],
    note="The option code's last letter C selects medical accuracy; ±0.5 °C is the standard version.",
)
TIR_B_SLEEP = (
    [
        it(
            "TIR7710ESF-BAA",
            "standby_current",
            "uA",
            typ=1.3,
            hi=3,
            condition="TIR7710Bxx, VDD = 3 V",
        )
    ],
    [ev(TIR, 2, "TIR7710Bxx, VDD = 3 V 1.3 3 µA")],
)
q(
    "tir-e-06",
    "easy",
    "simple",
    "¿Cuál es el rango de medición de temperatura de objeto del TIR7710?",
    [TIR],
    [
        it(
            TIR,
            "measurement_range",
            "°C",
            lo=-70,
            hi=380,
            quantity="temperature",
            condition="object temperature To",
        )
    ],
    [ev(TIR, 3, "Measurement range Ta (sensor) / To (object) -40...+125 °C / -70...+380 °C")],
    note="Spanish. The sensor (ambient) range -40...+125 °C is the trap.",
)
q(
    "tir-h-07",
    "hard",
    "simple",
    "Up to what ambient temperature may the TIR7710KSF-BAA be operated?",
    ["TIR7710KSF-BAA"],
    [
        it(
            "TIR7710KSF-BAA",
            "operating_temperature",
            "°C",
            lo=-40,
            hi=125,
            condition="temperature code K",
        )
    ],
    [ev(TIR, 1, "Temperature Code: E: -40 °C to 85 °C; K: -40 °C to 125 °C")],
    note="The temperature code is the letter after TIR7710 (K), decoded by the ordering legend.",
)

# ------------------------------------------------------------------ across sheets
q(
    "x-h-01",
    "hard",
    "comparison",
    "Which sleeps lighter on the battery: the SORBUS-868 radio or a 3 V TIR7710 at 3 V?",
    [SOR, "TIR7710ESF-BAA"],
    *join(SOR_SLEEP, TIR_B_SLEEP),
    note="The SORBUS-868 (0.6 µA typ, 1.1 µA max against 1.3 / 3 µA).",
)
