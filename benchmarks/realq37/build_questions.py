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


# ---------- batch 1: answerable factual
add(
    "rq37-f01",
    "hard",
    "simple",
    "hx711: if i hold PD_SCK high too long it goes to sleep. how long exactly before it powers down?",
    ["HX711"],
    None,
    [it("HX711", "response_time", "us", mn=60, cond="PD_SCK held high > 60 us enters power-down mode")],
    [ev("hx711.pdf", 5, "stays at high for longer than 60µs, HX711")],
    "Longer than 60 us high = power down; look-alikes T3 PD_SCK high time max 50 us (same table), T1/T2 0.1 us, T4 0.2 us min.",
)
add(
    "rq37-f02",
    "medium",
    "simple",
    "What reference voltage (min / typ / max) does the adjustable AMS1117 specify at IOUT = 10 mA and TJ = 25 °C?",
    ["AMS1117"],
    None,
    [
        it(
            "AMS1117",
            "output_voltage",
            "V",
            mn=1.238,
            typ=1.25,
            mx=1.262,
            cond="reference voltage VREF, adjustable, IOUT = 10 mA, TJ = 25 C",
        )
    ],
    [ev("ams1117.pdf", 2, "Reference Voltage AMS1117 IOUT = 10 mA 1.238 1.250 1.262 V")],
    "1.238 / 1.250 / 1.262 V; look-alikes the AMS1117-1.5 row below (1.476 / 1.500 / 1.524 V), the over-load/line rows "
    "of the fixed versions, dropout 1.1 / 1.3 V.",
    wording="formal",
)
add(
    "rq37-f03",
    "medium",
    "simple",
    "drv8833 waking up from sleep (nSLEEP back high) - how long do i wait before sending the first pwm?",
    ["DRV8833"],
    None,
    [it("DRV8833", "warm_up_time", "ms", mx=1, cond="wake-up time after nSLEEP returns high, up to 1 ms")],
    [ev("drv8833.pdf", 11, "When returning from sleep mode, some time (up to 1 ms) needs to")],
    "Up to 1 ms (prose, page 11); look-alikes OCP retry period tOCP 1.35 ms, OCP deglitch 4 us, input deglitch 450 ns, "
    "propagation delay 1.1 us. Filed as warm_up_time.",
)
add(
    "rq37-f04",
    "medium",
    "simple",
    "tcs34725 after i set PON, is there some warm up delay before it can start an rgbc cycle? how long",
    ["TCS34725"],
    None,
    [it("TCS34725", "warm_up_time", "ms", value=2.4, cond="warm-up delay when PON is enabled")],
    [ev("tcs34725.pdf", 10, "There is a 2.4 ms warm-up delay if PON is enabled")],
    "2.4 ms; look-alikes integration time step 2.4 ms, wait step 2.4 ms (28.8 ms with WLONG), RGBC init 2.4 ms in the "
    "power example; the page-15 note says the same minimum interval.",
)
add(
    "rq37-f05",
    "hard",
    "simple",
    "tcs34725 with the longest integration (ATIME 0x00) and no wait state, what average supply current does the "
    "datasheet's power example give?",
    ["TCS34725"],
    None,
    [it("TCS34725", "supply_current", "uA", typ=82, cond="average IDD, ATIME = 0x00 (614 ms), WEN = 0")],
    [ev("tcs34725.pdf", 11, "1 0x00 0 614 ms 82 μA")],
    "82 uA; look-alikes same table 280 uA (0xFF, 2.4 ms), 152 uA (0xEE), 67 uA (0x00 with wait, 7.37 s), wait-state "
    "65 uA, active IDD 235 uA.",
)
add(
    "rq37-f06",
    "medium",
    "simple",
    "si7021 temperature sensor response time? like how fast does it follow a temp step (unmounted)",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "s", typ=0.7, cond="temperature, tau 63 %, unmounted device")],
    [ev("si7021.pdf", 9, "Response Time2 τ63% Unmounted device — 0.7 — s")],
    "0.7 s typ (temperature table); look-alike RH response time tau 63 % in the humidity table (seconds, with cover), "
    "conversion times in ms.",
)
add(
    "rq37-f07",
    "hard",
    "simple",
    "At the highest I2C speed of 400 kHz, for how long at most may the Si7021 stretch the clock?",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "us", mx=50, cond="clock stretching at 400 kHz SCL")],
    [ev("si7021.pdf", 5, "highest I2C speed of 400 kHz the stretching will be <50 µs")],
    "< 50 us; look-alikes suppressed pulse width 50 ns (same number, other unit), <100 us wake-up note, SCL high 0.6 us.",
    wording="formal",
)
add(
    "rq37-f08",
    "medium",
    "simple",
    "Si7021 : quel temps libre de bus minimal (tBUF) faut-il respecter entre un STOP et un START ?",
    ["Si7021"],
    None,
    [it("Si7021", "response_time", "us", mn=1.3, cond="tBUF bus free time between stop and start")],
    [ev("si7021.pdf", 6, "Bus Free Time tBUF Between Stop and Start 1.3 — — µs")],
    "1.3 us min; look-alikes stop setup 0.6 us, SCL high 0.6 us, SDA setup / hold 100 ns, suppressed pulse 50 ns.",
    wording="formal",
    lang="fr",
)
add(
    "rq37-f09",
    "hard",
    "simple",
    "two inmp441 mics in stereo, i enable them at different times. how long can it take until they're in sync?",
    ["INMP441"],
    None,
    [it("INMP441", "response_time", "ms", mx=0.35, cond="synchronisation of separately enabled mics after enable")],
    [ev("inmp441.pdf", 13, "this synchronization may take up to 0.35 ms after the enable signal is asserted")],
    "Up to 0.35 ms; look-alikes start-up 2^18 SCK cycles (85 ms at 3.072 MHz), 43 ms after CHIPEN, 5 ms after SCK restart, "
    "group delay 359 / 1078 us.",
)
add(
    "rq37-f10",
    "hard",
    "simple",
    "ads1115 on a 400khz bus: max allowed clock/data fall time? answer in microseconds",
    ["ADS1115"],
    None,
    [it("ADS1115", "response_time", "ns", mx=300, cond="tF clock/data fall time, fast mode")],
    [ev("ads1115.pdf", 5, "Clock/data fall time tF 300 160 ns")],
    "300 ns = 0.3 us (fast mode); look-alike 160 ns in the high-speed column, rise time tR 300 / 160 ns, tBUF 600 ns.",
)
add(
    "rq37-f11",
    "hard",
    "simple",
    "songle srd standard version with the 48vdc coil - roughly what coil power? the others say 0.45w",
    ["SRD-05VDC-SL-C"],
    None,
    [it("SRD-05VDC-SL-C", "coil_power", "W", value=0.51, cond="standard type, 48 VDC coil, about")],
    [ev("srd-05vdc-sl-c.pdf", 2, "48 48 10 4500 abt. 0.51W")],
    "About 0.51 W; look-alikes standard 03..24 VDC about 0.45 W, high-sensitivity about 0.36 W, 48 V high-sensitivity "
    "row 7.5 mA / 6400 Ohm.",
)
add(
    "rq37-s01",
    "medium",
    "structured",
    "srd relay high sensitivity type with a 6v coil: coil current and coil resistance?",
    ["SRD-05VDC-SL-C"],
    None,
    [
        it("SRD-05VDC-SL-C", "supply_current", "mA", value=60, cond="high-sensitivity, 06 VDC coil current"),
        it("SRD-05VDC-SL-C", "coil_resistance", "Ohm", value=100, cond="high-sensitivity, 06 VDC coil, +-10 %"),
    ],
    [ev("srd-05vdc-sl-c.pdf", 2, "Sensitivity) 06 06 60 100")],
    "60 mA, 100 Ohm; look-alike standard 06 VDC row 75 mA / 80 Ohm, high-sensitivity 05 VDC 71.4 mA / 70 Ohm.",
)
add(
    "rq37-s02",
    "hard",
    "structured",
    "According to the TPS63020 application text, how high can the output current go in boost mode and in buck mode?",
    ["TPS63020"],
    None,
    [
        it("TPS63020", "output_current", "A", mx=2, cond="boost mode"),
        it("TPS63020", "output_current", "A", mx=4, cond="buck mode"),
    ],
    [
        ev(
            "tps63020.pdf",
            13,
            "Output currents can go as high as 2 A in boost mode and as high as 4 A in buck mode",
        )
    ],
    "2 A boost, 4 A buck; look-alikes page-1 'up to 3 A', '2 A for VIN > 2.5 V, VOUT = 3.3 V', average switch current "
    "limit typ 4 A, initial current limit 400 mA.",
    wording="formal",
)
add(
    "rq37-f12",
    "hard",
    "simple",
    "hmc5883l self test - how much extra current does it pull from vdd while the offset straps are driven?",
    ["HMC5883L"],
    None,
    [it("HMC5883L", "supply_current", "mA", typ=10, cond="self-test offset strap DC current from VDD, about")],
    [ev("hmc5883l.pdf", 9, "generates DC current (about 10 mA) from the VDD supply")],
    "About 10 mA; look-alikes measurement-mode current 100 uA, idle 2 uA, self-test field about 1.1 Ga.",
)
add(
    "rq37-f13",
    "hard",
    "simple",
    "What is the typical sink current rise time T8 of the L298 when switching from the input Vi (not the enable)? "
    "Give it in nanoseconds.",
    ["L298N"],
    None,
    [it("L298N", "response_time", "us", typ=0.2, cond="T8 (Vi) sink current rise time, 0.1 IL to 0.9 IL")],
    [ev("l298n.pdf", 4, "T8 (Vi) Sink Current Rise Time 0.1 IL to 0.9 IL (3); (4) 0.2 µs")],
    "0.2 us = 200 ns; look-alikes T8 (Ven) 0.1 us, T7 (Vi) sink turn-on delay 1.6 us, T7 (Ven) 0.25 us.",
    wording="formal",
)
add(
    "rq37-f14",
    "medium",
    "simple",
    "lm35 output pin absolute max voltage range? want to know if i can back-drive it a bit",
    ["LM35"],
    None,
    [it("LM35", "abs_max_input_voltage", "V", mn=-1, mx=6, cond="output voltage, absolute maximum")],
    [ev("lm35.pdf", 3, "Output voltage –1 6 V")],
    "-1 .. 6 V; look-alikes supply abs max -0.2 .. 35 V, output current 10 mA, ESD 2500 V. Filed as "
    "abs_max_input_voltage (signal pin abs max).",
)
add(
    "rq37-f15",
    "medium",
    "simple",
    "acs712 how much reverse voltage can the vcc pin survive if i wire it backwards?",
    ["ACS712"],
    None,
    [it("ACS712", "abs_max_supply_voltage", "V", mn=-0.1, cond="reverse supply voltage VRCC")],
    [ev("acs712.pdf", 2, "Reverse Supply Voltage VRCC –0.1 V")],
    "-0.1 V; look-alikes supply abs max 8 V, reverse output voltage -0.1 V, output voltage 8 V.",
)
add(
    "rq37-f16",
    "medium",
    "simple",
    "What is the maximum SCLK rise and fall time allowed by the MAX31865 serial interface?",
    ["MAX31865"],
    None,
    [it("MAX31865", "response_time", "ns", mx=200, cond="tR, tF SCLK rise and fall")],
    [ev("max31865.pdf", 4, "SCLK Rise and Fall tR, tF (Note 9) 200 ns")],
    "200 ns max; look-alikes SCLK low / high time 100 ns min, SCLK to CS hold 100 ns, tDRDYH 50 ns.",
    wording="formal",
)
add(
    "rq37-f17",
    "medium",
    "simple",
    "nrf24l01+ operating frequency range in ghz? exact limits from the rf table",
    ["nRF24L01+"],
    None,
    [it("nRF24L01+", "frequency_band", "MHz", mn=2400, mx=2525, cond="fOP operating frequency")],
    [ev("nrf24l01p.pdf", 15, "fOP Operating frequency a 2400 2525 MHz")],
    "2400..2525 MHz = 2.4..2.525 GHz; look-alikes PLL resolution 1 MHz, crystal 16 MHz, channel spacing 1 / 2 MHz.",
)
add(
    "rq37-f18",
    "medium",
    "simple",
    "ds3231 reset active time on the RST pin, typical?",
    ["DS3231"],
    None,
    [it("DS3231", "response_time", "ms", typ=250, cond="tRST reset active time")],
    [ev("ds3231.pdf", 4, "Reset Active Time tRST 250 ms")],
    "250 ms; look-alikes pushbutton debounce PBDB 250 ms (same number, line above), tOSF 100 ms, tCONV 125 / 200 ms.",
)
add(
    "rq37-f19",
    "medium",
    "simple",
    "bme280 current at 1 hz if i only read pressure + temperature (humidity off)?",
    ["BME280"],
    None,
    [it("BME280", "supply_current", "uA", typ=2.8, cond="1 Hz, pressure and temperature")],
    [ev("bme280.pdf", 2, "2.8 µA @ 1 Hz pressure and temperature")],
    "2.8 uA; look-alikes 1.8 uA (humidity + temperature), 3.6 uA (all three), 0.1 uA sleep.",
)
add(
    "rq37-f20",
    "medium",
    "simple",
    "What absolute maximum voltage may be applied to the BME280 supply pins (VDD, VDDIO)?",
    ["BME280"],
    None,
    [it("BME280", "abs_max_supply_voltage", "V", mn=-0.3, mx=4.25, cond="voltage at any supply pin VDD, VDDIO")],
    [ev("bme280.pdf", 13, "Voltage at any supply pin VDD and VDDIO pin -0.3 4.25 V")],
    "-0.3 .. 4.25 V; look-alikes interface pins -0.3 .. VDDIO + 0.3 V, operating VDD 1.71..3.6 V, ESD HBM / CDM / MM.",
    wording="formal",
)
add(
    "rq37-f21",
    "hard",
    "simple",
    "tp4056 with the usb unplugged (vcc = 0), how much does it leak from the battery?",
    ["TP4056"],
    None,
    [it("TP4056", "standby_current", "uA", typ=1, mx=2, cond="BAT pin current, sleep mode, VCC = 0 V")],
    [ev("tp4056.pdf", 5, "Sleep Mode, VCC =0V -1 -2 μA")],
    "1 uA typ, 2 uA max (printed negative, flowing out of BAT); look-alike standby mode (VBAT = 4.2 V) 2.5 / 6 uA, "
    "VCC supply current 150 / 500 uA.",
)
add(
    "rq37-f22",
    "hard",
    "simple",
    "pc817 reverse voltage across the transistor - emitter to collector - max rating?",
    ["PC817"],
    None,
    [it("PC817", "drain_source_voltage", "V", mx=6, cond="VECO emitter-collector voltage, absolute maximum")],
    [ev("pc817.pdf", 4, "Emitter-collector voltage VECO 6 V")],
    "6 V; look-alikes VCEO 80 V (35 V old codes), LED reverse voltage VR 6 V, BVECO min 6 V in the EC table. Filed as "
    "drain_source_voltage like earlier PC817 VCEO items.",
)
add(
    "rq37-f23",
    "medium",
    "simple",
    "how much load current can the tmp36 output drive? wanna hang an led off it lol",
    ["TMP36"],
    None,
    [it("TMP36", "output_current", "uA", mn=0, mx=50, cond="IL output load current")],
    [ev("tmp36.pdf", 2, "Output Load Current IL 0 50 µA")],
    "0..50 uA; look-alikes short-circuit current 250 uA, supply current 50 uA max (same number), shutdown 0.5 uA.",
)
add(
    "rq37-f24",
    "hard",
    "simple",
    "In the PCF8563 EXT_CLK test mode, what minimum pulse width must the signal applied to pin CLKOUT have?",
    ["PCF8563"],
    None,
    [it("PCF8563", "response_time", "ns", mn=300, cond="EXT_CLK test mode, CLKOUT input minimum pulse width")],
    [ev("pcf8563.pdf", 17, "minimum pulse width of 300 ns")],
    "300 ns min; look-alike maximum period 1000 ns in the same sentence, internal 64 Hz clock, 32.768 kHz CLKOUT.",
    wording="formal",
)
add(
    "rq37-f25",
    "hard",
    "simple",
    "What minimum VCC fall time (VPF(MAX) to VPF(MIN)) does the DS3231 require?",
    ["DS3231"],
    None,
    [it("DS3231", "response_time", "us", mn=300, cond="tVCCF VCC fall time VPF(MAX) to VPF(MIN)")],
    [ev("ds3231.pdf", 4, "tVCCF 300 µs")],
    "300 us min; look-alikes VCC rise time tVCCR 0 us, data hold 300 ns note (same number, ns), tRST 250 ms.",
    wording="formal",
)
add(
    "rq37-f26",
    "medium",
    "simple",
    "What maximum SCL/SDA rise time does the VL53L0X I2C interface allow?",
    ["VL53L0X"],
    None,
    [it("VL53L0X", "response_time", "ns", mx=120, cond="tR SCL/SDA rise time")],
    [ev("vl53l0x.pdf", 20, "tR SCL/SDA rise time - - 120 ns")],
    "120 ns max; look-alikes fall time tF 120 ns (same value), spike suppression tSP 50 ns, SCL 400 kHz.",
    wording="formal",
)

if __name__ == "__main__":
    with open(__file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
