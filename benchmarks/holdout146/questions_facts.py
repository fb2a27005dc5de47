"""Factual questions of the hundred-and-forty-sixth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import AN, CM, HW, IE, LZ, NS, QM, UT, WR, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- NSV6128
fq(
    E,
    "What is the recommended supply voltage range of the NSV6128?",
    [NS],
    F.NS_VDD,
    note="the absolute maximum -0.3 to +6.0 V, the RESET pull-up voltage 0-5.5 V and the 0.9 V "
    "valid-RESET level are look-alikes",
)
fq(
    M,
    "nsv6128 current draw at 3.3v with the watchdog running?",
    [NS],
    F.NS_IDD33,
    note="the watchdog-disabled row (4.5 / 9 uA at 3.3 V) and the 1.8 V / 5.5 V lines of the "
    "same row (5 / 10, 10 / 20 uA) are look-alikes",
)
fq(
    E,
    "Is the RESET output of the NSV6128 push-pull or open-drain?",
    [NS],
    F.NS_OD,
)
fq(
    H,
    "What is the maximum RESET output low voltage of the NSV6128 when VDD is at least 2.7 V and "
    "RESET sinks 1.2 mA?",
    [NS],
    F.NS_VOL,
    note="0.25 V (0.2 mA) and 0.4 V (3.2 mA, VDD >= 4.5 V) are the neighbouring lines of the "
    "stacked row; the row name is wrapped over two lines",
)
ie(
    M,
    "what value is the internal pull-up resistor on the nsv6128 mr pin?",
    [NS],
    "the sheet says MR has an internal pull-up to VDD but gives no resistance; the RESET pull-up "
    "range 10-100 kOhm is for the external resistor on RESET",
    F.NS_MR,
)

# ---------------------------------------------------------------- LZG4204
fq(
    E,
    "What is the I\u00b2C address of the LZG4204?",
    [LZ],
    F.LZ_ADDR,
    note="the LZG4204A addresses 0x44 / 0x45, the 8-bit bytes 82h / 83h and the register command "
    "bytes are look-alikes",
)
fq(
    M,
    "lzg4204a i2c address with the addr pin tied to gnd, and with it tied to vdd?",
    ["LZG4204A"],
    F.LZ_ADDR_A,
    note="0x41 belongs to the LZG4204 without address pin; 88h / 8Ah are the 8-bit write bytes",
)
fq(
    E,
    "What is the maximum SCL clock frequency supported by the LZG4204?",
    [LZ],
    F.LZ_FSCL,
    note="column groups per bus mode: 100 and 400 kHz are the Standard- and Fast-mode columns",
)
fq(
    M,
    "lzg4204 standby current at 3.3v?",
    [LZ],
    F.LZ_STB33,
    note="operating supply current at 1 MHz (20 / 35 uA at 3.3 V) and the 1.8 / 5.5 V lines are "
    "look-alikes",
)
ie(
    E,
    "What is the total power dissipation rating (Ptot) of the LZG4204 package?",
    [LZ],
    "the limiting values give supply, ground and per-pin currents and the junction temperature, "
    "but no power dissipation",
)

# ---------------------------------------------------------------- QMX-25E
fq(
    E,
    "What operating voltage range is specified for the QMX-25E gear motor?",
    [QM],
    F.QM_VOP,
    note="the encoder supply 3.0-5.5 V is a look-alike",
)
fq(
    M,
    "no-load current of the qmx-25e-50 at 6v?",
    ["QMX-25E-50"],
    F.QM_NL50,
    note="110 / 90 mA are the -20 / -100 columns; rated current 340 mA and stall current 2.1 A "
    "are look-alikes",
)
fq(
    E,
    "What is the stall current of the QMX-25E at 6 V?",
    [QM],
    F.QM_STALL,
    note="rated current 320-350 mA and no-load current 90-110 mA are look-alikes",
)
fq(
    H,
    "How many counts per output-shaft revolution does the QMX-25E-100 encoder give with x4 "
    "quadrature decoding?",
    ["QMX-25E-100"],
    F.QM_X4,
    note="12 PPR at the motor shaft, 1200 (x1) and 2400 (x2) of the same column, and 2400 in the "
    "-50 x4 cell are look-alikes",
)
ie(
    E,
    "what ip rating does the qmx-25e motor have?",
    [QM],
    "no ingress protection rating is given; the sheet only lists operating humidity 20-85 %RH "
    "non-condensing",
)

# ---------------------------------------------------------------- HWD2-1203S
fq(
    E,
    "What input voltage range does the HWD2-1203S accept?",
    [HW],
    F.HW_VIN,
    note="the input surge rating -0.7 ... 15 V (1 s) and the ranges of the other series models "
    "(4.5-5.5, 21.6-26.4 V) are look-alikes",
)
fq(
    M,
    "how much current can i pull from the 3.3v output of the hwd2-1203s?",
    [HW],
    F.HW_IOUT,
    note="the minimum load 61 mA, the full-load input current 222 mA and the 400 mA of the "
    "HWD2-1205S / -0505S rows are look-alikes",
)
fq(
    E,
    "What is the operating temperature range of the HWD2-1203SH?",
    ["HWD2-1203SH"],
    F.HW_TOP,
    note="the storage range -55 to +125 C and the derating point +85 C are look-alikes",
)
fq(
    H,
    "With no load connected, how high can the output voltage of the HWD2-1203S rise?",
    [HW],
    F.HW_VNL,
    note="3.30 / 3.40 V (100 % load) and 3.55 / 3.70 V (10 % load) are the other lines of the "
    "stacked row",
)
ie(
    E,
    "hwd2-1203s start-up time after applying 12v?",
    [HW],
    "no start-up or rise time is given; the 1 s short-circuit protection time is not a start-up time",
)

# ---------------------------------------------------------------- UTP6614
fq(
    E,
    "What object temperature range can the UTP6614 measure?",
    [UT],
    F.UT_RANGE,
    note="the ambient (sensor) range -40 ... +125 C and the storage range are look-alikes",
)
fq(
    E,
    "supply voltage range of the utp6614-3?",
    ["UTP6614-3"],
    F.UT_VDD3,
    note="the UTP6614-5 line (4.5 / 5.0 / 5.5 V) and the 4.0 V absolute maximum are look-alikes",
)
fq(
    M,
    "What is the accuracy of the UTP6614 for an ambient temperature of 0 to 50 \u00b0C and an "
    "object temperature of 0 to 60 \u00b0C?",
    [UT],
    F.UT_ACC,
    note="+/-1.0 and +/-2.0 C are the other bands of the stacked row; resolution 0.02 C is a "
    "look-alike",
)
fq(
    E,
    "default i2c address of the utp6614?",
    [UT],
    F.UT_ADDR,
    note="0x00 (answered by every device), 0x2E (EEPROM cell) and 0xBE5A (cell content) are "
    "look-alikes",
)
fq(
    M,
    "What SMBus clock frequency range does the UTP6614 support?",
    [UT],
    F.UT_CLK,
)
ie(
    H,
    "What is the sleep current of the UTP6614-5?",
    ["UTP6614-5"],
    "the UTP6614-5 has no sleep mode; 2.5 / 5 uA is the UTP6614-3 sleep current",
    F.UT_SLEEP5,
)

# ---------------------------------------------------------------- CMX-88
fq(
    E,
    "what supply voltage does the cmx-88 led matrix need?",
    [CM],
    F.CM_VCC,
    note="the LED forward voltages 2.0 / 2.2 / 3.0 V are look-alikes; the row names are "
    "bilingual over two lines",
)
fq(
    M,
    "How much current does the CMX-88G draw with all LEDs on at brightness 15?",
    ["CMX-88G"],
    F.CM_IG,
    note="320 / 240 mA are the R / B columns; 75 mA (typical text), 8 mA (LEDs off) and the 40 mA "
    "segment current are look-alikes",
)
fq(
    E,
    "max spi clock for the cmx-88?",
    [CM],
    F.CM_SPI,
    note="the 800 Hz scan rate is a look-alike",
)
fq(
    E,
    "What minimum input high voltage do the DIN, CLK and CS inputs of the CMX-88 need?",
    [CM],
    F.CM_VIH,
)
ie(
    E,
    "What is the viewing angle of the LEDs on the CMX-88R?",
    ["CMX-88R"],
    "wavelength, forward voltage and current are given per colour, but no viewing angle",
)

# ---------------------------------------------------------------- WRB-52
fq(
    E,
    "What is the recommended supply voltage range of the WRB-52 module?",
    [WR],
    F.WR_VCC,
    note="the absolute maximum 3.9 V is a look-alike",
)
fq(
    E,
    "max tx power of the wrb-52?",
    [WR],
    F.WR_TX,
    note="the factory default 0 dBm and the RF input level +10 dBm are look-alikes",
)
fq(
    E,
    "wrb-52 default baud rate?",
    [WR],
    F.WR_BAUD,
    note="the AT+BAUD codes (3: 9600, 7: 115200) and the 1200-115200 bps range are look-alikes",
)
fq(
    M,
    "What is the receiver sensitivity of the WRB-52 on the 1 Mbps PHY?",
    [WR],
    F.WR_SENS,
    note="-93 dBm is the 2 Mbps line of the stacked row",
)
fq(
    M,
    "wrb-52 sleep current if i still want it to wake up from uart?",
    [WR],
    F.WR_SLEEP,
    note="deep sleep 0.5 / 1.0 uA wakes only by the WAKE pin; advertising 38 uA and connected 52 "
    "uA averages are look-alikes",
)
ie(
    E,
    "How many simultaneous BLE connections does the WRB-52 support?",
    [WR],
    "the sheet describes a peripheral with one connected central in data mode but states no "
    "number of simultaneous connections; 40 is the channel count",
)

# ---------------------------------------------------------------- ANK1238
fq(
    E,
    "What supply voltage range does the ANK1238 accept?",
    [AN],
    F.AN_VDD,
    note="the absolute maximum 6.0 V is a look-alike",
)
fq(
    H,
    "What is the full-scale differential input range of the ANK1238 at PGA 128 with VREF = VDD "
    "= 5 V?",
    [AN],
    F.AN_FS128,
    note="+/-39 mV (PGA 64), +/-12.9 mV (VREF = 3.3 V, in the application prose) and the "
    "common-mode range are look-alikes",
)
fq(
    M,
    "ank1238 power-down current at 3.3v?",
    [AN],
    F.AN_PD33,
    note="0.2 / 2 uA at 5 V, the 0.85 / 1.1 mA normal-mode current and the 9.4 mA bridge current "
    "are look-alikes",
)
fq(
    E,
    "What is the resolution of the ANK1238?",
    [AN],
    F.AN_RES,
)
ie(
    M,
    "What gain drift (ppm/\u00b0C) does the ANK1238 have?",
    [AN],
    "only the offset drift (2 nV/C at PGA 128) is given; there is no gain drift figure",
    F.AN_OFFS,
)
