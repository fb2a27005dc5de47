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


# ---------- batch 1: answerable factual questions
add(
    "rq35-f01",
    "medium",
    "simple",
    "nrf24l01+ max rf output power? typ and max in dbm",
    ["nRF24L01+"],
    None,
    [it("nRF24L01+", "tx_power", "dBm", typ=0, mx=4, cond="PRF maximum output power")],
    [ev("nrf24l01p.pdf", 15, "PRF Maximum Output Power a 0 +4 dBm")],
    "0 dBm typ, +4 dBm max; look-alikes RF power control range 16/18/20 dB, RF power accuracy +-4 dB, TX current rows at 0/-6/-12/-18 dBm.",
)
add(
    "rq35-f02",
    "hard",
    "simple",
    "What average supply current does the nRF24L01+ draw at -6 dBm output power in ShockBurst operation? Give it in microamperes.",
    ["nRF24L01+"],
    None,
    [
        it(
            "nRF24L01+",
            "supply_current",
            "mA",
            typ=0.12,
            cond="IVDD_AVG, -6 dBm, ShockBurst, 10 kbps average data rate, max payload",
        )
    ],
    [ev("nrf24l01p.pdf", 14, "IVDD_AVG Average Supply current @ -6dBm out- c 0.12 mA")],
    "0.12 mA = 120 uA typ; look-alikes IVDD_TX6 9.0 mA (continuous TX at -6 dBm), TX settling 8.0 mA, standby-I 26 uA.",
    wording="formal",
)
add(
    "rq35-f03",
    "medium",
    "simple",
    "how much current does the nrf24l01+ pull when transmitting at the lowest power setting (-18 dbm)?",
    ["nRF24L01+"],
    None,
    [it("nRF24L01+", "supply_current", "mA", typ=7.0, cond="IVDD_TX18, TX at -18 dBm")],
    [ev("nrf24l01p.pdf", 14, "IVDD_TX18 Supply current @ -18dBm output b 7.0 mA")],
    "7.0 mA typ; look-alikes -12 dBm 7.5 mA, -6 dBm 9.0 mA, 0 dBm 11.3 mA, RX 12.6..13.5 mA.",
)
add(
    "rq35-f04",
    "medium",
    "simple",
    "esp32 wroom 32 wifi rx sensitivity on 11n HT20 at MCS0? typical",
    ["ESP32-WROOM-32"],
    None,
    [it("ESP32-WROOM-32", "rx_sensitivity", "dBm", typ=-91, cond="Wi-Fi 11n, HT20, MCS0")],
    [ev("esp32-wroom-32.pdf", 16, "11n, HT20, MCS0 - –91 - dBm")],
    "-91 dBm typ; look-alikes HT40 MCS0 -89, HT20 MCS7 -71, 11g 6 Mbps -92, 11b 1 Mbps -98; adjacent channel rejection 31 dB on the same condition.",
)
add(
    "rq35-f05",
    "medium",
    "simple",
    "What is the typical Bluetooth LE RF transmit power of the ESP32-WROOM-32?",
    ["ESP32-WROOM-32"],
    None,
    [
        it(
            "ESP32-WROOM-32",
            "tx_power",
            "dBm",
            typ=0,
            cond="Bluetooth LE transmitter, RF transmit power",
        )
    ],
    [ev("esp32-wroom-32.pdf", 17, "RF transmit power - - 0 - dBm")],
    "0 dBm typ; look-alikes RF power control range -12..+9 dBm, gain control step 3 dB, Wi-Fi 11b 18.5 dBm, BLE max received signal 0 dBm.",
    wording="formal",
)
add(
    "rq35-f06",
    "hard",
    "simple",
    "esp32-wroom-32: whats the max total current all the IOs together can output? in amps",
    ["ESP32-WROOM-32"],
    None,
    [
        it(
            "ESP32-WROOM-32",
            "output_current",
            "mA",
            mx=1100,
            cond="Ioutput cumulative IO output current, absolute maximum",
        )
    ],
    [ev("esp32-wroom-32.pdf", 15, "Ioutput Cumulative IO output current - 1,100 mA")],
    "1,100 mA = 1.1 A max (absolute maximum); look-alikes per-pin source 40 mA (CPU/RTC domain) / 20 mA (SDIO), sink 28 mA, external supply 0.5 A.",
)
add(
    "rq35-f07",
    "medium",
    "simple",
    "esp32 wroom strapping pins: how long do they have to be held after CHIP_PU (EN) goes high?",
    ["ESP32-WROOM-32"],
    None,
    [
        it(
            "ESP32-WROOM-32",
            "response_time",
            "ms",
            mn=1,
            cond="t1 hold time after CHIP_PU goes high",
        )
    ],
    [ev("esp32-wroom-32.pdf", 11, "t1 Hold time after CHIP_PU goes high 1 ms")],
    "1 ms min; look-alike t0 setup time before CHIP_PU 0 ms; VIL_nRST 0.6 V. Filed as response_time.",
)
add(
    "rq35-f08",
    "hard",
    "simple",
    "74hc595 at vcc = 6v, worst case propagation delay SHCP -> Q7S over the full -40..125 C range?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595",
            "response_time",
            "ns",
            mx=41,
            cond="tpd SHCP to Q7S, VCC = 6 V, -40..+125 C",
        )
    ],
    [ev("74hc595.pdf", 10, "VCC = 6 V - 15 27 - 34 - 41 ns")],
    "41 ns max at -40..+125 C; look-alikes same row 27 ns (25 C) / 34 ns (-40..85 C), VCC 4.5 V 48 ns, VCC 2 V 240 ns, STCP to Qn at 6 V 45 ns.",
)
add(
    "rq35-s01",
    "hard",
    "structured",
    "What total power dissipation (Ptot) may a 74HC595 reach in the DIP16 package, and in the SO16 package?",
    ["74HC595"],
    None,
    [
        it(
            "74HC595", "power_consumption", "mW", mx=750, cond="Ptot, DIP16 package, limiting value"
        ),
        it("74HC595", "power_consumption", "mW", mx=500, cond="Ptot, SO16 package, limiting value"),
    ],
    [
        ev("74hc595.pdf", 6, "DIP16 package [1] - 750 mW"),
        ev("74hc595.pdf", 6, "SO16 package [2] - 500 mW"),
    ],
    "DIP16 750 mW, SO16 500 mW (limiting values); look-alikes SSOP16/TSSOP16/DHVQFN16 500 mW, derating 12 / 8 mW/K above 70 C, ICC / IGND 70 mA.",
    wording="formal",
)
add(
    "rq35-f09",
    "hard",
    "simple",
    "txs0108e with vcca 2.5v and vccb 3.3v (push-pull): max disable time OE to A/B outputs?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mx=12.9,
            cond="tdis OE to A or B, push-pull, VCCA = 2.5 V, VCCB = 3.3 V",
        )
    ],
    [ev("txs0108e.pdf", 11, "Push-pull 15.7 12.9 11.2")],
    "12.9 ns max; look-alikes VCCB 2.5 V 15.7 ns, VCCB 5 V 11.2 ns, enable time ten 200 ns, VCCA 1.5 V / VCCB 5 V 19.6 ns (earlier set).",
)
add(
    "rq35-f10",
    "hard",
    "simple",
    "xc6206 in sot-23 soldered on a board: how much power can it dissipate at 85 C ambient?",
    ["XC6206"],
    None,
    [
        it(
            "XC6206",
            "power_consumption",
            "mW",
            mx=200,
            cond="SOT-23 power dissipation, board mount, Ta = 85 C (reference data)",
        )
    ],
    [ev("xc6206.pdf", 15, "85 200")],
    "200 mW at 85 C (board mount, 40 x 40 mm FR-4); look-alikes 500 mW at 25 C on the same board, 250 mW in the absolute-maximum table, SOT-89 400 mW at 85 C.",
)
add(
    "rq35-s02",
    "hard",
    "structured",
    "if i parallel the two bridges of an l298n like the datasheet shows, how much current can it do? dc and repetitive peak",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "output_current",
            "A",
            mx=3,
            cond="paralleled channels (1 with 4, 2 with 3), DC operation",
        ),
        it(
            "L298N", "peak_output_current", "A", mx=3.5, cond="paralleled channels, repetitive peak"
        ),
    ],
    [
        ev("l298n.pdf", 8, "This solution can drive until 3 Amps In DC operation"),
        ev("l298n.pdf", 8, "and until 3.5 Amps of a repetitive peak current."),
    ],
    "3 A DC, 3.5 A repetitive peak with paralleled outputs; look-alikes per-bridge 2 A DC, 2.5 A repetitive, 3 A non-repetitive peak, 4 A total DC in the feature list.",
)
add(
    "rq35-f11",
    "medium",
    "simple",
    "What is the total power dissipation rating of the L298 at a case temperature of 75 °C?",
    ["L298N"],
    None,
    [
        it(
            "L298N",
            "power_consumption",
            "W",
            mx=25,
            cond="Ptot total power dissipation, Tcase = 75 C",
        )
    ],
    [ev("l298n.pdf", 2, "P tot Total Power Dissipation (Tcase = 75°C) 25 W")],
    "25 W; look-alikes thermal resistance junction-case 3 C/W, junction-ambient 35 C/W (Multiwatt) / 13 C/W (PowerSO20).",
    wording="formal",
)
add(
    "rq35-f12",
    "hard",
    "simple",
    "drv8833 input deglitch time on the logic inputs? give it in microseconds",
    ["DRV8833"],
    None,
    [it("DRV8833", "response_time", "ns", typ=450, cond="tDEG input deglitch time")],
    [ev("drv8833.pdf", 6, "tDEG Input deglitch time 450 ns")],
    "450 ns = 0.45 us typ; look-alikes OCP deglitch time 4 us, current sense blanking 3.75 us, internal PWM 50 kHz.",
)
add(
    "rq35-f13",
    "medium",
    "simple",
    "ina219 coming out of power-down mode: how long until its fully recovered?",
    ["INA219"],
    None,
    [it("INA219", "warm_up_time", "us", value=40, cond="full recovery from power-down")],
    [ev("ina219.pdf", 9, "Full recovery from Power-Down requires 40 μs")],
    "40 us; look-alikes 9..12-bit conversion times 84..586 us, SMBus timeout 28 ms, power-down quiescent current 6/15 uA.",
)
add(
    "rq35-f14",
    "medium",
    "simple",
    "What is the typical internal sampling rate of the INA219's delta-sigma ADC front end?",
    ["INA219"],
    None,
    [it("INA219", "data_rate", "kHz", typ=500, cond="delta-sigma front-end sampling rate, +-30 %")],
    [
        ev(
            "ina219.pdf",
            11,
            "delta-sigma (ΔΣ) front-end with a 500-kHz (±30%) typical sampling rate",
        )
    ],
    "500 kHz (+-30 %); look-alikes harmonics at 1 MHz and above, conversion times 84..586 us, SCL 0.4 / 2.56 MHz.",
    wording="formal",
)
add(
    "rq35-f15",
    "medium",
    "simple",
    "w25q64 after power up: how long after vcc reaches min before i can pull /CS low?",
    ["W25Q64FV"],
    None,
    [it("W25Q64FV", "warm_up_time", "us", mn=20, cond="tVSL VCC (min) to /CS low")],
    [ev("w25q64.pdf", 73, "VCC (min) to /CS Low tVSL 20 µs")],
    "20 us min; look-alikes tPUW 5 ms before write instructions (earlier set), write inhibit threshold 1.0..2.0 V, tRST 30 us.",
)
add(
    "rq35-f16",
    "medium",
    "simple",
    "How long does the W25Q64FV take to reset after an Enable Reset (66h) + Reset (99h) sequence?",
    ["W25Q64FV"],
    None,
    [it("W25Q64FV", "response_time", "us", typ=30, cond="tRST, approximately")],
    [ev("w25q64.pdf", 71, "the device will take approximately tRST=30us to reset")],
    "about 30 us; look-alikes tVSL 20 us, tDP 3 us, tPUW 5 ms.",
    wording="formal",
)
add(
    "rq35-f17",
    "hard",
    "simple",
    "mpu6050 accel zero-g offset right out of the box, for the z axis? in g",
    ["MPU-6050"],
    None,
    [
        it(
            "MPU-6050",
            "accuracy",
            "g",
            mn=-0.08,
            mx=0.08,
            q="acceleration",
            cond="zero-g initial calibration tolerance, Z axis (+-80 mg)",
        )
    ],
    [ev("mpu-6050.pdf", 13, "Z axis ±80 mg")],
    "+-80 mg = +-0.08 g typ; look-alikes X/Y axes +-50 mg, Z change over 0..70 C +-60 mg, X/Y +-35 mg, sensitivity initial tolerance +-3 %.",
)
add(
    "rq35-f18",
    "medium",
    "simple",
    "mpu-6050 main i2c pins: how much current can SDA sink at VOL = 0.6 V?",
    ["MPU-6050"],
    None,
    [it("MPU-6050", "output_current", "mA", typ=5, cond="IOL primary I2C (SCL, SDA), VOL = 0.6 V")],
    [ev("mpu-6050.pdf", 16, "VOL = 0.6V 5 mA")],
    "5 mA typ; look-alikes VOL = 0.4 V 3 mA, auxiliary I2C 1 mA at 0.4 / 0.6 V, output leakage 100 nA.",
)
add(
    "rq35-f19",
    "hard",
    "simple",
    "ccs811: first reset right after i flashed new firmware (app download), how long can it take before it answers i2c?",
    ["CCS811"],
    None,
    [
        it(
            "CCS811",
            "warm_up_time",
            "ms",
            mx=70,
            cond="tSTART after the first reset following a new application download",
        )
    ],
    [ev("ccs811.pdf", 7, "Up to 70ms on the first Reset after new application download.")],
    "up to 70 ms; look-alikes normal tSTART after reset 1/2 ms, after power on 18/20 ms, tAPP_START 1 ms, 70 ms VERIFY wait on page 15.",
)
add(
    "rq35-f20",
    "hard",
    "simple",
    "MCP4725 in standard-mode I2C (100 kHz): maximum output valid from clock (TAA)? Answer in microseconds.",
    ["MCP4725"],
    None,
    [
        it(
            "MCP4725",
            "response_time",
            "ns",
            mx=3750,
            cond="TAA output valid from clock, standard mode",
        )
    ],
    [ev("mcp4725.pdf", 30, "Output valid from clock TAA 0 — 3750 ns Notes 2 and 3")],
    "3750 ns = 3.75 us; look-alikes fast mode 1200 ns, high-speed 150 / 310 ns, standard data hold 3450 ns.",
    wording="formal",
)
add(
    "rq35-f21",
    "medium",
    "simple",
    "dht22 / am2302 single bus: how long is the high part of a '1' bit? min typ max",
    ["DHT22"],
    None,
    [it("DHT22", "response_time", "us", mn=68, typ=70, mx=75, cond='TH1 signal "1" high time')],
    [ev("dht22.pdf", 7, 'TH1 Signal "1" high time 68 70 75 µS')],
    "68/70/75 us; look-alikes TH0 22/26/30 us, TLOW 48/50/55 us, Trel/Treh 75/80/85 us.",
)
add(
    "rq35-f22",
    "hard",
    "simple",
    "DHT22: cuánto tiempo debe el host mantener la línea en bajo para la señal de inicio? mínimo, típico y máximo, en microsegundos",
    ["DHT22"],
    None,
    [
        it(
            "DHT22",
            "response_time",
            "ms",
            mn=0.8,
            typ=1,
            mx=20,
            cond="Tbe host start signal low time",
        )
    ],
    [ev("dht22.pdf", 7, "Tbe Host the start signal down time 0.8 1 20 mS")],
    "0.8/1/20 ms = 800/1000/20000 us; look-alikes Tgo 20/30/200 us, Trel 75/80/85 us, sampling period 2 s.",
    wording="formal",
    lang="es",
)
add(
    "rq35-f23",
    "medium",
    "simple",
    "74hct595 (the HCT one): minimum master reset (MR) low pulse width at 25 C?",
    ["74HC595"],
    None,
    [it("74HC595", "response_time", "ns", mn=20, cond="74HCT595 tW MR LOW pulse width, 25 C")],
    [ev("74hc595.pdf", 11, "MR LOW; see Figure 12 20 8 - 25 - 30 - ns")],
    "20 ns min at 25 C (HCT); look-alikes 25 ns (-40..85 C), 30 ns (-40..125 C), SHCP/STCP pulse width 16 ns, 74HC595 at 4.5 V 15 ns.",
)
add(
    "rq35-f24",
    "hard",
    "simple",
    "txs0108e at vcca = 1.8v, vccb = 3.3v, push-pull: max high-to-low propagation delay A to B?",
    ["TXS0108E"],
    None,
    [
        it(
            "TXS0108E",
            "response_time",
            "ns",
            mx=5.7,
            cond="tPHL A-to-B, push-pull, VCCA = 1.8 V, VCCB = 3.3 V",
        )
    ],
    [ev("txs0108e.pdf", 10, "Propagation Push-pull 8.2 6.4 5.7 5.6")],
    "5.7 ns max; look-alikes VCCB 1.8 / 2.5 / 5 V 8.2 / 6.4 / 5.6 ns, open-drain 3.1..9.3 ns, tPLH push-pull row 9 / 2.1 / 6.5 / 6.3 ns.",
)
add(
    "rq35-k01",
    "hard",
    "comparison",
    "ads1115 vs ina219 in i2c high-speed mode: which one needs the longer SCL high period?",
    ["ADS1115", "INA219"],
    None,
    [
        it(
            "ADS1115",
            "response_time",
            "ns",
            mn=60,
            cond="tHIGH SCL clock high period, high-speed mode",
        ),
        it(
            "INA219",
            "response_time",
            "ns",
            mn=60,
            cond="t(HIGH) SCL clock HIGH period, high-speed mode",
        ),
    ],
    [
        ev("ads1115.pdf", 5, "SCL clock high period tHIGH 600 60 ns"),
        ev("ina219.pdf", 6, "t(HIGH) SCL clock HIGH period 600 60 ns"),
    ],
    "Neither: both 60 ns min in high-speed mode (600 ns in fast mode). Look-alikes tLOW HS 160 ns (ADS1115) / 250 ns (INA219).",
)
add(
    "rq35-k02",
    "medium",
    "comparison",
    "Which has the higher power-dissipation rating: the XC6206 in TO-92 or the BH1750?",
    ["XC6206", "BH1750"],
    None,
    [
        it("XC6206", "power_consumption", "mW", mx=300, cond="Pd, TO-92, absolute maximum"),
        it(
            "BH1750",
            "power_consumption",
            "mW",
            mx=260,
            cond="Pd, 70 x 70 x 1.6 mm glass epoxy board",
        ),
    ],
    [
        ev("xc6206.pdf", 3, "TO-92 300"),
        ev("bh1750.pdf", 1, "Power Dissipation Pd 260※ mW"),
    ],
    "XC6206 TO-92 300 mW > BH1750 260 mW; look-alikes XC6206 SOT-23 250 mW, SOT-89 500 mW, USP-6B 120 mW, BH1750 derating 3.47 mW/C.",
    wording="formal",
)

# ---------- batch 2: factual questions the sheets cannot answer
add(
    "rq35-u01",
    "medium",
    "simple",
    "nrf24l01+ supply current when transmitting at +4 dbm?",
    ["nRF24L01+"],
    "insufficient_evidence",
    [],
    [],
    "TX current is given only at 0 / -6 / -12 / -18 dBm (11.3 / 9.0 / 7.5 / 7.0 mA). +4 dBm appears only as the max of PRF maximum output power; no current for it.",
)
add(
    "rq35-u02",
    "hard",
    "simple",
    "What is the ESP32-WROOM-32's typical Wi-Fi receive sensitivity for 802.11n HT40 at MCS3?",
    ["ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [],
    "Table 8 lists HT40 only at MCS0 (-89 dBm) and MCS7 (-69 dBm), HT20 at MCS0 / MCS7; no MCS3 row (interpolating is not in the sheet).",
    wording="formal",
)
add(
    "rq35-u03",
    "hard",
    "simple",
    "hx711 input noise on channel A with gain 64? nV rms",
    ["HX711"],
    "insufficient_evidence",
    [],
    [],
    "Input noise is given only at gain 128 (50 nV rms at RATE = 0, 90 at RATE = DVDD). The gain-64 row nearby is input offset drift (0.4 mV).",
)
add(
    "rq35-u04",
    "medium",
    "simple",
    "w25q64 read current if i clock it at 133 mhz?",
    ["W25Q64FV"],
    "insufficient_evidence",
    [],
    [],
    "ICC3 is given at 50 / 80 / 104 MHz (15 / 18 / 20 mA max); the W25Q64FV sheet has no 133 MHz operation at all (FR max 104 MHz).",
)
add(
    "rq35-u05",
    "hard",
    "simple",
    "How much can the MPU-6050 Z-axis zero-g level change over the full -40 °C to +85 °C range?",
    ["MPU-6050"],
    "insufficient_evidence",
    [],
    [],
    "Zero-g level change is given only for 0..+70 C (Z +-60 mg, X/Y +-35 mg); initial tolerance Z +-80 mg is a different row. Nothing for -40..+85 C.",
    wording="formal",
)
add(
    "rq35-u06",
    "medium",
    "simple",
    "l298n max switching (commutation) frequency when the load current is only 1 A?",
    ["L298N"],
    "insufficient_evidence",
    [],
    [],
    "Commutation frequency fc is specified only at IL = 2 A (25 typ / 40 kHz). No value at 1 A.",
)
add(
    "rq35-u07",
    "medium",
    "simple",
    "esp32 wroom 32 peak current draw while transmitting wifi at full power (11b)?",
    ["ESP32-WROOM-32"],
    "insufficient_evidence",
    [],
    [],
    "The module sheet gives only an average operating current (80 mA) and that the external supply must deliver >= 0.5 A; no TX peak current (refers to the ESP32 chip datasheet).",
)
add(
    "rq35-u08",
    "hard",
    "simple",
    "nRF24L01+ Empfindlichkeit bei 2 Mbps, wenn ich 1 % Bitfehlerrate akzeptiere?",
    ["nRF24L01+"],
    "insufficient_evidence",
    [],
    [],
    "Sensitivity is given only at 0.1 % BER (-82 dBm at 2 Mbps, -85 at 1 Mbps, -94 at 250 kbps); no 1 % BER figure.",
    lang="de",
)

# ---------- batch 3: compatibility
add(
    "rq35-c01",
    "medium",
    "compatibility",
    "bme280 breakout on an esp32-wroom-32 i2c bus, both on the same 3.3v rail (VDD and VDDIO tied). supply ok?",
    ["BME280", "ESP32-WROOM-32"],
    "compatible",
    [
        it("BME280", "supply_voltage", "V", mn=1.71, typ=1.8, mx=3.6, cond="VDD"),
        it("BME280", "io_supply_voltage", "V", mn=1.2, typ=1.8, mx=3.6, cond="VDDIO"),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
    ],
    [
        ev("bme280.pdf", 8, "Supply Voltage VDD ripple max. 50 mVpp 1.71 1.8 3.6 V"),
        ev("bme280.pdf", 8, "Supply Voltage VDDIO 1.2 1.8 3.6 V"),
        ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V"),
    ],
    "3.3 V is inside BME280 VDD 1.71..3.6 V and VDDIO 1.2..3.6 V and the ESP32 3.0..3.6 V; open-drain I2C pulled to 3.3 V.",
)
add(
    "rq35-c02",
    "medium",
    "compatibility",
    "ina219 powered from the esp32's 3.3v, measuring current on a 12v line. is that a valid setup?",
    ["INA219", "ESP32-WROOM-32"],
    "compatible",
    [
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS operating supply range"),
        it("INA219", "measurement_range", "V", mn=0, mx=26, q="voltage", cond="bus voltage sensed"),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
    ],
    [
        ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
        ev("ina219.pdf", 1, "Senses Bus Voltages from 0 to 26 V"),
        ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V"),
    ],
    "VS = 3.3 V is inside 3..5.5 V; the 12 V bus is independent of VS and inside 0..26 V; I2C levels follow the 3.3 V pull-ups.",
)
add(
    "rq35-c03",
    "hard",
    "compatibility",
    "ADS1115 (ADDR to GND) and DS3231 on one I2C bus at 400 kHz, both powered at 3.3 V. Any supply, clock or address conflict?",
    ["ADS1115", "DS3231"],
    "compatible",
    [
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="power-supply voltage"),
        it("ADS1115", "i2c_clock_frequency", "MHz", mn=0.01, mx=0.4, cond="fSCL fast mode"),
        it("ADS1115", "i2c_address", values=["0x48"], cond="ADDR = GND, 1001000"),
        it("DS3231", "supply_voltage", "V", mn=2.3, typ=3.3, mx=5.5, cond="VCC"),
        it("DS3231", "i2c_clock_frequency", "kHz", mn=100, mx=400, cond="fSCL fast mode"),
        it("DS3231", "i2c_address", values=["0x68"], cond="1101000"),
    ],
    [
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
        ev("ads1115.pdf", 5, "SCL operating frequency fSCL 0.01 0.4 0.01 3.4 MHz"),
        ev("ads1115.pdf", 17, "Ground 1001000"),
        ev("ds3231.pdf", 2, "VCC 2.3 3.3 5.5 V"),
        ev("ds3231.pdf", 4, "Fast mode 100 400 SCL Clock Frequency fSCL kHz"),
        ev("ds3231.pdf", 17, "which is 1101000, followed by the direction bit"),
    ],
    "Addresses 0x48 and 0x68 differ, 400 kHz is the fast-mode max of both, 3.3 V is inside 2..5.5 and 2.3..5.5 V.",
    wording="formal",
)
add(
    "rq35-c04",
    "medium",
    "compatibility",
    "xc6206 3.3v ldo powering an ina219 current monitor. ok?",
    ["XC6206", "INA219"],
    "compatible",
    [
        it("INA219", "supply_voltage", "V", mn=3, mx=5.5, cond="VS operating supply range"),
        it("INA219", "quiescent_current", "mA", typ=0.7, mx=1, cond="quiescent current"),
        it(
            "XC6206",
            "accuracy",
            "%",
            mn=-2,
            mx=2,
            q="voltage",
            cond="output voltage accuracy, VOUT >= 1.5 V",
        ),
        it("XC6206", "output_current", "mA", mx=200, cond="maximum output current, 3.0 V type"),
    ],
    [
        ev("ina219.pdf", 6, "Operating supply range 3 5.5 3 5.5 V"),
        ev("ina219.pdf", 6, "Quiescent current 0.7 1 0.7 1 mA"),
        ev("xc6206.pdf", 1, "Highly Accurate :±2%@VOUT≧1.5V"),
        ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)"),
    ],
    "3.234..3.366 V is inside 3..5.5 V (0.23 V margin at the low end); 1 mA max is far below 200 mA.",
)
add(
    "rq35-c05",
    "medium",
    "compatibility",
    "mcp3008 adc running off an ams1117-3.3 regulator, fine?",
    ["MCP3008", "AMS1117-3.3"],
    "compatible",
    [
        it("MCP3008", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD operating voltage"),
        it(
            "AMS1117-3.3",
            "output_voltage",
            "V",
            mn=3.235,
            typ=3.3,
            mx=3.365,
            cond="0 <= IOUT <= 1 A, full temperature",
        ),
    ],
    [
        ev("mcp3008.pdf", 5, "Operating Voltage VDD 2.7 — 5.5 V"),
        ev(
            "ams1117.pdf",
            2,
            "AMS1117-3.3 0 ≤ IOUT ≤ 1A , 4.75V ≤ VIN ≤ 12V 3.267 3.300 3.333 V 3.235 3.300 3.365 V",
        ),
    ],
    "3.235..3.365 V inside 2.7..5.5 V; note the MCP3008 max clock is lower at 3.3 V than at 5 V (not asked).",
)
add(
    "rq35-c06",
    "medium",
    "compatibility",
    "Can an XC6206P332 (3.3 V) supply an MCP2515 CAN controller?",
    ["XC6206", "MCP2515"],
    "compatible",
    [
        it("MCP2515", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("MCP2515", "supply_current", "mA", mx=10, cond="IDD, VDD = 5.5 V, FOSC = 25 MHz"),
        it(
            "XC6206",
            "accuracy",
            "%",
            mn=-2,
            mx=2,
            q="voltage",
            cond="output voltage accuracy, VOUT >= 1.5 V",
        ),
        it("XC6206", "output_current", "mA", mx=200, cond="maximum output current, 3.0 V type"),
    ],
    [
        ev("mcp2515.pdf", 74, "VDD Supply Voltage 2.7 5.5 V"),
        ev("mcp2515.pdf", 74, "IDD Operating Current — 10 mA VDD = 5.5V, FOSC = 25 MHz"),
        ev("xc6206.pdf", 1, "Highly Accurate :±2%@VOUT≧1.5V"),
        ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)"),
    ],
    "3.234..3.366 V inside 2.7..5.5 V; 10 mA max (worst case at 5.5 V) well under 200 mA. The CAN transceiver is not part of the question.",
    wording="formal",
)
add(
    "rq35-c07",
    "hard",
    "compatibility",
    "74hc595 on a regulated 5.0v drives the CE and CSN pins of an nrf24l01+ that runs at 3.0v. no level shifter. will the nrf survive?",
    ["74HC595", "nRF24L01+"],
    "compatible",
    [
        it(
            "nRF24L01+",
            "supply_voltage",
            "V",
            mn=2.7,
            typ=3.0,
            mx=3.3,
            cond="VDD if input signals > 3.6 V",
        ),
        it(
            "nRF24L01+",
            "abs_max_input_voltage",
            "V",
            mn=-0.3,
            mx=5.25,
            cond="VI input voltage, absolute maximum",
        ),
        it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="VCC"),
    ],
    [
        ev("nrf24l01p.pdf", 13, "VDD Supply voltage if input signals >3.6V 2.7 3.0 3.3 V"),
        ev("nrf24l01p.pdf", 12, "Input voltage VI -0.3 5.25 V"),
        ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V"),
    ],
    "Looks risky but is allowed: with VDD 3.0 V (inside 2.7..3.3 V) the nRF inputs take up to 5.25 V, and the 74HC595 outputs cannot exceed its 5.0 V VCC. Margin is thin if the 5 V rail rises above 5.25 V.",
)
add(
    "rq35-c08",
    "hard",
    "compatibility",
    "mpu6050 (AD0 low) and an mcp4725 dac on the same i2c bus at 400 khz, both at 3.3v. address clash or anything?",
    ["MPU-6050", "MCP4725"],
    "compatible",
    [
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating voltages"),
        it("MPU-6050", "i2c_clock_frequency", "kHz", mx=400, cond="fast mode, all registers"),
        it("MPU-6050", "i2c_address", values=["0x68"], cond="b1101000, AD0 low"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
        it("MCP4725", "i2c_clock_frequency", "kHz", mn=0, mx=400, cond="fast mode"),
    ],
    [
        ev("mpu-6050.pdf", 14, "VDD POWER SUPPLY Operating Voltages 2.375 3.46 V"),
        ev("mpu-6050.pdf", 15, "I2C Operating Frequency All registers, Fast-mode 400 kHz"),
        ev(
            "mpu-6050.pdf", 33, "The slave address of the MPU-60X0 is b110100X which is 7 bits long"
        ),
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
        ev("mcp4725.pdf", 30, "Clock frequency TSCL 0 — 400 kHz"),
        ev("mcp4725.pdf", 27, "which is set to 1100 for the MCP4725"),
    ],
    "MCP4725 device code 1100 -> 0x60..0x67; MPU-6050 0x68/0x69: no clash. 3.3 V inside 2.375..3.46 and 2.7..5.5 V; 400 kHz allowed by both.",
)
add(
    "rq35-i01",
    "medium",
    "compatibility",
    "mcp4725 on 5v with its i2c pull-ups to 5v, wired straight to an esp32-wroom-32. ok?",
    ["ESP32-WROOM-32", "MCP4725"],
    "incompatible",
    [
        it(
            "ESP32-WROOM-32",
            "abs_max_supply_voltage",
            "V",
            mn=-0.3,
            mx=3.6,
            cond="VDD33; IO VIH max VDD + 0.3 V",
        ),
        it("ESP32-WROOM-32", "supply_voltage", "V", mn=3.0, typ=3.3, mx=3.6, cond="VDD33"),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage –0.3 3.6 V"),
        ev("esp32-wroom-32.pdf", 15, "VDD33 Power supply voltage 3.0 3.3 3.6 V"),
        ev("esp32-wroom-32.pdf", 15, "VIH High-level input voltage 0.75×VDD - VDD +0.3 V"),
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
    ],
    "5 V pull-ups put 5 V on ESP32 pins whose VIH max is VDD + 0.3 = 3.6 V. The MCP4725 itself is fine at 5 V (or would work with pull-ups to 3.3 V).",
)
add(
    "rq35-i02",
    "medium",
    "compatibility",
    "Can an ADS1115 and an Si7021 share a 5 V supply rail?",
    ["ADS1115", "Si7021"],
    "incompatible",
    [
        it("ADS1115", "supply_voltage", "V", mn=2, mx=5.5, cond="power-supply voltage"),
        it("Si7021", "supply_voltage", "V", mn=1.9, mx=3.6, cond="VDD"),
    ],
    [
        ev("ads1115.pdf", 4, "Power-supply voltage 2 5.5 V"),
        ev("si7021.pdf", 4, "Power Supply VDD 1.9 — 3.6 V"),
    ],
    "5 V is fine for the ADS1115 but above the Si7021 3.6 V max.",
    wording="formal",
)
add(
    "rq35-i03",
    "hard",
    "compatibility",
    "acs712-05b VIOUT straight into hx711 channel A+ (A- to gnd), both on 5v, gain 128. will i get a current reading?",
    ["ACS712", "HX711"],
    "incompatible",
    [
        it("ACS712", "supply_voltage", "V", mn=4.5, typ=5.0, mx=5.5, cond="VCC"),
        it("ACS712", "sensitivity", "mV/A", typ=185, q="current", cond="x05B, TA = 25 C"),
        it("HX711", "supply_voltage", "V", mn=2.6, mx=5.5, cond="DVDD"),
    ],
    [
        ev("acs712.pdf", 4, "Supply Voltage VCC 4.5 5.0 5.5 V"),
        ev("acs712.pdf", 5, "SensTA Over full range of IP, TA = 25°C – 185 – mV/A"),
        ev("hx711.pdf", 3, "input range V(inp)-V(inn) ±0.5(AVDD/GAIN) V"),
        ev("hx711.pdf", 3, "Power supply voltage DVDD 2.6 5.5 V"),
    ],
    "HX711 full scale is +-0.5 x AVDD / gain = about +-20 mV at gain 128; the ACS712 output sits near VCC/2 = 2.5 V (quiescent) with 185 mV/A, so A+ - A- is ~2.5 V and the input saturates. Also the common-mode range is AGND + 1.2 V .. AVDD - 1.3 V (A- at GND violates it).",
)
add(
    "rq35-i04",
    "hard",
    "compatibility",
    "74hc595 running at 5v, one output drives /CS of a w25q64 flash that runs at 3.3v. direct wire ok?",
    ["74HC595", "W25Q64FV"],
    "incompatible",
    [
        it(
            "W25Q64FV",
            "abs_max_input_voltage",
            "V",
            mn=-0.6,
            cond="VIO any pin, -0.6 V to VCC + 0.4 V (3.7 V at VCC = 3.3 V)",
        ),
        it("W25Q64FV", "abs_max_supply_voltage", "V", mn=-0.6, mx=4.6, cond="VCC absolute maximum"),
        it("74HC595", "supply_voltage", "V", mn=2.0, typ=5.0, mx=6.0, cond="VCC"),
    ],
    [
        ev("w25q64.pdf", 72, "Voltage Applied to Any Pin VIO Relative to Ground –0.6 to VCC+0.4 V"),
        ev("w25q64.pdf", 72, "Supply Voltage VCC –0.6 to 4.6V V"),
        ev("74hc595.pdf", 7, "VCC supply voltage 2.0 5.0 6.0 4.5 5.0 5.5 V"),
    ],
    "A 74HC595 high at 5 V VCC is up to 5 V on /CS, above VCC + 0.4 = 3.7 V for the flash.",
)
add(
    "rq35-i05",
    "hard",
    "compatibility",
    "txs0108e: i want the 5v mcp4725 side on the A port (VCCA = 5v) and my 3.3v mcu on the B port. works?",
    ["TXS0108E", "MCP4725"],
    "incompatible",
    [
        it("TXS0108E", "io_supply_voltage", "V", mn=1.4, mx=3.6, cond="VCCA; VCCA must be <= VCCB"),
        it(
            "TXS0108E", "abs_max_supply_voltage", "V", mn=-0.5, mx=4.6, cond="VCCA absolute maximum"
        ),
        it("MCP4725", "supply_voltage", "V", mn=2.7, mx=5.5, cond="VDD"),
    ],
    [
        ev("txs0108e.pdf", 6, "VCCA Supply voltage 1.4 3.6 V"),
        ev("txs0108e.pdf", 5, "Supply voltage, VCCA –0.5 4.6 V"),
        ev("mcp4725.pdf", 3, "Operating Voltage VDD 2.7 5.5 V"),
    ],
    "VCCA max 3.6 V (abs max 4.6 V) and VCCA <= VCCB; the 5 V side must go on B. Swapping the ports would work.",
)
add(
    "rq35-i06",
    "medium",
    "compatibility",
    "can an xc6206 3.3v regulator drive the coil of a 5v srd relay (standard sensitivity) to switch it on?",
    ["XC6206", "SRD-05VDC-SL-C"],
    "incompatible",
    [
        it("SRD-05VDC-SL-C", "coil_voltage", "V", value=5, cond="standard, nominal coil voltage"),
        it(
            "SRD-05VDC-SL-C",
            "supply_current",
            "mA",
            value=89.3,
            cond="standard 5 V coil nominal current",
        ),
        it(
            "XC6206",
            "accuracy",
            "%",
            mn=-2,
            mx=2,
            q="voltage",
            cond="output voltage accuracy, VOUT >= 1.5 V",
        ),
        it("XC6206", "output_current", "mA", mx=200, cond="maximum output current, 3.0 V type"),
    ],
    [
        ev("srd-05vdc-sl-c.pdf", 2, "(Standard) 05 05 89.3 55"),
        ev("srd-05vdc-sl-c.pdf", 2, "abt. 0.45W 75% Max. 10% Min. 110%"),
        ev("xc6206.pdf", 1, "Highly Accurate :±2%@VOUT≧1.5V"),
        ev("xc6206.pdf", 1, "Maximum Output Current : 200mA (3.0V type)"),
    ],
    "Pull-in voltage is 75 % max of nominal = 3.75 V; 3.3 V (+-2 %) is below it, so pick-up is not guaranteed. Current (89.3 mA < 200 mA) would be fine.",
)
add(
    "rq35-i07",
    "hard",
    "compatibility",
    "L298N logic supply (VSS) taken straight from a single Li-ion cell charged by a TP4056. OK?",
    ["L298N", "TP4056"],
    "incompatible",
    [
        it(
            "L298N",
            "logic_supply_voltage",
            "V",
            mn=4.5,
            typ=5,
            mx=7,
            cond="VSS logic supply (pin 9)",
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
        ev("l298n.pdf", 3, "VSS Logic Supply Voltage (pin 9) 4.5 5 7 V"),
        ev("tp4056.pdf", 5, "VFLOAT 0℃≤TA≤85℃，IBAT=40mA 4.158 4.2 4.242 V"),
    ],
    "The cell never exceeds 4.242 V (full) and drops lower in use, below the 4.5 V VSS minimum.",
    wording="formal",
)
add(
    "rq35-i08",
    "medium",
    "compatibility",
    "running an mpu-6050 module chip directly from the same 5v that powers my hc-sr04. fine?",
    ["MPU-6050", "HC-SR04"],
    "incompatible",
    [
        it("MPU-6050", "supply_voltage", "V", mn=2.375, mx=3.46, cond="VDD operating voltages"),
        it("HC-SR04", "supply_voltage", "V", value=5, cond="working voltage DC 5 V"),
    ],
    [
        ev("mpu-6050.pdf", 14, "VDD POWER SUPPLY Operating Voltages 2.375 3.46 V"),
        ev("hc-sr04.pdf", 1, "Working Voltage DC 5 V"),
    ],
    "5 V exceeds the MPU-6050 VDD max 3.46 V (the 6 V abs max is not an operating condition). Breakout boards with an on-board LDO are a different case.",
)
add(
    "rq35-i09",
    "hard",
    "compatibility",
    "1.8v mcu -> txs0108e (vcca 1.8, vccb 3.3, push-pull) -> w25q64fv at 3.3v, spi clock 80 mhz for fast read. will the translator keep up?",
    ["TXS0108E", "W25Q64FV"],
    "incompatible",
    [
        it(
            "TXS0108E",
            "data_rate",
            "Mbps",
            mx=60,
            cond="push-pull max data rate, VCCA = 1.8 V, VCCB = 3.3 V",
        ),
        it("W25Q64FV", "spi_clock_frequency", "MHz", mx=104, cond="FR, VCC 3.0..3.6 V"),
    ],
    [
        ev("txs0108e.pdf", 10, "Push-pull 40 60 60 60"),
        ev("w25q64.pdf", 72, "FR = 104MHz, fR = 50MHz 3.0 3.6"),
    ],
    "The flash would accept 80 MHz, but the TXS0108E push-pull data rate at VCCA 1.8 V / VCCB 3.3 V is 60 Mbps max; an 80 MHz clock exceeds it.",
)
add(
    "rq35-e01",
    "medium",
    "compatibility",
    "nrf24l01+ sitting right next to a max7219 led matrix that multiplexes. will it kill my radio range?",
    ["nRF24L01+", "MAX7219"],
    "insufficient_evidence",
    [],
    [],
    "Neither sheet gives radiated emission of the MAX7219 scan or blocking figures that map to it; nRF selectivity tables are for in-band interferers only.",
)
add(
    "rq35-e02",
    "hard",
    "compatibility",
    "ds18b20 taped to the side of an mq-3 sensor to temperature-compensate the alcohol readings. will the probe read the sensor's real operating temperature?",
    ["DS18B20", "MQ-3"],
    "insufficient_evidence",
    [],
    [],
    "The MQ-3 sheet gives heater voltage / resistance and a temperature-humidity dependency figure, but no case or sensing-element temperature; nothing links the two.",
)
add(
    "rq35-e03",
    "medium",
    "compatibility",
    "mpu-6050 mounted 1 cm from an acs712 carrying 20a. will the current's magnetic field mess up the accel/gyro?",
    ["MPU-6050", "ACS712"],
    "insufficient_evidence",
    [],
    [],
    "The MPU-6050 sheet gives no magnetic-field susceptibility (it has no magnetometer), the ACS712 gives only magnetic coupling into its own Hall element (12 G/A).",
)
add(
    "rq35-e04",
    "hard",
    "compatibility",
    "INA219 with a 0.1 ohm shunt in the battery lead of an MCP73831 charger: will the shunt make the MCP73831 end charge too early?",
    ["INA219", "MCP73831"],
    "insufficient_evidence",
    [],
    [],
    "The MCP73831 sheet specifies regulation voltage and termination current at its VBAT pin, not how series resistance between VBAT and the cell shifts termination; the INA219 sheet says nothing about the charger.",
    wording="formal",
)
add(
    "rq35-e05",
    "hard",
    "compatibility",
    "mcp3008 sampling the drv8833 AISEN sense resistor to measure motor current while the drv chops at its internal 50 khz. will i get a correct average current?",
    ["MCP3008", "DRV8833"],
    "insufficient_evidence",
    [],
    [],
    "The DRV8833 gives the 200 mV chopping reference and 50 kHz PWM but no sense-voltage waveform or ripple; the MCP3008 samples instantaneously, so accuracy of an average cannot be judged from the sheets.",
)
add(
    "rq35-e06",
    "medium",
    "compatibility",
    "can i read back the mcp4725 output with the esp32-wroom-32's adc and trust it to 1 lsb of the 12-bit dac?",
    ["ESP32-WROOM-32", "MCP4725"],
    "insufficient_evidence",
    [],
    [],
    "The module sheet gives no ADC accuracy / linearity (it points to the ESP32 chip datasheet); only the MCP4725 side (INL/DNL, gain error) is specified.",
)
add(
    "rq35-e07",
    "hard",
    "compatibility",
    "mpu-6050 powered straight from an lm2596 buck set to 3.3v (150 khz). will the switching ripple show up in the gyro output?",
    ["MPU-6050", "LM2596"],
    "insufficient_evidence",
    [],
    [],
    "MPU-6050 power-supply sensitivity is given only up to 100 kHz (4 deg/s for 100 mVpp, 250 Hz..100 kHz); the LM2596 switches at 150 kHz and, in this adjustable-output sheet, its ripple depends on the external inductor and capacitors. 3.3 V itself is inside 2.375..3.46 V, but the question is about ripple.",
)

if __name__ == "__main__":
    with open(
        __file__.replace("build_questions.py", "questions.jsonl"), "w", encoding="utf-8"
    ) as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(Q))
