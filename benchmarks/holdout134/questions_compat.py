"""Compatibility questions of the hundred-and-thirty-fourth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import DX, EH, FT, PK, PL, SH, Fact, join, q

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
    "dxu-34 with j1 left at 3v3 to flash an esp32 over its rx0/tx0 - are the levels ok?",
    [DX],
    F.DX_VOH3,
    F.DX_VIH3,
    F.DX_ESPFLASH,
    note="TXD 2.9 / 3.2 V high and RXD up to 3.6 V with J1 at 3V3; the sheet's own ESP32 recipe. "
    "The J1 = 5V figures (4.4 / 4.8 V) would be a contradiction",
)
cq(
    H,
    OK,
    "Can a DXU-34 with J1 at 3V3 be wired directly to the UART of a PLB-25U-B (powered from "
    "5 V on its VIN pin) to send AT commands at the default baud rate?",
    [DX, "PLB-25U-B"],
    F.DX_VOH3,
    F.DX_VIH3,
    F.DX_BAUD,
    F.PL_VIN_B,
    F.PL_IOABS_B,
    F.PL_BAUD,
    note="the DXU TXD high (<= about 3.3 V) stays under the PLB-25U-B I/O limit of 3.6 V; the "
    "PLB TXD drives 3.3 V, above the DXU's 2.0 V VIH; 9600 bps is inside 300 bps ... 2 Mbps",
)
cq(
    M,
    OK,
    "ehl7021 powered from a 12v car battery (up to 14.4v while charging), output pulled up "
    "to an esp32's 3v3 gpio - will that work?",
    [EH],
    F.EH_VDD,
    F.EH_PULLUP,
    note="3.5-24 V covers 14.4 V; the pull-up voltage is independent of VDD. Load-dump pulses "
    "are outside the question (the sheet does not specify them)",
)
cq(
    E,
    OK,
    "shb-2r5 switching a 1.5 kw kettle on 230v mains?",
    [SH],
    F.SH_CONTACT,
    note="about 6.5 A, under the 10 A resistive rating at 250 VAC",
)
cq(
    E,
    OK,
    "Can I feed the JD-VCC of an SHB-2R5 from a 5 V USB power bank rated 2.1 A with both "
    "relays on?",
    [SH],
    F.SH_COILV,
    F.SH_BOTH,
    F.SH_CHARGER,
    note="186 mA with both relays on, 5 V within 4.5-5.5 V",
)
cq(
    E,
    OK,
    "xbk6330-33 on 2 x aa cells (3.0v fresh, about 2.0v flat) for a 3.3v load of up to "
    "300 ma?",
    ["XBK6330-33"],
    F.XB_VIN,
    F.XB_I18,
    F.XB_I24,
    note="VIN down to 1.8 V; 500 mA at VIN = 1.8 V and 800 mA at 2.4 V, so 300 mA over the whole "
    "discharge",
)
cq(
    H,
    OK,
    "An XBK6330-33 runs from a 1S Li-ion cell (3.0–4.2 V). Can its 3.3 V output power a "
    "PLB-25U-M transmitting at +4 dBm and a PKT6112 with its internal regulator on?",
    ["XBK6330-33", "PLB-25U-M", PK],
    F.XB_VIN,
    F.XB_VOUT,
    F.XB_I30,
    F.XB_I36,
    F.PL_VCC_M,
    F.PL_TX4,
    F.PK_VDD_REG,
    F.PK_IDD1,
    note="3.234-3.366 V fits 1.8-3.6 V and 2.0-3.6 V; the loads (8.2 mA + at most 0.5 mA) are "
    "far below 1000 mA at VIN = 3.0 V",
)
cq(
    E,
    OK,
    "pkt6112 on a raspberry pi's i2c bus, vdd from the pi's 3v3 pin, with the pi's 1.8k "
    "pull-ups?",
    [PK],
    F.PK_VDD_REG,
    F.PK_FSCL,
    F.PK_VOL,
    note="3.3 V within 2.0-3.6 V; 1.8 kOhm to 3.3 V is about 1.8 mA, within the 3 mA VOL test "
    "current",
)
cq(
    M,
    OK,
    "Can a VQA4955K powered from an ESP32's 3.3 V rail, with REF at 0 V, measure a 250 °C "
    "oven through an ESP32 ADC input?",
    ["VQA4955K"],
    F.VQ_VS,
    F.VQ_RANGE_K33,
    F.VQ_ADC,
    note="+10 ... +620 C at 3.3 V single supply; the output cannot exceed the 3.3 V rail",
)
cq(
    E,
    OK,
    "Can a PLB-25U-M run from a CR2032 coin cell if it advertises once per second and sleeps "
    "in between?",
    ["PLB-25U-M"],
    F.PL_VCC_M,
    F.PL_ADV1000,
    F.PL_CR2032,
    note="3.0 V within 1.8-3.6 V; the sheet allows a CR2032 at advertising intervals of 500 ms "
    "or longer (with 47 uF across the cell)",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can the dxu-34's 3v3 pin power an esp32 devkit with wifi on while i debug it?",
    [DX],
    F.DX_3V3I,
    F.DX_ESPPOWER,
    note="100 mA max vs the 300-500 mA Wi-Fi peaks the sheet itself quotes; the 5V pin (450 mA) "
    "into the devkit's regulator is the sheet's fix",
)
cq(
    M,
    NO,
    "plb-25u-b powered from an arduino uno's 5v pin, uno tx wired straight to the module's "
    "rxd - ok?",
    ["PLB-25U-B"],
    F.PL_VIN_B,
    F.PL_IOABS_B,
    F.PL_5V,
    note="the supply is fine, but RXD is not 5 V tolerant (abs max 3.6 V on the B board); a "
    "1 k / 2 k divider is the sheet's fix",
)
cq(
    M,
    NO,
    "The FTS-M41 is powered from 5 V and its AO pin goes straight to an ESP32 ADC pin. Is that "
    "a safe combination?",
    [FT],
    F.FT_VCC,
    F.FT_AOAIR5,
    F.FT_AO33,
    note="AO reaches 4.9 V in dry soil at VCC = 5 V; the sheet says to run it from 3.3 V instead",
)
cq(
    M,
    NO,
    "ehl7021 (the standard one, not the L) powered from an esp32's 3v3 pin?",
    [EH],
    F.EH_VDD,
    note="3.3 V is below the 3.5 V minimum; the EHL7021L (2.2-5.5 V) would fit",
)
cq(
    E,
    NO,
    "shb-2r5 with jd-vcc from a 12v wall adapter?",
    [SH],
    F.SH_COILV,
    F.SH_12V,
)
cq(
    M,
    NO,
    "Can an SHB-2R5L switch a 2 kW electric heater on 230 VAC?",
    ["SHB-2R5L"],
    F.SH_CONTACT_L,
    note="about 8.7 A over the SHB-2R5L's 7 A rating; the SHB-2R5 (10 A) would do",
)
cq(
    E,
    NO,
    "Can the FTS-M41 keep logging outdoors through winter nights down to −20 °C?",
    [FT],
    F.FT_TOPR,
    note="-10 ... +60 C operating",
)
cq(
    E,
    NO,
    "pkt6112 on a 5v arduino uno with vdd from the 5v pin?",
    [PK],
    F.PK_VDD_REG,
    F.PK_ABS,
    F.PK_5V,
    note="5 V is above the 3.6 V maximum and the 4.0 V absolute maximum",
)
cq(
    H,
    NO,
    "A VQA4955K on a 5 V single supply with REF at 0 V feeds a 5 V Arduino's ADC. Can it "
    "measure a pottery kiln at 1100 °C?",
    ["VQA4955K"],
    F.VQ_RANGE_K5,
    note="+10 ... +960 C at 5 V single supply; the type K thermocouple's -200 ... +1250 C and "
    "the 12 V row are look-alikes",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "dxu-34 header exposed on a classroom bench - will it survive kids zapping it with 8 kv "
    "esd?",
    [DX],
    note="no ESD rating is given for the module or its pins",
)
cq(
    M,
    IE,
    "Will an EHL7021 switch reliably with a 10 mm N35 disc magnet passing 15 mm from the "
    "branded face?",
    [EH],
    F.EH_BOP,
    note="the operate and release points are given in mT, but no sheet gives the field of that "
    "magnet at 15 mm",
)
cq(
    M,
    IE,
    "shb-2r5 contacts for a dry 5v / 1ma signal (a doorbell input) - will it switch that "
    "reliably?",
    [SH],
    note="no minimum switching load or contact material is given",
)
cq(
    H,
    IE,
    "An XBK6330-33 runs from a Li-ion cell at 3.7 V. Will it hold its 3.3 V rail within ±3 % "
    "when an ESP32's load steps from 20 mA to 500 mA as Wi-Fi starts transmitting?",
    ["XBK6330-33"],
    F.XB_VOUT,
    F.XB_I36,
    F.XB_RADIO,
    note="steady-state accuracy (+/-2 %) and current capability (1200 mA at 3.6-4.2 V) are "
    "given, but no load-transient response",
)
cq(
    M,
    IE,
    "pkt6112 keypad on an outdoor gate panel that gets wet from rain - will it avoid false "
    "touches?",
    [PK],
    note="no water rejection or moisture behaviour is given",
)
cq(
    E,
    IE,
    "is the fts-m41 probe safe in my vegetable bed? worried about nickel leaching into the "
    "veg",
    [FT],
    F.FT_PLATING,
    note="only the plating is named; no material-safety or leaching information",
)
cq(
    M,
    IE,
    "Can a VQA4955K on a 5 V supply drive a panel meter with a 1 kΩ input directly and keep "
    "its ±2 °C accuracy from 0 to 400 °C?",
    ["VQA4955K"],
    F.VQ_RL,
    note="output swing and accuracy are only specified with RL = 100 kOhm",
)
cq(
    E,
    IE,
    "plb-25u link through 3 concrete walls to a shed 25 m away?",
    [PL],
    F.PL_RANGE,
    note="60 m line of sight and 10-20 m indoors are given; nothing about walls",
)
cq(
    E,
    IE,
    "Can two XBK6330-33 outputs be paralleled to get 2.4 A at 3.3 V?",
    ["XBK6330-33"],
    note="parallel operation or current sharing is not covered",
)
