"""Reference facts of the eighty-ninth hold-out set, each read off the generated PDFs.

Every number below was copied from ``pdftotext -layout`` output of datasheets/*.pdf
(not from the generator). A fact is (items, evidence); questions_facts.py and
questions_compat.py combine them, so a compatibility reference lists the same rows a
factual reference does.
"""

from __future__ import annotations

from qkit import AD, GL, KP, MR, MX, RN, SR, WS, Fact, ev, it

# ------------------------------------------------------------------ WSC-41 CO2 module
WS_VDD: Fact = (
    [it(WS, "supply_voltage", "V", lo=2.4, typ=3.3, hi=5.5, condition="VDD, WSC-41")],
    [ev(WS, 1, "Supply voltage 1) VDD 2.4 3.3 5.5 V")],
)
WSL_VDD: Fact = (
    [it("WSC-41L", "supply_voltage", "V", lo=2.4, hi=3.6, condition="WSC-41L")],
    [ev(WS, 2, "Supply voltage range 2.4 – 5.5 V 2.4 – 3.6 V")],
)
WS_ADDR: Fact = (
    [it(WS, "i2c_address", values=["0x62"])],
    [ev(WS, 2, "Its 7-bit address is 0x62 and cannot be changed")],
)
WS_RANGE: Fact = (
    [
        it(
            WS,
            "measurement_range",
            "ppm",
            lo=400,
            hi=5000,
            quantity="gas_concentration",
            condition="CO2, specified range (output range 0 - 40,000 ppm)",
        )
    ],
    [ev(WS, 1, "Specified measurement range accuracy below applies 400 – 5,000 ppm")],
)
WS_PEAK5: Fact = (
    [it(WS, "supply_current", "mA", typ=115, hi=140, condition="peak, VDD = 5.0 V")],
    [ev(WS, 1, "VDD = 5.0 V 115 140 mA")],
)
WSL_RESP: Fact = (
    [it("WSC-41L", "response_time", "s", value=180, condition="63 %, periodic mode, WSC-41L")],
    [ev(WS, 2, "Response time (63 %), periodic mode 60 s 180 s")],
)

# ------------------------------------------------------------------ CB-MUX16
MXA_VCC: Fact = (
    [it("CB-MUX16-A", "supply_voltage", "V", lo=2.0, hi=6.0, condition="Rev A")],
    [ev(MX, 1, "Supply voltage VCC 2.0 – 6.0 1.65 – 5.5 V")],
)
MXB_VCC: Fact = (
    [it("CB-MUX16-B", "supply_voltage", "V", lo=1.65, hi=5.5, condition="Rev B")],
    [ev(MX, 1, "Supply voltage VCC 2.0 – 6.0 1.65 – 5.5 V")],
)
MXB_RON33: Fact = (
    [it("CB-MUX16-B", "on_resistance", "Ohm", typ=38, condition="typ., VCC = 3.3 V, Rev B")],
    [ev(MX, 1, "VCC = 3.3 V 95 38 Ω")],
)
MXA_RONMAX45: Fact = (
    [it("CB-MUX16-A", "on_resistance", "Ohm", hi=160, condition="max., VCC = 4.5 V, Rev A")],
    [ev(MX, 1, "ON resistance, max. RON VCC = 4.5 V 160 50 Ω")],
)
MXB_ABS: Fact = (
    [it("CB-MUX16-B", "abs_max_supply_voltage", "V", lo=-0.5, hi=6.5, condition="Rev B")],
    [ev(MX, 1, "VCC to GND, Rev B"), ev(MX, 1, "-0.5 V to +6.5 V")],
)
MXA_VIH45: Fact = (
    [it("CB-MUX16-A", "input_high_voltage", "V", lo=3.15, condition="VCC = 4.5 V, Rev A")],
    [ev(MX, 1, "Input high voltage, min. VIH VCC = 4.5 V 3.15 3.15 V")],
)
MXA_VIH33: Fact = (
    [it("CB-MUX16-A", "input_high_voltage", "V", lo=2.3, condition="VCC = 3.3 V, Rev A")],
    [ev(MX, 1, "VCC = 3.3 V 2.3 2.0 V")],
)
MX_NO12: Fact = (
    [],
    [
        ev(
            MX,
            2,
            "Can I switch a 12 V signal while the board runs from 5 V? No. Every channel pin must "
            "stay between GND and VCC",
        )
    ],
)
MX_33FAQ: Fact = (
    [],
    [ev(MX, 2, "Run the board from the controller's 3.3 V instead")],
)

# ------------------------------------------------------------------ KPT-UC153
KP_VIN: Fact = (
    [it(KP, "supply_voltage", "V", lo=7, hi=28, condition="input, KPT-UC153")],
    [ev(KP, 1, "VOLTAGE RANGE Note.4 7 ~ 28VDC 9 ~ 36VDC")],
)
KP_VOUT: Fact = (
    [it(KP, "output_voltage", "V", value=5.1)],
    [ev(KP, 1, "DC VOLTAGE 5.1V 5.1V")],
)
KP_IOUT: Fact = (
    [it(KP, "output_current", "A", hi=3, condition="rated, USB-C receptacle")],
    [ev(KP, 1, "RATED CURRENT 3A 3A")],
)
KP_NOLOAD: Fact = (
    [it(KP, "quiescent_current", "mA", value=8, condition="no load, 12 VDC input")],
    [ev(KP, 1, "NO LOAD CURRENT 8mA @12VDC 6mA @24VDC")],
)
KP_HEADER: Fact = (
    [it(KP, "output_current", "A", hi=2, condition="5V header J3, total")],
    [ev(KP, 1, "2A in total; the full 3A is only available through the USB-C receptacle.")],
)
KPW_ABS: Fact = (
    [it("KPT-UC153W", "abs_max_supply_voltage", "V", hi=40, condition="max. input, non-operating")],
    [ev(KP, 1, "MAX. INPUT (non-operating) 30VDC 40VDC")],
)
KP_PI5: Fact = (
    [],
    [ev(KP, 2, "Raspberry Pi 5: the Pi 5 asks its supply for 5A over USB Power Delivery.")],
)
KP_LEADACID: Fact = (
    [],
    [
        ev(
            KP,
            2,
            "a 3S Li-ion pack (9 ~ 12.6V) and a 12V lead-acid battery are inside the KPT-UC153 input range",
        )
    ],
)

# ------------------------------------------------------------------ MRS-LW1
MR_BAND: Fact = (
    [it(MR, "frequency_band", "MHz", lo=863, hi=870, condition="EU868")],
    [ev(MR, 1, "Frequency range EU868 863 870 MHz")],
)
MR_BAUD: Fact = (
    [it(MR, "baud_rate", "bps", value=9600, condition="default")],
    [ev(MR, 2, "The UART works at 9600 bps, 8 data bits, no parity, 1 stop bit out of the box.")],
)
MR_VCC: Fact = (
    [it(MR, "supply_voltage", "V", lo=2.1, typ=3.3, hi=3.6)],
    [ev(MR, 1, "Supply voltage VCC 2.1 3.3 3.6 V")],
)
MR_VCC14: Fact = (
    [it(MR, "supply_voltage", "V", lo=2.7, hi=3.6, condition="for full +14 dBm output")],
    [ev(MR, 1, "Supply voltage for full +14 dBm output 2.7 3.6 V")],
)
MR_TXI: Fact = (
    [it(MR, "supply_current", "mA", typ=44, hi=52, condition="TX at +14 dBm")],
    [ev(MR, 1, "TX current +14 dBm 44 52 mA")],
)
MR_SENS: Fact = (
    [it(MR, "rx_sensitivity", "dBm", value=-137, condition="SF12, 125 kHz")],
    [ev(MR, 1, "Receiver sensitivity SF12, 125 kHz -137 dBm")],
)
MR_60MA: Fact = (
    [],
    [ev(MR, 2, "Peak current during transmit: size the supply for at least 60 mA.")],
)
MR_NOT5V: Fact = (
    [],
    [ev(MR, 2, "TX and RX are 3.3 V signals and are not 5 V tolerant")],
)

# ------------------------------------------------------------------ TS-SSR2
SR_LOADV: Fact = (
    [it(SR, "contact_voltage", "V", lo=75, hi=264, condition="AC, 50/60 Hz")],
    [ev(SR, 1, "75 – 264 AC, 50/60 Hz V Load voltage")],
)
SR_LOADI: Fact = (
    [it(SR, "contact_current", "A", hi=2, condition="per channel, resistive, Ta <= 40 °C")],
    [ev(SR, 1, "2 (resistive, Ta ≤ 40 °C) A Load current per channel")],
)
SR_VCC05: Fact = (
    [it("TS-SSR2-05", "supply_voltage", "V", lo=4.5, hi=5.5, condition="DC+, TS-SSR2-05")],
    [ev(SR, 1, "4.5 – 5.5 10.8 – 13.2 V Board supply voltage (DC+)")],
)
SR_VCC12: Fact = (
    [it("TS-SSR2-12", "supply_voltage", "V", lo=10.8, hi=13.2, condition="DC+, TS-SSR2-12")],
    [ev(SR, 1, "4.5 – 5.5 10.8 – 13.2 V Board supply voltage (DC+)")],
)
SR_I60: Fact = (
    [it(SR, "contact_current", "A", hi=1.2, condition="per channel at 60 °C ambient")],
    [
        ev(SR, 1, "40 °C 50 °C 60 °C 70 °C 80 °C"),
        ev(SR, 1, "Load current (A) 2.0 1.6 1.2 0.9 0.6"),
    ],
)
SR_ON05: Fact = (
    [
        it(
            "TS-SSR2-05",
            "input_low_voltage",
            "V",
            hi=1.5,
            condition="input turns channel ON (active low)",
        )
    ],
    [ev(SR, 1, "≤ 1.5 ≤ 4.0 V Input turns channel ON at")],
)
SR_OFF05: Fact = (
    [it("TS-SSR2-05", "input_high_voltage", "V", lo=3.0, condition="input turns channel OFF")],
    [ev(SR, 1, "≥ 3.0 ≥ 9.5 V Input turns channel OFF at")],
)
SR_OFF12: Fact = (
    [it("TS-SSR2-12", "input_high_voltage", "V", lo=9.5, condition="input turns channel OFF")],
    [ev(SR, 1, "≥ 3.0 ≥ 9.5 V Input turns channel OFF at")],
)
SR_33NOTE: Fact = (
    [],
    [
        ev(
            SR,
            2,
            "A 3.3 V high level is above its OFF threshold. On the TS-SSR2-12 a 3.3 V high keeps the channel ON.",
        )
    ],
)
SR_ACONLY: Fact = (
    [],
    [ev(SR, 2, "AC loads only. A triac does not turn off on DC")],
)

# ------------------------------------------------------------------ ADS-154T
AD_VCC: Fact = (
    [it(AD, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.0, condition="module VCC, on-board LDO")],
    [ev(AD, 1, "VCC on-board LDO 3.0 3.3 5.0 V Module supply voltage")],
)
AD_SPI: Fact = (
    [it(AD, "spi_clock_frequency", "MHz", hi=62.5, condition="write")],
    [ev(AD, 2, "i.e. an SPI clock of up to 62.5 MHz for writes and 6.6 MHz for reads.")],
)
AD_VINMAX: Fact = (
    [it(AD, "abs_max_input_voltage", "V", lo=-0.3, hi=3.6, condition="logic pins")],
    [ev(AD, 1, "Logic input VIN -0.3 ~ 3.6 V (SCL, SDA, RES, DC, CS, BLK)")],
)
AD_VIH: Fact = (
    [it(AD, "input_high_voltage", "V", lo=2.3, hi=3.3, condition="IOVCC = 3.3 V")],
    [ev(AD, 1, "VIH IOVCC = 3.3 V 2.3 3.3 V")],
)
AD_IF: Fact = (
    [it(AD, "interface", values=["SPI"])],
    [ev(AD, 1, "Interface 4-wire SPI (-C), 3 + D/C SPI without CS (-N)")],
)
AD_NOTE: Fact = (
    [],
    [ev(AD, 1, "The logic pins are not level shifted")],
)

# ------------------------------------------------------------------ SK-RAIN2
RN_VCC: Fact = (
    [it(RN, "supply_voltage", "V", lo=3.3, hi=5.5)],
    [ev(RN, 1, "Supply (VCC pin): 3.3 V to 5.5 V DC")],
)
RN_AO33: Fact = (
    [it(RN, "analog_output_voltage", "V", lo=0.25, hi=2.6, condition="AO dry to wet, VCC = 3.3 V")],
    [ev(RN, 2, "3.3 V 0.25 V 2.6 V 3.3 V 0.1 V 3 mA")],
)
RN_HEATER: Fact = (
    [it(RN, "power_consumption", "W", value=1.8, condition="plate heater, 12 V DC")],
    [ev(RN, 1, "Plate heater (HTR pins, link LK1 fitted): 12 V DC, 150 mA, 1.8 W")],
)

# ------------------------------------------------------------------ GLA-12
GL_VCC: Fact = (
    [it(GL, "supply_voltage", "V", lo=10.8, typ=12, hi=13.2)],
    [ev(GL, 1, "Supply voltage 12 V DC ±10 % (10.8 – 13.2 V)")],
)
GL_I100: Fact = (
    [it("GLA-12-100", "supply_current", "A", value=3.2, condition="full load, GLA-12-100")],
    [ev(GL, 1, "Current, full load 1.8 A 2.6 A 3.2 A")],
)
GL_IP: Fact = (
    [it(GL, "ip_rating", values=["IP54"])],
    [ev(GL, 1, "Protection class IP54 (housing and cable gland)")],
)
GL_24V: Fact = (
    [],
    [ev(GL, 2, "Can I run it from 24 V to go faster? No.")],
)
GL_BATT: Fact = (
    [],
    [ev(GL, 2, "or use a 12 V lead-acid battery")],
)
