"""Reference facts of the thirty-fifth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import DPT, KCL, KCO, KDR, KSM, KTV, RNM, UFM, Fact, Item, ev, it


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


GAS = "gas_concentration"
M3 = "KDR-24M3"
DA, DM = "DPT60A", "DPT60M"
R1, R2, R4 = "KSM-S2R1", "KSM-S2R2", "KSM-S2R4"
TU, TI = "KTV 12-UI/U", "KTV 12-UI/I"
U15, U20, U25 = "UFM-215", "UFM-220", "UFM-225"

# --------------------------------------------------------------------- KDR-24M
_KV = "Supply voltage DC5～12V DC3.0～3.6V"
KDR_V = f(KDR, 1, _KV, it(KDR, "supply_voltage", "V", lo=5, hi=12, condition="KDR-24M (LDO)"))
KDR3_V = f(KDR, 1, _KV, it(M3, "supply_voltage", "V", lo=3.0, hi=3.6, condition="KDR-24M3"))
KDR_I = f(KDR, 1, "≤45mA ≤38mA", it(KDR, "supply_current", "mA", hi=45, condition="KDR-24M avg"))
KDR3_I = f(KDR, 1, "≤45mA ≤38mA", it(M3, "supply_current", "mA", hi=38, condition="KDR-24M3 avg"))
KDR_T = f(
    KDR,
    1,
    "Working temperature：-20～70℃",
    it(KDR, "operating_temperature", "°C", lo=-20, hi=70, condition="both versions"),
)
KDR3_BAUD = f(
    KDR, 1, "UART - 115200bps, 3.3V TTL", it(M3, "baud_rate", "bps", value=115200, condition="")
)
KDR_OUT_I = f(
    KDR,
    2,
    "OUT can source 8mA max.",
    it(KDR, "output_current", "mA", hi=8, condition="OUT pin source current (FAQ)"),
)
KDR_VOH = f(
    KDR,
    1,
    "OUT level High 3.3V / Low 0V High 3.3V / Low 0V",
    it(KDR, "output_high_voltage", "V", typ=3.3, condition="OUT high level, both versions"),
)
KDR3_5V = f(KDR, 2, "No. KDR-24M3 has no LDO; above 3.6V the RF chip is damaged.")
KDR_FREQ = f(
    KDR,
    1,
    "Operating frequency：24.000～24.250GHz",
    it(KDR, "frequency_band", "GHz", lo=24.0, hi=24.25, condition="K band"),
)
KDR_DIST = f(
    KDR,
    1,
    "Detection distance：0.5～8m",
    it(KDR, "measurement_range", "m", lo=0.5, hi=8, quantity="distance", condition="human"),
)
KDR_HUM = ns(KDR, 2, "Working humidity is not specified; avoid condensation.")
KDR_IP = ns(KDR, 2, "IP rating is not specified; use a plastic cover.")

# --------------------------------------------------------------------- RNM-200
RNM_V = f(
    RNM,
    1,
    "Supply voltage VDD 4.5 5.0 5.5 V",
    it(RNM, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="EC table"),
)
RNM_ABS = f(
    RNM,
    1,
    "Supply voltage VDD -0.3 6.0 V",
    it(RNM, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="absolute maximum"),
)
RNM_I = f(
    RNM,
    1,
    "IDD measuring 28 45 mA",
    it(RNM, "supply_current", "mA", typ=28, hi=45, condition="average, measuring, VDD = 5 V"),
)
RNM_IPK = f(
    RNM,
    1,
    "HV start-up, < 2 s 120 mA",
    it(RNM, "supply_current", "mA", hi=120, condition="HV start-up, < 2 s"),
)
RNM_T = f(
    RNM,
    1,
    "Operating temperature 0 ... +50 °C",
    it(RNM, "operating_temperature", "°C", lo=0, hi=50, condition="features list"),
)
RNM_H = f(
    RNM,
    1,
    "Operating humidity 10 ... 85 %RH, non-condensing",
    it(RNM, "operating_humidity", "%RH", lo=10, hi=85, condition="non-condensing"),
)
RNM_ADDR = f(
    RNM,
    1,
    "I2C (fixed 7-bit address 0x2E, up",
    it(RNM, "i2c_address", values=["0x2E"], condition="fixed, 7-bit"),
)
RNM_CLK = f(
    RNM,
    2,
    "I2C clock frequency fSCL 100 kHz",
    it(RNM, "i2c_clock_frequency", "kHz", hi=100, condition=""),
)
RNM_BAUD = f(
    RNM, 2, "UART baud rate 8N1 19200 Bd", it(RNM, "baud_rate", "baud", typ=19200, condition="8N1")
)
RNM_WARM = f(
    RNM,
    2,
    "Start-up time tSU first value 60 min",
    it(RNM, "warm_up_time", "min", typ=60, condition="first valid value"),
)
RNM_VIH = f(RNM, 1, "VIH 2.3 V", it(RNM, "input_high_voltage", "V", lo=2.3, condition="VDD 5 V"))
RNM_5VT = f(RNM, 1, "3.3 V push-pull / open-drain outputs and are 5 V tolerant inputs")
RNM_DRIFT = ns(RNM, 2, "Long-term drift is not specified.")

# ----------------------------------------------------------------------- DPT60
DPT_RANGE = f(
    DPT,
    1,
    "Measurement range, dew point -60 ... +20 °C Td",
    it(DPT, "measurement_range", "°C", lo=-60, hi=20, quantity="temperature", condition="Td"),
)
DPT_ACC_LO = f(
    DPT,
    1,
    "±3 °C Td at -60 ... -40 °C Td",
    it(
        DPT,
        "accuracy",
        "°C",
        lo=-3,
        hi=3,
        quantity="temperature",
        condition="dew point -60 ... -40 °C Td, +20 °C ambient",
    ),
)
_DV = "Supply voltage 10 ... 28 VDC (loop) 18 ... 30 VDC"
DPTA_V = f(DPT, 1, _DV, it(DA, "supply_voltage", "V", lo=10, hi=28, condition="DPT60A loop"))
DPTM_V = f(DPT, 1, _DV, it(DM, "supply_voltage", "V", lo=18, hi=30, condition="DPT60M"))
_DI = "Current consumption max. 22 mA (loop) typ. 15 mA at 24 VDC"
DPTA_I = f(DPT, 1, _DI, it(DA, "supply_current", "mA", hi=22, condition="DPT60A loop"))
DPTM_I = f(DPT, 1, _DI, it(DM, "supply_current", "mA", typ=15, condition="DPT60M at 24 VDC"))
DPT_T63 = f(
    DPT,
    1,
    "Response time T63 5s",
    it(DPT, "response_time", "s", typ=5, condition="T63, -10 to -40 °C Td, 1 l/min"),
)
DPT_T = f(
    DPT,
    1,
    "Operating temperature, electronics -40 ... +60 °C",
    it(DPT, "operating_temperature", "°C", lo=-40, hi=60, condition="electronics"),
)
DPT_IP = f(DPT, 1, "Ingress protection IP66", it(DPT, "ip_rating", values=["IP66"]))
DPTM_BAUD = f(
    DPT,
    1,
    "RTU interface (default 19200 bit/s, 8E1)",
    it(DM, "baud_rate", "bit/s", typ=19200, condition="default, 8E1"),
)
DPT_HUM = ns(DPT, 2, "Humidity of the ambient air around the electronics is not specified")
DPT_ATEX = ns(DPT, 2, "not intended for use in explosive atmospheres; no ATEX")

# ---------------------------------------------------------------------- KSM-S2
KSM_V = f(
    KSM,
    1,
    "Supply voltage VDD 1.8 3.3 3.6 V",
    it(KSM, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="recommended"),
)
KSM_V22 = f(
    KSM,
    1,
    "VDD 3.0 3.3 3.6 V (KSM-S2R2 / R4, +22 dBm)",
    it(R2, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="KSM-S2R2 at +22 dBm"),
)
KSM4_V22 = f(
    KSM,
    1,
    "VDD 3.0 3.3 3.6 V (KSM-S2R2 / R4, +22 dBm)",
    it(R4, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="KSM-S2R4 at +22 dBm"),
)
KSM_ABS = f(
    KSM,
    1,
    "Supply voltage VDD -0.3 3.9 V",
    it(KSM, "abs_max_supply_voltage", "V", lo=-0.3, hi=3.9, condition="absolute maximum"),
)
_KP = "Max. TX output 14 22 22 dBm"
KSM2_P = f(KSM, 1, _KP, it(R2, "tx_power", "dBm", hi=22, condition="KSM-S2R2, RC2"))
_KI = "TX current 42 230 230 mA"
KSM1_I = f(KSM, 1, _KI, it(R1, "supply_current", "mA", typ=42, condition="KSM-S2R1 TX, 3.3 V"))
KSM2_I = f(KSM, 1, _KI, it(R2, "supply_current", "mA", typ=230, condition="KSM-S2R2 TX, 3.3 V"))
KSM_SLP = f(
    KSM,
    2,
    "Sleep current ISLP 1.5 4 µA",
    it(KSM, "standby_current", "uA", typ=1.5, hi=4, condition="VDD 3.3 V"),
)
KSM_T = f(
    KSM,
    1,
    "Operating temperature TA -30 +85 °C",
    it(KSM, "operating_temperature", "°C", lo=-30, hi=85, condition="recommended"),
)
KSM_BAUD = f(KSM, 1, "UART at 9600 bps, 8N1", it(KSM, "baud_rate", "bps", value=9600))
KSM_RX5 = f(KSM, 2, "UART_RX I AT command (not 5 V tolerant)")
KSM_VIN = f(KSM, 1, "Input voltage (digital pins) VIN -0.3 VDD+0.3 V")
KSM_HUM = ns(KSM, 2, "Operating humidity is not specified for the bare module.")

# ---------------------------------------------------------------------- KTV 12
_TV = "19.2 ... 30 19.2 ... 30 V DC"
KTV_V = f(KTV, 1, _TV, it(KTV, "supply_voltage", "V", lo=19.2, hi=30, condition="both types"))
KTVI_I = f(
    KTV,
    1,
    "≤ 22 ≤ 35 *1 mA",
    it(TI, "supply_current", "mA", hi=35, condition="KTV 12-UI/I at 24 V, 20 mA out, 500 Ohm"),
)
KTV_T = f(
    KTV,
    2,
    "-25 ... +60 *2 -25 ... +60 *2 °C",
    it(KTV, "operating_temperature", "°C", lo=-25, hi=60, condition="single device"),
)
KTV_SBS = f(
    KTV,
    2,
    "When mounted side by side without spacing: max. +50 °C.",
    it(KTV, "operating_temperature", "°C", hi=50, condition="side by side without spacing"),
)
# side by side: lower bound from the table, upper bound from footnote *2 (one item, two quotes)
KTV_SBS_RANGE = (
    [
        it(
            KTV,
            "operating_temperature",
            "°C",
            lo=-25,
            hi=50,
            condition="mounted side by side without spacing (footnote *2)",
        )
    ],
    KTV_T[1] + KTV_SBS[1],
)
KTVI_OUT = f(
    KTV,
    1,
    "Ausgang / Output 4 ... 20 mA KTV 12-UI/I",
    it(TI, "output_signal_type", values=["4-20 mA"], condition="KTV 12-UI/I"),
)
KTV_IN = f(
    KTV,
    1,
    "DIP switch: 0 ... 10 V, 0 ... 20 mA or 4 ... 20 mA.",
    it(KTV, "analog_input_range", "V", lo=0, hi=10, condition="voltage input range"),
)
KTV_POL = ns(KTV, 2, "Input reverse polarity protection is not specified.")
KTV_UL = ns(KTV, 2, "UL approval: not specified.")

# --------------------------------------------------------------------- UFM-200
UFM_V = f(
    UFM,
    1,
    "Power supply 24 VDC ± 10 %, consumption < 2 W",
    it(UFM, "supply_voltage", "V", typ=24, condition="24 VDC ±10 %"),
)
UFM_P = f(
    UFM,
    1,
    "Power supply 24 VDC ± 10 %, consumption < 2 W",
    it(UFM, "power_consumption", "W", hi=2, condition=""),
)
_Q = (
    "Minimum flow Qmin 0.03 0.05 0.08 m³/h Nominal flow Qn 2.5 4.0 6.3 m³/h "
    "Maximum flow Qmax 3.1 5.0 7.9 m³/h"
)


def _flow(dev: str, lo: float, hi: float) -> Fact:
    return (
        [
            it(
                dev,
                "measurement_range",
                "l/h",
                lo=lo,
                hi=hi,
                quantity="flow_rate",
                condition=f"{dev} Qmin ... Qmax, {lo / 1000:g} ... {hi / 1000:g} m³/h",
            )
        ],
        [ev(UFM, 1, _Q)],
    )


U15_Q = _flow(U15, 30, 3100)
U20_Q = _flow(U20, 50, 5000)
UFM_T = f(
    UFM,
    1,
    "Ambient temperature -10 ... +55 °C",
    it(UFM, "operating_temperature", "°C", lo=-10, hi=55, condition="ambient"),
)
UFM_BAUD = f(
    UFM,
    1,
    "RS-485 Modbus RTU (9600 bps default)",
    it(UFM, "baud_rate", "bps", typ=9600, condition="default"),
)
UFM_ISO = ns(UFM, 2, "Output isolation is not specified.")
UFM_MID = ns(UFM, 2, "MID / OIML approval is not specified for this series.")

# --------------------------------------------------------------------- KCL2-10
KCL_R = f(
    KCL,
    1,
    "Measurement range 0～10 ppm",
    it(KCL, "measurement_range", "ppm", lo=0, hi=10, quantity=GAS, condition="Cl2"),
)
KCL_RESP = f(
    KCL,
    1,
    "Response time ≤60 s 0→5 ppm",
    it(KCL, "response_time", "s", hi=60, condition="T90, 0 to 5 ppm"),
)
_KT = "Temperature -20～+50℃ 0～+20℃"
KCL_T = f(KCL, 1, _KT, it(KCL, "operating_temperature", "°C", lo=-20, hi=50))
KCL_TS = f(KCL, 1, _KT, it(KCL, "storage_temperature", "°C", lo=0, hi=20))
KCL_H = f(
    KCL,
    1,
    "Humidity 15～90 %RH 15～90 %RH",
    it(KCL, "operating_humidity", "%RH", lo=15, hi=90, condition="operating"),
)
KCL_WARM = f(
    KCL,
    2,
    "Warm-up： after connecting to the circuit, wait 30 min before use.",
    it(KCL, "warm_up_time", "min", value=30, condition="after connecting to the circuit"),
)
KCL_NOV = ns(KCL, 1, "The sensor itself has no supply voltage.")
KCL_ACC = ns(KCL, 2, "Accuracy： not specified (depends on calibration).")
KCL_IP = ns(KCL, 2, "Ingress protection： not specified.")

# --------------------------------------------------------------------- KCO5120
KCO_V = f(
    KCO,
    1,
    "VDD Supply voltage 2.7 3.3 5.5 V",
    it(KCO, "supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5, condition="recommended"),
)
KCO_I5 = f(
    KCO,
    1,
    "VDD = 5.0 V 1.4 2.4 mA",
    it(KCO, "supply_current", "mA", typ=1.4, hi=2.4, condition="measuring, VDD = 5.0 V"),
)
KCO_ADDR = f(KCO, 1, "7-bit I2C address is 0x52.", it(KCO, "i2c_address", values=["0x52"]))
KCO_CLK = f(
    KCO,
    2,
    "fSCL I2C clock 400 kHz frequency",
    it(KCO, "i2c_clock_frequency", "kHz", hi=400, condition=""),
)
KCO_ACC = f(
    KCO,
    1,
    "Accuracy 0 ppm to 100 ppm ±5 ppm",
    it(KCO, "accuracy", "ppm", lo=-5, hi=5, quantity=GAS, condition="0 to 100 ppm, typ"),
)
KCO_T = f(
    KCO,
    1,
    "TA Operating ambient temperature -20 50 °C",
    it(KCO, "operating_temperature", "°C", lo=-20, hi=50, condition="recommended"),
)
KCO_RESP = f(
    KCO,
    1,
    "Response time, t90 0 to 100 ppm step 35 60 s",
    it(KCO, "response_time", "s", typ=35, hi=60, condition="t90, 0 to 100 ppm step"),
)
KCO_PU = f(KCO, 2, "SDA and SCL are open-drain; pull-up resistors to VDD are required.")
KCO_LIFE = ns(KCO, 2, "Lifetime in air is not specified;")
KCO_H2 = ns(KCO, 2, "Cross-sensitivity to hydrogen is not specified.")
