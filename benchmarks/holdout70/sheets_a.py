"""Hold-out 70 datasheets, part 1: a capacitive soil-moisture sensor module, a high-side
current / power monitor IC, an adjustable buck converter module and an RS-485
transceiver IC.

A Vietnamese / English maker-shop product sheet (bilingual names wrapped over two
lines, a version column per board, a typ.-only output table whose rows are supply
voltages, limits only in the "Luu y / Notes" list and the FAQ), a Canadian
mixed-signal house data sheet (grade columns inside one electrical table, a condition
sentence, symbol-only digital rows, an address-pin table), a Romanian / English buck
module leaflet (output current per input voltage and output voltage, no-load current
per version, the surge limit only in the FAQ) and a Hungarian / English transceiver
data sheet (supply versions in columns, a temperature-grade ordering table, logic
input limits that differ per version).
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


# ------------------------------------------------- soil moisture sensor (Vietnamese)
def cs12(out: Path) -> Path:
    style = Style(
        font="DejaVu",
        header_left="SÔNG HÀN MAKER  |  songhan-maker.example.vn",
        header_right="Tài liệu sản phẩm / Product sheet  MSH-CS12",
        footer_left="Sông Hàn Maker Electronics - Đà Nẵng - Bản 1.2 (03/2024)",
        footer_right="Trang {page}/{nb}",
        table_fill=(214, 238, 222),
        accent=(20, 110, 60),
        grid=False,
    )
    s = Sheet(style, "MSH-CS12 capacitive soil moisture sensor")
    s.add_page()
    s.title_block(
        "MSH-CS12 / MSH-CS12-N",
        "Cảm biến độ ẩm đất điện dung / Capacitive soil moisture sensor",
        "Mã hàng SH-0412 (MSH-CS12, có ổn áp) và SH-0413 (MSH-CS12-N, không ổn áp)",
        19,
    )
    s.heading("1. Giới thiệu / Overview", 10)
    s.para(
        "Cảm biến đo độ ẩm đất bằng điện dung, không có điện cực kim loại lộ ra nên không "
        "bị ăn mòn như loại điện trở. The probe measures soil moisture capacitively with a "
        "555-type oscillator; there is no exposed metal electrode, so it does not corrode "
        "like the two-fork resistive probes. The board gives one analog voltage on AOUT: "
        "the wetter the soil, the lower the voltage. MSH-CS12 carries a 3.3 V LDO; the "
        "MSH-CS12-N has no regulator and runs straight from the supply.",
        8.5,
    )
    s.heading("2. Thông số kỹ thuật / Specifications", 10)
    s.table(
        [
            Col("Thông số / Parameter", 200),
            Col("MSH-CS12", 150, "C"),
            Col("MSH-CS12-N", 149, "C"),
        ],
        [
            ["Điện áp hoạt động /\nOperating voltage", "3.3 ~ 5.5 VDC", "3.0 ~ 3.6 VDC"],
            ["Dòng tiêu thụ /\nWorking current", "5 mA", "3 mA"],
            ["Tín hiệu ra / Output signal", "Analog (AOUT)", "Analog (AOUT)"],
            ["Điện áp ra /\nOutput voltage range", "0 ~ 3.0 VDC", "0 ~ VCC"],
            ["Giao tiếp / Connector", "PH2.0 3-pin", "PH2.0 3-pin"],
            ["Kích thước / Size", "98 x 23 mm", "98 x 23 mm"],
        ],
        8,
    )
    s.heading("3. Điện áp ra điển hình / Typical output voltage (MSH-CS12, 25 " + DEG + ")", 10)
    s.para(
        "Giá trị điển hình, mỗi cảm biến khác nhau - hãy tự hiệu chuẩn. Typical values only; "
        "every probe differs, so calibrate your own dry and wet points.",
        7.5,
    )
    s.table(
        [
            Col("VCC", 80, "C"),
            Col("Trong không khí\nIn air", 105, "C"),
            Col("Đất khô\nDry soil", 105, "C"),
            Col("Đất ẩm\nWet soil", 105, "C"),
            Col("Trong nước\nIn water", 104, "C"),
        ],
        [
            ["3.3 V", "2.52 V", "2.10 V", "1.45 V", "1.18 V"],
            ["5.0 V", "2.55 V", "2.12 V", "1.47 V", "1.20 V"],
        ],
        8,
    )
    s.heading("4. Sơ đồ chân / Pin-out", 10)
    s.table(
        [
            Col("Chân / Pin", 80, "C"),
            Col("Màu dây / Wire", 100, "C"),
            Col("Chức năng / Function", 319),
        ],
        [
            ["1", "Đen / black", "GND"],
            ["2", "Đỏ / red", "VCC (xem mục 2 / see section 2)"],
            ["3", "Vàng / yellow", "AOUT - analog output to an ADC pin"],
        ],
        8,
    )
    s.heading("5. Lưu ý / Notes", 10)
    s.bullets(
        [
            "Nhiệt độ làm việc / Working temperature: 0 ~ 60 " + DEG + ".",
            "Nhiệt độ bảo quản / Storage temperature: -20 ~ 70 " + DEG + ".",
            "Chỉ cắm phần đầu dò xuống đất đến vạch trắng. Insert the probe only up to the "
            "white line; the electronics above it are not waterproof.",
            "Đọc giá trị sau khi cấp nguồn khoảng 500 ms. The output settles about 500 ms "
            "after power-up; discard readings taken earlier.",
        ],
        8,
    )
    s.add_page()
    s.heading("6. Câu hỏi thường gặp / FAQ", 10)
    s.para("H: Dùng với ESP32 được không? / Q: Can I use it with an ESP32?", 8.5, bold=True)
    s.para(
        "Đ: Được. A: Yes. On the MSH-CS12 the output never goes above 3.0 V even with a 5 V "
        "supply, so any 3.3 V ADC can read it. The MSH-CS12-N output follows VCC, so feed the "
        "-N only from the 3.3 V rail of the board that reads it.",
        8.5,
    )
    s.para("H: Nguồn tối đa? / Q: What is the highest supply I can use?", 8.5, bold=True)
    s.para(
        "Đ: Với MSH-CS12, tuyệt đối không cấp quá 6 V vào VCC - LDO sẽ hỏng. A: Never "
        "put more than 6 V on VCC of the MSH-CS12 - the LDO will fail. The MSH-CS12-N has "
        "no regulator: 3.6 V is its limit.",
        8.5,
    )
    s.para("H: Cảm biến cho ra % độ ẩm đất? / Q: Does it give soil moisture in %?", 8.5, bold=True)
    s.para(
        "Đ: Không. A: No. It gives a raw voltage; the percentage depends on your soil and "
        "your own calibration. We do not state an accuracy in % volumetric water content.",
        8.5,
    )
    s.para("H: Để ngoài vườn lâu dài? / Q: Can it stay outdoors for months?", 8.5, bold=True)
    s.para(
        "Đ: Phần mạch không chống nước. A: The board edge and components are not sealed; "
        "cover them with heat-shrink or a box. We give no IP rating for this product.",
        8.5,
    )
    s.heading("7. Kết nối mẫu / Example wiring (Arduino Uno)", 10)
    s.lines(
        [
            "VCC  ->  5V  (MSH-CS12)    or  3.3V  (MSH-CS12-N)",
            "GND  ->  GND",
            "AOUT ->  A0     analogRead(A0): air ~ 520, water ~ 245 (10-bit, 5 V reference)",
        ],
        8,
    )
    s.heading("8. Thông tin đặt hàng / Ordering", 10)
    s.table(
        [
            Col("Mã hàng / SKU", 90, "C"),
            Col("Model", 110, "C"),
            Col("Đóng gói / Pack", 120, "C"),
            Col("Giá / Price", 179, "C"),
        ],
        [
            ["SH-0412", "MSH-CS12", "1 pc + cable 20 cm", "35.000 đ"],
            ["SH-0413", "MSH-CS12-N", "1 pc + cable 20 cm", "32.000 đ"],
            ["SH-0412-5", "MSH-CS12", "5 pcs", "160.000 đ"],
        ],
        8,
    )
    revision_table(
        s,
        [
            ["01/2023", "1.0", "Bản đầu tiên / first release"],
            ["03/2024", "1.2", "Thêm MSH-CS12-N / -N version added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "msh-cs12.pdf")


# ------------------------------------------- current / power monitor IC (Canadian house)
def kms2191(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="KOOTENAY MIXED-SIGNAL",
        header_right="KMS2191A, KMS2191B  |  SBD-2191 Rev. B",
        footer_left="Kootenay Mixed-Signal Inc., Nelson, British Columbia   Submit documentation "
        "feedback",
        footer_right="{page} of {nb}",
        table_fill=(222, 230, 240),
        accent=(0, 70, 120),
        grid=True,
    )
    s = Sheet(style, "KMS2191 high-side current and power monitor")
    s.add_page()
    s.title_block(
        "KMS2191",
        "36-V, 16-Bit, I2C-Compatible High-Side Current, Voltage and Power Monitor",
        "",
        20,
    )

    def left() -> None:
        s.heading("1 Features", 9.5)
        s.bullets(
            [
                "Senses bus voltages from 0 V to 36 V",
                "High-side or low-side sensing",
                "Reports current, voltage and power",
                "Two grades: KMS2191A (gain error 0.1 % max) and KMS2191B (0.5 % max)",
                "16 programmable addresses",
                "Alert pin for over-current and over-power limits",
                "Single supply, 2.7 V to 5.5 V",
                "VSSOP-10 package",
            ],
            8,
        )

    def right() -> None:
        s.heading("2 Applications", 9.5)
        s.bullets(["Battery chargers", "Servers and telecom", "Solar and power tools"], 8)
        s.heading("3 Description", 9.5)
        s.para(
            "The KMS2191 is a current-shunt and power monitor with an I2C- and SMBus-"
            "compatible interface. It measures the drop across a shunt and the bus "
            "voltage and multiplies them internally. The bus voltage LSB is 1.25 mV and "
            "the shunt voltage LSB is 2.5 " + MU + "V.",
            8,
        )

    s.side_by_side(left, right, 235)
    s.heading("4 Absolute Maximum Ratings", 9.5)
    s.para(
        "Over operating free-air temperature range (unless otherwise noted). Stresses beyond "
        "these ratings may cause permanent damage.",
        7.5,
    )
    s.table(
        [Col("", 260), Col("MIN", 60, "C"), Col("MAX", 60, "C"), Col("UNIT", 119, "C")],
        [
            ["Supply voltage, VS", "", "6", "V"],
            ["Common-mode voltage, VIN+ and VIN-", "-0.3", "40", "V"],
            ["Differential input voltage, VIN+ to VIN-", "-40", "40", "V"],
            ["SDA, SCL, ALERT", "-0.3", "6", "V"],
            ["Junction temperature, TJ", "", "150", DEG],
            ["Storage temperature, Tstg", "-65", "150", DEG],
        ],
        7.5,
    )
    s.heading("5 Recommended Operating Conditions", 9.5)
    s.table(
        [
            Col("", 260),
            Col("MIN", 60, "C"),
            Col("NOM", 60, "C"),
            Col("MAX", 60, "C"),
            Col("UNIT", 59, "C"),
        ],
        [
            ["VCM  Common-mode input voltage", "0", "12", "36", "V"],
            ["VS  Supply voltage", "2.7", "3.3", "5.5", "V"],
            ["TA  Specified free-air temperature", "-40", "", "125", DEG],
        ],
        7.5,
    )
    s.heading("6 Electrical Characteristics", 9.5)
    s.para(
        "At TA = 25 " + DEG + ", VS = 3.3 V, VIN+ = 12 V, VSENSE = (VIN+ - VIN-) = 0 mV, "
        "unless otherwise noted.",
        7.5,
    )
    s.table(
        [
            Col("PARAMETER", 130),
            Col("TEST CONDITIONS", 101),
            Col("MIN", 33, "C"),
            Col("TYP", 33, "C"),
            Col("MAX", 33, "C"),
            Col("MIN", 33, "C"),
            Col("TYP", 33, "C"),
            Col("MAX", 33, "C"),
            Col("UNIT", 40, "C"),
        ],
        [
            ["INPUT", "", "", "", "", "", "", "", ""],
            ["Shunt voltage input range", "", "-81.92", "", "81.92", "-81.92", "", "81.92", "mV"],
            ["Bus voltage input range", "", "0", "", "36", "0", "", "36", "V"],
            [
                "Shunt offset voltage, VOS",
                "",
                "",
                PM + "2.5",
                PM + "10",
                "",
                PM + "10",
                PM + "50",
                MU + "V",
            ],
            ["Gain error", "", "", "0.02", "0.1", "", "0.1", "0.5", "%"],
            ["ADC resolution", "", "", "16", "", "", "16", "", "Bits"],
            [
                "Conversion time",
                "CT bits = 100\nCT bits = 111",
                "",
                "1.1\n8.244",
                "1.2\n9.0",
                "",
                "1.1\n8.244",
                "1.2\n9.0",
                "ms",
            ],
            ["POWER SUPPLY", "", "", "", "", "", "", "", ""],
            ["Quiescent current, IQ", "Active mode", "", "330", "420", "", "330", "420", MU + "A"],
            ["", "Power-down mode", "", "0.5", "2", "", "0.5", "2", MU + "A"],
        ],
        7.5,
        head_rows=[["", "", "KMS2191A", "<", "<", "KMS2191B", "<", "<", ""]],
    )
    s.add_page()
    s.heading("6 Electrical Characteristics (continued)", 9.5)
    s.table(
        [
            Col("PARAMETER", 170),
            Col("TEST CONDITIONS", 130),
            Col("MIN", 45, "C"),
            Col("TYP", 45, "C"),
            Col("MAX", 45, "C"),
            Col("UNIT", 64, "C"),
        ],
        [
            ["DIGITAL INPUT / OUTPUT", "", "", "", "", ""],
            ["VIH", "", "0.7 " + TIMES + " VS", "", "6", "V"],
            ["VIL", "", "-0.3", "", "0.3 " + TIMES + " VS", "V"],
            ["VOL", "IOL = 3 mA", "", "", "0.4", "V"],
            ["Bus clock frequency", "Fast mode", "0.001", "", "0.4", "MHz"],
            ["", "High-speed mode", "0.001", "", "2.94", "MHz"],
            ["Bus timeout", "SDA or SCL held low", "28", "", "35", "ms"],
        ],
        7.5,
    )
    s.heading("7 Device Address Selection", 9.5)
    s.para(
        "The two address pins A1 and A0 each connect to GND, VS, SDA or SCL, which gives "
        "16 addresses. Table 1 lists some of them; the rest follow the same order.",
        8,
    )
    s.caption("Table 1. Address Pins and Slave Addresses (excerpt)")
    s.table(
        [Col("A1", 80, "C"), Col("A0", 80, "C"), Col("SLAVE ADDRESS", 120, "C"), Col("", 219)],
        [
            ["GND", "GND", "0x40", "1000000"],
            ["GND", "VS", "0x41", "1000001"],
            ["GND", "SDA", "0x42", "1000010"],
            ["VS", "GND", "0x44", "1000100"],
            ["SCL", "SCL", "0x4F", "1001111"],
        ],
        7.5,
    )
    s.heading("8 Register Map", 9.5)
    s.table(
        [
            Col("POINTER", 70, "C"),
            Col("REGISTER", 110),
            Col("RESET", 70, "C"),
            Col("FUNCTION", 249),
        ],
        [
            ["0x00", "Configuration", "0x4127", "Averaging, conversion times, mode"],
            ["0x01", "Shunt voltage", "0x0000", "Signed, 2.5 " + MU + "V per LSB"],
            ["0x02", "Bus voltage", "0x0000", "1.25 mV per LSB"],
            ["0x03", "Power", "0x0000", "25 " + TIMES + " current LSB"],
            ["0x05", "Calibration", "0x0000", "Sets the current LSB"],
            ["0xFF", "Die ID", "0x2191", "Identifier, not an address"],
        ],
        7.5,
    )
    s.heading("9 Application Information", 9.5)
    s.para(
        "Place the shunt in the positive supply line. The device survives the bus at up to "
        "40 V but measures only up to 36 V. Keep the ALERT and I2C pull-ups to a rail no "
        "higher than 6 V; the I2C pins are not referenced to VS, so a 5 V bus may be used with "
        "VS = 3.3 V.",
        8,
    )
    s.heading("10 Device and Documentation Support", 9.5)
    s.table(
        [
            Col("ORDERABLE DEVICE", 120),
            Col("GRADE", 70, "C"),
            Col("PACKAGE", 90, "C"),
            Col("PINS", 50, "C"),
            Col("MSL", 50, "C"),
            Col("MARKING", 119, "C"),
        ],
        [
            ["KMS2191AIDGSR", "A", "VSSOP", "10", "2", "2191A"],
            ["KMS2191BIDGSR", "B", "VSSOP", "10", "2", "2191B"],
        ],
        7.5,
    )
    revision_table(s, [["May 2024", "B", "Added bus timeout limits"]], (90, 60, 349))
    return save(s, out / "kms2191.pdf")


# ----------------------------------------------- adjustable buck module (Romanian / English)
def smb3(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="SOMEȘ ELECTRO  -  module de alimentare / power modules",
        header_right="Fișă tehnică / Data sheet SMB-ADJ3",
        footer_left="Someș Electro SRL, Cluj-Napoca  |  FT-SMB-ADJ3 ed. 2",
        footer_right="Pagina {page} din {nb}",
        table_fill=(250, 235, 200),
        accent=(170, 90, 0),
        grid=True,
    )
    s = Sheet(style, "SMB-ADJ3 adjustable step-down module")
    s.add_page()
    s.title_block(
        "SMB-ADJ3",
        "Modul coborâtor reglabil 3 A / 3 A adjustable step-down (buck) module",
        "Variante / versions: SMB-ADJ3 (doar potențiometru / trimmer only) și SMB-ADJ3-V "
        "(cu voltmetru / with 3-digit voltmeter)",
        20,
    )
    s.heading("Descriere / Description", 10)
    s.para(
        "Convertor coborâtor asincron cu frecvență fixă de 150 kHz. A non-synchronous "
        "step-down converter with a fixed 150 kHz switching frequency. Turn the multi-turn "
        "trimmer clockwise to raise the output. The input must always be at least 1.5 V "
        "above the output you set (dropout). There is no reverse-polarity protection: a "
        "swapped input destroys the module.",
        8.5,
    )
    s.heading("Date tehnice / Technical data", 10)
    s.table(
        [
            Col("Parametru / Parameter", 200),
            Col("Min.", 55, "C"),
            Col("Tip.", 55, "C"),
            Col("Max.", 55, "C"),
            Col("U.M.", 45, "C"),
            Col("Observații / Remarks", 89),
        ],
        [
            ["Tensiune de intrare /\nInput voltage", "4.5", "", "28", "V", ""],
            [
                "Tensiune de ieșire reglabilă /\nAdjustable output voltage",
                "0.8",
                "",
                "25",
                "V",
                "VOUT " + LE + " VIN - 1.5 V",
            ],
            ["Curent de ieșire /\nOutput current", "", "", "3", "A", "cu radiator / with heatsink"],
            ["Limitare de curent /\nCurrent limit", "", "4.5", "", "A", ""],
            ["Curent de mers în gol /\nNo-load input current", "", "8", "", "mA", "SMB-ADJ3"],
            ["", "", "20", "", "mA", "SMB-ADJ3-V"],
            ["Randament / Efficiency", "", "", "92", "%", "12 V -> 5 V, 1 A"],
            ["Ondulație ieșire /\nOutput ripple", "", "30", "", "mV", "12 V -> 5 V, 1 A"],
            ["Temperatură de lucru /\nOperating temperature", "-40", "", "+85", DEG, ""],
        ],
        7.5,
    )
    s.heading("Curent continuu fără radiator / Continuous current without heatsink", 10)
    s.para(
        "Curent de ieșire maxim continuu la 25 " + DEG + " fără radiator și fără flux de aer. "
        "Highest continuous output current at 25 " + DEG + ", bare board, still air.",
        7.5,
    )
    s.table(
        [
            Col("VOUT", 100, "C"),
            Col("VIN = 7 V", 100, "C"),
            Col("VIN = 12 V", 100, "C"),
            Col("VIN = 24 V", 100, "C"),
            Col("VIN = 28 V", 99, "C"),
        ],
        [
            ["3.3 V", "2.2 A", "2.0 A", "1.6 A", "1.4 A"],
            ["5.0 V", "-", "2.5 A", "2.0 A", "1.8 A"],
            ["12 V", "-", "-", "2.5 A", "2.2 A"],
        ],
        8,
    )
    s.heading("Conexiuni / Connections", 10)
    s.table(
        [Col("Pad", 80, "C"), Col("Semnal / Signal", 140), Col("Notă / Note", 279)],
        [
            ["IN+", "Intrare + / input +", "4.5 ... 28 V"],
            ["IN-", "Masă / ground", "comună cu OUT- / common with OUT-"],
            ["OUT+", "Ieșire + / output +", "setați înainte de sarcină / set before load"],
            ["OUT-", "Masă / ground", ""],
        ],
        8,
    )
    s.add_page()
    s.heading("Întrebări frecvente / FAQ", 10)
    s.para(
        "Î: Îl pot alimenta din bateria mașinii? / Q: Can I run it from a car battery?",
        8.5,
        bold=True,
    )
    s.para(
        "R: Da, 12-14.4 V sunt în domeniu. A: Yes, 12-14.4 V is inside the input range. But "
        "the absolute maximum input is 32 V: load-dump spikes above that kill the regulator "
        "IC, so add a TVS diode on the input in a vehicle.",
        8.5,
    )
    s.para("Î: Are protecție la scurtcircuit? / Q: Is it short-circuit proof?", 8.5, bold=True)
    s.para(
        "R: Limitează curentul la circa 4.5 A și are oprire termică. A: It limits the current "
        "to about 4.5 A and has thermal shutdown, but a long short on a bare board will still "
        "overheat the diode.",
        8.5,
    )
    s.para("Î: Voltmetrul consumă mult? / Q: Does the voltmeter draw much?", 8.5, bold=True)
    s.para(
        "R: Afișajul SMB-ADJ3-V adaugă circa 12 mA. A: The display of the SMB-ADJ3-V adds "
        "about 12 mA and needs at least 5 V on the input to light; below that the display is "
        "dark but the converter still works from 4.5 V.",
        8.5,
    )
    s.heading("Randament măsurat / Measured efficiency (VIN = 12 V, VOUT = 5 V)", 10)
    s.table(
        [
            Col("IOUT", 100, "C"),
            Col("0.2 A", 80, "C"),
            Col("0.5 A", 80, "C"),
            Col("1.0 A", 80, "C"),
            Col("2.0 A", 80, "C"),
            Col("3.0 A", 79, "C"),
        ],
        [["η", "84 %", "90 %", "92 %", "88 %", "83 %"]],
        8,
    )
    s.heading("Dimensiuni / Dimensions", 10)
    s.lines(
        [
            "SMB-ADJ3: 43 x 21 x 14 mm, 4 găuri / holes M3",
            'SMB-ADJ3-V: 51 x 26 x 14 mm, afișaj roșu 0.28" / red 0.28" display',
        ],
        8.5,
    )
    revision_table(
        s,
        [
            ["2022-09-12", "1", "Prima ediție / first edition"],
            ["2024-02-01", "2", "Tabel curent fără radiator / bare-board current table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "smb-adj3.pdf")


# ----------------------------------------------- RS-485 transceiver (Hungarian / English)
def tsz485(out: Path) -> Path:
    style = Style(
        font="LiberationSerif",
        header_left="TISZA FÉLVEZETŐ KFT.",
        header_right="TSZ485E-L / TSZ485E-H  Adatlap / Data sheet",
        footer_left="TSZ485E adatlap, 3. kiadás - 2024. április / Issue 3 - April 2024",
        footer_right="{page}. oldal / page {page}",
        table_fill=(238, 232, 220),
        accent=(120, 20, 40),
        grid=True,
    )
    s = Sheet(style, "TSZ485E RS-485 transceiver")
    s.add_page()
    s.title_block(
        "TSZ485E-L / TSZ485E-H",
        "Félduplex RS-485 adó-vevő / Half-duplex RS-485 / RS-422 transceiver",
        "TSZ485E-L: 3,3 V-os változat / 3.3 V version   TSZ485E-H: 5 V-os változat / 5 V version"
        "   SOIC-8",
        19,
    )
    s.heading("1. Jellemzők / Features", 10)
    s.bullets(
        [
            "1/8 egységnyi terhelés: legfeljebb 256 adó-vevő egy buszon / 1/8 unit load: up to "
            "256 transceivers on one bus",
            PM + "15 kV ESD (HBM) az A és B lábakon / on the A and B pins",
            "Hibabiztos vevő: nyitott vagy rövidre zárt busz = logikai 1 / fail-safe receiver",
            "Kis fogyasztású leállított mód / low-power shutdown (RE high, DE low)",
        ],
        8.5,
    )
    s.heading("2. Ajánlott üzemi feltételek / Recommended operating conditions", 10)
    s.table(
        [
            Col("Jellemző / Parameter", 175),
            Col("Jel", 40, "C"),
            Col("Min.", 35, "C"),
            Col("Tip.", 35, "C"),
            Col("Max.", 35, "C"),
            Col("Min.", 35, "C"),
            Col("Tip.", 35, "C"),
            Col("Max.", 35, "C"),
            Col("Egys.", 74, "C"),
        ],
        [
            [
                "Tápfeszültség /\nSupply voltage",
                "VCC",
                "3.0",
                "3.3",
                "3.6",
                "4.5",
                "5.0",
                "5.5",
                "V",
            ],
            ["Adatátviteli sebesség /\nData rate", "", "", "", "12", "", "", "2.5", "Mbps"],
            [
                "Közös módusú feszültség /\nCommon-mode voltage",
                "VCM",
                "-7",
                "",
                "+12",
                "-7",
                "",
                "+12",
                "V",
            ],
            [
                "Logikai bemenet, magas /\nLogic input high",
                "VIH",
                "2.0",
                "",
                "",
                "2.0",
                "",
                "",
                "V",
            ],
            [
                "Logikai bemenet, alacsony /\nLogic input low",
                "VIL",
                "",
                "",
                "0.8",
                "",
                "",
                "0.8",
                "V",
            ],
        ],
        7.5,
        head_rows=[["", "", "TSZ485E-L", "<", "<", "TSZ485E-H", "<", "<", ""]],
    )
    s.heading("3. Határértékek / Absolute maximum ratings", 10)
    s.table(
        [
            Col("Jellemző / Parameter", 230),
            Col("TSZ485E-L", 110, "C"),
            Col("TSZ485E-H", 110, "C"),
            Col("Egys.", 49, "C"),
        ],
        [
            ["Tápfeszültség / Supply voltage VCC", "-0.3 ... 4.0", "-0.3 ... 7.0", "V"],
            [
                "Logikai bemenetek / Logic inputs DI, DE, RE",
                "-0.3 ... 6.0",
                "-0.3 ... VCC + 0.3",
                "V",
            ],
            ["Buszlábak / Bus pins A, B", "-8 ... +13", "-8 ... +13", "V"],
            ["Tárolási hőmérséklet / Storage temperature", "-65 ... +150", "-65 ... +150", DEG],
        ],
        7.5,
    )
    s.heading("4. Villamos jellemzők / Electrical characteristics", 10)
    s.para(
        "VCC a 2. pont szerint, Ta = 25 " + DEG + " / VCC as in section 2, Ta = 25 " + DEG + ".",
        7.5,
    )
    s.table(
        [
            Col("Jellemző / Parameter", 175),
            Col("Feltétel / Condition", 95),
            Col("Min.", 38, "C"),
            Col("Tip.", 38, "C"),
            Col("Max.", 38, "C"),
            Col("Egys.", 40, "C"),
            Col("Típus / Type", 75, "C"),
        ],
        [
            [
                "Differenciális kimenet /\nDifferential output VOD",
                "RL = 54 " + OHM,
                "1.5",
                "2.0",
                "",
                "V",
                "-L",
            ],
            ["", "RL = 54 " + OHM, "2.0", "3.1", "", "V", "-H"],
            [
                "Nyugalmi áramfelvétel /\nSupply current, no load",
                "DE = VCC, RE = 0",
                "",
                "0.8",
                "1.5",
                "mA",
                "-L",
            ],
            ["", "DE = VCC, RE = 0", "", "0.45", "0.9", "mA", "-H"],
            [
                "Leállított áram /\nShutdown current",
                "DE = 0, RE = VCC",
                "",
                "0.1",
                "1",
                MU + "A",
                "-L, -H",
            ],
            [
                "Vevő bemeneti ellenállás /\nReceiver input resistance",
                "",
                "96",
                "",
                "",
                "k" + OHM,
                "-L, -H",
            ],
            ["VOL", "IOL = 4 mA", "", "", "0.4", "V", "-L, -H"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("5. Rendelési információ / Ordering information", 10)
    s.table(
        [
            Col("Típusszám / Part number", 150),
            Col("VCC", 70, "C"),
            Col("Hőmérséklet / Temperature", 150, "C"),
            Col("Tok / Package", 129, "C"),
        ],
        [
            ["TSZ485E-LC", "3.3 V", "0 ... +70 " + DEG, "SOIC-8"],
            ["TSZ485E-LI", "3.3 V", "-40 ... +85 " + DEG, "SOIC-8"],
            ["TSZ485E-HC", "5 V", "0 ... +70 " + DEG, "SOIC-8"],
            ["TSZ485E-HI", "5 V", "-40 ... +85 " + DEG, "SOIC-8"],
        ],
        8,
    )
    s.heading("6. Lábkiosztás / Pin functions", 10)
    s.table(
        [Col("Láb / Pin", 60, "C"), Col("Név / Name", 70, "C"), Col("Funkció / Function", 369)],
        [
            ["1", "RO", "Vevő kimenet / receiver output"],
            ["2", "RE", "Vevő engedélyezés, aktív alacsony / receiver enable, active low"],
            ["3", "DE", "Adó engedélyezés / driver enable"],
            ["4", "DI", "Adó bemenet / driver input"],
            ["5", "GND", "Föld / ground"],
            ["6", "A", "Nem invertáló busz / non-inverting bus"],
            ["7", "B", "Invertáló busz / inverting bus"],
            ["8", "VCC", "Táp / supply"],
        ],
        8,
    )
    s.heading("7. Alkalmazási megjegyzések / Application notes", 10)
    s.para(
        "A TSZ485E-L logikai bemenetei 5 V-tűrők, így 5 V-os mikrovezérlő is vezérelheti. "
        "The logic inputs of the TSZ485E-L are 5 V tolerant, so a 5 V microcontroller may "
        "drive DI, DE and RE; its RO output swings only to the 3.3 V rail. The TSZ485E-H "
        "inputs must stay below VCC + 0.3 V.",
        8.5,
    )
    s.para(
        "Terminate both ends of the bus with 120 " + OHM + ". The two 120 " + OHM + " "
        "terminators in parallel give the 54 " + OHM + " test load of the VOD row together with "
        "the cable. Stubs should be shorter than 30 cm at 2.5 Mbps.",
        8.5,
    )
    s.heading("8. Igazságtábla / Function table (driver)", 10)
    s.table(
        [
            Col("DE", 80, "C"),
            Col("DI", 80, "C"),
            Col("A", 80, "C"),
            Col("B", 80, "C"),
            Col("", 179),
        ],
        [
            ["1", "1", "H", "L", "aktív / active"],
            ["1", "0", "L", "H", "aktív / active"],
            ["0", "X", "Z", "Z", "nagyimpedanciás / high impedance"],
        ],
        8,
    )
    revision_table(
        s,
        [
            ["2022. 05. 10.", "2", "TSZ485E-L hozzáadva / -L added"],
            ["2024. 04. 02.", "3", "Rendelési táblázat / ordering table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "tsz485e.pdf")
