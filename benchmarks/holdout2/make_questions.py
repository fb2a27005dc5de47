"""Write the second hold-out set's questions (questions.jsonl) with reference answers.

    python benchmarks/holdout2/make_questions.py

Every reference number was read off the generated PDFs (pdftotext -layout) and
`/work/shared/benchmark/check_questions.py` checks that each evidence quote is
on its cited page. The questions were written before the engine was run on
these sheets and are phrased the way makers and engineers ask.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
QUESTIONS: list[dict[str, Any]] = []

AVQ, MQR, NVX, HSQ, BEH, WRM, MVA, ZC = (
    "AVQ7924",
    "MQR1865",
    "74NVX1G125",
    "HSQ6040",
    "BEH520",
    "WRM2402",
    "MVA3104",
    "ZC-M702",
)
DOC = {
    AVQ: "avq7924.pdf",
    MQR: "mqr1865.pdf",
    NVX: "74nvx1g125.pdf",
    HSQ: "hsq6040.pdf",
    BEH: "beh520.pdf",
    WRM: "wrm2402.pdf",
    MVA: "mva3104.pdf",
    ZC: "zc-m702.pdf",
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
AVQ_VDD = it(AVQ, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VDD, power requirements")
AVQ_VDD_EV = ev(AVQ, 2, "VDD 2.7 5.5 V")
AVQ_ADDR = it(
    AVQ,
    "i2c_address",
    values=["0x2C", "0x2D"],
    condition="AVQ7924-0: 010 1100 (0x2C); AVQ7924-1: 010 1101 (0x2D); fixed per version",
)
AVQ_ADDR_EV = [ev(AVQ, 3, "AVQ7924-0 010 1100"), ev(AVQ, 3, "AVQ7924-1 010 1101")]
AVQ_SCL = [
    it(AVQ, "i2c_clock_frequency", "kHz", hi=100, condition="standard mode"),
    it(AVQ, "i2c_clock_frequency", "kHz", hi=400, condition="fast mode"),
    it(AVQ, "i2c_clock_frequency", "MHz", hi=3.4, condition="high speed mode, CB = 100 pF max"),
    it(AVQ, "i2c_clock_frequency", "MHz", hi=1.7, condition="high speed mode, CB = 400 pF max"),
]
AVQ_SCL_EV = [
    ev(AVQ, 3, "fSCL Standard mode 100 kHz Serial clock frequency"),
    ev(AVQ, 3, "Fast mode 400 kHz"),
    ev(AVQ, 3, "High speed mode, CB = 100 pF max 3.4 MHz"),
    ev(AVQ, 3, "High speed mode, CB = 400 pF max 1.7 MHz"),
]
AVQ_PD5 = it(
    AVQ,
    "standby_current",
    "µA",
    typ=0.5,
    hi=1.6,
    condition="power-down, interface inactive, VDD = 5 V",
)
AVQ_PD5_EV = ev(AVQ, 2, "0.5 1.6 µA VDD = 5 V")

MQR_VDD = it(MQR, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VDD analog supply")
MQR_VDD_EV = ev(MQR, 2, "Analog Supply Voltage VDD 3.0 3.3 3.6 V")
MQR_DVDD = it(
    MQR, "io_supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="DVDD digital supply"
)
MQR_DVDD_EV = ev(MQR, 2, "Digital Supply Voltage DVDD 3.0 3.3 3.6 V")
MQR_SPI = it(MQR, "spi_clock_frequency", "MHz", hi=5.0, condition="SCLK frequency")
MQR_SPI_EV = ev(MQR, 2, "SCLK Frequency fSCL 5.0 MHz")
MQR_TEMP = it(
    MQR, "operating_temperature", "°C", lo=-40, hi=125, condition="ordering information / abs max"
)
MQR_TEMP_EV = ev(MQR, 1, "MQR1865ATP+ -40°C to +125°C 20 TQFN-EP*")

NVX_VCC = it(
    NVX, "supply_voltage", "V", lo=1.65, hi=5.5, condition="recommended operating conditions"
)
NVX_VCC_EV = ev(NVX, 2, "VCC supply voltage 1.65 - 5.5 V")
NVX_VI_ABS = it(NVX, "abs_max_input_voltage", "V", lo=-0.5, hi=6.5, condition="VI, limiting values")
NVX_VI_ABS_EV = ev(NVX, 2, "VI input voltage [1] −0.5 +6.5 V")
NVX_VCC_ABS = it(
    NVX, "abs_max_supply_voltage", "V", lo=-0.5, hi=6.5, condition="VCC, limiting values"
)
NVX_VCC_ABS_EV = ev(NVX, 2, "VCC supply voltage −0.5 +6.5 V")
NVX_VOH = [
    it(NVX, "output_high_voltage", "V", lo=1.2, condition="IO = -4 mA; VCC = 1.65 V; -40..85 °C"),
    it(NVX, "output_high_voltage", "V", lo=1.9, condition="IO = -8 mA; VCC = 2.3 V; -40..85 °C"),
    it(NVX, "output_high_voltage", "V", lo=2.3, condition="IO = -24 mA; VCC = 3.0 V; -40..85 °C"),
    it(NVX, "output_high_voltage", "V", lo=3.8, condition="IO = -32 mA; VCC = 4.5 V; -40..85 °C"),
    it(NVX, "output_high_voltage", "V", lo=0.95, condition="IO = -4 mA; VCC = 1.65 V; -40..125 °C"),
    it(NVX, "output_high_voltage", "V", lo=1.7, condition="IO = -8 mA; VCC = 2.3 V; -40..125 °C"),
    it(NVX, "output_high_voltage", "V", lo=2.0, condition="IO = -24 mA; VCC = 3.0 V; -40..125 °C"),
    it(NVX, "output_high_voltage", "V", lo=3.4, condition="IO = -32 mA; VCC = 4.5 V; -40..125 °C"),
]
NVX_VOH_EV = [
    ev(NVX, 3, "IO = −4 mA; VCC = 1.65 V 1.2 - - 0.95 - V"),
    ev(NVX, 3, "IO = −8 mA; VCC = 2.3 V 1.9 - - 1.7 - V"),
    ev(NVX, 3, "IO = −24 mA; VCC = 3.0 V 2.3 - - 2.0 - V"),
    ev(NVX, 3, "IO = −32 mA; VCC = 4.5 V 3.8 - - 3.4 - V"),
]

HSQ_VS = [
    it(HSQ, "supply_voltage", "V", lo=8, typ=13.5, hi=18, condition="nominal operating voltage"),
    it(HSQ, "supply_voltage", "V", lo=4.1, hi=28, condition="extended operating voltage"),
    it(
        HSQ,
        "supply_voltage",
        "V",
        lo=3.1,
        typ=3.5,
        hi=4.1,
        condition="minimum functional supply voltage",
    ),
]
HSQ_VS_EV = [
    ev(HSQ, 2, "Nominal operating voltage VNOM 8 13.5 18 V"),
    ev(HSQ, 2, "Extended operating voltage VS(OP) 4.1 – 28 V"),
    ev(HSQ, 2, "Minimum functional supply voltage VS(OP)_MIN 3.1 3.5 4.1 V"),
]
HSQ_VS_ABS = [
    it(HSQ, "abs_max_supply_voltage", "V", lo=-0.3, hi=28, condition="VS"),
    it(HSQ, "abs_max_supply_voltage", "V", hi=40, condition="VS(LD), suppressed load dump"),
]
HSQ_VS_ABS_EV = [
    ev(HSQ, 2, "Supply voltage VS -0.3 – 28 V – P_4.1.1"),
    ev(HSQ, 2, "Supply voltage for load dump VS(LD) – – 40 V"),
]
HSQ_IN = [
    it(HSQ, "input_high_voltage", "V", lo=2, hi=6, condition="VIN(H)"),
    it(HSQ, "input_low_voltage", "V", lo=-0.3, hi=0.8, condition="VIN(L)"),
]
HSQ_IN_EV = [
    ev(HSQ, 3, "High level input voltage range VIN(H) 2 – 6 V"),
    ev(HSQ, 3, "Low level input voltage range VIN(L) -0.3 – 0.8 V"),
]
HSQ_IN_ABS = [
    it(HSQ, "abs_max_input_voltage", "V", lo=-0.3, hi=6, condition="VIN"),
    it(HSQ, "abs_max_input_voltage", "V", lo=-0.3, hi=7, condition="VIN, t < 2 min"),
]
HSQ_IN_ABS_EV = [
    ev(HSQ, 2, "Voltage at INPUT pin VIN -0.3 – 6 V"),
    ev(HSQ, 2, "-0.3 – 7 V – t < 2 min"),
]

BEH_VDD = it(BEH, "supply_voltage", "V", lo=1.71, typ=1.8, hi=3.6, condition="VDD")
BEH_VDD_EV = ev(BEH, 2, "Supply voltage internal domains VDD ripple max. 50 mVpp 1.71 1.8 3.6 V")
BEH_VDDIO = it(BEH, "io_supply_voltage", "V", lo=1.2, typ=1.8, hi=3.6, condition="VDDIO")
BEH_VDDIO_EV = ev(BEH, 2, "Supply voltage I/O domain VDDIO 1.2 1.8 3.6 V")
BEH_ADDR = it(BEH, "i2c_address", values=["0x44", "0x45"], condition="SDO to GND / SDO to VDDIO")
BEH_ADDR_EV = [
    ev(BEH, 3, "Connecting SDO to GND results in slave address 1000100 (0x44)"),
    ev(BEH, 3, "connecting it to VDDIO results in slave address 1000101 (0x45)"),
]
BEH_TEMP = [
    it(BEH, "operating_temperature", "°C", lo=-40, typ=25, hi=85, condition="operational"),
    it(BEH, "operating_temperature", "°C", lo=0, hi=65, condition="full accuracy"),
]
BEH_TEMP_EV = [
    ev(BEH, 2, "Operating temperature TA operational -40 25 +85 °C"),
    ev(BEH, 2, "full accuracy 0 +65 °C"),
]

WRM_VDD = it(
    WRM, "supply_voltage", "V", lo=1.8, typ=3.0, hi=3.8, condition="VDD operating supply voltage"
)
WRM_VDD_EV = ev(WRM, 2, "VDD operating supply voltage VVDD 1.8 3.0 3.8 V")
WRM_IOVDD = it(WRM, "io_supply_voltage", "V", lo=1.71, typ=3.0, condition="IOVDD, max = VVDD")
WRM_IOVDD_EV = ev(WRM, 2, "IOVDD operating supply voltage VIOVDD All IOVDD pins 1.71 3.0 VVDD V")
WRM_GPIO_ABS = it(
    WRM,
    "abs_max_input_voltage",
    "V",
    lo=-0.3,
    condition="DC voltage on any GPIO pin, max IOVDD + 0.3 V",
)
WRM_GPIO_ABS_EV = ev(WRM, 2, "DC voltage on any GPIO pin VDIGPIN -0.3 IOVDD + 0.3 V")
WRM_VIH_EV = ev(WRM, 2, "Input high voltage VIH GPIO pins IOVDD * 0.7 V")
WRM_VDD_ABS = it(
    WRM, "abs_max_supply_voltage", "V", lo=-0.3, hi=3.8, condition="voltage on any supply pin"
)
WRM_VDD_ABS_EV = ev(WRM, 2, "Voltage on any supply pin VDDMAX -0.3 3.8 V")
WRM_TEMP = it(
    WRM, "operating_temperature", "°C", lo=-40, hi=105, condition="-I temperature grade, ambient"
)
WRM_TEMP_EV = ev(WRM, 2, "Operating ambient temperature TA -I temperature grade ¹ -40 +105 °C")

MVA_VDD = it(MVA, "supply_voltage", "V", lo=2.7, hi=5.5, condition="operating voltage")
MVA_VDD_EV = ev(MVA, 2, "Operating Voltage VDD 2.7 — 5.5 V")
MVA_SPI = [
    it(MVA, "spi_clock_frequency", "MHz", hi=2.0, condition="fCLK, VDD = 5 V"),
    it(MVA, "spi_clock_frequency", "MHz", hi=1.0, condition="fCLK, VDD = 2.7 V"),
]
MVA_SPI_EV = [
    ev(MVA, 2, "Clock Frequency fCLK — — 2.0 MHz VDD = 5V (Note 3)"),
    ev(MVA, 2, "— — 1.0 MHz VDD = 2.7V (Note 3)"),
]
MVA_RATE = [
    it(MVA, "data_rate", "ksps", hi=100, condition="VDD = VREF = 5 V"),
    it(MVA, "data_rate", "ksps", hi=50, condition="VDD = VREF = 2.7 V"),
]
MVA_RATE_EV = [
    ev(MVA, 2, "Throughput Rate fSAMPLE — — 100 ksps VDD = VREF = 5V"),
    ev(MVA, 2, "— — 50 ksps VDD = VREF = 2.7V"),
]
MVA_PD = it(MVA, "standby_current", "µA", typ=0.5, hi=2, condition="IDDS, CS = VDD = 5.0 V")
MVA_PD_EV = ev(MVA, 2, "Standby Current IDDS — 0.5 2 µA CS = VDD = 5.0V")

ZC_VDD = it(ZC, "supply_voltage", "V", lo=4.5, hi=5.5, condition="working voltage, DC")
ZC_VDD_EV = ev(ZC, 1, "Working voltage：4.5～5.5 V DC")
ZC_TEMP = it(ZC, "operating_temperature", "°C", lo=0, hi=50, condition="working temperature")
ZC_TEMP_EV = ev(ZC, 1, "Working temperature：0～50℃")

# ------------------------------------------------------- AVQ7924 (Analog Devices look)
q(
    "avq7924-01",
    "easy",
    "simple",
    "What supply voltage range is the AVQ7924 specified for?",
    [AVQ],
    [AVQ_VDD],
    [AVQ_VDD_EV, ev(AVQ, 1, "Specified for VDD of 2.7 V to 5.5 V")],
)
q(
    "avq7924-02",
    "medium",
    "simple",
    "My I2C bus only runs at 400 kHz. What's the best sample rate I can get out of the AVQ7924?",
    [AVQ],
    [it(AVQ, "data_rate", "kSPS", hi=22, condition="throughput, fSCL = 400 kHz, fast mode")],
    [ev(AVQ, 2, "22 kSPS fSCL = 400 kHz, fast mode")],
)
q(
    "avq7924-03",
    "medium",
    "simple",
    "How much does the AVQ7924 draw between conversions with the bus idle, on a 5 V supply?",
    [AVQ],
    [AVQ_PD5],
    [AVQ_PD5_EV],
)
q(
    "avq7924-04",
    "medium",
    "structured",
    "What is the highest SCL clock the AVQ7924 accepts, and what throughput does it reach at that clock?",
    [AVQ],
    [
        it(AVQ, "i2c_clock_frequency", "MHz", hi=3.4, condition="high speed mode, CB = 100 pF max"),
        it(AVQ, "data_rate", "kSPS", hi=140, condition="fSCL = 3.4 MHz, high speed mode"),
    ],
    [
        ev(AVQ, 3, "High speed mode, CB = 100 pF max 3.4 MHz"),
        ev(AVQ, 2, "140 kSPS fSCL = 3.4 MHz, high speed mode"),
    ],
    note="1.7 MHz is the high-speed limit with 400 pF of bus load, not the highest clock.",
)
q(
    "avq7924-05",
    "easy",
    "simple",
    "Over what temperature range can the AVQ7924 be operated?",
    [AVQ],
    [
        it(
            AVQ,
            "operating_temperature",
            "°C",
            lo=-40,
            hi=125,
            condition="TMIN to TMAX (footnote 1); abs max table",
        )
    ],
    [
        ev(AVQ, 2, "Temperature range is −40°C to +125°C"),
        ev(AVQ, 3, "Operating Temperature Range −40°C to +125°C"),
    ],
    note="The spec table only says TA = TMIN to TMAX; the numbers are in a footnote and the abs-max table.",
)
q(
    "avq7924-06",
    "hard",
    "simple",
    "Which 7-bit I2C addresses do the two AVQ7924 versions answer to?",
    [AVQ],
    [AVQ_ADDR],
    AVQ_ADDR_EV,
    note="Addresses are given only in binary with a space (010 1100 = 0x2C, 010 1101 = 0x2D).",
)
q(
    "avq7924-07",
    "medium",
    "simple",
    "What SPI clock rate can I run the AVQ7924 at?",
    [AVQ],
    [],
    [],
    verdict=IE,
    note="The AVQ7924 has only an I2C interface; no SPI clock is specified.",
)

# --------------------------------------------------------------- MQR1865 (Maxim look)
q(
    "mqr1865-01",
    "easy",
    "simple",
    "How fast can I clock the MQR1865's SPI port?",
    [MQR],
    [MQR_SPI],
    [MQR_SPI_EV],
)
q(
    "mqr1865-02",
    "easy",
    "simple",
    "What supply voltage does the MQR1865 RTD converter run from?",
    [MQR],
    [MQR_VDD],
    [MQR_VDD_EV],
    note="DVDD has the same 3.0-3.6 V range.",
)
q(
    "mqr1865-03",
    "medium",
    "simple",
    "In one-shot mode with the 50 Hz mains filter selected, how long does the MQR1865 take to deliver a reading?",
    [MQR],
    [
        it(
            MQR,
            "response_time",
            "ms",
            typ=62.5,
            hi=66,
            condition="tCONV, single conversion, 50 Hz filter",
        )
    ],
    [ev(MQR, 2, "Single conversion, 50Hz filter 62.5 66 ms")],
)
q(
    "mqr1865-04",
    "medium",
    "simple",
    "What's the smallest temperature step the MQR1865 can report?",
    [MQR],
    [
        it(
            MQR,
            "resolution",
            "°C",
            value=0.03125,
            quantity="temperature",
            condition="nominal temperature resolution (15-bit ADC)",
        )
    ],
    [ev(MQR, 1, "Nominal Temperature Resolution 0.03125°C")],
)
q(
    "mqr1865-05",
    "easy",
    "simple",
    "How accurate is the MQR1865's temperature conversion with a PT100?",
    [MQR],
    [
        it(
            MQR,
            "accuracy",
            "°C",
            lo=-0.5,
            hi=0.5,
            quantity="temperature",
            condition="PT100, RREF = 400 Ω, excl. RTD/RREF error",
        )
    ],
    [
        ev(MQR, 2, "Temperature Conversion Error PT100, RREF = 400Ω (Note 2) -0.5 +0.5 °C"),
        ev(MQR, 1, "Total Accuracy Over All Operating Conditions: 0.5°C"),
    ],
)
q(
    "mqr1865-06",
    "medium",
    "simple",
    "What I2C address does the MQR1865 respond to?",
    [MQR],
    [],
    [],
    verdict=IE,
    note="SPI-only part; no I2C address.",
)

# ---------------------------------------------------------------- 74NVX1G125 (NXP look)
q(
    "74nvx1g125-01",
    "easy",
    "simple",
    "What VCC range can the 74NVX1G125 buffer run from?",
    [NVX],
    [NVX_VCC],
    [NVX_VCC_EV, ev(NVX, 1, "Wide supply voltage range from 1.65 V to 5.5 V")],
)
q(
    "74nvx1g125-02",
    "medium",
    "structured",
    "Running the 74NVX1G125 at 3.3 V, what input levels count as a guaranteed high and a guaranteed low?",
    [NVX],
    [
        it(NVX, "input_high_voltage", "V", lo=2.0, condition="VCC = 2.7 V to 3.6 V"),
        it(NVX, "input_low_voltage", "V", hi=0.8, condition="VCC = 2.7 V to 3.6 V"),
    ],
    [
        ev(NVX, 3, "VCC = 2.7 V to 3.6 V 2.0 - - 2.0 - V"),
        ev(NVX, 3, "VCC = 2.7 V to 3.6 V - - 0.8 - 0.8 V"),
    ],
)
q(
    "74nvx1g125-03",
    "hard",
    "simple",
    "Sinking 24 mA at VCC = 3.0 V, what's the worst-case output low voltage of the 74NVX1G125 if the board can "
    "reach 125 °C?",
    [NVX],
    [
        it(
            NVX,
            "output_low_voltage",
            "V",
            hi=0.8,
            condition="IO = 24 mA; VCC = 3.0 V; Tamb = -40 to +125 °C",
        )
    ],
    [ev(NVX, 3, "IO = 24 mA; VCC = 3.0 V - - 0.55 - 0.8 V")],
    note="0.55 V is the -40..+85 °C column; the +125 °C column gives 0.8 V.",
)
q(
    "74nvx1g125-04",
    "medium",
    "simple",
    "What minimum output high level does the 74NVX1G125 guarantee when sourcing 32 mA at VCC = 4.5 V "
    "(−40 to +85 °C)?",
    [NVX],
    [it(NVX, "output_high_voltage", "V", lo=3.8, condition="IO = -32 mA; VCC = 4.5 V; -40..85 °C")],
    [ev(NVX, 3, "IO = −32 mA; VCC = 4.5 V 3.8 - - 3.4 - V")],
)
q(
    "74nvx1g125-05",
    "easy",
    "simple",
    "What's the most voltage I can put on the 74NVX1G125's data input without damaging it?",
    [NVX],
    [NVX_VI_ABS],
    [NVX_VI_ABS_EV],
)
q(
    "74nvx1g125-06",
    "hard",
    "simple",
    "What output high voltage does the 74NVX1G125 hold at VCC = 5 V while sourcing 50 mA?",
    [NVX],
    [],
    [],
    verdict=IE,
    note="VOH is specified only up to 32 mA (VCC = 4.5 V); 50 mA is the absolute-maximum output current.",
)

# ------------------------------------------------------------ HSQ6040 (Infineon look)
q(
    "hsq6040-01",
    "easy",
    "simple",
    "What's the HSQ6040's on-resistance at room temperature?",
    [HSQ],
    [it(HSQ, "on_resistance", "mOhm", typ=40, condition="RDS(ON)_25, IL = 5 A, TJ = 25 °C")],
    [
        ev(HSQ, 3, "RDS(ON)_25 – 40 – mΩ IL = 5 A; VIN = 4.5 V; TJ = 25 °C"),
        ev(HSQ, 1, "Smart High-Side Power Switch, single channel, 40 mΩ"),
    ],
)
q(
    "hsq6040-02",
    "medium",
    "simple",
    "How high can the HSQ6040's RDS(on) get with a 150 °C junction?",
    [HSQ],
    [it(HSQ, "on_resistance", "mOhm", typ=70, hi=80, condition="RDS(ON)_150, TJ = 150 °C")],
    [
        ev(HSQ, 3, "RDS(ON)_150 – 70 80 mΩ IL = 5 A; VIN = 4.5 V; TJ = 150 °C"),
        ev(HSQ, 1, "Maximum ON-state resistance at TJ = 150 °C RDS(ON) 80 mΩ"),
    ],
)
q(
    "hsq6040-03",
    "easy",
    "simple",
    "How much does the HSQ6040 draw from the battery while it's switched off (junction up to 85 °C)?",
    [HSQ],
    [
        it(
            HSQ,
            "standby_current",
            "µA",
            typ=0.1,
            hi=0.5,
            condition="IS(OFF), VS = 18 V, TJ <= 85 °C",
        )
    ],
    [ev(HSQ, 2, "Stand-by current for whole device IS(OFF) – 0.1 0.5 µA VS = 18 V; TJ ≤ 85 °C")],
)
q(
    "hsq6040-04",
    "easy",
    "simple",
    "What's the absolute maximum voltage on the HSQ6040's VS pin (not the load-dump rating)?",
    [HSQ],
    [HSQ_VS_ABS[0]],
    [HSQ_VS_ABS_EV[0]],
)
q(
    "hsq6040-05",
    "medium",
    "simple",
    "What extended operating voltage range is the HSQ6040 specified for?",
    [HSQ],
    [HSQ_VS[1]],
    [HSQ_VS_EV[1], ev(HSQ, 1, "Operating voltage range VS(OP) 4.1 V … 28 V")],
)
q(
    "hsq6040-06",
    "medium",
    "simple",
    "What's the maximum PWM frequency I can switch the HSQ6040 at?",
    [HSQ],
    [],
    [],
    verdict=IE,
    note="Only turn-on/turn-off times are given; no PWM frequency limit.",
)

# ------------------------------------------------------------------ BEH520 (Bosch look)
q(
    "beh520-01",
    "easy",
    "simple",
    "How accurate is the BEH520's relative humidity reading?",
    [BEH],
    [
        it(
            BEH,
            "accuracy",
            "%RH",
            lo=-3,
            hi=3,
            quantity="relative_humidity",
            condition="20…80 %RH, 25 °C",
        )
    ],
    [
        ev(BEH, 2, "Absolute accuracy tolerance AH 20…80 %RH, 25 °C, including hysteresis ±3 %RH"),
        ev(BEH, 1, "Accuracy tolerance ±3 % relative humidity"),
    ],
)
q(
    "beh520-02",
    "medium",
    "simple",
    "If the BEH520 sits somewhere between −20 and 0 °C, what absolute pressure accuracy can I expect?",
    [BEH],
    [
        it(
            BEH,
            "accuracy",
            "hPa",
            lo=-1.7,
            hi=1.7,
            quantity="pressure",
            condition="300…1100 hPa, -20…0 °C",
        )
    ],
    [ev(BEH, 2, "300 … 1100 hPa, −20 … 0 °C ±1.7 hPa")],
)
q(
    "beh520-03",
    "easy",
    "simple",
    "What pressure range does the BEH520 cover?",
    [BEH],
    [
        it(
            BEH,
            "measurement_range",
            "hPa",
            lo=300,
            hi=1100,
            quantity="pressure",
            condition="full accuracy",
        )
    ],
    [ev(BEH, 2, "Operating pressure range P full accuracy 300 1100 hPa")],
)
q(
    "beh520-04",
    "medium",
    "structured",
    "What voltages may I put on the BEH520's VDD and VDDIO pins in normal operation?",
    [BEH],
    [BEH_VDD, BEH_VDDIO],
    [BEH_VDD_EV, BEH_VDDIO_EV],
)
q(
    "beh520-05",
    "medium",
    "simple",
    "Which I2C addresses can the BEH520 be set to?",
    [BEH],
    [BEH_ADDR],
    BEH_ADDR_EV,
)
q(
    "beh520-06",
    "easy",
    "simple",
    "How quickly does the BEH520's humidity sensor follow a step change?",
    [BEH],
    [
        it(
            BEH,
            "response_time",
            "s",
            typ=1,
            condition="τ63%, 90→0 or 0→90 %RH, 25 °C, 1 m/s airflow",
        )
    ],
    [
        ev(BEH, 2, "Response time to 63% of step³ τ63% 90→0 or 0→90 %RH, 25 °C 1 s"),
        ev(BEH, 1, "Response time (τ63%) 1 s"),
    ],
)
q(
    "beh520-07",
    "medium",
    "simple",
    "What VOC concentration range can the BEH520 measure?",
    [BEH],
    [],
    [],
    verdict=IE,
    note="Humidity/pressure/temperature sensor only; no gas or VOC channel.",
)

# ----------------------------------------------------- WRM2402 (Silicon Labs-like look)
q(
    "wrm2402-01",
    "easy",
    "simple",
    "How much RF power can the WRM2402 put out at most?",
    [WRM],
    [it(WRM, "tx_power", "dBm", value=10, condition="POUTMAX, +10 dBm PA")],
    [
        ev(WRM, 3, "Maximum TX power POUTMAX +10 dBm PA 10 dBm"),
        ev(WRM, 1, "TX power up to +10 dBm"),
    ],
)
q(
    "wrm2402-02",
    "medium",
    "simple",
    "What receive sensitivity does the WRM2402 reach on the long-range 125 kbps coded PHY?",
    [WRM],
    [
        it(
            WRM,
            "rx_sensitivity",
            "dBm",
            typ=-106.1,
            condition="125 kbps GFSK, coded PHY S=8, PER 30.8 %",
        )
    ],
    [ev(WRM, 3, "125 kbps GFSK (coded PHY, S=8) -106.1 dBm")],
)
q(
    "wrm2402-03",
    "easy",
    "simple",
    "How much current should I budget while the WRM2402 transmits at its full +10 dBm?",
    [WRM],
    [it(WRM, "supply_current", "mA", typ=19.1, condition="TX at +10 dBm, VDD = 3.0 V")],
    [ev(WRM, 2, "+10 dBm output power 19.1 mA"), ev(WRM, 1, "19.1 mA TX current @ 10 dBm")],
)
q(
    "wrm2402-04",
    "medium",
    "simple",
    "What's the WRM2402's EM2 deep-sleep current if I keep only 16 kB of RAM alive?",
    [WRM],
    [
        it(
            WRM,
            "standby_current",
            "µA",
            typ=1.4,
            condition="EM2, 16 kB RAM retention, RTC from LFXO",
        )
    ],
    [ev(WRM, 2, "16 kB RAM retention, RTC from LFXO 1.4 µA")],
)
q(
    "wrm2402-05",
    "easy",
    "simple",
    "Which frequency range does the WRM2402 radio tune over?",
    [WRM],
    [it(WRM, "frequency_band", "MHz", lo=2400, hi=2483.5, condition="RF tuning frequency range")],
    [ev(WRM, 3, "RF tuning frequency range FRANGE 2400 2483.5 MHz")],
)
q(
    "wrm2402-06",
    "medium",
    "structured",
    "How does the WRM2402's Bluetooth LE sensitivity compare at 1 Mbps and at 2 Mbps?",
    [WRM],
    [
        it(WRM, "rx_sensitivity", "dBm", typ=-98.9, condition="1 Mbps GFSK"),
        it(WRM, "rx_sensitivity", "dBm", typ=-96.2, condition="2 Mbps GFSK"),
    ],
    [ev(WRM, 3, "Sensitivity SENS 1 Mbps GFSK -98.9 dBm"), ev(WRM, 3, "2 Mbps GFSK -96.2 dBm")],
)
q(
    "wrm2402-07",
    "medium",
    "simple",
    "What's the WRM2402's Wi-Fi transmit power?",
    [WRM],
    [],
    [],
    verdict=IE,
    note="Bluetooth LE / 802.15.4 only; no Wi-Fi.",
)

# ------------------------------------------------------------- MVA3104 (Microchip look)
q(
    "mva3104-01",
    "easy",
    "simple",
    "What resolution does the MVA3104 ADC have?",
    [MVA],
    [it(MVA, "resolution", "bit", value=12, quantity="voltage", condition="12-bit SAR")],
    [ev(MVA, 2, "Resolution 12 bits"), ev(MVA, 1, "12-bit resolution")],
)
q(
    "mva3104-02",
    "medium",
    "structured",
    "I want to run the MVA3104's serial clock as fast as possible. What's the limit on a 5 V supply, and on a "
    "2.7 V supply?",
    [MVA],
    MVA_SPI,
    MVA_SPI_EV,
)
q(
    "mva3104-03",
    "medium",
    "simple",
    "What's the fastest the MVA3104 can sample when it runs from 2.7 V?",
    [MVA],
    [MVA_RATE[1]],
    [MVA_RATE_EV[1], ev(MVA, 1, "50 ksps max. sampling rate at VDD = 2.7V")],
)
q(
    "mva3104-04",
    "easy",
    "simple",
    "How much current does the MVA3104 pull while converting on a 5 V supply?",
    [MVA],
    [
        it(
            MVA,
            "supply_current",
            "µA",
            typ=300,
            hi=400,
            condition="IDD, VDD = VREF = 5 V, DOUT unloaded",
        )
    ],
    [ev(MVA, 2, "Operating Current IDD — 300 400 µA VDD = VREF = 5V, DOUT unloaded")],
)
q(
    "mva3104-05",
    "easy",
    "simple",
    "What supply range does the MVA3104 accept?",
    [MVA],
    [MVA_VDD],
    [MVA_VDD_EV, ev(MVA, 1, "Single supply operation: 2.7V - 5.5V")],
)
q(
    "mva3104-06",
    "medium",
    "simple",
    "What's the voltage of the MVA3104's internal reference?",
    [MVA],
    [],
    [],
    verdict=IE,
    note="The MVA3104 has no internal reference; VREF is an input (0.25 V to VDD).",
)

# ------------------------------------------------------ ZC-M702 (Chinese module manual)
q(
    "zc-m702-01",
    "easy",
    "simple",
    "What supply voltage does the ZC-M702 CO2 module need?",
    [ZC],
    [ZC_VDD],
    [ZC_VDD_EV, ev(ZC, 1, "Vin Power input（4.5～5.5V）")],
)
q(
    "zc-m702-02",
    "easy",
    "simple",
    "What CO2 concentration range can the ZC-M702 measure?",
    [ZC],
    [
        it(
            ZC,
            "measurement_range",
            "ppm",
            lo=0,
            hi=5000,
            quantity="gas_concentration",
            condition="CO2 detection range",
        )
    ],
    [ev(ZC, 1, "Detection range：0～5000ppm")],
)
q(
    "zc-m702-03",
    "easy",
    "simple",
    "How long must the ZC-M702 warm up before its readings are valid?",
    [ZC],
    [it(ZC, "warm_up_time", "min", value=3, condition="preheat time")],
    [
        ev(ZC, 1, "Preheat time：3 min"),
        ev(ZC, 2, "The module should be preheated for 3 minutes after power on"),
    ],
)
q(
    "zc-m702-04",
    "medium",
    "structured",
    "What average and what peak current should I budget for the ZC-M702 on 5 V?",
    [ZC],
    [
        it(ZC, "supply_current", "mA", hi=60, condition="average current, @5 V (<60 mA)"),
        it(ZC, "supply_current", "mA", hi=150, condition="peak current, @5 V"),
    ],
    [
        ev(ZC, 1, "Average current：＜60mA（@5V power supply）"),
        ev(ZC, 1, "Peak current：150mA（@5V power supply）"),
    ],
)
q(
    "zc-m702-05",
    "easy",
    "simple",
    "What baud rate does the ZC-M702's UART use?",
    [ZC],
    [it(ZC, "baud_rate", "bps", value=9600, condition="UART general settings, 8N1")],
    [ev(ZC, 2, "Baud rate：9600")],
)
q(
    "zc-m702-06",
    "medium",
    "simple",
    "What voltage range comes out of the ZC-M702's analog output pin?",
    [ZC],
    [it(ZC, "analog_output_voltage", "V", lo=0.4, hi=2, condition="Vo / DAC output")],
    [ev(ZC, 1, "Vo Analog output（0.4～2V）"), ev(ZC, 1, "DAC（0.4～2V）")],
)
q(
    "zc-m702-07",
    "easy",
    "simple",
    "What humidity range is the ZC-M702 rated to work in?",
    [ZC],
    [
        it(
            ZC,
            "operating_humidity",
            "%RH",
            lo=0,
            hi=95,
            condition="working humidity, no condensation",
        )
    ],
    [ev(ZC, 1, "Working humidity：0～95%RH（no condensation）")],
)
q(
    "zc-m702-08",
    "medium",
    "simple",
    "What I2C address does the ZC-M702 use?",
    [ZC],
    [],
    [],
    verdict=IE,
    note="UART, PWM and analog outputs only; no I2C.",
)

# -------------------------------------------------------------- parts not in the library
q(
    "lib-01",
    "easy",
    "simple",
    "What's the supply voltage range of the SHT45 humidity sensor?",
    [],
    [],
    [],
    verdict=IE,
    note="No SHT45 datasheet in this library.",
)
q(
    "lib-02",
    "medium",
    "simple",
    "What is the sleep current of the BEH530?",
    [],
    [],
    [],
    verdict=IE,
    note="Only the BEH520 is in the library; a near-miss part number must not be answered from it.",
)

# --------------------------------------------------------------------- comparisons
q(
    "x-c1",
    "medium",
    "comparison",
    "For a coin-cell node: which idles lower, the BEH520 in sleep mode or the WRM2402 in EM4 shutoff? Give both "
    "figures.",
    [BEH, WRM],
    [
        it(BEH, "standby_current", "µA", typ=0.1, hi=0.3, condition="sleep current IDDSL"),
        it(WRM, "standby_current", "µA", typ=0.25, condition="EM4, no BURTC, no LF oscillator"),
    ],
    [
        ev(BEH, 2, "Sleep current IDDSL 0.1 0.3 µA"),
        ev(WRM, 2, "Current consumption in EM4 mode IEM4 No BURTC, no LF oscillator 0.25 µA"),
    ],
)
q(
    "x-c2",
    "medium",
    "comparison",
    "Both on a 5 V supply, which ADC samples faster, the AVQ7924 or the MVA3104? Give each one's maximum rate.",
    [AVQ, MVA],
    [
        it(AVQ, "data_rate", "kSPS", hi=140, condition="fSCL = 3.4 MHz, high speed mode"),
        it(MVA, "data_rate", "ksps", hi=100, condition="VDD = VREF = 5 V"),
    ],
    [ev(AVQ, 2, "140 kSPS fSCL = 3.4 MHz, high speed mode"), MVA_RATE_EV[0]],
    note="The AVQ7924 needs a 3.4 MHz high-speed I2C bus for 140 kSPS.",
)
q(
    "x-c3",
    "medium",
    "comparison",
    "Which covers a wider operating temperature range, the ZC-M702 or the BEH520 (operational range, not the "
    "full-accuracy range)?",
    [ZC, BEH],
    [ZC_TEMP, BEH_TEMP[0]],
    [ZC_TEMP_EV, BEH_TEMP_EV[0]],
)
q(
    "x-c4",
    "medium",
    "comparison",
    "At 5 V, which has the lower power-down current, the MVA3104 or the AVQ7924? Give both.",
    [MVA, AVQ],
    [MVA_PD, AVQ_PD5],
    [MVA_PD_EV, AVQ_PD5_EV],
)
q(
    "x-c5",
    "medium",
    "comparison",
    "Which needs the higher supply voltage, the MQR1865 or the ZC-M702? Give both ranges.",
    [MQR, ZC],
    [MQR_VDD, ZC_VDD],
    [MQR_VDD_EV, ZC_VDD_EV],
)

# ------------------------------------------------------------------- compatibility
q(
    "x-h1",
    "medium",
    "compatibility",
    "Can I power the ZC-M702 CO2 module from the same 3.3 V rail as my WRM2402?",
    [ZC, WRM],
    [ZC_VDD, WRM_VDD],
    [ZC_VDD_EV, WRM_VDD_EV],
    verdict="incompatible",
    note="The ZC-M702 needs 4.5-5.5 V.",
)
q(
    "x-h2",
    "hard",
    "compatibility",
    "The ZC-M702 runs from 5 V and its UART TX goes straight to a WRM2402 RX pin, with the module at "
    "VDD = IOVDD = 3.3 V. Are the logic levels OK?",
    [ZC, WRM],
    [
        ZC_VDD,
        it(ZC, "output_high_voltage", "V", value=3.3, condition="UART TTL level 3.3 V"),
        WRM_VDD,
        WRM_IOVDD,
        WRM_GPIO_ABS,
    ],
    [
        ZC_VDD_EV,
        ev(ZC, 1, "TXD UART-TXD（TTL level 3.3V）"),
        ev(ZC, 1, "Interface level：3.3V（compatible with 5V）"),
        WRM_VDD_EV,
        WRM_IOVDD_EV,
        WRM_GPIO_ABS_EV,
        WRM_VIH_EV,
    ],
    verdict="compatible",
    note="3.3 V TTL high is above VIH = 0.7 x 3.3 = 2.31 V and below IOVDD + 0.3 = 3.6 V.",
)
q(
    "x-h3",
    "hard",
    "compatibility",
    "A 74NVX1G125 powered from 5 V drives a WRM2402 GPIO directly; the module runs at 3.3 V. Is that within the "
    "GPIO's ratings?",
    [NVX, WRM],
    [NVX_VCC, *NVX_VOH, WRM_VDD, WRM_IOVDD, WRM_GPIO_ABS, WRM_VDD_ABS],
    [NVX_VCC_EV, *NVX_VOH_EV, WRM_VDD_EV, WRM_IOVDD_EV, WRM_GPIO_ABS_EV, WRM_VDD_ABS_EV],
    verdict="incompatible",
    note="At VCC = 5 V the buffer drives its output to about 5 V (VOH >= 3.8 V even at 32 mA and 4.5 V), above "
    "the GPIO absolute maximum IOVDD + 0.3 = 3.6 V.",
)
q(
    "x-h4",
    "hard",
    "compatibility",
    "I want to use a 74NVX1G125 at VCC = 3.3 V to pass a 5 V sensor's digital output to a WRM2402 running at "
    "3.3 V. Can the buffer's input take the 5 V signal, and is its output safe for the module?",
    [NVX, WRM],
    [
        NVX_VCC,
        NVX_VI_ABS,
        NVX_VCC_ABS,
        it(NVX, "input_high_voltage", "V", lo=2.0, condition="VCC = 2.7 V to 3.6 V"),
        it(NVX, "input_low_voltage", "V", hi=0.8, condition="VCC = 2.7 V to 3.6 V"),
        WRM_VDD,
        WRM_IOVDD,
        WRM_GPIO_ABS,
    ],
    [
        NVX_VCC_EV,
        NVX_VI_ABS_EV,
        ev(NVX, 1, "5 V tolerant inputs for interfacing with 5 V logic"),
        ev(NVX, 2, "VI input voltage 0 - 5.5 V"),
        ev(NVX, 3, "VCC = 2.7 V to 3.6 V 2.0 - - 2.0 - V"),
        ev(NVX, 3, "VCC = 2.7 V to 3.6 V - - 0.8 - 0.8 V"),
        WRM_VDD_EV,
        WRM_IOVDD_EV,
        WRM_GPIO_ABS_EV,
    ],
    verdict="compatible",
    note="Inputs are 5 V tolerant (VI 0-5.5 V recommended, 6.5 V abs max); the output swings to VCC = 3.3 V, "
    "inside IOVDD + 0.3 V.",
)
q(
    "x-h5",
    "hard",
    "compatibility",
    "A 5 V Arduino drives the MQR1865's SCLK, SDI and CS lines directly; the MQR1865 itself runs at 3.3 V. Is "
    "that OK?",
    [MQR],
    [
        MQR_VDD,
        MQR_DVDD,
        it(
            MQR,
            "abs_max_input_voltage",
            "V",
            lo=-0.3,
            condition="all other pins to DGND, max DVDD + 0.3 V",
        ),
        it(MQR, "abs_max_input_voltage", "V", lo=-45, hi=45, condition="FORCE/RTDIN pins"),
    ],
    [MQR_VDD_EV, MQR_DVDD_EV, ev(MQR, 2, "-0.3V to (DVDD + 0.3V)"), ev(MQR, 2, "-45V to +45V")],
    verdict="incompatible",
    note="Digital pins are limited to DVDD + 0.3 V = 3.6 V; 5 V needs level translation.",
)
q(
    "x-h6",
    "hard",
    "compatibility",
    "An MQR1865 powered from 3.3 V sits on the WRM2402's SPI bus clocked at 4 MHz. Does that fit the MQR1865's "
    "supply and SPI clock limits?",
    [MQR, WRM],
    [MQR_VDD, MQR_DVDD, MQR_SPI, WRM_VDD],
    [MQR_VDD_EV, MQR_DVDD_EV, MQR_SPI_EV, WRM_VDD_EV],
    verdict="compatible",
    note="3.3 V is inside 3.0-3.6 V and 4 MHz is below the 5 MHz SCLK limit.",
)
q(
    "x-h7",
    "hard",
    "compatibility",
    "My MVA3104 runs on a 2.7 V supply and I clock its SPI at 1.8 MHz. Is that within spec?",
    [MVA],
    [MVA_VDD, *MVA_SPI, *MVA_RATE],
    [MVA_VDD_EV, *MVA_SPI_EV, *MVA_RATE_EV],
    verdict="incompatible",
    note="At VDD = 2.7 V fCLK is limited to 1.0 MHz.",
)
q(
    "x-h8",
    "hard",
    "compatibility",
    "An MVA3104 with VDD = VREF = 5 V is read over SPI at 1.5 MHz. Is that clock allowed?",
    [MVA],
    [MVA_VDD, *MVA_SPI, *MVA_RATE],
    [MVA_VDD_EV, *MVA_SPI_EV, *MVA_RATE_EV],
    verdict="compatible",
    note="At VDD = 5 V fCLK may be up to 2.0 MHz.",
)
q(
    "x-h9",
    "medium",
    "compatibility",
    "Can I power a BEH520 breakout straight from an Arduino Uno's 5 V pin, with no regulator?",
    [BEH],
    [
        BEH_VDD,
        BEH_VDDIO,
        it(BEH, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.25, condition="VDD and VDDIO"),
    ],
    [
        BEH_VDD_EV,
        BEH_VDDIO_EV,
        ev(BEH, 3, "Voltage at any supply pin VDD and VDDIO pin -0.3 4.25 V"),
    ],
    verdict="incompatible",
    note="5 V exceeds the 3.6 V operating maximum and the 4.25 V absolute maximum.",
)
q(
    "x-h10",
    "hard",
    "compatibility",
    "A BEH520 (SDO to GND) and an AVQ7924-0 share one I2C bus at 400 kHz, both powered from 3.3 V with 3.3 V "
    "pull-ups. Any supply, speed or address conflicts?",
    [BEH, AVQ],
    [
        BEH_VDD,
        BEH_VDDIO,
        AVQ_VDD,
        BEH_ADDR,
        AVQ_ADDR,
        *AVQ_SCL,
        it(BEH, "i2c_clock_frequency", "MHz", hi=3.4, condition="I2C up to 3.4 MHz"),
    ],
    [
        BEH_VDD_EV,
        BEH_VDDIO_EV,
        AVQ_VDD_EV,
        *BEH_ADDR_EV,
        *AVQ_ADDR_EV,
        *AVQ_SCL_EV,
        ev(BEH, 1, "I²C (up to 3.4 MHz)"),
    ],
    verdict="compatible",
    note="0x44 and 0x2C differ; 3.3 V is inside both supply ranges; 400 kHz is fast mode for both.",
)
q(
    "x-h11",
    "hard",
    "compatibility",
    "Can a WRM2402 GPIO (IOVDD = 3.3 V) drive the HSQ6040's IN pin directly and switch it on reliably?",
    [WRM, HSQ],
    [*HSQ_IN, *HSQ_IN_ABS, WRM_VDD, WRM_IOVDD],
    [
        *HSQ_IN_EV,
        *HSQ_IN_ABS_EV,
        ev(WRM, 2, "Output high voltage VOH Sourcing 20 mA, IOVDD ≥ 3 V IOVDD * 0.8 V"),
        WRM_VDD_EV,
        WRM_IOVDD_EV,
    ],
    verdict="compatible",
    note="VOH >= 0.8 x 3.3 = 2.64 V (at 20 mA; IN draws <= 25 µA) exceeds VIN(H) min 2 V; 3.3 V < 6 V abs max.",
)
q(
    "x-h12",
    "hard",
    "compatibility",
    "In a 12 V car electrical system (13.5 V nominal), can the HSQ6040 switch a 2 A lamp?",
    [HSQ],
    [
        *HSQ_VS,
        it(HSQ, "output_current", "A", value=5.5, condition="nominal load current IL(NOM)"),
        it(
            HSQ,
            "peak_output_current",
            "A",
            lo=25,
            typ=38,
            hi=50,
            condition="load current limitation IL(LIM)",
        ),
    ],
    [
        *HSQ_VS_EV,
        ev(HSQ, 3, "Nominal load current IL(NOM) – 5.5 – A"),
        ev(HSQ, 3, "Load current limitation IL(LIM) 25 38 50 A"),
    ],
    verdict="compatible",
    note="13.5 V is inside the 8-18 V nominal range; 2 A is below the 5.5 A nominal load current.",
)
q(
    "x-h13",
    "hard",
    "compatibility",
    "Can the HSQ6040 switch loads directly on a 48 V e-bike battery (up to 54.6 V when full)?",
    [HSQ],
    [*HSQ_VS, *HSQ_VS_ABS],
    [*HSQ_VS_EV, *HSQ_VS_ABS_EV],
    verdict="incompatible",
    note="Absolute maximum VS is 28 V (40 V only as suppressed load dump).",
)
q(
    "x-h14",
    "hard",
    "compatibility",
    "A ZC-M702 and a BEH520 go into an unheated garden shed that gets down to −10 °C in winter. Are both rated "
    "for that?",
    [ZC, BEH],
    [ZC_TEMP, *BEH_TEMP],
    [ZC_TEMP_EV, *BEH_TEMP_EV],
    verdict="incompatible",
    note="The ZC-M702 works only from 0 to 50 °C.",
)
q(
    "x-h15",
    "hard",
    "compatibility",
    "Can a 1.8 V logic output drive the HSQ6040's IN pin high reliably?",
    [HSQ],
    [*HSQ_IN, *HSQ_IN_ABS],
    [*HSQ_IN_EV, *HSQ_IN_ABS_EV],
    verdict="incompatible",
    note="VIN(H) min is 2 V; 1.8 V lies between VIN(L) max 0.8 V and VIN(H) min 2 V (undefined).",
)
q(
    "x-h16",
    "medium",
    "compatibility",
    "A freezer data logger at −35 °C uses an MQR1865 and a WRM2402. Are both rated for that temperature?",
    [MQR, WRM],
    [MQR_TEMP, WRM_TEMP],
    [MQR_TEMP_EV, WRM_TEMP_EV],
    verdict="compatible",
    note="-35 °C is inside -40..125 °C and -40..105 °C.",
)
q(
    "x-h17",
    "hard",
    "compatibility",
    "My coin cell can deliver at most 15 mA peak. Can the WRM2402 transmit at +10 dBm from it?",
    [WRM],
    [
        WRM_VDD,
        it(WRM, "supply_current", "mA", typ=19.1, condition="TX at +10 dBm"),
        it(WRM, "supply_current", "mA", typ=5.0, condition="TX at 0 dBm"),
        it(WRM, "supply_current", "mA", typ=4.4, condition="RX, 1 Mbps"),
    ],
    [
        WRM_VDD_EV,
        ev(WRM, 2, "+10 dBm output power 19.1 mA"),
        ev(WRM, 2, "0 dBm output power 5.0 mA"),
        ev(WRM, 2, "1 Mbit/s, 2GFSK 4.4 mA"),
    ],
    verdict="incompatible",
    note="19.1 mA typical at +10 dBm exceeds 15 mA.",
)
q(
    "x-h18",
    "hard",
    "compatibility",
    "To get 8 channels, can I put two AVQ7924-0 chips on the same I2C bus?",
    [AVQ],
    [AVQ_ADDR],
    [*AVQ_ADDR_EV, ev(AVQ, 3, "The address is not pin-selectable.")],
    verdict="incompatible",
    note="Both would answer at the fixed address 0x2C; mix an AVQ7924-0 with an AVQ7924-1 instead.",
)
q(
    "x-h19",
    "hard",
    "compatibility",
    "A bathroom fan controller puts a BEH520 and a WRM2402 where the humidity reaches 90 %RH. Are both rated for "
    "that humidity?",
    [BEH, WRM],
    [],
    [ev(BEH, 2, "Operating range¹ RH For temperatures < 0 °C and > 60 °C see Fig. 2 0 100 %RH")],
    verdict=IE,
    note="The BEH520 humidity channel operates 0-100 %RH, but the WRM2402 sheet gives no humidity rating.",
)
q(
    "x-h20",
    "hard",
    "compatibility",
    "Can the WRM2402 read the MQR1865 over SPI at 5 MHz? Do both datasheets allow that clock?",
    [WRM, MQR],
    [],
    [MQR_SPI_EV],
    verdict=IE,
    note="The MQR1865 allows 5 MHz, but the WRM2402 sheet gives no SPI clock limit.",
)


def main() -> None:
    out = HERE / "questions.jsonl"
    out.write_text(
        "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in QUESTIONS), encoding="utf-8"
    )
    print(f"{out}: {len(QUESTIONS)} questions")


if __name__ == "__main__":
    main()
