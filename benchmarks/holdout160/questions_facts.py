"""Factual questions of the hundred-and-sixtieth hold-out set (42: 34 with items, 8 whose
answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import BB, CK, DM, FK, GB, IE, LY, QS, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- LYR3215
fq(
    E,
    "What supply voltage range does the LYR3215 real-time clock accept on VCC?",
    [LY],
    F.LY_VCC,
    note="the VBAT row (2.3 / 3.0 / 5.5 V), the power-fail voltage 2.575 / 2.70 V and the absolute "
    "maximum 6.0 V are look-alikes",
)
fq(
    M,
    "lyr3215 on coin cell backup with vcc gone - how much current does it pull from the "
    "battery? battery is around 3.6v",
    [LY],
    F.LY_IBAT,
    note="stacked per VBAT (0.84 / 3.0 at 3.63 V, 1.0 / 3.5 at 5.5 V) in version columns; the "
    "standby supply current 110 / 170 uA (into VCC) and the LYR3215M column 0.70 / 2.5 uA are "
    "look-alikes",
)
fq(
    E,
    "What is the I²C address of the LYR3215M?",
    ["LYR3215M"],
    F.LY_ADDR,
    note="only in prose; the register addresses 00h ... 12h and the binary 1101000 are look-alikes",
)
fq(
    H,
    "What is the maximum active supply current of the LYR3215M at VCC = 5.5 V with the I²C bus "
    "running at 400 kHz?",
    ["LYR3215M"],
    F.LY_IACT_M,
    note="two-line name, stacked per VCC in version columns; the LYR3215 column (300 uA), the 3.63 "
    "V row (150 uA), the standby current 140 uA and the conversion current 600 uA are look-alikes",
)
fq(
    M,
    "How accurate is the LYR3215's built-in temperature sensor, and how long does one "
    "temperature conversion take?",
    [LY],
    F.LY_TEMP,
    note="the frequency-stability ppm rows, the 0.25 degC register step and the 64 s conversion "
    "interval are look-alikes",
)
ie(
    E,
    "What ESD rating (human body model) do the pins of the LYR3215 have?",
    [LY],
    "no ESD figure is given; the absolute-maximum table lists voltage, thermal resistance, "
    "storage and lead temperature only",
)
# ---------------------------------------------------------------- GBL-FET12
fq(
    E,
    "What load supply voltage range can the GBL-FET12D switch?",
    ["GBL-FET12D"],
    F.GB_VLOAD_D,
    note="the GBL-FET12 column (5 ... 24 V), the absolute limit 28 V and the MOSFET VDS 30 V are "
    "look-alikes",
)
fq(
    M,
    "gbl-fet12 (the plain one, not the d) - how many amps can it switch if the in pin gets its "
    "signal from a 3.3v esp32 pin?",
    [GB],
    F.GB_I33,
    note="stacked per IN level in version columns; 10 A (IN = 5 V), 15 A (GBL-FET12D) and the peak "
    "40 A are look-alikes",
)
fq(
    E,
    "What are the drain-source voltage rating and the gate threshold voltage of the MOSFET used "
    "on the GBL-FET12 modules?",
    [GB],
    F.GB_MOSFET,
    note="only in a sentence below the table; the IN high level 3.0 / 2.0 V and the absolute limit "
    "30 / 28 V are look-alikes",
)
fq(
    H,
    "How much current does the gate driver of the GBL-FET12D draw from V+ while IN is low?",
    ["GBL-FET12D"],
    F.GB_IQ_D,
    note="two-line name; the IN current 0.9 / 0.6 mA and the load currents are look-alikes",
)
ie(
    M,
    "What is the turn-on delay of the GBL-FET12D, from IN going high to the load switching on?",
    ["GBL-FET12D"],
    "no switching time or delay is given; only the PWM frequency limit (20 kHz)",
)
# ---------------------------------------------------------------- DMV2190
fq(
    M,
    "What full-scale shunt voltage range does the DMV2190 have with the PGA set to /4?",
    [DM],
    F.DM_PGA4,
    note="stacked per PGA gain (40 / 80 / 160 / 320 mV); the bus range 0-26 V and the bus "
    "full-scale settings 16 / 32 V are look-alikes",
)
fq(
    M,
    "dmv2190 with a1 tied to vs and a0 tied to sda - what address does it show up at on the bus?",
    [DM],
    F.DM_ADDR_46,
    note="address grid A1 rows x A0 columns; 0x45 (A0 = VS) and 0x4A (swapped) are look-alikes, "
    "as are the register pointers 00h ... 05h",
)
fq(
    H,
    "What is the maximum current measurement error of the DMV2190B grade?",
    ["DMV2190B"],
    F.DM_ACC_B,
    note="grade table; the DMV2190A column (+/-1.0 %), the gain error +/-0.2 % and the shunt offset "
    "+/-50 uV are look-alikes",
)
fq(
    M,
    "How long does a 12-bit conversion take on the DMV2190, and how much current does it draw "
    "in power-down?",
    [DM],
    F.DM_CONV12,
    F.DM_PD,
    note="conversion time stacked per resolution; power-down 6 / 15 uA vs quiescent 0.7 / 1.0 mA",
)
fq(
    E,
    "whats the highest bus voltage the dmv2190 can measure?",
    [DM],
    F.DM_BUS_MAX,
    F.DM_BUS_NOTE,
    note="0-26 V; the 32 V full-scale setting is a look-alike (footnote forbids more than 26 V)",
)
ie(
    M,
    "What is the input bias current into the VIN+ pin of the DMV2190?",
    [DM],
    "no input bias or leakage current is given",
)
# ---------------------------------------------------------------- NFK1040
fq(
    E,
    "What supply voltage range does the NFK1040-50 need?",
    ["NFK1040-50"],
    F.NF_VCC50,
    note="the NFK1040-33 column (3.0-3.6 V) and the limiting value 7.0 V are look-alikes",
)
fq(
    M,
    "What is the standby current of the NFK1040-33 with Rs pulled to VCC?",
    ["NFK1040-33"],
    F.NF_STBY33,
    note="stacked per mode with a unit per line; the -50 column (8 / 15 uA) and the recessive 6 / 10 "
    "mA are look-alikes",
)
fq(
    M,
    "nfk1040-50 rxd pin - how high does the high level go? (want to know what my mcu input sees)",
    ["NFK1040-50"],
    F.NF_VOH50,
    note="RXD VOH in version columns; the -33 column (2.4 / 3.2 V) and the TXD VIH 3.5 V are "
    "look-alikes",
)
fq(
    H,
    "What supply current does the NFK1040-50 draw with the bus dominant, and what with the bus "
    "recessive?",
    ["NFK1040-50"],
    F.NF_ICC50,
    note="stacked per mode with a unit per line; the -33 column (10 / 17, 6 / 10 mA) and the "
    "standby 8 / 15 uA are look-alikes",
)
ie(
    M,
    "At what junction temperature does the NFK1040-50 go into thermal shutdown?",
    ["NFK1040-50"],
    "no thermal shutdown is stated; the -40 ... +125 degC ambient and the storage limits are not "
    "trip points",
)
# ---------------------------------------------------------------- CKL4410
fq(
    E,
    "What illuminance range can the CKL4410W measure?",
    ["CKL4410W"],
    F.CK_RANGE_W,
    note="the CKL4410 column 1 ... 65535 lx is a look-alike",
)
fq(
    M,
    "ckl4410 how long does one reading take in low-res mode?",
    [CK],
    F.CK_TMEAS_L,
    note="stacked per mode; H-resolution 120 / 180 ms is a look-alike",
)
fq(
    M,
    "How much supply current does the CKL4410 draw while measuring in H-resolution mode, and "
    "how much in power-down?",
    [CK],
    F.CK_I,
    note="version columns; the CKL4410W (140 / 210 uA) and the SDA sink 7 mA are look-alikes",
)
fq(
    M,
    "What operating temperature range is the CKL4410W specified for?",
    ["CKL4410W"],
    F.CK_TOP_W,
    note="two-line name in version columns; the CKL4410 column (-40 ... +85 degC) and storage "
    "-40 ... +100 degC are look-alikes",
)
fq(
    E,
    "resolution of the ckl4410 in h-resolution mode 2?",
    [CK],
    F.CK_RES2,
    note="stacked per mode (1 / 0.5 / 4 lx)",
)
ie(
    E,
    "What is the field of view (angle of half sensitivity) of the CKL4410?",
    [CK],
    "no directional characteristic or angle is given",
)
# ---------------------------------------------------------------- FKU-40
fq(
    M,
    "fku-40l running on 3.3v - how far can it measure?",
    ["FKU-40L"],
    F.FK_RANGE40L_33,
    note="stacked per VCC in version columns: 2-300 cm at 3.3 V, 2-450 cm at 5 V; the FKU-40 "
    "2-400 cm and the 'best range 5 cm to 2 m' line are look-alikes",
)
fq(
    M,
    "How much current does the FKU-40 draw while measuring, and how much when it is not being "
    "triggered?",
    [FK],
    F.FK_I40,
    note="stacked per VCC in version columns; the FKU-40L values (2.8 / 4.5 mA, 0.9 / 1.2 mA) are "
    "look-alikes",
)
fq(
    E,
    "What ranging accuracy does the FKU-40 give for targets up to 1 m away?",
    [FK],
    F.FK_ACC,
    note="+/-1 % beyond 1 m and the 3 mm resolution are look-alikes",
)
fq(
    H,
    "I'm building a parking sensor for my garage with an FKU-40L. Because the ultrasonic range "
    "is better at 5 V, I'm running the module from the 5 V USB supply instead of 3.3 V, and I want "
    "to size a resistor divider for the Echo line going into my 3.3 V microcontroller. What is "
    "the minimum Echo high-level voltage at that supply?",
    ["FKU-40L"],
    F.FK_ECHO40L_5,
    note="signal-level table in columns per VCC: 4.6 V at 5 V; 2.9 V at 3.3 V and the Trig 2.0 V "
    "are look-alikes",
)
ie(
    E,
    "What IP rating does the FKU-40 have?",
    [FK],
    "no IP rating; the FAQ only says it is not waterproof",
    F.FK_WATER,
)
# ---------------------------------------------------------------- BBP-1S
fq(
    E,
    "What continuous discharge current can the BBP-1S6 protection board deliver?",
    ["BBP-1S6"],
    F.BB_IDIS6,
    note="the BBP-1S3 column (3 A), the charge current 4 A and the overcurrent trip 8 / 10 / 12 A "
    "are look-alikes",
)
fq(
    M,
    "At what discharge current does the BBP-1S3 trip its overcurrent protection?",
    [BB],
    F.BB_OC3,
    note="the BBP-1S6 column (8 / 10 / 12 A), the continuous 3 A and the edition note (9 A to 10 A "
    "for the -1S6) are look-alikes",
)
fq(
    M,
    "bbp-1s3 - how much does the board itself drain from the cell in normal use, nothing tripped?",
    [BB],
    F.BB_IQ3,
    note="two-line names and stacked states; the power-down 0.1 uA and the BBP-1S6 column 3.5 / "
    "7.0 uA are look-alikes",
)
fq(
    H,
    "What is the path resistance from B− to P− on the BBP-1S6, and how fast does the board "
    "react to a short circuit?",
    ["BBP-1S6"],
    F.BB_RON6,
    F.BB_DELAY_SC6,
    note="the BBP-1S3 column 45 / 60 mOhm and the stacked delays with a unit per line (130 / 72 / "
    "13 ms) are look-alikes",
)
ie(
    M,
    "bbp-1s3 - at what temp does it cut off if the cell gets too hot?",
    [BB],
    "the board has no temperature sensing; 0 ... 45 degC is the cell maker's charge rule and "
    "-40 ... +85 degC the operating range",
    F.BB_NOTEMP,
)
# ---------------------------------------------------------------- QSD-T5
fq(
    M,
    "What is the maximum SPI clock of the QSD-T5W?",
    ["QSD-T5W"],
    F.QS_SPI_W,
    note="the QSD-T5 column (25 MHz) and the 400 kHz initialisation clock are look-alikes",
)
fq(
    M,
    "qsd-t5 - what's the minimum high level it puts out on miso?",
    [QS],
    F.QS_VOH_T5,
    note="the QSD-T5W 'VCC - 0.2' (an expression) and the logic input high 2.0 V are look-alikes",
)
fq(
    H,
    "How much current can the 3V3 pin of the QSD-T5W supply to other parts on top of the card, "
    "and what is its regulator's total output current rating?",
    ["QSD-T5W"],
    F.QS_3V3PIN_W,
    F.QS_IOUT_W,
    note="150 mA extra only in the notes, 300 mA regulator in the table; the QSD-T5 figures (50 / 150 "
    "mA) are look-alikes",
)
ie(
    E,
    "qsd-t5 max write speed in mb/s?",
    [QS],
    "no transfer rate is given; only the SPI clock (25 MHz) and the card currents",
)
