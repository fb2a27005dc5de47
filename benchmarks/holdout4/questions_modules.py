"""Questions on the KHS-5320, LY-MR2415, BQP31x and ZSR-2425 sheets, and one bus question
across three sheets (added on import)."""

from __future__ import annotations

from qkit import (
    BQP,
    BQP310_IF,
    BQP310_IF_EV,
    BQP312_VDD,
    BQP312_VDD_EV,
    BQP_ABS,
    BQP_ABS_EV,
    BQP_ADDR,
    BQP_ADDR_EV,
    BQP_SCL,
    BQP_SCL_EV,
    IE,
    KHS,
    KHS_OUT,
    KHS_OUT_EV,
    KHS_RANGE,
    KHS_RANGE_EV,
    KHS_VDD,
    KHS_VDD_EV,
    KHS_VOF,
    KHS_VOF_EV,
    LY,
    LY_I,
    LY_I_EV,
    LY_IO,
    LY_IO_EV,
    LY_VCC,
    LY_VCC_EV,
    MXP_IOUT,
    MXP_IOUT_EV,
    MXP_VOUT50,
    MXP_VOUT50_EV,
    NSR,
    NSR_AIN,
    NSR_AIN_EV,
    NSR_IO_ABS,
    NSR_IO_ABS_EV,
    NSR_SUPPLY_EV,
    NSR_TWI,
    NSR_TWI_EV,
    NSR_VBUS,
    NSR_VDD,
    NSR_VDDH,
    ZE,
    ZE_ADDR,
    ZE_ADDR_EV,
    ZE_SCL,
    ZE_SCL_EV,
    ZSR,
    ZSR_IIN_DC,
    ZSR_IIN_DC_EV,
    ZSR_LOAD_I,
    ZSR_LOAD_I_EV,
    ZSR_LOAD_V,
    ZSR_LOAD_V_EV,
    ZSR_VIN_DC,
    ZSR_VIN_DC_EV,
    ev,
    it,
    q,
)

# ======================================================= KHS-5320 (Japanese current sensor)
q(
    "khs-e1",
    "easy",
    "compatibility",
    "can the khs5320 run off 3.3v?",
    [KHS],
    [KHS_VDD],
    KHS_VDD_EV,
    verdict="incompatible",
)
q(
    "khs-e2",
    "easy",
    "simple",
    "What is the sensitivity of the KHS-5320 current sensor?",
    [KHS],
    [
        it(
            KHS,
            "sensitivity",
            "mV/A",
            lo=99.0,
            typ=100.0,
            hi=101.0,
            quantity="current",
            condition="Vh, IP = ±20 A, VDD = 5.0 V",
        )
    ],
    [ev(KHS, 2, "Sensitivity Vh IP＝±20A ※1 99.0 100.0 101.0 mV/A")],
)
q(
    "khs-e3",
    "easy",
    "simple",
    "What current range can the KHS-5320 measure?",
    [KHS],
    [KHS_RANGE],
    KHS_RANGE_EV,
    note="The ±60 A primary current in the absolute maximum table is a 10 ms pulse rating.",
)
q(
    "khs-e4",
    "easy",
    "simple",
    "how much current does the khs-5320 itself draw?",
    [KHS],
    [it(KHS, "supply_current", "mA", typ=8.5, hi=12.0, condition="IDD, no load, IP = 0 A")],
    [ev(KHS, 2, "IDD No load, IP＝0A － 8.5 12.0 mA")],
)
q(
    "khs-e5",
    "easy",
    "simple",
    "khs-5320 operating temp range?",
    [KHS],
    [it(KHS, "operating_temperature", "°C", lo=-40, hi=105, condition="Topr")],
    [ev(KHS, 1, "Operating ambient temperature Topr －40～＋105 ℃")],
)
q(
    "khs-m1",
    "medium",
    "simple",
    "What voltage does the KHS-5320 output when no current flows, with a 5 V supply?",
    [KHS],
    [KHS_VOF],
    [KHS_VOF_EV],
)
q(
    "khs-m2",
    "medium",
    "simple",
    "How many bits of resolution does the KHS-5320 give?",
    [KHS],
    [],
    [],
    verdict=IE,
    note="Analog output; the sheet states no digital resolution.",
)
q(
    "khs-h1",
    "hard",
    "compatibility",
    "An NSR5240 runs at VDD = 3.0 V. Can I wire the output of a 5 V-powered KHS-5320 straight into "
    "one of its analog inputs to measure the full ±20 A?",
    [NSR, KHS],
    [KHS_OUT, KHS_VOF, KHS_VDD, KHS_RANGE, NSR_VDD, NSR_VDDH, NSR_VBUS, NSR_AIN, NSR_IO_ABS],
    [
        KHS_OUT_EV,
        KHS_VOF_EV,
        *KHS_VDD_EV,
        *KHS_RANGE_EV,
        *NSR_SUPPLY_EV,
        *NSR_AIN_EV,
        *NSR_IO_ABS_EV,
    ],
    verdict="incompatible",
    note="The output swings up to 4.5 V; the SoC's analog inputs take 0 to VDD (3.0 V) and at most "
    "VDD + 0.3 V. Needs a divider.",
)

# ===================================================== LY-MR2415 (Chinese radar module manual)
q(
    "ly-e1",
    "easy",
    "simple",
    "what voltage does the ly-mr2415 radar need?",
    [LY],
    [LY_VCC],
    [LY_VCC_EV, ev(LY, 1, "Single 5V power supply, average operating current 79mA")],
)
q(
    "ly-e2",
    "easy",
    "simple",
    "What is the average operating current of the LY-MR2415?",
    [LY],
    [LY_I],
    [LY_I_EV],
    note="The 200 mA is the supply capability the host must provide, not the module's draw.",
)
q(
    "ly-e3",
    "easy",
    "simple",
    "Over what distance does the LY-MR2415 detect a moving person?",
    [LY],
    [it(LY, "measurement_range", "m", lo=0.75, hi=6, quantity="distance", condition="moving")],
    [ev(LY, 1, "Detection distance (moving target) 0.75m～6m")],
)
q(
    "ly-e4",
    "easy",
    "simple",
    "Which baud rate does the LY-MR2415 use out of the box?",
    [LY],
    [it(LY, "baud_rate", "bps", value=256000, condition="default, 8N1")],
    [
        ev(LY, 1, "UART baud rate 256000bps (default), 8N1"),
        ev(LY, 2, "The module communicates through the UART at 256000bps by default"),
    ],
    note="The other rates are settable by command, not the default.",
)
q(
    "ly-e5",
    "easy",
    "simple",
    "What frequency band does the LY-MR2415 radar operate in?",
    [LY],
    [it(LY, "frequency_band", "GHz", lo=24.0, hi=24.25, condition="ISM band")],
    [ev(LY, 1, "Frequency band 24.00GHz～24.25GHz (ISM band)")],
)
q(
    "ly-m1",
    "medium",
    "simple",
    "How far away can the LY-MR2415 still detect someone sitting still?",
    [LY],
    [
        it(
            LY,
            "measurement_range",
            "m",
            lo=0.75,
            hi=4,
            quantity="distance",
            condition="stationary / micro-motion target",
        )
    ],
    [ev(LY, 1, "Detection distance (stationary / micro-motion) 0.75m~4m")],
    note="Not the 6 m moving-target range, the 3.75 m default gate or the 4 m ceiling radius.",
)
q(
    "ly-m2",
    "medium",
    "simple",
    "What current does the LY-MR2415 draw in sleep mode?",
    [LY],
    [],
    [],
    verdict=IE,
    note="No sleep or standby mode is specified; 79 mA is the average operating current.",
)
q(
    "ly-m3",
    "medium",
    "compatibility",
    "can i hook the ly-mr2415 tx/rx straight up to a 5v arduino uno?",
    [LY],
    [LY_IO, LY_VCC],
    [*LY_IO_EV, LY_VCC_EV],
    verdict="incompatible",
    note="The module's UART is 3.3 V and RX is not 5 V tolerant; 5 V TX needs level conversion.",
)

# ========================================================== BQP31x (Bosch-style family sheet)
q(
    "bqp-e1",
    "easy",
    "simple",
    "What pressure range does the BQP312 cover?",
    ["BQP312"],
    [it("BQP312", "measurement_range", "hPa", lo=300, hi=1250, quantity="pressure")],
    [
        ev(BQP, 1, "Pressure range 300 … 1100 hPa 300 … 1250 hPa 260 … 1260 hPa"),
        ev(BQP, 2, "BQP312 300 1250 hPa"),
    ],
    note="The BQP310 row (300-1100 hPa) and the BQP316 row (260-1260 hPa) are siblings.",
)
q(
    "bqp-e2",
    "easy",
    "simple",
    "What VDD supply range does the BQP316 accept?",
    ["BQP316"],
    [it("BQP316", "supply_voltage", "V", lo=1.65, typ=1.8, hi=3.6, condition="VDD")],
    [
        ev(BQP, 2, "BQP316 1.65 1.8 3.6 V"),
        ev(BQP, 1, "Supply voltage VDD 1.71 … 3.6 V 1.71 … 3.6 V 1.65 … 3.6 V"),
    ],
)
q(
    "bqp-e3",
    "easy",
    "simple",
    "Which I2C addresses can a BQP312 be set to?",
    ["BQP312"],
    [BQP_ADDR],
    [BQP_ADDR_EV],
)
q(
    "bqp-e4",
    "easy",
    "comparison",
    "is the bqp316 really lower power than the bqp310 at 1 hz?",
    ["BQP316", "BQP310"],
    [
        it("BQP310", "supply_current", "µA", typ=3.2, condition="average, 1 Hz, low power"),
        it("BQP316", "supply_current", "µA", typ=1.9, condition="average, 1 Hz, low power"),
    ],
    [
        ev(BQP, 2, "IDD,LP BQP310 3.2 µA"),
        ev(BQP, 2, "BQP316 1.9 µA"),
        ev(BQP, 1, "Average current at 1 Hz, low power 3.2 µA 2.7 µA 1.9 µA"),
    ],
    note="Yes: 1.9 µA against 3.2 µA typical.",
)
q(
    "bqp-e5",
    "easy",
    "simple",
    "What IP rating does the BQP316 have?",
    ["BQP316"],
    [it("BQP316", "ip_rating", values=["IPX8"], condition="2 m depth, 1 h")],
    [
        ev(BQP, 1, "Water resistance – – IPX8 (2 m, 1 h)"),
        ev(BQP, 3, "The BQP316 is water resistant according to IPX8 (2 m depth, 1 h)"),
    ],
)
q(
    "bqp-e6",
    "easy",
    "compatibility",
    "can i power a bqp312 straight from 5v?",
    ["BQP312"],
    [BQP312_VDD, BQP_ABS],
    [BQP312_VDD_EV, BQP_ABS_EV],
    verdict="incompatible",
)
q(
    "bqp-m1",
    "medium",
    "structured",
    "Which digital interfaces does the BQP310 offer?",
    ["BQP310"],
    [BQP310_IF],
    BQP310_IF_EV,
    note="SPI and I3C belong to the BQP312 / BQP316.",
)
q(
    "bqp-m2",
    "medium",
    "simple",
    "What is the typical absolute pressure accuracy of the BQP316?",
    ["BQP316"],
    [
        it(
            "BQP316",
            "accuracy",
            "hPa",
            lo=-0.3,
            hi=0.3,
            quantity="pressure",
            condition="typ, 300…1100 hPa, 0…65 °C",
        )
    ],
    [
        ev(BQP, 2, "BQP316, 300…1100 hPa, 0…65 °C ±0.3 hPa"),
        ev(BQP, 1, "Absolute accuracy (typ.) ±1.0 hPa ±0.5 hPa ±0.3 hPa"),
    ],
    note="The ±0.03 hPa is the relative accuracy.",
)
q(
    "bqp-m3",
    "medium",
    "compatibility",
    "Can I hang a BQP310 on my microcontroller's SPI bus next to an SD card?",
    ["BQP310"],
    [BQP310_IF],
    BQP310_IF_EV,
    verdict="incompatible",
)
q(
    "bqp-h1",
    "hard",
    "simple",
    "What IP rating does the BQP312 have?",
    ["BQP312"],
    [],
    [],
    verdict=IE,
    note="Only the BQP316 is rated IPX8; the BQP312 has no IP rating (not water resistant).",
)

# ====================================================== ZSR-2425 (solid state relay, prose)
q(
    "zsr-e1",
    "easy",
    "simple",
    "what control voltage turns on the zsr-2425-dc?",
    ["ZSR-2425-DC"],
    [ZSR_VIN_DC],
    [ZSR_VIN_DC_EV],
)
q(
    "zsr-e2",
    "easy",
    "structured",
    "What load voltage and current can the ZSR-2425 switch when it sits on a proper heat sink?",
    [ZSR],
    [ZSR_LOAD_V, ZSR_LOAD_I[0]],
    [ZSR_LOAD_V_EV, ZSR_LOAD_I_EV[0]],
)
q(
    "zsr-e3",
    "easy",
    "simple",
    "What IP rating does the ZSR-2425 housing have?",
    [ZSR],
    [it(ZSR, "ip_rating", values=["IP20"], condition="with the terminal cover fitted")],
    [ev(ZSR, 1, "The housing is rated IP20 with the terminal cover fitted.")],
)
q(
    "zsr-e4",
    "easy",
    "simple",
    "zsr2425 operating temp range?",
    [ZSR],
    [it(ZSR, "operating_temperature", "°C", lo=-30, hi=80, condition="ambient")],
    [ev(ZSR, 1, "The relay operates at ambient temperatures from –30 °C to +80 °C")],
)
q(
    "zsr-e5",
    "easy",
    "compatibility",
    "can i switch a 1500w 230v kettle with a zsr-2425 bolted to a panel, no heatsink?",
    [ZSR],
    [ZSR_LOAD_V, *ZSR_LOAD_I],
    [ZSR_LOAD_V_EV, *ZSR_LOAD_I_EV],
    verdict="incompatible",
    note="1500 W / 230 V ≈ 6.5 A, above the 6 A rms allowed without a heat sink.",
)
q(
    "zsr-m1",
    "medium",
    "simple",
    "How much load current may the ZSR-2425 carry when it is mounted without a heat sink?",
    [ZSR],
    [ZSR_LOAD_I[1]],
    [ZSR_LOAD_I_EV[1]],
)
q(
    "zsr-m2",
    "medium",
    "comparison",
    "Which ZSR-2425 version draws more control-input current, the DC or the AC one, and how much?",
    [ZSR],
    [ZSR_IIN_DC, it("ZSR-2425-AC", "supply_current", "mA", hi=15, condition="control input")],
    [ZSR_IIN_DC_EV, ev(ZSR, 1, "is guaranteed to be off below 10 VAC and draws at most 15 mA")],
    note="AC version: at most 15 mA; DC version: at most 12 mA.",
)
q(
    "zsr-m3",
    "medium",
    "simple",
    "What relative humidity range is the ZSR-2425 rated to operate in?",
    [ZSR],
    [],
    [],
    verdict=IE,
    note="The sheet states temperatures and IP20, but no humidity range.",
)
q(
    "zsr-m5",
    "medium",
    "compatibility",
    "A ZSR-2425 on a 1.0 °C/W heat sink at 40 °C ambient should switch a 230 VAC, 3 kW resistive "
    "heater. Is that within its rating?",
    [ZSR],
    [ZSR_LOAD_V, *ZSR_LOAD_I],
    [ZSR_LOAD_V_EV, *ZSR_LOAD_I_EV],
    verdict="compatible",
    note="About 13 A at 230 VAC, within 25 A rms on the heat sink and 24-280 VAC.",
)
q(
    "zsr-h1",
    "hard",
    "compatibility",
    "Can the 5 V output of an MXP2453-50 drive the control input of a ZSR-2425-DC directly?",
    ["MXP2453-50", "ZSR-2425-DC"],
    [*MXP_VOUT50, MXP_IOUT, ZSR_VIN_DC, ZSR_IIN_DC],
    [*MXP_VOUT50_EV, MXP_IOUT_EV, ZSR_VIN_DC_EV, ZSR_IIN_DC_EV],
    verdict="compatible",
    note="4.85-5.15 V is inside 3-32 VDC and 12 mA is far below 3 A.",
)
q(
    "zsr-h2",
    "hard",
    "compatibility",
    "I want the LY-MR2415's OUT pin to switch a ZSR-2425-DC directly, without a transistor. Will "
    "it work?",
    [LY, "ZSR-2425-DC"],
    [],
    [*LY_IO_EV[:2], ZSR_VIN_DC_EV, ZSR_IIN_DC_EV],
    verdict=IE,
    note="The 3.3 V high level is inside 3-32 VDC, but the OUT pin's drive current is not stated "
    "while the relay input may draw up to 12 mA.",
)

# ================================================================ across three sheets
q(
    "x-1",
    "hard",
    "compatibility",
    "An NSR5240 acting as I2C master at 400 kHz reads a ZE24C256 (A2-A0 grounded) and a BQP312 (SDO "
    "to GND) on the same bus. Any address clash or clock problem?",
    [NSR, ZE, "BQP312"],
    [ZE_ADDR, BQP_ADDR, *ZE_SCL, BQP_SCL, NSR_TWI],
    [*ZE_ADDR_EV, BQP_ADDR_EV, *ZE_SCL_EV, BQP_SCL_EV, NSR_TWI_EV],
    verdict="compatible",
    note="0x50 and 0x4C differ; all three parts allow 400 kHz.",
)
