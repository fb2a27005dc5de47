"""Factual questions on the hold-out 8 sheets (added on import): answered ones
first, then ones the sheets cannot answer (insufficient_evidence).
"""

from __future__ import annotations

import facts as F
from qkit import ATK, BT, HX, KGS, KP, KSL, MLR, ev, it, join, q, unanswerable

# ------------------------------------------------------------ KP4057
q("f-e-01", "easy", "simple", "kp4057 charge voltage?", [KP], *F.KP_FLOAT)
q(
    "f-e-02",
    "easy",
    "simple",
    "How much charge current does the KP4057 deliver with a 1.2 kΩ PROG resistor, in amps?",
    [KP],
    *F.KP_ICHG_12K,
    note="The RPROG table on page 3 also lists 1000 mA for 1.2 kΩ; the EC row gives the limits.",
)
q(
    "f-h-03",
    "hard",
    "simple",
    "when the usb cable is unplugged how much does the kp4057 leak out of the battery?",
    [KP],
    *F.KP_SLEEP_DRAIN,
    note="BAT pin current in sleep mode (VCC = 0 V): -1 µA typ, -2 µA max (out of the battery).",
)
q(
    "f-m-04",
    "medium",
    "structured",
    "What is the highest input voltage the KP4057 is rated to operate from, and what will kill it?",
    [KP],
    *join(
        (
            [it(KP, "supply_voltage", "V", hi=6.5, condition="VCC, operating")],
            [ev(KP, 2, "Input Supply Voltage VCC 4.25 5 6.5 V")],
        ),
        F.KP_VCC_ABS,
    ),
)

# ------------------------------------------------------------ ATK4285 / ATK4286
q(
    "f-e-05",
    "easy",
    "simple",
    "What is the on-resistance of the ATK4285 at 3.6 V input?",
    [ATK],
    *F.ATK_RON_36,
)
q(
    "f-h-06",
    "hard",
    "simple",
    "worst case rds(on) of the atk4286 if i run it from a 1.5v rail, in ohms?",
    [ATK],
    *F.ATK_RON_15,
    note="ATK4286 shares the table; the 1.5 V row is the one at 100 mA (105 typ / 135 max mΩ).",
)
q(
    "f-m-07",
    "medium",
    "simple",
    "What EN voltage guarantees that the ATK4285 turns on when its input is 5 V?",
    [ATK],
    *F.ATK_EN_HI,
    note="VEN(H) row for VIN = 2.7 V to 5.5 V (1.5 V); the 1.2 V row is for VIN = 1.5 V to 2.7 V.",
)

# ------------------------------------------------------------ MLR-92S
q("f-e-08", "easy", "simple", "What is the supply voltage range of the MLR-92S?", [MLR], *F.MLR_VDD)
q(
    "f-e-09",
    "easy",
    "simple",
    "how much current does the MLR-92S-U pull when transmitting at +20 dBm?",
    ["MLR-92S-U"],
    *F.MLR_TX20,
)
q(
    "f-m-10",
    "medium",
    "simple",
    "What is the transmit current of the EU version (MLR-92S-E) at +14 dBm?",
    ["MLR-92S-E"],
    *F.MLR_TX14_E,
    note="Continued part of Table 8-2 on page 3; the MLR-92S-U row at +14 dBm (62/75 mA) is a sibling.",
)
q(
    "f-m-12",
    "medium",
    "simple",
    "what's the max tx power of the eu868 mlr-92s?",
    ["MLR-92S-E"],
    *F.MLR_PWR_E,
    note="EU868 = MLR-92S-E (+14 dBm); the MLR-92S-U goes to +22 dBm.",
)
q(
    "f-e-13",
    "easy",
    "simple",
    "¿A qué velocidad arranca por defecto el UART AT del MLR-92S?",
    [MLR],
    *F.MLR_UART,
    note="Spanish: default AT UART baud rate.",
)
q(
    "f-m-14",
    "medium",
    "simple",
    "How many milliamps does the MLR-92S draw in sleep with the RTC running?",
    [MLR],
    *F.MLR_SLEEP,
    note="Asked in mA, stated in µA (0.0017 mA typ, 0.004 mA max). Shutdown (0.3 µA) is another mode.",
)

# ------------------------------------------------------------ BT-8325-C3
q(
    "f-e-15",
    "easy",
    "simple",
    "How many microamps does the BT-8325-C3 draw keeping time at 3 V?",
    [BT],
    *F.BT_IDD,
    note="Stated in nA (45 typ, 95 max at 25 °C); asked in µA.",
)
q(
    "f-m-16",
    "medium",
    "simple",
    "What is the lowest VDD at which I can still talk to the BT-8325-C3 over I2C?",
    [BT],
    *F.BT_VDD_I2C,
    note="1.2 V with the I2C bus active; 1.1 V is time keeping only.",
)
q(
    "f-e-17",
    "easy",
    "simple",
    "bt-8325-c3 i2c address?",
    [BT],
    *F.BT_ADDR,
    note="52h (7-bit); A4h/A5h are the 8-bit write/read bytes.",
)
q(
    "f-m-18",
    "medium",
    "simple",
    "What ambient temperature range is the automotive BT-8325-C3 TA QA rated for?",
    ["BT-8325-C3 TA QA"],
    *F.BT_TEMP_QA,
)

# ------------------------------------------------------------ LX307xE
q(
    "f-e-19",
    "easy",
    "simple",
    "What's the maximum data rate of the LX3075E?",
    ["LX3075E"],
    *F.LX75_RATE,
)
q(
    "f-m-20",
    "medium",
    "simple",
    "How many mA does an LX3078E draw with the driver enabled and no load?",
    ["LX3078E"],
    *F.LX78_ICC,
    note="LX3078E row (520 µA typ, 1000 µA max); the LX3072E/75E row says 430/900 µA.",
)
q(
    "f-e-21",
    "easy",
    "simple",
    "What temperature range does the LX3075ECSA cover?",
    ["LX3075ECSA"],
    *F.LX75C_TEMP,
    note="C grade 0 to +70 °C; the EESA grade is -40 to +85 °C.",
)
q(
    "f-e-22",
    "easy",
    "simple",
    "LX3075E 的供电电压范围是多少？",
    ["LX3075E"],
    *F.LX_VCC,
    note="Chinese: supply range.",
)

# ------------------------------------------------------------ KSL28025
q(
    "f-h-23",
    "hard",
    "simple",
    "How long does one 12-bit conversion take on the KSL28025, in microseconds?",
    [KSL],
    *F.KSL_CONV12,
    note="0.072 ms typ (72 µs), 0.081 ms max.",
)
q(
    "f-m-24",
    "medium",
    "structured",
    "Which I2C addresses can the KSL28025 be strapped to?",
    [KSL],
    *F.KSL_ADDRS,
    note="16 addresses 40h-4Fh; the table prints 8, the sentence below it the other 8.",
)
q(
    "f-e-25",
    "easy",
    "simple",
    "ksl28025 max voltage on the shunt inputs (common mode)?",
    [KSL],
    *F.KSL_VCM,
)

# ------------------------------------------------------------ KGS 2611
q("f-e-26", "easy", "simple", "How much power does the KGS 2611 heater use?", [KGS], *F.KGS_PH)
q(
    "f-e-27",
    "easy",
    "simple",
    "Welchen Messbereich hat der KGS 2611-E00?",
    ["KGS 2611-E00"],
    *F.KGS_RANGE_E,
    note="German: detection range.",
)
q(
    "f-m-28",
    "medium",
    "simple",
    "how long after power on before i can read the kgs2611?",
    [KGS],
    *F.KGS_WARM,
    note="2 minutes; the 7-day conditioning period is for calibration.",
)
q(
    "f-e-29",
    "easy",
    "simple",
    "Quelle est la plage de température de fonctionnement du KGS 2611 ?",
    [KGS],
    *F.KGS_TEMP,
    note="French: operating temperature (prose only).",
)

# ------------------------------------------------------------ HX2160
q(
    "f-e-30",
    "easy",
    "simple",
    "HX2160 电机电源电压范围是多少？",
    [HX],
    *F.HX_VS,
    note="Chinese: motor supply range.",
)
q("f-e-31", "easy", "structured", "hx2160 max motor current? rms and peak", [HX], *F.HX_IRMS)
q(
    "f-m-32",
    "medium",
    "simple",
    "What is the HX2160's standby supply current in µA?",
    [HX],
    *F.HX_STBY,
    note="Stated in mA (1.8 typ, 3 max).",
)

# ------------------------------------------------------------ comparisons
q(
    "f-m-33",
    "medium",
    "comparison",
    "Which sleeps lighter on the battery: the MLR-92S in sleep with RTC, or the BT-8325-C3 keeping time?",
    [MLR, BT],
    *join(F.MLR_SLEEP, F.BT_IDD),
    note="BT-8325-C3 45 nA vs MLR-92S 1.7 µA.",
)
q(
    "f-e-34",
    "easy",
    "comparison",
    "Which supports the faster I2C clock, the KSL28025 or the BT-8325-C3?",
    [KSL, BT],
    *join(F.KSL_FSCL, F.BT_FSCL),
)

# ------------------------------------------------------------ not in the sheets
unanswerable(
    "u-m-35",
    "medium",
    "simple",
    "What input current limit does the KP4057 apply in USB 100 mA mode?",
    [KP],
    "The KP4057 has no input current limit or USB mode; only the programmed charge current.",
)
unanswerable(
    "u-e-36",
    "easy",
    "simple",
    "at what current does the atk4285 current limit kick in?",
    [ATK],
    "The sheet says it has no current limit; there is no threshold to give.",
)
unanswerable(
    "u-e-37",
    "easy",
    "simple",
    "What SPI clock frequency does the BT-8325-C3 support?",
    [BT],
    "I2C only.",
)
unanswerable(
    "u-m-38",
    "medium",
    "simple",
    "What is the receiver input capacitance of the LX3075E?",
    ["LX3075E"],
    "Not stated (input resistance is).",
)
unanswerable(
    "u-m-39",
    "medium",
    "simple",
    "What is the maximum current the KSL28025 can measure?",
    [KSL],
    "Depends on the user's shunt; the sheet gives shunt voltage ranges, and the ±32 A is an example with a 10 mΩ shunt.",
)
unanswerable(
    "u-e-40",
    "easy",
    "simple",
    "What's the measurement accuracy of the KGS 2611 in ppm?",
    [KGS],
    "No accuracy is given, only sensor resistance and a sensitivity ratio.",
)
unanswerable(
    "u-e-41",
    "easy",
    "simple",
    "What SPI clock can I use to configure the HX2160?",
    [HX],
    "Configuration is by single-wire UART; no SPI.",
)
unanswerable(
    "u-e-42",
    "easy",
    "simple",
    "Welche IP-Schutzart hat das MLR-92S?",
    [MLR],
    "German: IP rating; not stated (an LGA module).",
)
unanswerable(
    "u-h-43",
    "hard",
    "simple",
    "Which Bluetooth LE version does the MLR-92S support?",
    [MLR],
    "LoRa/(G)FSK only; no Bluetooth.",
)
