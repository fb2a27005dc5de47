"""Reference facts used by several hold-out 13 questions (items + evidence, read off the PDFs)."""

from __future__ import annotations

from qkit import FQ, HT, KCR, KF, KIS, KSX, KXE, PD, Fact, ev, it

# ---- QY-PD20 PD trigger board
PD_IOUT: Fact = (
    [it(PD, "output_current", "A", hi=3, condition="standard cable")],
    [ev(PD, 1, "Output current: max 3A (5A only with a 5A e-marked cable and a 100W charger)")],
)
PD_DEFAULT: Fact = (
    [it(PD, "output_voltage", "V", value=20, condition="factory default, all CFG jumpers open")],
    [ev(PD, 1, "Factory default: 20V (all CFG jumpers open)")],
)
PD_FALLBACK: Fact = (
    [
        it(
            PD,
            "output_voltage",
            "V",
            value=5,
            condition="charger without the requested PDO or without PD",
        )
    ],
    [ev(PD, 1, "normal 5V USB charger without PD, the board outputs 5V.")],
)
PD_SET12: Fact = (
    [it(PD, "output_voltage", "V", value=12, condition="CFG3 shorted")],
    [ev(PD, 1, "open open short 12V 56k")],
)
PD_SET9: Fact = (
    [it(PD, "output_voltage", "V", value=9, condition="CFG2 shorted")],
    [ev(PD, 1, "open short open 9V 24k")],
)
PD_MIN5: Fact = ([], [ev(PD, 2, "Q: Can it output 3.3V? A: No. The lowest output voltage is 5V.")])

# ---- FQ312 protection IC
FQ_VCC: Fact = (
    [
        it(
            FQ,
            "supply_voltage",
            "V",
            lo=1.5,
            hi=8.0,
            condition="operating voltage between VCC and GND",
        )
    ],
    [ev(FQ, 2, "Operating Voltage between VCC and GND VCC 1.5 8.0 V")],
)
FQ_VOCU_ROW = ev(FQ, 2, "Overcharge Detection Voltage VOCU 4.250 4.300 4.350 4.425 ±25 V*")
FQ_VOI_ROW = ev(FQ, 2, "Overcurrent Detection Voltage VOI1 150 150 100 200 ±15 mV")
FQ_VODL_ROW = ev(FQ, 2, "Overdischarge Detection Voltage VODL 2.40 2.50 2.90 2.50 ±80 V*")
FQ_FORMULA = ev(FQ, 2, "= VOI1 / (2 x RDS(on))")

# ---- KCR coin cells
KCR2032_CONT: Fact = (
    [it("KCR2032", "output_current", "mA", hi=3.0, condition="max. continuous discharge current")],
    [ev(KCR, 1, "Max. continuous discharge current 2.0 2.5 3.0 mA")],
)
KCR_VNOM: Fact = (
    [it(KCR, "output_voltage", "V", value=3, condition="nominal voltage")],
    [ev(KCR, 1, "Nominal voltage 3 3 3 V")],
)
KCR_END: Fact = ([], [ev(KCR, 1, "(1) Discharge to 2.0V end voltage through a 15k")])
KCR2032_CAP: Fact = ([], [ev(KCR, 1, "Nominal capacity (1) 90 165 220 mAh")])

# ---- KF2510 fans
KF05_V: Fact = (
    [
        it(
            "KF2510-05",
            "supply_voltage",
            "V",
            lo=4.5,
            hi=5.5,
            condition="operating voltage, 5 V version",
        )
    ],
    [ev(KF, 1, "Operating voltage 4.5 ~ 5.5 10.8 ~ 13.2 VDC")],
)
KF12_V: Fact = (
    [
        it(
            "KF2510-12",
            "supply_voltage",
            "V",
            lo=10.8,
            hi=13.2,
            condition="operating voltage, 12 V version",
        )
    ],
    [ev(KF, 1, "Operating voltage 4.5 ~ 5.5 10.8 ~ 13.2 VDC")],
)
KF05_I: Fact = (
    [it("KF2510-05", "supply_current", "A", typ=0.08, condition="rated current")],
    [ev(KF, 1, "Rated current 0.08 0.05 A")],
)
KF12_I: Fact = (
    [it("KF2510-12", "supply_current", "A", typ=0.05, condition="rated current")],
    [ev(KF, 1, "Rated current 0.08 0.05 A")],
)

# ---- KSX1010 oscillator
KSX33_V: Fact = (
    [it(KSX, "supply_voltage", "V", lo=2.97, typ=3.3, hi=3.63, condition="3.3 V version")],
    [ev(KSX, 1, "2.97 3.3 3.63 V 3.3 V version")],
)
KSX_OUT: Fact = (
    [],
    [ev(KSX, 2, "Output High Voltage VOH 90% Vdd"), ev(KSX, 2, "Output Low Voltage VOL 10% Vdd")],
)

# ---- KIS8621 isolator
KIS_VDD: Fact = (
    [
        it(KIS, "supply_voltage", "V", lo=2.5, hi=5.5, condition="VDD1"),
        it(KIS, "supply_voltage", "V", lo=2.5, hi=5.5, condition="VDD2"),
    ],
    [ev(KIS, 1, "Supply Voltage VDD1 2.5 5.5 V"), ev(KIS, 1, "VDD2 2.5 5.5 V")],
)
KIS_VIH: Fact = (
    [
        it(KIS, "input_high_voltage", "V", lo=2.0),
        it(KIS, "input_low_voltage", "V", hi=0.8),
    ],
    [
        ev(KIS, 2, "High Level Input Voltage VIH 2.0 V"),
        ev(KIS, 2, "Low Level Input Voltage VIL 0.8 V"),
    ],
)
KIS_RATE_ROW = ev(KIS, 1, "B grade 0 150 Mbps")
KIS_CHANNELS = ev(KIS, 1, "KIS8621: two forward channels. KIS8622: one forward")

# ---- KXE9535 I/O expander
KXE_VDD: Fact = (
    [it(KXE, "supply_voltage", "V", lo=1.65, hi=5.5)],
    [ev(KXE, 2, "VDD Supply voltage 1.65 5.5 V")],
)
KXE_CLK: Fact = (
    [it(KXE, "i2c_clock_frequency", "kHz", lo=0, hi=400)],
    [ev(KXE, 2, "fSCL SCL clock frequency 0 400 kHz")],
)
KXE_ADDR_LLL: Fact = (
    [it(KXE, "i2c_address", values=["0x20"], condition="KXE9535, A2 A1 A0 = L L L")],
    [ev(KXE, 1, "KXE9535 L L L 0x20 0x40 / 0x41")],
)
KXEA_ADDR_LLL: Fact = (
    [it("KXE9535A", "i2c_address", values=["0x38"], condition="KXE9535A, A2 A1 A0 = L L L")],
    [ev(KXE, 1, "KXE9535A L L L 0x38 0x70 / 0x71")],
)
KXE_PIN_ABS: Fact = ([], [ev(KXE, 2, "Continuous output low current per P-port pin")])
KXE_STB: Fact = (
    [it(KXE, "standby_current", "uA", typ=0.25, hi=1, condition="VDD = 5.5 V, fSCL = 0 kHz")],
    [ev(KXE, 2, "ISTB Standby current 0.25 1"), ev(KXE, 2, "VDD = 5.5V, inputs at VDD or GND,")],
)

# ---- HT-RC522M RFID module
HT_VDD: Fact = (
    [it(HT, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6)],
    [ev(HT, 2, "The module supply voltage is 3.3V (3.0~3.6V).")],
)
HT_WORK: Fact = (
    [it(HT, "supply_current", "mA", lo=13, hi=26, condition="working, DC 3.3 V")],
    [ev(HT, 1, "1. Working current：13~26mA / DC 3.3V")],
)
