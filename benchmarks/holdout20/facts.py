"""Reference facts used by the hold-out 20 questions (items + evidence, read off the PDFs)."""

from __future__ import annotations

from qkit import BS, FX, HB, KJ, NL, RD, SK, TP, Fact, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
OHM = "\u03a9"
CJK_DEG = "\u2103"
FT = "\uff5e"
FC = "\uff1a"
LE = "\u2264"
PM = "\u00b1"

# ---- RDM-03 raindrop sensor module (page 1 specifications, page 2 FAQ)
RD_VCC: Fact = (
    [it(RD, "supply_voltage", "V", lo=3.3, hi=5, condition="working voltage")],
    [ev(RD, 1, "Working voltage" + FC + "3.3V" + FT + "5V")],
)
RD_ABS: Fact = (
    [it(RD, "abs_max_supply_voltage", "V", hi=5.5, condition="maximum supply (FAQ)")],
    [ev(RD, 2, "No. Maximum supply is 5.5V, higher voltage will damage the LM393.")],
)
RD_ICC: Fact = (
    [it(RD, "supply_current", "mA", hi=8, condition="working current, 5 V, plate dry")],
    [ev(RD, 1, "Working current" + FC + LE + "8mA (5V, plate dry)")],
)
RD_DO: Fact = (
    [it(RD, "output_current", "mA", hi=15, condition="DO open collector sink current")],
    [ev(RD, 1, "DO output" + FC + "open collector with 10K pull-up, sink " + LE + "15mA")],
)
RD_TEMP: Fact = (
    [it(RD, "operating_temperature", DEG, lo=-10, hi=60, condition="working temperature")],
    [ev(RD, 1, "Working temperature" + FC + "-10" + FT + "+60" + CJK_DEG)],
)

# ---- BSM-2D barcode scanner (page 1 parameters, page 2 serial settings / notes)
BS_VT: Fact = (
    [it("BSM-2D-T", "supply_voltage", "V", typ=3.3, condition="3.3V +/-5 %, TTL-UART version")],
    [ev(BS, 1, "Supply voltage 3.3V" + PM + "5% 5V" + PM + "5% 5V" + PM + "10%")],
)
BS_VU: Fact = (
    [it("BSM-2D-U", "supply_voltage", "V", typ=5, condition="5V +/-5 %, USB version")],
    [ev(BS, 1, "Supply voltage 3.3V" + PM + "5% 5V" + PM + "5% 5V" + PM + "10%")],
)
BS_IWORK = {
    v: (
        [it(v, "supply_current", "mA", typ=n, condition="working current")],
        [ev(BS, 1, "Working current 110mA 130mA 150mA")],
    )
    for v, n in (("BSM-2D-T", 110), ("BSM-2D-U", 130), ("BSM-2D-R", 150))
}
BS_ISTBY = {
    v: (
        [it(v, "standby_current", "mA", typ=n, condition="standby current")],
        [ev(BS, 1, "Standby current 25mA 35mA 40mA")],
    )
    for v, n in (("BSM-2D-T", 25), ("BSM-2D-U", 35), ("BSM-2D-R", 40))
}
BS_BAUD: Fact = (
    [
        it(
            "BSM-2D-T",
            "baud_rate",
            "bps",
            lo=1200,
            typ=9600,
            hi=115200,
            condition="default 9600 bps 8N1; 1200 ... 115200 bps",
        )
    ],
    [
        ev(
            BS,
            2,
            "Default 9600bps, 8N1. Supported baud rates: 1200, 4800, 9600, 14400, 19200, "
            "38400, 57600, 115200bps.",
        ),
    ],
)
BS_TEMP: Fact = (
    [it(BS, "operating_temperature", DEG, lo=-20, hi=55, condition="working temperature")],
    [ev(BS, 1, "Working temperature" + FC + "-20" + FT + "+55" + CJK_DEG)],
)
BS_STORE: Fact = (
    [it(BS, "storage_temperature", DEG, lo=-40, hi=70, condition="storage temperature")],
    [ev(BS, 1, "Storage temperature" + FC + "-40" + FT + "+70" + CJK_DEG)],
)
BS_IP: Fact = (
    [it(BS, "ip_rating", values=["IP54"], condition="front window only")],
    [ev(BS, 2, "Protection level" + FC + "IP54 (front window only).")],
)

# ---- FXS flex sensors (page 1 table, page 2 continued table and environmental)
FX_P45: Fact = (
    [it("FXS-45", "power_consumption", "W", hi=0.5, condition="power rating continuous")],
    [ev(FX, 1, "FXS-45 4.5 10 30 to 70 0.50 1.0 0.1")],
)
FX_P95: Fact = (
    [it("FXS-95", "power_consumption", "W", hi=0.75, condition="power rating continuous")],
    [ev(FX, 2, "FXS-95 9.5 8 20 to 50 0.75 1.5 0.1")],
)
FX_T_STD: Fact = (
    [it("FXS-22", "operating_temperature", DEG, lo=-35, hi=80, condition="standard versions")],
    [ev(FX, 2, "Operating temperature -35 to +80 " + DEG + " -45 to +125 " + DEG)],
)
FX_T_HT: Fact = (
    [it("FXS-45-HT", "operating_temperature", DEG, lo=-45, hi=125, condition="-HT versions")],
    [ev(FX, 2, "Operating temperature -35 to +80 " + DEG + " -45 to +125 " + DEG)],
)
FX_STORE_STD: Fact = (
    [it("FXS-95", "storage_temperature", DEG, lo=-40, hi=85, condition="standard versions")],
    [ev(FX, 2, "Storage temperature -40 to +85 " + DEG + " -45 to +125 " + DEG)],
)

# ---- KJM-2 joystick module (page 1)
KJ_VCC: Fact = (
    [it(KJ, "supply_voltage", "V", lo=3.3, hi=5, condition="operating voltage")],
    [ev(KJ, 1, "Betriebsspannung / operating voltage: 3.3 V - 5 V DC")],
)
KJ_ICC: Fact = (
    [it(KJ, "supply_current", "mA", typ=1, condition="approx., at 5 V, both potentiometers")],
    [ev(KJ, 1, "Stromaufnahme / current: approx. 1 mA at 5 V (both potentiometers)")],
)
KJ_SW: Fact = (
    [
        it(KJ, "contact_voltage", "V", hi=12, condition="switch SW, DC"),
        it(KJ, "contact_current", "mA", hi=50, condition="switch SW"),
    ],
    [ev(KJ, 1, "Taster / switch SW: max. 12 V DC, 50 mA")],
)
KJ_T2: Fact = (
    [it(KJ, "operating_temperature", DEG, lo=0, hi=70, condition="KJM-2")],
    [ev(KJ, 1, "KJM-2 none standard 0 " + DEG + " ... +70 " + DEG)],
)
KJ_T2S: Fact = (
    [it("KJM-2S", "operating_temperature", DEG, lo=-20, hi=70, condition="KJM-2S")],
    [ev(KJ, 1, "KJM-2S 10 kOhm to VCC spring-return -20 " + DEG + " ... +70 " + DEG)],
)

# ---- TPW18 1-Wire probe (page 1 features / ordering / abs max, page 2 EC)
TP_VDD: Fact = (
    [it(TP, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD, local power")],
    [ev(TP, 2, "Supply Voltage VDD Local power +3.0 +5.5 V")],
)
TP_ABS: Fact = (
    [it(TP, "abs_max_supply_voltage", "V", lo=-0.5, hi=6.0, condition="any wire to ground")],
    [ev(TP, 1, "Voltage Range on Any Wire Relative to Ground"), ev(TP, 1, "-0.5V to +6.0V")],
)
TP_ACC: Fact = (
    [
        it(
            TP,
            "accuracy",
            DEG,
            lo=-0.5,
            hi=0.5,
            quantity="temperature",
            condition="thermometer error, -10 to +85 C",
        )
    ],
    [ev(TP, 2, "Thermometer Error tERR -10" + DEG + " to +85" + DEG + " -0.5 +0.5 " + DEG)],
)
TP_ACC_WIDE: Fact = (
    [
        it(
            TP,
            "accuracy",
            DEG,
            lo=-2.0,
            hi=2.0,
            quantity="temperature",
            condition="thermometer error, -55 to +125 C",
        )
    ],
    [ev(TP, 2, "-55" + DEG + " to +125" + DEG + " -2.0 +2.0 " + DEG)],
)
TP_IDDS: Fact = (
    [it(TP, "standby_current", "uA", typ=0.75, hi=1, condition="IDDS")],
    [ev(TP, 2, "Standby Current IDDS 0.75 1 " + MU + "A")],
)
TP_IDD: Fact = (
    [it(TP, "supply_current", "mA", typ=1, hi=1.5, condition="active current, VDD = 5 V")],
    [ev(TP, 2, "Active Current IDD VDD = +5V 1 1.5 mA")],
)
TP_T_P: Fact = (
    [
        it(
            "TPW18-P",
            "operating_temperature",
            DEG,
            lo=-30,
            hi=80,
            condition="probe range, PVC cable",
        )
    ],
    [ev(TP, 1, "TPW18-P-3 PVC, 3 x 0.2mm\u00b2 3m -30" + DEG + " to +80" + DEG)],
)
TP_T_S: Fact = (
    [
        it(
            "TPW18-S",
            "operating_temperature",
            DEG,
            lo=-55,
            hi=125,
            condition="probe range, silicone",
        )
    ],
    [ev(TP, 1, "TPW18-S-3 Silicone, 3 x 0.2mm\u00b2 3m -55" + DEG + " to +125" + DEG)],
)
TP_CONV12: Fact = (
    [it(TP, "response_time", "ms", hi=750, condition="temperature conversion time, 12-bit")],
    [ev(TP, 2, "tCONV 12-bit resolution 750 ms")],
)
TP_CONV9: Fact = (
    [it(TP, "response_time", "ms", hi=93.75, condition="temperature conversion time, 9-bit")],
    [ev(TP, 2, "9-bit resolution 93.75 ms")],
)
TP_VIH: Fact = (
    [it(TP, "input_high_voltage", "V", lo=2.2, condition="local power")],
    [ev(TP, 2, "Input Logic-High VIH Local power +2.2 VDD V")],
)
TP_IF: Fact = (
    [it(TP, "interface", values=["1-Wire"], condition="single data line DQ")],
    [ev(TP, 1, "Waterproof 1-Wire Digital Temperature Probe")],
)

# ---- NLF 20 float switch (page 1 technical data)
NL_PP: Fact = (
    [
        it("NLF 20-PP", "contact_voltage", "V", hi=100, condition="switching voltage max., DC"),
        it("NLF 20-PP", "contact_current", "A", hi=0.5, condition="switching current max."),
    ],
    [
        ev(NL, 1, "Switching voltage max. 100 V DC 100 V DC 230 V AC/DC"),
        ev(NL, 1, "Switching current max. 0.5 A 0.5 A 1 A"),
        ev(NL, 1, "Switching power max. 10 W 10 W 50 W / 50 VA"),
    ],
)
NL_PV: Fact = (
    [
        it("NLF 20-PV", "contact_voltage", "V", hi=100, condition="switching voltage max., DC"),
        it("NLF 20-PV", "contact_current", "A", hi=0.5, condition="switching current max."),
    ],
    NL_PP[1],
)
NL_SS: Fact = (
    [
        it("NLF 20-SS", "contact_voltage", "V", hi=230, condition="switching voltage max., AC/DC"),
        it("NLF 20-SS", "contact_current", "A", hi=1, condition="switching current max."),
    ],
    NL_PP[1],
)
NL_T_PP: Fact = (
    [it("NLF 20-PP", "operating_temperature", DEG, lo=-10, hi=80, condition="medium temperature")],
    [
        ev(
            NL,
            1,
            "Medium temperature -10 ... +80 "
            + DEG
            + " -20 ... +105 "
            + DEG
            + " -30 ... +120 "
            + DEG,
        )
    ],
)
NL_T_PV: Fact = (
    [it("NLF 20-PV", "operating_temperature", DEG, lo=-20, hi=105, condition="medium temperature")],
    NL_T_PP[1],
)
NL_T_SS: Fact = (
    [it("NLF 20-SS", "operating_temperature", DEG, lo=-30, hi=120, condition="medium temperature")],
    NL_T_PP[1],
)
NL_IP: Fact = (
    [it(NL, "ip_rating", values=["IP68"], condition="switch head")],
    [ev(NL, 1, "Protection IP 68 (switch head), cable 2 x 0.5 mm\u00b2, 1 m")],
)

# ---- HBD2910 dual H-bridge (page 1 abs max / operating / EC, page 2 EC continued)
HB_VM: Fact = (
    [it(HB, "load_supply_voltage", "V", lo=2.0, typ=5.0, hi=12.0, condition="VM, recommended")],
    [ev(HB, 1, "Motor supply voltage VM 2.0 5.0 12.0 V")],
)
HB_VM_ABS: Fact = (
    [it(HB, "abs_max_supply_voltage", "V", hi=15, condition="VM, absolute maximum")],
    [ev(HB, 1, "Motor supply voltage VM -0.3 to +15 V")],
)
HB_VCC: Fact = (
    [it(HB, "logic_supply_voltage", "V", lo=2.7, typ=3.0, hi=5.5, condition="VCC, recommended")],
    [ev(HB, 1, "Control supply voltage VCC 2.7 3.0 5.5 V")],
)
HB_VCC_ABS: Fact = (
    [it(HB, "abs_max_supply_voltage", "V", hi=7, condition="VCC, absolute maximum")],
    [ev(HB, 1, "Control supply voltage VCC -0.3 to +7 V")],
)
HB_IOUT: Fact = (
    [it(HB, "output_current", "A", hi=0.8, condition="continuous, per channel")],
    [ev(HB, 1, "IOUT - - 0.8 A")],
)
HB_IPK: Fact = (
    [it(HB, "peak_output_current", "A", hi=1.5, condition="peak, tw <= 10 ms, duty 20 %")],
    [ev(HB, 1, "Output current (peak) *1 IOUTP 1.5 A/ch")],
)
HB_RON: Fact = (
    [it(HB, "on_resistance", OHM, typ=0.6, hi=0.9, condition="high + low side, 400 mA, VM = 5 V")],
    [ev(HB, 2, "RON - 0.6 0.9 " + OHM + " IOUT = 400mA")],
)
HB_RON_LOW: Fact = (
    [
        it(
            HB,
            "on_resistance",
            OHM,
            typ=1.0,
            hi=1.5,
            condition="high + low side, 400 mA, VM = 2.5 V",
        )
    ],
    [ev(HB, 2, "- 1.0 1.5 " + OHM + " IOUT = 400mA, VM = 2.5V")],
)
HB_ISTBY: Fact = (
    [it(HB, "standby_current", "uA", typ=0, hi=1, condition="ICCST, PS = L")],
    [ev(HB, 1, "ICCST - 0 1 " + MU + "A PS = L")],
)
HB_ICC: Fact = (
    [it(HB, "supply_current", "mA", typ=0.8, hi=1.5, condition="ICC, PS = H, no load")],
    [ev(HB, 1, "Circuit current ICC - 0.8 1.5 mA PS = H, no load")],
)
HB_VIN: Fact = (
    [
        it(HB, "input_high_voltage", "V", lo=2.0, condition="VINH"),
        it(HB, "input_low_voltage", "V", hi=0.7, condition="VINL"),
    ],
    [
        ev(HB, 1, "High level input voltage VINH 2.0 - VCC V"),
        ev(HB, 1, "Low level input voltage VINL 0 - 0.7 V"),
    ],
)
HB_TEMP: Fact = (
    [it(HB, "operating_temperature", DEG, lo=-40, hi=85, condition="Topr")],
    [ev(HB, 1, "Operating temperature Topr -40 to +85 " + DEG)],
)

# ---- SKM microswitches (page 1 ratings / characteristics)
SK_05_DC: Fact = (
    [
        it("SKM-05", "contact_current", "A", hi=3, condition="resistive load, 30 VDC"),
        it("SKM-05", "contact_voltage", "V", hi=30, condition="DC"),
    ],
    [ev(SK, 1, "30 VDC 3 A(1) 2 A 2 A")],
)
SK_10_DC: Fact = (
    [
        it("SKM-10", "contact_current", "A", hi=6, condition="resistive load, 30 VDC"),
        it("SKM-10", "contact_voltage", "V", hi=30, condition="DC"),
    ],
    [ev(SK, 1, "30 VDC 6 A(1) 3 A 4 A")],
)
SK_10_250: Fact = (
    [
        it("SKM-10", "contact_current", "A", hi=10.1, condition="resistive load, 250 VAC"),
        it("SKM-10", "contact_voltage", "V", hi=250, condition="AC"),
    ],
    [ev(SK, 1, "250 VAC 10.1 A 2 A 6 A")],
)
SK_05_IND125: Fact = (
    [it("SKM-05", "contact_current", "A", hi=3, condition="inductive load, 125 VAC")],
    [ev(SK, 1, "SKM-05 125 VAC 5 A 1.5 A 3 A")],
)
SK_RON: Fact = (
    [
        it("SKM-05", "on_resistance", "m" + OHM, hi=30, condition="contact resistance, initial"),
        it("SKM-10", "on_resistance", "m" + OHM, hi=15, condition="contact resistance, initial"),
    ],
    [ev(SK, 1, "Contact resistance (initial) 30 m" + OHM + " max. 15 m" + OHM + " max.")],
)
SK_TEMP: Fact = (
    [it(SK, "operating_temperature", DEG, lo=-25, hi=85, condition="ambient, no icing")],
    [ev(SK, 1, "-25 to +85 " + DEG + " -25 to +85 " + DEG)],
)
SK_IP: Fact = (
    [it(SK, "ip_rating", values=["IP40"], condition="degree of protection")],
    [ev(SK, 1, "Degree of protection IP40 IP40")],
)
