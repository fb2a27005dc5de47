"""Reference facts of the fifty-eighth hold-out set, each read off the generated PDFs
(``pdftotext -layout``): items plus the evidence quotes a reviewer finds on the page.

Names: <sheet>_<what>[_<version>]; a fact used by a factual and a compatibility
question is defined once here.
"""

from __future__ import annotations

from qkit import DS, DX, GD, KN, KS, SM, TH, ZY, Fact, ev, it

# ---------------------------------------------------------------- GDC-450 (US board)
GD_VMOT_12: Fact = (
    [it("GDC-450-12", "load_supply_voltage", "V", lo=10.5, hi=15, condition="VMOT, GDC-450-12")],
    [ev(GD, 1, "Motor supply VMOT 10.5 V to 15 V 20 V to 30 V")],
)
GD_VMOT_24: Fact = (
    [it("GDC-450-24", "load_supply_voltage", "V", lo=20, hi=30, condition="VMOT, GDC-450-24")],
    [ev(GD, 1, "Motor supply VMOT 10.5 V to 15 V 20 V to 30 V")],
)
GD_IMOT_12: Fact = (
    [it("GDC-450-12", "output_current", "A", hi=10, condition="motor current, continuous")],
    [ev(GD, 1, "Motor current, continuous 10 A 7.5 A")],
)
GD_IMOT_24: Fact = (
    [it("GDC-450-24", "output_current", "A", hi=7.5, condition="motor current, continuous")],
    [ev(GD, 1, "Motor current, continuous 10 A 7.5 A")],
)
GD_IPK_24: Fact = (
    [it("GDC-450-24", "peak_output_current", "A", hi=18, condition="motor current, peak (2 s)")],
    [ev(GD, 1, "Motor current, peak (2 s) 25 A 18 A")],
)
GD_ACC_12: Fact = (
    [
        it("GDC-450-12", "output_voltage", "V", value=12, condition="accessory output"),
        it("GDC-450-12", "output_current", "mA", hi=150, condition="accessory output"),
    ],
    [ev(GD, 1, "Accessory output 12 V, 150 mA max 24 V, 100 mA max")],
)
GD_ACC_24: Fact = (
    [
        it("GDC-450-24", "output_voltage", "V", value=24, condition="accessory output"),
        it("GDC-450-24", "output_current", "mA", hi=100, condition="accessory output"),
    ],
    [ev(GD, 1, "Accessory output 12 V, 150 mA max 24 V, 100 mA max")],
)
GD_IQ_12: Fact = (
    [
        it(
            "GDC-450-12",
            "standby_current",
            "mA",
            typ=28,
            hi=40,
            condition="door closed, receiver on",
        )
    ],
    [ev(GD, 1, "IQ 28 40 mA"), ev(GD, 1, "current GDC-450-12")],
)
GD_IQ_24: Fact = (
    [
        it(
            "GDC-450-24",
            "standby_current",
            "mA",
            typ=22,
            hi=35,
            condition="door closed, receiver on",
        )
    ],
    [ev(GD, 1, "GDC-450-24 22 35 mA")],
)
GD_VIH: Fact = (
    [it(GD, "input_high_voltage", "V", lo=2.4, condition="wall button input PB1")],
    [ev(GD, 1, "VIH 2.4 V")],
)
GD_VIL: Fact = (
    [it(GD, "input_low_voltage", "V", hi=0.8, condition="wall button input PB1")],
    [ev(GD, 1, "VIL 0.8 V")],
)
GD_PB_ABS: Fact = (
    [it(GD, "abs_max_input_voltage", "V", lo=-0.3, hi=6, condition="PB1, photo-eye input")],
    [ev(GD, 2, "PB1, photo-eye input -0.3 to 6 V")],
)
GD_PULLUP: Fact = (
    [],
    [ev(GD, 1, "single run. The wall button input PB1 is pulled up internally to 5 V through")],
)
GD_VABS_12: Fact = (
    [it("GDC-450-12", "abs_max_supply_voltage", "V", lo=-0.3, hi=18, condition="VMOT")],
    [ev(GD, 2, "VMOT, GDC-450-12 -0.3 to 18 V")],
)
GD_VABS_24: Fact = (
    [it("GDC-450-24", "abs_max_supply_voltage", "V", lo=-0.3, hi=36, condition="VMOT")],
    [ev(GD, 2, "VMOT, GDC-450-24 -0.3 to 36 V")],
)
GD_TOP: Fact = (
    [it(GD, "operating_temperature", "°C", lo=-20, hi=60, condition="recommended ambient")],
    [ev(GD, 2, "Ambient temperature -20 +60 °C")],
)
GD_K2: Fact = (
    [
        it(GD, "contact_current", "A", hi=5, condition="courtesy light relay K2, resistive"),
        it(GD, "contact_voltage", "V", hi=250, condition="courtesy light relay K2, AC"),
    ],
    [ev(GD, 1, "Contact rating Resistive 5 A"), ev(GD, 1, "Contact voltage 250 V AC")],
)
GD_RX: Fact = (
    [it(GD, "frequency_band", "MHz", value=433.92, condition="receiver")],
    [ev(GD, 2, "Receive frequency fRX 433.92 MHz")],
)
GD_SENS: Fact = (
    [it(GD, "rx_sensitivity", "dBm", typ=-105, condition="rolling code, BER 10^-3")],
    [ev(GD, 2, "Sensitivity Rolling code, BER 10-3 -105 dBm")],
)
GD_TREV: Fact = (
    [it(GD, "response_time", "ms", typ=30, hi=60, condition="photo-eye break to reverse")],
    [ev(GD, 2, "Reverse delay tREV Photo-eye break to reverse 30 60 ms")],
)

# ---------------------------------------------------------------- KSY-GD2 (Chinese module)
KS_VIN_5: Fact = (
    [it("KSY-GD2-5", "supply_voltage", "V", typ=5, condition="DC5V ±5%")],
    [ev(KS, 1, "Working voltage DC5V±5% DC9V～24V")],
)
KS_VIN_12: Fact = (
    [it("KSY-GD2-12", "supply_voltage", "V", lo=9, hi=24, condition="working voltage")],
    [ev(KS, 1, "Working voltage DC5V±5% DC9V～24V")],
)
KS_ION_5: Fact = (
    [it("KSY-GD2-5", "supply_current", "mA", hi=120, condition="relay on")],
    [ev(KS, 1, "Working current（relay on） ≤120mA ≤65mA")],
)
KS_ION_12: Fact = (
    [it("KSY-GD2-12", "supply_current", "mA", hi=65, condition="relay on")],
    [ev(KS, 1, "Working current（relay on） ≤120mA ≤65mA")],
)
KS_ISB_5: Fact = (
    [it("KSY-GD2-5", "standby_current", "mA", hi=45)],
    [ev(KS, 1, "Standby current ≤45mA ≤25mA")],
)
KS_ISB_12: Fact = (
    [it("KSY-GD2-12", "standby_current", "mA", hi=25)],
    [ev(KS, 1, "Standby current ≤45mA ≤25mA")],
)
KS_RELAY: Fact = (
    [
        it(KS, "contact_current", "A", hi=10, condition="250 VAC / 30 VDC"),
        it(KS, "contact_voltage", "V", hi=250, condition="AC"),
        it(KS, "contact_voltage", "V", hi=30, condition="DC"),
    ],
    [ev(KS, 1, "・Relay contact：10A 250VAC / 10A 30VDC")],
)
KS_TOP: Fact = (
    [it(KS, "operating_temperature", "°C", lo=-10, hi=55)],
    [ev(KS, 1, "・Working temperature：-10℃～+55℃")],
)
KS_HUM: Fact = (
    [it(KS, "operating_humidity", "%RH", lo=5, hi=90, condition="no condensation")],
    [ev(KS, 1, "・Working humidity：5%～90%RH（no condensation）")],
)
KS_WIFI: Fact = (
    [it(KS, "frequency_band", "GHz", value=2.4, condition="IEEE 802.11 b/g/n")],
    [ev(KS, 1, "・WiFi standard：IEEE 802.11 b/g/n, 2.4GHz")],
)
KS_INDOOR: Fact = (
    [],
    [ev(KS, 2, "4. The module is for indoor use, install it inside the garage.")],
)
KS_FAQ_ACC: Fact = ([], [ev(KS, 2, "A：Yes for KSY-GD2-12 if the output gives 9V～24V.")])

# ---------------------------------------------------------------- DS-72 (Italian)
DS_VBUS: Fact = (
    [
        it("DS-72A", "supply_voltage", "V", lo=20, hi=28, condition="bus supply, 2 wires"),
        it("DS-72V", "supply_voltage", "V", lo=20, hi=28, condition="bus supply, 2 wires"),
    ],
    [ev(DS, 1, "20 ... 28 V DC 20 ... 28 V DC"), ev(DS, 1, "Bus supply voltage")],
)
DS_ISB: Fact = (
    [
        it("DS-72A", "standby_current", "mA", value=8),
        it("DS-72V", "standby_current", "mA", value=12),
    ],
    [ev(DS, 1, "8 mA 12 mA"), ev(DS, 1, "Standby current")],
)
DS_ICALL_V: Fact = (
    [it("DS-72V", "supply_current", "mA", value=230, condition="during call, LEDs on (1)")],
    [ev(DS, 1, "110 mA 230 mA (1)"), ev(DS, 1, "Current during call")],
)
DS_ICALL_A: Fact = (
    [it("DS-72A", "supply_current", "mA", value=110, condition="during call")],
    [ev(DS, 1, "110 mA 230 mA (1)"), ev(DS, 1, "Current during call")],
)
DS_LOCK: Fact = (
    [
        it(DS, "output_voltage", "V", value=12, condition="lock output, DC"),
        it(DS, "output_current", "mA", hi=300, condition="lock output"),
    ],
    [ev(DS, 1, "12 V DC, 300 mA max 12 V DC, 300 mA max")],
)
DS_AUX: Fact = (
    [
        it(DS, "contact_voltage", "V", hi=24, condition="auxiliary relay, AC/DC"),
        it(DS, "contact_current", "A", hi=1, condition="auxiliary relay"),
    ],
    [ev(DS, 1, "24 V AC/DC, 1 A 24 V AC/DC, 1 A")],
)
DS_IP: Fact = ([it(DS, "ip_rating", values=["IP54"])], [ev(DS, 1, "IP54 IP54")])
DS_TOP_A: Fact = (
    [it("DS-72A", "operating_temperature", "°C", lo=-25, hi=55)],
    [ev(DS, 1, "-25 ... +55 °C -15 ... +50 °C (2)")],
)
DS_TOP_V: Fact = (
    [it("DS-72V", "operating_temperature", "°C", lo=-15, hi=50, condition="(2) camera limit")],
    [ev(DS, 1, "-25 ... +55 °C -15 ... +50 °C (2)")],
)
DS_VABS: Fact = (
    [it(DS, "abs_max_supply_voltage", "V", hi=32, condition="bus voltage")],
    [ev(DS, 1, "Tensione bus / Bus voltage 32 V DC")],
)
DS_NOSIP: Fact = ([], [ev(DS, 2, "Not compatible with IP/SIP systems.")])

# ---------------------------------------------------------------- DSX-10 (US SIP)
DX_VDC: Fact = (
    [it(DX, "supply_voltage", "V", lo=10.8, typ=12, hi=13.2, condition="12 V DC input")],
    [ev(DX, 1, "or by a 12 V DC supply (10.8 V to 13.2 V, 1 A)")],
)
DX_VABS: Fact = (
    [it(DX, "abs_max_supply_voltage", "V", hi=16, condition="DC input voltage")],
    [ev(DX, 2, "DC input voltage 16 V")],
)
DX_RELAY: Fact = (
    [
        it(DX, "contact_voltage", "V", hi=30, condition="relay, DC"),
        it(DX, "contact_current", "A", hi=2, condition="relay"),
    ],
    [ev(DX, 1, "Relay output Dry contact NO/NC, 30 V DC, 2 A")],
)
DX_STRIKE_POE: Fact = (
    [
        it(DX, "output_voltage", "V", value=12, condition="strike output"),
        it(DX, "output_current", "mA", hi=300, condition="strike output, on PoE"),
    ],
    [ev(DX, 1, "Strike output 12 V DC; 300 mA max on PoE, 500 mA max on 12 V DC")],
)
DX_STRIKE_DC: Fact = (
    [
        it(DX, "output_voltage", "V", value=12, condition="strike output"),
        it(DX, "output_current", "mA", hi=500, condition="strike output, on 12 V DC"),
    ],
    [ev(DX, 1, "Strike output 12 V DC; 300 mA max on PoE, 500 mA max on 12 V DC")],
)
DX_DI_ABS: Fact = (
    [it(DX, "abs_max_input_voltage", "V", lo=-0.3, hi=5, condition="door contact input")],
    [ev(DX, 2, "Door contact input -0.3 5 V")],
)
DX_TOP: Fact = (
    [it(DX, "operating_temperature", "°C", lo=-30, hi=60)],
    [ev(DX, 2, "Operating temperature -30 +60 °C")],
)
DX_IP: Fact = ([it(DX, "ip_rating", values=["IP65"])], [ev(DX, 1, "Enclosure IP65, IK08")])
DX_P_IDLE: Fact = (
    [it(DX, "power_consumption", "W", typ=2.1, condition="idle, registered, PoE")],
    [ev(DX, 1, "Idle, registered 2.1 W 1.8 W")],
)
DX_P_CALL_DC: Fact = (
    [it(DX, "power_consumption", "W", typ=4.5, condition="call in progress, 12 V DC")],
    [ev(DX, 1, "Call in progress 4.8 W 4.5 W")],
)
DX_P_FULL_POE: Fact = (
    [it(DX, "power_consumption", "W", typ=8.4, condition="call, strike at full load, PoE")],
    [ev(DX, 1, "Call, strike output at full load 8.4 W 10.6 W")],
)
DX_HUM: Fact = (
    [it(DX, "operating_humidity", "%RH", lo=10, hi=95, condition="non-condensing")],
    [ev(DX, 2, "Humidity (non-condensing) 10 95 %RH")],
)
DX_NOAC: Fact = ([], [ev(DX, 2, "24 V AC strikes are not supported")])

# ---------------------------------------------------------------- KN-E300 (Japanese)
KN_VB: Fact = (
    [it(KN, "supply_voltage", "V", lo=10.5, hi=14.5, condition="recommended, VB")],
    [ev(KN, 1, "Supply voltage VB 10.5～14.5 V")],
)
KN_VABS: Fact = (
    [it(KN, "abs_max_supply_voltage", "V", hi=16, condition="VB")],
    [ev(KN, 1, "Supply voltage VB 16 V")],
)
KN_TOP: Fact = (
    [it(KN, "operating_temperature", "°C", lo=-10, hi=40, condition="recommended")],
    [ev(KN, 1, "Operating temperature Topr -10～+40 ℃")],
)
KN_VOUT_S: Fact = (
    [it("KN-E300S", "output_voltage", "V", hi=8000, condition="no load")],
    [ev(KN, 1, "Max. output voltage（no load） 9,500V 8,000V")],
)
KN_VLOAD: Fact = (
    [it(KN, "output_voltage", "V", value=3800, condition="500 Ω load, KN-E300")],
    [ev(KN, 1, "Output voltage（500Ω load） 3,800V 3,200V")],
)
KN_I_ECO: Fact = (
    [it(KN, "supply_current", "mA", typ=24, condition="eco mode, 2.0 s, VB = 12 V")],
    [ev(KN, 2, "Eco 2.0s 24mA")],
)
KN_I_NORM: Fact = (
    [it(KN, "supply_current", "mA", typ=45, condition="normal mode, 1.1 s, VB = 12 V")],
    [ev(KN, 2, "Normal 1.1s 45mA")],
)
KN_I_NIGHT: Fact = (
    [it(KN, "standby_current", "mA", typ=1.2, condition="night-off (daytime)")],
    [ev(KN, 2, "Night-off（daytime, photo sensor） - 1.2mA")],
)
KN_IP: Fact = ([it(KN, "ip_rating", values=["IPX4"])], [ev(KN, 1, "Water protection IPX4 IPX4")])
KN_NOMAINS: Fact = (
    [],
    [ev(KN, 2, "・Do not connect to AC 100V mains or to a battery charger while operating.")],
)

# ---------------------------------------------------------------- ZY-EF05 (Chinese module)
ZY_VIN: Fact = (
    [it(ZY, "supply_voltage", "V", lo=9, hi=15)],
    [ev(ZY, 1, "・Input voltage：DC9V～15V")],
)
ZY_ISTAT: Fact = (
    [it(ZY, "standby_current", "mA", hi=8, condition="EN low")],
    [ev(ZY, 1, "・Static current（EN low）：≤8mA")],
)
ZY_IWORK_H: Fact = (
    [it("ZY-EF05H", "supply_current", "mA", hi=350, condition="EN high")],
    [ev(ZY, 1, "Working current（EN high） ≤180mA ≤350mA")],
)
ZY_IWORK: Fact = (
    [it(ZY, "supply_current", "mA", hi=180, condition="EN high, ZY-EF05")],
    [ev(ZY, 1, "Working current（EN high） ≤180mA ≤350mA")],
)
ZY_VOUT_H: Fact = (
    [it("ZY-EF05H", "output_voltage", "kV", lo=8, condition="no load")],
    [ev(ZY, 1, "Output pulse voltage（no load） ≥5kV ≥8kV")],
)
ZY_EN: Fact = (
    [
        it(ZY, "input_high_voltage", "V", lo=2.0, condition="EN"),
        it(ZY, "input_low_voltage", "V", hi=0.8, condition="EN"),
    ],
    [ev(ZY, 1, "・EN input：high ≥2.0V enable, low ≤0.8V disable")],
)
ZY_EN_ABS: Fact = (
    [it(ZY, "abs_max_input_voltage", "V", hi=5.5, condition="EN max voltage")],
    [ev(ZY, 1, "・EN max voltage：5.5V")],
)
ZY_TOP: Fact = (
    [it(ZY, "operating_temperature", "°C", lo=-20, hi=60)],
    [ev(ZY, 1, "・Working temperature：-20℃～+60℃")],
)
ZY_NOCERT: Fact = (
    [],
    [ev(ZY, 2, "1. This module is not a certified energizer（no IEC 60335-2-76）.")],
)

# ---------------------------------------------------------------- THC-120 (Canadian)
TH_VIN: Fact = (
    [it(TH, "supply_voltage", "V", lo=108, hi=132, condition="AC, 60 Hz")],
    [ev(TH, 1, "Supply voltage 108 - 132 V AC 60 Hz")],
)
TH_P: Fact = (
    [it(TH, "power_consumption", "W", typ=1.5, condition="relay off")],
    [ev(TH, 1, "Controller power (relay off) 1.5 W typical")],
)
TH_RELAY: Fact = (
    [
        it(TH, "contact_current", "A", hi=15, condition="heater relay, resistive"),
        it(TH, "contact_voltage", "V", value=120, condition="AC"),
    ],
    [ev(TH, 1, "Heater relay contact 15 A at 120 V AC resistive")],
)
TH_LIMIT: Fact = ([], [ev(TH, 1, "heater to 1500 W continuous.")])
TH_RANGE: Fact = (
    [it(TH, "measurement_range", "°C", lo=-40, hi=50, quantity="temperature", condition="probe")],
    [ev(TH, 1, "Probe measuring range -40 to +50 C")],
)
TH_ACC: Fact = (
    [it(TH, "accuracy", "°C", lo=-1.5, hi=1.5, quantity="temperature", condition="0 to +10 °C")],
    [ev(TH, 1, "Probe accuracy +/-1.5 C 0 to +10 C")],
)
TH_ALARM: Fact = (
    [it(TH, "output_current", "mA", hi=50, condition="alarm output, open collector, 30 V DC")],
    [ev(TH, 1, "Alarm output open collector, 30 V DC, 50 mA")],
)
TH_TOP: Fact = (
    [it(TH, "operating_temperature", "°C", lo=-40, hi=40, condition="controller")],
    [ev(TH, 1, "Operating temperature (controller) -40 to +40 C")],
)
TH_BAUD: Fact = (
    [it("THC-120M", "baud_rate", "bps", value=9600, condition="RS-485 Modbus RTU, 8N1")],
    [ev(TH, 1, "RTU, 9600 bps, 8N1) for farm monitoring systems.")],
)
TH_NO240: Fact = ([], [ev(TH, 2, "No, the THC-120 is built for 120 V AC only.")])
TH_NOAC: Fact = ([], [ev(TH, 2, "the output must not be used with AC.")])

# ---------------------------------------------------------------- SMC-230 (Belgian)
SM_VIN: Fact = (
    [it(SM, "supply_voltage", "V", typ=230, condition="AC ±10 %, 50 Hz")],
    [ev(SM, 1, "230 V AC ±10 %, 50 Hz 230 V AC ±10 %, 50 Hz")],
)
SM_IOUT: Fact = (
    [it(SM, "output_current", "A", hi=1.5, condition="motor output")],
    [ev(SM, 1, "1.5 A 1.5 A"), ev(SM, 1, "Max. output current")],
)
SM_PMOT: Fact = ([], [ev(SM, 1, "300 W 300 W"), ev(SM, 1, "Max. motor power")])
SM_STBY_Z: Fact = (
    [it("SMC-230Z", "power_consumption", "W", value=0.5, condition="standby")],
    [ev(SM, 1, "0.3 W 0.5 W"), ev(SM, 1, "Standby power")],
)
SM_TX: Fact = (
    [it("SMC-230Z", "tx_power", "dBm", value=8)],
    [ev(SM, 1, "+8 dBm"), ev(SM, 1, "Transmit power")],
)
SM_RADIO: Fact = (
    [
        it("SMC-230Z", "wireless_protocol", values=["Zigbee"]),
        it("SMC-230Z", "frequency_band", "GHz", value=2.4),
    ],
    [ev(SM, 1, "Zigbee 3.0, 2.4 GHz")],
)
SM_TOP: Fact = (
    [it(SM, "operating_temperature", "°C", lo=0, hi=40)],
    [ev(SM, 2, "0 ... +40 °C 0 ... +40 °C")],
)
SM_IP: Fact = ([it(SM, "ip_rating", values=["IP20"])], [ev(SM, 2, "IP20 IP20")])
SM_230IN: Fact = ([], [ev(SM, 2, "low-voltage buttons cannot be used.")])
SM_ONEMOTOR: Fact = ([], [ev(SM, 2, "never connect two")])
