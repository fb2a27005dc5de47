"""Compatibility questions between two hold-out 6 sheets (added on import).

References list every row a correct answer may cite for the fields involved, so that
citing a neighbouring row of the same table is not a contradiction; a verdict of
insufficient_evidence has no items.
"""

from __future__ import annotations

from qkit import CLT, IE, KDA, QK, SOR, SRD, TCX, TIR, ev, it, q
from questions_facts import (
    AHS_ABS,
    AHS_OUT,
    AHS_TEMP,
    AHS_VCC,
    CLT_5,
    CLT_33,
    KDA_IC,
    KDA_VION,
    QK_I2C_BOTH,
    QK_RUN,
    QK_VDD,
    SOR_ABS,
    SOR_TX,
    SOR_UART,
    SOR_VCC,
    SRD_ICC,
    SRD_VCC,
    SRD_VO,
    TCX_OUT,
    TIR_SMB,
    TIR_VDD,
    join,
    pick,
)

OK, NO = "compatible", "incompatible"

# ------------------------------------------------------- regulator feeding radio / MCU
q(
    "c-e-01",
    "easy",
    "compatibility",
    "can the clt3671-3.3 power the sorbus-868 radio? 12v going in",
    ["CLT3671-3.3", SOR],
    *join(CLT_33, SOR_VCC, SOR_TX),
    OK,
    note="3.234-3.366 V over temperature lies inside 2.2-3.6 V; 44 mA TX (55 mA start-up peak) is far "
    "below 600 mA.",
)
q(
    "c-e-02",
    "easy",
    "compatibility",
    "Can I supply the SORBUS-868 directly from the output of a CLT3671-5?",
    ["CLT3671-5", SOR],
    *join(CLT_5, SOR_VCC, SOR_ABS),
    NO,
    note="4.9-5.1 V exceeds the 3.6 V maximum and the 3.9 V absolute maximum.",
)
q(
    "c-m-03",
    "medium",
    "compatibility",
    "Will the adjustable CLT3671 work as the supply for a SORBUS-868?",
    [CLT, SOR],
    [],
    [],
    IE,
    note="The adjustable output depends on an external divider the question does not give; no value "
    "settles it.",
)
q(
    "c-h-04",
    "hard",
    "compatibility",
    "One CLT3671-3.3 running from 12 V feeds both the SORBUS-868 and a QK32F035 at 48 MHz. Is its "
    "output current enough for both, transmitting at full power?",
    ["CLT3671-3.3", SOR, QK],
    *join(CLT_33, SOR_TX, QK_RUN, QK_VDD),
    OK,
    note="44 mA + 55 mA start-up peak + about 4.3 mA MCU stay far below 600 mA; 3.3 V suits both.",
)
q(
    "c-m-05",
    "medium",
    "compatibility",
    "Is a CLT3671-3.3 enough to run a SORBUS-868, a QK32F035 and a small TFT display module from one rail?",
    ["CLT3671-3.3", SOR, QK],
    [],
    [],
    IE,
    note="The display's current is not stated anywhere.",
)
q(
    "c-m-06",
    "medium",
    "compatibility",
    "Is the output ripple of the CLT3671-3.3 low enough not to hurt the SORBUS-868 receiver sensitivity?",
    ["CLT3671-3.3", SOR],
    [],
    [],
    IE,
    note="Neither a ripple specification of the regulator nor a supply-ripple limit of the radio is "
    "stated (the radio only asks for less than 100 mV drop).",
)
q(
    "c-m-07",
    "medium",
    "compatibility",
    "Reicht eine einzelne CR2032-Knopfzelle, um den SORBUS-868 beim Senden mit +14 dBm zu versorgen?",
    [SOR],
    [],
    [],
    IE,
    note="German. The coin cell's pulse capability is in no sheet; the sheet's battery-life example "
    "is not a specification.",
)
q(
    "c-m-08",
    "medium",
    "compatibility",
    "If I run the SORBUS-868 straight off two AA alkaline cells with no regulator, will it keep "
    "working until the cells are flat?",
    [SOR],
    [],
    [],
    IE,
    note="The cells' end-of-discharge voltage is not in the sheets.",
)

# ------------------------------------------------------- UART / logic levels
q(
    "c-m-09",
    "medium",
    "compatibility",
    "Can I connect the QK32F035 USART (VDD = 3.3 V) directly to the SORBUS-868 UART at 115200 baud?",
    [QK, SOR],
    *join(
        SOR_VCC,
        SOR_UART,
        QK_VDD,
        (
            [it(QK, "baud_rate", "Mbps", hi=3, condition="USART, fHCLK=48MHz")],
            [ev(QK, 3, "USART baud rate fHCLK=48MHz 3 Mbps")],
        ),
    ),
    OK,
    note="Both at 3.3 V: VOH >= VDD-0.4 against VIH 0.7 x VCC on both sides; 115200 baud is within "
    "both limits.",
)
q(
    "c-e-10",
    "easy",
    "compatibility",
    "qk32f035 running at 5v, can i wire its tx straight to the sorbus-868 rx pin?",
    [QK, SOR],
    *join(QK_VDD, SOR_VCC, SOR_ABS),
    NO,
    note="The module's pins are not 5 V tolerant (VCC + 0.3 V at most).",
)

# ------------------------------------------------------- analog sensor into the ADC
q(
    "c-e-12",
    "easy",
    "compatibility",
    "Can I power the SRD-80K distance sensor from a CLT3671-5 running off 12 V?",
    [SRD, "CLT3671-5"],
    *join(SRD_VCC, SRD_ICC, CLT_5),
    OK,
    note="4.9-5.1 V within 4.5-5.5 V; 40 mA max against 600 mA.",
)
q(
    "c-h-13",
    "hard",
    "compatibility",
    "Both the SRD-80K and the QK32F035 run from the same 5 V rail. Does the sensor's analog output "
    "stay inside the input range of the QK32F035 ADC?",
    [SRD, QK],
    *join(SRD_VO, SRD_VCC, QK_VDD),
    OK,
    note="Vo stays within 0.25 V and 0.55 + 2.55 = 3.1 V, inside 0...VDDA = 5 V.",
)
q(
    "c-h-14",
    "hard",
    "compatibility",
    "My QK32F035 runs at 2.7 V (VDDA = VDD) and the SRD-80K at 5 V. Is it safe to feed the sensor "
    "output into the MCU's ADC?",
    [SRD, QK],
    *join(SRD_VO, QK_VDD),
    NO,
    note="At 10 cm the output reaches about 2.65 V typ and up to 3.1 V, above VDDA = 2.7 V and above "
    "VDD + 0.3 V = 3.0 V.",
)
q(
    "c-m-15",
    "medium",
    "compatibility",
    "Can the QK32F035 ADC sample the SRD-80K output directly at its full 1 Msps without a buffer amplifier?",
    [SRD, QK],
    [],
    [],
    IE,
    note="The sensor's output impedance is not stated, and the ADC limits the source to 50 kΩ.",
)

# ------------------------------------------------------- Hall switch
q(
    "c-e-16",
    "easy",
    "compatibility",
    "can i power the ahs1291 from 3.3v?",
    ["AHS1291"],
    *pick(AHS_VCC, 0),
    NO,
    note="AHS1291/AHS1292 need at least 3.8 V; the AHS1293 row (2.5 V) belongs to a sibling.",
)
q(
    "c-e-17",
    "easy",
    "compatibility",
    "Can the AHS1293 run from the 5 V rail of a CLT3671-5?",
    ["AHS1293", "CLT3671-5"],
    *join(pick(AHS_VCC, 1), pick(AHS_ABS, 1), CLT_5),
    OK,
    note="4.9-5.1 V lies within 2.5-5.5 V (7 V absolute maximum).",
)
q(
    "c-e-18",
    "easy",
    "compatibility",
    "Kann ich den AHS1293 direkt an 12 V betreiben?",
    ["AHS1293"],
    *join(pick(AHS_VCC, 1), pick(AHS_ABS, 1)),
    NO,
    note="German. 12 V exceeds 5.5 V and the 7 V absolute maximum of the AHS1293 (the 30 V rating "
    "belongs to its siblings).",
)
q(
    "c-m-19",
    "medium",
    "compatibility",
    "The AHS1291 runs from 12 V and its output is pulled up with 10 kΩ to 3.3 V into a QK32F035 GPIO "
    "(VDD = 3.3 V). Does that work?",
    ["AHS1291", QK],
    *join(pick(AHS_VCC, 0), AHS_OUT, QK_VDD),
    OK,
    note="Open-drain output pulled to 3.3 V (not to 12 V); VOUT(SAT) at most 400 mV is below "
    "0.3 x VDD; 0.33 mA is far below 25 mA.",
)
q(
    "c-m-20",
    "medium",
    "compatibility",
    "Will the AHS1292 switch reliably with my magnet 20 mm away from it?",
    ["AHS1292"],
    [],
    [],
    IE,
    note="The magnet's flux density at 20 mm is not given; the sheet gives only BOP/BRP.",
)
q(
    "c-e-21",
    "easy",
    "compatibility",
    "Is the AHS1291ELHLT-T fine in an engine bay that reaches 125 °C?",
    ["AHS1291ELHLT-T"],
    [AHS_TEMP[0][0]],
    [AHS_TEMP[1][0], AHS_TEMP[1][2]],
    NO,
    note="Range E stops at 85 °C; only the LUA (range L) version goes to 150 °C.",
)

# ------------------------------------------------------- photocoupler
q(
    "c-e-22",
    "easy",
    "compatibility",
    "Le TCX-3817 peut-il commuter directement une bobine de relais 12 V de 80 mA avec son transistor de sortie ?",
    [TCX],
    *TCX_OUT,
    NO,
    note="French. 80 mA exceeds the 50 mA collector current rating.",
)
q(
    "c-h-23",
    "hard",
    "compatibility",
    "The TCX-3817 LED is driven with 20 mA from the field side, and its transistor pulls a QK32F035 "
    "input (10 kΩ pull-up to 3.3 V) low. Will the MCU read a clean low?",
    [TCX, QK],
    *join(TCX_OUT, QK_VDD),
    OK,
    note="Pull-up current 0.33 mA < 1 mA test current; VCE(sat) max 0.2 V at IF = 20 mA is below "
    "0.3 x VDD.",
)
q(
    "c-h-24",
    "hard",
    "compatibility",
    "Can I pass a 100 kHz PWM signal across the TCX-3817?",
    [TCX],
    [
        it(TCX, "response_time", "us", typ=4, hi=18, condition="rise time"),
        it(TCX, "response_time", "us", typ=3, hi=18, condition="fall time"),
    ],
    [
        ev(TCX, 2, "Cut-off frequency fc - 80 - kHz"),
        ev(TCX, 2, "Rise time tr - 4 18 µs"),
        ev(TCX, 2, "Fall time tf - 3 18 µs"),
    ],
    NO,
    note="Cut-off frequency 80 kHz typ and up to 18 µs rise/fall against a 10 µs period.",
)
q(
    "c-m-25",
    "medium",
    "compatibility",
    "¿Tendrá el TCX-3817D todavía un CTR de al menos 100 % con 1 mA de corriente de LED a 85 °C?",
    ["TCX-3817D"],
    [],
    [],
    IE,
    note="Spanish. CTR ranks are given at IF = 5 mA and 25 °C only.",
)

# ------------------------------------------------------- Darlington array
q(
    "c-m-26",
    "medium",
    "compatibility",
    "3.3v mcu (qk32f035) gpio into a kda2008 input to switch a 12v 150ma solenoid, will it turn on?",
    [QK, KDA],
    *join(pick(KDA_VION, 0, 1, 2), KDA_IC, QK_VDD),
    OK,
    note="VI(on) at most 2.4 V for 200 mA; the GPIO gives at least VDD - 0.4 = 2.9 V; 150 mA < 500 mA.",
)
q(
    "c-m-27",
    "medium",
    "compatibility",
    "Same solenoid (12 V, 150 mA) but through a KDA2009 driven by the 3.3 V QK32F035: will it switch?",
    [QK, "KDA2009"],
    *join(pick(KDA_VION, 3, 4, 5, 6), QK_VDD),
    NO,
    note="The KDA2009 needs up to 5.0 V at 125 mA and 6.0 V at 200 mA.",
)
q(
    "c-h-28",
    "hard",
    "compatibility",
    "Can all eight KDA2008 channels sink 350 mA each at the same time, continuously?",
    [KDA],
    [
        it(
            KDA,
            "output_current",
            "A",
            hi=2.5,
            condition="total emitter-terminal current IET (stated as -2.5 A)",
        ),
        *KDA_IC[0],
    ],
    [ev(KDA, 2, "Total Emitter-Terminal Current IET -2.5 A"), *KDA_IC[1]],
    NO,
    note="8 x 350 mA = 2.8 A exceeds the 2.5 A total emitter current; Figure 1 also derates per channel.",
)
q(
    "c-m-29",
    "medium",
    "compatibility",
    "kda2008 to run a 12v dc motor from the qk32f035, ok?",
    [KDA, QK],
    [],
    [],
    IE,
    note="The motor's running and stall current are not given.",
)

# ------------------------------------------------------- IR thermometer on the bus
q(
    "c-e-30",
    "easy",
    "compatibility",
    "TIR7710ESF-BAA 可以用 QK32F035 的 I2C（3.3 V 供电，100 kHz）直接读取吗？",
    ["TIR7710ESF-BAA", QK],
    *join(pick(TIR_VDD, 1), TIR_SMB, QK_I2C_BOTH, QK_VDD),
    OK,
    note="Chinese: can the QK32F035 I2C (3.3 V, 100 kHz) read the TIR7710ESF-BAA directly? 3.3 V is "
    "inside 2.6-3.6 V, 100 kHz is the SMBus maximum, VIH 2.1 V.",
)
q(
    "c-e-31",
    "easy",
    "compatibility",
    "Can the TIR7710 sit on the QK32F035's I2C bus in fast mode at 400 kHz?",
    [TIR, QK],
    *join(TIR_SMB, QK_I2C_BOTH),
    NO,
    note="The SMBus clock is limited to 10-100 kHz.",
)
q(
    "c-m-32",
    "medium",
    "compatibility",
    "tir7710 on the end of a 3 m cable from the qk32f035 at 100khz, will the bus work?",
    [TIR, QK],
    [],
    [],
    IE,
    note="Cable and bus capacitance limits are not in the sheets.",
)
