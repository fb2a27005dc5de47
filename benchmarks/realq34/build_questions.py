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


# ---------- factual, answerable
add(
    "rq34-f01",
    "hard",
    "simple",
    "cc1101 max tx power if i run it on 915 mhz? the highest setting",
    ["CC1101"],
    None,
    [it("CC1101", "tx_power", "dBm", typ=11, cond="output power, highest setting, 915 MHz")],
    [ev("cc1101.pdf", 16, "915 MHz +11 dBm")],
    "+11 dBm at 915 MHz; look-alikes +12 dBm at 868 MHz, +10 dBm at 315/433 MHz, lowest setting -30 dBm.",
)
add(
    "rq34-f02",
    "hard",
    "simple",
    "What is the typical start-up time of the CC1101 crystal oscillator? Give it in milliseconds.",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "warm_up_time",
            "us",
            typ=150,
            cond="crystal oscillator start-up time, NDK AT-41CD2",
        )
    ],
    [ev("cc1101.pdf", 18, "Start-up time 150 µs")],
    "150 us = 0.15 ms typ (crystal dependent); look-alikes RC oscillator initial calibration 2 ms, 240 us sleep-to-RX and 75 us synthesizer settling on p2.",
    wording="formal",
)
add(
    "rq34-f03",
    "medium",
    "simple",
    "how much current does the cc1101 pull transmitting at +10 dbm on 315 mhz?",
    ["CC1101"],
    None,
    [it("CC1101", "supply_current", "mA", typ=27.4, cond="transmit mode, +10 dBm, 315 MHz")],
    [ev("cc1101.pdf", 9, "27.4 mA Transmit mode, +10 dBm output power")],
    "27.4 mA typ at 315 MHz; look-alikes 29.2 mA (433 MHz), 30.0 mA (868 MHz), 30.7 mA (915 MHz), 15.0 mA at 0 dBm 315 MHz.",
)
add(
    "rq34-f04",
    "medium",
    "simple",
    "What is the CC1101 receiver sensitivity at 315 MHz and 1.2 kBaud with the sensitivity-optimized setting?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-111,
            cond="315 MHz, 1.2 kBaud, 2-FSK, sensitivity optimized",
        )
    ],
    [ev("cc1101.pdf", 12, "Receiver sensitivity -111 dBm")],
    "-111 dBm; look-alikes -109 dBm with DEM_DCFILT_OFF=1, -88 dBm at 500 kBaud, -112 dBm at 433 and 868 MHz 1.2 kBaud.",
    wording="formal",
)
add(
    "rq34-f05",
    "medium",
    "simple",
    "cc1101 current when only the synthesizer is running (fstxon), like between idle and rx/tx?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "supply_current",
            "mA",
            typ=8.4,
            cond="FSTXON state, only the frequency synthesizer running",
        )
    ],
    [ev("cc1101.pdf", 9, "8.4 mA Only the frequency synthesizer is running (FSTXON state)")],
    "8.4 mA typ; look-alikes IDLE 1.7 mA, XOFF 165 uA, RX 14.4..16.5 mA at 315 MHz.",
)
add(
    "rq34-f06",
    "medium",
    "simple",
    "vl53l0x i2c data hold time limits? tHD.DAT",
    ["VL53L0X"],
    None,
    [it("VL53L0X", "response_time", "us", mn=0, mx=0.9, cond="tHD.DAT data in hold time")],
    [ev("vl53l0x.pdf", 20, "tHD.DAT Data in hold time 0 - 0.9 μs")],
    "0..0.9 us; look-alikes tSU.DAT 50 ns, tHD.STA / tSU.STA 0.26 us, tSU.STO 0.6 us.",
)
add(
    "rq34-f07",
    "medium",
    "simple",
    "whats the range timing budget of the vl53l0x default mode profile?",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "response_time",
            "ms",
            value=30,
            cond="default mode range profile timing budget",
        )
    ],
    [ev("vl53l0x.pdf", 28, "Default mode 30 ms")],
    "30 ms; look-alikes long range 33 ms, high accuracy 200 ms, high speed 20 ms; the accuracy tables use a 33 ms budget.",
)
add(
    "rq34-f08",
    "hard",
    "simple",
    "max31855: after CS goes low how long till SO is actually driven (output enable)? max, in microseconds",
    ["MAX31855"],
    None,
    [it("MAX31855", "response_time", "ns", mx=100, cond="tDV CS fall to output enable")],
    [ev("max31855.pdf", 4, "CS Fall to Output Enable tDV 100 ns")],
    "100 ns = 0.1 us max; look-alikes tTR CS rise to output disable 40 ns, tDO 40 ns, tCSS 100 ns (min), SCK rise/fall 200 ns.",
)
add(
    "rq34-f09",
    "hard",
    "simple",
    "In automatic mode, what is the minimum signal integration time of the MAX44009?",
    ["MAX44009"],
    None,
    [
        it(
            "MAX44009",
            "response_time",
            "ms",
            typ=100,
            cond="minimum signal integration time, automatic mode",
        )
    ],
    [ev("max44009.pdf", 2, "Automatic mode, has 50/60Hz rejection 100")],
    "100 ms typ in automatic mode; look-alikes 6.25 ms in manual mode only, maximum integration 800 ms, ADC conversion time 97..107 ms.",
    wording="formal",
)
add(
    "rq34-f10",
    "hard",
    "simple",
    "pcf8563 max rise time on sda/scl in fast mode? in ns pls, sizing my pullups",
    ["PCF8563"],
    None,
    [it("PCF8563", "response_time", "us", mx=0.3, cond="tr rise time of SDA and SCL, fast-mode")],
    [ev("pcf8563.pdf", 30, "fast-mode - - 0.3")],
    "0.3 us = 300 ns; look-alikes standard-mode 1 us, fall time tf 0.3 us (p31). The page text loses the micro sign (unit prints as 's').",
)
add(
    "rq34-f11",
    "medium",
    "simple",
    "What is the maximum BME280 SPI SDO output delay when VDDIO is 1.2 V (25 pF load)?",
    ["BME280"],
    None,
    [it("BME280", "response_time", "ns", mx=40, cond="T_delay_sdo, 25 pF load, VDDIO = 1.2 V min")],
    [ev("bme280.pdf", 37, "SDO output delay T_delay_sdo 25 pF load, VDDIO=1.2 V min 40 ns")],
    "40 ns; look-alike 30 ns at VDDIO = 1.6 V min; other SPI timings 20 ns; F_spi 10 MHz.",
    wording="formal",
)
add(
    "rq34-f12",
    "medium",
    "simple",
    "how much power can the pc817 output transistor dissipate (abs max)?",
    ["PC817"],
    None,
    [
        it(
            "PC817",
            "power_consumption",
            "mW",
            mx=150,
            cond="collector power dissipation PC, absolute maximum",
        )
    ],
    [ev("pc817.pdf", 4, "Collector power dissipation PC 150 mW")],
    "150 mW; look-alikes input (LED) power dissipation 70 mW, total 200 mW, collector current 50 mA.",
)
add(
    "rq34-f13",
    "hard",
    "simple",
    "What is the maximum data valid time t(VDDAT) of the INA3221 in high-speed I2C mode?",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "response_time",
            "ns",
            mx=260,
            cond="t(VDDAT) data valid time, high-speed mode",
        )
    ],
    [ev("ina3221.pdf", 23, "t(VDDAT) Data valid time 1200 260 ns")],
    "260 ns; look-alikes 1200 ns in fast mode, t(LOW) 270 ns high-speed, t(HDSTA) 160 ns high-speed.",
    wording="formal",
)
add(
    "rq34-f14",
    "medium",
    "simple",
    "ds3231 start condition hold time if i run the bus in standard mode (100k)?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "response_time",
            "us",
            mn=4.0,
            cond="tHD:STA hold time (repeated) START, standard mode",
        )
    ],
    [
        ev(
            "ds3231.pdf",
            4,
            "Hold Time (Repeated) START Fast mode 0.6 tHD:STA µs Condition (Note 7) Standard mode 4.0",
        )
    ],
    "4.0 us min in standard mode; look-alikes 0.6 us fast mode, tHIGH standard 4.0 us (same number), tLOW standard 4.7 us.",
)
add(
    "rq34-f15",
    "hard",
    "simple",
    "ds3231: if the oscillator stops, how long before the OSF flag gets set? typical",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "response_time",
            "ms",
            typ=100,
            cond="tOSF oscillator stop flag delay (note 12)",
        )
    ],
    [ev("ds3231.pdf", 4, "Oscillator Stop Flag (OSF) Delay tOSF (Note 12) 100 ms")],
    "100 ms typ; look-alikes pushbutton debounce 250 ms, reset active time 250 ms, tCONV 125/200 ms, tREC 250/300 ms.",
)
add(
    "rq34-f16",
    "hard",
    "simple",
    "MCP2515: wie lange dauert es maximal, bis SO nach der fallenden Taktflanke gültig ist (SPI)?",
    ["MCP2515"],
    None,
    [it("MCP2515", "response_time", "ns", mx=45, cond="TV output valid from clock low")],
    [ev("mcp2515.pdf", 77, "TV Output Valid from Clock Low — 45 ns")],
    "45 ns max; look-alikes THI/TLO clock high/low time 45 ns (min, same number), TDIS 100 ns, THO 0 ns.",
    wording="formal",
    lang="de",
)
add(
    "rq34-f17",
    "hard",
    "simple",
    "lm35c worst case accuracy at -10 C? the guaranteed number not the typical",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-1.5,
            mx=1.5,
            q="temperature",
            cond="LM35C, TA = -10 C, design limit (typ +-0.5)",
        )
    ],
    [ev("lm35.pdf", 4, "Accuracy, LM35, TA = –10°C ±0.5 ±0.5 ±1.5")],
    "+-1.5 C design limit for LM35C (typ +-0.5); the plain LM35 has only a typical +-0.5 C at -10 C; look-alikes LM35C +-1 C at 25 C, +-1.5 C at TMAX, +-2 C at TMIN.",
)
add(
    "rq34-f18",
    "hard",
    "simple",
    "max31865 SCLK to data valid max? (tCDD) need it in us for my bitbang loop",
    ["MAX31865"],
    None,
    [it("MAX31865", "response_time", "ns", mx=80, cond="tCDD SCLK to data valid")],
    [ev("max31865.pdf", 4, "SCLK to Data Valid tCDD (Notes 8, 9, 10) 80 ns")],
    "80 ns = 0.08 us; look-alikes tDC / tCDH 35 ns, tCDZ 40 ns, tCL/tCH 100 ns, SCLK rise/fall 200 ns.",
)
add(
    "rq34-f19",
    "medium",
    "simple",
    "mcp2515 spi output disable time max (TDIS)?",
    ["MCP2515"],
    None,
    [it("MCP2515", "response_time", "ns", mx=100, cond="TDIS output disable time")],
    [ev("mcp2515.pdf", 77, "TDIS Output Disable Time — 100 ns")],
    "100 ns max; look-alikes TV 45 ns, TCSS/TCSH/TCSD 50 ns, clock rise/fall 2 us.",
)
add(
    "rq34-f20",
    "medium",
    "simple",
    "bme280 spi: minimum SCK low pulse width?",
    ["BME280"],
    None,
    [it("BME280", "response_time", "ns", mn=20, cond="T_low_sck SCK low pulse")],
    [ev("bme280.pdf", 37, "SCK low pulse T_low_sck 20 ns")],
    "20 ns min; look-alikes SCK high pulse 20 ns, SDI setup/hold 20 ns, SDO delay 30/40 ns.",
)
add(
    "rq34-f21",
    "medium",
    "simple",
    "What is the maximum SCK rise and fall time allowed by the MAX31855?",
    ["MAX31855"],
    None,
    [it("MAX31855", "response_time", "ns", mx=200, cond="SCK rise and fall time")],
    [ev("max31855.pdf", 4, "SCK Rise and Fall Time 200 ns")],
    "200 ns max; look-alikes CS inactive time 200 ns (min), tCH/tCL 100 ns, fSCL 5 MHz.",
    wording="formal",
)
add(
    "rq34-f22",
    "medium",
    "simple",
    "pcf8563 bus free time between stop and start?",
    ["PCF8563"],
    None,
    [
        it(
            "PCF8563",
            "response_time",
            "us",
            mn=1.3,
            cond="tBUF bus free time between STOP and START",
        )
    ],
    [ev("pcf8563.pdf", 31, "tBUF bus free time between a STOP and START 1.3 - -")],
    "1.3 us min; look-alikes tLOW 1.3 us, tHD;STA / tSU;STO 0.6 us, tf 0.3 us. Micro sign lost in the page text.",
)
add(
    "rq34-f23",
    "hard",
    "simple",
    "What is the maximum clock fall time tfCL of the INA3221 in high-speed mode?",
    ["INA3221"],
    None,
    [it("INA3221", "response_time", "ns", mx=40, cond="tfCL clock fall time, high-speed mode")],
    [ev("ina3221.pdf", 23, "tfCL Clock fall time 300 40 ns")],
    "40 ns in high-speed mode; look-alikes 300 ns in fast mode, clock rise time 300/40 ns, data fall time 500/150 ns.",
    wording="formal",
)
add(
    "rq34-f24",
    "medium",
    "simple",
    "ds3231 pushbutton debounce time on the RST pin?",
    ["DS3231"],
    None,
    [it("DS3231", "response_time", "ms", typ=250, cond="PBDB pushbutton debounce")],
    [ev("ds3231.pdf", 4, "Pushbutton Debounce PBDB 250 ms")],
    "250 ms typ; look-alikes reset active time tRST 250 ms (same number), tOSF 100 ms, tREC 250/300 ms.",
)
add(
    "rq34-s01",
    "hard",
    "structured",
    "ds3231 i2c bus free time (stop to start) for both fast and standard mode?",
    ["DS3231"],
    None,
    [
        it("DS3231", "response_time", "us", mn=1.3, cond="tBUF, fast mode"),
        it("DS3231", "response_time", "us", mn=4.7, cond="tBUF, standard mode"),
    ],
    [
        ev(
            "ds3231.pdf",
            4,
            "Bus Free Time Between STOP Fast mode 1.3 tBUF µs and START Conditions Standard mode 4.7",
        )
    ],
    "1.3 us (fast) and 4.7 us (standard); look-alikes tLOW 1.3/4.7 us (same numbers), tHD:STA 0.6/4.0 us.",
)
add(
    "rq34-s02",
    "hard",
    "structured",
    "tcs34725 average current: with the wait state off vs with the longest wait (WTIME 0x00, WLONG=1), same settings as the sheet's example?",
    ["TCS34725"],
    None,
    [
        it("TCS34725", "supply_current", "uA", typ=291, cond="average IDD, WEN = 0, no wait state"),
        it(
            "TCS34725",
            "supply_current",
            "uA",
            typ=67,
            cond="average IDD, WEN = 1, WTIME = 0x00, WLONG = 1 (7.37 s wait)",
        ),
    ],
    [
        ev("tcs34725.pdf", 11, "0 n/a n/a 0 ms 291 μA"),
        ev("tcs34725.pdf", 11, "1 0x00 1 7.37 s 67 μA"),
    ],
    "291 uA and 67 uA (Table 2); look-alikes 82 uA with WLONG = 0 (614 ms), 152 uA example, 65 uA wait-state current, active 235/330 uA.",
)
add(
    "rq34-k01",
    "hard",
    "comparison",
    "Which device needs the longer minimum START hold time tHD,STA on I2C: the VL53L0X or the MAX44009?",
    ["VL53L0X", "MAX44009"],
    None,
    [
        it("VL53L0X", "response_time", "us", mn=0.26, cond="tHD.STA start hold time"),
        it("MAX44009", "response_time", "us", mn=0.6, cond="tHD,STA hold time (repeated) START"),
    ],
    [
        ev("vl53l0x.pdf", 20, "tHD.STA Start hold time 0.26 - - μs"),
        ev("max44009.pdf", 3, "tHD,STA 0.6"),
    ],
    "MAX44009 0.6 us > VL53L0X 0.26 us; look-alikes VL53L0X tSU.STA 0.26 us, MAX44009 tSU,STA 0.6 us.",
    wording="formal",
)
add(
    "rq34-k02",
    "hard",
    "comparison",
    "data setup time on i2c, vl53l0x vs ina3221 in fast mode. which one wants more?",
    ["VL53L0X", "INA3221"],
    None,
    [
        it("VL53L0X", "response_time", "ns", mn=50, cond="tSU.DAT data in set-up time"),
        it("INA3221", "response_time", "ns", mn=100, cond="t(SUDAT) data setup time, fast mode"),
    ],
    [
        ev("vl53l0x.pdf", 20, "tSU.DAT Data in set-up time 50 - - ns"),
        ev("ina3221.pdf", 23, "t(SUDAT) Data setup time 100 10 ns"),
    ],
    "INA3221 fast mode 100 ns > VL53L0X 50 ns; look-alikes INA3221 high-speed 10 ns, VL53L0X tSP 50 ns (max).",
)

# ---------- factual, not in the sheets
U = [
    (
        "rq34-u01",
        "hard",
        "cc1101 tx current at +10 dbm on 868 mhz if VDD is 2.5v? (2 aa cells)",
        ["CC1101"],
        "Table 5 gives TX current over supply only at VDD = 1.8, 3.0 and 3.6 V; the 30.0 mA row is at 3.0 V. No 2.5 V figure.",
        "casual",
        "en",
    ),
    (
        "rq34-u02",
        "hard",
        "What ranging accuracy does the VL53L0X achieve on a black (about 5 % reflectance) target?",
        ["VL53L0X"],
        "Table 12 covers only white 88 % and grey 17 % targets (4/3 %, 7/6 % indoor, 7/6 %, 12/9 % outdoor); nothing for black targets.",
        "formal",
        "en",
    ),
    (
        "rq34-u03",
        "hard",
        "ds3231 START hold time in i2c high-speed mode (3.4 mhz)?",
        ["DS3231"],
        "The AC table has fast and standard columns only (tHD:STA 0.6 / 4.0 us); no high-speed figures.",
        "casual",
        "en",
    ),
    (
        "rq34-u04",
        "medium",
        "hmc5883l DRDY pin: how much current can it sink / whats its low level voltage?",
        ["HMC5883L"],
        "DRDY is described as internally pulled high and low for 250 us on new data; no VOL or sink current is given.",
        "casual",
        "en",
    ),
    (
        "rq34-u05",
        "medium",
        "mq-2 response and recovery time in seconds?",
        ["MQ-2"],
        "Only a 'Response and Resume' figure without figures in a table; the 48 h preheat time is a near miss.",
        "casual",
        "en",
    ),
    (
        "rq34-u06",
        "hard",
        "What is the accuracy of the LM35D at TA = -10 °C?",
        ["LM35"],
        "The -10 C accuracy row covers LM35 / LM35C only (typ +-0.5, LM35C +-1.5); LM35D rows are 25 C, TMAX, TMIN, and its range is 0..100 C.",
        "formal",
        "en",
    ),
    (
        "rq34-u07",
        "hard",
        "bme280 spi SDO output delay with a 50 pF load on the line?",
        ["BME280"],
        "T_delay_sdo is given only for a 25 pF load (30 ns at VDDIO 1.6 V, 40 ns at 1.2 V).",
        "casual",
        "en",
    ),
    (
        "rq34-u08",
        "medium",
        "ina3221 scl low period in standard mode (100 khz)?",
        ["INA3221"],
        "The bus timing table has fast and high-speed columns only (t(LOW) 1300 / 270 ns); the only 100 kHz row is the clock rise time 1000 ns.",
        "casual",
        "en",
    ),
]
for qid, diff, text, devs, note, wording, lang in U:
    add(
        qid,
        diff,
        "simple",
        text,
        devs,
        "insufficient_evidence",
        [],
        [],
        note,
        wording=wording,
        lang=lang,
    )

# ---------- compatibility
HMC_VDD = ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts")
HMC_I2C = ev("hmc5883l.pdf", 2, "I C Rate Controlled by I C Master 400 kHz")
BME_VDD = ev("bme280.pdf", 8, "Supply Voltage VDD ripple max. 50 mVpp 1.71 1.8 3.6 V")
BME_I2C = ev(
    "bme280.pdf", 2, "Digital interface I²C (up to 3.4 MHz) and SPI (3 and 4 wire, up to 10 MHz)"
)
M65_VDD = ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")
M65_SPI = ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz")
M55_VCC = ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V")
M55_SPI = ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz")
VL_AVDD = ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V")
VL_ABS = ev("vl53l0x.pdf", 22, "AVDD -0.5 - 3.6 V")
VL_I2C = ev("vl53l0x.pdf", 20, "FI2C 0 - 400(1) kHz")
PCF_VDD = ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5")
PCF_I2C = ev("pcf8563.pdf", 30, "fSCL SCL clock frequency [5] - - 400 kHz")
DS_VCC = ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")
LM35_VS = ev("lm35.pdf", 1, "Operates from 4 to 30 V")
INA_VS = ev("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V")
INA_VBUS = ev("ina3221.pdf", 5, "VBUS Bus voltage input 0 26 V")
MCP_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
MCP_SPI = ev("mcp2515.pdf", 77, "FCLK Clock Frequency — 10 MHz")
CC_VDD = ev("cc1101.pdf", 8, "Operating supply voltage 1.8 3.6 V")
M44_VCC = ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V")
TCS_VDD = ev(
    "tcs34725.pdf", 3, "Supply voltage, VDD (TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6 V"
)

hmc_vdd = it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD")
bme_vdd = it("BME280", "supply_voltage", "V", mn=1.71, typ=1.8, mx=3.6, cond="VDD")
m65_vdd = it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD")
m55_vcc = it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC")
vl_avdd = it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD")
pcf_vdd = it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD, interface active")
ds_vcc = it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC")
lm35_vs = it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operating supply")
ina_vs = it("INA3221", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VS operating")
mcp_vdd = it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD")
cc_vdd = it("CC1101", "supply_voltage", "V", mn=1.8, mx=3.6, cond="operating supply")
m44_vcc = it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC")
tcs_vdd = it(
    "TCS34725", "supply_voltage", "V", mn=2.7, typ=3, mx=3.6, cond="VDD (TCS34725, I2C Vbus = VDD)"
)

add(
    "rq34-c01",
    "medium",
    "compatibility",
    "hmc5883l and bme280 on the same i2c bus, both on 3.3v, bus at 400 khz. fine?",
    ["HMC5883L", "BME280"],
    "compatible",
    [
        hmc_vdd,
        bme_vdd,
        it("HMC5883L", "i2c_clock_frequency", "kHz", mx=400, cond="I2C rate"),
        it("BME280", "i2c_clock_frequency", "MHz", mx=3.4, cond="I2C up to 3.4 MHz"),
    ],
    [HMC_VDD, BME_VDD, HMC_I2C, BME_I2C],
    "3.3 V is inside 2.16..3.6 V and 1.71..3.6 V; 400 kHz is the HMC5883L maximum and within the BME280 3.4 MHz; addresses 0x1E and 0x76/0x77 differ.",
)
add(
    "rq34-c02",
    "hard",
    "compatibility",
    "A MAX31865 and a MAX31855 share one SPI bus (separate chip selects) at 4 MHz, both powered from 3.3 V. Are the supply and clock within both specifications?",
    ["MAX31865", "MAX31855"],
    "compatible",
    [
        m65_vdd,
        m55_vcc,
        it("MAX31865", "spi_clock_frequency", "MHz", mx=5.0, cond="SCLK frequency"),
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="fSCL serial-clock frequency"),
    ],
    [M65_VDD, M55_VCC, M65_SPI, M55_SPI],
    "3.3 V inside 3.0..3.6 V for both; 4 MHz < 5 MHz for both. SPI mode differences are handled per chip select and are not asked.",
    wording="formal",
)
add(
    "rq34-c03",
    "hard",
    "compatibility",
    "vl53l0x (set to 2v8 mode) + pcf8563 rtc on one i2c bus, everything at 2.8v, 400khz. ok?",
    ["VL53L0X", "PCF8563"],
    "compatible",
    [
        vl_avdd,
        pcf_vdd,
        it(
            "VL53L0X",
            "i2c_clock_frequency",
            "kHz",
            mn=0,
            mx=400,
            cond="FI2C standard and fast mode",
        ),
        it("PCF8563", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
    ],
    [VL_AVDD, PCF_VDD, VL_I2C, PCF_I2C],
    "2.8 V is the VL53L0X nominal AVDD (and 2V8 I/O mode) and inside the PCF8563 1.8..5.5 V with the interface active; both allow 400 kHz; addresses 0x29 and 0x51.",
)
add(
    "rq34-c04",
    "medium",
    "compatibility",
    "ds3231 rtc and an lm35 both running off the 5v usb rail. both in spec?",
    ["DS3231", "LM35"],
    "compatible",
    [ds_vcc, lm35_vs],
    [DS_VCC, LM35_VS],
    "5 V is inside 2.3..5.5 V (DS3231) and 4..30 V (LM35).",
)
add(
    "rq34-c05",
    "hard",
    "compatibility",
    "ina3221 powered from 5v monitoring three 24v rails, and an mcp2515 can controller on the same 5v. any problem with the supplies or the 24v bus inputs?",
    ["INA3221", "MCP2515"],
    "compatible",
    [
        ina_vs,
        mcp_vdd,
        it("INA3221", "analog_input_range", "V", mn=0, mx=26, cond="VBUS bus voltage input"),
    ],
    [INA_VS, MCP_VDD, INA_VBUS],
    "5 V inside 2.7..5.5 V for both; 24 V is inside the 0..26 V bus input range (independent of VS).",
)
add(
    "rq34-c06",
    "medium",
    "compatibility",
    "cc1101 radio and a max44009 light sensor on one 3.3v rail?",
    ["CC1101", "MAX44009"],
    "compatible",
    [cc_vdd, m44_vcc],
    [CC_VDD, M44_VCC],
    "3.3 V inside 1.8..3.6 V and 1.7..3.6 V.",
)
add(
    "rq34-c07",
    "medium",
    "compatibility",
    "Can a MAX31855 and a DS3231 share a 3.3 V supply rail?",
    ["MAX31855", "DS3231"],
    "compatible",
    [m55_vcc, ds_vcc],
    [M55_VCC, DS_VCC],
    "3.3 V inside 3.0..3.6 V (MAX31855) and 2.3..5.5 V (DS3231, 3.3 V typ).",
    wording="formal",
)
add(
    "rq34-c08",
    "medium",
    "compatibility",
    "bme280 and tcs34725 color sensor together on a 3.3v i2c bus. voltages ok?",
    ["BME280", "TCS34725"],
    "compatible",
    [bme_vdd, tcs_vdd],
    [BME_VDD, TCS_VDD],
    "3.3 V inside 1.71..3.6 V and 2.7..3.6 V (TCS34725 I2C at VDD); addresses 0x76/0x77 and 0x29.",
)
add(
    "rq34-i01",
    "medium",
    "compatibility",
    "vl53l0x powered straight from a li-ion cell charged by an mcp73831 (4.2v full). ok?",
    ["VL53L0X", "MCP73831"],
    "incompatible",
    [
        vl_avdd,
        it("VL53L0X", "abs_max_supply_voltage", "V", mn=-0.5, mx=3.6, cond="AVDD absolute maximum"),
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
    ],
    [VL_AVDD, VL_ABS, ev("mcp73831.pdf", 3, "4.168 4.20 4.232 V MCP7383X-2")],
    "A full cell (4.168..4.232 V) exceeds the AVDD maximum 3.5 V and the 3.6 V absolute maximum.",
)
add(
    "rq34-i02",
    "medium",
    "compatibility",
    "hmc5883l and tm1637 display sharing one 5v supply, hmc vdd straight on 5v?",
    ["HMC5883L", "TM1637"],
    "incompatible",
    [
        hmc_vdd,
        it("HMC5883L", "abs_max_supply_voltage", "V", mn=-0.3, mx=4.8, cond="VDD absolute maximum"),
        it("TM1637", "supply_voltage", "V", typ=5, cond="logic power supply"),
    ],
    [
        HMC_VDD,
        ev("hmc5883l.pdf", 3, "Supply Voltage VDD -0.3 4.8 Volts"),
        ev("tm1637.pdf", 9, "Logic power supply voltage VDD 5 V"),
    ],
    "5 V exceeds the HMC5883L VDD maximum 3.6 V and its 4.8 V absolute maximum; the TM1637 side is fine.",
)
add(
    "rq34-i03",
    "medium",
    "compatibility",
    "Can a MAX31865 be powered from the same 5 V rail as an HX711?",
    ["MAX31865", "HX711"],
    "incompatible",
    [
        m65_vdd,
        it(
            "MAX31865",
            "abs_max_supply_voltage",
            "V",
            mn=-0.3,
            mx=4.0,
            cond="VDD to GND1, absolute maximum",
        ),
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD"),
    ],
    [
        M65_VDD,
        ev("max31865.pdf", 2, "Voltage Range on VDD Relative to GND1.............-0.3V to +4.0V"),
        ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
    ],
    "5 V is above the MAX31865 VDD range 3.0..3.6 V and its 4.0 V absolute maximum; the HX711 is fine at 5 V.",
    wording="formal",
)
add(
    "rq34-i04",
    "hard",
    "compatibility",
    "cc1101 and mcp2515 on the same spi bus, all 3.3v, sck 10 mhz and i use burst reads on the cc1101. ok for both?",
    ["CC1101", "MCP2515"],
    "incompatible",
    [
        it("CC1101", "spi_clock_frequency", "MHz", mx=6.5, cond="SCLK frequency, burst access"),
        it("MCP2515", "spi_clock_frequency", "MHz", mx=10, cond="FCLK"),
        cc_vdd,
        mcp_vdd,
    ],
    [ev("cc1101.pdf", 30, "SCLK frequency, burst access - 6.5"), MCP_SPI, CC_VDD, MCP_VDD],
    "10 MHz is the MCP2515 maximum but above the CC1101 burst-access limit 6.5 MHz (10 MHz only with 100 ns gaps, 9 MHz single access). Supplies are fine.",
)
add(
    "rq34-i05",
    "hard",
    "compatibility",
    "bme280 and pcf8563 on one i2c bus and i want to run it at 1 mhz. both ok at that speed?",
    ["BME280", "PCF8563"],
    "incompatible",
    [
        it("BME280", "i2c_clock_frequency", "MHz", mx=3.4, cond="I2C up to 3.4 MHz"),
        it("PCF8563", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
    ],
    [BME_I2C, PCF_I2C],
    "The BME280 allows up to 3.4 MHz, but the PCF8563 fSCL maximum is 400 kHz.",
)
add(
    "rq34-i06",
    "medium",
    "compatibility",
    "lm35 and tcs34725 both on the 3.3v rail of my board. lm35 ok there?",
    ["LM35", "TCS34725"],
    "incompatible",
    [lm35_vs, tcs_vdd],
    [LM35_VS, TCS_VDD],
    "3.3 V is below the LM35 minimum 4 V; the TCS34725 is fine at 3.3 V.",
)
add(
    "rq34-i07",
    "medium",
    "compatibility",
    "max44009 on the same 5v rail as an mcp2515 board?",
    ["MAX44009", "MCP2515"],
    "incompatible",
    [
        m44_vcc,
        it(
            "MAX44009",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=4,
            cond="all other pins to GND (incl. VCC)",
        ),
        mcp_vdd,
    ],
    [
        M44_VCC,
        ev(
            "max44009.pdf",
            2,
            "All Other Pins to GND..............................................-0.3V to +4V",
        ),
        MCP_VDD,
    ],
    "5 V exceeds the MAX44009 VCC maximum 3.6 V and the +4 V absolute maximum; the MCP2515 is fine at 5 V.",
)
add(
    "rq34-i08",
    "hard",
    "compatibility",
    "acs712 output pin driving a pc817 led directly (led anode on viout, cathode to gnd) so i get an isolated overcurrent signal. ok?",
    ["ACS712", "PC817"],
    "incompatible",
    [
        it("ACS712", "output_current", "mA", mx=3, cond="IIOUT(source), absolute maximum"),
        it("PC817", "supply_voltage", "V", typ=1.2, mx=1.4, cond="forward voltage VF, IF = 20 mA"),
    ],
    [
        ev("acs712.pdf", 2, "Output Current Source IIOUT(Source) 3 mA"),
        ev("pc817.pdf", 4, "Forward voltage VF IF=20mA − 1.2 1.4 V"),
        ev("acs712.pdf", 4, "Output Resistive Load RLOAD VIOUT to GND 4.7 kΩ"),
    ],
    "VIOUT sits at VCC/2 (2.5 V) at zero current, so the LED (VF ~1.2 V) would pull more than the 3 mA source limit; the output also wants RLOAD >= 4.7 kOhm.",
)
add(
    "rq34-i09",
    "medium",
    "compatibility",
    "mq-2 heater straight off a single li-ion cell (charged with an mcp73831)?",
    ["MQ-2", "MCP73831"],
    "incompatible",
    [
        it("MQ-2", "supply_voltage", "V", typ=5.0, cond="heater voltage VH 5.0 +- 0.1 V"),
        it("MCP73831", "output_voltage", "V", mn=4.168, typ=4.2, mx=4.232, cond="VREG, MCP7383X-2"),
    ],
    [
        ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC"),
        ev("mcp73831.pdf", 3, "4.168 4.20 4.232 V MCP7383X-2"),
    ],
    "The heater needs 5.0 +- 0.1 V; a cell gives at most 4.232 V and falls from there.",
)
E = [
    (
        "rq34-e01",
        "medium",
        "hmc5883l compass 2 cm from a max7219 8x8 led matrix at full brightness. will the led currents mess up the heading?",
        ["HMC5883L", "MAX7219"],
        "Neither sheet quantifies the magnetic field of the MAX7219 segment/digit currents or an HMC5883L immunity figure; the HMC5883L layout note only warns about ferrous parts and copper.",
        "casual",
    ),
    (
        "rq34-e02",
        "hard",
        "cc1101 GDO2 pin (vdd 3.3v) driving a pc817 led through a resistor at 5 ma. can the pin do it?",
        ["CC1101", "PC817"],
        "CC1101 logic output levels are specified 'for up to 4 mA output current' only (VDD-0.3 / 0.5 V); 5 mA drive has no evidence.",
        "casual",
    ),
    (
        "rq34-e03",
        "hard",
        "Will an LM35 glued to the tab of an IRLZ44N switching 10 A read the MOSFET junction temperature within 2 °C?",
        ["LM35", "IRLZ44N"],
        "The LM35 accuracy is versus its own case temperature and the IRLZ44N gives RθJC / RθCS; the glue thermal path and the offset to the junction are not in either sheet.",
        "formal",
    ),
    (
        "rq34-e04",
        "medium",
        "vl53l0x and hc-sr04 mounted side by side pointing the same way. will they interfere with each other?",
        ["VL53L0X", "HC-SR04"],
        "The VL53L0X sheet gives ambient-IR conditions only; the HC-SR04 sheet has nothing on optical or ultrasonic cross-talk.",
        "casual",
    ),
    (
        "rq34-e05",
        "hard",
        "ina3221 measuring load current on the output of a tps63021 (2.4 mhz switching). will the switching ripple mess up the readings?",
        ["INA3221", "TPS63021"],
        "The INA3221 gives conversion times and averaging but no rejection figure at 2.4 MHz; the TPS63021 ripple is shown only in scope plots.",
        "casual",
    ),
    (
        "rq34-e06",
        "hard",
        "max44009 INT (open drain, pulled up to 3.3v) driving an irlz44n gate to switch a 12v 5a led strip when it gets dark. will the fet be fully on?",
        ["MAX44009", "IRLZ44N"],
        "The gate would see about 3.3 V; IRLZ44N RDS(on) is given only at VGS = 10, 5 and 4 V, so the on-state at 3.3 V / 5 A has no evidence.",
        "casual",
    ),
    (
        "rq34-e07",
        "medium",
        "Can a CC1101 transmitting at +10 dBm next to a VL53L0X disturb its ranging?",
        ["CC1101", "VL53L0X"],
        "Neither sheet gives RF susceptibility for the VL53L0X; the CC1101 gives spurious emission limits only.",
        "formal",
    ),
]
for qid, diff, text, devs, note, wording in E:
    add(
        qid,
        diff,
        "compatibility",
        text,
        devs,
        "insufficient_evidence",
        [],
        [],
        note,
        wording=wording,
    )

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
