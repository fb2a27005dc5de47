"""Hold-out 108 datasheets, part 1: a 2.4 GHz transceiver module, a temperature-
compensated RTC IC, a 2-channel opto-isolated relay module and a load-cell ADC IC.

A Hangzhou RF-module user manual in translated English (lettered sections, one
column per model, receive sensitivity per air data rate in unnamed rows, TX current
per RF_PWR setting, 5 V tolerant signal pins only in the feature list, FAQ), a
Neuchatel timing house data sheet (grades in unnamed rows, a condition sentence,
frequency stability per temperature range, the bus address only in prose, register
map), a Breton / English relay module sheet from Quimper (bilingual names wrapped
over two lines, one column per relay version, the relay body marking as a decoy,
JD-VCC jumper prose) and a Nanchang IC house data sheet with full-width punctuation
(regulator supply VSUP in the pin table beside AVDD / DVDD, output data rate per
RATE level in unnamed rows, input range only in a note, gain-select table).
"""

from __future__ import annotations

from pathlib import Path

from layout import Col, Sheet, Style, revision_table, save

DEG = "\u00b0C"
PM = "\u00b1"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
FWL = "\uff08"
FWR = "\uff09"
FWLT = "\uff1c"
LE = "\u2264"
GE = "\u2265"


# ------------------------------------------------- 2.4 GHz transceiver (Hangzhou)
def wtr2401(out: Path) -> Path:
    style = Style(
        font="Liberation",
        header_left="Hangzhou Wentai RF Technology Co., Ltd.",
        header_right="WTR-2401 Series User Manual  V2.1",
        footer_left="Wentai RF  |  Specifications subject to change without notice",
        footer_right="P.{page}",
        table_fill=(214, 230, 244),
        accent=(10, 60, 120),
        grid=True,
    )
    s = Sheet(style, "WTR-2401 series 2.4GHz transceiver module user manual")
    s.add_page()
    s.title_block(
        "WTR-2401 Series",
        "2.4GHz Wireless Transceiver Module  -  User Manual",
        "Models: WTR-2401 (on-board PCB antenna)  /  WTR-2401PA (PA + LNA, SMA antenna)",
        20,
    )
    s.heading("A. Product Overview", 10.5)
    s.para(
        "WTR-2401 series is a 2.4GHz ISM band wireless transceiver module using GFSK "
        "modulation and an on-chip baseband protocol engine (auto packet, auto ACK, auto "
        "re-transmit). The module is controlled through a 4-wire SPI interface and is "
        "widely used for remote control, wireless sensor network, toy and smart-home "
        "projects. WTR-2401PA adds a power amplifier and low noise amplifier for long "
        "distance links. Both models are pin-to-pin compatible (2x4 pin header, 2.54mm).",
        8.5,
    )
    s.heading("B. Features", 10.5)
    s.bullets(
        [
            "Worldwide 2.4GHz ISM band, 126 RF channels, 1MHz channel step",
            "Air data rate 250kbps / 1Mbps / 2Mbps",
            "Supply voltage 1.9V~3.6V, typical 3.3V",
            "Signal pins (CE, CSN, SCK, MOSI, MISO, IRQ) are 5V tolerant and can be wired "
            "straight to 5V MCU I/O; the VCC pin is NOT 5V tolerant",
            "6 data pipes MultiCeiver, 32 byte payload",
            "Power down mode for battery-powered nodes",
        ],
        8.5,
    )
    s.heading("C. Main Parameters", 10.5)
    s.para("Test condition: VCC = 3.3V, Ta = 25" + DEG + ", unless otherwise noted.", 7.5)
    s.table(
        [
            Col("Item", 130),
            Col("Condition", 115),
            Col("WTR-2401", 85, "C"),
            Col("WTR-2401PA", 85, "C"),
            Col("Unit", 84, "C"),
        ],
        [
            ["Frequency range", "", "2400~2525", "2400~2525", "MHz"],
            ["Operating voltage", "", "1.9~3.6", "2.0~3.6", "V"],
            ["Max. output power", "RF_PWR = 11", "0", "+20", "dBm"],
            ["Receive sensitivity", "2Mbps", "-82", "-92", "dBm"],
            ["", "1Mbps", "-85", "-95", "dBm"],
            ["", "250kbps", "-94", "-104", "dBm"],
            ["TX current", "at max. output power", "11.3", "115", "mA"],
            ["RX current", "2Mbps", "13.5", "45", "mA"],
            ["Standby-I current", "crystal running", "26", "32", MU + "A"],
            ["Power down current", "", "0.9", "1.2", MU + "A"],
            ["Communication\ndistance", "open area, 250kbps", "100", "1100", "m"],
            ["Operating temperature", "", "-40~+85", "-20~+70", DEG],
        ],
        7.5,
    )
    s.heading("D. TX Current vs. Output Power (WTR-2401)", 10.5)
    s.table(
        [
            Col("RF_PWR (RF_SETUP bit 2:1)", 150, "C"),
            Col("Output power", 120, "C"),
            Col("TX current (typ.)", 120, "C"),
            Col("Note", 109, "C"),
        ],
        [
            ["11", "0 dBm", "11.3 mA", "default"],
            ["10", "-6 dBm", "9.0 mA", ""],
            ["01", "-12 dBm", "7.5 mA", ""],
            ["00", "-18 dBm", "7.0 mA", ""],
        ],
        7.5,
    )
    s.add_page()
    s.heading("E. Absolute Maximum Ratings", 10.5)
    s.table(
        [Col("Item", 200), Col("Symbol", 80, "C"), Col("Rating", 130, "C"), Col("Unit", 89, "C")],
        [
            ["Supply voltage", "VCC", "-0.3~3.9", "V"],
            ["Input voltage on signal pins", "VI", "-0.3~5.25", "V"],
            ["RF input level (WTR-2401PA)", "", "+10", "dBm"],
            ["Storage temperature", "Tstg", "-40~+125", DEG],
        ],
        7.5,
    )
    s.para(
        "Exceeding the ratings above may damage the module permanently. Operation at the "
        "absolute maximum ratings is not implied.",
        7.5,
    )
    s.heading("F. Pin Definition", 10.5)
    s.table(
        [Col("Pin", 40, "C"), Col("Name", 60, "C"), Col("I/O", 50, "C"), Col("Description", 349)],
        [
            ["1", "GND", "-", "Ground"],
            ["2", "VCC", "-", "Power supply, see section C"],
            ["3", "CE", "I", "Chip enable, activates RX or TX mode"],
            ["4", "CSN", "I", "SPI chip select, active low"],
            ["5", "SCK", "I", "SPI clock, 0~10MHz"],
            ["6", "MOSI", "I", "SPI slave data input"],
            ["7", "MISO", "O", "SPI slave data output, tri-state"],
            ["8", "IRQ", "O", "Maskable interrupt, active low"],
        ],
        7.5,
    )
    s.heading("G. Register Quick Reference", 10.5)
    s.table(
        [
            Col("Address", 60, "C"),
            Col("Name", 90, "C"),
            Col("Reset value", 80, "C"),
            Col("Remark", 269),
        ],
        [
            ["0x00", "CONFIG", "0x08", "PWR_UP, PRIM_RX, CRC"],
            ["0x05", "RF_CH", "0x02", "channel 2 = 2402MHz"],
            ["0x06", "RF_SETUP", "0x0F", "air data rate and RF_PWR"],
            ["0x07", "STATUS", "0x0E", "RX_DR, TX_DS, MAX_RT flags"],
            ["0x11", "RX_PW_P0", "0x00", "payload width pipe 0 (1~32 bytes)"],
        ],
        7.5,
    )
    s.heading("H. FAQ", 10.5)
    s.para(
        "Q1: The module works on the bench supply but not on the 3.3V pin of my board?\n"
        "A1: Many boards can only give about 50mA from their 3.3V pin. WTR-2401PA needs up "
        "to 115mA while transmitting. Use a separate 3.3V regulator rated 250mA or more and "
        "put 10uF + 100nF capacitors close to VCC and GND.",
        8,
    )
    s.para(
        "Q2: Can I get 1100m at 2Mbps?\n"
        "A2: No. The distance in section C is measured in open area at 250kbps with both "
        "ends WTR-2401PA. Higher air data rate and obstacles shorten the distance.",
        8,
    )
    s.para(
        "Q3: Which SPI mode?\n"
        "A3: SPI mode 0 (CPOL = 0, CPHA = 0), MSB first. 8MHz was tested with common MCUs.",
        8,
    )
    revision_table(
        s,
        [
            ["2022-06-10", "V2.0", "Add WTR-2401PA"],
            ["2023-08-22", "V2.1", "Add FAQ, TX current table"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "wtr-2401.pdf")


# ------------------------------------------------------------- RTC IC (Neuchatel)
def hrt3240(out: Path) -> Path:
    style = Style(
        font="DejaVuSerif",
        header_left="JURA CHRONOTRONIC SA  \u00b7  Neuch\u00e2tel",
        header_right="HRT3240 data sheet",
        footer_left="JC-DS-3240  \u00b7  edition 04/2023",
        footer_right="{page} ({nb})",
        table_fill=None,
        accent=(120, 20, 30),
        grid=False,
    )
    s = Sheet(style, "HRT3240 temperature-compensated real-time clock")
    s.add_page()
    s.title_block(
        "HRT3240",
        "Temperature-compensated real-time clock with integrated 32 kHz crystal, "
        "I\u00b2C interface",
        "Grades HRT3240C (commercial) and HRT3240I (industrial)  \u00b7  SO-16W package",
        20,
    )
    s.heading("1 \u00b7 Overview", 10)
    s.para(
        "The HRT3240 keeps seconds, minutes, hours, day, date, month and year with leap-year "
        "correction up to 2099. A temperature sensor measures the crystal temperature every "
        "64 s and trims the oscillator load, so the clock stays within a few ppm over the "
        "whole temperature range. A battery input keeps time when the main supply fails. "
        "The device answers at the fixed 7-bit address 1101000b (0x68); the address cannot "
        "be changed, so only one HRT3240 can sit on a bus. Two alarms, a square-wave output "
        "(1 Hz to 8.192 kHz) and a 32.768 kHz output complete the device.",
        8.5,
    )
    s.heading("2 \u00b7 Recommended operating conditions", 10)
    s.table(
        [
            Col("Parameter", 150),
            Col("Symbol", 50, "C"),
            Col("Conditions", 85, "C"),
            Col("Min", 55, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 65, "C"),
            Col("Unit", 54, "C"),
        ],
        [
            ["Supply voltage", "VCC", "", "2.3", "3.3", "5.5", "V"],
            ["Backup supply voltage", "VBAT", "", "2.3", "3.0", "5.5", "V"],
            ["Logic 1 input, SDA and SCL", "VIH", "", "0.7 x VCC", "", "VCC + 0.3", "V"],
            ["Logic 0 input, SDA and SCL", "VIL", "", "-0.3", "", "0.3 x VCC", "V"],
            ["Operating temperature", "TA", "HRT3240C", "0", "", "+70", DEG],
            ["", "", "HRT3240I", "-40", "", "+85", DEG],
        ],
        7.5,
    )
    s.heading("3 \u00b7 Absolute maximum ratings", 10)
    s.table(
        [Col("", 330), Col("", 169, "R")],
        [
            ["Voltage on VCC, VBAT, 32kHz, SCL, SDA, INT/SQW to ground", "-0.3 V to +6.0 V"],
            ["Junction temperature", "+125 " + DEG],
            ["Storage temperature", "-40 " + DEG + " to +85 " + DEG],
            ["Lead temperature (soldering, 10 s)", "+260 " + DEG],
        ],
        7.5,
        show_head=False,
    )
    s.para(
        "Stresses beyond these ratings may damage the device. These are stress ratings only; "
        "functional operation at these or other conditions beyond section 2 is not implied.",
        7.5,
    )
    s.heading("4 \u00b7 Key features", 10)
    s.bullets(
        [
            "Accuracy " + PM + "2 ppm from 0 " + DEG + " to +40 " + DEG,
            "Fast (400 kHz) I\u00b2C interface",
            "Digital temperature sensor output, 0.25 " + DEG + " resolution",
            "Aging trim register",
            "Automatic switch-over to the battery, battery-backed timekeeping",
            "RST output and push-button reset debounce input",
        ],
        8.5,
    )
    s.add_page()
    s.heading("5 \u00b7 Electrical characteristics", 10)
    s.para(
        "(VCC = 2.3 V to 5.5 V, VCC > VBAT, TA = TMIN to TMAX unless otherwise noted. Typical "
        "values are at VCC = 3.3 V, VBAT = 3.0 V and TA = +25 " + DEG + ".)",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 118),
            Col("Symbol", 48, "C"),
            Col("Conditions", 163),
            Col("Min", 40, "C"),
            Col("Typ", 40, "C"),
            Col("Max", 40, "C"),
            Col("Unit", 50, "C"),
        ],
        [
            ["Active supply current", "ICCA", "VCC = 3.63 V", "", "", "200", MU + "A"],
            ["", "", "VCC = 5.5 V", "", "", "300", MU + "A"],
            [
                "Standby supply current",
                "ICCS",
                "bus inactive, VCC = 3.63 V",
                "",
                "",
                "110",
                MU + "A",
            ],
            ["", "", "bus inactive, VCC = 5.5 V", "", "", "170", MU + "A"],
            [
                "Temperature conversion\ncurrent",
                "ICCSCONV",
                "VCC = 3.63 V",
                "",
                "",
                "575",
                MU + "A",
            ],
            [
                "Timekeeping battery\ncurrent (Note 3)",
                "IBATT",
                "EN32kHz = 0, VBAT = 3.0 V",
                "",
                "0.84",
                "3.0",
                MU + "A",
            ],
            ["", "", "EN32kHz = 0, VBAT = 3.63 V", "", "1.0", "3.5", MU + "A"],
            [
                "Frequency stability\nvs. temperature",
                "\u0394f/fout",
                "0 " + DEG + " to +40 " + DEG + ", both grades",
                "-2",
                "",
                "+2",
                "ppm",
            ],
            ["", "", "+40 " + DEG + " to +70 " + DEG + ", HRT3240C", "-3.0", "", "+3.0", "ppm"],
            [
                "",
                "",
                "-40 " + DEG + " to 0 " + DEG + " and +40 " + DEG + " to +85 " + DEG + ", HRT3240I",
                "-3.5",
                "",
                "+3.5",
                "ppm",
            ],
            ["Aging", "\u0394f/f", "first year, +25 " + DEG, "", PM + "1.0", "", "ppm"],
            ["Temperature sensor accuracy", "", "", "-3", "", "+3", DEG],
            ["SCL clock frequency", "fSCL", "fast mode", "100", "", "400", "kHz"],
            ["", "", "standard mode", "0", "", "100", "kHz"],
        ],
        7,
    )
    s.para(
        "Note 3: current drawn from VBAT with VCC = 0 V, oscillator running and a temperature "
        "conversion every 64 s, averaged; conversion peaks are not included. With a 220 mAh "
        "CR2032 the clock typically runs for more than 8 years on the cell alone.",
        7.5,
    )
    s.heading("6 \u00b7 Register map (excerpt)", 10)
    s.table(
        [Col("Address", 60, "C"), Col("Function", 180), Col("Range / reset", 259)],
        [
            ["00h", "Seconds", "00 to 59 (BCD)"],
            ["02h", "Hours", "1 to 12 + AM/PM or 00 to 23"],
            ["0Eh", "Control", "reset value 1Ch"],
            ["0Fh", "Control / status", "reset value 88h"],
            ["10h", "Aging offset", "-128 to +127 (0.1 ppm per LSB, typ.)"],
            ["11h, 12h", "Temperature MSB, LSB", "0.25 " + DEG + " per LSB"],
        ],
        7.5,
    )
    s.heading("7 \u00b7 Application remarks", 10)
    s.bullets(
        [
            "INT/SQW and 32kHz are open-drain outputs and need external pull-up resistors; "
            "SDA and SCL also need pull-ups (typ. 4.7 kohm).",
            "The HRT3240 has no charging circuit. Modules that fit a rechargeable LIR2032 "
            "charge it through an external diode and resistor, which is outside this "
            "specification.",
            "Decouple VCC with 0.1 " + MU + "F; VBAT needs no capacitor when a coin cell is used.",
        ],
        8,
    )
    revision_table(
        s,
        [
            ["11/2021", "02", "HRT3240I grade added"],
            ["04/2023", "04", "Battery current typ. values revised"],
        ],
        (80, 60, 359),
    )
    return save(s, out / "hrt3240.pdf")


# ------------------------------------------- 2-channel relay module (Breton / English)
def kr2r5(out: Path) -> Path:
    style = Style(
        font="LiberationNarrow",
        header_left="Tredan Kerne SARL  -  Kemper / Quimper",
        header_right="KR-2R5  Follenn deknikel / Technical sheet",
        footer_left="Tredan Kerne SARL  -  stal.tredankerne.bzh",
        footer_right="Pajenn {page} war {nb} / Page {page} of {nb}",
        table_fill=(222, 228, 232),
        accent=(40, 70, 90),
        grid=True,
    )
    s = Sheet(style, "KR-2R5 2-channel relay module")
    s.add_page()
    s.title_block(
        "KR-2R5",
        "Modulenn 2 relez gant optokoublerio\u00f9 / 2-channel relay module with optocouplers, 5 V",
        "Stummo\u00f9 / Versions: KR-2R5 (relez / relays SRD-05VDC-SL-C)  -  "
        "KR-2R5-M (relez bihan / mini relays HK4100F-DC5V)",
        20,
    )
    s.para(
        "Div relez 5 V gant un optokoubler evit pep hent. An enanko\u00f9 IN1 hag IN2 a "
        "labour gant al live izel. / Two 5 V relays, each driven through its own "
        "optocoupler. Inputs IN1 and IN2 are active low: a low level switches the relay on. "
        "A red LED per channel shows the relay state.",
        8.5,
    )
    s.heading("1. Perzhio\u00f9 tredan / Electrical characteristics", 10.5)
    s.table(
        [
            Col("Arventenn / Parameter", 190),
            Col("KR-2R5", 100, "C"),
            Col("KR-2R5-M", 100, "C"),
            Col("Unanenn / Unit", 109, "C"),
        ],
        [
            ["Voltadur boueta\nSupply voltage VCC", "4.75 ~ 5.25", "4.75 ~ 5.25", "V"],
            ["Voltadur ar bobinenn\nCoil rated voltage", "5", "5", "V DC"],
            ["Red ar bobinenn, dre relez\nCoil current, per relay", "71", "30", "mA"],
            ["Red stlenna\u00f1 IN1 / IN2\nTrigger current IN1 / IN2", "2.0", "2.0", "mA"],
            ["Live enaou\u00f1 (IN)\nSwitch-on level (IN)", "0 ~ 1.5", "0 ~ 1.5", "V"],
            [
                "Live laza\u00f1 (IN)\nRelease level (IN)",
                GE + " 3.5 / open",
                GE + " 3.5 / open",
                "V",
            ],
            ["Amzer enaou\u00f1\nOperate time", "10", "5", "ms"],
        ],
        7.5,
    )
    s.para(
        "Muzulio\u00f9 gant VCC = JD-VCC = 5.0 V, IN = 0 V, 25 " + DEG + ". / Measured with "
        "VCC = JD-VCC = 5.0 V, IN = 0 V, 25 " + DEG + ". The trigger current flows out of "
        "the input pin into the controller.",
        7.5,
    )
    s.heading("2. Barregezh ar c'hontakto\u00f9 / Contact rating (resistive load)", 10.5)
    s.table(
        [
            Col("Karg / Load", 190),
            Col("KR-2R5", 100, "C"),
            Col("KR-2R5-M", 100, "C"),
            Col("Notenn / Note", 109, "C"),
        ],
        [
            ["Red treuzkas / AC", "10 A 250 V AC", "3 A 250 V AC", "cos \u03c6 = 1"],
            ["Red eeun / DC", "10 A 30 V DC", "3 A 30 V DC", ""],
            ["Kontakto\u00f9 / Contact form", "1 x SPDT", "1 x SPDT", "NO / COM / NC"],
        ],
        7.5,
    )
    s.para(
        "Merk war ar relez / Marking on the KR-2R5 relay body: "
        "10A 250VAC  10A 125VAC  10A 30VDC  10A 28VDC. The module is rated by the table "
        "above, not by the marking. For motors, pumps and solenoid valves (inductive loads) "
        "use at most 3 A (KR-2R5) or 1 A (KR-2R5-M).",
        8,
    )
    s.heading("3. Lamm JD-VCC / JD-VCC jumper", 10.5)
    s.para(
        "Gant al lamm war e lec'h (evel er stal), ar bobinenno\u00f9 a gemer o red diwar VCC. / "
        "With the jumper fitted (factory state) the relay coils take their current from "
        "VCC, so the controller's 5 V pin must supply both coils (up to 142 mA for KR-2R5).",
        8.5,
    )
    s.para(
        "Tenna\u00f1 al lamm evit un dispartia\u00f1 klok. / Remove the jumper for full "
        "isolation: feed 5 V to JD-VCC and its GND from a separate supply that can give at "
        "least 150 mA, and connect only VCC, IN1, IN2 and GND to the controller. VCC then "
        "only powers the optocoupler LEDs.",
        8.5,
    )
    s.add_page()
    s.heading("4. Kontroller 3.3 V / 3.3 V controllers", 10.5)
    s.para(
        "Ur bennkartenn 3.3 V (ESP32, Raspberry Pi) a c'hall stlenna\u00f1 ar modulenn. / A "
        "3.3 V board (ESP32, Raspberry Pi) can drive the inputs only with the jumper removed: "
        "VCC to the 3.3 V pin, JD-VCC to a separate 5 V. With the jumper fitted and VCC at "
        "5 V, a 3.3 V high level does not switch the optocoupler off reliably and the relay "
        "may stay on.",
        8.5,
    )
    s.heading("5. Kevreo\u00f9 / Connections", 10.5)
    s.table(
        [Col("Pinoch / Pin", 90, "C"), Col("Arc'hwel / Function", 409)],
        [
            ["VCC", "+5 V bouetadur an optokoubleriou / optocoupler supply"],
            ["GND", "Douar / ground"],
            ["IN1, IN2", "Enanko\u00f9 kontroll, live izel / control inputs, active low"],
            ["JD-VCC", "+5 V ar bobinenno\u00f9 / relay coil supply (jumper to VCC)"],
            ["NO1, COM1, NC1", "Kontakto\u00f9 relez 1 / relay 1 screw terminal"],
            ["NO2, COM2, NC2", "Kontakto\u00f9 relez 2 / relay 2 screw terminal"],
        ],
        7.5,
    )
    s.heading("6. Titouro\u00f9 all / Other data", 10.5)
    s.table(
        [Col("Arventenn / Parameter", 250), Col("Talvoud / Value", 249, "C")],
        [
            ["Temperadur labourat / Operating temperature", "-10 ~ +60 " + DEG],
            ["Ment / Dimensions", "50 x 38 x 19 mm"],
            ["Poues / Weight", "34 g (KR-2R5), 22 g (KR-2R5-M)"],
            ["Toullo\u00f9 staga\u00f1 / Mounting holes", "4 x 3.1 mm"],
        ],
        7.5,
    )
    s.heading("7. Goulenno\u00f9 / FAQ", 10.5)
    s.para(
        "G: Ha gallout a ran bounta\u00f1 230 V? / Q: Can I switch 230 V mains?\n"
        "R / A: Yes, within the contact rating. Keep mains wiring away from the low-voltage "
        "side and use an enclosure. The board itself carries no safety approval.",
        8,
    )
    s.para(
        "G: Perak e chom ar relez enaouet? / Q: Why do both relays switch on at power-up?\n"
        "R / A: The inputs are active low. Set the controller pins HIGH before enabling the "
        "outputs, or use pull-ups.",
        8,
    )
    revision_table(
        s,
        [
            ["2023-02-14", "1.0", "Embann kenta\u00f1 / first issue"],
            ["2024-01-08", "1.1", "KR-2R5-M ouzhpennet / KR-2R5-M added"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "kr-2r5.pdf")


# --------------------------------------------------- load-cell ADC IC (Nanchang)
def gj7112(out: Path) -> Path:
    style = Style(
        font="DejaVuFW",
        header_left="Nanchang Ganjiang Microelectronics Co., Ltd.",
        header_right="GJ7112",
        footer_left="GJ7112 Datasheet Rev1.6",
        footer_right="Page {page} (total {nb})",
        table_fill=(250, 232, 210),
        accent=(170, 70, 0),
        grid=True,
    )
    s = Sheet(style, "GJ7112 24-bit ADC for weigh scales")
    s.add_page()
    s.title_block("GJ7112", "24-bit A/D Converter for Weigh Scales", "SOP-16L  Lead-free", 20)
    s.heading("\u25c6 Overview", 10.5)
    s.para(
        "GJ7112 is a precision 24-bit analog-to-digital converter (ADC) designed for weigh "
        "scales and industrial control applications to interface directly with a bridge "
        "sensor. The input multiplexer selects either channel A or channel B differential "
        "input to the low-noise programmable gain amplifier (PGA). Channel A can be "
        "programmed with a gain of 128 or 64; channel B has a fixed gain of 32. An on-chip "
        "power supply regulator removes the need for an external regulator for the load "
        "cell and the ADC. The digital interface is a simple 2-wire serial port (PD_SCK, "
        "DOUT); no register programming is needed. Note" + FWC + "this port is not I"
        "\u00b2C or SPI, do not put DOUT / PD_SCK on an I\u00b2C bus with other devices.",
        8.5,
    )
    s.heading("\u25c6 Features", 10.5)
    s.bullets(
        [
            "Two selectable differential input channels",
            "On-chip low noise PGA with selectable gain of 32, 64 and 128",
            "Selectable 10SPS or 80SPS output data rate",
            "Simultaneous 50 and 60Hz supply rejection (10SPS)",
            "Operation supply voltage range" + FWC + "2.6V" + FWT + "5.5V",
            "Current consumption including on-chip regulator"
            + FWC
            + FWLT
            + "1.5mA normal, "
            + FWLT
            + "1"
            + MU
            + "A power down",
            "Operation temperature range" + FWC + "-40" + FW_C + FWT + "+85" + FW_C,
        ],
        8.5,
    )
    s.heading("\u25c6 Pin Description", 10.5)
    s.table(
        [
            Col("Pin", 35, "C"),
            Col("Name", 55, "C"),
            Col("Function", 75, "C"),
            Col("Description", 334),
        ],
        [
            ["1", "VSUP", "Power", "Regulator supply" + FWC + "2.7" + FWT + "5.5V"],
            ["2", "BASE", "Analog Output", "Regulator control output (NC when not used)"],
            ["3", "AVDD", "Power", "Analog supply" + FWC + "2.6" + FWT + "5.5V"],
            ["4", "VFB", "Analog Input", "Regulator feedback (to AGND when not used)"],
            ["5", "AGND", "Ground", "Analog ground"],
            ["6", "VBG", "Analog Output", "Reference bypass output"],
            ["7, 8", "INNA, INPA", "Analog Input", "Channel A negative / positive input"],
            ["9, 10", "INNB, INPB", "Analog Input", "Channel B negative / positive input"],
            ["11", "PD_SCK", "Digital Input", "Power down control (high) and serial clock"],
            ["12", "DOUT", "Digital Output", "Serial data output"],
            ["13, 14", "XO, XI", "Digital I/O", "Crystal I/O and external clock input"],
            [
                "15",
                "RATE",
                "Digital Input",
                "Output data rate control, 0" + FWC + "10Hz, 1" + FWC + "80Hz",
            ],
            ["16", "DVDD", "Power", "Digital supply" + FWC + "2.6" + FWT + "5.5V"],
        ],
        7.5,
    )
    s.heading("\u25c6 Input Channel and Gain Selection", 10.5)
    s.table(
        [
            Col("PD_SCK pulses", 140, "C"),
            Col("Input channel", 120, "C"),
            Col("Gain", 100, "C"),
            Col("Full-scale input (AVDD = 5V)", 139, "C"),
        ],
        [
            ["25", "A", "128", PM + "20mV"],
            ["26", "B", "32", PM + "80mV"],
            ["27", "A", "64", PM + "40mV"],
        ],
        7.5,
    )
    s.add_page()
    s.heading("\u25c6 Electrical Characteristics", 10.5)
    s.para(
        "Unless otherwise specified"
        + FWC
        + "AVDD = DVDD = 5V, Ta = 25"
        + FW_C
        + ", internal oscillator.",
        7.5,
    )
    s.table(
        [
            Col("Parameter", 135),
            Col("Notes", 140),
            Col("MIN", 50, "C"),
            Col("TYP", 55, "C"),
            Col("MAX", 55, "C"),
            Col("UNIT", 64, "C"),
        ],
        [
            [
                "Full scale differential\ninput range",
                "V(INP)-V(INN)",
                "",
                PM + "0.5(AVDD/GAIN)",
                "",
                "V",
            ],
            ["Common mode input", "", "AGND+1.2", "", "AVDD-1.3", "V"],
            ["Output data rate", "Internal oscillator, RATE = 0", "", "10", "", "Hz"],
            ["", "Internal oscillator, RATE = DVDD", "", "80", "", "Hz"],
            ["", "Crystal or external clock", "", "fclk/1,105,920", "", "Hz"],
            ["Output data coding", "2's complement", "800000", "", "7FFFFF", "HEX"],
            ["Output settling time", "RATE = 0", "", "400", "", "ms"],
            ["", "RATE = DVDD", "", "50", "", "ms"],
            ["Input offset drift", "Gain = 128", "", "0.2", "", "mV"],
            ["Input noise", "Gain = 128, RATE = 0", "", "50", "", "nV(rms)"],
            ["", "Gain = 128, RATE = DVDD", "", "90", "", "nV(rms)"],
            ["Temperature drift", "Input offset (Gain = 128)", "", PM + "6", "", "nV/" + FW_C],
            ["", "Gain (Gain = 128)", "", PM + "5", "", "ppm/" + FW_C],
            ["Reference bypass", "VBG", "", "1.25", "", "V"],
            ["Crystal or external\nclock frequency", "", "1", "11.0592", "30", "MHz"],
            ["Power supply voltage", "DVDD", "2.6", "", "5.5", "V"],
            ["", "AVDD, VSUP", "2.6", "", "5.5", "V"],
            ["Analog supply current\n(including regulator)", "Normal", "", "1400", "", MU + "A"],
            ["", "Power down", "", "0.3", "", MU + "A"],
            ["Digital supply current", "Normal", "", "100", "", MU + "A"],
            ["", "Power down", "", "0.2", "", MU + "A"],
        ],
        7,
    )
    s.para(
        "Note 1"
        + FWC
        + "the full-scale range is "
        + PM
        + "0.5(AVDD/GAIN), e.g. "
        + PM
        + "20mV with AVDD = 5V at gain 128. Note 2"
        + FWC
        + "when AVDD is generated by "
        "the on-chip regulator, AVDD = VBG" + FWL + "R1+R2" + FWR + "/R2 and AVDD must be "
        "at least 100mV below VSUP.",
        7.5,
    )
    s.heading("\u25c6 Serial Interface", 10.5)
    s.para(
        "When DOUT goes low the data is ready. 24 clock pulses on PD_SCK shift out the "
        "conversion result MSB first; 1 to 3 more pulses select the channel and gain of "
        "the next conversion. Keep PD_SCK high for more than 60" + MU + "s to enter power "
        "down; after power up the chip starts with channel A, gain 128.",
        8.5,
    )
    s.table(
        [
            Col("Symbol", 60, "C"),
            Col("Note", 220),
            Col("MIN", 55, "C"),
            Col("TYP", 55, "C"),
            Col("MAX", 55, "C"),
            Col("UNIT", 54, "C"),
        ],
        [
            ["T1", "DOUT falling edge to PD_SCK rising edge", "0.1", "", "", MU + "s"],
            ["T2", "PD_SCK rising edge to DOUT data ready", "", "", "0.1", MU + "s"],
            ["T3", "PD_SCK high time", "0.2", "1", "50", MU + "s"],
            ["T4", "PD_SCK low time", "0.2", "1", "", MU + "s"],
        ],
        7.5,
    )
    revision_table(
        s,
        [
            ["2021-05-18", "Rev1.5", "Update timing table"],
            ["2023-03-01", "Rev1.6", "Add interface note"],
        ],
        (90, 60, 349),
    )
    return save(s, out / "gj7112.pdf")
