"""Factual questions of hold-out 10 (added on import).

Phrased the way makers and engineers ask, some in forum style, some in German,
French, Spanish or Chinese; several name a version, grade or condition so that
only one row of a family table is right, or ask in another scale than the sheet.
"""

from __future__ import annotations

import facts as F
from qkit import BF, EAC, IGD, KCD, KS, TF, WQ, it, join, q, unanswerable

S = "simple"

# ------------------------------------------------------------- IGD614
q(
    "f-e-01",
    "easy",
    S,
    "What is the operating supply voltage range of the IGDN614?",
    ["IGDN614"],
    *F.IGD_VCC,
)
q("f-e-02", "easy", S, "whats the abs max vcc on the igd614? will 40v kill it?", [IGD], *F.IGD_ABS)
q(
    "f-m-03",
    "medium",
    S,
    "What minimum input-high voltage does the IGDI614 need over the full -40 to 125 °C range?",
    ["IGDI614"],
    *F.IGD_VIH_HOT,
    note="The 25 °C table says 3.0 V; the continued table over temperature says 3.1 V.",
)
q(
    "f-e-04",
    "easy",
    S,
    "How much peak current can the IGDN614 source and sink?",
    ["IGDN614"],
    *F.IGD_IPK,
)
q(
    "f-m-06",
    "medium",
    S,
    "What is the on-time propagation delay of the inverting IGDI614 with a 15 nF load?",
    ["IGDI614"],
    *F.IGD_TON_I,
    note="One cell stacks IGDN614 (40/50 ns) and IGDI614 (45/55 ns).",
)
q(
    "f-m-07",
    "medium",
    S,
    "IGDN614 输入为低电平（VIN = 0V）时的电源电流是多少？",
    ["IGDN614"],
    *F.IGD_ICC_LOW,
    note="Chinese. 0 typ / 10 µA max at 25 °C; 1/3 mA is the VIN = 3.5 V row.",
)
unanswerable(
    "f-e-08",
    "easy",
    S,
    "What is the undervoltage lockout threshold of the IGD614?",
    [IGD],
    "The sheet gives no UVLO; only the 4.5 V minimum operating supply.",
)

# ------------------------------------------------------------- EAC2551
q(
    "f-e-09",
    "easy",
    S,
    "What supply voltage range does the EAC2551 CAN transceiver need?",
    [EAC],
    *F.EAC_VCC,
)
q("f-e-10", "easy", S, "max can fd data rate of the eac2551?", [EAC], *F.EAC_RATE)
q(
    "f-m-11",
    "medium",
    S,
    "Welchen Spannungsbereich erlaubt der EAC2551-V an seinem VIO-Pin?",
    ["EAC2551-V"],
    *F.EAC_V_VIO,
    note="German.",
)
q(
    "f-e-12",
    "easy",
    S,
    "how much current does the eac2551 pull from vcc in standby, in microamps?",
    [EAC],
    *F.EAC_STB,
)
unanswerable(
    "f-h-13",
    "hard",
    S,
    "What I/O supply (VIO) voltage range does the EAC2551-A accept?",
    ["EAC2551-A"],
    "The -A version has no VIO pin (pin 5 NC); its I/O is referenced to VCC. The 1.7-5.5 V VIO "
    "row is for the EAC2551-V only.",
)
unanswerable(
    "f-m-14",
    "medium",
    S,
    "What is the maximum CAN bus length the EAC2551 supports at 5 Mbit/s?",
    [EAC],
    "The sheet says bus length is not specified and must be verified in the system.",
)

# ------------------------------------------------------------- WQ25S64
q(
    "f-e-15",
    "easy",
    S,
    "What is the supply voltage range of the WQ25S64W?",
    ["WQ25S64W"],
    *F.WQW_VCC,
)
q(
    "f-e-16",
    "easy",
    S,
    "What is the maximum SPI clock of the WQ25S64V for fast read instructions?",
    ["WQ25S64V"],
    *F.WQV_FR,
)
q(
    "f-m-17",
    "medium",
    S,
    "how fast can i clock the wq25s64 when using the plain 03h read data command?",
    [WQ],
    *F.WQ_FREAD,
)
q(
    "f-h-20",
    "hard",
    S,
    "What read current does the 1.8 V WQ25S64W draw at a 50 MHz clock?",
    ["WQ25S64W"],
    *F.WQW_IREAD50,
    note="Second column group of the DC table; 8/15 mA is the V version.",
)
q(
    "f-m-21",
    "medium",
    S,
    "Quelle est la plage de température de fonctionnement du WQ25S64VZPJQ ?",
    ["WQ25S64V"],
    *F.WQ_TEMP_JQ,
    note="French. JQ grade (-40 to +105 °C), not the IQ grade.",
)
unanswerable(
    "f-e-23",
    "easy",
    S,
    "What is the power-up time (VCC min to first write, tPUW) of the WQ25S64?",
    [WQ],
    "Section 6.3 power-up timing is not on the sheet; no tPUW is given.",
)

# ------------------------------------------------------------- CLA161x
q(
    "f-e-24",
    "easy",
    S,
    "What supply voltage range does the CLA1616 accept?",
    ["CLA1616"],
    *F.CLA_VDD,
)
q(
    "f-m-25",
    "medium",
    S,
    "¿Cuál es la velocidad de datos máxima del CLA1612?",
    ["CLA1612"],
    [it("CLA1612", "data_rate", "SPS", hi=3300)],
    [F.CLA_12_RATE[1][1]],
    note="Spanish. 3300 SPS for the 12-bit version; 860 SPS is the CLA1616.",
)
q(
    "f-e-26",
    "easy",
    "structured",
    "List all I2C addresses the CLA1616 can be strapped to.",
    ["CLA1616"],
    *F.CLA_ADDR,
)
q("f-e-28", "easy", S, "cla1616 power down current in nA?", ["CLA1616"], *F.CLA_PD)
unanswerable(
    "f-h-29",
    "hard",
    S,
    "What is the input-referred noise of the CLA1612 at 3300 SPS and ±2.048 V?",
    ["CLA1612"],
    "The noise table is for the CLA1616 only (up to 860 SPS); nothing is given for the CLA1612.",
)
q(
    "f-m-30",
    "medium",
    S,
    "CLA1616 连续转换模式下的工作电流是多少？",
    ["CLA1616"],
    *F.CLA_IDD,
    note="Chinese.",
)
q(
    "f-m-31",
    "medium",
    S,
    "What LSB size does the CLA1612 have at the ±4.096 V range?",
    ["CLA1612"],
    *F.CLA_12_LSB_4096,
    note="Table 1 has one column per version; 125 µV is the CLA1616.",
)

# ------------------------------------------------------------- BF-REL
q(
    "f-e-32",
    "easy",
    S,
    "what can the contacts of the bastelfuchs relay module switch?",
    [BF],
    *F.BF_CONTACT,
)
q(
    "f-e-33",
    "easy",
    S,
    "How much current does the BF-REL2-5V draw with both relays on?",
    ["BF-REL2-5V"],
    *F.BF2_I,
)
unanswerable(
    "f-m-34",
    "easy",
    S,
    "What is the operating temperature range of the BF-REL1-5V relay module?",
    ["BF-REL1-5V"],
    "The sheet says the operating temperature is not specified.",
)

# ------------------------------------------------------------- KCD-24
q("f-e-35", "easy", S, "what input voltage does the kcd-24 led driver take?", [KCD], *F.KCD_VIN)
q(
    "f-m-38",
    "medium",
    S,
    "Bis zu welcher Umgebungstemperatur kann der KCD-24 ohne Derating volle Last liefern?",
    [KCD],
    *F.KCD_FULL_LOAD,
    note="German. +71 °C without derating; +85 °C is the range with derating.",
)
q(
    "f-m-39",
    "medium",
    "structured",
    "What voltage levels on the KCD-24's PWM/ON-OFF pin turn the LEDs on and off?",
    [KCD],
    *F.KCD_PWM_ON,
)

# ------------------------------------------------------------- NanoSonar-EZ
q(
    "f-e-40",
    "easy",
    S,
    "What is the maximum range of the KS1010 NanoSonar in metres?",
    ["KS1010"],
    *F.KS_RANGE,
)
q("f-e-41", "easy", S, "what baud rate does the nanosonar serial output use?", [KS], *F.KS_BAUD)
unanswerable(
    "f-m-43",
    "easy",
    S,
    "What is the beam angle of the KS1040 in degrees?",
    ["KS1040"],
    "Only a beam-pattern plot in feet is given; no angle is stated.",
)

# ------------------------------------------------------------- TF-PWM16
q(
    "f-e-44",
    "easy",
    S,
    "whats the default i2c address of the tinkerfox 16 channel servo board?",
    [TF],
    *F.TF_ADDR0,
)
q(
    "f-e-45",
    "easy",
    S,
    "How much current can one PWM pin of the TF-PWM16 deliver?",
    [TF],
    *F.TF_IOUT,
)
unanswerable(
    "f-m-46",
    "easy",
    S,
    "What is the maximum current the TF-PWM16's V+ terminal block can carry?",
    [TF],
    "The guide says the terminal block and trace current rating is not specified.",
)

# ------------------------------------------------------------- comparisons
q(
    "f-m-47",
    "medium",
    "comparison",
    "Which has the lower power-down current, the WQ25S64V flash or the CLA1616 ADC?",
    ["WQ25S64V", "CLA1616"],
    *join(
        F.fact(
            [it("WQ25S64V", "standby_current", "uA", typ=1, hi=5, condition="power-down")],
            (WQ, 3, "Power-down Current ICC2 1 5 1 8 µA"),
        ),
        F.CLA_PD,
    ),
    note="CLA1616 0.5 typ / 2 max µA vs WQ25S64V 1 typ / 5 max µA.",
)
q(
    "f-h-48",
    "hard",
    "comparison",
    "Which draws more supply current: the NanoSonar-EZ at 5 V or the TF-PWM16's logic supply with all outputs off?",
    [KS, TF],
    *join(F.KS_I5, F.TF_ICC),
    note="TF-PWM16 6 mA typ vs NanoSonar 3.4 mA typ.",
)
