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
    "rq24-f01",
    "hard",
    "simple",
    "74hc595 on a 6v rail, whats the fastest shift clock it's guaranteed to take if the board can hit 125c? answer in khz",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "spi_clock_frequency",
            "MHz",
            mx=24,
            cond="fmax SHCP/STCP, VCC = 6 V, -40..+125 C (guaranteed minimum of fmax)",
        )
    ],
    [ev("74hc595.pdf", 11, "VCC = 6 V 35 108 - 28 - 24 - MHz")],
    "fmax row at VCC = 6 V: 35 (25 C), 28 (-40..85 C), 24 MHz (-40..125 C); asked in kHz (24000). Look-alike rows at 2 V / 4.5 V and the HCT row (20 MHz at 125 C).",
)
add(
    "rq24-f02",
    "hard",
    "simple",
    "What minimum HIGH-level output voltage does the 74HC595 guarantee on its Q7S serial output sourcing 4 mA at VCC = 4.5 V over the full -40 °C to +125 °C range?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "output_high_voltage",
            "V",
            mn=3.7,
            cond="Q7S, IO = -4 mA, VCC = 4.5 V, -40..+125 C",
        )
    ],
    [ev("74hc595.pdf", 7, "4 mA; VCC = 4.5 V 3.84 4.32 - 3.7")],
    "Q7S row: 3.84 min at -40..85 C, 3.7 min at -40..125 C; the reference is the 125 C column.",
    wording="formal",
)
add(
    "rq24-f03",
    "hard",
    "structured",
    "74hc595 qn outputs sinking 7.8ma at vcc 6v, how low is the output low level? (worst case)",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "output_low_voltage",
            "V",
            typ=0.16,
            mx=0.33,
            cond="Qn, IO = 7.8 mA, VCC = 6.0 V, -40..+85 C",
        ),
        it(
            "74HC595",
            "output_low_voltage",
            "V",
            mx=0.4,
            cond="Qn, IO = 7.8 mA, VCC = 6.0 V, -40..+125 C",
        ),
    ],
    [ev("74hc595.pdf", 8, "IO = 7.8 mA; VCC = 6.0 V - 0.16 0.33 - 0.4 V")],
    "The question does not choose a temperature range: 0.33 V max (-40..85 C) and 0.4 V max (-40..125 C).",
)
add(
    "rq24-f04",
    "medium",
    "simple",
    "txs0108e vccb absolute max? my 5v rail spikes to 6v sometimes",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "abs_max_supply_voltage",
            "V",
            mn=-0.5,
            mx=6.5,
            cond="VCCB supply, absolute maximum",
        )
    ],
    [ev("txs0108e.pdf", 5, "Supply voltage, VCCB –0.5 6.5 V")],
    "Abs-max VCCB -0.5..6.5 V, directly under the VCCA row (-0.5..4.6 V) and distinct from the 1.65..5.5 V recommended VCCB.",
)
add(
    "rq24-f05",
    "hard",
    "simple",
    "txs0108e B port output low level with vccb at 2.3v sinking 300ua? in mV",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "output_low_voltage",
            "V",
            mx=0.4,
            cond="VOLB, IOL = 300 uA, VCCA = 1.4..3.6 V, VCCB = 2.3 V, -40..85 C",
        )
    ],
    [ev("txs0108e.pdf", 7, "IOL = 300 μA, VIA ≤ 0.15 V 1.4 to 3.6 2.3 0.4")],
    "VOLB row for VCCB = 2.3 V: 0.4 V max (400 mV); look-alike rows 220 uA/1.65 V (0.4), 400 uA/3 V (0.55), 620 uA/4.5 V (0.55) and the A-port VOLA rows.",
)
add(
    "rq24-f06",
    "medium",
    "simple",
    "si7021 set to full 14 bit temperature resolution, how long does one temp conversion take? in microseconds",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "ms", typ=7, mx=10.8, cond="tCONV, 14-bit temperature")],
    [ev("si7021.pdf", 5, "14-bit temperature — 7 10.8")],
    "14-bit temperature: 7 typ / 10.8 max ms (7000 / 10800 us); look-alike 13/12/11-bit rows and the 12-bit RH row (10/12 ms).",
)
add(
    "rq24-f07",
    "hard",
    "structured",
    "What relative-humidity operating range does the Si7021 datasheet give for the humidity sensor?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "operating_humidity",
            "%RH",
            mn=0,
            mx=100,
            cond="operating range, non-condensing",
        ),
        it(
            "Si7021",
            "operating_humidity",
            "%RH",
            mn=20,
            mx=80,
            cond="recommended operating range, non-condensing, over -10..60 C",
        ),
    ],
    [
        ev("si7021.pdf", 7, "Operating Range1 Non-condensing 0 — 100 %RH"),
        ev("si7021.pdf", 7, "Recommended humidity operating range is 20% to 80% RH"),
    ],
    "Two statements: table operating range 0..100 %RH (non-condensing) and footnote 1 recommended range 20..80 %RH over -10..60 C. The question does not choose.",
    wording="formal",
)
add(
    "rq24-f08",
    "medium",
    "simple",
    "esp32 wroom wifi rx sensitivity on 802.11g at 54 mbps?",
    ["ESP32-WROOM-32"],
    None,
    [it("ESP32-WROOM-32", "rx_sensitivity", "dBm", typ=-74, cond="Wi-Fi 11g, 54 Mbps, typical")],
    [ev("esp32-wroom-32.pdf", 16, "11g, 54 Mbps - –74 - dBm")],
    "11g 54 Mbps row (-74 dBm); look-alike 11g 6 Mbps (-92), 11b rows and the adjacent-channel-rejection row for 11g 54 Mbps (14 dB).",
)
add(
    "rq24-f09",
    "hard",
    "simple",
    "Over what range can the Bluetooth LE transmit power of the ESP32-WROOM-32 be controlled?",
    ["ESP32-WROOM-32"],
    None,
    [
        it(
            "ESP32-WROOM-32",
            "tx_power",
            "dBm",
            mn=-12,
            mx=9,
            cond="Bluetooth LE RF power control range",
        )
    ],
    [ev("esp32-wroom-32.pdf", 17, "RF power control range - –12 - +9 dBm")],
    "BLE transmitter table: control range -12..+9 dBm, beside the 0 dBm typical RF transmit power row and the Wi-Fi TX power rows.",
    wording="formal",
)
add(
    "rq24-f10",
    "medium",
    "simple",
    "how low do i have to pull the esp32 EN (chip_pu) pin to actually shut it down?",
    ["ESP32-WROOM-32"],
    None,
    [
        it(
            "ESP32-WROOM-32",
            "input_low_voltage",
            "V",
            mx=0.6,
            cond="VIL_nRST, CHIP_PU low level to shut down the chip",
        )
    ],
    [
        ev(
            "esp32-wroom-32.pdf",
            16,
            "VIL_nRST Low-level input voltage of CHIP_PU to shut down the chip - - 0.6 V",
        )
    ],
    "VIL_nRST max 0.6 V; look-alike general GPIO VIL (0.25 x VDD).",
)
add(
    "rq24-f11",
    "hard",
    "simple",
    "The TMP36 absolute maximum ratings list an operating temperature range. What is it?",
    ["TMP36"],
    None,
    [
        it(
            "TMP36",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=150,
            cond="listed under absolute maximum ratings",
        )
    ],
    [ev("tmp36.pdf", 3, "Operating Temperature Range . . . . . . . . . . –55°C to +150°C")],
    "Abs-max list: -55..+150 C; the ordering guide gives -40..+125 C for TMP36 (the specified range). The question asks for the abs-max list entry.",
    wording="formal",
)
add(
    "rq24-f12",
    "medium",
    "simple",
    "tp4056 with the usb unplugged, how much does it leak out of the battery? in nA",
    ["TP4056"],
    None,
    [
        it(
            "TP4056",
            "standby_current",
            "uA",
            mx=2,
            cond="battery drain current with input power removed",
        )
    ],
    [ev("tp4056.pdf", 2, "drain current less than 2uA")],
    "Description: battery drain < 2 uA with input removed (table: sleep mode VCC = 0 V, -1 typ / -2 max uA). 2000 nA. Look-alike: 55 uA shutdown/standby supply current.",
)
add(
    "rq24-f13",
    "hard",
    "structured",
    "xc6206 5.0v version, dropout at 30ma and at 100ma? typ and worst case",
    ["XC6206"],
    None,
    [
        it(
            "XC6206",
            "dropout_voltage",
            "mV",
            typ=50,
            mx=290,
            cond="VOUT(T) = 5.0 V, Vdif1, IOUT = 30 mA",
        ),
        it(
            "XC6206",
            "dropout_voltage",
            "mV",
            typ=175,
            mx=600,
            cond="VOUT(T) = 5.0 V, Vdif2, IOUT = 100 mA",
        ),
    ],
    [ev("xc6206.pdf", 5, "5.0 80 50 290 175 600")],
    "Electrical characteristics chart, 5.0 V row: E-1 load regulation 80, E-2 Vdif1 (30 mA) 50/290, E-3 Vdif2 (100 mA) 175/600 mV. The 3.3 V row (250/680 at 100 mA) is the trap.",
)
add(
    "rq24-f14",
    "hard",
    "simple",
    "¿Qué error de ganancia y offset tiene el MAX31855E (termopar tipo E) en todo su rango de termopar, de -270 °C a +1000 °C, con TA de -40 °C a +125 °C?",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "accuracy",
            "°C",
            mn=-5,
            mx=5,
            q="temperature",
            cond="MAX31855E, thermocouple -270..+1000 C, TA -40..+125 C",
        )
    ],
    [ev("max31855.pdf", 3, "TTHERMOCOUPLE = -270NC to +1000NC, -5 +5")],
    "E-type widest row: +-5 C. Look-alike E rows +-2 (-200..700) and +-3 (700..1000, TA -20..85) and the K/N rows (+-6 over their widest range).",
    wording="formal",
    lang="es",
)
add(
    "rq24-f15",
    "medium",
    "simple",
    "cc1101 in sleep but with the crystal forced on (OSC_FORCE_ON), current draw? in mA",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "standby_current",
            "uA",
            typ=100,
            cond="SLEEP state with MCSM0.OSC_FORCE_ON set, XOSC running",
        )
    ],
    [
        ev(
            "cc1101.pdf",
            9,
            "100 PA Voltage regulator to digital part off, register values retained,",
        )
    ],
    "100 uA typ (0.1 mA); look-alike SLEEP rows 0.2/1 uA and 0.5 uA (RC oscillator / WOR). 'PA' is how pdftotext renders the micro sign.",
)
add(
    "rq24-f16",
    "hard",
    "simple",
    "What typical TX current does the CC1101 draw at 868 MHz, +12 dBm (PATABLE = 0xC0), with VDD = 1.8 V at -40 °C?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "supply_current",
            "mA",
            typ=32.7,
            cond="TX, 868 MHz, +12 dBm, VDD = 1.8 V, -40 C",
        )
    ],
    [ev("cc1101.pdf", 11, "32.7 31.5 30.5 35.3 34.2 33.3 35.5 34.4 33.5")],
    "Table 5 row +12 dBm: 32.7 (1.8 V, -40 C); the 34.2 mA of the 3.0 V/25 C column (Table 4) is the trap.",
    wording="formal",
)
add(
    "rq24-f17",
    "medium",
    "simple",
    "bme280 fastest pressure sampling rate you can get (lowest oversampling)?",
    ["BME280"],
    None,
    [it("BME280", "data_rate", "Hz", mn=157, typ=182, cond="fsample_P, lowest oversampling")],
    [ev("bme280.pdf", 11, "Possible sampling rate fsample_P Lowest oversampling, 157 182 Hz")],
    "157 min / 182 typ Hz.",
)
add(
    "rq24-f18",
    "hard",
    "simple",
    "bme280 absolute pressure accuracy over 300-1100 hPa when it stays between 0 and 65 c? in Pa",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "accuracy",
            "hPa",
            mn=-1.0,
            mx=1.0,
            q="pressure",
            cond="AP,full, 300..1100 hPa, 0..65 C",
        )
    ],
    [ev("bme280.pdf", 11, "AP,full 300 . . . 1100 hPa ±1.0 hPa")],
    "+-1.0 hPa = +-100 Pa; look-alike rows +-1.7 hPa (-20..0 C), +-1.5 hPa (1100..1250 hPa) and relative +-0.12 hPa.",
)
add(
    "rq24-f19",
    "hard",
    "structured",
    "l298n peak current per channel, not the dc rating? like for motor stall spikes",
    ["L298N"],
    None,
    [
        it("L298N", "peak_output_current", "A", mx=3, cond="IO peak, non-repetitive, t = 100 us"),
        it(
            "L298N",
            "peak_output_current",
            "A",
            mx=2.5,
            cond="IO peak, repetitive (80 % on / 20 % off, ton = 10 ms)",
        ),
    ],
    [
        ev("l298n.pdf", 2, "– Non Repetitive (t = 100µs) 3 A"),
        ev("l298n.pdf", 2, "–Repetitive (80% on –20% off; ton = 10ms) 2.5 A"),
    ],
    "Two peak rows (3 A non-repetitive, 2.5 A repetitive) beside the 2 A DC row; the question does not choose.",
)
add(
    "rq24-f20",
    "medium",
    "simple",
    "mpu6050 current with gyro + accel running but the dmp turned off?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "supply_current",
            "mA",
            typ=3.8,
            cond="normal operating current, gyro + accel, DMP disabled",
        )
    ],
    [ev("mpu-6050.pdf", 14, "(DMP disabled) 3.8 mA")],
    "3.8 mA; look-alike rows 3.9 (all on), 3.7 (accel disabled), 3.6 (gyro only), 500 uA (accel only).",
)
add(
    "rq24-f21",
    "medium",
    "simple",
    "¿Cuál es el factor de escala de sensibilidad del giroscopio del MPU-6050 con FS_SEL = 2 (±1000 °/s)?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "sensitivity",
            "LSB/dps",
            typ=32.8,
            q="angular_rate",
            cond="FS_SEL = 2, +-1000 deg/s",
        )
    ],
    [ev("mpu-6050.pdf", 12, "FS_SEL=2 32.8 LSB/(º/s)")],
    "32.8 LSB/(deg/s); look-alike 131 / 65.5 / 16.4 rows.",
    wording="formal",
    lang="es",
)
add(
    "rq24-f22",
    "medium",
    "simple",
    "ads1115 storage temp range?",
    ["ADS1115"],
    None,
    [it("ADS1115", "storage_temperature", "°C", mn=-60, mx=150, cond="storage temperature")],
    [ev("ads1115.pdf", 4, "Storage temperature –60 +150 °C")],
    "-60..+150 C, directly above the -40..+125 C specified-temperature row.",
)

# ---------- batch 3: factual insufficient_evidence
add(
    "rq24-u01",
    "medium",
    "simple",
    "whats the max humidity an mq-2 is rated to run in? %rh",
    ["MQ-2"],
    "insufficient_evidence",
    [],
    [],
    "The MQ-2 sheet gives only the standard test condition (20 C, 55 +-5 %RH) and qualitative cautions (water condensation, high humidity); no operating humidity range.",
)
add(
    "rq24-u02",
    "medium",
    "simple",
    "What storage temperature range does the HX711 datasheet specify?",
    ["HX711"],
    "insufficient_evidence",
    [],
    [],
    "The HX711 sheet gives only the operating range -40..+85 C; no storage temperature.",
    wording="formal",
)
add(
    "rq24-u03",
    "medium",
    "simple",
    "¿Qué rango de humedad relativa de funcionamiento admite el TP4056?",
    ["TP4056"],
    "insufficient_evidence",
    [],
    [],
    "The TP4056 sheet gives ambient (-40..85 C) and storage temperatures only; no humidity.",
    wording="formal",
    lang="es",
)
add(
    "rq24-u04",
    "hard",
    "simple",
    "irlz44n rds(on) with 4.5v on the gate? in milliohms",
    ["IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "RDS(on) is given at VGS = 10 V (22 mOhm), 5.0 V (25 mOhm) and 4.0 V (35 mOhm) only; 4.5 V lies between two rows and is not stated.",
)
add(
    "rq24-u05",
    "hard",
    "simple",
    "drv8833 max pwm frequency i can feed into the xIN pins?",
    ["DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "The DRV8833 sheet gives no maximum input PWM frequency for xIN1/xIN2; the only frequency is the 50 kHz internal current-control (chopping) PWM, which is a different thing.",
)
add(
    "rq24-u06",
    "medium",
    "simple",
    "What storage temperature range is the SRD-05VDC-SL-C relay rated for?",
    ["SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [],
    "The relay sheet gives operating temperature and humidity (45..85 %RH) but no storage temperature.",
    wording="formal",
)
add(
    "rq24-u07",
    "hard",
    "simple",
    "Quelle fréquence d'horloge SPI maximale la W25Q64FV accepte-t-elle avec VCC = 1,8 V ?",
    ["W25Q64FV"],
    "insufficient_evidence",
    [],
    [],
    "The W25Q64FV is specified for a 2.7..3.6 V supply only; clock limits are given for 2.7-3.0 V and 3.0-3.6 V, nothing at 1.8 V.",
    wording="formal",
    lang="fr",
)
add(
    "rq24-u08",
    "hard",
    "simple",
    "What current can the SRD-05VDC-SL-C contacts switch for an inductive DC load at 110 VDC?",
    ["SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [],
    "Inductive ratings are given only at 120 VAC and 28 VDC (3 A / 5 A); 110 VDC appears only as the max allowable voltage, with no current rating at that voltage.",
    wording="formal",
)

# ---------- batch 4: compatibility
add(
    "rq24-c01",
    "medium",
    "compatibility",
    "irlz44n on the low side of an mq-2 heater (5v), gate driven with 5v. will the fet handle it?",
    ["MQ-2", "IRLZ44N"],
    "compatible",
    [
        it("MQ-2", "supply_voltage", "V", typ=5.0, cond="heater voltage VH 5.0 +-0.1 V"),
        it("MQ-2", "power_consumption", "mW", mx=950, cond="heater consumption PH"),
        it("IRLZ44N", "on_resistance", "Ohm", mx=0.025, cond="RDS(on) at VGS = 5.0 V, ID = 25 A"),
        it("IRLZ44N", "drain_source_voltage", "V", value=55, cond="VDSS"),
    ],
    [
        ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC"),
        ev("mq-2.pdf", 3, "Heater consumption PH ≤950mW"),
        ev("irlz44n.pdf", 2, "0.025 Ω VGS = 5.0V, I D = 25A"),
        ev("irlz44n.pdf", 1, "VDSS = 55V"),
    ],
    "Heater <= 950 mW at 5 V -> <= 0.19 A; RDS(on) is specified at VGS = 5 V (25 mOhm max), 55 V VDSS, 47 A ID: compatible.",
    concern="current",
)
add(
    "rq24-c02",
    "hard",
    "compatibility",
    "mq-2 and a si7021 in a bathroom vent that sits around 90% rh (no condensation). are both rated for that humidity?",
    ["MQ-2", "Si7021"],
    "insufficient_evidence",
    [],
    [],
    "Si7021 operating range 0..100 %RH non-condensing (recommended 20..80 %RH), but the MQ-2 sheet has no humidity rating (only a 55 %RH test condition).",
    concern="environment",
)
add(
    "rq24-c03",
    "hard",
    "compatibility",
    "Can an MQ-2 gas sensor and a TMP36 both operate in a cold store at -30 °C ambient?",
    ["MQ-2", "TMP36"],
    "insufficient_evidence",
    [],
    [],
    "TMP36 is specified -40..+125 C; the MQ-2 sheet gives no operating temperature range (only a 20 C test condition and an 'avoid icing' caution).",
    wording="formal",
    concern="environment",
)
add(
    "rq24-c04",
    "medium",
    "compatibility",
    "hx711 and a max31855 both on the same 5v rail? easier than adding a regulator",
    ["HX711", "MAX31855"],
    "incompatible",
    [
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD"),
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it(
            "MAX31855",
            "abs_max_supply_voltage",
            "V",
            mn=-0.3,
            mx=4.0,
            cond="VCC to GND, absolute maximum",
        ),
    ],
    [
        ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("max31855.pdf", 2, "Supply Voltage Range (VCC to GND)...................-0.3V to +4.0V"),
    ],
    "HX711 is fine at 5 V, but 5 V exceeds the MAX31855 operating max 3.6 V and even its 4.0 V abs max.",
    concern="supply_rail",
)
add(
    "rq24-c05",
    "medium",
    "compatibility",
    "tmp36 powered from an xc6206 3.3v ldo, ok?",
    ["TMP36", "XC6206"],
    "compatible",
    [
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS supply range"),
        it("TMP36", "supply_current", "uA", mx=50, cond="ISY (ON), unloaded"),
        it(
            "XC6206",
            "accuracy",
            "%",
            mn=-2,
            mx=2,
            q="voltage",
            cond="standard version output accuracy, VOUT(T) >= 1.5 V",
        ),
        it(
            "XC6206",
            "output_current",
            "mA",
            mx=200,
            cond="maximum output current (3.0 V type, feature list)",
        ),
    ],
    [
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
        ev("tmp36.pdf", 2, "Supply Current ISY (ON) Unloaded 50 µA"),
        ev("xc6206.pdf", 4, "(Standard):±2% (1.5V≦VOUT(T))"),
        ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)"),
    ],
    "3.3 V +-2 % = 3.23..3.37 V inside 2.7..5.5 V; TMP36 draws <= 50 uA vs 200 mA capability.",
    concern="supply_rail",
)
add(
    "rq24-c06",
    "medium",
    "compatibility",
    "si7021 running straight off a li-ion cell that a tp4056 charges (no regulator)?",
    ["Si7021", "TP4056"],
    "incompatible",
    [
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD recommended"),
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="VFLOAT regulated charge voltage",
        ),
    ],
    [
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
        ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
    ],
    "While charging the cell sits at up to 4.158..4.242 V, above the Si7021 3.6 V maximum.",
    concern="supply_rail",
)
add(
    "rq24-c07",
    "medium",
    "compatibility",
    "A DS18B20 and a DRV8833 (HTSSOP, DRV8833PWPR) sit inside a heated 3D-printer enclosure whose air reaches 95 °C. Are both rated for that ambient?",
    ["DS18B20", "DRV8833"],
    "incompatible",
    [
        it(
            "DS18B20",
            "operating_temperature",
            "°C",
            mn=-55,
            mx=125,
            cond="operating temperature range (absolute maximum list)",
        ),
        it(
            "DRV8833",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=85,
            cond="orderable devices, Op Temp",
        ),
    ],
    [
        ev(
            "ds18b20.pdf",
            2,
            "Operating Temperature Range.......................... -55°C to +125°C",
        ),
        ev(
            "drv8833.pdf",
            18,
            "DRV8833PWPR ACTIVE HTSSOP PWP 16 2000 RoHS & Green NIPDAU Level-3-260C-168 HR -40 to 85",
        ),
    ],
    "95 C is inside the DS18B20's -55..+125 C but above the DRV8833's -40..85 C.",
    wording="formal",
    concern="environment",
)
add(
    "rq24-c08",
    "hard",
    "compatibility",
    "tmp36 + cc1101 on a board in an engine bay, ambient up to 105c. both rated?",
    ["TMP36", "CC1101"],
    "incompatible",
    [
        it(
            "TMP36",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="TMP36GT9 linear operating range",
        ),
        it("CC1101", "operating_temperature", "°C", mn=-40, mx=85, cond="operating temperature"),
    ],
    [
        ev("tmp36.pdf", 3, "TMP36GT9 ± 3.0 –40°C to +125°C TO-92"),
        ev("cc1101.pdf", 8, "Operating temperature -40 85 qC"),
    ],
    "TMP36 is fine at 105 C, the CC1101 is rated only to 85 C.",
    concern="environment",
)
add(
    "rq24-c09",
    "hard",
    "compatibility",
    "74hc595 and an ads1115 on a board next to a kiln, ambient up to 120c. both specced for that?",
    ["74HC595", "ADS1115"],
    "compatible",
    [
        it(
            "74HC595",
            "operating_temperature",
            "°C",
            mx=125,
            cond="Tamb, recommended operating conditions",
        ),
        it("ADS1115", "operating_temperature", "°C", mn=-40, mx=125, cond="specified temperature"),
    ],
    [
        ev("74hc595.pdf", 7, "40 +25 +125"),
        ev("ads1115.pdf", 4, "Specified temperature –40 +125 °C"),
    ],
    "Both rated to +125 C ambient (74HC595 Tamb -40..+125; ADS1115 specified -40..+125). Risky-looking but compatible.",
    concern="environment",
)
add(
    "rq24-c10",
    "hard",
    "compatibility",
    "Are a BME280 and an ADS1115 both specified for operation at 95 % relative humidity (non-condensing)?",
    ["BME280", "ADS1115"],
    "insufficient_evidence",
    [],
    [],
    "BME280 humidity operating range 0..100 %RH (non-condensing); the ADS1115 sheet gives no humidity rating.",
    wording="formal",
    concern="environment",
)
add(
    "rq24-c11",
    "medium",
    "compatibility",
    "mpu6050 + l298n on a lawn robot, air around 90% rh. both rated for the humidity?",
    ["MPU-6050", "L298N"],
    "insufficient_evidence",
    [],
    [],
    "Neither the MPU-6050 nor the L298N sheet gives an operating humidity range.",
    concern="environment",
)
add(
    "rq24-c12",
    "hard",
    "compatibility",
    "max31855 on 3.3v talking to a 5v arduino through a txs0108e (A side 3.3v, B side 5v), spi at 4mhz. ok?",
    ["MAX31855", "TXS0108E"],
    "compatible",
    [
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="fSCL serial-clock frequency"),
        it("TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA"),
        it("TXS0108E", "io_supply_voltage", "V", mn=1.65, mx=5.5, cond="VCCB"),
        it("TXS0108E", "data_rate", "Mbps", mx=60, cond="push-pull, VCCA = 3.3 V, VCCB = 5 V"),
    ],
    [
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
        ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz"),
        ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6 V"),
        ev("txs0108e.pdf", 6, "VCCB Supply voltage (3) 1.65 5.5 V"),
        ev("txs0108e.pdf", 8, "Push-pull 60 60"),
    ],
    "VCCA 3.3 <= VCCB 5 both in range; 4 MHz < 5 MHz MAX31855 limit and far below the 60 Mbps push-pull rate at 3.3/5 V.",
    concern="levels",
)
add(
    "rq24-c13",
    "hard",
    "compatibility",
    "srd-05vdc-sl-c (the L high sensitivity coil) run straight off a full li-ion that a tp4056 just charged, about 4.2v. will it still pull in?",
    ["SRD-05VDC-SL-C", "TP4056"],
    "compatible",
    [
        it(
            "SRD-05VDC-SL-C",
            "coil_voltage",
            "V",
            value=5,
            cond="05 VDC coil, pick-up voltage 75 % max of nominal = 3.75 V",
        ),
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="VFLOAT regulated charge voltage",
        ),
    ],
    [
        ev("srd-05vdc-sl-c.pdf", 2, "abt. 0.36W 75%Max. 10% Min. 120%"),
        ev("srd-05vdc-sl-c.pdf", 2, "05 05 71.4 70"),
        ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
    ],
    "Pick-up voltage is at most 75 % of 5 V = 3.75 V; a freshly charged cell is 4.158..4.242 V, so the relay operates (and stays under the 120 % max). Judged at the charge voltage; the cell's discharge curve is in no sheet.",
    concern="supply_rail",
)
add(
    "rq24-c14",
    "medium",
    "compatibility",
    "bh1750 and a ds18b20 (normal vdd power, not parasite) both on the 5v rail of my board?",
    ["BH1750", "DS18B20"],
    "incompatible",
    [
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC recommended"),
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
    ],
    [
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
    ],
    "DS18B20 is fine at 5 V, but 5 V exceeds the BH1750's 3.6 V recommended maximum (and its 4.5 V abs max).",
    concern="supply_rail",
)
add(
    "rq24-c15",
    "medium",
    "compatibility",
    "Can an nRF24L01+ and a BH1750 both run directly from a 3.0 V supply?",
    ["nRF24L01+", "BH1750"],
    "compatible",
    [
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC recommended"),
    ],
    [
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
        ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V"),
    ],
    "3.0 V is the typical supply of both (1.9..3.6 V and 2.4..3.6 V).",
    wording="formal",
    concern="supply_rail",
)
add(
    "rq24-c16",
    "medium",
    "compatibility",
    "ads1115 and mpu6050 on the same i2c bus at 1 mhz, ok?",
    ["ADS1115", "MPU-6050"],
    "incompatible",
    [
        it(
            "ADS1115",
            "i2c_clock_frequency",
            "MHz",
            mn=0.01,
            mx=3.4,
            cond="high-speed mode (fast mode 0.4 MHz)",
        ),
        it("MPU-6050", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
    ],
    [
        ev("ads1115.pdf", 5, "SCL operating frequency fSCL 0.01 0.4 0.01 3.4 MHz"),
        ev("mpu-6050.pdf", 18, "fSCL, SCL Clock Frequency 400 kHz"),
    ],
    "MPU-6050 I2C max 400 kHz; 1 MHz exceeds it (the ADS1115 alone could run it in HS mode).",
    concern="clock",
)
add(
    "rq24-c17",
    "hard",
    "compatibility",
    "cc1101 + bme280 in an outdoor weather node, winter lows around -35c. both rated?",
    ["CC1101", "BME280"],
    "compatible",
    [
        it("CC1101", "operating_temperature", "°C", mn=-40, mx=85, cond="operating temperature"),
        it(
            "BME280",
            "operating_temperature",
            "°C",
            mn=-40,
            typ=25,
            mx=85,
            cond="operational range (pressure/temperature)",
        ),
    ],
    [
        ev("cc1101.pdf", 8, "Operating temperature -40 85 qC"),
        ev("bme280.pdf", 10, "Operating temperature TA operational -40 25 +85 °C"),
    ],
    "-35 C is inside both -40..+85 C ranges (BME280 full accuracy only 0..65 C, but operation is specified).",
    concern="environment",
)
add(
    "rq24-c18",
    "hard",
    "compatibility",
    "irlz44n gate driven straight from a txs0108e B-side output (vccb 5v) to switch a 5a load, will the fet fully turn on?",
    ["IRLZ44N", "TXS0108E"],
    "insufficient_evidence",
    [],
    [],
    "TXS0108E VOHB is only specified as VCCB x 0.67 at IOH = -20 uA (3.35 V at 5 V) and no drive into a 1700 pF gate is specified; the IRLZ44N gives RDS(on) only at VGS 10/5/4 V. The required level/drive check has no evidence.",
    concern="levels",
)
add(
    "rq24-c19",
    "medium",
    "compatibility",
    "Un DHT22 et un pont L298N dans une serre à 95 % d'humidité relative : les deux sont-ils spécifiés pour cela ?",
    ["DHT22", "L298N"],
    "insufficient_evidence",
    [],
    [],
    "The L298N sheet has no humidity rating; the DHT22 gives a measuring range (0..99.9 %RH) but no operating humidity rating for the electronics.",
    wording="formal",
    lang="fr",
    concern="environment",
)

# ---------- batch 5: more factual, comparisons, compatibility
add(
    "rq24-f23",
    "hard",
    "simple",
    "ina219 runs on 3.3v but my i2c pullups go to 5v. whats the abs max on the SDA pin?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=6,
            cond="SDA pin, absolute maximum (GND - 0.3 to 6 V)",
        )
    ],
    [ev("ina219.pdf", 4, "SDA GND – 0.3 6 V")],
    "SDA abs max 6 V (fixed), while SCL is limited to VS + 0.3 V; min encoded as -0.3 V (GND - 0.3).",
)
add(
    "rq24-f24",
    "medium",
    "simple",
    "ina219 with the pga set to /4, what shunt voltage range can it take? in volts",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "analog_input_range",
            "mV",
            mn=-160,
            mx=160,
            cond="full-scale current sense (shunt) input range, PGA = /4",
        )
    ],
    [ev("ina219.pdf", 5, "PGA = /4 0 ±160 0 ±160 mV")],
    "+-160 mV (+-0.16 V) for PGA /4 (same for A and B grade); look-alike rows PGA /1 +-40, /2 +-80, /8 +-320 mV.",
)
add(
    "rq24-f25",
    "hard",
    "simple",
    "nrf24l01+ max spi clock if the spi lines see about 10pF of load?",
    ["nRF24L01+"],
    None,
    [it("nRF24L01+", "spi_clock_frequency", "MHz", mx=8, cond="Fsck, Cload = 10 pF (Table 23)")],
    [ev("nrf24l01p.pdf", 53, "Fsck SCK Frequency 0 8 MHz")],
    "Table captions sit below their tables: 10 MHz is Table 22 (Cload 5 pF), 8 MHz is Table 23 (Cload 10 pF); 5/4 MHz for pull-up + 50/100 pF.",
)
add(
    "rq24-k01",
    "medium",
    "comparison",
    "Which tolerates the wider storage temperature range, the ESP32-WROOM-32 module or the W25Q64FV flash? Give both ranges.",
    ["ESP32-WROOM-32", "W25Q64FV"],
    None,
    [
        it(
            "ESP32-WROOM-32",
            "storage_temperature",
            "°C",
            mn=-40,
            mx=105,
            cond="Tstore, absolute maximum",
        ),
        it("W25Q64FV", "storage_temperature", "°C", mn=-65, mx=150, cond="TSTG, absolute maximum"),
    ],
    [
        ev("esp32-wroom-32.pdf", 15, "Tstore Storage temperature –40 105 °C"),
        ev("w25q64.pdf", 72, "Storage Temperature TSTG –65 to +150 °C"),
    ],
    "W25Q64FV -65..+150 C is wider than the ESP32-WROOM-32 module's -40..+105 C.",
    wording="formal",
)
add(
    "rq24-k02",
    "medium",
    "comparison",
    "irlz44n vs l298n, which one can handle the higher voltage? (fet drain-source vs the l298n motor supply abs max)",
    ["IRLZ44N", "L298N"],
    None,
    [
        it("IRLZ44N", "drain_source_voltage", "V", value=55, cond="VDSS"),
        it("L298N", "abs_max_supply_voltage", "V", mx=50, cond="VS power supply, absolute maximum"),
    ],
    [ev("irlz44n.pdf", 1, "VDSS = 55V"), ev("l298n.pdf", 2, "VS Power Supply 50 V")],
    "IRLZ44N 55 V VDSS > L298N 50 V abs-max VS (46 V operating).",
)
add(
    "rq24-c20",
    "medium",
    "compatibility",
    "dht22 and an nrf24l01+ both on the same 5v rail?",
    ["DHT22", "nRF24L01+"],
    "incompatible",
    [
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD"),
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
    ],
    [
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
    ],
    "DHT22 is fine at 5 V (recommended), but 5 V exceeds the nRF24L01+ 3.6 V maximum.",
    concern="supply_rail",
)
add(
    "rq24-c21",
    "medium",
    "compatibility",
    "Can an INA219 and an nRF24L01+ run from the same 3.3 V supply rail?",
    ["INA219", "nRF24L01+"],
    "compatible",
    [
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS operating supply range"),
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
    ],
    [
        ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
    ],
    "3.3 V is inside 3..5.5 V and 1.9..3.6 V (INA219 near its 3 V floor, still in range).",
    wording="formal",
    concern="supply_rail",
)
add(
    "rq24-c22",
    "medium",
    "compatibility",
    "hx711 scale + ina219 in a damp cellar ~95% rh, are both rated for that?",
    ["HX711", "INA219"],
    "insufficient_evidence",
    [],
    [],
    "Neither the HX711 nor the INA219 sheet gives an operating humidity range.",
    concern="environment",
)
add(
    "rq24-f26",
    "hard",
    "simple",
    "ds18b20 standby current when it's sitting at 125c? in nA",
    ["DS18B20"],
    None,
    [it("DS18B20", "standby_current", "uA", typ=3, cond="IDDS typical at +125 C (note 7)")],
    [ev("ds18b20.pdf", 2, "Standby current typically is 3µA at +125°C.")],
    "Note 7: the table's standby spec (750 nA typ / 1000 nA max) holds only up to +70 C; typically 3 uA (3000 nA) at +125 C.",
)
add(
    "rq24-f27",
    "medium",
    "simple",
    "In parasite-power mode, what pull-up supply voltage (VPU) range does the DS18B20 require?",
    ["DS18B20"],
    None,
    [
        it(
            "DS18B20",
            "supply_voltage",
            "V",
            mn=3.0,
            mx=5.5,
            cond="VPU pull-up supply voltage, parasite power",
        )
    ],
    [ev("ds18b20.pdf", 2, "Parasite power +3.0 +5.5")],
    "VPU parasite power +3.0..+5.5 V; look-alike VPU local power +3.0..VDD and VDD local power +3.0..+5.5 V.",
    wording="formal",
)
add(
    "rq24-f28",
    "easy",
    "simple",
    "bh1750 resolution in high-res mode (H-resolution), lux per count?",
    ["BH1750"],
    None,
    [it("BH1750", "resolution", "lx", typ=1, q="illuminance", cond="H-resolution mode, rHR")],
    [ev("bh1750.pdf", 2, "H-Resolution Mode Resolution rHR － 1 － lx")],
    "1 lx typ in H-resolution mode (the L-resolution and H-resolution mode2 figures are other rows).",
)

# ---- END
if __name__ == "__main__":
    with open("questions.jsonl", "w") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
