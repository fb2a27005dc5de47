"""Reference facts used by the hold-out 16 questions (items + evidence, read off the PDFs)."""

from __future__ import annotations

from qkit import KAC, KEN, KFP, KOP, KPI, KSD, KSM, KVR, Fact, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
OHM = "\u03a9"
PM = "\u00b1"
CJK_DEG = "\u2103"

# ---- KSD4120/4121 smoke detector IC (page 1 features, page 2 tables)
KSD_VDD: Fact = (
    [it(KSD, "supply_voltage", "V", lo=6.0, hi=12.0, condition="operational, D1")],
    [
        ev(KSD, 2, "D1 VDD Supply Voltage 6.0 \u2014 12.0 V Operational"),
        ev(KSD, 1, "Operating Voltage Range: 6V to 12V"),
    ],
)
KSD_ABS: Fact = (
    [it(KSD, "abs_max_supply_voltage", "V", hi=15, condition="absolute maximum, VDD")],
    [ev(KSD, 2, "15V Input Voltage Range (TEST, DETECT, IO)")],
)
KSD_ISB: Fact = (
    [it(KSD, "standby_current", "uA", typ=5.0, hi=8.0, condition="IDD1, no alarm, VDD = 9 V")],
    [
        ev(KSD, 2, "D2 IDD1 \u2014 5.0 8.0 " + MU + "A"),
        ev(KSD, 1, "Average Standby Current: 5 " + MU + "A (typical)"),
    ],
)
KSD_IALM: Fact = (
    [it(KSD, "supply_current", "mA", typ=4.5, hi=7.0, condition="IDD2, alarm, horn and IO active")],
    [ev(KSD, 2, "D3 IDD2 Alarm Supply Current \u2014 4.5 7.0 mA Horn and IO active, no load")],
)
KSD_VIH: Fact = (
    [it(KSD, "input_high_voltage", "V", lo=3.2, condition="TEST, IO; VDD = 9 V")],
    [ev(KSD, 2, "Input High Voltage D4 VIH 3.2")],
)
KSD_VOH: Fact = (
    [it(KSD, "output_high_voltage", "V", lo=7.0, condition="IO, alarm, IOH = -4 mA, VDD = 9 V")],
    [
        ev(KSD, 2, "D6 VOH 7.0 \u2014 \u2014 V Alarm, IOH = -4 mA"),
        ev(KSD, 2, "VDD = 9V, VSS = 0V"),
    ],
)
KSD_NO_SPL = ev(KSD, 1, "is not specified in this data sheet")
KSD_NO_SENS = ev(KSD, 2, "do not define a smoke sensitivity limit")

# ---- KOP233x op amps (page 1 abs max / ROC, page 2 EC continued and VS = 1.8 V)
KOP_VS: Fact = (
    [it(KOP, "supply_voltage", "V", lo=1.8, hi=5.5, condition="recommended, VS")],
    [
        ev(KOP, 1, "VS Supply voltage 1.8 5.5 V"),
        ev(KOP, 1, "Supply range: 1.8 V to 5.5 V"),
    ],
)
KOP_ABS: Fact = (
    [it(KOP, "abs_max_supply_voltage", "V", hi=6, condition="VS = (V+) - (V-)")],
    [ev(KOP, 1, "Supply voltage VS = (V+) \u2013 (V\u2013) 6 V")],
)
KOP_IQ5: Fact = (
    [it("KOP2332", "quiescent_current", "uA", typ=60, hi=85, condition="per amplifier, VS = 5 V")],
    [ev(KOP, 2, "IO = 0 A 60 85 " + MU + "A")],
)
KOP_IQ5T: Fact = (
    [
        it(
            "KOP2334",
            "quiescent_current",
            "uA",
            hi=110,
            condition="per amplifier, VS = 5 V, TA = -40 to 125 C",
        )
    ],
    [ev(KOP, 2, "IO = 0 A, TA = \u201340" + DEG + " to 125" + DEG + " 110 " + MU + "A")],
)
KOP_IQ18: Fact = (
    [
        it(
            "KOP2332",
            "quiescent_current",
            "uA",
            typ=50,
            hi=75,
            condition="per amplifier, VS = 1.8 V",
        )
    ],
    [
        ev(KOP, 2, "IO = 0 A 50 75 " + MU + "A"),
        ev(KOP, 2, "Electrical Characteristics: VS = 1.8 V"),
    ],
)
KOP_TA: Fact = (
    [it(KOP, "operating_temperature", DEG, lo=-40, hi=125, condition="specified temperature")],
    [
        ev(KOP, 1, "TA Specified temperature \u201340 125 " + DEG),
        ev(KOP, 1, "Specified temperature range: -40" + DEG + " to 125" + DEG),
    ],
)
KOP_CM = ev(KOP, 1, "(V\u2013) \u2013 0.1 (V+) + 0.1 V")
KOP_NO_CLOAD = ev(
    KOP, 2, "Stability with large capacitive loads and the input voltage noise are not specified"
)

# ---- KAC8731 audio codec (page 1 abs max / ROC, page 2 EC / power / register map)
KAC_AVDD: Fact = (
    [it(KAC, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="AVDD, HPVDD")],
    [ev(KAC, 1, "Analogue supplies range AVDD, HPVDD 1.8 3.3 3.6 V")],
)
KAC_DBVDD: Fact = (
    [it(KAC, "io_supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="DBVDD, digital buffer")],
    [ev(KAC, 1, "Digital buffer supply range DBVDD 1.8 3.3 3.6 V")],
)
KAC_DCVDD: Fact = (
    [it(KAC, "supply_voltage", "V", lo=1.42, typ=1.5, hi=2.0, condition="DCVDD, digital core")],
    [ev(KAC, 1, "Digital core supply range DCVDD 1.42 1.5 2.0 V")],
)
KAC_DCABS: Fact = (
    [it(KAC, "abs_max_supply_voltage", "V", hi=2.5, condition="DCVDD")],
    [ev(KAC, 1, "Digital core supply voltage, DCVDD -0.3 V +2.5 V")],
)
KAC_TOP: Fact = (
    [it(KAC, "operating_temperature", DEG, lo=-25, hi=85, condition="TA")],
    [ev(KAC, 1, "Operating temperature range, TA -25" + DEG + " +85" + DEG)],
)
KAC_ADDR: Fact = (
    [it(KAC, "i2c_address", None, values=["0x1A", "0x1B"], condition="CSB low / high")],
    [ev(KAC, 2, "7-bit addresses 0x1A and 0x1B")],
)
KAC_SCLK: Fact = (
    [it(KAC, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="2-wire mode")],
    [ev(KAC, 2, "SCLK Frequency fSCLK 2-wire mode 0 400 kHz")],
)
KAC_AVDD_PLAY: Fact = (
    [it(KAC, "supply_current", "mA", typ=4.8, condition="AVDD 3.3 V, playback only")],
    [
        ev(KAC, 2, "Playback Only (DAC to HP) 2.1 4.8 2.3 0.2 27"),
        ev(KAC, 2, "1.5 V (mA) 3.3 V (mA) 3.3 V (mA) 3.3 V (mA)"),
    ],
)
KAC_DC_RP: Fact = (
    [it(KAC, "supply_current", "mA", typ=4.2, condition="DCVDD 1.5 V, record and playback")],
    [
        ev(KAC, 2, "Record and Playback 4.2 6.1 2.3 0.3 35"),
        ev(KAC, 2, "1.5 V (mA) 3.3 V (mA) 3.3 V (mA) 3.3 V (mA)"),
    ],
)
KAC_STBY: Fact = (
    [it(KAC, "standby_current", "uA", typ=15, condition="all blocks powered down, clocks stopped")],
    [ev(KAC, 2, "the total standby current is typically 15 " + MU + "A")],
)
KAC_PO = [
    ev(KAC, 2, "Maximum Output Power PO RL = 32 " + OHM + ", HPVDD = 3.3 V 30 mW"),
    ev(KAC, 2, "RL = 16 " + OHM + ", HPVDD = 3.3 V 50 mW"),
    ev(KAC, 2, "RL = 32 " + OHM + ", HPVDD = 1.8 V 8 mW"),
]

# ---- KVR4050 shunt references (page 1 features / limiting, page 2 characteristics)
KVR_V25: Fact = (
    [
        it(
            "KVR4050-2.5",
            "output_voltage",
            "V",
            lo=2.4975,
            typ=2.500,
            hi=2.5025,
            condition="IR = 100 uA",
        )
    ],
    [ev(KVR, 2, "KVR4050-2.5; IR = 100 " + MU + "A 2.4975 2.500 2.5025 V")],
)
KVR_V30: Fact = (
    [
        it(
            "KVR4050-3.0",
            "output_voltage",
            "V",
            lo=2.997,
            typ=3.000,
            hi=3.003,
            condition="IR = 100 uA",
        )
    ],
    [ev(KVR, 2, "KVR4050-3.0; IR = 100 " + MU + "A 2.997 3.000 3.003 V")],
)
KVR_V41: Fact = (
    [
        it(
            "KVR4050-4.1",
            "output_voltage",
            "V",
            lo=4.0919,
            typ=4.096,
            hi=4.1001,
            condition="IR = 100 uA",
        )
    ],
    [ev(KVR, 2, "KVR4050-4.1; IR = 100 " + MU + "A 4.0919 4.096 4.1001 V")],
)
KVR_V50: Fact = (
    [
        it(
            "KVR4050-5.0",
            "output_voltage",
            "V",
            lo=4.995,
            typ=5.000,
            hi=5.005,
            condition="IR = 100 uA",
        )
    ],
    [ev(KVR, 2, "KVR4050-5.0; IR = 100 " + MU + "A 4.995 5.000 5.005 V")],
)
KVR_IMIN50: Fact = (
    [
        it(
            "KVR4050-5.0",
            "quiescent_current",
            "uA",
            typ=55,
            hi=80,
            condition="minimum operating current",
        )
    ],
    [ev(KVR, 2, "KVR4050-4.1, -5.0 - 55 80 " + MU + "A")],
)
KVR_TOP: Fact = (
    [it(KVR, "operating_temperature", DEG, lo=-40, hi=85, condition="ambient")],
    [
        ev(KVR, 2, "Tamb ambient temperature \u221240 - +85 " + DEG),
        ev(KVR, 1, "Ambient temperature range: \u221240 " + DEG + " to +85 " + DEG),
    ],
)
KVR_VS_NOTE = ev(
    KVR, 2, "The supply VS must always be higher than the reverse voltage of the chosen version"
)
KVR_NO_DRIFT = ev(KVR, 2, "Long-term stability (drift over operating time) is not characterized")

# ---- KEN2860 Ethernet controller (page 2 abs max / DC / power, page 3 power continued / SPI)
KEN_VDD: Fact = (
    [it(KEN, "supply_voltage", "V", lo=2.97, typ=3.3, hi=3.63, condition="VDD, AVDD")],
    [ev(KEN, 2, "VDD Supply voltage Apply VDD, AVDD 2.97 3.3 3.63 V")],
)
KEN_ABS: Fact = (
    [it(KEN, "abs_max_supply_voltage", "V", hi=4.6, condition="VDD")],
    [ev(KEN, 2, "VDD DC Supply voltage -0.5 to 4.6 V")],
)
KEN_VINABS: Fact = (
    [it(KEN, "abs_max_input_voltage", "V", lo=-0.5, hi=6, condition="DC input voltage")],
    [
        ev(KEN, 2, "VIN DC input voltage -0.5 to 6 V"),
        ev(KEN, 1, "3.3V operation with 5V I/O signal tolerance"),
    ],
)
KEN_VIH: Fact = (
    [it(KEN, "input_high_voltage", "V", lo=2.0, hi=5.5)],
    [ev(KEN, 2, "High level input VIH 2.0 - 5.5 V")],
)
KEN_I100: Fact = (
    [it(KEN, "supply_current", "mA", typ=132, condition="100M link, VDD = 3.3 V")],
    [ev(KEN, 2, "100M Link - 132 - mA")],
)
KEN_PD: Fact = (
    [it(KEN, "standby_current", "mA", typ=13, condition="power down mode")],
    [ev(KEN, 3, "Power Down mode - 13 - mA")],
)
KEN_SPI: Fact = (
    [it(KEN, "spi_clock_frequency", "MHz", hi=80)],
    [ev(KEN, 3, "FSCK SCK Clock Frequency 80 MHz")],
)
KEN_NO_ESD = ev(
    KEN, 3, "ESD ratings and Power over Ethernet operation are not covered by this document"
)

# ---- KSM-28 geared stepper motor (page 1 table and environment, page 2 wiring / notes)
KSM05_V: Fact = (
    [it("KSM-28-05", "supply_voltage", "V", value=5, condition="rated voltage")],
    [ev(KSM, 1, "Rated voltage DC5V DC12V")],
)
KSM12_V: Fact = (
    [it("KSM-28-12", "supply_voltage", "V", value=12, condition="rated voltage")],
    [ev(KSM, 1, "Rated voltage DC5V DC12V")],
)
KSM05_I: Fact = (
    [it("KSM-28-05", "supply_current", "mA", value=100, condition="rated current per phase")],
    [ev(KSM, 1, "Rated current per phase 100mA 60mA")],
)
KSM12_I: Fact = (
    [it("KSM-28-12", "supply_current", "mA", value=60, condition="rated current per phase")],
    [ev(KSM, 1, "Rated current per phase 100mA 60mA")],
)
KSM_TOP: Fact = (
    [it(KSM, "operating_temperature", DEG, lo=-10, hi=50)],
    [ev(KSM, 1, "Operating temperature\uff1a-10" + CJK_DEG + "\uff5e+50" + CJK_DEG)],
)
KSM_TWO_PHASE = ev(KSM, 2, "With 2-phase excitation two windings are energised at the same time")
KSM_NO_LIFE = ev(KSM, 2, "Service life and protection rating (IP) are not specified for this motor")

# ---- KFP-R307 / R307S fingerprint module (page 1 parameters / versions, page 2 FAQ)
KFP_V: Fact = (
    [it(KFP, "supply_voltage", "V", lo=4.2, hi=6.0, condition="KFP-R307")],
    [ev(KFP, 1, "Supply voltage DC 4.2~6.0V DC 3.3V" + PM + "5%")],
)
KFPS_V: Fact = (
    [it("KFP-R307S", "supply_voltage", "V", value=3.3, condition="KFP-R307S, +/-5 %")],
    [ev(KFP, 1, "Supply voltage DC 4.2~6.0V DC 3.3V" + PM + "5%")],
)
KFPS_ISB: Fact = (
    [it("KFP-R307S", "standby_current", "uA", hi=5, condition="finger detect")],
    [ev(KFP, 1, "Standby current (finger detect) - \u22645" + MU + "A")],
)
KFP_BAUD: Fact = (
    [it(KFP, "baud_rate", "bps", value=57600, condition="default, N = 6")],
    [ev(KFP, 1, "default N = 6, i.e. 57600 bps")],
)
KFP_FAQ_5V = [
    ev(KFP, 2, "TXD outputs 3.3V logic, which the Arduino reads as high"),
    ev(KFP, 2, "the KFP-R307 is 5V tolerant"),
]
KFPS_FAQ_5V = ev(KFP, 2, "The RXD of the KFP-R307S is NOT 5V tolerant")
KFP_NO_IP = ev(KFP, 2, "The protection rating (IP) is not specified")

# ---- KPI-2610 / 2611 photointerrupter (page 1 abs max, page 2 characteristics)
KPI_VCC: Fact = (
    [it(KPI, "supply_voltage", "V", lo=4.5, hi=5.5, condition="VCC")],
    [
        ev(KPI, 2, "Supply voltage VCC 4.5 5.5 V"),
        ev(KPI, 1, "Operating supply voltage\uff1a4.5\uff5e5.5V"),
    ],
)
KPI_VOL: Fact = (
    [it(KPI, "output_low_voltage", "V", typ=0.15, hi=0.4, condition="IOL = 16 mA")],
    [ev(KPI, 2, "Low level output VOL IOL=16mA - 0.15 0.4 V")],
)
KPI_ICC_INT: Fact = (
    [it("KPI-2611", "supply_current", "mA", typ=3.5, hi=5.5, condition="light beam interrupted")],
    [ev(KPI, 2, "Light beam interrupted - 3.5 5.5 mA")],
)
KPI_VO = ev(KPI, 1, "Output voltage VO 17 V")
KPI_PULLUP = ev(KPI, 2, "connect a pull-up resistor to a supply not higher than 17V")
KPI_NO_LIGHT = ev(KPI, 2, "The external light immunity is not specified")
