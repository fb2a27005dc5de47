"""Compatibility questions of the hundred-and-twenty-ninth hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of those with one required check the sheets do
not support)."""

from __future__ import annotations

import facts as F
from qkit import BR, LF, RF, Fact, join, q

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
    "rfg7201 and mcs5727 on the same esp32 i2c bus, pull-ups to 3v3, mcs5727 powered from 3v3 "
    "- any conflict?",
    [RF, "MCS5727"],
    F.RF_ADDR,
    F.MC_ADDR7,
    F.MC_VDD,
    F.RF_PULLUP,
    note="0x36 vs 0x39; the MCS5727 uses VDD bus levels and runs at 3.3 V; the gauge accepts "
    "pull-ups from 1.8 to 5.5 V",
)
cq(
    E,
    OK,
    "Can a Raspberry Pi's 3.3 V GPIOs drive the S0\u2013S2 select inputs of a BRV4851T running "
    "from 5 V?",
    ["BRV4851T"],
    F.BR_VCC_T,
    F.BR_VIH_T,
    F.BR_VIH_T_NOTE,
    note="VIH 2.0 V for the T version at 4.5-5.5 V",
)
cq(
    E,
    OK,
    "lfs2430a on a 5v rail switching power to a cnx-433t transmitter, on pin driven by an esp32 "
    "gpio - will that work?",
    ["LFS2430A", "CNX-433T"],
    F.LF_VIN,
    F.LF_IMAX,
    F.LF_VIH,
    F.LF_ONLOGIC,
    F.CX_VCC,
    F.CX_I5,
    note="5 V within 1.0-5.5 V; 18 / 24 mA far below 2 A; a 3.3 V ON level is above VIH 1.0 V; "
    "the transmitter runs from 3-12 V",
)
cq(
    E,
    OK,
    "Can I use the CNX-433T with a 5 V Arduino Uno, powered from the Uno's 5 V pin and sending "
    "RadioHead packets at 2000 bit/s?",
    ["CNX-433T"],
    F.CX_VCC,
    F.CX_RATE,
    F.CX_DATAH,
    note="2000 bit/s is the rate the FAQ recommends; the receiver limit of 4.8 kbit/s is also met",
)
cq(
    E,
    OK,
    "vkm-2s powered from the esp32 3v3 pin with do wired straight to a gpio - ok?",
    ["VKM-2S"],
    F.VK_VCC,
    F.VK_ESP,
    note="at VCC = 3.3 V the DO pull-up goes to 3.3 V; the sheet's own advice",
)
cq(
    M,
    OK,
    "Will an HFB-CAN3 work with an ESP32's TWAI controller at 500 kbit/s, powered from the "
    "ESP32 board's 3.3 V pin?",
    ["HFB-CAN3"],
    F.HF_VCC3,
    F.HF_VIH3,
    F.HF_RATE3,
    F.HF_ESP,
)
cq(
    M,
    OK,
    "rfg7201 gauging a 1s lipo (3.0-4.2v), i2c to a 5v arduino uno with 4.7k pull-ups to 5v - ok?",
    [RF],
    F.RF_VDD,
    F.RF_ONECELL,
    F.RF_ABS_IO,
    F.RF_PULLUP,
    note="the cell (3.0-4.2 V) is inside VDD 2.5-4.5 V; pull-ups to 5 V are allowed independent "
    "of VDD (1.8-5.5 V) and below the 6.0 V absolute maximum",
)
cq(
    E,
    OK,
    "Can an IDB0505S-1W, fed from a USB power bank, supply an isolated sensor that draws 150 mA?",
    ["IDB0505S-1W"],
    F.IDB_VIN,
    F.IDB_IOUT1,
    F.IDB_LIION,
    note="150 mA is between the 20 mA minimum load and the 200 mA maximum",
)
cq(
    M,
    OK,
    "Can an HFB-CAN3 node and an HFB-CAN5 node talk to each other on the same CAN bus at "
    "250 kbit/s?",
    ["HFB-CAN3", "HFB-CAN5"],
    F.HF_RATE3,
    F.HF_RATE5,
    F.HF_MIX,
    note="both ISO 11898-2; 250 kbit/s is inside both bit-rate ranges (HFB-CAN5 from 20 kbit/s)",
)
cq(
    H,
    OK,
    "brv4851 powered from the esp32 3v3 rail to scan 8 pots (0-3.3v) into one adc pin, s0-s2 "
    "straight from gpios - fine?",
    [BR],
    F.BR_VCC,
    F.BR_VIH3,
    F.BR_SAMERAIL,
    F.BR_SIGRANGE,
    note="3.3 V is inside 2.0-6.0 V; the sheet's own advice is to run the BRV4851 from the "
    "controller's 3.3 V rail (VIH = 0.7 x VCC, 2.1 V at 3.0 V); 0-3.3 V signals stay within "
    "0 V ... VCC",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "Can I feed 19200-baud UART data straight into the DATA pin of a CNX-433T?",
    ["CNX-433T"],
    F.CX_RATE,
    F.CX_UART,
    note="19.2 kbit/s is above the 10 kbit/s the transmitter keys; an idle-high UART also keeps "
    "the carrier on",
)
cq(
    E,
    NO,
    "lfs2430 to switch a 12v led strip off a 12v adapter?",
    [LF],
    F.LF_VIN,
    F.LF_ABS,
    note="12 V is above the 5.5 V recommended and the 6 V absolute maximum",
)
cq(
    M,
    NO,
    "Can the output of an IDB0505S-2W power an HFB-CAN3 module directly?",
    ["IDB0505S-2W", "HFB-CAN3"],
    F.IDB_V100_2W,
    F.HF_VCC3,
    note="about 5 V out vs an HFB-CAN3 supply of 3.0-3.6 V; the 6.0 V absolute maximum of the "
    "module is not an operating range",
)
cq(
    E,
    NO,
    "Can an IDB0505S-1W run from a single Li-ion cell (3.0\u20134.2 V)?",
    ["IDB0505S-1W"],
    F.IDB_VIN,
    F.IDB_LIION,
)
cq(
    M,
    NO,
    "hfb-can5 powered from 5v with ctx/crx wired straight to esp32 gpios (3v3) - ok?",
    ["HFB-CAN5"],
    F.HF_VCC5,
    F.HF_VIH5,
    F.HF_VOH5,
    F.HF_NO33,
    note="TXD needs 3.5 V; RXD drives up to 5 V into 3.3 V pins",
)
cq(
    E,
    NO,
    "Can I put two MCS5725 colour sensors on the same I\u00b2C bus?",
    ["MCS5725"],
    F.MC_ADDR5,
    F.MC_SAME,
    note="both sit at the fixed address 0x29",
)
cq(
    M,
    NO,
    "mcs5721 on an esp32 i2c bus with 4.7k pull-ups to 3v3?",
    ["MCS5721"],
    F.MC_VBUS,
    F.MC_18,
    note="the MCS5721 is made for a 1.8 V bus (VBUS 1.62-1.98 V); the MCS5725 / MCS5727 are the "
    "3.3 V versions",
)
cq(
    H,
    NO,
    "Can an HFB-CAN5 be used on a CAN bus that runs at 10 kbit/s?",
    ["HFB-CAN5"],
    F.HF_RATE5,
    F.HF_MIN,
    note="the lowest usable bit rate of the HFB-CAN5 is 20 kbit/s (the HFB-CAN3 would do)",
)
cq(
    H,
    NO,
    "brv4851 at 5v with s0-s2 driven straight from esp32 3v3 gpios?",
    [BR],
    F.BR_VCC,
    F.BR_VIH5,
    F.BR_VIH45,
    note="VIH is 3.5 V at VCC = 5.0 V (3.15 V already at 4.5 V); the sheet points to the "
    "BRV4851T or a 3.3 V supply",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    E,
    IE,
    "can the brv4851 mux a 10 mhz clock signal cleanly?",
    [BR],
    note="no -3 dB bandwidth, crosstalk or off-isolation is given; delays and capacitances alone "
    "do not answer it",
)
cq(
    M,
    IE,
    "lfs2430a right at a usb connector that has to pass \u00b18 kv contact esd (iec 61000-4-2) "
    "without a tvs - ok?",
    ["LFS2430A"],
    F.LF_ESD,
    note="only HBM 2000 V and CDM 500 V are given; no IEC 61000-4-2 rating",
)
cq(
    M,
    IE,
    "Will the RFG7201 run at 400 kHz on a 2 m cable with about 400 pF of bus capacitance?",
    [RF],
    F.RF_FSCL,
    note="400 kHz is allowed, but no maximum bus capacitance is given",
)
cq(
    M,
    IE,
    "Does the CNX-433T stay inside the 433.05\u2013434.79 MHz ISM band when it is used outdoors "
    "at \u221220 \u00b0C?",
    ["CNX-433T"],
    F.CX_TOL,
    note="the +/-75 kHz tolerance is stated at 25 C only; no drift over temperature is given",
)
cq(
    E,
    IE,
    "will the vkm-2p reliably trigger at 0.5 g of vibration on my washing machine?",
    ["VKM-2P"],
    F.VK_NOG,
    note="no sensitivity in g is given",
)
cq(
    M,
    IE,
    "Can a 1.8 V GPIO of my microcontroller switch an HFB-CAN3 in and out of standby through "
    "its RS pin?",
    ["HFB-CAN3"],
    F.HF_RS,
    note="RS input thresholds are not given (only the VCC + 0.3 V absolute maximum); VIH 2.0 V "
    "is the TXD threshold",
)
cq(
    E,
    IE,
    "Can an MCS5727 tell a 2700 K white LED from a 3000 K one, i.e. measure colour "
    "temperature to within \u00b1100 K?",
    ["MCS5727"],
    F.MC_LUX,
    note="the sheet says the accuracy of lux and correlated colour temperature is not specified",
)
cq(
    H,
    IE,
    "Is the isolation of the IDB0505S-1WH rated for a continuous 230 VAC working voltage "
    "between input and output?",
    ["IDB0505S-1WH"],
    F.IDB_ISO,
    note="3000 VDC is a one-minute test voltage; no working voltage is given",
)
cq(
    E,
    IE,
    "will the rfg7201 tell me state of charge to within \u00b11% on a 1s lipo?",
    [RF],
    F.RF_SOCRES,
    note="no SOC accuracy is given; 1/256 % is the resolution",
)
