"""Reference facts used by several hold-out 12 questions (items + evidence, read off the PDFs)."""

from __future__ import annotations

from qkit import CW, DQC, KAMP, KOL, KS, TKP, TPQ, Fact, ev, it

# ---- KS-1209 voltage detector
KS_VDD: Fact = (
    [it(KS, "supply_voltage", "V", lo=0.6, hi=10.0, condition="operating voltage")],
    [ev(KS, 2, "Operating voltage VDD — 0.6 — 10.0 V")],
)
KS_ABS: Fact = (
    [it(KS, "abs_max_supply_voltage", "V", hi=12, condition="VDD - VSS")],
    [ev(KS, 2, "Power supply voltage VDD - VSS 12 V")],
)

# ---- TPQ181 current-sense amplifier
TPQ_VDD: Fact = (
    [it(TPQ, "supply_voltage", "V", lo=2.7, hi=5.5, condition="V+, -40 to 125 °C")],
    [ev(TPQ, 2, "V+ Operating Voltage Range TA = -40°C to 125°C 2.7 5.5 V")],
)
TPQ_CM: Fact = (
    [it(TPQ, "analog_input_range", "V", lo=-0.2, hi=26, condition="common-mode input range")],
    [ev(TPQ, 2, "VCM Common-Mode Input Range TA = -40°C to 125°C -0.2 26 V")],
)

# ---- DQC5571 DAC
DQC_VDD: Fact = (
    [it(DQC, "supply_voltage", "V", lo=2.7, hi=5.5)],
    [ev(DQC, 3, "VDD 2.7 5.5 V")],
)
DQC_I2C: Fact = (
    [it(DQC, "i2c_clock_frequency", "kHz", hi=400, condition="fast mode")],
    [ev(DQC, 3, "fSCL Fast mode 400 kHz")],
)
DQC_DRIVE: Fact = (
    [
        it(
            DQC,
            "output_current",
            "mA",
            typ=5,
            condition="output current drive within 300 mV of either rail",
        ),
        it(DQC, "analog_output_voltage", "V", lo=0, condition="0 V to VDD"),
    ],
    [
        ev(DQC, 2, "Output Current Drive Within 300 mV of either rail ±5 mA"),
        ev(DQC, 2, "Output Voltage Range 0 VDD V"),
    ],
)

# ---- CWX2217 fuel gauge
CW_VDD: Fact = (
    [it(CW, "supply_voltage", "V", lo=2.5, hi=4.5)],
    [ev(CW, 2, "Supply voltage VDD 2.5 4.5 V")],
)
CW_ADDR: Fact = (
    [it(CW, "i2c_address", values=["0x62"])],
    [ev(CW, 1, "I2C interface, 7-bit address 0x62, up to 400kHz")],
)
CW_BUS: Fact = (
    [
        it(CW, "i2c_clock_frequency", "kHz", hi=400),
        it(CW, "io_supply_voltage", "V", lo=1.8, hi=4.5, condition="SDA/SCL/ALRT pull-up voltage"),
    ],
    [
        ev(CW, 2, "Clock frequency fSCL 400 kHz"),
        ev(CW, 2, "Pull-up voltage VPU SDA, SCL, ALRT 1.8 4.5 V"),
    ],
)

# ---- TKP223 touch IC
TKP_VDD: Fact = (
    [it(TKP, "supply_voltage", "V", lo=2.0, typ=3, hi=5.5)],
    [ev(TKP, 2, "Operating Voltage VDD 2.0 3 5.5 V")],
)
TKP_IOP3: Fact = (
    [it(TKP, "supply_current", "uA", typ=3.5, hi=7.0, condition="VDD = 3 V, fast mode")],
    [ev(TKP, 2, "VDD=3V, Fast mode 3.5 7.0")],
)
TKP_OUT3: Fact = (
    [it(TKP, "output_current", "mA", typ=8, condition="sink, VDD = 3 V, VOL = 0.6 V")],
    [ev(TKP, 2, "VDD=3V, VOL=0.6V 8")],
)

# ---- KOL-096I OLED module
KOL_VDD: Fact = (
    [it(KOL, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5)],
    [ev(KOL, 2, "Supply Voltage for module VCC — 3.0 3.3 5.5 V")],
)
KOL_ADDR: Fact = (
    [it(KOL, "i2c_address", values=["0x3C"], condition="SA0 = 0, default")],
    [ev(KOL, 2, "Slave address (SA0 = 0, default) 0x3C (write byte 0x78)")],
)
KOL_CLK: Fact = (
    [it(KOL, "i2c_clock_frequency", "kHz", hi=400)],
    [ev(KOL, 2, "SCL clock frequency 400 (max) kHz")],
)
KOL_PULLUP: Fact = (
    [],
    [
        ev(KOL, 2, "3 SCL I2C clock input (4.7kΩ pull-up to VCC on board)"),
        ev(KOL, 2, "When the module is powered from 5V, the bus is pulled up to 5V"),
    ],
)
KOL_ICC: Fact = (
    [it(KOL, "supply_current", "mA", typ=22, hi=30, condition="VCC = 3.3 V, 100% display on")],
    [ev(KOL, 2, "VCC = 3.3V, 100% display ON 22 30")],
)

# ---- KAMP-357 amplifier board
KAMP_VIN: Fact = (
    [it(KAMP, "supply_voltage", "V", lo=2.5, hi=5.5, condition="Vin")],
    [ev(KAMP, 2, "Give it 2.5V to 5.5V DC")],
)
KAMP_LOGIC: Fact = (
    [it(KAMP, "input_high_voltage", "V", lo=1.3), it(KAMP, "input_low_voltage", "V", hi=0.6)],
    [ev(KAMP, 2, "Logic high input voltage is 1.3V minimum and logic low is 0.6V maximum")],
)
KAMP_SD: Fact = (
    [],
    [
        ev(KAMP, 2, "Pull SD below 0.16V to shut the amp down"),
        ev(KAMP, 2, "The board has a 1MΩ pull-up from SD to Vin"),
    ],
)
