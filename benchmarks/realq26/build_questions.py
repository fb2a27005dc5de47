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


A1117 = "AMS1117"
M65 = "MAX31865"
# ---------- batch 1
add(
    "rq26-f01",
    "medium",
    "simple",
    "mcp4725 absolute max on vdd? how far above 5v can i go before it's out of ratings",
    ["MCP4725"],
    None,
    [it("MCP4725", "abs_max_supply_voltage", "V", mx=6.5, cond="VDD, absolute maximum ratings")],
    [
        ev(
            "mcp4725.pdf",
            3,
            "VDD...................................................................................6.5V",
        )
    ],
    "Abs max VDD 6.5 V; look-alike operating VDD 2.7..5.5 V and inputs -0.3..VDD+0.3 V.",
)
add(
    "rq26-f02",
    "hard",
    "simple",
    "What are the typical and maximum temperature conversion times of the MAX31865 for a single (one-shot) conversion with the 60 Hz notch filter selected? Give them in microseconds.",
    [M65],
    None,
    [it(M65, "response_time", "ms", typ=52, mx=55, cond="tCONV, single conversion, 60 Hz notch")],
    [ev("max31865.pdf", 3, "Single conversion (60Hz notch) 52 55")],
    "52 typ / 55 max ms = 52000 / 55000 us; look-alikes continuous 60 Hz 16.7/17.6, single 50 Hz 62.5/66, continuous 50 Hz 20/21 ms. Conversion time filed as response_time.",
    wording="formal",
)
add(
    "rq26-f03",
    "hard",
    "simple",
    "srd relay series, the 12 vdc coil in the standard 0.45w sensitivity (not the high-sensitivity one): coil resistance in kohm?",
    ["SRD-05VDC-SL-C"],
    None,
    [
        it(
            "SRD-05VDC-SL-C",
            "coil_resistance",
            "Ohm",
            value=320,
            cond="SRD 12 VDC coil, standard sensitivity (0.45 W), +-10 %, 20 C",
        )
    ],
    [ev("srd-05vdc-sl-c.pdf", 2, "12 12 37.5 320")],
    "320 Ohm (0.32 kOhm); look-alike high-sensitivity 12 V row 30 mA / 400 Ohm. Same series sheet as SRD-05VDC-SL-C.",
)
add(
    "rq26-c01",
    "medium",
    "compatibility",
    "max31865 powered from an ams1117-3.3 ldo (5v in). is the ldo output inside the max31865 vdd range over temperature?",
    [M65, A1117],
    "compatible",
    [
        it(
            A1117,
            "output_voltage",
            "V",
            mn=3.235,
            typ=3.3,
            mx=3.365,
            cond="AMS1117-3.3, 0 <= IOUT <= 1 A, 4.75 V <= VIN <= 12 V, full temperature",
        ),
        it(M65, "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD recommended"),
    ],
    [ev("ams1117.pdf", 2, "3.235 3.300 3.365 V"), ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")],
    "3.235..3.365 V within 3.0..3.6 V. (VIN 5 V is within 4.75..12 V.)",
)
add(
    "rq26-c02",
    "hard",
    "compatibility",
    "Can a MAX31865 be supplied (VDD and DVDD) from an AMS1117-2.85 regulator output?",
    [M65, A1117],
    "incompatible",
    [
        it(
            A1117,
            "output_voltage",
            "V",
            mn=2.79,
            typ=2.85,
            mx=2.91,
            cond="AMS1117-2.85, full temperature",
        ),
        it(M65, "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD / DVDD recommended"),
    ],
    [ev("ams1117.pdf", 2, "2.79 2.850 2.91 V"), ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V")],
    "2.79..2.91 V is below the 3.0 V minimum.",
    wording="formal",
)
add(
    "rq26-c03",
    "medium",
    "compatibility",
    "max31865 and an mcp2515 sharing one spi bus, sck at 8 mhz. ok for both?",
    [M65, "MCP2515"],
    "incompatible",
    [
        it(M65, "spi_clock_frequency", "MHz", mx=5.0, cond="SCLK frequency"),
        it("MCP2515", "spi_clock_frequency", "MHz", mx=10, cond="high-speed SPI interface"),
    ],
    [
        ev("max31865.pdf", 4, "SCLK Frequency tCLK (Note 9) DC 5.0 MHz"),
        ev("mcp2515.pdf", 1, "High-Speed SPI Interface (10 MHz)"),
    ],
    "8 MHz is fine for the MCP2515 (10 MHz) but above the MAX31865 5.0 MHz maximum.",
)

# ---------- batch 2
add(
    "rq26-f04",
    "medium",
    "simple",
    "What continuous output current per I/O does the TXS0108E absolute maximum ratings table allow? Answer in amperes.",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "output_current",
            "mA",
            mn=-50,
            mx=50,
            cond="IO, continuous output current, absolute maximum",
        )
    ],
    [ev("txs0108e.pdf", 5, "Continuous output current, IO –50 50 mA")],
    "+-50 mA (0.05 A); look-alikes: continuous current through VCCA/VCCB/GND +-100 mA, clamp currents -50 mA.",
    wording="formal",
)
add(
    "rq26-f05",
    "medium",
    "simple",
    "tp4056 sheet has a BAT pin current rating in its ratings list (next to junction temp etc), how much is it? in amps pls",
    ["TP4056"],
    None,
    [
        it(
            "TP4056",
            "output_current",
            "mA",
            mx=1200,
            cond="BAT pin current, ratings list on page 2 (beside max junction / operating / storage temperature)",
        )
    ],
    [ev("tp4056.pdf", 2, "BAT Pin Current：1200mA")],
    "1200 mA = 1.2 A; look-alikes: programmable charge current up to 1000 mA, PROG pin current 1200 uA.",
)
add(
    "rq26-f06",
    "hard",
    "structured",
    "What operating temperature figures does the INA219 datasheet give?",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "operating_temperature",
            "°C",
            mn=-40,
            mx=125,
            cond="absolute maximum ratings table",
        ),
        it(
            "INA219",
            "operating_temperature",
            "°C",
            mn=-25,
            mx=85,
            cond="TA, recommended operating conditions",
        ),
    ],
    [ev("ina219.pdf", 4, "Operating temperature –40 125 °C"), ev("ina219.pdf", 4, "TA –25 85")],
    "Two rows: abs-max operating temperature -40..125 C and recommended TA -25..85 C; the question does not choose.",
    wording="formal",
)
add(
    "rq26-f07",
    "medium",
    "simple",
    "ina219 alert pin is open drain, whats the most current it can sink per the abs max table? (ma)",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "output_current",
            "mA",
            mx=10,
            cond="open-drain digital output current, absolute maximum",
        )
    ],
    [ev("ina219.pdf", 4, "Open-drain digital output current 10 mA")],
    "10 mA; look-alike input current into any pin 5 mA.",
)
add(
    "rq26-u01",
    "medium",
    "simple",
    "tp4056 esd rating (hbm) in kv?",
    ["TP4056"],
    "insufficient_evidence",
    [],
    [],
    "The TP4056 sheet gives no ESD rating (no HBM/kV anywhere).",
)
add(
    "rq26-u02",
    "hard",
    "simple",
    "What output voltage noise density (nV/sqrt(Hz)) does the MCP4725 datasheet specify for VOUT?",
    ["MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "No noise density in the EC tables (only glitch energy and digital feedthrough in nV-s).",
    wording="formal",
)
add(
    "rq26-u03",
    "medium",
    "simple",
    "¿Qué rango de humedad relativa de funcionamiento especifica la hoja de datos del MAX31865?",
    ["MAX31865"],
    "insufficient_evidence",
    [],
    [],
    "No humidity in the MAX31865 sheet.",
    wording="formal",
    lang="es",
)

# ---------- batch 3
add(
    "rq26-f08",
    "medium",
    "simple",
    "mcp3008 storage temp range? (not the powered ambient one)",
    ["MCP3008"],
    None,
    [it("MCP3008", "storage_temperature", "°C", mn=-65, mx=150, cond="absolute maximum ratings")],
    [
        ev(
            "mcp3008.pdf",
            3,
            "Storage Temperature ................................... –65°C to +150°C",
        )
    ],
    "-65..150 C; look-alike ambient temperature with power applied (same numbers, other row) and EC TA -40..85 C.",
)
add(
    "rq26-f09",
    "hard",
    "simple",
    "After power-up, how long does the HMC5883L need before it is ready to accept I2C commands? Give the value in milliseconds.",
    ["HMC5883L"],
    None,
    [it("HMC5883L", "warm_up_time", "us", typ=200, cond="turn-on time, ready for I2C commands")],
    [ev("hmc5883l.pdf", 2, "Ready for I2C commands 200 μs")],
    "200 us = 0.2 ms; look-alike: analog circuit ready for measurements 50 ms, measurement period 6 ms.",
    wording="formal",
)
add(
    "rq26-f10",
    "medium",
    "simple",
    "max31855 thermocouple reading resolution, in °C? (not the cold junction one)",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "resolution",
            "°C",
            value=0.25,
            q="temperature",
            cond="thermocouple temperature data resolution",
        )
    ],
    [ev("max31855.pdf", 4, "0.25 NC")],
    "0.25 C; look-alike cold-junction resolution 0.0625 C. pdftotext prints the degree sign as 'NC'.",
)
add(
    "rq26-f11",
    "hard",
    "simple",
    "Quel est le temps minimal de mise sous tension avant la première conversion de thermocouple du MAX31855 (tCONV_PU), en secondes ?",
    ["MAX31855"],
    None,
    [
        it(
            "MAX31855",
            "warm_up_time",
            "ms",
            mn=200,
            cond="tCONV_PU, thermocouple conversion power-up time",
        )
    ],
    [ev("max31855.pdf", 4, "tCONV_PU (Note 6) 200 ms")],
    "200 ms min (0.2 s); look-alike temperature conversion time 70 typ / 100 max ms.",
    wording="formal",
    lang="fr",
)
add(
    "rq26-c04",
    "medium",
    "compatibility",
    "max31855 and an mcp3008 on the same spi bus, sck at 4 mhz. will both keep up?",
    ["MAX31855", "MCP3008"],
    "incompatible",
    [
        it("MAX31855", "spi_clock_frequency", "MHz", mx=5, cond="serial-clock frequency"),
        it(
            "MCP3008",
            "spi_clock_frequency",
            "MHz",
            mx=3.6,
            cond="fCLK at VDD = 5 V (1.35 MHz at 2.7 V)",
        ),
    ],
    [
        ev("max31855.pdf", 4, "Serial-Clock Frequency fSCL 5 MHz"),
        ev("mcp3008.pdf", 4, "Clock Frequency fCLK — — 3.6 MHz VDD = 5V"),
    ],
    "4 MHz is within the MAX31855 5 MHz but above the MCP3008 maximum even at VDD = 5 V (3.6 MHz; 1.35 MHz at 2.7 V).",
)
add(
    "rq26-c05",
    "hard",
    "compatibility",
    "An HMC5883L runs with VDD = 3.3 V and its VDDIO supplied by an AMS1117-1.8 regulator. Is the regulator output within the VDDIO range over the full temperature range?",
    ["HMC5883L", A1117],
    "compatible",
    [
        it(
            A1117,
            "output_voltage",
            "V",
            mn=1.773,
            typ=1.8,
            mx=1.827,
            cond="AMS1117-1.8, full temperature",
        ),
        it(
            "HMC5883L",
            "io_supply_voltage",
            "V",
            mn=1.71,
            typ=1.8,
            cond="VDDIO, max VDD + 0.1 V (3.4 V here)",
        ),
    ],
    [
        ev("ams1117.pdf", 2, "1.773 1.800 1.827 V"),
        ev("hmc5883l.pdf", 2, "VDDIO Referenced to DGND 1.71 1.8 VDD+0.1 Volts"),
    ],
    "1.773..1.827 V within 1.71..(3.3 + 0.1) V.",
    wording="formal",
)
add(
    "rq26-c06",
    "hard",
    "compatibility",
    "hmc5883l drdy pin straight into an esp32 gpio, both on 3.3v. does the sheet guarantee the drdy high level is enough for the esp32?",
    ["HMC5883L", "ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [],
    "The HMC5883L sheet says DRDY is internally pulled high but gives no VOH/VOL for it; the level check has no evidence.",
)

# ---------- batch 4
add(
    "rq26-f12",
    "medium",
    "simple",
    "lm35 in the to-220 package, what storage temp range is it rated for?",
    ["LM35"],
    None,
    [
        it(
            "LM35",
            "storage_temperature",
            "°C",
            mn=-65,
            mx=150,
            cond="TO-220 package, absolute maximum",
        )
    ],
    [ev("lm35.pdf", 3, "TO-220 Package –65 150")],
    "-65..150 C for TO-220 (and SOIC-8); look-alikes TO (metal can) -60..180 C, TO-92 -60..150 C.",
)
add(
    "rq26-f13",
    "hard",
    "simple",
    "The TMP36 datasheet also covers the TMP35. What output voltage does the TMP35 give at 25 °C, in volts?",
    ["TMP36"],
    None,
    [it("TMP36", "analog_output_voltage", "mV", typ=250, cond="TMP35 output voltage, TA = 25 C")],
    [ev("tmp36.pdf", 2, "TMP35 Output Voltage TA = 25°C 250 mV")],
    "250 mV (0.25 V) for the TMP35; look-alikes TMP36 750 mV, TMP37 500 mV. Filed under device TMP36 (same sheet).",
    wording="formal",
)
add(
    "rq26-u04",
    "medium",
    "simple",
    "lm35 shutdown / sleep current? want to leave it powered on a battery node",
    ["LM35"],
    "insufficient_evidence",
    [],
    [],
    "The LM35 has no shutdown or sleep mode in the sheet (no shutdown/standby/sleep anywhere); only the quiescent current is given.",
)
add(
    "rq26-c07",
    "medium",
    "compatibility",
    "MCP73831-2 (4.20 V option) charging a Li-ion cell, and an XC6206 LDO fed straight from the cell. Is the fully charged cell voltage within the XC6206 input voltage range?",
    ["MCP73831", "XC6206"],
    "compatible",
    [
        it(
            "MCP73831", "output_voltage", "V", mn=4.168, typ=4.20, mx=4.232, cond="VREG, MCP7383X-2"
        ),
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN"),
    ],
    [
        ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V MCP7383X-2"),
        ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V"),
    ],
    "4.168..4.232 V is within 1.8..6.0 V.",
    wording="formal",
)
add(
    "rq26-c08",
    "medium",
    "compatibility",
    "max44009 and a bh1750 on the same i2c bus, any address clash whatever way i strap the addr/a0 pins?",
    ["MAX44009", "BH1750"],
    "compatible",
    [
        it(
            "MAX44009",
            "i2c_address",
            values=["0x4A", "0x4B"],
            cond="1001 010x / 1001 011x (A0 low / high)",
        ),
        it(
            "BH1750",
            "i2c_address",
            values=["0x23", "0x5C"],
            cond="ADDR L: 0100011, ADDR H: 1011100",
        ),
    ],
    [
        ev("max44009.pdf", 1, "1001 010x and 1001 011x"),
        ev("bh1750.pdf", 10, "ADDR = 'L' ( ADDR ≦ 0.3VCC ) → “0100011“"),
    ],
    "0x4A/0x4B vs 0x23/0x5C: no overlap in any strapping.",
)
add(
    "rq26-c09",
    "medium",
    "compatibility",
    "tmp36 on 3.3v, output straight into mcp3008 ch0 (vdd = vref = 3.3v). will the whole output swing fit inside the adc input range?",
    ["TMP36", "MCP3008"],
    "compatible",
    [it("TMP36", "analog_output_voltage", "mV", mn=100, mx=2000, cond="output voltage range")],
    [
        ev("tmp36.pdf", 2, "Output Voltage Range 100 2000 mV"),
        ev("mcp3008.pdf", 3, "Input Voltage Range for CH0 or"),
    ],
    "TMP36 output 0.1..2.0 V within the MCP3008 single-ended range VSS..VREF (0..3.3 V).",
)

# ---------- batch 5
add(
    "rq26-f14",
    "hard",
    "simple",
    "w25q64fv power-up: minimum delay before it accepts a write/erase instruction? answer in us",
    ["W25Q64FV"],
    None,
    [it("W25Q64FV", "warm_up_time", "ms", mn=5, cond="tPUW, time delay before write instruction")],
    [ev("w25q64.pdf", 73, "Time Delay Before Write Instruction tPUW 5 ms")],
    "5 ms min (5000 us); look-alike VCC(min) to /CS low tVSL 20 us (reads allowed earlier).",
)
add(
    "rq26-f15",
    "medium",
    "simple",
    "si7021 I grade (not G), operating temp range?",
    ["Si7021"],
    None,
    [it("Si7021", "operating_temperature", "°C", mn=-40, mx=125, cond="TA, I and Y grade")],
    [ev("si7021.pdf", 4, "Operating Temperature TA I and Y grade –40 — +125 °C")],
    "-40..125 C for I/Y grade; look-alike G grade -40..85 C.",
)
add(
    "rq26-f16",
    "hard",
    "simple",
    "¿Cuánto tarda el Si7021 en una conversión de temperatura con resolución de 12 bits (típico y máximo)?",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "ms", typ=2.4, mx=3.8, cond="tCONV, 12-bit temperature")],
    [ev("si7021.pdf", 5, "12-bit temperature — 2.4 3.8")],
    "2.4 typ / 3.8 max ms; look-alikes 14-bit 7/10.8, 13-bit 4/6.2, 11-bit 1.5/2.4 ms and 12-bit RH 10/12 ms.",
    wording="formal",
    lang="es",
)
add(
    "rq26-f17",
    "medium",
    "simple",
    "How long does the Si7021 take to be ready again after a software reset command (typical and maximum)?",
    ["Si7021"],
    None,
    [
        it(
            "Si7021",
            "warm_up_time",
            "ms",
            typ=5,
            mx=15,
            cond="tPU after issuing a software reset command",
        )
    ],
    [ev("si7021.pdf", 5, "After issuing a software reset — 5 15")],
    "5 typ / 15 max ms; look-alikes powerup from VDD 18/25 ms at 25 C and 80 ms max over temperature.",
    wording="formal",
)
add(
    "rq26-f18",
    "hard",
    "simple",
    "ina3221 with the conversion time bits at 111 (the slowest), how long is one conversion? microseconds please",
    ["INA3221"],
    None,
    [
        it(
            "INA3221",
            "response_time",
            "ms",
            typ=8.244,
            mx=9.068,
            cond="conversion time, CT bit = 111",
        )
    ],
    [ev("ina3221.pdf", 5, "CT bit = 111 8.244 9.068")],
    "8.244 typ / 9.068 max ms (8244 / 9068 us); look-alike CT = 001 204 / 224 us.",
)
add(
    "rq26-c10",
    "medium",
    "compatibility",
    "si7021 and an ina3221 (A0 tied to GND) on the same i2c bus, no mux. address conflict?",
    ["Si7021", "INA3221"],
    "incompatible",
    [
        it("Si7021", "i2c_address", values=["0x40"], cond="7-bit slave address"),
        it("INA3221", "i2c_address", values=["0x40"], cond="A0 = GND: 1000000"),
    ],
    [
        ev("si7021.pdf", 18, "7-bit base slave address is 0x40"),
        ev("ina3221.pdf", 20, "GND 1000000"),
    ],
    "Both answer at 0x40; strapping the INA3221 A0 to VS/SDA/SCL would avoid it.",
)
add(
    "rq26-c11",
    "medium",
    "compatibility",
    "Can a W25Q64FV be powered directly from a single Li-ion cell charged by a TP4056 (no regulator)?",
    ["W25Q64FV", "TP4056"],
    "incompatible",
    [
        it("TP4056", "output_voltage", "V", value=4.2, cond="fixed charge voltage"),
        it("W25Q64FV", "supply_voltage", "V", mn=2.7, mx=3.6, cond="single supply"),
    ],
    [
        ev("tp4056.pdf", 2, "charge voltage is fixed at 4.2V"),
        ev("w25q64.pdf", 5, "2.7V to 3.6V power supply"),
    ],
    "A full cell at 4.2 V is above the W25Q64FV 3.6 V maximum.",
    wording="formal",
)

# ---------- batch 6
add(
    "rq26-c12",
    "hard",
    "compatibility",
    "pc817 output (emitter to gnd, collector pulled up to 5v with 4k7, led at IF 20ma) driving an l298n IN1 pin, logic on 5v. will the l298 see clean lows and highs?",
    ["PC817", "L298N"],
    "compatible",
    [
        it(
            "PC817",
            "output_low_voltage",
            "V",
            typ=0.1,
            mx=0.2,
            cond="VCE(sat), IF = 20 mA, IC = 1 mA",
        ),
        it("L298N", "input_low_voltage", "V", mn=-0.3, mx=1.5, cond="ViL, pins 5, 7, 10, 12"),
        it("L298N", "input_high_voltage", "V", mn=2.3, cond="ViH, max VSS"),
    ],
    [
        ev(
            "pc817.pdf",
            4,
            "Collector-emitter saturation voltage VCE (sat) IF=20mA, IC=1mA − 0.1 0.2 V",
        ),
        ev("l298n.pdf", 3, "V iL Input Low Voltage –0.3 1.5 V"),
        ev("l298n.pdf", 3, "ViH Input High Voltage 2.3 VSS V"),
    ],
    "Low: <= 0.2 V (about 1 mA through 4.7 kOhm, the VCE(sat) test current) < 1.5 V; high: pulled to 5 V >= 2.3 V (input current <= 100 uA drops < 0.5 V in 4.7 kOhm).",
)
add(
    "rq26-c13",
    "hard",
    "compatibility",
    "Can the contacts of an SRD-05VDC-SL-C (Form C) switch the 36 V DC, 2 A motor supply (VS) of an L298N?",
    ["SRD-05VDC-SL-C", "L298N"],
    "insufficient_evidence",
    [],
    [],
    "The relay sheet rates DC contact capacity only at 28 VDC (7 A Form C) and gives a 110 VDC max allowable voltage without a current rating at 36 V DC; the L298N VS (<= 46 V) is fine, but the contact check has no evidence.",
    wording="formal",
)
add(
    "rq26-c14",
    "hard",
    "compatibility",
    "max44009 powered at 1.8v but its sda/scl pulled up to 3.3v on an esp32 bus. will that hurt it or break the levels?",
    ["MAX44009", "ESP32-WROOM-32"],
    "compatible",
    [
        it(
            "MAX44009",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=4,
            cond="all other pins (incl. SDA, SCL) to GND",
        ),
        it("MAX44009", "output_low_voltage", "V", typ=0.06, mx=0.4, cond="VOL SDA, ISINK = 6 mA"),
    ],
    [
        ev(
            "max44009.pdf",
            2,
            "All Other Pins to GND..............................................-0.3V to +4V",
        ),
        ev("max44009.pdf", 2, "VOL ISINK = 6mA 0.06 0.4"),
        ev("esp32-wroom-32.pdf", 15, "VIL Low-level input voltage –0.3 - 0.25×VDD V"),
    ],
    "3.3 V on SDA/SCL is within the MAX44009 pin rating (4 V, not tied to VCC); its VOL 0.4 V < ESP32 VIL 0.825 V; 3.3 V is above its 0.7 x 1.8 V VIH.",
)
add(
    "rq26-k01",
    "medium",
    "comparison",
    "which sleeps lower, an mcp4725 in power-down or a w25q64fv in power-down? numbers pls",
    ["MCP4725", "W25Q64FV"],
    None,
    [
        it("MCP4725", "standby_current", "uA", typ=0.06, mx=2.0, cond="IDDP, VDD = 5.5 V"),
        it("W25Q64FV", "standby_current", "uA", typ=1, mx=25, cond="ICC2 power-down current"),
    ],
    [
        ev("mcp4725.pdf", 3, "Power-Down Current IDDP — 0.06 2.0 µA VDD = 5.5V"),
        ev("w25q64.pdf", 74, "Power-down Current ICC2 1 25 µA"),
    ],
    "MCP4725 0.06 typ / 2 max uA is lower than W25Q64FV 1 typ / 25 max uA.",
)
add(
    "rq26-k02",
    "medium",
    "comparison",
    "Which has the wider storage temperature range: the LM35 in the TO-92 package or the MCP3008?",
    ["LM35", "MCP3008"],
    None,
    [
        it("LM35", "storage_temperature", "°C", mn=-60, mx=150, cond="TO-92 package"),
        it("MCP3008", "storage_temperature", "°C", mn=-65, mx=150, cond="absolute maximum"),
    ],
    [
        ev("lm35.pdf", 3, "TO-92 Package –60 150"),
        ev(
            "mcp3008.pdf",
            3,
            "Storage Temperature ................................... –65°C to +150°C",
        ),
    ],
    "MCP3008 -65..150 C is wider than LM35 TO-92 -60..150 C.",
    wording="formal",
)

# ---------- batch 7
add(
    "rq26-f19",
    "medium",
    "simple",
    "pcf8563 supply current while the i2c interface is active at 100 khz (not 400)?",
    ["PCF8563"],
    None,
    [it("PCF8563", "supply_current", "uA", mx=200, cond="IDD, interface active, fSCL = 100 kHz")],
    [ev("pcf8563.pdf", 28, "fSCL = 100 kHz - - 200")],
    "200 uA max (pdftotext prints the unit as 'A', the mu is lost); look-alike 800 uA at 400 kHz and the nA rows with the interface inactive.",
)
add(
    "rq26-f20",
    "hard",
    "simple",
    "pcf8563 on a 2.0 v cell, clkout disabled, i2c idle: typ and max current over the full -40..85c range, in uA?",
    ["PCF8563"],
    None,
    [
        it(
            "PCF8563",
            "standby_current",
            "nA",
            typ=400,
            mx=600,
            cond="IDD, interface inactive, CLKOUT disabled, VDD = 2.0 V, Tamb = -40..85 C",
        )
    ],
    [ev("pcf8563.pdf", 28, "VDD = 2.0 V - 400 600")],
    "400 typ / 600 max nA (0.4 / 0.6 uA); look-alikes at 25 C 225/450 nA and with CLKOUT enabled 425/800 (25 C) and 500/900 nA.",
)
add(
    "rq26-f21",
    "medium",
    "simple",
    "What 7-bit I2C address does the TCS34723 variant (1.8 V I2C bus) use?",
    ["TCS34725"],
    None,
    [it("TCS34725", "i2c_address", values=["0x39"], cond="TCS34723, I2C Vbus = 1.8 V interface")],
    [ev("tcs34725.pdf", 3, "TCS34723† 0x39 FN−6 I2C Vbus = 1.8 V Interface TCS34723FN")],
    "0x39 for the TCS34723; look-alike TCS34725 0x29. Filed under device TCS34725 (alias TCS34723).",
    wording="formal",
)
add(
    "rq26-c15",
    "medium",
    "compatibility",
    "tcs34725 int pin pulled up to the same 5v rail that powers my hc-sr04. safe for the tcs?",
    ["TCS34725", "HC-SR04"],
    "incompatible",
    [
        it(
            "TCS34725",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=3.8,
            cond="output terminal voltage (INT is an open-drain output), absolute maximum",
        ),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC 5 V"),
    ],
    [
        ev("tcs34725.pdf", 3, "Output terminal voltage"),
        ev("tcs34725.pdf", 3, "−0.5 V to 3.8 V"),
        ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
    ],
    "A 5 V pull-up puts 5 V on INT, above the 3.8 V output-terminal absolute maximum.",
)
add(
    "rq26-u05",
    "medium",
    "simple",
    "ds18b20 max cable length on the 1-wire bus with a 4k7 pullup?",
    ["DS18B20"],
    "insufficient_evidence",
    [],
    [],
    "The DS18B20 sheet gives no maximum bus / cable length.",
)
add(
    "rq26-u06",
    "hard",
    "simple",
    "What is the INMP441's sensitivity expressed in mV/Pa?",
    ["INMP441"],
    "insufficient_evidence",
    [],
    [],
    "The INMP441 is a digital I2S microphone; sensitivity is given only as -26 dBFS (94 dB SPL), never as an analog mV/Pa figure.",
    wording="formal",
)
add(
    "rq26-u07",
    "medium",
    "simple",
    "Quelle plage d'humidité relative de fonctionnement la fiche technique du TCS34725 indique-t-elle ?",
    ["TCS34725"],
    "insufficient_evidence",
    [],
    [],
    "No humidity anywhere in the TCS3472 sheet.",
    wording="formal",
    lang="fr",
)

# ---------- batch 8
add(
    "rq26-f22",
    "medium",
    "simple",
    "tm1637 limit table: max power loss (PD)? in watts",
    ["TM1637"],
    None,
    [
        it(
            "TM1637",
            "power_consumption",
            "mW",
            mx=400,
            cond="PD power loss, limit parameters (Ta = 25 C)",
        )
    ],
    [ev("tm1637.pdf", 9, "Power loss PD 400 mW")],
    "400 mW (0.4 W) absolute limit; look-alike drive currents 50 mA (SEG sink) and 200 mA (GRID source). Filed as power_consumption.",
)
add(
    "rq26-c16",
    "medium",
    "compatibility",
    "pcf8563 rtc + max7219 display clock in a bathroom that sits at ~85% rh. both rated for that?",
    ["PCF8563", "MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet gives an operating humidity; the PCF8563 only mentions 25..75 % RH for storage/handling (look-alike), the MAX7219 nothing.",
)
add(
    "rq26-c17",
    "medium",
    "compatibility",
    "mq-2 breakout board, the DO pin (comparator output), straight into an esp32 gpio with the board on 5v. are the levels ok?",
    ["MQ-2", "ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [],
    "The MQ-2 sheet covers the bare sensor (heater, RL, Vs); the breakout's comparator DO output is not specified, so the level check has no evidence.",
)
add(
    "rq26-c18",
    "hard",
    "compatibility",
    "Can a TM1637 display driver run from an AMS1117-3.3 output (3.3 V logic supply)?",
    ["TM1637", A1117],
    "insufficient_evidence",
    [],
    [],
    "TM1637 gives VDD typ 5 V (EC at 4.5..5.5 V) and an absolute limit of 7 V, but no minimum operating supply; 3.3 V operation is neither allowed nor excluded by the sheet.",
    wording="formal",
)
add(
    "rq26-c19",
    "hard",
    "compatibility",
    "nrf24l01+ powered from an xc6206 3.3v ldo (the 200 mA family), transmitting at 0 dbm. is the ldo ok for voltage and current?",
    ["nRF24L01+", "XC6206"],
    "compatible",
    [
        it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD"),
        it("nRF24L01+", "supply_current", "mA", typ=11.3, cond="TX at 0 dBm"),
        it("XC6206", "output_current", "mA", mx=200, cond="maximum output current (3.0 V type)"),
    ],
    [
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V"),
        ev("nrf24l01p.pdf", 1, "11.3mA TX at 0dBm output power"),
        ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)"),
    ],
    "3.3 V +-2 % (3.234..3.366 V) is within 1.9..3.6 V and 11.3 mA is far below 200 mA. The XC6206 'max output current' is stated as a capability (filed max).",
)
add(
    "rq26-c20",
    "medium",
    "compatibility",
    "lm2596 at 5v feeding a drv8833 (vm) that runs two little n20 gear motors. enough current?",
    ["LM2596", "DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "The motors' running and stall currents are not in either sheet; LM2596 (3 A) and DRV8833 ratings alone cannot settle the current check.",
)
add(
    "rq26-c21",
    "medium",
    "compatibility",
    "Can a MAX7219 be supplied from the output of a TPS63021 (fixed-output version)?",
    ["MAX7219", "TPS63020"],
    "incompatible",
    [
        it("TPS63020", "output_voltage", "V", value=3.3, cond="TPS63021 fixed output"),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating supply voltage"),
    ],
    [
        ev("tps63020.pdf", 1, "TPS63021 3.3 V"),
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
    ],
    "3.3 V is below the MAX7219 4.0 V minimum.",
    wording="formal",
)

# ---------- batch 9
add(
    "rq26-f23",
    "hard",
    "simple",
    "cc1101 with only the digital voltage regulator on and everything else powered down: how much current? give it in mA",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "standby_current",
            "uA",
            typ=165,
            cond="voltage regulator to digital part on, all other modules in power down, TA = 25 C, VDD = 3.0 V",
        )
    ],
    [
        ev(
            "cc1101.pdf",
            9,
            "165 PA Voltage regulator to digital part on, all other modules in power",
        )
    ],
    "165 uA (0.165 mA; pdftotext prints the mu as 'P'); look-alikes SLEEP 0.2 uA, IDLE (regulator + crystal) 1.7 mA, FSTXON 8.4 mA.",
)
add(
    "rq26-f24",
    "hard",
    "simple",
    "What average current does the CC1101 draw with automatic RX polling every 15th second (low-power RC oscillator, 542 kHz filter, 250 kBaud, signal below carrier sense)?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "supply_current",
            "uA",
            typ=1.4,
            cond="automatic RX polling every 15th second, signal below carrier sense level",
        )
    ],
    [ev("cc1101.pdf", 9, "1.4 PA Automatic RX polling every 15th second")],
    "1.4 uA; look-alikes: polling once a second 8.8 uA (below CS) / 35.3 uA (above CS), every 15 s above CS 39.3 uA.",
    wording="formal",
)
add(
    "rq26-f25",
    "medium",
    "simple",
    "cc1101 storage temperature range?",
    ["CC1101"],
    None,
    [it("CC1101", "storage_temperature", "°C", mn=-50, mx=150, cond="absolute maximum ratings")],
    [ev("cc1101.pdf", 8, "Storage temperature range –50 150")],
    "-50..150 C (pdftotext prints the degree sign as 'q'); look-alike operating temperature -40..85 C.",
)
add(
    "rq26-c22",
    "hard",
    "compatibility",
    "mcp4725 on 3.3v, output at full scale driving an irlz44n gate directly to switch a 5a led strip. will the fet be fully on?",
    ["MCP4725", "IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "At most about 3.3 V of gate drive; the IRLZ44N RDS(on) is specified only at VGS = 10, 5 and 4 V, so conduction at 3.3 V has no evidence (threshold 1..2 V is not full enhancement).",
)
add(
    "rq26-c23",
    "medium",
    "compatibility",
    "ina219 with A0 and A1 both on gnd plus an ina3221 with A0 on gnd, same i2c bus. address clash?",
    ["INA219", "INA3221"],
    "incompatible",
    [
        it("INA219", "i2c_address", values=["0x40"], cond="A1 = GND, A0 = GND: 1000000"),
        it("INA3221", "i2c_address", values=["0x40"], cond="A0 = GND: 1000000"),
    ],
    [ev("ina219.pdf", 14, "GND GND 1000000"), ev("ina3221.pdf", 20, "GND 1000000")],
    "Both at 0x40 (1000000b).",
)
add(
    "rq26-c24",
    "medium",
    "compatibility",
    "Will a BME280 mounted about 1 cm from an LM2596 converter delivering 2 A read the true ambient temperature?",
    ["BME280", "LM2596"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet quantifies the LM2596 board heating at that distance or the resulting BME280 bias; no evidence either way.",
    wording="formal",
)
add(
    "rq26-c25",
    "hard",
    "compatibility",
    "nrf24l01+ and cc1101 sharing one spi bus at 8 mhz, and my cc1101 code uses burst register reads with no delays. ok for both?",
    ["nRF24L01+", "CC1101"],
    "incompatible",
    [
        it(
            "CC1101",
            "spi_clock_frequency",
            "MHz",
            mx=6.5,
            cond="SCLK frequency, burst access, no delay between address and data bytes",
        ),
        it("nRF24L01+", "spi_clock_frequency", "MHz", mx=10, cond="Fsck SCK frequency"),
    ],
    [
        ev("cc1101.pdf", 30, "SCLK frequency, burst access - 6.5"),
        ev("nrf24l01p.pdf", 53, "Fsck SCK Frequency 0 10 MHz"),
    ],
    "8 MHz exceeds the CC1101 6.5 MHz burst-access limit (10 MHz only with the 100 ns delays; 9 MHz single access); the nRF24L01+ allows up to 10 MHz (8 / 5 MHz at heavier loads in other rows).",
)

# ---------- batch 10
add(
    "rq26-f26",
    "medium",
    "simple",
    "vl53l0x average current while it's actively ranging (vcsel included, default 33ms budget)? in amps",
    ["VL53L0X"],
    None,
    [
        it(
            "VL53L0X",
            "supply_current",
            "mA",
            typ=19,
            cond="active ranging average, including VCSEL, default API settings (33 ms timing budget), 23 C, 2.8 V",
        )
    ],
    [ev("vl53l0x.pdf", 23, "19 mA")],
    "19 mA typ (0.019 A); look-alikes inter-measurement 16 uA, peak up to 40 mA, 20 mW average at 10 Hz.",
)
add(
    "rq26-f27",
    "hard",
    "structured",
    "What LOW-level output sink currents does the PCF8563 guarantee at VOL = 0.4 V and VDD = 5 V?",
    ["PCF8563"],
    None,
    [
        it("PCF8563", "output_current", "mA", mn=3, cond="IOL on pin SDA, VOL = 0.4 V, VDD = 5 V"),
        it("PCF8563", "output_current", "mA", mn=1, cond="IOL on pin INT"),
        it("PCF8563", "output_current", "mA", mn=1, cond="IOL on pin CLKOUT"),
    ],
    [
        ev("pcf8563.pdf", 29, "on pin SDA 3"),
        ev("pcf8563.pdf", 29, "on pin INT 1"),
        ev("pcf8563.pdf", 29, "on pin CLKOUT 1"),
    ],
    "Three rows, the question names no pin: SDA 3 mA min, INT 1 mA min, CLKOUT 1 mA min.",
    wording="formal",
)

# ---------- batch 11
add(
    "rq26-u08",
    "hard",
    "simple",
    "At what junction temperature does the L298N's overtemperature protection switch the outputs off?",
    ["L298N"],
    "insufficient_evidence",
    [],
    [],
    "The L298 sheet lists 'overtemperature protection' as a feature but gives no trip temperature; look-alikes: junction operating -25..130 C, storage/junction -40..150 C.",
    wording="formal",
)
add(
    "rq26-u09",
    "medium",
    "simple",
    "¿Qué humedad relativa máxima de funcionamiento admite el VL53L0X según su hoja de datos?",
    ["VL53L0X"],
    "insufficient_evidence",
    [],
    [],
    "No humidity anywhere in the VL53L0X sheet (only the -20..70 C operating temperature).",
    lang="es",
)
add(
    "rq26-u10",
    "medium",
    "simple",
    "max7219 esd rating (human body model)?",
    ["MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "The MAX7219 sheet gives no ESD rating (no ESD/kV anywhere).",
)

# ---- END

# Dropped to keep at most 4 questions per sheet:
DROP = {"rq26-c03"}  # MAX31865 over the 4-per-sheet cap
Q = [q for q in Q if q["id"] not in DROP]

if __name__ == "__main__":
    with open("questions.jsonl", "w") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
