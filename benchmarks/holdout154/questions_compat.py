"""Compatibility questions of the hundred-and-fifty-fourth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of those with one required check the sheets do
not support)."""

from __future__ import annotations

import facts as F
from qkit import AB, BQ, CH, GB, HW, ZM, Fact, join, q

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
    E,
    OK,
    "Can I power an LHO-0961-3 straight from an ESP32's 3.3 V pin and drive it over I²C at 400 "
    "kHz from the ESP32's 3.3 V GPIOs?",
    [F.LH3],
    F.LH_VCC3,
    F.LH_VIH3,
    F.LH_FSCL,
    note="3.3 V within VCC 3.0-3.6 V and within the logic-high range 2.4-3.6 V; 400 kHz is the "
    "SCL maximum",
)
cq(
    M,
    OK,
    "An ESP32 runs a ZMP9616 (all six address pins tied to VSS, VDD = 3.3 V) and an LHO-0961-3 at "
    "its shipped address on the same I²C bus at 400 kHz, both powered from the ESP32's 3.3 V "
    "rail. Any address or speed conflict?",
    [ZM, F.LH3],
    F.ZM_VDD,
    F.ZM_ADDR40,
    F.ZM_ALLCALL,
    F.ZM_FSCL,
    F.LH_VCC3,
    F.LH_ADDR,
    F.LH_FSCL,
    note="0x40 (and the All Call 0x70) vs 0x3C; 3.3 V within 2.3-5.5 V and 3.0-3.6 V; 400 kHz "
    "within 1000 kHz and 400 kHz",
)
cq(
    E,
    OK,
    "lho-0961-5 on an arduino uno, vcc from the uno's 5v pin, sda/scl straight to a4/a5 (the bus "
    "already has 4.7k pull-ups to 5v on another board) - ok?",
    [F.LH5],
    F.LH_VCC5,
    F.LH_VIH5,
    note="5 V within 4.5-5.5 V; the header pins accept logic high up to 5.5 V; the -5 has no "
    "header pull-ups, so the question supplies them",
)
cq(
    E,
    OK,
    "I want to read a QCD-19K2 with an ESP32 dev board. The sensor gets 5 V from the board's 5V "
    "pin (USB, 500 mA available) and TXD / RXD go straight to the ESP32's UART pins, which are "
    "3.3 V GPIOs that must not see more than 3.6 V. Does that work?",
    [F.QK2],
    F.QC_VIN,
    F.QC_PEAK2,
    F.QC_RXD,
    F.QC_TXD,
    note="5 V within 4.5-5.5 V; 125 mA peak from 500 mA; the ESP32's 3.3 V drive is above the RXD "
    "minimum 2.3 V; TXD drives 3.3 V levels",
)
cq(
    M,
    OK,
    "Can a CHX3140E powered from a 12 V rail signal an ESP32 input if its output is pulled up "
    "with 10 kΩ to the ESP32's 3.3 V?",
    ["CHX3140E"],
    F.CH_VCC,
    F.CH_PULLUP,
    F.CH_IOUT,
    note="12 V within 4.5-24 V; the pull-up may go to any voltage up to 24 V independent of VCC; "
    "0.33 mA far below 25 mA",
)
cq(
    H,
    OK,
    "I need to switch a 1.5 A load from a 3.3 V rail inside an enclosure that reaches 85 °C. The "
    "drop across the switch must stay below 150 mV over temperature, and ON is driven from a "
    "1.8 V GPIO. Does a BQL2291 meet this?",
    [BQ],
    F.BQ_VIN,
    F.BQ_IMAX,
    F.BQ_VIH,
    F.BQ_RON33_FULL,
    F.BQ_TA,
    note="1.5 A x 95 mOhm (VIN = 3.3 V, -40 ... 105 degC maximum) = 142.5 mV < 150 mV; 1.5 A below "
    "2 A; 1.8 V above VIH 1.0 V; 85 degC within -40 ... 105 degC",
)
cq(
    E,
    OK,
    "gbr3232 powered from my esp32's 3v3 pin, r1out straight into the esp32 rx pin (3.3v gpio) - "
    "safe?",
    [GB],
    F.GB_VCC,
    F.GB_ROUT,
    note="3.3 V within 3.0-5.5 V; the receiver outputs swing to VCC = 3.3 V",
)
cq(
    H,
    OK,
    "so my setup: arduino uno (5v) on the hv side of an abl-4ch, hv from the uno's 5v pin, lv from "
    "the uno's 3.3v pin which also powers an lho-0961-3 on the lv side. i2c runs at 100 khz and "
    "with the long ribbon cable the bus is about 150 pf. will the oled work through the shifter?",
    [AB, F.LH3],
    F.AB_HV,
    F.AB_LV,
    F.AB_I2C_200,
    F.LH_VCC3,
    F.LH_VIH3,
    F.LH_FSCL,
    note="HV 5 V within 3.0-5.5 V, LV 3.3 V within 1.8-3.6 V; 100 kHz at <= 200 pF is the ABL-4CH "
    "limit; the OLED sees 3.3 V on VCC and the bus",
)
cq(
    E,
    OK,
    "Can I connect an HWF-201 to an Arduino Uno: red wire to the Uno's 5 V, black to GND and the "
    "yellow pulse wire to digital pin 2 (a 5 V input)?",
    [HW],
    F.HW_VCC,
    F.HW_VOH,
    F.HW_PULLUP,
    note="5 V within 5-18 V; the pulse swings to the 5 V supply (> 4.7 V), which a 5 V input takes",
)
cq(
    M,
    OK,
    "A BQL2291 on a 5.0 V rail switches the supply of a QCD-19K2, with ON driven from an ESP32 "
    "GPIO (3.3 V high). Will the sensor see a valid supply during its lamp pulses?",
    [BQ, F.QK2],
    F.BQ_VIN,
    F.BQ_IMAX,
    F.BQ_VIH,
    F.BQ_RON5_FULL,
    F.QC_VIN,
    F.QC_PEAK2,
    note="5 V within 1.0-5.5 V; 125 mA peak x 85 mOhm = 11 mV, so VOUT stays above 4.98 V, within "
    "4.5-5.5 V; 3.3 V above VIH 1.0 V",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i wire an lho-0961-3 straight to a 5v arduino uno? vcc to 5v, sda/scl to a4/a5, no level "
    "shifter",
    [F.LH3],
    F.LH_VCC3,
    F.LH_ABS3,
    F.LH_3NOTE,
    note="5 V above VCC 3.0-3.6 V and above the absolute maximum 4.0 V",
)
cq(
    E,
    NO,
    "will an lho-0961-5 run with vcc off the esp32's 3v3 pin?",
    [F.LH5],
    F.LH_VCC5,
    F.LH_5NOTE,
    note="3.3 V below the 4.5 V minimum of the -5 board's regulator",
)
cq(
    E,
    NO,
    "qcd-19k2 off a 3.3v ldo to save power - will it work?",
    [F.QK2],
    F.QC_VIN,
    F.QC_33,
    note="3.3 V below 4.5-5.5 V; the cautions forbid 3.3 V",
)
cq(
    M,
    NO,
    "we run a small tomato greenhouse and dose co2 with a bottle and solenoid, the controller aims "
    "for about 8000 ppm in the afternoon. i was going to use a qcd-19k5 to close the loop - can it "
    "read the full level?",
    [F.QK5],
    F.QC_RANGE5,
    F.QC_ABC,
    note="8000 ppm above the 0-5000 ppm range of the K5",
)
cq(
    E,
    NO,
    "chx3140 hall sensor on a 3.3v rail, will it work?",
    [CH],
    F.CH_VCC,
    note="3.3 V below the 4.5 V minimum",
)
cq(
    M,
    NO,
    "I want a ZMP9616 to dim a 12 V LED strip that draws 300 mA directly: strip plus to 12 V, "
    "strip minus to LED0 with the outputs in open-drain mode. Is that OK?",
    [ZM],
    F.ZM_IOUT,
    F.ZM_LED12,
    note="an output may be pulled up to no more than 5.5 V and sinks at most 25 mA; the sheet asks "
    "for an external MOSFET for 12 V strings",
)
cq(
    H,
    NO,
    "A GBR3232 is supplied from the 5 V rail of my board, and R1OUT goes to the RX pin of an "
    "ESP32 whose GPIOs must stay below 3.6 V. Is that safe?",
    [GB],
    F.GB_VCC,
    F.GB_ROUT,
    note="5 V is a valid VCC, but the receiver outputs swing to VCC = 5 V, above the stated 3.6 V",
)
cq(
    E,
    NO,
    "hwf-201 on 5v, yellow wire straight into an esp32 gpio (3.3v, max 3.6v) - fine?",
    [HW],
    F.HW_VOH,
    F.HW_PULLUP,
    note="the output is pulled up to VCC inside the sensor: more than 4.7 V into a 3.6 V input; "
    "the sheet asks for a divider",
)
cq(
    E,
    NO,
    "can an abl-4ch shift a 12v signal down to 3.3v?",
    [AB],
    F.AB_HV,
    F.AB_12V,
    note="HV is limited to 5.5 V; the MOSFET's 50 V rating does not apply to the board",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "The LHO-0961-3 goes into an outdoor box in direct sunlight and needs at least 500 cd/m² to "
    "stay readable. Is it bright enough?",
    [F.LH3],
    note="no luminance figure is given",
)
cq(
    M,
    IE,
    "A QCD-19K5 sits in a sealed box with ABC switched off. It has to stay within its accuracy "
    "for 10 years without recalibration. Will it?",
    [F.QK5],
    F.QC_ABC,
    note="no long-term drift or lifetime figure; the sheet only says to calibrate by hand when ABC "
    "is off",
)
cq(
    M,
    IE,
    "building a cabin air monitor for my rally car. the qcd-19k2 would sit behind the dashboard "
    "where it gets shaken up to 5 g on gravel stages, powered from a 5v buck. is the sensor rated "
    "for that kind of vibration?",
    [F.QK2],
    note="no vibration or shock rating is given",
)
cq(
    M,
    IE,
    "The servo connectors of my ZMP9616 board are exposed, and the outputs must survive ±8 kV "
    "contact discharge (IEC 61000-4-2). Does the ZMP9616 handle that on its own?",
    [ZM],
    note="no ESD rating of any kind is given",
)
cq(
    M,
    IE,
    "Will a CHX3140E reliably switch when a 10 x 3 mm N35 disc magnet passes 8 mm away behind a "
    "3 mm aluminium cover?",
    ["CHX3140E"],
    F.CH_DIST,
    note="the 8 mm figure is typical and not tested in production; nothing is said about covers "
    "or a guaranteed distance",
)
cq(
    M,
    IE,
    "Our marine radio spec asks for ±15 kV air-gap discharge (IEC 61000-4-2) on the RS-232 pins. "
    "Does a GBR3232 meet it without extra TVS diodes?",
    [GB],
    F.GB_ESD,
    note="only HBM +/-15 kV and IEC contact +/-8 kV are given; no air-gap rating",
)
cq(
    E,
    IE,
    "hwf-201 for the salt water loop of a marine aquarium - will it hold up?",
    [HW],
    note="the sheet gives materials and water ratings but says nothing about salt water",
)
cq(
    H,
    IE,
    "A BQL2291N feeds a 100 µF capacitor and no other load. When ON goes low, will VOUT fall below "
    "0.5 V within 10 ms?",
    [F.BQN],
    F.BQ_NOQOD,
    note="the BQL2291N has no discharge path; VOUT falls at a rate set by the load, and with no "
    "load the sheet gives nothing to compute it from",
)
cq(
    M,
    IE,
    "Can I put an ABL-4CH in a 1-Wire line to a DS18B20 at the end of a 30 m cable?",
    [AB],
    F.AB_1W,
    note="1-Wire is supported at standard speed, but no cable length or bus capacitance limit for "
    "1-Wire is given",
)
