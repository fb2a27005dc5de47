"""Reference facts read off the hold-out 7 PDFs, each with the quotes that show it.

A fact is (items, evidence). Names say device and what the fact is; variant
facts name the variant (TX6213P332 = the 3.3 V TX6213, KMS-6250, TLX25723 ...).
"""

from __future__ import annotations

from qkit import AQN, KLR, KMS, KT, OCX, PMX, TLX, TX, ev, it

# ------------------------------------------------------------------ KLR6271
KLR_VDD = (
    [it(KLR, "supply_voltage", "V", lo=1.8, hi=3.7, condition="VDDop, operating range")],
    [ev(KLR, 2, "VDDop Supply voltage 1.8 3.7 V")],
)
KLR_ABS = (
    [it(KLR, "abs_max_supply_voltage", "V", lo=-0.5, hi=3.9, condition="VDDmr, absolute maximum")],
    [ev(KLR, 2, "VDDmr Supply voltage -0.5 3.9 V")],
)
KLR_DIG_PIN = ([], [ev(KLR, 2, "Vdig Voltage on any digital pin -0.5 VDD + 0.3 V")])
KLR_TEMP = (
    [it(KLR, "operating_temperature", "°C", lo=-40, hi=85, condition="Top, operational range")],
    [ev(KLR, 2, "Top Operational temperature range -40 +85 °C")],
)
KLR_SLEEP = (
    [it(KLR, "standby_current", "uA", typ=0.2, hi=1, condition="IDDSL, Sleep mode")],
    [ev(KLR, 2, "IDDSL - 0.2 1 µA")],
)
KLR_TX20 = (
    [it(KLR, "supply_current", "mA", typ=120, condition="transmit, +20 dBm on PA_BOOST")],
    [ev(KLR, 2, "RFOP = +20 dBm, on PA_BOOST - 120 - mA")],
)
KLR_TX17 = (
    [it(KLR, "supply_current", "mA", typ=87, condition="transmit, +17 dBm on PA_BOOST")],
    [ev(KLR, 2, "RFOP = +17 dBm, on PA_BOOST - 87 - mA")],
)
KLR_SPI = (
    [it(KLR, "spi_clock_frequency", "MHz", hi=10, condition="FSCK, SCK frequency")],
    [ev(KLR, 3, "FSCK SCK frequency - - 10 MHz")],
)
KLR_SENS_7K8 = (
    [
        it(
            KLR,
            "rx_sensitivity",
            "dBm",
            typ=-148,
            condition="LRSS, BW = 7.8 kHz, SF = 12 (KLR6271 only)",
        )
    ],
    [ev(KLR, 3, "RFS_L7.8 SF = 12 - -148 - dBm")],
)
KLR_OCP = ([], [ev(KLR, 3, "will pull VDD below 1.8 V and reset the device")])

# ------------------------------------------------------------------ KT46F013
KT_VDD_4M = (
    [it(KT, "supply_voltage", "V", lo=2.2, hi=5.5, condition="fSYS = 4 MHz (HIRC)")],
    [ev(KT, 2, "fSYS=fHIRC=4MHz 2.2 — 5.5 V")],
)
KT_VDD_8M = (
    [it(KT, "supply_voltage", "V", lo=2.7, hi=5.5, condition="fSYS = 8 MHz (HIRC)")],
    [ev(KT, 2, "fSYS=fHIRC=8MHz 2.7 — 5.5 V")],
)
KT_STB_5V = (
    [it(KT, "standby_current", "uA", typ=0.3, hi=2.0, condition="SLEEP mode, VDD = 5 V, WDT off")],
    [ev(KT, 2, "5V WDT off — 0.3 2.0 μA")],
)
KT_IOL = (
    [
        it(
            KT, "output_current", "mA", lo=16, typ=32, condition="IOL sink, VDD = 3 V, VOL = 0.1VDD"
        ),
        it(
            KT, "output_current", "mA", lo=32, typ=65, condition="IOL sink, VDD = 5 V, VOL = 0.1VDD"
        ),
    ],
    [ev(KT, 3, "3V VOL=0.1VDD 16 32 — mA"), ev(KT, 3, "5V VOL=0.1VDD 32 65 — mA")],
)
KT_IOL_5V = (
    [it(KT, "output_current", "mA", lo=32, typ=65, condition="IOL sink, VDD = 5 V, VOL = 0.1VDD")],
    [ev(KT, 3, "5V VOL=0.1VDD 32 65 — mA")],
)
KT_VIH_5V = (
    [it(KT, "input_high_voltage", "V", lo=3.5, hi=5.0, condition="I/O ports, VDD = 5 V")],
    [ev(KT, 3, "Input High Voltage for 5V — 3.5 — 5.0 V")],
)
KT_I2C = (
    [
        it(KT, "i2c_clock_frequency", "kHz", hi=100, condition="fSCL, standard mode"),
        it(KT, "i2c_clock_frequency", "kHz", hi=400, condition="fSCL, fast mode"),
    ],
    [
        ev(KT, 3, "Standard mode — — 100 kHz"),
        ev(KT, 3, "Fast mode — — 400 kHz"),
        ev(KT, 3, "(400kHz) fSYS Frequency"),
        ev(KT, 3, "No clock debounce 5 — — MHz"),
    ],
)
KT_ADC_IN = (
    [it(KT, "analog_input_range", "V", lo=0, condition="VADI, 0 to VREF; VREF 2 V to VDD")],
    [ev(KT, 3, "VADI — — 0 — VREF V"), ev(KT, 3, "VREF — — 2 — VDD V")],
)
KT_TEMP = (
    [it(KT, "operating_temperature", "°C", lo=-40, hi=85, condition="absolute maximum list")],
    [ev(KT, 2, "−40°C to 85°C")],
)

# ------------------------------------------------------------------ TX6213
TX_VIN = (
    [it(TX, "supply_voltage", "V", lo=1.8, hi=6.0, condition="VIN, input voltage")],
    [ev(TX, 2, "Input Voltage VIN - 1.8 - 6.0 V")],
)
TX_VIN_ABS = (
    [it(TX, "abs_max_supply_voltage", "V", hi=6.5, condition="VIN, absolute maximum")],
    [ev(TX, 2, "Input Voltage VIN 6.5 V")],
)
TX33_OUT = (
    [
        it("TX6213P332", "output_voltage", "V", lo=3.234, hi=3.366, condition="3.3 V version, E-0"),
        it("TX6213P332", "output_current", "mA", lo=250, condition="3.3 V version, IOUTMAX (E-1)"),
    ],
    [ev(TX, 3, "3.3 3.234 3.366 250 55 90 180 270 3.5")],
)
TX33_DROP = (
    [
        it(
            "TX6213P332",
            "dropout_voltage",
            "mV",
            typ=180,
            hi=270,
            condition="3.3 V version, IOUT = 100 mA",
        )
    ],
    [ev(TX, 3, "3.3 3.234 3.366 250 55 90 180 270 3.5")],
)
TX18_OUT = (
    [
        it("TX6213P182", "output_voltage", "V", lo=1.764, hi=1.836, condition="1.8 V version, E-0"),
        it("TX6213P182", "output_current", "mA", lo=150, condition="1.8 V version, IOUTMAX (E-1)"),
    ],
    [ev(TX, 3, "1.8 1.764 1.836 150 310 420 620 800 3.0")],
)
TX25_OUT = (
    [it("TX6213P252", "output_voltage", "V", lo=2.45, hi=2.55, condition="2.5 V version, E-0")],
    [ev(TX, 3, "2.5 2.450 2.550 200 110 160 350 480 3.0")],
)
TX50_OUT = (
    [
        it("TX6213P502", "output_voltage", "V", lo=4.9, hi=5.1, condition="5.0 V version, E-0"),
        it("TX6213P502", "output_current", "mA", lo=300, condition="5.0 V version, IOUTMAX (E-1)"),
    ],
    [ev(TX, 3, "5.0 4.900 5.100 300 40 70 130 200 4.0")],
)
TX50_DROP = (
    [
        it(
            "TX6213P502",
            "dropout_voltage",
            "mV",
            typ=130,
            hi=200,
            condition="5.0 V version, IOUT = 100 mA",
        )
    ],
    [ev(TX, 3, "5.0 4.900 5.100 300 40 70 130 200 4.0")],
)

# ------------------------------------------------------------------ AQN3415
AQN_VDS = (
    [it(AQN, "drain_source_voltage", "V", hi=30, condition="VDS, absolute maximum")],
    [ev(AQN, 1, "Drain-Source Voltage VDS 30 V")],
)
AQN_VGS_ABS = (
    [
        it(
            AQN,
            "abs_max_input_voltage",
            "V",
            lo=-12,
            hi=12,
            condition="VGS gate-source, absolute maximum",
        )
    ],
    [ev(AQN, 1, "Gate-Source Voltage VGS ±12 V")],
)
AQN_ID = (
    [
        it(AQN, "output_current", "A", hi=5.8, condition="continuous drain current, TA = 25 °C"),
        it(AQN, "output_current", "A", hi=4.6, condition="continuous drain current, TA = 70 °C"),
    ],
    [ev(AQN, 1, "Continuous Drain TA=25°C 5.8"), ev(AQN, 1, "Current G TA=70°C 4.6")],
)
AQN_VTH = (
    [
        it(
            AQN,
            "gate_threshold_voltage",
            "V",
            lo=0.5,
            typ=0.95,
            hi=1.4,
            condition="VDS=VGS, ID=250 µA",
        )
    ],
    [ev(AQN, 2, "VGS(th) Gate Threshold Voltage VDS=VGS, ID=250µA 0.5 0.95 1.4 V")],
)
AQN_RDS_45 = (
    [it(AQN, "on_resistance", "mOhm", typ=26, hi=33, condition="VGS = 4.5 V, ID = 5 A")],
    [ev(AQN, 2, "VGS=4.5V, ID=5A 26 33 mΩ")],
)
AQN_RDS_25 = (
    [it(AQN, "on_resistance", "mOhm", typ=36, hi=52, condition="VGS = 2.5 V, ID = 4 A")],
    [ev(AQN, 2, "VGS=2.5V, ID=4A 36 52 mΩ")],
)

# ------------------------------------------------------------------ OCX-2601
OCX_VCC5 = (
    [it(OCX, "supply_voltage", "V", lo=4.5, hi=5.5, condition="OCX-2601 / OCX-2631, recommended")],
    [ev(OCX, 2, "VCC 4.5 5.5 V (OCX-2601, OCX-2631)")],
)
OCX_VCC3 = (
    [it("OCX-2601V", "supply_voltage", "V", lo=2.7, hi=3.6, condition="OCX-2601V, recommended")],
    [ev(OCX, 2, "Power Supply Voltage VCC 2.7 3.6 V (OCX-2601V)")],
)
OCX_IF = (
    [],
    [
        ev(OCX, 2, "Input Current, High Level IFH 5 15 mA"),
        ev(OCX, 2, "Average Forward Input Current IF 20 mA"),
    ],
)
OCX_ISOLATION = ([], [ev(OCX, 1, "Safety approval: UL 1577 recognized, 3750 Vrms for 1 minute")])

# ------------------------------------------------------------------ KMS-6200 / KMS-6250
KMS_VDD = (
    [it(KMS, "supply_voltage", "V", lo=2.375, typ=2.5, hi=3.46, condition="VDD")],
    [ev(KMS, 3, "VDD 2.375 2.5 3.46 V")],
)
KMS_VLOGIC = (
    [
        it(
            "KMS-6250",
            "io_supply_voltage",
            "V",
            lo=1.71,
            typ=1.8,
            condition="VLOGIC (KMS-6250 only), max VDD",
        )
    ],
    [ev(KMS, 3, "VLOGIC KMS-6250 only 1.71 1.8 VDD V")],
)
KMS_RUN = (
    [it(KMS, "supply_current", "mA", typ=3.9, condition="gyroscope + accelerometer + DMP")],
    [ev(KMS, 3, "Gyroscope + Accelerometer + DMP 3.9 mA")],
)
KMS_I2C = (
    [
        it(KMS, "i2c_clock_frequency", "kHz", hi=400, condition="all registers, fast mode"),
        it(KMS, "i2c_clock_frequency", "kHz", hi=100, condition="all registers, standard mode"),
    ],
    [
        ev(KMS, 3, "All registers, Fast-mode 400 kHz"),
        ev(KMS, 3, "All registers, Standard-mode 100 kHz"),
    ],
)
KMS_SPI = (
    [
        it(
            KMS,
            "spi_clock_frequency",
            "kHz",
            typ=100,
            condition="all registers read/write, low speed characterization",
        ),
        it(
            KMS,
            "spi_clock_frequency",
            "MHz",
            typ=1,
            condition="all registers read/write, high speed characterization",
        ),
        it(
            KMS,
            "spi_clock_frequency",
            "MHz",
            typ=20,
            condition="sensor and interrupt registers, read only",
        ),
    ],
    [
        ev(KMS, 3, "KMS-6200 only, Low Speed 100 ±10% kHz"),
        ev(KMS, 3, "Registers Read/Write KMS-6200 only, High Speed 1 ±10% MHz"),
        ev(KMS, 3, "KMS-6200 only 20 ±10% MHz and Interrupt Registers Read Only"),
    ],
)
KMS_ADDR = (
    [it(KMS, "i2c_address", values=["0x68", "0x69"], condition="AD0 = 0 / AD0 = 1")],
    [ev(KMS, 3, "AD0 = 0 1101000"), ev(KMS, 3, "AD0 = 1 1101001")],
)

# ------------------------------------------------------------------ PMX5018
PMX_VCC = (
    [it(PMX, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="DC power supply")],
    [ev(PMX, 1, "DC Power Supply Typ: 5.0 Min: 4.5 Max: 5.5 Volt (V)")],
)
PMX_ACTIVE = (
    [it(PMX, "supply_current", "mA", hi=100, condition="active current")],
    [ev(PMX, 1, "Active Current ≤100 Milliampere (mA)")],
)
PMX_LEVEL = (
    [
        it(PMX, "output_high_voltage", "V", lo=2.7, condition="interface level H, @3.3 V"),
        it(PMX, "output_low_voltage", "V", hi=0.8, condition="interface level L, @3.3 V"),
    ],
    [
        ev(PMX, 1, "Interface Level L <0.8 @3.3 H >2.7 @3.3 Volt (V)"),
        ev(PMX, 2, "Level conversion unit should be used if the power of host MCU is 5V"),
    ],
)

# ------------------------------------------------------------------ TLX2572x
TLX_VDD = (
    [it(TLX, "supply_voltage", "V", lo=2.7, typ=3, hi=3.6, condition="VDD, recommended")],
    [ev(TLX, 2, "VDD Supply voltage 2.7 3 3.6 V")],
)
TLX_ABS = (
    [
        it(TLX, "abs_max_supply_voltage", "V", hi=3.8, condition="VDD, absolute maximum"),
        it(
            TLX, "abs_max_input_voltage", "V", lo=-0.5, hi=3.8, condition="input terminals SCL, SDA"
        ),
    ],
    [
        ev(TLX, 2, "Supply voltage, VDD 3.8 V"),
        ev(TLX, 2, "Input terminal voltage −0.5 3.8 V SCL, SDA"),
    ],
)
TLX_TEMP = (
    [
        it(
            TLX,
            "operating_temperature",
            "°C",
            lo=-30,
            hi=70,
            condition="operating free-air temperature",
        )
    ],
    [ev(TLX, 2, "TA Operating free-air temperature −30 70 °C")],
)
TLX_I2C = (
    [it(TLX, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fSCL")],
    [ev(TLX, 3, "fSCL Clock frequency I²C only 0 400 kHz")],
)
TLX_VIH_18 = (
    [
        it(
            "TLX25723",
            "input_high_voltage",
            "V",
            lo=1.25,
            condition="SCL, SDA; TLX25723 / TLX25727",
        ),
        it(
            "TLX25723", "input_low_voltage", "V", hi=0.54, condition="SCL, SDA; TLX25723 / TLX25727"
        ),
    ],
    [ev(TLX, 2, "TLX25723, TLX25727 1.25 V"), ev(TLX, 2, "TLX25723, TLX25727 0.54 V")],
)
TLX_VIH_VDD = ([], [ev(TLX, 2, "TLX25721, TLX25725 0.7 VDD V")])
