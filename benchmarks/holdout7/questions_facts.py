"""Factual questions on the eight hold-out 7 sheets (added on import): answered ones,
a comparison, structured lists, and questions the sheets cannot answer."""

from __future__ import annotations

import facts as F
from qkit import AQN, KLR, KMS, KT, OCX, PMX, TLX, TX, ev, it, join, q, unanswerable

# ------------------------------------------------------------------ KLR6271
q(
    "klr-e-01",
    "easy",
    "simple",
    "klr6271 sleep current in nA?",
    [KLR],
    *F.KLR_SLEEP,
    note="Sheet gives 0.2 µA typ / 1 µA max; asked in nA (200 nA / 1000 nA). Feature list says 200 nA register retention.",
)
q(
    "klr-e-02",
    "easy",
    "simple",
    "How much supply current does the KLR6271 draw when it transmits +17 dBm on PA_BOOST?",
    [KLR],
    *F.KLR_TX17,
    note="Stacked rows in one cell; +20 dBm (120 mA) and +13 dBm (29 mA) are the neighbours.",
)
q(
    "klr-e-03",
    "easy",
    "simple",
    "What's the lowest supply voltage the KLR6271 is specified to operate from?",
    [KLR],
    [it(KLR, "supply_voltage", "V", lo=1.8, condition="VDDop, operating range")],
    [ev(KLR, 2, "VDDop Supply voltage 1.8 3.7 V")],
    note="The abs max row (-0.5 / 3.9 V) is the trap.",
)
q(
    "klr-e-04",
    "easy",
    "simple",
    "¿Cuál es el rango de temperatura de funcionamiento del KLR6271?",
    [KLR],
    *F.KLR_TEMP,
    note="Spanish. Abs max temperature (-55 / +115 °C) and junction (+125 °C) are traps.",
)
q(
    "klr-m-05",
    "medium",
    "simple",
    "What is the best receiver sensitivity the KLR6272 can reach?",
    ["KLR6272"],
    [it("KLR6272", "rx_sensitivity", "dBm", typ=-137, condition="KLR6272, SF = 12, BW = 125 kHz")],
    [
        ev(KLR, 1, "KLR6272 862 - 1020 MHz 6 - 12 125 - 500 kHz .24 - 37.5 kbps -111 to -137 dBm"),
        ev(KLR, 3, "SF = 12 - -137 - dBm"),
    ],
    note="The -148 dBm of the feature list and of the 7.8 kHz row are KLR6271-only (footnote 1); the KLR6272 "
    "has no bandwidth below 125 kHz.",
)
q(
    "klr-e-06",
    "easy",
    "simple",
    "KLR6271 的 SPI 时钟最高可以到多少 kHz？",
    [KLR],
    *F.KLR_SPI,
    note="Chinese: maximum SPI clock in kHz (10 MHz = 10000 kHz). Register addresses on page 4 are decoys.",
)
unanswerable(
    "klr-m-07",
    "medium",
    "simple",
    "how much current does the klr6271 pull transmitting +14dbm on the rfo_hf pin?",
    [KLR],
    "Only +13 dBm (29 mA) and +7 dBm (20 mA) on RFO_HF and +17/+20 dBm on PA_BOOST are given.",
)

# ------------------------------------------------------------------ KT46F013
q(
    "kt-e-01",
    "easy",
    "simple",
    "kt46f013 sleep current at 5v?",
    [KT],
    *F.KT_STB_5V,
    note="SLEEP row at 5 V; the 3 V row (0.1 / 1.0 µA) and the IDLE rows are traps.",
)
q(
    "kt-e-02",
    "easy",
    "simple",
    "how hot can the kt46f013 get and still run?",
    [KT],
    [it(KT, "operating_temperature", "°C", hi=85, condition="operating temperature")],
    [ev(KT, 2, "−40°C to 85°C")],
    note="Only given in the absolute-maximum dot-leader list; storage goes to 125 °C (trap).",
)
q(
    "kt-e-03",
    "easy",
    "simple",
    "Quelle est la consommation du KT46F013 à 12 MHz sous 5 V ?",
    [KT],
    [
        it(
            KT,
            "supply_current",
            "mA",
            typ=2.2,
            hi=3.3,
            condition="IDD, VDD = 5 V, fSYS = 12 MHz, no load",
        )
    ],
    [ev(KT, 2, "5V fSYS=12MHz — 2.2 3.3 mA")],
    note="French. The 8 MHz rows (0.8/1.2 mA at 3 V, 1.6/2.4 mA at 5 V) are traps.",
)
q(
    "kt-m-04",
    "medium",
    "simple",
    "Welche minimale Versorgungsspannung braucht der KT46F013, wenn er mit 8 MHz Systemtakt läuft?",
    [KT],
    *F.KT_VDD_8M,
    note="German. 2.2 V holds only at 4 MHz; 4.5 V at 12 MHz.",
)
unanswerable(
    "kt-m-05",
    "medium",
    "simple",
    "What is the maximum SPI clock frequency of the KT46F013's serial interface module?",
    [KT],
    "The sheet names SPI but gives timing only for I2C; the fSYS figures in MHz are system-clock requirements.",
)

q(
    "kt-m-06",
    "medium",
    "structured",
    "How much current can one KT46F013 I/O pin sink at VDD = 3 V and at VDD = 5 V?",
    [KT],
    *F.KT_IOL,
    note="Two rows with min and typ; no max. IOL Total 80 mA (abs max) is a different rating.",
)

# ------------------------------------------------------------------ TX6213
q(
    "tx-e-01",
    "easy",
    "simple",
    "whats the max input voltage i can run the tx6213 at? (normal operation, not abs max)",
    [TX],
    [it(TX, "supply_voltage", "V", hi=6.0, condition="VIN, operating")],
    [
        ev(TX, 2, "Input Voltage VIN - 1.8 - 6.0 V"),
        ev(TX, 1, "Operating Voltage Range : 1.8V ~ 6.0V"),
    ],
    note="Abs max 6.5 V is the trap.",
)
q(
    "tx-m-02",
    "medium",
    "simple",
    "TX6213 5.0V 版本的静态电流最大是多少？",
    ["TX6213P502"],
    [it("TX6213P502", "quiescent_current", "uA", hi=4.0, condition="5.0 V version, ISS (E-4)")],
    [ev(TX, 3, "5.0 4.900 5.100 300 40 70 130 200 4.0")],
    note="Chinese. Voltage chart row; the 3.0 V table gives 3.0 µA max (trap).",
)
q(
    "tx-m-03",
    "medium",
    "simple",
    "How much output current can the 1.8 V version of the TX6213 deliver?",
    ["TX6213P182"],
    [it("TX6213P182", "output_current", "mA", lo=150, condition="1.8 V version, IOUTMAX (E-1)")],
    [ev(TX, 3, "1.8 1.764 1.836 150 310 420 620 800 3.0")],
    note="Features and the 3.0 V table say 250 mA (trap); abs max 500 mA.",
)
q(
    "tx-m-04",
    "medium",
    "comparison",
    "At 100 mA load, which has the lower dropout: the 3.3 V TX6213 or the 5.0 V TX6213?",
    ["TX6213P332", "TX6213P502"],
    *join(F.TX33_DROP, F.TX50_DROP),
    note="5.0 V version: 130 typ / 200 max mV; 3.3 V version: 180 / 270 mV. The 3.0 V table (200/300) is a trap.",
)
unanswerable(
    "tx-m-05",
    "medium",
    "simple",
    "What is the output noise voltage of the TX6213 in µVrms?",
    [TX],
    "Only ripple rejection (60 dB at 1 kHz) is given; no output noise figure.",
)

# ------------------------------------------------------------------ AQN3415
q(
    "aqn-e-01",
    "easy",
    "simple",
    "aqn3415 on resistance at 4.5v gate, in ohms?",
    [AQN],
    *F.AQN_RDS_45,
    note="Asked in ohms (0.026 / 0.033 Ω).",
)
q(
    "aqn-e-02",
    "easy",
    "simple",
    "Wie groß ist die Gate-Schwellenspannung des AQN3415?",
    [AQN],
    *F.AQN_VTH,
    note="German.",
)
q(
    "aqn-h-04",
    "hard",
    "simple",
    "What's the typical RDS(on) of the AQN3415 with a 3.3 V gate drive?",
    [AQN],
    [
        it(
            AQN,
            "on_resistance",
            "mOhm",
            typ=31,
            condition="VGS = 3.3 V, ID = 5.8 A, TJ = 25 °C (figure 5)",
        )
    ],
    [ev(AQN, 3, "RDS(ON) = 31mΩ typ. at VGS=3.3V, TJ=25°C")],
    note="Only in the caption of figure 5; the table has 2.5 / 4.5 / 10 V rows.",
)
unanswerable(
    "aqn-h-05",
    "hard",
    "simple",
    "What maximum RDS(on) does the AQN3415 guarantee at VGS = 3.3 V?",
    [AQN],
    "Guaranteed maxima exist only at 2.5, 4.5 and 10 V; the 3.3 V value is a typical read from a figure.",
)

# ------------------------------------------------------------------ OCX-2601
unanswerable(
    "ocx-e-01",
    "easy",
    "simple",
    "whats the ctr of the ocx-2601",
    [OCX],
    "Logic-gate output optocoupler: no current transfer ratio is specified.",
)
q(
    "ocx-m-02",
    "medium",
    "simple",
    "What supply voltage range is recommended for the OCX-2601V?",
    ["OCX-2601V"],
    *F.OCX_VCC3,
    note="The OCX-2601 / OCX-2631 row (4.5-5.5 V) and the 7 V abs max are traps.",
)
q(
    "ocx-h-03",
    "hard",
    "simple",
    "Worst case over the full temperature range, how long does the OCX-2601 take to pull its output low "
    "after the LED turns on?",
    [OCX],
    [
        it(
            OCX,
            "response_time",
            "ns",
            hi=100,
            condition="tPHL, RL = 350 Ω, CL = 15 pF, -40 to +85 °C",
        )
    ],
    [ev(OCX, 3, "Time to Low tPHL 25 50"), ev(OCX, 3, "100 ns RL = 350 Ω, CL = 15 pF")],
    note="tPHL: 75 ns max at 25 °C, 100 ns over temperature (two stacked max values).",
)

# ------------------------------------------------------------------ KMS-6200 / KMS-6250
q(
    "kms-e-01",
    "easy",
    "simple",
    "¿Cuánta corriente consume el acelerómetro del KMS-6200 en modo de bajo consumo a 5 Hz?",
    [KMS],
    [
        it(
            KMS,
            "supply_current",
            "uA",
            typ=20,
            condition="accelerometer low power mode, 5 Hz update rate",
        )
    ],
    [ev(KMS, 3, "Accelerometer Low Power Mode 5 Hz update rate 20 µA")],
    note="Spanish. Neighbour rows 10 / 70 / 140 µA.",
)
unanswerable(
    "kms-e-02",
    "easy",
    "simple",
    "What is the magnetometer resolution of the KMS-6200?",
    [KMS],
    "6-axis part: gyroscope and accelerometer only; the '9-axis MotionFusion' needs external sensors.",
)
q(
    "kms-m-03",
    "medium",
    "structured",
    "Which I2C addresses can the KMS-6250 be set to?",
    ["KMS-6250"],
    *F.KMS_ADDR,
    note="Given in binary only (1101000 / 1101001). WHO_AM_I default 0x68 and register addresses are decoys.",
)

q(
    "kms-e-04",
    "easy",
    "structured",
    "List the accelerometer full-scale ranges the KMS-6200 can be set to.",
    [KMS],
    [
        it(
            KMS,
            "measurement_range",
            "g",
            lo=-r,
            hi=r,
            quantity="acceleration",
            condition=f"AFS_SEL={n}",
        )
        for n, r in enumerate((2, 4, 8, 16))
    ],
    [ev(KMS, 2, f"AFS_SEL={n} ±{r} g") for n, r in enumerate((2, 4, 8, 16))],
    note="Four stacked rows in one table cell; the gyroscope ranges (±250 ... ±2000 º/s) are in the table above.",
)

# ------------------------------------------------------------------ PMX5018
q(
    "pmx-e-01",
    "easy",
    "simple",
    "PMX5018 串口默认波特率是多少？",
    [PMX],
    [it(PMX, "baud_rate", "bps", value=9600, condition="default, active mode")],
    [ev(PMX, 2, "Default baud rate: 9600bps")],
    note="Chinese.",
)
q(
    "pmx-h-03",
    "hard",
    "simple",
    "After waking the PMX5018 from sleep, how long before its readings can be trusted?",
    [PMX],
    [it(PMX, "warm_up_time", "s", lo=30, condition="after wake-up from sleep, fan settling")],
    [
        ev(
            PMX,
            2,
            "Stable data should be got at least 30 seconds after the sensor wakeup from the sleep",
        )
    ],
    note="Prose only; the 1 s / 10 s response times and 2.3 s / 200-800 ms intervals are traps.",
)
unanswerable(
    "pmx-m-04",
    "medium",
    "simple",
    "How accurate is the PM10 reading of the PMX5018?",
    [PMX],
    "The consistency error is given for the PM2.5 standard value only.",
)

# ------------------------------------------------------------------ TLX2572x
q(
    "tlx-e-01",
    "easy",
    "simple",
    "What I2C address does the TLX25725 use?",
    ["TLX25725"],
    [it("TLX25725", "i2c_address", values=["0x29"], condition="ordering code TLX25725FN")],
    [ev(TLX, 1, "TLX25725FN ODFN-6 I²C VBUS = VDD 0x29")],
    note="0x39 belongs to TLX25721/3; 0x30 is the ID register value; register addresses are decoys.",
)
q(
    "tlx-e-02",
    "easy",
    "simple",
    "tlx2572 current draw when its asleep?",
    [TLX],
    [it(TLX, "standby_current", "uA", typ=2.5, hi=4.5, condition="sleep state, no I2C activity")],
    [ev(TLX, 2, "Sleep state − no I²C activity 2.5 4.5 µA")],
    note="The revision table's old 3 µA is a trap.",
)
q(
    "tlx-e-03",
    "easy",
    "simple",
    "Quelle est la plage de température de fonctionnement du TLX2572x ?",
    [TLX],
    *F.TLX_TEMP,
    note="French. Storage -40 / 85 °C is the trap.",
)
unanswerable(
    "tlx-e-05",
    "easy",
    "simple",
    "How accurately does the TLX2572x measure the UV index?",
    [TLX],
    "Visible/IR light-to-digital converter; no UV channel or UV figure.",
)
q(
    "tlx-m-06",
    "medium",
    "simple",
    "whats the brightest light in klux the tlx2572x can measure before it tops out",
    [TLX],
    [
        it(
            TLX,
            "measurement_range",
            "lx",
            hi=88000,
            quantity="illuminance",
            condition="illuminance range",
        )
    ],
    [ev(TLX, 1, "Illuminance range 188 µlux to 88,000 lux")],
    note="Asked in klux (88 klux); the number sits in the Features column of the Benefits table.",
)

# ------------------------------------------------------------------ across sheets
q(
    "x-m-01",
    "medium",
    "comparison",
    "Which one sleeps at lower current, the KLR6271 radio or the TLX2572x light sensor?",
    [KLR, TLX],
    *join(
        F.KLR_SLEEP,
        (
            [
                it(
                    TLX,
                    "standby_current",
                    "uA",
                    typ=2.5,
                    hi=4.5,
                    condition="sleep state, no I2C activity",
                )
            ],
            [ev(TLX, 2, "Sleep state − no I²C activity 2.5 4.5 µA")],
        ),
    ),
    note="KLR6271 0.2 µA typ / 1 µA max vs TLX2572x 2.5 / 4.5 µA. The radio's 1.6 mA Standby mode is a trap.",
)
