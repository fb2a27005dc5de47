"""Compatibility questions between the hold-out 10 parts (added on import).

Written the way makers ask on forums. References list the facts a correct
judgement rests on; where a family sheet has sibling versions only the named
version's rows are listed. Insufficient-evidence cases either lack a required
fact in every sheet or raise a concern no datasheet value settles.
"""

from __future__ import annotations

import facts as F
from qkit import BF, CLA, EAC, KCD, KS, TF, WQ, join, q, unanswerable

C = "compatible"
X = "incompatible"
K = "compatibility"

# ------------------------------------------------------------- LED driver
q(
    "c-e-01",
    "easy",
    K,
    "can i run 3 white leds (about 3.2 v each, rated 700 ma) off a kcd-24-0.70 from a 24 v supply?",
    ["KCD-24-0.70"],
    *join(F.KCD_VIN, F.KCD_070, F.KCD_HEADROOM),
    verdict=C,
    note="24 V within 4.5-36 V; 9.6 V string within 2-35 V with 14 V headroom (>= 1.5 V); 700 mA as rated.",
)
q(
    "c-m-02",
    "medium",
    K,
    "Can a KCD-24-1.20 on a 36 V supply drive one string of 12 white LEDs at 3.2 V each?",
    ["KCD-24-1.20"],
    *join(F.KCD_VIN, F.KCD_120, F.KCD_HEADROOM_120),
    verdict=X,
    note="38.4 V string above the 33 V maximum output (and above 36 V - 2.5 V).",
)
q(
    "c-m-03",
    "medium",
    K,
    "could i use a kcd-24-0.35 as the 5v supply for the bf-rel1-5v relay board?",
    ["KCD-24-0.35", "BF-REL1-5V"],
    *join(F.KCD_CC_NOTE, F.BF_VCC),
    verdict=X,
    note="Constant-current output; the sheet forbids using it as a voltage supply.",
)
unanswerable(
    "c-e-04",
    "easy",
    K,
    "can the kcd-24-0.35 drive 10 of my white leds in series from 24 v?",
    ["KCD-24-0.35"],
    "Depends on the LEDs' forward voltage, which the question does not give and no sheet states.",
)
q(
    "c-m-05",
    "medium",
    K,
    "Can a TF-PWM16 channel (board VCC = 5 V, PWM at 500 Hz) dim a KCD-24-0.70 through its PWM/ON-OFF pin?",
    [TF, "KCD-24-0.70"],
    *join(F.TF_VCC, F.TF_OUTLEVEL, F.TF_PWMF, F.TF_IOUT, F.KCD_PWM_ON, F.KCD_PWM_F),
    verdict=C,
    note="5 V high within 2.6-6 V, 0 V low below 0.6 V, 500 Hz within 200 Hz-1 kHz; PWM pin "
    "current 1 mA max vs 25 mA per output.",
)
q(
    "c-h-06",
    "medium",
    K,
    "i want the smoothest dimming so i set the tf-pwm16 to its max pwm frequency (1526 hz) - ok for the kcd-24's pwm input?",
    [TF, KCD],
    *join(F.TF_PWMF, F.KCD_PWM_F),
    verdict=X,
    note="KCD-24 PWM dimming frequency max 1 kHz.",
)
unanswerable(
    "c-e-07",
    "easy",
    K,
    "Le KCD-24-0.70 respecte-t-il la norme CEM EN 55015 une fois monté dans mon luminaire ?",
    ["KCD-24-0.70"],
    "French. The sheet says EMC of the complete luminaire must be verified by the user.",
)

# ------------------------------------------------------------- relay module
q(
    "c-e-08",
    "easy",
    K,
    "will my 3.3v esp32 be able to switch the bf-rel1-5v relay on and off directly?",
    ["BF-REL1-5V"],
    *join(F.BF_ON, F.BF_OFF, F.BF_33_NOTE),
    verdict=X,
    note="3.3 V is below the 3.8 V release level: the relay cannot be switched off reliably.",
)
q(
    "c-m-09",
    "medium",
    K,
    "Can a TF-PWM16 output (VCC = 5 V, set fully on / fully off) drive the IN pin of a BF-REL1-5V?",
    [TF, "BF-REL1-5V"],
    *join(F.TF_VCC, F.TF_OUTLEVEL, F.TF_IOUT, F.BF_ON, F.BF_OFF, F.BF_IIN),
    verdict=C,
    note="High 5 V inside 3.8-5 V release range, low 0 V inside 0-1.5 V; 2 mA input vs 25 mA per pin.",
)
q(
    "c-e-10",
    "easy",
    K,
    "can the bastelfuchs relay module switch my 230 v 16 a heater?",
    [BF],
    *F.BF_CONTACT,
    verdict=X,
    note="16 A above the 10 A contact rating.",
)
unanswerable(
    "c-m-11",
    "medium",
    K,
    "Kann das BF-REL1-5V eine 230-V-Teichpumpe (Motor, ca. 0,5 A) schalten?",
    ["BF-REL1-5V"],
    "German. Ratings are for resistive loads only; the sheet gives no rating for motors/inductive loads.",
)
unanswerable(
    "c-e-12",
    "easy",
    K,
    "can i run the 2 channel relay board and 4 servos on the tf-pwm16 from one 5v phone charger?",
    ["BF-REL2-5V", TF],
    "The charger's current capability is unknown and servo current is not given in any sheet.",
)

# ------------------------------------------------------------- I2C bus
q(
    "c-m-13",
    "medium",
    K,
    "Can a CLA1616 (ADDR to GND) and a TF-PWM16 with no address jumpers, both powered from 3.3 V, "
    "share one I2C bus at 400 kHz?",
    ["CLA1616", TF],
    *join(F.CLA_ADDR_GND, F.TF_ADDR0, F.TF_ALLCALL, F.CLA_I2C_FAST, F.TF_CLK, F.CLA_DIG_ABS),
    verdict=C,
    note="0x48 vs 0x40 (and all-call 0x70) differ; 400 kHz within 0.4 MHz and 1 MHz.",
)
q(
    "c-h-14",
    "hard",
    K,
    "I have a CLA1616 with ADDR tied to VDD and a TF-PWM16 with A0 and A3 bridged. Can both go on the same I2C bus?",
    ["CLA1616", TF],
    *join(F.CLA_ADDR_VDD, F.TF_ADDR9),
    verdict=X,
    note="Both at 0x49.",
)
q(
    "c-h-15",
    "hard",
    K,
    "CLA1616 powered from 5 V on a bus with 3.3 V pull-ups and a 3.3 V master — will it read the highs?",
    ["CLA1616"],
    *join(F.CLA_VDD, F.fact([], (CLA, 2, "High-level input voltage (VIH) 0.7 VDD 5.5 V"))),
    verdict=X,
    note="VIH = 0.7 x 5 V = 3.5 V, above the 3.3 V bus high.",
)

# ------------------------------------------------------------- analog / serial
q(
    "c-h-16",
    "hard",
    K,
    "Can the NanoSonar's AN output go straight into AIN0 of a CLA1616, both on 5 V?",
    [KS, "CLA1616"],
    *join(F.KS_AN, F.KS_RANGE, F.CLA_VDD, F.CLA_AIN_ABS),
    verdict=C,
    note="At most 254 x 5/512 = 2.48 V, inside 0 V .. VDD (5 V); needs the ±4.096 V PGA "
    "range (the ±2.048 V default would clip), which the sheet offers.",
)
q(
    "c-m-17",
    "medium",
    K,
    "can i wire the nanosonar tx pin straight into the uart rx of my 3.3v board (sonar also on 3.3v)?",
    [KS],
    *join(F.KS_TX, F.KS_BAUD),
    verdict=X,
    note="Levels are 0-Vcc but the data is inverted; an inverter is needed.",
)
unanswerable(
    "c-e-18",
    "easy",
    K,
    "will the nanosonar still measure through the plastic window of my enclosure?",
    [KS],
    "Operation through windows is stated as not characterised.",
)
unanswerable(
    "c-m-19",
    "medium",
    K,
    "¿Cuánto durará el KS1010 funcionando con una pila CR2032?",
    ["KS1010"],
    "Spanish. Current is given (2.0 mA at 3.3 V) but the battery's capacity is in no sheet.",
)

# ------------------------------------------------------------- flash
q(
    "c-e-20",
    "easy",
    K,
    "can i put the wq25s64w on my 3.3v rail?",
    ["WQ25S64W"],
    *join(F.WQW_VCC, F.WQW_ABS),
    verdict=X,
    note="3.3 V above 1.95 V operating and 2.5 V absolute maximum.",
)
q(
    "c-e-21",
    "easy",
    K,
    "Can I connect a WQ25S64V (VCC 3.3 V) straight to the SPI pins of a 5 V Arduino Uno?",
    ["WQ25S64V"],
    *join(F.WQV_VCC, F.WQ_NOT5V),
    verdict=X,
    note="Inputs are not 5 V tolerant (max VCC + 0.4 V).",
)
q(
    "c-m-22",
    "medium",
    K,
    "Can a 3.3 V microcontroller run fast-read (0Bh) on a WQ25S64V at 80 MHz, both on the same 3.3 V rail?",
    ["WQ25S64V"],
    *join(F.WQV_VCC, F.WQV_FR, F.WQ_VIH),
    verdict=C,
    note="3.3 V within 2.7-3.6 V; 80 MHz below 133 MHz; same rail so VIH 0.7 x VCC is met.",
)
q(
    "c-h-23",
    "hard",
    K,
    "my data logger rewrites the same 4 kb sector of a wq25s64 every 10 seconds. will that last 5 years?",
    [WQ],
    *F.WQ_ENDURANCE,
    verdict=X,
    note="5 years at one erase per 10 s is ~15.8 million cycles vs 100,000.",
)

# ------------------------------------------------------------- CAN
q(
    "c-m-24",
    "medium",
    K,
    "Can the EAC2551-V with VCC = 5 V and VIO = 3.3 V talk to a 3.3 V microcontroller on a 500 kbit/s CAN bus?",
    ["EAC2551-V"],
    *join(F.EAC_VCC, F.EAC_V_VIO, F.EAC_VIH, F.EAC_VOH, F.EAC_RATE),
    verdict=C,
    note="VIO 3.3 V within 1.7-5.5 V, I/O levels follow VIO; 500 kbit/s below 5 Mbit/s.",
)
q(
    "c-m-25",
    "medium",
    K,
    "can i hook the rxd of an eac2551-a to my 3.3v mcu whose pins are not 5v tolerant?",
    ["EAC2551-A"],
    *join(F.EAC_A_LEVELS, F.EAC_VOH, F.EAC_VCC),
    verdict=X,
    note="On the -A, RXD swings to VCC (4.5-5.5 V).",
)
unanswerable(
    "c-h-26",
    "hard",
    K,
    "Will the EAC2551 work at 5 Mbit/s over 40 m of cable with 10 nodes?",
    [EAC],
    "The sheet states bus length is not specified and must be verified in the system.",
)

# ------------------------------------------------------------- gate driver
q(
    "c-e-27",
    "easy",
    K,
    "Can a 3.3 V microcontroller pin drive the IN of an IGDN614 that runs from 12 V?",
    ["IGDN614"],
    *join(F.IGD_VCC, F.IGD_VIH, F.IGD_TTL, F.IGD_VIN_ABS),
    verdict=C,
    note="12 V within 4.5-35 V; 3.3 V above VIH 3.0 V; thresholds independent of VCC.",
)
unanswerable(
    "c-h-28",
    "hard",
    K,
    "IGDI614YI (TO-263) on a bare board with no heatsink, driving a large IGBT at 100 kHz from 15 V — will it overheat?",
    ["IGDI614"],
    "Only θJC is given for TO-263 and the gate charge is unknown; the junction temperature "
    "cannot be settled from the sheets.",
)

# ------------------------------------------------------------- more open questions
unanswerable(
    "c-e-29",
    "easy",
    K,
    "can two nanosonars sit side by side on my robot without messing up each other's readings?",
    [KS],
    "Crosstalk between sensors is not characterised; only a chaining pin is mentioned.",
)
unanswerable(
    "c-e-30",
    "easy",
    K,
    "Is the BF-REL1-5V relay module safe to use outdoors in my garden shed?",
    ["BF-REL1-5V"],
    "No operating temperature, humidity or protection rating is given for the module.",
)
