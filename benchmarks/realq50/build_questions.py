"""Build realq50/questions.jsonl: 60 blind questions on the real dev and dev2 datasheets."""

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


CC, TX, TCS = "cc1101.pdf", "txs0108e.pdf", "tcs34725.pdf"

# ---------- common supply facts used by the compatibility questions
S = {
    "MCP2515": (
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD, DC characteristics"),
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
    ),
    "DHT11": (
        it("DHT11", "supply_voltage", "V", mn=3.5, mx=5.5, cond="power supply, DC"),
        ev("dht11.pdf", 3, "Power supply: DC 3.5～5.5V"),
    ),
    "INA219": (
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS operating supply range"),
        ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
    ),
    "DHT22": (
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD, DC characteristics"),
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
    ),
    "W25Q64FV": (
        it(
            "W25Q64FV",
            "supply_voltage",
            "V",
            mn=3.0,
            mx=3.6,
            cond="VCC for FR = 104 MHz, fR = 50 MHz",
        ),
        ev("w25q64.pdf", 72, "FR = 104MHz, fR = 50MHz 3.0 3.6"),
    ),
    "W25Q64FV_abs": (
        it(
            "W25Q64FV", "abs_max_supply_voltage", "V", mn=-0.6, mx=4.6, cond="VCC, absolute maximum"
        ),
        ev("w25q64.pdf", 72, "Supply Voltage VCC –0.6 to 4.6V V"),
    ),
    "MPU-6050": (
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating voltages"),
        ev("mpu-6050.pdf", 14, "VDD POWER SUPPLY Operating Voltages 2.375 3.46 V"),
    ),
    "TMP36": (
        it("TMP36", "supply_voltage", "V", mn=2.7, mx=5.5, cond="+VS supply range"),
        ev("tmp36.pdf", 2, "Supply Range +VS 2.7 5.5 V"),
    ),
    "TCS34725": (
        it(
            "TCS34725",
            "supply_voltage",
            "V",
            mn=2.7,
            typ=3,
            mx=3.6,
            cond="VDD, TCS34725 (I2C Vbus = VDD)",
        ),
        ev(TCS, 3, "Supply voltage, VDD (TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6 V"),
    ),
    "HX711": (
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD"),
        ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
    ),
    "MAX31865": (
        it("MAX31865", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD, recommended"),
        ev("max31865.pdf", 2, "VDD VDD 3.0 3.3 3.6 V"),
    ),
    "AMS1117-3.3": (
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=3.267,
            typ=3.3,
            mx=3.333,
            cond="AMS1117-3.3, 0..1 A, 4.75..12 V in",
        ),
        ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V"),
    ),
    "XC6206": (
        it("XC6206", "supply_voltage", "V", mn=1.8, mx=6.0, cond="VIN input voltage"),
        ev("xc6206.pdf", 4, "Input Voltage VIN 1.8 - 6.0 V"),
    ),
    "MAX7219": (
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating supply"),
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
    ),
    "CC1101": (
        it("CC1101", "supply_voltage", "V", mn=1.8, mx=3.6, cond="operating supply voltage"),
        ev(CC, 8, "Operating supply voltage 1.8 3.6 V"),
    ),
    "DS18B20": (
        it("DS18B20", "supply_voltage", "V", mn=3.0, mx=5.5, cond="VDD, local power"),
        ev("ds18b20.pdf", 2, "Supply Voltage VDD Local power (Note 1) +3.0 +5.5 V"),
    ),
    "ADS1115": (
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="power-supply voltage VDD"),
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
    ),
    "HC-SR04": (
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC"),
        ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
    ),
    "CCS811": (
        it("CCS811", "supply_voltage", "V", mn=1.8, mx=3.3, cond="VDD, electrical characteristics"),
        ev("ccs811.pdf", 6, "Supply Voltage (VDD) (1), (2) 1.8 3.3 V"),
    ),
    "CCS811_abs": (
        it("CCS811", "abs_max_supply_voltage", "V", mx=3.6, cond="VDD, absolute maximum"),
        ev("ccs811.pdf", 5, "VDD (1) Supply Voltage 1.8(2) 3.6 V"),
    ),
    "MAX44009": (
        it("MAX44009", "supply_voltage", "V", mn=1.7, mx=3.6, cond="VCC, guaranteed by TE test"),
        ev("max44009.pdf", 2, "Power-Supply Voltage VCC Guaranteed by TE test 1.7 3.6 V"),
    ),
    "VL53L0X": (
        it("VL53L0X", "supply_voltage", "V", mn=2.6, typ=2.8, mx=3.5, cond="AVDD, recommended"),
        ev("vl53l0x.pdf", 22, "Voltage (AVDD) 2.6 2.8 3.5 V"),
    ),
    "VL53L0X_abs": (
        it(
            "VL53L0X", "abs_max_supply_voltage", "V", mn=-0.5, mx=3.6, cond="AVDD, absolute maximum"
        ),
        ev("vl53l0x.pdf", 22, "AVDD -0.5 - 3.6 V"),
    ),
    "INMP441": (
        it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD"),
        ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V"),
    ),
    "INMP441_abs": (
        it(
            "INMP441", "abs_max_supply_voltage", "V", mn=-0.3, mx=3.63, cond="VDD, absolute maximum"
        ),
        ev("inmp441.pdf", 6, "Supply Voltage (VDD) −0.3 V to +3.63 V"),
    ),
    "Si7021": (
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD, recommended"),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
    ),
    "Si7021_abs": (
        it("Si7021", "abs_max_supply_voltage", "V", mn=-0.3, mx=4.2, cond="VDD, absolute maximum"),
        ev("si7021.pdf", 10, "Voltage on VDD with –0.3 — 4.2 V"),
    ),
    "SRD": (
        it("SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="nominal coil voltage, code 05"),
        ev("srd-05vdc-sl-c.pdf", 1, "SRD 03 05 06 09 12 24 48VDC"),
    ),
    "TM1637": (
        it(
            "TM1637",
            "supply_voltage",
            "V",
            typ=5,
            cond="VDD logic power supply, normal working range",
        ),
        ev("tm1637.pdf", 9, "Logic power supply voltage VDD 5 V"),
    ),
    "MCP4725": (
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating voltage"),
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
    ),
    "MAX31855": (
        it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC, recommended"),
        ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V"),
    ),
    "MAX31855_abs": (
        it(
            "MAX31855",
            "abs_max_supply_voltage",
            "V",
            mn=-0.3,
            mx=4.0,
            cond="VCC to GND, absolute maximum",
        ),
        ev("max31855.pdf", 2, "Supply Voltage Range (VCC to GND)...................-0.3V to +4.0V"),
    ),
    "LM35": (
        it("LM35", "supply_voltage", "V", mn=4, mx=30, cond="operates from 4 to 30 V"),
        ev("lm35.pdf", 1, "Operates from 4 to 30 V"),
    ),
    "MQ-3": (
        it("MQ-3", "supply_voltage", "V", typ=5, cond="circuit voltage Vc 5 V +-0.1, AC or DC"),
        ev("mq-3.pdf", 1, "Vc Circuit voltage 5V±0.1 AC OR DC"),
    ),
    "MPU-6050_abs": (
        it("MPU-6050", "abs_max_supply_voltage", "V", mn=-0.5, mx=6, cond="VDD, absolute maximum"),
        ev("mpu-6050.pdf", 20, "Supply Voltage, VDD -0.5V to +6V"),
    ),
    "DRV8833": (
        it(
            "DRV8833", "load_supply_voltage", "V", mn=2.7, mx=10.8, cond="VM, recommended operating"
        ),
        ev("drv8833.pdf", 5, "Motor power supply voltage range (1) 2.7 10.8 V"),
    ),
    "DRV8833_abs": (
        it("DRV8833", "abs_max_supply_voltage", "V", mn=-0.3, mx=11.8, cond="VM, absolute maximum"),
        ev("drv8833.pdf", 5, "VM Power supply voltage –0.3 11.8 V"),
    ),
    "ACS712": (
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
    ),
    "AMS1117-5.0": (
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=4.95,
            typ=5.0,
            mx=5.05,
            cond="AMS1117-5.0, 0..1 A, 6.5..12 V in, 25 C",
        ),
        ev("ams1117.pdf", 2, "AMS1117-5.0 0 ≤ IOUT ≤ 1A , 6.5V ≤ VIN ≤ 12V 4.950 5.000 5.050 V"),
    ),
}


def comp(id, diff, question, devices, verdict, keys, note, wording="casual", lang="en"):
    items = [S[k][0] for k in keys]
    evs = [S[k][1] for k in keys]
    add(id, diff, "compatibility", question, devices, verdict, items, evs, note, wording, lang)


def unk(id, diff, typ, question, devices, note, wording="casual", lang="en"):
    add(id, diff, typ, question, devices, "insufficient_evidence", [], [], note, wording, lang)


# ---------- batch 1: answerable factual (CC1101, TCS34725, TXS0108E tables)
add(
    "rq50-f01",
    "hard",
    "structured",
    "cc1101 on 868 MHz with PATABLE 0xC5 (+10 dBm), board sits at 85 C. what TX current at VDD 1.8 V and at 3.6 V?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "supply_current",
            "mA",
            typ=28.3,
            cond="TX, 868 MHz, PATABLE = 0xC5 (+10 dBm), VDD = 1.8 V, 85 C",
        ),
        it(
            "CC1101",
            "supply_current",
            "mA",
            typ=29.6,
            cond="TX, 868 MHz, PATABLE = 0xC5 (+10 dBm), VDD = 3.6 V, 85 C",
        ),
    ],
    [ev(CC, 11, "30.1 29.2 28.3 30.9 30.0 29.4 31.1 30.3 29.6")],
    "Table 5: 28.3 mA (1.8 V) and 29.6 mA (3.6 V) at 85 C; look-alikes 3.0 V 29.4, 25 C 29.2 / 30.0 / 30.3, -40 C 30.1 / 30.9 / 31.1, +12 dBm row 30.5 / 33.3 / 33.5, Table 4 30.0 mA.",
)
add(
    "rq50-f02",
    "hard",
    "structured",
    "What is the typical CC1101 receiver sensitivity at 915 MHz, 38.4 kBaud (sensitivity-optimised setting) at -40 °C, for VDD = 1.8 V and for VDD = 3.0 V?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-105,
            cond="915 MHz, 38.4 kBaud, -40 C, VDD = 1.8 V (Table 9)",
        ),
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-104,
            cond="915 MHz, 38.4 kBaud, -40 C, VDD = 3.0 V (Table 9)",
        ),
    ],
    [ev(CC, 14, "-105 -104 -102 -104 -104 -102 -105 -104 -102")],
    "Table 9 (915 MHz): -105 dBm at 1.8 V, -104 dBm at 3.0 V (3.6 V -105); look-alike Table 8 (868 MHz) gives -105 at 3.0 V too; 25 C -104, 85 C -102.",
    wording="formal",
)
add(
    "rq50-f03",
    "medium",
    "structured",
    "cc1101 at 315mhz, 250 kbaud with the reduced-current register settings: rx current right at the sensitivity limit vs with a strong signal?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "supply_current",
            "mA",
            typ=16.5,
            cond="RX, 315 MHz, 250 kBaud, reduced current, input at sensitivity limit",
        ),
        it(
            "CC1101",
            "supply_current",
            "mA",
            typ=15.1,
            cond="RX, 315 MHz, 250 kBaud, reduced current, input well above sensitivity limit",
        ),
    ],
    [
        ev(CC, 9, "16.5 mA Receive mode, 250 kBaud, register settings optimized for"),
        ev(CC, 9, "15.1 mA Receive mode, 250 kBaud, register settings optimized for"),
    ],
    "16.5 / 15.1 mA at 315 MHz; look-alikes 433 MHz 17.1 / 15.7, 868/915 MHz 16.9 / 15.6, 315 MHz 38.4 kBaud 15.2 / 14.3.",
)
add(
    "rq50-f04",
    "medium",
    "simple",
    "What output power range can the CC1101 be programmed over at 315 MHz (lowest and highest setting)?",
    ["CC1101"],
    None,
    [
        it("CC1101", "tx_power", "dBm", mn=-30, cond="output power, lowest setting (all bands)"),
        it("CC1101", "tx_power", "dBm", mx=10, cond="output power, highest setting, 315 MHz"),
    ],
    [ev(CC, 16, "Output power, lowest -30 dBm"), ev(CC, 16, "315 MHz +10 dBm")],
    "-30..+10 dBm at 315 MHz; look-alikes highest 433 MHz +10, 868 MHz +12, 915 MHz +11 dBm; harmonics -35 dBm.",
    wording="formal",
)
add(
    "rq50-f05",
    "hard",
    "structured",
    "cc1101 868mhz 250kbaud, room temp (25C). typical sensitivity if i run it off 1.8v vs off 3.6v?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-96,
            cond="868 MHz, 250 kBaud, 25 C, VDD = 1.8 V (Table 8)",
        ),
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-94,
            cond="868 MHz, 250 kBaud, 25 C, VDD = 3.6 V (Table 8)",
        ),
    ],
    [ev(CC, 14, "-97 -96 -92 -97 -95 -92 -97 -94 -92")],
    "Table 8: -96 dBm (1.8 V) and -94 dBm (3.6 V); look-alikes 3.0 V -95, -40 C -97, 85 C -92, Table 9 (915 MHz) 25 C -94 / -95 / -95.",
)
add(
    "rq50-f06",
    "medium",
    "structured",
    "tcs34725: what integration time do i get with ATIME = 0xF6 and with ATIME = 0xC0?",
    ["TCS34725"],
    None,
    [
        it(
            "TCS34725",
            "response_time",
            "ms",
            value=24,
            cond="RGBC integration time, ATIME = 0xF6 (10 cycles)",
        ),
        it(
            "TCS34725",
            "response_time",
            "ms",
            value=154,
            cond="RGBC integration time, ATIME = 0xC0 (64 cycles)",
        ),
    ],
    [ev(TCS, 16, "0xF6 10 24 ms 10240"), ev(TCS, 16, "0xC0 64 154 ms 65535")],
    "24 ms and 154 ms (Table 6); look-alikes 0xFF 2.4 ms, 0xD5 101 ms, 0x00 700 ms, max counts 10240 / 65535. Filed as response_time.",
)
add(
    "rq50-f07",
    "hard",
    "structured",
    "With WTIME = 0xAB, what wait time does the TCS34725 insert between RGBC cycles when WLONG = 0, and when WLONG = 1?",
    ["TCS34725"],
    None,
    [
        it("TCS34725", "response_time", "ms", value=204, cond="wait time, WTIME = 0xAB, WLONG = 0"),
        it("TCS34725", "response_time", "s", value=2.45, cond="wait time, WTIME = 0xAB, WLONG = 1"),
    ],
    [ev(TCS, 16, "0xAB 85 204 ms 2.45 sec")],
    "204 ms (WLONG = 0) and 2.45 s (WLONG = 1); look-alikes 0xFF 2.4 ms / 0.029 s, 0x00 614 ms / 7.4 s. Filed as response_time.",
    wording="formal",
)
add(
    "rq50-f08",
    "medium",
    "simple",
    "txs0108e, A side at 1.5V and B side at 3.3V, push-pull signals. max A->B propagation delay for a falling output (tPHL)?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mx=8.6,
            cond="tPHL A-to-B, push-pull, VCCA = 1.5 V, VCCB = 3.3 V",
        )
    ],
    [ev(TX, 9, "Propagation Push-pull driving 11 9.2 8.6 8.6")],
    "8.6 ns max; look-alikes VCCB 1.8 V 11 ns, 2.5 V 9.2 ns, open-drain 3.5..12.2 ns, tPLH A-to-B 9.8 ns.",
)
add(
    "rq50-f09",
    "hard",
    "structured",
    "For the TXS0108E with VCCA = 1.5 V and push-pull driving, what is the maximum B-to-A low-to-high propagation delay (tPLH) with VCCB = 1.8 V and with VCCB = 5 V?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mx=9.5,
            cond="tPLH B-to-A, push-pull, VCCA = 1.5 V, VCCB = 1.8 V",
        ),
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mx=1.6,
            cond="tPLH B-to-A, push-pull, VCCA = 1.5 V, VCCB = 5 V",
        ),
    ],
    [ev(TX, 9, "Propagation Push-pull driving 9.5 6.2 5.1 1.6")],
    "9.5 ns and 1.6 ns; look-alikes VCCB 2.5 / 3.3 V 6.2 / 5.1 ns, open-drain 186..745 / 84..407 ns, tPHL B-to-A 12.7 / 12 ns.",
    wording="formal",
)
add(
    "rq50-f10",
    "hard",
    "simple",
    "txs0108e between a 2.5v chip and a 5v chip, open-drain bus. A->B low-to-high prop delay, min and max?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mn=93,
            mx=368,
            cond="tPLH A-to-B, open-drain, VCCA = 2.5 V, VCCB = 5 V",
        )
    ],
    [ev(TX, 11, "Open-drain 149 592 125 488 93 368")],
    "93..368 ns; look-alikes push-pull 3.9 ns, VCCB 3.3 V 125..488, VCCB 2.5 V 149..592, B-to-A open-drain 94..345 ns.",
)
add(
    "rq50-f11",
    "medium",
    "simple",
    "What is the maximum output enable time (ten, OE to A or B) of the TXS0108E when VCCA = 1.5 V?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mx=200,
            cond="ten, OE-to-A or B, push-pull, VCCA = 1.5 V, any VCCB 1.8..5 V",
        )
    ],
    [ev(TX, 9, "ten Enable time OE-to-A or B Push-pull driving 200 200 200 200 ns")],
    "200 ns for every VCCB column; look-alike disable time tdis 28.1 / 22 / 20.1 / 19.6 ns.",
    wording="formal",
)
add(
    "rq50-f12",
    "hard",
    "simple",
    "txs0108e vcca 1.8v / vccb 3.3v, i2c style open-drain. how slow can B->A rising edge propagation be (tPLH min/max)?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mn=129,
            mx=459,
            cond="tPLH B-to-A, open-drain, VCCA = 1.8 V, VCCB = 3.3 V",
        )
    ],
    [ev(TX, 10, "Open-drain 197 733 159 578 129 459 93 323")],
    "129..459 ns; look-alikes VCCB 1.8 V 197..733, 2.5 V 159..578, 5 V 93..323, A-to-B open-drain 126..466, push-pull 5.8 ns.",
)
add(
    "rq50-f13",
    "medium",
    "simple",
    "cc1101 915mhz at max power (PATABLE 0xC0, +11 dBm) running off 3.6V at 25C - typical TX current?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "supply_current",
            "mA",
            typ=33.6,
            cond="TX, 915 MHz, PATABLE = 0xC0 (+11 dBm), VDD = 3.6 V, 25 C",
        )
    ],
    [ev(CC, 11, "31.9 30.7 29.8 34.6 33.4 32.5 34.8 33.6 32.7")],
    "33.6 mA (Table 6); look-alikes 3.0 V 33.4 mA (Table 4 too), 1.8 V 30.7, -40 C 34.8, 868 MHz +12 dBm 34.4 mA.",
)
add(
    "rq50-f14",
    "hard",
    "simple",
    "What typical TX current does the CC1101 draw at 868 MHz with PATABLE = 0x50 (0 dBm) at 85 °C and VDD = 3.6 V?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "supply_current",
            "mA",
            typ=16.7,
            cond="TX, 868 MHz, PATABLE = 0x50 (0 dBm), VDD = 3.6 V, 85 C",
        )
    ],
    [ev(CC, 11, "16.4 16.0 15.6 17.3 16.8 16.4 17.6 17.1 16.7")],
    "16.7 mA (Table 5); look-alikes 3.0 V 85 C 16.4, 25 C 17.1 / 16.8, Table 4 16.8 mA, 915 MHz 0 dBm (0x8E) 17.4 mA at 3.6 V 25 C.",
    wording="formal",
)
add(
    "rq50-f15",
    "hard",
    "simple",
    "txs0108e with vcca=2.5 and vccb=3.3, open drain: B->A falling edge delay tPHL range?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mn=2.2,
            mx=6,
            cond="tPHL B-to-A, open-drain, VCCA = 2.5 V, VCCB = 3.3 V",
        )
    ],
    [ev(TX, 11, "(high-to-low Open-drain 2.5 7.3 2.2 6 1.8 4.9")],
    "2.2..6 ns; look-alikes VCCB 2.5 V 2.5..7.3, 5 V 1.8..4.9, push-pull 4.7 ns, A-to-B open-drain 2.3..6.3 ns.",
)
add(
    "rq50-f16",
    "medium",
    "simple",
    "With both TXS0108E supplies at 2.5 V (VCCA = VCCB = 2.5 V), what is the maximum A-to-B high-to-low propagation delay for push-pull driving?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mx=5,
            cond="tPHL A-to-B, push-pull, VCCA = 2.5 V, VCCB = 2.5 V",
        )
    ],
    [ev(TX, 11, "Propagation Push-pull 5 4 3.7")],
    "5 ns; look-alikes VCCB 3.3 V 4 ns, 5 V 3.7 ns, tPLH A-to-B 5.2 ns, open-drain 2.4..6.9 ns.",
    wording="formal",
)
add(
    "rq50-f17",
    "medium",
    "simple",
    "cc1101 rx at 315 MHz, 1.2 kbaud, reduced current settings, strong signal (well above sens limit). typ current?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "supply_current",
            "mA",
            typ=14.4,
            cond="RX, 315 MHz, 1.2 kBaud, reduced current, input well above sensitivity limit",
        )
    ],
    [ev(CC, 9, "14.4 mA Receive mode, 1.2 kBaud, register settings optimized for")],
    "14.4 mA; look-alikes at sensitivity limit 15.4 mA, 433 MHz 15.0, 868/915 MHz 14.7, 38.4 kBaud 14.3 mA.",
)
add(
    "rq50-f18",
    "hard",
    "simple",
    "TXS0108E, VCCA 1.5 V, VCCB 2.5 V, push-pull: max tPLH A to B? answer in picoseconds",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mx=10,
            cond="tPLH A-to-B, push-pull, VCCA = 1.5 V, VCCB = 2.5 V",
        )
    ],
    [ev(TX, 9, "Propagation Push-pull driving 12 10 9.8 9.7")],
    "10 ns = 10,000 ps; look-alikes VCCB 1.8 V 12 ns, 3.3 V 9.8, 5 V 9.7, tPHL 9.2 ns, open-drain 143..554 ns.",
)
add(
    "rq50-f19",
    "hard",
    "simple",
    "CC1101 bei 868 MHz, 1,2 kBaud und 85 °C: welche typische Empfindlichkeit gibt Tabelle 8 an, unabhängig von der Versorgungsspannung?",
    ["CC1101"],
    None,
    [
        it(
            "CC1101",
            "rx_sensitivity",
            "dBm",
            typ=-110,
            cond="868 MHz, 1.2 kBaud, 85 C, VDD = 1.8 / 3.0 / 3.6 V (Table 8)",
        )
    ],
    [ev(CC, 14, "-113 -112 -110 -113 -112 -110 -113 -112 -110")],
    "-110 dBm at 85 C for all three supplies; look-alikes 25 C -112 (asked before as the headline figure), -40 C -113, 38.4 kBaud 85 C -102.",
    wording="formal",
    lang="de",
)
add(
    "rq50-f20",
    "hard",
    "simple",
    "tcs34725 integration time for ATIME = 0xD5? need it in seconds",
    ["TCS34725"],
    None,
    [
        it(
            "TCS34725",
            "response_time",
            "ms",
            value=101,
            cond="RGBC integration time, ATIME = 0xD5 (42 cycles)",
        )
    ],
    [ev(TCS, 16, "0xD5 42 101 ms 43008")],
    "101 ms = 0.101 s; look-alikes 0xF6 24 ms, 0xC0 154 ms, max count 43008. Filed as response_time.",
)

# ---------- batch 2: factual, answer not in the sheet
unk(
    "rq50-u01",
    "medium",
    "simple",
    "lm2596 efficiency with 24v in, 5v out at 3a? trying to guess how hot it gets",
    ["LM2596"],
    "Only one efficiency figure: 73 % at Vin = 12 V, 3.0 A, Vout = 5.0 V (p4); no figure or table at 24 V in.",
)
unk(
    "rq50-u02",
    "hard",
    "simple",
    "What TX current does the CC1101 draw at 915 MHz when set to +12 dBm?",
    ["CC1101"],
    "At 915 MHz the highest setting is +11 dBm (PATABLE 0xC0, 33.4 mA); +12 dBm / 34.2 mA exists only for 868 MHz. Near miss.",
    wording="formal",
)
unk(
    "rq50-u03",
    "hard",
    "simple",
    "cc1101 868MHz 38.4kbaud sensitivity if VDD is 2.5V (two AA straight)?",
    ["CC1101"],
    "Tables 8 / 9 give 1.8, 3.0 and 3.6 V columns only (-104 / -104 / -104 dBm at 25 C); no 2.5 V value.",
)
unk(
    "rq50-u04",
    "medium",
    "simple",
    "What is the TXS0108E disable time (tdis) when VCCA = 1.5 V and VCCB = 1.5 V?",
    ["TXS0108E"],
    "The VCCA = 1.5 V switching table starts at VCCB = 1.8 V (tdis 28.1 ns); no VCCB = 1.5 V column.",
    wording="formal",
)
unk(
    "rq50-u05",
    "hard",
    "simple",
    "max44009 adc conversion time when its in the 800ms integration range? min/max",
    ["MAX44009"],
    "ACT is specified only for the 100 ms range (99.6/100/100.4 at 25 C, 97/103/107 ms); 800 ms appears only as the maximum integration time.",
)
unk(
    "rq50-u06",
    "medium",
    "simple",
    "What sleep-mode VM supply current does the DRV8833 draw with VM = 10 V?",
    ["DRV8833"],
    "IVMQ (1.6 / 2.5 uA) is specified only at VM = 5 V; no value at 10 V (a typical-characteristics graph vs VM may exist, no table value).",
    wording="formal",
)
unk(
    "rq50-u07",
    "medium",
    "simple",
    "acs712 bandwidth at 85C? -3dB point",
    ["ACS712"],
    "Frequency bandwidth 50 kHz min is given at TA = 25 C only (IP = 10 A p-p); no value at 85 C.",
)
unk(
    "rq50-u08",
    "hard",
    "simple",
    "tp4056 trickle charge current with RPROG = 2.2k? (set for 500mA)",
    ["TP4056"],
    "ITRIKL (120/130/140 mA) is specified only at RPROG = 1.1 k; the 2.2 k rows are charge current and C/10 termination (60/70/80 mA), a near miss.",
)
unk(
    "rq50-u09",
    "hard",
    "simple",
    "What is the INMP441 SD output low voltage (VOL) at VDD = 2.5 V?",
    ["INMP441"],
    "VOL / VOH rows are given at VDD = 1.8 V and 3.3 V only (as fractions of VDD); no 2.5 V row.",
    wording="formal",
)
unk(
    "rq50-u10",
    "medium",
    "simple",
    "tcs34725 integration time accuracy - like how many % can the 154 ms (ATIME 0xC0) actually vary?",
    ["TCS34725"],
    "Only the 2.4 ms step (2.27/2.4/2.56 ms at ATIME = 0xFF) has limits; no tolerance is given for the 154 ms setting in Table 6.",
)

# ---------- batch 3: compatibility
comp(
    "rq50-c01",
    "medium",
    "5v rail from a usb brick, mcp2515 can module + dht11 both on it. any problem with the supply?",
    ["MCP2515", "DHT11"],
    "compatible",
    ["MCP2515", "DHT11"],
    "5 V is inside MCP2515 VDD 2.7..5.5 V and DHT11 3.5..5.5 V.",
)
comp(
    "rq50-c02",
    "medium",
    "Can an INA219 and a DHT22 share one regulated 5 V supply rail?",
    ["INA219", "DHT22"],
    "compatible",
    ["INA219", "DHT22"],
    "5 V is inside INA219 VS 3..5.5 V and DHT22 3.3..5.5 V.",
    wording="formal",
)
comp(
    "rq50-c03",
    "hard",
    "3v3 rail: w25q64 flash + mpu6050 on the same ldo. both ok on 3.3?",
    ["W25Q64FV", "MPU-6050"],
    "compatible",
    ["W25Q64FV", "MPU-6050"],
    "3.3 V is inside W25Q64FV 3.0..3.6 V (full 104 MHz rating) and MPU-6050 2.375..3.46 V.",
)
comp(
    "rq50-c04",
    "medium",
    "Are a TMP36 and a TCS34725 both within their rated supply range on a common 3.3 V rail?",
    ["TMP36", "TCS34725"],
    "compatible",
    ["TMP36", "TCS34725"],
    "3.3 V is inside TMP36 2.7..5.5 V and TCS34725 2.7..3.6 V.",
    wording="formal",
)
comp(
    "rq50-c05",
    "hard",
    "hx711 load cell amp and a w25q64 spi flash for logging, both off 3.3v. fine?",
    ["HX711", "W25Q64FV"],
    "compatible",
    ["HX711", "W25Q64FV"],
    "3.3 V is inside HX711 DVDD 2.6..5.5 V and W25Q64FV 3.0..3.6 V. (Analog AVDD of the HX711 is set by its own regulator circuit, not asked.)",
)
comp(
    "rq50-c06",
    "medium",
    "max31865 rtd board + ina219 on one 3v3 supply, ok?",
    ["MAX31865", "INA219"],
    "compatible",
    ["MAX31865", "INA219"],
    "3.3 V is inside MAX31865 3.0..3.6 V and INA219 3..5.5 V.",
)
comp(
    "rq50-c07",
    "hard",
    "12v -> ams1117-3.3 -> xc6206 (1.8v version) for a 1.8v sensor. is the xc6206 input ok being fed from the ams1117 output?",
    ["AMS1117", "XC6206"],
    "compatible",
    ["AMS1117-3.3", "XC6206"],
    "AMS1117-3.3 gives 3.267..3.333 V, inside XC6206 VIN 1.8..6.0 V; 1.5 V headroom above a 1.8 V output (dropout at 1.8 V out not itemised).",
)
comp(
    "rq50-c08",
    "medium",
    "Can a TMP36 and a MAX7219 LED driver run from the same 5 V supply?",
    ["TMP36", "MAX7219"],
    "compatible",
    ["TMP36", "MAX7219"],
    "5 V is inside TMP36 2.7..5.5 V and MAX7219 V+ 4.0..5.5 V.",
    wording="formal",
)
comp(
    "rq50-c09",
    "medium",
    "cc1101 radio + ds18b20 temp probe both on 3.3v from the same regulator. supply ok for both?",
    ["CC1101", "DS18B20"],
    "compatible",
    ["CC1101", "DS18B20"],
    "3.3 V is inside CC1101 1.8..3.6 V and DS18B20 local power 3.0..5.5 V.",
)
comp(
    "rq50-c10",
    "medium",
    "ads1115 + hc-sr04 on the arduino 5v pin, both ok?",
    ["ADS1115", "HC-SR04"],
    "compatible",
    ["ADS1115", "HC-SR04"],
    "HC-SR04 works at 5 V; ADS1115 VDD 2..5.5 V covers 5 V.",
)
comp(
    "rq50-i01",
    "medium",
    "one 5v rail for everything: hc-sr04 + ccs811 air quality sensor (bare chip, no regulator board). does that work?",
    ["CCS811", "HC-SR04"],
    "incompatible",
    ["CCS811", "CCS811_abs", "HC-SR04"],
    "HC-SR04 needs 5 V; CCS811 VDD max 3.3 V, abs max 3.6 V, so the shared 5 V rail fails.",
)
comp(
    "rq50-i02",
    "medium",
    "Can a MAX44009 and a DHT11 be powered from the same 5 V rail?",
    ["MAX44009", "DHT11"],
    "incompatible",
    ["MAX44009", "DHT11"],
    "5 V is above MAX44009 VCC 1.7..3.6 V (DHT11 would be fine).",
    wording="formal",
)
comp(
    "rq50-i03",
    "hard",
    "vl53l0x tof sensor and a max7219 8x8 matrix, all on 5v. ok?",
    ["VL53L0X", "MAX7219"],
    "incompatible",
    ["VL53L0X", "VL53L0X_abs", "MAX7219"],
    "MAX7219 needs 4.0..5.5 V, but VL53L0X AVDD is 2.6..3.5 V (abs max 3.6 V). Bare chip assumed (no breakout regulator).",
)
comp(
    "rq50-i04",
    "medium",
    "inmp441 mic + dht22 off a single 5v supply?",
    ["INMP441", "DHT22"],
    "incompatible",
    ["INMP441", "INMP441_abs", "DHT22"],
    "5 V exceeds INMP441 VDD 1.62..3.63 V and its 3.63 V abs max; DHT22 alone would be fine.",
)
comp(
    "rq50-i05",
    "hard",
    "srd-05vdc relay on 5v and i hung a si7021 off the same 5v line to save a regulator. safe?",
    ["Si7021", "SRD-05VDC-SL-C"],
    "incompatible",
    ["Si7021", "Si7021_abs", "SRD"],
    "The 5 V coil rail is above Si7021 VDD 1.9..3.6 V and its 4.2 V abs max.",
)
comp(
    "rq50-i06",
    "medium",
    "Can a W25Q64FV flash share the 5 V supply of a TM1637 display driver?",
    ["W25Q64FV", "TM1637"],
    "incompatible",
    ["W25Q64FV", "W25Q64FV_abs", "TM1637"],
    "TM1637 runs at 5 V; W25Q64FV VCC max 3.6 V, abs max 4.6 V.",
    wording="formal",
)
comp(
    "rq50-i07",
    "medium",
    "mcp4725 dac and max31855 thermocouple chip both on 5v?",
    ["MCP4725", "MAX31855"],
    "incompatible",
    ["MCP4725", "MAX31855", "MAX31855_abs"],
    "MCP4725 accepts 2.7..5.5 V but MAX31855 VCC is 3.0..3.6 V (abs max 4.0 V).",
)
comp(
    "rq50-i08",
    "hard",
    "3.3v only board (esp-style ldo). lm35 temp sensor + max44009 light sensor both on the 3v3. will the lm35 work?",
    ["LM35", "MAX44009"],
    "incompatible",
    ["LM35", "MAX44009"],
    "MAX44009 is fine at 3.3 V but LM35 needs 4..30 V.",
)
comp(
    "rq50-i09",
    "hard",
    "5V bench supply, mq-3 alcohol sensor + mpu-6050 (bare module w/o regulator) on the same 5v. mpu abs max says 6v so fine?",
    ["MPU-6050", "MQ-3"],
    "incompatible",
    ["MPU-6050", "MPU-6050_abs", "MQ-3"],
    "MQ-3 needs 5 V; MPU-6050 operating VDD is 2.375..3.46 V. The 6 V abs max is a stress limit, not an operating range (trap).",
)
comp(
    "rq50-i10",
    "hard",
    "12v psu straight into drv8833 VM, dht11 via an ams1117-5.0 off the same 12v. anything wrong?",
    ["DRV8833", "DHT11", "AMS1117"],
    "incompatible",
    ["DRV8833", "DRV8833_abs", "AMS1117-5.0", "DHT11"],
    "DHT11 at 4.95..5.05 V is fine, but 12 V exceeds DRV8833 VM 2.7..10.8 V and its 11.8 V abs max.",
)
comp(
    "rq50-i11",
    "hard",
    "Will an ACS712 current sensor work on the 3.3 V rail that powers a VL53L0X?",
    ["ACS712", "VL53L0X"],
    "incompatible",
    ["ACS712", "VL53L0X"],
    "VL53L0X is fine at 3.3 V, but ACS712 VCC is 4.5..5.5 V.",
    wording="formal",
)
unk(
    "rq50-e01",
    "medium",
    "compatibility",
    "lm35 glued 2cm from an mq-2 sensor in the same box. will the mq-2 heater mess up the lm35 reading, by how much?",
    ["LM35", "MQ-2"],
    "Neither sheet gives the MQ-2 case temperature rise or the heat coupling to a nearby LM35; only heater power and LM35 self-heating in still air.",
)
unk(
    "rq50-e02",
    "hard",
    "compatibility",
    "drv8833 pwm-ing two dc motors, tmp36 on a 1m wire to the adc next to the motor wires. will the motor noise wreck the tmp36 reading?",
    ["DRV8833", "TMP36"],
    "No emission figures for the DRV8833 and no noise-immunity figures for a TMP36 on a long cable (TMP36 sheet only advises shielding / a bypass capacitor).",
)
unk(
    "rq50-e03",
    "medium",
    "compatibility",
    "Will an nRF24L01+ transmitting at 0 dBm a few centimetres from an ACS712 disturb the current reading?",
    ["nRF24L01+", "ACS712"],
    "The ACS712 sheet gives noise and magnetic coupling, but no RF susceptibility; the nRF24L01+ sheet gives no near-field emission.",
    wording="formal",
)
unk(
    "rq50-e04",
    "hard",
    "compatibility",
    "mcp2515 with its 16mhz crystal right beside the hx711 and load cell wires. does the crystal add noise to the hx711 readings?",
    ["MCP2515", "HX711"],
    "Neither sheet quantifies crystal emission or HX711 susceptibility to nearby clocks.",
)
unk(
    "rq50-e05",
    "hard",
    "compatibility",
    "5v -> srd relay coil + ams1117-3.3 -> bme280 on the same 5v. no flyback diode yet. will the coil kick reset / damage the bme280?",
    ["SRD-05VDC-SL-C", "BME280", "AMS1117"],
    "The relay sheet gives no coil-turn-off transient and the AMS1117 sheet no line-transient rejection for such spikes; not decidable from the sheets.",
)
unk(
    "rq50-e06",
    "medium",
    "compatibility",
    "max7219 multiplexing a big led matrix and a max31855 thermocouple on the same board - will the led current spikes make the temp readings jumpy?",
    ["MAX7219", "MAX31855"],
    "MAX7219 sheet gives segment currents but no supply-noise figure; MAX31855 gives no supply rejection for such ripple.",
)
unk(
    "rq50-e07",
    "hard",
    "compatibility",
    "vl53l0x gpio1 interrupt pin driving an irlz44n gate directly to switch a 2a led strip. will the mosfet turn fully on?",
    ["VL53L0X", "IRLZ44N"],
    "GPIO1 swings to IOVDD (about 2.8 V) only with VOL given; IRLZ44N RDS(on) is specified at VGS = 10 / 5 / 4 V only, so the 2.8 V drive is not covered.",
)
unk(
    "rq50-e08",
    "medium",
    "compatibility",
    "Does the CCS811's pulsed heater produce noise that the INMP441 microphone would pick up on the same small board?",
    ["CCS811", "INMP441"],
    "Neither sheet gives acoustic or supply-coupled noise figures of the CCS811 heater; INMP441 PSR is given only for a 217 Hz square wave.",
    wording="formal",
)
unk(
    "rq50-e09",
    "medium",
    "compatibility",
    "bh1750 reading the room light while a drv8833 dims an led strip with 20khz pwm. will the flicker throw off the lux readings?",
    ["BH1750", "DRV8833"],
    "BH1750 sheet mentions 50/60 Hz rejection for H-resolution mode but nothing on 20 kHz flicker; DRV8833 says nothing about light.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
