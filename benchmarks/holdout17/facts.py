"""Reference facts used by the hold-out 17 questions (items + evidence, read off the PDFs)."""

from __future__ import annotations

from qkit import KBD, KHC, KHD, KLM, KMP, KRS, KSK, KW, Fact, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
OHM = "\u03a9"
CJK_DEG = "\u2103"
FT = "\uff5e"
FC = "\uff1a"

# ---- KW2815B / KW2815E addressable RGB LED (page 1 version table, page 2 EC table)
KWB_VDD: Fact = (
    [it("KW2815B", "supply_voltage", "V", lo=3.7, hi=5.3, condition="KW2815B (5050), VDD")],
    [ev(KW, 1, "Supply voltage VDD 3.7" + FT + "5.3V 3.5" + FT + "5.5V")],
)
KWE_VDD: Fact = (
    [it("KW2815E", "supply_voltage", "V", lo=3.5, hi=5.5, condition="KW2815E (2020), VDD")],
    [ev(KW, 1, "Supply voltage VDD 3.7" + FT + "5.3V 3.5" + FT + "5.5V")],
)
KW_VIH5: Fact = (
    [it(KW, "input_high_voltage", "V", lo=3.5, condition="DIN, VDD = 5.0 V")],
    [ev(KW, 2, "VIH VDD=5.0V 3.5")],
)
KW_VIH37: Fact = (
    [it(KW, "input_high_voltage", "V", lo=2.6, condition="DIN, VDD = 3.7 V")],
    [ev(KW, 2, "VIH VDD=3.7V 2.6")],
)
KWB_TEMP: Fact = (
    [it("KW2815B", "operating_temperature", DEG, lo=-25, hi=80, condition="KW2815B")],
    [ev(KW, 1, "Operating temperature -25" + FT + "+80" + CJK_DEG + " -40" + FT + "+85")],
)
KW_RATE: Fact = (
    [it(KW, "data_rate", "kHz", lo=400, typ=800, condition="fDIN, data transmission")],
    [ev(KW, 2, "fDIN 400 800")],
)
KWE_IOUT: Fact = (
    [it("KW2815E", "output_current", "mA", typ=5, condition="constant current per channel")],
    [ev(KW, 1, "Constant current per channel 12mA 5mA")],
)
KWB_IOUT: Fact = (
    [it("KW2815B", "output_current", "mA", typ=12, condition="constant current per channel")],
    [ev(KW, 1, "Constant current per channel 12mA 5mA")],
)
KW_NO_LUM = ev(KW, 2, "are binned and are not listed in this document")

# ---- KMP3-16P MP3 module (page 1 specification lines, page 2 FAQ)
KMP_VCC: Fact = (
    [it(KMP, "supply_voltage", "V", lo=3.2, typ=4.2, hi=5.0, condition="working voltage")],
    [ev(KMP, 1, "Working voltage" + FC + "DC3.2" + FT + "5.0V, typical 4.2V")],
)
KMP_BAUD: Fact = (
    [it(KMP, "baud_rate", "bps", value=9600, condition="UART default")],
    [ev(KMP, 1, "baud rate 9600bps (default)")],
)
KMP_ISB: Fact = (
    [it(KMP, "standby_current", "mA", value=20, condition="standby")],
    [ev(KMP, 1, "Standby current" + FC + "20mA")],
)
KMP_TEMP: Fact = (
    [it(KMP, "operating_temperature", DEG, lo=-40, hi=70)],
    [ev(KMP, 1, "Operating temperature" + FC + "-40" + FT + "+70" + CJK_DEG)],
)
KMP_UART: Fact = (
    [it(KMP, "interface", values=["UART"], condition="serial port, TTL level")],
    [ev(KMP, 1, "Serial port" + FC + "standard UART, TTL level")],
)
KMP_FAQ_5V = ev(KMP, 2, "Yes, 5.0V is the maximum working voltage; do not go above it.")
KMP_NO_IPLAY = ev(KMP, 2, "it is not specified")
KMP_NO_IP = ev(KMP, 2, "No protection grade is given; keep it dry.")

# ---- KSK-20A / 30A / 40A brushless ESC (page 1 specification table, page 2 prose)
KSK30_I: Fact = (
    [it("KSK-30A", "output_current", "A", value=30, condition="continuous")],
    [ev(KSK, 1, "Cont. Current 20A 30A 40A")],
)
KSK40_PK: Fact = (
    [it("KSK-40A", "peak_output_current", "A", value=55, condition="burst, 10 s")],
    [ev(KSK, 1, "Burst Current (10s) 25A 40A 55A")],
)
KSK20_BEC: Fact = (
    [
        it("KSK-20A", "output_voltage", "V", value=5, condition="BEC output (linear)"),
        it("KSK-20A", "output_current", "A", value=2, condition="BEC output (linear)"),
    ],
    [ev(KSK, 1, "BEC Output 5V / 2A 5V / 3A 5.5V / 4A")],
)
KSK40_BECI: Fact = (
    [it("KSK-40A", "output_current", "A", value=4, condition="BEC output (switch)")],
    [ev(KSK, 1, "BEC Output 5V / 2A 5V / 3A 5.5V / 4A")],
)
KSK30_BEC: Fact = (
    [
        it("KSK-30A", "output_voltage", "V", value=5, condition="BEC output (switch)"),
        it("KSK-30A", "output_current", "A", value=3, condition="BEC output (switch)"),
    ],
    [ev(KSK, 1, "BEC Output 5V / 2A 5V / 3A 5.5V / 4A")],
)
KSK20_BAT: Fact = (
    [it("KSK-20A", "supply_voltage", "V", lo=7.4, hi=11.1, condition="2-3S LiPo")],
    [ev(KSK, 1, "Battery (LiPo) 2-3S (7.4-11.1V)")],
)
KSK30_BAT: Fact = (
    [it("KSK-30A", "supply_voltage", "V", lo=7.4, hi=14.8, condition="2-4S LiPo")],
    [ev(KSK, 1, "2-4S (7.4-14.8V)")],
)
KSK_TEMP: Fact = (
    [it(KSK, "operating_temperature", DEG, lo=-10, hi=50, condition="operating environment")],
    [ev(KSK, 2, "Operating environment: -10" + FT + "+50" + CJK_DEG)],
)
KSK_NO_LEVEL = ev(KSK, 2, "The signal input level is not specified by us")

# ---- KHD2605 haptic driver (page 1 abs max / ROC / EC, page 2 EC continued, I2C timing)
KHD_VDD: Fact = (
    [it(KHD, "supply_voltage", "V", lo=2, hi=5.2, condition="recommended, VDD")],
    [
        ev(KHD, 1, "VDD Supply voltage 2 5.2 V"),
        ev(KHD, 1, "Supply voltage range: 2 V to 5.2 V"),
    ],
)
KHD_ABS: Fact = (
    [it(KHD, "abs_max_supply_voltage", "V", hi=5.95, condition="absolute maximum, VDD")],
    [ev(KHD, 1, "Supply voltage, VDD \u20130.3 5.95 V")],
)
KHD_ADDR: Fact = (
    [it(KHD, "i2c_address", values=["0x5A"], condition="7-bit")],
    [ev(KHD, 1, "The device answers on the 7-bit I\u00b2C address 0x5A.")],
)
KHD_ISD: Fact = (
    [it(KHD, "standby_current", "uA", typ=1.7, hi=4, condition="ISD shutdown, VEN = 0 V")],
    [ev(KHD, 1, "ISD Shutdown current VEN = 0 V 1.7 4")],
)
KHD_ISTBY: Fact = (
    [it(KHD, "standby_current", "uA", typ=6, hi=15, condition="ISTBY, VEN = 1.8 V, STANDBY = 1")],
    [ev(KHD, 1, "ISTBY Standby current VEN = 1.8 V, STANDBY = 1 6 15")],
)
KHD_FSCL: Fact = (
    [it(KHD, "i2c_clock_frequency", "kHz", hi=400)],
    [ev(KHD, 2, "fSCL Frequency, SCL 400 kHz")],
)
KHD_VIH: Fact = (
    [it(KHD, "input_high_voltage", "V", lo=1.3, condition="EN, IN/TRIG, SDA, SCL")],
    [ev(KHD, 1, "VIH Digital high-level input voltage 1.3")],
)
KHD_NO_THETA = ev(KHD, 2, "no thermal-resistance data in this revision")

# ---- KHC4067 / KHCT4067 analog mux (page 1 features, abs max, ROC; page 2 DC table)
KHCT_VCC: Fact = (
    [it("KHCT4067", "supply_voltage", "V", lo=4.5, hi=5.5, condition="HCT types")],
    [ev(KHC, 1, "HCT Types 4.5 5.5 V")],
)
KHC_VCC: Fact = (
    [it(KHC, "supply_voltage", "V", lo=2, hi=6, condition="HC types")],
    [ev(KHC, 1, "HC Types 2 6 V")],
)
KHC_RON45: Fact = (
    [it(KHC, "on_resistance", "Ohm", typ=70, hi=160, condition="VCC = 4.5 V, 25 C, IO = 1 mA")],
    [ev(KHC, 2, "RON IO = 1mA 4.5 - 70 160 - 200")],
)
KHC_RON6_85: Fact = (
    [it(KHC, "on_resistance", "Ohm", hi=175, condition="HC, VCC = 6 V, -40 to 85 C")],
    [ev(KHC, 2, "VIS = 0 to VCC 6 - 60 140 - 175")],
)
KHC_VIH45: Fact = (
    [it(KHC, "input_high_voltage", "V", lo=3.15, condition="HC, VCC = 4.5 V")],
    [ev(KHC, 2, "4.5 3.15 - - 3.15 - V")],
)
KHC_VIH6: Fact = (
    [it(KHC, "input_high_voltage", "V", lo=4.2, condition="HC, VCC = 6 V")],
    [ev(KHC, 2, "6 4.2 - - 4.2 - V")],
)
KHCT_VIH: Fact = (
    [it("KHCT4067", "input_high_voltage", "V", lo=2, condition="HCT, VCC = 4.5 to 5.5 V")],
    [ev(KHC, 1, "VIL = 0.8V (Max), VIH = 2V (Min)")],
)
KHC_ABS: Fact = (
    [it(KHC, "abs_max_supply_voltage", "V", hi=7, condition="DC supply voltage VCC")],
    [ev(KHC, 1, "-0.5V to 7V")],
)
KHC_ICC85: Fact = (
    [it(KHC, "quiescent_current", "uA", hi=80, condition="HC, VCC = 6 V, -40 to 85 C")],
    [ev(KHC, 2, "ICC 6 - - 8 - 80")],
)
KHC_RANGE = ev(KHC, 2, "The analog signal on any channel must stay between GND and VCC")
KHC_NO_XTALK = ev(KHC, 2, "Crosstalk between channels is not characterized")

# ---- KBD6230EFJ solenoid driver (page 1 key specs / abs max, page 2 ROC / EC)
KBD_VCC: Fact = (
    [it(KBD, "supply_voltage", "V", lo=8.0, typ=24, hi=32, condition="recommended, VCC")],
    [ev(KBD, 2, "Supply voltage VCC 8.0 24 32 V")],
)
KBD_IOUT: Fact = (
    [it(KBD, "output_current", "A", hi=1.5, condition="recommended, IOUT")],
    [ev(KBD, 2, "Output current IOUT \u2014 \u2014 1.5 A")],
)
KBD_ABS: Fact = (
    [it(KBD, "abs_max_supply_voltage", "V", hi=36, condition="absolute maximum, VCC")],
    [ev(KBD, 1, "Supply voltage VCC 36 V")],
)
KBD_RON: Fact = (
    [it(KBD, "on_resistance", "Ohm", typ=0.6, hi=1.0, condition="IOUT = 0.5 A, Ta = 25 C")],
    [ev(KBD, 2, "RON \u2014 0.6 1.0")],
)
KBD_RON125: Fact = (
    [it(KBD, "on_resistance", "Ohm", typ=0.9, hi=1.5, condition="IOUT = 0.5 A, Tj = 125 C")],
    [ev(KBD, 2, "\u2014 0.9 1.5 \u03a9 IOUT=0.5A, Tj=125")],
)
KBD_ISB: Fact = (
    [it(KBD, "standby_current", "uA", typ=0, hi=10, condition="IN = L")],
    [ev(KBD, 2, "Standby current ICCST \u2014 0 10")],
)
KBD_VIH: Fact = (
    [it(KBD, "input_high_voltage", "V", lo=2.0, condition="IN pin")],
    [ev(KBD, 2, "VIH 2.0")],
)
KBD_MCU = ev(KBD, 2, "The IN pin can be driven directly by a 3.3V or 5V microcontroller output.")
KBD_NO_MTTF = ev(KBD, 2, "Reliability data (MTTF) is available on request and is not given here.")

# ---- KLM2903 / KLM2901 comparators (page 1 tables, page 2 continued)
KLM_VCC: Fact = (
    [it(KLM, "supply_voltage", "V", lo=2, hi=36, condition="operating conditions, single supply")],
    [ev(KLM, 1, "VCC Supply voltage 2 to 36 V")],
)
KLM1_TEMP: Fact = (
    [it("KLM2901", "operating_temperature", DEG, lo=-40, hi=85, condition="KLM2901")],
    [ev(KLM, 1, "KLM2901 -40 to 85")],
)
KLM_ICC30: Fact = (
    [it(KLM, "supply_current", "mA", typ=1, hi=2.5, condition="all comparators, VCC = 30 V")],
    [ev(KLM, 1, "VCC = 30 V, no load 1 2.5 mA")],
)
KLM_TRE: Fact = (
    [it(KLM, "response_time", "us", typ=1.3, condition="small signal, RL = 5.1 kOhm")],
    [ev(KLM, 2, "tre 1.3")],
)
KLM_VOL: Fact = (
    [it(KLM, "output_low_voltage", "mV", typ=250, hi=400, condition="Isink = 4 mA")],
    [ev(KLM, 1, "VOL 250 400 mV")],
)
KLM_OC = ev(
    KLM, 2, "an external pull-up resistor to any supply up to 36 V is required, independent of VCC"
)
KLM_CM = ev(KLM, 2, "must not exceed (VCC+) - 1.5 V for correct comparison")
KLM_NO_RAD = ev(KLM, 2, "The device is not characterized for radiation environments")

# ---- KRS-05 / -10 / -20 reed switches (page 1 contact data, page 2 notes)
KRS_ISW: Fact = (
    [
        it("KRS-05", "contact_current", "A", hi=0.25, condition="switching current, KRS-05"),
        it("KRS-10", "contact_current", "A", hi=0.5, condition="switching current, KRS-10"),
        it("KRS-20", "contact_current", "A", hi=1.0, condition="switching current, KRS-20"),
    ],
    [ev(KRS, 1, "Switching current DC or peak AC 0.25 0.5 1.0 A")],
)
KRS10_I: Fact = (
    [KRS_ISW[0][1]],
    KRS_ISW[1],
)
KRS05_I: Fact = (
    [KRS_ISW[0][0]],
    KRS_ISW[1],
)
KRS20_CARRY: Fact = (
    [it("KRS-20", "contact_current", "A", hi=2.0, condition="carry current, KRS-20")],
    [ev(KRS, 1, "Carry current DC or peak AC 0.5 1.25 2.0 A")],
)
KRS05_V: Fact = (
    [it("KRS-05", "contact_voltage", "V", hi=100, condition="switching voltage, DC or peak AC")],
    [ev(KRS, 1, "Switching voltage DC or peak AC 100 200 200 V")],
)
KRS10_V: Fact = (
    [it("KRS-10", "contact_voltage", "V", hi=200, condition="switching voltage, DC or peak AC")],
    [ev(KRS, 1, "Switching voltage DC or peak AC 100 200 200 V")],
)
KRS20_R: Fact = (
    [it("KRS-20", "on_resistance", "mOhm", hi=80, condition="static contact resistance")],
    [ev(KRS, 1, "w/ 0.5 V & 10 mA 150 100 80")],
)
KRS_TEMP: Fact = (
    [it(KRS, "operating_temperature", DEG, lo=-40, hi=125, condition="ambient, all types")],
    [ev(KRS, 1, "Ambient temperature -40 to +125")],
)
KRS_NO_IND = ev(KRS, 2, "ratings for such loads are not given")
KRS_NO_LIFE = ev(KRS, 2, "Life expectancy depends on the load and is not stated in this leaflet.")
KRS_NO_DIST = ev(KRS, 2, "no distance is specified")
