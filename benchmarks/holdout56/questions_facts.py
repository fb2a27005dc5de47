"""Factual questions of the fifty-sixth hold-out set (42: 34 with items, 8 whose answer
is not in the sheet)."""

from __future__ import annotations

import facts as F
from qkit import AP, BS, CX, EP, KG, NG, SS, SV, Fact, q, unanswerable

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items: list = []
    evidence: list = []
    for fact_items, fact_evidence in facts:
        items += [i for i in fact_items if i not in items]
        evidence += [e for e in fact_evidence if e not in evidence]
    q(f"f-{next(N):02d}", diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = [e for _, fe in facts for e in fe]
    unanswerable(f"f-{next(N):02d}", diff, "simple", text, devs, note, evidence)


# ---------------------------------------------------------------- ALTA-P7
fq(
    E,
    "What is the module supply voltage range (pin VS) of the ALTA-P7?",
    [AP],
    F.AP_VS,
    note="Not the on-board sensor die supply VDD 1.71-3.6 V.",
)
fq(E, "what's the pressure range of the alta-p7 in hpa?", [AP], F.AP_SPAN)
fq(
    M,
    "How accurate is the ALTA-P7 absolute pressure reading (0 to 65 °C)?",
    [AP],
    F.AP_ACC,
    note="Absolute error, not the relative +/-0.12 hPa row.",
)
fq(
    M,
    "how much current does the alta-p7 pull in eco mode, one reading a second?",
    [AP],
    F.AP_ECO,
    note="Column per operating mode; Eco (1 Hz) column.",
)
fq(E, "what i2c addresses can the alta-p7 be set to?", [AP], F.AP_ADDR)
fq(E, "What is the absolute maximum voltage on the ALTA-P7 module supply VS?", [AP], F.AP_ABS)
fq(
    H,
    "ALTA-P7 in Precision mode at 1 Hz: what typical current does it draw from VS?",
    [AP],
    F.AP_PREC,
)
# ---------------------------------------------------------------- CX7512
fq(E, "What supply voltage range does the CX7512 DAC accept?", [CX], F.CX_VDD)
fq(
    M,
    "whats the max supply current of the cx7512 with both channels on at vdd = 3 v?",
    [CX],
    F.CX_IDD3,
    note="Unnamed continuation row at VDD = 3 V, not the 5 V row (650 uA).",
)
fq(
    H,
    "What is the maximum SPI clock (fSCK) of the CX7512 in normal read/write operation?",
    [CX],
    F.CX_SCK,
    note="The '50 MHz-class' feature bullet is typical, daisy-chain only (Note 7).",
)
fq(
    M,
    "what's the operating temp range of the cx7512?",
    [CX],
    F.CX_TOP,
    note="Stated only in the absolute maximum ratings list.",
)
# ---------------------------------------------------------------- JH-BST60
fq(E, "What input voltage range does the JH-BST60 boost module accept?", [BS], F.BS_VIN)
fq(E, "jh-bst60 max output current?", [BS], F.BS_IOUT)
fq(E, "What output voltage range can the JH-BST60 be adjusted to?", [BS], F.BS_VOUT)
fq(E, "what's the no load current draw of the jh-bst60?", [BS], F.BS_NOLOAD)
# ---------------------------------------------------------------- SVD-16
fq(E, "What logic supply voltage (VCC) range does the SVD-16 servo driver accept?", [SV], F.SV_VCC)
fq(
    M,
    "what voltage should i put on the servo rail (v+) of the svd-16?",
    [SV],
    F.SV_VPLUS,
    note="Recommended 4.8-6.0 V, not the 7.0 V never-exceed value.",
)
fq(
    M,
    "What are the never-exceed voltages of the SVD-16 for the servo V+ rail and for logic VCC?",
    [SV],
    F.SV_ABS_VPLUS,
    F.SV_ABS_VCC,
)
fq(E, "default i2c address of the svd-16?", [SV], F.SV_ADDR)
fq(
    M,
    "How much current can the SVD-16T carry on its servo power rail?",
    [SV],
    F.SV_CARRY_T,
    note="SVD-16T 8 A, not the standard SVD-16 (3 A).",
)
# ---------------------------------------------------------------- NGM-6Q
fq(E, "What is the main supply voltage range of the NGM-6Q GNSS module?", [NG], F.NG_VCC)
fq(
    M,
    "how much current does the ngm-6q-p draw while tracking?",
    [NG],
    F.NG_TRK_P,
    note="NGM-6Q-P row (28 mA), not NGM-6Q-C (22 mA) nor acquisition.",
)
fq(E, "What is the tracking sensitivity of the NGM-6Q?", [NG], F.NG_SENS)
fq(E, "default baud rate of the ngm-6q uart?", [NG], F.NG_BAUD)
fq(
    M,
    "What operating temperature range is specified for the NGM-6Q-P (patch antenna version)?",
    [NG],
    F.NG_TOP_P,
)
# ---------------------------------------------------------------- SSR-2
fq(E, "What load voltage range can the SSR-2D-5 switch?", [SS], F.SS_LV_D)
fq(M, "whats the max load current per channel on the ssr-2a-12?", [SS], F.SS_LI_A12)
fq(
    H,
    "What load current may one channel of the SSR-2D-5 carry at 60 °C ambient?",
    [SS],
    F.SS_DER60,
    note="Derating table on page 2; 3 A applies only up to 40 °C.",
)
# ---------------------------------------------------------------- KGY-3300
fq(E, "What is the supply voltage range (VDD) of the KGY-3300 gyro?", [KG], F.KG_VDD)
fq(E, "kgy-3300 sensitivity at ±500 dps full scale?", [KG], F.KG_S500)
fq(
    E,
    "i2c address options of the kgy-3300?",
    [KG],
    F.KG_ADDR,
    note="0x6C is the WHO_AM_I value, not an address.",
)
fq(E, "What is the KGY-3300 supply current in normal mode (200 Hz ODR)?", [KG], F.KG_IDD_N)
# ---------------------------------------------------------------- MB-EPD29
fq(E, "What is the deep sleep current of the MB-EPD29 e-paper module?", [EP], F.EP_SLEEP)
fq(M, "what temp range can the mb-epd29-bwr (3 colour) run at?", [EP], F.EP_TOP_BWR)

# ---------------------------------------------------------------- not in the sheets (8)
ie(
    H,
    "What is the ALTA-P7 absolute pressure accuracy at -20 °C?",
    [AP],
    "Accuracy is specified only from 0 to +65 °C; outside the calibrated range the sheet says "
    "the error is not guaranteed.",
    F.AP_CAL,
)
ie(
    E,
    "what's the output noise of the cx7512 in nv/rthz?",
    [CX],
    "No noise specification in the CX7512 sheet.",
)
ie(
    M,
    "What is the JH-BST60 output ripple at 48 V out and 8 A load?",
    [BS],
    "Ripple is given only for 12 V to 20 V at 5 A.",
    F.BS_RIPPLE,
)
ie(
    E,
    "at what temperature does the jh-bst60 thermal shutdown kick in?",
    [BS],
    "No over-temperature protection is stated.",
)
ie(
    E,
    "What is the frequency accuracy of the SVD-16 PWM oscillator?",
    [SV],
    "Only resolution and frequency range are given.",
)
ie(
    M,
    "what's the gain of the patch antenna on the ngm-6q-p in dbi?",
    [NG],
    "The sheet gives the patch size but no antenna gain.",
)
ie(E, "What dv/dt rating does the SSR-2 output have?", [SS], "No dv/dt figure in the sheet.")
ie(
    M,
    "What is the nonlinearity of the KGY-3300 in % of full scale?",
    [KG],
    "Sensitivity, tolerance, offset and noise are given, no nonlinearity.",
)
