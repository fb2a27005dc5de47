"""Reference facts used by the hold-out 18 questions (items + evidence, read off the PDFs)."""

from __future__ import annotations

from qkit import ID, KP, NT, PM, QI, SW, TM, XT, Fact, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
OHM = "\u03a9"
CJK_DEG = "\u2103"
FT = "\uff5e"
FC = "\uff1a"
FL = "\uff08"
FR = "\uff09"

# ---- KXT4115A / KXT4115B 4-20 mA transmitter (page 1 version / abs max, page 2 EC)
XT_VA: Fact = (
    [it("KXT4115A", "supply_voltage", "V", lo=7.5, hi=36, condition="KXT4115A, loop supply V+")],
    [ev(XT, 2, "KXT4115A 7.5 36 V")],
)
XT_VB: Fact = (
    [it("KXT4115B", "supply_voltage", "V", lo=6.5, hi=36, condition="KXT4115B, loop supply V+")],
    [ev(XT, 2, "KXT4115B 6.5 36 V")],
)
XT_ABS: Fact = (
    [it(XT, "abs_max_supply_voltage", "V", hi=40, condition="loop supply V+ to IO")],
    [ev(XT, 1, "Loop supply voltage, V+ to IO 40 V")],
)
XT_REGA: Fact = (
    [
        it(
            "KXT4115A",
            "output_voltage",
            "V",
            lo=4.95,
            typ=5.0,
            hi=5.05,
            condition="KXT4115A regulator VREG",
        )
    ],
    [ev(XT, 2, "Voltage KXT4115A 4.95 5.0 5.05 V")],
)
XT_REGB: Fact = (
    [
        it(
            "KXT4115B",
            "output_voltage",
            "V",
            lo=2.97,
            typ=3.0,
            hi=3.03,
            condition="KXT4115B regulator VREG",
        )
    ],
    [ev(XT, 2, "KXT4115B 2.97 3.0 3.03 V")],
)
XT_REGI: Fact = (
    [it(XT, "output_current", "mA", hi=2, condition="regulator (VREG) load current, max")],
    [ev(XT, 1, "Regulator load current, 2 2 mA")],
)
XT_IQ: Fact = (
    [it(XT, "quiescent_current", "uA", typ=180, hi=250, condition="VREG unloaded")],
    [ev(XT, 2, "Quiescent Current VREG unloaded 180 250 " + MU + "A")],
)
XT_TEMP: Fact = (
    [it(XT, "operating_temperature", DEG, lo=-40, hi=85, condition="specified range")],
    [ev(XT, 2, "Specified -40 +85 " + DEG)],
)
XT_LIN: Fact = (
    [it(XT, "output_current", "mA", lo=0.2, hi=25, condition="output current, linear range")],
    [ev(XT, 2, "Output Current, Linear 0.2 25 mA")],
)
XT_LOOP_RULE = ev(
    XT, 2, "The minimum loop supply is the specified V+ minimum plus the voltage across the"
)
XT_REG_RULE = ev(XT, 2, "circuits drawing more than the rated regulator load current must")
XT_NO_HART = ev(XT, 2, "modulation superimposed on the loop is not specified.")

# ---- KID6610 ideal diode (page 1 features / ratings, page 2 EC table)
ID_VIN: Fact = (
    [it(ID, "supply_voltage", "V", lo=1.5, hi=5.5, condition="VIN, operating")],
    [ev(ID, 1, "1.5V to 5.5V input voltage range")],
)
ID_IOUT: Fact = (
    [it(ID, "output_current", "A", hi=1.5, condition="continuous, operating rating")],
    [ev(ID, 1, "1.5A maximum continuous current")],
)
ID_RON5: Fact = (
    [it(ID, "on_resistance", "mOhm", typ=79, hi=105, condition="VIN = 5 V, IOUT = 200 mA")],
    [ev(ID, 2, "VIN = 5V, IOUT = 200mA 79 105 m" + OHM)],
)
ID_RON33: Fact = (
    [it(ID, "on_resistance", "mOhm", typ=91, hi=120, condition="VIN = 3.3 V, IOUT = 200 mA")],
    [ev(ID, 2, "VIN = 3.3V, IOUT = 200mA 91 120 m" + OHM)],
)
ID_RON18: Fact = (
    [it(ID, "on_resistance", "mOhm", typ=150, hi=210, condition="VIN = 1.8 V, IOUT = 200 mA")],
    [ev(ID, 2, "VIN = 1.8V, IOUT = 200mA 150 210 m" + OHM)],
)
ID_ISD: Fact = (
    [it(ID, "standby_current", "nA", typ=150, hi=600, condition="shutdown, CE = VIN")],
    [ev(ID, 2, "ISD Shutdown Current CE = VIN 150 600 nA")],
)
ID_VIH: Fact = (
    [it(ID, "input_high_voltage", "V", lo=1.2, condition="CE pin, VIN = 1.5 V to 5.5 V")],
    [ev(ID, 2, "VIH VIN = 1.5V to 5.5V 1.2 V")],
)
ID_NO_THETA = ev(ID, 2, "the thermal resistance of the SOT-23 is not specified here")

# ---- KTM1650 LED driver with key scan (page 1 abs max, page 2 EC and notes)
TM_VDD: Fact = (
    [it(TM, "supply_voltage", "V", lo=3.0, typ=5.0, hi=5.5, condition="logic supply VDD")],
    [ev(TM, 2, "Logic supply voltage VDD 3.0 5.0 5.5 V")],
)
TM_ABS: Fact = (
    [it(TM, "abs_max_supply_voltage", "V", hi=7.0, condition="VDD, absolute maximum")],
    [ev(TM, 1, "Logic supply voltage VDD -0.5" + FT + "+7.0 V")],
)
TM_ISEG: Fact = (
    [it(TM, "output_current", "mA", lo=25, condition="segment drive current, VO = VDD-2V")],
    [ev(TM, 2, "Segment drive current IOH VO = VDD-2V 25 mA")],
)
TM_IDD: Fact = (
    [it(TM, "supply_current", "mA", hi=5, condition="dynamic, no load, display off")],
    [ev(TM, 2, "IDDdyn no load, display off 5 mA")],
)
TM_NOT_I2C = ev(TM, 2, "Do not share the bus with I2C devices.")
TM_NO_33 = ev(TM, 2, "the drive current at 3.3V is not given in this document.")

# ---- KSW-420 vibration module (page 1 parameters, page 2 FAQ)
SW_VCC: Fact = (
    [it(SW, "supply_voltage", "V", lo=3.3, hi=5, condition="working voltage")],
    [ev(SW, 1, "Working voltage" + FC + "3.3V" + FT + "5V")],
)
SW_IOUT: Fact = (
    [it(SW, "output_current", "mA", lo=15, condition="DO output driving ability")],
    [ev(SW, 1, "Output driving ability" + FC + "more than 15mA")],
)
SW_ICC: Fact = (
    [it(SW, "supply_current", "mA", typ=5, condition="working current, LED off")],
    [ev(SW, 1, "Working current" + FC + "about 5mA (LED off)")],
)
SW_TEMP: Fact = (
    [it(SW, "operating_temperature", DEG, lo=-10, hi=60, condition="FAQ")],
    [ev(SW, 2, "The module works from -10" + CJK_DEG + " to +60" + CJK_DEG + ".")],
)
SW_VOH: Fact = (
    [it(SW, "output_high_voltage", "V", typ=5, condition="DO, module powered from 5 V")],
    [ev(SW, 2, "Powered from 5V the high level is about 5V")],
)
SW_NO_G = ev(SW, 2, "the trigger threshold in g is not specified")

# ---- KNT18 NTC thermistors (page 1 part list, page 2 notice)
NT_TEMP: Fact = (
    [it(NT, "operating_temperature", DEG, lo=-40, hi=125, condition="operating temperature range")],
    [ev(NT, 1, "Operating temperature range" + FC + "-40" + CJK_DEG + FT + "+125" + CJK_DEG)],
)
NT_TAU: Fact = (
    [it(NT, "response_time", "s", typ=4, condition="thermal time constant, still air, on PCB")],
    [ev(NT, 1, "Thermal time constant 4s")],
)
NT_P: Fact = (
    [it("KNT18XH103", "power_consumption", "mW", hi=100, condition="max. power at 25 C")],
    [ev(NT, 1, "Max. Power" + FL + "25" + CJK_DEG + FR + " *1 100mW")],
)
NT_STORE: Fact = (
    [it(NT, "storage_temperature", DEG, lo=-10, hi=40, condition="storage, within 6 months")],
    [ev(NT, 2, "Storage" + FC + "-10" + CJK_DEG + FT + "+40" + CJK_DEG + ", within 6 months.")],
)
NT_PERM_XH = ev(NT, 1, "0.31mA 0.31mA 0.14mA 0.10mA")
NT_NO_ACC = ev(NT, 2, "the ADC and is not specified in this catalog.")

# ---- KMP05 micro pump (page 1 technical data, page 2 notes)
PM_V: str = "Operating voltage range 2.4-3.6 V 4.5-7.0 V 9.0-14.0 V"
PM3_V: Fact = (
    [it("KMP05.3", "supply_voltage", "V", lo=2.4, hi=3.6, condition="KMP05.3 operating range")],
    [ev(PM, 1, PM_V)],
)
PM6_V: Fact = (
    [it("KMP05.6", "supply_voltage", "V", lo=4.5, hi=7.0, condition="KMP05.6 operating range")],
    [ev(PM, 1, PM_V)],
)
PM12_V: Fact = (
    [it("KMP05.12", "supply_voltage", "V", lo=9.0, hi=14.0, condition="KMP05.12 operating range")],
    [ev(PM, 1, PM_V)],
)
PM_I = "Max. current 280 mA 190 mA 95 mA"
PM3_I: Fact = (
    [it("KMP05.3", "supply_current", "mA", hi=280, condition="KMP05.3 max. current")],
    [ev(PM, 1, PM_I)],
)
PM6_I: Fact = (
    [it("KMP05.6", "supply_current", "mA", hi=190, condition="KMP05.6 max. current")],
    [ev(PM, 1, PM_I)],
)
PM12_I: Fact = (
    [it("KMP05.12", "supply_current", "mA", hi=95, condition="KMP05.12 max. current")],
    [ev(PM, 1, PM_I)],
)
PM_START = ev(PM, 1, "Starting current (3) 600 mA 420 mA 210 mA")
PM_TEMP: Fact = (
    [it(PM, "operating_temperature", DEG, lo=5, hi=40, condition="ambient temperature")],
    [ev(PM, 1, "Ambient temperature +5 " + DEG + " ... +40 " + DEG)],
)
PM_IP: Fact = (
    [it(PM, "ip_rating", values=["IP20"], condition="protection class motor")],
    [ev(PM, 1, "Protection class motor IP 20")],
)
PM_NO_NOISE = ev(PM, 2, "Noise level: on request, not specified in this data sheet.")

# ---- KPD membrane keypads (page 1 specifications, page 2 notes / environmental)
KP_RATING: Fact = (
    [
        it(KP, "contact_voltage", "V", hi=35, condition="per key, resistive, DC"),
        it(KP, "contact_current", "mA", hi=100, condition="per key, resistive"),
    ],
    [ev(KP, 1, "Electrical ratings: 35 V DC, 100 mA maximum, resistive load, per key.")],
)
KP_R: Fact = (
    [it(KP, "on_resistance", "Ohm", lo=10, hi=500, condition="contact resistance")],
    [ev(KP, 1, "Contact resistance: 10 " + OHM + " to 500 " + OHM)],
)
KP_TEMP: Fact = (
    [it(KP, "operating_temperature", DEG, lo=-20, hi=60, condition="operating")],
    [ev(KP, 2, "Operating temperature -20 " + DEG + " to +60 " + DEG)],
)
KP_LOGIC = ev(KP, 2, "level from 3.3 V to 5 V can be used because the keypad is a passive switch")
KP_NO_UV = ev(KP, 2, "UV stability outdoors is not specified.")

# ---- KQI-R05 / KQI-R12 Qi receiver (page 1 parameters, page 2 FAQ)
QI05_V: Fact = (
    [it("KQI-R05", "output_voltage", "V", typ=5, condition="KQI-R05, 5V +-0.2V")],
    [ev(QI, 1, "Output voltage 5V" + "\u00b1" + "0.2V")],
)
QI12_V: Fact = (
    [it("KQI-R12", "output_voltage", "V", typ=12, condition="KQI-R12, 12V +-0.5V")],
    [ev(QI, 1, "12V" + "\u00b1" + "0.5V")],
)
QI05_I: Fact = (
    [it("KQI-R05", "output_current", "A", hi=1, condition="KQI-R05, max")],
    [ev(QI, 1, "Output current (max) 1A 0.4A")],
)
QI12_I: Fact = (
    [it("KQI-R12", "output_current", "A", hi=0.4, condition="KQI-R12, max")],
    [ev(QI, 1, "Output current (max) 1A 0.4A")],
)
QI_NOT_CHARGER = ev(QI, 2, "No. The output is a fixed voltage, not a charger.")
QI_NO_RIPPLE = ev(QI, 2, "Ripple is not specified")
