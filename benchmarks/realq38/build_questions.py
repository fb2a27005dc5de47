"""Write questions.jsonl of realq38 (run: python build_questions.py)."""

import json
from pathlib import Path

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
    id, diff, typ, question, devices, verdict, items, evidence, note, wording="casual", lang="en"
):
    Q.append(
        {
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
    )


F = "simple"
S = "structured"
C = "compatibility"
IE = "insufficient_evidence"

# ---------------------------------------------------------------- answerable factual
add(
    "rq38-f01",
    "hard",
    F,
    "cc1101 has that analog temp sensor on GDO0 right? what voltage does it put out at 40C, in millivolts",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "analog_output_voltage",
            "V",
            typ=0.847,
            cond="analog temperature sensor output at +40 C",
        )
    ],
    [ev("cc1101.pdf", 19, "Output voltage at +40qC 0.847 V")],
    "0.847 V = 847 mV typ; look-alikes -40 C 0.651 V, 0 C 0.747 V, +80 C 0.945 V, coefficient 2.47 mV/C.",
)
add(
    "rq38-f02",
    "medium",
    F,
    "What error does the CC1101 datasheet give for the temperature calculated from its analog temperature "
    "sensor after a one-point calibration at room temperature?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "accuracy",
            "°C",
            mn=-2,
            mx=2,
            q="temperature",
            cond="error in calculated temperature, -20..+80 C, 1-point calibrated, 2.47 mV/C",
        )
    ],
    [
        ev(
            "cc1101.pdf",
            19,
            "Error in calculated -2 0 2 qC From –20 qC to +80 qC when using 2.47 mV / qC",
        )
    ],
    "-2..+2 C (typ 0); look-alikes the sensor output voltages 0.651..0.945 V and the 0.3 mA current increase.",
    wording="formal",
)
add(
    "rq38-f03",
    "medium",
    F,
    "cc1101 logic low input threshold? whats the max voltage that still counts as a 0 on its pins",
    ["CC1101"],
    None,
    [it("CC1101", "input_low_voltage", "V", mn=0, mx=0.7, cond='Logic "0" input voltage')],
    [ev("cc1101.pdf", 20, 'Logic "0" input voltage 0 0.7 V')],
    "0..0.7 V; look-alikes logic 0 output 0..0.5 V (4 mA), logic 1 input VDD-0.7..VDD, logic 1 output VDD-0.3.",
)
add(
    "rq38-f04",
    "hard",
    F,
    "cc1101 doing wake-on-radio rx polling once a second. if theres a signal above carrier sense (but no sync "
    "word found) what's the average current?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "supply_current",
            "uA",
            typ=35.3,
            cond="automatic RX polling once each second, signal above carrier sense, 1.96 ms RX timeout",
        )
    ],
    [ev("cc1101.pdf", 9, "35.3 PA Same as above, but with signal in channel above carrier sense")],
    "35.3 uA typ; look-alikes 8.8 uA (below carrier sense), 1.4 / 39.3 uA (polling every 15th second), "
    "SLEEP 0.2 uA, IDLE 1.7 mA. The sheet prints uA as 'PA'.",
)
add(
    "rq38-f05",
    "medium",
    F,
    "What data rate range does the CC1101 support with GFSK, OOK and ASK modulation?",
    ["CC1101"],
    None,
    [it("CC1101", "baud_rate", "kBaud", mn=0.6, mx=250, cond="GFSK, OOK and ASK")],
    [ev("cc1101.pdf", 8, "0.6 250 kBaud GFSK, OOK, and ASK")],
    "0.6..250 kBaud; look-alikes 2-FSK 0.6..500, 4-FSK 0.6..300, MSK 26..500 kBaud. Radio symbol rate filed as "
    "baud_rate (the only bit-rate field).",
    wording="formal",
)
add(
    "rq38-f06",
    "medium",
    F,
    "nrf24l01+ digital output low level, max VOL? and at what current do they spec it",
    ["nRF24L01+"],
    None,
    [it("nRF24L01+", "output_low_voltage", "V", mx=0.3, cond="IOL = 0.25 mA")],
    [ev("nrf24l01p.pdf", 20, "VOL LOW level output voltage (IOL=0.25mA) 0.3 V")],
    "0.3 V max at IOL = 0.25 mA; look-alikes VOH VDD-0.3 (IOH -0.25 mA), VIL max 0.3 VDD, VIH 0.7 VDD..5.25 V.",
)
add(
    "rq38-f07",
    "hard",
    F,
    "How long does the nRF24L01+ power-on reset take, measured from VDD reaching 1.9 V until the reset finishes?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "warm_up_time",
            "ms",
            mn=1,
            mx=100,
            cond="TPOR, from VDD = 1.9 V to end of reset",
        )
    ],
    [ev("nrf24l01p.pdf", 20, "TPOR Power on reset b 1 100 ms")],
    "1..100 ms; look-alike TPUP power ramp-up 100 ms max (0 V to 1.9 V), Tpd2stby 1.5 ms (crystal).",
    wording="formal",
)
add(
    "rq38-f08",
    "hard",
    F,
    "drv8833 current sense blanking time - how many ns after the bridge turns on does it ignore the ISEN trip?",
    ["DRV8833"],
    None,
    [it("DRV8833", "response_time", "us", typ=3.75, cond="tBLANK current sense blanking time")],
    [ev("drv8833.pdf", 7, "tBLANK Current sense blanking time 3.75 µs")],
    "3.75 us = 3750 ns typ; look-alikes OCP deglitch 4 us, input deglitch 450 ns, dead time 450 ns, "
    "tOCP 1.35 ms, tWAKE 1 ms. Filed as response_time.",
)
add(
    "rq38-f09",
    "medium",
    F,
    "whats the storage temp range for a bme280 sitting in a drawer?",
    ["BME280"],
    None,
    [it("BME280", "storage_temperature", "°C", mn=-45, mx=85, cond="<= 65 % RH")],
    [ev("bme280.pdf", 13, "Storage temperature ≤ 65% RH -45 +85 °C")],
    "-45..+85 C at <= 65 %RH; look-alikes operating -40..+85 C, humidity operating range -40..85 C, "
    "abs max supply 4.25 V.",
)
add(
    "rq38-f10",
    "hard",
    F,
    "What is the minimum SCL low period of the INA3221 in high-speed mode? Give it in microseconds.",
    ["INA3221"],
    None,
    [it("INA3221", "response_time", "ns", mn=270, cond="t(LOW), high-speed mode")],
    [ev("ina3221.pdf", 23, "t(LOW) SCL clock low period 1300 270 ns")],
    "270 ns = 0.27 us (HS column); look-alikes fast mode 1300 ns, t(HIGH) 600 / 60 ns, INA219 HS t(LOW) 250 ns.",
    wording="formal",
)
add(
    "rq38-f11",
    "hard",
    F,
    "max31865: after I read the RTD register, how soon does DRDY go back high?",
    ["MAX31865"],
    None,
    [
        it(
            "MAX31865",
            "response_time",
            "ns",
            typ=50,
            cond="tDRDYH, address 01h or 02h decoded to DRDY high",
        )
    ],
    [ev("max31865.pdf", 4, "tDRDYH After RTD register read access (Note 9) 50 ns")],
    "50 ns typ; look-alikes tCDZ 40 ns, tCDD 80 ns, tCCH 100 ns, conversion 52..66 ms.",
)
add(
    "rq38-f12",
    "medium",
    F,
    "mcp3008 - min time from CS going low to the first rising clock edge?",
    ["MCP3008"],
    None,
    [it("MCP3008", "response_time", "ns", mn=100, cond="tSUCS, CS fall to first rising CLK edge")],
    [ev("mcp3008.pdf", 4, "CS Fall To First Rising CLK Edge tSUCS 100")],
    "100 ns min; look-alikes tHI / tLO 125 ns, tSU / tHD 50 ns, tCSD 0 ns max.",
)
add(
    "rq38-f13",
    "hard",
    F,
    "worst case time to erase one 4KB sector on a w25q64fv? in seconds",
    ["W25Q64FV"],
    None,
    [it("W25Q64FV", "response_time", "ms", mx=400, cond="tSE sector erase time (4KB)")],
    [ev("w25q64.pdf", 77, "Sector Erase Time (4KB) tSE(6) 400 ms")],
    "400 ms = 0.4 s max (typ 45 or 60 ms by grade); look-alikes block erase 32KB 1600 ms, 64KB 2000 ms, "
    "page program 3 ms, chip erase 100 s.",
)
add(
    "rq38-f14",
    "medium",
    F,
    "ds18b20 reset: after I release the line, how long does the reset time high (tRSTH) have to be at minimum?",
    ["DS18B20"],
    None,
    [it("DS18B20", "response_time", "us", mn=480, cond="tRSTH reset time high")],
    [ev("ds18b20.pdf", 3, "Reset Time High tRSTH (Note 12) 480 µs")],
    "480 us min; look-alikes tRSTL 480..960 us, tPDHIGH 15..60 us, tPDLOW 60..240 us, tSLOT 60..120 us.",
)
add(
    "rq38-f15",
    "medium",
    F,
    "tm1637 tPZL max, the clk->dio delay with 15pF load",
    ["TM1637"],
    None,
    [it("TM1637", "response_time", "ns", mx=100, cond="tPZL, CL = 15 pF, RL = 10 kOhm")],
    [ev("tm1637.pdf", 10, "tPZL - - 100 ns CL = 15pF, RL = 10K Ω")],
    "100 ns max; look-alike tPLZ 300 ns (CLK -> DIO), rise 2 / 0.5 us, fall 120 us.",
)
add(
    "rq38-f16",
    "medium",
    F,
    "What is the maximum rise time of the MCP2515 CLKOUT pin?",
    ["MCP2515"],
    None,
    [it("MCP2515", "response_time", "ns", mx=5, cond="trCLKOUT, 0.3 VDD to 0.7 VDD")],
    [ev("mcp2515.pdf", 76, "trCLKOUT CLKOUT Pin Rise Time — 5 ns")],
    "5 ns max; look-alikes fall time 5 ns, start-of-frame delay 2 TOSC + 0.5 TQ, oscillator 1..25 MHz.",
    wording="formal",
)
add(
    "rq38-f17",
    "medium",
    F,
    "lm35d accuracy at the cold end of its range (TMIN, 0C)?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "accuracy",
            "°C",
            mn=-2,
            mx=2,
            q="temperature",
            cond="LM35D, TA = TMIN, design limit (typ +-0.9)",
        )
    ],
    [ev("lm35.pdf", 4, "TA = TMIN ±0.9 ±2")],
    "+-2 C design limit (typ +-0.9) for LM35D at TMIN; look-alikes LM35D 25 C +-1.5, LM35/LM35C TMIN "
    "+-1.5 / +-2, LM35D TMAX (same +-2, asked in rq20).",
)
add(
    "rq38-f18",
    "medium",
    F,
    "pcf8563 i2c: minimum SCL high time?",
    ["PCF8563"],
    None,
    [it("PCF8563", "response_time", "us", mn=0.6, cond="tHIGH HIGH period of the SCL clock")],
    [ev("pcf8563.pdf", 30, "tHIGH HIGH period of the SCL clock 0.6")],
    "0.6 us min; look-alikes tLOW 1.3 us, tHD;STA / tSU;STA 0.6 us, fSCL 400 kHz.",
)
add(
    "rq38-f19",
    "hard",
    F,
    "After an erase or program instruction, how long must /CS of the W25Q64FV stay deselected (tSHSL2) at least?",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "response_time",
            "ns",
            mn=50,
            cond="tSHSL2, /CS deselect time for erase or program",
        )
    ],
    [ev("w25q64.pdf", 76, "/CS Deselect Time (for Erase or Program Read tSHSL2 tCSH 50 ns")],
    "50 ns min; look-alike tSHSL1 10 ns (array read), tCHSH / tSLCH 5 ns, tSHQZ 7 ns.",
    wording="formal",
)
add(
    "rq38-f20",
    "medium",
    F,
    "am2302 / dht22 start signal: how long do i need to hold the data line low from the mcu?",
    ["DHT22"],
    None,
    [it("DHT22", "response_time", "us", mn=800, cond="host start signal, SDA low")],
    [ev("dht22.pdf", 7, "data bus SDA line low for at least 800μ s")],
    "at least 800 us; look-alikes sensor response low 80 us then high 80 us, sampling period 2 s.",
)
add(
    "rq38-f21",
    "hard",
    F,
    "tp4056 finished charging (standby), how much current does it pull out of the battery pin at 4.2V? typ and max",
    ["TP4056"],
    None,
    [
        it(
            "TP4056",
            "standby_current",
            "uA",
            typ=2.5,
            mx=6,
            cond="IBAT in standby mode, VBAT = 4.2 V",
        )
    ],
    [ev("tp4056.pdf", 5, "Standby Mode, VBAT = 4.2V ● 0 -2.5 -6 μA")],
    "2.5 uA typ, 6 uA max (printed -2.5 / -6, current out of BAT); look-alikes sleep mode -1 / -2 uA, "
    "shutdown mode +-1 / +-2 uA, VCC shutdown 55 / 100 uA.",
)
add(
    "rq38-f22",
    "medium",
    F,
    "What storage temperature range is given for the AMS1117?",
    ["AMS1117"],
    None,
    [it("AMS1117", "storage_temperature", "°C", mn=-65, mx=150)],
    [ev("ams1117.pdf", 2, "Storage temperature - 65°C to +150°C")],
    "-65..+150 C; look-alike power transistor junction -40..150 C, control section 0..125 C, theta JA 90 C/W.",
    wording="formal",
)
add(
    "rq38-f23",
    "hard",
    S,
    "BH1750 : quels sont les temps minimaux tHDSTA, tSUSTA et tSUSTD du bus I2C ?",
    ["BH1750"],
    None,
    [
        it("BH1750", "response_time", "us", mn=0.6, cond="tHDSTA hold time (repeated) START"),
        it("BH1750", "response_time", "us", mn=0.6, cond="tSUSTA set-up time repeated START"),
        it("BH1750", "response_time", "us", mn=0.6, cond="tSUSTD set-up time STOP"),
    ],
    [
        ev("bh1750.pdf", 2, "tHDSTA 0.6"),
        ev("bh1750.pdf", 2, "tSUSTA 0.6"),
        ev("bh1750.pdf", 2, "tSUSTD 0.6"),
    ],
    "0.6 us min each; look-alikes tBUF 1.3 us, tLOW 1.3 us, tHIGH 0.6 us, tHDDAT 0..0.9 us, tSUDAT 100 ns.",
    wording="formal",
    lang="fr",
)
add(
    "rq38-f24",
    "medium",
    F,
    "MAX31865: ¿cuál es el tiempo mínimo de retención de SCLK a CS (tCCH)?",
    ["MAX31865"],
    None,
    [it("MAX31865", "response_time", "ns", mn=100, cond="tCCH SCLK to CS hold")],
    [ev("max31865.pdf", 4, "SCLK to CS Hold tCCH (Note 9) 100 ns")],
    "100 ns min; look-alikes tCC 400 ns, tCWH 400 ns, tCL / tCH 100 ns, tDC / tCDH 35 ns.",
    wording="formal",
    lang="es",
)
add(
    "rq38-f25",
    "hard",
    F,
    "max31855 how short can SCK low pulses be? bit-banging it from a fast mcu",
    ["MAX31855"],
    None,
    [it("MAX31855", "response_time", "ns", mn=100, cond="tCL SCK pulse-low width")],
    [ev("max31855.pdf", 4, "SCK Pulse-Low Width tCL 100 ns")],
    "100 ns min; look-alikes tCH pulse-high width 100 ns, tCSS 100 ns, SCK to CS hold 100 ns, rise/fall 200 ns, fSCL 5 MHz max.",
)
add(
    "rq38-f26",
    "hard",
    S,
    "mcp3008 min clock high time and clock low time?",
    ["MCP3008"],
    None,
    [
        it("MCP3008", "response_time", "ns", mn=125, cond="tHI clock high time"),
        it("MCP3008", "response_time", "ns", mn=125, cond="tLO clock low time"),
    ],
    [
        ev("mcp3008.pdf", 4, "Clock High Time tHI 125"),
        ev("mcp3008.pdf", 4, "Clock Low Time tLO 125"),
    ],
    "125 ns min each; look-alikes fCLK 3.6 MHz (5 V) / 1.35 MHz (2.7 V), tSUCS 100 ns, tSU / tHD 50 ns.",
)
add(
    "rq38-f27",
    "hard",
    F,
    "ina3221 at 400k (fast mode): min bus free time between stop and start?",
    ["INA3221"],
    None,
    [it("INA3221", "response_time", "ns", mn=1300, cond="t(BUF), fast mode")],
    [ev("ina3221.pdf", 23, "t(BUF) Bus free time between stop and start conditions 1300 160 ns")],
    "1300 ns (fast mode); look-alike 160 ns in high-speed mode, t(LOW) 1300 / 270 ns.",
)
add(
    "rq38-f28",
    "hard",
    F,
    "For the W25Q64FV, what is the minimum write-protect setup time before /CS goes low (tWHSL)?",
    ["W25Q64FV"],
    None,
    [it("W25Q64FV", "response_time", "ns", mn=20, cond="tWHSL write protect setup before /CS low")],
    [ev("w25q64.pdf", 77, "Write Protect Setup Time Before /CS Low tWHSL(3) 20 ns")],
    "20 ns min; look-alike tSHWL write-protect hold 100 ns, tDP 3 us, tRES1 / tRES2 3 us.",
    wording="formal",
)

# ---------------------------------------------------------------- factual, not in the sheet
add(
    "rq38-u01",
    "hard",
    F,
    "cc1101 temp sensor: what voltage would it read at 100C?",
    ["CC1101"],
    IE,
    [],
    [],
    "Only -40 / 0 / +40 / +80 C outputs are tabulated; the 2.47 mV/C coefficient is fitted from -20 to +80 C. "
    "Near miss: 0.945 V at +80 C.",
)
add(
    "rq38-u02",
    "medium",
    F,
    "nrf24l01+ VOL if the pin sinks 4 mA?",
    ["nRF24L01+"],
    IE,
    [],
    [],
    "VOL is given only at IOL = 0.25 mA (0.3 V max). Near miss: the 0.3 V row.",
)
add(
    "rq38-u03",
    "hard",
    F,
    "What is the maximum current-sense blanking time of the DRV8833?",
    ["DRV8833"],
    IE,
    [],
    [],
    "tBLANK has only a typical value (3.75 us); no min or max.",
    wording="formal",
)
add(
    "rq38-u04",
    "medium",
    F,
    "tm1637 tPZL if the DIO line has like 100pF on it?",
    ["TM1637"],
    IE,
    [],
    [],
    "tPZL is given only at CL = 15 pF, RL = 10 kOhm (100 ns max). Near miss: that row.",
)
add(
    "rq38-u05",
    "medium",
    F,
    "bme280 storage temp if humidity is above 65%?",
    ["BME280"],
    IE,
    [],
    [],
    "The storage range -45..+85 C is stated only for <= 65 %RH; nothing for higher humidity.",
)
add(
    "rq38-u06",
    "hard",
    F,
    "What minimum SCL low period does the INA3221 specify in standard mode (100 kHz)?",
    ["INA3221"],
    IE,
    [],
    [],
    "The bus-timing table has only fast-mode (1300 ns) and high-speed (270 ns) columns.",
    wording="formal",
)
add(
    "rq38-u07",
    "hard",
    F,
    "tp4056 standby battery drain when the cell sits at 3.7v?",
    ["TP4056"],
    IE,
    [],
    [],
    "Standby BAT current is given at VBAT = 4.2 V only (-2.5 / -6 uA); sleep mode at VCC = 0.",
)
add(
    "rq38-u08",
    "medium",
    F,
    "DS18B20: ¿cuál es el valor máximo de tRSTH (reset time high)?",
    ["DS18B20"],
    IE,
    [],
    [],
    "tRSTH has only a 480 us minimum; the max column is empty (tRSTL has 960 us max).",
    wording="formal",
    lang="es",
)

# ---------------------------------------------------------------- compatibility
add(
    "rq38-c01",
    "medium",
    C,
    "cc1101 radio and an mcp3008 adc both on my 3.3v rail - supply ok for both?",
    ["CC1101", "MCP3008"],
    "compatible",
    [
        it("CC1101", "supply_voltage", "V", mn=1.8, mx=3.6),
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5),
    ],
    [
        ev("cc1101.pdf", 8, "Operating supply voltage 1.8 3.6 V"),
        ev("mcp3008.pdf", 1, "Single supply operation: 2.7V - 5.5V"),
    ],
    "3.3 V inside 1.8..3.6 V and 2.7..5.5 V.",
)
add(
    "rq38-c02",
    "medium",
    C,
    "Can a BME280 and a VL53L0X share one I2C bus without an address conflict?",
    ["BME280", "VL53L0X"],
    "compatible",
    [
        it("BME280", "i2c_address", values=["0x76", "0x77"]),
        it("VL53L0X", "i2c_address", values=["0x29"], cond="8-bit 0x52"),
    ],
    [
        ev(
            "bme280.pdf",
            32,
            "1110110 (0x76); connection it to VDDIO results in slave address 1110111 (0x77)",
        ),
        ev("vl53l0x.pdf", 18, "and uses a device address of 0x52."),
    ],
    "BME280 0x76 / 0x77; VL53L0X 0x52 in 8-bit form = 0x29 7-bit. No clash.",
    wording="formal",
)
add(
    "rq38-c03",
    "hard",
    C,
    "ina3221 (A0 to gnd) + bh1750 on the same i2c bus, any address clash?",
    ["INA3221", "BH1750"],
    "compatible",
    [
        it("INA3221", "i2c_address", values=["0x40"], cond="A0 = GND"),
        it("BH1750", "i2c_address", values=["0x23", "0x5C"]),
    ],
    [
        ev("ina3221.pdf", 20, "GND 1000000"),
        ev("bh1750.pdf", 10, "ADDR = 'L' ( ADDR ≦ 0.3VCC ) → “0100011“"),
        ev("bh1750.pdf", 10, "ADDR = ‘H’ ( ADDR ≧ 0.7VCC ) → “1011100“"),
    ],
    "INA3221 1000000 = 0x40; BH1750 0100011 = 0x23 or 1011100 = 0x5C.",
)
add(
    "rq38-c04",
    "hard",
    C,
    "powering a ds18b20 straight off a li-ion cell charged by an mcp73831 (4.2v version). ok at full charge?",
    ["DS18B20", "MCP73831"],
    "compatible",
    [
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="local power"),
        it("MCP73831", "output_voltage", "V", value=4.20, cond="regulation voltage option"),
    ],
    [
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
        ev("mcp73831.pdf", 1, "4.20V, 4.35V, 4.40V, 4.50V"),
    ],
    "4.2 V inside 3.0..5.5 V. (A cell discharged below 3.0 V would not be; the question asks full charge.)",
)
add(
    "rq38-c05",
    "hard",
    C,
    "Can the CC1101 GDO0 pin, programmed to output CLK_XOSC/2 with the usual 26 MHz crystal, clock an HX711 "
    "through its XI input as far as the allowed clock frequency goes?",
    ["CC1101", "HX711"],
    "compatible",
    [
        it("CC1101", "supply_voltage", "V", mn=1.8, mx=3.6),
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD"),
    ],
    [
        ev("cc1101.pdf", 62, "50 (0x32) CLK_XOSC/2"),
        ev("cc1101.pdf", 18, "Crystal frequency 26 26 27 MHz"),
        ev("hx711.pdf", 3, "frequency 1 11.0592 20 MHz"),
        ev("cc1101.pdf", 8, "Operating supply voltage 1.8 3.6 V"),
        ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
    ],
    "26 / 2 = 13 MHz (13.5 MHz with 27 MHz) inside the HX711 1..20 MHz clock range; both run at 3.3 V. "
    "Output rate becomes fclk/1,105,920 (about 11.8 Hz). No clock-frequency field, so items are the supplies.",
    wording="formal",
)
add(
    "rq38-c06",
    "medium",
    C,
    "w25q64 flash + bme280 in spi mode sharing a 3.3v regulator. voltages fine?",
    ["W25Q64FV", "BME280"],
    "compatible",
    [
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6),
        it("BME280", "supply_voltage", "V", mn=1.71, typ=1.8, mx=3.6),
    ],
    [
        ev("w25q64.pdf", 5, "Single 2.7 to 3.6V supply"),
        ev("bme280.pdf", 8, "Supply Voltage VDD ripple max. 50 mVpp 1.71 1.8 3.6 V"),
    ],
    "3.3 V inside 2.7..3.6 V and 1.71..3.6 V.",
)
add(
    "rq38-c07",
    "hard",
    C,
    "cc1101 on 3.3v, GDO2 pin wired straight to a drv8833 AIN1 input. will the drv see the cc1101 high level "
    "as high?",
    ["CC1101", "DRV8833"],
    "compatible",
    [
        it("DRV8833", "input_high_voltage", "V", mn=2, cond="all pins except nSLEEP"),
        it(
            "DRV8833", "abs_max_input_voltage", "V", mn=-0.5, mx=7, cond="digital input pin voltage"
        ),
        it("CC1101", "supply_voltage", "V", mn=1.8, mx=3.6),
    ],
    [
        ev("drv8833.pdf", 6, "All other pins 2"),
        ev("drv8833.pdf", 5, "Digital input pin voltage –0.5 7 V"),
        ev(
            "cc1101.pdf", 20, 'Logic "1" output voltage VDD-0.3 VDD V For up to 4 mA output current'
        ),
        ev("cc1101.pdf", 8, "Operating supply voltage 1.8 3.6 V"),
    ],
    "CC1101 VOH >= VDD - 0.3 = 3.0 V at 3.3 V > DRV8833 VIH 2 V; well below the 7 V abs max (5.75 V "
    "recommended). The CC1101 VOH is relative, so it is evidence, not an item.",
)
add(
    "rq38-c08",
    "hard",
    C,
    "MCP2515 on 5 V: can its RX0BF pin (used as a general output) drive an IRLZ44N gate directly to switch a "
    "12 V LED strip drawing about 3 A?",
    ["MCP2515", "IRLZ44N"],
    "compatible",
    [
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.035, cond="VGS = 4.0 V, ID = 21 A"),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5),
    ],
    [
        ev("irlz44n.pdf", 2, "0.035 VGS = 4.0V, I D = 21A"),
        ev("mcp2515.pdf", 74, "VOH TXCAN, RXnBF Pins VDD – 0.7 — V IOH = -3.0 mA, VDD = 4.5V"),
        ev("mcp2515.pdf", 1, "Operates from 2.7V-5.5V"),
    ],
    "RXnBF VOH >= VDD - 0.7 = 4.3 V at 5 V, above the 4.0 V at which RDS(on) <= 0.035 Ohm is guaranteed "
    "(at 21 A); 3 A gives about 0.3 W. Gate is a capacitive load, so the DC VOH holds after the edge.",
    wording="formal",
)
add(
    "rq38-i01",
    "medium",
    C,
    "cc1101 and a dht22 both on the 5v rail of my arduino, fine?",
    ["CC1101", "DHT22"],
    "incompatible",
    [
        it("CC1101", "supply_voltage", "V", mn=1.8, mx=3.6),
        it("CC1101", "abs_max_supply_voltage", "V", mn=-0.3, mx=3.9),
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5),
    ],
    [
        ev("cc1101.pdf", 8, "Operating supply voltage 1.8 3.6 V"),
        ev("cc1101.pdf", 8, "Supply voltage –0.3 3.9 V"),
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
    ],
    "DHT22 fine at 5 V; 5 V exceeds the CC1101 abs max 3.9 V.",
)
add(
    "rq38-i02",
    "medium",
    C,
    "Can a W25Q64FV flash be powered from the same 5 V supply as a DHT11?",
    ["W25Q64FV", "DHT11"],
    "incompatible",
    [
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6),
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5),
    ],
    [
        ev("w25q64.pdf", 5, "Single 2.7 to 3.6V supply"),
        ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"),
    ],
    "5 V is fine for the DHT11 but above the W25Q64FV 3.6 V maximum.",
    wording="formal",
)
add(
    "rq38-i03",
    "hard",
    C,
    "reading an lm35 directly with an hx711 channel B (gain 32, AVDD 5v), lm35 out to INPB and INNB to gnd. "
    "will that work at room temp?",
    ["LM35", "HX711"],
    "incompatible",
    [
        it("LM35", "analog_output_voltage", "mV", value=250, cond="at 25 C"),
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="AVDD"),
    ],
    [
        ev("lm35.pdf", 1, "VOUT = 250 mV at 25°C"),
        ev("hx711.pdf", 3, "Common mode input AGND+1.2 AVDD-1.3 V"),
        ev("hx711.pdf", 2, "Analog supply: 2.6 ~ 5.5V"),
    ],
    "HX711 full scale is +-0.5(AVDD/GAIN) = +-78 mV at gain 32 and 5 V, far below 250 mV; the input common "
    "mode must also be >= AGND + 1.2 V. The full-scale row is relative, so in the note only.",
)
add(
    "rq38-i04",
    "medium",
    C,
    "ds18b20 and max44009 on the same 5v supply ok?",
    ["DS18B20", "MAX44009"],
    "incompatible",
    [
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5),
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6),
    ],
    [
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
    ],
    "5 V suits the DS18B20, not the MAX44009 (max 3.6 V).",
)
add(
    "rq38-i05",
    "medium",
    C,
    "max31865 rtd board and a tm1637 display, both fed 5v. problem?",
    ["MAX31865", "TM1637"],
    "incompatible",
    [
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6),
        it("MAX31865", "abs_max_supply_voltage", "V", mn=-0.3, mx=4.0),
    ],
    [
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
        ev("max31865.pdf", 2, "Voltage Range on VDD Relative to GND1.............-0.3V to +4.0V"),
        ev("tm1637.pdf", 8, "TM1637 power supply should be 5V"),
    ],
    "The TM1637 wants 5 V; 5 V exceeds the MAX31865 abs max 4.0 V (recommended 3.0..3.6 V).",
)
add(
    "rq38-i06",
    "medium",
    C,
    "Is it acceptable to supply a BME280 from the same 5 V rail as an MCP2515?",
    ["BME280", "MCP2515"],
    "incompatible",
    [
        it("BME280", "abs_max_supply_voltage", "V", mn=-0.3, mx=4.25),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5),
    ],
    [
        ev("bme280.pdf", 13, "Voltage at any supply pin VDD and VDDIO pin -0.3 4.25 V"),
        ev("mcp2515.pdf", 1, "Operates from 2.7V-5.5V"),
    ],
    "5 V above the BME280 abs max 4.25 V (operating max 3.6 V).",
    wording="formal",
)
add(
    "rq38-i07",
    "hard",
    C,
    "pcf8563 rtc and bh1750 on one i2c bus, can i crank the clock to 1 MHz (fast mode plus)?",
    ["PCF8563", "BH1750"],
    "incompatible",
    [
        it("PCF8563", "i2c_clock_frequency", "kHz", mx=400),
        it("BH1750", "i2c_clock_frequency", "kHz", mx=400),
    ],
    [
        ev("pcf8563.pdf", 30, "fSCL SCL clock frequency [5] - - 400"),
        ev("bh1750.pdf", 2, "I2C SCL Clock Frequency fSCL － － 400 kHz"),
    ],
    "Both are 400 kHz max.",
)
add(
    "rq38-i08",
    "medium",
    C,
    "nrf24l01+ module and an hc-sr04 on one 5v supply?",
    ["nRF24L01+", "HC-SR04"],
    "incompatible",
    [
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, mx=3.6),
        it("HC-SR04", "supply_voltage", "V", value=5),
    ],
    [
        ev("nrf24l01p.pdf", 1, "1.9 to 3.6V supply range"),
        ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
    ],
    "HC-SR04 needs 5 V; the nRF24L01+ supply range ends at 3.6 V.",
)
add(
    "rq38-i09",
    "hard",
    C,
    "mcp2515 running at 5v, can i drive the VL53L0X XSHUT pin straight from its RX1BF output?",
    ["MCP2515", "VL53L0X"],
    "incompatible",
    [
        it(
            "VL53L0X",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=3.6,
            cond="SCL, SDA, XSHUT and GPIO1",
        ),
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5),
    ],
    [
        ev("vl53l0x.pdf", 22, "SCL, SDA, XSHUT and GPIO1 -0.5 - 3.6 V"),
        ev("mcp2515.pdf", 74, "VOH TXCAN, RXnBF Pins VDD – 0.7 — V IOH = -3.0 mA, VDD = 4.5V"),
        ev("mcp2515.pdf", 1, "Operates from 2.7V-5.5V"),
    ],
    "RXnBF high is at least VDD - 0.7 = 4.3 V at 5 V (close to 5 V unloaded), above the XSHUT abs max 3.6 V.",
)
add(
    "rq38-e01",
    "hard",
    C,
    "cc1101 transmitting at +10 dBm with the antenna ~2 cm from a bh1750. will the light readings get messed up?",
    ["CC1101", "BH1750"],
    IE,
    [],
    [],
    "Neither sheet gives RF immunity / susceptibility data for the BH1750 or a keep-out distance.",
)
add(
    "rq38-e02",
    "hard",
    C,
    "Will a TM1637 display multiplexing on the same 5 V rail as an ADS1115 degrade the ADS1115's 16-bit readings?",
    ["TM1637", "ADS1115"],
    IE,
    [],
    [],
    "The TM1637 sheet gives no supply current ripple; the ADS1115 gives only DC power-supply rejection. "
    "Layout-dependent.",
    wording="formal",
)
add(
    "rq38-e03",
    "hard",
    C,
    "can the pcf8563 INT pin sink a pc817 led at 5 mA directly (led from 5v through a resistor)?",
    ["PCF8563", "PC817"],
    IE,
    [],
    [],
    "PCF8563 INT IOL is specified only as >= 1 mA at VOL = 0.4 V (VDD = 5 V); the 10 mA figure is an abs max. "
    "VOL at 5 mA is not given, so whether the LED gets its current is open.",
)
add(
    "rq38-e04",
    "hard",
    C,
    "hx711 load cell amp and a max7219 led matrix on the same 5v, will the matrix scanning add noise to my weight "
    "readings?",
    ["HX711", "MAX7219"],
    IE,
    [],
    [],
    "HX711 gives only DC power-supply rejection (100 dB at gain 128); MAX7219 supply current ripple from "
    "scanning is not quantified.",
)
add(
    "rq38-e05",
    "medium",
    C,
    "max44009 right next to an 8x8 matrix driven by a max7219 - will the led flicker throw off the lux numbers?",
    ["MAX44009", "MAX7219"],
    IE,
    [],
    [],
    "Depends on placement and light leakage; neither sheet covers it (MAX44009 integration times exist, "
    "but the coupling of the LED light is not specified).",
)
add(
    "rq38-e06",
    "medium",
    C,
    "Does the heat of a TP4056 charging at 1 A disturb a DS18B20 mounted on the same small board?",
    ["TP4056", "DS18B20"],
    IE,
    [],
    [],
    "Board temperature rise depends on layout and airflow; the TP4056 sheet mentions thermal regulation but "
    "gives no board heating data, and the DS18B20 sheet none on nearby heat sources.",
    wording="formal",
)
add(
    "rq38-e07",
    "medium",
    C,
    "nrf24l01+ and ina3221 on the same board: can the ina3221 catch the radio's tx current peaks if i set the "
    "shortest conversion time?",
    ["nRF24L01+", "INA3221"],
    IE,
    [],
    [],
    "INA3221 conversion times (140 us min) average over the window; the nRF24L01+ TX burst length depends on "
    "payload and data rate, not fixed in the sheet. The result depends on firmware settings.",
)

if __name__ == "__main__":
    out = Path(__file__).with_name("questions.jsonl")
    with out.open("w", encoding="utf-8") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q), "questions ->", out)
