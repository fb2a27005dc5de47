"""Reference facts that several hold-out 6 questions share (items + evidence quotes).

Each constant is a pair (items, evidence) read off the generated PDFs; a factual
question and a compatibility question that rest on the same rows use the same
constant, so their references cannot drift apart.
"""

from __future__ import annotations

from qkit import AHS, CLT, KDA, QK, SOR, SRD, TCX, TIR, ev, it

# ------------------------------------------------------------------ SORBUS-868
SOR_VCC = (
    [it(SOR, "supply_voltage", "V", lo=2.2, typ=3.3, hi=3.6, condition="VCC, recommended")],
    [ev(SOR, 1, "Supply voltage (VCC) 2.2 3.3 3.6 V")],
)
SOR_ABS = (
    [it(SOR, "abs_max_supply_voltage", "V", lo=-0.3, hi=3.9, condition="VCC, absolute maximum")],
    [
        ev(SOR, 1, "Supply voltage (VCC) -0.3 3.9 V"),
        ev(SOR, 2, "The pins of the SORBUS-868 are not 5 V tolerant"),
    ],
)
SOR_TX = (
    [
        it(SOR, "supply_current", "mA", typ=38, hi=44, condition="TX at +14 dBm"),
        it(SOR, "supply_current", "mA", typ=27, condition="TX at +10 dBm"),
        it(SOR, "supply_current", "mA", typ=11, condition="TX at 0 dBm"),
        it(SOR, "supply_current", "mA", typ=9.5, condition="RX, 38.4 kbit/s"),
        it(
            SOR,
            "peak_output_current",
            "mA",
            hi=55,
            condition="start-up peak current drawn, first 2 ms",
        ),
    ],
    [
        ev(SOR, 1, "TX current consumption +14 dBm 38 44 mA"),
        ev(SOR, 1, "+10 dBm 27 mA"),
        ev(SOR, 1, "0 dBm 11 mA"),
        ev(SOR, 1, "RX current consumption 38.4 kbit/s 9.5 mA"),
        ev(SOR, 1, "Start-up peak current first 2 ms after reset 55 mA"),
    ],
)
SOR_SLEEP = (
    [it(SOR, "standby_current", "uA", typ=0.6, hi=1.1, condition="sleep, RTC off, RAM retained")],
    [ev(SOR, 1, "Sleep current RTC off, RAM retained 0.6 1.1 µA")],
)
SOR_UART = (
    [it(SOR, "baud_rate", "bps", value=115200, condition="default, 8N1")],
    [
        ev(
            SOR,
            3,
            "The UART of the SORBUS-868 uses 115200 Baud, 8 data bits, no parity and 1 stop bit by default",
        )
    ],
)

# ------------------------------------------------------------------ QK32F035
QK_VDD = (
    [it(QK, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VDD standard operating voltage")],
    [ev(QK, 2, "VDD Standard operating voltage 2.7 5.5 V")],
)
QK_IO = (
    [
        it(QK, "output_low_voltage", "V", hi=0.4, condition="IIO=+8mA, 2.7V<VDD<5.5V"),
        it(QK, "output_low_voltage", "V", hi=1.3, condition="IIO=+20mA, 4.5V<VDD<5.5V"),
        it(
            QK,
            "output_current",
            "mA",
            hi=25,
            condition="sink current on any I/O pin, absolute maximum",
        ),
    ],
    [
        ev(QK, 3, "VOL Output low level voltage IIO=+8mA, 2.7V<VDD<5.5V 0.4 V"),
        ev(QK, 3, "VOL Output low level voltage IIO=+20mA, 4.5V<VDD<5.5V 1.3 V"),
        ev(QK, 1, "IIO Sink current on any I/O and control pin 25 mA"),
        ev(QK, 3, "The I/O pins of the QK32F035 are not 5V tolerant"),
    ],
)
QK_I2C = (
    [it(QK, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fast mode")],
    [ev(QK, 3, "Fast mode 0 400 kHz")],
)
QK_I2C_BOTH = (
    [
        it(QK, "i2c_clock_frequency", "kHz", lo=0, hi=100, condition="standard mode"),
        it(QK, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fast mode"),
    ],
    [
        ev(QK, 3, "fSCL I2C clock frequency Standard mode 0 100 kHz"),
        ev(QK, 3, "Fast mode 0 400 kHz"),
    ],
)
QK_RUN = (
    [
        it(
            QK,
            "supply_current",
            "mA",
            typ=4.3,
            condition="Run, 48MHz, peripherals enabled, VDD=3.3V",
        ),
        it(
            QK,
            "supply_current",
            "mA",
            typ=2.9,
            condition="Run, 48MHz, peripherals disabled, VDD=3.3V",
        ),
    ],
    [ev(QK, 2, "IDD HSI, PLL on 48MHz 4.3 2.9 mA")],
)
QK_ADC = (
    [it(QK, "data_rate", "Msps", lo=0.05, hi=1, condition="ADC sampling rate")],
    [
        ev(QK, 3, "fS Sampling rate 0.05 1 Msps"),
        ev(QK, 3, "VAIN Conversion voltage range 0 VDDA V"),
        ev(QK, 3, "RAIN External input impedance 50 kΩ"),
    ],
)

# ------------------------------------------------------------------ CLT3671
CLT_VIN = (
    [
        it(
            CLT,
            "supply_voltage",
            "V",
            lo=3.6,
            hi=40,
            condition="input voltage range, full temperature",
        )
    ],
    [ev(CLT, 2, "Input Voltage Range ● 3.6 40 V")],
)
CLT_33 = (
    [
        it(
            "CLT3671-3.3",
            "output_voltage",
            "V",
            lo=3.267,
            typ=3.3,
            hi=3.333,
            condition="CLT3671-3.3, 25 °C",
        ),
        it(
            "CLT3671-3.3",
            "output_voltage",
            "V",
            lo=3.234,
            hi=3.366,
            condition="CLT3671-3.3, full temperature",
        ),
        it(CLT, "output_current", "mA", hi=600, condition="output current"),
    ],
    [
        ev(CLT, 2, "Output Voltage CLT3671-3.3, VIN = 4V to 40V 3.267 3.300 3.333 V"),
        ev(CLT, 2, "● 3.234 3.366 V"),
        ev(CLT, 1, "600mA Output Current"),
    ],
)
CLT_5 = (
    [
        it(
            "CLT3671-5",
            "output_voltage",
            "V",
            lo=4.95,
            typ=5.0,
            hi=5.05,
            condition="CLT3671-5, 25 °C",
        ),
        it(
            "CLT3671-5",
            "output_voltage",
            "V",
            lo=4.9,
            hi=5.1,
            condition="CLT3671-5, full temperature",
        ),
        it(CLT, "output_current", "mA", hi=600, condition="output current"),
    ],
    [
        ev(CLT, 2, "CLT3671-5, VIN = 6V to 40V 4.950 5.000 5.050 V"),
        ev(CLT, 2, "● 4.900 5.100 V"),
        ev(CLT, 1, "600mA Output Current"),
    ],
)

# ------------------------------------------------------------------ KDA2008 / KDA2009
KDA_VION = (
    [
        it(
            KDA, "input_high_voltage", "V", hi=2.4, condition="KDA2008 VI(on), VCE = 2V, IC = 200mA"
        ),
        it(KDA, "input_high_voltage", "V", hi=2.7, condition="KDA2008 VI(on), IC = 250mA"),
        it(KDA, "input_high_voltage", "V", hi=3.0, condition="KDA2008 VI(on), IC = 300mA"),
        it("KDA2009", "input_high_voltage", "V", hi=5.0, condition="KDA2009 VI(on), IC = 125mA"),
        it("KDA2009", "input_high_voltage", "V", hi=6.0, condition="KDA2009 VI(on), IC = 200mA"),
        it("KDA2009", "input_high_voltage", "V", hi=7.0, condition="KDA2009 VI(on), IC = 275mA"),
        it("KDA2009", "input_high_voltage", "V", hi=8.0, condition="KDA2009 VI(on), IC = 350mA"),
    ],
    [
        ev(KDA, 2, "Input Voltage (on) VI(on) KDA2008 — — 2.4 V VCE = 2V, IC = 200mA"),
        ev(KDA, 2, "— — 2.7 V VCE = 2V, IC = 250mA"),
        ev(KDA, 2, "— — 3.0 V VCE = 2V, IC = 300mA"),
        ev(KDA, 2, "KDA2009 — — 5.0 V VCE = 2V, IC = 125mA"),
        ev(KDA, 2, "— — 6.0 V VCE = 2V, IC = 200mA"),
        ev(KDA, 2, "— — 7.0 V VCE = 2V, IC = 275mA"),
        ev(KDA, 2, "— — 8.0 V VCE = 2V, IC = 350mA"),
    ],
)
KDA_IC = (
    [
        it(
            KDA,
            "output_current",
            "mA",
            lo=0,
            hi=500,
            condition="continuous, per channel, single output on",
        ),
        it(
            KDA,
            "peak_output_current",
            "mA",
            value=600,
            condition="peak collector current per channel",
        ),
    ],
    [
        ev(KDA, 2, "Continuous Collector Current"),
        ev(KDA, 2, "IC 0 500 mA single output on"),
        ev(KDA, 2, "Peak Collector Current (per channel) ICP 600 mA"),
    ],
)

# ------------------------------------------------------------------ TCX-3817
TCX_OUT = (
    [
        it(TCX, "output_current", "mA", hi=50, condition="collector current IC, absolute maximum"),
        it(
            TCX,
            "output_low_voltage",
            "V",
            typ=0.1,
            hi=0.2,
            condition="VCE(sat), IF = 20mA, IC = 1mA",
        ),
    ],
    [
        ev(TCX, 1, "Collector current IC 50 mA"),
        ev(TCX, 2, "VCE(sat) - 0.1 0.2 V IF = 20mA, IC = 1mA"),
    ],
)

# ------------------------------------------------------------------ AHS129x
AHS_VCC = (
    [
        it("AHS1291", "supply_voltage", "V", lo=3.8, hi=24, condition="AHS1291, AHS1292"),
        it("AHS1293", "supply_voltage", "V", lo=2.5, hi=5.5, condition="AHS1293"),
    ],
    [
        ev(AHS, 2, "Supply Voltage2 VCC AHS1291, AHS1292; operating, TJ < 165°C 3.8 – 24 V"),
        ev(AHS, 2, "AHS1293; operating, TJ < 165°C 2.5 – 5.5 V"),
    ],
)
AHS_ABS = (
    [
        it("AHS1291", "abs_max_supply_voltage", "V", hi=30, condition="AHS1291, AHS1292"),
        it("AHS1293", "abs_max_supply_voltage", "V", hi=7, condition="AHS1293"),
    ],
    [ev(AHS, 1, "Supply Voltage VCC AHS1291, AHS1292 30 V"), ev(AHS, 1, "AHS1293 7 V")],
)
AHS_OUT = (
    [
        it(AHS, "output_low_voltage", "mV", typ=215, hi=400, condition="VOUT(SAT), IOUT = 20 mA"),
        it(AHS, "output_current", "mA", hi=25, condition="output current sink, absolute maximum"),
    ],
    [
        ev(AHS, 2, "Output On Voltage VOUT(SAT) IOUT = 20 mA, B > BOP – 215 400 mV"),
        ev(AHS, 1, "Output Current Sink IOUTSINK 25 mA"),
    ],
)
AHS_TEMP = (
    [
        it(AHS, "operating_temperature", "°C", lo=-40, hi=85, condition="Range E"),
        it(AHS, "operating_temperature", "°C", lo=-40, hi=150, condition="Range L"),
    ],
    [
        ev(AHS, 1, "Operating Ambient Temperature TA Range E –40 to 85 °C"),
        ev(AHS, 1, "Range L –40 to 150 °C"),
        ev(
            AHS,
            1,
            "AHS1291ELHLT-T 7-in. reel, 3000 pieces 3-pin SOT-23W surface mount –40°C to 85°C",
        ),
        ev(AHS, 1, "AHS1291LUA-T Bulk, 500 pieces 3-pin SIP through hole –40°C to 150°C"),
    ],
)

# ------------------------------------------------------------------ SRD-80K
SRD_VCC = (
    [it(SRD, "supply_voltage", "V", lo=4.5, hi=5.5, condition="recommended operating")],
    [ev(SRD, 1, "Supply voltage Vcc 4.5 to 5.5 V")],
)
SRD_ICC = (
    [it(SRD, "supply_current", "mA", typ=30, hi=40, condition="average, L=80cm")],
    [ev(SRD, 1, "Average supply current Icc L=80cm *1 − 30 40 mA")],
)
SRD_VO = (
    [
        it(SRD, "analog_output_voltage", "V", lo=0.25, typ=0.4, hi=0.55, condition="Vo at L=80cm"),
        it(
            SRD,
            "analog_output_voltage",
            "V",
            lo=1.9,
            typ=2.25,
            hi=2.55,
            condition="output voltage differential, 80cm to 10cm",
        ),
    ],
    [
        ev(SRD, 1, "Output voltage Vo L=80cm *1 0.25 0.4 0.55 V"),
        ev(SRD, 1, "Output voltage differential ΔVo 1.9 2.25 2.55 V"),
        ev(SRD, 1, "Output terminal voltage Vo -0.3 to Vcc+0.3 V"),
    ],
)

# ------------------------------------------------------------------ TIR7710
TIR_VDD = (
    [
        it("TIR7710ESF-AAA", "supply_voltage", "V", lo=4.5, typ=5, hi=5.5, condition="TIR7710Axx"),
        it("TIR7710ESF-BAA", "supply_voltage", "V", lo=2.6, typ=3, hi=3.6, condition="TIR7710Bxx"),
    ],
    [
        ev(TIR, 2, "External supply VDD TIR7710Axx 4.5 5 5.5 V"),
        ev(TIR, 2, "TIR7710Bxx 2.6 3 3.6 V"),
    ],
)
TIR_SMB = (
    [
        it(TIR, "i2c_clock_frequency", "kHz", lo=10, hi=100, condition="SMBus clock frequency"),
        it(TIR, "input_high_voltage", "V", lo=2.1, condition="SMBus input level high"),
        it(TIR, "input_low_voltage", "V", hi=0.8, condition="SMBus input level low"),
    ],
    [
        ev(TIR, 2, "SMBus clock frequency fSMB 10 100 kHz"),
        ev(TIR, 2, "SMBus input level high VIHSMB 2.1 V"),
        ev(TIR, 2, "SMBus input level low VILSMB 0.8 V"),
    ],
)
TIR_ADDR = (
    [
        it(
            TIR,
            "i2c_address",
            values=["0x5A"],
            condition="default slave address, changeable in EEPROM",
        )
    ],
    [ev(TIR, 2, "Its default slave address is 0x5A")],
)


def pick(fact: tuple[list, list], *rows: int) -> tuple[list, list]:
    """The items and evidence quotes of some rows of a fact (one variant of a family);
    only for facts whose evidence quotes pair one to one with their items."""
    if len(fact[0]) != len(fact[1]):
        raise ValueError("pick needs one evidence quote per item")
    return [fact[0][r] for r in rows], [fact[1][r] for r in rows]


def join(*facts: tuple[list, list]) -> tuple[list, list]:
    """Items and evidence of several facts, in order."""
    items, evidence = [], []
    for fact_items, fact_evidence in facts:
        items += fact_items
        evidence += fact_evidence
    return items, evidence
