"""Helpers and shared reference facts for the fourth hold-out set's questions.

Every number below was read off the generated PDFs (``pdftotext -layout``);
each fact carries the evidence quotes that a reviewer can find on the cited
page. Facts used by more than one question live here so that a compatibility
reference lists exactly the rows a factual reference does.
"""

from __future__ import annotations

from typing import Any

QUESTIONS: list[dict[str, Any]] = []

NSR, TQM, MXP, ZE = "NSR5240", "TQM045N06L", "MXP2453", "ZE24C256"
KHS, LY, BQP, ZSR = "KHS-5320", "LY-MR2415", "BQP31x", "ZSR-2425"
DOC = {
    NSR: "nsr5240.pdf",
    TQM: "tqm045n06l.pdf",
    MXP: "mxp2453.pdf",
    ZE: "ze24c256.pdf",
    KHS: "khs-5320.pdf",
    LY: "ly-mr2415.pdf",
    BQP: "bqp31x.pdf",
    ZSR: "zsr-2425.pdf",
}
# variant names used in items map to their family's sheet
FAMILY = {
    "NSR5240-QFAB": NSR,
    "MXP2453-33": MXP,
    "MXP2453-50": MXP,
    "BQP310": BQP,
    "BQP312": BQP,
    "BQP316": BQP,
    "ZSR-2425-DC": ZSR,
    "ZSR-2425-AC": ZSR,
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
    return {"doc": DOC[FAMILY.get(device, device)], "page": page, "quote": quote}


def dotted(label: str, dots: int, value: str) -> str:
    """A dot-leader line exactly as the text layer has it."""
    return label + "." * dots + value


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


# ------------------------------------------------------------------ NSR5240
NSR_VDD = it(
    NSR, "supply_voltage", "V", lo=1.7, typ=3.0, hi=3.6, condition="VDD, Normal voltage mode"
)
NSR_VDDH = it(
    NSR, "supply_voltage", "V", lo=2.5, typ=3.7, hi=5.5, condition="VDDH, High voltage mode"
)
NSR_VBUS = it(NSR, "supply_voltage", "V", lo=4.35, typ=5.0, hi=5.5, condition="VBUS, USB supply")
NSR_SUPPLY_EV = [
    ev(NSR, 2, "VDD Supply voltage, Normal voltage mode VDDH connected to VDD 1.7 3.0 3.6 V"),
    ev(NSR, 2, "VDDH Supply voltage, High voltage mode VDD supplied by REG0 2.5 3.7 5.5 V"),
    ev(NSR, 2, "VBUS USB supply voltage 4.35 5.0 5.5 V"),
]
NSR_ABS = [
    it(NSR, "abs_max_supply_voltage", "V", lo=-0.3, hi=3.9, condition="VDD, absolute maximum"),
    it(NSR, "abs_max_supply_voltage", "V", lo=-0.3, hi=5.8, condition="VDDH, absolute maximum"),
    it(NSR, "abs_max_supply_voltage", "V", lo=-0.3, hi=5.8, condition="VBUS, absolute maximum"),
]
NSR_ABS_EV = [
    ev(NSR, 2, "VDD -0.3 +3.9 V"),
    ev(NSR, 2, "VDDH -0.3 +5.8 V"),
    ev(NSR, 2, "VBUS -0.3 +5.8 V"),
]
NSR_IO_ABS = it(
    NSR,
    "abs_max_input_voltage",
    "V",
    lo=-0.3,
    hi=3.9,
    condition="I/O pin voltage for VDD > 3.6 V; VDD + 0.3 V when VDD ≤ 3.6 V",
)
NSR_IO_ABS_EV = [
    ev(NSR, 2, "VI/O, VDD ≤ 3.6 V -0.3 VDD + 0.3 V V"),
    ev(NSR, 2, "VI/O, VDD > 3.6 V -0.3 3.9 V"),
]
NSR_TWI = it(NSR, "i2c_clock_frequency", "kHz", hi=400, condition="TWI master, 100, 250 or 400 kHz")
NSR_TWI_EV = ev(NSR, 4, "fTWIM SCL clock frequency, TWI master (100, 250 or 400 kHz) 400 kHz")
NSR_AIN = it(
    NSR,
    "analog_input_range",
    "V",
    typ=3.6,
    condition="SAADC full scale, gain 1/6, internal reference; input range 0 to VDD",
)
NSR_AIN_EV = [
    ev(NSR, 4, "VAIN Input voltage range, any analog input 0 VDD V"),
    ev(NSR, 4, "VFS Full-scale input, gain 1/6, internal 0.6 V reference 3.6 V"),
]

# ------------------------------------------------------------------ TQM045N06L
TQM_VDS = it(TQM, "drain_source_voltage", "V", value=60, condition="VDS; V(BR)DSS min")
TQM_VDS_EV = [
    ev(TQM, 1, "VDS 60 V"),
    ev(TQM, 2, "Drain-source breakdown voltage V(BR)DSS 60 - - V VGS=0 V, ID=1 mA"),
]
TQM_ID = [
    it(TQM, "output_current", "A", hi=88, condition="continuous drain current, VGS=10 V, TC=25 °C"),
    it(
        TQM, "output_current", "A", hi=62, condition="continuous drain current, VGS=10 V, TC=100 °C"
    ),
    it(TQM, "output_current", "A", hi=17, condition="continuous drain current, TA=25 °C, on PCB"),
]
TQM_ID_EV = [
    ev(TQM, 1, "Continuous drain current ID - - 88 A VGS=10 V, TC=25 °C"),
    ev(TQM, 1, "- - 62 A VGS=10 V, TC=100 °C"),
    ev(TQM, 1, "- - 17 A VGS=10 V, TA=25 °C, RthJA=50 K/W"),
]
TQM_VGS = it(TQM, "abs_max_input_voltage", "V", lo=-20, hi=20, condition="gate-source voltage VGS")
TQM_VGS_EV = ev(TQM, 1, "Gate source voltage VGS -20 - 20 V")
TQM_RDS = [
    it(TQM, "on_resistance", "mΩ", typ=3.6, hi=4.5, condition="RDS(on), VGS=10 V, ID=44 A"),
    it(TQM, "on_resistance", "mΩ", typ=4.7, hi=6.2, condition="RDS(on), VGS=4.5 V, ID=22 A"),
]
TQM_RDS_EV = [
    ev(TQM, 2, "RDS(on) - 3.6 4.5 mΩ VGS=10 V, ID=44 A"),
    ev(TQM, 2, "- 4.7 6.2 mΩ VGS=4.5 V, ID=22 A"),
]
TQM_VTH = it(
    TQM, "gate_threshold_voltage", "V", lo=1.2, typ=1.7, hi=2.2, condition="VDS=VGS, ID=36 µA"
)
TQM_VTH_EV = ev(TQM, 2, "Gate threshold voltage VGS(th) 1.2 1.7 2.2 V VDS=VGS, ID=36 µA")

# ------------------------------------------------------------------ MXP2453
MXP_VIN = it(MXP, "supply_voltage", "V", lo=4.5, hi=36, condition="VIN, recommended operating")
MXP_VIN_EV = [
    ev(MXP, 1, "Wide 4.5V to 36V Operating Input Range"),
    ev(MXP, 2, dotted("Supply voltage (VIN)", 69, "4.5V to 36V")),
]
MXP_VIN33 = it(
    "MXP2453-33", "supply_voltage", "V", lo=4.5, hi=36, condition="regulation at IOUT = 3A"
)
MXP_VIN50 = it(
    "MXP2453-50", "supply_voltage", "V", lo=6.5, hi=36, condition="regulation at IOUT = 3A"
)
MXP_VIN33_EV = [
    ev(MXP, 3, "MXP2453-33: VIN = 12V, TJ = 25°C, unless otherwise noted."),
    ev(MXP, 3, "Input voltage for regulation VIN IOUT = 3A 4.5 36 V"),
]
MXP_VIN50_EV = [
    ev(MXP, 3, "MXP2453-50: VIN = 12V, TJ = 25°C, unless otherwise noted."),
    ev(MXP, 3, "Input voltage for regulation VIN IOUT = 3A 6.5 36 V"),
]
MXP_ABS = it(MXP, "abs_max_supply_voltage", "V", lo=-0.3, hi=40, condition="VIN, absolute maximum")
MXP_ABS_EV = ev(MXP, 2, dotted("Supply voltage (VIN)", 68, "-0.3V to 40V"))
MXP_IOUT = it(MXP, "output_current", "A", value=3, condition="continuous output current")
MXP_IOUT_EV = ev(MXP, 1, "3A Continuous Output Current")
MXP_VOUT33 = [
    it("MXP2453-33", "output_voltage", "V", lo=3.234, typ=3.3, hi=3.366, condition="TJ = 25°C"),
    it("MXP2453-33", "output_voltage", "V", lo=3.201, hi=3.399, condition="TJ = -40 to +125°C"),
]
MXP_VOUT33_EV = [
    ev(MXP, 3, "MXP2453-33: VIN = 12V, TJ = 25°C, unless otherwise noted."),
    ev(MXP, 3, "Output voltage VOUT IOUT = 0A to 3A 3.234 3.300 3.366 V"),
    ev(MXP, 3, "IOUT = 0A to 3A, 3.201 3.399 V"),
]
MXP_VOUT50 = [
    it("MXP2453-50", "output_voltage", "V", lo=4.9, typ=5.0, hi=5.1, condition="TJ = 25°C"),
    it("MXP2453-50", "output_voltage", "V", lo=4.85, hi=5.15, condition="TJ = -40 to +125°C"),
]
MXP_VOUT50_EV = [
    ev(MXP, 3, "MXP2453-50: VIN = 12V, TJ = 25°C, unless otherwise noted."),
    ev(MXP, 3, "Output voltage VOUT IOUT = 0A to 3A 4.900 5.000 5.100 V"),
    ev(MXP, 3, "IOUT = 0A to 3A, 4.850 5.150 V"),
]

# ------------------------------------------------------------------ ZE24C256
ZE_VCC = it(ZE, "supply_voltage", "V", lo=1.7, hi=5.5, condition="VCC")
ZE_VCC_EV = [ev(ZE, 2, "VCC1 Supply Voltage 1.7 5.5 V"), ev(ZE, 1, "VCC = 1.7V to 5.5V")]
ZE_ADDR = it(
    ZE,
    "i2c_address",
    values=[f"0x{a:02X}" for a in range(0x50, 0x58)],
    condition="1010 A2 A1 A0: 50h to 57h",
)
ZE_ADDR_EV = [
    ev(ZE, 3, "A2 A1 A0 7-bit Address Write Byte Read Byte"),
    ev(ZE, 3, "0 0 0 50h A0h A1h"),
    ev(ZE, 3, "1 1 1 57h AEh AFh"),
    ev(ZE, 3, "up to eight devices may therefore share one bus"),
]
ZE_SCL = [
    it(ZE, "i2c_clock_frequency", "kHz", hi=100, condition="Standard mode, 1.7V to 5.5V"),
    it(ZE, "i2c_clock_frequency", "kHz", hi=400, condition="Fast mode; 1.7V ≤ VCC < 2.5V"),
    it(ZE, "i2c_clock_frequency", "kHz", hi=1000, condition="Fast mode plus, 2.5V ≤ VCC ≤ 5.5V"),
]
ZE_SCL_EV = [
    ev(ZE, 1, "100kHz Standard mode, 1.7V to 5.5V"),
    ev(ZE, 1, "400kHz Fast mode, 1.7V to 5.5V"),
    ev(ZE, 1, "1MHz Fast mode plus (FM+), 2.5V to 5.5V"),
    ev(ZE, 3, "1.7V ≤ VCC < 2.5V 2.5V ≤ VCC ≤ 5.5V"),
    ev(ZE, 3, "fSCL Clock Frequency, SCL 400 1000 kHz"),
]

# ------------------------------------------------------------------ KHS-5320
KHS_VDD = it(KHS, "supply_voltage", "V", lo=4.5, hi=5.5, condition="VDD, recommended")
KHS_VDD_EV = [
    ev(KHS, 1, "Supply voltage VDD － 4.5～5.5 V"),
    ev(KHS, 1, "Supply voltage：5.0V single supply（4.5V～5.5V）"),
]
KHS_ABS = it(KHS, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.5, condition="VDD, absolute maximum")
KHS_ABS_EV = ev(KHS, 1, "Supply voltage VDD －0.3～6.5 V")
KHS_OUT = it(
    KHS, "analog_output_voltage", "V", lo=0.5, hi=4.5, condition="linear output range, IP = ±20 A"
)
KHS_OUT_EV = ev(KHS, 2, "VOUT IP＝－20A～＋20A 0.5 － 4.5 V")
KHS_VOF = it(
    KHS,
    "analog_output_voltage",
    "V",
    lo=2.485,
    typ=2.5,
    hi=2.515,
    condition="zero current output Vof, IP = 0 A, VDD = 5.0 V",
)
KHS_VOF_EV = ev(KHS, 2, "Vof IP＝0A ※1 2.485 2.500 2.515 V")
KHS_RANGE = it(
    KHS, "measurement_range", "A", lo=-20, hi=20, quantity="current", condition="primary current"
)
KHS_RANGE_EV = [
    ev(KHS, 1, "Primary current range IP Ta＝－40～105℃ －20～＋20 A"),
    ev(KHS, 1, "Current range：±20A"),
]

# ------------------------------------------------------------------ LY-MR2415
LY_VCC = it(LY, "supply_voltage", "V", lo=4.5, typ=5, hi=5.5, condition="DC 5V (4.5V~5.5V)")
LY_VCC_EV = ev(LY, 1, "Supply voltage DC 5V（4.5V～5.5V）")
LY_I = it(LY, "supply_current", "mA", typ=79, condition="average operating current")
LY_I_EV = ev(LY, 1, "Average operating current 79mA")
LY_IO = it(LY, "output_high_voltage", "V", value=3.3, condition="UART and OUT pin level")
LY_IO_EV = [
    ev(LY, 1, "IO output level 3.3V"),
    ev(LY, 1, "High (3.3V): person present; Low: no person"),
    ev(LY, 1, "RX is not 5V tolerant"),
]

# ------------------------------------------------------------------ BQP31x
BQP312_VDD = it("BQP312", "supply_voltage", "V", lo=1.71, typ=1.8, hi=3.6, condition="VDD")
BQP312_VDD_EV = ev(BQP, 2, "VDD BQP310, BQP312 1.71 1.8 3.6 V")
BQP_ABS = it(BQP, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.25, condition="VDD and VDDIO")
BQP_ABS_EV = ev(BQP, 3, "Voltage at any supply pin VDD and VDDIO pin -0.3 4.25 V")
BQP_ADDR = it("BQP312", "i2c_address", values=["0x4C", "0x4D"], condition="SDO to GND / VDDIO")
BQP_ADDR_EV = ev(
    BQP,
    3,
    "connecting SDO to GND gives the address 1001100 (0x4C), connecting it to VDDIO gives "
    "1001101 (0x4D)",
)
BQP_SCL = it(BQP, "i2c_clock_frequency", "kHz", hi=400, condition="fast mode")
BQP_SCL_EV = ev(BQP, 2, "I²C clock frequency fSCL fast mode 400 kHz")
BQP310_IF = it("BQP310", "interface", values=["I2C"], condition="I²C only; CSB tied to VDDIO")
BQP310_IF_EV = [
    ev(BQP, 1, "Digital interfaces I²C I²C, SPI I²C, SPI, I3C"),
    ev(BQP, 3, "The BQP310 supports I²C only; its CSB pin must be connected to VDDIO."),
]

# ------------------------------------------------------------------ ZSR-2425
ZSR_VIN_DC = it(
    "ZSR-2425-DC", "input_high_voltage", "VDC", lo=3, hi=32, condition="control voltage, on"
)
ZSR_VIN_DC_EV = ev(
    ZSR, 1, "The ZSR-2425-DC switches on with any control voltage between 3 and 32 VDC"
)
ZSR_IIN_DC = it("ZSR-2425-DC", "supply_current", "mA", hi=12, condition="control input current")
ZSR_IIN_DC_EV = ev(ZSR, 1, "never more than 12 mA anywhere in the 3 to 32 VDC range")
ZSR_LOAD_V = it(ZSR, "contact_voltage", "VAC", lo=24, hi=280, condition="AC loads, 47 to 63 Hz")
ZSR_LOAD_V_EV = ev(
    ZSR, 1, "Both versions switch single-phase AC loads from 24 to 280 VAC at 47 to 63 Hz"
)
ZSR_LOAD_I = [
    it(ZSR, "contact_current", "A", hi=25, condition="rms, on a 1.0 °C/W heat sink, 40 °C"),
    it(ZSR, "contact_current", "A", hi=6, condition="rms, panel mount without heat sink"),
]
ZSR_LOAD_I_EV = [
    ev(
        ZSR,
        1,
        "The maximum load current is 25 A rms with the relay mounted on a heat sink of 1.0 °C/W "
        "or better at an ambient temperature of 40 °C",
    ),
    ev(ZSR, 1, "without a heat sink, the load current must not exceed 6 A rms"),
]
