"""Hold-out 13 factual questions (one sheet each, or a comparison of two)."""

from __future__ import annotations

from facts import (
    FQ_VCC,
    HT_VDD,
    HT_WORK,
    KCR2032_CONT,
    KF05_I,
    KF12_I,
    KF12_V,
    KIS_VDD,
    KIS_VIH,
    KSX33_V,
    KXE_ADDR_LLL,
    KXE_STB,
    KXE_VDD,
    KXEA_ADDR_LLL,
    PD_DEFAULT,
    PD_IOUT,
)
from qkit import FQ, HT, KCR, KF, KIS, KSX, KXE, PD, ev, it, join, q, unanswerable

S, ST, CMP = "simple", "structured", "comparison"
E, M, H = "easy", "medium", "hard"

# ------------------------------------------------------------- QY-PD20
q("f-01", E, S, "What is the maximum output current of the QY-PD20 trigger board?", [PD], *PD_IOUT)
q(
    "f-02",
    E,
    S,
    "qy-pd20 out of the bag with no jumpers soldered, what voltage comes out?",
    [PD],
    *PD_DEFAULT,
)
q(
    "f-04",
    E,
    S,
    "how much current does the qy-pd20 board itself eat, no load?",
    [PD],
    [it(PD, "quiescent_current", "mA", typ=1.5, condition="board quiescent current, about")],
    [ev(PD, 1, "Board quiescent current: about 1.5mA")],
)
unanswerable(
    "f-05",
    E,
    S,
    "What is the output ripple of the QY-PD20 at 20 V?",
    [PD],
    "The FAQ says ripple depends on the charger and is not specified.",
)
q(
    "f-06",
    E,
    S,
    "Welche Spannung liefert das QY-PD20, wenn nur CFG2 gebrückt ist?",
    [PD],
    [it(PD, "output_voltage", "V", value=9, condition="CFG2 shorted")],
    [ev(PD, 1, "open short open 9V 24k")],
    note="German: which voltage with only CFG2 shorted. The resistor column is a decoy.",
)

# ------------------------------------------------------------- FQ312
q("f-07", E, S, "What is the operating VCC range of the FQ312?", [FQ], *FQ_VCC)
q(
    "f-09",
    E,
    S,
    "fq312 power-down current in nA?",
    [FQ],
    [it(FQ, "standby_current", "nA", hi=100, condition="power-down, VCC = 2.0 V")],
    [ev(FQ, 2, "Power-Down Current IPD VCC = 2.0V 0.1 µA")],
    note="Asked in nA; the table gives 0.1 µA.",
)
q(
    "f-10",
    E,
    S,
    "Typical and maximum supply current of the FQ312 at VCC = 3.9 V?",
    [FQ],
    [it(FQ, "supply_current", "uA", typ=3.0, hi=6.0, condition="VCC = 3.9 V")],
    [ev(FQ, 2, "Supply Current ICC VCC = 3.9V 3.0 6.0 µA")],
)
q(
    "f-11",
    M,
    S,
    "How accurate is the overcharge detection voltage of the FQ312?",
    [FQ],
    [
        it(
            FQ,
            "accuracy",
            "mV",
            lo=-25,
            hi=25,
            quantity="voltage",
            condition="overcharge detection voltage",
        )
    ],
    [ev(FQ, 1, "Overcharge Detection Voltage accuracy ±25mV")],
)
q(
    "f-12",
    E,
    S,
    "What package does the FQ312-C come in?",
    [FQ],
    [it("FQ312-C", "package", values=["SOT-23-6"])],
    [ev(FQ, 1, "FQ312-C SOT-23-6 P2C Tape & Reel, 3000 pcs/reel")],
)
q(
    "f-13",
    E,
    S,
    "¿Cuál es el rango de temperatura de funcionamiento del FQ312?",
    [FQ],
    [it(FQ, "operating_temperature", "°C", lo=-40, hi=85)],
    [ev(FQ, 1, "Operating temperature range TOPR -40 to +85 °C")],
    note="Spanish.",
)
unanswerable(
    "f-14",
    M,
    S,
    "What cell-balancing current does the FQ312 provide?",
    [FQ],
    "The FQ312 is a one-cell protector; no balancing function or current is given.",
)

# ------------------------------------------------------------- KCR coin cells
q("f-15", E, S, "max continuous current from a kcr2032?", ["KCR2032"], *KCR2032_CONT)
q(
    "f-16",
    M,
    S,
    "What maximum continuous discharge current is specified for the KCR2016 (not the 2032)?",
    ["KCR2016"],
    [it("KCR2016", "output_current", "mA", hi=2.0, condition="max. continuous discharge current")],
    [ev(KCR, 1, "Max. continuous discharge current 2.0 2.5 3.0 mA")],
    note="Family table, one column per size; only the KCR2016 column answers.",
)
q(
    "f-19",
    E,
    S,
    "KCR2032 Betriebstemperaturbereich?",
    ["KCR2032"],
    [it("KCR2032", "operating_temperature", "°C", lo=-30, hi=70)],
    [ev(KCR, 1, "Operating temperature -30 ~ +70 -30 ~ +70 -30 ~ +70 °C")],
    note="German.",
)
unanswerable(
    "f-20",
    E,
    S,
    "What is the internal resistance of the KCR2032?",
    ["KCR2032"],
    "The sheet says the internal resistance is not specified.",
)

# ------------------------------------------------------------- KF2510 fans
q("f-21", E, S, "operating voltage range of the kf2510-12?", ["KF2510-12"], *KF12_V)
q(
    "f-22",
    E,
    S,
    "What is the rated current of the KF2510-05 fan in mA?",
    ["KF2510-05"],
    *KF05_I,
    note="The table gives 0.08 A.",
)
q(
    "f-23",
    M,
    S,
    "Rated input power of the 12 V version of the KF2510?",
    ["KF2510-12"],
    [it("KF2510-12", "power_consumption", "W", typ=0.60, condition="rated input power")],
    [ev(KF, 1, "Rated input power 0.40 0.60 W")],
)
unanswerable(
    "f-25",
    E,
    S,
    "what ip rating has the kf2510 fan?",
    [KF],
    "The sheet says no IP class is rated.",
)
q(
    "f-26",
    M,
    CMP,
    "Which KF2510 version draws more current at rated voltage, the -05 or the -12?",
    ["KF2510-05", "KF2510-12"],
    *join(KF05_I, KF12_I),
    note="0.08 A (-05) vs 0.05 A (-12): the 5 V version.",
)

# ------------------------------------------------------------- KSX1010 oscillator
q("f-27", E, S, "Supply voltage range of the 3.3 V version of the KSX1010?", [KSX], *KSX33_V)
q(
    "f-28",
    M,
    S,
    "ksx1010 1.8v version, how much current at 20mhz?",
    [KSX],
    [
        it(
            KSX,
            "supply_current",
            "mA",
            typ=3.5,
            hi=4.1,
            condition="no load, f = 20 MHz, Vdd = 1.8 V",
        )
    ],
    [ev(KSX, 1, "3.5 4.1 mA No load, f = 20 MHz, Vdd = 1.8 V")],
)
q(
    "f-29",
    H,
    S,
    "Standby current of the KSX1010 with ST low at Vdd = 3.3 V, in nA?",
    [KSX],
    [
        it(
            KSX,
            "standby_current",
            "nA",
            typ=2600,
            hi=4300,
            condition="ST = GND, Vdd = 2.8 V or 3.3 V",
        )
    ],
    [ev(KSX, 1, "2.6 4.3 µA ST = GND, Vdd = 2.8 V or 3.3 V")],
    note="Asked in nA; the 1.8 V row (1.4 / 2.5 µA) is the wrong row.",
)
q(
    "f-31",
    M,
    S,
    "Quelle est la plage de température de fonctionnement de la version industrielle du KSX1010 ?",
    [KSX],
    [it(KSX, "operating_temperature", "°C", lo=-40, hi=85, condition="industrial")],
    [ev(KSX, 1, "-40 +85 °C Industrial")],
    note="French; the extended commercial row is -20 to +70 °C.",
)
unanswerable(
    "f-32",
    M,
    S,
    "What is the RMS phase jitter of the KSX1010 at 25 MHz?",
    [KSX],
    "The sheet says jitter and phase noise are not given.",
)

# ------------------------------------------------------------- KIS8621 isolator
q("f-33", E, S, "What supply range do VDD1 and VDD2 of the KIS8621 accept?", [KIS], *KIS_VDD)
q("f-34", M, ST, "KIS8621 input logic thresholds (VIH / VIL) at 3.3 V?", [KIS], *KIS_VIH)
q(
    "f-35",
    H,
    S,
    "kis8621 B grade at 100 Mbps on 3.3 V: how much does IDD2 pull?",
    [KIS],
    [
        it(
            KIS,
            "supply_current",
            "mA",
            typ=6.1,
            hi=8.3,
            condition="IDD2, 100 Mbps, 3.3 V, CL = 15 pF",
        )
    ],
    [ev(KIS, 2, "IDD2 CL = 15 pF 6.1 8.3 mA")],
    note="Table 3 (3.3 V); Table 2 gives 8.5 / 11.2 mA at 5 V.",
)
unanswerable(
    "f-37",
    M,
    S,
    "What is the common-mode transient immunity (kV/µs) of the KIS8621?",
    [KIS],
    "CMTI 'will be published in a later revision'.",
)

# ------------------------------------------------------------- KXE9535 expander
q("f-38", E, S, "KXE9535 supply voltage range?", [KXE], *KXE_VDD)
q(
    "f-40",
    M,
    S,
    "What I2C address does a KXE9535A have with A2, A1, A0 all tied low?",
    ["KXE9535A"],
    *KXEA_ADDR_LLL,
    note="The KXE9535 (not A) would be 0x20; the write byte 0x70 is not the 7-bit address.",
)
q("f-41", E, S, "KXE9535 standby current?", [KXE], *KXE_STB)
q(
    "f-42",
    E,
    S,
    "How much can one KXE9535 P-port pin sink at VOL = 0.5 V when VDD is 3.0 V?",
    [KXE],
    [it(KXE, "output_current", "mA", lo=10, condition="P-port IOL at VOL = 0.5 V, VDD = 3.0 V")],
    [ev(KXE, 2, "VOL = 0.5V, VDD = 3.0V 10")],
)
q(
    "f-43",
    E,
    S,
    "KXE9535 的 I2C 地址是多少？（A2/A1/A0 全部接地）",
    [KXE],
    *KXE_ADDR_LLL,
    note="Chinese: address with A2..A0 grounded.",
)

# ------------------------------------------------------------- HT-RC522M module
q("f-44", E, S, "what voltage does the ht-rc522m module run on?", [HT], *HT_VDD)
q("f-45", E, S, "HT-RC522M working current?", [HT], *HT_WORK)
q(
    "f-46",
    E,
    S,
    "HT-RC522M 的休眠电流是多少？",
    [HT],
    [it(HT, "standby_current", "uA", hi=80, condition="sleep")],
    [ev(HT, 1, "3. Sleep current：<80uA")],
    note="Chinese: sleep current.",
)
q(
    "f-48",
    E,
    S,
    "¿A qué distancia lee tarjetas el módulo HT-RC522M?",
    [HT],
    [
        it(
            HT,
            "measurement_range",
            "mm",
            lo=0,
            hi=50,
            quantity="distance",
            condition="card reading distance",
        )
    ],
    [ev(HT, 1, "12. Card reading distance：0~50mm (depends on card and antenna)")],
    note="Spanish: reading distance.",
)
unanswerable(
    "f-49",
    M,
    S,
    "How far does the HT-RC522M read an S50 card through 3 mm of ABS plastic?",
    [HT],
    "Distance through enclosures is 'not specified'.",
)
q(
    "f-50",
    H,
    CMP,
    "Which sleeps lower, the KXE9535 (standby) or the HT-RC522M (sleep)?",
    [KXE, HT],
    *join(
        KXE_STB,
        (
            [it(HT, "standby_current", "uA", hi=80, condition="sleep")],
            [ev(HT, 1, "3. Sleep current：<80uA")],
        ),
    ),
    note="1 µA max vs < 80 µA: the expander.",
)
unanswerable(
    "f-24",
    M,
    S,
    "what's the start-up (inrush) current of the kf2510-05?",
    ["KF2510-05"],
    "Only the rated current (0.08 A) and the starting voltage are given; no start-up current.",
)
