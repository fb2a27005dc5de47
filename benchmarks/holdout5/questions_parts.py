"""Questions on the RZK1624, KDM7841FTG, SKT9183 and KX70-M sheets (added on import),
and the reference facts that cross-device questions reuse."""

from __future__ import annotations

from qkit import IE, KDM, KX, RZK, SKT, ev, it, q

# ------------------------------------------------------------------ RZK1624
RZK_SCL = [
    it(
        RZK,
        "i2c_clock_frequency",
        "kHz",
        lo=0,
        hi=100,
        condition="Standard mode, 1.6 V ≤ EVDD0 ≤ 5.5 V",
    ),
    it(
        RZK,
        "i2c_clock_frequency",
        "kHz",
        lo=0,
        hi=400,
        condition="Fast mode, 1.8 V ≤ EVDD0 ≤ 5.5 V",
    ),
    it(
        RZK,
        "i2c_clock_frequency",
        "kHz",
        lo=0,
        hi=1000,
        condition="Fast mode plus, 2.7 V ≤ EVDD0 ≤ 5.5 V",
    ),
]
RZK_SCL_EV = [
    ev(RZK, 3, "fSCL Standard mode, fCLK ≥ 1 MHz, 1.6 V ≤ EVDD0 ≤ 5.5 V 0 100 kHz"),
    ev(RZK, 3, "Fast mode, fCLK ≥ 3.5 MHz, 1.8 V ≤ EVDD0 ≤ 5.5 V 0 400 kHz"),
    ev(RZK, 3, "Fast mode plus, fCLK ≥ 10 MHz, 2.7 V ≤ EVDD0 ≤ 5.5 V 0 1000 kHz"),
]
RZK_IOL = [
    it(
        RZK,
        "output_current",
        "mA",
        hi=20.0,
        condition="IOL1 per pin P00-P17, 4.0 V ≤ EVDD0 ≤ 5.5 V",
    ),
    it(
        RZK,
        "output_current",
        "mA",
        hi=10.0,
        condition="IOL1 per pin P00-P17, 2.7 V ≤ EVDD0 < 4.0 V",
    ),
    it(
        RZK,
        "output_current",
        "mA",
        hi=-10.0,
        condition="IOH1 per pin P00-P17, 4.0 V ≤ EVDD0 ≤ 5.5 V",
    ),
    it(
        RZK,
        "output_current",
        "mA",
        hi=-3.0,
        condition="IOH1 per pin P00-P17, 2.7 V ≤ EVDD0 < 4.0 V",
    ),
]
RZK_IOL_EV = [
    ev(RZK, 2, "Per pin for P00 to P17, 4.0 V ≤ EVDD0 ≤ 5.5 V 20.0 Note 2 mA"),
    ev(RZK, 2, "Per pin for P00 to P17, 2.7 V ≤ EVDD0 < 4.0 V 10.0 Note 2 mA"),
    ev(RZK, 2, "IOH1 Per pin for P00 to P17, 4.0 V ≤ EVDD0 ≤ 5.5 V -10.0 Note 2 mA"),
    ev(RZK, 2, "Per pin for P00 to P17, 2.7 V ≤ EVDD0 < 4.0 V -3.0 Note 2 mA"),
]

q(
    "rzk-e1",
    "easy",
    "simple",
    "What supply voltage range does the RZK1624 accept on VDD?",
    [RZK],
    [it(RZK, "supply_voltage", "V", lo=1.6, hi=5.5, condition="VDD, single supply")],
    [
        ev(RZK, 1, "VDD = single power supply voltage of 1.6 to 5.5 V"),
        ev(RZK, 2, "LV (low-voltage main) mode 1.6 V ≤ VDD ≤ 5.5 V 1 MHz to 4 MHz"),
    ],
    note="The full range needs the LV mode (4 MHz max); 32 MHz needs 2.7 V.",
)
q(
    "rzk-e2",
    "easy",
    "simple",
    "rzk1624 stop mode current at room temp?",
    [RZK],
    [it(RZK, "standby_current", "µA", typ=0.23, hi=0.51, condition="STOP mode, TA = +25 °C")],
    [ev(RZK, 3, "STOP mode, TA = +25°C 0.23 0.51 µA")],
)
q(
    "rzk-e3",
    "easy",
    "simple",
    "Welchen Betriebstemperaturbereich hat der RZK1624 in der G-Ausführung?",
    [RZK],
    [it(RZK, "operating_temperature", "°C", lo=-40, hi=105, condition="G grade (industrial)")],
    [
        ev(RZK, 4, "TA G grade -40 +105 °C"),
        ev(RZK, 1, "For the G grade (TA = -40 to +105°C) see chapter"),
    ],
    note="German: operating temperature of the G grade. The A grade's -40 to +85 °C is a sibling row.",
)
q(
    "rzk-m1",
    "medium",
    "simple",
    "What is the lowest VDD at which the RZK1624 may run its CPU at 32 MHz?",
    [RZK],
    [it(RZK, "supply_voltage", "V", lo=2.7, hi=5.5, condition="HS mode, 1 MHz to 32 MHz")],
    [ev(RZK, 2, "HS (high-speed main) mode 2.7 V ≤ VDD ≤ 5.5 V 1 MHz to 32 MHz")],
)
q(
    "rzk-m2",
    "medium",
    "simple",
    "How much current may one RZK1624 port pin (P00 to P17) sink when EVDD0 is 3.3 V?",
    [RZK],
    [
        it(
            RZK,
            "output_current",
            "mA",
            hi=10.0,
            condition="IOL1 per pin P00-P17, 2.7 V ≤ EVDD0 < 4.0 V",
        )
    ],
    [ev(RZK, 2, "Per pin for P00 to P17, 2.7 V ≤ EVDD0 < 4.0 V 10.0 Note 2 mA")],
    note="Rows per supply range; the 20 mA row needs EVDD0 ≥ 4.0 V; -3.0 mA of the same range is the source (IOH) limit.",
)
q(
    "rzk-m3",
    "medium",
    "simple",
    "Quel est le courant en mode STOP d'un RZK1624 de grade G à 105 °C ?",
    [RZK],
    [
        it(
            RZK,
            "standby_current",
            "µA",
            typ=3.0,
            hi=12.9,
            condition="STOP mode, TA = +105 °C, G grade",
        )
    ],
    [ev(RZK, 4, "IDD3 STOP mode, TA = +105°C 3.0 12.9 µA")],
    note="French. The G-grade table lists only values that differ from chapter 32.",
)
q(
    "rzk-h1",
    "hard",
    "structured",
    "Compare the RZK1624's operating supply current in HS mode at 32 MHz and in LS mode at 8 MHz, both at VDD = 3.0 V.",
    [RZK],
    [
        it(
            RZK,
            "supply_current",
            "mA",
            typ=3.2,
            hi=5.6,
            condition="Operating, HS mode, fIH = 32 MHz, VDD = 3.0 V",
        ),
        it(
            RZK,
            "supply_current",
            "mA",
            typ=1.1,
            hi=1.9,
            condition="Operating, LS mode, fIH = 8 MHz, VDD = 3.0 V",
        ),
    ],
    [
        ev(RZK, 3, "Operating mode, HS mode, fIH = 32 MHz, VDD = 3.0 V 3.2 5.6 mA"),
        ev(RZK, 3, "Operating mode, LS mode, fIH = 8 MHz, VDD = 3.0 V 1.1 1.9 mA"),
    ],
)
q(
    "rzk-e4",
    "easy",
    "simple",
    "What is the maximum SPI (CSI) clock frequency of the RZK1624?",
    [RZK],
    [],
    [],
    verdict=IE,
    note="CSI is listed as an interface; no CSI clock specification is given in the sheet.",
)
q(
    "rzk-m4",
    "medium",
    "compatibility",
    "I want the RZK1624's I2C bus at 1 MHz (fast mode plus) with EVDD0 = 2.5 V. Is that allowed?",
    [RZK],
    RZK_SCL,
    RZK_SCL_EV,
    verdict="incompatible",
    note="Fast mode plus needs 2.7 V ≤ EVDD0; at 2.5 V the limit is 400 kHz.",
)

# ------------------------------------------------------------------ KDM7841FTG
KDM_VM = it(KDM, "load_supply_voltage", "V", lo=10, typ=24, hi=47, condition="VM, operating range")
KDM_VM_EV = ev(KDM, 2, "Motor power supply VM 10 24 47 V")
KDM_VM_ABS = it(KDM, "abs_max_supply_voltage", "V", hi=50, condition="VM, absolute maximum")
KDM_VM_ABS_EV = ev(KDM, 2, "Motor power supply VM 50 V")
KDM_IOUT = [
    it(KDM, "output_current", "A", hi=3.0, condition="IOUT, operating range"),
    it(KDM, "output_current", "A", hi=3.5, condition="IOUT, absolute maximum"),
]
KDM_IOUT_EV = [
    ev(KDM, 2, "Motor output current IOUT ― ― 3.0 A"),
    ev(KDM, 2, "Motor output current IOUT 3.5 A (Note 1)"),
]
KDM_VIN = [
    it(KDM, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="VIN(H), IN1, IN2, STBY"),
    it(KDM, "input_low_voltage", "V", lo=0, hi=0.8, condition="VIN(L), IN1, IN2, STBY"),
]
KDM_VIN_EV = [
    ev(KDM, 2, "Logic input voltage VIN(H) 2.0 ― 5.5 V IN1, IN2, STBY"),
    ev(KDM, 2, "VIN(L) 0 ― 0.8 V IN1, IN2, STBY"),
]

q(
    "kdm-e1",
    "easy",
    "simple",
    "kdm7841 motor supply range?",
    [KDM],
    [KDM_VM],
    [KDM_VM_EV],
    note="The 50 V in the absolute maximum table is not an operating range.",
)
q(
    "kdm-e3",
    "easy",
    "simple",
    "What is the output ON resistance of the KDM7841FTG's H-bridge?",
    [KDM],
    [
        it(
            KDM,
            "on_resistance",
            "Ω",
            typ=0.45,
            hi=0.60,
            condition="upper + lower, IOUT = 2.0 A, Tj = 25 °C",
        )
    ],
    [ev(KDM, 2, "Output ON resistance Ron(H+L) IOUT = 2.0 A, Tj = 25°C ― 0.45 0.60 Ω")],
)
q(
    "kdm-e4",
    "easy",
    "simple",
    "¿Cuánta corriente consume el KDM7841FTG en modo standby?",
    [KDM],
    [it(KDM, "standby_current", "µA", typ=2, hi=5, condition="IM1, STBY = L")],
    [ev(KDM, 2, "Supply current IM1 STBY = L (standby mode) ― 2 5 µA")],
    note="Spanish.",
)
q(
    "kdm-m2",
    "medium",
    "simple",
    "What logic supply voltage range does the KDM7841FTG need?",
    [KDM],
    [],
    [],
    verdict=IE,
    note="No logic supply pin: the logic runs from an internal regulator (VCC 4.75-5.25 V is its output, not an input).",
)
q(
    "kdm-e5",
    "easy",
    "compatibility",
    "will the kdm7841 take 48v on the motor supply?",
    [KDM],
    [KDM_VM, KDM_VM_ABS],
    [KDM_VM_EV, KDM_VM_ABS_EV],
    verdict="incompatible",
)
q(
    "kdm-m3",
    "medium",
    "compatibility",
    "is the kdm7841ftg strong enough for my 24v wiper motor?",
    [KDM],
    [],
    [],
    verdict=IE,
    note="24 V is inside VM, but the motor's running and stall current are not given.",
)
q(
    "kdm-h1",
    "hard",
    "compatibility",
    "Can RZK1624 port pins (P00-P17) running at EVDD0 = 3.3 V drive the KDM7841FTG's IN1/IN2 inputs directly?",
    [RZK, KDM],
    [
        *KDM_VIN,
        it(
            RZK,
            "output_low_voltage",
            "V",
            hi=0.4,
            condition="VOL1, 1.8 V ≤ EVDD0 ≤ 5.5 V, IOL1 = 3.0 mA",
        ),
    ],
    [*KDM_VIN_EV, ev(RZK, 3, "1.8 V ≤ EVDD0 ≤ 5.5 V, IOL1 = 3.0 mA 0.4 V")],
    verdict="compatible",
    note="VOH1 ≥ EVDD0 - 0.5 = 2.8 V at 1 mA (the inputs take 33 µA) is above VIN(H) 2.0 V; VOL 0.4 V is below 0.8 V.",
)

# ------------------------------------------------------------------ SKT9183
SKT_VOUT50 = it(
    "SKT9183-50",
    "output_voltage",
    "V",
    lo=4.9,
    typ=5.0,
    hi=5.1,
    condition="SKT9183-50, ILOAD = 10 mA",
)
SKT_VOUT50_EV = ev(SKT, 2, "Output Voltage VOUT SKT9183-50, ILOAD = 10mA 4.9 5.0 5.1 V")

q(
    "skt-e1",
    "easy",
    "simple",
    "What input voltage range does the SKT9183 operate from?",
    [SKT],
    [it(SKT, "supply_voltage", "V", lo=1.8, hi=5.5, condition="VIN, input operating range")],
    [
        ev(SKT, 2, "Input Operating Range VIN 1.8 -- 5.5 V"),
        ev(SKT, 1, "1.8V to 5.5V Input Operating Range"),
    ],
    note="0.9 V is the start-up voltage, 6.5 V the absolute maximum.",
)
q(
    "skt-e2",
    "easy",
    "simple",
    "skt9183 shutdown current?",
    [SKT],
    [it(SKT, "standby_current", "µA", typ=0.1, hi=1, condition="EN = 0 V, VIN = 3.6 V")],
    [ev(SKT, 2, "Shutdown Current ISHDN VEN = 0V, VIN = 3.6V -- 0.1 1 µA")],
)
q(
    "skt-e3",
    "easy",
    "simple",
    "What is the SKT9183's quiescent current?",
    [SKT],
    [
        it(
            SKT,
            "quiescent_current",
            "µA",
            typ=25,
            hi=40,
            condition="VFB = 0.65 V, non-switching, into VOUT",
        )
    ],
    [ev(SKT, 2, "Quiescent Current IQ VFB = 0.65V, non-switching, into VOUT -- 25 40 µA")],
)
q(
    "skt-e4",
    "easy",
    "simple",
    "Welche Ausgangsspannung liefert der SKT9183-50?",
    ["SKT9183-50"],
    [SKT_VOUT50],
    [SKT_VOUT50_EV],
    note="German: output voltage of the fixed 5 V version.",
)
q(
    "skt-m1",
    "medium",
    "simple",
    "How much load current can the SKT9183 deliver at 5 V out from a 3.3 V input?",
    [SKT],
    [it(SKT, "output_current", "A", hi=1.0, condition="VOUT = 5 V, VIN = 3.3 V")],
    [
        ev(SKT, 1, "Up to 1A Output Current at 5V from a 3.3V Input"),
        ev(SKT, 3, "0.6A at VIN = 2.4V, 1.0A at VIN = 3.3V"),
    ],
    note="The 2.5 A switch current limit is not the output current.",
)
q(
    "skt-m2",
    "medium",
    "simple",
    "Quelle est la tension maximale absolue admissible sur la broche VIN du SKT9183 ?",
    [SKT],
    [it(SKT, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.5, condition="VIN, absolute maximum")],
    [ev(SKT, 2, "Supply Input Voltage, VIN -0.3V to 6.5V")],
    note="French.",
)
q(
    "skt-e5",
    "easy",
    "simple",
    "skt9183 humidity rating?",
    [SKT],
    [],
    [],
    verdict=IE,
)
q(
    "skt-m4",
    "medium",
    "compatibility",
    "can i set the skt9183a to 12v out?",
    ["SKT9183A"],
    [
        it(
            "SKT9183A",
            "output_voltage",
            "V",
            lo=2.5,
            hi=5.5,
            condition="output voltage range, SKT9183A",
        )
    ],
    [ev(SKT, 2, "Output Voltage Range VOUT SKT9183A 2.5 -- 5.5 V")],
    verdict="incompatible",
)
q(
    "skt-h1",
    "hard",
    "compatibility",
    "Running from two AA cells (2.4 V), can an SKT9183-50 feed a 5 V USB load that draws 1 A?",
    ["SKT9183-50"],
    [
        it(SKT, "output_current", "A", hi=0.6, condition="VOUT = 5 V, VIN = 2.4 V"),
        it(SKT, "output_current", "A", hi=1.0, condition="VOUT = 5 V, VIN = 3.3 V"),
        SKT_VOUT50,
    ],
    [ev(SKT, 3, "0.6A at VIN = 2.4V, 1.0A at VIN = 3.3V"), SKT_VOUT50_EV],
    verdict="incompatible",
    note="The output-current limit at 2.4 V is only given in a figure caption.",
)

# ------------------------------------------------------------------ KX70-M
KX_VCC = it(KX, "supply_voltage", "V", lo=2.8, typ=3.3, hi=4.3, condition="VCC")
KX_VCC_EV = ev(KX, 3, "VCC Supply voltage must stay between the 2.8 3.3 4.3 V")
KX_VCC_ABS = it(
    KX, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.5, condition="VCC, absolute maximum"
)
KX_VCC_ABS_EV = ev(KX, 3, "Power Supply Voltage (VCC) -0.3 4.5 V")
KX_IPEAK = it(KX, "supply_current", "mA", hi=100, condition="IVCCP peak, VCC = 3.3 V")
KX_IPEAK_EV = ev(KX, 3, "IVCCP Peak supply current VCC = 3.3 V 100 mA")
KX_RXD = [
    it(KX, "input_high_voltage", "V", lo=2.0, hi=3.6, condition="RXD1"),
    it(KX, "abs_max_input_voltage", "V", lo=-0.3, hi=3.6, condition="digital I/O pins"),
]
KX_RXD_EV = [
    ev(KX, 2, "VIHmin = 2.0 V shifter with a 5 V host."),
    ev(KX, 2, "VIHmax = 3.6 V"),
    ev(KX, 3, "Input Voltage at Digital I/O Pins -0.3 3.6 V"),
]

q(
    "kx-e1",
    "easy",
    "simple",
    "What supply voltage does the KX70-M need on VCC?",
    [KX],
    [KX_VCC],
    [KX_VCC_EV, ev(KX, 1, "Supply voltage: 2.8–4.3 V")],
)
q(
    "kx-e2",
    "easy",
    "simple",
    "kx70-m current draw while tracking?",
    [KX],
    [it(KX, "supply_current", "mA", typ=19, condition="Tracking, VCC = 3.3 V")],
    [
        ev(KX, 2, "Tracking Position fixed, 1 Hz update 19 mA"),
        ev(KX, 1, "Tracking: 19 mA @ VCC = 3.3 V"),
    ],
)
q(
    "kx-e4",
    "easy",
    "simple",
    "KX70-M 的跟踪灵敏度是多少？",
    [KX],
    [it(KX, "rx_sensitivity", "dBm", typ=-163, condition="Tracking, autonomous")],
    [ev(KX, 3, "Tracking Autonomous -163 dBm"), ev(KX, 1, "Tracking: -163 dBm")],
    note="Chinese: tracking sensitivity (not acquisition -148 or reacquisition -160).",
)
q(
    "kx-m3",
    "medium",
    "simple",
    "¿Cuál es el tiempo de arranque en frío (TTFF) del KX70-M?",
    [KX],
    [it(KX, "warm_up_time", "s", typ=28, condition="TTFF cold start, autonomous, -130 dBm")],
    [
        ev(KX, 3, "TTFF Cold start Autonomous, -130 dBm 28 s"),
        ev(KX, 1, "Cold start: 28 s (typ.) @ -130 dBm"),
    ],
    note="Spanish.",
)
q(
    "kx-e5",
    "easy",
    "simple",
    "What Bluetooth transmit power does the KX70-M have?",
    [KX],
    [],
    [],
    verdict=IE,
    note="GNSS receiver only; the sheet says it does not support Bluetooth.",
)
q(
    "kx-e6",
    "easy",
    "compatibility",
    "can i hook the kx70-m rx pin straight to the tx of a 5v arduino uno?",
    [KX],
    KX_RXD,
    KX_RXD_EV,
    verdict="incompatible",
    note="RXD1 VIHmax 3.6 V, digital I/O absolute maximum 3.6 V, 'Not 5 V tolerant'.",
)
q(
    "kx-h1",
    "hard",
    "compatibility",
    "Will a CR2032 coin cell on V_BCKP keep the KX70-M's backup domain alive for a whole year?",
    [KX],
    [],
    [],
    verdict=IE,
    note="14 µA for a year is about 123 mAh, but the CR2032's capacity is not in any sheet (the CR1220 figure is an example).",
)
q(
    "kx-m4",
    "medium",
    "compatibility",
    "gnss module kx70-m in a basement - will it get a fix indoors?",
    [KX],
    [],
    [],
    verdict=IE,
    note="Sensitivities are given, but the signal level indoors is not a datasheet fact.",
)
