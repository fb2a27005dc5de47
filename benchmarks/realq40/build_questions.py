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


# ---------- batch 1

add(
    "rq40-f01",
    "medium",
    "simple",
    "vl53l0x pointed at a grey-ish (17% reflectance) target outside on an overcast day, how far does it range typically?",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "measurement_range",
            "cm",
            typ=50,
            q="distance",
            cond="max ranging distance, grey 17 % target, outdoor overcast, 33 ms budget, typical",
        )
    ],
    [
        ev("vl53l0x.pdf", 26, "Table 11. Max ranging capabilities with 33ms timing budget"),
        ev("vl53l0x.pdf", 26, "Typical 80cm 50cm"),
    ],
    "50 cm typical (grey, outdoor overcast); look-alikes grey indoor 80 cm typ / 70 cm min, grey outdoor minimum 40 cm, white outdoor 80 cm typ / 60 cm min, white indoor 200 cm+.",
)
add(
    "rq40-f02",
    "hard",
    "simple",
    "After offset calibration at 10 cm, by how much may the VL53L0X ranging offset drift when its supply varies from 2.6 V to 3.5 V (typical and maximum)?",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "accuracy",
            "mm",
            mn=-15,
            mx=15,
            q="distance",
            cond="ranging offset voltage drift, 2.6-3.5 V vs 2.8 V nominal; typ +-10 mm",
        )
    ],
    [ev("vl53l0x.pdf", 28, "Voltage drift 2.8 V 2.6 V to 3.5 V +/- 10 mm +/- 15 mm")],
    "+-10 mm typ, +-15 mm max; look-alike temperature drift +-10 / +-30 mm (rq30-f13), ranging distance offset <3 %.",
    wording="formal",
)
add(
    "rq40-f03",
    "hard",
    "simple",
    "hmc5883l - whats the field step per 1 lsb (digital resolution) across the gain settings? in milligauss",
    ["HMC5883L"],
    None,
    [
        it(
            "HMC5883L",
            "resolution",
            "gauss",
            mn=0.00073,
            mx=0.00435,
            q="magnetic_field",
            cond="digital resolution, 1 LSb, GN = 0 to 7, 12-bit ADC, VDD = 3.0 V (0.73 to 4.35 milli-gauss)",
        )
    ],
    [
        ev(
            "hmc5883l.pdf",
            2,
            "Digital Resolution VDD=3.0V, GN=0 to 7, 1-LSb, 12-bit ADC 0.73 4.35 milli-gauss",
        )
    ],
    "0.73..4.35 mG; look-alikes noise floor 2 mG (rq29-f23), sensitivity 230..1370 LSb/gauss, field range +-8 gauss.",
)
add(
    "rq40-f04",
    "hard",
    "simple",
    "plain lm35 (not the A version) - guaranteed accuracy at the top of its range, TA = TMAX? the tested limit not typical",
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
            cond="LM35, TA = TMAX (150 C), tested limit; typ +-0.8 C",
        )
    ],
    [
        ev("lm35.pdf", 4, "Accuracy, LM35,"),
        ev("lm35.pdf", 4, "TA = TMAX ±0.8 ±1.5 ±0.8 ±1.5"),
    ],
    "+-1.5 C tested (LM35 column; the second +-1.5 is the LM35C design limit); look-alikes LM35A at TMAX +-1 (p3), LM35 at 25 C +-1, LM35D at TMAX +-2.",
)
add(
    "rq40-f05",
    "medium",
    "simple",
    "How much supply current does the MCP73831 draw when VDD is below the battery voltage (VDD < VBAT - 50 mV)? Give typical and maximum.",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "standby_current",
            "uA",
            typ=1,
            mx=5,
            cond="ISS, VDD < (VBAT - 50 mV)",
        )
    ],
    [ev("mcp73831.pdf", 3, "— 1 5 µA VDD < (VBAT - 50 mV)")],
    "1 typ / 5 max uA; look-alikes PROG floating 25/50 uA, VDD < VSTOP 0.1/2 uA, charge complete 53/200 uA, charging 510/1500 uA, battery discharge current 0.15/2 uA.",
    wording="formal",
)
add(
    "rq40-f06",
    "hard",
    "simple",
    "ina3221 internal adc - what sampling rate does the delta-sigma front end run at? (not the conversion time)",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "data_rate",
            "kHz",
            typ=500,
            cond="delta-sigma ADC front-end sampling rate, +-30 %",
        )
    ],
    [
        ev(
            "ina3221.pdf",
            19,
            "front-end with a 500kHz (±30%) typical sampling rate",
        )
    ],
    "500 kHz typ (+-30 %); look-alikes conversion times 140 us..8.244 ms, I2C 400 kHz / 2.44 MHz, 28 ms SMBus timeout.",
)
add(
    "rq40-f07",
    "hard",
    "simple",
    "cc1101 on 868/915, 250 kbaud with the reduced-current settings, signal right at the sensitivity limit - rx current?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "supply_current",
            "mA",
            typ=16.9,
            cond="RX, 868/915 MHz, 250 kBaud, reduced current, input at sensitivity limit",
        )
    ],
    [
        ev("cc1101.pdf", 10, "868/915 MHz"),
        ev("cc1101.pdf", 10, "16.9 mA Receive mode, 250 kBaud, register settings optimized for"),
    ],
    "16.9 mA; look-alikes same at 433 MHz 17.1 mA (rq12-f24), 315 MHz 16.5 mA, input well above sensitivity 15.6 mA, 38.4 kBaud 15.6 mA.",
)
add(
    "rq40-k01",
    "hard",
    "comparison",
    "At a 250 kbps / 250 kBaud data rate, which receiver is more sensitive: the CC1101 in the 433 MHz band (sensitivity-optimized) or the nRF24L01+? Give both figures.",
    ["CC1101", "nRF24L01+"],
    None,
    [
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-95,
            cond="433 MHz, 250 kBaud, GFSK, sensitivity optimized, 1 % PER",
        ),
        it("nRF24L01+", "rx_sensitivity", "dBm", typ=-94, cond="250 kbps"),
    ],
    [
        ev(
            "cc1101.pdf", 12, "250 kBaud data rate, sensitivity optimized, MDMCFG2.DEM_DCFILT_OFF=0"
        ),
        ev("cc1101.pdf", 12, "Receiver sensitivity -95 dBm"),
        ev("nrf24l01p.pdf", 8, "-94dBm sensitivity at 250kbps"),
    ],
    "CC1101 -95 dBm vs nRF24L01+ -94 dBm: the CC1101 by 1 dB. Look-alikes CC1101 38.4 kBaud -104, 1.2 kBaud -112, nRF 1 Mbps -85, 2 Mbps -82.",
    wording="formal",
)
add(
    "rq40-f08",
    "hard",
    "simple",
    "cc1101 sitting in IDLE (just the digital regulator + crystal running), current in microamps?",
    ["CC1101"],
    None,
    [it("CC1101", "supply_current", "mA", typ=1.7, cond="IDLE state, regulator + XOSC running")],
    [
        ev(
            "cc1101.pdf",
            9,
            "1.7 mA Only voltage regulator to digital part and crystal oscillator running",
        )
    ],
    "1.7 mA = 1700 uA; look-alikes XOFF 165 uA, SLEEP with XOSC forced on 100 uA, FSTXON 8.4 mA.",
)
add(
    "rq40-f09",
    "hard",
    "simple",
    "What integral nonlinearity (INL) does the MCP4725 specify, typical and maximum?",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "accuracy",
            "LSB",
            mn=-14.5,
            mx=14.5,
            q="voltage",
            cond="INL error, test code range 100 to 4000; typ +-2 LSB",
        )
    ],
    [ev("mcp4725.pdf", 3, "INL Error INL — ±2 ±14.5 LSB Note 1")],
    "+-2 typ / +-14.5 max LSB; look-alikes DNL -0.75..+-0.75 LSB, offset error 0.02/0.75 % FSR, gain error -2..2 % FSR. Filed as accuracy (voltage, LSB).",
    wording="formal",
)
add(
    "rq40-f10",
    "medium",
    "simple",
    "tp4056 with the 1.1k prog resistor (1a charge) - at what current does it decide the battery is full (the C/10 termination)?",
    ["TP4056"],
    None,
    [
        it(
            "TP4056",
            "output_current",
            "mA",
            mn=120,
            typ=130,
            mx=140,
            cond="ITERM C/10 termination current threshold, RPROG = 1.1 k",
        )
    ],
    [ev("tp4056.pdf", 5, "current threshold RPROG=1.1K ● 120 130 140 mA")],
    "120/130/140 mA; look-alikes RPROG = 2.2 k 60/70/80 mA, trickle charge current 120/130/140 mA (same numbers, other row), charge current 850/1000/1150 mA. Field output_current (no termination field).",
)
add(
    "rq40-f11",
    "medium",
    "simple",
    "si7021 humidity response time (63%) with 1 m/s airflow and the cover removed?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "response_time",
            "s",
            typ=17,
            cond="RH tau63 %, 1 m/s airflow, without cover",
        )
    ],
    [ev("si7021.pdf", 7, "1 m/s airflow, without cover — 17 —")],
    "17 s; look-alikes with cover 18 s (rq19-f11), temperature response 0.7 s unmounted / 5.1 s on EB board.",
)
add(
    "rq40-f12",
    "hard",
    "simple",
    "What temperature response time (tau 63 %) does the Si7021 datasheet give for the device mounted on the Si7021-EB evaluation board?",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "s", typ=5.1, cond="temperature tau63 %, Si7021-EB board")],
    [ev("si7021.pdf", 9, "Si7021-EB board — 5.1 —")],
    "5.1 s; look-alike unmounted device 0.7 s (rq37-f06), humidity 17/18 s.",
    wording="formal",
)
add(
    "rq40-f13",
    "hard",
    "simple",
    "xc6206 1.8v version at 30ma load, dropout voltage typ and max? in volts",
    ["XC6206"],
    None,
    [
        it(
            "XC6206",
            "dropout_voltage",
            "mV",
            typ=150,
            mx=390,
            cond="Vdif1, IOUT = 30 mA, VOUT(T) = 1.8 V",
        )
    ],
    [
        ev("xc6206.pdf", 4, "Dropout Voltage 1 Vdif1(*6) IOUT=30mA"),
        ev("xc6206.pdf", 5, "1.8 150 390"),
    ],
    "150 mV typ / 390 mV max (0.15 / 0.39 V); look-alikes 3.0-3.4 V types 75/350 mV, Vdif2 rows (60/100 mA), 1.7 V 200/410 mV.",
)
add(
    "rq40-f14",
    "hard",
    "simple",
    "Down to which supply voltage does the MCP2515 retain its register contents?",
    ["MCP2515"],
    None,
    [it("MCP2515", "supply_voltage", "V", mn=2.4, cond="VRET register retention voltage")],
    [ev("mcp2515.pdf", 74, "VRET Register Retention Voltage 2.4 — V")],
    "2.4 V min (VRET); look-alike operating VDD 2.7..5.5 V. Field supply_voltage (no retention field).",
    wording="formal",
)
add(
    "rq40-f15",
    "medium",
    "simple",
    "MAX31865: ¿cuáles son los límites del error de offset del ADC, en LSB?",
    ["MAX31865"],
    None,
    [it("MAX31865", "accuracy", "LSB", mn=-3, mx=3, q="voltage", cond="ADC offset error")],
    [ev("max31865.pdf", 3, "ADC Offset Error -3 +3 LSB")],
    "-3..+3 LSB; look-alikes full-scale error +-1 LSB, INL +-1 LSB, PSR 1 LSB/V.",
    wording="formal",
    lang="es",
)
add(
    "rq40-f16",
    "medium",
    "simple",
    "cc1101 on 315 mhz at 500 kbaud (sensitivity optimized), what rx sensitivity?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-88,
            cond="315 MHz, 500 kBaud MSK, sensitivity optimized",
        )
    ],
    [
        ev(
            "cc1101.pdf", 12, "500 kBaud data rate, sensitivity optimized, MDMCFG2.DEM_DCFILT_OFF=0"
        ),
        ev("cc1101.pdf", 12, "Receiver sensitivity -88 dBm"),
    ],
    "-88 dBm; look-alikes 315 MHz 1.2 kBaud -111 (rq34-f04), 868 MHz 500 kBaud -90 (p14 table), 433 MHz 250 kBaud -95.",
)
add(
    "rq40-f17",
    "hard",
    "simple",
    "vl53l0x white target (88%) indoors, what max range is guaranteed - the minimum, not typical?",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "measurement_range",
            "cm",
            mx=120,
            q="distance",
            cond="max ranging distance, white 88 %, indoor, 33 ms, minimum (guaranteed) value",
        )
    ],
    [
        ev("vl53l0x.pdf", 26, "White target (88%)"),
        ev("vl53l0x.pdf", 26, "Minimum 120cm 60cm"),
    ],
    "120 cm (minimum column; typical 200 cm+ with long-range profile); look-alikes outdoor minimum 60 cm, grey indoor 70 cm min.",
)
# dev sheets
add(
    "rq40-f18",
    "medium",
    "simple",
    "ina219 shunt voltage: size of 1 lsb? in microvolts",
    ["INA219"],
    None,
    [it("INA219", "resolution", "uV", value=10, q="voltage", cond="shunt voltage 1 LSB step size")],
    [ev("ina219.pdf", 5, "Shunt voltage, 1 LSB step size 10 10 μV")],
    "10 uV; look-alike bus voltage 1 LSB 4 mV (marked, rq16-f31), INA3221 shunt LSB 40 uV.",
)
add(
    "rq40-f19",
    "medium",
    "simple",
    "What electrical offset voltage (IP = 0 A) is specified for the 20 A version of the ACS712?",
    ["ACS712"],
    None,
    [
        it(
            "ACS712",
            "accuracy",
            "mV",
            mn=-30,
            mx=30,
            q="voltage",
            cond="x20A, electrical offset voltage VOE, IP = 0 A",
        )
    ],
    [
        ev("acs712.pdf", 5, "x20A PERFORMANCE CHARACTERISTICS"),
        ev("acs712.pdf", 5, "Electrical Offset Voltage VOE IP = 0 A –30 – 30 mV"),
    ],
    "-30..30 mV (x20A; x30A the same); look-alike x05B -40..40 mV (rq31-f21). Field as rq31-f21.",
    wording="formal",
)
add(
    "rq40-f20",
    "hard",
    "simple",
    "74hc595 at vcc 4.5v, worst case OE -> Q enable time over -40..85C?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "response_time",
            "ns",
            typ=17,
            mx=38,
            cond="ten OE to Qn, VCC = 4.5 V, -40..+85 C max (25 C: typ 17, max 30)",
        )
    ],
    [
        ev("74hc595.pdf", 10, "enable time OE to Qn; see Figure 13"),
        ev("74hc595.pdf", 10, "VCC = 4.5 V - 17 30 - 38 - 45 ns"),
    ],
    "38 ns (-40..85 C); look-alikes 25 C max 30 ns, -40..125 C 45 ns, tdis 15/30/38/45 ns, MR to Q7S 35/44 ns.",
)
add(
    "rq40-f21",
    "hard",
    "simple",
    "How long must one wait after leaving power down before the nRF24L01+ reaches standby when an external crystal with Ls = 60 mH is used?",
    ["nRF24L01+"],
    None,
    [it("nRF24L01+", "warm_up_time", "ms", value=3, cond="Tpd2stby, external crystal Ls = 60 mH")],
    [
        ev(
            "nrf24l01p.pdf",
            24,
            "Tpd2stby Power Down Î Standby mode a 3ms External crystal, Ls = 60mH",
        )
    ],
    "3 ms; look-alikes 1.5 ms max start-up (features / typical crystal), 150 us with external clock, RX/TX settling 130 us.",
    wording="formal",
)
add(
    "rq40-f22",
    "hard",
    "simple",
    "drv8833 dead time between the high and low side switching (vm 5v)? in microseconds",
    ["DRV8833"],
    None,
    [it("DRV8833", "response_time", "ns", typ=450, cond="tDEAD dead time, VM = 5 V")],
    [ev("drv8833.pdf", 6, "tDEAD Dead time (1) VM = 5 V 450 ns")],
    "450 ns = 0.45 us; look-alikes internal PWM 50 kHz, output rise/fall times, thermal shutdown 150/160/180 C. Filed as response_time.",
)
add(
    "rq40-f23",
    "medium",
    "simple",
    "mpu6050 gyro zero rate offset, how much does it wander over -40 to 85C?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "accuracy",
            "°/s",
            mn=-20,
            mx=20,
            q="angular_rate",
            cond="ZRO variation over temperature, -40..+85 C",
        )
    ],
    [ev("mpu-6050.pdf", 12, "ZRO Variation Over Temperature -40°C to +85°C ±20 º/s")],
    "+-20 deg/s; look-alikes initial ZRO tolerance +-20 deg/s at 25 C (other row, same number), ZRO settling 30 ms (rq28-f26), sensitivity tolerance +-3 %.",
)

# ---------- batch 2
add(
    "rq40-u01",
    "hard",
    "simple",
    "vl53l0x ranging a white target outdoors with the 200 ms high-accuracy budget, max distance?",
    ["VL53L0X"],
    "insufficient_evidence",
    [],
    [],
    "Table 11 gives max ranging only with a 33 ms budget (white outdoor 80 cm typ / 60 cm min); Table 13's 200 ms high-accuracy profile gives 1.2 m without saying indoor/outdoor limits. No outdoor figure for 200 ms.",
)
add(
    "rq40-u02",
    "hard",
    "simple",
    "What is the Si7021 humidity response time (tau 63 %) with the protective cover fitted, in still air?",
    ["Si7021"],
    "insufficient_evidence",
    [],
    [],
    "Only 1 m/s airflow is specified (18 s with cover, 17 s without); no still-air figure.",
    wording="formal",
)
add(
    "rq40-u03",
    "hard",
    "simple",
    "ds3231 frequency stability if the box hits +100C? ppm",
    ["DS3231"],
    "insufficient_evidence",
    [],
    [],
    "Frequency stability is given up to +85 C (industrial, +-3.5 ppm for >40..85 C) / +70 C (commercial); nothing for +100 C, which is outside the operating range.",
)
add(
    "rq40-u04",
    "medium",
    "simple",
    "lm35d accuracy at -10C?",
    ["LM35"],
    "insufficient_evidence",
    [],
    [],
    "LM35D is rated 0..100 C; its accuracy rows are 25 C, TMAX, TMIN only. The -10 C row exists for LM35/LM35C (+-0.5 typ, +-1.5 design) and LM35A/CA, not for LM35D (trap).",
)
add(
    "rq40-u05",
    "hard",
    "simple",
    "How much does the TMP36 output drift after ten years at room temperature (25 °C)?",
    ["TMP36"],
    "insufficient_evidence",
    [],
    [],
    "Only long-term stability 0.4 C typ at TA = 150 C for 1 kHrs is given; the commentary says ICs cannot be evaluated at 25 C for 10 years and gives no conversion.",
    wording="formal",
)
add(
    "rq40-u06",
    "medium",
    "simple",
    "74hc595 running at 3.3v, OE to output enable time?",
    ["74HC595"],
    "insufficient_evidence",
    [],
    [],
    "ten is given at VCC = 2 V, 4.5 V and 6 V (and 4.5 V for the HCT); no 3.3 V row. Interpolation is not a datasheet value.",
)
add(
    "rq40-u07",
    "medium",
    "simple",
    "drv8833 dead time if i run VM at 10v?",
    ["DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "tDEAD 450 ns is specified only at VM = 5 V.",
)
add(
    "rq40-u08",
    "hard",
    "simple",
    "What TX current does the CC1101 draw at 433 MHz, +10 dBm, with VDD = 1.8 V at -40 °C?",
    ["CC1101"],
    "insufficient_evidence",
    [],
    [],
    "The over-temperature/supply TX current tables (Tables 5/6) cover 868 and 915 MHz only; at 433 MHz only 29.2 mA at 25 C, 3.0 V is given.",
    wording="formal",
)

# ---------- batch 3
add(
    "rq40-c01",
    "medium",
    "compatibility",
    "mcp4725 dac and a tcs34725 color sensor on the same i2c bus, any address clash?",
    ["MCP4725", "TCS34725"],
    "compatible",
    [
        it(
            "MCP4725",
            "i2c_address",
            values=["0x60", "0x61", "0x62", "0x63", "0x64", "0x65", "0x66", "0x67"],
            cond="device code 1100, A2 A1 factory set, A0 pin",
        ),
        it("TCS34725", "i2c_address", values=["0x29"], cond="TCS34725"),
    ],
    [
        ev("mcp4725.pdf", 24, "1 1 0 0 A2 A1 A0"),
        ev("tcs34725.pdf", 3, "TCS34725 0x29"),
    ],
    "MCP4725 is 1100xxx (0x60-0x67), TCS34725 0x29: no clash.",
)
add(
    "rq40-c02",
    "medium",
    "compatibility",
    "hmc5883l compass + inmp441 mic in an outdoor box that gets down to -35C in winter. both ok?",
    ["HMC5883L", "INMP441"],
    "incompatible",
    [
        it("HMC5883L", "operating_temperature", "°C", mn=-30, mx=85, cond="ambient"),
        it("INMP441", "operating_temperature", "°C", mn=-40, mx=85, cond="INMP441ACEZ"),
    ],
    [
        ev("hmc5883l.pdf", 2, "Operating Temperature Ambient -30 85 °C"),
        ev("inmp441.pdf", 1, "INMP441ACEZ-R7† −40°C to +85°C"),
    ],
    "INMP441 is fine (-40 C) but the HMC5883L stops at -30 C.",
)
add(
    "rq40-c03",
    "medium",
    "compatibility",
    "lm35 and an inmp441 both running off my 3.3v rail. fine?",
    ["LM35", "INMP441"],
    "incompatible",
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operates from 4 to 30 V"),
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
    ],
    [
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
    ],
    "3.3 V suits the INMP441 but is below the LM35's 4 V minimum.",
)
add(
    "rq40-c04",
    "medium",
    "compatibility",
    "Can an MCP4725 DAC be powered directly from a single Li-ion cell charged by an MCP73831-2 (4.20 V option), without a regulator?",
    ["MCP4725", "MCP73831"],
    "compatible",
    [
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating"),
        it(
            "MCP73831",
            "output_voltage",
            "V",
            mn=4.168,
            typ=4.2,
            mx=4.232,
            cond="VREG, MCP7383X-2",
        ),
    ],
    [
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
        ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2"),
    ],
    "Full cell <= 4.232 V < 5.5 V; a discharged Li-ion (~3 V) stays above 2.7 V. The DAC full scale follows VDD (no reference), which is a design note, not a compatibility issue.",
    wording="formal",
)
add(
    "rq40-c05",
    "hard",
    "compatibility",
    "mcp4725 + tmp36 on a little board in an engine bay that sits around 110C. are both rated for that?",
    ["MCP4725", "TMP36"],
    "compatible",
    [
        it(
            "MCP4725",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="operating temperature range",
        ),
        it("TMP36", "operating_temperature", "°C", mn=-40, mx=125, cond="specified range"),
    ],
    [
        ev("mcp4725.pdf", 5, "Operating Temperature Range TA -40 — +125 °C"),
        ev("tmp36.pdf", 1, "The TMP36 is specified from –40°C to"),
        ev("tmp36.pdf", 1, "+125°C, provides a 750 mV output at 25°C, and operates to"),
    ],
    "Both to +125 C. TMP36 'over rated temperature' accuracy +-2/+-3 C (F) applies.",
)
add(
    "rq40-c06",
    "hard",
    "compatibility",
    "irlz44n as a low side switch for the mq-3 heater (5v), gate driven straight from a 5v arduino pin. ok?",
    ["IRLZ44N", "MQ-3"],
    "compatible",
    [
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.025, cond="VGS = 5.0 V, ID = 25 A"),
        it("IRLZ44N", "drain_source_voltage", "V", mn=55, cond="V(BR)DSS"),
        it("MQ-3", "supply_voltage", "V", value=5, cond="VH heating voltage 5 V +-0.1"),
    ],
    [
        ev(
            "irlz44n.pdf",
            2,
            "RDS(on) Static Drain-to-Source On-Resistance ––– ––– 0.025 Ω VGS = 5.0V, I D = 25A",
        ),
        ev("irlz44n.pdf", 2, "V(BR)DSS Drain-to-Source Breakdown Voltage 55"),
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1"),
        ev("mq-3.pdf", 1, "RH Heater resistance 33Ω±5%"),
    ],
    "Heater 5 V / 33 Ohm ~ 150 mA; RDS(on) <= 25 mOhm at VGS = 5 V drops ~4 mV, 55 V rating. Note the heater then sees 5 V minus 4 mV, inside 5 V +-0.1.",
)
add(
    "rq40-c07",
    "medium",
    "compatibility",
    "lm35 powered straight off a li-ion cell from a tp4056 charger board, no boost. will it work?",
    ["LM35", "TP4056"],
    "incompatible",
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operates from 4 to 30 V"),
        it("TP4056", "output_voltage", "V", mn=4.158, typ=4.2, mx=4.242, cond="VFLOAT, full cell"),
    ],
    [
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
    ],
    "Only a nearly full cell (4.2 V) is above 4 V; over most of the discharge (3.x V) the LM35 is out of its supply range.",
)
add(
    "rq40-c08",
    "medium",
    "compatibility",
    "pcf8563 rtc and si7021 on one i2c bus at 3.3v. address clash or voltage problem?",
    ["PCF8563", "Si7021"],
    "compatible",
    [
        it("PCF8563", "i2c_address", values=["0x51"], cond="write A2h / read A3h"),
        it("Si7021", "i2c_address", values=["0x40"]),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="interface active, 400 kHz"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
    ],
    [
        ev("pcf8563.pdf", 1, "I2C-bus slave address: read A3h and write A2h"),
        ev("si7021.pdf", 18, "0x40."),
        ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5"),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
    ],
    "0x51 vs 0x40; 3.3 V inside 1.8-5.5 and 1.9-3.6 V.",
)
add(
    "rq40-c09",
    "hard",
    "compatibility",
    "Can a MAX44009 and an INMP441 both be supplied from a 1.8 V rail?",
    ["MAX44009", "INMP441"],
    "compatible",
    [
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC, guaranteed by TE test"),
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
    ],
    [
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6"),
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
    ],
    "1.8 V is inside 1.7-3.6 V and 1.62-3.63 V (the MAX44009 EC table is even specified at VCC = 1.8 V).",
    wording="formal",
)
add(
    "rq40-c10",
    "hard",
    "compatibility",
    "can i run the mq-3 heater off the mcp4725 output (dac at full scale, vdd 5v) so i can dim the heater in software?",
    ["MCP4725", "MQ-3"],
    "incompatible",
    [
        it(
            "MCP4725",
            "peak_output_current",
            "mA",
            typ=15,
            mx=24,
            cond="ISC, VDD = 5 V, VOUT grounded",
        ),
        it("MQ-3", "supply_voltage", "V", value=5, cond="VH heating voltage 5 V +-0.1"),
    ],
    [
        ev("mcp4725.pdf", 3, "Short Circuit Current ISC — 15 24 mA VDD = 5V, VOUT = Grounded"),
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1"),
        ev("mq-3.pdf", 1, "RH Heater resistance 33Ω±5%"),
    ],
    "Heater 5 V / 33 Ohm ~ 150 mA, but even into a short the MCP4725 output delivers only 15 typ / 24 max mA.",
)
add(
    "rq40-c11",
    "medium",
    "compatibility",
    "hmc5883l compass about 2 cm from the mq-3 heater. will the heater (heat or its current) throw off the heading?",
    ["HMC5883L", "MQ-3"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet quantifies the heater's magnetic field or the HMC5883L's error from a nearby DC current / local heating (only uncompensated sensitivity tempco -0.3 %/C).",
)
add(
    "rq40-c12",
    "medium",
    "compatibility",
    "cc1101 transmitting +10dbm with the antenna next to the mcp4725 output trace. will the dac output get rf junk on it?",
    ["CC1101", "MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "No RF immunity / susceptibility data for the MCP4725 output; the CC1101 sheet gives only its own spurious emission limits.",
)
add(
    "rq40-c13",
    "medium",
    "compatibility",
    "acs712 5A module in series with an 8A heater that my irlz44n switches. will the acs712 measure it ok?",
    ["ACS712", "IRLZ44N"],
    "incompatible",
    [
        it(
            "ACS712",
            "measurement_range",
            "A",
            mn=-5,
            mx=5,
            q="current",
            cond="x05B optimized accuracy range",
        ),
        it(
            "IRLZ44N",
            "output_current",
            "A",
            mx=47,
            cond="continuous drain current, VGS 10 V, TC 25 C",
        ),
    ],
    [
        ev("acs712.pdf", 5, "Optimized Accuracy Range IP –5 – 5 A"),
        ev("irlz44n.pdf", 1, "Continuous Drain Current, VGS @ 10V 47"),
    ],
    "8 A is outside the x05B -5..5 A range (use the 20 A version); the IRLZ44N itself is fine.",
)
add(
    "rq40-c14",
    "hard",
    "compatibility",
    "lm35 (basic 3 pin hookup, single 5v supply) next to a ds18b20 in a freezer at -20C. do both read that?",
    ["LM35", "DS18B20"],
    "incompatible",
    [
        it(
            "LM35",
            "measurement_range",
            "°C",
            mn=2,
            mx=150,
            q="temperature",
            cond="basic centigrade sensor circuit",
        ),
        it("DS18B20", "measurement_range", "°C", mn=-55, mx=125, q="temperature"),
    ],
    [
        ev("lm35.pdf", 1, "(+2°C to +150°C)"),
        ev("ds18b20.pdf", 1, "Measures Temperatures from -55°C to +125°C"),
    ],
    "The LM35 in the basic single-supply circuit covers +2..150 C; -20 C needs the full-range circuit with a negative supply. DS18B20 fine.",
)
add(
    "rq40-c15",
    "medium",
    "compatibility",
    "Can an MPU-6050 and an INMP441 share one regulated 3.3 V supply?",
    ["MPU-6050", "INMP441"],
    "compatible",
    [
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD"),
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
    ],
    [
        ev("mpu-6050.pdf", 10, "VDD supply voltage range of 2.375V-3.46V"),
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
    ],
    "3.3 V is inside both ranges.",
    wording="formal",
)
add(
    "rq40-c16",
    "medium",
    "compatibility",
    "bh1750 and tmp36 running from 2 fresh aa cells (3.0v). ok for both?",
    ["BH1750", "TMP36"],
    "compatible",
    [
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
    ],
    [
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
    ],
    "3.0 V inside 2.4-3.6 and 2.7-5.5 V (cells sagging below 2.7 V would drop the TMP36 out first).",
)
add(
    "rq40-c17",
    "medium",
    "compatibility",
    "nrf24l01+ module right next to an inmp441 i2s mic. will the 2.4ghz bursts show up in the audio?",
    ["nRF24L01+", "INMP441"],
    "insufficient_evidence",
    [],
    [],
    "No RF susceptibility figures for the INMP441 (only PSR at 217 Hz) and no near-field emission data in the nRF24L01+ sheet.",
)
add(
    "rq40-c18",
    "hard",
    "compatibility",
    "ina3221 channel measuring the mq-3 heater current on its 5v supply with a 0.1 ohm shunt. within its input ranges?",
    ["INA3221", "MQ-3"],
    "compatible",
    [
        it(
            "INA3221",
            "analog_input_range",
            "mV",
            mn=-163.84,
            mx=163.8,
            cond="VSHUNT shunt voltage input",
        ),
        it("INA3221", "analog_input_range", "V", mn=0, mx=26, cond="VBUS bus voltage input"),
        it("MQ-3", "supply_voltage", "V", value=5, cond="VH heating voltage 5 V +-0.1"),
    ],
    [
        ev("ina3221.pdf", 5, "VSHUNT Shunt voltage input –163.84 163.8 mV"),
        ev("ina3221.pdf", 5, "VBUS Bus voltage input 0 26 V"),
        ev("mq-3.pdf", 1, "VH Heating voltage 5V±0.1"),
        ev("mq-3.pdf", 1, "RH Heater resistance 33Ω±5%"),
    ],
    "~150 mA x 0.1 Ohm = 15 mV << 163.8 mV; bus 5 V inside 0-26 V.",
)
add(
    "rq40-c19",
    "hard",
    "compatibility",
    "mcp4725 (vdd 5v) output set to full scale used as a switchable supply for an lm35, so i can turn the sensor off. does that work?",
    ["MCP4725", "LM35"],
    "compatible",
    [
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operates from 4 to 30 V"),
        it(
            "LM35",
            "supply_current",
            "uA",
            typ=56,
            mx=80,
            cond="quiescent current, VS = 5 V, 25 C (LM35)",
        ),
        it("MCP4725", "peak_output_current", "mA", typ=15, mx=24, cond="ISC, VDD = 5 V"),
    ],
    [
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
        ev("lm35.pdf", 5, "VS = 5 V, 25°C 56 80 56 80"),
        ev("mcp4725.pdf", 3, "Short Circuit Current ISC — 15 24 mA VDD = 5V, VOUT = Grounded"),
        ev("mcp4725.pdf", 3, "RL = 5 kΩ from VOUT to VSS, CL = 100 pF"),
    ],
    "Full scale ~ VDD x 4095/4096 ~ 5.0 V >= 4 V; the LM35 draws <= 80 uA (25 C), far below the 1 mA the DAC drives into its 5 kOhm test load. Risky-looking but fine.",
)
add(
    "rq40-c20",
    "medium",
    "compatibility",
    "tmp36 and a w25q64 flash both on the 5v rail of my arduino. ok?",
    ["TMP36", "W25Q64FV"],
    "incompatible",
    [
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
        it(
            "W25Q64FV",
            "supply_voltage",
            "V",
            mn=3.0,
            mx=3.6,
            cond="VCC for FR = 104 MHz (2.7-3.0 V at 80 MHz)",
        ),
    ],
    [
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
        ev("w25q64.pdf", 72, "FR = 104MHz, fR = 50MHz 3.0 3.6"),
        ev("w25q64.pdf", 72, "FR = 80MHz, fR = 33MHz 2.7 3.0"),
    ],
    "TMP36 is fine at 5 V, the W25Q64FV tops out at 3.6 V (abs max 4.6 V).",
)
add(
    "rq40-c21",
    "hard",
    "compatibility",
    "Can a TMP36 output be read on a spare INA3221 bus-voltage input with 0.5 °C resolution?",
    ["TMP36", "INA3221"],
    "incompatible",
    [
        it("INA3221", "resolution", "mV", value=8, q="voltage", cond="bus voltage 1 LSB step size"),
        it("TMP36", "sensitivity", "mV/°C", typ=10, q="temperature", cond="scale factor"),
    ],
    [
        ev("ina3221.pdf", 5, "Bus voltage 8 mV"),
        ev("tmp36.pdf", 2, "Scale Factor, TMP36 –40°C ≤ TA ≤ +125°C 10 9.8/10.2 mV/°C"),
    ],
    "One bus LSB = 8 mV = 0.8 C at 10 mV/C, coarser than 0.5 C. (Voltage range itself is fine, 0-26 V.)",
    wording="formal",
)
add(
    "rq40-c22",
    "medium",
    "compatibility",
    "hmc5883l and a tmp36 both on a 2.5v supply. ok?",
    ["HMC5883L", "TMP36"],
    "incompatible",
    [
        it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD"),
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS"),
    ],
    [
        ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts"),
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
    ],
    "2.5 V is the HMC5883L typical but below the TMP36's 2.7 V minimum.",
)
add(
    "rq40-c23",
    "hard",
    "compatibility",
    "tmp36 epoxied to the tab of an irlz44n switching 30a. will the tmp36 stay inside its rated range?",
    ["TMP36", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "The tab temperature depends on the heatsink / ambient, which is not given; the sheets give RDS(on) and RthJC 1.4 C/W but no case temperature for this build.",
)
add(
    "rq40-c24",
    "medium",
    "compatibility",
    "inmp441 mic on the same board as a tm1637 4 digit display. will the display multiplexing make audible whine?",
    ["INMP441", "TM1637"],
    "insufficient_evidence",
    [],
    [],
    "Only the INMP441 PSR at 217 Hz is specified; the TM1637 sheet gives no supply ripple figure for its scan, so the coupling cannot be judged.",
)
add(
    "rq40-c25",
    "hard",
    "compatibility",
    "tcs34725 measuring an led strip that an irlz44n dims with pwm. will the pwm flicker mess up the color readings?",
    ["TCS34725", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "No PWM frequency is given and the TCS34725 sheet gives no flicker rejection; it depends on integration time vs PWM period.",
)
add(
    "rq40-c26",
    "medium",
    "compatibility",
    "mq-3 breathalyzer and a pcf8563 rtc left in a parked car that hits 60C in summer. both rated for it?",
    ["MQ-3", "PCF8563"],
    "incompatible",
    [
        it("MQ-3", "operating_temperature", "°C", mn=-10, mx=50, cond="Tao using temperature"),
        it("PCF8563", "operating_temperature", "°C", mn=-40, mx=85, cond="Tamb"),
    ],
    [
        ev("mq-3.pdf", 1, "Tao Using Tem -10℃-50℃"),
        ev("pcf8563.pdf", 28, "Tamb = 40 C to +85 C"),
    ],
    "MQ-3 'using temperature' ends at 50 C; PCF8563 -40..85 C is fine.",
)
add(
    "rq40-c27",
    "medium",
    "compatibility",
    "Can an MCP2515 CAN controller be powered directly from a Li-ion cell charged by a TP4056?",
    ["MCP2515", "TP4056"],
    "compatible",
    [
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("TP4056", "output_voltage", "V", mn=4.158, typ=4.2, mx=4.242, cond="VFLOAT"),
    ],
    [
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
        ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
    ],
    "Full cell 4.242 V max < 5.5 V; the 2.9 V trickle threshold is above 2.7 V. (A CAN transceiver's own supply is a separate question.)",
    wording="formal",
)
add(
    "rq40-c28",
    "medium",
    "compatibility",
    "cc1101 transmitting right next to the pcf8563 and its 32khz crystal. will the rtc lose time?",
    ["CC1101", "PCF8563"],
    "insufficient_evidence",
    [],
    [],
    "No RF susceptibility of the PCF8563 oscillator is given (only 0.2 ppm per 200 mV supply variation); cannot be judged.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
