"""Reference facts of the twenty-second hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import CM, CT, DM, EC, FL, GM, LX, TD, Fact, ev, it

# --------------------------------------------------------------------------- LX1602
LX_Q_VDD = "Supply voltage VDD - 4.5～5.5 3.0～3.6 V"
LX_VDD_A: Fact = (
    [it("LX1602A-5", "supply_voltage", "V", lo=4.5, hi=5.5, condition="LX1602A-5")],
    [ev(LX, 1, LX_Q_VDD)],
)
LX_VDD_B: Fact = (
    [it("LX1602B-3", "supply_voltage", "V", lo=3.0, hi=3.6, condition="LX1602B-3")],
    [ev(LX, 1, LX_Q_VDD)],
)
LX_NO3V3: Fact = (
    [],
    [ev(LX, 2, "The LX1602A-5 must not be powered from 3.3 V")],
)
LX_ABSMAX: Fact = (
    [it(LX, "abs_max_supply_voltage", "V", hi=7.0, condition="VDD abs max")],
    [ev(LX, 1, "Supply voltage for logic VDD -0.3 7.0 V")],
)
LX_TOP: Fact = (
    [it(LX, "operating_temperature", "°C", lo=-20, hi=70, condition="in abs max table")],
    [ev(LX, 1, "Operating temperature TOP -20 +70")],
)
LX_TST: Fact = (
    [it(LX, "storage_temperature", "°C", lo=-30, hi=80)],
    [ev(LX, 1, "Storage temperature TST -30 +80")],
)
LX_Q_IDD = "IDD VDD = typ. 1.5 1.2 mA"
LX_IDD_A: Fact = (
    [it("LX1602A-5", "supply_current", "mA", typ=1.5, condition="backlight off")],
    [ev(LX, 1, LX_Q_IDD)],
)
LX_IDD_B: Fact = (
    [it("LX1602B-3", "supply_current", "mA", typ=1.2, condition="backlight off")],
    [ev(LX, 1, LX_Q_IDD)],
)
LX_FSCL: Fact = (
    [it(LX, "i2c_clock_frequency", "kHz", hi=100, condition="both versions")],
    [ev(LX, 2, "I2C clock frequency fSCL max. 100 100 kHz")],
)
LX_Q_ADDR = "I2C slave address - 7-bit 0x27 0x3F"
LX_ADDR_A: Fact = (
    [it("LX1602A-5", "i2c_address", values=["0x27"])],
    [ev(LX, 2, LX_Q_ADDR)],
)
LX_ADDR_B: Fact = (
    [it("LX1602B-3", "i2c_address", values=["0x3F"])],
    [ev(LX, 2, LX_Q_ADDR)],
)
LX_OPTICAL = [ev(LX, 2, "Optical characteristics (viewing angle, response time) are not specified")]

# --------------------------------------------------------------------------- QTDS-01
TD_VDD_A: Fact = (
    [it("QTDS-01A", "supply_voltage", "V", lo=3.3, hi=5.5, condition="analog board")],
    [ev(TD, 1, "QTDS-01A (analog board) Input voltage：3.3～5.5V")],
)
TD_VDD_I: Fact = (
    [it("QTDS-01I", "supply_voltage", "V", lo=3.3, hi=5.0, condition="I2C board")],
    [ev(TD, 1, "QTDS-01I (I2C board) Input voltage：3.3～5.0V")],
)
TD_AOUT: Fact = (
    [it("QTDS-01A", "analog_output_voltage", "V", lo=0, hi=2.3)],
    [ev(TD, 1, "Output voltage：0～2.3V")],
)
TD_IDD_A: Fact = (
    [it("QTDS-01A", "supply_current", "mA", lo=3, hi=6)],
    [ev(TD, 1, "Working current：3～6mA")],
)
TD_IDD_I: Fact = (
    [it("QTDS-01I", "supply_current", "mA", hi=8)],
    [ev(TD, 1, "Working current：8mA (max)")],
)
TD_ADDR: Fact = (
    [it("QTDS-01I", "i2c_address", values=["0x27"])],
    [ev(TD, 1, "Interface：I2C, address 0x27 (fixed)")],
)
TD_FSCL: Fact = (
    [it("QTDS-01I", "i2c_clock_frequency", "kHz", value=100)],
    [ev(TD, 1, "I2C rate：100kHz")],
)
TD_TOP: Fact = (
    [it(TD, "operating_temperature", "°C", lo=-10, hi=60, condition="module")],
    [ev(TD, 1, "Module working temperature：-10～60℃")],
)
TD_PROBE = [ev(TD, 2, "The probe must not be used in water above 55℃.")]
TD_SEAWATER = [ev(TD, 2, "Accuracy in seawater (salinity) is not specified.")]

# --------------------------------------------------------------------------- KEC8232
EC_VS: Fact = (
    [it(EC, "supply_voltage", "V", lo=2.0, hi=3.5)],
    [ev(EC, 2, "Operating Range VS 2.0 3.5 V")],
)
EC_ABSMAX: Fact = (
    [it(EC, "abs_max_supply_voltage", "V", hi=4.0)],
    [ev(EC, 1, "Supply Voltage" + "." * 188 + "4.0 V")],
)
EC_IS: Fact = (
    [it(EC, "supply_current", "uA", typ=170, hi=210)],
    [ev(EC, 2, "Supply Current IS 170 210 µA")],
)
EC_ISD: Fact = (
    [it(EC, "standby_current", "uA", hi=1.0, condition="SDN = 0 V")],
    [ev(EC, 2, "Shutdown Current ISD SDN = 0 V 1.0 (1) µA")],
)
EC_VIH: Fact = (
    [it(EC, "input_high_voltage", "V", lo=2.5, condition="SDN pin")],
    [ev(EC, 2, "Input Voltage High VIH SDN 2.5 V")],
)
EC_VOL: Fact = (
    [it(EC, "output_low_voltage", "V", hi=0.1, condition="LOD+, LOD-")],
    [ev(EC, 2, "Output Low Voltage VOL LOD+, LOD− 0.1 V")],
)
EC_DEFIB = [ev(EC, 2, "Protection against defibrillator pulses is not specified")]

# --------------------------------------------------------------------------- VCM-0706
CM_VDD: Fact = (
    [it(CM, "supply_voltage", "V", lo=4.75, typ=5.0, hi=5.25)],
    [ev(CM, 1, "Supply voltage 4.75 5.0 5.25 V 5V pin")],
)
CM_IDD: Fact = (
    [it("VCM-0706", "supply_current", "mA", typ=75, hi=90, condition="capturing, IR off")],
    [ev(CM, 1, "Operating current 75 90 mA capturing, IR off")],
)
CM_IDD_IR: Fact = (
    [it("VCM-0706IR", "supply_current", "mA", typ=220, hi=260, condition="IR LEDs on")],
    [ev(CM, 1, "220 260 mA IR LEDs on (VCM-0706IR)")],
)
CM_RX: Fact = (
    [it(CM, "input_high_voltage", "V", lo=2.0, hi=3.6, condition="RX, not 5 V tolerant")],
    [ev(CM, 1, "RX input high 2.0 3.6 V not 5 V tolerant")],
)
CM_TX: Fact = (
    [it(CM, "output_high_voltage", "V", typ=3.3, condition="TX")],
    [ev(CM, 1, "TX output high 3.3 V")],
)
CM_Q_BAUD = "Baud rates: 9600, 19200, 38400 (default), 57600 and 115200 bps"
CM_BAUD_DEF: Fact = (
    [it(CM, "baud_rate", "bps", value=38400, condition="default")],
    [ev(CM, 1, CM_Q_BAUD)],
)
CM_TOP: Fact = (
    [it(CM, "operating_temperature", "°C", lo=-20, hi=60)],
    [ev(CM, 1, "Operating temperature: -20 to +60 °C")],
)
CM_WARM: Fact = (
    [it(CM, "warm_up_time", "s", typ=2.5, condition="time to first picture after power-up")],
    [ev(CM, 1, "Time to first picture 2.5 s after power-up")],
)
CM_NO3V3 = [ev(CM, 2, "Do not power the camera from 3.3 V; it needs the 5 V pin.")]
CM_IP = [ev(CM, 2, "The camera is not weatherproof and has no IP rating")]
CM_FPS = [ev(CM, 2, "Frame rate over the serial port is not specified")]

# --------------------------------------------------------------------------- KPF-350
FL_VDD: Fact = (
    [it(FL, "supply_voltage", "V", lo=3.0, hi=10, condition="recommended")],
    [
        ev(
            FL,
            1,
            "Recommended Operating Conditions Item Symbol Rating Unit Supply voltage VDD 3.0～10",
        )
    ],
)
FL_ABSMAX: Fact = (
    [it(FL, "abs_max_supply_voltage", "V", hi=12)],
    [ev(FL, 1, "Supply voltage VDD 12 V")],
)
FL_TOP: Fact = (
    [it(FL, "operating_temperature", "°C", lo=-20, hi=70, condition="recommended")],
    [ev(FL, 1, "Operating temperature Topr -20～+70")],
)
FL_Q_IDD = "Supply current IDD 12 20 µA"
FL_IDD_A: Fact = (
    [it("KPF-350A", "supply_current", "uA", typ=12)],
    [ev(FL, 1, FL_Q_IDD)],
)
FL_IDD_B: Fact = (
    [it("KPF-350B", "supply_current", "uA", typ=20)],
    [ev(FL, 1, FL_Q_IDD)],
)
FL_WARM: Fact = (
    [it(FL, "warm_up_time", "s", value=30)],
    [ev(FL, 2, "Allow 30 s after power-on for the output to stabilise.")],
)
FL_H2 = [ev(FL, 2, "Detection of hydrogen flames is not specified.")]

# --------------------------------------------------------------------------- UCT
CT_Q_RANGE = "Measuring range A 0 – 60 0 – 120 0 – 100 0 – 300"


def ct_range(version: str, hi: float) -> Fact:
    return (
        [it(version, "measurement_range", "A", lo=0, hi=hi, quantity="current")],
        [ev(CT, 1, CT_Q_RANGE)],
    )


CT_Q_TOP = "Operating temperature °C -25 – +70 -25 – +70 -25 – +70 -25 – +60"


def ct_top(version: str, hi: float) -> Fact:
    return ([it(version, "operating_temperature", "°C", lo=-25, hi=hi)], [ev(CT, 2, CT_Q_TOP)])


CT_16V_OUT: Fact = (
    [it("UCT-16V", "analog_output_voltage", "V", value=1, condition="at rated primary current")],
    [ev(CT, 1, "Rated output - 15 mA 26.7 mA 1V 66.7 mA")],
)
CT_DC = [ev(CT, 2, "DC current cannot be measured.")]
CT_PHASE = [ev(CT, 2, "Phase error is not specified.")]

# --------------------------------------------------------------------------- GZM-1
GM_VDD: Fact = (
    [it("GZM-1", "supply_voltage", "V", lo=4.5, hi=5.5)],
    [ev(GM, 1, "GZM-1: 4.5 ... 5.5 V")],
)
GM_VDD_L: Fact = (
    [it("GZM-1L", "supply_voltage", "V", lo=3.0, hi=3.6)],
    [ev(GM, 1, "GZM-1L: 3.0 ... 3.6 V")],
)
GM_IDD: Fact = (
    [it("GZM-1", "supply_current", "mA", typ=12)],
    [ev(GM, 1, "GZM-1: 12 mA typ.")],
)
GM_IDD_L: Fact = (
    [it("GZM-1L", "supply_current", "mA", typ=18)],
    [ev(GM, 1, "GZM-1L: 18 mA typ.")],
)
GM_TOP: Fact = (
    [it(GM, "operating_temperature", "°C", lo=-10, hi=50)],
    [ev(GM, 1, "Betriebstemperatur / Operating temperature -10 ... +50 °C")],
)
GM_TST: Fact = (
    [it(GM, "storage_temperature", "°C", lo=-30, hi=60)],
    [ev(GM, 1, "Lagertemperatur / Storage temperature -30 ... +60 °C")],
)
GM_VOH: Fact = (
    [it("GZM-1", "output_high_voltage", "V", value=5, condition="OUT pulled up to VCC")],
    [ev(GM, 2, "the pulse high level equals the supply voltage (5 V on GZM-1)")],
)
GM_DOSE = [ev(GM, 2, "The accuracy of a dose-rate reading is not specified")]
GM_ALPHA = [ev(GM, 2, "Alpha radiation is not detected (glass tube).")]

# --------------------------------------------------------------------------- NVD-AC2
DM_VCC: Fact = (
    [it(DM, "logic_supply_voltage", "V", lo=3.0, hi=5.5)],
    [ev(DM, 1, "Logic supply voltage VCC 3.0 5.5 V")],
)
DM_ABSMAX: Fact = (
    [it(DM, "abs_max_supply_voltage", "V", hi=6.0, condition="VCC")],
    [ev(DM, 1, "Logic supply voltage VCC -0.3 6.0 V")],
)
DM_VIH: Fact = (
    [it(DM, "input_high_voltage", "V", lo=2.0, condition="gate input")],
    [ev(DM, 1, "Gate input high VIH 2.0 V voltage")],
)
DM_VIL: Fact = (
    [it(DM, "input_low_voltage", "V", hi=0.8, condition="gate input")],
    [ev(DM, 1, "VIL 0.8 V voltage")],
)
DM_VLOAD: Fact = (
    [it(DM, "load_supply_voltage", "V", lo=90, typ=230, hi=250, condition="AC, 50/60 Hz")],
    [ev(DM, 1, "Load voltage VL 90 230 250 V AC 50/60 Hz")],
)
DM_IL: Fact = (
    [it(DM, "output_current", "A", hi=2.0, condition="no heat sink, resistive")],
    [ev(DM, 1, "Load current IL 2.0 1) A no heat sink")],
)
DM_IL_HS: Fact = (
    [it(DM, "output_current", "A", hi=4.0, condition="with heat sink HS-2")],
    [ev(DM, 1, "4.0 2) A with heat sink HS-2")],
)
DM_SURGE: Fact = (
    [it(DM, "peak_output_current", "A", hi=25, condition="10 ms surge")],
    [ev(DM, 1, "Surge load current (10 ms) ITSM 25 A")],
)
DM_TOP: Fact = (
    [it(DM, "operating_temperature", "°C", lo=-20, hi=60)],
    [ev(DM, 1, "Operating temperature Tamb -20 +60 °C")],
)
DM_LED = [ev(DM, 2, "Dimming of LED lamps is not specified.")]
DM_INDUCTIVE = [ev(DM, 2, "Motors and other inductive loads are not supported.")]
