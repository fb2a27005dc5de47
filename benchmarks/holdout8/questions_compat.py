"""Compatibility questions between the hold-out 8 parts (added on import).

References list the facts a correct judgement rests on; where a family sheet has
sibling rows (MLR-92S-E vs -U, LX3072E/75E/78E, BT-8325-C3 options) only the
named variant's rows are listed. Insufficient-evidence cases either lack a
required fact in every sheet or raise a concern no datasheet value settles.
"""

from __future__ import annotations

import facts as F
from qkit import ATK, BT, HX, KGS, KP, KSL, LX, MLR, join, q, unanswerable

C = "compatible"
X = "incompatible"

# ------------------------------------------------------------ compatible
q(
    "c-e-01",
    "easy",
    "compatibility",
    "Can I switch the 3.3 V supply of an MLR-92S-U transmitting at +22 dBm with an ATK4285?",
    [ATK, "MLR-92S-U"],
    *join(F.ATK_VIN, F.ATK_IMAX, F.MLR_VDD, F.MLR_TX22),
    verdict=C,
    note="3.3 V inside 1.5-5.5 V; 140 mA max far below 2 A; drop 140 mA x 65 mΩ ≈ 9 mV keeps VDD in 2.0-3.6 V.",
)
q(
    "c-m-02",
    "medium",
    "compatibility",
    "can a gpio of the mlr-92s (running at 3.3v) drive the EN pin of an ATK4285 whose input is 5v?",
    [MLR, ATK],
    *join(F.ATK_EN_HI, F.ATK_EN_ABS, F.MLR_VDD, F.MLR_LEVELS),
    verdict=C,
    note="VOH ≥ VDD-0.4 = 2.9 V > VEN(H) 1.5 V; EN tolerates 6 V and may exceed VIN.",
)
q(
    "c-e-03",
    "easy",
    "compatibility",
    "Is the ATK4285 fine for switching the KGS 2611 heater from a regulated 5.0 V rail?",
    [ATK, KGS],
    *join(F.ATK_VIN, F.ATK_IMAX, F.ATK_RON_50, F.KGS_VH, F.KGS_IH),
    verdict=C,
    note="5.0 V inside 1.5-5.5 V; 56 mA vs 2 A; 56 mA x 55 mΩ ≈ 3 mV drop keeps VH in 5.0 ±0.2 V.",
)
q(
    "c-e-04",
    "easy",
    "compatibility",
    "Le HX2160 peut-il piloter un moteur pas à pas de 1,2 A par phase alimenté en 12 V ?",
    [HX],
    *join(F.HX_VS, F.HX_IRMS),
    verdict=C,
    note="French. 12 V inside 4.75-29 V; 1.2 A RMS below the 1.4 A RMS design limit.",
)
q(
    "c-m-05",
    "medium",
    "compatibility",
    "if i tie the hx2160's vcc_io to the module's 3.3v, can the mlr-92s drive step/dir directly?",
    [HX, MLR],
    *join(F.HX_VIO, F.MLR_VDD, F.HX_LOGIC, F.MLR_LEVELS),
    verdict=C,
    note="3.3 V inside VVIO 3.00-5.25 V; VINHI = 0.7 x 3.3 = 2.31 V below VOH ≥ 2.9 V.",
)
q(
    "c-e-06",
    "easy",
    "compatibility",
    "BT-8325-C3 能挂在 MLR-92S 的 I2C 总线上以 400 kHz 运行吗？",
    [BT, MLR],
    *join(F.BT_FSCL, F.MLR_I2C, F.BT_VDD_I2C, F.MLR_VDD),
    verdict=C,
    note="Chinese. Both support 400 kHz; the RTC talks I2C from 1.2 V to 5.5 V (3.3 V rail).",
)
q(
    "c-e-07",
    "easy",
    "compatibility",
    "I want two KSL28025 power monitors and a BT-8325-C3 on the same I2C bus. Any address clash?",
    [KSL, BT],
    *join(F.KSL_ADDRS, F.BT_ADDR),
    verdict=C,
    note="The RTC is fixed at 52h; the monitors can take any two of 40h-4Fh.",
)
q(
    "c-m-08",
    "medium",
    "compatibility",
    "Can the MLR-92S UART TX pin drive the DI input of an LX3075E running from 5 V?",
    [MLR, "LX3075E"],
    *join(F.LX_DI, F.LX_VCC, F.MLR_VDD, F.MLR_LEVELS),
    verdict=C,
    note="DI VIH is 2.0 V (TTL), below the module's VOH ≥ VDD-0.4 = 2.9 V at 3.3 V.",
)

# ------------------------------------------------------------ incompatible
q(
    "c-e-09",
    "easy",
    "compatibility",
    "can i power the mlr-92s straight from the kp4057's bat pin? it's a single li-ion cell",
    [KP, MLR],
    *join(F.KP_FLOAT, F.KP_BAT_LOAD, F.MLR_VDD, F.MLR_ABS),
    verdict=X,
    note="BAT rises to the float voltage (up to 4.242 V), above the 3.6 V operating and 4.0 V absolute maximum.",
)
q(
    "c-e-10",
    "easy",
    "compatibility",
    "Kann ich die Heizung des KGS 2611 direkt über einen GPIO-Pin des MLR-92S schalten?",
    [KGS, MLR],
    *join(F.KGS_IH, F.KGS_VH, F.MLR_IIO, F.MLR_VDD),
    verdict=X,
    note="German. The heater needs 56 mA at 5.0 V; an I/O pad gives 8 mA at up to 3.6 V.",
)
q(
    "c-m-11",
    "medium",
    "compatibility",
    "Could I feed the KGS 2611 heater from the HX2160's 5VOUT pin?",
    [KGS, HX],
    *join(F.KGS_IH, F.KGS_VH, F.HX_5VOUT),
    verdict=X,
    note="5VOUT is rated 30 mA including the driver's own load; the heater needs 56 mA.",
)
q(
    "c-e-12",
    "easy",
    "compatibility",
    "Will the HX2160 drive a NEMA17 motor rated 1.7 A per phase at full current?",
    [HX],
    *F.HX_IRMS,
    verdict=X,
    note="1.7 A RMS exceeds the 1.4 A RMS limit (and its 2.4 A peak exceeds 2.0 A).",
)
q(
    "c-h-13",
    "hard",
    "compatibility",
    "The HX2160's VCC_IO is on 5 V. Can the 3.3 V MLR-92S drive STEP and DIR directly?",
    [HX, MLR],
    *join(F.HX_VIO, F.MLR_VDD, F.HX_LOGIC, F.MLR_LEVELS),
    verdict=X,
    note="VINHI = 0.7 x 5 V = 3.5 V, above what a 3.3 V output can reach (≤ 3.6 V, typically 2.9-3.3 V).",
)
q(
    "c-m-14",
    "medium",
    "compatibility",
    "will the 3.3v mlr-92s read the hx2160 DIAG pin if vcc_io is 5v?",
    [HX, MLR],
    *join(F.HX_VIO, F.HX_LOGIC, F.MLR_IO_ABS),
    verdict=X,
    note="DIAG is push-pull to VCC_IO (≈5 V high) but the module's pads are not 5 V tolerant (4.0 V max).",
)
q(
    "c-e-15",
    "easy",
    "compatibility",
    "rtc (bt-8325-c3) and a ksl28025 on one i2c bus, mlr-92s as master in fast mode plus (1 mhz). ok?",
    [BT, KSL, MLR],
    *join(F.BT_FSCL, F.KSL_FSCL, F.MLR_I2C),
    verdict=X,
    note="The RTC supports 400 kHz at most.",
)
q(
    "c-m-16",
    "medium",
    "compatibility",
    "¿Puedo alimentar el KSL28025 a 5 V y manejar su I2C directamente desde el MLR-92S a 3,3 V?",
    [KSL, MLR],
    *join(F.KSL_VCC, F.KSL_VIH_5V, F.MLR_VDD),
    verdict=X,
    note="Spanish. At VCC = 5 V a high must exceed 3.5 V; a 3.3 V master (pull-ups to 3.3 V) cannot.",
)
q(
    "c-e-17",
    "easy",
    "compatibility",
    "can the LX3075E's RO go straight into the mlr-92s uart rx pin? transceiver is on 5v",
    ["LX3075E", MLR],
    *join(F.LX_VCC, F.LX_RO, F.MLR_IO_ABS),
    verdict=X,
    note="RO swings to VCC (5 V); the module's pads are not 5 V tolerant (4.0 V max).",
)
q(
    "c-h-18",
    "hard",
    "compatibility",
    "Can the MLR-92S ADC read the KGS 2611 directly if I run the sensor circuit at VC = 5 V with RL = 10 kΩ?",
    [MLR, KGS],
    *join(F.MLR_ADC, F.MLR_IO_ABS, F.KGS_RS),
    verdict=X,
    note="VRL = VC x RL/(Rs + RL); with Rs 0.68-6.8 kΩ at 5000 ppm, VRL is 3.0-4.7 V, above the ADC range "
    "(0 to VDD ≤ 3.6 V) and the 4.0 V pad maximum. Needs a divider or VC at the module's VDD.",
)

# ------------------------------------------------------------ insufficient evidence
unanswerable(
    "c-m-19",
    "medium",
    "compatibility",
    "is a usb port's 5v good enough for the kgs 2611 heater? usb can sag a bit",
    [KGS],
    "The heater needs 5.0 V ±0.2 V; no sheet states the USB port's tolerance or sag.",
)
unanswerable(
    "c-h-20",
    "hard",
    "compatibility",
    "If I run the HX2160 at 1.2 A RMS in a sealed plastic box without airflow, will it stay below the overtemperature shutdown?",
    [HX],
    "The sheet says the temperature in an enclosure must be verified in the application; the box's thermal data is not given.",
)
unanswerable(
    "c-m-21",
    "medium",
    "compatibility",
    "Is the KSL28025 fast enough to capture the current pulse when the MLR-92S-U transmits?",
    [KSL, "MLR-92S-U"],
    "Conversion times are given, but no sheet states the duration of a transmit burst.",
)
unanswerable(
    "c-h-22",
    "hard",
    "compatibility",
    "Mon bus RS-485 fait 1,2 km avec des LX3075E à 115200 bauds : est-ce que ça marchera de façon fiable ?",
    ["LX3075E"],
    "French. Line-length figures are given only for the LX3072E at 250 kbps and the LX3078E at 16 Mbps; "
    "cable data are not stated.",
)
unanswerable(
    "c-m-23",
    "medium",
    "compatibility",
    "¿El KP4057 se calentará demasiado cargando a 1 A dentro de mi caja cerrada?",
    [KP],
    "Spanish. Thermal regulation reduces the current; the result depends on copper area and enclosure, not stated.",
)
unanswerable(
    "c-h-24",
    "hard",
    "compatibility",
    "Can I power the KSL28025 from the HX2160's 5VOUT pin?",
    [KSL, HX],
    "5VOUT is rated 30 mA for internal plus external load, but the driver's own share is not stated.",
)
unanswerable(
    "c-e-25",
    "easy",
    "compatibility",
    "will an mlr-92s last 5 years on two AA cells sending once an hour?",
    [MLR],
    "Battery capacity, message length and airtime are not in the sheets.",
)
unanswerable(
    "c-e-26",
    "easy",
    "compatibility",
    "Will an LX3078E RS-485 link on the same board disturb the MLR-92S's 915 MHz reception?",
    [LX, MLR],
    "EMI/coexistence is not settled by any stated value.",
)
unanswerable(
    "c-h-27",
    "hard",
    "compatibility",
    "One 12 V 2 A adapter should feed the HX2160 (motor 1.2 A per phase) and, through a 3.3 V buck, the MLR-92S. Is 2 A enough?",
    [HX, MLR],
    "The adapter current drawn by the motor bridge and the buck's efficiency are not stated in the sheets.",
)
unanswerable(
    "c-m-28",
    "medium",
    "compatibility",
    "Can an LX3075E share a bus with 40 RS-485 nodes from another vendor?",
    ["LX3075E"],
    "The other nodes' unit load is not stated; 256 nodes applies to 1/8-unit-load transceivers.",
)
