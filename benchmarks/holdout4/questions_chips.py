"""Questions on the NSR5240, TQM045N06L, MXP2453 and ZE24C256 sheets (added on import)."""

from __future__ import annotations

from qkit import (
    IE,
    KHS,
    KHS_ABS,
    KHS_ABS_EV,
    KHS_VDD,
    KHS_VDD_EV,
    LY,
    LY_I,
    LY_I_EV,
    LY_VCC,
    LY_VCC_EV,
    MXP,
    MXP_ABS,
    MXP_ABS_EV,
    MXP_IOUT,
    MXP_IOUT_EV,
    MXP_VIN,
    MXP_VIN33,
    MXP_VIN33_EV,
    MXP_VIN50,
    MXP_VIN50_EV,
    MXP_VIN_EV,
    MXP_VOUT33,
    MXP_VOUT33_EV,
    MXP_VOUT50,
    MXP_VOUT50_EV,
    NSR,
    NSR_ABS,
    NSR_ABS_EV,
    NSR_SUPPLY_EV,
    NSR_TWI,
    NSR_TWI_EV,
    NSR_VBUS,
    NSR_VDD,
    NSR_VDDH,
    TQM,
    TQM_ID,
    TQM_ID_EV,
    TQM_RDS,
    TQM_RDS_EV,
    TQM_VDS,
    TQM_VDS_EV,
    TQM_VGS,
    TQM_VGS_EV,
    TQM_VTH,
    TQM_VTH_EV,
    ZE,
    ZE_ADDR,
    ZE_ADDR_EV,
    ZE_SCL,
    ZE_SCL_EV,
    ZE_VCC,
    ZE_VCC_EV,
    ev,
    it,
    q,
)

# ================================================================ NSR5240 (Nordic-style SoC)
q(
    "nsr-e1",
    "easy",
    "simple",
    "What supply voltage range does the NSR5240 accept on its VDD pin in Normal voltage mode?",
    [NSR],
    [NSR_VDD],
    [NSR_SUPPLY_EV[0]],
    note="The feature line '1.7 V to 5.5 V supply voltage range' spans both supply modes.",
)
q(
    "nsr-e2",
    "easy",
    "simple",
    "nsr5240 current draw in system off with no ram retention?",
    [NSR],
    [
        it(
            NSR,
            "standby_current",
            "µA",
            typ=0.40,
            condition="System OFF, no RAM retention, VDD = 3 V",
        )
    ],
    [
        ev(NSR, 3, "IOFF_RAMOFF_RESET System OFF, no RAM retention, wake on reset 0.40 µA"),
        ev(NSR, 1, "0.40 µA at 3 V in System OFF mode, no RAM retention"),
    ],
)
q(
    "nsr-e3",
    "easy",
    "simple",
    "What receiver sensitivity does the NSR5240 reach in 1 Mbps Bluetooth LE mode?",
    [NSR],
    [it(NSR, "rx_sensitivity", "dBm", typ=-97, condition="1 Mbps Bluetooth LE, ideal transmitter")],
    [
        ev(NSR, 3, "PSENS,1M Sensitivity, 1 Mbps Bluetooth LE, ideal transmitter -97 dBm"),
        ev(NSR, 1, "-97 dBm sensitivity in 1 Mbps Bluetooth LE mode"),
    ],
)
q(
    "nsr-e4",
    "easy",
    "simple",
    "whats the fastest i2c clock the nsr5240 can run as bus master",
    [NSR],
    [NSR_TWI],
    [NSR_TWI_EV],
    note="The sheet calls its I2C-compatible interface TWI.",
)
q(
    "nsr-m1",
    "medium",
    "simple",
    "How much current does the NSR5240 draw while transmitting at +8 dBm from a 3 V supply with "
    "the DC/DC regulator on?",
    [NSR],
    [it(NSR, "supply_current", "mA", typ=14.2, condition="Radio TX, +8 dBm, DC/DC, VDD = 3 V")],
    [
        ev(NSR, 3, "VDD = 3 V, TA = 25 °C, DC/DC regulator enabled, unless otherwise noted."),
        ev(NSR, 3, "ITX,+8dBm Radio TX, +8 dBm, DC/DC 14.2 mA"),
    ],
    note="Not the High voltage mode row (9.0 mA at VDDH = 5 V) or the LDO rows.",
)
q(
    "nsr-m2",
    "medium",
    "simple",
    "What ambient temperature range is the NSR5240-QFAB rated for?",
    ["NSR5240-QFAB"],
    [it("NSR5240-QFAB", "operating_temperature", "°C", lo=-40, hi=105, condition="TA, QFAB")],
    [
        ev(NSR, 2, "NSR5240-QFAB -40 25 105 °C"),
        ev(NSR, 1, "NSR5240-QFAB QFN48, 6 × 6 mm 512 KB / 128 KB -40 °C to 105 °C"),
    ],
    note="The QFAA and CKAA variants are rated to 85 °C only.",
)
q(
    "nsr-m3",
    "medium",
    "simple",
    "What Wi-Fi transmit power can the NSR5240 deliver?",
    [NSR],
    [],
    [],
    verdict=IE,
    note="The NSR5240 has no Wi-Fi radio (Bluetooth LE and IEEE 802.15.4 only).",
)
q(
    "nsr-h1",
    "hard",
    "compatibility",
    "Can I power the NSR5240 straight from a 5 V USB supply connected to its VDDH pin, without an "
    "external regulator?",
    [NSR],
    [NSR_VDDH, NSR_VDD, NSR_VBUS, *NSR_ABS],
    [*NSR_SUPPLY_EV, *NSR_ABS_EV],
    verdict="compatible",
    note="High voltage mode: VDDH takes 2.5-5.5 V and REG0 makes VDD. Only VDD itself is limited "
    "to 3.6 V.",
)

# ============================================================== TQM045N06L (Infineon-style FET)
q(
    "tqm-e1",
    "easy",
    "simple",
    "What is the gate threshold voltage of the TQM045N06L?",
    [TQM],
    [TQM_VTH],
    [TQM_VTH_EV],
)
q(
    "tqm-e2",
    "easy",
    "simple",
    "tqm045n06l max drain source voltage?",
    [TQM],
    [TQM_VDS],
    TQM_VDS_EV,
)
q(
    "tqm-m1",
    "medium",
    "simple",
    "What on-resistance does the TQM045N06L have with only 4.5 V of gate drive?",
    [TQM],
    [TQM_RDS[1]],
    [TQM_RDS_EV[1]],
    note="The 4.5 mΩ in the key parameters is the 10 V value.",
)
q(
    "tqm-m3",
    "medium",
    "compatibility",
    "My motor controller drives the TQM045N06L's gate with 10 V; the motor runs from 48 V and "
    "draws 30 A continuously, and a heat sink keeps the case below 100 °C. Is the MOSFET rated for "
    "that?",
    [TQM],
    [TQM_VDS, *TQM_ID, TQM_VGS, *TQM_RDS],
    [*TQM_VDS_EV, *TQM_ID_EV, TQM_VGS_EV, *TQM_RDS_EV],
    verdict="compatible",
    note="48 V < 60 V; 30 A < 62 A at TC = 100 °C; 10 V within ±20 V.",
)
q(
    "tqm-h1",
    "hard",
    "simple",
    "What is the TQM045N06L's RDS(on) with a 2.5 V gate drive?",
    [TQM],
    [],
    [],
    verdict=IE,
    note="RDS(on) is specified at VGS = 10 V and 4.5 V only; Diagram 8 shows curves down to 3.5 V "
    "without values.",
)
q(
    "tqm-h2",
    "hard",
    "compatibility",
    "Can I drive the TQM045N06L's gate straight from a 3.3 V microcontroller pin and count on the "
    "datasheet's on-resistance for a 20 A load?",
    [TQM],
    [],
    [TQM_VTH_EV, *TQM_RDS_EV],
    verdict=IE,
    note="VGS(th) is at most 2.2 V, but RDS(on) and drain current are specified only at 4.5 V and "
    "10 V; nothing states the behaviour at 3.3 V.",
)

# ================================================================ MXP2453 (MPS-style buck)
q(
    "mxp-e1",
    "easy",
    "simple",
    "What input voltage range does the MXP2453 operate from?",
    [MXP],
    [MXP_VIN],
    MXP_VIN_EV,
)
q(
    "mxp-e2",
    "easy",
    "simple",
    "how many amps can the mxp2453 put out continuously?",
    [MXP],
    [MXP_IOUT],
    [MXP_IOUT_EV],
    note="The 4.2 A HS current limit is a protection threshold.",
)
q(
    "mxp-e3",
    "easy",
    "simple",
    "What is the absolute maximum voltage on the MXP2453's VIN pin?",
    [MXP],
    [MXP_ABS],
    [MXP_ABS_EV],
)
q(
    "mxp-e4",
    "easy",
    "structured",
    "How much current does the MXP2453 draw from its input when shut down, and when enabled but "
    "not switching?",
    [MXP],
    [
        it(MXP, "standby_current", "µA", typ=3, hi=8, condition="shutdown, VEN = 0V"),
        it(MXP, "quiescent_current", "µA", typ=120, hi=180, condition="VEN = 2V, no switching"),
    ],
    [
        ev(MXP, 2, "Supply current (shutdown) IIN VEN = 0V 3 8 µA"),
        ev(MXP, 2, "Supply current (quiescent) IQ 120 180 µA"),
    ],
)
q(
    "mxp-e5",
    "easy",
    "compatibility",
    "can the mxp2453 take 48v in?",
    [MXP],
    [MXP_VIN, MXP_VIN33, MXP_VIN50, MXP_ABS],
    [*MXP_VIN_EV, MXP_VIN33_EV[1], MXP_VIN50_EV[1], MXP_ABS_EV],
    verdict="incompatible",
    note="36 V operating maximum, 40 V absolute maximum.",
)
q(
    "mxp-m2",
    "medium",
    "compatibility",
    "Can an MXP2453-33 supply the KHS-5320 current sensor?",
    ["MXP2453-33", KHS],
    [*MXP_VOUT33, MXP_IOUT, KHS_VDD, KHS_ABS],
    [*MXP_VOUT33_EV, MXP_IOUT_EV, *KHS_VDD_EV, KHS_ABS_EV],
    verdict="incompatible",
    note="3.3 V is below the sensor's 4.5 V minimum.",
)
q(
    "mxp-m3",
    "medium",
    "compatibility",
    "Can an MXP2453-50 fed from a 12 V adapter power the LY-MR2415 radar module?",
    ["MXP2453-50", LY],
    [*MXP_VOUT50, MXP_IOUT, MXP_VIN50, LY_VCC, LY_I],
    [*MXP_VOUT50_EV, MXP_IOUT_EV, *MXP_VIN50_EV, LY_VCC_EV, LY_I_EV],
    verdict="compatible",
    note="4.85-5.15 V lies inside 4.5-5.5 V; 3 A covers 79 mA (and the 200 mA supply capability); "
    "12 V is above the 6.5 V needed at full load.",
)
q(
    "mxp-m4",
    "medium",
    "compatibility",
    "Is one MXP2453-50 enough to run four of my 5 V hobby servos at the same time?",
    ["MXP2453-50"],
    [],
    [MXP_IOUT_EV],
    verdict=IE,
    note="The servos' current is not stated anywhere, so the 3 A budget cannot be checked.",
)
q(
    "mxp-h2",
    "hard",
    "simple",
    "What input voltage does the 5 V version of the MXP2453 need to stay in regulation at its "
    "full 3 A?",
    ["MXP2453-50"],
    [MXP_VIN50],
    MXP_VIN50_EV,
    note="Not the 4.5 V general minimum, which applies to the adjustable and -33 versions.",
)

# ================================================================ ZE24C256 (Atmel-style EEPROM)
q(
    "ze-e1",
    "easy",
    "simple",
    "What supply voltage range does the ZE24C256 EEPROM operate from?",
    [ZE],
    [ZE_VCC],
    ZE_VCC_EV,
)
q(
    "ze-e2",
    "easy",
    "structured",
    "what i2c addresses can a ze24c256 be strapped to?",
    [ZE],
    [ZE_ADDR],
    ZE_ADDR_EV,
    note="A0h-AFh are the 8-bit write/read bytes, not addresses.",
)
q(
    "ze-e3",
    "easy",
    "simple",
    "How much supply current does the ZE24C256 draw while writing at 5 V?",
    [ZE],
    [
        it(
            ZE,
            "supply_current",
            "mA",
            typ=2.0,
            hi=3.0,
            condition="ICC2, VCC = 5.0V, write at 400kHz",
        )
    ],
    [ev(ZE, 2, "ICC2 Supply Current VCC = 5.0V, Write at 400kHz 2.0 3.0 mA")],
    note="The read current row (1.0 / 2.0 mA) is a different mode.",
)
q(
    "ze-m1",
    "medium",
    "simple",
    "What is the fastest I2C clock the ZE24C256 supports when it runs from 3.3 V?",
    [ZE],
    [ZE_SCL[2]],
    [ZE_SCL_EV[2], ZE_SCL_EV[3], ZE_SCL_EV[4]],
)
q(
    "ze-m2",
    "medium",
    "simple",
    "What is the maximum standby current of the ZE24C256 at VCC = 5.5 V?",
    [ZE],
    [it(ZE, "standby_current", "µA", hi=6.0, condition="ISB3, 3.6V ≤ VCC ≤ 5.5V")],
    [
        ev(ZE, 2, "ISB3 Standby Current 3.6V ≤ VCC ≤ 5.5V, VIN = VCC or VSS 6.0 µA"),
        ev(ZE, 1, "standby current (6µA maximum)"),
    ],
)
q(
    "ze-m3",
    "medium",
    "simple",
    "Over what temperature range may the ZE24C256 be operated?",
    [ZE],
    [it(ZE, "operating_temperature", "°C", lo=-40, hi=85, condition="industrial range")],
    [
        ev(ZE, 2, "Operating Temperature (Case) Industrial Temperature Range -40°C to +85°C"),
        ev(ZE, 1, "Industrial temperature range: -40°C to +85°C"),
    ],
    note="The -55 to +125 °C in the absolute maximum box is a stress rating.",
)
q(
    "ze-m4",
    "medium",
    "simple",
    "What SPI clock frequency does the ZE24C256 support?",
    [ZE],
    [],
    [],
    verdict=IE,
    note="I2C-only EEPROM.",
)
q(
    "lib-1",
    "medium",
    "simple",
    "What's the standby current of the ZE24C512?",
    [],
    [],
    [],
    verdict=IE,
    note="Near-miss part number: only the 256-Kbit ZE24C256 is in the library.",
)
q(
    "ze-h1",
    "hard",
    "compatibility",
    "Can I run a ZE24C256 at 1 MHz I2C when the chip is powered from 1.8 V?",
    [ZE],
    [*ZE_SCL, ZE_VCC],
    [*ZE_SCL_EV, *ZE_VCC_EV],
    verdict="incompatible",
    note="1 MHz (FM+) needs 2.5 V ≤ VCC; from 1.7 V to 2.5 V the limit is 400 kHz.",
)
