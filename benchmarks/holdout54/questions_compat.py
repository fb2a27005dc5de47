"""Compatibility questions of the fifty-fourth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence with one required check the sheets do not
support)."""

from __future__ import annotations

import facts as F
from qkit import AL, HW, IE, ML, TM, VP, join, q

C = "compatibility"
OK, NO = "compatible", "incompatible"


def cq(qid, diff, text, devices, fact, verdict, note=""):
    q(qid, diff, C, text, devices, fact[0] if verdict != IE else [], fact[1], verdict, note)


# ---------------------------------------------------------------- compatible
cq(
    "c-1",
    "easy",
    "can i run the alx 740 off the 3v3 pin of an esp32 and talk i2c to it?",
    [AL],
    join(F.AL_VDD, F.AL_VIH),
    OK,
)
cq(
    "c-2",
    "medium",
    "Can a TLR 3150-33 supply an ALX 740 (measuring continuously)?",
    ["TLR 3150-33", AL],
    join(F.TL_VOUT33, F.TL_IOUT, F.AL_VDD, F.AL_IDD),
    OK,
)
cq(
    "c-3",
    "easy",
    "vpm226 powered from 3.3v, measuring a 24v battery rail - ok?",
    [VP],
    join(F.VP_VS, F.VP_BUS),
    OK,
    "the notes say so explicitly",
)
cq(
    "c-4",
    "medium",
    "Can an HW2806 (VIN = VBIAS = 3.3 V) switch the supply of an LB-S62-433 that transmits "
    "at full power?",
    [HW, "LB-S62-433"],
    join(F.HW_VBIAS, ([], F.HW_VIN_REC[1]), F.HW_IMAX, F.LB_VCC, F.LB_ITX433),
    OK,
    "VIN 0.8 V to VBIAS: 3.3 V = VBIAS is allowed",
)
cq(
    "c-5",
    "easy",
    "can a 1.8v gpio drive the ON pin of the hw2806?",
    [HW],
    F.HW_VIH,
    OK,
)
cq(
    "c-6",
    "easy",
    "mld8841 on a 12v psu with a nema17 rated 1.2a rms per phase, will that work?",
    [ML],
    join(F.ML_VM, F.ML_IRMS),
    OK,
)
cq(
    "c-7",
    "easy",
    "can STEP/DIR of the MLD8841 be driven directly from a 3.3 V ESP32?",
    [ML],
    F.ML_VIH,
    OK,
)
cq(
    "c-8",
    "medium",
    "rtm-3205wa in an outdoor box that gets down to -35c, bus from a 5v arduino - ok?",
    ["RTM-3205WA"],
    join(F.RT_TEMP_WA, F.RT_VDD),
    OK,
)
cq(
    "c-9",
    "hard",
    "Can an ALX 740-0, an ALX 740-1 and a VPM 226 with A1 = A0 = GND share one 3.3 V I2C bus "
    "at 400 kHz?",
    ["ALX 740-0", "ALX 740-1", VP],
    join(F.AL_ADDR0, F.AL_ADDR1, F.VP_ADDR40, F.AL_I2C, F.VP_FSCL),
    OK,
    "addresses 0x23, 0x5C, 0x40 differ; 400 kHz within both limits",
)
cq(
    "c-10",
    "medium",
    "tms-30r on 24v with a 300 m cable back to the plc, fine?",
    ["TMS-30R"],
    join(F.TM_SUP_R, F.TM_CABLE),
    OK,
    "cable length max 1200 m for the R version",
)

# ---------------------------------------------------------------- incompatible
cq(
    "c-11",
    "easy",
    "can i power the alx 740 straight from the 5v of my arduino uno?",
    [AL],
    join(F.AL_VDD, F.AL_ABS),
    NO,
)
cq(
    "c-12",
    "hard",
    "Can a TLR 3150-33 be the only supply of an LB-S62-433 that transmits at 22 dBm?",
    ["TLR 3150-33", "LB-S62-433"],
    join(F.TL_IOUT, F.LB_ITX433, F.LB_PSU),
    NO,
    "118 mA fits the 150 mA rating, but the module manual asks for a supply of more than 200 mA",
)
cq(
    "c-13",
    "easy",
    "Can the VPM 226 monitor a 48 V telecom rail on VBUS?",
    [VP],
    join(F.VP_BUS, F.VP_BUS_ABS),
    NO,
)
cq(
    "c-14",
    "medium",
    "hw2806 to switch a 12v led strip?",
    [HW],
    join(F.HW_VIN_ABS, F.HW_VBIAS),
    NO,
)
cq(
    "c-15",
    "easy",
    "mld8841 on a 48v supply for more speed - ok?",
    [ML],
    join(F.ML_VM, F.ML_VM_ABS),
    NO,
)
cq(
    "c-16",
    "medium",
    "Can the MLD8841 drive a stepper rated 2.5 A rms per phase at its full rated current?",
    [ML],
    join(F.ML_IRMS, F.ML_IFS),
    NO,
)
cq(
    "c-17",
    "medium",
    "rtm-3205sa as the clock of a freezer logger at -30c?",
    ["RTM-3205SA"],
    F.RT_TEMP_SA,
    NO,
    "the WA version would do; SA is -20...+70 °C",
)
cq(
    "c-18",
    "easy",
    "can i power the tms-30v from the 3.3v pin of my esp32?",
    ["TMS-30V"],
    F.TM_SUP_V,
    NO,
)
cq(
    "c-19",
    "hard",
    "TLR 3150-33 fed from 12 V, loaded with 150 mA continuously in a SOT-23-5 on a JEDEC board "
    "at 25 °C ambient: is that within the part's limits?",
    ["TLR 3150-33"],
    join(F.TL_VIN, F.TL_IOUT, F.TL_VOUT33, F.TL_RTH, F.TL_TJ),
    NO,
    "(12 - 3.3) V x 0.15 A = 1.3 W; x 250 K/W = 326 K rise, far above Tj 150 °C",
)

# ---------------------------------------------------------------- insufficient evidence
cq(
    "c-20",
    "easy",
    "two lb-s62-433 modules, one in the basement and one upstairs through 3 concrete walls, "
    "will they link?",
    ["LB-S62-433"],
    F.LB_WALLS,
    IE,
    "range through walls not tested",
)
cq(
    "c-21",
    "medium",
    "Can a TMS-30A run on 12 V with a 250 Ohm sense resistor in the loop?",
    ["TMS-30A"],
    join(F.TM_SUP_A, F.TM_LOAD_A),
    IE,
    "maximum load is given only at 24 V",
)
cq(
    "c-22",
    "medium",
    "will the tms-30 hold its +-3% accuracy in sandy soil without recalibration?",
    [TM],
    F.TM_CAL,
    IE,
    "calibrated in loam only",
)
cq(
    "c-23",
    "easy",
    "alx 740 behind the smoked plastic front of my clock, will lux readings still be accurate?",
    [AL],
    F.AL_TINT,
    IE,
)
cq(
    "c-24",
    "hard",
    "VPM 226 with a 1 mOhm shunt measuring up to 50 A: can I count on 0.5 % total current "
    "accuracy?",
    [VP],
    join(F.VP_SHUNT, F.VP_SHUNT_TOL),
    IE,
    "50 mV is within ±81.92 mV, but shunt tolerance is outside the specification",
)
cq(
    "c-25",
    "hard",
    "hw2806a switching a 3a load continuously at 70c ambient with no extra copper - thermally ok?",
    ["HW2806A"],
    join(F.HW_IMAX, F.HW_TA),
    IE,
    "current and temperature are in range; no thermal resistance is given",
)
cq(
    "c-26",
    "medium",
    "Does the RTM-3205WA stay within ±3 ppm at -30 °C?",
    ["RTM-3205WA"],
    F.RT_TOL_WA,
    IE,
    "frequency tolerance given only for 0...+50 °C",
)
cq(
    "c-27",
    "medium",
    "tlr 3150-33 with a 10uf tantalum cap on the output, stable?",
    ["TLR 3150-33"],
    F.TL_COUT,
    IE,
    "only ceramic 1...22 µF is named",
)
cq(
    "c-28",
    "medium",
    "Can 40 TMS-30R probes share one RS485 line without a repeater?",
    ["TMS-30R"],
    ([], []),
    IE,
    "addresses 1...254 exist, but the RS485 unit load is not given",
)
