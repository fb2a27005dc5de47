"""Reference facts of the twenty-eighth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import BAC, EMA, HB, KRH, MYO, PLX, TGA, ZK, Fact, Item, ev, it


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


GC = "gas_concentration"

# --------------------------------------------------------------------------- PLX2901
PLX_VDD = f(
    PLX, 1, "VDD Guaranteed by PSRR 1.7 3.6 V", it(PLX, "supply_voltage", "V", lo=1.7, hi=3.6)
)
PLX_ABS = f(PLX, 1, "VDD to GND", it(PLX, "abs_max_supply_voltage", "V", hi=4.0))
PLX_ABS[1].append(ev(PLX, 1, "-0.3 V to +4.0 V"))
PLX_IDD100 = f(
    PLX,
    1,
    "HR mode, 100 sps, LED off 600 1100 µA",
    it(PLX, "supply_current", "uA", typ=600, hi=1100, condition="HR mode, 100 sps, LED off"),
)
PLX_IDD25 = f(
    PLX,
    1,
    "HR mode, 25 sps, LED off 180 µA",
    it(PLX, "supply_current", "uA", typ=180, condition="HR mode, 25 sps, LED off"),
)
PLX_SHDN = f(PLX, 1, "ISHDN TA = +25°C 0.7 5 µA", it(PLX, "standby_current", "uA", typ=0.7, hi=5))
PLX_TOP = f(
    PLX,
    1,
    "Operating temperature range",
    it(PLX, "operating_temperature", "°C", lo=-40, hi=85),
)
PLX_TOP[1].append(ev(PLX, 1, "-40°C to +85°C"))
PLX_ADDR = f(PLX, 1, "I2C slave address 0x5B", it(PLX, "i2c_address", values=["0x5B"]))
PLX_5V = ns(PLX, 1, "they are not 5 V tolerant")
PLX_I2C = f(PLX, 2, "fSCL 0 400 kHz", it(PLX, "i2c_clock_frequency", "kHz", lo=0, hi=400))
PLX_VIH = f(
    PLX, 2, "VIH SDA, SCL 1.4 V", it(PLX, "input_high_voltage", "V", lo=1.4, condition="SDA, SCL")
)
PLX_RATE = f(
    PLX, 2, "Sample Rate Register SR[2:0] 25 1600 sps", it(PLX, "data_rate", "SPS", lo=25, hi=1600)
)
PLX_RES = f(PLX, 1, "ADC Resolution 18 bits", it(PLX, "resolution", "bit", value=18))
PLX_ACC = ns(PLX, 1, "depends on the host algorithm and is not specified by Brightmoor")

# --------------------------------------------------------------------------- HB-28
HB_V = f(
    HB,
    1,
    "Working voltage 3.3V～5.5V 3.0V～3.6V",
    it("HB-28A", "supply_voltage", "V", lo=3.3, hi=5.5),
    it("HB-28D", "supply_voltage", "V", lo=3.0, hi=3.6),
)
HB_VA = f(HB, 1, "Working voltage 3.3V～5.5V", it("HB-28A", "supply_voltage", "V", lo=3.3, hi=5.5))
HB_VD = f(
    HB,
    1,
    "Working voltage 3.3V～5.5V 3.0V～3.6V",
    it("HB-28D", "supply_voltage", "V", lo=3.0, hi=3.6),
)
HB_VD[1].append(ev(HB, 2, "The HB-28D supply and I2C lines are 3.3V only."))
HB_I = f(
    HB,
    1,
    "Working current ≤4mA ≤1.6mA (measuring)",
    it("HB-28A", "supply_current", "mA", hi=4),
    it("HB-28D", "supply_current", "mA", hi=1.6, condition="measuring"),
)
HB_ID = f(
    HB,
    1,
    "Working current ≤4mA ≤1.6mA (measuring)",
    it("HB-28D", "supply_current", "mA", hi=1.6, condition="measuring"),
)
HB_ADDR = f(HB, 1, "I2C, address 0x3C", it("HB-28D", "i2c_address", values=["0x3C"]))
HB_TOP = f(
    HB,
    1,
    "Working temperature -10～+60℃ -10～+60℃",
    it(HB, "operating_temperature", "°C", lo=-10, hi=60),
)
HB_I2C = f(
    HB,
    2,
    "Standard mode and fast mode, max 400kHz",
    it("HB-28D", "i2c_clock_frequency", "kHz", hi=400),
)
HB_WARM = f(
    HB,
    2,
    "HB-28D needs about 5s of stable finger contact before the first reading",
    it("HB-28D", "warm_up_time", "s", value=5),
)
HB_IP = ns(HB, 2, "No protection rating is specified.")
HB_SLEEP = ns(HB, 2, "Sleep current of HB-28D is not given in this manual.")

# --------------------------------------------------------------------------- KRH-300
KRH_VCC = f(
    KRH,
    1,
    "Supply voltage VCC 2.7 3.0 5.5 V",
    it(KRH, "supply_voltage", "V", lo=2.7, typ=3.0, hi=5.5),
)
KRH_ABS = f(KRH, 1, "Supply voltage VCC 7 V", it(KRH, "abs_max_supply_voltage", "V", hi=7))
KRH_TOP = f(
    KRH,
    1,
    "Operating temperature Topr -20 +70 ℃",
    it(KRH, "operating_temperature", "°C", lo=-20, hi=70, condition="recommended"),
)
KRH_ICC = f(
    KRH,
    1,
    "ICC No light, LED off 1.1 2.0 mA",
    it(KRH, "supply_current", "mA", typ=1.1, hi=2.0, condition="no light, LED off, VCC = 3.0 V"),
)
KRH_ICC5 = f(
    KRH,
    2,
    "Supply current VCC = 5.0 V, LED 10 mA 12 mA",
    it(KRH, "supply_current", "mA", typ=12, condition="VCC = 5.0 V, LED 10 mA"),
)
KRH_RESP = f(
    KRH, 1, "Response time tr, tf 10 % to 90 % 3 *3 ms", it(KRH, "response_time", "ms", typ=3)
)
KRH_VOL = f(
    KRH,
    1,
    "VOL IO = 0.5 mA 0.3 V",
    it(KRH, "output_low_voltage", "V", hi=0.3, condition="IO = 0.5 mA"),
)
KRH_MSL = ns(KRH, 2, "The moisture sensitivity level (MSL) is not specified")

# --------------------------------------------------------------------------- MYO-2
MYO_V2 = f(
    MYO, 1, "Supply voltage 3.1-5.5 V / 2.5-3.6 V", it(MYO, "supply_voltage", "V", lo=3.1, hi=5.5)
)
MYO_VL = f(
    MYO,
    1,
    "Supply voltage 3.1-5.5 V / 2.5-3.6 V",
    it("MYO-2L", "supply_voltage", "V", lo=2.5, hi=3.6),
)
MYO_I = f(
    MYO,
    1,
    "Current draw is about 9 mA (MYO-2) while the status LED",
    it(MYO, "supply_current", "mA", typ=9),
)
MYO_OUT = f(
    MYO,
    1,
    "SIG (envelope), RAW (raw EMG), both analog",
    it(MYO, "output_signal_type", values=["analog"]),
)
MYO_TOP = ns(MYO, 2, "temperature range is not specified.")
MYO_CABLE = ns(MYO, 2, "length is not specified.")

# --------------------------------------------------------------------------- EMA-10
EMA_VQ = "Supply voltage VS 3.0 ... 3.6 4.5 ... 5.5 3.0 ... 3.6 V"
EMA_V3 = f(EMA, 1, EMA_VQ, it("EMA-10-3", "supply_voltage", "V", lo=3.0, hi=3.6))
EMA_V5 = f(EMA, 1, EMA_VQ, it("EMA-10-5", "supply_voltage", "V", lo=4.5, hi=5.5))
EMA_VD = f(EMA, 1, EMA_VQ, it("EMA-10-D", "supply_voltage", "V", lo=3.0, hi=3.6))
EMA_ID = (
    [
        it("EMA-10-D", "supply_current", "mA", typ=3.8, condition="typ., SPI idle, 1000 Hz"),
        it("EMA-10-D", "supply_current", "mA", hi=5.0, condition="max., SPI idle, 1000 Hz"),
    ],
    [
        ev(EMA, 1, "Supply current, typ. IS 2.1 2.4 3.8 1) mA"),
        ev(EMA, 1, "Supply current, max. IS 3.0 3.5 5.0 1) mA"),
    ],
)
EMA_OUT3 = f(
    EMA,
    1,
    "VOUT 0.05 ... 3.2 0.05 ... 4.9 - V",
    it("EMA-10-3", "analog_output_voltage", "V", lo=0.05, hi=3.2, condition="envelope output"),
)
EMA_OUT5 = f(
    EMA,
    1,
    "VOUT 0.05 ... 3.2 0.05 ... 4.9 - V",
    it("EMA-10-5", "analog_output_voltage", "V", lo=0.05, hi=4.9, condition="envelope output"),
)
EMA_RATE = f(
    EMA, 1, "Sample rate fS - - 250 ... 2000 Hz", it("EMA-10-D", "data_rate", "Hz", lo=250, hi=2000)
)
EMA_SPI = f(
    EMA, 1, "SPI clock fSCK - - max. 8 MHz", it("EMA-10-D", "spi_clock_frequency", "MHz", hi=8)
)
EMA_TQ = "Operating temperature TA 0 ... 50 0 ... 50 -20 ... 60 °C"
EMA_TOP3 = f(EMA, 2, EMA_TQ, it("EMA-10-3", "operating_temperature", "°C", lo=0, hi=50))
EMA_TOPD = f(EMA, 2, EMA_TQ, it("EMA-10-D", "operating_temperature", "°C", lo=-20, hi=60))
EMA_HUM = f(
    EMA,
    2,
    "Relative humidity 10 ... 85 2) 10 ... 85 2) 10 ... 85 2) %",
    it(EMA, "operating_humidity", "%RH", lo=10, hi=85, condition="non-condensing"),
)
EMA_ABS5 = f(
    EMA, 2, "Supply voltage VS 4.0 6.0 V", it("EMA-10-5", "abs_max_supply_voltage", "V", hi=6.0)
)
EMA_ABS3 = f(
    EMA, 2, "Supply voltage VS 4.0 6.0 V", it("EMA-10-3", "abs_max_supply_voltage", "V", hi=4.0)
)
EMA_CABLE = ns(EMA, 2, "a maximum cable length is not specified")

# --------------------------------------------------------------------------- TGA-3B
TGA_VH = (
    [
        it(TGA, "supply_voltage", "V", typ=5.0, condition="heater voltage VH, 5.0 ± 0.2 V"),
        it(TGA, "supply_voltage", "V", lo=4.8, hi=5.2, condition="heater voltage VH"),
    ],
    [
        ev(TGA, 1, "Heater voltage VH AC or DC 5.0 ± 0.2 V"),
        ev(TGA, 2, "heater voltage outside 4.8～5.2 V"),
    ],
)
TGA_PH = f(
    TGA,
    1,
    "PH VH = 5.0 V 280 mW (typ.)",
    it(TGA, "power_consumption", "mW", typ=280, condition="heater"),
)
TGA_IH = f(
    TGA,
    1,
    "Heater current IH VH = 5.0 V 56 mA (typ.)",
    it(TGA, "supply_current", "mA", typ=56, condition="heater"),
)
TGA_RANGE = f(
    TGA,
    1,
    "Detection range: 50～5,000 ppm of ethanol",
    it(TGA, "measurement_range", "ppm", lo=50, hi=5000, quantity=GC, condition="ethanol"),
)
TGA_TOP = f(
    TGA,
    1,
    "Operating temperature -10～+50 ℃",
    it(TGA, "operating_temperature", "°C", lo=-10, hi=50),
)
TGA_HUM = f(
    TGA,
    1,
    "Operating humidity 95 %RH max. (no condensation)",
    it(TGA, "operating_humidity", "%RH", hi=95),
)
TGA_RESP = f(
    TGA,
    2,
    "Response time (90 %): within 10 s after exposure to 300 ppm ethanol.",
    it(TGA, "response_time", "s", hi=10, condition="90 %, 300 ppm ethanol"),
)
TGA_WARM = f(
    TGA,
    2,
    "Warm-up after short power-off: at least 3 minutes before reading.",
    it(TGA, "warm_up_time", "min", lo=3, condition="after short power-off"),
)
TGA_RECOV = ns(TGA, 2, "Recovery time: not specified; depends on the exposure concentration.")

# --------------------------------------------------------------------------- ZK-A3
ZK_V = f(
    ZK,
    1,
    "Working voltage 5V±0.1V 5V±0.2V",
    it(ZK, "supply_voltage", "V", typ=5, condition="5 V ± 0.1 V"),
)
ZK_V[1].append(
    ev(ZK, 2, "No. The heater needs 5V; at 3.3V the sensor will not reach working temperature.")
)
ZK_IU = f(ZK, 1, "Working current ≤160mA ≤180mA", it("ZK-A3U", "supply_current", "mA", hi=180))
ZK_I = f(ZK, 1, "Working current ≤160mA ≤180mA", it(ZK, "supply_current", "mA", hi=160))
ZK_BAUD = f(ZK, 1, "Baud rate - 9600bps", it("ZK-A3U", "baud_rate", "bps", value=9600))
ZK_RANGE = f(
    ZK,
    1,
    "Detection range：10～1000ppm",
    it(ZK, "measurement_range", "ppm", lo=10, hi=1000, quantity=GC),
)
ZK_PH = f(
    ZK, 1, "Heater power：≤800mW", it(ZK, "power_consumption", "mW", hi=800, condition="heater")
)
ZK_WARM = f(
    ZK,
    1,
    "Preheat time：≥24h (first use), ≥60s (normal use)",
    it(ZK, "warm_up_time", "s", lo=60, condition="normal use"),
)
ZK_DO = f(
    ZK, 1, "DO output current ≤15mA (LM393)", it(ZK, "output_current", "mA", hi=15, condition="DO")
)
ZK_AO = f(ZK, 1, "AO：0～5V；DO：TTL", it(ZK, "analog_output_voltage", "V", lo=0, hi=5))
ZK_ACC = ns(ZK, 2, "The module is for trend detection only; accuracy is not specified.")

# --------------------------------------------------------------------------- BAC-20
BAC_V = f(
    BAC,
    1,
    "VDD supply voltage 3.0 3.3 5.5 V",
    it(BAC, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5),
)
BAC_ABS = f(BAC, 1, "VDD supply voltage -0.3 6.0 V", it(BAC, "abs_max_supply_voltage", "V", hi=6.0))
BAC_IDD = f(
    BAC,
    1,
    "IDD supply current measuring 6 12 mA",
    it(BAC, "supply_current", "mA", typ=6, hi=12, condition="measuring"),
)
BAC_IDLE = f(
    BAC,
    1,
    "idle, sensor biased 0.9 mA",
    it(BAC, "supply_current", "mA", typ=0.9, condition="idle, sensor biased"),
)
BAC_SLEEP = f(
    BAC,
    1,
    "IDD(sleep) sleep current SLEEP command 4 10 µA",
    it(BAC, "standby_current", "uA", typ=4, hi=10),
)
BAC_TOP = f(
    BAC,
    1,
    "Tamb ambient temperature operating -10 +55 °C",
    it(BAC, "operating_temperature", "°C", lo=-10, hi=55),
)
BAC_ADDR = f(
    BAC, 1, "over I2C (7-bit address 0x2A) or UART", it("BAC-20-I", "i2c_address", values=["0x2A"])
)
BAC_BAUD = f(
    BAC, 1, "the BAC-20-U for UART (115200", it("BAC-20-U", "baud_rate", "bps", value=115200)
)
BAC_I2C = f(BAC, 1, "fSCL 100 kHz", it("BAC-20-I", "i2c_clock_frequency", "kHz", hi=100))
BAC_WARM = f(
    BAC, 2, "twu warm-up time after power-on 20 30 s", it(BAC, "warm_up_time", "s", typ=20, hi=30)
)
BAC_HUM = f(
    BAC,
    2,
    "operating humidity non-condensing 10 95 %RH",
    it(BAC, "operating_humidity", "%RH", lo=10, hi=95),
)
BAC_OIML = ns(BAC, 2, "its conformity with OIML R 126 or EN 16280 is not specified")
