"""Questions on the KPM-15, SPR-TOF20, HXM-7C and TPX sheets and questions across
sheets (added on import)."""

from __future__ import annotations

from qkit import HXM, IE, KDM, KPM, KX, RZK, SPR, TPX, ev, it, q
from questions_parts import (
    KDM_VM,
    KDM_VM_EV,
    KX_IPEAK,
    KX_IPEAK_EV,
    KX_VCC,
    KX_VCC_ABS,
    KX_VCC_ABS_EV,
    KX_VCC_EV,
    RZK_SCL,
    RZK_SCL_EV,
    SKT_VOUT50,
    SKT_VOUT50_EV,
)

# ------------------------------------------------------------------ KPM-15
KPM_VIN = [
    it(KPM, "supply_voltage", "VAC", lo=85, hi=264, condition="AC input"),
    it(KPM, "supply_voltage", "VDC", lo=120, hi=370, condition="DC input"),
]
KPM_VIN_EV = [ev(KPM, 1, "VOLTAGE RANGE 85 ～ 264VAC 120 ～ 370VDC")]
KPM_RATED_EV = ev(KPM, 1, "RATED CURRENT 3A 3A 1.25A 0.625A")
KPM_VOUT_EV = ev(KPM, 1, "DC VOLTAGE 3.3V 5V 12V 24V")

q(
    "kpm-e1",
    "easy",
    "simple",
    "What is the rated output current of the KPM-15-12?",
    ["KPM-15-12"],
    [it("KPM-15-12", "output_current", "A", value=1.25, condition="KPM-15-12, rated")],
    [KPM_RATED_EV],
    note="One column per model; the 3 A cells belong to the 3.3 V and 5 V models.",
)
q(
    "kpm-e2",
    "easy",
    "simple",
    "kpm-15 input voltage range?",
    [KPM],
    KPM_VIN,
    KPM_VIN_EV,
)
q(
    "kpm-e3",
    "easy",
    "simple",
    "Welchen Betriebstemperaturbereich hat die KPM-15-Serie?",
    [KPM],
    [
        it(
            KPM,
            "operating_temperature",
            "°C",
            lo=-30,
            hi=70,
            condition="working temperature, derating above 40 °C",
        )
    ],
    [ev(KPM, 1, 'WORKING TEMP. -30 ～ +70℃ (Refer to "Derating Curve")')],
    note="German. Storage is -40 to +85 °C.",
)
q(
    "kpm-m1",
    "medium",
    "simple",
    "¿Qué corriente nominal entrega el KPM-15-24?",
    ["KPM-15-24"],
    [it("KPM-15-24", "output_current", "A", value=0.625, condition="KPM-15-24, rated")],
    [KPM_RATED_EV],
    note="Spanish: rated current of the 24 V model.",
)
q(
    "kpm-m3",
    "medium",
    "simple",
    "What logic level does the KPM-15's remote on/off input need?",
    [KPM],
    [],
    [],
    verdict=IE,
    note="The module has four pins (AC/L, AC/N, -V, +V); no remote on/off input is described.",
)
q(
    "kpm-e6",
    "easy",
    "compatibility",
    "KPM-15 能直接接 277VAC 的电网吗？",
    [KPM],
    KPM_VIN,
    KPM_VIN_EV,
    verdict="incompatible",
    note="Chinese: can it run from a 277 VAC line? The input range ends at 264 VAC.",
)
q(
    "kpm-m5",
    "medium",
    "compatibility",
    "is a kpm-15-12 enough for a 5 m 12v led strip?",
    ["KPM-15-12"],
    [],
    [],
    verdict=IE,
    note="The strip's current is not given (1.25 A / 15 W is the supply's rating).",
)
q(
    "kpm-h1",
    "hard",
    "compatibility",
    "Can one KPM-15-5 power a Raspberry Pi 4 and the HXM-7C heater at the same time?",
    ["KPM-15-5", HXM],
    [],
    [],
    verdict=IE,
    note="The Raspberry Pi's current is not in the library; the HXM-7C heater alone (about 350 mW) would fit.",
)

# ------------------------------------------------------------------ SPR-TOF20
SPR_ADDR = it(SPR, "i2c_address", values=["0x29"], condition="default, changeable by software")
SPR_ADDR_EV = ev(SPR, 1, "I2C Address 0x29 (default, changeable by software)")
SPR_VCC = [
    it(SPR, "supply_voltage", "V", value=3.3, condition="operating voltage"),
    it(SPR, "supply_voltage", "V", value=5, condition="operating voltage"),
]
SPR_VCC_EV = [ev(SPR, 1, "Operating Voltage 3.3V / 5V")]

q(
    "spr-e1",
    "easy",
    "simple",
    "what's the i2c address of the sprout tof ranger?",
    [SPR],
    [SPR_ADDR],
    [SPR_ADDR_EV],
)
q(
    "spr-e2",
    "easy",
    "simple",
    "What distance range can the SPR-TOF20 measure in its default mode?",
    [SPR],
    [
        it(
            SPR,
            "measurement_range",
            "mm",
            lo=30,
            hi=2000,
            quantity="distance",
            condition="default mode",
        )
    ],
    [ev(SPR, 1, "Measuring Range 30 ~ 2000 mm (default mode)")],
)
q(
    "spr-e3",
    "easy",
    "simple",
    "Quelle est la plage de température de fonctionnement du SPR-TOF20 ?",
    [SPR],
    [it(SPR, "operating_temperature", "°C", lo=0, hi=50)],
    [ev(SPR, 1, "Operating Temperature 0 ~ 50 ℃")],
    note="French.",
)
q(
    "spr-m1",
    "medium",
    "simple",
    "How far does the SPR-TOF20 reach in high accuracy mode?",
    [SPR],
    [
        it(
            SPR,
            "measurement_range",
            "mm",
            lo=30,
            hi=1200,
            quantity="distance",
            condition="high accuracy mode",
        )
    ],
    [ev(SPR, 1, "30 ~ 1200 mm (high accuracy mode)")],
)
q(
    "spr-e4",
    "easy",
    "simple",
    "What is the maximum I2C clock frequency of the SPR-TOF20?",
    [SPR],
    [],
    [],
    verdict=IE,
)
q(
    "spr-h1",
    "hard",
    "compatibility",
    "Can a SPR-TOF20 and a TPXDANN015PA2A3 share one 3.3 V I2C bus at 400 kHz?",
    [SPR, TPX],
    [
        SPR_ADDR,
        it(TPX, "i2c_address", values=["0x28"], condition="output type 2"),
        *SPR_VCC,
        it(TPX, "supply_voltage", "Vdc", lo=3.0, typ=3.3, hi=3.6, condition="3.3 Vdc option"),
        it(TPX, "i2c_clock_frequency", "kHz", lo=100, hi=400),
    ],
    [
        SPR_ADDR_EV,
        ev(TPX, 2, "2 I2C, address 0x28"),
        *SPR_VCC_EV,
        ev(TPX, 1, "3.3 Vdc option 3.0 3.3 3.6 Vdc"),
        ev(TPX, 3, "The I2C clock must be between 100 kHz and 400 kHz"),
    ],
    verdict="compatible",
    note="Different addresses (0x29 and 0x28); TPX code ...2A3 = I2C 0x28, 3.3 Vdc.",
)

# ------------------------------------------------------------------ HXM-7C
HXM_VH = [
    it(HXM, "supply_voltage", "V", typ=5, condition="heating voltage VH(H), high phase, AC or DC"),
    it(HXM, "supply_voltage", "V", typ=1.4, condition="heating voltage VH(L), low phase, AC or DC"),
]
HXM_VH_EV = [
    ev(HXM, 1, "VH (H) Heating voltage (high) 5V±0.1"),
    ev(HXM, 1, "VH (L) Heating voltage (low) 1.4V±0.1"),
]
HXM_PH = it(HXM, "power_consumption", "mW", typ=350, condition="heating consumption")
HXM_PH_EV = ev(HXM, 1, "PH Heating consumption About 350mW")

q(
    "hxm-m1",
    "medium",
    "structured",
    "What heater voltages does the HXM-7C run its high and low heating phases at?",
    [HXM],
    HXM_VH,
    HXM_VH_EV,
)
q(
    "hxm-e1",
    "easy",
    "simple",
    "hxm-7c detection range?",
    [HXM],
    [
        it(
            HXM,
            "measurement_range",
            "ppm",
            lo=20,
            hi=2000,
            quantity="gas_concentration",
            condition="carbon monoxide",
        )
    ],
    [ev(HXM, 1, "Detecting range 20ppm-2000ppm carbon monoxide")],
)
q(
    "hxm-e3",
    "easy",
    "simple",
    "HXM-7C 的加热功耗是多少？",
    [HXM],
    [HXM_PH],
    [HXM_PH_EV],
    note="Chinese: heater power consumption.",
)
q(
    "hxm-e4",
    "easy",
    "simple",
    "What ambient temperature can the HXM-7C be used in?",
    [HXM],
    [it(HXM, "operating_temperature", "°C", lo=-20, hi=50, condition="using temperature")],
    [ev(HXM, 1, "Tao Using Tem. -20℃-50℃")],
    note="-20 to 70 °C is the storage range.",
)
q(
    "hxm-m2",
    "medium",
    "simple",
    "How quickly does the HXM-7C respond to carbon monoxide?",
    [HXM],
    [it(HXM, "response_time", "s", hi=90, condition="200 ppm CO, Fig. 4")],
    [ev(HXM, 2, "response time 90 s or less")],
    note="Only stated in a figure caption; the resume time (120 s) and heating cycle (150 s) are other numbers.",
)
q(
    "hxm-e5",
    "easy",
    "simple",
    "How accurate is the HXM-7C's CO reading, in ppm?",
    [HXM],
    [],
    [],
    verdict=IE,
)
q(
    "hxm-m3",
    "medium",
    "compatibility",
    "can i just run the hxm-7c heater off a constant 5v usb rail?",
    [HXM],
    HXM_VH,
    [*HXM_VH_EV, ev(HXM, 3, "a constant 5V heater voltage shortens the life")],
    verdict="incompatible",
    note="The heater must follow the 5 V / 1.4 V cycle; a constant 5 V is not a specified operating condition.",
)
q(
    "hxm-m4",
    "medium",
    "compatibility",
    "Can I run the HXM-7C from the KPM-15-5 together with my ESP32 dev board?",
    ["KPM-15-5", HXM],
    [],
    [],
    verdict=IE,
    note="The ESP32 board is not in the library; its current is unknown.",
)

# ------------------------------------------------------------------ TPX
TPX_V5 = it(TPX, "supply_voltage", "Vdc", lo=4.75, typ=5.0, hi=5.25, condition="5.0 Vdc option")
TPX_V5_EV = ev(TPX, 1, "5.0 Vdc option 4.75 5.0 5.25 Vdc")
TPX_V33 = it(TPX, "supply_voltage", "Vdc", lo=3.0, typ=3.3, hi=3.6, condition="3.3 Vdc option")
TPX_V33_EV = ev(TPX, 1, "3.3 Vdc option 3.0 3.3 3.6 Vdc")
TPX_SCL = it(TPX, "i2c_clock_frequency", "kHz", lo=100, hi=400)
TPX_SCL_EV = [
    ev(TPX, 1, "I2C 100 400 kHz"),
    ev(TPX, 3, "The I2C clock must be between 100 kHz and 400 kHz"),
]

q(
    "tpx-e2",
    "easy",
    "simple",
    "tpx pressure sensor operating temp?",
    [TPX],
    [
        it(
            TPX,
            "operating_temperature",
            "°C",
            lo=-20,
            hi=85,
            condition="operating range (outside 0-50 °C not within TEB)",
        )
    ],
    [ev(TPX, 1, "Operating temperature range:7 -20 ― 85 °C")],
    note="0-50 °C is the compensated range; -40 to 85 °C storage.",
)
q(
    "tpx-e3",
    "easy",
    "simple",
    "Which I2C address does a TPX with output-type code 3 answer on?",
    [TPX],
    [it(TPX, "i2c_address", values=["0x38"], condition="output type 3")],
    [ev(TPX, 2, "3 I2C, address 0x38")],
)
q(
    "tpx-e4",
    "easy",
    "simple",
    "Wie hoch ist die Stromaufnahme der TPX-Variante für 5,0 V?",
    [TPX],
    [it(TPX, "supply_current", "mA", typ=2.7, hi=3.8, condition="5.0 Vdc option")],
    [ev(TPX, 1, "5.0 Vdc option ― 2.7 3.8 mA")],
    note="German: supply current of the 5.0 Vdc option (the 3.3 Vdc row is 2.1 / 2.8 mA).",
)
q(
    "tpx-m1",
    "medium",
    "simple",
    "What pressure range does the TPX 015PA cover?",
    [TPX],
    [
        it(
            TPX,
            "measurement_range",
            "psi",
            lo=0,
            hi=15,
            quantity="pressure",
            condition="015PA, absolute",
        )
    ],
    [ev(TPX, 2, "015PA 0 15 psi 30 60 absolute")],
    note="30 psi is the overpressure, 60 psi the burst pressure.",
)
q(
    "tpx-m4",
    "medium",
    "simple",
    "¿Qué resolución tiene la salida digital del TPX?",
    [TPX],
    [it(TPX, "resolution", "bit", lo=14, quantity="pressure", condition="digital output")],
    [ev(TPX, 1, "Output resolution (digital) 14 ― ― bits")],
    note="Spanish.",
)
q(
    "tpx-h1",
    "hard",
    "simple",
    "What is the sleep current of an analog-output TPX?",
    [TPX],
    [],
    [],
    verdict=IE,
    note="The 1 µA sleep current applies to digital options only; footnote 5: no sleep mode for analog outputs.",
)
q(
    "tpx-e5",
    "easy",
    "simple",
    "What operating humidity range is the TPX rated for?",
    [TPX],
    [],
    [],
    verdict=IE,
)
q(
    "tpx-e6",
    "easy",
    "compatibility",
    "will the 5v version of the tpx work off 3.3v?",
    [TPX],
    [TPX_V5, TPX_V33],
    [TPX_V5_EV, TPX_V33_EV, ev(TPX, 1, "a 5.0 Vdc option sensor is not specified at 3.3 Vdc")],
    verdict="incompatible",
)
q(
    "tpx-h2",
    "hard",
    "compatibility",
    "Can I put two TPX sensors with output-type code 2 on the same I2C bus?",
    [TPX],
    [it(TPX, "i2c_address", values=["0x28"], condition="output type 2, fixed at the factory")],
    [
        ev(TPX, 2, "2 I2C, address 0x28"),
        ev(
            TPX, 2, "fixed by the output-type code at the factory and cannot be changed by the user"
        ),
    ],
    verdict="incompatible",
)
q(
    "tpx-m5",
    "medium",
    "compatibility",
    "Is the KPM-15-5 a suitable supply for a 5.0 Vdc option TPX?",
    ["KPM-15-5", TPX],
    [
        it("KPM-15-5", "output_voltage", "V", value=5, condition="KPM-15-5, ±2.0 % tolerance"),
        TPX_V5,
    ],
    [KPM_VOUT_EV, ev(KPM, 1, "VOLTAGE TOLERANCE Note.3 ±2.5% ±2.0% ±1.0% ±1.0%"), TPX_V5_EV],
    verdict="compatible",
    note="5 V ±2.0 % = 4.9-5.1 V lies inside 4.75-5.25 V; 2.7-3.8 mA is far below 3 A.",
)

# ------------------------------------------------------------------ across sheets
q(
    "x-m1",
    "medium",
    "compatibility",
    "Can the KX70-M be powered from a KPM-15-3.3?",
    ["KPM-15-3.3", KX],
    [
        it("KPM-15-3.3", "output_voltage", "V", value=3.3, condition="KPM-15-3.3, ±2.5 %"),
        it("KPM-15-3.3", "output_current", "A", value=3, condition="KPM-15-3.3, rated"),
        KX_VCC,
        KX_IPEAK,
    ],
    [KPM_VOUT_EV, KPM_RATED_EV, KX_VCC_EV, KX_IPEAK_EV],
    verdict="compatible",
)
q(
    "x-h1",
    "hard",
    "compatibility",
    "I'd boost a Li-ion cell with an SKT9183-50 and power the KX70-M from its output. OK?",
    ["SKT9183-50", KX],
    [SKT_VOUT50, KX_VCC, KX_VCC_ABS],
    [SKT_VOUT50_EV, KX_VCC_EV, KX_VCC_ABS_EV],
    verdict="incompatible",
    note="5.0 V (4.9-5.1 V) is above VCC max 4.3 V and the 4.5 V absolute maximum.",
)
q(
    "x-m2",
    "medium",
    "compatibility",
    "Is the 24 V of a KPM-15-24 inside the KDM7841FTG's motor supply range?",
    ["KPM-15-24", KDM],
    [it("KPM-15-24", "output_voltage", "V", value=24, condition="KPM-15-24"), KDM_VM],
    [KPM_VOUT_EV, KDM_VM_EV],
    verdict="compatible",
)
q(
    "x-h2",
    "hard",
    "compatibility",
    "Can an RZK1624 at 3.0 V talk to a 5.0 Vdc TPX (output type 2) on I2C in fast mode plus (1 MHz)?",
    [RZK, TPX],
    [*RZK_SCL, TPX_SCL],
    [*RZK_SCL_EV, *TPX_SCL_EV],
    verdict="incompatible",
    note="The RZK1624 allows 1 MHz at EVDD0 ≥ 2.7 V, but the TPX's I2C clock ends at 400 kHz.",
)
q(
    "x-m3",
    "medium",
    "comparison",
    "Which draws less in its lowest-power state: the KX70-M in backup mode or the SKT9183 in shutdown?",
    [KX, "SKT9183"],
    [
        it(KX, "standby_current", "µA", typ=14, condition="Backup mode, V_BCKP = 3.3 V"),
        it("SKT9183", "standby_current", "µA", typ=0.1, hi=1, condition="shutdown, EN = 0 V"),
    ],
    [
        ev(KX, 2, "Backup VCC off, V_BCKP = 3.3 V 14 µA"),
        ev("SKT9183", 2, "Shutdown Current ISHDN VEN = 0V, VIN = 3.6V -- 0.1 1 µA"),
    ],
    note="The SKT9183 (0.1 µA typ, 1 µA max) draws less than the KX70-M (14 µA typ).",
)
