"""Compatibility questions of the hundred-and-thirty-sixth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import CR, CW, KS, RQ, TG, TM, VL, XS, Fact, join, q

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
    "tmk8573 with a cr2032 as the backup battery - does that work?",
    [TM],
    F.TM_VDD,
    F.TM_VBAT,
    F.TM_CR2032,
    note="3 V within VBAT 1.6 ... 5.5 V; the sheet names the CR2032 itself",
)
cq(
    M,
    OK,
    "Can a TGP7960 and a TMK8573A share the 3.3 V I²C bus of a Raspberry Pi?",
    [TG, "TMK8573A"],
    F.TG_VDD,
    F.TG_ADDR,
    F.TM_VDD,
    F.TM_VBAT,
    F.TM_ADDR,
    note="0x39 vs 0x32; 3.3 V within 2.4 ... 3.6 V and 2.3 ... 5.5 V",
)
cq(
    E,
    OK,
    "Can an ESP32 drive a CRP4110 over SPI at 4 MHz, with the potentiometer powered from the "
    "same 3.3 V rail?",
    [CR],
    F.CR_VDD,
    F.CR_SCK,
    note="3.3 V within 2.7 ... 5.5 V; 4 MHz below the 5 MHz limit for VDD < 4.5 V",
)
cq(
    M,
    OK,
    "ksd-12f driven from an esp32 gpio (3v3), switching a 12v 1a solenoid valve from a 12v "
    "adapter - ok?",
    [KS],
    F.KS_VPLUS,
    F.KS_VIH,
    F.KS_IOUT,
    F.KS_ESP32,
    note="3.3 V above VIH 2.4 V; 12 V within 5 ... 24 V; 1 A below 3.0 A",
)
cq(
    M,
    OK,
    "Can the KSD-12F run a 12 V solenoid straight from a car battery that reaches 14.4 V while "
    "the engine is charging it?",
    [KS],
    F.KS_VPLUS,
    F.KS_CAR,
    note="14.4 V within 5 ... 24 V and named in the notes; the load-dump warning asks for a TVS "
    "diode but does not rule the setup out",
)
cq(
    H,
    OK,
    "Can an RQL6233 fed from 5 V power a VLR-4510-U that transmits at +22 dBm?",
    [RQ, "VLR-4510-U"],
    F.RQ_VIN,
    F.RQ_VOUT,
    F.RQ_IOUT,
    F.VL_VCC,
    F.VL_TX22,
    note="3.3 V within VCC 1.8 ... 3.6 V; the 118 mA burst and the sheet's 150 mA supply advice "
    "are both below the 200 mA rating",
)
cq(
    E,
    OK,
    "rql6233 on a 5v usb power bank feeding a 3v3 sensor that draws 50ma - will that work?",
    [RQ],
    F.RQ_VIN,
    F.RQ_VOUT,
    F.RQ_IOUT,
    note="5 V within 2.0 ... 6.0 V; 50 mA below 200 mA",
)
cq(
    E,
    OK,
    "cwq-10 on a 5v arduino uno analog pin, powered from the uno's 5v?",
    [CW],
    F.CW_VCC,
    F.CW_AOUT,
    note="5 V within 3.3 ... 5.5 V; output 0 ... 2.3 V inside the 0 ... 5 V ADC range",
)
cq(
    E,
    OK,
    "xsm-620 tx into an esp32 rx pin (3v3) with the scanner powered from 5v - safe?",
    [XS],
    F.XS_VCC,
    F.XS_VOH,
    F.XS_TXD,
    note="5 V within 4.5 ... 5.5 V; TXD drives 3.3 V TTL",
)
cq(
    E,
    OK,
    "Can a VLR-4510-E run directly from two alkaline AA cells?",
    ["VLR-4510-E"],
    F.VL_VCC,
    F.VL_2AA,
    note="the design notes name two AA cells; 1.8 ... 3.6 V covers the pack",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    M,
    NO,
    "Can a TGP7960S and a TMK8573 sit on the same I²C bus?",
    ["TGP7960S", TM],
    F.TG_ADDR_S,
    F.TM_ADDR,
    note="both use the fixed address 0x32",
)
cq(
    E,
    NO,
    "tmk8573b in an outdoor box that sees -30c in winter?",
    ["TMK8573B"],
    F.TM_TEMP_B,
    note="grade B is rated -20 ... +70 C; grade A (-40 ... +85 C) would be the right grade",
)
cq(
    H,
    NO,
    "Can an ESP32 with 3.3 V logic drive the SPI inputs of a CRP4110 powered from 5 V without a "
    "level shifter?",
    [CR],
    F.CR_VDD,
    F.CR_LEVEL,
    note="VIH = 0.7 VDD = 3.5 V at VDD = 5 V, above 3.3 V logic",
)
cq(
    M,
    NO,
    "crp4110-103 as a volume pot for a line-level audio signal swinging ±1.5 v around ground, pot "
    "on 5v?",
    ["CRP4110-103"],
    F.CR_TERM,
    note="the terminals must stay between VSS (0 V) and VDD; -1.5 V is outside",
)
cq(
    E,
    NO,
    "Can the KSD-12F switch a 230 VAC solenoid valve?",
    [KS],
    F.KS_VPLUS,
    F.KS_DC,
    note="DC loads only, V+ 5 ... 24 V DC",
)
cq(
    H,
    NO,
    "rql6233 from a 1s lipo (3.0-4.2v): will i get a steady 3.3v at 100ma all the way down to "
    "3.0v?",
    [RQ],
    F.RQ_VOUT,
    F.RQ_DO100,
    F.RQ_LIION,
    note="regulation ends near 3.45 V at 100 mA (dropout 150 / 250 mV); below that the output "
    "follows the cell",
)
cq(
    E,
    NO,
    "vlr-4510 straight onto a 5v arduino uno - vcc on 5v and uart wired directly?",
    [VL],
    F.VL_VCC,
    F.VL_ABS,
    F.VL_5V,
    note="5 V exceeds VCC 3.6 V and the absolute maximum 4.0 V; the pins are not 5 V tolerant",
)
cq(
    E,
    NO,
    "Can the CWQ-10H measure a hydroponic nutrient solution of about 2500 ppm?",
    ["CWQ-10H"],
    F.CW_RANGE_H,
    note="the CWQ-10H range ends at 2000 ppm",
)
cq(
    E,
    NO,
    "tgp7960 on a 5v arduino uno i2c bus with 5v pull-ups?",
    [TG],
    F.TG_VDD,
    F.TG_ABS_IO,
    F.TG_5V,
    note="SCL / SDA absolute maximum 3.8 V; the sheet asks for a level shifter",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "Will a TMK8573A survive the vibration on a tractor engine (about 20 g) in a data logger?",
    ["TMK8573A"],
    F.TM_TEMP_A,
    note="no vibration or shock rating is given; temperature alone is not the question",
)
cq(
    M,
    IE,
    "Is the CRP4110-103 good enough for a hi-fi audio path that needs THD below 0.01 %?",
    ["CRP4110-103"],
    F.CR_VDD,
    note="no distortion figure is given (INL / DNL and bandwidth are not THD)",
)
cq(
    E,
    IE,
    "ksd-12f mounted outdoors on an irrigation valve with no enclosure, exposed to rain - ok?",
    [KS],
    F.KS_VPLUS,
    note="no ingress protection, coating or humidity rating is given for the board",
)
cq(
    M,
    IE,
    "Can I parallel two RQL6233 regulators to get 400 mA?",
    [RQ],
    F.RQ_IOUT,
    note="paralleling is not addressed; the 200 mA rating is per device",
)
cq(
    E,
    IE,
    "can i put the cwq-10 probe on a 5 m extension cable?",
    [CW],
    F.CW_CABLE,
    note="only the supplied 100 cm cable is described; nothing on extending it",
)
cq(
    M,
    IE,
    "Is the VLR-4510-E CE (RED) certified, so my product needs no further radio testing in Europe?",
    ["VLR-4510-E"],
    F.VL_BAND_E,
    note="no certification is stated; the band alone does not answer it",
)
cq(
    E,
    IE,
    "can the xsm-620 read qr codes off a phone screen?",
    [XS],
    F.XS_SYMB,
    note="screen reading is not addressed; only symbologies and printed-code distances",
)
cq(
    M,
    IE,
    "Will the TGP7960 gesture sensing work behind a 2 mm smoked acrylic window?",
    [TG],
    F.TG_GEST,
    note="no cover-window guidance is given",
)
cq(
    H,
    IE,
    "Can a single CR2032 coin cell power a VLR-4510-E that sends one +14 dBm uplink per hour?",
    ["VLR-4510-E"],
    F.VL_VCC,
    F.VL_TX14E,
    note="3 V fits VCC 1.8 ... 3.6 V, but no sheet gives the CR2032's pulse-current capability "
    "for the 44 mA transmit bursts",
)
