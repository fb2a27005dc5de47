"""Hold-out 12 compatibility questions between the eight parts, phrased the way makers ask."""

from __future__ import annotations

from facts import (
    CW_ADDR,
    CW_BUS,
    CW_VDD,
    DQC_DRIVE,
    DQC_I2C,
    DQC_VDD,
    KAMP_LOGIC,
    KAMP_VIN,
    KOL_ADDR,
    KOL_CLK,
    KOL_ICC,
    KOL_PULLUP,
    KOL_VDD,
    KS_ABS,
    KS_VDD,
    TKP_IOP3,
    TKP_OUT3,
    TKP_VDD,
    TPQ_CM,
    TPQ_VDD,
)
from qkit import CW, DQC, KAMP, KOL, KS, TKP, TPQ, VMC, ev, it, join, q, unanswerable

C, E, M, H = "compatibility", "easy", "medium", "hard"
OK, NO = "compatible", "incompatible"

VMC10_START = (
    [it("VMC-10", "supply_current", "mA", hi=130, condition="start current")],
    [ev(VMC, 2, "Start current (max) 120 130 150 mA")],
)
VMC12_START = (
    [it("VMC-12", "supply_current", "mA", hi=150, condition="start current")],
    [ev(VMC, 2, "Start current (max) 120 130 150 mA")],
)
TPQ_SWING = ([], [ev(TPQ, 2, "VOH Swing to V+ RL = 10 kΩ to GND V+ - 0.02 V+ - 0.05 V")])
VMC_NEVER_DIRECT = (
    [],
    [ev(VMC, 2, "Never drive the motor directly from a microcontroller or logic IC output pin")],
)

# ------------------------------------------------------------- compatible
q(
    "c-01",
    E,
    C,
    "can the kol-096i oled and the cwx2217 fuel gauge share one i2c bus at 400khz if the oled runs on 3.3v?",
    [KOL, CW],
    *join(KOL_ADDR, CW_ADDR, KOL_CLK, CW_BUS, KOL_VDD, KOL_PULLUP),
    verdict=OK,
    note="0x3C vs 0x62, both 400 kHz; the OLED's on-board pull-ups go to its 3.3 V VCC, inside the "
    "gauge's 1.8-4.5 V pull-up range.",
)
q(
    "c-02",
    M,
    C,
    "Can a DQC5571A0 (A0 tied to GND) sit on the same 400 kHz I2C bus as the CWX2217, everything at 3.3 V?",
    ["DQC5571A0", CW],
    *join(
        (
            [it("DQC5571A0", "i2c_address", values=["0x60"], condition="A0 = GND")],
            [ev(DQC, 1, "DQC5571A0 SOT23-6 1100000 / 1100001"), ev(DQC, 1, "DQC5571A0 0x60 /")],
        ),
        CW_ADDR,
        DQC_I2C,
        CW_BUS,
        DQC_VDD,
        CW_VDD,
    ),
    verdict=OK,
    note="0x60 vs 0x62; the A1 version at A0 = GND would collide.",
)
q(
    "c-03",
    E,
    C,
    "can a tpq181 running off 3.3v measure current on the high side of a 24v line?",
    [TPQ],
    *join(
        TPQ_VDD,
        TPQ_CM,
        ([], [ev(TPQ, 2, "3.3-V supplied amplifier can sense a 24-V rail on the high side")]),
    ),
    verdict=OK,
)
q(
    "c-04",
    H,
    C,
    "TPQ181A3 on a 3.3 V supply with a 0.1 ohm shunt in the VMC-10 motor's supply: will the output stay "
    "below the rail even at the motor's start current?",
    ["TPQ181A3", "VMC-10"],
    *join(
        (
            [it("TPQ181A3", "supply_voltage", "V", lo=2.7, hi=5.5)],
            [ev(TPQ, 2, "V+ Operating Voltage Range TA = -40°C to 125°C 2.7 5.5 V")],
        ),
        ([], [ev(TPQ, 2, "TPQ181A3 100")]),
        VMC10_START,
        TPQ_SWING,
    ),
    verdict=OK,
    note="130 mA x 0.1 Ω = 13 mV; x 100 = 1.3 V, well below about 3.28 V.",
)
q(
    "c-05",
    M,
    C,
    "could i power the tkp223 touch chip from the dqc5571's output set to about 3 v (dac on 5 v)?",
    [TKP, DQC],
    *join(DQC_DRIVE, DQC_VDD, TKP_VDD, TKP_IOP3),
    verdict=OK,
    note="3 V inside 2.0-5.5 V; 7 µA max vs ±5 mA output drive.",
)
q(
    "c-06",
    M,
    C,
    "My 3.7 V rail can deliver 500 mA. Can I run a VMC-12 coin motor from it through a MOSFET?",
    ["VMC-12"],
    [
        it("VMC-12", "supply_voltage", "V", lo=2.5, hi=3.8),
        it("VMC-12", "supply_current", "mA", hi=150, condition="start current"),
    ],
    [
        ev(VMC, 2, "Operating voltage range 2.5 - 3.5 2.5 - 3.5 2.5 - 3.8 V"),
        ev(VMC, 2, "Start current (max) 120 130 150 mA"),
    ],
    verdict=OK,
    note="3.7 V inside 2.5-3.8 V; 150 mA start current below 500 mA.",
)
q(
    "c-07",
    E,
    C,
    "Kann ich den KAMP-357 an 5 V betreiben und die I2S-Leitungen direkt mit 3,3-V-Logik ansteuern?",
    [KAMP],
    *join(KAMP_VIN, KAMP_LOGIC, ([], [ev(KAMP, 2, "so 3.3V and 5V logic both work")])),
    verdict=OK,
)

# ------------------------------------------------------------- incompatible
q(
    "c-08",
    E,
    C,
    "can i hook a vmc-10 vibration motor straight to the tkp223's output pin?",
    ["VMC-10", TKP],
    *join(VMC10_START, TKP_OUT3, VMC_NEVER_DIRECT),
    verdict=NO,
    note="Start current 130 mA vs a logic output sinking about 8 mA; the motor sheet forbids direct drive.",
)
q(
    "c-09",
    M,
    C,
    "DQC5571A1 with A0 tied to GND and the CWX2217 on the same I2C bus — any problem?",
    ["DQC5571A1", CW],
    *join(
        (
            [it("DQC5571A1", "i2c_address", values=["0x62"], condition="A0 = GND")],
            [ev(DQC, 1, "DQC5571A1 0x62 / 0x63")],
        ),
        CW_ADDR,
    ),
    verdict=NO,
    note="Both at 0x62. A0 to VDD (0x63) or the A0 version would avoid the clash.",
)
q(
    "c-10",
    E,
    C,
    "can the dqc5571 dac feed audio into the kamp-357 amp?",
    [DQC, KAMP],
    [it(KAMP, "interface", values=["I2S"]), it(DQC, "interface", values=["I2C"])],
    [
        ev(
            KAMP,
            1,
            "There is no I2C or analog audio input, so the board cannot be fed from a voltage-output DAC.",
        ),
        ev(DQC, 1, "DIGITAL-TO-ANALOG CONVERTER with I²C Interface"),
    ],
    verdict=NO,
)
q(
    "c-11",
    M,
    C,
    "Can I put the KS-1209's VDD straight on a 12 V rail to watch it?",
    [KS],
    *join(KS_VDD, KS_ABS),
    verdict=NO,
    note="12 V is above the 10.0 V operating maximum and equal to the absolute maximum.",
)
q(
    "c-12",
    E,
    C,
    "will the tpq181 handle sensing on a 28v bus?",
    [TPQ],
    *TPQ_CM,
    verdict=NO,
    note="28 V exceeds the 26 V common-mode range (30 V is only the absolute maximum).",
)
q(
    "c-13",
    H,
    C,
    "TPQ181A4 on 3.3 V with a 0.2 ohm shunt measuring a VMC-12 motor: will the reading clip when the "
    "motor starts?",
    ["TPQ181A4", "VMC-12"],
    *join(([], [ev(TPQ, 2, "TPQ181A4 200")]), VMC12_START, TPQ_SWING),
    verdict=NO,
    note="150 mA x 0.2 Ω = 30 mV; x 200 = 6 V, above a 3.3 V supply: the output clips.",
)
q(
    "c-14",
    E,
    C,
    "Puis-je alimenter le CWX2217 directement avec un pack 2S (8,4 V) ?",
    [CW],
    *join(
        CW_VDD,
        ([], [ev(CW, 3, "Do not connect two cells in series.")]),
        (
            [it(CW, "abs_max_supply_voltage", "V", hi=6)],
            [ev(CW, 2, "VDD, CELL pin voltage VDD -0.3 ~ 6 V")],
        ),
    ),
    verdict=NO,
)
q(
    "c-15",
    M,
    C,
    "same 3.7v rail, but a vmc-08 instead of the vmc-12 — ok?",
    ["VMC-08"],
    [it("VMC-08", "supply_voltage", "V", lo=2.5, hi=3.5)],
    [ev(VMC, 2, "Operating voltage range 2.5 - 3.5 2.5 - 3.5 2.5 - 3.8 V")],
    verdict=NO,
    note="3.7 V is above the VMC-08's 3.5 V maximum (the 3.8 V column is the VMC-12).",
)
q(
    "c-16",
    H,
    C,
    "If I power the KOL-096I from 5 V, can it share the I2C bus with the CWX2217?",
    [KOL, CW],
    *join(
        KOL_PULLUP,
        CW_BUS,
        ([], [ev(CW, 2, "operation with pull-ups to a 5V rail is not guaranteed")]),
    ),
    verdict=NO,
    note="The OLED's on-board pull-ups take the bus to 5 V; the gauge allows 1.8-4.5 V pull-ups.",
)
q(
    "c-17",
    M,
    C,
    "can i power the kol-096i oled from the dqc5571's output?",
    [KOL, DQC],
    *join(KOL_ICC, KOL_VDD, DQC_DRIVE),
    verdict=NO,
    note="22-30 mA needed vs ±5 mA output drive (20 mA is a short-circuit current).",
)
q(
    "c-18",
    E,
    C,
    "kol-096i and the dqc5571 on one bus at 1 mhz, will that work?",
    [KOL, DQC],
    *join(KOL_CLK, DQC_I2C),
    verdict=NO,
    note="The OLED is limited to 400 kHz; only the DAC has a 3.4 MHz high-speed mode.",
)

# ------------------------------------------------------------- insufficient evidence
unanswerable(
    "c-19",
    H,
    C,
    "Can the KS-1209B30's CMOS output drive the KAMP-357's SD pin low enough to shut the amp down when "
    "the battery sags?",
    ["KS-1209B30", KAMP],
    "SD needs < 0.16 V against a 1 MΩ pull-up; the detector's output-low voltage is only implied at "
    "VDS = 0.5 V with mA currents, not stated for a µA load.",
)
unanswerable(
    "c-20",
    M,
    C,
    "will the vibration motor's brush noise mess up my tpq181 current readings?",
    [VMC, TPQ],
    "The motor sheet: brush noise level 'is not specified'; no PSRR or noise immunity figure for the amplifier.",
)
unanswerable(
    "c-21",
    E,
    C,
    "will the tkp223 work behind a 5 mm acrylic panel?",
    [TKP],
    "'the maximum panel thickness is not specified because it depends on the pad size and material.'",
)
unanswerable(
    "c-22",
    M,
    C,
    "can the kamp-357 run at full volume straight off a 1s lipo?",
    [KAMP],
    "Vin 2.5-5.5 V covers 3.0-4.2 V, but about 650 mA at full volume must come from the battery and "
    "its protection, which no sheet here rates.",
)
unanswerable(
    "c-23",
    M,
    C,
    "Will a CR2032 run the TKP223 touch chip for a year?",
    [TKP],
    "The chip's current is given (1.5-7 µA at 3 V) but no coin-cell capacity is in these sheets.",
)
unanswerable(
    "c-24",
    H,
    C,
    "can the tkp223 output pull the kamp-357 SD pin low enough to mute it on touch (both on 3.3v)?",
    [TKP, KAMP],
    "SD shutdown needs < 0.16 V; the touch IC's low level is only given as 0.6 V at 8 mA sink, not at "
    "the few µA of the 1 MΩ pull-up.",
)
unanswerable(
    "c-25",
    M,
    C,
    "KOL-096I 显示屏和 KAMP-357 功放共用同一个 5V 电源，会不会有噪声干扰显示？",
    [KOL, KAMP],
    "Neither sheet gives supply-noise immunity or the amplifier's conducted noise on Vin.",
)
unanswerable(
    "c-26",
    H,
    C,
    "Is the CWX2217 accurate enough to shut the KAMP-357 down reliably at 5 % state of charge?",
    [CW, KAMP],
    "SOC accuracy 'is not specified' (depends on the battery profile).",
)
unanswerable(
    "c-27",
    M,
    C,
    "do i need an external clamp on the tpq181 inputs when switching the vmc motor, and what size?",
    [TPQ, VMC],
    "'the required clamp is application dependent and not specified here.'",
)
unanswerable(
    "c-28",
    E,
    C,
    "can the kamp-357 drive two 4 ohm speakers in parallel?",
    [KAMP],
    "Only 4-8 Ω loads are described; a 2 Ω load is not rated.",
)
