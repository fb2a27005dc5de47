"""Write the third hold-out set's questions (questions.jsonl) with reference answers.

    python benchmarks/holdout3/make_questions.py

Every reference number was read off the generated PDFs (pdftotext -layout) and
`/work/shared/benchmark/check_questions.py` checks that each evidence quote is
on its cited page. The questions were written before the engine was run on
these sheets (blind) and are phrased the way makers and engineers ask.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
QUESTIONS: list[dict[str, Any]] = []

KDR, LGX, PRX, LSX, KW, THS = "KDR3350", "LGX3020", "PRX21", "LSX2271", "KW-C310", "THS430"
DOC = {
    KDR: "kdr3350.pdf",
    LGX: "lgx3020.pdf",
    PRX: "prx21.pdf",
    LSX: "lsx2271.pdf",
    KW: "kw-c310.pdf",
    THS: "ths430.pdf",
}
IE = "insufficient_evidence"


def it(
    device: str,
    field: str,
    unit: str | None = None,
    *,
    lo: float | None = None,
    typ: float | None = None,
    hi: float | None = None,
    value: float | None = None,
    values: list[str] | None = None,
    quantity: str | None = None,
    condition: str = "",
) -> dict[str, Any]:
    return {
        "device": device,
        "field": field,
        "quantity": quantity,
        "min": lo,
        "typ": typ,
        "max": hi,
        "value": value,
        "values": values,
        "unit": unit,
        "condition": condition,
    }


def ev(device: str, page: int, quote: str) -> dict[str, Any]:
    return {"doc": DOC[device], "page": page, "quote": quote}


def q(
    qid: str,
    difficulty: str,
    qtype: str,
    question: str,
    devices: list[str],
    items: list[dict[str, Any]],
    evidence: list[dict[str, Any]],
    verdict: str | None = None,
    note: str = "",
) -> None:
    row: dict[str, Any] = {
        "id": qid,
        "difficulty": difficulty,
        "type": qtype,
        "question": question,
        "devices": devices,
        "answer": {"verdict": verdict, "items": items},
        "evidence": evidence,
    }
    if note:
        row["note"] = note
    QUESTIONS.append(row)


# ---------------------------------------------------------------- shared facts
KDR_VIN33 = it(
    KDR, "supply_voltage", "V", lo=4.0, hi=14.0, condition="VCC, KDR3350F33, recommended"
)
KDR_VIN50 = it(
    KDR, "supply_voltage", "V", lo=5.7, hi=14.0, condition="VCC, KDR3350F50, recommended"
)
KDR_VIN_EV = [
    ev(KDR, 1, "Input Power Supply Voltage VCC 4.0 14.0 V KDR3350F33"),
    ev(KDR, 1, "5.7 14.0 V KDR3350F50"),
]
KDR_VO33 = it(
    KDR,
    "output_voltage",
    "V",
    lo=3.234,
    typ=3.3,
    hi=3.366,
    condition="KDR3350F33, IO=50mA, Ta=25°C",
)
KDR_VO50 = it(
    KDR, "output_voltage", "V", lo=4.9, typ=5.0, hi=5.1, condition="KDR3350F50, IO=50mA, Ta=25°C"
)
KDR_VO33_EV = ev(KDR, 2, "Output Voltage VO 3.234 3.300 3.366 V KDR3350F33, IO=50mA")
KDR_VO50_EV = ev(KDR, 2, "4.900 5.000 5.100 V KDR3350F50, IO=50mA")
KDR_DROP33 = [
    it(KDR, "dropout_voltage", "V", typ=0.25, hi=0.45, condition="KDR3350F33, IO=300mA"),
    it(KDR, "dropout_voltage", "V", typ=0.40, hi=0.70, condition="KDR3350F33, IO=500mA"),
]
KDR_DROP33_EV = [
    ev(KDR, 2, "- 0.25 0.45 V KDR3350F33, VIN=3.135V, IO=300mA"),
    ev(KDR, 2, "- 0.40 0.70 V KDR3350F33, VIN=3.135V, IO=500mA"),
]
KDR_IO = it(KDR, "output_current", "mA", hi=500, condition="IO, recommended operating")
KDR_IO_EV = ev(KDR, 1, "Output Current IO 0 500 mA")

LGX_VDD = it(LGX, "supply_voltage", "V", lo=2.4, typ=2.5, hi=3.6, condition="Vdd")
LGX_VDD_EV = ev(LGX, 2, "Vdd Supply voltage 2.4 2.5 3.6 V")
LGX_ABS = it(LGX, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.8, condition="Vdd, absolute maximum")
LGX_ABS_EV = ev(LGX, 2, "Vdd Supply voltage -0.3 to 4.8 V")
LGX_ADDR = it(
    LGX, "i2c_address", values=["0x6E", "0x6F"], condition="SDO to GND: 6Eh; SDO to supply: 6Fh"
)
LGX_ADDR_EV = [ev(LGX, 2, "(address 1101110b, 6Eh)"), ev(LGX, 2, "(address 1101111b, 6Fh)")]
LGX_SCL = [
    it(LGX, "i2c_clock_frequency", "kHz", lo=0, hi=100, condition="I2C standard mode"),
    it(LGX, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="I2C fast mode"),
]
LGX_SCL_EV = ev(LGX, 2, "f(SCL) SCL clock frequency 0 100 0 400 kHz")
LGX_PDN = it(LGX, "standby_current", "µA", typ=5, condition="IddPdn, power-down")
LGX_PDN_EV = ev(LGX, 2, "IddPdn Supply current in power-down 5 µA")

PRX_COIL = [
    it(PRX, "coil_voltage", "VDC", value=5, condition="rated voltage, DC5 coil"),
    it(PRX, "coil_voltage", "VDC", value=12, condition="rated voltage, DC12 coil"),
    it(PRX, "coil_voltage", "VDC", value=24, condition="rated voltage, DC24 coil"),
]
PRX_COIL_I = [
    it(PRX, "supply_current", "mA", value=80.0, condition="coil rated current, 5 VDC"),
    it(PRX, "supply_current", "mA", value=33.3, condition="coil rated current, 12 VDC"),
    it(PRX, "supply_current", "mA", value=16.7, condition="coil rated current, 24 VDC"),
]
PRX_COIL_EV = [
    ev(PRX, 1, "5 DC 80.0 62.5 75% max. 10% min. 130% Approx. 400 mW"),
    ev(PRX, 1, "12 DC 33.3 360"),
    ev(PRX, 1, "24 DC 16.7 1,440"),
]
PRX_CONTACT = [
    it(PRX, "contact_current", "A", hi=16, condition="NO, resistive load, 250 VAC / 30 VDC"),
    it(
        PRX,
        "contact_current",
        "A",
        hi=8,
        condition="inductive load, 250 VAC; also NC contact rating",
    ),
    it(PRX, "contact_current", "A", hi=5, condition="inductive load, 30 VDC"),
]
PRX_CONTACT_EV = [
    ev(PRX, 1, "Rated load 16 A at 250 VAC, 16 A at 30 VDC 8 A at 250 VAC, 5 A at 30 VDC"),
    ev(PRX, 1, "Max. switching current 16 A (NO) / 8 A (NC)"),
]

LSX_ON = [
    it(LSX, "input_high_voltage", "V", lo=1.2, hi=5.5, condition="VIH, ON pin"),
    it(LSX, "input_low_voltage", "V", lo=0, hi=0.5, condition="VIL, ON pin"),
]
LSX_ON_EV = [
    ev(LSX, 1, "VIH, ON High-level input voltage, ON 1.2 5.5 V"),
    ev(LSX, 1, "VIL, ON Low-level input voltage, ON 0 0.5 V"),
]
LSX_VIN = it(LSX, "load_supply_voltage", "V", lo=0.8, hi=5.5, condition="VIN, switched input")
LSX_VIN_EV = ev(LSX, 1, "Input voltage range: 0.8 V to 5.5 V")
LSX_VIN_ABS = it(
    LSX, "abs_max_input_voltage", "V", lo=-0.3, hi=6, condition="VIN, absolute maximum"
)
LSX_VIN_ABS_EV = ev(LSX, 1, "VIN Input voltage –0.3 6 V")

KW_VDD = it(KW, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VDD33, recommended")
KW_VDD_EV = ev(KW, 1, "VDD33 Power supply voltage 3.0 3.3 3.6 V")
KW_VDD_ABS = it(
    KW, "abs_max_supply_voltage", "V", lo=-0.3, hi=3.6, condition="VDD33, absolute maximum"
)
KW_VDD_ABS_EV = ev(KW, 1, "VDD33 Power supply voltage –0.3 3.6 V")
KW_5V_EV = ev(KW, 1, "the GPIOs are not 5 V tolerant")
KW_IOH = it(KW, "output_current", "mA", typ=40, condition="IOH, GPIO source current, VOH ≥ 2.64 V")
KW_IOH_EV = ev(KW, 1, "High-level source current (VDD = 3.3 V, VOH ≥ 2.64 V) — 40 — mA")
KW_VOH = it(KW, "output_high_voltage", "V", lo=2.64, condition="VOH at IOH, VDD = 3.3 V")
KW_TX = [
    it(KW, "supply_current", "mA", value=320, condition="TX 802.11b 1 Mbps @20.5 dBm, peak"),
    it(KW, "supply_current", "mA", value=275, condition="TX 802.11g 54 Mbps, peak"),
    it(KW, "supply_current", "mA", value=260, condition="TX 802.11n MCS7, peak"),
    it(KW, "supply_current", "mA", value=310, condition="TX Bluetooth LE @20 dBm, peak"),
]
KW_TX_EV = [
    ev(KW, 2, "TX 802.11b, 1 Mbps, @20.5 dBm 320"),
    ev(KW, 2, "802.11g, 54 Mbps, @18.0 dBm 275"),
    ev(KW, 2, "802.11n, HT20, MCS7, @17.0 dBm 260"),
    ev(KW, 2, "Bluetooth LE, @20.0 dBm 310"),
]

THS_VDD = it(THS, "supply_voltage", "V", lo=2.15, typ=3.3, hi=5.5, condition="VDD")
THS_VDD_EV = ev(THS, 2, "Supply voltage VDD 2.15 3.3 5.5 V")
THS_ADDR = it(
    THS, "i2c_address", values=["0x44", "0x45"], condition="ADDR to VSS: 0x44; ADDR to VDD: 0x45"
)
THS_ADDR_EV = [
    ev(THS, 2, "I2C address A 0x44 (default) ADDR (pin 2) connected to VSS"),
    ev(THS, 2, "I2C address B 0x45 ADDR (pin 2) connected to VDD"),
]
THS_SCL = [
    it(THS, "i2c_clock_frequency", "kHz", lo=0, hi=1000, condition="fast mode plus"),
    it(THS, "i2c_clock_frequency", "kHz", hi=400, condition="with clock stretching"),
]
THS_SCL_EV = [
    ev(THS, 2, "SCL clock frequencies from 0 to 1000 kHz"),
    ev(THS, 2, "With clock stretching enabled the maximum SCL frequency is 400 kHz."),
]
THS_IDLE = it(
    THS, "standby_current", "µA", typ=0.2, hi=2.0, condition="idle state, single shot mode"
)
THS_IDLE_EV = ev(THS, 2, "Supply current IDD idle state (single shot mode) 0.2 2.0 µA")
THS_ABS = it(THS, "abs_max_supply_voltage", "V", lo=-0.3, hi=6, condition="VDD, absolute maximum")
THS_ABS_EV = ev(THS, 2, "Supply voltage, VDD -0.3 to 6 V")


# ================================================================ KDR3350 (ROHM-style LDO)
q(
    "kdr-e1",
    "easy",
    "simple",
    "What input voltage can I feed the 3.3 V version of the KDR3350 in normal use?",
    [KDR],
    [KDR_VIN33],
    [KDR_VIN_EV[0]],
)
q(
    "kdr-e2",
    "easy",
    "simple",
    "How many milliamps can I pull from the KDR3350 regulator?",
    [KDR],
    [KDR_IO],
    [KDR_IO_EV, ev(KDR, 1, "Output current capability: 500 mA")],
)
q(
    "kdr-e3",
    "easy",
    "simple",
    "What's the most voltage the KDR3350's input pin can take before it gets damaged?",
    [KDR],
    [it(KDR, "abs_max_supply_voltage", "V", lo=-0.3, hi=16.0, condition="VCC, absolute maximum")],
    [ev(KDR, 1, "Power Supply Voltage VCC -0.3 to +16.0 V")],
)
q(
    "kdr-m1",
    "medium",
    "simple",
    "With nothing on its output, how much current does the KDR3350 itself eat from the input?",
    [KDR],
    [it(KDR, "quiescent_current", "µA", typ=45, hi=80, condition="circuit current Ib, IO=0mA")],
    [ev(KDR, 2, "Circuit Current Ib - 45 80 µA IO=0mA")],
)
q(
    "kdr-m2",
    "medium",
    "simple",
    "Worst case, how much headroom does the KDR3350F33 need at its full 500 mA?",
    [KDR],
    [KDR_DROP33[1]],
    [KDR_DROP33_EV[1]],
    note="Dropout voltage, KDR3350F33 at IO=500mA: 0.40 V typ, 0.70 V max.",
)
q(
    "kdr-h1",
    "hard",
    "simple",
    "Within what band is the output of the 5 V KDR3350 guaranteed at room temperature?",
    [KDR],
    [KDR_VO50],
    [KDR_VO50_EV],
    note="The 3.3 V row of the same table must not be returned.",
)
q(
    "kdr-m4",
    "medium",
    "simple",
    "What relative humidity is the KDR3350 rated to operate in?",
    [KDR],
    [],
    [],
    verdict=IE,
    note="The sheet gives no humidity rating.",
)

# ============================================================ LGX3020 (ST-style gyroscope)
q(
    "lgx-e1",
    "easy",
    "simple",
    "What supply voltage does the LGX3020 gyro run on?",
    [LGX],
    [LGX_VDD],
    [LGX_VDD_EV],
)
q(
    "lgx-m1",
    "medium",
    "structured",
    "Which full-scale ranges can I select on the LGX3020?",
    [LGX],
    [
        it(
            LGX,
            "measurement_range",
            "dps",
            lo=-250,
            hi=250,
            quantity="angular_rate",
            condition="FS",
        ),
        it(
            LGX,
            "measurement_range",
            "dps",
            lo=-500,
            hi=500,
            quantity="angular_rate",
            condition="FS",
        ),
        it(
            LGX,
            "measurement_range",
            "dps",
            lo=-2000,
            hi=2000,
            quantity="angular_rate",
            condition="FS",
        ),
    ],
    [ev(LGX, 1, "Three selectable full scales: ±250/±500/±2000 dps")],
)
q(
    "lgx-m2",
    "medium",
    "simple",
    "Which I2C address does the LGX3020 answer on, and can I move it?",
    [LGX],
    [LGX_ADDR],
    LGX_ADDR_EV,
)
q(
    "lgx-h1",
    "hard",
    "simple",
    "When the LGX3020 is fully powered down (not sleep), what current is left?",
    [LGX],
    [LGX_PDN],
    [LGX_PDN_EV],
    note="Sleep mode (2 mA) is a different mode.",
)
q(
    "lgx-h2",
    "hard",
    "simple",
    "Up to what SPI clock can I run the LGX3020?",
    [LGX],
    [],
    [],
    verdict=IE,
    note="Only an I2C interface is specified; a CS pin in the abs-max table is not an SPI timing spec.",
)

# ================================================================ PRX21 (Omron-style relay)
q(
    "prx-e1",
    "easy",
    "simple",
    "How much current does the coil of the 12 V PRX21 take?",
    [PRX],
    [PRX_COIL_I[1]],
    [PRX_COIL_EV[1]],
)
q(
    "prx-e2",
    "easy",
    "simple",
    "What's the coil resistance of the 24 VDC PRX21?",
    [PRX],
    [it(PRX, "coil_resistance", "Ω", value=1440, condition="24 VDC coil, 23 °C")],
    [PRX_COIL_EV[2]],
)
q(
    "prx-e3",
    "easy",
    "simple",
    "What ambient temperature range is the PRX21 relay rated for?",
    [PRX],
    [it(PRX, "operating_temperature", "°C", lo=-40, hi=85, condition="no icing or condensation")],
    [ev(PRX, 1, "Ambient operating temperature -40 to 85°C (with no icing or condensation)")],
)
q(
    "prx-m1",
    "medium",
    "simple",
    "How much power does the PRX21 coil burn when energised?",
    [PRX],
    [it(PRX, "coil_power", "mW", value=400, condition="approx., all coil voltages")],
    [PRX_COIL_EV[0], ev(PRX, 1, "High sensitivity coil: 400 mW")],
)
q(
    "prx-m2",
    "medium",
    "structured",
    "What current can the PRX21 contacts switch at 250 VAC, for a resistive load and for an inductive one?",
    [PRX],
    [
        it(PRX, "contact_current", "A", hi=16, condition="resistive, 250 VAC, NO"),
        it(PRX, "contact_current", "A", hi=8, condition="inductive cosφ=0.4, 250 VAC"),
    ],
    [PRX_CONTACT_EV[0]],
)
q(
    "prx-m4",
    "medium",
    "simple",
    "What IP rating does the PRX21 have?",
    [PRX],
    [],
    [],
    verdict=IE,
    note="Only 'flux-tight (RT II)' is stated; no IP code.",
)
q(
    "prx-h1",
    "hard",
    "simple",
    "What coil resistance does the 48 V PRX21 have?",
    [PRX],
    [],
    [],
    verdict=IE,
    note="Coils exist only for 5, 12 and 24 VDC.",
)

# ============================================================ LSX2271 (TI-style load switch)
q(
    "lsx-e1",
    "easy",
    "simple",
    "What bias voltage does the LSX2271 need on VBIAS?",
    [LSX],
    [it(LSX, "supply_voltage", "V", lo=2.5, hi=5.5, condition="VBIAS, recommended")],
    [ev(LSX, 1, "VBIAS Bias voltage 2.5 5.5 V")],
)
q(
    "lsx-e2",
    "easy",
    "simple",
    "What's the on-resistance of the LSX2271 with 5 V in and 5 V bias?",
    [LSX],
    [it(LSX, "on_resistance", "mΩ", typ=16, hi=19, condition="VIN = VBIAS = 5 V, 25°C")],
    [ev(LSX, 2, "IOUT = −200 mA, VBIAS = 5 V, VIN = 5 V 25°C 16 19 mΩ")],
)
q(
    "lsx-m2",
    "medium",
    "structured",
    "What voltages on the LSX2271 ON pin count as a valid high and a valid low?",
    [LSX],
    LSX_ON,
    LSX_ON_EV,
)
q(
    "lsx-h1",
    "hard",
    "simple",
    "Running the LSX2271 with VIN and VBIAS both at 2.5 V, what's the worst on-resistance over its whole temperature range?",
    [LSX],
    [it(LSX, "on_resistance", "mΩ", hi=35, condition="VBIAS = VIN = 2.5 V, -40°C to 105°C")],
    [
        ev(LSX, 2, "IOUT = −200 mA, VBIAS = 2.5 V, VIN = 2.5 V 25°C 22 27 mΩ"),
        ev(LSX, 2, "–40°C to 105°C 35 mΩ"),
    ],
)

# ======================================================== KW-C310 (Espressif-style module)
q(
    "kw-e2",
    "easy",
    "simple",
    "How much does the KW-C310 draw in deep sleep?",
    [KW],
    [it(KW, "standby_current", "µA", typ=7, condition="Deep-sleep, RTC timer + RTC memory")],
    [ev(KW, 2, "Deep-sleep RTC timer + RTC memory 7 µA")],
)
q(
    "kw-m1",
    "medium",
    "simple",
    "How weak a signal can the KW-C310 still receive on Bluetooth LE long range (coded PHY, 125 kbps)?",
    [KW],
    [it(KW, "rx_sensitivity", "dBm", typ=-105, condition="LE Coded 125 kbps")],
    [ev(KW, 2, "LE Coded (125 kbps) — –105 — dBm")],
)
q(
    "kw-m2",
    "medium",
    "simple",
    "What output power does the KW-C310 transmit with in 802.11n HT20 at MCS7?",
    [KW],
    [it(KW, "tx_power", "dBm", typ=17.0, condition="802.11n HT20 MCS7")],
    [ev(KW, 2, "802.11n, HT20, MCS7 17.0 –73.2 dBm")],
)
q(
    "kw-m4",
    "medium",
    "simple",
    "What's the highest UART baud rate the KW-C310 supports?",
    [KW],
    [],
    [],
    verdict=IE,
    note="Two UARTs are listed but no baud rate is specified.",
)
q(
    "kw-h1",
    "hard",
    "simple",
    "My enclosure gets up to 100 °C inside. Which ambient range does the high-temperature KW-C310 variant cover?",
    [KW],
    [it(KW, "operating_temperature", "°C", lo=-40, hi=105, condition="KW-C310-H4, 105 °C version")],
    [
        ev(KW, 1, "Operating ambient temperature, 105 °C version –40 — 105 °C"),
        ev(KW, 1, "KW-C310-H4 4 MB –40 ~ 105"),
    ],
    note="The 85 °C row (KW-C310-N4) is the wrong variant.",
)
q(
    "kw-h2",
    "hard",
    "structured",
    "For a battery budget: what's the KW-C310's peak current when sending 802.11b at full power, and its current in light sleep?",
    [KW],
    [
        KW_TX[0],
        it(KW, "standby_current", "µA", typ=130, condition="Light-sleep"),
    ],
    [KW_TX_EV[0], ev(KW, 2, "Light-sleep CPU paused, RTC timer and memory on 130 µA")],
)

# ========================================================= THS430 (Sensirion-style RH/T)
q(
    "ths-e1",
    "easy",
    "simple",
    "What voltage can I power the THS430 from?",
    [THS],
    [THS_VDD],
    [THS_VDD_EV],
)
q(
    "ths-e2",
    "easy",
    "simple",
    "Which I2C addresses can the THS430 be set to?",
    [THS],
    [THS_ADDR],
    THS_ADDR_EV,
)
q(
    "ths-e3",
    "easy",
    "simple",
    "What barometric pressure range does the THS430 measure?",
    [THS],
    [],
    [],
    verdict=IE,
    note="Humidity and temperature only.",
)
q(
    "ths-m1",
    "medium",
    "simple",
    "How close to the true value are the THS430's humidity readings, typically?",
    [THS],
    [it(THS, "accuracy", "%RH", lo=-1.5, hi=1.5, quantity="relative_humidity", condition="typ.")],
    [ev(THS, 1, "RH accuracy tolerance¹ Typ. ±1.5 %RH")],
)
q(
    "ths-m3",
    "medium",
    "simple",
    "How long do I have to wait for a THS430 reading in high repeatability mode?",
    [THS],
    [
        it(
            THS,
            "response_time",
            "ms",
            typ=12.5,
            hi=15,
            condition="measurement duration, high repeatability",
        )
    ],
    [ev(THS, 2, "High repeatability 12.5 15 ms")],
    note="Measurement duration, not the 8 s humidity response time.",
)

# ============================================================== cross-device questions
q(
    "x-c1",
    "medium",
    "comparison",
    "Which sits at a lower current when doing nothing: the LGX3020 powered down or the THS430 idle?",
    [LGX, THS],
    [LGX_PDN, THS_IDLE],
    [LGX_PDN_EV, THS_IDLE_EV],
    note="THS430 (0.2 µA typ) is lower than the LGX3020 (5 µA typ).",
)
q(
    "x-c2",
    "medium",
    "comparison",
    "Which part survives the higher supply voltage, the THS430 or the LGX3020?",
    [THS, LGX],
    [THS_ABS, LGX_ABS],
    [THS_ABS_EV, LGX_ABS_EV],
    note="THS430 6 V vs LGX3020 4.8 V absolute maximum.",
)
q(
    "x-c3",
    "hard",
    "comparison",
    "Deep-sleep on the KW-C310 versus power-down on the LGX3020: which one leaves more current flowing?",
    [KW, LGX],
    [it(KW, "standby_current", "µA", typ=7, condition="Deep-sleep"), LGX_PDN],
    [ev(KW, 2, "Deep-sleep RTC timer + RTC memory 7 µA"), LGX_PDN_EV],
    note="KW-C310 7 µA > LGX3020 5 µA.",
)
q(
    "x-k1",
    "easy",
    "compatibility",
    "If both run from the same 3.3 V rail, can the KW-C310 read a THS430 over I2C without level shifting?",
    [KW, THS],
    [KW_VDD, THS_VDD],
    [KW_VDD_EV, THS_VDD_EV],
    verdict="compatible",
)
q(
    "x-k2",
    "hard",
    "compatibility",
    "I run the THS430 from 5 V with its I2C pull-ups to 5 V and wire SDA/SCL straight to the KW-C310. Safe?",
    [THS, KW],
    [THS_VDD, KW_VDD, KW_VDD_ABS],
    [THS_VDD_EV, KW_VDD_EV, KW_VDD_ABS_EV, KW_5V_EV],
    verdict="incompatible",
    note="5 V bus levels exceed the module's 3.6 V rating; its GPIOs are not 5 V tolerant. Needs a level shifter.",
)
q(
    "x-k3",
    "medium",
    "compatibility",
    "Can an LGX3020 and a THS430 share one I2C bus running at 400 kHz?",
    [LGX, THS],
    [LGX_ADDR, THS_ADDR, *LGX_SCL, *THS_SCL],
    [*LGX_ADDR_EV, *THS_ADDR_EV, LGX_SCL_EV, *THS_SCL_EV],
    verdict="compatible",
    note="Addresses 0x6E/0x6F vs 0x44/0x45 do not clash; both allow 400 kHz.",
)
q(
    "x-k4",
    "hard",
    "compatibility",
    "I want three THS430 sensors on one I2C bus with no multiplexer. Will that work?",
    [THS],
    [THS_ADDR],
    [*THS_ADDR_EV],
    verdict="incompatible",
    note="Only two addresses (0x44, 0x45) are selectable.",
)
q(
    "x-k5",
    "medium",
    "compatibility",
    "Can I power the LGX3020 gyro from the output of a KDR3350F50?",
    [KDR, LGX],
    [KDR_VO50, LGX_VDD, LGX_ABS],
    [KDR_VO50_EV, LGX_VDD_EV, LGX_ABS_EV],
    verdict="incompatible",
    note="5 V is above both the 3.6 V operating maximum and the 4.8 V absolute maximum.",
)
q(
    "x-k6",
    "easy",
    "compatibility",
    "Is the KDR3350F33 output fine for supplying both an LGX3020 and a THS430?",
    [KDR, LGX, THS],
    [KDR_VO33, LGX_VDD, THS_VDD],
    [KDR_VO33_EV, LGX_VDD_EV, THS_VDD_EV],
    verdict="compatible",
    note="3.234-3.366 V lies inside 2.4-3.6 V and 2.15-5.5 V; the two sensors draw a few mA.",
)
q(
    "x-k7",
    "hard",
    "compatibility",
    "Can a KDR3350F33 run a KW-C310 (about 320 mA peaks) from a single Li-ion cell that sags to 3.3 V near empty?",
    [KDR, KW],
    [KDR_VIN33, KDR_VIN50, *KDR_DROP33, KDR_VO33, KW_VDD, *KW_TX],
    [*KDR_VIN_EV, *KDR_DROP33_EV, KDR_VO33_EV, KW_VDD_EV, *KW_TX_EV],
    verdict="incompatible",
    note="VCC must be at least 4.0 V; with up to 0.45 V dropout at 300 mA the output falls below the module's 3.0 V.",
)
q(
    "x-k8",
    "medium",
    "compatibility",
    "Can a KW-C310 GPIO drive the ON pin of an LSX2271 directly?",
    [KW, LSX],
    [*LSX_ON, KW_VDD, KW_VOH],
    [*LSX_ON_EV, KW_VDD_EV, KW_IOH_EV],
    verdict="compatible",
    note="VOH ≥ 2.64 V is above VIH 1.2 V and below the 5.5 V ON maximum.",
)
q(
    "x-k9",
    "hard",
    "compatibility",
    "Can I drive the coil of a 5 V PRX21 straight from a KW-C310 GPIO pin?",
    [KW, PRX],
    [*PRX_COIL, *PRX_COIL_I, KW_IOH, KW_VOH, KW_VDD],
    [*PRX_COIL_EV, KW_IOH_EV, KW_VDD_EV],
    verdict="incompatible",
    note="The coil needs 5 V and 80 mA; a GPIO gives about 3.3 V and 40 mA. Use a transistor and a flywheel diode.",
)
q(
    "x-k10",
    "medium",
    "compatibility",
    "Will the PRX21 handle switching a 24 VDC solenoid valve that draws 7 A?",
    [PRX],
    PRX_CONTACT,
    PRX_CONTACT_EV,
    verdict="incompatible",
    note="A solenoid is an inductive load: 5 A at 30 VDC.",
)
q(
    "x-k11",
    "medium",
    "compatibility",
    "Can a PRX21 (1a version) switch a 230 VAC, 2.5 kW resistive space heater (about 11 A)?",
    [PRX],
    PRX_CONTACT,
    PRX_CONTACT_EV,
    verdict="compatible",
    note="Resistive 16 A at 250 VAC covers 11 A.",
)
q(
    "x-k12",
    "hard",
    "compatibility",
    "Can the KW-C310 talk to the THS430 with I2C at 1 MHz?",
    [KW, THS],
    [],
    [THS_SCL_EV[0]],
    verdict=IE,
    note="The THS430 allows 1000 kHz, but the KW-C310 sheet gives no I2C clock limit.",
)
q(
    "lib-1",
    "medium",
    "simple",
    "What's the dropout voltage of the KDR3360F33 at 300 mA?",
    [],
    [],
    [],
    verdict=IE,
    note="Near-miss part number: only the KDR3350 is in the library.",
)


def main() -> None:
    out = HERE / "questions.jsonl"
    out.write_text(
        "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in QUESTIONS), encoding="utf-8"
    )
    print(f"{out}: {len(QUESTIONS)} questions")


if __name__ == "__main__":
    main()
