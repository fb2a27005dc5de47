"""Hold-out 18 compatibility questions (between these parts, or a part and a stated setup).

A reference lists the facts a correct answer may cite. Rules the field
vocabulary has no field for (loop-supply budget, not-I2C bus, logic level of
a passive keypad, charger use) are given as evidence without numeric items.
"""

from __future__ import annotations

import facts as F
from qkit import ID, KP, NT, PM, QI, SW, TM, XT, join, q, unanswerable

C, E, M, H = "compatibility", "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"


def qc(qid, diff, text, devices, fact, verdict, note="", extra=()):
    items, evidence = fact
    q(qid, diff, C, text, devices, items, evidence + list(extra), verdict, note)


# ---------------------------------------------------------------- compatible
qc(
    "c-1",
    E,
    "Can the KXT4115A be powered from a standard 24 V loop supply?",
    [XT],
    F.XT_VA,
    OK,
    "24 V is inside 7.5-36 V.",
)
qc(
    "c-2",
    E,
    "can i run the ktm1650 off the 5v pin of my arduino uno?",
    [TM],
    F.TM_VDD,
    OK,
    "5 V inside 3.0-5.5 V.",
)
qc(
    "c-3",
    E,
    "ksw-420 powered from the 3v3 pin of an esp32, will it work?",
    [SW],
    F.SW_VCC,
    OK,
    "3.3 V is the bottom of the 3.3-5 V working range.",
)
qc(
    "c-4",
    M,
    "Can I use a KID6610 in each path to OR a 5 V USB supply and a 3.7 V Li-ion cell "
    "feeding a 1 A load?",
    [ID],
    join(F.ID_VIN, F.ID_IOUT),
    OK,
    "Both inputs inside 1.5-5.5 V, 1 A < 1.5 A.",
)
qc(
    "c-5",
    H,
    "would a kqi-r05 wireless receiver run the kmp05.6 pump? (startup current too)",
    [QI, PM],
    join(F.QI05_V, F.QI05_I, F.PM6_V, F.PM6_I),
    OK,
    "5 V inside 4.5-7.0 V; 190 mA running and 420 mA starting both below 1 A.",
    extra=(F.PM_START,),
)
qc(
    "c-6",
    M,
    "Can a 3.3 V microcontroller GPIO drive the CE pin of the KID6610 (VIN = 5 V)?",
    [ID],
    F.ID_VIH,
    OK,
    "3.3 V > VIH 1.2 V; within the -0.3 to +6 V CE rating.",
)
qc(
    "c-7",
    E,
    "can i scan a kpd-16 keypad with a 3.3v esp32?",
    [KP],
    ([], []),
    OK,
    "The sheet says any logic level from 3.3 V to 5 V can be used (passive matrix).",
    extra=(F.KP_LOGIC,),
)
qc(
    "c-8",
    M,
    "Can the KQI-R05 receiver power a KSW-420 vibration module?",
    [QI, SW],
    join(F.QI05_V, F.QI05_I, F.SW_VCC, F.SW_ICC),
    OK,
    "5 V within 3.3-5 V; about 5 mA << 1 A.",
)
qc(
    "c-9",
    H,
    "KXT4115B: can its VREG output excite a divider made of a KNT18XH103 and a 10 kOhm "
    "resistor (about 0.15 mA)?",
    [XT, NT],
    join(F.XT_REGB, F.XT_REGI),
    OK,
    "3.0 V / 20 kOhm = 0.15 mA < 2 mA regulator load and < 0.31 mA permissive current "
    "of the KNT18XH103.",
    extra=(F.NT_PERM_XH,),
)
qc(
    "c-10",
    E,
    "kmp05.12 pump on a 12v car-ish supply that sits at 13.8v, ok?",
    [PM],
    F.PM12_V,
    OK,
    "13.8 V inside 9.0-14.0 V.",
)
# ---------------------------------------------------------------- incompatible
qc(
    "c-11",
    E,
    "will the 5v usb from my arduino be fine for the kmp05.3 pump?",
    [PM],
    F.PM3_V,
    NO,
    "5 V > 3.6 V maximum of the 3 V version.",
)
qc(
    "c-12",
    E,
    "Can the KID6610 be used on a 12 V rail?",
    [ID],
    F.ID_VIN,
    NO,
    "12 V > 5.5 V (and > 6 V abs max).",
)
qc(
    "c-13",
    M,
    "ksw-420 powered from 5v with DO going straight into an esp32 gpio (3.3v), safe?",
    [SW],
    F.SW_VOH,
    NO,
    "DO swings to about 5 V; the FAQ says not to feed it to a 3.3 V MCU pin.",
)
qc(
    "c-14",
    M,
    "Can a KQI-R12 receiver power the KMP05.6 pump?",
    [QI, PM],
    join(F.QI12_V, F.PM6_V),
    NO,
    "12 V > 7.0 V maximum of the KMP05.6.",
)
qc(
    "c-15",
    M,
    "kid6610 for a 2a load continuous?",
    [ID],
    F.ID_IOUT,
    NO,
    "2 A > 1.5 A operating rating (2.0 A is only the absolute maximum).",
)
qc(
    "c-16",
    H,
    "Will a KXT4115A transmitter work on a 12 V loop supply with a 250 Ohm receiver "
    "resistor at 20 mA?",
    [XT],
    F.XT_VA,
    NO,
    "Needs 7.5 V + 20 mA x 250 Ohm = 12.5 V > 12 V.",
    extra=(F.XT_LOOP_RULE,),
)
qc(
    "c-17",
    M,
    "can i just put a lipo cell on the kqi-r05 output to charge it?",
    [QI],
    ([], []),
    NO,
    "The FAQ says the output is a fixed voltage, not a charger.",
    extra=(F.QI_NOT_CHARGER,),
)
qc(
    "c-18",
    M,
    "Can the KTM1650 share an I2C bus with an SSD1306 OLED?",
    [TM],
    ([], []),
    NO,
    "The sheet says the 2-wire interface is not I2C and must not share a bus with I2C devices.",
    extra=(F.TM_NOT_I2C,),
)
qc(
    "c-19",
    H,
    "can the vreg of a kxt4115b power a ksw-420 vibration module?",
    [XT, SW],
    join(F.XT_REGB, F.XT_REGI, F.SW_VCC, F.SW_ICC),
    NO,
    "3.0 V < 3.3 V minimum of the module, and about 5 mA > 2 mA regulator load current.",
)
qc(
    "c-20",
    E,
    "can a kpd keypad key switch a 12v 0.5a solenoid directly?",
    [KP],
    F.KP_RATING,
    NO,
    "0.5 A > 100 mA per key, resistive only.",
)
# ---------------------------------------------------------------- insufficient evidence
unanswerable(
    "c-21",
    E,
    C,
    "will the ksw-420 pick up a light 0.5 g knock on a door?",
    [SW],
    "The trigger threshold in g is not specified.",
    [F.SW_NO_G],
)
unanswerable(
    "c-22",
    M,
    C,
    "Is the KMP05 pump quiet enough (below 30 dB(A)) for a bedroom air monitor?",
    [PM],
    "Noise level is not specified.",
    [F.PM_NO_NOISE],
)
unanswerable(
    "c-23",
    M,
    C,
    "Can the KQI-R05 power an audio ADC that needs less than 10 mV supply ripple?",
    [QI],
    "Ripple is not specified.",
    [F.QI_NO_RIPPLE],
)
unanswerable(
    "c-24",
    H,
    C,
    "ktm1650 on 3v3 driving 7-seg leds at 20ma per segment, enough drive?",
    [TM],
    "3.3 V is inside the supply range, but the drive current at 3.3 V is not given.",
    [F.TM_NO_33],
)
unanswerable(
    "c-25",
    M,
    C,
    "knt18xh103 + arduino adc, can i get +-0.5 c accuracy?",
    [NT],
    "Measurement accuracy is not specified in the catalog.",
    [F.NT_NO_ACC],
)
unanswerable(
    "c-26",
    E,
    C,
    "Can a KPD keypad be mounted outdoors in direct sunlight for several years?",
    [KP],
    "IP65 front, but UV stability outdoors is not specified.",
    [F.KP_NO_UV],
)
unanswerable(
    "c-27",
    H,
    C,
    "Will a KID6610 carrying 1.5 A at 85 C ambient keep its junction below 125 C?",
    [ID],
    "The thermal resistance of the SOT-23 is not specified.",
    [F.ID_NO_THETA],
)
unanswerable(
    "c-28",
    M,
    C,
    "can i run hart over the loop of a kxt4115a transmitter without messing up the 4-20ma?",
    [XT],
    "Performance with HART modulation is not specified.",
    [F.XT_NO_HART],
)
