"""Compatibility questions of the hundred-and-fifty-sixth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of those with one required check the sheets do
not support)."""

from __future__ import annotations

import facts as F
from qkit import AQ, AV, EF, MF, OQ, PL, TR, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q("c", next(N), diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    M,
    OK,
    "Can an EFP3016 work with a 5 V Arduino Uno if I feed VDD from a separate 1.8 V LDO, take VLED "
    "from the Uno's 5 V pin and pull SDA and SCL up to 5 V?",
    [EF],
    F.EF_VDD,
    F.EF_VLED,
    F.EF_PULLUP,
    F.EF_VIH,
    note="1.8 V within 1.7-2.0 V; 5 V within VLED 3.1-5.0 V (red / IR); pull-ups may go to 5.5 V "
    "independent of VDD",
)
cq(
    E,
    OK,
    "efp3016 and aqt5310 on the same esp32 i2c bus with 3.3v pullups at 400 khz - any address "
    "clash or voltage problem?",
    [EF, AQ],
    F.EF_ADDR,
    F.EF_FSCL,
    F.EF_PULLUP,
    F.AQ_ADDR,
    F.AQ_FSCL,
    F.AQ_PINMAX,
    note="0x57 vs 0x29; 400 kHz within both fSCL limits; 3.3 V pull-ups within 5.5 V (EFP3016) and "
    "3.5 V (AQT5310)",
)
cq(
    M,
    OK,
    "I want to put a MAF-24 on an Arduino Uno: VCC from the Uno's 3.3 V pin, which is good for "
    "50 mA, and CE, CSN, SCK and MOSI wired straight to the Uno's 5 V pins. Does that work?",
    [MF],
    F.MF_VCC,
    F.MF_ITX,
    F.MF_IRX,
    F.MF_5V,
    F.MF_VIH,
    note="3.3 V within 1.9-3.6 V; at most 14 / 16 mA (TX / RX) against the 50 mA stated; inputs "
    "tolerate 5 V logic (VIH max 5.25 V)",
)
cq(
    H,
    OK,
    "my weather station node runs a maf-24 (the pcb antenna one, not the pl) straight off 2 x aa "
    "with no regulator. fresh cells give about 3.0 v and by the end they're down around 2.2 v. "
    "will the radio keep working the whole way down?",
    [MF],
    F.MF_VCC,
    note="3.0 ... 2.2 V within 1.9-3.6 V; the MAF-24PL (2.7 V minimum) would not",
)
cq(
    M,
    OK,
    "An AVM2213 (QFN) on a four-layer board laid out as the data sheet asks, driving a NEMA 17 "
    "stepper rated 1.5 A RMS from a 24 V printer supply - is that within spec?",
    [AV],
    F.AV_VM,
    F.AV_IRMS,
    F.AV_4LAYER,
    note="24 V within 4.75-28 V; 1.5 A under the 2.0 A RMS four-layer rating",
)
cq(
    M,
    OK,
    "3 avm2213 drivers on one esp32 uart at 115200 baud, vio = 3.3v, ms1/ms2 strapped so they get "
    "node addresses 0, 1 and 2. will that work?",
    [AV],
    F.AV_VIO,
    F.AV_BAUD,
    F.AV_FOUR,
    note="3.3 V within VIO 3.0-5.25 V; 115200 within 9600-500000 bit/s; up to four drivers per "
    "line with addresses 0-3",
)
cq(
    H,
    OK,
    "I drive the LED of an OQC-1201A from a 3.3 V ESP32 GPIO through 390 Ω, so IF is about 5 mA. "
    "On the output side the collector has a 10 kΩ pull-up to 5 V into an Arduino input, which "
    "needs 0.5 mA pulled low. Will the output pull the input cleanly low?",
    ["OQC-1201A"],
    F.OQ_IC,
    F.OQ_VF,
    F.OQ_IF,
    F.OQ_RANKA,
    F.OQ_4MA,
    note="(3.3 - 1.2) V / 390 Ohm = 5.4 mA within IF 50 mA; rank A CTR min 80 % gives at least "
    "4 mA against 0.5 mA",
)
cq(
    M,
    OK,
    "Can a TOR5530LS driven straight from a 5 V Arduino pin switch a 12 V, 3 A solenoid (with a "
    "flyback diode across the coil)?",
    ["TOR5530LS"],
    F.TR_VDS,
    F.TR_RDS5,
    F.TR_ID25,
    F.TR_DIODE,
    note="12 V under 55 V; RDS(on) specified at VGS = 5.0 V (25 mOhm max, about 0.2 W at 3 A); "
    "3 A far under 47 A",
)
cq(
    E,
    OK,
    "hm2004-i5 on an arduino uno at 5v, default 100 khz wire speed, nothing else on the bus. ok?",
    ["HM2004-I5"],
    F.HM_VCC5,
    F.HM_FSCL,
    F.HM_ADDR5,
    note="5 V within 4.5-5.5 V; 100 kHz is the limit; default address 0x27",
)
cq(
    E,
    OK,
    "Can a PLA-1210 adapter power an AVM2213 stepper board whose motor draws at most 0.8 A from "
    "the 12 V rail?",
    [PL, AV],
    F.PL_VOUT,
    F.PL_IOUT,
    F.AV_VM,
    note="11.4-12.6 V within 4.75-28 V; 0.8 A under 1.0 A continuous",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the efp3016's vdd straight from my esp32's 3v3 pin?",
    [EF],
    F.EF_VDD,
    F.EF_ABS,
    F.EF_NO33,
    note="3.3 V above VDD 1.7-2.0 V and the absolute maximum 2.2 V; the sheet says never to do it",
)
cq(
    M,
    NO,
    "I want wrist heart-rate with the green LED of an EFP3016G. Can I tie VLED to my 3.3 V rail?",
    ["EFP3016G"],
    F.EF_VLED_G,
    note="with the green LED in use VLED must be 4.0-5.0 V; 3.3 V is only enough for red and IR",
)
cq(
    E,
    NO,
    "maf-24pl powered from the arduino uno 3.3v pin (50 ma max)?",
    ["MAF-24PL"],
    F.MF_ITX_PL,
    F.MF_DEVBOARD,
    note="115 mA typ / 130 mA max in transmit against the 50 mA stated",
)
cq(
    E,
    NO,
    "Can an AVM2213T drive a stepper that needs 1.7 A RMS continuously?",
    ["AVM2213T"],
    F.AV_T,
    note="AVM2213T is rated 1.4 A RMS continuous (2.0 A peak); the AVM2213 (2.0 A) would be the "
    "version for it",
)
cq(
    E,
    NO,
    "pla-1210 for a 12v led strip that pulls 1.5 a?",
    [PL],
    F.PL_IOUT,
    note="1.5 A above 1.0 A continuous; the 1.3 A peak is for at most 500 ms",
)
cq(
    H,
    NO,
    "I'm isolating the serial link between a 24 V machine controller and a logger. The link runs "
    "at 115200 baud, so each bit is about 8.7 µs long. Can I just put an OQC-1201 in the TX line?",
    [OQ],
    F.OQ_TRTF,
    F.OQ_SPEED,
    note="rise / fall up to 18 us against a 8.7 us bit; the sheet limits the part to 19.2 kbit/s",
)
cq(
    M,
    NO,
    "Can I drive the gate of a TOR5530L directly from a 3.3 V ESP32 GPIO to switch a 10 A heater "
    "element?",
    [TR],
    F.TR_VTH,
    F.TR_RDS4,
    F.TR_33V,
    note="the sheet forbids 3.3 V gate drive above 5 A; RDS(on) is only specified from 4.0 V",
)
cq(
    E,
    NO,
    "aqt5310 on a 5v arduino uno i2c, pullups to 5v, no level shifter?",
    [AQ],
    F.AQ_VDD,
    F.AQ_PINMAX,
    F.AQ_NO5V,
    note="pins must stay below 3.5 V (absolute maximum 3.6 V); not 5 V tolerant",
)
cq(
    M,
    NO,
    "Can an HM2004-I5 (VCC on the ESP32 board's 5 V pin) be wired straight to the ESP32's 3.3 V "
    "SDA and SCL without a level shifter?",
    ["HM2004-I5"],
    F.HM_VCC5,
    F.HM_VIH5,
    F.HM_33NOTE,
    note="the backpack pulls the bus to 5 V and needs 3.5 V for a high level; the sheet asks for a "
    "level shifter or the I3",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can I build a medical pulse oximeter on the EFP3016 that must meet ±2 % SpO2 accuracy?",
    [EF],
    F.EF_SPO2,
    note="the sheet gives no SpO2 accuracy and says it is not a medical device; an answer of "
    "incompatible is counted wrong because the accuracy itself is simply not stated",
)
cq(
    M,
    IE,
    "two maf-24pl nodes, one in the garage and one in the house about 300 m away, with two "
    "concrete walls in between. will they link at 250 kbps?",
    ["MAF-24PL"],
    F.MF_WALLS,
    note="range is given only for open field / line of sight (about 1000 m); no figure through walls",
)
cq(
    H,
    IE,
    "Will the sensorless homing of the AVM2213 work reliably on my axis moving at only 20 RPM?",
    [AV],
    note="the sheet names load measurement for sensorless homing and the SGTHRS register but "
    "gives no speed range or sensitivity for it",
)
cq(
    H,
    IE,
    "Is the OQC-1201 approved as reinforced insulation for mains equipment built to IEC 62368-1?",
    [OQ],
    F.OQ_ISO,
    note="5000 Vrms one-minute test only; the sheet says it states no reinforced-insulation approval",
)
cq(
    M,
    IE,
    "Is the TOR5530LS AEC-Q101 qualified, so that I can put it in a car's body-control module?",
    ["TOR5530LS"],
    note="the sheet states no automotive qualification either way; the 175 degC junction rating is "
    "not a qualification",
)
cq(
    M,
    IE,
    "If I mount an AQT5310 behind a 2 mm acrylic window, will it still reach its 120 cm default "
    "range on a white target?",
    [AQ],
    F.AQ_COVER,
    note="ranging figures are without cover glass; the sheet refers to an application note",
)
cq(
    E,
    IE,
    "hm2004-i3 in a shop window running 24/7 for 5 years - will the backlight last that long?",
    ["HM2004-I3"],
    F.HM_LIFE,
    note="no backlight lifetime figure",
)
cq(
    M,
    IE,
    "Is the PLA-1210V-US UL listed for sale and use in the United States?",
    ["PLA-1210V-US"],
    note="the sheet names IEC 62368-1 and EN standards only; no UL listing is stated either way",
)
cq(
    H,
    IE,
    "To save power I want to run the LED of an OQC-1201A at only IF = 1 mA. The output must sink "
    "0.6 mA. Is that guaranteed?",
    ["OQC-1201A"],
    F.OQ_CTR1MA,
    F.OQ_RANKA,
    note="the rank-A minimum (80 %) is at IF = 5 mA; at 1 mA only a typical curve for rank B "
    "exists, so no guaranteed CTR at 1 mA",
)
