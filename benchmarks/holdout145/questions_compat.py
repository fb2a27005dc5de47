"""Compatibility questions of the hundred-and-forty-fifth hold-out set (28: 10
compatible, 9 incompatible, 9 insufficient_evidence, each of those with one required
check the sheets do not support)."""

from __future__ import annotations

import facts as F
from qkit import GY, HL, MX, PE, PS, RZ, VX, WQ, Fact, join, q

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
    "rzt4418 on an esp32, vdd from the 3v3 pin and spi clocked at 4 mhz - will that work?",
    [RZ],
    F.RZ_VDD,
    F.RZ_SPI,
    F.RZ_5V_NOTE,
    note="3.3 V within 3.0-3.6 V; 4 MHz below 5 MHz",
)
cq(
    M,
    OK,
    "Can an RZT4418 and a PEP-29BW share SCK and MOSI of one 3.3 V SPI bus clocked at 4 MHz, "
    "each with its own chip-select line?",
    [RZ, "PEP-29BW"],
    F.RZ_VDD,
    F.PE_VCC,
    F.RZ_SPI,
    F.PE_SPI,
    note="both run from 3.3 V; 4 MHz is below 5 MHz (RZT4418) and 20 MHz (PEP-29 write clock)",
)
cq(
    E,
    OK,
    "gyr-105 with the jumper on h, dc+ from 5v and in driven by an esp32 gpio - will it switch on "
    "and off?",
    [GY],
    F.GY_VCC,
    F.GY_HON,
    F.GY_33_NOTE,
    note="the sheet's own recipe for 3.3 V boards; 3.3 V is above the 2.3 V relay-on level",
)
cq(
    E,
    OK,
    "gyr-105 powered from a usb power bank (5v, 1a) - ok?",
    [GY],
    F.GY_VCC,
    F.GY_ION,
    note="5 V within 4.75-5.25 V; 82 mA max with the relay on",
)
cq(
    M,
    OK,
    "Can a VXU2310 USB-serial adapter be wired directly to the serial pins of a 5 V Arduino Pro "
    "Mini (Arduino TX to RXD, VXU2310 TXD to Arduino RX)?",
    [VX],
    F.VX_RXD_MAX,
    F.VX_VOH,
    F.VX_5V_NOTE,
    note="RXD is 5 V tolerant (5.8 V abs max); the 3.3 V TXD level is read as high by 5 V AVR "
    "inputs, as the sheet's own note says",
)
cq(
    H,
    OK,
    "A PC reads a WQC-820, powered from its own 5 V supply, through a bus-powered VXU2310 at "
    "the sensor's UART speed, with TXD wired to RX and TX wired to RXD directly. Do the baud rate "
    "and the logic levels match?",
    [VX, WQ],
    F.VX_BAUD,
    F.WQ_BAUD,
    F.VX_VOH,
    F.WQ_RX,
    F.WQ_VOH,
    F.VX_VIH,
    note="9600 bps within 300 bps-3 Mbps; VXU2310 TXD (3.3 V, VOH >= 2.9 V) within the RX "
    "window 2.0-3.6 V; WQC-820 TX VOH >= 2.6 V above the VXU2310 VIH 2.0 V",
)
cq(
    H,
    OK,
    "An ESP32 board's 3.3 V rail feeds an HLV1517-1.8 whose output supplies VDDIO of an "
    "MXQ3316; the MXQ3316's VDD comes straight from the 3.3 V rail. Are both MXQ3316 supplies "
    "within their ranges?",
    [HL, "HLV1517-1.8", MX],
    F.HL_VIN,
    F.HL_V18,
    F.MX_VDDIO,
    F.MX_VDD,
    note="3.3 V input within 2.7-18 V; 1.782-1.818 V within VDDIO 1.65-1.95 V; 3.3 V within VDD "
    "2.16-3.6 V; the load is a few hundred uA, far below the dropout rows",
)
cq(
    M,
    OK,
    "3v3 rail from an hlv1517-3.3 running off usb 5v, powering a pep-29 and an rzt4418 - "
    "voltages ok?",
    ["HLV1517-3.3", PE, RZ],
    F.HL_VIN,
    F.HL_V33,
    F.HL_DO_05A,
    F.PE_VCC,
    F.RZ_VDD,
    note="5 V in leaves 1.7 V headroom against at most 200 mV dropout at 0.5 A (the load is a "
    "few mA); 3.267-3.333 V is within 3.0-3.6 V for both",
)
cq(
    E,
    OK,
    "psd-8835 on a 12v adapter, step/dir from a 5v arduino uno, vdd from the uno's 5v pin, "
    "current limit set to 1.0 a per phase - ok?",
    [PS],
    F.PS_VMOT,
    F.PS_VDD,
    F.PS_IBARE,
    F.PS_VIH,
    note="12 V within 8-35 V, 5 V within 3.0-5.5 V, 1.0 A below the 1.2 A continuous rating of "
    "the bare board",
)
cq(
    E,
    OK,
    "mxq3316 in an outdoor sensor box at -20c - within its operating range?",
    [MX],
    F.MX_TOPR,
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "can i power the rzt4418 from a 5v arduino uno's 5v pin and drive its spi lines straight "
    "from the uno?",
    [RZ],
    F.RZ_VDD,
    F.RZ_ABSMAX,
    F.RZ_5V_NOTE,
    note="5 V is above the 3.6 V operating limit and the 4.0 V absolute maximum",
)
cq(
    M,
    NO,
    "A GYR-105 is left with its jumper in the L position as shipped, DC+ on 5 V, and IN is "
    "driven by an ESP32 GPIO (3.3 V). Can the ESP32 switch the relay both on and off?",
    [GY],
    F.GY_LOFF,
    F.GY_33_NOTE,
    note="in L position IN must rise to 4.5 V to release the relay; 3.3 V cannot, so the relay "
    "stays on",
)
cq(
    M,
    NO,
    "gyr-105 switching a 2 kw 230v heater - ok?",
    [GY],
    F.GY_NO250,
    note="about 8.7 A at 230 V against 7 A at 250 VAC; the 10 A rating is for 125 VAC and 28 VDC",
)
cq(
    H,
    NO,
    "hlv1517-3.3 running off a 1s lipo (3.0-4.2v) and delivering 1.5 a - will it hold 3.3v over "
    "the whole discharge?",
    ["HLV1517-3.3"],
    F.HL_V33,
    F.HL_DO_15A,
    F.HL_MINVIN_NOTE,
    note="the sheet itself says VIN >= 3.8 V at 1.5 A; the cell spends much of its discharge "
    "below that",
)
cq(
    E,
    NO,
    "Can an HLV1517-5.0 make a regulated 5.0 V rail at 0.5 A from a 5.0 V USB power bank?",
    ["HLV1517-5.0"],
    F.HL_V50,
    F.HL_DO_05A,
    note="no headroom: 5.0 V in minus 120-200 mV dropout is below the 4.950 V minimum output",
)
cq(
    E,
    NO,
    "wqc-820 tx/rx wired straight to a 5v arduino uno's serial pins - safe?",
    [WQ],
    F.WQ_RX,
    F.WQ_RX_ABS,
    F.WQ_5V_NOTE,
    note="the Uno's TX drives 5 V into RX, whose limit is 3.6 V",
)
cq(
    E,
    NO,
    "pep-29 on an outdoor sign at -20c, redrawn every hour - ok?",
    [PE],
    F.PE_TOPR,
    F.PE_COLD_NOTE,
    note="refresh needs 0 to +50 degC; -20 degC is only inside the storage range",
)
cq(
    M,
    NO,
    "Can the PSD-8835 run directly from a 10S e-bike battery (36 V nominal, 42 V when fully "
    "charged)?",
    [PS],
    F.PS_VMOT,
    F.PS_VMOT_ABS,
    note="36-42 V is above the 35 V operating limit and 42 V above the 40 V absolute maximum",
)
cq(
    E,
    NO,
    "mxq3316 straight on an esp32 i2c bus with 3.3v pull-ups - ok?",
    [MX],
    F.MX_VDDIO,
    F.MX_PIN_ABS,
    F.MX_33_NOTE,
    note="3.3 V on SCL / SDA is above VDDIO + 0.3 V (at most 2.25 V)",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "A PEP-29BWR sits on a solar weather station in full direct sunlight all day at 5-35 °C and "
    "is redrawn once an hour. Is the panel rated for that exposure?",
    ["PEP-29BWR"],
    F.PE_TOPR,
    note="temperature and refresh interval are fine; no UV or sunlight rating is given",
)
cq(
    M,
    IE,
    "can the gyr-105 switch a 230v led driver that runs at 0.3 a but pulls 40 a inrush for a "
    "moment?",
    [GY],
    F.GY_NO250,
    note="the running current is within 7 A; no inrush or peak contact rating is given",
)
cq(
    H,
    IE,
    "Can a PSD-8835H drive a motor at 1.5 A per phase inside a closed box at 60 °C ambient with "
    "no airflow?",
    ["PSD-8835H"],
    F.PS_IH,
    F.PS_TEMP,
    note="the 1.7 A continuous rating is for TA = 25 degC and 60 degC is within -20 to +85 degC, "
    "but no derating over ambient temperature is given",
)
cq(
    M,
    IE,
    "Is the HLV1517-3.3 stable with only a 100 µF aluminium electrolytic capacitor "
    "(ESR about 0.5 Ω) on its output?",
    ["HLV1517-3.3"],
    F.HL_COUT,
    F.HL_COUT2,
    note="the sheet asks for >= 4.7 uF ceramic; it gives no ESR range and says nothing about "
    "electrolytic capacitors",
)
cq(
    E,
    IE,
    "mxq3316 in a racing drone that has to survive 10000 g of shock in a crash - is it rated for "
    "that?",
    [MX],
    F.MX_ABSMAX,
    note="the absolute maximum ratings have no mechanical shock figure",
)
cq(
    E,
    IE,
    "will the wqc-820 stay within spec in a mountain hut at 3000 m (about 700 hpa), 5-25c?",
    [WQ],
    F.WQ_ENV,
    note="temperature is fine; no operating pressure range or pressure compensation is given "
    "(the measurement table is specified at 1013 hPa)",
)
cq(
    M,
    IE,
    "can i hook a k-type thermocouple to the rzt4418 through 20 m of extension cable?",
    [RZ],
    F.RZ_TYPES,
    note="type K is supported; no limit on lead length, lead resistance or cable capacitance is "
    "given",
)
cq(
    E,
    IE,
    "does the vxu2310 have a tx-enable output to drive the de pin of an rs-485 transceiver?",
    [VX],
    note="the sheet lists TXD, RXD, RTS, CTS, DTR, DSR, DCD and RI but says nothing about a "
    "transmit-enable or RS-485 mode",
)
cq(
    H,
    IE,
    "Can the NO contact of the GYR-105 switch a 24 VDC solenoid valve drawing 1.5 A, an "
    "inductive DC load?",
    [GY],
    F.GY_28VDC,
    F.GY_INDUCTIVE,
    note="28 VDC is rated for resistive loads (10 A) and the inductive rating is for 250 VAC "
    "only; no inductive DC rating is given",
)
