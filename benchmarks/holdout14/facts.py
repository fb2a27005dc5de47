"""Reference facts used by several hold-out 14 questions (items + evidence, read off the PDFs)."""

from __future__ import annotations

from qkit import KCA, KDH, KMA, KPS, KS, PIR, RIS, ZF, Fact, ev, it

DEG = "\u00b0C"

# ---- KPS2592 eFuse
KPS_VIN: Fact = (
    [it(KPS, "supply_voltage", "V", lo=2.9, hi=18, condition="IN, recommended operating")],
    [ev(KPS, 2, "IN, input voltage 2.9 18 V")],
)
KPS_ABS: Fact = (
    [it(KPS, "abs_max_supply_voltage", "V", lo=-0.3, hi=20, condition="IN, OUT")],
    [ev(KPS, 2, "IN, OUT -0.3 20 V")],
)
KPS_IOUT: Fact = (
    [it(KPS, "output_current", "A", hi=5, condition="continuous output current, recommended")],
    [ev(KPS, 1, "Adjustable current limit 0.5 A to 5 A (RILIM)")],
)
KPS_IQ: Fact = (
    [it(KPS, "quiescent_current", "mA", typ=0.3, hi=0.45, condition="EN high, no load, VIN 12 V")],
    [ev(KPS, 2, "Quiescent current, IQ EN high, no load 0.3 0.45 mA")],
)
KPS_SHDN: Fact = (
    [it(KPS, "standby_current", "uA", typ=15, hi=30, condition="shutdown, EN = 0 V")],
    [ev(KPS, 2, "Shutdown current EN = 0 V 15 30 " + "\u00b5A")],
)
KPS_RON: Fact = (
    [it(KPS, "on_resistance", "mOhm", typ=30, hi=38, condition="TJ = 25 " + DEG)],
    [ev(KPS, 2, "On resistance, RON TJ = 25 " + DEG + " 30 38 m\u03a9")],
)
KPS_EN: Fact = (
    [it(KPS, "input_high_voltage", "V", lo=1.1, typ=1.2, hi=1.3, condition="EN rising threshold")],
    [ev(KPS, 2, "EN rising threshold 1.1 1.2 1.3 V")],
)
KPS_EN_ROC = ev(KPS, 2, "EN 0 6 V")
KPS_OVP_A = ev(KPS, 2, "KPS2592A 5.85 6.1 6.35 V")
KPS_OVP_B = ev(KPS, 2, "KPS2592B 13.2 13.8 14.4 V")
KPS_PIR_EN = ev(KPS, 1, "A PIR sensor, a microcontroller or any logic output can drive EN.")
KPS_C_NONE = ev(KPS, 1, "KPS2592CDRC none 2.9 V to 18 V")
KPS_ILIM_1A = ev(KPS, 2, "Current limit, ILIM RILIM = 34 k\u03a9 0.9 1.0 1.1 A")
KPS_FORMULA = ev(KPS, 2, "Current limit: ILIM (A) = 34 / RILIM (k\u03a9).")

# ---- RIS1-05 isolated DC/DC
RIS_VIN: Fact = (
    [it(RIS, "supply_voltage", "V", lo=4.5, hi=5.5, condition="input voltage range")],
    [ev(RIS, 1, "Input voltage range 4.5 - 5.5 VDC")],
)


def _ris(code: str, vout: float, imax: float, row: str) -> Fact:
    return (
        [
            it(code, "output_voltage", "V", value=vout, condition="nominal"),
            it(code, "output_current", "mA", hi=imax, condition="rated output current"),
        ],
        [ev(RIS, 1, row)],
    )


RIS03 = _ris("RIS1-0503", 3.3, 303, "RIS1-0503 5 3.3 303 25 / 265 75 220")
RIS05 = _ris("RIS1-0505", 5, 200, "RIS1-0505 5 5 200 25 / 250 80 220")
RIS09 = _ris("RIS1-0509", 9, 111, "RIS1-0509 5 9 111 30 / 244 82 100")
RIS12 = _ris("RIS1-0512", 12, 84, "RIS1-0512 5 12 84 30 / 246 82 47")
RIS_MINLOAD = ev(RIS, 1, "Minimum load 10 % of rated output current (1)")
RIS_TEMP: Fact = (
    [it(RIS, "operating_temperature", DEG, lo=-40, hi=85, condition="with derating")],
    [ev(RIS, 2, "Operating temperature with derating -40 " + DEG + " to +85 " + DEG)],
)

# ---- ZF-2W025 solenoid valve
ZF12_V: Fact = (
    [it("ZF-2W025-12", "supply_voltage", "V", value=12, condition="rated voltage DC12V, +/-10 %")],
    [
        ev(ZF, 1, "Rated voltage DC12V DC24V AC220V 50Hz"),
        ev(ZF, 1, "Voltage tolerance ±10% ±10% ±10%"),
    ],
)
ZF12_I: Fact = (
    [it("ZF-2W025-12", "supply_current", "A", value=0.42, condition="rated current, DC12V coil")],
    [ev(ZF, 1, "Rated current 0.42A 0.21A 0.04A")],
)
ZF24_V: Fact = (
    [it("ZF-2W025-24", "supply_voltage", "V", value=24, condition="rated voltage DC24V, +/-10 %")],
    [
        ev(ZF, 1, "Rated voltage DC12V DC24V AC220V 50Hz"),
        ev(ZF, 1, "Voltage tolerance ±10% ±10% ±10%"),
    ],
)
ZF24_I: Fact = (
    [it("ZF-2W025-24", "supply_current", "A", value=0.21, condition="rated current, DC24V coil")],
    [ev(ZF, 1, "Rated current 0.42A 0.21A 0.04A")],
)
ZF_TEMP: Fact = (
    [it(ZF, "operating_temperature", DEG, lo=-5, hi=50, condition="ambient")],
    [ev(ZF, 1, "Ambient temperature: -5 ~ +50" + DEG)],
)

# ---- KDH supercapacitors
KDH_VMAX: Fact = (
    [it(KDH, "supply_voltage", "V", hi=5.5, condition="maximum operating voltage")],
    [ev(KDH, 1, "Maximum operating voltage 5.5 V 5.5 V 5.5 V")],
)
KDH_ESR = ev(KDH, 1, "ESR (at 1 kHz) *2 100 \u03a9 75 \u03a9 30 \u03a9")
KDH_CAP = ev(KDH, 1, "Nominal capacitance *1 0.1 F 0.22 F 1.0 F")
KDH_TOL = ev(KDH, 1, "Capacitance tolerance -20 to +80 % -20 to +80 % -20 to +80 %")
KDH_HOLD = ev(KDH, 1, "4.2 V min. 4.2 V min. 4.2 V min.")
KDH_HOLD_NOTE = ev(
    KDH,
    1,
    "*4 Voltage after 24 hours at room temperature, open, after charging at 5.0 V for 24 hours.",
)
KDH_NOMOTOR = ev(
    KDH,
    2,
    "Because of the high ESR, the KDH series cannot supply motor, LED or radio transmit currents.",
)
KDH_TEMP: Fact = (
    [it(KDH, "operating_temperature", DEG, lo=-25, hi=70, condition="category temperature range")],
    [ev(KDH, 1, "Category temperature range: -25 to +70 " + DEG)],
)

# ---- KCA1190 hall current sensor
KCA_VCC: Fact = (
    [it(KCA, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC")],
    [ev(KCA, 2, "Supply Voltage VCC 4.5 5.0 5.5 V")],
)
KCA_ICC: Fact = (
    [it(KCA, "supply_current", "mA", typ=10, hi=13, condition="VCC = 5.0 V, output open")],
    [ev(KCA, 2, "Supply Current ICC VCC = 5.0 V, output open 10 13 mA")],
)
KCA_ABS: Fact = (
    [it(KCA, "abs_max_supply_voltage", "V", hi=8, condition="VCC")],
    [ev(KCA, 1, "Supply Voltage VCC 8 V")],
)
KCA_RANGE_ROW = ev(KCA, 2, "IP -5 to 5 -20 to 20 -30 to 30 A")
KCA_SENS_ROW = ev(KCA, 2, "Sensitivity (2) Sens 185 100 66 mV/A")
KCA_ZERO = ev(KCA, 2, "Bidirectional; IP = 0 A VCC x 0.5 V")


def _kca(code: str, span: float, sens: float) -> Fact:
    return (
        [
            it(
                code,
                "measurement_range",
                "A",
                lo=-span,
                hi=span,
                quantity="current",
                condition="optimized accuracy range",
            ),
            it(
                code,
                "sensitivity",
                "mV/A",
                typ=sens,
                quantity="current",
                condition="TA = 25 " + DEG + ", VCC = 5 V",
            ),
        ],
        [KCA_RANGE_ROW, KCA_SENS_ROW],
    )


KCA05 = _kca("KCA1190-05B", 5, 185)
KCA20 = _kca("KCA1190-20A", 20, 100)
KCA30 = _kca("KCA1190-30A", 30, 66)

# ---- HX-PIR505
PIR_V: Fact = (
    [it(PIR, "supply_voltage", "V", lo=4.5, hi=20, condition="working voltage")],
    [ev(PIR, 1, "Working voltage DC 4.5-20V")],
)
PIR_IQ: Fact = (
    [it(PIR, "standby_current", "uA", hi=60, condition="static current")],
    [ev(PIR, 1, "Static current <60uA")],
)
PIR_OUT: Fact = (
    [it(PIR, "output_high_voltage", "V", value=3.3, condition="OUT high")],
    [ev(PIR, 1, "Output level high 3.3V / low 0V")],
)
PIR_IOUT_NA = ev(
    PIR, 2, "Q: How much current can OUT supply? A: The output current is not specified."
)
PIR_NOT33 = ev(PIR, 2, "Q: Can it work at 3.3V? A: No, the minimum working voltage is 4.5V.")

# ---- KMA5048 angle sensor
KMA_5V: Fact = (
    [it(KMA, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VDD5V, 5V operation mode")],
    [ev(KMA, 1, "VDD5V Positive supply voltage 5V operation mode 4.5 5.0 5.5 V")],
)
KMA_3V3: Fact = (
    [
        it(
            KMA,
            "supply_voltage",
            "V",
            lo=3.0,
            typ=3.3,
            hi=3.6,
            condition="VDD3V3, 3.3V operation mode",
        )
    ],
    [ev(KMA, 1, "VDD3V3 Positive supply voltage 3.3V operation mode 3.0 3.3 3.6 V")],
)
KMA_IDD: Fact = (
    [it(KMA, "supply_current", "mA", typ=6.5, hi=10, condition="IDD")],
    [ev(KMA, 1, "IDD Supply current 6.5 10 mA")],
)
KMA_ADDR: Fact = (
    [it(KMA, "i2c_address", values=["0x36"], condition="factory default")],
    [ev(KMA, 2, "I\u00b2C slave address factory default 0x36")],
)
KMA_ABS3V3: Fact = (
    [it(KMA, "abs_max_supply_voltage", "V", lo=-0.3, hi=4, condition="VDD3V3 pin")],
    [ev(KMA, 1, "VDD3V3 DC supply voltage at VDD3V3 -0.3 4 V")],
)

# ---- KS-90MG servo
KS_V: Fact = (
    [it(KS, "supply_voltage", "V", lo=4.8, hi=6.0, condition="operating voltage range")],
    [ev(KS, 1, "All values typical. Operating voltage range: 4.8 V to 6.0 V DC.")],
)
KS_STALL_ROW = ev(KS, 1, "Stall current (at locked) 650 mA 800 mA")
KS_STALL48: Fact = (
    [it(KS, "supply_current", "mA", typ=650, condition="stall (at locked), 4.8 V")],
    [KS_STALL_ROW],
)
KS_STALL60: Fact = (
    [it(KS, "supply_current", "mA", typ=800, condition="stall (at locked), 6.0 V")],
    [KS_STALL_ROW],
)
KS_SIG_NA = ev(KS, 2, "The signal input voltage level is not given in this sheet.")
