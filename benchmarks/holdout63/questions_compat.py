"""Compatibility questions of the sixty-third hold-out set (28: 10 compatible, 9
incompatible, 9 insufficient_evidence, each of those with one required check the
sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import BZ, FG, FL, IM, LS, RL, TF, ZB, Fact, join, q

E, M, H = "easy", "medium", "hard"
OK, NO, IE = "compatible", "incompatible", "insufficient_evidence"
N = iter(range(1, 100))


def cq(diff: str, verdict: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts) if facts else ([], [])
    if verdict == IE:
        items = []
    q(f"c-{next(N):02d}", diff, "compatibility", text, devs, items, evidence, verdict, note)


# ---------------------------------------------------------------- compatible (10)
cq(
    E,
    OK,
    "will my 5v arduino power the wm-imu9 from its 5v pin and talk i2c to it directly?",
    [IM],
    F.IM_VIN,
    F.IM_SHIFT,
    note="WM-IMU9 (regulator + level shifting), not the -Q",
)
cq(
    M,
    OK,
    "Can a 5 V Arduino talk to the SMZ-2410 over UART at its default baud rate if I put "
    "a TLS-4 in between (LV = 3.3 V, HV = 5 V)?",
    [ZB, LS],
    F.ZB_BAUD,
    F.LS_LV,
    F.LS_HV,
    F.LS_PP_33_5,
    F.ZB_VCC_S,
    note="115200 bps is well below the 2 MHz push-pull limit at 3.3 V <-> 5 V",
)
cq(
    E,
    OK,
    "smz-2410 (non-pa) running off 2 aa alkalines, 3.0v fresh down to 2.2v at the end, ok?",
    [ZB],
    F.ZB_VCC_S,
    note="SMZ-2410 2.0-3.6 V; the -2410P (2.7 V min) would not be",
)
cq(
    M,
    OK,
    "Can an HBZ-M5 run from a 5 V Arduino's 5 V pin with its I/O pin driven directly by an "
    "Arduino output?",
    [BZ],
    F.BZ_V5,
    F.BZ_VIL5,
    F.BZ_I5,
)
cq(
    M,
    OK,
    "Can an ORP16-1A-12 with its coil on 12 V switch a 230 V AC, 10 A resistive water heater?",
    [RL],
    F.RL_COIL12,
    F.RL_I_A,
    F.RL_VAC,
)
cq(
    M,
    OK,
    "can the wm-imu9 and the qh1720 sit on the same i2c bus at 400khz without address clashes?",
    [IM, FG],
    F.IM_ADDR,
    F.IM_MADDR,
    F.FG_ADDR,
    F.IM_I2C,
    F.FG_I2C,
)
cq(
    H,
    OK,
    "I want a 3.3 V ESP32 to reach a 5 V I2C device at 400 kHz through a TLS-4 (the 10 k "
    "version, not the TLS-4H). Will that work?",
    [LS],
    F.LS_LV,
    F.LS_HV,
    F.LS_I2C_33_5,
    note="column 3.3 V <-> 5 V of the TLS-4 I2C row (400 kHz); the 1.8 V columns are 100 kHz",
)
cq(
    E,
    OK,
    "ql-f12 powered from the uno's 5v, signal into a 5v arduino input, will it read?",
    [FL],
    F.FL_V,
    F.FL_VOH,
    F.FL_I,
)
cq(
    M,
    OK,
    "Can I write to the LY-T20S at 40 MHz SPI from a 3.3 V ESP32?",
    [TF],
    F.TF_SPIW,
    F.TF_LOGIC,
    note="write clock limit 62.5 MHz; read is only 6.6 MHz",
)
cq(E, OK, "is the qh1720b the right one to gauge a 4.35v hv lipo cell?", [FG], F.FG_V, F.FG_B)

# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "will my 5v arduino fry the smz-2410 if i wire its tx straight to the module rx?",
    [ZB],
    F.ZB_5V,
    F.ZB_ABS,
    note="I/O not 5 V tolerant; VCC abs max 3.9 V",
)
cq(E, NO, "can i power the wm-imu9-q off a 5v pin?", [IM], F.IM_Q, F.IM_QABS)
cq(
    E,
    NO,
    "can the hbz-m3 run off my arduino's 5v pin?",
    [BZ],
    F.BZ_V3,
    F.BZ_ABS3,
    note="operating 2.5-4.5 V; 5 V is below abs max 5.5 V but outside the operating range",
)
cq(
    E,
    NO,
    "hbz-m5 straight on a 2s lipo (8.4v when full), no regulator, ok?",
    [BZ],
    F.BZ_V5,
    F.BZ_ABS5,
    note="operating max 7 V (abs max 9 V)",
)
cq(
    M,
    NO,
    "Can the ORP16-1C-12 (changeover) carry a 12 A resistive load on its NO contact?",
    [RL],
    F.RL_I_C,
)
cq(
    H,
    NO,
    "5 V Arduino Uno at 400 kHz I2C to a 1.8 V sensor through a TLS-4 with the 10 k "
    "pull-ups - does that work?",
    [LS],
    F.LS_LV,
    F.LS_HV,
    F.LS_I2C_18_5,
    note="TLS-4 at 1.8 V <-> 5 V: 100 kHz; only the TLS-4H reaches 400 kHz there",
)
cq(E, NO, "will the ql-f12 measure 40 l/min?", [FL], F.FL_R12, note="QL-F34 would (2-60 L/min)")
cq(
    M,
    NO,
    "Can a 5 V Arduino Uno drive the LY-T20S over SPI at 8 MHz through a TLS-4 "
    "(3.3 V / 5 V rails)?",
    [TF, LS],
    F.TF_LOGIC,
    F.LS_PP_33_5,
    note="push-pull limit 2 MHz at 3.3 V <-> 5 V",
)
cq(
    M,
    NO,
    "wm-imu9 and qh1720 on one bus at 1 mhz fast mode plus?",
    [IM, FG],
    F.IM_I2C,
    F.FG_I2C,
    F.FG_FMP,
)

# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can the ORP16-1A-12 switch a 230 V AC, 1/2 hp pond pump motor?",
    [RL],
    F.RL_MOTOR,
    note="motor loads: 'please consult us; no ratings are given here'",
)
cq(
    E,
    IE,
    "tls-4 with 5 m of cable on the hv side at 100khz, will it still work?",
    [LS],
    F.LS_CABLE,
    note="not characterized beyond 100 pF",
)
cq(
    M,
    IE,
    "Is the WM-IMU9 good enough for a compass with ±1° heading accuracy?",
    [IM],
    F.IM_NOHEAD,
    note="the sheet states no heading accuracy",
)
cq(
    H,
    IE,
    "will the qh1720 voltage reading stay within ±20 mV at -30 °C in my freezer logger?",
    [FG],
    F.FG_ERRT,
    note="error limits only for -20 ... +70 °C; -40 ... +85 °C is the abs-max "
    "operating range with no accuracy stated",
)
cq(
    E,
    IE,
    "The QL-F34 has to be mounted vertically in my rig. Will it still hold its ±3 % accuracy?",
    [FL],
    F.FL_ACCN,
    note="accuracy stated for horizontal installation only",
)
cq(
    E,
    IE,
    "can i put a 9 dbi antenna on the smz-2410p and stay within legal eirp limits?",
    [ZB],
    note="no antenna gain limit or regional power limit stated",
)
cq(
    E,
    IE,
    "is the hbz-m5 loud enough to reach 75 db at 1 m?",
    [BZ],
    note="sound pressure only at 10 cm",
)
cq(
    M,
    IE,
    "LY-T20S powered from an ESP32 board's 5 V pin with the backlight full on: will it "
    "stay under 100 mA?",
    [TF],
    F.TF_BL5,
    note="current given only at VCC = 3.3 V",
)
cq(
    M,
    IE,
    "Can the ORP16-1A-12 switch a 48 V DC, 5 A resistive load?",
    [RL],
    F.RL_DC24_A,
    F.RL_DC250,
    note="DC ratings only at 24 V (16 A) and 250 V (0.35 A); nothing at 48 V",
)
