"""Reference facts used by several hold-out 15 questions (items + evidence, read off the PDFs)."""

from __future__ import annotations

from qkit import HF, KBB, KED, KIR, KLC, KNT, KTC, KTP, Fact, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
OHM = "\u03a9"
PM = "\u00b1"

# ---- KBB6320 buck-boost (page 1 EC table, page 2 continuation and output-current table)
KBB_VIN: Fact = (
    [it(KBB, "supply_voltage", "V", lo=1.8, hi=5.5, condition="input operating range")],
    [ev(KBB, 1, "Input Operating Range 1.8 5.5 V"), ev(KBB, 1, "Input Range: 1.8 V to 5.5 V")],
)
KBB33_VOUT: Fact = (
    [it("KBB6320-33", "output_voltage", "V", lo=3.23, typ=3.30, hi=3.37, condition="KBB6320-33")],
    [ev(KBB, 1, "KBB6320-33 3.23 3.30 3.37 V")],
)
KBB50_VOUT: Fact = (
    [it("KBB6320-50", "output_voltage", "V", lo=4.90, typ=5.00, hi=5.10, condition="KBB6320-50")],
    [ev(KBB, 1, "KBB6320-50 4.90 5.00 5.10 V")],
)
KBB_IQ: Fact = (
    [it(KBB, "quiescent_current", "uA", typ=25, hi=40, condition="Burst Mode, no load")],
    [ev(KBB, 1, "VOUT in Regulation, No Load 25 40 " + MU + "A")],
)
KBB_SHDN: Fact = (
    [it(KBB, "standby_current", "uA", typ=0.1, hi=1, condition="shutdown, EN = 0 V")],
    [ev(KBB, 1, "Shutdown Current EN = 0 V 0.1 1 " + MU + "A")],
)
KBB33_I36: Fact = (
    [it("KBB6320-33", "output_current", "A", value=1.2, condition="VIN = 3.6 V (typical)")],
    [ev(KBB, 2, "VIN = 3.6 V 1.2 1.0 A")],
)
KBB50_I36: Fact = (
    [it("KBB6320-50", "output_current", "A", value=1.0, condition="VIN = 3.6 V (typical)")],
    [ev(KBB, 2, "VIN = 3.6 V 1.2 1.0 A")],
)
KBB33_I18: Fact = (
    [it("KBB6320-33", "output_current", "A", value=0.5, condition="VIN = 1.8 V (typical)")],
    [ev(KBB, 2, "VIN = 1.8 V 0.5 0.3 A")],
)
KBB_NOTE3 = ev(KBB, 2, "values are typical and not production tested")
KBB_NO_THETA = ev(KBB, 2, "no thermal resistance figure is given in this data sheet")
KBB_TJ = ev(KBB, 1, "-40 " + DEG + " to 125 " + DEG)

# ---- KTC1978 TEC controller
KTC_VDD: Fact = (
    [it(KTC, "supply_voltage", "V", lo=3.0, hi=5.5, condition="recommended operating")],
    [
        ev(KTC, 1, "Supply Voltage VDD 3.0 5.5 V"),
        ev(KTC, 1, "Single-Supply Operation: +3.0 V to +5.5 V"),
    ],
)
KTC_ITEC: Fact = (
    [
        it(
            KTC,
            "output_current",
            "A",
            lo=-1.5,
            hi=1.5,
            condition="TEC current, recommended operating",
        )
    ],
    [ev(KTC, 1, "TEC Current ITEC -1.5 +1.5 A")],
)
KTC_IDD33: Fact = (
    [it(KTC, "supply_current", "mA", typ=2.5, hi=5, condition="VDD = 3.3 V, no load")],
    [ev(KTC, 2, "Supply Current IDD No load, SHDN = VDD 2.5 5 mA")],
)
KTC_VIH: Fact = (
    [it(KTC, "input_high_voltage", "V", lo=2.0, condition="SHDN")],
    [ev(KTC, 1, "SHDN Input High VIH 2.0 V")],
)
KTC_SHDN_PIN = ev(KTC, 2, "Drive low to shut down; 3.3 V logic compatible.")
KTC_BIG_TEC = ev(KTC, 2, "the KTC1978 drives modules whose maximum current is 1.5 A or less")
KTC_HOT = ev(
    KTC, 2, "the package's thermal data are not given in this document; for operation above +70"
)
KTC_TA: Fact = (
    [it(KTC, "operating_temperature", DEG, lo=-40, hi=85, condition="ambient, recommended")],
    [ev(KTC, 1, "Ambient Temperature TA -40 +85 " + DEG)],
)

# ---- KLC-B1 load cell
KLC5_OUT: Fact = (
    [
        it(
            "KLC-B1-5kg",
            "sensitivity",
            "mV/V",
            typ=1.0,
            quantity="weight",
            condition="rated output, 5 kg",
        )
    ],
    [ev(KLC, 1, "Rated output 1.0" + PM + "0.15mV/V 1.0" + PM + "0.15mV/V 2.0" + PM + "0.15mV/V")],
)
KLC20_OUT: Fact = (
    [
        it(
            "KLC-B1-20kg",
            "sensitivity",
            "mV/V",
            typ=2.0,
            quantity="weight",
            condition="rated output, 20 kg",
        )
    ],
    [
        ev(
            KLC,
            1,
            "Rated output 1.0"
            + PM
            + "0.15mV/V 1.0"
            + PM
            + "0.15mV/V 2.0"
            + PM
            + "0.15mV/V 2.0"
            + PM
            + "0.15mV/V",
        )
    ],
)
KLC_EXC: Fact = (
    [it(KLC, "supply_voltage", "V", lo=3, hi=10, condition="recommended excitation voltage")],
    [ev(KLC, 2, "Recommended excitation voltage 3~10VDC")],
)
KLC_EXC_MAX: Fact = (
    [it(KLC, "abs_max_supply_voltage", "V", hi=15, condition="maximum excitation voltage")],
    [ev(KLC, 2, "Maximum excitation voltage 15VDC")],
)
KLC_RIN5 = ev(KLC, 1, "Input resistance 1066" + PM + "20" + OHM + " 1066" + PM + "20" + OHM)
KLC_FS_NOTE = ev(KLC, 2, "Full-scale output = rated output x excitation voltage.")
KLC_OVERLOAD = ev(KLC, 1, "Safe overload 120%F.S 120%F.S 150%F.S 150%F.S")
KLC_NOT_SPEC = ev(KLC, 2, "Fatigue life and behaviour in condensing humidity are not specified.")

# ---- KTP-205 thermal printer mechanism
KTP_VH: Fact = (
    [it(KTP, "load_supply_voltage", "V", lo=4.2, hi=8.5, condition="head drive voltage VH")],
    [ev(KTP, 1, "Head drive voltage VH 4.2 to 8.5 4.2 to 8.5 V")],
)
KTPA_VDD: Fact = (
    [it("KTP-205-A", "logic_supply_voltage", "V", lo=4.75, hi=5.25, condition="KTP-205-A")],
    [ev(KTP, 1, "Logic voltage VDD 4.75 to 5.25 3.0 to 3.6 V")],
)
KTPB_VDD: Fact = (
    [it("KTP-205-B", "logic_supply_voltage", "V", lo=3.0, hi=3.6, condition="KTP-205-B")],
    [ev(KTP, 1, "Logic voltage VDD 4.75 to 5.25 3.0 to 3.6 V")],
)
KTPB_IDD: Fact = (
    [it("KTP-205-B", "supply_current", "A", hi=0.08, condition="logic current, KTP-205-B")],
    [ev(KTP, 1, "Logic current IDD 0.1 0.08 A (max.)")],
)
KTP_IH5: Fact = (
    [
        it(
            KTP,
            "supply_current",
            "A",
            typ=1.25,
            condition="head current, VH = 5.0 V, 64 dots on, peak",
        )
    ],
    [ev(KTP, 2, "Head current VH = 5.0 V, 64 dots on 1.25* A")],
)
KTP_3V3_NOTE = ev(
    KTP, 2, "Logic levels of KTP-205-A are 5 V CMOS; do not drive them from 3.3 V logic."
)

# ---- KIR-38 IR receiver
KIR_VCC: Fact = (
    [it(KIR, "supply_voltage", "V", lo=2.7, hi=5.5, condition="operating supply voltage")],
    [ev(KIR, 2, "Vcc 2.7 5.5 V"), ev(KIR, 1, "Low voltage operation\uff1a2.7 to 5.5 V")],
)
KIR_ICC3: Fact = (
    [
        it(
            "KIR-3838",
            "supply_current",
            "mA",
            typ=0.35,
            hi=0.55,
            condition="no input light, Vcc = 3 V",
        )
    ],
    [ev(KIR, 2, "Icc No input light, Vcc=3 V 0.35 0.55 mA")],
)
KIR_ICC5: Fact = (
    [it(KIR, "supply_current", "mA", typ=0.45, hi=0.7, condition="no input light, Vcc = 5 V")],
    [ev(KIR, 2, "Icc No input light, Vcc=5 V 0.45 0.7 mA")],
)
KIR_VOL: Fact = (
    [it(KIR, "output_low_voltage", "V", typ=0.25, hi=0.45, condition="IOL = 2 mA")],
    [ev(KIR, 2, "VOL *3, IOL=2 mA 0.25 0.45 V")],
)
KIR_PULLUP = ev(
    KIR, 2, "The output has an internal pull-up to Vcc; the output high level follows Vcc."
)
KIR_NOT5V = ev(KIR, 2, "do not connect Vo to an input that is not 5 V tolerant")
KIR_CARRIER = ev(KIR, 1, "Carrier frequency f\uff08kHz\uff09 36 38 40 56.9")
KIR_NEC = ev(KIR, 2, "NEC, RC-5 and SIRC codes are received")
KIR_RIPPLE = ev(KIR, 2, "Connect a 47 " + OHM + " resistor and a 4.7 " + MU + "F capacitor to Vcc")

# ---- KNT216 NFC tag
KNT_VCC: Fact = (
    [it(KNT, "supply_voltage", "V", lo=1.67, hi=3.6, condition="I2C operation")],
    [ev(KNT, 2, "VCC supply voltage I2C operation 1.67 3.6 V")],
)
KNT_ABS: Fact = (
    [it(KNT, "abs_max_supply_voltage", "V", lo=-0.5, hi=4.0, condition="limiting value")],
    [ev(KNT, 1, "VCC supply voltage -0.5 4.0 V")],
)
KNT_VI: Fact = (
    [it(KNT, "abs_max_input_voltage", "V", lo=-0.5, hi=4.0, condition="SCL, SDA, FD")],
    [ev(KNT, 1, "VI input voltage SCL, SDA, FD -0.5 4.0 V")],
)
KNT_FSCL: Fact = (
    [it(KNT, "i2c_clock_frequency", "kHz", lo=0, hi=400)],
    [ev(KNT, 2, "fSCL SCL clock frequency 0 400 kHz")],
)
KNT_ADDR: Fact = (
    [it(KNT, "i2c_address", values=["0x55"], condition="default, 7-bit")],
    [ev(KNT, 1, "Default I2C address 0x55 (7-bit), configurable")],
)
KNT_NOT5V = ev(KNT, 2, "The I2C pins are not 5 V tolerant.")
KNT_RANGE = ev(
    KNT, 2, "The reading distance depends on the antenna and the reader; it is not specified"
)

# ---- KED11 encoder
KED_RATING: Fact = (
    [
        it(KED, "contact_voltage", "V", hi=10, condition="encoder contacts, DC"),
        it(KED, "contact_current", "mA", hi=1, condition="encoder contacts"),
    ],
    [ev(KED, 1, "max. 10 V DC, 1 mA"), ev(KED, 1, "Rating / Nennbelastung")],
)
KED_PER_CONTACT = ev(
    KED, 2, "the contacts carry the pull-up current. The rating applies per contact."
)
KED_NO_IP = ev(KED, 2, "IP rating and use in outdoor or wet locations are not specified.")

# ---- HF-S401 flow sensor
HF_V: Fact = (
    [it(HF, "supply_voltage", "V", lo=5, hi=18, condition="working voltage")],
    [ev(HF, 1, "Working voltage: DC 5V~18V")],
)
HF_VOH: Fact = (
    [
        it(HF, "output_high_voltage", "V", lo=4.7, condition="DC 5 V supply"),
        it(HF, "output_low_voltage", "V", hi=0.5, condition="DC 5 V supply"),
    ],
    [ev(HF, 2, "Output high level > DC 4.7V and output low level < DC 0.5V at DC 5V input.")],
)
HF_12V = ev(HF, 2, "With a 12V supply the output high level is close to 12V, please use a divider.")
HF_NO33 = ev(HF, 2, "No. Minimum working voltage is DC 5V")
HF_FOOD = ev(HF, 2, "no certificate is listed in this manual")
