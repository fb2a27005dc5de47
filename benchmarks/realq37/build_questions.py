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
    [
        it(
            "HX711",
            "response_time",
            "us",
            mn=60,
            cond="PD_SCK held high > 60 us enters power-down mode",
        )
    ],
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
    [
        it(
            "DRV8833",
            "warm_up_time",
            "ms",
            mx=1,
            cond="wake-up time after nSLEEP returns high, up to 1 ms",
        )
    ],
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
    [
        it(
            "TCS34725",
            "supply_current",
            "uA",
            typ=82,
            cond="average IDD, ATIME = 0x00 (614 ms), WEN = 0",
        )
    ],
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
    [
        it(
            "INMP441",
            "response_time",
            "ms",
            mx=0.35,
            cond="synchronisation of separately enabled mics after enable",
        )
    ],
    [
        ev(
            "inmp441.pdf",
            13,
            "this synchronization may take up to 0.35 ms after the enable signal is asserted",
        )
    ],
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
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=60,
            cond="high-sensitivity, 06 VDC coil current",
        ),
        it(
            "SRD-05VDC-SL-C",
            "coil_resistance",
            "Ohm",
            value=100,
            cond="high-sensitivity, 06 VDC coil, +-10 %",
        ),
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
    [
        it(
            "HMC5883L",
            "supply_current",
            "mA",
            typ=10,
            cond="self-test offset strap DC current from VDD, about",
        )
    ],
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
    [
        it(
            "L298N",
            "response_time",
            "us",
            typ=0.2,
            cond="T8 (Vi) sink current rise time, 0.1 IL to 0.9 IL",
        )
    ],
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
    [
        it(
            "LM35",
            "abs_max_input_voltage",
            "V",
            mn=-1,
            mx=6,
            cond="output voltage, absolute maximum",
        )
    ],
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
    "hard",
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
    [
        it(
            "BME280",
            "abs_max_supply_voltage",
            "V",
            mn=-0.3,
            mx=4.25,
            cond="voltage at any supply pin VDD, VDDIO",
        )
    ],
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
    [
        it(
            "TP4056",
            "standby_current",
            "uA",
            typ=1,
            mx=2,
            cond="BAT pin current, sleep mode, VCC = 0 V",
        )
    ],
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
    [
        it(
            "PC817",
            "drain_source_voltage",
            "V",
            mx=6,
            cond="VECO emitter-collector voltage, absolute maximum",
        )
    ],
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
    [
        it(
            "PCF8563",
            "response_time",
            "ns",
            mn=300,
            cond="EXT_CLK test mode, CLKOUT input minimum pulse width",
        )
    ],
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


# ---------- batch 2: factual insufficient_evidence
add(
    "rq37-u01",
    "medium",
    "simple",
    "srd-05vdc relay contact bounce time? my mcu input is reading multiple edges",
    ["SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [],
    "No bounce / chatter time in the sheet; near misses operation time 10 ms max, release time 5 ms max, "
    "switching rate 300 / 30 operations per minute.",
)
add(
    "rq37-u02",
    "hard",
    "simple",
    "irlz44n internal gate resistance? sizing my gate resistor",
    ["IRLZ44N"],
    "insufficient_evidence",
    [],
    [],
    "No internal RG is given; near misses are test-circuit values RG = 3.4 Ohm (switching) and RG = 25 Ohm (avalanche), "
    "RD = 1.1 Ohm, gate charge 48 nC.",
)
add(
    "rq37-u03",
    "medium",
    "simple",
    "¿Cuál es la no linealidad integral (INL) del ADC del HX711?",
    ["HX711"],
    "insufficient_evidence",
    [],
    [],
    "The HX711 sheet gives noise (50 / 90 nV rms), offset drift, gain drift, rejection ratios, but no nonlinearity / INL.",
    wording="formal",
    lang="es",
)
add(
    "rq37-u04",
    "medium",
    "simple",
    "lm2596 soft start time? does the output ramp slowly at power up",
    ["LM2596"],
    "insufficient_evidence",
    [],
    [],
    "The onsemi LM2596 sheet has no soft-start function or time; near misses 150 kHz oscillator, 30 kHz fold-back "
    "frequency, ON/OFF thresholds.",
)
add(
    "rq37-u05",
    "hard",
    "simple",
    "drv8833 output rise time with VM = 10 V? i only see one rise time number",
    ["DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "tR 180 ns / tF 160 ns are given only at VM = 5 V (16 Ohm to GND); no value at VM = 10 V.",
)
add(
    "rq37-u06",
    "hard",
    "simple",
    "What is the absolute humidity accuracy of the BME280 at 95 %RH and 25 °C?",
    ["BME280"],
    "insufficient_evidence",
    [],
    [],
    "Absolute accuracy +-3 %RH is stated only for 20..80 %RH; hysteresis (10-90-10 %RH) and nonlinearity (10..90 %RH) "
    "are other quantities. Nothing at 95 %RH.",
    wording="formal",
)
add(
    "rq37-u07",
    "medium",
    "simple",
    "acs712 50a version sensitivity in mv/a?",
    ["ACS712"],
    "insufficient_evidence",
    [],
    [],
    "The sheet covers only the 05B, 20A and 30A versions (185 / 100 / 66 mV/A); no 50 A version.",
)
add(
    "rq37-u08",
    "hard",
    "simple",
    "hmc5883l current draw when i run single-measurement mode flat out at 160 hz?",
    ["HMC5883L"],
    "insufficient_evidence",
    [],
    [],
    "Supply current is given for measurement mode at 7.5 Hz ODR (100 uA) and idle (2 uA) only; 160 Hz is the maximum "
    "single-measurement rate, with no current figure.",
)

# ---------- batch 3: compatibility

TPS21 = it(
    "TPS63021",
    "output_voltage",
    "V",
    mn=3.267,
    typ=3.3,
    mx=3.333,
    cond="TPS63021 fixed output voltage",
)
TPS21_EV = ev("tps63020.pdf", 6, "TPS63021 output voltage 3.267 3.3 3.333 V")
LM5 = it("LM2596", "output_voltage", "V", value=5.0, cond="typical application set to 5.0 V")
LM5_EV = ev("lm2596.pdf", 2, "CFF 5.0 V Regulated")
MCPV = it(
    "MCP73831",
    "output_voltage",
    "V",
    mn=4.168,
    typ=4.2,
    mx=4.232,
    cond="VREG, MCP7383X-2 (4.20 V option)",
)
MCPV_EV = ev("mcp73831.pdf", 3, "Regulated Output Voltage VREG 4.168 4.20 4.232 V")
NRF = it("nRF24L01+", "supply_voltage", "V", mn=1.9, typ=3.0, mx=3.6, cond="VDD")
NRF_EV = ev("nrf24l01p.pdf", 13, "VDD Supply voltage 1.9 3.0 3.6 V")
DS = it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC")
DS_EV = ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V")

add(
    "rq37-c01",
    "medium",
    "compatibility",
    "nrf24l01+ module powered from a tps63021 buck-boost (the fixed 3.3v one) running off 2 AA cells. vdd ok?",
    ["nRF24L01+", "TPS63021"],
    "compatible",
    [TPS21, NRF],
    [TPS21_EV, NRF_EV],
    "3.267..3.333 V inside the nRF24L01+ VDD range 1.9..3.6 V; TPS63021 input 1.8..5.5 V covers 2 AA.",
)
add(
    "rq37-c02",
    "medium",
    "compatibility",
    "Can a BH1750 be supplied directly from the 3.3 V output of a TPS63021?",
    ["BH1750", "TPS63021"],
    "compatible",
    [TPS21, it("BH1750", "supply_voltage", "V", mn=2.4, typ=3.0, mx=3.6, cond="VCC")],
    [TPS21_EV, ev("bh1750.pdf", 1, "VCC Voltage Vcc 2.4 3.0 3.6 V")],
    "3.267..3.333 V inside BH1750 VCC 2.4..3.6 V.",
    wording="formal",
)
add(
    "rq37-c03",
    "medium",
    "compatibility",
    "ds3231 rtc on an xc6206p332 (3.3v ldo) rail, fine?",
    ["DS3231", "XC6206"],
    "compatible",
    [it("XC6206", "output_voltage", "V", value=3.3, cond="XC6206P33x, 3.3 V product"), DS],
    [ev("xc6206.pdf", 19, "3 3 3.3 XC6206P33***"), DS_EV],
    "3.3 V is the DS3231 typical VCC (2.3..5.5 V); the DS3231 draws well under the XC6206 limit (200 mA for the 3.0 V "
    "type, not an item).",
)
add(
    "rq37-c04",
    "medium",
    "compatibility",
    "pcf8563 rtc + i2c running off an ams1117-3.3. is the supply in range with the bus active?",
    ["PCF8563", "AMS1117"],
    "compatible",
    [
        it("AMS1117", "output_voltage", "V", mn=3.267, typ=3.3, mx=3.333, cond="AMS1117-3.3, 25 C"),
        it("PCF8563", "supply_voltage", "V", mn=1.8, mx=5.5, cond="VDD, interface active"),
    ],
    [
        ev("ams1117.pdf", 2, "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V"),
        ev("pcf8563.pdf", 28, "interface active; 1.8 - 5.5 V"),
    ],
    "3.267..3.333 V inside 1.8..5.5 V (interface active; 1.0 V minimum only with the interface inactive).",
)
add(
    "rq37-c05",
    "hard",
    "compatibility",
    "dht22 powered straight from the battery side of a tp4056 board (cell charged to 4.2v). in spec?",
    ["DHT22", "TP4056"],
    "compatible",
    [
        it(
            "TP4056",
            "output_voltage",
            "V",
            mn=4.158,
            typ=4.2,
            mx=4.242,
            cond="VFLOAT regulated charge voltage",
        ),
        it("DHT22", "supply_voltage", "V", mn=3.3, typ=5, mx=5.5, cond="VDD"),
    ],
    [
        ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
        ev("dht22.pdf", 4, "Voltage 3.3 5 5.5 V"),
    ],
    "4.158..4.242 V inside DHT22 3.3..5.5 V. Risky-looking: a discharged cell would fall towards the 3.3 V minimum "
    "(cell discharge range not in either sheet).",
)
add(
    "rq37-c06",
    "hard",
    "compatibility",
    "ina3221 and tcs34725 on the same i2c bus - any address clash whatever i do with the ina's A0 pin?",
    ["INA3221", "TCS34725"],
    "compatible",
    [
        it(
            "INA3221",
            "i2c_address",
            values=["0x40", "0x41", "0x42", "0x43"],
            cond="A0 = GND / VS / SDA / SCL",
        ),
        it("TCS34725", "i2c_address", values=["0x29"], cond="TCS34725"),
    ],
    [
        ev("ina3221.pdf", 20, "GND 1000000 VS 1000001 SDA 1000010 SCL 1000011"),
        ev("tcs34725.pdf", 3, "TCS34725 0x29"),
    ],
    "INA3221 0x40..0x43 (binary table), TCS34725 0x29: no overlap.",
)
add(
    "rq37-c07",
    "hard",
    "compatibility",
    "Can an SRD-05VDC-SL-C relay contact switch the 5 V heater of an MQ-2 sensor?",
    ["SRD-05VDC-SL-C", "MQ-2"],
    "compatible",
    [
        it("SRD-05VDC-SL-C", "contact_current", "A", mx=10, cond="contact capacity at 28 VDC"),
        it("MQ-2", "power_consumption", "mW", mx=950, cond="heater consumption PH"),
    ],
    [
        ev("srd-05vdc-sl-c.pdf", 2, "Contact Capacity 10A 28VDC"),
        ev("mq-2.pdf", 3, "Heater consumption PH ≤950mW"),
    ],
    "Heater <= 950 mW at 5 V is <= 0.19 A, far under 10 A at 28 VDC. Minimum contact load not given (not needed at "
    "190 mA).",
    wording="formal",
)
add(
    "rq37-c08",
    "medium",
    "compatibility",
    "lm2596 set to 5v feeding the input of a tps63020 buck-boost. input voltage ok for the tps?",
    ["LM2596", "TPS63020"],
    "compatible",
    [
        LM5,
        it("TPS63020", "supply_voltage", "V", mn=1.8, mx=5.5, cond="supply voltage at VIN, VINA"),
    ],
    [LM5_EV, ev("tps63020.pdf", 5, "Supply voltage at VIN, VINA 1.8 5.5 V")],
    "5 V inside 1.8..5.5 V; even at the LM2596 4 % tolerance (5.2 V) still inside.",
)
add(
    "rq37-i01",
    "medium",
    "compatibility",
    "hmc5883l vdd straight off a li-ion cell charged by an mcp73831 (4.2v version)?",
    ["HMC5883L", "MCP73831"],
    "incompatible",
    [MCPV, it("HMC5883L", "supply_voltage", "V", mn=2.16, typ=2.5, mx=3.6, cond="VDD")],
    [MCPV_EV, ev("hmc5883l.pdf", 2, "Supply Voltage VDD Referenced to AGND 2.16 2.5 3.6 Volts")],
    "A charged cell is 4.168..4.232 V, above the HMC5883L VDD maximum 3.6 V.",
)
add(
    "rq37-i02",
    "medium",
    "compatibility",
    "si7021 breakout (no regulator) on the 5v output of my lm2596 board?",
    ["Si7021", "LM2596"],
    "incompatible",
    [LM5, it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD")],
    [LM5_EV, ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V")],
    "5 V > Si7021 VDD max 3.6 V.",
)
add(
    "rq37-i03",
    "hard",
    "compatibility",
    "A DS3231 and an nRF24L01+ are to share one regulated 5 V rail. Is that within both parts' operating supply range?",
    ["DS3231", "nRF24L01+"],
    "incompatible",
    [DS, NRF],
    [DS_EV, NRF_EV],
    "The DS3231 is fine at 5 V (2.3..5.5 V), the nRF24L01+ is not (VDD max 3.6 V).",
    wording="formal",
)
add(
    "rq37-i04",
    "medium",
    "compatibility",
    "inmp441 i2s mic powered from a lm2596 buck set to 5v, will it live?",
    ["INMP441", "LM2596"],
    "incompatible",
    [LM5, it("INMP441", "supply_voltage", "V", mn=1.62, mx=3.63, cond="VDD")],
    [LM5_EV, ev("inmp441.pdf", 4, "Supply Voltage (VDD) 1.62 3.63 V")],
    "5 V > INMP441 VDD max 3.63 V (also the absolute maximum).",
)
add(
    "rq37-i05",
    "hard",
    "compatibility",
    "want one supply rail for both a max7219 led driver and a tcs34725 color sensor. is there a voltage that works for both?",
    ["MAX7219", "TCS34725"],
    "incompatible",
    [
        it(
            "TCS34725",
            "supply_voltage",
            "V",
            mn=2.7,
            typ=3,
            mx=3.6,
            cond="VDD, TCS34721 & TCS34725",
        ),
        it("MAX7219", "supply_voltage", "V", mn=4.0, mx=5.5, cond="V+ operating"),
    ],
    [
        ev(
            "tcs34725.pdf",
            3,
            "Supply voltage, VDD (TCS34721 & TCS34725) (I2C Vbus = VDD) 2.7 3 3.6 V",
        ),
        ev("max7219.pdf", 2, "Operating Supply Voltage V+ 4.0 5.5 V"),
    ],
    "TCS34725 2.7..3.6 V and MAX7219 4.0..5.5 V do not overlap; no single rail fits both.",
)
add(
    "rq37-i06",
    "hard",
    "compatibility",
    "can my mpu-6050 share the spi bus with the mcp2515 can controller? just give it its own CS",
    ["MPU-6050", "MCP2515"],
    "incompatible",
    [
        it(
            "MPU-6050",
            "interface",
            values=["I2C"],
            cond="MPU-6050 supports I2C only; SPI is MPU-6000 only",
        ),
        it("MCP2515", "interface", values=["SPI"], cond="SPI interface"),
    ],
    [
        ev("mpu-6050.pdf", 7, "the MPU-6050 supports the I C serial interface only"),
        ev("mcp2515.pdf", 1, "Stand-Alone CAN Controller with SPI Interface"),
    ],
    "The MPU-6050 has no SPI (the MPU-6000 has); it cannot sit on the MCP2515 SPI bus.",
)
add(
    "rq37-i07",
    "medium",
    "compatibility",
    "max31855 thermocouple board run straight off a 1s li-ion charged by mcp73831?",
    ["MAX31855", "MCP73831"],
    "incompatible",
    [MCPV, it("MAX31855", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VCC")],
    [MCPV_EV, ev("max31855.pdf", 2, "Power-Supply Voltage VCC (Note 2) 3.0 3.3 3.6 V")],
    "4.168..4.232 V > MAX31855 VCC max 3.6 V.",
)
add(
    "rq37-i08",
    "hard",
    "compatibility",
    "Can the logic supply VSS of an L298 be taken from the 3.3 V output of a TPS63021?",
    ["L298N", "TPS63021"],
    "incompatible",
    [TPS21, it("L298N", "logic_supply_voltage", "V", mn=4.5, typ=5, mx=7, cond="VSS pin 9")],
    [TPS21_EV, ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V")],
    "3.267..3.333 V < L298 VSS minimum 4.5 V.",
    wording="formal",
)
add(
    "rq37-i09",
    "hard",
    "compatibility",
    "my hx711 code bit-bangs PD_SCK slow: 100 us high, 100 us low per bit. is that ok for reading data?",
    ["HX711"],
    "incompatible",
    [
        it("HX711", "response_time", "us", mx=50, cond="T3 PD_SCK high time"),
        it("HX711", "response_time", "us", mn=60, cond="PD_SCK high > 60 us enters power-down"),
    ],
    [
        ev("hx711.pdf", 5, "T3 PD_SCK high time 0.2 1 50 µs"),
        ev("hx711.pdf", 5, "stays at high for longer than 60µs, HX711"),
    ],
    "100 us high exceeds T3 max 50 us and the 60 us power-down threshold: the chip powers down mid-read.",
)
add(
    "rq37-e01",
    "hard",
    "compatibility",
    "tcs34725 INT pin sinks a pc817 led through 1k from 3.3v (~2 ma). on the other side 10k pullup to 5v. will the "
    "output pull properly low?",
    ["TCS34725", "PC817"],
    "insufficient_evidence",
    [],
    [ev("pc817.pdf", 4, "Collector current IC IF=5mA, VCE=5V 2.5 − 30.0 mA")],
    "INT can sink it (VOL 0.4 V at 3 mA), but the PC817 CTR / IC is specified only at IF = 5 mA (CTR min 50 %); at "
    "about 2 mA only a typical graph exists, so saturation at 0.5 mA is not guaranteed by the tables.",
)
add(
    "rq37-e02",
    "medium",
    "compatibility",
    "mq-3 alcohol sensor heater right next to a ds3231 on the same small board. will the heat wreck the rtc accuracy?",
    ["MQ-3", "DS3231"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet gives the temperature rise near an MQ-3 heater (only heater power < 750 mW); the DS3231 accuracy "
    "depends on its own temperature, so the effect cannot be settled.",
)
add(
    "rq37-e03",
    "hard",
    "compatibility",
    "hmc5883l compass placed 2 cm from the inductor of a running lm2596 buck (3 a load). will the heading be off?",
    ["HMC5883L", "LM2596"],
    "insufficient_evidence",
    [],
    [],
    "No stray magnetic field figure for the LM2596 inductor / switch in the sheet; the HMC5883L gives ranges and "
    "resolution but no immunity to nearby AC fields.",
)
add(
    "rq37-e04",
    "medium",
    "compatibility",
    "inmp441 mic on a small robot right beside a drv8833 doing pwm on two motors. will i hear the pwm whine in the "
    "audio?",
    ["INMP441", "DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "Acoustic / electrical coupling from motors and the DRV8833 is not specified; the INMP441 gives PSR at 217 Hz only.",
)
add(
    "rq37-e05",
    "hard",
    "compatibility",
    "A CC1101 transmitting at +10 dBm has its antenna about 1 cm from the DHT11 single-bus data line. Will the DHT11 "
    "readings be corrupted?",
    ["CC1101", "DHT11"],
    "insufficient_evidence",
    [],
    [],
    "The DHT11 sheet gives no RF immunity or EMC figure and the CC1101 sheet no near-field emission figure; only the "
    "DHT11 cable-length / pull-up advice exists. Cannot be settled from the sheets.",
    wording="formal",
)
add(
    "rq37-e06",
    "hard",
    "compatibility",
    "irlz44n gate driven from the 3.3v rail of a tps63021 (through a small resistor) to switch a 10 a load. will it be "
    "fully on?",
    ["IRLZ44N", "TPS63021"],
    "insufficient_evidence",
    [],
    [ev("irlz44n.pdf", 2, "––– ––– 0.035 VGS = 4.0V, I D = 21A")],
    "RDS(on) is specified at VGS = 10, 5 and 4 V only (0.022 / 0.025 / 0.035 Ohm); nothing at 3.3 V except typical "
    "output curves. VGS(th) 1..2 V is not a full-enhancement figure.",
)
add(
    "rq37-e07",
    "medium",
    "compatibility",
    "mpu-6050 on the same pcb as a clicking srd relay. will the relay's mechanical shock saturate the accelerometer?",
    ["MPU-6050", "SRD-05VDC-SL-C"],
    "insufficient_evidence",
    [],
    [],
    "The SRD sheet gives what the relay withstands (shock 100 G, vibration 10..55 Hz), not the shock it emits; the "
    "acceleration seen at the MPU-6050 is not stated.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
