import json

Q = []


def it(dev, field, unit=None, mn=None, typ=None, mx=None, value=None, values=None, q=None, cond=""):
    return {
        "device": dev,
        "field": field,
        "quantity": q,
        "min": mn,
        "typ": typ,
        "max": mx,
        "value": value,
        "values": values,
        "unit": unit,
        "condition": cond,
    }


def ev(doc, page, quote):
    return {"doc": doc, "page": page, "quote": quote}


def add(
    id,
    diff,
    typ,
    question,
    devices,
    verdict,
    items,
    evidence,
    note,
    wording="casual",
    lang="en",
    concern=None,
):
    d = {
        "id": id,
        "difficulty": diff,
        "type": typ,
        "question": question,
        "devices": devices,
        "answer": {"verdict": verdict, "items": items},
        "evidence": evidence,
        "note": note,
        "wording": wording,
        "language": lang,
    }
    if concern:
        d["concern"] = concern
    Q.append(d)


# ---------- batch 1: answerable factual (rows not quoted by dev, dev2, realq8..realq45)
add(
    "rq46-f01",
    "medium",
    "simple",
    "bme280 as a weather station, the suggested 1 sample per minute forced mode setup - how much current does "
    "that use on average?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "supply_current",
            "µA",
            typ=0.16,
            cond="weather monitoring use case, forced mode, 1 sample / minute",
        )
    ],
    [ev("bme280.pdf", 19, "Current consumption 0.16 µA")],
    "0.16 uA (Table 7, weather monitoring); look-alikes sleep current 0.1 uA typ, IDD,H 1.8 uA / IDD,LP 2.8 uA at 1 Hz, "
    "humidity-sensing use case 2.9 uA (p20), indoor navigation 633 uA.",
)
add(
    "rq46-k01",
    "hard",
    "comparison",
    "Which of the BME280's suggested use-case settings draws more current, indoor navigation or gaming, and how "
    "much does each draw?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "supply_current",
            "µA",
            typ=633,
            cond="indoor navigation use case, normal mode, tstandby 0.5 ms",
        ),
        it(
            "BME280",
            "supply_current",
            "µA",
            typ=581,
            cond="gaming use case, normal mode, tstandby 0.5 ms",
        ),
    ],
    [
        ev("bme280.pdf", 20, "Current consumption 633 µA"),
        ev("bme280.pdf", 21, "Current consumption 581 µA"),
    ],
    "Indoor navigation 633 uA > gaming 581 uA (Tables 9 and 10); look-alikes weather 0.16 uA, humidity 2.9 uA, IDDP "
    "714 uA during a pressure measurement.",
    wording="formal",
)
add(
    "rq46-k02",
    "medium",
    "structured",
    "What current consumption and data output rate does the BME280 datasheet give for its suggested humidity-sensing "
    "settings?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "supply_current",
            "µA",
            typ=2.9,
            cond="humidity sensing use case, forced mode, 1 sample / s",
        ),
        it("BME280", "data_rate", "Hz", typ=1, cond="humidity sensing use case"),
    ],
    [
        ev("bme280.pdf", 20, "Current consumption 2.9 µA"),
        ev("bme280.pdf", 20, "Data output rate 1 Hz"),
    ],
    "2.9 uA at 1 Hz (Table 8); look-alikes weather monitoring 0.16 uA at 1/60 Hz (p19), IDD,H 1.8 uA typ / 2.8 max, "
    "indoor navigation 25 Hz.",
    wording="formal",
)
add(
    "rq46-f02",
    "hard",
    "simple",
    "bme280 in 1 Hz forced mode with pressure oversampling x16 and temperature x2 - typical current?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "supply_current",
            "µA",
            typ=24.9,
            cond="1 Hz forced mode, pressure x16 / temperature x2",
        )
    ],
    [ev("bme280.pdf", 22, "×16 / ×2 1.3 0.8 0.5 0.4 0.2 24.9")],
    "24.9 uA (Table 12); look-alikes x8/x1 12.8 uA and x1/x1 2.8 uA in the same column, humidity table 11 (p21), RMS "
    "noise 1.3 Pa on the same row.",
)
add(
    "rq46-f03",
    "hard",
    "simple",
    "max7219: when a digit is turned off it pulls the digit line up to V+ - how much current can that digit driver "
    "source?",
    ["MAX7219"],
    None,
    [
        it(
            "MAX7219",
            "output_current",
            "mA",
            mn=-2,
            cond="IDIGIT digit drive source current, digit off, VDIGIT = V+ - 0.3 V",
        )
    ],
    [ev("max7219.pdf", 2, "IDIGIT Digit off, VDIGIT = (V+ - 0.3V) -2 mA")],
    "-2 mA min (MAX7219 only); look-alikes digit sink 320 mA, segment sink 5 mA when off, MAX7221 digit leakage -10 uA, "
    "segment source -40 mA.",
)
add(
    "rq46-f04",
    "hard",
    "simple",
    "What low-level output current can the MPU-6050's primary I2C pins (SCL, SDA) sink at VOL = 0.4 V?",
    ["MPU-6050"],
    None,
    [it("MPU-6050", "output_current", "mA", typ=3, cond="IOL, primary I2C SCL/SDA, VOL = 0.4 V")],
    [ev("mpu-6050.pdf", 16, "IOL, LOW-Level Output Current VOL = 0.4V 3 mA")],
    "3 mA typ; look-alikes 5 mA at VOL = 0.6 V (same row group), auxiliary I2C 1 mA at 0.4 / 0.6 V, output leakage 100 nA.",
    wording="formal",
)
add(
    "rq46-f05",
    "medium",
    "simple",
    "lm2596 switching freq - whats the oscillator min/typ/max at room temp?",
    ["LM2596"],
    None,
    [
        it(
            "LM2596",
            "data_rate",
            "kHz",
            mn=135,
            typ=150,
            mx=165,
            cond="fosc oscillator frequency, TJ = 25 C",
        )
    ],
    [ev("lm2596.pdf", 4, "Oscillator Frequency (Note 2) fosc 135 150 165 kHz")],
    "135/150/165 kHz at 25 C; look-alikes 120..180 kHz over the full temperature range (bold row), ~30 kHz foldback on "
    "short circuit (Note 2).",
)
add(
    "rq46-f06",
    "medium",
    "simple",
    "how fast is the bh1750s internal oscillator?",
    ["BH1750"],
    None,
    [it("BH1750", "data_rate", "kHz", typ=320, cond="internal oscillator, CLK for internal logic")],
    [ev("bh1750.pdf", 4, "Internal Oscillator ( typ. 320kHz )")],
    "320 kHz typ; look-alikes I2C SCL max 400 kHz, H-resolution measurement time.",
)
add(
    "rq46-f07",
    "hard",
    "simple",
    "What is the absolute maximum continuous current through VCCA, VCCB or GND of the TXS0108E?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "supply_current",
            "mA",
            mn=-100,
            mx=100,
            cond="continuous current through VCCA, VCCB or GND, absolute maximum",
        )
    ],
    [ev("txs0108e.pdf", 5, "Continuous current through VCCA, VCCB, or GND –100 100 mA")],
    "-100..100 mA; look-alikes continuous output current IO +-50 mA (row above), clamp currents IIK / IOK -50 mA.",
    wording="formal",
)
add(
    "rq46-f08",
    "hard",
    "simple",
    "ams1117 - up to what power dissipation are line/load regulation guaranteed?",
    ["AMS1117"],
    None,
    [
        it(
            "AMS1117",
            "power_consumption",
            "W",
            mx=1.2,
            cond="maximum power dissipation up to which line and load regulation are guaranteed",
        )
    ],
    [
        ev(
            "ams1117.pdf",
            3,
            "Line and Load regulation are guaranteed up to the maximum power dissipation of 1.2 W",
        )
    ],
    "1.2 W (Note 2); look-alikes 1 A output current, 1.2 W read as a current or voltage, regulation rows at 10 mA..1 A.",
)
add(
    "rq46-f09",
    "hard",
    "simple",
    "esp32-wroom-32: if i source current from lots of gpios at once in the cpu/rtc power domain, how far does the "
    "per-pin source current drop?",
    ["ESP32-WROOM-32"],
    None,
    [
        it(
            "ESP32-WROOM-32",
            "output_current",
            "mA",
            mn=29,
            mx=40,
            cond="per-pin source current, VDD3P3_CPU / VDD3P3_RTC, decreasing as more pins source, VOH >= 2.64 V",
        )
    ],
    [
        ev(
            "esp32-wroom-32.pdf",
            16,
            "from around 40 mA to around 29 mA, VOH >=2.64 V, as the number of current-source pins increases.",
        )
    ],
    "from ~40 mA down to ~29 mA (Table 7 note 2); look-alikes IOL 28 mA sink, VDD_SDIO source 20 mA, cumulative 1100 mA.",
)
add(
    "rq46-f10",
    "medium",
    "simple",
    "tcs34725 with wait enabled but WTIME = 0xFF (2.4 ms wait) - average IDD?",
    ["TCS34725"],
    None,
    [
        it(
            "TCS34725",
            "supply_current",
            "µA",
            typ=280,
            cond="average IDD, WEN = 1, WTIME = 0xFF, WLONG = 0, ATIME = 0xEE",
        )
    ],
    [ev("tcs34725.pdf", 11, "1 0xFF 0 2.40 ms 280 μA")],
    "280 uA (Table 2); look-alikes WEN = 0 291 uA, WTIME 0xEE 152 uA, 0x00 82 uA, WLONG 67 uA, active 235 uA, wait 65 uA.",
)
add(
    "rq46-f11",
    "hard",
    "simple",
    "cc1101 DCOUPL pin - what voltage comes out of it?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "output_voltage",
            "V",
            mn=1.6,
            mx=2.0,
            cond="DCOUPL, digital power supply output for decoupling",
        )
    ],
    [
        ev(
            "cc1101.pdf",
            21,
            "DCOUPL Power (Digital) 1.6 - 2.0 V digital power supply output for decoupling",
        )
    ],
    "1.6..2.0 V; look-alikes DVDD / AVDD 1.8..3.6 V on the neighbouring pins, abs max 3.9 V.",
)
add(
    "rq46-f12",
    "medium",
    "simple",
    "What is the absolute maximum power dissipation of the PC817's input (LED) side?",
    ["PC817"],
    None,
    [
        it(
            "PC817",
            "power_consumption",
            "mW",
            mx=70,
            cond="input power dissipation P, absolute maximum, Ta = 25 C",
        )
    ],
    [ev("pc817.pdf", 4, "Power dissipation P 70 mW")],
    "70 mW; look-alikes collector power dissipation PC 150 mW and total Ptot 200 mW, IF 50 mA.",
    wording="formal",
)
add(
    "rq46-f13",
    "medium",
    "simple",
    "¿Cuál es la disipación de potencia total máxima (valor límite) del PCF8563?",
    ["PCF8563"],
    None,
    [
        it(
            "PCF8563",
            "power_consumption",
            "mW",
            mx=300,
            cond="Ptot total power dissipation, limiting value",
        )
    ],
    [ev("pcf8563.pdf", 27, "Ptot total power dissipation - 300 mW")],
    "300 mW; look-alikes latch-up current 200 mA, IDD +-50 mA and II / IO +-10 mA limits on the same table.",
    lang="es",
)
add(
    "rq46-f14",
    "hard",
    "simple",
    "tps63020 switching oscillator - min/typ/max in MHz?",
    ["TPS63020"],
    None,
    [it("TPS63020", "data_rate", "kHz", mn=2200, typ=2400, mx=2600, cond="f oscillator frequency")],
    [ev("tps63020.pdf", 6, "Oscillator frequency 2200 2400 2600 kHz")],
    "2.2 / 2.4 / 2.6 MHz; look-alikes synchronization range (same numbers, next row), 'typical 2.5 MHz' in the inductor "
    "selection text (p14), UVLO 1.5 V.",
)
add(
    "rq46-k03",
    "hard",
    "structured",
    "cc1101 on a 3.6 v battery with a TPS62730 buck in front (2.1 v out) - how much does the battery supply in RX "
    "and in TX at max power?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "supply_current",
            "mA",
            mx=11,
            cond="RX, battery current from 3.6 V via TPS62730 at 2.1 V, typically less than",
        ),
        it(
            "CC1101",
            "supply_current",
            "mA",
            typ=22,
            cond="TX +12 dBm, battery current from 3.6 V via TPS62730 at 2.1 V",
        ),
    ],
    [
        ev("cc1101.pdf", 3, "battery is typically less than 11 mA when"),
        ev("cc1101.pdf", 3, "battery is typically 22 mA when TPS62730"),
    ],
    "RX < 11 mA, TX 22 mA (typ); look-alikes direct connection 17 mA RX / 34 mA TX, TPS62730 bypass 30 nA, and the "
    "CC1101's own RX/TX currents on pp. 8-9.",
)
add(
    "rq46-f15",
    "medium",
    "simple",
    "Welche typische Oszillatorfrequenz hat der TM1637?",
    ["TM1637"],
    None,
    [it("TM1637", "data_rate", "kHz", typ=450, cond="fosc oscillation frequency")],
    [ev("tm1637.pdf", 10, "oscillation frequency fosc - 450 - KHz")],
    "450 kHz typ; look-alikes maximum clock frequency of the serial interface (p10), dynamic current 5 mA.",
    wording="formal",
    lang="de",
)
add(
    "rq46-f16",
    "medium",
    "simple",
    "whats the frequency on the ds3231 32kHz pin exactly?",
    ["DS3231"],
    None,
    [it("DS3231", "data_rate", "kHz", typ=32.768, cond="fOUT, VCC = 3.3 V or VBAT = 3.3 V")],
    [ev("ds3231.pdf", 3, "Output Frequency fOUT VCC = 3.3V or VBAT = 3.3V 32.768 kHz")],
    "32.768 kHz; look-alikes SQW 1 Hz / 1.024 / 4.096 / 8.192 kHz settings, stability +-2 / +-3.5 ppm.",
)
add(
    "rq46-f17",
    "hard",
    "simple",
    "max31865: how much extra supply current if the rtd input voltage goes above the reference voltage?",
    ["MAX31865"],
    None,
    [
        it(
            "MAX31865",
            "supply_current",
            "µA",
            typ=400,
            cond="additional IDD when RTD input voltage > reference input voltage",
        )
    ],
    [ev("max31865.pdf", 4, "then an additional 400µA IDD can be expected.")],
    "about 400 uA extra (Note 6); look-alikes IDD 2 / 3.5 mA with bias on, shutdown current, bias output current 5.75 mA.",
)
add(
    "rq46-f18",
    "hard",
    "simple",
    "What current does the MCP73831 source from the VBAT pin to detect whether a battery is present?",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "output_current",
            "µA",
            typ=6,
            cond="battery detection current sourced by VBAT",
        )
    ],
    [ev("mcp73831.pdf", 13, "A 6 µA (typical) current is sourced by the VBAT pin to")],
    "6 uA typ; look-alikes battery reverse discharge < 2 uA (same page), discharge 0.15 / 0.25 uA (EC table).",
    wording="formal",
)
add(
    "rq46-k04",
    "hard",
    "structured",
    "cc1101 low power rc oscillator: calibrated frequency range, and how long does its first calibration take?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "data_rate",
            "kHz",
            mn=34.7,
            typ=34.7,
            mx=36,
            cond="low power RC oscillator, calibrated frequency",
        ),
        it("CC1101", "warm_up_time", "ms", typ=2, cond="RC oscillator initial calibration time"),
    ],
    [
        ev("cc1101.pdf", 18, "Calibrated frequency 34.7 34.7 36 kHz"),
        ev("cc1101.pdf", 18, "Initial calibration time 2 ms"),
    ],
    "34.7..36 kHz, 2 ms; look-alikes crystal start-up 150 us on the same page, frequency accuracy +-1 %, supply "
    "coefficient +3 %/V.",
)
add(
    "rq46-f19",
    "medium",
    "simple",
    "mpu-6050 external clock input - what clock frequencies can i feed it?",
    ["MPU-6050"],
    None,
    [
        it("MPU-6050", "data_rate", "kHz", value=32.768, cond="optional external clock input"),
        it("MPU-6050", "data_rate", "MHz", value=19.2, cond="optional external clock input"),
    ],
    [ev("mpu-6050.pdf", 11, "Optional external clock inputs of 32.768kHz or 19.2MHz")],
    "32.768 kHz or 19.2 MHz; look-alikes CLK_SEL = 4 / 5 register settings (p17), I2C 400 kHz, SPI SCLK 1 MHz (p37).",
)


# ---------- batch 2: factual questions the sheets do not answer
def unk(id, diff, question, devices, note, wording="casual", lang="en"):
    add(id, diff, "simple", question, devices, "insufficient_evidence", [], [], note, wording, lang)


unk(
    "rq46-u01",
    "hard",
    "max7219 running from 3.3v - what's the shutdown current then?",
    ["MAX7219"],
    "The EC table is for V+ = 5 V +-10 % (operating 4.0..5.5 V); 150 uA shutdown is at 5 V, and the front page sends 3 V "
    "users to the MAX6951. No figure at 3.3 V.",
)
unk(
    "rq46-u02",
    "hard",
    "With a TPS62730 in front of the CC1101 (3.6 V battery, 2.1 V out), what battery current does TX at +10 dBm draw?",
    ["CC1101"],
    "Only TX at maximum output power (+12 dBm, 22 mA) and RX (< 11 mA) are given for the TPS62730 set-up; the +10 dBm "
    "currents in the tables are at the CC1101 supply, not the battery.",
    wording="formal",
)
unk(
    "rq46-u03",
    "medium",
    "bh1750 internal oscillator - what's the guaranteed min and max frequency?",
    ["BH1750"],
    "Only 'typ. 320 kHz' is stated; no min / max.",
)
unk(
    "rq46-u04",
    "hard",
    "What reverse current does the PC817 LED leak at VR = 6 V?",
    ["PC817"],
    "IR (max 10 uA) is specified at VR = 4 V only; 6 V is the absolute maximum reverse voltage, not a test condition.",
    wording="formal",
)
unk(
    "rq46-u05",
    "hard",
    "ds3231s (commercial, not SN) - frequency stability at -20c?",
    ["DS3231"],
    "The commercial table covers 0..+70 C (+-2 / +-3.5 ppm); -40..<0 C is given for the industrial SN only, and the "
    "DS3231S is rated 0..+70 C.",
)
unk(
    "rq46-u06",
    "hard",
    "esp32-wroom-32 with exactly 6 gpios sourcing at the same time in the cpu domain - per pin current?",
    ["ESP32-WROOM-32"],
    "Note 2 only says the per-pin source current falls gradually from ~40 to ~29 mA as more pins source; no value per "
    "pin count.",
)
unk(
    "rq46-u07",
    "medium",
    "dht22 powered at 3.3 v: how much current while measuring?",
    ["DHT22"],
    "Table 4 gives 500 uA measuring / 300 uA average at VDD = 5 V (note 4); nothing at 3.3 V.",
)
unk(
    "rq46-u08",
    "medium",
    "What minimum oscillator frequency does the TM1637 guarantee?",
    ["TM1637"],
    "fosc has only a typical 450 kHz; the min / max columns are '-'.",
    wording="formal",
)


# ---------- batch 3: compatibility (part pairs not used by earlier compatibility questions)
LM5 = it("LM2596", "output_voltage", "V", value=5.0, cond="adjustable LM2596 set to 5.0 V")
LM5_EV = ev(
    "lm2596.pdf", 4, "Feedback Voltage (Vin = 12 V, ILoad = 0.5 A, Vout = 5.0 V, ) VFB_nom 1.23 V"
)
TPS33 = it(
    "TPS63021", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021 fixed output"
)
TPS33_EV = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
VREG = it(
    "MCP73831",
    "output_voltage",
    "V",
    mn=4.168,
    typ=4.2,
    mx=4.232,
    cond="VREG, MCP7383X-2 (4.2 V cell)",
)
VREG_EV = ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2")
XCIN = it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN")
XCIN_EV = ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V")
TM = it(
    "TM1637", "supply_voltage", "V", mn=4.5, mx=5.5, cond="VDD of the electrical characteristics"
)
TM_EV = ev("tm1637.pdf", 9, "Electrical character (Ta = -40 - +85℃, VDD = 4.5 - 5.5 V, Vss = 0 V)")
CCS = it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.6, cond="VDD")
CCS_EV = ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V")
W25 = it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply")
W25_EV = ev("w25q64.pdf", 5, "single 2.7V to 3.6V power supply")
DS = it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC")
DS_EV = ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")
SI = it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD")
SI_EV = ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")


def cmp(id, diff, question, devices, verdict, items, evidence, note, wording="casual", lang="en"):
    add(id, diff, "compatibility", question, devices, verdict, items, evidence, note, wording, lang)


cmp(
    "rq46-c01",
    "medium",
    "can an xc6206 3.3v ldo (P33) power an mcp4725 dac breakout?",
    ["XC6206", "MCP4725"],
    "compatible",
    [
        it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33x"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("xc6206.pdf", 19, "3 3 3.3 XC6206P33***"),
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
    ],
    "3.3 V inside 2.7..5.5 V; the MCP4725 draws well under 1 mA, far below the XC6206's 200 mA.",
)
cmp(
    "rq46-c02",
    "medium",
    "Can a TPS63021 (fixed 3.3 V) supply the VS pin of an INA219?",
    ["TPS63021", "INA219"],
    "compatible",
    [TPS33, it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS operating supply range")],
    [TPS33_EV, ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V")],
    "3.267..3.333 V lies inside 3..5.5 V (0.267 V margin at the bottom).",
    wording="formal",
)
cmp(
    "rq46-c03",
    "medium",
    "ams1117-3.3 output feeding an xc6206 (1.8 v version) to make a 1.8 v rail - input ok?",
    ["AMS1117-3.3", "XC6206"],
    "compatible",
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.235,
            typ=3.3,
            mx=3.365,
            cond="AMS1117-3.3, full range",
        ),
        XCIN,
    ],
    [
        ev(
            "ams1117.pdf",
            2,
            "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V 3.235 3.300 3.365 V",
        ),
        XCIN_EV,
    ],
    "3.235..3.365 V is inside the XC6206 VIN 1.8..6.0 V; the 1.8 V part's dropout is no concern at 1.4 V headroom.",
)
cmp(
    "rq46-c04",
    "medium",
    "lm2596 buck module trimmed to 5v - fine for a tm1637 display?",
    ["LM2596", "TM1637"],
    "compatible",
    [LM5, TM],
    [LM5_EV, TM_EV],
    "5 V (about +-3 % from the 1.193..1.267 V feedback limits, 4.85..5.15 V) inside the TM1637's 4.5..5.5 V.",
)
cmp(
    "rq46-c05",
    "hard",
    "ds3231 on 3.3v, its 32kHz pin pulled up to 5v and fed into the SHCP clock of a 74hc595 running at 5v. legal?",
    ["DS3231", "74HC595"],
    "compatible",
    [
        DS,
        it("74HC595", "input_high_voltage", "V", mn=3.15, cond="74HC595 VIH, VCC = 4.5 V"),
    ],
    [
        DS_EV,
        ev(
            "ds3231.pdf",
            9,
            "The pullup voltage can be up to 5.5V, regardless of the voltage on VCC.",
        ),
        ev("74hc595.pdf", 7, "input voltage VCC = 4.5 V 3.15 2.4 - 3.15"),
    ],
    "The 32kHz pin is open drain and may be pulled up to 5.5 V whatever VCC is; a 5 V pull-up gives a high well above "
    "VIH 3.15 V (at 4.5 V), and VOL 0.4 V is below VIL. Risky-looking (3.3 V part on a 5 V line).",
)
cmp(
    "rq46-c06",
    "medium",
    "ina3221 powered straight from a li-ion cell charged by an mcp73831 (4.2v version)?",
    ["MCP73831", "INA3221"],
    "compatible",
    [VREG, it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VS")],
    [VREG_EV, ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V")],
    "Cell at most 4.232 V while charging, inside 2.7..5.5 V; a discharged cell (~3 V) is still above 2.7 V.",
)
cmp(
    "rq46-c07",
    "medium",
    "Can a PCF8563 RTC run from an LM2596 module adjusted to 5.0 V, with the I2C interface active?",
    ["LM2596", "PCF8563"],
    "compatible",
    [
        LM5,
        it(
            "PCF8563",
            "supply_voltage",
            "V",
            mn=1.8,
            mx=5.5,
            cond="VDD, interface active, fSCL = 400 kHz",
        ),
    ],
    [LM5_EV, ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V fSCL = 400 kHz")],
    "5 V (4.85..5.15 V from the feedback tolerance) inside 1.8..5.5 V.",
    wording="formal",
)
cmp(
    "rq46-c08",
    "medium",
    "w25q64 flash and si7021 sharing one 3.3v rail, both happy?",
    ["W25Q64FV", "Si7021"],
    "compatible",
    [W25, SI],
    [W25_EV, SI_EV],
    "3.3 V lies inside both 2.7..3.6 V and 1.9..3.6 V.",
)
cmp(
    "rq46-c09",
    "hard",
    "mcp2515 can controller running directly off a 1s li-ion that an mcp73831 charges - voltage ok?",
    ["MCP73831", "MCP2515"],
    "compatible",
    [VREG, it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD")],
    [VREG_EV, ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")],
    "Cell up to 4.232 V inside 2.7..5.5 V. (The CAN transceiver, not part of the pair, may need 5 V.)",
)
cmp(
    "rq46-c10",
    "hard",
    "lm2596 set to 12v driving the gate of an irlz44n directly (through a small resistor). gate ok?",
    ["LM2596", "IRLZ44N"],
    "compatible",
    [
        it(
            "IRLZ44N",
            "abs_max_input_voltage",
            "V",
            mn=-16,
            mx=16,
            cond="VGS gate-to-source, absolute maximum",
        ),
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.022, cond="RDS(on), VGS = 10 V, ID = 25 A"),
    ],
    [
        ev("irlz44n.pdf", 1, "VGS Gate-to-Source Voltage ±16 V"),
        ev("irlz44n.pdf", 2, "0.022 VGS = 10V, ID = 25A"),
    ],
    "12 V is below the +-16 V VGS limit and above the 10 V at which RDS(on) 0.022 Ohm is specified. Risky-looking "
    "(logic-level FET driven at 12 V). LM2596 12 V is the user's setting (adjustable part).",
)
cmp(
    "rq46-i01",
    "medium",
    "bh1750 wired straight to a li-ion cell charged by mcp73831?",
    ["MCP73831", "BH1750"],
    "incompatible",
    [VREG, it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC")],
    [VREG_EV, ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")],
    "A charged cell (4.2 V, up to 4.232 V) exceeds VCC max 3.6 V.",
)
cmp(
    "rq46-i02",
    "medium",
    "Can a MAX44009 be supplied from an LM2596 module set to 5 V?",
    ["LM2596", "MAX44009"],
    "incompatible",
    [LM5, it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC")],
    [LM5_EV, ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")],
    "5 V exceeds VCC max 3.6 V.",
    wording="formal",
)
cmp(
    "rq46-i03",
    "medium",
    "lm2596 at 5v -> ccs811 vdd, ok?",
    ["LM2596", "CCS811"],
    "incompatible",
    [LM5, CCS],
    [LM5_EV, CCS_EV],
    "5 V exceeds VDD max 3.6 V (3.3 V in the p6 table).",
)
cmp(
    "rq46-i04",
    "hard",
    "i want one supply rail for a max7219 led driver and an mpu-6050 - is there a voltage that suits both?",
    ["MAX7219", "MPU-6050"],
    "incompatible",
    [
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating"),
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating"),
    ],
    [
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5"),
        ev("mpu-6050.pdf", 14, "VDD POWER SUPPLY Operating Voltages 2.375 3.46 V"),
    ],
    "4.0..5.5 V and 2.375..3.46 V do not overlap; one rail cannot serve both (two rails or a regulator needed).",
)
cmp(
    "rq46-i05",
    "medium",
    "Can a TM1637 display driver and a VL53L0X share a single 5 V supply rail?",
    ["TM1637", "VL53L0X"],
    "incompatible",
    [TM, it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD")],
    [TM_EV, ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V")],
    "5 V is fine for the TM1637 but exceeds the VL53L0X AVDD max 3.5 V (bare sensor, no module regulator).",
    wording="formal",
)
cmp(
    "rq46-i06",
    "medium",
    "tmp36 and si7021 both on the 5v rail of my arduino?",
    ["TMP36", "Si7021"],
    "incompatible",
    [it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"), SI],
    [ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"), SI_EV],
    "TMP36 fine at 5 V; the Si7021 VDD max is 3.6 V.",
)
cmp(
    "rq46-i07",
    "hard",
    "Can an MCP3008 and an HMC5883L be powered together from one 5 V supply?",
    ["MCP3008", "HMC5883L"],
    "incompatible",
    [
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
    ],
    [
        ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V"),
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
    ],
    "The MCP3008 accepts 5 V; the HMC5883L VDD max is 3.6 V (abs max 4.8 V, also exceeded).",
    wording="formal",
)
cmp(
    "rq46-i08",
    "medium",
    "w25q64 flash + ds3231 rtc on a shared 5v line?",
    ["W25Q64FV", "DS3231"],
    "incompatible",
    [W25, DS],
    [W25_EV, DS_EV],
    "DS3231 accepts 5 V (2.3..5.5 V); the W25Q64FV supply max is 3.6 V.",
)
cmp(
    "rq46-i09",
    "hard",
    "mq-3 heater and a tcs34725 colour sensor on the same 5v supply - fine?",
    ["MQ-3", "TCS34725"],
    "incompatible",
    [
        it("MQ-3", "supply_voltage", "V", typ=5, cond="VH heating voltage 5 V +-0.1 V"),
        it(
            "TCS34725",
            "supply_voltage",
            "V",
            mn=2.7,
            typ=3,
            mx=3.6,
            cond="VDD, TCS34725 (I2C Vbus = VDD)",
        ),
    ],
    [
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1"),
        ev(
            "tcs34725.pdf",
            3,
            "Supply voltage, VDD (TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6 V",
        ),
    ],
    "The heater wants 5 V; the TCS34725 VDD max is 3.6 V (abs max 3.8 V).",
)
cmp(
    "rq46-i10",
    "hard",
    "Is it acceptable to run a TM1637 and an nRF24L01+ from the same 5 V rail?",
    ["TM1637", "nRF24L01+"],
    "incompatible",
    [TM, it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD")],
    [TM_EV, ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")],
    "nRF24L01+ VDD max 3.6 V (its inputs tolerate 5 V only with VDD 2.7..3.3 V, the supply itself does not).",
    wording="formal",
)
cmp(
    "rq46-i11",
    "medium",
    "ccs811 and a 74hc595 both on 5v - any issue?",
    ["CCS811", "74HC595"],
    "incompatible",
    [CCS, it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="74HC595 VCC")],
    [CCS_EV, ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V")],
    "74HC595 fine at 5 V; the CCS811 VDD max 3.6 V (3.3 V in the p6 table) is exceeded.",
)


def ins(id, diff, question, devices, note, wording="casual", lang="en"):
    cmp(id, diff, question, devices, "insufficient_evidence", [], [], note, wording, lang)


ins(
    "rq46-e01",
    "medium",
    "mq-2 gas sensor heater right next to a dht22 in the same small box - will the dht22 readings be off?",
    ["MQ-2", "DHT22"],
    "Neither sheet quantifies the heater's warming of nearby parts; the DHT22 accuracy is for its own ambient.",
)
ins(
    "rq46-e02",
    "hard",
    "Will switching an SRD-05VDC-SL-C relay on the same board corrupt MCP2515 CAN frames?",
    ["SRD-05VDC-SL-C", "MCP2515"],
    "No emission data for the relay, no immunity figure for the MCP2515.",
    wording="formal",
)
ins(
    "rq46-e03",
    "hard",
    "can i use a pc817 as an analog isolator - led current in, phototransistor into an ads1115 input - and get a "
    "linear reading?",
    ["PC817", "ADS1115"],
    "The PC817 sheet gives CTR ranks at IF = 5 mA and curves, but no linearity spec; the ADS1115 input range is not the "
    "open question.",
)
ins(
    "rq46-e04",
    "hard",
    "lm35 mounted near an l298n heatsink - how much will the reading drift?",
    ["LM35", "L298N"],
    "The L298N gives thermal resistances, not the air temperature around it; LM35 self-heating figures do not cover it.",
)
ins(
    "rq46-e05",
    "hard",
    "Will the magnetic field of a motor driven by a DRV8833 next to an ACS712 disturb the ACS712 current reading?",
    ["DRV8833", "ACS712"],
    "The ACS712 gives magnetic offset after a current excursion, not immunity to external fields; the DRV8833 says "
    "nothing about fields.",
    wording="formal",
)
ins(
    "rq46-e06",
    "medium",
    "bme280 on the same small pcb as a warm irlz44n switching a few amps - humidity reading still accurate?",
    ["BME280", "IRLZ44N"],
    "The board-level temperature rise is not in either sheet.",
)
ins(
    "rq46-e07",
    "medium",
    "nrf24l01+ transmitting right beside a tcs34725 - will the rf bursts upset the colour readings?",
    ["nRF24L01+", "TCS34725"],
    "No RF immunity figure for the TCS34725; the nRF24L01+ gives only its own output power.",
)
ins(
    "rq46-e08",
    "hard",
    "Could PWM noise from a DRV8833 on the same supply spoil VL53L0X ranging accuracy?",
    ["DRV8833", "VL53L0X"],
    "No supply-noise sensitivity for the VL53L0X ranging; DRV8833 gives no conducted-noise figure.",
    wording="formal",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
