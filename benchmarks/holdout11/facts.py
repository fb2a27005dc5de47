"""Reference facts of the eleventh hold-out set, each defined once.

A fact is (items, evidence); every number was read off ``pdftotext -layout`` of
the generated page it cites. Where a family sheet has sibling versions, the fact
is named after the version and lists only that version's row. Facts without
items are relative or prose-only limits (``0.65VCC(A)``, "never directly",
"not suited for open-drain buses") that a correct answer may cite but that
carry no number of their own.
"""

from __future__ import annotations

from qkit import EPD, HQ, KMB, KSIM, KSM, KSP, KTD, KTX, Fact, ev, it


def fact(items: list, *evidence: tuple[str, int, str]) -> Fact:
    return items, [ev(d, p, quote) for d, p, quote in evidence]


# ------------------------------------------------------ KTX0104 level translator
KTX_VCCA = fact(
    [it(KTX, "io_supply_voltage", "V", lo=1.2, hi=3.6, condition="VCC(A), A port side")],
    (KTX, 2, "VCC(A) supply voltage A 1.2 3.6 V"),
)
KTX_VCCB = fact(
    [it(KTX, "io_supply_voltage", "V", lo=1.65, hi=5.5, condition="VCC(B), B port side")],
    (KTX, 2, "VCC(B) supply voltage B 1.65 5.5 V"),
)
KTX_ORDER = fact([], (KTX, 1, "VCC(A) must be less than or equal to VCC(B)"))
KTX_TEMP = fact(
    [it(KTX, "operating_temperature", "°C", lo=-40, hi=125, condition="Tamb, recommended")],
    (KTX, 2, "Tamb ambient temperature -40 +125 °C"),
)
KTX_LEVELS = fact(
    [],
    (KTX, 3, "HIGH-level A port, OE 0.65VCC(A) - 0.65VCC(A) -"),
    (KTX, 3, "HIGH-level A port; IO = -20 µA VCC(A)-0.4 - VCC(A)-0.4 -"),
    (KTX, 3, "output voltage B port; IO = -20 µA VCC(B)-0.4 - VCC(B)-0.4 -"),
)
KTX_VOL = fact(
    [it(KTX, "output_low_voltage", "V", hi=0.4, condition="A or B port, IO = 20 uA")],
    (KTX, 3, "VOL A or B port; IO = 20 µA - 0.4 - 0.4 V"),
)
KTX_RATE_18 = fact([], (KTX, 3, "VCC(A) = 1.8 V ± 0.15 V 60 60 60 60"))
KTX_RATE_27 = fact([], (KTX, 3, "VCC(A) = 2.7 V to 3.6 V - - 100 100"))
KTX_OPEN_DRAIN = fact([], (KTX, 1, "suited for open-drain buses such as I²C or 1-Wire"))
KTX_ICCA_85 = fact(
    [
        it(
            KTX,
            "supply_current",
            "uA",
            hi=5,
            condition="ICC(A), OE = VCC(A), -40 to +85 °C",
        )
    ],
    (KTX, 3, "ICC(A) supply current A OE = VCC(A) - 0.06 2 - 5 - 8 µA"),
)

# --------------------------------------------------------- KSP3232 RS-232
KSP_VCC = fact(
    [it(KSP, "supply_voltage", "V", lo=3.0, hi=5.5)],
    (KSP, 3, "VCC +3.0V to +5.5V supply voltage"),
)
KSP_VIH_33 = fact(
    [it(KSP, "input_high_voltage", "V", lo=2.0, condition="TxIN, VCC = 3.3 V")],
    (KSP, 2, "2.0 VCC = 3.3V Input Logic Threshold HIGH"),
)
KSP_VIH_5 = fact(
    [it(KSP, "input_high_voltage", "V", lo=2.4, condition="TxIN, VCC = 5.0 V")],
    (KSP, 2, "Input Logic Threshold HIGH V 2.4 VCC = 5.0V"),
)
KSP_VIL = fact(
    [it(KSP, "input_low_voltage", "V", hi=0.8, condition="TxIN")],
    (KSP, 2, "Input Logic Threshold LOW 0.8 V TxIN"),
)
KSP_VOL = fact(
    [it(KSP, "output_low_voltage", "V", hi=0.4, condition="RxOUT, IOUT = 1.6 mA")],
    (KSP, 2, "Output Voltage LOW 0.4 V IOUT = 1.6mA"),
)
KSP_VOH = fact(
    [],
    (KSP, 2, "Output Voltage HIGH VCC - 0.6 VCC - 0.1 V IOUT = -1.0mA"),
    (KSP, 3, "the receiver outputs swing from ground to VCC"),
)
KSP_RATE_E = fact(
    [it("KSP3232E", "baud_rate", "kbps", lo=235, condition="RL = 3 kOhm, CL = 1000 pF")],
    (KSP, 1, "Minimum 235kbps data rate under load (KSP3232E)"),
)
KSP_RATE_EH = fact(
    [it("KSP3232EH", "baud_rate", "kbps", lo=1000, condition="RL = 3 kOhm, CL = 250 pF")],
    (KSP, 1, "1000kbps data rate under load (KSP3232EH)"),
)
KSP_TEMP_E = fact(
    [it(KSP, "operating_temperature", "°C", lo=-40, hi=85, condition="E grade (KSP3232EEA)")],
    (KSP, 1, "KSP3232EEA -40°C to +85°C 16-pin SSOP 235kbps"),
)

# ------------------------------------------------------ KTD232RQ USB-UART
KTD_VCCIO = fact(
    [it(KTD, "io_supply_voltage", "V", lo=1.8, hi=5.25, condition="VCCIO")],
    (KTD, 2, "VCC2 VCCIO Operating Supply Voltage 1.8 --- 5.25 V"),
)
KTD_SUSPEND = fact(
    [it(KTD, "standby_current", "uA", lo=50, typ=70, hi=100, condition="USB suspend")],
    (KTD, 2, "Icc2 Operating Supply Current 50 70 100 µA USB Suspend"),
)
KTD_3V3 = fact(
    [it(KTD, "output_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="3V3OUT, VCC = 5 V")],
    (KTD, 2, "3V3 3.3V regulator output 3.0 3.3 3.6 V VCC = 5V"),
)
KTD_3V3_I = fact(
    [it(KTD, "output_current", "mA", hi=50, condition="3V3OUT external load, VCC = 5 V")],
    (KTD, 2, "I3V3 3V3OUT output current --- --- 50 mA external load, VCC = 5V"),
)
KTD_IOUT_ABS = fact(
    [it(KTD, "output_current", "mA", hi=24, condition="DC output current, absolute maximum")],
    (KTD, 2, "DC Output Current – Outputs 24 mA"),
)
KTD_BAUD = fact(
    [it(KTD, "baud_rate", "baud", lo=300, hi=3000000)],
    (KTD, 1, "Data transfer rates from 300 baud to 3 Mbaud"),
)
KTD_IO_33 = fact(
    [
        it(
            KTD,
            "output_high_voltage",
            "V",
            lo=2.2,
            typ=2.7,
            hi=3.2,
            condition="VCCIO = 3.3 V, 1 mA",
        ),
        it(
            KTD, "output_low_voltage", "V", lo=0.3, typ=0.4, hi=0.5, condition="VCCIO = 3.3 V, 2 mA"
        ),
    ],
    (KTD, 2, "(VCCIO = +3.3V, Standard Drive Level)"),
    (KTD, 2, "Voh Output Voltage High 2.2 2.7 3.2 V I source = 1mA"),
    (KTD, 2, "Vol Output Voltage Low 0.3 0.4 0.5 V I sink = 2mA"),
    (KTD, 2, "Vin Input Switching Threshold 1.0 1.2 1.5 V"),
)
KTD_IO_28 = fact(
    [
        it(
            KTD,
            "output_high_voltage",
            "V",
            lo=2.1,
            typ=2.6,
            hi=2.8,
            condition="VCCIO = 2.8 V, 1 mA",
        ),
        it(
            KTD, "output_low_voltage", "V", lo=0.3, typ=0.4, hi=0.5, condition="VCCIO = 2.8 V, 2 mA"
        ),
    ],
    (KTD, 3, "(VCCIO = +2.8V, Standard Drive Level)"),
    (KTD, 3, "Voh Output Voltage High 2.1 2.6 2.8 V I source = 1mA"),
    (KTD, 3, "Vol Output Voltage Low 0.3 0.4 0.5 V I sink = 2mA"),
    (KTD, 3, "Vin Input Switching Threshold 1.0 1.2 1.5 V"),
)
KTD_CBUS_NOTE = fact(
    [], (KTD, 3, "drive a buzzer, relay or motor through a transistor, never directly")
)

# ------------------------------------------------------------ HQ7711 ADC
HQ_VDD = fact(
    [
        it(HQ, "supply_voltage", "V", lo=2.6, hi=5.5, condition="DVDD"),
        it(HQ, "supply_voltage", "V", lo=2.6, hi=5.5, condition="AVDD, VSUP"),
    ],
    (HQ, 2, "DVDD 2.6 5.5 Power supply voltage V AVDD, VSUP 2.6 5.5"),
)
HQ_IA = fact(
    [it(HQ, "supply_current", "uA", typ=1400, condition="analog, normal, incl. regulator")],
    (HQ, 2, "Analog supply current Normal 1400"),
)
HQ_ID = fact(
    [it(HQ, "supply_current", "uA", typ=100, condition="digital, normal")],
    (HQ, 2, "Normal 100 Digital supply current"),
)
HQ_FS_A64 = fact(
    [
        it(
            HQ,
            "analog_input_range",
            "mV",
            lo=-40,
            hi=40,
            condition="channel A, gain 64, AVDD = 5 V",
        ),
    ],
    (HQ, 1, "corresponding to a full-scale differential input voltage of ±20mV or ±40mV"),
)
HQ_FS_B = fact(
    [it(HQ, "analog_input_range", "mV", lo=-80, hi=80, condition="channel B, gain 32, AVDD = 5 V")],
    (HQ, 2, "The full-scale input voltage range is ±80mV, when 5V supply is used at the AVDD pin"),
)
HQ_RATE = fact(
    [
        it(HQ, "data_rate", "SPS", value=10, condition="internal oscillator, RATE = 0"),
        it(HQ, "data_rate", "SPS", value=80, condition="internal oscillator, RATE = DVDD"),
    ],
    (
        HQ,
        2,
        "Internal Oscillator, RATE = 0 10 Output data rate Hz Internal Oscillator, RATE = DVDD 80",
    ),
)
HQ_DOUT = fact([], (HQ, 2, "the DOUT output swings between 0 and DVDD"))

# ------------------------------------------------------- KSM4322 microphone
KSM_VDD = fact(
    [it(KSM, "supply_voltage", "V", lo=1.62, hi=3.6)],
    (KSM, 2, "Supply Voltage VDD 1.62 3.6 V"),
)
KSM_I_18 = fact(
    [
        it(KSM, "supply_current", "uA", typ=490, hi=600, condition="standard mode, VDD = 1.8 V"),
    ],
    (KSM, 2, "VDD = 1.8V, no load 185 (230) µA 490 (600) µA 780 (950) µA"),
)
KSM_I_HP_36 = fact(
    [
        it(
            KSM, "supply_current", "uA", typ=860, hi=1050, condition="high-performance, VDD = 3.6 V"
        ),
    ],
    (KSM, 2, "VDD = 3.6V, no load 210 (260) µA 560 (690) µA 860 (1050) µA"),
)
KSM_SLEEP = fact(
    [it(KSM, "standby_current", "uA", typ=12, hi=20, condition="sleep, fCLOCK < 250 kHz")],
    (KSM, 2, "Sleep Mode Current ISLEEP fCLOCK < 250 kHz 12 20 µA"),
)
KSM_CLOCKS = fact(
    [],
    (KSM, 2, "Clock Frequency Range fCLOCK 351 - 815 kHz 1.024 - 2.475 MHz 3.0 - 3.6 MHz"),
    (KSM, 2, "The microphone is not specified for clock frequencies above 3.6 MHz"),
)
KSM_LEVELS = fact(
    [it(KSM, "output_low_voltage", "V", hi=0.45, condition="DATA, 2 mA")],
    (KSM, 2, "Logic Input High VIH CLOCK, SELECT 0.65 x VDD VDD + 0.3 V"),
    (KSM, 2, "Logic Output High VOH DATA, IOUT = -2 mA VDD - 0.45 V"),
    (KSM, 2, "Logic Output Low VOL DATA, IOUT = 2 mA 0.45 V"),
)
KSM_START = fact(
    [it(KSM, "warm_up_time", "ms", hi=20, condition="from VDD ramp or mode change")],
    (KSM, 2, "Startup Time tSTART from VDD ramp or mode change 20 ms"),
)

# ------------------------------------------------------------ KMB-12 buzzers
KMB_1205 = fact(
    [
        it("KMB-1205", "supply_voltage", "V", lo=4, hi=7, condition="operating voltage"),
        it("KMB-1205", "supply_current", "mA", hi=30, condition="at rated 5 V"),
    ],
    (KMB, 1, "KMB-1205 5 4~7 30 85 — 9.5"),
)
KMB_1212 = fact(
    [
        it("KMB-1212", "supply_voltage", "V", lo=8, hi=16, condition="operating voltage"),
        it("KMB-1212", "supply_current", "mA", hi=25, condition="at rated 12 V"),
    ],
    (KMB, 1, "KMB-1212 12 8 ~ 16 25 85 — 9.5"),
)
KMB_DIRECT = fact([], (KMB, 2, "Do not drive the buzzer directly from a microcontroller I/O pin"))

# ----------------------------------------------------------- VD-EPD29 e-paper
EPD_V = fact(
    [
        it(EPD, "supply_voltage", "V", value=3.3, condition="module, 3.3 V option"),
        it(EPD, "supply_voltage", "V", value=5, condition="module, 5 V option"),
    ],
    (EPD, 1, "Operating voltage 3.3V / 5V 3.3V / 5V"),
)
EPD_POWER_BW = fact(
    [it("VD-EPD29", "power_consumption", "mW", typ=26.4, condition="refresh")],
    (EPD, 1, "Refresh power 26.4mW (typ.) 33mW (typ.)"),
)
EPD_FULL_B = fact(
    [it("VD-EPD29B", "response_time", "s", value=15, condition="full refresh")],
    (EPD, 1, "Full refresh time 2s 15s"),
)
EPD_PARTIAL_B = fact([], (EPD, 1, "Partial refresh time 0.3s ¹ Not supported"))
EPD_TEMP_B = fact(
    [it("VD-EPD29B", "operating_temperature", "°C", lo=0, hi=40)],
    (EPD, 1, "Operating temperature 0 ~ 50℃ 0 ~ 40℃"),
)
EPD_SPI = fact(
    [it(EPD, "spi_clock_frequency", "MHz", hi=20, condition="write clock")],
    (EPD, 2, "The controller accepts an SPI write clock of up to 20MHz"),
)
EPD_TRANSLATOR = fact([], (EPD, 1, "Onboard voltage translator, compatible with 3.3V/5V MCUs"))
EPD_INTERVAL = fact([], (EPD, 3, "The refresh interval should be at least 180s"))

# ------------------------------------------------------------ KSIM820 GSM
KSIM_VBAT = fact(
    [it(KSIM, "supply_voltage", "V", lo=3.4, typ=4.0, hi=4.4, condition="VBAT")],
    (KSIM, 2, "VBAT 3.4 4.0 4.4 V"),
)
KSIM_ABS = fact(
    [it(KSIM, "abs_max_supply_voltage", "V", hi=4.5, condition="VBAT")],
    (KSIM, 2, "VBAT -0.3 - 4.5 V"),
)
KSIM_PEAK = fact(
    [it(KSIM, "supply_current", "A", hi=2.0, condition="peak, transmit burst")],
    (KSIM, 2, "the power supply must be able to provide sufficient current up to 2A"),
    (KSIM, 4, "IMAX Peak current During transmission slot 2.0 A"),
)
KSIM_NO_5V = fact([], (KSIM, 2, "Do not connect VBAT to a 5V supply directly"))
KSIM_DIG_ABS = fact(
    [it(KSIM, "abs_max_input_voltage", "V", hi=3.1, condition="digital pins")],
    (KSIM, 2, "Voltage at digital pins -0.3 - 3.1 V"),
)
KSIM_IO = fact(
    [
        it(KSIM, "input_high_voltage", "V", lo=2.1, hi=3.1, condition="VDD_EXT = 2.8 V"),
        it(KSIM, "input_low_voltage", "V", hi=0.7, condition="VDD_EXT = 2.8 V"),
        it(KSIM, "output_high_voltage", "V", lo=2.4, hi=2.8, condition="VDD_EXT = 2.8 V"),
        it(KSIM, "output_low_voltage", "V", hi=0.4, condition="VDD_EXT = 2.8 V"),
    ],
    (KSIM, 2, "VIL -0.3 - 0.7 V"),
    (KSIM, 2, "VIH 2.1 - 3.1 V"),
    (KSIM, 2, "VOL - - 0.4 V"),
    (KSIM, 2, "VOH 2.4 - 2.8 V"),
)
KSIM_LEVEL_NOTE = fact(
    [],
    (
        KSIM,
        2,
        "When the host MCU runs at 3.3V or 5V, a level translator must be used between the module "
        "and the host",
    ),
)
KSIM_VDD_EXT = fact(
    [
        it(KSIM, "output_voltage", "V", lo=2.7, typ=2.8, hi=2.9, condition="VDD_EXT"),
        it(KSIM, "output_current", "mA", hi=50, condition="VDD_EXT"),
    ],
    (KSIM, 2, "VDD_EXT 2.7V 2.8V 2.9V 50mA"),
)
KSIM_POWER_DOWN = fact(
    [it(KSIM, "standby_current", "uA", typ=60, condition="power down mode, VBAT = 4.0 V")],
    (KSIM, 3, "IVBAT Power down mode 60 µA"),
)
KSIM_SLEEP5 = fact(
    [it(KSIM, "standby_current", "mA", typ=1.04, condition="sleep, BS-PA-MFRMS=5")],
    (KSIM, 3, "BS-PA-MFRMS=5 1.04 mA"),
)
KSIM_GPRS_1800_32 = fact(
    [it(KSIM, "supply_current", "mA", typ=235, condition="GPRS 3 Rx 2 Tx, DCS1800 @PCL0")],
    (KSIM, 4, "GPRS (3 Rx, 2 Tx) DCS1800 @PCL0 235"),
)
KSIM_SENS = fact(
    [it(KSIM, "rx_sensitivity", "dBm", typ=-109, condition="GSM850, EGSM900")],
    (KSIM, 3, "GSM850, EGSM900 < -109dBm < -107dBm"),
)
KSIM_BAUD = fact(
    [it(KSIM, "baud_rate", "bps", lo=1200, hi=460800, condition="main UART")],
    (KSIM, 1, "1200bps to 460800bps."),
)
