"""Hold-out 15 compatibility questions between the eight parts, phrased the way makers ask."""

from __future__ import annotations

from facts import (
    HF_12V,
    HF_NO33,
    HF_V,
    HF_VOH,
    KBB33_I36,
    KBB33_VOUT,
    KBB50_I36,
    KBB50_VOUT,
    KED_PER_CONTACT,
    KED_RATING,
    KIR_CARRIER,
    KIR_NEC,
    KIR_NOT5V,
    KIR_PULLUP,
    KIR_VCC,
    KLC20_OUT,
    KLC_EXC,
    KLC_FS_NOTE,
    KLC_OVERLOAD,
    KLC_RIN5,
    KNT_ABS,
    KNT_FSCL,
    KNT_NOT5V,
    KNT_VCC,
    KNT_VI,
    KTC_BIG_TEC,
    KTC_ITEC,
    KTC_SHDN_PIN,
    KTC_VIH,
    KTP_3V3_NOTE,
    KTP_IH5,
    KTP_VH,
    KTPA_VDD,
    KTPB_IDD,
    KTPB_VDD,
)
from qkit import HF, KBB, KED, KIR, KLC, KNT, KTC, KTP, join, q, unanswerable

C, E, M, H = "compatibility", "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"

# ------------------------------------------------------------- compatible
q(
    "c-01",
    E,
    C,
    "can a kbb6320-33 power the knt216 nfc tag?",
    [KBB, KNT],
    *join(KBB33_VOUT, KNT_VCC),
    verdict=OK,
    note="3.23-3.37 V inside 1.67-3.6 V.",
)
q(
    "c-02",
    E,
    C,
    "Can the KIR-38 IR receiver run from the output of a KBB6320-33?",
    [KBB, KIR],
    *join(KBB33_VOUT, KIR_VCC),
    verdict=OK,
    note="3.23-3.37 V inside 2.7-5.5 V.",
)
q(
    "c-03",
    M,
    C,
    "ked11 encoder with 10k pullups to 3v3 on A and B, ok for the contacts?",
    [KED],
    KED_RATING[0],
    KED_RATING[1] + [KED_PER_CONTACT],
    verdict=OK,
    note="3.3 V / 10 kOhm = 0.33 mA per contact <= 1 mA; 3.3 V <= 10 V.",
)
q(
    "c-04",
    H,
    C,
    "Can a KBB6320-33 running from a 3.6 V Li-ion cell supply the logic of a KTP-205-B printer "
    "mechanism?",
    [KBB, KTP],
    *join(KBB33_VOUT, KBB33_I36, KTPB_VDD, KTPB_IDD),
    verdict=OK,
    note="3.23-3.37 V inside 3.0-3.6 V; logic current 0.08 A max vs 1.2 A available.",
)
q(
    "c-05",
    E,
    C,
    "can i drive the ktc1978 SHDN pin straight from a 3.3v mcu gpio (ktc on 5v)?",
    [KTC],
    KTC_VIH[0],
    KTC_VIH[1] + [KTC_SHDN_PIN],
    verdict=OK,
    note="VIH min 2.0 V; pin table: '3.3 V logic compatible'.",
)
q(
    "c-06",
    M,
    C,
    "Can I excite a KLC-B1-5kg load cell directly from the 3.3 V output of a KBB6320-33?",
    [KBB, KLC],
    KBB33_VOUT[0] + KLC_EXC[0],
    KBB33_VOUT[1] + KLC_EXC[1] + [KLC_RIN5],
    verdict=OK,
    note="3.23-3.37 V within the recommended 3-10 V excitation; about 3 mA into 1066 Ohm.",
)
q(
    "c-07",
    H,
    C,
    "My ADC input range is +/-20 mV. With 5 V excitation, does the full-scale output of a "
    "KLC-B1-20kg fit, even at its safe overload?",
    [KLC],
    KLC20_OUT[0] + KLC_EXC[0],
    KLC20_OUT[1] + KLC_EXC[1] + [KLC_FS_NOTE, KLC_OVERLOAD],
    verdict=OK,
    note="2.0 (+0.15) mV/V x 5 V = 10-10.75 mV at 20 kg; 150 % safe overload = 16.1 mV < 20 mV.",
)
q(
    "c-08",
    E,
    C,
    "hf-s401 on the arduino uno 5v pin, yellow wire to D2, will the pulses read fine?",
    [HF],
    *join(HF_V, HF_VOH),
    verdict=OK,
    note="5 V inside 5-18 V; VOH > 4.7 V, VOL < 0.5 V at 5 V.",
)
q(
    "c-09",
    E,
    C,
    "Can the KNT216 sit on a 3.3 V I2C bus running at 400 kHz?",
    [KNT],
    *join(KNT_VCC, KNT_FSCL),
    verdict=OK,
)
q(
    "c-10",
    E,
    C,
    "will a kir-3838 pick up my 38khz NEC tv remote?",
    [KIR],
    [],
    [KIR_CARRIER, KIR_NEC],
    verdict=OK,
    note="KIR-3838 column: carrier 38 kHz; NEC codes are received.",
)

# ------------------------------------------------------------- incompatible
q(
    "c-11",
    E,
    C,
    "will the 5v version of the kbb6320 fry the knt216 if i power the tag from it?",
    [KBB, KNT],
    *join(KBB50_VOUT, KNT_VCC, KNT_ABS),
    verdict=NO,
    note="4.90-5.10 V is above 3.6 V operating and 4.0 V limiting value.",
)
q(
    "c-12",
    E,
    C,
    "can i run the hf-s401 flow sensor off a kbb6320-33?",
    [KBB, HF],
    KBB33_VOUT[0] + HF_V[0],
    KBB33_VOUT[1] + HF_V[1] + [HF_NO33],
    verdict=NO,
    note="3.3 V below the 5 V minimum working voltage.",
)
q(
    "c-13",
    H,
    C,
    "Can a KBB6320-50 fed from a 3.6 V Li-ion cell supply the head of a KTP-205 at VH = 5 V "
    "with 64 dots printed at once?",
    [KBB, KTP],
    *join(KBB50_VOUT, KBB50_I36, KTP_VH, KTP_IH5),
    verdict=NO,
    note="Head peak 1.25 A at 5.0 V / 64 dots > 1.0 A the -50 delivers at VIN = 3.6 V.",
)
q(
    "c-14",
    M,
    C,
    "Can the KTC1978 drive a 40 x 40 mm Peltier module rated 6 A?",
    [KTC],
    KTC_ITEC[0],
    KTC_ITEC[1] + [KTC_BIG_TEC],
    verdict=NO,
)
q(
    "c-15",
    M,
    C,
    "esp32 (3.3v io) driving DI/CLK/LAT of a ktp-205-a directly, ok?",
    [KTP],
    KTPA_VDD[0],
    KTPA_VDD[1] + [KTP_3V3_NOTE],
    verdict=NO,
    note="-A has 5 V CMOS logic; the sheet says not to drive it from 3.3 V logic (use -B).",
)
q(
    "c-16",
    M,
    C,
    "kir-38 powered from 5v, output straight into a 3.3v-only (not 5v tolerant) mcu pin - safe?",
    [KIR],
    KIR_VCC[0],
    KIR_VCC[1] + [KIR_PULLUP, KIR_NOT5V],
    verdict=NO,
    note="Internal pull-up to Vcc: output high about 5 V.",
)
q(
    "c-17",
    M,
    C,
    "If I power the HF-S401 from 12 V, can its pulse output go straight to a 5 V Arduino input?",
    [HF],
    HF_V[0],
    HF_V[1] + [HF_12V],
    verdict=NO,
)
q(
    "c-18",
    E,
    C,
    "knt216 on my 5v arduino uno i2c bus (pullups to 5v), tag itself on 3.3v - ok?",
    [KNT],
    KNT_VCC[0] + KNT_VI[0],
    KNT_VCC[1] + KNT_VI[1] + [KNT_NOT5V],
    verdict=NO,
    note="SCL/SDA limiting value 4.0 V; 'The I2C pins are not 5 V tolerant.'",
)
q(
    "c-19",
    M,
    C,
    "ked11 with 1k pull-ups to 5v on A/B, will the contacts be ok?",
    [KED],
    KED_RATING[0],
    KED_RATING[1] + [KED_PER_CONTACT],
    verdict=NO,
    note="5 V / 1 kOhm = 5 mA > 1 mA contact rating.",
)

# ------------------------------------------------------------- insufficient evidence
unanswerable(
    "c-20",
    E,
    C,
    "can the ked11 encoder go on an outdoor panel that gets rained on?",
    [KED],
    "IP rating / outdoor use 'not specified' (page 2).",
)
unanswerable(
    "c-21",
    M,
    C,
    "will my phone read a knt216 tag from 10 cm away?",
    [KNT],
    "Reading distance not specified (page 2).",
)
unanswerable(
    "c-22",
    H,
    C,
    "Can a KBB6320-33 deliver 1.2 A continuously at 105 " + "\u00b0C" + " ambient without "
    "exceeding its junction temperature?",
    [KBB],
    "Junction range up to 125 C is given but no thermal resistance ('no thermal resistance figure "
    "is given'); rated current stated only at 85 C ambient.",
)
unanswerable(
    "c-23",
    H,
    C,
    "Can the KTC1978 drive its full 1.5 A TEC current at 80 " + "\u00b0C" + " ambient?",
    [KTC],
    "Recommended TA up to +85 C, but 'thermal data are not given ... for operation above +70 C "
    "contact the factory'.",
)
unanswerable(
    "c-24",
    E,
    C,
    "is the hf-s401 ok for measuring drinking water in a water dispenser?",
    [HF],
    "Food-grade certificate: 'no certificate is listed in this manual'.",
)
unanswerable(
    "c-25",
    M,
    C,
    "kir-38 behind a window that gets direct sun, will it still work?",
    [KIR],
    "Operation under direct sunlight 'is not specified'.",
)
unanswerable(
    "c-26",
    M,
    C,
    "Will a KLC-B1 load cell survive in a bathroom scale where condensation forms on it?",
    [KLC],
    "IP65 is given, but 'behaviour in condensing humidity [is] not specified'.",
)
unanswerable(
    "c-27",
    E,
    C,
    "klc-b1-5kg in a machine that loads it 200,000 times a day for years - ok?",
    [KLC],
    "Fatigue life 'not specified'.",
)
unanswerable(
    "c-28",
    M,
    C,
    "is the kbb6320-33 output clean enough (ripple) to run a kir-38 without the rc filter?",
    [KBB, KIR],
    "No output ripple figure for the KBB6320; the KIR-38 asks for a 47 Ohm / 4.7 uF filter.",
)
