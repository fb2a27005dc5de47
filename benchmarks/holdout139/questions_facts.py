"""Factual questions of the hundred-and-thirty-ninth hold-out set (42: 34 with items, 8
whose answer is not in the sheets)."""

from __future__ import annotations

import facts as F
from qkit import FR, HK, HM, IE, KR, MB, PD, PX, QE, Fact, join, q

E, M, H = "easy", "medium", "hard"
N = iter(range(1, 100))


def fq(diff: str, text: str, devs: list[str], *facts: Fact, note: str = "") -> None:
    items, evidence = join(*facts)
    q("f", next(N), diff, "simple", text, devs, items, evidence, note=note)


def ie(diff: str, text: str, devs: list[str], note: str, *facts: Fact) -> None:
    evidence = join(*facts)[1] if facts else []
    q("f", next(N), diff, "simple", text, devs, [], evidence, IE, note)


# ---------------------------------------------------------------- PAX-CT31
fq(
    E,
    "What supply voltage does the PAX-CT31 current transformer module need in its standard "
    "(AO output) version?",
    [PX],
    F.PX_VCC,
    note="the -R row 4.5-5.5 V below it, the abs max 6.0 V and the key-data '3.3 V or 5 V' are "
    "look-alikes",
)
fq(
    E,
    "pax-ct31-20 sensitivity in mv per amp?",
    ["PAX-CT31-20"],
    F.PX_SENS20,
    note="200 / 20 mV/A of the -05 / -50 columns and the DO transfer ratio 100 mV/A are "
    "look-alikes",
)
fq(
    M,
    "What is the measuring range of the PAX-CT31-05 when the module is powered from 3.3 V?",
    ["PAX-CT31-05"],
    F.PX_RANGE05_33,
    note="stacked per VCC: 0 ... 7.5 A at 5.0 V; the rated current 5 A is the same number but a "
    "different row",
)
fq(
    H,
    "how long does the dc output of a pax-ct31-50-r take to settle after the current changes?",
    ["PAX-CT31-50-R"],
    F.PX_DO_T,
    note="only the -R codes have DO; 300 ms to 90 % of the final value",
)
ie(
    E,
    "What is the phase error of the PAX-CT31-20?",
    ["PAX-CT31-20"],
    "no phase error or phase shift is given; ratio error and linearity are look-alikes",
)
# ---------------------------------------------------------------- HKD3162
fq(
    E,
    "Which I2C addresses can the HKD3162 use?",
    [HK],
    F.HK_ADDR,
    note="the 8-bit write / read bytes 0x58 ... 0x5F and the general-call address 0x00 are "
    "look-alikes",
)
fq(
    E,
    "hkd3162 supply voltage range?",
    [HK],
    F.HK_VDD,
    note="abs max 6.0 V, power-on reset 1.9 / 2.1 V and the 5.5 V SDA / SCL limit are look-alikes",
)
fq(
    M,
    "What is the full-scale input range of the HKD3162 at a PGA gain of 4?",
    [HK],
    F.HK_FS4,
    note="stacked per gain; +/-2.048 V (PGA = 1) and the absolute input limits are look-alikes",
)
fq(
    M,
    "hkd3162 current draw in shutdown between one-shot conversions?",
    [HK],
    F.HK_SHDN,
    note="the continuous-conversion current 145 / 210 uA is the row stacked above",
)
fq(
    M,
    "At what data rate does the HKD3162 deliver 14-bit resolution?",
    [HK],
    F.HK_DR14,
    F.HK_DR14_ROW,
    note="60 SPS mode; the data-rate row gives 54 / 60 / 66 SPS, so min and max are allowed but "
    "only the nominal 60 SPS is required",
)
ie(
    E,
    "What is the integral nonlinearity (INL) of the HKD3162?",
    [HK],
    "no INL is given; offset and gain error are look-alikes",
)
# ---------------------------------------------------------------- KRM-1R12 / KRM-4R12
fq(
    E,
    "What is the coil voltage of the relays on the KRM-1R12?",
    [KR],
    F.KR_COILV,
    note="pull-in 9.0 V, drop-out 1.2 V and the supply range 11.0-13.2 V are look-alikes",
)
fq(
    E,
    "krm-4r12 how much current can the contacts handle at 250vac?",
    ["KRM-4R12"],
    F.KR_CONTACT,
)
fq(
    M,
    "How much current does the KRM-4R12 draw from its 12 V DC+ supply with all four relays on?",
    ["KRM-4R12"],
    F.KR_I4ON,
    note="153 mA from the table; the FAQ's 'about 150 mA' is rounded (more than 1 % off), 42 mA "
    "is the KRM-1R12 column and 9 mA is all off",
)
fq(
    H,
    "With the KRM-1R12's VCC at 5.0 V, what minimum voltage must its IN pin see to keep the "
    "relay switched off?",
    [KR],
    F.KR_INH5,
    note="input table per logic supply: 2.8 V is the VCC = 3.3 V column; 0.8 V is IN low",
)
ie(
    E,
    "What is the contact resistance of the relay on the KRM-1R12?",
    [KR],
    "no contact resistance is given; the coil resistance 400 ohm is a look-alike",
)
# ---------------------------------------------------------------- MBX-530 / MBX-530H
fq(
    E,
    "What input voltage range does the MBX-530H accept?",
    ["MBX-530H"],
    F.MB_VINH,
    note="4.5-24 V of the MBX-530 column is a look-alike",
)
fq(
    E,
    "mbx-530 max continuous output current?",
    [MB],
    F.MB_IOUT,
    note="2 A at 70 C, the 4.2 A current limit and the 3 A efficiency column are look-alikes",
)
fq(
    M,
    "To what output voltage range can the MBX-530 (not the H version) be adjusted?",
    [MB],
    F.MB_VOUT,
    note="1.0-30 V of the MBX-530H and the 5.0 V preset are look-alikes",
)
fq(
    H,
    "What is the shutdown current of the MBX-530H with EN pulled low?",
    ["MBX-530H"],
    F.MB_SHDN_H,
    note="bilingual name wrapped over two lines with the values between; 8 uA is the MBX-530 "
    "column, 1.6 mA the no-load current",
)
ie(
    M,
    "At what temperature does the MBX-530's thermal shutdown trip?",
    [MB],
    "thermal shutdown is listed without a threshold; 70 C derating and 85 C operating limit "
    "are look-alikes",
    F.MB_THERMAL,
)
# ---------------------------------------------------------------- FRM-B52
fq(
    E,
    "frm-b52 max tx power?",
    [FR],
    F.FR_TXMAX,
    note="the RF input limit +10 dBm (abs max) and the antenna gain 1.5 dBi are look-alikes",
)
fq(
    M,
    "What is the FRM-B52's receiver sensitivity on the 125 kbps coded PHY?",
    [FR],
    F.FR_RXCODED,
    note="stacked per PHY: -97 / -93 / -100 dBm are the other rows",
)
fq(
    E,
    "default uart baud rate of the frm-b52 at command firmware?",
    [FR],
    F.FR_BAUD,
    note="the AT+BAUD list 9600 ... 1000000 bps is a look-alike",
)
fq(
    M,
    "What current does the FRM-B52 draw in deep sleep?",
    [FR],
    F.FR_DEEP,
    note="sleep 2.6 uA (RAM retained), advertising 18 uA and connected 45 uA are look-alikes",
)
fq(
    H,
    "frm-b52l i/o supply range? want to hook it to a 1.8v soc",
    ["FRM-B52L"],
    F.FR_VDDIO_L,
    note="VDD 1.8-3.6 V and the VDDIO abs max 2.2 V are look-alikes",
)
ie(
    M,
    "What is the antenna gain of the FRM-B52-U (u.FL connector) version?",
    ["FRM-B52-U"],
    "only the -P PCB antenna gain (1.5 dBi) is given; the -U has an external antenna",
    F.FR_ANT,
)
# ---------------------------------------------------------------- PDU-48
fq(
    E,
    "What is the measuring range of the PDU-48-100?",
    ["PDU-48-100"],
    F.PD_RANGE100,
    note="overpressure 20 bar and burst 40 bar in the same column, and the -016 / -250 columns, "
    "are look-alikes",
)
fq(
    E,
    "What output voltage range does the PDU-48 pressure transducer give?",
    [PD],
    F.PD_OUT,
    note="the supply 4.75-5.25 V and 'output at zero 10 % VS' are look-alikes",
)
fq(
    M,
    "pdu-48 response time?",
    [PD],
    F.PD_RESP,
    note="start-up time 15 ms is a look-alike",
)
fq(
    H,
    "What ambient operating temperature range is the PDU-48 rated for?",
    [PD],
    F.PD_TAMB,
    note="medium -40 ... +125 C, compensated 0 ... +80 C and storage -40 ... +125 C are "
    "look-alikes",
)
ie(
    E,
    "pdu-48 long term stability per year?",
    [PD],
    "no long-term stability is given; accuracy and total error band are look-alikes",
)
# ---------------------------------------------------------------- QEB
fq(
    E,
    "qeb-600 encoder supply voltage?",
    [QE],
    F.QE_VCC,
    note="VL 3.0-5.5 V (pull-up supply) and 30 V max on an output are look-alikes",
)
fq(
    E,
    "qeb-360 operating temperature range?",
    ["QEB-360"],
    F.QE_TOPR,
    note="storage -25 ... +80 C is a look-alike",
)
fq(
    M,
    "How much current can each QEB-600 output sink?",
    [QE],
    F.QE_SINK,
    note="20 mA is the VOL test current; no-load current 40 mA is a look-alike",
)
fq(
    E,
    "qeb-100 current consumption without load?",
    ["QEB-100"],
    F.QE_ICC,
)
ie(
    E,
    "What is the starting torque of the QEB-600 shaft?",
    [QE],
    "no starting torque is given; shaft loads 20 N / 10 N are look-alikes",
)
# ---------------------------------------------------------------- HMW-2811
fq(
    E,
    "What supply voltage range does the HMW-2811 accept?",
    [HM],
    F.HM_VDD,
    note="abs max 6.0 V and the DQ VIH limit 5.5 V are look-alikes",
)
fq(
    E,
    "hmw-2811 typical humidity accuracy between 20 and 80 %rh?",
    [HM],
    F.HM_RHACC,
    note="typical +/-2.0 %RH; the max +/-3.0 %RH and the +/-3.5 / +/-5.0 %RH outer band are "
    "look-alikes",
)
fq(
    M,
    "hmw-2811 conversion time at high resolution?",
    [HM],
    F.HM_CONV,
    note="stacked per resolution; the RH response time tau63 8 s is a look-alike",
)
fq(
    H,
    "What is the worst-case temperature error of the HMW-2811 over its full -40 to 125 °C "
    "range?",
    [HM],
    F.HM_TACC,
    note="max column of the second stacked row; +/-0.5 typ and +/-0.2 / +/-0.3 at 0 ... 60 C "
    "are look-alikes",
)
ie(
    M,
    "How much current does the HMW-2811 draw from DQ when it is parasite powered?",
    [HM],
    "the sheet says it cannot be powered parasitically; the conversion current 0.75 / 1.2 mA is "
    "not a parasite-power current",
    F.HM_PARA,
)
