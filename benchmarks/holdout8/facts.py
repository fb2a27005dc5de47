"""Reference facts read off the hold-out 8 PDFs, each with the quotes that show it.

A fact is (items, evidence). Names say device and what the fact is; variant
facts name the variant (MLR-92S-U = the 915 MHz module, LX3075E, BT-8325-C3 TA QA ...).
A fact with no items carries evidence only (a prose statement or a relative level
such as "0.7 VDD" that a judgement reads but no number states).
"""

from __future__ import annotations

from qkit import ATK, BT, HX, KGS, KP, KSL, LX, MLR, ev, it

# ------------------------------------------------------------------ KP4057
KP_VCC_ABS = (
    [it(KP, "abs_max_supply_voltage", "V", lo=-0.3, hi=8, condition="VCC, absolute maximum")],
    [ev(KP, 2, "Input Supply Voltage (VCC) -0.3~8 V")],
)
KP_FLOAT = (
    [
        it(
            KP,
            "output_voltage",
            "V",
            lo=4.158,
            typ=4.2,
            hi=4.242,
            condition="VFLOAT regulated (float) output voltage, 0-85 °C, IBAT = 40 mA",
        )
    ],
    [ev(KP, 2, "VFLOAT 0℃≤TA≤85℃, IBAT=40mA 4.158 4.2 4.242 V")],
)
KP_BAT_LOAD = (
    [],
    [ev(KP, 3, "A system load connected directly to BAT sees the full battery voltage range")],
)
KP_ICHG_12K = (
    [
        it(
            KP,
            "output_current",
            "mA",
            lo=950,
            typ=1000,
            hi=1050,
            condition="BAT pin charge current, RPROG = 1.2 kΩ, current mode",
        )
    ],
    [ev(KP, 2, "RPROG=1.2k, Current Mode 950 1000 1050 mA")],
)
KP_SLEEP_DRAIN = (
    [
        it(
            KP,
            "standby_current",
            "uA",
            typ=1,
            hi=2,
            condition="BAT pin current, sleep mode, VCC = 0 V",
        )
    ],
    [
        ev(KP, 2, "Sleep Mode, VCC=0V -1 -2 µA"),
        ev(KP, 1, "dropping the battery drain current to less than 2µA"),
    ],
)

# ------------------------------------------------------------------ ATK4285 / ATK4286
ATK_VIN = (
    [it(ATK, "supply_voltage", "V", lo=1.5, hi=5.5, condition="VIN operation voltage")],
    [ev(ATK, 2, "VIN Operation Voltage 1.5 5.5 V")],
)
ATK_IMAX = (
    [it(ATK, "output_current", "A", hi=2, condition="IMAX maximum continuous switch current")],
    [ev(ATK, 2, "IMAX Maximum Continuous Switch Current 2 A")],
)
ATK_RON_36 = (
    [it(ATK, "on_resistance", "mOhm", typ=52, hi=65, condition="VIN = 3.6 V, IOUT = 500 mA")],
    [ev(ATK, 2, "VIN = 3.6V, IOUT = 500mA 52 65 mΩ")],
)
ATK_RON_50 = (
    [it(ATK, "on_resistance", "mOhm", typ=44, hi=55, condition="VIN = 5.0 V, IOUT = 500 mA")],
    [ev(ATK, 2, "VIN = 5.0V, IOUT = 500mA 44 55 mΩ")],
)
ATK_RON_15 = (
    [it(ATK, "on_resistance", "mOhm", typ=105, hi=135, condition="VIN = 1.5 V, IOUT = 100 mA")],
    [ev(ATK, 2, "VIN = 1.5V, IOUT = 100mA 105 135 mΩ")],
)
ATK_EN_HI = (
    [
        it(
            ATK,
            "input_high_voltage",
            "V",
            lo=1.5,
            condition="EN threshold high, VIN = 2.7 V to 5.5 V",
        )
    ],
    [ev(ATK, 2, "VIN = 2.7V to 5.5V 1.5 V")],
)
ATK_EN_ABS = (
    [
        it(
            ATK,
            "abs_max_input_voltage",
            "V",
            lo=-0.3,
            hi=6,
            condition="EN to GND, absolute maximum",
        )
    ],
    [ev(ATK, 2, "VEN EN to GND -0.3 to 6 V")],
)

# ------------------------------------------------------------------ MLR-92S
MLR_VDD = (
    [
        it(
            MLR,
            "supply_voltage",
            "V",
            lo=2.0,
            typ=3.3,
            hi=3.6,
            condition="VDD, operating conditions",
        )
    ],
    [ev(MLR, 2, "Supply voltage VDD 2.0 3.3 3.6 V")],
)
MLR_ABS = (
    [it(MLR, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0, condition="VDD, absolute maximum")],
    [ev(MLR, 2, "Supply voltage VDD -0.3 4.0 V")],
)
MLR_IO_ABS = (
    [
        it(
            MLR,
            "abs_max_input_voltage",
            "V",
            lo=-0.3,
            hi=4.0,
            condition="any I/O pad, VDD+0.3 (4.0 max.)",
        )
    ],
    [
        ev(MLR, 2, "Voltage on any I/O pad VIO -0.3 VDD+0.3 (4.0 max.) V"),
        ev(MLR, 2, "The I/O pads are 3.3 V CMOS and are NOT 5 V tolerant"),
    ],
)
MLR_LEVELS = (
    [],
    [
        ev(MLR, 2, "Input high voltage VIH 0.7 x VDD VDD+0.3 V"),
        ev(MLR, 2, "Input low voltage VIL -0.3 0.3 x VDD V"),
        ev(MLR, 2, "Output high voltage VOH IOH = -8 mA VDD-0.4 V"),
    ],
)
MLR_IIO = (
    [it(MLR, "output_current", "mA", hi=8, condition="per I/O pad, sink or source")],
    [ev(MLR, 2, "Output current per I/O pad IIO sink or source 8 mA")],
)
MLR_SLEEP = (
    [it(MLR, "standby_current", "uA", typ=1.7, hi=4.0, condition="Sleep (Stop2), RTC running")],
    [ev(MLR, 2, "Sleep (Stop2) RTC running, RAM retained both 1.7 4.0 µA")],
)
MLR_TX22 = (
    [
        it(
            "MLR-92S-U",
            "supply_current",
            "mA",
            typ=118,
            hi=140,
            condition="TX +22 dBm, 915 MHz, RFO_HP",
        )
    ],
    [ev(MLR, 2, "+22 dBm, 915 MHz, RFO_HP MLR-92S-U 118 140 mA")],
)
MLR_TX20 = (
    [
        it(
            "MLR-92S-U",
            "supply_current",
            "mA",
            typ=98,
            hi=115,
            condition="TX +20 dBm, 915 MHz, RFO_HP",
        )
    ],
    [ev(MLR, 2, "+20 dBm, 915 MHz, RFO_HP MLR-92S-U 98 115 mA")],
)
MLR_TX14_E = (
    [
        it(
            "MLR-92S-E",
            "supply_current",
            "mA",
            typ=27,
            hi=33,
            condition="TX +14 dBm, 868 MHz, RFO_LP",
        )
    ],
    [ev(MLR, 3, "+14 dBm, 868 MHz, RFO_LP MLR-92S-E 27 33 mA")],
)
MLR_PWR_E = (
    [it("MLR-92S-E", "tx_power", "dBm", typ=14, condition="maximum output power, MLR-92S-E")],
    [ev(MLR, 3, "MLR-92S-E +14 dBm"), ev(MLR, 1, "MLR-92S-E EU868 863 to 870 MHz +14 dBm")],
)
MLR_UART = (
    [it(MLR, "baud_rate", "bps", typ=115200, condition="LPUART1 AT host, default 115200 bps")],
    [
        ev(MLR, 3, "UART baud rate LPUART1 (AT host), 8N1 1200 115200 921600 bps"),
        ev(MLR, 3, "the AT firmware starts LPUART1 at 115200 bps (default)"),
    ],
)
MLR_I2C = (
    [
        it(MLR, "i2c_clock_frequency", "kHz", hi=100, condition="Standard-mode"),
        it(MLR, "i2c_clock_frequency", "kHz", hi=400, condition="Fast-mode"),
        it(MLR, "i2c_clock_frequency", "kHz", hi=1000, condition="Fast-mode Plus"),
    ],
    [
        ev(MLR, 3, "Standard-mode 100 kHz"),
        ev(MLR, 3, "Fast-mode 400 kHz"),
        ev(MLR, 3, "Fast-mode Plus 1000 kHz"),
    ],
)
MLR_ADC = (
    [it(MLR, "analog_input_range", "V", lo=0, condition="ADC input, VREF+ = VDD (max VDD)")],
    [ev(MLR, 3, "ADC input voltage range VREF+ = VDD 0 VDD V")],
)

# ------------------------------------------------------------------ BT-8325-C3
BT_IDD = (
    [
        it(
            BT,
            "supply_current",
            "nA",
            typ=45,
            hi=95,
            condition="time keeping, VDD = 3.0 V, TA = 25 °C",
        )
    ],
    [ev(BT, 2, "VDD = 3.0 V, TA = 25 °C 45(1) 95 nA")],
)
BT_VDD_I2C = (
    [
        it(
            BT,
            "supply_voltage",
            "V",
            lo=1.2,
            hi=5.5,
            condition="VDD, I2C-bus active (fSCL = 400 kHz)",
        )
    ],
    [ev(BT, 2, "I2C-bus active (fSCL = 400 kHz) 1.2 5.5 V")],
)
BT_FSCL = (
    [it(BT, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fSCL, VDD ≥ 1.2 V")],
    [ev(BT, 3, "fSCL SCL clock frequency VDD ≥ 1.2 V 0 400 kHz")],
)
BT_ADDR = (
    [it(BT, "i2c_address", values=["0x52"], condition="fixed 7-bit address 1010010b")],
    [
        ev(BT, 3, "The BT-8325-C3 responds to the 7-bit slave address 1010010b (52h)"),
        ev(BT, 3, "The address is fixed; only one BT-8325-C3 can be connected to one I2C-bus."),
    ],
)
BT_TEMP_QA = (
    [
        it(
            "BT-8325-C3 TA QA",
            "operating_temperature",
            "°C",
            lo=-40,
            hi=125,
            condition="TA QA (AEC-Q200) option",
        )
    ],
    [ev(BT, 1, "BT-8325-C3 TA QA ±5 ppm -40 to +125 °C AEC-Q200")],
)

# ------------------------------------------------------------------ LX3072E / LX3075E / LX3078E
LX_VCC = (
    [
        it(
            LX,
            "supply_voltage",
            "V",
            lo=4.75,
            hi=5.25,
            condition="+5V single supply (VCC = +5V ±5%)",
        )
    ],
    [ev(LX, 1, "+5V Single Supply Operation (4.75V to 5.25V)")],
)
LX_DI = (
    [
        it(LX, "input_high_voltage", "V", lo=2.0, condition="DE, DI, RE"),
        it(LX, "input_low_voltage", "V", hi=0.8, condition="DE, DI, RE"),
    ],
    [
        ev(LX, 2, "Input High Voltage VIH DE, DI, RE 2.0 V"),
        ev(LX, 2, "Input Low Voltage VIL DE, DI, RE 0.8 V"),
        ev(LX, 3, "The DI, DE and RE inputs have TTL-compatible thresholds (2.0V / 0.8V)"),
    ],
)
LX_RO = (
    [],
    [
        ev(LX, 2, "Receiver Output High Voltage VOH IO = -4mA, VID = -50mV VCC - 1.5 V"),
        ev(LX, 3, "its high level reaches VCC (5V)"),
    ],
)
LX75_RATE = (
    [it("LX3075E", "baud_rate", "Mbps", hi=2.5, condition="LX3075E guaranteed data rate")],
    [
        ev(LX, 1, "Guaranteed data rate (Mbps) 0.25 2.5 16"),
        ev(LX, 3, "Maximum Data Rate fMAX 250 2500 16000 kbps"),
    ],
)
LX78_ICC = (
    [
        it(
            "LX3078E",
            "supply_current",
            "uA",
            typ=520,
            hi=1000,
            condition="no load, DE = VCC, RE = 0, LX3078E",
        )
    ],
    [ev(LX, 2, "No load, DE = VCC, RE = 0, LX3078E 520 1000 µA")],
)
LX75C_TEMP = (
    [
        it(
            "LX3075ECSA",
            "operating_temperature",
            "°C",
            lo=0,
            hi=70,
            condition="LX3075ECSA (C grade)",
        )
    ],
    [ev(LX, 1, "LX3075ECSA 0°C to +70°C 8 SO 2.5Mbps")],
)

# ------------------------------------------------------------------ KSL28025
KSL_VCC = (
    [it(KSL, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VCC supply voltage range")],
    [ev(KSL, 3, "VCC Supply Voltage Range 3.0 5.5 V")],
)
KSL_FSCL = (
    [it(KSL, "i2c_clock_frequency", "kHz", hi=1000, condition="standard / fast / fast-mode plus")],
    [ev(KSL, 4, "fSCL SCL Clock Frequency Standard / Fast / Fast-mode Plus 1000 kHz")],
)
KSL_VIH_5V = (
    [it(KSL, "input_high_voltage", "V", lo=3.5, condition="SDA, SCL at VCC = 5 V (0.7 x VCC)")],
    [
        ev(KSL, 4, "VIH Input High Voltage SDA, SCL, A0, A1 0.7 x VCC 6.0 V"),
        ev(KSL, 4, "When the device runs from 5V, a logic high on SDA and SCL must exceed 3.5V"),
    ],
)
KSL_ADDRS = (
    [
        it(
            KSL,
            "i2c_address",
            values=[f"0x{a:02X}" for a in range(0x40, 0x50)],
            condition="A1/A0 each tied to GND, VCC, SDA or SCL",
        )
    ],
    [
        ev(KSL, 2, "GND GND 1000000 40h VCC GND 44h"),
        ev(KSL, 2, "GND SCL 1000011 43h VCC SCL 47h"),
        ev(
            KSL,
            2,
            "With A1 tied to SDA the addresses are 48h to 4Bh, and with A1 tied to SCL 4Ch to 4Fh",
        ),
    ],
)
KSL_VCM = (
    [
        it(
            KSL,
            "analog_input_range",
            "V",
            lo=0,
            hi=60,
            condition="common-mode input range VINP, VINM",
        ),
        it(KSL, "analog_input_range", "V", lo=0, hi=60, condition="bus voltage range VBUS"),
    ],
    [
        ev(KSL, 3, "VCM Common-Mode Input Range VINP, VINM 0 60 V"),
        ev(KSL, 3, "VBUS Bus Voltage Range Full scale 60V, LSB 4mV 0 60 V"),
    ],
)
KSL_CONV12 = (
    [
        it(
            KSL,
            "response_time",
            "ms",
            typ=0.072,
            hi=0.081,
            condition="conversion time, 12-bit, 1 sample",
        )
    ],
    [ev(KSL, 3, "12-bit, 1 sample 0.072 0.081 ms")],
)

# ------------------------------------------------------------------ KGS 2611
KGS_VH = (
    [it(KGS, "supply_voltage", "V", typ=5.0, condition="heater voltage VH, 5.0 ±0.2 V DC/AC")],
    [
        ev(KGS, 1, "Heater voltage VH 5.0±0.2V DC/AC"),
        ev(KGS, 2, "The heater must be supplied with 5.0V ±0.2V at all times during operation"),
    ],
)
KGS_IH = (
    [it(KGS, "supply_current", "mA", typ=56, condition="heater current IH, 56 ±5 mA")],
    [ev(KGS, 1, "Heater current IH 56±5mA")],
)
KGS_PH = (
    [it(KGS, "power_consumption", "mW", typ=280, condition="heater power PH, VH = 5.0 V DC")],
    [ev(KGS, 1, "Heater power PH 280mW VH=5.0V DC")],
)
KGS_RANGE_E = (
    [
        it(
            "KGS 2611-E00",
            "measurement_range",
            "ppm",
            lo=500,
            hi=10000,
            quantity="gas_concentration",
            condition="typical detection range, methane",
        )
    ],
    [ev(KGS, 1, "Typical detection range 500 ~ 10,000 ppm 500 ~ 10,000 ppm")],
)
KGS_WARM = (
    [it(KGS, "warm_up_time", "min", lo=2, condition="after power-on before reading")],
    [ev(KGS, 2, "Allow at least 2 minutes after power-on before reading the sensor")],
)
KGS_TEMP = (
    [it(KGS, "operating_temperature", "°C", lo=-10, hi=50, condition="ambient, up to 95 %RH")],
    [ev(KGS, 2, "The sensor may be operated at ambient temperatures between -10℃ and +50℃")],
)
KGS_RS = (
    [],
    [
        ev(KGS, 1, "Sensor resistance Rs 0.68 ~ 6.8kΩ in 5000ppm methane"),
        ev(KGS, 2, "The sensor output VRL is an analog voltage between 0V and VC"),
        ev(KGS, 1, "Rs = (VC / VRL - 1) x RL"),
    ],
)

# ------------------------------------------------------------------ HX2160
HX_VS = (
    [
        it(
            HX,
            "load_supply_voltage",
            "V",
            lo=4.75,
            hi=29,
            condition="VVS using internal 5V regulator",
        )
    ],
    [ev(HX, 3, "Supply voltage (using internal 5V regulator) VVS 4.75 29 V")],
)
HX_VIO = (
    [it(HX, "io_supply_voltage", "V", lo=3.0, hi=5.25, condition="VVIO I/O supply voltage")],
    [ev(HX, 3, "I/O supply voltage VVIO 3.00 5.25 V")],
)
HX_IRMS = (
    [
        it(HX, "output_current", "A", hi=1.4, condition="RMS motor coil current per coil"),
        it(
            HX,
            "peak_output_current",
            "A",
            hi=2.0,
            condition="peak output current per coil (sine wave peak)",
        ),
    ],
    [
        ev(HX, 3, "RMS motor coil current per coil (value for design guideline) IRMS 1.4 A"),
        ev(HX, 3, "Peak output current per motor coil output (sine wave peak) IOX 2.0 A"),
    ],
)
HX_STBY = (
    [
        it(
            HX,
            "standby_current",
            "mA",
            typ=1.8,
            hi=3,
            condition="IVS standby, PDN_UART high, motor off",
        )
    ],
    [ev(HX, 3, "Supply current, standby IVS PDN_UART high, motor off 1.8 3 mA")],
)
HX_LOGIC = (
    [],
    [
        ev(HX, 3, "Input voltage high level VINHI 0.7 VVIO VVIO+0.3 V"),
        ev(HX, 3, "Output voltage high level VOUTHI IOUTHI = -2mA VVIO-0.2 V"),
        ev(HX, 2, "DIAG 11 DO Diagnostics output, push-pull to VCC_IO, high active"),
    ],
)
HX_5VOUT = (
    [
        it(HX, "output_voltage", "V", lo=4.75, typ=4.9, hi=5.05, condition="5VOUT, I5VOUT = 10 mA"),
        it(
            HX,
            "output_current",
            "mA",
            hi=30,
            condition="5V regulator output current, internal + external load",
        ),
    ],
    [
        ev(HX, 3, "I5VOUT = 10mA 4.75 4.9 5.05 V"),
        ev(HX, 3, "5V regulator output current (internal + external load) I5VOUT 30 mA"),
    ],
)
