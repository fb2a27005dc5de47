"""Hold-out 19 compatibility questions (between these parts, or a part and a stated setup).

A reference lists the facts a correct answer may cite. Rules the field
vocabulary has no field for (detection voltage, reverse standoff voltage,
open-drain pull-up, start-up peak, derating) are given as evidence; a verdict
that rests on such a sentence alone has no numeric items.
"""

from __future__ import annotations

import facts as F
from qkit import FS, HW, LA, MF, PH, PP, VT, ZP, join, q, unanswerable

C, E, M, H = "compatibility", "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def qc(qid, diff, text, devices, fact, verdict, note="", extra=()):
    items, evidence = fact
    q(qid, diff, C, text, devices, items, evidence + list(extra), verdict, note)


NONE: tuple[list, list] = ([], [])

# ---------------------------------------------------------------- compatible
qc(
    "c-1",
    E,
    "can i power the vth6120 from the 3v3 rail of an esp32?",
    [VT],
    F.VT_VDD,
    OK,
    "3.3 V inside 2.7-5.5 V.",
)
qc(
    "c-2",
    M,
    "VTH6120 supplied from 3.3 V, with TOVER pulled up to 5 V into an Arduino Uno input: "
    "is that allowed?",
    [VT],
    F.VT_VDD,
    OK,
    "Pull-up may be higher than VDD, up to 5.5 V (applications information).",
    [F.VT_PULLUP],
)
qc(
    "c-3",
    E,
    "Can the PPM-200-12 pump run from a 12 V / 1 A wall adapter?",
    [PP],
    join(F.PP_V12, F.PP_I12),
    OK,
    "12 V inside 10-13 V, 200 mA < 1 A.",
)
qc(
    "c-4",
    M,
    "Is an MFX050 suitable as a resettable fuse on a 12 V line that carries 0.4 A "
    "continuously at 23 \u00b0C?",
    [MF],
    join(F.MF_050_HOLD, F.MF_050_V),
    OK,
    "0.4 A < Ihold 0.50 A at 23 C, 12 V < V max. 30 V.",
)
qc(
    "c-5",
    E,
    "fs-30-v powered off the 12v battery of my solar weather station, ok?",
    [FS],
    F.FS_V_V,
    OK,
    "12 V inside 7-24 V.",
)
qc(
    "c-6",
    M,
    "Is the ZPA4U33 a suitable ESD protection for the 3.3 V I2C lines of an ESP32?",
    [ZP],
    NONE,
    OK,
    "Reverse standoff voltage 3.3 V matches 3.3 V signals (no field for VRWM).",
    [F.ZP_VRWM33],
)
qc(
    "c-7",
    M,
    "Can an HW61N29 supervise the 3.3 V supply of a microcontroller, with its reset "
    "output pulled up to 3.3 V?",
    [HW],
    F.HW_VDD,
    OK,
    "3.3 V inside 0.9-6.0 V; detection 2.857-2.943 V is below 3.3 V; pull-up <= 8.0 V.",
    [F.HW_DET29, F.HW_PULLUP],
)
qc(
    "c-8",
    H,
    "I want the 24 V LAX 20.3 on a 24 V supply that can deliver 3 A. Is that enough, "
    "start-up peak included?",
    [LA],
    join(F.LA_V, F.LA_I24_3),
    OK,
    "1.1 A x 2.5 = 2.75 A peak < 3 A.",
    [F.LA_PEAK],
)
qc(
    "c-9",
    E,
    "Can a PHR5528 go in a 5 V divider with a 10 k\u03a9 resistor feeding an Arduino ADC?",
    [PH],
    F.PH_28_P,
    OK,
    "At most 0.63 mW in the cell (2.5 V across 10 kOhm) < 100 mW; the application "
    "example describes this divider.",
    [F.PH_DIVIDER],
)
qc(
    "c-10",
    H,
    "ppm-200-06 on a 6v supply with an mfx050 in series as the fuse, room temp. will the "
    "fuse hold?",
    [PP, MF],
    join(F.PP_V06, F.PP_I06, F.MF_050_HOLD, F.MF_050_V),
    OK,
    "<= 350 mA < Ihold 0.50 A at 23 C, 6 V < 30 V.",
)
# ---------------------------------------------------------------- incompatible
qc(
    "n-1",
    M,
    "Can I use an HW61N44 to supervise the 3.3 V supply of a microcontroller?",
    [HW],
    NONE,
    NO,
    "Detection voltage 4.4 V is above 3.3 V, so the output stays in reset.",
    [F.HW_DET44],
)
qc(
    "n-2",
    E,
    "zpa4u33 on the 5v usb lines, fine?",
    [ZP],
    NONE,
    NO,
    "The sheet says the ZPA4U33 conducts on 5 V lines.",
    [F.ZP_RULE],
)
qc(
    "n-3",
    E,
    "can i hook the ppm-200-12 pump straight to an arduino digital pin?",
    [PP],
    F.PP_I12,
    NO,
    "Up to 200 mA at 12 V; an IO pin gives about 20 mA (FAQ).",
    [F.PP_NO_PIN],
)
qc(
    "n-4",
    E,
    "Can the PPM-200-24 run from a 12 V supply?",
    [PP],
    F.PP_V24,
    NO,
    "12 V below 20-26 V.",
)
qc(
    "n-5",
    M,
    "mfx200 as the fuse in a 24v circuit?",
    [MF],
    F.MF_200_V,
    NO,
    "V max. of MFX200 is 16 V.",
)
qc(
    "n-6",
    H,
    "LAX 20.2 (12 V) on a 12 V supply with a 5 A current limit: will it start reliably?",
    [LA],
    join(F.LA_V, F.LA_I12_2),
    NO,
    "2.4 A x 2.5 = 6.0 A start-up peak > 5 A.",
    [F.LA_PEAK],
)
qc(
    "n-7",
    E,
    "Can I power the FS-30-I from a 5 V USB supply?",
    [FS],
    F.FS_I_V,
    NO,
    "5 V below 12-24 V.",
)
qc(
    "n-8",
    M,
    "fs-30-v output straight into an esp32 adc pin (3v3 max), no divider. ok?",
    [FS],
    F.FS_V_OUT,
    NO,
    "Output reaches 5 V; FAQ asks for a divider.",
    [F.FS_DIVIDER],
)
qc(
    "n-9",
    M,
    "Can the VTH6120 TOVER pin switch a 5 V relay coil drawing 70 mA directly?",
    [VT],
    F.VT_SINK,
    NO,
    "Sinks 10 mA; the sheet says it must not switch a relay coil itself.",
    [F.VT_NO_COIL],
)
qc(
    "n-10",
    H,
    "Is an MFX050 enough for a load drawing 0.45 A inside an enclosure at 50 \u00b0C?",
    [MF],
    F.MF_050_HOLD,
    NO,
    "Derating at 50 C: 78 % of 0.50 A = 0.39 A < 0.45 A.",
    [F.MF_DERATE_HEAD, F.MF_DERATE],
)
# ---------------------------------------------------------------- insufficient evidence
unanswerable(
    "i-1",
    M,
    C,
    "Will the VTH6120 trip within 5 s when the board it sits on suddenly heats up?",
    [VT],
    "Needs the thermal time constant, which the sheet says is not specified.",
    [F.VT_NO_TAU],
)
unanswerable(
    "i-2",
    E,
    C,
    "can the ppm-200 pump 10% hydrochloric acid without the tube failing?",
    [PP],
    "FAQ: resistance to solvents and acids is not specified.",
    [F.PP_NO_ACID],
)
unanswerable(
    "i-3",
    M,
    C,
    "I need to dose 1 ml \u00b1 2 % with a PPM-200-12. Will it meet that?",
    [PP],
    "FAQ: dosing accuracy is not specified.",
    [F.PP_NO_DOSE],
)
unanswerable(
    "i-4",
    E,
    C,
    "phr5528 as a lux meter with +-10% accuracy, doable?",
    [PH],
    "Notes: illuminance measurement accuracy in Lux is not specified.",
    [F.PH_NO_LUX],
)
unanswerable(
    "i-5",
    M,
    C,
    "Is the LAX 20.2 quiet enough for a bedroom, below 40 dB(A)?",
    [LA],
    "Noise level is not specified.",
    [F.LA_NO_NOISE],
)
unanswerable(
    "i-6",
    E,
    C,
    "will the fs-30 keep working on a mountain site with freezing rain?",
    [FS],
    "No heater; operation with ice on the cups is not specified.",
    [F.FS_NO_ICE],
)
unanswerable(
    "i-7",
    M,
    C,
    "Will an MFX050 still trip correctly after 500 trip cycles in a test jig?",
    [MF],
    "Trip behaviour after more than 100 trip cycles is not specified.",
    [F.MF_NO_CYCLES],
)
unanswerable(
    "i-8",
    H,
    C,
    "Is the HW61N29 a safe choice for the reset circuit of a cubesat exposed to radiation?",
    [HW],
    "Behaviour under radiation is not specified (precautions); supply and temperature "
    "alone cannot settle it.",
    [F.HW_NO_RAD],
)
