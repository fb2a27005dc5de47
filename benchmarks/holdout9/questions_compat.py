"""Compatibility questions between the hold-out 9 parts (added on import).

Written the way makers ask on forums. References list the facts a correct
judgement rests on; where a family sheet has sibling versions only the named
version's rows are listed. Insufficient-evidence cases either lack a required
fact in every sheet or raise a concern no datasheet value settles.
"""

from __future__ import annotations

import facts as F
from qkit import KDP, KIWI, KJX, KSM, LPS, LUFT, TXR, join, q, unanswerable

C = "compatible"
X = "incompatible"
K = "compatibility"

# ------------------------------------------------------------- power
q(
    "c-e-01",
    "easy",
    K,
    "Can a PVD36V3F5 running from a 12 V supply power the LUFT-S2 CO2 module?",
    ["PVD36V3F5", LUFT],
    *join(F.PVD_F5_VIN, F.PVD_F5_VOUT, F.PVD_F5_IOUT, F.PVD_ACC, F.LUFT_VDD, F.LUFT_IPEAK),
    verdict=C,
    note="5 V ±4% = 4.8-5.2 V inside 4.5-5.25 V; 300 mA peak far below 3.2 A; 12 V above 5.6 V.",
)
q(
    "c-e-02",
    "easy",
    K,
    "can i run the luft-s2 off the kiwi-2040's 3v3 pin?",
    [KIWI, LUFT],
    *join(F.KIWI_3V3, F.LUFT_VDD),
    verdict=X,
    note="3.3 V below the 4.5 V minimum.",
)
unanswerable(
    "c-m-03",
    "medium",
    K,
    "can i power the luft-s2 from the kiwi's VBUS pin when the board is plugged into a usb port?",
    [KIWI, LUFT],
    "Voltage fits (VBUS 4.75-5.25 V within 4.5-5.25 V), but the 300 mA peak must come from the USB "
    "host, whose current capability no sheet states ('depends on USB host').",
)
q(
    "c-e-04",
    "easy",
    K,
    "Kann ich das KIWI-2040 über VSYS mit einem PVD36V3F3 an 24 V versorgen?",
    ["PVD36V3F3", KIWI],
    *join(F.PVD_F3_VIN, F.PVD_F3_VOUT, F.KIWI_VSYS),
    verdict=C,
    note="German. 24 V within 4.0-36 V; 3.3 V within VSYS 1.8-5.5 V.",
)
q(
    "c-e-05",
    "easy",
    K,
    "will a pvd36v3f5 give me 5v if i feed it from a 5v usb power bank?",
    ["PVD36V3F5"],
    *F.PVD_F5_VIN,
    verdict=X,
    note="Minimum input 5.6 V; it cannot regulate 5 V from 5 V (buck only).",
)
q(
    "c-e-07",
    "easy",
    K,
    "can i power a txr-433-lv from the 5v output of a pvd36v3f5?",
    ["PVD36V3F5", "TXR-433-LV"],
    *join(F.PVD_F5_VOUT, F.TXR_LV_VCC, F.TXR_LV_ABS),
    verdict=X,
    note="5 V above the LV's 3.6 V operating and 4.0 V absolute maximum.",
)
q(
    "c-e-08",
    "easy",
    K,
    "I have a 24 V rail. Is a PVD36V3F9 a sensible supply for the TXR-433-HV?",
    ["PVD36V3F9", "TXR-433-HV"],
    *join(F.PVD_F9_VIN, F.PVD_F9_VOUT, F.TXR_HV_VCC, F.TXR_HV_ICC),
    verdict=C,
    note="24 V within 9.7-36 V; 9 V within 3-12 V; 22 mA max.",
)
q(
    "c-e-09",
    "easy",
    K,
    "Can I power the KJX31856 from the 5 V output of a PVD36V3F5?",
    ["PVD36V3F5", KJX],
    *join(F.PVD_F5_VOUT, F.KJX_VDD, F.KJX_ABS),
    verdict=X,
    note="5 V above the 4.0 V absolute maximum.",
)
q(
    "c-h-11",
    "hard",
    K,
    "Can the IR LED of an LPS-9960 (anode on VLEDA, pulses at 100 mA) hang off the KIWI-2040's 3V3 pin?",
    [KIWI, LPS],
    *join(F.KIWI_3V3, F.LPS_VLEDA, F.LPS_LED),
    verdict=C,
    note="3.3 V within VLEDA 3.0-4.5 V; 100 mA pulses below the 300 mA budget.",
)
unanswerable(
    "c-h-12",
    "hard",
    K,
    "How long will a KIWI-2040 on two AA cells (into VSYS), sending a reading through a TXR-433-LV "
    "every minute, keep running?",
    [KIWI, "TXR-433-LV"],
    "Voltages fit (VSYS 1.8-5.5 V, TXR-433-LV from 3V3), but battery capacity, the transmit duty cycle "
    "and the SMPS efficiency at these loads are in no sheet.",
)

# ------------------------------------------------------------- logic levels and buses
q(
    "c-e-13",
    "easy",
    K,
    "will the kiwi-2040 talk to the luft-s2 uart directly, no level shifter?",
    [KIWI, LUFT],
    *join(F.LUFT_UART, F.LUFT_BAUD, F.KIWI_VIH, F.KIWI_UART),
    verdict=C,
    note="TxD is 3.3 V push-pull; RxD is a 3.3 V input (5 V tolerant); 9600 baud.",
)
q(
    "c-m-15",
    "medium",
    K,
    "I want the LUFT-S2 alarm output to switch a 12 V relay coil that draws 80 mA. OK?",
    [LUFT],
    *F.LUFT_AL,
    verdict=X,
    note="≤ 50 mA sink.",
)
unanswerable(
    "c-m-16",
    "medium",
    K,
    "can the luft-s2 AL output drive my 12v relay directly?",
    [LUFT],
    "12 V is within 24 V, but the relay coil current is not stated; AL sinks at most 50 mA.",
)
q(
    "c-h-17",
    "hard",
    K,
    "Can I wire the PG pin of a PVD36V3F5 straight to a KIWI-2040 GPIO to know when 5 V is up?",
    ["PVD36V3F5", KIWI],
    *join(F.PVD_PG, F.PVD_F5_VOUT, F.KIWI_NOT5V),
    verdict=X,
    note="PG has a 100 kΩ pull-up to VOUT = 5 V; KIWI GPIOs are not 5 V tolerant.",
)
q(
    "c-e-18",
    "easy",
    K,
    "Can the KIWI-2040's ADC read the KSM-CAP output while the probe runs from 5 V?",
    [KIWI, KSM],
    *join(F.KSM_VOUT, F.KIWI_ADC_RANGE),
    verdict=C,
    note="0-3.0 V output inside the 0-3.3 V ADC range (regulated on the probe).",
)
q(
    "c-m-19",
    "medium",
    K,
    "La sortie GPIO du KIWI-2040 peut-elle piloter l'entrée DATA d'un TXR-433-HV alimenté en 12 V ?",
    [KIWI, "TXR-433-HV"],
    *join(F.KIWI_VOH, F.TXR_HV_VIH, F.TXR_HV_DATA_ABS, F.TXR_HV_VCC),
    verdict=C,
    note="French. VOH ≥ 2.62 V > VIH 2.5 V; DATA limited to 6 V regardless of VCC.",
)
q(
    "c-m-21",
    "medium",
    K,
    "can i send 9600 baud uart straight through a txr-433-hv?",
    ["TXR-433-HV"],
    *F.TXR_HV_RATE,
    verdict=X,
    note="HV maximum 5,000 bps; the LV's 10,000 bps is the sibling trap.",
)
q(
    "c-m-23",
    "medium",
    K,
    "Can an LPS-9960-01 and a KDP4361 with A1 and A0 tied to GND share one I2C bus at 400 kHz?",
    ["LPS-9960-01", KDP],
    *join(F.LPS_ADDR_01, F.KDP_ADDR_00, F.LPS_SCL, F.KDP_SCL),
    verdict=C,
    note="0x29 vs 0x2C; both 400 kHz.",
)
q(
    "c-h-24",
    "hard",
    K,
    "On my board an LPS-9960-02 sits on the same I2C bus as a KDP4361 with A1 low and A0 high. Any problem?",
    ["LPS-9960-02", KDP],
    *join(F.LPS_ADDR_02, F.KDP_ADDR_01),
    verdict=X,
    note="Both answer at 0x2D.",
)
q(
    "c-e-25",
    "easy",
    K,
    "kiwi-2040 i2c at 1 mhz (fast mode plus) with an lps-9960 on the bus, ok?",
    [KIWI, LPS],
    *join(F.KIWI_I2C, F.LPS_SCL),
    verdict=X,
    note="LPS-9960 maximum 400 kHz.",
)
q(
    "c-h-26",
    "hard",
    K,
    "The KDP4361 runs at 5 V with its I2C pull-ups to 5 V. Can I put an LPS-9960 on the same SDA/SCL lines?",
    [KDP, LPS],
    *join(F.LPS_PINS_ABS, F.LPS_VDD),
    verdict=X,
    note="LPS-9960 bus pins are not over-voltage tolerant (3.8 V absolute, pull-ups ≤ VDD + 0.3 V).",
)
q(
    "c-m-28",
    "medium",
    K,
    "Can the KDP4361 (VDD = 5 V) work as a volume pot for a 12 V peak-to-peak audio signal?",
    [KDP],
    *join(F.KDP_VDD, F.KDP_TERM),
    verdict=X,
    note="Terminal voltage limited to 0..VDD; 12 V is far above VDD = 5 V.",
)
q(
    "c-e-30",
    "easy",
    K,
    "KJX31856 powered from the KIWI-2040 3V3 pin and read over SPI at 4 MHz - will that work?",
    [KIWI, KJX],
    *join(F.KIWI_3V3, F.KJX_VDD, F.KJX_ICC, F.KJX_SCK),
    verdict=C,
    note="3.3 V within 3.0-3.6 V; 4 MHz ≤ 5 MHz.",
)
q(
    "c-e-31",
    "easy",
    K,
    "kiwi spi at 10mhz to read the kjx31856 ok?",
    [KIWI, KJX],
    *join(F.KJX_SCK, F.KIWI_SPI),
    verdict=X,
    note="KJX31856 fSCK max 5 MHz.",
)

# ------------------------------------------------------------- concerns no value settles
unanswerable(
    "c-h-32",
    "hard",
    K,
    "The KJX31856 board will sit inside my 3D printer's heated enclosure next to the hotend. Will the cold "
    "junction stay accurate enough?",
    [KJX],
    "The enclosure temperature is not given; the error depends on Ta (±1 °C at -20..85, ±2 °C to 125 °C) "
    "and on gradients between connector and package that no value states.",
)
unanswerable(
    "c-e-33",
    "easy",
    K,
    "will the txr-433-hv reach my garden shed about 300 m away?",
    ["TXR-433-HV"],
    "Range depends on antenna, receiver and surroundings; only a 100 m line-of-sight figure is given.",
)
unanswerable(
    "c-m-34",
    "medium",
    K,
    "TXR-433 发一帧每 10 秒，在欧洲合法吗？",
    [TXR],
    "Chinese: is sending every 10 s legal in Europe? The guide says duty-cycle limits are not stated.",
)
unanswerable(
    "c-h-35",
    "hard",
    K,
    "Will the switching ripple of a PVD36V3F9 upset the TXR-433-HV's transmitted signal?",
    ["PVD36V3F9", "TXR-433-HV"],
    "Ripple only typical (< 40 mV) and the transmitter's supply-ripple sensitivity is not stated.",
)
unanswerable(
    "c-m-36",
    "medium",
    K,
    "can i leave the ksm-cap in my garden bed all summer, wired to the kiwi outdoors?",
    [KSM, KIWI],
    "No long-term outdoor data and no temperature or IP rating for the probe; the FAQ only warns.",
)
unanswerable(
    "c-m-37",
    "medium",
    K,
    "The LUFT-S2 will sit 3 m away from the PVD36V3F5 on thin ribbon cable. Will it still see enough voltage "
    "during the lamp pulse?",
    ["PVD36V3F5", LUFT],
    "Needs ≥ 4.5 V at the terminals during the 300 mA pulse, but the cable resistance is not stated "
    "(the sheet only recommends a 100 µF capacitor for long wires).",
)
unanswerable(
    "c-h-38",
    "hard",
    K,
    "could i use one channel of the kdp4361 to make the pvd36v3f5 adjustable, swapping its feedback resistor?",
    [KDP, "PVD36V3F5"],
    "The board is described as fixed-output with five connections; no feedback pin or divider values "
    "are given, so whether and how it can be trimmed is not in the sheets.",
)
