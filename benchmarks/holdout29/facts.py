"""Reference facts of the twenty-ninth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import DOX, ECS, KDO, LKM, SDL, TDR, TRM, VRM, Fact, Item, ev, it


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


# --------------------------------------------------------------------------- DOX-410
DOX_VCC = f(DOX, 1, "Supply Voltage VCC 3.3 5.5 V", it(DOX, "supply_voltage", "V", lo=3.3, hi=5.5))
DOX_ABS = f(DOX, 1, "VCC to GND", it(DOX, "abs_max_supply_voltage", "V", hi=6.0))
DOX_ABS[1].append(ev(DOX, 1, "-0.3 V to +6.0 V"))
DOX_I5 = f(
    DOX,
    1,
    "ICC VCC = 5.0 V, no load 3.2 5.0 mA",
    it(DOX, "supply_current", "mA", typ=3.2, hi=5.0, condition="VCC = 5.0 V, no load"),
)
DOX_I33 = f(
    DOX,
    1,
    "VCC = 3.3 V, no load 2.1 mA",
    it(DOX, "supply_current", "mA", typ=2.1, condition="VCC = 3.3 V, no load (unnamed row)"),
)
DOX_OUT = f(
    DOX,
    1,
    "VOUT 0 mg/L to 20 mg/L 0 3.0 V",
    it(DOX, "analog_output_voltage", "V", lo=0, hi=3.0, condition="0 mg/L to 20 mg/L"),
)
DOX_IOUT = f(
    DOX, 1, "IOUT VOUT within 1 % 1 mA", it(DOX, "output_current", "mA", hi=1, condition="source")
)
DOX_TOP = f(
    DOX,
    1,
    "Operating Temperature Range",
    it(DOX, "operating_temperature", "°C", lo=0, hi=50, condition="absolute maximum ratings"),
)
DOX_TOP[1].append(ev(DOX, 1, "0°C to +50°C"))
DOX_T90 = f(
    DOX,
    2,
    "t90 Air to 0 mg/L, stirred 40 60 s",
    it(DOX, "response_time", "s", typ=40, hi=60, condition="t90, air to 0 mg/L, stirred"),
)
DOX_SETTLE = f(
    DOX,
    2,
    "Output within 2 % 2 min",
    it(DOX, "warm_up_time", "min", hi=2, condition="settling time after power-on"),
)
DOX_DEPTH = ns(DOX, 1, "maximum immersion depth of the probe is not specified")

# --------------------------------------------------------------------------- KDO-7
KDO_V = f(
    KDO,
    1,
    "Power supply DC 10～30V DC 12～24V",
    it("KDO-7M", "supply_voltage", "V", lo=10, hi=30),
    it("KDO-7A", "supply_voltage", "V", lo=12, hi=24),
)
KDO_VM = f(KDO, 1, "Power supply DC 10～30V", it("KDO-7M", "supply_voltage", "V", lo=10, hi=30))
KDO_VM[1].append(ev(KDO, 2, "The KDO-7M needs at least 10V."))
KDO_VA = f(
    KDO, 1, "Power supply DC 10～30V DC 12～24V", it("KDO-7A", "supply_voltage", "V", lo=12, hi=24)
)
KDO_P = f(
    KDO,
    1,
    "Power consumption ≤0.4W ≤0.8W",
    it("KDO-7M", "power_consumption", "W", hi=0.4),
)
KDO_BAUD = f(
    KDO,
    2,
    "Baud rate：2400 / 4800 / 9600bps, default 9600bps",
    it("KDO-7M", "baud_rate", "bps", value=9600, condition="default; 2400 / 4800 selectable"),
)
KDO_WARM = f(
    KDO, 2, "About 30s after power-on.", it(KDO, "warm_up_time", "s", value=30, condition="FAQ")
)
KDO_TOP = f(
    KDO, 1, "Working temperature 0～50℃ 0～50℃", it(KDO, "operating_temperature", "°C", lo=0, hi=50)
)
KDO_T90 = f(
    KDO, 1, "Response time ≤90s（T90）", it(KDO, "response_time", "s", hi=90, condition="T90")
)
KDO_SEA = ns(KDO, 2, "use in seawater is not specified for the")

# --------------------------------------------------------------------------- ECS-22
ECS_VCC = f(
    ECS,
    1,
    "Supply voltage VCC 3.0 3.3 5.5 V",
    it(ECS, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="recommended"),
)
ECS_ABS = f(ECS, 1, "Supply voltage VCC 6.0 V", it(ECS, "abs_max_supply_voltage", "V", hi=6.0))
ECS_TOP = f(
    ECS,
    1,
    "Operating temperature Topr 0 +50 ℃",
    it(ECS, "operating_temperature", "°C", lo=0, hi=50, condition="recommended"),
)
ECS_TOPABS = f(
    ECS,
    1,
    "Operating temperature Topr -10～+60 ℃",
    it(ECS, "operating_temperature", "°C", lo=-10, hi=60, condition="absolute maximum ratings"),
)
ECS_I33 = f(
    ECS,
    1,
    "ICC SLP=H 4.5 6.0 *1 mA",
    it(ECS, "supply_current", "mA", typ=4.5, hi=6.0, condition="VCC=3.3V, SLP=H"),
)
ECS_I5 = f(
    ECS,
    2,
    "Measuring (SLP=H) 5.4mA 4.5mA",
    it(ECS, "supply_current", "mA", typ=5.4, condition="VCC=5.0V, measuring, typ. only table"),
)
ECS_I5[1].insert(0, ev(ECS, 2, "VCC=5.0V VCC=3.3V"))
ECS_SLP = f(
    ECS,
    1,
    "ISLP SLP=L 12 20 µA",
    it(ECS, "standby_current", "uA", typ=12, hi=20, condition="VCC=3.3V, SLP=L"),
)
ECS_OUT = f(
    ECS,
    1,
    "VO 0～20 mS/cm 0.2 2.8 V",
    it(ECS, "analog_output_voltage", "V", lo=0.2, hi=2.8, condition="0～20 mS/cm"),
)
ECS_TR = f(ECS, 1, "tr 90 %, K=1.0 1 2 s", it(ECS, "response_time", "s", typ=1, hi=2))
ECS_IP = ns(ECS, 2, "The IP rating of the board is not")

# --------------------------------------------------------------------------- LKM-5
LKM_VQ = "V DC 15…30 12…30 9…30"
LKM_VU = f(LKM, 1, LKM_VQ, it("LKM-5-U10", "supply_voltage", "V", lo=15, hi=30))
LKM_VI = f(LKM, 1, LKM_VQ, it("LKM-5-I420", "supply_voltage", "V", lo=12, hi=30))
LKM_VM = f(LKM, 1, LKM_VQ, it("LKM-5-M", "supply_voltage", "V", lo=9, hi=30))
LKM_IU = f(LKM, 1, "mA ≤ 25 ≤ 22 1) ≤ 30", it("LKM-5-U10", "supply_current", "mA", hi=25))
LKM_BAUD = f(
    LKM,
    1,
    "Baudrate / Baud rate bit/s - - 9600 / 19200",
    it("LKM-5-M", "baud_rate", "bps", lo=9600, hi=19200, condition="9600 / 19200"),
)
LKM_TOPM = f(
    LKM,
    2,
    "°C -10…+60 -10…+60 -20…+60",
    it("LKM-5-M", "operating_temperature", "°C", lo=-20, hi=60),
)
LKM_IP = f(
    LKM,
    2,
    "Schutzart / Protection IP65 IP65 IP68",
    it("LKM-5-M", "ip_rating", values=["IP68"]),
)
LKM_OUTU = f(
    LKM,
    1,
    "Ausgang / Output 0…10 V 4…20 mA RS485",
    it("LKM-5-U10", "analog_output_voltage", "V", lo=0, hi=10),
)
LKM_CABLE = ns(LKM, 2, "The cable length on the voltage output is not specified.")

# --------------------------------------------------------------------------- SDL-12
SDL_V = f(
    SDL,
    1,
    "Rated voltage DC12V DC24V",
    it("SDL-12-12", "coil_voltage", "V", value=12),
    it("SDL-12-24", "coil_voltage", "V", value=24),
)
SDL_V12 = f(SDL, 1, "Rated voltage DC12V DC24V", it("SDL-12-12", "coil_voltage", "V", value=12))
SDL_I12 = f(
    SDL,
    1,
    "Rated current 0.8A 0.4A",
    it("SDL-12-12", "supply_current", "A", value=0.8, condition="rated coil current"),
)
SDL_I24 = f(
    SDL,
    1,
    "Rated current 0.8A 0.4A",
    it("SDL-12-24", "supply_current", "A", value=0.4, condition="rated coil current"),
)
SDL_R12 = f(
    SDL, 1, "Coil resistance 15Ω±10% 60Ω±10%", it("SDL-12-12", "coil_resistance", "Ohm", value=15)
)
SDL_TOP = f(
    SDL,
    1,
    "Working temperature -10～+55℃ -10～+55℃",
    it(SDL, "operating_temperature", "°C", lo=-10, hi=55),
)
SDL_FB = f(
    SDL,
    1,
    "Feedback switch DC30V 0.1A DC30V 0.1A",
    it(SDL, "contact_voltage", "V", hi=30, condition="feedback switch, DC"),
    it(SDL, "contact_current", "A", hi=0.1, condition="feedback switch"),
)
SDL_IP = ns(SDL, 2, "Waterproof grade is not specified; for indoor use.")

# --------------------------------------------------------------------------- VRM-3
VRM_V = f(
    VRM, 1, "The VRM-3 runs from 4.5 V to 5.5 V", it(VRM, "supply_voltage", "V", lo=4.5, hi=5.5)
)
VRM_V[1].append(ev(VRM, 1, "do not feed it from a 3.3 V rail."))
VRM_ILISTEN = f(
    VRM,
    1,
    "It draws about 40 mA while listening.",
    it(VRM, "supply_current", "mA", typ=40, condition="listening"),
)
VRM_IIDLE = f(
    VRM, 1, "Current, idle 12 mA", it(VRM, "supply_current", "mA", typ=12, condition="idle, 5 V")
)
VRM_BAUD = f(
    VRM,
    1,
    "The UART talks at 9600 baud, 8N1, out of the box.",
    it(VRM, "baud_rate", "bps", value=9600, condition="default"),
)
VRM_VIH = f(
    VRM,
    1,
    "its RX pin reads anything above 3.0 V as a",
    it(VRM, "input_high_voltage", "V", lo=3.0, condition="RX pin"),
)
VRM_IOUT = f(
    VRM,
    1,
    "can each source 8 mA",
    it(VRM, "output_current", "mA", hi=8, condition="OUT1 to OUT5, each"),
)
VRM_DELAY = f(
    VRM,
    1,
    "Recognition delay 0.5 s",
    it(VRM, "response_time", "s", typ=0.5, condition="after end of word"),
)
VRM_TEMP = ns(VRM, 2, "The operating temperature range of the VRM-3 is not specified")
VRM_NOISE = ns(VRM, 2, "Recognition rate in noise is not specified")

# --------------------------------------------------------------------------- TRM-1
TRM_VQ = "Working voltage DC4.5～5.5V DC10～14V DC20～28V"
TRM_V5 = f(TRM, 1, TRM_VQ, it("TRM-1-5V", "supply_voltage", "V", lo=4.5, hi=5.5))
TRM_V12 = f(TRM, 1, TRM_VQ, it("TRM-1-12V", "supply_voltage", "V", lo=10, hi=14))
TRM_V24 = f(TRM, 1, TRM_VQ, it("TRM-1-24V", "supply_voltage", "V", lo=20, hi=28))
TRM_ION5 = f(
    TRM,
    1,
    "70mA 35mA 20mA",
    it("TRM-1-5V", "supply_current", "mA", value=70, condition="working current, relay on"),
)
TRM_ION5[1].insert(0, ev(TRM, 1, "Working current"))
TRM_TRIG = f(
    TRM,
    1,
    "Trigger voltage 3.0～24V 3.0～24V 3.0～24V",
    it(TRM, "input_high_voltage", "V", lo=3.0, hi=24, condition="trigger input, high level"),
)
TRM_CONTACT = f(
    TRM,
    1,
    "Contact rating 10A 250VAC / 10A 30VDC",
    it(TRM, "contact_current", "A", hi=10, condition="resistive load"),
    it(TRM, "contact_voltage", "V", hi=250, condition="AC"),
    it(TRM, "contact_voltage", "V", hi=30, condition="DC"),
)
TRM_INDUCTIVE = ns(TRM, 1, "The rating for inductive loads (motors, solenoids) is not specified.")
TRM_LIFE = ns(TRM, 2, "the electrical life at full load is not specified.")

# --------------------------------------------------------------------------- TDR-8
TDR_RQ = "Operating range V 19.2…26.4 184…253 19.2…26.4"
TDR_V024 = f(TDR, 1, TDR_RQ, it("TDR-8.01.024", "supply_voltage", "V", lo=19.2, hi=26.4))
TDR_V230 = f(TDR, 1, TDR_RQ, it("TDR-8.01.230", "supply_voltage", "V", lo=184, hi=253))
TDR_V21 = f(TDR, 1, TDR_RQ, it("TDR-8.21.024", "supply_voltage", "V", lo=19.2, hi=26.4))
TDR_I21 = f(TDR, 1, "Rated current A 16 16 8", it("TDR-8.21.024", "contact_current", "A", hi=8))
TDR_DC110 = f(
    TDR,
    1,
    "8 / 0.3 / 0.12",
    it("TDR-8.21.024", "contact_current", "A", hi=0.3, condition="DC1 breaking capacity at 110 V"),
)
TDR_DC110[1].insert(0, ev(TDR, 1, "Breaking capacity DC1:"))
TDR_DC110[1].append(ev(TDR, 1, "30/110/220 V A"))
TDR_T230 = f(
    TDR,
    2,
    "* TDR-8.01.230 mounted side by side without gap: -20…+40 °C.",
    it("TDR-8.01.230", "operating_temperature", "°C", lo=-20, hi=40, condition="side by side"),
)
TDR_T230G = f(
    TDR,
    2,
    "Ambient temperature range °C -20…+60 -20…+50 * -20…+60",
    it("TDR-8.01.230", "operating_temperature", "°C", lo=-20, hi=50),
)
TDR_CTRL = ns(TDR, 2, "the voltage level of a control signal from a separate source is not")
