"""Reference facts of the tenth hold-out set, each defined once.

A fact is (items, evidence); every number was read off ``pdftotext -layout`` of
the generated page it cites. Where a family sheet has sibling versions, the fact
is named after the version and lists only that version's row. Facts without
items are relative or prose-only limits (``0.7 x VIO``, "inverted") that a
correct answer may cite but that carry no number of their own.
"""

from __future__ import annotations

from qkit import BF, CLA, EAC, IGD, KCD, KS, TF, WQ, Fact, ev, it


def fact(items: list, *evidence: tuple[str, int, str]) -> Fact:
    return items, [ev(d, p, quote) for d, p, quote in evidence]


# ------------------------------------------------------------- IGD614 gate driver
IGD_VCC = fact(
    [it(IGD, "supply_voltage", "V", lo=4.5, hi=35, condition="operating supply voltage")],
    (IGD, 2, "Operating Supply Voltage 4.5V to 35V"),
)
IGD_ABS = fact(
    [it(IGD, "abs_max_supply_voltage", "V", hi=40, condition="absolute maximum")],
    (IGD, 2, "Supply Voltage 40V"),
)
IGD_VIH = fact(
    [it(IGD, "input_high_voltage", "V", lo=3.0, condition="TA = 25 °C, 4.5 V <= VCC <= 18 V")],
    (IGD, 2, "VIH High input voltage 4.5V ≤ VCC ≤ 18V 3.0 V"),
)
IGD_VIH_HOT = fact(
    [it(IGD, "input_high_voltage", "V", lo=3.1, condition="-40 to 125 °C")],
    (IGD, 3, "VIH High input voltage 4.5V ≤ VCC ≤ 18V 3.1 V"),
)
IGD_VIL = fact(
    [it(IGD, "input_low_voltage", "V", hi=0.8, condition="TA = 25 °C")],
    (IGD, 2, "VIL Low input voltage 4.5V ≤ VCC ≤ 18V 0.8 V"),
)
IGD_VIN_ABS = fact(
    [it(IGD, "abs_max_input_voltage", "V", lo=-5, condition="IN pin, -5 V to VCC + 0.3 V")],
    (IGD, 2, "Input Voltage (IN) -5V to VCC + 0.3V"),
)
IGD_IPK = fact(
    [it(IGD, "peak_output_current", "A", typ=14, condition="VCC = 15 V")],
    (IGD, 2, "IPK Peak output current VCC = 15V 14 A"),
)
IGD_IDC = fact(
    [it(IGD, "output_current", "A", hi=4, condition="continuous, limited by package dissipation")],
    (IGD, 2, "IDC 4 A"),
)
IGD_ROH = fact(
    [it(IGD, "on_resistance", "Ohm", typ=0.6, hi=0.8, condition="high state, VCC = 18 V, 25 °C")],
    (IGD, 2, "ROH VCC = 18V, IOUT = -10mA 0.6 0.8"),
)
IGD_ICC_HIGH = fact(
    [it(IGD, "supply_current", "mA", typ=1, hi=3, condition="VIN = 3.5 V, 25 °C")],
    (IGD, 2, "VIN = 3.5V 1 3 mA"),
)
IGD_ICC_LOW = fact(
    [it(IGD, "quiescent_current", "uA", typ=0, hi=10, condition="VIN = 0 V, 25 °C")],
    (IGD, 2, "VIN = 0V 0 10 µA"),
)
IGD_TOP = fact(
    [it(IGD, "operating_temperature", "°C", lo=-40, hi=125)],
    (IGD, 2, "Operating Temperature Range -40°C to 125°C"),
)
IGD_TON_I = fact(
    [
        it(
            "IGDI614",
            "response_time",
            "ns",
            typ=45,
            hi=55,
            condition="on-time propagation delay, CL = 15 nF, 18 V",
        )
    ],
    (IGD, 2, "IGDI614 45 55"),
)
IGD_TTL = fact([], (IGD, 1, "the input thresholds do not depend on"))

# ------------------------------------------------------------- EAC2551 CAN FD
EAC_VCC = fact(
    [it(EAC, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="recommended")],
    (EAC, 2, "2.1 Supply voltage VCC 4.5 5.0 5.5 V"),
)
EAC_ABS = fact(
    [it(EAC, "abs_max_supply_voltage", "V", lo=-0.3, hi=6, condition="VCC, absolute maximum")],
    (EAC, 2, "1.1 Supply voltage VCC VCC -0.3 6 V"),
)
EAC_V_VIO = fact(
    [it("EAC2551-V", "io_supply_voltage", "V", lo=1.7, hi=5.5, condition="EAC2551-V only")],
    (EAC, 2, "2.2 I/O supply voltage EAC2551-V only VIO 1.7 5.5 V"),
)
EAC_ICC_DOM = fact(
    [it(EAC, "supply_current", "mA", typ=45, hi=70, condition="normal mode, dominant")],
    (EAC, 2, "Normal mode, dominant, 45 70"),
)
EAC_ICC_REC = fact(
    [it(EAC, "supply_current", "mA", typ=5, hi=10, condition="normal mode, recessive")],
    (EAC, 2, "Normal mode, recessive 5 10"),
)
EAC_STB = fact(
    [it(EAC, "standby_current", "uA", typ=8, hi=15, condition="standby mode, VCC")],
    (EAC, 2, "3.2 Supply current VCC Standby mode, STB = high ICC_STB 8 15 µA"),
)
EAC_RATE = fact(
    [it(EAC, "baud_rate", "Mbit/s", hi=5, condition="CAN FD data phase")],
    (EAC, 2, "2.4 Data rate CAN FD data phase 5 Mbit/s"),
)
EAC_BUS = fact(
    [it(EAC, "abs_max_input_voltage", "V", lo=-58, hi=58, condition="CANH, CANL")],
    (EAC, 2, "1.4 Voltage on CANH, CANL VBUS -58 58 V"),
)
EAC_TOP = fact(
    [it(EAC, "operating_temperature", "°C", lo=-40, hi=125)],
    (EAC, 2, "2.3 Ambient temperature TA -40 125"),
)
EAC_VIH = fact([], (EAC, 2, "3.5 High-level input voltage VIH 0.7 x VIO"))
EAC_VOH = fact([], (EAC, 3, "3.8 High-level output voltage IRXD = -2 mA VOH VIO - 0.4"))
EAC_A_LEVELS = fact([], (EAC, 1, "the RXD output therefore swings to the 5 V supply"))

# ------------------------------------------------------------- WQ25S64 flash
WQV_VCC = fact(
    [it("WQ25S64V", "supply_voltage", "V", lo=2.7, hi=3.6)],
    (WQ, 1, "WQ25S64V: 64M-bit, 2.7V to 3.6V"),
)
WQW_VCC = fact(
    [it("WQ25S64W", "supply_voltage", "V", lo=1.65, hi=1.95)],
    (WQ, 1, "WQ25S64W: 64M-bit, 1.65V to 1.95V"),
)
WQV_ABS = fact(
    [it("WQ25S64V", "abs_max_supply_voltage", "V", lo=-0.6, hi=4.6)],
    (WQ, 2, "WQ25S64V -0.6 to +4.6"),
)
WQW_ABS = fact(
    [it("WQ25S64W", "abs_max_supply_voltage", "V", lo=-0.6, hi=2.5)],
    (WQ, 2, "WQ25S64W -0.6 to +2.5"),
)
WQV_FR = fact(
    [it("WQ25S64V", "spi_clock_frequency", "MHz", hi=133, condition="all instructions except 03h")],
    (WQ, 3, "FR D.C. 133 D.C. 104 MHz"),
)
WQW_FR = fact(
    [it("WQ25S64W", "spi_clock_frequency", "MHz", hi=104, condition="all instructions except 03h")],
    (WQ, 3, "FR D.C. 133 D.C. 104 MHz"),
)
WQ_FREAD = fact(
    [it(WQ, "spi_clock_frequency", "MHz", hi=50, condition="Read Data instruction 03h")],
    (WQ, 3, "fR D.C. 50 D.C. 50 MHz"),
)
WQV_ISB = fact(
    [it("WQ25S64V", "standby_current", "uA", typ=10, hi=50, condition="standby, /CS = VCC")],
    (WQ, 3, "Standby Current ICC1 10 50 12 60 µA"),
)
WQW_IPD = fact(
    [it("WQ25S64W", "standby_current", "uA", typ=1, hi=8, condition="power-down")],
    (WQ, 3, "Power-down Current ICC2 1 5 1 8 µA"),
)
WQV_IPP = fact(
    [it("WQ25S64V", "supply_current", "mA", typ=20, hi=25, condition="page program")],
    (WQ, 3, "Current Page Program ICC5 /CS = VCC 20 25 15 20 mA"),
)
WQW_IREAD50 = fact(
    [it("WQ25S64W", "supply_current", "mA", typ=6, hi=12, condition="read at 50 MHz")],
    (WQ, 3, "ICC3 8 15 6 12 mA"),
)
WQ_TEMP_JQ = fact(
    [it(WQ, "operating_temperature", "°C", lo=-40, hi=105, condition="Industrial Plus (JQ)")],
    (WQ, 1, "-40°C to +105°C operating range (JQ)"),
)
WQ_TEMP_IQ = fact(
    [it(WQ, "operating_temperature", "°C", lo=-40, hi=85, condition="Industrial (IQ)")],
    (WQ, 1, "-40°C to +85°C operating range (IQ)"),
)
WQ_ENDURANCE = fact(
    [], (WQ, 2, "Erase/Program Cycles 4KB sector, 32/64KB block or full chip 100,000 Cycles")
)
WQ_NOT5V = fact([], (WQ, 3, "Inputs are not 5V tolerant"))
WQ_VIH = fact([], (WQ, 3, "Input High Voltage VIH VCC x 0.7 VCC + 0.4"))

# ------------------------------------------------------------- CLA161x ADC
CLA_VDD = fact(
    [it(CLA, "supply_voltage", "V", lo=2.0, hi=5.5)],
    (CLA, 2, "Power-supply voltage 2.0 5.5 V"),
)
CLA_ABS = fact(
    [it(CLA, "abs_max_supply_voltage", "V", lo=-0.3, hi=7)],
    (CLA, 2, "Power-supply voltage VDD -0.3 7 V"),
)
CLA_IDD = fact(
    [
        it(
            CLA,
            "supply_current",
            "uA",
            typ=150,
            hi=200,
            condition="operating, continuous conversion",
        )
    ],
    (CLA, 2, "Operating 150 200"),
)
CLA_PD = fact(
    [it(CLA, "standby_current", "uA", typ=0.5, hi=2, condition="power-down, TA = 25 °C")],
    (CLA, 2, "Power-down, TA = 25°C 0.5 2"),
)
CLA_16_RES = fact(
    [it("CLA1616", "resolution", "bit", value=16)],
    (CLA, 1, "CLA1616-IMZ 16 bits 860 SPS"),
)
CLA_16_RATE = fact(
    [it("CLA1616", "data_rate", "SPS", lo=8, hi=860)],
    (CLA, 1, "8 SPS to 860 SPS (CLA1616)"),
)
CLA_12_RATE = fact(
    [it("CLA1612", "data_rate", "SPS", lo=128, hi=3300)],
    (CLA, 1, "860 SPS (CLA1616), 128 SPS to"),
    (CLA, 1, "3300 SPS (CLA1612)"),
)
CLA_ADDR = fact(
    [
        it(
            CLA,
            "i2c_address",
            values=["0x48", "0x49", "0x4A", "0x4B"],
            condition="ADDR to GND / VDD / SDA / SCL",
        )
    ],
    (CLA, 3, "GND 1001000 (0x48)"),
    (CLA, 3, "VDD 1001001 (0x49)"),
    (CLA, 3, "SDA 1001010 (0x4A)"),
    (CLA, 3, "SCL 1001011 (0x4B)"),
)
CLA_ADDR_GND = fact(
    [it(CLA, "i2c_address", values=["0x48"], condition="ADDR to GND")],
    (CLA, 3, "GND 1001000 (0x48)"),
)
CLA_ADDR_VDD = fact(
    [it(CLA, "i2c_address", values=["0x49"], condition="ADDR to VDD")],
    (CLA, 3, "VDD 1001001 (0x49)"),
)
CLA_I2C_FAST = fact(
    [it(CLA, "i2c_clock_frequency", "MHz", hi=0.4, condition="standard / fast mode")],
    (CLA, 2, "Standard / fast mode 0.01 0.4"),
)
CLA_16_LSB_512 = fact(
    [it("CLA1616", "resolution", "µV", value=15.625, quantity="voltage", condition="FSR ±0.512 V")],
    (CLA, 3, "±0.512 V 0.25 mV 15.625 µV"),
)
CLA_12_LSB_4096 = fact(
    [it("CLA1612", "resolution", "mV", value=2, quantity="voltage", condition="FSR ±4.096 V")],
    (CLA, 3, "±4.096 V(1) 2 mV 125 µV"),
)
CLA_DIG_ABS = fact(
    [
        it(
            CLA,
            "abs_max_input_voltage",
            "V",
            lo=-0.5,
            hi=5.5,
            condition="SDA, SCL, ADDR, ALERT/RDY (GND - 0.5 V)",
        )
    ],
    (CLA, 2, "SDA, SCL, ADDR, ALERT/RDY voltage GND - 0.5 5.5 V"),
)
CLA_AIN_ABS = fact([], (CLA, 2, "Analog input voltage AINx GND - 0.3 VDD + 0.3 V"))
CLA_TOP = fact(
    [it(CLA, "operating_temperature", "°C", lo=-40, hi=125)],
    (CLA, 2, "Operating temperature -40 125 °C"),
)

# ------------------------------------------------------------- BF-REL relay module
BF_VCC = fact(
    [it(BF, "supply_voltage", "V", value=5)],
    (BF, 1, "Operating voltage (VCC / JD-VCC): 5 V DC"),
)
BF1_I = fact(
    [it("BF-REL1-5V", "supply_current", "mA", value=70, condition="relay on")],
    (BF, 1, "Supply current, all relays ON 70 mA 140 mA"),
)
BF2_I = fact(
    [it("BF-REL2-5V", "supply_current", "mA", value=140, condition="both relays on")],
    (BF, 1, "Supply current, all relays ON 70 mA 140 mA"),
)
BF_CONTACT = fact(
    [
        it(BF, "contact_current", "A", hi=10, condition="resistive load"),
        it(BF, "contact_voltage", "V", hi=250, condition="AC"),
        it(BF, "contact_voltage", "V", hi=30, condition="DC"),
    ],
    (BF, 1, "Max. switching load: 10 A 250 V AC / 10 A 30 V DC (resistive load)"),
)
BF_ON = fact(
    [
        it(
            BF,
            "input_low_voltage",
            "V",
            lo=0,
            hi=1.5,
            condition="IN level that switches the relay on",
        )
    ],
    (BF, 1, "Control signal: low level trigger, IN = 0 – 1.5 V switches the relay ON"),
)
BF_OFF = fact(
    [it(BF, "input_high_voltage", "V", lo=3.8, hi=5, condition="IN level that releases the relay")],
    (BF, 1, "Release level: IN must be pulled to 3.8 – 5 V to switch the relay OFF"),
)
BF_IIN = fact([], (BF, 1, "Input current (IN low): approx. 2 mA per channel"))
BF_QUIESC = fact(
    [it(BF, "quiescent_current", "mA", value=2, condition="all relays off")],
    (BF, 1, "Quiescent current: 2 mA (all relays off)"),
)
BF_SWITCH = fact(
    [it(BF, "response_time", "ms", hi=10, condition="switching time")],
    (BF, 1, "Switching time: max. 10 ms"),
)
BF_33_NOTE = fact([], (BF, 2, "a 3.3 V microcontroller pin cannot reliably switch the relay OFF"))

# ------------------------------------------------------------- KCD-24 LED driver
KCD_VIN = fact(
    [it(KCD, "supply_voltage", "V", lo=4.5, hi=36)],
    (KCD, 1, "Input Voltage Range 4.5VDC 36VDC"),
)
KCD_ABS = fact(
    [it(KCD, "abs_max_supply_voltage", "V", hi=40, condition="100 ms max.")],
    (KCD, 1, "Absolute Max. Input Voltage 100ms max. 40VDC"),
)


def kcd_version(code: str, current_ma: float, vmax: float, eff: float) -> Fact:
    name = f"KCD-24-{code}"
    return fact(
        [
            it(name, "output_current", "mA", value=current_ma),
            it(name, "output_voltage", "V", lo=2, hi=vmax, condition="set by the LED string"),
        ],
        (KCD, 1, f"{name} 4.5-36 {current_ma:g}mA 2-{vmax:g}VDC {eff:g}%"),
    )


KCD_035 = kcd_version("0.35", 350, 35, 95)
KCD_070 = kcd_version("0.70", 700, 35, 96)
KCD_100 = kcd_version("1.00", 1000, 34, 95)
KCD_120 = kcd_version("1.20", 1200, 33, 94)
KCD_HEADROOM = fact(
    [
        it(
            "KCD-24-0.70",
            "dropout_voltage",
            "V",
            value=1.5,
            condition="input above LED string voltage",
        )
    ],
    (KCD, 1, "The input voltage must be at least 1.5V higher than the total forward"),
)
KCD_HEADROOM_120 = fact(
    [it("KCD-24-1.20", "dropout_voltage", "V", value=2.5, condition="-1.00 and -1.20 versions")],
    (KCD, 1, "(2.5V for the -1.00 and -1.20 versions)"),
)
KCD_PWM_ON = fact(
    [
        it(KCD, "input_high_voltage", "V", lo=2.6, hi=6, condition="PWM/ON-OFF, LED on"),
        it(KCD, "input_low_voltage", "V", hi=0.6, condition="PWM/ON-OFF, LED off"),
    ],
    (KCD, 1, "LED ON 2.6VDC or open 6VDC"),
    (KCD, 1, "LED OFF 0VDC 0.6VDC"),
)
KCD_PWM_F = fact([], (KCD, 1, "PWM dimming frequency 200Hz 1kHz"))
KCD_OFF_I = fact(
    [it(KCD, "standby_current", "uA", typ=200, hi=400, condition="PWM/ON-OFF low, Vin = 24 V")],
    (KCD, 1, "Vin = 24VDC, PWM/ON-OFF = low (off) 200µA 400µA"),
)
KCD_TOP = fact(
    [it(KCD, "operating_temperature", "°C", lo=-40, hi=85, condition="with derating")],
    (KCD, 2, "Operating Temperature Range with derating -40°C +85°C"),
)
KCD_FULL_LOAD = fact(
    [
        it(
            KCD,
            "operating_temperature",
            "°C",
            lo=-40,
            hi=71,
            condition="full load, without derating",
        )
    ],
    (KCD, 2, "Full-load operation without derating -40°C +71°C"),
)
KCD_CC_NOTE = fact([], (KCD, 2, "It must not be used as a voltage supply for other electronics"))

# ------------------------------------------------------------- NanoSonar-EZ
KS_VCC = fact(
    [it(KS, "supply_voltage", "V", lo=2.5, hi=5.5)],
    (KS, 2, "Supply voltage 2.5V to 5.5V"),
)
KS_I5 = fact(
    [it(KS, "supply_current", "mA", typ=3.4, condition="5 V, free-run")],
    (KS, 2, "3.4mA typ. at 5V"),
)
KS_I33 = fact(
    [it(KS, "supply_current", "mA", typ=2.0, condition="3.3 V, free-run")],
    (KS, 2, "2.0mA typ. at 3.3V"),
)
KS_RANGE = fact(
    [it(KS, "measurement_range", "m", hi=6.45, quantity="distance")],
    (KS, 1, "It detects objects from 0-inches to 254-inches (6.45-meters)"),
)
KS_BAUD = fact(
    [it(KS, "baud_rate", "bps", value=9600)],
    (KS, 2, "The baud rate is 9600, 8 bits, no parity, with one stop bit"),
)
KS_RATE = fact(
    [it(KS, "data_rate", "Hz", value=20)],
    (KS, 2, "Reading rate 20Hz 49mS cycle"),
)
KS_TOP = fact(
    [it(KS, "operating_temperature", "°C", lo=0, hi=65)],
    (KS, 2, "Operating temperature 0°C to +65°C"),
)
KS_TX = fact(
    [],
    (KS, 1, "sends asynchronous serial data in an RS232 format, except voltages are 0-Vcc"),
    (KS, 2, "The data is inverted (RS232 polarity)"),
)
KS_AN = fact([], (KS, 1, "Analog voltage with a scaling factor of (Vcc/512) per inch"))

# ------------------------------------------------------------- TF-PWM16
TF_VCC = fact(
    [it(TF, "supply_voltage", "V", lo=3, hi=5, condition="VCC logic power")],
    (TF, 1, "should be 3 - 5V max"),
)
TF_VPLUS = fact(
    [it(TF, "load_supply_voltage", "V", lo=5, hi=6, condition="V+ for servos")],
    (TF, 1, "You should provide 5-6VDC if you are using servos"),
)
TF_CLK = fact(
    [it(TF, "i2c_clock_frequency", "MHz", hi=1)],
    (TF, 2, "I2C clock: up to 1MHz (Fast-mode Plus)"),
)
TF_ADDR0 = fact(
    [it(TF, "i2c_address", values=["0x40"], condition="no jumpers (default)")],
    (TF, 2, "The I2C base address for each board is 0x40"),
)
TF_ADDR9 = fact(
    [it(TF, "i2c_address", values=["0x49"], condition="A0 & A3 bridged")],
    (TF, 2, "9 A0 & A3 0x49"),
)
TF_ALLCALL = fact([], (TF, 2, "Address 0x70 is the 'All Call' address and is enabled by default"))
TF_IOUT = fact(
    [it(TF, "output_current", "mA", hi=25, condition="per PWM pin")],
    (TF, 2, "Max current per pin is 25mA"),
)
TF_OUTLEVEL = fact([], (TF, 2, "the output logic is the same as VCC"))
TF_PWMF = fact([], (TF, 1, "the PWM frequency is adjustable from about 24Hz to 1526Hz"))
TF_RES = fact(
    [it(TF, "resolution", "bit", value=12)],
    (TF, 1, "Each output has 12-bit resolution (4096 steps)"),
)
TF_ICC = fact(
    [it(TF, "supply_current", "mA", typ=6, condition="VCC, all outputs at 0%")],
    (TF, 2, "Logic supply (VCC) current: 6mA typical with all outputs at 0%"),
)
