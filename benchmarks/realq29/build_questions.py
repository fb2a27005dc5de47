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


T21 = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")


def tps21():
    return it(
        "TPS63021", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="TPS63021 fixed output"
    )


# ---------- batch 1: factual
add(
    "rq29-f01",
    "medium",
    "simple",
    "w25q64 how long does it take to program the first byte (typ and max)? writing single bytes",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "response_time",
            "us",
            typ=20,
            mx=50,
            cond="tBP1 byte program time, first byte",
        )
    ],
    [ev("w25q64.pdf", 77, "Byte Program Time (First Byte) tBP1(4) 20 50 µs")],
    "20 typ / 50 max us; look-alikes additional byte tBP2 2.5/10 us, page program 0.45/3 ms, write status register 15/20 ms.",
)
add(
    "rq29-f02",
    "hard",
    "simple",
    "How long does a 64 KB block erase take on the W25Q64FV, typical and maximum? Give the answer in seconds.",
    ["W25Q64FV"],
    None,
    [it("W25Q64FV", "response_time", "ms", typ=150, mx=2000, cond="tBE2 block erase time (64KB)")],
    [ev("w25q64.pdf", 77, "Block Erase Time (64KB) tBE2(6) 150 2,000 ms")],
    "150 ms typ / 2000 ms max = 0.15 / 2 s; look-alikes 32 KB block 120/1600 ms, 4 KB sector 45 (60 for IG)/400 ms, chip erase 20/100 s.",
    wording="formal",
)
add(
    "rq29-f03",
    "hard",
    "simple",
    "w25q64 pins: how far below ground can a very short spike (<20 ns) go without damage? not the dc rating",
    ["W25Q64FV"],
    None,
    [
        it(
            "W25Q64FV",
            "abs_max_input_voltage",
            "V",
            mn=-2.0,
            cond="VIOT transient voltage on any pin, <20 ns, -2.0 V to VCC + 2.0 V",
        )
    ],
    [ev("w25q64.pdf", 72, "Transient Voltage on any Pin VIOT –2.0V to VCC+2.0V V")],
    "-2.0 V (upper bound VCC + 2.0 V, relative, not scored); look-alike DC VIO -0.6 V to VCC + 0.4 V, VCC -0.6..4.6 V.",
)
add(
    "rq29-f04",
    "medium",
    "simple",
    "bh1750 'H-resolution mode2' - what resolution in lux does that mode give?",
    ["BH1750"],
    None,
    [it("BH1750", "resolution", "lx", typ=0.5, q="illuminance", cond="H-resolution mode2")],
    [ev("bh1750.pdf", 12, "H-resolution mode2 is 0.5lx ( typ. ) resolution mode.")],
    "0.5 lx typ; look-alikes H-resolution mode 1 lx, L-resolution mode 4 lx (page 2), 0.11 lx with MTreg at max.",
)
add(
    "rq29-f05",
    "hard",
    "structured",
    "With the BH1750 MTreg set to its maximum (1111_1110), what illuminance per count does it give in H-resolution mode and in H-resolution mode2?",
    ["BH1750"],
    None,
    [
        it(
            "BH1750",
            "resolution",
            "lx",
            typ=0.23,
            q="illuminance",
            cond="MTreg = 1111_1110 (254), H-resolution mode",
        ),
        it(
            "BH1750",
            "resolution",
            "lx",
            typ=0.11,
            q="illuminance",
            cond="MTreg = 1111_1110 (254), H-resolution mode2",
        ),
    ],
    [ev("bh1750.pdf", 11, "1111_1110 0.23 0.11")],
    "0.23 lx/count (H) and 0.11 lx/count (H2); look-alike rows MTreg default 0100_0101 0.83/0.42, minimum 0001_1111 1.85/0.93.",
    wording="formal",
)
add(
    "rq29-f06",
    "medium",
    "simple",
    "ccs811: after i pulse nRESET (or send SW_RESET), how long before it takes i2c commands again?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "warm_up_time",
            "ms",
            typ=1,
            mx=2,
            cond="tSTART after nRESET deassert or SW_RESET",
        )
    ],
    [ev("ccs811.pdf", 7, "giving the SW_RESET command and the 1 2 ms")],
    "1 typ / 2 max ms (note 2: up to 70 ms on the first reset after an application download); look-alikes tSTART from power-on 18/20 ms, tAPP_START 1 ms, tWAKE 50 us.",
)
add(
    "rq29-f07",
    "hard",
    "simple",
    "What is the maximum time between deasserting the CCS811 nWAKE pin and the device being ready for new I2C commands? Answer in milliseconds.",
    ["CCS811"],
    None,
    [it("CCS811", "response_time", "us", mx=50, cond="tWAKE, nWAKE deasserted to ready for I2C")],
    [ev("ccs811.pdf", 7, "tWAKE (1) and the device being ready for new I²C 50 μs")],
    "50 us = 0.05 ms max; look-alikes tDWAKE 20 us min (nWAKE de-asserted time), tSTART 1/2 ms after reset, 18/20 ms after power-on.",
    wording="formal",
)
add(
    "rq29-k01",
    "hard",
    "comparison",
    "74hc595 vs 74hct595 at vcc 4.5v and 25c: propagation delay from the latch clock (STCP) to the Q outputs, typ and max for each?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "response_time",
            "ns",
            typ=20,
            mx=35,
            cond="74HC595 tpd STCP to Qn, VCC = 4.5 V, 25 C",
        ),
        it(
            "74HC595",
            "response_time",
            "ns",
            typ=24,
            mx=40,
            cond="74HCT595 tpd STCP to Qn, VCC = 4.5..5.5 V, 25 C",
        ),
    ],
    [
        ev(
            "74hc595.pdf",
            10,
            "STCP to Qn; see Figure 10 [2] VCC = 2 V - 55 175 - 220 - 265 ns VCC = 4.5 V - 20 35",
        ),
        ev("74hc595.pdf", 11, "STCP to Qn; see Figure 10 [2] - 24 40 - 50 - 60 ns"),
    ],
    "HC 20/35 ns vs HCT 24/40 ns at 25 C (HC slightly faster); look-alikes SHCP to Q7S 19/32 and 25/42, -40..85 C columns 44 and 50, VCC = 6 V 16/30.",
)
add(
    "rq29-f08",
    "hard",
    "simple",
    "74HCT595 driven from 3.3 V logic (input at VCC - 2.1 V): how much additional supply current does each of the MR, SHCP, STCP and OE inputs draw, typical and maximum at 25 °C?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "supply_current",
            "uA",
            typ=150,
            mx=675,
            cond="74HCT595 additional supply current per input pin MR/SHCP/STCP/OE, VI = VCC - 2.1 V, 25 C",
        )
    ],
    [ev("74hc595.pdf", 9, "pins MR, SHCP, STCP, OE - 150 675 - 735")],
    "150 typ / 675 max uA (735 uA at -40..125 C); look-alike pin DS 25/113 uA, static ICC 80 uA max.",
    wording="formal",
)
add(
    "rq29-f09",
    "hard",
    "simple",
    "ina219 B grade: worst case current measurement error at 25c? not the over-temperature number",
    ["INA219"],
    None,
    [
        it(
            "INA219",
            "accuracy",
            "%",
            mn=-0.3,
            mx=0.3,
            q="current",
            cond="INA219B current measurement error, 25 C (note 4)",
        )
    ],
    [ev("ina219.pdf", 5, "±0.3% ( Current measurement error ±0.2% ±0.5% ±0.2%")],
    "+-0.3 % max for INA219B (typ +-0.2 %); look-alikes INA219A +-0.5 % max, over temperature +-0.5 % (B) / +-1 % (A), bus voltage error +-0.5 %.",
)
add(
    "rq29-f10",
    "medium",
    "simple",
    "mpu6050 accel at ±4g (AFS_SEL=1): how many LSB per g?",
    ["MPU-6050"],
    None,
    [it("MPU-6050", "sensitivity", "LSB/g", typ=8192, q="acceleration", cond="AFS_SEL = 1")],
    [ev("mpu-6050.pdf", 13, "AFS_SEL=1 8,192 LSB/g")],
    "8192 LSB/g; look-alikes AFS_SEL 0/2/3 16384/4096/2048 LSB/g, gyro FS_SEL=1 65.5 LSB/(deg/s).",
)
add(
    "rq29-k02",
    "medium",
    "comparison",
    "On the MPU-6050, what are the programmable output data rate ranges of the gyroscope and of the accelerometer, and which goes higher?",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "data_rate",
            "Hz",
            mn=4,
            mx=8000,
            cond="gyroscope output data rate, programmable",
        ),
        it(
            "MPU-6050",
            "data_rate",
            "Hz",
            mn=4,
            mx=1000,
            cond="accelerometer output data rate, programmable",
        ),
    ],
    [
        ev("mpu-6050.pdf", 12, "Programmable 4 8,000 Hz"),
        ev("mpu-6050.pdf", 13, "Programmable Range 4 1,000 Hz"),
    ],
    "Gyro 4..8000 Hz vs accel 4..1000 Hz: gyro higher. Look-alikes low-pass filter 5..256 Hz (gyro) / 5..260 Hz (accel).",
    wording="formal",
)
add(
    "rq29-f11",
    "hard",
    "simple",
    "nrf24l01+ max spi clock with a 50k pull-up and about 50pF on the lines?",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "spi_clock_frequency",
            "MHz",
            mx=5,
            cond="Fsck, Rpull = 50 kOhm, Cload = 50 pF (table 26)",
        )
    ],
    [
        ev(
            "nrf24l01p.pdf",
            55,
            "Fsck SCK Frequency 0 5 MHz Tr,Tf SCK Rise and Fall 100 ns Tcc CSN to SCK Setup 2 ns Tcch SCK to CSN Hold 2 ns Tcwh CSN Inactive time 50 ns Tcdz CSN to Output High Z 75 ns Table 26. SPI timing parameters (Rpull = 50kΩ, Cload = 50pF)",
        )
    ],
    "5 MHz (0 Hz lower bound not needed); look-alikes 50 kOhm / 100 pF 4 MHz, 10 kOhm / 50 pF 5 MHz, 10 pF 8 MHz, 5 pF 10 MHz.",
)
add(
    "rq29-f12",
    "medium",
    "simple",
    "¿Cuál es la resolución de salida de temperatura del BME280, en °C?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "resolution",
            "°C",
            value=0.01,
            q="temperature",
            cond="RT API output resolution",
        )
    ],
    [ev("bme280.pdf", 12, "Output resolution RT API output resolution 0.01 °C")],
    "0.01 C; look-alikes RMS noise 0.005 C, humidity resolution 0.008 %RH, pressure 0.18 Pa.",
    wording="formal",
    lang="es",
)
add(
    "rq29-f13",
    "hard",
    "simple",
    "Which absolute temperature accuracy does the BME280 datasheet state for the range -40 °C to -20 °C?",
    ["BME280"],
    None,
    [
        it(
            "BME280",
            "accuracy",
            "°C",
            mn=-1.5,
            mx=1.5,
            q="temperature",
            cond="AT,ext -40..-20 C, target value, not guaranteed",
        )
    ],
    [ev("bme280.pdf", 12, "AT,ext 9 -40 … -20 °C ±1.5 °C")],
    "+-1.5 C (typ column, footnote 9: target values, not guaranteed); look-alikes +-1.25 C at -20..0 C, +-0.5 C at 0..65 C.",
    wording="formal",
)
add(
    "rq29-k03",
    "medium",
    "comparison",
    "bme280 vs dht22, which reacts faster to a humidity change (63% step response)?",
    ["BME280", "DHT22"],
    None,
    [
        it("BME280", "response_time", "s", typ=1, cond="humidity tau63, 90->0 or 0->90 %RH, 25 C"),
        it("DHT22", "response_time", "s", mx=5, cond="humidity response 1/e (63 %)"),
    ],
    [
        ev("bme280.pdf", 9, "900 or 090 %RH, 1 s"),
        ev("dht22.pdf", 3, "Response 1/e(63%) <5 S"),
    ],
    "BME280 1 s typ vs DHT22 <5 s: BME280 faster. Look-alike DHT22 temperature response <10 s.",
)
add(
    "rq29-f14",
    "medium",
    "simple",
    "ds18b20 eeprom (alarm/config) write - how long is the nv write cycle?",
    ["DS18B20"],
    None,
    [it("DS18B20", "response_time", "ms", typ=2, mx=10, cond="tWR NV write cycle time")],
    [ev("ds18b20.pdf", 3, "NV Write Cycle Time tWR 2 10 ms")],
    "2 typ / 10 max ms; look-alikes conversion times 93.75..750 ms, tSPON 10 us, EEPROM writes 50k, retention 10 years.",
)
add(
    "rq29-f15",
    "medium",
    "simple",
    "acs712 - resistance of the copper current path (the primary conductor) in milliohms?",
    ["ACS712"],
    None,
    [
        it(
            "ACS712",
            "on_resistance",
            "mOhm",
            typ=1.2,
            cond="RPRIMARY primary conductor resistance, 25 C",
        )
    ],
    [ev("acs712.pdf", 4, "Primary Conductor Resistance RPRIMARY TA = 25°C – 1.2 – mΩ")],
    "1.2 mOhm typ; look-alikes output resistance 1/2 Ohm, internal filter resistance 1.7 kOhm. Filed as on_resistance (no conductor-resistance field).",
)
add(
    "rq29-f16",
    "medium",
    "simple",
    "What is the maximum MAX7219 output data propagation delay (CLK to DOUT) with a 50 pF load?",
    ["MAX7219"],
    None,
    [
        it(
            "MAX7219",
            "response_time",
            "ns",
            mx=25,
            cond="tDO output data propagation delay, CLOAD = 50 pF",
        )
    ],
    [ev("max7219.pdf", 3, "Output Data Propagation Delay tDO CLOAD = 50pF 25 ns")],
    "25 ns max; look-alikes CLK pulse width 50 ns, DIN setup 25 ns (min), load-rising-edge-to-next-clock 50 ns, data-to-segment delay (2.25 ms, other row).",
    wording="formal",
)
add(
    "rq29-f17",
    "hard",
    "simple",
    "max7219 display scan rate with all 8 digits scanned - min / typ / max in hz?",
    ["MAX7219"],
    None,
    [
        it(
            "MAX7219",
            "data_rate",
            "Hz",
            mn=500,
            typ=800,
            mx=1300,
            cond="fOSC display scan rate, 8 digits scanned",
        )
    ],
    [ev("max7219.pdf", 2, "Display Scan Rate fOSC 8 digits scanned 500 800 1300 Hz")],
    "500/800/1300 Hz; look-alikes segment current slew 10/20/50 mA/us, digit sink 320 mA. Filed as data_rate (refresh rate).",
)
add(
    "rq29-f18",
    "hard",
    "simple",
    "ds3231 - how much does the backup battery leak while VCC is present (the VBAT leakage), typ and max?",
    ["DS3231"],
    None,
    [
        it(
            "DS3231",
            "supply_current",
            "nA",
            typ=25,
            mx=100,
            cond="IBATLKG VBAT leakage current, VCC active",
        )
    ],
    [ev("ds3231.pdf", 2, "VBAT Leakage Current IBATLKG 25 100 nA (VCC Active)")],
    "25 typ / 100 max nA; look-alikes timekeeping battery current 0.84/3.0 uA (VBAT = 3.63 V), data-retention 100 nA (EOSC = 1). Filed as supply_current with the condition.",
)
add(
    "rq29-f19",
    "medium",
    "simple",
    "tcs34725 wait time step (WTIME = 0xFF) - min typ max in ms?",
    ["TCS34725"],
    None,
    [
        it(
            "TCS34725",
            "response_time",
            "ms",
            mn=2.27,
            typ=2.4,
            mx=2.56,
            cond="wait step size, WTIME = 0xFF, WEN = 1, VDD = 3 V",
        )
    ],
    [ev("tcs34725.pdf", 5, "Wait step size WTIME = 0xFF 2.27 2.4 2.56 ms")],
    "2.27/2.4/2.56 ms; look-alike ADC integration time step size (ATIME = 0xFF) with the same 2.27/2.4/2.56 ms on page 4. Filed as response_time.",
)
add(
    "rq29-f20",
    "hard",
    "simple",
    "What is the propagation delay of the MCP2515 CLKOUT pin?",
    ["MCP2515"],
    None,
    [
        it(
            "MCP2515",
            "response_time",
            "ns",
            mx=100,
            cond="tdCLKOUT CLKOUT propagation delay (note 1)",
        )
    ],
    [ev("mcp2515.pdf", 76, "tdCLKOUT CLKOUT Propagation Delay — 100 ns (Note 1)")],
    "100 ns max; look-alikes CLKOUT rise/fall 5 ns, high/low time 15 ns, SPI output valid from clock low 45 ns (page 77).",
    wording="formal",
)
add(
    "rq29-f21",
    "medium",
    "simple",
    "ina219 smbus timeout - how long can scl/sda sit low before it resets the interface?",
    ["INA219"],
    None,
    [it("INA219", "response_time", "ms", typ=28, mx=35, cond="SMBus timeout")],
    [ev("ina219.pdf", 5, "SMBus timeout (6) 28 35 28 35 ms")],
    "28 typ / 35 max ms (note 6: resets when SCL or SDA low for over 28 ms); look-alikes ADC conversion 532/586 us (12 bit), minimum convert input low time 4 us.",
)
add(
    "rq29-f22",
    "hard",
    "simple",
    "bh1750 with the optical-window adjust function: what's the widest illuminance range it can detect?",
    ["BH1750"],
    None,
    [
        it(
            "BH1750",
            "measurement_range",
            "lx",
            mn=0.11,
            mx=100000,
            q="illuminance",
            cond="using measurement-result adjustment (MTreg)",
        )
    ],
    [
        ev(
            "bh1750.pdf",
            1,
            "( It is possible to detect min. 0.11 lx, max. 100000 lx by using this function. )",
        )
    ],
    "0.11..100000 lx; look-alike default range 1..65535 lx (features 4), 0.23 lx in H-resolution mode.",
)

add(
    "rq29-f23",
    "hard",
    "simple",
    "hmc5883l noise floor (field resolution) at gn=0, in gauss?",
    ["HMC5883L"],
    None,
    [
        it(
            "HMC5883L",
            "resolution",
            "gauss",
            typ=0.002,
            q="magnetic_field",
            cond="noise floor, VDD = 3.0 V, GN = 0, no averaging, 1 sigma of 100 samples",
        )
    ],
    [ev("hmc5883l.pdf", 2, "Noise Floor VDD=3.0V, GN=0, No measurement 2 milli-gauss")],
    "2 milli-gauss = 0.002 gauss typ; look-alikes digital resolution 0.73..4.35 mG (LSb size), hysteresis +-25 ppm, linearity 0.1 %FS.",
)
add(
    "rq29-f24",
    "medium",
    "simple",
    "What gain tolerance does the HMC5883L datasheet give across its gain / dynamic range settings?",
    ["HMC5883L"],
    None,
    [
        it(
            "HMC5883L",
            "accuracy",
            "%",
            mn=-5,
            mx=5,
            q="magnetic_field",
            cond="gain tolerance, all gain/dynamic range settings",
        )
    ],
    [ev("hmc5883l.pdf", 2, "Gain Tolerance All gain/dynamic range settings ±5 %")],
    "+-5 % (typ column); look-alikes cross-axis sensitivity +-0.2 %FS/gauss, sensitivity tempco -0.3 %/C, linearity 0.1 %FS.",
    wording="formal",
)
add(
    "rq29-f25",
    "hard",
    "simple",
    "lm2596 internal switch saturation voltage at 3a, typ and max at 25c? want to know how much headroom i need",
    ["LM2596"],
    None,
    [
        it(
            "LM2596",
            "dropout_voltage",
            "V",
            typ=1.5,
            mx=1.8,
            cond="Vsat switch saturation voltage, Iout = 3.0 A, TJ = 25 C (2.0 V max over temperature)",
        )
    ],
    [ev("lm2596.pdf", 4, "Saturation Voltage (Iout = 3.0 A, Notes 3 and 4) Vsat 1.5 1.8 V")],
    "1.5 typ / 1.8 max V at 25 C (2.0 V bold, full temperature range); look-alikes ON/OFF threshold 1.6 V, feedback 1.23 V. Filed as dropout_voltage (the switch drop sets the minimum headroom).",
)

# ---------- batch 2: not in the sheet
add(
    "rq29-u01",
    "hard",
    "simple",
    "mpu6050 accelerometer start-up time from power on? (not the gyro)",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [],
    "Only the gyroscope start-up (ZRO settling 30 ms, DLPFCFG = 0) is given; no accelerometer start-up time row. Trap: the gyro 30 ms.",
)
add(
    "rq29-u02",
    "medium",
    "simple",
    "What efficiency does the LM2596 datasheet specify at a 1 A load (12 V in, 5 V out)?",
    ["LM2596"],
    "insufficient_evidence",
    [],
    [],
    "The EC table gives efficiency only at ILoad = 3.0 A (73 %, Vin = 12 V, Vout = 5 V); no 1 A figure in text. Trap: the 3 A row.",
    wording="formal",
)
add(
    "rq29-u03",
    "hard",
    "simple",
    "acs712 20a version, output noise (p-p) if i use a 10nF filter cap?",
    ["ACS712"],
    "insufficient_evidence",
    [],
    [],
    "Noise is given only for CF = 1 nF (40 mV), 4.7 nF (24 mV) and 47 nF (10 mV) for the x20A; nothing at 10 nF.",
)
add(
    "rq29-u04",
    "medium",
    "simple",
    "w25q64 esd rating for the charged device model (CDM)?",
    ["W25Q64FV"],
    "insufficient_evidence",
    [],
    [],
    "Only VESD human body model -2000..+2000 V is given (page 72); no CDM rating. Trap: the HBM row.",
)
add(
    "rq29-u05",
    "hard",
    "simple",
    "What is the INA219 ADC conversion time in 8-bit mode?",
    ["INA219"],
    "insufficient_evidence",
    [],
    [],
    "Conversion times are given for 9, 10, 11 and 12 bit (84/93 .. 532/586 us) and averaging modes; there is no 8-bit mode.",
    wording="formal",
)
add(
    "rq29-u06",
    "medium",
    "simple",
    "bh1750 field of view / half angle in degrees?",
    ["BH1750"],
    "insufficient_evidence",
    [],
    [],
    "Only the directional-characteristics graphs (Fig. 4, 5) show the angular response; no half-angle number in text.",
)
add(
    "rq29-u07",
    "medium",
    "simple",
    "ds18b20 thermal time constant - how fast does it follow a temperature step in water/air?",
    ["DS18B20"],
    "insufficient_evidence",
    [],
    [],
    "No thermal response / time constant in the DS18B20 sheet. Trap: the conversion time (750 ms at 12 bit) is not a thermal response.",
)
add(
    "rq29-u08",
    "hard",
    "simple",
    "ccs811 eco2 response time (t90) when co2 jumps?",
    ["CCS811"],
    "insufficient_evidence",
    [],
    [],
    "No gas response time; only drive modes (1 s, 10 s, 60 s, 250 ms), 48 h burn-in and 20 min conditioning. Trap: the measurement intervals.",
)

MCP2515_VDD = ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V")
MCP2515_SPI = ev("mcp2515.pdf", 77, "FCLK Clock Frequency — 10 MHz")
NRF_VDD = ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")
DHT22_VDD = ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V")
BH_VCC = ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")
BH_DVI = ev("bh1750.pdf", 1, "I2C Reference Voltage VDVI 1.65 - VCC V")
INA_CM = ev("ina219.pdf", 4, "Common-mode(VIN+ + VIN–) / 2 -0.3 26 V")


def mcp2515_vdd():
    return it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD")


def nrf_vdd():
    return it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD")


def dht22_vdd():
    return it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD")


def bh_dvi():
    return it(
        "BH1750", "io_supply_voltage", "V", mn=1.65, cond="DVI I2C reference voltage, max = VCC"
    )


def ina_cm():
    return it(
        "INA219",
        "abs_max_input_voltage",
        "V",
        mn=-0.3,
        mx=26,
        cond="IN+, IN- common-mode, absolute maximum",
    )


# ---------- batch 3: compatibility
add(
    "rq29-c01",
    "medium",
    "compatibility",
    "mpu6050 breakout (vlogic tied to vdd) powered from a tps63021 fixed 3.3v buck-boost. vdd in range?",
    ["MPU-6050", "TPS63021"],
    "compatible",
    [
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating voltages"),
        tps21(),
    ],
    [ev("mpu-6050.pdf", 14, "Operating Voltages 2.375 3.46 V"), T21],
    "3.267..3.333 V inside 2.375..3.46 V; ~4 mA is negligible. (Earlier rq17-c13 was the adjustable TPS63020 set to 3.6 V.)",
)
add(
    "rq29-c02",
    "medium",
    "compatibility",
    "mcp2515 and a 74hc595, both on 5v, sharing one spi bus (own CS / latch) at 8 mhz. can both keep up with that clock?",
    ["MCP2515", "74HC595"],
    "compatible",
    [
        mcp2515_vdd(),
        it("MCP2515", "spi_clock_frequency", "MHz", mx=10, cond="FCLK SPI clock frequency"),
        it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="74HC595 VCC"),
        it(
            "74HC595",
            "spi_clock_frequency",
            "MHz",
            mx=30,
            cond="fmax SHCP/STCP at VCC = 4.5 V: guaranteed 30 MHz at 25 C, 24 MHz at -40..85 C",
        ),
    ],
    [
        MCP2515_VDD,
        MCP2515_SPI,
        ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V"),
        ev("74hc595.pdf", 11, "VCC = 4.5 V 30 91 - 24 - 20 - MHz"),
    ],
    "8 MHz < MCP2515 10 MHz and < 74HC595 fmax (>= 24 MHz at 4.5 V over -40..85 C); both at 5 V. The 595 ignores SPI traffic while its latch is not pulsed.",
)
add(
    "rq29-c03",
    "hard",
    "compatibility",
    "CCS811 at VDD = 1.8 V and a BH1750 (VCC = 3.0 V, DVI = 1.8 V) share an I2C bus pulled up to 1.8 V and clocked at 400 kHz. Are supplies, bus voltage and clock within both datasheets?",
    ["CCS811", "BH1750"],
    "compatible",
    [
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.3, cond="VDD"),
        it("CCS811", "i2c_clock_frequency", "kHz", mn=10, typ=100, mx=400, cond="fI2C"),
        it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC"),
        bh_dvi(),
        it("BH1750", "i2c_clock_frequency", "kHz", mx=400, cond="fSCL"),
    ],
    [
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
        ev("ccs811.pdf", 7, "fI²C Frequency of I²C bus supported 10 100 400 kHz"),
        BH_VCC,
        BH_DVI,
        ev("bh1750.pdf", 2, "I2C SCL Clock Frequency fSCL － － 400 kHz"),
        ev("bh1750.pdf", 2, "SCL, SDA Input ‘H’ Voltage 1 VIH1 0.7 * DVI － － V DVI ≧ 1.8V"),
    ],
    "DVI = 1.8 V is inside 1.65 V..VCC and sets the BH1750 bus levels (VIH1 = 0.7 DVI for DVI >= 1.8 V); CCS811 runs at its 1.8 V minimum; 400 kHz is the max of both. Risky-looking mixed-rail bus that is in spec.",
    wording="formal",
)
add(
    "rq29-c04",
    "medium",
    "compatibility",
    "Le module RTC DS3231 peut-il être alimenté (VCC) par le rail 3,3 V d'un TPS63021 ?",
    ["DS3231", "TPS63021"],
    "compatible",
    [it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"), tps21()],
    [ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"), T21],
    "3.267..3.333 V inside 2.3..5.5 V; active current 200 uA max at 3.63 V is negligible.",
    wording="formal",
    lang="fr",
)
add(
    "rq29-c05",
    "hard",
    "compatibility",
    "ina219 powered from an ams1117-3.3, shunt on the high side of a 12v motor supply (BRNG=1). supply, bus range and input voltage all fine?",
    ["INA219", "AMS1117"],
    "compatible",
    [
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS operating supply range"),
        it("INA219", "analog_input_range", "V", mn=0, mx=32, cond="bus voltage range, BRNG = 1"),
        ina_cm(),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.235,
            typ=3.3,
            mx=3.365,
            cond="AMS1117-3.3, full load/line/temperature",
        ),
    ],
    [
        ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
        ev("ina219.pdf", 5, "BRNG = 1 0 32 0 32 V"),
        INA_CM,
        ev(
            "ams1117.pdf",
            2,
            "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V 3.235 3.300 3.365 V",
        ),
    ],
    "3.235..3.365 V inside 3..5.5 V; 12 V is inside the 32 V full-scale range and below the 26 V common-mode absolute maximum.",
)
add(
    "rq29-c06",
    "hard",
    "compatibility",
    "nrf24l01+ and mcp2515 (mcp2515 on 3.3v too) on the same spi bus at 5 mhz, short traces so maybe 10pf load. ok for both?",
    ["nRF24L01+", "MCP2515"],
    "compatible",
    [
        nrf_vdd(),
        it(
            "nRF24L01+",
            "spi_clock_frequency",
            "MHz",
            mn=0,
            mx=8,
            cond="Fsck, Cload = 10 pF (table 23)",
        ),
        mcp2515_vdd(),
        it("MCP2515", "spi_clock_frequency", "MHz", mx=10, cond="FCLK"),
    ],
    [NRF_VDD, ev("nrf24l01p.pdf", 53, "Fsck SCK Frequency 0 8 MHz"), MCP2515_VDD, MCP2515_SPI],
    "5 MHz < 8 MHz (nRF at 10 pF) and < 10 MHz (MCP2515); 3.3 V inside 1.9..3.6 and 2.7..5.5 V. At 100 pF the nRF limit would drop to 4 MHz.",
)
add(
    "rq29-c07",
    "medium",
    "compatibility",
    "tcs34725 color sensor on a tps63021 3.3v output, within its vdd range?",
    ["TCS34725", "TPS63021"],
    "compatible",
    [
        it("TCS34725", "supply_voltage", "V", mn=2.7, typ=3, mx=3.6, cond="VDD (I2C Vbus = VDD)"),
        tps21(),
    ],
    [
        ev(
            "tcs34725.pdf",
            3,
            "Supply voltage, VDD (TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6 V",
        ),
        T21,
    ],
    "3.267..3.333 V inside 2.7..3.6 V (abs max 3.8 V).",
)
add(
    "rq29-c08",
    "medium",
    "compatibility",
    "Can an AM2302 (DHT22) be supplied from an AMS1117-5.0 output?",
    ["DHT22", "AMS1117"],
    "compatible",
    [
        dht22_vdd(),
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=4.9,
            typ=5.0,
            mx=5.1,
            cond="AMS1117-5.0 over load/line/temp",
        ),
    ],
    [DHT22_VDD, ev("ams1117.pdf", 2, "4.900 5.000 5.100 V")],
    "4.9..5.1 V inside 3.3..5.5 V; 5 V is the recommended supply; currents are tiny.",
    wording="formal",
)
add(
    "rq29-i01",
    "hard",
    "compatibility",
    "mcp2515 module running at 3.3v, but its SCK / SI / CS come straight from a 5v arduino uno. ok without level shifting?",
    ["MCP2515"],
    "incompatible",
    [
        it(
            "MCP2515",
            "abs_max_input_voltage",
            "V",
            mn=-0.6,
            cond="all inputs and outputs, -0.6 V to VDD + 1.0 V (4.3 V at VDD = 3.3 V)",
        ),
        mcp2515_vdd(),
    ],
    [
        ev("mcp2515.pdf", 73, "-0.6V to VDD + 1.0V"),
        ev("mcp2515.pdf", 74, "SCK, CS, SI, TXnRTS Pins 0.7 VDD VDD + 1 V"),
        MCP2515_VDD,
    ],
    "5 V exceeds VDD + 1.0 V = 4.3 V (absolute maximum and VIH max) at VDD = 3.3 V. Upper bounds are relative, only -0.6 V is a scored number.",
)
add(
    "rq29-i02",
    "hard",
    "compatibility",
    "dht22 / am2302 off a tps63021 (3.3v fixed) rail. supply ok?",
    ["DHT22", "TPS63021"],
    "incompatible",
    [dht22_vdd(), tps21()],
    [DHT22_VDD, T21],
    "Edge case: the TPS63021 may sit at 3.267 V, below the DHT22 3.3 V minimum (typ 3.3 V equals the minimum); not guaranteed in spec.",
)
add(
    "rq29-i03",
    "hard",
    "compatibility",
    "An nRF24L01+ and a W25Q64FV share an SPI bus at 8 MHz, both at 3.3 V, on a long ribbon with 10 kΩ pull-ups and about 100 pF on each line. Is the clock within both datasheets?",
    ["nRF24L01+", "W25Q64FV"],
    "incompatible",
    [
        it(
            "nRF24L01+",
            "spi_clock_frequency",
            "MHz",
            mn=0,
            mx=4,
            cond="Fsck, Rpull = 10 kOhm, Cload = 100 pF (table 25)",
        ),
        it(
            "W25Q64FV",
            "spi_clock_frequency",
            "MHz",
            mx=50,
            cond="fR read data (03h), VCC 3.0..3.6 V",
        ),
    ],
    [
        ev(
            "nrf24l01p.pdf",
            54,
            "Fsck SCK Frequency 0 4 MHz Tr,Tf SCK Rise and Fall 100 ns Tcc CSN to SCK Setup 2 ns Tcch SCK to CSN Hold 2 ns Tcwh CSN Inactive time 50 ns Tcdz CSN to Output High Z 116 ns Table 25. SPI timing parameters (Rpull = 10kΩ, Cload = 100pF)",
        ),
        ev("w25q64.pdf", 76, "fR fC2 D.C. 50 MHz"),
    ],
    "With 10 kOhm / 100 pF the nRF24L01+ allows only 4 MHz, so 8 MHz fails (rq11-c06 was the same pair at 8 MHz on a short bus: compatible). The flash is fine.",
    wording="formal",
)
add(
    "rq29-i04",
    "medium",
    "compatibility",
    "74hct595 (the HCT one) powered from a tps63021 3.3v rail, fine?",
    ["74HC595", "TPS63021"],
    "incompatible",
    [it("74HC595", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="74HCT595 VCC"), tps21()],
    [ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V"), T21],
    "74HCT595 needs 4.5..5.5 V; 3.3 V is below (the plain 74HC595 2.0..6.0 V would be fine).",
)
add(
    "rq29-i05",
    "medium",
    "compatibility",
    "ina219 high-side on the 30v input of my lm2596 buck to log input current. ok?",
    ["INA219", "LM2596"],
    "incompatible",
    [ina_cm(), it("LM2596", "supply_voltage", "V", mn=4.5, mx=40, cond="Vin operating")],
    [INA_CM, ev("lm2596.pdf", 3, "Supply Voltage Vin 4.5 to 40 V")],
    "30 V on IN+/IN- exceeds the INA219 common-mode absolute maximum of 26 V (the LM2596 itself accepts up to 40 V).",
)
add(
    "rq29-i06",
    "hard",
    "compatibility",
    "BME280 (VDDIO = 1.2 V) and BH1750 (DVI = 1.2 V, VCC = 3.0 V) on one I2C bus pulled up to 1.2 V. Is the bus voltage within both datasheets?",
    ["BME280", "BH1750"],
    "incompatible",
    [
        it("BME280", "io_supply_voltage", "V", mn=1.2, typ=1.8, mx=3.6, cond="VDDIO"),
        bh_dvi(),
    ],
    [ev("bme280.pdf", 8, "Supply Voltage VDDIO 1.2 1.8 3.6 V"), BH_DVI],
    "1.2 V is fine for the BME280 VDDIO (min 1.2 V) but below the BH1750 DVI minimum of 1.65 V.",
    wording="formal",
)
add(
    "rq29-i07",
    "medium",
    "compatibility",
    "hc-sr04 running off a tps63021 3.3v output to save a regulator?",
    ["HC-SR04", "TPS63021"],
    "incompatible",
    [it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC 5 V"), tps21()],
    [ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"), T21],
    "The HC-SR04 is specified at DC 5 V only; 3.3 V is not a stated operating point.",
)
add(
    "rq29-i08",
    "hard",
    "compatibility",
    "ds18b20 powered at 3.3v (normal, not parasite), but the 4.7k pullup on DQ goes to 5v because the mcu is 5v. within spec?",
    ["DS18B20"],
    "incompatible",
    [
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD local power"),
        it(
            "DS18B20",
            "io_supply_voltage",
            "V",
            mn=3.0,
            cond="VPU pull-up supply, local power: +3.0 V to VDD",
        ),
        it(
            "DS18B20",
            "abs_max_input_voltage",
            "V",
            mn=-0.5,
            mx=6.0,
            cond="any pin relative to ground",
        ),
    ],
    [
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
        ev("ds18b20.pdf", 2, "(Notes 1, 2) V Local power +3.0 VDD"),
        ev("ds18b20.pdf", 2, "-0.5V to +6.0V"),
    ],
    "Under local power VPU max is VDD (3.3 V), and VIH max is the lower of 5.5 V or VDD + 0.3 V = 3.6 V, so a 5 V pull-up is out of spec although below the 6 V absolute maximum (risky-looking trap). Powering VDD from 5 V would fix it.",
)
add(
    "rq29-i09",
    "medium",
    "compatibility",
    "mq-2 gas sensor heater straight off a tps63021 3.3v rail, will it heat properly?",
    ["MQ-2", "TPS63021"],
    "incompatible",
    [
        it(
            "MQ-2",
            "supply_voltage",
            "V",
            value=5.0,
            cond="heater voltage VH 5.0 V +-0.1 V AC or DC",
        ),
        tps21(),
    ],
    [ev("mq-2.pdf", 3, "Heater Voltage VH 5.0V±0.1V AC or DC"), T21],
    "VH must be 5.0 +- 0.1 V; 3.3 V is far below (and ~950 mW heater is a large load too).",
)

# ---------- batch 4: compatibility without evidence
add(
    "rq29-e01",
    "hard",
    "compatibility",
    "nrf24l01+ and mcp3008 (both 3.3v) on a 1 m ribbon, maybe 200 pf per line, spi at only 1 mhz. will the nrf side be in spec?",
    ["nRF24L01+", "MCP3008"],
    "insufficient_evidence",
    [],
    [],
    "The nRF24L01+ SPI timing tables stop at Cload = 100 pF (4 MHz); nothing is stated for 200 pF, so the nRF side has no evidence (1 MHz looks comfortable but is an extrapolation).",
)
add(
    "rq29-e02",
    "hard",
    "compatibility",
    "bme280 on a tps63021 rail for an altimeter - will the buck-boost switching ripple add pressure noise?",
    ["BME280", "TPS63021"],
    "insufficient_evidence",
    [],
    [],
    "BME280 gives only DC PSRR (+-5 Pa/V, +-0.01 %RH/V) and 50 mVpp VDD ripple max; the TPS63021 sheet gives no output ripple number in text, so the check has no evidence.",
)
add(
    "rq29-e03",
    "medium",
    "compatibility",
    "acs712 sitting 1 cm from an srd-05vdc relay coil on the same board - will the coil's field mess up the current reading?",
    ["ACS712", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [],
    "ACS712 gives magnetic coupling 12 G/A of its own conductor but no immunity to external fields; the SRD sheet gives no stray field. No evidence either way.",
)
add(
    "rq29-e04",
    "hard",
    "compatibility",
    "Can a DHT22 (AM2302) and a DS18B20 share one data wire with a single pull-up, each addressed by its own protocol?",
    ["DHT22", "DS18B20"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet says how the device reacts to the other's signalling (DHT22 start low 0.8..20 ms vs DS18B20 reset 480 us min); coexistence on one wire is not covered.",
    wording="formal",
)
add(
    "rq29-e05",
    "medium",
    "compatibility",
    "max7219 8-digit display right next to an inmp441 mic - will i hear the multiplexing whine?",
    ["MAX7219", "INMP441"],
    "insufficient_evidence",
    [],
    [],
    "MAX7219 scans at 500..1300 Hz (in the audio band) but neither sheet quantifies coupling into the mic (INMP441 PSR only at 217 Hz supply ripple).",
)
add(
    "rq29-e06",
    "medium",
    "compatibility",
    "using a dht22 temperature reading to correct my hc-sr04 distances - how much does the hc-sr04 reading drift per degree according to its sheet?",
    ["HC-SR04", "DHT22"],
    "insufficient_evidence",
    [],
    [],
    "The HC-SR04 sheet uses a fixed 340 m/s in its formula and gives no temperature coefficient or temperature range.",
)
add(
    "rq29-e07",
    "medium",
    "compatibility",
    "hx711 load cell amp powered from an lm2596 5v buck output - is the ripple low enough for stable 24-bit readings?",
    ["HX711", "LM2596"],
    "insufficient_evidence",
    [],
    [],
    "HX711 gives power supply rejection 100 dB (gain 128) but the LM2596 sheet gives no output ripple number in text (only the design procedure), so the noise result has no evidence.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
