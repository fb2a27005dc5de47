"""Reference facts used by the hold-out 21 questions (items + evidence, read off the PDFs)."""

from __future__ import annotations

from qkit import CS, GS, HM, HR, LS, SD, TB, TS, Fact, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
OHM = "\u03a9"
CJK_DEG = "\u2103"
FT = "\uff5e"
FC = "\uff1a"


def f(items, *evidence) -> Fact:
    return (list(items), list(evidence))


# ---- GSX7620U gesture sensor (page 1 features / abs max / EC, page 2 notes)
GS_VDD = f(
    [it(GS, "supply_voltage", "V", lo=2.8, typ=3.3, hi=3.6, condition="VDD, EC table")],
    ev(GS, 1, "Supply voltage VDD 2.8 3.3 3.6 V"),
)
GS_ABS = f(
    [it(GS, "abs_max_supply_voltage", "V", hi=4.0, condition="VDD abs max")],
    ev(GS, 1, "Supply voltage VDD -0.3 4.0 V"),
)
GS_VBUS = f(
    [it(GS, "io_supply_voltage", "V", lo=1.8, hi=3.3, condition="VBUS, I2C / INT level")],
    ev(GS, 1, "I/O supply voltage VBUS 1.8 3.3 V I2C / INT level"),
)
GS_IGES = f(
    [it(GS, "supply_current", "mA", typ=2.2, hi=2.9, condition="gesture normal mode 120 fps")],
    ev(GS, 1, "IGES 2.2 2.9 mA"),
)
GS_IGAM = f(
    [it(GS, "supply_current", "mA", typ=2.9, hi=3.6, condition="gesture gaming mode 240 fps")],
    ev(GS, 1, "IGAM 2.9 3.6 mA"),
)
GS_SUS = f(
    [it(GS, "standby_current", "uA", typ=15, hi=25, condition="suspend, VDD on, I2C idle")],
    ev(GS, 1, "Suspend current ISUS 15 25 " + MU + "A VDD on, I2C idle"),
)
GS_ADDR = f(
    [it(GS, "i2c_address", values=["0x73"])], ev(GS, 1, "I2C slave address 0x73, up to 400kHz")
)
GS_RANGE = f(
    [
        it(
            GS,
            "measurement_range",
            "cm",
            lo=5,
            hi=15,
            quantity="distance",
            condition="gesture detection distance",
        )
    ],
    ev(GS, 1, "Detection distance 5cm to 15cm"),
)
GS_NOGLOVE = [
    ev(GS, 2, "Recognition rate is not specified for gloved hands or for cover glass thicker")
]

# ---- HRO3010 pulse oximeter front end (page 1 abs max + EC, page 2 EC continued)
HR_VDD = f(
    [it(HR, "supply_voltage", "V", lo=1.7, typ=1.8, hi=2.0, condition="VDD")],
    ev(HR, 1, "Power-Supply Voltage VDD Guaranteed by RGB test 1.7 1.8 2.0 V"),
)
HR_VLED = f(
    [it(HR, "load_supply_voltage", "V", lo=3.1, typ=3.3, hi=5.0, condition="VLED+ to PGND")],
    ev(HR, 1, "VLED+ 3.1 3.3 5.0 V"),
)
HR_ABS = f(
    [it(HR, "abs_max_supply_voltage", "V", hi=2.2, condition="VDD to GND abs max")],
    ev(HR, 1, "-0.3V to +2.2V"),
)
HR_IDD = f(
    [it(HR, "supply_current", "uA", typ=600, hi=1200, condition="SpO2 and HR mode, 50 sps")],
    ev(HR, 1, "600 1200 " + MU + "A"),
)
HR_SHDN = f(
    [it(HR, "standby_current", "uA", typ=0.7, hi=10, condition="shutdown, TA = 25 C")],
    ev(HR, 1, "TA = +25" + DEG + ", MODE = 0x80 0.7 10 " + MU + "A"),
)
HR_ADDR = f(
    [it(HR, "i2c_address", values=["0x57"], condition="7-bit (0xAE write / 0xAF read)")],
    ev(HR, 2, "The 7-bit slave address is 0x57 (write 0xAE, read 0xAF)."),
)
HR_TEMP = f(
    [it(HR, "operating_temperature", DEG, lo=-40, hi=85)],
    ev(HR, 1, "-40" + DEG + " to +85" + DEG + " Operating Temperature Range"),
)
HR_VIH = f(
    [it(HR, "input_high_voltage", "V", lo=1.4, condition="SDA, SCL")],
    ev(HR, 2, "Input High Voltage VIH 1.4 V"),
)
HR_LED = f(
    [it(HR, "output_current", "mA", lo=0, hi=50, condition="LED current range, programmable")],
    ev(HR, 2, "LED Current Range ILED programmable, 0.2mA step 0 50 mA"),
)
HR_NOSPO2 = [ev(HR, 2, "accuracy of SpO2 depends on the host algorithm and is not specified here")]

# ---- TSW-10 turbidity module (page 1 spec lines, page 2 notes)
TS_V = f(
    [it(TS, "supply_voltage", "V", typ=5, condition="DC 5V")],
    ev(TS, 1, "Operating voltage" + FC + "DC 5V"),
)
TS_I = f(
    [it(TS, "supply_current", "mA", hi=40)], ev(TS, 1, "Operating current" + FC + "40mA (MAX)")
)
TS_RT = f([it(TS, "response_time", "ms", hi=500)], ev(TS, 1, "Response time" + FC + "<500ms"))
TS_AO = f(
    [it(TS, "analog_output_voltage", "V", lo=0, hi=4.5)],
    ev(TS, 1, "Output method" + FC + "Analog output 0" + FT + "4.5V; Digital output High/Low"),
)
TS_TEMP = f(
    [it(TS, "operating_temperature", DEG, lo=5, hi=90)],
    ev(TS, 1, "Operating temperature" + FC + "5" + CJK_DEG + FT + "90" + CJK_DEG),
)
TS_NO3V3 = [ev(TS, 2, "Do not power the module from 3.3V")]
TS_NONTU = [ev(TS, 2, "NTU accuracy is not specified.")]

# ---- KSD-MC microSD modules (page 1 parameter table, page 2 Q & A)
SD_V = {
    v: f(
        [it(v, "supply_voltage", "V", lo=lo, hi=hi)],
        ev(SD, 1, "Supply voltage 4.5V" + FT + "5.5V 3.0V" + FT + "3.6V"),
    )
    for v, lo, hi in (("KSD-MC5", 4.5, 5.5), ("KSD-MC3", 3.0, 3.6))
}
SD_I = {
    v: f(
        [it(v, "supply_current", "mA", lo=0.2, hi=hi, condition="card read/write")],
        ev(SD, 1, "0.2mA" + FT + "200mA 0.2mA" + FT + "100mA"),
    )
    for v, hi in (("KSD-MC5", 200), ("KSD-MC3", 100))
}
SD_TEMP = f(
    [it(SD, "operating_temperature", DEG, lo=-25, hi=85)],
    ev(SD, 1, "Operating temperature -25" + CJK_DEG + FT + "+85" + CJK_DEG),
)
SD_NO5V = [ev(SD, 2, "No. KSD-MC3 pins are not 5V tolerant. Use KSD-MC5.")]
SD_NOSPI = [
    ev(SD, 2, "the maximum SPI clock of the level shifter board (KSD-MC5) is not specified.")
]

# ---- KLS3935 lightning sensor (page 1, page 2 notes)
LS_VDD = f(
    [it(LS, "supply_voltage", "V", lo=2.4, hi=5.5)], ev(LS, 1, "VDD Supply voltage 2.4 5.5 V")
)
LS_ABS = f(
    [it(LS, "abs_max_supply_voltage", "V", hi=6.0)], ev(LS, 1, "VDD DC supply voltage -0.5 6.0 V")
)
LS_RANGE = f(
    [
        it(
            LS,
            "measurement_range",
            "m",
            lo=1000,
            hi=40000,
            quantity="distance",
            condition="estimated distance to storm head, 15 steps",
        )
    ],
    ev(LS, 1, "40km down to 1km in 15 steps"),
)
LS_LIS = f(
    [it(LS, "supply_current", "uA", typ=60, condition="listening mode")],
    ev(LS, 1, "ILIS Listening mode current 60 " + MU + "A"),
)
LS_ADDR = f(
    [it(LS, "i2c_address", values=["0x01", "0x02", "0x03"])],
    ev(LS, 1, "I2C address selectable 0x01, 0x02, 0x03"),
)
LS_SPI = f(
    [it(LS, "spi_clock_frequency", "MHz", hi=2)], ev(LS, 1, "fSCLK SPI clock frequency 2 MHz")
)
LS_TEMP = f(
    [it(LS, "operating_temperature", DEG, lo=-40, hi=85)],
    ev(LS, 1, "TAMB Operating temperature -40 85 " + DEG),
)
LS_NOACC = [
    ev(LS, 2, "The distance estimation is a statistical value; its accuracy is not specified.")
]

# ---- KTB tilt switches (KTB-1 / -2 on page 1, KTB-3 / -3H continued on page 2)
_KTB_ROWS = {
    "KTB-1": (1, 12, 20, 10, -25, 70, "KTB-1 12V DC 20mA 10" + OHM + " max. 10\u00b0 to 45\u00b0"),
    "KTB-2": (1, 24, 50, 5, -25, 70, "KTB-2 24V DC 50mA 5" + OHM + " max. 15\u00b0 to 60\u00b0"),
    "KTB-3": (2, 24, 100, 2, -25, 70, "KTB-3 24V DC 100mA 2" + OHM + " max. 15\u00b0 to 60\u00b0"),
    "KTB-3H": (
        2,
        24,
        100,
        2,
        -40,
        105,
        "KTB-3H 24V DC 100mA 2" + OHM + " max. 15\u00b0 to 60\u00b0",
    ),
}
TB_RATING = {
    m: f(
        [
            it(m, "contact_voltage", "V", hi=v, condition="DC, resistive load"),
            it(m, "contact_current", "mA", hi=a, condition="DC, resistive load"),
        ],
        ev(m, p, quote),
    )
    for m, (p, v, a, _r, _lo, _hi, quote) in _KTB_ROWS.items()
}
TB_RES = {
    m: f([it(m, "on_resistance", "Ohm", hi=r, condition="contact resistance")], ev(m, p, quote))
    for m, (p, _v, _a, r, _lo, _hi, quote) in _KTB_ROWS.items()
}
TB_TEMP = {
    m: f(
        [it(m, "operating_temperature", DEG, lo=lo, hi=hi)],
        ev(m, p, f"{quote} {lo} to +{hi}" + DEG),
    )
    for m, (p, _v, _a, _r, lo, hi, quote) in _KTB_ROWS.items()
}
TB_NOBOUNCE = [ev(TB, 1, "Contact bounce is not")]
TB_NOIND = [ev(TB, 2, "inductive loads (relays, motors) are not rated.")]

# ---- KHM holding magnets (page 1 technical data, general data; page 2 notes)
HM_P = {
    m: f(
        [it(m, "coil_power", "W", value=w, condition="rated power at rated voltage, 20 C")],
        ev(HM, 1, "Rated power W 3 5 8"),
    )
    for m, w in (("KHM 20", 3), ("KHM 25", 5), ("KHM 30", 8))
}
HM_R24 = {
    m: f(
        [it(m, "coil_resistance", "Ohm", value=r, condition="24 V coil (-24)")],
        ev(HM, 1, "Coil resistance -24 " + OHM + " 192 115 72"),
    )
    for m, r in (("KHM 20-24", 192), ("KHM 25-24", 115), ("KHM 30-24", 72))
}
HM_VOLT = {
    m: f(
        [it(m, "coil_voltage", "V", value=v, condition="rated voltage, DC")],
        ev(HM, 1, "Rated voltage 12 V DC or 24 V DC"),
    )
    for m, v in (("KHM 30-12", 12), ("KHM 25-24", 24), ("KHM 20-24", 24))
}
HM_TEMP = f(
    [it(HM, "operating_temperature", DEG, lo=-10, hi=40, condition="ambient temperature")],
    ev(HM, 1, "Ambient temperature -10 ... +40 " + DEG),
)
HM_IP = f(
    [it(HM, "ip_rating", values=["IP54"], condition="coil; leads IP 40")],
    ev(HM, 1, "Degree of protection IP 54 (coil), leads IP 40"),
)
HM_NORES = [ev(HM, 2, "Residual magnetism after switch-off is not specified")]

# ---- KCS3472 colour sensor (page 1 abs max / recommended / EC, page 2)
CS_VDD = f(
    [it(CS, "supply_voltage", "V", lo=2.7, typ=3.0, hi=3.6, condition="recommended operating")],
    ev(CS, 1, "Supply Voltage VDD 2.7 3.0 3.6 V"),
)
CS_ABS = f([it(CS, "abs_max_supply_voltage", "V", hi=3.8)], ev(CS, 1, "Supply Voltage VDD 3.8 V"))
CS_TEMP = f(
    [it(CS, "operating_temperature", DEG, lo=-30, hi=70, condition="recommended operating")],
    ev(CS, 1, "Operating Temperature Topr -30 - +70 " + DEG),
)
CS_IDD = f(
    [it(CS, "supply_current", "uA", typ=235, hi=330, condition="active")],
    ev(CS, 1, "Supply Current IDD - 235 330 " + MU + "A Active"),
)
CS_SLEEP = f(
    [it(CS, "standby_current", "uA", typ=2.5, hi=10, condition="sleep state")],
    ev(CS, 1, "- 2.5 10 " + MU + "A Sleep state"),
)
CS_ADDR = {
    v: f(
        [it(v, "i2c_address", values=[a])],
        ev(
            CS,
            1,
            "has the I2C bus at the VDD level (address 0x29); KCS3472-B is for a 1.8 V "
            "I2C bus (address 0x39).",
        ),
    )
    for v, a in (("KCS3472-A", "0x29"), ("KCS3472-B", "0x39"))
}
CS_VIHB = f(
    [it("KCS3472-B", "input_high_voltage", "V", lo=1.26, condition="SCL, SDA")],
    ev(CS, 1, "VIH 1.26 - - V KCS3472-B"),
)
CS_NOCCT = [
    ev(CS, 2, "Color temperature (CCT) and lux are calculated by the host; their accuracy is not")
]
