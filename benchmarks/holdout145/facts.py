"""Reference facts of the hundred-and-forty-fifth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page (whitespace collapsed)."""

from __future__ import annotations

from qkit import GY, HL, MX, PE, PS, RZ, VX, WQ, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
NDASH = "\u2013"
ELL = "\u2026"
TIMES = "\u00d7"
SQ = "\u00b2"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


def also(fact: Fact, device: str, page: int, quote: str) -> Fact:
    """A fact with one more quote (a column-group head, the other line of a wrapped row)."""
    return fact[0], [*fact[1], ev(device, page, quote)]


# ---------------------------------------------------------------- RZT4418
RZ_VDD = f(
    RZ,
    1,
    "Supply voltage VDD 3.0 3.3 3.6 V",
    it(RZ, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VDD, recommended operating"),
)
RZ_ABSMAX = f(
    RZ,
    1,
    "Supply voltage VDD -0.3 4.0 V",
    it(RZ, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0, condition="VDD, absolute maximum"),
)
RZ_STBY = f(
    RZ,
    1,
    "Standby supply ISTBY normally-off mode, no conversion 9 20 " + MU + "A current",
    it(RZ, "standby_current", "uA", typ=9, hi=20, condition="normally-off mode, no conversion"),
)
RZ_SPI = f(
    RZ,
    2,
    "Serial clock frequency fSCK 5 MHz",
    it(RZ, "spi_clock_frequency", "MHz", hi=5, condition="fSCK"),
)
RZ_CJ_B = also(
    f(
        RZ,
        1,
        "accuracy TA = -40 " + DEG + " to +125 " + DEG + " " + PM + "0.5 " + PM + "1.0 " + PM + "0.8 "
        + PM + "2.0",
        it(
            "RZT4418B",
            "accuracy",
            DEG,
            lo=-2.0,
            hi=2.0,
            quantity="temperature",
            condition="cold-junction sensor, TA = -40 to +125 degC, RZT4418B max column",
        ),
    ),
    RZ,
    1,
    "RZT4418A RZT4418B Parameter Conditions Typ Max Typ Max Unit",
)
RZ_RANGE_J = (
    [
        it(
            RZ,
            "measurement_range",
            DEG,
            lo=-210,
            hi=1200,
            quantity="temperature",
            condition="type J thermocouple, linearisation table limits",
        )
    ],
    [
        ev(
            RZ,
            2,
            "Limit B E J K N R S T Lower (" + DEG + ") +250 -200 -210 -200 -200 -50 -50 -200 Upper ("
            + DEG
            + ") +1820 +1000 +1200 +1372 +1300 +1768 +1768 +400",
        ),
    ],
)
RZ_5V_NOTE = note(
    RZ,
    2,
    "Do not drive them from a 5 V microcontroller without a level translator. SDO swings to VDD, "
    "so 3.3 V hosts read it directly.",
)
RZ_MODES = note(RZ, 2, "SDI is sampled on the falling edge of SCK (mode 1, CPOL = 0, CPHA = 1, or mode 3).")
RZ_TOPR = f(
    RZ,
    1,
    "Operating temperature TA -40 +125 " + DEG,
    it(RZ, "operating_temperature", DEG, lo=-40, hi=125, condition="TA"),
)

# ---------------------------------------------------------------- GYR-105
GY_VCC = f(
    GY,
    1,
    "Module supply voltage (VCC) DC+ to DC" + NDASH + " 4.75 5.0 5.25 V",
    it(GY, "supply_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="VCC, DC+ to DC-"),
)
GY_ION = f(
    GY,
    1,
    "Supply current, relay on VCC = 5.0 V 76 82 mA",
    it(GY, "supply_current", "mA", typ=76, hi=82, condition="relay on, VCC = 5.0 V"),
)
GY_NO250 = also(
    f(
        GY,
        1,
        "Contact rating, 250 VAC 7A 3A resistive load",
        it(GY, "contact_current", "A", hi=7, condition="NO contact, 250 VAC, resistive load"),
    ),
    GY,
    1,
    "Contacts Condition NO contact NC contact",
)
GY_TOPR = f(
    GY,
    2,
    "Operating temperature -25 " + DEG + " to +65 " + DEG,
    it(GY, "operating_temperature", DEG, lo=-25, hi=65, condition="module"),
)
GY_HON = f(
    GY,
    1,
    "H trigger 2.3 Relay-on input level V L trigger 1.5",
    it(GY, "input_high_voltage", "V", lo=2.3, condition="IN level for relay on, H trigger"),
)
GY_LOFF = f(
    GY,
    1,
    "H trigger 0.8 Relay-off input level V L trigger, VCC = 5.0 V 4.5",
    it(GY, "input_high_voltage", "V", lo=4.5, condition="IN level to release the relay, L trigger, VCC = 5.0 V"),
)
GY_33_NOTE = note(
    GY,
    2,
    "3.3 V boards (ESP32, ESP8266, Raspberry Pi, Pico): power DC+ from 5 V and set the jumper to H. "
    "In L position a 3.3 V pin cannot pull IN high enough, so the relay never releases.",
)
GY_INDUCTIVE = f(
    GY,
    1,
    "Contact rating, inductive 250 VAC 3A 1.5 A (cos " + "\u03c6" + " = 0.4)",
    it(GY, "contact_current", "A", hi=3, condition="NO contact, inductive, cos phi = 0.4, 250 VAC"),
)
GY_SWV = note(GY, 1, "Max. switching voltage 250 VAC / 30 VDC 250 VAC / 30 VDC")

# ---------------------------------------------------------------- VXU2310
VX_BAUD = f(
    VX,
    1,
    "Baud rates from 300 bps to 3 Mbps",
    it(VX, "baud_rate", "bps", lo=300, hi=3000000, condition="UART"),
)
VX_SUSP = f(
    VX,
    1,
    "USB suspend current ISUSP VBUS = 5.0 V, bus suspended 85 140 " + MU + "A",
    it(VX, "standby_current", "uA", typ=85, hi=140, condition="USB suspend"),
)
VX_IREG = f(
    VX,
    1,
    "Regulator output current IREG available to external circuits 75 mA",
    it(VX, "output_current", "mA", hi=75, condition="VREG, available to external circuits"),
)
VX_VREG = f(
    VX,
    1,
    "Regulator output VREG ILOAD " + LE + " 75 mA 3.20 3.30 3.45 V",
    it(VX, "output_voltage", "V", lo=3.20, typ=3.30, hi=3.45, condition="VREG, ILOAD <= 75 mA"),
)
VX_PKG = f(
    VX,
    1,
    "VXU2310-QF24 (QFN-24, 4 x 4 mm) \u00b7 VXU2310-SO16 (SOP-16)",
    it(VX, "package", values=["QFN-24", "SOP-16"], condition="VXU2310-QF24 / VXU2310-SO16"),
)
VX_RXD_MAX = f(
    VX,
    1,
    "5 V-tolerant inputs (RXD, CTS, DSR, DCD, RI, RSTb) -0.3 5.8 V",
    it(VX, "abs_max_input_voltage", "V", lo=-0.3, hi=5.8, condition="RXD, CTS, DSR, DCD, RI, RSTb"),
)
VX_VOH = f(
    VX,
    1,
    "Output high voltage VOH IOH = -3 mA, VDD = 3.3 V 2.9 V",
    it(VX, "output_high_voltage", "V", lo=2.9, condition="IOH = -3 mA, VDD = 3.3 V"),
)
VX_5V_NOTE = note(
    VX,
    2,
    "5 V targets: RXD and CTS accept 5 V, so the TXD of a 5 V microcontroller connects directly.",
)

# ---------------------------------------------------------------- HLV1517
HL_VIN = f(
    HL,
    1,
    "Input voltage VIN 2.7 18 V",
    it(HL, "supply_voltage", "V", lo=2.7, hi=18, condition="VIN, recommended operating"),
)
HL_DO_1A = f(
    HL,
    1,
    "Dropout voltage VDO IOUT = 1.0 A 230 350 mV",
    it(HL, "dropout_voltage", "mV", typ=230, hi=350, condition="IOUT = 1.0 A"),
)
HL_DO_15A = f(
    HL,
    1,
    "IOUT = 1.5 A 350 500",
    it(HL, "dropout_voltage", "mV", typ=350, hi=500, condition="IOUT = 1.5 A"),
)
HL_DO_05A = f(
    HL,
    1,
    "IOUT = 0.5 A 120 200",
    it(HL, "dropout_voltage", "mV", typ=120, hi=200, condition="IOUT = 0.5 A"),
)
HL_SHDN = f(
    HL,
    1,
    "Shutdown current ISHDN EN = 0 V, VIN = 12 V 0.1 1 " + MU + "A",
    it(HL, "standby_current", "uA", typ=0.1, hi=1, condition="EN = 0 V, VIN = 12 V"),
)
HL_V25 = f(
    HL,
    1,
    "HLV1517-2.5 2.475 2.500 2.525",
    it("HLV1517-2.5", "output_voltage", "V", lo=2.475, typ=2.5, hi=2.525, condition="HLV1517-2.5, TJ = 25 degC"),
)
HL_V33 = f(
    HL,
    1,
    "HLV1517-3.3 3.267 3.300 3.333",
    it("HLV1517-3.3", "output_voltage", "V", lo=3.267, typ=3.3, hi=3.333, condition="HLV1517-3.3, TJ = 25 degC"),
)
HL_V18 = f(
    HL,
    1,
    "HLV1517-1.8 1.782 1.800 1.818",
    it("HLV1517-1.8", "output_voltage", "V", lo=1.782, typ=1.8, hi=1.818, condition="HLV1517-1.8, TJ = 25 degC"),
)
HL_V50 = f(
    HL,
    1,
    "HLV1517-5.0 4.950 5.000 5.050",
    it("HLV1517-5.0", "output_voltage", "V", lo=4.95, typ=5.0, hi=5.05, condition="HLV1517-5.0, TJ = 25 degC"),
)
HL_MINVIN_NOTE = note(
    HL,
    2,
    "The input must be at least VOUT + VDO for the load current and never below 2.7 V. Example: the "
    "HLV1517-3.3 at 1.5 A needs VIN " + GE + " 3.8 V (3.3 V + 0.5 V maximum dropout).",
)
HL_COUT = note(HL, 1, "Stable with 4.7 " + MU + "F or larger ceramic output capacitors")
HL_COUT2 = note(
    HL,
    2,
    "Use 1 " + MU + "F or more at IN and 4.7 " + MU + "F or more ceramic (X5R or X7R) at OUT, placed "
    "close to the pins.",
)

# ---------------------------------------------------------------- WQC-820
WQ_VIN = f(
    WQ,
    1,
    "Supply voltage VIN ripple < 100 mVpp 4.5 5.0 5.5 V",
    it(WQ, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VIN"),
)
WQ_SLEEP = f(
    WQ,
    1,
    "Sleep current ISLP SLP pin low 0.8 1.5 mA",
    it(WQ, "standby_current", "mA", typ=0.8, hi=1.5, condition="SLP pin low"),
)
WQ_RANGE5K = also(
    f(
        WQ,
        1,
        "Measurement range 0 " + NDASH + " 2000 0 " + NDASH + " 5000 ppm",
        it(
            "WQC-820-5K",
            "measurement_range",
            "ppm",
            lo=0,
            hi=5000,
            quantity="gas_concentration",
            condition="CO2, WQC-820-5K column",
        ),
    ),
    WQ,
    1,
    "Parameter Condition WQC-820-2K WQC-820-5K Unit",
)
WQ_WARM = f(
    WQ,
    1,
    "to first output 10 10 s Warm-up time to specified accuracy 2 2 min",
    it(WQ, "warm_up_time", "min", value=2, condition="to specified accuracy"),
)
WQ_BAUD = f(
    WQ,
    2,
    "UART: 9600 bps, 8 data bits, no parity, 1 stop bit.",
    it(WQ, "baud_rate", "bps", value=9600, condition="UART, 8N1"),
)
WQ_RX = f(
    WQ,
    1,
    "RX input high VIH 3.3 V logic 2.0 3.6 V",
    it(WQ, "input_high_voltage", "V", lo=2.0, hi=3.6, condition="RX, 3.3 V logic"),
)
WQ_RX_ABS = f(
    WQ,
    1,
    "Voltage on RX, SLP -0.3 3.6 V",
    it(WQ, "abs_max_input_voltage", "V", lo=-0.3, hi=3.6, condition="RX, SLP"),
)
WQ_5V_NOTE = note(
    WQ,
    2,
    "RX must not see more than 3.6 V; put a divider (1 k" + OHM + " / 2 k" + OHM + ") or a level shifter "
    "between a 5 V TX pin and RX.",
)
WQ_ENV = f(
    WQ,
    2,
    "Operating temperature -10 +50 " + DEG + " Operating humidity non-condensing 0 90 %RH",
    it(WQ, "operating_temperature", DEG, lo=-10, hi=50, condition="operating"),
)

# ---------------------------------------------------------------- PEP-29
PE_VCC = f(
    PE,
    1,
    "VCC 3.0 3.3 3.6 V Supply voltage",
    it(PE, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC"),
)
PE_FULL_BWR = also(
    f(
        PE,
        1,
        "Actualización completa / 2 15 s Full refresh time",
        it("PEP-29BWR", "response_time", "s", value=15, condition="full refresh, PEP-29BWR column"),
    ),
    PE,
    1,
    "Parámetro / Parameter PEP-29BW PEP-29BWR Unidad",
)
PE_DSLEEP = f(
    PE,
    1,
    "Sueño profundo / after deep-sleep command 0.5 2 0.5 2 " + MU + "A Deep sleep",
    it(PE, "standby_current", "uA", typ=0.5, hi=2, condition="deep sleep, both versions"),
)
PE_TOPR = f(
    PE,
    2,
    "Temperatura de operación / 0 +50 " + DEG + " Operating temperature (refresh)",
    it(PE, "operating_temperature", DEG, lo=0, hi=50, condition="refresh"),
)
PE_SPI = f(
    PE,
    1,
    "Reloj SPI, escritura / fSCL 20 MHz SPI clock, write",
    it(PE, "spi_clock_frequency", "MHz", hi=20, condition="write"),
)
PE_5V_NOTE = note(
    PE,
    2,
    "5 V boards (Arduino Uno, Mega): the signal pins accept at most VCC + 0.3 V. Use a 3.3 V board "
    "or a level shifter.",
)
PE_COLD_NOTE = note(
    PE,
    2,
    "Below 0 " + DEG + " the particles move too slowly and an update leaves a faint or mixed picture.",
)

# ---------------------------------------------------------------- PSD-8835
PS_VMOT = f(
    PS,
    1,
    "Motor supply voltage VMOT operating 8 35 V",
    it(PS, "load_supply_voltage", "V", lo=8, hi=35, condition="VMOT, operating"),
)
PS_VDD = f(
    PS,
    1,
    "Logic supply voltage VDD operating 3.0 5.5 V",
    it(PS, "logic_supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD, operating"),
)
PS_VMOT_ABS = f(
    PS,
    2,
    "Motor supply voltage VMOT (including LC spikes) -0.3 40 V",
    it(PS, "abs_max_supply_voltage", "V", lo=-0.3, hi=40, condition="VMOT, including LC spikes"),
)
PS_IH = also(
    f(
        PS,
        1,
        "Continuous current no airflow, TA = 25 " + DEG + " 1.2 1.7",
        it("PSD-8835H", "output_current", "A", hi=1.7, condition="continuous per phase, no airflow, TA = 25 degC"),
    ),
    PS,
    1,
    "Rating Condition PSD-8835 PSD-8835H Unit",
)
PS_IBARE = also(
    f(
        PS,
        1,
        "Continuous current no airflow, TA = 25 " + DEG + " 1.2 1.7",
        it(PS, "output_current", "A", hi=1.2, condition="PSD-8835, continuous per phase, no airflow, TA = 25 degC"),
    ),
    PS,
    1,
    "Rating Condition PSD-8835 PSD-8835H Unit",
)
PS_RDS = f(
    PS,
    1,
    "RDS(on) per bridge, IOUT = 1 A 0.64 0.80 " + OHM,
    it(PS, "on_resistance", "Ohm", typ=0.64, hi=0.80, condition="high side + low side, per bridge, IOUT = 1 A"),
)
PS_SLP = f(
    PS,
    1,
    "VMOT sleep current IMOT(SLP) SLP low 8 20 " + MU + "A",
    it(PS, "standby_current", "uA", typ=8, hi=20, condition="VMOT, SLP low"),
)
PS_VIH = f(
    PS,
    1,
    "Logic input high VIH STEP, DIR, MSx, EN, SLP, RST 2.0 V",
    it(PS, "input_high_voltage", "V", lo=2.0, condition="STEP, DIR, MSx, EN, SLP, RST"),
)
PS_TEMP = f(
    PS,
    2,
    "Operating ambient temperature -20 +85 " + DEG,
    it(PS, "operating_temperature", DEG, lo=-20, hi=85, condition="ambient"),
)

# ---------------------------------------------------------------- MXQ3316
MX_ADDR = f(
    MX,
    2,
    "Its 7-bit address is 0x2C with SA0 tied to GND or 0x2D with SA0 tied to VDDIO.",
    it(MX, "i2c_address", values=["0x2C", "0x2D"], condition="7-bit, SA0 = GND / VDDIO"),
)
MX_VDDIO = f(
    MX,
    1,
    "I/O supply VDDIO 1.65 1.8 1.95 V",
    it(MX, "io_supply_voltage", "V", lo=1.65, typ=1.8, hi=1.95, condition="VDDIO"),
)
MX_VDD = f(
    MX,
    1,
    "Sensor supply VDD 2.16 2.5 3.6 V",
    it(MX, "supply_voltage", "V", lo=2.16, typ=2.5, hi=3.6, condition="VDD, sensor supply"),
)
MX_ILN = also(
    f(
        MX,
        1,
        "continuous mode 100 Hz, low-noise 550 800",
        it(MX, "supply_current", "uA", typ=550, hi=800, condition="continuous mode, 100 Hz, low-noise"),
    ),
    MX,
    1,
    "Supply current, IDD 100 Hz, low-power 180 " + MU + "A",
)
MX_SENS = also(
    f(
        MX,
        1,
        "Sensitivity 16-bit output 40 20 LSB/" + MU + "T",
        it(
            MX,
            "sensitivity",
            "LSB/uT",
            value=20,
            quantity="magnetic_field",
            condition="FS = +/-1600 uT column",
        ),
    ),
    MX,
    1,
    "Parameter Conditions FS = " + PM + "800 " + MU + "T FS = " + PM + "1600 " + MU + "T Unit",
)
MX_TOPR = f(
    MX,
    1,
    "Operating temperature TA -40 +85 " + DEG,
    it(MX, "operating_temperature", DEG, lo=-40, hi=85, condition="TA"),
)
MX_PIN_ABS = note(MX, 1, "SCL, SDA, SA0, INT -0.3 VDDIO + 0.3 V")
MX_33_NOTE = note(
    MX,
    2,
    "Hosts with 3.3 V or 5 V I/O: SCL and SDA must not be pulled above VDDIO + 0.3 V. Put a "
    "bidirectional level shifter between such a bus and the MXQ3316.",
)

# ---------------------------------------------------------------- extra rows for compatibility
VX_VIH = f(
    VX,
    1,
    "Input high voltage VIH all inputs 2.0 V",
    it(VX, "input_high_voltage", "V", lo=2.0, condition="all inputs"),
)
WQ_VOH = f(
    WQ,
    1,
    "TX output high VOH IOH = -2 mA 2.6 3.3 V",
    it(WQ, "output_high_voltage", "V", lo=2.6, typ=3.3, condition="TX, IOH = -2 mA"),
)
GY_28VDC = note(GY, 1, "28 VDC 10 A 5A")
RZ_TYPES = note(RZ, 1, "Thermocouple types B, E, J, K, N, R, S and T, selected by")
MX_ABSMAX = note(MX, 1, "Bảng 3 / Table 3 Absolute maximum ratings")
