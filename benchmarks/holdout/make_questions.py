"""Write the hold-out questions (questions.jsonl) with reference answers and evidence.

    python benchmarks/holdout/make_questions.py

Every reference number was read off the generated PDFs (pdftotext -layout);
`/work/shared/benchmark/check_questions.py` and tests/test_holdout_bench.py check
that each quote is on its cited page. Questions are phrased the way makers and
engineers ask, with wording the dev set does not use.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
QUESTIONS: list[dict[str, Any]] = []

AXM, ZR, TMQ, PIR, RLY, LDO, BLE, FET = (
    "AXM320",
    "ZR7410",
    "TMQ117",
    "HW-P612",
    "HKR4100",
    "LRQ2210",
    "WB-52M",
    "QN3406",
)
DOC = {
    AXM: "axm320.pdf",
    ZR: "zr7410.pdf",
    TMQ: "tmq117.pdf",
    PIR: "hw-p612.pdf",
    RLY: "hkr4100.pdf",
    LDO: "lrq2210.pdf",
    BLE: "wb-52m.pdf",
    FET: "qn3406.pdf",
}


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
    row = {
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


IE = "insufficient_evidence"

# ------------------------------------------------------------------ AXM320 (ST look)
q(
    "axm320-e1",
    "easy",
    "simple",
    "What's the operating range for the AXM320's main supply pin (not the abs max)?",
    [AXM],
    [it(AXM, "supply_voltage", "V", lo=1.71, typ=2.5, hi=3.6, condition="Vdd, Table 4")],
    [ev(AXM, 2, "Vdd Supply voltage 1.71 2.5 3.6 V")],
)
q(
    "axm320-e2",
    "easy",
    "simple",
    "How much current does the AXM320 pull when it's powered down?",
    [AXM],
    [it(AXM, "standby_current", "µA", typ=0.5, condition="IddPdn, power-down mode")],
    [ev(AXM, 2, "IddPdn Current consumption in power-down mode 0.5 µA")],
)
q(
    "axm320-m1",
    "medium",
    "structured",
    "For the AXM320 at its widest full-scale setting, what is the measuring range and the sensitivity in "
    "high-resolution mode?",
    [AXM],
    [
        it(
            AXM,
            "measurement_range",
            "g",
            lo=-16,
            hi=16,
            quantity="acceleration",
            condition="FS = 11",
        ),
        it(
            AXM,
            "sensitivity",
            "mg/digit",
            typ=12,
            quantity="acceleration",
            condition="FS = 11, high-resolution",
        ),
    ],
    [
        ev(AXM, 2, "FS bit set to 11 ±16.0 g"),
        ev(AXM, 2, "FS bit set to 11; high-resolution 12 mg/digit"),
    ],
)
q(
    "axm320-m2",
    "medium",
    "structured",
    "At a 50 Hz output data rate, how much supply current does the AXM320 draw in normal mode and in low-power mode?",
    [AXM],
    [
        it(AXM, "supply_current", "µA", typ=11, condition="normal mode, 50 Hz ODR"),
        it(AXM, "supply_current", "µA", typ=6, condition="low-power mode, 50 Hz ODR"),
    ],
    [
        ev(AXM, 2, "Idd Current consumption in normal mode 50 Hz ODR 11 µA"),
        ev(AXM, 2, "IddLP Current consumption in low-power mode 50 Hz ODR 6 µA"),
    ],
)
q(
    "axm320-m3",
    "medium",
    "simple",
    "Which 7-bit I2C slave addresses can the AXM320 be strapped to?",
    [AXM],
    [
        it(
            AXM,
            "i2c_address",
            values=["0x18", "0x19"],
            condition="SA0 = GND -> 0011000b, SA0 = Vdd -> 0011001b",
        )
    ],
    [
        ev(AXM, 4, "If the SA0 pad is connected to voltage supply, LSb is '1' (address 0011001b)"),
        ev(AXM, 4, "the LSb value is '0' (address 0011000b)"),
    ],
    note="Addresses are given only in binary (and as 8-bit read/write bytes 30h-33h).",
)
q(
    "axm320-m5",
    "medium",
    "simple",
    "What is the noise density of the AXM320 accelerometer in µg/√Hz?",
    [AXM],
    [],
    [],
    verdict=IE,
    note="No noise figure anywhere in the sheet.",
)

# ------------------------------------------------------------ ZR7410 (Microchip look)
q(
    "zr7410-e2",
    "easy",
    "simple",
    "How much current does the ZR7410 draw from the backup battery while it is just keeping time?",
    [ZR],
    [it(ZR, "standby_current", "nA", typ=925, hi=1200, condition="IBAT, VBAT = 3.0 V, VCC = VSS")],
    [ev(ZR, 2, "IBAT Timekeeping current from VBAT — 925 1200 nA VBAT = 3.0V, VCC = VSS")],
)
q(
    "zr7410-e3",
    "easy",
    "simple",
    "What's the I2C address of the ZR7410?",
    [ZR],
    [it(ZR, "i2c_address", values=["0x6F"], condition="7-bit slave address 1101111")],
    [ev(ZR, 3, "the RTCC registers and the SRAM share this address (0x6F)")],
)
q(
    "zr7410-e5",
    "easy",
    "simple",
    "What is the absolute maximum VCC for the ZR7410?",
    [ZR],
    [it(ZR, "abs_max_supply_voltage", "V", hi=6.5, condition="VCC, absolute maximum")],
    [ev(ZR, 2, "VCC" + "." * 165 + "6.5V")],
    note="Microchip-style dot leaders between name and value.",
)
q(
    "zr7410-m1",
    "medium",
    "structured",
    "What maximum SCL clock does the ZR7410 allow when VCC is 2.0 V, and when VCC is 5 V?",
    [ZR],
    [
        it(ZR, "i2c_clock_frequency", "kHz", hi=100, condition="1.8 V <= VCC < 2.5 V"),
        it(ZR, "i2c_clock_frequency", "kHz", hi=400, condition="2.5 V <= VCC <= 5.5 V"),
    ],
    [
        ev(ZR, 3, "1 FCLK Clock frequency — 100 kHz 1.8V ≤ VCC < 2.5V"),
        ev(ZR, 3, "— 400 kHz 2.5V ≤ VCC ≤ 5.5V"),
    ],
)
q(
    "zr7410-m2",
    "medium",
    "simple",
    "What's the worst-case low output level on the ZR7410's SDA/MFP pins when sinking 3 mA at VCC = 4.5 V?",
    [ZR],
    [it(ZR, "output_low_voltage", "V", hi=0.4, condition="VOL, IOL = 3.0 mA @ VCC = 4.5 V")],
    [ev(ZR, 2, "VOL Low-level output voltage (MFP, SDA) — — 0.40 V IOL = 3.0 mA @ VCC = 4.5V")],
)
q(
    "zr7410-m3",
    "medium",
    "simple",
    "How accurate (in ppm) is the ZR7410's timekeeping without digital trimming?",
    [ZR],
    [],
    [],
    verdict=IE,
    note="Only trimming is mentioned; no ppm accuracy or drift figure.",
)

# ----------------------------------------------------------------- TMQ117 (TI look)
q(
    "tmq117-e2",
    "easy",
    "simple",
    "How accurate is the TMQ117 between -25 °C and +85 °C?",
    [TMQ],
    [
        it(
            TMQ,
            "accuracy",
            "°C",
            lo=-0.5,
            hi=0.5,
            quantity="temperature",
            condition="-25 °C to +85 °C",
        )
    ],
    [ev(TMQ, 3, "Temperature accuracy –25°C to +85°C –0.5 ±0.1 0.5 °C")],
)
q(
    "tmq117-e3",
    "easy",
    "simple",
    "How long does one temperature conversion of the TMQ117 take?",
    [TMQ],
    [it(TMQ, "response_time", "ms", typ=26, hi=35, condition="tCONV, one-shot mode")],
    [ev(TMQ, 3, "tCONV Conversion time One-shot mode 26 35 ms")],
)
q(
    "tmq117-e4",
    "easy",
    "simple",
    "Which I2C addresses can a TMQ117 be set to?",
    [TMQ],
    [
        it(
            TMQ,
            "i2c_address",
            values=["0x48", "0x49", "0x4A", "0x4B"],
            condition="ADD0 = GND/V+/SDA/SCL",
        )
    ],
    [ev(TMQ, 4, "1001000 0x48 Ground"), ev(TMQ, 4, "1001011 0x4B SCL")],
)
q(
    "tmq117-e6",
    "easy",
    "simple",
    "What is one LSB of the TMQ117 temperature reading worth?",
    [TMQ],
    [it(TMQ, "resolution", "°C", typ=0.0625, quantity="temperature", condition="LSB size")],
    [ev(TMQ, 3, "Temperature resolution LSB size 0.0625 °C")],
)
q(
    "tmq117-m1",
    "medium",
    "simple",
    "If I tie the TMQ117's ADD0 pin to V+, what address does it answer on?",
    [TMQ],
    [it(TMQ, "i2c_address", values=["0x49"], condition="ADD0 = V+")],
    [ev(TMQ, 4, "1001001 0x49 V+")],
)
q(
    "tmq117-m2",
    "medium",
    "simple",
    "How much current does the TMQ117 take in shutdown while the bus is idle?",
    [TMQ],
    [it(TMQ, "standby_current", "µA", typ=0.5, hi=1, condition="ISD, serial bus inactive")],
    [ev(TMQ, 3, "ISD Shutdown current Serial bus inactive 0.5 1 µA")],
)
q(
    "tmq117-m3",
    "medium",
    "structured",
    "What's the fastest SCL the TMQ117 accepts in fast mode and in high-speed mode?",
    [TMQ],
    [
        it(TMQ, "i2c_clock_frequency", "MHz", hi=0.4, condition="fast mode"),
        it(TMQ, "i2c_clock_frequency", "MHz", hi=2.85, condition="high-speed mode"),
    ],
    [ev(TMQ, 3, "f(SCL) SCL operating frequency 0.001 0.4 0.001 2.85 MHz")],
)
q(
    "tmq117-m4",
    "medium",
    "simple",
    "What is the highest voltage the TMQ117's SDA and SCL pins can survive (absolute maximum)?",
    [TMQ],
    [it(TMQ, "abs_max_input_voltage", "V", lo=-0.3, hi=4, condition="SCL, SDA, ALERT")],
    [ev(TMQ, 2, "Input voltage SCL, SDA, ALERT –0.3 4 V")],
)
q(
    "tmq117-m6",
    "medium",
    "simple",
    "How much does the TMQ117 reading drift per year (long-term stability)?",
    [TMQ],
    [],
    [],
    verdict=IE,
    note="No long-term stability or drift figure.",
)

# ----------------------------------------------------------- HW-P612 (hobby module)
q(
    "hw-p612-e1",
    "easy",
    "simple",
    "What input voltage window does the HW-P612 PIR module work in?",
    [PIR],
    [it(PIR, "supply_voltage", "V", lo=4.5, hi=20, condition="working voltage, DC")],
    [ev(PIR, 1, "Working voltage: DC 4.5V-20V")],
)
q(
    "hw-p612-e2",
    "easy",
    "simple",
    "How much current does the HW-P612 pull while idle waiting for motion?",
    [PIR],
    [it(PIR, "standby_current", "uA", hi=60, condition="static current")],
    [ev(PIR, 1, "Static current: <60uA")],
)
q(
    "hw-p612-e3",
    "easy",
    "simple",
    "What voltage does the HW-P612's OUT pin go to when it detects someone?",
    [PIR],
    [it(PIR, "output_high_voltage", "V", value=3.3, condition="level output high")],
    [ev(PIR, 1, "Level output: high 3.3V / low 0V")],
)
q(
    "hw-p612-m1",
    "medium",
    "simple",
    "How far away can the HW-P612 detect a person?",
    [PIR],
    [
        it(
            PIR,
            "measurement_range",
            "m",
            lo=3,
            hi=7,
            quantity="distance",
            condition="sensing distance, adjustable",
        )
    ],
    [ev(PIR, 1, "Sensing distance: 3-7 meters")],
)
q(
    "hw-p612-m2",
    "medium",
    "simple",
    "After power-up, how long must I wait before the HW-P612's output is valid?",
    [PIR],
    [
        it(
            PIR,
            "warm_up_time",
            "min",
            value=1,
            condition="initialisation after power on, about 1 minute",
        )
    ],
    [ev(PIR, 2, "Sensing module power on needs about 1 minute to initialize")],
)
q(
    "hw-p612-m3",
    "medium",
    "simple",
    "What relative humidity range is the HW-P612 rated for?",
    [PIR],
    [],
    [],
    verdict=IE,
    note="No humidity rating in the manual.",
)
q(
    "hw-p612-m4",
    "medium",
    "simple",
    "How much current can the HW-P612's OUT pin source?",
    [PIR],
    [],
    [],
    verdict=IE,
    note="Only 'high 3.3V' and 'can not drive a relay coil directly'; no output current figure.",
)

# --------------------------------------------------------------- HKR4100 (relay)
q(
    "hkr4100-m1",
    "medium",
    "simple",
    "What is the coil resistance of the 12 VDC version of the HKR4100?",
    [RLY],
    [it("HKR4100-12", "coil_resistance", "Ohm", value=400, condition="12 VDC coil, ±10 %, 23 °C")],
    [ev(RLY, 2, "12 9.00 1.2 14.4 400 30 12")],
)
q(
    "hkr4100-m2",
    "medium",
    "simple",
    "How much coil current does the 5 V HKR4100 draw?",
    [RLY],
    [
        it(
            "HKR4100-05",
            "supply_current",
            "mA",
            value=71.4,
            condition="nominal coil current, 05 VDC coil",
        )
    ],
    [ev(RLY, 2, "5 3.75 0.5 6.0 70 71.4 05")],
)
q(
    "hkr4100-m3",
    "medium",
    "structured",
    "What load can the HKR4100's normally-open contact switch (resistive): max current, and max AC and DC voltage?",
    [RLY],
    [
        it(RLY, "contact_current", "A", hi=10, condition="1A/1C NO, resistive"),
        it(RLY, "contact_voltage", "VAC", hi=250, condition="AC"),
        it(RLY, "contact_voltage", "VDC", hi=30, condition="DC"),
    ],
    [ev(RLY, 1, "1A/1C(NO): 10A 250VAC / 10A 30VDC")],
)
q(
    "hkr4100-m4",
    "medium",
    "simple",
    "How much current can the normally-closed contact of an HKR4100 (1C) carry?",
    [RLY],
    [it(RLY, "contact_current", "A", hi=7, condition="1B/1C NC, resistive")],
    [ev(RLY, 1, "1B/1C(NC): 7A 250VAC / 7A 30VDC")],
)
q(
    "hkr4100-m5",
    "medium",
    "simple",
    "What is the coil inductance of the HKR4100-05?",
    [RLY],
    [],
    [],
    verdict=IE,
    note="Coil data gives resistance and current only.",
)

# ----------------------------------------------------------- LRQ2210 (LDO, onsemi look)
q(
    "lrq2210-e1",
    "easy",
    "simple",
    "What input voltage window does the LRQ2210 accept in normal operation?",
    [LDO],
    [
        it(
            LDO,
            "supply_voltage",
            "V",
            lo=2.5,
            hi=16,
            condition="VIN, recommended operating conditions",
        )
    ],
    [ev(LDO, 2, "Input Voltage (Note 1) VIN 2.5 16 V")],
)
q(
    "lrq2210-e2",
    "easy",
    "simple",
    "What's the LRQ2210's dropout at 300 mA load?",
    [LDO],
    [it(LDO, "dropout_voltage", "mV", typ=350, hi=500, condition="IOUT = 300 mA")],
    [ev(LDO, 2, "IOUT = 300 mA — 350 500 mV")],
)
q(
    "lrq2210-e3",
    "easy",
    "simple",
    "How much ground current does the LRQ2210 burn with no load?",
    [LDO],
    [it(LDO, "quiescent_current", "µA", typ=55, hi=90, condition="IGND, IOUT = 0 mA")],
    [ev(LDO, 2, "IOUT = 0 mA IGND — 55 90 µA")],
)
q(
    "lrq2210-e4",
    "easy",
    "simple",
    "What is the absolute maximum input voltage of the LRQ2210?",
    [LDO],
    [it(LDO, "abs_max_supply_voltage", "V", lo=-0.3, hi=18, condition="VIN, maximum ratings")],
    [ev(LDO, 2, "Input Voltage VIN −0.3 to 18 V")],
    note="VIN is the regulator's supply pin (fields.json: supply_voltage includes 'VIN of a regulator'), "
    "so its rating is abs_max_supply_voltage, not abs_max_input_voltage (signal pins).",
)
q(
    "lrq2210-m1",
    "medium",
    "simple",
    "Across the full junction temperature range, what output voltage does the LRQ2210-5.0 guarantee?",
    [LDO],
    [
        it(
            "LRQ2210-5.0",
            "output_voltage",
            "V",
            lo=4.9,
            typ=5.0,
            hi=5.1,
            condition="-40 °C <= TJ <= 125 °C",
        )
    ],
    [ev(LDO, 2, "LRQ2210-5.0 −40°C ≤ TJ ≤ 125°C VOUT 4.900 5.000 5.100 V")],
)
q(
    "lrq2210-m2",
    "medium",
    "simple",
    "What is the output voltage spec of the 3.3 V LRQ2210 at 25 °C?",
    [LDO],
    [it("LRQ2210-3.3", "output_voltage", "V", lo=3.267, typ=3.3, hi=3.333, condition="TJ = 25 °C")],
    [ev(LDO, 2, "LRQ2210-3.3 TJ = 25°C VOUT 3.267 3.300 3.333 V")],
)
q(
    "lrq2210-m3",
    "medium",
    "structured",
    "What dropout voltage does the LRQ2210 have at 100 mA and at full 500 mA load?",
    [LDO],
    [
        it(LDO, "dropout_voltage", "mV", typ=120, hi=200, condition="IOUT = 100 mA"),
        it(LDO, "dropout_voltage", "mV", typ=450, hi=700, condition="IOUT = 500 mA"),
    ],
    [ev(LDO, 2, "IOUT = 100 mA VDO — 120 200 mV"), ev(LDO, 2, "IOUT = 500 mA — 450 700 mV")],
)
q(
    "lrq2210-m4",
    "medium",
    "simple",
    "What is the logic threshold of the LRQ2210's enable pin?",
    [LDO],
    [],
    [],
    verdict=IE,
    note="The LRQ2210 has no enable pin; no threshold is given.",
)

# ---------------------------------------------------------- WB-52M (BLE module manual)
q(
    "wb-52m-e1",
    "easy",
    "simple",
    "What frequency band does the WB-52M radio use?",
    [BLE],
    [it(BLE, "frequency_band", "MHz", lo=2402, hi=2480, condition="operating frequency, ISM")],
    [ev(BLE, 1, "Operating frequency 2402 ~ 2480 MHz")],
)
q(
    "wb-52m-e2",
    "easy",
    "simple",
    "What TX power range can the WB-52M be set to?",
    [BLE],
    [it(BLE, "tx_power", "dBm", lo=-20, hi=4, condition="software adjustable")],
    [ev(BLE, 1, "Transmit power -20 ~ +4 dBm")],
)
q(
    "wb-52m-e3",
    "easy",
    "simple",
    "How sensitive is the WB-52M receiver at 1 Mbps?",
    [BLE],
    [it(BLE, "rx_sensitivity", "dBm", value=-96, condition="BLE 1 Mbps")],
    [ev(BLE, 1, "Receiving sensitivity -96 dBm BLE 1 Mbps")],
)
q(
    "wb-52m-e4",
    "easy",
    "simple",
    "What supply range does the WB-52M module need?",
    [BLE],
    [it(BLE, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="electrical parameters")],
    [ev(BLE, 1, "Supply voltage 1.8 3.3 3.6 V")],
)
q(
    "wb-52m-e6",
    "easy",
    "simple",
    "What baud rate does the WB-52M's serial port use out of the box?",
    [BLE],
    [it(BLE, "baud_rate", "bps", value=115200, condition="default, 8N1")],
    [ev(BLE, 2, "Default serial port parameters: 115200 bps")],
)
q(
    "wb-52m-m1",
    "medium",
    "structured",
    "How much current does the WB-52M draw while transmitting at 0 dBm and at +4 dBm?",
    [BLE],
    [
        it(BLE, "supply_current", "mA", typ=7.5, condition="TX @ 0 dBm, DC-DC on"),
        it(BLE, "supply_current", "mA", typ=16, condition="TX @ +4 dBm, DC-DC on"),
    ],
    [ev(BLE, 1, "Transmit current 7.5 mA @0 dBm, DC-DC on"), ev(BLE, 1, "16 mA @+4 dBm, DC-DC on")],
)
q(
    "wb-52m-m2",
    "medium",
    "simple",
    "What humidity range is the WB-52M rated to operate in?",
    [BLE],
    [it(BLE, "operating_humidity", "%RH", lo=10, hi=90, condition="non-condensing")],
    [ev(BLE, 1, "Operating humidity 10 90 %RH non-condensing")],
)
q(
    "wb-52m-m3",
    "medium",
    "simple",
    "How much current can one WB-52M GPIO sink in high-drive mode?",
    [BLE],
    [it(BLE, "output_current", "mA", lo=6, typ=10, hi=15, condition="IOL,HDH, VDD >= 2.7 V")],
    [ev(BLE, 2, "IOL,HDH Sink current, high drive, VDD ≥ 2.7 V 6 10 15 mA")],
)
q(
    "wb-52m-m6",
    "medium",
    "simple",
    "What input voltage range does the WB-52M's ADC accept?",
    [BLE],
    [],
    [],
    verdict=IE,
    note="Only '12-bit ADC (8 channels)'; no input range or reference.",
)

# -------------------------------------------------------------- QN3406 (MOSFET)
q(
    "qn3406-e1",
    "easy",
    "simple",
    "What drain-source voltage is the QN3406 rated for?",
    [FET],
    [it(FET, "drain_source_voltage", "V", hi=30, condition="VDS, absolute maximum")],
    [ev(FET, 1, "Drain-Source Voltage VDS 30 V")],
)
q(
    "qn3406-e2",
    "easy",
    "simple",
    "At what gate voltage does the QN3406 start to turn on (threshold)?",
    [FET],
    [
        it(
            FET,
            "gate_threshold_voltage",
            "V",
            lo=0.6,
            typ=0.95,
            hi=1.5,
            condition="VDS = VGS, ID = 250 µA",
        )
    ],
    [ev(FET, 2, "Gate-Source Threshold Voltage VGS(th) VDS = VGS, ID = 250 µA 0.6 0.95 1.5 V")],
)
q(
    "qn3406-e3",
    "easy",
    "simple",
    "What's the on-resistance of the QN3406 in milliohms with 4.5 V on the gate?",
    [FET],
    [it(FET, "on_resistance", "Ohm", typ=0.036, hi=0.045, condition="VGS = 4.5 V, ID = 4.5 A")],
    [ev(FET, 2, "VGS = 4.5 V, ID = 4.5 A 0.036 0.045 Ω")],
)
q(
    "qn3406-m1",
    "medium",
    "simple",
    "If I only have 2.5 V of gate drive, what RDS(on) will the QN3406 have?",
    [FET],
    [it(FET, "on_resistance", "Ohm", typ=0.048, hi=0.062, condition="VGS = 2.5 V, ID = 3.5 A")],
    [ev(FET, 2, "VGS = 2.5 V, ID = 3.5 A 0.048 0.062 Ω")],
)
q(
    "qn3406-m2",
    "medium",
    "simple",
    "What is the single-pulse avalanche energy rating of the QN3406?",
    [FET],
    [],
    [],
    verdict=IE,
    note="No avalanche (EAS) rating.",
)

# ------------------------------------------------------------------- comparisons
q(
    "x-c1",
    "medium",
    "comparison",
    "For a coin-cell node: which sleeps lower, the AXM320 in power-down or the TMQ117 in shutdown with the bus idle? "
    "Give both figures.",
    [AXM, TMQ],
    [
        it(AXM, "standby_current", "µA", typ=0.5, condition="IddPdn"),
        it(TMQ, "standby_current", "µA", typ=0.5, hi=1, condition="ISD, bus inactive"),
    ],
    [
        ev(AXM, 2, "IddPdn Current consumption in power-down mode 0.5 µA"),
        ev(TMQ, 3, "ISD Shutdown current Serial bus inactive 0.5 1 µA"),
    ],
)
q(
    "x-c2",
    "medium",
    "comparison",
    "Which has the wider supply range, the ZR7410 or the TMQ117? Give each range.",
    [ZR, TMQ],
    [
        it(ZR, "supply_voltage", "V", lo=1.8, hi=5.5, condition="VCC"),
        it(TMQ, "supply_voltage", "V", lo=1.4, typ=3.3, hi=3.6, condition="V+"),
    ],
    [
        ev(ZR, 1, "Operating voltage range of 1.8V to 5.5V"),
        ev(TMQ, 2, "V+ Supply voltage 1.4 3.3 3.6 V"),
    ],
)
q(
    "x-c3",
    "medium",
    "comparison",
    "Compare the operating temperature ranges of the HKR4100 relay and the HW-P612 PIR module.",
    [RLY, PIR],
    [
        it(RLY, "operating_temperature", "°C", lo=-40, hi=85, condition="ambient"),
        it(PIR, "operating_temperature", "°C", lo=-15, hi=70, condition="operation temperature"),
    ],
    [
        ev(RLY, 1, "Ambient temperature -40℃ to 85℃"),
        ev(PIR, 1, "Operation temperature: -15 ~ +70 degree"),
    ],
)
q(
    "x-c4",
    "medium",
    "comparison",
    "What's the fastest I2C clock of the AXM320 and of the TMQ117 in fast mode (400 kHz class)?",
    [AXM, TMQ],
    [
        it(AXM, "i2c_clock_frequency", "kHz", hi=400, condition="fast mode"),
        it(TMQ, "i2c_clock_frequency", "MHz", hi=0.4, condition="fast mode"),
    ],
    [
        ev(AXM, 3, "f(SCL) SCL clock frequency 0 100 0 400 kHz"),
        ev(TMQ, 3, "f(SCL) SCL operating frequency 0.001 0.4 0.001 2.85 MHz"),
    ],
)
q(
    "x-c5",
    "medium",
    "comparison",
    "Which idles at lower current: the LRQ2210 regulator with no load or the HW-P612 PIR module? Give both numbers.",
    [LDO, PIR],
    [
        it(LDO, "quiescent_current", "µA", typ=55, hi=90, condition="IGND, IOUT = 0"),
        it(PIR, "standby_current", "uA", hi=60, condition="static current"),
    ],
    [ev(LDO, 2, "IOUT = 0 mA IGND — 55 90 µA"), ev(PIR, 1, "Static current: <60uA")],
)

# --------------------------------------------------------------- compatibility
LDO33_VOUT = [
    it("LRQ2210-3.3", "output_voltage", "V", lo=3.267, typ=3.3, hi=3.333, condition="TJ = 25 °C"),
    it("LRQ2210-3.3", "output_voltage", "V", lo=3.234, typ=3.3, hi=3.366, condition="-40..125 °C"),
]
LDO33_EV = [
    ev(LDO, 2, "LRQ2210-3.3 TJ = 25°C VOUT 3.267 3.300 3.333 V"),
    ev(LDO, 2, "LRQ2210-3.3 −40°C ≤ TJ ≤ 125°C VOUT 3.234 3.300 3.366 V"),
]
LDO50_VOUT = [
    it("LRQ2210-5.0", "output_voltage", "V", lo=4.95, typ=5.0, hi=5.05, condition="TJ = 25 °C"),
    it("LRQ2210-5.0", "output_voltage", "V", lo=4.9, typ=5.0, hi=5.1, condition="-40..125 °C"),
]
LDO50_EV = [
    ev(LDO, 2, "LRQ2210-5.0 TJ = 25°C VOUT 4.950 5.000 5.050 V"),
    ev(LDO, 2, "LRQ2210-5.0 −40°C ≤ TJ ≤ 125°C VOUT 4.900 5.000 5.100 V"),
]
BLE_VDD = it(BLE, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="electrical parameters")
BLE_VDD_EV = ev(BLE, 1, "Supply voltage 1.8 3.3 3.6 V")
PIR_VDD = it(PIR, "supply_voltage", "V", lo=4.5, hi=20, condition="working voltage")
PIR_VDD_EV = ev(PIR, 1, "Working voltage: DC 4.5V-20V")
TMQ_VDD = it(TMQ, "supply_voltage", "V", lo=1.4, typ=3.3, hi=3.6, condition="V+")
TMQ_VDD_EV = ev(TMQ, 2, "V+ Supply voltage 1.4 3.3 3.6 V")
AXM_VDD = it(AXM, "supply_voltage", "V", lo=1.71, typ=2.5, hi=3.6, condition="Vdd")
AXM_VDD_EV = ev(AXM, 2, "Vdd Supply voltage 1.71 2.5 3.6 V")
ZR_VDD = it(ZR, "supply_voltage", "V", lo=1.8, hi=5.5, condition="VCC")
ZR_VDD_EV = ev(ZR, 1, "Operating voltage range of 1.8V to 5.5V")
FET_VTH = it(FET, "gate_threshold_voltage", "V", lo=0.6, typ=0.95, hi=1.5, condition="VGS(th)")
FET_RDS = [
    it(FET, "on_resistance", "Ohm", typ=0.030, hi=0.038, condition="VGS = 10 V"),
    it(FET, "on_resistance", "Ohm", typ=0.036, hi=0.045, condition="VGS = 4.5 V"),
    it(FET, "on_resistance", "Ohm", typ=0.048, hi=0.062, condition="VGS = 2.5 V"),
]
FET_EV = [
    ev(FET, 2, "Gate-Source Threshold Voltage VGS(th) VDS = VGS, ID = 250 µA 0.6 0.95 1.5 V"),
    ev(FET, 2, "VGS = 10 V, ID = 5 A 0.030 0.038 Ω"),
    ev(FET, 2, "VGS = 4.5 V, ID = 4.5 A 0.036 0.045 Ω"),
    ev(FET, 2, "VGS = 2.5 V, ID = 3.5 A 0.048 0.062 Ω"),
]

q(
    "x-h1",
    "hard",
    "compatibility",
    "I feed a WB-52M from an LRQ2210-3.3 whose input is a 5 V USB rail. Is the regulator output inside the module's "
    "supply range, and can the regulator cover the module's transmit current at +4 dBm?",
    [LDO, BLE],
    [
        *LDO33_VOUT,
        it(LDO, "output_current", "mA", lo=0, hi=500, condition="IOUT"),
        BLE_VDD,
        it(BLE, "supply_current", "mA", typ=16, condition="TX @ +4 dBm"),
    ],
    [
        *LDO33_EV,
        ev(LDO, 2, "Output Current IOUT 0 500 mA"),
        BLE_VDD_EV,
        ev(BLE, 1, "16 mA @+4 dBm, DC-DC on"),
    ],
    verdict="compatible",
    note="3.234-3.366 V is inside 1.8-3.6 V; 16 mA << 500 mA; 5 V - 3.3 V > 0.2 V dropout.",
)
q(
    "x-h2",
    "hard",
    "compatibility",
    "Can I run the HW-P612 PIR module off the 3.3 V rail that powers my WB-52M?",
    [PIR, BLE],
    [PIR_VDD, BLE_VDD],
    [PIR_VDD_EV, BLE_VDD_EV],
    verdict="incompatible",
    note="The PIR needs at least 4.5 V.",
)
q(
    "x-h3",
    "hard",
    "compatibility",
    "The HW-P612 runs from 5 V and its OUT pin goes straight to a WB-52M GPIO (module at VDD = 3.3 V). Is the PIR's "
    "output high level safe and high enough for the GPIO?",
    [PIR, BLE],
    [it(PIR, "output_high_voltage", "V", value=3.3, condition="level output high"), BLE_VDD],
    [
        ev(PIR, 1, "Level output: high 3.3V / low 0V"),
        ev(BLE, 2, "VIH Input high voltage 0.7×VDD VDD V"),
        BLE_VDD_EV,
    ],
    verdict="compatible",
    note="3.3 V >= VIH min 0.7 x 3.3 = 2.31 V and <= VIH max VDD (3.3 V); abs max VDD + 0.3 V.",
)
q(
    "x-h4",
    "hard",
    "compatibility",
    "A 5 V Arduino Uno's TX pin drives the WB-52M's RXD pin directly; the module runs at 3.3 V. Is that within the "
    "module's limits?",
    [BLE],
    [BLE_VDD, it(BLE, "abs_max_supply_voltage", "V", lo=-0.3, hi=3.9, condition="VDD")],
    [
        BLE_VDD_EV,
        ev(BLE, 2, "Supply voltage VDD -0.3 3.9 V"),
        ev(BLE, 2, "Voltage on any GPIO -0.3 VDD+0.3 V VDD ≤ 3.6 V"),
        ev(BLE, 2, "the IO of the module is not 5 V tolerant"),
        ev(BLE, 1, "5 V TTL IO needs level conversion"),
    ],
    verdict="incompatible",
    note="GPIO abs max is VDD + 0.3 V = 3.6 V; 5 V needs a level shifter.",
)
q(
    "x-h5",
    "hard",
    "compatibility",
    "A TMQ117 (ADD0 to GND) and an AXM320 (SA0 to GND) share one I2C bus, both powered from 3.3 V with 3.3 V "
    "pull-ups. Will their supplies and addresses work together?",
    [TMQ, AXM],
    [
        TMQ_VDD,
        AXM_VDD,
        it(TMQ, "i2c_address", values=["0x48", "0x49", "0x4A", "0x4B"], condition="ADD0 strap"),
        it(AXM, "i2c_address", values=["0x18", "0x19"], condition="SA0 strap"),
    ],
    [
        TMQ_VDD_EV,
        AXM_VDD_EV,
        ev(TMQ, 4, "1001000 0x48 Ground"),
        ev(AXM, 4, "the LSb value is '0' (address 0011000b)"),
    ],
    verdict="compatible",
    note="0x48 and 0x18 do not collide; 3.3 V is inside both supply ranges.",
)
q(
    "x-h6",
    "hard",
    "compatibility",
    "A ZR7410 at 5 V and a TMQ117 at 3.3 V share an I2C bus whose pull-ups go to 5 V. Are the TMQ117's bus pins "
    "within their ratings?",
    [ZR, TMQ],
    [
        ZR_VDD,
        TMQ_VDD,
        it(TMQ, "abs_max_input_voltage", "V", lo=-0.3, hi=4, condition="SCL, SDA, ALERT"),
    ],
    [
        ZR_VDD_EV,
        TMQ_VDD_EV,
        ev(TMQ, 2, "Input voltage SCL, SDA, ALERT –0.3 4 V"),
        ev(TMQ, 2, "VPU Pullup voltage on SCL, SDA, ALERT 3.6 V"),
    ],
    verdict="incompatible",
    note="5 V exceeds the 4 V absolute maximum and the 3.6 V recommended pull-up voltage.",
)
q(
    "x-h7",
    "hard",
    "compatibility",
    "Can a ZR7410 and a TMQ117, both on a 3.3 V supply, sit on the same I2C bus clocked at 400 kHz without address "
    "conflicts?",
    [ZR, TMQ],
    [
        ZR_VDD,
        TMQ_VDD,
        it(ZR, "i2c_clock_frequency", "kHz", hi=400, condition="2.5 V <= VCC <= 5.5 V"),
        it(ZR, "i2c_clock_frequency", "kHz", hi=100, condition="1.8 V <= VCC < 2.5 V"),
        it(TMQ, "i2c_clock_frequency", "MHz", hi=0.4, condition="fast mode"),
        it(TMQ, "i2c_clock_frequency", "MHz", hi=2.85, condition="high-speed mode"),
        it(ZR, "i2c_address", values=["0x6F"]),
        it(TMQ, "i2c_address", values=["0x48", "0x49", "0x4A", "0x4B"]),
    ],
    [
        ZR_VDD_EV,
        TMQ_VDD_EV,
        ev(ZR, 3, "— 400 kHz 2.5V ≤ VCC ≤ 5.5V"),
        ev(ZR, 3, "1 FCLK Clock frequency — 100 kHz 1.8V ≤ VCC < 2.5V"),
        ev(TMQ, 3, "f(SCL) SCL operating frequency 0.001 0.4 0.001 2.85 MHz"),
        ev(ZR, 3, "the RTCC registers and the SRAM share this address (0x6F)"),
        ev(TMQ, 4, "1001000 0x48 Ground"),
        ev(TMQ, 4, "1001011 0x4B SCL"),
    ],
    verdict="compatible",
    note="400 kHz is allowed for the ZR7410 at VCC >= 2.5 V and is the TMQ117 fast-mode "
    "limit; 0x6F does not collide with 0x48-0x4B.",
)
q(
    "x-h8",
    "hard",
    "compatibility",
    "On a 2.0 V supply (two nearly flat AA cells), I run a ZR7410 and a TMQ117 on a 400 kHz I2C bus. Is that clock "
    "allowed for both parts at this supply voltage?",
    [ZR, TMQ],
    [
        ZR_VDD,
        TMQ_VDD,
        it(ZR, "i2c_clock_frequency", "kHz", hi=100, condition="1.8 V <= VCC < 2.5 V"),
        it(ZR, "i2c_clock_frequency", "kHz", hi=400, condition="2.5 V <= VCC <= 5.5 V"),
        it(TMQ, "i2c_clock_frequency", "MHz", hi=0.4, condition="fast mode"),
        it(TMQ, "i2c_clock_frequency", "MHz", hi=2.85, condition="high-speed mode"),
    ],
    [
        ZR_VDD_EV,
        TMQ_VDD_EV,
        ev(ZR, 3, "1 FCLK Clock frequency — 100 kHz 1.8V ≤ VCC < 2.5V"),
        ev(ZR, 3, "— 400 kHz 2.5V ≤ VCC ≤ 5.5V"),
        ev(TMQ, 3, "f(SCL) SCL operating frequency 0.001 0.4 0.001 2.85 MHz"),
    ],
    verdict="incompatible",
    note="Below VCC = 2.5 V the ZR7410 allows only 100 kHz.",
)
q(
    "x-h9",
    "hard",
    "compatibility",
    "An LRQ2210-5.0 fed from a 9 V adapter supplies both the coil of an HKR4100-05 relay and an HW-P612 PIR module. "
    "Is the regulator output right for both, and can it supply the current?",
    [LDO, RLY, PIR],
    [
        *LDO50_VOUT,
        it(LDO, "output_current", "mA", lo=0, hi=500, condition="IOUT"),
        it("HKR4100-05", "coil_voltage", "VDC", value=5, condition="nominal"),
        it("HKR4100-05", "supply_current", "mA", value=71.4, condition="nominal coil current"),
        PIR_VDD,
        it(PIR, "standby_current", "uA", hi=60, condition="static current"),
    ],
    [
        *LDO50_EV,
        ev(LDO, 2, "Output Current IOUT 0 500 mA"),
        ev(RLY, 2, "5 3.75 0.5 6.0 70 71.4 05"),
        PIR_VDD_EV,
        ev(PIR, 1, "Static current: <60uA"),
    ],
    verdict="compatible",
    note="4.9-5.1 V is between the 3.75 V pick-up and 6.0 V max allowable coil voltage and inside 4.5-20 V; "
    "about 72 mA << 500 mA.",
)
q(
    "x-h10",
    "hard",
    "compatibility",
    "An LRQ2210-5.0 runs from a 5.2 V input with a 300 mA load. Will its output stay regulated at 5.0 V?",
    [LDO],
    [it(LDO, "dropout_voltage", "mV", typ=350, hi=500, condition="IOUT = 300 mA"), *LDO50_VOUT],
    [ev(LDO, 2, "IOUT = 300 mA — 350 500 mV"), *LDO50_EV],
    verdict="incompatible",
    note="5.2 V - 5.0 V = 0.2 V headroom, below the 350 mV typical dropout at 300 mA.",
)
q(
    "x-h11",
    "hard",
    "compatibility",
    "Can I drive the coil of an HKR4100-05 straight from a WB-52M GPIO set to high drive?",
    [RLY, BLE],
    [
        it("HKR4100-05", "coil_voltage", "VDC", value=5, condition="nominal"),
        it("HKR4100-05", "supply_current", "mA", value=71.4, condition="nominal coil current"),
        it("HKR4100-05", "coil_resistance", "Ohm", value=70, condition="05 VDC coil"),
        it(BLE, "output_current", "mA", lo=6, typ=10, hi=15, condition="sink, high drive"),
        it(BLE, "output_current", "mA", lo=6, typ=9, hi=14, condition="source, high drive"),
        BLE_VDD,
    ],
    [
        ev(RLY, 2, "5 3.75 0.5 6.0 70 71.4 05"),
        ev(BLE, 2, "IOL,HDH Sink current, high drive, VDD ≥ 2.7 V 6 10 15 mA"),
        ev(BLE, 2, "IOH,HDH Source current, high drive, VDD ≥ 2.7 V 6 9 14 mA"),
        BLE_VDD_EV,
    ],
    verdict="incompatible",
    note="71.4 mA coil current vs 14-15 mA GPIO maximum; also 3.3 V < 3.75 V pick-up.",
)
q(
    "x-h12",
    "hard",
    "compatibility",
    "I switch an HKR4100-12 coil on a 12 V supply with a QN3406 as a low-side switch, gate driven by a 3.3 V "
    "microcontroller pin, with a flyback diode across the coil. Are the MOSFET's voltage and gate-drive ratings OK?",
    [FET, RLY],
    [
        it(FET, "drain_source_voltage", "V", hi=30, condition="VDS"),
        FET_VTH,
        *FET_RDS,
        it("HKR4100-12", "coil_voltage", "VDC", value=12, condition="nominal"),
        it("HKR4100-12", "supply_current", "mA", value=30, condition="nominal coil current"),
    ],
    [
        ev(FET, 1, "Drain-Source Voltage VDS 30 V"),
        *FET_EV,
        ev(RLY, 2, "12 9.00 1.2 14.4 400 30 12"),
    ],
    verdict="compatible",
    note="12 V << 30 V; VGS(th) max 1.5 V and RDS(on) is specified at VGS = 2.5 V < 3.3 V; 30 mA coil current.",
)
q(
    "x-h13",
    "hard",
    "compatibility",
    "Can a 1.8 V logic output drive the QN3406's gate directly to switch a 1 A load fully on, according to the "
    "datasheet?",
    [FET],
    [],
    [*FET_EV[:1], FET_EV[3]],
    verdict=IE,
    note="VGS(th) max is 1.5 V, but RDS(on) is only specified down to VGS = 2.5 V; nothing guarantees on-resistance "
    "at 1.8 V.",
)
q(
    "x-h14",
    "hard",
    "compatibility",
    "Can the HKR4100's normally-open contact switch a 230 VAC, 13 A kettle?",
    [RLY],
    [
        it(RLY, "contact_current", "A", hi=10, condition="NO, resistive"),
        it(RLY, "contact_voltage", "VAC", hi=250, condition="AC"),
    ],
    [ev(RLY, 1, "1A/1C(NO): 10A 250VAC / 10A 30VDC"), ev(RLY, 1, "Max. switching current 10A")],
    verdict="incompatible",
    note="13 A exceeds the 10 A contact rating.",
)
q(
    "x-h15",
    "hard",
    "compatibility",
    "Can a ZR7410 keep time from a 3 V CR2032 coin cell on its backup pin while main power is off?",
    [ZR],
    [ZR_VDD, it(ZR, "supply_voltage", "V", lo=1.3, hi=5.5, condition="VBAT backup range")],
    [
        ZR_VDD_EV,
        ev(ZR, 2, "VBAT VBAT voltage range 1.3 — 5.5 V"),
        ev(ZR, 1, "backup voltage range of 1.3V to 5.5V"),
    ],
    verdict="compatible",
    note="3 V is within VBAT 1.3-5.5 V.",
)
q(
    "x-h16",
    "hard",
    "compatibility",
    "A freezer data logger must work at -50 °C using a TMQ117 and an AXM320. Are both rated for that?",
    [TMQ, AXM],
    [
        it(TMQ, "operating_temperature", "°C", lo=-55, hi=125, condition="TA"),
        it(AXM, "operating_temperature", "°C", lo=-40, hi=85, condition="Top"),
    ],
    [
        ev(TMQ, 2, "TA Operating free-air temperature –55 125 °C"),
        ev(AXM, 2, "Top Operating temperature range -40 +85 °C"),
    ],
    verdict="incompatible",
    note="The AXM320 stops at -40 °C.",
)
q(
    "x-h17",
    "hard",
    "compatibility",
    "An outdoor porch light uses an HW-P612 and a WB-52M in a box that sees 80 %RH. Are both rated for that humidity?",
    [PIR, BLE],
    [],
    [ev(BLE, 1, "Operating humidity 10 90 %RH non-condensing")],
    verdict=IE,
    note="The WB-52M is rated 10-90 %RH, but the HW-P612 manual gives no humidity rating.",
)
q(
    "x-h19",
    "hard",
    "compatibility",
    "The WB-52M (3.3 V) reads a TMQ117 (3.3 V) over I2C at 1 MHz. Do both datasheets support that bus speed?",
    [BLE, TMQ],
    [],
    [ev(TMQ, 3, "f(SCL) SCL operating frequency 0.001 0.4 0.001 2.85 MHz")],
    verdict=IE,
    note="The TMQ117 allows up to 2.85 MHz in Hs-mode, but the WB-52M manual gives no I2C clock rate.",
)
q(
    "x-h20",
    "hard",
    "compatibility",
    "Can a TMQ117 be powered from an LRQ2210-3.3's output?",
    [TMQ, LDO],
    [TMQ_VDD, *LDO33_VOUT],
    [TMQ_VDD_EV, *LDO33_EV],
    verdict="compatible",
    note="3.234-3.366 V is within 1.4-3.6 V.",
)
q(
    "x-h21",
    "hard",
    "compatibility",
    "Can I power an AXM320 directly from an LRQ2210-5.0?",
    [AXM, LDO],
    [
        AXM_VDD,
        it(AXM, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.8, condition="Vdd"),
        *LDO50_VOUT,
    ],
    [AXM_VDD_EV, ev(AXM, 3, "Vdd Supply voltage -0.3 to 4.8 V"), *LDO50_EV],
    verdict="incompatible",
    note="5 V exceeds both the 3.6 V operating maximum and the 4.8 V absolute maximum.",
)


def main() -> None:
    out = HERE / "questions.jsonl"
    out.write_text(
        "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in QUESTIONS), encoding="utf-8"
    )
    print(f"{out}: {len(QUESTIONS)} questions")


if __name__ == "__main__":
    main()
