"""Reference facts of the fiftieth hold-out set, shared by factual and compatibility
questions. Every number was read off the generated PDFs (``pdftotext -layout``)
and each quote is on the cited page."""

from __future__ import annotations

from qkit import AS, BW, GX, KM, MR, RM, VS, XH, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


# ---------------------------------------------------------------- BWA4410
BW_VDD = f(
    BW,
    1,
    "Supply Voltage Range VDD Guaranteed by PSRR test 2.7 5.5 V",
    it(BW, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VDD range"),
)
BW_IDD33 = f(
    BW,
    1,
    "IDD VDD = 3.3 V 480 750 " + MU + "A",
    it(BW, "supply_current", "uA", typ=480, hi=750, condition="VDD = 3.3 V"),
)
BW_IDD5 = f(
    BW,
    1,
    "VDD = 5.0 V 620 950 " + MU + "A",
    it(BW, "supply_current", "uA", typ=620, hi=950, condition="VDD = 5.0 V"),
)
BW_SHDN = f(
    BW,
    1,
    "ISHDN SHDN = GND 0.1 1 " + MU + "A",
    it(BW, "standby_current", "uA", typ=0.1, hi=1, condition="shutdown, SHDN = GND"),
)
BW_BIAS = f(
    BW,
    1,
    "VMICBIAS IBIAS = 0.5 mA 1.85 2.0 2.15 V",
    it(BW, "output_voltage", "V", lo=1.85, typ=2.0, hi=2.15, condition="MICBIAS, 0.5 mA"),
)
BW_VIH = f(BW, 1, "VIH 1.4 V", it(BW, "input_high_voltage", "V", lo=1.4, condition="SHDN"))
BW_ABS = f(
    BW,
    2,
    "-0.3 V to +6.0 V",
    it(BW, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="VDD to GND"),
)
BW_MICIN = f(
    BW,
    2,
    "-0.3 V to +2.5 V",
    it(BW, "abs_max_input_voltage", "V", lo=-0.3, hi=2.5, condition="MICIN to GND"),
)
BW_TEMP = f(
    BW,
    2,
    "-40" + DEG + " to +85" + DEG,
    it(BW, "operating_temperature", DEG, lo=-40, hi=85, condition="operating range"),
)
BW_ESD = ev(BW, 2, "BWA4410 has not been characterized.")

# ---------------------------------------------------------------- KMP2210
KM_VDD = f(
    KM,
    1,
    "Supply voltage V+ 2.0～5.5 V",
    it(KM, "supply_voltage", "V", lo=2.0, hi=5.5, condition="recommended"),
)
KM_ABS = f(KM, 1, "Supply voltage V+ 6.5 V", it(KM, "abs_max_supply_voltage", "V", hi=6.5))
KM_TOPR = f(
    KM,
    1,
    "Operating temperature Topr -30～+75 ℃",
    it(KM, "operating_temperature", DEG, lo=-30, hi=75, condition="recommended"),
)
KM_ICC_A = f(
    KM,
    1,
    "- / 180 / 300 " + MU + "A",
    it("KMP2210-A", "supply_current", "uA", typ=180, hi=300, condition="V+ = 3.0 V"),
)
KM_ICC_B = f(
    KM,
    1,
    "- / 240 / 400 " + MU + "A",
    it("KMP2210-B", "supply_current", "uA", typ=240, hi=400, condition="V+ = 3.0 V"),
)
KM_ICC_B5 = f(
    KM,
    2,
    "V+ = 5.0 V, KMP2210-B 280 " + MU + "A",
    it("KMP2210-B", "supply_current", "uA", typ=280, condition="V+ = 5.0 V, typ. only"),
)
KM_ICC_A5 = f(
    KM,
    2,
    "V+ = 5.0 V, KMP2210-A 210 " + MU + "A",
    it("KMP2210-A", "supply_current", "uA", typ=210, condition="V+ = 5.0 V, typ. only"),
)
KM_PKG = f(KM, 2, "KMP2210-A 20 dB SOT-23-5 M2A", it(KM, "package", values=["SOT-23-5"]))
KM_MSL = ev(KM, 2, "Moisture sensitivity level (MSL) is not specified in this document.")

# ---------------------------------------------------------------- RM3916
RM_VS = f(
    RM,
    1,
    "Supply voltage range VS 3 … 25 3 … 25 V",
    it(RM, "supply_voltage", "V", lo=3, hi=25, condition="operating range"),
)
RM_ABS = f(RM, 1, "Supply voltage VS 25 V", it(RM, "abs_max_supply_voltage", "V", hi=25))
RM_TEMP = f(
    RM,
    1,
    "Ambient temperature Tamb 0 … 70 -40 … 85 " + DEG,
    it(RM, "operating_temperature", DEG, lo=0, hi=70, condition="RM3916"),
)
RM_TEMP_I = f(
    RM,
    1,
    "Ambient temperature Tamb 0 … 70 -40 … 85 " + DEG,
    it("RM3916I", "operating_temperature", DEG, lo=-40, hi=85, condition="RM3916I"),
)
RM_IS12 = f(
    RM,
    1,
    "IS 2.4 (max. 4.2) 2.6 (max. 4.6) mA",
    it(RM, "supply_current", "mA", typ=2.4, hi=4.2, condition="RM3916, VS = 12 V, LEDs off"),
)
RM_IS12_I = f(
    RM,
    1,
    "IS 2.4 (max. 4.2) 2.6 (max. 4.6) mA",
    it("RM3916I", "supply_current", "mA", typ=2.6, hi=4.6, condition="RM3916I, VS = 12 V"),
)
RM_IS20 = f(
    RM,
    2,
    "IS 3.1 (max. 6.1) 3.3 (max. 6.5) mA",
    it(RM, "supply_current", "mA", typ=3.1, hi=6.1, condition="RM3916, VS = 20 V, LEDs off"),
)
RM_ILED = f(
    RM,
    1,
    "LED current, programmable ILED 1 … 30 1 … 30 mA",
    it(RM, "output_current", "mA", lo=1, hi=30, condition="LED current, programmable"),
)
RM_VIN = f(
    RM,
    1,
    "Signal input voltage VIN ±35 V",
    it(RM, "abs_max_input_voltage", "V", lo=-35, hi=35, condition="signal input, limit value"),
)
RM_VREF = f(
    RM,
    1,
    "Reference output voltage VREF 1.28 1.28 V",
    it(RM, "output_voltage", "V", value=1.28, condition="VREF"),
)
RM_ESD = ev(RM, 2, "ESD data: not specified.")

# ---------------------------------------------------------------- XH8405
XH_VCC = f(
    XH,
    1,
    "Working voltage：DC 3.5V～12V",
    it(XH, "supply_voltage", "V", lo=3.5, hi=12, condition="working voltage"),
)
XH_IQ9 = f(
    XH,
    1,
    "IQ VCC=9V 1.8 3.0 mA",
    it(XH, "quiescent_current", "mA", typ=1.8, hi=3.0, condition="VCC = 9 V"),
)
XH_IQ5 = f(
    XH,
    1,
    "VCC=5V 1.2 2.0 mA",
    it(XH, "quiescent_current", "mA", typ=1.2, hi=2.0, condition="VCC = 5 V"),
)
XH_IO = f(
    XH,
    1,
    "IO VOUT=2V 12 15 18 mA",
    it(XH, "output_current", "mA", lo=12, typ=15, hi=18, condition="per LED output"),
)
XH_TEMP = f(
    XH, 1, "Working temperature：-20～+70℃", it(XH, "operating_temperature", DEG, lo=-20, hi=70)
)
XH_ABS = f(XH, 2, "Supply voltage VCC 15 V", it(XH, "abs_max_supply_voltage", "V", hi=15))

# ---------------------------------------------------------------- VS74HC4040
VS_VCC = f(
    VS,
    1,
    "VCC supply voltage 2.0 5.0 6.0 V",
    it(VS, "supply_voltage", "V", lo=2.0, typ=5.0, hi=6.0, condition="recommended"),
)
VS_ABS = f(
    VS,
    1,
    "VCC supply voltage -0.5 +7.0 V",
    it(VS, "abs_max_supply_voltage", "V", lo=-0.5, hi=7.0, condition="limiting value"),
)
VS_TEMP = f(
    VS,
    1,
    "Tamb ambient temperature -40 +25 +125 " + DEG,
    it(VS, "operating_temperature", DEG, lo=-40, hi=125, condition="recommended"),
)
VS_VIH45 = f(
    VS,
    1,
    "VCC = 4.5 V 3.15 / 2.4 / - 3.15 / - V",
    it(VS, "input_high_voltage", "V", lo=3.15, condition="VCC = 4.5 V"),
)
VS_VIH20 = f(
    VS,
    1,
    "VCC = 2.0 V 1.5 / 1.2 / - 1.5 / - V",
    it(VS, "input_high_voltage", "V", lo=1.5, condition="VCC = 2.0 V"),
)
VS_VIH60 = f(
    VS,
    1,
    "VCC = 6.0 V 4.2 / 3.2 / - 4.2 / - V",
    it(VS, "input_high_voltage", "V", lo=4.2, condition="VCC = 6.0 V"),
)
VS_VIL = f(
    VS,
    1,
    "VIL VCC = 4.5 V - / 2.1 / 1.35 - / 1.35 V",
    it(VS, "input_low_voltage", "V", hi=1.35, condition="VCC = 4.5 V"),
)
VS_VOH = f(
    VS,
    1,
    "IO = -4.0 mA; VCC = 4.5 V 3.84 / 4.32 / - 3.7 / - V",
    it(
        VS,
        "output_high_voltage",
        "V",
        lo=3.84,
        typ=4.32,
        condition="IO = -4 mA, VCC = 4.5 V, -40 to +85 °C",
    ),
)
VS_VOH125 = f(
    VS,
    1,
    "IO = -4.0 mA; VCC = 4.5 V 3.84 / 4.32 / - 3.7 / - V",
    it(VS, "output_high_voltage", "V", lo=3.7, condition="-40 to +125 °C"),
)
VS_ICC85 = f(
    VS,
    1,
    "- / - / 80 - / 160 " + MU + "A",
    it(VS, "quiescent_current", "uA", hi=80, condition="VCC = 6.0 V, -40 to +85 °C"),
)
VS_ICC125 = f(
    VS,
    1,
    "- / - / 80 - / 160 " + MU + "A",
    it(VS, "quiescent_current", "uA", hi=160, condition="VCC = 6.0 V, -40 to +125 °C"),
)
VS_ESD = ev(VS, 2, "ESD protection is not stated in this revision of the data sheet.")

# ---------------------------------------------------------------- MR74LVC161
MR_VCC = f(
    MR,
    1,
    "Power supply voltage VCC 1.65 to 3.6 1.65 to 3.6 V",
    it(MR, "supply_voltage", "V", lo=1.65, hi=3.6, condition="operating range"),
)
MR_ABS = f(
    MR,
    1,
    "Power supply voltage VCC -0.5 to 6.5 V",
    it(MR, "abs_max_supply_voltage", "V", lo=-0.5, hi=6.5),
)
MR_ABSIN = f(
    MR,
    1,
    "DC input voltage VIN -0.5 to 6.5 V",
    it(MR, "abs_max_input_voltage", "V", lo=-0.5, hi=6.5, condition="DC input voltage"),
)
MR_TEMP_FT = f(
    MR,
    1,
    "Operating temperature Topr -40 to 85 -40 to 125 " + DEG,
    it("MR74LVC161FT", "operating_temperature", DEG, lo=-40, hi=85),
)
MR_TEMP_FK = f(
    MR,
    1,
    "Operating temperature Topr -40 to 85 -40 to 125 " + DEG,
    it("MR74LVC161FK", "operating_temperature", DEG, lo=-40, hi=125),
)
MR_VIH33 = f(
    MR,
    1,
    "2.7 to 3.6 2.0 V",
    it(MR, "input_high_voltage", "V", lo=2.0, condition="VCC = 2.7 to 3.6 V"),
)
MR_VIH25 = f(
    MR,
    1,
    "2.3 to 2.7 1.7 V",
    it(MR, "input_high_voltage", "V", lo=1.7, condition="VCC = 2.3 to 2.7 V"),
)
MR_VIL = f(
    MR,
    1,
    "VIL 2.7 to 3.6 0.8 V",
    it(MR, "input_low_voltage", "V", hi=0.8, condition="VCC = 2.7 to 3.6 V"),
)
MR_VOH = f(
    MR,
    1,
    "VOH IOH = -24 mA 3.0 2.2 V",
    it(MR, "output_high_voltage", "V", lo=2.2, condition="VCC = 3.0 V, IOH = -24 mA"),
)
MR_IO = f(
    MR,
    1,
    "Output current: IOH/IOL = ±24 mA (min) at VCC = 3.0 V",
    it(MR, "output_current", "mA", lo=-24, hi=24, condition="VCC = 3.0 V"),
)
MR_ICC = f(
    MR,
    1,
    "ICC VIN = VCC or GND 3.6 10.0 " + MU + "A",
    it(MR, "quiescent_current", "uA", hi=10.0, condition="VCC = 3.6 V"),
)
MR_TOL = ev(MR, 1, "5.5 V tolerant inputs")

# ---------------------------------------------------------------- ASW3245
AS_VCC = f(
    AS,
    1,
    "VCC Supply voltage 4.5 5 5.5 V",
    it(AS, "supply_voltage", "V", lo=4.5, typ=5, hi=5.5, condition="recommended"),
)
AS_ABS = f(
    AS, 1, "Supply voltage, VCC -0.5 7 V", it(AS, "abs_max_supply_voltage", "V", lo=-0.5, hi=7)
)
AS_ABSIN = f(
    AS,
    1,
    "Input voltage, VI (control and switch) -0.5 7 V",
    it(AS, "abs_max_input_voltage", "V", lo=-0.5, hi=7, condition="control and switch"),
)
AS_VIH = f(
    AS,
    1,
    "VIH High-level control input voltage 2 V",
    it(AS, "input_high_voltage", "V", lo=2, condition="control input (OE)"),
)
AS_VIL = f(
    AS,
    1,
    "VIL Low-level control input voltage 0.8 V",
    it(AS, "input_low_voltage", "V", hi=0.8, condition="control input (OE)"),
)
AS_TEMP = f(
    AS,
    1,
    "TA Operating free-air temperature -40 85 " + DEG,
    it(AS, "operating_temperature", DEG, lo=-40, hi=85),
)
AS_RON0 = f(
    AS,
    1,
    "VCC = 4.5 V, VI = 0, II = 64 mA 5 7 Ω",
    it(AS, "on_resistance", "Ohm", typ=5, hi=7, condition="VCC = 4.5 V, VI = 0, 64 mA"),
)
AS_RON24 = f(
    AS,
    1,
    "VCC = 4.5 V, VI = 2.4 V, II = 15 mA 10 15 Ω",
    it(AS, "on_resistance", "Ohm", typ=10, hi=15, condition="VCC = 4.5 V, VI = 2.4 V"),
)
AS_VOH_D = f(
    AS,
    1,
    "VCC = 5 V, VI = 5 V, IO = -100 " + MU + "A 3.3 3.6 3.9 V",
    it(
        "ASW3245D",
        "output_high_voltage",
        "V",
        lo=3.3,
        typ=3.6,
        hi=3.9,
        condition="B port, VCC = 5 V, VI = 5 V",
    ),
)
AS_ICC = f(
    AS,
    1,
    "ICC Supply current VCC = 5.5 V, IO = 0, VI = VCC or GND 3 " + MU + "A",
    it(AS, "quiescent_current", "uA", hi=3, condition="VCC = 5.5 V"),
)
AS_BW = ev(AS, 2, "Bandwidth (-3 dB) of the switch is not specified in this data sheet.")

# ---------------------------------------------------------------- GX3L384
GX_VCC = f(
    GX,
    1,
    "Supply voltage VCC 2.3～3.6 2.3～3.6 V",
    it(GX, "supply_voltage", "V", lo=2.3, hi=3.6, condition="recommended"),
)
GX_ABS = f(
    GX, 1, "Supply voltage VCC -0.5～4.6 V", it(GX, "abs_max_supply_voltage", "V", lo=-0.5, hi=4.6)
)
GX_TEMP = f(
    GX,
    1,
    "Operating temperature TA -40～+85 -40～+125 ℃",
    it(GX, "operating_temperature", DEG, lo=-40, hi=85, condition="GX3L384"),
)
GX_TEMP_Q = f(
    GX,
    1,
    "Operating temperature TA -40～+85 -40～+125 ℃",
    it("GX3L384Q", "operating_temperature", DEG, lo=-40, hi=125, condition="GX3L384Q"),
)
GX_VIH27 = f(
    GX,
    1,
    "VCC=2.7V～3.6V 2.0 V",
    it(GX, "input_high_voltage", "V", lo=2.0, condition="VCC = 2.7 to 3.6 V"),
)
GX_VIH23 = f(
    GX,
    1,
    "VIH VCC=2.3V～2.7V 1.7 V",
    it(GX, "input_high_voltage", "V", lo=1.7, condition="VCC = 2.3 to 2.7 V"),
)
GX_VIL = f(
    GX,
    1,
    "VIL VCC=2.3V～3.6V 0.7 V",
    it(GX, "input_low_voltage", "V", hi=0.7, condition="VCC = 2.3 to 3.6 V"),
)
GX_RON30 = f(
    GX,
    1,
    "RON VCC=3.0V, VIN=0V, ION=24mA 4 6 Ω",
    it(GX, "on_resistance", "Ohm", typ=4, hi=6, condition="VCC = 3.0 V"),
)
GX_RON23 = f(
    GX,
    2,
    "RON VCC=2.3V, VIN=0V, ION=24mA 8 12 Ω",
    it(GX, "on_resistance", "Ohm", typ=8, hi=12, condition="VCC = 2.3 V"),
)
GX_ICC = f(
    GX,
    2,
    "ICC VCC=3.6V, VIN=VCC or GND 10 μA",
    it(GX, "quiescent_current", "uA", hi=10, condition="VCC = 3.6 V"),
)
GX_NOT5V = ev(GX, 1, "I/O pins are not 5V tolerant")
GX_ABSIN = f(
    GX,
    1,
    "Control input voltage VIN -0.5～4.6 V",
    it(GX, "abs_max_input_voltage", "V", lo=-0.5, hi=4.6, condition="control inputs"),
)
