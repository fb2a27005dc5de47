"""Compatibility questions of the twenty-second hold-out set (28: 10 compatible,
10 incompatible, 8 insufficient_evidence, each of the latter citing the sheet's
own "not specified" line)."""

from __future__ import annotations

from facts import (
    CM_FPS,
    CM_IDD_IR,
    CM_NO3V3,
    CM_RX,
    CM_VDD,
    CT_PHASE,
    DM_IL,
    DM_IL_HS,
    DM_LED,
    DM_VCC,
    DM_VIH,
    DM_VLOAD,
    EC_ABSMAX,
    EC_DEFIB,
    EC_VS,
    FL_ABSMAX,
    FL_H2,
    FL_TOP,
    FL_VDD,
    GM_DOSE,
    GM_VDD,
    GM_VDD_L,
    LX_ADDR_A,
    LX_NO3V3,
    LX_OPTICAL,
    LX_VDD_A,
    TD_ADDR,
    TD_AOUT,
    TD_SEAWATER,
    TD_VDD_A,
    ct_range,
)
from qkit import CM, CT, DM, EC, FL, GM, IE, LX, TD, Fact, join, q, unanswerable

C = "compatibility"


def judge(
    qid: str,
    diff: str,
    question: str,
    devices: list[str],
    verdict: str,
    *facts: Fact,
    note: str = "",
) -> None:
    items, evidence = join(*facts)
    q(qid, diff, C, question, devices, items, evidence, verdict, note)


OK, NO = "compatible", "incompatible"

# ------------------------------------------------------------------ compatible
judge("c-e-01", "easy", "can i run the kec8232 straight off a 3v3 rail?", [EC], OK, EC_VS)
judge(
    "c-e-02",
    "easy",
    "will the gzm-1l geiger board run off my esp32's 3v3 pin?",
    [GM],
    OK,
    GM_VDD_L,
)
judge(
    "c-e-03",
    "easy",
    "qtds-01a tds sensor on a 5v uno, analog out into A1 - ok?",
    [TD],
    OK,
    TD_VDD_A,
    TD_AOUT,
    note="5 V is inside 3.3-5.5 V and the 0-2.3 V output stays below a 5 V ADC reference.",
)
judge("c-e-04", "easy", "Can the NVD-AC2 dimmer be used on 120 V mains?", [DM], OK, DM_VLOAD)
judge(
    "c-e-05",
    "easy",
    "can i power a kpf-350 flame sensor from 3.3v?",
    [FL],
    OK,
    FL_VDD,
)
judge(
    "c-m-06",
    "medium",
    "Can a 3.3 V microcontroller fire the NVD-AC2 gate input directly, with the module's VCC "
    "also at 3.3 V?",
    [DM],
    OK,
    DM_VCC,
    DM_VIH,
)
judge(
    "c-m-07",
    "medium",
    "Can a UCT-16 (the current-output one, not the -16V) measure a 110 A feeder?",
    [CT],
    OK,
    ct_range("UCT-16", 120),
    note="UCT-16 measuring range 0-120 A; the 0-100 A column is UCT-16V.",
)
judge(
    "c-m-08",
    "medium",
    "can the lx1602a-5 lcd and a gzm-1 geiger module share one 5v rail?",
    [LX, GM],
    OK,
    LX_VDD_A,
    GM_VDD,
)
judge(
    "c-h-09",
    "hard",
    "Can an NVD-AC2 fitted with heat sink HS-2 dim a 700 W, 230 V resistive heater?",
    [DM],
    OK,
    DM_VLOAD,
    DM_IL_HS,
    note="700 W / 230 V = 3.04 A <= 4.0 A (with heat sink); footnote limits Tamb <= 40 °C.",
)
judge(
    "c-h-10",
    "hard",
    "I clamp a UCT-10 around the load wire of an NVD-AC2 (with heat sink) running at its "
    "maximum rated load current. Is that inside the CT's measuring range?",
    [CT, DM],
    OK,
    DM_IL_HS,
    ct_range("UCT-10", 60),
)
# ------------------------------------------------------------------ incompatible
judge(
    "c-e-11",
    "easy",
    "can i power the lx1602a-5 lcd from 3v3?",
    [LX],
    NO,
    LX_VDD_A,
    LX_NO3V3,
)
judge(
    "c-e-12",
    "easy",
    "will 5v fry the kec8232 if i power it off the uno 5v pin?",
    [EC],
    NO,
    EC_VS,
    EC_ABSMAX,
    note="5 V is above the 3.5 V operating range and the 4.0 V absolute maximum.",
)
judge(
    "c-e-13",
    "easy",
    "can i wire my 5v arduino tx straight to the vcm-0706 rx?",
    [CM],
    NO,
    CM_RX,
)
judge(
    "c-e-14",
    "easy",
    "Can the VCM-0706 camera be powered from a 3.3 V supply?",
    [CM],
    NO,
    CM_VDD,
    ([], CM_NO3V3),
)
judge(
    "c-m-15",
    "medium",
    "Can a QTDS-01I and an LX1602A-5 share one I2C bus?",
    [TD, LX],
    NO,
    TD_ADDR,
    LX_ADDR_A,
    note="Both fixed at 0x27.",
)
judge(
    "c-m-16",
    "medium",
    "can a uct-16v measure a 110 a feeder?",
    [CT],
    NO,
    ct_range("UCT-16V", 100),
)
judge(
    "c-m-17",
    "medium",
    "VCM-0706IR with the IR LEDs on, fed from a 5 V / 200 mA supply: enough current?",
    [CM],
    NO,
    CM_IDD_IR,
    note="220 mA typ, 260 mA max > 200 mA.",
)
judge(
    "c-h-18",
    "hard",
    "Can I feed a KPF-350 from the 12 V aux output of an alarm panel?",
    [FL],
    NO,
    FL_VDD,
    FL_ABSMAX,
    note="12 V is the absolute maximum; recommended 3.0-10 V.",
)
judge(
    "c-h-19",
    "hard",
    "is the kpf-350 ok in a cold store at -30 °C?",
    [FL],
    NO,
    FL_TOP,
    note="Recommended -20 to +70 °C; the -40 °C is the absolute maximum rating.",
)
judge(
    "c-h-20",
    "hard",
    "nvd-ac2 with no heat sink dimming a 700 w heater on 230 v - ok?",
    [DM],
    NO,
    DM_VLOAD,
    DM_IL,
    note="700 W / 230 V = 3.04 A > 2.0 A without heat sink.",
)
# ------------------------------------------------------------------ insufficient evidence
unanswerable(
    "c-e-21", "easy", C, "will the nvd-ac2 dim my led bulbs?", [DM], "Not specified.", DM_LED
)
unanswerable(
    "c-e-22",
    "easy",
    C,
    "can the qtds-01 tell me the salinity of my reef tank accurately?",
    [TD],
    "Accuracy in seawater is not specified.",
    TD_SEAWATER,
)
unanswerable(
    "c-m-23",
    "medium",
    C,
    "can the kpf-350 detect a hydrogen flame in my fuel-cell lab?",
    [FL],
    "Hydrogen flames are not specified.",
    FL_H2,
)
unanswerable(
    "c-m-24",
    "medium",
    C,
    "Can the VCM-0706 stream 15 fps video over UART at 115200 bps?",
    [CM],
    "Frame rate over the serial port is not specified.",
    CM_FPS,
)
unanswerable(
    "c-m-25",
    "medium",
    C,
    "is the lx1602b-3 readable from 60 degrees off-axis?",
    [LX],
    "Viewing angle is not specified.",
    LX_OPTICAL,
)
unanswerable(
    "c-h-26",
    "hard",
    C,
    "Is the GZM-1 good enough for a dosimeter that must be accurate to ±15 %?",
    [GM],
    "Dose-rate accuracy is not specified.",
    GM_DOSE,
)
unanswerable(
    "c-h-27",
    "hard",
    C,
    "Can I use UCT-16 clamps for power-factor metering that needs under 1° phase error?",
    [CT],
    "Phase error is not specified.",
    CT_PHASE,
)
unanswerable(
    "c-h-28",
    "hard",
    C,
    "is the kec8232 safe to leave on the patient while a defibrillator is used?",
    [EC],
    "Defibrillator protection is not specified.",
    EC_DEFIB,
)
assert IE
