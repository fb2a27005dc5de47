"""Reference facts of the forty-ninth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import DL, EL, FX, LF, LX, RD, TL, TR, Fact, Item, ev, it

DEG = "\u00b0C"


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


LXH, ELF, TRE, TLX = "LX 300-H", "EL-150F", "TR7020-E", "TLM-3X"
FXN, FXP, LFR, LFB = "FX-41N", "FX-41P", "LFV 20-R", "LFV 20-B"
DLV, DLA = "DLM-8V", "DLM-8A"

# --------------------------------------------------------------------------- LX 300
LX_AUXV = f(
    LX,
    2,
    "VAUX 10.8 ... 13.2 10.8 ... 13.2 V",
    it(LX, "supply_voltage", "V", lo=10.8, hi=13.2, condition="auxiliary supply VAUX"),
)
LX_AUXABS = f(
    LX,
    1,
    "Auxiliary supply voltage -0.5 ... 16 -0.5 ... 16 V",
    it(
        LX, "abs_max_supply_voltage", "V", lo=-0.5, hi=16, condition="auxiliary supply, limit value"
    ),
)
LX_AUXI = f(
    LX,
    2,
    "IAUX typ. 350, max. 600 typ. 350, max. 600 mA",
    it(LX, "supply_current", "mA", typ=350, hi=600, condition="auxiliary supply, fan running"),
)
LXH_VIN = f(
    LX,
    1,
    "Input voltage range, operating VIN 0 ... 80 0 ... 200 V",
    it(
        LXH,
        "measurement_range",
        "V",
        lo=0,
        hi=200,
        quantity="voltage",
        condition="load input voltage range, LX 300-H",
    ),
)
LX_P50 = f(
    LX,
    1,
    "PIN 200 200 W",
    it(LX, "power_consumption", "W", hi=200, condition="continuous input power at Tamb = 50 °C"),
)
LX_BAUD = f(
    LX,
    1,
    "RS-232 port (SCPI, 115200 bit/s, 8N1)",
    it(LX, "baud_rate", "bps", value=115200, condition="USB / RS-232, fixed"),
)
LX_TRIG = f(
    LX,
    2,
    "Trigger input TRIG: 5 V TTL, 24 V tolerant",
    it(LX, "abs_max_input_voltage", "V", hi=24, condition="trigger input TRIG, 24 V tolerant"),
)
LX_SLEW = ns(LX, 2, "Slew rate and transient response in CR and CP mode are not specified.")

# --------------------------------------------------------------------------- EL-150
EL_V = f(
    EL,
    1,
    "Module power supply：DC 6～24V (or USB Type-C 5V)",
    it(EL, "supply_voltage", "V", lo=6, hi=24, condition="module power supply"),
)
EL_P = f(
    EL,
    1,
    "Max. power 75W 150W continuous, 25℃",
    it(ELF, "power_consumption", "W", hi=150, condition="EL-150F max. continuous power at 25 °C"),
)
EL_BAUD = f(
    EL,
    1,
    "Serial port：TTL 3.3V, 9600bps (default), 8N1",
    it(EL, "baud_rate", "bps", value=9600, condition="TTL serial default"),
)
EL_VIN = f(
    EL,
    1,
    "Input voltage 1.5～30V 1.5～60V",
    it(
        EL,
        "measurement_range",
        "V",
        lo=1.5,
        hi=30,
        quantity="voltage",
        condition="load input voltage, EL-150",
    ),
)
EL_RX = f(
    EL,
    1,
    "TX / RX TTL serial, 3.3V level, RX not 5V tolerant",
    it(EL, "interface", values=["UART"], condition="TTL serial 3.3 V level, RX not 5 V tolerant"),
)

# --------------------------------------------------------------------------- RDC2614
RD_V = f(
    RD,
    1,
    "AVDD, DVDD 4.75 5.0 5.25 V",
    it(RD, "supply_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="AVDD, DVDD"),
)
RD_VD = f(
    RD,
    1,
    "VDRIVE 2.3 5.25 V",
    it(RD, "io_supply_voltage", "V", lo=2.3, hi=5.25, condition="VDRIVE logic supply"),
)
RD_PD = f(
    RD,
    1,
    "IDD power-down 50 µA RESET low",
    it(RD, "standby_current", "uA", hi=50, condition="power-down, RESET low"),
)
RD_SPI3 = f(
    RD,
    2,
    "fSCLK 16 MHz max Serial clock frequency, VDRIVE = 2.3 V to 3.6 V",
    it(RD, "spi_clock_frequency", "MHz", hi=16, condition="VDRIVE = 2.3 V to 3.6 V"),
)
RD_T = f(
    RD,
    2,
    "Operating temperature range (ambient) -40 °C to +125 °C",
    it(RD, "operating_temperature", DEG, lo=-40, hi=125),
)
# relative level (VDRIVE - 0.3 V): evidence only, no number to score
RD_VOH: Fact = ([], [ev(RD, 1, "Output High Voltage, VOH VDRIVE - 0.3 V ISOURCE = 1 mA")])
RD_ESD = ns(RD, 2, "The HBM withstand level of the RDC2614 is not specified in this revision.")

# --------------------------------------------------------------------------- TR7020
TR_V = f(
    TR,
    1,
    "Supply voltage VCC 4.5～5.5 4.5～5.5 V",
    it(TR, "supply_voltage", "V", lo=4.5, hi=5.5, condition="recommended"),
)
TR_T = f(
    TR,
    1,
    "Operating temperature Topr -20～+85 -40～+105 ℃",
    it(TR, "operating_temperature", DEG, lo=-20, hi=85, condition="TR7020, recommended"),
)
TRE_T = f(
    TR,
    1,
    "Operating temperature Topr -20～+85 -40～+105 ℃",
    it(TRE, "operating_temperature", DEG, lo=-40, hi=105, condition="TR7020-E, recommended"),
)
TR_I105 = f(
    TR,
    2,
    "Supply current Ta=105℃, VCC=5.5V 24 mA",
    it(TR, "supply_current", "mA", typ=24, condition="Ta = 105 °C, VCC = 5.5 V, reference data"),
)
TR_VIH = f(
    TR,
    1,
    "VIH 2.0 V",
    it(TR, "input_high_voltage", "V", lo=2.0, condition="Ta = 25 °C, VCC = 5.0 V"),
)
TR_VOH = f(
    TR,
    1,
    "VOH IOH=-4mA 4.2 V",
    it(TR, "output_high_voltage", "V", lo=4.2, condition="IOH = -4 mA"),
)
TR_RES = f(
    TR,
    1,
    "Resolution is 12 bit (4096 counts/rev)",
    it(TR, "resolution", "bit", value=12, condition="12 bit, 4096 counts/rev"),
)
TR_MSL = ns(TR, 2, "Moisture sensitivity level：not specified.")

# --------------------------------------------------------------------------- FX-41
FX_V = f(
    FX,
    1,
    "12 to 24 V DC ±10 %, ripple (P-P) 10 % max.",
    it(FX, "supply_voltage", "V", lo=12, hi=24, condition="±10 %, ripple 10 % max."),
)
FXP_I = f(
    FX,
    1,
    "Normal: 38 mA max.*1",
    it(FXP, "supply_current", "mA", hi=38, condition="FX-41P normal mode, at 24 V"),
)
FX_OUT = f(
    FX,
    1,
    "100 mA max. (30 V DC max.)*2",
    it(FX, "output_current", "mA", hi=100, condition="control output"),
)
FX_RT = f(
    FX,
    1,
    "1 ms (FINE) / 4 ms (SUPER)",
    it(FX, "response_time", "ms", value=1, condition="FINE mode"),
)
FX_T7 = f(
    FX,
    1,
    "*3 -10 to +50 °C when 4 to 7 units are connected side by side.",
    it(FX, "operating_temperature", DEG, lo=-10, hi=50, condition="4 to 7 units side by side"),
)
FX_T = f(
    FX,
    1,
    "-10 to +55 °C (No freezing)*3",
    it(FX, "operating_temperature", DEG, lo=-10, hi=55, condition="single unit"),
)
FX_IP = f(FX, 1, "Enclosure rating IP40", it(FX, "ip_rating", values=["IP40"]))
FX_LUX = ns(FX, 2, "Sensing distance in ambient light above 10000 lx is not specified.")

# --------------------------------------------------------------------------- LFV 20
LF_V = f(
    LF,
    1,
    "Operating voltage Ub [V DC] 10 ... 30 10 ... 30",
    it(LF, "supply_voltage", "V", lo=10, hi=30, condition="Ub"),
)
LFB_RT = f(
    LF,
    1,
    "Response time [µs] 100 200",
    it(LFB, "response_time", "us", value=200, condition="LFV 20-B"),
)
LF_T = f(
    LF,
    1,
    "Operating temperature [°C] -25 ... +55 -25 ... +55",
    it(LF, "operating_temperature", DEG, lo=-25, hi=55),
)
LF_PP = f(
    LF,
    2,
    "in PNP operation it drives up to Ub",
    it(LF, "output_signal_type", values=["push-pull"], condition="PNP operation drives up to Ub"),
)
LF_UL = ns(LF, 2, "UL approval: not specified.")

# --------------------------------------------------------------------------- DLM-8
DL_V = f(DL, 1, "Power supply：DC 9～36V", it(DL, "supply_voltage", "V", lo=9, hi=36))
DL_SLEEP = f(
    DL,
    1,
    "Working current：<40mA@12V (logging), sleep <0.3mA",
    it(DL, "standby_current", "mA", hi=0.3, condition="sleep"),
)
DLA_R = f(
    DL,
    1,
    "Measuring range 0～10V 4～20mA -200～+1300℃",
    it(DLA, "measurement_range", "mA", lo=4, hi=20, quantity="current", condition="DLM-8A"),
)
DL_T = f(
    DL, 1, "Working temperature：-20～+70℃", it(DL, "operating_temperature", DEG, lo=-20, hi=70)
)
DL_USB = f(
    DL,
    2,
    "No. The minimum supply is 9V.",
    it(DL, "supply_voltage", "V", lo=9, condition="FAQ: no 5 V USB operation"),
)
DL_IP = ns(DL, 2, "IP rating is not specified.")
DL_ISO = ns(DL, 2, "Isolation withstand voltage: not specified.")

# --------------------------------------------------------------------------- TLM-3
TL_V = f(
    TL,
    1,
    "Supply voltage, VBAT 2.2 3.6 3.8 V",
    it(TL, "supply_voltage", "V", lo=2.2, typ=3.6, hi=3.8, condition="recommended"),
)
TL_VABS = f(
    TL,
    1,
    "Supply voltage, VBAT -0.3 4.0 V",
    it(TL, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0),
)
TL_PINABS = f(
    TL,
    1,
    "SDA, SCL, ALERT -0.3 4.0 V",
    it(TL, "abs_max_input_voltage", "V", lo=-0.3, hi=4.0, condition="SDA, SCL, ALERT"),
)
TL_5V = f(
    TL,
    2,
    "the pins are not 5 V tolerant",
    it(TL, "interface", values=["I2C"], condition="SDA / SCL not 5 V tolerant"),
)
TLX_T = f(
    TL,
    1,
    "Operating temperature, TLM-3X -40 85 °C",
    it(TLX, "operating_temperature", DEG, lo=-40, hi=85, condition="TLM-3X"),
)
TLX_ADDR = f(
    TL,
    1,
    "address 0x4A (TLM-3X: 0x4B)",
    it(TLX, "i2c_address", values=["0x4B"], condition="TLM-3X"),
)
TLX_ACC = f(
    TL,
    1,
    "-0.8 0.8 °C",
    it(
        TLX,
        "accuracy",
        DEG,
        lo=-0.8,
        hi=0.8,
        quantity="temperature",
        condition="-40 °C to 85 °C, TLM-3X",
    ),
)
TL_SCL = f(
    TL,
    2,
    "fSCL I2C clock frequency 400 kHz",
    it(TL, "i2c_clock_frequency", "kHz", hi=400),
)
TL_ESD = ns(TL, 2, "ESD rating and IP rating of the module are not specified.")
