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


# short device names
NRF = "nRF24L01+"
MPU = "MPU-6050"
V, C = "V", "°C"


def ee(*evs):
    return [ev(*e) for e in evs]


# ---------- answerable factual
add(
    "rq53-f01",
    "hard",
    "simple",
    "On the nRF24L01+ SPI bus, with Rpull = 50 kOhm and Cload = 100 pF on MISO, what is the maximum "
    "SCK-to-data-valid time (Tcd)?",
    [NRF],
    None,
    [
        it(
            NRF,
            "response_time",
            "ns",
            mx=121,
            cond="Tcd SCK to Data Valid, Rpull 50 kOhm, Cload 100 pF",
        )
    ],
    ee(
        ("nrf24l01p.pdf", 55, "Tcd SCK to Data Valid 121 ns"),
        ("nrf24l01p.pdf", 55, "Table 27. SPI timing parameters (Rpull = 50kΩ, Cload = 100pF)"),
    ),
    "121 ns (Table 27). Look-alikes: Table 25 (Rpull 10 kOhm, 100 pF) Tcd 123 ns, Table 26 (50 kOhm, 50 pF) 85 ns, "
    "Tcsd 116 ns in both 100 pF tables; the caption sits below its table.",
    wording="formal",
)
add(
    "rq53-f02",
    "medium",
    "simple",
    "nrf24l01+ with ~10pF on the spi lines: how long max from CSN going high till MISO is high-Z (Tcdz)?",
    [NRF],
    None,
    [
        it(
            NRF,
            "response_time",
            "ns",
            mx=42,
            cond="Tcdz CSN to Output High Z, Cload 10 pF (Table 23)",
        )
    ],
    ee(
        ("nrf24l01p.pdf", 54, "Tcdz CSN to Output High Z 42 ns"),
        ("nrf24l01p.pdf", 54, "Table 23. SPI timing parameters (Cload = 10pF)"),
    ),
    "42 ns, Table 23 tail at the top of page 54. Look-alikes: 38 ns at 5 pF (Table 22), 75 ns at 50 pF, 116 ns at 100 pF; "
    "Tcsd 42 ns of Table 23 is the same number on page 53.",
)
add(
    "rq53-f03",
    "hard",
    "simple",
    "What output-voltage limits does the AMS1117-1.5 guarantee over the full operating temperature range "
    "(0 <= IOUT <= 1 A, 3.0 V <= VIN <= 12 V)?",
    ["AMS1117"],
    None,
    [
        it(
            "AMS1117",
            "output_voltage",
            V,
            mn=1.476,
            typ=1.5,
            mx=1.524,
            cond="AMS1117-1.5, boldface row (full operating temperature range)",
        )
    ],
    ee(("ams1117.pdf", 2, "1.476 1.500 1.524 V")),
    "1.476 / 1.500 / 1.524 V (second, boldface row). Look-alikes: the 25 C row 1.485 / 1.515 V, AMS1117-1.8 rows, "
    "reference voltage 1.225..1.270 V.",
    wording="formal",
)
add(
    "rq53-f04",
    "medium",
    "simple",
    "l298 datasheet: source current rise time when switching via the input pin (not enable)? typ value",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "response_time",
            "us",
            typ=0.7,
            cond="T4 (Vi) source current rise time, 0.1 IL to 0.9 IL",
        )
    ],
    ee(("l298n.pdf", 4, "T4 (Vi) Source Current Rise Time 0.1 IL to 0.9 IL (2); (4) 0.7 µs")),
    "0.7 us. Look-alikes: T2 (Vi) source fall 0.2 us, T8 (Vi) sink rise 0.2 us, T4 (Ven) source rise 0.4 us, "
    "T5 (Vi) sink turn-off delay 0.7 us (same number, other row).",
)
add(
    "rq53-f05",
    "medium",
    "simple",
    "What is the maximum SCLK frequency in the SPI timing characterization of the MPU-6000?",
    [MPU],
    None,
    [it(MPU, "spi_clock_frequency", "MHz", mx=1, cond="fSCLK, SPI timing table (MPU-6000 only)")],
    ee(("mpu-6050.pdf", 19, "fSCLK, SCLK Clock Frequency 1 MHz")),
    "1 MHz (table 6.8). Look-alikes: I2C fSCL 400 kHz on page 18; SCLK low / high period 400 ns.",
    wording="formal",
)
add(
    "rq53-f06",
    "hard",
    "simple",
    "mpu6050 i2c in fast mode - whats the min SCL low time? need it in microseconds for a bitbang routine",
    [MPU],
    None,
    [it(MPU, "response_time", "us", mn=1.3, cond="tLOW, SCL low period, I2C fast mode")],
    ee(("mpu-6050.pdf", 18, "tLOW, SCL Low Period 1.3 µs")),
    "1.3 us. Look-alikes: tHIGH 0.6 us, tBUF 1.3 us (same number), SPI tLOW 400 ns on page 19, tVD.DAT 0.9 us.",
)
add(
    "rq53-f07",
    "hard",
    "simple",
    "For the MPU-6000 SPI interface, what minimum CS hold time is specified?",
    [MPU],
    None,
    [it(MPU, "response_time", "ns", mn=500, cond="tHD.CS, CS hold time, SPI (MPU-6000)")],
    ee(("mpu-6050.pdf", 19, "tHD.CS, CS Hold Time 500 ns")),
    "500 ns. Look-alikes: tSU.CS setup 8 ns, tHD.SDI 7 ns, tHD.SDO 4 ns, SCLK low / high 400 ns.",
    wording="formal",
)
add(
    "rq53-f08",
    "medium",
    "simple",
    "What is the basic ADC resolution of the INA219, in bits?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "resolution",
            "bit",
            value=12,
            q="voltage",
            cond="ADC basic resolution, INA219A and INA219B",
        )
    ],
    ee(("ina219.pdf", 5, "ADC basic resolution 12 12 bits")),
    "12 bits (both grades). Look-alikes: shunt LSB 10 uV, bus LSB 4 mV, DNL +-0.1 LSB, 9..12-bit ADC modes in the "
    "configuration register.",
    wording="formal",
)
add(
    "rq53-f09",
    "hard",
    "simple",
    "W25Q64FV in QPI mode with the default 2 dummy clocks, supply at 2.8 V: max clock for Fast Read (0Bh)?",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "spi_clock_frequency",
            "MHz",
            mx=40,
            cond="QPI, Set Read Parameters P5-P4 = 00 (2 dummy clocks), 2.7 V ~ 3.0 V, 0Bh / EBh",
        )
    ],
    ee(("w25q64.pdf", 67, "2.7V ~ 3.0V 40MHz 50MHz")),
    "40 MHz. Look-alikes: 0Ch column 50 MHz, 3.0..3.6 V row 50 / 60 MHz, 4 dummy clocks 60 / 80 MHz, "
    "headline 104 MHz.",
)
add(
    "rq53-f10",
    "medium",
    "simple",
    "¿Qué rango de temperatura de funcionamiento indica la guía de pedidos para el Si7021-A20-GM?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "operating_temperature",
            C,
            mn=-40,
            mx=85,
            cond="ordering guide, Si7021-A20-GM (G grade, DFN 6)",
        )
    ],
    ee(
        (
            "si7021.pdf",
            29,
            "Si7021-A20-GM Digital temperature/ humidity sensor ±0.4 °C ± 3% DFN 6 –40 to +85 °C",
        )
    ),
    "-40..+85 C. Look-alikes: IM / YM rows -40..+125 C; +-0.4 C and +-3 % on the same row. Same numbers as the "
    "G-grade row of table 1 (other row).",
    wording="formal",
    lang="es",
)
add(
    "rq53-f11",
    "hard",
    "structured",
    "For the SOT-23 TMP36 (TMP36GRT2), what accuracy at 25 C and which operating temperature range does the "
    "ordering guide give?",
    ["TMP36"],
    None,
    [
        it(
            "TMP36",
            "accuracy",
            C,
            mn=-3.0,
            mx=3.0,
            q="temperature",
            cond="TMP36GRT2, accuracy at 25 C, max",
        ),
        it(
            "TMP36",
            "operating_temperature",
            C,
            mn=-40,
            mx=125,
            cond="TMP36GRT2, linear operating range",
        ),
    ],
    ee(("tmp36.pdf", 3, "TMP36GRT2 ± 3.0 –40°C to +125°C RT-5")),
    "+-3.0 C, -40..+125 C. Look-alikes: TMP35GRT2 10..125 C, TMP37GRT2 5..100 C, TMP36F grades +-2 C. The numbers "
    "equal the earlier TMP36GT9 / GS items (other rows).",
    wording="formal",
)
add(
    "rq53-f12",
    "medium",
    "simple",
    "mcp73831 part number code '3' - what charge regulation voltage is that?",
    ["MCP73831"],
    None,
    [
        it(
            "MCP73831",
            "output_voltage",
            V,
            value=4.35,
            cond="VREG code 3 in the product identification system",
        )
    ],
    ee(("mcp73831.pdf", 25, "3 = 4.35V")),
    "4.35 V. Look-alikes: code 2 = 4.20 V, 4 = 4.40 V, 5 = 4.50 V; option codes AC / AD / AT / DC in the same table.",
)
add(
    "rq53-f13",
    "medium",
    "simple",
    "What temperature range is listed for the DS18B20U (8-pin FSOP) in the ordering information?",
    ["DS18B20"],
    None,
    [
        it(
            "DS18B20",
            "operating_temperature",
            C,
            mn=-55,
            mx=125,
            cond="ordering information, DS18B20U, 8 FSOP",
        )
    ],
    ee(("ds18b20.pdf", 19, "DS18B20U -55°C to +125°C 8 FSOP")),
    "-55..+125 C, as every row of the table and the abs-max operating range (same numbers, other rows). Look-alike: "
    "the +-0.5 C accuracy band -10..+85 C.",
    wording="formal",
)

# ---------- factual, not in the sheets
NA = "insufficient_evidence"
add(
    "rq53-u01",
    "hard",
    "simple",
    "nrf24l01+ SCK to data valid time with 20pF load on MISO? my scope probe + wire is about that",
    [NRF],
    NA,
    [],
    [],
    "SPI timing tables exist for Cload 5, 10, 50 and 100 pF only (Tcd 55 / 58 / 86-85 / 123-121 ns); nothing at 20 pF.",
)
add(
    "rq53-u02",
    "hard",
    "simple",
    "What SCL low period does the MPU-6050 require in I2C high-speed mode (3.4 MHz)?",
    [MPU],
    NA,
    [],
    [],
    "Only fast-mode (400 kHz) I2C timing is characterised (tLOW 1.3 us); no high-speed mode. Near miss: 1.3 us.",
    wording="formal",
)
add(
    "rq53-u03",
    "medium",
    "simple",
    "ams1117-3.3 output voltage tolerance if I pull 1.5A from it?",
    ["AMS1117"],
    NA,
    [],
    [],
    "Output-voltage rows are specified for 0 <= IOUT <= 1 A (3.267..3.333 V, 3.235..3.365 V over temperature); current "
    "limit 0.9..1.5 A. No tolerance at 1.5 A.",
)
add(
    "rq53-u04",
    "hard",
    "simple",
    "l298n switching times when the load is a DC motor (inductive) rather than a resistor - source current rise time?",
    ["L298N"],
    NA,
    [],
    [],
    "The switching-time table requires a pure resistive load (note 4: 'The load must be a pure resistor'); 0.7 us is "
    "the resistive-load figure. Nothing for inductive loads.",
)
add(
    "rq53-u05",
    "hard",
    "simple",
    "W25Q64FV en mode QPI avec 2 cycles factices : quelle fréquence max pour Fast Read (0Bh) si je l'alimente en 1,8 V ?",
    ["W25Q64FV"],
    NA,
    [],
    [],
    "The Set Read Parameters table covers 2.7..3.0 V and 3.0..3.6 V only (40 / 50 MHz); the W25Q64FV is a 2.7..3.6 V "
    "part, no 1.8 V figure.",
    wording="formal",
    lang="fr",
)
add(
    "rq53-u06",
    "hard",
    "simple",
    "is there an mcp73831 version that charges to 4.1V? whats the part code for it",
    ["MCP73831"],
    NA,
    [],
    [],
    "The product identification table lists VREG codes 2 = 4.20 V, 3 = 4.35 V, 4 = 4.40 V, 5 = 4.50 V; no 4.1 V code "
    "(other voltages via the factory are not specified).",
)
add(
    "rq53-u07",
    "hard",
    "simple",
    "What peak-to-peak output noise does the ACS712 x05A show with a 10 nF filter capacitor (CF)?",
    ["ACS712"],
    NA,
    [],
    [],
    "Noise is given for CF = 1 nF (75 mV), 4.7 nF (45 mV) and 47 nF (20 mV) only; 10 nF is between, not stated.",
    wording="formal",
)
add(
    "rq53-u08",
    "medium",
    "simple",
    "What DC isolation voltage is the PC817 rated for?",
    ["PC817"],
    NA,
    [],
    [],
    "Viso is 5.0 kV rms, AC for 1 minute at 60 Hz, 40..60 %RH (footnote *2); no DC isolation rating. Near miss: "
    "5.0 kV rms.",
    wording="formal",
)

# ---------- compatibility: common items and their quotes
S = {
    "ADS1115": (
        it("ADS1115", "supply_voltage", V, mn=2, mx=5.5, cond="VDD"),
        ("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
    ),
    "DS18B20": (
        it("DS18B20", "supply_voltage", V, mn=3.0, mx=5.5, cond="VDD, local power"),
        ("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
    ),
    "BME280": (
        it("BME280", "supply_voltage", V, mn=1.71, typ=1.8, mx=3.6, cond="VDD"),
        ("bme280.pdf", 8, "Supply Voltage VDD ripple max. 50 mVpp 1.71 1.8 3.6 V"),
    ),
    "MCP3008": (
        it("MCP3008", "supply_voltage", V, mn=2.7, mx=5.5, cond="VDD"),
        ("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V"),
    ),
    "HX711": (
        it("HX711", "supply_voltage", V, mn=2.6, mx=5.5, cond="DVDD"),
        ("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
    ),
    "ACS712": (
        it("ACS712", "supply_voltage", V, mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        ("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
    ),
    "DHT22": (
        it("DHT22", "supply_voltage", V, mn=3.3, typ=5, mx=5.5, cond="VDD"),
        ("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
    ),
    "DS3231": (
        it("DS3231", "supply_voltage", V, mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
        ("ds3231.pdf", 2, "VCC 2.3 3.3 5.5"),
    ),
    "INA3221": (
        it("INA3221", "supply_voltage", V, mn=2.7, mx=5.5, cond="VS, recommended"),
        ("ina3221.pdf", 4, "Operating supply voltage 2.7 5.5 V"),
    ),
    "HC-SR04": (
        it("HC-SR04", "supply_voltage", V, value=5, cond="working voltage DC"),
        ("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
    ),
    "L298N": (
        it("L298N", "logic_supply_voltage", V, mn=4.5, typ=5, mx=7, cond="VSS, pin 9"),
        ("l298n.pdf", 3, "Logic Supply Voltage (pin 9) 4.5 5 7 V"),
    ),
    "74HC595": (
        it("74HC595", "supply_voltage", V, mn=2.0, typ=5.0, mx=6.0, cond="VCC, 74HC595"),
        ("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0"),
    ),
    "LM35": (
        it("LM35", "supply_voltage", V, mn=4, mx=30, cond="features"),
        ("lm35.pdf", 1, "Operates from 4 to 30 V"),
    ),
    "MAX31855": (
        it("MAX31855", "supply_voltage", V, mn=3.0, typ=3.3, mx=3.6, cond="VCC"),
        ("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
    ),
    MPU: (
        it(MPU, "supply_voltage", V, mn=2.375, mx=3.46, cond="VDD operating"),
        ("mpu-6050.pdf", 14, "Operating Voltages 2.375 3.46 V"),
    ),
    "Si7021": (
        it("Si7021", "supply_voltage", V, mn=1.9, mx=3.6, cond="VDD"),
        ("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
    ),
    "MAX31865": (
        it("MAX31865", "supply_voltage", V, mn=3.0, typ=3.3, mx=3.6, cond="VDD"),
        ("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
    ),
    "TMP36": (
        it("TMP36", "supply_voltage", V, mn=2.7, mx=5.5, cond="+VS"),
        ("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
    ),
    "DHT11": (
        it("DHT11", "supply_voltage", V, mn=3.5, mx=5.5, cond="power supply DC"),
        ("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"),
    ),
    "INA219": (
        it("INA219", "supply_voltage", V, mn=3, mx=5.5, cond="VS"),
        ("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
    ),
    "CCS811": (
        it("CCS811", "supply_voltage", V, mn=1.8, mx=3.6, cond="VDD"),
        ("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V"),
    ),
    "MAX44009": (
        it("MAX44009", "supply_voltage", V, mn=1.7, mx=3.6, cond="VCC"),
        ("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
    ),
}


def sup(*devs):
    return [S[d][0] for d in devs], ee(*[S[d][1] for d in devs])


def compat(
    id,
    diff,
    question,
    devs,
    verdict,
    note,
    extra_items=(),
    extra_ev=(),
    wording="casual",
    lang="en",
):
    if verdict == NA:
        items, evs = [], []
    else:
        items, evs = sup(*[d for d in devs if d in S])
        items += list(extra_items)
        evs += ee(*extra_ev)
    add(
        id,
        diff,
        "compatibility",
        question,
        list(devs),
        verdict,
        items,
        evs,
        note,
        wording=wording,
        lang=lang,
    )


OK, BAD = "compatible", "incompatible"

# compatible
compat(
    "rq53-c01",
    "medium",
    "battery logger on a 5v pro mini (regulated 5v from a boost), ADS1115 reading a soil probe + DS18B20 for soil temp, "
    "both powerd from the same 5V. any supply issue with those two?",
    ["ADS1115", "DS18B20"],
    OK,
    "ADS1115 2..5.5 V and DS18B20 3.0..5.5 V (local power) both include 5 V.",
)
compat(
    "rq53-c02",
    "medium",
    "esp32 weather box, 3v3 rail feeds a bare BME280 and an MCP3008 (for the wind vane pot). is 3.3v ok for both chips?",
    ["BME280", "MCP3008"],
    OK,
    "BME280 VDD 1.71..3.6 V, MCP3008 2.7..5.5 V; 3.3 V is inside both.",
)
compat(
    "rq53-c03",
    "medium",
    "beehive scale: HX711 for the load cells and a MCP3008 for a couple of analog sensors, all on the arduino uno 5V pin. "
    "do both chips run at 5v?",
    ["HX711", "MCP3008"],
    OK,
    "HX711 DVDD 2.6..5.5 V, MCP3008 2.7..5.5 V.",
)
compat(
    "rq53-c04",
    "hard",
    "Uno project measuring pump current with an ACS712-05B and water temp with a DS18B20, both on the 5V rail of the "
    "board. Supply-wise can they share it?",
    ["ACS712", "DS18B20"],
    OK,
    "ACS712 VCC 4.5..5.5 V (5.0 typ) and DS18B20 3.0..5.5 V; 5 V suits both. Sensing range not judged.",
)
compat(
    "rq53-c05",
    "hard",
    "outdoor station on my balcony, winter gets to -20C here. uno 5v, DHT22 for temp/hum + DS3231SN rtc for timestamps. "
    "will both survive & work at -20 on 5v?",
    ["DHT22", "DS3231"],
    OK,
    "DHT22 3.3..5.5 V and range -40..80 C; DS3231SN 2.3..5.5 V and -40..+85 C (the DS3231S is 0..70 C, the trap).",
    extra_items=[
        it("DHT22", "operating_temperature", C, mn=-40, mx=80, cond="temperature range"),
        it("DS3231", "operating_temperature", C, mn=-40, mx=85, cond="DS3231SN"),
    ],
    extra_ev=[("dht22.pdf", 3, "Range -40 80 ℃"), ("ds3231.pdf", 2, "-40°C to +85°C")],
)
compat(
    "rq53-c06",
    "medium",
    "solar shed monitor, 5v from a usb buck: INA3221 watching 3 channels + an LM35 on the same 5V. ok?",
    ["INA3221", "LM35"],
    OK,
    "INA3221 VS 2.7..5.5 V, LM35 4..30 V; 5 V is inside both.",
)
compat(
    "rq53-c07",
    "medium",
    "parking sensor: HC-SR04 + LM35 (to correct speed of sound) both on arduino 5v. fine?",
    ["HC-SR04", "LM35"],
    OK,
    "HC-SR04 works at DC 5 V, LM35 4..30 V.",
)
compat(
    "rq53-c08",
    "medium",
    "Is it OK to power an ADS1115 and an HX711 from the same 5 V rail of an Arduino Nano?",
    ["ADS1115", "HX711"],
    OK,
    "ADS1115 2..5.5 V, HX711 2.6..5.5 V.",
    wording="formal",
)
compat(
    "rq53-c09",
    "hard",
    "robot car, 12v pack for the motors into the L298N, its logic pin (VSS) fed from the uno 5V, and a DS18B20 on the same "
    "5v to watch motor temp. logic side ok??",
    ["DS18B20", "L298N"],
    OK,
    "L298N VSS 4.5..7 V (5 typ), DS18B20 3.0..5.5 V; the 12 V motor supply is within VS but only the logic side is asked.",
)
compat(
    "rq53-c10",
    "medium",
    "greenhouse thingy, 74HC595 running some leds and a DHT11 for hum, both on the 5V of a nano. any prob supply wise?",
    ["74HC595", "DHT11"],
    OK,
    "74HC595 VCC 2.0..6.0 V, DHT11 3.5..5.5 V.",
)
compat(
    "rq53-c11",
    "hard",
    "can a DHT22 and an LM35 share a 5v rail? (its for a fridge monitor, comparing the two)",
    ["DHT22", "LM35"],
    OK,
    "DHT22 3.3..5.5 V, LM35 4..30 V. The fridge (about 4 C) is inside both ranges; not an item.",
)
compat(
    "rq53-c12",
    "hard",
    "Uno + MCP3008 reading a LDR, and a 5V SRD relay module switching a 230VAC lamp (40W, ~0.2A). relay contacts ok for mains "
    "and MCP3008 on 5V ok?",
    ["MCP3008", "SRD-05VDC-SL-C"],
    OK,
    "SRD resistive rating 10 A 240 VAC covers 230 VAC / 0.2 A; MCP3008 2.7..5.5 V. Creepage / module build not judged.",
    extra_items=[
        it("SRD-05VDC-SL-C", "contact_current", "A", mx=10, cond="resistive load, 240 VAC"),
        it("SRD-05VDC-SL-C", "contact_voltage", "VAC", mx=240, cond="resistive load"),
    ],
    extra_ev=[("srd-05vdc-sl-c.pdf", 2, "10A 240VAC")],
)
compat(
    "rq53-c13",
    "medium",
    "Can an ADS1115 and a MAX31865 both run from a 3.3 V supply?",
    ["ADS1115", "MAX31865"],
    OK,
    "ADS1115 2..5.5 V, MAX31865 3.0..3.6 V (3.3 typ).",
    wording="formal",
)

# incompatible
compat(
    "rq53-i01",
    "medium",
    "esp32 3v3 rail -> MAX31855 for the kiln thermocouple and an LM35 for the cold side. both on 3.3V is fine right?",
    ["LM35", "MAX31855"],
    BAD,
    "LM35 needs 4 V minimum; MAX31855 3.0..3.6 V would be fine.",
)
compat(
    "rq53-i02",
    "medium",
    "bare MPU6050 chip (no breakout reg) and a HX711 both straight on the uno 5v. ok?",
    [MPU, "HX711"],
    BAD,
    "MPU-6050 VDD 2.375..3.46 V; 5 V is over it. HX711 2.6..5.5 V is fine.",
)
compat(
    "rq53-i03",
    "medium",
    "5v arduino, Si7021 (just the chip on my own pcb) + MCP3008 sharing 5V. good?",
    ["Si7021", "MCP3008"],
    BAD,
    "Si7021 VDD 1.9..3.6 V; MCP3008 2.7..5.5 V is fine.",
)
compat(
    "rq53-i04",
    "medium",
    "bike radar-ish project: HC-SR04 and a BME280 (bare sensor) both on 5V from the nano. works?",
    ["BME280", "HC-SR04"],
    BAD,
    "BME280 VDD max 3.6 V; the HC-SR04 needs 5 V, so one rail cannot serve both.",
)
compat(
    "rq53-i05",
    "hard",
    "Pool logger: MAX31865 for a PT100 and a DS3231 rtc, both fed from 5V of a mega. DS3231 does 5V so i guess the max chip "
    "does too?",
    ["MAX31865", "DS3231"],
    BAD,
    "MAX31865 VDD 3.0..3.6 V; DS3231 2.3..5.5 V is fine. The guess in the question is the trap.",
)
compat(
    "rq53-i06",
    "medium",
    "li-ion -> 3.3v ldo powering an INA3221 and an ACS712-20A. same 3.3v rail ok?",
    ["ACS712", "INA3221"],
    BAD,
    "ACS712 VCC 4.5..5.5 V; INA3221 2.7..5.5 V would be fine at 3.3 V.",
)
compat(
    "rq53-i07",
    "medium",
    "Can an LM35 and a TMP36 both run from a 3.3 V rail?",
    ["LM35", "TMP36"],
    BAD,
    "LM35 needs 4 V minimum; TMP36 2.7..5.5 V is fine.",
    wording="formal",
)
compat(
    "rq53-i08",
    "medium",
    "3.3v pico board, DHT11 + TMP36 on the 3v3 pin. both happy?",
    ["DHT11", "TMP36"],
    BAD,
    "DHT11 power supply 3.5..5.5 V; TMP36 2.7..5.5 V is fine.",
)
compat(
    "rq53-i09",
    "hard",
    "5v uno, INA219 for solar current + a bare MAX44009 light sensor chip, both on the 5v pin. ok?",
    ["INA219", "MAX44009"],
    BAD,
    "MAX44009 VCC 1.7..3.6 V; INA219 3..5.5 V is fine.",
)
compat(
    "rq53-i10",
    "medium",
    "Is a 5 V supply suitable for both a CCS811 and a DHT11?",
    ["CCS811", "DHT11"],
    BAD,
    "CCS811 VDD 1.8..3.6 V; DHT11 3.5..5.5 V is fine.",
    wording="formal",
)
compat(
    "rq53-i11",
    "hard",
    "battery monitor + bbq probe: INA3221 and MAX31855 both on the uno's 5v, INA3221 handles 5v so should be all good?",
    ["INA3221", "MAX31855"],
    BAD,
    "MAX31855 VCC 3.0..3.6 V; INA3221 2.7..5.5 V is fine.",
)
compat(
    "rq53-i12",
    "hard",
    "filament dryer box, inside gets up to ~90C. ADS1115 reading thermistors and a DHT22 for humidity, both inside the box "
    "on 5v. will they cope with the heat?",
    ["ADS1115", "DHT22"],
    BAD,
    "DHT22 range -40..80 C is below 90 C; ADS1115 specified -40..+125 C. Supplies (5 V) fine.",
    extra_items=[
        it("ADS1115", "operating_temperature", C, mn=-40, mx=125, cond="specified temperature"),
        it("DHT22", "operating_temperature", C, mn=-40, mx=80, cond="temperature range"),
    ],
    extra_ev=[
        ("ads1115.pdf", 4, "Specified temperature –40 +125 °C"),
        ("dht22.pdf", 3, "Range -40 80 ℃"),
    ],
)
compat(
    "rq53-i13",
    "hard",
    "cabin in northern sweden, -35C in jan. logger outside: INA219 on the battery + DS18B20 for air temp, both on 5V. "
    "ok in that cold?",
    ["DS18B20", "INA219"],
    BAD,
    "INA219 recommended TA -25..85 C (the -40..125 C abs-max line is the trap); DS18B20 -55..+125 C is fine.",
    extra_items=[
        it("INA219", "operating_temperature", C, mn=-25, mx=85, cond="TA, recommended operating"),
        it(
            "DS18B20",
            "operating_temperature",
            C,
            mn=-55,
            mx=125,
            cond="operating temperature range",
        ),
    ],
    extra_ev=[("ina219.pdf", 4, "TA –25 85"), ("ds18b20.pdf", 2, "-55°C to +125°C")],
)

# insufficient evidence
for id, diff, q, devs, note in [
    (
        "rq53-e01",
        "hard",
        "DHT22 on 20m of alarm cable in the garden, same box has an SRD relay switching a 230v pump. will the relay mess "
        "up the dht readings?",
        ["DHT22", "SRD-05VDC-SL-C"],
        "The DHT22 sheet gives a wire-length / pull-up note but no immunity data; the SRD sheet gives no emission data.",
    ),
    (
        "rq53-e02",
        "hard",
        "rc boat: IRLZ44N pwm-ing the motor at 20kHz, HC-SR04 for obstacle. will the motor noise give false echoes?",
        ["HC-SR04", "IRLZ44N"],
        "No noise or susceptibility data in either sheet.",
    ),
    (
        "rq53-e03",
        "hard",
        "Si7021 sits 2cm from the HX711 load-cell amp in a small box. if i run the si7021 heater, will the scale drift?",
        ["HX711", "Si7021"],
        "Heater current is given, but no thermal coupling data; HX711 drift vs board temperature not tied to it.",
    ),
    (
        "rq53-e04",
        "hard",
        "ADS1115 reading a shunt on the same ground as an IRLZ44N switching a 10A heater. will the switching wreck my "
        "16 bit readings?",
        ["ADS1115", "IRLZ44N"],
        "Layout / ground-bounce dependent; neither sheet has data for it.",
    ),
    (
        "rq53-e05",
        "medium",
        "TMP36 glued next to a 5V SRD relay in a sealed box, relay on most of the day. how much will the coil heat push the "
        "reading?",
        ["SRD-05VDC-SL-C", "TMP36"],
        "Coil power is given, no thermal resistance to a neighbour part.",
    ),
    (
        "rq53-e06",
        "hard",
        "INA3221 channel monitoring the 12v line that also feeds a relay coil (no flyback diode yet...). can the coil kick "
        "hurt the INA3221?",
        ["INA3221", "SRD-05VDC-SL-C"],
        "The spike amplitude is not in the SRD sheet; without it the INA3221 abs max cannot be compared.",
    ),
    (
        "rq53-e07",
        "medium",
        "nrf24l01+ pa/lna module right next to a MAX44009 on a small pcb. does the rf disturb the lux readings?",
        ["MAX44009", NRF],
        "No RF immunity data for the MAX44009.",
    ),
    (
        "rq53-e08",
        "medium",
        "DS3231 32kHz pin enabled, trace runs near the INMP441 mic. will i hear it in recordings?",
        ["DS3231", "INMP441"],
        "32 kHz is above audio but coupling / aliasing not covered by either sheet.",
    ),
    (
        "rq53-e09",
        "hard",
        "W25Q64 logging on the same board as an L298N driving 2 motors. any risk the motor noise corrupts flash writes?",
        ["L298N", "W25Q64FV"],
        "No noise immunity data; supply range of the flash is given but rail noise is unknown.",
    ),
    (
        "rq53-e10",
        "hard",
        "reflow oven: IRLZ44N pwm's the heater element, MAX31855 reads the thermocouple. will the pwm add noise to the temp?",
        ["IRLZ44N", "MAX31855"],
        "No coupling data; MAX31855 lists no rejection of external switching noise.",
    ),
    (
        "rq53-e11",
        "hard",
        "outdoor box in winter (-15C), uno 5v, DHT11 + DS3231SN. both fine in the cold?",
        ["DHT11", "DS3231"],
        "The DHT11 sheet gives no operating temperature range (only accuracy at 25 C); DS3231SN -40..+85 C alone "
        "cannot decide.",
    ),
    (
        "rq53-e12",
        "medium",
        "PCF8563 rtc board next to a relay that clicks every few min. could that make the clock skip or lose time?",
        ["PCF8563", "SRD-05VDC-SL-C"],
        "No EMI / mechanical shock data for the RTC crystal circuit.",
    ),
    (
        "rq53-e13",
        "medium",
        "Would the INMP441's I2S clocks interfere with an HX711 load-cell reading on the same board?",
        ["HX711", "INMP441"],
        "Neither sheet gives emission or susceptibility data.",
    ),
]:
    compat(
        id, diff, q, devs, NA, note, wording="formal" if q[0].isupper() and "I2S" in q else "casual"
    )


if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
