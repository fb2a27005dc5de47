"""Reference facts used by the hold-out 19 questions (items + evidence, read off the PDFs)."""

from __future__ import annotations

from qkit import FS, HW, LA, MF, PH, PP, VT, ZP, Fact, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
OHM = "\u03a9"
CJK_DEG = "\u2103"
FT = "\uff5e"
FC = "\uff1a"
LE = "\u2264"

# ---- VTH6120 digital thermostat (page 1 features / ordering / abs max, page 2 EC)
VT_VDD: Fact = (
    [it(VT, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VDD, supply voltage range")],
    [ev(VT, 2, "Supply Voltage Range VDD 2.7 5.5 V"), ev(VT, 1, "+2.7V to +5.5V Supply Range")],
)
VT_ABS: Fact = (
    [it(VT, "abs_max_supply_voltage", "V", hi=6, condition="VDD to GND")],
    [ev(VT, 1, "VDD to GND"), ev(VT, 1, "-0.3V to +6V")],
)
VT_IDD: Fact = (
    [it(VT, "supply_current", "uA", typ=30, hi=50, condition="IDD")],
    [ev(VT, 2, "Supply Current IDD 30 50 " + MU + "A")],
)
VT_ACC: Fact = (
    [
        it(
            VT,
            "accuracy",
            DEG,
            lo=-2.0,
            hi=2.0,
            quantity="temperature",
            condition="temperature threshold accuracy, TA = 0 to +70 C",
        )
    ],
    [ev(VT, 2, "TA = 0" + DEG + " to +70" + DEG + " -2.0 " + "\u00b1" + "0.5 +2.0 " + DEG)],
)
VT_ACC_WIDE: Fact = (
    [
        it(
            VT,
            "accuracy",
            DEG,
            lo=-4.0,
            hi=4.0,
            quantity="temperature",
            condition="temperature threshold accuracy, TA = -40 to +125 C",
        )
    ],
    [ev(VT, 2, "TA = -40" + DEG + " to +125" + DEG + " -4.0 +4.0 " + DEG)],
)
VT_TEMP: Fact = (
    [it(VT, "operating_temperature", DEG, lo=-40, hi=125, condition="EC range / temp range")],
    [
        ev(VT, 2, "TA = -40" + DEG + " to +125" + DEG + ", unless otherwise noted"),
        ev(VT, 1, "VTH6120UK080 +80" + DEG + " -40" + DEG + " to +125" + DEG),
    ],
)
VT_VOL10: Fact = (
    [it(VT, "output_low_voltage", "V", hi=0.5, condition="ISINK = 10 mA, VDD = 4.5 V")],
    [ev(VT, 2, "ISINK = 10mA, VDD = 4.5V 0.5 V")],
)
VT_VOL3: Fact = (
    [it(VT, "output_low_voltage", "V", hi=0.3, condition="ISINK = 3 mA, VDD = 2.7 V")],
    [ev(VT, 2, "Output Low Voltage VOL ISINK = 3mA, VDD = 2.7V 0.3 V")],
)
VT_SINK: Fact = (
    [it(VT, "output_current", "mA", hi=10, condition="TOVER open-drain sink current")],
    [ev(VT, 1, "Open-Drain Output Sinks 10mA")],
)
VT_PULLUP = ev(VT, 2, "Pull it up with 10k" + OHM + " to any voltage up to")
VT_NO_COIL = ev(VT, 2, "not switch a relay coil itself.")
VT_NO_IF = ev(VT, 1, "has no serial interface; the trip point cannot be changed by the user.")
VT_NO_TAU = ev(VT, 2, "The thermal time constant depends on the PCB")

# ---- HW61 voltage detector with watchdog (page 1 features / abs max / 2.9 V EC, page 2 4.4 V EC)
HW_VDD: Fact = (
    [it(HW, "supply_voltage", "V", lo=0.9, hi=6.0, condition="operating voltage range")],
    [ev(HW, 1, "Operating voltage range: 0.9 V to 6.0 V")],
)
HW_ABS: Fact = (
    [it(HW, "abs_max_supply_voltage", "V", hi=8.0, condition="VDD - VSS")],
    [ev(HW, 1, "Power supply voltage VDD - VSS 8.0 V")],
)
HW_ISS29: Fact = (
    [it("HW61x29", "supply_current", "uA", typ=1.5, hi=3.0, condition="HW61x29, VDD = 3.5 V")],
    [ev(HW, 1, "Current consumption ISS VDD = 3.5 V 1.5 3.0 " + MU + "A")],
)
HW_ISS44: Fact = (
    [it("HW61x44", "supply_current", "uA", typ=2.0, hi=4.0, condition="HW61x44, VDD = 5.5 V")],
    [ev(HW, 2, "Current consumption ISS VDD = 5.5 V 2.0 4.0 " + MU + "A")],
)
HW_TEMP: Fact = (
    [it(HW, "operating_temperature", DEG, lo=-40, hi=85, condition="Topr")],
    [ev(HW, 1, "Operating ambient temperature Topr -40 to +85 " + DEG)],
)
HW_TSTG: Fact = (
    [it(HW, "storage_temperature", DEG, lo=-40, hi=125, condition="Tstg")],
    [ev(HW, 1, "Storage temperature Tstg -40 to +125 " + DEG)],
)
HW_IOUT24: Fact = (
    [it(HW, "output_current", "mA", lo=1.60, typ=3.20, condition="Nch, VDS = 0.5 V, VDD = 2.4 V")],
    [ev(HW, 2, "Nch, VDS = 0.5 V 1.60 3.20 mA VDD = 2.4 V")],
)
HW_IOUT12: Fact = (
    [it(HW, "output_current", "mA", lo=0.23, typ=0.50, condition="Nch, VDS = 0.5 V, VDD = 1.2 V")],
    [ev(HW, 2, "Output current IOUT 0.23 0.50 mA VDD = 1.2 V")],
)
HW_DET44 = ev(HW, 2, "Detection voltage -VDET 4.334 4.400 4.466 V")
HW_DET29 = ev(HW, 1, "Detection voltage -VDET 2.857 2.900 2.943 V")
HW_PULLUP = ev(HW, 2, "Pull the Nch open-drain output up to a voltage of 8.0 V or less.")
HW_CMOS = ev(HW, 2, "The CMOS output swings between VSS and VDD only.")
HW_WD = ev(HW, 1, "Watchdog time-out tWD 1.1 1.6 2.3 s")
HW_NO_RAD = ev(HW, 2, "Behaviour of the detector under radiation is not specified.")
HW_WDI_OPEN = ev(HW, 2, "leave open to disable the watchdog")

# ---- ZPA4U05 / ZPA4U33 ESD array (page 1 quick reference, page 2 limiting values / characteristics)
ZP_TEMP: Fact = (
    [it(ZP, "operating_temperature", DEG, lo=-40, hi=125, condition="Tamb, limiting values")],
    [ev(ZP, 2, "Tamb ambient temperature -40 - +125 " + DEG)],
)
ZP_TSTG: Fact = (
    [it(ZP, "storage_temperature", DEG, lo=-65, hi=150, condition="Tstg")],
    [ev(ZP, 2, "Tstg storage temperature -65 - +150 " + DEG)],
)
ZP_IPP: Fact = (
    [it(ZP, "peak_output_current", "A", hi=3.5, condition="IPP peak pulse current, tp = 8/20 us")],
    [ev(ZP, 2, "IPP peak pulse current tp = 8/20 " + MU + "s [2] - - 3.5 A")],
)
ZP_VRWM05 = ev(ZP, 2, "voltage ZPA4U05 - - 5.0 V")
ZP_VRWM33 = ev(ZP, 2, "ZPA4U33 - - 3.3 V VBR")
ZP_RULE = ev(ZP, 2, "a 5 V signal needs the ZPA4U05; the ZPA4U33 conducts on 5 V lines.")
ZP_CD = ev(ZP, 2, "Cd diode capacitance f = 1 MHz; VR = 0 V - 0.45 0.6 pF")
ZP_NO_SURGE = ev(
    ZP, 2, "performance to IEC 61000-4-5 beyond the values in Section 6 is not specified."
)

# ---- MFX PTC fuses (page 1 MFX020-075 + derating, page 2 MFX110-200)
MF_OP: Fact = (
    [it(MF, "operating_temperature", DEG, lo=-40, hi=85, condition="operating temperature")],
    [ev(MF, 1, "Operating temperature -40 " + DEG + " to +85 " + DEG)],
)
MF_050_HOLD: Fact = (
    [it("MFX050", "output_current", "A", hi=0.50, condition="MFX050 hold current Ihold, 23 C")],
    [ev(MF, 1, "MFX050 30 40 0.50 1.00 0.50 2.5 4.0 0.35 1.30")],
)
MF_110_HOLD: Fact = (
    [it("MFX110", "output_current", "A", hi=1.10, condition="MFX110 hold current Ihold, 23 C")],
    [ev(MF, 2, "MFX110 30 40 1.10 2.20 0.70 5.5 6.6 0.12 0.41")],
)
MF_160_HOLD: Fact = (
    [it("MFX160", "output_current", "A", hi=1.60, condition="MFX160 hold current Ihold, 23 C")],
    [ev(MF, 2, "MFX160 30 40 1.60 3.20 0.90 8.0 10.0 0.06 0.22")],
)
MF_200_V: Fact = (
    [it("MFX200", "abs_max_supply_voltage", "V", hi=16, condition="MFX200 V max.")],
    [ev(MF, 2, "MFX200 16 40 2.00 4.00 0.90 10.0 12.0 0.05 0.17")],
)
MF_075_R: Fact = (
    [it("MFX075", "on_resistance", "Ohm", lo=0.18, hi=0.72, condition="MFX075 R min. / R1 max.")],
    [ev(MF, 1, "MFX075 30 40 0.75 1.50 0.60 3.8 5.0 0.18 0.72")],
)
MF_DERATE = ev(MF, 1, "% of Ihold 145 % 118 % 100 % 78 % 52 %")
MF_DERATE_HEAD = ev(MF, 1, "Ambient -40 " + DEG + " 0 " + DEG + " 23 " + DEG + " 50 " + DEG)
MF_DC_ONLY = ev(MF, 2, "devices are for DC circuits only and are not rated for AC mains.")
MF_NO_CYCLES = ev(MF, 2, "Trip behaviour after more than 100 trip cycles is not specified.")

# ---- PPM-200 peristaltic pump (page 1 parameters / common data, page 2 FAQ)
PP_V12: Fact = (
    [it("PPM-200-12", "supply_voltage", "V", lo=10, hi=13, condition="PPM-200-12 working voltage")],
    [ev(PP, 1, "Working voltage 5" + FT + "6V 10" + FT + "13V 20" + FT + "26V")],
)
PP_V06: Fact = (
    [it("PPM-200-06", "supply_voltage", "V", lo=5, hi=6, condition="PPM-200-06 working voltage")],
    [ev(PP, 1, "Working voltage 5" + FT + "6V 10" + FT + "13V 20" + FT + "26V")],
)
PP_V24: Fact = (
    [it("PPM-200-24", "supply_voltage", "V", lo=20, hi=26, condition="PPM-200-24 working voltage")],
    [ev(PP, 1, "Working voltage 5" + FT + "6V 10" + FT + "13V 20" + FT + "26V")],
)
PP_I06: Fact = (
    [it("PPM-200-06", "supply_current", "mA", hi=350, condition="PPM-200-06 working current")],
    [ev(PP, 1, "Working current " + LE + "350mA " + LE + "200mA " + LE + "120mA")],
)
PP_I12: Fact = (
    [it("PPM-200-12", "supply_current", "mA", hi=200, condition="PPM-200-12 working current")],
    [ev(PP, 1, "Working current " + LE + "350mA " + LE + "200mA " + LE + "120mA")],
)
PP_I24: Fact = (
    [it("PPM-200-24", "supply_current", "mA", hi=120, condition="PPM-200-24 working current")],
    [ev(PP, 1, "Working current " + LE + "350mA " + LE + "200mA " + LE + "120mA")],
)
PP_TEMP: Fact = (
    [it(PP, "operating_temperature", DEG, lo=0, hi=40, condition="working temperature")],
    [ev(PP, 1, "Working temperature" + FC + "0" + FT + "40" + CJK_DEG)],
)
PP_NO_PIN = ev(PP, 2, "No. An IO pin gives only about 20mA. Use a MOSFET or motor driver module.")
PP_PWM = ev(PP, 2, "Yes, PWM 1kHz" + FT + "20kHz on the motor supply, with a flyback diode.")
PP_NO_ACID = ev(PP, 2, "Resistance to solvents and acids is not specified.")
PP_NO_DOSE = ev(PP, 2, "dosing accuracy is not specified.")

# ---- PHR55 CdS cells (page 1 table, page 2 application / notes)
PH_28_RT: Fact = (
    [
        it("PHR5528", "response_time", "ms", typ=20, condition="PHR5528 rise time"),
        it("PHR5528", "response_time", "ms", typ=30, condition="PHR5528 decay time"),
    ],
    [ev(PH, 1, "PHR5528 150 100 -30" + FT + "+70 540 10-20 1 0.6 20 / 30")],
)
PH_06_P: Fact = (
    [it("PHR5506", "power_consumption", "mW", hi=90, condition="PHR5506 max. power")],
    [ev(PH, 1, "PHR5506 100 90 -30" + FT + "+70 540 2-6 0.15 0.6 30 / 30")],
)
PH_28_P: Fact = (
    [it("PHR5528", "power_consumption", "mW", hi=100, condition="PHR5528 max. power")],
    [ev(PH, 1, "PHR5528 150 100 -30" + FT + "+70 540 10-20 1 0.6 20 / 30")],
)
PH_TEMP: Fact = (
    [it(PH, "operating_temperature", DEG, lo=-30, hi=70, condition="ambient temp., all models")],
    [ev(PH, 1, "PHR5516 150 90 -30" + FT + "+70 540 5-10 0.5 0.7 30 / 30")],
)
PH_TSTG: Fact = (
    [it(PH, "storage_temperature", DEG, lo=-40, hi=85, condition="storage")],
    [ev(PH, 2, "Storage" + FC + "-40" + FT + "+85" + CJK_DEG + ", dark, dry place.")],
)
PH_ROW06 = ev(PH, 1, "PHR5506 100 90 -30" + FT + "+70 540 2-6 0.15 0.6 30 / 30")
PH_ROW28 = ev(PH, 1, "PHR5528 150 100 -30" + FT + "+70 540 10-20 1 0.6 20 / 30")
PH_ROHS = ev(PH, 2, "The cells contain cadmium and are not RoHS compliant; check local rules.")
PH_NO_LUX = ev(PH, 2, "illuminance measurement accuracy in Lux is not specified.")
PH_DIVIDER = ev(PH, 2, "the midpoint is about 2.5V at 10Lux")

# ---- LAX 20 linear actuator (page 1 technical / common data, page 2 options / notes)
LA_V: Fact = (
    [
        it(LA, "supply_voltage", "V", typ=12, condition="12 V DC version, +-10 %"),
        it(LA, "supply_voltage", "V", typ=24, condition="24 V DC version, +-10 %"),
    ],
    [ev(LA, 1, "Supply voltage 12 V DC or 24 V DC \u00b110 % (to order)")],
)
LA_I12_2: Fact = (
    [it("LAX 20.2", "supply_current", "A", hi=2.4, condition="LAX 20.2, 12 V, at max. load")],
    [ev(LA, 1, "Current at max. load, 12 V (1) 2.6 A 2.4 A 2.2 A")],
)
LA_I24_3: Fact = (
    [it("LAX 20.3", "supply_current", "A", hi=1.1, condition="LAX 20.3, 24 V, at max. load")],
    [ev(LA, 1, "Current at max. load, 24 V (1) 1.3 A 1.2 A 1.1 A")],
)
LA_I12_1: Fact = (
    [it("LAX 20.1", "supply_current", "A", hi=2.6, condition="LAX 20.1, 12 V, at max. load")],
    [ev(LA, 1, "Current at max. load, 12 V (1) 2.6 A 2.4 A 2.2 A")],
)
LA_TEMP: Fact = (
    [it(LA, "operating_temperature", DEG, lo=-10, hi=50, condition="ambient, standard version")],
    [ev(LA, 1, "Ambient temperature -10 " + DEG + " ... +50 " + DEG)],
)
LA_TEMP_W: Fact = (
    [it(LA, "operating_temperature", DEG, lo=-25, hi=50, condition="option W weatherproof")],
    [ev(LA, 2, "IP 66, ambient -25 " + DEG + " ... +50 " + DEG)],
)
LA_IP: Fact = (
    [it(LA, "ip_rating", values=["IP54"], condition="standard version")],
    [ev(LA, 1, "Protection class IP 54")],
)
LA_IP_W: Fact = (
    [it(LA, "ip_rating", values=["IP66"], condition="option W")],
    [ev(LA, 2, "W Weatherproof version IP 66")],
)
LA_PEAK = ev(LA, 1, "(1) Start-up current peak up to 2.5 x the value for max. 150 ms.")
LA_DUTY = ev(LA, 1, "Duty cycle 10 % (2 min on, 18 min off)")
LA_LOCK = ev(LA, 1, "Self-locking (static holding force) no 450 N 1000 N")
LA_LOAD = ev(LA, 1, "Max. load push / pull 200 N 450 N 1000 N")
LA_NO_NOISE = ev(LA, 2, "The noise level in operation is not")
LA_HALL = ev(LA, 2, "2 channels, open collector, supply 5 V, 4 pulses/mm")

# ---- FS-30 anemometer (page 1 parameters, page 2 conversion / Modbus / FAQ)
FS_V_V: Fact = (
    [it("FS-30-V", "supply_voltage", "V", lo=7, hi=24, condition="FS-30-V power supply")],
    [ev(FS, 1, "Power supply 7" + FT + "24V DC 12" + FT + "24V DC 5" + FT + "24V DC")],
)
FS_I_V: Fact = (
    [it("FS-30-I", "supply_voltage", "V", lo=12, hi=24, condition="FS-30-I power supply")],
    [ev(FS, 1, "Power supply 7" + FT + "24V DC 12" + FT + "24V DC 5" + FT + "24V DC")],
)
FS_N_V: Fact = (
    [it("FS-30-N", "supply_voltage", "V", lo=5, hi=24, condition="FS-30-N power supply")],
    [ev(FS, 1, "Power supply 7" + FT + "24V DC 12" + FT + "24V DC 5" + FT + "24V DC")],
)
FS_I_P: Fact = (
    [it("FS-30-I", "power_consumption", "W", hi=0.7, condition="FS-30-I")],
    [ev(FS, 1, "Power consumption " + LE + "0.3W " + LE + "0.7W " + LE + "0.2W")],
)
FS_V_OUT: Fact = (
    [it("FS-30-V", "analog_output_voltage", "V", lo=0, hi=5, condition="FS-30-V output 0-5 V")],
    [ev(FS, 1, "Output signal 0" + FT + "5V 4" + FT + "20mA RS485 Modbus-RTU")],
)
FS_BAUD: Fact = (
    [it("FS-30-N", "baud_rate", "bps", lo=2400, hi=9600, condition="2400, 4800, 9600 bps")],
    [ev(FS, 2, "Baud rate" + FC + "2400, 4800, 9600bps (default 4800)")],
)
FS_BAUD_DEF: Fact = (
    [it("FS-30-N", "baud_rate", "bps", value=4800, condition="default")],
    [ev(FS, 2, "Baud rate" + FC + "2400, 4800, 9600bps (default 4800)")],
)
FS_TEMP: Fact = (
    [it(FS, "operating_temperature", DEG, lo=-30, hi=70, condition="working environment")],
    [ev(FS, 1, "Working environment" + FC + "-30" + FT + "+70" + CJK_DEG + ", 0" + FT + "100%RH")],
)
FS_IP: Fact = (
    [it(FS, "ip_rating", values=["IP65"], condition="protection")],
    [ev(FS, 1, "Protection" + FC + "IP65")],
)
FS_LOAD = ev(FS, 1, "load " + LE + "500" + OHM + " at 24V")
FS_DIVIDER = ev(FS, 2, "The output reaches 5V at 30m/s; use a resistor divider for a 3.3V ADC.")
FS_NO_DIR = ev(FS, 2, "No. Use the FX-30 wind vane for direction.")
FS_NO_ICE = ev(FS, 2, "operation with ice on the cups is not specified.")
MF_050_V: Fact = (
    [it("MFX050", "abs_max_supply_voltage", "V", hi=30, condition="MFX050 V max.")],
    [ev(MF, 1, "MFX050 30 40 0.50 1.00 0.50 2.5 4.0 0.35 1.30")],
)
LA_I12_3: Fact = (
    [it("LAX 20.3", "supply_current", "A", hi=2.2, condition="LAX 20.3, 12 V, at max. load")],
    [ev(LA, 1, "Current at max. load, 12 V (1) 2.6 A 2.4 A 2.2 A")],
)
