"""Hold-out 72 datasheets, part 1: an ambient light sensor IC, a Hall-effect switch, an
H-bridge motor driver board and a GNSS receiver module.

A Hungarian / English bilingual light-sensor data sheet (bilingual names wrapped over
two lines, a gain x integration-time resolution table, two address versions only in
prose, symbol-only interface rows), a Romanian / English Hall-switch sheet (one column
group per sensitivity grade with 25 degC and full-range rows, supply current per
supply voltage, ordering codes), a Vietnamese / English maker-shop page for a dual
H-bridge board (key / value lines, version columns, cooling prose, FAQ) and a Canadian
hardware-integration-manual style GNSS module sheet (numbered tables, a typ.-only
current table per constellation set, footnotes holding the limits).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
TIMES = "\u00d7"


# ------------------------------------------------- ambient light sensor (Hungarian)
def lxh2217(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="Fényvár Optoelektronika Zrt. - Budapest",
        header_right="LXH2217 / LXH2217B  Adatlap / Datasheet",
        footer_left="LXH2217-HU/EN  1.4. kiadás / issue 1.4  -  2023. október",
        footer_right="{page}. oldal / page {page} of {nb}",
        table_fill=(225, 238, 230),
        accent=(20, 90, 60),
        grid=False,
    )
    s = Sheet(style, "LXH2217 digital ambient light sensor")
    s.add_page()
    s.title_block(
        "LXH2217",
        "Digitális környezeti fényérzékelő / Digital ambient light sensor, I2C",
        "16 bites ALS csatorna + IR csatorna, 2.0 x 2.0 mm ODFN-6 tok / "
        "16-bit ALS channel + IR channel, ODFN-6 package",
        19,
    )
    s.heading("1. Általános leírás / General description", 10)
    s.para(
        "Az LXH2217 az emberi szem érzékenységéhez illesztett fényérzékelő. The LXH2217 "
        "converts illuminance to a 16-bit digital count through a two-wire I2C interface "
        "and raises an open-drain INT output when a programmable window is left. The "
        "7-bit bus address is fixed in the factory: 0x29 for the LXH2217 and 0x39 for the "
        "LXH2217B, so two sensors can share one bus. The PART_ID register (0x12) returns "
        "0xA4 on both versions.",
        8,
    )
    s.heading("2. Ajánlott üzemi feltételek / Recommended operating conditions", 10)
    s.table(
        [
            Col("Jellemző / Characteristic", 200),
            Col("Jel", 45, "C"),
            Col("Min.", 48, "C"),
            Col("Tip.", 48, "C"),
            Col("Max.", 48, "C"),
            Col("Egység", 50, "C"),
            Col("", 60, "C"),
        ],
        [
            ["Tápfeszültség /\nSupply voltage", "VDD", "1.7", "3.0", "3.6", "V", ""],
            [
                "I2C felhúzó ellenállások feszültsége /\nI2C pull-up voltage",
                "VBUS",
                "1.7",
                "",
                "3.6",
                "V",
                "",
            ],
            [
                "Üzemi hőmérséklet /\nOperating free-air temperature",
                "TA",
                "-40",
                "",
                "85",
                DEG,
                "",
            ],
        ],
        7.5,
    )
    s.heading("3. Abszolút határértékek / Absolute maximum ratings", 10)
    s.table(
        [Col("Jellemző / Characteristic", 260), Col("Jel", 60, "C"), Col("Érték / Rating", 179)],
        [
            ["Tápfeszültség / Supply voltage", "VDD", "-0.3 ... 4.0 V"],
            ["SDA, SCL, INT feszültség / SDA, SCL, INT voltage", "VIO", "-0.3 ... 4.0 V"],
            ["INT kimeneti áram / INT output current", "IINT", "10 mA"],
            ["Tárolási hőmérséklet / Storage temperature", "TSTG", "-40 ... 125 " + DEG],
            ["ESD, emberi test modell / ESD, human body model", "", PM + "2 kV"],
        ],
        7.5,
    )
    s.heading("4. Elektromos jellemzők / Electrical characteristics", 10)
    s.para("VDD = 3.0 V, TA = 25 " + DEG + ", ha másképp nem jelölt / unless noted.", 7.5)
    s.table(
        [
            Col("Jellemző / Characteristic", 170),
            Col("Feltétel / Condition", 120),
            Col("Min.", 45, "C"),
            Col("Tip.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Egység", 74, "C"),
        ],
        [
            [
                "Áramfelvétel, mérés közben /\nSupply current, active",
                "ALS + IR enabled",
                "",
                "95",
                "140",
                MU + "A",
            ],
            [
                "Áramfelvétel, készenlét /\nSupply current, standby",
                "ALS disabled",
                "",
                "0.6",
                "2.0",
                MU + "A",
            ],
            ["", "fSCL", "", "", "400", "kHz"],
            ["", "VIH", "1.26", "", "", "V"],
            ["", "VIL", "", "", "0.54", "V"],
            ["", "VOL", "", "", "0.4", "V"],
            [
                "Sötétáram kimenet /\nDark count",
                "0 lx, gain 96x",
                "",
                "",
                "3",
                "count",
            ],
            [
                "Csúcsérzékenység hullámhossza /\nPeak sensitivity wavelength",
                "",
                "",
                "550",
                "",
                "nm",
            ],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Felbontás és mérési tartomány / Resolution and range (tip. / typ.)", 10)
    s.para(
        "Egy számlálóegységre eső megvilágítás lx-ban / Illuminance per count in lx. The "
        "full-scale value of each setting is 65535 counts times the resolution.",
        7.5,
    )
    s.table(
        [
            Col("Integrációs idő / Integration time", 160),
            Col("Gain 1x", 85, "C"),
            Col("Gain 4x", 85, "C"),
            Col("Gain 24x", 85, "C"),
            Col("Gain 96x", 84, "C"),
        ],
        [
            ["50 ms", "1.8", "0.45", "0.075", "0.019"],
            ["100 ms", "0.9", "0.225", "0.0375", "0.0094"],
            ["400 ms", "0.225", "0.056", "0.0094", "0.0023"],
        ],
        7.5,
    )
    s.para(
        "Mérési tartomány / Measuring range: 0.0023 lx (gain 96x, 400 ms) up to about "
        "118 000 lx (gain 1x, 50 ms). Integration time 50 ... 400 ms, default 100 ms.",
        8,
    )
    s.heading("6. Kivezetések / Pin functions", 10)
    s.table(
        [Col("Láb / Pin", 60, "C"), Col("Név / Name", 80, "C"), Col("Leírás / Description", 359)],
        [
            ["1", "VDD", "Tápfeszültség / supply, 1 " + MU + "F to GND"],
            ["2", "SCL", "I2C clock input"],
            ["3", "GND", "Föld / ground"],
            ["4", "LEDA", "Nem használt, hagyja szabadon / not used, leave open"],
            ["5", "INT", "Megszakítás, open-drain, aktív alacsony / interrupt, active low"],
            ["6", "SDA", "I2C data, open-drain"],
        ],
        7.5,
    )
    s.heading("7. Regiszterek / Register map (részlet / excerpt)", 10)
    s.table(
        [Col("Cím", 55, "C"), Col("Név", 100), Col("Alapérték", 75, "C"), Col("Funkció", 269)],
        [
            ["0x00", "MAIN_CTRL", "0x00", "ALS enable, software reset"],
            ["0x04", "ALS_MEAS_RATE", "0x22", "integration time, repeat rate"],
            ["0x05", "ALS_GAIN", "0x01", "gain 1x / 4x / 24x / 96x"],
            ["0x12", "PART_ID", "0xA4", "termékazonosító / part identification"],
            ["0x0D", "ALS_DATA_0", "-", "ALS count, low byte"],
        ],
        7.5,
    )
    s.heading("8. Alkalmazási megjegyzések / Application notes", 10)
    s.bullets(
        [
            "Az SDA és SCL vonalakat legfeljebb 3.6 V-ra húzza fel. Pull SDA and SCL up to no "
            "more than 3.6 V; the pins have no 5 V tolerance. Use a level shifter on 5 V hosts.",
            "The sensor is intended for use behind a window; the cover glass transmission "
            "factor must be applied in software.",
            "Flicker of mains-powered lamps is averaged when the integration time is a "
            "multiple of 50 ms.",
        ],
        8,
    )
    s.heading("9. Rendelési információ / Ordering information", 10)
    s.table(
        [Col("Típus / Part", 140), Col("I2C cím", 90, "C"), Col("Csomagolás / Packing", 269)],
        [
            ["LXH2217-TR", "0x29", "szalag / tape and reel, 3000 db"],
            ["LXH2217B-TR", "0x39", "szalag / tape and reel, 3000 db"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2022-05-10", "1.2", "Első nyilvános kiadás / first public issue"],
            ["2023-10-02", "1.4", "LXH2217B hozzáadva / LXH2217B added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "lxh2217.pdf")


# -------------------------------------------------------- Hall switch (Romanian)
def trs1143(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="MAGNETRA SENZORI S.R.L.  |  Cluj-Napoca",
        header_right="TRS-1143  Fișă tehnică / Data sheet",
        footer_left="TRS-1143-RO/EN  ed. 3  |  Magnetra Senzori S.R.L.",
        footer_right="Pagina {page} din {nb}",
        table_fill=(250, 232, 200),
        accent=(160, 70, 0),
        grid=True,
    )
    s = Sheet(style, "TRS-1143 unipolar Hall-effect switch")
    s.add_page()
    s.title_block(
        "TRS-1143A / B / C",
        "Comutator Hall unipolar / Unipolar Hall-effect switch",
        "Ieșire cu colector deschis / open-collector output  -  TO-92S și / and SOT-23",
        20,
    )
    s.heading("Caracteristici / Features", 10)
    s.bullets(
        [
            "Tensiune de alimentare 3.8 V ... 24 V / Supply 3.8 V to 24 V",
            "Trei clase de sensibilitate A, B, C / three sensitivity grades",
            "Ieșire NPN cu colector deschis, necesită rezistență de pull-up / open-collector "
            "output, needs a pull-up resistor to any voltage up to 24 V",
            "Protecție la polaritate inversă pe VDD / reverse-battery protection on VDD",
            "Activ la polul sud / switches on a south pole facing the marked side",
        ],
        8,
    )
    s.heading("Valori maxime absolute / Absolute maximum ratings", 10)
    s.table(
        [Col("Parametru / Parameter", 230), Col("Simbol", 60, "C"), Col("Valoare / Value", 209)],
        [
            ["Tensiune de alimentare / Supply voltage", "VDD", "28 V"],
            ["Tensiune inversă / Reverse supply voltage", "VRDD", "-28 V"],
            ["Tensiune de ieșire / Output off voltage", "VOUT", "28 V"],
            ["Curent de ieșire / Output sink current", "IOUT", "50 mA"],
            ["Temperatura joncțiunii / Junction temperature", "TJ", "165 " + DEG],
            ["Temperatura de depozitare / Storage temperature", "TS", "-65 ... 165 " + DEG],
        ],
        7.5,
    )
    s.heading("Condiții de funcționare / Operating conditions", 10)
    s.table(
        [
            Col("Parametru / Parameter", 190),
            Col("Simbol", 50, "C"),
            Col("Min", 50, "C"),
            Col("Max", 50, "C"),
            Col("Unit.", 50, "C"),
            Col("Observații / Remarks", 109),
        ],
        [
            ["Tensiune de alimentare /\nSupply voltage", "VDD", "3.8", "24", "V", ""],
            ["Curent de ieșire /\nOutput sink current", "IOUT", "", "20", "mA", "B > BOP"],
            [
                "Temperatura ambiantă /\nAmbient temperature",
                "TA",
                "-40",
                "125",
                DEG,
                "sufix E: -40 ... 85",
            ],
        ],
        7.5,
    )
    s.heading("Caracteristici electrice / Electrical characteristics", 10)
    s.para("VDD = 3.8 ... 24 V, TA = 25 " + DEG + " dacă nu se specifică altfel.", 7.5)
    s.table(
        [
            Col("Parametru / Parameter", 150),
            Col("Condiții / Conditions", 140),
            Col("Min", 45, "C"),
            Col("Tip", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit.", 74, "C"),
        ],
        [
            [
                "Tensiune de ieșire în starea ON /\nOutput saturation voltage",
                "IOUT = 20 mA, B > BOP",
                "",
                "0.18",
                "0.4",
                "V",
            ],
            [
                "Curent de scurgere /\nOutput leakage current",
                "VOUT = 24 V, B < BRP",
                "",
                "",
                "10",
                MU + "A",
            ],
            [
                "Timp de creștere / Rise time",
                "RL = 820 " + OHM + ", CL = 20 pF",
                "",
                "0.3",
                "1.5",
                MU + "s",
            ],
            [
                "Timp de cădere / Fall time",
                "RL = 820 " + OHM + ", CL = 20 pF",
                "",
                "0.2",
                "1.5",
                MU + "s",
            ],
        ],
        7.5,
    )
    s.heading("Curent de alimentare / Supply current (IDD, ieșire ON / output on)", 10)
    s.table(
        [
            Col("", 130),
            Col("VDD = 3.8 V", 92, "C"),
            Col("VDD = 5 V", 92, "C"),
            Col("VDD = 12 V", 92, "C"),
            Col("VDD = 24 V", 93, "C"),
        ],
        [
            ["Tip. / Typ. (mA)", "2.9", "3.1", "3.6", "4.4"],
            ["Max. (mA)", "5.0", "5.0", "6.0", "7.5"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("Caracteristici magnetice / Magnetic characteristics", 10)
    s.para(
        "1 mT = 10 G. Valorile pozitive = pol sud spre fața marcată / positive values = "
        "south pole towards the branded face. VDD = 12 V.",
        7.5,
    )
    s.table(
        [
            Col("Parametru / Parameter", 110),
            Col("TA", 79, "C"),
            Col("Min", 52, "C"),
            Col("Max", 52, "C"),
            Col("Min", 52, "C"),
            Col("Max", 52, "C"),
            Col("Min", 51, "C"),
            Col("Max", 51, "C"),
        ],
        [
            [
                "Punct de operare /\nOperate point BOP",
                "25 " + DEG,
                "5.0",
                "12.0",
                "9.0",
                "17.5",
                "14.0",
                "25.0",
            ],
            ["", "-40 ... 125 " + DEG, "3.5", "14.0", "7.5", "20.0", "12.0", "28.0"],
            [
                "Punct de eliberare /\nRelease point BRP",
                "25 " + DEG,
                "2.5",
                "10.0",
                "5.5",
                "15.0",
                "10.0",
                "22.0",
            ],
            ["", "-40 ... 125 " + DEG, "1.5", "12.0", "4.0", "17.5", "8.5", "25.0"],
            ["Histerezis / Hysteresis", "25 " + DEG, "1.0", "", "1.5", "", "2.0", ""],
        ],
        7.5,
        head_rows=[["", "", "TRS-1143A (mT)", "<", "TRS-1143B (mT)", "<", "TRS-1143C (mT)", "<"]],
    )
    s.para(
        "Frecvența maximă de comutare / maximum switching frequency: 10 kHz with a 1 k"
        + OHM
        + " pull-up. Timpul de pornire / power-on time: 35 "
        + MU
        + "s after VDD is applied.",
        8,
    )
    s.heading("Pini / Pin-out", 10)
    s.table(
        [
            Col("TO-92S", 70, "C"),
            Col("SOT-23", 70, "C"),
            Col("Nume", 80, "C"),
            Col("Funcție / Function", 279),
        ],
        [
            ["1", "1", "VDD", "Alimentare / supply"],
            ["2", "3", "GND", "Masă / ground"],
            ["3", "2", "OUT", "Ieșire colector deschis / open-collector output"],
        ],
        7.5,
    )
    s.heading("Coduri de comandă / Ordering codes", 10)
    s.table(
        [
            Col("Cod / Code", 140),
            Col("Clasă", 60, "C"),
            Col("Capsulă", 90, "C"),
            Col("TA (" + DEG + ")", 90, "C"),
            Col("Ambalare", 119),
        ],
        [
            ["TRS-1143A-LU", "A", "TO-92S", "-40 ... 125", "pungă / bulk 1000"],
            ["TRS-1143B-LU", "B", "TO-92S", "-40 ... 125", "pungă / bulk 1000"],
            ["TRS-1143B-ES", "B", "SOT-23", "-40 ... 85", "rolă / reel 3000"],
            ["TRS-1143C-LU", "C", "TO-92S", "-40 ... 125", "pungă / bulk 1000"],
        ],
        7.5,
    )
    s.heading("Note de aplicare / Application notes", 10)
    s.para(
        "Ieșirea trage la masă când câmpul depășește BOP. The output sinks current when the "
        "field exceeds BOP and turns off below BRP. With a pull-up to 3.3 V the output can "
        "drive a 3.3 V microcontroller input directly. A 100 nF capacitor between VDD and "
        "GND close to the sensor is recommended for cable lengths above 1 m.",
        8,
    )
    revision_table(
        s,
        [
            ["2021-09-14", "2", "Clasa C adăugată / grade C added"],
            ["2023-06-30", "3", "SOT-23 sufix E / SOT-23 E suffix"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "trs-1143.pdf")


# ------------------------------------------- dual H-bridge board (Vietnamese maker shop)
def vnmd2a(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="SAO VIỆT ELECTRONICS  -  linhkiensaoviet.example",
        header_right="Mạch cầu H kép / Dual H-bridge board",
        footer_left="Sao Việt Electronics, Q.10, TP. Hồ Chí Minh  -  Hotline 028 0000 0000",
        footer_right="Trang {page}/{nb}",
        table_fill=(255, 236, 236),
        accent=(190, 20, 30),
        grid=True,
    )
    s = Sheet(style, "VN-MD2A dual H-bridge motor driver board")
    s.add_page()
    s.title_block(
        "VN-MD2A / VN-MD2A-HC",
        "Mạch điều khiển 2 động cơ DC cầu H MOSFET / Dual MOSFET H-bridge DC motor driver",
        "Dùng cho xe robot, Arduino, ESP32, Raspberry Pi / for robot cars and hobby boards",
        19,
    )
    s.heading("Giới thiệu / Overview", 10)
    s.para(
        "Mạch dùng 8 MOSFET, không nóng như mạch L298 cũ. The board uses eight MOSFETs "
        "instead of a bipolar bridge, so it runs cool and drops almost no voltage. Each "
        "channel takes a direction pair (IN1/IN2, IN3/IN4) and a PWM enable pin. Logic "
        "inputs work with 3.3 V and 5 V boards alike.",
        8,
    )
    s.heading("Thông số kỹ thuật / Specifications", 10)
    s.lines(
        [
            "Điện áp động cơ (VM) / Motor voltage: 6.5V - 27V DC",
            "Điện áp logic (VCC) / Logic voltage: 3.0V - 5.5V",
            "Mức logic vào / Input logic: mức cao / high "
            + GE
            + " 2.0V, mức thấp / low "
            + LE
            + " 0.8V",
            "Tần số PWM / PWM frequency: tối đa / up to 20kHz",
            "Dòng chờ (STBY = 0) / Standby current: 5" + MU + "A",
            "Nguồn 5V ra / 5V output (jumper 5V-EN): 5V, tối đa / max 300mA, cần VM " + GE + " 7V",
            "Kích thước / Size: 43 x 43 mm, lỗ bắt vít / mounting holes M3",
        ],
        8.5,
        3.5,
    )
    s.heading("Hai phiên bản / Two versions", 10)
    s.table(
        [Col("Thông số / Item", 220), Col("VN-MD2A", 140, "C"), Col("VN-MD2A-HC", 139, "C")],
        [
            ["Dòng liên tục mỗi kênh /\nContinuous current per channel", "2.0 A", "3.5 A"],
            ["Dòng đỉnh mỗi kênh (" + LE + " 1 s) /\nPeak current per channel", "5 A", "8 A"],
            ["Điện trở MOSFET / RDS(on) per switch", "45 m" + OHM, "18 m" + OHM],
            ["Bảo vệ quá nhiệt / Thermal shutdown", "không / no", "có / yes, 150 " + DEG],
            ["Khối lượng / Weight", "18 g", "24 g"],
        ],
        8,
    )
    s.para(
        "Dòng liên tục đo ở 25 " + DEG + ", không tản nhiệt / continuous current measured at "
        "25 " + DEG + " without heatsink. Với tản nhiệt 40 x 40 mm bản -HC chịu được 5 A "
        "mỗi kênh / with a 40 x 40 mm heatsink the -HC carries 5 A per channel.",
        7.5,
    )
    s.heading("Chân kết nối / Connections", 10)
    s.table(
        [Col("Chân / Pin", 70, "C"), Col("Chức năng / Function", 429)],
        [
            ["VM, GND", "Nguồn động cơ / motor supply (terminal block)"],
            ["VCC", "Nguồn logic / logic supply from the MCU"],
            ["IN1, IN2", "Chiều động cơ A / direction of motor A"],
            ["IN3, IN4", "Chiều động cơ B / direction of motor B"],
            ["ENA, ENB", "PWM tốc độ / speed PWM (jumper = always on)"],
            ["STBY", "Mức thấp = ngủ / low = standby (pulled up by 10 k" + OHM + ")"],
            ["5V", "Ngõ ra 5V khi cắm jumper 5V-EN / 5 V out with jumper 5V-EN"],
        ],
        8,
    )
    s.add_page()
    s.heading("Bảng trạng thái / Truth table (mỗi kênh / per channel)", 10)
    s.table(
        [
            Col("IN1", 70, "C"),
            Col("IN2", 70, "C"),
            Col("ENA", 70, "C"),
            Col("Động cơ / Motor", 289),
        ],
        [
            ["1", "0", "1", "Quay thuận / forward"],
            ["0", "1", "1", "Quay ngược / reverse"],
            ["1", "1", "1", "Phanh / brake (short)"],
            ["0", "0", "1", "Thả trôi / coast"],
            ["x", "x", "0", "Thả trôi / coast"],
        ],
        8,
    )
    s.heading("Lưu ý / Warnings", 10)
    s.bullets(
        [
            "Không cấp quá 30V vào VM, kể cả xung / never above 30 V on VM, spikes included.",
            "Mạch KHÔNG có bảo vệ ngược cực / there is NO reverse-polarity protection.",
            "Khi dùng nguồn 5V ra, không cấp VCC từ bên ngoài / when the 5V output is used, "
            "do not also feed VCC from outside.",
            "Động cơ có dòng khởi động lớn hơn dòng đỉnh cần bản -HC / motors whose stall "
            "current exceeds the peak rating need the -HC.",
        ],
        8,
    )
    s.heading("Hỏi đáp / FAQ", 10)
    faq = [
        (
            "Dùng pin 2S LiPo được không? / Can I run it from a 2S LiPo?",
            "Được. 2S LiPo (7.4 - 8.4 V) nằm trong dải VM / yes, 2S is inside the VM range.",
        ),
        (
            "Nhiệt độ làm việc? / Working temperature?",
            "Mạch được thử ở -10 " + DEG + " đến +60 " + DEG + " / the board is tested "
            "from -10 " + DEG + " to +60 " + DEG + " ambient.",
        ),
        (
            "Có dùng cho động cơ bước không? / Does it drive a stepper?",
            "Được với động cơ bước lưỡng cực 2 cuộn, dòng mỗi cuộn theo bảng phiên bản / "
            "yes, a bipolar stepper, coil current as in the version table.",
        ),
        (
            "Có đọc được dòng động cơ không? / Can it measure motor current?",
            "Không, mạch không có điện trở đo dòng / no, there is no sense resistor.",
        ),
    ]
    for question, answer in faq:
        s.para("H: " + question, 8, bold=True)
        s.para("Đ: " + answer, 8)
    s.heading("Lịch sử / History", 10)
    revision_table(
        s,
        [
            ["2022-02-01", "v1", "Phát hành / released"],
            ["2023-08-15", "v2", "Thêm bản -HC / -HC version added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "vn-md2a.pdf")


# -------------------------------------- GNSS module (Canadian hardware integration manual)
def gnm10q(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="POLARIS NAVIGATION INC.  |  Waterloo, Ontario",
        header_right="GNM-10Q Series  -  Hardware Integration Manual",
        footer_left="PN-HIM-0107  Rev. D  |  Subject to change without notice",
        footer_right="{page} / {nb}",
        table_fill=(210, 225, 245),
        accent=(10, 50, 120),
        grid=True,
    )
    s = Sheet(style, "GNM-10Q multi-GNSS receiver module")
    s.add_page()
    s.title_block(
        "GNM-10Q / GNM-10QA",
        "Multi-constellation GNSS receiver module, UART / NMEA 0183",
        "10.1 x 9.7 x 2.5 mm LCC-18 module  |  GPS, GLONASS, Galileo, BeiDou  |  "
        "GNM-10QA: with active antenna supply",
        19,
    )
    s.heading("1  Overview", 10.5)
    s.para(
        "The GNM-10Q tracks up to 72 channels on the L1 / E1 / B1 / G1 bands and reports "
        "position in NMEA 0183 sentences over a UART. At power-up the port runs at 9600 "
        "bps, 8 data bits, no parity, 1 stop bit; a PMTK-style command changes it to any of "
        "4800, 9600, 19200, 38400, 57600, 115200 or 921600 bps. The GNM-10QA adds an "
        "antenna supply output (VCC_RF) for active antennas.",
        8,
    )
    s.heading("2  Electrical specification", 10.5)
    s.caption("Table 2-1: Absolute maximum ratings")
    s.table(
        [
            Col("Parameter", 180),
            Col("Symbol", 60, "C"),
            Col("Min", 60, "C"),
            Col("Max", 60, "C"),
            Col("Unit", 50, "C"),
            Col("Notes", 89),
        ],
        [
            ["Main supply voltage", "VCC", "-0.3", "4.0", "V", ""],
            ["Backup supply voltage", "V_BCKP", "-0.3", "4.0", "V", ""],
            ["Input voltage on any I/O pin", "VIN_IO", "-0.3", "VCC + 0.3", "V", "max. 3.9 V"],
            ["RF input power", "PRF", "", "+10", "dBm", "at RF_IN"],
            ["Storage temperature", "TSTG", "-40", "+105", DEG, ""],
        ],
        7.5,
    )
    s.caption("Table 2-2: Operating conditions")
    s.table(
        [
            Col("Parameter", 180),
            Col("Symbol", 60, "C"),
            Col("Min", 45, "C"),
            Col("Typ", 45, "C"),
            Col("Max", 45, "C"),
            Col("Unit", 45, "C"),
            Col("Notes", 79),
        ],
        [
            ["Main supply voltage", "VCC", "2.7", "3.3", "3.6", "V", ""],
            ["Backup supply voltage", "V_BCKP", "1.5", "3.0", "3.6", "V", "RTC + BBR"],
            ["Backup current", "I_BCKP", "", "15", "", MU + "A", "VCC = 0 V"],
            ["", "VIH", "0.7 x VCC", "", "VCC + 0.3", "V", ""],
            ["", "VIL", "-0.3", "", "0.3 x VCC", "V", ""],
            ["", "VOL", "", "", "0.4", "V", "IOL = 2 mA"],
            [
                "Antenna supply output\n(GNM-10QA only)",
                "VCC_RF",
                "",
                "VCC - 0.1",
                "",
                "V",
                "max. 50 mA",
            ],
            ["Operating temperature", "TOPR", "-40", "", "+85", DEG, "Note 1"],
        ],
        7.5,
    )
    s.caption("Table 2-3: Supply current at VCC = 3.3 V (typical values only)")
    s.table(
        [
            Col("Mode", 170),
            Col("GPS only", 110, "C"),
            Col("GPS + GLONASS", 110, "C"),
            Col("GPS + GLO + GAL + BDS", 109, "C"),
        ],
        [
            ["Acquisition", "24 mA", "28 mA", "33 mA"],
            ["Tracking (1 Hz)", "19 mA", "22 mA", "26 mA"],
            ["Periodic power save", "7 mA", "8 mA", "9 mA"],
            ["Standby (PMTK161)", "0.5 mA", "0.5 mA", "0.5 mA"],
        ],
        7.5,
    )
    s.para(
        "Note 1: Over -40 ... -30 " + DEG + " and +80 ... +85 " + DEG + " the module operates "
        "but TTFF may be longer than in Table 3-1. Note 2: The VCC_RF current adds to the "
        "values of Table 2-3 when an active antenna is connected.",
        7,
    )
    s.add_page()
    s.heading("3  GNSS performance", 10.5)
    s.caption("Table 3-1: Receiver performance (open sky, -130 dBm, VCC = 3.3 V)")
    s.table(
        [Col("Parameter", 200), Col("Condition", 150), Col("Value", 80, "C"), Col("Unit", 69, "C")],
        [
            ["Time to first fix", "Cold start", "26", "s"],
            ["", "Hot start", "1", "s"],
            ["Sensitivity", "Tracking", "-165", "dBm"],
            ["", "Cold start", "-148", "dBm"],
            ["Horizontal position accuracy", "CEP 50 %, 24 h static", "2.0", "m"],
            ["Navigation update rate", "GPS + GLONASS", "1 ... 5", "Hz"],
            ["Velocity accuracy", "50 %", "0.05", "m/s"],
            ["Timepulse (1PPS) accuracy", "RMS", "30", "ns"],
        ],
        7.5,
    )
    s.para(
        "Supported signals: GPS L1 C/A 1575.42 MHz, Galileo E1, BeiDou B1I 1561.098 MHz, "
        "GLONASS L1OF 1602 MHz. The update rate reaches 10 Hz with GPS only.",
        8,
    )
    s.heading("4  Pin assignment", 10.5)
    s.caption("Table 4-1: Pin list")
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 70, "C"), Col("I/O", 40, "C"), Col("Description", 349)],
        [
            ["2", "TXD", "O", "UART transmit (NMEA output)"],
            ["3", "RXD", "I", "UART receive"],
            ["4", "1PPS", "O", "Time pulse, 100 ms high each second"],
            ["6", "V_BCKP", "I", "Backup supply for RTC and ephemeris"],
            ["8", "VCC", "I", "Main supply"],
            ["9", "VCC_RF", "O", "Antenna supply (GNM-10QA), n.c. on GNM-10Q"],
            ["11", "RF_IN", "I", "50 " + OHM + " antenna input"],
            ["1, 10, 12", "GND", "-", "Ground"],
        ],
        7.5,
    )
    s.heading("5  NMEA output", 10.5)
    s.caption("Table 5-1: Default NMEA sentences (decimation = output every n-th fix)")
    s.table(
        [Col("Sentence", 70, "C"), Col("Content", 290), Col("Default decimation", 139, "C")],
        [
            ["GGA", "Time, position, fix quality, satellites", "1"],
            ["RMC", "Recommended minimum: time, position, speed", "1"],
            ["GSA", "DOP and active satellites", "1"],
            ["GSV", "Satellites in view (up to 4 messages)", "5"],
            ["VTG", "Course and speed", "0 (off)"],
        ],
        7.5,
    )
    s.heading("6  Design-in notes", 10.5)
    s.bullets(
        [
            "The UART pins are referenced to VCC and are not 5 V tolerant; use a divider or "
            "level shifter on RXD with 5 V hosts.",
            "Keep V_BCKP powered (coin cell or supercap) to allow hot starts.",
            "Place the antenna away from switching regulators and displays.",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2022-11-03", "B", "Galileo / BeiDou added"],
            ["2023-09-21", "D", "Table 2-3 updated; GNM-10QA"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "gnm-10q.pdf")
