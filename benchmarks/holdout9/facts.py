"""Reference facts of the ninth hold-out set, each defined once.

A fact is (items, evidence); every number was read off ``pdftotext -layout`` of
the generated page it cites. Where a family sheet has sibling versions, the fact
is named after the version and lists only that version's row.
"""

from __future__ import annotations

from qkit import KDP, KIWI, KJX, KSM, LPS, LUFT, PVD, TXR, Fact, ev, it


def fact(items: list, *evidence: tuple[str, int, str]) -> Fact:
    return items, [ev(d, p, quote) for d, p, quote in evidence]


# ------------------------------------------------------------- KJX31856
KJX_VDD = fact(
    [it(KJX, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="V+, recommended")],
    (KJX, 2, "Supply Voltage V+ 3.0 3.3 3.6 V"),
)
KJX_ABS = fact(
    [it(KJX, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0, condition="V+, absolute maximum")],
    (KJX, 2, "Supply Voltage V+ -0.3 to +4.0 V"),
)
KJX_ABS_MAX = fact(
    [it(KJX, "abs_max_supply_voltage", "V", hi=4.0, condition="V+, absolute maximum")],
    (KJX, 2, "Supply Voltage V+ -0.3 to +4.0 V"),
)
KJX_ICC = fact(
    [it(KJX, "supply_current", "mA", typ=0.9, hi=1.5, condition="ICC, no load")],
    (KJX, 2, "Supply Current ICC No load - 0.9 1.5 mA"),
)
KJX_ACC_700 = fact(
    [
        it(
            KJX,
            "accuracy",
            "°C",
            lo=-2.0,
            hi=2.0,
            quantity="temperature",
            condition="thermocouple -200 to +700 °C, Ta -20 to +85 °C",
        )
    ],
    (KJX, 2, "TTC=-200 to +700°C, Ta=-20 to +85°C -2.0 - +2.0"),
)
KJX_ACC_WIDE = fact(
    [
        it(
            KJX,
            "accuracy",
            "°C",
            lo=-6.0,
            hi=6.0,
            quantity="temperature",
            condition="thermocouple -270 to +1372 °C, Ta -40 to +125 °C",
        )
    ],
    (KJX, 2, "TTC=-270 to +1372°C, Ta=-40 to +125°C -6.0 - +6.0"),
)
KJX_RES = fact(
    [it(KJX, "resolution", "°C", value=0.25, quantity="temperature", condition="thermocouple")],
    (KJX, 1, "Resolution 14bit, 0.25°C"),
)
KJX_SCK = fact(
    [it(KJX, "spi_clock_frequency", "MHz", hi=5, condition="fSCK")],
    (KJX, 3, "Serial Clock Frequency fSCK - - 5 MHz"),
)
KJX_TOPR = fact(
    [it(KJX, "operating_temperature", "°C", lo=-40, hi=125)],
    (KJX, 2, "Operating Temperature Topr -40 to +125 °C"),
)
KJX_VOH = fact([], (KJX, 3, "Output High Voltage VOH ISOURCE=1.6mA V+ -0.4"))

# ------------------------------------------------------------- KDP4361
KDP_VDD = fact(
    [it(KDP, "supply_voltage", "V", lo=2.7, hi=5.5, condition="recommended")],
    (KDP, 2, "VDD Supply Voltage 2.7 5.5 V"),
)
KDP_ISB = fact(
    [it(KDP, "standby_current", "uA", typ=0.3, hi=1, condition="SCL = SDA = VDD")],
    (KDP, 2, "ISB Standby Current SCL = SDA = VDD 0.3 1 µA"),
)
KDP_IDD = fact(
    [it(KDP, "supply_current", "uA", typ=60, hi=100, condition="fSCL = 400 kHz, VDD = 5.5 V")],
    (KDP, 2, "IDD Supply Current"),
    (KDP, 2, "60 100 µA"),
)
KDP_SCL = fact(
    [it(KDP, "i2c_clock_frequency", "kHz", lo=0, hi=400)],
    (KDP, 2, "fSCL SCL Clock Frequency 0 400 kHz"),
)
KDP_ADDR = fact(
    [it(KDP, "i2c_address", values=["0x2C", "0x2D", "0x2E", "0x2F"], condition="A1, A0")],
    (KDP, 3, "0 0 0101100 (2Ch)"),
    (KDP, 3, "0 1 0101101 (2Dh)"),
    (KDP, 3, "1 0 0101110 (2Eh)"),
    (KDP, 3, "1 1 0101111 (2Fh)"),
)
KDP_ADDR_01 = fact(
    [it(KDP, "i2c_address", values=["0x2D"], condition="A1 = 0, A0 = 1")],
    (KDP, 3, "0 1 0101101 (2Dh)"),
)
KDP_ADDR_00 = fact(
    [it(KDP, "i2c_address", values=["0x2C"], condition="A1 = 0, A0 = 0")],
    (KDP, 3, "0 0 0101100 (2Ch)"),
)
KDP_RES = fact(
    [it(KDP, "resolution", "bit", value=8)],
    (KDP, 2, "N Resolution 8 Bits"),
)
KDP_IW = fact(
    [it(KDP, "output_current", "mA", lo=-2, hi=2, condition="continuous wiper current")],
    (KDP, 2, "IW Continuous Wiper Current -2 +2 mA"),
)
KDP_TERM = fact(
    [],
    (KDP, 2, "VTERM Terminal Voltage (RH, RL, RW) 0 VDD V"),
    (KDP, 2, "VRH, VRL, VRW Terminal Voltage -0.3 VDD +0.3 V"),
)
KDP_VIN_ABS = fact(
    [it(KDP, "abs_max_input_voltage", "V", lo=-0.3, hi=7.0, condition="SDA, SCL, A0, A1")],
    (KDP, 2, "VIN Digital Input Voltage (SDA, SCL, A0, A1) -0.3 7.0 V"),
)
KDP_LEVELS = fact(
    [],
    (KDP, 2, "VIH Input High Voltage SDA, SCL, A0, A1 0.7 x VDD V"),
    (KDP, 3, "SDA and SCL may be pulled up to 5V while the KDP4361 runs from 3.3V"),
)

# ------------------------------------------------------------- LPS-9960
LPS_VDD = fact(
    [it(LPS, "supply_voltage", "V", lo=2.4, typ=3.0, hi=3.6, condition="recommended")],
    (LPS, 2, "Supply Voltage VDD 2.4 3.0 3.6 V"),
)
LPS_ADDR_01 = fact(
    [it("LPS-9960-01", "i2c_address", values=["0x29"])],
    (LPS, 1, "LPS-9960-01 0x29"),
)
LPS_ADDR_02 = fact(
    [it("LPS-9960-02", "i2c_address", values=["0x2D"])],
    (LPS, 1, "LPS-9960-02 0x2D"),
)
LPS_ISB = fact(
    [it(LPS, "standby_current", "uA", typ=1, hi=5, condition="shutdown, no I2C activity")],
    (LPS, 2, "Standby Current 1 5 µA Shutdown, no I2C activity"),
)
LPS_IACT_BOTH = fact(
    [it(LPS, "supply_current", "uA", typ=300, condition="ALS and PS active, excl. IR LED")],
    (LPS, 2, "300 ALS and PS active (Note 1)"),
)
LPS_SCL = fact(
    [it(LPS, "i2c_clock_frequency", "kHz", lo=1, hi=400)],
    (LPS, 2, "SCL Clock Frequency fSCL 1 400 kHz"),
)
LPS_TOPE_MAX = fact(
    [it(LPS, "operating_temperature", "°C", hi=70, condition="recommended")],
    (LPS, 2, "Operating Temperature Tope -30 70 °C"),
)
LPS_RANGE = fact(
    [it(LPS, "measurement_range", "lx", lo=0.01, hi=64000, quantity="illuminance")],
    (LPS, 2, "ALS Dynamic Range 0.01 64k lux"),
)
LPS_LED = fact(
    [it(LPS, "peak_output_current", "mA", lo=5, hi=100, condition="IR LED pulse current")],
    (LPS, 2, "LED Pulse Current 5 100 mA"),
)
LPS_VLEDA = fact(
    [it(LPS, "supply_voltage", "V", lo=3.0, hi=4.5, condition="IR LED anode supply VLEDA")],
    (LPS, 2, "IR LED Anode Supply Voltage VLEDA 3.0 4.5 V"),
)
LPS_PINS_ABS = fact(
    [it(LPS, "abs_max_input_voltage", "V", lo=-0.5, hi=3.8, condition="SCL, SDA, INT")],
    (LPS, 1, "Digital Voltage Range (SCL, SDA, INT) -0.5 to 3.8 V"),
    (LPS, 2, "The SCL, SDA and INT pins are not over-voltage tolerant"),
)
LPS_VIH = fact(
    [
        it(LPS, "input_high_voltage", "V", lo=1.5),
        it(LPS, "input_low_voltage", "V", hi=0.4),
    ],
    (LPS, 2, "Input High Voltage VIH 1.5 V"),
    (LPS, 2, "Input Low Voltage VIL 0.4 V"),
)

# ------------------------------------------------------------- LUFT-S2
LUFT_VDD = fact(
    [it(LUFT, "supply_voltage", "V", lo=4.5, hi=5.25)],
    (LUFT, 2, "4.5 – 5.25 V DC, maximum rating 5.5 V"),
)
LUFT_ABS = fact(
    [it(LUFT, "abs_max_supply_voltage", "V", hi=5.5)],
    (LUFT, 2, "4.5 – 5.25 V DC, maximum rating 5.5 V"),
)
LUFT_IPEAK = fact(
    [it(LUFT, "supply_current", "mA", hi=300, condition="peak, lamp pulse 50 ms")],
    (LUFT, 2, "Peak current 300 mA (lamp pulse, 50 ms)"),
)
LUFT_IAVG = fact(
    [it(LUFT, "supply_current", "mA", hi=25, condition="average")],
    (LUFT, 2, "Average current < 25 mA"),
)
LUFT_RANGE_05K = fact(
    [it("LUFT-S2-05K", "measurement_range", "ppm", lo=0, hi=5000, quantity="gas_concentration")],
    (LUFT, 1, "LUFT-S2-05K: 0 – 5000 ppm"),
)
LUFT_BAUD = fact(
    [it(LUFT, "baud_rate", "bps", value=9600)],
    (LUFT, 2, "UART, Modbus RTU, 9600 baud"),
)
LUFT_TOPR = fact(
    [it(LUFT, "operating_temperature", "°C", lo=0, hi=50)],
    (LUFT, 1, "Operating temperature 0 – 50 °C"),
)
LUFT_RH = fact(
    [it(LUFT, "operating_humidity", "%RH", lo=0, hi=85)],
    (LUFT, 1, "Operating humidity 0 – 85 %RH, non-condensing"),
)
LUFT_T90 = fact(
    [it(LUFT, "response_time", "s", hi=120, condition="T90, diffusion")],
    (LUFT, 1, "Response time (T90) < 120 s, diffusion"),
)
LUFT_UART = fact(
    [],
    (LUFT, 2, "TxD: 3.3 V push-pull output"),
    (LUFT, 2, "RxD: 3.3 V input, 5 V tolerant, internal 100 kΩ pull-up"),
)
LUFT_AL = fact(
    [
        it(LUFT, "output_current", "mA", hi=50, condition="alarm output AL sink"),
        it(LUFT, "abs_max_input_voltage", "V", hi=24, condition="alarm output AL, open collector"),
    ],
    (LUFT, 2, "Maximum 24 V DC, ≤ 50 mA sink"),
    (LUFT, 2, "Open collector, active (low) above 1000 ppm"),
)

# ------------------------------------------------------------- TXR-433
TXR_LV_VCC = fact(
    [it("TXR-433-LV", "supply_voltage", "V", lo=2.1, typ=3.0, hi=3.6)],
    (TXR, 2, "Operating Voltage VCC 2.1 3.0 3.6"),
)
TXR_LV_ABS = fact(
    [it("TXR-433-LV", "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0)],
    (TXR, 1, "-0.3 to +4.0 VDC"),
)
TXR_HV_VCC = fact(
    [it("TXR-433-HV", "supply_voltage", "V", lo=3.0, hi=12.0)],
    (TXR, 2, "Operating Voltage VCC 2.1 3.0 3.6 3.0 12.0 VDC"),
)
TXR_LV_ICC = fact(
    [it("TXR-433-LV", "supply_current", "mA", typ=7.5, hi=9.0, condition="VCC = 3.0 V")],
    (TXR, 2, "Supply Current ICC 7.5 9.0 14 22 mA"),
)
TXR_HV_ICC = fact(
    [it("TXR-433-HV", "supply_current", "mA", typ=14, hi=22, condition="VCC = 12.0 V")],
    (TXR, 2, "Supply Current ICC 7.5 9.0 14 22 mA"),
)
TXR_HV_ICC5 = fact(
    [it("TXR-433-HV", "supply_current", "mA", typ=9, condition="VCC = 5.0 V")],
    (TXR, 2, "At VCC = 5.0V the"),
    (TXR, 2, "TXR-433-HV draws 9mA typical"),
)
TXR_LV_PO = fact(
    [it("TXR-433-LV", "tx_power", "dBm", typ=6)],
    (TXR, 2, "Output Power PO +6 +10(3) dBm"),
)
TXR_HV_PO5 = fact(
    [it("TXR-433-HV", "tx_power", "dBm", typ=4, condition="VCC = 5.0 V")],
    (TXR, 2, "+4dBm at VCC = 5.0V"),
)
TXR_HV_RATE = fact(
    [it("TXR-433-HV", "data_rate", "bps", hi=5000)],
    (TXR, 2, "Data Rate 10,000 5,000 bps"),
)
TXR_LV_RATE = fact(
    [it("TXR-433-LV", "data_rate", "bps", hi=10000)],
    (TXR, 2, "Data Rate 10,000 5,000 bps"),
)
TXR_FREQ = fact(
    [it(TXR, "frequency_band", "MHz", value=433.92)],
    (TXR, 2, "Transmit Frequency FC 433.92 433.92 MHz"),
)
TXR_LV_PDN = fact(
    [it("TXR-433-LV", "standby_current", "uA", typ=1.2, hi=5.0, condition="power-down")],
    (TXR, 2, "Power-Down Current IPDN 1.2 5.0"),
)
TXR_HV_VIH = fact(
    [it("TXR-433-HV", "input_high_voltage", "V", lo=2.5)],
    (TXR, 2, "Logic High VIH 1.6 2.5 VDC"),
)
TXR_LV_VIH = fact(
    [it("TXR-433-LV", "input_high_voltage", "V", lo=1.6)],
    (TXR, 2, "Logic High VIH 1.6 2.5 VDC"),
)
TXR_HV_DATA_ABS = fact(
    [it("TXR-433-HV", "abs_max_input_voltage", "V", lo=-0.3, hi=6.0, condition="DATA input")],
    (TXR, 1, "-0.3 to +6.0 VDC"),
)

# ------------------------------------------------------------- PVD36V3Fx
PVD_F5_VIN = fact(
    [it("PVD36V3F5", "supply_voltage", "V", lo=5.6, hi=36)],
    (PVD, 1, "Minimum input voltage 4.0V 5.6V 9.7V 12.8V"),
    (PVD, 1, "Maximum input voltage 36V 36V 36V 36V"),
)
PVD_F3_VIN = fact(
    [it("PVD36V3F3", "supply_voltage", "V", lo=4.0, hi=36)],
    (PVD, 1, "Minimum input voltage 4.0V 5.6V 9.7V 12.8V"),
    (PVD, 1, "Maximum input voltage 36V 36V 36V 36V"),
)
PVD_F9_VIN = fact(
    [it("PVD36V3F9", "supply_voltage", "V", lo=9.7, hi=36)],
    (PVD, 1, "Minimum input voltage 4.0V 5.6V 9.7V 12.8V"),
    (PVD, 1, "Maximum input voltage 36V 36V 36V 36V"),
)
PVD_F5_VOUT = fact(
    [it("PVD36V3F5", "output_voltage", "V", value=5)],
    (PVD, 1, "Output voltage 3.3V 5V 9V 12V"),
)
PVD_F3_VOUT = fact(
    [it("PVD36V3F3", "output_voltage", "V", value=3.3)],
    (PVD, 1, "Output voltage 3.3V 5V 9V 12V"),
)
PVD_F9_VOUT = fact(
    [it("PVD36V3F9", "output_voltage", "V", value=9)],
    (PVD, 1, "Output voltage 3.3V 5V 9V 12V"),
)
PVD_F5_IOUT = fact(
    [
        it(
            "PVD36V3F5",
            "output_current",
            "A",
            hi=3.2,
            condition="typical max. continuous, 12 V input",
        )
    ],
    (PVD, 1, "3.4A 3.2A 2.9A 2.6A"),
)
PVD_F3_IOUT = fact(
    [
        it(
            "PVD36V3F3",
            "output_current",
            "A",
            hi=3.4,
            condition="typical max. continuous, 12 V input",
        )
    ],
    (PVD, 1, "3.4A 3.2A 2.9A 2.6A"),
)
PVD_F12_IOUT = fact(
    [
        it(
            "PVD36V3F12",
            "output_current",
            "A",
            hi=2.6,
            condition="typical max. continuous, 24 V input",
        )
    ],
    (PVD, 1, "3.4A 3.2A 2.9A 2.6A"),
)
PVD_F3_IQ = fact(
    [it("PVD36V3F3", "quiescent_current", "mA", typ=0.9, condition="no load, 12 V input")],
    (PVD, 1, "0.9mA 1.1mA 1.6mA 2.0mA"),
)
PVD_TOPR = fact(
    [it(PVD, "operating_temperature", "°C", lo=-40, hi=85)],
    (PVD, 1, "Operating temperature: -40°C to +85°C"),
)
PVD_DROP_1A = fact(
    [it(PVD, "dropout_voltage", "V", typ=0.7, condition="1 A load")],
    (PVD, 3, "0.7V at 1A"),
)
PVD_ACC = fact([], (PVD, 1, "Fixed output with ±4% accuracy"))
PVD_PG = fact(
    [],
    (PVD, 2, "The PG output is open drain with a 100kΩ pull-up to VOUT"),
)

# ------------------------------------------------------------- KSM-CAP
KSM_VCC = fact(
    [it(KSM, "supply_voltage", "V", lo=3.3, hi=5.5)],
    (KSM, 1, "Operating Voltage: 3.3 ~ 5.5 VDC"),
)
KSM_VOUT = fact(
    [it(KSM, "analog_output_voltage", "V", lo=0, hi=3.0)],
    (KSM, 1, "Output Voltage: 0 ~ 3.0 VDC"),
)
KSM_ICC = fact(
    [it(KSM, "supply_current", "mA", typ=5)],
    (KSM, 1, "Operating Current: 5mA"),
)

# ------------------------------------------------------------- KIWI-2040
KIWI_VSYS = fact(
    [it(KIWI, "supply_voltage", "V", lo=1.8, hi=5.5, condition="VSYS")],
    (KIWI, 2, "VSYS 1.8 5.5 V Buck-boost input"),
)
KIWI_VBUS = fact(
    [it(KIWI, "supply_voltage", "V", lo=4.75, hi=5.25, condition="VBUS")],
    (KIWI, 2, "VBUS 4.75 5.25 V Depends on USB host"),
)
KIWI_3V3 = fact(
    [
        it(KIWI, "output_voltage", "V", value=3.3, condition="3V3(OUT)"),
        it(KIWI, "output_current", "mA", hi=300, condition="3V3(OUT), for external circuits"),
    ],
    (KIWI, 1, "3V3(OUT) 3.3V output"),
    (KIWI, 2, "draw"),
    (KIWI, 2, "no more than 300mA from it for external circuits"),
)
KIWI_3V3_I = fact(
    [it(KIWI, "output_current", "mA", hi=300, condition="3V3(OUT), for external circuits")],
    (KIWI, 2, "no more than 300mA from it for external circuits"),
)
KIWI_I2C = fact(
    [it(KIWI, "i2c_clock_frequency", "kHz", hi=1000)],
    (KIWI, 2, "fast mode plus (1000kHz)"),
)
KIWI_SPI = fact(
    [it(KIWI, "spi_clock_frequency", "MHz", hi=62.5)],
    (KIWI, 2, "The SPI"),
    (KIWI, 2, "controllers run at up to 62.5MHz in master mode"),
)
KIWI_DORMANT = fact(
    [it(KIWI, "standby_current", "mA", typ=0.8, condition="dormant, VBUS = 5 V")],
    (KIWI, 2, "Dormant 0.8 mA All clocks stopped"),
)
KIWI_ADC_RES = fact(
    [it(KIWI, "resolution", "bit", value=12, condition="ADC")],
    (KIWI, 2, "12-bit SAR ADC"),
)
KIWI_ADC_RANGE = fact(
    [it(KIWI, "analog_input_range", "V", lo=0, hi=3.3)],
    (KIWI, 2, "so the input range is 0V to 3.3V"),
)
KIWI_VOH = fact(
    [it(KIWI, "output_high_voltage", "V", lo=2.62, condition="IOH = 4 mA")],
    (KIWI, 2, "Output Voltage High VOH 2.62 V IOH = 4mA"),
)
KIWI_VIH = fact(
    [
        it(KIWI, "input_high_voltage", "V", lo=2.0),
        it(KIWI, "input_low_voltage", "V", hi=0.8),
    ],
    (KIWI, 2, "Input Voltage High VIH 2.0 V"),
    (KIWI, 2, "Input Voltage Low VIL 0.8 V"),
)
KIWI_VOL = fact(
    [it(KIWI, "output_low_voltage", "V", hi=0.5, condition="IOL = 4 mA")],
    (KIWI, 2, "Output Voltage Low VOL 0.5 V IOL = 4mA"),
)
KIWI_NOT5V = fact(
    [],
    (KIWI, 2, "The GPIO pins are not 5V tolerant"),
    (KIWI, 2, "Pin Input Voltage VPIN -0.5 IOVDD + 0.5 V"),
)
KIWI_TOPR = fact(
    [it(KIWI, "operating_temperature", "°C", lo=-20, hi=85)],
    (KIWI, 2, "Operating Temp -20 +85 °C Board ambient"),
)
KIWI_UART = fact(
    [it(KIWI, "baud_rate", "bps", hi=921600)],
    (KIWI, 2, "baud rates up to 921600 baud"),
)
