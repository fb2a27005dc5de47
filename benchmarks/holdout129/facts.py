"""Reference facts of the hundred-and-twenty-ninth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``); each quote is text of the cited page (whitespace collapsed)."""

from __future__ import annotations

from qkit import BR, CX, HF, ID, LF, MC, RF, VK, f, it, note

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
MINUS = "\u2212"
ELL = "\u2026"
NDASH = "\u2013"
MDASH = "\u2014"

# ---------------------------------------------------------------- BRV4851 (analog mux)
BR_VCC = f(
    BR,
    1,
    "Supply voltage VCC BRV4851 2.0 5.0 6.0 V",
    it(BR, "supply_voltage", "V", lo=2.0, typ=5.0, hi=6.0, condition="VCC, BRV4851, recommended"),
)
BR_VCC_T = f(
    BR,
    1,
    "BRV4851 2.0 5.0 6.0 V BRV4851T 4.5 5.0 5.5 V",
    it(
        "BRV4851T",
        "supply_voltage",
        "V",
        lo=4.5,
        typ=5.0,
        hi=5.5,
        condition="VCC, BRV4851T, recommended",
    ),
)
BR_ABS = f(
    BR,
    1,
    "Supply voltage VCC " + MINUS + "0.5 +7.0 V",
    it(BR, "abs_max_supply_voltage", "V", hi=7.0, condition="VCC, limiting values (min -0.5 V)"),
)
_RON_Q = "RON VCC = 3.0 V 110 230 290 345 " + OHM + " (peak) VCC = 4.5 V 70 160 200 240"
BR_RON45 = f(
    BR,
    2,
    _RON_Q,
    it(BR, "on_resistance", "Ohm", typ=70, hi=160, condition="VCC = 4.5 V, VEE = 0 V, Tamb = 25 C"),
)
BR_RON45_HOT = f(
    BR,
    2,
    _RON_Q,
    it(
        BR, "on_resistance", "Ohm", hi=240, condition="VCC = 4.5 V, VEE = 0 V, -40 to +125 C column"
    ),
)
BR_VIH_T = f(
    BR,
    2,
    "HIGH-level input VIH VCC = 4.5 V to 5.5 V 2.0 1.6 2.0 2.0 V voltage (BRV4851T)",
    it(
        "BRV4851T",
        "input_high_voltage",
        "V",
        lo=2.0,
        condition="S0-S2, E; BRV4851T, VCC = 4.5-5.5 V",
    ),
)
BR_VIH_T_NOTE = note(
    BR,
    2,
    "use the BRV4851T, whose control inputs accept TTL levels (VIH = 2.0 V) at VCC = 5 V.",
)
BR_VIH5 = f(
    BR,
    2,
    "At VCC = 5.0 V a HIGH must be at least 3.5 V, so 3.3 V logic does not drive it reliably.",
    it(BR, "input_high_voltage", "V", lo=3.5, condition="BRV4851 control inputs at VCC = 5.0 V"),
)
BR_VIH45 = f(
    BR,
    2,
    "HIGH-level input VCC = 3.0 V 2.1 1.6 2.1 2.1 VIH V voltage VCC = 4.5 V 3.15 2.4 3.15 3.15",
    it(BR, "input_high_voltage", "V", lo=3.15, condition="BRV4851 control inputs at VCC = 4.5 V"),
)
BR_VIH3 = f(
    BR,
    2,
    "HIGH-level input VCC = 3.0 V 2.1 1.6 2.1 2.1",
    it(BR, "input_high_voltage", "V", lo=2.1, condition="BRV4851 control inputs at VCC = 3.0 V"),
)
BR_SAMERAIL = note(
    BR,
    2,
    "Either run the BRV4851 from the same 3.3 V rail as the controller, or use the BRV4851T",
)
BR_SIGRANGE = note(
    BR,
    2,
    "With VEE = GND every signal must stay between 0 V and VCC; a signal above VCC or below "
    "GND is clamped by the protection diodes and disturbs the other channels.",
)

# ---------------------------------------------------------------- LFS2430 (load switch)
LF_VIN = f(
    LF,
    2,
    "Input voltage VIN 1.0 5.5 V",
    it(
        LF, "supply_voltage", "V", lo=1.0, hi=5.5, condition="VIN, recommended operating conditions"
    ),
)
LF_ABS = f(
    LF,
    1,
    "Input voltage VIN " + MINUS + "0.3 6 V",
    it(LF, "abs_max_supply_voltage", "V", lo=-0.3, hi=6, condition="VIN, absolute maximum"),
)
LF_RON33 = f(
    LF,
    2,
    "VIN = 3.3 V 56 70 91 ON-state RON VIN = 2.5 V 61 77 100 m" + OHM + " resistance",
    it(
        LF,
        "on_resistance",
        "mOhm",
        typ=56,
        hi=70,
        condition="VIN = 3.3 V, IOUT = -200 mA, TA = 25 C",
    ),
)
LF_IMAX = f(
    LF,
    1,
    "Maximum continuous switch current IMAX 2 A",
    it(LF, "output_current", "A", hi=2, condition="maximum continuous switch current"),
)
LF_ISD = f(
    LF,
    2,
    "Shutdown current ISD VIN = 5.0 V 0.5 2.0 8.0 " + MU + "A (OFF state)",
    it(
        LF,
        "standby_current",
        "uA",
        typ=0.5,
        hi=2.0,
        condition="shutdown (OFF), VIN = 5.0 V, TA = 25 C",
    ),
)
LF_VIH = f(
    LF,
    2,
    "ON pin high-level VIH VIN = 1.0 V to 5.5 V 1.0 1.0 V input voltage",
    it(LF, "input_high_voltage", "V", lo=1.0, condition="ON pin"),
)
LF_ONLOGIC = note(
    LF,
    2,
    "ON may be driven from 1.2-V, 1.8-V, 3.3-V or 5-V logic independently of VIN, and VON may "
    "be higher than VIN.",
)
LF_NOLIMIT = note(LF, 2, "No current limit. The LFS2430 does not limit current.")
LF_ESD = note(
    LF,
    1,
    "Human-body model (HBM), ANSI/ESDA/JEDEC JS-001 " + PM + "2000 V Charged-device model "
    "(CDM), JEDEC JS-002 " + PM + "500 V",
)

# ---------------------------------------------------------------- RFG7201 (fuel gauge)
RF_ADDR = f(
    RF,
    2,
    "The RFG7201/RFG7202 respond to the fixed 7-bit slave address 0x36",
    it(RF, "i2c_address", values=["0x36"], condition="fixed 7-bit address"),
)
RF_VDD = f(
    RF,
    1,
    "Supply Voltage VDD (Note 2) 2.5 4.5 V",
    it(RF, "supply_voltage", "V", lo=2.5, hi=4.5, condition="VDD"),
)
RF_HIB = f(
    RF,
    1,
    "Hibernate hibernate mode, IDD1 4 6 " + MU + "A Current ADC sampling every 45s",
    it(RF, "standby_current", "uA", typ=4, hi=6, condition="hibernate mode (IDD1)"),
)
RF_VERR2 = f(
    RF,
    2,
    "Voltage Measurement TA = +25" + DEG + " " + MINUS + "7.5 +7.5 " + MINUS + "15 +15 mV Error "
    "TA = " + MINUS + "20" + DEG + " to +70" + DEG + " " + MINUS + "20 +20 " + MINUS + "40 +40",
    it(
        "RFG7202",
        "accuracy",
        "mV",
        lo=-40,
        hi=40,
        quantity="voltage",
        condition="voltage measurement error, RFG7202 column, TA = -20 to +70 C",
    ),
)
RF_FSCL = f(
    RF,
    1,
    "SCL Clock Frequency fSCL 0 400 kHz",
    it(RF, "i2c_clock_frequency", "kHz", lo=0, hi=400, condition="fSCL"),
)
RF_ABS_IO = f(
    RF,
    1,
    "SDA, SCL, ALRT, QSTRT to GND ..................... " + MINUS + "0.3V to +6.0V",
    it(RF, "abs_max_input_voltage", "V", lo=-0.3, hi=6.0, condition="SDA, SCL, ALRT, QSTRT"),
)
RF_PULLUP = note(
    RF,
    2,
    "The pull-ups can go to any voltage from 1.8V to 5.5V, independent of VDD, so the gauge can "
    "sit directly on a 5V microcontroller bus.",
)
RF_ONECELL = note(
    RF,
    2,
    "1 cell (RFG7201): tie CELL and VDD together to the positive terminal of the cell, after "
    "the protection circuit",
)
RF_SOCRES = note(RF, 2, "SOC Resolution 1 LSB of SOC 1/256 1/256 %")

# ---------------------------------------------------------------- CNX-433T (ASK transmitter)
CX_VCC = f(
    CX,
    1,
    "Supply voltage 3.0 5.0 12.0 3.0 5.0 12.0 V",
    it(CX, "supply_voltage", "V", lo=3.0, typ=5.0, hi=12.0, condition="CNX-433T column"),
)
CX_POW12 = f(
    CX,
    1,
    "VCC = 3.3 V +2 +1 Output power VCC = 5.0 V +8 +7 dBm VCC = 12 V +14 +13",
    it(CX, "tx_power", "dBm", typ=14, condition="VCC = 12 V, CNX-433T column, 50 Ohm load"),
)
CX_F315 = f(
    CX,
    1,
    "Operating frequency 433.92 315.00 MHz",
    it("CNX-315T", "frequency_band", "MHz", typ=315.00, condition="CNX-315T column"),
)
CX_I5 = f(
    CX,
    1,
    "Transmit current VCC = 5.0 V 18 24 17 22 mA (DATA = HIGH)",
    it(
        CX,
        "supply_current",
        "mA",
        typ=18,
        hi=24,
        condition="transmitting (DATA high), VCC = 5.0 V, CNX-433T",
    ),
)
CX_RATE = f(
    CX,
    1,
    "Data rate ASK / OOK 10 10 kbit/s",
    it(CX, "baud_rate", "kbps", hi=10, condition="ASK / OOK data rate"),
)
CX_DATAH = f(
    CX,
    1,
    "DATA input, high level 2.2 VCC 2.2 VCC V",
    it(CX, "input_high_voltage", "V", lo=2.2, condition="DATA input"),
)
CX_UART = note(
    CX,
    2,
    "The transmitter keys up to 10 kbit/s, but the CNX-433R receiver only follows up to 4.8 "
    "kbit/s, and an idle-high UART line keeps the carrier on.",
)
CX_TOL = note(
    CX, 1, "Frequency tolerance SAW resonator, 25 " + DEG + " " + PM + "75 " + PM + "75 kHz"
)

# ---------------------------------------------------------------- VKM-2 (vibration module)
VK_VCC = f(
    VK,
    1,
    "Supply voltage VCC 3.3 5.0 5.5 3.3 5.0 5.5 V",
    it("VKM-2S", "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="VCC, VKM-2S column"),
)
VK_I2P = f(
    VK,
    1,
    "Supply current VCC = 5 V 4.2 3.1 mA (quiet, DO LED off)",
    it(
        "VKM-2P",
        "supply_current",
        "mA",
        typ=3.1,
        condition="quiet, DO LED off, VCC = 5 V, VKM-2P column",
    ),
)
VK_OUT2P = f(
    VK,
    1,
    "Outputs DO DO, AO",
    it("VKM-2P", "output_signal_type", values=["digital", "analog"], condition="DO and AO"),
)
VK_TOPR = f(
    VK,
    1,
    "Operating temperature " + MINUS + "10 " + ELL + " +60 " + DEG,
    it(VK, "operating_temperature", "\u00b0C", lo=-10, hi=60),
)
VK_DO = note(
    VK,
    2,
    "The comparator output DO has a 10 k" + OHM + " pull-up to VCC on the board, so its HIGH "
    "level equals the supply: 5 V when VCC = 5 V.",
)
VK_ESP = note(
    VK,
    2,
    "An ESP32 or a Raspberry Pi (3.3 V GPIO, not 5 V tolerant) must then get DO through a "
    "divider (10 k" + OHM + " / 20 k" + OHM + "), or simply power the module from 3.3 V.",
)
VK_NOG = note(
    VK,
    2,
    "Neither the spring switch nor the piezo channel is calibrated, so we give no sensitivity "
    "in g or mV/g and no frequency response.",
)

# ---------------------------------------------------------------- HFB-CAN (CAN module)
_VCC_Q = "T\u00e1pfesz\u00fclts\u00e9g VCC 3.0 3.3 3.6 4.75 5.0 5.25 V Supply voltage"
HF_VCC5 = f(
    HF,
    1,
    _VCC_Q,
    it(
        "HFB-CAN5",
        "supply_voltage",
        "V",
        lo=4.75,
        typ=5.0,
        hi=5.25,
        condition="VCC, HFB-CAN5 column",
    ),
)
HF_VCC3 = f(
    HF,
    1,
    _VCC_Q,
    it(
        "HFB-CAN3", "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC, HFB-CAN3 column"
    ),
)
HF_STB = f(
    HF,
    1,
    "K\u00e9szenl\u00e9ti \u00e1ram ISTB RS = VCC (HFB-CAN3) 370 600 "
    + MDASH
    + " "
    + MDASH
    + " "
    + MDASH
    + " "
    + MU
    + "A Standby current",
    it("HFB-CAN3", "standby_current", "uA", typ=370, hi=600, condition="RS = VCC"),
)
HF_IDOM5 = f(
    HF,
    1,
    "\u00c1ramfelv\u00e9tel, domin\u00e1ns ICC TXD = 0 V, RL = 60 " + OHM + " 10 17 50 70 mA "
    "Supply current, dominant",
    it(
        "HFB-CAN5",
        "supply_current",
        "mA",
        typ=50,
        hi=70,
        condition="dominant, TXD = 0 V, RL = 60 Ohm",
    ),
)
HF_IF = f(
    HF,
    1,
    "ISO 11898-2 high-speed CAN | 3.3 V (HFB-CAN3) and 5 V (HFB-CAN5) versions",
    it("HFB-CAN3", "interface", values=["CAN"], condition="ISO 11898-2 high-speed CAN"),
)
HF_BUS3 = f(
    HF,
    1,
    "CANH, CANL busz l\u00e1bak / bus pins "
    + MINUS
    + "4 "
    + ELL
    + " +16 "
    + MINUS
    + "27 "
    + ELL
    + " +40 V",
    it(
        "HFB-CAN3",
        "abs_max_input_voltage",
        "V",
        lo=-4,
        hi=16,
        condition="CANH, CANL, absolute maximum",
    ),
)
_RATE_Q = "Bitsebess\u00e9g 1000 20 1000 kbit/s Bit rate"
HF_RATE3 = f(
    HF, 1, _RATE_Q, it("HFB-CAN3", "baud_rate", "kbps", hi=1000, condition="CAN bit rate, HFB-CAN3")
)
HF_RATE5 = f(
    HF,
    1,
    _RATE_Q,
    it("HFB-CAN5", "baud_rate", "kbps", lo=20, hi=1000, condition="CAN bit rate, HFB-CAN5"),
)
_VIH_Q = "TXD bemenet, magas VIH 2.0 3.5 V TXD input high"
HF_VIH3 = f(
    HF, 1, _VIH_Q, it("HFB-CAN3", "input_high_voltage", "V", lo=2.0, condition="TXD, HFB-CAN3")
)
HF_VIH5 = f(
    HF, 1, _VIH_Q, it("HFB-CAN5", "input_high_voltage", "V", lo=3.5, condition="TXD, HFB-CAN5")
)
HF_VOH5 = f(
    HF,
    1,
    "RXD kimenet, magas VOH IOH = " + MINUS + "2 mA 2.4 3.2 3.8 4.6 5.25 V RXD output high",
    it("HFB-CAN5", "output_high_voltage", "V", lo=3.8, typ=4.6, hi=5.25, condition="RXD, HFB-CAN5"),
)
HF_ESP = note(
    HF,
    2,
    "use the HFB-CAN3. Its TXD threshold of 2.0 V and its 3.3 V RXD output connect directly.",
)
HF_NO33 = note(
    HF,
    2,
    "The HFB-CAN5 needs VCC = 5 V, wants at least 3.5 V on TXD and drives RXD to 5 V, so it "
    "must not be wired straight to 3.3 V pins.",
)
HF_MIX = note(
    HF,
    2,
    "Both versions are ISO 11898-2 compliant and can share one bus with each other and with "
    "other high-speed CAN nodes at the same bit rate.",
)
HF_MIN = f(
    HF,
    2,
    "This limits the lowest usable bit rate to 20 kbit/s.",
    it(
        "HFB-CAN5",
        "baud_rate",
        "kbps",
        lo=20,
        condition="lowest usable CAN bit rate (TXD dominant time-out)",
    ),
)
HF_RS = note(
    HF,
    1,
    "TXD, RXD, RS / S "
    + MINUS
    + "0.3 "
    + ELL
    + " VCC + 0.3 "
    + MINUS
    + "0.3 "
    + ELL
    + " VCC + 0.3 V",
)

# ---------------------------------------------------------------- MCS572x (colour sensor)
MC_ADDR7 = f(
    MC,
    1,
    "MCS5727 0x39 VDD 0x4D MCS5727-FN6",
    it("MCS5727", "i2c_address", values=["0x39"], condition="MCS5727, fixed"),
)
MC_ADDR5 = f(
    MC,
    1,
    "MCS5725 0x29 VDD 0x44 MCS5725-FN6",
    it("MCS5725", "i2c_address", values=["0x29"], condition="MCS5725, fixed"),
)
MC_VDD = f(
    MC,
    1,
    "Supply voltage VDD 2.7 3.0 3.6 V",
    it(MC, "supply_voltage", "V", lo=2.7, typ=3.0, hi=3.6, condition="VDD, recommended"),
)
MC_SLEEP = f(
    MC,
    1,
    "Active 235 330 Supply current IDD Wait state 65 "
    + MU
    + "A Sleep state, no I\u00b2C activity 2.5 10",
    it(MC, "standby_current", "uA", typ=2.5, hi=10, condition="sleep state, no I2C activity"),
)
MC_VIH1 = f(
    MC,
    1,
    "SCL, SDA input high MCS5721, MCS5723 1.26 VIH V voltage MCS5725, MCS5727 0.7 VDD",
    it("MCS5721", "input_high_voltage", "V", lo=1.26, condition="SCL, SDA; MCS5721 / MCS5723"),
)
MC_VBUS = f(
    MC,
    1,
    "I\u00b2C bus voltage, MCS5721 and MCS5723 VBUS 1.62 1.8 1.98 V",
    it(
        "MCS5721",
        "io_supply_voltage",
        "V",
        lo=1.62,
        typ=1.8,
        hi=1.98,
        condition="I2C bus voltage VBUS",
    ),
)
MC_18 = note(
    MC,
    2,
    "The MCS5721 and MCS5723 are made for a 1.8 V bus and must not be pulled up to 3.3 V.",
)
MC_SAME = note(
    MC,
    2,
    "Two devices with the same address cannot share one bus; pair an MCS5725 (0x29) with an "
    "MCS5727 (0x39), or use a bus switch.",
)
MC_LUX = note(
    MC,
    2,
    "Lux and correlated colour temperature are computed by the host with coefficients from "
    "application note AN-5720-2; their accuracy depends on the cover glass and is not specified "
    "in this data sheet.",
)

# ---------------------------------------------------------------- IDB0505S (isolated DC-DC)
IDB_VIN = f(
    ID,
    1,
    "Input voltage range 4.5 5.0 5.5 4.5 5.0 5.5 V",
    it(
        "IDB0505S-1W",
        "supply_voltage",
        "V",
        lo=4.5,
        typ=5.0,
        hi=5.5,
        condition="input voltage range, 1 W models",
    ),
)
_IOUT_Q = "Output current 20 200 40 400 mA"
IDB_IOUT2 = f(
    ID, 1, _IOUT_Q, it("IDB0505S-2W", "output_current", "mA", hi=400, condition="2 W models")
)
IDB_IOUT1 = f(
    ID, 1, _IOUT_Q, it("IDB0505S-1W", "output_current", "mA", lo=20, hi=200, condition="1 W models")
)
IDB_TOPR = f(
    ID,
    2,
    "Operating temperature see derating " + MINUS + "40 +85 " + DEG,
    it(ID, "operating_temperature", "\u00b0C", lo=-40, hi=85),
)
_VOUT_Q = "100 % load 4.85 5.00 5.15 4.85 5.00 5.15 Output voltage V 10 % load 5.40 5.75 5.35 5.70"
IDB_V10 = f(
    ID,
    1,
    _VOUT_Q,
    it("IDB0505S-1W", "output_voltage", "V", typ=5.40, hi=5.75, condition="10 % load, 1 W models"),
)
IDB_V100_2W = f(
    ID,
    1,
    _VOUT_Q,
    it(
        "IDB0505S-2W",
        "output_voltage",
        "V",
        lo=4.85,
        typ=5.00,
        hi=5.15,
        condition="100 % load, 2 W models",
    ),
)
IDB_LIION = note(
    ID,
    2,
    "The input must stay within 4.5 V " + ELL + " 5.5 V. USB ports, USB power banks and 5 V "
    "regulated rails are suitable sources; a single Li-ion cell (3.0 " + ELL + " 4.2 V) is not.",
)
IDB_ISO = note(
    ID,
    2,
    "tested for 1 minute, leakage \u2264 1 mA Isolation voltage standard versions 1500 VDC H "
    "versions 3000",
)
IDB_EFF = note(ID, 1, "IDB0505S-2W 5 (4.5" + NDASH + "5.5) V 5V 400 / 40 mA 80 %")
