"""Hold-out 15 factual questions (one sheet each, or a comparison of two)."""

from __future__ import annotations

from facts import (
    HF_V,
    HF_VOH,
    KBB33_I18,
    KBB33_VOUT,
    KBB50_I36,
    KBB50_VOUT,
    KBB_IQ,
    KBB_NOTE3,
    KBB_VIN,
    KED_RATING,
    KIR_ICC3,
    KIR_ICC5,
    KIR_VCC,
    KIR_VOL,
    KLC5_OUT,
    KLC20_OUT,
    KLC_EXC,
    KLC_EXC_MAX,
    KNT_ADDR,
    KTC_IDD33,
    KTC_ITEC,
    KTC_VDD,
    KTC_VIH,
    KTP_IH5,
    KTP_VH,
    KTPA_VDD,
    KTPB_VDD,
)
from qkit import HF, KBB, KED, KIR, KLC, KNT, KTC, KTP, ev, it, join, q, unanswerable

S, ST, CMP = "simple", "structured", "comparison"
E, M, H = "easy", "medium", "hard"
DEG = "\u00b0C"
MU = "\u00b5"

# ------------------------------------------------------------- KBB6320 buck-boost
q("f-01", E, S, "What is the input operating voltage range of the KBB6320?", [KBB], *KBB_VIN)
q("f-02", E, S, "kbb6320-33 output voltage min / max?", [KBB], *KBB33_VOUT)
q(
    "f-03",
    M,
    S,
    "What output voltage does the KBB6320-50 regulate to (min, typ, max)?",
    [KBB],
    *KBB50_VOUT,
    note="The -50 row has no parameter name (it sits under the -33 row).",
)
q("f-04", E, S, "quiescent current of the kbb6320 in burst mode, in uA?", [KBB], *KBB_IQ)
q(
    "f-05",
    H,
    S,
    "How much output current can a KBB6320-50 deliver when its input is at 3.6 V?",
    [KBB],
    KBB50_I36[0],
    KBB50_I36[1] + [KBB_NOTE3],
    note="Maximum output current table, one column per version: -50 at VIN = 3.6 V is 1.0 A "
    "(the -33 column says 1.2 A). Values typical (Note 3).",
)
q(
    "f-06",
    H,
    S,
    "running a kbb6320-33 off 2 AA cells that sag to 1.8v, how many amps can i pull from it?",
    [KBB],
    *KBB33_I18,
    note="Row VIN = 1.8 V, column KBB6320-33: 0.5 A (typ).",
)
unanswerable(
    "f-07",
    E,
    S,
    "What is the junction-to-ambient thermal resistance of the KBB6320 DFN package?",
    [KBB],
    "Page 2: 'no thermal resistance figure is given in this data sheet'.",
)

# ------------------------------------------------------------- KTC1978 TEC controller
q("f-08", E, S, "What supply voltage range does the KTC1978 accept?", [KTC], *KTC_VDD)
q(
    "f-09",
    M,
    S,
    "What TEC current may the KTC1978 be operated at (recommended operating conditions, not the "
    "absolute maximum)?",
    [KTC],
    *KTC_ITEC,
    note="Abs max continuous TEC current is " + "\u00b1" + "2.0 A; recommended is -1.5 to +1.5 A.",
)
q(
    "f-10",
    M,
    S,
    "ktc1978 idle supply current when run at 3v3?",
    [KTC],
    *KTC_IDD33,
    note="Page 2 table at VDD = 3.3 V (2.5 / 5 mA); page 1 at 5 V says 3 / 6 mA.",
)
q("f-11", E, S, "What is the minimum SHDN input high voltage of the KTC1978?", [KTC], *KTC_VIH)
unanswerable(
    "f-12",
    E,
    S,
    "What is the thermal resistance (theta JA) of the KTC1978's QFN package?",
    [KTC],
    "Page 2: 'the package's thermal data are not given in this document'.",
)

# ------------------------------------------------------------- KLC-B1 load cell
q(
    "f-13",
    E,
    S,
    "rated output of the klc-b1-5kg in mv/v?",
    [KLC],
    *KLC5_OUT,
    note="1.0" + "\u00b1" + "0.15 mV/V; the 10 kg and 20 kg columns say 2.0.",
)
q(
    "f-14",
    M,
    S,
    "What is the rated output (sensitivity) of the KLC-B1-20kg load cell?",
    [KLC],
    *KLC20_OUT,
)
q(
    "f-15",
    E,
    S,
    "What excitation voltage is recommended for the KLC-B1 load cells?",
    [KLC],
    *KLC_EXC,
)
q(
    "f-16",
    M,
    S,
    "whats the max excitation i can put on a klc-b1 before it gets damaged?",
    [KLC],
    *KLC_EXC_MAX,
)
q(
    "f-17",
    E,
    S,
    "What is the operating temperature range of the KLC-B1 load cell?",
    [KLC],
    [it(KLC, "operating_temperature", DEG, lo=-20, hi=60)],
    [ev(KLC, 2, "Operating temperature range -20~+60\u2103")],
    note="Not the compensated range -10 to +40 " + DEG + ".",
)
q(
    "f-18",
    E,
    S,
    "what ip rating does the klc-b1 load cell have?",
    [KLC],
    [it(KLC, "ip_rating", values=["IP65"])],
    [ev(KLC, 1, "Protection class: IP65")],
)
unanswerable(
    "f-19",
    E,
    S,
    "What is the fatigue life (number of load cycles) of the KLC-B1 load cell?",
    [KLC],
    "Page 2 note 3: 'Fatigue life ... not specified'.",
)

# ------------------------------------------------------------- KTP-205 printer mechanism
q("f-20", E, S, "What head drive voltage range does the KTP-205 need?", [KTP], *KTP_VH)
q(
    "f-21",
    M,
    S,
    "ktp-205-b logic supply range?",
    [KTP],
    *KTPB_VDD,
    note="Column KTP-205-B (3.0 to 3.6 V), not the -A column (4.75 to 5.25 V).",
)
q(
    "f-22",
    M,
    S,
    "What peak head current does the KTP-205 draw at VH = 5.0 V with 64 dots energized?",
    [KTP],
    *KTP_IH5,
    note="1.25 A at 5.0 V; the look-alike row at 7.2 V says 1.8 A.",
)
unanswerable(
    "f-23",
    E,
    S,
    "How many pulses (head pulse life) is the KTP-205 thermal head rated for?",
    [KTP],
    "Only abrasion resistance (50 km paper feed) is given; no pulse life.",
)

# ------------------------------------------------------------- KIR-38 IR receiver
q("f-24", E, S, "What supply voltage range does the KIR-38 series operate from?", [KIR], *KIR_VCC)
q(
    "f-25",
    H,
    S,
    "kir-3838 current draw at 3v? (no signal)",
    [KIR],
    *KIR_ICC3,
    note="Row Vcc = 3 V (0.35 / 0.55 mA); the Vcc = 5 V row says 0.45 / 0.7 mA.",
)
q(
    "f-26",
    M,
    S,
    "What is the low-level output voltage of the KIR-38 at IOL = 2 mA?",
    [KIR],
    *KIR_VOL,
)
q(
    "f-27",
    E,
    S,
    "What is the absolute maximum supply voltage of the KIR-38?",
    [KIR],
    [it(KIR, "abs_max_supply_voltage", "V", lo=0, hi=6.0)],
    [ev(KIR, 1, "Supply voltage Vcc 0\uff5e6.0 V")],
)
unanswerable(
    "f-28",
    M,
    S,
    "Up to what ambient illuminance (direct sunlight) is the KIR-38 specified to keep working?",
    [KIR],
    "Direct sunlight 'is not specified'; the 200 lx in note *3 is a test condition, not a limit.",
)

# ------------------------------------------------------------- KNT216 NFC tag
q(
    "f-29",
    E,
    S,
    "knt216 i2c address?",
    [KNT],
    *KNT_ADDR,
    note="0x55 (7-bit); the memory map's 0xAA is the same address in 8-bit form.",
)
q(
    "f-30",
    M,
    S,
    "What voltage does the KNT216's energy harvesting output provide with VOUT_SEL = 10b?",
    [KNT],
    [it(KNT, "output_voltage", "V", value=3.0, condition="energy harvesting, VOUT_SEL = 10b")],
    [ev(KNT, 2, "VOUT_SEL = 10b 3.0 V")],
)
unanswerable(
    "f-31",
    E,
    S,
    "how far can my phone read the knt216 tag, in cm?",
    [KNT],
    "Page 2: reading distance 'is not specified in this data sheet'.",
)

# ------------------------------------------------------------- KED11 encoder
q("f-32", E, S, "ked11 encoder contact rating? max volts and current", [KED], *KED_RATING)
q(
    "f-33",
    M,
    S,
    "What is the electrical rating of the KED11's push switch?",
    [KED],
    [
        it(KED, "contact_voltage", "V", hi=12, condition="push switch, DC, resistive"),
        it(KED, "contact_current", "mA", hi=50, condition="push switch, resistive"),
    ],
    [ev(KED, 1, "Switch rating: 12 V DC, 50 mA (resistive)")],
    note="Not the encoder contact rating (10 V DC, 1 mA).",
)
unanswerable(
    "f-34",
    E,
    S,
    "What IP rating does the KED11 rotary encoder have?",
    [KED],
    "Page 2: 'IP rating ... not specified'.",
)

# ------------------------------------------------------------- HF-S401 flow sensor
q("f-35", E, S, "hf-s401 working voltage?", [HF], *HF_V)
q(
    "f-36",
    E,
    S,
    "What flow range does the HF-S401 measure?",
    [HF],
    [it(HF, "measurement_range", "L/min", lo=1, hi=30, quantity="flow_rate")],
    [ev(HF, 1, "Flow range: 1~30L/min")],
)
q(
    "f-37",
    M,
    S,
    "What is the accuracy of the HF-S401?",
    [HF],
    [it(HF, "accuracy", "%", lo=-5, hi=5, quantity="flow_rate", condition="2 to 30 L/min")],
    [ev(HF, 1, "Accuracy: \u00b15% (2~30L/min)")],
)
q(
    "f-38",
    M,
    S,
    "hf-s401 pulse output high level when powered at 5v?",
    [HF],
    [HF_VOH[0][0]],
    HF_VOH[1],
    note="Only in the FAQ on page 2.",
)
unanswerable(
    "f-39",
    E,
    S,
    "Which food-grade certification does the HF-S401 have?",
    [HF],
    "FAQ: 'no certificate is listed in this manual'.",
)

# ------------------------------------------------------------- comparisons / structured
q(
    "f-40",
    M,
    CMP,
    "Which draws more supply current: a KIR-38 idling at Vcc = 5 V or a KNT216 in I2C idle at "
    "3.3 V?",
    [KIR, KNT],
    *join(
        KIR_ICC5,
        (
            [it(KNT, "supply_current", "uA", typ=160, hi=250, condition="I2C idle, VCC = 3.3 V")],
            [ev(KNT, 2, "ICC supply current I2C idle, VCC = 3.3 V 160 250 " + MU + "A")],
        ),
    ),
    note="KIR-38 0.45 mA typ (0.7 max) > KNT216 160 uA typ (250 max).",
)
q(
    "f-41",
    H,
    CMP,
    "Compare the logic supply ranges of the KTP-205-A and the KTP-205-B.",
    [KTP],
    *join(KTPA_VDD, KTPB_VDD),
)
q(
    "f-42",
    H,
    ST,
    "List the KNT216 energy harvesting output voltage for each VOUT_SEL setting.",
    [KNT],
    [
        it(KNT, "output_voltage", "V", value=1.8, condition="VOUT_SEL = 00b"),
        it(KNT, "output_voltage", "V", value=2.4, condition="VOUT_SEL = 01b"),
        it(KNT, "output_voltage", "V", value=3.0, condition="VOUT_SEL = 10b"),
    ],
    [
        ev(KNT, 2, "VOUT_SEL = 00b 1.8 V"),
        ev(KNT, 2, "VOUT_SEL = 01b 2.4 V"),
        ev(KNT, 2, "VOUT_SEL = 10b 3.0 V"),
    ],
)
