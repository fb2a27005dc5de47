"""Compatibility questions between the hold-out 7 parts (added on import).

References list the facts a correct judgement rests on; where a family sheet has
sibling rows (TX6213 voltage versions, TLX25721 vs TLX25723, OCX-2601 vs
OCX-2601V, KMS-6200 vs KMS-6250) only the named variant's rows are listed.
"""

from __future__ import annotations

import facts as F
from qkit import AQN, KLR, KMS, KT, OCX, PMX, TLX, TX, ev, it, join, q, unanswerable

C = "compatible"
X = "incompatible"

# ------------------------------------------------------------ supplies
q(
    "c-e-01",
    "easy",
    "compatibility",
    "can a TX6213P332 (the 3.3v one) run a KLR6271 at full +20 dBm? input is a 5v usb rail",
    ["TX6213P332", KLR],
    *join(F.TX33_OUT, F.TX_VIN, F.KLR_VDD, F.KLR_TX20),
    verdict=C,
    note="3.234-3.366 V inside 1.8-3.7 V; 120 mA below the 250 mA guaranteed; 5 V inside the 1.8-6.0 V input range "
    "with >1.6 V headroom over the 270 mV dropout.",
)
q(
    "c-h-02",
    "hard",
    "compatibility",
    "To save power I want to run the KLR6271 from the 1.8 V version of the TX6213. Will that work?",
    ["TX6213P182", KLR],
    *join(F.TX18_OUT, F.KLR_VDD, F.KLR_TX20, F.KLR_OCP),
    verdict=X,
    note="The 1.8 V version may output 1.764 V, below the 1.8 V minimum of the radio (and the sheet warns that "
    "VDD below 1.8 V resets it). 150 mA would cover the 120 mA TX current.",
)
q(
    "c-e-03",
    "easy",
    "compatibility",
    "Can I use the 5.0 V TX6213 off a 12 V wall adapter to power the PMX5018?",
    ["TX6213P502", PMX],
    *join(F.TX_VIN, F.TX_VIN_ABS, F.TX50_OUT, F.PMX_VCC),
    verdict=X,
    note="12 V is above the 6.0 V operating and the 6.5 V absolute maximum input.",
)
q(
    "c-m-04",
    "medium",
    "compatibility",
    "My 3.3 V rail comes from a TX6213P332 and feeds a KLR6271 transmitting at +20 dBm plus a 150 mA LED "
    "strip. Is the regulator big enough?",
    ["TX6213P332", KLR],
    *join(F.TX33_OUT, F.KLR_TX20),
    verdict=X,
    note="120 + 150 = 270 mA exceeds the 250 mA the 3.3 V version guarantees.",
)
q(
    "c-e-05",
    "easy",
    "compatibility",
    "Kann der TX6213P332 den KMS-6200 versorgen?",
    ["TX6213P332", KMS],
    *join(F.TX33_OUT, F.KMS_VDD, F.KMS_RUN),
    verdict=C,
    note="German. 3.234-3.366 V inside 2.375-3.46 V; 3.9 mA far below 250 mA.",
)
q(
    "c-m-06",
    "medium",
    "compatibility",
    "¿Puedo alimentar el TLX2572x con la versión de 2,5 V del TX6213?",
    ["TX6213P252", TLX],
    *join(F.TX25_OUT, F.TLX_VDD),
    verdict=X,
    note="Spanish. 2.45-2.55 V is below the 2.7 V minimum supply of the light sensor.",
)
unanswerable(
    "c-m-08",
    "medium",
    "compatibility",
    "If a TX6213P332 is fed from a single Li-ion cell, will it keep a KLR6271 transmitting at +20 dBm in "
    "regulation until the cell is empty?",
    ["TX6213P332", KLR],
    "The cell's end-of-discharge voltage is not in the sheets and dropout is specified only at 30 and 100 mA, "
    "not at the 120 mA transmit current.",
)
unanswerable(
    "c-e-09",
    "easy",
    "compatibility",
    "will a cr2032 coin cell run the klr6271 at +20dbm tx?",
    [KLR],
    "The coin cell's current capability is not in the library; the radio needs 120 mA in that mode.",
)
unanswerable(
    "c-h-10",
    "hard",
    "compatibility",
    "Is the TX6213's output clean enough that the KLR6271 still reaches its -148 dBm sensitivity?",
    [TX, KLR],
    "No output noise or ripple figure for the regulator and no supply-noise requirement for the radio.",
)

# ------------------------------------------------------------ buses and logic levels
q(
    "c-m-11",
    "medium",
    "compatibility",
    "kt46f013 running at 5v wired straight to the spi pins of a klr6271 thats on 3.3v, ok?",
    [KT, KLR],
    *join(F.KLR_VDD, F.KLR_ABS, F.KLR_DIG_PIN, F.KT_VDD_4M),
    verdict=X,
    note="5 V logic highs exceed the radio's digital-pin rating of VDD + 0.3 V (3.6 V at 3.3 V).",
)
q(
    "c-m-12",
    "medium",
    "compatibility",
    "KT46F013 at 3 V with the 8 MHz HIRC as system clock: can it talk to a KMS-6250 in 400 kHz fast mode?",
    [KT, "KMS-6250"],
    *join(F.KT_I2C, F.KT_VDD_8M, F.KMS_I2C, F.KMS_VDD),
    verdict=C,
    note="Fast mode needs fSYS >= 5 MHz (8 MHz given); both sides support 400 kHz; 3 V inside both supply ranges.",
)
q(
    "c-h-13",
    "hard",
    "compatibility",
    "My KT46F013 runs from the 4 MHz HIRC. Can it read a TLX25721 with the I2C bus at 400 kHz?",
    [KT, "TLX25721"],
    *join(F.KT_I2C, F.TLX_I2C),
    verdict=X,
    note="The MCU's I2C fast mode (400 kHz) needs fSYS >= 5 MHz; at 4 MHz only standard mode (100 kHz) is possible.",
)
q(
    "c-m-14",
    "medium",
    "compatibility",
    "Can I configure the KMS-6200 (write its registers) over SPI at 20 MHz?",
    [KMS],
    *F.KMS_SPI,
    verdict=X,
    note="Read/write of all registers is characterised at 1 MHz; 20 MHz applies to reading sensor and interrupt "
    "registers only.",
)
q(
    "c-m-15",
    "medium",
    "compatibility",
    "Can a KMS-6250 and a TLX25725 share one I2C bus without an address clash?",
    ["KMS-6250", "TLX25725"],
    *join(
        F.KMS_ADDR,
        (
            [it("TLX25725", "i2c_address", values=["0x29"], condition="ordering code TLX25725FN")],
            [ev(TLX, 1, "TLX25725FN ODFN-6 I²C VBUS = VDD 0x29")],
        ),
        F.KMS_I2C,
        F.TLX_I2C,
    ),
    verdict=C,
    note="0x68/0x69 vs 0x29; both run at 400 kHz.",
)
q(
    "c-h-16",
    "hard",
    "compatibility",
    "TLX25721 powered from 3.3 V, host MCU is a 1.8 V part with the I2C pull-ups to 1.8 V. Will the sensor "
    "see the clock and data highs?",
    ["TLX25721", TLX],
    *join(F.TLX_VDD, F.TLX_VIH_VDD),
    verdict=X,
    note="VIH of the TLX25721 is 0.7 VDD = 2.31 V at 3.3 V, above a 1.8 V bus high; the 1.8 V bus versions are "
    "TLX25723/TLX25727.",
)
q(
    "c-m-17",
    "medium",
    "compatibility",
    "Same setup but with a TLX25723: 3.3 V supply, I2C pulled up to 1.8 V for a 1.8 V host. OK?",
    ["TLX25723"],
    *join(F.TLX_VDD, F.TLX_VIH_18, F.TLX_ABS),
    verdict=C,
    note="VIH 1.25 V and VIL 0.54 V fit a 1.8 V bus; 1.8 V is below the 3.8 V input rating.",
)
q(
    "c-e-18",
    "easy",
    "compatibility",
    "can i hook the tlx2572x to the kt46f013 running at 5v, with the i2c pullups to 5v?",
    [TLX, KT],
    *join(F.TLX_VDD, F.TLX_ABS),
    verdict=X,
    note="5 V on SCL/SDA exceeds the 3.8 V input terminal absolute maximum (and 5 V is above the 3.6 V supply).",
)
q(
    "c-e-19",
    "easy",
    "compatibility",
    "pmx5018 txd into a kt46f013 pin with the mcu on 5v - will it read the highs reliably?",
    [PMX, KT],
    *join(F.PMX_LEVEL, F.KT_VIH_5V),
    verdict=X,
    note="The sensor's high is > 2.7 V (3.3 V logic); the MCU needs 3.5 V at VDD = 5 V. The sheet itself asks for "
    "level conversion with a 5 V host.",
)
q(
    "c-e-20",
    "easy",
    "compatibility",
    "Le KMS-6250 peut-il dialoguer avec un microcontrôleur en logique 1,8 V, avec VDD = 3,3 V et VLOGIC = 1,8 V ?",
    ["KMS-6250"],
    *join(F.KMS_VLOGIC, F.KMS_VDD),
    verdict=C,
    note="French. VLOGIC 1.71 V to VDD sets the I/O levels; VDD 3.3 V inside 2.375-3.46 V.",
)
unanswerable(
    "c-e-21",
    "easy",
    "compatibility",
    "can the tlx25725 share the i2c bus with my oled display?",
    ["TLX25725"],
    "The display's address and bus levels are not in the library.",
)
q(
    "c-m-22",
    "medium",
    "compatibility",
    "KT46F013 on a 3 V supply: can AN0 measure the 5.0 V output of a TX6213P502 directly, without a divider?",
    [KT, "TX6213P502"],
    *join(F.KT_ADC_IN, F.TX50_OUT),
    verdict=X,
    note="The A/D input range ends at VREF <= VDD = 3 V; 4.9-5.1 V is outside (and above VDD + 0.3 V).",
)

# ------------------------------------------------------------ switching
q(
    "c-e-23",
    "easy",
    "compatibility",
    "Can a KT46F013 pin at VDD = 5 V sink the ~10 mA LED current of an OCX-2601 directly (series resistor, "
    "no transistor)?",
    [KT, OCX],
    *join(F.KT_IOL_5V, F.OCX_IF),
    verdict=C,
    note="IOL >= 32 mA at 5 V; the LED needs 5-15 mA (20 mA abs max).",
)
q(
    "c-e-24",
    "easy",
    "compatibility",
    "ocx-2601 on a 3.3v supply ok?",
    [OCX],
    *F.OCX_VCC5,
    verdict=X,
    note="The OCX-2601 needs 4.5-5.5 V; the 3.3 V part is the OCX-2601V.",
)
q(
    "c-m-25",
    "medium",
    "compatibility",
    "KT46F013 at 3 V driving the AQN3415 gate directly to switch a 3 A, 12 V LED strip - fine?",
    [KT, AQN],
    *join(F.AQN_VTH, F.AQN_RDS_25, F.AQN_VDS, F.AQN_ID),
    verdict=C,
    note="Gate high ~2.7 V (0.9 VDD) is above the 2.5 V at which RDS(on) <= 52 mΩ is guaranteed (4 A); 12 V < 30 V; "
    "3 A < 5.8 A.",
)
q(
    "c-e-26",
    "easy",
    "compatibility",
    "aqn3415 switching 5a continuously in a 70c enclosure, ok?",
    [AQN],
    *F.AQN_ID,
    verdict=X,
    note="Continuous drain current is 4.6 A at TA = 70 °C.",
)
unanswerable(
    "c-e-28",
    "easy",
    "compatibility",
    "is the aqn3415 ok for switching my 12v dc motor?",
    [AQN],
    "The motor's running and stall currents are not given.",
)
unanswerable(
    "c-h-29",
    "hard",
    "compatibility",
    "Can a KT46F013 pin at 3 V drive the AQN3415 gate at 200 kHz PWM without the MOSFET overheating?",
    [KT, AQN],
    "Switching losses depend on the pin's drive current during the transition, the load and the board; no "
    "datasheet value settles the temperature rise.",
)
unanswerable(
    "c-m-30",
    "medium",
    "compatibility",
    "Is the OCX-2601 good enough as reinforced isolation on a 230 VAC mains input?",
    [OCX],
    "Only a UL 1577 withstand test (3750 Vrms, 1 minute) is stated; working voltage, creepage and reinforced "
    "insulation ratings are not.",
)

# ------------------------------------------------------------ environment and other concerns
q(
    "c-e-31",
    "easy",
    "compatibility",
    "will the tlx2572x work outside in winter at -35°C?",
    [TLX],
    *F.TLX_TEMP,
    verdict=X,
    note="Operating range starts at -30 °C.",
)
unanswerable(
    "c-e-32",
    "easy",
    "compatibility",
    "Will a TLX25721 behind a dark tinted window still read room light of about 50 lux properly?",
    ["TLX25721"],
    "The glass attenuation factor must be determined by the customer; the window's transmission is unknown.",
)
unanswerable(
    "c-h-33",
    "hard",
    "compatibility",
    "If the KLR6271 transmits at +20 dBm right next to a KMS-6250 on the same board, will it disturb the "
    "gyro readings?",
    [KLR, "KMS-6250"],
    "No RF immunity figure for the motion sensor; layout dependent.",
)
unanswerable(
    "c-h-34",
    "hard",
    "compatibility",
    "Will the PMX5018's fan vibration upset the KMS-6200 accelerometer if both sit on the same PCB?",
    [PMX, KMS],
    "The fan's vibration is not specified.",
)
