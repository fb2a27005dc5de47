"""Reference facts of the sixty-seventh hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import BL, DM, EC, LM, NP, PD, SM, TS, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"
LE = "\u2264"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- HW-LM200 (LTE-M)
LMG = "HW-LM200G"
LM_VBAT = f(
    LM,
    1,
    "VBAT 3.3 3.8 4.3 V",
    it(LM, "supply_voltage", "V", lo=3.3, typ=3.8, hi=4.3, condition="VBAT power supply voltage"),
)
LM_ABS = f(
    LM, 2, "VBAT -0.3 4.7 V", it(LM, "abs_max_supply_voltage", "V", hi=4.7, condition="VBAT")
)
LM_IO_ABS = f(
    LM,
    2,
    "Digital I/O input voltage -0.3 2.1 V",
    it(LM, "abs_max_input_voltage", "V", hi=2.1, condition="digital I/O"),
)
LM_IO = f(
    LM,
    1,
    "I/O domain output VDD_EXT 1.75 1.8 1.85 V",
    it(LM, "io_supply_voltage", "V", lo=1.75, typ=1.8, hi=1.85, condition="I/O domain, VDD_EXT"),
)
LM_NOT33 = note(LM, 2, "All UART and GPIO are 1.8 V level. It is not 3.3 V tolerant")
LM_PEAK = f(
    LM,
    1,
    "Peak supply current VBAT 0.48 A",
    it(LM, "supply_current", "A", hi=0.48, condition="peak supply current"),
)
LM_PSU05 = note(LM, 2, "Power supply must can provide 0.5 A or more.")
LM_PSM = "PSM RTC on 3.2 " + MU + "A 3.6 " + MU + "A"
LM_PSM_A = f(LM, 1, LM_PSM, it(LM, "standby_current", "uA", typ=3.2, condition="PSM, HW-LM200"))
LM_PSM_G = f(LM, 1, LM_PSM, it(LMG, "standby_current", "uA", typ=3.6, condition="PSM, HW-LM200G"))
LM_EDRX_G = f(
    LM,
    1,
    "eDRX 81.92 s cycle 28 " + MU + "A 31 " + MU + "A",
    it(LMG, "standby_current", "uA", typ=31, condition="eDRX 81.92 s, HW-LM200G"),
)
LM_B20 = "LTE-M TX B20, 23 dBm 215 mA 218 mA"
LM_TX20_A = f(LM, 2, LM_B20, it(LM, "supply_current", "mA", typ=215, condition="LTE-M TX B20"))
LM_TX4_G = f(
    LM,
    2,
    "B4, 23 dBm 232 mA 236 mA",
    it(LMG, "supply_current", "mA", typ=236, condition="LTE-M TX B4 23 dBm, HW-LM200G"),
)
LM_NB_A = f(
    LM,
    2,
    "NB-IoT TX B20, 23 dBm 198 mA 201 mA",
    it(LM, "supply_current", "mA", typ=198, condition="NB-IoT TX B20, HW-LM200"),
)
LM_TEMPQ = "Operating temperature -40 ~ +85 " + DEG + " -30 ~ +75 " + DEG
LM_TEMP_A = f(LM, 1, LM_TEMPQ, it(LM, "operating_temperature", DEG, lo=-40, hi=85))
LM_TEMP_G = f(LM, 1, LM_TEMPQ, it(LMG, "operating_temperature", DEG, lo=-30, hi=75))
LM_EXT_G = note(LM, 1, "GNSS performance is not guarantee.")
LM_TXP = f(
    LM,
    1,
    "Max. output power 23 dBm (Power Class 5)",
    it(LM, "tx_power", "dBm", hi=23, condition="Power Class 5"),
)
LM_BAUD = f(
    LM,
    1,
    "Main UART for AT command, default 115200 bps",
    it(LM, "baud_rate", "bps", value=115200, condition="default"),
)
LM_VBUS = note(LM, 2, "Do not supply the module by USB_VBUS.")

# ---------------------------------------------------------------- NP-31 (barometer)
NP_RANGE = f(
    NP,
    1,
    "Druckbereich / Pressure range [hPa] 260 ... 1260",
    it(NP, "measurement_range", "hPa", lo=260, hi=1260, quantity="pressure"),
)
NP_VDD = f(
    NP,
    1,
    "Core supply VDD [V] 1.65 ... 3.6 1.8",
    it(NP, "supply_voltage", "V", lo=1.65, typ=1.8, hi=3.6, condition="core supply VDD"),
)
NP_VDDIO = f(
    NP,
    1,
    "Interface supply VDDIO [V] 1.2 ... 3.6 1.8",
    it(NP, "io_supply_voltage", "V", lo=1.2, typ=1.8, hi=3.6, condition="VDDIO"),
)
NP_ACC_WIDE = f(
    NP,
    1,
    "Absolute accuracy [hPa] 300 ... 1100 hPa, -20 ... +65 " + DEG + " " + PM + "0.8",
    it(NP, "accuracy", "hPa", lo=-0.8, hi=0.8, quantity="pressure", condition="-20...+65 °C"),
)
NP_ACC_NARROW = f(
    NP,
    1,
    "300 ... 1100 hPa, 0 ... +40 " + DEG + " " + PM + "0.5",
    it(NP, "accuracy", "hPa", lo=-0.5, hi=0.5, quantity="pressure", condition="0...+40 °C"),
)
NP_REL = f(
    NP,
    1,
    "Relative accuracy [Pa] any 10 hPa step, 25 " + DEG + " " + PM + "6",
    it(NP, "accuracy", "Pa", lo=-6, hi=6, quantity="pressure", condition="relative, 10 hPa step"),
)
NP_IHR = f(
    NP,
    1,
    "Current at 1 Hz, 12 high-resolution mode [" + MU + "A]",
    it(NP, "supply_current", "uA", typ=12, condition="1 Hz, high-resolution mode"),
)
NP_ILP = f(
    NP,
    1,
    "Current at 1 Hz, 2.8 low-power mode [" + MU + "A]",
    it(NP, "supply_current", "uA", typ=2.8, condition="1 Hz, low-power mode"),
)
NP_STBY = f(
    NP,
    1,
    "Standby current [" + MU + "A] max. 1.0 0.3",
    it(NP, "standby_current", "uA", typ=0.3, hi=1.0),
)
NP_TOP = f(
    NP,
    1,
    "Operating temperature [" + DEG + "] full function -40 ... +85",
    it(NP, "operating_temperature", DEG, lo=-40, hi=85),
)
NP_I2C = f(
    NP,
    1,
    "I2C max. 3.4 MHz (HS)",
    it(NP, "i2c_clock_frequency", "MHz", hi=3.4, condition="high-speed mode"),
)
NP_SPI = f(NP, 1, "SPI max. 10 MHz", it(NP, "spi_clock_frequency", "MHz", hi=10))
NP_ADDR = f(
    NP,
    1,
    "I2C slave address: 0x5A with SDO to GND, 0x5B with SDO to VDDIO.",
    it(NP, "i2c_address", values=["0x5A", "0x5B"]),
)
NP_ADDR_GND = f(
    NP,
    1,
    "I2C slave address: 0x5A with SDO to GND",
    it(NP, "i2c_address", values=["0x5A"], condition="SDO to GND"),
)
NP_ABS = f(NP, 1, "VDD, VDDIO -0.3 4.0 V", it(NP, "abs_max_supply_voltage", "V", hi=4.0))
NP_5V = note(NP, 2, "A 5 V host needs a level shifter; VDDIO may not exceed 3.6 V in operation.")
NP_LIQ = note(NP, 2, "The NP-31 is not specified for use in liquids; the metal lid is not sealed.")
NP_IF = f(
    NP,
    1,
    "Digital interfaces: SPI (mode 0 and 3, 4-wire) and I2C.",
    it(NP, "interface", values=["SPI", "I2C"]),
)

# ---------------------------------------------------------------- ZS-BL12 (BLDC board)
BL_VIN = f(
    BL,
    1,
    "1、Working voltage" + FWC + "DC 6V" + FWT + "28V",
    it(BL, "supply_voltage", "V", lo=6, hi=28, condition="working voltage"),
)
BL_ABS = f(
    BL,
    2,
    "1、Input voltage must not exceed 30V",
    it(BL, "abs_max_supply_voltage", "V", hi=30),
)
BL_IRATED = "2、Rated current" + FWC + "12A" + FWL + "with heatsink" + FWR + "，5A without heatsink"
BL_I_HS = f(
    BL, 1, BL_IRATED, it(BL, "output_current", "A", hi=12, condition="rated, with heatsink")
)
BL_I_NOHS = f(
    BL, 1, BL_IRATED, it(BL, "output_current", "A", hi=5, condition="rated, without heatsink")
)
BL_HS_ONLY_H = note(BL, 2, "heatsink x1" + FWL + "ZS-BL12H version only" + FWR)
BL_PEAK = f(
    BL,
    1,
    "3、Peak current" + FWC + "20A" + FWL + "less than 1 second" + FWR,
    it(BL, "peak_output_current", "A", hi=20, condition="less than 1 s"),
)
BL_AIN = f(
    BL,
    1,
    "4、Speed control" + FWC + "PWM 1kHz" + FWT + "20kHz or 0" + FWT + "5V analog",
    it(BL, "analog_input_range", "V", lo=0, hi=5, condition="speed control, analog"),
)
BL_STBY = f(
    BL,
    1,
    "5、Standby current" + FWC + LE + "8mA" + FWL + "12V" + FWR,
    it(BL, "standby_current", "mA", hi=8, condition="12 V"),
)
BL_TEMP = f(
    BL,
    1,
    "6、Working temperature" + FWC + "-20" + FW_C + FWT + "+60" + FW_C,
    it(BL, "operating_temperature", DEG, lo=-20, hi=60),
)
BL_VIL = f(
    BL,
    2,
    "PWM signal high level 3.3V or 5V both OK，PWM low level must below 0.8V.",
    it(BL, "input_low_voltage", "V", hi=0.8, condition="PWM input"),
)
BL_PWM33 = note(BL, 2, "PWM signal high level 3.3V or 5V both OK")
BL_REV = note(BL, 2, "2、No reverse polarity protection")
BL_2S = note(BL, 2, "2S is 8.4V max，it is OK.")
BL_SENSORLESS = note(BL, 2, "This board is for sensorless motor only")

# ---------------------------------------------------------------- SMC4120 (current sensor)
S05, S20, S50 = "SMC4120-05B", "SMC4120-20B", "SMC4120-50B"
SM_VCC = f(
    SM,
    1,
    "Supply Voltage VCC 4.5 5.0 5.5 V",
    it(SM, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5),
)
SM_ICC = f(
    SM,
    1,
    "Supply Current ICC VCC = 5.0 V, output open 10 13 (1) mA",
    it(SM, "supply_current", "mA", typ=10, hi=13, condition="VCC = 5 V, output open"),
)
SM_NOT33 = note(SM, 2, "The SMC4120 is not intended for operation from a 3.3 V supply")
SM_DIV = note(SM, 2, "When the output drives a 3.3 V ADC input, a resistive divider is required.")
SM_ZERO = f(
    SM,
    1,
    "Zero Current Output VIOUT(Q) IP = 0 A, TA = 25" + DEG + " 2.5 V",
    it(SM, "analog_output_voltage", "V", typ=2.5, condition="IP = 0 A, VCC = 5 V"),
)


def sm_sel(dev: str, rng: float, sens: float) -> Fact:
    return f(
        SM,
        1,
        f"{dev} {PM}{rng:g} {sens:g}",
        it(dev, "measurement_range", "A", lo=-rng, hi=rng, quantity="current"),
        it(dev, "sensitivity", "mV/A", typ=sens, quantity="current"),
    )


SM_05 = sm_sel(S05, 5, 264)
SM_20 = sm_sel(S20, 20, 100)
SM_50 = sm_sel(S50, 50, 40)
SM_RANGE_20 = f(
    SM,
    1,
    f"{S20} {PM}20 100",
    it(S20, "measurement_range", "A", lo=-20, hi=20, quantity="current"),
)
SM_RANGE_05 = f(
    SM,
    1,
    f"{S05} {PM}5 264",
    it(S05, "measurement_range", "A", lo=-5, hi=5, quantity="current"),
)
SM_ERR_05_COLD = f(
    SM,
    2,
    "TA = -40" + DEG + " to 25" + DEG + " -4.0 (3) 4.0 (3) %",
    it(S05, "accuracy", "%", lo=-4.0, hi=4.0, quantity="current", condition="-40 to 25 °C"),
)
SM_ERR_50_HOT = f(
    SM,
    2,
    "SMC4120-50B PERFORMANCE",
    it(S50, "accuracy", "%", lo=-1.5, hi=1.5, quantity="current", condition="25 to 125 °C"),
)
SM_ERR_50_HOT[1].append(
    ev(SM, 2, "Total Output Error ETOT TA = 25" + DEG + " to 125" + DEG + " -1.5 1.5 %")
)
SM_TEMP = f(
    SM,
    1,
    "Operating Ambient Temperature, TA (suffix B)",
    it(SM, "operating_temperature", DEG, lo=-40, hi=125),
)
SM_TEMP[1].append(ev(SM, 1, "-40" + DEG + " to 125" + DEG + " Storage Temperature"))
SM_ABS = f(SM, 1, "8 V Reverse Supply Voltage", it(SM, "abs_max_supply_voltage", "V", hi=8))

# ---------------------------------------------------------------- PDT-20 (USB-C PD trigger)
PDX = "PDT-20X"
PD_VOUT_LINE = "Výstupní napětí / Output voltage 5, 9, 12, 15, 20 V"
PD_I = "max. 3 A max. 5 A *"
PD_I_20 = f(PD, 1, PD_I, it(PD, "output_current", "A", hi=3, condition="PDT-20"))
PD_I_X = f(PD, 1, PD_I, it(PDX, "output_current", "A", hi=5, condition="PDT-20X, 5 A cable"))
PD_X_CABLE = note(
    PD, 1, "5 A only with an e-marked 5 A USB-C cable and a 100 W charger; with any other cable"
)


def pd_vout(v: float, dev: str = PD) -> Fact:
    return f(
        PD, 1, PD_VOUT_LINE, it(dev, "output_voltage", "V", value=v, condition=f"setting {v:g} V")
    )


PD_OWN = f(
    PD,
    1,
    "Vlastní spotřeba / Own consumption 6 mA 7 mA",
    it(PD, "quiescent_current", "mA", value=6, condition="own consumption, PDT-20"),
)
PD_TEMP = f(
    PD,
    1,
    "Pracovní teplota / Working temperature 0 až 50 " + DEG,
    it(PD, "operating_temperature", DEG, lo=0, hi=50),
)
PD_NO33 = note(PD, 2, "No 3.3 V setting and no PPS")
PD_NOBATT = note(PD, 2, "do not connect a battery or another supply to the output terminal.")
PD_NOPD = note(PD, 1, "Without a PD charger (plain 5 V USB port) the output stays off.")
PD_BANK = note(PD, 2, "Yes, if the power bank has USB-C PD output.")
PD_45W = note(PD, 2, "most 45 W chargers do, at 2.25 A")

# ---------------------------------------------------------------- EC12R-M (rotary encoder)
EC_VCC = f(
    EC,
    1,
    "Board supply voltage (+) DC 3.0 V ～ 5.5 V",
    it(EC, "supply_voltage", "V", lo=3.0, hi=5.5),
)
EC_CONT = f(
    EC,
    1,
    "Rating of encoder contacts DC 5 V, 1 mA",
    it(EC, "contact_voltage", "V", hi=5, condition="encoder contacts"),
    it(EC, "contact_current", "mA", hi=1, condition="encoder contacts"),
)
EC_SW = f(
    EC,
    1,
    "Rating of push switch DC 12 V, 50 mA",
    it(EC, "contact_voltage", "V", hi=12, condition="push switch"),
    it(EC, "contact_current", "mA", hi=50, condition="push switch"),
)
EC_SW_I = f(
    EC,
    1,
    "Rating of push switch DC 12 V, 50 mA",
    it(EC, "contact_current", "mA", hi=50, condition="push switch"),
)
EC_TEMP = f(
    EC,
    1,
    "-10 ℃ ～ +70 ℃ no condensation",
    it(EC, "operating_temperature", DEG, lo=-10, hi=70),
)
EC_STOR = f(EC, 1, "10 -40 ℃ ～ +85 ℃", it(EC, "storage_temperature", DEG, lo=-40, hi=85))
EC_33 = note(
    EC, 2, "With (+) = 3.3 V the outputs can be connected directly to 3.3 V microcontroller inputs."
)
EC_HIGH = note(EC, 2, "the high level equals the board supply (+).")
EC_WATER = note(EC, 2, "The module is not dust-proof and not water-proof.")

# ---------------------------------------------------------------- TSN-10K (NTC probe)
TP1, TS1, TS3 = "TSN-10K-P1", "TSN-10K-S1", "TSN-10K-S3"
TS_RANGE_LINE = "-30 ... +105 " + DEG + " -50 ... +200 " + DEG + " -50 ... +200 " + DEG
TS_RANGE_P1 = f(
    TS,
    1,
    TS_RANGE_LINE,
    it(TP1, "measurement_range", DEG, lo=-30, hi=105, quantity="temperature"),
)
TS_RANGE_S1 = f(
    TS,
    1,
    TS_RANGE_LINE,
    it(TS1, "measurement_range", DEG, lo=-50, hi=200, quantity="temperature"),
)
TS_RANGE_S3 = f(
    TS,
    1,
    TS_RANGE_LINE,
    it(TS3, "measurement_range", DEG, lo=-50, hi=200, quantity="temperature"),
)
TS_P1_105 = note(TS, 2, "must not be used in food contact or above 105")
TS_ACC = f(
    TS,
    1,
    "Accuracy " + PM + "0.5 " + DEG + " 0 ... 70 " + DEG,
    it(TS, "accuracy", DEG, lo=-0.5, hi=0.5, quantity="temperature", condition="0...70 °C"),
)
TS_ACC_OUT = f(
    TS,
    1,
    PM + "1.5 " + DEG + " outside 0 ... 70 " + DEG,
    it(TS, "accuracy", DEG, lo=-1.5, hi=1.5, quantity="temperature", condition="outside 0...70 °C"),
)
TS_TAU = f(
    TS,
    1,
    "Thermal time constant (63 %) 6 s 25 -> 85 " + DEG + " water",
    it(TS, "response_time", "s", value=6, condition="63 %, in water"),
)
TS_IP = "Étanchéité / Sealing IP67 IP68 IP68"
TS_IP_P1 = f(TS, 1, TS_IP, it(TP1, "ip_rating", values=["IP67"]))
TS_IP_S3 = f(TS, 1, TS_IP, it(TS3, "ip_rating", values=["IP68"]))
TS_IMEAS = f(
    TS,
    1,
    "keep the current through the thermistor below 100 " + MU + "A",
    it(TS, "supply_current", "uA", hi=100, condition="measuring current"),
)
TS_DIV33 = note(TS, 1, "A 10 k" + OHM + " divider from 3.3 V respects this limit.")
TS_MAINS = note(
    TS, 2, "The probe is not insulated for mains voltage; insulation test 500 V DC only."
)

# ---------------------------------------------------------------- DM4-56 (7-segment module)
DMR, DMG = "DM4-56R", "DM4-56G"
DM_VCC = f(
    DM,
    1,
    "the recommended VCC is 3.3 V to 5.0 V, and the absolute limit is 5.5 V",
    it(DM, "supply_voltage", "V", lo=3.3, hi=5.0),
)
DM_ABS = f(
    DM,
    1,
    "the recommended VCC is 3.3 V to 5.0 V, and the absolute limit is 5.5 V",
    it(DM, "abs_max_supply_voltage", "V", hi=5.5),
)
DM_TEMP = f(
    DM,
    1,
    "Operating temperature -10 to +60 deg C.",
    it(DM, "operating_temperature", DEG, lo=-10, hi=60),
)
DM_R5_MAX = f(
    DM,
    1,
    "DM4-56R, 5.0 V 18 mA 52 mA 80 mA 2 mA",
    it(DMR, "supply_current", "mA", typ=80, condition="level 8, 5.0 V, '88:88'"),
)
DM_R33_MAX = f(
    DM,
    1,
    "DM4-56R, 3.3 V 11 mA 33 mA 48 mA 1.5 mA",
    it(DMR, "supply_current", "mA", typ=48, condition="level 8, 3.3 V"),
)
DM_G33_L4 = f(
    DM,
    1,
    "DM4-56G, 3.3 V 6 mA 15 mA 21 mA 1.5 mA",
    it(DMG, "supply_current", "mA", typ=15, condition="level 4, 3.3 V"),
)
DM_G5_MAX = f(
    DM,
    1,
    "DM4-56G, 5.0 V 15 mA 44 mA 66 mA 2 mA",
    it(DMG, "supply_current", "mA", typ=66, condition="level 8, 5.0 V"),
)
DM_PULL = note(DM, 2, "The pull-ups go to VCC, so with VCC = 5 V the CLK and DIO lines sit at 5 V.")
DM_NOTI2C = note(DM, 1, "CLK and DIO (not I2C: no address, use the")
DM_GREEN = note(DM, 1, "at 3.3 V the DM4-56G is visibly dimmer.")
LM_EXT_PIN = note(LM, 2, "VDD_EXT PO 1.8 V output, max 50 mA")
BL_7S = note(BL, 2, "7S (29.4V) is over voltage，can not use.")
BL_PWM_RANGE = note(BL, 1, "4、Speed control" + FWC + "PWM 1kHz" + FWT + "20kHz")
SM_ISO = note(SM, 1, "2.1 kVRMS isolation rating, 8-lead SOIC")
DM_SUN = note(DM, 2, "The module is not sunlight readable at level 1.")
TS_IP_S1 = f(TS, 1, TS_IP, it(TS1, "ip_rating", values=["IP68"]))
