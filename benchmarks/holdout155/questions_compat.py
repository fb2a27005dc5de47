"""Compatibility questions of the hundred-and-fifty-fifth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import AF, DL, GB, GT, LW, RT, TT, VQ, Fact, join, q

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
    "Can an AFX-6061 with AD0 tied low and an RTA1012 with ADDR tied to GND share one I²C bus on a 3.3 V "
    "ESP32 running at 400 kHz?",
    [AF, RT],
    F.AF_VDD,
    F.AF_ADDR,
    F.AF_I2C,
    F.RT_VDD,
    F.RT_ADDR,
    F.RT_I2C,
    note="0x68 vs 0x48; 3.3 V within 2.375-3.46 V and 2.0-5.5 V; 400 kHz within both clock limits",
)
cq(
    M,
    OK,
    "rta1016 powered from 3.3v but sitting on my uno's i2c bus, which is pulled up to 5v. is that ok?",
    ["RTA1016"],
    F.RT_VDD,
    F.RT_VIH,
    F.RT_5VBUS,
    note="SDA / SCL tolerate 5.5 V independent of VDD (prose and the VIH max 5.5 V); the analog inputs are "
    "not involved",
)
cq(
    E,
    OK,
    "gtp-1820 probe on an esp32: red wire to 3v3, black to gnd, yellow to a gpio with a 4.7k pull-up to 3.3v. "
    "will that work?",
    [GT],
    F.GT_VDD,
    F.GT_VIH_EXT,
    F.GT_33,
    note="external power: 3.3 V within 3.0-5.5 V; VIH 2.2 V reached by a 3.3 V pull-up; the sheet's own "
    "precaution says so",
)
cq(
    E,
    OK,
    "I want a VQT36 powered from 3.3 V to log an unheated greenhouse that swings between -30 °C in winter and "
    "+60 °C in summer. Is the sensor rated for that?",
    [VQ],
    F.VQ_VS,
    F.VQ_RANGE36_3V,
    note="VS >= 3.0 V row: -40 ... +125 degC covers -30 ... +60 degC (the 2.7 V row, -40 ... +100, also would)",
)
cq(
    H,
    OK,
    "ok so my field logger runs off one protected 18650 (4.2v full, the protection board cuts it at 3.0v). "
    "a ttb-28f makes the 5v for an arduino-ish board plus a couple of sensors, about 0.5a all together. "
    "will the ttb28f hold that the whole way from a full cell down to the cut-off, or do i need something "
    "bigger?",
    ["TTB-28F"],
    F.TT_VIN_F,
    F.TT_VOUT_F,
    F.TT_IOUT_F30,
    note="3.0-4.2 V within 2.5-5.0 V; 0.8 A at VIN = 3.0 V (the emptiest cell) against 0.5 A; output 4.90-5.20 V",
)
cq(
    E,
    OK,
    "Can I connect a GBY-SD35 to a 5 V Arduino Nano, with VCC on the Nano's 5V pin and CS, SCK and MOSI "
    "driven at 5 V logic?",
    [GB],
    F.GB_VCC,
    F.GB_VIH,
    F.GB_MISO,
    F.GB_UNO_NOTE,
    note="5 V within 4.5-5.5 V; inputs take up to 5.5 V; MISO at 3.3 V is read correctly by 5 V AVR boards",
)
cq(
    E,
    OK,
    "Is a 3.3 V LDO rated for 800 mA continuous enough to power a DLW-01, including the current peaks during "
    "Wi-Fi calibration and transmission?",
    [DL],
    F.DL_VCC,
    F.DL_PEAK,
    note="3.3 V within 3.0-3.6 V; 800 mA covers the 320 mA peaks and the 400 mA the sheet asks for",
)
cq(
    H,
    OK,
    "building a kitchen scale for my partner's bakery. plan: lwg2411 with dvdd from the esp32's 3.3v rail (so "
    "dout / pd_sck are 3.3v logic), vsup from 5v usb, and avdd set to 4.3v with the two resistors. the load "
    "cell is a 350 ohm bridge, so the excitation is about 12 ma. does the lwg2411 side of this work?",
    [LW],
    F.LW_VDD,
    F.LW_EXC,
    F.LW_EXC_NOTE,
    F.LW_DVDD,
    note="DVDD 3.3 V and VSUP 5 V within 2.6-5.5 V and may differ; 4.3 V leaves 0.7 V headroom (needs 100 mV); "
    "12 mA below the 25 mA excitation limit",
)
cq(
    E,
    OK,
    "Can an AFX-6061 run with VDD = 3.3 V while its VLOGIC pin is tied to the 1.8 V I/O rail of my "
    "application processor?",
    [AF],
    F.AF_VDD,
    F.AF_VLOGIC,
    note="VLOGIC 1.71 V ... VDD covers 1.8 V; VDD 3.3 V within 2.375-3.46 V; the AFX-6061S has no VLOGIC pin "
    "but the question names the AFX-6061",
)
cq(
    M,
    OK,
    "i left my ttb-28 at its factory 12 v setting. can it run a 12 v led strip that pulls 0.25 a, fed from a "
    "3.7 v bench supply?",
    [TT],
    F.TT_VOUT_AS,
    F.TT_IOUT_12,
    F.TT_VIN,
    note="12 V as delivered; 0.3 A at VOUT = 12 V, VIN = 3.7 V against 0.25 A; 3.7 V within 2.0-24 V",
)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i wire the gby-sd35l straight to my arduino uno? cs/sck/mosi would be 5v logic",
    ["GBY-SD35L"],
    F.GB_VIH_L,
    F.GB_ABS_L,
    F.GB_UNO_NOTE,
    note="the L version's inputs take at most 3.6 V (abs max 3.9 V); the sheet says to use the GBY-SD35",
)
cq(
    E,
    NO,
    "Can the GBY-SD35 (5 V version) be powered from the 3.3 V pin of an ESP32 board?",
    [GB],
    F.GB_VCC,
    F.GB_33_NOTE,
    note="VCC needs 4.5-5.5 V; at 3.3 V the regulator drops out and the card gets about 2.2 V",
)
cq(
    E,
    NO,
    "dlw-01 rx pin straight to the tx pin of a 5v arduino, no divider. fine?",
    [DL],
    F.DL_IOABS,
    F.DL_VIH,
    F.DL_NOT5V,
    note="I/O abs max 3.6 V; not 5 V tolerant; a divider is required",
)
cq(
    E,
    NO,
    "need 3x afx6061 on one i2c bus, no mux. doable?",
    [AF],
    F.AF_ADDR,
    note="only two addresses (0x68 / 0x69) via AD0",
)
cq(
    H,
    NO,
    "I just got a TTB-28 and want to run my ESP32 dev board from a Li-ion cell. The board's 5V pin accepts "
    "4.5 to 5.5 V. Can I solder the TTB-28 output straight to that pin as it comes out of the bag?",
    [TT],
    F.TT_VOUT_AS,
    F.TT_12V_NOTE,
    note="as delivered the output is 11.7-12.3 V; it must be turned down first",
)
cq(
    H,
    NO,
    "I run an RTA1012 from 3.3 V and want to read a 0-5 V sensor output directly on AIN0, using the ±6.144 V "
    "range so that 5 V fits. Is that allowed?",
    [RT],
    F.RT_MAXIN33,
    F.RT_FSR,
    note="the FSR is scaling only; the input may not go more than 0.3 V above VDD (3.6 V), 5 V must be divided",
)
cq(
    E,
    NO,
    "can a vqt37 keep an eye on my kitchen freezer (-18c)?",
    ["VQT37"],
    F.VQ_RANGE37,
    F.VQ_RANGE37_3V,
    note="rated +5 ... +85 degC (2.7 V) or +5 ... +100 degC (>= 3.0 V); the VQT36 would be the part",
)
cq(
    M,
    NO,
    "Thinking of a portable Raspberry Pi 4 rig: one 18650 cell (3.0 to 4.2 V) into a TTB-28F, and the Pi 4 "
    "needs 3 A at 5 V under load. Will the TTB-28F manage?",
    ["TTB-28F"],
    F.TT_IOUT_F_ALL,
    F.TT_PI_NOTE,
    note="at most 0.8 / 1.0 / 1.2 A at VIN = 3.0 / 3.7 / 4.2 V; the FAQ says no for 3 A",
)
cq(
    M,
    NO,
    "gtp-1820 (the pvc cable one) sitting in my hot water tank at 95 °C, ok?",
    [GT],
    F.GT_TEMP_PVC,
    F.GT_PVC_NOTE,
    note="the PVC assembly is rated -20 ... +80 degC; the IC's +125 degC and the GTP-1820S are look-alikes",
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can the GTP-1820S probe stay immersed for months in a photo-lab stop bath (dilute acetic acid, around "
    "pH 4) at 20 °C?",
    ["GTP-1820S"],
    F.GT_TEMP_SIL,
    note="20 degC is within the rating; no chemical or acid resistance is stated (only salt spray 48 h and "
    "water immersion, IP68 for 1 m / 72 h)",
)
cq(
    M,
    IE,
    "Can I put the load cell 30 m away from the LWG2411 board and run the bridge over a 30 m cable?",
    [LW],
    note="no cable length, input filtering or lead-resistance figure is given",
)
cq(
    H,
    IE,
    "For an unattended tilt station I need the AFX-6061 gyro bias to stay within 1 °/s of its value at a "
    "one-time calibration for two years. Will it?",
    [AF],
    F.AF_ZRO,
    note="only the initial zero-rate output (+/-20 deg/s at 25 degC) is given; no long-term or temperature "
    "drift",
)
cq(
    M,
    IE,
    "Is the RTA1012 suitable for a car engine ECU that requires AEC-Q100 Grade 1 qualified parts?",
    [RT],
    F.RT_TEMP,
    note="-40 ... +125 degC matches the Grade 1 range, but no AEC-Q100 qualification is stated",
)
cq(
    E,
    IE,
    "can i build the dlw-01 into a product and sell it in the eu without doing my own radio testing? is it ce "
    "/ red certified?",
    [DL],
    note="no certification of any kind is stated",
)
cq(
    M,
    IE,
    "gby-sd35 with a 128 gb sdxc card that i reformatted to fat32, for a 3-month data logger - will it work?",
    [GB],
    F.GB_SDXC,
    note="tested only up to 32 GB; reformatting SDXC to FAT32 is 'at your own risk'",
)
cq(
    H,
    IE,
    "my ttb-28 (turned down to 5v) runs off a 4.2v cell and pushes 1a into a gps tracker. it all lives in a "
    "sealed black box on a boat deck and the inside gets to 60c in the sun. will the ttb keep delivering that?",
    [TT],
    F.TT_25C_NOTE,
    note="1.1 A at VIN = 4.2 V and -40 ... +85 degC operating, but the current ratings are for 25 degC with no "
    "derating",
)
cq(
    M,
    IE,
    "Can a VQT36 on a 5 V supply live in a car engine bay, bolted to the engine block where it sees -30 to "
    "+110 °C and constant vibration of several g?",
    [VQ],
    F.VQ_RANGE36_3V,
    note="-30 ... +110 degC is inside -40 ... +125 degC (VS >= 3.0 V); no vibration or shock rating is given",
)
cq(
    M,
    IE,
    "Can I leave a GTP-1820S permanently submerged in seawater in a marina for two years?",
    ["GTP-1820S"],
    F.GT_SALT,
    note="IP68 (1 m, 72 h) and a 48 h salt-spray test only; no long-term seawater rating",
)
