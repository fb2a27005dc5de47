"""Compatibility questions of the hundred-and-fifty-first hold-out set (28: 10 compatible,
9 incompatible, 9 insufficient_evidence, each of those with one required check the sheets
do not support)."""

from __future__ import annotations

import facts as F
from qkit import KV, LD, NQ, QD, RV, ZC, Fact, join, q

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
    M,
    OK,
    "I've got an ESP32 whose GPIOs swing 0 V / 3.3 V and an RVM-2J. Following the wiring notes I "
    "pulled the JD-VCC jumper, fed VCC from the ESP32's 3.3 V pin and JD-VCC from a separate 5 V "
    "USB supply. Will the relays now switch on and off reliably from the GPIOs?",
    [RV],
    F.RV_LOGIC,
    F.RV_JD,
    F.RV_IN33,
    F.RV_SPLIT_NOTE,
    note="VCC 3.3 V within 3.0-5.5 V (jumper removed), JD-VCC 5 V within 4.75-5.25 V; at VCC = 3.3 V "
    "0 V is below the 1.0 V low limit and 3.3 V above the 3.0 V high limit",
)
cq(
    E,
    OK,
    "rvm-2j16 switching a 230v heater that pulls 12 a (plain resistive element) - ok?",
    ["RVM-2J16"],
    F.RV16_AC,
    note="12 A is below the 16 A relay rating at 250 VAC and below the 15 A terminal limit of the "
    "footnote",
)
cq(
    H,
    OK,
    "A solar sensor node: a KVE5170 charges a LiPo cell with VBAT_OV and VBAT_UV set as in the "
    "Li-ion row of its threshold table (4.20 V / 3.00 V), and its buck is set to 3.3 V to power an "
    "NQK3855 reading a K-type probe. Does the buck output suit the NQK3855 for the whole charge "
    "range of the cell?",
    [KV, NQ],
    F.KV_VOUT,
    F.KV_IOUT_HIGH,
    F.KV_LIPO,
    F.NQ_VCC,
    F.NQ_CURRENT,
    note="3.3 V is inside the 1.3-3.6 V buck range and the NQK3855's 3.0-3.6 V; the cell stays at "
    "3.00 V or more, so VSTOR >= 2.5 V and the buck gives 110 mA against 1.5 mA",
)
cq(
    E,
    OK,
    "nqk3855 on an esp32: vcc from the 3v3 pin, spi clock 4 mhz, k-type probe in a pizza oven at "
    "around 400 °c. will that work?",
    [NQ],
    F.NQ_VCC,
    F.NQ_SCK,
    F.NQ_RANGE,
    note="3.3 V within 3.0-3.6 V, 4 MHz below 5 MHz, 400 degC inside -200 ... +1350 degC",
)
cq(
    M,
    OK,
    "Can the KVE5170's buck, set to 1.8 V, run an LDM4721 in low-power mode (768 kHz clock) for a "
    "voice-wake sensor, with the storage element always kept above 2.5 V?",
    [KV, LD],
    F.KV_VOUT,
    F.KV_IOUT_HIGH,
    F.LD_VDD,
    F.LD_LP18,
    note="1.8 V inside 1.3-3.6 V and 1.6-3.6 V; 280 uA max against 110 mA at VSTOR >= 2.5 V",
)
cq(
    M,
    OK,
    "An ESP32 (3.3 V logic) drives a ZCN4215 powered from the same 3.3 V rail, SPI clock 4 MHz. The "
    "ZCN4215 has a 16 MHz crystal and talks through a 3.3 V CAN transceiver to a classic CAN bus "
    "at 500 kbit/s. Is that within the ZCN4215's limits?",
    [ZC],
    F.ZC_VDD,
    F.ZC_SPI33,
    F.ZC_RATE,
    F.ZC_16MHZ,
    note="3.3 V within 2.7-5.5 V; 4 MHz within 5 MHz at VDD < 4.5 V; 500 kbit/s within 1 Mbit/s "
    "with 16 MHz",
)
cq(
    E,
    OK,
    "Can a QDP-412 run from a 12 V 1 A wall adapter, switched on and off by a logic-level MOSFET?",
    [QD],
    F.QD_V,
    F.QD_RATED,
    F.QD_STALL,
    F.QD_STALL_NOTE,
    note="12 V within 6.0-13.2 V; the adapter covers the stall current (800 mA max) as note 5.3 asks",
)
cq(
    E,
    OK,
    "lnz-4c36 powered from the esp32 3v3 pin with clk and dio on two gpios (3.3v high) - works?",
    ["LNZ-4C36"],
    F.LN36_V,
    F.LN36_VIH,
    F.LN_ESP_NOTE,
    note="3.3 V is the bottom of 3.3-5.5 V; 3.3 V high above the 2.3 V input-high level; the Q&A "
    "says yes",
)
cq(
    M,
    OK,
    "Can an OWF25T32U hang off a 1.8 V FPGA I/O bank and be read with Fast Read Quad I/O (EBh) at "
    "100 MHz?",
    ["OWF25T32U"],
    F.OWU_V,
    F.OWU_FC,
    note="1.8 V within 1.65-1.95 V; 100 MHz below the 104 MHz fC",
)
cq(
    H,
    OK,
    "arduino uno on usb. the usb port gives 500 ma at 5.0 v and the uno itself eats about 50 ma. "
    "from the uno's 5v pin i want to run an rvm-2j with both relays on (jumper fitted) plus an "
    "lnz-4c56 showing 88:88 at full brightness. is there enough current?",
    [RV, "LNZ-4C56"],
    F.RV_VCC,
    F.RV_I2,
    F.LN56_V,
    F.LN56_I5,
    note="5.0 V within 4.75-5.25 V and 4.5-5.5 V; 165 + 115 + 50 = 330 mA (maxima) below 500 mA",
)
# ---------------------------------------------------------------- incompatible (9)
cq(
    E,
    NO,
    "rvm-2j with the jd-vcc jumper on, vcc at 5v, in pins straight from esp32 gpios (3.3v). will "
    "the relays turn off when the gpio goes high?",
    [RV],
    F.RV_VCC,
    F.RV_IN5_HIGH,
    F.RV_33_NOTE,
    note="at VCC = 5.0 V the input needs at least 4.6 V for off; the wiring note says 3.3 V does not "
    "reliably switch it off",
)
cq(
    M,
    NO,
    "I want a KVE5171 to start from a small thermoelectric generator on a radiator pipe. The TEG "
    "gives only 0.35 V open-circuit and my storage capacitor starts out empty. Will it cold-start "
    "on its own?",
    ["KVE5171"],
    F.KV71_COLD,
    F.KV71_VIN,
    F.KV_COLD_NOTE,
    note="cold start needs at least 0.45 V (typ.) with VSTOR < 1.8 V; the 0.12 V minimum applies "
    "only after cold start",
)
cq(
    E,
    NO,
    "Can I power an NQK3855 straight from the 5 V pin of an Arduino Uno?",
    [NQ],
    F.NQ_VCC,
    F.NQ_ABS,
    F.NQ_5V_NOTE,
    note="5 V exceeds VCC 3.6 V and the 4.0 V absolute maximum; the notes ask for a 3.3 V regulator",
)
cq(
    H,
    NO,
    "two ldm4721h breakouts on an esp32-s3 for a stereo recorder. both run on 3.3v, clk shared at "
    "3.072 mhz, the data lines tied together into one pdm input. the breakout boards both have "
    "select soldered to gnd and i left it like that. will i get proper left and right channels?",
    ["LDM4721H"],
    F.LD_VDD,
    F.LD_CLOCK,
    F.LD_STEREO,
    note="3.3 V and 3.072 MHz are fine, but stereo needs SELECT of one microphone at GND and of the "
    "other at VDD; with both at GND both drive DATA on the same edge",
)
cq(
    E,
    NO,
    "Can a ZCN4215 join a CAN FD network whose data phase runs at 2 Mbit/s?",
    [ZC],
    F.ZC_RATE,
    F.ZC_FD,
    note="classic CAN only, 1 Mbit/s max; CAN FD frames are answered with error frames",
)
cq(
    M,
    NO,
    "cheap zcn4215 board with an 8 mhz crystal on a 1 mbit/s can bus - will it keep up?",
    [ZC],
    F.ZC_RATE,
    F.ZC_8MHZ,
    note="with 8 MHz the highest bit rate is 500 kbit/s; 1 Mbit/s needs 16 or 20 MHz",
)
cq(
    H,
    NO,
    "upgraded my doser from the qdp-412 to the qdp-412h for more flow. same 12v 1a wall wart, same "
    "mosfet. the h only pulls about 320 ma when it runs, so the adapter is still fine, right?",
    ["QDP-412H"],
    F.QD_V,
    F.QDH_RATED,
    F.QDH_STALL,
    F.QD_STALL_NOTE,
    note="running current fits, but note 5.3 asks for a supply rated for the stall current, which is "
    "1100 mA typ. / 1300 mA max. for the QDP-412H, above the adapter's 1 A",
)
cq(
    E,
    NO,
    "Can I power an LNZ-4C56 from an ESP32's 3.3 V pin?",
    ["LNZ-4C56"],
    F.LN56_V,
    F.LN_ESP_NOTE,
    note="3.3 V is below the 4.5 V minimum; the Q&A says so",
)
cq(
    M,
    NO,
    "Will an OWF25T32U work as external flash on an ESP32's 3.3 V SPI bus, powered from the same "
    "3.3 V?",
    ["OWF25T32U"],
    F.OWU_V,
    F.OWU_ABS,
    F.OWU_NOTE,
    note="3.3 V exceeds VCC 1.95 V and the 2.5 V absolute maximum; the design note forbids 3.3 V "
    "logic",
)
# ---------------------------------------------------------------- insufficient evidence (9)
cq(
    M,
    IE,
    "Can one RVM-2J channel start and stop a 750 W single-phase pump motor at 230 V?",
    [RV],
    F.RV_AC,
    F.RV_MOTOR_NOTE,
    note="3.3 A is far below the 10 A resistive rating, but the sheet gives no rating for motor "
    "loads and says so",
)
cq(
    H,
    IE,
    "The solar panel of my KVE5170 sensor node sits outdoors where people touch it. Will VIN_DC "
    "survive an IEC 61000-4-2 contact discharge of 8 kV without extra protection?",
    [KV],
    F.KV_ESD,
    note="only HBM +/-2000 V and CDM +/-500 V are given; no system-level (IEC 61000-4-2) rating",
)
cq(
    M,
    IE,
    "nqk3855 with 25 m of k-type extension cable out to the probe - will it still read right?",
    [NQ],
    note="no cable length, input leakage or noise statement; only a 10 nF filter capacitor is "
    "suggested",
)
cq(
    E,
    IE,
    "ldm4721 in an outdoor weather station that sits in fog a lot - up to 95 %rh with some "
    "condensation. will it keep working?",
    [LD],
    note="no operating humidity, condensation or ingress rating is given; only temperatures",
)
cq(
    M,
    IE,
    "Our gateway spec only allows CAN controllers with an ISO 16845 conformance test report. Does "
    "the ZCN4215 qualify?",
    [ZC],
    note="no conformance testing, certification or test report is mentioned; CAN 2.0A / 2.0B "
    "support alone does not answer it",
)
cq(
    M,
    IE,
    "Is the QDP-412's tube certified to FDA 21 CFR 177.2600, so I can dose syrup straight into "
    "drinks?",
    [QD],
    F.QD_FOOD,
    note="the tube is called food-grade silicone but no certification is named",
)
cq(
    E,
    IE,
    "lnz-4c56 readable in direct sunlight on a boat dashboard?",
    ["LNZ-4C56"],
    note="no luminous intensity or contrast figure is given",
)
cq(
    M,
    IE,
    "If I program an OWF25T32A before reflow soldering (260 °C peak), will the data survive the "
    "reflow?",
    ["OWF25T32A"],
    note="no statement on data retention through reflow; only 20-year retention at 55 degC",
)
cq(
    H,
    IE,
    "building a kids' walkie-talkie toy with an ldm4721 on the pcb. these things get thrown down "
    "the stairs all day long. will the mic survive the drops?",
    [LD],
    F.LD_SHOCK,
    note="only a 10 000 g mechanical-shock absolute maximum is given; no drop-test rating, and the "
    "g-level of a drop is not stated",
)
