"""Hold-out 71 datasheets, part 1: a BLE module with AT commands, a barometric pressure
sensor IC, a dual DC-motor driver IC and a microSD card breakout module.

A Vietnamese / English BLE module manual (bilingual names wrapped over two lines, one
column per antenna version, default baud rate and 5 V advice only in prose and FAQ, an
AT-command table full of numbers), an Italian / English pressure-sensor data sheet
(accuracy per temperature band in unnamed continuation rows, a typ.-only current table
per oversampling mode, addresses only in prose next to a chip-ID register), a Hungarian
/ English dual motor-driver data sheet (package columns for the output current,
on-resistance per motor-supply section row, symbol-only logic rows, a truth table) and a
South African maker-shop microSD breakout guide (a "Specs at a glance" card per board
version, current draw only in prose, a FAQ holding the limits).
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


# --------------------------------------------------------- BLE module (Vietnamese)
def smb52(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="SAO MAI EMBEDDED",
        header_right="SMB-52 - Tài liệu kỹ thuật / Technical manual",
        footer_left="Sao Mai Embedded Co., Ltd. - Đà Nẵng - SMB52-TM-VI/EN v2.3",
        footer_right="Trang {page}/{nb}",
        table_fill=(255, 243, 205),
        accent=(175, 20, 20),
        grid=True,
    )
    s = Sheet(style, "SMB-52 Bluetooth LE serial module")
    s.add_page()
    s.title_block(
        "SMB-52A / SMB-52U",
        "Mô-đun Bluetooth LE nối tiếp / Bluetooth LE serial (UART) module",
        "Bluetooth 5.0 LE, lệnh AT / AT commands, 18.5 x 12.0 mm, ăng-ten PCB (A) hoặc u.FL (U)",
        19,
    )
    s.heading("1. Giới thiệu / Overview", 10.5)
    s.para(
        "SMB-52 là mô-đun truyền dữ liệu nối tiếp qua Bluetooth LE. The SMB-52 turns a UART "
        "into a transparent Bluetooth 5.0 LE link (2402 ... 2480 MHz). Out of the box the "
        "UART runs at 9600 bps, 8 data bits, no parity, 1 stop bit; other rates are chosen "
        "with AT+BAUD and kept after power-off. The SMB-52A has a PCB antenna, the SMB-52U a "
        "u.FL connector for an external antenna and a stronger power amplifier.",
        8.5,
    )
    s.heading("2. Thông số theo phiên bản / Parameters per version", 10.5)
    s.para("Ta = 25 " + DEG + ", VCC = 3.3 V.", 7.5)
    s.table(
        [
            Col("Thông số / Parameter", 215),
            Col("SMB-52A", 95, "C"),
            Col("SMB-52U", 95, "C"),
            Col("Đơn vị / Unit", 94, "C"),
        ],
        [
            ["Công suất phát tối đa /\nMax. transmit power", "+4", "+8", "dBm"],
            ["Độ nhạy thu (1 Mbps) /\nReceiver sensitivity (1 Mbps)", "-96", "-98", "dBm"],
            ["Dòng phát ở công suất tối đa /\nTX current at max. power", "7.8", "16.5", "mA"],
            ["Dòng thu / RX current", "5.1", "6.9", "mA"],
            [
                "Quảng bá, chu kỳ 1 s (trung bình) /\nAdvertising, 1 s interval (avg.)",
                "21",
                "34",
                MU + "A",
            ],
            ["Ngủ sâu / Deep sleep (AT+SLEEP)", "2.4", "2.4", MU + "A"],
        ],
        7.5,
    )
    s.heading("3. Điều kiện làm việc / Operating conditions", 10.5)
    s.table(
        [
            Col("Thông số / Parameter", 200),
            Col("Ký hiệu", 55, "C"),
            Col("Min", 50, "C"),
            Col("Typ", 50, "C"),
            Col("Max", 50, "C"),
            Col("Đơn vị", 94, "C"),
        ],
        [
            ["Điện áp nguồn /\nSupply voltage", "VCC", "1.8", "3.3", "3.6", "V"],
            ["", "VIH", "0.7 VCC", "", "VCC + 0.3", "V"],
            ["", "VIL", "-0.3", "", "0.3 VCC", "V"],
            ["Nhiệt độ làm việc /\nOperating temperature", "TA", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.heading("4. Giới hạn tuyệt đối / Absolute maximum ratings", 10.5)
    s.table(
        [
            Col("Thông số / Parameter", 300),
            Col("Giá trị / Value", 110, "C"),
            Col("Đơn vị", 89, "C"),
        ],
        [
            ["Điện áp nguồn / Supply voltage VCC", "-0.3 ... 3.9", "V"],
            ["Điện áp chân I/O / Voltage on any I/O pin", "-0.3 ... VCC + 0.3", "V"],
            ["Nhiệt độ lưu kho / Storage temperature", "-40 ... +125", DEG],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Sơ đồ chân / Pin description", 10.5)
    s.table(
        [Col("Chân / Pin", 60, "C"), Col("Tên / Name", 80, "C"), Col("Mô tả / Description", 359)],
        [
            ["1", "VCC", "supply 1.8 ... 3.6 V, decouple with 10 " + MU + "F"],
            ["2", "GND", "ground"],
            ["3", "TXD", "UART output of the module"],
            ["4", "RXD", "UART input of the module"],
            ["5", "STATE", "high when a central is connected"],
            ["6", "KEY", "pull low for 3 s: factory reset (back to 9600 bps)"],
        ],
        7.5,
    )
    s.heading("6. Tập lệnh AT / AT command set (trích / excerpt)", 10.5)
    s.table(
        [
            Col("Lệnh / Command", 120),
            Col("Phản hồi / Reply", 110),
            Col("Chức năng / Function", 269),
        ],
        [
            ["AT", "OK", "test"],
            ["AT+BAUD4", "OK+BAUD:9600", "UART rate; 1 = 1200, 2 = 2400, 3 = 4800, 4 = 9600"],
            ["AT+BAUD8", "OK+BAUD:115200", "5 = 19200, 6 = 38400, 7 = 57600, 8 = 115200"],
            ["AT+POWE3", "OK+POWE:3", "TX power step 0 ... 3 (3 = maximum)"],
            ["AT+ADVI5", "OK+ADVI:5", "advertising interval code 0 ... 9 (5 = 546 ms)"],
            ["AT+NAMEsmb52", "OK+NAME", "device name, max. 12 characters"],
            ["AT+SLEEP", "OK+SLEEP", "deep sleep; wake by a byte on RXD"],
        ],
        7.5,
    )
    s.heading("7. Hỏi đáp / FAQ", 10.5)
    s.lines(
        [
            "H: Nối trực tiếp với Arduino 5 V được không? / Can I wire it straight to a 5 V Arduino?",
            "Đ: Không. / A: No. The RXD pin is not 5 V tolerant; put a 1 k / 2 k divider or a level",
            "   shifter between the Arduino TX and RXD. TXD (3.3 V high) is read correctly by a 5 V AVR.",
            "H: Tầm xa bao nhiêu? / How far does it reach?",
            "Đ: / A: About 40 m line of sight for the SMB-52A in our office test; the range of the",
            "   SMB-52U depends on the antenna you fit, so we do not state one.",
            "H: Có hỗ trợ Bluetooth Classic (SPP) không? / Does it do Classic SPP?  A: No, LE only.",
        ],
        8,
    )
    revision_table(s, [["2024-03-11", "2.3", "Thêm SMB-52U / SMB-52U added"]], (90, 60, 349))
    return save(s, out / "smb-52.pdf")


# -------------------------------------------------- pressure sensor IC (Italian)
def prv2110(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="PRAVIS SENSORI S.r.l.",
        header_right="PRV-2110  Scheda tecnica / Datasheet",
        footer_left="Pravis Sensori S.r.l. - Via dei Mille 14, Torino - DS-PRV2110 ed. 4",
        footer_right="Pagina {page} di {nb}",
        table_fill=(225, 240, 225),
        accent=(0, 100, 60),
        grid=False,
    )
    s = Sheet(style, "PRV-2110 digital barometric pressure sensor")
    s.add_page()
    s.title_block(
        "PRV-2110",
        "Sensore di pressione barometrica digitale / Digital barometric pressure sensor",
        "I2C / SPI, compensazione di temperatura integrata, LGA-10 2.0 x 2.0 x 0.75 mm",
        20,
    )

    def left() -> None:
        s.para(
            "Il PRV-2110 misura pressione assoluta e temperatura. The PRV-2110 is a "
            "piezo-resistive absolute pressure sensor with a 24-bit output and on-chip "
            "compensation. It connects over I2C or SPI (4-wire and 3-wire). On I2C the 7-bit "
            "address is 0x76 when SDO is tied to GND and 0x77 when SDO is tied to VDDIO. "
            "Register 0xD0 returns the chip ID 0x5A.",
            8,
        )

    def right() -> None:
        s.bullets(
            [
                "Campo / Range 300 ... 1100 hPa",
                "Rumore / Noise 0.9 Pa RMS (OSR x16)",
                "ODR fino a / up to 150 Hz",
                "I2C fino a / up to 3.4 MHz (Hs)",
                "SPI fino a / up to 10 MHz",
            ],
            8,
        )

    s.side_by_side(left, right, 280)
    s.heading("1  Valori limite assoluti / Absolute maximum ratings", 10)
    s.table(
        [
            Col("Parametro / Parameter", 230),
            Col("Simbolo", 60, "C"),
            Col("Min", 55, "C"),
            Col("Max", 55, "C"),
            Col("Unità", 99, "C"),
        ],
        [
            ["Tensione di alimentazione / Supply voltage", "VDD", "-0.3", "4.25", "V"],
            ["Tensione interfaccia / Interface supply", "VDDIO", "-0.3", "4.25", "V"],
            ["Sovrapressione / Overpressure", "Pmax", "", "10 000", "hPa"],
            ["Temperatura di immagazzinamento / Storage", "Tstg", "-45", "+85", DEG],
        ],
        7.5,
    )
    s.heading("2  Caratteristiche elettriche / Electrical characteristics", 10)
    s.para(
        "Salvo diversa indicazione / unless otherwise noted: VDD = 1.8 V, Ta = 25 " + DEG + ".",
        7.5,
    )
    s.table(
        [
            Col("Parametro / Parameter", 165),
            Col("Simbolo", 45, "C"),
            Col("Condizioni / Conditions", 115),
            Col("Min", 40, "C"),
            Col("Tip", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unità", 54, "C"),
        ],
        [
            ["Tensione di alimentazione", "VDD", "", "1.71", "1.8", "3.6", "V"],
            ["Tensione interfaccia", "VDDIO", "", "1.2", "", "3.6", "V"],
            ["Campo di funzionamento", "TA", "operativo / operational", "-40", "", "+85", DEG],
            ["", "", "piena precisione / full accuracy", "0", "", "+65", DEG],
            ["Corrente in sleep", "IDDSL", "", "", "0.1", "0.3", MU + "A"],
            [
                "Corrente di picco",
                "IDDP",
                "durante la misura / during conversion",
                "",
                "620",
                "",
                MU + "A",
            ],
            ["", "VIH", "", "0.7 VDDIO", "", "", "V"],
            ["", "VIL", "", "", "", "0.3 VDDIO", "V"],
        ],
        7.5,
    )
    s.heading("3  Prestazioni / Sensor performance", 10)
    s.table(
        [
            Col("Parametro / Parameter", 165),
            Col("Condizioni / Conditions", 160),
            Col("Min", 40, "C"),
            Col("Tip", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unità", 54, "C"),
        ],
        [
            [
                "Precisione assoluta pressione /\nAbsolute pressure accuracy",
                "300 ... 1100 hPa,\n0 ... +65 " + DEG,
                "-0.5",
                PM + "0.3",
                "+0.5",
                "hPa",
            ],
            ["", "300 ... 1100 hPa,\n-40 ... 0 " + DEG, "-1.0", "", "+1.0", "hPa"],
            [
                "Precisione relativa / Relative accuracy",
                "950 ... 1050 hPa, 25 " + DEG,
                "",
                PM + "0.06",
                "",
                "hPa",
            ],
            [
                "Precisione temperatura /\nTemperature accuracy",
                "0 ... +65 " + DEG,
                "-1.0",
                PM + "0.5",
                "+1.0",
                DEG,
            ],
            ["Risoluzione / Resolution", "pressione, OSR x16", "", "0.016", "", "Pa"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("4  Consumo per modo di misura / Current per measurement mode (tip. / typ.)", 10)
    s.para(
        "Valori tipici, VDD = 1.8 V, 1 misura al secondo / typical values, one measurement per second.",
        7.5,
    )
    s.table(
        [
            Col("Modo / Mode", 170),
            Col("Sovracampionamento / OSR", 130, "C"),
            Col("Tempo di conversione", 100, "C"),
            Col("IDD (1 Hz)", 99, "C"),
        ],
        [
            ["Ultra basso consumo / Ultra low power", "x1", "5.5 ms", "2.8 " + MU + "A"],
            ["Standard", "x4", "11.5 ms", "6.9 " + MU + "A"],
            ["Alta risoluzione / High resolution", "x16", "37.8 ms", "21 " + MU + "A"],
        ],
        7.5,
    )
    s.heading("5  Mappa registri / Register map (estratto / excerpt)", 10)
    s.table(
        [
            Col("Indirizzo / Address", 100, "C"),
            Col("Nome / Name", 100),
            Col("Reset", 70, "C"),
            Col("Descrizione / Description", 229),
        ],
        [
            ["0xD0", "CHIP_ID", "0x5A", "identificativo / identifier"],
            ["0xE0", "RESET", "0x00", "write 0xB6 for soft reset"],
            ["0xF4", "CTRL_MEAS", "0x00", "OSR and power mode"],
            ["0xF5", "CONFIG", "0x00", "standby time, IIR filter"],
            ["0xF7 ... 0xF9", "PRESS", "0x80 0x00 0x00", "pressure result, 20-24 bit"],
        ],
        7.5,
    )
    s.heading("6  Note applicative / Application notes", 10)
    s.bullets(
        [
            "VDD e VDDIO possono essere collegati insieme. VDD and VDDIO may be tied together; "
            "there is no power-up sequence requirement.",
            "Il sensore non è resistente all'acqua. The port is not waterproof; protect it "
            "from liquids, dust and direct light.",
            "Pull-up I2C verso VDDIO (tipicamente 4.7 kOhm). The I2C pins are not tolerant of "
            "voltages above VDDIO + 0.3 V.",
        ],
        8,
    )
    revision_table(
        s, [["2024-06-02", "4", "Precisione -40 ... 0 " + DEG + " aggiunta"]], (90, 60, 349)
    )
    return save(s, out / "prv2110.pdf")


# ------------------------------------------------ dual motor driver IC (Hungarian)
def dvk2230(out: Path) -> Path:
    style = Style(
        font="DejaVuCond",
        header_left="DUNAVILL Félvezető Kft.",
        header_right="DVK2230 Adatlap / Data sheet",
        footer_left="Dunavill Félvezető Kft., Budapest  |  DVK2230-HU/EN, 3. kiadás",
        footer_right="{page}. oldal / {nb}",
        table_fill=(215, 225, 240),
        accent=(30, 50, 110),
        grid=True,
    )
    s = Sheet(style, "DVK2230 dual H-bridge DC motor driver")
    s.add_page()
    s.title_block(
        "DVK2230H / DVK2230S",
        "Kettős H-híd motorvezérlő / Dual H-bridge DC motor driver",
        "Két DC motor vagy egy bipoláris léptetőmotor / two DC motors or one bipolar stepper",
        19,
    )
    s.para(
        "A DVK2230 két független H-hidat tartalmaz. The DVK2230 drives two brushed DC motors "
        "from one motor supply VM with separate logic supply VCC. Each bridge has IN1 / IN2 "
        "direction inputs and a PWM input good for up to 100 kHz. Protection: thermal "
        "shutdown (TSD) at 160 " + DEG + " typ., under-voltage lock-out on VM (UVLO, 2.0 V typ.).",
        8.5,
    )
    s.heading("1. Abszolút határértékek / Absolute maximum ratings (Ta = 25 " + DEG + ")", 10)
    s.table(
        [
            Col("Jellemző / Characteristic", 230),
            Col("Jel / Symbol", 70, "C"),
            Col("Érték / Rating", 110, "C"),
            Col("Egység", 89, "C"),
        ],
        [
            ["Motortáp feszültség / Motor supply voltage", "VM", "15", "V"],
            ["Logikai tápfeszültség / Logic supply voltage", "VCC", "6", "V"],
            ["Bemeneti feszültség / Input voltage", "VIN", "-0.2 ... 6", "V"],
            [
                "Kimeneti csúcsáram / Output peak current\n(tw " + LE + " 10 ms, single pulse)",
                "IOUT(peak)",
                "3.2",
                "A",
            ],
            ["Záróréteg hőmérséklet / Junction temperature", "Tj", "150", DEG],
            ["Tárolási hőmérséklet / Storage temperature", "Tstg", "-55 ... 150", DEG],
        ],
        7.5,
    )
    s.heading("2. Ajánlott üzemi feltételek / Recommended operating conditions", 10)
    s.table(
        [
            Col("Jellemző / Characteristic", 190),
            Col("Jel", 50, "C"),
            Col("Min.", 45, "C"),
            Col("Tip.", 45, "C"),
            Col("Max.", 45, "C"),
            Col("Egység", 45, "C"),
            Col("Megj. / Note", 79, "C"),
        ],
        [
            ["Motortáp / Motor supply", "VM", "2.5", "", "13.5", "V", ""],
            ["Logikai táp / Logic supply", "VCC", "2.7", "3.3", "5.5", "V", ""],
            [
                "Üzemi hőmérséklet /\nOperating ambient temperature",
                "Topr",
                "-20",
                "",
                "+85",
                DEG,
                "",
            ],
            ["PWM frekvencia / PWM frequency", "fPWM", "", "", "100", "kHz", ""],
        ],
        7.5,
    )
    s.heading("3. Kimeneti áram tokozásonként / Output current per package", 10)
    s.table(
        [
            Col("Jellemző / Characteristic", 220),
            Col("DVK2230H\nHTSSOP-24", 95, "C"),
            Col("DVK2230S\nSSOP-24", 95, "C"),
            Col("Egység", 89, "C"),
        ],
        [
            [
                "Folyamatos kimeneti áram csatornánként /\nContinuous output current per channel",
                "1.5",
                "1.0",
                "A",
            ],
            ["Hőellenállás / Thermal resistance RthJA", "38", "95", DEG + "/W"],
        ],
        7.5,
    )
    s.para(
        "A folyamatos áram 4 rétegű NYÁK-on értendő / continuous current on a 4-layer board, Ta = 25 "
        + DEG
        + "; both channels loaded.",
        7,
    )
    s.add_page()
    s.heading("4. Elektromos jellemzők / Electrical characteristics", 10)
    s.para(
        "Ta = 25 "
        + DEG
        + ", VCC = 3.3 V, hacsak másként nem jelöljük / unless otherwise specified.",
        7.5,
    )
    s.table(
        [
            Col("Jellemző / Characteristic", 165),
            Col("Jel", 50, "C"),
            Col("Feltétel / Condition", 110),
            Col("Min.", 40, "C"),
            Col("Tip.", 40, "C"),
            Col("Max.", 40, "C"),
            Col("Egység", 54, "C"),
        ],
        [
            ["Tápáram / Supply current", "ICC", "STBY = H, no PWM", "", "1.1", "1.8", "mA"],
            ["Készenléti áram / Standby current", "ICC(STB)", "STBY = L", "", "", "1", MU + "A"],
            ["", "IM(STB)", "STBY = L", "", "0.1", "1", MU + "A"],
            ["", "VIH", "IN1, IN2, PWM, STBY", "2.0", "", "", "V"],
            ["", "VIL", "IN1, IN2, PWM, STBY", "", "", "0.8", "V"],
            ["VM = 5 V"],
            [
                "Bekapcsolt ellenállás /\nOutput ON resistance (H + L)",
                "RON",
                "IOUT = 0.5 A",
                "",
                "0.62",
                "0.85",
                OHM,
            ],
            ["VM = 12 V"],
            [
                "Bekapcsolt ellenállás /\nOutput ON resistance (H + L)",
                "RON",
                "IOUT = 0.5 A",
                "",
                "0.41",
                "0.55",
                OHM,
            ],
            ["Holtidő / Dead time", "tDT", "", "", "50", "", "ns"],
        ],
        7.5,
    )
    s.heading("5. Igazságtábla / Truth table (one bridge)", 10)
    s.table(
        [
            Col("IN1", 60, "C"),
            Col("IN2", 60, "C"),
            Col("PWM", 60, "C"),
            Col("STBY", 60, "C"),
            Col("OUT1", 60, "C"),
            Col("OUT2", 60, "C"),
            Col("Mód / Mode", 139),
        ],
        [
            ["H", "H", "H/L", "H", "L", "L", "short brake"],
            ["L", "H", "H", "H", "L", "H", "CCW"],
            ["H", "L", "H", "H", "H", "L", "CW"],
            ["L", "L", "H", "H", "OFF", "OFF", "stop (high-Z)"],
            ["x", "x", "x", "L", "OFF", "OFF", "standby"],
        ],
        7.5,
    )
    s.heading("6. Alkalmazási megjegyzés / Application note", 10)
    s.para(
        "A 2S LiPo akkumulátor (8.4 V töltve) a VM tartományon belül van. A 3S pack charged "
        "to 12.6 V is still inside the VM range, but leave margin for inductive spikes and "
        "place a 10 " + MU + "F capacitor close to VM. The logic inputs accept 3.3 V and 5 V "
        "logic levels at any VCC within range.",
        8,
    )
    revision_table(s, [["2024-04-22", "3", "RON VM = 5 V sor / row added"]], (90, 60, 349))
    return save(s, out / "dvk2230.pdf")


# -------------------------------------------- microSD breakout (South African shop)
def kksdm2(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Karoo Kits",
        header_right="KK-SDM2 hookup guide",
        footer_left="Karoo Kits (Pty) Ltd  -  Stellenbosch  -  karookits.example.co.za",
        footer_right="{page} / {nb}",
        table_fill=(250, 230, 200),
        accent=(150, 75, 0),
        grid=False,
    )
    s = Sheet(style, "KK-SDM2 microSD card breakout")
    s.add_page()
    s.title_block(
        "KK-SDM2 microSD breakout",
        "Two boards: KK-SDM2 (5 V, with regulator and buffer) and KK-SDM2-3V (bare 3.3 V)",
        "Push-push microSD socket, SPI mode, 6-pin 2.54 mm header",
        19,
    )
    s.heading("Which one do I need?", 10.5)
    s.para(
        "Got a 5 V Arduino? Take the KK-SDM2: it has a 3.3 V regulator for the card and a "
        "74LVC125 buffer that turns 5 V logic into 3.3 V logic. Working with an ESP32, a Pico "
        "or a Raspberry Pi? The KK-SDM2-3V is smaller and cheaper; it passes the pins "
        "straight through to the card, so everything must stay at 3.3 V.",
        8.5,
    )
    s.heading("Specs at a glance", 10.5)
    s.table(
        [Col("", 170), Col("KK-SDM2", 165, "C"), Col("KK-SDM2-3V", 164, "C")],
        [
            ["Supply (VCC pin)", "4.5 V to 5.5 V", "3.0 V to 3.6 V"],
            ["Card supply", "3.3 V from on-board LDO", "VCC direct"],
            ["Regulator output current", "max. 250 mA", "-"],
            ["Logic inputs (SCK, MOSI, CS)", "3.3 V or 5 V", "3.3 V only"],
            ["MISO output high", "3.3 V", "VCC"],
            ["Board idle current, no card", "3.5 mA", "0.1 mA"],
            ["Pull-ups on the card lines", "10 k" + OHM, "10 k" + OHM],
        ],
        8,
    )
    s.heading("How much current does it draw?", 10.5)
    s.para(
        "That depends on the card, not on our board. In our tests a 16 GB card drew about "
        "0.3 mA idle, 20 mA while reading and up to 75 mA in short bursts while writing. "
        "Budget 100 mA peaks for the card plus the board's own idle current above, and do not "
        "power the KK-SDM2-3V from a pin that cannot supply that.",
        8.5,
    )
    s.heading("Cards and speed", 10.5)
    s.bullets(
        [
            "microSD (up to 2 GB) and microSDHC (4 GB to 32 GB), formatted FAT16 or FAT32.",
            "microSDXC cards (64 GB and up) ship as exFAT; reformat them to FAT32 first.",
            "SPI clock: the card itself does up to 25 MHz; the buffer on the KK-SDM2 is good "
            "for 16 MHz. Most Arduino libraries run at 4 MHz or 8 MHz.",
            "SPI mode only - the 4-bit SD bus (SDIO) is not brought out.",
        ],
        8.5,
    )
    s.add_page()
    s.heading("Pinout (both boards)", 10.5)
    s.table(
        [Col("Pin", 50, "C"), Col("Label", 70, "C"), Col("Connect to", 379)],
        [
            ["1", "GND", "ground"],
            ["2", "VCC", "5 V (KK-SDM2) or 3.3 V (KK-SDM2-3V)"],
            ["3", "MISO", "MISO / CIPO (Uno D12, ESP32 GPIO19)"],
            ["4", "MOSI", "MOSI / COPI (Uno D11, ESP32 GPIO23)"],
            ["5", "SCK", "SCK (Uno D13, ESP32 GPIO18)"],
            ["6", "CS", "any GPIO (Uno D10 / D4, ESP32 GPIO5)"],
        ],
        8,
    )
    s.heading("Environment", 10.5)
    s.para(
        "The board parts are rated for -25 " + DEG + " to +85 " + DEG + ", but most consumer "
        "microSD cards are only specified from 0 " + DEG + " to 70 " + DEG + ". Use an "
        "industrial card if your logger lives outside.",
        8.5,
    )
    s.heading("FAQ", 10.5)
    s.lines(
        [
            "Q: Can I put 5 V on the KK-SDM2-3V?  A: No. There is no regulator; anything above",
            "   3.6 V on VCC goes straight to the card and kills it.",
            "Q: Can the KK-SDM2 run from 3.3 V?  A: Not reliably - the LDO needs about 1.1 V of",
            "   headroom, so the card would see only about 2.2 V.",
            "Q: Can I share the SPI bus with other devices?  A: Yes on the KK-SDM2-3V. On the",
            "   KK-SDM2 the buffer keeps MISO driven even when CS is high, so it must be alone on MISO.",
            "Q: Hot-swap?  A: Only with the power off; the socket has no card-detect pin.",
        ],
        8,
    )
    revision_table(
        s, [["2024-09-30", "v2", "KK-SDM2-3V added; idle current measured"]], (90, 60, 349)
    )
    return save(s, out / "kk-sdm2.pdf")
