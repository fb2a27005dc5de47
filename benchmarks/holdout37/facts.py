"""Reference facts of the thirty-seventh hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import EPR, HSE, KFR, KGL, LWS, RG, SNT, TPM, Fact, Item, ev, it


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


TA, TV = "TPM-2A", "TPM-2V"
EV, EM = "EPR-05V", "EPR-05M"
S3 = "SNT-3"
K12, K40 = "KFR-12", "KFR-40"
H100, H1K = "HSE-4-100", "HSE-4-1K"
RR, RH, RP = "RG 50-R", "RG 50-H", "RG 50-P"
GAS = "gas_concentration"

# --------------------------------------------------------------------------- TPM-2
TPM_VLINE = "Vdc - 10 ... 30 12 ... 30"
TPMA_V = f(TPM, 1, TPM_VLINE, it(TA, "supply_voltage", "V", lo=10, hi=30, condition="TPM-2A"))
TPMV_V = f(TPM, 1, TPM_VLINE, it(TV, "supply_voltage", "V", lo=12, hi=30, condition="TPM-2V"))
TPMA_I = f(
    TPM,
    1,
    "mA - 22 max. 8 typ. (1)",
    it(TA, "supply_current", "mA", hi=22, condition="TPM-2A current consumption"),
)
TPMV_I12 = f(
    TPM,
    1,
    "At 12 Vdc the consumption rises to 11 mA max.",
    it(TV, "supply_current", "mA", hi=11, condition="TPM-2V at 12 Vdc (footnote 1)"),
)
TPM_T = f(
    TPM,
    1,
    "Temperatura di lavoro / Operating temperature -40 ... +80 °C",
    it(TPM, "operating_temperature", "°C", lo=-40, hi=80),
)
TPM_IP = f(TPM, 1, "Grado di protezione / Protection IP67", it(TPM, "ip_rating", values=["IP67"]))
TPMV_OUT = (
    [it(TV, "analog_output_voltage", "V", lo=0, hi=1, condition="TPM-2V 0...1 V output")],
    [
        ev(TPM, 1, "Uscita / Output thermopile 4 ... 20 mA 0 ... 1 V"),
        ev(TPM, 2, "TPM-2V: the output can be read by any 3.3 V or 5 V ADC"),
    ],
)
TPM2_OUT = f(
    TPM,
    2,
    "The TPM-2 output is a few millivolts (max. about 28 mV at 2000 W/m²); connect it to a "
    "data logger input with microvolt resolution, not to a 10-bit ADC.",
    it(TPM, "analog_output_voltage", "mV", hi=28, condition="passive TPM-2 at 2000 W/m2"),
)
TPM_DERATE = f(
    TPM,
    2,
    "Derating: above +60 °C the TPM-2A supply must not exceed 24 Vdc.",
    it(TA, "supply_voltage", "V", hi=24, condition="TPM-2A above +60 °C (derating)"),
)
TPM_DEW = ns(TPM, 2, "Accuracy under dew conditions is not specified.")

# --------------------------------------------------------------------------- EPR-05
EPR_ABS = f(
    EPR,
    1,
    "Supply voltage VDD -0.3～32 V",
    it(EPR, "abs_max_supply_voltage", "V", lo=-0.3, hi=32, condition="absolute maximum"),
)
EPR_V = f(
    EPR,
    1,
    "Supply voltage VDD 5.0～24 V",
    it(EPR, "supply_voltage", "V", lo=5.0, hi=24, condition="recommended operating"),
)
EPR_TOP = f(
    EPR,
    1,
    "Recommended Operating Conditions Item Symbol Range Unit Supply voltage VDD 5.0～24 V "
    "Operating temperature Topr -30～70",
    it(EPR, "operating_temperature", "°C", lo=-30, hi=70, condition="recommended operating"),
)
EPRM_I5 = f(
    EPR,
    1,
    "Current consumption VDD=5V 6.0 max. 15 max. mA",
    it(EM, "supply_current", "mA", hi=15, condition="EPR-05M at VDD = 5 V"),
)
EPRM_BAUD = f(
    EPR,
    1,
    "EPR-05M: Modbus RTU, 19200 bps, 8N1 default, slave address 1",
    it(EM, "baud_rate", "bps", value=19200, condition="default"),
)
EPRV_OUT = f(
    EPR,
    1,
    "Output 0～1.8 RS-485 V",
    it(EV, "analog_output_voltage", "V", lo=0, hi=1.8, condition="EPR-05V"),
)
EPR_3V3 = f(
    EPR,
    2,
    "Do not supply 3.3V: the sensor does not start below 5.0V.",
    it(EPR, "supply_voltage", "V", lo=5.0, condition="does not start below 5.0 V"),
)
EPR_HUM = ns(EPR, 2, "Operating humidity is not specified; avoid immersion.")

# --------------------------------------------------------------------------- LWS-20
LWS_V = f(
    LWS,
    1,
    "Excitation voltage VEXC 2.5 3.3 5.0 V",
    it(LWS, "supply_voltage", "V", lo=2.5, typ=3.3, hi=5.0, condition="excitation VEXC"),
)
LWS_ABS = f(
    LWS,
    1,
    "-0.3 V to 6.0 V",
    it(LWS, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="VEXC to GND"),
)
LWS_I5 = f(
    LWS,
    1,
    "VEXC = 5 V 3.1 4.5 mA",
    it(LWS, "supply_current", "mA", typ=3.1, hi=4.5, condition="excitation current, VEXC = 5 V"),
)
LWS_SET = f(
    LWS,
    1,
    "tSET to 1 % of final 10 ms",
    it(LWS, "warm_up_time", "ms", hi=10, condition="settling time after excitation on"),
)
LWS_T = f(
    LWS,
    1,
    "Operating temperature -40 °C to +60 °C",
    it(LWS, "operating_temperature", "°C", lo=-40, hi=60, condition="feature list"),
)
LWS_GPIO = f(
    LWS,
    2,
    "A 3.3 V GPIO of an ESP32 or a 5 V Arduino pin can source the excitation current.",
)
LWS_IP = ns(LWS, 2, "An IP code is not assigned to the blade.")
LWS_LIFE = ns(LWS, 2, "a lifetime figure under continuous excitation is not specified.")
LWS_CABLE = ns(LWS, 2, "Cable lengths up to 75 m are supported; longer cables are not specified.")

# --------------------------------------------------------------------------- SNT
SNT_VLINE = "Power supply DC5～30V DC12～24V"
SNT3_V = f(SNT, 1, SNT_VLINE, it(S3, "supply_voltage", "V", lo=5, hi=30, condition="SNT-3"))
SNT7_V = f(SNT, 1, SNT_VLINE, it(SNT, "supply_voltage", "V", lo=12, hi=24, condition="SNT-7"))
SNT7_P = f(SNT, 1, "≤0.15W ≤0.5W", it(SNT, "power_consumption", "W", hi=0.5, condition="SNT-7 max"))
SNT_BAUD = f(
    SNT,
    1,
    "factory default slave address 0x01, baud rate 4800bps",
    it(SNT, "baud_rate", "bps", value=4800, condition="factory default"),
)
SNT_IP = f(SNT, 1, "Protection：IP68", it(SNT, "ip_rating", values=["IP68"]))
SNT_5V = f(SNT, 2, "No. SNT-7 needs 12～24V. SNT-3 works from 5V.")
SNT_SALINE = ns(SNT, 2, "Accuracy in saline soil is not specified.")

# --------------------------------------------------------------------------- KFR
KFR_T = f(
    KFR,
    2,
    "2.9 Operating temperature -30 ~ +70 °C -30 ~ +70 °C",
    it(K40, "operating_temperature", "°C", lo=-30, hi=70, condition="Table 2 continued"),
)
KFR_RISE = f(
    KFR,
    1,
    "2.5 Device rise time < 3 µs < 3 µs",
    it(K12, "response_time", "us", hi=3, condition="device rise time"),
)
KFR_V = ns(KFR, 2, "The maximum applied voltage is not specified; limit the current instead.")
KFR_ACC = ns(
    KFR,
    2,
    "Use with a sharp edge or as a precision load cell is not recommended (accuracy not "
    "specified).",
)

# --------------------------------------------------------------------------- HSE-4
HSE_T = f(
    HSE, 1, "Temperature range °C -30 to 50", it(HSE, "operating_temperature", "°C", lo=-30, hi=50)
)
HSE_HUM = f(
    HSE,
    1,
    "Humidity range %RH continuous 15 to 90",
    it(HSE, "operating_humidity", "%RH", lo=15, hi=90, condition="continuous"),
)
HSE1K_RANGE = f(
    HSE,
    1,
    "HSE-4-100 (0 to 100 ppm) HSE-4-1K (0 to 1000 ppm)",
    it(H1K, "measurement_range", "ppm", lo=0, hi=1000, quantity=GAS),
)
HSE100_RESP = f(
    HSE,
    1,
    "Response time < 25 < 30",
    it(H100, "response_time", "s", hi=25, condition="t90, zero to 20 ppm"),
)
HSE_WARM = f(
    HSE,
    2,
    "Warm-up time hours after first bias <2",
    it(HSE, "warm_up_time", "h", hi=2, condition="after first bias"),
)
HSE_NOSUP = (
    [],
    [
        ev(HSE, 1, "It has no supply pin: it must be operated by a potentiostatic circuit"),
        ev(HSE, 2, "The sensor is not a stand-alone 3.3 V or 5 V device"),
    ],
)
HSE_ATEX = ns(HSE, 2, "an ATEX rating is not specified.")

# --------------------------------------------------------------------------- KGL-06
KGL_V = f(
    KGL,
    1,
    "Supply voltage VCC 5.0 ± 0.1 V",
    it(KGL, "supply_voltage", "V", typ=5.0, condition="recommended, 5.0 ± 0.1 V"),
)
KGL_TOP = f(
    KGL,
    1,
    "Supply voltage VCC 5.0 ± 0.1 V Operating temperature TA -10 ~ 50 °C",
    it(KGL, "operating_temperature", "°C", lo=-10, hi=50, condition="recommended operating"),
)
KGL_I = f(
    KGL,
    1,
    "Supply current heater on, clean air 150 180 mA",
    it(KGL, "supply_current", "mA", typ=150, hi=180, condition="heater on, clean air"),
)
KGL_RANGE = f(
    KGL,
    1,
    "Detection range 200 ~ 10000 ppm LPG",
    it(KGL, "measurement_range", "ppm", lo=200, hi=10000, quantity=GAS),
)
KGL_PRE = f(
    KGL,
    1,
    "Preheat: 48 hours at first use after storage; 3 minutes at each power-on.",
    it(KGL, "warm_up_time", "min", value=3, condition="each power-on"),
    it(KGL, "warm_up_time", "h", value=48, condition="first use after storage"),
)
KGL_3V3 = f(KGL, 2, "6.1 Operation from 3.3 V is not supported; the heater needs 5.0 V.")
KGL_DO5 = f(KGL, 2, "6.3 DO is pulled up to VCC (5 V). A 3.3 V-only input needs a level shifter.")
KGL_RESP = ns(KGL, 2, "response time to LPG is not specified.")

# --------------------------------------------------------------------------- RG 50
RG_CONTACT = f(
    RG,
    1,
    "Schaltleistung / 24 V DC / 50 mA 24 V DC / 50 mA - Contact rating",
    it(RR, "contact_voltage", "V", hi=24, condition="reed contact, DC"),
    it(RR, "contact_current", "mA", hi=50, condition="reed contact"),
)
RG_VLINE = "Versorgung / V DC - 24 ±10 % 5 ... 30 Supply voltage"
RGH_V = f(RG, 1, RG_VLINE, it(RH, "supply_voltage", "V", typ=24, condition="24 V DC ±10 %"))
RGP_V = f(RG, 1, RG_VLINE, it(RP, "supply_voltage", "V", lo=5, hi=30, condition="RG 50-P"))
RGH_I = f(
    RG,
    1,
    "Stromaufnahme / mA - 1250 (heater on) 2 max. Current consumption",
    it(RH, "supply_current", "mA", value=1250, condition="heater on"),
)
RGH_T = f(
    RG,
    1,
    "°C 0 ... +60 -25 ... +60 0 ... +60 Operating temperature",
    it(RH, "operating_temperature", "°C", lo=-25, hi=60, condition="heated version"),
)
RGH_SUP = f(RG, 2, "RG 50-H: the heater needs a separate 24 V supply rated for 1.5 A.")
RG_MCU = f(
    RG,
    2,
    "RG 50-R: potential-free reed contact; counts with any MCU input with pull-up (3.3 V or 5 V).",
)
RG_ERR = ns(RG, 1, "above 7 mm/min the error is not specified.")
